//! The units whose text changes stats: "Each <which> unit gets +P/+H [and gains <keyword>]"
//! (`Ability::Each`), and "This unit gets +P/+H for each <count>" (`Ability::Stats` with
//! `Count::DamageOnIt`, `Count::OtherFriendlyIn`, `Count::OtherFriendlyCopies`), and "This unit costs N less to play [if …] [for
//! each …]" (`Ability::CostsLess`). Each card's test is named by its number.

use crate::cards_units_triggers::play_unit;
use crate::event_positions::{choices, table};
use crate::support::{cost, run, ONE, TWO};
use hangar::engine::{CardId, Table};
use hangar::rules::swu::facts::{has_keyword, hp, power};
use hangar::rules::swu::{Keyword, State};

fn stats(state: &State, card: CardId) -> (u8, u8) {
    (power(state, card), hp(state, card))
}

#[test]
fn card_jtl_085_victor_leader_each_other_friendly_space_unit_gets_plus_1_plus_1() {
    let mut s = table("JTL_085");
    let leader = s.unit(ONE, "JTL_085");
    let wing = s.unit(ONE, "SOR_237");
    let dispatcher = s.unit(ONE, "SOR_093");
    let tie = s.unit(TWO, "SOR_225");
    let state = s.build();
    assert_eq!(stats(&state, wing), (3, 4));
    assert_eq!(stats(&state, leader), (2, 4), "not itself");
    assert_eq!(stats(&state, dispatcher), (1, 2), "a ground unit");
    assert_eq!(stats(&state, tie), (2, 1), "an enemy");
    // Gone, the bonus goes with it: the X-Wing at 3 damage is then defeated.
    let mut s = table("JTL_085");
    let leader = s.unit(ONE, "JTL_085");
    s.damage(leader, 3);
    let wing = s.unit(ONE, "SOR_237");
    s.damage(wing, 3);
    s.unit(TWO, "JTL_243");
    let done = run(s.build(), &["attack Victor Leader > Quasar TIE Carrier"]);
    assert!(!done.in_play(leader) && !done.in_play(wing));
}

