//! Leaders (base game, shared/research/swu.md §5) and pilot leaders: the Epic Action that deploys
//! a leader as a unit — or, for a pilot leader, as a Pilot upgrade on a friendly Vehicle without
//! a Pilot, which makes that Vehicle a leader unit while it is attached.

use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule, Seat};
use crate::rules::swu::forms::{abilities_on, form};
use crate::rules::swu::model::ability::{Ability, Form};
use crate::rules::swu::model::def::CardType;
use crate::rules::swu::model::reason::Reason;
use crate::rules::swu::model::state::{Restriction, State};
use crate::rules::swu::pilot::check_pilot_host;
use crate::rules::swu::sections::SwuRule;

fn reject(reason: Reason) -> Result<(), Rejected<Reason>> {
    Err(Rejected::new(reason, Rule::from(SwuRule::Leaders)))
}

/// "Epic Action: If you control N or more resources, … Deploy this leader." Once per game, from
/// the base zone, with at least the leader's cost in resources (exhausted or not: none is spent).
///
/// # Errors
/// Why not.
pub(crate) fn check_deploy(state: &State, seat: Seat, leader: CardId) -> Result<(), Rejected<Reason>> {
    let def = state.def(leader);
    if def.card_type != CardType::Leader {
        return reject(Reason::NotALeader);
    }
    if state.player(seat).leader != leader {
        return reject(Reason::NotYourCard);
    }
    if state.player(seat).deployed || form(state, leader) != Some(Form::Leader) {
        return reject(Reason::EpicActionUsed);
    }
    let have = state.player(seat).resources.len();
    if have < usize::from(def.cost) {
        return reject(Reason::NotEnoughResourcesToDeploy { need: def.cost, have: have.min(255) as u8 });
    }
    // "Action [3 resources, Exhaust]: If you control 6 or more resources, deploy this leader."
    // (base game "Abilities": an Action's cost is paid to use it)
    if let Some(cost) = deploy_cost(state, leader) {
        if cost.exhaust && state.card(leader).exhausted {
            return Err(Rejected::new(Reason::AbilityExhausted, Rule::from(SwuRule::Abilities)));
        }
        let ready = crate::rules::swu::cost::ready_resources(state, seat).len();
        if ready < usize::from(cost.resources) {
            let available = ready.min(255) as u8;
            let reason = Reason::CannotAfford { cost: cost.resources, available };
            return Err(Rejected::new(reason, Rule::from(SwuRule::Resources)));
        }
    }
    Ok(())
}

/// The cost of a leader's deploy that is an Action of its own ("Action [3 resources, Exhaust]: If
/// you control 6 or more resources, deploy this leader.", Admiral Trench), paid as it deploys: its
/// resources (the first ready ones) and its exhaust. `None` for the usual Epic Action, which
/// costs nothing.
pub(crate) fn deploy_cost(state: &State, leader: CardId) -> Option<crate::rules::swu::model::ability::Cost> {
    state.def(leader).abilities(Form::Leader).iter().find_map(|a| match a {
        Ability::DeployAction { cost } => Some(*cost),
        _ => None,
    })
}

/// "… Deploy this leader as an upgrade on a friendly Vehicle unit without a Pilot on it." The same
/// gate as Piloting (7.5.17.a, with the overrides of 3.6.c).
///
/// # Errors
/// Why not.
pub(crate) fn check_deploy_as_pilot(
    state: &State,
    seat: Seat,
    leader: CardId,
    host: CardId,
) -> Result<(), Rejected<Reason>> {
    check_deploy(state, seat, leader)?;
    if !state.def(leader).can_deploy_as_pilot {
        return reject(Reason::CannotDeployAsPilot);
    }
    check_pilot_host(state, seat, host, Restriction::FriendlyVehicleWithoutPilot)
}

/// Whether `unit` is a leader unit: a deployed leader's unit side, or a unit a pilot leader is
/// attached to ("Attached unit is a leader unit").
pub fn is_leader_unit(state: &State, unit: CardId) -> bool {
    let def = state.def(unit);
    (def.card_type == CardType::Leader && form(state, unit) == Some(Form::Unit))
        || abilities_on(state, unit).any(|(_, a)| matches!(a, Ability::IsLeader))
}
