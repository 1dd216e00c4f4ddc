//! The LCG's prior for the playout policy ([`Searchable::prior`](crate::ai::Searchable::prior)):
//! a score per kind of action, read off the action and the state without applying it. Putting
//! cards into play is good (more for costlier ones), attacking and striking are good, hurting
//! your own cards is bad, and passing is what is left when nothing else looks useful. A card
//! spent from hand that would deck its player out scores below everything
//! ([`deck_out`](super::deck_out)).

use super::deck_out::{dooms, spends_from_hand};
use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::mission::is_objective;
use crate::rules::lcg::model::action::{Action, Answer, Initiative};
use crate::rules::lcg::model::def::{CardType, Side};
use crate::rules::lcg::model::state::State;

/// How promising `action` looks for `side`, without applying it: putting cards into play is
/// good (more for costlier ones), attacking and striking are good, hurting your own cards is
/// bad, and passing is what is left when nothing else looks useful.
pub(crate) fn prior(state: &State, side: Side, action: &Action) -> f64 {
    if spends_from_hand(action) && dooms(state, side) {
        return -10.0;
    }
    let enemy = |card: CardId| state.card(card).controller != side;
    let cost = |card: CardId| f64::from(state.def(card).cost);
    match *action {
        Action::Initiative(Initiative::PlayUnit { card, .. }) => 3.0 + cost(card),
        Action::Initiative(Initiative::PlayPilot { card, .. }) => 2.5 + cost(card),
        Action::Initiative(Initiative::PlayEnhancement { card, .. }) => 2.0 + cost(card),
        Action::Initiative(Initiative::DeployMission { card, .. }) => 1.5 + cost(card),
        Action::Initiative(Initiative::PlayEvent { target, .. }) => match target {
            Some(t) if enemy(t) && is_objective(state, t) => 20.0,
            Some(t) if enemy(t) => 4.0,
            Some(_) => -5.0,
            None => 2.0,
        },
        Action::Initiative(Initiative::UseAbility { .. }) => 1.0,
        Action::Answer(Answer::DiscardPilot { pilot }) => -cost(pilot),
        Action::Answer(Answer::Trigger { .. }) => 3.0,
        Action::Answer(Answer::PutIntoPlay { card, host }) => 3.0 + cost(card) + if host.is_some() { 0.5 } else { 0.0 },
        Action::Initiative(Initiative::Engage { objective }) => 4.0 + f64::from(state.card(objective).damage),
        Action::Initiative(Initiative::Declare { unit }) => {
            let attacking = state.engagement.as_ref().is_some_and(|e| e.attacker == side);
            if attacking {
                3.0 + cost(unit) * 0.1
            } else {
                1.5 + cost(unit) * 0.1
            }
        }
        Action::Initiative(Initiative::EdgeCard { card }) => {
            let def = state.def(card);
            if def.card_type == CardType::Fate {
                2.0
            } else {
                0.2 + 0.3 * f64::from(def.force) - 0.1 * cost(card)
            }
        }
        Action::Initiative(Initiative::Strike { .. }) => 5.0,
        Action::Answer(Answer::AssignDamage { unit } | Answer::AssignFocus { unit }) => {
            let cs = state.card(unit);
            let left = state.def(unit).damage_capacity.saturating_sub(cs.damage);
            // Finish off what can be finished; otherwise hit the costliest.
            1.0 + cost(unit) - f64::from(left) * 0.5
        }
        Action::Initiative(Initiative::Commit { unit }) => 1.0 + f64::from(state.def(unit).force),
        Action::Answer(Answer::BalanceDamage { objective }) => 1.0 + f64::from(state.card(objective).damage),
        Action::Initiative(Initiative::PlayUnitDiscarding { card, discards, .. }) => {
            2.5 + cost(card) - f64::from(discards)
        }
        Action::Initiative(Initiative::AttachEnhancement { card, .. }) => 2.0 + cost(card),
        Action::Initiative(Initiative::MovePilot { .. }) | Action::Answer(Answer::Protect { .. }) => 0.5,
        // Discard the cheapest first.
        Action::Answer(Answer::DiscardFromHand { card }) => -0.1 * cost(card),
        // A target, a cost or a card taken: enemy cards rather than your own in play.
        Action::Answer(Answer::ChooseTarget { card }) if state.in_play(card) && !enemy(card) => 1.0 - 0.1 * cost(card),
        Action::Answer(Answer::ChooseTarget { .. }) => 1.5,
        Action::Answer(Answer::ChooseDeck { .. }) => 1.0,
        Action::Answer(Answer::SetAsideObjective { .. }) => 1.0,
        // Keep the opening hand unless the search finds a reason not to.
        Action::Answer(Answer::Mulligan) => 0.0,
        Action::Answer(Answer::NameTrait { .. } | Answer::ChooseOption { .. }) => 1.0,
        // Expendable Scout: the opponent discards (and draws), not you.
        Action::Answer(Answer::ChoosePlayer { side: chosen }) => {
            if chosen == side {
                0.0
            } else {
                1.0
            }
        }
        Action::Initiative(Initiative::Pass) | Action::Answer(Answer::Pass) => 0.5,
    }
}
