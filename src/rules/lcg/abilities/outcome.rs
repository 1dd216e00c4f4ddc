//! What composed abilities do: the cards a [`Pick`] means now, whether an ability would change
//! anything, and carrying out an [`Outcome`] (paying its cost is `ability_cost.rs`).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::abilities::absorb;
use crate::rules::lcg::abilities::capture;
use crate::rules::lcg::abilities::control;
use crate::rules::lcg::abilities::deck_search;
use crate::rules::lcg::abilities::discard_then_draw;
use crate::rules::lcg::abilities::move_pilot;
use crate::rules::lcg::abilities::name_trait;
use crate::rules::lcg::abilities::one_of;
use crate::rules::lcg::abilities::put_into_play;
use crate::rules::lcg::abilities::ready;
use crate::rules::lcg::abilities::replacement;
use crate::rules::lcg::abilities::resolution;
use crate::rules::lcg::abilities::reveal;
use crate::rules::lcg::abilities::sacrifice;
use crate::rules::lcg::abilities::shuffle_captives;
use crate::rules::lcg::abilities::strike_focus;
use crate::rules::lcg::constants;
use crate::rules::lcg::flow::check;
use crate::rules::lcg::flow::conflict;
use crate::rules::lcg::flow::resolve;
use crate::rules::lcg::flow::resolve::{deal_damage, schedule};
use crate::rules::lcg::flow::turn;
use crate::rules::lcg::mission::is_objective;
use crate::rules::lcg::model::ability::ModifierKind;
use crate::rules::lcg::model::ability::{CardFilter, Filter, Outcome, Pick};
use crate::rules::lcg::model::def::{CardType, Side};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state;
use crate::rules::lcg::model::state::{Ask, Prompt, Search, State, Step};
use crate::rules::lcg::pilot;
use crate::rules::lcg::stats;
use crate::rules::lcg::targeting;
use crate::rules::lcg::targeting::{can_target, is_unit_in_play, matches, matches_in_play};

/// The pick of an outcome if it is a card chosen while the ability resolves: a target, a card
/// the controller chooses, or one its opponent chooses.
pub(crate) fn choice(outcome: &Outcome) -> Option<&Pick> {
    outcome.pick().filter(|p| {
        matches!(
            p,
            Pick::Target(_)
                | Pick::OpponentsChoice(_)
                | Pick::Choose(_)
                | Pick::ThisOr(_)
                | Pick::MayChoose(_)
                | Pick::FromYourDiscard(_)
                | Pick::MayTarget(_)
        )
    })
}

/// Who makes the choice `outcome` asks for, for an ability controlled by `side`.
pub(crate) fn chooser(outcome: &Outcome, side: Side) -> Side {
    match choice(outcome) {
        Some(Pick::OpponentsChoice(_)) => side.opponent(),
        _ => side,
    }
}

/// The cards the chooser may pick for `outcome` of `source`'s ability controlled by `side`,
/// among those it would change. Only [`Pick::Target`] targets.
pub(crate) fn choices(state: &State, side: Side, source: CardId, outcome: &Outcome) -> Vec<CardId> {
    let accepted: Vec<CardId> = match choice(outcome) {
        Some(Pick::Target(filter) | Pick::MayTarget(filter)) => state
            .cards_in_play()
            .filter(|&c| matches_in_play(state, side, filter, c) && can_target(state, side, c))
            .collect(),
        Some(Pick::OpponentsChoice(filter) | Pick::Choose(filter) | Pick::MayChoose(filter)) => {
            state.cards_in_play().filter(|&c| matches_in_play(state, side, filter, c)).collect()
        }
        Some(Pick::ThisOr(filter)) => std::iter::once(source)
            .filter(|&c| state.in_play(c))
            .chain(state.cards_in_play().filter(|&c| c != source && matches_in_play(state, side, filter, c)))
            .collect(),
        // Black Squadron Formation: "a target Black Squadron card from your discard pile".
        Some(Pick::FromYourDiscard(filter)) => {
            state.player(side).discard.iter().copied().filter(|&c| filter.accepts(state.def(c))).collect()
        }
        _ => Vec::new(),
    };
    // Death from Above, "up to 2" units: a unit that already gained is not chosen again.
    let gained = gained_from(state, source);
    let again = |c: CardId| {
        (matches!(outcome, Outcome::GainIconsThisEngagement { .. }) && gained.contains(&c))
            || (matches!(outcome, Outcome::ReturnToHand { up_to: 2.., .. }) && state.picked.contains(&c))
    };
    accepted
        .into_iter()
        .filter(|&c| !again(c) && affected(state, source, c) && changes(state, side, outcome, c))
        .collect()
}

