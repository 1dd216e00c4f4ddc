//! The split text box (shared/rules/swu-jump-to-lightspeed.txt 2.13): all the text is the card's,
//! and each ability works in the form it names — a Pilot's unit abilities while it is a unit, its
//! "attached unit" abilities while it is an upgrade.

use crate::support::{find, run, take, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::facts::has_keyword;
use hangar::rules::swu::facts::keywords;
use hangar::rules::swu::facts::restore;
use hangar::rules::swu::facts::shields_on;
use hangar::rules::swu::testing::card_view;
use hangar::rules::swu::Keyword;
use hangar::rules::swu::Scenario;

#[test]
fn section_2_13_hera_has_restore_1_as_a_unit_and_gives_it_as_a_pilot() {
    let mut s = Scenario::new("JTL_008", "JTL_020", "JTL_006", "JTL_022");
    s.resources(ONE, 4);
    s.hand(ONE, "JTL_045");
    let arc = s.unit(ONE, "SOR_044");
    s.unit(TWO, "SOR_225");
    let state = s.build();
    assert_eq!(restore(&state, arc), 1, "the ARC-170's own Restore 1");
    let (as_pilot, _) = take(&state, "pilot Hera Syndulla > Restored ARC-170");
    assert_eq!(restore(&as_pilot, arc), 2, "Restore 1 and Restore 1 add up");
    let hera = find(&as_pilot, "Hera Syndulla");
    assert!(keywords(&as_pilot, hera).is_empty(), "as an upgrade she has no keywords of her own");
    let (as_unit, _) = take(&state, "unit Hera Syndulla");
    assert_eq!(restore(&as_unit, hera), 1, "as a unit, only her own Restore 1");
    assert_eq!(restore(&as_unit, arc), 1);
}

#[test]
fn section_2_13_restore_heals_the_attackers_base_when_it_attacks() {
    let mut s = Scenario::new("JTL_008", "JTL_020", "JTL_006", "JTL_022");
    let arc = s.unit(ONE, "SOR_044");
    s.pilot(ONE, "JTL_045", arc);
    s.unit(TWO, "SOR_225");
    let mut state = s.build();
    let base = state.player(ONE).base;
    state.card_mut(base).damage = 5;
    let after = run(state, &["attack Restored ARC-170 > Resistance Headquarters"]);
    assert_eq!(after.card(base).damage, 3, "Restore 2 when it attacks");
}

#[test]
fn section_2_13_academy_graduate_is_a_sentinel_as_a_unit_and_gives_sentinel_as_a_pilot() {
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    s.resources(ONE, 2);
    s.hand(ONE, "JTL_058");
    let tie = s.unit(ONE, "SOR_225");
    s.unit(TWO, "SOR_237");
    let state = s.build();
    let (as_pilot, _) = take(&state, "pilot Academy Graduate > TIE/ln Fighter");
    let graduate = find(&as_pilot, "Academy Graduate");
    assert!(has_keyword(&as_pilot, tie, Keyword::Sentinel));
    assert!(!has_keyword(&as_pilot, graduate, Keyword::Sentinel));
    let (as_unit, _) = take(&state, "unit Academy Graduate");
    assert!(has_keyword(&as_unit, graduate, Keyword::Sentinel));
    assert!(!has_keyword(&as_unit, tie, Keyword::Sentinel));
}

#[test]
fn section_2_13_iden_versio_shielded_as_a_unit_a_shield_for_the_vehicle_as_a_pilot() {
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    s.resources(ONE, 4);
    s.hand(ONE, "JTL_036");
    let tie = s.unit(ONE, "SOR_225");
    s.unit(TWO, "SOR_237");
    let state = s.build();
    let (as_pilot, _) = take(&state, "pilot Iden Versio > TIE/ln Fighter");
    let iden = find(&as_pilot, "Iden Versio");
    assert_eq!(
        shields_on(&as_pilot, tie).len(),
        1,
        "\"When this upgrade attaches to a unit: Give a Shield token to that unit\""
    );
    assert!(shields_on(&as_pilot, iden).is_empty(), "Shielded works only for the unit");
    let (as_unit, _) = take(&state, "unit Iden Versio");
    assert_eq!(shields_on(&as_unit, iden).len(), 1, "Shielded: a Shield when played as a unit");
    assert!(shields_on(&as_unit, tie).is_empty());
}

#[test]
fn section_2_13_the_board_shows_all_the_text_and_which_half_is_live() {
    let mut s = Scenario::new("JTL_008", "JTL_020", "JTL_006", "JTL_022");
    let xwing = s.unit(ONE, "SOR_237");
    let pilot = s.pilot(ONE, "JTL_045", xwing);
    let unit = s.unit(ONE, "JTL_045");
    let hand = s.hand(ONE, "JTL_058");
    let state = s.build();
    let live = |card| card_view(&state, card).text.iter().map(|l| l.live).collect::<Vec<_>>();
    assert_eq!(live(pilot), [Some(false), Some(true), Some(true)], "unit line dark, Piloting lines live");
    assert_eq!(live(unit), [Some(true), Some(false), Some(false)]);
    assert_eq!(live(hand), [None, None, None], "out of play, neither half is live");
    let wedge = state.player(ONE).leader;
    let lines = card_view(&state, wedge).text;
    assert!(lines.iter().any(|l| l.text.starts_with("Action [Exhaust]") && l.live == Some(true)));
    assert!(lines.iter().any(|l| l.text.starts_with("Attached unit is a leader unit") && l.live == Some(false)));
}
