//! Hoth's cold: the marker sites ("Hoth: North Ridge (4th Marker)", `LocationDef::marker`) under
//! 'nighttime conditions' (Sunsdown, Nightfall on their system), and the cards of set 3 that act
//! there: Cold Feet and Stop Motion (Interrupts that draw a destiny against a card at a marker
//! site, +2 at night), Too Cold For Speeders (non-creature vehicles stopped there at night) and
//! Frostbite (Force lost at the end of each turn for the characters present there at night),
//! Exposure (the characters present or missing at exterior ones at night lost, for a Force each)
//! and The Shield Doors Must Be Closed (no movement to or from its site at night but to an Echo
//! site).

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::battle::end_if_presence_gone;
use crate::rules::swccg::devices::immune_to;
use crate::rules::swccg::force::{can_lose, text_destiny, use_force};
use crate::rules::swccg::here::nighttime;
use crate::rules::swccg::interrupts::{option_force, option_holds};
use crate::rules::swccg::landing::{is_exterior, is_site};
use crate::rules::swccg::missing::present_or_missing;
use crate::rules::swccg::model::def::{Ability, CardType, Class, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Held, Phase, Prompt, State};
use crate::rules::swccg::sections::{card_text, SwccgRule};
use crate::rules::swccg::vehicles::lose_from_table;

type Checked = Result<(), Rejected<Reason>>;

/// "Any marker site" (GEMP `Filters.marker_site`: a site with a `MARKER_1`…`MARKER_7` keyword):
/// a site printed with its marker number.
pub(crate) fn is_marker_site(state: &State, location: CardId) -> bool {
    state.def(location).location.as_ref().is_some_and(|l| l.marker.is_some())
}

/// "Site under 'nighttime conditions'" (Sunsdown, Nightfall: "to cause 'nighttime conditions' at
/// related sites"; GEMP `Filters.under_nighttime_conditions`).
pub(crate) fn under_nighttime(state: &State, location: CardId) -> bool {
    is_site(state, location) && nighttime(state, location) > 0
}

/// A marker site under 'nighttime conditions' (Too Cold For Speeders, Frostbite).
fn night_marker(state: &State, location: CardId) -> bool {
    is_marker_site(state, location) && under_nighttime(state, location)
}

/// Cold Feet, Stop Motion: "Target a character (one creature vehicle) at any marker site": the
/// card `target` is one the Interrupt's word names (`who`), on the table at a marker site.
pub(crate) fn check_target(state: &State, ability: &Ability, target: Option<CardId>) -> Option<Checked> {
    let who = match ability {
        Ability::HaltsAtMarkerSite { who, .. } | Ability::LosesAtMarkerSite { who, .. } => who,
        _ => return None,
    };
    let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
    let at_marker = state.card(t).at.is_some() && state.location_of(t).is_some_and(|l| is_marker_site(state, l));
    Some(option_holds(at_marker && who.holds(state.def(t))))
}

/// Whether `ability` is one of the words [`check_target`] checks (its Interrupt targets any card
/// on the table that the check accepts).
pub(crate) fn targets_at_marker_site(ability: &Ability) -> bool {
    matches!(ability, Ability::HaltsAtMarkerSite { .. } | Ability::LosesAtMarkerSite { .. })
}

