//! What each effect of the vocabulary does when it resolves, and the choices it asks for: a
//! choice in the middle of an effect is a [`Prompt::Target`] in the state (DESIGN.md invariant
//! 4); with only one card to choose and no "you may", there is no choice and it resolves at once.

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::abilities::actions::attacks_with;
use crate::rules::swu::abilities::acts;
pub(crate) use crate::rules::swu::abilities::answer::answer;
use crate::rules::swu::abilities::answer::{discard_named, discard_one};
use crate::rules::swu::abilities::indirect;
use crate::rules::swu::abilities::moving;
use crate::rules::swu::abilities::several::{divide_options, up_to_options};
use crate::rules::swu::attack::arena_of;
use crate::rules::swu::damage;
use crate::rules::swu::forms::{holds, is_unit};
use crate::rules::swu::model::ability::{Ability, Act, AttackedWith, Effect, Which};
use crate::rules::swu::model::def::{CardType, Token};
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{other, schedule, Prompt, State, Step, SEATS};
use crate::rules::swu::tokens;

/// Resolves `effect` of `source` for `controller`; `subject` is the unit it speaks of.
pub(crate) fn resolve(
    state: &mut State,
    source: CardId,
    effect: &Effect,
    subject: Option<CardId>,
    controller: Seat,
    events: &mut Vec<Event>,
) {
    let subject_unit = subject.filter(|&s| is_unit(state, s));
    match effect {
        Effect::DamageSelf { amount } => {
            if let Some(unit) = subject_unit {
                let dealt = damage::deal(state, unit, *amount, events);
                after_noncombat_damage(state, controller, dealt);
            }
        }
        Effect::CreateTokensThen { token, count, does, opponent } => {
            let seat = if *opponent { other(controller) } else { controller };
            for _ in 0..*count {
                let card = tokens::create_unit(state, seat, *token, events);
                acts::act(state, source, controller, card, does, events);
            }
        }
        // "… deal indirect damage equal to its power to that player."
        // A unit that has left play since (defeated by the damage dealt just before) is read as
        // it is now: its printed power, its owner (Hangar keeps no last-known state).
        Effect::IndirectEqualPower => {
            if let Some(unit) = subject.filter(|&s| state.has(s)) {
                let amount = crate::rules::swu::stats::power(state, unit);
                let seat = if is_unit(state, unit) { state.card(unit).controller } else { state.card(unit).owner };
                indirect::deal(state, source, subject, controller, seat, amount, None, events);
            }
        }
        // "Deal N indirect damage to each opponent."
        Effect::IndirectDamage { amount, opponent: true, this_way } => {
            let seat = other(controller);
            indirect::deal(state, source, subject, controller, seat, *amount, this_way.clone(), events);
        }
        // The draw is a step of the flow (`flow::turn::draw`), next.
        Effect::Draw { count } => schedule(state, [Step::Draw { seat: controller, count: *count }]),
        // The opponent's deck first, then one's own; each card from the top.
        Effect::DiscardDecksOddDamage { count } => {
            let mut odd = 0u8;
            for seat in [other(controller), controller] {
                for _ in 0..*count {
                    let Some(card) = state.player_mut(seat).deck.pop() else { break };
                    state.player_mut(seat).discard.push(card);
                    events.push(Event::DiscardedFromDeck { card });
                    odd += state.def(card).cost % 2;
                }
            }
            if odd > 0 {
                let damage = Effect::OnOne {
                    which: Which::default(),
                    does: std::borrow::Cow::Owned(vec![Act::Damage { amount: odd }]),
                    optional: false,
                    then: None,
                    and_subject: false,
                };
                resolve(state, source, &damage, None, controller, events);
            }
        }
        // The defending player's deck, from the top; then the damage, to the unit the ability
        // speaks of (the attacker), which no Shield or prevention stops.
        Effect::DiscardCostDifference { count } => {
            let seat = defending_player(state, controller);
            let mut costs = Vec::new();
            for _ in 0..*count {
                let Some(card) = state.player_mut(seat).deck.pop() else { break };
                state.player_mut(seat).discard.push(card);
                events.push(Event::DiscardedFromDeck { card });
                costs.push(state.def(card).cost);
            }
            let (Some(&high), Some(&low)) = (costs.iter().max(), costs.iter().min()) else { return };
            if let Some(unit) = subject_unit.filter(|_| high > low) {
                damage::deal_unpreventable(state, unit, high - low, events);
                after_noncombat_damage(state, controller, high - low);
            }
        }
        Effect::CreateTokenAnd { token, then } => {
            let card = tokens::create_unit(state, controller, *token, events);
            resolve(state, source, then, Some(card), controller, events);
        }
        // "Choose an opponent. For every 2 resources they control, …"
        Effect::CreateTokensPer { token, resources, does } => {
            let count = state.player(other(controller)).resources.len() / usize::from((*resources).max(1));
            for _ in 0..count {
                let card = tokens::create_unit(state, controller, *token, events);
                acts::act(state, source, controller, card, does, events);
            }
        }
        Effect::IfPlayed { then, .. } => {
            if holds_now(state, controller, effect) {
                resolve(state, source, then, subject, controller, events);
            }
        }
        Effect::IfNoInitiativeTaken { then } => {
            if state.initiative_taken.is_none() {
                resolve(state, source, then, subject, controller, events);
            }
        }
        Effect::IfDefeated { then } => {
            if subject.is_some_and(|s| !state.in_play(s)) {
                resolve(state, source, then, subject, controller, events);
            }
        }
        Effect::DiscardNamed { seat } => {
            if let Some(unit) = subject.filter(|&s| state.has(s) && !state.in_play(s)) {
                let seat = seat.map_or(state.card(unit).owner, |n| Seat(n & 1));
                discard_named(state, seat, unit, events);
            }
        }
        Effect::CreateTokens { token, count } => {
            for _ in 0..*count {
                tokens::create_unit(state, controller, *token, events);
            }
        }
        Effect::ShieldAttached => {
            if let Some(unit) = subject_unit {
                tokens::give(state, controller, Token::Shield, unit, events);
            }
        }
        Effect::NextTraitLess { trait_name, amount } => {
            let discounts = &mut state.player_mut(controller).trait_discounts;
            match discounts.iter_mut().find(|(t, _)| t == trait_name) {
                Some((_, n)) => *n = n.saturating_add(*amount),
                None => discounts.push((trait_name.clone(), *amount)),
            }
        }
        Effect::NextPilotLess { amount } => {
            let player = state.player_mut(controller);
            player.pilot_discount = player.pilot_discount.saturating_add(*amount);
            events.push(Event::PilotDiscount { seat: controller, amount: *amount });
        }
        Effect::IfAttacked { with, then } => {
            if attacked(state, controller, *with) {
                resolve(state, source, then, subject, controller, events);
            }
        }
        Effect::IfMoreUnits { arena, more, then } => {
            let count = |seat: Seat| state.units_of(seat).filter(|&u| arena_of(state, u) == Some(*arena)).count();
            let (mine, theirs) = (count(controller), count(other(controller)));
            if (*more && mine > theirs) || (!*more && theirs > mine) {
                resolve(state, source, then, subject, controller, events);
            }
        }
        Effect::IfEnemyHasNo { arena, then } => {
            if !state.units_of(other(controller)).any(|u| arena_of(state, u) == Some(*arena)) {
                resolve(state, source, then, subject, controller, events);
            }
        }
        Effect::IfYouControl { trait_name, then, otherwise } => {
            let controls = state.units_of(controller).any(|u| state.def(u).has_trait(trait_name));
            let effect = if controls { then } else { otherwise };
            resolve(state, source, effect, subject, controller, events);
        }
        Effect::If { when, then, otherwise } => {
            let about = subject.unwrap_or(source);
            let effect = if holds(state, when, about, controller) { then } else { otherwise };
            if let Some(effect) = effect {
                resolve(state, source, effect, subject, controller, events);
            }
        }
        Effect::OnSelf { does } => {
            if let Some(unit) = subject_unit {
                acts::act(state, source, controller, unit, does, events);
            }
        }
        Effect::IndirectDamageEqual { to, defending, this_way } => {
            let amount = acts::amount(state, source, controller, to);
            if *defending {
                let seat = defending_player(state, controller);
                indirect::deal(state, source, subject, controller, seat, amount, this_way.clone(), events);
            } else if amount > 0 {
                let effect = Effect::IndirectDamage { amount, opponent: false, this_way: this_way.clone() };
                resolve(state, source, &effect, subject, controller, events);
            }
        }
        Effect::IndirectDamageDefending { amount } => {
            let seat = defending_player(state, controller);
            indirect::deal(state, source, subject, controller, seat, *amount, None, events);
        }
        // "You may pay N. If you do, …": not offered without N ready resources to pay with.
        Effect::UnlessPays { amount, does } => {
            if let Some(unit) = subject_unit {
                let chooser = state.card(unit).controller;
                if crate::rules::swu::cost::can_pay(state, chooser, *amount) {
                    state.prompt = Some(Prompt::May { chooser, source, effect: effect.clone(), subject });
                } else {
                    acts::act(state, source, controller, unit, does, events);
                }
            }
        }
        Effect::May { .. } => {
            if can_accept(state, controller, effect) {
                state.prompt = Some(Prompt::May { chooser: controller, source, effect: effect.clone(), subject });
            }
        }
        Effect::AttackBonusEqual { to } => {
            let bonus = acts::amount(state, source, controller, to);
            if let Some(attack) = state.attack.as_mut() {
                attack.power = attack.power.saturating_add(bonus);
            }
        }
        Effect::DiscardFromDeck { defending, test, then } => {
            let seat = match state.attack {
                Some(attack) if *defending => state.card(attack.defender).controller,
                _ if *defending => other(controller),
                _ => controller,
            };
            if let Some(card) = state.player_mut(seat).deck.pop() {
                state.player_mut(seat).discard.push(card);
                events.push(Event::DiscardedFromDeck { card });
                if test.passes(state.def(card).cost) {
                    resolve(state, source, then, subject, controller, events);
                }
            }
        }
        // "Discard 2 cards from your deck. Return each of those cards with an odd cost to your
        // hand.": all discarded first, then those that pass return.
        Effect::DiscardReturnToHand { count, test } => {
            let mut discarded = Vec::new();
            for _ in 0..*count {
                let Some(card) = state.player_mut(controller).deck.pop() else { break };
                state.player_mut(controller).discard.push(card);
                events.push(Event::DiscardedFromDeck { card });
                discarded.push(card);
            }
            discarded.retain(|&c| test.passes(state.def(c).cost));
            for card in discarded {
                let player = state.player_mut(controller);
                player.discard.retain(|&c| c != card);
                player.hand.push(card);
                events.push(Event::ReturnedToHand { card });
            }
        }
        Effect::OncePerRound { then } => {
            if !state.used_this_round.contains(&source) {
                state.used_this_round.push(source);
                resolve(state, source, then, subject, controller, events);
            }
        }
        // The opponent chooses the card (`answer`), from their hand.
        Effect::OpponentDiscards { .. } => {
            let opponent = other(controller);
            match state.player(opponent).hand.as_slice() {
                [] => {}
                [only] => answer(state, source, opponent, effect, *only, subject, events),
                _ => {
                    state.prompt = Some(Prompt::Target { chooser: opponent, source, effect: effect.clone(), subject });
                }
            }
        }
        Effect::OpponentMayPlayFromDiscard => {
            let owner = state.card(source).owner;
            if state.player(owner).discard.contains(&source) {
                let free = &mut state.player_mut(other(controller)).free_from_discard;
                if !free.contains(&source) {
                    free.push(source);
                }
            }
        }
        Effect::OpponentUnitsCostMore { amount } => {
            let player = state.player_mut(other(controller));
            player.units_cost_more = player.units_cost_more.saturating_add(*amount);
        }
        Effect::PlayFromDiscard { .. } => {
            crate::rules::swu::abilities::discard_play::begin(state, source, controller, effect)
        }
        Effect::Choose { options } => {
            crate::rules::swu::abilities::choose::begin(state, source, controller, options, events)
        }
        Effect::Search { look, count, .. } => {
            crate::rules::swu::abilities::search::begin(state, source, controller, effect, *look, *count, events)
        }
        Effect::DiscardOne { again_if_more } => discard_one(state, source, controller, *again_if_more, subject, events),
        // A card put into play as a resource enters play exhausted.
        Effect::TopDeckToResource => {
            if let Some(card) = state.player_mut(controller).deck.pop() {
                state.card_mut(card).exhausted = true;
                state.player_mut(controller).resources.push(card);
                events.push(Event::Resourced { seat: controller });
            }
        }
        // "The attacking player takes control of this upgrade and attaches it to a unit they
        // control."
        Effect::AttackerTakesThis => {
            if let Some(attack) = state.attack {
                if state.in_play(source) && state.card(source).attached.is_some() {
                    let taker = state.card(attack.attacker).controller;
                    let theirs = Which { side: crate::rules::swu::model::ability::Side::Friendly, ..Which::default() };
                    moving::chosen(state, source, taker, source, &theirs, true, events);
                }
            }
        }
        Effect::RevealOpponentDiscards { look, discard } => {
            crate::rules::swu::abilities::reveal::begin(state, source, controller, *look, *discard, events)
        }
        Effect::ReadyResourcesEqual { to } => {
            for _ in 0..acts::amount(state, source, controller, to) {
                resolve(state, source, &Effect::ReadyResource, subject, controller, events);
            }
        }
        // "Take an extra action after this one."
        Effect::ExtraAction => state.extra_action = Some(controller),
        Effect::ReadyResource => {
            let exhausted = state.player(controller).resources.iter().copied().find(|&r| state.card(r).exhausted);
            if let Some(resource) = exhausted {
                state.card_mut(resource).exhausted = false;
                events.push(Event::ResourceReadied { seat: controller });
            }
        }
        Effect::ExhaustOrReadyResource => {
            let options = crate::rules::swu::abilities::choose::resource_options(state);
            crate::rules::swu::abilities::choose::begin(state, source, controller, &options, events)
        }
        Effect::ReturnSourceToHand => {
            let upgrade = state.in_play(source) && state.card(source).attached.is_some();
            let def = state.def(source);
            if upgrade && def.token.is_none() && def.card_type != CardType::Leader {
                crate::rules::swu::leaving::to_hand(state, source, events);
            }
        }
        // "Pay N": halved by The Starhawk, as any cost its controller pays in resources.
        Effect::PayResources { amount } => {
            if crate::rules::swu::cost::can_pay(state, controller, *amount) {
                crate::rules::swu::cost::pay_resources(state, controller, *amount);
                events.push(Event::ResourcesPaid { seat: controller, amount: *amount });
            }
        }
        Effect::OnDefender { does } => {
            if let Some(defender) = state.attack.map(|a| a.defender).filter(|&d| is_unit(state, d)) {
                acts::act(state, source, controller, defender, does, events);
            }
        }
        Effect::DivideDamage { total } => {
            if state.units().next().is_some() {
                state.prompt = Some(Prompt::Divide {
                    chooser: controller,
                    source,
                    left: *total,
                    assigned: Vec::new(),
                    heal: false,
                });
            }
        }
        Effect::DivideHeal { total } => {
            if *total > 0 && !divide_options(state, true, &[]).is_empty() {
                state.prompt = Some(Prompt::Divide {
                    chooser: controller,
                    source,
                    left: *total,
                    assigned: Vec::new(),
                    heal: true,
                });
            }
        }
        Effect::AttackWithOne {
            which,
            power,
            even_exhausted,
            optional,
            restore,
            then,
            prevent,
            base_draw,
            first,
            gains,
            reveal_odd,
        } => {
            // "Reveal the top card of your deck, then attack with a unit. If the revealed card and
            // that unit have different odd costs, …" (the card stays on top).
            let mut odd_bonus = None;
            if *reveal_odd > 0 {
                if let Some(&top) = state.player(controller).deck.last() {
                    events.push(Event::Revealed { card: top });
                    let cost = state.def(top).cost;
                    odd_bonus = (cost % 2 == 1).then_some((cost, *reveal_odd));
                }
            }
            if !attacks_with(state, controller, which, subject, *even_exhausted).is_empty() {
                state.prompt = Some(Prompt::Attack {
                    chooser: controller,
                    source,
                    which: which.clone(),
                    power: *power,
                    even_exhausted: *even_exhausted,
                    optional: *optional,
                    restore: *restore,
                    then: then.clone(),
                    prevent: *prevent,
                    base_draw: *base_draw,
                    subject,
                    first: first.clone(),
                    gains: gains.clone(),
                    odd_bonus,
                });
            }
        }
        Effect::OnUpTo { then, .. } => {
            if !up_to_options(state, controller, effect, subject, &[]).is_empty() {
                state.prompt = Some(Prompt::UpTo {
                    chooser: controller,
                    source,
                    effect: effect.clone(),
                    subject,
                    chosen: Vec::new(),
                });
            } else if let Some(then) = then {
                resolve(state, source, then, subject, controller, events);
            }
        }
        Effect::OnDifferentPer { per, which, does } => {
            let n = subject_unit.map_or(0, |unit| acts::per_count(state, controller, unit, *per));
            if n > 0 {
                let count = Some(u8::try_from(n).unwrap_or(u8::MAX));
                let effect =
                    Effect::OnUpTo { count, which: which.clone(), does: does.clone(), exactly: true, then: None };
                resolve(state, source, &effect, subject, controller, events);
            }
        }
        // `then` waits as a step of its own: it runs once `first` and all it set going are done.
        Effect::Then { first, then } => {
            schedule(state, [Step::Resolve { source, effect: (**then).clone(), subject, controller }]);
            resolve(state, source, first, subject, controller, events);
        }
        Effect::OnEach { which, does } => {
            for card in acts::named(state, controller, which, subject) {
                acts::act(state, source, controller, card, does, events);
            }
        }
        // "another card": the card whose text it is, in its discard pile as it resolves, is the
        // card this speaks of.
        Effect::DiscardToBottom { .. } if subject.is_none() => {
            resolve(state, source, effect, Some(source), controller, events)
        }
        Effect::ExperienceToAnother
        | Effect::ExhaustEnemy { .. }
        | Effect::HealBase { .. }
        | Effect::DamageUnit { .. }
        | Effect::IndirectDamage { .. }
        | Effect::HandToBottom { .. }
        | Effect::DiscardEnemyEvent
        | Effect::PlayerDiscards { .. }
        | Effect::DiscardToBottom { .. }
        | Effect::MoveUpgrade { .. }
        | Effect::AttachItTo { .. }
        | Effect::DiscardFromHand { .. }
        | Effect::OnOne { .. } => {
            let options = options(state, controller, effect, subject);
            match options.as_slice() {
                [] => {}
                [only] if !optional(effect) => answer(state, source, controller, effect, *only, subject, events),
                _ => {
                    state.prompt =
                        Some(Prompt::Target { chooser: controller, source, effect: effect.clone(), subject });
                }
            }
        }
        // An Action's are played as part of the action that uses it (`Action::PlayUnit { via }`);
        // an event's "Play a Vehicle unit from your hand" asks which (`Prompt::PlayFromHand`).
        Effect::Play { .. } => {
            crate::rules::swu::abilities::discard_play::begin_from_hand(state, source, controller, effect, subject)
        }
        // Made as part of the action that uses it (`Action::Attack { via }`), never on its own.
        Effect::AttackWith { .. } => {}
    }
}

