//! The pool's Interrupts that search, glance at and retrieve (`piles.rs`): retrieving from the
//! Lost Pile to the Used Pile on a destiny, glancing at the opponent's hand and moving what is
//! found to their Used Pile, searching the opponent's Used Pile or one's own Reserve Deck, and
//! the losses that follow. A choice among the cards found is `Prompt::Pick`, answered with `pick
//! <title>` or `pass`. Each test is named `card_<GEMP id>_<what>` (`cards_covered.rs`).

use crate::cards_interrupts::{adds, defending};
use crate::support::*;
use hangar::engine::Table;
use hangar::engine::{Ruleset, Seat, Viewer};
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::PickTo;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::State;
use hangar::rules::swccg::Swccg;

fn titles(state: &State, cards: &[hangar::engine::CardId]) -> Vec<String> {
    cards.iter().map(|&c| state.def(c).title.to_string()).collect()
}

#[test]
fn card_1_106_rebel_reinforcements_retrieves_the_destinys_number_of_rebel_troopers_and_y_wings() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    let trooper = s.lost(LIGHT, "Rebel Trooper");
    let ywing = s.lost(LIGHT, "Y-wing");
    let xwing = s.lost(LIGHT, "X-wing");
    s.lost(LIGHT, "Rebel Trooper");
    s.reserve(LIGHT, "X-wing"); // destiny 2
    s.hand(LIGHT, "Rebel Reinforcements");
    let state = run(s.build(), &["interrupt Rebel Reinforcements"]);
    assert_eq!(state.player(LIGHT).force_pile.len(), 2 - 1, "for 1 Force");
    match &state.prompt {
        Some(Prompt::Pick { chooser, cards, left, to, shuffle, .. }) => {
            assert_eq!((*chooser, cards.len(), *left, *to, *shuffle), (LIGHT, 3, 2, PickTo::UsedPile, None));
            assert!(!cards.contains(&xwing), "only Rebel Troopers and Y-wings");
        }
        other => panic!("no pick: {other:?}"),
    }
    assert_eq!(offered(&state), ["pass", "pick Rebel Trooper", "pick Rebel Trooper", "pick Y-wing"]);
    let after = run(state, &["pick Y-wing", "pick Rebel Trooper"]);
    assert!(after.prompt.is_none(), "two retrieved: the destiny's number");
    let used = &after.player(LIGHT).used_pile;
    assert!(used.contains(&ywing) && used.contains(&trooper), "retrieved to the Used Pile");
    assert_eq!(titles(&after, &after.player(LIGHT).lost_pile), ["X-wing", "Rebel Trooper", "Rebel Reinforcements"]);
    // Not while the opponent does not outnumber you.
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.lost(LIGHT, "Rebel Trooper");
    s.hand(LIGHT, "Rebel Reinforcements");
    assert!(!is_offered(&s.build(), "interrupt Rebel Reinforcements"));
}

#[test]
fn card_1_251_imperial_reinforcements_retrieves_stormtroopers_and_tie_lns_when_outnumbered() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.at(LIGHT, "X-wing", p.yavin);
    let tie = s.lost(DARK, "TIE Fighter");
    s.lost(DARK, "Commander Praji");
    s.reserve(DARK, "Stormtrooper"); // destiny 1
    s.hand(DARK, "Imperial Reinforcements");
    let state = run(s.build(), &["interrupt Imperial Reinforcements"]);
    assert_eq!(offered(&state), ["pass", "pick TIE Fighter"], "a TIE/ln; not Praji");
    let after = run(state, &["pick TIE Fighter"]);
    assert_eq!(after.player(DARK).used_pile.last(), Some(&tie));
    assert!(after.prompt.is_none());
}

