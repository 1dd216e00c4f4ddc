//! Card abilities from the effect vocabulary: when they may be used (checks, each citing the
//! card text or rule) and what they do (resolution into state changes and steps).

use crate::engine::{Attachment, CardId, Rejected, Role, Rule};
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::abilities::redirect;
use crate::rules::lcg::faction::is_out_of_faction;
use crate::rules::lcg::flow::check;
use crate::rules::lcg::flow::resolve::{deal_damage, schedule};
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::mission;
use crate::rules::lcg::mission::is_objective;
use crate::rules::lcg::model::ability;
use crate::rules::lcg::model::def::{CardType, Effect, Side, Timing};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state;
use crate::rules::lcg::model::state::{Ask, Prompt, Search, State, Step};
use crate::rules::lcg::pilot;
use crate::rules::lcg::sections::LcgRule;
use crate::rules::lcg::targeting::{can_target, is_unit_in_play};

type Checked = Result<(), Rejected<Reason>>;

fn reject(reason: Reason, rule: LcgRule) -> Checked {
    Err(Rejected::new(reason, Rule::from(rule)))
}

/// The one Action ability `card` has now: printed, or in its pilot text while that is live.
pub fn action_ability(state: &State, card: CardId) -> Option<&'static Effect> {
    let def = state.def(card);
    let pilot_text =
        def.pilot.as_ref().filter(|_| pilot::pilot_text_live(state, card)).into_iter().flat_map(|p| p.effects.iter());
    def.abilities.iter().chain(pilot_text).find(|e| e.timing() == Timing::Action)
}

/// The event's effect: its one Action ability.
pub fn event_effect(state: &State, card: CardId) -> Option<&'static Effect> {
    state.def(card).abilities_with(Timing::Action).next()
}

/// May `side` play event `card` with `target` now (timing and target; cost is checked apart)?
pub fn check_event(state: &State, side: Side, card: CardId, target: Option<CardId>) -> Checked {
    let Some(effect) = event_effect(state, card) else {
        return reject(Reason::NotAnAbility, LcgRule::Deployment);
    };
    match effect {
        // Filthy Accusations: "Action: Place 1 focus token on a target out-of-faction enemy unit."
        Effect::FocusOutOfFactionEnemyUnit => {
            let Some(t) = target else { return reject(Reason::NotATarget, LcgRule::Faction) };
            if !is_unit_in_play(state, t) || state.card(t).controller == side {
                return reject(Reason::NotATarget, LcgRule::Faction);
            }
            if !is_out_of_faction(state, t) {
                return reject(Reason::InFaction, LcgRule::Faction);
            }
            targetable(state, side, t)
        }
        // Superlaser Blast: "Play only during your turn. / Action: Destroy a target objective."
        Effect::DestroyTargetObjective => {
            if state.active != side {
                return reject(Reason::OnlyDuringYourTurn, LcgRule::TurnSequence);
            }
            match target {
                Some(t) if state.in_play(t) && is_objective(state, t) => targetable(state, side, t),
                _ => reject(Reason::NotATarget, LcgRule::Mission),
            }
        }
        Effect::Act { .. } => check_act(state, side, card, effect, target),
        _ => reject(Reason::NotAnAbility, LcgRule::Deployment),
    }
}

/// A composed Action: its timing words, its limit, its cost, and its target.
fn check_act(state: &State, side: Side, card: CardId, effect: &Effect, target: Option<CardId>) -> Checked {
    let Effect::Act { cost, then, once_per_turn, during_engagement, your_turn_only, from_hand } = effect else {
        return reject(Reason::NotAnAbility, LcgRule::TurnSequence);
    };
    // DS-61-3: "Action: During an engagement, … from your hand …".
    if *from_hand && !state.in_hand(side, card) {
        return reject(Reason::NotAnAbility, LcgRule::TurnSequence);
    }
    // A unique card cannot enter play while its controller controls a copy.
    if *from_hand && state.def(card).unique && check::controls_copy(state, side, card) {
        return reject(Reason::UniqueInPlay { name: state.def(card).name.clone() }, LcgRule::Deployment);
    }
    if *during_engagement && state.engagement.is_none() {
        return reject(Reason::OnlyDuringAnEngagement, LcgRule::Conflict);
    }
    if *your_turn_only && state.active != side {
        return reject(Reason::OnlyDuringYourTurn, LcgRule::TurnSequence);
    }
    if *once_per_turn && triggers::limit_used(state, limit_key(state, card), 0) {
        return reject(Reason::LimitReached, LcgRule::TurnSequence);
    }
    if !outcome::can_pay(state, side, card, cost) {
        return reject(Reason::AbilityCostUnpaid, LcgRule::Resources);
    }
    match (outcome::target_filter(then), target) {
        (Some(filter), Some(t)) => {
            if !outcome::accepts(state, side, filter, t) {
                return reject(Reason::NotATarget, LcgRule::TurnSequence);
            }
            if !outcome::choices(state, side, card, then).contains(&t) {
                return reject(Reason::NothingToDo, LcgRule::TurnSequence);
            }
            Ok(())
        }
        (Some(_), None) => reject(Reason::NotATarget, LcgRule::TurnSequence),
        (None, Some(_)) => reject(Reason::NoTargetNeeded, LcgRule::TurnSequence),
        (None, None) => {
            if outcome::has_effect(state, side, card, then, None) {
                Ok(())
            } else {
                reject(Reason::NothingToDo, LcgRule::TurnSequence)
            }
        }
    }
}

