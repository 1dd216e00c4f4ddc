//! Where the cards on the table are: the state's questions of which cards are on a card or a
//! location, aboard a card, and at a location, and the index that answers them at once while a
//! question is asked of a state that cannot change (`flow::legal`'s listing, which takes the state
//! by shared reference). Without it each answer walks both players' tables, and a listing asks
//! for every card and every place it might go: a move phase's listing grew with the square of the
//! cards on the table (docs/benchmarks.md).
//!
//! Outside such a question, and for any other state (a copy made while it is asked), the
//! accessors walk the tables; inside it, they read the index, and a debug build checks each
//! answer against the walk.

use crate::engine::{CardId, Table};
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::state::{At, Slot, State};
use std::cell::RefCell;
use std::marker::PhantomData;

/// The cards on the table by the card or location their place names, and `State::cards_at`'s
/// answer for each side and location.
#[derive(Debug, Default)]
pub(crate) struct Whereabouts {
    /// Each card at a location, on a card or aboard one, with the side whose table holds it: by
    /// the card or location its place names and whether it is at it or on or aboard it
    /// ([`placed_key`]), then in the tables' order (`Side::BOTH`'s, each table's own).
    placed: Grouped<(CardId, Side)>,
    /// `State::cards_at`'s cards, by location and side ([`present_key`]), in table order.
    present: Grouped<CardId>,
    /// The cards deployed on a location, with the side whose table holds each, in the tables'
    /// order.
    on_locations: Vec<(CardId, Side)>,
}

/// The index of the cards placed by `at`: those on or aboard a card, and those at a location,
/// apart (a location's Effects are on it, and it has many cards at it).
fn placed_key(at: At) -> Option<usize> {
    match at {
        At::Location(l) => Some(l.idx() * 2 + 1),
        At::On(host) | At::Aboard { host, .. } => Some(host.idx() * 2),
        At::Side(_) => None,
    }
}

/// A location and a side as one index.
fn present_key(location: CardId, side: Side) -> usize {
    location.idx() * 2 + side.idx()
}

/// Items grouped by a key below a bound, each group in the order its items came; its lists are
/// kept for the next question's.
#[derive(Debug)]
struct Grouped<T> {
    /// By key: where its group starts and ends in `items`.
    spans: Vec<[u32; 2]>,
    items: Vec<T>,
    /// The items with their keys, as they came.
    keyed: Vec<(u32, T)>,
}

impl<T> Default for Grouped<T> {
    fn default() -> Grouped<T> {
        Grouped { spans: Vec::new(), items: Vec::new(), keyed: Vec::new() }
    }
}

impl<T: Copy> Grouped<T> {
    /// Groups `entries` (each item with its key) by key, keys below `keys` (none is above for a
    /// well-formed state; one that is is left out rather than trusted). Only the keys the items
    /// have are touched: a game has a few hundred cards and a few dozen on the table.
    fn refill(&mut self, keys: usize, entries: impl Iterator<Item = (usize, T)>) {
        // The last grouping's spans, and only those, are set.
        for &(k, _) in &self.keyed {
            self.spans[k as usize] = [0, 0];
        }
        if self.spans.len() < keys {
            self.spans.resize(keys, [0, 0]);
        }
        self.keyed.clear();
        self.keyed.extend(entries.filter(|&(k, _)| k < keys).map(|(k, item)| (k as u32, item)));
        // A stable sort: each group keeps the order its items came in.
        self.keyed.sort_by_key(|&(k, _)| k);
        self.items.clear();
        self.items.extend(self.keyed.iter().map(|&(_, item)| item));
        for (i, &(k, _)) in self.keyed.iter().enumerate() {
            let span = &mut self.spans[k as usize];
            if span[1] == 0 {
                span[0] = i as u32;
            }
            span[1] = i as u32 + 1;
        }
    }

    fn get(&self, key: usize) -> &[T] {
        let [start, end] = self.spans.get(key).copied().unwrap_or_default();
        &self.items[start as usize..end as usize]
    }
}

impl Whereabouts {
    /// Works out `state`'s whereabouts in this one's room.
    fn refill(&mut self, state: &State) {
        let tables =
            || Side::BOTH.into_iter().flat_map(|side| state.player(side).table.iter().map(move |&c| (c, side)));
        let keys = 2 * state.cards.len();
        self.placed.refill(keys, tables().filter_map(|(c, side)| Some((placed_key(state.card(c).at?)?, (c, side)))));
        let present = |c: CardId| !state.under_cover(c) && !state.in_missing(c);
        self.present.refill(
            keys,
            tables()
                .filter(|&(c, _)| present(c))
                .filter_map(|(c, side)| Some((present_key(state.location_of(c)?, side), c))),
        );
        self.on_locations.clear();
        self.on_locations.extend(
            tables().filter(|&(c, _)| matches!(state.card(c).at, Some(At::On(host)) if state.is_location(host))),
        );
    }

