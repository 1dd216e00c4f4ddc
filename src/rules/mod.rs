//! The rulesets, and [`Game`]: the one face they show the UI and the computer players.
//! The UI sees only the view model, action indices and refusals; it knows no ruleset.

pub mod lcg;

use crate::engine::{BoardView, CardId, Refusal, Seat, Target, Viewer};
use serde::{Deserialize, Serialize};

/// A rulebook example that can be played as a scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioInfo {
    pub key: &'static str,
    pub game: &'static str,
    pub title: &'static str,
}

/// Every playable rulebook example, in the order the start screen lists them.
pub fn scenarios() -> Vec<ScenarioInfo> {
    lcg::examples::Example::ALL
        .iter()
        .map(|e| ScenarioInfo { key: lcg_key(*e), game: lcg::view::GAME, title: e.title() })
        .collect()
}

/// The position of the scenario named `key`.
pub fn scenario(key: &str) -> Option<Game> {
    lcg::examples::Example::ALL.into_iter().find(|e| lcg_key(*e) == key).map(|e| Game::Lcg(e.position()))
}

fn lcg_key(example: lcg::examples::Example) -> &'static str {
    match example {
        lcg::examples::Example::PilotX => "lcg-pilot-x",
        lcg::examples::Example::PilotingLimit => "lcg-piloting-limit",
        lcg::examples::Example::Faction => "lcg-faction",
        lcg::examples::Example::Skirmish => "lcg-skirmish",
    }
}

/// A new Star Wars: The Card Game match between the two starter decks (Imperial Navy, seat 0,
/// against Rebel Alliance, seat 1), shuffled by `seed`, at its first decision.
pub fn new_match(seed: u64) -> Game {
    Game::Lcg(lcg::setup::new_match::new_match(seed))
}

/// A game of any ruleset.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Game {
    Lcg(lcg::State),
}

impl Game {
    /// What is wrong with a game that came from outside (empty when it is sound), in words.
    pub fn problems(&self) -> Vec<String> {
        match self {
            Game::Lcg(state) => lcg::validate::problems(state).iter().map(|p| p.to_string()).collect(),
        }
    }

    /// A short description for previews: "Example 1 — Pilot (X), turn 1, Deployment phase".
    pub fn summary(&self) -> String {
        match self {
            Game::Lcg(state) => format!("{}, turn {}, {} phase", state.title, state.turn, state.phase.name()),
        }
    }

    /// The seat that must act now, or `None` once the game is over.
    pub fn to_act(&self) -> Option<crate::engine::Seat> {
        match self {
            Game::Lcg(state) if state.outcome.is_some() => None,
            Game::Lcg(state) => Some(lcg::action::seat(state.acting())),
        }
    }

    /// The full view: every card face up (scenarios, tests).
    pub fn view(&self) -> BoardView {
        match self {
            Game::Lcg(state) => lcg::view::board(state),
        }
    }

    /// The board as one seat may see it (`None`: as nobody may, every hidden card a back).
    /// Other seats' hands and face-down edge stacks are card backs, and the actions are listed
    /// only when `viewer` is the seat to act.
    pub fn view_for(&self, viewer: Option<Seat>) -> BoardView {
        self.view_as(Viewer::Seat(viewer))
    }

    pub fn view_as(&self, viewer: Viewer) -> BoardView {
        match self {
            Game::Lcg(state) => lcg::view::board_for(state, viewer),
        }
    }

    /// Applies the `index`-th legal action; returns the new game and the log lines it wrote.
    ///
    /// # Errors
    /// A refusal if there is no such action; `self` is unchanged.
    pub fn apply_index(&self, index: usize) -> Result<(Game, Vec<String>), Refusal> {
        match self {
            Game::Lcg(state) => {
                let actions = lcg::legal_actions(state);
                let action = actions.get(index).ok_or_else(|| no_such_action(index))?;
                apply_lcg(state, action)
            }
        }
    }

    /// Drops card `source` on `target`: applies the matching legal action, or explains why none is.
    ///
    /// # Errors
    /// The engine's reason, with the rule it cites; `self` is unchanged.
    pub fn drop_card(&self, source: CardId, target: Target) -> Result<(Game, Vec<String>), Refusal> {
        match self {
            Game::Lcg(state) => {
                let known = |c: CardId| c.idx() < state.cards.len();
                if !known(source) || matches!(target, Target::Card(c) if !known(c)) {
                    return Err(no_such_card());
                }
                let action = lcg::resolve_drop(state, source, target).map_err(refusal)?;
                apply_lcg(state, &action)
            }
        }
    }
}

fn apply_lcg(state: &lcg::State, action: &lcg::Action) -> Result<(Game, Vec<String>), Refusal> {
    let (next, events) = lcg::apply(state, action).map_err(refusal)?;
    let log = events.iter().map(|e| e.describe(&next)).collect();
    Ok((Game::Lcg(next), log))
}

fn refusal<R: std::fmt::Display>(rejected: crate::engine::Rejected<R>) -> Refusal {
    Refusal { message: rejected.reason.to_string(), rule: rejected.rule }
}

fn no_such_card() -> Refusal {
    Refusal {
        message: "There is no such card in this game.".to_string(),
        rule: crate::engine::Rule::Lcg(crate::engine::rule::LcgRule::TurnSequence),
    }
}

fn no_such_action(index: usize) -> Refusal {
    Refusal {
        message: format!("There is no action number {index} in this position."),
        rule: crate::engine::Rule::Lcg(crate::engine::rule::LcgRule::TurnSequence),
    }
}
