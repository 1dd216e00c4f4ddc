//! Why an SWU action is illegal. The rule each reason rests on travels beside it in
//! [`crate::engine::Rejected`].

use crate::engine::Common;
use crate::engine::{Arg, Message, Say};
use crate::rules::swu::model::ability::Instruction;
use crate::rules::swu::model::def::Arena;
use crate::rules::swu::model::state::Phase;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// What every game refuses (the game is over, no such card, another phase, a choice pending).
    Common(Common<Phase>),
    /// The action names a seat the table does not have.
    NoSuchSeat,
    NotInHand,
    /// Only a unit card can be played as a unit.
    NotAUnitCard,
    /// Only an upgrade card is played as an upgrade this way.
    NotAnUpgradeCard,
    /// Played as an event, and not one.
    NotAnEvent,
    /// Hangar does not play the card's text yet.
    NotImplemented,
    /// The card has no such Piloting ability.
    NoPiloting,
    HostNotInPlay,
    /// An upgrade attaches to a unit.
    HostNotAUnit,
    HostNotFriendly,
    HostNotVehicle,
    /// The Vehicle already has as many Pilots as it may (one, unless an ability adds more).
    HostHasPilot {
        pilots: u8,
    },
    CannotAfford {
        cost: u8,
        available: u8,
    },
    /// The payment exhausts other than the cost's number of resources.
    WrongPayment {
        cost: u8,
        paid: u8,
    },
    NotAResource,
    ResourceExhausted,
    /// The ready resources are exhausted in the order they lie (they are all alike).
    PaymentOutOfOrder,
    /// A modified play that names how the card is played (6.2.a, 7.5.17.c).
    InstructionForbids {
        instruction: Instruction,
    },
    /// The upgrade says "Attach to a <trait> unit", and the host is none.
    HostNotOfTrait {
        traits: String,
    },
    /// The ability plays a card of a trait ("Play a Vehicle unit"), and this one is not.
    NotOfTrait {
        trait_name: String,
    },
    /// The card has no such ability.
    NoSuchAbility,
    /// An Action that exhausts its card needs the card ready.
    AbilityExhausted,
    /// "Use this ability only once each round": it was used this round.
    UsedThisRound,
    NotYourCard,
    /// The unit is not in play as a unit.
    NotAUnit,
    AttackerExhausted,
    /// Only an enemy unit or the enemy base can be attacked.
    NotAnEnemy,
    /// Units attack within their arena.
    DifferentArena {
        attacker: Arena,
        defender: Arena,
    },
    /// A Sentinel unit of the defender's is in this arena.
    SentinelInTheWay {
        sentinel: String,
    },
    /// The ability attacks with a unit of one arena.
    WrongArena {
        arena: Arena,
    },
    /// The leader's Epic Action was used (once per game).
    EpicActionUsed,
    NotEnoughResourcesToDeploy {
        need: u8,
        have: u8,
    },
    NotALeader,
    CannotDeployAsPilot,
    InitiativeTaken,
    /// The ability's "If …" does not hold.
    ConditionUnmet,
    NotATarget,
    /// "This unit can't attack."
    CantAttack,
    TargetNeeded,
    NoTargetNeeded,
    /// A drop on a place that is not on the table.
    OffTheTable,
    /// A drop that matches no kind of play for this card.
    NoSuchPlay,
}

