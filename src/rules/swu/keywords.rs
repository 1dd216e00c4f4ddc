//! The keywords in force on a unit (base game, shared/research/swu.md §5): printed on it (while it
//! is a unit), granted by its own conditional abilities, and granted by its upgrades ("Attached
//! unit gains …", 2.13). Keywords with a number add up (Raid, Restore); the others do not. A unit
//! that "loses all abilities" has none printed on it; one that "can't gain abilities" none it
//! gains ("Attached unit gains …", "Each … gains …", "… for this phase").

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swu::board::auras;
use crate::rules::swu::forms::{abilities_with, each_among, holds, is_unit, lost_abilities};
use crate::rules::swu::model::ability::{Ability, Form, Named};
use crate::rules::swu::model::def::Keyword;
use crate::rules::swu::model::state::State;
use crate::rules::swu::printed::Printed;

/// Every keyword instance on `unit` now (an upgrade has none of its own: 3.5).
pub fn keywords(state: &State, unit: CardId) -> Vec<Keyword> {
    let mut out = Vec::new();
    each_keyword(state, unit, |keyword| out.push(keyword));
    out
}

/// Each keyword instance on `unit` now, in the order [`keywords`] lists them: printed on it,
/// granted by its upgrades, and granted by its abilities whose condition holds.
fn each_keyword(state: &State, unit: CardId, f: impl FnMut(Keyword)) {
    if is_unit(state, unit) {
        each_unit_keyword(state, unit, state.attachments_of(unit), &auras(state), true, f);
    }
}

/// The keywords `unit` shares through "Each <which> unit gains this unit's Keywords" (The
/// Ghost): all it has now but those it has only through such sharing (which would otherwise
/// feed back and forth between two sharing units).
fn shared_keywords(state: &State, unit: CardId) -> Vec<Keyword> {
    let mut out = Vec::new();
    if is_unit(state, unit) {
        each_unit_keyword(state, unit, state.attachments_of(unit), &auras(state), false, |k| out.push(k));
    }
    out
}

/// As [`each_keyword`], of a unit whose upgrades are `upgrades`, in the order they entered play,
/// and the units with an ability over others `auras` (`board::auras`); `shared`: with the
/// keywords other units share with it ([`shared_keywords`]).
fn each_unit_keyword(
    state: &State,
    unit: CardId,
    upgrades: impl Iterator<Item = CardId> + Clone,
    auras: &[CardId],
    shared: bool,
    mut f: impl FnMut(Keyword),
) {
    // "… loses <keyword> for this phase": none of its instances count.
    let lost = |k: Keyword| state.lasting.iter().any(|l| l.card == unit && l.loses.is_some_and(|x| x.same_kind(k)));
    let mut f = |k: Keyword| {
        if !lost(k) {
            f(k)
        }
    };
    let controller = state.card(unit).controller;
    let lost = lost_abilities(state, unit);
    if lost.is_none() {
        state.def(unit).keywords.iter().for_each(|&k| f(k));
    }
    let gains = lost != Some(true);
    for upgrade in upgrades.clone().filter(|_| gains) {
        state.def(upgrade).grants.iter().for_each(|&k| f(k));
    }
    for (_, ability) in abilities_with(state, unit, upgrades) {
        if let Ability::Gains { keyword, when } = ability {
            if holds(state, when, unit, controller) {
                f(*keyword);
            }
        }
    }
    for (source, ability) in each_among(state, auras, unit).filter(|_| gains) {
        match ability {
            Ability::Each { keyword: Some(keyword), .. } => f(*keyword),
            Ability::EachGainsChosen { .. } => chosen_keyword(state, source).into_iter().for_each(&mut f),
            Ability::EachGainsKeywords { .. } if shared => shared_keywords(state, source).into_iter().for_each(&mut f),
            _ => {}
        }
    }
    state.lasting.iter().filter(|l| gains && l.card == unit).filter_map(|l| l.keyword).for_each(f);
}

