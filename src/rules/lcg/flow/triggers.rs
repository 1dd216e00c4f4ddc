//! Triggered abilities: when something happens ([`Trigger`]), each card in play whose Reaction
//! waits for it ([`When`]) is offered to its controller, the active player's cards first
//! (research notes lcg.md §1 "Timing": a Reaction is optional, a Forced one is not; "Limit N per
//! turn" applies).

use crate::engine::CardId;
use crate::rules::lcg::abilities::initiate;
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::model::ability;
use crate::rules::lcg::model::ability::When;
use crate::rules::lcg::model::def::{Effect, Side};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Ask, Prompt, State, Step, Trigger};
use crate::rules::lcg::pilot;
use crate::rules::lcg::stats;
use crate::rules::lcg::targeting;

/// Every ability `card` has now: printed abilities, then its pilot text while that is live. An
/// ability is named by its position in this list.
pub fn abilities(state: &State, card: CardId) -> impl Iterator<Item = &'static Effect> {
    let def = state.def(card);
    let live = def.pilot.is_some() && pilot::pilot_text_live(state, card);
    def.abilities.iter().chain(def.pilot.iter().filter(move |_| live).flat_map(|p| p.effects.iter()))
}

pub fn ability_at(state: &State, card: CardId, index: u8) -> Option<&'static Effect> {
    abilities(state, card).nth(usize::from(index))
}

/// Queues the offers a trigger makes, resolved in turn after the work already under way. A card
/// entering play may lower damage capacities first (Grand Moff Tarkin).
pub fn fire(state: &mut State, trigger: Trigger) {
    if matches!(trigger, Trigger::EnteredPlay { .. }) {
        schedule(state, [Step::CheckCapacities, Step::Fire { trigger }]);
    } else {
        schedule(state, [Step::Fire { trigger }]);
    }
}

/// Step::Fire: finds the Reactions waiting for `trigger` and queues an offer for each.
pub fn offers(state: &mut State, trigger: Trigger) {
    let mut steps = Vec::new();
    for side in [state.active, state.active.opponent()] {
        let in_hand = state.player(side).hand.iter().copied();
        let cards: Vec<CardId> = stats::controlled_in_play(state, side).chain(in_hand).collect();
        for card in cards {
            for (i, effect) in abilities(state, card).enumerate() {
                if let Effect::React { when, from_hand, .. } = effect {
                    if works_where_it_is(state, card, *from_hand) && waits_for(state, card, when, trigger) {
                        steps.push(Step::Offer { card, ability: i as u8, context: trigger.card() });
                    }
                }
            }
        }
    }
    schedule(state, steps);
}

/// A Reaction works while its card is in play, or in hand for one that says "from your hand".
fn works_where_it_is(state: &State, card: CardId, from_hand: bool) -> bool {
    if from_hand {
        state.in_hand(state.card(card).owner, card)
    } else {
        state.in_play(card)
    }
}

