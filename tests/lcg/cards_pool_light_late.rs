//! The last Light Side cards of the objective sets that hold a Pilot (X) card or a mission (the
//! sets `cards_pool_light.rs` left unplayed): one test per card, named `card_<number>_…`, each
//! playing the card's printed text through the legal actions as a player meets it.

use crate::support::{find, offered, plays, run};
use hangar::engine::Table;
use hangar::rules::lcg::def::{Guarded, Icons, Keyword};
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

use crate::positions::{dark_conflict, deployment};

/// The Light Side's conflict phase: it attacks Death and Despayre (the Dark Side's objective).
fn light_conflict() -> Scenario {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s
}

#[test]
fn card_1178_tactical_planning_takes_a_combat_icon_of_an_imperial_navy_or_neutral_unit() {
    // "A target participating [Imperial Navy] or neutral unit loses a combat icon of your choice
    // until the end of the engagement." The 181st TIE Interceptor (Imperial Navy) has [Unit
    // Damage] and an edge-enabled [Blast Damage]; the X-Wing is neutral, the Red Two is not.
    let mut s = light_conflict();
    let tie = s.play(Side::Dark, "0715");
    s.play(Side::Light, "0163");
    s.play(Side::Light, "1177");
    s.hand(Side::Light, "1178");
    let declared = run(
        s.build(),
        &[
            "engage Death and Despayre",
            "declare X-Wing",
            "declare Red Two",
            "pass",
            "declare 181st TIE Interceptor",
            "pass",
        ],
    );
    let revealed = run(declared, &["edge Tactical Planning", "pass", "pass"]);
    assert_eq!(offered(&revealed), ["choose 181st TIE Interceptor", "choose X-Wing"]);
    let asked = run(revealed, &["choose 181st TIE Interceptor"]);
    // One of its icons must be chosen: its [Unit Damage] (option 1) or edge-enabled [Blast
    // Damage] (option 5); it has no other.
    assert_eq!(offered(&asked), ["option 1", "option 5"]);
    let lost = run(asked, &["option 5"]);
    let no_icons = Icons::default();
    assert_eq!(facts::combat_icons(&lost, tie), (Icons { unit_damage: 1, ..no_icons }, no_icons));
    // Until the end of the engagement: no strikes, the engagement ends and the icon is back.
    let ended = run(lost, &["pass", "pass", "pass"]);
    assert!(ended.engagement.is_none(), "{:?}", offered(&ended));
    assert_eq!(
        facts::combat_icons(&ended, tie),
        (Icons { unit_damage: 1, ..no_icons }, Icons { blast_damage: 1, ..no_icons })
    );
}

#[test]
fn card_2022_hera_syndulla_arms_other_specter_and_neutral_units_and_readies_a_specter() {
    // "Each other friendly Specter and neutral unit gains [Unit Damage]. / Reaction: After you
    // refresh, remove 1 focus token from a friendly Specter unit." Hera is the pool's one
    // Specter: the X-Wing (neutral) gains, Red Two ([Rebel Alliance]) and the enemy TIE Fighter
    // (neutral) do not, nor does Hera herself.
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Balance).turn(4, 0, Side::Light);
    let hera = s.play(Side::Light, "2022");
    s.focus(hera, 3);
    let x_wing = s.play(Side::Light, "0163");
    let red_two = s.play(Side::Light, "1177");
    let tie = s.play(Side::Dark, "0149");
    let state = s.build();
    let no_icons = Icons::default();
    assert_eq!(
        facts::combat_icons(&state, x_wing),
        (Icons { unit_damage: 2, ..no_icons }, Icons { blast_damage: 1, ..no_icons })
    );
    assert_eq!(facts::combat_icons(&state, red_two).0, Icons { unit_damage: 2, blast_damage: 1, tactics: 0 });
    assert_eq!(facts::combat_icons(&state, tie).0, no_icons);
    assert_eq!(facts::combat_icons(&state, hera).0, Icons { unit_damage: 1, tactics: 1, ..no_icons });
    // The refresh removes one focus token; Hera's Reaction another.
    let refreshed = run(state, &["pass"]);
    assert_eq!(refreshed.card(hera).focus, 2);
    assert_eq!(offered(&refreshed), ["pass", "trigger Hera Syndulla"]);
    let asked = run(refreshed, &["trigger Hera Syndulla"]);
    assert_eq!(offered(&asked), ["choose Hera Syndulla"], "a focused friendly Specter unit");
    let done = run(asked, &["choose Hera Syndulla"]);
    assert_eq!(done.card(hera).focus, 1);
    assert_eq!(done.phase, Phase::Draw);
}

