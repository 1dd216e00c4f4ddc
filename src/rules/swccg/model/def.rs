//! Card definitions: the printed facts of a Star Wars CCG card as data (`src/cards/swccg/`), and
//! the vocabulary its game text is composed from ([`Ability`]). Capacity, permanent pilots and
//! abilities are encoded from the printed game text, which the catalog keeps beside them so a
//! test can compare the two. The catalog is static data, so a definition's text and lists are
//! `Cow<'static, …>`: borrowed from it, owned only where a test makes one.

use crate::engine::Message;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// The two sides of the Force. The Dark Side sits first and takes the first turn (unless a
/// starting location says otherwise, `rules/swccg/here.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Dark,
    Light,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Dark, Side::Light];

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

    pub fn say(self) -> Message {
        Message::new(match self {
            Side::Dark => "swccg-side-dark",
            Side::Light => "swccg-side-light",
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "lowercase"))]
pub enum CardType {
    Location,
    Character,
    Starship,
    Vehicle,
    Interrupt,
    Effect,
    Weapon,
    Device,
}

impl CardType {
    pub fn say(self) -> Message {
        Message::new(match self {
            CardType::Location => "swccg-type-location",
            CardType::Character => "swccg-type-character",
            CardType::Starship => "swccg-type-starship",
            CardType::Vehicle => "swccg-type-vehicle",
            CardType::Interrupt => "swccg-type-interrupt",
            CardType::Effect => "swccg-type-effect",
            CardType::Weapon => "swccg-type-weapon",
            CardType::Device => "swccg-type-device",
        })
    }
}

/// The printed class: the subtype before its colon. [S2] names the three starship classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "lowercase"))]
pub enum Class {
    // Locations.
    Site,
    System,
    // Characters.
    Imperial,
    Rebel,
    Alien,
    #[cfg_attr(feature = "catalog-json", serde(rename = "alien/rebel"))]
    AlienRebel,
    Droid,
    // Starships ([S2]).
    Starfighter,
    Capital,
    Squadron,
    // Vehicles.
    Combat,
    Transport,
    Shuttle,
    Creature,
    // Interrupts.
    Used,
    Lost,
    // Weapons: where they deploy.
    Starship,
    Vehicle,
    Character,
}

impl Class {
    pub fn say(self) -> Message {
        Message::new(match self {
            Class::Site => "swccg-class-site",
            Class::System => "swccg-class-system",
            Class::Imperial => "swccg-class-imperial",
            Class::Rebel => "swccg-class-rebel",
            Class::Alien => "swccg-class-alien",
            Class::AlienRebel => "swccg-class-alien-rebel",
            Class::Droid => "swccg-class-droid",
            Class::Starfighter => "swccg-class-starfighter",
            Class::Capital => "swccg-class-capital",
            Class::Squadron => "swccg-class-squadron",
            Class::Combat => "swccg-class-combat",
            Class::Transport => "swccg-class-transport",
            Class::Shuttle => "swccg-class-shuttle",
            Class::Creature => "swccg-class-creature",
            Class::Used => "swccg-class-used",
            Class::Lost => "swccg-class-lost",
            Class::Starship => "swccg-class-starship-weapon",
            Class::Vehicle => "swccg-class-vehicle-weapon",
            Class::Character => "swccg-class-character-weapon",
        })
    }
}

/// A functional icon printed on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize))]
pub enum Icon {
    /// On a character: the pilot skill. On a starship or vehicle: a permanent pilot ([S7]).
    Pilot,
    Warrior,
    /// [S7]: the starship has a nav computer (hyperspeed needs one).
    #[cfg_attr(feature = "catalog-json", serde(rename = "Nav Computer"))]
    NavComputer,
    /// [S6].
    #[cfg_attr(feature = "catalog-json", serde(rename = "Scomp Link"))]
    ScompLink,
    Exterior,
    Interior,
    Planet,
    /// A mobile site or system (its location moves; GEMP `Icon.MOBILE`).
    Mobile,
    /// An underground site (GEMP `Icon.UNDERGROUND`): Collapsing Corridor's targets.
    Underground,
}

impl Icon {
    pub fn say(self) -> Message {
        Message::new(match self {
            Icon::Pilot => "swccg-icon-pilot",
            Icon::Warrior => "swccg-icon-warrior",
            Icon::NavComputer => "swccg-icon-nav-computer",
            Icon::ScompLink => "swccg-icon-scomp-link",
            Icon::Exterior => "swccg-icon-exterior",
            Icon::Interior => "swccg-icon-interior",
            Icon::Planet => "swccg-icon-planet",
            Icon::Mobile => "swccg-icon-mobile",
            Icon::Underground => "swccg-icon-underground",
        })
    }
}

