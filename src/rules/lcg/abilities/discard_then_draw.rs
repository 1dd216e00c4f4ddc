//! "Have a player choose and discard 1 card from his hand. Then, that player draws 1 card."
//! (Expendable Scout). Core Set rules, "Card Abilities": the ability's controller makes the
//! choices its text gives it (which player), the player it names the choices it gives that
//! player (which card); what follows "Then" happens only if what comes before it did, so only a
//! player with a card in hand may be chosen (docs/rules-notes.md).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::flow::turn;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Ask, Prompt, State};

/// The players `card`'s controller may choose: those with a card in hand.
pub(crate) fn players(state: &State) -> Vec<Side> {
    [Side::Dark, Side::Light].into_iter().filter(|&side| !state.player(side).hand.is_empty()).collect()
}

/// The ability resolves: its controller `side` chooses the player.
pub(crate) fn ask(state: &mut State, side: Side, card: CardId) {
    if !players(state).is_empty() {
        state.prompt = Some(Prompt::new(side, Ask::ChoosePlayer { card }));
    }
}

/// `player` was chosen: it chooses the card it discards.
pub(crate) fn chosen(state: &mut State, card: CardId, player: Side) {
    if !state.player(player).hand.is_empty() {
        state.prompt = Some(Prompt::new(player, Ask::DiscardThenDraw { card }));
    }
}

/// `player` discards `discarded` from hand, then draws 1 card.
pub(crate) fn discard_then_draw(state: &mut State, player: Side, discarded: CardId, events: &mut Vec<Event>) {
    if !state.in_hand(player, discarded) {
        return;
    }
    state.player_mut(player).hand.retain(|&c| c != discarded);
    state.player_mut(player).discard.push(discarded);
    events.push(Event::DiscardedFromHand { card: discarded });
    turn::draw(state, player, 1, events);
}
