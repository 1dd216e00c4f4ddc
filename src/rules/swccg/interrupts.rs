//! Interrupts (research §3; the decks' Used and Lost Interrupts): when they may be played and
//! what they do. Effects deploy like other cards (`deploy.rs`) and act through the vocabulary.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::battle::{end_battle, end_if_presence_gone};
use crate::rules::swccg::battle_interrupts::just_initiated;
use crate::rules::swccg::battle_interrupts::{
    charger, damage_times, defending_alone, defending_loses, defending_with_starship, present_leader,
    result_to_multiply, together_one,
};
use crate::rules::swccg::cold;
use crate::rules::swccg::dogfights;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::escapes::{
    accident, accident_victims, cancel_to_site, exclude, fall_back, falls_back_to, may_doom, move_away,
    moves_away_holds, pattern_followers, pattern_lead, relocate_and_cancel, to_exclude,
};
use crate::rules::swccg::force::{available, text_destiny, use_force};
use crate::rules::swccg::landing::is_system;
use crate::rules::swccg::missing;
use crate::rules::swccg::model::def::{Ability, CardType, Class, Icon, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{AddedBy, At, BattleStep, Boost, Charged, Phase, Prompt, State, WeaponPlus};
use crate::rules::swccg::occupants::is_piloted;
use crate::rules::swccg::piles;
use crate::rules::swccg::responses::{self, check_response, is_response};
use crate::rules::swccg::sales;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::starship::armor;
use crate::rules::swccg::starship::{has_hyperdrive, is_starfighter};
use crate::rules::swccg::storms;
use crate::rules::swccg::tractor_beams;
use crate::rules::swccg::transports;
use crate::rules::swccg::undercover;
use crate::rules::swccg::vehicles::lose_from_table;
use crate::rules::swccg::walkers;
use crate::rules::swccg::weapon_plus::against_in_battle;
use crate::rules::swccg::weapons::{fire_together, together_weapons};

type Checked = Result<(), Rejected<Reason>>;

/// When `side` may play an interrupt: in its own turn's control, deploy, battle and move phases
/// (outside a battle), and in a battle's weapons segment when it is its turn to act (either
/// player). The control phase: research §3's turn runs "Activate → Control → …" with no phase
/// closed to interrupts, and cards say "During your control phase, …" (Under Attack); states of
/// schemas before 4 keep it closed (`State::control_interrupts`).
pub(crate) fn window_open(state: &State, side: Side) -> bool {
    // The respond window (`responses.rs`): its chooser answers what just happened.
    if let Some(Prompt::Respond { chooser, .. }) = state.prompt {
        return chooser == side;
    }
    if state.prompt.is_some() {
        return false;
    }
    match &state.battle {
        Some(b) => b.step == BattleStep::Weapons && b.to_act == side,
        None => {
            let control = state.phase == Phase::Control && state.control_interrupts;
            state.active == side && (control || matches!(state.phase, Phase::Deploy | Phase::Battle | Phase::Move))
        }
    }
}

/// An interrupt option's condition: "If …" holds, or the option is refused (research §3, the
/// decks' Interrupts).
pub(crate) fn option_holds(ok: bool) -> Checked {
    if ok {
        Ok(())
    } else {
        Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))
    }
}

/// An interrupt option's "Use N Force": `side` has N to use, or the option is refused.
pub(crate) fn option_force(state: &State, side: Side, n: u8) -> Checked {
    let have = available(state, side);
    if have < n {
        Err(Reason::NotEnoughForce { cost: n, available: have }.by(SwccgRule::Interrupts))
    } else {
        Ok(())
    }
}

