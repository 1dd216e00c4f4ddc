//! Probe Antennae: "When at a site you control, once during each of your control phases, you may
//! peek at one card randomly selected from opponent's hand" (the card's text; GEMP `Card3_097`: a
//! top-level action, once during its player's control phase, `UseDeviceEffect`, while on a droid
//! at a site its player controls, the opponent's hand not empty; `PeekAtRandomCardInOpponentsHandEffect`).

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::def::{Ability, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Phase, Prompt, State};
use crate::rules::swccg::presence::controls;
use crate::rules::swccg::sections::card_text;

/// Whether `card`'s text (not canceled) says it peeks at a random card of the opponent's hand.
pub(crate) fn peeks_at_hand(state: &State, card: CardId) -> bool {
    crate::rules::swccg::canceled_text::text_of(state, card).any(|a| matches!(a, Ability::PeeksAtRandomInHand))
}

/// Whether `side` may peek with `card` now: its own device on a card it may be on, at a site
/// `side` controls, in `side`'s control phase, not yet used this turn (one control phase a turn),
/// the opponent holding a card.
pub(crate) fn check_hand_peek(state: &State, side: Side, card: CardId) -> Result<(), Rejected<Reason>> {
    let refused = || {
        Rejected::new(
            Reason::NoHandPeek { title: state.def(card).title.to_string() },
            card_text(&state.def(card).title),
        )
    };
    let on_carrier = match state.card(card).at {
        Some(At::On(host)) => {
            state.card(host).at.is_some() && crate::rules::swccg::devices::may_be_on(state, card, host)
        }
        _ => false,
    };
    let site = state.location_of(card).filter(|&l| is_site(state, l));
    let ok = peeks_at_hand(state, card)
        && state.owner(card) == side
        && state.active == side
        && state.phase == Phase::Control
        && on_carrier
        && site.is_some_and(|l| controls(state, side, l))
        && !state.used_this_turn.contains(&card)
        && !state.player(side.opponent()).hand.is_empty();
    if ok {
        Ok(())
    } else {
        Err(refused())
    }
}

/// Shows `side` one card of the opponent's hand, picked by the game's seeded RNG, until it passes.
pub(crate) fn hand_peek(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    if check_hand_peek(state, side, card).is_err() {
        return;
    }
    state.used_this_turn.push(card);
    let hand = state.player(side.opponent()).hand.clone();
    let shown = hand[state.rng.below(hand.len())];
    events.push(Event::Peeked { side, card, hand: true });
    state.prompt = Some(Prompt::Peek { chooser: side, card, cards: vec![shown], hand: true, under: None });
}
