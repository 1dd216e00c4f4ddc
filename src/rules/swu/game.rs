//! Star Wars: Unlimited behind the one face every game shows the rest of Hangar ([`Ruleset`]).

use crate::engine::deck::SeatProblem;
use crate::engine::ruleset::Applied;
use crate::engine::view::{BoardView, Ending, Seat, Target};
use crate::engine::Common;
use crate::engine::{BuiltIn, DeckEdit, DeckView, Decks, Exchange, Imported, NotADeck, Pool, TestDraw};
use crate::engine::{CardId, GameId, Message, Notation, Rejected, Rule, Ruleset, Say, ScenarioInfo, Viewer};
use crate::rules::swu::flow;
use crate::rules::swu::model::action::Action;
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::reason::Reason;
use crate::rules::swu::model::state::State;
use crate::rules::swu::present;
use crate::rules::swu::present::{drop, view};
use crate::rules::swu::sections::SwuRule;
use crate::rules::swu::sections::GAME;
use crate::rules::swu::setup::{builder, decks, examples::Example, migrate, new_match, validate};

/// Star Wars: Unlimited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Swu;

impl Ruleset for Swu {
    const GAME: GameId = GAME;
    const SCHEMA: u32 = migrate::SCHEMA;

    type State = State;
    type Action = Action;
    type Reason = Reason;
    type Event = Event;

    fn new_match(seed: u64) -> State {
        new_match::new_match(seed)
    }

    /// Schema 1's builds kept no record of what was played or attacked with this phase
    /// (`State::records_this_phase`); schema 2 does.
    fn new_match_of_schema(seed: u64, schema: u32) -> State {
        let mut state = new_match::new_match(seed);
        state.records_this_phase = schema >= 2;
        state
    }

    fn seat_names() -> Vec<Message> {
        vec![Message::new("swu-deck-red-squadron"), Message::new("swu-deck-victor-squadron")]
    }

    fn who_starts() -> Message {
        Message::new("swu-who-starts")
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
        action.cards()
    }

    /// A card is played from its owner's cards (Play a Card).
    fn no_such_card() -> Rejected<Reason> {
        Rejected::new(Reason::Common(Common::NoSuchCard), Rule::from(SwuRule::PlayCard))
    }

    fn check_named(state: &State, action: &Action) -> Result<(), Rejected<Reason>> {
        flow::check::check(state, action)
    }

    fn apply_named(state: &State, action: &Action) -> Applied<Swu> {
        flow::apply::apply(state, action)
    }

    fn apply_listed(state: &mut State, action: &Action) {
        debug_assert!(Swu::check(state, action).is_ok(), "apply_listed: {action:?} is not legal here");
        flow::apply::apply_listed(state, action);
    }

    fn candidates(state: &State) -> Vec<Action> {
        flow::candidates::candidates(state)
    }

    fn to_act(state: &State) -> Option<Seat> {
        state.outcome.is_none().then(|| state.acting())
    }

    fn ending(state: &State) -> Option<Ending> {
        view::ending(state)
    }

    fn view(state: &State, viewer: Viewer) -> BoardView {
        view::board_for(state, viewer)
    }

    fn handles(state: &State, action: &Action) -> (Option<CardId>, Option<Target>) {
        (view::source(action), view::target(state, action))
    }

    fn why_not(state: &State, source: CardId, target: Target) -> Rejected<Reason> {
        drop::why_not(state, source, target)
    }

    fn label(state: &State, action: &Action) -> Message {
        present::label::label(state, action)
    }

    fn log(state: &State, event: &Event) -> Option<Message> {
        Some(event.say(state))
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

impl Notation for Swu {
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
impl Decks for Swu {
    type Deck = decks::Deck;
    type DeckProblem = decks::DeckProblem;

    fn deck_problems(deck: &decks::Deck) -> Vec<Rejected<decks::DeckProblem>> {
        decks::problems(deck)
    }

    fn built_in_decks() -> Vec<BuiltIn<decks::Deck>> {
        decks::built_in()
    }

    fn match_with(decks: [&decks::Deck; 2], seed: u64) -> Result<State, Vec<SeatProblem<Swu>>> {
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

    fn deck_seat(_: &decks::Deck) -> Option<Seat> {
        None
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
