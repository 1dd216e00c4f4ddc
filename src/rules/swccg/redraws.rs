//! Cancelling and re-drawing a destiny just drawn (research §3 "Battle": a destiny is the top
//! Reserve card; Han Solo's "Once during battle, may use 1 Force to cancel and re-draw your just
//! drawn destiny", Han's Dice): which card offers it, the prompt, and the new draw taking the
//! old one's place in a battle destiny, a weapon shot or a destiny to power.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::battle::{destiny_total, participants};
use crate::rules::swccg::force::{after_destiny, available, draw_destiny, use_force};
use crate::rules::swccg::model::def::{Ability, CardType, Class, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{DestinyFor, Draw, Prompt, State, Step};
use crate::rules::swccg::weapons::shot_total;

/// Han Solo: "Once during battle, may use 1 Force to cancel and re-draw your just drawn destiny."
/// Han's Dice (an Interrupt in hand): "If one of your characters of ability > 2 is in a battle, use
/// 1 Force to draw another battle destiny instead of the one you just drew" (battle destiny
/// only). The card offering it, when it may be used now for a destiny drawn for `purpose`.
pub(crate) fn redraw_source(state: &State, side: Side, purpose: DestinyFor) -> Option<(CardId, u8)> {
    let battle = state.battle.as_ref()?;
    if state.player(side).reserve.is_empty() {
        return None;
    }
    let own = participants(state, side);
    let once = (!battle.redrawn[side.idx()]).then(|| {
        own.iter().find_map(|&c| {
            state.def(c).abilities().find_map(|a| match a {
                Ability::RedrawDestiny { force } if available(state, side) >= *force => Some((c, *force)),
                _ => None,
            })
        })
    });
    once.flatten().or_else(|| {
        if purpose != DestinyFor::Battle {
            return None;
        }
        state.player(side).hand.iter().find_map(|&c| {
            state.def(c).abilities().find_map(|a| match a {
                Ability::RedrawBattleDestiny { force, ability_over }
                    if available(state, side) >= *force
                        && own.iter().any(|&o| {
                            state.def(o).is(CardType::Character)
                                && crate::rules::swccg::stats::ability(state, o) > *ability_over
                        }) =>
                {
                    Some((c, *force))
                }
                _ => None,
            })
        })
    })
}

pub(crate) fn offer_redraw(state: &mut State, side: Side, draw: Draw, purpose: DestinyFor) {
    if draw.card.is_none() {
        return;
    }
    if let Some((card, _)) = redraw_source(state, side, purpose) {
        state.prompt = Some(Prompt::Redraw { chooser: side, card, purpose });
    }
}

/// Offers the redraw after a weapon's destiny (the shot waits on the queue).
pub(crate) fn offer_weapon_redraw(state: &mut State, side: Side, draw: Draw) {
    offer_redraw(state, side, draw, DestinyFor::Weapon);
}

/// The answer to Han Solo's offer: 1 Force used, the destiny cancelled and drawn again. An
/// Interrupt offering it (Han's Dice) is played: to the Used or Lost Pile, and Han's once a
/// battle is not spent.
pub(crate) fn redraw(state: &mut State, side: Side, card: CardId, purpose: DestinyFor, events: &mut Vec<Event>) {
    let Some((_, force)) = redraw_source(state, side, purpose) else { return };
    use_force(state, side, force);
    if state.in_hand(side, card) {
        let lost = state.def(card).is_class(Class::Lost);
        let player = state.player_mut(side);
        player.hand.retain(|&c| c != card);
        if lost {
            player.lost_pile.push(card);
        } else {
            player.used_pile.push(card);
        }
        events.push(Event::InterruptPlayed { card, target: None });
    } else if let Some(b) = &mut state.battle {
        b.redrawn[side.idx()] = true;
    }
    events.push(Event::Redrew { side, card });
    let draw = draw_destiny(state, side, events);
    after_destiny(state, side, draw);
    match purpose {
        DestinyFor::Battle => {
            let total = destiny_total(state, side, draw.value);
            if let Some(last) = state.battle.as_mut().and_then(|b| b.destiny[side.idx()].last_mut()) {
                *last = draw;
            }
            events.push(Event::Destiny { side, draw, purpose, total });
        }
        DestinyFor::Weapon => {
            let mut total = draw.value;
            // The shot waits on the queue (under the opponent's answers to the draw, if any).
            let shot = state.pending.iter_mut().rev().find_map(|s| match s {
                Step::ResolveShot { draw, plus, earlier, .. } => Some((draw, *plus, *earlier)),
                _ => None,
            });
            if let Some((d, plus, earlier)) = shot {
                *d = draw.value;
                total = shot_total(earlier.saturating_add(draw.value), plus);
            }
            events.push(Event::Destiny { side, draw, purpose, total });
        }
        DestinyFor::Power => events.push(Event::Destiny { side, draw, purpose, total: draw.value }),
    }
}
