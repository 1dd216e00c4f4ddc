//! Terminology: Faction (shared/rules/lcg-jump-to-lightspeed.txt).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::model::def::{Affiliation, Side};
use crate::rules::lcg::model::state::State;

/// "A player's 'faction' is denoted by his affiliation card."
pub fn faction(state: &State, side: Side) -> Affiliation {
    state.def(state.player(side).affiliation).affiliation
}

/// "An in-faction card is any card that shares an affiliation with its controller's affiliation
/// card."
///
/// Neutral cards are never in-faction: they share no affiliation with any affiliation card, and
/// the rulebook's own example says Filthy Accusations "can target any Rebel Alliance, Smugglers
/// and Spies, or neutral unit that Kris controls" (docs/rules-notes.md).
///
/// "A mission card under an opponent's control is, by default, out-of-faction": a mission keeps
/// its owner's affiliation (or is Neutral) while the opponent controls it, and the two sides'
/// affiliations never match, so this follows from the definition.
pub fn is_in_faction(state: &State, card: CardId) -> bool {
    let affiliation = state.def(card).affiliation;
    affiliation != Affiliation::Neutral && affiliation == faction(state, state.card(card).controller)
}

/// "An out-of-faction card is any card that does not share an affiliation with its controller's
/// affiliation card."
pub fn is_out_of_faction(state: &State, card: CardId) -> bool {
    !is_in_faction(state, card)
}
