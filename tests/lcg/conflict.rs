//! The conflict phase (Core Set rules, research notes lcg.md §1): engagements, the edge battle,
//! strikes, unopposed damage — and Stay on Target resolving from an edge stack.

use crate::support::{find, offered, run};
use hangar::engine::SeatZone;
use hangar::engine::Table;
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;

/// Dark Side turn 3, conflict phase: a ready 181st TIE Interceptor against a Light Side objective
/// with a ready Rogue Squadron X-Wing; a TIE Fighter Patrol in the Dark Side's hand for the edge.
fn skirmish() -> State {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0715");
    s.hand(Side::Dark, "0761");
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0700");
    s.build()
}

/// The Dark Side engages Running the Trench with the TIE; no defenders.
const ATTACK_UNOPPOSED: [&str; 4] = ["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "pass"];

#[test]
fn conflict_engagement_runs_declarations_edge_battle_and_strikes() {
    let state = skirmish();
    assert_eq!(offered(&state), ["engage Running the Trench", "pass"]);
    let engaged = run(state, &["engage Running the Trench"]);
    assert_eq!(offered(&engaged), ["declare 181st TIE Interceptor"], "at least one attacker first");
    let declared = run(engaged, &["declare 181st TIE Interceptor", "pass"]);
    assert_eq!(offered(&declared), ["declare Rogue Squadron X-Wing", "pass"]);
    let edge = run(declared, &["declare Rogue Squadron X-Wing", "pass"]);
    assert_eq!(offered(&edge), ["edge TIE Fighter Patrol", "pass"]);
    let strikes = run(edge, &["edge TIE Fighter Patrol", "pass", "pass"]);
    assert_eq!(strikes.engagement.as_ref().and_then(|e| e.edge_winner), Some(Side::Dark), "1 Force icon to 0");
    assert_eq!(offered(&strikes), ["pass", "strike 181st TIE Interceptor"]);

    let asked = run(strikes, &["strike 181st TIE Interceptor"]);
    let trench = find(&asked, "Running the Trench");
    assert_eq!(asked.card(trench).damage, 1, "edge-enabled blast damage, with the edge, while attacking");
    assert_eq!(offered(&asked), ["damage > Rogue Squadron X-Wing"]);
    let answered = run(asked, &["damage > Rogue Squadron X-Wing"]);
    assert_eq!(answered.card(find(&answered, "Rogue Squadron X-Wing")).damage, 1);
    assert_eq!(offered(&answered), ["pass", "strike Rogue Squadron X-Wing"]);

    let light_struck = run(answered, &["strike Rogue Squadron X-Wing", "damage > 181st TIE Interceptor"]);
    let tie = find(&light_struck, "181st TIE Interceptor");
    assert_eq!(light_struck.card(tie).damage, 1);
    assert_eq!(light_struck.card(trench).damage, 1, "a defender's blast damage does nothing");
    let over = run(light_struck, &["pass", "pass"]);
    assert_eq!(over.engagement, None);
    assert_eq!(over.card(trench).damage, 1, "opposed: no unopposed damage");
    assert!(over.player(Side::Dark).discard.contains(&find(&over, "TIE Fighter Patrol")), "edge stacks discarded");
    assert_eq!(offered(&over), ["pass"], "each objective is engaged once a phase");
}

#[test]
fn conflict_unopposed_attack_deals_one_more_damage_and_ties_go_to_the_defender() {
    let state = run(run(skirmish(), &ATTACK_UNOPPOSED), &["pass", "pass"]);
    assert_eq!(state.engagement.as_ref().and_then(|e| e.edge_winner), Some(Side::Light), "0 to 0: the defender");
    // The Light Side has the edge but no participating unit: it can only pass.
    assert_eq!(offered(&state), ["pass"]);
    let over = run(state, &["pass", "strike 181st TIE Interceptor", "pass", "pass"]);
    let trench = find(&over, "Running the Trench");
    assert_eq!(over.card(trench).damage, 1, "no edge: no blast; unopposed: 1");
}

#[test]
fn conflict_a_unit_committed_to_the_force_takes_two_focus_tokens_to_strike() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    let tie = s.play(Side::Dark, "0715");
    s.commit(tie);
    s.play(Side::Light, "0772");
    let state = run(run(s.build(), &ATTACK_UNOPPOSED), &["pass", "pass", "pass", "strike 181st TIE Interceptor"]);
    assert_eq!(state.card(tie).focus, 2);
}

