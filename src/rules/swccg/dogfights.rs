//! Starfighters against each other outside a battle's weapons: Tallon Roll (a TIE/ln and a Rebel
//! starfighter at one system, each player's destiny and stats compared) and Corellian Slip's
//! answer to it.

use crate::engine::{CardId, Table};
use crate::rules::swccg::battle::end_if_presence_gone;
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::def::{Ability, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::state::{BattleStep, Moment, State, Step};
use crate::rules::swccg::occupants::is_piloted;
use crate::rules::swccg::responses::queue;
use crate::rules::swccg::starship::{is_starfighter, maneuver, power};
use crate::rules::swccg::vehicles::lose_from_table;
use crate::rules::swccg::walkers::best_pilot_ability;

/// Tallon Roll: "Target two starfighters (your TIE/ln and any Rebel starfighter) present at same
/// system or sector" (GEMP `Card1_270`: the TIE piloted): `target` is the opponent's starfighter
/// of `theirs` on its own at a system or sector; the starfighter of `side`'s `mine` there, piloted,
/// it rolls with — the one of highest power and maneuver, its player's best choice (GEMP lets it
/// choose: this engine's Interrupts take one target).
pub(crate) fn partner(state: &State, side: Side, mine: &Kinds, theirs: &Kinds, target: CardId) -> Option<CardId> {
    let location = state.location_of(target)?;
    let tdef = state.def(target);
    let ok = state.owner(target) == side.opponent()
        && is_starfighter(tdef)
        && theirs.holds(tdef)
        && state.top_level_at(side.opponent(), location).contains(&target)
        && !is_site(state, location);
    if !ok {
        return None;
    }
    state
        .top_level_at(side, location)
        .into_iter()
        .filter(|&c| is_starfighter(state.def(c)) && mine.holds(state.def(c)) && is_piloted(state, c))
        .max_by_key(|&c| power(state, c).saturating_add(maneuver(state, c).unwrap_or(0)))
}

/// Plays it on `target`: the roll resolves once the opponent's window on the Interrupt just
/// played closes (Corellian Slip: "If opponent just initiated a Tallon Roll"); in a battle's
/// weapons segment that window is opened for every Interrupt (`apply.rs`), elsewhere here.
pub(crate) fn play(
    state: &mut State,
    side: Side,
    card: CardId,
    (mine, theirs): (&Kinds, &Kinds),
    target: Option<CardId>,
) {
    let Some(t) = target else { return };
    let Some(partner) = partner(state, side, mine, theirs, t) else { return };
    state.pending.push(Step::Duel { side, card, mine: partner, theirs: t, slipped: false });
    if !state.battle.as_ref().is_some_and(|b| b.step == BattleStep::Weapons) {
        queue(state, side.opponent(), Moment::Played { card });
    }
}

/// Corellian Slip: "If opponent just initiated a Tallon Roll": the Interrupt just played is the
/// opponent's roll, waiting on the queue, against one of `side`'s starfighters.
pub(crate) fn may_slip(state: &State, side: Side, to: Moment) -> bool {
    let Moment::Played { card } = to else { return false };
    state.pending.iter().any(|s| {
        matches!(*s, Step::Duel { card: c, theirs, slipped: false, .. } if c == card && state.owner(theirs) == side)
    }) && state.def(card).abilities().any(|a| matches!(a, Ability::StarfightersDuel { .. }))
}

/// "… add your maneuver + ability of one pilot on your targeted starfighter to your total": the
/// roll waiting on the queue counts them as it resolves.
pub(crate) fn slip(state: &mut State, to: Moment) {
    let Moment::Played { card } = to else { return };
    for step in &mut state.pending {
        if let Step::Duel { card: c, slipped, .. } = step {
            if *c == card {
                *slipped = true;
            }
        }
    }
}

/// "Each player draws destiny. Opponent totals destiny and starship's power. You total destiny,
/// TIE's power and TIE's maneuver. Lowest total loses starfighter." A failed draw (an empty
/// Reserve Deck) loses its player's starfighter, unless both fail (GEMP); a tie loses none.
pub(crate) fn resolve(
    state: &mut State,
    side: Side,
    card: CardId,
    [mine, theirs]: [CardId; 2],
    slipped: bool,
    events: &mut Vec<Event>,
) {
    if state.card(mine).at.is_none() || state.card(theirs).at.is_none() {
        return;
    }
    let my_draw = text_destiny(state, side, card, 0, events);
    let their_draw = text_destiny(state, side.opponent(), card, 0, events);
    let my_total = |d: u8| d.saturating_add(power(state, mine)).saturating_add(maneuver(state, mine).unwrap_or(0));
    let slip = if slipped {
        maneuver(state, theirs).unwrap_or(0).saturating_add(best_pilot_ability(state, theirs))
    } else {
        0
    };
    let their_total = |d: u8| d.saturating_add(power(state, theirs)).saturating_add(slip);
    let loser = match (my_draw, their_draw) {
        (None, None) => None,
        (None, Some(_)) => Some(mine),
        (Some(_), None) => Some(theirs),
        (Some(a), Some(b)) => match my_total(a).cmp(&their_total(b)) {
            std::cmp::Ordering::Greater => Some(theirs),
            std::cmp::Ordering::Less => Some(mine),
            std::cmp::Ordering::Equal => None,
        },
    };
    if let Some(lost) = loser {
        lose_from_table(state, lost, events);
        end_if_presence_gone(state, events);
    }
}
