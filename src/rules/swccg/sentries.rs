//! 'Sentry' Effects (Yavin Sentry, Death Star Sentry): deployed on a site, they declare one of
//! three options as they deploy ([`Ability::Sentry`]), and it affects that site and the sites
//! adjacent to it for as long as the Effect is on the table (GEMP `Card1_213`: the option is the
//! way it was played, and its modifiers hold while the Effect is active). Readings are in
//! docs/rules-notes.md.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::def::{Ability, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{At, Declared, Prompt, State};
use crate::rules::swccg::movement::same_or_adjacent;

/// The amount of the card's 'sentry' word, when its text says so.
fn amount(state: &State, card: CardId) -> Option<u8> {
    state.def(card).abilities().find_map(|a| match a {
        Ability::Sentry { amount } => Some(*amount),
        _ => None,
    })
}

/// After `side` deployed `card`: a 'sentry' Effect asks which option it declares ("Declare one of
/// the following").
pub(crate) fn offer(state: &mut State, side: Side, card: CardId) {
    if amount(state, card).is_some() && matches!(state.card(card).at, Some(At::On(_))) {
        state.prompt = Some(Prompt::Declare { chooser: side, card });
    }
}

/// `side`'s 'sentry' Effect `card` declares `option`.
pub(crate) fn declare(state: &mut State, side: Side, card: CardId, option: Declared, events: &mut Vec<Event>) {
    // A declaration holds while its Effect is on the table: those of Effects gone are dropped.
    let gone: Vec<CardId> = state.declared.iter().map(|&(c, _)| c).filter(|&c| state.card(c).at.is_none()).collect();
    state.declared.retain(|&(c, _)| c != card && !gone.contains(&c));
    state.declared.push((card, option));
    events.push(Event::Declared { side, card, option });
}

/// "To affect that site and adjacent sites": what the 'sentry' Effects of `owner` on the table
/// that declared `option` add at `location`.
fn affecting(state: &State, owner: Side, option: Declared, location: CardId) -> u8 {
    if !is_site(state, location) {
        return 0;
    }
    state
        .declared
        .iter()
        .filter(|&&(card, o)| o == option && state.owner(card) == owner)
        .filter_map(|&(card, _)| {
            let Some(At::On(site)) = state.card(card).at else { return None };
            same_or_adjacent(state, site, location).then(|| amount(state, card)).flatten()
        })
        .fold(0, u8::saturating_add)
}

/// "Opponent's deploy +1": what `side`'s deploys to `location` cost more.
pub(crate) fn deploy_more(state: &State, side: Side, location: CardId) -> u8 {
    affecting(state, side.opponent(), Declared::DeployMore, location)
}

/// "Opponent's ability required for battle destiny +1": what `side` needs more at `location`.
pub(crate) fn ability_required_more(state: &State, side: Side, location: CardId) -> u16 {
    u16::from(affecting(state, side.opponent(), Declared::AbilityRequired, location))
}

/// "Your total power +1": what `side`'s total power at `location` is more.
pub(crate) fn power_more(state: &State, side: Side, location: CardId) -> u16 {
    u16::from(affecting(state, side, Declared::Power, location))
}
