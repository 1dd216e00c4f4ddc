//! The base game around the starship rules (research §3): setup, the phases of a turn, Force
//! generation and activation, Force drains, deploying (presence or Force icons, uniqueness,
//! using Force), moves, drawing, the Used Pile's return, and losing when Life Force is gone.

use crate::support::*;
use hangar::engine::builder::Entry;
use hangar::engine::view::Ending;
use hangar::engine::Table;
use hangar::engine::{Decks, Rejected, Ruleset, Seat};
use hangar::rules::swccg::deck;
use hangar::rules::swccg::facts::generation;
use hangar::rules::swccg::facts::life_force;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::DeckProblem;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Movement;
use hangar::rules::swccg::Outcome;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Swccg;
use hangar::rules::swccg::SwccgRule;

/// Research §3 "Setup": "Each player places one starting location", then "shuffles the rest
/// into a Reserve Deck and draws 8": each built-in deck starts at its system.
#[test]
fn setup_each_player_starts_with_its_starting_location_deployed_a_reserve_deck_and_eight_cards() {
    let state = Swccg::new_match(7);
    let titles: Vec<&str> = state.locations.iter().map(|&l| &*state.def(l).title).collect();
    assert_eq!(titles, ["Tatooine", "Yavin 4"], "one starting location each, the Dark Side's first");
    assert_eq!(state.owner(state.locations[0]), DARK);
    for side in [DARK, LIGHT] {
        let p = state.player(side);
        assert_eq!((p.hand.len(), p.reserve.len(), p.force_pile.len()), (8, 51, 0));
        assert_eq!(life_force(&state, side), 51);
    }
    assert_eq!((state.active, state.phase, state.turn), (DARK, Phase::Activate, 1));
    assert_eq!(Swccg::new_match(7), state, "the same seed deals the same game");
    assert_ne!(Swccg::new_match(8).player(DARK).hand, state.player(DARK).hand);
}

#[test]
fn setup_both_decks_pass_the_deck_building_checks() {
    let built_in = Swccg::built_in_decks();
    for (side, deck) in [DARK, LIGHT].into_iter().zip(&built_in) {
        assert_eq!(Swccg::deck_problems(&deck.deck), [], "{side:?}");
        assert_eq!(deck.deck.side, side);
        assert_eq!(deck::cards(&deck::deck(side)).len(), deck::DECK_SIZE);
        assert_eq!(deck::DECK_SIZE, 60);
    }
    let mut broken = built_in[0].deck.clone();
    broken.cards.push(Entry { card: "1_19".into(), count: 1 });
    broken.cards.iter_mut().find(|e| e.card == "1_168").expect("Darth Vader").count = 2;
    let building = SwccgRule::DeckBuilding.rule();
    assert_eq!(
        Swccg::deck_problems(&broken),
        [
            Rejected::new(DeckProblem::WrongSide { card: "Luke Skywalker".into(), side: DARK }, building),
            Rejected::new(DeckProblem::WrongSize(62), SwccgRule::Setup.rule()),
        ]
    );
}

/// Research §3 "Setup": "Each player has a 60-card deck" and "places one starting location …
/// Generic (◊) sites cannot start": every problem at once, each cited.
#[test]
fn setup_a_deck_needs_exactly_60_cards_and_a_marked_starting_location_every_problem_at_once() {
    let setup = SwccgRule::Setup.rule();
    let dark = Swccg::built_in_decks()[0].deck.clone();
    let mut unmarked = dark.clone();
    unmarked.starting = None;
    unmarked.cards.iter_mut().find(|e| e.card == "1_194").expect("Stormtroopers").count -= 1;
    assert_eq!(
        Swccg::deck_problems(&unmarked),
        [Rejected::new(DeckProblem::NoStartingLocation, setup), Rejected::new(DeckProblem::WrongSize(59), setup)]
    );
    let mut vader = dark.clone();
    vader.starting = Some("1_168".into());
    assert_eq!(
        Swccg::deck_problems(&vader),
        [Rejected::new(DeckProblem::StartingNotALocation("Darth Vader".into()), setup)]
    );
    let mut generic = dark.clone();
    generic.starting = Some("2_149".into());
    assert_eq!(
        Swccg::deck_problems(&generic),
        [
            Rejected::new(DeckProblem::StartingGeneric("Sandcrawler: Droid Junkheap".into()), setup),
            Rejected::new(DeckProblem::StartingNotInDeck("Sandcrawler: Droid Junkheap".into()), setup),
        ]
    );
    // Both decks starting at Yavin 4: "If the titles match, set them aside and choose again".
    let mut yavin = dark.clone();
    yavin.cards.iter_mut().find(|e| e.card == "1_289").expect("Tatooine").card = "1_296".into();
    yavin.starting = Some("1_296".into());
    assert_eq!(Swccg::deck_problems(&yavin), []);
    let light = Swccg::built_in_decks()[1].deck.clone();
    let refused = Swccg::match_with([&yavin, &light], 1).expect_err("the same starting location");
    assert_eq!(refused, [(1, Rejected::new(DeckProblem::SameStartingLocation("Yavin 4".into()), setup))]);
    let state = Swccg::match_with([&yavin, &starting_at_hoth(&light)], 1).expect("another starting location");
    let titles: Vec<&str> = state.locations.iter().map(|&l| &*state.def(l).title).collect();
    assert_eq!(titles, ["Yavin 4", "Hoth"]);
}

