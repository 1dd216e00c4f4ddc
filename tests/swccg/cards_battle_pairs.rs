//! Battle Interrupts of sets 1–3 that ask for two characters in a battle together, or answer a
//! battle lost beside a Wookiee: Furry Fury, Scruffy-Looking Nerf Herder, Let The Wookiee Win.
//! Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and plays its card
//! through the notation.

use crate::support::*;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{destiny_draws, power};
use hangar::rules::swccg::Action;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Event;
use hangar::rules::swccg::Moment;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;
use hangar::rules::swccg::Swccg;

/// Whether the respond window is open for `side`.
fn responding(state: &State, side: Side) -> bool {
    matches!(state.prompt, Some(Prompt::Respond { chooser, .. }) if chooser == side)
}

/// The Light Side's `light` attack Darth Vader at Mos Eisley; the Dark Side holds `interrupt`,
/// its battle destiny a 1 (Stormtrooper) and its next two draws 6 (Dark Maneuvers) and 3 (TIE
/// Advanced x1); the Light Side's battle destiny a 1 (Rebel Trooper). The battle runs to the Dark
/// Side's respond window after both drew battle destiny.
fn pair_battle(light: &[&str], interrupt: &str) -> State {
    let (mut s, p) = board(LIGHT, Phase::Battle, 6);
    for title in light {
        s.at(LIGHT, title, p.mos_eisley);
    }
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.reserve(DARK, "TIE Advanced x1");
    s.reserve(DARK, "Dark Maneuvers");
    s.reserve(DARK, "Stormtrooper");
    s.hand(DARK, interrupt);
    let mut state = run(s.build(), &["battle Tatooine: Mos Eisley", "pass", "pass"]);
    for _ in 0..20 {
        if responding(&state, DARK) || state.battle.as_ref().is_none_or(|b| b.totals != [0, 0]) {
            break;
        }
        let first = offered(&state).into_iter().next().expect("an action");
        state = run(state, &[first.as_str()]);
    }
    state
}

/// Furry Fury (3_125), "LOST: If Han and Chewie are in a battle together, draw two destiny.
/// Subtract total from opponent's attrition and total power (cannot fall below zero)": with Han
/// and Chewie in the battle the Dark Side's two draws (6 + 3) come off the Light Side's total
/// power and the attrition it makes, no Force used; with Han beside Luke (no Chewie) it is not
/// offered.
#[test]
fn card_3_125_furry_fury_lost_subtracts_two_destiny_when_han_and_chewie_battle_together() {
    let window = pair_battle(&["Han Solo", "Chewbacca"], "Furry Fury");
    assert!(responding(&window, DARK), "Han and Chewie in the battle together");
    let card = window.player(DARK).hand.iter().copied().find(|&c| window.def(c).title == "Furry Fury");
    let card = card.expect("in hand");
    let force = window.player(DARK).force_pile.len();
    let passed = run(window.clone(), &["pass"]);
    let played = run(window, &["interrupt Furry Fury"]);
    assert!(played.player(DARK).lost_pile.contains(&card), "played as LOST");
    assert_eq!(played.player(DARK).force_pile.len(), force, "no Force used");
    let (before, after) = (passed.battle.clone().expect("battle"), played.battle.clone().expect("battle"));
    // The Light Side's battle destiny is the Rebel Trooper's 1; its power is the rest.
    let power = before.totals[1] - 1;
    assert!(power >= 9, "Han and Chewie's power: {power}");
    assert_eq!(after.totals[1], power - 9 + 1, "6 + 3 off the Light Side's power, its destiny still counts");
    assert_eq!(after.totals[0], before.totals[0], "the Dark Side's total as it was");
    assert_eq!(before.against[0], 1, "attrition against the Dark Side without it");
    assert_eq!(after.against[0], 0, "the attrition the Light Side makes, less 9, not below 0");
    assert_eq!(after.against[1], before.against[1], "attrition against the Light Side as it was");
    let apart = pair_battle(&["Han Solo", "Luke Skywalker"], "Furry Fury");
    assert!(!responding(&apart, DARK), "no Chewie in the battle");
}

/// The Dark Side attacks the Light Side's `defender`, alone at Mos Eisley, with two Stormtroopers;
/// the Light Side holds `light_interrupt` and plays it, the Dark Side holds `dark_interrupt`.
fn defending_alone(defender: &str, light_interrupt: &str, dark_interrupt: &str) -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 4);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, defender, p.mos_eisley);
    s.hand(LIGHT, light_interrupt);
    s.hand(DARK, dark_interrupt);
    run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", &format!("interrupt {light_interrupt}")])
}

