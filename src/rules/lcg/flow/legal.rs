//! `legal_actions`: every action the acting side may take now, each with every choice inside.
//! Candidates are generated broadly and kept only if [`check`] accepts them.

use crate::engine::CardId;
use crate::rules::lcg::abilities::action;
use crate::rules::lcg::abilities::cost_choice;
use crate::rules::lcg::abilities::deck_search;
use crate::rules::lcg::abilities::discard_to_reduce;
use crate::rules::lcg::abilities::move_pilot;
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::abilities::protect;
use crate::rules::lcg::abilities::put_into_play;
use crate::rules::lcg::abilities::resolution;
use crate::rules::lcg::cost::{play_cost, printed_cost, Mode};
use crate::rules::lcg::flow::check::check;
use crate::rules::lcg::flow::conflict;
use crate::rules::lcg::flow::opening;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::flow::turn;
use crate::rules::lcg::flow::window;
use crate::rules::lcg::model::ability::Act;
use crate::rules::lcg::model::action::{Action, Answer, Initiative, Payment};
use crate::rules::lcg::model::def::{Affiliation, CardType, Enhance, Side};
use crate::rules::lcg::model::state::{Ask, EngagementStep, Phase, Prompt, State};
use crate::rules::lcg::payment;
use crate::rules::lcg::pilot;

pub fn legal_actions(state: &State) -> Vec<Action> {
    let mut actions = candidates(state);
    actions.retain(|a| check(state, a).is_ok());
    actions
}

/// Whether the acting side may take any action but Pass now: [`legal_actions`] has one, found
/// without listing the rest.
pub fn any_besides_pass(state: &State) -> bool {
    candidates(state).iter().any(|a| !a.is_pass() && check(state, a).is_ok())
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
    } else if state.phase == Phase::Force && state.window.is_none() {
        let side = state.acting();
        out.extend(state.player(side).play.iter().map(|&unit| Initiative::Commit { unit }));
    }
    out.push(Initiative::Pass);
    out.into_iter().map(Action::Initiative).collect()
}

