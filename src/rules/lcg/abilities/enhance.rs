//! Enhancements on cards (research notes lcg.md §1 "Deployment": enhancements attach where their
//! "Enhance …" line says) and what an attached card grants its host.

use crate::engine::{CardId, Rejected, Rule};
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::mission::is_objective;
use crate::rules::lcg::model::def::{Effect, Enhance, Icons, Keyword, Side};
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::sections::LcgRule;
use crate::rules::lcg::stats;
use crate::rules::lcg::targeting::is_unit_in_play;

/// May `side` attach enhancement `card` to `host`? "Enhance a Vehicle unit", "Enhance a friendly
/// Vehicle unit", "Enhance a Character unit", "Enhance an objective".
pub fn check_host(state: &State, side: Side, card: CardId, host: CardId) -> Result<(), Rejected<Reason>> {
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

/// What the cards attached to `host` grant it now: "Enhanced unit gains [UD][BD]" (Astromech
/// Droid Upgrade), "+3 damage capacity" (Defense Upgrade), "gains shielding" (R2-D2), Tycho
/// Celchu's "Enhanced Fighter unit gains shielding and protect Vehicle", Hoth Survival Gear's
/// "+1 damage capacity for each Hoth objective you control".
pub fn grants(state: &State, host: CardId) -> Grants {
    let mut grants = Grants::default();
    for attached in state.attachments_of(host) {
        for effect in triggers::abilities(state, attached) {
            match effect {
                Effect::GrantHost { host_traits, keywords, icons, capacity } => {
                    if !host_traits.is_empty() && !host_traits.iter().any(|t| state.def(host).has_trait(t)) {
                        continue;
                    }
                    grants.keywords.extend(keywords.iter().copied());
                    grants.icons = stats::add(grants.icons, *icons);
                    grants.capacity = grants.capacity.saturating_add(*capacity);
                }
                Effect::HostCapacityPerObjective { objective_trait, amount } => {
                    let controller = state.card(attached).controller;
                    let n = stats::controlled_in_play(state, controller)
                        .filter(|&o| is_objective(state, o) && state.def(o).has_trait(objective_trait))
                        .count() as u8;
                    grants.capacity = grants.capacity.saturating_add(n.saturating_mul(*amount));
                }
                _ => {}
            }
        }
    }
    grants
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Grants {
    pub keywords: Vec<Keyword>,
    pub icons: Icons,
    pub capacity: u8,
}
