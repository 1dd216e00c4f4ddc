//! Converting a location (`rules/swccg/conversion.rs`): a location deployed on top of the
//! opponent's of the same title, and Hoth: Echo Corridor's raising of converted locations back
//! to the top (each test of a card named `card_<GEMP id>_<what it does>`, `cards_covered.rs`).

use crate::support::*;
use hangar::engine::Table;
use hangar::engine::{Message, Ruleset, Seat, Viewer};
use hangar::rules::swccg::facts::generation;
use hangar::rules::swccg::problems;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::Swccg;

/// The Light Side deploys its Tatooine on the Dark Side's: the Light card is the location now
/// (in the Dark one's place, with its Force icons: the Light Side's Tatooine gives it 2 where the
/// Dark one gave 1), the Dark Side's starship there is at it, the Dark card is covered, and the
/// state stays sound. A second Tatooine of the Dark Side's own is refused as before.
#[test]
fn a_location_deployed_on_the_opponents_of_the_same_title_converts_it() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    let ship = s.at(DARK, "Devastator", p.tatooine);
    s.hand(LIGHT, "1_127");
    let state = s.build();
    let light_before = generation(&state, LIGHT);
    let index = state.locations.iter().position(|&l| l == p.tatooine);
    let after = run(state, &["location Tatooine"]);
    let light_tatooine = after.locations[index.expect("Tatooine on the table")];
    assert_eq!(after.owner(light_tatooine), LIGHT);
    assert!(!after.locations.contains(&p.tatooine));
    assert_eq!(after.converted, vec![[light_tatooine, p.tatooine]]);
    assert_eq!(after.card(ship).at, Some(At::Location(light_tatooine)));
    assert_eq!(
        generation(&after, LIGHT),
        light_before + 1,
        "the Light Side's Tatooine has 2 Light icons, the Dark's 1"
    );
    assert_eq!(problems(&after), []);
    let view = Swccg::view(&after, Viewer::Seat(Some(Seat(0))));
    let badges = &view.card(light_tatooine).expect("the Light Side's Tatooine is shown").badges;
    let converts = Message::new("swccg-badge-converted").with("side", Message::new("swccg-side-dark"));
    assert!(badges.contains(&converts), "{badges:?}");
    assert!(view.card(p.tatooine).is_none(), "the covered card is not shown");

    // A position of schema 3 (saved before conversions) refuses it as it did.
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    let light_tatooine = s.hand(LIGHT, "1_127");
    let mut older = s.build();
    older.conversions = false;
    assert!(!Swccg::new_match_of_schema(5, 3).conversions && Swccg::new_match_of_schema(5, 4).conversions);
    let (reason, _) = why(&older, Action::DeployLocation { card: light_tatooine });
    assert_eq!(reason, Reason::UniqueOnTable { title: "Tatooine".into() });
    let _ = p;

    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    let second = s.hand(DARK, "1_289");
    let (reason, _) = why(&s.build(), Action::DeployLocation { card: second });
    assert_eq!(reason, Reason::UniqueOnTable { title: "Tatooine".into() });
    let _ = p;
}

/// Hoth: Echo Corridor (Light): "If you control, once per turn, may use 4 Force to raise a
/// converted Hoth site to the top." The Dark Side converted the Light Side's Echo Docking Bay;
/// controlling its Echo Corridor, the Light Side raises its bay back for 4 Force, the Dark
/// trooper there staying at it; not twice a turn, and not without control.
#[test]
fn card_3_58_hoth_echo_corridor_raises_a_converted_hoth_site_for_4_force_once_a_turn() {
    let build = |contested: bool| {
        let (mut s, _) = board(LIGHT, Phase::Move, 6);
        s.location(LIGHT, "3_55");
        let corridor = s.location(LIGHT, "3_58");
        let light_bay = s.location(LIGHT, "3_59");
        let dark_bay = s.converting(DARK, "3_147", light_bay);
        let trooper = s.at(DARK, "Stormtrooper", dark_bay);
        s.at(LIGHT, "Rebel Trooper", corridor);
        if contested {
            s.at(DARK, "Stormtrooper", corridor);
        }
        (s.build(), corridor, light_bay, dark_bay, trooper)
    };
    let (state, corridor, light_bay, dark_bay, trooper) = build(false);
    let force = state.player(LIGHT).force_pile.len();
    assert_eq!(offered_like(&state, "raise"), ["raise Hoth: Echo Corridor > Hoth: Echo Docking Bay"]);
    let after = run(state, &["raise Hoth: Echo Corridor > Hoth: Echo Docking Bay"]);
    assert!(after.locations.contains(&light_bay) && !after.locations.contains(&dark_bay));
    assert_eq!(after.converted, vec![[light_bay, dark_bay]]);
    assert_eq!(after.card(trooper).at, Some(At::Location(light_bay)));
    assert_eq!(after.player(LIGHT).force_pile.len(), force - 4);
    assert_eq!(problems(&after), []);

    // Converted again the same turn, it may not be raised again this turn.
    let mut again = after.clone();
    again.converted = vec![[dark_bay, light_bay]];
    let slot = again.locations.iter().position(|&l| l == light_bay).expect("the bay");
    again.locations[slot] = dark_bay;
    again.card_mut(trooper).at = Some(At::Location(dark_bay));
    let (reason, cite) = why(&again, Action::Raise { card: corridor, location: Some(dark_bay) });
    assert_eq!(reason, Reason::NoRaise { title: "Hoth: Echo Corridor".into() });
    assert_eq!(cite, "Hoth: Echo Corridor");

    let (contested, corridor, _, dark_bay, _) = build(true);
    assert!(offered_like(&contested, "raise").is_empty());
    let (reason, _) = why(&contested, Action::Raise { card: corridor, location: Some(dark_bay) });
    assert_eq!(reason, Reason::NoRaise { title: "Hoth: Echo Corridor".into() });
}

