//! More of the pool's characters and starships (issue #32): squadron leaders, personas, kickbacks,
//! cancelled destinies and the squadrons that replace three starfighters. Each test is named
//! `card_<GEMP id>_<what it does>` (`cards_covered.rs` checks every implemented card has one).

use crate::support::*;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swccg::facts::destiny_draws;
use hangar::rules::swccg::facts::forfeit;
use hangar::rules::swccg::facts::immune_to_attrition;
use hangar::rules::swccg::facts::maneuver;
use hangar::rules::swccg::facts::power;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::Swccg;

/// A squadron leader piloting his own starfighter at Yavin 4 beside `others` (each a pilot in a
/// starfighter), in a battle against a TIE: the leader's ship's maneuver, his battle destiny
/// draws, his own forfeit and each other pilot's.
fn leader_with(leader: &str, ship: &str, others: &[(&str, &str)]) -> (Option<u8>, u8, u8, Vec<u8>) {
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    let craft = s.at(LIGHT, ship, p.yavin);
    let him = s.aboard(LIGHT, leader, craft, Slot::Pilot);
    let pilots: Vec<_> = others
        .iter()
        .map(|&(ship, pilot)| {
            let c = s.at(LIGHT, ship, p.yavin);
            s.aboard(LIGHT, pilot, c, Slot::Pilot)
        })
        .collect();
    s.at(DARK, "TIE Fighter", p.yavin);
    let state = run(s.build(), &["battle Yavin 4 (1)"]);
    let forfeits = pilots.iter().map(|&c| forfeit(&state, c)).collect();
    (maneuver(&state, craft), destiny_draws(&state, LIGHT), forfeit(&state, him), forfeits)
}

#[test]
fn card_1_8_dutch_in_gold_1_adds_maneuver_draws_destiny_and_adds_1_to_other_gold_squadron_pilots_forfeit() {
    // Pops (a Gold Squadron pilot), Biggs (Red Squadron) and Wedge, of no squadron, flying Gold
    // 2 (a Gold Squadron starfighter).
    let (man, draws, own, others) = leader_with(
        "Dutch",
        "Gold 1",
        &[("Gold 5", "Pops"), ("Red 3", "Biggs Darklighter"), ("Gold 2", "Wedge Antilles")],
    );
    assert_eq!(man, Some(3 + 1), "Gold 1's maneuver 3, +1 with Dutch piloting");
    assert_eq!(draws, 1, "ability 2, but Dutch in Gold 1 draws one battle destiny");
    assert_eq!(own, 5, "not his own forfeit: 'each other'");
    assert_eq!(others, vec![4 + 1, 5, 6 + 1], "Pops and Wedge piloting Gold 2 are Gold Squadron pilots; Biggs is not");
}

#[test]
fn card_1_29_red_leader_in_red_1_adds_maneuver_draws_destiny_and_adds_1_to_other_red_squadron_pilots_forfeit() {
    let (man, draws, own, others) = leader_with(
        "Red Leader",
        "Red 1",
        &[("Red 3", "Biggs Darklighter"), ("Gold 5", "Pops"), ("Red 2", "Wedge Antilles")],
    );
    assert_eq!(man, Some(4 + 1));
    assert_eq!(draws, 1);
    assert_eq!(own, 5);
    assert_eq!(others, vec![5 + 1, 4, 6 + 1], "Biggs, and Wedge piloting Red 2; not Pops in Gold 5");
}

/// Ponda Baba (and Dr. Evazan when `evazan`) at Mos Eisley against Luke (with his Jedi
/// Lightsaber when `lightsaber`): Ponda's power before and in the battle Dark initiates there.
fn ponda(evazan: bool, lightsaber: bool) -> (u8, u8) {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    let ponda = s.at(DARK, "Ponda Baba", p.mos_eisley);
    if evazan {
        s.at(DARK, "Dr. Evazan", p.mos_eisley);
    }
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    if lightsaber {
        s.on(LIGHT, "Jedi Lightsaber", luke);
    }
    let state = s.build();
    let before = power(&state, ponda);
    let state = run(state, &["battle Tatooine: Mos Eisley (1)"]);
    (before, power(&state, ponda))
}

