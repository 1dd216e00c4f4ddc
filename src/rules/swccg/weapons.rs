//! Weapons (research §3, "Weapons segment"): "fire weapons in turn, initiator first. Hit cards
//! turn sideways and still count." Each weapon's text says what it may target, for how much
//! Force, and what its destiny must beat.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::artillery::{artillery_site, artillery_user, is_artillery, is_powered, power_source_present};
use crate::rules::swccg::battle::in_battle;
use crate::rules::swccg::devices::{
    fires_twice, immune_to_ion_cannons, reach_from_devices, weapon_destiny_from_devices,
};
use crate::rules::swccg::enclosed::{is_present, may_be_hit};
use crate::rules::swccg::force::{after_destiny, check_force, draw_destiny, use_force};
use crate::rules::swccg::here::weapon_destiny_here;
use crate::rules::swccg::landing::{is_site, is_system, may_fire_from, planet_of, system_of};
use crate::rules::swccg::mobile_system::{mobile_hyperspeed, parsec};
use crate::rules::swccg::model::def::{Ability, Against, CardType, Class, ForfeitZero, Less, Side, TargetKind};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, DestinyFor, Moment, Prompt, State, Step};
use crate::rules::swccg::movement::site_distance;
use crate::rules::swccg::occupants::{is_piloted, weapon_destiny_bonus};
use crate::rules::swccg::redraws::offer_weapon_redraw;
use crate::rules::swccg::responses::{queue, responses};
use crate::rules::swccg::sections::{card_text, SwccgRule};
use crate::rules::swccg::shot_outcomes::{blast, crash, crash_shot, hit, ionize};
use crate::rules::swccg::starship::{armor, boosted_weapon_destiny, is_capital};
use crate::rules::swccg::stats::defense_value;
use crate::rules::swccg::thefts::steal_or_exclude;
use crate::rules::swccg::trench::fires_free_here;
use crate::rules::swccg::vehicles::lose_from_table;
use crate::rules::swccg::weapon_plus::take_weapon_plus;

type Checked = Result<(), Rejected<Reason>>;

/// A weapon card's text, as the vocabulary holds it.
pub(crate) struct WeaponText {
    pub targets: Vec<TargetKind>,
    pub fire: u8,
    pub destinies: u8,
    pub plus: i8,
    pub against: Vec<Against>,
    pub landed: bool,
    pub at_same_site: bool,
    pub repeat: Option<u8>,
    pub less: Option<Less>,
    pub forfeit_zero: Option<ForfeitZero>,
    pub ion: bool,
    /// How many sites away from the battle's it may target cards on their own ("At same or
    /// adjacent site": 1; 0 for the battle only).
    pub reach: u8,
    pub starfighter_defense: Option<u8>,
    pub only: Option<Kinds>,
    pub crash_over: Option<u8>,
    pub crash_over_armor: Option<i8>,
    pub thrown: bool,
    pub two_targets: bool,
    pub powered: bool,
    pub ion_power: bool,
    pub steals_droid: Option<i8>,
    pub excludes_on_equal: bool,
}

pub(crate) fn weapon_text(state: &State, weapon: CardId) -> Option<WeaponText> {
    state.def(weapon).abilities().find_map(|a| match a {
        Ability::Weapon {
            targets,
            fire,
            destinies,
            plus,
            against,
            landed,
            at_same_site,
            repeat,
            less,
            forfeit_zero,
            ion,
            adjacent,
            starfighter_defense,
            only,
            crash_over,
            crash_over_armor,
            thrown,
            two_targets,
            powered,
            ion_power,
            steals_droid,
            excludes_on_equal,
            ..
        } => Some(WeaponText {
            targets: targets.to_vec(),
            fire: *fire,
            destinies: *destinies,
            plus: *plus,
            against: against.to_vec(),
            landed: *landed,
            at_same_site: *at_same_site,
            repeat: *repeat,
            less: *less,
            forfeit_zero: forfeit_zero.clone(),
            ion: *ion,
            // Blaster Scope: "Allows that weapon to target at an adjacent site"; Electro-
            // Rangefinder: "It may fire at targets two sites away".
            reach: u8::from(*adjacent).max(reach_from_devices(state, weapon)),
            starfighter_defense: *starfighter_defense,
            only: only.clone(),
            crash_over: *crash_over,
            crash_over_armor: *crash_over_armor,
            thrown: *thrown,
            two_targets: *two_targets,
            powered: *powered,
            ion_power: *ion_power,
            steals_droid: *steals_droid,
            excludes_on_equal: *excludes_on_equal,
        }),
        _ => None,
    })
}

