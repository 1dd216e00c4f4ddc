//! Interrupts that search, glance at and retrieve (the cards' texts; GEMP's classes for the
//! facts): glancing at the opponent's hand, searching a Reserve Deck or Used Pile, retrieving
//! from the Lost Pile ("retrieve": from the Lost Pile to the Used Pile, research §"Lost Pile"),
//! and the losses that follow. A choice among the cards found is [`Prompt::Pick`], answered with
//! [`Action::Pick`] one card at a time, or passed.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::battle::total_power;
use crate::rules::swccg::battle_interrupts::just_initiated;
use crate::rules::swccg::bluffs;
use crate::rules::swccg::deploy::{check_deploy_to, deploy};
use crate::rules::swccg::deploy_locations::{location_deployable, put_location};
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::{at_scomp_link, available, text_destiny, use_force};
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, AloneAt, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Phase, PickTo, Prompt, State};
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::transports;
use crate::rules::swccg::vehicles::lose_from_table;

type Checked = Result<(), Rejected<Reason>>;

fn holds(ok: bool) -> Checked {
    if ok {
        Ok(())
    } else {
        Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))
    }
}

fn force(state: &State, side: Side, n: u8) -> Checked {
    let have = available(state, side);
    if have < n {
        Err(Reason::NotEnoughForce { cost: n, available: have }.by(SwccgRule::Interrupts))
    } else {
        Ok(())
    }
}

/// The characters and starships `side` has on the table (Rebel Reinforcements: "total
/// characters and starships on table"; GEMP counts the active ones).
fn characters_and_starships(state: &State, side: Side) -> usize {
    let table = &state.player(side).table;
    table.iter().filter(|&&c| state.def(c).is(CardType::Character) || state.def(c).is(CardType::Starship)).count()
}

/// The cards of `pile` that are of `who`.
fn found(state: &State, pile: &[CardId], who: &Kinds) -> Vec<CardId> {
    pile.iter().copied().filter(|&c| who.holds(state.def(c))).collect()
}

/// "If the opponent has Fusion Generator Supply Tanks aboard a starship" (GEMP: attached to a
/// starship): one of `side`'s cards of that title on one of its starships.
fn has_aboard_starship(state: &State, side: Side, title: &str) -> bool {
    state.player(side).table.iter().any(|&c| {
        state.def(c).title == title
            && matches!(state.card(c).at, Some(At::On(h) | At::Aboard { host: h, .. }) if state.def(h).is(CardType::Starship))
    })
}

/// Limited Resources' loss for `side`'s opponent now, if the condition holds ("If the opponent
/// has two cards or less in hand").
fn few_in_hand_loss(state: &State, side: Side, ability: &Ability) -> Option<u8> {
    let Ability::LosesIfFewInHand { most, loss, your_turn, less_with, less } = ability else { return None };
    let opponent = side.opponent();
    if state.player(opponent).hand.len() > usize::from(*most) {
        return None;
    }
    let amount = if state.active == side { *your_turn } else { *loss };
    let reduce = if has_aboard_starship(state, opponent, less_with) { *less } else { 0 };
    Some(amount.saturating_sub(reduce))
}

