//! Kuat Reinforcements and The Defense of Yavin 4: "Interrupt: When you play a Vehicle unit,
//! discard X cards from your hand to reduce its cost by X (to a minimum of 1)." X is chosen with
//! the play (it sets the cost to pay); the cards are chosen next, one prompt at a time.

use crate::engine::{CardId, Rejected, Rule};
use crate::rules::lcg::cost::{play_cost, Mode};
use crate::rules::lcg::model::def::{Effect, Side};
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::sections::LcgRule;
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

fn source_for(state: &State, side: Side, card: CardId) -> Option<CardId> {
    stats::controlled_in_play(state, side).find(|&c| {
        state
            .def(c)
            .abilities
            .iter()
            .any(|e| matches!(e, Effect::DiscardToReduce { unit_trait } if state.def(card).has_trait(unit_trait)))
    })
}

pub fn check(state: &State, side: Side, card: CardId, source: CardId, discards: u8) -> Result<(), Rejected<Reason>> {
    if options(state, side, card).contains(&(source, discards)) {
        Ok(())
    } else {
        Err(Rejected::new(Reason::NotAnAbility, Rule::from(LcgRule::Deployment)))
    }
}
