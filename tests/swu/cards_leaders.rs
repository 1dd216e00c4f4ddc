//! The Jump to Lightspeed leaders implemented beyond the skirmish decks' (each test named by the
//! card's number): each one's leader-side Action, its Epic Action, and its deployed side (a unit,
//! or for a pilot leader a Pilot upgrade), played through the engine's public API.

use crate::support::{find, offered, offered_like, plays, run, take, ONE, TWO};
use hangar::engine::{Rule, Ruleset, Table};
use hangar::rules::swu::facts::{hp, is_leader_unit, power};
use hangar::rules::swu::Keyword;
use hangar::rules::swu::Prompt;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::State;
use hangar::rules::swu::{Action, Payment, Reason, Swu, SwuRule};

/// The first `n` ready resources of the acting seat.
fn payment(state: &State, n: usize) -> Payment {
    let seat = state.acting();
    let ready: Vec<_> = state.player(seat).resources.iter().copied().filter(|&r| !state.card(r).exhausted).collect();
    Payment::of(&ready[..n])
}

/// The units titled `title` `seat` controls.
fn units_titled(state: &State, seat: hangar::engine::Seat, title: &str) -> usize {
    state.units_of(seat).filter(|&u| &*state.def(u).title == title).count()
}

/// Admiral Ackbar (leader) with `resources` resources and an Alliance X-Wing; the opponent's
/// TIE/ln Fighter, and an AT-ST exhausted.
fn ackbar_table(resources: usize) -> State {
    let mut s = Scenario::new("JTL_016", "JTL_022", "JTL_006", "JTL_020");
    s.resources(ONE, resources);
    s.unit(ONE, "SOR_237");
    s.unit(TWO, "SOR_225");
    let atst = s.unit(TWO, "SOR_232");
    s.exhaust(atst);
    s.build()
}

#[test]
fn card_jtl_016_admiral_ackbar_exhausts_a_non_leader_unit_and_its_controller_creates_an_x_wing() {
    let state = ackbar_table(1);
    assert_eq!(
        offered_like(&state, "action"),
        ["action Admiral Ackbar > Alliance X-Wing [1]", "action Admiral Ackbar > TIE/ln Fighter [1]"],
        "a ready non-leader unit (the exhausted AT-ST would not be exhausted: no \"if you do\")"
    );
    let (after, _) = take(&state, "action Admiral Ackbar > TIE/ln Fighter [1]");
    assert!(after.card(find(&after, "TIE/ln Fighter")).exhausted);
    assert_eq!(units_titled(&after, TWO, "X-Wing"), 1, "its controller creates the token");
    assert_eq!(units_titled(&after, ONE, "X-Wing"), 0);
    assert!(after.card(find(&after, "Admiral Ackbar")).exhausted);
    assert!(offered_like(&ackbar_table(0), "action").is_empty(), "1 resource to pay");
}

#[test]
fn card_jtl_016_admiral_ackbar_deployed_on_attack_may_exhaust_a_unit() {
    let state = ackbar_table(6);
    let after = run(state, &["deploy Admiral Ackbar", "pass"]);
    let ackbar = find(&after, "Admiral Ackbar");
    assert!(is_leader_unit(&after, ackbar));
    assert_eq!((power(&after, ackbar), hp(&after, ackbar)), (3, 8));
    let after = run(after, &["attack Admiral Ackbar > Shield Generator Complex"]);
    assert!(matches!(after.prompt, Some(Prompt::Target { .. })));
    assert_eq!(offered(&after), ["choose Alliance X-Wing", "choose TIE/ln Fighter", "pass"], "you may: a ready unit");
    let (done, _) = take(&after, "choose Alliance X-Wing");
    assert!(done.card(find(&done, "Alliance X-Wing")).exhausted);
    assert_eq!(units_titled(&done, ONE, "X-Wing"), 1, "its controller (Ackbar's player) creates it");
    let declined = run(after, &["pass"]);
    assert_eq!(units_titled(&declined, ONE, "X-Wing") + units_titled(&declined, TWO, "X-Wing"), 0);
}

