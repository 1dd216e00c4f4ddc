//! The last Light Side cards of the objective sets that hold a Pilot (X) card or a mission (the
//! sets `cards_pool_light.rs` left unplayed): one test per card, named `card_<number>_…`, each
//! playing the card's printed text through the legal actions as a player meets it.

use crate::support::{offered, run};
use hangar::engine::Table;
use hangar::rules::lcg::def::Icons;
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

/// The Light Side's conflict phase: it attacks Death and Despayre (the Dark Side's objective).
fn light_conflict() -> Scenario {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s
}

#[test]
fn card_1178_tactical_planning_takes_a_combat_icon_of_an_imperial_navy_or_neutral_unit() {
    // "A target participating [Imperial Navy] or neutral unit loses a combat icon of your choice
    // until the end of the engagement." The 181st TIE Interceptor (Imperial Navy) has [Unit
    // Damage] and an edge-enabled [Blast Damage]; the X-Wing is neutral, the Red Two is not.
    let mut s = light_conflict();
    let tie = s.play(Side::Dark, "0715");
    s.play(Side::Light, "0163");
    s.play(Side::Light, "1177");
    s.hand(Side::Light, "1178");
    let declared = run(
        s.build(),
        &[
            "engage Death and Despayre",
            "declare X-Wing",
            "declare Red Two",
            "pass",
            "declare 181st TIE Interceptor",
            "pass",
        ],
    );
    let revealed = run(declared, &["edge Tactical Planning", "pass", "pass"]);
    assert_eq!(offered(&revealed), ["choose 181st TIE Interceptor", "choose X-Wing"]);
    let asked = run(revealed, &["choose 181st TIE Interceptor"]);
    // One of its icons must be chosen: its [Unit Damage] (option 1) or edge-enabled [Blast
    // Damage] (option 5); it has no other.
    assert_eq!(offered(&asked), ["option 1", "option 5"]);
    let lost = run(asked, &["option 5"]);
    let no_icons = Icons::default();
    assert_eq!(facts::combat_icons(&lost, tie), (Icons { unit_damage: 1, ..no_icons }, no_icons));
    // Until the end of the engagement: no strikes, the engagement ends and the icon is back.
    let ended = run(lost, &["pass", "pass", "pass"]);
    assert!(ended.engagement.is_none(), "{:?}", offered(&ended));
    assert_eq!(
        facts::combat_icons(&ended, tie),
        (Icons { unit_damage: 1, ..no_icons }, Icons { blast_damage: 1, ..no_icons })
    );
}