/// Whether `side` may play this option of an interrupt now, on `target` (`None`: not one of
/// this file's words).
pub(crate) fn check_option(state: &State, side: Side, ability: &Ability, target: Option<CardId>) -> Option<Checked> {
    let no_target = match target {
        Some(_) => Err(Reason::NotATarget.by(SwccgRule::Interrupts)),
        None => Ok(()),
    };
    let opponent = side.opponent();
    Some(match ability {
        // GEMP: your characters and starships on table fewer than the opponent's.
        Ability::RetrievesIfOutnumbered { force: n, .. } => no_target
            .and_then(|()| holds(characters_and_starships(state, side) < characters_and_starships(state, opponent)))
            .and_then(|()| force(state, side, *n)),
        Ability::LosesIfFewInHand { .. } => {
            no_target.and_then(|()| holds(few_in_hand_loss(state, side, ability).is_some()))
        }
        // GEMP: the opponent has a hand to glance at.
        Ability::GlancesAtHand { force: n, with_on_table, .. } => no_target
            .and_then(|()| holds(!state.player(opponent).hand.is_empty()))
            .and_then(|()| {
                holds(with_on_table.as_ref().is_none_or(|k| {
                    state.player(side).table.iter().any(|&c| state.card(c).at.is_some() && k.holds(state.def(c)))
                }))
            })
            .and_then(|()| force(state, side, *n)),
        // The target is a card face down at a location (a bluff card).
        Ability::GlancesFaceDown { force: n } => {
            let Some(t) = target else { return Some(Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))) };
            holds(bluffs::face_down_under(state, t).is_some()).and_then(|()| force(state, side, *n))
        }
        // GEMP: the opponent has a Used Pile to search.
        Ability::TheirUsedToLost { force: n, .. } => no_target
            .and_then(|()| holds(!state.player(opponent).used_pile.is_empty()))
            .and_then(|()| force(state, side, *n)),
        Ability::LosesForDeployCost { who } => {
            let Some(t) = target else { return Some(Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))) };
            holds(state.card(t).at.is_some() && who.holds(state.def(t)))
                .and_then(|()| force(state, side, state.def(t).deploy.unwrap_or(0)))
        }
        // GEMP: during your battle phase, with cards in the opponent's Used Pile.
        Ability::DestinyMatchesLost => no_target.and_then(|()| {
            holds(state.active == side && state.phase == Phase::Battle && !state.player(opponent).used_pile.is_empty())
        }),
        Ability::HandOverLimitToUsed { at_least, .. } => {
            no_target.and_then(|()| holds(state.player(opponent).hand.len() >= usize::from(*at_least)))
        }
        Ability::LosesDuplicatesInHand { force: n, .. } => no_target
            .and_then(|()| holds(!state.player(opponent).hand.is_empty()))
            .and_then(|()| force(state, side, *n)),
        Ability::RevealsAndDeploys { .. } => no_target.and_then(|()| holds(overpowered(state, side))),
        Ability::GlancesAtReserve { with, present } => {
            let links = scomp_links(state, side, with, *present);
            match target {
                None => holds(!links.is_empty() && !state.player(opponent).reserve.is_empty()),
                Some(t) => holds(links.contains(&t) && !state.player(side).reserve.is_empty()),
            }
        }
        Ability::SearchesReserve { force: n, .. } => {
            no_target.and_then(|()| holds(!state.player(side).reserve.is_empty())).and_then(|()| force(state, side, *n))
        }
        // Retract The Bridge (`bridge.rs`).
        Ability::RearrangesSites { .. } => return crate::rules::swccg::bridge::check(state, side, ability, target),
        _ => return None,
    })
}

