//! The units of Jump to Lightspeed whose text is a "When Played", "On Attack" or "When Defeated"
//! trigger made of words the events already use (`CreateTokens`, `IndirectDamage`, `OnOne`), and
//! the Pilot whose keywords and stats depend on its Vehicle's trait, and Silver Angel's "When 1 or
//! more damage is healed from this unit" (`Ability::WhenHealed`), and Invincible's "When you deploy
//! a leader" (`Ability::WhenYouDeploy`, with `Cond::ControlsUniqueCard`), and Chimaera's "use a
//! 'When Defeated' ability on another friendly unit" (`Act::UseWhenDefeated`). Each card's test is named by
//! its number and plays its text through `legal_actions` / `apply`.

use crate::event_positions::{choices, table};
use crate::support::{all, find, run, take, ONE, TWO};
use hangar::engine::{CardId, Seat, Table};
use hangar::rules::swu::facts::{has_keyword, hp, power};
use hangar::rules::swu::{Keyword, State};

/// The tokens titled `title` `seat` controls in play.
pub fn tokens(state: &State, seat: Seat, title: &str) -> Vec<CardId> {
    all(state, title).into_iter().filter(|&c| state.in_play(c) && state.card(c).controller == seat).collect()
}

/// `title` played as a unit from seat one's hand.
pub fn play_unit(state: &State, title: &str) -> State {
    let (after, _) = take(state, &format!("unit {title}"));
    assert!(after.in_play(find(&after, title)), "{title} is in play");
    after
}

#[test]
fn card_jtl_099_veteran_fleet_officer_creates_an_x_wing_when_played() {
    let state = table("JTL_099").build();
    let after = play_unit(&state, "Veteran Fleet Officer");
    assert_eq!(tokens(&after, ONE, "X-Wing").len(), 1);
    assert!(tokens(&after, TWO, "X-Wing").is_empty());
}

#[test]
fn card_jtl_252_tantive_iv_sentinel_and_an_x_wing_when_played() {
    let state = table("JTL_252").build();
    let after = play_unit(&state, "Tantive IV");
    assert_eq!(tokens(&after, ONE, "X-Wing").len(), 1);
    assert!(has_keyword(&after, find(&after, "Tantive IV"), Keyword::Sentinel));
}

#[test]
fn card_jtl_117_general_draven_creates_an_x_wing_when_played_and_on_attack() {
    let state = table("JTL_117").build();
    let after = play_unit(&state, "General Draven");
    assert_eq!(tokens(&after, ONE, "X-Wing").len(), 1);
    let mut s = table("JTL_117");
    s.unit(ONE, "JTL_117");
    let state = s.build();
    let after = run(state, &["attack General Draven > Shield Generator Complex"]);
    assert_eq!(tokens(&after, ONE, "X-Wing").len(), 1, "On Attack");
    assert_eq!(after.card(after.player(TWO).base).damage, 2);
}

#[test]
fn card_jtl_243_quasar_tie_carrier_creates_a_tie_fighter_on_attack() {
    let mut s = table("JTL_243");
    s.unit(ONE, "JTL_243");
    let state = s.build();
    let after = play_unit(&state, "Quasar TIE Carrier");
    assert!(tokens(&after, ONE, "TIE Fighter").is_empty(), "nothing when played");
    let after = run(state, &["attack Quasar TIE Carrier > Shield Generator Complex"]);
    assert_eq!(tokens(&after, ONE, "TIE Fighter").len(), 1);
}

#[test]
fn card_jtl_090_executor_creates_3_tie_fighters_when_played_on_attack_and_when_defeated() {
    let mut s = table("JTL_090");
    s.resources(ONE, 2); // 14 in all: 11, and 2 for Villainy
    let after = play_unit(&s.build(), "Executor");
    assert_eq!(tokens(&after, ONE, "TIE Fighter").len(), 3);
    assert!(has_keyword(&after, find(&after, "Executor"), Keyword::Overwhelm));
    let mut s = table("JTL_090");
    let executor = s.unit(ONE, "JTL_090");
    s.damage(executor, 11);
    let tie = s.unit(TWO, "SOR_225");
    let state = s.build();
    let after = run(state, &["attack Executor > TIE/ln Fighter"]);
    assert!(!after.in_play(executor) && !after.in_play(tie), "both defeated");
    assert_eq!(tokens(&after, ONE, "TIE Fighter").len(), 6, "3 on attack, 3 when defeated");
}

