//! The cards that make a player discard from their hand: "An opponent discards a card from their
//! hand. If it's a unit, …" (`Effect::OpponentDiscards`: the opponent chooses), "Choose a player.
//! They discard a card … Then, if they have more cards in their hand than you, they discard a card"
//! (`Effect::PlayerDiscards`, `DiscardOne`) and "Look at an
//! opponent's hand and discard an event from it" (`Effect::DiscardEnemyEvent`). Each card's test is
//! named by its number.

use crate::cards_units_triggers::play_unit;
use crate::event_positions::{choices, play, table};
use crate::support::{run, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::Prompt;

#[test]
fn card_jtl_201_ahsoka_tano_an_opponent_discards_and_if_a_unit_you_may_exhaust_a_unit() {
    let mut s = table("JTL_201");
    let wing = s.hand(TWO, "SOR_237");
    let wingmen = s.hand(TWO, "JTL_254");
    let at_st = s.unit(TWO, "SOR_232");
    let state = s.build();
    let asked = play_unit(&state, "Ahsoka Tano");
    assert!(matches!(asked.prompt, Some(Prompt::Target { chooser, .. }) if chooser == TWO), "the opponent chooses");
    assert_eq!(choices(&asked), ["choose Alliance X-Wing", "choose Dedicated Wingmen"]);
    let unit = run(asked.clone(), &["choose Alliance X-Wing"]);
    assert!(unit.player(TWO).discard.contains(&wing));
    assert!(matches!(unit.prompt, Some(Prompt::Target { chooser, .. }) if chooser == ONE));
    assert_eq!(choices(&unit), ["choose AT-ST", "choose Ahsoka Tano", "pass"], "you may exhaust a unit");
    let done = run(unit, &["choose AT-ST"]);
    assert!(done.card(at_st).exhausted);
    let event = run(asked, &["choose Dedicated Wingmen"]);
    assert!(event.player(TWO).discard.contains(&wingmen));
    assert!(event.prompt.is_none(), "not a unit: nothing more");
}

#[test]
fn card_jtl_207_jam_communications_discards_an_event_from_an_opponents_hand() {
    let mut s = table("JTL_207");
    let wing = s.hand(TWO, "SOR_237");
    s.hand(TWO, "JTL_254");
    let barrage = s.hand(TWO, "JTL_234");
    let state = s.build();
    let asked = play(&state, "Jam Communications");
    assert_eq!(choices(&asked), ["choose Dedicated Wingmen", "choose Torpedo Barrage"], "an event, not the unit");
    let done = run(asked, &["choose Torpedo Barrage"]);
    assert!(done.player(TWO).discard.contains(&barrage));
    assert!(done.player(TWO).hand.contains(&wing));
    assert_eq!(done.player(TWO).hand.len(), 2);
}

#[test]
fn card_jtl_154_profundity_a_player_discards_then_again_if_they_have_more_cards_than_you() {
    let mut s = table("JTL_154");
    s.resources(ONE, 20);
    s.hand(TWO, "SOR_237");
    s.hand(TWO, "JTL_254");
    s.hand(TWO, "JTL_234");
    let state = s.build();
    let asked = play_unit(&state, "Profundity");
    assert_eq!(choices(&asked), ["choose Resistance Headquarters", "choose Shield Generator Complex"], "a player");
    let first = run(asked, &["choose Shield Generator Complex"]);
    assert!(matches!(first.prompt, Some(Prompt::Target { chooser, .. }) if chooser == TWO), "they choose");
    let second = run(first, &["choose Torpedo Barrage"]);
    assert_eq!(choices(&second), ["choose Alliance X-Wing", "choose Dedicated Wingmen"], "2 cards against none");
    let done = run(second, &["choose Alliance X-Wing"]);
    assert_eq!(done.player(TWO).hand.len(), 1);
    assert_eq!(done.player(TWO).discard.len(), 2);
    assert!(done.prompt.is_none(), "1 card against none: that is all");
}
