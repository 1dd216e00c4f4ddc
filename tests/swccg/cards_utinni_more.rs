//! More Utinni Effects (`rules/swccg/utinni.rs`): Responsibility Of Command (no battle or Force
//! drain where its target is) and Death Mark (a Force lost each of the opponent's control phases;
//! its target to the Used Pile when it reaches the Effect).

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{forfeit, power, total_power};
use hangar::rules::swccg::{Action, At, Dest, Event, Movement, Phase, Prompt, Reason, Slot, State};

/// The Dark Side deploys Responsibility Of Command on the Massassi War Room and targets `pick`;
/// Han Solo is at the Jungle, with a Stormtrooper when `opposed`.
fn command(pick: &str, opposed: bool) -> (State, Places) {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    s.location(LIGHT, "Yavin 4: Massassi War Room");
    s.at(LIGHT, "Han Solo", p.jungle);
    s.at(LIGHT, "Rebel Trooper", p.yavin_bay);
    s.at(LIGHT, "Red Leader", p.mos_eisley);
    s.at(DARK, "Grand Moff Tarkin", p.bay94);
    if opposed {
        s.at(DARK, "Stormtrooper", p.jungle);
    }
    s.hand(DARK, "Responsibility Of Command");
    let state = s.build();
    (run(state, &["deploy Responsibility Of Command on Yavin 4: Massassi War Room", pick]), p)
}

#[test]
fn card_3_109_responsibility_of_command_deploys_on_a_rebel_base_war_room_and_targets_a_rebel_with_forfeit_over_4_or_a_leader(
) {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    s.location(LIGHT, "Yavin 4: Massassi War Room");
    s.location(DARK, "Death Star: War Room");
    s.at(LIGHT, "Han Solo", p.jungle);
    s.at(LIGHT, "Rebel Trooper", p.yavin_bay);
    s.at(LIGHT, "Red Leader", p.mos_eisley);
    s.at(DARK, "Grand Moff Tarkin", p.bay94);
    s.hand(DARK, "Responsibility Of Command");
    let state = s.build();
    assert!(!is_offered(&state, "deploy Responsibility Of Command on Tatooine: Mos Eisley"), "no war room");
    assert!(!is_offered(&state, "deploy Responsibility Of Command on Death Star: War Room"), "not at a Rebel Base");
    let aiming = run(state, &["deploy Responsibility Of Command on Yavin 4: Massassi War Room"]);
    assert!(matches!(aiming.prompt, Some(Prompt::Target { .. })));
    assert_eq!(
        offered(&aiming),
        ["pick Han Solo", "pick Red Leader"],
        "Han's forfeit is 6; a Rebel Trooper's is not over 4; Tarkin is no opponent's leader"
    );
    assert_eq!(aiming.player(DARK).force_pile.len(), 4 - 2, "Use 2 Force to deploy");
}

#[test]
fn card_3_109_responsibility_of_command_keeps_the_opponent_from_battling_or_draining_where_its_target_is() {
    // A battle where Han is.
    let (mut light, p) = command("pick Han Solo", true);
    assert_eq!(light.utinni.len(), 1);
    light.active = LIGHT;
    light.phase = Phase::Battle;
    assert!(!is_offered(&light, "battle Yavin 4: Jungle"), "{:?}", offered(&light));
    let (reason, _) = why(&light, Action::Battle { location: p.jungle, force: 1 });
    assert_eq!(reason, Reason::UtinniNoBattleOrDrain);
    // The Dark Side may still battle there.
    let mut dark = light.clone();
    dark.active = DARK;
    assert!(is_offered(&dark, "battle Yavin 4: Jungle"));
    // A Force drain where Han is.
    let (mut light, p) = command("pick Han Solo", false);
    light.active = LIGHT;
    light.phase = Phase::Control;
    assert!(!is_offered(&light, "drain Yavin 4: Jungle"), "{:?}", offered(&light));
    let (reason, _) = why(&light, Action::ForceDrain { location: p.jungle });
    assert_eq!(reason, Reason::UtinniNoBattleOrDrain);
    assert!(is_offered(&light, "drain Yavin 4: Docking Bay"), "elsewhere the drain is as ever");
    // Han walks to the War Room: he reaches the Effect, canceled.
    light.phase = Phase::Move;
    let war_room = find(&light, "Yavin 4: Massassi War Room");
    let after = run(light, &["landspeed Han Solo > Yavin 4: Massassi War Room"]);
    assert!(after.utinni.is_empty(), "canceled");
    let effect = find(&after, "Responsibility Of Command");
    assert!(after.player(DARK).lost_pile.contains(&effect));
    let mut control = after;
    control.phase = Phase::Control;
    let refused = refused(&control, Action::ForceDrain { location: war_room });
    assert_ne!(refused.reason, Reason::UtinniNoBattleOrDrain, "no longer targeted");
}

