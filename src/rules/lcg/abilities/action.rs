//! Action abilities and events (Core Set rules, "Card Abilities": an Action is initiated by its
//! controller in an action window; an event's effect is its Action): when one may be initiated,
//! each refusal citing the card's own text where the text forbids it, and what initiating it
//! does (its cost paid, its limit counted, its outcome scheduled).

use crate::cards::lcg::catalog;
use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule};
use crate::rules::lcg::abilities::ability_cost;
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::constants;
use crate::rules::lcg::flow::check;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::model::ability::{Act, Filter};
use crate::rules::lcg::model::def::{CardType, Side};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::{State, Step};
use crate::rules::lcg::pilot;
use crate::rules::lcg::sections::{card_text, LcgRule};
use crate::rules::lcg::targeting;
use std::sync::OnceLock;

type Checked = Result<(), Rejected<Reason>>;

fn reject(reason: Reason, rule: impl Into<Rule>) -> Checked {
    Err(Rejected::new(reason, rule.into()))
}

/// The refusal of `card`'s own text.
fn text_of(state: &State, card: CardId) -> Rule {
    card_text(&state.def(card).name)
}

/// The one Action ability `card` has now (printed, or in its pilot text while that is live),
/// with its position among the card's abilities.
pub(crate) fn action_ability(state: &State, card: CardId) -> Option<(u8, &'static Act)> {
    if !may_act(state, card) {
        return None;
    }
    pilot::abilities(state, card).enumerate().find_map(|(i, a)| a.as_action().map(|act| (i as u8, act)))
}

/// Has `card` an Action ability at all, printed or in its pilot text? Worked out once per
/// definition, so the cards with none are passed over before their abilities are read.
#[inline]
pub(crate) fn may_act(state: &State, card: CardId) -> bool {
    static ACTS: OnceLock<Vec<bool>> = OnceLock::new();
    let acts = ACTS.get_or_init(|| {
        catalog()
            .iter()
            .map(|(_, def)| {
                let pilot_text = def.pilot.iter().flat_map(|p| p.abilities.iter());
                def.abilities.iter().chain(pilot_text).any(|a| a.as_action().is_some())
            })
            .collect()
    });
    acts.get(state.card(card).def.index()).copied().unwrap_or(true)
}

/// May `side` play event `card` with `target` now (its Action's timing, limit, cost and target;
/// the event's own cost is checked apart)?
pub(crate) fn check_event(state: &State, side: Side, card: CardId, target: Option<CardId>) -> Checked {
    match action_ability(state, card) {
        Some((_, act)) => check_act(state, side, card, act, target),
        None => reject(Reason::NotAnAbility, text_of(state, card)),
    }
}

/// May `side` initiate `card`'s Action ability with `target` now?
pub(crate) fn check_ability(state: &State, side: Side, card: CardId, target: Option<CardId>) -> Checked {
    let Some((_, act)) = action_ability(state, card) else {
        return reject(Reason::NotAnAbility, LcgRule::CardAbilities);
    };
    let in_play = state.in_play(card) && state.card(card).controller == side;
    let from_your_hand = act.from_hand && state.in_hand(side, card);
    if !in_play && !from_your_hand {
        return reject(Reason::NotAnAbility, LcgRule::CardAbilities);
    }
    // Played, or moved, by the action that carries their choices (`PlayUnit`, `MovePilot`).
    if act.then.is_taken_as_a_play() {
        return reject(Reason::NotAnAbility, text_of(state, card));
    }
    check_act(state, side, card, act, target)
}

