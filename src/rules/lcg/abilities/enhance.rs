//! Enhancements on cards (research notes lcg.md §1 "Deployment": enhancements attach where their
//! "Enhance …" line says). What an attached card gives its host is a constant ability
//! (`constants.rs`).

use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule};
use crate::rules::lcg::model::def::{Enhance, Side};
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::sections::LcgRule;
use crate::rules::lcg::targeting;

/// May `side` attach enhancement `card` to `host`? "Enhance a Vehicle unit", "Enhance a friendly
/// Vehicle unit", "Enhance an enemy Vehicle unit", "Enhance a [Sith] unit", "Enhance an
/// objective": the host is a card in play its line accepts, seen from `side`.
pub(crate) fn check_host(state: &State, side: Side, card: CardId, host: CardId) -> Result<(), Rejected<Reason>> {
    let def = state.def(card);
    let refuse = || {
        let line = line(&def.text);
        Err(Rejected::new(Reason::EnhanceLineRefuses { line }, Rule::from(LcgRule::Deployment)))
    };
    let Some(enhance) = &def.enhance else { return refuse() };
    if !state.in_play(host) {
        return Err(Rejected::new(Reason::HostNotInPlay, Rule::from(LcgRule::Deployment)));
    }
    match enhance {
        Enhance::Card(filter) if targeting::matches(state, side, filter, host) => Ok(()),
        Enhance::YourPlayArea | Enhance::DeathStarDial | Enhance::Card(_) => refuse(),
    }
}

/// The "Enhance …" line of a card's printed text (its first line).
fn line(text: &'static str) -> &'static str {
    text.split(" / ").next().unwrap_or(text)
}
