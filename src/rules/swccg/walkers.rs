//! Hoth's walkers (set 3): the Interrupts a piloted AT-AT or AT-ST plays against what is present
//! with it (or next to it): Trample, Wall Of Fire, Crash Landing, Walker Barrage; and the Power Harpoon's pilot
//! against them (One More Pass).

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::artillery::artillery_site;
use crate::rules::swccg::battle::end_if_presence_gone;
use crate::rules::swccg::battle::participants;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::interrupts::option_holds;
use crate::rules::swccg::landing::{is_exterior, is_site};
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, CardType, Class, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{BattleStep, Prompt, Slot, State};
use crate::rules::swccg::movement::same_or_adjacent;
use crate::rules::swccg::occupants::is_piloted;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::shot_outcomes::crash;
use crate::rules::swccg::starship::armor;
use crate::rules::swccg::starship::{permanent_pilot_ability, permanent_pilot_aboard};
use crate::rules::swccg::stats::forfeit;
use crate::rules::swccg::vehicles::lose_from_table;
use crate::rules::swccg::weapons::mount_of;

type Checked = Result<(), Rejected<Reason>>;

/// Whether `ability` is one of the words [`check_target`] checks (its Interrupt targets any card
/// on the table that the check accepts).
pub(crate) fn targets_from_walker(ability: &Ability) -> bool {
    matches!(
        ability,
        Ability::Tramples { .. }
            | Ability::LosesTargetsNearWalker { .. }
            | Ability::CrashesNearWalker { .. }
            | Ability::BarragesArtillery { .. }
    )
}

/// "If you have a piloted AT-AT or AT-ST present at a site": one of `side`'s cards of `walkers`,
/// piloted and present, at the site `site`.
fn walker_present(state: &State, side: Side, walkers: &Kinds, site: CardId) -> bool {
    is_site(state, site)
        && state.cards_at(side, site).into_iter().any(|c| {
            state.def(c).is(CardType::Vehicle)
                && walkers.holds(state.def(c))
                && is_piloted(state, c)
                && is_present(state, c)
        })
}

/// Trample: "target opponent's character, 'crashed' vehicle or unpiloted vehicle without armor
/// present" (GEMP `Card3_138`: present at a site where one of its player's piloted AT-ATs or
/// AT-STs is present).
fn tramplable(state: &State, side: Side, walkers: &Kinds, target: CardId) -> bool {
    let def = state.def(target);
    let kind = def.is(CardType::Character)
        || (def.is(CardType::Vehicle)
            && (state.card(target).crashed || (!is_piloted(state, target) && armor(state, target).is_none())));
    state.card(target).at.is_some()
        && state.owner(target) == side.opponent()
        && kind
        && is_present(state, target)
        && state.location_of(target).is_some_and(|site| walker_present(state, side, walkers, site))
}

/// Wall Of Fire: "If you have a piloted AT-AT present at a site, target any number of
/// opponent's troopers present at same or adjacent exterior site" (GEMP `Card3_141`: an AT-AT
/// chosen, then troopers at exterior sites of its site or next to it): the opponent's cards of
/// `who` present at an exterior site that is, or is next to, a site where one of `side`'s
/// piloted `walkers` is present and within reach of `first` (the first target; all of them
/// when `None`).
fn near_walker(state: &State, side: Side, walkers: &Kinds, who: &Kinds, first: Option<CardId>) -> Vec<CardId> {
    let near = |a: CardId, b: CardId| same_or_adjacent(state, a, b);
    let walker_sites: Vec<CardId> =
        state.locations.iter().copied().filter(|&l| walker_present(state, side, walkers, l)).collect();
    let first_site = first.and_then(|f| state.location_of(f));
    let reach: Vec<CardId> = walker_sites.into_iter().filter(|&w| first_site.is_none_or(|f| near(w, f))).collect();
    state
        .player(side.opponent())
        .table
        .iter()
        .copied()
        .filter(|&c| state.def(c).is(CardType::Character) && who.holds(state.def(c)) && is_present(state, c))
        .filter(|&c| {
            state
                .location_of(c)
                .is_some_and(|l| is_site(state, l) && is_exterior(state, l) && reach.iter().any(|&w| near(w, l)))
        })
        .collect()
}

