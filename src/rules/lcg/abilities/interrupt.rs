//! Interrupts other cards offer when a card would leave play (The Empire's Elite: "When a
//! piloted Fighter unit you control leaves play, return it and the attached Pilot enhancement to
//! your hand. (Limit once per turn.)"). The card's own leaves-play Interrupt (Hobbie) stays in
//! `resolve.rs`.

use crate::engine::CardId;
use crate::rules::lcg::abilities::initiate;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::model::def::Effect;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Ask, Destination, Prompt, State, Step};
use crate::rules::lcg::pilot;
use crate::rules::lcg::stats;
use crate::rules::lcg::targeting;

/// The first card whose Interrupt may save `card` from leaving play now, with its ability index.
pub fn saver(state: &State, card: CardId) -> Option<(CardId, u8)> {
    let controller = state.card(card).controller;
    if !targeting::is_unit_in_play(state, card) || pilot::pilots_of(state, card).next().is_none() {
        return None;
    }
    let sources: Vec<CardId> = stats::controlled_in_play(state, controller).collect();
    for source in sources {
        for (i, effect) in triggers::abilities(state, source).enumerate() {
            let Effect::ReturnPilotedUnitToHand { unit_traits, once_per_turn } = effect else { continue };
            let ability = i as u8;
            if unit_traits.iter().any(|t| state.def(card).has_trait(t))
                && !(*once_per_turn && triggers::limit_used(state, source, ability))
                && initiate::may_initiate(state, controller)
            {
                return Some((source, ability));
            }
        }
    }
    None
}

/// Offers the Interrupt if a card has one for `card` leaving play for `to`. True if offered.
pub fn offer(state: &mut State, card: CardId, to: Destination) -> bool {
    if to == Destination::OwnersHand {
        return false;
    }
    let Some((source, _)) = saver(state, card) else { return false };
    let chooser = state.card(card).controller;
    state.prompt = Some(Prompt::new(chooser, Ask::InterruptLeaving { source, card, to }));
    true
}

/// The Interrupt is used: its limit is counted; the unit's pilots and then the unit go to their
/// owners' hands.
pub fn use_interrupt(state: &mut State, source: CardId, card: CardId, events: &mut Vec<Event>) {
    if let Some((_, ability)) = saver(state, card) {
        let once = matches!(
            triggers::ability_at(state, source, ability),
            Some(Effect::ReturnPilotedUnitToHand { once_per_turn: true, .. })
        );
        if once {
            state.limits_used.push((source, ability));
        }
    }
    events.push(Event::InterruptUsed { card: source });
    let pilots: Vec<CardId> = pilot::pilots_of(state, card).collect();
    let mut steps: Vec<Step> =
        pilots.into_iter().map(|p| Step::LeavePlay { card: p, to: Destination::OwnersHand, offered: true }).collect();
    steps.push(Step::LeavePlay { card, to: Destination::OwnersHand, offered: true });
    schedule(state, steps);
}
