//! Effects deployed on a card of either side's, by their own text: "Deploy on any capital
//! starship" ([`Ability::DeploysOnAny`]), and what they do from there ("When that starship is at
//! a system or sector you control, your total power is +1 in battles at related sites",
//! [`Ability::PowerFromHostAtRelatedSites`]), and Eject! Eject!'s "Draw destiny. If destiny > 2,
//! deploy on starfighter to remove all permanent pilots" ([`Ability::RemovesPermanentPilots`]).
//! Each rule cites the card's text; the readings are
//! in docs/rules-notes.md.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::landing::{is_site, is_system, planet_of};
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Icon, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::presence::controls;
use crate::rules::swccg::starship::{nav_computer_lost, permanent_pilot_aboard};
use crate::rules::swccg::vehicles::{lose_from_table, strand_if_empty};

/// What an Effect's "Deploy on any <kinds>" names, when its text says so.
pub(crate) fn deploys_on_any(def: &CardDef) -> Option<&Kinds> {
    def.abilities().find_map(|a| match a {
        Ability::DeploysOnAny { who, .. } => Some(who),
        _ => None,
    })
}

/// "Deploy on any capital starship": `host` is a card on the table (either side's) of the kinds
/// the Effect `card` names (GEMP `getGameTextValidDeployTargetFilter`: any such card, the
/// opponent's too); Restraining Bolt's "Deploy on any droid at any site": one directly at a site.
pub(crate) fn goes_on_any(state: &State, card: CardId, host: CardId) -> bool {
    let at_site = state.def(card).abilities().any(|a| matches!(a, Ability::DeploysOnAny { at_site: true, .. }));
    let placed = !at_site || matches!(state.card(host).at, Some(At::Location(l)) if is_site(state, l));
    deploys_on_any(state.def(card)).is_some_and(|who| {
        placed && state.card(host).at.is_some() && !state.is_location(host) && who.holds(state.def(host))
    })
}

/// Whether the Effect `card` may deploy on `host` now: a card of the kinds it names
/// ([`goes_on_any`]), and "target a starfighter having one or more permanent pilots" (Eject!
/// Eject!): one whose permanent pilot is still aboard (GEMP `Filters.hasPermanentPilot`).
/// I've Lost Artoo!'s "target a starship's \[Nav Computer\] or astromech": a starship whose own
/// nav computer icon is still there, or an astromech aboard a starship (GEMP: `Filters.starship`
/// with `Icon.NAV_COMPUTER`, or one `hasAboardExceptRelatedSites` an astromech; the Effect deploys
/// on the card it targets here).
pub(crate) fn may_deploy_on(state: &State, card: CardId, host: CardId) -> bool {
    let def = state.def(card);
    if !goes_on_any(state, card, host)
        || !crate::rules::swccg::frozen::alone_fits(state, card, host)
        || !crate::rules::swccg::drinks::may_deploy(state, def)
        || !crate::rules::swccg::sieges::may_go_on(state, card, host)
    {
        return false;
    }
    // Program Trap: "… on an opponent's droid (except R2-D2 and C-3PO)".
    let excepted = def.abilities().any(|a| match a {
        Ability::DeployCostByHost { except_theirs, .. } => {
            state.owner(host) != state.owner(card) && except_theirs.holds(state.def(host))
        }
        _ => false,
    });
    if excepted {
        return false;
    }
    if removes_over(def).is_some() && permanent_pilot_aboard(state, host).is_none() {
        return false;
    }
    if disarms(def).is_some() {
        return may_disarm(state, card, host);
    }
    if loses_nav_over(def).is_some() {
        let target = state.def(host);
        let starship = target.is(CardType::Starship);
        let nav = starship && target.has_icon(Icon::NavComputer) && !nav_computer_lost(state, host);
        let astromech = target.is_astromech()
            && matches!(state.card(host).at, Some(At::Aboard { host: h, .. }) if state.def(h).is(CardType::Starship));
        return nav || astromech;
    }
    true
}

/// The cards on the table of both sides an Effect that "deploys on any …" may go on now.
pub(crate) fn hosts_for(state: &State, card: CardId) -> Vec<CardId> {
    Side::BOTH
        .into_iter()
        .flat_map(|s| state.player(s).table.iter().copied())
        .filter(|&h| may_deploy_on(state, card, h))
        .collect()
}

/// What an Effect's "If destiny > 2, deploy on starfighter to remove all permanent pilots" must
/// beat, when its text says so.
fn removes_over(def: &CardDef) -> Option<u8> {
    def.abilities().find_map(|a| match a {
        Ability::RemovesPermanentPilots { over } => Some(*over),
        _ => None,
    })
}

/// What an Effect's "Draw destiny. If destiny > 1, \[Nav Computer\] or astromech is lost" must
/// beat, when its text says so.
fn loses_nav_over(def: &CardDef) -> Option<u8> {
    def.abilities().find_map(|a| match a {
        Ability::LosesNavComputerOrAstromech { over } => Some(*over),
        _ => None,
    })
}

