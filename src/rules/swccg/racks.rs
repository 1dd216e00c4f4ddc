//! Blaster Rack ([`Ability::WeaponRack`]): "Deploy on your side of table. At any time, you may
//! transfer one of your character weapons from any site to the Blaster Rack. During your deploy
//! phase, weapon may be transferred to your character on table for an expenditure of Force equal
//! to the weapon's deploy cost." A weapon on the rack is at no location, so it is inactive (its
//! ruling): nothing fires it. The readings are in docs/rules-notes.md.

use crate::engine::Common;
use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::deploy::deploy_cost;
use crate::rules::swccg::force::{check_force, use_force};
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::action::{Action, Dest};
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Mount, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Phase, State};
use crate::rules::swccg::mounts::weapon_goes_on;
use crate::rules::swccg::sections::{card_text, SwccgRule};

type Checked = Result<(), Rejected<Reason>>;

/// Whether `def` is a weapon rack (Blaster Rack's text).
fn is_rack(def: &CardDef) -> bool {
    def.abilities().any(|a| matches!(a, Ability::WeaponRack))
}

/// A character weapon: a weapon whose text deploys it on a character (GEMP `character_weapon`).
fn is_character_weapon(def: &CardDef) -> bool {
    def.is(CardType::Weapon)
        && def.abilities().any(|a| matches!(a, Ability::Weapon { mount: Mount::Character { .. }, .. }))
}

/// Whether `weapon` is on a weapon rack now (validate.rs holds it there; it is at no location).
pub(crate) fn on_rack(state: &State, weapon: CardId) -> bool {
    matches!(state.card(weapon).at, Some(At::On(rack)) if is_rack(state.def(rack)))
}

/// Whether `card` is on a Blaster Rack, or on a weapon that is: a device on a weapon (Blaster
/// Scope) goes to the rack and back with it, as a card deployed on another moves with it.
pub(crate) fn held_by_rack(state: &State, card: CardId) -> bool {
    on_rack(state, card) || matches!(state.card(card).at, Some(At::On(weapon)) if on_rack(state, weapon))
}

/// Blaster Rack: "At any time, you may transfer one of your character weapons from any site to the
/// Blaster Rack": `rack` is `side`'s, on its side of the table; `weapon` is one of `side`'s
/// character weapons at a site (on a character there). A top-level action (its ruling), taken in
/// any phase of `side`'s turn outside a battle (GEMP `getGameTextTopLevelActions`).
pub(crate) fn check_rack(state: &State, side: Side, rack: CardId, weapon: CardId) -> Checked {
    let refused = || Err(Rejected::new(Reason::NotATarget, card_text(&state.def(rack).title)));
    if state.battle.is_some() {
        return Err(Reason::BattleUnderWay.by(SwccgRule::Deploy));
    }
    if state.owner(rack) != side || state.owner(weapon) != side {
        return Err(Reason::NotYourCard.by(SwccgRule::Deploy));
    }
    if !is_rack(state.def(rack)) || state.card(rack).at != Some(At::Side(side)) {
        return refused();
    }
    let at_site = state.location_of(weapon).is_some_and(|l| is_site(state, l));
    if is_character_weapon(state.def(weapon)) && at_site && !on_rack(state, weapon) {
        Ok(())
    } else {
        refused()
    }
}

/// Every transfer to a rack `side` may make now.
pub(crate) fn racks_now(state: &State, side: Side) -> Vec<Action> {
    let table = &state.player(side).table;
    let racks = table.iter().copied().filter(|&r| is_rack(state.def(r)));
    racks
        .flat_map(|rack| table.iter().map(move |&weapon| Action::RackWeapon { rack, weapon }))
        .filter(|a| matches!(*a, Action::RackWeapon { rack, weapon } if check_rack(state, side, rack, weapon).is_ok()))
        .collect()
}

/// Transfers it: the weapon leaves its character for the rack.
pub(crate) fn rack(state: &mut State, rack: CardId, weapon: CardId, events: &mut Vec<Event>) {
    state.card_mut(weapon).at = Some(At::On(rack));
    events.push(Event::Relocated { card: weapon, to: rack });
}

/// Blaster Rack: "During your deploy phase, weapon may be transferred to your character on table
/// for an expenditure of Force equal to the weapon's deploy cost": `weapon` on `side`'s rack goes on
/// `side`'s character `to`, one it may deploy on (its mount, as a deploy from hand), for its deploy
/// cost there (GEMP `DeployStackedCardToTargetEffect`).
pub(crate) fn check_take(state: &State, side: Side, weapon: CardId, to: CardId, force: u8) -> Checked {
    if state.phase != Phase::Deploy {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Deploy }).by(SwccgRule::Deploy));
    }
    if state.owner(weapon) != side || state.owner(to) != side {
        return Err(Reason::NotYourCard.by(SwccgRule::Deploy));
    }
    let def = state.def(weapon);
    if !on_rack(state, weapon) {
        return Err(Reason::NotOnTable.by(SwccgRule::Deploy));
    }
    let host = state.def(to);
    // Disarmed: "may no longer carry weapons".
    if !host.is(CardType::Character)
        || state.card(to).at.is_none()
        || !weapon_goes_on(def, host)
        || crate::rules::swccg::on_cards::may_not_carry_weapons(state, to).is_some()
    {
        return Err(Rejected::new(Reason::WeaponMount { title: def.title.to_string() }, card_text(&def.title)));
    }
    let cost = deploy_cost(state, side, weapon, state.location_of(to), Some(to));
    check_force(state, side, cost, force, SwccgRule::Deploy)
}

/// Every transfer from a rack `side` may make now, at its cost.
pub(crate) fn takes_now(state: &State, side: Side) -> Vec<Action> {
    if state.phase != Phase::Deploy {
        return Vec::new();
    }
    let table = &state.player(side).table;
    let mut out = Vec::new();
    for &weapon in table.iter().filter(|&&w| on_rack(state, w)) {
        for &to in table.iter().filter(|&&c| state.def(c).is(CardType::Character)) {
            let force = deploy_cost(state, side, weapon, state.location_of(to), Some(to));
            if check_take(state, side, weapon, to, force).is_ok() {
                out.push(Action::TakeFromRack { weapon, to, force });
            }
        }
    }
    out
}

/// Transfers it: the Force, then the weapon on the character, as a deploy.
pub(crate) fn take(state: &mut State, side: Side, weapon: CardId, to: CardId, force: u8, events: &mut Vec<Event>) {
    use_force(state, side, force);
    state.card_mut(weapon).at = Some(At::On(to));
    events.push(Event::Deployed { card: weapon, to: Dest::On(to), force });
}
