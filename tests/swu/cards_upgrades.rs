//! The Jump to Lightspeed upgrade cards Hangar plays beyond the skirmish decks' (each test named by
//! the card's number), played from hand onto a unit through the public API.

use crate::event_positions::choices;
use crate::support::{find, run, take, ONE, TWO};
use hangar::engine::{Rule, Ruleset, Table};
use hangar::rules::swu::{Action, Payment, Reason, Scenario, State, Swu, SwuRule};

/// Seat one with twelve resources and `upgrade` in hand, an Alliance X-Wing and a Dilapidated Ski
/// Speeder; the opponent's TIE/ln Fighter and AT-ST.
fn table(upgrade: &str) -> State {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 12);
    s.hand(ONE, upgrade);
    s.unit(ONE, "SOR_237");
    s.unit(ONE, "JTL_248");
    s.unit(TWO, "SOR_225");
    s.unit(TWO, "SOR_232");
    s.build()
}

#[test]
fn card_jtl_073_grim_valor_gives_when_defeated_you_may_exhaust_a_unit() {
    let state = table("JTL_073");
    let (after, _) = take(&state, "upgrade Grim Valor > Alliance X-Wing");
    let after = run(after, &["pass", "attack Alliance X-Wing > TIE/ln Fighter"]);
    // The X-Wing (2/3 + Grim Valor) trades with nothing: the TIE dies, the X-Wing lives.
    let xwing = find(&after, "Alliance X-Wing");
    assert!(after.in_play(xwing));
    // Defeat it: the AT-ST attacks it.
    let mut s = Scenario::skirmish();
    s.resources(ONE, 12);
    let xwing = s.unit(ONE, "SOR_237");
    s.upgrade(ONE, "JTL_073", xwing);
    s.unit(ONE, "JTL_248");
    s.damage(xwing, 2);
    let atst = s.unit(TWO, "SOR_232");
    s.unit(TWO, "JTL_069");
    let state = s.active(TWO).build();
    let asked = run(state, &["attack Munificent Frigate > Alliance X-Wing"]);
    assert!(asked.player(ONE).discard.contains(&xwing));
    assert_eq!(
        choices(&asked),
        ["choose AT-ST", "choose Dilapidated Ski Speeder", "choose Munificent Frigate", "pass"],
        "its controller may exhaust a unit"
    );
    let done = run(asked, &["choose AT-ST"]);
    assert!(done.card(atst).exhausted);
    assert!(done.player(ONE).discard.contains(&find(&done, "Grim Valor")));
}

#[test]
fn card_jtl_120_dorsal_turret_attaches_to_a_vehicle_and_defeats_the_unit_it_damages_attacking() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 12);
    s.hand(ONE, "JTL_120");
    let dispatcher = s.unit(ONE, "SOR_093");
    s.unit(ONE, "JTL_248");
    let atst = s.unit(TWO, "SOR_232");
    let state = s.build();
    let offered: Vec<String> = crate::support::offered_like(&state, "upgrade Dorsal Turret")
        .into_iter()
        .map(|w| w.replace(" [1]", ""))
        .collect();
    assert_eq!(
        offered,
        ["upgrade Dorsal Turret > AT-ST", "upgrade Dorsal Turret > Dilapidated Ski Speeder"],
        "a Vehicle unit"
    );
    let turret = find(&state, "Dorsal Turret");
    let ready: Vec<_> = state.player(ONE).resources.clone();
    let refused = Swu::apply(
        &state,
        &Action::PlayUpgrade { card: turret, host: dispatcher, via: None, payment: Payment::of(&ready[..1]) },
    )
    .expect_err("not a Vehicle");
    assert_eq!(
        (refused.reason, refused.rule),
        (Reason::HostNotOfTrait { traits: "Vehicle".into() }, Rule::from(SwuRule::Upgrades))
    );
    let after = run(state, &["upgrade Dorsal Turret > Dilapidated Ski Speeder [1]", "pass"]);
    let done = run(after, &["attack Dilapidated Ski Speeder > AT-ST"]);
    assert!(done.player(TWO).discard.contains(&atst), "combat damage dealt: defeat that unit");
}

