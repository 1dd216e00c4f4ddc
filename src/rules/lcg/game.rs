//! The LCG behind the one face every game shows the rest of Hangar ([`Ruleset`]).

use crate::engine::ruleset::Applied;
use crate::engine::view::{BoardView, Ending, Seat, Target};
use crate::engine::Common;
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
use crate::rules::lcg::setup::{examples::Example, migrate, new_match, validate};
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
