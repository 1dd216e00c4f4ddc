//! Applying an action: checked first, then carried out on a copy. An illegal action returns a
//! rejection and leaves the state as it was (DESIGN.md invariant 3).

use super::action::{Action, Payment};
use super::check::check;
use super::event::Event;
use super::pilot;
use super::reason::Reason;
use super::state::{Outcome, Phase, Prompt, State};
use crate::engine::{Attachment, CardId, Rejected, Role};

/// Applies `action` for the side that must act now.
///
/// # Errors
/// The rejection names the reason and the rule; `state` is unchanged.
pub fn apply(state: &State, action: &Action) -> Result<(State, Vec<Event>), Rejected<Reason>> {
    check(state, action)?;
    let mut next = state.clone();
    let mut events = Vec::new();
    perform(&mut next, action, &mut events);
    Ok((next, events))
}

fn perform(state: &mut State, action: &Action, events: &mut Vec<Event>) {
    let side = state.acting();
    match action {
        Action::PlayUnit { card, payment } => {
            pay(state, payment, events);
            move_from_hand_to_play(state, *card);
            // Units enter play ready: no focus tokens.
            events.push(Event::EnteredPlayAsUnit { card: *card });
        }
        Action::PlayPilot { card, host, payment } => {
            pay(state, payment, events);
            move_from_hand_to_play(state, *card);
            state.card_mut(*card).attached = Some(Attachment { host: *host, role: Role::Pilot });
            events.push(Event::Attached { card: *card, host: *host, role: Role::Pilot });
            enforce_piloting_limit(state, *host, events);
        }
        Action::DiscardPilot { pilot } => {
            let host = state.card(*pilot).attached.map(|a| a.host);
            state.prompt = None;
            discard_from_play(state, *pilot, events);
            if let Some(host) = host {
                enforce_piloting_limit(state, host, events);
            }
        }
        Action::Pass => end_phase(state, side, events),
    }
}

fn pay(state: &mut State, payment: &Payment, events: &mut Vec<Event>) {
    for &card in &payment.0 {
        state.card_mut(card).focus += 1;
        events.push(Event::FocusedForResources { card });
    }
}

fn move_from_hand_to_play(state: &mut State, card: CardId) {
    let owner = state.card(card).owner;
    let controller = state.acting();
    state.player_mut(owner).hand.retain(|&c| c != card);
    state.player_mut(controller).play.push(card);
    state.card_mut(card).controller = controller;
}

/// Piloting Limit: "that unit's controller must immediately discard Pilot enhancements from that
/// unit until only one remains." The choice is a pending prompt, asked once per discard.
fn enforce_piloting_limit(state: &mut State, host: CardId, events: &mut Vec<Event>) {
    if pilot::over_limit(state, host) {
        let chooser = state.card(host).controller;
        state.prompt = Some(Prompt::DiscardPilot { host, chooser });
        events.push(Event::PilotLimitReached { host, chooser });
    }
}

/// A card leaves play for its owner's discard pile, its attachments with it.
fn discard_from_play(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    let attached: Vec<CardId> = state.attachments_of(card).collect();
    for child in attached {
        discard_from_play(state, child, events);
    }
    for player in &mut state.players {
        player.play.retain(|&c| c != card);
    }
    let owner = state.card(card).owner;
    let card_state = state.card_mut(card);
    card_state.attached = None;
    card_state.controller = owner;
    card_state.focus = 0;
    card_state.damage = 0;
    card_state.shields = 0;
    state.player_mut(owner).discard.push(card);
    events.push(Event::Discarded { card });
}

/// The active player ends the phase. A scenario position is complete when its last phase ends;
/// the phase-by-phase turn automation (balance, refresh, draw, conflict, Force) arrives with the
/// match rules.
fn end_phase(state: &mut State, side: super::def::Side, events: &mut Vec<Event>) {
    events.push(Event::PhaseEnded { side, phase: state.phase });
    if state.ends_after == Some(state.phase) {
        state.outcome = Some(Outcome::ScenarioComplete);
        events.push(Event::ScenarioComplete);
        return;
    }
    state.phase = match state.phase {
        Phase::Balance => Phase::Refresh,
        Phase::Refresh => Phase::Draw,
        Phase::Draw => Phase::Deployment,
        Phase::Deployment => Phase::Conflict,
        Phase::Conflict => Phase::Force,
        Phase::Force => {
            state.active = state.active.opponent();
            state.turn += 1;
            Phase::Balance
        }
    };
}