/// The Light Side's deck starting at Hoth instead.
fn starting_at_hoth(light: &hangar::rules::swccg::Deck) -> hangar::rules::swccg::Deck {
    let mut deck = light.clone();
    deck.starting = Some("3_55".into());
    deck
}

#[test]
fn activate_generation_is_your_force_icons_on_the_table_plus_one() {
    let state = Swccg::new_match(1);
    // Dark: Tatooine 2, Yavin 4 1; Light: 1, 2.
    assert_eq!((generation(&state, DARK), generation(&state, LIGHT)), (4, 4));
    assert_eq!(offered(&state), ["activate 1", "activate 2", "activate 3", "activate 4", "pass"]);
    let after = run(state.clone(), &["activate 4"]);
    assert_eq!((after.player(DARK).force_pile.len(), after.player(DARK).reserve.len()), (4, 47));
    assert_eq!(life_force(&after, DARK), 51, "activating moves Force, it costs none");
    assert_eq!(after.phase, Phase::Deploy, "no drain to make: the control phase goes by itself");
    assert_eq!(why(&state, Action::Activate { n: 5 }), (Reason::ActivateTooMany { most: 4 }, "activate"));
}

#[test]
fn control_force_drain_at_a_location_you_control_costs_the_opponent_their_icons_there() {
    let (mut s, p) = board(DARK, Phase::Control, 0);
    s.at(DARK, "Stormtrooper", p.yavin_bay);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(DARK, "Stormtrooper", p.bay94);
    s.at(LIGHT, "Rebel Trooper", p.bay94);
    let state = s.build();
    // Yavin 4: Docking Bay (Light icon 1); the Jungle (Light icon 1, and its Dark half: "If you
    // control, Force drain +1 here"); Docking Bay 94 is not controlled: both have presence.
    assert_eq!(offered_like(&state, "drain"), ["drain Yavin 4: Docking Bay", "drain Yavin 4: Jungle"]);
    let drained = run(state, &["drain Yavin 4: Jungle"]);
    assert!(matches!(drained.prompt, Some(hangar::rules::swccg::Prompt::LoseForce { chooser: LIGHT, amount: 2 })));
    let lost = run(drained.clone(), &["lose reserve", "lose reserve"]);
    assert_eq!(lost.player(LIGHT).lost_pile.len(), 2);
    assert_eq!(offered(&lost), ["drain Yavin 4: Docking Bay", "pass"], "once a turn at each location");
    // The same loss confirmed once: all 2 Force from the top of the Reserve Deck (listed after
    // the one-card answers, which keep their places in the list).
    assert_eq!(offered_like(&drained, "lose all"), ["lose all reserve"], "only a pile that holds it all");
    let at_once = run(drained, &["lose all reserve"]);
    assert_eq!(at_once.player(LIGHT).lost_pile, lost.player(LIGHT).lost_pile, "the same cards lost");
    assert_eq!(offered(&at_once), offered(&lost));
}

#[test]
fn deploy_needs_presence_or_a_force_icon_and_uses_force() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 3);
    let trooper = s.hand(LIGHT, "Rebel Trooper");
    let luke = s.hand(LIGHT, "Luke Skywalker");
    let state = s.build();
    // Mos Eisley and Docking Bay 94 carry a Light Side icon; so do the Yavin 4 sites.
    assert_eq!(
        offered_like(&state, "deploy Rebel Trooper"),
        [
            "deploy Rebel Trooper > Tatooine: Docking Bay 94 (1)",
            "deploy Rebel Trooper > Tatooine: Mos Eisley (1)",
            "deploy Rebel Trooper > Yavin 4: Docking Bay (1)",
            "deploy Rebel Trooper > Yavin 4: Jungle (1)",
        ]
    );
    assert_eq!(
        why(&state, Action::Deploy { card: trooper, to: Dest::At(p.yavin), force: 1 }),
        (Reason::CharacterAtSystem, "deploy")
    );
    assert_eq!(
        why(&state, Action::Deploy { card: trooper, to: Dest::At(p.jungle), force: 2 }),
        (Reason::WrongForce { cost: 1, named: 2 }, "s8")
    );
    let after = run(state, &["deploy Luke Skywalker > Yavin 4: Jungle (3)"]);
    assert_eq!((after.player(LIGHT).force_pile.len(), after.player(LIGHT).used_pile.len()), (0, 3));
    let _ = luke;
}