#[test]
fn card_1_190_ponda_baba_is_power_3_more_battling_beside_evazan_unless_opponent_has_a_lightsaber_present() {
    // Power 2, +1 at Mos Eisley (an alien there).
    assert_eq!(ponda(true, false), (3, 3 + 3), "only when battling");
    assert_eq!(ponda(false, false), (3, 3), "only at same site as Dr. Evazan");
    assert_eq!(ponda(true, true), (3, 3), "not while Luke's lightsaber is present");
}

#[test]
fn card_3_3_commander_luke_skywalker_deploys_only_on_hoth_and_is_one_persona_with_luke() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    let bay = s.location(LIGHT, "Hoth: Echo Docking Bay");
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", bay);
    let commander = s.hand(LIGHT, "Commander Luke Skywalker");
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy Commander"),
        ["deploy Commander Luke Skywalker > Hoth: Echo Docking Bay (4)"],
        "not to Mos Eisley, where Light has presence too"
    );
    let to = Dest::At(p.mos_eisley);
    let (reason, cite) = why(&state, Action::Deploy { card: commander, to, force: 4 });
    assert_eq!(
        (reason, cite),
        (
            Reason::DeploysOnlyTo { title: "Commander Luke Skywalker".into(), planet: "Hoth".into() },
            "Commander Luke Skywalker"
        )
    );
    // Luke Skywalker on the table is the same persona: Commander Luke may not deploy.
    let (mut s, _) = board(LIGHT, Phase::Deploy, 6);
    let bay = s.location(LIGHT, "Hoth: Echo Docking Bay");
    s.at(LIGHT, "Luke Skywalker", bay);
    let commander = s.hand(LIGHT, "Commander Luke Skywalker");
    let state = s.build();
    assert!(offered_like(&state, "deploy Commander").is_empty());
    let to = Dest::At(bay);
    assert_eq!(
        why(&state, Action::Deploy { card: commander, to, force: 4 }),
        (Reason::UniqueOnTable { title: "Luke Skywalker".into() }, "deploy")
    );
}

#[test]
fn card_3_3_commander_luke_skywalker_in_rogue_1_adds_maneuver_is_immune_below_3_and_adds_forfeit_to_rogue_pilots() {
    let (mut s, _) = board(LIGHT, Phase::Battle, 2);
    let bay = s.location(LIGHT, "Hoth: Echo Docking Bay");
    let rogue1 = s.at(LIGHT, "Rogue 1", bay);
    let luke = s.aboard(LIGHT, "Commander Luke Skywalker", rogue1, Slot::Pilot);
    let zev = s.at(LIGHT, "Zev Senesca", bay);
    let trooper = s.at(LIGHT, "Rebel Trooper", bay);
    let state = s.build();
    assert_eq!(maneuver(&state, rogue1), Some(4 + 2), "Rogue 1's maneuver 4, +2 with him piloting");
    assert_eq!(forfeit(&state, zev), 4 + 1, "Zev is a Rogue Squadron pilot");
    assert_eq!(forfeit(&state, trooper), 2, "a Rebel Trooper is not");
    assert_eq!(forfeit(&state, luke), 7, "not his own: 'each other'");
    assert!(immune_to_attrition(&state, luke, 2) && !immune_to_attrition(&state, luke, 3));
}