/// Furry Fury (3_125), "USED: Cancel Wookiee Roar or Han's Back or Life Debt" (Han's Back and
/// Life Debt are in no deck: inert): the Wookiee Roar just played for Chewie is cancelled, its two
/// battle destiny taken back; Solo Han, just played for Chewie, is not Wookiee Roar.
#[test]
fn card_3_125_furry_fury_used_cancels_wookiee_roar_just_played() {
    let state = defending_alone("Chewbacca", "Wookiee Roar", "Furry Fury");
    assert_eq!(destiny_draws(&state, LIGHT), 2, "Wookiee Roar adds two battle destiny");
    assert!(responding(&state, DARK), "the Dark Side may answer the Interrupt just played");
    let card = state.player(DARK).hand.iter().copied().find(|&c| state.def(c).title == "Furry Fury");
    let roar = state.player(LIGHT).lost_pile.iter().copied().find(|&c| state.def(c).title == "Wookiee Roar");
    let cancelled = run(state, &["interrupt Furry Fury > Wookiee Roar"]);
    assert_eq!(destiny_draws(&cancelled, LIGHT), 0, "the battle destiny Wookiee Roar added is taken back");
    assert!(cancelled.player(DARK).used_pile.contains(&card.expect("in hand")), "played as USED");
    assert!(cancelled.player(LIGHT).lost_pile.contains(&roar.expect("played")));
    let solo = defending_alone("Chewbacca", "Solo Han", "Furry Fury");
    assert_eq!(destiny_draws(&solo, LIGHT), 1, "Solo Han adds one for an alien");
    assert!(!responding(&solo, DARK), "Furry Fury does not cancel Solo Han");
}

/// Scruffy-Looking Nerf Herder (3_133), "USED: Cancel Solo Han or Warrior's Courage or I Know"
/// (I Know is in no deck; its LOST half asks for Leia, in no deck either: both inert). Solo Han
/// and Warrior's Courage are Interrupts cancelled as they are played (GEMP `Card3_133`: while
/// being played), as Dark Dissension cancels Lone Pilot: the battle destiny each added is taken
/// back; Wookiee Roar is not one of them.
#[test]
fn card_3_133_scruffy_looking_nerf_herder_used_cancels_solo_han_or_warriors_courage_just_played() {
    let state = defending_alone("Han Solo", "Solo Han", "Scruffy-Looking Nerf Herder");
    assert_eq!(destiny_draws(&state, LIGHT), 2, "Solo Han adds two battle destiny for Han");
    assert!(responding(&state, DARK), "the Dark Side may answer the Interrupt just played");
    let card = state.player(DARK).hand.iter().copied().find(|&c| state.def(c).title == "Scruffy-Looking Nerf Herder");
    let cancelled = run(state, &["interrupt Scruffy-Looking Nerf Herder > Solo Han"]);
    assert_eq!(destiny_draws(&cancelled, LIGHT), 0, "the battle destiny Solo Han added is taken back");
    assert!(cancelled.player(DARK).used_pile.contains(&card.expect("in hand")), "played as USED");
    let state = defending_alone("Rebel Trooper", "Warrior's Courage", "Scruffy-Looking Nerf Herder");
    assert_eq!(destiny_draws(&state, LIGHT), 1, "Warrior's Courage adds one");
    let cancelled = run(state, &["interrupt Scruffy-Looking Nerf Herder > Warrior's Courage"]);
    assert_eq!(destiny_draws(&cancelled, LIGHT), 0, "taken back");
    let roar = defending_alone("Chewbacca", "Wookiee Roar", "Scruffy-Looking Nerf Herder");
    assert_eq!(destiny_draws(&roar, LIGHT), 2);
    assert!(!responding(&roar, DARK), "Scruffy-Looking Nerf Herder does not cancel Wookiee Roar");
}

/// Whether the Light Side's respond window on a battle it just lost is open.
fn lost_window(state: &State) -> bool {
    matches!(state.prompt, Some(Prompt::Respond { chooser: LIGHT, to: Moment::LostBattle { .. } }))
}

