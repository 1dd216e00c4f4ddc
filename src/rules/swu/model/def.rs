//! Card definitions for Star Wars: Unlimited, as `src/cards/swu/` gives them: printed facts from
//! the data file (`cards.json`, kept as the shared data has it) and abilities from the effect
//! vocabulary (`abilities.json`, ours). A definition never changes during a game. The catalog is
//! static data, so a definition's text and lists are `Cow<'static, …>`: borrowed from it, owned
//! only where a save or a test makes one.

use crate::engine::Message;
pub(crate) use crate::rules::swu::model::ability::{Abilities, Ability, Form};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;

/// An aspect icon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Aspect {
    Vigilance,
    Command,
    Aggression,
    Cunning,
    Heroism,
    Villainy,
}

impl Aspect {
    /// Every aspect, each at its place in the enum (`aspect as usize`).
    pub(crate) const ALL: [Aspect; 6] =
        [Aspect::Vigilance, Aspect::Command, Aspect::Aggression, Aspect::Cunning, Aspect::Heroism, Aspect::Villainy];

    pub fn say(self) -> Message {
        Message::new(match self {
            Aspect::Vigilance => "swu-aspect-vigilance",
            Aspect::Command => "swu-aspect-command",
            Aspect::Aggression => "swu-aspect-aggression",
            Aspect::Cunning => "swu-aspect-cunning",
            Aspect::Heroism => "swu-aspect-heroism",
            Aspect::Villainy => "swu-aspect-villainy",
        })
    }
}

/// The two arenas units fight in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Arena {
    Ground,
    Space,
}

impl Arena {
    pub const ALL: [Arena; 2] = [Arena::Ground, Arena::Space];

    pub fn say(self) -> Message {
        Message::new(match self {
            Arena::Ground => "swu-arena-ground",
            Arena::Space => "swu-arena-space",
        })
    }
}

/// A card's printed type. Tokens are units or upgrades too; [`CardDef::token`] says which token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardType {
    Leader,
    Base,
    Unit,
    Upgrade,
    Event,
}

impl CardType {
    pub fn say(self) -> Message {
        Message::new(match self {
            CardType::Leader => "swu-type-leader",
            CardType::Base => "swu-type-base",
            CardType::Unit => "swu-type-unit",
            CardType::Upgrade => "swu-type-upgrade",
            CardType::Event => "swu-type-event",
        })
    }
}

/// The tokens the cards create or give.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Token {
    #[serde(rename = "tie_fighter")]
    TieFighter,
    #[serde(rename = "x_wing")]
    XWing,
    #[serde(rename = "experience")]
    Experience,
    #[serde(rename = "shield")]
    Shield,
}

impl Token {
    /// The token's card in the data file.
    pub fn card_id(self) -> &'static str {
        match self {
            Token::TieFighter => "JTL_T01",
            Token::XWing => "JTL_T02",
            Token::Experience => "JTL_T03",
            Token::Shield => "JTL_T04",
        }
    }

    pub const ALL: [Token; 4] = [Token::TieFighter, Token::XWing, Token::Experience, Token::Shield];
}

/// The keyword abilities the cards use (Comprehensive Rules 7.5, as summarised in
/// shared/research/swu.md §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Keyword {
    Ambush,
    Grit,
    Overwhelm,
    Raid(u8),
    Restore(u8),
    Saboteur,
    Sentinel,
    Shielded,
}

impl Keyword {
    /// The keyword as the card prints it; keywords are game terms, so they are catalog words.
    pub fn say(self) -> Message {
        match self {
            Keyword::Ambush => Message::new("swu-keyword-ambush"),
            Keyword::Grit => Message::new("swu-keyword-grit"),
            Keyword::Overwhelm => Message::new("swu-keyword-overwhelm"),
            Keyword::Raid(n) => Message::new("swu-keyword-raid").number("n", n),
            Keyword::Restore(n) => Message::new("swu-keyword-restore").number("n", n),
            Keyword::Saboteur => Message::new("swu-keyword-saboteur"),
            Keyword::Sentinel => Message::new("swu-keyword-sentinel"),
            Keyword::Shielded => Message::new("swu-keyword-shielded"),
        }
    }

    /// Keywords with a number add up across instances (Raid 1 and Raid 1 are Raid 2); others do
    /// not (a second Grit changes nothing).
    pub(crate) fn same_kind(self, other: Keyword) -> bool {
        std::mem::discriminant(&self) == std::mem::discriminant(&other)
    }

    /// The keyword's kind as one bit of a set of kinds (two of the same kind share it, as
    /// [`Keyword::same_kind`]).
    pub(crate) fn kind_bit(self) -> u16 {
        1 << match self {
            Keyword::Ambush => 0,
            Keyword::Grit => 1,
            Keyword::Overwhelm => 2,
            Keyword::Raid(_) => 3,
            Keyword::Restore(_) => 4,
            Keyword::Saboteur => 5,
            Keyword::Sentinel => 6,
            Keyword::Shielded => 7,
        }
    }
}

impl fmt::Display for Keyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Keyword::Ambush => f.write_str("Ambush"),
            Keyword::Grit => f.write_str("Grit"),
            Keyword::Overwhelm => f.write_str("Overwhelm"),
            Keyword::Raid(n) => write!(f, "Raid {n}"),
            Keyword::Restore(n) => write!(f, "Restore {n}"),
            Keyword::Saboteur => f.write_str("Saboteur"),
            Keyword::Sentinel => f.write_str("Sentinel"),
            Keyword::Shielded => f.write_str("Shielded"),
        }
    }
}

