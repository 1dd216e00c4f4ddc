//! The games, and [`Game`]: the closed enum over them that the UI, the computer player and saves
//! use at run time (STYLE.md, lesson 16). The dispatch to each game's [`Ruleset`] is written once,
//! in [`dispatch!`]; a new game adds its folder, a variant and a line there.

pub mod decks;
// Each game is in the build unless a `<game>-only` feature narrows it to another (build.rs): the
// page's table and the computer's worker are built once per game.
#[cfg(game_lcg)]
pub mod lcg;
#[cfg(game_swccg)]
pub mod swccg;
#[cfg(game_swu)]
pub mod swu;

pub use decks::{Deck, DeckRestoreError, ImportedDeck, NamedDeck};

use crate::engine::view::{BoardView, Ending, Refusal, Seat, Target};
use crate::engine::{CardId, GameId, Message, Rejected, Ruleset, Say, ScenarioInfo, Viewer};
use serde_json::Value;

/// A game of any ruleset. (The states differ in size; a game is held once, so boxing them would
/// buy nothing.)
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum Game {
    #[cfg(game_lcg)]
    Lcg(lcg::State),
    #[cfg(game_swu)]
    Swu(swu::State),
    #[cfg(game_swccg)]
    Swccg(swccg::State),
}

/// Runs `$body` with `$s` bound to the game's state, `$R` to its [`Ruleset`] and `$wrap` to the
/// variant that makes a [`Game`] of a state of that ruleset.
macro_rules! dispatch {
    ($game:expr, $s:ident, $R:ident, $wrap:ident => $body:expr) => {
        match $game {
            #[cfg(game_lcg)]
            Game::Lcg($s) => {
                type $R = lcg::Lcg;
                let $wrap = Game::Lcg;
                $body
            }
            #[cfg(game_swu)]
            Game::Swu($s) => {
                type $R = swu::Swu;
                let $wrap = Game::Swu;
                $body
            }
            #[cfg(game_swccg)]
            Game::Swccg($s) => {
                type $R = swccg::Swccg;
                let $wrap = Game::Swccg;
                $body
            }
        }
    };
}

/// Runs `$body` once per game, with `$R` its [`Ruleset`] and `$wrap` its variant, collecting
/// the results in the order the start screen lists the games.
macro_rules! each_game {
    ($R:ident, $wrap:ident => $body:expr) => {{
        let mut all = Vec::new();
        #[cfg(game_lcg)]
        {
            type $R = lcg::Lcg;
            let $wrap = Game::Lcg;
            all.push($body);
        }
        #[cfg(game_swu)]
        {
            type $R = swu::Swu;
            let $wrap = Game::Swu;
            all.push($body);
        }
        #[cfg(game_swccg)]
        {
            type $R = swccg::Swccg;
            let $wrap = Game::Swccg;
            all.push($body);
        }
        all
    }};
}

/// A game the start screen offers.
#[derive(Clone, Debug, PartialEq)]
pub struct GameInfo {
    pub id: GameId,
    /// The seats of a new match, seat 0 first ("Dark Side", "Light Side").
    pub seats: Vec<Message>,
    /// Who acts first in a new match, as its rules decide.
    pub who_starts: Message,
    pub scenarios: Vec<ScenarioInfo>,
}

/// Every game, in the order the start screen lists them.
pub fn games() -> Vec<GameInfo> {
    each_game!(R, _wrap => GameInfo { id: R::GAME, seats: R::seat_names(), who_starts: R::who_starts(), scenarios: R::scenarios() })
}

/// A new match of `game` between its two decks, shuffled by `seed`, at its first decision.
pub fn new_match(game: GameId, seed: u64) -> Option<Game> {
    each_game!(R, wrap => (R::GAME == game).then(|| wrap(R::new_match(seed)))).into_iter().flatten().next()
}

/// A new match of `game` as the builds whose states were of `schema` dealt it (a save's
/// [`crate::save::Start::Match`] of an earlier schema).
pub fn new_match_of_schema(game: GameId, seed: u64, schema: u32) -> Option<Game> {
    each_game!(R, wrap => (R::GAME == game).then(|| wrap(R::new_match_of_schema(seed, schema))))
        .into_iter()
        .flatten()
        .next()
}