/// The units `source`'s effect made gain icons in the current engagement.
fn gained_from(state: &State, source: CardId) -> Vec<CardId> {
    state.engagement.iter().flat_map(|e| e.gains.iter()).filter(|g| g.source == source).map(|g| g.unit).collect()
}

/// Death from Above, "up to 2": after the first unit, may another be chosen?
pub(crate) fn wants_another(state: &State, side: Side, source: CardId, outcome: &Outcome) -> bool {
    match outcome {
        Outcome::GainIconsThisEngagement { up_to, .. } => {
            let gained = gained_from(state, source).len();
            gained > 0 && gained < usize::from(*up_to) && !choices(state, side, source, outcome).is_empty()
        }
        // I Will Not Fight You: "until he has an equal (or fewer) number …, if able".
        Outcome::RemoveFromEngagementDownToYours { .. } => !choices(state, side, source, outcome).is_empty(),
        // Repel the Invaders: "return up to 2 target enemy units".
        Outcome::ReturnToHand { up_to, .. } => {
            let picked = state.picked.len();
            picked > 0 && picked < usize::from(*up_to) && !choices(state, side, source, outcome).is_empty()
        }
        _ => false,
    }
}

/// "You may choose …" (Secret Objective), or a further unit of an "up to N" (Death from Above):
/// the chooser may decline.
pub(crate) fn may_decline(state: &State, source: CardId, outcome: &Outcome) -> bool {
    matches!(outcome.pick(), Some(Pick::MayChoose(_) | Pick::MayTarget(_)))
        || (matches!(outcome, Outcome::GainIconsThisEngagement { .. }) && !gained_from(state, source).is_empty())
        || (matches!(outcome, Outcome::ReturnToHand { up_to: 2.., .. }) && !state.picked.is_empty())
}

/// The cards damage (or, `focus`, focus tokens: from a card of `to`'s controller) may move from
/// to `to`: those `from` accepts with such a token, other than `to`.
pub(crate) fn move_sources(state: &State, side: Side, from: &Filter, to: CardId, focus: bool) -> Vec<CardId> {
    let has = |c: CardId| {
        let cs = state.card(c);
        if focus {
            cs.focus > 0 && cs.controller == state.card(to).controller
        } else {
            cs.damage > 0
        }
    };
    state.cards_in_play().filter(|&c| c != to && has(c) && matches(state, side, from, c)).collect()
}

