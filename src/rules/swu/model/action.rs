//! Actions: everything a player can do, with every choice inside (DESIGN.md invariant 2): the
//! card, how it is played (6.2.a: as a unit, or as an upgrade with which Piloting), where, by
//! which ability, and the resources exhausted to pay.

use crate::engine::{CardId, Seat};
use crate::rules::swu::model::act::Named;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Play a unit from hand as a unit, into its arena; `via` the ability that plays it ("Play a
    /// unit from your hand. It costs 1 less.").
    PlayUnit { card: CardId, via: Option<CardId>, payment: Payment },
    /// Piloting (7.5.17.a): play a unit from hand as a Pilot upgrade on `host`, with its
    /// `piloting`-th Piloting ability (7.5.17.b), `via` an ability that plays it.
    PlayPilot { card: CardId, host: CardId, piloting: u8, via: Option<CardId>, payment: Payment },
    /// Play an upgrade card from hand on `host`; `via` an ability that plays it ("Play a card from
    /// your hand").
    PlayUpgrade {
        card: CardId,
        host: CardId,
        #[serde(default)]
        via: Option<CardId>,
        payment: Payment,
    },
    /// Play an event from hand: pay its cost, resolve its text, put it in the discard pile (the
    /// choices its text asks for are prompts as it resolves); `via` an ability that plays it.
    PlayEvent {
        card: CardId,
        #[serde(default)]
        via: Option<CardId>,
        payment: Payment,
    },
    /// Attack `defender` (a unit or a base) with `attacker`; `via` an ability that makes the
    /// attack (Rio Durant), paying its resources.
    Attack { attacker: CardId, defender: CardId, via: Option<CardId>, payment: Payment },
    /// An Action ability of `card` (a leader's leader side), with its target if it has one.
    UseAbility { card: CardId, target: Option<CardId>, payment: Payment },
    /// The leader's Epic Action: deploy it as a unit.
    Deploy { leader: CardId },
    /// The leader's Epic Action: deploy it as a Pilot upgrade on `host`.
    DeployAsPilot { leader: CardId, host: CardId },
    /// Take the initiative (and pass for the rest of the phase).
    TakeInitiative,
    /// Pass: take no action now, or decline what the pending prompt offers.
    Pass,
    /// Setup: the player who won the flip gives the initiative to `seat`.
    ChooseInitiative { seat: Seat },
    /// Setup: shuffle the opening hand back and draw six new cards.
    Mulligan,
    /// Put this card from hand into play as a resource.
    Resource { card: CardId },
    /// The card the pending prompt asks for.
    Choose { card: CardId },
    /// Use the replacement the pending prompt offers (Luke Skywalker's).
    Accept,
    /// The value, not a card, the pending prompt asks for ("Choose an arena").
    Name { value: Named },
}

/// The ready resources exhausted to pay, in the order they lie. Held inline (no allocation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Payment {
    len: u8,
    cards: [CardId; MAX_PAYMENT],
}

/// The most resources one payment exhausts (the catalog's costs, penalties included, stay below).
pub(crate) const MAX_PAYMENT: usize = 16;

impl Default for Payment {
    fn default() -> Payment {
        Payment { len: 0, cards: [CardId(0); MAX_PAYMENT] }
    }
}

impl Payment {
    /// `None` if there are more than [`MAX_PAYMENT`] cards.
    pub(crate) fn try_of(cards: &[CardId]) -> Option<Payment> {
        let mut payment = Payment::default();
        payment.cards.get_mut(..cards.len())?.copy_from_slice(cards);
        payment.len = cards.len() as u8;
        Some(payment)
    }

    /// For tests that name a payment by hand.
    ///
    /// # Panics
    /// With more than [`MAX_PAYMENT`] cards.
    pub fn of(cards: &[CardId]) -> Payment {
        Payment::try_of(cards).expect("a payment has at most MAX_PAYMENT cards")
    }

    pub fn cards(&self) -> &[CardId] {
        &self.cards[..usize::from(self.len)]
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
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
        Payment::try_of(&cards).ok_or_else(|| serde::de::Error::custom("a payment has at most 16 cards"))
    }
}

impl Action {
    /// Every card the action names, its payment included: `check` refuses an action that names a
    /// card the game does not have before it looks at anything else.
    pub fn cards(&self) -> impl Iterator<Item = CardId> + '_ {
        let named: [Option<CardId>; 3] = match *self {
            Action::PlayUnit { card, via, .. } => [Some(card), via, None],
            Action::PlayPilot { card, host, via, .. } => [Some(card), Some(host), via],
            Action::PlayUpgrade { card, host, via, .. } => [Some(card), Some(host), via],
            Action::PlayEvent { card, via, .. } => [Some(card), via, None],
            Action::Attack { attacker, defender, via, .. } => [Some(attacker), Some(defender), via],
            Action::UseAbility { card, target, .. } => [Some(card), target, None],
            Action::Deploy { leader } => [Some(leader), None, None],
            Action::DeployAsPilot { leader, host } => [Some(leader), Some(host), None],
            Action::Resource { card } | Action::Choose { card } => [Some(card), None, None],
            Action::TakeInitiative
            | Action::Pass
            | Action::ChooseInitiative { .. }
            | Action::Mulligan
            | Action::Accept
            | Action::Name { .. } => [None, None, None],
        };
        named.into_iter().flatten().chain(self.payment().into_iter().flat_map(|p| p.cards().to_vec()))
    }

    /// The resources the action exhausts, if it pays any.
    pub fn payment(&self) -> Option<&Payment> {
        match self {
            Action::PlayUnit { payment, .. }
            | Action::PlayPilot { payment, .. }
            | Action::PlayUpgrade { payment, .. }
            | Action::PlayEvent { payment, .. }
            | Action::Attack { payment, .. }
            | Action::UseAbility { payment, .. } => Some(payment),
            _ => None,
        }
    }

    /// The action with no payment (what the search and the tests compare).
    pub(crate) fn unpaid(mut self) -> Action {
        match &mut self {
            Action::PlayUnit { payment, .. }
            | Action::PlayPilot { payment, .. }
            | Action::PlayUpgrade { payment, .. }
            | Action::PlayEvent { payment, .. }
            | Action::Attack { payment, .. }
            | Action::UseAbility { payment, .. } => *payment = Payment::default(),
            _ => {}
        }
        self
    }
}
