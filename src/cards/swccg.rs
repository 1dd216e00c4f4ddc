//! The Star Wars CCG catalog: the cards of the two skirmish decks (shared/data/swccg/decks.md) and
//! AT-ST Dual Cannon, with their printed facts and their game text encoded as the rules vocabulary
//! (`rules::swccg::model::def::Ability`), from `src/cards/swccg/cards.json`, compiled in as static
//! data (`data.rs`, which [`json`] generates from the file and checks).

#[rustfmt::skip]
mod data;
#[cfg(feature = "catalog-json")]
pub mod json;
#[cfg(feature = "catalog-json")]
mod literal;

use crate::rules::swccg::model::def::CardDef;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

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

/// The card definitions: borrowed from the static data of [`catalog`], or owned when [`json`]
/// reads them.
#[derive(Debug)]
pub struct Catalog {
    defs: Cow<'static, [CardDef]>,
}

impl Catalog {
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

/// The compiled-in catalog. `data.rs` is generated from the JSON file by a test that holds it to
/// the catalog's checks first, so it holds only definitions that pass them.
pub fn catalog() -> &'static Catalog {
    static CATALOG: Catalog = Catalog { defs: Cow::Borrowed(&data::DEFS) };
    &CATALOG
}