/// Hoth: Echo Corridor (Dark): "If you occupy, you may raise all of your converted Hoth locations
/// to the top." The Light Side converted the Dark Side's Hoth system and Echo Docking Bay and its
/// own Tatooine covers the Dark one: occupying its Echo Corridor (the Light Side there too), the
/// Dark Side raises both Hoth locations at once, for no Force; Tatooine stays converted.
#[test]
fn card_3_146_hoth_echo_corridor_raises_all_your_converted_hoth_locations() {
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    let dark_hoth = s.location(DARK, "3_143");
    let corridor = s.location(DARK, "3_146");
    let dark_bay = s.location(DARK, "3_147");
    let light_hoth = s.converting(LIGHT, "3_55", dark_hoth);
    let light_bay = s.converting(LIGHT, "3_59", dark_bay);
    let light_tatooine = s.converting(LIGHT, "1_127", p.tatooine);
    s.at(DARK, "Stormtrooper", corridor);
    s.at(LIGHT, "Rebel Trooper", corridor);
    let state = s.build();
    let force = state.player(DARK).force_pile.len();
    assert_eq!(offered_like(&state, "raise"), ["raise all Hoth: Echo Corridor"]);
    let after = run(state, &["raise all Hoth: Echo Corridor"]);
    assert!(after.locations.contains(&dark_hoth) && after.locations.contains(&dark_bay));
    assert!(!after.locations.contains(&light_hoth) && !after.locations.contains(&light_bay));
    assert!(after.converted.contains(&[light_tatooine, p.tatooine]));
    assert_eq!(after.player(DARK).force_pile.len(), force);
    assert_eq!(problems(&after), []);
    assert!(offered_like(&after, "raise").is_empty(), "nothing of the Dark Side's is converted on Hoth now");

    let (mut s, _) = board(DARK, Phase::Deploy, 2);
    let dark_hoth = s.location(DARK, "3_143");
    let corridor = s.location(DARK, "3_146");
    s.converting(LIGHT, "3_55", dark_hoth);
    let (reason, _) = why(&s.build(), Action::Raise { card: corridor, location: None });
    assert_eq!(reason, Reason::NoRaise { title: "Hoth: Echo Corridor".into() }, "not occupied");
}

/// A holosite, `id` of `side`, on the table: it adds its Force icons, but no card deploys there
/// ("'Dejarik Rules' in effect here": only a dejarik or hologram, and none is in the pool); the
/// opponent's holosite `other` in hand converts it though its title differs ("Site converted by
/// …").
fn holosite_takes_no_card_and_the_opponents_converts_it(side: Side, id: &str, other: &str) {
    let before = board(side, Phase::Deploy, 6).0.build();
    let (mut s, _) = board(side, Phase::Deploy, 6);
    let site = s.location(side, id);
    let trooper_title = if side == DARK { "Stormtrooper" } else { "Rebel Trooper" };
    let trooper = s.hand(side, trooper_title);
    let state = s.build();
    assert_eq!(generation(&state, side), generation(&before, side) + 2, "2 icons of its own side's");
    assert!(!offered_like(&state, &format!("deploy {trooper_title}"))
        .iter()
        .any(|o| o.contains(&state.def(site).title[..])));
    let (reason, cite) = why(&state, Action::Deploy { card: trooper, to: Dest::At(site), force: 1 });
    assert_eq!(reason, Reason::DejarikRules { site: state.def(site).title.to_string() });
    assert_eq!(cite, &state.def(site).title[..]);

    let (mut s, _) = board(side.opponent(), Phase::Deploy, 6);
    let site = s.location(side, id);
    s.hand(side.opponent(), other);
    let state = s.build();
    let title = state.def(site).title.to_string();
    let converting = state.player(side.opponent()).hand[0];
    let written = format!("location {}", state.def(converting).title);
    let after = run(state, &[&written]);
    assert_eq!(after.converted, vec![[converting, site]], "{title} is converted");
    assert_eq!(problems(&after), []);
}

#[test]
fn card_2_145_imperial_holotable_takes_no_card_and_the_dejarik_hologameboard_converts_it() {
    holosite_takes_no_card_and_the_opponents_converts_it(DARK, "2_145", "2_63");
}

#[test]
fn card_2_63_dejarik_hologameboard_takes_no_card_and_the_imperial_holotable_converts_it() {
    holosite_takes_no_card_and_the_opponents_converts_it(LIGHT, "2_63", "2_145");
}
