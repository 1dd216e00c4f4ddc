//! The Dark Side cards of the objective sets added with every Pilot (X) card and every mission
//! (issue "every pilot and every mission"): one test per card, named `card_<number>_…`, each
//! playing the card's printed text through the legal actions as a player meets it.

use crate::support::{find, offered, run};
use hangar::engine::Table;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

use crate::positions::deployment;

use crate::positions::dark_conflict;

#[test]
fn card_0709_mauler_mithel_focuses_to_remove_a_friendly_fighter_from_the_engagement() {
    // "Pilot (1). (Action: Focus this enhancement to remove a target friendly Fighter unit from
    // the engagement.)"
    let mut s = dark_conflict();
    let tie = s.play(Side::Dark, "0149");
    let mauler = s.attach(Side::Dark, "0709", tie, Role::Pilot);
    let black = s.play(Side::Dark, "0743");
    let state = s.build();
    assert!(!offered(&state).iter().any(|o| o.starts_with("action \"Mauler\"")), "no engagement: nothing to remove");
    let engaged = run(
        state,
        &[
            "engage Running the Trench",
            "declare TIE Fighter",
            "declare Black Squadron Fighter",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
        ],
    );
    let offers: Vec<String> = offered(&engaged).into_iter().filter(|o| o.starts_with("action \"Mauler\"")).collect();
    assert_eq!(offers, ["action \"Mauler\" Mithel > Black Squadron Fighter", "action \"Mauler\" Mithel > TIE Fighter"]);
    let removed = run(engaged, &["action \"Mauler\" Mithel > Black Squadron Fighter"]);
    assert_eq!(removed.card(mauler).focus, 1, "the enhancement is focused");
    let engagement = removed.engagement.as_ref().expect("the engagement goes on");
    assert!(!engagement.attackers.contains(&black) && engagement.attackers.contains(&tie));
    assert!(removed.in_play(black));
    assert!(!offered(&removed).iter().any(|o| o.starts_with("action \"Mauler\"")), "focused: used once");
}

#[test]
fn card_0146_tie_advanced_deals_1_more_damage_after_an_unopposed_attack() {
    // "Reaction: After this unit survives an unopposed engagement as an attacker, deal 1 damage
    // to the engaged objective."
    let mut s = dark_conflict();
    s.play(Side::Dark, "0146");
    let state = s.build();
    let trench = find(&state, "Running the Trench");
    let struck = run(
        state,
        &["engage Running the Trench", "declare TIE Advanced", "pass", "pass", "pass", "pass", "pass", "pass"],
    );
    assert_eq!(struck.card(trench).damage, 1, "the unopposed damage (it does not strike)");
    assert_eq!(offered(&struck), ["pass", "trigger TIE Advanced"]);
    let done = run(struck, &["trigger TIE Advanced"]);
    assert_eq!(done.card(trench).damage, 2);
}

#[test]
fn card_0146_tie_advanced_waits_for_an_unopposed_engagement() {
    let mut s = dark_conflict();
    s.play(Side::Dark, "0146");
    s.play(Side::Light, "0163");
    let mut done = run(s.build(), &["engage Running the Trench", "declare TIE Advanced", "pass", "declare X-Wing"]);
    while done.engagement.is_some() {
        done = run(done, &["pass"]);
    }
    assert!(!offered(&done).contains(&"trigger TIE Advanced".to_string()), "{:?}", offered(&done));
}

#[test]
fn card_0719_novice_starship_thief_destroys_an_unpiloted_vehicle_costing_2_or_less() {
    // "Reaction: After this unit enters play, destroy a target unpiloted Vehicle unit with
    // printed cost 2 or lower."
    let mut s = deployment(Side::Dark);
    s.play(Side::Dark, "0036");
    let x_wing = s.play(Side::Light, "0163");
    let piloted = s.play(Side::Light, "0165");
    s.attach(Side::Light, "0800", piloted, Role::Pilot);
    s.play(Side::Light, "0070");
    s.hand(Side::Dark, "0719");
    let played = run(s.build(), &["unit Novice Starship Thief"]);
    assert_eq!(offered(&played), ["pass", "trigger Novice Starship Thief"]);
    let asked = run(played, &["trigger Novice Starship Thief"]);
    assert_eq!(offered(&asked), ["choose X-Wing"], "not the piloted Y-Wing, not Home One (cost 5)");
    let done = run(asked, &["choose X-Wing"]);
    assert!(done.player(Side::Light).discard.contains(&x_wing));
}

