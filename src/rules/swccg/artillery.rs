//! Artillery weapons (Hoth): "Deploy on any site", "Deploy on any exterior planet site" (`Mount::
//! Site`). An artillery weapon stands at its site, its owner's, carried by no one ([`At::On`] the
//! site); "Your warrior present may target …": it fires in a battle's weapons segment, like the
//! other weapons (`weapons.rs`), or outside a battle by a card's word (Artillery Remote,
//! Evacuation Control: `shots_outside_battle.rs`), used by one of its owner's warriors present at that site (or
//! one with an Artillery Remote elsewhere on the planet, `remote_warriors`), when it is powered
//! (`is_powered`). "May
//! be moved with two warriors for 1 additional Force" (`moved_by_two_warriors`): in its owner's
//! move phase, two warriors present with it move by landspeed to the same site, each for its
//! own move's Force, with 1 Force more, and the weapon goes with them (GEMP `Card3_159`,
//! `Card3_077`: their "Move using two warriors" top-level action; docs/rules-notes.md).

use crate::engine::Table;
use crate::engine::{CardId, Common, Rejected};
use crate::rules::swccg::battle::in_battle;
use crate::rules::swccg::devices::weapon_destiny_from_devices;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::{after_destiny, draw_destiny};
use crate::rules::swccg::force::{available, check_force, use_force};
use crate::rules::swccg::here::location_words;
use crate::rules::swccg::landing::planet_of;
use crate::rules::swccg::model::action::{Action, Dest, Movement};
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Icon, Mount, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::DestinyFor;
use crate::rules::swccg::model::state::{At, Phase, State};
use crate::rules::swccg::movement::{check_move, move_cost, perform};
use crate::rules::swccg::sections::{card_text, SwccgRule};
use crate::rules::swccg::stats::defense_value;
use crate::rules::swccg::weapons::{check_fire, offer_operation, shot_plus, shot_total, target_kind, weapon_text};

type Checked = Result<(), Rejected<Reason>>;

/// An artillery weapon: a weapon card whose text deploys it on a site (`Mount::Site`).
pub(crate) fn is_artillery(def: &CardDef) -> bool {
    def.abilities().any(|a| matches!(a, Ability::Weapon { mount: Mount::Site { .. }, .. }))
}

/// "Deploy on any site", "Deploy on any exterior planet site": whether the artillery weapon
/// `weapon` may stand at the location `site`.
pub(crate) fn artillery_goes_at(weapon: &CardDef, site: &CardDef) -> bool {
    weapon.abilities().any(|a| match a {
        Ability::Weapon { mount: mount @ Mount::Site { .. }, .. } => {
            crate::rules::swccg::mounts::mounts_on(mount, site)
        }
        _ => false,
    })
}

/// The site an artillery weapon stands at.
pub(crate) fn artillery_site(state: &State, weapon: CardId) -> Option<CardId> {
    match state.card(weapon).at {
        Some(At::On(site)) if state.is_location(site) && is_artillery(state.def(weapon)) => Some(site),
        _ => None,
    }
}

/// An artillery weapon fires only when powered (GEMP `AbstractWeapon`, `Weapons.isPowered`: "If
/// an artillery weapon, it must be powered"): its site's text says so for its owner ("Your
/// artillery weapons here are powered", Hoth: Main Power Generators), or a fusion generator or
/// power droid of its owner's is present with it (`powers_artillery`; a device counts while the
/// card it is on is present at the site).
pub(crate) fn is_powered(state: &State, weapon: CardId) -> bool {
    let Some(site) = artillery_site(state, weapon) else { return false };
    let side = state.owner(weapon);
    let here =
        location_words(state, site).any(|a| matches!(a, Ability::ArtilleryPoweredHere { side: s } if *s == side));
    here || power_source_present(state, side, site, weapon)
}

/// A fusion generator or power droid of `side`'s present at `site` (`powers_artillery`; a device
/// counts while the card it is on is present there), other than `weapon`: what powers an
/// artillery weapon, and what the Light Repeating Blaster Rifle fires with.
pub(crate) fn power_source_present(state: &State, side: Side, site: CardId, weapon: CardId) -> bool {
    let present = |c: CardId| match state.card(c).at {
        Some(At::On(host)) => is_present(state, host),
        _ => is_present(state, c),
    };
    state
        .cards_at(side, site)
        .into_iter()
        .any(|c| c != weapon && state.def(c).abilities().any(|a| matches!(a, Ability::PowersArtillery)) && present(c))
}

/// A warrior: a character with the warrior icon.
fn is_warrior(state: &State, card: CardId) -> bool {
    let def = state.def(card);
    def.is(CardType::Character) && def.has_icon(Icon::Warrior)
}