/// The card a "Limit once per turn" is counted on: the card itself in play; for an event (a
/// title played from hand), the owner's first copy of that title, so copies share the limit.
fn limit_key(state: &State, card: CardId) -> CardId {
    if state.def(card).card_type != CardType::Event {
        return card;
    }
    let owner = state.card(card).owner;
    let name = state.def(card).name_key;
    (0..state.cards.len() as u16)
        .map(CardId)
        .find(|&c| state.card(c).owner == owner && state.def(c).name_key == name)
        .unwrap_or(card)
}

/// The outcome of `card`'s `ability`-th ability, if it is a composed Action, Reaction or fate.
fn composed_outcome(state: &State, card: CardId, ability: u8) -> Option<&'static ability::Outcome> {
    match triggers::ability_at(state, card, ability)? {
        Effect::Act { then, .. } | Effect::React { then, .. } | Effect::Fate { then, .. } => Some(then),
        _ => None,
    }
}

/// Step::ResolveAbility: carries out the outcome of `card`'s `ability`-th ability (a composed
/// Action, Reaction or fate effect), asking its controller for a target first if it needs one.
pub fn resolve_ability(
    state: &mut State,
    card: CardId,
    ability: u8,
    context: Option<CardId>,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let Some(then) = composed_outcome(state, card, ability) else { return };
    let side = triggers::controller_of(state, card);
    if outcome::choice(then).is_some() {
        match target {
            None => {
                if !outcome::has_effect(state, side, card, then, context) {
                    return;
                }
                let chooser = outcome::chooser(then, side);
                state.prompt = Some(Prompt::new(chooser, Ask::Target { card, ability, context }));
                return;
            }
            Some(t) if !outcome::choices(state, side, card, then).contains(&t) => return,
            Some(t) => {
                if let Some(by) = redirect::redirector(state, side, card, then, t) {
                    let chooser = state.card(t).controller;
                    state.prompt = Some(Prompt::new(chooser, Ask::Redirect { card, ability, context, target: t, by }));
                    return;
                }
            }
        }
    }
    finish_ability(state, card, ability, context, target, events);
}

/// Carries out the ability once its target stands.
pub fn finish_ability(
    state: &mut State,
    card: CardId,
    ability: u8,
    context: Option<CardId>,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let Some(then) = composed_outcome(state, card, ability) else { return };
    let side = triggers::controller_of(state, card);
    state.redirected.clear();
    outcome::resolve(state, side, card, then, context, target, events);
    if outcome::wants_another(state, side, card, then) {
        state.prompt = Some(Prompt::new(side, Ask::Target { card, ability, context }));
    }
}

/// The answers a target prompt accepts: the ability's targets, or the cards its opponent may
/// choose ("have your opponent deal 1 damage to a unit he controls"), seen from the ability's
/// controller.
pub fn target_answers(state: &State, card: CardId, ability: u8) -> Vec<CardId> {
    let Some(then) = composed_outcome(state, card, ability) else { return Vec::new() };
    let mut answers = outcome::choices(state, triggers::controller_of(state, card), card, then);
    answers.retain(|c| !state.redirected.contains(c));
    answers
}

/// Secret Objective's "you may choose", Death from Above's "up to 2": may the prompt be declined?
pub fn target_may_decline(state: &State, card: CardId, ability: u8) -> bool {
    composed_outcome(state, card, ability).is_some_and(|then| outcome::may_decline(state, card, then))
}

