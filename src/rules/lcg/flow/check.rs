//! The one legality check. `legal_actions` lists candidates that pass it and `apply` refuses
//! whatever fails it, so the two can never disagree (DESIGN.md invariant 2).

use crate::engine::Common;
use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule};
use crate::rules::lcg::abilities::action;
use crate::rules::lcg::abilities::cost_choice;
use crate::rules::lcg::abilities::deck_search;
use crate::rules::lcg::abilities::discard_then_draw;
use crate::rules::lcg::abilities::discard_to_reduce;
use crate::rules::lcg::abilities::enhance;
use crate::rules::lcg::abilities::initiate;
use crate::rules::lcg::abilities::move_pilot;
use crate::rules::lcg::abilities::name_trait;
use crate::rules::lcg::abilities::one_of;
use crate::rules::lcg::abilities::protect;
use crate::rules::lcg::abilities::put_into_play;
use crate::rules::lcg::abilities::resolution;
use crate::rules::lcg::cost::{on_host, play_cost, printed_cost, Mode};
use crate::rules::lcg::flow::conflict;
use crate::rules::lcg::flow::conflict_check;
use crate::rules::lcg::flow::opening;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::flow::turn;
use crate::rules::lcg::flow::window;
use crate::rules::lcg::mission::check_mission_can_enter;
use crate::rules::lcg::model::action::{Action, Answer, Initiative, Payment};
use crate::rules::lcg::model::def;
use crate::rules::lcg::model::def::{CardType, Enhance, Side};
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::{Ask, Phase, Prompt, Search, State};
use crate::rules::lcg::payment::check_payment;
use crate::rules::lcg::pilot;
use crate::rules::lcg::sections::{card_text, LcgRule};
use crate::rules::lcg::targeting;

type Checked = Result<(), Rejected<Reason>>;

fn reject(reason: Reason, rule: LcgRule) -> Checked {
    Err(Rejected::new(reason, Rule::from(rule)))
}

/// Is `action` legal for the side that must act now?
pub(crate) fn check(state: &State, action: &Action) -> Checked {
    if state.outcome.is_some() {
        return reject(Reason::Common(Common::GameOver), LcgRule::Winning);
    }
    match (&state.prompt, action) {
        (Some(prompt), Action::Answer(answer)) => check_answer(state, prompt, answer),
        (Some(prompt), Action::Initiative(_)) => reject(Reason::Common(Common::ChoicePending), prompt_rule(prompt)),
        (None, Action::Answer(_)) => reject(Reason::Common(Common::NotAnAnswer), LcgRule::PendingChoice),
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
        Ask::Triggered { .. }
        | Ask::PutIntoPlay { .. }
        | Ask::Target { .. }
        | Ask::PayCost { .. }
        | Ask::MoveDamageFrom { .. }
        | Ask::SearchTop { .. }
        | Ask::LookAtDeck { .. }
        | Ask::LookedAtTop { .. }
        | Ask::DeckBottom { .. }
        | Ask::MoveEnhancementTo { .. }
        | Ask::NameTrait { .. }
        | Ask::ChoosePlayer { .. }
        | Ask::DiscardThenDraw { .. }
        | Ask::ChooseOption { .. } => LcgRule::PendingChoice,
    }
}

/// An action in the turn, with no prompt pending.
fn check_initiative(state: &State, action: &Initiative) -> Checked {
    match owed(state, action)? {
        Some(Owed { card, cost, payment }) => pay(state, state.acting(), card, cost, payment),
        None => Ok(()),
    }
}

/// What a play from hand still owes once everything but its payment is legal: `payment` must pay
/// `cost` for `card` (Resources).
pub(crate) struct Owed<'a> {
    pub card: CardId,
    pub cost: u8,
    pub payment: &'a Payment,
}

/// The cost `action` owes when it is legal but for its payment, a play whose `payment` is one of
/// the minimal payments `payment::payments_from` generates for the cost owed and the pool of
/// `side` toward the card: legal when everything but its payment is (such a payment passes
/// `check_payment` by construction). `legal_actions` asks this once per card, host and target
/// rather than once per payment (a Pilot card's plays on each host through
/// [`unpaid_pilot_costs`]).
pub(crate) fn unpaid_cost(state: &State, action: &Initiative) -> Option<u8> {
    owed(state, action).ok().flatten().map(|owed| owed.cost)
}