/// Admiral Holdo (leader) with `resources` resources, a Resistance X-Wing, an Alliance X-Wing
/// carrying Determined Recruit (a Resistance Pilot), and a Dilapidated Ski Speeder; the
/// opponent's TIE/ln Fighter.
fn holdo_table(resources: usize) -> State {
    let mut s = Scenario::new("JTL_007", "JTL_022", "JTL_006", "JTL_020");
    s.resources(ONE, resources);
    s.unit(ONE, "JTL_247");
    let alliance = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_159", alliance);
    s.unit(ONE, "JTL_248");
    s.unit(TWO, "SOR_225");
    s.build()
}

#[test]
fn card_jtl_007_admiral_holdo_gives_a_resistance_unit_or_one_with_a_resistance_upgrade_2_2() {
    let state = holdo_table(1);
    assert_eq!(
        offered_like(&state, "action"),
        [
            "action Admiral Holdo > Alliance X-Wing [1]",
            "action Admiral Holdo > Dilapidated Ski Speeder [1]",
            "action Admiral Holdo > Resistance X-Wing [1]",
        ],
        "the Alliance X-Wing by its Resistance Pilot; not the TIE"
    );
    let alliance = find(&state, "Alliance X-Wing");
    let before = (power(&state, alliance), hp(&state, alliance));
    let (after, _) = take(&state, "action Admiral Holdo > Alliance X-Wing [1]");
    assert_eq!((power(&after, alliance), hp(&after, alliance)), (before.0 + 2, before.1 + 2));
    assert!(after.card(find(&after, "Admiral Holdo")).exhausted);
    let next_phase = run(after, &["pass", "pass"]);
    assert_eq!(power(&next_phase, alliance), before.0, "for this phase");
}

#[test]
fn card_jtl_007_admiral_holdo_deployed_on_attack_may_give_another_resistance_unit_2_2() {
    let after = run(holdo_table(6), &["deploy Admiral Holdo", "pass"]);
    let holdo = find(&after, "Admiral Holdo");
    assert_eq!((power(&after, holdo), hp(&after, holdo)), (3, 8));
    let after = run(after, &["attack Admiral Holdo > Shield Generator Complex"]);
    assert_eq!(
        offered(&after),
        ["choose Alliance X-Wing", "choose Dilapidated Ski Speeder", "choose Resistance X-Wing", "pass"],
        "another: not Holdo, a Resistance herself"
    );
    let xwing = find(&after, "Resistance X-Wing");
    let before = power(&after, xwing);
    let (done, _) = take(&after, "choose Resistance X-Wing");
    assert_eq!(power(&done, xwing), before + 2);
}

/// Asajj Ventress (leader) with six resources, a TIE/ln Fighter and an Academy Graduate; the
/// opponent's Alliance X-Wing and Escort Skiff (ground).
fn asajj_table() -> State {
    let mut s = Scenario::new("JTL_001", "JTL_020", "JTL_008", "JTL_022");
    s.resources(ONE, 6);
    s.unit(ONE, "SOR_225");
    s.unit(ONE, "JTL_058");
    s.unit(TWO, "SOR_237");
    s.unit(TWO, "SOR_114");
    s.build()
}

#[test]
fn card_jtl_001_asajj_ventress_damages_a_friendly_unit_then_an_enemy_in_the_same_arena() {
    let state = asajj_table();
    assert_eq!(
        offered_like(&state, "action"),
        ["action Asajj Ventress > Academy Graduate", "action Asajj Ventress > TIE/ln Fighter"],
        "a friendly unit"
    );
    let (after, _) = take(&state, "action Asajj Ventress > TIE/ln Fighter");
    let tie = find(&after, "TIE/ln Fighter");
    assert!(after.player(ONE).discard.contains(&tie), "1 damage defeats the 1-HP TIE");
    // Its arena is the one it was in: the X-Wing is the only enemy space unit, no choice.
    assert_eq!(after.card(find(&after, "Alliance X-Wing")).damage, 1);
    assert_eq!(after.card(find(&after, "Escort Skiff")).damage, 0);
    assert!(after.card(find(&after, "Asajj Ventress")).exhausted);
}

