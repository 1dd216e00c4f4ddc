//! Sites rearranged and barred (Hoth, the Death Star, Dantooine): The Shield Doors Must Be Closed,
//! Collapsing Corridor, Retract The Bridge, They're On Dantooine, Expand The Empire. Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and plays its card
//! through the notation.

use crate::cards_locations::inert;
use crate::support::*;
use hangar::engine::{CardId, Table};
use hangar::rules::swccg::facts::{drain_amount, generation};
use hangar::rules::swccg::{
    problems, Action, At, Dest, InertReason, Movement, Phase, Reason, Scenario, Side, Slot, State,
};

/// Hoth's sites in table order: North Ridge (4th Marker), Echo Docking Bay, Echo Corridor.
struct Hoth {
    system: CardId,
    ridge: CardId,
    bay: CardId,
    corridor: CardId,
}

/// `active`'s `phase` with the two planets of `board` and Hoth's system and three sites; under
/// 'nighttime conditions' (Sunsdown on the Hoth system) when `night`; without the North Ridge (no
/// marker site) when `!marker`.
fn hoth(active: Side, phase: Phase, night: bool, marker: bool) -> (Scenario, Hoth) {
    let (mut s, p) = board(active, phase, 4);
    let system = s.location(DARK, "Hoth");
    let ridge = if marker { s.location(DARK, "Hoth: North Ridge (4th Marker)") } else { p.jungle };
    let bay = s.location(DARK, "Hoth: Echo Docking Bay");
    let corridor = s.location(DARK, "Hoth: Echo Corridor");
    if night {
        s.on(DARK, "Sunsdown", system);
    }
    (s, Hoth { system, ridge, bay, corridor })
}

/// `active`'s move phase: The Shield Doors Must Be Closed on the Echo Docking Bay, a Stormtrooper
/// and a TIE Fighter there, a Rebel Trooper at the North Ridge.
fn doors(active: Side, night: bool) -> (State, Hoth, [CardId; 3]) {
    let (mut s, h) = hoth(active, Phase::Move, night, true);
    s.on(DARK, "The Shield Doors Must Be Closed", h.bay);
    let trooper = s.at(DARK, "Stormtrooper", h.bay);
    let tie = s.at(DARK, "TIE Fighter", h.bay);
    let rebel = s.at(LIGHT, "Rebel Trooper", h.ridge);
    (s.build(), h, [trooper, tie, rebel])
}

