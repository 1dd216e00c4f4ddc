//! The game-agnostic core: ids, attachments, the seeded RNG, rule citations, rejections, what
//! the engine says ([`Message`]), the board view model every game produces and the UI draws, and
//! the [`Ruleset`] trait every game implements.

pub mod attach;
pub mod builder;
pub mod catalog;
pub mod cite;
pub mod deck;
pub mod ids;
pub mod message;
pub mod pool;
pub mod reject;
pub mod rng;
pub mod ruleset;
pub mod seating;
pub mod table;
pub mod view;

pub use attach::Attachment;
pub use catalog::{CardData, Catalog, DefId};
pub use cite::{Cite, Rule};
pub use deck::{
    BuiltIn, Chart, DeckCard, DeckEdit, DeckEntry, DeckFormat, DeckSection, DeckSlot, DeckView, Decks, DrawnZone,
    Exchange, Imported, LineRefusal, NotADeck, TestDraw,
};
pub use ids::CardId;
pub use message::{Arg, Message, Say};
pub use pool::{CardRule, Facet, FacetKey, FacetValue, Pool, PoolCard, PrintedText, Query, Scope, SlotKey, Sort};
pub use reject::{Common, Rejected};
pub use rng::Rng;
pub use ruleset::{GameId, Notation, Ruleset, ScenarioInfo};
pub use seating::{Difficulty, Seating, Viewer};
pub use table::{Instance, PlayerIndex, Table};
pub use view::{BoardView, Ending, Refusal, Seat, SeatZone, Target, ZoneId};
