//! The Star Wars: The Card Game catalog: the definitions of `src/cards/lcg/*.json`, compiled in as
//! static data (`data.rs`, which [`json`] generates from the files and checks).

#[rustfmt::skip]
mod data;
#[cfg(feature = "catalog-json")]
pub mod json;
#[cfg(feature = "catalog-json")]
mod literal;

use crate::rules::lcg::def::{Affiliation, CardDef, Side};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// A definition's position in the catalog. It serialises as the printed card number, so saved
/// games and share links survive a catalog that grows or is reordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DefId(pub u16);

impl Serialize for DefId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match catalog().defs.get(usize::from(self.0)) {
            Some(def) => serializer.serialize_str(&def.number),
            None => Err(serde::ser::Error::custom(format!("no card definition at position {}", self.0))),
        }
    }
}

impl<'de> Deserialize<'de> for DefId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let number = String::deserialize(deserializer)?;
        catalog().by_number(&number).ok_or_else(|| serde::de::Error::custom(format!("unknown card number {number:?}")))
    }
}

/// The card definitions and the objective sets: borrowed from the static data of [`catalog`], or
/// owned when [`json`] reads them.
#[derive(Debug)]
pub struct Catalog {
    defs: Cow<'static, [CardDef]>,
    sets: Cow<'static, [ObjectiveSet]>,
}

/// Six cards sharing a set number: the objective (slot 1) and five command cards (slots 2–6;
/// a mission is always slot 6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjectiveSet {
    pub number: u16,
    pub name: Cow<'static, str>,
    pub product: Cow<'static, str>,
    pub side: Side,
    /// Slot order; a card may appear twice ("2 of 6" and "3 of 6" both an X-Wing).
    pub cards: Cow<'static, [DefId]>,
    /// "X affiliation only." on the objective: the deck needs that affiliation card.
    pub affiliation_only: Option<Affiliation>,
}

impl ObjectiveSet {
    pub fn objective(&self) -> DefId {
        self.cards[0]
    }

    pub fn command_cards(&self) -> &[DefId] {
        &self.cards[1..]
    }
}

impl Catalog {
    pub fn get(&self, id: DefId) -> &CardDef {
        &self.defs[usize::from(id.0)]
    }

    pub fn by_number(&self, number: &str) -> Option<DefId> {
        self.defs.iter().position(|d| d.number == number).map(|i| DefId(i as u16))
    }

    pub fn len(&self) -> usize {
        self.defs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.defs.is_empty()
    }

    pub fn sets(&self) -> &[ObjectiveSet] {
        &self.sets
    }

    pub fn set(&self, number: u16) -> Option<&ObjectiveSet> {
        self.sets.iter().find(|s| s.number == number)
    }

    pub fn iter(&self) -> impl Iterator<Item = (DefId, &CardDef)> {
        self.defs.iter().enumerate().map(|(i, d)| (DefId(i as u16), d))
    }
}

/// The compiled-in catalog. `data.rs` is generated from the JSON files by a test that holds them
/// to the catalog's checks first, so it holds only definitions that pass them.
pub fn catalog() -> &'static Catalog {
    static CATALOG: Catalog = Catalog { defs: Cow::Borrowed(&data::DEFS), sets: Cow::Borrowed(&data::SETS) };
    &CATALOG
}