/// Crash Landing: "target opponent's non-creature vehicle present at same or adjacent exterior
/// site" (GEMP `Card3_120`: one not crashed yet, at an exterior site that is, or is next to, the
/// site of the AT-AT chosen): the walkers of `side` in reach of `target`, if it is one; `None`
/// when it is not a target.
fn crash_reach(state: &State, side: Side, walkers: &Kinds, target: CardId) -> Option<Vec<CardId>> {
    let def = state.def(target);
    let site = state.location_of(target)?;
    let ok = state.card(target).at.is_some()
        && state.owner(target) == side.opponent()
        && def.is(CardType::Vehicle)
        && !def.is_class(Class::Creature)
        && !state.card(target).crashed
        && is_present(state, target)
        && is_site(state, site)
        && is_exterior(state, site);
    if !ok {
        return None;
    }
    let near = |l: CardId| same_or_adjacent(state, l, site);
    let in_reach: Vec<CardId> = state
        .player(side)
        .table
        .iter()
        .copied()
        .filter(|&c| {
            state.def(c).is(CardType::Vehicle)
                && walkers.holds(state.def(c))
                && is_piloted(state, c)
                && is_present(state, c)
                && state.location_of(c).is_some_and(|l| is_site(state, l) && near(l))
        })
        .collect();
    (!in_reach.is_empty()).then_some(in_reach)
}

/// Walker Barrage: "target opponent's artillery weapon at same or adjacent exterior site" (GEMP
/// `Card3_140`: one of its player's piloted AT-ATs present at an exterior site that is, or is
/// next to, the exterior site the weapon stands at).
fn barrage_reach(state: &State, side: Side, walkers: &Kinds, target: CardId) -> bool {
    let Some(site) = artillery_site(state, target) else { return false };
    state.owner(target) == side.opponent()
        && is_exterior(state, site)
        && state.locations.iter().any(|&l| {
            is_exterior(state, l) && same_or_adjacent(state, l, site) && walker_present(state, side, walkers, l)
        })
}

/// Walker Barrage: "Draw destiny. Target lost if destiny +1 > forfeit. Also, one opponent's
/// character at same site as target (random selection) lost if destiny +1 > 6" (GEMP: the
/// character only with the weapon, drawn by the game's random choice among the opponent's
/// characters at that site, aboard too).
fn barrage(
    state: &mut State,
    side: Side,
    card: CardId,
    (plus, over): (u8, u8),
    target: CardId,
    events: &mut Vec<Event>,
) {
    let Some(site) = artillery_site(state, target) else { return };
    let Some(total) = text_destiny(state, side, card, plus, events) else { return };
    if total <= forfeit(state, target) {
        return;
    }
    let characters: Vec<CardId> =
        state.cards_at(side.opponent(), site).into_iter().filter(|&c| state.def(c).is(CardType::Character)).collect();
    let struck = (total > over && !characters.is_empty()).then(|| characters[state.rng.below(characters.len())]);
    lose_from_table(state, target, events);
    if let Some(c) = struck.filter(|&c| state.card(c).at.is_some()) {
        lose_from_table(state, c, events);
    }
    end_if_presence_gone(state, events);
}

/// "If AT-AT has a vehicle weapon": one of the walkers `in_reach` has a vehicle weapon on it (the
/// player's best choice of AT-AT).
fn armed(state: &State, in_reach: &[CardId]) -> bool {
    in_reach.iter().any(|&w| {
        state
            .attached_to(w)
            .into_iter()
            .any(|c| state.def(c).is(CardType::Weapon) && state.def(c).is_class(Class::Vehicle))
    })
}

/// May `side` play the walker's word `ability` on `target`? `None`: not one of these words.
pub(crate) fn check_target(state: &State, side: Side, ability: &Ability, target: Option<CardId>) -> Option<Checked> {
    let Some(t) = target else {
        return targets_from_walker(ability).then(|| Err(Reason::NotATarget.by(SwccgRule::Interrupts)));
    };
    match ability {
        Ability::Tramples { walkers, .. } => Some(option_holds(tramplable(state, side, walkers, t))),
        Ability::LosesTargetsNearWalker { walkers, who } => {
            Some(option_holds(near_walker(state, side, walkers, who, None).contains(&t)))
        }
        Ability::CrashesNearWalker { walkers, .. } => {
            Some(option_holds(crash_reach(state, side, walkers, t).is_some()))
        }
        Ability::BarragesArtillery { walkers, .. } => Some(option_holds(barrage_reach(state, side, walkers, t))),
        _ => None,
    }
}

