//! Cards stacked on an Effect (`rules/swccg/stacks.rs`, `State::stacked`), and the cards that
//! answer them. Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and plays
//! its card through the notation.

use crate::support::*;
use hangar::engine::Table;
use hangar::engine::{Message, Ruleset, Viewer};
use hangar::rules::swccg::facts::generation;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;
use hangar::rules::swccg::Swccg;

const MEMORIAL: &str = "Crash Site Memorial";
const R5: &str = "R5-D4 (Arfive-Defour)";

/// Vader battles R5-D4 and a Rebel Trooper at Mos Eisley, the Light Side's Crash Site Memorial on
/// its side of the table, through to the Light Side's damage segment.
fn light_loses_with_memorial() -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, R5, p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.on_own_side(LIGHT, MEMORIAL);
    s.reserve(DARK, "Stormtrooper");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"]);
    assert!(matches!(state.prompt, Some(Prompt::Damage { chooser: LIGHT })), "{:?}", state.prompt);
    state
}

/// Crash Site Memorial: "If you just lost a vehicle, droid, weapon, or device, may stack it here."
/// Checks that the droid just forfeited may be stacked (it leaves the Lost Pile, and the state
/// checker holds it there), that passing leaves it lost, and that a Rebel Trooper just lost (no
/// vehicle, droid, weapon or device) opens no window.
#[test]
fn card_1_45_crash_site_memorial_stacks_a_droid_just_lost() {
    let state = light_loses_with_memorial();
    let lost = run(state.clone(), &["forfeit R5-D4 (Arfive-Defour)"]);
    assert!(matches!(lost.prompt, Some(Prompt::Respond { chooser: LIGHT, .. })), "{:?}", lost.prompt);
    assert_eq!(offered(&lost), ["pass".to_string(), format!("stack {R5} > {MEMORIAL}")]);
    let r5 = find(&lost, R5);
    let memorial = find(&lost, MEMORIAL);
    let stacked = run(lost.clone(), &[&format!("stack {R5} > {MEMORIAL}")]);
    assert!(!stacked.player(LIGHT).lost_pile.contains(&r5), "off the Lost Pile");
    assert_eq!(stacked.stacked, [[memorial, r5]]);
    assert_eq!(stacked.card(r5).at, None, "stacked cards are not on the table");
    assert_eq!(hangar::rules::swccg::problems(&stacked), []);
    // The board shows it on the Memorial, face up.
    let view = Swccg::view(&stacked, Viewer::Everyone);
    let shown = &view.card(memorial).expect("on the side of the table").attachments;
    assert_eq!(shown.len(), 1);
    assert_eq!((shown[0].card.title.as_str(), &shown[0].role), (R5, &Message::new("swccg-role-stacked")));
    let passed = run(lost, &["pass"]);
    assert!(passed.player(LIGHT).lost_pile.contains(&r5), "passed: it stays lost");
    assert!(passed.stacked.is_empty());

    let trooper = run(state, &["forfeit Rebel Trooper"]);
    assert!(!matches!(trooper.prompt, Some(Prompt::Respond { .. })), "a character is not stacked");
}

/// The Light Side's deploy phase with Crash Site Memorial on its side of the table, R5-D4 stacked
/// on it, and Luke in hand.
fn memorial_with_r5(phase: Phase) -> State {
    let (mut s, _) = board(LIGHT, phase, 2);
    let memorial = s.on_own_side(LIGHT, MEMORIAL);
    s.stacked(LIGHT, R5, memorial);
    s.hand(LIGHT, "Luke Skywalker");
    s.build()
}

