//! Card Type: Mission (shared/rules/lcg-jump-to-lightspeed.txt), and the objective facts the
//! mission rules change.

use crate::cards::lcg::catalog;
use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule};
use crate::rules::lcg::constants;
use crate::rules::lcg::constants::Affected;
use crate::rules::lcg::model::ability::Ability;
use crate::rules::lcg::model::ability::{Modifier, ModifierKind};
use crate::rules::lcg::model::def::{CardType, Side};
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::sections::LcgRule;
use std::sync::OnceLock;

pub(crate) fn is_mission(state: &State, card: CardId) -> bool {
    state.def(card).card_type == CardType::Mission
}

fn in_victory_pile(state: &State, card: CardId) -> bool {
    state.players.iter().any(|p| p.victory.contains(&card))
}

/// "While in play or in a player's victory pile, for the purposes of game and card effects,
/// missions are considered to be objectives."
pub fn is_objective(state: &State, card: CardId) -> bool {
    match state.def(card).card_type {
        CardType::Objective => true,
        CardType::Mission => state.in_play(card) || in_victory_pile(state, card),
        _ => false,
    }
}

/// "A mission in an out of play area that is not a victory pile functions as a command card
/// until it enters play." Other command cards are always command cards.
pub fn is_command_card(state: &State, card: CardId) -> bool {
    match state.def(card).card_type {
        CardType::Objective | CardType::Affiliation => false,
        CardType::Mission => !is_objective(state, card),
        _ => true,
    }
}

/// The objectives `attacker` may engage: every objective the opponent controls in play. "A
/// player may engage a mission in his opponent's play area in the same manner that he would
/// engage any other objective that opponent controls." (The conflict phase uses this list.)
pub fn engageable_objectives(state: &State, attacker: Side) -> Vec<CardId> {
    let defender = attacker.opponent();
    let mut out: Vec<CardId> = state
        .player(defender)
        .play
        .iter()
        .copied()
        .filter(|&c| state.card(c).controller == defender && state.card(c).attached.is_none() && is_objective(state, c))
        .collect();
    // Trench Run: "You may engage the Death Star dial as though it were a dark side objective."
    out.extend(state.player(attacker).play.iter().copied().filter(|&c| is_engageable_dial(state, c)));
    out
}

/// Trench Run in play: the Death Star dial, engageable, holding the dial's damage.
pub(crate) fn is_engageable_dial(state: &State, card: CardId) -> bool {
    state.def(card).has_constant
        && state.in_play(card)
        && constants::card_has(state, card, ModifierKind::EngageableDial)
}

/// "Each player may have only one mission in his play area at a time. While a player already
/// has a mission in his play area, another mission cannot enter his play area for any reason."
pub fn check_mission_can_enter(state: &State, area: Side) -> Result<(), Rejected<Reason>> {
    if state.player(area).play.iter().any(|&c| is_mission(state, c)) {
        return Err(Rejected::new(Reason::MissionAlreadyThere, Rule::from(LcgRule::Mission)));
    }
    Ok(())
}

/// Where `card` goes when it leaves play for `to`: "If a mission leaves play for any reason
/// other than being destroyed, it is placed in its owner's discard pile." A destroyed mission is
/// placed in its owner's victory pile (`flow/resolve.rs`), the only way one goes there; any other
/// destination an effect names is replaced by its owner's discard pile.
pub(crate) fn destination(state: &State, card: CardId, to: state::Destination) -> state::Destination {
    if is_mission(state, card) && to != state::Destination::VictoryPile(state.card(card).owner) {
        state::Destination::OwnersDiscard
    } else {
        to
    }
}

/// Where a card leaving play by an effect that names no destination goes (a discarded pilot, an
/// attachment of a card leaving play): its owner's discard pile.
pub(crate) fn leaves_play_to() -> state::Destination {
    state::Destination::OwnersDiscard
}

/// "Missions cannot enter a player's objective deck."
pub fn can_enter_objective_deck(state: &State, card: CardId) -> bool {
    state.def(card).card_type == CardType::Objective
}

/// "During the Refresh Phase, missions do not count towards a player's three objectives for the
/// purposes of determining if that player reveals a new objective." The objectives `side`
/// controls that count.
pub fn objectives_counted_for_refresh(state: &State, side: Side) -> usize {
    state
        .player(side)
        .play
        .iter()
        .filter(|&&c| state.card(c).controller == side && state.def(c).card_type == CardType::Objective)
        .count()
}

/// How many objectives `side`'s victory pile holds, for winning: a completed mission "functions
/// as a destroyed objective for all game purposes"; Defending the Trench contributes 2.
pub fn victory_count(state: &State, side: Side) -> u8 {
    if state.player(side).victory.is_empty() {
        return 0;
    }
    state
        .player(side)
        .victory
        .iter()
        .filter(|&&c| is_objective(state, c))
        .map(|&c| {
            constants::on_where(state, Affected::Card(c), ModifierKind::CountsAsObjectives)
                .iter()
                .find_map(|change| match change.modifier {
                    Modifier::CountsAsObjectives(count) => Some(*count),
                    _ => None,
                })
                .unwrap_or(1)
        })
        .fold(0, u8::saturating_add)
}

/// Does `side`'s victory pile hold at least `needed` objectives ([`victory_count`])? Asked after
/// every step of the resolution loop, it counts only when it could: no card there counts for more
/// than [`most_per_card`].
pub(crate) fn victory_count_reaches(state: &State, side: Side, needed: u8) -> bool {
    let cards = state.player(side).victory.len();
    cards.saturating_mul(usize::from(most_per_card())) >= usize::from(needed) && victory_count(state, side) >= needed
}

/// The most objectives one card in a victory pile counts for: 1, or the most any constant
/// ability in the catalog contributes (Defending the Trench: 2), worked out once.
fn most_per_card() -> u8 {
    static MOST: OnceLock<u8> = OnceLock::new();
    *MOST.get_or_init(|| {
        let abilities = catalog()
            .iter()
            .flat_map(|(_, def)| def.abilities.iter().chain(def.pilot.iter().flat_map(|p| p.abilities.iter())));
        abilities
            .filter_map(|a| match a {
                Ability::Constant(constant) => Some(constant.changes.iter()),
                _ => None,
            })
            .flatten()
            .filter_map(|m| match m {
                Modifier::CountsAsObjectives(count) => Some(*count),
                _ => None,
            })
            .fold(1, u8::max)
    })
}