    /// The cards on or aboard `host`, each with the side whose table holds it.
    pub(crate) fn attached(&self, host: CardId) -> &[(CardId, Side)] {
        self.placed.get(host.idx() * 2)
    }

    /// The cards at the location `location` (not on or aboard anything), each with the side
    /// whose table holds it.
    pub(crate) fn top_level(&self, location: CardId) -> &[(CardId, Side)] {
        self.placed.get(location.idx() * 2 + 1)
    }

    /// The cards deployed on a location, each with the side whose table holds it.
    pub(crate) fn on_locations(&self) -> &[(CardId, Side)] {
        &self.on_locations
    }

    /// `side`'s cards at `location`, aboard included, as `State::cards_at` counts them.
    pub(crate) fn present(&self, side: Side, location: CardId) -> &[CardId] {
        self.present.get(present_key(location, side))
    }
}

impl State {
    /// The cards aboard or on `host`, in the order they arrived.
    pub(crate) fn attached_to(&self, host: CardId) -> Vec<CardId> {
        // Its owner's cards, and an Effect that "deploys on any capital starship" (`on_cards.rs`),
        // either side's (validate.rs checks it).
        let found = self.whereabouts(|w| w.attached(host).iter().map(|&(c, _)| c).collect());
        debug_assert!(found.as_ref().is_none_or(|found| *found == self.walk_attached_to(host)));
        found.unwrap_or_else(|| self.walk_attached_to(host))
    }

    fn walk_attached_to(&self, host: CardId) -> Vec<CardId> {
        Side::BOTH
            .into_iter()
            .flat_map(|s| self.player(s).table.iter().copied())
            .filter(|&c| matches!(self.card(c).at, Some(At::Aboard { host: h, .. } | At::On(h)) if h == host))
            .collect()
    }

    /// The cards deployed on `host` (a card or a location), either side's, in table order.
    pub(crate) fn cards_on(&self, host: CardId) -> Vec<CardId> {
        let on = |c: CardId| self.card(c).at == Some(At::On(host));
        let found = self.whereabouts(|w| w.attached(host).iter().map(|&(c, _)| c).filter(|&c| on(c)).collect());
        let walk =
            || Side::BOTH.into_iter().flat_map(|s| self.player(s).table.iter().copied()).filter(|&c| on(c)).collect();
        debug_assert!(found.as_ref().is_none_or(|found: &Vec<CardId>| *found == walk()));
        found.unwrap_or_else(walk)
    }

    /// The cards deployed on a location (Effects, mostly), each with the side whose table holds
    /// it, in table order.
    pub(crate) fn on_locations(&self) -> Vec<(CardId, Side)> {
        let found = self.whereabouts(|w| w.on_locations().to_vec());
        let walk = || {
            Side::BOTH
                .into_iter()
                .flat_map(|s| self.player(s).table.iter().map(move |&c| (c, s)))
                .filter(|&(c, _)| matches!(self.card(c).at, Some(At::On(host)) if self.is_location(host)))
                .collect()
        };
        debug_assert!(found.as_ref().is_none_or(|found: &Vec<(CardId, Side)>| *found == walk()));
        found.unwrap_or_else(walk)
    }

    /// The cards aboard `host` with their slots.
    pub fn aboard(&self, host: CardId) -> Vec<(CardId, Slot)> {
        let owner = self.owner(host);
        let slot = |c: CardId| match self.card(c).at {
            Some(At::Aboard { host: h, slot }) if h == host => Some((c, slot)),
            _ => None,
        };
        let found = self.whereabouts(|w| {
            w.attached(host).iter().filter(|&&(_, table)| table == owner).filter_map(|&(c, _)| slot(c)).collect()
        });
        let walk = || self.player(owner).table.iter().filter_map(|&c| slot(c)).collect();
        debug_assert!(found.as_ref().is_none_or(|found: &Vec<(CardId, Slot)>| *found == walk()));
        found.unwrap_or_else(walk)
    }

    /// `side`'s cards on the table at `location` (aboard included), in table order. An
    /// Undercover spy and the cards on it are nobody's there (GEMP: an undercover card is not
    /// active, `InactiveReason.UNDERCOVER`); nor is a 'missing' character and the cards on it
    /// (`missing.rs` `inactive`).
    pub(crate) fn cards_at(&self, side: Side, location: CardId) -> Vec<CardId> {
        let found = self.whereabouts(|w| w.present(side, location).to_vec());
        let walk = || {
            self.player(side)
                .table
                .iter()
                .copied()
                .filter(|&c| !self.under_cover(c) && self.location_of(c) == Some(location) && !self.in_missing(c))
                .collect()
        };
        debug_assert!(found.as_ref().is_none_or(|found: &Vec<CardId>| *found == walk()));
        found.unwrap_or_else(walk)
    }

