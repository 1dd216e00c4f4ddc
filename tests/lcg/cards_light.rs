//! Light Side starter cards built from the composed ability vocabulary (`rules/lcg/ability.rs`):
//! one test per card, named `card_<number>_…`, each playing the card's printed text through the
//! actions and prompts a player sees.

use crate::support;
use hangar::engine::Table;

use crate::support::{offered, run};
use hangar::rules::lcg::def::Icons;
use hangar::rules::lcg::def::Keyword;
use hangar::rules::lcg::facts;
use hangar::rules::lcg::facts::keywords;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;

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
    assert_eq!(
        offered(&state),
        ["action Repair Droid > Snowspeeder", "pass"],
        "not the Repair Droid: not a Vehicle unit"
    );
    let repaired = run(state, &["action Repair Droid > Snowspeeder"]);
    assert_eq!(repaired.card(x_wing).damage, 1);
    assert_eq!((repaired.acting(), offered(&repaired)), (Side::Light, vec!["pass".to_string()]), "limit once per turn");
}

/// The Light Side ends its Balance phase on turn 4: the refresh phase runs.
fn refresh(s: Scenario) -> State {
    run(s.build(), &["pass"])
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
    assert_eq!(offered(&state), ["pass", "trigger Mobilize the Squadrons"]);
    let target = run(state, &["trigger Mobilize the Squadrons"]);
    assert_eq!(offered(&target), ["choose Running the Trench"], "only a focused objective would change");
    let done = run(target, &["choose Running the Trench"]);
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
    let target = run(state, &["trigger Fleet Command Center"]);
    assert_eq!(offered(&target), ["choose X-Wing"]);
    let done = run(target, &["choose X-Wing"]);
    assert_eq!(done.card(x_wing).shields, 1);
}

#[test]
fn card_0097_mission_briefing_draws_a_card_after_the_opponents_turn_begins() {
    // "Reaction: After your opponent's turn begins, draw 1 card."
    let mut s = light(Phase::Force);
    s.play(Side::Light, "0097");
    s.command_deck(Side::Light, "0163");
    let state = run(s.build(), &["pass"]);
    assert_eq!(state.active, Side::Dark);
    assert_eq!(offered(&state), ["pass", "trigger Mission Briefing"]);
    let drawn = run(state, &["trigger Mission Briefing"]);
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
    let state = run(s.build(), &["engage Death and Despayre", "declare Battlefield Engineers"]);
    assert_eq!(offered(&state), ["pass", "trigger Battlefield Engineers"]);
    let done = run(state, &["trigger Battlefield Engineers", "choose Fleet Command Center"]);
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
    // An enemy unit or objective (not Running the Trench, its own), by either copy, paid by either
    // resource.
    assert_eq!(
        support::plays(&state, "Rebel Assault"),
        [
            "event Rebel Assault > Death and Despayre [Mobilize the Squadrons]",
            "event Rebel Assault > Death and Despayre [Mobilize the Squadrons]",
            "event Rebel Assault > Death and Despayre [Running the Trench]",
            "event Rebel Assault > Death and Despayre [Running the Trench]",
            "event Rebel Assault > TIE Fighter Patrol [Mobilize the Squadrons]",
            "event Rebel Assault > TIE Fighter Patrol [Mobilize the Squadrons]",
            "event Rebel Assault > TIE Fighter Patrol [Running the Trench]",
            "event Rebel Assault > TIE Fighter Patrol [Running the Trench]",
        ]
    );
    let done = run(state, &["event Rebel Assault > Death and Despayre [Running the Trench]"]);
    assert_eq!(done.card(despayre).damage, 2);
    assert_eq!(done.card(tie).damage, 0);
    assert!(
        support::plays(&done, "Rebel Assault").is_empty(),
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
        &["engage Death and Despayre", "declare Home One", "pass", "pass", "pass", "pass", "pass", "strike Home One"],
    );
    assert_eq!(state.card(despayre).damage, 2, "the blast damage");
    let done = run(state, &["trigger Home One"]);
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
    assert_eq!(offered(&state), ["pass", "trigger Red Two"]);
    let done = run(state, &["trigger Red Two"]);
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
    let state = run(s.build(), &["unit X-Wing [Rogue Squadron Assault]"]);
    assert_eq!(offered(&state), ["pass", "trigger Rogue Squadron Assault"]);
    let drawn = run(state, &["trigger Rogue Squadron Assault"]);
    assert_eq!(drawn.player(Side::Light).hand.len(), 2);
    let second = run(drawn, &["unit Rookie Pilot [Running the Trench]"]);
    assert!(second.prompt.is_none(), "limit once per turn");
}

