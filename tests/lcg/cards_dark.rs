//! Dark Side starter cards (and the Light Side copies of the neutral fates): one test per card,
//! named `card_<number>_…`, each playing the card's printed text through the legal actions.

use crate::support;
use hangar::engine::Table;

use crate::support::{find, offered, run};
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;

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
    run(s.build(), &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "declare X-Wing", "pass"])
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
    run(s.build(), &["engage Death and Despayre", "declare X-Wing", "pass", "declare 181st TIE Interceptor", "pass"])
}

/// The attacker places `card`, the defender passes, the stacks are revealed.
fn attacker_places(state: State, card: &str) -> State {
    run(state, &[&format!("edge {card}"), "pass", "pass"])
}

/// The attacker passes, the defender places `card`, both pass, the stacks are revealed.
fn defender_places(state: State, card: &str) -> State {
    run(state, &["pass", &format!("edge {card}"), "pass", "pass"])
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
    assert_eq!(offered(&revealed), ["choose X-Wing"]);
    let done = run(revealed, &["choose X-Wing"]);
    assert!(!done.in_play(find(&done, "X-Wing")));
    // Losing the edge: the Light Side's Heat of Battle (2 Force) beats it (1 Force).
    let lost = run(dark_attacks("0787", "0065"), &["edge I Have You Now", "edge Heat of Battle", "pass", "pass"]);
    let lost = run(lost, &["choose 181st TIE Interceptor"]);
    assert!(lost.in_play(find(&lost, "X-Wing")), "no destroy without the edge");
    assert!(lost.prompt.is_none());
}

#[test]
fn card_0777_i_have_you_now_light_side_copy_for_the_defender() {
    let revealed = defender_places(dark_attacks("0149", "0777"), "I Have You Now");
    assert_eq!(offered(&revealed), ["choose 181st TIE Interceptor"]);
    let done = run(revealed, &["choose 181st TIE Interceptor"]);
    assert!(!done.in_play(find(&done, "181st TIE Interceptor")));
}

#[test]
fn card_0919_secret_objective_may_switch_the_engaged_objective() {
    // "If you are the attacking player, you may choose an enemy objective that you have not
    // engaged this phase. If you do, you are now engaged with the chosen objective instead."
    let revealed = attacker_places(dark_attacks("0919", "0185"), "Secret Objective");
    assert_eq!(offered(&revealed), ["choose Draw Their Fire", "pass"]);
    let declined = run(revealed.clone(), &["pass"]);
    assert_eq!(declined.engagement.as_ref().map(|e| e.objective), Some(find(&declined, "Running the Trench")));
    let switched = run(revealed, &["choose Draw Their Fire"]);
    let objective = find(&switched, "Draw Their Fire");
    assert_eq!(switched.engagement.as_ref().map(|e| e.objective), Some(objective));
    // Blast damage and unopposed damage now go to Draw Their Fire; Running the Trench counts as
    // engaged this phase.
    assert!(switched.engaged_this_phase.contains(&find(&switched, "Running the Trench")));
}

#[test]
fn card_0909_secret_objective_light_side_copy_does_nothing_for_the_defender() {
    let revealed = attacker_places(light_attacks("0149", "0909"), "Secret Objective");
    assert_eq!(offered(&revealed), ["choose Defending the Trench", "pass"]);
    let switched = run(revealed, &["choose Defending the Trench"]);
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
    let plays = support::plays(&state, "Tallon Roll");
    assert_eq!(plays, ["event Tallon Roll > 181st TIE Interceptor [free]"], "only a focused Fighter unit");
    let done = run(state, &["event Tallon Roll > 181st TIE Interceptor [free]"]);
    assert_eq!(done.card(tie).focus, 1);
}

