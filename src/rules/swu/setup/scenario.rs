//! A builder that states a position in a few lines, for tests and for the scenarios the start
//! screen opens. Cards are named by their id (`JTL_045`).

use crate::cards::swu::{catalog, token_def};
use crate::engine::Table;
use crate::engine::{CardId, Rng, Seat};
use crate::rules::swu::model::def::Token;
use crate::rules::swu::model::state::{Attachment, Role};
use crate::rules::swu::model::state::{Phase, PlayerState, Restriction, State};
use crate::rules::swu::pilot::piloting_restriction;
use crate::rules::swu::setup::examples::Example;

pub struct Scenario {
    state: State,
}

/// The card the builder puts face down as a resource when only the number matters.
pub(crate) const FILLER: &str = "JTL_159";

impl Scenario {
    /// A table in the action phase of round 1: seat 0 with `leader0` and `base0`, seat 1 with
    /// `leader1` and `base1`; seat 0 holds the initiative and acts.
    pub fn new(leader0: &str, base0: &str, leader1: &str, base1: &str) -> Scenario {
        let mut state = State::empty(Phase::Action, 0);
        for (seat, leader, base) in [(Seat(0), leader0, base0), (Seat(1), leader1, base1)] {
            let leader = add_card(&mut state, seat, leader);
            let base = add_card(&mut state, seat, base);
            state.players[usize::from(seat.0)] = PlayerState::new(leader, base);
        }
        Scenario { state }
    }

    /// The two skirmish decks' leaders and bases: Wedge Antilles (Resistance Headquarters) in
    /// seat 0, Darth Vader (Shield Generator Complex) in seat 1.
    pub fn skirmish() -> Scenario {
        Scenario::new("JTL_008", "JTL_022", "JTL_006", "JTL_020")
    }

    /// `seat` acts (and holds the initiative).
    pub fn active(mut self, seat: Seat) -> Scenario {
        self.state.active = seat;
        self.state.initiative = seat;
        self
    }

    pub fn seed(mut self, seed: u64) -> Scenario {
        self.state.rng = Rng::seeded(seed);
        self
    }

    /// The position plays a rulebook example: complete when the action phase ends.
    pub fn example(mut self, example: Example) -> Scenario {
        self.state.example = Some(example);
        self
    }

    /// `n` ready resources for `seat`.
    pub fn resources(&mut self, seat: Seat, n: usize) {
        for _ in 0..n {
            let id = add_card(&mut self.state, seat, FILLER);
            self.state.player_mut(seat).resources.push(id);
        }
    }

    pub fn hand(&mut self, seat: Seat, id: &str) -> CardId {
        let card = add_card(&mut self.state, seat, id);
        self.state.player_mut(seat).hand.push(card);
        card
    }

    /// A card on top of `seat`'s deck.
    pub fn deck(&mut self, seat: Seat, id: &str) -> CardId {
        let card = add_card(&mut self.state, seat, id);
        self.state.player_mut(seat).deck.push(card);
        card
    }

    pub fn discard(&mut self, seat: Seat, id: &str) -> CardId {
        let card = add_card(&mut self.state, seat, id);
        self.state.player_mut(seat).discard.push(card);
        card
    }

    /// A ready unit of `seat`'s in play.
    pub fn unit(&mut self, seat: Seat, id: &str) -> CardId {
        let card = add_card(&mut self.state, seat, id);
        self.state.play.push(card);
        card
    }

    /// A token unit of `seat`'s in play, ready.
    pub fn token_unit(&mut self, seat: Seat, token: Token) -> CardId {
        let card = self.state.add_card(token_def(token), seat);
        self.state.play.push(card);
        card
    }

    /// A Pilot of `seat`'s attached to `host` as if played with Piloting (it carries Piloting's
    /// restriction, 3.6.b).
    pub fn pilot(&mut self, seat: Seat, id: &str, host: CardId) -> CardId {
        let card = add_card(&mut self.state, seat, id);
        let restriction = piloting_restriction(self.state.def(card));
        self.attach(card, host, Role::Pilot, Some(restriction))
    }

    /// An upgrade card of `seat`'s attached to `host`.
    pub fn upgrade(&mut self, seat: Seat, id: &str, host: CardId) -> CardId {
        let card = add_card(&mut self.state, seat, id);
        self.attach(card, host, Role::Upgrade, None)
    }

    /// A token upgrade (Shield, Experience) of `seat`'s on `host`.
    pub fn token_upgrade(&mut self, seat: Seat, token: Token, host: CardId) -> CardId {
        let card = self.state.add_card(token_def(token), seat);
        self.attach(card, host, Role::Upgrade, None)
    }

    fn attach(&mut self, card: CardId, host: CardId, role: Role, restriction: Option<Restriction>) -> CardId {
        let controller = self.state.card(host).controller;
        let cs = self.state.card_mut(card);
        cs.attached = Some(Attachment { host, role });
        cs.restriction = restriction;
        cs.controller = controller;
        self.state.play.push(card);
        card
    }

    /// `seat`'s leader deployed as a Pilot on `host` (its Epic Action used).
    pub fn deploy_leader_as_pilot(&mut self, seat: Seat, host: CardId) -> CardId {
        let leader = self.state.player(seat).leader;
        self.state.player_mut(seat).deployed = true;
        self.attach(leader, host, Role::Pilot, Some(Restriction::FriendlyVehicleWithoutPilot))
    }

    pub fn damage(&mut self, card: CardId, damage: u8) {
        self.state.card_mut(card).damage = damage;
    }

    pub fn exhaust(&mut self, card: CardId) {
        self.state.card_mut(card).exhausted = true;
    }

    /// What `seat` attacked with this phase.
    pub fn attacked(&mut self, seat: Seat, non_token_vehicle: bool, fighter: bool) {
        let attacked = &mut self.state.player_mut(seat).attacked;
        attacked.non_token_vehicle = non_token_vehicle;
        attacked.fighter = fighter;
    }

    pub fn build(self) -> State {
        self.state
    }
}

/// # Panics
/// On a card id missing from the catalog: scenarios are written by us, and a test builds every
/// one of them.
fn add_card(state: &mut State, seat: Seat, id: &str) -> CardId {
    let def = catalog().by_key(id).unwrap_or_else(|| panic!("scenario names card {id}, which is not in the catalog"));
    state.add_card(def, seat)
}
