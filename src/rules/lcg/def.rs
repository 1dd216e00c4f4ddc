//! Card definitions for Star Wars: The Card Game, as read from the data files in `src/cards/lcg/`.
//! A definition is printed facts plus abilities built from the effect vocabulary
//! ([`Effect`]); it never changes during a game.

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Dark,
    Light,
}

impl Side {
    pub fn opponent(self) -> Side {
        match self {
            Side::Dark => Side::Light,
            Side::Light => Side::Dark,
        }
    }

    pub fn idx(self) -> usize {
        match self {
            Side::Dark => 0,
            Side::Light => 1,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Dark => "Dark Side",
            Side::Light => "Light Side",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Affiliation {
    Jedi,
    RebelAlliance,
    SmugglersAndSpies,
    Sith,
    ImperialNavy,
    ScumAndVillainy,
    Neutral,
}

impl Affiliation {
    pub fn name(self) -> &'static str {
        match self {
            Affiliation::Jedi => "Jedi",
            Affiliation::RebelAlliance => "Rebel Alliance",
            Affiliation::SmugglersAndSpies => "Smugglers and Spies",
            Affiliation::Sith => "Sith",
            Affiliation::ImperialNavy => "Imperial Navy",
            Affiliation::ScumAndVillainy => "Scum and Villainy",
            Affiliation::Neutral => "Neutral",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardType {
    Affiliation,
    Objective,
    Unit,
    Enhancement,
    Event,
    Fate,
    Mission,
}

impl CardType {
    pub fn name(self) -> &'static str {
        match self {
            CardType::Affiliation => "Affiliation",
            CardType::Objective => "Objective",
            CardType::Unit => "Unit",
            CardType::Enhancement => "Enhancement",
            CardType::Event => "Event",
            CardType::Fate => "Fate",
            CardType::Mission => "Mission",
        }
    }
}

/// Combat icons: unit damage, blast damage, tactics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Icons {
    #[serde(default)]
    pub unit_damage: u8,
    #[serde(default)]
    pub blast_damage: u8,
    #[serde(default)]
    pub tactics: u8,
}

impl Icons {
    pub fn is_empty(self) -> bool {
        self == Icons::default()
    }
}

impl fmt::Display for Icons {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Zeros are left out, as on the printed card: "UD 1 · T 1"; no icons at all is "none".
        let parts: Vec<String> = [("UD", self.unit_damage), ("BD", self.blast_damage), ("T", self.tactics)]
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(icon, n)| format!("{icon} {n}"))
            .collect();
        if parts.is_empty() {
            f.write_str("none")
        } else {
            f.write_str(&parts.join(" · "))
        }
    }
}

/// Keywords a card can print or gain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Keyword {
    /// Removes one more focus token when its controller refreshes.
    Elite,
    /// Adds X Force icons to its side's edge battle while participating.
    Edge(u8),
    Shielding,
    TargetedStrike,
    Limited,
}

impl fmt::Display for Keyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Keyword::Elite => f.write_str("Elite"),
            Keyword::Edge(x) => write!(f, "Edge ({x})"),
            Keyword::Shielding => f.write_str("Shielding"),
            Keyword::TargetedStrike => f.write_str("Targeted strike"),
            Keyword::Limited => f.write_str("Limited"),
        }
    }
}

/// The effect vocabulary. A card's abilities are composed from these; a card that needs
/// something new adds an item here, not a branch for one card in the engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "snake_case")]
pub enum Effect {
    /// While this card is piloting a unit with `host_trait`, each friendly unit with
    /// `unit_trait` gains `keywords` (Baron Fel).
    GrantWhilePiloting {
        host_trait: String,
        unit_trait: String,
        keywords: Vec<Keyword>,
    },
}

/// The Pilot (X) keyword: the pilot cost X and the parenthetical text that is live only while
/// the card is used as a Pilot enhancement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PilotKeyword {
    pub cost: u8,
    #[serde(default)]
    pub text: String,
    #[serde(default)]
    pub effects: Vec<Effect>,
}

/// One printed card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// The printed card number ("0714"), or a stable key for cards without one.
    pub number: String,
    pub name: String,
    #[serde(rename = "type")]
    pub card_type: CardType,
    pub side: Side,
    pub affiliation: Affiliation,
    /// The objective set the card belongs to (0 for affiliation cards).
    pub set: u16,
    #[serde(default)]
    pub cost: u8,
    #[serde(default)]
    pub force: u8,
    #[serde(default)]
    pub icons: Icons,
    #[serde(default)]
    pub edge_icons: Icons,
    #[serde(default)]
    pub damage_capacity: u8,
    #[serde(default)]
    pub resources: u8,
    /// Starting reserve value (affiliation cards).
    #[serde(default)]
    pub reserve: u8,
    #[serde(default)]
    pub traits: Vec<String>,
    #[serde(default)]
    pub unique: bool,
    #[serde(default)]
    pub keywords: Vec<Keyword>,
    #[serde(default)]
    pub pilot: Option<PilotKeyword>,
    /// Printed text outside the pilot parenthetical. Shown as text, never as HTML.
    #[serde(default)]
    pub text: String,
}

impl CardDef {
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t == name)
    }
}