/// The Dark Side deploys Death Mark on the Jungle and targets Han Solo at Yavin 4's Docking Bay.
fn death_mark() -> State {
    let (mut s, p) = board(DARK, Phase::Deploy, 5);
    s.at(LIGHT, "Han Solo", p.yavin_bay);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(DARK, "Dr. Evazan", p.bay94);
    s.hand(DARK, "Death Mark");
    let state = s.build();
    assert!(!is_offered(&state, "deploy Death Mark on Yavin 4"), "a system is no exterior planet site");
    let aiming = run(state, &["deploy Death Mark on Yavin 4: Jungle"]);
    assert_eq!(offered(&aiming), ["pick Han Solo"], "an opponent's smuggler: not the Dark Side's Dr. Evazan");
    let aimed = run(aiming, &["pick Han Solo"]);
    assert_eq!(aimed.player(DARK).force_pile.len(), 5 - 3, "Use 3 Force to deploy");
    aimed
}

#[test]
fn card_3_99_death_mark_makes_the_opponent_lose_1_force_at_the_beginning_of_each_of_its_control_phases() {
    let mut state = death_mark();
    // The Dark Side's own control phase costs it nothing: the Light Side's turn.
    state.active = LIGHT;
    state.phase = Phase::Activate;
    let (after, _) = take(&state, "pass");
    assert_eq!(after.phase, Phase::Control);
    assert!(matches!(after.prompt, Some(Prompt::LoseForce { chooser: LIGHT, amount: 1 })), "{:?}", after.prompt);
    let lost = after.player(LIGHT).lost_pile.len();
    let after = run(after, &["lose reserve"]);
    assert_eq!(after.player(LIGHT).lost_pile.len(), lost + 1);
    assert!(after.prompt.is_none());
    // The Dark Side's control phase: nothing to lose.
    let mut dark = death_mark();
    dark.phase = Phase::Activate;
    let (after, _) = take(&dark, "pass");
    assert!(!matches!(after.prompt, Some(Prompt::LoseForce { .. })), "{:?}", after.prompt);
    assert_eq!(after.player(DARK).lost_pile.len(), dark.player(DARK).lost_pile.len());
}

#[test]
fn card_3_99_death_mark_is_canceled_when_reached_and_its_target_goes_to_the_used_pile() {
    let mut light = death_mark();
    let han = find(&light, "Han Solo");
    light.active = LIGHT;
    light.phase = Phase::Move;
    let (after, events) = take(&light, "landspeed Han Solo > Yavin 4: Jungle");
    assert!(events.iter().any(|e| matches!(e, Event::UtinniReached { target, .. } if *target == han)));
    let effect = find(&after, "Death Mark");
    assert!(after.player(DARK).lost_pile.contains(&effect), "canceled: lost");
    assert!(after.player(LIGHT).used_pile.contains(&han), "target goes to Used Pile");
    assert!(after.utinni.is_empty());
}