#[test]
fn card_0810_nar_shaddaa_drift_readies_a_vehicle_after_you_refresh() {
    // "Reaction: After you refresh, remove 1 focus token from a Vehicle unit you control."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Balance).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0810");
    let swoop = s.play(Side::Dark, "0812");
    s.focus(swoop, 3);
    let tie = s.play(Side::Dark, "0149");
    s.focus(tie, 2);
    let x_wing = s.play(Side::Light, "0163");
    s.focus(x_wing, 2);
    let refreshed = run(s.build(), &["pass"]);
    assert_eq!(refreshed.card(swoop).focus, 2, "the refresh removes 1");
    assert_eq!(offered(&refreshed), ["pass", "trigger Nar Shaddaa Drift"]);
    let asked = run(refreshed, &["trigger Nar Shaddaa Drift"]);
    assert_eq!(offered(&asked), ["choose Racing Swoop", "choose TIE Fighter"], "a focused Vehicle you control");
    let done = run(asked, &["choose Racing Swoop"]);
    assert_eq!((done.card(swoop).focus, done.card(tie).focus, done.card(x_wing).focus), (1, 1, 2));
}

#[test]
fn card_0718_niles_ferrier_pilots_an_enemy_fighter_and_controls_it_while_he_pilots_it() {
    // "Pilot (3). (You may play this card as a Pilot enhancement on an unpiloted enemy Fighter
    // or Transport unit. Take control of enhanced unit while piloted by this card.)"
    let mut s = Scenario::new("t", "SV-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0788");
    let niles = s.hand(Side::Dark, "0718");
    let rogue = s.play(Side::Light, "0700");
    s.focus(rogue, 1);
    let piloted = s.play(Side::Light, "0165");
    s.attach(Side::Light, "0800", piloted, Role::Pilot);
    s.play(Side::Light, "0070");
    let state = s.build();
    let pilots: Vec<String> =
        crate::support::plays(&state, "Niles Ferrier").into_iter().filter(|p| p.starts_with("pilot")).collect();
    assert_eq!(
        pilots,
        ["pilot Niles Ferrier > Rogue Squadron X-Wing [Scum and Villainy, The Hunter's Flight]"],
        "only the unpiloted enemy Fighter (not the piloted Y-Wing, not the Capital Ship)"
    );
    let stolen = run(state, &[&pilots[0]]);
    assert_eq!(stolen.card(niles).attached.map(|a| (a.host, a.role)), Some((rogue, Role::Pilot)));
    assert_eq!(stolen.card(rogue).controller, Side::Dark, "the Dark Side controls the X-Wing Niles pilots");
    assert!(stolen.player(Side::Dark).play.contains(&rogue));
    // The Dark Side now uses the X-Wing's own Action: "Discard attached pilot enhancement to
    // remove all damage and focus tokens from this unit." Niles leaves it: control goes back.
    let back = run(stolen, &["action Rogue Squadron X-Wing > Niles Ferrier"]);
    assert!(back.player(Side::Dark).discard.contains(&niles));
    assert_eq!(back.card(rogue).controller, Side::Light);
    assert!(back.player(Side::Light).play.contains(&rogue) && !back.player(Side::Dark).play.contains(&rogue));
    assert_eq!(back.card(rogue).focus, 0);
}

/// The Light Side's conflict: an X-Wing, Running the Trench, and the Dark Side's The Emperor's
/// Promise and Death and Despayre.
pub(crate) fn light_attacks_the_promise() -> Scenario {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "1045");
    s.play(Side::Dark, "0036");
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0163");
    s
}

/// Passes until `written` is offered (at most 12 times), then takes it.
pub(crate) fn pass_until(mut state: hangar::rules::lcg::State, written: &str) -> hangar::rules::lcg::State {
    for _ in 0..12 {
        if offered(&state).iter().any(|o| o == written) {
            return run(state, &[written]);
        }
        state = run(state, &["pass"]);
    }
    panic!("{written:?} is never offered; offered: {:?}", offered(&state));
}

