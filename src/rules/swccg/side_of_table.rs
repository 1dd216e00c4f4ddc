//! Effects deployed on a side of the table (Logistical Delay, Astromech Shortage: "Use N Force to
//! deploy on opponent's side of table"; `At::Side`), and what they do there to that side's deploy
//! costs; an Immediate Effect deployed on its player's own side in answer to a move (Breached
//! Defenses), and what it adds to that player's total power.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::deploy::{check_unique, from_hand_to};
use crate::rules::swccg::force::{check_force, use_force};
use crate::rules::swccg::landing::{is_site, planet_of};
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Moment, State};
use crate::rules::swccg::presence::has_presence;
use crate::rules::swccg::sections::{card_text, SwccgRule};

type Checked = Result<(), Rejected<Reason>>;

/// "Use N Force to deploy on opponent's side of table" (Logistical Delay, Astromech Shortage):
/// N, if `def` says it.
pub(crate) fn side_deploy_force(def: &CardDef) -> Option<u8> {
    def.abilities().find_map(|a| match a {
        Ability::DeploysOnSide { force, .. } => Some(*force),
        _ => None,
    })
}

/// What deploying `card` on a side of the table costs now: its N, or nothing while the card its
/// text names is on the table (Mantellian Savrip: "Use 3 Force to deploy on your side of table
/// (free if C-3PO on table)").
pub(crate) fn side_deploy_cost(state: &State, card: CardId) -> Option<u8> {
    let on_table = |title: &str| {
        Side::BOTH.into_iter().any(|s| state.player(s).table.iter().any(|&c| state.def(c).is_named(title)))
    };
    state.def(card).abilities().find_map(|a| match a {
        Ability::DeploysOnSide { free_with: Some(title), .. } if on_table(title) => Some(0),
        Ability::DeploysOnSide { force, .. } => Some(*force),
        _ => None,
    })
}

/// May `side` deploy the Effect `card` from hand on the opponent's side of the table (its own,
/// when its text says so), using
/// `force`? (A unique one: while no copy is on the table.)
pub(crate) fn check_deploy_on_side(state: &State, side: Side, card: CardId, force: u8) -> Checked {
    if !state.in_hand(side, card) {
        return Err(Reason::NotInHand.by(SwccgRule::Deploy));
    }
    let Some(cost) = side_deploy_cost(state, card) else {
        return Err(Rejected::new(Reason::NoSideDeploy, card_text(&state.def(card).title)));
    };
    check_unique(state, card)?;
    check_force(state, side, cost, force, SwccgRule::Deploy)
}

/// Deploys it there.
pub(crate) fn deploy_on_side(state: &mut State, side: Side, card: CardId, force: u8, events: &mut Vec<Event>) {
    use_force(state, side, force);
    let on = side_it_goes(state.def(card), side);
    from_hand_to(state, side, card, At::Side(on));
    events.push(Event::DeployedOnSide { card, side: on, force });
}

/// "All opponent's TIEs are deploy +1", "All opponent's starships with a [Nav Computer] icon are
/// deploy +1": what the Effects on `side`'s side of the table add to its card `def`'s cost.
pub(crate) fn more_on_side(state: &State, side: Side, def: &CardDef) -> u8 {
    Side::BOTH
        .into_iter()
        .flat_map(|s| state.player(s).table.iter().copied())
        .filter(|&c| state.card(c).at == Some(At::Side(side)))
        .flat_map(|c| state.def(c).abilities())
        .map(|a| match a {
            Ability::DeployMoreOnSide { who, icon, amount }
                if who.holds(def) && icon.is_none_or(|i| def.has_icon(i)) =>
            {
                *amount
            }
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// Breached Defenses: "If an Imperial just moved to an Echo site, deploy on your side of table":
/// whether `def` says it.
pub(crate) fn is_immediate(def: &CardDef) -> bool {
    def.abilities().any(|a| matches!(a, Ability::DeploysOnYourSideWhenMoved { .. }))
}

/// The side of the table `side`'s Effect `def` goes on: its own when its text says "deploy on
/// your side of table" (Too Cold For Speeders; the Immediate Effect Breached Defenses), the
/// opponent's for the others ("… on opponent's side of table").
pub(crate) fn side_it_goes(def: &CardDef, side: Side) -> Side {
    let yours = def.abilities().any(|a| matches!(a, Ability::DeploysOnSide { yours: true, .. }));
    if yours || is_immediate(def) {
        side
    } else {
        side.opponent()
    }
}

/// May `side` deploy the Immediate Effect `card` from hand now, answering `to` (free: its text
/// names no Force)? "If an Imperial just moved to an Echo site": the card just moved is of `who`,
/// at a site whose title holds `to` (GEMP `movedToLocation(Imperial, Echo_site)`).
pub(crate) fn check_immediate(state: &State, side: Side, to: Moment, card: CardId, force: u8) -> Checked {
    if !state.in_hand(side, card) {
        return Err(Reason::NotInHand.by(SwccgRule::Deploy));
    }
    let def = state.def(card);
    let fits = def.abilities().any(|a| match (a, to) {
        (Ability::DeploysOnYourSideWhenMoved { who, to: title }, Moment::Moved { card: moved }) => {
            who.holds(state.def(moved))
                && matches!(state.card(moved).at, Some(At::Location(l)) if is_site(state, l) && state.def(l).title.contains(&**title))
        }
        _ => false,
    });
    if !def.is(CardType::Effect) || !fits {
        return Err(Rejected::new(Reason::NoSideDeploy, card_text(&def.title)));
    }
    check_unique(state, card)?;
    check_force(state, side, 0, force, SwccgRule::Deploy)
}

/// Deploys the Immediate Effect on `side`'s own side of the table.
pub(crate) fn deploy_immediate(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    from_hand_to(state, side, card, At::Side(side));
    events.push(Event::DeployedOnSide { card, side, force: 0 });
}

/// Breached Defenses on `side`'s side of the table: "While you have presence at an Echo site, your
/// total power is +1 in battles at Hoth sites": what it adds to `side`'s total power at
/// `location`.
pub(crate) fn power_on_side(state: &State, side: Side, location: CardId) -> u16 {
    if !is_site(state, location) {
        return 0;
    }
    state
        .player(side)
        .table
        .iter()
        .copied()
        .filter(|&c| state.card(c).at == Some(At::Side(side)))
        .flat_map(|c| state.def(c).abilities())
        .map(|a| match a {
            Ability::PowerWithPresenceAt { power, presence, planet }
                if planet_of(state, location) == Some(&**planet)
                    && state.locations.iter().any(|&l| {
                        is_site(state, l) && state.def(l).title.contains(&**presence) && has_presence(state, side, l)
                    }) =>
            {
                u16::from(*power)
            }
            _ => 0,
        })
        .sum()
}
