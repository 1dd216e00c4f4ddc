//! The cards whose text deals indirect damage with more to it, or changes it: what the text does
//! with the cards it damaged (`ThisWay`: "If a base is damaged this way", "Exhaust each unit
//! damaged this way"), "to each opponent", "equal to this unit's power" (`Amount::SourcePower`),
//! who assigns it (`Ability::AssignIndirectToOpponents`, `Ability::AssignIndirectDealt`), "When
//! indirect damage is dealt to a unit" (`Ability::WhenIndirectToUnit`), "If you have the
//! initiative" (`Cond::HasInitiative`) and "If you dealt indirect damage this phase"
//! (`Cond::DealtIndirect`). Each card's test is named by its number.

use crate::cards_units_triggers::play_unit;
use crate::event_positions::{choices, table};
use crate::support::{find, offered_like, run, ONE, TWO};
use hangar::engine::{Seat, Table};
use hangar::rules::swu::{Prompt, State, Token};

/// Who is assigning the indirect damage pending, and how much is left.
fn assigning(state: &State) -> Option<(Seat, u8)> {
    match &state.prompt {
        Some(Prompt::Indirect(a)) => Some((a.chooser, a.left)),
        _ => None,
    }
}

#[test]
fn card_jtl_218_guerilla_soldier_readies_when_a_base_is_damaged_this_way() {
    for (split, ready) in [
        (["choose AT-ST", "choose AT-ST", "choose Shield Generator Complex"], true),
        (["choose AT-ST", "choose AT-ST", "choose AT-ST"], false),
    ] {
        let mut s = table("JTL_218");
        s.unit(TWO, "SOR_232");
        let asked = play_unit(&s.build(), "Guerilla Soldier");
        assert_eq!(choices(&asked), ["choose Resistance Headquarters", "choose Shield Generator Complex"]);
        let split_up = run(asked, &["choose Shield Generator Complex"]);
        assert_eq!(assigning(&split_up), Some((TWO, 3)));
        let done = run(split_up, &split);
        let soldier = find(&done, "Guerilla Soldier");
        assert_eq!(!done.card(soldier).exhausted, ready, "{split:?}");
    }
}

#[test]
fn card_jtl_222_kimogila_heavy_fighter_exhausts_each_unit_damaged_this_way() {
    let mut s = table("JTL_222");
    let at_st = s.unit(TWO, "SOR_232");
    let quasar = s.unit(TWO, "JTL_243");
    let tie = s.unit(TWO, "SOR_225");
    let asked = play_unit(&s.build(), "Kimogila Heavy Fighter");
    let done = run(
        asked,
        &[
            "choose Shield Generator Complex",
            "choose AT-ST",
            "choose Quasar TIE Carrier",
            "choose Shield Generator Complex",
        ],
    );
    assert!(done.card(at_st).exhausted && done.card(quasar).exhausted, "each unit damaged");
    assert!(!done.card(tie).exhausted, "not damaged this way");
    assert_eq!(done.card(done.player(TWO).base).damage, 1);
}

#[test]
fn card_jtl_152_tactical_heavy_bomber_deals_its_power_as_indirect_and_draws_if_a_base_is_damaged() {
    for (split, draws) in [(["choose Quasar TIE Carrier"; 3], 0), (["choose Shield Generator Complex"; 3], 1)] {
        let mut s = table("JTL_152");
        s.unit(ONE, "JTL_152");
        s.unit(TWO, "JTL_243");
        s.deck(ONE, "SOR_237");
        let state = s.build();
        let hand = state.player(ONE).hand.len();
        let asked = run(state, &["attack Tactical Heavy Bomber > Shield Generator Complex"]);
        assert_eq!(assigning(&asked), Some((TWO, 3)), "the defending player assigns its power: 3");
        let done = run(asked, &split);
        assert_eq!(done.player(ONE).hand.len(), hand + draws, "{split:?}");
    }
}

#[test]
fn card_jtl_143_devastator_deals_4_to_each_opponent_and_its_player_assigns_indirect_damage_to_opponents() {
    let mut s = table("JTL_143");
    s.resources(ONE, 20);
    let at_st = s.unit(TWO, "SOR_232");
    let asked = play_unit(&s.build(), "Devastator");
    assert_eq!(assigning(&asked), Some((ONE, 4)), "no player chosen; its player assigns");
    let done = run(asked, &["choose AT-ST"; 4]);
    assert_eq!(done.card(at_st).damage, 4);
    // Any indirect damage its player deals to the opponent, from any card.
    let mut s = table("JTL_234"); // Torpedo Barrage: 5 indirect damage
    s.unit(ONE, "JTL_143");
    s.unit(TWO, "SOR_232");
    let asked = run(s.build(), &["event Torpedo Barrage"]);
    let to_them = run(asked.clone(), &["choose Shield Generator Complex"]);
    assert_eq!(assigning(&to_them), Some((ONE, 5)));
    let to_me = run(asked, &["choose Resistance Headquarters"]);
    assert_eq!(assigning(&to_me), Some((ONE, 5)), "to oneself, as always");
}