#[test]
fn card_2023_ghost_cancels_an_enemy_effect_targeting_a_rebel_unit_and_draws() {
    // "Elite. Protect Specter. / Interrupt: When a Specter or [Rebel Alliance] unit is targeted
    // by an enemy card effect, focus this unit to cancel that effect. Then, draw 1 card." The
    // Dark Side's Heat of Battle targets the defending Red Two.
    let mut s = dark_conflict();
    let ghost = s.play(Side::Light, "2023");
    let red_two = s.play(Side::Light, "1177");
    s.command_deck(Side::Light, "0163");
    s.hand(Side::Dark, "0169");
    let state = s.build();
    let keywords = facts::keywords(&state, ghost);
    assert!(keywords.contains(&Keyword::Elite) && keywords.contains(&Keyword::Protect(Guarded::Specter)));
    let declared =
        run(state, &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "declare Red Two", "pass"]);
    let revealed = run(declared, &["edge Heat of Battle", "pass", "pass"]);
    assert_eq!(offered(&revealed), ["choose Red Two"]);
    let targeted = run(revealed, &["choose Red Two"]);
    assert_eq!(offered(&targeted), ["pass", "trigger Ghost"]);
    let cancelled = run(targeted.clone(), &["trigger Ghost"]);
    assert_eq!(cancelled.card(red_two).damage, 0, "the effect is cancelled");
    assert_eq!(cancelled.card(ghost).focus, 1, "Ghost is focused");
    assert_eq!(cancelled.player(Side::Light).hand.len(), 1, "then its player draws 1 card");
    // Declined, Heat of Battle deals its damage.
    let hit = run(targeted, &["pass"]);
    assert_eq!(hit.card(red_two).damage, 1);
}

#[test]
fn card_2024_phantom_is_sacrificed_instead_of_a_specter_or_character_being_destroyed() {
    // "Interrupt: When a friendly Specter or Character unit would be destroyed or captured,
    // instead sacrifice this unit and remove all damage from that unit." The 181st TIE
    // Interceptor's strike would destroy Hera Syndulla (2 damage of 3).
    let mut s = dark_conflict();
    let hera = s.play(Side::Light, "2022");
    s.damage(hera, 2);
    let phantom = s.play(Side::Light, "2024");
    let declared = run(
        s.build(),
        &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "declare Hera Syndulla", "pass"],
    );
    let struck = run(declared, &["pass", "pass", "pass", "strike 181st TIE Interceptor", "damage > Hera Syndulla"]);
    assert_eq!(offered(&struck), ["pass", "trigger Phantom"]);
    let saved = run(struck.clone(), &["trigger Phantom"]);
    assert!(saved.in_play(hera), "not destroyed");
    assert_eq!(saved.card(hera).damage, 0, "its damage removed");
    assert!(!saved.in_play(phantom) && saved.player(Side::Light).discard.contains(&phantom), "Phantom sacrificed");
    // Declined: Hera is destroyed.
    let lost = run(struck, &["pass"]);
    assert!(lost.player(Side::Light).discard.contains(&hera));
}

#[test]
fn card_2024_phantom_is_sacrificed_instead_of_a_character_being_captured() {
    // Boba Fett, attached as a pilot, captures a target unit of printed cost 4 or lower without
    // an enhancement: Hera Syndulla (a Character).
    let mut s = Scenario::new("t", "SV-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0149");
    s.hand(Side::Dark, "0789");
    let hera = s.play(Side::Light, "2022");
    s.damage(hera, 1);
    let phantom = s.play(Side::Light, "2024");
    let attached = run(
        s.build(),
        &[
            "pilot Boba Fett > TIE Fighter [Scum and Villainy, Death and Despayre]",
            "trigger Boba Fett",
            "choose Hera Syndulla",
        ],
    );
    assert_eq!(offered(&attached), ["pass", "trigger Phantom"]);
    let saved = run(attached, &["trigger Phantom"]);
    assert!(saved.in_play(hera) && saved.player(Side::Dark).captives.is_empty(), "not captured");
    assert_eq!(saved.card(hera).damage, 0);
    assert!(!saved.in_play(phantom));
}