/// "Your warrior present": `side`'s warriors present at `site`, in table order.
fn warriors_present(state: &State, side: Side, site: CardId) -> Vec<CardId> {
    state.top_level_at(side, site).into_iter().filter(|&c| is_warrior(state, c) && is_present(state, c)).collect()
}

/// Artillery Remote: "Warrior may fire artillery weapons anywhere on same planet regardless of
/// being present" (`fires_artillery_on_planet`; GEMP `Card3_028`: `MayUseWeaponModifier` for the
/// warrior the device is on, `MayFireArtilleryWeaponWithoutWarriorPresentModifier` for its
/// player's artillery weapons `onSamePlanet`): `side`'s warriors on the table, each with such a
/// device on it, whose location is of the planet `site` is, present there (not inside a
/// starship or an enclosed vehicle, from which [E3] refuses firing), in table order.
fn remote_warriors(state: &State, side: Side, site: CardId) -> Vec<CardId> {
    let Some(planet) = planet_of(state, site) else { return Vec::new() };
    let remote = |w: CardId| {
        state.attached_to(w).into_iter().any(|d| {
            state.card(d).at == Some(At::On(w))
                && state.def(d).abilities().any(|a| matches!(a, Ability::FiresArtilleryOnPlanet))
        })
    };
    state
        .player(side)
        .table
        .iter()
        .copied()
        .filter(|&w| is_warrior(state, w) && remote(w) && is_present(state, w))
        .filter(|&w| state.location_of(w).and_then(|l| planet_of(state, l)) == Some(planet))
        .collect()
}

/// Whether `warrior` fires its player's artillery weapon at `site` from where it is, by an
/// Artillery Remote on it (`remote_warriors`).
pub(crate) fn fires_remotely(state: &State, warrior: CardId, site: CardId) -> bool {
    remote_warriors(state, state.owner(warrior), site).contains(&warrior)
}

/// "Your warrior present may target …": the warrior of the artillery weapon's owner that fires
/// it, present at its site or with an Artillery Remote on the same planet (`remote_warriors`) —
/// of those, the one whose devices add most to its destiny draws (Portable Fusion Generator),
/// the first (those present first, in table order) if none adds; a player choosing which
/// warrior fires would choose that one, as nothing else tells them apart for the shot.
pub(crate) fn artillery_user(state: &State, weapon: CardId) -> Option<CardId> {
    let site = artillery_site(state, weapon)?;
    let side = state.owner(weapon);
    // In a battle at the warrior's own location, only a warrior taking part in it fires (not
    // one excluded, held out or barred from battle: Local Trouble, Jawa Ion Gun, High Anxiety).
    let may_fire = |w: CardId| {
        state.battle.as_ref().is_none_or(|b| state.location_of(w) != Some(b.location) || in_battle(state, w))
    };
    let mut warriors: Vec<CardId> = warriors_present(state, side, site).into_iter().filter(|&w| may_fire(w)).collect();
    for w in remote_warriors(state, side, site) {
        if !warriors.contains(&w) && may_fire(w) {
            warriors.push(w);
        }
    }
    let best = warriors.iter().map(|&w| weapon_destiny_from_devices(state, w, weapon)).max()?;
    warriors.into_iter().find(|&w| weapon_destiny_from_devices(state, w, weapon) == best)
}

/// The card's text: "May be moved with two warriors for 1 additional Force": the Force more it
/// asks, if it says so.
fn moved_by_two_warriors(def: &CardDef) -> Option<u8> {
    def.abilities().find_map(|a| match a {
        Ability::MovedByTwoWarriors { force } => Some(*force),
        _ => None,
    })
}

/// What carrying `weapon` to `to` with `warriors` costs: each warrior's landspeed move and the
/// text's additional Force; refused when either warrior may not make that move.
fn carry_cost(
    state: &State,
    side: Side,
    weapon: CardId,
    to: CardId,
    warriors: [CardId; 2],
) -> Result<u8, Rejected<Reason>> {
    let title: &str = &state.def(weapon).title;
    let Some(more) = moved_by_two_warriors(state.def(weapon)) else {
        return Err(Rejected::new(Reason::NotCarried, card_text(title)));
    };
    let Some(site) = artillery_site(state, weapon).filter(|_| state.owner(weapon) == side) else {
        return Err(Reason::NotYourCard.by(SwccgRule::Move));
    };
    let [a, b] = warriors;
    let with = |w: CardId| state.card(w).at == Some(At::Location(site)) && is_warrior(state, w) && is_present(state, w);
    if a == b || !with(a) || !with(b) || !artillery_goes_at(state.def(weapon), state.def(to)) {
        return Err(Rejected::new(Reason::NotCarried, card_text(title)));
    }
    let mut total = more;
    for w in warriors {
        let cost = move_cost(state, side, w, Movement::Landspeed, Dest::At(to))?;
        check_move(state, side, w, Movement::Landspeed, Dest::At(to), cost)?;
        total = total.saturating_add(cost);
    }
    Ok(total)
}