/// Crash Site Memorial: "Once during your deploy phase, you may exchange any one card in hand with
/// one card stacked here." Checks the exchange (R5-D4 to hand, Luke stacked), that it is offered
/// once a turn only, and not in another phase.
#[test]
fn card_1_45_crash_site_memorial_exchanges_a_card_in_hand_once_during_your_deploy_phase() {
    let state = memorial_with_r5(Phase::Deploy);
    assert_eq!(hangar::rules::swccg::problems(&state), []);
    let exchange = format!("exchange Luke Skywalker > {R5} on {MEMORIAL}");
    assert_eq!(offered_like(&state, "exchange"), std::slice::from_ref(&exchange));
    let done = run(state, &[&exchange]);
    let (luke, r5, memorial) = (find(&done, "Luke Skywalker"), find(&done, R5), find(&done, MEMORIAL));
    assert!(done.player(LIGHT).hand.contains(&r5), "the stacked card to hand");
    assert!(!done.player(LIGHT).hand.contains(&luke));
    assert_eq!(done.stacked, [[memorial, luke]]);
    assert_eq!(hangar::rules::swccg::problems(&done), []);
    assert!(offered_like(&done, "exchange").is_empty(), "once during the deploy phase");

    let control = memorial_with_r5(Phase::Control);
    assert!(offered_like(&control, "exchange").is_empty(), "only in the deploy phase");
}

const TURN_IT_OFF: &str = "Turn It Off! Turn It Off!";

/// Vader and two Stormtroopers battle Chewbacca and Luke's X-34 Landspeeder at Mos Eisley, the
/// Dark Side holding Turn It Off! Turn It Off!, through to the Light Side's damage segment with
/// the Landspeeder 'hit' (`hit`).
fn chewbacca_loses(hit: bool) -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Chewbacca", p.mos_eisley);
    s.at(LIGHT, "Luke's X-34 Landspeeder", p.mos_eisley);
    s.reserve(DARK, "Stormtrooper");
    s.hand(DARK, TURN_IT_OFF);
    let mut state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"]);
    while matches!(state.prompt, Some(Prompt::Redraw { .. })) {
        state = run(state, &["pass"]);
    }
    assert!(matches!(state.prompt, Some(Prompt::Damage { chooser: LIGHT })), "{:?}", state.prompt);
    let speeder = find(&state, "Luke's X-34 Landspeeder");
    state.card_mut(speeder).hit = hit;
    state
}

/// Turn It Off! Turn It Off!: "USED: Cancel any attempt to place a 'hit' starship, vehicle or
/// droid in the Used Pile rather than the Lost Pile." Checks that the 'hit' Landspeeder Chewbacca
/// sends to the Used Pile goes to the Lost Pile when it is played (the card to the Used Pile),
/// stays in the Used Pile when the Dark Side passes, and that no window opens for a Landspeeder not
/// 'hit' (lost as any forfeit).
#[test]
fn card_3_139_turn_it_off_cancels_a_hit_vehicle_going_to_the_used_pile_rather_than_the_lost_pile() {
    let state = chewbacca_loses(true);
    let speeder = find(&state, "Luke's X-34 Landspeeder");
    let used = run(state, &["forfeit Luke's X-34 Landspeeder"]);
    assert!(used.player(LIGHT).used_pile.contains(&speeder), "Chewbacca: to the Used Pile");
    assert!(matches!(used.prompt, Some(Prompt::Respond { chooser: DARK, .. })), "{:?}", used.prompt);
    assert_eq!(offered(&used), [format!("interrupt {TURN_IT_OFF}"), "pass".to_string()]);
    let cancelled = run(used.clone(), &[&format!("interrupt {TURN_IT_OFF}")]);
    assert!(cancelled.player(LIGHT).lost_pile.contains(&speeder), "to the Lost Pile after all");
    assert!(!cancelled.player(LIGHT).used_pile.contains(&speeder));
    assert!(cancelled.player(DARK).used_pile.contains(&find(&cancelled, TURN_IT_OFF)), "USED");
    assert_eq!(hangar::rules::swccg::problems(&cancelled), []);
    let passed = run(used, &["pass"]);
    assert!(passed.player(LIGHT).used_pile.contains(&speeder), "passed: it stays in the Used Pile");

    let not_hit = run(chewbacca_loses(false), &["forfeit Luke's X-34 Landspeeder"]);
    assert!(not_hit.player(LIGHT).lost_pile.contains(&speeder), "not 'hit': lost");
    assert!(!matches!(not_hit.prompt, Some(Prompt::Respond { chooser: DARK, .. })));
}