/// Plays it on `target`: "Draw destiny. If site under 'nighttime conditions,' add 2 to destiny
/// draw." Cold Feet: "If total destiny > ability, character may not move for remainder of turn"
/// (held, as Rebel Barrier holds: `State::held`, cleared at the end of the turn). Stop Motion:
/// "Tauntaun lost if total destiny > 5. Other creature vehicle lost if total destiny > 3." A
/// failed draw (an empty Reserve Deck) does nothing (GEMP).
pub(crate) fn play(
    state: &mut State,
    side: Side,
    card: CardId,
    ability: &Ability,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let Some(t) = target else { return };
    let Some(site) = state.location_of(t) else { return };
    let night = |plus: u8| if under_nighttime(state, site) { plus } else { 0 };
    match ability {
        Ability::HaltsAtMarkerSite { night_plus, .. } => {
            let plus = night(*night_plus);
            let ability = crate::rules::swccg::stats::ability(state, t);
            if text_destiny(state, side, card, plus, events).is_some_and(|total| total > ability) {
                state.held.push(Held { card: t, battle: false, battle_only: false, source: card });
                events.push(Event::Held { card: t, battle: false });
            }
        }
        Ability::LosesAtMarkerSite { night_plus, over, named, named_over, .. } => {
            let plus = night(*night_plus);
            let limit = if named.holds(state.def(t)) { *named_over } else { *over };
            if text_destiny(state, side, card, plus, events).is_some_and(|total| total > limit) {
                lose_from_table(state, t, events);
                end_if_presence_gone(state, events);
            }
        }
        _ => {}
    }
}

/// Too Cold For Speeders: "Non-creature vehicles at marker sites under 'nighttime conditions' are
/// power = 0, maneuver = 0 and landspeed = 0": whether `card` is such a vehicle while an Effect
/// saying it is on the table (GEMP: reset modifiers, so nothing added raises them).
pub(crate) fn too_cold(state: &State, card: CardId) -> bool {
    let def = state.def(card);
    if !def.is(CardType::Vehicle) || def.is_class(Class::Creature) {
        return false;
    }
    let Some(location) = state.location_of(card) else { return false };
    night_marker(state, location)
        && Side::BOTH.into_iter().flat_map(|s| state.player(s).table.iter()).any(|&c| {
            state.card(c).at.is_some()
                && state.def(c).abilities().any(|a| matches!(a, Ability::StopsVehiclesAtNightMarkers))
        })
}

/// Frostbite: "At the end of each player's turn, for every character that player has present at
/// a marker site under 'nighttime conditions,' that player must lose 1 Force": what the player
/// whose turn ends owes, from each such Effect on the table (each copy counts).
/// A character immune to the Effect (Hoth Survival Gear: "immune to Frostbite") is not counted;
/// "(2 if character is missing)": a missing character there counts `per_missing` (GEMP
/// `Card3_101`: `SpotOverride.INCLUDE_MISSING`).
pub(crate) fn turn_end_loss(state: &State) -> u16 {
    let side = state.active;
    let effects = Side::BOTH
        .into_iter()
        .flat_map(|s| state.player(s).table.iter().copied())
        .filter(|&c| state.card(c).at.is_some())
        .flat_map(|c| {
            state.def(c).abilities().filter_map(move |a| match a {
                Ability::NightMarkerLoss { per_character, per_missing } => {
                    Some((c, u16::from(*per_character), u16::from(*per_missing)))
                }
                _ => None,
            })
        });
    let mut owed = 0u16;
    for (effect, per, per_missing) in effects {
        let title = &state.def(effect).title;
        let cold = state.player(side).table.iter().filter(|&&c| {
            state.def(c).is(CardType::Character)
                && present_or_missing(state, c)
                && state.location_of(c).is_some_and(|l| night_marker(state, l))
                && !immune_to(state, c, title)
        });
        for &c in cold {
            owed = owed.saturating_add(if state.card(c).missing { per_missing } else { per });
        }
    }
    owed
}

/// At the end of the turn, before the Used Piles are recycled: the Force Frostbite takes, lost as
/// any Force is (`Prompt::LoseForce`, its player choosing from where). True when a loss is owed
/// (the turn ends once it is paid, `Step::EndTurn`).
pub(crate) fn offer_turn_end_loss(state: &mut State) -> bool {
    let amount = turn_end_loss(state);
    if amount == 0 || !can_lose(state, state.active) {
        return false;
    }
    state.prompt = Some(Prompt::LoseForce { chooser: state.active, amount });
    true
}

