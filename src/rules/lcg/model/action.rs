//! Actions: everything a player can do, with every choice inside (DESIGN.md invariant 2).

use crate::engine::SeatZone;
use crate::engine::{CardId, Seat, Target};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state;
use crate::rules::lcg::model::zone::Zone;
use serde::{Deserialize, Serialize};

/// What a player does: take an initiative in the turn (play a card, use an Action, engage,
/// strike, pass...), or answer the prompt pending. Every choice is inside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Legal while no prompt is pending.
    Initiative(Initiative),
    /// Legal only as an answer to the pending prompt.
    Answer(Answer),
}

/// An action a player takes in the turn, with no prompt pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Initiative {
    /// Deployment: play a unit from hand into your play area for its printed cost.
    PlayUnit { card: CardId, payment: Payment },
    /// Play a unit using `source`'s Interrupt (Kuat Reinforcements): discard `discards` cards from
    /// hand, chosen next, to pay that much less (to a minimum of 1).
    PlayUnitDiscarding { card: CardId, source: CardId, discards: u8, payment: Payment },
    /// Pilot (X): play a unit from hand as a Pilot enhancement on a friendly Vehicle unit,
    /// paying its pilot cost.
    PlayPilot { card: CardId, host: CardId, payment: Payment },
    /// Deployment: play an enhancement from hand where its "Enhance" line says.
    PlayEnhancement { card: CardId, payment: Payment },
    /// Play an event from hand in an action window, with its target if it has one.
    PlayEvent { card: CardId, target: Option<CardId>, payment: Payment },
    /// Deployment: play an enhancement from hand onto `host`, a unit or objective its "Enhance"
    /// line allows.
    AttachEnhancement { card: CardId, host: CardId, payment: Payment },
    /// Card Type: Mission: pay its cost and deploy it in the opponent's play area.
    DeployMission { card: CardId, payment: Payment },
    /// Initiate the Action ability of a card you control, with its target if it has one (or the
    /// Pilot enhancement it discards as its cost).
    UseAbility { card: CardId, target: Option<CardId> },
    /// Use `source`'s Action to move Pilot enhancement `pilot` onto `host` (Training Procedures).
    MovePilot { source: CardId, pilot: CardId, host: CardId },
    /// Conflict phase: engage an enemy objective.
    Engage { objective: CardId },
    /// Declare a ready unit as an attacker or defender in the current engagement.
    Declare { unit: CardId },
    /// Edge battle: place a card from hand face down in your edge stack.
    EdgeCard { card: CardId },
    /// Focus a ready participating unit to strike.
    Strike { unit: CardId },
    /// Force phase: commit a unit to the Force.
    Commit { unit: CardId },
    /// Take no (more) actions in this phase or step.
    Pass,
}

/// An answer to the pending prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Answer {
    /// Piloting Limit: discard this Pilot enhancement from the over-piloted unit.
    DiscardPilot { pilot: CardId },
    /// Use the triggered ability the prompt offers; `payment` when using it plays the card from
    /// hand (an event played as an Interrupt: Koiogran Turn).
    Trigger { card: CardId, payment: Option<Payment> },
    /// Answer a put-into-play effect: this card, as a unit (`host` None) or as a Pilot
    /// enhancement on `host`.
    PutIntoPlay { card: CardId, host: Option<CardId> },
    /// A strike's unit damage goes to this enemy unit.
    AssignDamage { unit: CardId },
    /// A strike's next tactics focus token goes on this enemy unit.
    AssignFocus { unit: CardId },
    /// Balance of the Force: the objective that takes the Light Side's 1 damage.
    BalanceDamage { objective: CardId },
    /// Protect: move `amount` of the pending damage onto `protector`.
    Protect { protector: CardId, amount: u8 },
    /// Discard this card from hand (the cards a Kuat Reinforcements Interrupt discards).
    DiscardFromHand { card: CardId },
    /// The card the pending prompt asks for: a target, a cost, a searched card...
    ChooseTarget { card: CardId },
    /// Setup: put this drawn objective on the bottom of the objective deck; the others go into play.
    SetAsideObjective { objective: CardId },
    /// Setup: shuffle the opening hand back and draw six new cards.
    Mulligan,
    /// The deck the pending effect looks at: `owner`'s objective deck (`objectives`) or command
    /// deck (Use the Force, Luke).
    ChooseDeck { owner: Side, objectives: bool },
    /// Decline what the prompt offers, or stop (a search, the mulligan: keep the hand).
    Pass,
    /// Name the trait at this place of the catalog's trait list (`name_trait::all`).
    NameTrait { name: u16 },
    /// The player the pending effect names (Expendable Scout: "have a player …").
    ChoosePlayer { side: Side },
    /// The option (its place among the ability's) the pending effect resolves (Battle of Hoth).
    ChooseOption { index: u8 },
}

impl From<Initiative> for Action {
    fn from(initiative: Initiative) -> Action {
        Action::Initiative(initiative)
    }
}