#[test]
fn card_1_255_limited_resources_makes_an_opponent_with_two_cards_in_hand_lose_4_force_on_your_turn() {
    let (mut s, _) = board(DARK, Phase::Deploy, 2);
    s.hand(LIGHT, "Rebel Trooper");
    s.hand(LIGHT, "Y-wing");
    s.hand(DARK, "Limited Resources");
    let state = run(s.build(), &["interrupt Limited Resources"]);
    assert_eq!(state.prompt, Some(Prompt::LoseForce { chooser: LIGHT, amount: 4 }));
    // Fusion Generator Supply Tanks aboard the opponent's starship: reduced by 2.
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    s.on(LIGHT, "Fusion Generator Supply Tanks", xwing);
    s.hand(LIGHT, "Rebel Trooper");
    s.hand(DARK, "Limited Resources");
    let state = run(s.build(), &["interrupt Limited Resources"]);
    assert_eq!(state.prompt, Some(Prompt::LoseForce { chooser: LIGHT, amount: 2 }));
    // Not with three cards in hand.
    let (mut s, _) = board(DARK, Phase::Deploy, 2);
    for title in ["Rebel Trooper", "Y-wing", "X-wing"] {
        s.hand(LIGHT, title);
    }
    s.hand(DARK, "Limited Resources");
    assert!(!is_offered(&s.build(), "interrupt Limited Resources"));
}

#[test]
fn card_1_266_scanning_crew_glances_at_the_opponents_hand_and_moves_one_rebel_to_their_used_pile() {
    let (mut s, _) = board(DARK, Phase::Move, 2);
    let han = s.hand(LIGHT, "Han Solo");
    s.hand(LIGHT, "Rebel Trooper");
    s.hand(LIGHT, "Y-wing");
    s.hand(DARK, "Scanning Crew");
    let state = run(s.build(), &["interrupt Scanning Crew"]);
    match &state.prompt {
        Some(Prompt::Pick { chooser, shown, left, .. }) => {
            assert_eq!(
                (*chooser, titles(&state, shown), *left),
                (
                    DARK,
                    vec!["Han Solo", "Rebel Trooper", "Y-wing"].into_iter().map(String::from).collect::<Vec<_>>(),
                    1
                )
            );
        }
        other => panic!("no glance: {other:?}"),
    }
    assert_eq!(offered(&state), ["pass", "pick Han Solo", "pick Rebel Trooper"], "any one Rebel");
    assert_eq!(state.player(DARK).force_pile.len(), 2 - 1, "for 1 Force");
    // The hand is shown to the Dark Side alone: the Light Side's view only waits.
    let light = Swccg::view(&state, Viewer::Seat(Some(Seat(1))));
    assert!(light.actions.is_empty());
    assert_eq!(light.prompt.as_ref().map(|m| m.key.to_string()), Some("prompt-waiting".to_string()));
    let dark = Swccg::view(&state, Viewer::Seat(Some(Seat(0))));
    assert_eq!(dark.prompt.as_ref().map(|m| m.key.to_string()), Some("swccg-prompt-pick-used".to_string()));
    let after = run(state, &["pick Han Solo"]);
    assert!(after.prompt.is_none(), "one Rebel only");
    assert_eq!(after.player(LIGHT).used_pile.last(), Some(&han), "on top of the opponent's Used Pile");
    assert_eq!(titles(&after, &after.player(LIGHT).hand), ["Rebel Trooper", "Y-wing"]);
}

#[test]
fn card_1_104_radar_scanner_glances_at_the_opponents_hand_only_with_a_vehicle_or_starship_on_table() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    s.at(LIGHT, "X-wing", p.yavin);
    s.hand(DARK, "Stormtrooper");
    s.hand(LIGHT, "Radar Scanner");
    let state = run(s.build(), &["interrupt Radar Scanner"]);
    match &state.prompt {
        Some(Prompt::Pick { chooser, shown, cards, .. }) => {
            assert_eq!((*chooser, titles(&state, shown), cards.len()), (LIGHT, vec!["Stormtrooper".to_string()], 0));
        }
        other => panic!("no glance: {other:?}"),
    }
    assert_eq!(offered(&state), ["pass"], "no Jawa or Tusken Raider to move");
    assert!(run(state, &["pass"]).prompt.is_none());
    // No vehicle or starship of yours on the table: not playable.
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.hand(DARK, "Stormtrooper");
    s.hand(LIGHT, "Radar Scanner");
    assert!(!is_offered(&s.build(), "interrupt Radar Scanner"));
}

