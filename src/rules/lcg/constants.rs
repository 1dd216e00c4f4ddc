//! Constant abilities in force (Core Set rules, "Card Abilities": a constant ability needs no
//! initiating; it is in effect while its card is in play — or where its text says, as "while
//! this objective is in a victory pile" — and while its condition holds). The rules that a
//! constant ability changes (keywords, combat icons, damage capacity, costs, targeting, resources,
//! the pilot limit, attackers, Force icons, counting objectives, initiating card effects) ask
//! here what is in force on a card, on a player, or on a card being played.

use crate::engine::CardId;
use crate::rules::lcg::model::ability::{Ability, Affects, Condition, Constant, Count, Modifier};
use crate::rules::lcg::model::def::{CardType, Side};
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::pilot;
use crate::rules::lcg::targeting;

/// Who or what a constant ability may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Affected {
    /// A card (in play, or in a victory pile for "while in a victory pile").
    Card(CardId),
    /// A player.
    Player(Side),
    /// A card `side` plays now (its cost).
    Play { side: Side, card: CardId },
}

/// A change in force: what `source`'s constant ability changes, counted `times` ("for each").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    pub source: CardId,
    pub modifier: &'static Modifier,
    pub times: u8,
}

/// The changes in force on `affected` now.
pub fn on(state: &State, affected: Affected) -> Vec<Change> {
    let mut changes = Vec::new();
    for (source, constant) in in_force(state) {
        let controller = state.card(source).controller;
        if !affects(state, source, controller, &constant.affects, affected)
            || constant.only_while.as_ref().is_some_and(|c| !holds(state, source, controller, c))
        {
            continue;
        }
        let times = match (&constant.per, affected) {
            (None, _) => 1,
            (Some(count), Affected::Card(card)) => counted(state, controller, count, card),
            (Some(_), _) => 0,
        };
        if times > 0 {
            changes.extend(constant.changes.iter().map(|modifier| Change { source, modifier, times }));
        }
    }
    changes
}

/// The changes in force on `card`.
pub fn on_card(state: &State, card: CardId) -> Vec<Change> {
    on(state, Affected::Card(card))
}

/// Whether a change in force on `card` satisfies `test`.
pub fn card_has(state: &State, card: CardId, test: impl Fn(&Modifier) -> bool) -> bool {
    on_card(state, card).iter().any(|c| test(c.modifier))
}

/// Every constant ability in force, with its card: cards in play (printed abilities, and pilot
/// text while live), and cards in victory piles for those "while in a victory pile".
fn in_force(state: &State) -> impl Iterator<Item = (CardId, &'static Constant)> + '_ {
    let in_victory_pile = |c: &&Constant| c.only_while == Some(Condition::InVictoryPile);
    let in_play = state.cards_in_play().flat_map(move |card| {
        pilot::abilities(state, card)
            .filter_map(Ability::as_constant)
            .filter(move |c| !in_victory_pile(c))
            .map(move |c| (card, c))
    });
    let victory = state.players.iter().flat_map(|p| p.victory.iter().copied()).flat_map(move |card| {
        state
            .def(card)
            .abilities
            .iter()
            .filter_map(Ability::as_constant)
            .filter(in_victory_pile)
            .map(move |c| (card, c))
    });
    in_play.chain(victory)
}

fn affects(state: &State, source: CardId, controller: Side, affects: &Affects, affected: Affected) -> bool {
    match (affects, affected) {
        (Affects::This, Affected::Card(card)) => card == source,
        (Affects::Host, Affected::Card(card)) => state.card(source).attached.is_some_and(|a| a.host == card),
        (Affects::Cards(filter), Affected::Card(card)) => targeting::matches(state, controller, filter, card),
        (Affects::Plays(filter), Affected::Play { side, card }) => {
            side == controller && filter.accepts(state.def(card))
        }
        (Affects::Opponent, Affected::Player(side)) => side == controller.opponent(),
        _ => false,
    }
}

/// Does `condition`, on `source` controlled by `controller`, hold now?
pub fn holds(state: &State, source: CardId, controller: Side, condition: &Condition) -> bool {
    match condition {
        Condition::Piloted { by, except } => {
            let names: Vec<&str> = pilot::pilots_of(state, source).map(|p| state.def(p).name.as_str()).collect();
            !names.is_empty()
                && (by.is_empty() || names.iter().any(|n| by.iter().any(|b| b == n)))
                && !names.iter().any(|n| except.iter().any(|e| e == n))
        }
        Condition::Host(filter) => {
            state.card(source).attached.is_some_and(|a| targeting::matches(state, controller, filter, a.host))
        }
        Condition::MoreThanOpponent(filter) => {
            let count = |side: Side| {
                state
                    .cards_in_play()
                    .filter(|&c| state.card(c).controller == side && targeting::matches(state, side, filter, c))
                    .count()
            };
            count(controller) > count(controller.opponent())
        }
        Condition::FateInYourEdgeStack => {
            state.engagement.is_some()
                && state.player(controller).edge.iter().any(|&c| state.def(c).card_type == CardType::Fate)
        }
        Condition::FirstPilotCardThisTurn => state.player(controller).pilot_cards_played == 0,
        Condition::InVictoryPile => state.players.iter().any(|p| p.victory.contains(&source)),
    }
}

/// "For each …", counted for a change on `card`.
fn counted(state: &State, controller: Side, count: &Count, card: CardId) -> u8 {
    let n = match count {
        Count::Cards(filter) => {
            state.cards_in_play().filter(|&c| targeting::matches(state, controller, filter, c)).count()
        }
        Count::Enhancements => state.attachments_of(card).count(),
    };
    n.min(usize::from(u8::MAX)) as u8
}
