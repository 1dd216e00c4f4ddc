//! Starter cards from the first slice and the objectives with constant text, each played by a
//! test named `card_<number>_…` (the rule-section tests play them too).

use crate::support::{find, offered, run, superlaser_on, superlaser_ready, take};
use hangar::engine::Table;
use hangar::rules::lcg;
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Outcome;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

#[test]
fn card_0783_defending_the_trench_counts_twice_in_a_victory_pile() {
    // "While this objective is in a victory pile, it contributes 2 objectives."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    s.victory(Side::Light, "0783");
    let state = s.build();
    assert_eq!(facts::victory_count(&state, Side::Light), 2);
    // With it and one more objective there, a third destroyed objective wins: here the Dark
    // Side's own Superlaser Blast on its own Death and Despayre ("a target objective").
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    superlaser_ready(&mut s);
    s.victory(Side::Light, "0783");
    let won = run(s.build(), &[&superlaser_on("Death and Despayre")]);
    assert_eq!(facts::victory_count(&won, Side::Light), 3);
    assert_eq!(won.outcome, Some(Outcome::Won(Side::Light)));
}

#[test]
fn card_0760_academy_pilot_pilots_for_nothing() {
    // "Pilot(0)."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0149");
    s.hand(Side::Dark, "0760");
    let state = s.build();
    let (piloted, _) = take(&state, "pilot Academy Pilot > TIE Fighter [free]");
    let pilot = find(&piloted, "Academy Pilot");
    assert_eq!(piloted.card(pilot).attached.map(|a| a.role), Some(Role::Pilot));
}

#[test]
fn card_0925_mission_command_gives_blast_damage_to_units_attacking_a_mission() {
    // "Each unit you control gains [Blast Damage] while it is attacking a mission."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0925");
    let trooper = s.play(Side::Dark, "0125");
    s.play(Side::Light, "0082");
    s.mission(Side::Dark, "0928");
    let state = s.build();
    assert_eq!(facts::combat_icons(&state, trooper).0.blast_damage, 0);
    let attacking = run(state, &["engage Assassination Contract", "declare Stormtrooper Elite"]);
    assert_eq!(facts::combat_icons(&attacking, trooper).0.blast_damage, 1);
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0925");
    let trooper = s.play(Side::Dark, "0125");
    s.play(Side::Light, "0082");
    let not_a_mission = run(s.build(), &["engage Draw Their Fire", "declare Stormtrooper Elite"]);
    assert_eq!(facts::combat_icons(&not_a_mission, trooper).0.blast_damage, 0);
}

#[test]
fn card_0916_the_emperors_legion_grows_with_each_trooper() {
    // "This objective gains +1 damage capacity for each Trooper unit you control."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    let legion = s.play(Side::Dark, "0916");
    s.play(Side::Dark, "0125");
    s.play(Side::Dark, "0125");
    s.play(Side::Dark, "0149");
    let state = s.build();
    assert_eq!(facts::damage_capacity(&state, legion), 5, "3 printed + 2 Troopers");
}

#[test]
fn card_0145_the_ultimate_power_admits_at_most_two_attackers() {
    // "Your opponent cannot declare more than 2 attackers against this objective."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0145");
    for _ in 0..3 {
        s.play(Side::Light, "0163");
    }
    let state = run(s.build(), &["engage The Ultimate Power", "declare X-Wing", "declare X-Wing"]);
    assert_eq!(offered(&state), ["pass"]);
}

#[test]
fn card_0143_the_rebel_fleet_admits_only_vehicle_attackers() {
    // "Only Vehicle units can be declared as attackers against this objective."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Light, "0143");
    s.play(Side::Light, "0082");
    s.play(Side::Dark, "0125");
    s.play(Side::Dark, "0149");
    let state = s.build();
    let engaged = run(state.clone(), &["engage The Rebel Fleet"]);
    assert_eq!(offered(&engaged), ["declare TIE Fighter"]);
    // With only the Stormtrooper ready, The Rebel Fleet cannot be engaged at all.
    let mut no_vehicle = state;
    let tie = find(&no_vehicle, "TIE Fighter");
    no_vehicle.cards[tie.idx()].focus = 1;
    assert_eq!(offered(&no_vehicle), ["engage Draw Their Fire", "pass"]);
}