/// A permanent pilot aboard ([S7]): "Permanent pilot aboard provides ability of N" (0 when the
/// card does not say).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct PermanentPilot {
    pub ability: u8,
}

/// What a starship or vehicle may carry, from its game text ("May add 6 pilots, 8 passengers,
/// 2 vehicles and 4 TIEs") [S10].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields, default))]
pub struct Capacity {
    pub pilots: u8,
    pub passengers: u8,
    pub pilots_or_passengers: u8,
    pub drivers: u8,
    pub astromechs: u8,
    pub vehicles: u8,
    pub ties: u8,
    pub starfighters: u8,
}

impl Capacity {
    /// Room for characters of any kind.
    pub fn characters(&self) -> u8 {
        self.pilots + self.passengers + self.pilots_or_passengers + self.drivers + self.astromechs
    }

    /// Room in the cargo hold.
    pub fn cargo(&self) -> u8 {
        self.vehicles + self.ties + self.starfighters
    }
}

/// The printed facts of a location.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct LocationDef {
    pub dark_icons: u8,
    pub light_icons: u8,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub parsec: Option<u8>,
    /// A site's system ("Tatooine").
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub related_system: Option<Cow<'static, str>>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub docking_bay: bool,
    /// A Hoth marker site's number, printed in its title ("Hoth: North Ridge (4th Marker)"; GEMP's
    /// `Keyword.MARKER_4`): "any marker site" (Cold Feet, Stop Motion, Frostbite) is one with it.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub marker: Option<u8>,
    /// The half of the game text that faces the Dark Side, and the Light Side's.
    pub text_dark: Cow<'static, str>,
    pub text_light: Cow<'static, str>,
}

impl LocationDef {
    /// `side`'s Force icons here.
    pub fn icons(&self, side: Side) -> u8 {
        match side {
            Side::Dark => self.dark_icons,
            Side::Light => self.light_icons,
        }
    }

    pub fn text(&self, side: Side) -> &str {
        match side {
            Side::Dark => &self.text_dark,
            Side::Light => &self.text_light,
        }
    }
}

/// What a weapon card may fire at ("a starship" is both kinds of starship).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "lowercase"))]
pub enum TargetKind {
    Character,
    Creature,
    Vehicle,
    /// A starfighter (or a squadron of them).
    Starfighter,
    /// A capital starship.
    Capital,
}

/// What a weapon's destiny gets against one kind of target: "Add 1 if targeting a character or
/// creature"; "Subtract 1 if targeting a capital starship. Add 1 if targeting a starfighter";
/// "Subtract 2 if targeting a capital starship. Otherwise, subtract 5".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct Against {
    pub target: TargetKind,
    pub add: i8,
}

/// What a weapon deploys on and is used by.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "snake_case"))]
pub enum Mount {
    /// "your starfighter".
    Starfighter,
    /// "your warrior" (a character with the warrior icon), "any Rebel or alien", "any Imperial or
    /// alien", "any Rebel or warrior": a character of one of `classes`, or a warrior when
    /// `warrior`.
    Character {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        classes: Cow<'static, [Class]>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        warrior: bool,
        /// "your non-droid character".
        #[cfg_attr(feature = "catalog-json", serde(default))]
        non_droid: bool,
        /// "your trooper": a character with that characteristic.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        characteristic: Option<Cow<'static, str>>,
        /// "your character with ability > 2": any character whose printed ability is over it
        /// (0: not said).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        ability_over: u8,
        /// "your non-thief": any character (what it must lack is the Effect's own word,
        /// `skills.rs` `skill_fits`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        any: bool,
    },
    /// "your starship", "any starship".
    Starship,
    /// "your non-creature vehicle".
    Vehicle,
    /// "your combat or shuttle vehicle": a vehicle of one of `classes`.
    VehicleOf { classes: Cow<'static, [Class]> },
    /// "your AT-ST", "your X-wing, Y-wing or B-wing", "your TIE", "your Star Destroyer", "your
    /// Corellian Corvette or Falcon": a starship or vehicle whose model holds one of the names
    /// (any case), or whose title is one.
    Named { names: Cow<'static, [Cow<'static, str>]> },
    /// "your blaster weapon card": a weapon card with one of these characteristics (a blaster:
    /// "blaster", "blaster rifle"; GEMP `Filters.blaster`); "any AT-AT Cannon": or one of these
    /// titles (`names`).
    Weapon {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        characteristics: Cow<'static, [Cow<'static, str>]>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        names: Cow<'static, [Cow<'static, str>]>,
        /// "Deploy on a weapon": any weapon card.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        any: bool,
    },
    /// On a site. An artillery weapon (Hoth): "Deploy on any site", "Deploy on any exterior
    /// planet site" (`exterior_planet`); it stands at the site, its owner's, carried by no one,
    /// and is fired by its owner's warrior present there (`artillery.rs`). A device: "Deploy on
    /// Docking Bay 327": a site of one of these titles (`names`; either side's; none: any site).
    /// "Deploy on an exterior Rebel Base site" (Planet Defender Ion Cannon, `rebel_base`): a
    /// site related to Hoth or Yavin 4 (GEMP `Filters.Rebel_Base_location`).
    Site {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        exterior_planet: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        rebel_base: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        names: Cow<'static, [Cow<'static, str>]>,
    },
    /// "Deploy on Death Star system": a mobile system of one of these titles (either side's;
    /// `mounts.rs` `weapon_on_mobile_system`); the weapon fires from it in a battle there
    /// (`weapons.rs`).
    MobileSystem { names: Cow<'static, [Cow<'static, str>]> },
}

