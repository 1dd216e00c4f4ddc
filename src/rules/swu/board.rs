//! The cards in play as a listing asks of them, worked out once for a position: the units (3.5:
//! a card in play attached to nothing; an attached one is an upgrade and not a unit) and what is
//! attached to each. The rules ask "is it a unit?" and "what is on it?" of every unit for every
//! action they list; asked of the state, each answer looks through every card in play, and the
//! listing grows with the square of the table. Never stored (DESIGN.md invariant 6): a listing
//! makes one from the state it lists and drops it.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swu::model::state::State;

pub(crate) struct Board {
    /// The units in play, both seats', in the order they entered play (as `State::units`).
    pub(crate) units: Vec<CardId>,
    /// The cards attached to a unit, each with its host, in the order they entered play.
    attached: Vec<(CardId, CardId)>,
}

impl Board {
    /// The board of `state`, in one pass over the cards in play.
    pub(crate) fn new(state: &State) -> Board {
        let mut units = Vec::with_capacity(state.play.len());
        let mut attached = Vec::new();
        for &card in &state.play {
            match state.card(card).attached {
                None => units.push(card),
                Some(a) => attached.push((a.host, card)),
            }
        }
        Board { units, attached }
    }

    /// The cards attached to `host`, in the order they entered play (as
    /// `State::attachments_of`).
    pub(crate) fn upgrades(&self, host: CardId) -> impl Iterator<Item = CardId> + Clone + '_ {
        self.attached.iter().filter(move |&&(h, _)| h == host).map(|&(_, card)| card)
    }
}