fn targetable(state: &State, side: Side, target: CardId) -> Checked {
    if can_target(state, side, target) {
        Ok(())
    } else {
        reject(Reason::Untargetable, LcgRule::PilotedAndPiloting)
    }
}

/// May `side` initiate `card`'s Action ability with `target` now?
pub fn check_ability(state: &State, side: Side, card: CardId, target: Option<CardId>) -> Checked {
    let from_hand = matches!(action_ability(state, card), Some(Effect::Act { from_hand: true, .. }));
    let in_play = state.in_play(card) && state.card(card).controller == side;
    let from_your_hand = from_hand && state.in_hand(side, card);
    if !in_play && !from_your_hand {
        return reject(Reason::NotAnAbility, LcgRule::TurnSequence);
    }
    let Some(effect) = action_ability(state, card) else {
        return reject(Reason::NotAnAbility, LcgRule::TurnSequence);
    };
    match effect {
        // Rogue Squadron X-Wing: "Action: Discard attached pilot enhancement to remove all
        // damage and focus tokens from this unit."
        Effect::DiscardPilotToClean => {
            let Some(p) = target else { return reject(Reason::AbilityCostUnpaid, LcgRule::PilotedAndPiloting) };
            if !pilot::pilots_of(state, card).any(|c| c == p) {
                return reject(Reason::NotATarget, LcgRule::PilotedAndPiloting);
            }
            let cs = state.card(card);
            if cs.damage == 0 && cs.focus == 0 {
                return reject(Reason::NothingToDo, LcgRule::TurnSequence);
            }
            Ok(())
        }
        // Wedge Antilles (0183) as an enhancement: "Action: Focus this enhancement to remove 1
        // focus token from enhanced unit."
        Effect::FocusSelfToReadyHost => {
            if target.is_some() {
                return reject(Reason::NoTargetNeeded, LcgRule::TurnSequence);
            }
            if state.card(card).focus > 0 {
                return reject(Reason::AbilityCostUnpaid, LcgRule::Resources);
            }
            let host = state.card(card).attached.map(|a| a.host);
            if host.is_none_or(|h| state.card(h).focus == 0) {
                return reject(Reason::NothingToDo, LcgRule::TurnSequence);
            }
            Ok(())
        }
        Effect::Act { .. } => check_act(state, side, card, effect, target),
        _ => reject(Reason::NotAnAbility, LcgRule::TurnSequence),
    }
}

/// Carries out an event's or an ability's effect.
pub fn resolve_action(
    state: &mut State,
    card: CardId,
    target: Option<CardId>,
    effect: &Effect,
    events: &mut Vec<Event>,
) {
    match (effect, target) {
        (Effect::Act { cost, once_per_turn, .. }, _) => {
            let side = triggers::controller_of(state, card);
            outcome::pay(state, side, card, cost, events);
            if *once_per_turn {
                state.limits_used.push((limit_key(state, card), 0));
            }
            let ability = triggers::abilities(state, card).position(|e| e == effect).unwrap_or(0) as u8;
            let asks = cost.choices().map(|(part, _)| Step::AskCost { card, ability, part });
            schedule(state, asks.chain([Step::ResolveAbility { card, ability, context: None, target }]));
        }
        (Effect::FocusOutOfFactionEnemyUnit, Some(t)) => {
            state.card_mut(t).focus += 1;
            events.push(Event::Focused { card: t });
        }
        (Effect::DestroyTargetObjective, Some(t)) => schedule(state, [Step::Destroy { card: t }]),
        (Effect::DiscardPilotToClean, Some(p)) => schedule(
            state,
            [Step::LeavePlay { card: p, to: mission::leaves_play_to(), offered: false }, Step::Clean { card }],
        ),
        (Effect::FocusSelfToReadyHost, None) => {
            state.card_mut(card).focus += 1;
            if let Some(Attachment { host, .. }) = state.card(card).attached {
                let h = state.card_mut(host);
                h.focus = h.focus.saturating_sub(1);
                events.push(Event::FocusRemoved { card: host });
            }
        }
        _ => {}
    }
}