/// [`unpaid_cost`] of playing `card`, a unit in the acting side's hand, as a unit (its payment
/// left empty). Outside an engagement and an action window this asks only the deployment checks
/// ([`check_from_hand`]) less where the card is and its type, which the listing knows.
pub(crate) fn unpaid_unit_cost(state: &State, card: CardId) -> Option<u8> {
    let side = state.acting();
    if state.engagement.is_some() || state.window.is_some() {
        return unpaid_cost(state, &Initiative::PlayUnit { card, payment: Payment::default() });
    }
    debug_assert!(state.in_hand(side, card) && state.def(card).card_type == CardType::Unit);
    let cost = (check_deployment_step(state, side).is_ok() && check_playable(state, side, card).is_ok())
        .then(|| play_cost(state, side, card, Mode::Unit));
    debug_assert_eq!(cost, unpaid_cost(state, &Initiative::PlayUnit { card, payment: Payment::default() }));
    cost
}

/// Timing: in an action window outside an engagement (the non-active player's, as a phase
/// ends) only Actions and events are played, so no play from hand but an event is legal
/// ([`unpaid_cost`] refuses the others before anything else).
pub(crate) fn only_events_from_hand(state: &State) -> bool {
    state.engagement.is_none() && state.window.is_some()
}

/// [`unpaid_cost`] of playing `card` from hand as a Pilot enhancement on each of `hosts`: `f` is
/// handed each host the play is legal on but for its payment, with its cost. The same answers as
/// asking host by host, with what does not depend on the host (no engagement or window, the
/// card playable from hand, its pilot cost) asked once, and of each host only the traits
/// Pilot (X) may name (`hosts` are Vehicle units the acting side controls, as `legal.rs` finds
/// them). `unit_play_legal` is whether playing `card` as a unit is legal but for its payment
/// ([`unpaid_cost`] answered): outside an engagement and a window that asks the same deployment
/// checks, so they are not asked again.
pub(crate) fn unpaid_pilot_costs(
    state: &State,
    card: CardId,
    unit_play_legal: bool,
    hosts: &[CardId],
    mut f: impl FnMut(CardId, u8),
) {
    let side = state.acting();
    if state.engagement.is_some() || state.window.is_some() {
        return;
    }
    debug_assert_eq!(unit_play_legal, check_from_hand(state, side, card, CardType::Unit).is_ok());
    if !unit_play_legal {
        return;
    }
    let mut cost = None;
    for &host in hosts {
        let takes = pilot::friendly_vehicle_takes(state, card, host);
        debug_assert_eq!(takes, pilot::check_pilot_host(state, side, card, host).is_ok());
        if takes {
            let base = *cost.get_or_insert_with(|| play_cost(state, side, card, Mode::Pilot));
            f(host, on_host(state, side, host, base));
        }
    }
}

/// What the play from hand `action` costs `side` now, however it is paid: the printed cost, the
/// pilot cost for a Pilot enhancement (Pilot (X)), less what discarding to reduce takes off;
/// `None` when `action` is no play from hand.
pub(crate) fn play_cost_owed(state: &State, side: Side, action: &Initiative) -> Option<u8> {
    Some(match action {
        Initiative::PlayUnit { card, .. } => play_cost(state, side, *card, Mode::Unit),
        Initiative::PlayUnitDiscarding { card, discards, .. } => {
            play_cost(state, side, *card, Mode::Unit).saturating_sub(*discards)
        }
        Initiative::PlayPilot { card, host, .. } => {
            on_host(state, side, *host, play_cost(state, side, *card, Mode::Pilot))
        }
        Initiative::AttachEnhancement { card, host, .. } => {
            on_host(state, side, *host, printed_cost(state, side, *card))
        }
        Initiative::PlayEnhancement { card, .. }
        | Initiative::DeployMission { card, .. }
        | Initiative::PlayEvent { card, .. } => printed_cost(state, side, *card),
        _ => return None,
    })
}

