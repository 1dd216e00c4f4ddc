//! An effect on several cards, chosen one at a time: "each of up to N units" (`Prompt::UpTo`,
//! "a different unit" for each of something when it must go on) and damage or a heal divided
//! among units (`Prompt::Divide`), done all at once when the choosing ends.

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::abilities::acts;
use crate::rules::swu::abilities::effects::after_noncombat_damage;
use crate::rules::swu::damage;
use crate::rules::swu::forms::is_unit;
use crate::rules::swu::model::ability::Effect;
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{schedule, State, Step};

/// The units an "each of up to N" may still choose: those `which` names, not chosen yet, while
/// fewer than N are.
pub(crate) fn up_to_options(
    state: &State,
    chooser: Seat,
    effect: &Effect,
    subject: Option<CardId>,
    chosen: &[CardId],
) -> Vec<CardId> {
    let Effect::OnUpTo { count, which, .. } = effect else { return Vec::new() };
    if count.is_some_and(|n| chosen.len() >= usize::from(n)) {
        return Vec::new();
    }
    acts::named(state, chooser, which, subject).into_iter().filter(|c| !chosen.contains(c)).collect()
}

/// Whether an "each of up to N" (`effect`) must go on while a unit is left to choose ("… to a
/// different enemy unit" for each of something).
pub(crate) fn up_to_exactly(effect: &Effect) -> bool {
    matches!(effect, Effect::OnUpTo { exactly: true, .. })
}

/// Does an "each of up to N"'s acts to each unit chosen, in the order chosen; then its "Then, …"
/// about `subject`, after what those acts set going.
pub(crate) fn finish_up_to(
    state: &mut State,
    source: CardId,
    chooser: Seat,
    effect: &Effect,
    subject: Option<CardId>,
    chosen: &[CardId],
    events: &mut Vec<Event>,
) {
    if let Effect::OnUpTo { does, then, .. } = effect {
        if let Some(then) = then {
            let effect = (**then).clone();
            schedule(state, [Step::Resolve { source, effect, subject, controller: chooser }]);
        }
        for &card in chosen {
            acts::act(state, source, chooser, card, does, events);
        }
    }
}

/// The units the next point of a division may go to: any unit for damage; for a heal (`heal`), a
/// unit with more damage than was assigned to it so far (base game "Damage": healing removes
/// damage, and a unit has no more to heal than it has).
pub(crate) fn divide_options(state: &State, heal: bool, assigned: &[(CardId, u8)]) -> Vec<CardId> {
    let so_far = |unit: CardId| assigned.iter().find(|(c, _)| *c == unit).map_or(0, |(_, n)| *n);
    state.units().filter(|&u| !heal || state.card(u).damage > so_far(u)).collect()
}

/// Ends a division: the damage dealt or, with `heal`, the damage healed, all at once.
pub(crate) fn finish_divided(
    state: &mut State,
    chooser: Seat,
    heal: bool,
    assigned: &[(CardId, u8)],
    events: &mut Vec<Event>,
) {
    if !heal {
        deal_divided(state, chooser, assigned, events);
        return;
    }
    for &(unit, amount) in assigned {
        if is_unit(state, unit) {
            damage::heal(state, unit, amount, events);
        }
    }
}

/// Deals the damage a division assigned, all at once (each unit one instance).
pub(crate) fn deal_divided(state: &mut State, chooser: Seat, assigned: &[(CardId, u8)], events: &mut Vec<Event>) {
    let mut dealt = 0u8;
    for &(unit, amount) in assigned {
        if is_unit(state, unit) {
            dealt = dealt.saturating_add(damage::deal(state, unit, amount, events));
        }
    }
    after_noncombat_damage(state, chooser, dealt);
}