/// Turn It Off! Turn It Off!: "LOST: Cancel Crash Site Memorial." Checks that the Memorial is
/// lost with the card stacked on it (its ruling: "If Crash Site Memorial is canceled, cards on it
/// are lost"), Turn It Off! to the Lost Pile; and that it is not offered without a Memorial.
#[test]
fn card_3_139_turn_it_off_lost_cancels_crash_site_memorial_and_the_cards_stacked_on_it() {
    let (mut s, _) = board(DARK, Phase::Deploy, 2);
    let memorial = s.on_own_side(LIGHT, MEMORIAL);
    let r5 = s.stacked(LIGHT, R5, memorial);
    let card = s.hand(DARK, TURN_IT_OFF);
    let state = s.build();
    let cancel = format!("interrupt {TURN_IT_OFF} > {MEMORIAL}");
    assert!(is_offered(&state, &cancel));
    let after = run(state, &[&cancel]);
    assert!(after.player(LIGHT).lost_pile.contains(&memorial), "cancelled");
    assert!(after.player(LIGHT).lost_pile.contains(&r5), "the card stacked on it is lost");
    assert!(after.stacked.is_empty());
    assert!(after.player(DARK).lost_pile.contains(&card), "LOST");
    assert_eq!(hangar::rules::swccg::problems(&after), []);

    let (mut s, _) = board(DARK, Phase::Deploy, 2);
    s.hand(DARK, TURN_IT_OFF);
    assert!(offered_like(&s.build(), "interrupt").is_empty(), "no Crash Site Memorial to cancel");
}

const BACTA: &str = "Bacta Tank";

/// Vader battles `light` at Mos Eisley, the Light Side's Bacta Tank on its side of the table (with
/// a Rebel Trooper stacked on it when `patient`), through to the Light Side's damage segment.
fn light_loses_with_bacta(light: &[&str], patient: bool) -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    for t in light {
        s.at(LIGHT, t, p.mos_eisley);
    }
    let tank = s.on_own_side(LIGHT, BACTA);
    if patient {
        s.stacked(LIGHT, "Rebel Trooper", tank);
    }
    s.reserve(DARK, "Stormtrooper");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"]);
    assert!(matches!(state.prompt, Some(Prompt::Damage { chooser: LIGHT })), "{:?}", state.prompt);
    state
}

/// Bacta Tank: "Use 4 Force to deploy on your side of table. A non-droid character you just lost
/// may be placed here instead of Lost Pile. Holds 1 'patient' at a time." Checks its deploy for 4
/// Force, that a character just forfeited may be placed there (off the Lost Pile), that a droid may
/// not, and that with a 'patient' there no other is placed.
#[test]
fn card_3_32_bacta_tank_holds_one_non_droid_character_just_lost() {
    let (mut s, _) = board(LIGHT, Phase::Deploy, 4);
    s.hand(LIGHT, BACTA);
    assert_eq!(offered_like(&s.build(), "deploy Bacta Tank"), [format!("deploy {BACTA} on side (4)")]);

    let state = light_loses_with_bacta(&["Rebel Trooper", R5], false);
    let lost = run(state.clone(), &["forfeit Rebel Trooper"]);
    let trooper = *lost.player(LIGHT).lost_pile.last().expect("forfeited");
    assert_eq!(offered_like(&lost, "stack"), [format!("stack Rebel Trooper > {BACTA}")]);
    let placed = run(lost, &[&format!("stack Rebel Trooper > {BACTA}")]);
    assert_eq!(placed.stacked, [[find(&placed, BACTA), trooper]]);
    assert!(!placed.player(LIGHT).lost_pile.contains(&trooper));
    assert_eq!(hangar::rules::swccg::problems(&placed), []);
    let droid = run(state, &[&format!("forfeit {R5}")]);
    assert!(!matches!(droid.prompt, Some(Prompt::Respond { .. })), "a droid is not a 'patient'");

    let full = run(light_loses_with_bacta(&["Luke Skywalker"], true), &["forfeit Luke Skywalker"]);
    assert!(!matches!(full.prompt, Some(Prompt::Respond { .. })), "one 'patient' at a time");
}