/// What kind of target `card` is to a weapon's text, if any: a character, a vehicle, a
/// starfighter (a squadron too) or a capital starship.
pub(crate) fn target_kind(state: &State, card: CardId) -> Option<TargetKind> {
    let def = state.def(card);
    match def.card_type {
        CardType::Character => Some(TargetKind::Character),
        CardType::Vehicle => Some(TargetKind::Vehicle),
        CardType::Starship if is_capital(def) => Some(TargetKind::Capital),
        CardType::Starship => Some(TargetKind::Starfighter),
        _ => None,
    }
}

/// A weapon's total destiny: its draws with what its text and a gunner add ("destiny -1" may
/// take it below nothing, which is 0).
pub(crate) fn shot_total(draws: u8, plus: i8) -> u8 {
    u8::try_from((i16::from(draws) + i16::from(plus)).max(0)).unwrap_or(u8::MAX)
}

/// What firing costs now: "May target … using 1 Force"; again, "May fire repeatedly for 2 Force
/// each time"; `None` when it may not fire again in this battle.
pub(crate) fn fire_cost(state: &State, weapon: CardId) -> Option<u8> {
    let text = weapon_text(state, weapon)?;
    // "Your weapons fire free here" (Death Star: Trench, `trench.rs`).
    let free = state.location_of(weapon).is_some_and(|l| fires_free_here(state, state.owner(weapon), l));
    let twice = user_of(state, weapon).and_then(|h| fires_twice(state, h)).is_some();
    let cost = if state.card(weapon).fired == 0 || (twice && state.card(weapon).fired == 1) {
        // "May target … using X Force", X = N less its carrier's ability (or power).
        let host = user_of(state, weapon);
        Some(match (text.less, host) {
            (Some(x), Some(h)) => x.of(state.def(h)),
            _ => text.fire,
        })
    } else {
        text.repeat
    };
    cost.map(|c| if free { 0 } else { c })
}

/// "At same or adjacent site", "two sites away": `card` is on its own at a site 1 to `reach`
/// sites from `location`, the battle's site (a card there is hit like one in the battle, and
/// lost when the battle ends).
pub(crate) fn is_within_reach(state: &State, location: CardId, card: CardId, reach: u8) -> bool {
    match state.card(card).at {
        Some(At::Location(l)) => {
            is_site(state, location) && site_distance(state, location, l).is_some_and(|d| (1..=reach).contains(&d))
        }
        _ => false,
    }
}

/// "May 'throw' at same or adjacent site": the battle's site `location` and the sites up to
/// `reach` from it.
pub(crate) fn thrown_at(state: &State, location: CardId, reach: u8) -> Vec<CardId> {
    if !is_site(state, location) {
        return Vec::new();
    }
    let near = |l: CardId| site_distance(state, location, l).is_some_and(|d| d <= reach);
    state.locations.iter().copied().filter(|&l| l == location || near(l)).collect()
}

/// The cards of `side` on their own at the sites 1 to `reach` sites from `location`.
pub(crate) fn within_reach(state: &State, side: Side, location: CardId, reach: u8) -> Vec<CardId> {
    if !is_site(state, location) || reach == 0 {
        return Vec::new();
    }
    state
        .locations
        .iter()
        .filter(|&&l| site_distance(state, location, l).is_some_and(|d| (1..=reach).contains(&d)))
        .flat_map(|&l| state.top_level_at(side, l))
        .collect()
}

