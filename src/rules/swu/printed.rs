//! What a card's printed text says, asked of every card on the table by the listings and the
//! standing checks: sorted out once for the whole catalog, then read by the card's definition.

use crate::engine::CardData as _;
use crate::engine::CardId;
use crate::engine::Instance as _;
use crate::engine::Table;
use crate::rules::swu::model::def::CardDef;
use crate::rules::swu::model::state::State;
use std::sync::OnceLock;

/// Whether a definition's printed text says something (`says`), for each definition of the
/// catalog, worked out the first time it is asked.
pub(crate) type PrintedFlag = Printed<bool>;

/// What a definition's printed text says (`says`: a flag, a set of bits), for each definition of
/// the catalog, worked out the first time it is asked.
pub(crate) struct Printed<T> {
    says: fn(&CardDef) -> T,
    by_definition: OnceLock<Vec<T>>,
}

impl<T: Copy> Printed<T> {
    pub(crate) const fn new(says: fn(&CardDef) -> T) -> Printed<T> {
        Printed { says, by_definition: OnceLock::new() }
    }

    /// What the printed text of `card`'s definition says.
    pub(crate) fn of(&self, state: &State, card: CardId) -> T {
        let table =
            self.by_definition.get_or_init(|| CardDef::catalog().iter().map(|(_, def)| (self.says)(def)).collect());
        table[state.card(card).def_id().index()]
    }
}
