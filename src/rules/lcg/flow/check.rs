//! The one legality check. `legal_actions` lists candidates that pass it and `apply` refuses
//! whatever fails it, so the two can never disagree (DESIGN.md invariant 2).

use crate::engine::{CardId, Rejected, Rule};
use crate::rules::lcg::abilities::cost_choice;
use crate::rules::lcg::abilities::deck_search;
use crate::rules::lcg::abilities::discard_to_reduce;
use crate::rules::lcg::abilities::effects;
use crate::rules::lcg::abilities::enhance;
use crate::rules::lcg::abilities::initiate;
use crate::rules::lcg::abilities::move_pilot;
use crate::rules::lcg::abilities::protect;
use crate::rules::lcg::cost::{play_cost, printed_cost, Mode};
use crate::rules::lcg::flow::conflict;
use crate::rules::lcg::flow::conflict_check;
use crate::rules::lcg::flow::opening;
use crate::rules::lcg::flow::turn;
use crate::rules::lcg::flow::window;
use crate::rules::lcg::mission::check_mission_can_enter;
use crate::rules::lcg::model::action::{Action, Answer, Initiative, Payment};
use crate::rules::lcg::model::def;
use crate::rules::lcg::model::def::{CardType, Enhance, Side};
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::{Ask, Phase, Prompt, Search, State};
use crate::rules::lcg::payment;
use crate::rules::lcg::payment::check_payment;
use crate::rules::lcg::pilot;
use crate::rules::lcg::sections::LcgRule;
use crate::rules::lcg::targeting;

type Checked = Result<(), Rejected<Reason>>;

fn reject(reason: Reason, rule: LcgRule) -> Checked {
    Err(Rejected::new(reason, Rule::from(rule)))
}

/// Is `action` legal for the side that must act now?
pub fn check(state: &State, action: &Action) -> Checked {
    if state.outcome.is_some() {
        return reject(Reason::GameOver, LcgRule::TurnSequence);
    }
    match (&state.prompt, action) {
        (Some(prompt), Action::Answer(answer)) => check_answer(state, prompt, answer),
        (Some(prompt), Action::Initiative(_)) => reject(Reason::ChoicePending, prompt_rule(prompt)),
        (None, Action::Answer(_)) => reject(Reason::NotAnAnswer, LcgRule::PendingChoice),
        (None, Action::Initiative(initiative)) => check_initiative(state, initiative),
    }
}

/// The section a pending prompt rests on, cited when something else than its answer is tried.
fn prompt_rule(prompt: &Prompt) -> LcgRule {
    match &prompt.kind {
        Ask::DiscardPilot { .. } => LcgRule::PilotingLimit,
        Ask::BalanceDamage => LcgRule::BalanceOfTheForce,
        Ask::UnitDamage { .. }
        | Ask::Tactics { .. }
        | Ask::Protect { .. }
        | Ask::Shielding { .. }
        | Ask::BlastDamage { .. } => LcgRule::Conflict,
        Ask::DiscardFromHand { .. } => LcgRule::Deployment,
        Ask::SetupObjectives | Ask::Mulligan => LcgRule::Setup,
        Ask::Reaction { .. } => LcgRule::Mission,
        _ => LcgRule::PendingChoice,
    }
}