/// A part of a card's printed text Hangar does not play yet. A card naming any is refused in a
/// deck (`DeckProblem::NotImplemented`, with these reasons) and never dealt, so it is never played
/// as a blank; the card browser lists it, marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unplayed {
    /// The card is an event: Hangar plays no event yet.
    Event,
    WhenPlayed,
    WhenDefeated,
    OnAttack,
    /// An "Action [cost]:" ability.
    Action,
    /// Another triggered ability ("When …:", "Each time …").
    Triggered,
    /// A constant ability (a modifier, a condition, a cost change, a deck-building rule).
    Constant,
    /// An upgrade's own rules ("Attach to a Vehicle unit").
    UpgradeText,
    /// A leader's front side (its leader-side abilities).
    LeaderSide,
    /// A leader's back side (the deployed unit's or upgrade's abilities).
    DeployedSide,
}

impl Unplayed {
    pub fn say(self) -> Message {
        Message::new(match self {
            Unplayed::Event => "swu-unplayed-event",
            Unplayed::WhenPlayed => "swu-unplayed-when-played",
            Unplayed::WhenDefeated => "swu-unplayed-when-defeated",
            Unplayed::OnAttack => "swu-unplayed-on-attack",
            Unplayed::Action => "swu-unplayed-action",
            Unplayed::Triggered => "swu-unplayed-triggered",
            Unplayed::Constant => "swu-unplayed-constant",
            Unplayed::UpgradeText => "swu-unplayed-upgrade-text",
            Unplayed::LeaderSide => "swu-unplayed-leader-side",
            Unplayed::DeployedSide => "swu-unplayed-deployed-side",
        })
    }
}

/// One "Piloting [Y]" keyword: its cost Y and the aspect icons printed with it (7.5.17.a).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piloting {
    pub cost: u8,
    pub aspects: Cow<'static, [Aspect]>,
}

/// One printed card (or token).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardDef {
    /// `SET_NNN` (tokens `JTL_T0n`): what saves name the card by.
    pub id: Cow<'static, str>,
    pub set: Cow<'static, str>,
    pub number: Cow<'static, str>,
    pub title: Cow<'static, str>,
    pub subtitle: Option<Cow<'static, str>>,
    pub card_type: CardType,
    /// Set for the token cards.
    pub token: Option<Token>,
    pub unique: bool,
    pub aspects: Cow<'static, [Aspect]>,
    pub traits: Cow<'static, [Cow<'static, str>]>,
    /// The arena a unit enters (a leader's deployed unit's arena).
    pub arena: Option<Arena>,
    pub cost: u8,
    /// A unit's (a deployed leader's) printed power and HP; a base's HP.
    pub power: u8,
    pub hp: u8,
    /// The modifiers the card gives as an upgrade (2.9, 2.11), if it can be one.
    pub upgrade_power: Option<i8>,
    pub upgrade_hp: Option<i8>,
    /// Each "Piloting [Y]" keyword, independent of the others (7.5.17.b).
    pub piloting: Cow<'static, [Piloting]>,
    /// Printed keywords without a condition, in force while the card is a unit (a leader's:
    /// its deployed unit's).
    pub keywords: Cow<'static, [Keyword]>,
    /// "Attached unit gains …" keywords without a condition, granted while the card is an upgrade.
    pub grants: Cow<'static, [Keyword]>,
    /// A leader that may deploy as a Pilot upgrade.
    pub can_deploy_as_pilot: bool,
    /// Printed text (for a Piloting unit, the unit half of the split text box; for a leader, its
    /// leader side). Shown as text, never as HTML.
    pub text: Cow<'static, str>,
    /// A Piloting unit's "Piloting […]" line and what follows it.
    pub pilot_text: Cow<'static, str>,
    pub epic_action: Cow<'static, str>,
    pub deployed_unit_text: Cow<'static, str>,
    pub deployed_upgrade_text: Cow<'static, str>,
    /// What the card does, from the vocabulary; `None` while its text has no implementation.
    pub abilities: Option<Abilities>,
    /// What of the card's text Hangar does not play yet (empty exactly when `abilities` is set).
    pub not_implemented: Cow<'static, [Unplayed]>,
}

impl CardDef {
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t == name)
    }

    /// 2.12: "Units with the PILOT trait can be in play either as a unit or as an upgrade."
    pub fn is_pilot(&self) -> bool {
        self.has_trait("Pilot")
    }

    pub fn is_vehicle(&self) -> bool {
        self.has_trait("Vehicle")
    }

    /// The abilities of one form (2.13: all the text is the card's; each ability names the form
    /// it applies in).
    pub fn abilities(&self, form: Form) -> &[Ability] {
        match &self.abilities {
            Some(a) => a.of(form),
            None => &[],
        }
    }

    /// Whether the card's text is implemented (the decks hold only such cards).
    pub fn implemented(&self) -> bool {
        self.abilities.is_some() && self.not_implemented.is_empty()
    }

    /// "Title, Subtitle", or the title alone.
    pub fn full_name(&self) -> String {
        match &self.subtitle {
            Some(s) => format!("{}, {s}", self.title),
            None => self.title.to_string(),
        }
    }
}
