//! What is left to do while an effect resolves: the triggers abilities wait for, a choice
//! pending in the middle of an effect (its prompt and what it asks), and the queue of steps.
//! Plain data, part of the state (`state.rs` re-exports it).

use crate::engine::CardId;
use crate::rules::lcg::model::ability;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::{Destination, Phase};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// Something that happened, or is about to, which triggered abilities may wait for (see
/// `triggers.rs`): Reactions wait for what happened; Interrupts and replacements for what is
/// about to happen ([`Trigger::is_about_to`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Trigger {
    EnteredPlay {
        card: CardId,
    },
    Struck {
        unit: CardId,
    },
    DeclaredAttacker {
        unit: CardId,
    },
    /// `unit` was declared as a defender.
    DeclaredDefender {
        unit: CardId,
    },
    Refreshed {
        side: Side,
    },
    TurnBegan {
        side: Side,
    },
    DrawPhaseBegan {
        side: Side,
    },
    ObjectiveDestroyed {
        objective: CardId,
    },
    /// A card was played from hand (a unit, pilot, enhancement, event or mission).
    Played {
        card: CardId,
    },
    /// `card` is about to leave play (Interrupts: "When this unit leaves play").
    LeavingPlay {
        card: CardId,
    },
    /// `unit` was focused to strike; its icons have not resolved yet (Interrupts: "When … is
    /// focused to strike").
    Striking {
        unit: CardId,
    },
    /// `mission` was completed: destroyed, it is now in its owner's victory pile.
    MissionCompleted {
        mission: CardId,
    },
    /// `unit` participated in an engagement that has ended and is still in play ("After … survives
    /// an [unopposed] engagement as an attacker/defender"): on the attacker's side or not, and
    /// whether the engagement was unopposed.
    Survived {
        unit: CardId,
        attacker: bool,
        unopposed: bool,
    },
    /// `card` is about to be chosen as the target of an ability of `source` (Interrupts: "When …
    /// is targeted by an enemy card effect").
    Targeted {
        card: CardId,
        source: CardId,
    },
    /// The active player declared an engagement against `objective`.
    Engaged {
        objective: CardId,
    },
    /// `unit`'s last focus token was removed: it readies.
    Readied {
        unit: CardId,
    },
    /// The engagement against `objective` is about to end (Interrupts: "When an engagement in
    /// which this unit is participating ends", Demolisher).
    EngagementEnding {
        objective: CardId,
    },
    /// `card` was captured.
    Captured {
        card: CardId,
    },
    /// Damage is about to be dealt to `card` (Interrupts: "When a Vehicle unit is dealt damage",
    /// Pirate Hideout).
    Damaging {
        card: CardId,
    },
    /// `unit`, controlled by `controller`, was destroyed ("After a unit you control is
    /// destroyed"); it is in its owner's discard pile unless something sent it elsewhere.
    UnitDestroyed {
        unit: CardId,
        controller: Side,
    },
    /// The Force struggle set the Balance of the Force to `side`.
    BalanceSet {
        side: Side,
    },
    /// An edge battle was resolved (its fate cards too) and `winner` has the edge.
    EdgeBattleWon {
        winner: Side,
    },
    /// `unit` is about to be destroyed (Interrupts: "When a friendly … unit would be destroyed",
    /// Phantom).
    Destroying {
        unit: CardId,
    },
    /// `side`'s Force phase began (The Emperor's Shuttle: "After the Force phase begins").
    ForcePhaseBegan {
        side: Side,
    },
    /// The event `card` was played; its effects are about to resolve (Sensor Array: "When an
    /// event card is played").
    EventPlaying {
        card: CardId,
    },
    /// `unit`'s strike resolved and what its damage destroyed is gone (Called to Arms: "After a
    /// … unit resolves a strike that destroys an enemy objective").
    StrikeResolved {
        unit: CardId,
    },
    /// The Pilot enhancement `pilot` was moved onto another unit (Training Procedures): it is
    /// attached to it (Red Two: "After a Pilot enhancement is attached to this unit").
    PilotMoved {
        pilot: CardId,
    },
    /// `card`, in play, is about to be captured (Phantom: "… or captured").
    Capturing {
        card: CardId,
    },
}

