//! Applying an action: checked first, then carried out on a copy. An illegal action returns a
//! rejection and leaves the state as it was (DESIGN.md invariant 3).

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::lcg::abilities::action;
use crate::rules::lcg::abilities::cost_choice;
use crate::rules::lcg::abilities::deck_search;
use crate::rules::lcg::abilities::discard_then_draw;
use crate::rules::lcg::abilities::move_pilot;
use crate::rules::lcg::abilities::name_trait;
use crate::rules::lcg::abilities::one_of;
use crate::rules::lcg::abilities::put_into_play;
use crate::rules::lcg::abilities::reveal;
use crate::rules::lcg::abilities::strike_focus;
use crate::rules::lcg::constants;
use crate::rules::lcg::cost;
use crate::rules::lcg::flow::check::check;
use crate::rules::lcg::flow::conflict;
use crate::rules::lcg::flow::opening;
use crate::rules::lcg::flow::resolve;
use crate::rules::lcg::flow::resolve::{run, schedule};
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::flow::window;
use crate::rules::lcg::mission;
use crate::rules::lcg::model::action::{Action, Answer, Initiative};
use crate::rules::lcg::model::def;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::{Ask, Prompt, State, Step, Trigger};
use crate::rules::lcg::model::state::{Attachment, Role};
use crate::rules::lcg::payment::spend;
use std::cell::Cell;

/// Applies `action` for the side that must act now.
///
/// # Errors
/// The rejection names the reason and the rule; `state` is unchanged.
pub(crate) fn apply(state: &State, action: &Action) -> Result<(State, Vec<Event>), Rejected<Reason>> {
    check(state, action)?;
    let mut next = state.clone();
    let mut events = Vec::new();
    perform(&mut next, action, &mut events);
    run(&mut next, &mut events);
    Ok((next, events))
}

/// Carries out `action`, one of `legal_actions(state)`, in place and without checking it again
/// (the search's hot path; STYLE.md lesson 4: the unchecked path's precondition is that the
/// action was listed). The same steps as [`apply`] on its copy, so the two reach the same state.
pub(crate) fn apply_listed(state: &mut State, action: &Action) {
    debug_assert!(check(state, action).is_ok(), "apply_listed: {action:?} is not legal");
    // Nobody reads these events: the list is kept between calls for its room.
    let mut events = UNREAD_EVENTS.take();
    perform(state, action, &mut events);
    run(state, &mut events);
    events.clear();
    UNREAD_EVENTS.set(events);
}

thread_local! {
    /// The room [`apply_listed`] records its events in, empty between calls.
    static UNREAD_EVENTS: Cell<Vec<Event>> = const { Cell::new(Vec::new()) };
}

fn perform(state: &mut State, action: &Action, events: &mut Vec<Event>) {
    let side = state.acting();
    match (state.prompt.take(), action) {
        (Some(prompt), Action::Answer(answer)) => answer_prompt(state, prompt, answer, events),
        (None, Action::Initiative(initiative)) => take(state, side, initiative, events),
        // `check` refuses the rest.
        (prompt, _) => state.prompt = prompt,
    }
}

