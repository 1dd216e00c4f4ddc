//! The typed rejection every checked `apply` returns for an illegal action (DESIGN.md invariant 3).

use super::{Refusal, Rule, Say};
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