/// The cards a non-chosen pick means now (a chosen one: `target`).
fn picked(
    state: &State,
    side: Side,
    source: CardId,
    pick: &Pick,
    context: Option<CardId>,
    target: Option<CardId>,
) -> Vec<CardId> {
    let engagement = state.engagement.as_ref();
    let participating = |friendly: bool| {
        engagement
            .map(|e| {
                let list = if (e.attacker == side) == friendly { &e.attackers } else { &e.defenders };
                list.iter().copied().filter(|&c| is_unit_in_play(state, c)).collect()
            })
            .unwrap_or_default()
    };
    match pick {
        Pick::This => vec![source],
        Pick::Host => state.card(source).attached.map(|a| a.host).into_iter().collect(),
        Pick::Triggering => context.into_iter().collect(),
        Pick::EngagedObjective => engagement.map(|e| e.objective).filter(|&o| state.in_play(o)).into_iter().collect(),
        Pick::EachParticipatingEnemyUnit => participating(false),
        Pick::EachFriendlyParticipatingUnit => participating(true),
        Pick::EachEnemyObjectiveNotEngaged => state
            .cards_in_play()
            .filter(|&c| is_objective(state, c) && state.card(c).controller != side)
            .filter(|&c| engagement.is_none_or(|e| e.objective != c))
            .collect(),
        Pick::Each(filter) => state.cards_in_play().filter(|&c| matches(state, side, filter, c)).collect(),
        Pick::Target(_)
        | Pick::OpponentsChoice(_)
        | Pick::Choose(_)
        | Pick::ThisOr(_)
        | Pick::MayChoose(_)
        | Pick::MayTarget(_) => target.into_iter().collect(),
        Pick::JustEngagedObjective => state.engaged_this_phase.last().copied().into_iter().collect(),
        Pick::FocusedInStrike { at_least } => strike_focus::focused(state, *at_least),
        // Out of play: the chosen card, still in its pile.
        Pick::FromYourDiscard(_) => {
            return target.into_iter().filter(|&c| state.player(side).discard.contains(&c)).collect()
        }
    }
    .into_iter()
    .filter(|&c| state.in_play(c) && affected(state, source, c))
    .collect()
}

/// May `source`'s effect affect `card`? Gray Squadron Y-Wing: "This unit cannot be affected by
/// events" (Core Set rules, "Card Abilities": a constant ability in force).
fn affected(state: &State, source: CardId, card: CardId) -> bool {
    state.def(source).card_type != CardType::Event
        || !constants::card_has(state, card, ModifierKind::UnaffectedByEvents)
}

/// Would `outcome` change anything now (a target there, a token to remove)? An ability that
/// would change nothing is not offered (docs/rules-notes.md).
pub(crate) fn has_effect(
    state: &State,
    side: Side,
    source: CardId,
    outcome: &Outcome,
    context: Option<CardId>,
) -> bool {
    if choice(outcome).is_some() {
        return !choices(state, side, source, outcome).is_empty();
    }
    match outcome {
        Outcome::RevealTop { .. } | Outcome::RevealTopPutIntoPlay { .. } => {
            return !state.player(side).command_deck.is_empty();
        }
        Outcome::DamageNamedTrait { .. } => return !name_trait::options(state, side, outcome).is_empty(),
        Outcome::SetBalance { side: to } => return state.balance != *to,
        Outcome::PlayerDiscardsThenDraws => return !discard_then_draw::players(state).is_empty(),
        Outcome::PlaceDamageOnThis { .. } => return context.is_some_and(|c| absorb::pending_damage(state, c)),
        Outcome::ShuffleCapturedHere => return !shuffle_captives::captured_under(state, source).is_empty(),
        Outcome::All { outcomes } => return outcomes.iter().any(|o| has_effect(state, side, source, o, context)),
        Outcome::SkipForcePhase => return state.force_skipped_turn != Some(state.turn),
        // Salvage Operation: the unit answered, out of play.
        Outcome::IntoPlayUnderYourControl { .. } => {
            return context.is_some_and(|c| control::can_salvage(state, side, c))
        }
        Outcome::EndEngagement => return state.engagement.is_some(),
        Outcome::CancelEvent => return context.is_some_and(|c| resolution::event_pending(state, c)),
        Outcome::CancelTargeting => return context.is_some_and(|c| resolution::targeted_by(state, c).is_some()),
        Outcome::DrawFor { each } => return state.cards_in_play().any(|c| matches(state, side, each, c)),
        Outcome::EnterEngagementFromHand => {
            let unique_copy = state.def(source).unique && check::controls_copy(state, side, source);
            return state.engagement.is_some() && state.in_hand(side, source) && !unique_copy;
        }
        _ => {}
    }
    match outcome.pick() {
        None => true,
        Some(pick) => {
            picked(state, side, source, pick, context, None).iter().any(|&c| changes(state, side, outcome, c))
        }
    }
}

