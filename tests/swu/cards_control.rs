//! The cards of Jump to Lightspeed about control and upgrades changing hosts: Razor Crest's "When a
//! Pilot attaches to this unit" with "a unit that costs 2 or less or an exhausted unit that costs 4
//! or less" (`Which::or_exhausted_max_cost`); Hondo Ohnaka's and Shuttle ST-149's "take control of a
//! <non-Pilot | token> upgrade on a unit and attach it to a different eligible unit"
//! (`Effect::MoveUpgrade`, `Which::non_pilot`, `Which::token`); U-Wing Lander's "When this unit
//! completes an attack (and survives)" (`Ability::WhenAttackCompletes`); Sidon Ithano's "attach this
//! unit as an upgrade to an enemy Vehicle unit without a Pilot on it" (`Act::AttachSourceAs`,
//! `Restriction::EnemyVehicleWithoutPilot`); Pantoran Starship Thief's "You may pay 3. If you do,
//! attach this unit … Take control of that unit" and "When this upgrade detaches from a unit: That
//! unit's owner takes control of it" (`Effect::PayResources`, `Act::OwnerTakesControl`,
//! `Ability::WhenDetached`); Death Star Plans' "When attached unit is attacked: The attacking player
//! takes control of this upgrade …" and "The first unit you play each round costs 2 less"
//! (`Ability::WhenAttachedAttacked`, `Effect::AttackerTakesThis`, `Ability::FirstUnitEachRoundLess`).
//! Each card's test is named by its number and plays its text through `legal_actions` / `apply`.

