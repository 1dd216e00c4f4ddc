//! Open and enclosed ([E1]–[E3]): who is present at a site, who may be hit there, and whose
//! ability counts toward battle destiny.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::model::def::CardType;
use crate::rules::swccg::model::state::{At, Slot, State};
use crate::rules::swccg::occupants::in_cargo;

/// [E1] "Enclosed vehicles say so in their lore. A vehicle not described as enclosed is open.
/// All starships are enclosed."
pub fn is_enclosed(state: &State, craft: CardId) -> bool {
    let def = state.def(craft);
    def.is(CardType::Starship) || def.enclosed
}

/// [E2], [E3]: a card present at its location: on its own there, or a rider of an open vehicle
/// (itself present, not in a cargo hold). Riders of an enclosed vehicle or of a starship are
/// not present. A 'missing' character is not present (`missing.rs`).
pub fn is_present(state: &State, card: CardId) -> bool {
    match state.card(card).at {
        Some(At::Location(_)) => !state.card(card).missing,
        Some(At::Aboard { host, slot }) => {
            slot != Slot::Cargo && !is_enclosed(state, host) && !in_cargo(state, host) && is_present(state, host)
        }
        Some(At::On(_) | At::Side(_)) | None => false,
    }
}

/// [E2] "They may use their own power … may fire personal weapons, and can be hit by them."
/// [E3] "they cannot use their own power, fire weapons, or be hit by weapons."
pub(crate) fn may_be_hit(state: &State, card: CardId) -> bool {
    is_present(state, card)
}

/// [E3] "passengers cannot add their ability toward drawing battle destiny": a character's
/// ability counts when it is present, or when it pilots or drives what it is aboard (not in a
/// cargo hold, where everyone aboard is a passenger).
pub fn adds_ability_toward_destiny(state: &State, ch: CardId) -> bool {
    if !state.def(ch).is(CardType::Character) {
        return false;
    }
    if is_present(state, ch) {
        return true;
    }
    match state.card(ch).at {
        Some(At::Aboard { host, slot: Slot::Pilot | Slot::Driver }) => !in_cargo(state, host),
        _ => false,
    }
}
