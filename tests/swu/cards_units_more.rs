//! The last units, events and an upgrade of Jump to Lightspeed: units that attach as upgrades
//! (Phantom II to The Ghost, a Pilot to Corvus), The Ghost sharing its keywords with the other
//! friendly Spectre units, and the rest of the batch. Each card's test is named by its number and
//! plays its text through `legal_actions` / `apply`.

use crate::event_positions::table;
use crate::support::{offered, run, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::facts::{has_keyword, hp, power};
use hangar::rules::swu::{Keyword, Token};

#[test]
fn card_jtl_053_the_ghost_shares_its_keywords_with_other_friendly_spectres_and_is_a_sentinel_while_upgraded() {
    let mut s = table("JTL_053");
    let ghost = s.unit(ONE, "JTL_053");
    let hera = s.unit(ONE, "JTL_045"); // Hera Syndulla, a Spectre with Restore 1
    let state = s.build();
    assert!(!has_keyword(&state, ghost, Keyword::Sentinel), "not upgraded: no Sentinel");
    assert!(!has_keyword(&state, hera, Keyword::Sentinel));
    assert!(!has_keyword(&state, ghost, Keyword::Restore(1)), "it does not gain theirs");
    let mut s = table("JTL_053");
    let ghost = s.unit(ONE, "JTL_053");
    s.token_upgrade(ONE, Token::Experience, ghost);
    let hera = s.unit(ONE, "JTL_045");
    let enemy_hera = s.unit(TWO, "JTL_045");
    let state = s.build();
    assert!(has_keyword(&state, ghost, Keyword::Sentinel), "upgraded: Sentinel");
    assert!(has_keyword(&state, hera, Keyword::Sentinel), "a friendly Spectre gains it");
    assert!(!has_keyword(&state, enemy_hera, Keyword::Sentinel), "an enemy Spectre does not");
}

#[test]
fn card_jtl_050_phantom_ii_attaches_itself_to_the_ghost_giving_3_3_and_grit() {
    let mut s = table("JTL_050");
    let ghost = s.unit(ONE, "JTL_053");
    let phantom = s.unit(ONE, "JTL_050");
    s.damage(phantom, 2);
    let experience = s.token_upgrade(ONE, Token::Experience, phantom);
    let state = s.build();
    assert!(offered(&state).contains(&"action Phantom II > The Ghost [1]".to_string()), "{:?}", offered(&state));
    let after = run(state, &["action Phantom II > The Ghost"]);
    assert_eq!(after.card(phantom).attached.map(|a| a.host), Some(ghost), "it is an upgrade on The Ghost");
    assert_eq!(after.card(phantom).damage, 0, "its damage is removed");
    assert!(!after.in_play(experience), "its upgrades are defeated");
    assert_eq!((power(&after, ghost), hp(&after, ghost)), (8, 9), "+3/+3");
    assert!(has_keyword(&after, ghost, Keyword::Grit));
    assert!(has_keyword(&after, ghost, Keyword::Sentinel), "The Ghost is upgraded");
    assert!(!offered(&after).iter().any(|w| w.starts_with("action Phantom II")), "no longer a unit");
    // No Ghost: nothing to attach to.
    let mut s = table("JTL_050");
    s.unit(ONE, "JTL_050");
    assert!(!offered(&s.build()).iter().any(|w| w.starts_with("action Phantom II")));
}
