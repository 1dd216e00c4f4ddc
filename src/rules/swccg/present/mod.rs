//! The Star Wars CCG as the board shows it: the view model (locations as shared zones, each
//! seat's piles and hand), each action's words-as-data, the question the acting side answers,
//! the log, drops, and a notation for actions.

pub(crate) mod card;
pub(crate) mod drop;
pub(crate) mod label;
pub(crate) mod log;
pub(crate) mod notation;
pub(crate) mod prompt;
pub(crate) mod view;