#[test]
fn card_jtl_087_tie_ambush_squadron_creates_a_tie_fighter_when_played_and_when_defeated() {
    let mut s = table("JTL_087");
    let tie = s.unit(TWO, "SOR_225");
    let state = s.build();
    let after = play_unit(&state, "TIE Ambush Squadron");
    assert_eq!(tokens(&after, ONE, "TIE Fighter").len(), 1);
    // Ambush: it may ready and attack the enemy TIE/ln (2 power against its 3 HP).
    let after = run(after, &["attack TIE Ambush Squadron > TIE/ln Fighter"]);
    assert!(!after.in_play(tie));
    let mut s = table("JTL_087");
    let squadron = s.unit(ONE, "JTL_087");
    s.damage(squadron, 2);
    s.unit(TWO, "SOR_225");
    let after = run(s.build(), &["attack TIE Ambush Squadron > TIE/ln Fighter"]);
    assert!(!after.in_play(squadron));
    assert_eq!(tokens(&after, ONE, "TIE Fighter").len(), 1, "When Defeated");
}

/// Seat one's `id` (ready, `damage` on it) attacks the enemy unit in its arena (an AT-ST or a
/// Quasar TIE Carrier, which survive) and is defeated by the damage dealt back.
fn defeated_attacking(id: &str, damage: u8) -> State {
    let mut s = table(id);
    let unit = s.unit(ONE, id);
    s.damage(unit, damage);
    s.unit(TWO, "JTL_243");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    let title = state.def(unit).title.to_string();
    let defender = match state.def(unit).arena {
        Some(hangar::rules::swu::Arena::Space) => "Quasar TIE Carrier",
        _ => "AT-ST",
    };
    let after = run(state, &[&format!("attack {title} > {defender}")]);
    assert!(!after.in_play(unit), "{title} defeated");
    after
}

#[test]
fn card_jtl_162_droid_missile_platform_deals_3_indirect_damage_when_defeated() {
    let asked = defeated_attacking("JTL_162", 0);
    assert_eq!(choices(&asked), ["choose Resistance Headquarters", "choose Shield Generator Complex"]);
    let assigning = run(asked, &["choose Shield Generator Complex"]);
    assert_eq!(choices(&assigning), ["choose AT-ST", "choose Quasar TIE Carrier", "choose Shield Generator Complex"]);
    let done = run(assigning, &["choose AT-ST", "choose Quasar TIE Carrier", "choose Shield Generator Complex"]);
    assert_eq!(done.card(find(&done, "AT-ST")).damage, 1);
    assert_eq!(done.card(find(&done, "Quasar TIE Carrier")).damage, 4 + 1, "4 from the attack, then 1");
    assert_eq!(done.card(done.player(TWO).base).damage, 1);
}