/// "The defending player": the controller of the attack's defender (of an attack going on), else
/// the opponent.
fn defending_player(state: &State, controller: Seat) -> Seat {
    match state.attack {
        Some(attack) => state.card(attack.defender).controller,
        None => other(controller),
    }
}

/// `dealer` dealt `dealt` non-combat damage: its leader's "When you deal non-combat damage" is
/// offered (once for one effect), if the leader is on its leader side and ready.
pub(crate) fn after_noncombat_damage(state: &mut State, dealer: Seat, dealt: u8) {
    if dealt == 0 || damage_trigger(state, dealer).is_none() {
        return;
    }
    let step = crate::rules::swu::model::state::Step::DamageTrigger { seat: dealer };
    if !state.pending.contains(&step) {
        crate::rules::swu::model::state::schedule(state, [step]);
    }
}

/// `seat`'s leader and its "When you deal non-combat damage: You may exhaust this leader. If you
/// do, …" effect, while the leader is ready on its leader side.
pub(crate) fn damage_trigger(state: &State, seat: Seat) -> Option<(CardId, &'static Effect)> {
    let leader = state.player(seat).leader;
    if crate::rules::swu::forms::form(state, leader) != Some(crate::rules::swu::model::ability::Form::Leader)
        || state.card(leader).exhausted
    {
        return None;
    }
    state.def(leader).abilities(crate::rules::swu::model::ability::Form::Leader).iter().find_map(|a| match a {
        Ability::WhenYouDealDamage { then } => Some((leader, then)),
        _ => None,
    })
}

