//! `legal_actions`: every action the acting side may take now, each with every choice inside.
//! Candidates are generated broadly and kept only if [`check`] accepts them.

use super::action::{Action, Payment};
use super::check::check;
use super::cost::{play_cost, printed_cost, Mode};
use super::def::{Affiliation, CardType};
use super::effects::{action_ability, search_candidates};
use super::payment::payments;
use super::pilot;
use super::state::{Phase, Prompt, State};
use crate::engine::CardId;

pub fn legal_actions(state: &State) -> Vec<Action> {
    let mut actions = candidates(state);
    actions.retain(|a| check(state, a).is_ok());
    actions
}

fn candidates(state: &State) -> Vec<Action> {
    if state.outcome.is_some() {
        return Vec::new();
    }
    if let Some(prompt) = &state.prompt {
        return answers(state, prompt);
    }
    let mut out = Vec::new();
    if super::window::open_for(state, state.acting()) {
        plays_from_hand(state, &mut out);
        abilities(state, &mut out);
    }
    if state.phase == Phase::Conflict && state.window.is_none() {
        conflict_candidates(state, &mut out);
        out.push(Action::Pass);
        return out;
    }
    if state.phase == Phase::Force && state.window.is_none() {
        let side = state.acting();
        out.extend(state.player(side).play.iter().map(|&unit| Action::Commit { unit }));
    }
    out.push(Action::Pass);
    out
}

fn answers(state: &State, prompt: &Prompt) -> Vec<Action> {
    match prompt {
        Prompt::DiscardPilot { host, .. } => pilot::counted_pilots(state, *host)
            .into_iter()
            .map(|pilot| Action::DiscardPilot { pilot })
            .collect(),
        Prompt::UnitDamage { striker, .. } => super::conflict::unit_damage_targets(state, *striker)
            .into_iter()
            .map(|unit| Action::AssignDamage { unit })
            .collect(),
        Prompt::Tactics { chooser, .. } => super::conflict::tactics_targets(state, *chooser)
            .into_iter()
            .map(|unit| Action::AssignFocus { unit })
            .collect(),
        Prompt::BalanceDamage { .. } => super::turn::balance_targets(state)
            .into_iter()
            .map(|objective| Action::BalanceDamage { objective })
            .collect(),
        Prompt::SetupObjectives { chooser } => super::setup::drawn_objectives(state, *chooser)
            .iter()
            .map(|&objective| Action::SetAsideObjective { objective })
            .collect(),
        Prompt::Mulligan { .. } => vec![Action::Mulligan, Action::Pass],
        Prompt::Ability { card, .. } => vec![Action::Trigger { card: *card }, Action::Pass],
        Prompt::Redirect { by, .. } => vec![Action::Trigger { card: *by }, Action::Pass],
        Prompt::Protect { target, amount, .. } => super::protect::moves(state, *target, *amount)
            .into_iter()
            .map(|(protector, amount)| Action::Protect { protector, amount })
            .chain([Action::Pass])
            .collect(),
        Prompt::DiscardFromHand { played, chooser, .. } => state
            .player(*chooser)
            .hand
            .iter()
            .filter(|&c| c != played)
            .map(|&card| Action::DiscardFromHand { card })
            .collect(),
        Prompt::Shielding { unit, .. } => super::conflict::shielding_targets(state, *unit)
            .into_iter()
            .map(|card| Action::ChooseTarget { card })
            .chain([Action::Pass])
            .collect(),
        Prompt::Target { card, ability, .. } => {
            let mut out: Vec<Action> = super::effects::target_answers(state, *card, *ability)
                .into_iter()
                .map(|card| Action::ChooseTarget { card })
                .collect();
            if super::effects::target_may_decline(state, *card, *ability) {
                out.push(Action::Pass);
            }
            out
        }
        Prompt::BlastDamage { striker, .. } => super::conflict::blast_targets(state, *striker)
            .into_iter()
            .map(|card| Action::ChooseTarget { card })
            .collect(),
        Prompt::LookAtDeck { .. } | Prompt::LookedAtTop { .. } => super::search::look_answers(state, prompt),
        Prompt::SearchTop { .. } => super::search::answers(state, prompt)
            .into_iter()
            .map(|card| Action::ChooseTarget { card })
            .chain([Action::Pass])
            .collect(),
        Prompt::PayCost { .. } | Prompt::MoveDamageFrom { .. } => super::cost_choice::answers(state, prompt)
            .into_iter()
            .map(|card| Action::ChooseTarget { card })
            .collect(),
        Prompt::InterruptLeaving { source, .. } => vec![Action::Trigger { card: *source }, Action::Pass],
        Prompt::Interrupt { card, .. } | Prompt::Reaction { card, .. } => {
            vec![Action::Trigger { card: *card }, Action::Pass]
        }
        Prompt::DeckBottom { cards, .. } => cards.iter().map(|&card| Action::ChooseTarget { card }).collect(),
        Prompt::PutIntoPlay { chooser, search, .. } => {
            let hosts = vehicle_units(state);
            let mut out = Vec::new();
            for card in search_candidates(state, *chooser, search) {
                out.push(Action::PutIntoPlay { card, host: None });
                for &host in &hosts {
                    out.push(Action::PutIntoPlay { card, host: Some(host) });
                }
            }
            out.push(Action::Pass);
            out
        }
    }
}

fn vehicle_units(state: &State) -> Vec<CardId> {
    state.cards_in_play().filter(|&c| pilot::is_vehicle_unit(state, c)).collect()
}

