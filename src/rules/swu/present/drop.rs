//! Drag and drop: "dropping on B submits the action that matches (A, B), or shows the reason the
//! engine gives for (A, B)" (DESIGN.md). A Pilot dropped on a friendly Vehicle is played with
//! Piloting, on its arena as a unit; a pilot leader on a Vehicle deploys as a Pilot; a ready unit
//! on an enemy unit or base attacks. The matching is the engine's
//! ([`Ruleset::drop`](crate::engine::Ruleset::drop)); a drop that matches no legal action is
//! explained here, by the check of the action it would have been.

use crate::engine::SeatZone;
use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule, Target};
use crate::rules::swu::cost::{payment_for, play_cost, How};
use crate::rules::swu::flow::check::check;
use crate::rules::swu::model::action::{Action, Payment};
use crate::rules::swu::model::def::CardType;
use crate::rules::swu::model::reason::Reason;
use crate::rules::swu::model::state::State;
use crate::rules::swu::model::zone::{arena_of_zone, Zone};
use crate::rules::swu::sections::SwuRule;

/// Why no legal action drops `source` on `target`: the check of the play, deploy or attack the
/// pair would most naturally mean, or, when only its payment was left open, that no payment
/// works.
pub(crate) fn why_not(state: &State, source: CardId, target: Target) -> Rejected<Reason> {
    match natural(state, source, target).map(|candidate| check(state, &candidate)) {
        Err(rejected) | Ok(Err(rejected)) => rejected,
        Ok(Ok(())) => Rejected::new(Reason::NoSuchPlay, Rule::from(SwuRule::PlayCard)),
    }
}

/// The action that dropping `source` on `target` would most naturally mean, or the refusal the
/// pair earns before any action is tried.
fn natural(state: &State, source: CardId, target: Target) -> Result<Action, Rejected<Reason>> {
    let refuse = |reason, rule: SwuRule| Err(Rejected::new(reason, Rule::from(rule)));
    let seat = state.acting();
    let def = state.def(source);
    let pay = |how: How| {
        play_cost(state, seat, source, how, None).and_then(|c| payment_for(state, seat, c)).unwrap_or_default()
    };
    let candidate = match target {
        _ if state.prompt.is_some() => match target {
            Target::Card(card) => Action::Choose { card },
            Target::Zone(_) => Action::Resource { card: source },
        },
        Target::Zone(zone) => {
            if let Some(arena) = arena_of_zone(zone) {
                if state.player(seat).leader == source {
                    Action::Deploy { leader: source }
                } else if state.in_hand(seat, source) && def.card_type == CardType::Unit {
                    if def.arena != Some(arena) {
                        return refuse(Reason::WrongArena { arena: def.arena.unwrap_or(arena) }, SwuRule::PlayCard);
                    }
                    Action::PlayUnit { card: source, via: None, payment: pay(How::Unit) }
                } else if state.in_hand(seat, source) && def.card_type == CardType::Upgrade {
                    return refuse(Reason::HostNotAUnit, SwuRule::Upgrades);
                } else {
                    return refuse(Reason::NoSuchPlay, SwuRule::PlayCard);
                }
            } else if state.in_hand(seat, source) && def.card_type == CardType::Event {
                Action::PlayEvent { card: source, via: None, payment: pay(How::Event) }
            } else if Zone::of(zone).is_none() {
                return refuse(Reason::OffTheTable, SwuRule::PlayCard);
            } else {
                return refuse(Reason::NoSuchPlay, SwuRule::PlayCard);
            }
        }
        Target::Card(card) => {
            if state.player(seat).leader == source && !state.in_play(source) {
                Action::DeployAsPilot { leader: source, host: card }
            } else if state.in_play(source) {
                Action::Attack { attacker: source, defender: card, via: None, payment: Payment::default() }
            } else if state.in_hand(seat, source) && def.card_type == CardType::Upgrade {
                Action::PlayUpgrade { card: source, host: card, via: None, payment: pay(How::Upgrade) }
            } else if state.in_hand(seat, source) && !def.piloting.is_empty() {
                Action::PlayPilot { card: source, host: card, piloting: 0, via: None, payment: pay(How::Pilot(0)) }
            } else if state.in_hand(seat, source) && def.card_type == CardType::Unit {
                return refuse(Reason::NoPiloting, SwuRule::Piloting);
            } else {
                return refuse(Reason::NoSuchPlay, SwuRule::PlayCard);
            }
        }
    };
    Ok(candidate)
}
