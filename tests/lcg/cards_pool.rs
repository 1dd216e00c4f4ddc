//! The cards of the objective sets added with every Pilot (X) card and every mission (issue
//! "every pilot and every mission"): one test per card, named `card_<number>_…`, each playing
//! the card's printed text through the legal actions.

use crate::support::{find, offered, run, take};
use hangar::engine::Table;
use hangar::rules::lcg::def::{Guarded, Icons, Keyword};
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

fn deployment(side: Side) -> Scenario {
    let turn = if side == Side::Dark { 3 } else { 4 };
    Scenario::new("t", "IN-AFF", "RA-AFF").active(side, Phase::Deployment).turn(turn, 0, Side::Light)
}

#[test]
fn card_0800_duros_smuggler_pilots_for_nothing() {
    // "Pilot(0)."
    let mut s = deployment(Side::Light);
    s.play(Side::Light, "0163");
    s.hand(Side::Light, "0800");
    let (piloted, _) = take(&s.build(), "pilot Duros Smuggler > X-Wing [free]");
    let smuggler = find(&piloted, "Duros Smuggler");
    assert_eq!(piloted.card(smuggler).attached.map(|a| a.role), Some(Role::Pilot));
}

#[test]
fn card_1180_nien_numb_gives_an_enhanced_transport_unit_damage_and_edge_enabled_tactics() {
    // "Enhanced Transport unit gains [Unit Damage][Edge Enabled Tactics]." A Fighter gains
    // nothing.
    let mut s = deployment(Side::Light);
    let transport = s.play(Side::Light, "0705");
    s.attach(Side::Light, "1180", transport, Role::Pilot);
    let fighter = s.play(Side::Light, "0163");
    s.attach(Side::Light, "1180", fighter, Role::Pilot);
    let state = s.build();
    let printed = hangar::cards::lcg::catalog().get(state.card(transport).def).icons;
    let (normal, edge) = facts::combat_icons(&state, transport);
    assert_eq!((normal.unit_damage, edge.tactics), (printed.unit_damage + 1, 1));
    assert_eq!(
        facts::combat_icons(&state, fighter),
        (Icons { unit_damage: 1, ..Icons::default() }, Icons { blast_damage: 1, ..Icons::default() })
    );
}

#[test]
fn card_0052_emperors_royal_guard_protects_a_character_unit() {
    // "Protect Character. (If a Character unit you control would be damaged, you may place the
    // damage on this unit instead.)"
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0129");
    let guard = s.play(Side::Dark, "0052");
    s.play(Side::Light, "0163");
    let state = s.build();
    assert!(facts::keywords(&state, guard).contains(&Keyword::Protect(Guarded::Character)));
    let struck = run(
        state,
        &["engage Death and Despayre", "declare X-Wing", "pass", "declare Superlaser Engineer", "pass", "pass"],
    );
    let struck = run(struck, &["pass", "pass", "pass", "strike X-Wing", "damage > Superlaser Engineer"]);
    assert_eq!(offered(&struck), ["pass", "protect 1 > Emperor's Royal Guard"]);
    let moved = run(struck, &["protect 1 > Emperor's Royal Guard"]);
    assert_eq!(moved.card(guard).damage, 1);
    assert_eq!(moved.card(find(&moved, "Superlaser Engineer")).damage, 0);
}