/// An action in the turn, with no prompt pending.
fn check_initiative(state: &State, action: &Initiative) -> Checked {
    let side = state.acting();
    let in_window = match action {
        Initiative::PlayEvent { .. } | Initiative::UseAbility { .. } | Initiative::MovePilot { .. } => true,
        Initiative::PlayUnit { card, .. } => conflict::plays_as_participant(state, side, *card),
        _ => false,
    };
    if state.engagement.is_some() && !in_window {
        return conflict_check::check(state, side, action);
    }
    if state.window.is_some() && !in_window && *action != Initiative::Pass {
        return reject(Reason::OnlyActionsInThisWindow, LcgRule::TurnSequence);
    }
    match action {
        Initiative::Pass => Ok(()),
        Initiative::Commit { unit } => check_commit(state, side, *unit),
        Initiative::Engage { .. }
        | Initiative::Declare { .. }
        | Initiative::EdgeCard { .. }
        | Initiative::Strike { .. } => conflict_check::check(state, side, action),
        Initiative::PlayUnit { card, payment } if conflict::plays_as_participant(state, side, *card) => {
            check_in_hand_of_type(state, side, *card, CardType::Unit)?;
            if state.def(*card).unique && controls_copy(state, side, *card) {
                return reject(Reason::UniqueInPlay { name: state.def(*card).name.clone() }, LcgRule::Deployment);
            }
            pay(state, side, *card, play_cost(state, side, *card, Mode::Unit), payment)
        }
        Initiative::PlayUnit { card, payment } => {
            check_from_hand(state, side, *card, CardType::Unit)?;
            pay(state, side, *card, play_cost(state, side, *card, Mode::Unit), payment)
        }
        Initiative::PlayUnitDiscarding { card, source, discards, payment } => {
            check_from_hand(state, side, *card, CardType::Unit)?;
            discard_to_reduce::check(state, side, *card, *source, *discards)?;
            let cost = play_cost(state, side, *card, Mode::Unit).saturating_sub(*discards);
            pay(state, side, *card, cost, payment)
        }
        Initiative::PlayPilot { card, host, payment } => {
            check_from_hand(state, side, *card, CardType::Unit)?;
            pilot::check_pilot_host(state, side, *card, *host)?;
            pay(state, side, *card, play_cost(state, side, *card, Mode::Pilot), payment)
        }
        Initiative::PlayEnhancement { card, payment } => {
            check_from_hand(state, side, *card, CardType::Enhancement)?;
            if !matches!(state.def(*card).enhance, Some(Enhance::YourPlayArea | Enhance::DeathStarDial)) {
                return reject(Reason::EnhancementGoesOnACard, LcgRule::Deployment);
            }
            pay(state, side, *card, printed_cost(state, side, *card), payment)
        }
        Initiative::AttachEnhancement { card, host, payment } => {
            check_from_hand(state, side, *card, CardType::Enhancement)?;
            enhance::check_host(state, side, *card, *host)?;
            pay(state, side, *card, printed_cost(state, side, *card), payment)
        }
        Initiative::DeployMission { card, payment } => {
            check_from_hand(state, side, *card, CardType::Mission)?;
            check_mission_can_enter(state, side.opponent())?;
            pay(state, side, *card, printed_cost(state, side, *card), payment)
        }
        Initiative::PlayEvent { card, target, payment } => {
            check_action_window(state, side)?;
            check_in_hand_of_type(state, side, *card, CardType::Event)?;
            effects::check_event(state, side, *card, *target)?;
            pay(state, side, *card, printed_cost(state, side, *card), payment)
        }
        Initiative::UseAbility { card, target } => {
            check_action_window(state, side)?;
            effects::check_ability(state, side, *card, *target)
        }
        Initiative::MovePilot { source, pilot, host } => {
            check_action_window(state, side)?;
            move_pilot::check(state, side, *source, *pilot, *host)
        }
    }
}

fn pay(state: &State, side: Side, card: CardId, cost: u8, payment: &Payment) -> Checked {
    let bonus = payment::bonus_traits(state, side, card);
    check_payment(state, side, cost, state.def(card).affiliation, payment, &bonus)
}

/// Action windows (research notes §1 "Timing"; docs/rules-notes.md): the player acting in the
/// deployment, conflict and Force phases, the non-active player's window as each of those ends,
/// and during an engagement's strikes the player whose turn it is to strike.
fn check_action_window(state: &State, side: Side) -> Checked {
    if !window::open_for(state, side) {
        return reject(Reason::NoActionWindow, LcgRule::TurnSequence);
    }
    if !initiate::may_initiate(state, side) {
        return reject(Reason::CannotInitiate, LcgRule::PilotedAndPiloting);
    }
    Ok(())
}