#[test]
fn card_0786_closed_formation_shields_a_fighter_unit_that_enters_play() {
    // "Reaction: After a Fighter unit enters play, place 1 shield on that unit."
    let mut s = dark_deployment();
    s.play(Side::Dark, "0786");
    s.hand(Side::Dark, "0149");
    let state = run(s.build(), &["unit TIE Fighter [Imperial Navy]"]);
    assert_eq!(offered(&state), ["pass", "trigger Closed Formation"]);
    let done = run(state, &["trigger Closed Formation"]);
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
    assert_eq!(offered(&state), ["pass", "trigger Devastator"]);
    let done = run(state, &["trigger Devastator"]);
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
    assert_eq!(offered(&state), ["pass"], "only 1 resource left: not offered");
    let mut s = dark_deployment();
    s.play(Side::Dark, "0074");
    s.play(Side::Dark, "0145");
    let state = destroy_running_the_trench(&mut s);
    assert_eq!(offered(&state), ["pass", "trigger Imperial Officer"]);
    let done = run(state, &["trigger Imperial Officer"]);
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
    let state = run(s.build(), &["pass"]);
    assert_eq!(state.phase, Phase::Draw);
    assert_eq!(offered(&state), ["pass", "trigger Defense Protocol"]);
    let state = run(state, &["trigger Defense Protocol"]);
    assert_eq!(offered(&state), ["choose X-Wing"]);
    let done = run(state, &["choose X-Wing"]);
    assert_eq!(done.card(find(&done, "X-Wing")).damage, 1);
    assert_eq!(done.player(Side::Dark).hand.len(), 5, "drew up to a reserve of 5");
    assert_eq!(done.phase, Phase::Deployment);
    assert_eq!(hangar::rules::lcg::facts::reserve_value(&done, Side::Dark), 6, "back to 6 after the phase");
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
    assert_eq!(hangar::rules::lcg::facts::damage_capacity(&state, fleet), 5);
    let done = run(state, &["unit Grand Moff Tarkin [Imperial Navy, Death and Despayre]"]);
    assert_eq!(hangar::rules::lcg::facts::damage_capacity(&done, fleet), 4);
    assert_eq!(
        hangar::rules::lcg::facts::damage_capacity(&done, find(&done, "Death and Despayre")),
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
            "engage Running the Trench",
            "declare TIE Attack Squadron",
            "pass",
            "declare X-Wing",
            "pass",
            &format!("edge {edge_name}"),
            "pass",
            "pass",
        ],
    )
}

#[test]
fn card_0147_tie_attack_squadron_gains_unit_damage_and_targeted_strike_with_a_fate_card_placed() {
    // "During any engagement in which you have placed at least 1 fate card in your edge stack,
    // this unit gains [Unit Damage] and targeted strike."
    let fate = squadron_strikes("0170", "Target of Opportunity");
    let strike = run(fate, &["strike TIE Attack Squadron"]);
    assert_eq!(offered(&strike), ["damage > Snowspeeder", "damage > X-Wing"], "targeted strike");
    let done = run(strike, &["damage > X-Wing"]);
    assert!(!done.in_play(find(&done, "X-Wing")), "2 unit damage destroys the X-Wing");
    // Without a fate card placed: printed icons only.
    let plain = squadron_strikes("0149", "TIE Fighter");
    let strike = run(plain, &["strike TIE Attack Squadron"]);
    assert_eq!(offered(&strike), ["damage > X-Wing"]);
    let done = run(strike, &["damage > X-Wing"]);
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
    assert_eq!(hangar::rules::lcg::facts::damage_capacity(&state, elite), 2);
    let state = run(state, &["unit Lieutenant Renz [Imperial Navy, Death and Despayre]"]);
    assert_eq!(hangar::rules::lcg::facts::damage_capacity(&state, elite), 3, "+1 for a Trooper");
    assert_eq!(
        hangar::rules::lcg::facts::damage_capacity(&state, find(&state, "Lieutenant Renz")),
        3,
        "not an Officer"
    );
    let state = run(state, &["trigger Lieutenant Renz"]);
    assert_eq!(offered(&state), ["choose Scout Trooper", "choose Stormtrooper Elite", "pass"]);
    let done = run(state, &["choose Scout Trooper", "choose Stormtrooper Elite"]);
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
            "engage Running the Trench",
            "declare Stormtrooper Elite",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "strike Stormtrooper Elite",
        ],
    );
    assert_eq!(offered(&state), ["pass", "trigger Scout Trooper"]);
    let done = run(state, &["trigger Scout Trooper"]);
    let scout = find(&done, "Scout Trooper");
    assert!(done.in_play(scout));
    assert!(done.engagement.as_ref().is_some_and(|e| e.attackers.contains(&scout)), "participating on its side");
    // The Light Side strikes next, then the Scout Trooper may strike.
    assert_eq!((done.acting(), offered(&done)), (Side::Light, vec!["pass".to_string()]));
    let after = run(done, &["pass"]);
    assert_eq!(
        (after.acting(), offered(&after)),
        (Side::Dark, vec!["pass".to_string(), "strike Scout Trooper".to_string()])
    );
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
    let state = run(s.build(), &["unit Superlaser Engineer [Death and Despayre]", "trigger Superlaser Engineer"]);
    assert_eq!(state.player(Side::Dark).hand.len(), 1, "Superlaser Blast (cost 4) only");
    assert_eq!(state.def(state.player(Side::Dark).hand[0]).name, "Superlaser Blast");
    assert_eq!(
        offered(&state),
        ["choose Control Room", "choose Flight Academy", "choose TIE Bomber", "choose TIE Fighter"]
    );
    let done = run(state, &["choose TIE Bomber", "choose Control Room", "choose Flight Academy"]);
    let names: Vec<&str> = done.player(Side::Dark).command_deck.iter().map(|&c| &*done.def(c).name).collect();
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
            "engage Running the Trench",
            "declare Vader's TIE Advanced",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "strike Vader's TIE Advanced",
            "trigger Vader's TIE Advanced",
        ],
    )
}

