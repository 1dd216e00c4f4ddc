//! What the respond window's answers leave in force for the rest of the turn: cards held from
//! moving or from battling (Rebel Barrier, Quite A Mercenary; `State::held`), and a title that
//! deploys free (It Can Wait; `State::free_deploys`).

use crate::engine::{CardId, Table};
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::state::{At, State};

/// Whether `card` may not move this turn (Rebel Barrier, Quite A Mercenary), nor while frozen
/// (Frozen Dinner: "Character is power = 0 and may not move"), while Undercover
/// (`undercover.rs`) or 'missing' ("a missing character may not move", `missing.rs`): no move of
/// any kind, embarking and disembarking included.
pub(crate) fn held_from_moving(state: &State, card: CardId) -> bool {
    state.card(card).undercover
        || state.held.iter().any(|h| h.card == card && !h.battle_only)
        || crate::rules::swccg::frozen::frozen(state, card)
        || crate::rules::swccg::missing::inactive(state, card)
        // Dark Hours: a 'sleeping' character "may not … move" (`sleep.rs`).
        || crate::rules::swccg::sleep::asleep(state, card)
}

/// Whether `card` may not battle this turn: it, or the card it is aboard or on, was prevented
/// from battling (Rebel Barrier); or an Effect on it says it "may not participate in battle"
/// (High Anxiety, `missing_watch.rs`).
pub(crate) fn held_from_battle(state: &State, card: CardId) -> bool {
    if crate::rules::swccg::missing_watch::kept_from_battle(state, card) {
        return true;
    }
    if state.held.is_empty() {
        return false;
    }
    let mut current = card;
    for _ in 0..8 {
        if state.held.iter().any(|h| h.battle && h.card == current) {
            return true;
        }
        match state.card(current).at {
            Some(At::Aboard { host, .. } | At::On(host)) if !state.is_location(host) => current = host,
            _ => return false,
        }
    }
    false
}

/// Whether one card of `card`'s title may deploy free for `side` this turn (It Can Wait).
pub(crate) fn deploys_free(state: &State, side: Side, card: CardId) -> bool {
    let title = &state.def(card).title;
    state.free_deploys.iter().any(|f| f.side == side && f.turn == state.turn && f.title == *title)
}

/// `card` deployed: a free deploy it used is spent.
pub(crate) fn spend_free_deploy(state: &mut State, side: Side, card: CardId) {
    let title = state.def(card).title.to_string();
    let turn = state.turn;
    if let Some(i) = state.free_deploys.iter().position(|f| f.side == side && f.turn == turn && f.title == title) {
        state.free_deploys.remove(i);
    }
}