/// Plays it on `target`. Trample: "Draw destiny. Character lost if destiny > ability. Vehicle lost
/// if destiny < 7." A failed draw (an empty Reserve Deck) does nothing (GEMP).
pub(crate) fn play(
    state: &mut State,
    side: Side,
    card: CardId,
    ability: &Ability,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let Some(t) = target else { return };
    let vehicle_under = match ability {
        Ability::Tramples { vehicle_under, .. } => vehicle_under,
        // The first target is chosen; the others, one at a time, then the destiny (`answer`).
        Ability::LosesTargetsNearWalker { walkers, who } => {
            let cards: Vec<CardId> =
                near_walker(state, side, walkers, who, Some(t)).into_iter().filter(|&c| c != t).collect();
            if cards.is_empty() {
                fire_on(state, side, card, vec![t], events);
            } else {
                state.prompt = Some(Prompt::MoreTargets { chooser: side, card, targets: vec![t], cards });
            }
            return;
        }
        // Crash Landing: "… add 1 to destiny draw. Target 'crashes' if total destiny > 3."
        Ability::CrashesNearWalker { walkers, weapon_plus, over } => {
            let Some(in_reach) = crash_reach(state, side, walkers, t) else { return };
            let plus = if armed(state, &in_reach) { *weapon_plus } else { 0 };
            if text_destiny(state, side, card, plus, events).is_some_and(|total| total > *over) {
                crash(state, t, events);
            }
            return;
        }
        Ability::BarragesArtillery { walkers, plus, character_over } => {
            if barrage_reach(state, side, walkers, t) {
                barrage(state, side, card, (*plus, *character_over), t, events);
            }
            return;
        }
        _ => return,
    };
    let Some(total) = text_destiny(state, side, card, 0, events) else { return };
    let lost = if state.def(t).is(CardType::Character) {
        total > crate::rules::swccg::stats::ability(state, t)
    } else {
        total < *vehicle_under
    };
    if lost && state.card(t).at.is_some() {
        lose_from_table(state, t, events);
        end_if_presence_gone(state, events);
    }
}

/// Answers `Prompt::MoreTargets`: a card picked joins the targets (the prompt stays while others
/// are left); passing, or the last pick, draws the destiny.
pub(crate) fn answer(state: &mut State, prompt: Prompt, action: &Action, events: &mut Vec<Event>) {
    let Prompt::MoreTargets { chooser, card, mut targets, mut cards } = prompt else { return };
    if let Action::Pick { card: picked } = *action {
        if cards.contains(&picked) {
            cards.retain(|&c| c != picked);
            targets.push(picked);
            if !cards.is_empty() {
                state.prompt = Some(Prompt::MoreTargets { chooser, card, targets, cards });
                return;
            }
        }
    }
    fire_on(state, chooser, card, targets, events);
}

/// Wall Of Fire: "Draw destiny. If destiny > number of troopers targeted, they are lost." A
/// failed draw (an empty Reserve Deck) does nothing (GEMP).
fn fire_on(state: &mut State, side: Side, card: CardId, targets: Vec<CardId>, events: &mut Vec<Event>) {
    let Some(total) = text_destiny(state, side, card, 0, events) else { return };
    if usize::from(total) > targets.len() {
        for t in targets {
            if state.card(t).at.is_some() {
                lose_from_table(state, t, events);
            }
        }
        end_if_presence_gone(state, events);
    }
}

/// One More Pass: "If you are about to draw power harpoon weapon destiny": in a battle's weapons
/// segment, one of `side`'s weapons of `weapon` that has not fired in it is on a vehicle of
/// `side`'s taking part in the battle, with a pilot aboard whose ability it may add.
pub(crate) fn weapon_to_fire(state: &State, side: Side, weapon: &Kinds) -> bool {
    let Some(b) = &state.battle else { return false };
    let in_battle = participants(state, side);
    b.step == BattleStep::Weapons
        && state.player(side).table.iter().any(|&w| {
            state.def(w).is(CardType::Weapon)
                && weapon.holds(state.def(w))
                && state.card(w).fired == 0
                && mount_of(state, w).is_some_and(|v| in_battle.contains(&v) && pilot_ability_aboard(state, w) > 0)
        })
}

/// "Add ability of one pilot aboard same vehicle" (GEMP `getAbilityOfPilotsAboard`: the pilots
/// aboard, a permanent pilot among them; its player chooses, the highest here, as more only
/// helps the shot): the highest ability of a pilot aboard the vehicle `weapon` is on; 0 when none.
pub(crate) fn pilot_ability_aboard(state: &State, weapon: CardId) -> u8 {
    mount_of(state, weapon).map_or(0, |vehicle| best_pilot_ability(state, vehicle))
}

/// The highest ability of a pilot aboard `vehicle` (a permanent pilot's among them); 0 when none.
pub(crate) fn best_pilot_ability(state: &State, vehicle: CardId) -> u8 {
    let permanent =
        if permanent_pilot_aboard(state, vehicle).is_some() { permanent_pilot_ability(state.def(vehicle)) } else { 0 };
    state
        .aboard(vehicle)
        .into_iter()
        .filter(|&(_, slot)| slot == Slot::Pilot)
        .map(|(c, _)| crate::rules::swccg::stats::ability(state, c))
        .fold(permanent, u8::max)
}
