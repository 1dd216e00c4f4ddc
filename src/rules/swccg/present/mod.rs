//! The Star Wars CCG as the board shows it: the view model (locations as shared zones, each
//! seat's piles and hand), each action's words-as-data, the question the acting side answers,
//! the log, drops, and a notation for actions.

pub mod card;
pub mod drop;
pub mod label;
pub mod log;
pub mod notation;
pub mod prompt;
pub mod view;
