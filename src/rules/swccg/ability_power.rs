//! K'lor'slug, Molator (an Effect on its player's side of the table): "For each unit of ability
//! you have present during a battle, you may use 1 Force to raise your total power by 1. Ability
//! used in this way cannot also be used to draw destiny." ([`Ability::AbilityToPower`]). Its
//! rulings: used once per battle, as one weapons segment action however much Force it uses; the
//! ability of characters inside starships and enclosed vehicles (permanent pilots too) is not
//! 'present'. Readings are in docs/rules-notes.md.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::battle::participants;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::{available, use_force};
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, BattleStep, State};
use crate::rules::swccg::sections::card_text;

type Checked = Result<(), Rejected<Reason>>;

/// "Each unit of ability you have present during a battle": the printed ability of `side`'s
/// characters present in the battle under way, less what it already spent.
pub(crate) fn ability_present(state: &State, side: Side) -> u8 {
    let Some(battle) = &state.battle else { return 0 };
    let total = participants(state, side)
        .into_iter()
        .filter(|&c| state.def(c).is(CardType::Character) && is_present(state, c))
        .map(|c| crate::rules::swccg::stats::ability(state, c))
        .fold(0u8, u8::saturating_add);
    total.saturating_sub(battle.ability_spent[side.idx()])
}

/// May `side` use `card`'s text now with `force` Force (1 Force a unit of ability present)?
pub(crate) fn check_raise_power(state: &State, side: Side, card: CardId, force: u8) -> Checked {
    let refused = || Err(Rejected::new(Reason::InterruptConditions, card_text(&state.def(card).title)));
    let Some(b) = state.battle.as_ref() else { return refused() };
    let ok = state.owner(card) == side
        && state.card(card).at == Some(At::Side(side))
        && state.def(card).abilities().any(|a| matches!(a, Ability::AbilityToPower))
        && b.step == BattleStep::Weapons
        && b.to_act == side
        && !b.used.contains(&card)
        && force >= 1
        && force <= ability_present(state, side);
    if !ok {
        return refused();
    }
    let have = available(state, side);
    if have < force {
        return Err(Rejected::new(
            Reason::NotEnoughForce { cost: force, available: have },
            card_text(&state.def(card).title),
        ));
    }
    Ok(())
}

/// Each use of `side`'s cards with the text it may make now: 1 Force up to all its ability present.
/// `sure`: only those the check allows.
pub(crate) fn raises(state: &State, side: Side, sure: bool, out: &mut Vec<Action>) {
    for &card in &state.player(side).table {
        if !state.def(card).abilities().any(|a| matches!(a, Ability::AbilityToPower)) {
            continue;
        }
        for force in 1..=ability_present(state, side) {
            if !sure || check_raise_power(state, side, card, force).is_ok() {
                out.push(Action::RaisePower { card, force });
            }
        }
    }
}

/// `side` uses `force` Force: its total power in the battle is `force` more, and that much of its
/// ability present no longer counts toward battle destiny.
pub(crate) fn raise_power(state: &mut State, side: Side, card: CardId, force: u8, events: &mut Vec<Event>) {
    use_force(state, side, force);
    if let Some(b) = state.battle.as_mut() {
        b.used.push(card);
        b.added_power[side.idx()] = b.added_power[side.idx()].saturating_add(force);
        b.ability_spent[side.idx()] = b.ability_spent[side.idx()].saturating_add(force);
    }
    events.push(Event::PowerRaised { side, card, amount: force });
}