#[test]
fn card_0708_black_squadron_formation_returns_a_black_squadron_card_from_the_discard_pile() {
    // "Action: Focus this objective to return a target Black Squadron card from your discard pile
    // to your hand."
    let mut s = deployment(Side::Dark);
    let formation = s.play(Side::Dark, "0708");
    let black = s.discard(Side::Dark, "0743");
    s.discard(Side::Dark, "0149");
    let asked = run(s.build(), &["action Black Squadron Formation"]);
    assert_eq!(offered(&asked), ["choose Black Squadron Fighter"], "not the TIE Fighter");
    let done = run(asked, &["choose Black Squadron Fighter"]);
    assert!(done.in_hand(Side::Dark, black) && !done.player(Side::Dark).discard.contains(&black));
    assert_eq!(done.card(formation).focus, 1);
    assert!(!offered(&done).iter().any(|o| o.starts_with("action Black Squadron Formation")));
}

#[test]
fn card_0710_black_two_while_piloted_prevents_the_first_point_of_damage_each_phase() {
    // "Protect Vehicle. / While this unit is piloted, prevent the first point of damage this unit
    // would take each phase."
    let struck_twice = |piloted: bool| {
        let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
        s.play(Side::Dark, "0036");
        let black_two = s.play(Side::Dark, "0710");
        if piloted {
            s.attach(Side::Dark, "0760", black_two, Role::Pilot);
        }
        s.play(Side::Light, "0163");
        s.play(Side::Light, "0700");
        let declared = run(
            s.build(),
            &[
                "engage Death and Despayre",
                "declare X-Wing",
                "declare Rogue Squadron X-Wing",
                "pass",
                "declare Black Two",
            ],
        );
        let once = run(pass_until(declared, "strike X-Wing"), &["damage > Black Two"]);
        let after_one = once.card(black_two).damage;
        let twice = run(pass_until(once, "strike Rogue Squadron X-Wing"), &["damage > Black Two"]);
        (after_one, twice.card(black_two).damage)
    };
    assert_eq!(struck_twice(true), (0, 1), "the first point prevented, the second taken");
    assert_eq!(struck_twice(false), (1, 2), "unpiloted: both taken");
}

#[test]
fn card_0811_race_circuit_champion_deals_1_damage_to_a_vehicle_after_its_unit_readies() {
    // "Pilot (1). (Reaction: After enhanced unit readies, deal 1 damage to a target vehicle
    // unit.)" The refresh removes the Racing Swoop's last focus token; the TIE Fighter keeps one.
    let mut s = Scenario::new("t", "SV-AFF", "RA-AFF").active(Side::Dark, Phase::Balance).turn(3, 0, Side::Light);
    let swoop = s.play(Side::Dark, "0812");
    s.focus(swoop, 1);
    s.attach(Side::Dark, "0811", swoop, Role::Pilot);
    let tie = s.play(Side::Dark, "0149");
    s.focus(tie, 2);
    let x_wing = s.play(Side::Light, "0163");
    let refreshed = run(s.build(), &["pass"]);
    assert_eq!((refreshed.card(swoop).focus, refreshed.card(tie).focus), (0, 1));
    assert_eq!(offered(&refreshed), ["pass", "trigger Race Circuit Champion"], "once: the TIE Fighter did not ready");
    let asked = run(refreshed, &["trigger Race Circuit Champion"]);
    assert_eq!(offered(&asked), ["choose Racing Swoop", "choose TIE Fighter", "choose X-Wing"]);
    let done = run(asked, &["choose X-Wing"]);
    assert_eq!(done.card(x_wing).damage, 1);
}

#[test]
fn card_0814_cut_off_focuses_a_unit_after_a_vehicle_you_control_readies() {
    // "Reaction: After a Vehicle unit you control readies, place 1 focus token on a target
    // unit."
    let mut s = Scenario::new("t", "SV-AFF", "RA-AFF").active(Side::Dark, Phase::Balance).turn(3, 0, Side::Light);
    let swoop = s.play(Side::Dark, "0812");
    s.focus(swoop, 1);
    let cut_off = s.hand(Side::Dark, "0814");
    let x_wing = s.play(Side::Light, "0163");
    let refreshed = run(s.build(), &["pass"]);
    assert_eq!(offered(&refreshed), ["pass", "trigger Cut Off [Scum and Villainy]"]);
    let asked = run(refreshed, &["trigger Cut Off [Scum and Villainy]"]);
    let done = run(asked, &["choose X-Wing"]);
    assert_eq!(done.card(x_wing).focus, 1);
    assert!(done.player(Side::Dark).discard.contains(&cut_off), "the event was played");
}