/// The position of a scenario of `game`.
pub fn scenario(game: GameId, key: &str) -> Option<Game> {
    each_game!(R, wrap => (R::GAME == game).then(|| R::scenario(key).map(wrap))).into_iter().flatten().flatten().next()
}

/// The id of the game called `name` in saves and links.
pub fn game_id(name: &str) -> Option<GameId> {
    each_game!(R, _wrap => R::GAME).into_iter().find(|g| g.0 == name)
}

/// A game's state as saves hold it: the game's id, its schema and the state's JSON.
#[derive(Clone, Debug, PartialEq)]
pub struct Stored {
    pub game: GameId,
    pub schema: u32,
    pub state: Value,
}

/// A state that holds its game's invariants, as a [`Game`]; else its first problem.
fn if_sound<R: Ruleset>(s: R::State, wrap: impl FnOnce(R::State) -> Game) -> Result<Game, RestoreError> {
    match R::problems(&s).into_iter().next() {
        Some(problem) => Err(RestoreError::Unsound(problem)),
        None => Ok(wrap(s)),
    }
}

impl Game {
    pub fn id(&self) -> GameId {
        dispatch!(self, _s, R, _wrap => R::GAME)
    }

    /// The schema of this build's states of the game (what [`Game::store`] records).
    pub fn schema(&self) -> u32 {
        dispatch!(self, _s, R, _wrap => R::SCHEMA)
    }

    /// The state as saves hold it.
    pub fn store(&self) -> Stored {
        dispatch!(self, s, R, _wrap => Stored {
            game: R::GAME,
            schema: R::SCHEMA,
            state: serde_json::to_value(s).unwrap_or(Value::Null),
        })
    }

    /// A state of `game` from a save of schema `schema`, migrated and checked for soundness.
    ///
    /// # Errors
    /// What is wrong with it: an unknown game, a schema this build cannot lift, JSON that is not
    /// a state, or a state that is not sound.
    pub fn restore(game: GameId, schema: u32, state: Value) -> Result<Game, RestoreError> {
        let restored = each_game!(R, wrap => (R::GAME == game).then(|| -> Result<Game, RestoreError> {
            if schema > R::SCHEMA {
                return Err(RestoreError::NewerSchema { found: schema, supported: R::SCHEMA });
            }
            let current = R::migrate(schema, state.clone()).map_err(RestoreError::Migration)?;
            let s: <R as Ruleset>::State =
                serde_json::from_value(current).map_err(|e| RestoreError::Unreadable { detail: e.to_string() })?;
            if_sound::<R>(s, wrap)
        }))
        .into_iter()
        .flatten()
        .next();
        restored.unwrap_or(Err(RestoreError::UnknownGame))
    }

    /// A state of `game` of this build's own schema (what [`Game::store`] holds), checked for
    /// soundness; nothing is migrated (use [`Game::restore`] for saves). The computer's worker
    /// reads the page's positions so: through the same deserializer as the saves, so the wasm
    /// they share holds each game's state deserializer once.
    ///
    /// # Errors
    /// An unknown game, another schema, data that is not a state, or a state that is not sound.
    pub fn read(game: GameId, schema: u32, state: Value) -> Result<Game, RestoreError> {
        let mut state = Some(state);
        let read = each_game!(R, wrap => (R::GAME == game).then(|| -> Result<Game, RestoreError> {
            if schema != R::SCHEMA {
                return Err(RestoreError::Unreadable { detail: format!("schema {schema}, not {}", R::SCHEMA) });
            }
            let state = state.take().ok_or(RestoreError::UnknownGame)?;
            let s: <R as Ruleset>::State =
                serde_json::from_value(state).map_err(|e| RestoreError::Unreadable { detail: e.to_string() })?;
            if_sound::<R>(s, wrap)
        }))
        .into_iter()
        .flatten()
        .next();
        read.unwrap_or(Err(RestoreError::UnknownGame))
    }

    /// What is wrong with the game (empty when it is sound).
    pub fn problems(&self) -> Vec<Message> {
        dispatch!(self, s, R, _wrap => R::problems(s))
    }

    /// A short description for previews: "Example 1 — Pilot (X), turn 1, Deployment phase".
    pub fn summary(&self) -> Message {
        dispatch!(self, s, R, _wrap => R::summary(s))
    }