/// Would `outcome` of an ability controlled by `side` change `card`?
pub(crate) fn changes(state: &State, side: Side, outcome: &Outcome, card: CardId) -> bool {
    let cs = state.card(card);
    match outcome {
        Outcome::MoveDamage { from, .. } => !move_sources(state, side, from, card, false).is_empty(),
        Outcome::MoveFocus { from, .. } => !move_sources(state, side, from, card, true).is_empty(),
        // Han Solo: "choose an enemy objective you are not engaged with".
        Outcome::SwitchEngagement { .. } => state.engagement.as_ref().is_some_and(|e| e.objective != card),
        Outcome::RemoveFocus { .. } => cs.focus > 0,
        Outcome::RemoveDamage { .. } => cs.damage > 0,
        Outcome::RemoveShield { .. } => cs.shields > 0,
        Outcome::Clean { .. } => cs.damage > 0 || cs.focus > 0,
        Outcome::Shield { .. } => cs.shields == 0,
        Outcome::Capture { .. } => capture::holding_objective(state, state.card(card).controller.opponent()).is_some(),
        Outcome::AttachAsPilot { .. } => targeting::is_unit_in_play(state, card),
        Outcome::PilotsIntoPlayAsUnits { .. } => pilot::pilots_of(state, card).next().is_some(),
        Outcome::ReturnToHand { .. } => true,
        Outcome::RemoveFromEngagement { .. } => {
            state.engagement.as_ref().is_some_and(|e| e.attackers.contains(&card) || e.defenders.contains(&card))
        }
        Outcome::Participate { .. } => {
            is_unit_in_play(state, card)
                && state
                    .engagement
                    .as_ref()
                    .is_some_and(|e| !e.attackers.contains(&card) && !e.defenders.contains(&card))
        }
        Outcome::TakeControl { .. } => is_unit_in_play(state, card) && cs.controller != side,
        Outcome::TakeIntoHand { .. } => state.player(cs.owner).discard.contains(&card),
        Outcome::IntoPlayUnderYourControl { .. } => control::can_salvage(state, side, card),
        Outcome::Damage { .. }
        | Outcome::Destroy { .. }
        | Outcome::Focus { .. }
        | Outcome::Draw { .. }
        | Outcome::ReduceNextCost { .. }
        | Outcome::Sacrifice { .. }
        | Outcome::SearchTopToHand { .. }
        | Outcome::DiscardTopForDamage { .. }
        | Outcome::LookAtTopOfADeck
        | Outcome::AdvanceDial { .. }
        | Outcome::RevealTop { .. }
        | Outcome::RevealTopPutIntoPlay { .. }
        | Outcome::PutIntoPlay { .. }
        | Outcome::EnterEngagementFromHand
        | Outcome::PlayAsParticipant
        | Outcome::GainIconsThisEngagement { .. }
        | Outcome::MovePilot
        | Outcome::DiscardToReduceCost
        | Outcome::RestartEdgeBattle
        | Outcome::DamageNamedTrait { .. }
        | Outcome::PlayerDiscardsThenDraws
        | Outcome::PlaceDamageOnThis { .. }
        | Outcome::ShuffleCapturedHere
        | Outcome::Discard { .. }
        | Outcome::All { .. }
        | Outcome::SkipForcePhase => true,
        Outcome::ResolveIcons { .. } => targeting::is_unit_in_play(state, card) && state.engagement.is_some(),
        Outcome::OneOf { outcomes, .. } => outcomes.iter().any(|o| changes(state, side, o, card)),
        // I Will Not Fight You: a participating unit of a side with more than the other.
        Outcome::RemoveFromEngagementDownToYours { .. } => state.engagement.as_ref().is_some_and(|e| {
            let on = |s: Side| conflict::participants(state, e, s).len();
            let owner = cs.controller;
            (e.attackers.contains(&card) || e.defenders.contains(&card)) && on(owner) > on(owner.opponent())
        }),
        // Search Your Feelings: a participating unit another player controls.
        Outcome::TakeControlThisEngagement { .. } => state
            .engagement
            .as_ref()
            .is_some_and(|e| cs.controller != side && (e.attackers.contains(&card) || e.defenders.contains(&card))),
        // Infiltration Specialist: an objective with a captured card.
        Outcome::RescueAndTakeItsPlace { .. } => capture::held_at(state, card).is_some(),
        // Feigning Captivity: an objective, with a card at the bottom of the deck to place there.
        Outcome::CaptureBottomOfDeck { .. } => is_objective(state, card) && !state.player(side).command_deck.is_empty(),
        // Reassignment: an enhancement on a unit, with another unit to go to.
        Outcome::MoveEnhancement { .. } => !move_pilot::enhancement_hosts(state, card).is_empty(),
        // Nebulon-B2 Frigate: another participating unit has such an icon now.
        Outcome::GainIconOfAnotherThisStrike { icons, edge_enabled, .. } => {
            state.engagement.as_ref().is_some_and(|e| {
                e.attackers.iter().chain(&e.defenders).filter(|&&u| u != card && is_unit_in_play(state, u)).any(|&u| {
                    let (normal, edge) = stats::combat_icons(state, u);
                    let has = if *edge_enabled { edge } else { normal };
                    (icons.unit_damage == 0 || has.unit_damage > 0)
                        && (icons.blast_damage == 0 || has.blast_damage > 0)
                        && (icons.tactics == 0 || has.tactics > 0)
                })
            })
        }
        // Tactical Planning: a participating unit with such an icon now.
        Outcome::LoseIconsThisEngagement { icons, edge_enabled, .. } => {
            let (normal, edge) = stats::combat_icons(state, card);
            let has = if *edge_enabled { edge } else { normal };
            state.engagement.as_ref().is_some_and(|e| e.attackers.contains(&card) || e.defenders.contains(&card))
                && (icons.unit_damage == 0 || has.unit_damage > 0)
                && (icons.blast_damage == 0 || has.blast_damage > 0)
                && (icons.tactics == 0 || has.tactics > 0)
        }
        // Han Solo: a unit already barred, or already declared, is not changed.
        Outcome::CannotDefend { .. } => state.engagement.as_ref().is_some_and(|e| {
            is_unit_in_play(state, card)
                && !e.cannot_defend.contains(&card)
                && !e.defenders.contains(&card)
                && !e.attackers.contains(&card)
        }),
        Outcome::MoveThisPilot
        | Outcome::SetBalance { .. }
        | Outcome::DrawFor { .. }
        | Outcome::ReduceCostThisPhase { .. }
        | Outcome::AttachPilotUnit
        | Outcome::CancelTargeting
        | Outcome::PlayThisFromDiscard
        | Outcome::CancelEvent
        | Outcome::SearchDeckToCaptureHere { .. }
        | Outcome::EndEngagement => true,
        // Keeyan Farlander: "while enhanced unit is participating in an engagement and ready".
        Outcome::StrikeNow { .. } => {
            cs.focus == 0
                && is_unit_in_play(state, card)
                && state.engagement.as_ref().is_some_and(|e| e.attackers.contains(&card) || e.defenders.contains(&card))
        }
    }
}

