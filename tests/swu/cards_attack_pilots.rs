//! The Pilots and events of Jump to Lightspeed that act as an attack starts or ends: Darth Vader's
//! "On Attack: You may deal 1 damage to a unit. If a unit is defeated this way, …" (`OnOne` with
//! `IfDefeated`); BoShek's "Discard 2 cards from your deck. Return each of those cards with an odd
//! cost to your hand" (`Effect::DiscardReturnToHand`); BB-8's "You may pay 2. If you do, ready a
//! Resistance unit" (`Effect::PayResources` inside `May`, offered only when it can be paid); Trace
//! Martez's "You may heal 2 total damage from any number of units" (`Effect::DivideHeal`, a
//! `Prompt::Divide` that heals); Anakin Skywalker's "When attached unit completes an attack (and
//! survives): You may return this upgrade to its owner's hand" (`Ability::WhenAttackCompletes`,
//! `Effect::ReturnSourceToHand`); Han Solo's "You may attack with attached unit. If it's the
//! Millennium Falcon, it deals its combat damage before the defender" (`AttackWithOne`'s `first`,
//! `Cond::Titled`); Trench Run's attack that gains "On Attack: Discard 2 cards from the defending
//! player's deck. Deal unpreventable damage equal to the difference …" (`AttackWithOne`'s `gains`,
//! `Effect::DiscardCostDifference`); Hotshot Maneuver's "For each of its 'On Attack' abilities,
//! deal 2 damage to a different enemy unit. Then, attack with the chosen unit"
//! (`Effect::OnDifferentPer` counting `PerCount::OnAttacks`, `OnUpTo`'s `exactly`, `Effect::Then`);
//! Sabine's Masterpiece's "On Attack: If you control a: Vigilance unit, …" (`Cond::ControlsAspect`,
//! `Effect::Then`, `Effect::ExhaustOrReadyResource` named as `Named::Resource`). Each card's test is named by its number and plays its text through
//! `legal_actions` / `apply`.

