//! Interrupts and Effects of sets 1-3 that disarm a character or answer a battle just won.
//! Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`).

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{forfeit, power};
use hangar::rules::swccg::At;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Side;

/// Disarmed, either side's: `side` in `phase` with an armed character of its own (`own`, with
/// `own_weapon`) and the opponent's armed `theirs` (with `their_weapon`) present at Mos Eisley, an
/// unarmed `bystander` of the opponent's there too, and Disarmed in hand.
fn disarm_board(
    side: Side,
    phase: Phase,
    own: (&str, &str),
    theirs: (&str, &str),
    armed: bool,
) -> (hangar::rules::swccg::State, hangar::engine::CardId, hangar::engine::CardId, hangar::engine::CardId) {
    let (mut s, p) = board(side, phase, 6);
    let mine = s.at(side, own.0, p.mos_eisley);
    if armed {
        s.on(side, own.1, mine);
    }
    let target = s.at(side.opponent(), theirs.0, p.mos_eisley);
    let weapon = s.on(side.opponent(), theirs.1, target);
    s.at(side.opponent(), "Imperial Pilot", p.jungle);
    s.at(side.opponent(), "Rebel Trooper", p.jungle);
    let effect = s.hand(side, "Disarmed");
    (s.build(), target, weapon, effect)
}

/// Plays Disarmed's whole text for `side`: offered in its control phase on the opponent's armed
/// character present where its own armed character is present (not in the deploy phase, not
/// without its own armed character there); as it lands the character's weapon is lost and its
/// power is 1 less; a weapon may no longer deploy on the character.
fn plays_disarmed(side: Side, own: (&str, &str), theirs: (&str, &str)) {
    let deploy = format!("deploy Disarmed on {}", theirs.0);
    let (before, target, weapon, effect) = disarm_board(side, Phase::Control, own, theirs, true);
    let offers = offered_like(&before, "deploy Disarmed");
    assert_eq!(offers.len(), 1, "only on the armed opponent's character: {offers:?}");
    assert!(offers[0].starts_with(&deploy), "{offers:?}");
    let after = run(before.clone(), &[deploy.as_str()]);
    assert_eq!(after.card(effect).at, Some(At::On(target)));
    assert_eq!(after.card(weapon).at, None, "loses all weapons");
    assert!(after.player(side.opponent()).lost_pile.contains(&weapon));
    assert_eq!(power(&after, target), power(&before, target) - 1, "power -1");
    assert_eq!(hangar::rules::swccg::problems(&after), []);
    // Not in the deploy phase; not without an armed character of one's own there.
    let (deploy_phase, ..) = disarm_board(side, Phase::Deploy, own, theirs, true);
    assert!(offered_like(&deploy_phase, "deploy Disarmed").is_empty(), "only in a control phase");
    let (unarmed, ..) = disarm_board(side, Phase::Control, own, theirs, false);
    assert!(offered_like(&unarmed, "deploy Disarmed").is_empty(), "both players need an armed character");
    // "May no longer carry weapons": the opponent's weapon does not deploy on it.
    let (mut s, p) = board(side.opponent(), Phase::Deploy, 6);
    let character = s.at(side.opponent(), theirs.0, p.mos_eisley);
    s.on(side, "Disarmed", character);
    s.hand(side.opponent(), theirs.1);
    let disarmed = s.build();
    assert!(offered_like(&disarmed, &format!("deploy {} on", theirs.1)).is_empty(), "may no longer carry weapons");
    let (mut s, p) = board(side.opponent(), Phase::Deploy, 6);
    s.at(side.opponent(), theirs.0, p.mos_eisley);
    s.hand(side.opponent(), theirs.1);
    assert!(!offered_like(&s.build(), &format!("deploy {} on", theirs.1)).is_empty(), "armed without Disarmed");
}

/// "If both players have a character with a weapon present at same site, deploy on that
/// opponent's character during any control phase. Character loses all weapons, is power -1 and
/// may no longer carry weapons." (Light Side's: on an armed Stormtrooper.)
#[test]
fn card_1_48_disarmed_takes_the_weapons_and_1_power_of_an_armed_opponent_in_the_control_phase() {
    plays_disarmed(LIGHT, ("Rebel Trooper", "Blaster"), ("Stormtrooper", "Blaster Rifle"));
}

