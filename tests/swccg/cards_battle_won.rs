//! Interrupts and Effects of sets 1-3 that disarm a character or answer a battle just won.
//! Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`).

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::power;
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
