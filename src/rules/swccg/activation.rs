//! Force activation that needs presence ([`Ability::ActivateOnlyWithPresence`]): Image Of The Dark
//! Lord's "Use 4 Force to deploy at any site if opponent is generating at least 3 Force more than
//! you. At that site, adjacent sites and same site as Vader, players activate Force only if they
//! have presence." GEMP, read for the facts (`Card3_105`: a deploy requirement on the players'
//! generation; `GenerateNoForceModifier` for each player at the same or an adjacent site, or the
//! same site as Vader, that the player does not occupy). `force.rs` `generation` leaves out the
//! icons of such a location.

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::force::generation;
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::def::{Ability, CardDef, Side};
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::movement::same_or_adjacent;
use crate::rules::swccg::presence::has_presence;
use crate::rules::swccg::sections::card_text;

type Checked = Result<(), Rejected<Reason>>;

/// "… if opponent is generating at least 3 Force more than you": `def`'s condition to deploy, for
/// `side` (none when its text names none).
pub(crate) fn check_generating_more(state: &State, side: Side, def: &'static CardDef) -> Checked {
    let more = def.abilities().find_map(|a| match a {
        Ability::DeploysOnLocation { opponent_generating_more, .. } => Some(*opponent_generating_more),
        _ => None,
    });
    match more {
        Some(n) if n > 0 => {
            let (theirs, mine) = (u16::from(generation(state, side.opponent())), u16::from(generation(state, side)));
            if theirs >= mine + u16::from(n) {
                Ok(())
            } else {
                Err(Rejected::new(Reason::NotALocationTarget, card_text(&def.title)))
            }
        }
        _ => Ok(()),
    }
}

/// "At that site, adjacent sites and same site as Vader": whether `location` is one where such an
/// Effect (either side's) makes activation need presence.
fn covered(state: &State, location: CardId) -> bool {
    if !is_site(state, location) {
        return false;
    }
    Side::BOTH.into_iter().flat_map(|s| state.player(s).table.iter().copied()).any(|effect| {
        state.def(effect).abilities().any(|a| {
            let Ability::ActivateOnlyWithPresence { with } = a else { return false };
            let Some(At::On(site)) = state.card(effect).at else { return false };
            let near = same_or_adjacent(state, site, location);
            let with_vader = Side::BOTH
                .into_iter()
                .flat_map(|s| state.player(s).table.iter().copied())
                .any(|c| state.def(c).is_named(with) && state.location_of(c) == Some(location));
            near || with_vader
        })
    })
}

/// "Players activate Force only if they have presence": whether `location` generates no Force for
/// `side` now (covered, and `side` has no presence there).
pub(crate) fn needs_presence(state: &State, side: Side, location: CardId) -> bool {
    covered(state, location) && !has_presence(state, side, location)
}