/// The answers the pending prompt may take (kept if `check` accepts them).
fn answers(state: &State, prompt: &Prompt) -> Vec<Action> {
    let chooser = prompt.chooser;
    let choose = |cards: Vec<CardId>| cards.into_iter().map(|card| Answer::ChooseTarget { card });
    let answers: Vec<Answer> = match &prompt.kind {
        Ask::DiscardPilot { host } => {
            pilot::counted_pilots(state, *host).into_iter().map(|pilot| Answer::DiscardPilot { pilot }).collect()
        }
        Ask::UnitDamage { striker, .. } => conflict::unit_damage_targets(state, *striker)
            .into_iter()
            .map(|unit| Answer::AssignDamage { unit })
            .collect(),
        Ask::Tactics { .. } => {
            conflict::tactics_targets(state, chooser).into_iter().map(|unit| Answer::AssignFocus { unit }).collect()
        }
        Ask::BalanceDamage => {
            turn::balance_targets(state).into_iter().map(|objective| Answer::BalanceDamage { objective }).collect()
        }
        Ask::SetupObjectives => opening::drawn_objectives(state, chooser)
            .iter()
            .map(|&objective| Answer::SetAsideObjective { objective })
            .collect(),
        Ask::Mulligan => vec![Answer::Mulligan, Answer::Pass],
        Ask::Triggered { card, ability, .. } => {
            let uses = match triggers::play_payments(state, *card, *ability) {
                Some(payments) => {
                    payments.into_iter().map(|p| Answer::Trigger { card: *card, payment: Some(p) }).collect()
                }
                None => vec![Answer::Trigger { card: *card, payment: None }],
            };
            uses.into_iter().chain([Answer::Pass]).collect()
        }
        Ask::Protect { target, amount, .. } => protect::moves(state, *target, *amount)
            .into_iter()
            .map(|(protector, amount)| Answer::Protect { protector, amount })
            .chain([Answer::Pass])
            .collect(),
        Ask::DiscardFromHand { played, .. } => state
            .player(chooser)
            .hand
            .iter()
            .filter(|&c| c != played)
            .map(|&card| Answer::DiscardFromHand { card })
            .collect(),
        Ask::Shielding { unit } => choose(conflict::shielding_targets(state, *unit)).chain([Answer::Pass]).collect(),
        Ask::Target { card, ability, .. } => {
            let decline = resolution::target_may_decline(state, *card, *ability).then_some(Answer::Pass);
            choose(resolution::target_answers(state, *card, *ability)).chain(decline).collect()
        }
        Ask::BlastDamage { striker, .. } => choose(conflict::blast_targets(state, *striker)).collect(),
        Ask::LookAtDeck { .. } | Ask::LookedAtTop { .. } => deck_search::look_answers(state, prompt),
        Ask::SearchTop { .. } => choose(deck_search::answers(state, prompt)).chain([Answer::Pass]).collect(),
        Ask::PayCost { .. } | Ask::MoveDamageFrom { .. } => choose(cost_choice::answers(state, prompt)).collect(),
        Ask::DeckBottom { cards, .. } => choose(cards.clone()).collect(),
        Ask::PutIntoPlay { search, .. } => {
            let hosts = vehicle_units(state);
            let mut out = Vec::new();
            for card in put_into_play::candidates(state, chooser, search) {
                out.push(Answer::PutIntoPlay { card, host: None });
                out.extend(hosts.iter().map(|&host| Answer::PutIntoPlay { card, host: Some(host) }));
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

/// What the ways to pay depend on: the cost, the affiliation to match, and what each ready
/// resource card gives toward the card played.
type PaymentKey = (u8, Affiliation, Vec<(CardId, u8)>);

fn plays_from_hand(state: &State, out: &mut Vec<Initiative>) {
    let side = state.acting();
    let hosts: Vec<CardId> = vehicle_units(state).into_iter().filter(|&c| state.card(c).controller == side).collect();
    let targets: Vec<CardId> = state.cards_in_play().collect();
    // Many cards in hand share a cost and an affiliation: work out each way to pay only once.
    let mut known: Vec<(PaymentKey, Vec<Payment>)> = Vec::new();
    for &card in &state.player(side).hand {
        let def = state.def(card);
        let pool = payment::pool(state, side, Some(card));
        let mut pays = |cost: u8| -> Vec<Payment> {
            let key = (cost, def.affiliation, pool.clone());
            if let Some((_, found)) = known.iter().find(|(k, _)| *k == key) {
                return found.clone();
            }
            let found = payment::payments_from(state, &pool, cost, def.affiliation);
            known.push((key, found.clone()));
            found
        };
        match def.card_type {
            CardType::Unit => {
                let cost = play_cost(state, side, card, Mode::Unit);
                out.extend(pays(cost).into_iter().map(|payment| Initiative::PlayUnit { card, payment }));
                for (source, discards) in discard_to_reduce::options(state, side, card) {
                    out.extend(
                        pays(cost.saturating_sub(discards)).into_iter().map(|payment| Initiative::PlayUnitDiscarding {
                            card,
                            source,
                            discards,
                            payment,
                        }),
                    );
                }
                if def.pilot.is_some() {
                    let options = pays(play_cost(state, side, card, Mode::Pilot));
                    for &host in &hosts {
                        out.extend(options.iter().map(|&payment| Initiative::PlayPilot { card, host, payment }));
                    }
                }
            }
            CardType::Enhancement => {
                let options = pays(printed_cost(state, side, card));
                out.extend(options.iter().map(|&payment| Initiative::PlayEnhancement { card, payment }));
                if def.enhance.is_some_and(|e| e != Enhance::YourPlayArea) {
                    for &host in &targets {
                        out.extend(options.iter().map(|&payment| Initiative::AttachEnhancement {
                            card,
                            host,
                            payment,
                        }));
                    }
                }
            }
            CardType::Mission => {
                let options = pays(printed_cost(state, side, card));
                out.extend(options.into_iter().map(|payment| Initiative::DeployMission { card, payment }));
            }
            CardType::Event => {
                let options: Vec<Payment> = pays(printed_cost(state, side, card));
                let Some((_, act)) = action::action_ability(state, card) else { continue };
                for target in act_targets(state, side, card, act) {
                    out.extend(options.iter().map(|&payment| Initiative::PlayEvent { card, target, payment }));
                }
            }
            CardType::Objective | CardType::Affiliation | CardType::Fate => {}
        }
    }
}

/// The targets a composed Action could take: its eligible targets when it has a target, the
/// Pilot enhancements it could discard when that is its cost, else none. `check` still decides;
/// this only keeps hopeless candidates out of the list.
fn act_targets(state: &State, side: Side, card: CardId, act: &Act) -> Vec<Option<CardId>> {
    if act.cost.discard_pilot {
        pilot::pilots_of(state, card).map(Some).collect()
    } else if act.then.target().is_some() {
        outcome::choices(state, side, card, &act.then).into_iter().map(Some).collect()
    } else {
        vec![None]
    }
}

/// Action abilities of cards in play, and of cards in hand whose Action works from there
/// (DS-61-3); a pilot's move (Training Procedures) names its pilot and unit.
fn abilities(state: &State, out: &mut Vec<Initiative>) {
    let side = state.acting();
    move_pilot::candidates(state, side, out);
    let in_play = state.cards_in_play().filter(|&c| state.card(c).controller == side);
    let in_hand = state.player(side).hand.iter().copied();
    for card in in_play.chain(in_hand) {
        let Some((_, act)) = action::action_ability(state, card) else { continue };
        if act.then.is_taken_as_a_play() || (!state.in_play(card) && !act.from_hand) {
            continue;
        }
        out.extend(
            act_targets(state, side, card, act).into_iter().map(|target| Initiative::UseAbility { card, target }),
        );
    }
}

fn conflict_candidates(state: &State, out: &mut Vec<Initiative>) {
    let side = state.acting();
    let Some(e) = &state.engagement else {
        out.extend(conflict::engage_targets(state).into_iter().map(|objective| Initiative::Engage { objective }));
        return;
    };
    match e.step {
        EngagementStep::Attackers | EngagementStep::Defenders => {
            out.extend(conflict::declarable(state, e, side).into_iter().map(|unit| Initiative::Declare { unit }))
        }
        EngagementStep::EdgeBattle => {
            out.extend(state.player(side).hand.iter().map(|&card| Initiative::EdgeCard { card }))
        }
        EngagementStep::Strikes => {
            out.extend(conflict::strikers(state, e, side).into_iter().map(|unit| Initiative::Strike { unit }))
        }
    }
}