/// This Is All Your Fault: "Re-target an opponent's weapon to one of your droids": whether
/// `weapon`'s shot may have `card` as its target (of a kind its text targets, in the battle —
/// or, for a shot outside a battle, in the fight where the weapon aims (`shots_outside_battle.rs`)
/// — or, for a weapon that fires next door, at an adjacent site, open to being hit, not hit yet,
/// not shielded) — `check_fire`'s conditions on the target.
pub(crate) fn may_retarget(state: &State, weapon: CardId, card: CardId) -> bool {
    let Some(text) = weapon_text(state, weapon) else { return false };
    let (location, in_fight) = match &state.battle {
        Some(battle) => (battle.location, in_battle(state, card)),
        None => match crate::rules::swccg::shots_outside_battle::aimed_at(state, weapon) {
            Some(at) => (at, crate::rules::swccg::shots_outside_battle::in_fight_at(state, at, card)),
            None => return false,
        },
    };
    let next_door = is_within_reach(state, location, card, text.reach);
    state.card(card).at.is_some()
        && state.owner(card) != state.owner(weapon)
        && (in_fight || next_door)
        && !state.boosts.iter().any(|b| b.card == card && b.shielded)
        && target_kind(state, card).is_some_and(|kind| text.targets.contains(&kind))
        && text.only.as_ref().is_none_or(|k| k.holds(state.def(card)))
        && !(text.ion && immune_to_ion_cannons(state, card).is_some())
        && may_be_hit(state, card)
        && !state.card(card).hit
}

/// Who uses `weapon`: what it is on, or, for an artillery weapon, its owner's warrior present
/// that fires it ("Your warrior present may target …"; `artillery.rs`); for one that fires
/// into a battle at its related system (Planet Defender Ion Cannon), its site (GEMP: no
/// character fires it, its carrier does).
pub(crate) fn user_of(state: &State, weapon: CardId) -> Option<CardId> {
    if fires_at_related_system(state, weapon) {
        artillery_site(state, weapon)
    } else if is_artillery(state.def(weapon)) {
        artillery_user(state, weapon)
    } else {
        mount_of(state, weapon)
    }
}

/// "During a battle at related system, may target …" (Planet Defender Ion Cannon).
pub(crate) fn fires_at_related_system(state: &State, weapon: CardId) -> bool {
    state.def(weapon).abilities().any(|a| matches!(a, Ability::Weapon { at_related_system: true, .. }))
}

/// The starship or vehicle a weapon is on.
pub(crate) fn mount_of(state: &State, weapon: CardId) -> Option<CardId> {
    match state.card(weapon).at {
        Some(At::On(host)) => Some(host),
        _ => None,
    }
}

/// Whether `weapon`, on the location `host`, fires in a battle at `location`: a weapon on a
/// mobile system in a battle at that system (Turbolaser Battery, Superlaser); the Superlaser's
/// "… or at a system it orbits" (`orbited`) also in a battle at another system at the mobile
/// system's parsec (GEMP `Card2_161`: `targetAtSameSystemOrSystemOrbitedUsingForce`; the engine
/// keeps no orbits, so a system at the same parsec is the one it orbits, as for They're On
/// Dantooine, docs/rules-notes.md).
pub(crate) fn fires_from_location(state: &State, weapon: CardId, host: CardId, location: CardId) -> bool {
    if mobile_hyperspeed(state.def(host)).is_none() {
        return false;
    }
    let orbited = state.def(weapon).abilities().any(|a| matches!(a, Ability::Weapon { orbited: true, .. }));
    location == host
        || orbited
            && is_system(state, location)
            && mobile_hyperspeed(state.def(location)).is_none()
            && parsec(state, location).is_some_and(|p| parsec(state, host) == Some(p))
}