/// The Dark Side's Vader and two Stormtroopers (one with a Blaster Rifle) attack the Light Side's
/// `light` at Mos Eisley (Dark 6 + 1 + 1 and a destiny of 1, against the Light Side's power and a
/// destiny of 1); the Light Side holds Let The Wookiee Win. Runs to the Light Side's window on the
/// battle lost, or to the battle's end.
fn wookiee_battle(light: &[&str]) -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 6);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.on(DARK, "Blaster Rifle", trooper);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    for title in light {
        s.at(LIGHT, title, p.mos_eisley);
    }
    s.hand(LIGHT, "Let The Wookiee Win");
    pass_until(run(s.build(), &["battle Tatooine: Mos Eisley"]), |s| lost_window(s) || s.battle.is_none())
}

/// Let The Wookiee Win (2_53), "Target an opponent's character of ability < 5 present with your
/// Wookiee that just participated in a battle you lost; character is Disarmed (power -1 and may no
/// longer carry weapons). Stack on that character" (GEMP `Card2_053`: `lostBattle`). Chewie loses
/// to Vader and two Stormtroopers: as the result is determined the Light Side may target a
/// Stormtrooper (ability 1), not Vader (6); the armed one loses its Blaster Rifle and 1 power, the
/// Interrupt stays stacked on it, and no weapon may deploy on it after. Without a Wookiee in the
/// battle lost, no window. "During a battle at a holosite, add one battle destiny" is inert: no
/// battle is ever at a holosite (`no_battles_at_holosites`).
#[test]
fn card_2_53_let_the_wookiee_win_disarms_a_character_present_with_your_wookiee_in_a_battle_you_lost() {
    let window = wookiee_battle(&["Chewbacca"]);
    assert!(lost_window(&window), "the loser's window: {:?}", window.prompt);
    let offers = offered_like(&window, "interrupt Let The Wookiee Win");
    assert!(!offers.is_empty() && offers.iter().all(|o| o.contains("Stormtrooper")), "ability < 5: {offers:?}");
    let card = find(&window, "Let The Wookiee Win");
    let troopers = all(&window, "Stormtrooper");
    let armed = troopers
        .iter()
        .copied()
        .find(|&t| window.player(DARK).table.iter().any(|&w| window.card(w).at == Some(At::On(t))))
        .expect("the armed Stormtrooper");
    let rifle = find(&window, "Blaster Rifle");
    let before = power(&window, armed);
    let play = Action::Interrupt { card, target: Some(armed) };
    assert!(Swccg::legal_actions(&window).contains(&play), "offered on the armed Stormtrooper");
    let played = Swccg::apply(&window, &play).expect("legal").0;
    assert_eq!(played.card(card).at, Some(At::On(armed)), "stacked on that character");
    assert!(played.player(DARK).lost_pile.contains(&rifle), "Disarmed: its weapon is lost");
    assert_eq!(power(&played, armed), before - 1, "power -1");
    assert_eq!(hangar::rules::swccg::problems(&played), []);
    // "May no longer carry weapons": a Blaster Rifle from the Dark Side's hand does not deploy on
    // the Stormtrooper it is stacked on, and does on one without it.
    let carries = |stacked: bool| {
        let (mut s, p) = board(DARK, Phase::Deploy, 6);
        let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
        if stacked {
            s.on(LIGHT, "Let The Wookiee Win", trooper);
        }
        s.hand(DARK, "Blaster Rifle");
        !offered_like(&s.build(), "deploy Blaster Rifle on").is_empty()
    };
    assert!(!carries(true), "may no longer carry weapons");
    assert!(carries(false));
    // No Wookiee in the battle lost: no window.
    let luke = wookiee_battle(&["Luke Skywalker"]);
    assert!(!lost_window(&luke));
}

/// The Dark Side's Stormtrooper attacks Luke at Mos Eisley; the Light Side's `adjacent` waits at
/// Docking Bay 94, next to it, and the Light Side holds `hand`.
fn obi_wan_board(adjacent: &str, hand: &[&str]) -> (State, hangar::engine::CardId) {
    let (mut s, p) = board(DARK, Phase::Battle, 6);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    let waiting = s.at(LIGHT, adjacent, p.bay94);
    for title in hand {
        s.hand(LIGHT, title);
    }
    (run(s.build(), &["battle Tatooine: Mos Eisley"]), waiting)
}