#[test]
fn card_2_82_advosze_activates_1_force_when_a_weapon_deploys_at_his_location_and_is_one_per_location() {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    s.at(DARK, "Advosze", p.mos_eisley);
    let trooper_here = s.at(DARK, "Stormtrooper", p.mos_eisley);
    let trooper_bay = s.at(DARK, "Stormtrooper", p.bay94);
    let blaster = s.hand(DARK, "Imperial Blaster");
    let second = s.hand(DARK, "Advosze");
    let state = s.build();
    let piles = |s: &hangar::rules::swccg::State| (s.player(DARK).force_pile.len(), s.player(DARK).reserve.len());
    assert_eq!(piles(&state), (4, 4));
    let deploy_on = |trooper| {
        let action = Action::Deploy { card: blaster, to: Dest::On(trooper), force: 1 };
        assert!(Swccg::legal_actions(&state).contains(&action), "the blaster deploys on either trooper");
        Swccg::apply(&state, &action).expect("listed").0
    };
    assert_eq!(piles(&deploy_on(trooper_here)), (4 - 1 + 1, 4 - 1), "1 Force used, 1 activated as a kickback");
    // At the docking bay, without Advosze, no kickback.
    let there = deploy_on(trooper_bay);
    assert_eq!(piles(&there), (4 - 1, 4));
    // "Limit of one Advosze per location".
    assert!(!is_offered(&state, "deploy Advosze > Tatooine: Mos Eisley"));
    assert!(is_offered(&state, "deploy Advosze > Tatooine: Docking Bay 94"));
    let (reason, cite) = why(&state, Action::Deploy { card: second, to: Dest::At(p.mos_eisley), force: 3 });
    assert_eq!((reason, cite), (Reason::OnePerLocation { title: "Advosze".into() }, "Advosze"));
    // Nor moves to one.
    let (mut s, p) = board(DARK, Phase::Move, 4);
    s.at(DARK, "Advosze", p.mos_eisley);
    s.at(DARK, "Advosze", p.bay94);
    s.at(DARK, "Stormtrooper", p.bay94);
    let state = s.build();
    assert!(is_offered(&state, "landspeed Stormtrooper > Tatooine: Mos Eisley"));
    assert!(offered_like(&state, "landspeed Advosze").is_empty(), "not where another Advosze is");
}

/// Dark's Tarkin (with Vader when `vader`) battles Luke at Mos Eisley: the state once both sides
/// passed the weapons segment and Dark drew its battle destinies.
fn tarkin_battle(vader: bool) -> hangar::rules::swccg::State {
    let (mut s, p) = board(DARK, Phase::Battle, 4);
    s.at(DARK, "Grand Moff Tarkin", p.mos_eisley);
    if vader {
        s.at(DARK, "Darth Vader", p.mos_eisley);
    } else {
        s.at(DARK, "Stormtrooper", p.mos_eisley);
    }
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    let mut state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"]);
    while state.battle.as_ref().is_some_and(|b| b.destiny[LIGHT.idx()].is_empty()) && is_offered(&state, "pass") {
        state = run(state, &["pass"]);
    }
    state
}

#[test]
fn card_1_179_grand_moff_tarkin_with_vader_cancels_one_opponent_destiny_just_drawn_once_per_battle() {
    let state = tarkin_battle(true);
    let battle = state.battle.as_ref().expect("in the battle");
    assert_eq!(battle.destiny[LIGHT.idx()].len(), 1, "Luke drew one battle destiny");
    assert_eq!(offered(&state), ["cancel destiny", "pass"], "Dark is asked");
    assert_eq!(state.prompt.as_ref().map(|p| p.chooser()), Some(DARK));
    let (after, events) = take(&state, "cancel destiny");
    assert!(events.iter().any(|e| matches!(e, hangar::rules::swccg::Event::DestinyCancelled { side: DARK, .. })));
    let battle = after.battle.as_ref().expect("still in the battle");
    assert!(battle.destiny[LIGHT.idx()].is_empty(), "the destiny no longer counts");
    assert!(battle.cancelled[DARK.idx()], "once per battle");
    // Without Vader, nothing is offered.
    let alone = tarkin_battle(false);
    assert!(!is_offered(&alone, "cancel destiny"));
}