#[test]
fn card_0098_mon_mothma_adds_a_force_icon_to_her_sides_edge_battle() {
    // "Edge (1). (While this unit is participating in an engagement, add 1 Force icon to your
    // side during edge battles.)"
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s.play(Side::Light, "0098");
    let state = run(s.build(), &["engage Death and Despayre", "declare Mon Mothma", "pass", "pass", "pass", "pass"]);
    assert_eq!(state.engagement.as_ref().and_then(|e| e.edge_winner), Some(Side::Light), "1 to 0 without cards");
}

#[test]
fn card_0128_superlaser_blast_is_played_only_during_your_turn() {
    // "Play only during your turn. / Action: Destroy a target objective." In the Dark Side's own
    // turn it destroys; in the Light Side's turn, even with the Dark Side's window open, it is
    // not offered.
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    superlaser_ready(&mut s);
    let draw = s.play(Side::Light, "0082");
    let destroyed = run(s.build(), &[&superlaser_on("Draw Their Fire")]);
    assert!(destroyed.player(Side::Dark).victory.contains(&draw));

    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    superlaser_ready(&mut s);
    s.play(Side::Light, "0082");
    let state = s.build();
    let after = run(state, &["pass"]);
    assert_eq!(after.phase, Phase::Conflict, "no window: nothing the Dark Side could play");
}

#[test]
fn card_0699_hobbie_destroyed_by_a_strike_returns_to_hand() {
    // "Interrupt: When this card leaves play, return it to your hand instead."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0125");
    s.play(Side::Light, "0082");
    s.play(Side::Light, "0699");
    let asked = run(
        s.build(),
        &[
            "engage Draw Their Fire",
            "declare Stormtrooper Elite",
            "pass",
            "declare Derek \"Hobbie\" Klivian",
            "pass",
            "pass",
            "pass",
            "pass",
            "strike Stormtrooper Elite",
            "damage > Derek \"Hobbie\" Klivian",
        ],
    );
    assert_eq!(offered(&asked), ["pass", "trigger Derek \"Hobbie\" Klivian"]);
    let saved = run(asked, &["trigger Derek \"Hobbie\" Klivian"]);
    assert!(saved.in_hand(Side::Light, find(&saved, "Derek \"Hobbie\" Klivian")));
}

#[test]
fn card_0910_ground_support_completed_can_finish_off_objectives() {
    // "Reaction: After this mission is completed, deal 1 damage to each enemy unit and objective."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    superlaser_ready(&mut s);
    s.mission(Side::Light, "0910");
    let mut state = s.build();
    let despayre = find(&state, "Death and Despayre");
    state.cards[despayre.idx()].damage = 4;
    let completed = run(state, &[&superlaser_on("Ground Support"), "trigger Ground Support"]);
    assert!(completed.player(Side::Light).victory.contains(&despayre), "the fifth damage destroys it");
    assert_eq!(lcg::facts::victory_count(&completed, Side::Light), 2, "the mission and Death and Despayre");
}

#[test]
fn card_0150_trench_run_lets_the_light_side_engage_the_dial_and_win_at_10_damage() {
    // "Enhance the Death Star dial. This enhancement cannot be targeted. / You may engage the
    // Death Star dial as though it were a dark side objective (it is not an objective). If the
    // dial has 10 or more damage, the light side wins the game."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s.play(Side::Light, "0163");
    s.hand(Side::Light, "0150");
    let state = s.build();
    let played = run(state, &["enhance Trench Run > dial [Rebel Alliance]", "pass"]);
    let trench = find(&played, "Trench Run");
    assert!(!facts::is_objective(&played, trench), "it is not an objective");
    assert!(!hangar::rules::lcg::facts::can_target(&played, Side::Dark, trench));
    assert_eq!(offered(&played), ["engage Death and Despayre", "engage Trench Run", "pass"]);
    let mut near = played;
    near.cards[trench.idx()].damage = 9;
    let won =
        run(near, &["engage Trench Run", "declare X-Wing", "pass", "pass", "pass", "pass", "pass", "strike X-Wing"]);
    // Without the edge (0–0 goes to the defender) the X-Wing's edge-enabled blast does not
    // count; with no enemy unit, its unit damage has nowhere to go.
    assert_eq!(won.card(trench).damage, 9);
    // Both pass: unopposed, the dial takes 1 more damage, its tenth.
    let won = run(won, &["pass", "pass"]);
    assert_eq!(won.outcome, Some(Outcome::Won(Side::Light)));
}