    /// `side`'s cards directly at `location` (not aboard or on anything); an Undercover spy is
    /// not one.
    pub(crate) fn top_level_at(&self, side: Side, location: CardId) -> Vec<CardId> {
        let here = |c: CardId| self.card(c).at == Some(At::Location(location)) && !self.card(c).undercover;
        let found = self.whereabouts(|w| {
            w.top_level(location).iter().filter(|&&(c, table)| table == side && here(c)).map(|&(c, _)| c).collect()
        });
        let walk = || self.player(side).table.iter().copied().filter(|&c| here(c)).collect();
        debug_assert!(found.as_ref().is_none_or(|found: &Vec<CardId>| *found == walk()));
        found.unwrap_or_else(walk)
    }
}

/// The questions being asked, the innermost last, each with the address of the state it is asked
/// of and that state's whereabouts; and the whereabouts of questions asked before, kept for their
/// room.
#[derive(Default)]
struct Questions {
    asked: Vec<(usize, Whereabouts)>,
    spare: Vec<Whereabouts>,
}

thread_local! {
    static QUESTIONS: RefCell<Questions> = RefCell::default();
}

/// While it lives, the state it was made from is being asked a question and cannot change (it
/// borrows the state): its accessors read the whereabouts worked out when it was made. A question
/// asked within the question, of another state, has a scope of its own; the outer one's returns
/// when it ends.
#[must_use = "the question ends when its `Asking` is dropped"]
pub(crate) struct Asking<'a> {
    state: PhantomData<&'a State>,
}

impl State {
    /// Opens a question asked of this state (see [`Asking`]).
    pub(crate) fn asking(&self) -> Asking<'_> {
        let mut found = QUESTIONS.with(|q| q.borrow_mut().spare.pop()).unwrap_or_default();
        found.refill(self);
        QUESTIONS.with(|q| q.borrow_mut().asked.push((address(self), found)));
        Asking { state: PhantomData }
    }

    /// `f` of this state's whereabouts, if a question is being asked of it; `None` otherwise.
    pub(crate) fn whereabouts<R>(&self, f: impl FnOnce(&Whereabouts) -> R) -> Option<R> {
        QUESTIONS.with(|q| match q.borrow().asked.last() {
            Some((at, found)) if *at == address(self) => Some(f(found)),
            _ => None,
        })
    }
}

impl Drop for Asking<'_> {
    fn drop(&mut self) {
        QUESTIONS.with(|q| {
            let mut q = q.borrow_mut();
            if let Some((_, found)) = q.asked.pop() {
                q.spare.push(found);
            }
        });
    }
}

/// Where a state lives: while a question borrows it, no other state can live there.
fn address(state: &State) -> usize {
    std::ptr::from_ref(state) as usize
}

#[cfg(test)]
mod tests {
    use crate::engine::Table;
    use crate::rules::swccg::model::def::Side;
    use crate::rules::swccg::model::state::{At, Slot, State};
    use crate::rules::swccg::setup::scenario::Scenario;

    fn table() -> State {
        let mut s = Scenario::new("whereabouts").seed(1);
        let tatooine = s.location(Side::Dark, "Tatooine");
        let mos_eisley = s.location(Side::Dark, "Tatooine: Mos Eisley");
        let tie = s.at(Side::Dark, "TIE Fighter", tatooine);
        s.aboard(Side::Dark, "Imperial Pilot", tie, Slot::Pilot);
        s.at(Side::Dark, "Stormtrooper", mos_eisley);
        s.at(Side::Light, "Rebel Trooper", mos_eisley);
        s.build()
    }

    #[test]
    fn a_question_reads_its_own_state_and_a_copy_walks_its_tables() {
        let state = table();
        let [tatooine, mos_eisley] = [state.locations[0], state.locations[1]];
        let tie = state.top_level_at(Side::Dark, tatooine)[0];
        let asking = state.asking();
        assert!(state.whereabouts(|_| ()).is_some());
        assert_eq!(state.aboard(tie).len(), 1);
        assert_eq!(state.cards_at(Side::Light, mos_eisley).len(), 1);
        // A copy changed while the question is asked is not the state asked.
        let mut copy = state.clone();
        assert!(copy.whereabouts(|_| ()).is_none());
        let trooper = copy.cards_at(Side::Light, mos_eisley)[0];
        copy.card_mut(trooper).at = Some(At::Location(tatooine));
        assert_eq!(copy.cards_at(Side::Light, mos_eisley), []);
        {
            let _inner = copy.asking();
            assert_eq!(copy.cards_at(Side::Light, tatooine), [trooper]);
            assert!(state.whereabouts(|_| ()).is_none());
        }
        // The outer question's whereabouts are back when the inner one ends, and gone after it.
        assert_eq!(state.cards_at(Side::Light, mos_eisley), [trooper]);
        assert!(state.whereabouts(|_| ()).is_some());
        drop(asking);
        assert!(state.whereabouts(|_| ()).is_none());
    }
}
