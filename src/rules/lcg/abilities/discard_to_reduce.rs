//! Kuat Reinforcements and The Defense of Yavin 4: "Interrupt: When you play a Vehicle unit,
//! discard X cards from your hand to reduce its cost by X (to a minimum of 1)." An Interrupt to
//! playing a card is part of the play: X is chosen with the play (it sets the cost to pay, and the
//! payment is inside the play); the cards are chosen next, one prompt at a time.

use crate::engine::{CardId, Rejected};
use crate::rules::lcg::cost::{play_cost, Mode};
use crate::rules::lcg::model::ability::{Ability, Outcome, Triggered, When};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::sections::card_text;
use crate::rules::lcg::stats;

/// Each (interrupt source, X) `side` may use when playing `card`: X from 1 while the cost stays
/// at least 1 and the hand holds X other cards. One source per play is enough: two copies give
/// the same choices.
pub fn options(state: &State, side: Side, card: CardId) -> Vec<(CardId, u8)> {
    let Some(source) = source_for(state, side, card) else { return Vec::new() };
    let cost = play_cost(state, side, card, Mode::Unit);
    let others = state.player(side).hand.len().saturating_sub(1).min(usize::from(u8::MAX)) as u8;
    (1..cost.min(others.saturating_add(1))).map(|x| (source, x)).collect()
}

/// A card `side` controls with an Interrupt "when you play a <trait> unit" that discards to
/// reduce the cost, for `card`.
fn source_for(state: &State, side: Side, card: CardId) -> Option<CardId> {
    stats::controlled_in_play(state, side).find(|&c| {
        state.def(c).abilities.iter().any(|a| match a {
            Ability::Interrupt(Triggered {
                when: When::YouPlay { traits },
                then: Outcome::DiscardToReduceCost,
                ..
            }) => traits.iter().any(|t| state.def(card).has_trait(t)),
            _ => false,
        })
    })
}

pub fn check(state: &State, side: Side, card: CardId, source: CardId, discards: u8) -> Result<(), Rejected<Reason>> {
    if options(state, side, card).contains(&(source, discards)) {
        Ok(())
    } else {
        Err(Rejected::new(Reason::NotAnAbility, card_text(&state.def(source).name)))
    }
}
