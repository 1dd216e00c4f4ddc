//! Interrupts (research §3; the decks' Used and Lost Interrupts): when they may be played and
//! what they do. Effects deploy like other cards (`deploy.rs`) and act through the vocabulary.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::battle::{end_battle, participants, total_power};
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::escapes::{
    accident, accident_victims, cancel_to_site, exclude, fall_back, falls_back_to, just_initiated, may_doom, move_away,
    moves_away_holds, pattern_followers, pattern_lead, relocate_and_cancel, to_exclude,
};
use crate::rules::swccg::force::{available, use_force};
use crate::rules::swccg::landing::{is_site, is_system};
use crate::rules::swccg::model::def::{Ability, Alone, AloneAt, CardType, Class, Icon, Named, Party, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, BattleStep, Boost, Charged, DamageTimes, Phase, State};
use crate::rules::swccg::occupants::{has_pilot_skill, is_craft, is_piloted};
use crate::rules::swccg::presence::{ability_cards, has_presence};
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::starship::maneuver;
use crate::rules::swccg::starship::{has_hyperdrive, has_permanent_pilot, is_starfighter};
use crate::rules::swccg::vehicles::lose_from_table;

type Checked = Result<(), Rejected<Reason>>;

/// When `side` may play an interrupt: in its own turn's deploy, battle and move phases (outside
/// a battle), and in a battle's weapons segment when it is its turn to act (either player).
pub(crate) fn window_open(state: &State, side: Side) -> bool {
    if state.prompt.is_some() {
        return false;
    }
    match &state.battle {
        Some(b) => b.step == BattleStep::Weapons && b.to_act == side,
        None => state.active == side && matches!(state.phase, Phase::Deploy | Phase::Battle | Phase::Move),
    }
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
        Alone::Pilot => (character && has_pilot_skill(state, *card)) || (is_craft(def) && has_permanent_pilot(def)),
        Alone::Warrior => character && def.has_icon(Icon::Warrior),
        Alone::Alien => character && def.is_of(Class::Alien),
        Alone::Rebel { ability_over } => {
            character && def.is_of(Class::Rebel) && def.ability.unwrap_or(0) > ability_over
        }
        Alone::Imperial { ability_over } => {
            character && def.is_of(Class::Imperial) && def.ability.unwrap_or(0) > ability_over
        }
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
        && (party.ability_over == 0 || def.ability.unwrap_or(0) > party.ability_over)
}

