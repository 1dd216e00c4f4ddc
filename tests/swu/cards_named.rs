//! The cards whose choice names a value, not a card: "Choose an arena", "Choose Grit, Restore 1,
//! Sentinel, or Shielded" (`Effect::Choose`, `Prompt::Name`, `Action::Name`), and what reads the
//! value chosen ("in that arena": `Which::chosen_arena`; "the chosen Keyword":
//! `Ability::EachGainsChosen`). Each card's test is named by its number.

use crate::cards_units_triggers::play_unit;
use crate::event_positions::{choices, play, table};
use crate::support::{find, offered, run, ONE, TWO};
use hangar::ai::{Config, Level, Search};
use hangar::engine::{Rng, Ruleset, Table};
use hangar::rules::swu::facts::{has_keyword, restore as restore_of};
use hangar::rules::swu::{Keyword, Prompt, State, Swu};

/// The values a pending `Prompt::Name` offers, in notation.
fn names(state: &State) -> Vec<String> {
    offered(state).into_iter().filter(|w| w.starts_with("name ")).collect()
}

#[test]
fn card_jtl_131_turbolaser_salvo_a_friendly_space_unit_deals_its_power_to_each_enemy_unit_in_the_chosen_arena() {
    let mut s = table("JTL_131");
    s.unit(ONE, "SOR_237"); // Alliance X-Wing, 2 power
    let quasar = s.unit(ONE, "JTL_243"); // Quasar TIE Carrier, 5 power
    let mine = s.unit(ONE, "SOR_093"); // a friendly ground unit: not damaged
    let at_st = s.unit(TWO, "SOR_232");
    let dispatcher = s.unit(TWO, "SOR_093");
    let tie = s.unit(TWO, "SOR_225");
    let asked = play(&s.build(), "Turbolaser Salvo");
    assert!(matches!(&asked.prompt, Some(Prompt::Name { .. })));
    assert_eq!(names(&asked), ["name ground", "name space"]);
    assert!(!offered(&asked).contains(&"pass".to_string()), "an arena must be chosen");
    let ground = run(asked.clone(), &["name ground"]);
    assert_eq!(choices(&ground), ["choose Alliance X-Wing", "choose Quasar TIE Carrier"]);
    let done = run(ground, &["choose Quasar TIE Carrier"]);
    assert_eq!(done.card(at_st).damage, 5);
    assert!(!done.in_play(dispatcher));
    assert!(done.in_play(tie) && done.card(tie).damage == 0, "the space arena was not chosen");
    assert_eq!(done.card(mine).damage, 0, "enemy units only");
    assert_eq!(done.card(quasar).damage, 0);
    let space = run(asked, &["name space", "choose Alliance X-Wing"]);
    assert!(!space.in_play(tie));
    assert_eq!(space.card(at_st).damage, 0);
}

#[test]
fn card_jtl_131_turbolaser_salvo_the_computer_player_names_an_arena_from_the_listed_choices() {
    let small = Config { playouts: 8, blunder: 0.0, ..Level::Easy.config() };
    let mut s = table("JTL_131");
    s.unit(ONE, "JTL_243");
    s.unit(TWO, "SOR_232");
    let asked = play(&s.build(), "Turbolaser Salvo");
    let legal = Swu::legal_actions(&asked);
    let mut search = Search::<Swu>::new(&asked, small, Rng::seeded(7).next_u64());
    search.finish();
    let chosen = search.best().expect("a choice");
    assert!(legal.contains(&chosen), "{chosen:?} is listed");
    let (after, _) = Swu::apply(&asked, &chosen).unwrap();
    assert!(after.prompt.is_none(), "one friendly space unit: no more choice");
}

#[test]
fn card_jtl_047_admiral_yularen_each_friendly_vehicle_gains_the_chosen_keyword_while_he_is_in_play() {
    let mut s = table("JTL_047");
    let x_wing = s.unit(ONE, "SOR_237");
    let at_st = s.unit(ONE, "SOR_232");
    let enemy = s.unit(TWO, "SOR_225");
    let asked = play_unit(&s.build(), "Admiral Yularen");
    assert_eq!(names(&asked), ["name grit", "name restore 1", "name sentinel", "name shielded"]);
    let done = run(asked, &["name sentinel"]);
    let yularen = find(&done, "Admiral Yularen");
    assert!(has_keyword(&done, x_wing, Keyword::Sentinel) && has_keyword(&done, at_st, Keyword::Sentinel));
    assert!(!has_keyword(&done, yularen, Keyword::Sentinel), "he is no Vehicle");
    assert!(!has_keyword(&done, enemy, Keyword::Sentinel), "friendly units only");
    let restore = run(play_unit(&table_with_vehicle(), "Admiral Yularen"), &["name restore 1"]);
    let vehicle = find(&restore, "Alliance X-Wing");
    assert_eq!(restore_of(&restore, vehicle), 1);
    // Defeated: the keyword goes with him, and his choice is forgotten.
    let mut s = table_with_vehicle_scenario();
    s.unit(TWO, "SOR_232");
    let grit = run(play_unit(&s.build(), "Admiral Yularen"), &["name grit"]);
    let (vehicle, yularen) = (find(&grit, "Alliance X-Wing"), find(&grit, "Admiral Yularen"));
    assert!(has_keyword(&grit, vehicle, Keyword::Grit));
    let gone = run(grit, &["attack AT-ST > Admiral Yularen"]);
    assert!(!gone.in_play(yularen));
    assert!(!has_keyword(&gone, vehicle, Keyword::Grit));
    assert_eq!(gone.card(yularen).chosen, None);
}

fn table_with_vehicle_scenario() -> hangar::rules::swu::Scenario {
    let mut s = table("JTL_047");
    s.unit(ONE, "SOR_237");
    s
}

fn table_with_vehicle() -> State {
    table_with_vehicle_scenario().build()
}