#[test]
fn conflict_stay_on_target_in_an_edge_stack_puts_a_pilot_onto_a_friendly_vehicle() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    let tie = s.play(Side::Dark, "0715");
    s.hand(Side::Dark, "0712");
    s.hand(Side::Dark, "0714");
    s.play(Side::Light, "0772");
    let state = run(run(s.build(), &ATTACK_UNOPPOSED), &["edge Stay on Target", "pass", "pass"]);
    assert_eq!(offered(&state), ["pass", "put Baron Fel > 181st TIE Interceptor"]);
    let after = run(state, &["put Baron Fel > 181st TIE Interceptor"]);
    assert_eq!(facts::piloting(&after, find(&after, "Baron Fel")), Some(tie));
    assert_eq!(after.card(find(&after, "Baron Fel")).attached.map(|a| a.role), Some(Role::Pilot));
    assert_eq!(offered(&after), ["pass", "strike 181st TIE Interceptor"], "the Dark Side has the edge (2 to 0)");
}

#[test]
fn conflict_attackers_and_defenders_drop_on_the_engaged_objective_and_edge_cards_on_the_edge_stack() {
    use crate::support::{action_view, zone};
    use hangar::engine::Target;
    use hangar::rules::lcg::Zone;
    use hangar::rules::Game;
    let engaged = run(skirmish(), &["engage Running the Trench"]);
    let trench = find(&engaged, "Running the Trench");
    let tie = find(&engaged, "181st TIE Interceptor");
    let view = Game::Lcg(engaged.clone()).view();
    let attack = action_view(&view, &engaged, "declare 181st TIE Interceptor");
    assert_eq!(attack.label.key, "lcg-label-attack");
    assert_eq!((attack.source, attack.target), (Some(tie), Some(Target::Card(trench))));
    // Dropping the TIE on the objective declares it.
    let game = Game::Lcg(engaged);
    let (Game::Lcg(declared), _) =
        game.drop_index(tie, Target::Card(trench)).and_then(|i| game.apply_index(i)).expect("a legal drop")
    else {
        unreachable!("an LCG game")
    };
    assert_eq!(declared.engagement.as_ref().map(|e| e.attackers.clone()), Some(vec![tie]));

    let edge = run(declared, &["pass", "declare Rogue Squadron X-Wing", "pass"]);
    let patrol = find(&edge, "TIE Fighter Patrol");
    let view = Game::Lcg(edge.clone()).view();
    let place = action_view(&view, &edge, "edge TIE Fighter Patrol");
    let dark_edge = Target::Zone(Zone::Edge.id(Side::Dark));
    assert_eq!((place.source, place.target), (Some(patrol), Some(dark_edge)));
    for side in [Side::Dark, Side::Light] {
        assert!(zone(&view, side, Zone::Edge).is_some(), "both edge stacks are drawn in an edge battle");
    }
    let game = Game::Lcg(edge);
    let (Game::Lcg(placed), _) =
        game.drop_index(patrol, dark_edge).and_then(|i| game.apply_index(i)).expect("a legal drop")
    else {
        unreachable!("an LCG game")
    };
    assert_eq!(placed.player(Side::Dark).edge, [patrol]);
}

#[test]
fn conflict_an_engagement_with_no_unit_left_to_attack_ends_when_its_attacker_passes() {
    // Core Set rules, "Conflict Phase": an engagement needs an attacker. The Emperor's Promise
    // damages Assassination Contract (4 of its 5 already taken), the mission is completed, and its
    // Reaction destroys Han Solo, out of faction and the Light Side's only unit, before an
    // attacker is declared: the Light Side may only pass, which ends the engagement. (Found by
    // the whole-match test over random pool decks, which stopped here with nothing legal.)
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "1045");
    let despayre = s.play(Side::Dark, "0036");
    let contract = s.mission(Side::Dark, "0928");
    s.damage(contract, 4);
    let han = s.play(Side::Light, "0826");
    let mut state = run(s.build(), &["engage Death and Despayre", "trigger The Emperor's Promise"]);
    let target = offered(&state).into_iter().find(|o| o.contains("Assassination Contract")).expect("the contract");
    state = run(state, &[target.as_str()]);
    while let Some(next) = offered(&state).into_iter().find(|o| o.starts_with("trigger")) {
        state = run(state, &[next.as_str()]);
    }
    assert!(!state.in_play(han), "Han Solo was destroyed");
    assert_eq!(offered(&state), ["pass"], "no unit to declare");
    let ended = run(state, &["pass"]);
    assert!(ended.engagement.is_none(), "the engagement ended");
    assert!(ended.engaged_this_phase.contains(&despayre));
}
