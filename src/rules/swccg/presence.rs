//! Presence and control (research §2 "Deploying", §3 "Control"): total ability at a location,
//! who has presence there, who controls it, and who is "alone" there.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::model::def::{Ability, CardType, Class, Side};
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::occupants::is_craft;
use crate::rules::swccg::starship::permanent_pilot_aboard;

/// The cards of `side` at `location` that have ability: characters (present or aboard anything
/// there: "occupants still give presence"), starships and vehicles with a permanent pilot
/// that provides ability, and creature vehicles with their own ([O5]).
/// A captured starship and what is aboard it give none (`tractor_beams.rs`).
pub(crate) fn ability_cards(state: &State, side: Side, location: CardId) -> Vec<CardId> {
    state
        .cards_at(side, location)
        .into_iter()
        .filter(|&c| ability_quarters(state, c) > 0 && !crate::rules::swccg::tractor_beams::in_captured_ship(state, c))
        .collect()
}

/// A card's own ability in quarters: a character's, a permanent pilot's, a creature vehicle's
/// "Ability = ¼" ([O5]). A permanent pilot an Effect removed gives none (`permanent_pilot_aboard`).
pub(crate) fn ability_quarters(state: &State, card: CardId) -> u16 {
    let def = state.def(card);
    if def.is(CardType::Character) {
        // Dark Hours: a 'sleeping' character's ability = 0.
        return 4 * u16::from(crate::rules::swccg::stats::ability(state, card));
    }
    if !is_craft(def) {
        return 0;
    }
    let own = def.abilities().find_map(|a| match a {
        Ability::OwnAbility { quarters } => Some(u16::from(*quarters)),
        _ => None,
    });
    own.unwrap_or(0) + 4 * u16::from(permanent_pilot_aboard(state, card).map_or(0, |p| p.ability))
}

/// `side`'s total ability at `location` (characters, permanent pilots, creature vehicles), in
/// whole units: "Ability = ¼" counts toward a whole one with the rest.
pub fn ability_at(state: &State, side: Side, location: CardId) -> u16 {
    ability_cards(state, side, location).into_iter().map(|c| ability_quarters(state, c)).sum::<u16>() / 4
}

/// "You have presence at a location if you have total ability ≥ 1 there."
pub(crate) fn has_presence(state: &State, side: Side, location: CardId) -> bool {
    ability_at(state, side, location) >= 1
}

/// "You control a location when you have presence there and your opponent does not."
pub(crate) fn controls(state: &State, side: Side, location: CardId) -> bool {
    has_presence(state, side, location) && !has_presence(state, side.opponent(), location)
}

/// "Alone": `card` is the only card of its owner at its location with ability (GEMP
/// `Filters.alone`: no other character, and no other card with ability, of that player there).
pub(crate) fn is_alone(state: &State, card: CardId) -> bool {
    let Some(location) = state.location_of(card) else { return false };
    ability_cards(state, state.owner(card), location) == [card]
}

/// Whether `def` is a character of this class (an Alien/Rebel is a Rebel).
pub(crate) fn is_of_class(state: &State, card: CardId, class: Class) -> bool {
    let def = state.def(card);
    def.is(CardType::Character) && def.is_of(class)
}
