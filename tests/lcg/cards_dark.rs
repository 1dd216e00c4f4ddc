//! Dark Side starter cards (and the Light Side copies of the neutral fates): one test per card,
//! named `card_<number>_…`, each playing the card's printed text through the legal actions.

use crate::support;

use crate::support::{find, offered, run};
use hangar::rules::lcg::{Phase, Scenario, Side, State};

/// Dark Side conflict: a 181st TIE Interceptor attacks Running the Trench, an X-Wing defends;
/// the Light Side also controls Draw Their Fire.
fn dark_attacks(dark_hand: &str, light_hand: &str) -> State {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0715");
    s.hand(Side::Dark, dark_hand);
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0082");
    s.play(Side::Light, "0163");
    s.hand(Side::Light, light_hand);
    run(
        s.build(),
        &[
            "Engage Running the Trench",
            "Attack with 181st TIE Interceptor",
            "Done declaring attackers",
            "Defend with X-Wing",
            "Done declaring defenders",
        ],
    )
}

/// Light Side conflict: an X-Wing attacks Death and Despayre, a 181st TIE Interceptor defends;
/// the Dark Side also controls Defending the Trench.
fn light_attacks(dark_hand: &str, light_hand: &str) -> State {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0783");
    s.play(Side::Dark, "0715");
    s.hand(Side::Dark, dark_hand);
    s.play(Side::Light, "0163");
    s.hand(Side::Light, light_hand);
    run(
        s.build(),
        &[
            "Engage Death and Despayre",
            "Attack with X-Wing",
            "Done declaring attackers",
            "Defend with 181st TIE Interceptor",
            "Done declaring defenders",
        ],
    )
}

/// The attacker places `card`, the defender passes, the stacks are revealed.
fn attacker_places(state: State, card: &str) -> State {
    run(state, &[&format!("Place {card} in your edge stack"), "Pass in the edge battle", "Pass in the edge battle"])
}

/// The attacker passes, the defender places `card`, both pass, the stacks are revealed.
fn defender_places(state: State, card: &str) -> State {
    run(
        state,
        &[
            "Pass in the edge battle",
            &format!("Place {card} in your edge stack"),
            "Pass in the edge battle",
            "Pass in the edge battle",
        ],
    )
}

fn damage(state: &State, name: &str) -> u8 {
    state.card(find(state, name)).damage
}

#[test]
fn card_0170_target_of_opportunity_deals_1_damage_to_the_engaged_objective_when_attacking() {
    // "If you are the attacking player, deal 1 damage to the engaged objective."
    let done = attacker_places(dark_attacks("0170", "0185"), "Target of Opportunity");
    assert_eq!(damage(&done, "Running the Trench"), 1);
    // As the defender it does nothing.
    let defending = defender_places(light_attacks("0170", "0185"), "Target of Opportunity");
    assert_eq!(damage(&defending, "Death and Despayre"), 0);
}

#[test]
fn card_0133_target_of_opportunity_light_side_copy() {
    let done = attacker_places(light_attacks("0149", "0133"), "Target of Opportunity");
    assert_eq!(damage(&done, "Death and Despayre"), 1);
}

#[test]
fn card_0787_i_have_you_now_destroys_a_participating_enemy_unit_when_winning_the_edge() {
    // "If you win this edge battle, destroy a target participating enemy unit."
    let revealed = attacker_places(dark_attacks("0787", "0185"), "I Have You Now");
    assert_eq!(offered(&revealed), ["Target X-Wing"]);
    let done = run(revealed, &["Target X-Wing"]);
    assert!(!done.in_play(find(&done, "X-Wing")));
    // Losing the edge: the Light Side's Heat of Battle (2 Force) beats it (1 Force).
    let lost = run(
        dark_attacks("0787", "0065"),
        &[
            "Place I Have You Now in your edge stack",
            "Place Heat of Battle in your edge stack",
            "Pass in the edge battle",
            "Pass in the edge battle",
        ],
    );
    let lost = run(lost, &["Target 181st TIE Interceptor"]);
    assert!(lost.in_play(find(&lost, "X-Wing")), "no destroy without the edge");
    assert!(lost.prompt.is_none());
}

