//! The one legality check. `legal_actions` lists candidates that pass it and `apply` refuses
//! whatever fails it, so the two can never disagree (DESIGN.md invariant 2).

use crate::engine::Common;
use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule, Seat};
use crate::rules::swu::abilities::actions::{attack_ability, own_action};
use crate::rules::swu::abilities::effects;
use crate::rules::swu::attack::{arena_of, check_attack};
use crate::rules::swu::cost::{check_payment, free_from_discard, play_ability, play_cost, resources_to_pay, How};
use crate::rules::swu::flow::resolve::leaving;
use crate::rules::swu::forms::{form, is_unit};
use crate::rules::swu::intent;
use crate::rules::swu::leader::{check_deploy, check_deploy_as_pilot};
use crate::rules::swu::model::ability::{Ability, Cost, Effect, Form, Replacement};
use crate::rules::swu::model::action::{Action, Payment};
use crate::rules::swu::model::def::CardType;
use crate::rules::swu::model::reason::Reason;
use crate::rules::swu::model::state::{Phase, Prompt, State};
use crate::rules::swu::pilot::{check_pilot_host, piloting, piloting_restriction};
use crate::rules::swu::sections::SwuRule;
use crate::rules::swu::unique;
use crate::rules::swu::upgrade::{check_upgrade_host, vehicles_without_pilot};

pub(crate) type Checked = Result<(), Rejected<Reason>>;

fn reject(reason: Reason, rule: SwuRule) -> Checked {
    Err(Rejected::new(reason, Rule::from(rule)))
}

/// Is `action` legal for the seat that must act now? Every card it names is on the table
/// (`game.rs` checks that first).
pub(crate) fn check(state: &State, action: &Action) -> Checked {
    if state.outcome.is_some() {
        return reject(Reason::Common(Common::GameOver), SwuRule::Winning);
    }
    let seat = state.acting();
    if let Some(prompt) = &state.prompt {
        return check_answer(state, prompt, action);
    }
    match action {
        Action::ChooseInitiative { .. }
        | Action::Mulligan
        | Action::Resource { .. }
        | Action::Choose { .. }
        | Action::Name { .. }
        | Action::Accept => return reject(Reason::Common(Common::NotAnAnswer), SwuRule::PendingChoice),
        _ => {}
    }
    if state.phase != Phase::Action {
        return reject(Reason::Common(Common::WrongPhase { phase: Phase::Action }), SwuRule::ActionPhase);
    }
    match *action {
        Action::Pass => Ok(()),
        Action::TakeInitiative => match state.initiative_taken {
            Some(_) => reject(Reason::InitiativeTaken, SwuRule::Initiative),
            None => Ok(()),
        },
        Action::PlayUnit { card, via, payment } => check_play(state, seat, card, How::Unit, via, &payment),
        Action::PlayPilot { card, host, piloting: n, via, payment } => {
            check_play(state, seat, card, How::Pilot(n), via, &payment)?;
            check_pilot_host(state, seat, host, piloting_restriction(state.def(card)))
        }
        Action::PlayUpgrade { card, host, via, payment } => {
            check_play(state, seat, card, How::Upgrade, via, &payment)?;
            check_upgrade_host(state, card, host)
        }
        Action::PlayEvent { card, via, payment } => check_play(state, seat, card, How::Event, via, &payment),
        Action::Attack { attacker, defender, via, payment } => {
            check_attack_action(state, seat, attacker, defender, via, &payment)
        }
        Action::UseAbility { card, target, payment } => check_use_ability(state, seat, card, target, &payment),
        Action::Deploy { leader } => check_deploy(state, seat, leader),
        Action::DeployAsPilot { leader, host } => check_deploy_as_pilot(state, seat, leader, host),
        Action::ChooseInitiative { .. }
        | Action::Mulligan
        | Action::Resource { .. }
        | Action::Choose { .. }
        | Action::Name { .. }
        | Action::Accept => reject(Reason::Common(Common::NotAnAnswer), SwuRule::PendingChoice),
    }
}