#[test]
fn card_jtl_001_asajj_ventress_as_a_pilot_gives_grit_and_the_on_attack() {
    let state = asajj_table();
    let tie = find(&state, "TIE/ln Fighter");
    let printed = (power(&state, tie), hp(&state, tie));
    let after = run(state, &["deploy Asajj Ventress > TIE/ln Fighter", "pass"]);
    assert!(is_leader_unit(&after, tie));
    assert_eq!((power(&after, tie), hp(&after, tie)), (printed.0 + 3, printed.1 + 4));
    assert!(hangar::rules::swu::facts::has_keyword(&after, tie, Keyword::Grit));
    let after = run(after, &["attack TIE/ln Fighter > Resistance Headquarters"]);
    assert_eq!(offered(&after), ["choose Academy Graduate", "choose TIE/ln Fighter", "pass"], "you may");
    let after = run(after, &["choose Academy Graduate"]);
    assert_eq!(after.card(find(&after, "Academy Graduate")).damage, 1);
    assert_eq!(after.card(find(&after, "Escort Skiff")).damage, 1, "the only enemy ground unit");
    assert_eq!(after.card(find(&after, "Alliance X-Wing")).damage, 0);
    // The deployed unit side: Grit.
    let unit = run(asajj_table(), &["deploy Asajj Ventress"]);
    let asajj = find(&unit, "Asajj Ventress");
    assert!(hangar::rules::swu::facts::has_keyword(&unit, asajj, Keyword::Grit));
    assert_eq!((power(&unit, asajj), hp(&unit, asajj)), (4, 6));
}

/// Admiral Piett (leader) with `resources` resources, an MC30 Assault Frigate (a Capital Ship) and
/// an Escort Skiff in hand.
fn piett_table(resources: usize) -> State {
    let mut s = Scenario::new("JTL_005", "JTL_022", "JTL_008", "JTL_020");
    s.resources(ONE, resources);
    s.hand(ONE, "JTL_118");
    s.hand(ONE, "SOR_114");
    s.unit(TWO, "SOR_237");
    s.build()
}

#[test]
fn card_jtl_005_admiral_piett_plays_a_capital_ship_for_1_less() {
    let state = piett_table(5);
    assert_eq!(
        plays(&state, "MC30 Assault Frigate"),
        ["unit MC30 Assault Frigate [5]", "unit MC30 Assault Frigate via Admiral Piett [4]"]
    );
    assert_eq!(plays(&state, "Escort Skiff"), ["unit Escort Skiff [4]"], "not a Capital Ship");
    let piett = find(&state, "Admiral Piett");
    let skiff = find(&state, "Escort Skiff");
    let refused = Swu::apply(&state, &Action::PlayUnit { card: skiff, via: Some(piett), payment: payment(&state, 4) })
        .expect_err("a Capital Ship unit only");
    assert_eq!(
        (refused.reason, refused.rule),
        (Reason::NotOfTrait { trait_name: "Capital Ship".into() }, Rule::from(SwuRule::Abilities))
    );
    let (after, _) = take(&state, "unit MC30 Assault Frigate via Admiral Piett [4]");
    assert!(after.in_play(find(&after, "MC30 Assault Frigate")));
    assert!(after.card(piett).exhausted);
    assert_eq!(after.player(ONE).resources.iter().filter(|&&r| after.card(r).exhausted).count(), 4);
}

