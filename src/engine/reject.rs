//! The typed rejection every checked `apply` returns for an illegal action (DESIGN.md invariant 3).

use super::{Message, Refusal, Rule, Say};
use std::fmt;

/// An illegal action: why (a ruleset's reason enum) and the rule it rests on.
/// The state it was tried on is untouched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejected<R> {
    pub reason: R,
    pub rule: Rule,
}

impl<R> Rejected<R> {
    pub fn new(reason: R, rule: Rule) -> Self {
        Rejected { reason, rule }
    }
}

impl<R: Say> Rejected<R> {
    /// The refusal the UI shows: the reason as a message, and the rule.
    pub fn refusal(&self) -> Refusal {
        Refusal { reason: self.reason.say(), rule: Some(self.rule) }
    }
}

impl<R: fmt::Debug> fmt::Display for Rejected<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} (rule: {:?})", self.reason, self.rule)
    }
}

impl<R: fmt::Debug> std::error::Error for Rejected<R> {}

/// The refusals every game shares, whatever its rules: the head of each game's reason enum
/// (its `Reason::Common`), said in the same words in every game. `P` is the game's phase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Common<P> {
    /// The game is over: nothing more is legal.
    GameOver,
    /// The action names a card this game does not have.
    NoSuchCard,
    /// The action belongs to another phase.
    WrongPhase { phase: P },
    /// A pending choice must be answered first.
    ChoicePending,
    /// The action does not answer the pending choice.
    NotAnAnswer,
}

impl<P: Say> Say for Common<P> {
    fn say(&self) -> Message {
        match self {
            Common::GameOver => Message::new("refusal-game-over"),
            Common::NoSuchCard => Message::new("refusal-no-such-card"),
            Common::WrongPhase { phase } => Message::new("refusal-wrong-phase").with("phase", phase.say()),
            Common::ChoicePending => Message::new("refusal-choice-pending"),
            Common::NotAnAnswer => Message::new("refusal-not-an-answer"),
        }
    }
}