/// 6.2.a: a card is played the way its player declares (`how`), from hand, paying its cost;
/// `via` an ability that plays it, which must allow that way (7.5.17.c) and be usable.
fn check_play(state: &State, seat: Seat, card: CardId, how: How, via: Option<CardId>, payment: &Payment) -> Checked {
    let from_discard = how == How::Unit && via.is_none() && free_from_discard(state, seat, card);
    if !state.in_hand(seat, card) && !from_discard {
        return reject(Reason::NotInHand, SwuRule::PlayCard);
    }
    let def = state.def(card);
    match how {
        How::Unit if def.card_type != CardType::Unit => return reject(Reason::NotAUnitCard, SwuRule::PlayCard),
        How::Pilot(n) if piloting(def, n).is_none() => {
            let rule = if def.piloting.is_empty() { SwuRule::Piloting } else { SwuRule::PilotingIndependent };
            return reject(Reason::NoPiloting, rule);
        }
        How::Upgrade if def.card_type != CardType::Upgrade => {
            let rule = if def.piloting.is_empty() { SwuRule::Upgrades } else { SwuRule::DeclaringIntent };
            return reject(Reason::NotAnUpgradeCard, rule);
        }
        How::Event if def.card_type != CardType::Event => return reject(Reason::NotAnEvent, SwuRule::PlayCard),
        // A card whose text Hangar does not play is never dealt from a deck; one a position puts in
        // hand is not played as a blank.
        How::Event if !def.implemented() => return reject(Reason::NotImplemented, SwuRule::DeckBuilding),
        _ => {}
    }
    let mut extra = 0;
    if let Some(source) = via {
        let Some(ability) = play_ability(state, source) else {
            return reject(Reason::NoSuchAbility, SwuRule::Abilities);
        };
        check_ability_cost(state, seat, source, ability.cost)?;
        let instruction = ability.instruction;
        if !intent::allows(instruction, how) {
            return reject(Reason::InstructionForbids { instruction }, SwuRule::DeclaringIntent);
        }
        if let Some(trait_name) = ability.trait_name.filter(|_| !ability.admits(def)) {
            return reject(Reason::NotOfTrait { trait_name: trait_name.to_string() }, SwuRule::Abilities);
        }
        extra = resources_to_pay(state, seat, ability.cost.resources);
    }
    let Some(cost) = play_cost(state, seat, card, how, via) else {
        return reject(Reason::NoPiloting, SwuRule::PilotingIndependent);
    };
    check_payment(state, seat, cost.saturating_add(extra), payment)
}

/// An ability's cost: its card is `seat`'s, in the form the ability works in, and ready if the
/// cost exhausts it. (Resources are part of the action's payment.)
pub(crate) fn check_ability_cost(state: &State, seat: Seat, card: CardId, cost: Cost) -> Checked {
    let mine = match form(state, card) {
        Some(Form::Leader) => state.player(seat).leader == card,
        Some(Form::Unit) => state.card(card).controller == seat,
        _ => false,
    };
    if !mine {
        return reject(Reason::NotYourCard, SwuRule::Abilities);
    }
    if cost.exhaust && state.card(card).exhausted {
        return reject(Reason::AbilityExhausted, SwuRule::Abilities);
    }
    Ok(())
}

/// An attack, on its own (no payment) or `via` an ability that makes it (Rio Durant: "Attack with
/// a space unit. It gets +1/+0 and gains Saboteur for this attack.").
fn check_attack_action(
    state: &State,
    seat: Seat,
    attacker: CardId,
    defender: CardId,
    via: Option<CardId>,
    payment: &Payment,
) -> Checked {
    let Some(source) = via else {
        check_attack(state, seat, attacker, defender, false, false)?;
        return check_payment(state, seat, 0, payment);
    };
    let Some(Ability::Action { cost, then: Effect::AttackWith { arena, keyword, .. } }) = attack_ability(state, source)
    else {
        return reject(Reason::NoSuchAbility, SwuRule::Abilities);
    };
    check_ability_cost(state, seat, source, *cost)?;
    if is_unit(state, attacker) && arena_of(state, attacker) != Some(*arena) {
        return reject(Reason::WrongArena { arena: *arena }, SwuRule::Abilities);
    }
    let saboteur = *keyword == crate::rules::swu::model::def::Keyword::Saboteur;
    check_attack(state, seat, attacker, defender, saboteur, false)?;
    check_payment(state, seat, resources_to_pay(state, seat, cost.resources), payment)
}

