//! `legal_actions`: every action the acting side may take now, each with every choice inside.
//! Candidates are generated broadly and kept only if [`check`] accepts them.

use crate::engine::CardId;
use crate::rules::lcg::abilities::cost_choice;
use crate::rules::lcg::abilities::deck_search;
use crate::rules::lcg::abilities::discard_to_reduce;
use crate::rules::lcg::abilities::effects;
use crate::rules::lcg::abilities::effects::{action_ability, search_candidates};
use crate::rules::lcg::abilities::move_pilot;
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::abilities::protect;
use crate::rules::lcg::cost::{play_cost, printed_cost, Mode};
use crate::rules::lcg::flow::check::check;
use crate::rules::lcg::flow::conflict;
use crate::rules::lcg::flow::opening;
use crate::rules::lcg::flow::turn;
use crate::rules::lcg::flow::window;
use crate::rules::lcg::model::action::{Action, Answer, Initiative, Payment};
use crate::rules::lcg::model::def;
use crate::rules::lcg::model::def::{Affiliation, CardType};
use crate::rules::lcg::model::state;
use crate::rules::lcg::model::state::{Ask, Phase, Prompt, State};
use crate::rules::lcg::payment;
use crate::rules::lcg::payment::payments;
use crate::rules::lcg::pilot;

pub fn legal_actions(state: &State) -> Vec<Action> {
    let mut actions = candidates(state);
    actions.retain(|a| check(state, a).is_ok());
    actions
}

/// Every action worth checking now: the legal ones are those `check` accepts.
pub fn candidates(state: &State) -> Vec<Action> {
    if state.outcome.is_some() {
        return Vec::new();
    }
    if let Some(prompt) = &state.prompt {
        return answers(state, prompt);
    }
    let mut out = Vec::new();
    if window::open_for(state, state.acting()) {
        plays_from_hand(state, &mut out);
        abilities(state, &mut out);
    }
    if state.phase == Phase::Conflict && state.window.is_none() {
        conflict_candidates(state, &mut out);
        out.push(Action::Initiative(Initiative::Pass));
        return out;
    }
    if state.phase == Phase::Force && state.window.is_none() {
        let side = state.acting();
        out.extend(state.player(side).play.iter().map(|&unit| Action::Initiative(Initiative::Commit { unit })));
    }
    out.push(Action::Initiative(Initiative::Pass));
    out
}

