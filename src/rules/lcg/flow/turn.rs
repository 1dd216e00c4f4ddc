//! The turn sequence around the pilot rules (Core Set rulebook, per research notes lcg.md §1):
//! Balance of the Force, Refresh, Draw, Deployment, Conflict, Force. Phases with nothing to
//! decide run by themselves; the engine stops where a player acts or chooses.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::abilities::ready;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::keywords::keywords;
use crate::rules::lcg::mission::{is_objective, objectives_counted_for_refresh};
use crate::rules::lcg::model::def::{Keyword, Side};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Ask, Outcome, Phase, Prompt, State, Step, Trigger};
use crate::rules::lcg::stats;
use crate::rules::lcg::stats::force_struggle_total;

/// The dial value at which the Dark Side wins.
pub(crate) const DIAL_WINS: u8 = 12;
/// At most this many units are committed to the Force per player (three Force cards).
pub(crate) const MAX_COMMITTED: usize = 3;

/// The active player ends `phase`; the next phases run until one needs a player.
pub(crate) fn end_phase(state: &mut State, events: &mut Vec<Event>) {
    let side = state.active;
    events.push(Event::PhaseEnded { side, phase: state.phase });
    if state.ends_after == Some(state.phase) {
        state.outcome = Some(Outcome::ScenarioComplete);
        events.push(Event::ScenarioComplete);
        return;
    }
    // Blizzard 2: "skip the Force phase this turn": no Force struggle either.
    let force = state.phase == Phase::Force && state.force_skipped_turn != Some(state.turn);
    let balance_set = if force { force_struggle(state, events) } else { None };
    if state.phase == Phase::Conflict {
        state.engaged_this_phase.clear();
    }
    // Well Paid: discounts "this phase" end with it.
    for player in state.players_mut() {
        player.discounts.retain(|d| !d.this_phase);
    }
    let next = match state.phase {
        Phase::Setup => Phase::Balance,
        Phase::Balance => Phase::Refresh,
        Phase::Refresh => Phase::Draw,
        Phase::Draw => Phase::Deployment,
        Phase::Deployment => Phase::Conflict,
        Phase::Conflict => Phase::Force,
        Phase::Force => {
            state.active = side.opponent();
            state.turn += 1;
            for player in state.players_mut() {
                player.pilot_cards_played = 0;
                player.limited_played = false;
                player.discounts.clear();
            }
            state.limits_used.clear();
            state.played_this_turn.clear();
            Phase::Balance
        }
    };
    // "After the Balance of the Force is set to …" Reactions, before the next turn's first phase.
    match balance_set.filter(|&side| triggers::heard(state, Trigger::BalanceSet { side })) {
        Some(side) => {
            schedule(state, [Step::Fire { trigger: Trigger::BalanceSet { side } }, Step::EnterPhase { phase: next }])
        }
        None => enter(state, next, events),
    }
}

/// Enters `phase`. Phases with nothing to decide queue their work and the next phase as steps,
/// so Reactions to "after your turn begins", "after you refresh" and "after your draw phase
/// begins" are offered in their place.
pub(crate) fn enter(state: &mut State, phase: Phase, events: &mut Vec<Event>) {
    state.phase = phase;
    // Effects "until the end of the phase" end as the next phase begins.
    state.reserve_reduced = [0; 2];
    state.prevented_this_phase.clear();
    if state.outcome.is_some() {
        return;
    }
    let side = state.active;
    match phase {
        Phase::Balance => schedule(
            state,
            [
                Step::Fire { trigger: Trigger::TurnBegan { side } },
                Step::Balance,
                Step::EnterPhase { phase: Phase::Refresh },
            ],
        ),
        Phase::Refresh => {
            // Queued first, so the units readied in the refresh (their Reactions, queued by
            // `refresh`) come before "after you refresh".
            schedule(
                state,
                [Step::Fire { trigger: Trigger::Refreshed { side } }, Step::EnterPhase { phase: Phase::Draw }],
            );
            refresh(state, events);
        }
        Phase::Draw => schedule(
            state,
            [
                Step::Fire { trigger: Trigger::DrawPhaseBegan { side } },
                Step::DrawToReserve,
                Step::EnterPhase { phase: Phase::Deployment },
            ],
        ),
        // First-turn rule [O]: the Dark Side skips its conflict phase on its first turn.
        Phase::Conflict if state.turn == 1 && state.active == Side::Dark => enter(state, Phase::Force, events),
        Phase::Force if state.force_skipped_turn == Some(state.turn) => end_phase(state, events),
        // The Emperor's Shuttle: "After the Force phase begins".
        Phase::Force => {
            let began = Trigger::ForcePhaseBegan { side };
            if triggers::heard(state, began) {
                schedule(state, [Step::Fire { trigger: began }]);
            }
        }
        Phase::Setup | Phase::Deployment | Phase::Conflict => {}
    }
}

