//! Card definitions for Star Wars: The Card Game, as the data files in `src/cards/lcg/` give them.
//! A definition is printed facts plus abilities from the ability vocabulary ([`Ability`]); it
//! never changes during a game. The catalog is static data, so a definition's text and lists are
//! `Cow<'static, …>`: borrowed from it, owned only where a save or a test makes one (the types a
//! saved state holds, such as [`Side`] or a `Filter`, keep their serde impls; those only the
//! catalog's JSON needs derive `Deserialize` with the `catalog-json` feature alone).

use crate::engine::Message;
use crate::rules::lcg::model::ability::{Ability, Act};
use crate::rules::lcg::model::filter::Filter;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
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

    pub fn say(self) -> Message {
        Message::new(match self {
            Side::Dark => "lcg-side-dark",
            Side::Light => "lcg-side-light",
        })
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

    pub fn say(self) -> Message {
        Message::new(match self {
            Affiliation::Jedi => "lcg-affiliation-jedi",
            Affiliation::RebelAlliance => "lcg-affiliation-rebel-alliance",
            Affiliation::SmugglersAndSpies => "lcg-affiliation-smugglers-and-spies",
            Affiliation::Sith => "lcg-affiliation-sith",
            Affiliation::ImperialNavy => "lcg-affiliation-imperial-navy",
            Affiliation::ScumAndVillainy => "lcg-affiliation-scum-and-villainy",
            Affiliation::Neutral => "lcg-affiliation-neutral",
        })
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

    pub fn say(self) -> Message {
        Message::new(match self {
            CardType::Affiliation => "lcg-type-affiliation",
            CardType::Objective => "lcg-type-objective",
            CardType::Unit => "lcg-type-unit",
            CardType::Enhancement => "lcg-type-enhancement",
            CardType::Event => "lcg-type-event",
            CardType::Fate => "lcg-type-fate",
            CardType::Mission => "lcg-type-mission",
        })
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize))]
pub enum Keyword {
    /// Removes one more focus token when its controller refreshes.
    Elite,
    /// Adds X Force icons to its side's edge battle while participating.
    Edge(u8),
    Shielding,
    TargetedStrike,
    Limited,
    /// "Protect [Trait]": damage about to be dealt to a friendly card with the trait may be moved
    /// onto this unit.
    Protect(Guarded),
}

/// What "Protect X" names on the cards Hangar has: a trait, or a card's title ("protect
/// Obsidian Leader").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize))]
pub enum Guarded {
    Vehicle,
    Character,
    Fighter,
    /// "Protect Specter" (Ghost).
    Specter,
    /// The unit titled "Obsidian Leader".
    ObsidianLeader,
    /// "[Smugglers and Spies] objective" (System Patrol Craft): an objective (or a mission) of
    /// that affiliation.
    SmugglersAndSpiesObjective,
}

impl Guarded {
    /// The trait or title it names, as printed.
    pub fn name(self) -> &'static str {
        match self {
            Guarded::Vehicle => "Vehicle",
            Guarded::Character => "Character",
            Guarded::Fighter => "Fighter",
            Guarded::Specter => "Specter",
            Guarded::ObsidianLeader => "Obsidian Leader",
            Guarded::SmugglersAndSpiesObjective => "[Smugglers and Spies] objective",
        }
    }

    /// Does it name a card with this definition (by trait, or by title)?
    pub fn guards(self, def: &CardDef) -> bool {
        match self {
            Guarded::Vehicle | Guarded::Character | Guarded::Fighter | Guarded::Specter => def.has_trait(self.name()),
            Guarded::ObsidianLeader => def.name == self.name(),
            Guarded::SmugglersAndSpiesObjective => {
                matches!(def.card_type, CardType::Objective | CardType::Mission)
                    && def.affiliation == Affiliation::SmugglersAndSpies
            }
        }
    }
}

impl Keyword {
    /// The keyword as the card prints it; keywords are game terms, so they are catalog words.
    pub fn say(self) -> Message {
        match self {
            Keyword::Elite => Message::new("lcg-keyword-elite"),
            Keyword::Edge(x) => Message::new("lcg-keyword-edge").number("n", x),
            Keyword::Shielding => Message::new("lcg-keyword-shielding"),
            Keyword::TargetedStrike => Message::new("lcg-keyword-targeted-strike"),
            Keyword::Limited => Message::new("lcg-keyword-limited"),
            Keyword::Protect(Guarded::Vehicle) => Message::new("lcg-keyword-protect-vehicle"),
            Keyword::Protect(Guarded::Character) => Message::new("lcg-keyword-protect-character"),
            Keyword::Protect(Guarded::Fighter) => Message::new("lcg-keyword-protect-fighter"),
            Keyword::Protect(Guarded::Specter) => Message::new("lcg-keyword-protect-specter"),
            Keyword::Protect(Guarded::ObsidianLeader) => {
                Message::new("lcg-keyword-protect-card").card("card", Guarded::ObsidianLeader.name())
            }
            Keyword::Protect(Guarded::SmugglersAndSpiesObjective) => {
                Message::new("lcg-keyword-protect-smugglers-and-spies-objective")
            }
        }
    }
}

