//! Frozen Dinner (set 3): an Effect on an opponent's character alone at the Wampa Cave, which
//! zeroes its power and holds it there, and which its opponent may cancel when armed enough.

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::interrupts::window_open;
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::sections::card_text;
use crate::rules::swccg::vehicles::lose_from_table;

type Checked = Result<(), Rejected<Reason>>;

/// "Deploy on opponent's character alone at Wampa Cave" (GEMP `Card3_102`: `Filters.opponents`,
/// `Filters.alone`, `at(Wampa_Cave)`): true for an Effect without the word; else `host` is the
/// opponent's character at such a site with no other character, starship or vehicle of its side
/// there.
pub(crate) fn alone_fits(state: &State, card: CardId, host: CardId) -> bool {
    let Some(site) = state.def(card).abilities().find_map(|a| match a {
        Ability::DeploysOnAloneAt { site } => Some(site),
        _ => None,
    }) else {
        return true;
    };
    let owner = state.owner(host);
    let Some(l) = state.location_of(host) else { return false };
    let others = state.cards_at(owner, l).into_iter().filter(|&c| {
        c != host && matches!(state.def(c).card_type, CardType::Character | CardType::Starship | CardType::Vehicle)
    });
    owner == state.owner(card).opponent()
        && state.def(host).is(CardType::Character)
        && is_site(state, l)
        && state.def(l).title.contains(&**site)
        && others.count() == 0
}

/// "Character is power = 0 and may not move": an Effect saying it is on `card`.
pub(crate) fn frozen(state: &State, card: CardId) -> bool {
    state.cards_on(card).into_iter().any(|e| state.def(e).abilities().any(|a| matches!(a, Ability::FreezesHost)))
}

/// May `side` cancel `effect` now? "May be canceled if opponent has a lightsaber or total
/// ability over 4 present" (GEMP: the opponent's top-level action; a lightsaber of `side`'s
/// present at the Effect's location, or `side`'s total ability present there over 4): in
/// `side`'s own turn, where it may act outside a battle.
pub(crate) fn check_cancel(state: &State, side: Side, effect: CardId) -> Checked {
    let refused = || Err(Rejected::new(Reason::InterruptConditions, card_text(&state.def(effect).title)));
    let Some((who, over)) = state.def(effect).abilities().find_map(|a| match a {
        Ability::CanceledIfPresent { who, ability_over } => Some((who, *ability_over)),
        _ => None,
    }) else {
        return refused();
    };
    let Some(l) = state.location_of(effect) else { return refused() };
    let armed = state.player(side).table.iter().any(|&c| {
        who.holds(state.def(c))
            && matches!(state.card(c).at, Some(At::On(h)) if is_present(state, h) && state.location_of(h) == Some(l))
    });
    let able = state
        .player(side)
        .table
        .iter()
        .filter(|&&c| state.location_of(c) == Some(l) && is_present(state, c))
        .map(|&c| crate::rules::swccg::stats::ability(state, c))
        .fold(0u8, u8::saturating_add);
    let ok = state.card(effect).at.is_some()
        && state.owner(effect) == side.opponent()
        && state.active == side
        && state.battle.is_none()
        && window_open(state, side)
        && (armed || able > over);
    if ok {
        Ok(())
    } else {
        refused()
    }
}

/// The cancels `side` may make now (`Action::LoseCard` on the opponent's Effect).
pub(crate) fn cancels(state: &State, side: Side) -> Vec<Action> {
    state
        .player(side.opponent())
        .table
        .iter()
        .copied()
        .filter(|&e| check_cancel(state, side, e).is_ok())
        .map(|card| Action::LoseCard { card })
        .collect()
}

/// Cancels it: the Effect is lost.
pub(crate) fn cancel(state: &mut State, effect: CardId, events: &mut Vec<Event>) {
    if state.card(effect).at.is_some() {
        lose_from_table(state, effect, events);
    }
}
