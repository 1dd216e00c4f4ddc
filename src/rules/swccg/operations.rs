//! Echo Base Operations (set 3): an Effect deployed on a site only while its player occupies
//! enough Echo sites, adding to its player's deploys, drains and power at every system, and
//! canceled once the opponent occupies enough Hoth sites.

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::landing::{is_site, is_system, planet_of};
use crate::rules::swccg::model::def::{Ability, CardDef, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::presence::has_presence;
use crate::rules::swccg::sections::card_text;
use crate::rules::swccg::vehicles::lose_from_table;

type Checked = Result<(), Rejected<Reason>>;

/// The sites `side` occupies (has presence at) that `holds` accepts.
fn occupied(state: &State, side: Side, holds: impl Fn(CardId) -> bool) -> usize {
    state.locations.iter().filter(|&&l| is_site(state, l) && holds(l) && has_presence(state, side, l)).count()
}

/// "Deploy on Main Power Generators if you occupy at least three Echo sites" (GEMP `Card3_034`:
/// `occupies(3, Echo_site)`): a condition to deploy, none for a card without it. Once deployed,
/// the Effect stays whatever `side` occupies (its cancel is `CanceledIfOpponentOccupies`).
pub(crate) fn check_occupies(state: &State, side: Side, def: &'static CardDef) -> Checked {
    if occupies_enough(state, side, def) {
        Ok(())
    } else {
        Err(Rejected::new(Reason::NotALocationTarget, card_text(&def.title)))
    }
}

/// Whether `side` occupies the sites `def`'s condition to deploy names (true without one).
fn occupies_enough(state: &State, side: Side, def: &CardDef) -> bool {
    def.abilities().all(|a| match a {
        Ability::DeploysIfOccupying { sites, title } => {
            occupied(state, side, |l| state.def(l).title.contains(&**title)) >= usize::from(*sites)
        }
        _ => true,
    })
}

/// The `AtEverySystem` words of `side`'s cards on the table: (deploy less, drain plus, power
/// plus), added up.
fn at_every_system(state: &State, side: Side) -> (u8, u8, u8) {
    state
        .player(side)
        .table
        .iter()
        .filter(|&&c| state.card(c).at.is_some())
        .flat_map(|&c| state.def(c).abilities())
        .fold((0u8, 0u8, 0u8), |(d, f, p), a| match a {
            Ability::AtEverySystem { deploy_less, drain_plus, power_plus } => {
                (d.saturating_add(*deploy_less), f.saturating_add(*drain_plus), p.saturating_add(*power_plus))
            }
            _ => (d, f, p),
        })
}

/// "At every system location, you deploy is -1" (GEMP `DeployCostToLocationModifier`: `side`'s
/// cards deploying to a system): what comes off a deploy of `side`'s to `location`.
pub(crate) fn deploy_less(state: &State, side: Side, location: CardId) -> u8 {
    if is_system(state, location) {
        at_every_system(state, side).0
    } else {
        0
    }
}

/// "… your Force drains are +2": what `side`'s drain at the system `location` gains.
pub(crate) fn drain_plus(state: &State, side: Side, location: CardId) -> u8 {
    if is_system(state, location) {
        at_every_system(state, side).1
    } else {
        0
    }
}

/// "… and your total power is +3 in battles": what `side`'s total power in a battle at the
/// system `location` gains.
pub(crate) fn power_plus(state: &State, side: Side, location: CardId) -> u8 {
    if is_system(state, location) {
        at_every_system(state, side).2
    } else {
        0
    }
}

/// "Effect canceled if opponent occupies five Hoth sites" (GEMP: checked whenever the table
/// changes): each Effect on the table saying it is lost once its owner's opponent has presence
/// at that many sites of the planet.
pub(crate) fn settle(state: &mut State, events: &mut Vec<Event>) {
    let mut canceled = Vec::new();
    for side in Side::BOTH {
        for &c in &state.player(side).table {
            let at = state.card(c).at.is_some();
            let cancel = at
                && state.def(c).abilities().any(|a| match a {
                    Ability::CanceledIfOpponentOccupies { sites, planet } => {
                        occupied(state, side.opponent(), |l| planet_of(state, l) == Some(&**planet))
                            >= usize::from(*sites)
                    }
                    _ => false,
                });
            if cancel {
                canceled.push(c);
            }
        }
    }
    for c in canceled {
        lose_from_table(state, c, events);
    }
}
