//! A location's "'Hoth Energy Shield Rules' in effect" (Hoth: Main Power Generators, both
//! halves): while the card is on the table, the sites of its planet it covers (the Echo sites and
//! the 1st to 3rd Markers) are under the shield, and the side it is raised against may not deploy
//! its characters, starships or vehicles there, nor land there, take off from there, or transit or
//! shuttle to or from there; it may still walk in by landspeed. Source: the card's text; GEMP
//! (`UnderHothEnergyShieldModifier` on the Light half, read in `Deploy`'s location restrictions
//! and `MovementRestrictions` for landing, taking off, docking bay transit and shuttling, each for
//! the Dark Side's cards only). GEMP also makes a shielded location no battleground: the engine
//! has no battlegrounds (a battle may begin wherever both sides are), so nothing follows from it.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::landing::{is_site, planet_of};
use crate::rules::swccg::model::action::Movement;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::sections::card_text;

type Checked = Result<(), Rejected<Reason>>;

/// The card on the table whose shield covers `location` against `side`, if one does: a location
/// with `EnergyShieldRules` against `side`, the site a site of its planet whose title holds one of
/// the words it covers.
pub(crate) fn shielded_by(state: &State, side: Side, location: CardId) -> Option<CardId> {
    if !is_site(state, location) {
        return None;
    }
    let title = &state.def(location).title;
    state.locations.iter().copied().find(|&shield| {
        state.def(shield).abilities().any(|a| match a {
            Ability::EnergyShieldRules { covers, against } => {
                *against == side
                    && planet_of(state, shield).is_some()
                    && planet_of(state, location) == planet_of(state, shield)
                    && covers.iter().any(|word| title.contains(&**word))
            }
            _ => false,
        })
    })
}

fn refused(state: &State, site: CardId, shield: CardId) -> Rejected<Reason> {
    let reason = Reason::UnderEnergyShield { site: state.def(site).title.to_string() };
    Rejected::new(reason, card_text(&state.def(shield).title))
}

/// Deploying: `side`'s character, starship or vehicle may not go to a site under a shield raised
/// against it, nor aboard a card there (`location`: where `to` is).
pub(crate) fn check_deploy(state: &State, side: Side, card: CardId, location: Option<CardId>) -> Checked {
    if !matches!(state.def(card).card_type, CardType::Character | CardType::Starship | CardType::Vehicle) {
        return Ok(());
    }
    match location.and_then(|l| shielded_by(state, side, l).map(|s| (l, s))) {
        Some((site, shield)) => Err(refused(state, site, shield)),
        None => Ok(()),
    }
}

/// Moving: `side`'s card may not land at, take off from, or transit or shuttle to or from a
/// site under a shield raised against it (`from`: where the card is, `to`: where it goes).
pub(crate) fn check_move(
    state: &State,
    side: Side,
    how: Movement,
    from: Option<CardId>,
    to: Option<CardId>,
) -> Checked {
    if !matches!(how, Movement::Land | Movement::TakeOff | Movement::Transit | Movement::Shuttle) {
        return Ok(());
    }
    for site in [from, to].into_iter().flatten() {
        if let Some(shield) = shielded_by(state, side, site) {
            return Err(refused(state, site, shield));
        }
    }
    Ok(())
}