#[test]
fn card_1_259_look_sir_droids_moves_the_opponents_used_droids_to_lost_or_destroys_a_droid_for_its_cost() {
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    let r2 = s.used(LIGHT, "R2-D2 (Artoo-Detoo)");
    let trooper = s.used(LIGHT, "Rebel Trooper");
    let threepio = s.used(LIGHT, "C-3PO (See-Threepio)");
    let r5 = s.at(LIGHT, "R5-D4 (Arfive-Defour)", p.jungle); // deploy 2
    s.at(LIGHT, "C-3PO (See-Threepio)", p.jungle); // deploy 3
    s.hand(DARK, "Look Sir, Droids");
    let state = s.build();
    assert!(is_offered(&state, "interrupt Look Sir, Droids > R5-D4 (Arfive-Defour)"));
    assert!(!is_offered(&state, "interrupt Look Sir, Droids > C-3PO (See-Threepio)"), "X = 3 > 2 Force");
    assert!(!is_offered(&state, "interrupt Look Sir, Droids > Rebel Trooper"));
    let searched = run(state.clone(), &["interrupt Look Sir, Droids"]);
    assert_eq!(searched.player(LIGHT).used_pile, vec![trooper], "the droids go");
    assert!(searched.player(LIGHT).lost_pile.contains(&r2) && searched.player(LIGHT).lost_pile.contains(&threepio));
    assert_eq!(searched.player(DARK).force_pile.len(), 2 - 1, "for 1 Force");
    let destroyed = run(state, &["interrupt Look Sir, Droids > R5-D4 (Arfive-Defour)"]);
    assert!(destroyed.card(r5).at.is_none() && destroyed.player(LIGHT).lost_pile.contains(&r5));
    assert_eq!(destroyed.player(DARK).force_pile.len(), 0, "X = its deploy cost, 2");
}

#[test]
fn card_1_273_trinto_duaba_loses_the_opponents_used_cards_of_the_destiny_number_in_your_battle_phase() {
    let (mut s, _) = board(DARK, Phase::Battle, 2);
    let xwing = s.used(LIGHT, "X-wing"); // destiny 2
    let trooper = s.used(LIGHT, "Rebel Trooper"); // destiny 1
    let r2 = s.used(LIGHT, "R2-D2 (Artoo-Detoo)"); // destiny 2
    s.reserve(DARK, "Commander Praji"); // destiny 2
    s.hand(DARK, "Trinto Duaba");
    let state = s.build();
    let after = run(state.clone(), &["interrupt Trinto Duaba"]);
    assert_eq!(after.player(LIGHT).used_pile, vec![trooper]);
    assert!(after.player(LIGHT).lost_pile.contains(&xwing) && after.player(LIGHT).lost_pile.contains(&r2));
    // Only in your battle phase.
    let mut deploy = state;
    deploy.phase = Phase::Deploy;
    assert!(!is_offered(&deploy, "interrupt Trinto Duaba"));
}

#[test]
fn card_1_82_gift_of_the_mentor_searches_the_reserve_deck_for_a_lightsaber_and_reshuffles() {
    let (mut s, _) = board(LIGHT, Phase::Deploy, 2);
    let saber = s.reserve(LIGHT, "Jedi Lightsaber");
    s.reserve(LIGHT, "X-wing");
    s.hand(LIGHT, "Gift Of The Mentor");
    let state = run(s.build(), &["interrupt Gift Of The Mentor"]);
    match &state.prompt {
        Some(Prompt::Pick { shown, to, shuffle, .. }) => {
            assert_eq!((shown.len(), *to, *shuffle), (6, PickTo::Hand, Some(LIGHT)), "the whole Reserve Deck");
        }
        other => panic!("no search: {other:?}"),
    }
    assert_eq!(offered(&state), ["pass", "pick Jedi Lightsaber"]);
    let after = run(state, &["pick Jedi Lightsaber"]);
    assert!(after.player(LIGHT).hand.contains(&saber) && after.prompt.is_none());
    assert_eq!(after.player(LIGHT).reserve.len(), 5);
    assert_eq!(after.player(LIGHT).force_pile.len(), 2 - 1, "for 1 Force");
}

#[test]
fn card_2_58_wookiee_roar_adds_two_destiny_for_chewie_alone_or_takes_him_from_reserve_for_3_force() {
    let (state, location) = defending(DARK, &["Chewbacca"], "Wookiee Roar");
    assert_eq!(adds(&state, LIGHT, location, "Wookiee Roar"), (2, 0));
    let (state, _) = defending(DARK, &["Luke Skywalker"], "Wookiee Roar");
    assert!(!is_offered(&state, "interrupt Wookiee Roar"), "only Chewie alone");
    let (mut s, _) = board(LIGHT, Phase::Move, 3);
    let chewie = s.reserve(LIGHT, "Chewbacca");
    s.reserve(LIGHT, "X-wing");
    s.hand(LIGHT, "Wookiee Roar");
    let after = run(s.build(), &["interrupt Wookiee Roar", "pick Chewbacca"]);
    assert!(after.player(LIGHT).hand.contains(&chewie));
    assert_eq!(after.player(LIGHT).force_pile.len(), 0, "for 3 Force");
}

