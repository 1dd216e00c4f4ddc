//! Chief Bast's 'evacuate' (the card's text; GEMP): the relocation a battle just initiated at a
//! system offers, its offer after the battle begins (`Step::OfferEvacuation`), and the move.

use crate::engine::{CardId, Table};
use crate::rules::swccg::landing::{is_site, is_system, planet_of};
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{At, Prompt, State};
use crate::rules::swccg::vehicles::strand_if_empty;

/// Chief Bast: "If a battle was just initiated at a system where Bast is present with your
/// non-droid character, may 'evacuate' (relocate) both to a related site" (the card's text; GEMP:
/// Bast aboard a starship there, the other character the player's, at no cost). The other
/// characters and the sites `card` may evacuate with and to now.
pub(crate) fn evacuations(state: &State, card: CardId) -> Vec<(CardId, CardId)> {
    let Some(battle) = &state.battle else { return Vec::new() };
    let system = battle.location;
    let aboard_there =
        |c: CardId| matches!(state.card(c).at, Some(At::Aboard { .. })) && state.location_of(c) == Some(system);
    if !is_system(state, system)
        || !aboard_there(card)
        || !state.def(card).abilities().any(|a| matches!(a, Ability::Evacuates))
    {
        return Vec::new();
    }
    let side = state.owner(card);
    let others: Vec<CardId> = state
        .cards_at(side, system)
        .into_iter()
        .filter(|&c| c != card && aboard_there(c))
        .filter(|&c| state.def(c).is(CardType::Character) && !state.def(c).is_droid())
        .collect();
    let planet = planet_of(state, system);
    let sites: Vec<CardId> =
        state.locations.iter().copied().filter(|&l| is_site(state, l) && planet_of(state, l) == planet).collect();
    others.iter().flat_map(|&o| sites.iter().map(move |&s| (o, s))).collect()
}

/// Offers the first 'evacuation' a card may make from the battle just initiated.
pub(crate) fn offer_evacuation(state: &mut State) {
    let offer = Side::BOTH.into_iter().flat_map(|s| state.player(s).table.iter().copied()).find_map(|c| {
        (!evacuations(state, c).is_empty()).then(|| Prompt::Evacuate { chooser: state.owner(c), card: c })
    });
    if let Some(prompt) = offer {
        state.prompt = Some(prompt);
    }
}

/// 'Evacuates' `card` and `with` to the site `to`: both leave their starships for it; a starship
/// left without a pilot at the system is stranded.
pub(crate) fn evacuate(state: &mut State, card: CardId, with: CardId, to: CardId, events: &mut Vec<Event>) {
    if !evacuations(state, card).contains(&(with, to)) {
        return;
    }
    for c in [card, with] {
        let host = match state.card(c).at {
            Some(At::Aboard { host, .. }) => Some(host),
            _ => None,
        };
        state.card_mut(c).at = Some(At::Location(to));
        if let Some(host) = host {
            strand_if_empty(state, host);
        }
    }
    events.push(Event::Evacuated { card, with, to });
}
