//! Power and HP (shared/rules/swu-jump-to-lightspeed.txt 2.9 and 2.11): a unit's printed values,
//! its own abilities, and the modifiers of the upgrades attached to it. A card attached as an
//! upgrade gives its upgrade modifiers, never its printed unit stats.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swu::board::auras;
use crate::rules::swu::forms::{abilities_with, count, each_among, holds, speaks_of_host};
use crate::rules::swu::keywords::{has_keyword, raid, unit_has_keyword, unit_raid};
use crate::rules::swu::model::ability::{Ability, Form};
use crate::rules::swu::model::def::{CardDef, Keyword};
use crate::rules::swu::model::state::State;
use crate::rules::swu::printed::Printed;

/// 2.9 and 2.11: "modifies the power [HP] of the unit it is attached to by the specified number.
/// Only upgrades and PILOT units have a power [HP] modifier." The modifiers `def` gives as an
/// upgrade: its upgrade values, never its unit values (forceteki issue #712 was this mistake).
pub(crate) fn upgrade_modifiers(def: &CardDef) -> (i32, i32) {
    (i32::from(def.upgrade_power.unwrap_or(0)), i32::from(def.upgrade_hp.unwrap_or(0)))
}

/// `unit`'s power before Grit and Raid: what "While this unit has N or more power, it gains …"
/// reads, so that a keyword it gains never counts towards gaining it (2.9).
pub(crate) fn power_before_keywords(state: &State, unit: CardId) -> u8 {
    modified(state, unit).0.clamp(0, 255) as u8
}

/// The power and HP `unit`'s abilities and upgrades add (before Grit and Raid).
fn modified(state: &State, unit: CardId) -> (i32, i32) {
    modified_with(state, unit, state.attachments_of(unit), &auras(state))
}

/// As [`modified`], `upgrades` being the cards attached to `unit` in the order they entered play
/// and `auras` the units with an ability over others (`board::auras`; the standing checks and
/// combat damage know the first from a `board::Upgrades`).
fn modified_with(
    state: &State,
    unit: CardId,
    upgrades: impl Iterator<Item = CardId> + Clone,
    auras: &[CardId],
) -> (i32, i32) {
    let def = state.def(unit);
    let (mut power, mut hp) = (i32::from(def.power), i32::from(def.hp));
    let controller = state.card(unit).controller;
    // Most units have no such text, nor upgrades with it: their abilities are not read.
    let texts = |card| TEXTS.of(state, card);
    let reads = texts(unit).unit || upgrades.clone().any(|u| texts(u).upgrade);
    debug_assert!(
        reads || !abilities_with(state, unit, upgrades.clone()).any(|(_, a)| matches!(a, Ability::Stats { .. }))
    );
    if reads {
        for (source, ability) in abilities_with(state, unit, upgrades.clone()) {
            if let Ability::Stats { power: p, hp: h, when, per } = ability {
                if holds(state, when, unit, controller) {
                    let n = per.map_or(1, |per| count(state, per, source, unit)) as i32;
                    power += i32::from(*p) * n;
                    hp += i32::from(*h) * n;
                }
            }
        }
    }
    let among = auras.iter().any(|&a| texts(a).aura);
    debug_assert!(
        among
            || !each_among(state, auras, unit)
                .any(|(_, a)| matches!(a, Ability::Each { power, hp, .. } if *power != 0 || *hp != 0))
    );
    if among {
        for (source, ability) in each_among(state, auras, unit) {
            if let Ability::Each { power: p, hp: h, per, .. } = ability {
                let n = per.map_or(1, |per| count(state, per, source, unit)) as i32;
                power += i32::from(*p) * n;
                hp += i32::from(*h) * n;
            }
        }
    }
    for upgrade in upgrades {
        let (p, h) = upgrade_modifiers(state.def(upgrade));
        power += p;
        hp += h;
    }
    // "While this unit is defending, the attacker gets -1/-0."
    if let Some(attack) = state.attack.filter(|a| a.attacker == unit && a.defender != unit) {
        if crate::rules::swu::forms::is_unit(state, attack.defender) {
            for (_, ability) in crate::rules::swu::forms::abilities_on(state, attack.defender) {
                if let Ability::AttackerGets { power: p } = ability {
                    power += i32::from(*p);
                }
            }
        }
    }
    for lasting in state.lasting.iter().filter(|l| l.card == unit) {
        power += i32::from(lasting.power);
        hp += i32::from(lasting.hp);
    }
    (power, hp)
}

/// Whether a definition's printed text may modify power or HP: its own as a unit ("This unit gets
/// …"), the attached unit's as an upgrade ("Attached unit gets …"; its printed modifiers are read
/// apart), other units' ("Each … unit gets …"). What [`modified_with`] asks before it reads a
/// card's abilities.
#[derive(Clone, Copy)]
struct StatTexts {
    unit: bool,
    upgrade: bool,
    aura: bool,
}

