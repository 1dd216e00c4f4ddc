//! Actions: everything a player can do, with every choice inside (DESIGN.md invariant 2).

use crate::engine::{CardId, Seat, Target};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state;
use crate::rules::lcg::model::zone::Zone;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
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
    /// Initiate the Action ability of a card you control, with its target if it has one.
    UseAbility { card: CardId, target: Option<CardId> },
    /// Use `source`'s Action to move Pilot enhancement `pilot` onto `host` (Training Procedures).
    MovePilot { source: CardId, pilot: CardId, host: CardId },
    /// Piloting Limit: discard this Pilot enhancement from the over-piloted unit.
    DiscardPilot { pilot: CardId },
    /// Use the Interrupt or Reaction the pending prompt offers.
    Trigger { card: CardId },
    /// Answer a put-into-play effect: this card, as a unit (`host` None) or as a Pilot
    /// enhancement on `host`.
    PutIntoPlay { card: CardId, host: Option<CardId> },
    /// Conflict phase: engage an enemy objective.
    Engage { objective: CardId },
    /// Declare a ready unit as an attacker or defender in the current engagement.
    Declare { unit: CardId },
    /// Edge battle: place a card from hand face down in your edge stack.
    EdgeCard { card: CardId },
    /// Focus a ready participating unit to strike.
    Strike { unit: CardId },
    /// A strike's unit damage goes to this enemy unit.
    AssignDamage { unit: CardId },
    /// A strike's next tactics focus token goes on this enemy unit.
    AssignFocus { unit: CardId },
    /// Force phase: commit a unit to the Force.
    Commit { unit: CardId },
    /// Balance of the Force: the objective that takes the Light Side's 1 damage.
    BalanceDamage { objective: CardId },
    /// Protect: move `amount` of the pending damage onto `protector`.
    Protect { protector: CardId, amount: u8 },
    /// Discard this card from hand (the cards a Kuat Reinforcements Interrupt discards).
    DiscardFromHand { card: CardId },
    /// The target the pending ability asked for.
    ChooseTarget { card: CardId },
    /// Setup: put this drawn objective on the bottom of the objective deck; the others go into play.
    SetAsideObjective { objective: CardId },
    /// Setup: shuffle the opening hand back and draw six new cards.
    Mulligan,
    /// Take no (more) actions in this phase, or decline what the pending prompt offers.
    Pass,
    /// The deck the pending effect looks at: `owner`'s objective deck (`objectives`) or command
    /// deck (Use the Force, Luke).
    ChooseDeck { owner: Side, objectives: bool },
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

pub const MAX_PAYMENT: usize = 8;

impl Default for Payment {
    fn default() -> Payment {
        Payment { len: 0, cards: [CardId(0); MAX_PAYMENT] }
    }
}