#[test]
fn deploy_without_presence_or_icons_is_refused() {
    let mut s = hangar::rules::swccg::Scenario::new("t").active(DARK, Phase::Deploy).turn(3);
    s.location(LIGHT, "Yavin 4");
    s.location(LIGHT, "Yavin 4: Docking Bay");
    let jungle = s.location(LIGHT, "Yavin 4: Jungle");
    s.reserve_n(DARK, "Stormtrooper", 2);
    s.reserve_n(LIGHT, "Rebel Trooper", 2);
    s.force(DARK, "Stormtrooper", 2);
    let trooper = s.hand(DARK, "Stormtrooper");
    let state = s.build();
    assert_eq!(
        why(&state, Action::Deploy { card: trooper, to: Dest::At(jungle), force: 1 }),
        (Reason::NoPresenceOrIcons, "deploy")
    );
}

#[test]
fn deploy_a_unique_card_only_while_no_copy_is_on_the_table() {
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    s.at(DARK, "Darth Vader", p.bay94);
    let vader = s.hand(DARK, "Darth Vader");
    let state = s.build();
    assert_eq!(
        why(&state, Action::Deploy { card: vader, to: Dest::At(p.mos_eisley), force: 6 }),
        (Reason::UniqueOnTable { title: "Darth Vader".into() }, "deploy")
    );
}

/// "••Reserve Pilot": a restricted card, two copies on the table at most (GEMP
/// `Uniqueness.RESTRICTED_2`); a deck may hold three, and the third deploys
/// while one is on the table.
#[test]
fn deploy_a_restricted_card_only_while_fewer_copies_than_its_dots_are_on_the_table() {
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    s.at(DARK, "Reserve Pilot", p.bay94);
    s.at(DARK, "Reserve Pilot", p.mos_eisley);
    let third = s.hand(DARK, "Reserve Pilot");
    let state = s.build();
    let deploy = Action::Deploy { card: third, to: Dest::At(p.bay94), force: 2 };
    assert_eq!(why(&state, deploy), (Reason::RestrictedOnTable { title: "Reserve Pilot".into(), most: 2 }, "deploy"));
    assert!(!offered(&state).iter().any(|a| a.starts_with("deploy Reserve Pilot")), "not offered either");
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    s.at(DARK, "Reserve Pilot", p.bay94);
    s.hand(DARK, "Reserve Pilot");
    let one_on_table = s.build();
    assert!(offered(&one_on_table).iter().any(|a| a.starts_with("deploy Reserve Pilot")), "a second copy deploys");
}

/// Uniqueness limits the table, never the deck (GEMP builds a deck of any copies): a deck with
/// two Darth Vaders is legal; only one is on the table at a time.
#[test]
fn setup_a_deck_may_hold_several_copies_of_a_unique_card() {
    let mut dark = Swccg::built_in_decks()[0].deck.clone();
    let trooper = dark.cards.iter_mut().find(|e| e.card == "1_194").expect("Stormtroopers");
    trooper.count -= 1;
    dark.cards.iter_mut().find(|e| e.card == "1_168").expect("Darth Vader").count = 2;
    assert_eq!(Swccg::deck_problems(&dark), []);
}

#[test]
fn deploy_a_location_free_in_its_place_in_table_order() {
    let (mut s, _) = board(LIGHT, Phase::Deploy, 0);
    let state = {
        let mut st = s.state_mut().clone();
        // Start from the two starting locations of each deck only.
        let jungle = find(&st, "Yavin 4: Jungle");
        st.locations.retain(|&l| l != jungle);
        st.player_mut(LIGHT).hand.push(jungle);
        st
    };
    let after = run(state, &["location Yavin 4: Jungle"]);
    let titles: Vec<&str> = after.locations.iter().map(|&l| &*after.def(l).title).collect();
    assert_eq!(titles[3..], ["Yavin 4", "Yavin 4: Docking Bay", "Yavin 4: Jungle"]);
}