#[test]
fn card_jtl_171_targeting_computer_attached_unit_assigns_the_indirect_damage_it_deals() {
    let mut s = table("JTL_234"); // Torpedo Barrage: 5 indirect damage
    let y_wing = s.unit(ONE, "JTL_149");
    s.upgrade(ONE, "JTL_171", y_wing);
    s.unit(TWO, "JTL_243");
    let state = s.build();
    let asked = run(state.clone(), &["attack Red Squadron Y-Wing > Shield Generator Complex"]);
    assert_eq!(assigning(&asked), Some((ONE, 3)), "dealt by the attached unit: its player assigns");
    let done = run(asked, &["choose Quasar TIE Carrier"; 3]);
    assert_eq!(done.card(find(&done, "Quasar TIE Carrier")).damage, 3);
    assert_eq!(done.card(done.player(TWO).base).damage, 2, "then the attack: 1 + 1 power");
    let other = run(state, &["event Torpedo Barrage", "choose Shield Generator Complex"]);
    assert_eq!(assigning(&other), Some((TWO, 5)), "not dealt by that unit");
}

#[test]
fn card_jtl_133_allegiant_general_pryde_deals_2_with_the_initiative_and_may_defeat_an_upgrade_on_a_unit_dealt_indirect()
{
    let mut s = table("JTL_133");
    s.unit(ONE, "JTL_133");
    let at_st = s.unit(TWO, "SOR_232");
    let experience = s.token_upgrade(TWO, Token::Experience, at_st);
    let mut state = s.build();
    let asked = run(state.clone(), &["attack Allegiant General Pryde > Shield Generator Complex"]);
    assert_eq!(choices(&asked), ["choose Resistance Headquarters", "choose Shield Generator Complex"]);
    let asked = run(asked, &["choose Shield Generator Complex", "choose AT-ST", "choose Shield Generator Complex"]);
    assert_eq!(choices(&asked), ["choose Experience", "pass"], "you may: a non-unique upgrade on it");
    let done = run(asked, &["choose Experience"]);
    assert!(!done.in_play(experience));
    assert_eq!(done.card(at_st).damage, 1);
    assert_eq!(done.card(done.player(TWO).base).damage, 1 + 2, "1 indirect, then the attack");
    // Without the initiative, no indirect damage.
    state.initiative = TWO;
    let done = run(state, &["attack Allegiant General Pryde > Shield Generator Complex"]);
    assert!(done.prompt.is_none());
    assert_eq!(done.card(done.player(TWO).base).damage, 2);
}

#[test]
fn card_jtl_138_decimator_of_dissidents_costs_1_less_if_you_dealt_indirect_damage_this_phase() {
    let mut s = table("JTL_234"); // Torpedo Barrage: 5 indirect damage
    s.hand(ONE, "JTL_138");
    let state = s.build();
    let before = offered_like(&state, "unit Decimator of Dissidents");
    let after = run(state, &["event Torpedo Barrage", "choose Shield Generator Complex", "pass"]);
    assert_eq!(after.card(after.player(TWO).base).damage, 5);
    let now = offered_like(&after, "unit Decimator of Dissidents");
    assert_eq!(before, ["unit Decimator of Dissidents [8]"], "4 and 2 aspects missing");
    assert_eq!(now, ["unit Decimator of Dissidents [7]"]);
}

#[test]
fn card_jtl_127_lightspeed_assault_defeats_a_friendly_space_unit_its_power_to_an_enemy_then_indirect() {
    let mut s = table("JTL_127");
    let x_wing = s.unit(ONE, "SOR_237");
    s.token_upgrade(ONE, Token::Experience, x_wing); // 3 power
    s.unit(ONE, "JTL_247");
    let quasar = s.unit(TWO, "JTL_243");
    let tie = s.unit(TWO, "SOR_225");
    let state = s.build();
    let asked = run(state.clone(), &["event Lightspeed Assault"]);
    assert_eq!(choices(&asked), ["choose Alliance X-Wing", "choose Resistance X-Wing"], "a friendly space unit");
    let enemy = run(asked, &["choose Alliance X-Wing"]);
    assert!(!enemy.in_play(x_wing));
    assert_eq!(choices(&enemy), ["choose Quasar TIE Carrier", "choose TIE/ln Fighter"], "an enemy space unit");
    let split = run(enemy.clone(), &["choose Quasar TIE Carrier"]);
    assert_eq!(split.card(quasar).damage, 3, "the X-Wing's power as it was: 2 + 1");
    assert_eq!(assigning(&split), Some((TWO, 5)), "the Quasar's power, to its controller");
    let done = run(split, &["choose Shield Generator Complex"; 5]);
    assert_eq!(done.card(done.player(TWO).base).damage, 5);
    // An enemy unit the damage defeats: its power as printed, to its owner.
    let defeated = run(enemy, &["choose TIE/ln Fighter"]);
    assert!(!defeated.in_play(tie));
    assert_eq!(assigning(&defeated), Some((TWO, 2)));
}