/// Help Me Obi-Wan Kenobi (1_86), "… OR One Rebel may move as a 'react' to an adjacent battle
/// site" (GEMP `Card1_086`: a battle the opponent initiated at a site; the Obi-Wan half names a
/// card no deck holds: inert): as the Dark Side attacks Luke at Mos Eisley, the Light Side's Rebel
/// Trooper at the adjacent Docking Bay 94 moves there as a 'react' (by landspeed, its regular
/// cost) and the Interrupt goes to the Used Pile; without the Interrupt, or with a droid (not a
/// Rebel) waiting there, no 'react' is offered.
#[test]
fn card_1_86_help_me_obi_wan_kenobi_lets_a_rebel_react_to_an_adjacent_battle_site() {
    let (state, trooper) = obi_wan_board("Rebel Trooper", &["Help Me Obi-Wan Kenobi"]);
    let reacts = offered_like(&state, "react ");
    assert_eq!(reacts.len(), 1, "{reacts:?}");
    assert!(reacts[0].starts_with("react landspeed Rebel Trooper > Tatooine: Mos Eisley"), "{reacts:?}");
    let card = find(&state, "Help Me Obi-Wan Kenobi");
    let reacted = run(state, &[reacts[0].as_str()]);
    assert_eq!(reacted.location_of(trooper), reacted.location_of(find(&reacted, "Luke Skywalker")));
    assert!(reacted.player(LIGHT).used_pile.contains(&card), "played, a Used Interrupt");
    assert_eq!(hangar::rules::swccg::problems(&reacted), []);
    let (without, _) = obi_wan_board("Rebel Trooper", &["Rebel Barrier"]);
    assert!(offered_like(&without, "react ").is_empty(), "no 'react' without the Interrupt");
    let (droid, _) = obi_wan_board("R2-D2 (Artoo-Detoo)", &["Help Me Obi-Wan Kenobi"]);
    assert!(offered_like(&droid, "react ").is_empty(), "only a Rebel");
}

/// The Dark Side's `rifles` Stormtroopers, each with a Blaster Rifle, attack the Light Side's
/// Biggs (ability 2) at Mos Eisley (the Dark Side's destinies are all 1s, its Reserve Deck of
/// Stormtroopers); it holds Precise Attack.
fn precise_board(rifles: usize) -> (State, hangar::engine::CardId) {
    let (mut s, p) = board(DARK, Phase::Battle, 8);
    for _ in 0..rifles {
        let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
        s.on(DARK, "Blaster Rifle", trooper);
    }
    let target = s.at(LIGHT, "Biggs Darklighter", p.mos_eisley);
    s.hand(DARK, "Precise Attack");
    (run(s.build(), &["battle Tatooine: Mos Eisley"]), target)
}

/// Precise Attack (1_265), "During a battle, target opponent's character or vehicle present with
/// two (or more) of your weapons. Add all weapon destiny draws together. Apply that total
/// separately for each weapon in an order of your choosing": two Blaster Rifles ("destiny +1")
/// fire at Biggs together, each for 2 Force; their draws (1 + 1) make 2, +1 is over his defense
/// value 2: hit (once), where one rifle's 1 + 1 alone is not; with one rifle it is not offered.
#[test]
fn card_1_265_precise_attack_fires_two_weapons_at_a_character_with_their_draws_added_together() {
    let (state, target) = precise_board(2);
    assert_eq!(
        offered_like(&state, "interrupt Precise Attack"),
        ["interrupt Precise Attack > Biggs Darklighter"],
        "{:?}",
        offered(&state)
    );
    let force = state.player(DARK).force_pile.len();
    let hits =
        |events: &[Event]| events.iter().filter(|e| matches!(e, Event::Hit { card, .. } if *card == target)).count();
    let (played, events) = take(&state, "interrupt Precise Attack > Biggs Darklighter");
    let rifles = all(&played, "Blaster Rifle");
    assert!(rifles.iter().all(|&r| played.card(r).fired == 1), "both weapons fired");
    assert_eq!(played.player(DARK).force_pile.len(), force - 4, "each at its cost (2 Force)");
    assert_eq!(hits(&events), 1, "1 + 1 + 1 > defense value 2: hit, once");
    let (_, alone) = take(&state, "fire Blaster Rifle > Biggs Darklighter");
    assert_eq!(hits(&alone), 0, "one rifle's 1 + 1 is not over 2");
    let (one, _) = precise_board(1);
    assert!(offered_like(&one, "interrupt Precise Attack").is_empty(), "two or more weapons");
}