/// Whether the condition an effect opens with holds for `seat` now ("If you attacked with …
/// this phase", "If you played a <trait> card this phase"); an effect with none holds.
pub(crate) fn holds_now(state: &State, seat: Seat, effect: &Effect) -> bool {
    match effect {
        Effect::IfAttacked { with, .. } => attacked(state, seat, *with),
        Effect::IfPlayed { trait_name, or_trait, .. } => state.player(seat).played.iter().any(|&c| {
            state.def(c).has_trait(trait_name) || or_trait.as_ref().is_some_and(|t| state.def(c).has_trait(t))
        }),
        // "Discard a card that costs N or more from your hand": while there is one.
        Effect::DiscardFromHand { min_cost, .. } => {
            state.player(seat).hand.iter().any(|&c| state.def(c).cost >= *min_cost)
        }

        _ => true,
    }
}

/// Whether "If you attacked with … this phase" holds for `seat`.
pub(crate) fn attacked(state: &State, seat: Seat, with: AttackedWith) -> bool {
    let attacked = state.player(seat).attacked;
    match with {
        AttackedWith::NonTokenVehicle => attacked.non_token_vehicle,
        AttackedWith::Fighter => attacked.fighter,
    }
}

/// The cards `chooser` may choose for `effect` (about `subject`).
pub fn options(state: &State, chooser: Seat, effect: &Effect, subject: Option<CardId>) -> Vec<CardId> {
    match effect {
        // "You may give an Experience token to a unit other than the attached unit" (errata).
        Effect::ExperienceToAnother => state.units().filter(|&u| Some(u) != subject).collect(),
        // "Exhaust an enemy VEHICLE ground unit."
        Effect::ExhaustEnemy { arena, trait_name } => state
            .units_of(other(chooser))
            .filter(|&u| arena_of(state, u) == Some(*arena) && state.def(u).has_trait(trait_name))
            .collect(),
        // "Heal 2 damage from a base."
        Effect::HealBase { .. } => SEATS.iter().map(|&s| state.player(s).base).collect(),
        // "Deal N damage to a unit."
        Effect::DamageUnit { .. } => state.units().collect(),
        // "Deal N indirect damage to a player": a player, by their base.
        Effect::IndirectDamage { .. } => SEATS.iter().map(|&s| state.player(s).base).collect(),
        Effect::IfAttacked { then, .. } | Effect::IfPlayed { then, .. } => options(state, chooser, then, subject),
        // "Put another card in a discard pile on the bottom of its owner's deck": either player's
        // discard pile, not the card whose text it is.
        Effect::DiscardToBottom { .. } => SEATS
            .iter()
            .flat_map(|&s| state.player(s).discard.iter().copied())
            .filter(|&c| Some(c) != subject)
            .collect(),
        // "Put N cards from your hand on the bottom of your deck."
        Effect::HandToBottom { .. } => state.player(chooser).hand.clone(),
        // "Discard a card that costs N or more from your hand."
        Effect::DiscardFromHand { min_cost, .. } => {
            state.player(chooser).hand.iter().copied().filter(|&c| state.def(c).cost >= *min_cost).collect()
        }
        // "An opponent discards a card from their hand": the opponent is the chooser.
        Effect::OpponentDiscards { .. } | Effect::DiscardOne { .. } => state.player(chooser).hand.clone(),
        // "Choose a player": a player, by their base.
        Effect::PlayerDiscards { .. } => SEATS.iter().map(|&s| state.player(s).base).collect(),
        // "Look at an opponent's hand and discard an event from it."
        Effect::DiscardEnemyEvent => state
            .player(other(chooser))
            .hand
            .iter()
            .copied()
            .filter(|&c| state.def(c).card_type == crate::rules::swu::model::def::CardType::Event)
            .collect(),
        // "[You may] <do> to a <which> unit."
        Effect::OnOne { which, .. } => acts::named(state, chooser, which, subject),
        // "[Take control of] a <which> upgrade … and attach it to a different eligible unit."
        Effect::MoveUpgrade { which, to, take_control, .. } => {
            moving::movable(state, chooser, which, to, *take_control, subject)
        }
        // "… attach it to a different eligible <to> unit": `subject` is the upgrade.
        Effect::AttachItTo { to } => subject
            .filter(|&u| state.in_play(u))
            .map(|u| moving::destinations(state, chooser, u, to, state.card(u).controller))
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// Whether `chooser` can do what a "You may …" offers: "You may pay N" only with N ready resources
/// (base game "Resources": a cost is paid in full or not at all); anything else, always.
pub(crate) fn can_accept(state: &State, chooser: Seat, effect: &Effect) -> bool {
    match effect {
        Effect::May { then, .. } => can_accept(state, chooser, then),
        Effect::PayResources { amount } => crate::rules::swu::cost::can_pay(state, chooser, *amount),
        _ => true,
    }
}

/// Whether the text says "you may": the choice can be declined.
pub(crate) fn optional(effect: &Effect) -> bool {
    match effect {
        Effect::ExperienceToAnother => true,
        Effect::DamageUnit { optional, .. } | Effect::OnOne { optional, .. } | Effect::MoveUpgrade { optional, .. } => {
            *optional
        }
        _ => false,
    }
}

/// Whether the effect needs a card chosen.
pub(crate) fn needs_target(effect: &Effect) -> bool {
    match effect {
        Effect::ExperienceToAnother
        | Effect::ExhaustEnemy { .. }
        | Effect::HealBase { .. }
        | Effect::DamageUnit { .. }
        | Effect::MoveUpgrade { .. }
        | Effect::AttachItTo { .. }
        | Effect::OnOne { .. } => true,
        Effect::IfAttacked { then, .. } | Effect::IfPlayed { then, .. } => needs_target(then),
        _ => false,
    }
}

/// `seat` deploys `leader` as a unit (its Epic Action, or an Action that deploys it): flipped into
/// play, ready, its Epic Action used; the steps that follow — the unique rule, its own "When
/// Deployed" abilities, then each "When you deploy a leader".
pub(crate) fn deploy_leader(state: &mut State, seat: Seat, leader: CardId, events: &mut Vec<Event>) -> Vec<Step> {
    state.player_mut(seat).deployed = true;
    let cs = state.card_mut(leader);
    cs.controller = seat;
    cs.exhausted = false;
    state.play.push(leader);
    crate::rules::swu::tokens::entered(state, leader);
    events.push(Event::Deployed { leader });
    let mut steps = vec![Step::CheckUnique { card: leader }];
    for ability in crate::rules::swu::forms::own_abilities(state, leader) {
        if let Ability::WhenDeployed { then } = ability {
            steps.push(Step::Resolve { source: leader, effect: then.clone(), subject: Some(leader), controller: seat });
        }
    }
    steps.extend(crate::rules::swu::abilities::triggers::deployed(state, seat));
    steps
}
