//! Deploying starfighters ([S11], [S12]).

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::landing::{is_docking_bay, is_system};
use crate::rules::swccg::model::action::Dest;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{Slot, State};
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::starship::{has_permanent_pilot, is_capital};

type Checked = Result<(), Rejected<Reason>>;

/// Where a starfighter may deploy. [S11] "A starfighter with a permanent pilot aboard may
/// deploy: 1. at docking bays; 2. aboard capital starships able to carry starfighters; 3. at
/// systems." [S12] "A starfighter without a permanent pilot may deploy: 1. at any of those three
/// places simultaneously with a pilot …; 2. 'empty' at a docking bay or aboard one of your
/// capital starships able to carry starfighters — but never directly at a system."
/// `with_pilot`: a pilot deploys aboard it in the same action. (Room aboard a capital starship
/// is checked with the capacity rules.)
pub(crate) fn check_destination(state: &State, card: CardId, to: Dest, with_pilot: bool) -> Checked {
    let def = state.def(card);
    match to {
        Dest::At(location) if is_docking_bay(state, location) => Ok(()),
        Dest::At(location) if is_system(state, location) => {
            if has_permanent_pilot(def) || with_pilot {
                Ok(())
            } else {
                Err(Reason::EmptyStarfighterAtSystem.by(SwccgRule::S12))
            }
        }
        Dest::Aboard { host, slot: Slot::Cargo } if is_capital(state.def(host)) => Ok(()),
        Dest::Aboard { .. } => Err(Reason::NotCargo.by(SwccgRule::S11)),
        Dest::At(_) | Dest::On(_) => Err(Reason::StarfighterNotThere.by(SwccgRule::S11)),
    }
}