/// Everything about `action` but its payment, in `check_initiative`'s order (the payment is
/// always checked last); for a play from hand, what it owes.
fn owed<'a>(state: &State, action: &'a Initiative) -> Result<Option<Owed<'a>>, Rejected<Reason>> {
    let side = state.acting();
    let owe = |card: &CardId, payment: &'a Payment| {
        let cost = play_cost_owed(state, side, action).unwrap_or_default();
        Ok(Some(Owed { card: *card, cost, payment }))
    };
    let participant = matches!(action, Initiative::PlayUnit { card, .. }
        if conflict::plays_as_participant(state, side, *card));
    let from_discard = matches!(action, Initiative::AttachEnhancement { card, .. }
        if action::plays_from_discard(state, side, *card));
    let in_window = participant
        || from_discard
        || matches!(
            action,
            Initiative::PlayEvent { .. } | Initiative::UseAbility { .. } | Initiative::MovePilot { .. }
        );
    if state.engagement.is_some() && !in_window {
        return conflict_check::check(state, side, action).map(|()| None);
    }
    if state.window.is_some() && !in_window && *action != Initiative::Pass {
        return Err(Rejected::new(Reason::OnlyActionsInThisWindow, Rule::from(LcgRule::Timing)));
    }
    match action {
        Initiative::Pass => Ok(None),
        Initiative::Commit { unit } => check_commit(state, side, *unit).map(|()| None),
        Initiative::Engage { .. }
        | Initiative::Declare { .. }
        | Initiative::EdgeCard { .. }
        | Initiative::Strike { .. } => conflict_check::check(state, side, action).map(|()| None),
        Initiative::PlayUnit { card, payment } if participant => {
            check_in_hand_of_type(state, side, *card, CardType::Unit)?;
            if state.def(*card).unique && controls_copy(state, side, *card) {
                let reason = Reason::UniqueInPlay { name: state.def(*card).name.to_string() };
                return Err(Rejected::new(reason, Rule::from(LcgRule::Deployment)));
            }
            owe(card, payment)
        }
        Initiative::PlayUnit { card, payment } => {
            check_from_hand(state, side, *card, CardType::Unit)?;
            owe(card, payment)
        }
        Initiative::PlayUnitDiscarding { card, source, discards, payment } => {
            check_from_hand(state, side, *card, CardType::Unit)?;
            discard_to_reduce::check(state, side, *card, *source, *discards)?;
            owe(card, payment)
        }
        Initiative::PlayPilot { card, host, payment } => {
            check_from_hand(state, side, *card, CardType::Unit)?;
            pilot::check_pilot_host(state, side, *card, *host)?;
            owe(card, payment)
        }
        Initiative::PlayEnhancement { card, payment } => {
            check_from_hand(state, side, *card, CardType::Enhancement)?;
            if !matches!(state.def(*card).enhance, Some(Enhance::YourPlayArea | Enhance::DeathStarDial)) {
                return Err(Rejected::new(Reason::EnhancementGoesOnACard, Rule::from(LcgRule::Deployment)));
            }
            owe(card, payment)
        }
        Initiative::AttachEnhancement { card, host, payment } if from_discard => {
            check_action_window(state, side)?;
            check_playable(state, side, *card)?;
            enhance::check_host(state, side, *card, *host)?;
            owe(card, payment)
        }
        Initiative::AttachEnhancement { card, host, payment } => {
            check_from_hand(state, side, *card, CardType::Enhancement)?;
            enhance::check_host(state, side, *card, *host)?;
            owe(card, payment)
        }
        Initiative::DeployMission { card, payment } => {
            check_from_hand(state, side, *card, CardType::Mission)?;
            check_mission_can_enter(state, side.opponent())?;
            owe(card, payment)
        }
        Initiative::PlayEvent { card, target, payment } => {
            check_action_window(state, side)?;
            check_in_hand_of_type(state, side, *card, CardType::Event)?;
            action::check_event(state, side, *card, *target)?;
            owe(card, payment)
        }
        Initiative::UseAbility { card, target } => {
            check_action_window(state, side)?;
            action::check_ability(state, side, *card, *target).map(|()| None)
        }
        Initiative::MovePilot { source, pilot, host } => {
            check_action_window(state, side)?;
            move_pilot::check(state, side, *source, *pilot, *host).map(|()| None)
        }
    }
}

fn pay(state: &State, side: Side, card: CardId, cost: u8, payment: &Payment) -> Checked {
    check_payment(state, side, cost, state.def(card).affiliation, payment, Some(card))
}

