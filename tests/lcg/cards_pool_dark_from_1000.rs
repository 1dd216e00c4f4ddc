//! The Dark Side cards numbered from 1000 of the objective sets added with every Pilot (X) card and
//! every mission (issue "every pilot and every mission"): one test per card, named
//! `card_<number>_…`, each playing the card's printed text through the legal actions as a player
//! meets it. The cards numbered below 1000 are in `cards_pool_dark.rs`.

use crate::cards_pool_dark::{complete_dark_mission, light_attacks_the_promise, pass_until, strikes_over};
use crate::positions::dark_conflict;
use crate::positions::deployment;
use crate::support::{find, offered, run};
use hangar::engine::Table;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

#[test]
fn card_1048_lure_of_the_dark_side_completed_takes_control_of_a_unit() {
    // "Reaction: After this mission is completed, take control of a target unit with 4 or fewer
    // printed Force icons." The Dark Side completes its own mission in the Light Side's play
    // area: its attack is unopposed and the fifth damage destroys it.
    let mut s = dark_conflict();
    let lure = s.mission(Side::Dark, "1048");
    s.damage(lure, 4);
    let luke = s.play(Side::Light, "1030");
    s.focus(luke, 1);
    let x_wing = s.play(Side::Light, "0163");
    let mut completed = run(s.build(), &["engage Lure of the Dark Side", "declare 181st TIE Interceptor"]);
    while completed.engagement.is_some() {
        completed = run(completed, &["pass"]);
    }
    assert!(completed.player(Side::Dark).victory.contains(&lure), "completed");
    assert_eq!(offered(&completed), ["pass", "trigger Lure of the Dark Side"]);
    let asked = run(completed, &["trigger Lure of the Dark Side"]);
    assert_eq!(offered(&asked), ["choose Luke Skywalker", "choose X-Wing"], "4 printed Force icons or fewer");
    let taken = run(asked, &["choose Luke Skywalker"]);
    assert_eq!(taken.card(luke).controller, Side::Dark);
    assert!(taken.player(Side::Dark).play.contains(&luke) && !taken.player(Side::Light).play.contains(&luke));
    assert_eq!(taken.card(luke).focus, 1, "its tokens stay");
    assert_eq!(taken.card(x_wing).controller, Side::Light);
}

#[test]
fn card_1046_emperor_palpatine_takes_an_enemy_unit_after_an_enemy_objective_is_destroyed() {
    // "Elite. / Reaction: After an enemy objective is destroyed, take control of a target enemy
    // unit with 3 or fewer printed Force icons."
    let mut s = deployment(Side::Dark);
    crate::support::superlaser_ready(&mut s);
    let palpatine = s.play(Side::Dark, "1046");
    s.play(Side::Light, "0772");
    s.play(Side::Light, "1030");
    let x_wing = s.play(Side::Light, "0163");
    let state = s.build();
    assert!(hangar::rules::lcg::facts::keywords(&state, palpatine).contains(&hangar::rules::lcg::def::Keyword::Elite));
    let destroyed = run(state, &[&crate::support::superlaser_on("Running the Trench")]);
    assert_eq!(offered(&destroyed), ["pass", "trigger Emperor Palpatine"]);
    let asked = run(destroyed, &["trigger Emperor Palpatine"]);
    assert_eq!(offered(&asked), ["choose X-Wing"], "not Luke Skywalker, with 4 printed Force icons");
    let taken = run(asked, &["choose X-Wing"]);
    assert_eq!(taken.card(x_wing).controller, Side::Dark);
    assert!(taken.player(Side::Dark).play.contains(&x_wing));
}

#[test]
fn card_1047_isb_officer_gains_blast_damage_while_a_mission_is_in_play() {
    // "This unit gains [Blast Damage] while there are 1 or more missions in play."
    let mut s = deployment(Side::Dark);
    let officer = s.play(Side::Dark, "1047");
    let state = s.build();
    assert_eq!(hangar::rules::lcg::facts::combat_icons(&state, officer).0.blast_damage, 0);
    let mut s = deployment(Side::Dark);
    let officer = s.play(Side::Dark, "1047");
    s.mission(Side::Light, "0987");
    let state = s.build();
    assert_eq!(hangar::rules::lcg::facts::combat_icons(&state, officer).0.blast_damage, 1, "a mission in play");
}