/// The Dark Side's Disarmed, the same text: on an armed Rebel Trooper.
#[test]
fn card_1_214_disarmed_takes_the_weapons_and_1_power_of_an_armed_opponent_in_the_control_phase() {
    plays_disarmed(DARK, ("Stormtrooper", "Blaster Rifle"), ("Rebel Trooper", "Blaster"));
}

/// Whether the Dark Side's respond window on a battle it just won is open.
fn won_window(state: &hangar::rules::swccg::State) -> bool {
    matches!(
        state.prompt,
        Some(hangar::rules::swccg::Prompt::Respond { chooser: DARK, to: hangar::rules::swccg::Moment::Won { .. } })
    )
}

/// `title` (one in the Dark Side's Reserve Deck) on top of it: the next destiny drawn.
fn on_top(mut s: hangar::rules::swccg::State, title: &str) -> hangar::rules::swccg::State {
    let card = all(&s, title).into_iter().find(|&c| s.player(DARK).reserve.contains(&c)).expect("in reserve");
    let reserve = &mut s.player_mut(DARK).reserve;
    reserve.retain(|&c| c != card);
    reserve.push(card);
    s
}

/// "Cause one Rebel Trooper to be immediately lost. OR If a Dark Jedi is present at a battle you
/// have just won, use 1 Force to attempt to choke any opposing character present. Draw destiny.
/// If destiny > target's ability, target is lost." The first option: in the Dark Side's deploy
/// phase, on the Rebel Trooper only (not on Luke); it is lost. The second: Vader wins a battle at
/// Mos Eisley; before the damage segment the Dark Side may choke Luke for 1 Force: a destiny of 6
/// (It's Worse) beats his ability 4 and he is lost, a destiny of 1 (Stormtrooper) does not. With
/// no Dark Jedi in the battle won, no window.
#[test]
fn card_1_264_physical_choke_loses_a_rebel_trooper_or_chokes_after_a_dark_jedi_wins() {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.jungle);
    let choke = s.hand(DARK, "Physical Choke");
    let before = s.build();
    assert_eq!(offered_like(&before, "interrupt Physical Choke"), ["interrupt Physical Choke > Rebel Trooper"]);
    let after = run(before, &["interrupt Physical Choke > Rebel Trooper"]);
    assert!(after.player(LIGHT).lost_pile.contains(&trooper), "immediately lost");
    assert!(after.player(DARK).lost_pile.contains(&choke), "a Lost Interrupt");

    let battle = |vader: bool| {
        let (mut s, p) = board(DARK, Phase::Battle, 6);
        s.at(DARK, if vader { "Darth Vader" } else { "Stormtrooper" }, p.mos_eisley);
        s.at(DARK, "Stormtrooper", p.mos_eisley);
        s.at(DARK, "Stormtrooper", p.mos_eisley);
        s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
        s.reserve(DARK, "It's Worse");
        s.reserve(DARK, "Stormtrooper");
        s.hand(DARK, "Physical Choke");
        run(s.build(), &["battle Tatooine: Mos Eisley"])
    };
    let window = pass_until(battle(true), |s| won_window(s) || s.battle.is_none());
    assert!(won_window(&window), "the winner's window: {:?}", window.prompt);
    assert_eq!(offered(&window), ["interrupt Physical Choke > Luke Skywalker", "pass"]);
    let luke = find(&window, "Luke Skywalker");
    let force = window.player(DARK).force_pile.len();
    let high = run(on_top(window.clone(), "It's Worse"), &["interrupt Physical Choke > Luke Skywalker"]);
    assert!(high.player(LIGHT).lost_pile.contains(&luke), "destiny 6 > ability 4");
    assert_eq!(high.player(DARK).force_pile.len(), force - 1, "uses 1 Force");
    let low = run(on_top(window, "Stormtrooper"), &["interrupt Physical Choke > Luke Skywalker"]);
    assert!(!low.player(LIGHT).lost_pile.contains(&luke));
    // No Dark Jedi: the Stormtroopers win, and no window.
    let troopers = pass_until(battle(false), |s| won_window(s) || s.battle.is_none());
    assert!(!won_window(&troopers));
}

