//! How a match was won, for the end of the game: the LCG's three ways to win (research notes
//! §1), plus Trench Run's damage on the dial.

use crate::engine::Message;
use crate::engine::Table;
use crate::rules::lcg::flow::turn::DIAL_WINS;
use crate::rules::lcg::mission::victory_count;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::State;

/// By what `winner` won: the Dark Side by the dial, the Light Side by three objectives or by
/// Trench Run's damage on the dial, either by the other drawing from an empty command deck.
pub(crate) fn how(state: &State, winner: Side) -> Message {
    let loser = winner.opponent();
    let key = match winner {
        Side::Dark if state.dial >= DIAL_WINS => "lcg-won-dial",
        Side::Light if victory_count(state, Side::Light) >= 3 => "lcg-won-objectives",
        _ if state.player(loser).command_deck.is_empty() => "lcg-won-deck-out",
        Side::Light => "lcg-won-trench-run",
        Side::Dark => "lcg-won-deck-out",
    };
    Message::new(key).with("side", winner.say()).with("loser", loser.say())
}
