//! Constant abilities in force (Core Set rules, "Card Abilities": a constant ability needs no
//! initiating; it is in effect while its card is in play — or where its text says, as "while
//! this objective is in a victory pile" — and while its condition holds). The rules that a
//! constant ability changes (keywords, combat icons, damage capacity, costs, targeting, resources,
//! the pilot limit, attackers, Force icons, counting objectives, initiating card effects) ask
//! here what is in force on a card, on a player, or on a card being played.

use crate::cards::lcg::catalog;
use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::mission;
use crate::rules::lcg::model::ability::{Ability, Affects, Condition, Constant, Count, Filter, Modifier, ModifierKind};
use crate::rules::lcg::model::def::{CardType, Side};
use crate::rules::lcg::model::kind_set::KindSet;
use crate::rules::lcg::model::state::Role;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::pilot;
use crate::rules::lcg::targeting;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::OnceLock;

/// Who or what a constant ability may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Affected {
    /// A card (in play, or in a victory pile for "while in a victory pile").
    Card(CardId),
    /// A player.
    Player(Side),
    /// A card `side` plays now (its cost).
    Play { side: Side, card: CardId },
}

/// A change in force: what `source`'s constant ability changes, counted `times` ("for each").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Change {
    pub source: CardId,
    pub modifier: &'static Modifier,
    pub times: u8,
}

/// The changes in force on `affected` now.
pub(crate) fn on(state: &State, affected: Affected) -> Vec<Change> {
    InForce::now(state).on(state, affected)
}

/// The changes of kind `wanted` in force on `affected` now: [`on`] filtered, with no work spent
/// on the constants that make no such change.
pub(crate) fn on_where(state: &State, affected: Affected, wanted: ModifierKind) -> Vec<Change> {
    InForce::now(state).on_where(state, affected, wanted)
}

/// The constant abilities in force at one moment, for asking about many cards at once (what each
/// resource card gives toward a play).
#[derive(Debug)]
pub(crate) struct InForce(Rc<Found>);

/// Constant abilities in force, each with its card and the kinds of change it makes, and the
/// kinds any of them makes.
#[derive(Debug, Default, PartialEq, Eq)]
struct Found {
    constants: Vec<(CardId, &'static Constant, KindSet)>,
    kinds: KindSet,
}

/// The set of the one kind of change `kind`.
fn kind_of(kind: ModifierKind) -> KindSet {
    KindSet::of(kind as u8)
}

/// The kinds of the changes `constant` makes.
fn made_by(constant: &Constant) -> KindSet {
    constant.changes.iter().map(|m| kind_of(m.kind())).collect()
}

impl InForce {
    /// Every constant ability in force now, with its card: worked out once for each version of
    /// the play areas (the state's [`Stamp`](crate::rules::lcg::model::stamp::Stamp)), else
    /// reused; a new list is made in the old one's room when no `InForce` holds it any more.
    pub(crate) fn now(state: &State) -> InForce {
        let stamp = state.stamp.get();
        LAST.with(|last| {
            let mut last = last.borrow_mut();
            let (at, found) = &mut *last;
            if *at == Some(stamp) {
                debug_assert_eq!(**found, in_force(state), "a change to the play areas without a new stamp");
                return InForce(found.clone());
            }
            match Rc::get_mut(found) {
                Some(room) => fill_in_force(state, room),
                None => *found = Rc::new(in_force(state)),
            }
            *at = Some(stamp);
            InForce(found.clone())
        })
    }

    /// The changes in force on `affected`.
    pub(crate) fn on(&self, state: &State, affected: Affected) -> Vec<Change> {
        changes(state, &self.0, affected, KindSet::ALL)
    }

    /// Whether any constant in force makes a change of kind `wanted`, on anyone (a question that
    /// spares asking card by card when the answer is no).
    pub(crate) fn any(&self, wanted: ModifierKind) -> bool {
        self.0.kinds.meets(kind_of(wanted))
    }