/// The weapons segment: may `side` fire `weapon` at `target` now, using `force`? With no battle
/// under way, only a card's word lets it fire (`shots_outside_battle.rs` `check_fire_outside`).
pub(crate) fn check_fire(state: &State, side: Side, weapon: CardId, target: CardId, force: u8) -> Checked {
    let Some(battle) = &state.battle else {
        return crate::rules::swccg::shots_outside_battle::check_fire_outside(state, side, weapon, target, force);
    };
    let title: &str = &state.def(weapon).title;
    if state.owner(weapon) != side {
        return Err(Reason::NotYourCard.by(SwccgRule::Weapons));
    }
    // Artillery: "Your warrior present may target …" (`artillery.rs`).
    let related = fires_at_related_system(state, weapon);
    if artillery_site(state, weapon).is_some() && !related && artillery_user(state, weapon).is_none() {
        return Err(Rejected::new(Reason::NoWarriorPresent, card_text(title)));
    }
    if artillery_site(state, weapon).is_some() && !is_powered(state, weapon) {
        return Err(Reason::Unpowered.by(SwccgRule::Weapons));
    }
    let (Some(text), Some(host)) = (weapon_text(state, weapon), user_of(state, weapon)) else {
        return Err(Reason::NotOnTable.by(SwccgRule::Weapons));
    };
    // Light Repeating Blaster Rifle: "If your power droid or fusion generator present, may
    // target …" (GEMP `Card1_320`: `canSpot` its player's power droid or fusion generator
    // `present(self)`).
    if text.powered && !state.location_of(host).is_some_and(|at| power_source_present(state, side, at, weapon)) {
        return Err(Rejected::new(Reason::NoPowerSourcePresent, card_text(title)));
    }
    // A weapon on a mobile system fires in a battle at that system (GEMP `Card1_323`: "valid to
    // use" on a Star Destroyer or a mobile system); one on another location (Turbolaser Battery
    // at Death Star: Trench) only in an Attack Run, not in these decks.
    let on_location = state.is_location(host);
    let fires_here = on_location && fires_from_location(state, weapon, host, battle.location);
    // An artillery weapon fires in a battle at its site, its warrior there or, with an Artillery
    // Remote, elsewhere on the planet (`artillery_user`); Planet Defender Ion Cannon in a battle
    // at its site's related system.
    let artillery_here = artillery_site(state, weapon)
        .map(|site| site == battle.location || related && system_of(state, site) == Some(battle.location));
    if artillery_here == Some(false)
        || artillery_here.is_none() && (on_location && !fires_here || !on_location && !in_battle(state, host))
    {
        return Err(Reason::NotInBattle.by(SwccgRule::Weapons));
    }
    // "That weapon cannot be fired" (Weapon Malfunction, a Utinni Effect).
    if crate::rules::swccg::utinni::may_not_fire(state, weapon) {
        return Err(Rejected::new(Reason::UtinniMayNotFire, card_text(title)));
    }
    if state.def(host).is(CardType::Character) {
        // [E3] "they cannot … fire weapons" inside an enclosed vehicle or a starship.
        if !is_present(state, host) {
            return Err(Reason::FiresFromInside.by(SwccgRule::E3));
        }
    } else if !on_location && !is_piloted(state, host) {
        // [O2] an unpiloted starship or vehicle may not use weapons (a mobile system has none).
        return Err(Reason::Unpiloted.by(SwccgRule::O2));
    }
    // [S16] a landed starfighter fires only weapons that work at a site.
    if !may_fire_from(state, host, text.landed) {
        return Err(Reason::LandedWeapon.by(SwccgRule::S16));
    }
    let Some(cost) = fire_cost(state, weapon) else { return Err(Reason::AlreadyFired.by(SwccgRule::Weapons)) };
    check_target(state, side, weapon, &text, target, battle.location, |c| in_battle(state, c))?;
    check_force(state, side, cost, force, SwccgRule::Weapons)
}