/// Balance of the Force phase: on a Dark Side turn the dial advances 1, or 2 while the Balance is
/// with the dark side; on a Light Side turn with the Balance on the light side, the Light Side
/// deals 1 damage to a Dark Side objective of its choice (a prompt). The dial at 12 wins.
pub(crate) fn balance(state: &mut State, events: &mut Vec<Event>) {
    match state.active {
        Side::Dark => {
            let steps = if state.balance == Side::Dark { 2 } else { 1 };
            advance_dial(state, steps, events);
        }
        Side::Light => {
            if state.balance == Side::Light && !balance_targets(state).is_empty() {
                state.prompt = Some(Prompt::new(Side::Light, Ask::BalanceDamage));
            }
        }
    }
}

/// The Dark Side objectives the Balance damage may go to.
pub(crate) fn balance_targets(state: &State) -> Vec<CardId> {
    state
        .player(Side::Dark)
        .play
        .iter()
        .copied()
        .filter(|&c| state.card(c).controller == Side::Dark && is_objective(state, c))
        .collect()
}

pub(crate) fn advance_dial(state: &mut State, steps: u8, events: &mut Vec<Event>) {
    state.dial = state.dial.saturating_add(steps).min(DIAL_WINS);
    events.push(Event::DialAdvanced { to: state.dial });
    if state.dial >= DIAL_WINS && state.outcome.is_none() {
        state.outcome = Some(Outcome::Won(Side::Dark));
        state.prompt = None;
        state.pending.clear();
        events.push(Event::Won { side: Side::Dark });
    }
}

/// Refresh phase: (1) remove 1 focus token from each of your cards, Elite ones 1 more — skipped
/// in the Light Side's first refresh [O]; (2) remove all shields from your cards; (3) reveal
/// objectives until you control 3 (missions do not count).
fn refresh(state: &mut State, events: &mut Vec<Event>) {
    let side = state.active;
    let first_light_turn = side == Side::Light && state.turn == 2;
    let yours: Vec<CardId> = std::iter::once(state.player(side).affiliation)
        .chain(state.player(side).play.iter().copied())
        .filter(|&c| state.card(c).controller == side)
        .collect();
    if !first_light_turn {
        for &card in &yours {
            let remove = if keywords(state, card).contains(&Keyword::Elite) { 2 } else { 1 };
            ready::remove_focus(state, card, remove);
        }
    }
    for &card in &yours {
        state.card_mut(card).shields = 0;
    }
    events.push(Event::Refreshed { side });
    while objectives_counted_for_refresh(state, side) < 3 {
        let Some(objective) = state.player_mut(side).objective_deck.pop() else { break };
        state.player_mut(side).play.push(objective);
        events.push(Event::ObjectiveRevealed { card: objective });
    }
}

/// Draw phase: draw until the hand holds the reserve value.
pub(crate) fn draw_to_reserve(state: &mut State, events: &mut Vec<Event>) {
    let side = state.active;
    let reserve = usize::from(stats::reserve_value(state, side));
    let missing = reserve.saturating_sub(state.player(side).hand.len());
    draw(state, side, missing, events);
}

/// `side` draws `count` cards, one at a time. A player who must draw from an empty command deck
/// loses (research notes §1 [O][V forum]).
pub(crate) fn draw(state: &mut State, side: Side, count: usize, events: &mut Vec<Event>) {
    for _ in 0..count {
        if state.outcome.is_some() {
            return;
        }
        let Some(card) = state.player_mut(side).command_deck.pop() else {
            state.outcome = Some(Outcome::Won(side.opponent()));
            state.prompt = None;
            state.pending.clear();
            events.push(Event::DeckEmpty { side });
            events.push(Event::Won { side: side.opponent() });
            return;
        };
        state.player_mut(side).hand.push(card);
        events.push(Event::Drew { side });
    }
}

/// Force phase, end: each player totals the Force icons of committed units without focus
/// tokens; the higher total takes the Balance; a tie leaves it where it is. The side it is set to,
/// if the struggle had a winner.
fn force_struggle(state: &mut State, events: &mut Vec<Event>) -> Option<Side> {
    let dark = force_struggle_total(state, Side::Dark);
    let light = force_struggle_total(state, Side::Light);
    let winner = match dark.cmp(&light) {
        std::cmp::Ordering::Greater => Some(Side::Dark),
        std::cmp::Ordering::Less => Some(Side::Light),
        std::cmp::Ordering::Equal => None,
    };
    if let Some(side) = winner {
        state.balance = side;
    }
    events.push(Event::ForceStruggle { dark, light, balance: state.balance });
    winner
}

/// Units `side` has committed to the Force.
pub(crate) fn committed(state: &State, side: Side) -> usize {
    state.player(side).play.iter().filter(|&&c| state.card(c).controller == side && state.card(c).committed).count()
}
