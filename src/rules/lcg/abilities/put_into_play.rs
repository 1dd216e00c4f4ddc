//! Cards put into play by an effect (Stay on Target, Prepared Ambush, Vader's TIE Advanced): the
//! cards a search may take, the answers it accepts, and the card entering play.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::lcg::flow::check;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::mission;
use crate::rules::lcg::model::ability::Pile;
use crate::rules::lcg::model::def::{CardType, Side};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::{Attachment, Role};
use crate::rules::lcg::model::state::{Search, State, Step, Trigger};
use crate::rules::lcg::pilot;
use crate::rules::lcg::sections::{card_text, LcgRule};
use crate::rules::lcg::targeting;

/// The cards a put-into-play search may take, pile by pile in the order the text names them.
pub(crate) fn candidates(state: &State, side: Side, search: &Search) -> Vec<CardId> {
    let player = state.player(side);
    match search {
        Search::Piles { from, take, as_enhancement } => from
            .iter()
            .flat_map(|pile| match pile {
                Pile::Hand => player.hand.iter(),
                Pile::Discard => player.discard.iter(),
                Pile::Deck => player.command_deck.iter(),
                Pile::OpponentsDiscard => state.player(side.opponent()).discard.iter(),
            })
            .copied()
            .filter(|&c| take.accepts(state.def(c)) && (!as_enhancement || state.def(c).pilot.is_some()))
            // Ackbar's Orders: a mission enters its player's opponent's play area, if there is room.
            .filter(|&c| {
                !mission::is_mission(state, c) || mission::check_mission_can_enter(state, side.opponent()).is_ok()
            })
            .collect(),
        Search::Revealed { card } => player.command_deck.last().copied().filter(|c| c == card).into_iter().collect(),
    }
}

/// Is putting `card` into play (as a unit, or as a Pilot enhancement on `host`) a legal answer to
/// `source`'s `search`?
///
/// Pilot (X): "When a card with the pilot (X) keyword is put into play by a card effect, the
/// player resolving the effect chooses whether it enters play as a unit or as a Pilot
/// enhancement." Stay on Target fixes the choice in its own text ("as an enhancement on a target
/// friendly Vehicle unit"), and card text takes precedence (docs/rules-notes.md).
pub(crate) fn check(
    state: &State,
    side: Side,
    source: CardId,
    search: &Search,
    card: CardId,
    host: Option<CardId>,
) -> Result<(), Rejected<Reason>> {
    let text = card_text(&state.def(source).name);
    if !candidates(state, side, search).contains(&card) {
        return Err(Rejected::new(Reason::NotATarget, text));
    }
    if check::controls_copy(state, side, card) && state.def(card).unique {
        return Err(Rejected::new(
            Reason::UniqueInPlay { name: state.def(card).name.to_string() },
            LcgRule::Deployment.into(),
        ));
    }
    match (search, host) {
        (Search::Piles { as_enhancement: true, .. }, None) => Err(Rejected::new(Reason::NotAPilotCard, text)),
        (_, Some(h)) => {
            pilot::check_pilot_host(state, side, card, h)?;
            // The unit a card is put onto is a target of the effect.
            match targeting::shield_of(state, side, h) {
                Some(shield) => Err(Rejected::new(Reason::Untargetable, card_text(&state.def(shield).name))),
                None => Ok(()),
            }
        }
        (Search::Piles { .. } | Search::Revealed { .. }, None) => Ok(()),
    }
}

/// Does the search look through the deck (which is then shuffled)?
pub(crate) fn searches_the_deck(search: &Search) -> bool {
    matches!(search, Search::Piles { from, .. } if from.contains(&Pile::Deck))
}

/// Puts `card` into play for `side`, as a unit or as a Pilot enhancement on `host`; a mission
/// (Ackbar's Orders) as Card Type: Mission deploys one: "in his opponent's play area, under his
/// opponent's control".
pub(crate) fn put_into_play(
    state: &mut State,
    side: Side,
    card: CardId,
    host: Option<CardId>,
    events: &mut Vec<Event>,
) {
    if mission::is_mission(state, card) {
        let player = state.player_mut(side);
        player.hand.retain(|&c| c != card);
        player.discard.retain(|&c| c != card);
        player.command_deck.retain(|&c| c != card);
        let opponent = side.opponent();
        state.player_mut(opponent).play.push(card);
        state.card_mut(card).controller = opponent;
        state.card_mut(card).clear_tokens();
        events.push(Event::MissionDeployed { card, into: opponent });
        return;
    }
    let player = state.player_mut(side);
    player.hand.retain(|&c| c != card);
    player.discard.retain(|&c| c != card);
    player.command_deck.retain(|&c| c != card);
    player.play.push(card);
    // Redeem the Fallen: from the opponent's discard pile, under the effect's controller.
    state.player_mut(side.opponent()).discard.retain(|&c| c != card);
    state.card_mut(card).controller = side;
    state.card_mut(card).clear_tokens();
    match host {
        Some(h) => {
            state.attach(card, Some(Attachment { host: h, role: Role::Pilot }));
            events.push(Event::Attached { card, host: h, role: Role::Pilot });
            schedule(state, [Step::CheckPilotLimit { host: h }]);
        }
        None if state.def(card).card_type == CardType::Enhancement => events.push(Event::EnhancementPlayed { card }),
        None => events.push(Event::EnteredPlayAsUnit { card }),
    }
    triggers::fire(state, Trigger::EnteredPlay { card });
}