#[test]
fn card_0813_black_market_exchange_sacrifices_a_vehicle_to_ready_an_enhanced_unit() {
    // "Enhance your play area. / Action: Focus this enhancement and sacrifice a Vehicle or Droid
    // unit to remove 1 or 2 focus tokens from a unit with 1 or more enhancements on it."
    let mut s = Scenario::new("t", "SV-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    let exchange = s.play(Side::Dark, "0813");
    let tie = s.play(Side::Dark, "0149");
    let swoop = s.play(Side::Dark, "0812");
    s.focus(swoop, 2);
    s.attach(Side::Dark, "0760", swoop, Role::Pilot);
    let plain = s.play(Side::Dark, "0812");
    s.focus(plain, 2);
    let cost = run(s.build(), &["action Black Market Exchange"]);
    assert_eq!(offered(&cost), ["choose Racing Swoop", "choose Racing Swoop", "choose TIE Fighter"]);
    let asked = run(cost, &["choose TIE Fighter"]);
    assert!(asked.player(Side::Dark).discard.contains(&tie), "sacrificed");
    assert_eq!(asked.card(exchange).focus, 1);
    assert_eq!(offered(&asked), ["choose Racing Swoop"], "the piloted one: it has an enhancement");
    let done = run(asked, &["choose Racing Swoop"]);
    assert_eq!((done.card(swoop).focus, done.card(plain).focus), (0, 2));
}

/// The Dark Side's conflict: `mission` (the Dark Side's, in the Light Side's play area), 1 damage
/// short of its capacity, is engaged by the 181st TIE Interceptor, unopposed: the unopposed
/// damage completes it.
pub(crate) fn complete_dark_mission(mut s: Scenario, mission: &str) -> hangar::rules::lcg::State {
    let id = s.mission(Side::Dark, mission);
    let catalog = hangar::cards::lcg::catalog();
    s.damage(id, catalog.get(catalog.by_key(mission).expect("a mission")).damage_capacity - 1);
    let state = s.build();
    let title = state.def(id).name.to_string();
    let mut completed = run(state, &[&format!("engage {title}"), "declare 181st TIE Interceptor"]);
    while completed.engagement.is_some() {
        completed = run(completed, &["pass"]);
    }
    assert!(completed.player(Side::Dark).victory.contains(&id), "completed");
    completed
}

/// Passes until the engagement is about to end (strikes over): the Interrupts to its ending are
/// offered while it is still on.
pub(crate) fn strikes_over(mut state: hangar::rules::lcg::State) -> hangar::rules::lcg::State {
    for _ in 0..12 {
        if state.prompt.is_some() {
            return state;
        }
        state = run(state, &["pass"]);
    }
    panic!("no Interrupt offered; offered: {:?}", offered(&state));
}

#[test]
fn card_0947_dark_genocide_completed_deals_66_damage_to_each_enemy_unit_of_a_named_trait() {
    // "Reaction: After this mission is completed, name a Trait other than Character or Vehicle.
    // Deal 66 damage to each enemy unit with that Trait."
    let mut s = dark_conflict();
    let x_wing = s.play(Side::Light, "0163");
    let y_wing = s.play(Side::Light, "0165");
    let home_one = s.play(Side::Light, "0070");
    let hera = s.play(Side::Light, "2022");
    s.play(Side::Light, "0800");
    let completed = complete_dark_mission(s, "0947");
    assert_eq!(offered(&completed), ["pass", "trigger Dark Genocide"]);
    let asked = run(completed, &["trigger Dark Genocide"]);
    assert_eq!(
        offered(&asked),
        ["name Capital Ship", "name Fighter", "name Leader", "name Pilot", "name Smuggler", "name Specter"],
        "the enemy units' traits, not Character or Vehicle"
    );
    let done = run(asked, &["name Fighter"]);
    for unit in [x_wing, y_wing] {
        assert!(done.player(Side::Light).discard.contains(&unit));
    }
    assert!(done.in_play(home_one) && done.in_play(hera));
    assert!(done.in_play(find(&done, "181st TIE Interceptor")), "a friendly Fighter is not an enemy unit");
}

#[test]
fn card_0944_boc_gains_2_blast_and_targeted_strike_against_a_mission() {
    // "Elite. / This unit gains [Blast Damage] [Blast Damage] and targeted strike while
    // participating in an engagement against a mission."
    use hangar::rules::lcg::def::Keyword;
    use hangar::rules::lcg::facts;
    let attack = |objective: &str| {
        let mut s = dark_conflict();
        s.mission(Side::Dark, "1048");
        let boc = s.play(Side::Dark, "0944");
        let state = run(s.build(), &[&format!("engage {objective}"), "declare Boc"]);
        (facts::combat_icons(&state, boc).0.blast_damage, facts::keywords(&state, boc))
    };
    assert_eq!(attack("Lure of the Dark Side"), (2, vec![Keyword::Elite, Keyword::TargetedStrike]));
    assert_eq!(attack("Running the Trench"), (0, vec![Keyword::Elite]));
}

#[test]
fn card_0943_merciless_plans_sets_the_balance_dark_after_a_mission_enters_or_leaves_play() {
    // "Reaction: After a mission enters or leaves play, set the Balance of the Force to the dark
    // side."
    let mut s = deployment(Side::Dark);
    s.play(Side::Dark, "0943");
    s.play(Side::Dark, "0036");
    s.hand(Side::Dark, "1048");
    let state = s.build();
    assert_eq!(state.balance, Side::Light);
    let deploy = crate::support::plays(&state, "Lure of the Dark Side").into_iter().next().expect("offered");
    let deployed = run(state, &[&deploy]);
    assert_eq!(offered(&deployed), ["pass", "trigger Merciless Plans"], "it entered play");
    let dark = run(deployed, &["trigger Merciless Plans"]);
    assert_eq!(dark.balance, Side::Dark);
    // Completed, it leaves play: with the Balance back on the light side, again.
    let mut s = dark_conflict();
    s.play(Side::Dark, "0943");
    let completed = complete_dark_mission(s, "1048");
    assert!(offered(&completed).contains(&"trigger Merciless Plans".to_string()), "{:?}", offered(&completed));
    let dark = run(completed, &["trigger Merciless Plans"]);
    assert_eq!(dark.balance, Side::Dark);
}

#[test]
fn card_0945_expendable_scout_is_sacrificed_to_make_a_player_discard_then_draw() {
    // "Action: Sacrifice this unit to have a player choose and discard 1 card from his hand.
    // Then, that player draws 1 card."
    let mut s = deployment(Side::Dark);
    let scout = s.play(Side::Dark, "0945");
    let kept = s.hand(Side::Light, "0163");
    let discarded = s.hand(Side::Light, "0165");
    let drawn = s.command_deck(Side::Light, "0800");
    let asked = run(s.build(), &["action Expendable Scout"]);
    assert_eq!(offered(&asked), ["player Light Side"], "only a player with a card in hand");
    let light = run(asked, &["player Light Side"]);
    assert_eq!(light.acting(), Side::Light, "the Light Side chooses its card");
    assert_eq!(offered(&light), ["discard X-Wing", "discard Y-Wing"]);
    let done = run(light, &["discard Y-Wing"]);
    assert!(done.player(Side::Light).discard.contains(&discarded));
    assert!(done.in_hand(Side::Light, kept) && done.in_hand(Side::Light, drawn), "then it draws 1");
    assert!(done.player(Side::Dark).discard.contains(&scout), "sacrificed");
}

#[test]
fn card_0717_the_grand_heist_gives_each_light_side_vehicle_you_control_tactics() {
    // "Scum and Villainy affiliation only. / Each light side Vehicle unit you control gains
    // [Tactics]." Niles Ferrier takes an X-Wing; the Dark Side's own TIE Fighter gains nothing.
    use hangar::rules::lcg::facts;
    let mut s = Scenario::new("t", "SV-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0717");
    s.play(Side::Dark, "0788");
    let tie = s.play(Side::Dark, "0149");
    s.hand(Side::Dark, "0718");
    let x_wing = s.play(Side::Light, "0163");
    let state = s.build();
    assert_eq!(facts::combat_icons(&state, x_wing).0.tactics, 0, "the Light Side's own");
    let niles = crate::support::plays(&state, "Niles Ferrier")
        .into_iter()
        .find(|p| p.starts_with("pilot Niles Ferrier > X-Wing"))
        .expect("offered");
    let stolen = run(state, &[&niles]);
    assert_eq!(stolen.card(x_wing).controller, Side::Dark);
    assert_eq!(facts::combat_icons(&stolen, x_wing).0.tactics, 1);
    assert_eq!(facts::combat_icons(&stolen, tie).0.tactics, 0, "a dark side Vehicle");
}

#[test]
fn card_0721_salvage_operation_puts_a_destroyed_vehicle_into_play_under_your_control() {
    // "Reaction: After a Vehicle unit is destroyed or captured, put that unit into play (from
    // its owners discard pile or from its captured state) under your control." Novice Starship
    // Thief destroys the X-Wing; Salvage Operation takes it.
    let mut s = Scenario::new("t", "SV-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0788");
    s.play(Side::Dark, "0036");
    s.hand(Side::Dark, "0719");
    let salvage = s.hand(Side::Dark, "0721");
    let x_wing = s.play(Side::Light, "0163");
    let state = s.build();
    let thief = crate::support::plays(&state, "Novice Starship Thief")
        .into_iter()
        .find(|p| p.contains("Death and Despayre"))
        .expect("offered");
    let destroyed = run(state, &[&thief, "trigger Novice Starship Thief", "choose X-Wing"]);
    assert!(destroyed.player(Side::Light).discard.contains(&x_wing));
    let offers: Vec<String> =
        offered(&destroyed).into_iter().filter(|o| o.starts_with("trigger Salvage Operation")).collect();
    assert!(!offers.is_empty(), "{:?}", offered(&destroyed));
    let done = run(destroyed, &[&offers[0]]);
    assert!(done.in_play(x_wing) && done.player(Side::Dark).play.contains(&x_wing));
    assert_eq!((done.card(x_wing).controller, done.card(x_wing).owner), (Side::Dark, Side::Light));
    assert!(done.player(Side::Dark).discard.contains(&salvage), "the event was played");
}

#[test]
fn card_0720_pirate_hideout_takes_1_of_the_damage_dealt_to_a_vehicle() {
    // "Enhance your play area. / Interrupt: When a Vehicle unit is dealt damage, place 1 of that
    // damage on this enhancement. Then, if this enhancement has 4 or more damage on it, discard
    // it." The Light Side's X-Wing strikes the defending TIE Fighter.
    let strike = |hideout_damage: u8| {
        let mut s = light_attacks_the_promise();
        let hideout = s.play(Side::Dark, "0720");
        s.damage(hideout, hideout_damage);
        let tie = s.play(Side::Dark, "0149");
        let declared =
            run(s.build(), &["engage Death and Despayre", "pass", "declare X-Wing", "pass", "declare TIE Fighter"]);
        let asked = run(pass_until(declared, "strike X-Wing"), &["damage > TIE Fighter"]);
        assert_eq!(offered(&asked), ["pass", "trigger Pirate Hideout"]);
        let done = run(asked, &["trigger Pirate Hideout"]);
        (done.card(tie).damage, done.card(hideout).damage, done.in_play(hideout))
    };
    assert_eq!(strike(0), (0, 1, true), "the X-Wing's 1 damage goes on the Hideout");
    let (tie, _, in_play) = strike(3);
    assert_eq!((tie, in_play), (0, false), "its fourth damage: discarded");
}

#[test]
fn card_0202_battle_of_hoth_deals_or_removes_1_damage_on_a_hoth_objective() {
    // "You may deal 1 damage to or remove 1 damage from a target Hoth objective." (a fate card:
    // revealed from the Dark Side's edge stack).
    let revealed = || {
        let mut s = dark_conflict();
        let assault = s.play(Side::Dark, "2176");
        s.damage(assault, 2);
        s.play(Side::Light, "0182");
        s.hand(Side::Dark, "0202");
        let state = run(
            s.build(),
            &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "pass", "edge Battle of Hoth"],
        );
        let mut state = run(state, &["pass", "pass"]);
        for _ in 0..4 {
            if offered(&state).iter().any(|o| o.starts_with("choose")) {
                break;
            }
            state = run(state, &["pass"]);
        }
        (state, assault)
    };
    let (asked, assault) = revealed();
    assert_eq!(offered(&asked), ["choose Blizzard Assault", "choose Hoth Operations"]);
    let options = run(asked, &["choose Blizzard Assault"]);
    assert_eq!(offered(&options), ["option 1", "option 2", "pass"], "deal 1, or remove 1 of its 2");
    let repaired = run(options, &["option 2"]);
    assert_eq!(repaired.card(assault).damage, 1);
    let (asked, _) = revealed();
    let options = run(asked, &["choose Hoth Operations"]);
    assert_eq!(offered(&options), ["option 1", "pass"], "no damage to remove");
    let dealt = run(options, &["option 1"]);
    assert_eq!(dealt.card(find(&dealt, "Hoth Operations")).damage, 1);
}