#[test]
fn card_2_88_ds_61_4_takes_a_lone_pilot_into_hand_from_reserve_for_1_force_and_draws_destiny_in_black_4() {
    let (mut s, p) = board(DARK, Phase::Deploy, 3);
    s.at(DARK, "DS-61-4", p.mos_eisley);
    let lone = s.reserve(DARK, "Lone Pilot");
    let state = s.build();
    assert!(!state.player(DARK).hand.contains(&lone));
    let (after, _) = take(&state, "take with DS-61-4");
    assert!(after.player(DARK).hand.contains(&lone), "the Lone Pilot is in hand");
    assert_eq!(after.player(DARK).reserve.len(), state.player(DARK).reserve.len() - 1);
    assert_eq!(after.player(DARK).force_pile.len(), 3 - 1, "for 1 Force");
    assert!(!is_offered(&after, "take with DS-61-4"), "no Lone Pilot is left in the Reserve Deck");
    // "When piloting Black 4, also may draw one battle destiny if not able to otherwise."
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    let black4 = s.at(DARK, "Black 4", p.yavin);
    s.aboard(DARK, "DS-61-4", black4, Slot::Pilot);
    s.at(LIGHT, "X-wing", p.yavin);
    let state = run(s.build(), &["battle Yavin 4 (1)"]);
    assert_eq!(destiny_draws(&state, DARK), 1, "ability 2, but DS-61-4 in Black 4 draws one");
}

#[test]
fn card_2_153_tie_assault_squadron_replaces_3_tie_lns_at_one_location_which_go_to_used_pile() {
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    let ties: Vec<_> = (0..3).map(|_| s.at(DARK, "TIE Fighter", p.tatooine)).collect();
    s.at(DARK, "TIE Fighter", p.yavin);
    s.at(DARK, "Black 2", p.yavin);
    let squadron = s.hand(DARK, "TIE Assault Squadron");
    let state = s.build();
    assert_eq!(offered_like(&state, "replace"), ["replace TIE Assault Squadron > Tatooine"], "not where two are");
    assert!(offered_like(&state, "deploy TIE Assault").is_empty(), "it deploys only by replacing");
    let (reason, cite) = why(&state, Action::Replace { card: squadron, location: p.yavin });
    assert_eq!((reason, cite), (Reason::ReplacesOnly { title: "TIE Assault Squadron".into() }, "TIE Assault Squadron"));
    let after = run(state, &["replace TIE Assault Squadron > Tatooine"]);
    assert!(after.player(DARK).table.contains(&squadron));
    assert!(ties.iter().all(|t| after.player(DARK).used_pile.contains(t)), "the three TIE/lns go to the Used Pile");
    assert_eq!(after.player(DARK).force_pile.len(), 2, "for no Force");
}

#[test]
fn card_2_74_y_wing_assault_squadron_replaces_3_y_wings_and_their_pilots_go_aboard() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    let gold1 = s.at(LIGHT, "Gold 1", p.yavin);
    let dutch = s.aboard(LIGHT, "Dutch", gold1, Slot::Pilot);
    let gold5 = s.at(LIGHT, "Gold 5", p.yavin);
    let pops = s.aboard(LIGHT, "Pops", gold5, Slot::Pilot);
    let ywing = s.at(LIGHT, "Y-wing", p.yavin);
    s.at(LIGHT, "X-wing", p.yavin);
    let squadron = s.hand(LIGHT, "Y-wing Assault Squadron");
    let state = s.build();
    let after = run(state, &["replace Y-wing Assault Squadron > Yavin 4"]);
    let used = &after.player(LIGHT).used_pile;
    assert!([gold1, gold5, ywing].iter().all(|c| used.contains(c)), "the Y-wings go to the Used Pile");
    for pilot in [dutch, pops] {
        assert!(
            matches!(after.card(pilot).at, Some(At::Aboard { host, .. }) if host == squadron),
            "aboard the squadron"
        );
    }
}

#[test]
fn card_1_172_dr_evazan_may_operate_on_a_character_just_hit_present_with_him_which_is_lost() {
    let (mut s, p) = board(DARK, Phase::Battle, 4);
    s.at(DARK, "Dr. Evazan", p.mos_eisley);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.on(DARK, "Imperial Blaster", trooper);
    let rebel = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.reserve(DARK, "TIE Scout"); // destiny 4, on top
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    let hit = run(state, &["fire Imperial Blaster > Rebel Trooper"]);
    assert!(hit.card(rebel).hit, "destiny 4 > ability 1");
    assert_eq!(offered(&hit), ["operate", "pass"], "Dark is asked");
    let declined = run(hit.clone(), &["pass"]);
    assert!(declined.card(rebel).at.is_some(), "still on the table, hit");
    let operated = run(hit, &["operate"]);
    assert!(operated.player(LIGHT).lost_pile.contains(&rebel), "the patient is lost at once");
}

