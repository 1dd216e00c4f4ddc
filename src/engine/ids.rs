//! Identifiers. Cards are referenced by id everywhere in a state (DESIGN.md invariant 5).

use serde::{Deserialize, Serialize};
use std::fmt;

/// One physical card in a game: an index into that game's card table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u16);

impl CardId {
    pub fn idx(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}