#[test]
fn card_1177_red_two_moves_a_focus_token_between_enhancements_as_a_pilot_arrives() {
    // "Reaction: After a Pilot enhancement is attached to this unit, move 1 focus token from an
    // enhancement to another target enhancement controlled by the same player. (Limit once per
    // turn.)" Wedge Antilles pilots an X-Wing, focused; Jek Porkins is played onto Red Two.
    let mut s = deployment(Side::Light);
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0772");
    let red_two = s.play(Side::Light, "1177");
    let x_wing = s.play(Side::Light, "0163");
    let wedge = s.attach(Side::Light, "0183", x_wing, Role::Pilot);
    s.focus(wedge, 1);
    s.hand(Side::Light, "1198");
    let state = s.build();
    let play = plays(&state, "Jek Porkins").into_iter().find(|p| p.contains("> Red Two")).expect("Jek pilots Red Two");
    let attached = run(state, &[&play]);
    let jek = find(&attached, "Jek Porkins");
    assert_eq!(attached.card(jek).attached.map(|a| a.host), Some(red_two));
    assert_eq!(offered(&attached), ["pass", "trigger Red Two"]);
    let asked = run(attached, &["trigger Red Two"]);
    // The focused Wedge Antilles is the one enhancement a token can move from: it moves to Jek.
    assert_eq!(offered(&asked), ["choose Jek Porkins"]);
    let moved = run(asked, &["choose Jek Porkins"]);
    assert_eq!((moved.card(wedge).focus, moved.card(jek).focus), (0, 1));
}

#[test]
fn card_0726_called_to_arms_destroys_a_committed_enemy_unit_after_a_piloted_vehicle_destroys_an_objective() {
    // "Reaction: After a piloted Vehicle unit resolves a strike that destroys an enemy objective,
    // destroy a target enemy unit that is committed to the Force." Red Two, piloted by Wedge
    // Antilles, strikes Death and Despayre (4 damage of 5) with its [Blast Damage].
    let attack = |piloted: bool| {
        let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
        let despayre = s.play(Side::Dark, "0036");
        s.damage(despayre, 4);
        s.play(Side::Light, "0726");
        let red_two = s.play(Side::Light, "1177");
        if piloted {
            s.attach(Side::Light, "0183", red_two, Role::Pilot);
        }
        let committed = s.play(Side::Dark, "0715");
        s.commit(committed);
        s.play(Side::Dark, "0149");
        let declared = run(s.build(), &["engage Death and Despayre", "declare Red Two", "pass", "pass"]);
        run(declared, &["pass", "pass", "pass", "strike Red Two"])
    };
    let struck = attack(true);
    assert_eq!(offered(&struck), ["pass", "trigger Called to Arms"]);
    let asked = run(struck, &["trigger Called to Arms"]);
    assert_eq!(offered(&asked), ["choose 181st TIE Interceptor"], "only the committed enemy unit");
    let done = run(asked, &["choose 181st TIE Interceptor"]);
    let tie = find(&done, "181st TIE Interceptor");
    assert!(done.player(Side::Dark).discard.contains(&tie));
    // Unpiloted, Red Two's strike destroys the objective but Called to Arms waits.
    let unpiloted = attack(false);
    assert!(!offered(&unpiloted).iter().any(|o| o.contains("Called to Arms")), "{:?}", offered(&unpiloted));
}

#[test]
fn card_0771_reassignment_moves_an_enhancement_to_another_unit_of_the_same_player() {
    // "Action: Move an enhancement on a unit to another eligible unit controlled by the same
    // player." The Astromech Droid Upgrade ("Enhance a Vehicle unit") moves from the Y-Wing to
    // the X-Wing, not to Luke Skywalker (a Character) nor to an enemy unit.
    let mut s = deployment(Side::Light);
    let y_wing = s.play(Side::Light, "0165");
    let astromech = s.attach(Side::Light, "0158", y_wing, Role::Enhancement);
    let x_wing = s.play(Side::Light, "0163");
    s.play(Side::Light, "1030");
    s.play(Side::Dark, "0149");
    s.hand(Side::Light, "0771");
    let state = s.build();
    let play: Vec<String> = offered(&state).into_iter().filter(|o| o.contains("Reassignment")).collect();
    assert_eq!(play.len(), 1, "{play:?}");
    let asked = run(state, &[&play[0]]);
    assert_eq!(offered(&asked), ["choose Astromech Droid Upgrade"]);
    let moving = run(asked, &["choose Astromech Droid Upgrade"]);
    assert_eq!(offered(&moving), ["choose X-Wing"]);
    let moved = run(moving, &["choose X-Wing"]);
    assert_eq!(moved.card(astromech).attached.map(|a| a.host), Some(x_wing));
    assert!(moved.player(Side::Light).discard.contains(&find(&moved, "Reassignment")));
}