#[test]
fn card_3_48_perimeter_scan_glances_at_the_opponents_hand_for_1_force() {
    let (mut s, _) = board(LIGHT, Phase::Battle, 2);
    let trooper = s.hand(DARK, "Stormtrooper");
    s.hand(LIGHT, "Perimeter Scan");
    let state = run(s.build(), &["interrupt Perimeter Scan"]);
    match &state.prompt {
        Some(Prompt::Pick { chooser, shown, cards, .. }) => {
            assert_eq!((*chooser, shown.clone(), cards.len()), (LIGHT, vec![trooper], 0), "no droid spy or mine");
        }
        other => panic!("no glance: {other:?}"),
    }
    assert_eq!(state.player(LIGHT).force_pile.len(), 2 - 1, "for 1 Force");
    assert_eq!(offered(&state), ["pass"]);
    // An empty hand is not glanced at (GEMP: the opponent has a hand).
    let (mut s, _) = board(LIGHT, Phase::Battle, 2);
    s.hand(LIGHT, "Perimeter Scan");
    assert!(!is_offered(&s.build(), "interrupt Perimeter Scan"));
}

/// "Use 1 Force to glance at any one card which is face-down at a location": the bluff cards
/// under Tatooine: Bluffs ('Bluff Rules'). Each is offered by its place, never its title; the one
/// chosen is shown to the Light Side alone, for 1 Force, and stays face down. With no card face
/// down, or no Force, only the glance at the hand is offered.
#[test]
fn card_3_48_perimeter_scan_glances_at_a_card_face_down_at_a_location() {
    let (mut s, _) = board(DARK, Phase::Control, 2);
    let site = s.location(DARK, "2_150");
    s.at(DARK, "Stormtrooper", site);
    s.hand(DARK, "Stormtrooper");
    let maneuvers = s.hand(DARK, "Dark Maneuvers");
    s.hand(LIGHT, "Perimeter Scan");
    // Placed in the Dark Side's turn; then the Light Side's deploy phase.
    let mut state = run(s.build(), &["bluff Dark Maneuvers > Tatooine: Bluffs"]);
    state.active = LIGHT;
    state.phase = Phase::Deploy;
    state.prompt = None;
    let offers = offered_like(&state, "interrupt Perimeter Scan");
    assert!(offers.contains(&"interrupt Perimeter Scan > face-down 1 > Tatooine: Bluffs".to_string()), "{offers:?}");
    assert!(offers.iter().all(|o| !o.contains("Dark Maneuvers")), "never its title: {offers:?}");
    let label = label_of(&state, "interrupt Perimeter Scan > face-down 1 > Tatooine: Bluffs");
    assert_eq!(label.key, "swccg-label-interrupt-face-down");
    let glanced = run(state.clone(), &["interrupt Perimeter Scan > face-down 1 > Tatooine: Bluffs"]);
    match &glanced.prompt {
        Some(Prompt::Peek { chooser, cards, under, .. }) => {
            assert_eq!((*chooser, cards.clone(), *under), (LIGHT, vec![maneuvers], Some(site)));
        }
        other => panic!("no glance: {other:?}"),
    }
    assert_eq!(glanced.player(LIGHT).force_pile.len(), state.player(LIGHT).force_pile.len() - 1, "for 1 Force");
    let after = run(glanced, &["pass"]);
    assert!(after.bluffs.contains(&[site, maneuvers]), "still face down under the site");
    // Nothing face down: no such target.
    let (mut s, _) = board(LIGHT, Phase::Deploy, 2);
    s.hand(LIGHT, "Perimeter Scan");
    assert!(offered_like(&s.build(), "interrupt Perimeter Scan >").is_empty());
}