/// Action windows (research notes §1 "Timing"; docs/rules-notes.md): the player acting in the
/// deployment, conflict and Force phases, the non-active player's window as each of those ends,
/// and during an engagement's strikes the player whose turn it is to strike.
fn check_action_window(state: &State, side: Side) -> Checked {
    if !window::open_for(state, side) {
        return reject(Reason::NoActionWindow, LcgRule::Timing);
    }
    if let Some(blocker) = initiate::blocker(state, side) {
        return Err(Rejected::new(Reason::CannotInitiate, card_text(&state.def(blocker).name)));
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
    check_deployment_step(state, side)?;
    check_in_hand_of_type(state, side, card, card_type)?;
    check_playable(state, side, card)
}

/// Cards are played from hand in their owner's deployment phase, outside an action window.
fn check_deployment_step(state: &State, side: Side) -> Checked {
    if state.phase != Phase::Deployment || side != state.active || state.window.is_some() {
        return reject(Reason::Common(Common::WrongPhase { phase: Phase::Deployment }), LcgRule::Deployment);
    }
    Ok(())
}

/// What a card in hand asks to be played: no unique copy of it controlled already, no second
/// Limited card in the turn.
fn check_playable(state: &State, side: Side, card: CardId) -> Checked {
    let def = state.def(card);
    if def.unique && controls_copy(state, side, card) {
        return reject(Reason::UniqueInPlay { name: def.name.to_string() }, LcgRule::Deployment);
    }
    if def.keywords.contains(&def::Keyword::Limited) && state.player(side).limited_played {
        return reject(Reason::LimitedPlayed, LcgRule::Deployment);
    }
    Ok(())
}

/// Does `side` control a card in play with the same name as `card`?
pub(crate) fn controls_copy(state: &State, side: Side, card: CardId) -> bool {
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
        return reject(Reason::Common(Common::WrongPhase { phase: Phase::Force }), LcgRule::Force);
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

/// `answer` to the pending `prompt`: one of the answers its kind takes, and one it allows now.
fn check_answer(state: &State, prompt: &Prompt, answer: &Answer) -> Checked {
    let chooser = prompt.chooser;
    let among = |fits: bool, reason: Reason, rule: LcgRule| if fits { Ok(()) } else { reject(reason, rule) };
    match (&prompt.kind, answer) {
        (Ask::DiscardPilot { host }, Answer::DiscardPilot { pilot: chosen }) => among(
            pilot::counted_pilots(state, *host).contains(chosen),
            Reason::Common(Common::NotAnAnswer),
            LcgRule::PilotingLimit,
        ),
        (Ask::Triggered { card, ability, .. }, Answer::Trigger { card: chosen, payment }) if chosen == card => {
            match (triggers::play_cost(state, *card, *ability), payment) {
                (Some((side, cost, affiliation)), Some(payment)) => {
                    check_payment(state, side, cost, affiliation, payment, Some(*card))
                }
                (None, None) => Ok(()),
                _ => reject(Reason::Common(Common::NotAnAnswer), LcgRule::PendingChoice),
            }
        }
        (Ask::Triggered { .. }, Answer::Pass) => Ok(()),
        (Ask::PutIntoPlay { source, search }, Answer::PutIntoPlay { card, host }) => {
            put_into_play::check(state, chooser, *source, search, *card, *host)
        }
        // Vader's TIE Advanced: "put it into play, if able": no declining a card that can enter.
        (Ask::PutIntoPlay { source, search: search @ Search::Revealed { card } }, Answer::Pass) => among(
            put_into_play::check(state, chooser, *source, search, *card, None).is_err(),
            Reason::Common(Common::ChoicePending),
            LcgRule::PendingChoice,
        ),
        (Ask::PutIntoPlay { .. }, Answer::Pass) => Ok(()),
        (Ask::DeckBottom { cards, .. }, Answer::ChooseTarget { card }) if cards.contains(card) => Ok(()),
        (Ask::MoveEnhancementTo { enhancement, .. }, Answer::ChooseTarget { card }) => among(
            move_pilot::enhancement_hosts(state, *enhancement).contains(card),
            Reason::Common(Common::NotAnAnswer),
            LcgRule::PendingChoice,
        ),
        (Ask::BalanceDamage, Answer::BalanceDamage { objective }) => {
            among(turn::balance_targets(state).contains(objective), Reason::NotATarget, LcgRule::BalanceOfTheForce)
        }
        (Ask::UnitDamage { striker, .. }, Answer::AssignDamage { unit }) => {
            among(conflict::unit_damage_targets(state, *striker).contains(unit), Reason::NotATarget, LcgRule::Conflict)
        }
        (Ask::Tactics { .. }, Answer::AssignFocus { unit }) => {
            among(conflict::tactics_targets(state, chooser).contains(unit), Reason::NotATarget, LcgRule::Conflict)
        }
        (Ask::SetupObjectives, Answer::SetAsideObjective { objective }) => {
            among(opening::drawn_objectives(state, chooser).contains(objective), Reason::NotATarget, LcgRule::Setup)
        }
        (Ask::Mulligan, Answer::Mulligan | Answer::Pass) => Ok(()),
        (Ask::Target { card, ability, .. }, Answer::Pass) if resolution::target_may_decline(state, *card, *ability) => {
            Ok(())
        }
        (Ask::Target { card, ability, .. }, Answer::ChooseTarget { card: chosen }) => {
            let rule = card_text(&state.def(*card).name);
            if resolution::target_answers(state, *card, *ability).contains(chosen) {
                Ok(())
            } else {
                Err(Rejected::new(Reason::NotATarget, rule))
            }
        }
        (Ask::Shielding { unit }, Answer::ChooseTarget { card }) => {
            among(conflict::shielding_targets(state, *unit).contains(card), Reason::NotATarget, LcgRule::Conflict)
        }
        (Ask::Shielding { .. } | Ask::Protect { .. } | Ask::SearchTop { .. }, Answer::Pass) => Ok(()),
        (Ask::Protect { target, amount, .. }, Answer::Protect { protector, amount: moved }) => among(
            protect::moves(state, *target, *amount).contains(&(*protector, *moved)),
            Reason::NotATarget,
            LcgRule::Conflict,
        ),
        (Ask::DiscardFromHand { played, .. }, Answer::DiscardFromHand { card }) => {
            among(card != played && state.in_hand(chooser, *card), Reason::NotInHand, LcgRule::Deployment)
        }
        (Ask::PayCost { .. } | Ask::MoveDamageFrom { .. }, Answer::ChooseTarget { card: chosen }) => among(
            cost_choice::answers(state, prompt).contains(chosen),
            Reason::Common(Common::NotAnAnswer),
            LcgRule::PendingChoice,
        ),
        (Ask::BlastDamage { striker, .. }, Answer::ChooseTarget { card }) => {
            among(conflict::blast_targets(state, *striker).contains(card), Reason::NotATarget, LcgRule::Conflict)
        }
        (Ask::LookAtDeck { .. } | Ask::LookedAtTop { .. }, _) => among(
            deck_search::look_answers(state, prompt).contains(answer),
            Reason::Common(Common::NotAnAnswer),
            LcgRule::PendingChoice,
        ),
        (Ask::SearchTop { .. }, Answer::ChooseTarget { card: chosen }) => among(
            deck_search::answers(state, prompt).contains(chosen),
            Reason::Common(Common::NotAnAnswer),
            LcgRule::PendingChoice,
        ),
        (Ask::ChooseOption { card, target }, Answer::Pass) => among(
            one_of::may_decline(state, chooser, *card, *target),
            Reason::Common(Common::NotAnAnswer),
            LcgRule::PendingChoice,
        ),
        (Ask::ChooseOption { card, target }, Answer::ChooseOption { index }) => among(
            one_of::outcome_of(state, *card)
                .is_some_and(|outcome| one_of::options(state, chooser, outcome, *target).contains(index)),
            Reason::Common(Common::NotAnAnswer),
            LcgRule::PendingChoice,
        ),
        (Ask::ChoosePlayer { .. }, Answer::ChoosePlayer { side }) => among(
            discard_then_draw::players(state).contains(side),
            Reason::Common(Common::NotAnAnswer),
            LcgRule::PendingChoice,
        ),
        (Ask::DiscardThenDraw { .. }, Answer::DiscardFromHand { card }) => {
            among(state.in_hand(chooser, *card), Reason::NotInHand, LcgRule::PendingChoice)
        }
        (Ask::NameTrait { card }, Answer::NameTrait { name }) => among(
            name_trait::outcome_of(state, *card)
                .is_some_and(|outcome| name_trait::options(state, chooser, outcome).contains(name)),
            Reason::Common(Common::NotAnAnswer),
            LcgRule::PendingChoice,
        ),
        _ => reject(Reason::Common(Common::ChoicePending), prompt_rule(prompt)),
    }
}