#[test]
fn card_0785_vaders_tie_advanced_puts_a_revealed_black_squadron_card_into_play() {
    // "Reaction: After this unit is focused to strike, reveal the top card of your deck. If it is
    // a Black Squadron card, put it into play, if able. Otherwise, return it to the top of your
    // deck."
    let state = vaders_tie_strikes("0743");
    assert_eq!(offered(&state), ["put Black Squadron Fighter"], "if able: no declining");
    let done = run(state, &["put Black Squadron Fighter"]);
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
    s.attach(Side::Dark, "0760", patrol, hangar::rules::lcg::Role::Pilot);
    s.play(Side::Light, "0163");
    let state = run(
        s.build(),
        &[
            "engage The Empire's Elite",
            "declare X-Wing",
            "pass",
            "declare TIE Fighter Patrol",
            "pass",
            "pass",
            "pass",
            "pass",
            "strike X-Wing",
            "damage > TIE Fighter Patrol",
        ],
    );
    assert_eq!(offered(&state), ["pass", "trigger The Empire's Elite"]);
    let declined = run(state.clone(), &["pass"]);
    assert!(declined.player(Side::Dark).discard.contains(&patrol));
    let done = run(state, &["trigger The Empire's Elite"]);
    let hand: Vec<&str> = done.player(Side::Dark).hand.iter().map(|&c| &*done.def(c).name).collect();
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
        s.attach(Side::Dark, "0784", patrol, hangar::rules::lcg::Role::Pilot);
    }
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0005");
    s.command_deck(Side::Light, "0185");
    run(
        s.build(),
        &[
            "engage Running the Trench",
            "declare TIE Fighter Patrol",
            "pass",
            "declare A-Wing",
            "pass",
            "pass",
            "pass",
            "strike A-Wing",
            "damage > TIE Fighter Patrol",
        ],
    )
}

#[test]
fn card_0784_darth_vader_as_a_pilot_stops_the_opponent_initiating_card_effects() {
    // Pilot text: "While enhanced unit is participating in an engagement, opponent cannot
    // initiate card effects."
    let free = a_wing_strikes_at_vader(false);
    assert_eq!(offered(&free), ["pass", "trigger A-Wing"]);
    let stopped = a_wing_strikes_at_vader(true);
    assert!(stopped.prompt.is_none(), "A-Wing's Reaction is not offered");
    assert_eq!(
        (stopped.acting(), offered(&stopped)),
        (Side::Dark, vec!["pass".to_string(), "strike TIE Fighter Patrol".to_string()]),
        "the A-Wing's Reaction never comes: the Dark Side strikes on"
    );
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
    let mut state = run(s.build(), &["engage Running the Trench"]);
    for a in attackers {
        let name = state
            .def(*state.player(Side::Dark).play.iter().find(|&&c| state.def(c).number == *a).unwrap())
            .name
            .clone();
        state = run(state, &[&format!("declare {name}")]);
    }
    let defenders: &[&str] = if defend { &["declare X-Wing"] } else { &[] };
    let state = run(state, &["pass"]);
    let state = run(state, defenders);
    run(state, &["pass", "pass", "pass", "pass"])
}

