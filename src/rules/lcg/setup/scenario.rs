//! A builder that states a position in a few lines, for tests and for the scenarios the app
//! opens on. Cards are named by their printed number.

use crate::cards::lcg::catalog;
use crate::engine::{CardId, Rng};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::{Attachment, Role};
use crate::rules::lcg::model::state::{Phase, Prompt, State};
use crate::rules::lcg::setup::examples;

pub struct Scenario {
    state: State,
}

impl Scenario {
    /// An empty table: the two affiliation cards, the Dark Side active in its deployment phase.
    pub fn new(title: &str, dark_affiliation: &str, light_affiliation: &str) -> Scenario {
        let mut state = State::empty(title.to_string(), Phase::Deployment, 0);
        let dark = add_card(&mut state, Side::Dark, dark_affiliation);
        let light = add_card(&mut state, Side::Light, light_affiliation);
        state.players[Side::Dark.idx()].affiliation = dark;
        state.players[Side::Light.idx()].affiliation = light;
        Scenario { state }
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

    /// Which turn it is (the Dark Side's turns are odd) and where the dial and the Balance stand.
    pub fn turn(mut self, turn: u32, dial: u8, balance: Side) -> Scenario {
        self.state.turn = turn;
        self.state.dial = dial;
        self.state.balance = balance;
        self
    }

    pub fn objective_deck(&mut self, side: Side, number: &str) -> CardId {
        let id = add_card(&mut self.state, side, number);
        self.state.players[side.idx()].objective_deck.push(id);
        id
    }

    pub fn seed(mut self, seed: u64) -> Scenario {
        self.state.rng = Rng::seeded(seed);
        self
    }

    pub fn hand(&mut self, side: Side, number: &str) -> CardId {
        let id = add_card(&mut self.state, side, number);
        self.state.players[side.idx()].hand.push(id);
        id
    }

    pub fn play(&mut self, side: Side, number: &str) -> CardId {
        let id = add_card(&mut self.state, side, number);
        self.state.players[side.idx()].play.push(id);
        id
    }

    pub fn command_deck(&mut self, side: Side, number: &str) -> CardId {
        let id = add_card(&mut self.state, side, number);
        self.state.players[side.idx()].command_deck.push(id);
        id
    }

    /// A card in play attached to `host` with `role`, under the host's controller.
    pub fn attach(&mut self, side: Side, number: &str, host: CardId, role: Role) -> CardId {
        let id = self.play(side, number);
        self.state.cards[id.idx()].attached = Some(Attachment { host, role });
        id
    }

    pub fn focus(&mut self, card: CardId, tokens: u8) {
        self.state.cards[card.idx()].focus = tokens;
    }

    pub fn damage(&mut self, card: CardId, damage: u8) {
        self.state.cards[card.idx()].damage = damage;
    }

    pub fn commit(&mut self, card: CardId) {
        self.state.cards[card.idx()].committed = true;
    }

    pub fn discard(&mut self, side: Side, number: &str) -> CardId {
        let id = add_card(&mut self.state, side, number);
        self.state.players[side.idx()].discard.push(id);
        id
    }

    /// A card already in `side`'s victory pile (an objective it destroyed, a mission it completed).
    pub fn victory(&mut self, side: Side, number: &str) -> CardId {
        let id = add_card(&mut self.state, side.opponent(), number);
        self.state.players[side.idx()].victory.push(id);
        id
    }

    /// A mission `owner` deployed earlier: in the opponent's play area, under the opponent's control.
    pub fn mission(&mut self, owner: Side, number: &str) -> CardId {
        let id = add_card(&mut self.state, owner, number);
        let opponent = owner.opponent();
        self.state.players[opponent.idx()].play.push(id);
        self.state.cards[id.idx()].controller = opponent;
        id
    }

    /// A pending choice, as if an effect had just asked it (a fate card revealed, say).
    pub fn prompt(&mut self, prompt: Prompt) {
        self.state.prompt = Some(prompt);
    }

    pub fn build(mut self) -> State {
        self.state.stamp.renew();
        self.state
    }
}

/// # Panics
/// On a card number missing from the catalog: scenarios are written by us, and a test builds
/// every one of them.
fn add_card(state: &mut State, side: Side, number: &str) -> CardId {
    let def =
        catalog().by_key(number).unwrap_or_else(|| panic!("scenario names card {number}, which is not in the catalog"));
    state.add_card(def, side)
}

/// Pilot (X), Example 1 (lcg-ready-for-takeoff.txt), as the app opens on it.
pub fn example_1() -> State {
    examples::Example::PilotX.position()
}
