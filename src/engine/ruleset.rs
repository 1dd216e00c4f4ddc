//! The one face every game shows the rest of Hangar: a static trait with associated types,
//! after shakmaty's `Position` (STYLE.md, lesson 16). Each game implements it in its folder under
//! `rules/`; `rules::Game` is the closed enum that dispatches to it at run time and is what saves
//! hold. The UI, the computer player, saves and the generic tests use only this trait (through
//! `rules::Game`), so a new game adds a folder and one variant, and nothing here changes.

use super::view::{dropping, BoardView, Ending, Seat, Target};
use super::{CardId, Message, Rejected, Say, Table, Viewer};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::cell::Cell;
use std::fmt;

/// A game's short name: the prefix of its messages and rule sections (`lcg-…`), its tag in
/// saves and links.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct GameId(pub &'static str);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// A rulebook example (or other set position) a game offers as a scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioInfo {
    pub game: GameId,
    /// Stable key, used in saves of the start screen's choice and in tests.
    pub key: &'static str,
    pub title: Message,
}

/// What [`Ruleset::apply`] returns: the state after the action and what happened, or why not.
pub type Applied<R> = Result<(<R as Ruleset>::State, Vec<<R as Ruleset>::Event>), Rejected<<R as Ruleset>::Reason>>;

/// A game's rules. Every function is pure: the state holds everything, the RNG included.
pub trait Ruleset: 'static {
    const GAME: GameId;
    /// The version of `State`'s serialised form. Saves carry it; [`Ruleset::migrate`] lifts an
    /// older one.
    const SCHEMA: u32;

    type State: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Table;
    /// Every choice inside (DESIGN.md invariant 2).
    type Action: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned;
    /// Why an action is illegal; the rule travels beside it in [`Rejected`].
    type Reason: Clone + fmt::Debug + PartialEq + Say;
    /// What an applied action did, in order.
    type Event: Clone + fmt::Debug + PartialEq;

    /// A new match between the game's two decks, shuffled by `seed`, at its first decision.
    fn new_match(seed: u64) -> Self::State;
    /// A new match as the builds that wrote states of `schema` dealt it: a save of a new match
    /// holds its seed and its states' schema, and deals its first position again this way to
    /// replay its moves. By default every schema deals as [`Ruleset::new_match`] does.
    fn new_match_of_schema(seed: u64, schema: u32) -> Self::State {
        let _ = schema;
        Self::new_match(seed)
    }
    /// The names of the seats of a new match ("Dark Side", "Light Side"), seat 0 first.
    fn seat_names() -> Vec<Message>;
    /// Who acts first in a new match, as the rules decide it ("The Dark Side takes the first
    /// turn", "A random flip's winner chooses who starts with the initiative").
    fn who_starts() -> Message;
    /// The game's scenarios, in the order the start screen lists them.
    fn scenarios() -> Vec<ScenarioInfo>;
    /// The position of the scenario named `key`.
    fn scenario(key: &str) -> Option<Self::State>;

    /// Every action the acting seat may take now (DESIGN.md invariant 2).
    fn legal_actions(state: &Self::State) -> Vec<Self::Action>;
    /// [`Ruleset::legal_actions`] into `out` (what it held is dropped), for the computer
    /// player's hot loop, which lists every position into one list. The default lists anew; a
    /// game overrides it to list into the room `out` has.
    fn legal_actions_into(state: &Self::State, out: &mut Vec<Self::Action>) {
        *out = Self::legal_actions(state);
    }
    /// Every card `action` names: the ids [`Ruleset::check`] makes sure the game has before
    /// anything reads them.
    fn named_cards(action: &Self::Action) -> impl Iterator<Item = CardId> + '_;
    /// The refusal of an action or a drop naming a card the game does not have, with the rule
    /// the game cites for what its cards are.
    fn no_such_card() -> Rejected<Self::Reason>;
    /// Whether `action`, every card of which is the game's, is legal now, and if not, why.
    /// The game's own check: everyone else asks [`Ruleset::check`].
    ///
    /// # Errors
    /// The reason and the rule.
    fn check_named(state: &Self::State, action: &Self::Action) -> Result<(), Rejected<Self::Reason>>;
    /// Carries out `action`, every card of which is the game's, on a copy, if it is legal. The
    /// game's own apply: everyone else asks [`Ruleset::apply`].
    ///
    /// # Errors
    /// As [`Ruleset::check_named`]; `state` is unchanged.
    fn apply_named(state: &Self::State, action: &Self::Action) -> Applied<Self>;

    /// Whether `action` is legal now, and if not, why, citing the rule. Never panics, whatever
    /// the action names: an action naming a card the game does not have is refused before the
    /// game reads it. (Not for a game to override.)
    ///
    /// # Errors
    /// The reason and the rule.
    fn check(state: &Self::State, action: &Self::Action) -> Result<(), Rejected<Self::Reason>> {
        known_cards::<Self>(state, action)?;
        Self::check_named(state, action)
    }
    /// Carries out a legal action on a copy (DESIGN.md invariant 3). Never panics, whatever the
    /// action names. (Not for a game to override.)
    ///
    /// # Errors
    /// As [`Ruleset::check`]; `state` is unchanged.
    fn apply(state: &Self::State, action: &Self::Action) -> Applied<Self> {
        known_cards::<Self>(state, action)?;
        Self::apply_named(state, action)
    }
    /// Carries out `action`, one of `legal_actions(state)`, in place and without checking it
    /// again: the computer player's hot path. An action from anywhere else goes through
    /// [`Ruleset::apply`]. The default applies on a copy; a game overrides it to skip the check
    /// and the copy (and checks, in debug builds, that the action was legal).
    ///
    /// # Panics
    /// It may, on an action that is not listed: the one door that trusts its caller, as
    /// shakmaty's `play_unchecked` does.
    fn apply_listed(state: &mut Self::State, action: &Self::Action) {
        if let Ok((next, _)) = Self::apply(state, action) {
            *state = next;
        }
    }
    /// Actions worth probing in the property tests: the legal ones and near misses the check
    /// must refuse (other targets, other payments, other phases' actions). `check` is the
    /// oracle of `legal_actions`: the list it generates is exactly the candidates `check`
    /// accepts (`tests/support/harness.rs`), so a game may build its list legal by
    /// construction instead of checking each.
    fn candidates(state: &Self::State) -> Vec<Self::Action>;

    /// The seat that must act now; `None` once the game is over.
    fn to_act(state: &Self::State) -> Option<Seat>;
    fn ending(state: &Self::State) -> Option<Ending>;

    /// The board as `viewer` may see it: nothing names a card the viewer may not see, and the
    /// actions are listed only for a viewer who may take them.
    fn view(state: &Self::State, viewer: Viewer) -> BoardView;
    /// What the board shows of `action`: the card it picks up, if any, and where that card (or
    /// the click) lands, if anywhere. The UI lights targets by it and a drop is matched by it.
    fn handles(state: &Self::State, action: &Self::Action) -> (Option<CardId>, Option<Target>);
    /// The target a drop on `target` means (a game where a card stands for a zone maps it to the
    /// zone). By default the target itself.
    fn drop_target(_state: &Self::State, target: Target) -> Target {
        target
    }
    /// Why no legal action drops `source` on `target` (both the game's): the game's explanation
    /// of a refused drop, citing the rule the natural action for the pair breaks.
    fn why_not(state: &Self::State, source: CardId, target: Target) -> Rejected<Self::Reason>;

    /// The legal action that drops `source` on `target` (the first listed, when several match),
    /// or why there is none. Never panics, whatever the ids. (Not for a game to override.)
    ///
    /// # Errors
    /// The reason, with the rule it cites.
    fn drop(state: &Self::State, source: CardId, target: Target) -> Result<Self::Action, Rejected<Self::Reason>> {
        let legal = Self::legal_actions(state);
        Self::drop_among(state, &legal, source, target).map(|i| legal[i].clone())
    }

    /// [`Ruleset::drop`] among `legal`, the legal actions of `state` already listed: the
    /// position of the first that drops `source` on `target`, or why none does. (Not for a game
    /// to override.)
    ///
    /// # Errors
    /// The reason, with the rule it cites.
    fn drop_among(
        state: &Self::State,
        legal: &[Self::Action],
        source: CardId,
        target: Target,
    ) -> Result<usize, Rejected<Self::Reason>> {
        let known = |c: CardId| state.has(c);
        if !known(source) || matches!(target, Target::Card(c) if !known(c)) {
            return Err(Self::no_such_card());
        }
        let target = Self::drop_target(state, target);
        let handles = legal.iter().map(|a| Self::handles(state, a));
        match dropping(handles, Some(source), target).first() {
            Some(&i) => Ok(i),
            None => Err(Self::why_not(state, source, target)),
        }
    }

    /// What `action` is, as the board and the list of actions say it (words as data).
    fn label(state: &Self::State, action: &Self::Action) -> Message;
    /// What `event` says in the game log (`state` is the state after the action), if anything.
    /// A log line never names a card some seat may not see.
    fn log(state: &Self::State, event: &Self::Event) -> Option<Message>;
    /// A short description for previews: "Example 1 — Pilot (X), turn 1, Deployment phase".
    fn summary(state: &Self::State) -> Message;

    /// What is wrong with a state from outside (a save, a link): empty when it is sound. The
    /// same checks are the invariants the property tests hold every state to.
    fn problems(state: &Self::State) -> Vec<Message>;
    /// Lifts a saved state of schema `from` to [`Ruleset::SCHEMA`], one version at a time.
    ///
    /// # Errors
    /// Why the state cannot be lifted.
    fn migrate(from: u32, state: serde_json::Value) -> Result<serde_json::Value, Message>;
}