#[test]
fn card_0013_backstabber_is_played_from_hand_into_the_engagement_and_damages_the_engaged_objective() {
    // "Action: During an engagement, play this unit from your hand as a participating unit on
    // your side. / Reaction: After this unit enters play during an engagement, deal 1 damage to
    // the engaged objective."
    let state = dark_strikes(&["0715"], &["0013"], false);
    assert_eq!(
        offered(&state),
        ["pass", "strike 181st TIE Interceptor", "unit \"Backstabber\" [Imperial Navy, Death and Despayre]"]
    );
    let state = run(state, &["unit \"Backstabber\" [Imperial Navy, Death and Despayre]"]);
    let backstabber = find(&state, "\"Backstabber\"");
    assert!(state.in_play(backstabber));
    assert!(state.engagement.as_ref().is_some_and(|e| e.attackers.contains(&backstabber)));
    assert_eq!(state.card(find(&state, "Death and Despayre")).focus, 1, "its cost of 3 paid");
    assert_eq!(offered(&state), ["pass", "trigger \"Backstabber\""]);
    let done = run(state, &["trigger \"Backstabber\""]);
    assert_eq!(damage(&done, "Running the Trench"), 1);
    // In the deployment phase it is played as any unit, into no engagement.
    let mut s = dark_deployment();
    s.play(Side::Dark, "0036");
    s.hand(Side::Dark, "0013");
    let deployed = run(s.build(), &["unit \"Backstabber\" [Imperial Navy, Death and Despayre]"]);
    assert!(deployed.engagement.is_none());
    assert!(deployed.prompt.is_none(), "its Reaction waits for an engagement");
}

#[test]
fn card_0742_ds_61_3_pilots_a_participating_fighter_from_hand_and_deals_2_damage() {
    // "Action: During an engagement, pay this card's pilot cost to put it into play from your
    // hand as an enhancement on a participating friendly Fighter unit. / Reaction: After this
    // card enters play during an engagement, deal 2 damage to a target participating unit."
    let state = dark_strikes(&["0715", "0125"], &["0742"], true);
    let uses: Vec<String> = offered(&state)
        .into_iter()
        .filter(|l| l.starts_with("action DS-61-3") || l.starts_with("trigger DS-61-3"))
        .collect();
    assert_eq!(uses, ["action DS-61-3 > 181st TIE Interceptor"], "a participating friendly Fighter only");
    let state = run(state, &["action DS-61-3 > 181st TIE Interceptor"]);
    let ds = find(&state, "DS-61-3");
    assert_eq!(state.card(ds).attached.map(|a| a.host), Some(find(&state, "181st TIE Interceptor")));
    let state = run(state, &["trigger DS-61-3"]);
    assert_eq!(
        offered(&state),
        ["choose 181st TIE Interceptor", "choose Stormtrooper Elite", "choose X-Wing"],
        "any participating unit"
    );
    let done = run(state, &["choose X-Wing"]);
    assert!(!done.in_play(find(&done, "X-Wing")), "2 damage destroys the X-Wing");
}

#[test]
fn card_0037_death_from_above_gives_up_to_2_attacking_vehicles_blast_damage_for_the_engagement() {
    // "Action: Target up to 2 attacking Vehicle units. Those units gain [Blast Damage] until the
    // end of the engagement."
    use hangar::rules::lcg::facts::combat_icons;
    let state = dark_strikes(&["0715", "0761", "0125"], &["0037"], false);
    let plays: Vec<String> =
        support::plays(&state, "Death from Above").into_iter().filter(|l| l.ends_with("[Imperial Navy]")).collect();
    assert_eq!(
        plays,
        [
            "event Death from Above > 181st TIE Interceptor [Imperial Navy]",
            "event Death from Above > TIE Fighter Patrol [Imperial Navy]",
        ],
        "attacking Vehicle units only"
    );
    let state = run(state, &["event Death from Above > 181st TIE Interceptor [Imperial Navy]"]);
    assert_eq!(offered(&state), ["choose TIE Fighter Patrol", "pass"], "a second unit, or not");
    let tie = find(&state, "181st TIE Interceptor");
    let patrol = find(&state, "TIE Fighter Patrol");
    let both = run(state.clone(), &["choose TIE Fighter Patrol"]);
    assert_eq!(combat_icons(&both, tie).0.blast_damage, 1);
    assert_eq!(combat_icons(&both, patrol).0.blast_damage, 1);
    let one = run(state, &["pass"]);
    assert_eq!(combat_icons(&one, patrol).0.blast_damage, 0);
    // Until the end of the engagement: strike with each, both sides pass.
    let ended = run(
        both,
        &[
            "strike 181st TIE Interceptor",
            "pass",
            "strike TIE Fighter Patrol",
            "pass",
            "strike Stormtrooper Elite",
            "pass",
            "pass",
        ],
    );
    assert!(ended.engagement.is_none(), "the engagement ended, and the gains with it");
    assert_eq!(damage(&ended, "Running the Trench"), 2 + 1, "two gained blast damage, then unopposed");
}

#[test]
fn card_0013_backstabber_stays_in_hand_while_a_copy_is_in_play() {
    // Unique: a second "Backstabber" cannot enter play beside the first.
    let state = dark_strikes(&["0013"], &["0013"], false);
    assert_eq!(support::plays(&state, "\"Backstabber\""), Vec::<String>::new());
}
