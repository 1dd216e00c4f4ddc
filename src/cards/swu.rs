//! The Star Wars: Unlimited catalog: printed facts from `src/cards/swu/cards.json` (the shared
//! card data as it was gathered: shared/data/README.md says where each field comes from and what
//! is unverified) and what each implemented card does from `src/cards/swu/abilities.json` (the
//! ability vocabulary of `rules::swu::model::ability`), compiled in as static data (`data.rs`,
//! which [`json`] generates from the files and checks).

#[rustfmt::skip]
mod data;
#[cfg(feature = "catalog-json")]
pub mod json;
#[cfg(feature = "catalog-json")]
mod literal;

use crate::engine::CardData;
use crate::rules::swu::model::def::{CardDef, Token};

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

/// The compiled-in catalog. `data.rs` is generated from the JSON files by a test that holds them
/// to the catalog's checks first, so it holds only definitions that pass them.
pub fn catalog() -> &'static Catalog {
    static CATALOG: Catalog = Catalog::borrowed(&data::DEFS);
    &CATALOG
}

/// The definition of a token.
pub fn token_def(token: Token) -> DefId {
    catalog().by_key(token.card_id()).unwrap_or(DefId::new(0))
}