fn take(state: &mut State, side: Side, action: &Initiative, events: &mut Vec<Event>) {
    match action {
        Initiative::PlayUnit { card, payment } => {
            let joins = conflict::plays_as_participant(state, side, *card);
            spend(state, payment, events);
            from_hand_to_play(state, side, *card);
            if joins {
                conflict::join_engagement(state, *card);
            }
            events.push(Event::EnteredPlayAsUnit { card: *card });
            triggers::fire(state, Trigger::EnteredPlay { card: *card });
        }
        Initiative::PlayUnitDiscarding { card, source, discards, payment } => {
            events.push(Event::InterruptUsed { card: *source });
            spend(state, payment, events);
            from_hand_to_play(state, side, *card);
            events.push(Event::EnteredPlayAsUnit { card: *card });
            triggers::fire(state, Trigger::EnteredPlay { card: *card });
            state.prompt = Some(Prompt::new(side, Ask::DiscardFromHand { played: *card, remaining: *discards }));
        }
        Initiative::PlayPilot { card, host, payment } => {
            spend(state, payment, events);
            from_hand_to_play(state, side, *card);
            state.attach(*card, Some(Attachment { host: *host, role: Role::Pilot }));
            events.push(Event::Attached { card: *card, host: *host, role: Role::Pilot });
            schedule(
                state,
                [Step::CheckPilotLimit { host: *host }, Step::Fire { trigger: Trigger::EnteredPlay { card: *card } }],
            );
        }
        Initiative::PlayEnhancement { card, payment } => {
            spend(state, payment, events);
            from_hand_to_play(state, side, *card);
            events.push(Event::EnhancementPlayed { card: *card });
            triggers::fire(state, Trigger::EnteredPlay { card: *card });
        }
        Initiative::AttachEnhancement { card, host, payment } => {
            spend(state, payment, events);
            from_hand_to_play(state, side, *card);
            state.attach(*card, Some(Attachment { host: *host, role: Role::Enhancement }));
            events.push(Event::Attached { card: *card, host: *host, role: Role::Enhancement });
            triggers::fire(state, Trigger::EnteredPlay { card: *card });
        }
        Initiative::DeployMission { card, payment } => {
            // Card Type: Mission: "deploy it in his opponent's play area, under his opponent's
            // control."
            spend(state, payment, events);
            spend_discount(state, side, *card);
            triggers::fire(state, Trigger::Played { card: *card });
            let opponent = side.opponent();
            state.player_mut(side).hand.retain(|c| c != card);
            state.player_mut(opponent).play.push(*card);
            state.card_mut(*card).controller = opponent;
            state.card_mut(*card).clear_tokens();
            events.push(Event::MissionDeployed { card: *card, into: opponent });
            triggers::fire(state, Trigger::EnteredPlay { card: *card });
        }
        Initiative::PlayEvent { card, target, payment } => {
            spend(state, payment, events);
            spend_discount(state, side, *card);
            triggers::fire(state, Trigger::Played { card: *card });
            state.player_mut(side).hand.retain(|c| c != card);
            state.player_mut(side).discard.push(*card);
            events.push(Event::EventPlayed { card: *card, target: *target });
            action::initiate(state, *card, *target, events);
            triggers::event_playing(state, *card);
        }
        Initiative::UseAbility { card, target } => {
            events.push(Event::AbilityUsed { card: *card });
            action::initiate(state, *card, *target, events);
        }
        Initiative::MovePilot { source, pilot, host } => move_pilot::perform(state, *source, *pilot, *host, events),
        Initiative::Commit { unit } => {
            state.card_mut(*unit).committed = true;
            events.push(Event::Committed { card: *unit });
        }
        Initiative::Pass if state.engagement.is_some() => conflict::pass(state, events),
        Initiative::Pass => window::pass(state, events),
        Initiative::Engage { objective } => conflict::engage(state, *objective, events),
        Initiative::Declare { unit } => conflict::declare(state, *unit, events),
        Initiative::EdgeCard { card } => conflict::place_edge_card(state, *card, events),
        Initiative::Strike { unit } => conflict::strike(state, *unit, events),
    }
}