/// The answers the pending prompt may take (kept if `check` accepts them).
fn answers(state: &State, prompt: &Prompt) -> Vec<Action> {
    let answers: Vec<Answer> = match prompt {
        Prompt { kind: Ask::DiscardPilot { host, .. }, .. } => {
            pilot::counted_pilots(state, *host).into_iter().map(|pilot| Answer::DiscardPilot { pilot }).collect()
        }
        Prompt { kind: Ask::UnitDamage { striker, .. }, .. } => conflict::unit_damage_targets(state, *striker)
            .into_iter()
            .map(|unit| Answer::AssignDamage { unit })
            .collect(),
        Prompt { chooser, kind: Ask::Tactics { .. } } => {
            conflict::tactics_targets(state, *chooser).into_iter().map(|unit| Answer::AssignFocus { unit }).collect()
        }
        Prompt { kind: Ask::BalanceDamage, .. } => {
            turn::balance_targets(state).into_iter().map(|objective| Answer::BalanceDamage { objective }).collect()
        }
        Prompt { chooser, kind: Ask::SetupObjectives } => opening::drawn_objectives(state, *chooser)
            .iter()
            .map(|&objective| Answer::SetAsideObjective { objective })
            .collect(),
        Prompt { kind: Ask::Mulligan, .. } => vec![Answer::Mulligan, Answer::Pass],
        Prompt { kind: Ask::Ability { card, .. }, .. } => vec![Answer::Trigger { card: *card }, Answer::Pass],
        Prompt { kind: Ask::Redirect { by, .. }, .. } => vec![Answer::Trigger { card: *by }, Answer::Pass],
        Prompt { kind: Ask::Protect { target, amount, .. }, .. } => protect::moves(state, *target, *amount)
            .into_iter()
            .map(|(protector, amount)| Answer::Protect { protector, amount })
            .chain([Answer::Pass])
            .collect(),
        Prompt { chooser, kind: Ask::DiscardFromHand { played, .. } } => state
            .player(*chooser)
            .hand
            .iter()
            .filter(|&c| c != played)
            .map(|&card| Answer::DiscardFromHand { card })
            .collect(),
        Prompt { kind: Ask::Shielding { unit, .. }, .. } => conflict::shielding_targets(state, *unit)
            .into_iter()
            .map(|card| Answer::ChooseTarget { card })
            .chain([Answer::Pass])
            .collect(),
        Prompt { kind: Ask::Target { card, ability, .. }, .. } => {
            let mut out: Vec<Answer> = effects::target_answers(state, *card, *ability)
                .into_iter()
                .map(|card| Answer::ChooseTarget { card })
                .collect();
            if effects::target_may_decline(state, *card, *ability) {
                out.push(Answer::Pass);
            }
            out
        }
        Prompt { kind: Ask::BlastDamage { striker, .. }, .. } => {
            conflict::blast_targets(state, *striker).into_iter().map(|card| Answer::ChooseTarget { card }).collect()
        }
        Prompt { kind: Ask::LookAtDeck { .. }, .. } | Prompt { kind: Ask::LookedAtTop { .. }, .. } => {
            deck_search::look_answers(state, prompt)
        }
        Prompt { kind: Ask::SearchTop { .. }, .. } => deck_search::answers(state, prompt)
            .into_iter()
            .map(|card| Answer::ChooseTarget { card })
            .chain([Answer::Pass])
            .collect(),
        Prompt { kind: Ask::PayCost { .. }, .. } | Prompt { kind: Ask::MoveDamageFrom { .. }, .. } => {
            cost_choice::answers(state, prompt).into_iter().map(|card| Answer::ChooseTarget { card }).collect()
        }
        Prompt { kind: Ask::InterruptLeaving { source, .. }, .. } => {
            vec![Answer::Trigger { card: *source }, Answer::Pass]
        }
        Prompt { kind: Ask::Interrupt { card, .. }, .. } | Prompt { kind: Ask::Reaction { card, .. }, .. } => {
            vec![Answer::Trigger { card: *card }, Answer::Pass]
        }
        Prompt { kind: Ask::DeckBottom { cards, .. }, .. } => {
            cards.iter().map(|&card| Answer::ChooseTarget { card }).collect()
        }
        Prompt { chooser, kind: Ask::PutIntoPlay { search, .. } } => {
            let hosts = vehicle_units(state);
            let mut out = Vec::new();
            for card in search_candidates(state, *chooser, search) {
                out.push(Answer::PutIntoPlay { card, host: None });
                for &host in &hosts {
                    out.push(Answer::PutIntoPlay { card, host: Some(host) });
                }
            }
            out.push(Answer::Pass);
            out
        }
    };
    answers.into_iter().map(Action::Answer).collect()
}

fn vehicle_units(state: &State) -> Vec<CardId> {
    state.cards_in_play().filter(|&c| pilot::is_vehicle_unit(state, c)).collect()
}