/// "Deploy between Echo Docking Bay and innermost marker site" (GEMP `Card3_111`:
/// `canSpot(marker_site)`, the Effect attached to Echo Docking Bay): whether a marker site is on
/// the table for it.
pub(crate) fn marker_site_on_table(state: &State) -> bool {
    state.locations.iter().any(|&l| is_marker_site(state, l))
}

/// The Effect on `site` that closes it at night, and the word of the titles of the sites still
/// open from it (`ClosedAtNight`), while `site` is under 'nighttime conditions'.
fn closed_by(state: &State, site: CardId) -> Option<(CardId, &str)> {
    if !crate::rules::swccg::here::under_nighttime(state, site) {
        return None;
    }
    Side::BOTH.into_iter().flat_map(|s| state.player(s).table.iter().copied()).find_map(|c| {
        if state.card(c).at != Some(At::On(site)) {
            return None;
        }
        state.def(c).abilities().find_map(|a| match a {
            Ability::ClosedAtNight { unless } => Some((c, &**unless)),
            _ => None,
        })
    })
}

/// The Shield Doors Must Be Closed: "When under 'nighttime conditions,' no movement is allowed to
/// or from Echo Docking Bay unless it is to or from an Echo site" (GEMP `Card3_111`:
/// `MayNotMoveFromLocationToLocationModifier` both ways, while the Effect's site is under
/// 'nighttime conditions'): a move from `from` to `to`, either end closed so, is refused unless
/// the other end is a site whose title holds the word; citing the Effect. `card`, what moves, made
/// immune to the Effect (Tamizander Rey's word, `protection.rs`) moves as if it were not there.
pub(crate) fn check_doors(state: &State, card: CardId, from: Option<CardId>, to: Option<CardId>) -> Checked {
    let (Some(from), Some(to)) = (from, to) else { return Ok(()) };
    if from == to {
        return Ok(());
    }
    for (closed, other) in [(from, to), (to, from)] {
        if let Some((effect, unless)) = closed_by(state, closed) {
            let open = is_site(state, other) && state.def(other).title.contains(unless);
            if !open && !crate::rules::swccg::devices::immune_to(state, card, &state.def(effect).title) {
                let reason =
                    Reason::ClosedAtNight { site: state.def(closed).title.to_string(), unless: unless.to_string() };
                return Err(Rejected::new(reason, card_text(&state.def(effect).title)));
            }
        }
    }
    Ok(())
}

/// Exposure: "the total number of characters present or missing at exterior marker sites under
/// 'nighttime conditions'" (GEMP `Card3_124`: either side's, `SpotOverride.INCLUDE_MISSING`, not
/// one immune to the card, Hoth Survival Gear's "immune to … Exposure"): those characters, in
/// table order. `card` is the Interrupt (its title is what they may be immune to).
pub(crate) fn exposed(state: &State, card: CardId) -> Vec<CardId> {
    let title = &state.def(card).title;
    Side::BOTH
        .into_iter()
        .flat_map(|s| state.player(s).table.iter().copied())
        .filter(|&c| {
            state.def(c).is(CardType::Character)
                && present_or_missing(state, c)
                && state.location_of(c).is_some_and(|l| night_marker(state, l) && is_exterior(state, l))
                && !immune_to(state, c, title)
        })
        .collect()
}

/// Exposure: "Use X Force during your control phase, where X = …": in its player's control phase,
/// with at least one such character and X Force to use.
pub(crate) fn check_exposure(state: &State, side: Side, card: CardId) -> Checked {
    let exposed = exposed(state, card).len();
    option_holds(state.phase == Phase::Control && state.active == side && exposed > 0)?;
    option_force(state, side, u8::try_from(exposed).unwrap_or(u8::MAX))
}

/// "Those characters are lost" (the X Force used first; a side left without presence in a battle
/// ends it).
pub(crate) fn expose(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    let exposed = exposed(state, card);
    use_force(state, side, u8::try_from(exposed.len()).unwrap_or(u8::MAX));
    for c in exposed {
        if state.card(c).at.is_some() {
            lose_from_table(state, c, events);
        }
    }
    end_if_presence_gone(state, events);
}