/// "… in a battle together": the cards of the battle under way that meet `parties`, each a
/// different card (the first such match), if they all can.
fn together(state: &State, side: Side, parties: &[Party]) -> Option<Vec<CardId>> {
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
fn together_one(state: &State, side: Side, ability: &Ability) -> Option<(u8, u8)> {
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
fn defending_with_starship(state: &State, side: Side, maneuver_over: u8) -> bool {
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
fn present_leader(state: &State, side: Side, leader: &Party) -> Option<CardId> {
    state.battle.as_ref()?;
    participants(state, side).into_iter().find(|&c| is_present(state, c) && is_party(state, side, leader, c))
}

/// Whether `side` may play this option of an interrupt now, on `target` (`None`: the ability is
/// not one of an interrupt's options). A card's options are its "OR"s.
fn check_option(state: &State, side: Side, card: CardId, ability: &Ability, target: Option<CardId>) -> Option<Checked> {
    let no_target = |target: Option<CardId>| match target {
        Some(_) => Err(Reason::NotATarget.by(SwccgRule::Interrupts)),
        None => Ok(()),
    };
    let holds = |ok: bool| if ok { Ok(()) } else { Err(Reason::InterruptConditions.by(SwccgRule::Interrupts)) };
    let force = |n: u8| {
        let have = available(state, side);
        if have < n {
            Err(Reason::NotEnoughForce { cost: n, available: have }.by(SwccgRule::Interrupts))
        } else {
            Ok(())
        }
    };
    Some(match ability {
        // "Add 2 to maneuver … of any starfighter" (GEMP: a piloted starfighter that has
        // maneuver); "Add 1 to weapon destiny draws of any starfighter" (GEMP: any starfighter);
        // "Decrease the maneuver of an opponent's starfighter" (GEMP: one that has maneuver).
        Ability::Maneuvers { maneuver, power, hyperspeed, less_maneuver, theirs, .. } => {
            let Some(t) = target else { return Some(Err(Reason::NotAStarfighterTarget.by(SwccgRule::Interrupts))) };
            let tdef = state.def(t);
            let adds = *maneuver > 0 || *power > 0 || *hyperspeed > 0;
            let ok = state.card(t).at.is_some()
                && is_starfighter(tdef)
                && (!adds || (tdef.maneuver.is_some() && is_piloted(state, t)))
                && (*less_maneuver == 0 || tdef.maneuver.is_some())
                && (!*theirs || state.owner(t) == side.opponent());
            if ok {
                Ok(())
            } else {
                Err(Reason::NotAStarfighterTarget.by(SwccgRule::Interrupts))
            }
        }
        Ability::DefendingWithStarship { force: n, maneuver_over, .. } => no_target(target)
            .and_then(|()| holds(defending_with_starship(state, side, *maneuver_over)))
            .and_then(|()| force(*n)),
        Ability::PresenceDoubles { force: n, leader, .. } => no_target(target)
            .and_then(|()| holds(present_leader(state, side, leader).is_some()))
            .and_then(|()| force(*n)),
        Ability::Together { .. } => {
            no_target(target).and_then(|()| holds(together_one(state, side, ability).is_some()))
        }
        Ability::DefendingAlone { named, who, at, .. } => {
            no_target(target).and_then(|()| holds(defending_alone(state, side, named, *who, *at).is_some()))
        }
        Ability::BattleDamageTimes { .. } => {
            no_target(target).and_then(|()| holds(damage_times(state, side, card, ability).is_some()))
        }
        Ability::MultipliesResultOf { title, .. } => {
            no_target(target).and_then(|()| holds(result_to_multiply(state, side, title).is_some()))
        }
        Ability::Charge { characteristic, .. } => {
            let Some(t) = target else { return Some(Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))) };
            holds(charger(state, side, characteristic, t))
        }
        Ability::DefendingLoses { model } => {
            let Some(t) = target else { return Some(Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))) };
            holds(defending_loses(state, side, model, t))
        }
        Ability::MovesAway { who, at, with_ability, by_opponent, present } => no_target(target).and_then(|()| {
            holds(moves_away_holds(state, side, who, *at, *with_ability, *by_opponent, present.as_ref()).is_some())
        }),
        Ability::FallsBack { force: n, times } => {
            let Some(t) = target else { return Some(Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))) };
            holds(falls_back_to(state, side, *times, t)).and_then(|()| force(*n))
        }
        Ability::CancelsBattle { force: n, at } => no_target(target)
            .and_then(|()| holds(just_initiated(state, side, *at, false).is_some()))
            .and_then(|()| force(*n)),
        Ability::ExcludesFromBattle { force: n, ability_over, leaders, interior } => no_target(target)
            .and_then(|()| holds(to_exclude(state, side, *ability_over, *leaders, *interior).is_some()))
            .and_then(|()| force(*n)),
        Ability::Accident { characters, weapons } => {
            no_target(target).and_then(|()| holds(accident_victims(state, side, *characters, *weapons).is_some()))
        }
        Ability::AttackPattern { model, .. } => {
            let Some(t) = target else { return Some(Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))) };
            holds(pattern_lead(state, side, model, t))
        }
        Ability::CancelsToSite { site } => {
            no_target(target).and_then(|()| holds(cancel_to_site(state, side, site).is_some()))
        }
        Ability::LostUnlessWins { with_on_table, ability_under, .. } => {
            let Some(t) = target else { return Some(Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))) };
            holds(may_doom(state, side, with_on_table, *ability_under, t))
        }
        _ => return None,
    })
}