/// What the ways to pay depend on: the cost, the affiliation to match, and the traits whose extra
/// resources may be spent.
type PaymentKey = (u8, Affiliation, Vec<&'static str>);

fn plays_from_hand(state: &State, out: &mut Vec<Action>) {
    let side = state.acting();
    let hosts: Vec<CardId> = vehicle_units(state).into_iter().filter(|&c| state.card(c).controller == side).collect();
    let targets: Vec<CardId> = state.cards_in_play().collect();
    // Many cards in hand share a cost and an affiliation: work out each way to pay only once.
    let mut known: Vec<(PaymentKey, Vec<Payment>)> = Vec::new();
    for &card in &state.player(side).hand {
        let def = state.def(card);
        let bonus = payment::bonus_traits(state, side, card);
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
                    out.push(Action::Initiative(Initiative::PlayUnit { card, payment }));
                }
                for (source, discards) in discard_to_reduce::options(state, side, card) {
                    for payment in pays(cost.saturating_sub(discards)) {
                        out.push(Action::Initiative(Initiative::PlayUnitDiscarding {
                            card,
                            source,
                            discards,
                            payment,
                        }));
                    }
                }
                if def.pilot.is_some() {
                    let options = pays(play_cost(state, side, card, Mode::Pilot));
                    for &host in &hosts {
                        out.extend(
                            options
                                .iter()
                                .map(|&payment| Action::Initiative(Initiative::PlayPilot { card, host, payment })),
                        );
                    }
                }
            }
            CardType::Enhancement => {
                let options = pays(printed_cost(state, side, card));
                for &payment in &options {
                    out.push(Action::Initiative(Initiative::PlayEnhancement { card, payment }));
                }
                if def.enhance.is_some_and(|e| e != def::Enhance::YourPlayArea) {
                    for &host in &targets {
                        out.extend(
                            options.iter().map(|&payment| {
                                Action::Initiative(Initiative::AttachEnhancement { card, host, payment })
                            }),
                        );
                    }
                }
            }
            CardType::Mission => {
                for payment in pays(printed_cost(state, side, card)) {
                    out.push(Action::Initiative(Initiative::DeployMission { card, payment }));
                }
            }
            CardType::Event => {
                let options: Vec<Payment> = pays(printed_cost(state, side, card));
                let event_targets = match effects::event_effect(state, card) {
                    Some(effect @ def::Effect::Act { .. }) => act_targets(state, side, card, effect),
                    _ => targets.iter().map(|&t| Some(t)).chain([None]).collect(),
                };
                for target in event_targets {
                    out.extend(
                        options
                            .iter()
                            .map(|&payment| Action::Initiative(Initiative::PlayEvent { card, target, payment })),
                    );
                }
            }
            CardType::Objective | CardType::Affiliation | CardType::Fate => {}
        }
    }
}

/// The targets a composed Action could take: its eligible targets when it has a target, else none.
/// `check` still decides; this only keeps hopeless candidates out of the list.
fn act_targets(state: &State, side: def::Side, card: CardId, effect: &def::Effect) -> Vec<Option<CardId>> {
    let def::Effect::Act { then, .. } = effect else { return vec![None] };
    if outcome::target_filter(then).is_some() {
        outcome::choices(state, side, card, then).into_iter().map(Some).collect()
    } else {
        vec![None]
    }
}

fn abilities(state: &State, out: &mut Vec<Action>) {
    let side = state.acting();
    move_pilot::candidates(state, side, out);
    // Actions taken from hand (DS-61-3).
    let from_hand = state
        .player(side)
        .hand
        .iter()
        .copied()
        .filter(|&c| matches!(action_ability(state, c), Some(def::Effect::Act { from_hand: true, .. })));
    let in_play = state.cards_in_play().filter(|&c| state.card(c).controller == side);
    let cards: Vec<CardId> = in_play.chain(from_hand).collect();
    for card in cards {
        if action_ability(state, card).is_none() {
            continue;
        }
        match action_ability(state, card) {
            Some(effect @ def::Effect::Act { .. }) => {
                out.extend(
                    act_targets(state, side, card, effect)
                        .into_iter()
                        .map(|target| Action::Initiative(Initiative::UseAbility { card, target })),
                );
            }
            _ => {
                out.push(Action::Initiative(Initiative::UseAbility { card, target: None }));
                out.extend(
                    state
                        .attachments_of(card)
                        .map(|t| Action::Initiative(Initiative::UseAbility { card, target: Some(t) })),
                );
            }
        }
    }
}

fn conflict_candidates(state: &State, out: &mut Vec<Action>) {
    let side = state.acting();
    let Some(e) = &state.engagement else {
        out.extend(
            conflict::engage_targets(state)
                .into_iter()
                .map(|objective| Action::Initiative(Initiative::Engage { objective })),
        );
        return;
    };
    match e.step {
        state::EngagementStep::Attackers | state::EngagementStep::Defenders => out.extend(
            conflict::declarable(state, e, side)
                .into_iter()
                .map(|unit| Action::Initiative(Initiative::Declare { unit })),
        ),
        state::EngagementStep::EdgeBattle => {
            out.extend(state.player(side).hand.iter().map(|&card| Action::Initiative(Initiative::EdgeCard { card })))
        }
        state::EngagementStep::Strikes => out.extend(
            conflict::strikers(state, e, side).into_iter().map(|unit| Action::Initiative(Initiative::Strike { unit })),
        ),
    }
}