/// Move phase: may `side` move the artillery weapon `weapon` to `to` with its two `warriors`,
/// using `force`?
pub(crate) fn check_carry(
    state: &State,
    side: Side,
    weapon: CardId,
    to: CardId,
    warriors: [CardId; 2],
    force: u8,
) -> Checked {
    if state.phase != Phase::Move {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Move }).by(SwccgRule::Move));
    }
    let cost = carry_cost(state, side, weapon, to, warriors)?;
    check_force(state, side, cost, force, SwccgRule::Move)
}

/// The carries `side` may make now: each of its artillery weapons that says so, with each pair
/// of its warriors present with it (in table order), to each site both may reach by landspeed.
pub(crate) fn carries(state: &State, side: Side) -> Vec<Action> {
    let mut out = Vec::new();
    if state.phase != Phase::Move {
        return out;
    }
    let force = available(state, side);
    for &weapon in &state.player(side).table {
        let Some(site) = artillery_site(state, weapon).filter(|_| moved_by_two_warriors(state.def(weapon)).is_some())
        else {
            continue;
        };
        let warriors = warriors_present(state, side, site);
        for (i, &a) in warriors.iter().enumerate() {
            for &b in &warriors[i + 1..] {
                for &to in state.locations.iter().filter(|&&l| l != site) {
                    match carry_cost(state, side, weapon, to, [a, b]) {
                        Ok(cost) if cost <= force => {
                            out.push(Action::Carry { weapon, to, warriors: [a, b], force: cost });
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    out
}

/// The two warriors move by landspeed to `to` (their regular moves; `force` paid as they move,
/// the rest for the weapon), and the artillery weapon goes with them.
pub(crate) fn carry(
    state: &mut State,
    side: Side,
    weapon: CardId,
    to: CardId,
    warriors: [CardId; 2],
    force: u8,
    events: &mut Vec<Event>,
) {
    let mut left = force;
    for w in warriors {
        let cost = move_cost(state, side, w, Movement::Landspeed, Dest::At(to)).unwrap_or(0);
        left = left.saturating_sub(cost);
        perform(state, side, w, Movement::Landspeed, Dest::At(to), cost, events);
    }
    use_force(state, side, left);
    state.card_mut(weapon).at = Some(At::On(to));
    events.push(Event::Carried { weapon, to });
}

/// "May target up to two characters or two creatures at same or adjacent site using 2 Force"
/// (Medium Repeating Blaster Cannon): may `side` fire `weapon` at both `targets` at once, using
/// `force`? Each must be a target it may fire at now, the two of one kind.
pub(crate) fn check_fire_at_two(state: &State, side: Side, weapon: CardId, targets: [CardId; 2], force: u8) -> Checked {
    let title: &str = &state.def(weapon).title;
    let [a, b] = targets;
    if !weapon_text(state, weapon).is_some_and(|t| t.two_targets)
        || a == b
        || target_kind(state, a) != target_kind(state, b)
    {
        return Err(Rejected::new(Reason::NotATarget, card_text(title)));
    }
    check_fire(state, side, weapon, a, force)?;
    check_fire(state, side, weapon, b, force)
}

/// "Draw two destiny. Target(s) hit if total destiny > total defense value": the Force used, its
/// firing counted, its destinies drawn (with what every weapon destiny of the shot gains), and
/// both targets hit when the total is over their defense values added, else both missed.
pub(crate) fn fire_at_two(
    state: &mut State,
    side: Side,
    weapon: CardId,
    targets: [CardId; 2],
    force: u8,
    events: &mut Vec<Event>,
) {
    let Some(text) = weapon_text(state, weapon) else { return };
    use_force(state, side, force);
    state.card_mut(weapon).fired += 1;
    for target in targets {
        events.push(Event::Fired { weapon, target });
    }
    let plus = shot_plus(state, side, weapon, targets[0]);
    let mut draws: u8 = 0;
    for _ in 0..text.destinies.max(1) {
        let draw = draw_destiny(state, side, events);
        draws = draws.saturating_add(draw.value);
        let total = shot_total(draws, plus);
        events.push(Event::Destiny { side, draw, purpose: DestinyFor::Weapon, total });
        after_destiny(state, side, draw);
    }
    let destiny = shot_total(draws, plus);
    let defense = targets.iter().map(|&t| defense_value(state, t)).fold(0u8, u8::saturating_add);
    for target in targets {
        if state.card(target).at.is_none() {
            continue;
        }
        if destiny > defense {
            // Dr. Evazan's offer, for the first patient if both are his to choose.
            if crate::rules::swccg::shot_outcomes::hit(state, target, events) && state.prompt.is_none() {
                offer_operation(state, target);
            }
        } else {
            events.push(Event::Missed { card: target, destiny, defense });
        }
    }
}