impl Trigger {
    /// Is it about to happen (a moment for Interrupts and replacements), rather than done (for
    /// Reactions)?
    pub(crate) fn is_about_to(self) -> bool {
        matches!(
            self,
            Trigger::LeavingPlay { .. }
                | Trigger::Striking { .. }
                | Trigger::Targeted { .. }
                | Trigger::EngagementEnding { .. }
                | Trigger::Damaging { .. }
                | Trigger::Destroying { .. }
                | Trigger::Capturing { .. }
                | Trigger::EventPlaying { .. }
        )
    }

    /// The card the trigger is about, if any (a Reaction's "that unit").
    pub fn card(self) -> Option<CardId> {
        match self {
            Trigger::EnteredPlay { card } => Some(card),
            Trigger::Struck { unit } | Trigger::DeclaredAttacker { unit } | Trigger::DeclaredDefender { unit } => {
                Some(unit)
            }
            Trigger::ObjectiveDestroyed { objective } => Some(objective),
            Trigger::Played { card } => Some(card),
            Trigger::LeavingPlay { card } => Some(card),
            Trigger::Striking { unit } => Some(unit),
            Trigger::MissionCompleted { mission } => Some(mission),
            Trigger::Targeted { card, .. } => Some(card),
            Trigger::Survived { unit, .. } => Some(unit),
            Trigger::Engaged { objective } => Some(objective),
            Trigger::Readied { unit } => Some(unit),
            Trigger::EngagementEnding { objective } => Some(objective),
            Trigger::Captured { card } | Trigger::Damaging { card } => Some(card),
            Trigger::UnitDestroyed { unit, .. } | Trigger::Destroying { unit } => Some(unit),
            Trigger::Capturing { card } => Some(card),
            Trigger::PilotMoved { pilot } => Some(pilot),
            Trigger::StrikeResolved { unit } => Some(unit),
            Trigger::ForcePhaseBegan { .. } => None,
            Trigger::EventPlaying { card } => Some(card),
            Trigger::BalanceSet { .. } | Trigger::EdgeBattleWon { .. } => None,
            Trigger::Refreshed { .. } | Trigger::TurnBegan { .. } | Trigger::DrawPhaseBegan { .. } => None,
        }
    }
}

/// A choice in the middle of an effect: who chooses, and what. While one is pending, only its
/// answers are legal (DESIGN.md invariant 4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prompt {
    /// The side that answers.
    pub chooser: Side,
    pub kind: Ask,
}

impl Prompt {
    pub fn new(chooser: Side, kind: Ask) -> Prompt {
        Prompt { chooser, kind }
    }
}