#[test]
fn card_jtl_227_superheavy_ion_cannon_exhausts_an_enemy_unit_and_deals_its_power_as_indirect_damage() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 12);
    s.hand(ONE, "JTL_227");
    s.unit(ONE, "SOR_237");
    s.unit(ONE, "JTL_069");
    s.unit(TWO, "SOR_225");
    let atst = s.unit(TWO, "SOR_232");
    let state = s.build();
    let offered: Vec<String> = crate::support::offered_like(&state, "upgrade Superheavy Ion Cannon")
        .into_iter()
        .map(|w| w.replace(" [4]", ""))
        .collect();
    assert_eq!(
        offered,
        ["upgrade Superheavy Ion Cannon > Munificent Frigate"],
        "a Capital Ship or Transport unit (2 + the Cunning penalty)"
    );
    let after = run(state, &["upgrade Superheavy Ion Cannon > Munificent Frigate [4]", "pass"]);
    let asked = run(after, &["attack Munificent Frigate > Shield Generator Complex"]);
    assert_eq!(choices(&asked), ["choose AT-ST", "choose TIE/ln Fighter", "pass"], "you may: a non-leader enemy unit");
    let assigning = run(asked, &["choose AT-ST"]);
    assert!(assigning.card(atst).exhausted);
    assert!(matches!(&assigning.prompt, Some(hangar::rules::swu::Prompt::Indirect(a)) if a.chooser == TWO));
    let tie = find(&assigning, "TIE/ln Fighter");
    let assigning = run(assigning, &["choose TIE/ln Fighter"]);
    assert_eq!(choices(&assigning), ["choose AT-ST", "choose Shield Generator Complex"], "no more than its 1 HP");
    let done = run(assigning, &["choose Shield Generator Complex"; 5]);
    assert!(!done.in_play(tie), "1 on its 1 HP");
    let frigate = find(&done, "Munificent Frigate");
    let base = done.card(done.player(TWO).base).damage;
    assert_eq!(
        u32::from(base),
        5 + u32::from(hangar::rules::swu::facts::power(&done, frigate)),
        "6 indirect (5 on the base), then the attack"
    );
}

#[test]
fn card_jtl_172_twin_laser_turret_on_attack_1_damage_to_each_of_up_to_2_units_in_its_arena() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 12);
    s.hand(ONE, "JTL_172");
    s.unit(ONE, "SOR_093");
    s.unit(ONE, "SOR_237");
    let atst = s.unit(TWO, "SOR_232");
    let transport = s.unit(TWO, "JTL_190");
    let frigate = s.unit(TWO, "JTL_069");
    let state = s.build();
    let offered: Vec<String> = crate::support::offered_like(&state, "upgrade Twin Laser Turret")
        .into_iter()
        .map(|w| w.replace(" [4]", ""))
        .collect();
    assert!(offered.iter().all(|w| !w.contains("Alliance Dispatcher")), "a Vehicle unit: {offered:?}");
    let after = run(state, &["upgrade Twin Laser Turret > Alliance X-Wing [4]", "pass"]);
    let asked = run(after, &["attack Alliance X-Wing > Shield Generator Complex"]);
    assert_eq!(
        choices(&asked),
        ["choose Alliance X-Wing", "choose Munificent Frigate", "choose Techno Union Transport", "pass"],
        "a unit in this arena (space), you may"
    );
    let second = run(asked.clone(), &["choose Munificent Frigate"]);
    assert_eq!(
        choices(&second),
        ["choose Alliance X-Wing", "choose Techno Union Transport", "pass"],
        "up to 2: a different unit, or stop"
    );
    let done = run(second, &["choose Techno Union Transport"]);
    assert_eq!((done.card(frigate).damage, done.card(transport).damage, done.card(atst).damage), (1, 1, 0));
    let none = run(asked, &["pass"]);
    assert_eq!(none.card(frigate).damage, 0);
}