/// "Deploy between Echo Docking Bay and innermost marker site. When under 'nighttime conditions,'
/// no movement is allowed to or from Echo Docking Bay unless it is to or from an Echo site." It
/// deploys on the Echo Docking Bay while a marker site is on the table, not without one. At night
/// the Stormtrooper there walks to the Echo Corridor but not to the North Ridge, the TIE does not
/// take off, and the Rebel at the North Ridge does not walk in (refused, citing the Effect); by
/// day all of them move.
#[test]
fn card_3_111_the_shield_doors_must_be_closed_bar_moves_to_and_from_echo_docking_bay_at_night() {
    let (mut s, _) = hoth(DARK, Phase::Deploy, false, true);
    s.hand(DARK, "The Shield Doors Must Be Closed");
    let state = s.build();
    let deploys = offered_like(&state, "deploy The Shield Doors Must Be Closed");
    assert_eq!(deploys, ["deploy The Shield Doors Must Be Closed on Hoth: Echo Docking Bay (0)"]);
    let after = run(state, &["deploy The Shield Doors Must Be Closed on Hoth: Echo Docking Bay"]);
    assert_eq!(problems(&after), []);
    let (mut s, _) = hoth(DARK, Phase::Deploy, false, false);
    s.hand(DARK, "The Shield Doors Must Be Closed");
    assert!(offered_like(&s.build(), "deploy The Shield Doors").is_empty(), "no marker site on the table");

    let (night, h, [trooper, tie, _]) = doors(DARK, true);
    let walks = offered_like(&night, "landspeed Stormtrooper");
    assert!(walks.iter().any(|o| o.contains("Echo Corridor")), "{walks:?}");
    assert!(!walks.iter().any(|o| o.contains("North Ridge")), "{walks:?}");
    assert!(offered_like(&night, "takeoff TIE Fighter").is_empty());
    let (reason, cite) =
        why(&night, Action::Move { card: trooper, how: Movement::Landspeed, to: Dest::At(h.ridge), force: 1 });
    assert_eq!(reason, Reason::ClosedAtNight { site: "Hoth: Echo Docking Bay".into(), unless: "Echo".into() });
    assert_eq!(cite, "The Shield Doors Must Be Closed");
    let (reason, _) = why(&night, Action::Move { card: tie, how: Movement::TakeOff, to: Dest::At(h.system), force: 1 });
    assert!(matches!(reason, Reason::ClosedAtNight { .. }), "{reason:?}");
    let after = run(night, &["landspeed Stormtrooper > Hoth: Echo Corridor"]);
    assert_eq!(after.card(trooper).at, Some(At::Location(h.corridor)));
    let (night, _, _) = doors(LIGHT, true);
    let walks = offered_like(&night, "landspeed Rebel Trooper");
    assert!(!walks.iter().any(|o| o.contains("Echo Docking Bay")), "{walks:?}");

    let (day, _, _) = doors(DARK, false);
    assert!(offered_like(&day, "landspeed Stormtrooper").iter().any(|o| o.contains("North Ridge")));
    assert!(!offered_like(&day, "takeoff TIE Fighter").is_empty());
    let (day, _, _) = doors(LIGHT, false);
    assert!(offered_like(&day, "landspeed Rebel Trooper").iter().any(|o| o.contains("Echo Docking Bay")));
}

/// Tamizander Rey: "While at Echo Docking Bay, once every turn, may allow one character on Hoth
/// to be immune to The Shield Doors Must Be Closed." At night, in the Light Side's move phase,
/// with him at the Echo Docking Bay, the Rebel Trooper at the North Ridge is made immune (any
/// character on Hoth may be: the Dark Side's Stormtrooper too) and walks into the docking bay the
/// Effect closes. Once a turn: a second use is refused, citing him; at the turn's end the
/// immunity ends. Not from the Echo Corridor; not with the Effect off the table; not by the Dark
/// Side, acting in its own turn (top-level actions are the active player's).
#[test]
fn card_3_20_tamizander_rey_makes_a_character_on_hoth_immune_to_the_shield_doors_once_a_turn() {
    let build = |active: Side, at_bay: bool, effect: bool| {
        let (mut s, h) = hoth(active, Phase::Move, true, true);
        if effect {
            s.on(DARK, "The Shield Doors Must Be Closed", h.bay);
        }
        let tamizander = s.at(LIGHT, "Tamizander Rey", if at_bay { h.bay } else { h.corridor });
        let trooper = s.at(DARK, "Stormtrooper", h.bay);
        let rebel = s.at(LIGHT, "Rebel Trooper", h.ridge);
        (s.build(), h, [tamizander, trooper, rebel])
    };
    let (state, h, [tamizander, trooper, rebel]) = build(LIGHT, true, true);
    let offers = offered_like(&state, "immunize");
    for target in ["Rebel Trooper", "Stormtrooper", "Tamizander Rey"] {
        assert!(offers.contains(&format!("immunize with Tamizander Rey > {target}")), "{offers:?}");
    }
    let walk = |s: &State| offered_like(s, "landspeed Rebel Trooper").iter().any(|o| o.contains("Echo Docking Bay"));
    assert!(!walk(&state), "the doors are closed at night");
    let after = run(state, &["immunize with Tamizander Rey > Rebel Trooper"]);
    assert!(walk(&after), "immune, it walks in");
    assert!(problems(&after).is_empty(), "{:?}", problems(&after));
    let in_bay = run(after.clone(), &["landspeed Rebel Trooper > Hoth: Echo Docking Bay"]);
    assert_eq!(in_bay.card(rebel).at, Some(At::Location(h.bay)));
    assert!(offered_like(&after, "immunize").is_empty(), "once a turn");
    assert_eq!(after.protected, vec![[rebel, tamizander]]);
    let next_turn = pass_until(after.clone(), |s| s.active == DARK);
    assert!(next_turn.protected.is_empty(), "until the end of the turn");
    let title = "Tamizander Rey".to_string();
    let again = Action::Immunize { card: tamizander, target: trooper };
    assert_eq!(why(&after, again), (Reason::NoImmunityGiven { title }, "Tamizander Rey"));

    for (active, at_bay, effect) in [(LIGHT, false, true), (LIGHT, true, false), (DARK, true, true)] {
        let (state, _, [tamizander, _, rebel]) = build(active, at_bay, effect);
        assert!(offered_like(&state, "immunize").is_empty(), "{active:?} {at_bay} {effect}");
        let refused = refused(&state, Action::Immunize { card: tamizander, target: rebel });
        assert!(matches!(refused.reason, Reason::NoImmunityGiven { .. }), "{:?}", refused.reason);
    }
}