#[test]
fn card_1_108_scomp_link_access_glances_at_either_reserve_deck_with_an_r_unit_at_a_scomp_link() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    s.at(LIGHT, "R2-D2 (Artoo-Detoo)", p.bay94);
    let top = s.reserve(DARK, "TIE Fighter");
    s.hand(LIGHT, "Scomp Link Access");
    let state = s.build();
    let label = |written: &str| label_of(&state, written).key.to_string();
    assert_eq!(label("interrupt Scomp Link Access"), "swccg-label-glance-their-reserve");
    assert_eq!(label("interrupt Scomp Link Access > R2-D2 (Artoo-Detoo)"), "swccg-label-glance-your-reserve");
    let before: Vec<_> = state.player(DARK).reserve.clone();
    let glancing = run(state.clone(), &["interrupt Scomp Link Access"]);
    match &glancing.prompt {
        Some(Prompt::Pick { chooser, shown, cards, shuffle, .. }) => {
            assert_eq!((*chooser, shown.len(), shown[0], cards.len(), *shuffle), (LIGHT, 5, top, 0, Some(DARK)));
        }
        other => panic!("no glance: {other:?}"),
    }
    assert_eq!(offered(&glancing), ["pass"]);
    let after = run(glancing, &["pass"]);
    let mut reserve = after.player(DARK).reserve.clone();
    let mut expected = before;
    reserve.sort();
    expected.sort();
    assert_eq!(reserve, expected, "shuffled, cut and replaced");
    // On its own R-unit: its player's Reserve Deck.
    let own = run(state, &["interrupt Scomp Link Access > R2-D2 (Artoo-Detoo)"]);
    assert!(matches!(&own.prompt, Some(Prompt::Pick { shown, shuffle: Some(LIGHT), .. }) if shown.len() == 4));
    // Not away from a Scomp link.
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    s.at(LIGHT, "R2-D2 (Artoo-Detoo)", p.mos_eisley);
    s.hand(LIGHT, "Scomp Link Access");
    assert!(!is_offered(&s.build(), "interrupt Scomp Link Access"));
}

/// Dark battles Light's lone Rebel Trooper at Mos Eisley with Vader (power 6 against 1); Light
/// holds `interrupt`, and its Reserve Deck's top three are `top` (top card last).
fn overpowered(interrupt: &str, top: &[&str]) -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    for title in top {
        s.reserve(LIGHT, title);
    }
    s.hand(LIGHT, interrupt);
    run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"])
}

#[test]
fn card_1_103_panic_reveals_three_deploys_the_characters_for_free_and_loses_the_rest() {
    let state = overpowered("Panic", &["Rebel Reinforcements", "Y-wing", "Luke Skywalker"]);
    let state = run(state, &["interrupt Panic"]);
    match &state.prompt {
        Some(Prompt::Pick { chooser, shown, cards, to, .. }) => {
            assert_eq!((*chooser, shown.len(), cards.len(), *to), (LIGHT, 3, 2, PickTo::Deploy));
        }
        other => panic!("no reveal: {other:?}"),
    }
    let lost = titles(&state, &state.player(LIGHT).lost_pile);
    assert!(lost.contains(&"Rebel Reinforcements".to_string()), "an Interrupt revealed is lost at once");
    assert!(is_offered(&state, "deploy Luke Skywalker > Tatooine: Mos Eisley (0)"), "anywhere, for free");
    let luke = find(&state, "Luke Skywalker");
    let after = run(state, &["deploy Luke Skywalker > Tatooine: Mos Eisley (0)", "pass"]);
    assert!(after.card(luke).at.is_some());
    assert_eq!(after.player(LIGHT).force_pile.len(), 2, "free");
    let lost = titles(&after, &after.player(LIGHT).lost_pile);
    assert!(lost.contains(&"Y-wing".to_string()), "what is not deployed is lost");
    assert!(after.battle.is_some(), "the battle goes on");
    // Not when the opponent's power is not more than double yours.
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(LIGHT, "Panic");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"]);
    assert!(!is_offered(&state, "interrupt Panic"), "2 is not more than double 1");
}

#[test]
fn card_1_244_emergency_deployment_reveals_three_and_deploys_for_free() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.reserve(DARK, "Commander Praji");
    s.hand(DARK, "Emergency Deployment");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "interrupt Emergency Deployment"]);
    let praji = find(&state, "Commander Praji");
    let after = run(state, &["deploy Commander Praji > Tatooine: Mos Eisley (0)"]);
    assert_eq!(after.card(praji).at, Some(hangar::rules::swccg::At::Location(p.mos_eisley)));
    assert_eq!(after.player(DARK).force_pile.len(), 2, "free");
    assert!(matches!(after.prompt, Some(Prompt::Pick { .. })), "two Stormtroopers left to deploy");
}