    /// The seat that must act now, or `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        dispatch!(self, s, R, _wrap => R::to_act(s))
    }

    pub fn ending(&self) -> Option<Ending> {
        dispatch!(self, s, R, _wrap => R::ending(s))
    }

    /// How many actions are legal now (the computer player answers with an index below it).
    pub fn legal_count(&self) -> usize {
        dispatch!(self, s, R, _wrap => R::legal_actions(s).len())
    }

    /// The full view: every card face up (scenarios, tests).
    pub fn view(&self) -> BoardView {
        self.view_as(Viewer::Everyone)
    }

    /// The board as one seat may see it (`None`: as nobody may, every hidden card a back).
    pub fn view_for(&self, viewer: Option<Seat>) -> BoardView {
        self.view_as(Viewer::Seat(viewer))
    }

    pub fn view_as(&self, viewer: Viewer) -> BoardView {
        dispatch!(self, s, R, _wrap => R::view(s, viewer))
    }

    /// Applies the `index`-th legal action; returns the new game and the log lines it wrote.
    ///
    /// # Errors
    /// A refusal if there is no such action; `self` is unchanged.
    pub fn apply_index(&self, index: usize) -> Result<(Game, Vec<Message>), Refusal> {
        dispatch!(self, s, R, wrap => {
            let actions = R::legal_actions(s);
            let action = actions.get(index).ok_or_else(|| no_such_action(index))?;
            applied::<R>(s, action).map(|(next, log)| (wrap(next), log))
        })
    }

    /// The index among the legal actions of the one that drops card `source` on `target` (the
    /// first listed, when several do), or why none does, citing the rule. The board takes a lit
    /// drop by its index at once; this answers a drop it did not light.
    ///
    /// # Errors
    /// The engine's reason, with the rule it cites.
    pub fn drop_index(&self, source: CardId, target: Target) -> Result<usize, Refusal> {
        dispatch!(self, s, R, _wrap => {
            R::drop_among(s, &R::legal_actions(s), source, target).map_err(|r| r.refusal())
        })
    }
}

/// The action applied, and what the log says of it.
fn applied<R: Ruleset>(state: &R::State, action: &R::Action) -> Result<(R::State, Vec<Message>), Refusal> {
    let (next, events) = R::apply(state, action).map_err(|r: Rejected<R::Reason>| r.refusal())?;
    let log = events.iter().filter_map(|e| R::log(&next, e)).collect();
    Ok((next, log))
}

fn no_such_action(index: usize) -> Refusal {
    Refusal { reason: Message::new("refusal-no-such-action").with("n", index), rule: None }
}

/// Why a saved state cannot be restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    UnknownGame,
    NewerSchema { found: u32, supported: u32 },
    Migration(Message),
    Unreadable { detail: String },
    Unsound(Message),
}

impl Say for RestoreError {
    fn say(&self) -> Message {
        match self {
            RestoreError::UnknownGame => Message::new("save-unknown-game"),
            RestoreError::NewerSchema { found, supported } => {
                Message::new("save-newer-schema").number("found", *found).number("supported", *supported)
            }
            RestoreError::Migration(message) | RestoreError::Unsound(message) => message.clone(),
            RestoreError::Unreadable { detail } => {
                Message::new("save-unreadable-state").with("detail", crate::engine::Arg::Printed(detail.clone()))
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The computer player's way in (kept with `src/ai/`). Code written once over `ai::Searchable`
// (the page's computer opponent, the benchmarks' arena) reaches the game behind a `Game` here,
// through the one `dispatch!` above; so a new game adds nothing to this section, only its
// `impl Searchable` in its folder (`rules/<game>/search.rs`).

impl Game {
    /// Runs `task`, written once over [`Searchable`](crate::ai::Searchable) games, on this game's
    /// state with its ruleset.
    pub fn run_task<T: crate::ai::GameTask>(&self, task: T) -> T::Output {
        dispatch!(self, s, R, _wrap => task.run::<R>(s))
    }

    /// One guess at everything `observer` cannot see, consistent with what it can (the hidden
    /// cards redealt, the game's RNG reseeded from `seed`): what a share link may carry.
    pub fn determinized(&self, observer: Seat, seed: u64) -> Game {
        dispatch!(self, s, R, wrap => {
            wrap(<R as crate::ai::Searchable>::determinize(s, observer, &mut crate::engine::Rng::seeded(seed)))
        })
    }
}
