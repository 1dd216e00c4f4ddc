//! The Star Wars CCG catalog, loaded from `src/cards/swccg/cards.json`: the cards of the two
//! skirmish decks (shared/data/swccg/decks.md) and AT-ST Dual Cannon, with their printed facts
//! and their game text encoded as the rules vocabulary (`rules::swccg::model::def::Ability`).

use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Class};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::fmt;
use std::sync::OnceLock;

const FILE: (&str, &str) = ("cards.json", include_str!("swccg/cards.json"));

/// A definition's position in the catalog. It serialises as the card's GEMP id ("1_168"), so
/// saved games survive a catalog that grows or is reordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DefId(pub u16);

impl Serialize for DefId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match catalog().defs.get(usize::from(self.0)) {
            Some(def) => serializer.serialize_str(&def.id),
            None => Err(serde::ser::Error::custom(format!("no card definition at position {}", self.0))),
        }
    }
}

impl<'de> Deserialize<'de> for DefId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let id = String::deserialize(deserializer)?;
        catalog().by_id(&id).ok_or_else(|| serde::de::Error::custom(format!("unknown card {id:?}")))
    }
}

#[derive(Debug)]
pub struct Catalog {
    defs: Vec<CardDef>,
}

/// What is wrong with the card data.
#[derive(Debug, PartialEq, Eq)]
pub enum CatalogError {
    Parse { file: String, message: String },
    DuplicateId(String),
    Invalid { id: String, problem: &'static str },
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogError::Parse { file, message } => write!(f, "{file}: {message}"),
            CatalogError::DuplicateId(id) => write!(f, "card {id} is defined twice"),
            CatalogError::Invalid { id, problem } => write!(f, "card {id}: {problem}"),
        }
    }
}

impl std::error::Error for CatalogError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DataFile {
    #[allow(dead_code)]
    game: String,
    #[allow(dead_code)]
    sources: String,
    cards: Vec<CardDef>,
}

impl Catalog {
    /// Parses and validates a data file given as (name, text).
    pub fn parse(file: (&str, &str)) -> Result<Catalog, CatalogError> {
        let data: DataFile = serde_json::from_str(file.1)
            .map_err(|e| CatalogError::Parse { file: file.0.to_string(), message: e.to_string() })?;
        let mut seen = HashSet::new();
        for def in &data.cards {
            if !seen.insert(def.id.as_str()) {
                return Err(CatalogError::DuplicateId(def.id.clone()));
            }
            validate(def)?;
        }
        Ok(Catalog { defs: data.cards })
    }

    pub fn get(&self, id: DefId) -> &CardDef {
        &self.defs[usize::from(id.0)]
    }

    /// The definition with this GEMP id ("1_168").
    pub fn by_id(&self, id: &str) -> Option<DefId> {
        self.defs.iter().position(|d| d.id == id).map(|i| DefId(i as u16))
    }

    /// The first definition with this title.
    pub fn by_title(&self, title: &str) -> Option<DefId> {
        self.defs.iter().position(|d| d.title == title).map(|i| DefId(i as u16))
    }

    pub fn len(&self) -> usize {
        self.defs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.defs.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (DefId, &CardDef)> {
        self.defs.iter().enumerate().map(|(i, d)| (DefId(i as u16), d))
    }
}

fn validate(def: &CardDef) -> Result<(), CatalogError> {
    let problem = |problem| Err(CatalogError::Invalid { id: def.id.clone(), problem });
    if def.title.trim().is_empty() {
        return problem("has no title");
    }
    let weapons = def.abilities.iter().filter(|a| matches!(a, Ability::Weapon { .. })).count();
    match def.card_type {
        CardType::Location => {
            let Some(location) = &def.location else { return problem("a location needs its location facts") };
            match def.class {
                Some(Class::System) if location.parsec.is_none() => return problem("a system needs a parsec"),
                Some(Class::Site) if location.related_system.is_none() => {
                    return problem("a site needs its related system")
                }
                Some(Class::System | Class::Site) => {}
                _ => return problem("a location is a site or a system"),
            }
        }
        CardType::Character => {
            if def.deploy.is_none() || def.power.is_none() || def.ability.is_none() || def.forfeit.is_none() {
                return problem("a character needs deploy, power, ability and forfeit");
            }
        }
        CardType::Starship | CardType::Vehicle => {
            if def.deploy.is_none() || def.power.is_none() || def.forfeit.is_none() {
                return problem("a starship or vehicle needs deploy, power and forfeit");
            }
            // [E1]: all starships are enclosed.
            if def.card_type == CardType::Starship && !def.enclosed {
                return problem("every starship is enclosed ([E1])");
            }
            let pilots_icon = def.has_icon(crate::rules::swccg::model::def::Icon::Pilot);
            if pilots_icon != def.permanent_pilot.is_some() {
                return problem("a permanent pilot goes with the pilot icon ([S7])");
            }
        }
        CardType::Weapon if weapons != 1 => return problem("a weapon needs its weapon text"),
        CardType::Interrupt | CardType::Effect if def.abilities.is_empty() => {
            return problem("an interrupt or effect needs its text")
        }
        CardType::Weapon | CardType::Interrupt | CardType::Effect => {}
    }
    if def.card_type != CardType::Location && def.location.is_some() {
        return problem("only locations have location facts");
    }
    Ok(())
}

/// The embedded catalog. Its file is checked by the tests, so this cannot fail in a build whose
/// tests passed.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| match Catalog::parse(FILE) {
        Ok(catalog) => catalog,
        Err(e) => panic!("embedded SWCCG card data is invalid: {e}"),
    })
}

/// The embedded file, for tests that check it.
pub fn file() -> (&'static str, &'static str) {
    FILE
}
