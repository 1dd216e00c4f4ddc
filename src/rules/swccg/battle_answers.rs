//! The respond window's answers that act on the battle under way or just won (`responses.rs`
//! plays them): Surprise Assault's and Counter Assault's destiny against power, Dark Dissension's
//! cut of the opponent's power and attrition and its cancel taking back what Lone Pilot added,
//! Red 6's addition to a destiny drawn against it, and "a battle you have just won".

use crate::engine::{CardId, Table};
use crate::rules::swccg::battle::total_power;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::{text_destiny, use_force};
use crate::rules::swccg::model::def::{Ability, CardType, Party, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{Prompt, State};

/// Surprise Assault, Counter Assault: "Draw one destiny for each character, starship and vehicle
/// the opponent has present. Compare your destiny total to opponent's power total. Player with
/// lowest total loses Force equal to the difference."
pub(crate) fn counter_assault(state: &mut State, side: Side, card: CardId, location: CardId, events: &mut Vec<Event>) {
    let theirs = side.opponent();
    let present = state
        .cards_at(theirs, location)
        .into_iter()
        .filter(|&c| {
            matches!(state.def(c).card_type, CardType::Character | CardType::Starship | CardType::Vehicle)
                && is_present(state, c)
        })
        .count();
    let mut total: u16 = 0;
    for _ in 0..present {
        total = total.saturating_add(u16::from(text_destiny(state, side, card, 0, events).unwrap_or(0)));
    }
    let power = total_power(state, theirs, location);
    let (loser, amount) = match total.cmp(&power) {
        std::cmp::Ordering::Less => (side, power - total),
        std::cmp::Ordering::Greater => (theirs, total - power),
        std::cmp::Ordering::Equal => return,
    };
    state.prompt = Some(Prompt::LoseForce { chooser: loser, amount });
}

/// "Cancel Lone Pilot" (Dark Dissension): the battle destiny and power the Interrupt `card` added
/// to the battle under way are taken back ("what it did is undone").
pub(crate) fn take_back_additions(state: &mut State, card: CardId) {
    let Some(b) = &mut state.battle else { return };
    for a in b.added_by.iter().filter(|a| a.card == card) {
        let i = a.side.idx();
        b.added_destiny[i] = b.added_destiny[i].saturating_sub(a.destiny);
        b.added_power[i] = b.added_power[i].saturating_sub(a.power);
    }
    b.added_by.retain(|a| a.card != card);
}

/// Dark Dissension: "use 2 Force to draw two destiny. Subtract that amount from opponent's
/// attrition and total power (cannot fall below zero)" (the card's text; GEMP
/// `SubtractFromOpponentsTotalPowerAndAttritionEffect`: until the battle ends, the opponent's
/// total power and the attrition against `side` are less by the total; `battle.rs`
/// `resolve_power`).
pub(crate) fn cut_power_and_attrition(
    state: &mut State,
    side: Side,
    card: CardId,
    force: u8,
    destinies: u8,
    events: &mut Vec<Event>,
) {
    use_force(state, side, force);
    let mut total: u16 = 0;
    for _ in 0..destinies {
        total = total.saturating_add(u16::from(text_destiny(state, side, card, 0, events).unwrap_or(0)));
    }
    let theirs = side.opponent();
    if let Some(b) = &mut state.battle {
        b.cut[theirs.idx()] = b.cut[theirs.idx()].saturating_add(total);
    }
    events.push(Event::PowerAndAttritionCut { card, side: theirs, amount: total });
}

/// Red 6: "Opponent may add 2 to destiny drawn for I've Got A Problem Here when targeting Red 6":
/// what `target`'s text adds to the destiny the Interrupt `card` draws against it (the drawer
/// always takes it: it only helps them).
pub(crate) fn added_against(state: &State, card: CardId, target: CardId) -> u8 {
    let title = &state.def(card).title;
    state
        .def(target)
        .abilities()
        .filter_map(|a| match a {
            Ability::OpponentAddsToDestinyOf { title: t, amount } if t == title => Some(*amount),
            _ => None,
        })
        .fold(0, u8::saturating_add)
}

/// "If a Dark Jedi is present at a battle you have just won": the battle at `location` is under
/// way, and one of `side`'s characters of `present` is present there.
pub(crate) fn won_with(state: &State, side: Side, location: CardId, present: &Party) -> bool {
    state.battle.as_ref().is_some_and(|b| b.location == location && b.winner == Some(side))
        && state
            .cards_at(side, location)
            .into_iter()
            .any(|c| is_present(state, c) && crate::rules::swccg::battle_interrupts::is_party(state, side, present, c))
}
