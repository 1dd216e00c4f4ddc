//! Light Side starter cards built from the composed ability vocabulary (`rules/lcg/ability.rs`):
//! one test per card, named `card_<number>_…`, each playing the card's printed text through the
//! actions and prompts a player sees.

mod support;

use hangar::rules::lcg::{Phase, Scenario, Side, State};
use support::{offered, take};

fn run(mut state: State, labels: &[&str]) -> State {
    for label in labels {
        state = take(&state, label).0;
    }
    state
}

fn has(state: &State, label: &str) -> bool {
    offered(state).iter().any(|l| l == label)
}

/// The Light Side's deployment phase on its second turn (turn 4), Balance with the light side.
fn light(phase: Phase) -> Scenario {
    Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, phase).turn(4, 0, Side::Light)
}

#[test]
fn card_0116_repair_droid_removes_1_damage_from_a_target_vehicle_unit_once_per_turn() {
    // "Action: Remove 1 damage from a target Vehicle unit. (Limit once per turn.)"
    let mut s = light(Phase::Deployment);
    s.play(Side::Light, "0116");
    let x_wing = s.play(Side::Light, "0185");
    s.damage(x_wing, 2);
    let state = s.build();
    assert!(!has(&state, "Use Repair Droid's Action on Repair Droid"), "not a Vehicle unit");
    let repaired = run(state, &["Use Repair Droid's Action on Snowspeeder"]);
    assert_eq!(repaired.card(x_wing).damage, 1);
    assert!(!has(&repaired, "Use Repair Droid's Action on Snowspeeder"), "limit once per turn");
}

/// The Light Side ends its Balance phase on turn 4: the refresh phase runs.
fn refresh(s: Scenario) -> State {
    run(s.build(), &["End the Balance of the Force phase"])
}

#[test]
fn card_0123_mobilize_the_squadrons_removes_a_focus_from_a_friendly_objective_after_you_refresh() {
    // "Reaction: After you refresh, remove 1 focus token from a target objective or enhancement
    // you control."
    let mut s = light(Phase::Balance);
    let mobilize = s.play(Side::Light, "0123");
    let trench = s.play(Side::Light, "0772");
    s.play(Side::Light, "0097");
    s.focus(trench, 2);
    s.focus(mobilize, 1);
    let state = refresh(s);
    assert_eq!(state.card(trench).focus, 1, "the refresh removed one");
    assert_eq!(offered(&state), ["Decline", "Use Mobilize the Squadrons's ability"]);
    let target = run(state, &["Use Mobilize the Squadrons's ability"]);
    assert_eq!(offered(&target), ["Target Running the Trench"], "only a focused objective would change");
    let done = run(target, &["Target Running the Trench"]);
    assert_eq!(done.card(trench).focus, 0);
    assert_eq!(done.phase, Phase::Draw);
}

#[test]
fn card_0057_fleet_command_center_shields_a_target_unit_after_you_refresh() {
    // "Reaction: After you refresh, place 1 shield on a target unit."
    let mut s = light(Phase::Balance);
    s.play(Side::Light, "0057");
    let x_wing = s.play(Side::Light, "0163");
    let state = refresh(s);
    let target = run(state, &["Use Fleet Command Center's ability"]);
    assert_eq!(offered(&target), ["Target X-Wing"]);
    let done = run(target, &["Target X-Wing"]);
    assert_eq!(done.card(x_wing).shields, 1);
}

#[test]
fn card_0097_mission_briefing_draws_a_card_after_the_opponents_turn_begins() {
    // "Reaction: After your opponent's turn begins, draw 1 card."
    let mut s = light(Phase::Force);
    s.play(Side::Light, "0097");
    s.command_deck(Side::Light, "0163");
    let state = run(s.build(), &["End the Force phase"]);
    assert_eq!(state.active, Side::Dark);
    assert_eq!(offered(&state), ["Decline", "Use Mission Briefing's ability"]);
    let drawn = run(state, &["Use Mission Briefing's ability"]);
    assert_eq!(drawn.player(Side::Light).hand.len(), 1);
}