#[test]
fn card_jtl_005_admiral_piett_deployed_each_capital_ship_unit_costs_2_less() {
    let after = run(piett_table(5), &["deploy Admiral Piett", "pass"]);
    let piett = find(&after, "Admiral Piett");
    assert_eq!((power(&after, piett), hp(&after, piett)), (2, 7));
    assert_eq!(plays(&after, "MC30 Assault Frigate"), ["unit MC30 Assault Frigate [3]"], "5 - 2; no leader side now");
    assert_eq!(plays(&after, "Escort Skiff"), ["unit Escort Skiff [4]"]);
}

/// Major Vonreg (leader) with six resources, an Escort Skiff (a Vehicle) and Hopeful Volunteer in
/// hand, a TIE/ln Fighter and an Academy Graduate; the opponent's Alliance X-Wing.
fn vonreg_table() -> State {
    let mut s = Scenario::new("JTL_011", "JTL_022", "JTL_008", "JTL_020");
    s.resources(ONE, 6);
    s.hand(ONE, "SOR_114");
    s.hand(ONE, "JTL_246");
    s.unit(ONE, "SOR_225");
    s.unit(ONE, "JTL_058");
    s.unit(TWO, "SOR_237");
    s.build()
}

#[test]
fn card_jtl_011_major_vonreg_plays_a_vehicle_then_gives_another_unit_1_0() {
    let state = vonreg_table();
    assert_eq!(
        plays(&state, "Escort Skiff"),
        ["unit Escort Skiff [4]", "unit Escort Skiff via Major Vonreg [4]"],
        "paying its cost"
    );
    assert!(plays(&state, "Hopeful Volunteer").iter().all(|p| !p.contains("via")), "a Vehicle unit only");
    let after = run(state, &["unit Escort Skiff via Major Vonreg [4]"]);
    assert!(matches!(after.prompt, Some(Prompt::Target { .. })));
    assert_eq!(
        offered(&after),
        ["choose Academy Graduate", "choose Alliance X-Wing", "choose TIE/ln Fighter"],
        "another unit: not the Skiff"
    );
    let tie = find(&after, "TIE/ln Fighter");
    let before = power(&after, tie);
    let (done, _) = take(&after, "choose TIE/ln Fighter");
    assert_eq!(power(&done, tie), before + 1);
    assert!(done.card(find(&done, "Major Vonreg")).exhausted);
}

#[test]
fn card_jtl_011_major_vonreg_as_a_pilot_may_give_another_unit_in_its_arena_1_0() {
    let after = run(vonreg_table(), &["deploy Major Vonreg > TIE/ln Fighter", "pass"]);
    let tie = find(&after, "TIE/ln Fighter");
    assert!(is_leader_unit(&after, tie));
    let after = run(after, &["attack TIE/ln Fighter > Shield Generator Complex"]);
    assert_eq!(offered(&after), ["choose Alliance X-Wing", "pass"], "another unit in this arena (space)");
    let xwing = find(&after, "Alliance X-Wing");
    let before = power(&after, xwing);
    let (done, _) = take(&after, "choose Alliance X-Wing");
    assert_eq!(power(&done, xwing), before + 1);
    // As a unit, Major Vonreg has no text.
    let unit = run(vonreg_table(), &["deploy Major Vonreg"]);
    let vonreg = find(&unit, "Major Vonreg");
    assert_eq!((power(&unit, vonreg), hp(&unit, vonreg)), (2, 5));
}

/// Rose Tico (leader) with five resources, a damaged Alliance X-Wing and a damaged Dilapidated
/// Ski Speeder; the opponent's TIE/ln Fighter.
fn rose_table() -> State {
    let mut s = Scenario::new("JTL_004", "JTL_020", "JTL_006", "JTL_022");
    s.resources(ONE, 5);
    let xwing = s.unit(ONE, "SOR_237");
    s.damage(xwing, 2);
    let speeder = s.unit(ONE, "JTL_248");
    s.damage(speeder, 2);
    s.unit(TWO, "SOR_225");
    s.build()
}