#[test]
fn card_1045_the_emperors_promise_damages_an_enemy_objective_when_another_objective_is_engaged() {
    // "Reaction: After an opponent declares an engagement against an objective not named The
    // Emperor's Promise, deal 1 damage to a target enemy objective."
    let engaged = run(light_attacks_the_promise().build(), &["engage Death and Despayre"]);
    assert_eq!(offered(&engaged), ["pass", "trigger The Emperor's Promise"]);
    let asked = run(engaged, &["trigger The Emperor's Promise"]);
    assert_eq!(offered(&asked), ["choose Running the Trench"]);
    let done = run(asked, &["choose Running the Trench"]);
    assert_eq!(done.card(find(&done, "Running the Trench")).damage, 1);
    assert_eq!(offered(&done), ["declare X-Wing"], "the engagement goes on");
    // Against The Emperor's Promise itself: nothing.
    let itself = run(light_attacks_the_promise().build(), &["engage The Emperor's Promise"]);
    assert_eq!(offered(&itself), ["declare X-Wing"]);
}

#[test]
fn card_1005_capture_the_assassin_completed_captures_an_enemy_unit_or_enhancement() {
    // "Reaction: After this mission is completed, capture a target enemy unit or enhancement."
    let mut s = dark_conflict();
    s.play(Side::Dark, "0036");
    let x_wing = s.play(Side::Light, "0163");
    let duros = s.attach(Side::Light, "0800", x_wing, Role::Pilot);
    let completed = complete_dark_mission(s, "1005");
    assert_eq!(offered(&completed), ["pass", "trigger Capture the Assassin"]);
    let asked = run(completed, &["trigger Capture the Assassin"]);
    assert_eq!(offered(&asked), ["choose Duros Smuggler", "choose X-Wing"], "not the objective");
    let done = run(asked, &["choose Duros Smuggler"]);
    assert_eq!(done.card(duros).captured_under, Some(find(&done, "Death and Despayre")));
    assert!(!done.in_play(duros) && done.in_play(x_wing));
}

#[test]
fn card_1185_demolisher_damages_a_non_engaged_objective_as_its_engagement_ends() {
    // "Interrupt: When an engagement in which this unit is participating ends, deal 1 damage to a
    // target non-engaged objective."
    let mut s = dark_conflict();
    s.play(Side::Dark, "1185");
    s.play(Side::Light, "0097");
    let engaged = run(s.build(), &["engage Running the Trench", "declare Demolisher"]);
    let ending = strikes_over(engaged);
    assert!(ending.engagement.is_some(), "offered before it ends");
    assert_eq!(offered(&ending), ["pass", "trigger Demolisher"]);
    let asked = run(ending, &["trigger Demolisher"]);
    assert_eq!(offered(&asked), ["choose Mission Briefing"], "not Running the Trench, the engaged one");
    let done = run(asked, &["choose Mission Briefing"]);
    assert_eq!(done.card(find(&done, "Mission Briefing")).damage, 1);
    assert!(done.engagement.is_none());
    assert_eq!(done.card(find(&done, "Running the Trench")).damage, 1, "then the unopposed damage");
}

