//! "You may <one> or <another> <a target>" (Battle of Hoth: "deal 1 damage to or remove 1
//! damage from a target Hoth objective"). Core Set rules, "Card Abilities": the controller makes
//! the choices the text gives. The target is chosen as any target is (every option names the
//! same one); then, where more than one option would change it, the controller chooses which,
//! or declines ("you may").

use crate::engine::CardId;
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::model::ability::Outcome;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Ask, Prompt, State};
use crate::rules::lcg::pilot;

/// `card`'s ability that offers options (a card has at most one), its outcome.
pub(crate) fn outcome_of(state: &State, card: CardId) -> Option<&'static Outcome> {
    pilot::abilities(state, card).filter_map(|a| a.outcome()).find(|o| matches!(o, Outcome::OneOf { .. }))
}

/// The options (their places) that would change `target`.
pub(crate) fn options(state: &State, side: Side, outcome: &Outcome, target: CardId) -> Vec<u8> {
    let Outcome::OneOf { outcomes, .. } = outcome else { return Vec::new() };
    (0..outcomes.len()).filter(|&i| outcome::changes(state, side, &outcomes[i], target)).map(|i| i as u8).collect()
}

/// May the controller choose none? "You may" (Battle of Hoth), or no option would change the
/// target; "… of your choice" (Tactical Planning) asks for one.
pub(crate) fn may_decline(state: &State, side: Side, card: CardId, target: CardId) -> bool {
    match outcome_of(state, card) {
        Some(outcome @ Outcome::OneOf { must: true, .. }) => options(state, side, outcome, target).is_empty(),
        _ => true,
    }
}

/// The ability resolves on `target`: its controller chooses the option, or may decline.
pub(crate) fn ask(state: &mut State, side: Side, card: CardId, target: Option<CardId>) {
    if let Some(target) = target {
        state.prompt = Some(Prompt::new(side, Ask::ChooseOption { card, target }));
    }
}

/// The option at `index` resolves on `target`.
pub(crate) fn choose(state: &mut State, side: Side, card: CardId, target: CardId, index: u8, events: &mut Vec<Event>) {
    let Some(Outcome::OneOf { outcomes, .. }) = outcome_of(state, card) else { return };
    if let Some(one) = outcomes.get(usize::from(index)) {
        outcome::resolve(state, side, card, one, None, Some(target), events);
    }
}