/// May `side` play the interrupt `card` now, on `target`? One of its options must hold (the
/// first option's refusal is given when none does).
pub(crate) fn check_interrupt(state: &State, side: Side, card: CardId, target: Option<CardId>) -> Checked {
    if !state.in_hand(side, card) {
        return Err(Reason::NotInHand.by(SwccgRule::Interrupts));
    }
    let def = state.def(card);
    if !def.is(CardType::Interrupt) {
        return Err(Reason::InterruptsArePlayed.by(SwccgRule::Interrupts));
    }
    if !window_open(state, side) {
        return Err(Reason::NoInterruptWindow.by(SwccgRule::Interrupts));
    }
    let mut first = None;
    for ability in def.abilities() {
        match check_option(state, side, card, ability, target) {
            Some(Ok(())) => return Ok(()),
            Some(Err(e)) => {
                first.get_or_insert(e);
            }
            None => {}
        }
    }
    Err(first.unwrap_or_else(|| Reason::InterruptConditions.by(SwccgRule::Interrupts)))
}

/// Plays it: a Used Interrupt goes to the Used Pile, a Lost one to the Lost Pile; the first of its
/// options that holds is carried out.
pub(crate) fn play(state: &mut State, side: Side, card: CardId, target: Option<CardId>, events: &mut Vec<Event>) {
    let def = state.def(card);
    let option = def.abilities().find(|a| matches!(check_option(state, side, card, a, target), Some(Ok(()))));
    let player = state.player_mut(side);
    player.hand.retain(|&c| c != card);
    if def.is_class(Class::Lost) {
        player.lost_pile.push(card);
    } else {
        player.used_pile.push(card);
    }
    events.push(Event::InterruptPlayed { card, target });
    let Some(ability) = option else { return };
    let i = side.idx();
    match ability {
        Ability::Together { .. } => {
            if let (Some((destiny, power)), Some(b)) = (together_one(state, side, ability), state.battle.as_mut()) {
                b.added_destiny[i] = b.added_destiny[i].saturating_add(destiny);
                b.added_power[i] = b.added_power[i].saturating_add(power);
            }
        }
        Ability::Maneuvers { maneuver, power, hyperspeed, hyperdrive_only, weapon_destiny, less_maneuver, .. } => {
            if let Some(t) = target {
                let hyper = if *hyperdrive_only && !has_hyperdrive(state.def(t)) { 0 } else { *hyperspeed };
                state.boosts.push(Boost {
                    card: t,
                    source: card,
                    maneuver: *maneuver,
                    power: *power,
                    hyperspeed: hyper,
                    weapon_destiny: *weapon_destiny,
                    less_maneuver: *less_maneuver,
                    shielded: false,
                });
            }
        }
        Ability::PresenceDoubles { force, leader, .. } => {
            let found = present_leader(state, side, leader);
            use_force(state, side, *force);
            if let (Some(leader), Some(b)) = (found, state.battle.as_mut()) {
                b.doubled.push([card, leader]);
            }
        }
        Ability::DefendingWithStarship { force, destiny, .. } => {
            use_force(state, side, *force);
            if let Some(b) = &mut state.battle {
                b.added_destiny[i] = b.added_destiny[i].saturating_add(*destiny);
            }
        }
        Ability::DefendingAlone { destiny, named, who, at } => {
            let which = defending_alone(state, side, named, *who, *at);
            if let Some(b) = &mut state.battle {
                match which {
                    Some(true) => {
                        b.added_destiny[i] = b.added_destiny[i].saturating_add(named.destiny);
                        b.added_power[i] = b.added_power[i].saturating_add(named.power);
                    }
                    Some(false) => b.added_destiny[i] = b.added_destiny[i].saturating_add(*destiny),
                    None => {}
                }
            }
        }
        Ability::BattleDamageTimes { .. } => {
            if let (Some(times), Some(b)) = (damage_times(state, side, card, ability), state.battle.as_mut()) {
                b.damage_times.push(times);
            }
        }
        Ability::MultipliesResultOf { title, times } => {
            let found = result_to_multiply(state, side, title);
            if let (Some(k), Some(b)) = (found, state.battle.as_mut()) {
                b.damage_times[k].times = b.damage_times[k].times.saturating_mul(*times);
                b.damage_times[k].raised = true;
            }
        }
        Ability::Charge { power, named, .. } => {
            if let Some(t) = target {
                let power = if state.def(t).title == named.title { named.power } else { *power };
                if let Some(b) = state.battle.as_mut() {
                    b.charged.push(Charged { card: t, power });
                }
            }
        }
        Ability::MovesAway { who, at, with_ability, by_opponent, present } => {
            let cards = moves_away_holds(state, side, who, *at, *with_ability, *by_opponent, present.as_ref());
            move_away(state, side, &cards.unwrap_or_default(), events);
        }
        Ability::FallsBack { force, .. } => {
            use_force(state, side, *force);
            if let Some(t) = target {
                fall_back(state, side, t, events);
            }
        }
        Ability::CancelsBattle { force, .. } => {
            use_force(state, side, *force);
            end_battle(state, events);
        }
        Ability::ExcludesFromBattle { force, ability_over, leaders, interior } => {
            let cards = to_exclude(state, side, *ability_over, *leaders, *interior);
            use_force(state, side, *force);
            exclude(state, cards.unwrap_or_default(), events);
        }
        Ability::Accident { characters, weapons } => {
            if let Some(victims) = accident_victims(state, side, *characters, *weapons) {
                accident(state, side, card, victims, events);
            }
        }
        Ability::AttackPattern { model, power } => {
            if let Some(lead) = target {
                for other in pattern_followers(state, side, model, lead) {
                    state.boosts.push(Boost {
                        card: other,
                        source: card,
                        maneuver: 0,
                        power: *power,
                        hyperspeed: 0,
                        weapon_destiny: 0,
                        less_maneuver: 0,
                        shielded: true,
                    });
                }
            }
        }
        Ability::CancelsToSite { site } => {
            if let Some((to, characters)) = cancel_to_site(state, side, site) {
                relocate_and_cancel(state, &characters, to, events);
            }
        }
        Ability::LostUnlessWins { .. } => {
            if let (Some(t), Some(b)) = (target, state.battle.as_mut()) {
                b.doomed.push([card, t]);
            }
        }
        Ability::DefendingLoses { .. } => {
            if let Some(t) = target {
                lose_from_table(state, t, events);
            }
            // Research §3: "if one side loses all presence before this segment, the battle ends."
            let location = state.battle.as_ref().map(|b| b.location);
            if location.is_some_and(|l| Side::BOTH.into_iter().any(|s| !has_presence(state, s, l))) {
                end_battle(state, events);
            }
        }
        _ => {}
    }
}

