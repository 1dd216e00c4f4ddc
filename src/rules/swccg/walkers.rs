//! Hoth's walkers (set 3): the Interrupts a piloted AT-AT or AT-ST plays against what is present
//! with it (or next to it): Trample.

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::battle::end_if_presence_gone;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::interrupts::option_holds;
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::occupants::is_piloted;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::starship::armor;
use crate::rules::swccg::vehicles::lose_from_table;

type Checked = Result<(), Rejected<Reason>>;

/// Whether `ability` is one of the words [`check_target`] checks (its Interrupt targets any card
/// on the table that the check accepts).
pub(crate) fn targets_from_walker(ability: &Ability) -> bool {
    matches!(ability, Ability::Tramples { .. })
}

/// "If you have a piloted AT-AT or AT-ST present at a site": one of `side`'s cards of `walkers`,
/// piloted and present, at the site `site`.
fn walker_present(state: &State, side: Side, walkers: &Kinds, site: CardId) -> bool {
    is_site(state, site)
        && state.cards_at(side, site).into_iter().any(|c| {
            state.def(c).is(CardType::Vehicle)
                && walkers.holds(state.def(c))
                && is_piloted(state, c)
                && is_present(state, c)
        })
}

/// Trample: "target opponent's character, 'crashed' vehicle or unpiloted vehicle without armor
/// present" (GEMP `Card3_138`: present at a site where one of its player's piloted AT-ATs or
/// AT-STs is present).
fn tramplable(state: &State, side: Side, walkers: &Kinds, target: CardId) -> bool {
    let def = state.def(target);
    let kind = def.is(CardType::Character)
        || (def.is(CardType::Vehicle)
            && (state.card(target).crashed || (!is_piloted(state, target) && armor(state, target).is_none())));
    state.card(target).at.is_some()
        && state.owner(target) == side.opponent()
        && kind
        && is_present(state, target)
        && state.location_of(target).is_some_and(|site| walker_present(state, side, walkers, site))
}

/// May `side` play the walker's word `ability` on `target`? `None`: not one of these words.
pub(crate) fn check_target(state: &State, side: Side, ability: &Ability, target: Option<CardId>) -> Option<Checked> {
    let Ability::Tramples { walkers, .. } = ability else { return None };
    let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
    Some(option_holds(tramplable(state, side, walkers, t)))
}

/// Plays it on `target`. Trample: "Draw destiny. Character lost if destiny > ability. Vehicle lost
/// if destiny < 7." A failed draw (an empty Reserve Deck) does nothing (GEMP).
pub(crate) fn play(
    state: &mut State,
    side: Side,
    card: CardId,
    ability: &Ability,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let Ability::Tramples { vehicle_under, .. } = ability else { return };
    let Some(t) = target else { return };
    let Some(total) = text_destiny(state, side, card, 0, events) else { return };
    let lost = if state.def(t).is(CardType::Character) {
        total > state.def(t).ability.unwrap_or(0)
    } else {
        total < *vehicle_under
    };
    if lost && state.card(t).at.is_some() {
        lose_from_table(state, t, events);
        end_if_presence_gone(state, events);
    }
}