/// A weapon's own carriers: "Use 1 Force to deploy on Han, or 3 on your warrior"; "free on
/// Falcon"; "Deploy on Vader": on a card of one of these titles it deploys for `deploy`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct Persona {
    pub titles: Cow<'static, [Cow<'static, str>]>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub deploy: u8,
}

/// A weapon's X: `from` less its carrier's ability (or power, when `power`), never below `min`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct Less {
    pub from: u8,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub power: bool,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub min: u8,
}

impl Less {
    /// X for a carrier of this printed ability and power.
    pub fn of(self, carrier: &CardDef) -> u8 {
        let stat = if self.power { carrier.power } else { carrier.ability };
        self.from.saturating_sub(stat.unwrap_or(0)).max(self.min)
    }
}

/// "Target's forfeit = 0" when a weapon hits: by any carrier, or only by these.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct ForfeitZero {
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub by: Cow<'static, [Cow<'static, str>]>,
}

/// What a droid's "While aboard …" text asks of the craft it rides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "snake_case"))]
pub enum AboardKind {
    /// "any starship".
    Starship,
    /// "any starfighter".
    Starfighter,
    /// "a capital starship", "your capital starship" (a card boards only its own side's).
    Capital,
    /// "a non-creature vehicle".
    NonCreatureVehicle,
}

/// A persona named by a card's text, with what the text gives when it is the one.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct Named {
    pub title: Cow<'static, str>,
    pub power: u8,
    pub destiny: u8,
}

/// One of the cards a "… in a battle together" Interrupt asks for: yours or the opponent's, by
/// title, class, "Dark Jedi", "with ability > N".
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields, default))]
pub struct Party {
    /// The opponent's card ("an Imperial with ability > 2", for the Light Side).
    pub theirs: bool,
    pub title: Option<Cow<'static, str>>,
    pub class: Option<Class>,
    pub dark_jedi: bool,
    pub ability_over: u8,
}

/// Who defends alone in a "defending a battle alone" Interrupt's first option.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "snake_case"))]
pub enum Alone {
    /// "your pilot (or permanent pilot)".
    #[default]
    Pilot,
    /// "any warrior".
    Warrior,
    /// "any alien".
    Alien,
    /// "any other Rebel with ability > N".
    Rebel { ability_over: u8 },
    /// "any other Imperial with ability > N" (Vader's Eye).
    Imperial { ability_over: u8 },
    /// No first option: the card says only "If <named> is defending a battle alone" (Wookiee
    /// Roar).
    Nobody,
}

/// Where a "defending a battle alone" Interrupt's battle is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "snake_case"))]
pub enum AloneAt {
    /// "at a system or sector".
    #[default]
    System,
    /// "at a site".
    Site,
    /// Anywhere (the text names no place).
    Anywhere,
}

pub use super::ability::{Ability, InertReason};
pub use super::here::Kinds;
pub(crate) use super::state::Phase;
pub use super::utinni::Targeted;