#[test]
fn card_2_99_r2_q2_at_a_scomp_link_in_the_draw_phase_peeks_at_the_top_3_reserve_cards_for_1_force() {
    let (mut s, p) = board(DARK, Phase::Draw, 2);
    s.at(DARK, "R2-Q2 (Artoo-Kyootoo)", p.bay94);
    let top = s.reserve(DARK, "TIE Scout");
    let state = s.build();
    let (peeking, _) = take(&state, "peek with R2-Q2 (Artoo-Kyootoo)");
    match &peeking.prompt {
        Some(Prompt::Peek { chooser, cards, hand, .. }) => {
            assert_eq!((*chooser, cards.len(), cards[0], *hand), (DARK, 3, top, false), "the top three, top first");
        }
        other => panic!("no peek: {other:?}"),
    }
    assert_eq!(offered(&peeking), ["pass"]);
    assert_eq!(peeking.player(DARK).force_pile.len(), 2 - 1, "for 1 Force");
    let after = run(peeking, &["pass"]);
    assert!(!is_offered(&after, "peek with R2-Q2 (Artoo-Kyootoo)"), "once in the phase");
    // Not away from a Scomp link.
    let (mut s, p) = board(DARK, Phase::Draw, 2);
    s.at(DARK, "R2-Q2 (Artoo-Kyootoo)", p.mos_eisley);
    assert!(!is_offered(&s.build(), "peek with R2-Q2 (Artoo-Kyootoo)"));
}

#[test]
fn card_2_152_conquest_peeks_at_the_opponents_hand_just_after_initiating_battle_against_the_falcon() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Conquest", p.tatooine);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.tatooine);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    let card = s.hand(LIGHT, "Rebel Trooper");
    let state = run(s.build(), &["battle Tatooine (1)"]);
    match &state.prompt {
        Some(Prompt::Peek { chooser, cards, hand, .. }) => {
            assert_eq!((*chooser, cards.clone(), *hand), (DARK, vec![card], true))
        }
        other => panic!("no peek: {other:?}"),
    }
    let after = run(state, &["pass"]);
    assert!(after.prompt.is_none() && after.battle.is_some(), "the battle goes on");
    // Against another starship, nothing is shown.
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Conquest", p.tatooine);
    s.at(LIGHT, "X-wing", p.tatooine);
    s.hand(LIGHT, "Rebel Trooper");
    let state = run(s.build(), &["battle Tatooine (1)"]);
    assert!(state.prompt.is_none());
}

#[test]
fn card_1_165_chief_bast_evacuates_with_a_character_to_a_related_site_when_a_battle_begins_at_his_system() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    let conquest = s.at(DARK, "Conquest", p.tatooine);
    let bast = s.aboard(DARK, "Chief Bast", conquest, Slot::Pilot);
    let trooper = s.aboard(DARK, "Stormtrooper", conquest, Slot::Passenger);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.tatooine);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    let state = run(s.build(), &["battle Tatooine (1)"]);
    assert_eq!(
        offered(&state),
        ["evacuate Stormtrooper > Tatooine: Docking Bay 94", "evacuate Stormtrooper > Tatooine: Mos Eisley", "pass"],
        "Dark is asked, just after Light initiated the battle"
    );
    let after = run(state, &["evacuate Stormtrooper > Tatooine: Mos Eisley"]);
    for c in [bast, trooper] {
        assert_eq!(after.card(c).at, Some(At::Location(p.mos_eisley)), "relocated to the related site");
    }
    assert!(after.battle.is_some(), "the battle goes on without them");
    // "Power +1 at same site as Tarkin."
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    let bast = s.at(DARK, "Chief Bast", p.mos_eisley);
    let alone = s.build();
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    let with = s.at(DARK, "Chief Bast", p.mos_eisley);
    s.at(DARK, "Grand Moff Tarkin", p.mos_eisley);
    assert_eq!((power(&alone, bast), power(&s.build(), with)), (2, 2 + 1));
}
