//! Which version of a state's cards in play a copy holds, for the one cache the engine keeps past
//! a single question (the constant abilities in force, `constants.rs`).

use std::cell::Cell;
use std::fmt;

/// A number no other state, and no other version of this one, has held: renewed whenever what
/// the constants in force rest on may change (the play areas and victory piles — every
/// `State::player_mut` — and, for a card with a constant ability, its move from hand to play or
/// its attachment), and fresh in every copy. It is no part of
/// the game: states that differ only in their stamps are equal, and saves leave it out.
pub struct Stamp(u64);

thread_local! {
    static LAST: Cell<u64> = const { Cell::new(0) };
}

impl Stamp {
    /// A number never handed out before (on this thread).
    pub fn fresh() -> Stamp {
        Stamp(LAST.with(|last| {
            let next = last.get() + 1;
            last.set(next);
            next
        }))
    }

    /// Marks that what the stamp vouches for may have changed.
    pub fn renew(&mut self) {
        *self = Stamp::fresh();
    }

    pub fn get(&self) -> u64 {
        self.0
    }
}

impl Default for Stamp {
    fn default() -> Stamp {
        Stamp::fresh()
    }
}

/// A copy may be changed apart from the original, so it gets its own number.
impl Clone for Stamp {
    fn clone(&self) -> Stamp {
        Stamp::fresh()
    }
}

impl PartialEq for Stamp {
    fn eq(&self, _: &Stamp) -> bool {
        true
    }
}

impl fmt::Debug for Stamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Stamp")
    }
}
