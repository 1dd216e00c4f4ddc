//! Besieged (`rules/swccg/sieges.rs`): a battle at a captured starship, between the Besieged's
//! player's characters present with it and the opponent's characters aboard it. Each test is
//! named `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and plays its card through the
//! notation. A destiny is the top card of the Reserve Deck.

use crate::support::*;
use hangar::engine::{CardId, Table};
use hangar::rules::swccg::{facts, problems, Action, At, Phase, Prompt, Reason, Side, Slot, State};

/// The cards of a siege board.
struct Siege {
    destroyer: CardId,
    red1: CardId,
    luke: CardId,
    vader: CardId,
    trooper: CardId,
    red3: CardId,
    besieged: Option<CardId>,
}

/// Red 1 captured under an Imperial-Class Star Destroyer at Yavin 4, Luke Skywalker piloting
/// it; Darth Vader and a Stormtrooper aboard the Star Destroyer; Red 3 (a Rebel Pilot at its
/// controls) and a TIE Fighter free at Yavin 4. The Dark Side's `phase`, 6 Force; Besieged on Red
/// 1 when `deployed`, else in hand. Destinies: the Dark Side's a Stormtrooper's, the Light
/// Side's a Rebel Trooper's.
fn siege(phase: Phase, deployed: bool) -> (State, Siege) {
    siege_in(DARK, phase, deployed, &[])
}

/// [`siege`] in `active`'s `phase`, with `light_hand` in the Light Side's hand.
fn siege_in(active: Side, phase: Phase, deployed: bool, light_hand: &[&str]) -> (State, Siege) {
    let (mut s, p) = board(active, phase, 6);
    for t in light_hand {
        s.hand(LIGHT, t);
    }
    let destroyer = s.at(DARK, "Imperial-Class Star Destroyer", p.yavin);
    let vader = s.aboard(DARK, "Darth Vader", destroyer, Slot::Passenger);
    let trooper = s.aboard(DARK, "Stormtrooper", destroyer, Slot::Passenger);
    s.at(DARK, "TIE Fighter", p.yavin);
    let red1 = s.at(LIGHT, "Red 1", p.yavin);
    let luke = s.aboard(LIGHT, "Luke Skywalker", red1, Slot::Pilot);
    let red3 = s.at(LIGHT, "Red 3", p.yavin);
    s.aboard(LIGHT, "Rebel Pilot", red3, Slot::Pilot);
    let besieged = if deployed {
        Some(s.on(DARK, "Besieged", red1))
    } else {
        s.hand(DARK, "Besieged");
        None
    };
    s.reserve(DARK, "Stormtrooper");
    s.reserve(LIGHT, "Rebel Trooper");
    let mut state = s.build();
    state.card_mut(red1).at = Some(At::On(destroyer));
    state.captured_ships.push([destroyer, red1]);
    (state, Siege { destroyer, red1, luke, vader, trooper, red3, besieged })
}