/// Combined Attack (1_75), "During a battle, target opponent's starship present with two (or
/// more) of your starship weapons. …": two X-wings with Proton Torpedoes at Yavin 4 against a TIE
/// Fighter fire at it together (each fired once, at its cost); with one X-wing armed it is not
/// offered, nor is Precise Attack's target kind (a character) ever its target.
#[test]
fn card_1_75_combined_attack_fires_two_starship_weapons_at_a_starship_together() {
    let combined = |armed: usize| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 8);
        for n in 0..2 {
            let wing = s.at(LIGHT, "X-wing", p.yavin);
            if n < armed {
                s.on(LIGHT, "Proton Torpedoes", wing);
            }
        }
        s.at(DARK, "TIE Fighter", p.yavin);
        s.hand(LIGHT, "Combined Attack");
        run(s.build(), &["battle Yavin 4"])
    };
    let state = combined(2);
    assert_eq!(offered_like(&state, "interrupt Combined Attack"), ["interrupt Combined Attack > TIE Fighter"]);
    let force = state.player(LIGHT).force_pile.len();
    let played = run(state, &["interrupt Combined Attack > TIE Fighter"]);
    let torpedoes = all(&played, "Proton Torpedoes");
    assert!(torpedoes.iter().all(|&t| played.card(t).fired == 1), "both fired");
    assert_eq!(played.player(LIGHT).force_pile.len(), force - 2, "each at its cost (1 Force)");
    assert_eq!(hangar::rules::swccg::problems(&played), []);
    assert!(offered_like(&combined(1), "interrupt Combined Attack").is_empty(), "two or more weapons");
}

/// Local Trouble: "Use 1 Force at the beginning of your battle phase to allow any two of your
/// Stormtroopers in the Cantina to battle any one opponent's character (your choice). You may add
/// one battle destiny. No other battles may occur in Cantina this turn." Checks: at the beginning
/// of the Dark Side's battle phase, with two Stormtroopers and Vader at the Cantina against Luke
/// and Han, it is offered on each of the Light Side's characters there; played on Han, 1 Force is
/// used, the battle at the Cantina begins with Vader and Luke excluded (the Dark Side's destiny:
/// the one added, the troopers' ability 2 drawing none; with Vader it would be two), the Interrupt
/// is lost and the Cantina counts as battled this turn; with one Stormtrooper there, or once a battle was fought this turn, it is not offered.
#[test]
fn card_1_256_local_trouble_lets_two_stormtroopers_battle_one_character_at_the_cantina() {
    let setup = |troopers: usize, battled: bool| {
        let (mut s, p) = board(DARK, Phase::Battle, 6);
        let cantina = s.location(DARK, "Tatooine: Cantina");
        for _ in 0..troopers {
            s.at(DARK, "Stormtrooper", cantina);
        }
        let vader = s.at(DARK, "Darth Vader", cantina);
        let luke = s.at(LIGHT, "Luke Skywalker", cantina);
        s.at(LIGHT, "Han Solo", cantina);
        s.hand(DARK, "Local Trouble");
        if battled {
            s.state_mut().battled.push(p.mos_eisley);
        }
        (s.build(), cantina, vader, luke)
    };
    let (state, cantina, vader, luke) = setup(2, false);
    assert_eq!(
        offered_like(&state, "interrupt Local Trouble"),
        ["interrupt Local Trouble > Han Solo", "interrupt Local Trouble > Luke Skywalker"]
    );
    let force = state.player(DARK).force_pile.len();
    let fought = run(state, &["interrupt Local Trouble > Han Solo"]);
    let battle = fought.battle.as_ref().expect("a battle at the Cantina");
    assert_eq!(battle.location, cantina);
    assert_eq!(fought.player(DARK).force_pile.len(), force - 1, "1 Force used, none to initiate");
    assert!(battle.excluded.contains(&vader) && battle.excluded.contains(&luke), "only the three battle");
    assert_eq!(destiny_draws(&fought, DARK), 1, "the troopers' ability 2 draws none; one added");
    assert!(fought.battled.contains(&cantina), "no other battle at the Cantina this turn");
    assert!(fought.player(DARK).lost_pile.iter().any(|&c| fought.def(c).title == "Local Trouble"));
    assert_eq!(hangar::rules::swccg::problems(&fought), []);

    let (one, ..) = setup(1, false);
    assert!(offered_like(&one, "interrupt Local Trouble").is_empty(), "two Stormtroopers needed");
    let (late, ..) = setup(2, true);
    assert!(offered_like(&late, "interrupt Local Trouble").is_empty(), "only at the beginning of the battle phase");
}
