//! Holosites (Imperial Holotable, Dejarik Hologameboard: "'Dejarik Rules' in effect here"; GEMP's
//! `AbstractHolosite`, read for the facts): only a dejarik or hologram deploys there, by 'Dejarik
//! Rules' — and none is in the pool — so no card deploys, moves or is placed at a holosite; a
//! holosite converts the opponent's holosite whatever its title ("Site converted by …",
//! `conversion.rs`). Its Force icons count as any location's.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::model::def::{Ability, CardDef};
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::sections::card_text;

/// Whether the location `def` is a holosite.
pub(crate) fn is_holosite(def: &CardDef) -> bool {
    def.abilities().any(|a| matches!(a, Ability::DejarikRules))
}

/// No card deploys or moves to a holosite (`location`: where it would go).
pub(crate) fn check_not_holosite(state: &State, location: Option<CardId>) -> Result<(), Rejected<Reason>> {
    match location.map(|l| state.def(l)) {
        Some(def) if is_holosite(def) => {
            Err(Rejected::new(Reason::DejarikRules { site: def.title.to_string() }, card_text(&def.title)))
        }
        _ => Ok(()),
    }
}
