//! Kuat Reinforcements and The Defense of Yavin 4: "Interrupt: When you play a Vehicle unit,
//! discard X cards from your hand to reduce its cost by X (to a minimum of 1)." An Interrupt to
//! playing a card is part of the play: X is chosen with the play (it sets the cost to pay, and the
//! payment is inside the play); the cards are chosen next, one prompt at a time.

use crate::cards::lcg::catalog;
use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::lcg::cost::{play_cost, Mode};
use crate::rules::lcg::model::ability::{Ability, Outcome, Triggered, When};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::sections::card_text;
use crate::rules::lcg::stats;
use std::borrow::Cow;
use std::sync::OnceLock;

/// Each (interrupt source, X) `side` may use when playing `card`: X from 1 while the cost stays
/// at least 1 and the hand holds X other cards. One source per play is enough: two copies give
/// the same choices.
pub(crate) fn options(state: &State, side: Side, card: CardId) -> Vec<(CardId, u8)> {
    Reducers::in_play(state, side).options(state, side, card)
}

/// The cards `side` controls with a discard-to-reduce Interrupt, in play order, each with the
/// traits its Interrupts name: found once for all the cards of a hand ([`Reducers::options`]).
pub(crate) struct Reducers(Vec<(CardId, &'static [&'static [Cow<'static, str>]])>);

impl Reducers {
    pub(crate) fn in_play(state: &State, side: Side) -> Reducers {
        let reducers = reducers_by_definition();
        Reducers(
            stats::controlled_in_play(state, side)
                .filter_map(|c| reducers.get(state.card(c).def.index()).map(|named| (c, &named[..])))
                .filter(|(_, named)| !named.is_empty())
                .collect(),
        )
    }

    /// [`options`], from these reducers.
    pub(crate) fn options(&self, state: &State, side: Side, card: CardId) -> Vec<(CardId, u8)> {
        let Some(source) = self.source_for(state, card) else { return Vec::new() };
        let cost = play_cost(state, side, card, Mode::Unit);
        let others = state.player(side).hand.len().saturating_sub(1).min(usize::from(u8::MAX)) as u8;
        (1..cost.min(others.saturating_add(1))).map(|x| (source, x)).collect()
    }

    /// The first reducer whose Interrupt is "when you play a <trait> unit" for `card`.
    fn source_for(&self, state: &State, card: CardId) -> Option<CardId> {
        let def = state.def(card);
        self.0
            .iter()
            .find(|(_, named)| named.iter().any(|traits| traits.iter().any(|t| def.has_trait(t))))
            .map(|&(c, _)| c)
    }
}

/// For each definition, by id, the traits each of its discard-to-reduce Interrupts names:
/// sorted out once from the catalog, so the cards in play are not read ability by ability for
/// every unit in hand.
fn reducers_by_definition() -> &'static [Vec<&'static [Cow<'static, str>]>] {
    static TABLE: OnceLock<Vec<Vec<&'static [Cow<'static, str>]>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        catalog()
            .iter()
            .map(|(_, def)| {
                def.abilities
                    .iter()
                    .filter_map(|a| match a {
                        Ability::Interrupt(Triggered {
                            when: When::YouPlay { traits },
                            then: Outcome::DiscardToReduceCost,
                            ..
                        }) => Some(&traits[..]),
                        _ => None,
                    })
                    .collect()
            })
            .collect()
    })
}

pub(crate) fn check(
    state: &State,
    side: Side,
    card: CardId,
    source: CardId,
    discards: u8,
) -> Result<(), Rejected<Reason>> {
    if options(state, side, card).contains(&(source, discards)) {
        Ok(())
    } else {
        Err(Rejected::new(Reason::NotAnAbility, card_text(&state.def(source).name)))
    }
}