impl From<Answer> for Action {
    fn from(answer: Answer) -> Action {
        Action::Answer(answer)
    }
}

/// The resource cards focused to pay a cost, sorted by id (however they were listed). One focus
/// pays for one card only.
/// Held inline (no allocation): a minimal payment has at most as many cards as the cost, and no
/// card costs more than [`MAX_PAYMENT`] (the catalog checks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Payment {
    len: u8,
    cards: [CardId; MAX_PAYMENT],
}

pub(crate) const MAX_PAYMENT: usize = 8;

impl Default for Payment {
    fn default() -> Payment {
        Payment { len: 0, cards: [CardId(0); MAX_PAYMENT] }
    }
}

impl Payment {
    /// The cards, sorted by id (a repeated card stays repeated: `check` names it); `None` if
    /// there are more than [`MAX_PAYMENT`] cards.
    pub(crate) fn try_of(cards: &[CardId]) -> Option<Payment> {
        let mut payment = Payment::default();
        let slots = payment.cards.get_mut(..cards.len())?;
        slots.copy_from_slice(cards);
        // Most come sorted already (a payment made from a pool in id order).
        if !slots.is_sorted() {
            slots.sort();
        }
        payment.len = cards.len() as u8;
        Some(payment)
    }

    /// The first `len` of `cards`, sorted by id already, the rest `CardId(0)` (a payment made
    /// in id order, in place): [`Payment::try_of`] without copying or sorting it again.
    pub(crate) fn of_sorted(cards: [CardId; MAX_PAYMENT], len: usize) -> Payment {
        debug_assert!(len <= MAX_PAYMENT && cards[..len].is_sorted() && cards[len..].iter().all(|&c| c == CardId(0)));
        Payment { len: len as u8, cards }
    }

    /// For tests and scenarios that name a payment by hand.
    ///
    /// # Panics
    /// With more than [`MAX_PAYMENT`] cards.
    pub fn of(cards: &[CardId]) -> Payment {
        Payment::try_of(cards).expect("a payment has at most MAX_PAYMENT cards")
    }

    pub fn cards(&self) -> &[CardId] {
        &self.cards[..usize::from(self.len)]
    }
}

impl Serialize for Payment {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.cards().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Payment {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let cards = Vec::<CardId>::deserialize(deserializer)?;
        Payment::try_of(&cards).ok_or_else(|| serde::de::Error::custom("a payment has at most 8 cards"))
    }
}

