//! Why an LCG action is illegal. The rule each reason rests on travels beside it in
//! [`crate::engine::Rejected`].

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    GameOver,
    NotYourTurn,
    /// The action belongs to another phase.
    WrongPhase {
        phase: &'static str,
    },
    /// A pending choice must be answered first.
    ChoicePending,
    /// The action does not answer the pending choice.
    NotAnAnswer,
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
        affiliation: &'static str,
    },
    NotAResource,
    ResourceFocused,
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

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::GameOver => f.write_str("The game is over."),
            Reason::LimitedPlayed => {
                f.write_str("You have already played a limited card this turn (Limited: one per turn).")
            }
            Reason::EnhancementGoesOnACard => {
                f.write_str("This enhancement attaches to a card, as its Enhance line says.")
            }
            Reason::EnhanceLineRefuses { line } => write!(f, "This enhancement says \"{line}\"."),
            Reason::NoActionWindow => f.write_str("Actions cannot be taken at this moment."),
            Reason::CannotInitiate => {
                f.write_str("Card effects cannot be initiated while Darth Vader's unit is participating.")
            }
            Reason::OnlyActionsInThisWindow => f.write_str("In this window only Actions and events can be played."),
            Reason::OnlyDuringAnEngagement => f.write_str("This can only be used during an engagement."),
            Reason::LimitReached => f.write_str("This ability's limit for this turn is used up."),
            Reason::NotYourTurn => f.write_str("It is not your turn to act."),
            Reason::WrongPhase { phase } => write!(f, "That can only be done in the {phase} phase."),
            Reason::ChoicePending => f.write_str("A choice must be made first."),
            Reason::NotAnAnswer => f.write_str("That does not answer the choice being made."),
            Reason::NotInHand => f.write_str("That card is not in your hand."),
            Reason::NotAUnit => f.write_str("Only units are played this way."),
            Reason::NoPilotKeyword => f.write_str("This card has no Pilot (X) keyword, so it cannot pilot."),
            Reason::HostNotInPlay => f.write_str("A pilot can only be attached to a unit in play."),
            Reason::HostNotAUnit => {
                f.write_str("A pilot can only be attached to a unit, not to an objective or an attached card.")
            }
            Reason::HostNotFriendly => {
                f.write_str("A pilot can only be attached to a friendly unit, not an enemy one.")
            }
            Reason::HostNotVehicle => f.write_str("A pilot can only be attached to a Vehicle unit."),
            Reason::HostLacksTrait { traits } => write!(f, "This pilot can only be attached to a {traits} unit."),
            Reason::NotATarget => f.write_str("That is not a legal target for this effect."),
            Reason::NoTargetNeeded => f.write_str("This effect takes no target."),
            Reason::Untargetable => f.write_str("That card cannot be targeted by enemy card effects."),
            Reason::InFaction => f.write_str("That unit is in-faction: it shares its controller's affiliation."),
            Reason::OnlyDuringYourTurn => f.write_str("This can only be played during your turn."),
            Reason::NothingToDo => f.write_str("That would change nothing."),
            Reason::AbilityCostUnpaid => f.write_str("The ability's cost cannot be paid."),
            Reason::NotAnAbility => f.write_str("That card has no such Action."),
            Reason::MissionAlreadyThere => {
                f.write_str("That play area already has a mission, and only one may be there at a time.")
            }
            Reason::MissionGoesToOpponent => f.write_str("A mission is deployed in your opponent's play area."),
            Reason::NotAMission => f.write_str("Only missions are deployed this way."),
            Reason::NotAnEnhancement => f.write_str("Only enhancements are played this way."),
            Reason::NotAnEvent => f.write_str("Only events are played this way."),
            Reason::NotAPilotCard => {
                f.write_str("Only a Pilot card that can be a Pilot enhancement may be put into play this way.")
            }
            Reason::EnhancementGoesToPlayArea => f.write_str("This enhancement attaches to your play area."),
            Reason::AlreadyCommitted => f.write_str("That unit is already committed to the Force."),
            Reason::NeedAnAttacker => f.write_str("Declare at least one attacker."),
            Reason::NotReady => f.write_str("Only ready participating units (no focus tokens) can do that."),
            Reason::EngagementUnderWay => f.write_str("An engagement is under way: that is not a step of it."),
            Reason::ThreeCommitted => f.write_str("You already have three units committed to the Force."),
            Reason::UniqueInPlay { name } => write!(f, "You already control {name}, and it is unique."),
            Reason::CannotAfford { cost, available } => {
                write!(f, "It costs {cost} and your ready resources give only {available}.")
            }
            Reason::NoResourceMatch { affiliation } => {
                write!(f, "At least one resource must come from a {affiliation} card.")
            }
            Reason::NotAResource => f.write_str("That card has no resource value."),
            Reason::ResourceFocused => f.write_str("A card with focus tokens cannot be focused for resources."),
            Reason::ResourceNotYours => f.write_str("You can only focus your own cards for resources."),
            Reason::NotEnoughPaid { cost, paid } => write!(f, "The cost is {cost} but the payment gives {paid}."),
            Reason::Overpaid => f.write_str("Focus only the resources the cost needs."),
            Reason::OpponentsPlayArea => f.write_str("Cards enter play in your own play area."),
            Reason::OffTheTable => f.write_str("Drop the card on your play area or on a card."),
            Reason::NoSuchPlay => f.write_str("That card cannot be played there."),
        }
    }
}
