//! Cards chosen while an ability is paid for or carried out, when the choice is not a target:
//! the card to sacrifice ("Sacrifice a Vehicle unit to …", Heroic Sacrifice), the card to damage
//! ("Damage an Endor objective to …", SpecForce Pathfinder), the card damage moves from ("move 1
//! damage from an Endor objective to another target Endor objective", Shield Generator Assault).
//! Each is a prompt answered with `Answer::ChooseTarget` (DESIGN.md invariant 4).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::abilities::sacrifice;
use crate::rules::lcg::flow::resolve;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::model::ability::{AbilityCost, CardFilter, CostPart, Filter};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Ask, Prompt, State};
use crate::rules::lcg::pilot;
use crate::rules::lcg::targeting;

/// The cards `side` may choose to pay `part` of `source`'s cost with.
pub(crate) fn candidates(state: &State, side: Side, source: CardId, part: CostPart, filter: &Filter) -> Vec<CardId> {
    let mut cards = candidates_anywhere(state, side, part, filter);
    // The Emperor's Shuttle: "sacrifice an enhancement attached to this unit".
    if filter.attached_to_this {
        cards.retain(|&c| state.card(c).attached.is_some_and(|a| a.host == source));
    }
    cards
}

fn candidates_anywhere(state: &State, side: Side, part: CostPart, filter: &Filter) -> Vec<CardId> {
    match part {
        CostPart::Sacrifice => sacrifice::candidates(state, side, filter),
        CostPart::Damage => state.cards_in_play().filter(|&c| targeting::matches(state, side, filter, c)).collect(),
        CostPart::Focus => state
            .cards_in_play()
            .filter(|&c| state.card(c).controller == side && state.card(c).focus == 0)
            .filter(|&c| targeting::matches(state, side, filter, c))
            .collect(),
        // From hand, by a card filter: [`hand_candidates`].
        CostPart::DiscardFromHand => Vec::new(),
    }
}

/// The cards in `side`'s hand `filter` accepts (a cost's "discard a … from your hand").
fn hand_candidates(state: &State, side: Side, filter: &CardFilter) -> Vec<CardId> {
    state.player(side).hand.iter().copied().filter(|&c| filter.accepts(state.def(c))).collect()
}

/// Can `side` pay every chosen part of `cost`?
pub(crate) fn can_pay(state: &State, side: Side, source: CardId, cost: &AbilityCost) -> bool {
    cost.discard_from_hand.as_ref().is_none_or(|f| !hand_candidates(state, side, f).is_empty())
        && cost.choices().all(|(part, filter)| !candidates(state, side, source, part, filter).is_empty())
        && cost
            .focus
            .as_ref()
            .is_none_or(|f| candidates(state, side, source, CostPart::Focus, f).len() >= cost.focus_cards())
}

fn cost_of(state: &State, card: CardId, ability: u8) -> Option<&'static AbilityCost> {
    pilot::ability_at(state, card, ability)?.cost()
}

/// Step::AskCost: the ability's controller chooses the card `part` of its cost needs.
pub(crate) fn ask(state: &mut State, card: CardId, ability: u8, part: CostPart) {
    let chooser = triggers::controller_of(state, card);
    let asked = |c: &AbilityCost| {
        c.choice(part).is_some() || (part == CostPart::DiscardFromHand && c.discard_from_hand.is_some())
    };
    if cost_of(state, card, ability).is_some_and(asked) {
        state.prompt = Some(Prompt::new(chooser, Ask::PayCost { card, ability, part }));
    }
}

/// The answers a cost or move-damage prompt accepts.
pub(crate) fn answers(state: &State, prompt: &Prompt) -> Vec<CardId> {
    match prompt {
        Prompt { chooser, kind: Ask::PayCost { card, ability, part: CostPart::DiscardFromHand } } => {
            match cost_of(state, *card, *ability).and_then(|c| c.discard_from_hand.as_ref()) {
                Some(filter) => hand_candidates(state, *chooser, filter),
                None => Vec::new(),
            }
        }
        Prompt { chooser, kind: Ask::PayCost { card, ability, part } } => {
            match cost_of(state, *card, *ability).and_then(|c| c.choice(*part)) {
                Some(filter) => candidates(state, *chooser, *card, *part, filter),
                None => Vec::new(),
            }
        }
        Prompt { chooser, kind: Ask::MoveDamageFrom { to, from, focus, .. } } => {
            outcome::move_sources(state, *chooser, from, *to, *focus)
        }
        _ => Vec::new(),
    }
}

/// The chosen card pays the cost, or gives up the damage that moves.
pub(crate) fn answer(state: &mut State, prompt: &Prompt, chosen: CardId, events: &mut Vec<Event>) {
    match prompt {
        // Sensor Array: "discard an enhancement from your hand".
        Prompt { chooser, kind: Ask::PayCost { part: CostPart::DiscardFromHand, .. } } => {
            let player = state.player_mut(*chooser);
            player.hand.retain(|&c| c != chosen);
            player.discard.push(chosen);
            events.push(Event::DiscardedFromHand { card: chosen });
        }
        Prompt { kind: Ask::PayCost { part: CostPart::Sacrifice, .. }, .. } => {
            sacrifice::sacrifice(state, chosen, events)
        }
        Prompt { kind: Ask::PayCost { card, part: CostPart::Damage, .. }, .. } => {
            resolve::deal_damage(state, Some(*card), chosen, 1, events)
        }
        // Surprising Maneuver: "Focus 2 piloted Vehicle units to …".
        Prompt { kind: Ask::PayCost { part: CostPart::Focus, .. }, .. } => {
            state.card_mut(chosen).focus += 1;
            events.push(Event::Focused { card: chosen });
        }
        Prompt { kind: Ask::MoveDamageFrom { to, count, focus, .. }, .. } => {
            resolve::move_tokens(state, chosen, *to, *count, *focus, events)
        }
        _ => {}
    }
}