/// The Dark Side's move phase on Hoth: Ice Plains (5th Marker), North Ridge (4th Marker), Echo
/// Docking Bay and Echo Corridor (underground) in a row; its Blizzard Walker (an AT-AT, an AT-AT
/// Driver piloting) at `walker_at` (0: the Ice Plains, 1: the North Ridge); Luke and a Rebel
/// Trooper, and a Stormtrooper, at the Echo Corridor; a Stormtrooper at the Echo Docking Bay;
/// Collapsing Corridor in hand, `destiny` on top of the Reserve Deck.
fn collapsing(walker_at: usize, destiny: &str) -> (State, [CardId; 4]) {
    let (mut s, _) = board(DARK, Phase::Move, 4);
    s.location(DARK, "Hoth");
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let ridge = s.location(DARK, "Hoth: North Ridge (4th Marker)");
    let bay = s.location(DARK, "Hoth: Echo Docking Bay");
    let corridor = s.location(DARK, "Hoth: Echo Corridor");
    let walker = s.at(DARK, "Blizzard Walker", [plains, ridge][walker_at]);
    s.aboard(DARK, "AT-AT Driver", walker, Slot::Pilot);
    let luke = s.at(LIGHT, "Luke Skywalker", corridor);
    s.at(LIGHT, "Rebel Trooper", corridor);
    s.at(DARK, "Stormtrooper", corridor);
    let trooper = s.at(DARK, "Stormtrooper", bay);
    s.hand(DARK, "Collapsing Corridor");
    s.reserve(DARK, destiny);
    (s.build(), [corridor, bay, luke, trooper])
}