/// "If an opponent has just initiated a battle, triple the resulting battle damage for the
/// eventual loser" (1_77, 1_279); "If you just initiated a battle at a location where you have
/// less power than the opponent, double opponent's battle damage if you win the battle (if Han is
/// present at the battle location, triple opponent's battle damage)" (1_91): the multiplier this
/// option sets in the battle under way for `side`, if it holds now ("just initiated": the
/// battle's weapons segment, as for Out Of Nowhere).
fn damage_times(state: &State, side: Side, card: CardId, ability: &Ability) -> Option<DamageTimes> {
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
fn result_to_multiply(state: &State, side: Side, title: &str) -> Option<usize> {
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
fn charger(state: &State, side: Side, characteristic: &str, target: CardId) -> bool {
    state.battle.is_some()
        && state.owner(target) == side
        && state.def(target).is(CardType::Character)
        && state.def(target).has_characteristic(characteristic)
        && participants(state, side).contains(&target)
}

/// "If opponent just initiated a battle at a system or sector, choose one TIE/ln present to be
/// lost" (Don't Get Cocky): `side` defends a battle at a system, and `target` is a starship of
/// that model present in it (either side's, as the text says "one TIE/ln").
fn defending_loses(state: &State, side: Side, model: &str, target: CardId) -> bool {
    state.battle.as_ref().is_some_and(|b| {
        b.defender() == side
            && b.step == BattleStep::Weapons
            && is_system(state, b.location)
            && state.location_of(target) == Some(b.location)
            && matches!(state.card(target).at, Some(At::Location(_)))
            && state.def(target).is(CardType::Starship)
            && state.def(target).model.as_deref().is_some_and(|m| m.eq_ignore_ascii_case(model))
    })
}
