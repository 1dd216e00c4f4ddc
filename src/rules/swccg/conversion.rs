//! Converting a location (research §2 "Deploying"; the card texts "Site converted by Dejarik
//! Hologameboard", "raise … converted Hoth locations to the top"; GEMP `DeployLocationEffect`
//! and `ConvertLocationByRaisingToTopEffect`, read for the facts): a player deploys a location
//! of the same title as one of the opponent's on the table on top of it. The one on top is the
//! location: its Force icons, its game text, its place in table order; everything at the
//! covered one stays, now at the top one. A player never converts a location of their own, and a
//! card raised to the top converts the one that covered it.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::force::{check_force, use_force};
use crate::rules::swccg::holosite::is_holosite;
use crate::rules::swccg::landing::{is_site, planet_of};
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Prompt, State};
use crate::rules::swccg::presence::{controls, has_presence};
use crate::rules::swccg::sections::{card_text, SwccgRule};

/// The opponent's location on the table that deploying the location `card` would convert (in a
/// position of schema 4 on, `State::conversions`): a
/// top location of the same title, or any holosite for a holosite (GEMP
/// `canBeConvertedByDeployment`: owned by the other player; `holosite.rs`).
pub(crate) fn converts(state: &State, card: CardId) -> Option<CardId> {
    let def = state.def(card);
    if !state.conversions || !def.is(CardType::Location) || !def.unique {
        return None;
    }
    let owner = state.owner(card);
    let same = |l: CardId| state.def(l).title == def.title || (is_holosite(def) && is_holosite(state.def(l)));
    state.locations.iter().copied().find(|&l| l != card && state.owner(l) != owner && same(l))
}

/// The card `location` covers, if it converted one.
pub(crate) fn covered(state: &State, location: CardId) -> Option<CardId> {
    state.converted.iter().find(|[top, _]| *top == location).map(|[_, under]| *under)
}

/// Puts the location `top` (in no place yet) on top of the location `under`: `top` takes its
/// place in table order, and every card at or on `under`, and every record of this turn that
/// names it, names `top` from now on.
pub(crate) fn cover(state: &mut State, top: CardId, under: CardId) {
    if let Some(slot) = state.locations.iter_mut().find(|l| **l == under) {
        *slot = top;
    }
    state.converted.retain(|[t, _]| *t != under);
    state.converted.push([top, under]);
    let swap = |c: &mut CardId| {
        if *c == under {
            *c = top;
        }
    };
    for card in &mut state.cards {
        match &mut card.at {
            Some(At::Location(l) | At::On(l)) => swap(l),
            Some(At::Aboard { .. } | At::Side(_)) | None => {}
        }
    }
    state.drained.iter_mut().for_each(swap);
    state.battled.iter_mut().for_each(swap);
    for (_, at) in &mut state.left {
        if let At::Location(l) | At::On(l) = at {
            swap(l);
        }
    }
    if let Some(b) = &mut state.battle {
        swap(&mut b.location);
    }
    if let Some(Prompt::React { location, .. }) = &mut state.prompt {
        swap(location);
    }
}

/// Deploys the location `card` of `side` on top of the opponent's `under` (already out of
/// `side`'s hand).
pub(crate) fn convert(state: &mut State, card: CardId, under: CardId, events: &mut Vec<Event>) {
    cover(state, card, under);
    events.push(Event::Converted { card, location: under });
}

/// What a location's half grants: "If you occupy, you may raise all of your converted Hoth
/// locations to the top"; "If you control, once per turn, may use 4 Force to raise a converted
/// Hoth site to the top" (Hoth: Echo Corridor, each side's).
struct Raises {
    planet: &'static str,
    all: bool,
    sites_only: bool,
    force: u8,
    control: bool,
    once_per_turn: bool,
}

fn raises(state: &State, side: Side, card: CardId) -> Option<Raises> {
    // A location whose text is canceled ('collapsed', `collapse.rs`) raises nothing.
    if crate::rules::swccg::canceled_text::is_canceled(state, card) {
        return None;
    }
    state.def(card).abilities().find_map(|a| match a {
        Ability::RaisesConverted { side: half, planet, all, sites_only, force, control, once_per_turn }
            if *half == side =>
        {
            Some(Raises {
                planet: planet.as_ref(),
                all: *all,
                sites_only: *sites_only,
                force: *force,
                control: *control,
                once_per_turn: *once_per_turn,
            })
        }
        _ => None,
    })
}

/// The top locations whose covered card `side` would raise with `card`'s half: of its planet,
/// sites only where it says so, and with `side`'s own card under them where it says "your".
fn raisable(state: &State, side: Side, word: &Raises) -> Vec<CardId> {
    state
        .converted
        .iter()
        .filter(|[top, under]| {
            planet_of(state, *top) == Some(word.planet)
                && (!word.sites_only || is_site(state, *top))
                && (!word.all || state.owner(*under) == side)
        })
        .map(|[top, _]| *top)
        .collect()
}

/// May `side` use the location `card`'s text to raise (`target`: the converted site it names;
/// none: all of `side`'s converted locations it names)? In `side`'s own turn, outside a battle,
/// as a location's text is used (docs/rules-notes.md): `card` is a top location with the word on
/// `side`'s half, which `side` occupies (or controls), once a turn where it says so, for its Force.
pub(crate) fn check_raise(
    state: &State,
    side: Side,
    card: CardId,
    target: Option<CardId>,
) -> Result<(), Rejected<Reason>> {
    let def = state.def(card);
    let refused = || Err(Rejected::new(Reason::NoRaise { title: def.title.to_string() }, card_text(&def.title)));
    let Some(word) = raises(state, side, card) else { return refused() };
    let holds = if word.control { controls(state, side, card) } else { has_presence(state, side, card) };
    if !state.is_location(card) || !holds || (word.once_per_turn && state.raised.contains(&card)) {
        return refused();
    }
    let tops = raisable(state, side, &word);
    let named = match target {
        Some(t) => !word.all && tops.contains(&t),
        None => word.all && !tops.is_empty(),
    };
    if !named {
        return refused();
    }
    check_force(state, side, word.force, word.force, SwccgRule::Deploy)
}

/// Raises to the top what `target` (or each of `side`'s converted locations the word names)
/// covers, for the word's Force.
pub(crate) fn raise(state: &mut State, side: Side, card: CardId, target: Option<CardId>, events: &mut Vec<Event>) {
    let Some(word) = raises(state, side, card) else { return };
    if check_raise(state, side, card, target).is_err() {
        return;
    }
    use_force(state, side, word.force);
    state.raised.push(card);
    let tops = match target {
        Some(t) => vec![t],
        None => raisable(state, side, &word),
    };
    for top in tops {
        let Some(under) = covered(state, top) else { continue };
        cover(state, under, top);
        events.push(Event::Raised { card: under, location: top });
    }
}

/// The raises `side` may make now: each card with the word and what it names.
pub(crate) fn raises_now(state: &State, side: Side) -> Vec<(CardId, Option<CardId>)> {
    let mut out = Vec::new();
    for &card in &state.locations {
        let Some(word) = raises(state, side, card) else { continue };
        if word.all {
            out.push((card, None));
        } else {
            out.extend(raisable(state, side, &word).into_iter().map(|t| (card, Some(t))));
        }
    }
    out.retain(|&(card, target)| check_raise(state, side, card, target).is_ok());
    out
}