/// "If you just moved an AT-AT to innermost marker, target one underground site on Hoth. Draw
/// destiny. Target 'collapsed' if destiny > marker number." The Blizzard Walker just moved to the
/// North Ridge (the 4th Marker, innermost on the table): Collapsing Corridor targets the Echo
/// Corridor (underground), not the Echo Docking Bay. A destiny of 5 (The Shield Doors Must Be
/// Closed) collapses it: every character there, either side's, is lost, its Force icons no longer
/// generate, and nothing moves there (refused); a destiny of 4 (Overload) does not. Moved to the
/// Ice Plains (5th Marker, not innermost), it is not offered.
#[test]
fn card_3_118_collapsing_corridor_collapses_an_underground_hoth_site_when_destiny_beats_the_marker() {
    let (state, [corridor, bay, luke, trooper]) = collapsing(0, "The Shield Doors Must Be Closed");
    let before = generation(&state, DARK);
    let moved = run(state, &["landspeed Blizzard Walker > Hoth: North Ridge (4th Marker)"]);
    let plays = offered_like(&moved, "interrupt Collapsing Corridor");
    assert_eq!(plays, ["interrupt Collapsing Corridor > Hoth: Echo Corridor"], "{:?}", offered(&moved));
    let after = run(moved, &["interrupt Collapsing Corridor > Hoth: Echo Corridor"]);
    assert_eq!(after.collapsed, [corridor]);
    assert!(after.player(LIGHT).lost_pile.contains(&luke));
    assert_eq!(after.player(LIGHT).lost_pile.len(), 2, "Luke and the Rebel Trooper");
    assert!(after.player(DARK).table.iter().all(|&c| after.location_of(c) != Some(corridor)), "its own too");
    assert_eq!(generation(&after, DARK), before - 1, "the Echo Corridor's Dark icon is gone");
    assert_eq!(problems(&after), []);
    let after = pass_until(after, |s| s.prompt.is_none() && !offered_like(s, "landspeed Stormtrooper").is_empty());
    let walks = offered_like(&after, "landspeed Stormtrooper");
    assert!(!walks.iter().any(|o| o.contains("Echo Corridor")), "{walks:?}");
    let (reason, _) =
        why(&after, Action::Move { card: trooper, how: Movement::Landspeed, to: Dest::At(corridor), force: 1 });
    assert_eq!(reason, Reason::Collapsed { site: "Hoth: Echo Corridor".into() });
    assert_eq!(after.card(trooper).at, Some(At::Location(bay)));

    let (state, [corridor, _, luke, _]) = collapsing(0, "Overload");
    let moved = run(state, &["landspeed Blizzard Walker > Hoth: North Ridge (4th Marker)"]);
    let after = run(moved, &["interrupt Collapsing Corridor > Hoth: Echo Corridor"]);
    assert!(after.collapsed.is_empty(), "4 is not > 4");
    assert_eq!(after.card(luke).at, Some(At::Location(corridor)));

    let (state, _) = collapsing(1, "The Shield Doors Must Be Closed");
    let moved = run(state, &["landspeed Blizzard Walker > Hoth: Ice Plains (5th Marker)"]);
    assert!(offered_like(&moved, "interrupt Collapsing Corridor").is_empty(), "the 5th Marker is not innermost");
}

/// "Once per game, use 2 Force to deploy on Dantooine system. Target Death Star. Opponent may not
/// play Commence Primary Ignition until target reaches Dantooine, canceling Utinni Effect." The
/// Light Side deploys it on Dantooine (2 Force), not on Tatooine, and targets the Death Star
/// system; a second copy is refused (once per game) while a Rebel Trooper still deploys; without
/// the Death Star on the table, or with it at Dantooine's parsec already, it does not deploy. The
/// Commence Primary Ignition line is inert (no Epic Event in these decks).
#[test]
fn card_2_39_theyre_on_dantooine_deploys_once_per_game_on_dantooine_and_targets_the_death_star() {
    let (mut s, _) = board(LIGHT, Phase::Deploy, 4);
    s.location(DARK, "Dantooine");
    let death_star = s.location(DARK, "Death Star");
    let effect = s.hand(LIGHT, "They're On Dantooine");
    let second = s.hand(LIGHT, "They're On Dantooine");
    s.hand(LIGHT, "Rebel Trooper");
    let state = s.build();
    let deploys = offered_like(&state, "deploy They're On Dantooine");
    assert!(deploys.iter().all(|o| o.ends_with("on Dantooine (2)")), "{deploys:?}");
    let aiming = run(state, &["deploy They're On Dantooine on Dantooine"]);
    assert_eq!(offered(&aiming), ["pick Death Star"]);
    let aimed = run(aiming, &["pick Death Star"]);
    assert!(aimed.utinni.iter().any(|t| t.target == death_star && [effect, second].contains(&t.effect)));
    assert_eq!(problems(&aimed), []);
    let other = if aimed.card(effect).at.is_some() { second } else { effect };
    assert!(!offered_like(&aimed, "deploy Rebel Trooper").is_empty(), "still its deploy phase");
    assert!(offered_like(&aimed, "deploy They're On Dantooine").is_empty(), "once per game");
    let dantooine = aimed.location_of(aimed.utinni[0].effect).expect("on Dantooine");
    let (reason, cite) = why(&aimed, Action::Deploy { card: other, to: Dest::On(dantooine), force: 2 });
    assert_eq!(reason, Reason::OncePerGame { title: "They're On Dantooine".into() });
    assert_eq!(cite, "They're On Dantooine");

    let (mut s, _) = board(LIGHT, Phase::Deploy, 4);
    s.location(DARK, "Dantooine");
    s.hand(LIGHT, "They're On Dantooine");
    assert!(offered_like(&s.build(), "deploy They're On Dantooine").is_empty(), "no Death Star to target");
    let (mut s, _) = board(LIGHT, Phase::Deploy, 4);
    s.location(DARK, "Dantooine");
    let death_star = s.location(DARK, "Death Star");
    s.hand(LIGHT, "They're On Dantooine");
    s.state_mut().positions.push((death_star, 5));
    assert!(offered_like(&s.build(), "deploy They're On Dantooine").is_empty(), "the Death Star is there already");
    assert!(inert("2_39", InertReason::EpicEvents));
}