/// Carries out `outcome` of `source`'s ability for `side`.
pub(crate) fn resolve(
    state: &mut State,
    side: Side,
    source: CardId,
    outcome: &Outcome,
    context: Option<CardId>,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let cards = outcome.pick().map(|p| picked(state, side, source, p, context, target)).unwrap_or_default();
    match outcome {
        Outcome::Damage { amount, balance_bonus, .. } => {
            let amount = match balance_bonus {
                Some(bonus) if state.balance == bonus.balance => bonus.amount,
                _ => *amount,
            };
            for card in cards {
                deal_damage(state, None, card, amount, events);
            }
        }
        Outcome::Destroy { .. } => schedule(state, cards.into_iter().map(|card| Step::Destroy { card })),
        Outcome::Draw { count } => turn::draw(state, side, usize::from(*count), events),
        Outcome::RemoveFocus { count, .. } => {
            for card in cards {
                ready::remove_focus(state, card, *count);
                events.push(Event::FocusRemoved { card });
            }
        }
        Outcome::Focus { count, .. } => {
            for card in cards {
                state.card_mut(card).focus += count;
                events.push(Event::Focused { card });
            }
        }
        Outcome::Shield { .. } => {
            for card in cards {
                // A card holds at most one shield unless an effect says otherwise (research §1).
                state.card_mut(card).shields = 1;
                events.push(Event::Shielded { card });
            }
        }
        Outcome::ReduceNextCost { traits, amount } => {
            let discount = state::Discount { traits: traits.clone(), amount: *amount, this_phase: false };
            state.player_mut(side).discounts.push(discount);
        }
        Outcome::Capture { .. } => {
            schedule(state, cards.into_iter().map(|card| Step::Capture { card, captor: side }));
        }
        Outcome::RemoveDamage { count, .. } => {
            for card in cards {
                let cs = state.card_mut(card);
                cs.damage = cs.damage.saturating_sub(*count);
                events.push(Event::DamageRemoved { card });
            }
        }
        Outcome::RemoveShield { .. } => {
            for card in cards {
                let cs = state.card_mut(card);
                cs.shields = cs.shields.saturating_sub(1);
                events.push(Event::ShieldRemoved { card });
            }
        }
        // Rogue Squadron X-Wing: "remove all damage and focus tokens from this unit."
        Outcome::Clean { .. } => {
            for card in cards {
                state.card_mut(card).damage = 0;
                ready::remove_focus(state, card, u8::MAX);
                events.push(Event::Cleaned { card });
            }
        }
        Outcome::Sacrifice { .. } => {
            for card in cards {
                sacrifice::sacrifice(state, card, events);
            }
        }
        Outcome::MoveDamage { count, from, .. } | Outcome::MoveFocus { count, from, .. } => {
            let focus = matches!(outcome, Outcome::MoveFocus { .. });
            for to in cards {
                let sources = move_sources(state, side, from, to, focus);
                match sources[..] {
                    [] => {}
                    [only] => resolve::move_tokens(state, only, to, *count, focus, events),
                    _ => {
                        let ask = Ask::MoveDamageFrom { card: source, to, count: *count, from: from.clone(), focus };
                        state.prompt = Some(Prompt::new(side, ask));
                    }
                }
            }
        }
        Outcome::DiscardTopForDamage { .. } => {
            // Luke Skywalker: "discard the top card of an opponent's deck and deal X damage to the
            // engaged objective. X is the number of printed Force icons on the discarded card."
            let opponent = side.opponent();
            let Some(top) = state.player_mut(opponent).command_deck.pop() else { return };
            state.player_mut(opponent).discard.push(top);
            events.push(Event::DiscardedFromDeck { card: top });
            let x = state.def(top).force;
            if x > 0 {
                for card in cards {
                    deal_damage(state, Some(source), card, x, events);
                }
            }
        }
        Outcome::LookAtTopOfADeck => deck_search::look_at_top(state, side, source),
        Outcome::SearchTopToHand { count, take, rest } => {
            deck_search::search_top(state, side, source, *count, take, *rest, events)
        }
        Outcome::SwitchEngagement { .. } => {
            for objective in cards {
                conflict::switch_engagement(state, objective, events);
            }
        }
        // Devastator: "spend 1 resource to increase the Death Star dial by 1."
        Outcome::AdvanceDial { steps } => turn::advance_dial(state, *steps, events),
        Outcome::RevealTop { count, matching, rest } => {
            reveal::reveal_top(state, side, source, *count, matching, *rest, events)
        }
        Outcome::RevealTopPutIntoPlay { matching } => {
            reveal::reveal_put_into_play(state, side, source, matching, events)
        }
        // Stay on Target, Prepared Ambush: the controller chooses the card (or none).
        Outcome::PutIntoPlay { from, take, as_enhancement } => {
            let search = Search::Piles {
                from: from.clone(),
                take: bound_to_host(state, source, take),
                as_enhancement: *as_enhancement,
            };
            state.prompt = Some(Prompt::new(side, Ask::PutIntoPlay { source, search }));
        }
        Outcome::EnterEngagementFromHand => conflict::enter_as_participant(state, side, source, events),
        // DS-61-3: "put it into play from your hand as an enhancement on a participating
        // friendly Fighter unit."
        Outcome::AttachAsPilot { .. } => {
            if let Some(host) = cards.first().copied().filter(|_| state.in_hand(side, source)) {
                put_into_play::put_into_play(state, side, source, Some(host), events);
            }
        }
        Outcome::ReturnToHand { .. } => {
            let to = state::Destination::OwnersHand;
            schedule(state, cards.into_iter().map(|card| Step::LeavePlay { card, to, offered: true }));
        }
        Outcome::RemoveFromEngagement { .. } => {
            for card in cards {
                conflict::leave_engagement(state, card, events);
            }
        }
        Outcome::Participate { .. } => {
            for card in cards {
                if changes(state, side, outcome, card) {
                    conflict::join_engagement(state, card);
                    events.push(Event::JoinedEngagement { card });
                }
            }
        }
        // Bail Out: "put its attached Pilot card into play as a unit under your control."
        Outcome::PilotsIntoPlayAsUnits { .. } => {
            for host in cards {
                let pilots: Vec<CardId> = pilot::pilots_of(state, host).collect();
                for card in pilots {
                    state.attach(card, None);
                    for player in state.players_mut() {
                        player.play.retain(|&c| c != card);
                    }
                    put_into_play::put_into_play(state, side, card, None, events);
                }
            }
        }
        // Death from Above: "Those units gain [Blast Damage] until the end of the engagement."
        Outcome::GainIconsThisEngagement { icons, .. } => {
            if let Some(e) = &mut state.engagement {
                e.gains.extend(cards.into_iter().map(|unit| state::Gain { source, unit, icons: *icons }));
            }
        }
        Outcome::LoseIconsThisEngagement { icons, edge_enabled, .. } => {
            if let Some(e) = &mut state.engagement {
                let lost = |unit| state::IconChange { unit, icons: *icons, edge_enabled: *edge_enabled };
                e.losses.extend(cards.into_iter().map(lost));
            }
        }
        Outcome::GainIconOfAnotherThisStrike { icons, edge_enabled, .. } => {
            if let Some(e) = &mut state.engagement {
                let gained = |unit| state::IconChange { unit, icons: *icons, edge_enabled: *edge_enabled };
                e.strike_gains.extend(cards.into_iter().map(gained));
            }
        }
        Outcome::RemoveFromEngagementDownToYours { .. } => {
            for card in cards {
                conflict::leave_engagement(state, card, events);
            }
        }
        Outcome::TakeControlThisEngagement { .. } => {
            for card in cards {
                conflict::borrow(state, card, side, events);
            }
        }
        Outcome::RescueAndTakeItsPlace { .. } => {
            if let Some(&at) = cards.first() {
                capture::rescue_one(state, at, events);
                replacement::leave_for(state, source, state::Destination::CapturedAt(at));
            }
        }
        Outcome::SearchDeckToCaptureHere { up_to, take } => {
            deck_search::search_to_capture_here(state, source, *up_to, take, events)
        }
        Outcome::CaptureBottomOfDeck { .. } => {
            let deck = &mut state.player_mut(side).command_deck;
            if let (Some(&under), false) = (cards.first(), deck.is_empty()) {
                let bottom = deck.remove(0);
                capture::place_captured(state, bottom, under, events);
            }
        }
        Outcome::MoveEnhancement { .. } => {
            if let Some(&enhancement) = cards.first() {
                state.prompt = Some(Prompt::new(side, Ask::MoveEnhancementTo { card: source, enhancement }));
            }
        }
        Outcome::RestartEdgeBattle => conflict::restart_edge_battle(state, events),
        Outcome::TakeControl { .. } => {
            for card in cards {
                control::give(state, card, side, events);
            }
        }
        Outcome::DamageNamedTrait { .. } => name_trait::ask(state, side, source, outcome),
        Outcome::PlayerDiscardsThenDraws => discard_then_draw::ask(state, side, source),
        Outcome::ShuffleCapturedHere => shuffle_captives::shuffle_into_decks(state, source),
        Outcome::OneOf { .. } => one_of::ask(state, side, source, cards.first().copied()),
        Outcome::All { outcomes } => {
            for one in outcomes.iter() {
                resolve(state, side, source, one, context, target, events);
            }
        }
        Outcome::SkipForcePhase => state.force_skipped_turn = Some(state.turn),
        // General Veers: "resolve that unit's combat icons" (once: its Reaction is used up).
        Outcome::ResolveIcons { .. } => {
            for unit in cards {
                state.strike_reacted.retain(|&u| u != unit);
                schedule(state, [Step::ResolveStrike { unit }]);
            }
        }
        Outcome::Discard { .. } => {
            let to = state::Destination::OwnersDiscard;
            schedule(state, cards.into_iter().map(|card| Step::LeavePlay { card, to, offered: false }));
        }
        Outcome::PlaceDamageOnThis { count, discard_at } => {
            if let Some(target) = context {
                absorb::place_on(state, source, target, *count, *discard_at, events);
            }
        }
        Outcome::IntoPlayUnderYourControl { .. } => {
            if let Some(card) = context {
                control::salvage(state, side, card, events);
            }
        }
        // Well Paid: "reduce the cost and pilot cost of each Pilot and each Vehicle card you play
        // this phase by 1."
        Outcome::ReduceCostThisPhase { traits, amount } => {
            let discount = state::Discount { traits: traits.clone(), amount: *amount, this_phase: true };
            state.player_mut(side).discounts.push(discount);
        }
        // They'll Never Stop Us: "draw 1 card for each piloted Vehicle unit you control."
        Outcome::DrawFor { each } => {
            let count = state.cards_in_play().filter(|&c| matches(state, side, each, c)).count();
            turn::draw(state, side, count, events);
        }
        Outcome::EndEngagement => conflict::end_without_resolution(state, events),
        // Sensor Array: "cancel that event's effects".
        Outcome::CancelEvent => {
            if let Some(event) = context {
                resolution::cancel_event(state, event, events);
            }
        }
        // Ghost: "cancel that effect".
        Outcome::CancelTargeting => {
            if let Some(card) = context {
                resolution::cancel_targeting(state, card, events);
            }
        }
        // Merciless Plans: "set the Balance of the Force to the dark side"; I've Got a Problem Here.
        Outcome::SetBalance { side: to } => {
            state.balance = *to;
            events.push(Event::BalanceSet { side: *to });
        }
        Outcome::TakeIntoHand { .. } => {
            for card in cards {
                let owner = state.card(card).owner;
                state.player_mut(owner).discard.retain(|&c| c != card);
                state.player_mut(owner).hand.push(card);
                events.push(Event::TookIntoHand { card });
            }
        }
        Outcome::StrikeNow { .. } => {
            for card in cards {
                if changes(state, side, outcome, card) {
                    conflict::strike_immediately(state, card, events);
                }
            }
        }
        Outcome::CannotDefend { .. } => {
            if let Some(e) = &mut state.engagement {
                e.cannot_defend.extend(cards);
            }
        }
        // Carried out by the action that chose them (a play, a pilot's move).
        Outcome::PlayAsParticipant
        | Outcome::MovePilot
        | Outcome::DiscardToReduceCost
        | Outcome::MoveThisPilot
        | Outcome::AttachPilotUnit
        | Outcome::PlayThisFromDiscard => {}
    }
}

/// Jek Porkins: "a [Rebel Alliance] unit with an equal or lower printed cost than enhanced Fighter
/// unit": the bound is the printed cost of the unit `source` is attached to when the ability
/// resolves (an Interrupt to its leaving play: it is still there). Card text, Core Set rules
/// "Card Abilities".
fn bound_to_host(state: &State, source: CardId, take: &CardFilter) -> CardFilter {
    let mut take = take.clone();
    if take.at_most_host_cost {
        let host = state.card(source).attached.map(|a| a.host);
        take.max_cost = Some(host.map_or(0, |h| state.def(h).cost));
        take.at_most_host_cost = false;
    }
    take
}
