//! Why an LCG action is illegal. The rule each reason rests on travels beside it in
//! [`crate::engine::Rejected`].

use crate::engine::Common;
use crate::engine::{Arg, Message, Say};
use crate::rules::lcg::model::def::Affiliation;
use crate::rules::lcg::model::state::Phase;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// What every game refuses (the game is over, no such card, another phase, a choice pending).
    Common(Common<Phase>),
    NotYourTurn,
    NotInHand,
    NotAUnit,
    NoPilotKeyword,
    HostNotInPlay,
    HostNotAUnit,
    HostNotFriendly,
    HostNotVehicle,
    HostLacksTrait {
        traits: String,
    },
    NotATarget,
    NoTargetNeeded,
    Untargetable,
    InFaction,
    OnlyDuringYourTurn,
    NothingToDo,
    AbilityCostUnpaid,
    NotAnAbility,
    MissionAlreadyThere,
    MissionGoesToOpponent,
    NotAMission,
    NotAnEnhancement,
    NotAnEvent,
    NotAPilotCard,
    EnhancementGoesToPlayArea,
    AlreadyCommitted,
    NeedAnAttacker,
    NotReady,
    EngagementUnderWay,
    ThreeCommitted,
    UniqueInPlay {
        name: String,
    },
    CannotAfford {
        cost: u8,
        available: u8,
    },
    NoResourceMatch {
        affiliation: Affiliation,
    },
    NotAResource,
    ResourceFocused,
    /// A payment names the same card twice: one focus pays for one card only.
    ResourceNamedTwice,
    ResourceNotYours,
    NotEnoughPaid {
        cost: u8,
        paid: u8,
    },
    Overpaid,
    OpponentsPlayArea,
    OffTheTable,
    /// A drop that matches no kind of play for this card.
    NoSuchPlay,
    OnlyDuringAnEngagement,
    LimitedPlayed,
    EnhancementGoesOnACard,
    EnhanceLineRefuses {
        line: &'static str,
    },
    NoActionWindow,
    OnlyActionsInThisWindow,
    LimitReached,
    /// Darth Vader pilots a participating unit: "opponent cannot initiate card effects".
    CannotInitiate,
}

impl Say for Reason {
    fn say(&self) -> Message {
        match self {
            Reason::Common(common) => common.say(),
            Reason::LimitedPlayed => Message::new("lcg-reason-limited-played"),
            Reason::EnhancementGoesOnACard => Message::new("lcg-reason-enhancement-goes-on-a-card"),
            Reason::NoActionWindow => Message::new("lcg-reason-no-action-window"),
            Reason::CannotInitiate => Message::new("lcg-reason-cannot-initiate"),
            Reason::OnlyActionsInThisWindow => Message::new("lcg-reason-only-actions-in-this-window"),
            Reason::OnlyDuringAnEngagement => Message::new("lcg-reason-only-during-an-engagement"),
            Reason::LimitReached => Message::new("lcg-reason-limit-reached"),
            Reason::NotYourTurn => Message::new("lcg-reason-not-your-turn"),
            Reason::NotInHand => Message::new("lcg-reason-not-in-hand"),
            Reason::NotAUnit => Message::new("lcg-reason-not-a-unit"),
            Reason::NoPilotKeyword => Message::new("lcg-reason-no-pilot-keyword"),
            Reason::HostNotInPlay => Message::new("lcg-reason-host-not-in-play"),
            Reason::HostNotAUnit => Message::new("lcg-reason-host-not-a-unit"),
            Reason::HostNotFriendly => Message::new("lcg-reason-host-not-friendly"),
            Reason::HostNotVehicle => Message::new("lcg-reason-host-not-vehicle"),
            Reason::NotATarget => Message::new("lcg-reason-not-a-target"),
            Reason::NoTargetNeeded => Message::new("lcg-reason-no-target-needed"),
            Reason::Untargetable => Message::new("lcg-reason-untargetable"),
            Reason::InFaction => Message::new("lcg-reason-in-faction"),
            Reason::OnlyDuringYourTurn => Message::new("lcg-reason-only-during-your-turn"),
            Reason::NothingToDo => Message::new("lcg-reason-nothing-to-do"),
            Reason::AbilityCostUnpaid => Message::new("lcg-reason-ability-cost-unpaid"),
            Reason::NotAnAbility => Message::new("lcg-reason-not-an-ability"),
            Reason::MissionAlreadyThere => Message::new("lcg-reason-mission-already-there"),
            Reason::MissionGoesToOpponent => Message::new("lcg-reason-mission-goes-to-opponent"),
            Reason::NotAMission => Message::new("lcg-reason-not-a-mission"),
            Reason::NotAnEnhancement => Message::new("lcg-reason-not-an-enhancement"),
            Reason::NotAnEvent => Message::new("lcg-reason-not-an-event"),
            Reason::NotAPilotCard => Message::new("lcg-reason-not-a-pilot-card"),
            Reason::EnhancementGoesToPlayArea => Message::new("lcg-reason-enhancement-goes-to-play-area"),
            Reason::AlreadyCommitted => Message::new("lcg-reason-already-committed"),
            Reason::NeedAnAttacker => Message::new("lcg-reason-need-an-attacker"),
            Reason::NotReady => Message::new("lcg-reason-not-ready"),
            Reason::EngagementUnderWay => Message::new("lcg-reason-engagement-under-way"),
            Reason::ThreeCommitted => Message::new("lcg-reason-three-committed"),
            Reason::NotAResource => Message::new("lcg-reason-not-a-resource"),
            Reason::ResourceFocused => Message::new("lcg-reason-resource-focused"),
            Reason::ResourceNamedTwice => Message::new("lcg-reason-resource-named-twice"),
            Reason::ResourceNotYours => Message::new("lcg-reason-resource-not-yours"),
            Reason::Overpaid => Message::new("lcg-reason-overpaid"),
            Reason::OpponentsPlayArea => Message::new("lcg-reason-opponents-play-area"),
            Reason::OffTheTable => Message::new("lcg-reason-off-the-table"),
            Reason::NoSuchPlay => Message::new("lcg-reason-no-such-play"),
            Reason::HostLacksTrait { traits } => {
                Message::new("lcg-reason-host-lacks-trait").with("traits", Arg::Printed(traits.clone()))
            }
            Reason::UniqueInPlay { name } => Message::new("lcg-reason-unique-in-play").card("card", name.clone()),
            Reason::CannotAfford { cost, available } => {
                Message::new("lcg-reason-cannot-afford").number("cost", *cost).number("available", *available)
            }
            Reason::NoResourceMatch { affiliation } => {
                Message::new("lcg-reason-no-resource-match").with("affiliation", affiliation.say())
            }
            Reason::NotEnoughPaid { cost, paid } => {
                Message::new("lcg-reason-not-enough-paid").number("cost", *cost).number("paid", *paid)
            }
            Reason::EnhanceLineRefuses { line } => {
                Message::new("lcg-reason-enhance-line-refuses").with("line", Arg::Printed(line.to_string()))
            }
        }
    }
}

impl From<Common<Phase>> for Reason {
    fn from(common: Common<Phase>) -> Reason {
        Reason::Common(common)
    }
}