#[test]
fn card_jtl_183_zygerrian_starhopper_deals_2_indirect_damage_when_defeated() {
    let asked = defeated_attacking("JTL_183", 1);
    let done = run(asked, &["choose Shield Generator Complex", "choose Shield Generator Complex", "choose AT-ST"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 1);
    assert_eq!(done.card(find(&done, "AT-ST")).damage, 1);
}

#[test]
fn card_jtl_132_first_order_stormtrooper_deals_1_indirect_damage_on_attack_and_when_defeated() {
    let mut s = table("JTL_132");
    s.unit(ONE, "JTL_132");
    let at_st = s.unit(TWO, "SOR_232");
    let state = s.build();
    let asked = run(state, &["attack First Order Stormtrooper > AT-ST"]);
    assert_eq!(choices(&asked), ["choose Resistance Headquarters", "choose Shield Generator Complex"]);
    let done = run(asked, &["choose Shield Generator Complex", "choose AT-ST"]);
    assert_eq!(done.card(at_st).damage, 3, "1 indirect, then 2 combat damage");
    assert!(!done.in_play(find(&done, "First Order Stormtrooper")), "6 damage back");
    let done = run(done, &["choose Shield Generator Complex", "choose Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 1, "When Defeated");
}

#[test]
fn card_jtl_060_desperate_commando_may_give_a_unit_minus_1_minus_1_when_defeated() {
    let asked = defeated_attacking("JTL_060", 0);
    assert_eq!(choices(&asked), ["choose AT-ST", "choose Quasar TIE Carrier", "pass"], "you may");
    let done = run(asked, &["choose AT-ST"]);
    let at_st = find(&done, "AT-ST");
    assert_eq!((power(&done, at_st), hp(&done, at_st)), (5, 6));
}

#[test]
fn card_jtl_071_cr90_relief_runner_heals_up_to_3_from_a_unit_or_base_when_defeated() {
    let mut s = table("JTL_071");
    let runner = s.unit(ONE, "JTL_071");
    s.damage(runner, 5);
    s.unit(TWO, "JTL_243");
    let mut state = s.build();
    let base = state.player(ONE).base;
    state.card_mut(base).damage = 5;
    let after = run(state, &["attack CR90 Relief Runner > Quasar TIE Carrier"]);
    assert!(!after.in_play(runner));
    assert_eq!(after.card(base).damage, 3, "Restore 2 healed 2 as it attacked");
    assert_eq!(
        choices(&after),
        ["choose Quasar TIE Carrier", "choose Resistance Headquarters", "choose Shield Generator Complex"]
    );
    let done = run(after, &["choose Resistance Headquarters"]);
    assert_eq!(done.card(base).damage, 0);
}

#[test]
fn card_jtl_057_astromech_pilot_may_heal_2_from_a_unit_when_played_as_an_upgrade() {
    let mut s = table("JTL_057");
    let wing = s.unit(ONE, "SOR_237");
    let at_st = s.unit(TWO, "SOR_232");
    s.damage(at_st, 1);
    s.damage(wing, 2);
    let state = s.build();
    let asked = run(state.clone(), &["pilot Astromech Pilot > Alliance X-Wing"]);
    assert_eq!(choices(&asked), ["choose AT-ST", "choose Alliance X-Wing", "pass"]);
    let done = run(asked, &["choose Alliance X-Wing"]);
    assert_eq!(done.card(wing).damage, 0);
    let as_unit = play_unit(&state, "Astromech Pilot");
    assert!(as_unit.prompt.is_none(), "no text as a unit");
}

#[test]
fn card_jtl_160_supporting_eta_2_may_give_a_ground_unit_plus_2_plus_0_on_attack() {
    let mut s = table("JTL_160");
    s.unit(ONE, "JTL_160");
    let dispatcher = s.unit(ONE, "SOR_093");
    s.unit(TWO, "SOR_225");
    let state = s.build();
    let asked = run(state, &["attack Supporting Eta-2 > Shield Generator Complex"]);
    assert_eq!(choices(&asked), ["choose Alliance Dispatcher", "pass"], "ground units only");
    let done = run(asked, &["choose Alliance Dispatcher"]);
    assert_eq!(power(&done, dispatcher), 3);
    assert_eq!(done.card(done.player(TWO).base).damage, 2);
}

#[test]
fn card_jtl_150_biggs_darklighter_gives_overwhelm_to_a_fighter_hp_to_a_transport_grit_to_a_speeder() {
    let mut s = table("JTL_150");
    let wing = s.unit(ONE, "SOR_237");
    let falcon = s.unit(ONE, "JTL_249");
    let speeder = s.unit(ONE, "SOR_114");
    let state = s.build();
    let pilot = |host: &str| run(state.clone(), &[&format!("pilot Biggs Darklighter > {host}")]);
    let on_wing = pilot("Alliance X-Wing");
    assert!(has_keyword(&on_wing, wing, Keyword::Overwhelm) && !has_keyword(&on_wing, wing, Keyword::Grit));
    assert_eq!(hp(&on_wing, wing), 4, "3 + Biggs's +1 HP modifier only");
    let on_falcon = pilot("Millennium Falcon");
    assert!(!has_keyword(&on_falcon, falcon, Keyword::Overwhelm));
    assert_eq!(hp(&on_falcon, falcon), 4 + 1 + 1, "printed, Biggs's +1 HP modifier, +0/+1 on a Transport");
    let on_speeder = pilot("Escort Skiff");
    assert!(has_keyword(&on_speeder, speeder, Keyword::Grit) && !has_keyword(&on_speeder, speeder, Keyword::Overwhelm));
}

#[test]
fn card_jtl_062_silver_angel_may_deal_1_damage_to_a_space_unit_when_damage_is_healed_from_it() {
    let mut s = table("JTL_075"); // Repair: "Heal 3 damage from a unit or base."
    let angel = s.unit(ONE, "JTL_062");
    s.damage(angel, 2);
    let tie = s.unit(TWO, "SOR_225");
    s.unit(TWO, "SOR_232"); // a ground unit: not offered
    let state = s.build();
    let healed = run(state.clone(), &["event Repair", "choose Silver Angel"]);
    assert_eq!(healed.card(angel).damage, 0);
    assert_eq!(choices(&healed), ["choose Silver Angel", "choose TIE/ln Fighter", "pass"]);
    let done = run(healed, &["choose TIE/ln Fighter"]);
    assert!(!done.in_play(tie));
    // Nothing healed from it (a base healed instead): no trigger.
    let base = state.def(state.player(ONE).base).title.to_string();
    let other = run(state, &["event Repair", &format!("choose {base}")]);
    assert!(other.prompt.is_none());
}

#[test]
fn card_jtl_191_invincible_costs_1_less_with_a_unique_separatist_and_may_bounce_a_cheap_unit_when_you_deploy() {
    use crate::support::cost;
    let plain = table("JTL_191").build();
    let mut s = table("JTL_191");
    s.unit(ONE, "JTL_037"); // Banshee, a unique Separatist unit
    assert_eq!(cost(&s.build(), "unit Invincible"), cost(&plain, "unit Invincible") - 1);
    let mut s = table("JTL_008");
    s.unit(ONE, "JTL_191");
    let dispatcher = s.unit(TWO, "SOR_093"); // costs 1
    s.unit(TWO, "SOR_232"); // AT-ST, costs 6: not offered
    let deployed = run(s.build(), &["deploy Wedge Antilles"]);
    assert_eq!(choices(&deployed), ["choose Alliance Dispatcher", "pass"], "non-leader, 3 or less");
    let done = run(deployed, &["choose Alliance Dispatcher"]);
    assert!(done.player(TWO).hand.contains(&dispatcher));
}

#[test]
fn card_jtl_039_chimaera_may_use_a_when_defeated_ability_of_another_friendly_unit() {
    let mut s = table("JTL_039");
    let squadron = s.unit(ONE, "JTL_087"); // TIE Ambush Squadron: "When Defeated: Create a TIE Fighter token."
    s.unit(ONE, "SOR_093"); // no "When Defeated": not offered
    s.unit(TWO, "SOR_237"); // an enemy unit: not offered
    let asked = play_unit(&s.build(), "Chimaera");
    assert_eq!(choices(&asked), ["choose TIE Ambush Squadron", "pass"]);
    let done = run(asked.clone(), &["choose TIE Ambush Squadron"]);
    assert!(done.in_play(squadron), "it is used, not defeated");
    assert_eq!(tokens(&done, ONE, "TIE Fighter").len(), 1);
    let declined = run(asked, &["pass"]);
    assert!(tokens(&declined, ONE, "TIE Fighter").is_empty());
}