/// Carries out this option of the interrupt `card`, played by `side` (its conditions hold).
pub(crate) fn play_option(
    state: &mut State,
    side: Side,
    card: CardId,
    ability: &Ability,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let opponent = side.opponent();
    match ability {
        Ability::RearrangesSites { .. } => crate::rules::swccg::bridge::play(state, side, card, ability),
        Ability::RetrievesIfOutnumbered { force, who } => {
            use_force(state, side, *force);
            let value = text_destiny(state, side, card, 0, events).unwrap_or(0);
            let cards = found(state, &state.player(side).lost_pile, who);
            if value > 0 && !cards.is_empty() {
                let (shown, to, shuffle) = (Vec::new(), PickTo::UsedPile, None);
                state.prompt = Some(Prompt::Pick { chooser: side, card, shown, cards, left: value, to, shuffle });
            }
        }
        Ability::LosesIfFewInHand { .. } => {
            if let Some(amount) = few_in_hand_loss(state, side, ability).filter(|&n| n > 0) {
                state.prompt = Some(Prompt::LoseForce { chooser: opponent, amount: u16::from(amount) });
            }
        }
        Ability::GlancesAtHand { force, moves, each, .. } => {
            use_force(state, side, *force);
            let shown = state.player(opponent).hand.clone();
            let cards = found(state, &shown, moves);
            let left = if *each { u8::try_from(cards.len()).unwrap_or(u8::MAX) } else { 1 };
            events.push(Event::Peeked { side, card, hand: true });
            let to = PickTo::UsedPile;
            state.prompt = Some(Prompt::Pick { chooser: side, card, shown, cards, left, to, shuffle: None });
        }
        Ability::GlancesFaceDown { force } => {
            if let Some((t, site)) = target.and_then(|t| bluffs::face_down_under(state, t).map(|site| (t, site))) {
                use_force(state, side, *force);
                events.push(Event::GlancedFaceDown { side, card, site });
                state.prompt =
                    Some(Prompt::Peek { chooser: side, card, cards: vec![t], hand: false, under: Some(site) });
            }
        }
        Ability::TheirUsedToLost { force, who } => {
            use_force(state, side, *force);
            let cards = found(state, &state.player(opponent).used_pile, who);
            events.push(Event::Searched { side, card, whose: opponent, reserve: false });
            for c in cards {
                used_to_lost(state, c, events);
            }
        }
        Ability::LosesForDeployCost { .. } => {
            if let Some(t) = target {
                use_force(state, side, state.def(t).deploy.unwrap_or(0));
                lose_from_table(state, t, events);
            }
        }
        Ability::DestinyMatchesLost => {
            if let Some(value) = text_destiny(state, side, card, 0, events) {
                let pile = &state.player(opponent).used_pile;
                let cards: Vec<CardId> =
                    pile.iter().copied().filter(|&c| state.def(c).destiny.unwrap_or(0) == value).collect();
                for c in cards {
                    used_to_lost(state, c, events);
                }
            }
        }
        Ability::SearchesReserve { force, who } => {
            use_force(state, side, *force);
            let shown: Vec<CardId> = state.player(side).reserve.iter().rev().copied().collect();
            let cards = found(state, &shown, who);
            events.push(Event::Searched { side, card, whose: side, reserve: true });
            let to = PickTo::Hand;
            state.prompt = Some(Prompt::Pick { chooser: side, card, shown, cards, left: 1, to, shuffle: Some(side) });
        }
        // "(random selection)": the game's seeded RNG picks the cards that stay.
        // The cards go face down, unseen by the player: no log line names them.
        Ability::HandOverLimitToUsed { keep, .. } => {
            let mut hand = state.player(opponent).hand.clone();
            state.rng.shuffle(&mut hand);
            for c in hand.into_iter().skip(usize::from(*keep)) {
                let player = state.player_mut(opponent);
                player.hand.retain(|&h| h != c);
                player.used_pile.push(c);
            }
        }
        Ability::LosesDuplicatesInHand { force, .. } => {
            use_force(state, side, *force);
            let hand = state.player(opponent).hand.clone();
            let title = |c: CardId| &state.def(c).title;
            let twice: Vec<CardId> =
                hand.iter().copied().filter(|&c| hand.iter().filter(|&&o| title(o) == title(c)).count() >= 2).collect();
            events.push(Event::Peeked { side, card, hand: true });
            for &c in &twice {
                let player = state.player_mut(opponent);
                player.hand.retain(|&h| h != c);
                player.lost_pile.push(c);
                events.push(Event::Lost { card: c });
            }
            let cards: Vec<CardId> = hand.into_iter().filter(|c| !twice.contains(c)).collect();
            if !cards.is_empty() {
                state.prompt = Some(Prompt::Peek { chooser: side, card, cards, hand: true, under: None });
            }
        }
        // GEMP `Card1_103`: the cards revealed are drawn into hand, deployed from there for free,
        // and the rest lost.
        Ability::RevealsAndDeploys { cards: n, who } => {
            let player = state.player_mut(side);
            let at = player.reserve.len().saturating_sub(usize::from(*n));
            let revealed: Vec<CardId> = player.reserve.split_off(at).into_iter().rev().collect();
            player.hand.extend(&revealed);
            events.push(Event::Searched { side, card, whose: side, reserve: true });
            let (deployable, others): (Vec<CardId>, Vec<CardId>) =
                revealed.iter().partition(|&&c| who.holds(state.def(c)));
            for c in others {
                hand_to_lost(state, side, c, events);
            }
            if !deployable.is_empty() {
                let (to, left) = (PickTo::Deploy, u8::try_from(deployable.len()).unwrap_or(u8::MAX));
                let cards = deployable;
                state.prompt =
                    Some(Prompt::Pick { chooser: side, card, shown: revealed, cards, left, to, shuffle: None });
            }
        }
        Ability::GlancesAtReserve { .. } => {
            let whose = if target.is_some() { side } else { opponent };
            let shown: Vec<CardId> = state.player(whose).reserve.iter().rev().copied().collect();
            events.push(Event::Searched { side, card, whose, reserve: true });
            let (cards, to, shuffle) = (Vec::new(), PickTo::Hand, Some(whose));
            state.prompt = Some(Prompt::Pick { chooser: side, card, shown, cards, left: 0, to, shuffle });
        }
        _ => {}
    }
}

