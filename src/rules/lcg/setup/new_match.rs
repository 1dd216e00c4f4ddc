//! Setting up a match (research notes lcg.md §1 "Setup"): dial at 0 and the Balance on the light
//! side; both decks shuffled; each player draws four objectives, puts three into play and the
//! fourth on the bottom of the objective deck; each draws six cards and may mulligan once; the
//! Dark Side takes the first turn. The choices of setup (objectives, mulligans) are asked as the
//! flow runs (`flow/opening.rs`).

use crate::cards::lcg::DefId;
use crate::engine::CardId;
use crate::engine::Rejected;
use crate::engine::Table;
pub(crate) use crate::rules::lcg::flow::opening::OPENING_HAND;
use crate::rules::lcg::flow::resolve::{run, schedule};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::{Phase, State, Step};
use crate::rules::lcg::sections::LcgRule;
use crate::rules::lcg::setup::deck::{self, Deck, DeckList, DeckProblem};
use std::fmt;

/// A deck that cannot start a match: the side it was given to, and every problem of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    pub side: Side,
    pub problems: Vec<Rejected<DeckProblem>>,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "The {} deck is not legal:", self.side.name())?;
        for problem in &self.problems {
            write!(f, " {:?}", problem.reason)?;
        }
        Ok(())
    }
}

impl std::error::Error for SetupError {}

/// A match between the two starter decks, at its first decision.
pub(crate) fn new_match(seed: u64) -> State {
    match new_match_with(seed, &deck::starter(Side::Dark), &deck::starter(Side::Light)) {
        Ok(state) => state,
        // The starter lists are fixed data, checked by tests/lcg/setup.rs.
        Err(e) => unreachable!("starter decks are legal: {e:?}"),
    }
}

/// A match between two deck lists, at its first decision (the Dark Side's choice of objectives).
///
/// # Errors
/// Each deck that breaks a deck-building rule or is of the other side, with every problem in it,
/// the Dark Side's first.
pub fn new_match_with(seed: u64, dark: &DeckList, light: &DeckList) -> Result<State, Vec<SetupError>> {
    let (dark, light) = (built(dark, Side::Dark), built(light, Side::Light));
    let (dark, light) = match (dark, light) {
        (Ok(dark), Ok(light)) => (dark, light),
        (dark, light) => return Err([dark.err(), light.err()].into_iter().flatten().collect()),
    };
    let title = format!("{} vs {}", name(dark.affiliation), name(light.affiliation));
    let mut state = State::empty(title, Phase::Setup, seed);
    for deck in [&dark, &light] {
        seat(&mut state, deck);
    }
    let mut events = Vec::new();
    schedule(
        &mut state,
        [
            Step::AskSetupObjectives { side: Side::Dark },
            Step::AskSetupObjectives { side: Side::Light },
            Step::AskMulligan { side: Side::Dark },
            Step::AskMulligan { side: Side::Light },
            Step::EnterPhase { phase: Phase::Balance },
        ],
    );
    run(&mut state, &mut events);
    Ok(state)
}

/// The deck `list` for the seat of `side`: built, and of that side (Setup: the Dark Side sits
/// first).
fn built(list: &DeckList, side: Side) -> Result<Deck, SetupError> {
    let deck = deck::build(list).map_err(|problems| SetupError { side, problems })?;
    if deck.side != side {
        let problems = vec![Rejected::new(DeckProblem::WrongSeat { needs: side }, LcgRule::Setup.rule())];
        return Err(SetupError { side, problems });
    }
    Ok(deck)
}

fn name(def: DefId) -> &'static str {
    &crate::cards::lcg::catalog().get(def).name
}

/// Puts a deck's cards on the table: affiliation card, shuffled objective and command decks, and
/// the opening hand of six.
fn seat(state: &mut State, deck: &Deck) {
    let side = deck.side;
    let affiliation = state.add_card(deck.affiliation, side);
    let mut objectives: Vec<CardId> = deck.objectives.iter().map(|&d| state.add_card(d, side)).collect();
    let mut command: Vec<CardId> = deck.command.iter().map(|&d| state.add_card(d, side)).collect();
    state.rng.shuffle(&mut objectives);
    state.rng.shuffle(&mut command);
    let player = state.player_mut(side);
    player.affiliation = affiliation;
    player.objective_deck = objectives;
    player.command_deck = command;
    for _ in 0..OPENING_HAND {
        if let Some(card) = player.command_deck.pop() {
            player.hand.push(card);
        }
    }
}
