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
    /// What is attached to each.
    upgrades: Upgrades,
}

impl Board {
    /// The board of `state`, in one pass over the cards in play.
    pub(crate) fn new(state: &State) -> Board {
        let mut units = Vec::with_capacity(state.play.len());
        let mut upgrades = Upgrades::default();
        for &card in &state.play {
            match state.card(card).attached {
                None => units.push(card),
                Some(a) => upgrades.push(a.host, card),
            }
        }
        Board { units, upgrades }
    }

    /// The cards attached to `host`, in the order they entered play (as
    /// `State::attachments_of`).
    pub(crate) fn upgrades(&self, host: CardId) -> impl Iterator<Item = CardId> + Clone + '_ {
        self.upgrades.of(host)
    }
}

/// How many attachments [`Upgrades`] holds without an allocation.
const INLINE: usize = 24;

/// The cards attached to a host, each with its host, in the order they entered play: a
/// [`Board`] without its units, for a question about every unit (the standing checks). A table
/// holds few, so they are kept inline; more than [`INLINE`] go to a list.
pub(crate) struct Upgrades {
    len: usize,
    inline: [(CardId, CardId); INLINE],
    more: Vec<(CardId, CardId)>,
}

impl Default for Upgrades {
    fn default() -> Upgrades {
        Upgrades { len: 0, inline: [(CardId(0), CardId(0)); INLINE], more: Vec::new() }
    }
}

impl Upgrades {
    /// The cards attached in `state`, in one pass over the cards in play.
    pub(crate) fn new(state: &State) -> Upgrades {
        let mut upgrades = Upgrades::default();
        for &card in &state.play {
            if let Some(a) = state.card(card).attached {
                upgrades.push(a.host, card);
            }
        }
        upgrades
    }

    fn push(&mut self, host: CardId, card: CardId) {
        match self.inline.get_mut(self.len) {
            Some(slot) => {
                *slot = (host, card);
                self.len += 1;
            }
            None => {
                if self.more.is_empty() {
                    self.more.extend_from_slice(&self.inline);
                }
                self.more.push((host, card));
            }
        }
    }

    /// Every attachment, each with its host, in the order they entered play.
    fn all(&self) -> &[(CardId, CardId)] {
        if self.more.is_empty() {
            &self.inline[..self.len]
        } else {
            &self.more
        }
    }

    /// The cards attached to `host`, in the order they entered play (as
    /// `State::attachments_of`).
    pub(crate) fn of(&self, host: CardId) -> impl Iterator<Item = CardId> + Clone + '_ {
        self.all().iter().filter(move |&&(h, _)| h == host).map(|&(_, card)| card)
    }
}