#[test]
fn card_0777_i_have_you_now_light_side_copy_for_the_defender() {
    let revealed = defender_places(dark_attacks("0149", "0777"), "I Have You Now");
    assert_eq!(offered(&revealed), ["Target 181st TIE Interceptor"]);
    let done = run(revealed, &["Target 181st TIE Interceptor"]);
    assert!(!done.in_play(find(&done, "181st TIE Interceptor")));
}

#[test]
fn card_0919_secret_objective_may_switch_the_engaged_objective() {
    // "If you are the attacking player, you may choose an enemy objective that you have not
    // engaged this phase. If you do, you are now engaged with the chosen objective instead."
    let revealed = attacker_places(dark_attacks("0919", "0185"), "Secret Objective");
    assert_eq!(offered(&revealed), ["Choose Draw Their Fire", "Decline"]);
    let declined = run(revealed.clone(), &["Decline"]);
    assert_eq!(declined.engagement.as_ref().map(|e| e.objective), Some(find(&declined, "Running the Trench")));
    let switched = run(revealed, &["Choose Draw Their Fire"]);
    let objective = find(&switched, "Draw Their Fire");
    assert_eq!(switched.engagement.as_ref().map(|e| e.objective), Some(objective));
    // Blast damage and unopposed damage now go to Draw Their Fire; Running the Trench counts as
    // engaged this phase.
    assert!(switched.engaged_this_phase.contains(&find(&switched, "Running the Trench")));
}

#[test]
fn card_0909_secret_objective_light_side_copy_does_nothing_for_the_defender() {
    let revealed = attacker_places(light_attacks("0149", "0909"), "Secret Objective");
    assert_eq!(offered(&revealed), ["Choose Defending the Trench", "Decline"]);
    let switched = run(revealed, &["Choose Defending the Trench"]);
    assert_eq!(switched.engagement.as_ref().map(|e| e.objective), Some(find(&switched, "Defending the Trench")));
    let defending = defender_places(dark_attacks("0149", "0909"), "Secret Objective");
    assert!(defending.prompt.is_none(), "only the attacking player may switch");
}

fn dark_deployment() -> Scenario {
    Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light)
}

#[test]
fn card_0132_tallon_roll_removes_1_focus_token_from_a_target_fighter_unit() {
    // "Action: Remove 1 focus token from a target Fighter unit."
    let mut s = dark_deployment();
    let tie = s.play(Side::Dark, "0715");
    s.focus(tie, 2);
    s.play(Side::Dark, "0125");
    s.hand(Side::Dark, "0132");
    let state = s.build();
    let plays: Vec<String> = offered(&state).into_iter().filter(|l| l.starts_with("Play Tallon Roll")).collect();
    assert_eq!(plays, ["Play Tallon Roll on 181st TIE Interceptor (cost 0: free)"], "only a focused Fighter unit");
    let done = run(state, &["Play Tallon Roll on 181st TIE Interceptor (cost 0: free)"]);
    assert_eq!(done.card(tie).focus, 1);
}

#[test]
fn card_0786_closed_formation_shields_a_fighter_unit_that_enters_play() {
    // "Reaction: After a Fighter unit enters play, place 1 shield on that unit."
    let mut s = dark_deployment();
    s.play(Side::Dark, "0786");
    s.hand(Side::Dark, "0149");
    let state = run(s.build(), &["Play TIE Fighter as a unit (cost 1: focus Imperial Navy)"]);
    assert_eq!(offered(&state), ["Decline", "Use Closed Formation's ability"]);
    let done = run(state, &["Use Closed Formation's ability"]);
    assert_eq!(done.card(find(&done, "TIE Fighter")).shields, 1);
}

/// The Dark Side destroys Running the Trench with Superlaser Blast, its two objectives paying.
fn destroy_running_the_trench(s: &mut Scenario) -> State {
    support::superlaser_ready(s);
    s.play(Side::Light, "0772");
    let state = std::mem::replace(s, dark_deployment()).build();
    run(state, &[&support::superlaser_on("Running the Trench")])
}

#[test]
fn card_0044_devastator_spends_1_resource_to_advance_the_dial_after_an_enemy_objective_is_destroyed() {
    // "Reaction: After an enemy objective is destroyed, spend 1 resource to increase the Death
    // Star dial by 1."
    let mut s = dark_deployment();
    s.play(Side::Dark, "0044");
    let state = destroy_running_the_trench(&mut s);
    assert_eq!(state.dial, 1, "one Light Side objective in the victory pile");
    assert_eq!(offered(&state), ["Decline", "Use Devastator's ability"]);
    let done = run(state, &["Use Devastator's ability"]);
    assert_eq!(done.dial, 2);
    assert_eq!(done.card(done.player(Side::Dark).affiliation).focus, 1, "the resource spent");
}

