//! The cards in play as a listing asks of them, worked out once for a position: the units (3.5:
//! a card in play attached to nothing; an attached one is an upgrade and not a unit) and what is
//! attached to each. The rules ask "is it a unit?" and "what is on it?" of every unit for every
//! action they list; asked of the state, each answer looks through every card in play, and the
//! listing grows with the square of the table. Never stored (DESIGN.md invariant 6): a listing
//! makes one from the state it lists and drops it.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swu::forms::has_aura;
use crate::rules::swu::model::state::State;

pub(crate) struct Board {
    /// The units in play, both seats', in the order they entered play (as `State::units`).
    pub(crate) units: Few<CardId, 64>,
    /// What is attached to each.
    upgrades: Upgrades,
    /// The units with an ability over others, in play order (as [`auras`]).
    auras: Few<CardId, 8>,
}

impl Board {
    /// The board of `state`, in one pass over the cards in play.
    pub(crate) fn new(state: &State) -> Board {
        let mut units = Few::default();
        let mut upgrades = Upgrades(Few::default());
        let mut auras = Few::default();
        for &card in &state.play {
            match state.card(card).attached {
                None => {
                    units.push(card);
                    if has_aura(state, card) {
                        auras.push(card);
                    }
                }
                Some(a) => upgrades.push(a.host, card),
            }
        }
        Board { units, upgrades, auras }
    }

    /// The cards attached to `host`, in the order they entered play (as
    /// `State::attachments_of`).
    pub(crate) fn upgrades(&self, host: CardId) -> impl Iterator<Item = CardId> + Clone + '_ {
        self.upgrades.of(host)
    }

    /// The units in play with an ability over other units, in play order (as [`auras`]).
    pub(crate) fn auras(&self) -> &[CardId] {
        &self.auras
    }
}

/// The cards attached to a host, each with its host, in the order they entered play: a
/// [`Board`] without its units, for a question about every unit (the standing checks). A table
/// holds few, so they are kept inline.
pub(crate) struct Upgrades(Few<(CardId, CardId), 24>);

impl Upgrades {
    /// The cards attached in `state`, in one pass over the cards in play.
    pub(crate) fn new(state: &State) -> Upgrades {
        let mut upgrades = Upgrades(Few::default());
        for &card in &state.play {
            if let Some(a) = state.card(card).attached {
                upgrades.push(a.host, card);
            }
        }
        upgrades
    }

    fn push(&mut self, host: CardId, card: CardId) {
        self.0.push((host, card));
    }

    /// The cards attached to `host`, in the order they entered play (as
    /// `State::attachments_of`).
    pub(crate) fn of(&self, host: CardId) -> impl Iterator<Item = CardId> + Clone + '_ {
        self.0.iter().filter(move |&&(h, _)| h == host).map(|&(_, card)| card)
    }
}

/// The units in play with an ability over other units ("Each other friendly unit gets +1/+1",
/// "… gain the chosen keyword": `forms::has_aura`), in play order: the only units
/// `forms::each_among` need look through for a unit, found once for a question about many.
pub(crate) fn auras(state: &State) -> Few<CardId, 8> {
    state.units().filter(|&u| has_aura(state, u)).collect()
}

/// A short list kept inline: the first `N` items without an allocation, all of them in a list
/// past that. What a listing works out once for a position is a few cards at a time, and an
/// allocation for each would cost more than the work.
pub(crate) struct Few<T, const N: usize> {
    len: usize,
    inline: [T; N],
    more: Vec<T>,
}

/// What fills a [`Few`]'s unused room.
pub(crate) trait Blank: Copy {
    const BLANK: Self;
}

impl Blank for CardId {
    const BLANK: CardId = CardId(0);
}

impl<A: Blank, B: Blank> Blank for (A, B) {
    const BLANK: (A, B) = (A::BLANK, B::BLANK);
}

impl<A: Blank, B: Blank, C: Blank> Blank for (A, B, C) {
    const BLANK: (A, B, C) = (A::BLANK, B::BLANK, C::BLANK);
}

impl Blank for bool {
    const BLANK: bool = false;
}

impl<T: Copy> Blank for Option<T> {
    const BLANK: Option<T> = None;
}

impl<T: Blank, const N: usize> Default for Few<T, N> {
    fn default() -> Few<T, N> {
        Few { len: 0, inline: [T::BLANK; N], more: Vec::new() }
    }
}

impl<T: Blank, const N: usize> Few<T, N> {
    pub(crate) fn push(&mut self, item: T) {
        match self.inline.get_mut(self.len) {
            Some(slot) if self.more.is_empty() => {
                *slot = item;
                self.len += 1;
            }
            _ => {
                if self.more.is_empty() {
                    self.more.extend_from_slice(&self.inline);
                }
                self.more.push(item);
            }
        }
    }
}

impl<T: Blank, const N: usize> FromIterator<T> for Few<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Few<T, N> {
        let mut few = Few::default();
        for item in items {
            few.push(item);
        }
        few
    }
}

impl<T, const N: usize> std::ops::Deref for Few<T, N> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        if self.more.is_empty() {
            &self.inline[..self.len]
        } else {
            &self.more
        }
    }
}

impl<'a, T, const N: usize> IntoIterator for &'a Few<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> std::slice::Iter<'a, T> {
        self.iter()
    }
}