/// The completed mission's Reaction, used by its owner.
pub fn resolve_completed_reaction(state: &mut State, mission: CardId, events: &mut Vec<Event>) {
    let owner = state.card(mission).owner;
    let enemy = owner.opponent();
    for effect in state.def(mission).abilities_with(Timing::ReactionCompleted) {
        match effect {
            // Ground Support: "deal 1 damage to each enemy unit and objective."
            Effect::DamageEachEnemyUnitAndObjective { amount } => {
                let targets: Vec<CardId> = state
                    .player(enemy)
                    .play
                    .iter()
                    .copied()
                    .filter(|&c| state.card(c).controller == enemy)
                    .filter(|&c| is_unit_in_play(state, c) || is_objective(state, c))
                    .collect();
                for t in targets {
                    deal_damage(state, Some(mission), t, *amount, events);
                }
            }
            // Assassination Contract: "destroy each out-of-faction enemy unit."
            Effect::DestroyEachOutOfFactionEnemyUnit => {
                let targets: Vec<CardId> = state
                    .cards_in_play()
                    .filter(|&c| state.card(c).controller == enemy && is_unit_in_play(state, c))
                    .filter(|&c| is_out_of_faction(state, c))
                    .collect();
                schedule(state, targets.into_iter().map(|card| Step::Destroy { card }));
            }
            // Prepared Ambush: "search your deck and discard pile for an Officer or Trooper unit
            // and put it into play. Shuffle your deck."
            Effect::SearchAndPutIntoPlay { traits } => {
                state.prompt = Some(Prompt::new(
                    owner,
                    Ask::PutIntoPlay {
                        source: mission,
                        search: Search::UnitFromDeckOrDiscard { traits: traits.clone() },
                    },
                ));
            }
            _ => {}
        }
    }
}

/// The cards a put-into-play search may take.
pub fn search_candidates(state: &State, side: Side, search: &Search) -> Vec<CardId> {
    let player = state.player(side);
    match search {
        Search::PilotFromHandOrDiscard => player
            .hand
            .iter()
            .chain(&player.discard)
            .copied()
            .filter(|&c| state.def(c).has_trait("Pilot") && state.def(c).pilot.is_some())
            .collect(),
        Search::Revealed { card } => player.command_deck.last().copied().filter(|c| c == card).into_iter().collect(),
        Search::UnitFromDeckOrDiscard { traits } => player
            .command_deck
            .iter()
            .chain(&player.discard)
            .copied()
            .filter(|&c| state.def(c).card_type == CardType::Unit && traits.iter().any(|t| state.def(c).has_trait(t)))
            .collect(),
    }
}

/// Is `PutIntoPlay { card, host }` a legal answer to `search`?
///
/// Pilot (X): "When a card with the pilot (X) keyword is put into play by a card effect, the
/// player resolving the effect chooses whether it enters play as a unit or as a Pilot
/// enhancement." Stay on Target fixes the choice in its own text ("as an enhancement on a target
/// friendly Vehicle unit"), and card text takes precedence (docs/rules-notes.md).
pub fn check_put_into_play(state: &State, side: Side, search: &Search, card: CardId, host: Option<CardId>) -> Checked {
    if !search_candidates(state, side, search).contains(&card) {
        return reject(Reason::NotATarget, LcgRule::PilotX);
    }
    if check::controls_copy(state, side, card) && state.def(card).unique {
        return reject(Reason::UniqueInPlay { name: state.def(card).name.clone() }, LcgRule::Deployment);
    }
    match (search, host) {
        (Search::PilotFromHandOrDiscard, None) => reject(Reason::NotAPilotCard, LcgRule::PilotX),
        (_, Some(h)) => {
            pilot::check_pilot_host(state, side, card, h)?;
            // A card put into play as a pilot is still played nowhere: a target of a card effect.
            targetable(state, side, h)
        }
        (Search::UnitFromDeckOrDiscard { .. } | Search::Revealed { .. }, None) => Ok(()),
    }
}

/// Puts `card` into play for `side`, as a unit or as a Pilot enhancement on `host`.
pub fn put_into_play(state: &mut State, side: Side, card: CardId, host: Option<CardId>, events: &mut Vec<Event>) {
    let player = state.player_mut(side);
    player.hand.retain(|&c| c != card);
    player.discard.retain(|&c| c != card);
    player.command_deck.retain(|&c| c != card);
    player.play.push(card);
    state.card_mut(card).controller = side;
    state.card_mut(card).clear_tokens();
    match host {
        Some(h) => {
            state.card_mut(card).attached = Some(Attachment { host: h, role: Role::Pilot });
            events.push(Event::Attached { card, host: h, role: Role::Pilot });
            schedule(state, [Step::CheckPilotLimit { host: h }]);
        }
        None if state.def(card).card_type == CardType::Enhancement => events.push(Event::EnhancementPlayed { card }),
        None => events.push(Event::EnteredPlayAsUnit { card }),
    }
    triggers::fire(state, state::Trigger::EnteredPlay { card });
}
