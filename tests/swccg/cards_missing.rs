//! Hoth's nights: 'missing' characters (`missing.rs`) and the cards that make them so or act on
//! them. Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and plays its
//! card through the notation. A destiny is the top card of the Reserve Deck: Stormtrooper 1,
//! Commander Praji 2, Overload 4.

use crate::support::*;
use hangar::engine::{CardId, Table};
use hangar::rules::swccg::facts::{ability_at, is_present};
use hangar::rules::swccg::{problems, Phase, Prompt, Scenario, Side, Slot, State};

/// Hoth's system and sites: the Dark Side's North Ridge (4th Marker), Ice Plains (5th Marker),
/// Echo Docking Bay, Echo Corridor and Wampa Cave (7th Marker; both interior), the Light Side's
/// Snow Trench (2nd Marker).
struct Hoth {
    system: CardId,
    ridge: CardId,
    plains: CardId,
    bay: CardId,
    corridor: CardId,
    cave: CardId,
    trench: CardId,
}

/// `active`'s `phase` with the two planets of `board` and Hoth's; under 'nighttime conditions'
/// (Sunsdown on the Hoth system) when `night`.
fn hoth(active: Side, phase: Phase, night: bool) -> (Scenario, Hoth) {
    hoth_with(active, phase, night, 4)
}

