//! Thefts by a thief an Effect made one (Merc Sunlet, Swilla Corey: "Once during each of your
//! control phases, may target one device at same site. Draw destiny. If destiny < target's destiny
//! number, it is stolen"), Sabotage's "may be stolen instead if spy also a thief", and a weapon an
//! Effect keeps from theft ("Deploy on a weapon to prevent theft"). A weapon or device stolen goes
//! on its thief (GEMP `StealCardAndAttachFromTableEffect`); a vehicle stays where it is. The Jawa
//! Ion Gun's shot steals a droid (it stays at its location, its new player's) or excludes
//! another character from the battle.

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::devices::{change_hands, may_be_on};
use crate::rules::swccg::escapes::exclude;
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Kinds, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Phase, State};
use crate::rules::swccg::mounts::weapon_goes_on;
use crate::rules::swccg::sections::card_text;
use crate::rules::swccg::skills::has_skill;
use crate::rules::swccg::stats::{defense_value, forfeit};
use crate::rules::swccg::weapons::weapon_text;

type Checked = Result<(), Rejected<Reason>>;

/// What a card's [`Ability::StealsOnDestiny`] targets, if it says it.
pub(crate) fn steals_on_destiny(def: &CardDef) -> Option<&Kinds> {
    def.abilities().find_map(|a| match a {
        Ability::StealsOnDestiny { who } => Some(who),
        _ => None,
    })
}

/// "Deploy on a weapon to prevent theft": an Effect saying [`Ability::PreventsTheft`] is on `card`.
pub(crate) fn theft_prevented(state: &State, card: CardId) -> bool {
    state.attached_to(card).into_iter().any(|e| state.def(e).abilities().any(|a| matches!(a, Ability::PreventsTheft)))
}

/// May `side`'s `card` (Merc Sunlet) steal `target` now? "Once during each of your control
/// phases, may target one device at same site" (GEMP `Card2_036`: once during its player's control
/// phase, on the non-thief it made a thief; a device at same site): `side`'s Effect on its
/// character (a thief) at a site, not used this turn, nor on an Undercover spy (nobody's there);
/// `target` an opponent's card of the kinds it names at that site, one the thief may carry, not
/// kept from theft.
pub(crate) fn check_steal(state: &State, side: Side, card: CardId, target: CardId) -> Checked {
    let refused = || Err(Rejected::new(Reason::InterruptConditions, card_text(&state.def(card).title)));
    let Some(who) = steals_on_destiny(state.def(card)) else { return refused() };
    let Some(At::On(thief)) = state.card(card).at else { return refused() };
    let site = state.location_of(thief).filter(|&l| is_site(state, l));
    let ok = state.phase == Phase::Control
        && state.active == side
        && state.owner(card) == side
        && state.def(thief).is(CardType::Character)
        && has_skill(state, thief, "thief")
        && !state.under_cover(card)
        && !state.used_this_turn.contains(&card)
        && site.is_some()
        && state.card(target).at.is_some()
        && state.owner(target) == side.opponent()
        && who.holds(state.def(target))
        && !state.under_cover(target)
        && state.location_of(target) == site
        && may_be_on(state, target, thief)
        && !theft_prevented(state, target);
    if ok {
        Ok(())
    } else {
        refused()
    }
}

/// "Draw destiny. If destiny < target's destiny number, it is stolen" (a failed draw fails): the
/// target goes on the thief, `side`'s now.
pub(crate) fn steal(state: &mut State, side: Side, card: CardId, target: CardId, events: &mut Vec<Event>) {
    if check_steal(state, side, card, target).is_err() {
        return;
    }
    let Some(At::On(thief)) = state.card(card).at else { return };
    state.used_this_turn.push(card);
    let number = state.def(target).destiny.unwrap_or(0);
    let total = text_destiny(state, side, card, 0, events);
    if total.is_some_and(|total| total < number) && state.card(target).at.is_some() {
        take(state, side, thief, target);
        events.push(Event::Stole { side, card, target });
    }
}

/// Sabotage's "may be stolen instead": `spy` may take `target` (not kept from theft): a weapon or
/// device it may carry, or a vehicle with nothing aboard (its riders are not stolen with it).
pub(crate) fn may_steal_instead(state: &State, side: Side, spy: CardId, target: CardId) -> bool {
    let def = state.def(target);
    let fits = match def.card_type {
        CardType::Weapon => weapon_goes_on(def, state.def(spy)),
        CardType::Device => may_be_on(state, target, spy),
        CardType::Vehicle => state.aboard(target).is_empty() && matches!(state.card(target).at, Some(At::Location(_))),
        _ => false,
    };
    state.owner(target) == side.opponent() && fits && !theft_prevented(state, target)
}

/// Sabotage's target stolen by `spy` rather than lost.
pub(crate) fn steal_instead(state: &mut State, side: Side, spy: CardId, target: CardId, events: &mut Vec<Event>) {
    take(state, side, spy, target);
    events.push(Event::Stole { side, card: spy, target });
}

/// `target` is `side`'s now: a weapon or device goes on `thief`, a vehicle stays where it is.
fn take(state: &mut State, side: Side, thief: CardId, target: CardId) {
    change_hands(state, side, target);
    if matches!(state.def(target).card_type, CardType::Weapon | CardType::Device) {
        state.card_mut(target).at = Some(At::On(thief));
    }
}

/// Jawa Ion Gun: "Draw destiny. Targeted droid stolen if destiny +1 > forfeit. Targeted non-droid
/// character excluded from battle if destiny = defense value" (the card's text; GEMP
/// `buildFireWeaponJawaIonGunAction`): a droid whose forfeit the total `destiny` + N beats is the
/// shooter's player's now, relocated to that side of its location (`StealCardToLocationEffect`:
/// a rider steps off; what is on it goes with it, `change_hands`) and taking part in the battle
/// there for its new player; a non-droid character whose defense value `destiny` equals is
/// excluded from the battle (`escapes.rs` `exclude`, which ends a battle a side has no card left
/// in). Neither is hit.
pub(crate) fn steal_or_exclude(
    state: &mut State,
    weapon: CardId,
    target: CardId,
    destiny: u8,
    events: &mut Vec<Event>,
) {
    let Some(text) = weapon_text(state, weapon) else { return };
    let side = state.owner(weapon);
    let (droid, character) = (state.def(target).is_droid(), state.def(target).is(CardType::Character));
    if droid {
        let Some(add) = text.steals_droid else { return };
        let total = i16::from(destiny) + i16::from(add);
        if total > i16::from(forfeit(state, target)) {
            if let Some(location) = state.location_of(target) {
                state.card_mut(target).at = Some(At::Location(location));
            }
            change_hands(state, side, target);
            events.push(Event::Stole { side, card: weapon, target });
            exclude(state, Vec::new(), events);
        } else {
            events.push(Event::Missed { card: target, destiny, defense: forfeit(state, target) });
        }
    } else if text.excludes_on_equal && character {
        let defense = defense_value(state, target);
        if destiny == defense {
            exclude(state, vec![target], events);
        } else {
            events.push(Event::Missed { card: target, destiny, defense });
        }
    }
}
