//! Deck-out foresight: a player who must draw from an empty command deck loses
//! (`flow::turn::draw`, research notes §1), and the draw phase draws up to the reserve value
//! (`flow::turn::draw_to_reserve`). So a side whose command deck holds fewer cards than its next
//! draw is lost already, and a card it spends from hand now only brings that nearer. The
//! evaluation reads the first fact ([`decks_out_first`]); the playout policy the second
//! ([`dooms`], with [`spends_from_hand`]).

use crate::engine::Table;
use crate::rules::lcg::model::action::{Action, Initiative};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::{Phase, State};

/// The side bound to lose by drawing from an empty command deck, if one is: a side whose command
/// deck holds fewer cards than its next draw phase will draw (its reserve less its hand; a hand
/// only shrinks before then) loses at that draw, unless the other side's draw comes first and
/// is doomed too.
pub(crate) fn decks_out_first(state: &State) -> Option<Side> {
    let doomed = |side: Side| {
        let player = state.player(side);
        let reserve = usize::from(state.def(player.affiliation).reserve);
        player.command_deck.len() < reserve.saturating_sub(player.hand.len())
    };
    let draws_first = match state.phase {
        Phase::Setup | Phase::Balance | Phase::Refresh | Phase::Draw => state.active,
        Phase::Deployment | Phase::Conflict | Phase::Force => state.active.opponent(),
    };
    [draws_first, draws_first.opponent()].into_iter().find(|&side| doomed(side))
}

/// Whether `action` takes a card out of its player's hand.
pub(crate) fn spends_from_hand(action: &Action) -> bool {
    matches!(
        action,
        Action::Initiative(
            Initiative::PlayUnit { .. }
                | Initiative::PlayUnitDiscarding { .. }
                | Initiative::AttachEnhancement { .. }
                | Initiative::PlayPilot { .. }
                | Initiative::PlayEnhancement { .. }
                | Initiative::PlayEvent { .. }
                | Initiative::DeployMission { .. }
                | Initiative::EdgeCard { .. }
        )
    )
}

/// Whether one card fewer in `side`'s hand would leave its command deck short of its next draw
/// (it would lose when it draws).
pub(crate) fn dooms(state: &State, side: Side) -> bool {
    let player = state.player(side);
    let reserve = usize::from(state.def(player.affiliation).reserve);
    player.command_deck.len() < reserve.saturating_sub(player.hand.len().saturating_sub(1))
}
