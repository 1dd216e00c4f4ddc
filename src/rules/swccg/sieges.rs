//! Besieged ([`Ability::BattlesAboardCaptured`]): "Deploy on a captured starship. Your
//! characters present with captured starship may battle opponent's characters aboard it (as if
//! present together at a site). Effect canceled if starship escapes or is stolen." GEMP has no
//! class for the card (`Card2_117` is absent; `BattleState.isBesieged` is never set), so the
//! reading is ours (docs/rules-notes.md "Besieged").
//!
//! The battle is initiated at the captured starship itself (`Action::Battle` naming it; the
//! `Battle`'s location is that starship, listed in `State::battled` so once a turn). Its sides:
//! the Besieged's player's characters present with the starship — directly at the site it is
//! held at (Docking Bay 327), or aboard the starship holding it (a Star Destroyer) — and the
//! opponent's characters aboard it. Only those characters count: their power, their ability
//! toward battle destiny; no location's, system's or starship's text adds to it. Attrition,
//! battle damage and forfeits follow, from those characters and the loser's Force.

use crate::engine::Common;
use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::force::check_force;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Phase, State};
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::tractor_beams::is_captured_ship;

type Checked = Result<(), Rejected<Reason>>;

/// Whether `card` is a Besieged (its text battles aboard a captured starship).
fn besieges(state: &State, card: CardId) -> bool {
    state.def(card).abilities().any(|a| matches!(a, Ability::BattlesAboardCaptured))
}

/// Whether the Effect `card` may go on `host`: Besieged only on a captured starship; any other
/// Effect as its own text says.
pub(crate) fn may_go_on(state: &State, card: CardId, host: CardId) -> bool {
    !besieges(state, card) || is_captured_ship(state, host)
}

/// Whether `ship` is a captured starship a Besieged of `side`'s is on.
pub(crate) fn besieged_by(state: &State, side: Side, ship: CardId) -> bool {
    is_captured_ship(state, ship)
        && state.player(side).table.iter().any(|&e| besieges(state, e) && state.card(e).at == Some(At::On(ship)))
}

/// Whether `location` (a battle's) is a captured starship: a besieged battle.
pub(crate) fn is_siege(state: &State, location: CardId) -> bool {
    is_captured_ship(state, location)
}

/// `side`'s characters in a battle at the captured starship `ship`: the opponent of the
/// Besieged's player, its characters aboard `ship`; the Besieged's player, its characters
/// "present with" it — directly at the site holding it, or aboard the starship holding it.
pub(crate) fn characters(state: &State, side: Side, ship: CardId) -> Vec<CardId> {
    let Some(&[holder, _]) = state.captured_ships.iter().find(|&&[_, s]| s == ship) else { return Vec::new() };
    let besieger = if besieged_by(state, Side::Dark, ship) { Side::Dark } else { Side::Light };
    let place = |c: CardId| match state.card(c).at {
        Some(At::Aboard { host, .. }) if side != besieger => host == ship,
        Some(At::Aboard { host, .. }) => host == holder && !state.is_location(holder),
        Some(At::Location(l)) => side == besieger && l == holder,
        _ => false,
    };
    state
        .player(side)
        .table
        .iter()
        .copied()
        .filter(|&c| state.def(c).is(CardType::Character) && !state.under_cover(c) && place(c))
        .collect()
}

/// "Your characters present with captured starship may battle opponent's characters aboard it":
/// in `side`'s battle phase, a Besieged of its on `ship`, a character of each side there, not
/// battled there this turn, and the battle's 1 Force.
pub(crate) fn check_siege(state: &State, side: Side, ship: CardId, force: u8) -> Checked {
    if state.phase != Phase::Battle {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Battle }).by(SwccgRule::Battle));
    }
    if !besieged_by(state, side, ship) {
        return Err(Reason::NotBesieged.by(SwccgRule::Battle));
    }
    if state.battled.contains(&ship) {
        return Err(Reason::AlreadyBattled.by(SwccgRule::Battle));
    }
    if characters(state, side, ship).is_empty() {
        return Err(Reason::NoPresence.by(SwccgRule::Battle));
    }
    if characters(state, side.opponent(), ship).is_empty() {
        return Err(Reason::NoOpposition.by(SwccgRule::Battle));
    }
    check_force(state, side, crate::rules::swccg::battle::BATTLE_COST, force, SwccgRule::Battle)
}

/// The captured starships `side` may besiege: those a Besieged of its is on.
pub(crate) fn besieged_ships(state: &State, side: Side) -> Vec<CardId> {
    state.captured_ships.iter().map(|&[_, s]| s).filter(|&s| besieged_by(state, side, s)).collect()
}
