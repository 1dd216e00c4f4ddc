//! Keywords in force on a card: printed ones plus those granted by effects now live.
//! Computed from the state on demand, never stored (DESIGN.md invariant 6).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::constants;
use crate::rules::lcg::constants::Affected;
use crate::rules::lcg::model::ability::{Modifier, ModifierKind};
use crate::rules::lcg::model::def::Keyword;
use crate::rules::lcg::model::state::State;

/// The keywords `card` has now, sorted, with Edge values added together ("Edge (X)" values
/// stack): printed ones, and for a unit or objective in play (not attached), those its constant
/// abilities in force give it ("each friendly Fighter unit gains elite and edge (1)", "Enhanced
/// unit gains shielding").
pub fn keywords(state: &State, card: CardId) -> Vec<Keyword> {
    let mut found: Vec<Keyword> = state.def(card).keywords.to_vec();
    if state.in_play(card) && state.card(card).attached.is_none() {
        for change in constants::on_where(state, Affected::Card(card), ModifierKind::Keywords) {
            if let Modifier::Keywords(gained) = change.modifier {
                // "Gains edge (1) for each …" (YT-2000 Freighter): once per card counted.
                for _ in 0..change.times {
                    found.extend(gained.iter().copied());
                }
            }
        }
    }
    merge(found)
}

fn merge(mut keywords: Vec<Keyword>) -> Vec<Keyword> {
    let edge: u8 = keywords.iter().map(|k| if let Keyword::Edge(x) = k { *x } else { 0 }).sum();
    keywords.retain(|k| !matches!(k, Keyword::Edge(_)));
    if edge > 0 {
        keywords.push(Keyword::Edge(edge));
    }
    keywords.sort();
    keywords.dedup();
    keywords
}
