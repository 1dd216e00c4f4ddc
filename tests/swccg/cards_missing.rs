//! Hoth's nights: 'missing' characters (`missing.rs`) and the cards that make them so or act on
//! them. Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and plays its
//! card through the notation. A destiny is the top card of the Reserve Deck: Stormtrooper 1,
//! Commander Praji 2, Overload 4.

use crate::support::*;
use hangar::engine::{CardId, Table};
use hangar::rules::swccg::facts::{ability_at, is_present};
use hangar::rules::swccg::{problems, Phase, Scenario, Side, State};

/// Hoth's system and sites: the Dark Side's North Ridge (4th Marker), Ice Plains (5th Marker),
/// Echo Docking Bay and Echo Corridor (interior), the Light Side's Snow Trench (2nd Marker).
struct Hoth {
    ridge: CardId,
    plains: CardId,
    bay: CardId,
    corridor: CardId,
    trench: CardId,
}

/// `active`'s `phase` with the two planets of `board` and Hoth's; under 'nighttime conditions'
/// (Sunsdown on the Hoth system) when `night`.
fn hoth(active: Side, phase: Phase, night: bool) -> (Scenario, Hoth) {
    let (mut s, _) = board(active, phase, 4);
    let system = s.location(DARK, "Hoth");
    let trench = s.location(LIGHT, "Hoth: Snow Trench (2nd Marker)");
    let ridge = s.location(DARK, "Hoth: North Ridge (4th Marker)");
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let bay = s.location(DARK, "Hoth: Echo Docking Bay");
    let corridor = s.location(DARK, "Hoth: Echo Corridor");
    if night {
        s.on(DARK, "Sunsdown", system);
    }
    (s, Hoth { ridge, plains, bay, corridor, trench })
}

/// The card of `title` (of `side`) on the table.
fn on_table(state: &State, side: Side, title: &str) -> Option<CardId> {
    state.player(side).table.iter().copied().find(|&c| state.def(c).title == title)
}

/// The Dark Side's `phase`: the Light Side's `alone` on its own at the North Ridge (a Stormtrooper
/// there too), Jek Porkins at the Echo Docking Bay, Han at the Snow Trench, Chewbacca and Biggs at the
/// Ice Plains, Wedge at the Echo Corridor; He Hasn't Come Back Yet in hand, `destiny` on top.
fn come_back(phase: Phase, alone: &str, destiny: &str) -> State {
    let (mut s, h) = hoth(DARK, phase, false);
    s.at(LIGHT, alone, h.ridge);
    s.at(DARK, "Stormtrooper", h.ridge);
    s.at(LIGHT, "Jek Porkins", h.bay);
    s.at(LIGHT, "Han Solo", h.trench);
    s.at(LIGHT, "Chewbacca", h.plains);
    s.at(LIGHT, "Biggs Darklighter", h.plains);
    s.at(LIGHT, "Wedge Antilles", h.corridor);
    s.hand(DARK, "He Hasn't Come Back Yet");
    s.reserve(DARK, destiny);
    s.build()
}

/// He Hasn't Come Back Yet: "During your control phase, target any character alone at one of
/// your exterior planet sites (except a docking bay). Draw destiny. Target is missing if
/// destiny + 3 > ability." Checks the targets (alone, at the player's own exterior planet site, not a
/// docking bay, in its control phase), the threshold, and what 'missing' means: not present, no
/// presence, may not move, found once a character of its owner is present there.
#[test]
fn card_3_126_he_hasnt_come_back_yet_makes_a_lone_character_missing_when_destiny_plus_3_beats_its_ability() {
    let state = come_back(Phase::Control, "Rebel Trooper", "Stormtrooper");
    assert!(is_offered(&state, "interrupt He Hasn't Come Back Yet > Rebel Trooper"), "{:?}", offered(&state));
    for (other, why) in [
        ("Jek Porkins", "a docking bay"),
        ("Han Solo", "the opponent's site"),
        ("Chewbacca", "not alone"),
        ("Wedge Antilles", "an interior site"),
    ] {
        assert!(!is_offered(&state, &format!("interrupt He Hasn't Come Back Yet > {other}")), "{why}");
    }
    assert!(
        offered_like(&come_back(Phase::Deploy, "Rebel Trooper", "Stormtrooper"), "interrupt He Hasn't").is_empty(),
        "in the control phase only"
    );
    // Destiny 1 + 3 = 4 > ability 1: missing, not present; the Light Side has no presence there.
    let after = run(state, &["interrupt He Hasn't Come Back Yet > Rebel Trooper"]);
    let trooper = on_table(&after, LIGHT, "Rebel Trooper").expect("still on the table");
    assert!(after.card(trooper).missing);
    assert!(!is_present(&after, trooper));
    let ridge = after.location_of(trooper).expect("at its site");
    assert_eq!(ability_at(&after, LIGHT, ridge), 0);
    assert!(problems(&after).is_empty(), "{:?}", problems(&after));
    // In its own move phase it may not move.
    let moving = pass_until(after.clone(), |s| s.active == LIGHT && s.phase == Phase::Move);
    assert!(offered_like(&moving, "landspeed Rebel Trooper").is_empty(), "{:?}", offered(&moving));
    assert!(!offered_like(&moving, "landspeed Han Solo").is_empty(), "others move");
    // Found once a character of its owner is present at its site.
    let found = run(moving, &["landspeed Han Solo > Hoth: North Ridge (4th Marker)"]);
    let trooper = on_table(&found, LIGHT, "Rebel Trooper").expect("still on the table");
    assert!(!found.card(trooper).missing);
    assert_eq!(ability_at(&found, LIGHT, ridge), 4);
    // Luke (ability 4): destiny 1 + 3 is not > 4; destiny 2 + 3 is.
    let after = run(
        come_back(Phase::Control, "Luke Skywalker", "Stormtrooper"),
        &["interrupt He Hasn't Come Back Yet > Luke Skywalker"],
    );
    assert!(after.player(LIGHT).table.iter().all(|&c| !after.card(c).missing));
    let after = run(
        come_back(Phase::Control, "Luke Skywalker", "Commander Praji"),
        &["interrupt He Hasn't Come Back Yet > Luke Skywalker"],
    );
    assert_eq!(after.player(LIGHT).table.iter().filter(|&&c| after.card(c).missing).count(), 1);
}