/// What `weapon`'s text lets it target (its `text`), aimed at `location` — the battle's, or
/// outside a battle the weapon's own (`shots_outside_battle.rs`): `target` is the opponent's, in
/// the fight there (`in_fight`) or on its own within the text's reach, of a kind the text names,
/// open to being hit and not hit yet; a thrown weapon's target is a site near `location`.
pub(crate) fn check_target(
    state: &State,
    side: Side,
    weapon: CardId,
    text: &WeaponText,
    target: CardId,
    location: CardId,
    in_fight: impl Fn(CardId) -> bool,
) -> Checked {
    let title: &str = &state.def(weapon).title;
    if text.at_same_site && !is_site(state, location) {
        return Err(Rejected::new(Reason::NotATarget, card_text(title)));
    }
    if text.thrown {
        // "May 'throw' at same or adjacent site": the battle's site or one next to it.
        let near = is_site(state, target)
            && is_site(state, location)
            && site_distance(state, location, target).is_some_and(|d| d <= text.reach);
        if !near {
            return Err(Rejected::new(Reason::NotATarget, card_text(title)));
        }
        return Ok(());
    }
    let next_door = is_within_reach(state, location, target, text.reach);
    // Attack Pattern Delta: "… cannot be targeted by weapons" for the rest of the turn.
    if state.owner(target) == side
        || !(in_fight(target) || next_door)
        || state.boosts.iter().any(|b| b.card == target && b.shielded)
    {
        return Err(Reason::NotATarget.by(SwccgRule::Weapons));
    }
    // "May target an AT-AT or AT-ST" (`only`).
    if !target_kind(state, target).is_some_and(|kind| text.targets.contains(&kind))
        || text.only.as_ref().is_some_and(|k| !k.holds(state.def(target)))
    {
        return Err(Rejected::new(Reason::NotATarget, card_text(title)));
    }
    // Fire Extinguisher: "Any starship it is aboard is immune to … ion cannons".
    if let Some(device) = immune_to_ion_cannons(state, target).filter(|_| text.ion) {
        return Err(Rejected::new(Reason::NotATarget, card_text(&state.def(device).title)));
    }
    // [E2], [E3]: characters inside an enclosed vehicle or a starship cannot be hit; riders of an
    // open vehicle can.
    if !may_be_hit(state, target) {
        return Err(Reason::TargetEnclosed.by(SwccgRule::E3));
    }
    if state.card(target).hit {
        return Err(Reason::AlreadyHit.by(SwccgRule::Weapons));
    }
    Ok(())
}

/// Fires: Force used, its destinies drawn ("Draw two destiny") with its additions ("Add 1 if
/// targeting a character"; "Subtract 2 if targeting a capital starship"; "destiny +1"; a
/// gunner's [O7]); whether it hits is resolved next, after a redraw of the last draw if one is
/// offered.
pub(crate) fn fire(state: &mut State, side: Side, weapon: CardId, target: CardId, force: u8, events: &mut Vec<Event>) {
    if weapon_text(state, weapon).is_none() {
        return;
    }
    use_force(state, side, force);
    state.card_mut(weapon).fired += 1;
    events.push(Event::Fired { weapon, target });
    let plus = shot_plus(state, side, weapon, target);
    state.pending.push(Step::ResolveShot { weapon, target, draw: 0, plus, earlier: 0 });
    // "Just targeted" (Hear Me Baby, Hold Together): the target's player may answer before the
    // weapon destiny is drawn; the draws wait on the queue for the window to close.
    let to = Moment::Targeted { weapon, target };
    let theirs = state.owner(target);
    if !responses(state, theirs, to).is_empty() {
        state.pending.push(Step::WeaponDraws { side, weapon });
        queue(state, theirs, to);
        return;
    }
    draw_shot(state, side, weapon, events);
}