#[test]
fn card_0014_battlefield_engineers_ready_a_friendly_enhancement_after_being_declared_as_attacker() {
    // "Reaction: After this unit is declared as an attacker, remove 1 focus token from a target
    // enhancement you control."
    let mut s = light(Phase::Conflict);
    s.play(Side::Dark, "0036");
    s.play(Side::Light, "0014");
    let center = s.play(Side::Light, "0057");
    s.focus(center, 1);
    let state = run(s.build(), &["Engage Death and Despayre", "Attack with Battlefield Engineers"]);
    assert_eq!(offered(&state), ["Decline", "Use Battlefield Engineers's ability"]);
    let done = run(state, &["Use Battlefield Engineers's ability", "Target Fleet Command Center"]);
    assert_eq!(done.card(center).focus, 0);
}

#[test]
fn card_0108_rebel_assault_deals_2_damage_to_a_target_enemy_unit_or_objective_once_per_turn() {
    // "Action: Deal 2 damage to a target enemy unit or objective. (Limit 1 per turn.)"
    let mut s = light(Phase::Deployment);
    let despayre = s.play(Side::Dark, "0036");
    let tie = s.play(Side::Dark, "0761");
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0123");
    s.hand(Side::Light, "0108");
    s.hand(Side::Light, "0108");
    let state = s.build();
    assert!(!has(&state, "Play Rebel Assault on Running the Trench (cost 2: focus Running the Trench)"), "enemy only");
    assert!(has(&state, "Play Rebel Assault on TIE Fighter Patrol (cost 2: focus Running the Trench)"), "a unit");
    let done = run(state, &["Play Rebel Assault on Death and Despayre (cost 2: focus Running the Trench)"]);
    assert_eq!(done.card(despayre).damage, 2);
    assert_eq!(done.card(tie).damage, 0);
    assert!(
        !offered(&done).iter().any(|l| l.starts_with("Play Rebel Assault")),
        "the second copy shares the limit: {:?}",
        offered(&done)
    );
}

#[test]
fn card_0070_home_one_damages_each_enemy_objective_not_engaged_after_striking_as_attacker() {
    // "Reaction: After this unit is focused to strike as an attacker, deal 1 damage to each enemy
    // objective not currently engaged."
    let mut s = light(Phase::Conflict);
    let despayre = s.play(Side::Dark, "0036");
    let trench = s.play(Side::Dark, "0783");
    s.play(Side::Light, "0070");
    let state = run(
        s.build(),
        &[
            "Engage Death and Despayre",
            "Attack with Home One",
            "Done declaring attackers",
            "Done declaring defenders",
            "Pass in the edge battle",
            "Pass in the edge battle",
            "Pass (no strike)",
            "Strike with Home One",
        ],
    );
    assert_eq!(state.card(despayre).damage, 2, "the blast damage");
    let done = run(state, &["Use Home One's ability"]);
    assert_eq!(done.card(trench).damage, 1);
    assert_eq!(done.card(despayre).damage, 2, "the engaged objective is left out");
}

#[test]
fn card_0114_red_two_removes_its_focus_after_an_objective_is_destroyed() {
    // "Reaction: After an objective is destroyed, remove 1 focus token from this unit."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    support::superlaser_ready(&mut s);
    s.play(Side::Light, "0772");
    let red_two = s.play(Side::Light, "0114");
    s.focus(red_two, 2);
    let state = run(s.build(), &[&support::superlaser_on("Running the Trench")]);
    assert_eq!(offered(&state), ["Decline", "Use Red Two's ability"]);
    let done = run(state, &["Use Red Two's ability"]);
    assert_eq!(done.card(red_two).focus, 1);
}

#[test]
fn card_0698_rogue_squadron_assault_draws_after_a_fighter_or_pilot_enters_play_once_per_turn() {
    // "Reaction: After a Fighter or Pilot card you control enters play, draw 1 card. (Limit once
    // per turn.)"
    let mut s = light(Phase::Deployment);
    s.play(Side::Light, "0698");
    s.play(Side::Light, "0772");
    s.hand(Side::Light, "0163");
    s.hand(Side::Light, "0120");
    s.command_deck(Side::Light, "0185");
    s.command_deck(Side::Light, "0185");
    let state = run(s.build(), &["Play X-Wing as a unit (cost 1: focus Rogue Squadron Assault)"]);
    assert_eq!(offered(&state), ["Decline", "Use Rogue Squadron Assault's ability"]);
    let drawn = run(state, &["Use Rogue Squadron Assault's ability"]);
    assert_eq!(drawn.player(Side::Light).hand.len(), 2);
    let second = run(drawn, &["Play Rookie Pilot as a unit (cost 1: focus Running the Trench)"]);
    assert!(second.prompt.is_none(), "limit once per turn");
}