#[test]
fn card_jtl_004_rose_tico_heals_2_from_a_vehicle_that_attacked_this_phase() {
    let state = rose_table();
    assert!(offered_like(&state, "action").is_empty(), "no Vehicle attacked yet");
    let after = run(state, &["attack Alliance X-Wing > Resistance Headquarters", "pass"]);
    assert_eq!(offered_like(&after, "action"), ["action Rose Tico > Alliance X-Wing"], "not the Ski Speeder");
    let (done, _) = take(&after, "action Rose Tico > Alliance X-Wing");
    assert_eq!(done.card(find(&done, "Alliance X-Wing")).damage, 0);
    assert_eq!(done.card(find(&done, "Dilapidated Ski Speeder")).damage, 2);
    let next = run(done, &["pass", "pass"]);
    assert!(next.attacked_units.is_empty(), "this phase only");
}

#[test]
fn card_jtl_004_rose_tico_deployed_on_attack_may_heal_2_from_a_vehicle() {
    let after = run(rose_table(), &["deploy Rose Tico", "pass"]);
    let rose = find(&after, "Rose Tico");
    assert_eq!((power(&after, rose), hp(&after, rose)), (4, 6));
    let after = run(after, &["attack Rose Tico > Resistance Headquarters"]);
    assert_eq!(
        offered(&after),
        ["choose Alliance X-Wing", "choose Dilapidated Ski Speeder", "choose TIE/ln Fighter", "pass"],
        "a Vehicle unit; you may"
    );
    let (done, _) = take(&after, "choose Dilapidated Ski Speeder");
    assert_eq!(done.card(find(&done, "Dilapidated Ski Speeder")).damage, 0);
}

/// Captain Phasma (leader) with six resources and Indoctrinated Conscript (First Order) in hand;
/// the opponent's Alliance X-Wing.
fn phasma_table() -> State {
    let mut s = Scenario::new("JTL_010", "JTL_026", "JTL_008", "JTL_022");
    s.resources(ONE, 6);
    s.hand(ONE, "JTL_236");
    s.unit(TWO, "SOR_237");
    s.build()
}

#[test]
fn card_jtl_010_captain_phasma_deals_1_to_a_base_after_a_first_order_card_was_played() {
    let state = phasma_table();
    assert!(offered_like(&state, "action").is_empty(), "no First Order card played this phase");
    let after = run(state, &["unit Indoctrinated Conscript [1]", "pass"]);
    assert_eq!(
        offered_like(&after, "action"),
        ["action Captain Phasma > Massassi Temple", "action Captain Phasma > Resistance Headquarters"],
        "a base"
    );
    let (done, _) = take(&after, "action Captain Phasma > Resistance Headquarters");
    assert_eq!(done.card(done.player(TWO).base).damage, 1);
}

#[test]
fn card_jtl_010_captain_phasma_deployed_on_attack_1_damage_to_a_unit_then_1_to_a_base() {
    let after = run(phasma_table(), &["unit Indoctrinated Conscript [1]", "pass", "deploy Captain Phasma", "pass"]);
    let after = run(after, &["attack Captain Phasma > Resistance Headquarters"]);
    assert_eq!(
        offered(&after),
        ["choose Alliance X-Wing", "choose Captain Phasma", "choose Indoctrinated Conscript", "pass"],
        "you may deal 1 damage to a unit"
    );
    let after = run(after, &["choose Alliance X-Wing"]);
    assert_eq!(after.card(find(&after, "Alliance X-Wing")).damage, 1);
    let (done, _) = take(&after, "choose Resistance Headquarters");
    let phasma = find(&done, "Captain Phasma");
    assert_eq!(u32::from(done.card(done.player(TWO).base).damage), 1 + u32::from(power(&done, phasma)));
    // No First Order card played this phase: nothing on attack.
    let quiet =
        run(phasma_table(), &["deploy Captain Phasma", "pass", "attack Captain Phasma > Resistance Headquarters"]);
    assert!(quiet.prompt.is_none());
}
