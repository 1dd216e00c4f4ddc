//! Rule citations. Every rejection and every rule function names the section of the seed rules
//! (shared/rules/) or of the base-game research it rests on, so the UI can explain a refusal
//! in words and a reader can check the code against the text (DESIGN.md invariants 3 and 7).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A section of the rules that a decision rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Rule {
    Lcg(LcgRule),
}

/// Sections of the Star Wars: The Card Game rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LcgRule {
    /// "Pilot (X)", lcg-ready-for-takeoff.txt and lcg-jump-to-lightspeed.txt.
    PilotX,
    /// "Piloted and Piloting", same documents.
    PilotedAndPiloting,
    /// "Piloting Limit", same documents.
    PilotingLimit,
    /// "Card Type: Mission", lcg-jump-to-lightspeed.txt.
    Mission,
    /// "Terminology: Faction", lcg-jump-to-lightspeed.txt.
    Faction,
    /// Core rules, turn sequence: only the active player acts in their own phases.
    TurnSequence,
    /// Core rules, deployment phase: play units and enhancements by paying their cost.
    Deployment,
    /// Core rules, resources: focus cards with a resource value; one focus pays one card.
    Resources,
    /// Core rules, resource match: one resource must come from a card of the played card's affiliation.
    ResourceMatch,
    /// A pending choice must be answered before anything else happens.
    PendingChoice,
    /// Core rules, Balance of the Force phase: the dial, the Light Side's balance damage.
    BalanceOfTheForce,
    /// Core rules, Force phase: committing units and the Force struggle.
    Force,
    /// Core rules, conflict phase: engagements, the edge battle, strikes.
    Conflict,
    /// Core rules, setup: objectives, the opening hand and the mulligan.
    Setup,
    /// Core rules, deck construction.
    DeckBuilding,
}

impl LcgRule {
    /// The heading of the section, as printed.
    pub fn section(self) -> &'static str {
        match self {
            LcgRule::PilotX => "Pilot (X)",
            LcgRule::PilotedAndPiloting => "Piloted and Piloting",
            LcgRule::PilotingLimit => "Piloting Limit",
            LcgRule::Mission => "Card Type: Mission",
            LcgRule::Faction => "Terminology: Faction",
            LcgRule::TurnSequence => "Turn Sequence",
            LcgRule::Deployment => "Deployment Phase",
            LcgRule::Resources => "Resources",
            LcgRule::ResourceMatch => "Resource Match",
            LcgRule::PendingChoice => "Timing: resolving an effect",
            LcgRule::BalanceOfTheForce => "Balance of the Force Phase",
            LcgRule::Force => "Force Phase",
            LcgRule::Conflict => "Conflict Phase",
            LcgRule::Setup => "Setup",
            LcgRule::DeckBuilding => "Deck Construction",
        }
    }

    /// The document the section is printed in.
    pub fn source(self) -> &'static str {
        match self {
            LcgRule::PilotX | LcgRule::PilotedAndPiloting | LcgRule::PilotingLimit => "Ready for Takeoff rulebook",
            LcgRule::Mission | LcgRule::Faction => "Jump to Lightspeed rulebook",
            LcgRule::TurnSequence
            | LcgRule::Deployment
            | LcgRule::Resources
            | LcgRule::ResourceMatch
            | LcgRule::PendingChoice
            | LcgRule::BalanceOfTheForce
            | LcgRule::Force
            | LcgRule::Conflict
            | LcgRule::Setup
            | LcgRule::DeckBuilding => "Core Set rulebook",
        }
    }
}

impl Rule {
    pub fn game(self) -> &'static str {
        match self {
            Rule::Lcg(_) => "Star Wars: The Card Game",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rule::Lcg(rule) => write!(f, "“{}”, {}", rule.section(), rule.source()),
        }
    }
}