#[test]
fn card_0822_rogue_six_gains_unit_damage_while_piloted_and_targeted_strike_with_wes_janson() {
    // "While this unit is piloted, it gains [Unit Damage]. If the pilot is Wes Janson, it also
    // gains targeted strike."
    let mut s = light(Phase::Deployment);
    let six = s.play(Side::Light, "0822");
    let bare = s.build();
    assert_eq!(facts::combat_icons(&bare, six).0.unit_damage, 1);
    let mut s = light(Phase::Deployment);
    let six = s.play(Side::Light, "0822");
    s.attach(Side::Light, "0120", six, Role::Pilot);
    let rookie = s.build();
    assert_eq!(facts::combat_icons(&rookie, six).0.unit_damage, 2);
    assert!(!keywords(&rookie, six).contains(&Keyword::TargetedStrike));
    let mut s = light(Phase::Deployment);
    let six = s.play(Side::Light, "0822");
    s.attach(Side::Light, "0821", six, Role::Pilot);
    let wes = s.build();
    assert_eq!(facts::combat_icons(&wes, six).0.unit_damage, 2);
    assert!(keywords(&wes, six).contains(&Keyword::TargetedStrike));
}

#[test]
fn card_0823_rogue_nine_gains_1_capacity_while_piloted_3_with_tycho_celchu() {
    // "While this unit is piloted, it gains +1 damage capacity. If the pilot is Tycho Celchu, it
    // gains +3 damage capacity instead."
    let capacity = |pilot: Option<&str>| {
        let mut s = light(Phase::Deployment);
        let nine = s.play(Side::Light, "0823");
        if let Some(p) = pilot {
            s.attach(Side::Light, p, nine, Role::Pilot);
        }
        facts::damage_capacity(&s.build(), nine)
    };
    assert_eq!(capacity(None), 3);
    assert_eq!(capacity(Some("0120")), 4);
    assert_eq!(capacity(Some("0820")), 6, "+3 instead, not +4");
}

#[test]
fn card_0184_rogue_three_gains_unit_and_blast_damage_for_each_enhancement_on_it() {
    // "This unit gains [Unit Damage] [Blast Damage] for each enhancement on it."
    let mut s = light(Phase::Deployment);
    let three = s.play(Side::Light, "0184");
    s.play(Side::Light, "0772");
    s.hand(Side::Light, "0183");
    let state = s.build();
    assert_eq!(facts::combat_icons(&state, three).0, Icons { unit_damage: 0, blast_damage: 2, tactics: 0 });
    let piloted = run(state, &["pilot Wedge Antilles > Rogue Three [Running the Trench]"]);
    assert_eq!(facts::combat_icons(&piloted, three).0, Icons { unit_damage: 1, blast_damage: 3, tactics: 0 });
}

#[test]
fn card_0182_hoth_operations_gives_speeders_edge_while_you_control_more_hoth_objectives() {
    // "While you control more Hoth objectives than your opponent, each of your Speeder units
    // gains edge (1)."
    let mut s = light(Phase::Deployment);
    s.play(Side::Light, "0182");
    let speeder = s.play(Side::Light, "0185");
    let x_wing = s.play(Side::Light, "0163");
    let state = s.build();
    assert_eq!(keywords(&state, speeder), [Keyword::Edge(1)]);
    assert!(keywords(&state, x_wing).is_empty(), "not a Speeder");
    let mut s = light(Phase::Deployment);
    s.play(Side::Light, "0182");
    s.play(Side::Dark, "0182");
    let speeder = s.play(Side::Light, "0185");
    assert!(keywords(&s.build(), speeder).is_empty(), "as many Hoth objectives, not more");
}