/// Bacta Tank: "During your deploy phase, may use X Force to bring 'patient' to hand, where X =
/// deploy cost of 'patient.'" Checks Luke (deploy 3) brought to hand for 3 Force, and that it is
/// not offered with 2 Force or in the control phase.
#[test]
fn card_3_32_bacta_tank_brings_its_patient_to_hand_for_its_deploy_cost() {
    let build = |phase: Phase, force: usize| {
        let (mut s, _) = board(LIGHT, phase, force);
        let tank = s.on_own_side(LIGHT, BACTA);
        s.stacked(LIGHT, "Luke Skywalker", tank);
        s.build()
    };
    let state = build(Phase::Deploy, 3);
    let luke = find(&state, "Luke Skywalker");
    assert_eq!(state.def(luke).deploy, Some(3));
    assert_eq!(offered_like(&state, "take"), [format!("take Luke Skywalker from {BACTA} (3)")]);
    let healed = run(state, &[&format!("take Luke Skywalker from {BACTA} (3)")]);
    assert!(healed.player(LIGHT).hand.contains(&luke));
    assert!(healed.stacked.is_empty());
    assert_eq!(healed.player(LIGHT).force_pile.len(), 0, "3 Force");
    assert_eq!(hangar::rules::swccg::problems(&healed), []);
    assert!(offered_like(&build(Phase::Deploy, 2), "take").is_empty(), "2 Force is not enough");
    assert!(offered_like(&build(Phase::Control, 3), "take").is_empty(), "only in the deploy phase");
    // A saved table with two 'patients' in one tank is refused ("Holds 1 'patient' at a time").
    let (mut s, _) = board(LIGHT, Phase::Deploy, 3);
    let tank = s.on_own_side(LIGHT, BACTA);
    s.stacked(LIGHT, "Luke Skywalker", tank);
    let second = s.stacked(LIGHT, "Rebel Trooper", tank);
    assert!(hangar::rules::swccg::problems(&s.build()).contains(&hangar::rules::swccg::Problem::BadHost(second)));
}

const MAKER: &str = "Thank The Maker";

/// The Dark Side drains at Mos Eisley (its Stormtrooper there) in its control phase, the Light
/// Side already drained of `before` Force this turn, with R2-X2 on the table (`droid`), Thank The
/// Maker in hand, Biggs (destiny 2) on top of its Reserve Deck and three cards in its Lost Pile;
/// the Light Side loses the drain's Force (1) from its Force Pile.
fn drained_with_maker(before: u16, droid: bool) -> State {
    let (mut s, p) = board(DARK, Phase::Control, 6);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    if droid {
        s.at(LIGHT, "R2-X2 (Artoo-Extoo)", p.yavin_bay);
    }
    for t in ["X-wing", "Luke Skywalker", "Han Solo"] {
        s.lost(LIGHT, t);
    }
    s.reserve(LIGHT, "Biggs Darklighter");
    s.hand(LIGHT, MAKER);
    s.state_mut().drained_of = [0, before];
    let state = run(s.build(), &["drain Tatooine: Mos Eisley"]);
    assert!(matches!(state.prompt, Some(Prompt::LoseForce { chooser: LIGHT, .. })), "{:?}", state.prompt);
    run(state, &["lose force pile"])
}

/// Thank The Maker: "Use 1 Force during opponent's control phase if you have a droid on the table
/// and were drained of at least 5 Force. Draw destiny. That number of cards are randomly selected
/// and retrieved from your Lost Pile." Checks that once the drain's Force is lost (5 or more this
/// turn), it retrieves the destiny's number of cards (2) from the Lost Pile to the Used Pile (not
/// itself), and that it is not offered drained of less, or with no droid on the table.
#[test]
fn card_1_114_thank_the_maker_retrieves_destiny_cards_at_random_after_being_drained_of_5_force() {
    let state = drained_with_maker(4, true);
    assert!(matches!(state.prompt, Some(Prompt::Respond { chooser: LIGHT, .. })), "{:?}", state.prompt);
    assert_eq!(offered(&state), [format!("interrupt {MAKER}"), "pass".to_string()]);
    let lost_before: Vec<_> = state.player(LIGHT).lost_pile.clone();
    let played = run(state, &[&format!("interrupt {MAKER}")]);
    let maker = find(&played, MAKER);
    assert!(played.player(LIGHT).lost_pile.contains(&maker), "a Lost Interrupt, not retrieved");
    let retrieved: Vec<_> = lost_before.iter().filter(|c| played.player(LIGHT).used_pile.contains(c)).collect();
    assert_eq!(retrieved.len(), 2, "destiny 2: two cards");
    assert_eq!(played.player(LIGHT).lost_pile.len(), lost_before.len() - 2 + 1);
    assert_eq!(hangar::rules::swccg::problems(&played), []);

    let less = drained_with_maker(0, true);
    assert!(!matches!(less.prompt, Some(Prompt::Respond { .. })), "drained of less than 5");
    let no_droid = drained_with_maker(4, false);
    assert!(!matches!(no_droid.prompt, Some(Prompt::Respond { .. })), "no droid on the table");
}