#[test]
fn card_1184_admiral_screed_as_a_capital_ships_pilot_deals_2_damage_as_its_engagement_ends() {
    // "Pilot (2). (Interrupt: When an engagement in which enhanced Capital Ship unit is
    // participating ends, deal 2 damage to a target participating unit.)"
    let mut s = dark_conflict();
    let demolisher = s.play(Side::Dark, "1185");
    s.attach(Side::Dark, "1184", demolisher, Role::Pilot);
    let x_wing = s.play(Side::Light, "0163");
    let declared = run(s.build(), &["engage Running the Trench", "declare Demolisher", "pass", "declare X-Wing"]);
    let ending = strikes_over(declared);
    assert_eq!(offered(&ending), ["pass", "trigger Admiral Screed"]);
    let asked = run(ending, &["trigger Admiral Screed"]);
    assert_eq!(offered(&asked), ["choose Demolisher", "choose X-Wing"]);
    let done = run(asked, &["choose X-Wing"]);
    assert!(done.player(Side::Light).discard.contains(&x_wing), "2 damage destroys it");
    // Demolisher's own Interrupt has no non-engaged objective to damage: not offered.
    assert!(done.engagement.is_none());
    // On a Fighter, not a Capital Ship: nothing.
    let mut s = dark_conflict();
    let tie = s.play(Side::Dark, "0149");
    s.attach(Side::Dark, "1184", tie, Role::Pilot);
    s.play(Side::Light, "0163");
    let mut done = run(s.build(), &["engage Running the Trench", "declare TIE Fighter", "pass", "declare X-Wing"]);
    while done.engagement.is_some() {
        assert!(!offered(&done).contains(&"trigger Admiral Screed".to_string()));
        done = run(done, &["pass"]);
    }
}

#[test]
fn card_1003_chevin_mercenary_makes_enhancements_on_it_cost_1_less() {
    // "Reduce the cost for you to play enhancements on this unit by 1."
    let mut s = Scenario::new("t", "SV-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0788");
    s.play(Side::Dark, "1003");
    s.play(Side::Dark, "0718");
    s.hand(Side::Dark, "1004");
    let state = s.build();
    let printed = 2;
    assert_eq!(crate::support::cost(&state, "enhance Head of Security > Chevin Mercenary"), printed - 1);
    assert_eq!(crate::support::cost(&state, "enhance Head of Security > Niles Ferrier"), printed);
    let on_chevin = crate::support::plays(&state, "Head of Security")
        .into_iter()
        .find(|p| p.starts_with("enhance Head of Security > Chevin Mercenary"))
        .expect("offered");
    assert_eq!(on_chevin.matches(',').count(), 0, "paid with one card: {on_chevin}");
    let done = run(state, &[&on_chevin]);
    assert!(done.in_play(find(&done, "Head of Security")));
}

#[test]
fn card_1001_schemes_and_intrigues_shuffles_its_captives_into_their_decks_as_it_is_destroyed() {
    // "Interrupt: When this objective is destroyed, shuffle each captured card here back into
    // its owner's deck." Capture the Assassin captures the X-Wing under it; Superlaser Blast then
    // destroys it.
    let mut s = dark_conflict();
    let schemes = s.play(Side::Dark, "1001");
    crate::support::superlaser_ready(&mut s);
    let x_wing = s.play(Side::Light, "0163");
    let completed = complete_dark_mission(s, "1005");
    let captured = run(completed, &["trigger Capture the Assassin", "choose X-Wing"]);
    assert_eq!(captured.card(x_wing).captured_under, Some(schemes));
    let blast = crate::support::plays(&captured, "Superlaser Blast")
        .into_iter()
        .find(|p| p.starts_with("event Superlaser Blast > Schemes and Intrigues"))
        .expect("offered");
    let destroying = run(captured, &[&blast]);
    assert_eq!(offered(&destroying), ["pass", "trigger Schemes and Intrigues"]);
    let done = run(destroying, &["trigger Schemes and Intrigues"]);
    assert!(done.player(Side::Light).command_deck.contains(&x_wing), "into its owner's deck");
    assert!(!done.in_hand(Side::Light, x_wing), "not rescued to hand");
    assert!(!done.in_play(schemes));
}