/// Carries out `answer` to `prompt` (checked). A `Pass` declines, or stops, what the prompt
/// offered.
fn answer_prompt(state: &mut State, prompt: Prompt, answer: &Answer, events: &mut Vec<Event>) {
    let chooser = prompt.chooser;
    match (&prompt.kind, *answer) {
        (Ask::DiscardPilot { host }, Answer::DiscardPilot { pilot }) => schedule(
            state,
            [
                Step::LeavePlay { card: pilot, to: mission::leaves_play_to(), offered: false },
                Step::CheckPilotLimit { host: *host },
            ],
        ),
        (Ask::Triggered { card, ability, context }, Answer::Trigger { payment, .. }) => {
            triggers::use_triggered(state, *card, *ability, *context, payment, events)
        }
        (Ask::DeckBottom { .. }, Answer::ChooseTarget { card }) => reveal::put_on_bottom(state, prompt, card, events),
        (Ask::MoveEnhancementTo { enhancement, .. }, Answer::ChooseTarget { card }) => {
            move_pilot::move_enhancement(state, *enhancement, card, events)
        }
        (Ask::PutIntoPlay { search, .. }, answer) => {
            if let Answer::PutIntoPlay { card, host } = answer {
                put_into_play::put_into_play(state, chooser, card, host, events);
            }
            if put_into_play::searches_the_deck(search) {
                schedule(state, [Step::ShuffleCommandDeck { side: chooser }]);
            }
        }
        (Ask::BalanceDamage, Answer::BalanceDamage { objective }) => {
            resolve::deal_damage(state, None, objective, 1, events);
        }
        (Ask::UnitDamage { striker, amount }, Answer::AssignDamage { unit }) => {
            resolve::deal_damage(state, Some(*striker), unit, *amount, events);
        }
        (Ask::Tactics { striker, remaining }, Answer::AssignFocus { unit }) => {
            // A shield prevents 1 focus from a strike.
            let cs = state.card_mut(unit);
            if cs.shields > 0 {
                cs.shields -= 1;
            } else {
                cs.focus += 1;
                events.push(Event::Focused { card: unit });
                strike_focus::placed(state, unit);
            }
            if *remaining > 1 {
                schedule(state, [Step::AskTactics { striker: *striker, remaining: remaining - 1 }]);
            }
        }
        (Ask::SetupObjectives, Answer::SetAsideObjective { objective }) => {
            opening::set_aside_objective(state, chooser, objective, events);
        }
        (Ask::Target { card, ability, context }, Answer::ChooseTarget { card: target }) => {
            let step = Step::ResolveAbility { card: *card, ability: *ability, context: *context, target: Some(target) };
            schedule(state, [step]);
        }
        // "Up to N" (Repel the Invaders): declining a further card ends the choices.
        (Ask::Target { .. }, Answer::Pass) => state.picked.clear(),
        (Ask::Shielding { .. }, Answer::ChooseTarget { card }) => {
            state.card_mut(card).shields = 1;
            events.push(Event::Shielded { card });
        }
        (Ask::Protect { target, amount, source }, Answer::Protect { protector, amount: moved }) => {
            resolve::damage_without_protect(state, *source, protector, moved, events);
            resolve::damage_without_protect(state, *source, *target, amount.saturating_sub(moved), events);
        }
        (Ask::Protect { target, amount, source }, _) => {
            resolve::damage_without_protect(state, *source, *target, *amount, events);
        }
        (Ask::DiscardFromHand { played, remaining }, Answer::DiscardFromHand { card }) => {
            state.player_mut(chooser).hand.retain(|&c| c != card);
            state.player_mut(chooser).discard.push(card);
            events.push(Event::DiscardedFromHand { card });
            if *remaining > 1 {
                let ask = Ask::DiscardFromHand { played: *played, remaining: remaining - 1 };
                state.prompt = Some(Prompt::new(chooser, ask));
            }
        }
        (Ask::PayCost { .. } | Ask::MoveDamageFrom { .. }, Answer::ChooseTarget { card }) => {
            cost_choice::answer(state, &prompt, card, events)
        }
        (Ask::BlastDamage { striker, amount }, Answer::ChooseTarget { card }) => {
            resolve::deal_damage(state, Some(*striker), card, *amount, events);
        }
        (Ask::LookAtDeck { .. } | Ask::LookedAtTop { .. }, answer) => {
            deck_search::answer_look(state, prompt, &answer, events)
        }
        (Ask::SearchTop { .. }, answer) => deck_search::answer(state, prompt, &answer, events),
        (Ask::Mulligan, Answer::Mulligan) => opening::mulligan(state, chooser, events),
        (Ask::ChooseOption { card, target }, Answer::ChooseOption { index }) => {
            one_of::choose(state, chooser, *card, *target, index, events)
        }
        (Ask::ChoosePlayer { card }, Answer::ChoosePlayer { side }) => discard_then_draw::chosen(state, *card, side),
        (Ask::DiscardThenDraw { .. }, Answer::DiscardFromHand { card }) => {
            discard_then_draw::discard_then_draw(state, chooser, card, events)
        }
        (Ask::NameTrait { card }, Answer::NameTrait { name }) => {
            if let Some(outcome) = name_trait::outcome_of(state, *card) {
                name_trait::resolve(state, chooser, outcome, name, events);
            }
        }
        (Ask::Mulligan, _) => events.push(Event::KeptHand { side: chooser }),
        // Declined: what the prompt offered is not done.
        _ => {}
    }
}

/// Elite Pilot Training's "the next Black Squadron card you play this turn" is used up by it.
fn spend_discount(state: &mut State, side: Side, card: CardId) {
    if let Some((i, _)) = cost::discount(state, side, card) {
        // A waiting discount is no part of what the constants in force rest on.
        state.players[side.idx()].discounts.remove(i);
    }
}

/// A card played from hand enters its player's play area with no tokens; a Pilot card counts
/// toward "the first Pilot card you play each turn".
fn from_hand_to_play(state: &mut State, side: Side, card: CardId) {
    spend_discount(state, side, card);
    triggers::fire(state, Trigger::Played { card });
    let is_pilot_card = state.def(card).is_pilot_card;
    let limited = state.def(card).keywords.contains(&def::Keyword::Limited);
    state.move_from_hand_to_play(side, card);
    let player = &mut state.players[side.idx()];
    player.limited_played |= limited;
    if is_pilot_card {
        player.pilot_cards_played = player.pilot_cards_played.saturating_add(1);
    }
    state.card_mut(card).controller = side;
    state.card_mut(card).clear_tokens();
    // Blizzard Assault: "the first Walker unit you play each turn" (recorded only while such a
    // constant is in play, so other games keep the state they always had).
    if constants::first_played_counted(state) {
        state.played_this_turn.push(card);
    }
}