fn check_in_hand_of_type(state: &State, side: Side, card: CardId, card_type: CardType) -> Checked {
    if !state.in_hand(side, card) {
        return reject(Reason::NotInHand, LcgRule::Deployment);
    }
    if state.def(card).card_type != card_type {
        let reason = match card_type {
            CardType::Unit => Reason::NotAUnit,
            CardType::Enhancement => Reason::NotAnEnhancement,
            CardType::Mission => Reason::NotAMission,
            _ => Reason::NotAnEvent,
        };
        let rule = if card_type == CardType::Mission { LcgRule::Mission } else { LcgRule::Deployment };
        return reject(reason, rule);
    }
    Ok(())
}

/// Deployment phase: the active player plays units, enhancements and missions from hand; a
/// unique card may not be played while its controller already controls a copy.
fn check_from_hand(state: &State, side: Side, card: CardId, card_type: CardType) -> Checked {
    if state.phase != Phase::Deployment || side != state.active || state.window.is_some() {
        return reject(Reason::WrongPhase { phase: Phase::Deployment }, LcgRule::Deployment);
    }
    check_in_hand_of_type(state, side, card, card_type)?;
    let def = state.def(card);
    if def.unique && controls_copy(state, side, card) {
        return reject(Reason::UniqueInPlay { name: def.name.clone() }, LcgRule::Deployment);
    }
    if def.keywords.contains(&def::Keyword::Limited) && state.player(side).limited_played {
        return reject(Reason::LimitedPlayed, LcgRule::Deployment);
    }
    Ok(())
}

/// Does `side` control a card in play with the same name as `card`?
pub fn controls_copy(state: &State, side: Side, card: CardId) -> bool {
    let name = state.def(card).name_key;
    state
        .player(side)
        .play
        .iter()
        .any(|&c| c != card && state.card(c).controller == side && state.def(c).name_key == name)
}

/// Force phase: the active player may commit units to the Force, at most three in all; exhausted
/// units may be committed (research notes §1).
fn check_commit(state: &State, side: Side, unit: CardId) -> Checked {
    if state.phase != Phase::Force || side != state.active {
        return reject(Reason::WrongPhase { phase: Phase::Force }, LcgRule::Force);
    }
    if !targeting::is_unit_in_play(state, unit) || state.card(unit).controller != side {
        return reject(Reason::NotAUnit, LcgRule::Force);
    }
    if state.card(unit).committed {
        return reject(Reason::AlreadyCommitted, LcgRule::Force);
    }
    if turn::committed(state, side) >= turn::MAX_COMMITTED {
        return reject(Reason::ThreeCommitted, LcgRule::Force);
    }
    Ok(())
}