/// A language-free way to write a game's actions, like chess's SAN: for tests and replays.
pub trait Notation: Ruleset {
    /// `action` written out ("pilot Baron Fel > 181st TIE Interceptor [Academy Pilot]").
    fn notation(state: &Self::State, action: &Self::Action) -> String;
    /// Whether `action` is written `written`; a part left out of `written` (a payment, the Force
    /// a move costs) matches any.
    fn matches(state: &Self::State, action: &Self::Action, written: &str) -> bool;
}

/// Refuses an action naming a card the game does not have (the guard of every public door).
fn known_cards<R: Ruleset + ?Sized>(state: &R::State, action: &R::Action) -> Result<(), Rejected<R::Reason>> {
    let mut named = R::named_cards(action);
    if named.all(|c| state.has(c)) {
        Ok(())
    } else {
        Err(R::no_such_card())
    }
}

thread_local! {
    static LISTINGS: Cell<u64> = const { Cell::new(0) };
}

/// Counts one listing of the legal actions: each game's listing calls it, so a test can hold a
/// move to the listings it needs (one for the move, one for the next view).
pub fn count_listing() {
    LISTINGS.with(|n| n.set(n.get() + 1));
}

/// How many listings of the legal actions this thread has made.
pub fn listings() -> u64 {
    LISTINGS.with(Cell::get)
}
