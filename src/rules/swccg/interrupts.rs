//! Interrupts (research §3; the decks' Used and Lost Interrupts): when they may be played and
//! what they do. Effects deploy like other cards (`deploy.rs`) and act through the vocabulary.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::battle::participants;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::{available, use_force};
use crate::rules::swccg::landing::{is_site, is_system};
use crate::rules::swccg::model::def::{Ability, Alone, AloneAt, CardType, Class, Icon, Named, Party, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{BattleStep, Boost, Phase, State};
use crate::rules::swccg::occupants::{has_pilot_skill, is_craft, is_piloted};
use crate::rules::swccg::presence::ability_cards;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::starship::maneuver;
use crate::rules::swccg::starship::{has_hyperdrive, has_permanent_pilot, is_starfighter};

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
fn is_party(state: &State, side: Side, party: &Party, card: CardId) -> bool {
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

/// The first "… in a battle together" option of `card` that holds for `side` now: the battle
/// destiny and power it adds.
pub(crate) fn together_adds(state: &State, side: Side, card: CardId) -> Option<(u8, u8)> {
    state.def(card).abilities().find_map(|a| match a {
        Ability::Together { parties, destiny, power, named } => {
            let found = together(state, side, parties)?;
            let named = named.as_ref().filter(|n| found.iter().any(|&c| state.def(c).title == n.title));
            Some(named.map_or((*destiny, *power), |n| (n.destiny, n.power)))
        }
        _ => None,
    })
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

/// May `side` play the interrupt `card` now, on `target`?
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
    for ability in def.abilities() {
        match ability {
            // "Add 2 to maneuver … of any starfighter" (GEMP: a piloted starfighter that has
            // maneuver).
            Ability::Maneuvers { .. } => {
                let Some(t) = target else { return Err(Reason::NotAStarfighterTarget.by(SwccgRule::Interrupts)) };
                let tdef = state.def(t);
                let ok = state.card(t).at.is_some()
                    && is_starfighter(tdef)
                    && tdef.maneuver.is_some()
                    && is_piloted(state, t);
                return if ok { Ok(()) } else { Err(Reason::NotAStarfighterTarget.by(SwccgRule::Interrupts)) };
            }
            Ability::DefendingWithStarship { force, maneuver_over, .. } => {
                if target.is_some() {
                    return Err(Reason::NotATarget.by(SwccgRule::Interrupts));
                }
                if !defending_with_starship(state, side, *maneuver_over) {
                    return Err(Reason::InterruptConditions.by(SwccgRule::Interrupts));
                }
                let have = available(state, side);
                if have < *force {
                    return Err(Reason::NotEnoughForce { cost: *force, available: have }.by(SwccgRule::Interrupts));
                }
                return Ok(());
            }
            Ability::PresenceDoubles { force, leader, .. } => {
                if target.is_some() {
                    return Err(Reason::NotATarget.by(SwccgRule::Interrupts));
                }
                if present_leader(state, side, leader).is_none() {
                    return Err(Reason::InterruptConditions.by(SwccgRule::Interrupts));
                }
                let have = available(state, side);
                if have < *force {
                    return Err(Reason::NotEnoughForce { cost: *force, available: have }.by(SwccgRule::Interrupts));
                }
                return Ok(());
            }
            Ability::Together { .. } => {
                if target.is_some() {
                    return Err(Reason::NotATarget.by(SwccgRule::Interrupts));
                }
                return match together_adds(state, side, card) {
                    Some(_) => Ok(()),
                    None => Err(Reason::InterruptConditions.by(SwccgRule::Interrupts)),
                };
            }
            Ability::DefendingAlone { named, who, at, .. } => {
                if target.is_some() {
                    return Err(Reason::NotATarget.by(SwccgRule::Interrupts));
                }
                return match defending_alone(state, side, named, *who, *at) {
                    Some(_) => Ok(()),
                    None => Err(Reason::InterruptConditions.by(SwccgRule::Interrupts)),
                };
            }
            _ => {}
        }
    }
    Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))
}

/// Plays it: a Used Interrupt goes to the Used Pile, a Lost one to the Lost Pile.
pub(crate) fn play(state: &mut State, side: Side, card: CardId, target: Option<CardId>, events: &mut Vec<Event>) {
    let def = state.def(card);
    let player = state.player_mut(side);
    player.hand.retain(|&c| c != card);
    if def.is_class(Class::Lost) {
        player.lost_pile.push(card);
    } else {
        player.used_pile.push(card);
    }
    let adds = together_adds(state, side, card);
    events.push(Event::InterruptPlayed { card, target });
    if let (Some((destiny, power)), Some(b)) = (adds, state.battle.as_mut()) {
        let i = side.idx();
        b.added_destiny[i] = b.added_destiny[i].saturating_add(destiny);
        b.added_power[i] = b.added_power[i].saturating_add(power);
    }
    for ability in def.abilities() {
        match ability {
            Ability::Maneuvers { maneuver, power, hyperspeed, hyperdrive_only } => {
                if let Some(t) = target {
                    let hyper = if *hyperdrive_only && !has_hyperdrive(state.def(t)) { 0 } else { *hyperspeed };
                    state.boosts.push(Boost {
                        card: t,
                        source: card,
                        maneuver: *maneuver,
                        power: *power,
                        hyperspeed: hyper,
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
                    let i = side.idx();
                    b.added_destiny[i] = b.added_destiny[i].saturating_add(*destiny);
                }
            }
            Ability::DefendingAlone { destiny, named, who, at } => {
                let which = defending_alone(state, side, named, *who, *at);
                if let Some(b) = &mut state.battle {
                    let i = side.idx();
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
            _ => {}
        }
    }
}