/// What a [`Prompt`] asks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ask {
    /// Piloting Limit: `host` has two or more counted Pilot enhancements; its controller
    /// discards one at a time until one remains.
    DiscardPilot { host: CardId },
    /// An effect of `source` puts a card into play; `chooser` picks the card (and, where the
    /// effect leaves it open, whether a Pilot (X) card enters as a unit or as a pilot).
    PutIntoPlay { source: CardId, search: Search },
    /// `card`'s triggered ability (its `ability`-th: a Reaction, an Interrupt or a replacement)
    /// waits for a trigger that just came; `chooser`, its controller, may use it or pass.
    /// `context` is the card the trigger is about.
    Triggered { card: CardId, ability: u8, context: Option<CardId> },
    /// `card`'s ability needs a target: `chooser` picks one.
    Target { card: CardId, ability: u8, context: Option<CardId> },
    /// Shielding: `unit` was just declared; `chooser` may place 1 shield on a friendly
    /// participating unit (or the engaged objective, when defending) that has none.
    Shielding { unit: CardId },
    /// Protect: `amount` damage from `source` is about to be dealt to `target`; `chooser` may move
    /// some of it onto a unit protecting it.
    Protect { target: CardId, amount: u8, source: Option<CardId> },
    /// Kuat Reinforcements: `chooser` discards `remaining` more cards from hand (not `played`).
    DiscardFromHand { played: CardId, remaining: u8 },
    /// Setup: `chooser` drew four objectives; one goes to the bottom of the objective deck.
    SetupObjectives,
    /// Setup: `chooser` may shuffle the opening hand back and draw a new one, once.
    Mulligan,
    /// Balance of the Force phase, Light Side turn, Balance with the light side: choose a Dark
    /// Side objective to take 1 damage.
    BalanceDamage,
    /// A strike's unit damage: choose the enemy unit that takes all of it.
    UnitDamage { striker: CardId, amount: u8 },
    /// A strike's tactics: choose the enemy unit for the next focus token.
    Tactics { striker: CardId, remaining: u8 },
    /// `card`'s ability (its `ability`-th) costs a chosen card (`part`: a sacrifice, a damage):
    /// `chooser` picks it (answered with `Answer::ChooseTarget`).
    PayCost { card: CardId, ability: u8, part: ability::CostPart },
    /// `card`'s ability moves `count` damage to `to`: `chooser` picks the card it comes from
    /// among those `from` accepts (answered with `Answer::ChooseTarget`).
    MoveDamageFrom {
        card: CardId,
        to: CardId,
        count: u8,
        from: ability::Filter,
        /// Focus tokens move, not damage (Red Two).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        focus: bool,
    },
    /// `card`'s search: `chooser` takes the `looked` cards `take` accepts into hand one at a
    /// time (answered with `Answer::ChooseTarget`), or stops (`Answer::Pass`); the rest then go
    /// to `rest` (shuffled back, or discarded: Lieutenant Renz).
    SearchTop {
        card: CardId,
        looked: Vec<CardId>,
        take: ability::CardFilter,
        #[serde(default)]
        rest: ability::Rest,
        /// How many more cards may be taken ("up to 2 units", To Save a Friend); no limit when
        /// left out.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        left: Option<u8>,
        /// The cards taken are placed as captured cards under `card` ("places them as captured
        /// cards here"), not added to the hand.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        here: bool,
    },
    /// A strike's blast damage: `chooser` picks the engaged objective or, with Red Five's
    /// Interrupt, a participating enemy unit (answered with `Answer::ChooseTarget`).
    BlastDamage { striker: CardId, amount: u8 },
    /// `card`'s effect looks at the top card of a deck: `chooser` picks the deck
    /// (answered with `Answer::ChooseDeck`).
    LookAtDeck { card: CardId },
    /// `chooser` looked at `top`, the top card of its deck: place it on the bottom
    /// (`Answer::ChooseTarget`) or leave it (`Initiative::Pass`).
    LookedAtTop { card: CardId, top: CardId },
    /// Revealed `cards` go on the bottom of `chooser`'s deck in the order chosen (Superlaser
    /// Engineer: "in any order").
    DeckBottom { source: CardId, cards: Vec<CardId> },
    /// `card`'s ability moves `enhancement` to another eligible unit controlled by the same
    /// player; `chooser` chooses the unit (Reassignment; answered with `Answer::ChooseTarget`).
    MoveEnhancementTo { card: CardId, enhancement: CardId },
    /// `card`'s ability asks `chooser` to name a trait (Dark Genocide; answered with
    /// `Answer::NameTrait`).
    NameTrait { card: CardId },
    /// `card`'s ability asks `chooser` to choose a player (Expendable Scout; answered with
    /// `Answer::ChoosePlayer`).
    ChoosePlayer { card: CardId },
    /// `card`'s ability has `chooser` discard a card from hand, then draw 1 (answered with
    /// `Answer::DiscardFromHand`).
    DiscardThenDraw { card: CardId },
    /// `card`'s ability offers options on `target`: `chooser` picks one (answered with
    /// `Answer::ChooseOption`) or declines.
    ChooseOption { card: CardId, target: CardId },
}

/// Where a put-into-play effect looks, and what it may take.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Search {
    /// A card `take` accepts from the piles `from` (Stay on Target: a Pilot card from hand or
    /// discard pile, `as_enhancement` only; Prepared Ambush: an Officer or Trooper unit from the
    /// deck or the discard pile).
    Piles { from: Cow<'static, [ability::Pile]>, take: ability::CardFilter, as_enhancement: bool },
    /// Vader's TIE Advanced: the revealed top card of the deck, which must go into play (as a
    /// unit, or as a Pilot enhancement where Pilot (X) allows).
    Revealed { card: CardId },
}