#[test]
fn move_each_card_makes_one_regular_move_a_turn_for_1_force() {
    let (mut s, p) = board(DARK, Phase::Move, 3);
    let trooper = s.at(DARK, "Stormtrooper", p.bay94);
    s.at(DARK, "Stormtrooper", p.yavin_bay);
    let state = s.build();
    assert_eq!(
        offered_like(&state, "landspeed"),
        ["landspeed Stormtrooper > Tatooine: Mos Eisley (1)", "landspeed Stormtrooper > Yavin 4: Jungle (1)"],
        "adjacent sites of the same planet"
    );
    assert_eq!(
        offered_like(&state, "transit"),
        ["transit Stormtrooper > Tatooine: Docking Bay 94 (2)", "transit Stormtrooper > Yavin 4: Docking Bay (1)"],
        "Docking Bay 94: 1 for the Dark Side; Yavin 4's: 2"
    );
    let moved = run(state, &["landspeed Stormtrooper > Tatooine: Mos Eisley"]);
    assert_eq!(moved.player(DARK).force_pile.len(), 2);
    assert_eq!(
        why(&moved, Action::Move { card: trooper, how: Movement::Landspeed, to: Dest::At(p.bay94), force: 1 }),
        (Reason::AlreadyMoved, "move")
    );
}

#[test]
fn move_docking_bay_transit_costs_what_the_departure_bay_says_for_your_side() {
    let (mut s, p) = board(LIGHT, Phase::Move, 3);
    s.at(LIGHT, "Rebel Trooper", p.yavin_bay);
    s.at(LIGHT, "Han Solo", p.bay94);
    let state = s.build();
    assert_eq!(
        offered_like(&state, "transit"),
        ["transit Han Solo > Yavin 4: Docking Bay (2)", "transit Rebel Trooper > Tatooine: Docking Bay 94 (0)"]
    );
}

#[test]
fn move_shuttle_between_an_exterior_site_and_a_capital_starship_at_its_system() {
    let (mut s, p) = board(DARK, Phase::Move, 3);
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.tatooine);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.aboard(DARK, "Imperial Pilot", isd, hangar::rules::swccg::Slot::Pilot);
    let state = s.build();
    assert_eq!(
        offered_like(&state, "shuttle"),
        [
            "shuttle Imperial Pilot > Tatooine: Docking Bay 94 (1)",
            "shuttle Imperial Pilot > Tatooine: Mos Eisley (1)",
            "shuttle Stormtrooper > Imperial-Class Star Destroyer as passenger (1)",
        ]
    );
}

#[test]
fn draw_takes_cards_from_the_force_pile_and_the_used_pile_returns_under_the_reserve_deck_at_the_end_of_the_turn() {
    let (mut s, _) = board(DARK, Phase::Draw, 2);
    s.used(DARK, "TIE Fighter");
    s.used(LIGHT, "X-wing");
    let state = s.build();
    assert_eq!(offered(&state), ["draw", "pass"]);
    let drew = run(state, &["draw"]);
    assert_eq!((drew.player(DARK).hand.len(), drew.player(DARK).force_pile.len()), (1, 1));
    let next = run(drew, &["pass"]);
    assert_eq!((next.active, next.phase, next.turn), (LIGHT, Phase::Activate, 4));
    for side in [DARK, LIGHT] {
        let p = next.player(side);
        assert!(p.used_pile.is_empty());
        assert_eq!(next.def(p.reserve[0]).title, if side == DARK { "TIE Fighter" } else { "X-wing" }, "at the bottom");
    }
    assert_eq!(next.player(DARK).force_pile.len(), 1, "unspent Force stays");
}

#[test]
fn life_force_a_player_whose_life_force_is_gone_loses() {
    let mut s = hangar::rules::swccg::Scenario::new("t").active(DARK, Phase::Control).turn(3);
    let bay = s.location(DARK, "Tatooine: Docking Bay 94");
    s.at(DARK, "Stormtrooper", bay);
    s.reserve(LIGHT, "Rebel Trooper");
    s.hand(LIGHT, "Rebel Trooper");
    s.reserve(DARK, "Stormtrooper");
    let state = s.build();
    let drained = run(state, &["drain Tatooine: Docking Bay 94"]);
    // The Light Side may lose its one Force from hand, and keeps its Life Force…
    let kept = run(drained.clone(), &["lose hand Rebel Trooper"]);
    assert_eq!(kept.outcome, None);
    // … or from its Reserve Deck, and loses the game.
    let lost = run(drained, &["lose reserve"]);
    assert_eq!(lost.outcome, Some(Outcome::Won(DARK)));
    assert!(matches!(Swccg::ending(&lost), Some(Ending::Won { winner: Seat(0), .. })));
    assert!(Swccg::legal_actions(&lost).is_empty());
}

#[test]
fn turn_sequence_phases_with_nothing_to_decide_go_by_themselves() {
    let state = Swccg::new_match(3);
    // The Dark Side activates; it controls nothing, so the control phase goes by.
    let (after, events) = take(&state, "activate 4");
    assert_eq!(after.phase, Phase::Deploy);
    assert!(events
        .iter()
        .any(|e| matches!(e, hangar::rules::swccg::Event::PhaseSkipped { phase: Phase::Control, .. })));
}
