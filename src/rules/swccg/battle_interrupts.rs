//! The conditions of the Interrupts played in a battle (research §3, the decks' Interrupts): who
//! defends alone, who is in the battle together, a starship defending, a Dark Jedi present, the
//! battle just initiated for a damage multiplier, a trooper to 'charge', a TIE/ln to lose.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::battle::{participants, total_power};
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::landing::{is_site, is_system};
use crate::rules::swccg::model::def::{Ability, Alone, AloneAt, CardType, Class, Icon, Named, Party, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{At, BattleStep, DamageTimes, Phase, State};
use crate::rules::swccg::occupants::{has_pilot_skill, is_craft};
use crate::rules::swccg::presence::ability_cards;
use crate::rules::swccg::starship::maneuver;
use crate::rules::swccg::starship::permanent_pilot_aboard;

/// "If a battle was just initiated at any system or sector" / "… at a site"; "If opponent just
/// initiated …" (`by_opponent`): the battle's location, while the battle under way is in its
/// weapons segment at such a place.
pub(crate) fn just_initiated(state: &State, side: Side, at: AloneAt, by_opponent: bool) -> Option<CardId> {
    let b = state.battle.as_ref()?;
    let place = match at {
        AloneAt::System => is_system(state, b.location),
        AloneAt::Site => is_site(state, b.location),
        AloneAt::Anywhere => true,
    };
    (b.step == BattleStep::Weapons && place && (!by_opponent || b.initiator != side)).then_some(b.location)
}

/// "If your pilot (or permanent pilot) is defending a battle alone at a system or sector … OR If
/// <named> is defending a battle alone …"; "If any warrior is defending a battle alone at a
/// site"; "If any alien is defending a battle alone"; "If any other Rebel with ability > 2 …":
/// which holds now for `side`: `Some(true)` the named option, `Some(false)` the first, `None`
/// neither.
pub(crate) fn defending_alone(state: &State, side: Side, named: &Named, who: Alone, at: AloneAt) -> Option<bool> {
    let battle = state.battle.as_ref()?;
    let place = match at {
        AloneAt::System => is_system(state, battle.location),
        AloneAt::Site => is_site(state, battle.location),
        AloneAt::Anywhere => true,
    };
    if battle.defender() != side || !place {
        return None;
    }
    let alone = ability_cards(state, side, battle.location);
    let [card] = alone.as_slice() else { return None };
    let def = state.def(*card);
    if def.is(CardType::Character) && def.title == named.title {
        return Some(true);
    }
    let character = def.is(CardType::Character);
    let first = match who {
        Alone::Pilot => {
            (character && has_pilot_skill(state, *card))
                || (is_craft(def) && permanent_pilot_aboard(state, *card).is_some())
        }
        Alone::Warrior => character && def.has_icon(Icon::Warrior),
        Alone::Alien => character && def.is_of(Class::Alien),
        Alone::Rebel { ability_over } => {
            character && def.is_of(Class::Rebel) && crate::rules::swccg::stats::ability(state, *card) > ability_over
        }
        Alone::Imperial { ability_over } => {
            character && def.is_of(Class::Imperial) && crate::rules::swccg::stats::ability(state, *card) > ability_over
        }
        Alone::Nobody => false,
    };
    first.then_some(false)
}

/// Whether `card` is what `party` asks for, for `side`.
pub(crate) fn is_party(state: &State, side: Side, party: &Party, card: CardId) -> bool {
    let def = state.def(card);
    def.is(CardType::Character)
        && (state.owner(card) != side) == party.theirs
        && party.title.as_ref().is_none_or(|t| *t == def.title)
        && party.class.is_none_or(|c| def.is_of(c))
        && (!party.dark_jedi || def.extra_text.iter().any(|t| t == "Dark Jedi"))
        && (party.ability_over == 0 || crate::rules::swccg::stats::ability(state, card) > party.ability_over)
}

/// "… in a battle together": the cards of the battle under way that meet `parties`, each a
/// different card (the first such match), if they all can.
pub(crate) fn together(state: &State, side: Side, parties: &[Party]) -> Option<Vec<CardId>> {
    state.battle.as_ref()?;
    let cards: Vec<CardId> = Side::BOTH.into_iter().flat_map(|s| participants(state, s)).collect();
    fn assign(state: &State, side: Side, parties: &[Party], cards: &[CardId], taken: &mut Vec<CardId>) -> bool {
        let Some((party, rest)) = parties.split_first() else { return true };
        for &card in cards {
            if !taken.contains(&card) && is_party(state, side, party, card) {
                taken.push(card);
                if assign(state, side, rest, cards, taken) {
                    return true;
                }
                taken.pop();
            }
        }
        false
    }
    let mut taken = Vec::new();
    assign(state, side, parties, &cards, &mut taken).then_some(taken)
}

/// A "… in a battle together" option, if it holds for `side` now: the battle destiny and power
/// it adds.
pub(crate) fn together_one(state: &State, side: Side, ability: &Ability) -> Option<(u8, u8)> {
    match ability {
        Ability::Together { parties, destiny, power, named } => {
            let found = together(state, side, parties)?;
            let named = named.as_ref().filter(|n| found.iter().any(|&c| state.def(c).title == n.title));
            Some(named.map_or((*destiny, *power), |n| (n.destiny, n.power)))
        }
        _ => None,
    }
}

/// "If opponent just initiated a battle at a system or sector where you have a starship with
/// maneuver > N": `side` defends a battle at a system with a starship of its there whose
/// maneuver now is over N.
pub(crate) fn defending_with_starship(state: &State, side: Side, maneuver_over: u8) -> bool {
    state.battle.as_ref().is_some_and(|b| {
        b.defender() == side
            && is_system(state, b.location)
            && participants(state, side)
                .into_iter()
                .any(|c| state.def(c).is(CardType::Starship) && maneuver(state, c).is_some_and(|m| m > maneuver_over))
    })
}

/// "If one of your Dark Jedi is present during any battle": the first of `side`'s cards in the
/// battle under way, present at its location, that `leader` names.
pub(crate) fn present_leader(state: &State, side: Side, leader: &Party) -> Option<CardId> {
    state.battle.as_ref()?;
    participants(state, side).into_iter().find(|&c| is_present(state, c) && is_party(state, side, leader, c))
}

/// "If an opponent has just initiated a battle, triple the resulting battle damage for the
/// eventual loser" (1_77, 1_279); "If you just initiated a battle at a location where you have
/// less power than the opponent, double opponent's battle damage if you win the battle (if Han is
/// present at the battle location, triple opponent's battle damage)" (1_91): the multiplier this
/// option sets in the battle under way for `side`, if it holds now ("just initiated": the
/// battle's weapons segment, as for Out Of Nowhere).
pub(crate) fn damage_times(state: &State, side: Side, card: CardId, ability: &Ability) -> Option<DamageTimes> {
    let Ability::BattleDamageTimes { times, by_you, less_power, opponent_only, present, present_times } = ability
    else {
        return None;
    };
    let battle = state.battle.as_ref()?;
    if (battle.initiator == side) != *by_you || battle.step != BattleStep::Weapons {
        return None;
    }
    let location = battle.location;
    if *less_power && total_power(state, side, location) >= total_power(state, side.opponent(), location) {
        return None;
    }
    let named_present = present.as_ref().is_some_and(|title| {
        state
            .cards_at(side, location)
            .into_iter()
            .chain(participants(state, side))
            .any(|c| state.def(c).title == *title && is_present(state, c) && state.location_of(c) == Some(location))
    });
    let times = if named_present { *present_times } else { *times };
    let against = opponent_only.then_some(side.opponent());
    Some(DamageTimes { card, against, times, raised: false })
}

/// "OR Triple the result of <title>" (You Overestimate Their Chances, Don't Underestimate Our
/// Chances): the index of the multiplier the opponent's <title> set in this battle, not raised
/// yet. GEMP plays it as a response to <title>; here interrupts resolve as played, so it is
/// played after, while the battle's weapons segment lasts (docs/rules-notes.md).
pub(crate) fn result_to_multiply(state: &State, side: Side, title: &str) -> Option<usize> {
    let battle = state.battle.as_ref()?;
    if battle.step != BattleStep::Weapons {
        return None;
    }
    battle
        .damage_times
        .iter()
        .position(|t| !t.raised && state.owner(t.card) == side.opponent() && state.def(t.card).title == title)
}

/// Trooper Charge: "Select one of your troopers in a battle": `target` is `side`'s character of
/// that characteristic taking part in the battle under way.
pub(crate) fn charger(state: &State, side: Side, characteristic: &str, target: CardId) -> bool {
    state.battle.is_some()
        && state.owner(target) == side
        && state.def(target).is(CardType::Character)
        && state.def(target).has_characteristic(characteristic)
        && participants(state, side).contains(&target)
}

/// "If opponent just initiated a battle at a system or sector, choose one TIE/ln present to be
/// lost" (Don't Get Cocky): `side` defends a battle at a system, and `target` is a starship of
/// that model present in it (either side's, as the text says "one TIE/ln").
pub(crate) fn defending_loses(state: &State, side: Side, model: &str, target: CardId) -> bool {
    just_initiated(state, side, AloneAt::System, true).is_some_and(|location| {
        state.location_of(target) == Some(location)
            && matches!(state.card(target).at, Some(At::Location(_)))
            && state.def(target).is(CardType::Starship)
            && state.def(target).model.as_deref().is_some_and(|m| m.eq_ignore_ascii_case(model))
    })
}

/// Local Trouble: "Use 1 Force at the beginning of your battle phase to allow any two of your
/// Stormtroopers in the Cantina to battle any one opponent's character": in `side`'s battle phase
/// before any battle this turn, with `target` an opponent's character present at the site the
/// option names and at least `count` of `side`'s characters of its kinds present there (none
/// prevented from battling): the site and the first `count` of them (on the table longest
/// first; docs/rules-notes.md). GEMP has no class for the card.
pub(crate) fn few_battlers(
    state: &State,
    side: Side,
    ability: &Ability,
    target: CardId,
) -> Option<(CardId, Vec<CardId>)> {
    let Ability::BattlesFew { site, who, count, .. } = ability else { return None };
    let beginning =
        state.phase == Phase::Battle && state.active == side && state.battle.is_none() && state.battled.is_empty();
    let location = state.locations.iter().copied().find(|&l| state.def(l).title == *site)?;
    let fit = |c: CardId| {
        state.def(c).is(CardType::Character)
            && is_present(state, c)
            && !crate::rules::swccg::this_turn::held_from_battle(state, c)
    };
    let ok = beginning
        && state.owner(target) == side.opponent()
        && state.location_of(target) == Some(location)
        && fit(target)
        && crate::rules::swccg::utinni::check_battle_or_drain(state, side, location).is_ok();
    let own: Vec<CardId> = state
        .cards_at(side, location)
        .into_iter()
        .filter(|&c| fit(c) && who.holds(state.def(c)))
        .take(usize::from(*count))
        .collect();
    (ok && own.len() == usize::from(*count)).then_some((location, own))
}

/// Local Trouble, played: its Force used, the battle begins at the site (no Force to initiate it:
/// the card "allows" it), every card there but the two battlers and their target excluded from
/// it, and its player's battle destiny +1 ("You may add": always added). No other battle may
/// occur at that site this turn as at any battled location (`State::battled`). The opponent's
/// characters may not 'react' into it: the battle is the three's.
pub(crate) fn battle_few(state: &mut State, side: Side, ability: &Ability, target: CardId, events: &mut Vec<Event>) {
    let Ability::BattlesFew { force, destiny, .. } = ability else { return };
    let Some((site, own)) = few_battlers(state, side, ability, target) else { return };
    crate::rules::swccg::force::use_force(state, side, *force);
    crate::rules::swccg::battle::begin(state, side, site, 0, events);
    let others: Vec<CardId> =
        Side::BOTH.iter().flat_map(|&s| state.cards_at(s, site)).filter(|c| *c != target && !own.contains(c)).collect();
    if let Some(b) = state.battle.as_mut() {
        b.excluded.extend(others);
        b.added_destiny[side.idx()] = b.added_destiny[side.idx()].saturating_add(*destiny);
    }
}