/// Combined Attack, Precise Attack: "target opponent's starship present with two (or more) of
/// your starship weapons. Add all weapon destiny draws together. Apply that total separately for
/// each weapon in an order of your choosing" (the cards' text): each of `weapons` fires at
/// `target` (its Force used, its firing counted), each draws its destinies, and each shot is
/// resolved, in the order given, with the total of all the draws and its own additions.
pub(crate) fn fire_together(
    state: &mut State,
    side: Side,
    weapons: &[CardId],
    target: CardId,
    events: &mut Vec<Event>,
) {
    let mut shots = Vec::new();
    for &weapon in weapons {
        let Some(cost) = fire_cost(state, weapon) else { continue };
        use_force(state, side, cost);
        state.card_mut(weapon).fired += 1;
        events.push(Event::Fired { weapon, target });
        shots.push((weapon, shot_plus(state, side, weapon, target)));
    }
    let mut total: u8 = 0;
    for &(weapon, _) in &shots {
        for _ in 0..weapon_text(state, weapon).map_or(1, |t| t.destinies.max(1)) {
            let draw = draw_destiny(state, side, events);
            total = total.saturating_add(draw.value);
            events.push(Event::Destiny { side, draw, purpose: DestinyFor::Weapon, total });
            after_destiny(state, side, draw);
        }
    }
    // The queue runs last in, first out: the first weapon's shot is resolved first.
    for &(weapon, plus) in shots.iter().rev() {
        state.pending.push(Step::ResolveShot { weapon, target, draw: total, plus, earlier: 0 });
    }
}

/// Combined Attack, Precise Attack: `side`'s weapons (of the starship class when
/// `starship_weapons`) at the location of `target` — the opponent's card of `targets` present in
/// the battle — that may fire at it now, as many as its Force pays for, in table order.
pub(crate) fn together_weapons(
    state: &State,
    side: Side,
    target: CardId,
    targets: &Kinds,
    starship_weapons: bool,
) -> Vec<CardId> {
    if state.owner(target) != side.opponent()
        || state.card(target).at.is_none()
        || !targets.holds(state.def(target))
        || !in_battle(state, target)
        || !is_present(state, target)
    {
        return Vec::new();
    }
    let mut force = crate::rules::swccg::force::available(state, side);
    let mut out = Vec::new();
    for &w in &state.player(side).table {
        let def = state.def(w);
        if !def.is(CardType::Weapon) || (starship_weapons && !def.is_class(Class::Starship)) {
            continue;
        }
        let Some(cost) = fire_cost(state, w) else { continue };
        if state.location_of(w) == state.location_of(target)
            && cost <= force
            && check_fire(state, side, w, target, cost).is_ok()
        {
            force -= cost;
            out.push(w);
        }
    }
    out
}

/// What a shot by `weapon` at `target` adds to its weapon destiny total: its text's, a gunner's
/// ([O7]), what the location, boosts and devices add to each draw, Lucky Shot's.
pub(crate) fn shot_plus(state: &mut State, side: Side, weapon: CardId, target: CardId) -> i8 {
    let Some(text) = weapon_text(state, weapon) else { return 0 };
    let user = user_of(state, weapon);
    let gunner = user.map_or(0, |host| weapon_destiny_bonus(state, host));
    let kind = target_kind(state, target);
    let against: i8 = text.against.iter().filter(|a| Some(a.target) == kind).map(|a| a.add).sum();
    // Targeting Computer: "Subtract 1 from each destiny draw when firing".
    let computer = user.and_then(|h| fires_twice(state, h)).unwrap_or(0);
    let draws = i8::try_from(text.destinies.max(1)).unwrap_or(1);
    let minus = i8::try_from(computer).unwrap_or(i8::MAX).saturating_mul(draws);
    // A location's "Add 1 to each of your weapon destiny draws here".
    let here = state.location_of(weapon).map_or(0, |l| weapon_destiny_here(state, side, l));
    let here = i8::try_from(here).unwrap_or(i8::MAX).saturating_mul(draws);
    // I'm On The Leader: "Add 1 to weapon destiny draws of any starfighter …" (each draw).
    let boosted = user.map_or(0, |h| boosted_weapon_destiny(state, h));
    let here = here.saturating_add(i8::try_from(boosted).unwrap_or(i8::MAX).saturating_mul(draws));
    // Portable Fusion Generator: "adds 1 to each of that weapon's destiny draws".
    let carried = user.map_or(0, |h| weapon_destiny_from_devices(state, h, weapon));
    let here = here.saturating_add(i8::try_from(carried).unwrap_or(i8::MAX).saturating_mul(draws));
    let ordering = i8::try_from(weapon_destiny_from(state, side, weapon)).unwrap_or(i8::MAX);
    let here = here.saturating_add(ordering.saturating_mul(draws));
    let plus = text
        .plus
        .saturating_add(against)
        .saturating_add(i8::try_from(gunner).unwrap_or(i8::MAX))
        .saturating_add(here)
        .saturating_sub(minus);
    // Lucky Shot, Direct Hit: "Add X to one weapon destiny … when targeting a combat vehicle".
    let lucky = take_weapon_plus(state, side, weapon, target);
    plus.saturating_add(i8::try_from(lucky).unwrap_or(i8::MAX))
}