/// What the ways to pay depend on: the cost, the affiliation to match, and the traits whose extra
/// resources may be spent.
type PaymentKey = (u8, Affiliation, Vec<&'static str>);

fn plays_from_hand(state: &State, out: &mut Vec<Action>) {
    let side = state.acting();
    let hosts: Vec<CardId> = vehicle_units(state)
        .into_iter()
        .filter(|&c| state.card(c).controller == side)
        .collect();
    let targets: Vec<CardId> = state.cards_in_play().collect();
    // Many cards in hand share a cost and an affiliation: work out each way to pay only once.
    let mut known: Vec<(PaymentKey, Vec<Payment>)> = Vec::new();
    for &card in &state.player(side).hand {
        let def = state.def(card);
        let bonus = super::payment::bonus_traits(state, side, card);
        let mut pays = |cost: u8| -> Vec<Payment> {
            let key = (cost, def.affiliation, bonus.clone());
            if let Some((_, found)) = known.iter().find(|(k, _)| *k == key) {
                return found.clone();
            }
            let found = payments(state, side, cost, def.affiliation, &bonus);
            known.push((key, found.clone()));
            found
        };
        match def.card_type {
            CardType::Unit => {
                let cost = play_cost(state, side, card, Mode::Unit);
                for payment in pays(cost) {
                    out.push(Action::PlayUnit { card, payment });
                }
                for (source, discards) in super::discard_to_reduce::options(state, side, card) {
                    for payment in pays(cost.saturating_sub(discards)) {
                        out.push(Action::PlayUnitDiscarding { card, source, discards, payment });
                    }
                }
                if def.pilot.is_some() {
                    let options = pays(play_cost(state, side, card, Mode::Pilot));
                    for &host in &hosts {
                        out.extend(options.iter().map(|&payment| Action::PlayPilot { card, host, payment }));
                    }
                }
            }
            CardType::Enhancement => {
                let options = pays(printed_cost(state, side, card));
                for &payment in &options {
                    out.push(Action::PlayEnhancement { card, payment });
                }
                if def.enhance.is_some_and(|e| e != super::def::Enhance::YourPlayArea) {
                    for &host in &targets {
                        out.extend(options.iter().map(|&payment| Action::AttachEnhancement { card, host, payment }));
                    }
                }
            }
            CardType::Mission => {
                for payment in pays(printed_cost(state, side, card)) {
                    out.push(Action::DeployMission { card, payment });
                }
            }
            CardType::Event => {
                let options: Vec<Payment> = pays(printed_cost(state, side, card));
                let event_targets = match super::effects::event_effect(state, card) {
                    Some(effect @ super::def::Effect::Act { .. }) => act_targets(state, side, card, effect),
                    _ => targets.iter().map(|&t| Some(t)).chain([None]).collect(),
                };
                for target in event_targets {
                    out.extend(options.iter().map(|&payment| Action::PlayEvent { card, target, payment }));
                }
            }
            CardType::Objective | CardType::Affiliation | CardType::Fate => {}
        }
    }
}

/// The targets a composed Action could take: its eligible targets when it has a target, else none.
/// `check` still decides; this only keeps hopeless candidates out of the list.
fn act_targets(state: &State, side: super::def::Side, card: CardId, effect: &super::def::Effect) -> Vec<Option<CardId>> {
    let super::def::Effect::Act { then, .. } = effect else { return vec![None] };
    if super::outcome::target_filter(then).is_some() {
        super::outcome::choices(state, side, card, then).into_iter().map(Some).collect()
    } else {
        vec![None]
    }
}

fn abilities(state: &State, out: &mut Vec<Action>) {
    let side = state.acting();
    super::move_pilot::candidates(state, side, out);
    // Actions taken from hand (DS-61-3).
    let from_hand = state
        .player(side)
        .hand
        .iter()
        .copied()
        .filter(|&c| matches!(action_ability(state, c), Some(super::def::Effect::Act { from_hand: true, .. })));
    let in_play = state.cards_in_play().filter(|&c| state.card(c).controller == side);
    let cards: Vec<CardId> = in_play.chain(from_hand).collect();
    for card in cards {
        if action_ability(state, card).is_none() {
            continue;
        }
        match action_ability(state, card) {
            Some(effect @ super::def::Effect::Act { .. }) => {
                out.extend(act_targets(state, side, card, effect).into_iter().map(|target| Action::UseAbility { card, target }));
            }
            _ => {
                out.push(Action::UseAbility { card, target: None });
                out.extend(state.attachments_of(card).map(|t| Action::UseAbility { card, target: Some(t) }));
            }
        }
    }
}

fn conflict_candidates(state: &State, out: &mut Vec<Action>) {
    let side = state.acting();
    let Some(e) = &state.engagement else {
        out.extend(super::conflict::engage_targets(state).into_iter().map(|objective| Action::Engage { objective }));
        return;
    };
    match e.step {
        super::state::EngagementStep::Attackers | super::state::EngagementStep::Defenders => out.extend(
            super::conflict::declarable(state, e, side).into_iter().map(|unit| Action::Declare { unit }),
        ),
        super::state::EngagementStep::EdgeBattle => {
            out.extend(state.player(side).hand.iter().map(|&card| Action::EdgeCard { card }))
        }
        super::state::EngagementStep::Strikes => {
            out.extend(super::conflict::strikers(state, e, side).into_iter().map(|unit| Action::Strike { unit }))
        }
    }
}