#[test]
fn card_1002_ephant_mon_captures_a_unit_it_focused_twice_in_a_strike() {
    // "Elite. / Reaction: After this unit places 2 or more focus tokens on a unit during a
    // strike, capture that unit. (Limit once per turn.)" With the edge, its [Tactics] and
    // [Edge-Enabled Tactics] both focus the defending X-Wing.
    let mut s = dark_conflict();
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "1002");
    s.hand(Side::Dark, "0945");
    let x_wing = s.play(Side::Light, "0163");
    let declared = run(
        s.build(),
        &["engage Running the Trench", "declare Ephant Mon", "pass", "declare X-Wing", "pass", "edge Expendable Scout"],
    );
    let struck = pass_until(declared, "strike Ephant Mon");
    let focused = run(struck, &["focus > X-Wing", "focus > X-Wing"]);
    assert_eq!(focused.card(x_wing).focus, 2);
    assert_eq!(offered(&focused), ["pass", "trigger Ephant Mon"]);
    let done = run(focused, &["trigger Ephant Mon"]);
    assert_eq!(done.card(x_wing).captured_under, Some(find(&done, "Death and Despayre")));
    // Without the edge, one token: nothing.
    let mut s = dark_conflict();
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "1002");
    s.play(Side::Light, "0163");
    let declared = run(s.build(), &["engage Running the Trench", "declare Ephant Mon", "pass", "declare X-Wing"]);
    let once = run(pass_until(declared, "strike Ephant Mon"), &["focus > X-Wing"]);
    assert!(!offered(&once).contains(&"trigger Ephant Mon".to_string()), "{:?}", offered(&once));
}

#[test]
fn card_2051_the_emperors_shadow_draws_after_you_play_an_enhancement_once_per_turn() {
    // "Reaction: After you play an enhancement, draw 1 card. (Limit once per turn.)" A Pilot
    // card played as a Pilot enhancement is an enhancement.
    let mut s = deployment(Side::Dark);
    s.play(Side::Dark, "2051");
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0149");
    s.hand(Side::Dark, "0760");
    s.hand(Side::Dark, "0739");
    s.command_deck(Side::Dark, "0945");
    let top = s.command_deck(Side::Dark, "0945");
    let state = s.build();
    let pilot = crate::support::plays(&state, "Academy Pilot")
        .into_iter()
        .find(|p| p.starts_with("pilot Academy Pilot > TIE Fighter"))
        .expect("offered");
    let piloted = run(state, &[&pilot]);
    assert_eq!(offered(&piloted), ["pass", "trigger The Emperor's Shadow"]);
    let drew = run(piloted, &["trigger The Emperor's Shadow"]);
    assert!(drew.in_hand(Side::Dark, top));
    let missiles = crate::support::plays(&drew, "Advanced Concussion Missiles").into_iter().next().expect("offered");
    let again = run(drew, &[&missiles]);
    assert!(!offered(&again).contains(&"trigger The Emperor's Shadow".to_string()), "once per turn");
}

#[test]
fn card_2180_decisive_victory_discards_an_enhancement_after_an_enemy_objective_is_destroyed() {
    // "Reaction: After an enemy objective is destroyed, discard a target enhancement."
    let mut s = deployment(Side::Dark);
    crate::support::superlaser_ready(&mut s);
    let victory = s.hand(Side::Dark, "2180");
    s.play(Side::Light, "0772");
    let x_wing = s.play(Side::Light, "0163");
    let duros = s.attach(Side::Light, "0800", x_wing, Role::Pilot);
    let destroyed = run(s.build(), &[&crate::support::superlaser_on("Running the Trench")]);
    let offers: Vec<String> =
        offered(&destroyed).into_iter().filter(|o| o.starts_with("trigger Decisive Victory")).collect();
    assert!(!offers.is_empty(), "{:?}", offered(&destroyed));
    let asked = run(destroyed, &[&offers[0]]);
    assert_eq!(offered(&asked), ["choose Duros Smuggler"]);
    let done = run(asked, &["choose Duros Smuggler"]);
    assert!(done.player(Side::Light).discard.contains(&duros) && done.in_play(x_wing));
    assert!(done.player(Side::Dark).discard.contains(&victory), "the event was played");
}