/// "Deploy on any Yavin 4 site immediately after winning a battle elsewhere. Target a warrior
/// involved in that battle. Target's power and forfeit are -2 (-3 if Leia) until target reaches
/// this Utinni Effect (which is then canceled)." Not in the deploy phase; when Vader wins at Mos
/// Eisley, the Dark Side's window offers it on the Yavin 4 sites (free); deployed on the Jungle it
/// targets a warrior of the battle, either side's (not the Rebel Trooper at the Docking Bay):
/// Luke's power and forfeit are 2 less. (Reaching it cancels it as any Utinni Effect's target
/// does, `cards_utinni.rs`; no Leia is in the pool.)
#[test]
fn card_1_231_tactical_re_call_deploys_after_a_battle_won_and_takes_2_power_and_forfeit_from_a_warrior_of_it() {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.hand(DARK, "Tactical Re-Call");
    assert!(offered_like(&s.build(), "deploy Tactical Re-Call").is_empty(), "only after winning a battle");

    let (mut s, p) = board(DARK, Phase::Battle, 6);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.yavin_bay);
    let effect = s.hand(DARK, "Tactical Re-Call");
    let window = pass_until(run(s.build(), &["battle Tatooine: Mos Eisley"]), |s| won_window(s) || s.battle.is_none());
    assert!(won_window(&window), "the winner's window: {:?}", window.prompt);
    let mut deploys = offered_like(&window, "deploy Tactical Re-Call");
    deploys.sort();
    assert_eq!(
        deploys,
        ["deploy Tactical Re-Call on Yavin 4: Docking Bay (0)", "deploy Tactical Re-Call on Yavin 4: Jungle (0)"]
    );
    let (power_before, forfeit_before) = (power(&window, luke), forfeit(&window, luke));
    let aiming = run(window, &["deploy Tactical Re-Call on Yavin 4: Jungle"]);
    assert_eq!(aiming.card(effect).at, Some(At::On(p.jungle)));
    let mut picks = offered_like(&aiming, "pick");
    picks.sort();
    assert_eq!(picks, ["pick Darth Vader", "pick Luke Skywalker", "pick Stormtrooper"], "the battle's warriors");
    let aimed = run(aiming, &["pick Luke Skywalker"]);
    assert_eq!(power(&aimed, luke), power_before.saturating_sub(2));
    assert_eq!(forfeit(&aimed, luke), forfeit_before - 2);
    assert_eq!(hangar::rules::swccg::problems(&aimed), []);
}

/// "Deploy on any location. Whenever you control this location during your control phase but do
/// not Force drain here, opponent generates no Force here on opponent's next turn." It deploys on
/// any location (a site, a system). On Mos Eisley, which the Dark Side controls in its control
/// phase without draining there, the Light Side generates Mos Eisley's icons less in its next turn
/// (over at the end of that turn); a Force drain there undoes it.
#[test]
fn card_3_106_imperial_domination_stops_the_opponents_generation_where_you_control_and_do_not_drain() {
    use hangar::rules::swccg::facts::generation;
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.hand(DARK, "Imperial Domination");
    let mut deploys = offered_like(&s.build(), "deploy Imperial Domination");
    deploys.sort();
    assert_eq!(deploys.len(), 6, "any location: {deploys:?}");

    let game = |effect: bool| {
        let (mut s, p) = board(DARK, Phase::Activate, 6);
        s.at(DARK, "Stormtrooper", p.mos_eisley);
        if effect {
            s.on(DARK, "Imperial Domination", p.mos_eisley);
        }
        (s.build(), p)
    };
    let light_turn = |s| pass_until(s, |s: &hangar::rules::swccg::State| s.active == LIGHT);
    let (plain, _) = game(false);
    let normal = generation(&light_turn(plain), LIGHT);
    let (dominated, p) = game(true);
    let control = pass_until(dominated, |s| s.phase == Phase::Control);
    assert_eq!(control.dominion.len(), 1, "noted in the Dark Side's control phase");
    let icons = {
        let loc = control.def(p.mos_eisley).location.as_ref().expect("a location");
        loc.icons(LIGHT)
    };
    assert!(icons > 0, "Mos Eisley has a Light Side icon");
    let next = light_turn(control.clone());
    assert_eq!(generation(&next, LIGHT), normal - icons, "no Force generated at Mos Eisley");
    let after = pass_until(next, |s| s.active == DARK);
    assert_eq!(after.phase, Phase::Activate);
    assert!(after.dominion.is_empty(), "over at the end of the Light Side's turn");
    // Drained there: nothing.
    let drained = run(control, &["drain Tatooine: Mos Eisley"]);
    assert_eq!(generation(&light_turn(drained), LIGHT), normal, "the drain undoes it");
}