#[test]
fn card_0074_imperial_officer_spends_2_resources_to_advance_the_dial_after_an_enemy_objective_is_destroyed() {
    // "Reaction: After an enemy objective is destroyed, spend 2 resources to increase the Death
    // Star dial by 1."
    let mut s = dark_deployment();
    s.play(Side::Dark, "0074");
    let state = destroy_running_the_trench(&mut s);
    assert_eq!(offered(&state), ["End the Deployment phase"], "only 1 resource left: not offered");
    let mut s = dark_deployment();
    s.play(Side::Dark, "0074");
    s.play(Side::Dark, "0145");
    let state = destroy_running_the_trench(&mut s);
    assert_eq!(offered(&state), ["Decline", "Use Imperial Officer's ability"]);
    let done = run(state, &["Use Imperial Officer's ability"]);
    assert_eq!(done.dial, 2);
}

#[test]
fn card_0040_defense_protocol_reduces_the_reserve_for_the_draw_phase_to_deal_1_damage() {
    // "Reaction: After your draw phase begins, reduce your reserve value by 1 (until the end of
    // the phase) to deal 1 damage to a target unit."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Force).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0040");
    for _ in 0..8 {
        s.command_deck(Side::Dark, "0149");
    }
    s.play(Side::Light, "0163");
    let state = run(s.build(), &["End the Force phase"]);
    assert_eq!(state.phase, Phase::Draw);
    assert_eq!(offered(&state), ["Decline", "Use Defense Protocol's ability"]);
    let state = run(state, &["Use Defense Protocol's ability"]);
    assert_eq!(offered(&state), ["Target X-Wing"]);
    let done = run(state, &["Target X-Wing"]);
    assert_eq!(done.card(find(&done, "X-Wing")).damage, 1);
    assert_eq!(done.player(Side::Dark).hand.len(), 5, "drew up to a reserve of 5");
    assert_eq!(done.phase, Phase::Deployment);
    assert_eq!(hangar::rules::lcg::stats::reserve_value(&done, Side::Dark), 6, "back to 6 after the phase");
}

#[test]
fn card_0063_grand_moff_tarkin_enemy_objectives_require_1_fewer_damage() {
    // "Enemy objectives require 1 fewer damage to destroy."
    let mut s = dark_deployment();
    s.play(Side::Dark, "0036");
    s.hand(Side::Dark, "0063");
    let trench = s.play(Side::Light, "0772");
    s.damage(trench, 4);
    let fleet = s.play(Side::Light, "0143");
    let state = s.build();
    assert_eq!(hangar::rules::lcg::stats::damage_capacity(&state, fleet), 5);
    let done = run(state, &["Play Grand Moff Tarkin as a unit (cost 3: focus Imperial Navy, Death and Despayre)"]);
    assert_eq!(hangar::rules::lcg::stats::damage_capacity(&done, fleet), 4);
    assert_eq!(
        hangar::rules::lcg::stats::damage_capacity(&done, find(&done, "Death and Despayre")),
        5,
        "not friendly ones"
    );
    assert!(done.player(Side::Dark).victory.contains(&trench), "4 damage now destroys Running the Trench");
    assert_eq!(done.dial, 1);
}

/// A TIE Attack Squadron attacks Running the Trench, an X-Wing defends, a Snowspeeder stays out;
/// the Dark Side places `edge_card`, the Light Side passes.
fn squadron_strikes(edge_card: &str, edge_name: &str) -> State {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0147");
    s.hand(Side::Dark, edge_card);
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0163");
    s.play(Side::Light, "0185");
    run(
        s.build(),
        &[
            "Engage Running the Trench",
            "Attack with TIE Attack Squadron",
            "Done declaring attackers",
            "Defend with X-Wing",
            "Done declaring defenders",
            &format!("Place {edge_name} in your edge stack"),
            "Pass in the edge battle",
            "Pass in the edge battle",
        ],
    )
}

