//! The Star Wars CCG behind the one face every game shows the rest of Hangar ([`Ruleset`]).

use crate::engine::deck::SeatProblem;
use crate::engine::ruleset::Applied;
use crate::engine::view::{BoardView, Ending, Seat, Target};
use crate::engine::Common;
use crate::engine::{BuiltIn, DeckEdit, DeckView, Decks, Exchange, Imported, NotADeck, Pool, TestDraw};
use crate::engine::{CardId, GameId, Message, Notation, Rejected, Ruleset, Say, ScenarioInfo, Viewer};
use crate::rules::swccg::flow;
use crate::rules::swccg::model::action::{seat, Action};
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::present;
use crate::rules::swccg::present::{drop, log, view};
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::sections::GAME;
use crate::rules::swccg::setup::{builder, decks, examples::Example, first_deal, migrate, new_match, validate};

/// The Star Wars Customizable Card Game (Decipher).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Swccg;

impl Ruleset for Swccg {
    const GAME: GameId = GAME;
    const SCHEMA: u32 = migrate::SCHEMA;

    type State = State;
    type Action = Action;
    type Reason = Reason;
    type Event = Event;

    fn new_match(seed: u64) -> State {
        new_match::new_match(seed)
    }

    /// Schema 1's builds dealt 40-card decks with two starting locations each
    /// ([`first_deal`]); schema 2 deals 60-card decks with one (issue #32); schema 3 deals as 2
    /// did, and its move phases wait when only returns are left (`State::returns_wait`); schema 4
    /// plays interrupts in the control phase (`State::control_interrupts`) and converts locations
    /// (`State::conversions`).
    fn new_match_of_schema(seed: u64, schema: u32) -> State {
        let mut state = if schema < 2 { first_deal::new_match(seed) } else { new_match::new_match(seed) };
        state.returns_wait = schema >= 3;
        state.control_interrupts = schema >= 4;
        state.conversions = schema >= 4;
        state
    }

    fn seat_names() -> Vec<Message> {
        vec![Side::Dark.say(), Side::Light.say()]
    }

    fn who_starts() -> Message {
        Message::new("swccg-who-starts")
    }

    fn scenarios() -> Vec<ScenarioInfo> {
        Example::ALL.iter().map(|e| ScenarioInfo { game: GAME, key: e.key(), title: e.say() }).collect()
    }

    fn scenario(key: &str) -> Option<State> {
        Example::ALL.into_iter().find(|e| e.key() == key).map(Example::position)
    }

    fn legal_actions(state: &State) -> Vec<Action> {
        flow::legal::legal_actions(state)
    }

    fn named_cards(action: &Action) -> impl Iterator<Item = CardId> + '_ {
        action.cards().into_iter()
    }

    fn no_such_card() -> Rejected<Reason> {
        Reason::Common(Common::NoSuchCard).by(SwccgRule::TurnSequence)
    }

    fn check_named(state: &State, action: &Action) -> Result<(), Rejected<Reason>> {
        flow::check::check(state, action)
    }

    fn apply_named(state: &State, action: &Action) -> Applied<Swccg> {
        flow::apply::apply(state, action)
    }

    fn apply_listed(state: &mut State, action: &Action) {
        debug_assert!(Swccg::check(state, action).is_ok(), "apply_listed: {action:?} is not legal here");
        flow::apply::apply_listed(state, action);
    }

    fn candidates(state: &State) -> Vec<Action> {
        flow::legal::candidates(state)
    }

    fn to_act(state: &State) -> Option<Seat> {
        state.outcome.is_none().then(|| seat(state.acting()))
    }

    fn ending(state: &State) -> Option<Ending> {
        view::ending(state)
    }

    fn view(state: &State, viewer: Viewer) -> BoardView {
        view::board_for(state, viewer)
    }

    fn handles(state: &State, action: &Action) -> (Option<CardId>, Option<Target>) {
        (action.source(), view::target(state, action))
    }

    fn drop_target(state: &State, target: Target) -> Target {
        drop::drop_target(state, target)
    }

    fn why_not(state: &State, source: CardId, target: Target) -> Rejected<Reason> {
        drop::why_not(state, source, target)
    }

    fn label(state: &State, action: &Action) -> Message {
        present::label::label(state, action)
    }

    fn log(state: &State, event: &Event) -> Option<Message> {
        Some(log::say(state, event))
    }

    fn summary(state: &State) -> Message {
        view::summary(state)
    }

    fn problems(state: &State) -> Vec<Message> {
        validate::problems(state).iter().map(Say::say).collect()
    }

    fn migrate(from: u32, state: serde_json::Value) -> Result<serde_json::Value, Message> {
        migrate::migrate(from, state)
    }
}

impl Notation for Swccg {
    fn notation(state: &State, action: &Action) -> String {
        present::notation::notation(state, action)
    }

    fn matches(state: &State, action: &Action, written: &str) -> bool {
        present::notation::matches(state, action, written)
    }
}

// The deck seam (`engine::Decks`): the core (a deck as data, its problems, the built-in decks, a
// match between two decks, the exchange formats) in `setup/decks.rs`, the builder's side (the
// pool, the deck's view, edits, a test draw) in `setup/builder.rs`.
impl Decks for Swccg {
    type Deck = decks::Deck;
    type DeckProblem = decks::DeckProblem;

    fn deck_problems(deck: &decks::Deck) -> Vec<Rejected<decks::DeckProblem>> {
        decks::problems(deck)
    }

    fn built_in_decks() -> Vec<BuiltIn<decks::Deck>> {
        decks::built_in()
    }

    fn match_with(decks: [&decks::Deck; 2], seed: u64) -> Result<State, Vec<SeatProblem<Swccg>>> {
        decks::match_with(decks, seed)
    }

    fn exchanges() -> &'static [Exchange] {
        decks::EXCHANGES
    }

    fn import(text: &str) -> Result<Imported<decks::Deck>, NotADeck> {
        decks::import(text)
    }

    fn export(deck: &decks::Deck, exchange: &str) -> Option<String> {
        decks::export(deck, exchange)
    }

    fn pool() -> Pool {
        builder::pool()
    }

    fn blank_decks() -> Vec<BuiltIn<decks::Deck>> {
        builder::blank()
    }

    fn deck_name(deck: &decks::Deck) -> &str {
        &deck.name
    }

    /// The Dark Side sits at seat 0, the Light Side at seat 1.
    fn deck_seat(deck: &decks::Deck) -> Option<Seat> {
        Some(seat(deck.side))
    }

    fn deck_view(deck: &decks::Deck) -> DeckView {
        builder::view(deck)
    }

    fn edit(deck: &decks::Deck, edit: &DeckEdit) -> Result<decks::Deck, Message> {
        builder::edit(deck, edit)
    }

    fn test_draw(deck: &decks::Deck, seed: u64, taken: u8) -> TestDraw {
        builder::test_draw(deck, seed, taken)
    }
}