/// Yavin 4's sites in table order: Docking Bay, Jungle, Massassi Ruins, Massassi War Room. The
/// Dark Side deploys Meteor Impact? on the Jungle and targets Han Solo at the Ruins.
fn meteor() -> State {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    let ruins = s.location(LIGHT, "Yavin 4: Massassi Ruins");
    s.location(LIGHT, "Yavin 4: Massassi War Room");
    s.at(LIGHT, "Han Solo", ruins);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.yavin_bay);
    s.hand(DARK, "Meteor Impact?");
    let state = s.build();
    assert!(!is_offered(&state, "deploy Meteor Impact? on Yavin 4: Massassi War Room"), "an interior site");
    assert!(!is_offered(&state, "deploy Meteor Impact? on Yavin 4"), "a system");
    let aiming = run(state, &["deploy Meteor Impact? on Yavin 4: Jungle"]);
    assert_eq!(
        offered(&aiming),
        ["pick Han Solo", "pick Stormtrooper"],
        "a character on Yavin 4: not Luke on Tatooine"
    );
    let aimed = run(aiming, &["pick Han Solo"]);
    assert_eq!(aimed.player(DARK).force_pile.len(), 4 - 2, "Use 2 Force to deploy");
    aimed
}

#[test]
fn card_3_107_meteor_impact_keeps_its_target_from_moving_away_and_is_canceled_when_reached() {
    let mut light = meteor();
    light.active = LIGHT;
    light.phase = Phase::Move;
    let han = find(&light, "Han Solo");
    let war_room = find(&light, "Yavin 4: Massassi War Room");
    assert!(!is_offered(&light, "landspeed Han Solo > Yavin 4: Massassi War Room"), "{:?}", offered(&light));
    let (reason, _) =
        why(&light, Action::Move { card: han, how: Movement::Landspeed, to: Dest::At(war_room), force: 1 });
    assert_eq!(reason, Reason::UtinniMayNotMoveAway);
    // Toward the Effect he may go: there he reaches it, and it is canceled.
    let (after, events) = take(&light, "landspeed Han Solo > Yavin 4: Jungle");
    assert!(events.iter().any(|e| matches!(e, Event::UtinniReached { target, .. } if *target == han)));
    let effect = find(&after, "Meteor Impact?");
    assert!(after.player(DARK).lost_pile.contains(&effect), "canceled: lost");
    assert!(after.utinni.is_empty());
}

/// Han Solo pilots an X-wing landed at the Massassi Ruins; the Dark Side deploys Meteor Impact?
/// on the Jungle and targets `pick`: the Light Side's move phase follows.
fn carried(pick: &str) -> (State, Places) {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    let ruins = s.location(LIGHT, "Yavin 4: Massassi Ruins");
    let xwing = s.at(LIGHT, "X-wing", ruins);
    s.aboard(LIGHT, "Han Solo", xwing, Slot::Pilot);
    s.at(LIGHT, "Red Leader", p.yavin_bay);
    s.hand(DARK, "Meteor Impact?");
    let mut light = run(s.build(), &["deploy Meteor Impact? on Yavin 4: Jungle", pick]);
    light.active = LIGHT;
    light.phase = Phase::Move;
    (light, p)
}

#[test]
fn card_3_107_meteor_impact_keeps_its_target_from_being_carried_off_the_planet() {
    let (light, p) = carried("pick Han Solo");
    let xwing = find(&light, "X-wing");
    assert!(!is_offered(&light, "takeoff X-wing > Yavin 4"), "{:?}", offered(&light));
    let (reason, _) =
        why(&light, Action::Move { card: xwing, how: Movement::TakeOff, to: Dest::At(p.yavin), force: 1 });
    assert_eq!(reason, Reason::UtinniMayNotMoveAway);
    // Without its target aboard, the X-wing takes off as ever.
    let (other, _) = carried("pick Red Leader");
    assert!(is_offered(&other, "takeoff X-wing > Yavin 4"), "{:?}", offered(&other));
}