#[test]
fn card_0066_heavy_blaster_emplacement_has_the_opponent_deal_1_damage_to_a_unit_he_controls() {
    // "Action: Focus this enhancement to have your opponent deal 1 damage to a unit he controls."
    let mut s = light(Phase::Deployment);
    let blaster = s.play(Side::Light, "0066");
    let tie = s.play(Side::Dark, "0715");
    s.play(Side::Dark, "0761");
    let state = run(s.build(), &["action Heavy Blaster Emplacement"]);
    assert_eq!(state.card(blaster).focus, 1, "focused as the cost");
    assert_eq!(state.acting(), Side::Dark, "the opponent chooses");
    assert_eq!(offered(&state), ["choose 181st TIE Interceptor", "choose TIE Fighter Patrol"]);
    let done = run(state, &["choose 181st TIE Interceptor"]);
    assert_eq!(done.card(tie).damage, 1);
    assert_eq!(
        (done.acting(), offered(&done)),
        (Side::Light, vec!["pass".to_string()]),
        "focused: the cost cannot be paid again"
    );
}

#[test]
fn card_0047_heroic_sacrifice_sacrifices_a_vehicle_to_destroy_an_enemy_vehicle_of_cost_4_or_lower() {
    // "Action: Sacrifice a Vehicle unit to destroy a target enemy Vehicle unit with printed cost 4
    // or lower."
    let mut s = light(Phase::Deployment);
    s.play(Side::Light, "0772");
    let x_wing = s.play(Side::Light, "0163");
    s.play(Side::Light, "0116");
    s.hand(Side::Light, "0047");
    let tie = s.play(Side::Dark, "0715");
    s.play(Side::Dark, "0044");
    let state = s.build();
    assert_eq!(
        support::plays(&state, "Heroic Sacrifice"),
        [
            "event Heroic Sacrifice > 181st TIE Interceptor [Rebel Alliance]",
            "event Heroic Sacrifice > 181st TIE Interceptor [Running the Trench]",
        ],
        "not Devastator: printed cost 6"
    );
    let asked = run(state, &["event Heroic Sacrifice > 181st TIE Interceptor [Running the Trench]"]);
    assert_eq!(offered(&asked), ["choose X-Wing"], "only a Vehicle unit you control");
    let done = run(asked, &["choose X-Wing"]);
    assert!(done.player(Side::Light).discard.contains(&x_wing));
    assert!(done.player(Side::Dark).discard.contains(&tie));
}

#[test]
fn card_0047_heroic_sacrifice_needs_a_vehicle_to_sacrifice() {
    let mut s = light(Phase::Deployment);
    s.play(Side::Light, "0772");
    s.hand(Side::Light, "0047");
    s.play(Side::Dark, "0715");
    assert_eq!(support::plays(&s.build(), "Heroic Sacrifice"), Vec::<String>::new());
}

