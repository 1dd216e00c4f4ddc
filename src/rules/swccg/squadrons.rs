//! The squadrons (research §2; the squadrons' text): a squadron deploys only by replacing three
//! of its player's starfighters of its kind at one system, which go to the Used Pile while the
//! characters aboard them go aboard it.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::deploy::{check_unique, from_hand_to, to_used_pile};
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Kinds, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Slot, State};
use crate::rules::swccg::occupants::has_pilot_skill;
use crate::rules::swccg::sections::{card_text, SwccgRule};
use crate::rules::swccg::starship::{check_fits, is_starfighter};

type Checked = Result<(), Rejected<Reason>>;

/// A squadron's "Replaces 3 TIE/lns at one location": how many it replaces, and of what.
pub(crate) fn replaces(def: &CardDef) -> Option<(u8, &Kinds)> {
    def.abilities().find_map(|a| match a {
        Ability::ReplacesStarfighters { count, who } => Some((*count, who)),
        _ => None,
    })
}

/// The starfighters a squadron `card` of `side` would replace at `location`: `count` of `side`'s
/// starfighters of its kinds present there (on their own at the location), those carrying the
/// fewest cards first, then in table order. None when there are too few, or at a site (where a
/// squadron, not a starfighter, may not be: the starfighters landed there stay).
pub(crate) fn replaced(state: &State, side: Side, card: CardId, location: CardId) -> Option<Vec<CardId>> {
    let (count, who) = replaces(state.def(card))?;
    if is_site(state, location) {
        return None;
    }
    let mut ships: Vec<CardId> = state
        .top_level_at(side, location)
        .into_iter()
        .filter(|&c| is_starfighter(state.def(c)) && who.holds(state.def(c)))
        .collect();
    ships.sort_by_key(|&c| state.attached_to(c).len());
    (ships.len() >= usize::from(count)).then(|| ships.into_iter().take(usize::from(count)).collect())
}

/// "* Replaces 3 TIE/lns at one location (TIE/lns go to Used Pile)" (the squadron's text; GEMP:
/// in its player's deploy phase, from hand, for no Force, uniqueness as a deploy).
pub(crate) fn check_replace(state: &State, side: Side, card: CardId, location: CardId) -> Checked {
    if !state.in_hand(side, card) {
        return Err(Reason::NotInHand.by(SwccgRule::Deploy));
    }
    let def = state.def(card);
    if !state.is_location(location) || replaced(state, side, card, location).is_none() {
        return Err(Rejected::new(Reason::ReplacesOnly { title: def.title.to_string() }, card_text(&def.title)));
    }
    check_unique(state, card)
}

/// Deploys the squadron `card` at `location` in place of the starfighters it replaces: the
/// characters aboard them go aboard it where they fit (GEMP moves them over), and the starfighters
/// go to the Used Pile with everything else they carry.
pub(crate) fn replace(state: &mut State, side: Side, card: CardId, location: CardId, events: &mut Vec<Event>) {
    let Some(ships) = replaced(state, side, card, location) else { return };
    from_hand_to(state, side, card, At::Location(location));
    events.push(Event::Replaced { card, location });
    for ship in ships {
        for inside in state.attached_to(ship) {
            if !state.def(inside).is(CardType::Character) {
                continue;
            }
            let slot = if has_pilot_skill(state, inside) { Slot::Pilot } else { Slot::Passenger };
            let fits = [slot, Slot::Passenger].into_iter().find(|&s| check_fits(state, inside, card, s).is_ok());
            if let Some(slot) = fits {
                state.card_mut(inside).at = Some(At::Aboard { host: card, slot });
            }
        }
        to_used_pile(state, ship, events);
    }
}
