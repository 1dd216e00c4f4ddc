//! Retract The Bridge (A New Hope): "During your deploy phase, use X Force to rearrange all
//! interior Death Star sites, where X = total number of those sites. All cards at a given site
//! move along with that site." The sites keep the places they hold in table order
//! (`State::locations`, which makes adjacency: `movement.rs` `site_distance`); its player puts
//! them in a new order one site at a time (`Prompt::Pick` with `PickTo::Order`, offered through
//! the legal actions, so the computer chooses too), passing to keep the rest as they stand. Cards
//! at a site stay at it, so they move along with it. Source: the card's text (GEMP has no
//! implementation of it).

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::force::use_force;
use crate::rules::swccg::interrupts::{option_force, option_holds};
use crate::rules::swccg::landing::{is_site, planet_of};
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, Icon, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{Phase, PickTo, Prompt, State};
use crate::rules::swccg::sections::SwccgRule;

type Checked = Result<(), Rejected<Reason>>;

/// "All interior Death Star sites": the sites of `system` on the table with the interior icon,
/// in table order.
fn interior_sites(state: &State, system: &str) -> Vec<CardId> {
    state
        .locations
        .iter()
        .copied()
        .filter(|&l| is_site(state, l) && planet_of(state, l) == Some(system) && state.def(l).has_icon(Icon::Interior))
        .collect()
}

/// Whether `side` may play the option now (`None`: not this word): in its own deploy phase, with
/// no target, two or more such sites to rearrange and X Force to use.
pub(crate) fn check(state: &State, side: Side, ability: &Ability, target: Option<CardId>) -> Option<Checked> {
    let Ability::RearrangesSites { system } = ability else { return None };
    if target.is_some() {
        return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts)));
    }
    let sites = interior_sites(state, system);
    let when = state.active == side && state.phase == Phase::Deploy && sites.len() > 1;
    let x = u8::try_from(sites.len()).unwrap_or(u8::MAX);
    Some(option_holds(when).and_then(|()| option_force(state, side, x)))
}

/// Plays it: uses X Force, then asks `side` for the new order.
pub(crate) fn play(state: &mut State, side: Side, card: CardId, ability: &Ability) {
    let Ability::RearrangesSites { system } = ability else { return };
    let sites = interior_sites(state, system);
    use_force(state, side, u8::try_from(sites.len()).unwrap_or(u8::MAX));
    let left = u8::try_from(sites.len()).unwrap_or(u8::MAX);
    let to = PickTo::Order;
    state.prompt = Some(Prompt::Pick { chooser: side, card, shown: Vec::new(), cards: sites, left, to, shuffle: None });
}

/// Answers the order prompt: the site picked comes next in the new order (`placed`); passing, or
/// a last site left, ends it, the rest following in their present order.
pub(crate) fn answer(
    state: &mut State,
    (chooser, card): (Side, CardId),
    (mut placed, mut cards): (Vec<CardId>, Vec<CardId>),
    action: &Action,
    events: &mut Vec<Event>,
) {
    if let Action::Pick { card: picked } = *action {
        if cards.contains(&picked) {
            cards.retain(|&c| c != picked);
            placed.push(picked);
            if cards.len() > 1 {
                let left = u8::try_from(cards.len()).unwrap_or(u8::MAX);
                let to = PickTo::Order;
                state.prompt = Some(Prompt::Pick { chooser, card, shown: placed, cards, left, to, shuffle: None });
                return;
            }
        }
    }
    placed.extend(cards);
    rearrange(state, &placed);
    events.push(Event::Rearranged { card, sites: placed });
}

/// Puts `order` in the places in table order those sites hold now, in that order.
fn rearrange(state: &mut State, order: &[CardId]) {
    let slots: Vec<usize> =
        state.locations.iter().enumerate().filter(|(_, l)| order.contains(l)).map(|(i, _)| i).collect();
    for (&slot, &site) in slots.iter().zip(order) {
        if let Some(place) = state.locations.get_mut(slot) {
            *place = site;
        }
    }
}
