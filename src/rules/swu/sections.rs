//! The sections of the rules the SWU engine cites: the Jump to Lightspeed rulebook's pilot rules
//! (shared/rules/swu-jump-to-lightspeed.txt, by their numbers) and the base game the research
//! describes (shared/research/swu.md §5, by name). Each is a key of the catalogs'
//! `swu-section-<key>` (its heading and document, in words).

use crate::engine::GameId;
use crate::engine::Rule;

/// The game's short name: the prefix of its messages and sections, its tag in saves and links.
pub const GAME: GameId = GameId("swu");

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SwuRule {
    /// 2.9 Power Modifier.
    PowerModifier,
    /// 2.11 HP Modifier.
    HpModifier,
    /// 2.12 Traits: PILOT units can be in play as a unit or as an upgrade.
    PilotTrait,
    /// 2.13 Text Box: a split text box has no rules meaning.
    TextBox,
    /// 3.5 Unit: units attached as upgrades.
    UnitsAsUpgrades,
    /// 3.6.b Upgrade: attachment restrictions of non-upgrade cards.
    AttachmentRestriction,
    /// 3.6.c Upgrade: abilities that override an attachment restriction.
    RestrictionOverride,
    /// 6.2.a Play a Card: declaring how a card is played.
    DeclaringIntent,
    /// 7.5.17.a Piloting: play as an upgrade on a friendly Vehicle without a Pilot, for Y.
    Piloting,
    /// 7.5.17.b Each Piloting ability is independent.
    PilotingIndependent,
    /// 7.5.17.c "Play an upgrade", "play a unit", "play a card".
    PilotingInstructions,
    /// 7.5.17.d Out of play, a Piloting unit is a unit.
    PilotingOutOfPlay,
    /// Glossary 29.a Unique: the limit counts every in-play copy, whatever its form.
    UniqueAnyForm,
    /// Base game: setup (initiative, opening hand, mulligan, two resources).
    Setup,
    /// Base game: the action phase's alternating actions, passing.
    ActionPhase,
    /// Base game: taking the initiative.
    Initiative,
    /// Base game: the regroup phase.
    Regroup,
    /// Base game: resources, exhausted to pay costs.
    Resources,
    /// Base game: the aspect penalty.
    Aspects,
    /// Base game: playing a card (units enter play exhausted in their arena; upgrades attach).
    PlayCard,
    /// Base game: upgrades.
    Upgrades,
    /// Base game: attacking.
    Attack,
    Sentinel,
    Saboteur,
    Overwhelm,
    Raid,
    Restore,
    Shielded,
    Grit,
    Ambush,
    /// Base game: action abilities and triggered abilities.
    Abilities,
    /// Base game: leaders, deploying (an Epic Action).
    Leaders,
    /// Base game: tokens.
    Tokens,
    /// Base game: the unique rule.
    Unique,
    /// Base game: defeat (damage reaching HP; upgrades defeated with their unit).
    Defeat,
    /// Base game: winning (a base's damage reaching its HP).
    Winning,
    /// A pending choice must be answered first.
    PendingChoice,
    /// Hangar's deck notes: what a deck may hold at all (a printed card Hangar plays, the leader
    /// and base apart from the deck's cards).
    DeckBuilding,
    /// Premier decks (research §5 "Deck and setup", forceteki's deck validator): a leader, a
    /// base, at least 50 cards, at most 3 copies of a card.
    PremierDecks,
    /// Limited decks (sealed and draft, issue #31): a leader, a base, at least 30 cards, any
    /// number of copies.
    LimitedDecks,
}

