//! What every game's state is made of, and the accessors written once over it: a table of cards
//! by [`CardId`], each an instance of a definition in its game's catalog, and two players.
//! A game's `State` implements [`Table`] by naming its lists; `state.card(id)`, `state.def(id)`,
//! `state.has(id)`, `state.player(side)` and their `_mut` forms then come from here.

use super::catalog::{CardData, DefId};
use super::view::Seat;
use super::CardId;

/// A card in play or out of it: which definition it is an instance of.
pub trait Instance {
    type Def: CardData;
    fn def_id(&self) -> DefId<Self::Def>;
}

/// How a game names one of its two players: a seat, or a side of the Force.
pub trait PlayerIndex: Copy {
    /// 0 for the player who sits first, 1 for the other.
    fn index(self) -> usize;
    /// The player at `index` (0 or 1; any other number is the second player).
    fn from_index(index: usize) -> Self;
}

impl PlayerIndex for Seat {
    fn index(self) -> usize {
        usize::from(self.0 & 1)
    }

    fn from_index(index: usize) -> Seat {
        Seat(u8::from(index != 0))
    }
}

/// A game's state as a table of cards and two players.
pub trait Table {
    type Card: Instance;
    type PlayerState;
    type Player: PlayerIndex;

    /// Every card of the game, a card's id its position.
    fn cards(&self) -> &[Self::Card];
    fn cards_mut(&mut self) -> &mut [Self::Card];
    fn players(&self) -> &[Self::PlayerState; 2];
    /// Both players' states, to change them (a game that keeps something derived from them
    /// renews it here).
    fn players_mut(&mut self) -> &mut [Self::PlayerState; 2];

    /// The card `id`.
    ///
    /// # Panics
    /// If the game has no such card: the rules ask only of cards they found on the table, and
    /// every action from outside is refused first when it names a card the game does not have
    /// ([`Ruleset::check`](super::Ruleset::check)).
    fn card(&self, id: CardId) -> &Self::Card {
        &self.cards()[id.idx()]
    }

    /// The card `id`, to change it (see [`Table::card`]).
    fn card_mut(&mut self, id: CardId) -> &mut Self::Card {
        &mut self.cards_mut()[id.idx()]
    }

    /// Whether the game has a card with this id (an action from outside may name any number).
    fn has(&self, id: CardId) -> bool {
        id.idx() < self.cards().len()
    }

    /// The definition the card `id` is an instance of (see [`Table::card`]).
    fn def(&self, id: CardId) -> &'static <Self::Card as Instance>::Def {
        <Self::Card as Instance>::Def::catalog().get(self.card(id).def_id())
    }

    fn player(&self, who: Self::Player) -> &Self::PlayerState {
        &self.players()[who.index()]
    }

    fn player_mut(&mut self, who: Self::Player) -> &mut Self::PlayerState {
        &mut self.players_mut()[who.index()]
    }
}

/// Implements [`Table`] for a game's state, whose fields `cards` and `players` hold its cards and
/// players, and [`Instance`] for its card, whose field `def` names its definition:
/// `table!(state: State, card: CardState, def: CardDef, player: PlayerState, by: Side)`. A game
/// that keeps something derived from its players' zones says what renews it when they may change:
/// `..., renew: |state| state.stamp.renew())`.
#[macro_export]
macro_rules! table {
    (state: $state:ty, card: $card:ty, def: $def:ty, player: $player_state:ty, by: $player:ty $(, renew: |$s:ident| $renew:expr)?) => {
        impl $crate::engine::Instance for $card {
            type Def = $def;

            fn def_id(&self) -> $crate::engine::DefId<$def> {
                self.def
            }
        }

        impl $crate::engine::Table for $state {
            type Card = $card;
            type PlayerState = $player_state;
            type Player = $player;

            fn cards(&self) -> &[$card] {
                &self.cards
            }

            fn cards_mut(&mut self) -> &mut [$card] {
                &mut self.cards
            }

            fn players(&self) -> &[$player_state; 2] {
                &self.players
            }

            fn players_mut(&mut self) -> &mut [$player_state; 2] {
                $(let $s = &mut *self; $renew;)?
                &mut self.players
            }
        }
    };
}
