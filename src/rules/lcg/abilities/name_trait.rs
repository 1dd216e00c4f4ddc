//! "Name a Trait other than Character or Vehicle. Deal 66 damage to each enemy unit with that
//! Trait." (Dark Genocide). Core Set rules, "Card Abilities": the ability's controller makes the
//! choices its text asks for as it resolves. The traits offered are those of the enemy units in
//! play (naming another would change nothing: docs/rules-notes.md), each a word of the catalog's
//! trait list, named in an answer by its place there.

use crate::cards::lcg::catalog;
use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::flow::resolve::deal_damage;
use crate::rules::lcg::model::ability::Outcome;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Ask, Prompt, State};
use crate::rules::lcg::pilot;
use crate::rules::lcg::targeting;
use std::sync::OnceLock;

/// Every trait printed in the catalog, sorted, each once: an answer names a trait by its place.
pub(crate) fn all() -> &'static [&'static str] {
    static TRAITS: OnceLock<Vec<&'static str>> = OnceLock::new();
    TRAITS.get_or_init(|| {
        let mut traits: Vec<&'static str> =
            catalog().iter().flat_map(|(_, def)| def.traits.iter().map(|t| t.as_ref())).collect();
        traits.sort_unstable();
        traits.dedup();
        traits
    })
}

/// The trait at place `index` of [`all`], if any.
pub(crate) fn name(index: u16) -> Option<&'static str> {
    all().get(usize::from(index)).copied()
}

/// The enemy units of `side` in play.
fn enemy_units(state: &State, side: Side) -> impl Iterator<Item = CardId> + '_ {
    state.cards_in_play().filter(move |&c| state.card(c).controller != side && targeting::is_unit_in_play(state, c))
}

/// The traits `side` may name for `outcome`: those of the enemy units in play, but the ones it
/// excludes, as places in [`all`].
pub(crate) fn options(state: &State, side: Side, outcome: &Outcome) -> Vec<u16> {
    let Outcome::DamageNamedTrait { except, .. } = outcome else { return Vec::new() };
    let mut found: Vec<u16> = enemy_units(state, side)
        .flat_map(|c| state.def(c).traits.iter())
        .filter(|t| !except.iter().any(|e| e == *t))
        .filter_map(|t| all().binary_search(&t.as_ref()).ok().map(|i| i as u16))
        .collect();
    found.sort_unstable();
    found.dedup();
    found
}

/// `card`'s ability that names a trait (a card has at most one), its outcome.
pub(crate) fn outcome_of(state: &State, card: CardId) -> Option<&'static Outcome> {
    pilot::abilities(state, card).filter_map(|a| a.outcome()).find(|o| matches!(o, Outcome::DamageNamedTrait { .. }))
}

/// The ability resolves: its controller is asked to name a trait, if any would change anything.
pub(crate) fn ask(state: &mut State, side: Side, card: CardId, outcome: &Outcome) {
    if !options(state, side, outcome).is_empty() {
        state.prompt = Some(Prompt::new(side, Ask::NameTrait { card }));
    }
}

/// `side` named the trait at `index`: each enemy unit with it takes the outcome's damage.
pub(crate) fn resolve(state: &mut State, side: Side, outcome: &Outcome, index: u16, events: &mut Vec<Event>) {
    let (Outcome::DamageNamedTrait { amount, .. }, Some(named)) = (outcome, name(index)) else { return };
    let struck: Vec<CardId> = enemy_units(state, side).filter(|&c| state.def(c).has_trait(named)).collect();
    for card in struck {
        deal_damage(state, None, card, *amount, events);
    }
}