/// Whether `unit` has `keyword` (for Raid and Restore: any value). The same sources as
/// [`keywords`], looked through without collecting them (the legality checks ask often).
pub fn has_keyword(state: &State, unit: CardId, keyword: Keyword) -> bool {
    is_unit(state, unit) && unit_has_keyword(state, unit, state.attachments_of(unit), &auras(state), keyword)
}

/// As [`has_keyword`], of a unit (in play, attached to nothing) whose upgrades are `upgrades`, in
/// the order they entered play, and the units with an ability over others `auras` (a listing
/// knows both from its `Board`).
pub(crate) fn unit_has_keyword(
    state: &State,
    unit: CardId,
    upgrades: impl Iterator<Item = CardId> + Clone,
    auras: &[CardId],
    keyword: Keyword,
) -> bool {
    let may = may_have(state, unit, upgrades.clone(), auras, keyword);
    debug_assert!(may || !sources_give(state, unit, upgrades.clone(), auras, keyword));
    may && sources_give(state, unit, upgrades, auras, keyword)
}

/// As [`unit_has_keyword`], reading every source.
fn sources_give(
    state: &State,
    unit: CardId,
    upgrades: impl Iterator<Item = CardId> + Clone,
    auras: &[CardId],
    keyword: Keyword,
) -> bool {
    if state.lasting.iter().any(|l| l.card == unit && l.loses.is_some_and(|k| k.same_kind(keyword))) {
        return false;
    }
    // "… loses all abilities [and can't gain abilities]": its printed keywords [and those it gains].
    let lost = lost_abilities(state, unit);
    let gains = lost != Some(true);
    if lost.is_none() && state.def(unit).keywords.iter().any(|k| k.same_kind(keyword)) {
        return true;
    }
    if gains && upgrades.clone().any(|u| state.def(u).grants.iter().any(|k| k.same_kind(keyword))) {
        return true;
    }
    if gains && state.lasting.iter().any(|l| l.card == unit && l.keyword.is_some_and(|k| k.same_kind(keyword))) {
        return true;
    }
    let controller = state.card(unit).controller;
    abilities_with(state, unit, upgrades).any(|(_, ability)| {
        matches!(ability, Ability::Gains { keyword: k, when } if k.same_kind(keyword) && holds(state, when, unit, controller))
    }) || gains && each_among(state, auras, unit).any(|(source, a)| match a {
        Ability::Each { keyword: Some(k), .. } => k.same_kind(keyword),
        Ability::EachGainsChosen { .. } => chosen_keyword(state, source).is_some_and(|k| k.same_kind(keyword)),
        Ability::EachGainsKeywords { .. } => shared_keywords(state, source).iter().any(|k| k.same_kind(keyword)),
        _ => false,
    })
}

/// Whether any source [`unit_has_keyword`] reads could give `unit` `keyword`, asked of the
/// printed text alone (`TEXTS`, once per definition) and of the lasting effects on it: most units
/// asked about a keyword have no source of it, and are answered without reading a condition.
fn may_have(
    state: &State,
    unit: CardId,
    mut upgrades: impl Iterator<Item = CardId>,
    auras: &[CardId],
    keyword: Keyword,
) -> bool {
    let bit = keyword.kind_bit();
    let texts = |card| TEXTS.of(state, card);
    texts(unit).unit & bit != 0
        || upgrades.any(|u| texts(u).upgrade & bit != 0)
        || auras.iter().any(|&a| texts(a).aura & bit != 0)
        || state.lasting.iter().any(|l| l.card == unit && l.keyword.is_some_and(|k| k.same_kind(keyword)))
}

/// The kinds of keyword (`Keyword::kind_bit`) a definition's printed text may give: to itself as
/// a unit (printed, or "This unit gains …"), to the unit it is attached to as an upgrade
/// ("Attached unit gains …"), and to other units ("Each … unit gains …"; every kind for those
/// that gain a chosen keyword or another unit's).
#[derive(Clone, Copy)]
struct KeywordTexts {
    unit: u16,
    upgrade: u16,
    aura: u16,
}