impl fmt::Display for Keyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Keyword::Elite => f.write_str("Elite"),
            Keyword::Edge(x) => write!(f, "Edge ({x})"),
            Keyword::Shielding => f.write_str("Shielding"),
            Keyword::TargetedStrike => f.write_str("Targeted strike"),
            Keyword::Limited => f.write_str("Limited"),
            Keyword::Protect(t) => write!(f, "Protect {}", t.name()),
        }
    }
}

/// How a card can be used as a Pilot enhancement: the Pilot (X) keyword, or the older printed
/// permission of pre-keyword pilots ("You may play this card on a friendly Speeder or Fighter
/// unit as an enhancement", Wedge Antilles 0183), which Example 2 treats as a Pilot enhancement.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct PilotKeyword {
    /// X, the pilot cost; for a pre-keyword pilot, its printed cost.
    pub cost: u8,
    /// False for pre-keyword pilots: they have no "Pilot (X)" line.
    #[cfg_attr(feature = "catalog-json", serde(default = "yes"))]
    pub keyword: bool,
    /// Host traits the card requires besides Vehicle (any one of them), e.g. Speeder or Fighter.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub hosts: Cow<'static, [Cow<'static, str>]>,
    /// The parenthetical pilot text, live only while the card is a Pilot enhancement.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub text: Cow<'static, str>,
    /// The abilities of the pilot text.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub abilities: Cow<'static, [Ability]>,
}

#[cfg(feature = "catalog-json")]
fn yes() -> bool {
    true
}

/// Where an enhancement's "Enhance …" line lets it attach.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize))]
pub enum Enhance {
    /// "Enhance your play area."
    YourPlayArea,
    /// "Enhance a Vehicle unit.", "Enhance a friendly Vehicle unit.", "Enhance an enemy Vehicle
    /// unit.", "Enhance a [Sith] unit.", "Enhance an objective.": a card in play the filter
    /// accepts, seen from the player who plays the enhancement.
    Card(Filter),
    /// "Enhance the Death Star dial."
    DeathStarDial,
}

/// One printed card.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct CardDef {
    /// The printed card number ("0714"), or a stable key for cards without one.
    pub number: Cow<'static, str>,
    pub name: Cow<'static, str>,
    #[cfg_attr(feature = "catalog-json", serde(rename = "type"))]
    pub card_type: CardType,
    pub side: Side,
    pub affiliation: Affiliation,
    /// The objective set the card belongs to (0 for affiliation cards).
    pub set: u16,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub cost: u8,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub force: u8,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub icons: Icons,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub edge_icons: Icons,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub damage_capacity: u8,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub resources: u8,
    /// Starting reserve value (affiliation cards).
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub reserve: u8,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub traits: Cow<'static, [Cow<'static, str>]>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub unique: bool,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub keywords: Cow<'static, [Keyword]>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub pilot: Option<PilotKeyword>,
    /// Fate cards resolve in ascending edge priority.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub edge_priority: u8,
    /// For enhancements: where they attach.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub enhance: Option<Enhance>,
    /// Abilities outside the pilot text.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub abilities: Cow<'static, [Ability]>,
    /// Printed text outside the pilot parenthetical. Shown as text, never as HTML.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub text: Cow<'static, str>,
    /// Set while some of the printed text has no implementation yet: a deck with its objective
    /// set is refused (`DeckProblem::NotImplemented`), so it is never played as a blank.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub not_implemented: Option<Cow<'static, str>>,
    /// Trait facts the rules ask about constantly, worked out from `traits` when the catalog is
    /// generated.
    #[cfg_attr(feature = "catalog-json", serde(skip))]
    pub is_pilot_card: bool,
    #[cfg_attr(feature = "catalog-json", serde(skip))]
    pub is_vehicle: bool,
    /// Whether the card has a constant ability (printed, or in its pilot text): the rules that
    /// ask what is in force look only at such cards.
    #[cfg_attr(feature = "catalog-json", serde(skip))]
    pub has_constant: bool,
    /// Cards with the same name share this key (uniqueness is by name across printings).
    #[cfg_attr(feature = "catalog-json", serde(skip))]
    pub name_key: u16,
}

impl CardDef {
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t == name)
    }

    /// Its Action abilities, pilot text included (a card has at most one: the catalog checks).
    pub fn actions(&self) -> impl Iterator<Item = &Act> {
        let pilot_text = self.pilot.iter().flat_map(|p| p.abilities.iter());
        self.abilities.iter().chain(pilot_text).filter_map(Ability::as_action)
    }
}

impl crate::engine::PlayerIndex for Side {
    fn index(self) -> usize {
        self.idx()
    }

    fn from_index(index: usize) -> Side {
        if index == 0 {
            Side::Dark
        } else {
            Side::Light
        }
    }
}