/// One card's definition: printed facts, and its text as vocabulary.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct CardDef {
    /// The GEMP id, "set_number" ("1_168"): the card's number in saves.
    pub id: Cow<'static, str>,
    pub side: Side,
    /// The title, without uniqueness dots.
    pub title: Cow<'static, str>,
    /// A single • (one copy on the table).
    pub unique: bool,
    /// •• or •••: at most this many copies on the table at once (GEMP `Uniqueness.RESTRICTED_2`,
    /// `RESTRICTED_3`; a location's count is its owner's only). A deck may hold any number.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub restricted: Option<u8>,
    #[cfg_attr(feature = "catalog-json", serde(rename = "type"))]
    pub card_type: CardType,
    /// The printed subtype, as printed ("Starfighter: TIE/LN").
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub subtype: Option<Cow<'static, str>>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub class: Option<Class>,
    /// The model after the subtype's colon ("TIE/LN", "AT-ST").
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub model: Option<Cow<'static, str>>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub destiny: Option<u8>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub deploy: Option<u8>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub power: Option<u8>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub ability: Option<u8>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub armor: Option<u8>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub maneuver: Option<u8>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub hyperspeed: Option<u8>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub landspeed: Option<u8>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub forfeit: Option<u8>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub icons: Cow<'static, [Icon]>,
    /// Printed characteristics ("bounty hunter", "gunner", "enclosed", "Imperial (starship)").
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub characteristics: Cow<'static, [Cow<'static, str>]>,
    /// "Dark Jedi", "No Hyperdrive", "Force-Sensitive".
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub extra_text: Cow<'static, [Cow<'static, str>]>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub permanent_pilot: Option<PermanentPilot>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub capacity: Capacity,
    /// [E1]: every starship, and vehicles whose lore says so.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub enclosed: bool,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub ship_docking: bool,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub no_hyperdrive: bool,
    /// Matching pilots or ships, as the card data lists them.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub matching: Cow<'static, [Cow<'static, str>]>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub location: Option<LocationDef>,
    /// The printed game text.
    pub text: Cow<'static, str>,
    pub abilities: Cow<'static, [Ability]>,
    /// What of the printed text Hangar does not play yet (the sentences, as printed), when it
    /// does not play all of it: a deck holding the card is refused ([`crate::rules::swccg::setup::decks`]),
    /// never played as a blank.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub not_implemented: Option<Cow<'static, str>>,
}

impl CardDef {
    pub fn has_icon(&self, icon: Icon) -> bool {
        self.icons.contains(&icon)
    }

    pub(crate) fn has_characteristic(&self, name: &str) -> bool {
        self.characteristics.iter().any(|c| c.eq_ignore_ascii_case(name))
    }

    pub fn is(&self, card_type: CardType) -> bool {
        self.card_type == card_type
    }

    pub(crate) fn is_class(&self, class: Class) -> bool {
        self.class == Some(class)
    }

    /// A TIE: a starfighter whose model is a TIE ([S14]).
    pub(crate) fn is_tie(&self) -> bool {
        self.is_class(Class::Starfighter) && self.model.as_deref().is_some_and(|m| m.starts_with("TIE"))
    }

    /// A character of this class counts as one (an Alien/Rebel is a Rebel).
    pub(crate) fn is_of(&self, class: Class) -> bool {
        match class {
            Class::Rebel => matches!(self.class, Some(Class::Rebel | Class::AlienRebel)),
            Class::Alien => matches!(self.class, Some(Class::Alien | Class::AlienRebel)),
            other => self.class == Some(other),
        }
    }

    /// A droid: the printed class, or the characteristic ([O5]).
    pub(crate) fn is_droid(&self) -> bool {
        self.is(CardType::Character) && (self.class == Some(Class::Droid) || self.has_characteristic("droid"))
    }

    /// An astromech: a droid printed as one, or an R-unit.
    pub(crate) fn is_astromech(&self) -> bool {
        self.is_droid() && (self.has_characteristic("astromech") || self.has_characteristic("r-unit"))
    }

    /// Whether Hangar plays the whole of the card's text.
    pub fn implemented(&self) -> bool {
        self.not_implemented.is_none()
    }

    pub fn abilities(&self) -> impl Iterator<Item = &Ability> {
        self.abilities.iter()
    }

    /// Whether this card is the character `title` names: that title, or one persona with it
    /// (a persona: one character under several titles, each unique as the persona; GEMP `Persona`).
    pub(crate) fn is_named(&self, title: &str) -> bool {
        self.title == title || self.abilities().any(|a| matches!(a, Ability::SamePersona { title: t } if t == title))
    }

    /// Whether this card and `other` are one character (one persona): same title, or either
    /// one persona with the other.
    pub(crate) fn same_persona(&self, other: &CardDef) -> bool {
        self.is_named(&other.title) || other.is_named(&self.title)
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
