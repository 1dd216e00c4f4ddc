//! Constant abilities in force (Core Set rules, "Card Abilities": a constant ability needs no
//! initiating; it is in effect while its card is in play — or where its text says, as "while
//! this objective is in a victory pile" — and while its condition holds). The rules that a
//! constant ability changes (keywords, combat icons, damage capacity, costs, targeting, resources,
//! the pilot limit, attackers, Force icons, counting objectives, initiating card effects) ask
//! here what is in force on a card, on a player, or on a card being played.

use crate::cards::lcg::catalog;
use crate::engine::{CardId, Role};
use crate::rules::lcg::model::ability::{Ability, Affects, Condition, Constant, Count, Modifier};
use crate::rules::lcg::model::def::{CardType, Side};
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::pilot;
use crate::rules::lcg::targeting;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::OnceLock;

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
    InForce::now(state).on(state, affected)
}

/// The changes in force on `affected` now that `wanted` picks: [`on`] filtered, with no work spent
/// on the constants that change nothing `wanted` picks.
pub fn on_where(state: &State, affected: Affected, wanted: impl Fn(&Modifier) -> bool) -> Vec<Change> {
    InForce::now(state).on_where(state, affected, wanted)
}

/// The constant abilities in force at one moment, for asking about many cards at once (what each
/// resource card gives toward a play).
#[derive(Debug)]
pub struct InForce(Rc<[(CardId, &'static Constant)]>);

impl InForce {
    /// Every constant ability in force now, with its card: worked out once for each version of
    /// the play areas (the state's [`Stamp`](crate::rules::lcg::model::stamp::Stamp)), else
    /// reused.
    pub fn now(state: &State) -> InForce {
        let stamp = state.stamp.get();
        LAST.with(|last| {
            if let Some((at, found)) = &*last.borrow() {
                if *at == stamp {
                    debug_assert_eq!(**found, *in_force(state), "a change to the play areas without a new stamp");
                    return InForce(found.clone());
                }
            }
            let found = in_force(state);
            *last.borrow_mut() = Some((stamp, found.clone()));
            InForce(found)
        })
    }

    /// The changes in force on `affected`.
    pub fn on(&self, state: &State, affected: Affected) -> Vec<Change> {
        changes(state, self.0.iter().copied(), affected, |_| true)
    }

    /// Whether any constant in force has a change `wanted` picks, on anyone (a question that
    /// spares asking card by card when the answer is no).
    pub fn any(&self, wanted: impl Fn(&Modifier) -> bool) -> bool {
        self.0.iter().any(|(_, constant)| constant.changes.iter().any(&wanted))
    }

    /// The changes in force on `affected` that `wanted` picks, in [`InForce::on`]'s order.
    pub fn on_where(&self, state: &State, affected: Affected, wanted: impl Fn(&Modifier) -> bool) -> Vec<Change> {
        changes(state, self.0.iter().copied(), affected, wanted)
    }
}

/// Constant abilities in force, each with its card.
type Found = Rc<[(CardId, &'static Constant)]>;

thread_local! {
    /// The constants in force last worked out, and the stamp of the state they were found in.
    static LAST: RefCell<Option<(u64, Found)>> = const { RefCell::new(None) };
}

/// The changes of `constants` in force on `affected`, those `wanted` picks: a constant none of
/// whose changes is wanted is passed over before its conditions are asked.
fn changes(
    state: &State,
    constants: impl Iterator<Item = (CardId, &'static Constant)>,
    affected: Affected,
    wanted: impl Fn(&Modifier) -> bool,
) -> Vec<Change> {
    let mut changes = Vec::new();
    each_change(state, constants, affected, wanted, |change| changes.push(change));
    changes
}

/// [`changes`], each handed to `f` in turn instead of listed.
fn each_change(
    state: &State,
    constants: impl Iterator<Item = (CardId, &'static Constant)>,
    affected: Affected,
    wanted: impl Fn(&Modifier) -> bool,
    mut f: impl FnMut(Change),
) {
    for (source, constant) in constants {
        if !constant.changes.iter().any(&wanted) {
            continue;
        }
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
            for modifier in constant.changes.iter().filter(|m| wanted(m)) {
                f(Change { source, modifier, times });
            }
        }
    }
}

/// Hands `f` each change in force on `affected` now that `wanted` picks, in [`on_where`]'s order,
/// making no list (the hot questions: a play's cost).
pub fn for_each_where(state: &State, affected: Affected, wanted: impl Fn(&Modifier) -> bool, f: impl FnMut(Change)) {
    let force = InForce::now(state);
    each_change(state, force.0.iter().copied(), affected, wanted, f);
}

/// The changes in force on `card`.
pub fn on_card(state: &State, card: CardId) -> Vec<Change> {
    on(state, Affected::Card(card))
}

/// Whether a change in force on `card` satisfies `test`.
pub fn card_has(state: &State, card: CardId, test: impl Fn(&Modifier) -> bool) -> bool {
    !on_where(state, Affected::Card(card), test).is_empty()
}

/// Every constant ability in force, with its card: cards in play (printed abilities, and pilot
/// text while live: the card is a Pilot enhancement), and cards in victory piles for those "while
/// in a victory pile". Counted first, so the list is made in one allocation (none when empty).
fn in_force(state: &State) -> Rc<[(CardId, &'static Constant)]> {
    let table = by_definition();
    let of = |card: CardId| table.get(usize::from(state.card(card).def.0));
    let each = |f: &mut dyn FnMut(CardId, &'static [&'static Constant])| {
        for player in &state.players {
            for &card in &player.play {
                let Some(constants) = of(card) else { continue };
                f(card, &constants.in_play);
                if !constants.piloting.is_empty() && state.card(card).attached.is_some_and(|a| a.role == Role::Pilot) {
                    f(card, &constants.piloting);
                }
            }
            for &card in &player.victory {
                let Some(constants) = of(card) else { continue };
                f(card, &constants.in_victory_pile);
            }
        }
    };
    let mut count = 0;
    each(&mut |_, constants| count += constants.len());
    if count == 0 {
        return NONE_IN_FORCE.with(Rc::clone);
    }
    let mut found = Vec::with_capacity(count);
    each(&mut |card, constants| found.extend(constants.iter().map(|&c| (card, c))));
    found.into()
}

thread_local! {
    /// The list of no constants in force, shared.
    static NONE_IN_FORCE: Rc<[(CardId, &'static Constant)]> = Rc::from([]);
}

/// A definition's constant abilities by where they are in force: printed ones in play, its pilot
/// text's while it is a Pilot enhancement, and those "while in a victory pile".
#[derive(Default)]
struct DefConstants {
    in_play: Vec<&'static Constant>,
    piloting: Vec<&'static Constant>,
    in_victory_pile: Vec<&'static Constant>,
}

/// Every definition's [`DefConstants`], by definition id, sorted out once from the catalog.
fn by_definition() -> &'static [DefConstants] {
    static TABLE: OnceLock<Vec<DefConstants>> = OnceLock::new();
    TABLE.get_or_init(|| {
        catalog()
            .iter()
            .map(|(_, def)| {
                let mut constants = DefConstants::default();
                if def.has_constant {
                    push_constants(&mut constants.in_play, &def.abilities, false);
                    if let Some(pilot) = &def.pilot {
                        push_constants(&mut constants.piloting, &pilot.abilities, false);
                    }
                    push_constants(&mut constants.in_victory_pile, &def.abilities, true);
                }
                constants
            })
            .collect()
    })
}

/// The constants among `abilities` in force where the card is: in play, or (`in_victory_pile`)
/// those "while in a victory pile".
fn push_constants(found: &mut Vec<&'static Constant>, abilities: &'static [Ability], in_victory_pile: bool) {
    for ability in abilities {
        if let Ability::Constant(constant) = ability {
            if (constant.only_while == Some(Condition::InVictoryPile)) == in_victory_pile {
                found.push(constant);
            }
        }
    }
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
            let names: Vec<&str> = pilot::pilots_of(state, source).map(|p| &*state.def(p).name).collect();
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
                    .filter(|&c| state.card(c).controller == side && targeting::matches_in_play(state, side, filter, c))
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
            state.cards_in_play().filter(|&c| targeting::matches_in_play(state, controller, filter, c)).count()
        }
        Count::Enhancements => state.attachments_of(card).count(),
    };
    n.min(usize::from(u8::MAX)) as u8
}
