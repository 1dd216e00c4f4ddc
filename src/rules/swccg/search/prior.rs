//! The prior for the playout policy ([`Searchable::prior`](crate::ai::Searchable::prior)): a
//! score per kind of action, read off the action and the state without applying it. Force
//! drains and battles one can win come first, then deploying (costlier cards first), firing, and
//! moves that take a location to drain; other moves and the unlimited ones score below passing,
//! so playouts do not wander.

use super::evaluate::power_at;
use crate::engine::Table;
use crate::rules::swccg::deploy::dest_location;
use crate::rules::swccg::model::action::{Action, Source};
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::model::state::{Declared, Phase, Prompt};
use crate::rules::swccg::presence::{controls, has_presence};
use crate::rules::swccg::stats::forfeit;

pub(crate) fn prior(state: &State, side: Side, action: &Action) -> f64 {
    let cost = |card| f64::from(state.def(card).deploy.unwrap_or(0));
    match *action {
        Action::ForceDrain { .. } => 10.0,
        Action::Activate { n } => 3.0 + f64::from(n),
        Action::DeployLocation { .. } => 4.0,
        Action::Deploy { card, .. } => 3.0 + cost(card),
        Action::DeployWith { card, rider, .. } => 3.5 + cost(card) + cost(rider),
        Action::Battle { location, .. } => {
            let mine = f64::from(power_at(state, side, location));
            let theirs = f64::from(power_at(state, side.opponent(), location));
            if mine > theirs {
                6.0 + mine - theirs
            } else {
                -1.0
            }
        }
        Action::Fire { .. } => 5.0,
        Action::FireAtTwo { .. } => 5.5,
        Action::Interrupt { .. } => 2.0,
        Action::InterruptAsLost { .. } => 1.5,
        Action::DeployOnSide { .. } => 1.0,
        Action::Move { to, .. } => match dest_location(state, to) {
            // A move that takes a location the opponent has Force icons at and no presence.
            Some(l) if !controls(state, side, l) && !has_presence(state, side.opponent(), l) => {
                let icons = state.def(l).location.as_ref().map_or(0, |f| f.icons(side.opponent()));
                if icons > 0 {
                    4.0 + f64::from(icons)
                } else {
                    0.3
                }
            }
            _ => 0.3,
        },
        Action::Draw if state.player(side).hand.len() < 3 => 0.7,
        Action::Draw => 0.2,
        Action::Forfeit { card } | Action::LoseCard { card } => -f64::from(forfeit(state, card)),
        Action::Lose { from: Source::Hand(card) } => 1.0 - 0.1 * cost(card),
        Action::Lose { .. } | Action::LoseAll { .. } => 0.0,
        Action::Redraw => match &state.prompt {
            Some(Prompt::Redraw { .. }) => 0.5,
            _ => 0.0,
        },
        Action::TakeIntoHand { .. } => 0.6,
        Action::Peek { .. } => 0.1,
        // Caller: the opponent's droid becomes one's own.
        Action::Steal { .. } => 2.0,
        // A Tractor Beam: the opponent's starship captured, if the destiny beats it.
        Action::TractorBeam { .. } => 1.0,
        // Tamizander Rey: one's own character free to pass the closed shield doors, when it may
        // move (the move phase); never the opponent's, nor the once-a-turn use spent earlier.
        Action::Immunize { card, target } => {
            if state.phase == Phase::Move && state.owner(target) == state.owner(card) {
                0.1
            } else {
                0.0
            }
        }
        // Restraining Bolt: onto the opponent's droid, away from one's own.
        Action::Transfer { card, to } => {
            if state.owner(to) != state.owner(card) {
                0.8
            } else {
                -0.2
            }
        }
        // Taking a card, or moving one of the opponent's out of hand.
        Action::Pick { .. } => 1.0,
        // A 'sentry' declares its option: the total power +1 weighs a little more.
        Action::Declare { option: Declared::Power } => 1.1,
        Action::Declare { .. } => 1.0,
        // K'lor'slug: power for ability that would not draw destiny; weighed by the amount.
        Action::RaisePower { force, .. } => 0.3 * f64::from(force),
        Action::Evacuate { .. } => 0.3,
        // Obi-Wan's Cape: the opponent's character leaves the battle, or is lost.
        Action::SendAway { .. } => 1.0,
        // Magnetic Suction Tube: the opponent's character out of the way; not one's own.
        Action::SuckUp { card, target, .. } if state.owner(target) != state.owner(card) => 1.0,
        Action::SuckUp { .. } => -1.0,
        // Blaster Rack: a weapon put away is out of play until taken back; taken back, it arms a
        // character as a deploy would.
        Action::RackWeapon { .. } => -0.5,
        Action::TakeFromRack { weapon, .. } => 2.0 + cost(weapon),
        // Crash Site Memorial: a lost card kept within reach; an exchange takes back a card of more
        // use than the one put there (the dearer to deploy).
        Action::Stack { .. } => 0.5,
        // Bacta Tank: the 'patient' back to hand, for its deploy cost.
        Action::TakeStacked { .. } => 0.5,
        // Beggar: the opponent's Force, once a turn (a second loses Beggar at the turn's end).
        // Commence Recharging: one's own Force given up, for nothing these decks can use.
        Action::StackForce { .. } => -1.0,
        Action::UseOpponentsForce { .. } if state.borrowed.used == 0 => 0.3,
        Action::UseOpponentsForce { .. } => -1.0,
        Action::ExchangeStacked { card, stacked, .. } => 0.2 * (cost(stacked) - cost(card)),
        // The card lost to Friendly Fire: the cheapest to lose.
        // Operating on the opponent's character is worth it; on one's own, not.
        Action::Operate => match &state.prompt {
            Some(Prompt::Operate { chooser, patient, .. }) if state.owner(*patient) != *chooser => 2.0,
            _ => 0.0,
        },
        Action::Replace { .. } => 2.0,
        // Raising one's own converted location back to the top: its icons and text are one's own.
        Action::Raise { .. } => 1.0,
        // A bluff card adds 1 to the drain there, at the risk of 2 Force if it is called; calling
        // one is worth trying.
        Action::Bluff { .. } => 0.2,
        // Moving the Death Star along the parsecs: rarely worth its Force.
        Action::MoveSystem { .. } => 0.05,
        // Moving artillery with two warriors: their moves, and the weapon goes along.
        Action::Carry { .. } => 0.3,
        Action::FlipBluff { .. } => 0.6,
        // Cancelling the opponent's destiny just drawn: more worth the higher it is.
        Action::CancelDestiny => match &state.prompt {
            Some(Prompt::DestinyGain { value, .. }) => 0.2 * f64::from(*value),
            _ => 0.0,
        },
        Action::Pass => 0.5,
        // A 'react' joins a battle or Force drain against its side.
        Action::React { .. } => 2.0,
        Action::Embark { .. } | Action::Disembark { .. } | Action::Seat { .. } => 0.2,
    }
}