#[test]
fn card_2178_blizzard_1_discards_a_unit_instead_of_its_icons_and_card_2177_general_veers_resolves_them() {
    // Blizzard 1: "Elite. / Reaction: After this unit is focused to strike, instead of resolving
    // its combat icons, discard a target participating unit without an enhancement on it."
    // General Veers: "Each Walker unit you control gains elite. / Pilot (2). (Reaction: After
    // enhanced Walker unit resolves a strike in which it triggered its printed Reaction, resolve
    // that unit's combat icons.)"
    let mut s = dark_conflict();
    let blizzard = s.play(Side::Dark, "2178");
    s.attach(Side::Dark, "2177", blizzard, Role::Pilot);
    let x_wing = s.play(Side::Light, "0163");
    let y_wing = s.play(Side::Light, "0165");
    s.attach(Side::Light, "0800", y_wing, Role::Pilot);
    let declared = run(
        s.build(),
        &["engage Running the Trench", "declare Blizzard 1", "pass", "declare X-Wing", "declare Y-Wing"],
    );
    let struck = pass_until(declared, "strike Blizzard 1");
    assert_eq!(offered(&struck), ["pass", "trigger Blizzard 1"], "before its icons resolve");
    let asked = run(struck, &["trigger Blizzard 1"]);
    assert_eq!(offered(&asked), ["choose X-Wing"], "not the Y-Wing, which has a pilot");
    let discarded = run(asked, &["choose X-Wing"]);
    assert!(discarded.player(Side::Light).discard.contains(&x_wing));
    let trench = find(&discarded, "Running the Trench");
    assert_eq!(discarded.card(trench).damage, 0, "its icons did not resolve");
    assert_eq!(offered(&discarded), ["pass", "trigger General Veers"]);
    let resolved = run(discarded, &["trigger General Veers"]);
    assert_eq!(resolved.card(trench).damage, 1, "now its [Blast Damage]");
    assert_eq!(offered(&resolved), ["damage > Y-Wing"], "and its unit damage");
}

#[test]
fn card_2179_blizzard_2_sets_the_balance_dark_and_skips_the_force_phase() {
    // "Edge (1). / Reaction: After this unit is focused to strike, instead of resolving its
    // combat icons, set the Balance of the Force to the dark side and skip the Force phase this
    // turn." The Light Side's committed X-Wing would win the Force struggle.
    use hangar::rules::lcg::def::Keyword;
    let mut s = dark_conflict();
    let blizzard = s.play(Side::Dark, "2179");
    s.play(Side::Dark, "2177");
    let x_wing = s.play(Side::Light, "0163");
    s.commit(x_wing);
    for _ in 0..8 {
        s.command_deck(Side::Light, "0163");
    }
    let state = s.build();
    assert_eq!(hangar::rules::lcg::facts::keywords(&state, blizzard), [Keyword::Elite, Keyword::Edge(1)], "Veers");
    let struck = pass_until(run(state, &["engage Running the Trench", "declare Blizzard 2"]), "strike Blizzard 2");
    assert_eq!(offered(&struck), ["pass", "trigger Blizzard 2"]);
    let mut done = run(struck, &["trigger Blizzard 2"]);
    assert_eq!(done.balance, Side::Dark);
    while done.active == Side::Dark {
        done = run(done, &["pass"]);
    }
    assert_eq!(done.balance, Side::Dark, "no Force struggle this turn");
}

#[test]
fn card_2176_blizzard_assault_reduces_the_first_walker_by_the_hoth_objectives_you_control() {
    // "Reduce the cost of the first Walker unit you play each turn by X (to a minimum of 2). X
    // is the number of Hoth objectives you control."
    let with_assaults = |n: usize| {
        let mut s = deployment(Side::Dark);
        for _ in 0..n {
            s.play(Side::Dark, "2176");
        }
        for objective in ["0036", "0783", "0036"] {
            s.play(Side::Dark, objective);
        }
        s.hand(Side::Dark, "2178");
        s.hand(Side::Dark, "2179");
        s.build()
    };
    let one = with_assaults(1);
    assert_eq!(crate::support::cost(&one, "unit Blizzard 1"), 5 - 1, "X = 1");
    assert_eq!(crate::support::cost(&one, "unit Blizzard 2"), 4 - 1);
    let first = crate::support::plays(&one, "Blizzard 2").into_iter().next().expect("offered");
    let played = run(one, &[&first]);
    assert_eq!(crate::support::cost(&played, "unit Blizzard 1"), 5, "only the first Walker each turn");
    // Two copies: X = 2, and each copy reduces by X; the cost stops at 2.
    let two = with_assaults(2);
    assert_eq!(crate::support::cost(&two, "unit Blizzard 1"), 2, "to a minimum of 2");
}
