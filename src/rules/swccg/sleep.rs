//! Dark Hours (1_212): an Effect on a site under 'nighttime conditions' that puts the characters
//! there to 'sleep' until the end of its player's next turn.
//!
//! Card text (GEMP `Card1_212`): "Deploy on a site under 'nighttime conditions.' One at a time,
//! target each non-droid character here and draw destiny. If destiny > ability, character
//! 'sleeps' (power, forfeit and ability = 0, 'game text' is canceled, and may not pilot, drive,
//! or move). At the end of your next turn, lose effect and restore targets (if on table) to
//! normal." A sleeper is `[character, source]` in `State::sleepers`; it sleeps while its source is
//! on the table, so a character two copies put to sleep wakes once both are gone (its ruling:
//! "remains asleep until all copies leave table"). What sleeping does is read where each number
//! is: `stats.rs` (power, forfeit, [`ability`](crate::rules::swccg::stats::ability)),
//! `canceled_text.rs`, `this_turn.rs` `held_from_moving`, `occupants.rs` `has_pilot_aboard`.

use crate::engine::{CardId, Table};
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::stats::ability;
use crate::rules::swccg::vehicles::leave_for_pile;

/// Whether `card`'s text says [`Ability::PutsToSleep`].
pub(crate) fn puts_to_sleep(state: &State, card: CardId) -> bool {
    state.def(card).abilities().any(|a| matches!(a, Ability::PutsToSleep))
}

/// Whether `card` 'sleeps': an Effect that put it to sleep is still on the table.
pub(crate) fn asleep(state: &State, card: CardId) -> bool {
    !state.sleepers.is_empty() && state.sleepers.iter().any(|&[c, source]| c == card && state.on_table(source))
}

/// Just deployed by `side` on its site, `card` (with [`Ability::PutsToSleep`]) targets each
/// non-droid character there, one at a time (Dark Side's characters first, then Light's, each in
/// table order), drawing a destiny for each: one whose destiny > its ability sleeps. A failed
/// draw (empty Reserve Deck): "Light chooses the outcome" (its ruling; GEMP asks the Light player
/// "Character 'sleeps'" or "No effect"); the engine takes the outcome that serves the Light Side:
/// the Dark Side's character sleeps, the Light Side's does not. The Effect is lost at the end of
/// `side`'s next turn (`State::lost_after`).
pub(crate) fn on_deployed(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    if !puts_to_sleep(state, card) {
        return;
    }
    let Some(At::On(site)) = state.card(card).at else { return };
    // Deployed in its player's own turn, its player's next turn is two turns on.
    let next = if state.active == side { state.turn + 2 } else { state.turn + 1 };
    state.lost_after.push((card, next));
    // "Characters introduced to this site after Dark Hours begins its result are not targeted."
    let targets: Vec<CardId> = Side::BOTH
        .into_iter()
        .flat_map(|s| state.cards_at(s, site))
        .filter(|&c| state.def(c).is(CardType::Character) && !state.def(c).is_droid())
        .collect();
    for target in targets {
        if !state.on_table(target) {
            continue;
        }
        let sleeps = match text_destiny(state, side, card, 0, events) {
            Some(total) => total > ability(state, target),
            None => state.owner(target) == Side::Dark,
        };
        if sleeps {
            state.sleepers.push([target, card]);
        }
    }
}

/// At the end of each turn: each Effect whose last turn it was is lost (as the turn ends, with no
/// respond window: nothing of the pool answers it), and the sleepers whose Effects are gone (and
/// those no longer on the table) are restored.
pub(crate) fn end_of_turn(state: &mut State, events: &mut Vec<Event>) {
    let turn = state.turn;
    let due: Vec<CardId> = state.lost_after.iter().filter(|&&(_, t)| t <= turn).map(|&(c, _)| c).collect();
    state.lost_after.retain(|&(_, t)| t > turn);
    for card in due {
        if state.on_table(card) {
            leave_for_pile(state, card, events);
        }
    }
    let kept: Vec<[CardId; 2]> =
        state.sleepers.iter().copied().filter(|&[c, source]| state.on_table(c) && state.on_table(source)).collect();
    state.sleepers = kept;
    let live: Vec<(CardId, u32)> = state.lost_after.iter().copied().filter(|&(c, _)| state.on_table(c)).collect();
    state.lost_after = live;
}