/// Besieged: "Deploy on a captured starship. Your characters present with captured starship may
/// battle opponent's characters aboard it (as if present together at a site)." Checks: it deploys
/// (free) on captured Red 1 only — not on Red 3, free at the same system, nor on the Star
/// Destroyer; on Red 1 it offers the Dark Side a battle at Red 1 (1 Force), refused without it
/// (`NotBesieged`), without a Dark character aboard the Star Destroyer (`NoPresence`) and with Red
/// 1 empty (`NoOpposition`). The battle: Vader and the Stormtrooper against Luke — those
/// characters' power only (7 against 3: not Red 1's, Red 3's or the TIE's), each side drawing a
/// battle destiny by their ability (passengers count, as if present at a site); the Light Side
/// loses and the cards it may forfeit are Luke alone; forfeited, he is lost and the battle ends;
/// Red 1 stays captured, the state checker accepting every position; once a turn.
#[test]
fn card_2_117_besieged_lets_characters_present_with_a_captured_starship_battle_those_aboard_it() {
    let (state, ids) = siege(Phase::Deploy, false);
    assert_eq!(offered_like(&state, "deploy Besieged"), ["deploy Besieged on Red 1 (0)"]);
    assert!(problems(&state).is_empty(), "{:?}", problems(&state));
    let deployed = run(state, &["deploy Besieged on Red 1 (0)"]);
    let effect = find(&deployed, "Besieged");
    assert_eq!(deployed.card(effect).at, Some(At::On(ids.red1)));
    assert_eq!(deployed.player(DARK).force_pile.len(), 6, "deploys free");

    // Not besieged: no battle at Red 1.
    let (state, ids) = siege(Phase::Battle, false);
    assert!(offered_like(&state, "battle Red 1").is_empty());
    assert_eq!(why(&state, Action::Battle { location: ids.red1, force: 1 }).0, Reason::NotBesieged);

    let (state, ids) = siege(Phase::Battle, true);
    assert_eq!(offered_like(&state, "battle Red 1"), ["battle Red 1 (1)"]);
    assert!(problems(&state).is_empty(), "{:?}", problems(&state));
    // No Dark character present with Red 1, or nobody aboard it: no battle.
    let mut alone = state.clone();
    alone.card_mut(ids.vader).at = None;
    alone.card_mut(ids.trooper).at = None;
    alone.player_mut(DARK).table.retain(|&c| c != ids.vader && c != ids.trooper);
    assert_eq!(why(&alone, Action::Battle { location: ids.red1, force: 1 }).0, Reason::NoPresence);
    let mut empty = state.clone();
    empty.card_mut(ids.luke).at = None;
    empty.player_mut(LIGHT).table.retain(|&c| c != ids.luke);
    assert_eq!(why(&empty, Action::Battle { location: ids.red1, force: 1 }).0, Reason::NoOpposition);

    let battle = run(state, &["battle Red 1 (1)"]);
    assert_eq!(battle.battle.as_ref().map(|b| b.location), Some(ids.red1));
    assert_eq!(facts::total_power(&battle, DARK, ids.red1), 7, "Vader 6 and the Stormtrooper 1");
    assert_eq!(facts::total_power(&battle, LIGHT, ids.red1), 3, "Luke only: not Red 1 nor Red 3");
    assert_eq!(facts::destiny_ability(&battle, DARK, ids.red1), 7, "passengers count");
    assert_eq!(facts::destiny_ability(&battle, LIGHT, ids.red1), 4);
    assert!(problems(&battle).is_empty(), "{:?}", problems(&battle));
    let damage = pass_until(battle, |s| matches!(s.prompt, Some(Prompt::Damage { chooser: LIGHT })));
    let b = damage.battle.as_ref().expect("in the damage segment");
    assert_eq!(b.winner, Some(DARK));
    assert_eq!(b.destiny.iter().map(Vec::len).collect::<Vec<_>>(), [1, 1], "a battle destiny each");
    assert_eq!(offered_like(&damage, "forfeit"), ["forfeit Luke Skywalker"], "Luke alone");
    assert!(problems(&damage).is_empty(), "{:?}", problems(&damage));
    let after = pass_until(run(damage, &["forfeit Luke Skywalker"]), |s| s.battle.is_none());
    assert!(after.player(LIGHT).lost_pile.contains(&ids.luke));
    assert_eq!(after.captured_ships, vec![[ids.destroyer, ids.red1]], "Red 1 stays captured");
    assert_eq!(after.card(ids.red3).at, siege(Phase::Battle, true).0.card(ids.red3).at, "Red 3 untouched");
    assert!(problems(&after).is_empty(), "{:?}", problems(&after));
    assert_eq!(why(&after, Action::Battle { location: ids.red1, force: 1 }).0, Reason::AlreadyBattled);
}

/// Besieged at Docking Bay 327: a starship the Death Star Tractor Beam pulled in is held at the
/// site, and the Dark Side's characters "present with" it are those at the docking bay. Checks:
/// with a Stormtrooper there, the battle at Red 1 is offered; with the Stormtrooper at another
/// Death Star site, it is not (`NoPresence`).
#[test]
fn card_2_117_besieged_at_docking_bay_327_battles_with_the_characters_at_the_docking_bay() {
    let build = |at_bay: bool| {
        let (mut s, _) = board(DARK, Phase::Battle, 6);
        s.location(DARK, "Death Star");
        let bay = s.location(DARK, "Death Star: Docking Bay 327");
        let corridor = s.location(DARK, "Death Star: Detention Block Corridor");
        s.at(DARK, "Stormtrooper", if at_bay { bay } else { corridor });
        let red1 = s.at(LIGHT, "Red 1", bay);
        s.aboard(LIGHT, "Luke Skywalker", red1, Slot::Pilot);
        s.on(DARK, "Besieged", red1);
        let mut state = s.build();
        state.card_mut(red1).at = Some(At::On(bay));
        state.captured_ships.push([bay, red1]);
        (state, red1)
    };
    let (state, red1) = build(true);
    assert!(problems(&state).is_empty(), "{:?}", problems(&state));
    assert_eq!(offered_like(&state, "battle Red 1"), ["battle Red 1 (1)"]);
    let battle = run(state, &["battle Red 1 (1)"]);
    assert_eq!(facts::total_power(&battle, DARK, red1), 1, "the Stormtrooper at the docking bay");
    let (state, red1) = build(false);
    assert!(offered_like(&state, "battle Red 1").is_empty());
    assert_eq!(why(&state, Action::Battle { location: red1, force: 1 }).0, Reason::NoPresence);
}