#[test]
fn card_0164_x_wing_escort_makes_the_opponent_sacrifice_a_vehicle_when_it_leaves_play() {
    // "Interrupt: When this unit leaves play, your opponent must sacrifice a Vehicle unit he
    // controls."
    let mut s = light(Phase::Deployment);
    s.play(Side::Light, "0772");
    let escort = s.play(Side::Light, "0164");
    s.hand(Side::Light, "0047");
    let tie = s.play(Side::Dark, "0715");
    let patrol = s.play(Side::Dark, "0761");
    s.play(Side::Dark, "0125");
    let state =
        run(s.build(), &["event Heroic Sacrifice > TIE Fighter Patrol [Running the Trench]", "choose X-Wing Escort"]);
    assert_eq!(offered(&state), ["pass", "trigger X-Wing Escort"]);
    assert!(state.in_play(escort), "an Interrupt: before it leaves play");
    let asked = run(state, &["trigger X-Wing Escort"]);
    assert_eq!(asked.acting(), Side::Dark);
    assert_eq!(offered(&asked), ["choose 181st TIE Interceptor", "choose TIE Fighter Patrol"], "Vehicle units only");
    let done = run(asked, &["choose 181st TIE Interceptor"]);
    assert!(done.player(Side::Dark).discard.contains(&tie), "sacrificed");
    assert!(done.player(Side::Dark).discard.contains(&patrol), "destroyed by Heroic Sacrifice");
    assert!(done.player(Side::Light).discard.contains(&escort));
}

#[test]
fn card_0077_covering_fire_sacrifices_a_unit_to_shield_each_friendly_participating_unit() {
    // "Action: During an engagement, sacrifice a unit to place 1 shield on each friendly
    // participating unit."
    let mut s = light(Phase::Conflict);
    s.play(Side::Dark, "0036");
    let x_wing = s.play(Side::Light, "0163");
    let speeder = s.play(Side::Light, "0185");
    let droid = s.play(Side::Light, "0116");
    s.hand(Side::Light, "0077");
    let state = s.build();
    assert_eq!(support::plays(&state, "Covering Fire"), Vec::<String>::new(), "only during an engagement");
    let strikes = run(
        state,
        &["engage Death and Despayre", "declare X-Wing", "declare Snowspeeder", "pass", "pass", "pass", "pass", "pass"],
    );
    let asked = run(strikes, &["event Covering Fire [free]"]);
    assert_eq!(offered(&asked), ["choose Repair Droid", "choose Snowspeeder", "choose X-Wing"]);
    let done = run(asked, &["choose Repair Droid"]);
    assert!(done.player(Side::Light).discard.contains(&droid));
    assert_eq!(done.card(x_wing).shields, 1);
    assert_eq!(done.card(speeder).shields, 1);
}

/// The Dark Side ends its Force phase on turn 3: the Light Side's turn begins.
fn light_turn_begins(s: Scenario) -> State {
    run(s.build(), &["pass"])
}

#[test]
fn card_0906_shield_generator_assault_moves_1_damage_between_endor_objectives_after_your_turn_begins() {
    // "Reaction: After your turn begins, move 1 damage from an Endor objective to another target
    // Endor objective."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Force).turn(3, 0, Side::Dark);
    let assault = s.play(Side::Light, "0906");
    let legion = s.play(Side::Dark, "0916");
    s.play(Side::Light, "0772");
    s.damage(assault, 2);
    let state = light_turn_begins(s);
    assert_eq!(state.active, Side::Light);
    let target = run(state, &["trigger Shield Generator Assault"]);
    assert_eq!(offered(&target), ["choose The Emperor's Legion"], "another Endor objective; damage must come from one");
    let done = run(target, &["choose The Emperor's Legion"]);
    assert_eq!((done.card(assault).damage, done.card(legion).damage), (1, 1), "the only damaged one gives it up");
}

#[test]
fn card_0906_shield_generator_assault_asks_where_the_damage_comes_from() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Force).turn(3, 0, Side::Dark);
    let assault = s.play(Side::Light, "0906");
    let legion = s.play(Side::Dark, "0916");
    let support = s.mission(Side::Light, "0910");
    s.damage(assault, 2);
    s.damage(support, 1);
    let state = run(light_turn_begins(s), &["trigger Shield Generator Assault", "choose The Emperor's Legion"]);
    assert_eq!(offered(&state), ["choose Ground Support", "choose Shield Generator Assault"]);
    let done = run(state, &["choose Ground Support"]);
    assert_eq!((done.card(support).damage, done.card(legion).damage, done.card(assault).damage), (0, 1, 2));
}