/// A "Used Or Lost" Interrupt's option: whether it sends the card to the Lost Pile ("LOST:") or
/// the Used Pile ("USED:"); `None` for the words of cards of one class (and for a cancel that
/// says no "LOST:", as Houjix's, a Lost Interrupt's).
pub(crate) fn goes_lost(ability: &Ability) -> Option<bool> {
    match ability {
        Ability::HandOverLimitToUsed { lost, .. }
        | Ability::LosesDuplicatesInHand { lost, .. }
        | Ability::JustLostToUsed { lost, .. }
        | Ability::CutsPowerAndAttrition { lost, .. } => Some(*lost),
        Ability::CancelsEffect { lost: true, .. } => Some(true),
        _ => None,
    }
}

/// "one of your 'R' unit droids is at any Scomp link"; "any Imperial leader is present with a
/// Scomp link" (`present`): `side`'s cards of `with` at a Scomp link (`force.rs`
/// `at_scomp_link`: the icon on its location, or on what it is aboard), present there when
/// `present`.
fn scomp_links(state: &State, side: Side, with: &Kinds, present: bool) -> Vec<CardId> {
    let table = &state.player(side).table;
    let ok = |c: CardId| with.holds(state.def(c)) && at_scomp_link(state, c) && (!present || is_present(state, c));
    table.iter().copied().filter(|&c| ok(c)).collect()
}

/// Panic: "If opponent just initiated a battle where opponent has more than double your power":
/// `side` defends the battle (in its weapons segment) and the opponent's total power there is
/// more than twice its own, with a Reserve Deck to reveal from (GEMP `Card1_103`).
fn overpowered(state: &State, side: Side) -> bool {
    just_initiated(state, side, AloneAt::Anywhere, true).is_some_and(|l| {
        total_power(state, side.opponent(), l) > 2 * total_power(state, side, l)
            && !state.player(side).reserve.is_empty()
    })
}

/// A card revealed into `side`'s hand and not deployed is lost.
fn hand_to_lost(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    let player = state.player_mut(side);
    if player.hand.contains(&card) {
        player.hand.retain(|&c| c != card);
        player.lost_pile.push(card);
        events.push(Event::Lost { card });
    }
}

/// A card of the opponent's Used Pile is lost (to its owner's Lost Pile).
fn used_to_lost(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    let player = state.player_mut(state.owner(card));
    if let Some(at) = player.used_pile.iter().position(|&c| c == card) {
        player.used_pile.remove(at);
        player.lost_pile.push(card);
        events.push(Event::Lost { card });
    }
}

/// Whether `action` answers the pick prompt: one of its cards while picks are left (deployed for
/// free where it may deploy, for `PickTo::Deploy`), or Pass.
pub(crate) fn check_pick(state: &State, prompt: &Prompt, action: &Action) -> bool {
    match (prompt, action) {
        (Prompt::Pick { .. }, Action::Pass) => true,
        (Prompt::Pick { cards, left, to: PickTo::Deploy, chooser, .. }, Action::Deploy { card, to, force: 0 }) => {
            *left > 0 && cards.contains(card) && check_deploy_to(state, *chooser, *card, *to).is_ok()
        }
        (Prompt::Pick { to: PickTo::Deploy, .. }, _) => false,
        (
            Prompt::Pick { cards, left, to: PickTo::DeployAt { site, .. }, .. },
            Action::Deploy { card, to, force: 0 },
        ) => *left > 0 && cards.contains(card) && bluffs::check_deploy_here(state, *card, *site, *to),
        (Prompt::Pick { to: PickTo::DeployAt { .. }, .. }, _) => false,
        (Prompt::Pick { cards, left, .. }, Action::Pick { card }) => *left > 0 && cards.contains(card),
        _ => false,
    }
}