#[test]
fn card_jtl_161_captain_tarkin_each_friendly_vehicle_gets_plus_1_plus_0_and_overwhelm() {
    let mut s = table("JTL_161");
    let tarkin = s.unit(ONE, "JTL_161");
    let wing = s.unit(ONE, "SOR_237");
    let tie = s.unit(TWO, "SOR_225");
    let state = s.build();
    assert_eq!(stats(&state, wing), (3, 3));
    assert!(has_keyword(&state, wing, Keyword::Overwhelm));
    assert!(!has_keyword(&state, tarkin, Keyword::Overwhelm) && stats(&state, tarkin) == (2, 5), "not a Vehicle");
    assert!(!has_keyword(&state, tie, Keyword::Overwhelm) && stats(&state, tie) == (2, 1), "an enemy");
    let mut s = table("JTL_161");
    s.unit(ONE, "JTL_161");
    s.unit(ONE, "SOR_237");
    s.unit(TWO, "SOR_225");
    let done = run(s.build(), &["attack Alliance X-Wing > TIE/ln Fighter"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 2, "3 power on 1 HP: 2 through");
}

#[test]
fn card_jtl_226_radiant_vii_enemy_non_leader_units_minus_1_per_damage_and_5_indirect_when_played() {
    let mut s = table("JTL_226");
    let at_st = s.unit(TWO, "SOR_232");
    s.damage(at_st, 2);
    let wing = s.unit(ONE, "SOR_237");
    s.damage(wing, 2);
    let state = s.build();
    assert_eq!(power(&state, at_st), 6, "Radiant VII not in play yet");
    let asked = play_unit(&state, "Radiant VII");
    assert_eq!(power(&asked, at_st), 4);
    assert_eq!(power(&asked, wing), 2, "a friendly unit");
    assert_eq!(choices(&asked), ["choose Resistance Headquarters", "choose Shield Generator Complex"]);
    let assigning = run(asked, &["choose Shield Generator Complex"]);
    let done = run(assigning, &["choose AT-ST"; 4]);
    assert_eq!(choices(&done), ["choose AT-ST", "choose Shield Generator Complex"], "AT-ST: 6 damage on 7 HP");
    let done = run(done, &["choose AT-ST"]);
    assert!(!done.in_play(at_st), "7 damage on 7 HP");
}

#[test]
fn card_jtl_052_dqar_cargo_frigate_minus_1_plus_0_for_each_damage_on_it() {
    let mut s = table("JTL_052");
    let frigate = s.unit(ONE, "JTL_052");
    let state = s.build();
    assert_eq!(stats(&state, frigate), (6, 7));
    let mut damaged = state;
    damaged.card_mut(frigate).damage = 2;
    assert_eq!(stats(&damaged, frigate), (4, 7));
    damaged.card_mut(frigate).damage = 6;
    assert_eq!(stats(&damaged, frigate), (0, 7), "never below 0");
}

#[test]
fn card_jtl_115_clone_combat_squadron_plus_1_plus_1_for_each_other_friendly_space_unit() {
    let mut s = table("JTL_115");
    let squadron = s.unit(ONE, "JTL_115");
    s.unit(ONE, "SOR_237");
    s.unit(ONE, "SOR_225");
    s.unit(ONE, "SOR_093"); // ground
    s.unit(TWO, "SOR_225"); // enemy
    let state = s.build();
    assert_eq!(stats(&state, squadron), (5, 5));
}

#[test]
fn card_jtl_163_at_dp_occupier_costs_1_less_for_each_damaged_ground_unit_and_has_overwhelm() {
    let full = cost(&table("JTL_163").build(), "unit AT-DP Occupier");
    let mut s = table("JTL_163");
    for (seat, id) in [(ONE, "SOR_093"), (TWO, "SOR_232"), (TWO, "SOR_225")] {
        let unit = s.unit(seat, id);
        s.damage(unit, 1);
    }
    let state = s.build();
    assert_eq!(cost(&state, "unit AT-DP Occupier"), full - 2, "two damaged ground units; the TIE/ln is in space");
    let after = play_unit(&state, "AT-DP Occupier");
    assert!(has_keyword(&after, crate::support::find(&after, "AT-DP Occupier"), Keyword::Overwhelm));
}

#[test]
fn card_jtl_204_home_one_ambush_and_costs_3_less_if_an_opponent_controls_3_or_more_space_units() {
    let with = |ids: &[&str]| {
        let mut s = table("JTL_204");
        for id in ids {
            s.unit(TWO, id);
        }
        s.build()
    };
    let two = with(&["SOR_225", "SOR_225", "SOR_232"]);
    let three = with(&["SOR_225", "SOR_225", "JTL_243"]);
    assert_eq!(cost(&three, "unit Home One"), cost(&two, "unit Home One") - 3);
    let after = play_unit(&three, "Home One");
    assert!(matches!(after.prompt, Some(hangar::rules::swu::Prompt::Ambush { .. })), "Ambush");
}

#[test]
fn card_jtl_256_swarming_vulture_droid_gets_1_power_per_other_friendly_copy_and_a_premier_deck_holds_15() {
    use hangar::cards::swu::catalog;
    use hangar::engine::builder::Entry;
    use hangar::engine::Decks;
    use hangar::rules::swu::{Deck, DeckProblem, Format, Swu};
    let mut s = table("JTL_256");
    let droids: Vec<CardId> = (0..3).map(|_| s.unit(ONE, "JTL_256")).collect();
    let enemy = s.unit(TWO, "JTL_256");
    let state = s.build();
    for &droid in &droids {
        assert_eq!(stats(&state, droid), (4, 2), "two other friendly copies");
    }
    assert_eq!(stats(&state, enemy), (2, 2), "an enemy copy counts only its own side's");
    // A Premier deck: 15 copies are legal, 16 are not; another card still at most 3.
    let filler: Vec<String> = catalog()
        .iter()
        .map(|(_, d)| d)
        .filter(|d| d.card_type == hangar::rules::swu::CardType::Unit && d.token.is_none() && d.implemented())
        .filter(|d| d.id != "JTL_256")
        .take(12)
        .map(|d| d.id.to_string())
        .collect();
    let deck = |droids: u8| Deck {
        name: "Vultures".into(),
        leader: Some("JTL_008".into()),
        base: Some("JTL_022".into()),
        cards: std::iter::once(Entry { card: "JTL_256".into(), count: droids })
            .chain(filler.iter().map(|id| Entry { card: id.clone(), count: 3 }))
            .collect(),
        sideboard: Vec::new(),
        format: Format::Premier,
    };
    assert_eq!(<Swu as Decks>::deck_problems(&deck(15)), [], "15 + 36 cards");
    let found: Vec<DeckProblem> = <Swu as Decks>::deck_problems(&deck(16)).into_iter().map(|p| p.reason).collect();
    assert!(matches!(found[..], [DeckProblem::TooManyCopies { copies: 16, most: 15, .. }]), "{found:?}");
}