const BEGGAR: &str = "Beggar";

/// The Light Side's deploy phase with Beggar at Mos Eisley, 2 Force in its Force Pile and Luke
/// Skywalker (deploy 3) in hand.
fn beggar_in_deploy_phase(active: Side) -> State {
    let (mut s, p) = board(active, Phase::Deploy, 2);
    s.on(LIGHT, BEGGAR, p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.hand(LIGHT, "Luke Skywalker");
    s.build()
}

/// Passes until the turn is the Dark Side's.
fn to_dark_turn(mut state: State) -> State {
    for _ in 0..12 {
        if state.active == DARK {
            break;
        }
        state = run(state, &["pass"]);
    }
    assert_eq!(state.active, DARK);
    state
}

/// Beggar: "Use 3 Force to deploy on any exterior Tatooine site (free at Beggar's Canyon)." Checks
/// it deploys for 3 Force to the exterior Tatooine sites (Docking Bay 94 is both exterior and
/// interior), not to the Cantina (interior) nor to a Yavin 4 site, and not with 2 Force.
#[test]
fn card_1_44_beggar_deploys_for_3_force_on_an_exterior_tatooine_site() {
    let build = |force: usize| {
        let (mut s, p) = board(LIGHT, Phase::Deploy, force);
        s.location(DARK, "Tatooine: Cantina");
        s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
        s.hand(LIGHT, BEGGAR);
        s.build()
    };
    assert_eq!(
        offered_like(&build(3), "deploy Beggar"),
        [
            format!("deploy {BEGGAR} on Tatooine: Docking Bay 94 (3)"),
            format!("deploy {BEGGAR} on Tatooine: Mos Eisley (3)")
        ]
    );
    assert!(offered_like(&build(2), "deploy Beggar").is_empty(), "3 Force");
}

/// Beggar: "You may use any amount of Force in the opponent's Force Pile during your turns.
/// However, if you use more than 1 of the opponent's Force in a turn, Beggar is lost." Checks that
/// with 2 Force of its own the Light Side deploys Luke (3) by using 1 of the Dark Side's (from the
/// Dark Side's Force Pile to its Used Pile), that Beggar stays at the end of that turn, that using
/// 2 in a turn loses it at the turn's end, and that it is not offered in the opponent's turn.
#[test]
fn card_1_44_beggar_uses_the_opponents_force_and_is_lost_after_using_more_than_1_in_a_turn() {
    let state = beggar_in_deploy_phase(LIGHT);
    assert!(offered_like(&state, "deploy Luke").is_empty(), "2 Force: Luke (3) is not deployable");
    let dark_force = state.player(DARK).force_pile.len();
    let begged = run(state.clone(), &["use opponent's force with Beggar"]);
    assert_eq!(begged.player(DARK).force_pile.len(), dark_force - 1, "the Dark Side's Force is used");
    assert!(is_offered(&begged, "deploy Luke Skywalker > Yavin 4: Jungle (3)"));
    let deployed = run(begged, &["deploy Luke Skywalker > Yavin 4: Jungle (3)"]);
    assert_eq!(deployed.player(LIGHT).force_pile.len(), 0, "2 of its own and 1 of the opponent's");
    let beggar = find(&deployed, BEGGAR);
    let next = to_dark_turn(deployed);
    assert!(next.card(beggar).at.is_some(), "1 used: Beggar stays");

    let twice = run(state, &["use opponent's force with Beggar", "use opponent's force with Beggar"]);
    let next = to_dark_turn(twice);
    assert!(next.player(LIGHT).lost_pile.contains(&beggar), "more than 1 used: Beggar is lost");

    let theirs = beggar_in_deploy_phase(DARK);
    assert!(offered_like(&theirs, "use opponent's force").is_empty(), "only in its player's turns");
}

const IMAGE: &str = "Image Of The Dark Lord";

/// Image Of The Dark Lord: "Use 4 Force to deploy at any site if opponent is generating at least 3
/// Force more than you." Checks that with the Massassi War Room and Ruins on the table (the Light
/// Side generating 12 to the Dark Side's 8) it deploys for 4 Force at any site (not a system), and
/// that on the board alone (8 to 8) it does not.
#[test]
fn card_3_105_image_of_the_dark_lord_deploys_at_any_site_if_the_opponent_generates_3_more() {
    let build = |more: bool| {
        let (mut s, _) = board(DARK, Phase::Deploy, 4);
        if more {
            s.location(LIGHT, "Yavin 4: Massassi War Room");
            s.location(LIGHT, "Yavin 4: Massassi Ruins");
        }
        s.hand(DARK, IMAGE);
        s.build()
    };
    let state = build(true);
    assert_eq!((generation(&state, DARK), generation(&state, LIGHT)), (8, 12));
    let deploys = offered_like(&state, "deploy Image");
    assert_eq!(deploys.len(), 6, "{deploys:?}");
    assert!(deploys.contains(&format!("deploy {IMAGE} on Yavin 4: Massassi Ruins (4)")));
    assert!(!deploys.iter().any(|d| d.contains("on Tatooine (") || d.contains("on Yavin 4 (")), "sites only");
    let state = build(false);
    assert_eq!((generation(&state, DARK), generation(&state, LIGHT)), (8, 8));
    assert!(offered_like(&state, "deploy Image").is_empty());
}

/// Image Of The Dark Lord: "At that site, adjacent sites and same site as Vader, players activate
/// Force only if they have presence." Checks, with it at Mos Eisley, that neither side generates
/// at Mos Eisley and Docking Bay 94 (adjacent) without presence there (the Dark Side 8 - 3, the
/// Light Side 8 - 2); that a Rebel Trooper at Docking Bay 94 keeps the Light Side's icon there;
/// and that with Vader at the Yavin 4 Jungle the Light Side generates nothing there either.
#[test]
fn card_3_105_image_of_the_dark_lord_lets_players_activate_only_where_they_have_presence() {
    let build = |trooper: bool, vader: bool| {
        let (mut s, p) = board(DARK, Phase::Activate, 0);
        s.on(DARK, IMAGE, p.mos_eisley);
        if trooper {
            s.at(LIGHT, "Rebel Trooper", p.bay94);
        }
        if vader {
            s.at(DARK, "Darth Vader", p.jungle);
        }
        s.build()
    };
    let gens = |state: &State| (generation(state, DARK), generation(state, LIGHT));
    assert_eq!(gens(&build(false, false)), (5, 6));
    assert_eq!(gens(&build(true, false)), (5, 7), "presence at Docking Bay 94");
    assert_eq!(gens(&build(false, true)), (5, 5), "the Jungle, where Vader is");
    assert_eq!(hangar::rules::swccg::problems(&build(true, true)), []);
}

/// Beggar's Force used from the opponent's pile (`State::borrowed`) comes from a save as data: more
/// left to spend than was used this turn is refused, never played.
#[test]
fn card_1_44_beggar_a_save_with_more_borrowed_force_unspent_than_used_is_refused() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    s.on(LIGHT, BEGGAR, p.mos_eisley);
    let mut state = s.build();
    state.borrowed.used = 1;
    state.borrowed.unspent = 1;
    assert_eq!(hangar::rules::swccg::problems(&state), []);
    state.borrowed.unspent = 5;
    assert!(hangar::rules::swccg::problems(&state).contains(&hangar::rules::swccg::Problem::BorrowedForce));
}
