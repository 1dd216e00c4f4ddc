//! Which cards an ability's words name, and who may target what with card effects.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::constants;
use crate::rules::lcg::constants::Affected;
use crate::rules::lcg::faction::is_out_of_faction;
use crate::rules::lcg::mission;
use crate::rules::lcg::model::ability::{Filter, Kind, Modifier, ModifierKind};
use crate::rules::lcg::model::def::{CardType, Side};
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::pilot;
use crate::rules::lcg::stats;
use std::borrow::Cow;

/// May a card effect controlled by `by` target `card`?
pub fn can_target(state: &State, by: Side, card: CardId) -> bool {
    shield_of(state, by, card).is_none()
}

/// The card whose constant ability keeps `card` from being targeted by `by`'s card effects, if
/// any: Heroes of the Rebellion ("Your piloted Vehicle units cannot be targeted by enemy card
/// effects"), Trench Run ("This enhancement cannot be targeted").
pub(crate) fn shield_of(state: &State, by: Side, card: CardId) -> Option<CardId> {
    let controller = state.card(card).controller;
    constants::on_where(state, Affected::Card(card), ModifierKind::Untargetable).into_iter().find_map(|change| {
        match change.modifier {
            Modifier::Untargetable(whose) if whose.accepts(controller, by) => Some(change.source),
            _ => None,
        }
    })
}

/// A unit in play that is not attached to anything (a Pilot enhancement is not a unit).
pub(crate) fn is_unit_in_play(state: &State, card: CardId) -> bool {
    state.in_play(card) && is_unit_given_in_play(state, card)
}

/// [`is_unit_in_play`] for a card known to be in play.
pub(crate) fn is_unit_given_in_play(state: &State, card: CardId) -> bool {
    pilot::current_type(state, card) == CardType::Unit && state.card(card).attached.is_none()
}

/// Does `filter` accept `card` as a target of an ability controlled by `side`?
pub(crate) fn accepts(state: &State, side: Side, filter: &Filter, card: CardId) -> bool {
    matches(state, side, filter, card) && can_target(state, side, card)
}

/// Does `filter` accept `card` (in play) for an ability controlled by `side`, targeting aside
/// (for cards chosen without targeting: an opponent's choice, a sacrifice, the cards a constant
/// ability affects)?
pub(crate) fn matches(state: &State, side: Side, filter: &Filter, card: CardId) -> bool {
    printed_match(state, side, filter, card) && state.in_play(card) && in_play_match(state, filter, card)
}

/// [`matches`] for a card known to be in play (one of [`State::cards_in_play`]).
pub(crate) fn matches_in_play(state: &State, side: Side, filter: &Filter, card: CardId) -> bool {
    printed_match(state, side, filter, card) && in_play_match(state, filter, card)
}

/// The printed facts `filter` asks of `card`, and whose it is: cheap, and they rule out most
/// cards, so they are asked first.
fn printed_match(state: &State, side: Side, filter: &Filter, card: CardId) -> bool {
    let def = state.def(card);
    let has_trait = || filter.traits.iter().any(|t| def.has_trait(t)) || gains_a_trait(state, card, &filter.traits);
    let of_affiliation = || filter.affiliations.contains(&def.affiliation);
    let traits_and_affiliations = if filter.traits_or_affiliations {
        has_trait() || of_affiliation()
    } else {
        (filter.traits.is_empty() || has_trait()) && (filter.affiliations.is_empty() || of_affiliation())
    };
    filter.whose.accepts(side, state.card(card).controller)
        && traits_and_affiliations
        && filter.max_printed_cost.is_none_or(|most| def.cost <= most)
        && (filter.names.is_empty() || filter.names.contains(&def.name))
        && filter.max_printed_force.is_none_or(|most| def.force <= most)
        && filter.printed_side.is_none_or(|printed| def.side == printed)
}

/// The rest of what `filter` asks of `card`, which is in play.
fn in_play_match(state: &State, filter: &Filter, card: CardId) -> bool {
    let is_enhancement = || pilot::current_type(state, card) == CardType::Enhancement;
    let is_objective = || mission::is_objective(state, card);
    let kind = match filter.kind {
        Kind::Unit => is_unit_given_in_play(state, card),
        Kind::Objective => is_objective(),
        Kind::UnitOrObjective => is_unit_given_in_play(state, card) || is_objective(),
        Kind::Enhancement => is_enhancement(),
        Kind::ObjectiveOrEnhancement => is_objective() || is_enhancement(),
        Kind::Card => true,
        Kind::UnitOrEnhancement => is_unit_given_in_play(state, card) || is_enhancement(),
    };
    let engagement = state.engagement.as_ref();
    let attacking = || engagement.is_some_and(|e| e.attackers.contains(&card));
    kind && (!filter.participating
        || engagement.is_some_and(|e| e.attackers.contains(&card) || e.defenders.contains(&card)))
        && (!filter.no_enhancements || state.attachments_of(card).next().is_none())
        && (!filter.enhanced || state.attachments_of(card).next().is_some())
        && (!filter.not_engaged || engagement.is_none_or(|e| e.objective != card))
        && (!filter.not_engaged_this_phase || !engaged_this_phase(state, card))
        && (!filter.attacking || attacking())
        && (!filter.attacking_a_mission
            || (attacking() && engagement.is_some_and(|e| mission::is_mission(state, e.objective))))
        && (!filter.out_of_faction || is_out_of_faction(state, card))
        && (!filter.piloted || pilot::is_piloted(state, card))
        && (filter.min_pilots == 0 || pilot::pilots_of(state, card).count() >= usize::from(filter.min_pilots))
        && (!filter.unpiloted || !pilot::is_piloted(state, card))
        && (!filter.exhausted || state.card(card).focus > 0)
        && (!filter.ready || state.card(card).focus == 0)
        && (!filter.committed || state.card(card).committed)
        && (!filter.defending || engagement.is_some_and(|e| e.defenders.contains(&card)))
        && (!filter.not_participating
            || engagement.is_none_or(|e| !e.attackers.contains(&card) && !e.defenders.contains(&card)))
        && (!filter.with_edge_icons || has_edge_icons(state, card))
}

/// Secret Objective: "an enemy objective that you have not engaged this phase" (the objective
/// engaged now counts as engaged).
fn engaged_this_phase(state: &State, card: CardId) -> bool {
    state.engaged_this_phase.contains(&card) || state.engagement.as_ref().is_some_and(|e| e.objective == card)
}

/// Part of the Tribe: "Enhanced unit gains the Ewok trait." Has `card` gained one of `traits`
/// from a constant ability in force (Core Set rules, "Card Abilities")?
pub(crate) fn gains_a_trait(state: &State, card: CardId, traits: &[Cow<'static, str>]) -> bool {
    constants::on_where(state, Affected::Card(card), ModifierKind::GainsTraits)
        .iter()
        .any(|c| matches!(c.modifier, Modifier::GainsTraits(gained) if gained.iter().any(|g| traits.contains(g))))
}

/// Memories of Taanab: "a … unit with 1 or more edge enabled combat icons" (its icons now).
fn has_edge_icons(state: &State, card: CardId) -> bool {
    let (_, edge) = stats::combat_icons(state, card);
    edge.unit_damage > 0 || edge.blast_damage > 0 || edge.tactics > 0
}
