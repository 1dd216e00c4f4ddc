//! Nabrun Leids, Elis Helrot: "At any time (except during battle), target any or all of your
//! characters at one site to 'transport' (relocate) to any one other site. Draw destiny. Use that
//! much Force to 'transport,' or place Interrupt in Lost Pile" (the cards' text; GEMP
//! `Card1_097`, `Card1_243` for the facts). The Interrupt targets one of its player's characters
//! at a site: all of that player's characters at that site are transported (the simple first form
//! of "any or all", docs/rules-notes.md). Its destiny is drawn; if its player can use that much
//! Force, it picks the site to 'transport' to ([`PickTo::Transport`]) or passes, and the
//! Interrupt goes to the Lost Pile. A transport completed opens the opponent's respond window
//! (`Moment::Transported`: Quite A Mercenary loses the Interrupt and the characters it moved).

use crate::engine::{CardId, Table};
use crate::rules::swccg::force::{available, text_destiny, use_force};
use crate::rules::swccg::interrupts::{option_force, option_holds};
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::def::{CardType, Kinds, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Moment, PickTo, Prompt, State, Step};
use crate::rules::swccg::responses;
use crate::rules::swccg::vehicles::lose_from_table;

type Checked = Result<(), crate::engine::Rejected<Reason>>;

/// "target any or all of your characters at one site" (GEMP: not during a battle): `target` is
/// one of `side`'s characters directly at a site, outside a battle, and another site is on the
/// table to go to.
pub(crate) fn may_transport(state: &State, side: Side, target: CardId) -> bool {
    state.battle.is_none() && state.owner(target) == side && transported_from(state, target).is_some()
}

/// The site `target` (a character directly at a site) is at, if another site is on the table;
/// never a 'missing' character nor an Undercover spy (inactive there: `missing.rs`,
/// `undercover.rs`).
fn transported_from(state: &State, target: CardId) -> Option<CardId> {
    if state.in_missing(target) || state.under_cover(target) {
        return None;
    }
    let from = match state.card(target).at {
        Some(At::Location(l)) if is_site(state, l) => l,
        _ => return None,
    };
    (state.def(target).is(CardType::Character) && !destinations(state, from).is_empty()).then_some(from)
}

/// "to any one other site": the sites on the table but `from`.
fn destinations(state: &State, from: CardId) -> Vec<CardId> {
    state.locations.iter().copied().filter(|&l| l != from && is_site(state, l)).collect()
}

/// "Draw destiny. Use that much Force to 'transport,' or place Interrupt in Lost Pile": the
/// destiny is drawn; a failed draw or too little Force sends `card` to the Lost Pile, else its
/// player picks the site to go to (or passes).
pub(crate) fn transport(state: &mut State, side: Side, card: CardId, target: CardId, events: &mut Vec<Event>) {
    let Some(from) = transported_from(state, target) else { return };
    let cost = text_destiny(state, side, card, 0, events);
    match cost {
        Some(cost) if available(state, side) >= cost => {
            let cards = destinations(state, from);
            let to = PickTo::Transport { from, cost };
            state.prompt =
                Some(Prompt::Pick { chooser: side, card, shown: Vec::new(), cards, left: 1, to, shuffle: None });
        }
        _ => to_lost_pile(state, card, events),
    }
}

/// The answer to the pick: a site picked uses `cost` Force and relocates all of the chooser's
/// characters directly at `from` to it; passing places the Interrupt `card` in the Lost Pile.
pub(crate) fn answer(
    state: &mut State,
    (side, card): (Side, CardId),
    (from, cost): (CardId, u8),
    to: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let Some(to) = to.filter(|&to| destinations(state, from).contains(&to)) else {
        to_lost_pile(state, card, events);
        return;
    };
    use_force(state, side, cost);
    let mut moved = Vec::new();
    for c in state.top_level_at(side, from) {
        // A 'missing' character stays where it is (it "may not move", `missing.rs`).
        if state.def(c).is(CardType::Character) && !state.in_missing(c) {
            state.card_mut(c).at = Some(At::Location(to));
            events.push(Event::Relocated { card: c, to });
            moved.push(c);
        }
    }
    // "… just completed a transport": the opponent's respond window (Quite A Mercenary), kept
    // with the characters transported until it closes.
    state.transported = moved;
    responses::open(state, side.opponent(), Moment::Transported { card });
}

/// "If Elis Helrot just completed a transport, use 2 Force" (Quite A Mercenary): `side`'s
/// opponent's Interrupt titled `named` just completed the transport `to`, and `side` has `force`.
pub(crate) fn may_lose_transport(state: &State, side: Side, to: Moment, (force, named): (u8, &str)) -> Checked {
    let fits = match to {
        Moment::Transported { card } => state.owner(card) == side.opponent() && state.def(card).title == named,
        _ => false,
    };
    option_holds(fits).and_then(|()| option_force(state, side, force))
}

/// "… use 2 Force. Elis and all character transported are lost": the Force is used, the
/// Interrupt `card` that transported goes to its owner's Lost Pile from wherever it is, and each
/// character transported still on the table is lost. "Nabrun is lost and all Rebels transported
/// are captured" (`captures`: the answering Interrupt and whom it captures): those are captured
/// in turn (`Step::Capture`, `captives.rs`), the others stay where they are.
pub(crate) fn lose_transport(
    state: &mut State,
    side: Side,
    (force, captures): (u8, Option<(CardId, &Kinds)>),
    card: CardId,
    events: &mut Vec<Event>,
) {
    use_force(state, side, force);
    let owner = state.player_mut(state.owner(card));
    if !owner.lost_pile.contains(&card) {
        for pile in [&mut owner.hand, &mut owner.reserve, &mut owner.force_pile, &mut owner.used_pile] {
            pile.retain(|&c| c != card);
        }
        owner.lost_pile.push(card);
        events.push(Event::Lost { card });
    }
    let transported = std::mem::take(&mut state.transported);
    if let Some((answer, who)) = captures {
        for &c in transported.iter().rev() {
            if state.card(c).at.is_some() && who.holds(state.def(c)) {
                state.pending.push(Step::Capture { card: answer, captive: c });
            }
        }
        return;
    }
    for c in transported {
        if state.card(c).at.is_some() {
            lose_from_table(state, c, events);
        }
    }
}

/// "… or place Interrupt in Lost Pile": from its Used Pile.
fn to_lost_pile(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    let player = state.player_mut(state.owner(card));
    if let Some(at) = player.used_pile.iter().position(|&c| c == card) {
        player.used_pile.remove(at);
        player.lost_pile.push(card);
        events.push(Event::Lost { card });
    }
}