#[test]
fn card_0908_specforce_pathfinder_damages_an_endor_objective_to_ready_itself_or_han_solo() {
    // "Action: Damage an Endor objective to remove 1 focus token from this unit or from Han Solo.
    // (Limit once per turn.)"
    let mut s = light(Phase::Deployment);
    let assault = s.play(Side::Light, "0906");
    let pathfinder = s.play(Side::Light, "0908");
    let han = s.play(Side::Light, "0907");
    s.focus(pathfinder, 1);
    s.focus(han, 2);
    let state = run(s.build(), &["action SpecForce Pathfinder"]);
    assert_eq!(offered(&state), ["choose Shield Generator Assault"], "the cost: an Endor objective");
    let chosen = run(state, &["choose Shield Generator Assault"]);
    assert_eq!(chosen.card(assault).damage, 1);
    assert_eq!(offered(&chosen), ["choose Han Solo", "choose SpecForce Pathfinder"]);
    let done = run(chosen, &["choose Han Solo"]);
    assert_eq!((done.card(han).focus, done.card(pathfinder).focus), (1, 1));
    assert_eq!((done.acting(), offered(&done)), (Side::Light, vec!["pass".to_string()]), "limit once per turn");
}

#[test]
fn card_0907_han_solo_switches_the_engaged_objective_after_striking_as_attacker() {
    // "Reaction: After this unit is focused to strike as an attacker, choose an enemy objective
    // you are not engaged with. You are now engaged with the chosen objective instead."
    let mut s = light(Phase::Conflict);
    let despayre = s.play(Side::Dark, "0036");
    let trench = s.play(Side::Dark, "0783");
    s.play(Side::Light, "0907");
    let state = run(
        s.build(),
        &["engage Death and Despayre", "declare Han Solo", "pass", "pass", "pass", "pass", "pass", "strike Han Solo"],
    );
    let asked = run(state, &["trigger Han Solo"]);
    assert_eq!(offered(&asked), ["choose Defending the Trench"], "not the engaged one");
    let switched = run(asked, &["choose Defending the Trench"]);
    assert_eq!(switched.engagement.as_ref().map(|e| e.objective), Some(trench));
    let done = run(switched, &["pass", "pass"]);
    assert_eq!(done.card(trench).damage, 1, "unopposed damage goes to the new objective");
    assert_eq!(done.card(despayre).damage, 0);
    assert!(done.engaged_this_phase.contains(&despayre) && done.engaged_this_phase.contains(&trench));
}

/// The Light Side attacks Death and Despayre with `attacker`; `defender` defends; the 0–0 edge
/// battle goes to the defender, who passes its strike: the Light Side acts next.
fn light_strikes(s: Scenario, attacker: &str, defender: &str) -> State {
    run(
        s.build(),
        &[
            "engage Death and Despayre",
            &format!("declare {attacker}"),
            "pass",
            &format!("declare {defender}"),
            "pass",
            "pass",
            "pass",
            "pass",
        ],
    )
}

#[test]
fn card_0821_wes_janson_as_pilot_focuses_to_deal_damage_to_a_participating_unit_during_an_engagement() {
    // Pilot text: "Action: During an engagement, focus this card to deal 1 damage to a target
    // participating unit. If the Balance of the Force is with the light side, deal 2 damage
    // instead."
    for (balance, dealt) in [(Side::Light, 2), (Side::Dark, 1)] {
        let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, balance);
        s.play(Side::Dark, "0036");
        let interceptor = s.play(Side::Dark, "0715");
        s.play(Side::Dark, "0761");
        let x_wing = s.play(Side::Light, "0163");
        let wes = s.attach(Side::Light, "0821", x_wing, Role::Pilot);
        let strikes = light_strikes(s, "X-Wing", "181st TIE Interceptor");
        assert_eq!(
            offered(&strikes),
            ["action Wes Janson > 181st TIE Interceptor", "action Wes Janson > X-Wing", "pass", "strike X-Wing"],
            "any participating unit; not the TIE Fighter Patrol"
        );
        let done = run(strikes, &["action Wes Janson > 181st TIE Interceptor"]);
        assert_eq!(done.card(wes).focus, 1);
        assert_eq!(done.card(interceptor).damage, dealt, "Balance with the {balance:?} side");
        assert_eq!(offered(&done), ["pass", "strike X-Wing"], "focused");
    }
}