/// Whether `side` may play this option of an interrupt now, on `target` (`None`: the ability is
/// not one of an interrupt's options). A card's options are its "OR"s.
fn check_option(state: &State, side: Side, card: CardId, ability: &Ability, target: Option<CardId>) -> Option<Checked> {
    let no_target = |target: Option<CardId>| match target {
        Some(_) => Err(Reason::NotATarget.by(SwccgRule::Interrupts)),
        None => Ok(()),
    };
    let holds = option_holds;
    let force = |n: u8| option_force(state, side, n);
    // The respond window's answers only there (`responses.rs`); other options only outside it.
    if let Some(to) = responses::moment(state, side) {
        return check_response(state, side, to, ability, target);
    }
    if is_response(ability) {
        return Some(Err(Reason::InterruptConditions.by(SwccgRule::Interrupts)));
    }
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
        Ability::BattlesFew { force: n, .. } => {
            let Some(t) = target else { return Some(Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))) };
            holds(crate::rules::swccg::battle_interrupts::few_battlers(state, side, ability, t).is_some())
                .and_then(|()| force(*n))
        }
        Ability::Charge { characteristic, .. } => {
            let Some(t) = target else { return Some(Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))) };
            holds(charger(state, side, characteristic, t))
        }
        Ability::DefendingLoses { model } => {
            let Some(t) = target else { return Some(Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))) };
            holds(defending_loses(state, side, model, t))
        }
        Ability::WarriorAttacksVehicle { add, both, carrying } => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            holds(state.phase == Phase::Control && attacker(state, side, t, carrying, *add, *both).is_some())
        }
        Ability::LostPileOutOfPlay => {
            no_target(target).and_then(|()| holds(!state.player(side.opponent()).lost_pile.is_empty()))
        }
        // "Cause one Rebel Trooper to be immediately lost" (GEMP `Card1_264`: a Rebel trooper on
        // the table, either side's).
        Ability::LosesOne { who } => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            holds(state.card(t).at.is_some() && state.def(t).is(CardType::Character) && who.holds(state.def(t)))
        }
        // Combined Attack, Precise Attack: "… present with two (or more) of your weapons".
        Ability::FiresTogether { targets, starship_weapons } => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            holds(together_weapons(state, side, t, targets, *starship_weapons).len() >= 2)
        }
        Ability::OverloadsWeapon => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            holds(state.def(t).is(CardType::Weapon) && state.card(t).at.is_some())
        }
        Ability::BlocksMovement { force: n, count, .. } => {
            no_target(target).and_then(|()| holds(count_on_table(state, count) > 0)).and_then(|()| force(*n))
        }
        Ability::WeaponDestinyAgainst { against, .. } => {
            no_target(target).and_then(|()| holds(against_in_battle(state, side, against)))
        }
        Ability::PilotAbilityToWeaponDestiny { weapon } => {
            no_target(target).and_then(|()| holds(walkers::weapon_to_fire(state, side, weapon)))
        }
        Ability::StarshipsCollide { force: n } => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            holds(colliding(state, side, t).len() >= 2).and_then(|()| force(*n))
        }
        // "Cancel Sunsdown": an Effect of that title on the table; "Destroy (cancel) … Jedi
        // Lightsaber" (GEMP `Card1_280`: `canTargetToCancel`): a weapon of that title.
        Ability::CancelsEffect { title, .. } => holds(target.is_some_and(|t| {
            let def = state.def(t);
            state.card(t).at.is_some() && (def.is(CardType::Effect) || def.is(CardType::Weapon)) && def.title == *title
        })),
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
        Ability::HaltsAtMarkerSite { .. } | Ability::LosesAtMarkerSite { .. } => {
            return cold::check_target(state, ability, target)
        }
        Ability::Tramples { .. }
        | Ability::LosesTargetsNearWalker { .. }
        | Ability::CrashesNearWalker { .. }
        | Ability::BarragesArtillery { .. } => return walkers::check_target(state, side, ability, target),
        Ability::StarfightersDuel { mine, theirs } => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            holds(dogfights::partner(state, side, mine, theirs, t).is_some())
        }
        Ability::TransportsCharacters => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            holds(transports::may_transport(state, side, t))
        }
        Ability::CapturesAboardCaptured { per_character } => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            let cost = crate::rules::swccg::captives::aboard_cost(state, side, t, *per_character);
            holds(cost.is_some()).and_then(|()| force(cost.unwrap_or(0)))
        }
        Ability::ReleasesFromCapturedStarship => return Some(tractor_beams::check_release(state, side, target)),
        Ability::DestinyOverAbilityAt { sites } => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            holds(storms::may_strike(state, side, card, sites, t))
        }
        Ability::DestinyOverCostNearSpy { who } => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            holds(undercover::may_sabotage(state, side, who, t))
        }
        Ability::Sells { at, who, .. } => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            holds(sales::may_sell(state, side, at, who, t))
        }
        _ => {
            return missing::check_option(state, side, card, ability, target)
                .or_else(|| piles::check_option(state, side, ability, target))
        }
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
    if canceled_by_its_text(state, side, card, target) {
        return Ok(());
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

/// "May be canceled by Scomp Link Access" (Silence Is Golden): `target` is an opponent's Effect on
/// the table whose own text lets `side`'s Interrupt `card` (by its title) cancel it. Not in the
/// respond window, which answers only what just happened (GEMP: `MayPlayToCancelCardModifier`,
/// played as the Interrupt's top-level action).
pub(crate) fn canceled_by_its_text(state: &State, side: Side, card: CardId, target: Option<CardId>) -> bool {
    let Some(t) = target else { return false };
    let title = &state.def(card).title;
    responses::moment(state, side).is_none()
        && state.card(t).at.is_some()
        && state.owner(t) == side.opponent()
        && state.def(t).is(CardType::Effect)
        && state.def(t).abilities().any(|a| matches!(a, Ability::CanceledBy { title: by } if by == title))
}

/// A USED or LOST interrupt (Lucky Shot, Direct Hit): its player chooses, as it plays it, which.
fn used_or_lost(state: &State, card: CardId) -> bool {
    state.def(card).subtype.as_deref().is_some_and(|s| s.eq_ignore_ascii_case("Used Or Lost"))
}

/// May `side` play the USED or LOST interrupt `card` as LOST now, on `target`?
pub(crate) fn check_as_lost(state: &State, side: Side, card: CardId, target: Option<CardId>) -> Checked {
    check_interrupt(state, side, card, target)?;
    if !used_or_lost(state, card) {
        return Err(Reason::InterruptConditions.by(SwccgRule::Interrupts));
    }
    Ok(())
}

/// Plays it: a Used Interrupt goes to the Used Pile, a Lost one to the Lost Pile; the first of its
/// options that holds is carried out.
pub(crate) fn play(state: &mut State, side: Side, card: CardId, target: Option<CardId>, events: &mut Vec<Event>) {
    play_as(state, side, card, target, false, events);
}

/// Plays it, a USED or LOST interrupt as LOST when `lost` (to the Lost Pile, with its LOST
/// numbers).
pub(crate) fn play_as(
    state: &mut State,
    side: Side,
    card: CardId,
    target: Option<CardId>,
    lost: bool,
    events: &mut Vec<Event>,
) {
    let def = state.def(card);
    let option = def.abilities().find(|a| matches!(check_option(state, side, card, a, target), Some(Ok(()))));
    let cancels = option.is_none() && canceled_by_its_text(state, side, card, target);
    let responding = responses::moment(state, side).is_some();
    let player = state.player_mut(side);
    player.hand.retain(|&c| c != card);
    if option.and_then(piles::goes_lost).unwrap_or(def.is_class(Class::Lost)) || lost {
        player.lost_pile.push(card);
    } else {
        player.used_pile.push(card);
    }
    events.push(Event::InterruptPlayed { card, target });
    if let (true, Some(t)) = (cancels, target) {
        lose_from_table(state, t, events);
    }
    let Some(ability) = option else { return };
    if responding {
        responses::carry_out(state, side, card, ability, target, events);
        return;
    }
    let before = state.battle.as_ref().map(|b| (b.added_destiny[side.idx()], b.added_power[side.idx()]));
    carry_out(state, side, (card, lost), ability, target, events);
    // What it added to the battle, kept so that cancelling it takes it back (Dark Dissension).
    if let (Some((destiny, power)), Some(b)) = (before, state.battle.as_mut()) {
        let destiny = b.added_destiny[side.idx()].saturating_sub(destiny);
        let power = b.added_power[side.idx()].saturating_sub(power);
        if destiny > 0 || power > 0 {
            b.added_by.push(AddedBy { card, side, destiny, power });
        }
    }
}

/// What the option `ability` of `side`'s Interrupt `card` (played as LOST when `lost`) does, played
/// outside the respond window.
fn carry_out(
    state: &mut State,
    side: Side,
    (card, lost): (CardId, bool),
    ability: &Ability,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) {
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
        Ability::BattlesFew { .. } => {
            if let Some(t) = target {
                crate::rules::swccg::battle_interrupts::battle_few(state, side, ability, t, events);
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
        Ability::CancelsEffect { .. } => {
            if let Some(t) = target {
                lose_from_table(state, t, events);
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
            end_if_presence_gone(state, events);
        }
        Ability::WarriorAttacksVehicle { add, both, carrying } => {
            let Some((t, plus)) = target.and_then(|t| Some((t, attacker(state, side, t, carrying, *add, *both)?.1)))
            else {
                return;
            };
            let total = text_destiny(state, side, card, plus, events);
            if total.is_some_and(|total| total > armor(state, t).unwrap_or(0)) {
                lose_from_table(state, t, events);
            }
        }
        Ability::LostPileOutOfPlay => {
            let pile = &mut state.players[side.opponent().idx()].lost_pile;
            if !pile.is_empty() {
                let k = state.rng.below(pile.len());
                let out = pile.remove(k);
                state.players[side.opponent().idx()].out_of_play.push(out);
                events.push(Event::OutOfPlay { card: out });
            }
        }
        Ability::BlocksMovement { force, count, .. } => {
            use_force(state, side, *force);
            let total = text_destiny(state, side, card, 0, events);
            if total.is_some_and(|total| usize::from(total) < count_on_table(state, count)) {
                state.blocking.push(card);
            }
        }
        Ability::WeaponDestinyAgainst { used, lost: as_lost, .. } => {
            let amount = if lost { *as_lost } else { *used };
            if let Some(b) = state.battle.as_mut() {
                b.weapon_plus.push(WeaponPlus { card, amount });
            }
        }
        // The pilot's ability is counted as the weapon fires (`take_weapon_plus`).
        Ability::PilotAbilityToWeaponDestiny { .. } => {
            if let Some(b) = state.battle.as_mut() {
                b.weapon_plus.push(WeaponPlus { card, amount: 0 });
            }
        }
        Ability::StarshipsCollide { force } => {
            let Some(t) = target else { return };
            use_force(state, side, *force);
            let cards = colliding(state, side, t);
            let total = text_destiny(state, side, card, 0, events);
            if total.is_some_and(|total| usize::from(total) < cards.len()) {
                state.prompt = Some(Prompt::LoseOne { chooser: side.opponent(), card, cards });
            }
        }
        // "Cause one Rebel Trooper to be immediately lost."
        Ability::LosesOne { .. } => {
            if let Some(t) = target.filter(|&t| state.card(t).at.is_some()) {
                lose_from_table(state, t, events);
            }
        }
        Ability::FiresTogether { targets, starship_weapons } => {
            if let Some(t) = target {
                let weapons = together_weapons(state, side, t, targets, *starship_weapons);
                fire_together(state, side, &weapons, t, events);
            }
        }
        Ability::OverloadsWeapon => {
            let Some(t) = target else { return };
            let number = state.def(t).destiny.unwrap_or(0);
            let carrier = match state.card(t).at {
                Some(At::On(host)) if matches!(state.def(host).card_type, CardType::Character | CardType::Starship) => {
                    Some(host)
                }
                _ => None,
            };
            let Some(total) = text_destiny(state, side, card, 0, events) else { return };
            if total < number {
                lose_from_table(state, t, events);
                if let (0, Some(host)) = (total, carrier) {
                    lose_from_table(state, host, events);
                }
                end_if_presence_gone(state, events);
            }
        }
        Ability::HaltsAtMarkerSite { .. } | Ability::LosesAtMarkerSite { .. } => {
            cold::play(state, side, card, ability, target, events)
        }
        Ability::Tramples { .. }
        | Ability::LosesTargetsNearWalker { .. }
        | Ability::CrashesNearWalker { .. }
        | Ability::BarragesArtillery { .. } => walkers::play(state, side, card, ability, target, events),
        Ability::StarfightersDuel { mine, theirs } => dogfights::play(state, side, card, (mine, theirs), target),
        Ability::TransportsCharacters => {
            if let Some(t) = target {
                transports::transport(state, side, card, t, events);
            }
        }
        Ability::CapturesAboardCaptured { per_character } => {
            if let Some(t) = target {
                crate::rules::swccg::captives::capture_aboard(state, side, card, t, *per_character);
            }
        }
        Ability::ReleasesFromCapturedStarship => tractor_beams::offer_release(state, side, card, target),
        Ability::DestinyOverAbilityAt { .. } => {
            if let Some(t) = target {
                storms::strike(state, side, card, t, events);
            }
        }
        Ability::DestinyOverCostNearSpy { .. } => {
            if let Some(t) = target {
                undercover::sabotage(state, side, card, t, events);
            }
        }
        Ability::Sells { destinies, named, named_destinies, .. } => {
            if let Some(t) = target {
                sales::sell(state, (side, card), t, (*destinies, named, *named_destinies), events);
            }
        }
        _ => {
            if !missing::play_option(state, side, card, ability, target, events) {
                piles::play_option(state, side, card, ability, target, events)
            }
        }
    }
}

/// "… number of Stormtroopers on the table": the cards of `kinds` on the table, either side's.
fn count_on_table(state: &State, kinds: &Kinds) -> usize {
    Side::BOTH.into_iter().flat_map(|s| state.player(s).table.iter()).filter(|&&c| kinds.holds(state.def(c))).count()
}

/// Collision!: "opponent has at least two starships present at same system or sector … those
/// starships": the opponent's starships present at `location` if it is a system (on their own
/// there, not in a hold; GEMP: all of them are targeted).
fn colliding(state: &State, side: Side, location: CardId) -> Vec<CardId> {
    if !is_system(state, location) {
        return Vec::new();
    }
    let starships = state.top_level_at(side.opponent(), location).into_iter();
    starships.filter(|&c| state.def(c).is(CardType::Starship)).collect()
}

/// The answer to an interrupt's "opponent must lose one of them": the chosen card is lost (a side
/// left without presence in a battle ends it).
pub(crate) fn lose_chosen(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    if state.card(card).at.is_some() {
        lose_from_table(state, card, events);
        end_if_presence_gone(state, events);
    }
}

/// Under Attack: "target a vehicle with armor present with your warrior … If warrior has a
/// Concussion Grenade or a lightsaber, add 3 to destiny draw (7 if both)": `vehicle` is a vehicle
/// with armor present at a site where `side` has a warrior present; the warrior there with the
/// most `carrying` on it (the player's best choice: what it carries only adds) and what it adds.
/// GEMP lets either side's vehicle be the target.
fn attacker(state: &State, side: Side, vehicle: CardId, carrying: &[Kinds], add: u8, both: u8) -> Option<(CardId, u8)> {
    let def = state.def(vehicle);
    let location = state.location_of(vehicle)?;
    if !def.is(CardType::Vehicle) || armor(state, vehicle).is_none() || !is_present(state, vehicle) {
        return None;
    }
    let warriors = state.cards_at(side, location).into_iter().filter(|&c| {
        state.def(c).is(CardType::Character) && state.def(c).has_icon(Icon::Warrior) && is_present(state, c)
    });
    warriors
        .map(|w| {
            let on = state.attached_to(w);
            let has = carrying.iter().filter(|k| on.iter().any(|&c| k.holds(state.def(c)))).count();
            let plus = match has {
                0 => 0,
                n if n == carrying.len() => both,
                _ => add,
            };
            (w, plus)
        })
        .max_by_key(|&(_, plus)| plus)
}