#[test]
fn card_2_49_grimtaash_cuts_a_hand_of_13_to_8_used_or_cancels_molator_or_for_4_force_loses_its_duplicates_lost() {
    // USED: 13 cards in the opponent's hand, all but 8 (random) to their Used Pile.
    let (mut s, _) = board(LIGHT, Phase::Deploy, 4);
    for _ in 0..13 {
        s.hand(DARK, "Stormtrooper");
    }
    let grimtaash = s.hand(LIGHT, "Grimtaash");
    let after = run(s.build(), &["interrupt Grimtaash"]);
    assert_eq!((after.player(DARK).hand.len(), after.player(DARK).used_pile.len()), (8, 5));
    assert_eq!(after.player(LIGHT).used_pile.last(), Some(&grimtaash), "USED");
    // LOST: for 4 Force, every card the opponent holds two or more of is lost.
    let (mut s, _) = board(LIGHT, Phase::Deploy, 4);
    let twins = [s.hand(DARK, "Stormtrooper"), s.hand(DARK, "Stormtrooper")];
    let tie = s.hand(DARK, "TIE Fighter");
    let grimtaash = s.hand(LIGHT, "Grimtaash");
    let state = run(s.build(), &["interrupt Grimtaash"]);
    assert_eq!(state.player(DARK).hand, vec![tie]);
    assert!(twins.iter().all(|t| state.player(DARK).lost_pile.contains(t)));
    assert_eq!(state.player(LIGHT).lost_pile.last(), Some(&grimtaash), "LOST");
    assert_eq!(state.player(LIGHT).force_pile.len(), 0, "for 4 Force");
    assert!(
        matches!(&state.prompt, Some(Prompt::Peek { cards, hand: true, .. }) if *cards == vec![tie]),
        "the hand revealed"
    );
    // LOST: cancel Molator (here as it deploys, in the respond window).
    let (mut s, _) = board(DARK, Phase::Deploy, 2);
    let molator = s.hand(DARK, "Molator");
    let grimtaash = s.hand(LIGHT, "Grimtaash");
    let state = run(s.build(), &["deploy Molator on side (0)"]);
    assert_eq!(offered(&state), vec!["interrupt Grimtaash > Molator", "pass"]);
    let state = run(state, &["interrupt Grimtaash > Molator"]);
    assert!(state.player(DARK).lost_pile.contains(&molator), "Molator canceled");
    assert_eq!(state.player(LIGHT).lost_pile.last(), Some(&grimtaash), "LOST");
    // Neither with fewer than 13 cards and 3 Force.
    let (mut s, _) = board(LIGHT, Phase::Deploy, 3);
    s.hand(DARK, "Stormtrooper");
    s.hand(DARK, "Stormtrooper");
    s.hand(LIGHT, "Grimtaash");
    assert!(!is_offered(&s.build(), "interrupt Grimtaash"));
}

#[test]
fn card_1_250_imperial_code_cylinder_glances_at_a_reserve_deck_with_an_imperial_leader_present_at_a_scomp_link() {
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    s.at(DARK, "Grand Moff Tarkin", p.bay94);
    let top = s.reserve(LIGHT, "X-wing");
    s.hand(DARK, "Imperial Code Cylinder");
    let state = s.build();
    assert!(is_offered(&state, "interrupt Imperial Code Cylinder > Grand Moff Tarkin"), "its own deck too");
    let glancing = run(state, &["interrupt Imperial Code Cylinder"]);
    match &glancing.prompt {
        Some(Prompt::Pick { chooser, shown, shuffle, .. }) => {
            assert_eq!((*chooser, shown.len(), shown[0], *shuffle), (DARK, 5, top, Some(LIGHT)));
        }
        other => panic!("no glance: {other:?}"),
    }
    // Not with a leader away from a Scomp link, nor with a Scomp link and no leader.
    for (title, at_bay) in [("Grand Moff Tarkin", false), ("Stormtrooper", true)] {
        let (mut s, p) = board(DARK, Phase::Deploy, 2);
        s.at(DARK, title, if at_bay { p.bay94 } else { p.mos_eisley });
        s.hand(DARK, "Imperial Code Cylinder");
        assert!(!is_offered(&s.build(), "interrupt Imperial Code Cylinder"), "{title}");
    }
}