static TEXTS: Printed<StatTexts> = Printed::new(|def| {
    let stats = |form| def.abilities(form).iter().any(|a| matches!(a, Ability::Stats { .. }));
    let aura = def
        .abilities(Form::Unit)
        .iter()
        .any(|a| matches!(a, Ability::Each { power, hp, .. } if *power != 0 || *hp != 0));
    StatTexts { unit: stats(Form::Unit), upgrade: stats(Form::Upgrade), aura }
});

/// A unit's power now: printed, abilities, upgrades' modifiers (2.9), Grit (+1 per damage), and
/// while it attacks, Raid and the attack's own bonus. Never below 0.
pub fn power(state: &State, unit: CardId) -> u8 {
    let (mut power, _) = modified(state, unit);
    if has_keyword(state, unit, Keyword::Grit) {
        power += i32::from(state.card(unit).damage);
    }
    if let Some(attack) = state.attack.filter(|a| a.attacker == unit) {
        power += i32::from(raid(state, unit)) + i32::from(attack.power);
    }
    power.clamp(0, 255) as u8
}

/// As [`power`], of a unit (in play, attached to nothing) whose upgrades are `upgrades`, with the
/// units with an ability over others `auras` (`board::auras`; combat damage knows the upgrades
/// from a `board::Upgrades`).
pub(crate) fn unit_power(
    state: &State,
    unit: CardId,
    upgrades: impl Iterator<Item = CardId> + Clone,
    auras: &[CardId],
) -> u8 {
    let (mut power, _) = modified_with(state, unit, upgrades.clone(), auras);
    if unit_has_keyword(state, unit, upgrades.clone(), auras, Keyword::Grit) {
        power += i32::from(state.card(unit).damage);
    }
    if let Some(attack) = state.attack.filter(|a| a.attacker == unit) {
        power += i32::from(unit_raid(state, unit, upgrades, auras)) + i32::from(attack.power);
    }
    power.clamp(0, 255) as u8
}

/// A unit's HP now: printed, abilities, upgrades' modifiers (2.11). Never below 0. A base's HP
/// is printed.
pub fn hp(state: &State, card: CardId) -> u8 {
    if state.def(card).card_type == crate::rules::swu::model::def::CardType::Base {
        return state.def(card).hp;
    }
    let (_, hp) = modified(state, card);
    hp.clamp(0, 255) as u8
}

/// Whether `unit` surely has HP left, seen without working its HP out (`lowered`:
/// [`table_lowers_hp`] of the state): its damage is below its printed HP, and nothing lowers
/// that. 2.11: HP falls below the printed value only by a negative modifier, and one of its own
/// abilities, a lasting effect on it, an upgrade or another unit's "Each … gets -0/-X" would have
/// to give it; every other modifier only adds.
pub(crate) fn surely_stands(state: &State, unit: CardId, lowered: bool) -> bool {
    debug_assert_eq!(lowered, table_lowers_hp(state));
    let def = state.def(unit);
    state.card(unit).damage < def.hp
        && !lowered
        && !state.lasting.iter().any(|l| l.card == unit && l.hp < 0)
        && !def.abilities(Form::Unit).iter().any(lowers_hp)
}

/// Whether a card in play may lower the HP of a unit other than itself: a unit's "Each … unit
/// gets -0/-X", or an upgrade's negative HP modifier or "Attached unit gets -0/-X". What
/// [`surely_stands`] needs of the whole table, asked once for all the units a standing check
/// looks at rather than once for each.
pub(crate) fn table_lowers_hp(state: &State) -> bool {
    state.play.iter().any(|&c| {
        let def = state.def(c);
        match state.card(c).attached {
            None => def.abilities(Form::Unit).iter().any(|a| matches!(a, Ability::Each { .. }) && lowers_hp(a)),
            Some(_) => {
                upgrade_modifiers(def).1 < 0
                    || def.abilities(Form::Upgrade).iter().any(|a| speaks_of_host(a) && lowers_hp(a))
            }
        }
    })
}

/// Whether `ability` gives a negative HP modifier.
fn lowers_hp(ability: &Ability) -> bool {
    matches!(ability, Ability::Stats { hp, .. } | Ability::Each { hp, .. } if *hp < 0)
}

/// As [`hp`], for a unit whose upgrades are `upgrades`, with the units with an ability over others
/// `auras` (`board::auras`; the standing checks ask for units after every step, and know the
/// upgrades from a `board::Upgrades`).
pub(crate) fn unit_hp(
    state: &State,
    unit: CardId,
    upgrades: impl Iterator<Item = CardId> + Clone,
    auras: &[CardId],
) -> u8 {
    let (_, hp) = modified_with(state, unit, upgrades, auras);
    hp.clamp(0, 255) as u8
}

/// How much more damage `card` can take before it is defeated.
pub(crate) fn remaining_hp(state: &State, card: CardId) -> u8 {
    hp(state, card).saturating_sub(state.card(card).damage)
}
