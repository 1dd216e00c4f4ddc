//! [`Deck`]: a deck of any game, the closed enum the deck builder, its storage and a match from
//! decks use at run time, as [`Game`] is for states. The dispatch to each game's
//! [`Decks`](crate::engine::Decks) is written once, in `dispatch_deck!` and `each_deck!`; a new
//! game adds a variant and a line to each.

#[cfg(game_lcg)]
use super::lcg;
#[cfg(game_swccg)]
use super::swccg;
#[cfg(game_swu)]
use super::swu;
use super::{game_id, Game};
use crate::engine::deck::{DeckEdit, DeckView, Exchange, LineRefusal, NotADeck, TestDraw};
use crate::engine::pool::Pool;
use crate::engine::view::{Refusal, Seat};
use crate::engine::{Decks, GameId, Message, Ruleset, Say};
use serde_json::Value;

/// A deck of any game.
#[derive(Clone, Debug, PartialEq)]
pub enum Deck {
    #[cfg(game_lcg)]
    Lcg(<lcg::Lcg as Decks>::Deck),
    #[cfg(game_swu)]
    Swu(<swu::Swu as Decks>::Deck),
    #[cfg(game_swccg)]
    Swccg(<swccg::Swccg as Decks>::Deck),
}

/// Runs `$body` with `$d` bound to the game's deck, `$R` to its ruleset and `$wrap` to the
/// variant that makes a [`Deck`] of a deck of that game.
macro_rules! dispatch_deck {
    ($deck:expr, $d:ident, $R:ident, $wrap:ident => $body:expr) => {
        match $deck {
            #[cfg(game_lcg)]
            Deck::Lcg($d) => {
                type $R = lcg::Lcg;
                let $wrap = Deck::Lcg;
                $body
            }
            #[cfg(game_swu)]
            Deck::Swu($d) => {
                type $R = swu::Swu;
                let $wrap = Deck::Swu;
                $body
            }
            #[cfg(game_swccg)]
            Deck::Swccg($d) => {
                type $R = swccg::Swccg;
                let $wrap = Deck::Swccg;
                $body
            }
        }
    };
}

/// Runs `$body` for the game `$game` with `$R` its ruleset and `$wrap` its deck's variant; `None`
/// for a game this build does not have.
macro_rules! each_deck {
    ($game:expr, $R:ident, $wrap:ident => $body:expr) => {{
        let game: GameId = $game;
        let mut found = None;
        #[cfg(game_lcg)]
        {
            if found.is_none() && game == lcg::Lcg::GAME {
                type $R = lcg::Lcg;
                let $wrap = Deck::Lcg;
                found = Some($body);
            }
        }
        #[cfg(game_swu)]
        {
            if found.is_none() && game == swu::Swu::GAME {
                type $R = swu::Swu;
                let $wrap = Deck::Swu;
                found = Some($body);
            }
        }
        #[cfg(game_swccg)]
        {
            if found.is_none() && game == swccg::Swccg::GAME {
                type $R = swccg::Swccg;
                let $wrap = Deck::Swccg;
                found = Some($body);
            }
        }
        found
    }};
}

/// A deck a game ships with, or one a new deck starts from.
#[derive(Clone, Debug, PartialEq)]
pub struct NamedDeck {
    pub key: &'static str,
    pub name: Message,
    pub deck: Deck,
}

/// What an import read: the deck, the format it was read in, and each line refused.
#[derive(Clone, Debug, PartialEq)]
pub struct ImportedDeck {
    pub deck: Deck,
    pub exchange: &'static str,
    pub refused: Vec<LineRefusal>,
}

/// Why a stored deck cannot be read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckRestoreError {
    UnknownGame(String),
    Unreadable { detail: String },
}

impl Say for DeckRestoreError {
    fn say(&self) -> Message {
        match self {
            DeckRestoreError::UnknownGame(game) => {
                Message::new("deck-error-unknown-game").with("game", crate::engine::Arg::Printed(game.clone()))
            }
            DeckRestoreError::Unreadable { detail } => {
                Message::new("deck-error-unreadable").with("detail", crate::engine::Arg::Printed(detail.clone()))
            }
        }
    }
}

impl Deck {
    pub fn game(&self) -> GameId {
        dispatch_deck!(self, _d, R, _wrap => R::GAME)
    }

    pub fn name(&self) -> &str {
        dispatch_deck!(self, d, R, _wrap => R::deck_name(d))
    }

    /// Every problem of the deck under its game's construction rules, each with its rule.
    pub fn problems(&self) -> Vec<Refusal> {
        dispatch_deck!(self, d, R, _wrap => R::deck_problems(d).iter().map(|p| p.refusal()).collect())
    }

    pub fn view(&self) -> DeckView {
        dispatch_deck!(self, d, R, _wrap => R::deck_view(d))
    }

