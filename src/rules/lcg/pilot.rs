//! The pilot rules: Pilot (X), Piloted and Piloting, the Piloting Limit
//! (shared/rules/lcg-ready-for-takeoff.txt; repeated in lcg-jump-to-lightspeed.txt).

use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule};
use crate::rules::lcg::constants;
use crate::rules::lcg::model::ability::{Ability, Filter, Modifier, ModifierKind};
use crate::rules::lcg::model::def::{CardType, Side};
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::Role;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::sections::LcgRule;
use crate::rules::lcg::targeting;

const PILOT_X: Rule = LcgRule::PilotX.rule();

/// Is `card` in play as a Pilot enhancement? The FFG clarification (research notes, lcg.md
/// "Later rules"): a card played as a pilot is an enhancement from the moment it is played and
/// leaves play as one; outside play it is a unit.
pub(crate) fn is_pilot_enhancement(state: &State, card: CardId) -> bool {
    state.in_play(card) && state.card(card).attached.is_some_and(|a| a.role == Role::Pilot)
}

/// The card's type now. FFG's clarification (research notes, lcg.md "Later rules"): "A card
/// played as a pilot is an enhancement from the moment its play begins"; "In hand, deck, discard
/// or out of play it is a unit."
pub fn current_type(state: &State, card: CardId) -> CardType {
    if is_pilot_enhancement(state, card) {
        CardType::Enhancement
    } else {
        state.def(card).card_type
    }
}

/// Piloted and Piloting: "A Pilot enhancement attached to a Vehicle unit is considered to be
/// 'piloting' that unit." Returns the unit it is piloting.
pub fn piloting(state: &State, card: CardId) -> Option<CardId> {
    if !is_pilot_enhancement(state, card) {
        return None;
    }
    let host = state.card(card).attached?.host;
    is_vehicle_unit(state, host).then_some(host)
}

/// Piloted and Piloting: "A Vehicle unit with an attached Pilot enhancement is considered to be
/// 'piloted.'"
pub fn is_piloted(state: &State, unit: CardId) -> bool {
    pilots_of(state, unit).next().is_some()
}

/// The Pilot enhancements piloting `unit`, oldest first.
pub fn pilots_of(state: &State, unit: CardId) -> impl Iterator<Item = CardId> + '_ {
    state.attachments_of(unit).filter(move |&c| piloting(state, c) == Some(unit))
}

/// Piloting Limit: the Pilot enhancements on `unit` that count against the limit of one.
/// Nien Numb and Loyal Co-Pilot: "This Pilot enhancement does not count against the pilot limit."
pub fn counted_pilots(state: &State, unit: CardId) -> Vec<CardId> {
    each_counted_pilot(state, unit).collect()
}

/// [`counted_pilots`], one at a time.
fn each_counted_pilot(state: &State, unit: CardId) -> impl Iterator<Item = CardId> + '_ {
    state.attachments_of(unit).filter(|&c| {
        is_pilot_enhancement(state, c) && !constants::card_has(state, c, ModifierKind::NotCountedForPilotLimit)
    })
}

/// Piloting Limit: "If two or more Pilot enhancements are attached to a single unit, that unit's
/// controller must immediately discard Pilot enhancements from that unit until only one remains."
pub(crate) fn over_limit(state: &State, unit: CardId) -> bool {
    each_counted_pilot(state, unit).nth(1).is_some()
}

/// A unit in play, not attached to anything, with the Vehicle trait.
pub(crate) fn is_vehicle_unit(state: &State, card: CardId) -> bool {
    state.in_play(card) && is_vehicle_unit_given_in_play(state, card)
}

/// [`is_vehicle_unit`] for a card known to be in play.
pub(crate) fn is_vehicle_unit_given_in_play(state: &State, card: CardId) -> bool {
    let def = state.def(card);
    def.card_type == CardType::Unit && def.is_vehicle && state.card(card).attached.is_none()
}