#[test]
fn card_1_229_send_a_detachment_down_deploys_on_a_tatooine_site_but_a_docking_bay_and_targets_a_trooper_on_the_death_star(
) {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    let war_room = s.location(DARK, "Death Star: War Room");
    s.at(DARK, "Stormtrooper", war_room);
    s.at(LIGHT, "Rebel Trooper", p.bay94);
    s.hand(DARK, "Send A Detachment Down");
    let state = s.build();
    assert!(!is_offered(&state, "deploy Send A Detachment Down on Tatooine: Docking Bay 94"), "except docking bay");
    assert!(!is_offered(&state, "deploy Send A Detachment Down on Yavin 4: Jungle"), "not Tatooine");
    let aiming = run(state, &["deploy Send A Detachment Down on Tatooine: Mos Eisley"]);
    assert_eq!(
        offered(&aiming),
        ["pick Stormtrooper"],
        "a trooper on the Death Star: not the Rebel Trooper on Tatooine"
    );
    let aimed = run(aiming, &["pick Stormtrooper"]);
    assert_eq!(aimed.utinni.len(), 1);
    assert_eq!(aimed.player(DARK).force_pile.len(), 4 - 2, "Use 2 Force to deploy");
}

/// A Dark Side battle at Mos Eisley, Send A Detachment Down there targeting a Stormtrooper at
/// `trooper_at` (Mos Eisley or Docking Bay 94): the attrition against each side once both
/// battle destinies are drawn.
fn detachment_attrition(reached: bool) -> [u16; 2] {
    let (mut s, p) = board(DARK, Phase::Battle, 4);
    let trooper = s.at(DARK, "Stormtrooper", if reached { p.mos_eisley } else { p.bay94 });
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Biggs Darklighter", p.mos_eisley);
    let effect = s.on(DARK, "Send A Detachment Down", p.mos_eisley);
    s.state_mut().utinni.push(aimed_at(effect, trooper));
    let state = run(s.build(), &["battle Tatooine: Mos Eisley", "pass", "pass"]);
    assert_eq!(state.utinni.len(), 1, "reaching it does not cancel it");
    state.battle.as_ref().map(|b| b.attrition).unwrap_or_default()
}

#[test]
fn card_1_229_send_a_detachment_down_adds_1_attrition_against_the_opponent_in_tatooine_battles_while_its_target_is_there(
) {
    let plain = detachment_attrition(false);
    let reached = detachment_attrition(true);
    assert_eq!(reached[1], plain[1] + 1, "attrition +1 against the Light Side: {plain:?} {reached:?}");
    assert_eq!(reached[0], plain[0], "none against the Dark Side");
}

#[test]
fn card_1_222_lateral_damage_zeroes_a_starships_power_and_forfeit_and_draws_to_cancel_once_reached() {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    let xwing = s.at(LIGHT, "X-wing", p.tatooine);
    s.aboard(LIGHT, "Red Leader", xwing, Slot::Pilot);
    s.at(DARK, "TIE Fighter", p.yavin);
    // Something else of the Light Side's may still move: its move phase waits for its pass.
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    // The Light Side's next destiny draws: 1, then 3.
    s.reserve(LIGHT, "Y-wing");
    s.reserve(LIGHT, "Rebel Trooper");
    s.hand(DARK, "Lateral Damage");
    let state = s.build();
    let before = (power(&state, xwing), forfeit(&state, xwing));
    assert!(before.0 > 0 && before.1 > 0);
    assert!(!is_offered(&state, "deploy Lateral Damage on Yavin 4: Jungle"), "a site is no system");
    let aiming = run(state, &["deploy Lateral Damage on Yavin 4"]);
    assert_eq!(offered(&aiming), ["pick X-wing"], "an opponent's starship: not the TIE");
    let mut light = run(aiming, &["pick X-wing"]);
    assert_eq!((power(&light, xwing), forfeit(&light, xwing)), (0, 0), "power and forfeit = 0");
    // The X-wing reaches the Effect: its owner draws 1, not over 2: the Effect stays.
    light.active = LIGHT;
    light.phase = Phase::Move;
    let (moved, events) = take(&light, "hyperspeed X-wing > Yavin 4");
    assert!(events.iter().any(|e| matches!(e, Event::TextDestiny { side: LIGHT, total: 1, .. })), "{events:?}");
    assert_eq!(moved.utinni.len(), 1, "destiny 1: not canceled");
    assert_eq!(moved.phase, Phase::Move);
    assert_eq!(power(&moved, xwing), 0);
    // Once each move phase: not again as this one ends.
    let (mut next, events) = take(&moved, "pass");
    assert!(!events.iter().any(|e| matches!(e, Event::TextDestiny { .. })), "{events:?}");
    assert_eq!(next.utinni.len(), 1);
    // At the end of the next move phase (the Dark Side's) it draws again: 3 > 2 cancels it.
    next.active = DARK;
    next.phase = Phase::Move;
    let (after, events) = take(&next, "pass");
    assert!(events.iter().any(|e| matches!(e, Event::TextDestiny { side: LIGHT, total: 3, .. })), "{events:?}");
    assert!(after.utinni.is_empty(), "canceled");
    let effect = find(&after, "Lateral Damage");
    assert!(after.player(DARK).lost_pile.contains(&effect));
    assert_eq!((power(&after, xwing), forfeit(&after, xwing)), before, "the X-wing is itself again");
}

