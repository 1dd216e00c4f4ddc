//! A builder that states a position in a few lines, for tests and for the scenarios the start
//! screen opens. Cards are named by title (the first definition of it in the data, the decks' cards
//! coming first: both sides print a Tatooine, and the skirmish decks' is the Dark Side's) or by
//! GEMP id ("1_127", the Light Side's Tatooine).

use crate::cards::swccg::catalog;
use crate::engine::Table;
use crate::engine::{CardId, Rng};
use crate::rules::swccg::conversion::cover;
use crate::rules::swccg::deploy_locations::place_location;
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::state::{At, Phase, Slot, State};

pub struct Scenario {
    state: State,
}

impl Scenario {
    /// An empty table named `title`: the Dark Side's deploy phase of turn 1.
    pub fn new(title: &str) -> Scenario {
        Scenario { state: State::empty(title.to_string(), Phase::Deploy, 0) }
    }

    pub fn active(mut self, side: Side, phase: Phase) -> Scenario {
        self.state.active = side;
        self.state.phase = phase;
        self
    }

    /// The scenario is complete when `phase` ends.
    pub fn ends_after(mut self, phase: Phase) -> Scenario {
        self.state.ends_after = Some(phase);
        self
    }

    pub fn seed(mut self, seed: u64) -> Scenario {
        self.state.rng = Rng::seeded(seed);
        self
    }

    pub fn turn(mut self, turn: u32) -> Scenario {
        self.state.turn = turn;
        self
    }

    fn add(&mut self, side: Side, title: &str) -> CardId {
        let def =
            catalog().find(|d| d.title == title || d.id == title).unwrap_or_else(|| panic!("no card titled {title:?}"));
        self.state.add_card(def, side)
    }

    /// A location on the table, in its place in table order.
    pub fn location(&mut self, side: Side, title: &str) -> CardId {
        let id = self.add(side, title);
        place_location(&mut self.state, id);
        id
    }

    /// `side`'s location `title` on top of the opponent's `under` of the same title, converting it
    /// (`conversion.rs`): cards already at `under` are at it from now on.
    pub fn converting(&mut self, side: Side, title: &str, under: CardId) -> CardId {
        let id = self.add(side, title);
        cover(&mut self.state, id, under);
        id
    }

    /// `side`'s vehicle site `title` deployed on `vehicle` (`vehicle_sites.rs`), at the end of
    /// table order.
    pub fn vehicle_site(&mut self, side: Side, title: &str, vehicle: CardId) -> CardId {
        let id = self.add(side, title);
        self.state.locations.push(id);
        self.state.vehicle_sites.push([id, vehicle]);
        id
    }

    pub fn hand(&mut self, side: Side, title: &str) -> CardId {
        let id = self.add(side, title);
        self.state.player_mut(side).hand.push(id);
        id
    }

    /// A card on top of the Reserve Deck (the next one drawn or activated).
    pub fn reserve(&mut self, side: Side, title: &str) -> CardId {
        let id = self.add(side, title);
        self.state.player_mut(side).reserve.push(id);
        id
    }

    /// `n` copies of `title` on top of the Reserve Deck.
    pub fn reserve_n(&mut self, side: Side, title: &str, n: usize) {
        for _ in 0..n {
            self.reserve(side, title);
        }
    }

    /// `n` copies of `title` in the Force Pile: Force to use.
    pub fn force(&mut self, side: Side, title: &str, n: usize) {
        for _ in 0..n {
            let id = self.add(side, title);
            self.state.player_mut(side).force_pile.push(id);
        }
    }

    pub fn used(&mut self, side: Side, title: &str) -> CardId {
        let id = self.add(side, title);
        self.state.player_mut(side).used_pile.push(id);
        id
    }

    pub fn lost(&mut self, side: Side, title: &str) -> CardId {
        let id = self.add(side, title);
        self.state.player_mut(side).lost_pile.push(id);
        id
    }

    fn on_table(&mut self, side: Side, title: &str, at: At) -> CardId {
        let id = self.add(side, title);
        self.state.player_mut(side).table.push(id);
        self.state.card_mut(id).at = Some(at);
        id
    }

    /// A card on its own at a location.
    pub fn at(&mut self, side: Side, title: &str, location: CardId) -> CardId {
        self.on_table(side, title, At::Location(location))
    }

    /// A card aboard `host` in `slot`.
    pub fn aboard(&mut self, side: Side, title: &str, host: CardId, slot: Slot) -> CardId {
        self.on_table(side, title, At::Aboard { host, slot })
    }

    /// An Effect or weapon deployed on `host`.
    pub fn on(&mut self, side: Side, title: &str, host: CardId) -> CardId {
        self.on_table(side, title, At::On(host))
    }

    /// An Effect on its own player's side of the table (Blaster Rack, Crash Site Memorial).
    pub fn on_own_side(&mut self, side: Side, title: &str) -> CardId {
        self.on_table(side, title, At::Side(side))
    }

    /// A card of `side`'s stacked on `on` (`stacks.rs`).
    pub fn stacked(&mut self, side: Side, title: &str, on: CardId) -> CardId {
        let id = self.add(side, title);
        self.state.stacked.push([on, id]);
        id
    }

    /// The state, for a test to adjust before building.
    pub fn state_mut(&mut self) -> &mut State {
        &mut self.state
    }

    pub fn build(mut self) -> State {
        // A spy set up with an Undercover Effect on it is Undercover, as one deployed so is.
        crate::rules::swccg::undercover::settle(&mut self.state);
        self.state
    }
}