#[test]
fn card_0147_tie_attack_squadron_gains_unit_damage_and_targeted_strike_with_a_fate_card_placed() {
    // "During any engagement in which you have placed at least 1 fate card in your edge stack,
    // this unit gains [Unit Damage] and targeted strike."
    let fate = squadron_strikes("0170", "Target of Opportunity");
    let strike = run(fate, &["Strike with TIE Attack Squadron"]);
    assert_eq!(offered(&strike), ["Unit damage to Snowspeeder", "Unit damage to X-Wing"], "targeted strike");
    let done = run(strike, &["Unit damage to X-Wing"]);
    assert!(!done.in_play(find(&done, "X-Wing")), "2 unit damage destroys the X-Wing");
    // Without a fate card placed: printed icons only.
    let plain = squadron_strikes("0149", "TIE Fighter");
    let strike = run(plain, &["Strike with TIE Attack Squadron"]);
    assert_eq!(offered(&strike), ["Unit damage to X-Wing"]);
    let done = run(strike, &["Unit damage to X-Wing"]);
    assert_eq!(done.card(find(&done, "X-Wing")).damage, 1);
}

/// Puts `numbers` on `side`'s deck, the last one on top.
fn deck(s: &mut Scenario, side: Side, numbers: &[&str]) {
    for n in numbers {
        s.command_deck(side, n);
    }
}

#[test]
fn card_0917_lieutenant_renz_gives_troopers_capacity_and_searches_the_top_5_for_troopers() {
    // "Each Trooper unit you control gains +1 damage capacity. / Reaction: After this unit enters
    // play, search the top 5 cards of your deck for any number of Trooper cards, reveal them, and
    // add them to your hand. Place the remaining cards in your discard pile."
    let mut s = dark_deployment();
    s.play(Side::Dark, "0036");
    let elite = s.play(Side::Dark, "0125");
    s.hand(Side::Dark, "0917");
    deck(&mut s, Side::Dark, &["0149", "0074", "0149", "0918", "0148", "0125"]);
    let state = s.build();
    assert_eq!(hangar::rules::lcg::stats::damage_capacity(&state, elite), 2);
    let state = run(state, &["Play Lieutenant Renz as a unit (cost 3: focus Imperial Navy, Death and Despayre)"]);
    assert_eq!(hangar::rules::lcg::stats::damage_capacity(&state, elite), 3, "+1 for a Trooper");
    assert_eq!(
        hangar::rules::lcg::stats::damage_capacity(&state, find(&state, "Lieutenant Renz")),
        3,
        "not an Officer"
    );
    let state = run(state, &["Use Lieutenant Renz's ability"]);
    assert_eq!(
        offered(&state),
        ["Done searching", "Take Scout Trooper into your hand", "Take Stormtrooper Elite into your hand"]
    );
    let done = run(state, &["Take Scout Trooper into your hand", "Take Stormtrooper Elite into your hand"]);
    assert!(done.prompt.is_none());
    assert_eq!(done.player(Side::Dark).hand.len(), 2);
    assert_eq!(done.player(Side::Dark).discard.len(), 3, "TIE Bomber, TIE Fighter, Imperial Officer");
    assert_eq!(done.player(Side::Dark).command_deck.len(), 1, "the sixth card stays");
}

#[test]
fn card_0918_scout_trooper_enters_play_from_hand_as_a_participating_unit() {
    // "Reaction: After a Trooper unit you control is focused to strike, put this unit into play
    // from your hand as a participating unit on your side."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0125");
    s.hand(Side::Dark, "0918");
    s.play(Side::Light, "0772");
    let state = run(
        s.build(),
        &[
            "Engage Running the Trench",
            "Attack with Stormtrooper Elite",
            "Done declaring attackers",
            "Done declaring defenders",
            "Pass in the edge battle",
            "Pass in the edge battle",
            "Pass (no strike)",
            "Strike with Stormtrooper Elite",
        ],
    );
    assert_eq!(offered(&state), ["Decline", "Use Scout Trooper's ability"]);
    let done = run(state, &["Use Scout Trooper's ability"]);
    let scout = find(&done, "Scout Trooper");
    assert!(done.in_play(scout));
    assert!(done.engagement.as_ref().is_some_and(|e| e.attackers.contains(&scout)), "participating on its side");
    assert!(offered(&done).contains(&"Strike with Scout Trooper".to_string()) || done.acting() == Side::Light);
}