/// The Light Side deploys The First Transport Is Away! on Yavin 4 and targets a Medium Transport
/// at Echo Docking Bay with two passengers aboard (five cards in its Lost Pile); then it takes off
/// to Hoth and makes the jump to Yavin 4 in its move phase.
#[test]
fn card_3_39_the_first_transport_is_away_retrieves_twice_the_passengers_and_goes_to_hoth_for_2_power_at_hoth_sites() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 4);
    s.location(LIGHT, "Hoth");
    let bay = s.location(LIGHT, "Hoth: Echo Docking Bay");
    let transport = s.at(LIGHT, "Medium Transport", bay);
    s.aboard(LIGHT, "Rebel Trooper", transport, Slot::Passenger);
    s.aboard(LIGHT, "Rebel Trooper", transport, Slot::Passenger);
    let echo_trooper = s.at(LIGHT, "Rebel Trooper", bay);
    s.at(DARK, "Stormtrooper", bay);
    let lost: Vec<_> = (0..5).map(|_| s.lost(LIGHT, "Rebel Trooper")).collect();
    s.hand(LIGHT, "The First Transport Is Away!");
    let state = s.build();
    assert!(!is_offered(&state, "deploy The First Transport Is Away! on Hoth"), "except Hoth");
    assert!(!is_offered(&state, "deploy The First Transport Is Away! on Yavin 4: Jungle"), "a site is no system");
    let aiming = run(state, &["deploy The First Transport Is Away! on Yavin 4"]);
    assert_eq!(offered(&aiming), ["pick Medium Transport"]);
    let mut light = run(aiming, &["pick Medium Transport"]);
    let power_before = total_power(&light, LIGHT, bay);
    let elsewhere_before = total_power(&light, LIGHT, p.mos_eisley);
    light.phase = Phase::Move;
    let mut up = run(light, &["takeoff Medium Transport > Hoth"]);
    assert_eq!(up.utinni.len(), 1);
    for card in &mut up.cards {
        card.moved = false;
    }
    let (after, events) = take(&up, "hyperspeed Medium Transport > Yavin 4");
    assert!(events.iter().any(|e| matches!(e, Event::UtinniReached { target, .. } if *target == transport)));
    assert!(after.utinni.is_empty(), "reached: it targets no more");
    assert_eq!(after.player(LIGHT).lost_pile.len(), 5 - 4, "Retrieve X Force, X = twice the 2 passengers");
    let retrieved = lost.iter().filter(|c| after.player(LIGHT).used_pile.contains(c)).count();
    assert_eq!(retrieved, 4, "from the Lost Pile to the Used Pile");
    let effect = find(&after, "The First Transport Is Away!");
    let hoth = find(&after, "Hoth");
    assert_eq!(after.card(effect).at, Some(At::On(hoth)), "relocated to the Hoth system");
    assert_eq!(hangar::rules::swccg::problems(&after), [], "where its text relocates it, it is sound");
    // "Your total power is +2 in battles at Hoth sites": the Light Side's, at Echo Docking Bay.
    assert!(after.card(echo_trooper).at.is_some());
    assert_eq!(total_power(&after, LIGHT, bay), power_before + 2);
    assert_eq!(total_power(&after, LIGHT, p.mos_eisley), elsewhere_before, "not at a Tatooine site");
}
