//! An upgrade moving from one unit to another: "take control of a non-Pilot upgrade on a unit and
//! attach it to a different eligible unit" ([`Effect::MoveUpgrade`], then [`Effect::AttachItTo`]).
//! Eligibility is 3.6.b's (shared/rules/swu-jump-to-lightspeed.txt): the new host must satisfy
//! the upgrade's own restriction and the one the ability that attached it gave it; base game
//! "Upgrades" (shared/research/swu.md §5): an upgrade is controlled apart from its host.

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::abilities::{acts, triggers};
use crate::rules::swu::model::ability::{Effect, Which};
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{schedule, State, Step};
use crate::rules::swu::upgrade::{check_eligible_for, move_to};

/// The units `to` names (for `chooser`) that are eligible for `upgrade` (3.6.b) were `seat` to
/// control it, in play order; never the unit it is on ("a different eligible unit").
pub(crate) fn destinations(state: &State, chooser: Seat, upgrade: CardId, to: &Which, seat: Seat) -> Vec<CardId> {
    acts::named(state, chooser, to, Some(upgrade))
        .into_iter()
        .filter(|&unit| check_eligible_for(state, upgrade, unit, seat).is_ok())
        .collect()
}

/// The upgrades `which` names that `chooser` may move (taking control of them first, when
/// `take_control`): those with a unit `to` names eligible for them.
pub(crate) fn movable(
    state: &State,
    chooser: Seat,
    which: &Which,
    to: &Which,
    take_control: bool,
    subject: Option<CardId>,
) -> Vec<CardId> {
    let upgrades = Which { upgrades: true, ..which.clone() };
    acts::named(state, chooser, &upgrades, subject)
        .into_iter()
        .filter(|&u| {
            let seat = if take_control { chooser } else { state.card(u).controller };
            !destinations(state, chooser, u, to, seat).is_empty()
        })
        .collect()
}

/// `upgrade` was chosen to move: `chooser` takes control of it (when the text says so; the unique
/// rule then looks at it), then chooses the unit it moves to.
pub(crate) fn chosen(
    state: &mut State,
    source: CardId,
    chooser: Seat,
    upgrade: CardId,
    to: &Which,
    take_control: bool,
    events: &mut Vec<Event>,
) {
    if take_control && state.card(upgrade).controller != chooser {
        state.card_mut(upgrade).controller = chooser;
        events.push(Event::TookControl { card: upgrade, seat: chooser });
        schedule(state, [Step::CheckUnique { card: upgrade }]);
    }
    let effect = Effect::AttachItTo { to: to.clone() };
    crate::rules::swu::abilities::effects::resolve(state, source, &effect, Some(upgrade), chooser, events);
}

/// `upgrade` moves to `host`: it detaches from the unit it was on (its "When this upgrade
/// detaches" abilities, about that unit) and attaches to `host` (its "When this upgrade attaches"
/// and the host's "When a Pilot attaches" abilities).
pub(crate) fn attach_it(state: &mut State, upgrade: CardId, host: CardId, events: &mut Vec<Event>) {
    if !state.in_play(upgrade) || !state.in_play(host) {
        return;
    }
    let Some(from) = move_to(state, upgrade, host) else { return };
    events.push(Event::MovedUpgrade { card: upgrade, from, host });
    let mut steps = triggers::detached(state, upgrade, from);
    steps.extend(triggers::attached(state, upgrade, host, triggers::How::Ability));
    schedule(state, steps);
}