/// Toryn Farr: "When at any war room, adds 1 to weapon destiny draws of your Planet Defender Ion
/// Cannon on same planet" (GEMP `Card3_023`): what `side`'s cards at a location their text names
/// add to each weapon destiny draw of `weapon`, at that location's planet.
fn weapon_destiny_from(state: &State, side: Side, weapon: CardId) -> u8 {
    let Some(planet) = state.location_of(weapon).and_then(|l| planet_of(state, l)) else { return 0 };
    let title: &str = &state.def(weapon).title;
    state
        .player(side)
        .table
        .iter()
        .filter_map(|&c| Some((c, state.location_of(c)?)))
        .filter(|&(_, l)| planet_of(state, l) == Some(planet))
        .flat_map(|(c, l)| state.def(c).abilities().map(move |a| (a, l)))
        .map(|(a, l)| match a {
            Ability::WeaponDestinyFrom { amount, weapon: w, at }
                if w.as_ref() == title && at.iter().any(|t| t.as_ref() == state.def(l).title) =>
            {
                *amount
            }
            _ => 0,
        })
        .fold(0u8, u8::saturating_add)
}

/// The weapon destinies of `side`'s shot with `weapon` (the text's "Draw two destiny"), added to
/// the shot waiting on the queue; the last may be redrawn.
pub(crate) fn draw_shot(state: &mut State, side: Side, weapon: CardId, events: &mut Vec<Event>) {
    let count = weapon_text(state, weapon).map_or(1, |t| t.destinies.max(1));
    for n in 1..=count {
        let draw = draw_destiny(state, side, events);
        let total = add_draw(state, draw.value);
        events.push(Event::Destiny { side, draw, purpose: DestinyFor::Weapon, total });
        after_destiny(state, side, draw);
        if n == count {
            offer_weapon_redraw(state, side, draw);
        }
    }
}

/// The shot waiting on the queue takes a new draw (the one before it, if any, kept as earlier);
/// its total now.
fn add_draw(state: &mut State, value: u8) -> u8 {
    let shot = state.pending.iter_mut().rev().find_map(|s| match s {
        Step::ResolveShot { draw, plus, earlier, .. } => Some((draw, *plus, earlier)),
        _ => None,
    });
    let Some((draw, plus, earlier)) = shot else { return value };
    *earlier = earlier.saturating_add(*draw);
    *draw = value;
    shot_total(earlier.saturating_add(value), plus)
}

