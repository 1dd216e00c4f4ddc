//! The sections of the rules the LCG engine cites: the seed rules (shared/rules/lcg-*.txt) and
//! the Core Set rules the research describes (shared/research/lcg.md). Each is a key of the
//! catalogs' `lcg-section-<key>` (its heading and document, in words).

use crate::engine::GameId;
use crate::engine::Rule;

/// The game's short name: the prefix of its messages and sections, its tag in saves and links.
pub const GAME: GameId = GameId("lcg");

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    /// Core rules, card abilities: Actions, Reactions, Interrupts, targets and costs.
    CardAbilities,
    /// Core rules, timing: Actions are played in action windows; Reactions after their trigger,
    /// Interrupts before it resolves.
    Timing,
    /// Core rules, winning the game: three objectives, the dial at 12, an empty command deck.
    Winning,
}

impl LcgRule {
    /// The section's key in the catalogs (`lcg-section-<key>`).
    pub const fn key(self) -> &'static str {
        match self {
            LcgRule::PilotX => "pilot-x",
            LcgRule::PilotedAndPiloting => "piloted-and-piloting",
            LcgRule::PilotingLimit => "piloting-limit",
            LcgRule::Mission => "mission",
            LcgRule::Faction => "faction",
            LcgRule::TurnSequence => "turn-sequence",
            LcgRule::Deployment => "deployment",
            LcgRule::Resources => "resources",
            LcgRule::ResourceMatch => "resource-match",
            LcgRule::PendingChoice => "pending-choice",
            LcgRule::BalanceOfTheForce => "balance",
            LcgRule::Force => "force",
            LcgRule::Conflict => "conflict",
            LcgRule::Setup => "setup",
            LcgRule::DeckBuilding => "deck-building",
            LcgRule::CardAbilities => "card-abilities",
            LcgRule::Timing => "timing",
            LcgRule::Winning => "winning",
        }
    }

    pub const ALL: [LcgRule; 18] = [
        LcgRule::PilotX,
        LcgRule::PilotedAndPiloting,
        LcgRule::PilotingLimit,
        LcgRule::Mission,
        LcgRule::Faction,
        LcgRule::TurnSequence,
        LcgRule::Deployment,
        LcgRule::Resources,
        LcgRule::ResourceMatch,
        LcgRule::PendingChoice,
        LcgRule::BalanceOfTheForce,
        LcgRule::Force,
        LcgRule::Conflict,
        LcgRule::Setup,
        LcgRule::DeckBuilding,
        LcgRule::CardAbilities,
        LcgRule::Timing,
        LcgRule::Winning,
    ];
}

impl LcgRule {
    /// The citation of this section.
    pub const fn rule(self) -> Rule {
        Rule::section(GAME, self.key())
    }
}

impl From<LcgRule> for Rule {
    fn from(rule: LcgRule) -> Rule {
        rule.rule()
    }
}

/// A refusal that rests on the printed text of the card titled `title`.
pub fn card_text(title: &'static str) -> Rule {
    Rule::card_text(GAME, title)
}

/// Every section key, for the catalog test.
pub fn keys() -> impl Iterator<Item = &'static str> {
    LcgRule::ALL.into_iter().map(LcgRule::key)
}
