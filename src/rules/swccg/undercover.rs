//! Undercover spies (Undercover, set 2, both sides): "Deploy on your spy at a site and cross spy
//! to opponent's side. Spy is now Undercover. During your deploy phase, may voluntarily 'break
//! cover' (lose Effect) if at a site. (Immune to Alter.)" ([`Ability::Undercover`]). What an
//! Undercover spy is, is in docs/rules-notes.md: it is nobody's at its site (GEMP: the card is
//! inactive, `InactiveReason.UNDERCOVER`), so it gives no presence, power or ability, neither
//! battles nor is battled, drains nothing and is no target; its text does nothing and it does not
//! move. Sabotage names "your Undercover spy": a weapon, device or vehicle at its site lost on a
//! destiny over its deploy cost.

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, CardDef, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Phase, State};
use crate::rules::swccg::sections::card_text;
use crate::rules::swccg::skills::has_skill;
use crate::rules::swccg::thefts::{may_steal_instead, steal_instead};
use crate::rules::swccg::vehicles::lose_from_table;

type Checked = Result<(), Rejected<Reason>>;

/// Whether `card` says [`Ability::Undercover`].
pub(crate) fn is_cover(state: &State, card: CardId) -> bool {
    state.def(card).abilities().any(|a| matches!(a, Ability::Undercover))
}

/// "Deploy on your spy at a site" (GEMP `Card2_040`: `Filters.at(Filters.site)`,
/// `Filters.not(Filters.undercover_spy)`): true for a card without the word; else `host` is
/// directly at a site (not aboard anything) and not Undercover already. That it is a spy is the
/// Effect's mount ("your spy": `skills.rs`).
pub(crate) fn cover_fits(state: &State, card: CardId, host: CardId) -> bool {
    if !is_cover(state, card) {
        return true;
    }
    matches!(state.card(host).at, Some(At::Location(l)) if is_site(state, l)) && !state.card(host).undercover
}

/// "Spy is now Undercover" (GEMP `PutUndercoverEffect` as it is deployed; `LoseCardFromTableEffect`
/// once its cover is broken): after every change to the table, a card is Undercover exactly while
/// an Effect saying [`Ability::Undercover`] is on it.
pub(crate) fn settle(state: &mut State) {
    let covered: Vec<CardId> = Side::BOTH
        .into_iter()
        .flat_map(|s| state.player(s).table.iter().copied())
        .filter_map(|c| match state.card(c).at {
            Some(At::On(host)) if is_cover(state, c) => Some(host),
            _ => None,
        })
        .collect();
    for side in Side::BOTH {
        for card in state.player(side).table.clone() {
            let now = covered.contains(&card);
            if state.card(card).undercover != now {
                state.card_mut(card).undercover = now;
            }
        }
    }
}

/// `side`'s Undercover spies at `location` ("same site as your Undercover spy").
pub(crate) fn spies_at(state: &State, side: Side, location: CardId) -> impl Iterator<Item = CardId> + '_ {
    state
        .player(side)
        .table
        .iter()
        .copied()
        .filter(move |&c| state.card(c).undercover && state.card(c).at == Some(At::Location(location)))
}

/// May `side` break cover by losing `effect` now? "During your deploy phase, may voluntarily
/// 'break cover' (lose Effect) if at a site": `side`'s own Effect on its spy at a site, in
/// `side`'s deploy phase, with nothing else under way (GEMP: a top-level action of the deploy
/// phase).
pub(crate) fn check_break_cover(state: &State, side: Side, effect: CardId) -> Checked {
    let at_site = match state.card(effect).at {
        Some(At::On(spy)) => matches!(state.card(spy).at, Some(At::Location(l)) if is_site(state, l)),
        _ => false,
    };
    let ok = is_cover(state, effect)
        && at_site
        && state.owner(effect) == side
        && state.active == side
        && state.phase == Phase::Deploy
        && state.battle.is_none()
        && state.prompt.is_none();
    if ok {
        Ok(())
    } else {
        Err(Rejected::new(Reason::InterruptConditions, card_text(&state.def(effect).title)))
    }
}

/// The covers `side` may break now (`Action::LoseCard` on its own Undercover Effect).
pub(crate) fn breaks(state: &State, side: Side) -> Vec<Action> {
    state
        .player(side)
        .table
        .iter()
        .copied()
        .filter(|&e| is_cover(state, e) && check_break_cover(state, side, e).is_ok())
        .map(|card| Action::LoseCard { card })
        .collect()
}

/// Breaks cover: the Effect is lost, and the spy is its player's again at its site (`settle`).
pub(crate) fn break_cover(state: &mut State, effect: CardId, events: &mut Vec<Event>) {
    if state.card(effect).at.is_some() {
        lose_from_table(state, effect, events);
    }
    settle(state);
}

/// Sabotage: "During your control phase, target one weapon, device or vehicle at same site as your
/// Undercover spy": in `side`'s control phase, `target` is a card of `who` on the table (either
/// side's; not an Undercover spy's, which is nobody's there) at a site where `side` has an
/// Undercover spy.
pub(crate) fn may_sabotage(state: &State, side: Side, who: &Kinds, target: CardId) -> bool {
    state.phase == Phase::Control
        && state.active == side
        && state.card(target).at.is_some()
        && !state.under_cover(target)
        && who.holds(state.def(target))
        && state.location_of(target).is_some_and(|l| is_site(state, l) && spies_at(state, side, l).next().is_some())
}

/// "Draw destiny. If destiny > target's deploy cost, target is lost (may be stolen instead if spy
/// also a thief)" (a failed draw fails): the printed deploy cost ([`printed_cost`]); with a thief
/// among `side`'s Undercover spies there, a target it may take is stolen rather than lost
/// (`thefts.rs`: the "may" is taken whenever it can be, docs/rules-notes.md).
pub(crate) fn sabotage(state: &mut State, side: Side, card: CardId, target: CardId, events: &mut Vec<Event>) {
    let cost = printed_cost(state.def(target));
    let total = text_destiny(state, side, card, 0, events);
    if total.is_some_and(|total| total > cost) && state.card(target).at.is_some() {
        // "(may be stolen instead if spy also a thief)".
        let site = state.location_of(target);
        let thief = site.and_then(|l| spies_at(state, side, l).find(|&s| has_skill(state, s, "thief")));
        if let Some(spy) = thief.filter(|&spy| may_steal_instead(state, side, spy, target)) {
            steal_instead(state, side, spy, target, events);
        } else {
            lose_from_table(state, target, events);
        }
    }
}

/// A card's deploy cost as printed: a vehicle's, or a weapon's or device's "Use N Force to deploy"
/// (GEMP `getDeployCost` of the card, without what the table takes off or adds).
fn printed_cost(def: &CardDef) -> u8 {
    def.deploy.unwrap_or_else(|| {
        def.abilities()
            .find_map(|a| match a {
                Ability::Weapon { deploy, .. } | Ability::Device { deploy, .. } => Some(*deploy),
                _ => None,
            })
            .unwrap_or(0)
    })
}