impl Action {
    /// Every card the action names, its payment included: `check` refuses an action that names a
    /// card the game does not have before it looks at anything else.
    pub fn cards(&self) -> impl Iterator<Item = CardId> + '_ {
        let named: [Option<CardId>; 3] = match *self {
            Action::Initiative(initiative) => initiative.named(),
            Action::Answer(answer) => {
                let [card, host] = answer.named();
                [card, host, None]
            }
        };
        named.into_iter().flatten().chain(self.payment().into_iter().flat_map(|p| p.cards().iter().copied()))
    }

    /// The resources the action focuses to pay, if it pays any.
    pub fn payment(&self) -> Option<&Payment> {
        match self {
            Action::Initiative(
                Initiative::PlayUnit { payment, .. }
                | Initiative::PlayUnitDiscarding { payment, .. }
                | Initiative::PlayPilot { payment, .. }
                | Initiative::PlayEnhancement { payment, .. }
                | Initiative::PlayEvent { payment, .. }
                | Initiative::AttachEnhancement { payment, .. }
                | Initiative::DeployMission { payment, .. },
            )
            | Action::Answer(Answer::Trigger { payment: Some(payment), .. }) => Some(payment),
            _ => None,
        }
    }

    /// Is it a pass (ending a step, or declining a prompt)?
    pub fn is_pass(&self) -> bool {
        matches!(self, Action::Initiative(Initiative::Pass) | Action::Answer(Answer::Pass))
    }

    /// The card the player moves, for drag and drop.
    pub fn source(&self) -> Option<CardId> {
        match self {
            Action::Initiative(
                Initiative::PlayUnit { card, .. }
                | Initiative::PlayUnitDiscarding { card, .. }
                | Initiative::PlayPilot { card, .. }
                | Initiative::PlayEnhancement { card, .. }
                | Initiative::AttachEnhancement { card, .. }
                | Initiative::PlayEvent { card, .. }
                | Initiative::DeployMission { card, .. }
                // Attackers and defenders are dropped on the engaged objective, edge cards on
                // the edge stack.
                | Initiative::Declare { unit: card }
                | Initiative::EdgeCard { card },
            ) => Some(*card),
            Action::Initiative(Initiative::MovePilot { pilot, .. }) => Some(*pilot),
            Action::Answer(Answer::PutIntoPlay { card, .. }) => Some(*card),
            Action::Initiative(
                Initiative::UseAbility { .. }
                | Initiative::Commit { .. }
                | Initiative::Engage { .. }
                | Initiative::Strike { .. }
                | Initiative::Pass,
            )
            | Action::Answer(
                Answer::DiscardPilot { .. }
                | Answer::Trigger { .. }
                | Answer::BalanceDamage { .. }
                | Answer::AssignDamage { .. }
                | Answer::AssignFocus { .. }
                | Answer::SetAsideObjective { .. }
                | Answer::ChooseTarget { .. }
                | Answer::Protect { .. }
                | Answer::DiscardFromHand { .. }
                | Answer::Mulligan
                | Answer::Pass
                | Answer::ChooseDeck { .. }
                | Answer::NameTrait { .. }
                | Answer::ChoosePlayer { .. }
                | Answer::ChooseOption { .. },
            ) => None,
        }
    }

    /// Where the action puts its card, or which card it picks.
    pub fn target(&self, state: &state::State) -> Option<Target> {
        let acting = state.acting();
        let own_area = Target::Zone(Zone::PlayArea.id(acting));
        match self {
            Action::Initiative(initiative) => match initiative {
                // An attacker or defender goes onto the engaged objective.
                Initiative::Declare { unit } => {
                    Some(Target::Card(state.engagement.as_ref().map_or(*unit, |e| e.objective)))
                }
                Initiative::EdgeCard { .. } => Some(Target::Zone(Zone::Edge.id(acting))),
                Initiative::PlayUnit { .. }
                | Initiative::PlayUnitDiscarding { .. }
                | Initiative::PlayEnhancement { .. } => Some(own_area),
                Initiative::PlayPilot { host, .. }
                | Initiative::AttachEnhancement { host, .. }
                | Initiative::MovePilot { host, .. } => Some(Target::Card(*host)),
                Initiative::PlayEvent { target, .. } => Some(target.map_or(own_area, Target::Card)),
                Initiative::DeployMission { .. } => Some(Target::Zone(Zone::PlayArea.id(acting.opponent()))),
                Initiative::Commit { unit } | Initiative::Strike { unit } => Some(Target::Card(*unit)),
                Initiative::Engage { objective } => Some(Target::Card(*objective)),
                Initiative::UseAbility { .. } | Initiative::Pass => None,
            },
            Action::Answer(answer) => match answer {
                Answer::PutIntoPlay { host, .. } => Some(host.map_or(own_area, Target::Card)),
                Answer::ChooseDeck { owner, objectives } => {
                    let deck = if *objectives { Zone::ObjectiveDeck } else { Zone::CommandDeck };
                    Some(Target::Zone(deck.id(*owner)))
                }
                Answer::Trigger { .. }
                | Answer::Mulligan
                | Answer::Pass
                | Answer::NameTrait { .. }
                | Answer::ChoosePlayer { .. }
                | Answer::ChooseOption { .. } => None,
                other => other.named()[0].map(Target::Card),
            },
        }
    }
}

impl Initiative {
    /// The cards it names (its payment aside).
    fn named(self) -> [Option<CardId>; 3] {
        match self {
            Initiative::PlayUnit { card, .. }
            | Initiative::PlayEnhancement { card, .. }
            | Initiative::DeployMission { card, .. }
            | Initiative::EdgeCard { card }
            | Initiative::Engage { objective: card }
            | Initiative::Declare { unit: card }
            | Initiative::Strike { unit: card }
            | Initiative::Commit { unit: card } => [Some(card), None, None],
            Initiative::PlayUnitDiscarding { card, source, .. } => [Some(card), Some(source), None],
            Initiative::PlayPilot { card, host, .. } | Initiative::AttachEnhancement { card, host, .. } => {
                [Some(card), Some(host), None]
            }
            Initiative::PlayEvent { card, target, .. } | Initiative::UseAbility { card, target } => {
                [Some(card), target, None]
            }
            Initiative::MovePilot { source, pilot, host } => [Some(source), Some(pilot), Some(host)],
            Initiative::Pass => [None, None, None],
        }
    }
}

impl Answer {
    /// The card it picks, and the host a put-into-play answer names.
    fn named(self) -> [Option<CardId>; 2] {
        let card = match self {
            Answer::DiscardPilot { pilot: card }
            | Answer::Trigger { card, .. }
            | Answer::AssignDamage { unit: card }
            | Answer::AssignFocus { unit: card }
            | Answer::BalanceDamage { objective: card }
            | Answer::Protect { protector: card, .. }
            | Answer::DiscardFromHand { card }
            | Answer::ChooseTarget { card }
            | Answer::SetAsideObjective { objective: card } => Some(card),
            Answer::PutIntoPlay { card, host } => return [Some(card), host],
            Answer::Mulligan
            | Answer::Pass
            | Answer::ChooseDeck { .. }
            | Answer::NameTrait { .. }
            | Answer::ChoosePlayer { .. }
            | Answer::ChooseOption { .. } => None,
        };
        [card, None]
    }
}

/// Dark Side sits first.
pub fn seat(side: Side) -> Seat {
    Seat(side.idx() as u8)
}

pub(crate) fn side_of(seat: Seat) -> Option<Side> {
    match seat.0 {
        0 => Some(Side::Dark),
        1 => Some(Side::Light),
        _ => None,
    }
}
