//! Upgrades, and units attached as upgrades (shared/rules/swu-jump-to-lightspeed.txt 3.5 and
//! 3.6.b): what happens when a unit becomes an upgrade, the attachment restriction a non-upgrade
//! card carries while attached, and which units are eligible for an upgrade.

use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule, Seat};
use crate::rules::swu::forms::is_unit;
use crate::rules::swu::model::ability::{Ability, Form};
use crate::rules::swu::model::reason::Reason;
use crate::rules::swu::model::state::{Attachment, Role};
use crate::rules::swu::model::state::{Restriction, State};
use crate::rules::swu::pilot::{check_pilot_host, pilot_limit, pilots};
use crate::rules::swu::sections::SwuRule;

/// The role an upgrade has on its host: Pilot for a card with the Pilot trait, else Upgrade.
pub(crate) fn role_of(state: &State, card: CardId) -> Role {
    if state.def(card).is_pilot() {
        Role::Pilot
    } else {
        Role::Upgrade
    }
}

/// An upgrade card played from hand goes on a unit in play, either player's (base game: an
/// upgrade with no printed restriction may go on any unit; one that says "Attach to a <trait>
/// unit" only on such a unit).
///
/// # Errors
/// Why not.
pub(crate) fn check_upgrade_host(state: &State, upgrade: CardId, host: CardId) -> Result<(), Rejected<Reason>> {
    if !state.in_play(host) {
        return Err(Rejected::new(Reason::HostNotInPlay, Rule::from(SwuRule::Upgrades)));
    }
    if !is_unit(state, host) {
        return Err(Rejected::new(Reason::HostNotAUnit, Rule::from(SwuRule::UnitsAsUpgrades)));
    }
    if let Some(traits) = attach_to(state, upgrade).filter(|t| !t.iter().any(|t| state.def(host).has_trait(t))) {
        let traits = traits.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" / ");
        return Err(Rejected::new(Reason::HostNotOfTrait { traits }, Rule::from(SwuRule::Upgrades)));
    }
    Ok(())
}

/// The traits an upgrade card's "Attach to a <trait> [or <trait>] unit" names, if it says so.
pub(crate) fn attach_to(state: &State, upgrade: CardId) -> Option<&'static [std::borrow::Cow<'static, str>]> {
    state.def(upgrade).abilities(Form::Upgrade).iter().find_map(|a| match a {
        Ability::AttachTo { traits } => Some(&traits[..]),
        _ => None,
    })
}

/// Whether an upgrade card's restriction lets it attach to `host` (see [`check_upgrade_host`]).
pub(crate) fn may_attach(state: &State, upgrade: CardId, host: CardId) -> bool {
    attach_to(state, upgrade).is_none_or(|traits| traits.iter().any(|t| state.def(host).has_trait(t)))
}

/// 3.6.b: "While a non-upgrade card is attached as an upgrade, it is considered to have an
/// attachment restriction including any attributes specified by the ability that attached it as
/// an upgrade. … For another unit to be considered 'eligible' for that upgrade, it must account
/// for this attachment restriction (i.e. the upgrade must have been able to attach to that unit
/// via the original ability)." Whether `host` is eligible for `upgrade`, as it is now attached
/// (for an effect that would move it). Its own host is not "another unit"; a Pilot counts against
/// the new host's limit as it would have when the original ability attached it.
///
/// # Errors
/// Why `host` is not eligible, citing 3.6.b (or the section the restriction repeats).
pub fn check_eligible(state: &State, upgrade: CardId, host: CardId) -> Result<(), Rejected<Reason>> {
    check_eligible_for(state, upgrade, host, state.card(upgrade).controller)
}

/// As [`check_eligible`], with the upgrade controlled by `seat` (3.6.b): "friendly" in its
/// attachment restriction is from the side of the player who would control it once it moves
/// ("take control of a … upgrade … and attach it to a different eligible unit").
///
/// # Errors
/// Why `host` is not eligible, citing 3.6.b (or the section the restriction repeats).
pub(crate) fn check_eligible_for(
    state: &State,
    upgrade: CardId,
    host: CardId,
    seat: Seat,
) -> Result<(), Rejected<Reason>> {
    check_upgrade_host(state, upgrade, host)?;
    if state.card(upgrade).attached.map(|a| a.host) == Some(host) || host == upgrade {
        return Err(Rejected::new(Reason::NotATarget, Rule::from(SwuRule::AttachmentRestriction)));
    }
    let Some(restriction) = state.card(upgrade).restriction else { return Ok(()) };
    check_pilot_host(state, seat, host, restriction)
        .map_err(|r| Rejected::new(r.reason, Rule::from(SwuRule::AttachmentRestriction)))
}

/// An upgrade in play moves to another unit ("attach it to a different eligible unit"): it
/// leaves its host and attaches to `host`, keeping its controller and the attachment restriction
/// it carries (3.6.b: the restriction is lost only when it ceases to be an upgrade). The unit it
/// left, if any.
pub(crate) fn move_to(state: &mut State, upgrade: CardId, host: CardId) -> Option<CardId> {
    let cs = state.card_mut(upgrade);
    let from = cs.attached.map(|a| a.host);
    if let Some(attachment) = cs.attached.as_mut() {
        attachment.host = host;
    }
    from
}

/// 3.5: "If an ability causes a unit in play to be attached as an upgrade, all damage is removed
/// from that unit and all upgrades on that unit are defeated." The upgrades `card` must shed
/// before it can attach.
pub(crate) fn upgrades_to_defeat(state: &State, card: CardId) -> Vec<CardId> {
    state.attachments_of(card).collect()
}

/// Attaches `card` (a unit in play whose upgrades are gone, or a card from hand) to `host` as an
/// upgrade carrying `restriction` (3.6.b): its damage removed (3.5), no longer exhausted (an
/// upgrade is neither ready nor exhausted), under the host's controller. What lasted on it as a
/// unit ("+2/+0 for this phase", "loses all abilities for this round") ends: it is no longer a
/// unit (3.5).
pub(crate) fn attach(state: &mut State, card: CardId, host: CardId, restriction: Option<Restriction>) {
    state.lasting.retain(|l| l.card != card);
    state.lost_abilities.retain(|l| l.card != card);
    let role = role_of(state, card);
    let controller = state.card(host).controller;
    let cs = state.card_mut(card);
    cs.attached = Some(Attachment { host, role });
    cs.restriction = restriction;
    cs.arena = None;
    cs.damage = 0;
    cs.exhausted = false;
    cs.controller = controller;
    if !state.play.contains(&card) {
        state.play.push(card);
    }
}

/// The card stops being an upgrade and stays in play as a unit: "If the card ceases to be in play
/// as an upgrade, it loses this attachment restriction" (3.6.b).
pub(crate) fn detach(state: &mut State, card: CardId) {
    let cs = state.card_mut(card);
    cs.attached = None;
    cs.restriction = None;
}

/// The friendly Vehicles `card` (in play as a unit about to be defeated, L3-37) may attach to
/// "without a Pilot on it", other than those also about to leave play (forceteki issue #1087).
pub(crate) fn vehicles_without_pilot(state: &State, card: CardId, leaving: &[CardId]) -> Vec<CardId> {
    let seat = state.card(card).controller;
    state
        .units_of(seat)
        .filter(|&u| u != card && !leaving.contains(&u) && state.def(u).is_vehicle())
        .filter(|&u| pilots(state, u).count() < pilot_limit(state, u))
        .collect()
}
