//! Piloting (shared/rules/swu-jump-to-lightspeed.txt 7.5.17 a–d) and how many Pilots a Vehicle
//! may carry (7.5.17.a's "without a PILOT upgrade on it", and the overrides of 3.6.c).

use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule, Seat};
use crate::rules::swu::forms::{abilities_on, abilities_with, is_unit};
use crate::rules::swu::model::ability::{Ability, Form};
use crate::rules::swu::model::def::{CardDef, CardType, Piloting};
use crate::rules::swu::model::reason::Reason;
use crate::rules::swu::model::state::{Restriction, State};
use crate::rules::swu::sections::SwuRule;

fn reject(reason: Reason, rule: SwuRule) -> Result<(), Rejected<Reason>> {
    Err(Rejected::new(reason, Rule::from(rule)))
}

/// 7.5.17.b: "Each Piloting ability on a unit is considered an independent ability. A unit can
/// have multiple Piloting abilities." The `index`-th of them, if the card has it.
pub fn piloting(def: &CardDef, index: u8) -> Option<&Piloting> {
    def.piloting.get(usize::from(index))
}

/// 7.5.17.d: "Units with Piloting are still considered units while in out-of-play zones." The
/// card's type out of play: a Piloting card is a unit, never an upgrade, so "search your deck
/// for an upgrade" passes it by.
pub fn type_out_of_play(def: &CardDef) -> CardType {
    def.card_type
}

/// Whether a card out of play answers to "an upgrade" (7.5.17.d): only upgrade cards do; a
/// Piloting unit does not, except where 7.5.17.c lets a "play an upgrade" instruction use
/// Piloting (see `intent::allows`).
pub fn is_upgrade_out_of_play(def: &CardDef) -> bool {
    type_out_of_play(def) == CardType::Upgrade
}

/// The Pilot upgrades on `host`: its upgrades with the Pilot trait, oldest first.
pub fn pilots_on(state: &State, host: CardId) -> Vec<CardId> {
    pilots(state, host).collect()
}

/// As [`pilots_on`], without making a list of them.
pub(crate) fn pilots(state: &State, host: CardId) -> impl Iterator<Item = CardId> + '_ {
    state.attachments_of(host).filter(|&c| state.def(c).is_pilot())
}

/// How many Pilots `host` may carry. 7.5.17.a: a Pilot is played "on a friendly VEHICLE unit
/// without a PILOT upgrade on it" — one; 3.6.c: "Some unit abilities may override an upgrade's
/// attachment restriction", such as the Millennium Falcon's "You may play or deploy one
/// additional Pilot on this unit" and R2-D2's "Attached unit gains: 'You may play or deploy 1
/// additional Pilot on this unit.'" The overrides add up (the official note on R2-D2).
pub fn pilot_limit(state: &State, host: CardId) -> usize {
    1 + abilities_on(state, host).filter(|(_, a)| matches!(a, Ability::ExtraPilot)).count()
}

/// Whether `host` has room for one more Pilot (7.5.17.a, 3.6.c).
pub(crate) fn has_room(state: &State, host: CardId) -> bool {
    pilots(state, host).count() < pilot_limit(state, host)
}

/// As [`has_room`], `upgrades` being the cards attached to `host` in the order they entered play
/// (a listing knows them from its `Board`): its Pilots against 1 and the overrides on it.
pub(crate) fn has_room_with(state: &State, host: CardId, upgrades: impl Iterator<Item = CardId> + Clone) -> bool {
    let pilots = upgrades.clone().filter(|&c| state.def(c).is_pilot()).count();
    let limit = 1 + abilities_with(state, host, upgrades).filter(|(_, a)| matches!(a, Ability::ExtraPilot)).count();
    pilots < limit
}

/// Whether the card's own text lets it be played with Piloting on a Vehicle that has a Pilot
/// (R2-D2: "This upgrade can be played on a friendly Vehicle unit with a Pilot on it").
pub(crate) fn ignores_pilot_limit(def: &CardDef) -> bool {
    def.abilities(Form::Upgrade).iter().any(|a| matches!(a, Ability::PlayOnPiloted))
}

/// The attachment restriction a Pilot carries when Piloting (or a pilot leader's deploy)
/// attaches it (3.6.b): "Attach to a friendly Vehicle unit without a Pilot on it", or, for a card
/// whose own text lets it go on a piloted Vehicle, "a friendly Vehicle unit".
pub(crate) fn piloting_restriction(def: &CardDef) -> Restriction {
    if ignores_pilot_limit(def) {
        Restriction::FriendlyVehicle
    } else {
        Restriction::FriendlyVehicleWithoutPilot
    }
}

/// 7.5.17.a: may `card` be attached as a Pilot on `host` for `seat` under `restriction`? "You may
/// play this unit as an upgrade on a friendly VEHICLE unit without a PILOT upgrade on it"; the
/// same restriction decides a pilot leader's deploy and any later move (3.6.b), and so do the
/// restrictions a unit's own ability gives it as it attaches ("an enemy Vehicle unit without a
/// Pilot on it", "a Fighter or Transport unit without a Pilot on it": 3.6.b's "attributes
/// specified by the ability that attached it").
///
/// # Errors
/// Why not, citing the section.
pub(crate) fn check_pilot_host(
    state: &State,
    seat: Seat,
    host: CardId,
    restriction: Restriction,
) -> Result<(), Rejected<Reason>> {
    if !state.in_play(host) {
        return reject(Reason::HostNotInPlay, SwuRule::Piloting);
    }
    if !is_unit(state, host) {
        return reject(Reason::HostNotAUnit, SwuRule::UnitsAsUpgrades);
    }
    let friendly = state.card(host).controller == seat;
    match restriction {
        Restriction::FriendlyVehicleWithoutPilot | Restriction::FriendlyVehicle if !friendly => {
            return reject(Reason::HostNotFriendly, SwuRule::Piloting);
        }
        Restriction::EnemyVehicleWithoutPilot if friendly => {
            return reject(Reason::NotATarget, SwuRule::AttachmentRestriction);
        }
        Restriction::FighterOrTransportWithoutPilot
            if !["Fighter", "Transport"].iter().any(|t| state.def(host).has_trait(t)) =>
        {
            let traits = "Fighter / Transport".to_string();
            return reject(Reason::HostNotOfTrait { traits }, SwuRule::AttachmentRestriction);
        }
        _ => {}
    }
    if restriction != Restriction::FighterOrTransportWithoutPilot && !state.def(host).is_vehicle() {
        return reject(Reason::HostNotVehicle, SwuRule::Piloting);
    }
    if restriction.without_pilot() && !has_room(state, host) {
        let pilots = pilots_on(state, host).len() as u8;
        let rule = if pilot_limit(state, host) > 1 { SwuRule::RestrictionOverride } else { SwuRule::Piloting };
        return reject(Reason::HostHasPilot { pilots }, rule);
    }
    Ok(())
}