static TEXTS: Printed<KeywordTexts> = Printed::new(|def| {
    let gains = |form| {
        def.abilities(form).iter().fold(0, |bits, a| match a {
            Ability::Gains { keyword, .. } => bits | keyword.kind_bit(),
            _ => bits,
        })
    };
    let kinds = |keywords: &[Keyword]| keywords.iter().fold(0, |bits, k| bits | k.kind_bit());
    let aura = def.abilities(Form::Unit).iter().fold(0, |bits, a| match a {
        Ability::Each { keyword: Some(k), .. } => bits | k.kind_bit(),
        Ability::EachGainsChosen { .. } | Ability::EachGainsKeywords { .. } => u16::MAX,
        _ => bits,
    });
    KeywordTexts {
        unit: kinds(&def.keywords) | gains(Form::Unit),
        upgrade: kinds(&def.grants) | gains(Form::Upgrade),
        aura,
    }
});

/// Raid X: "This unit gets +X/+0 while attacking." Instances add up.
pub fn raid(state: &State, unit: CardId) -> u8 {
    if is_unit(state, unit) {
        unit_raid(state, unit, state.attachments_of(unit), &auras(state))
    } else {
        0
    }
}

/// As [`raid`], of a unit whose upgrades are `upgrades` (`auras`: as [`unit_has_keyword`]).
pub(crate) fn unit_raid(
    state: &State,
    unit: CardId,
    upgrades: impl Iterator<Item = CardId> + Clone,
    auras: &[CardId],
) -> u8 {
    added_up(state, unit, upgrades, auras, Keyword::Raid(0), |k| if let Keyword::Raid(n) = k { n } else { 0 })
}

/// Restore X: "When this unit attacks, heal X damage from your base." Instances add up (Hera's
/// granted Restore 1 and a printed Restore: forceteki's HeraSyndulla spec, test 34).
pub fn restore(state: &State, unit: CardId) -> u8 {
    if is_unit(state, unit) {
        unit_restore(state, unit, state.attachments_of(unit), &auras(state))
    } else {
        0
    }
}

/// As [`restore`], of a unit whose upgrades are `upgrades` (`auras`: as [`unit_has_keyword`]).
pub(crate) fn unit_restore(
    state: &State,
    unit: CardId,
    upgrades: impl Iterator<Item = CardId> + Clone,
    auras: &[CardId],
) -> u8 {
    added_up(state, unit, upgrades, auras, Keyword::Restore(0), |k| if let Keyword::Restore(n) = k { n } else { 0 })
}

/// The instances of a numbered keyword of `kind`'s kind (Raid, Restore) on a unit, their numbers
/// (`number`: an instance's, 0 for another keyword) added up (`upgrades`, `auras`: as
/// [`unit_has_keyword`]).
fn added_up(
    state: &State,
    unit: CardId,
    upgrades: impl Iterator<Item = CardId> + Clone,
    auras: &[CardId],
    kind: Keyword,
    number: impl Fn(Keyword) -> u8,
) -> u8 {
    if !may_have(state, unit, upgrades.clone(), auras, kind) {
        return 0;
    }
    let mut sum = 0u8;
    each_unit_keyword(state, unit, upgrades, auras, true, |k| sum += number(k));
    sum
}

/// The keywords as the board shows them: one badge per kind, numbers added up.
pub(crate) fn badges(state: &State, unit: CardId) -> Vec<Keyword> {
    let mut out: Vec<Keyword> = Vec::new();
    for keyword in keywords(state, unit) {
        match out.iter_mut().find(|k| k.same_kind(keyword)) {
            Some(Keyword::Raid(n)) => {
                if let Keyword::Raid(m) = keyword {
                    *n += m;
                }
            }
            Some(Keyword::Restore(n)) => {
                if let Keyword::Restore(m) = keyword {
                    *n += m;
                }
            }
            Some(_) => {}
            None => out.push(keyword),
        }
    }
    out.sort();
    out
}

/// The keyword `card` chose ("the chosen Keyword", Admiral Yularen), if it chose one.
fn chosen_keyword(state: &State, card: CardId) -> Option<Keyword> {
    match state.card(card).chosen {
        Some(Named::Keyword(keyword)) => Some(keyword),
        _ => None,
    }
}
