//! Indirect damage (`abilities/indirect.rs`, `Prompt::Indirect`): the player who assigns it puts
//! it one damage at a time on the damaged player's base or units, in any split, a unit no more
//! than its remaining HP; it is dealt at once, each card's share one unpreventable instance.

use crate::event_positions::{choices, table};
use crate::support::{find, run, ONE, TWO};
use hangar::engine::{Ruleset, Table};
use hangar::rules::swu::facts::shields_on;
use hangar::rules::swu::{Action, Prompt, Reason, State, Swu, Token};

/// Seat one's Red Squadron Y-Wing ("On Attack: Deal 3 indirect damage to the defending
/// player") attacks seat two's Quasar TIE Carrier; seat two also has an AT-ST with a Shield.
fn y_wing_attacks() -> State {
    let mut s = table("JTL_149");
    s.unit(ONE, "JTL_149");
    s.unit(TWO, "JTL_243");
    let at_st = s.unit(TWO, "SOR_232");
    s.token_upgrade(TWO, Token::Shield, at_st);
    run(s.build(), &["attack Red Squadron Y-Wing > Quasar TIE Carrier"])
}

#[test]
fn indirect_damage_the_damaged_player_splits_3_over_the_base_and_two_units() {
    let asked = y_wing_attacks();
    assert!(matches!(&asked.prompt, Some(Prompt::Indirect(a)) if a.chooser == TWO && a.left == 3));
    assert_eq!(choices(&asked), ["choose AT-ST", "choose Quasar TIE Carrier", "choose Shield Generator Complex"]);
    let one = run(asked, &["choose AT-ST"]);
    assert_eq!(one.card(find(&one, "AT-ST")).damage, 0, "nothing is dealt until all is assigned");
    let two = run(one, &["choose Shield Generator Complex"]);
    assert_eq!(choices(&two), ["choose AT-ST", "choose Quasar TIE Carrier", "choose Shield Generator Complex"]);
    let done = run(two, &["choose Quasar TIE Carrier"]);
    let at_st = find(&done, "AT-ST");
    assert_eq!(done.card(at_st).damage, 1, "unpreventable: the Shield does not stop it");
    assert_eq!(shields_on(&done, at_st).len(), 1, "and stays");
    assert_eq!(done.card(done.player(TWO).base).damage, 1);
    assert_eq!(done.card(find(&done, "Quasar TIE Carrier")).damage, 1 + 1, "1, then the attack: 1 power");
}

#[test]
fn indirect_damage_a_unit_takes_no_more_than_its_remaining_hp_and_passing_is_refused() {
    let mut s = table("JTL_149");
    s.unit(ONE, "JTL_149");
    s.unit(TWO, "JTL_243");
    let tie = s.unit(TWO, "SOR_225"); // 1 HP
    let state = run(s.build(), &["attack Red Squadron Y-Wing > Quasar TIE Carrier"]);
    let refused = Swu::check(&state, &Action::Pass).map_err(|r| r.reason);
    assert!(refused.is_err(), "all of it is assigned");
    let full = run(state, &["choose TIE/ln Fighter"]);
    assert_eq!(choices(&full), ["choose Quasar TIE Carrier", "choose Shield Generator Complex"]);
    let refused = Swu::check(&full, &Action::Choose { card: tie }).map_err(|r| r.reason);
    assert_eq!(refused, Err(Reason::NotATarget));
    let done = run(full, &["choose Shield Generator Complex", "choose Shield Generator Complex"]);
    assert!(!done.in_play(tie));
    assert_eq!(done.card(done.player(TWO).base).damage, 2);
}

#[test]
fn indirect_damage_the_computer_player_assigns_it_from_the_listed_choices() {
    use hangar::ai::{Config, Level, Search};
    use hangar::engine::Rng;
    let small = Config { playouts: 8, blunder: 0.0, ..Level::Easy.config() };
    let mut state = y_wing_attacks();
    let mut rng = Rng::seeded(7);
    let mut chose = 0;
    while matches!(state.prompt, Some(Prompt::Indirect(_))) {
        let legal = Swu::legal_actions(&state);
        let mut search = Search::<Swu>::new(&state, small, rng.next_u64());
        search.finish();
        let chosen = search.best().expect("a choice");
        assert!(legal.contains(&chosen), "{chosen:?} is listed");
        state = Swu::apply(&state, &chosen).unwrap().0;
        chose += 1;
    }
    assert_eq!(chose, 3, "one damage at a time");
    assert!(state.prompt.is_none(), "all of it dealt");
}
