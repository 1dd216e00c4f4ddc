//! Rule citations. Every rejection and every rule function names the section of the rules it
//! rests on (shared/rules/, or the base game's rules the research describes), or the card whose
//! own text decides, so the UI can explain a refusal and a reader can check the code against
//! the text (DESIGN.md invariants 3 and 7). Each game keeps its list of sections in its own
//! folder; the engine knows only that a citation names a game and a section of it.

use super::GameId;
use serde::Serialize;

/// What a decision rests on: a section of a game's rules, or a card's own text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Rule {
    pub game: GameId,
    pub cite: Cite,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Cite {
    /// A section of the game's rules, by its key in that game's section list
    /// (`"pilot-x"`, `"7.5.17.a"`, `"S12"`); its heading and document are catalog words
    /// (`<game>-section-<key>`).
    Section(&'static str),
    /// The printed text of the card with this title ("card text takes precedence").
    CardText(&'static str),
}

impl Rule {
    pub const fn section(game: GameId, key: &'static str) -> Rule {
        Rule { game, cite: Cite::Section(key) }
    }

    pub const fn card_text(game: GameId, title: &'static str) -> Rule {
        Rule { game, cite: Cite::CardText(title) }
    }
}