impl Say for Reason {
    fn say(&self) -> Message {
        let m = Message::new;
        match self {
            Reason::Common(common) => common.say(),
            Reason::NoSuchSeat => m("swu-reason-no-such-seat"),
            Reason::NotInHand => m("swu-reason-not-in-hand"),
            Reason::NotAUnitCard => m("swu-reason-not-a-unit-card"),
            Reason::NotAnUpgradeCard => m("swu-reason-not-an-upgrade-card"),
            Reason::NotAnEvent => m("swu-reason-not-an-event"),
            Reason::NotImplemented => m("swu-reason-not-implemented"),
            Reason::NoPiloting => m("swu-reason-no-piloting"),
            Reason::HostNotInPlay => m("swu-reason-host-not-in-play"),
            Reason::HostNotAUnit => m("swu-reason-host-not-a-unit"),
            Reason::HostNotFriendly => m("swu-reason-host-not-friendly"),
            Reason::HostNotVehicle => m("swu-reason-host-not-vehicle"),
            Reason::HostHasPilot { pilots } => m("swu-reason-host-has-pilot").number("n", *pilots),
            Reason::CannotAfford { cost, available } => {
                m("swu-reason-cannot-afford").number("cost", *cost).number("available", *available)
            }
            Reason::WrongPayment { cost, paid } => {
                m("swu-reason-wrong-payment").number("cost", *cost).number("paid", *paid)
            }
            Reason::NotAResource => m("swu-reason-not-a-resource"),
            Reason::ResourceExhausted => m("swu-reason-resource-exhausted"),
            Reason::PaymentOutOfOrder => m("swu-reason-payment-out-of-order"),
            Reason::InstructionForbids { instruction } => {
                m("swu-reason-instruction-forbids").with("instruction", instruction_say(*instruction))
            }
            Reason::HostNotOfTrait { traits } => {
                m("swu-reason-host-not-of-trait").with("traits", Arg::Printed(traits.clone()))
            }
            Reason::NotOfTrait { trait_name } => {
                m("swu-reason-not-of-trait").with("trait", Arg::Printed(trait_name.clone()))
            }
            Reason::NoSuchAbility => m("swu-reason-no-such-ability"),
            Reason::AbilityExhausted => m("swu-reason-ability-exhausted"),
            Reason::UsedThisRound => m("swu-reason-used-this-round"),
            Reason::NotYourCard => m("swu-reason-not-your-card"),
            Reason::NotAUnit => m("swu-reason-not-a-unit"),
            Reason::AttackerExhausted => m("swu-reason-attacker-exhausted"),
            Reason::NotAnEnemy => m("swu-reason-not-an-enemy"),
            Reason::DifferentArena { attacker, defender } => {
                m("swu-reason-different-arena").with("attacker", attacker.say()).with("defender", defender.say())
            }
            Reason::SentinelInTheWay { sentinel } => {
                m("swu-reason-sentinel-in-the-way").with("card", Arg::Card(sentinel.clone()))
            }
            Reason::WrongArena { arena } => m("swu-reason-wrong-arena").with("arena", arena.say()),
            Reason::EpicActionUsed => m("swu-reason-epic-action-used"),
            Reason::NotEnoughResourcesToDeploy { need, have } => {
                m("swu-reason-not-enough-resources-to-deploy").number("need", *need).number("have", *have)
            }
            Reason::NotALeader => m("swu-reason-not-a-leader"),
            Reason::CannotDeployAsPilot => m("swu-reason-cannot-deploy-as-pilot"),
            Reason::InitiativeTaken => m("swu-reason-initiative-taken"),
            Reason::ConditionUnmet => m("swu-reason-condition-unmet"),
            Reason::NotATarget => m("swu-reason-not-a-target"),
            Reason::CantAttack => m("swu-reason-cant-attack"),
            Reason::TargetNeeded => m("swu-reason-target-needed"),
            Reason::NoTargetNeeded => m("swu-reason-no-target-needed"),
            Reason::OffTheTable => m("swu-reason-off-the-table"),
            Reason::NoSuchPlay => m("swu-reason-no-such-play"),
        }
    }
}

/// A play instruction's words ("play a unit").
pub(crate) fn instruction_say(instruction: Instruction) -> Message {
    Message::new(match instruction {
        Instruction::Unit => "swu-instruction-unit",
        Instruction::Upgrade => "swu-instruction-upgrade",
        Instruction::NonUnit => "swu-instruction-non-unit",
        Instruction::Card => "swu-instruction-card",
        Instruction::UsingPiloting => "swu-instruction-using-piloting",
    })
}

impl From<Common<Phase>> for Reason {
    fn from(common: Common<Phase>) -> Reason {
        Reason::Common(common)
    }
}