impl Payment {
    /// The cards, sorted by id (a repeated card stays repeated: `check` names it); `None` if
    /// there are more than [`MAX_PAYMENT`] cards.
    pub fn try_of(cards: &[CardId]) -> Option<Payment> {
        let mut payment = Payment::default();
        let slots = payment.cards.get_mut(..cards.len())?;
        slots.copy_from_slice(cards);
        slots.sort();
        payment.len = cards.len() as u8;
        Some(payment)
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
            Action::PlayUnit { card, .. }
            | Action::PlayEnhancement { card, .. }
            | Action::DeployMission { card, .. } => [Some(card), None, None],
            Action::PlayUnitDiscarding { card, source, .. } => [Some(card), Some(source), None],
            Action::PlayPilot { card, host, .. } | Action::AttachEnhancement { card, host, .. } => {
                [Some(card), Some(host), None]
            }
            Action::PlayEvent { card, target, .. } | Action::UseAbility { card, target } => [Some(card), target, None],
            Action::MovePilot { source, pilot, host } => [Some(source), Some(pilot), Some(host)],
            Action::PutIntoPlay { card, host } => [Some(card), host, None],
            Action::DiscardPilot { pilot: card }
            | Action::Trigger { card }
            | Action::Engage { objective: card }
            | Action::Declare { unit: card }
            | Action::EdgeCard { card }
            | Action::Strike { unit: card }
            | Action::AssignDamage { unit: card }
            | Action::AssignFocus { unit: card }
            | Action::Commit { unit: card }
            | Action::BalanceDamage { objective: card }
            | Action::Protect { protector: card, .. }
            | Action::DiscardFromHand { card }
            | Action::ChooseTarget { card }
            | Action::SetAsideObjective { objective: card } => [Some(card), None, None],
            Action::Mulligan | Action::Pass | Action::ChooseDeck { .. } => [None, None, None],
        };
        named.into_iter().flatten().chain(self.payment().into_iter().flat_map(|p| p.cards().to_vec()))
    }

    /// The resources the action focuses to pay, if it pays any.
    pub fn payment(&self) -> Option<&Payment> {
        match self {
            Action::PlayUnit { payment, .. }
            | Action::PlayUnitDiscarding { payment, .. }
            | Action::PlayPilot { payment, .. }
            | Action::PlayEnhancement { payment, .. }
            | Action::PlayEvent { payment, .. }
            | Action::AttachEnhancement { payment, .. }
            | Action::DeployMission { payment, .. } => Some(payment),
            _ => None,
        }
    }

    /// The card the player moves, for drag and drop.
    pub fn source(&self) -> Option<CardId> {
        match self {
            Action::PlayUnit { card, .. }
            | Action::PlayUnitDiscarding { card, .. }
            | Action::PlayPilot { card, .. }
            | Action::PlayEnhancement { card, .. }
            | Action::AttachEnhancement { card, .. }
            | Action::PlayEvent { card, .. }
            | Action::DeployMission { card, .. }
            | Action::PutIntoPlay { card, .. } => Some(*card),
            Action::MovePilot { pilot, .. } => Some(*pilot),
            // Attackers and defenders are dropped on the engaged objective, edge cards on the
            // edge stack.
            Action::Declare { unit } => Some(*unit),
            Action::EdgeCard { card } => Some(*card),
            Action::UseAbility { .. }
            | Action::DiscardPilot { .. }
            | Action::Trigger { .. }
            | Action::Commit { .. }
            | Action::BalanceDamage { .. }
            | Action::Engage { .. }
            | Action::Strike { .. }
            | Action::AssignDamage { .. }
            | Action::AssignFocus { .. }
            | Action::SetAsideObjective { .. }
            | Action::ChooseTarget { .. }
            | Action::Protect { .. }
            | Action::DiscardFromHand { .. }
            | Action::Mulligan
            | Action::Pass
            | Action::ChooseDeck { .. } => None,
        }
    }

    /// Where the action puts its card, or which card it picks.
    pub fn target(&self, state: &state::State) -> Option<Target> {
        let acting = state.acting();
        let own_area = Target::Zone(Zone::PlayArea.id(acting));
        match self {
            // An attacker or defender goes onto the engaged objective.
            Action::Declare { unit } => Some(Target::Card(state.engagement.as_ref().map_or(*unit, |e| e.objective))),
            Action::EdgeCard { .. } => Some(Target::Zone(Zone::Edge.id(acting))),
            Action::PlayUnit { .. } | Action::PlayUnitDiscarding { .. } | Action::PlayEnhancement { .. } => {
                Some(own_area)
            }
            Action::PlayPilot { host, .. }
            | Action::AttachEnhancement { host, .. }
            | Action::MovePilot { host, .. } => Some(Target::Card(*host)),
            Action::PlayEvent { target, .. } => Some(target.map_or(own_area, Target::Card)),
            Action::DeployMission { .. } => Some(Target::Zone(Zone::PlayArea.id(acting.opponent()))),
            Action::PutIntoPlay { host, .. } => Some(host.map_or(own_area, Target::Card)),
            Action::DiscardPilot { pilot } => Some(Target::Card(*pilot)),
            Action::Commit { unit }
            | Action::Strike { unit }
            | Action::AssignDamage { unit }
            | Action::AssignFocus { unit } => Some(Target::Card(*unit)),
            Action::Engage { objective } => Some(Target::Card(*objective)),
            Action::BalanceDamage { objective } => Some(Target::Card(*objective)),
            Action::SetAsideObjective { objective } => Some(Target::Card(*objective)),
            Action::ChooseTarget { card } => Some(Target::Card(*card)),
            Action::Protect { protector, .. } => Some(Target::Card(*protector)),
            Action::DiscardFromHand { card } => Some(Target::Card(*card)),
            Action::UseAbility { .. } | Action::Trigger { .. } | Action::Mulligan | Action::Pass => None,
            Action::ChooseDeck { owner, objectives } => {
                let deck = if *objectives { Zone::ObjectiveDeck } else { Zone::CommandDeck };
                Some(Target::Zone(deck.id(*owner)))
            }
        }
    }
}

/// Dark Side sits first.
pub fn seat(side: Side) -> Seat {
    Seat(side.idx() as u8)
}

pub fn side_of(seat: Seat) -> Option<Side> {
    match seat.0 {
        0 => Some(Side::Dark),
        1 => Some(Side::Light),
        _ => None,
    }
}
