//! Effects deployed on a side of the table (Logistical Delay, Astromech Shortage: "Use N Force to
//! deploy on opponent's side of table"; `At::Side`), and what they do there to that side's deploy
//! costs.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::deploy::{check_unique, from_hand_to};
use crate::rules::swccg::force::{check_force, use_force};
use crate::rules::swccg::model::def::{Ability, CardDef, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, State};
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

/// "… deploy on your side of table" (Too Cold For Speeders) rather than the opponent's: the side
/// whose table `side`'s Effect `def` goes on.
pub(crate) fn side_deployed_on(def: &CardDef, side: Side) -> Side {
    let yours = def.abilities().any(|a| matches!(a, Ability::DeploysOnSide { yours: true, .. }));
    if yours {
        side
    } else {
        side.opponent()
    }
}

/// May `side` deploy the Effect `card` from hand on the opponent's side of the table (its own,
/// when its text says so), using
/// `force`? (A unique one: while no copy is on the table.)
pub(crate) fn check_deploy_on_side(state: &State, side: Side, card: CardId, force: u8) -> Checked {
    if !state.in_hand(side, card) {
        return Err(Reason::NotInHand.by(SwccgRule::Deploy));
    }
    let Some(cost) = side_deploy_force(state.def(card)) else {
        return Err(Rejected::new(Reason::NoSideDeploy, card_text(&state.def(card).title)));
    };
    check_unique(state, card)?;
    check_force(state, side, cost, force, SwccgRule::Deploy)
}

/// Deploys it there.
pub(crate) fn deploy_on_side(state: &mut State, side: Side, card: CardId, force: u8, events: &mut Vec<Event>) {
    use_force(state, side, force);
    let on = side_deployed_on(state.def(card), side);
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
