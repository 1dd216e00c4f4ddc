//! Enhancements on cards (research notes lcg.md §1 "Deployment": enhancements attach where their
//! "Enhance …" line says). What an attached card gives its host is a constant ability
//! (`constants.rs`).

use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule};
use crate::rules::lcg::mission::is_objective;
use crate::rules::lcg::model::def::{Enhance, Side};
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::sections::LcgRule;
use crate::rules::lcg::targeting::is_unit_in_play;

/// May `side` attach enhancement `card` to `host`? "Enhance a Vehicle unit", "Enhance a friendly
/// Vehicle unit", "Enhance a Character unit", "Enhance an objective".
pub(crate) fn check_host(state: &State, side: Side, card: CardId, host: CardId) -> Result<(), Rejected<Reason>> {
    let refuse =
        |line: &'static str| Err(Rejected::new(Reason::EnhanceLineRefuses { line }, Rule::from(LcgRule::Deployment)));
    let Some(enhance) = state.def(card).enhance else { return refuse("nothing") };
    if !state.in_play(host) {
        return Err(Rejected::new(Reason::HostNotInPlay, Rule::from(LcgRule::Deployment)));
    }
    let unit_with = |t: &str| is_unit_in_play(state, host) && state.def(host).has_trait(t);
    let ok = match enhance {
        Enhance::YourPlayArea => return refuse("Enhance your play area."),
        Enhance::VehicleUnit => unit_with("Vehicle"),
        Enhance::FriendlyVehicleUnit => unit_with("Vehicle") && state.card(host).controller == side,
        Enhance::CharacterUnit => unit_with("Character"),
        Enhance::Objective => is_objective(state, host),
        Enhance::DeathStarDial => false,
    };
    if ok {
        Ok(())
    } else {
        refuse(line(enhance))
    }
}

fn line(enhance: Enhance) -> &'static str {
    match enhance {
        Enhance::YourPlayArea => "Enhance your play area.",
        Enhance::VehicleUnit => "Enhance a Vehicle unit.",
        Enhance::FriendlyVehicleUnit => "Enhance a friendly Vehicle unit.",
        Enhance::CharacterUnit => "Enhance a Character unit.",
        Enhance::Objective => "Enhance an objective.",
        Enhance::DeathStarDial => "Enhance the Death Star dial.",
    }
}