impl SwuRule {
    /// The section's key in the catalogs (`swu-section-<key>`).
    pub const fn key(self) -> &'static str {
        match self {
            SwuRule::PowerModifier => "2.9",
            SwuRule::HpModifier => "2.11",
            SwuRule::PilotTrait => "2.12",
            SwuRule::TextBox => "2.13",
            SwuRule::UnitsAsUpgrades => "3.5",
            SwuRule::AttachmentRestriction => "3.6.b",
            SwuRule::RestrictionOverride => "3.6.c",
            SwuRule::DeclaringIntent => "6.2.a",
            SwuRule::Piloting => "7.5.17.a",
            SwuRule::PilotingIndependent => "7.5.17.b",
            SwuRule::PilotingInstructions => "7.5.17.c",
            SwuRule::PilotingOutOfPlay => "7.5.17.d",
            SwuRule::UniqueAnyForm => "29.a",
            SwuRule::Setup => "setup",
            SwuRule::ActionPhase => "action-phase",
            SwuRule::Initiative => "initiative",
            SwuRule::Regroup => "regroup",
            SwuRule::Resources => "resources",
            SwuRule::Aspects => "aspects",
            SwuRule::PlayCard => "play-card",
            SwuRule::Upgrades => "upgrades",
            SwuRule::Attack => "attack",
            SwuRule::Sentinel => "sentinel",
            SwuRule::Saboteur => "saboteur",
            SwuRule::Overwhelm => "overwhelm",
            SwuRule::Raid => "raid",
            SwuRule::Restore => "restore",
            SwuRule::Shielded => "shielded",
            SwuRule::Grit => "grit",
            SwuRule::Ambush => "ambush",
            SwuRule::Abilities => "abilities",
            SwuRule::Leaders => "leaders",
            SwuRule::Tokens => "tokens",
            SwuRule::Unique => "unique",
            SwuRule::Defeat => "defeat",
            SwuRule::Winning => "winning",
            SwuRule::PendingChoice => "pending-choice",
            SwuRule::DeckBuilding => "deck-building",
            SwuRule::PremierDecks => "deck-premier",
            SwuRule::LimitedDecks => "deck-limited",
        }
    }

    pub const ALL: [SwuRule; 40] = [
        SwuRule::PowerModifier,
        SwuRule::HpModifier,
        SwuRule::PilotTrait,
        SwuRule::TextBox,
        SwuRule::UnitsAsUpgrades,
        SwuRule::AttachmentRestriction,
        SwuRule::RestrictionOverride,
        SwuRule::DeclaringIntent,
        SwuRule::Piloting,
        SwuRule::PilotingIndependent,
        SwuRule::PilotingInstructions,
        SwuRule::PilotingOutOfPlay,
        SwuRule::UniqueAnyForm,
        SwuRule::Setup,
        SwuRule::ActionPhase,
        SwuRule::Initiative,
        SwuRule::Regroup,
        SwuRule::Resources,
        SwuRule::Aspects,
        SwuRule::PlayCard,
        SwuRule::Upgrades,
        SwuRule::Attack,
        SwuRule::Sentinel,
        SwuRule::Saboteur,
        SwuRule::Overwhelm,
        SwuRule::Raid,
        SwuRule::Restore,
        SwuRule::Shielded,
        SwuRule::Grit,
        SwuRule::Ambush,
        SwuRule::Abilities,
        SwuRule::Leaders,
        SwuRule::Tokens,
        SwuRule::Unique,
        SwuRule::Defeat,
        SwuRule::Winning,
        SwuRule::PendingChoice,
        SwuRule::DeckBuilding,
        SwuRule::PremierDecks,
        SwuRule::LimitedDecks,
    ];

    /// The citation of this section.
    pub const fn rule(self) -> Rule {
        Rule::section(GAME, self.key())
    }
}

impl From<SwuRule> for Rule {
    fn from(rule: SwuRule) -> Rule {
        rule.rule()
    }
}

/// A refusal that rests on the printed text of the card titled `title`.
pub fn card_text(title: &'static str) -> Rule {
    Rule::card_text(GAME, title)
}

/// Every section key, for the catalog test.
pub fn keys() -> impl Iterator<Item = &'static str> {
    SwuRule::ALL.into_iter().map(SwuRule::key)
}