/// An Action ability that stands on its own: its cost, its "If …", and its target when it has
/// one ("deal 1 damage to a unit").
fn check_use_ability(state: &State, seat: Seat, card: CardId, target: Option<CardId>, payment: &Payment) -> Checked {
    let Some((source, Ability::Action { cost, then })) = own_action(state, card) else {
        return reject(Reason::NoSuchAbility, SwuRule::Abilities);
    };
    check_ability_cost(state, seat, card, *cost)?;
    if cost.once_per_round && state.used_this_round.contains(&source) {
        return reject(Reason::UsedThisRound, SwuRule::Abilities);
    }
    if !effects::holds_now(state, seat, then) {
        return reject(Reason::ConditionUnmet, SwuRule::Abilities);
    }
    match (effects::needs_target(then), target) {
        (true, None) => return reject(Reason::TargetNeeded, SwuRule::Abilities),
        (false, Some(_)) => return reject(Reason::NoTargetNeeded, SwuRule::Abilities),
        (true, Some(t)) if !effects::options(state, seat, then, None).contains(&t) => {
            return reject(Reason::NotATarget, SwuRule::Abilities)
        }
        _ => {}
    }
    check_payment(state, seat, resources_to_pay(state, seat, cost.resources), payment)
}

/// Whether `action` answers the pending prompt.
fn check_answer(state: &State, prompt: &Prompt, action: &Action) -> Checked {
    let not_an_answer = || reject(Reason::Common(Common::NotAnAnswer), SwuRule::PendingChoice);
    match (prompt, *action) {
        (Prompt::Initiative { .. }, Action::ChooseInitiative { seat }) => {
            if seat.0 < 2 {
                Ok(())
            } else {
                reject(Reason::NoSuchSeat, SwuRule::Setup)
            }
        }
        (Prompt::Mulligan { .. }, Action::Mulligan | Action::Pass) => Ok(()),
        (Prompt::Resource { chooser, .. }, Action::Resource { card }) => {
            if state.in_hand(*chooser, card) {
                Ok(())
            } else {
                reject(Reason::NotInHand, SwuRule::Resources)
            }
        }
        (Prompt::Resource { optional: true, .. }, Action::Pass) => Ok(()),
        (Prompt::Unique { card, .. }, Action::Choose { card: chosen }) => {
            if unique::copies(state, *card).contains(&chosen) {
                Ok(())
            } else {
                reject(Reason::NotATarget, SwuRule::UniqueAnyForm)
            }
        }
        (Prompt::Target { chooser, effect, subject, .. }, Action::Choose { card }) => {
            if effects::options(state, *chooser, effect, *subject).contains(&card) {
                Ok(())
            } else {
                reject(Reason::NotATarget, SwuRule::Abilities)
            }
        }
        (Prompt::Target { effect, .. }, Action::Pass) if effects::optional(effect) => Ok(()),
        (Prompt::Ambush { chooser, unit }, Action::Attack { attacker, defender, via: None, payment }) => {
            if attacker != *unit {
                return reject(Reason::NotATarget, SwuRule::Ambush);
            }
            check_attack(state, *chooser, attacker, defender, false, true)?;
            check_payment(state, *chooser, 0, &payment)
        }
        (Prompt::Ambush { .. } | Prompt::Attack { optional: true, .. }, Action::Pass) => Ok(()),
        (
            Prompt::Attack { chooser, which, even_exhausted, subject, .. },
            Action::Attack { attacker, defender, via: None, payment },
        ) => {
            if !crate::rules::swu::abilities::acts::named(state, *chooser, which, *subject).contains(&attacker) {
                return reject(Reason::NotATarget, SwuRule::Abilities);
            }
            // "That unit can't attack bases for this attack."
            if *even_exhausted && state.player(crate::rules::swu::model::state::other(*chooser)).base == defender {
                return reject(Reason::NotATarget, SwuRule::Abilities);
            }
            check_attack(state, *chooser, attacker, defender, false, *even_exhausted)?;
            check_payment(state, *chooser, 0, &payment)
        }
        (Prompt::Instead { replacement: Replacement::MoveToGround, .. }, Action::Accept) => Ok(()),
        (
            Prompt::Instead { card, replacement: Replacement::AttachToFriendlyVehicle, .. },
            Action::Choose { card: host },
        ) => {
            if vehicles_without_pilot(state, *card, &leaving(state)).contains(&host) {
                Ok(())
            } else {
                reject(Reason::NotATarget, SwuRule::UnitsAsUpgrades)
            }
        }
        (Prompt::Instead { .. }, Action::Pass) => Ok(()),
        (Prompt::May { chooser, effect, .. }, Action::Accept) if !effects::can_accept(state, *chooser, effect) => {
            let available = crate::rules::swu::cost::ready_resources(state, *chooser).len().min(255) as u8;
            let cost = match effect {
                Effect::May { then, .. } => match **then {
                    Effect::PayResources { amount } => amount,
                    _ => 0,
                },
                _ => 0,
            };
            reject(Reason::CannotAfford { cost, available }, SwuRule::Resources)
        }
        (Prompt::Optional { .. } | Prompt::May { .. } | Prompt::Again { .. }, Action::Accept | Action::Pass) => Ok(()),
        (Prompt::Divide { heal, assigned, .. }, Action::Choose { card }) => {
            if is_unit(state, card)
                && crate::rules::swu::abilities::several::divide_options(state, *heal, assigned).contains(&card)
            {
                Ok(())
            } else {
                reject(Reason::NotATarget, SwuRule::Abilities)
            }
        }
        (Prompt::Divide { heal: true, assigned, .. }, Action::Pass) if !assigned.is_empty() => not_an_answer(),
        (Prompt::UpTo { effect, .. }, Action::Pass) if crate::rules::swu::abilities::several::up_to_exactly(effect) => {
            not_an_answer()
        }
        (Prompt::Divide { .. } | Prompt::UpTo { .. }, Action::Pass) => Ok(()),
        (Prompt::Search { .. } | Prompt::PlayFromDiscard { .. } | Prompt::PlayFromHand { .. }, Action::Pass) => Ok(()),
        (
            play @ (Prompt::PlayFromDiscard { .. } | Prompt::PlayFromHand { .. }),
            play_unit @ Action::PlayUnit { .. },
        ) => {
            if crate::rules::swu::abilities::discard_play::answers(state, play).contains(&play_unit) {
                Ok(())
            } else {
                reject(Reason::NotATarget, SwuRule::Abilities)
            }
        }
        (Prompt::Name { options, .. }, Action::Name { value }) => {
            if options.contains(&value) {
                Ok(())
            } else {
                reject(Reason::NotATarget, SwuRule::Abilities)
            }
        }
        (revealed @ Prompt::Revealed { .. }, Action::Choose { card }) => {
            if crate::rules::swu::abilities::reveal::options(state, revealed).contains(&card) {
                Ok(())
            } else {
                reject(Reason::NotATarget, SwuRule::Abilities)
            }
        }
        (search @ Prompt::Search { .. }, Action::Choose { card }) => {
            if crate::rules::swu::abilities::search::options(state, search).contains(&card) {
                Ok(())
            } else {
                reject(Reason::NotATarget, SwuRule::Abilities)
            }
        }
        (Prompt::Indirect(assigning), Action::Choose { card }) => {
            if crate::rules::swu::abilities::indirect::options(state, assigning).contains(&card) {
                Ok(())
            } else {
                reject(Reason::NotATarget, SwuRule::Abilities)
            }
        }
        (Prompt::UpTo { chooser, effect, subject, chosen, .. }, Action::Choose { card }) => {
            if crate::rules::swu::abilities::several::up_to_options(state, *chooser, effect, *subject, chosen)
                .contains(&card)
            {
                Ok(())
            } else {
                reject(Reason::NotATarget, SwuRule::Abilities)
            }
        }
        _ => not_an_answer(),
    }
}