    /// The changes of kind `wanted` in force on `affected`, in [`InForce::on`]'s order.
    pub(crate) fn on_where(&self, state: &State, affected: Affected, wanted: ModifierKind) -> Vec<Change> {
        changes(state, &self.0, affected, kind_of(wanted))
    }
}

thread_local! {
    /// The constants in force last worked out, and the stamp of the state they were found in
    /// (none before the first).
    static LAST: RefCell<(Option<u64>, Rc<Found>)> = RefCell::new((None, Rc::default()));
}

/// The changes of the constants in `found` in force on `affected`, those of the `wanted` kinds: a
/// constant that makes no change of those kinds is passed over before its conditions are asked.
fn changes(state: &State, found: &Found, affected: Affected, wanted: KindSet) -> Vec<Change> {
    let mut changes = Vec::new();
    each_change(state, found, affected, wanted, |change| changes.push(change));
    changes
}

/// [`changes`], each handed to `f` in turn instead of listed.
fn each_change(state: &State, found: &Found, affected: Affected, wanted: KindSet, mut f: impl FnMut(Change)) {
    if !found.kinds.meets(wanted) {
        return;
    }
    for &(source, constant, kinds) in &found.constants {
        if !kinds.meets(wanted) {
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
            // "X is the number of Hoth objectives you control" (Blizzard Assault): a count of
            // cards in play does not depend on what is affected.
            (Some(count @ Count::Cards(_)), _) => counted(state, controller, count, source),
            (Some(_), _) => 0,
        };
        if times > 0 {
            for modifier in constant.changes.iter().filter(|m| wanted.meets(kind_of(m.kind()))) {
                f(Change { source, modifier, times });
            }
        }
    }
}

/// Hands `f` each change of kind `wanted` in force on `affected` now, in [`on_where`]'s order,
/// making no list (the hot questions: a play's cost).
pub(crate) fn for_each_where(state: &State, affected: Affected, wanted: ModifierKind, f: impl FnMut(Change)) {
    let force = InForce::now(state);
    each_change(state, &force.0, affected, kind_of(wanted), f);
}

/// The changes in force on `card`.
pub(crate) fn on_card(state: &State, card: CardId) -> Vec<Change> {
    on(state, Affected::Card(card))
}

/// Whether a change of kind `wanted` is in force on `card`.
pub(crate) fn card_has(state: &State, card: CardId, wanted: ModifierKind) -> bool {
    !on_where(state, Affected::Card(card), wanted).is_empty()
}

/// Every constant ability in force, with its card: cards in play (printed abilities, and pilot
/// text while live: the card is a Pilot enhancement), and cards in victory piles for those "while
/// in a victory pile".
fn in_force(state: &State) -> Found {
    let mut found = Found::default();
    fill_in_force(state, &mut found);
    found
}

/// [`in_force`] into `found` (emptied first), reusing its room.
fn fill_in_force(state: &State, found: &mut Found) {
    let table = by_definition();
    // Most cards have no constant ability at all: those are passed over on a flag.
    let of = |card: CardId| table.get(state.card(card).def.index()).filter(|c| c.any);
    found.constants.clear();
    found.kinds = KindSet::default();
    let mut add = |card: CardId, constants: &[(&'static Constant, KindSet)]| {
        for &(constant, kinds) in constants {
            found.constants.push((card, constant, kinds));
            found.kinds = found.kinds.with(kinds);
        }
    };
    for player in &state.players {
        for &card in &player.play {
            let Some(constants) = of(card) else { continue };
            add(card, &constants.in_play);
            if !constants.piloting.is_empty() && state.card(card).attached.is_some_and(|a| a.role == Role::Pilot) {
                add(card, &constants.piloting);
            }
        }
        for &card in &player.victory {
            let Some(constants) = of(card) else { continue };
            add(card, &constants.in_victory_pile);
        }
    }
}

/// A definition's constant abilities by where they are in force: printed ones in play, its pilot
/// text's while it is a Pilot enhancement, and those "while in a victory pile".
#[derive(Default)]
struct DefConstants {
    /// Whether any of the lists below holds a constant.
    any: bool,
    in_play: Vec<(&'static Constant, KindSet)>,
    piloting: Vec<(&'static Constant, KindSet)>,
    in_victory_pile: Vec<(&'static Constant, KindSet)>,
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
                constants.any = !(constants.in_play.is_empty()
                    && constants.piloting.is_empty()
                    && constants.in_victory_pile.is_empty());
                constants
            })
            .collect()
    })
}

/// The constants among `abilities` in force where the card is: in play, or (`in_victory_pile`)
/// those "while in a victory pile".
fn push_constants(found: &mut Vec<(&'static Constant, KindSet)>, abilities: &'static [Ability], in_victory_pile: bool) {
    for ability in abilities {
        if let Ability::Constant(constant) = ability {
            if (constant.only_while == Some(Condition::InVictoryPile)) == in_victory_pile {
                found.push((constant, made_by(constant)));
            }
        }
    }
}

fn affects(state: &State, source: CardId, controller: Side, affects: &Affects, affected: Affected) -> bool {
    match (affects, affected) {
        (Affects::This, Affected::Card(card)) => card == source,
        (Affects::Host, Affected::Card(card)) => state.card(source).attached.is_some_and(|a| a.host == card),
        (Affects::Cards(filter), Affected::Card(card)) => targeting::matches(state, controller, filter, card),
        (Affects::Others(filter), Affected::Card(card)) => {
            card != source && targeting::matches(state, controller, filter, card)
        }
        (Affects::Plays(filter), Affected::Play { side, card }) => {
            side == controller && filter.accepts(state.def(card))
        }
        (Affects::Opponent, Affected::Player(side)) => side == controller.opponent(),
        _ => false,
    }
}

/// How many cards in play `side` controls that `filter` accepts (its `whose` aside).
fn count_controlled(state: &State, side: Side, filter: &Filter) -> usize {
    state
        .cards_in_play()
        .filter(|&c| state.card(c).controller == side && targeting::matches_in_play(state, side, filter, c))
        .count()
}

/// Does `condition`, on `source` controlled by `controller`, hold now?
pub(crate) fn holds(state: &State, source: CardId, controller: Side, condition: &Condition) -> bool {
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
            count_controlled(state, controller, filter) > count_controlled(state, controller.opponent(), filter)
        }
        Condition::FewerThanOpponent(filter) => {
            count_controlled(state, controller, filter) < count_controlled(state, controller.opponent(), filter)
        }
        Condition::YouControl(filter) => count_controlled(state, controller, filter) > 0,
        Condition::FateInYourEdgeStack => {
            state.engagement.is_some()
                && state.player(controller).edge.iter().any(|&c| state.def(c).card_type == CardType::Fate)
        }
        Condition::FirstPilotCardThisTurn => state.player(controller).pilot_cards_played == 0,
        Condition::InVictoryPile => state.players.iter().any(|p| p.victory.contains(&source)),
        Condition::DialAtMost(most) => state.dial <= *most,
        Condition::MissionInPlay => state.cards_in_play().any(|c| mission::is_mission(state, c)),
        Condition::FirstPlayedThisTurn(filter) => {
            !state.played_this_turn.iter().any(|&c| state.card(c).owner == controller && filter.accepts(state.def(c)))
        }
        Condition::ParticipatingAgainstMission => state.engagement.as_ref().is_some_and(|e| {
            (e.attackers.contains(&source) || e.defenders.contains(&source)) && mission::is_mission(state, e.objective)
        }),
        Condition::YouHaveTheEdge => state.engagement.as_ref().is_some_and(|e| e.edge_winner == Some(controller)),
        Condition::All(all) => all.iter().all(|c| holds(state, source, controller, c)),
        Condition::DialAtLeast(least) => state.dial >= *least,
        Condition::Undamaged => state.card(source).damage == 0,
        Condition::Committed => state.card(source).committed,
        Condition::CapturedCards => state.players.iter().any(|p| !p.captives.is_empty()),
        Condition::InPlay(filter) => {
            state.cards_in_play().any(|c| targeting::matches_in_play(state, controller, filter, c))
        }
    }
}

/// Does a card in play have a constant in force only for "the first <card> you play each turn"
/// (Blizzard Assault)? The plays of the turn are recorded only then.
pub(crate) fn first_played_counted(state: &State) -> bool {
    state.cards_in_play().any(|c| {
        state.def(c).abilities.iter().any(
            |a| matches!(a, Ability::Constant(k) if matches!(k.only_while, Some(Condition::FirstPlayedThisTurn(_)))),
        )
    })
}

/// "For each …", counted for a change on `card`.
fn counted(state: &State, controller: Side, count: &Count, card: CardId) -> u8 {
    let n = match count {
        Count::Cards(filter) => {
            state.cards_in_play().filter(|&c| targeting::matches_in_play(state, controller, filter, c)).count()
        }
        Count::Enhancements => state.attachments_of(card).count(),
        Count::Pilots => pilot::pilots_of(state, card).count(),
    };
    n.min(usize::from(u8::MAX)) as u8
}
