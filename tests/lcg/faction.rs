//! Terminology: Faction (lcg-jump-to-lightspeed.txt).

use crate::support;
use hangar::engine::Table;

use crate::support::{find, offered, take};
use hangar::rules::lcg::def::Affiliation;
use hangar::rules::lcg::facts;
use hangar::rules::lcg::testing;
use hangar::rules::lcg::Event;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;

/// The seed's example: Kris uses a Jedi affiliation card (Keeyan Farlander, a Rogue Squadron
/// X-Wing, Lando Calrissian and a Duros Smuggler in play); Tom plays Filthy Accusations.
fn kris_and_tom() -> State {
    hangar::rules::lcg::Example::Faction.position()
}

#[test]
fn faction_example_filthy_accusations_targets_exactly_the_out_of_faction_units() {
    let state = kris_and_tom();
    assert_eq!(facts::faction(&state, Side::Light), Affiliation::Jedi);
    // "This card can target any Rebel Alliance, Smugglers and Spies, or neutral unit that Kris
    // controls; it cannot target Kris's Jedi units, because those are in-faction."
    assert_eq!(
        offered(&state),
        [
            "event Filthy Accusations > Duros Smuggler [free]",
            "event Filthy Accusations > Lando Calrissian [free]",
            "event Filthy Accusations > Rogue Squadron X-Wing [free]",
            "pass",
        ]
    );
    let keeyan = find(&state, "Keeyan Farlander");
    assert!(facts::is_in_faction(&state, keeyan));
    let (after, _) = take(&state, "event Filthy Accusations > Lando Calrissian [free]");
    assert_eq!(after.card(find(&after, "Lando Calrissian")).focus, 1);
}

#[test]
fn faction_neutral_cards_are_out_of_faction() {
    let state = kris_and_tom();
    assert!(facts::is_out_of_faction(&state, find(&state, "Duros Smuggler")));
}

#[test]
fn faction_contract_hunter_deals_double_damage_to_out_of_faction_units_and_objectives() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    let hunter = s.play(Side::Dark, "0926");
    let xwing = s.play(Side::Light, "0700");
    let duros = s.play(Side::Light, "0800");
    let trench = s.play(Side::Light, "0772");
    let ambush = s.mission(Side::Dark, "0920");
    let mut state = s.build();
    let mut events: Vec<Event> = Vec::new();
    for target in [xwing, duros, trench, ambush] {
        testing::deal_damage(&mut state, Some(hunter), target, 1, &mut events);
    }
    testing::run(&mut state, &mut events);
    assert_eq!(state.card(xwing).damage, 1, "in-faction: single damage");
    assert_eq!(state.card(trench).damage, 1, "in-faction objective");
    assert_eq!(state.card(ambush).damage, 2, "a mission under the opponent's control is out-of-faction");
    assert!(events.contains(&Event::Damaged { card: duros, amount: 2 }), "neutral: out-of-faction");
    assert!(state.player(Side::Light).discard.contains(&duros), "destroyed: 2 damage on capacity 1");
    assert_eq!(offered(&state), ["pass"]);
}

#[test]
fn faction_assassination_contract_destroys_each_out_of_faction_enemy_unit() {
    let mut s = Scenario::new("t", "IN-AFF", "J-AFF");
    support::superlaser_ready(&mut s);
    let keeyan = s.play(Side::Light, "0768");
    let xwing = s.play(Side::Light, "0700");
    let duros = s.play(Side::Light, "0800");
    s.mission(Side::Dark, "0928");
    let state = s.build();
    let (completed, _) = take(&state, &support::superlaser_on("Assassination Contract"));
    let (after, _) = take(&completed, "trigger Assassination Contract");
    let light = after.player(Side::Light);
    assert!(light.play.contains(&keeyan), "the in-faction Jedi unit stays");
    assert!(light.discard.contains(&xwing) && light.discard.contains(&duros));
    assert_eq!(offered(&after), ["pass"]);
}