/// Eject! Eject!: "Draw destiny. If destiny > 2, deploy on starfighter to remove all permanent
/// pilots (otherwise, Effect is lost)": right after `card` deployed, its player draws; over the
/// number it stays on (and the permanent pilots are gone while it does), otherwise — or when
/// nothing is drawn — it is lost (GEMP `Card2_032`: a required trigger on "just deployed", a
/// failed draw loses it too). A starship so left with no pilot at a system stays there, stranded.
///
/// I've Lost Artoo!: "Draw destiny. If destiny > 1, \[Nav Computer\] or astromech is lost. If
/// starship's \[Nav Computer\] is lost, place Effect on starship (may add 1 astromech); otherwise,
/// Effect lost": on a starship it stays as Eject! Eject! does (the starship's nav computer gone
/// while it does); on an astromech, the astromech is lost when the destiny is over, and the
/// Effect in any case (GEMP `Card1_218`).
pub(crate) fn draw_to_stay(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    let def = state.def(card);
    let Some(over) = removes_over(def).or(loses_nav_over(def)) else { return };
    let total = text_destiny(state, side, card, 0, events);
    let on = match state.card(card).at {
        Some(At::On(target)) => Some(target),
        _ => None,
    };
    if let Some(target) = on.filter(|&t| state.def(t).is_astromech()) {
        if total.is_some_and(|t| t > over) {
            lose_from_table(state, target, events);
        }
        lose_from_table(state, card, events);
        return;
    }
    if total.is_none_or(|t| t <= over) {
        lose_from_table(state, card, events);
    } else if let Some(At::On(host)) = state.card(card).at {
        // Left with no pilot at a system, it stays there, stranded ([S12]).
        strand_if_empty(state, host);
    }
}

/// Fear Will Keep Them In Line: "When that starship is at a system or sector you control, your
/// total power is +1 in battles at related sites": for a battle at `site`, each of `side`'s
/// Effects with that text on a starship at a system of the site's planet that `side` controls.
pub(crate) fn power_from_hosts(state: &State, side: Side, site: CardId) -> u16 {
    if !is_site(state, site) {
        return 0;
    }
    let Some(planet) = planet_of(state, site) else { return 0 };
    state
        .player(side)
        .table
        .iter()
        .copied()
        .filter(|&e| state.def(e).is(CardType::Effect))
        .filter_map(|e| {
            let Some(At::On(host)) = state.card(e).at else { return None };
            let at = state.location_of(host)?;
            let holds = state.def(host).is(CardType::Starship)
                && is_system(state, at)
                && planet_of(state, at) == Some(planet)
                && controls(state, side, at);
            holds.then_some(e)
        })
        .flat_map(|e| state.def(e).abilities())
        .map(|a| match a {
            Ability::PowerFromHostAtRelatedSites { amount } => u16::from(*amount),
            _ => 0,
        })
        .sum()
}

/// What Disarmed's "is power -1" takes off, when an Effect's text says so.
pub(crate) fn disarms(def: &CardDef) -> Option<u8> {
    def.abilities().find_map(|a| match a {
        Ability::Disarms { power } => Some(*power),
        _ => None,
    })
}

/// Whether `character` is a character present at a site with a weapon card on it (Disarmed's "a
/// character with a weapon present at same site"; the pool's characters have no permanent
/// weapons).
fn armed_present(state: &State, character: CardId) -> bool {
    let at_site = state.location_of(character).is_some_and(|l| is_site(state, l));
    state.def(character).is(CardType::Character)
        && at_site
        && is_present(state, character)
        && weapons_on(state, character).next().is_some()
}

/// The weapon cards on `host` (either side's).
fn weapons_on(state: &State, host: CardId) -> impl Iterator<Item = CardId> + '_ {
    Side::BOTH
        .into_iter()
        .flat_map(move |s| state.player(s).table.iter().copied())
        .filter(move |&w| state.card(w).at == Some(At::On(host)) && state.def(w).is(CardType::Weapon))
}

/// Disarmed: "If both players have a character with a weapon present at same site, deploy on that
/// opponent's character": `host` is the opponent's armed character present at a site where the
/// Effect's owner has an armed character present too (GEMP `Card1_048`/`Card1_214`:
/// `Filters.opponents(self)`, `Filters.character_with_a_weapon`,
/// `Filters.presentAt(Filters.sameSiteAs(self, your character_with_a_weapon))`). The control phase is checked by
/// `flow/check.rs`.
fn may_disarm(state: &State, card: CardId, host: CardId) -> bool {
    let side = state.owner(card);
    if state.owner(host) != side.opponent() || !armed_present(state, host) {
        return false;
    }
    let site = state.location_of(host);
    state.player(side).table.iter().any(|&c| state.location_of(c) == site && armed_present(state, c))
}

