//! Traps (Program Trap, set 2): an Effect on a droid that 'explodes' when either player draws a
//! destiny matching the number of characters at the droid's site, losing the droid and every
//! character present there — unless a card there cancels an 'exploding' trap (Fire
//! Extinguisher). Every destiny draw passes here (`force.rs` `draw_destiny`).

use crate::engine::{CardId, Table};
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::vehicles::lose_from_table;

/// The Effects on the table that 'explode' on a destiny, each with the card it is on and that
/// card's site.
fn traps(state: &State) -> Vec<(CardId, CardId, CardId)> {
    Side::BOTH
        .iter()
        .flat_map(|&s| state.player(s).table.iter().copied())
        .filter(|&c| state.def(c).abilities().any(|a| matches!(a, Ability::ExplodesOnDestiny)))
        .filter_map(|c| match state.card(c).at {
            Some(At::On(droid)) if !state.is_location(droid) => {
                state.location_of(droid).filter(|&l| is_site(state, l)).map(|site| (c, droid, site))
            }
            _ => None,
        })
        .collect()
}

/// Fire Extinguisher: "Cancels an 'exploding' Program Trap here": a card at `site` whose text
/// cancels an exploding card of `title`.
fn canceled_here(state: &State, site: CardId, title: &str) -> bool {
    Side::BOTH.iter().flat_map(|&s| state.player(s).table.iter().copied()).any(|c| {
        state.location_of(c) == Some(site)
            && crate::rules::swccg::canceled_text::text_of(state, c)
                .any(|a| matches!(a, Ability::CancelsExploding { title: t } if t == title))
    })
}

/// "When either player draws a destiny matching the number of characters at same site, droid
/// 'explodes' (all characters present are lost)" (GEMP `Card2_124`: after any destiny just drawn,
/// the characters at the site counted; `ExplodeProgramTrapEffect`: the card it is on and every
/// character present are lost): after a destiny of `value` is drawn. An 'exploding' trap at a site
/// where a card cancels it is lost instead (GEMP `Card2_025`).
pub(crate) fn destiny_drawn(state: &mut State, value: u8, events: &mut Vec<Event>) {
    for (trap, droid, site) in traps(state) {
        if state.card(trap).at != Some(At::On(droid)) {
            continue;
        }
        let at_site = |c: CardId| state.def(c).is(CardType::Character) && state.location_of(c) == Some(site);
        let characters: Vec<CardId> =
            Side::BOTH.iter().flat_map(|&s| state.player(s).table.iter().copied()).filter(|&c| at_site(c)).collect();
        if characters.len() != usize::from(value) {
            continue;
        }
        events.push(Event::Exploded { card: trap });
        if canceled_here(state, site, &state.def(trap).title) {
            lose_from_table(state, trap, events);
            continue;
        }
        let lost: Vec<CardId> = std::iter::once(droid)
            .chain(characters.into_iter().filter(|&c| c != droid && is_present(state, c)))
            .collect();
        for card in lost {
            if state.card(card).at.is_some() {
                lose_from_table(state, card, events);
            }
        }
    }
}