/// Pilot (X): "The pilot (X) keyword allows a unit to enter play as an enhancement attached to a
/// friendly Vehicle unit." Checks that `card` has the keyword and that `host` can take it.
pub(crate) fn check_pilot_host(state: &State, side: Side, card: CardId, host: CardId) -> Result<(), Rejected<Reason>> {
    let reject = |reason| Err(Rejected::new(reason, PILOT_X));
    let Some(pilot) = state.def(card).pilot.as_ref() else {
        return reject(Reason::NoPilotKeyword);
    };
    if !state.in_play(host) {
        return reject(Reason::HostNotInPlay);
    }
    let host_state = state.card(host);
    if state.def(host).card_type != CardType::Unit || host_state.attached.is_some() {
        return reject(Reason::HostNotAUnit);
    }
    // Niles Ferrier: "You may play this card as a Pilot enhancement on an unpiloted enemy
    // Fighter or Transport unit."
    if host_state.controller != side && !may_pilot_enemy(state, side, card, host) {
        return reject(Reason::HostNotFriendly);
    }
    if !state.def(host).is_vehicle {
        return reject(Reason::HostNotVehicle);
    }
    if !pilot.hosts.is_empty() && !pilot.hosts.iter().any(|t| state.def(host).has_trait(t)) {
        return reject(Reason::HostLacksTrait { traits: pilot.hosts.join(" or ") });
    }
    Ok(())
}

/// [`check_pilot_host`] of `host`, a Vehicle unit not attached to anything and controlled by the
/// side playing `card`: only whether `card` has Pilot (X) and the traits it names remain to ask.
pub(crate) fn friendly_vehicle_takes(state: &State, card: CardId, host: CardId) -> bool {
    state
        .def(card)
        .pilot
        .as_ref()
        .is_some_and(|pilot| pilot.hosts.is_empty() || pilot.hosts.iter().any(|t| state.def(host).has_trait(t)))
}

/// Pilot (X): "The parenthetical text following 'Pilot (X)' expresses the ability this card has
/// only while it is being used as a Pilot enhancement. A card being used as a Pilot enhancement
/// retains any other text."
pub fn pilot_text_live(state: &State, card: CardId) -> bool {
    is_pilot_enhancement(state, card)
}

/// Every ability `card` has now: its printed abilities, then its pilot text while that is live
/// ("the ability this card has only while it is being used as a Pilot enhancement"). An ability
/// is named by its position in this list.
pub(crate) fn abilities(state: &State, card: CardId) -> impl Iterator<Item = &'static Ability> {
    let def = state.def(card);
    let live = def.pilot.is_some() && pilot_text_live(state, card);
    def.abilities.iter().chain(def.pilot.iter().filter(move |_| live).flat_map(|p| p.abilities.iter()))
}

/// `card`'s `index`-th ability now (see [`abilities`]).
pub(crate) fn ability_at(state: &State, card: CardId, index: u8) -> Option<&'static Ability> {
    abilities(state, card).nth(usize::from(index))
}

/// May `side` play Pilot card `card` as a Pilot enhancement on `host`, an enemy unit? Only if
/// its text says so ("You may play this card as a Pilot enhancement on an unpiloted enemy
/// Fighter or Transport unit", Niles Ferrier), read from the definition: it works where the card
/// is played from.
pub(crate) fn may_pilot_enemy(state: &State, side: Side, card: CardId, host: CardId) -> bool {
    permits(state, card).any(|filter| targeting::matches(state, side, filter, host))
}

/// The filters of `card`'s "You may play this card as a Pilot enhancement on …".
fn permits(state: &State, card: CardId) -> impl Iterator<Item = &'static Filter> {
    state
        .def(card)
        .abilities
        .iter()
        .flat_map(|a| match a {
            Ability::Constant(c) => c.changes.iter(),
            _ => [].iter(),
        })
        .filter_map(|m| match m {
            Modifier::PilotOn(filter) => Some(filter),
            _ => None,
        })
}

/// The enemy Vehicle units `side` may play `card` on as a Pilot enhancement, by its text.
pub(crate) fn enemy_hosts(state: &State, side: Side, card: CardId) -> Vec<CardId> {
    if permits(state, card).next().is_none() {
        return Vec::new();
    }
    state
        .cards_in_play()
        .filter(|&c| state.card(c).controller != side && is_vehicle_unit_given_in_play(state, c))
        .filter(|&c| may_pilot_enemy(state, side, card, c))
        .collect()
}