use crate::event_positions::{choices, table};
use crate::support::{find, offered, run, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::facts::{hp, power};
use hangar::rules::swu::Token;

#[test]
fn card_jtl_223_razor_crest_may_return_a_cheap_or_exhausted_unit_when_a_pilot_attaches() {
    let mut s = table("JTL_255"); // Sullustan Spacer, Piloting 1
    s.unit(ONE, "JTL_223");
    let paige = s.unit(TWO, "JTL_046"); // costs 2
    s.unit(TWO, "JTL_048"); // Cassian Andor, costs 3, ready: not offered
    let dengar = s.unit(TWO, "JTL_139"); // costs 4
    s.exhaust(dengar);
    let at_st = s.unit(TWO, "SOR_232"); // costs 6
    s.exhaust(at_st);
    let state = s.build();
    let attached = run(state, &["pilot Sullustan Spacer > Razor Crest"]);
    assert_eq!(choices(&attached), ["choose Dengar", "choose Paige Tico", "pass"]);
    let done = run(attached.clone(), &["choose Dengar"]);
    assert!(done.player(TWO).hand.contains(&dengar));
    let done = run(attached, &["choose Paige Tico"]);
    assert!(done.player(TWO).hand.contains(&paige));
    assert!(done.in_play(find(&done, "Cassian Andor")));
}

#[test]
fn card_jtl_056_hondo_ohnaka_takes_control_of_a_non_pilot_upgrade_on_attack_and_moves_it() {
    let mut s = table("JTL_056");
    let hondo = s.unit(ONE, "JTL_056");
    let xwing = s.unit(TWO, "SOR_237");
    s.pilot(TWO, "JTL_255", xwing); // a Pilot upgrade: not offered
    let experience = s.token_upgrade(TWO, Token::Experience, xwing);
    s.unit(TWO, "JTL_046");
    let state = s.build();
    let attacked = run(state, &["attack Hondo Ohnaka > Shield Generator Complex"]);
    assert_eq!(choices(&attacked), ["choose Experience", "pass"]);
    let chosen = run(attacked, &["choose Experience"]);
    assert_eq!(chosen.card(experience).controller, ONE, "control taken");
    assert_eq!(choices(&chosen), ["choose Hondo Ohnaka", "choose Paige Tico"], "a different unit, either side's");
    let before = power(&chosen, hondo);
    let moved = run(chosen, &["choose Hondo Ohnaka"]);
    assert_eq!(moved.card(experience).attached.map(|a| a.host), Some(hondo));
    assert_eq!(power(&moved, hondo), before + 1);
    assert_eq!(power(&moved, xwing), 2 + 1, "the X-Wing keeps its Pilot's +1 only");
}

#[test]
fn card_jtl_242_shuttle_st_149_moves_a_token_upgrade_when_played_and_when_defeated() {
    let mut s = table("JTL_242");
    let dispatcher = s.unit(ONE, "SOR_093");
    let xwing = s.unit(TWO, "SOR_237");
    s.pilot(TWO, "JTL_255", xwing); // not a token: not offered
    let experience = s.token_upgrade(TWO, Token::Experience, xwing);
    let state = s.build();
    let played = run(state, &["unit Shuttle ST-149"]);
    // Shielded gave it a Shield token first: a token upgrade too.
    assert_eq!(choices(&played), ["choose Experience", "choose Shield", "pass"]);
    let moved = run(played, &["choose Experience", "choose Alliance Dispatcher"]);
    assert_eq!(moved.card(experience).attached.map(|a| a.host), Some(dispatcher));
    assert_eq!(moved.card(experience).controller, ONE);

    let mut s = table("JTL_242");
    s.unit(ONE, "JTL_242");
    let dispatcher = s.unit(ONE, "SOR_093");
    let frigate = s.unit(TWO, "JTL_069"); // Munificent Frigate, 4/7
    let experience = s.token_upgrade(TWO, Token::Experience, frigate);
    let state = s.build();
    let attacked = run(state, &["attack Shuttle ST-149 > Munificent Frigate"]);
    assert!(!attacked.in_play(find(&attacked, "Shuttle ST-149")), "defeated");
    assert_eq!(choices(&attacked), ["choose Experience", "pass"]);
    // One unit it may go to: no choice.
    let moved = run(attacked, &["choose Experience"]);
    assert_eq!(moved.card(experience).attached.map(|a| a.host), Some(dispatcher));
    assert_eq!(moved.card(experience).controller, ONE);
}

#[test]
fn card_jtl_070_u_wing_lander_gets_3_experience_and_may_move_an_upgrade_after_its_attack() {
    let state = table("JTL_070").build();
    let played = run(state, &["unit U-Wing Lander"]);
    let lander = find(&played, "U-Wing Lander");
    assert_eq!(played.attachments_of(lander).count(), 3);
    assert_eq!(power(&played, lander), 2 + 3);

    let mut s = table("JTL_070");
    let lander = s.unit(ONE, "JTL_070");
    let experience = s.token_upgrade(ONE, Token::Experience, lander);
    let xwing = s.unit(ONE, "SOR_237");
    s.unit(ONE, "SOR_093"); // not a Vehicle
    s.unit(TWO, "SOR_225"); // not friendly
    let state = s.build();
    let attacked = run(state, &["attack U-Wing Lander > Shield Generator Complex"]);
    assert_eq!(choices(&attacked), ["choose Experience", "pass"]);
    // One friendly Vehicle it may go to: no choice.
    let moved = run(attacked, &["choose Experience"]);
    assert_eq!(moved.card(experience).attached.map(|a| a.host), Some(xwing));

    // An attack it does not survive completes nothing.
    let mut s = table("JTL_070");
    let lander = s.unit(ONE, "JTL_070");
    s.token_upgrade(ONE, Token::Experience, lander);
    s.unit(ONE, "SOR_237");
    s.unit(TWO, "JTL_069"); // Munificent Frigate, 4/7
    let state = s.build();
    let attacked = run(state, &["attack U-Wing Lander > Munificent Frigate"]);
    assert!(!attacked.in_play(lander));
    assert!(attacked.prompt.is_none());
}

#[test]
fn card_jtl_213_sidon_ithano_may_attach_himself_to_an_enemy_vehicle_without_a_pilot() {
    let mut s = table("JTL_213");
    s.unit(ONE, "SOR_237"); // friendly: not offered
    let xwing = s.unit(TWO, "SOR_237"); // Alliance X-Wing, 2/3
    let tie = s.unit(TWO, "SOR_225");
    s.pilot(TWO, "JTL_255", tie); // piloted: not offered
    let state = s.build();
    let played = run(state, &["unit Sidon Ithano"]);
    assert_eq!(choices(&played), ["choose Alliance X-Wing", "pass"]);
    let attached = run(played, &["choose Alliance X-Wing"]);
    let sidon = find(&attached, "Sidon Ithano");
    assert_eq!(attached.card(sidon).attached.map(|a| a.host), Some(xwing));
    assert_eq!(attached.card(sidon).controller, ONE, "he stays his player's");
    assert_eq!(attached.card(xwing).controller, TWO);
    assert_eq!((power(&attached, xwing), hp(&attached, xwing)), (0, 1), "-2/-2");
}

#[test]
fn card_jtl_083_pantoran_starship_thief_may_pay_3_to_pilot_and_steal_a_fighter_or_transport_until_it_detaches() {
    let mut s = table("JTL_083");
    let xwing = s.unit(TWO, "SOR_237"); // a Fighter
    let shuttle = s.unit(TWO, "JTL_063"); // a Transport, piloted: not offered
    s.pilot(TWO, "JTL_255", shuttle);
    s.unit(TWO, "SOR_232"); // AT-ST, a Walker: not offered
    s.hand(TWO, "JTL_175"); // System Shock: "Defeat a non-leader upgrade attached to a unit"
    s.resources(TWO, 3);
    let state = s.build();
    let played = run(state, &["unit Pantoran Starship Thief"]);
    assert_eq!(offered(&played), ["accept", "pass"]);
    let ready = |state: &hangar::rules::swu::State| {
        state.player(ONE).resources.iter().filter(|&&r| !state.card(r).exhausted).count()
    };
    let before = ready(&played);
    // One Fighter or Transport without a Pilot: no choice.
    let stolen = run(played, &["accept"]);
    assert_eq!(ready(&stolen), before - 3, "paid 3");
    let thief = find(&stolen, "Pantoran Starship Thief");
    assert_eq!(stolen.card(thief).attached.map(|a| a.host), Some(xwing));
    assert_eq!(stolen.card(xwing).controller, ONE, "control taken");
    assert_eq!(stolen.card(thief).controller, ONE);
    // "When this upgrade detaches from a unit: That unit's owner takes control of it."
    let shocked = run(stolen, &["event System Shock", "choose Pantoran Starship Thief"]);
    assert!(shocked.player(ONE).discard.contains(&thief));
    assert_eq!(shocked.card(xwing).controller, TWO);

    // Without 3 more resources to pay, nothing is asked.
    let mut s = table("JTL_083");
    s.unit(TWO, "SOR_237");
    let mut state = s.build();
    let spare: Vec<_> = state.player(ONE).resources.iter().copied().skip(4).collect();
    for r in spare {
        state.card_mut(r).exhausted = true;
    }
    let played = run(state, &["unit Pantoran Starship Thief"]);
    assert!(played.prompt.is_none());
    assert!(played.units_of(ONE).any(|u| u == find(&played, "Pantoran Starship Thief")));
}

#[test]
fn card_jtl_260_death_star_plans_cheapens_the_first_unit_each_round_and_goes_to_the_attacking_player() {
    use crate::support::cost;
    let plain = {
        let mut s = table("JTL_046");
        s.unit(ONE, "SOR_093");
        s.hand(ONE, "JTL_048");
        s.build()
    };
    let mut s = table("JTL_046"); // Paige Tico, costs 2
    let dispatcher = s.unit(ONE, "SOR_093");
    s.upgrade(ONE, "JTL_260", dispatcher);
    s.hand(ONE, "JTL_048"); // Cassian Andor, costs 3
    let state = s.build();
    assert_eq!(cost(&state, "unit Cassian Andor"), cost(&plain, "unit Cassian Andor") - 2);
    // The first unit played this round took it; the next costs in full.
    let after = run(state, &["unit Paige Tico", "pass"]);
    let plain_after = run(plain, &["unit Paige Tico", "pass"]);
    assert_eq!(cost(&after, "unit Cassian Andor"), cost(&plain_after, "unit Cassian Andor"));

    // "When attached unit is attacked: The attacking player takes control of this upgrade and
    // attaches it to a unit they control."
    let mut s = table("JTL_046").active(TWO);
    let dispatcher = s.unit(ONE, "SOR_093");
    let plans = s.upgrade(ONE, "JTL_260", dispatcher);
    s.unit(TWO, "JTL_048");
    let paige = s.unit(TWO, "JTL_046");
    let state = s.build();
    let attacked = run(state, &["attack Cassian Andor > Alliance Dispatcher"]);
    assert_eq!(attacked.card(plans).controller, TWO);
    assert_eq!(choices(&attacked), ["choose Cassian Andor", "choose Paige Tico"]);
    let moved = run(attacked, &["choose Paige Tico"]);
    assert_eq!(moved.card(plans).attached.map(|a| a.host), Some(paige));
}

#[test]
fn card_jtl_070_u_wing_lander_moves_a_pilot_only_to_a_friendly_vehicle_without_one() {
    let mut s = table("JTL_070");
    let lander = s.unit(ONE, "JTL_070");
    let spacer = s.pilot(ONE, "JTL_255", lander);
    let xwing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_246", xwing); // piloted: not eligible (3.6.b)
    let crest = s.unit(ONE, "JTL_223"); // Razor Crest: "When a Pilot attaches to this unit"
    s.unit(TWO, "JTL_046"); // Paige Tico, costs 2
    let state = s.build();
    let attacked = run(state, &["attack U-Wing Lander > Shield Generator Complex"]);
    assert_eq!(choices(&attacked), ["choose Sullustan Spacer", "pass"]);
    let moved = run(attacked, &["choose Sullustan Spacer"]);
    assert_eq!(moved.card(spacer).attached.map(|a| a.host), Some(crest));
    // The Pilot attaching triggers the Razor Crest: a unit that costs 2 or less, either player's.
    assert_eq!(choices(&moved), ["choose Alliance X-Wing", "choose Paige Tico", "pass"]);
}