/// Alternatives To Fighting: "OR Cancel Besieged." (the line was inert while Besieged was not
/// in the catalog). Checks: with Besieged on captured Red 1 the Light Side may play it on
/// Besieged, which is lost, and the battle at Red 1 is no longer offered; with none on the table
/// that option is not offered.
#[test]
fn card_2_44_alternatives_to_fighting_cancels_besieged() {
    let (state, ids) = siege_in(LIGHT, Phase::Deploy, true, &["Alternatives To Fighting"]);
    let plays = offered_like(&state, "interrupt Alternatives To Fighting > Besieged");
    assert_eq!(plays, ["interrupt Alternatives To Fighting > Besieged"]);
    let canceled = run(state, &[plays[0].as_str()]);
    let effect = ids.besieged.expect("on Red 1");
    assert!(canceled.player(DARK).lost_pile.contains(&effect), "Besieged lost");
    assert!(problems(&canceled).is_empty(), "{:?}", problems(&canceled));
    let mut later = canceled;
    later.active = DARK;
    later.phase = Phase::Battle;
    later.prompt = None;
    assert!(offered_like(&later, "battle Red 1").is_empty(), "no Besieged, no battle at Red 1");
    let (state, _) = siege_in(LIGHT, Phase::Deploy, false, &["Alternatives To Fighting"]);
    let cancels = offered_like(&state, "interrupt Alternatives To Fighting > Besieged");
    assert!(cancels.is_empty(), "no Besieged to cancel");
}

/// Alternatives To Fighting: "OR Release (move for free) all your characters from a captured
/// starship to your side of any docking bay site." (the line was inert while no card captured a
/// starship; GEMP `Card2_044`). Checks: with Luke aboard captured Red 1 the Light Side may play
/// it on Red 1 only (not on Red 3, free at Yavin 4: refused, the card's first option's `NotATarget`); played, it
/// offers the docking bays on the table (Docking Bay 94 and Yavin 4's); Yavin 4: Docking Bay
/// picked, Luke is there, no Force used, Red 1 stays captured and the Interrupt is lost, the state
/// checker accepting every position; passing the pick leaves Luke aboard; with nobody of the
/// Light Side aboard Red 1 it is not offered.
#[test]
fn card_2_44_alternatives_to_fighting_releases_characters_from_a_captured_starship() {
    let (state, ids) = siege_in(LIGHT, Phase::Deploy, false, &["Alternatives To Fighting"]);
    let card = find(&state, "Alternatives To Fighting");
    assert_eq!(
        offered_like(&state, "interrupt Alternatives To Fighting"),
        ["interrupt Alternatives To Fighting > Red 1"]
    );
    let refused = why(&state, Action::Interrupt { card, target: Some(ids.red3) });
    assert_eq!(refused.0, Reason::NotATarget, "Red 3 is not captured (the first option's refusal)");
    let force = state.player(LIGHT).force_pile.len();
    let played = run(state, &["interrupt Alternatives To Fighting > Red 1"]);
    let Some(Prompt::Pick { chooser, cards, .. }) = &played.prompt else { panic!("a pick: {:?}", played.prompt) };
    assert_eq!(*chooser, LIGHT);
    let bays: Vec<&str> = cards.iter().map(|&c| played.def(c).title.as_ref()).collect();
    assert_eq!(bays, ["Tatooine: Docking Bay 94", "Yavin 4: Docking Bay"]);
    assert!(problems(&played).is_empty(), "{:?}", problems(&played));
    let kept = run(played.clone(), &["pass"]);
    assert_eq!(kept.card(ids.luke).at, Some(At::Aboard { host: ids.red1, slot: Slot::Pilot }), "pass: none released");
    let released = run(played, &["pick Yavin 4: Docking Bay"]);
    let bay = find(&released, "Yavin 4: Docking Bay");
    assert_eq!(released.card(ids.luke).at, Some(At::Location(bay)), "Luke released to the docking bay");
    assert_eq!(released.player(LIGHT).force_pile.len(), force, "for free");
    assert_eq!(released.captured_ships, vec![[ids.destroyer, ids.red1]], "Red 1 stays captured");
    assert!(released.player(LIGHT).lost_pile.contains(&card), "a Lost Interrupt");
    assert!(problems(&released).is_empty(), "{:?}", problems(&released));

    let (mut empty, ids) = siege_in(LIGHT, Phase::Deploy, false, &["Alternatives To Fighting"]);
    empty.card_mut(ids.luke).at = None;
    empty.player_mut(LIGHT).table.retain(|&c| c != ids.luke);
    assert!(offered_like(&empty, "interrupt Alternatives To Fighting").is_empty(), "nobody to release");
}