#[test]
fn card_0007_admiral_ackbar_joins_an_engagement_from_hand_and_damages_each_participating_enemy_unit() {
    // "Action: During an engagement, play this unit from your hand as a participating unit on
    // your side. / Reaction: After this unit enters play during an engagement, deal 1 damage to
    // each participating enemy unit."
    let mut s = light(Phase::Conflict);
    s.play(Side::Dark, "0036");
    let interceptor = s.play(Side::Dark, "0715");
    let patrol = s.play(Side::Dark, "0761");
    s.play(Side::Light, "0163");
    s.play(Side::Light, "0772");
    let ackbar = s.hand(Side::Light, "0007");
    let state = run(
        s.build(),
        &[
            "engage Death and Despayre",
            "declare X-Wing",
            "pass",
            "declare 181st TIE Interceptor",
            "pass",
            "pass",
            "pass",
            "pass",
        ],
    );
    let play = "unit Admiral Ackbar [Rebel Alliance, Running the Trench]";
    assert_eq!(offered(&state), ["pass", "strike X-Wing", play]);
    let entered = run(state, &[play]);
    assert!(entered.engagement.as_ref().is_some_and(|e| e.attackers.contains(&ackbar)), "participating");
    let done = run(entered, &["trigger Admiral Ackbar"]);
    assert_eq!(done.card(interceptor).damage, 1);
    assert_eq!(done.card(patrol).damage, 0, "not participating");
    assert_eq!(
        offered(&done),
        ["pass", "strike Admiral Ackbar", "strike X-Wing"],
        "a ready participating unit strikes"
    );
}

#[test]
fn card_0007_admiral_ackbar_cannot_join_outside_an_engagement_phase_window() {
    let mut s = light(Phase::Conflict);
    s.play(Side::Dark, "0036");
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0163");
    s.hand(Side::Light, "0007");
    assert_eq!(support::plays(&s.build(), "Admiral Ackbar"), Vec::<String>::new(), "no engagement yet");
}

#[test]
fn card_0824_ready_for_takeoff_takes_unique_rebel_fighters_speeders_and_pilots_from_the_top_5() {
    // "Action: Search the top 5 cards of your deck for any number of unique [Rebel Alliance]
    // Fighter, Speeder or Pilot units, reveal them, and add them to your hand. Shuffle the
    // remaining cards back into your deck."
    let mut s = light(Phase::Deployment);
    s.play(Side::Light, "0772");
    s.hand(Side::Light, "0824");
    s.command_deck(Side::Light, "0114"); // sixth from the top: not searched
    s.command_deck(Side::Light, "0163"); // not unique
    let six = s.command_deck(Side::Light, "0822");
    s.command_deck(Side::Light, "0773");
    s.command_deck(Side::Light, "0907"); // a Leader
    s.command_deck(Side::Light, "0185"); // not unique
    let state = run(s.build(), &["event Ready for Takeoff [Running the Trench]"]);
    assert_eq!(offered(&state), ["choose Luke Skywalker", "choose Rogue Six", "pass"]);
    let took = run(state, &["choose Rogue Six"]);
    assert_eq!(offered(&took), ["choose Luke Skywalker", "pass"], "any number, one at a time");
    let done = run(took, &["pass"]);
    assert_eq!(done.player(Side::Light).hand, [six]);
    assert_eq!(done.player(Side::Light).command_deck.len(), 5, "the rest shuffled back");
    assert!(done.prompt.is_none());
}

/// The Light Side attacks Death and Despayre with `attacker` and nobody defends; the 0–0 edge
/// battle goes to the defender, who has nothing to strike with.
fn light_attacks_alone(s: Scenario, attacker: &str) -> State {
    run(
        s.build(),
        &["engage Death and Despayre", &format!("declare {attacker}"), "pass", "pass", "pass", "pass", "pass"],
    )
}