/// One piece of work left in resolving an effect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// `card` leaves play for `to`. Its leaves-play Interrupt is offered first unless `offered`.
    LeavePlay {
        card: CardId,
        to: Destination,
        offered: bool,
    },
    /// `card` is destroyed (damage reached its capacity, or an effect destroys it).
    Destroy {
        card: CardId,
    },
    /// `card` is destroyed, the Interrupts to its being about to be destroyed offered (Phantom).
    DestroyOffered {
        card: CardId,
    },
    /// Piloting Limit check on `host`.
    CheckPilotLimit {
        host: CardId,
    },
    ShuffleCommandDeck {
        side: Side,
    },
    /// Go on with the turn sequence from `phase` (after a choice inside an automatic phase).
    EnterPhase {
        phase: Phase,
    },
    /// A Light Side objective entered the Dark Side's victory pile: the dial advances by the
    /// number of Light Side objectives there.
    DialForLightObjectives,
    /// A revealed fate card resolves.
    ResolveFate {
        card: CardId,
    },
    /// Find the triggered abilities waiting for `trigger` and queue their offers.
    Fire {
        trigger: Trigger,
    },
    /// Offer `card`'s `ability`-th ability (a triggered one) to its controller.
    Offer {
        card: CardId,
        ability: u8,
        context: Option<CardId>,
    },
    /// Carry out `card`'s `ability`-th ability, asking for a target first if it needs one.
    ResolveAbility {
        card: CardId,
        ability: u8,
        context: Option<CardId>,
        target: Option<CardId>,
    },
    /// `target` was chosen for `card`'s `ability`-th ability and the Interrupts to its targeting
    /// have been offered: the ability resolves on it, or asks again if one sent it elsewhere
    /// (Koiogran Turn).
    TargetStands {
        card: CardId,
        ability: u8,
        context: Option<CardId>,
        target: CardId,
    },
    /// Balance of the Force phase: the dial, or the Light Side's balance damage.
    Balance,
    /// Capture `card` for `captor`, under one of `captor`'s objectives.
    Capture {
        card: CardId,
        captor: Side,
    },
    /// Capture `card` for `captor`, the Interrupts to its being about to be captured offered.
    CaptureOffered {
        card: CardId,
        captor: Side,
    },
    /// Protect: ask whether damage about to be dealt to `target` moves onto a protector.
    AskProtect {
        target: CardId,
        amount: u8,
        source: Option<CardId>,
    },
    /// Shielding: offer the shield for the just-declared `unit`.
    AskShielding {
        unit: CardId,
    },
    /// Draw phase: draw up to the reserve value.
    DrawToReserve,
    /// Setup: ask `side` which drawn objective goes to the bottom.
    AskSetupObjectives {
        side: Side,
    },
    /// Setup: offer `side` its mulligan.
    AskMulligan {
        side: Side,
    },
    /// Ask where a strike's unit damage goes.
    AskUnitDamage {
        striker: CardId,
        amount: u8,
    },
    /// Ask where a strike's next tactics focus goes.
    AskTactics {
        striker: CardId,
        remaining: u8,
    },
    /// Ask the controller of `card`'s `ability`-th ability for the card a `part` of its cost needs.
    AskCost {
        card: CardId,
        ability: u8,
        part: ability::CostPart,
    },
    /// The icons of a unit focused to strike resolve.
    ResolveStrike {
        unit: CardId,
    },
    /// Ask where a strike's blast damage goes (Red Five).
    AskBlast {
        striker: CardId,
        amount: u8,
    },
    /// Destroy each card in play whose damage now reaches its damage capacity (a capacity
    /// drops when a card enters or leaves play: Grand Moff Tarkin, Lieutenant Renz).
    CheckCapacities,
    /// The engagement ends, once the Interrupts to its ending have been offered.
    FinishEngagement,
    /// `amount` damage from `source` is dealt to `target`, once the Interrupts to it have been
    /// offered (Pirate Hideout).
    DealDamage {
        source: Option<CardId>,
        target: CardId,
        amount: u8,
    },
}
