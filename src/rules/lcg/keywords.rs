//! Keywords in force on a card: printed ones plus those granted by effects now live.
//! Computed from the state on demand, never stored (DESIGN.md invariant 6).

use crate::engine::CardId;
use crate::rules::lcg::abilities::enhance;
use crate::rules::lcg::mission;
use crate::rules::lcg::model::def::{CardType, Effect, Keyword};
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::pilot;
use crate::rules::lcg::stats;

/// The keywords `card` has now, sorted, with Edge values added together ("Edge (X)" values stack).
pub fn keywords(state: &State, card: CardId) -> Vec<Keyword> {
    let mut found: Vec<Keyword> = state.def(card).keywords.clone();
    if state.in_play(card) && state.card(card).attached.is_none() {
        for source in state.players.iter().flat_map(|p| p.play.iter().copied()) {
            found.extend(granted_by(state, source, card));
            found.extend(granted_while_more_objectives(state, source, card));
        }
        for effect in &state.def(card).abilities {
            // Rogue Six: "If the pilot is Wes Janson, it also gains targeted strike."
            if let Effect::GainWhilePiloted { pilot, keywords, .. } = effect {
                if stats::piloted_by(state, card, pilot.as_deref()) {
                    found.extend(keywords.iter().copied());
                }
            }
        }
        found.extend(enhance::grants(state, card).keywords);
        if let Some((_, gained)) = stats::fate_in_edge_gains(state, card) {
            found.extend(gained.iter().copied());
        }
    }
    merge(found)
}

/// What the live pilot text of `source` grants to `unit`.
fn granted_by(state: &State, source: CardId, unit: CardId) -> Vec<Keyword> {
    let Some(pilot_kw) = state.def(source).pilot.as_ref() else {
        return Vec::new();
    };
    if !pilot::pilot_text_live(state, source) {
        return Vec::new();
    }
    let mut granted = Vec::new();
    for effect in &pilot_kw.effects {
        let Effect::GrantWhilePiloting { host_trait, unit_trait, keywords } = effect else { continue };
        let Some(host) = pilot::piloting(state, source) else { continue };
        let unit_def = state.def(unit);
        let friendly = state.card(unit).controller == state.card(source).controller;
        if state.def(host).has_trait(host_trait)
            && friendly
            && unit_def.card_type == CardType::Unit
            && unit_def.has_trait(unit_trait)
        {
            granted.extend(keywords.iter().copied());
        }
    }
    granted
}

/// Hoth Operations: "While you control more Hoth objectives than your opponent, each of your
/// Speeder units gains edge (1)."
fn granted_while_more_objectives(state: &State, source: CardId, unit: CardId) -> Vec<Keyword> {
    let controller = state.card(source).controller;
    if state.card(unit).controller != controller || state.def(unit).card_type != CardType::Unit {
        return Vec::new();
    }
    let count = |side, objective_trait: &str| {
        stats::controlled_in_play(state, side)
            .filter(|&c| mission::is_objective(state, c) && state.def(c).has_trait(objective_trait))
            .count()
    };
    let mut granted = Vec::new();
    for effect in &state.def(source).abilities {
        if let Effect::GrantWhileMoreObjectives { objective_trait, unit_trait, keywords } = effect {
            if state.def(unit).has_trait(unit_trait)
                && count(controller, objective_trait) > count(controller.opponent(), objective_trait)
            {
                granted.extend(keywords.iter().copied());
            }
        }
    }
    granted
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