#[test]
fn card_0774_red_five_may_assign_its_blast_damage_to_a_participating_enemy_unit() {
    // "Interrupt: When this unit is focused to strike, it may assign its [Blast Damage] to a
    // target participating enemy unit instead of the engaged objective."
    let mut s = light(Phase::Conflict);
    let despayre = s.play(Side::Dark, "0036");
    let interceptor = s.play(Side::Dark, "0715");
    s.play(Side::Dark, "0761");
    s.play(Side::Light, "0774");
    let state = run(light_strikes(s, "Red Five", "181st TIE Interceptor"), &["strike Red Five"]);
    assert_eq!(
        offered(&state),
        ["choose 181st TIE Interceptor", "choose Death and Despayre"],
        "participating enemy units only"
    );
    let done = run(state, &["choose 181st TIE Interceptor"]);
    assert_eq!(done.card(interceptor).damage, 2);
    assert_eq!(done.card(despayre).damage, 0);
    assert_eq!(offered(&done), ["damage > 181st TIE Interceptor"], "then its unit damage");
}

#[test]
fn card_0774_red_five_blasts_the_objective_when_no_enemy_unit_participates() {
    let mut s = light(Phase::Conflict);
    let despayre = s.play(Side::Dark, "0036");
    s.play(Side::Light, "0774");
    let done = run(light_attacks_alone(s, "Red Five"), &["strike Red Five"]);
    assert_eq!(done.card(despayre).damage, 2, "no choice to make");
}

#[test]
fn card_0773_luke_skywalker_as_pilot_discards_the_opponents_top_card_for_damage_to_the_engaged_objective() {
    // Pilot text: "Interrupt: When an enhanced unit is focused to strike as an attacker, discard
    // the top card of an opponent's deck and deal X damage to the engaged objective. X is the
    // number of printed Force icons on the discarded card. (Limit once per turn.)"
    let mut s = light(Phase::Conflict);
    let despayre = s.play(Side::Dark, "0036");
    let blast = s.command_deck(Side::Dark, "0128");
    let x_wing = s.play(Side::Light, "0163");
    s.attach(Side::Light, "0773", x_wing, Role::Pilot);
    let state = run(light_attacks_alone(s, "X-Wing"), &["strike X-Wing"]);
    assert_eq!(offered(&state), ["pass", "trigger Luke Skywalker"]);
    let done = run(state, &["trigger Luke Skywalker"]);
    assert!(done.player(Side::Dark).discard.contains(&blast));
    assert_eq!(
        done.card(despayre).damage,
        2,
        "Superlaser Blast has 2 Force icons; the X-Wing has no blast without the edge"
    );
}

#[test]
fn card_0776_use_the_force_luke_looks_at_the_top_of_a_deck_and_may_put_it_on_the_bottom() {
    // "Action: Look at the top card of an objective deck or command deck. You may place that
    // card on the bottom of its deck."
    let mut s = light(Phase::Deployment);
    s.hand(Side::Light, "0776");
    let bottom = s.objective_deck(Side::Dark, "0036");
    let top = s.objective_deck(Side::Dark, "0783");
    s.command_deck(Side::Light, "0163");
    let state = run(s.build(), &["event Use the Force, Luke [free]"]);
    assert_eq!(offered(&state), ["deck Dark Side objective", "deck Light Side command"], "decks with a card");
    let looked = run(state, &["deck Dark Side objective"]);
    assert_eq!(offered(&looked), ["choose Defending the Trench", "pass"]);
    let moved = run(looked.clone(), &["choose Defending the Trench"]);
    assert_eq!(moved.player(Side::Dark).objective_deck, [top, bottom]);
    let kept = run(looked, &["pass"]);
    assert_eq!(kept.player(Side::Dark).objective_deck, [bottom, top]);
}