use crate::event_positions::{choices, play, table};
use crate::support::{cost, find, is_offered, offered_like, run, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::Scenario;

#[test]
fn card_jtl_142_darth_vader_pilot_deals_1_and_if_that_defeats_a_unit_1_more_to_a_unit_or_base() {
    let mut s = table("JTL_142");
    let wing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_142", wing);
    let tie = s.unit(TWO, "SOR_225");
    s.unit(TWO, "JTL_069");
    let state = s.build();
    let base = state.player(TWO).base;
    let asked = run(state.clone(), &["attack Alliance X-Wing > Shield Generator Complex"]);
    assert!(choices(&asked).contains(&"pass".to_string()), "you may");
    let asked = run(asked, &["choose TIE/ln Fighter"]);
    assert!(!asked.in_play(tie), "defeated this way");
    assert!(choices(&asked).contains(&"choose Shield Generator Complex".to_string()), "a unit or base");
    let done = run(asked, &["choose Shield Generator Complex"]);
    // 1 from the ability, then the attack: 2 power and Vader's +3.
    assert_eq!(done.card(base).damage, 1 + 2 + 3);
    // A unit that survives: no second damage.
    let asked = run(state, &["attack Alliance X-Wing > Shield Generator Complex", "choose Munificent Frigate"]);
    assert_eq!(asked.card(find(&asked, "Munificent Frigate")).damage, 1);
    assert!(choices(&asked).is_empty());
    assert_eq!(asked.card(base).damage, 2 + 3);
}

#[test]
fn card_jtl_215_boshek_discards_2_from_the_deck_and_returns_the_odd_costs_to_hand() {
    let mut s = table("JTL_215");
    s.unit(ONE, "SOR_237");
    let bottom = s.deck(ONE, "SOR_225");
    let even = s.deck(ONE, "SOR_237");
    let odd = s.deck(ONE, "JTL_255");
    let state = s.build();
    // As a unit, nothing.
    let unit = run(state.clone(), &["unit BoShek"]);
    assert_eq!(unit.player(ONE).deck.len(), 3);
    let done = run(state, &["pilot BoShek > Alliance X-Wing"]);
    assert_eq!(done.player(ONE).deck, [bottom]);
    assert_eq!(done.player(ONE).discard, [even], "cost 2 stays discarded");
    assert!(done.player(ONE).hand.contains(&odd), "cost 1 returns to hand");
}

/// Seat one's ready resources.
fn ready(state: &hangar::rules::swu::State) -> usize {
    state.player(ONE).resources.iter().filter(|&&r| !state.card(r).exhausted).count()
}

#[test]
fn card_jtl_145_bb_8_may_pay_2_to_ready_a_resistance_unit() {
    let mut s = table("JTL_145");
    s.unit(ONE, "SOR_237");
    let wing = s.unit(ONE, "JTL_247");
    s.exhaust(wing);
    let paige = s.unit(ONE, "JTL_046");
    s.exhaust(paige);
    let state = s.build();
    let price = usize::try_from(cost(&state, "pilot BB-8 > Alliance X-Wing")).unwrap_or(0);
    let asked = run(state.clone(), &["pilot BB-8 > Alliance X-Wing"]);
    assert_eq!(choices(&asked), ["pass"], "you may (accept or pass)");
    let asked = run(asked, &["accept"]);
    assert_eq!(ready(&asked), 12 - price - 2, "paid 2");
    assert_eq!(choices(&asked), ["choose Paige Tico", "choose Resistance X-Wing"]);
    let done = run(asked, &["choose Resistance X-Wing"]);
    assert!(!done.card(wing).exhausted && done.card(paige).exhausted);
    // Declined: nothing paid, nothing readied.
    let done = run(state, &["pilot BB-8 > Alliance X-Wing", "pass"]);
    assert_eq!(ready(&done), 12 - price);
    assert!(done.card(wing).exhausted);
    // With fewer than 2 resources left to pay with, it is not offered.
    let mut s = Scenario::skirmish();
    s.resources(ONE, price + 1);
    s.hand(ONE, "JTL_145");
    s.unit(ONE, "SOR_237");
    let wing = s.unit(ONE, "JTL_247");
    s.exhaust(wing);
    let done = run(s.build(), &["pilot BB-8 > Alliance X-Wing"]);
    assert!(done.prompt.is_none() && done.card(wing).exhausted);
    assert_eq!(ready(&done), 1);
}

#[test]
fn card_jtl_066_trace_martez_heals_2_total_damage_from_any_number_of_units_on_attack() {
    let mut s = table("JTL_066");
    let wing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_066", wing);
    let frigate = s.unit(ONE, "JTL_069");
    s.damage(frigate, 1);
    let enemy = s.unit(TWO, "JTL_069");
    s.damage(enemy, 3);
    s.unit(ONE, "JTL_095");
    let state = s.build();
    let asked = run(state.clone(), &["attack Alliance X-Wing > Shield Generator Complex"]);
    // Only damaged units, either side's; it may be declined before the first.
    assert_eq!(choices(&asked), ["choose Munificent Frigate", "choose Munificent Frigate", "pass"]);
    let asked = run(asked, &["choose Munificent Frigate"]);
    // The frigate has no more to heal; once begun, the heal goes on to the end.
    assert_eq!(choices(&asked), ["choose Munificent Frigate"]);
    assert!(asked.prompt.is_some());
    let done = run(asked, &["choose Munificent Frigate"]);
    assert_eq!(done.card(frigate).damage, 0);
    assert_eq!(done.card(enemy).damage, 2);
    assert_eq!(done.card(done.player(TWO).base).damage, 2 + 1, "the attack: 2 power, Trace's +1");
    // Declined: nothing healed.
    let done = run(state, &["attack Alliance X-Wing > Shield Generator Complex", "pass"]);
    assert_eq!((done.card(frigate).damage, done.card(enemy).damage), (1, 3));
}

#[test]
fn card_jtl_197_anakin_skywalker_may_return_to_hand_when_attached_unit_completes_an_attack() {
    let mut s = table("JTL_197");
    let wing = s.unit(ONE, "SOR_237");
    let anakin = s.pilot(ONE, "JTL_197", wing);
    s.unit(TWO, "JTL_251");
    let state = s.build();
    let base = state.player(TWO).base;
    let asked = run(state.clone(), &["attack Alliance X-Wing > Shield Generator Complex"]);
    assert_eq!(asked.card(base).damage, 2 + 2, "the attack is over: 2 power, Anakin's +2");
    assert_eq!(choices(&asked), ["pass"], "you may (accept or pass)");
    let done = run(asked, &["accept"]);
    assert!(done.player(ONE).hand.contains(&anakin) && !done.in_play(anakin));
    assert!(done.in_play(wing) && done.attachments_of(wing).next().is_none());
    let kept = run(state.clone(), &["attack Alliance X-Wing > Shield Generator Complex", "pass"]);
    assert!(kept.in_play(anakin));
    // An attacker that doesn't survive: nothing to ask.
    let done = run(state, &["attack Alliance X-Wing > Jedi Light Cruiser"]);
    assert!(!done.in_play(wing) && done.prompt.is_none());
    assert!(done.player(ONE).discard.contains(&anakin));
}

#[test]
fn card_jtl_203_han_solo_attacks_with_attached_unit_and_the_falcon_deals_its_damage_first() {
    // The Falcon (3/4, +1/+0 for each Pilot) with Han (+2/+3): 6 power, 7 HP, 3 damaged.
    let mut s = table("JTL_203");
    let falcon = s.unit(ONE, "JTL_249");
    s.damage(falcon, 3);
    let cruiser = s.unit(TWO, "JTL_251");
    s.damage(cruiser, 1);
    let state = s.build();
    let asked = run(state.clone(), &["pilot Han Solo > Millennium Falcon"]);
    assert!(choices(&asked).contains(&"pass".to_string()), "you may");
    let done = run(asked, &["attack Millennium Falcon > Jedi Light Cruiser"]);
    assert!(!done.in_play(cruiser), "6 damage: defeated first");
    assert_eq!(done.card(falcon).damage, 3, "a defender defeated first deals none back");
    // Another Vehicle attacks as usual: both deal damage at once.
    let mut s = table("JTL_203");
    let wing = s.unit(ONE, "JTL_069");
    s.damage(wing, 5);
    let cruiser = s.unit(TWO, "JTL_251");
    s.damage(cruiser, 3);
    let done =
        run(s.build(), &["pilot Han Solo > Munificent Frigate", "attack Munificent Frigate > Jedi Light Cruiser"]);
    assert!(!done.in_play(cruiser) && !done.in_play(wing), "both defeated");
    // Declined: no attack.
    let done = run(state, &["pilot Han Solo > Millennium Falcon", "pass"]);
    assert!(!done.card(falcon).exhausted && done.in_play(cruiser));
}

#[test]
fn card_jtl_156_trench_run_attacks_with_a_fighter_plus_4_and_discards_2_for_unpreventable_damage() {
    let mut s = table("JTL_156");
    let wing = s.unit(ONE, "SOR_237");
    s.token_upgrade(ONE, hangar::rules::swu::Token::Shield, wing);
    s.token_upgrade(ONE, hangar::rules::swu::Token::Experience, wing); // 3/4
    s.unit(ONE, "JTL_069");
    let bottom = s.deck(TWO, "SOR_225");
    s.deck(TWO, "JTL_069"); // cost 5
    s.deck(TWO, "SOR_237"); // cost 2, the top
    let state = s.build();
    let asked = play(&state, "Trench Run");
    // A Fighter only: the X-Wing, not the Frigate.
    assert!(crate::support::offered(&asked).iter().all(|a| !a.starts_with("attack Munificent")));
    let done = run(asked, &["attack Alliance X-Wing > Shield Generator Complex"]);
    assert_eq!(done.player(TWO).deck, [bottom], "2 discarded from the defending player's deck");
    assert_eq!(done.player(TWO).discard.len(), 2);
    assert_eq!(done.card(wing).damage, 3, "5 - 2, past its Shield");
    assert_eq!(done.card(done.player(TWO).base).damage, 3 + 4, "+4/+0 for this attack");
}

#[test]
fn card_jtl_174_hotshot_maneuver_deals_2_to_a_different_enemy_for_each_on_attack_then_attacks() {
    let mut s = table("JTL_174");
    let falcon = s.unit(ONE, "JTL_249");
    s.pilot(ONE, "JTL_066", falcon);
    s.pilot(ONE, "JTL_142", falcon);
    s.unit(ONE, "SOR_237");
    let tie = s.unit(TWO, "SOR_225");
    let frigate = s.unit(TWO, "JTL_069");
    let cruiser = s.unit(TWO, "JTL_251");
    let state = s.build();
    let asked = play(&state, "Hotshot Maneuver");
    assert_eq!(choices(&asked), ["choose Alliance X-Wing", "choose Millennium Falcon"], "a friendly unit");
    // Two On Attack abilities (Trace's and Vader's, given to it): two different enemy units,
    // no stopping early.
    let asked = run(asked, &["choose Millennium Falcon"]);
    assert_eq!(choices(&asked), ["choose Jedi Light Cruiser", "choose Munificent Frigate", "choose TIE/ln Fighter"]);
    let asked = run(asked, &["choose TIE/ln Fighter"]);
    assert_eq!(choices(&asked), ["choose Jedi Light Cruiser", "choose Munificent Frigate"]);
    let mut asked = run(asked, &["choose Munificent Frigate"]);
    assert!(!asked.in_play(tie) && asked.card(frigate).damage == 2 && asked.card(cruiser).damage == 0);
    // Then the attack, with the chosen unit only.
    assert!(crate::support::offered(&asked).iter().all(|a| !a.starts_with("attack Alliance")));
    asked = run(asked, &["attack Millennium Falcon > Shield Generator Complex"]);
    while choices(&asked).contains(&"pass".to_string()) {
        asked = run(asked, &["pass"]);
    }
    assert!(asked.card(falcon).exhausted);
    assert_eq!(asked.card(asked.player(TWO).base).damage, 3 + 2 + 1 + 3, "Falcon, 2 Pilots, Trace, Vader");
    // A unit with no On Attack ability: straight to its attack.
    let asked = run(play(&state, "Hotshot Maneuver"), &["choose Alliance X-Wing"]);
    assert!(is_offered(&asked, "attack Alliance X-Wing > Shield Generator Complex"));
    assert_eq!(asked.card(frigate).damage, 0);
}

#[test]
fn card_jtl_250_sabines_masterpiece_does_what_each_aspect_it_controls_a_unit_of_allows() {
    let mut s = table("JTL_250");
    s.unit(ONE, "JTL_250");
    s.unit(ONE, "JTL_066"); // Vigilance
    let clone = s.unit(ONE, "JTL_108"); // Command
    s.unit(ONE, "JTL_159"); // Aggression
    s.unit(ONE, "JTL_215"); // Cunning
    let tie = s.unit(TWO, "SOR_225");
    s.resources(TWO, 2);
    let mut state = s.build();
    let own = state.player(ONE).base;
    state.cards[usize::from(own.0)].damage = 3;
    let spent = state.player(ONE).resources[0];
    state.cards[usize::from(spent.0)].exhausted = true;
    let asked = run(state, &["attack Sabine's Masterpiece > Shield Generator Complex"]);
    // Vigilance: heal 2 damage from a base.
    assert_eq!(choices(&asked), ["choose Resistance Headquarters", "choose Shield Generator Complex"]);
    let asked = run(asked, &["choose Resistance Headquarters"]);
    assert_eq!(asked.card(own).damage, 1);
    // Command: an Experience token to a unit.
    let asked = run(asked, &["choose Clone Pilot"]);
    assert_eq!(asked.attachments_of(clone).count(), 1);
    // Aggression: 1 damage to a unit or a base.
    assert!(choices(&asked).contains(&"choose Shield Generator Complex".to_string()));
    let asked = run(asked, &["choose TIE/ln Fighter"]);
    assert!(!asked.in_play(tie));
    // Cunning: exhaust or ready a resource, either player's.
    assert_eq!(
        offered_like(&asked, "name "),
        ["name exhaust resource 1", "name exhaust resource 2", "name ready resource 1"]
    );
    let done = run(asked.clone(), &["name exhaust resource 2"]);
    assert_eq!(done.player(TWO).resources.iter().filter(|&&r| done.card(r).exhausted).count(), 1);
    let done = run(asked, &["name ready resource 1"]);
    assert!(!done.card(spent).exhausted);
    assert_eq!(done.card(done.player(TWO).base).damage, 3, "then the attack");
    // With only a Vigilance unit (no other aspect), only the heal.
    let mut s = table("JTL_250");
    s.unit(ONE, "JTL_250");
    s.unit(ONE, "JTL_066");
    let done =
        run(s.build(), &["attack Sabine's Masterpiece > Shield Generator Complex", "choose Resistance Headquarters"]);
    assert!(done.prompt.is_none());
    assert_eq!(done.card(done.player(TWO).base).damage, 3);
}