    /// The deck after `edit`.
    ///
    /// # Errors
    /// An edit that means nothing in the deck's game (see `Decks::edit`).
    pub fn edit(&self, edit: &DeckEdit) -> Result<Deck, Message> {
        dispatch_deck!(self, d, R, wrap => R::edit(d, edit).map(wrap))
    }

    /// An opening from the deck, shuffled by `seed`, after `taken` mulligans.
    pub fn test_draw(&self, seed: u64, taken: u8) -> TestDraw {
        dispatch_deck!(self, d, R, _wrap => R::test_draw(d, seed, taken))
    }

    /// The seat the deck must sit at in a match, or `None` for either.
    pub fn seat(&self) -> Option<Seat> {
        dispatch_deck!(self, d, R, _wrap => R::deck_seat(d))
    }

    /// The deck in the format named `exchange` of its game.
    pub fn export(&self, exchange: &str) -> Option<String> {
        dispatch_deck!(self, d, R, _wrap => R::export(d, exchange))
    }

    /// The deck's own JSON (what storage, links and backups hold beside its game's id).
    pub fn to_json(&self) -> Value {
        dispatch_deck!(self, d, _R, _wrap => serde_json::to_value(d).unwrap_or(Value::Null))
    }

    /// A deck of `game` from its JSON.
    ///
    /// # Errors
    /// A game this build does not have, or JSON that is not a deck of it.
    pub fn from_json(game: &str, value: Value) -> Result<Deck, DeckRestoreError> {
        let id = game_id(game).ok_or_else(|| DeckRestoreError::UnknownGame(game.chars().take(20).collect()))?;
        // Taken by the one game that matches (each game's arm is written out once).
        let mut value = Some(value);
        each_deck!(id, R, wrap => serde_json::from_value::<<R as Decks>::Deck>(value.take().unwrap_or(Value::Null))
            .map(wrap)
            .map_err(|e| DeckRestoreError::Unreadable { detail: e.to_string() }))
        .unwrap_or_else(|| Err(DeckRestoreError::UnknownGame(game.to_string())))
    }
}

/// Every implemented card of `game`, ready to search.
pub fn pool(game: GameId) -> Option<Pool> {
    each_deck!(game, R, _wrap => R::pool())
}

/// The decks `game` ships with.
pub fn built_in_decks(game: GameId) -> Vec<NamedDeck> {
    each_deck!(game, R, wrap => R::built_in_decks()
        .into_iter()
        .map(|b| NamedDeck { key: b.key, name: b.name, deck: wrap(b.deck) })
        .collect())
    .unwrap_or_default()
}

/// The empty decks a new deck of `game` starts from.
pub fn blank_decks(game: GameId) -> Vec<NamedDeck> {
    each_deck!(game, R, wrap => R::blank_decks()
        .into_iter()
        .map(|b| NamedDeck { key: b.key, name: b.name, deck: wrap(b.deck) })
        .collect())
    .unwrap_or_default()
}

/// The formats `game`'s decks are exchanged in.
pub fn exchanges(game: GameId) -> &'static [Exchange] {
    each_deck!(game, R, _wrap => R::exchanges()).unwrap_or(&[])
}

/// A deck of `game` read from `text` in any of its formats.
///
/// # Errors
/// The whole text is no deck of the game.
pub fn import(game: GameId, text: &str) -> Result<ImportedDeck, NotADeck> {
    each_deck!(game, R, wrap => R::import(text)
        .map(|i| ImportedDeck { deck: wrap(i.deck), exchange: i.exchange, refused: i.refused }))
    .unwrap_or_else(|| Err(NotADeck(DeckRestoreError::UnknownGame(game.0.to_string()).say())))
}

/// A new match between two decks of one game (seat 0's first), shuffled by `seed`.
///
/// # Errors
/// Each problem of each deck that keeps it from the match, with the seat (0 or 1) of its deck; a
/// match between two games' decks is refused with one problem.
pub fn match_with(decks: [&Deck; 2], seed: u64) -> Result<Game, Vec<(u8, Refusal)>> {
    fn said<P: Say>(problems: Vec<(u8, crate::engine::Rejected<P>)>) -> Vec<(u8, Refusal)> {
        problems.into_iter().map(|(seat, p)| (seat, p.refusal())).collect()
    }
    // With one game in the build (build.rs), two decks are always of one game.
    #[allow(unreachable_patterns)]
    match decks {
        #[cfg(game_lcg)]
        [Deck::Lcg(a), Deck::Lcg(b)] => lcg::Lcg::match_with([a, b], seed).map(Game::Lcg).map_err(said),
        #[cfg(game_swu)]
        [Deck::Swu(a), Deck::Swu(b)] => swu::Swu::match_with([a, b], seed).map(Game::Swu).map_err(said),
        #[cfg(game_swccg)]
        [Deck::Swccg(a), Deck::Swccg(b)] => swccg::Swccg::match_with([a, b], seed).map(Game::Swccg).map_err(said),
        _ => Err(vec![(1, Refusal { reason: Message::new("deck-error-other-game"), rule: None })]),
    }
}
