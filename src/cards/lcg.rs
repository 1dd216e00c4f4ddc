//! The Star Wars: The Card Game catalog: the definitions of `src/cards/lcg/*.json`, compiled in as
//! static data (`data.rs`, which [`json`] generates from the files and checks).

#[rustfmt::skip]
mod data;
#[cfg(feature = "catalog-json")]
pub mod json;
#[cfg(feature = "catalog-json")]
mod literal;

use crate::engine::CardData;
use crate::rules::lcg::model::def::{Affiliation, CardDef, Side};
use std::borrow::Cow;

/// A definition's position in the catalog; it serialises as the printed card number.
pub type DefId = crate::engine::DefId<CardDef>;
/// The LCG's card definitions.
pub type Catalog = crate::engine::Catalog<CardDef>;

impl CardData for CardDef {
    fn key(&self) -> &str {
        &self.number
    }

    fn title(&self) -> &str {
        &self.name
    }

    fn catalog() -> &'static Catalog {
        catalog()
    }
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
    /// "Limit 1 per objective deck." on the objective.
    pub limit_one: bool,
    /// OCTGN's id of each slot's card, in slot order (an `.o8d` deck names cards by these).
    pub octgn: Cow<'static, [Cow<'static, str>]>,
}

/// An affiliation card a deck may be built around, with OCTGN's id of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffiliationCard {
    pub card: DefId,
    pub octgn: Cow<'static, str>,
}

impl ObjectiveSet {
    pub fn objective(&self) -> DefId {
        self.cards[0]
    }

    pub fn command_cards(&self) -> &[DefId] {
        &self.cards[1..]
    }
}

/// The compiled-in catalog. `data.rs` is generated from the JSON files by a test that holds them
/// to the catalog's checks first, so it holds only definitions that pass them.
pub fn catalog() -> &'static Catalog {
    static CATALOG: Catalog = Catalog::borrowed(&data::DEFS);
    &CATALOG
}

/// Every objective set of the catalog, in set-number order.
pub fn objective_sets() -> &'static [ObjectiveSet] {
    &data::SETS
}

/// The affiliation cards of the catalog, with their OCTGN ids.
pub fn affiliation_cards() -> &'static [AffiliationCard] {
    &data::AFFILIATIONS
}

/// The objective set numbered `number`.
pub fn objective_set(number: u16) -> Option<&'static ObjectiveSet> {
    objective_sets().iter().find(|s| s.number == number)
}