/// The Dark Side's move phase: They're On Dantooine on Dantooine (parsec 5) targeting the Death
/// Star at parsec 4. Moving it to parsec 5 reaches Dantooine: the Utinni Effect is canceled (lost);
/// moving it to parsec 3 does not.
#[test]
fn card_2_39_theyre_on_dantooine_is_canceled_when_the_death_star_reaches_dantooine() {
    let at = |to: u8| {
        let (mut s, _) = board(DARK, Phase::Move, 4);
        let dantooine = s.location(DARK, "Dantooine");
        let death_star = s.location(DARK, "Death Star");
        let effect = s.on(LIGHT, "They're On Dantooine", dantooine);
        let state = s.state_mut();
        state.positions.push((death_star, 4));
        state.utinni.push(aimed_at(effect, death_star));
        let state = s.build();
        assert_eq!(problems(&state), []);
        (run(state, &[format!("move system Death Star > parsec {to} (1)").as_str()]), effect)
    };
    let (reached, effect) = at(5);
    assert!(reached.player(LIGHT).lost_pile.contains(&effect), "canceled");
    assert!(reached.utinni.is_empty());
    assert_eq!(problems(&reached), []);
    let (away, effect) = at(3);
    assert!(away.card(effect).at.is_some(), "parsec 3 is not Dantooine's");
    assert_eq!(away.utinni.len(), 1);
}

/// The Dark Side's deploy phase: Tatooine's Docking Bay 94, Mos Eisley and Jundland Wastes in a
/// row (Jundland Wastes, Dark: "If you control, Force drain +1 here"), a Stormtrooper at each of
/// the three (the Dark Side controls them); Expand The Empire in hand. The Dark Side's drain at
/// Mos Eisley and at Docking Bay 94, after `play` is taken.
fn expanded(play: &[&str]) -> (State, u8, u8) {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    s.location(DARK, "Tatooine: Jundland Wastes");
    for site in [p.bay94, p.mos_eisley] {
        s.at(DARK, "Stormtrooper", site);
    }
    s.hand(DARK, "Expand The Empire");
    let state = run(s.build(), play);
    let (eisley, bay) = (drain_amount(&state, DARK, p.mos_eisley), drain_amount(&state, DARK, p.bay94));
    (state, eisley, bay)
}

