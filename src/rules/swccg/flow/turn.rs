//! The turn (research §3, "Turn phases"): Activate, Control, Deploy, Battle, Move, Draw, each
//! taken by the player whose turn it is and ended by passing; then both Used Piles go under the
//! Reserve Decks and the other player's turn begins. A phase with nothing to decide goes by by
//! itself.

use crate::rules::swccg::bluffs;
use crate::rules::swccg::cold::offer_turn_end_loss;
use crate::rules::swccg::flow::legal::any_besides_pass;
use crate::rules::swccg::force::recycle;
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{Outcome, Phase, State, Step};

/// Ends the phase under way: the next phase, or the end of the turn. A scenario that ends with
/// this phase is complete.
pub(crate) fn end_phase(state: &mut State, events: &mut Vec<Event>) {
    let ended = state.phase;
    state.left.clear();
    if ended == Phase::Control {
        // Ice Storm: "Each turn, during your control phase, storm moves to next marker".
        crate::rules::swccg::storms::control_phase_ended(state, events);
    }
    if ended == Phase::Move && !state.utinni.is_empty() {
        // Lateral Damage: "draw again next move phase, etc.".
        crate::rules::swccg::utinni::move_phase_ended(state, events);
    }
    if state.ends_after == Some(ended) {
        state.outcome = Some(Outcome::ScenarioComplete);
        events.push(Event::ScenarioComplete);
        return;
    }
    match ended.next() {
        Some(phase) => enter(state, phase, events),
        // Frostbite: "At the end of each player's turn, … that player must lose 1 Force": the
        // turn ends once it is lost.
        None if offer_turn_end_loss(state) => state.pending.push(Step::EndTurn),
        None => end_turn(state, events),
    }
}

/// "At the end of every turn, both players put their Used Piles under their Reserve Decks.
/// 'Until end of turn' effects end. The other player's turn begins at once."
pub(crate) fn end_turn(state: &mut State, events: &mut Vec<Event>) {
    recycle(state, events);
    state.boosts.clear();
    state.drained.clear();
    state.battled.clear();
    state.shuttled.clear();
    state.used_this_turn.clear();
    state.drained_of = [0, 0];
    crate::rules::swccg::opponents_force::end_of_turn(state, state.active, events);
    state.raised.clear();
    state.bluffed = false;
    state.held.clear();
    state.protected.clear();
    // Dark Hours: "At the end of your next turn, lose effect and restore targets".
    crate::rules::swccg::sleep::end_of_turn(state, events);
    crate::rules::swccg::dominion::end_of_turn(state, state.active);
    state.deployed_to.clear();
    state.free_deploys.retain(|f| f.turn > state.turn);
    state.blocking.clear();
    for card in &mut state.cards {
        card.moved = false;
    }
    state.active = state.active.opponent();
    state.turn += 1;
    events.push(Event::TurnBegan { side: state.active, turn: state.turn });
    enter(state, Phase::Activate, events);
}

pub(crate) fn enter(state: &mut State, phase: Phase, events: &mut Vec<Event>) {
    state.phase = phase;
    state.left.clear();
    events.push(Event::PhaseBegan { side: state.active, phase });
    // 'Bluff Rules': the Light Side may flip a bluff card in the Dark Side's deploy phase.
    if phase == Phase::Deploy {
        bluffs::offer_flip(state);
    }
    if phase == Phase::Control {
        // Death Mark: "lose 1 Force at beginning of opponent's control phase".
        crate::rules::swccg::utinni::control_phase_began(state);
    }
}

/// Lets phases with nothing to decide go by, until someone has a choice (or the game is over).
pub(crate) fn settle(state: &mut State, events: &mut Vec<Event>) {
    // A whole round of twelve phases with nothing to decide means nobody can ever act; stop there
    // (a game whose Life Force is gone is over before this).
    for _ in 0..24 {
        if state.outcome.is_some() || state.prompt.is_some() || state.battle.is_some() || !state.pending.is_empty() {
            return;
        }
        if any_besides_pass(state) {
            return;
        }
        events.push(Event::PhaseSkipped { side: state.active, phase: state.phase });
        end_phase(state, events);
    }
}