#[test]
fn card_0989_tamtel_skreej_arms_while_a_card_is_captured_and_leaves_for_lando() {
    // "If Lando Calrissian is in play, discard this unit. / This unit gains elite and [blast
    // damage][edge-enabled blast damage] while an objective has 1 or more captured cards."
    let mut s = Scenario::new("t", "IN-AFF", "SS-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.play(Side::Light, "0731");
    s.play(Side::Light, "0731");
    let despayre = s.play(Side::Dark, "0036");
    let tamtel = s.play(Side::Light, "0989");
    let captive = s.hand(Side::Light, "0163");
    s.hand(Side::Light, "0704");
    let free = s.build();
    let no_icons = Icons::default();
    let printed = (Icons { unit_damage: 1, ..no_icons }, Icons { tactics: 1, ..no_icons });
    assert_eq!(facts::combat_icons(&free, tamtel), printed);
    assert!(!facts::keywords(&free, tamtel).contains(&Keyword::Elite));
    // The Dark Side holds the X-Wing captured at Death and Despayre.
    let mut held = free.clone();
    held.player_mut(Side::Light).hand.retain(|&c| c != captive);
    held.card_mut(captive).captured_under = Some(despayre);
    held.player_mut(Side::Dark).captives.push(captive);
    assert!(facts::keywords(&held, tamtel).contains(&Keyword::Elite));
    let armed =
        (Icons { unit_damage: 1, blast_damage: 1, ..no_icons }, Icons { tactics: 1, blast_damage: 1, ..no_icons });
    assert_eq!(facts::combat_icons(&held, tamtel), armed);
    // Lando Calrissian enters play: Tamtel Skreej is discarded.
    let play = plays(&free, "Lando Calrissian").into_iter().find(|p| p.starts_with("unit")).expect("Lando as a unit");
    let lando = run(free, &[&play]);
    assert!(lando.player(Side::Light).discard.contains(&tamtel), "{:?}", offered(&lando));
}

#[test]
fn card_0988_feigning_captivity_places_the_bottom_card_of_the_deck_captured_at_an_enemy_objective() {
    // "Reaction: After your turn begins, look at the bottom card of your deck. Place it as a
    // captured card at an enemy objective of your choice." The Dark Side ends its Force phase.
    let mut s = Scenario::new("t", "IN-AFF", "SS-AFF").active(Side::Dark, Phase::Force).turn(3, 0, Side::Light);
    s.play(Side::Light, "0988");
    s.play(Side::Dark, "0036");
    let trench = s.play(Side::Dark, "0783");
    let bottom = s.command_deck(Side::Light, "0163");
    s.command_deck(Side::Light, "0704");
    let begun = run(s.build(), &["pass"]);
    assert_eq!(begun.active, Side::Light);
    assert_eq!(offered(&begun), ["pass", "trigger Feigning Captivity"]);
    let asked = run(begun, &["trigger Feigning Captivity"]);
    assert_eq!(offered(&asked), ["choose Death and Despayre", "choose Defending the Trench"]);
    let placed = run(asked, &["choose Defending the Trench"]);
    assert_eq!(placed.card(bottom).captured_under, Some(trench));
    assert_eq!(placed.player(Side::Dark).captives, [bottom]);
    assert_eq!(placed.player(Side::Light).command_deck.len(), 1, "the top card stays");
    assert!(hangar::rules::lcg::problems(&placed).is_empty());
}

#[test]
fn card_0991_to_save_a_friend_captures_up_to_two_units_of_its_owners_deck_under_itself() {
    // "Forced Reaction: After this mission enters play, its owner searches his deck for up to 2
    // units and places them as captured cards here. Shuffle the deck." Deployed by the Light
    // Side, it enters the Dark Side's play area; the Light Side searches its own deck.
    let mut s = Scenario::new("t", "IN-AFF", "SS-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.play(Side::Light, "0731");
    s.play(Side::Dark, "0036");
    s.hand(Side::Light, "0991");
    let x_wing = s.command_deck(Side::Light, "0163");
    let lando = s.command_deck(Side::Light, "0704");
    s.command_deck(Side::Light, "0771");
    s.command_deck(Side::Light, "1177");
    let state = s.build();
    let deploy: Vec<String> =
        offered(&state).into_iter().filter(|o| o.starts_with("mission To Save a Friend")).collect();
    let deployed = run(state, &[&deploy[0]]);
    let mission = find(&deployed, "To Save a Friend");
    assert!(deployed.player(Side::Dark).play.contains(&mission));
    assert_eq!(deployed.prompt.as_ref().map(|p| p.chooser), Some(Side::Light), "its owner searches");
    // Units only (Reassignment is an event), at most two.
    assert_eq!(offered(&deployed), ["choose Lando Calrissian", "choose Red Two", "choose X-Wing", "pass"]);
    let one = run(deployed, &["choose X-Wing"]);
    let two = run(one, &["choose Lando Calrissian"]);
    assert_eq!(two.card(x_wing).captured_under, Some(mission));
    assert_eq!(two.card(lando).captured_under, Some(mission));
    assert_eq!(two.player(Side::Dark).captives, [x_wing, lando], "held by the mission's controller");
    assert_eq!(two.player(Side::Light).command_deck.len(), 2);
    assert!(!offered(&two).iter().any(|o| o.starts_with("choose")), "two at most: {:?}", offered(&two));
    assert!(hangar::rules::lcg::problems(&two).is_empty());
}

#[test]
fn card_0990_infiltration_specialist_trades_places_with_a_captured_card_as_it_leaves_play() {
    // "Interrupt: When this unit leaves play, rescue 1 captured card. Then, place this unit as a
    // captured card at the objective from which that card was released." The X-Wing is held
    // at Death and Despayre; the 181st TIE Interceptor's strike destroys the Specialist.
    let mut s = dark_conflict();
    let despayre = s.play(Side::Dark, "0036");
    let specialist = s.play(Side::Light, "0990");
    let captive = s.hand(Side::Light, "0163");
    let mut state = s.build();
    state.player_mut(Side::Light).hand.retain(|&c| c != captive);
    state.card_mut(captive).captured_under = Some(despayre);
    state.player_mut(Side::Dark).captives.push(captive);
    let declared = run(
        state,
        &[
            "engage Running the Trench",
            "declare 181st TIE Interceptor",
            "pass",
            "declare Infiltration Specialist",
            "pass",
        ],
    );
    let struck =
        run(declared, &["pass", "pass", "pass", "strike 181st TIE Interceptor", "damage > Infiltration Specialist"]);
    assert_eq!(offered(&struck), ["pass", "trigger Infiltration Specialist"]);
    let asked = run(struck, &["trigger Infiltration Specialist"]);
    assert_eq!(offered(&asked), ["choose Death and Despayre"], "the objective holding a captured card");
    let traded = run(asked, &["choose Death and Despayre"]);
    assert!(traded.player(Side::Light).hand.contains(&captive), "rescued to its owner's hand");
    assert_eq!(traded.card(specialist).captured_under, Some(despayre));
    assert_eq!(traded.player(Side::Dark).captives, [specialist]);
    assert!(!traded.player(Side::Light).discard.contains(&specialist));
    assert!(hangar::rules::lcg::problems(&traded).is_empty());
}

#[test]
fn card_1030_luke_skywalker_sends_his_unit_damage_to_a_unit_outside_the_engagement() {
    // "Edge (1). / This unit gains elite while it is committed to the Force. / Interrupt: When
    // this unit resolves its unit damage icons as a defender, assign the damage to a target
    // enemy unit not participating in the engagement instead." The TIE Fighter stays home.
    let mut s = dark_conflict();
    let luke = s.play(Side::Light, "1030");
    let fighter = s.play(Side::Dark, "0149");
    let state = s.build();
    let keywords = facts::keywords(&state, luke);
    assert!(keywords.contains(&Keyword::Edge(1)) && !keywords.contains(&Keyword::Elite));
    let mut committed = state.clone();
    committed.card_mut(luke).committed = true;
    assert!(facts::keywords(&committed, luke).contains(&Keyword::Elite), "elite while committed");
    let declared = run(
        state,
        &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "declare Luke Skywalker", "pass"],
    );
    let struck = run(declared, &["pass", "pass", "strike Luke Skywalker"]);
    assert_eq!(offered(&struck), ["damage > 181st TIE Interceptor", "damage > TIE Fighter"]);
    let sent = run(struck, &["damage > TIE Fighter"]);
    assert!(sent.player(Side::Dark).discard.contains(&fighter), "2 damage destroy it");
    assert_eq!(sent.card(find(&sent, "181st TIE Interceptor")).damage, 0);
}

/// The Dark Side (its 181st TIE Interceptor and two TIE Fighters) attacks The Secret of
/// Shantipole, the Light Side's (Jedi) objective; the X-Wing defends. `hand` is in the Light
/// Side's hand.
fn dark_attacks_shantipole(hand: &str) -> hangar::rules::lcg::State {
    let mut s = Scenario::new("t", "IN-AFF", "J-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Light, "0767");
    s.play(Side::Light, "0767");
    s.play(Side::Dark, "0715");
    s.play(Side::Dark, "0149");
    s.play(Side::Dark, "0149");
    s.play(Side::Light, "0163");
    s.hand(Side::Light, hand);
    let tie = |n: usize| format!("declare {}", ["181st TIE Interceptor", "TIE Fighter", "TIE Fighter"][n]);
    run(s.build(), &["engage The Secret of Shantipole", &tie(0), &tie(1), &tie(2), "pass", "declare X-Wing", "pass"])
}

#[test]
fn card_1031_i_will_not_fight_you_sends_enemy_participants_home_down_to_your_number() {
    // "Play only if you control 1 or more participating units. / Reaction: After an edge battle
    // resolves, your opponent must remove participating units from his side of an engagement
    // until he has an equal (or fewer) number of participating units as you, if able."
    let declared = dark_attacks_shantipole("1031");
    let resolved = run(declared, &["pass", "pass"]);
    let play: Vec<String> = offered(&resolved).into_iter().filter(|o| o.contains("I Will Not Fight You")).collect();
    assert!(!play.is_empty(), "{:?}", offered(&resolved));
    let asked = run(resolved, &[&play[0]]);
    // Three attackers against one defender: the Dark Side removes two, one at a time.
    assert_eq!(asked.prompt.as_ref().map(|p| p.chooser), Some(Side::Dark));
    let one = run(asked, &["choose TIE Fighter"]);
    assert_eq!(one.prompt.as_ref().map(|p| p.chooser), Some(Side::Dark), "still two against one");
    let two = run(one, &["choose 181st TIE Interceptor"]);
    assert_eq!(two.engagement.as_ref().map(|e| e.attackers.len()), Some(1));
    assert!(two.player(Side::Light).discard.contains(&find(&two, "I Will Not Fight You")));
}

#[test]
fn card_1032_search_your_feelings_takes_an_enemy_participant_to_your_side_for_the_engagement() {
    // "Play only during an engagement in which you control 1 or more participating units and
    // fewer participating units than your opponent. / Action: Take control of a target
    // participating enemy unit until the end of this engagement. That unit is participating on
    // your side. (Limit 1 per turn.)"
    let declared = run(dark_attacks_shantipole("1032"), &["pass", "pass"]);
    let window: Vec<String> = offered(&declared).into_iter().filter(|o| o.contains("Search Your Feelings")).collect();
    assert!(!window.is_empty(), "{:?}", offered(&declared));
    let taking =
        window.iter().find(|o| o.contains("181st TIE Interceptor")).expect("the 181st TIE Interceptor a target");
    let taken = run(declared, &[taking]);
    let tie = find(&taken, "181st TIE Interceptor");
    assert_eq!(taken.card(tie).controller, Side::Light);
    let e = taken.engagement.as_ref().expect("the engagement goes on");
    assert!(e.defenders.contains(&tie) && !e.attackers.contains(&tie), "participating on the Light Side");
    // Two against two: not again this turn, and not while no longer fewer.
    assert!(!offered(&taken).iter().any(|o| o.contains("Search Your Feelings")));
    // The engagement ends: it goes back.
    let mut ended = taken;
    for _ in 0..12 {
        if ended.engagement.is_none() {
            break;
        }
        let next = offered(&ended)
            .into_iter()
            .find(|o| o == "pass" || o.starts_with("damage") || o.starts_with("focus"))
            .expect("a way on");
        ended = run(ended, &[&next]);
    }
    assert!(ended.engagement.is_none());
    assert_eq!(ended.card(tie).controller, Side::Dark, "back with its controller after the engagement");
}