fn check_answer(state: &State, prompt: &Prompt, action: &Answer) -> Checked {
    match (prompt, action) {
        (Prompt { kind: Ask::DiscardPilot { host, .. }, .. }, Answer::DiscardPilot { pilot: chosen }) => {
            if pilot::counted_pilots(state, *host).contains(chosen) {
                Ok(())
            } else {
                reject(Reason::NotAnAnswer, LcgRule::PilotingLimit)
            }
        }
        (Prompt { kind: Ask::DiscardPilot { .. }, .. }, _) => reject(Reason::ChoicePending, LcgRule::PilotingLimit),
        (
            Prompt { kind: Ask::Interrupt { card, .. }, .. } | Prompt { kind: Ask::Reaction { card, .. }, .. },
            Answer::Trigger { card: chosen },
        ) if chosen == card => Ok(()),
        // Vader's TIE Advanced: "put it into play, if able": no declining a card that can enter.
        (
            Prompt { chooser, kind: Ask::PutIntoPlay { search: search @ Search::Revealed { card }, .. } },
            Answer::Pass,
        ) if effects::check_put_into_play(state, *chooser, search, *card, None).is_ok() => {
            reject(Reason::ChoicePending, LcgRule::PendingChoice)
        }
        (
            Prompt { kind: Ask::Interrupt { .. }, .. }
            | Prompt { kind: Ask::Reaction { .. }, .. }
            | Prompt { kind: Ask::PutIntoPlay { .. }, .. },
            Answer::Pass,
        ) => Ok(()),
        (Prompt { kind: Ask::DeckBottom { cards, .. }, .. }, Answer::ChooseTarget { card }) if cards.contains(card) => {
            Ok(())
        }
        (Prompt { kind: Ask::InterruptLeaving { source, .. }, .. }, Answer::Trigger { card }) if card == source => {
            Ok(())
        }
        (Prompt { kind: Ask::InterruptLeaving { .. }, .. }, Answer::Pass) => Ok(()),
        (Prompt { kind: Ask::DeckBottom { .. }, .. } | Prompt { kind: Ask::InterruptLeaving { .. }, .. }, _) => {
            reject(Reason::ChoicePending, LcgRule::PendingChoice)
        }
        (Prompt { chooser, kind: Ask::PutIntoPlay { search, .. } }, Answer::PutIntoPlay { card, host }) => {
            effects::check_put_into_play(state, *chooser, search, *card, *host)
        }
        (Prompt { kind: Ask::BalanceDamage, .. }, Answer::BalanceDamage { objective }) => {
            if turn::balance_targets(state).contains(objective) {
                Ok(())
            } else {
                reject(Reason::NotATarget, LcgRule::BalanceOfTheForce)
            }
        }
        (Prompt { kind: Ask::BalanceDamage, .. }, _) => reject(Reason::ChoicePending, LcgRule::BalanceOfTheForce),
        (Prompt { kind: Ask::UnitDamage { striker, .. }, .. }, Answer::AssignDamage { unit }) => {
            if conflict::unit_damage_targets(state, *striker).contains(unit) {
                Ok(())
            } else {
                reject(Reason::NotATarget, LcgRule::Conflict)
            }
        }
        (Prompt { chooser, kind: Ask::Tactics { .. } }, Answer::AssignFocus { unit }) => {
            if conflict::tactics_targets(state, *chooser).contains(unit) {
                Ok(())
            } else {
                reject(Reason::NotATarget, LcgRule::Conflict)
            }
        }
        (Prompt { kind: Ask::UnitDamage { .. }, .. } | Prompt { kind: Ask::Tactics { .. }, .. }, _) => {
            reject(Reason::ChoicePending, LcgRule::Conflict)
        }
        (Prompt { chooser, kind: Ask::SetupObjectives }, Answer::SetAsideObjective { objective }) => {
            if opening::drawn_objectives(state, *chooser).contains(objective) {
                Ok(())
            } else {
                reject(Reason::NotATarget, LcgRule::Setup)
            }
        }
        (Prompt { kind: Ask::Mulligan, .. }, Answer::Mulligan | Answer::Pass) => Ok(()),
        (Prompt { kind: Ask::Ability { card, .. }, .. }, Answer::Trigger { card: chosen }) if chosen == card => Ok(()),
        (Prompt { kind: Ask::Ability { .. }, .. }, Answer::Pass) => Ok(()),
        (Prompt { kind: Ask::Target { card, ability, .. }, .. }, Answer::Pass)
            if effects::target_may_decline(state, *card, *ability) =>
        {
            Ok(())
        }
        (Prompt { kind: Ask::Target { card, ability, .. }, .. }, Answer::ChooseTarget { card: chosen }) => {
            if effects::target_answers(state, *card, *ability).contains(chosen) {
                Ok(())
            } else {
                reject(Reason::NotATarget, LcgRule::PendingChoice)
            }
        }
        (Prompt { kind: Ask::Redirect { by, .. }, .. }, Answer::Trigger { card }) if card == by => Ok(()),
        (Prompt { kind: Ask::Redirect { .. }, .. }, Answer::Pass) => Ok(()),
        (Prompt { kind: Ask::Redirect { .. }, .. }, _) => reject(Reason::ChoicePending, LcgRule::PendingChoice),
        (Prompt { kind: Ask::Shielding { unit, .. }, .. }, Answer::ChooseTarget { card }) => {
            if conflict::shielding_targets(state, *unit).contains(card) {
                Ok(())
            } else {
                reject(Reason::NotATarget, LcgRule::Conflict)
            }
        }
        (Prompt { kind: Ask::Shielding { .. }, .. }, Answer::Pass) => Ok(()),
        (Prompt { kind: Ask::Protect { target, amount, .. }, .. }, Answer::Protect { protector, amount: moved }) => {
            if protect::moves(state, *target, *amount).contains(&(*protector, *moved)) {
                Ok(())
            } else {
                reject(Reason::NotATarget, LcgRule::Conflict)
            }
        }
        (Prompt { kind: Ask::Protect { .. }, .. }, Answer::Pass) => Ok(()),
        (Prompt { chooser, kind: Ask::DiscardFromHand { played, .. } }, Answer::DiscardFromHand { card }) => {
            if card != played && state.in_hand(*chooser, *card) {
                Ok(())
            } else {
                reject(Reason::NotInHand, LcgRule::Deployment)
            }
        }
        (Prompt { kind: Ask::DiscardFromHand { .. }, .. }, _) => reject(Reason::ChoicePending, LcgRule::Deployment),
        (Prompt { kind: Ask::Protect { .. }, .. }, _) => reject(Reason::ChoicePending, LcgRule::Conflict),
        (Prompt { kind: Ask::Shielding { .. }, .. }, _) => reject(Reason::ChoicePending, LcgRule::Conflict),
        (
            Prompt { kind: Ask::PayCost { .. }, .. } | Prompt { kind: Ask::MoveDamageFrom { .. }, .. },
            Answer::ChooseTarget { card: chosen },
        ) => {
            if cost_choice::answers(state, prompt).contains(chosen) {
                Ok(())
            } else {
                reject(Reason::NotAnAnswer, LcgRule::PendingChoice)
            }
        }
        (Prompt { kind: Ask::BlastDamage { striker, .. }, .. }, Answer::ChooseTarget { card }) => {
            if conflict::blast_targets(state, *striker).contains(card) {
                Ok(())
            } else {
                reject(Reason::NotATarget, LcgRule::Conflict)
            }
        }
        (Prompt { kind: Ask::BlastDamage { .. }, .. }, _) => reject(Reason::ChoicePending, LcgRule::Conflict),
        (Prompt { kind: Ask::LookAtDeck { .. }, .. } | Prompt { kind: Ask::LookedAtTop { .. }, .. }, _) => {
            if deck_search::look_answers(state, prompt).contains(action) {
                Ok(())
            } else {
                reject(Reason::NotAnAnswer, LcgRule::PendingChoice)
            }
        }
        (Prompt { kind: Ask::SearchTop { .. }, .. }, Answer::Pass) => Ok(()),
        (Prompt { kind: Ask::SearchTop { .. }, .. }, Answer::ChooseTarget { card: chosen }) => {
            if deck_search::answers(state, prompt).contains(chosen) {
                Ok(())
            } else {
                reject(Reason::NotAnAnswer, LcgRule::PendingChoice)
            }
        }
        (
            Prompt { kind: Ask::Ability { .. }, .. }
            | Prompt { kind: Ask::Target { .. }, .. }
            | Prompt { kind: Ask::PayCost { .. }, .. }
            | Prompt { kind: Ask::MoveDamageFrom { .. }, .. }
            | Prompt { kind: Ask::SearchTop { .. }, .. },
            _,
        ) => reject(Reason::ChoicePending, LcgRule::PendingChoice),
        (Prompt { kind: Ask::SetupObjectives, .. } | Prompt { kind: Ask::Mulligan, .. }, _) => {
            reject(Reason::ChoicePending, LcgRule::Setup)
        }
        (Prompt { kind: Ask::Reaction { .. }, .. }, _) => reject(Reason::ChoicePending, LcgRule::Mission),
        (Prompt { kind: Ask::Interrupt { .. }, .. } | Prompt { kind: Ask::PutIntoPlay { .. }, .. }, _) => {
            reject(Reason::ChoicePending, LcgRule::PendingChoice)
        }
    }
}
