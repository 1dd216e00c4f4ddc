//! Playouts: from a position, both sides play a cheap heuristic policy for a number of actions,
//! then the static evaluation scores where they got to.
//!
//! The policy never applies an action to look at it (that would cost a `legal_actions` per
//! candidate); it scores each listed action by what kind of action it is ([`prior`]) and plays
//! the best, or with probability `epsilon` a uniformly random one. Ties go to the RNG.

use super::evaluate::evaluate;
use crate::engine::{CardId, Rng};
use crate::rules::lcg::def::{CardType, Side};
use crate::rules::lcg::mission::is_objective;
use crate::rules::lcg::{apply, legal_actions, Action, State};

/// Plays at most `depth` actions from `state` by the heuristic policy and returns the Dark Side's
/// value of where it stopped (1 a Dark Side win, 0 a Light Side win).
pub fn playout(state: State, depth: u32, epsilon: f64, rng: &mut Rng) -> f64 {
    let mut state = state;
    for _ in 0..depth {
        if state.outcome.is_some() {
            break;
        }
        let legal = legal_actions(&state);
        let Some(action) = pick(&state, &legal, epsilon, rng) else { break };
        match apply(&state, &action) {
            Ok((next, _)) => state = next,
            Err(_) => break,
        }
    }
    evaluate(&state, Side::Dark)
}

/// The heuristic policy's choice among `legal`: the best by [`prior`], or with probability
/// `epsilon` any of them. `None` when `legal` is empty.
pub fn pick(state: &State, legal: &[Action], epsilon: f64, rng: &mut Rng) -> Option<Action> {
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    if unit_interval(rng) < epsilon {
        return Some(legal[rng.below(legal.len())]);
    }
    let side = state.acting();
    let mut best = f64::NEG_INFINITY;
    let mut chosen = legal[0];
    let mut ties = 0usize;
    for action in legal {
        let score = prior(state, side, action);
        if score > best {
            best = score;
            chosen = *action;
            ties = 1;
        } else if score == best {
            // Reservoir sampling over the tied best.
            ties += 1;
            if rng.below(ties) == 0 {
                chosen = *action;
            }
        }
    }
    Some(chosen)
}

/// Whether `action` takes a card out of its player's hand.
fn spends_from_hand(action: &Action) -> bool {
    matches!(
        action,
        Action::PlayUnit { .. }
            | Action::PlayUnitDiscarding { .. }
            | Action::AttachEnhancement { .. }
            | Action::PlayPilot { .. }
            | Action::PlayEnhancement { .. }
            | Action::PlayEvent { .. }
            | Action::DeployMission { .. }
            | Action::EdgeCard { .. }
    )
}

/// Whether one card fewer in `side`'s hand would leave its command deck short of its next draw
/// (it would lose when it draws).
fn dooms(state: &State, side: Side) -> bool {
    let player = state.player(side);
    let reserve = usize::from(state.def(player.affiliation).reserve);
    player.command_deck.len() < reserve.saturating_sub(player.hand.len().saturating_sub(1))
}

/// A uniform number in `0.0..1.0`.
pub fn unit_interval(rng: &mut Rng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

/// How promising `action` looks for `side`, without applying it: putting cards into play is
/// good (more for costlier ones), attacking and striking are good, hurting your own cards is
/// bad, and passing is what is left when nothing else looks useful.
pub fn prior(state: &State, side: Side, action: &Action) -> f64 {
    if spends_from_hand(action) && dooms(state, side) {
        return -10.0;
    }
    let enemy = |card: CardId| state.card(card).controller != side;
    let cost = |card: CardId| f64::from(state.def(card).cost);
    match *action {
        Action::PlayUnit { card, .. } => 3.0 + cost(card),
        Action::PlayPilot { card, .. } => 2.5 + cost(card),
        Action::PlayEnhancement { card, .. } => 2.0 + cost(card),
        Action::DeployMission { card, .. } => 1.5 + cost(card),
        Action::PlayEvent { target, .. } => match target {
            Some(t) if enemy(t) && is_objective(state, t) => 20.0,
            Some(t) if enemy(t) => 4.0,
            Some(_) => -5.0,
            None => 2.0,
        },
        Action::UseAbility { .. } => 1.0,
        Action::DiscardPilot { pilot } => -cost(pilot),
        Action::Trigger { .. } => 3.0,
        Action::PutIntoPlay { card, host } => 3.0 + cost(card) + if host.is_some() { 0.5 } else { 0.0 },
        Action::Engage { objective } => 4.0 + f64::from(state.card(objective).damage),
        Action::Declare { unit } => {
            let attacking = state.engagement.as_ref().is_some_and(|e| e.attacker == side);
            if attacking {
                3.0 + cost(unit) * 0.1
            } else {
                1.5 + cost(unit) * 0.1
            }
        }
        Action::EdgeCard { card } => {
            let def = state.def(card);
            if def.card_type == CardType::Fate {
                2.0
            } else {
                0.2 + 0.3 * f64::from(def.force) - 0.1 * cost(card)
            }
        }
        Action::Strike { .. } => 5.0,
        Action::AssignDamage { unit } | Action::AssignFocus { unit } => {
            let cs = state.card(unit);
            let left = state.def(unit).damage_capacity.saturating_sub(cs.damage);
            // Finish off what can be finished; otherwise hit the costliest.
            1.0 + cost(unit) - f64::from(left) * 0.5
        }
        Action::Commit { unit } => 1.0 + f64::from(state.def(unit).force),
        Action::BalanceDamage { objective } => 1.0 + f64::from(state.card(objective).damage),
        Action::PlayUnitDiscarding { card, discards, .. } => 2.5 + cost(card) - f64::from(discards),
        Action::AttachEnhancement { card, .. } => 2.0 + cost(card),
        Action::MovePilot { .. } | Action::Protect { .. } => 0.5,
        // Discard the cheapest first.
        Action::DiscardFromHand { card } => -0.1 * cost(card),
        // A target, a cost or a card taken: enemy cards rather than your own in play.
        Action::ChooseTarget { card } if state.in_play(card) && !enemy(card) => 1.0 - 0.1 * cost(card),
        Action::ChooseTarget { .. } => 1.5,
        Action::ChooseDeck { .. } => 1.0,
        Action::SetAsideObjective { .. } => 1.0,
        // Keep the opening hand unless the search finds a reason not to.
        Action::Mulligan => 0.0,
        Action::Pass => 0.5,
    }
}