/// "Target hit if total destiny > defense value"; "Target hit, and its forfeit = 0" (by any
/// carrier, or "If hit by Han" only by those named).
/// Dr. Evazan: "The not-so-good doctor may 'operate' on any other character present that was
/// just 'hit' or just Disarmed; 'patient' is lost" (the card's text): a card with the word,
/// present at the location of `patient`, a character present there just hit, asks its player.
pub(crate) fn offer_operation(state: &mut State, patient: CardId) {
    if !state.def(patient).is(CardType::Character) || !is_present(state, patient) {
        return;
    }
    let Some(location) = state.location_of(patient) else { return };
    let doctor = Side::BOTH.into_iter().flat_map(|s| state.cards_at(s, location)).find(|&c| {
        c != patient && is_present(state, c) && state.def(c).abilities().any(|a| matches!(a, Ability::Operates))
    });
    if let Some(card) = doctor {
        state.prompt = Some(Prompt::Operate { chooser: state.owner(card), card, patient });
    }
}

/// The answer to Dr. Evazan's offer: the patient is lost.
pub(crate) fn operate(state: &mut State, card: CardId, patient: CardId, events: &mut Vec<Event>) {
    if state.card(patient).at.is_none() {
        return;
    }
    events.push(Event::Operated { card, patient });
    lose_from_table(state, patient, events);
}

pub(crate) fn resolve_shot(
    state: &mut State,
    weapon: CardId,
    target: CardId,
    draws: u8,
    plus: i8,
    events: &mut Vec<Event>,
) {
    let destiny = shot_total(draws, plus);
    // Thrown at a site (a location: on the table, though not "at" anything).
    if weapon_text(state, weapon).is_some_and(|t| t.thrown) {
        if state.is_location(target) {
            blast(state, weapon, target, destiny, events);
        }
        return;
    }
    // A target gone, or a weapon lost with its user before its shot resolves (Lightsaber
    // Deficiency), does nothing.
    if state.card(target).at.is_none() || state.card(weapon).at.is_none() {
        return;
    }
    if let Some(over) = weapon_text(state, weapon).and_then(|t| t.crash_over) {
        crash_shot(state, weapon, target, destiny, over, events);
        return;
    }
    // Jawa Ion Gun: a droid stolen, another character excluded from the battle (`thefts.rs`).
    if weapon_text(state, weapon).is_some_and(|t| t.steals_droid.is_some() || t.excludes_on_equal) {
        steal_or_exclude(state, weapon, target, destiny, events);
        return;
    }
    // Atgar Laser Cannon: "Target crashes if destiny +2 > armor" (GEMP
    // `buildFireWeaponAtgarLaserCannonAction`: a target with armor crashes, or nothing happens).
    let armored = armor(state, target);
    if let (Some(text), Some(armor)) = (weapon_text(state, weapon), armored) {
        if let Some(add) = text.crash_over_armor {
            let total = shot_total(draws, plus.saturating_sub(text.plus).saturating_add(add));
            if total > armor {
                crash(state, target, events);
            } else {
                events.push(Event::Missed { card: target, destiny: total, defense: armor });
            }
            return;
        }
    }
    // "May target a starfighter (use 3 as defense value)".
    let starfighter = target_kind(state, target) == Some(TargetKind::Starfighter);
    let set = weapon_text(state, weapon).and_then(|t| t.starfighter_defense).filter(|_| starfighter);
    let defense = set.unwrap_or_else(|| defense_value(state, target));
    if let Some(text) = weapon_text(state, weapon).filter(|t| t.ion && destiny > defense) {
        ionize(state, target, text.ion_power, events);
    } else if destiny > defense {
        // Weapons fired together (Precise Attack): a target the first shot hit is not hit again;
        // a later weapon's "its forfeit = 0" still applies.
        let first = hit(state, target, events);
        let by = mount_of(state, weapon).map(|h| state.def(h).title.clone());
        let zero = weapon_text(state, weapon)
            .and_then(|t| t.forfeit_zero)
            .is_some_and(|z| z.by.is_empty() || by.is_some_and(|b| z.by.contains(&b)));
        if let (true, Some(battle)) = (zero, state.battle.as_mut()) {
            battle.forfeit_zero.push(target);
        }
        if first {
            offer_operation(state, target);
        }
    } else {
        events.push(Event::Missed { card: target, destiny, defense });
    }
}