/// Disarmed: "Character loses all weapons": as the Effect lands on its character, every weapon
/// card on the character is lost (GEMP `DisarmCharacterEffect`:
/// `LoseCardsFromTableSimultaneouslyEffect` of the weapons on it).
pub(crate) fn disarm(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    if disarms(state.def(card)).is_none() {
        return;
    }
    let Some(At::On(host)) = state.card(card).at else { return };
    lose_weapons_on(state, host, events);
}

/// Every weapon card on `host` is lost (a character disarmed).
fn lose_weapons_on(state: &mut State, host: CardId, events: &mut Vec<Event>) {
    let weapons: Vec<CardId> = weapons_on(state, host).collect();
    for weapon in weapons {
        lose_from_table(state, weapon, events);
    }
}

/// What "character is Disarmed (power -1 …)" takes off, said by a card on a character: the
/// Effect Disarmed, or Let The Wookiee Win stacked there.
fn disarming_power(def: &CardDef) -> Option<u8> {
    def.abilities().find_map(|a| match a {
        Ability::Disarms { power } | Ability::DisarmsAfterLoss { power, .. } => Some(*power),
        _ => None,
    })
}

/// Whether `def` is stacked on the character it disarms (Let The Wookiee Win: "Stack on that
/// character").
pub(crate) fn stacks_disarming(def: &CardDef) -> bool {
    def.is(CardType::Interrupt) && disarming_power(def).is_some()
}

/// Disarmed: "Character … is power -1": what the cards of that text on `character` take off
/// its power.
pub(crate) fn disarmed_power(state: &State, character: CardId) -> u8 {
    on_it(state, character).filter_map(|e| disarming_power(state.def(e))).fold(0, u8::saturating_add)
}

/// Disarmed: "Character … may no longer carry weapons": the card on `host` that says so, if
/// any, so no weapon deploys or transfers to it.
pub(crate) fn may_not_carry_weapons(state: &State, host: CardId) -> Option<CardId> {
    on_it(state, host).find(|&e| disarming_power(state.def(e)).is_some())
}

/// Let The Wookiee Win: "Target an opponent's character of ability < 5 present with your Wookiee
/// that just participated in a battle you lost" (GEMP `Card2_053`: `lostBattle`; the target
/// `presentWith` one of `side`'s Wookiees `participatingInBattle`): `target` is the opponent's
/// character present at the battle's `location`, of ability under `ability_under`, where one of
/// `side`'s cards of `with` in the battle is present too, in a battle `side` lost.
pub(crate) fn may_disarm_after_loss(
    state: &State,
    side: Side,
    location: CardId,
    ability: &Ability,
    target: CardId,
) -> bool {
    let Ability::DisarmsAfterLoss { ability_under, with, .. } = ability else { return false };
    let def = state.def(target);
    state.battle.as_ref().is_some_and(|b| b.location == location && b.winner == Some(side.opponent()))
        && state.owner(target) == side.opponent()
        && def.is(CardType::Character)
        && crate::rules::swccg::stats::ability(state, target) < *ability_under
        && state.location_of(target) == Some(location)
        && is_present(state, target)
        && crate::rules::swccg::battle::participants(state, side)
            .into_iter()
            .any(|c| with.holds(state.def(c)) && is_present(state, c))
}

/// Let The Wookiee Win: "character is Disarmed (power -1 and may no longer carry weapons). Stack
/// on that character": the Interrupt `card`, just played to its player's pile, is stacked on
/// `target` (it stays there, and leaves with it), and the weapons on `target` are lost (GEMP
/// `StackCardFromVoidEffect`, then `DisarmCharacterEffect`).
pub(crate) fn stack_disarming(state: &mut State, side: Side, card: CardId, target: CardId, events: &mut Vec<Event>) {
    if state.card(target).at.is_none() {
        return;
    }
    let player = state.player_mut(side);
    player.lost_pile.retain(|&c| c != card);
    player.used_pile.retain(|&c| c != card);
    player.table.push(card);
    state.card_mut(card).at = Some(At::On(target));
    lose_weapons_on(state, target, events);
}

/// The Effects on `host`, and the Interrupts stacked on it, either side's.
fn on_it(state: &State, host: CardId) -> impl Iterator<Item = CardId> + '_ {
    Side::BOTH.into_iter().flat_map(move |s| state.player(s).table.iter().copied()).filter(move |&e| {
        state.card(e).at == Some(At::On(host))
            && matches!(state.def(e).card_type, CardType::Effect | CardType::Interrupt)
    })
}

/// Every Disarmed `side` may deploy now from hand, in a control phase, at its cost.
pub(crate) fn disarm_deploys(state: &State, side: Side) -> Vec<(CardId, CardId)> {
    state
        .player(side)
        .hand
        .iter()
        .copied()
        .filter(|&c| disarms(state.def(c)).is_some())
        .flat_map(|c| hosts_for(state, c).into_iter().map(move |h| (c, h)))
        .collect()
}
