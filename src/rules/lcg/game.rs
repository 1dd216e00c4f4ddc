//! The LCG behind the one face every game shows the rest of Hangar ([`Ruleset`]).

use crate::engine::deck::SeatProblem;
use crate::engine::ruleset::Applied;
use crate::engine::view::{BoardView, Ending, Seat, Target};
use crate::engine::Common;
use crate::engine::{BuiltIn, DeckEdit, DeckView, Decks, Exchange, Imported, NotADeck, Pool, TestDraw};
use crate::engine::{CardId, GameId, Message, Notation, Rejected, Rule, Ruleset, Say, ScenarioInfo, Viewer};
use crate::rules::lcg::model::action::seat;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::present;
use crate::rules::lcg::present::{drop, view};
use crate::rules::lcg::sections::LcgRule;
use crate::rules::lcg::sections::GAME;
use crate::rules::lcg::setup::deck::{self, DeckList, DeckProblem};
use crate::rules::lcg::setup::{builder, examples::Example, exchange, migrate, new_match, validate};
use crate::rules::lcg::{flow, model::action::Action};

/// Star Wars: The Card Game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lcg;

impl Ruleset for Lcg {
    const GAME: GameId = GAME;
    const SCHEMA: u32 = migrate::SCHEMA;

    type State = State;
    type Action = Action;
    type Reason = Reason;
    type Event = Event;

    fn new_match(seed: u64) -> State {
        new_match::new_match(seed)
    }

    fn seat_names() -> Vec<Message> {
        vec![Side::Dark.say(), Side::Light.say()]
    }

    fn who_starts() -> Message {
        Message::new("lcg-who-starts")
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

    fn legal_actions_into(state: &State, out: &mut Vec<Action>) {
        flow::legal::legal_actions_into(state, out);
    }

    fn named_cards(action: &Action) -> impl Iterator<Item = CardId> + '_ {
        action.cards()
    }

    /// The cards of a game are those its players set up with (Setup).
    fn no_such_card() -> Rejected<Reason> {
        Rejected::new(Reason::Common(Common::NoSuchCard), Rule::from(LcgRule::Setup))
    }

    fn check_named(state: &State, action: &Action) -> Result<(), Rejected<Reason>> {
        flow::check::check(state, action)
    }

    fn apply_named(state: &State, action: &Action) -> Applied<Lcg> {
        flow::apply::apply(state, action)
    }

    fn apply_listed(state: &mut State, action: &Action) {
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
        (action.source(), action.target(state))
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

impl Notation for Lcg {
    fn notation(state: &State, action: &Action) -> String {
        present::notation::notation(state, action)
    }

    fn matches(state: &State, action: &Action, written: &str) -> bool {
        present::notation::matches(state, action, written)
    }
}

/// A deck is an affiliation card and objective sets ([`DeckList`]); the rules over it are Deck
/// Construction's and the objectives' own words (`setup/deck.rs`); decks travel as OCTGN's
/// `.o8d` and as a text list of set numbers (`setup/exchange.rs`).
impl Decks for Lcg {
    type Deck = DeckList;
    type DeckProblem = DeckProblem;

    fn deck_problems(deck: &DeckList) -> Vec<Rejected<DeckProblem>> {
        deck::problems(deck)
    }

    fn built_in_decks() -> Vec<BuiltIn<DeckList>> {
        deck::SHIPPED.iter().map(|s| BuiltIn { key: s.key, name: (s.name)(), deck: s.list() }).collect()
    }

    /// Seat 0 is the Dark Side's: its deck must be a Dark Side deck, seat 1's a Light Side deck.
    fn match_with(decks: [&DeckList; 2], seed: u64) -> Result<State, Vec<SeatProblem<Lcg>>> {
        new_match::new_match_with(seed, decks[0], decks[1]).map_err(|errors| {
            errors.into_iter().flat_map(|e| e.problems.into_iter().map(move |p| (e.side.idx() as u8, p))).collect()
        })
    }

    fn exchanges() -> &'static [Exchange] {
        &exchange::EXCHANGES
    }

    fn import(text: &str) -> Result<Imported<DeckList>, NotADeck> {
        exchange::import(text)
    }

    fn export(deck: &DeckList, exchange: &str) -> Option<String> {
        exchange::export(deck, exchange)
    }

    // The deck builder's side (`setup/builder.rs`): the pool, the deck's view, edits, a test
    // draw.
    fn pool() -> Pool {
        builder::pool()
    }

    fn blank_decks() -> Vec<BuiltIn<DeckList>> {
        builder::blank()
    }

    fn deck_name(deck: &DeckList) -> &str {
        &deck.name
    }

    /// The Dark Side sits at seat 0, the Light Side at seat 1.
    fn deck_seat(deck: &DeckList) -> Option<Seat> {
        builder::side(deck).map(seat)
    }

    fn deck_view(deck: &DeckList) -> DeckView {
        builder::view(deck)
    }

    fn edit(deck: &DeckList, edit: &DeckEdit) -> Result<DeckList, Message> {
        builder::edit(deck, edit)
    }

    fn test_draw(deck: &DeckList, seed: u64, taken: u8) -> TestDraw {
        builder::test_draw(deck, seed, taken)
    }
}
