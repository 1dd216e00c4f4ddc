//! The units that deal damage "equal to" a number counted as the ability resolves (`Amount`:
//! `Act::DamageEqual`, `Effect::IndirectDamageEqual`). Each card's test is named by its number.

use crate::cards_units_triggers::play_unit;
use crate::event_positions::{choices, table};
use crate::support::{find, run, ONE, TWO};
use hangar::engine::Table;

#[test]
fn card_jtl_102_resistance_blue_squadron_may_deal_damage_equal_to_the_friendly_space_units() {
    let mut s = table("JTL_102");
    s.unit(ONE, "SOR_237");
    s.unit(ONE, "SOR_093"); // ground
    s.unit(TWO, "SOR_225"); // an enemy
    let at_st = s.unit(TWO, "SOR_232");
    let asked = play_unit(&s.build(), "Resistance Blue Squadron");
    assert!(choices(&asked).contains(&"pass".to_string()));
    let done = run(asked, &["choose AT-ST"]);
    assert_eq!(done.card(at_st).damage, 2, "the X-Wing and the Squadron itself");
}

#[test]
fn card_jtl_153_rebellious_hammerhead_may_deal_damage_equal_to_the_cards_in_your_hand() {
    let mut s = table("JTL_153");
    s.hand(ONE, "SOR_093");
    s.hand(ONE, "SOR_093");
    s.hand(ONE, "SOR_093");
    let at_st = s.unit(TWO, "SOR_232");
    let asked = play_unit(&s.build(), "Rebellious Hammerhead");
    let done = run(asked, &["choose AT-ST"]);
    assert_eq!(done.card(at_st).damage, 3, "three cards left in hand");
}

#[test]
fn card_jtl_037_banshee_may_deal_damage_equal_to_the_damage_on_it_on_attack() {
    let mut s = table("JTL_037");
    let banshee = s.unit(ONE, "JTL_037");
    s.damage(banshee, 3);
    let at_st = s.unit(TWO, "SOR_232");
    let asked = run(s.build(), &["attack Banshee > Shield Generator Complex"]);
    assert!(choices(&asked).contains(&"pass".to_string()));
    let done = run(asked, &["choose AT-ST"]);
    assert_eq!(done.card(at_st).damage, 3);
}

#[test]
fn card_jtl_116_dornean_gunship_deals_indirect_damage_equal_to_your_vehicle_units() {
    let mut s = table("JTL_116");
    s.unit(ONE, "SOR_237");
    s.unit(ONE, "SOR_093"); // not a Vehicle
    s.unit(TWO, "SOR_232");
    let asked = play_unit(&s.build(), "Dornean Gunship");
    assert_eq!(choices(&asked), ["choose Resistance Headquarters", "choose Shield Generator Complex"]);
    let assigning = run(asked, &["choose Shield Generator Complex"]);
    assert_eq!(choices(&assigning), ["choose AT-ST", "choose Shield Generator Complex"]);
    let done = run(assigning, &["choose AT-ST", "choose Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 1, "the X-Wing and the Gunship: 2, split");
    assert_eq!(done.card(find(&done, "AT-ST")).damage, 1);
}