/// A composed Action: its timing words, its limit, its cost, and its target.
fn check_act(state: &State, side: Side, card: CardId, act: &Act, target: Option<CardId>) -> Checked {
    let text = text_of(state, card);
    // DS-61-3: "Action: During an engagement, … from your hand …".
    if act.from_hand && !state.in_hand(side, card) {
        return reject(Reason::NotAnAbility, text);
    }
    // A unique card cannot enter play while its controller controls a copy.
    if act.from_hand && state.def(card).unique && check::controls_copy(state, side, card) {
        return reject(Reason::UniqueInPlay { name: state.def(card).name.to_string() }, LcgRule::Deployment);
    }
    if act.during_engagement && state.engagement.is_none() {
        return reject(Reason::OnlyDuringAnEngagement, text);
    }
    if act.your_turn_only && state.active != side {
        return reject(Reason::OnlyDuringYourTurn, text);
    }
    // Desperation: "Play only if the Death Star dial is 8 or higher."
    if act.only_if.as_ref().is_some_and(|c| !constants::holds(state, card, side, c)) {
        return reject(Reason::NothingToDo, text);
    }
    let index = action_ability(state, card).map_or(0, |(i, _)| i);
    if act.once_per_turn && triggers::limit_used(state, limit_key(state, card), index) {
        return reject(Reason::LimitReached, text);
    }
    if !ability_cost::can_pay(state, side, card, &act.cost) {
        return reject(Reason::AbilityCostUnpaid, LcgRule::CardAbilities);
    }
    // Rogue Squadron X-Wing: "Discard attached pilot enhancement to …": the pilot is named in the
    // action, and the outcome has no target of its own.
    if act.cost.names_a_pilot() {
        let Some(p) = target else { return reject(Reason::AbilityCostUnpaid, text) };
        if !pilot::pilots_of(state, card).any(|c| c == p) {
            return reject(Reason::NotATarget, text);
        }
        if act.cost.focus_pilot && state.card(p).focus > 0 {
            return reject(Reason::AbilityCostUnpaid, LcgRule::CardAbilities);
        }
        return effect_or_nothing(state, side, card, act, text);
    }
    match (act.then.target(), target) {
        (Some(filter), Some(t)) => {
            target_refusal(state, side, card, filter, t)?;
            if !outcome::choices(state, side, card, &act.then).contains(&t) {
                return reject(Reason::NothingToDo, text);
            }
            Ok(())
        }
        (Some(_), None) => reject(Reason::NotATarget, text),
        (None, Some(_)) => reject(Reason::NoTargetNeeded, text),
        (None, None) => effect_or_nothing(state, side, card, act, text),
    }
}

/// An Action that would change nothing is not initiated (docs/rules-notes.md).
fn effect_or_nothing(state: &State, side: Side, card: CardId, act: &Act, text: Rule) -> Checked {
    if outcome::has_effect(state, side, card, &act.then, None) {
        Ok(())
    } else {
        reject(Reason::NothingToDo, text)
    }
}

/// Why `t` is not a target `filter` accepts for `card`'s ability, naming the first fault: not a
/// card of the kind and side the text names; in-faction where it says "out-of-faction" (cites
/// Terminology: Faction); protected from targeting (cites the card whose text protects it).
fn target_refusal(state: &State, side: Side, card: CardId, filter: &Filter, t: CardId) -> Checked {
    if targeting::matches(state, side, filter, t) {
        return match targeting::shield_of(state, side, t) {
            Some(shield) => reject(Reason::Untargetable, text_of(state, shield)),
            None => Ok(()),
        };
    }
    let without_faction = Filter { out_of_faction: false, ..filter.clone() };
    if filter.out_of_faction && targeting::matches(state, side, &without_faction, t) {
        return reject(Reason::InFaction, LcgRule::Faction);
    }
    reject(Reason::NotATarget, text_of(state, card))
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

/// Initiates `card`'s Action (an ability, or an event's effect) with `target`: its cost is paid
/// (a Pilot enhancement `target` names is the one discarded), its limit counted, and its outcome
/// scheduled after the cards its cost asks for.
/// The Emperor's Favor: may `card`, in `side`'s discard pile, be played from there ("Action:
/// Play this enhancement from your discard pile")?
pub(crate) fn plays_from_discard(state: &State, side: Side, card: CardId) -> bool {
    state.player(side).discard.contains(&card)
        && state.def(card).abilities.iter().any(|a| {
            a.as_action().is_some_and(|act| act.then == crate::rules::lcg::model::ability::Outcome::PlayThisFromDiscard)
        })
}

pub(crate) fn initiate(state: &mut State, card: CardId, target: Option<CardId>, events: &mut Vec<Event>) {
    let Some((ability, act)) = action_ability(state, card) else { return };
    let side = triggers::controller_of(state, card);
    let discarded = target.filter(|_| act.cost.names_a_pilot());
    ability_cost::pay(state, side, card, &act.cost, discarded, events);
    if act.once_per_turn {
        state.limits_used.push((limit_key(state, card), ability));
    }
    let target = target.filter(|_| discarded.is_none());
    let asks = act.cost.asks().map(|part| Step::AskCost { card, ability, part });
    schedule(state, asks.chain([Step::ResolveAbility { card, ability, context: None, target }]));
}