/// Does `when`, printed on `card`, wait for `trigger`?
fn waits_for(state: &State, card: CardId, when: &When, trigger: Trigger) -> bool {
    let controller = state.card(card).controller;
    let has_trait =
        |c: CardId, traits: &[String]| traits.is_empty() || traits.iter().any(|t| state.def(c).has_trait(t));
    match (when, trigger) {
        (When::ThisEntersPlay { during_engagement }, Trigger::EnteredPlay { card: c }) => {
            c == card && (!during_engagement || state.engagement.is_some())
        }
        (When::FriendlyEntersPlay { traits }, Trigger::EnteredPlay { card: c }) => {
            state.card(c).controller == controller && has_trait(c, traits)
        }
        (When::AnyUnitEntersPlay { traits }, Trigger::EnteredPlay { card: c }) => {
            targeting::is_unit_in_play(state, c) && has_trait(c, traits)
        }
        (When::ThisStrikes { as_attacker }, Trigger::Struck { unit }) => {
            unit == card && (!as_attacker || state.engagement.as_ref().is_some_and(|e| e.attacker == controller))
        }
        (When::FriendlyStrikes { traits }, Trigger::Struck { unit }) => {
            state.card(unit).controller == controller && has_trait(unit, traits)
        }
        (When::ThisDeclaredAttacker, Trigger::DeclaredAttacker { unit }) => unit == card,
        (When::YouRefresh, Trigger::Refreshed { side }) => side == controller,
        (When::YourTurnBegins, Trigger::TurnBegan { side }) => side == controller,
        (When::OpponentsTurnBegins, Trigger::TurnBegan { side }) => side != controller,
        (When::YourDrawPhaseBegins, Trigger::DrawPhaseBegan { side }) => side == controller,
        (When::YouPlay { traits }, Trigger::Played { card: c }) => {
            state.card(c).owner == controller && has_trait(c, traits)
        }
        (When::ObjectiveDestroyed { enemy }, Trigger::ObjectiveDestroyed { objective }) => {
            !enemy || state.card(objective).owner != controller
        }
        (When::ThisLeavesPlay, Trigger::LeavingPlay { card: c }) => c == card,
        (When::HostStrikes { as_attacker }, Trigger::Striking { unit }) => {
            state.card(card).attached.is_some_and(|a| a.host == unit)
                && (!as_attacker || state.engagement.as_ref().is_some_and(|e| e.attacker == controller))
        }
        _ => false,
    }
}

/// Step::Offer: asks the controller whether to use the Reaction, if it can still be used (the
/// card is in play, its limit unused, its cost payable, a target there). Forced ones resolve.
pub fn offer(state: &mut State, card: CardId, ability: u8, context: Option<CardId>, events: &mut Vec<Event>) {
    let Some(Effect::React { cost, then, forced, once_per_turn, only_while, from_hand, .. }) =
        ability_at(state, card, ability)
    else {
        return;
    };
    if !works_where_it_is(state, card, *from_hand) {
        return;
    }
    let chooser = controller_of(state, card);
    if !initiate::may_initiate(state, chooser)
        || only_while.is_some_and(|c| !holds(state, card, c))
        || (*once_per_turn && limit_used(state, card, ability))
        || !outcome::can_pay(state, chooser, card, cost)
        || !outcome::has_effect(state, chooser, card, then, context)
    {
        return;
    }
    if *forced {
        use_reaction(state, card, ability, context, events);
    } else {
        state.prompt = Some(Prompt::new(chooser, Ask::Ability { card, ability, context }));
    }
}

/// The controller uses the offered Reaction: its cost is paid, its limit counted, its outcome
/// resolved (asking for a target if it needs one).
pub fn use_reaction(state: &mut State, card: CardId, ability: u8, context: Option<CardId>, events: &mut Vec<Event>) {
    let Some(Effect::React { cost, once_per_turn, .. }) = ability_at(state, card, ability) else { return };
    let side = controller_of(state, card);
    outcome::pay(state, side, card, cost, events);
    if *once_per_turn {
        state.limits_used.push((card, ability));
    }
    events.push(Event::ReactionUsed { card });
    let asks = cost.choices().map(|(part, _)| Step::AskCost { card, ability, part });
    schedule(state, asks.chain([Step::ResolveAbility { card, ability, context, target: None }]));
}

/// Does `card` have an Interrupt waiting for it to leave play ("When this unit leaves play")?
pub fn waits_to_leave_play(state: &State, card: CardId) -> bool {
    abilities(state, card).any(|e| matches!(e, Effect::React { when: When::ThisLeavesPlay, .. }))
}

pub fn limit_used(state: &State, card: CardId, ability: u8) -> bool {
    state.limits_used.contains(&(card, ability))
}

/// The side a fate card or ability answers to: a card in play its controller, else its owner.
pub fn controller_of(state: &State, card: CardId) -> Side {
    if state.in_play(card) {
        state.card(card).controller
    } else {
        state.card(card).owner
    }
}

/// Does `condition` hold for `card` now?
pub fn holds(state: &State, card: CardId, condition: ability::Condition) -> bool {
    match condition {
        ability::Condition::HostPiloted => state.card(card).attached.is_some_and(|a| pilot::is_piloted(state, a.host)),
    }
}
