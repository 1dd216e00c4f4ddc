//! Setting up a match (base game, shared/research/swu.md §5): each player's leader (leader side
//! up, ready) and base; a random flip, whose winner chooses who starts with the initiative; each
//! deck shuffled and six cards drawn; one mulligan each (the initiative player first); each
//! player puts two cards from hand into play as resources; then the first action phase.

use crate::cards::swu::{catalog, DefId};
use crate::engine::{CardId, Seat};
use crate::rules::swu::model::state::{Phase, PlayerState, Prompt, State, SEATS};
use crate::rules::swu::setup::deck::{self, DeckError, DeckList};
use std::fmt;

/// A deck that cannot start a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    pub seat: Seat,
    pub problems: Vec<DeckError>,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "The deck of seat {} is not legal:", self.seat.0)?;
        for problem in &self.problems {
            write!(f, " {problem}")?;
        }
        Ok(())
    }
}

impl std::error::Error for SetupError {}

/// A match between the two skirmish decks, at its first decision.
pub(crate) fn new_match(seed: u64) -> State {
    match new_match_with(seed, [&deck::starter(Seat(0)), &deck::starter(Seat(1))]) {
        Ok(state) => state,
        // The skirmish lists are fixed data, checked by tests/swu.
        Err(e) => unreachable!("the skirmish decks are legal: {e}"),
    }
}

/// A match between two deck lists, seat 0 first, at its first decision (the flip winner's choice
/// of who has the initiative).
///
/// # Errors
/// The first deck that breaks a deck-building rule, with every problem in it.
pub fn new_match_with(seed: u64, lists: [&DeckList; 2]) -> Result<State, SetupError> {
    for (seat, list) in SEATS.into_iter().zip(lists) {
        deck::check(list).map_err(|problems| SetupError { seat, problems })?;
    }
    let id = |id: &str| catalog().by_key(id).unwrap_or_else(|| unreachable!("checked above"));
    let seats = lists.map(|list| Seated { leader: id(list.leader), base: id(list.base), cards: deck::cards(list) });
    Ok(deal(seed, seats))
}

/// What a seat brings to a match: its leader, its base and its deck's cards.
pub(crate) struct Seated {
    pub(crate) leader: DefId,
    pub(crate) base: DefId,
    pub(crate) cards: Vec<DefId>,
}

/// A match between two checked decks, seat 0 first, at its first decision.
pub(crate) fn deal(seed: u64, seats: [Seated; 2]) -> State {
    let mut state = State::empty(Phase::Setup, seed);
    for (seat, seated) in SEATS.into_iter().zip(seats) {
        let leader = state.add_card(seated.leader, seat);
        let base = state.add_card(seated.base, seat);
        let mut cards: Vec<CardId> = seated.cards.into_iter().map(|d| state.add_card(d, seat)).collect();
        state.rng.shuffle(&mut cards);
        let mut player = PlayerState::new(leader, base);
        player.deck = cards;
        state.players[usize::from(seat.0)] = player;
    }
    let winner = Seat(state.rng.below(2) as u8);
    state.prompt = Some(Prompt::Initiative { chooser: winner });
    state
}
