//! Effects deployed because a character has just become missing, kept until it is found or lost
//! (High Anxiety, set 3: "If an opponent's character with ability > 2 has just become missing,
//! deploy on a Rebel with ability > 2 on same planet. Rebel may not participate in battle.
//! Immediate Effect canceled if missing character is found or lost"; GEMP `Card3_103`: an
//! optional after-action on `goneMissing(opponents character, abilityMoreThan(2))`, deploy target
//! `Rebel, abilityMoreThan(2), onSamePlanet(missing)`, the missing card kept as its target;
//! `MayNotParticipateInBattleModifier` on the card it is on; canceled on `missingCharacterFound`
//! or `justLost` of that card). The window is `Moment::WentMissing`, opened by `missing.rs`
//! `go_missing` for the missing character's opponent when it holds such an answer.

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::deploy::{check_unique, from_hand_to};
use crate::rules::swccg::landing::planet_of;
use crate::rules::swccg::model::action::{Action, Dest};
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Kinds, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Moment, State};
use crate::rules::swccg::responses::{queue, responses};
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::vehicles::lose_from_table;

type Checked = Result<(), Rejected<Reason>>;

/// The word of `def`: "… with ability > `over` has just become missing, deploy on a `on` …".
fn word(def: &CardDef) -> Option<(u8, &Kinds)> {
    def.abilities().find_map(|a| match a {
        Ability::DeploysOnWhenMissing { over, on } => Some((*over, on)),
        _ => None,
    })
}

/// Whether `def` deploys only answering a character just gone missing (High Anxiety).
pub(crate) fn deploys_when_missing(def: &CardDef) -> bool {
    word(def).is_some()
}

/// The ability of `card` now (a character's; none counts 0; a sleeper's 0, `sleep.rs`).
fn ability(state: &State, card: CardId) -> u8 {
    crate::rules::swccg::stats::ability(state, card)
}

/// The planet `card` is on: that of the location it is at.
fn planet(state: &State, card: CardId) -> Option<&'static str> {
    state.location_of(card).and_then(|l| planet_of(state, l))
}

/// `card` has just become missing: its opponent's respond window is queued when it holds an
/// answer (nothing is queued otherwise, so games without one gain no step).
pub(crate) fn went_missing(state: &mut State, card: CardId) {
    let side = state.owner(card).opponent();
    let to = Moment::WentMissing { card };
    if !responses(state, side, to).is_empty() {
        queue(state, side, to);
    }
}

/// May `side` deploy `card` from hand on `to` now, answering `moment`? The character just gone
/// missing is the opponent's, of ability over `over`; the host is of the word's kinds ("a
/// Rebel", the opponent's then: GEMP's filter names no owner), a character on the table and not
/// missing, of ability over `over`, on the same planet; free (the card names no Force).
pub(crate) fn check_deploy(state: &State, side: Side, moment: Moment, card: CardId, to: Dest, force: u8) -> Checked {
    if !state.in_hand(side, card) {
        return Err(Reason::NotInHand.by(SwccgRule::Deploy));
    }
    let refused = || Err(Reason::NotATarget.by(SwccgRule::Deploy));
    let (Some((over, on)), Moment::WentMissing { card: missing }, Dest::On(host)) = (word(state.def(card)), moment, to)
    else {
        return refused();
    };
    let just_missing = state.owner(missing) == side.opponent()
        && state.card(missing).missing
        && state.def(missing).is(CardType::Character)
        && ability(state, missing) > over;
    let host_fits = state.def(host).is(CardType::Character)
        && on.holds(state.def(host))
        && state.card(host).at.is_some()
        && !state.card(host).missing
        && ability(state, host) > over
        && planet(state, host).is_some_and(|p| planet(state, missing) == Some(p));
    if !just_missing || !host_fits || force != 0 {
        return refused();
    }
    check_unique(state, card)
}

/// The deploys `side` may make answering `moment` (High Anxiety on each fitting host).
pub(crate) fn deploys_now(state: &State, side: Side, moment: Moment) -> Vec<Action> {
    let mut out = Vec::new();
    for &card in &state.player(side).hand {
        if !deploys_when_missing(state.def(card)) {
            continue;
        }
        for host in Side::BOTH.iter().flat_map(|&s| state.player(s).table.iter().copied()) {
            if check_deploy(state, side, moment, card, Dest::On(host), 0).is_ok() {
                out.push(Action::Deploy { card, to: Dest::On(host), force: 0 });
            }
        }
    }
    out
}

/// Deploys `card` on `host`, keeping the character just gone missing in `State::watching`.
pub(crate) fn deploy(
    state: &mut State,
    side: Side,
    card: CardId,
    host: CardId,
    moment: Moment,
    events: &mut Vec<Event>,
) {
    let Moment::WentMissing { card: missing } = moment else { return };
    from_hand_to(state, side, card, At::On(host));
    events.push(Event::Deployed { card, to: Dest::On(host), force: 0 });
    state.watching.push([card, missing]);
}

/// "Rebel may not participate in battle": whether an Effect so worded is on `card`.
pub(crate) fn kept_from_battle(state: &State, card: CardId) -> bool {
    Side::BOTH.iter().flat_map(|&s| state.player(s).table.iter()).any(|&e| {
        state.card(e).at == Some(At::On(card))
            && state.def(e).abilities().any(|a| matches!(a, Ability::HostMayNotBattle))
    })
}

/// Whether a watch holds (the state checker's): `effect` is on a character and says the word,
/// and `missing` is still missing.
pub(crate) fn watch_holds(state: &State, effect: CardId, missing: CardId) -> bool {
    let on_character = matches!(state.card(effect).at, Some(At::On(h)) if state.def(h).is(CardType::Character));
    on_character && deploys_when_missing(state.def(effect)) && state.card(missing).missing
}

/// After every change to the table: "Immediate Effect canceled if missing character is found or
/// lost": each watching Effect whose character is no longer missing (found, or gone from the
/// table) is lost; a watch whose Effect left the table (with its host) is dropped.
pub(crate) fn settle(state: &mut State, events: &mut Vec<Event>) {
    let gone: Vec<CardId> = state.watching.iter().map(|&[e, _]| e).filter(|&e| state.card(e).at.is_none()).collect();
    state.watching.retain(|&[effect, _]| !gone.contains(&effect));
    let canceled: Vec<CardId> =
        state.watching.iter().filter(|&&[_, missing]| !state.card(missing).missing).map(|&[e, _]| e).collect();
    state.watching.retain(|&[effect, _]| !canceled.contains(&effect));
    for effect in canceled {
        lose_from_table(state, effect, events);
    }
}
