//! Damage prevented by a constant ability: "While this unit is piloted, prevent the first point
//! of damage this unit would take each phase" (Black Two). Core Set rules, "Card Abilities": a
//! constant ability is in effect while its card is in play and its condition holds; the phase
//! it counts is the game's current phase (research notes lcg.md §1, "Turn sequence").

use crate::engine::CardId;
use crate::rules::lcg::constants;
use crate::rules::lcg::model::ability::ModifierKind;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::State;

/// `amount` damage `target` would take, less the first point of the phase its constant
/// prevents (counted once per card and phase). Shields have already stopped theirs
/// (docs/rules-notes.md).
pub(crate) fn first_point_each_phase(state: &mut State, target: CardId, amount: u8, events: &mut Vec<Event>) -> u8 {
    if amount == 0
        || state.prevented_this_phase.contains(&target)
        || !constants::card_has(state, target, ModifierKind::PreventFirstDamageEachPhase)
    {
        return amount;
    }
    state.prevented_this_phase.push(target);
    events.push(Event::DamagePrevented { card: target });
    amount - 1
}