#[test]
fn card_0129_superlaser_engineer_reveals_the_top_5_and_keeps_imperial_navy_events_and_enhancements_of_cost_3_or_more() {
    // "Reaction: After this unit enters play, reveal the top 5 cards of your deck. Put all
    // revealed [Imperial Navy] events and enhancements with cost 3 or higher into your hand, and
    // the rest on the bottom of your deck in any order."
    let mut s = dark_deployment();
    s.play(Side::Dark, "0036");
    s.hand(Side::Dark, "0129");
    deck(&mut s, Side::Dark, &["0074", "0024", "0149", "0716", "0148", "0128"]);
    let state = run(
        s.build(),
        &["Play Superlaser Engineer as a unit (cost 2: focus Death and Despayre)", "Use Superlaser Engineer's ability"],
    );
    assert_eq!(state.player(Side::Dark).hand.len(), 1, "Superlaser Blast (cost 4) only");
    assert_eq!(state.def(state.player(Side::Dark).hand[0]).name, "Superlaser Blast");
    assert_eq!(
        offered(&state),
        [
            "Put Control Room on the bottom of your deck",
            "Put Flight Academy on the bottom of your deck",
            "Put TIE Bomber on the bottom of your deck",
            "Put TIE Fighter on the bottom of your deck",
        ]
    );
    let done = run(
        state,
        &[
            "Put TIE Bomber on the bottom of your deck",
            "Put Control Room on the bottom of your deck",
            "Put Flight Academy on the bottom of your deck",
        ],
    );
    let names: Vec<&str> = done.player(Side::Dark).command_deck.iter().map(|&c| done.def(c).name.as_str()).collect();
    assert_eq!(
        names,
        ["TIE Fighter", "Flight Academy", "Control Room", "TIE Bomber", "Imperial Officer"],
        "bottom first"
    );
}

/// Vader's TIE Advanced attacks Running the Trench unopposed with `top` on top of the deck.
fn vaders_tie_strikes(top: &str) -> State {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0785");
    deck(&mut s, Side::Dark, &["0149", top]);
    s.play(Side::Light, "0772");
    run(
        s.build(),
        &[
            "Engage Running the Trench",
            "Attack with Vader's TIE Advanced",
            "Done declaring attackers",
            "Done declaring defenders",
            "Pass in the edge battle",
            "Pass in the edge battle",
            "Pass (no strike)",
            "Strike with Vader's TIE Advanced",
            "Use Vader's TIE Advanced's ability",
        ],
    )
}

#[test]
fn card_0785_vaders_tie_advanced_puts_a_revealed_black_squadron_card_into_play() {
    // "Reaction: After this unit is focused to strike, reveal the top card of your deck. If it is
    // a Black Squadron card, put it into play, if able. Otherwise, return it to the top of your
    // deck."
    let state = vaders_tie_strikes("0743");
    assert_eq!(offered(&state), ["Put Black Squadron Fighter into play as a unit"], "if able: no declining");
    let done = run(state, &["Put Black Squadron Fighter into play as a unit"]);
    assert!(done.in_play(find(&done, "Black Squadron Fighter")));
    let other = vaders_tie_strikes("0148");
    let top = *other.player(Side::Dark).command_deck.last().unwrap();
    assert_eq!(other.def(top).name, "TIE Bomber", "returned to the top");
    assert!(other.prompt.is_none());
}

#[test]
fn card_0713_the_empires_elite_returns_a_piloted_fighter_and_its_pilot_to_hand() {
    // "Interrupt: When a piloted Fighter unit you control leaves play, return it and the attached
    // Pilot enhancement to your hand. (Limit once per turn.)"
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0713");
    let patrol = s.play(Side::Dark, "0761");
    s.damage(patrol, 1);
    s.attach(Side::Dark, "0760", patrol, hangar::engine::Role::Pilot);
    s.play(Side::Light, "0163");
    let state = run(
        s.build(),
        &[
            "Engage The Empire's Elite",
            "Attack with X-Wing",
            "Done declaring attackers",
            "Defend with TIE Fighter Patrol",
            "Done declaring defenders",
            "Pass in the edge battle",
            "Pass in the edge battle",
            "Pass (no strike)",
            "Strike with X-Wing",
            "Unit damage to TIE Fighter Patrol",
        ],
    );
    assert_eq!(offered(&state), ["Decline", "Use The Empire's Elite's ability"]);
    let declined = run(state.clone(), &["Decline"]);
    assert!(declined.player(Side::Dark).discard.contains(&patrol));
    let done = run(state, &["Use The Empire's Elite's ability"]);
    let hand: Vec<&str> = done.player(Side::Dark).hand.iter().map(|&c| done.def(c).name.as_str()).collect();
    assert_eq!(hand, ["Academy Pilot", "TIE Fighter Patrol"]);
    assert!(done.player(Side::Dark).discard.is_empty());
    assert_eq!(done.limits_used.len(), 1, "once per turn");
}