/// [`hoth`] with `force` cards in each Force Pile.
fn hoth_with(active: Side, phase: Phase, night: bool, force: usize) -> (Scenario, Hoth) {
    let (mut s, _) = board(active, phase, force);
    let system = s.location(DARK, "Hoth");
    let trench = s.location(LIGHT, "Hoth: Snow Trench (2nd Marker)");
    let ridge = s.location(DARK, "Hoth: North Ridge (4th Marker)");
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let bay = s.location(DARK, "Hoth: Echo Docking Bay");
    let corridor = s.location(DARK, "Hoth: Echo Corridor");
    let cave = s.location(DARK, "Hoth: Wampa Cave (7th Marker)");
    if night {
        s.on(DARK, "Sunsdown", system);
    }
    (s, Hoth { system, ridge, plains, bay, corridor, cave, trench })
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

/// The Light Side's draw phase at night: Frostbite (the Dark Side's) on the Hoth system, a Rebel
/// Trooper present at the North Ridge, Han missing at the Ice Plains, Luke missing at the Echo
/// Corridor (no marker site).
fn frostbite(night: bool) -> State {
    let (mut s, h) = hoth(LIGHT, Phase::Draw, night);
    s.on(DARK, "Frostbite", h.system);
    s.at(LIGHT, "Rebel Trooper", h.ridge);
    let han = s.at(LIGHT, "Han Solo", h.plains);
    let luke = s.at(LIGHT, "Luke Skywalker", h.corridor);
    let mut state = s.build();
    state.card_mut(han).missing = true;
    state.card_mut(luke).missing = true;
    state
}

/// Frostbite: "… for every character that player has present at a marker site under 'nighttime
/// conditions,' that player must lose 1 Force (2 if character is missing)." Checks that the
/// missing Han at a night marker site costs 2 beside the present trooper's 1, that Luke missing
/// at a site with no marker costs nothing, and that by day nothing is lost.
#[test]
fn card_3_101_frostbite_takes_2_force_for_each_missing_character_at_a_night_marker_site() {
    let state = frostbite(true);
    assert!(problems(&state).is_empty(), "{:?}", problems(&state));
    let after = run(state, &["pass"]);
    assert!(matches!(after.prompt, Some(Prompt::LoseForce { chooser: LIGHT, amount: 3 })), "{:?}", after.prompt);
    let after = run(frostbite(false), &["pass"]);
    assert_eq!(after.active, DARK, "by day the turn ends with nothing lost");
}

/// The Dark Side's `phase` (under 'nighttime conditions' when `night`, `force` in each Force
/// Pile): a Rebel Trooper and a Stormtrooper present at the North Ridge, Chewbacca there with Hoth
/// Survival Gear, Han missing at the Ice Plains, Luke at the Echo Corridor, Wedge at the Wampa
/// Cave (an interior marker site); Exposure in hand.
fn exposure(phase: Phase, night: bool, force: usize) -> State {
    let (mut s, h) = hoth_with(DARK, phase, night, force);
    s.at(LIGHT, "Rebel Trooper", h.ridge);
    s.at(DARK, "Stormtrooper", h.ridge);
    let chewie = s.at(LIGHT, "Chewbacca", h.ridge);
    s.on(LIGHT, "Hoth Survival Gear", chewie);
    let han = s.at(LIGHT, "Han Solo", h.plains);
    s.at(LIGHT, "Luke Skywalker", h.corridor);
    s.at(LIGHT, "Wedge Antilles", h.cave);
    s.hand(DARK, "Exposure");
    let mut state = s.build();
    state.card_mut(han).missing = true;
    state
}

/// Exposure: "Use X Force during your control phase, where X = the total number of characters
/// present or missing at exterior marker sites under 'nighttime conditions.' Those characters are
/// lost." Checks that X counts both sides' characters present or missing there (the trooper, the
/// Stormtrooper, the missing Han: 3), not Chewbacca (Hoth Survival Gear: "immune to …
/// Exposure"), Luke (no marker) or Wedge (an interior marker site); that they are lost for 3
/// Force; and that it is not played by day, outside the control phase or without X Force.
#[test]
fn card_3_124_exposure_loses_every_character_present_or_missing_at_exterior_marker_sites_at_night_for_x_force() {
    let state = exposure(Phase::Control, true, 4);
    assert!(is_offered(&state, "interrupt Exposure"), "{:?}", offered(&state));
    let force = state.player(DARK).force_pile.len();
    let after = run(state, &["interrupt Exposure"]);
    for (side, gone) in [(LIGHT, "Rebel Trooper"), (DARK, "Stormtrooper"), (LIGHT, "Han Solo")] {
        assert!(on_table(&after, side, gone).is_none(), "{gone} lost");
        assert!(after.player(side).lost_pile.iter().any(|&c| after.def(c).title == gone));
    }
    for kept in ["Chewbacca", "Luke Skywalker", "Wedge Antilles"] {
        assert!(on_table(&after, LIGHT, kept).is_some(), "{kept} stays");
    }
    assert_eq!(after.player(DARK).force_pile.len(), force - 3, "X = 3");
    assert!(offered_like(&exposure(Phase::Control, false, 4), "interrupt Exposure").is_empty(), "by day");
    assert!(offered_like(&exposure(Phase::Deploy, true, 4), "interrupt Exposure").is_empty(), "control phase");
    assert!(offered_like(&exposure(Phase::Control, true, 2), "interrupt Exposure").is_empty(), "2 Force < 3");
}

/// The Light Side's `phase`: Hoth's system and, in this order, its Snow Trench (2nd Marker), North
/// Ridge (4th Marker), Ice Plains (5th Marker) and Echo Corridor (no marker); Luke at the North
/// Ridge, a Rebel Trooper, Chewbacca (with Hoth Survival Gear) and a Stormtrooper at the Ice
/// Plains; the Light Side's Ice Storm on `storm` (heading `heading`) or, with `None`, in hand.
fn ice_storm(phase: Phase, storm: Option<(usize, i8)>) -> State {
    let (mut s, _) = board(LIGHT, phase, 4);
    s.location(DARK, "Hoth");
    let row = [
        s.location(LIGHT, "Hoth: Snow Trench (2nd Marker)"),
        s.location(DARK, "Hoth: North Ridge (4th Marker)"),
        s.location(DARK, "Hoth: Ice Plains (5th Marker)"),
        s.location(DARK, "Hoth: Echo Corridor"),
    ];
    s.at(LIGHT, "Luke Skywalker", row[1]);
    s.at(LIGHT, "Rebel Trooper", row[2]);
    let chewie = s.at(LIGHT, "Chewbacca", row[2]);
    s.on(LIGHT, "Hoth Survival Gear", chewie);
    s.at(DARK, "Stormtrooper", row[2]);
    let placed = storm.map(|(at, heading)| (s.on(LIGHT, "Ice Storm", row[at]), heading));
    if storm.is_none() {
        s.hand(LIGHT, "Ice Storm");
    }
    let mut state = s.build();
    if let Some((card, heading)) = placed {
        state.card_mut(card).heading = heading;
    }
    state
}

/// Whether the character `title` of `side` is missing.
fn is_missing(state: &State, side: Side, title: &str) -> bool {
    on_table(state, side, title).is_some_and(|c| state.card(c).missing)
}

/// The site the Ice Storm is on, if it is on the table.
fn storm_at(state: &State) -> Option<String> {
    let storm = on_table(state, LIGHT, "Ice Storm")?;
    state.location_of(storm).map(|l| state.def(l).title.to_string())
}

/// Ice Storm: "Deploy at outermost marker. All characters present at same exterior site are
/// missing. Each turn, during your control phase, storm moves to next marker, reversing
/// direction at innermost marker. Mobile Effect lost when moved beyond outermost marker." Checks
/// where it deploys (the Ice Plains, the highest marker on the table), that both sides'
/// characters present there go missing but not one immune to it (Hoth Survival Gear), that its
/// player's control phase (not the opponent's) moves it toward the innermost marker (Luke then
/// goes missing; the Stormtrooper left behind stays missing, the Rebel Trooper is found by
/// Chewbacca), turns it back at the innermost, and loses it beyond the outermost (the next site
/// is no marker).
#[test]
fn card_3_37_ice_storm_makes_characters_at_its_marker_missing_and_moves_along_the_markers() {
    let state = ice_storm(Phase::Deploy, None);
    assert!(is_offered(&state, "deploy Ice Storm on Hoth: Ice Plains (5th Marker)"), "{:?}", offered(&state));
    assert!(!is_offered(&state, "deploy Ice Storm on Hoth: North Ridge (4th Marker)"), "not the outermost");
    let after = run(state, &["deploy Ice Storm on Hoth: Ice Plains (5th Marker)"]);
    assert!(is_missing(&after, LIGHT, "Rebel Trooper") && is_missing(&after, DARK, "Stormtrooper"));
    assert!(!is_missing(&after, LIGHT, "Chewbacca"), "immune to Ice Storm");
    assert!(!is_missing(&after, LIGHT, "Luke Skywalker"), "another site");
    assert!(problems(&after).is_empty(), "{:?}", problems(&after));
    // The opponent's control phase does not move it; its player's moves it toward the innermost
    // marker, to the North Ridge.
    let later = pass_until(after, |s| s.active == LIGHT && s.phase == Phase::Control);
    assert_eq!(storm_at(&later).as_deref(), Some("Hoth: Ice Plains (5th Marker)"));
    let moved = run(later, &["pass"]);
    assert_eq!(storm_at(&moved).as_deref(), Some("Hoth: North Ridge (4th Marker)"));
    assert!(is_missing(&moved, LIGHT, "Luke Skywalker"));
    assert!(is_missing(&moved, DARK, "Stormtrooper"), "those left behind stay missing");
    assert!(!is_missing(&moved, LIGHT, "Rebel Trooper"), "found by Chewbacca, present there");
    assert!(problems(&moved).is_empty(), "{:?}", problems(&moved));
    // With no heading yet it heads for the innermost marker.
    let first = run(ice_storm(Phase::Control, Some((2, 0))), &["pass"]);
    assert_eq!(storm_at(&first).as_deref(), Some("Hoth: North Ridge (4th Marker)"));
    // At the innermost marker it turns back; beyond the outermost (the Echo Corridor) it is lost.
    let back = run(ice_storm(Phase::Control, Some((0, -1))), &["pass"]);
    assert_eq!(storm_at(&back).as_deref(), Some("Hoth: North Ridge (4th Marker)"));
    let gone = run(ice_storm(Phase::Control, Some((2, 1))), &["pass"]);
    assert_eq!(storm_at(&gone), None);
    assert!(gone.player(LIGHT).lost_pile.iter().any(|&c| gone.def(c).title == "Ice Storm"));
}

/// Ice Storm (the Dark Side's): the same text. Checks that it deploys at the outermost marker
/// (the Wampa Cave, 7th) and that characters there are not missing, the cave being interior (its
/// ruling: "Does not cause characters at Wampa Cave to go missing").
#[test]
fn card_3_104_ice_storm_deploys_at_the_outermost_marker_and_spares_the_interior_wampa_cave() {
    let (mut s, h) = hoth(DARK, Phase::Deploy, false);
    s.at(LIGHT, "Wedge Antilles", h.cave);
    s.hand(DARK, "Ice Storm");
    let state = s.build();
    assert!(is_offered(&state, "deploy Ice Storm on Hoth: Wampa Cave (7th Marker)"), "{:?}", offered(&state));
    assert!(!is_offered(&state, "deploy Ice Storm on Hoth: Ice Plains (5th Marker)"));
    let after = run(state, &["deploy Ice Storm on Hoth: Wampa Cave (7th Marker)"]);
    assert!(on_table(&after, DARK, "Ice Storm").is_some());
    assert!(!is_missing(&after, LIGHT, "Wedge Antilles"));
}

/// The Light Side's move phase: its Rebel Trooper (missing when `missing`) and a Dark Side's
/// missing Stormtrooper at the North Ridge, Rogue 1 there (Luke piloting when `piloted`),
/// Han missing at the Ice Plains; Nice Of You Guys To Drop By in hand.
fn drop_by(missing: bool, piloted: bool) -> State {
    let (mut s, h) = hoth(LIGHT, Phase::Move, false);
    let trooper = s.at(LIGHT, "Rebel Trooper", h.ridge);
    let stormtrooper = s.at(DARK, "Stormtrooper", h.ridge);
    let speeder = s.at(LIGHT, "Rogue 1", h.ridge);
    if piloted {
        s.aboard(LIGHT, "Luke Skywalker", speeder, Slot::Pilot);
    }
    let han = s.at(LIGHT, "Han Solo", h.plains);
    s.hand(LIGHT, "Nice Of You Guys To Drop By");
    let mut state = s.build();
    for (card, is) in [(trooper, missing), (stormtrooper, true), (han, true)] {
        state.card_mut(card).missing = is;
    }
    state
}

/// Nice Of You Guys To Drop By: "Send one of your missing characters at same site as one of your
/// piloted or driven vehicles to your Used Pile. OR Cancel any attempt by one character to 'hide'
/// from a battle." (the second option is inert: no card of the pool 'hides'). Checks that the
/// missing trooper at the piloted Rogue 1's site goes to its Used Pile, and that neither the
/// opponent's missing character, nor Han (no vehicle there), nor a trooper not missing, nor one
/// by an unpiloted Rogue 1 (no permanent pilot) may be chosen.
#[test]
fn card_3_46_nice_of_you_guys_to_drop_by_sends_a_missing_character_by_a_piloted_vehicle_to_the_used_pile() {
    let card = "interrupt Nice Of You Guys To Drop By";
    let state = drop_by(true, true);
    assert!(is_offered(&state, &format!("{card} > Rebel Trooper")), "{:?}", offered(&state));
    assert!(!is_offered(&state, &format!("{card} > Stormtrooper")), "not the opponent's");
    assert!(!is_offered(&state, &format!("{card} > Han Solo")), "no vehicle at the Ice Plains");
    let after = run(state, &[&format!("{card} > Rebel Trooper")]);
    assert!(on_table(&after, LIGHT, "Rebel Trooper").is_none());
    assert!(after.player(LIGHT).used_pile.iter().any(|&c| after.def(c).title == "Rebel Trooper"));
    assert!(!is_offered(&drop_by(false, true), &format!("{card} > Rebel Trooper")), "not missing");
    assert!(!is_offered(&drop_by(true, false), &format!("{card} > Rebel Trooper")), "no pilot");
}

/// The Light Side's control phase at night: Frostbite (the Dark Side's) on the Hoth system; Luke
/// riding a Tauntaun (when `tauntaun`) and a Rebel Trooper at the North Ridge, Han at the Ice
/// Plains, a Stormtrooper at the North Ridge; I Thought They Smelled Bad On The Outside in hand.
fn smelled_bad(tauntaun: bool) -> State {
    let (mut s, h) = hoth(LIGHT, Phase::Control, true);
    s.on(DARK, "Frostbite", h.system);
    if tauntaun {
        let mount = s.at(LIGHT, "Tauntaun", h.ridge);
        s.aboard(LIGHT, "Luke Skywalker", mount, Slot::Passenger);
    } else {
        s.at(LIGHT, "Luke Skywalker", h.ridge);
    }
    s.at(LIGHT, "Rebel Trooper", h.ridge);
    s.at(LIGHT, "Han Solo", h.plains);
    s.at(DARK, "Stormtrooper", h.ridge);
    s.hand(LIGHT, "I Thought They Smelled Bad On The Outside");
    s.build()
}

/// I Thought They Smelled Bad On The Outside: "Sacrifice (lose) your creature vehicle to protect
/// one character present from Exposure, Ice Storm, Frostbite and Gravel Storm for remainder of
/// turn. (Two characters may be protected if sacrificing a ronto.) OR Double Tzizvvt's power
/// until he moves." (ronto and Tzizvvt are in no deck: inert). Checks that the Tauntaun is lost,
/// its rider Luke stays and costs no Force to Frostbite at the end of the turn (the trooper and
/// Han at the Ice Plains still do: 2, not 3), that a character with no creature vehicle of its player's at its site (Han), the
/// opponent's, or any with no Tauntaun on the table may not be chosen, and that the protection
/// ends with the turn.
#[test]
fn card_3_43_i_thought_they_smelled_bad_on_the_outside_sacrifices_a_tauntaun_to_protect_a_character_this_turn() {
    let card = "interrupt I Thought They Smelled Bad On The Outside";
    let state = smelled_bad(true);
    assert!(is_offered(&state, &format!("{card} > Luke Skywalker")), "{:?}", offered(&state));
    assert!(is_offered(&state, &format!("{card} > Rebel Trooper")), "present with the Tauntaun");
    assert!(!is_offered(&state, &format!("{card} > Han Solo")), "no creature vehicle at the Ice Plains");
    assert!(!is_offered(&state, &format!("{card} > Stormtrooper")), "not the opponent's");
    assert!(offered_like(&smelled_bad(false), card).is_empty(), "no creature vehicle to sacrifice");
    let after = run(state, &[&format!("{card} > Luke Skywalker")]);
    assert!(on_table(&after, LIGHT, "Tauntaun").is_none(), "sacrificed");
    assert!(after.player(LIGHT).lost_pile.iter().any(|&c| after.def(c).title == "Tauntaun"));
    assert!(problems(&after).is_empty(), "{:?}", problems(&after));
    assert!(on_table(&after, LIGHT, "Luke Skywalker").is_some(), "the rider stays");
    // Unprotected, Luke, the trooper and Han cost 3 Force at the turn's end; protected, 2.
    let unprotected = pass_until(smelled_bad(true), |s| s.prompt.is_some());
    assert!(matches!(unprotected.prompt, Some(Prompt::LoseForce { chooser: LIGHT, amount: 3 })));
    let end = pass_until(after, |s| s.prompt.is_some());
    assert!(matches!(end.prompt, Some(Prompt::LoseForce { chooser: LIGHT, amount: 2 })), "{:?}", end.prompt);
    let next = run(end, &["lose reserve", "lose reserve"]);
    assert_eq!(next.active, DARK);
    assert!(next.protected.is_empty(), "for the remainder of the turn only");
}

/// I Thought They Smelled Bad On The Outside against Ice Storm: the Light Side's control phase,
/// its Ice Storm at the Ice Plains heading for the innermost marker, Luke riding a Tauntaun at
/// the North Ridge. Checks that Luke, protected, is not made missing when the storm moves onto
/// his site as the control phase ends, while without the Interrupt he is.
#[test]
fn card_3_43_i_thought_they_smelled_bad_on_the_outside_keeps_ice_storm_from_making_the_character_missing() {
    let card = "interrupt I Thought They Smelled Bad On The Outside";
    let storm = || {
        let (mut s, h) = hoth(LIGHT, Phase::Control, false);
        let mount = s.at(LIGHT, "Tauntaun", h.ridge);
        s.aboard(LIGHT, "Luke Skywalker", mount, Slot::Passenger);
        s.on(LIGHT, "Ice Storm", h.plains);
        s.hand(LIGHT, "I Thought They Smelled Bad On The Outside");
        s.build()
    };
    let unprotected = run(storm(), &["pass"]);
    assert_eq!(storm_at(&unprotected).as_deref(), Some("Hoth: North Ridge (4th Marker)"));
    assert!(is_missing(&unprotected, LIGHT, "Luke Skywalker"), "unprotected");
    let protected = run(storm(), &[&format!("{card} > Luke Skywalker"), "pass"]);
    assert_eq!(storm_at(&protected).as_deref(), Some("Hoth: North Ridge (4th Marker)"));
    assert!(on_table(&protected, LIGHT, "Luke Skywalker").is_some());
    assert!(!is_missing(&protected, LIGHT, "Luke Skywalker"), "protected from Ice Storm");
    assert!(problems(&protected).is_empty(), "{:?}", problems(&protected));
}

/// The Dark Side's control phase: Luke alone at its North Ridge (a Stormtrooper there), Han at
/// the Snow Trench with a Stormtrooper (on Yavin 4's Jungle when `han_away`), Chewbacca at the
/// Ice Plains; He Hasn't Come Back Yet and High Anxiety in hand, Commander Praji (2) on top.
fn anxiety(han_away: bool) -> State {
    let (mut s, p) = board(DARK, Phase::Control, 4);
    s.location(DARK, "Hoth");
    let trench = s.location(LIGHT, "Hoth: Snow Trench (2nd Marker)");
    let ridge = s.location(DARK, "Hoth: North Ridge (4th Marker)");
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    s.at(LIGHT, "Luke Skywalker", ridge);
    s.at(DARK, "Stormtrooper", ridge);
    s.at(LIGHT, "Han Solo", if han_away { p.jungle } else { trench });
    s.at(DARK, "Stormtrooper", trench);
    s.at(LIGHT, "Chewbacca", plains);
    s.hand(DARK, "He Hasn't Come Back Yet");
    s.hand(DARK, "High Anxiety");
    s.reserve(DARK, "Commander Praji");
    s.build()
}

/// High Anxiety: "If an opponent's character with ability > 2 has just become missing, deploy on
/// a Rebel with ability > 2 on same planet. Rebel may not participate in battle. Immediate
/// Effect canceled if missing character is found or lost." Checks that it is not deployed
/// otherwise, that Luke (4) gone missing opens the Dark Side's window with it on Han (3, same
/// planet) and not on Chewbacca (2), and no window with Han on Yavin 4; that Han then may not
/// battle at the Snow Trench (he may without it); and that it is lost once Chewbacca finds Luke.
#[test]
fn card_3_103_high_anxiety_keeps_a_rebel_from_battle_while_the_missing_character_stays_missing() {
    let play = "interrupt He Hasn't Come Back Yet > Luke Skywalker";
    let state = anxiety(false);
    assert!(offered_like(&state, "deploy High Anxiety").is_empty(), "only answering a character gone missing");
    let window = run(state, &[play]);
    assert!(matches!(window.prompt, Some(Prompt::Respond { chooser: DARK, .. })), "{:?}", window.prompt);
    assert!(is_offered(&window, "deploy High Anxiety on Han Solo"), "{:?}", offered(&window));
    assert!(!is_offered(&window, "deploy High Anxiety on Chewbacca"), "ability 2");
    let away = run(anxiety(true), &[play]);
    assert!(away.prompt.is_none(), "no Rebel with ability > 2 on Hoth: {:?}", away.prompt);
    let deployed = run(window.clone(), &["deploy High Anxiety on Han Solo"]);
    assert!(problems(&deployed).is_empty(), "{:?}", problems(&deployed));
    assert_eq!(deployed.watching.len(), 1);
    // The Light Side's battle phase: Han may not battle at the Snow Trench (the phase passes with
    // no battle to offer); without it he may.
    let battle = |s: State| pass_until(s, |s| s.active == LIGHT && matches!(s.phase, Phase::Battle | Phase::Move));
    let moving = battle(deployed);
    assert!(offered_like(&moving, "battle Hoth: Snow Trench").is_empty(), "{:?}", offered(&moving));
    let free = battle(run(window, &["pass"]));
    assert!(is_offered(&free, "battle Hoth: Snow Trench (2nd Marker)"), "{:?}", offered(&free));
    // Luke found: High Anxiety is canceled (lost).
    let moving = pass_until(moving, |s| s.active == LIGHT && s.phase == Phase::Move);
    let found = run(moving, &["landspeed Chewbacca > Hoth: North Ridge (4th Marker)"]);
    assert!(on_table(&found, DARK, "High Anxiety").is_none(), "canceled once Luke is found");
    assert!(found.player(DARK).lost_pile.iter().any(|&c| found.def(c).title == "High Anxiety"));
    assert!(found.watching.is_empty());
    assert!(problems(&found).is_empty(), "{:?}", problems(&found));
}