/// The answers to a pick prompt: each card it offers, then passing.
pub(crate) fn picks(prompt: &Prompt) -> Vec<Action> {
    match prompt {
        Prompt::Pick { cards, left, .. } if *left > 0 => {
            cards.iter().map(|&card| Action::Pick { card }).chain([Action::Pass]).collect()
        }
        _ => vec![Action::Pass],
    }
}

/// Answers the pick prompt: the card picked leaves the pile or hand it is in for where the
/// prompt sends it, and the prompt stays while picks and cards are left; passing, or the last
/// pick, ends it (a Reserve Deck searched is reshuffled).
pub(crate) fn answer(state: &mut State, prompt: Prompt, action: &Action, events: &mut Vec<Event>) {
    let Prompt::Pick { chooser, card, shown, mut cards, left, to, shuffle } = prompt else { return };
    if to == PickTo::Order {
        crate::rules::swccg::bridge::answer(state, (chooser, card), (shown, cards), action, events);
        return;
    }
    if let PickTo::PassOn { location, amount } = to {
        let picked = match *action {
            Action::Pick { card: picked } => Some(picked),
            _ => None,
        };
        crate::rules::swccg::passes::answer(state, (chooser, card), (location, amount), picked, events);
        return;
    }
    if let PickTo::Transport { from, cost } = to {
        let picked = match *action {
            Action::Pick { card: picked } => Some(picked),
            _ => None,
        };
        transports::answer(state, (chooser, card), (from, cost), picked, events);
        return;
    }
    if let PickTo::Release { from } = to {
        let picked = match *action {
            Action::Pick { card: picked } => Some(picked),
            _ => None,
        };
        crate::rules::swccg::tractor_beams::release(state, chooser, from, picked, events);
        return;
    }
    if let Action::Deploy { card: picked, to: dest, .. } = *action {
        cards.retain(|&c| c != picked);
        deploy(state, chooser, picked, dest, 0, events);
        let left = left.saturating_sub(1);
        if left > 0 && !cards.is_empty() {
            state.prompt = Some(Prompt::Pick { chooser, card, shown, cards, left, to, shuffle });
            return;
        }
    }
    if to == PickTo::Deploy {
        for c in cards {
            hand_to_lost(state, chooser, c, events);
        }
        return;
    }
    if let PickTo::DeployAt { loss, .. } = to {
        for c in cards {
            bluffs::called(state, chooser, c, loss, events);
        }
        return;
    }
    if let Action::Pick { card: picked } = *action {
        if cards.contains(&picked) {
            cards.retain(|&c| c != picked);
            let owner = state.owner(picked);
            let player = state.player_mut(owner);
            for pile in [&mut player.hand, &mut player.reserve, &mut player.used_pile, &mut player.lost_pile] {
                pile.retain(|&c| c != picked);
            }
            match to {
                PickTo::Location => {
                    put_location(state, picked, events);
                    // A copy of a location just deployed is no longer deployable ("Unique").
                    cards.retain(|&c| location_deployable(state, chooser, c));
                }
                PickTo::UsedPile => {
                    player.used_pile.push(picked);
                    events.push(Event::ToUsedPile { card: picked });
                }
                PickTo::Hand => {
                    state.player_mut(chooser).hand.push(picked);
                    events.push(Event::TookIntoHand { side: chooser, card, taken: picked });
                }
                PickTo::ForcePile => {
                    state.player_mut(chooser).force_pile.push(picked);
                    events.push(Event::ToForcePile { side: chooser, card });
                }
                PickTo::Deploy
                | PickTo::DeployAt { .. }
                | PickTo::Transport { .. }
                | PickTo::Release { .. }
                | PickTo::Order
                | PickTo::PassOn { .. } => {}
            }
            let left = left.saturating_sub(1);
            if left > 0 && !cards.is_empty() {
                let shown = shown.into_iter().filter(|&c| c != picked).collect();
                state.prompt = Some(Prompt::Pick { chooser, card, shown, cards, left, to, shuffle });
                return;
            }
        }
    }
    if let Some(whose) = shuffle {
        let mut reserve = std::mem::take(&mut state.player_mut(whose).reserve);
        state.rng.shuffle(&mut reserve);
        state.player_mut(whose).reserve = reserve;
    }
}