/// A TIE Fighter Patrol attacks Running the Trench, piloted by Darth Vader if `vader`; an A-Wing
/// defends and strikes first (a tied edge goes to the defender).
fn a_wing_strikes_at_vader(vader: bool) -> State {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    let patrol = s.play(Side::Dark, "0761");
    if vader {
        s.attach(Side::Dark, "0784", patrol, hangar::engine::Role::Pilot);
    }
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0005");
    s.command_deck(Side::Light, "0185");
    run(
        s.build(),
        &[
            "Engage Running the Trench",
            "Attack with TIE Fighter Patrol",
            "Done declaring attackers",
            "Defend with A-Wing",
            "Done declaring defenders",
            "Pass in the edge battle",
            "Pass in the edge battle",
            "Strike with A-Wing",
            "Unit damage to TIE Fighter Patrol",
        ],
    )
}

#[test]
fn card_0784_darth_vader_as_a_pilot_stops_the_opponent_initiating_card_effects() {
    // Pilot text: "While enhanced unit is participating in an engagement, opponent cannot
    // initiate card effects."
    let free = a_wing_strikes_at_vader(false);
    assert_eq!(offered(&free), ["Decline", "Use A-Wing's ability"]);
    let stopped = a_wing_strikes_at_vader(true);
    assert!(stopped.prompt.is_none(), "A-Wing's Reaction is not offered");
    assert!(!offered(&stopped).iter().any(|l| l.starts_with("Use ") || l.starts_with("Play ")));
}

/// The Dark Side attacks Running the Trench with `attackers` (an X-Wing defends if `defend`);
/// the edge battle is passed (the tie goes to the defender) and the Light Side passes its first
/// strike: the Dark Side may act.
fn dark_strikes(attackers: &[&str], hand: &[&str], defend: bool) -> State {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0036");
    for a in attackers {
        s.play(Side::Dark, a);
    }
    for h in hand {
        s.hand(Side::Dark, h);
    }
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0163");
    let mut state = run(s.build(), &["Engage Running the Trench"]);
    for a in attackers {
        let name = state
            .def(*state.player(Side::Dark).play.iter().find(|&&c| state.def(c).number == *a).unwrap())
            .name
            .clone();
        state = run(state, &[&format!("Attack with {name}")]);
    }
    let defenders: &[&str] = if defend { &["Defend with X-Wing"] } else { &[] };
    let state = run(state, &["Done declaring attackers"]);
    let state = run(state, defenders);
    run(state, &["Done declaring defenders", "Pass in the edge battle", "Pass in the edge battle", "Pass (no strike)"])
}

#[test]
fn card_0013_backstabber_is_played_from_hand_into_the_engagement_and_damages_the_engaged_objective() {
    // "Action: During an engagement, play this unit from your hand as a participating unit on
    // your side. / Reaction: After this unit enters play during an engagement, deal 1 damage to
    // the engaged objective."
    let state = dark_strikes(&["0715"], &["0013"], false);
    assert!(offered(&state)
        .contains(&"Play \"Backstabber\" as a unit (cost 3: focus Imperial Navy, Death and Despayre)".to_string()));
    let state = run(state, &["Play \"Backstabber\" as a unit (cost 3: focus Imperial Navy, Death and Despayre)"]);
    let backstabber = find(&state, "\"Backstabber\"");
    assert!(state.in_play(backstabber));
    assert!(state.engagement.as_ref().is_some_and(|e| e.attackers.contains(&backstabber)));
    assert_eq!(state.card(find(&state, "Death and Despayre")).focus, 1, "its cost of 3 paid");
    assert_eq!(offered(&state), ["Decline", "Use \"Backstabber\"'s ability"]);
    let done = run(state, &["Use \"Backstabber\"'s ability"]);
    assert_eq!(damage(&done, "Running the Trench"), 1);
    // In the deployment phase it is played as any unit, into no engagement.
    let mut s = dark_deployment();
    s.play(Side::Dark, "0036");
    s.hand(Side::Dark, "0013");
    let deployed =
        run(s.build(), &["Play \"Backstabber\" as a unit (cost 3: focus Imperial Navy, Death and Despayre)"]);
    assert!(deployed.engagement.is_none());
    assert!(deployed.prompt.is_none(), "its Reaction waits for an engagement");
}

