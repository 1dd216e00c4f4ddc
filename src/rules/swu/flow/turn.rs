//! The round (base game, shared/research/swu.md §5): the action phase, where players alternate
//! actions from the initiative holder until both pass in a row, and the regroup phase (draw 2,
//! resource up to 1, ready everything).

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::damage;
use crate::rules::swu::model::ability::Ability;
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::schedule;
use crate::rules::swu::model::state::{other, Attacked, Outcome, Phase, State, Step, Turn, SEATS};

/// Cards drawn in the regroup phase.
pub(crate) const REGROUP_DRAW: u8 = 2;
/// Damage a player's base takes for each card it cannot draw.
pub(crate) const DECK_OUT_DAMAGE: u8 = 3;

/// An action phase begins: the initiative holder acts first.
pub(crate) fn begin_action(state: &mut State, events: &mut Vec<Event>) {
    state.phase = Phase::Action;
    state.active = state.initiative;
    state.passed = None;
    state.initiative_taken = None;
    events.push(Event::PhaseBegan { phase: Phase::Action, round: state.round });
}

/// After `seat`'s action: "Starting with the initiative holder, players alternate, one action
/// each"; "Take the initiative … You get the initiative token and then pass for the rest of the
/// phase"; "The phase ends when both players pass in a row."
pub(crate) fn after_action(state: &mut State, seat: Seat, turn: Turn, events: &mut Vec<Event>) {
    if state.outcome.is_some() {
        return;
    }
    let opponent = other(seat);
    // "Take an extra action after this one": the same player acts again.
    if turn == Turn::Acted && state.extra_action.take() == Some(seat) {
        state.passed = None;
        state.active = seat;
        return;
    }
    let opponent_done = state.passed == Some(opponent) || state.initiative_taken == Some(opponent);
    match turn {
        Turn::Pass | Turn::Initiative if opponent_done => end_action_phase(state, events),
        Turn::Pass => {
            state.passed = Some(seat);
            state.active = opponent;
        }
        Turn::Initiative => {
            state.passed = None;
            state.active = opponent;
        }
        Turn::Acted => {
            state.passed = None;
            state.active = if state.initiative_taken == Some(opponent) { seat } else { opponent };
        }
    }
}

/// The action phase ends: a scenario is complete; a match goes on to the regroup phase. What
/// lasted "this phase" ends.
fn end_action_phase(state: &mut State, events: &mut Vec<Event>) {
    // "For this phase" ends with it.
    state.lasting.clear();
    state.attacked_units.clear();
    state.entered_this_phase.clear();
    state.prevent_next.clear();
    state.extra_action = None;
    for seat in SEATS {
        let player = state.player_mut(seat);
        player.attacked = Attacked::default();
        player.pilot_discount = 0;
        player.played.clear();
        player.dealt_indirect = false;
        player.trait_discounts.clear();
        player.units_cost_more = 0;
        player.free_from_discard.clear();
        player.next_copy_free.clear();
    }
    if state.example.is_some() {
        state.outcome = Some(Outcome::ScenarioComplete);
        events.push(Event::ScenarioComplete);
        return;
    }
    state.phase = Phase::Regroup;
    events.push(Event::PhaseBegan { phase: Phase::Regroup, round: state.round });
    // "At the start of the next regroup phase, return that unit to its owner's hand."
    for unit in std::mem::take(&mut state.return_at_regroup) {
        if crate::rules::swu::forms::is_unit(state, unit) {
            crate::rules::swu::leaving::return_to_hand(state, unit, events);
        }
    }
    let first = state.initiative;
    // "When the regroup phase starts:" each unit's, the player with the initiative's first.
    let mut starts: Vec<Step> = Vec::new();
    for seat in [first, other(first)] {
        for unit in state.units_of(seat).collect::<Vec<_>>() {
            for (source, ability) in crate::rules::swu::forms::abilities_on(state, unit) {
                if let Ability::WhenRegroupStarts { then } = ability {
                    starts.push(Step::Resolve { source, effect: then.clone(), subject: Some(unit), controller: seat });
                }
            }
        }
    }
    schedule(
        state,
        starts.into_iter().chain([
            Step::RegroupDraw,
            Step::AskResources { seat: first, count: 1, optional: true },
            Step::AskResources { seat: other(first), count: 1, optional: true },
            Step::ReadyAll,
            Step::BeginAction,
        ]),
    );
}

/// Regroup: "Both players draw 2. A player who cannot draw takes 3 damage to their base per
/// missing card." Both at once (forceteki puts both draws in one event window), so both bases
/// can fall together.
pub(crate) fn regroup_draw(state: &mut State, events: &mut Vec<Event>) {
    for seat in SEATS {
        draw(state, seat, REGROUP_DRAW, events);
    }
}

/// `seat` draws `n` cards; each it cannot draw deals 3 damage to its base.
pub(crate) fn draw(state: &mut State, seat: Seat, n: u8, events: &mut Vec<Event>) {
    let mut drawn = 0u8;
    for _ in 0..n {
        match state.player_mut(seat).deck.pop() {
            Some(card) => {
                state.player_mut(seat).hand.push(card);
                drawn += 1;
            }
            None => break,
        }
    }
    if drawn > 0 {
        events.push(Event::Drew { seat, n: drawn });
        let steps = crate::rules::swu::abilities::triggers::drew(state, seat);
        schedule(state, steps);
    }
    let missing = n - drawn;
    if missing > 0 {
        let base = state.player(seat).base;
        let amount = missing * DECK_OUT_DAMAGE;
        events.push(Event::DeckEmpty { seat, missing, damage: amount });
        // "The player that is drawing is also the player that is causing the damage" (forceteki's
        // DrawSystem): non-combat damage the player deals.
        let dealt = damage::deal(state, base, amount, events);
        crate::rules::swu::abilities::effects::after_noncombat_damage(state, seat, dealt);
    }
}

/// Regroup: "ready all exhausted cards: units, resources and the leader" (a unit that "doesn't
/// ready during the regroup phase unless its power is N or more" below that stays exhausted). A
/// new round begins.
pub(crate) fn ready_all(state: &mut State) {
    let stays = |unit: CardId| {
        crate::rules::swu::forms::abilities_on(state, unit).any(
            |(_, a)| matches!(a, Ability::ReadiesOnlyWithPower { power } if crate::rules::swu::stats::power(state, unit) < *power),
        )
    };
    let mut cards: Vec<_> = state.units().filter(|&u| !stays(u)).collect();
    for seat in SEATS {
        let player = state.player(seat);
        cards.extend(player.resources.iter().copied());
        if !state.in_play(player.leader) {
            cards.push(player.leader);
        }
    }
    // "When attached unit readies": of each unit that was exhausted, once all are ready.
    let readied: Vec<CardId> = cards
        .iter()
        .copied()
        .filter(|&c| state.card(c).exhausted && crate::rules::swu::forms::is_unit(state, c))
        .collect();
    for card in cards {
        state.card_mut(card).exhausted = false;
    }
    let steps: Vec<_> =
        readied.into_iter().flat_map(|u| crate::rules::swu::abilities::triggers::readied(state, u)).collect();
    crate::rules::swu::model::state::schedule(state, steps);
    state.round += 1;
    state.used_this_round.clear();
    // "… for this round" ends with it.
    state.lost_abilities.clear();
}