/// "Deploy on any site. 'Expands' your 'game text' for that site to add to your 'game text' at
/// the adjacent sites." On Jundland Wastes, its Dark half's "If you control, Force drain +1 here"
/// is said at Mos Eisley (next to it) too: the Dark Side's drain there goes from 1 to 2, while
/// Docking Bay 94 (two sites away) keeps its drain. It deploys on a site, not on a system.
#[test]
fn card_1_215_expand_the_empire_adds_your_text_of_its_site_to_the_adjacent_sites() {
    let (before, eisley, bay) = expanded(&[]);
    let deploys = offered_like(&before, "deploy Expand The Empire");
    assert!(deploys.iter().any(|o| o.contains("Jundland Wastes")), "{deploys:?}");
    assert!(!deploys.iter().any(|o| o.ends_with("on Tatooine (0)")), "a system is no site: {deploys:?}");
    let (after, eisley_after, bay_after) = expanded(&["deploy Expand The Empire on Tatooine: Jundland Wastes"]);
    assert_eq!(problems(&after), []);
    assert_eq!((eisley, eisley_after), (1, 2), "Jundland Wastes' 'Force drain +1 here' at Mos Eisley");
    assert_eq!(bay_after, bay, "Docking Bay 94 is not adjacent");
    let (_, eisley_other, _) = expanded(&["deploy Expand The Empire on Tatooine: Docking Bay 94"]);
    assert_eq!(eisley_other, 1, "Docking Bay 94's text has no drain bonus");
}

/// The Dark Side's `phase`: the Death Star system and its Central Core, Detention Block Corridor
/// and War Room (interior) in a row, then the Trench (exterior); a Stormtrooper at the Central
/// Core, Luke at the War Room; Retract The Bridge in hand.
fn bridge(phase: Phase) -> (State, [CardId; 4]) {
    let (mut s, _) = board(DARK, phase, 6);
    s.location(DARK, "Death Star");
    let core = s.location(DARK, "Death Star: Central Core");
    let corridor = s.location(DARK, "Death Star: Detention Block Corridor");
    let war_room = s.location(DARK, "Death Star: War Room");
    let trench = s.location(LIGHT, "2_62");
    s.at(DARK, "Stormtrooper", core);
    s.at(LIGHT, "Luke Skywalker", war_room);
    s.hand(DARK, "Retract The Bridge");
    (s.build(), [core, corridor, war_room, trench])
}

/// "During your deploy phase, use X Force to rearrange all interior Death Star sites, where X =
/// total number of those sites. All cards at a given site move along with that site. OR Cancel On
/// The Edge." In its deploy phase the Dark Side uses 3 Force (three interior sites) and picks the
/// new order one site at a time: the War Room, then the Central Core (the Detention Block
/// Corridor last); the sites take the places the three held, the Trench (exterior) stays, and the
/// Stormtrooper and Luke are still at their sites. Not offered in the move phase. The On The Edge
/// half names a card in no deck (inert).
#[test]
fn card_2_138_retract_the_bridge_rearranges_the_interior_death_star_sites_with_their_cards() {
    let (state, [core, corridor, war_room, trench]) = bridge(Phase::Deploy);
    let force = state.player(DARK).force_pile.len();
    let before: Vec<CardId> = state.locations.clone();
    let picking = run(state, &["interrupt Retract The Bridge"]);
    assert_eq!(picking.player(DARK).force_pile.len(), force - 3, "X = 3");
    let picks = offered_like(&picking, "pick");
    assert_eq!(picks.len(), 3, "{picks:?}");
    assert!(!picks.iter().any(|o| o.contains("Trench")), "{picks:?}");
    let after = run(picking, &["pick Death Star: War Room", "pick Death Star: Central Core"]);
    let order: Vec<CardId> =
        after.locations.iter().copied().filter(|l| [core, corridor, war_room].contains(l)).collect();
    assert_eq!(order, [war_room, core, corridor]);
    let slot = |state: &State, l: CardId| state.locations.iter().position(|&x| x == l);
    assert_eq!(slot(&after, war_room), before.iter().position(|&x| x == core), "the places they held");
    assert_eq!(slot(&after, trench), before.iter().position(|&x| x == trench), "the Trench stays");
    assert!(after.player(DARK).table.iter().any(|&c| after.location_of(c) == Some(core)));
    assert!(after.player(LIGHT).table.iter().any(|&c| after.location_of(c) == Some(war_room)));
    assert_eq!(problems(&after), []);

    let (moving, _) = bridge(Phase::Move);
    assert!(offered_like(&moving, "interrupt Retract The Bridge").is_empty(), "only in the deploy phase");
    assert!(inert("2_138", InertReason::NamesAbsentCards));
}