#[test]
fn card_0742_ds_61_3_pilots_a_participating_fighter_from_hand_and_deals_2_damage() {
    // "Action: During an engagement, pay this card's pilot cost to put it into play from your
    // hand as an enhancement on a participating friendly Fighter unit. / Reaction: After this
    // card enters play during an engagement, deal 2 damage to a target participating unit."
    let state = dark_strikes(&["0715", "0125"], &["0742"], true);
    let uses: Vec<String> = offered(&state).into_iter().filter(|l| l.starts_with("Use DS-61-3")).collect();
    assert_eq!(uses, ["Use DS-61-3's Action on 181st TIE Interceptor"], "a participating friendly Fighter only");
    let state = run(state, &["Use DS-61-3's Action on 181st TIE Interceptor"]);
    let ds = find(&state, "DS-61-3");
    assert_eq!(state.card(ds).attached.map(|a| a.host), Some(find(&state, "181st TIE Interceptor")));
    let state = run(state, &["Use DS-61-3's ability"]);
    assert_eq!(
        offered(&state),
        ["Target 181st TIE Interceptor", "Target Stormtrooper Elite", "Target X-Wing"],
        "any participating unit"
    );
    let done = run(state, &["Target X-Wing"]);
    assert!(!done.in_play(find(&done, "X-Wing")), "2 damage destroys the X-Wing");
}

#[test]
fn card_0037_death_from_above_gives_up_to_2_attacking_vehicles_blast_damage_for_the_engagement() {
    // "Action: Target up to 2 attacking Vehicle units. Those units gain [Blast Damage] until the
    // end of the engagement."
    use hangar::rules::lcg::stats::combat_icons;
    let state = dark_strikes(&["0715", "0761", "0125"], &["0037"], false);
    let plays: Vec<String> = offered(&state)
        .into_iter()
        .filter(|l| l.starts_with("Play Death from Above") && l.ends_with("Imperial Navy)"))
        .collect();
    assert_eq!(
        plays,
        [
            "Play Death from Above on 181st TIE Interceptor (cost 1: focus Imperial Navy)",
            "Play Death from Above on TIE Fighter Patrol (cost 1: focus Imperial Navy)",
        ],
        "attacking Vehicle units only"
    );
    let state = run(state, &["Play Death from Above on 181st TIE Interceptor (cost 1: focus Imperial Navy)"]);
    assert_eq!(offered(&state), ["Decline", "Target TIE Fighter Patrol"], "a second unit, or not");
    let tie = find(&state, "181st TIE Interceptor");
    let patrol = find(&state, "TIE Fighter Patrol");
    let both = run(state.clone(), &["Target TIE Fighter Patrol"]);
    assert_eq!(combat_icons(&both, tie).0.blast_damage, 1);
    assert_eq!(combat_icons(&both, patrol).0.blast_damage, 1);
    let one = run(state, &["Decline"]);
    assert_eq!(combat_icons(&one, patrol).0.blast_damage, 0);
    // Until the end of the engagement: strike with each, both sides pass.
    let ended = run(
        both,
        &[
            "Strike with 181st TIE Interceptor",
            "Pass (no strike)",
            "Strike with TIE Fighter Patrol",
            "Pass (no strike)",
            "Strike with Stormtrooper Elite",
            "Pass (no strike)",
            "Pass (no strike)",
        ],
    );
    assert!(ended.engagement.is_none(), "the engagement ended, and the gains with it");
    assert_eq!(damage(&ended, "Running the Trench"), 2 + 1, "two gained blast damage, then unopposed");
}

#[test]
fn card_0013_backstabber_stays_in_hand_while_a_copy_is_in_play() {
    // Unique: a second "Backstabber" cannot enter play beside the first.
    let state = dark_strikes(&["0013"], &["0013"], false);
    assert!(!offered(&state).iter().any(|l| l.starts_with("Play \"Backstabber\"")));
}
