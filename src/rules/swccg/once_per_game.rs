//! "Once per game" deploys (They're On Dantooine: "Once per game, use 2 Force to deploy on
//! Dantooine"): a player deploys a card of that title at most once in a game (GEMP
//! `canDeployOncePerGame`, kept per player and title). `State::once_per_game` holds the cards so
//! deployed.

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::model::def::{Ability, CardDef};
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::sections::card_text;

type Checked = Result<(), Rejected<Reason>>;

fn once_per_game(def: &CardDef) -> bool {
    def.abilities().any(|a| matches!(a, Ability::DeploysOncePerGame))
}

/// "Once per game … deploy": refused once its player has deployed a card of its title this game.
pub(crate) fn check(state: &State, card: CardId) -> Checked {
    let def = state.def(card);
    let owner = state.owner(card);
    let done = state.once_per_game.iter().any(|&c| state.owner(c) == owner && state.def(c).title == def.title);
    if once_per_game(def) && done {
        return Err(Rejected::new(Reason::OncePerGame { title: def.title.to_string() }, card_text(&def.title)));
    }
    Ok(())
}

/// Keeps `card` as deployed once this game, when its text says so.
pub(crate) fn record(state: &mut State, card: CardId) {
    if once_per_game(state.def(card)) {
        state.once_per_game.push(card);
    }
}
