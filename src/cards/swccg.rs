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

use crate::engine::CardData;
use crate::rules::swccg::model::def::CardDef;

/// A definition's position in the catalog; it serialises as the card's printed id.
pub type DefId = crate::engine::DefId<CardDef>;
/// The card definitions.
pub type Catalog = crate::engine::Catalog<CardDef>;

impl CardData for CardDef {
    fn key(&self) -> &str {
        &self.id
    }

    fn title(&self) -> &str {
        &self.title
    }

    fn catalog() -> &'static Catalog {
        catalog()
    }
}

/// The compiled-in catalog. `data.rs` is generated from the JSON file by a test that holds it to
/// the catalog's checks first, so it holds only definitions that pass them.
pub fn catalog() -> &'static Catalog {
    static CATALOG: Catalog = Catalog::borrowed(&data::DEFS);
    &CATALOG
}
