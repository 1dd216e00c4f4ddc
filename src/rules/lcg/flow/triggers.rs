//! Triggered abilities, all offered one way (research notes lcg.md §1 "Timing": a Reaction is
//! optional, a Forced one is not; "Limit N per turn" applies). When something happens or is
//! about to ([`Trigger`]), each Reaction, Interrupt and replacement waiting for it ([`When`]) —
//! on cards in play, in hand for those that work from there, and on a completed mission in its
//! victory pile — is offered in turn, the active player's first, as one prompt its controller may
//! decline ([`Ask::Triggered`]). Two Interrupts are used inside the choice they change instead:
//! an Interrupt to playing a card is part of the play (Kuat Reinforcements, `discard_to_reduce.rs`)
//! and Red Five's blast replacement is an option of where the blast damage goes.

use crate::cards::lcg::catalog;
use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::abilities::ability_cost;
use crate::rules::lcg::abilities::initiate;
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::abilities::replacement;
use crate::rules::lcg::abilities::strike_focus;
use crate::rules::lcg::constants;
use crate::rules::lcg::cost;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::mission;
use crate::rules::lcg::model::ability::{Ability, Triggered, When};
use crate::rules::lcg::model::action::Payment;
use crate::rules::lcg::model::def::{Affiliation, CardType, Side};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::kind_set::KindSet;
use crate::rules::lcg::model::state::{Ask, Prompt, State, Step, Trigger};
use crate::rules::lcg::payment;
use crate::rules::lcg::pilot;
use crate::rules::lcg::stats;
use crate::rules::lcg::targeting;
use std::borrow::Cow;
use std::sync::OnceLock;

/// Queues the offers a trigger makes, resolved in turn after the work already under way. A card
/// entering play may lower damage capacities first (Grand Moff Tarkin).
pub(crate) fn fire(state: &mut State, trigger: Trigger) {
    if matches!(trigger, Trigger::EnteredPlay { .. }) {
        schedule(state, [Step::CheckCapacities, Step::Fire { trigger }]);
    } else {
        schedule(state, [Step::Fire { trigger }]);
    }
}

/// Step::Fire: finds every triggered ability waiting for `trigger` and queues an offer for each,
/// the active player's first.
pub(crate) fn offers(state: &mut State, trigger: Trigger) {
    let steps = waiting(state, trigger);
    schedule(state, steps);
}

/// The offers `trigger` makes, the active player's first: each ability that waits for it on a
/// card where it works (both asked of every candidate card; waiting is the cheaper question). A
/// card none of whose triggered abilities waits for this kind of trigger is passed over unread.
fn waiting(state: &State, trigger: Trigger) -> Vec<Step> {
    let mut steps = Vec::new();
    let triggered = triggers_by_definition();
    let kind = kind_of(trigger);
    for side in [state.active, state.active.opponent()] {
        for card in candidates(state, side, trigger) {
            if !triggered.get(state.card(card).def.index()).is_none_or(|t| t.meets(kind)) {
                continue;
            }
            for (i, ability) in pilot::abilities(state, card).enumerate() {
                if waits_for(state, card, ability, trigger) && works_where_it_is(state, card, ability) {
                    steps.push(Step::Offer { card, ability: i as u8, context: trigger.card() });
                }
            }
        }
    }
    steps
}

/// Could `trigger` make an offer now: has a card where it may work an ability waiting for its
/// kind? The triggers added for the Light Side pool (a unit destroyed — which the Dark Side
/// pool's "destroyed or captured" waits for too —, the Balance set, an edge battle won) are
/// queued only when heard, so a play with no card waiting for them runs as it did.
pub(crate) fn heard(state: &State, trigger: Trigger) -> bool {
    let triggered = triggers_by_definition();
    let kind = kind_of(trigger);
    [Side::Dark, Side::Light].into_iter().any(|side| {
        candidates(state, side, trigger).any(|c| triggered.get(state.card(c).def.index()).is_none_or(|t| t.meets(kind)))
    })
}

/// The kind of `trigger`, as a set of one.
fn kind_of(trigger: Trigger) -> KindSet {
    KindSet::of(match trigger {
        Trigger::EnteredPlay { .. } => 0,
        Trigger::Struck { .. } => 1,
        Trigger::DeclaredAttacker { .. } => 2,
        Trigger::Refreshed { .. } => 3,
        Trigger::TurnBegan { .. } => 4,
        Trigger::DrawPhaseBegan { .. } => 5,
        Trigger::ObjectiveDestroyed { .. } => 6,
        Trigger::Played { .. } => 7,
        Trigger::LeavingPlay { .. } => 8,
        Trigger::Striking { .. } => 9,
        Trigger::MissionCompleted { .. } => 10,
        Trigger::Targeted { .. } => 11,
        Trigger::Survived { .. } => 12,
        Trigger::DeclaredDefender { .. } => 13,
        Trigger::Engaged { .. } => 14,
        Trigger::Readied { .. } => 15,
        Trigger::EngagementEnding { .. } => 16,
        Trigger::Captured { .. } => 17,
        Trigger::Damaging { .. } => 18,
        Trigger::UnitDestroyed { .. } => 19,
        Trigger::BalanceSet { .. } => 20,
        Trigger::EdgeBattleWon { .. } => 21,
        Trigger::Destroying { .. } => 22,
        Trigger::Capturing { .. } => 23,
        Trigger::PilotMoved { .. } => 24,
        Trigger::StrikeResolved { .. } => 25,
        Trigger::ForcePhaseBegan { .. } => 26,
        Trigger::EventPlaying { .. } => 27,
    })
}

/// The kinds of trigger `when` can wait for: every one [`waits_for`] may pair it with.
fn waited_for_by(when: &When) -> KindSet {
    let (card, side) = (CardId(0), Side::Dark);
    let kinds: &[Trigger] = match when {
        When::ThisEntersPlay { .. } | When::FriendlyEntersPlay { .. } | When::AnyUnitEntersPlay { .. } => {
            &[Trigger::EnteredPlay { card }]
        }
        When::ThisStrikes { .. } | When::FriendlyStrikes { .. } | When::HostStrikes { .. } => {
            &[Trigger::Struck { unit: card }, Trigger::Striking { unit: card }]
        }
        When::ThisDeclaredAttacker | When::HostDeclaredAttacker => &[Trigger::DeclaredAttacker { unit: card }],
        When::FriendlyUnitDestroyed => &[Trigger::UnitDestroyed { unit: card, controller: side }],
        When::BalanceSetTo { .. } => &[Trigger::BalanceSet { side }],
        When::YouLoseTheEdge | When::YouRevealFate { .. } | When::EdgeBattleResolves => {
            &[Trigger::EdgeBattleWon { winner: side }]
        }
        When::EnemyStrikes(_) => &[Trigger::Struck { unit: card }, Trigger::Striking { unit: card }],
        When::EnemyDeclared => &[Trigger::DeclaredAttacker { unit: card }, Trigger::DeclaredDefender { unit: card }],
        When::YouRefresh => &[Trigger::Refreshed { side }],
        When::YourTurnBegins | When::OpponentsTurnBegins => &[Trigger::TurnBegan { side }],
        When::YourDrawPhaseBegins => &[Trigger::DrawPhaseBegan { side }],
        When::ObjectiveDestroyed { .. } => &[Trigger::ObjectiveDestroyed { objective: card }],
        When::YouPlay { .. } | When::YouPlayOneOf { .. } => &[Trigger::Played { card }],
        When::ThisLeavesPlay | When::LeavesPlay(_) | When::HostLeavesPlay => &[Trigger::LeavingPlay { card }],
        When::ThisMissionCompleted => &[Trigger::MissionCompleted { mission: card }],
        When::TargetedByEnemy(_) => &[Trigger::Targeted { card, source: card }],
        When::Survives { .. } => &[Trigger::Survived { unit: card, attacker: true, unopposed: false }],
        When::OpponentEngages { .. } => &[Trigger::Engaged { objective: card }],
        When::Readies(_) | When::HostReadies => &[Trigger::Readied { unit: card }],
        When::EngagementEnds { .. } => &[Trigger::EngagementEnding { objective: card }],
        When::DestroyedOrCaptured { .. } => {
            &[Trigger::UnitDestroyed { unit: card, controller: side }, Trigger::Captured { card }]
        }
        When::DealtDamage { .. } => &[Trigger::Damaging { card }],
        When::ForcePhaseBegins => &[Trigger::ForcePhaseBegan { side }],
        When::EventPlayed => &[Trigger::EventPlaying { card }],
        When::StrikeDestroysEnemyObjective(_) => &[Trigger::StrikeResolved { unit: card }],
        When::PilotAttachedToThis => &[Trigger::EnteredPlay { card }, Trigger::PilotMoved { pilot: card }],
        When::WouldBeDestroyedOrCaptured(_) => &[Trigger::Destroying { unit: card }, Trigger::Capturing { card }],
        When::PlacesFocusInStrike { .. } => &[Trigger::Struck { unit: card }],
        When::ThisStrikesInsteadOfIcons | When::ThisFocusedToStrike => &[Trigger::Striking { unit: card }],
        When::HostStruckAfterItsReaction => &[Trigger::Struck { unit: card }],
        When::MissionEntersOrLeavesPlay => {
            &[Trigger::EnteredPlay { card }, Trigger::MissionCompleted { mission: card }]
        }
    };
    kinds.iter().map(|&t| kind_of(t)).collect()
}

/// The kinds of trigger each definition's triggered abilities (Reactions, Interrupts and
/// replacements, printed or in its pilot text) can wait for, by definition id: a card can have
/// an ability waiting only for those; worked out once from the catalog.
fn triggers_by_definition() -> &'static [KindSet] {
    static TRIGGERS: OnceLock<Vec<KindSet>> = OnceLock::new();
    TRIGGERS.get_or_init(|| {
        catalog()
            .iter()
            .map(|(_, def)| {
                let pilot_text = def.pilot.iter().flat_map(|p| p.abilities.iter());
                let waited = def.abilities.iter().chain(pilot_text).filter_map(Ability::when);
                waited.map(waited_for_by).collect()
            })
            .collect()
    })
}

/// The cards of `side` that may have an ability waiting: in play, in hand, and the card the
/// trigger is about when it is out of play (a completed mission).
fn candidates(state: &State, side: Side, trigger: Trigger) -> impl Iterator<Item = CardId> + '_ {
    // Out of play, it can be among the others only in hand.
    let about = trigger
        .card()
        .filter(|&c| !state.in_play(c) && controller_of(state, c) == side && !state.player(side).hand.contains(&c));
    stats::controlled_in_play(state, side).chain(state.player(side).hand.iter().copied()).chain(about)
}

/// A triggered ability works while its card is in play; in hand for one that says "from your
/// hand" (or an event played as an Interrupt); in its owner's victory pile for "after this
/// mission is completed".
fn works_where_it_is(state: &State, card: CardId, ability: &Ability) -> bool {
    if ability.from_hand() {
        state.in_hand(state.card(card).owner, card)
    } else if ability.when() == Some(&When::ThisMissionCompleted) {
        state.players.iter().any(|p| p.victory.contains(&card))
    } else {
        state.in_play(card)
    }
}

/// Does `ability`, on `card`, wait for `trigger`? A Reaction waits for what happened; an
/// Interrupt or a replacement for what is about to happen.
fn waits_for(state: &State, card: CardId, ability: &Ability, trigger: Trigger) -> bool {
    let (when, about_to) = match ability {
        Ability::Reaction(t) => (&t.when, false),
        Ability::Interrupt(t) => (&t.when, true),
        Ability::Replacement(r) if !r.instead.is_part_of_a_choice() => (&r.when, true),
        _ => return false,
    };
    // "After this unit is focused to strike, instead of resolving its combat icons": a Reaction
    // offered before what it replaces.
    let instead = matches!(when, When::ThisStrikesInsteadOfIcons | When::ThisFocusedToStrike);
    if trigger.is_about_to() != (about_to || instead) {
        return false;
    }
    let controller = controller_of(state, card);
    let has_trait =
        |c: CardId, traits: &[Cow<'static, str>]| traits.is_empty() || traits.iter().any(|t| state.def(c).has_trait(t));
    let attacking = || state.engagement.as_ref().is_some_and(|e| e.attacker == controller);
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
        (When::ThisStrikes { as_attacker }, Trigger::Struck { unit } | Trigger::Striking { unit }) => {
            unit == card && (!as_attacker || attacking())
        }
        (When::FriendlyStrikes { traits }, Trigger::Struck { unit } | Trigger::Striking { unit }) => {
            state.card(unit).controller == controller && has_trait(unit, traits)
        }
        (When::HostStrikes { as_attacker }, Trigger::Struck { unit } | Trigger::Striking { unit }) => {
            state.card(card).attached.is_some_and(|a| a.host == unit) && (!as_attacker || attacking())
        }
        (When::ThisDeclaredAttacker, Trigger::DeclaredAttacker { unit }) => unit == card,
        (When::EnemyDeclared, Trigger::DeclaredAttacker { unit } | Trigger::DeclaredDefender { unit }) => {
            state.card(unit).controller != controller
        }
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
        (When::Survives { host, as_attacker, unopposed }, Trigger::Survived { unit, attacker, unopposed: u }) => {
            let subject = if *host { state.card(card).attached.is_some_and(|a| a.host == unit) } else { unit == card };
            subject && *as_attacker == attacker && (!unopposed || u)
        }
        (When::ThisLeavesPlay, Trigger::LeavingPlay { card: c }) => c == card,
        (When::LeavesPlay(filter), Trigger::LeavingPlay { card: c }) => {
            targeting::matches(state, controller, filter, c)
        }
        (When::ThisMissionCompleted, Trigger::MissionCompleted { mission }) => mission == card,
        (When::TargetedByEnemy(filter), Trigger::Targeted { card: c, source }) => {
            controller_of(state, source) != controller && targeting::matches(state, controller, filter, c)
        }
        // The Emperor's Promise: "After an opponent declares an engagement against an objective
        // not named The Emperor's Promise".
        (When::OpponentEngages { not_named }, Trigger::Engaged { objective }) => {
            state.active != controller && !not_named.iter().any(|n| *n == state.def(objective).name)
        }
        (When::Readies(filter), Trigger::Readied { unit }) => targeting::matches(state, controller, filter, unit),
        (When::HostReadies, Trigger::Readied { unit }) => state.card(card).attached.is_some_and(|a| a.host == unit),
        (When::MissionEntersOrLeavesPlay, Trigger::EnteredPlay { card: c }) => mission::is_mission(state, c),
        (When::ThisStrikesInsteadOfIcons | When::ThisFocusedToStrike, Trigger::Striking { unit }) => unit == card,
        (When::HostStruckAfterItsReaction, Trigger::Struck { unit }) => {
            state.card(card).attached.is_some_and(|a| a.host == unit) && state.strike_reacted.contains(&unit)
        }
        (When::PlacesFocusInStrike { at_least }, Trigger::Struck { unit }) => {
            unit == card && !strike_focus::focused(state, *at_least).is_empty()
        }
        (When::DealtDamage { traits }, Trigger::Damaging { card: c }) => {
            targeting::is_unit_in_play(state, c) && has_trait(c, traits)
        }
        (
            When::DestroyedOrCaptured { traits },
            Trigger::UnitDestroyed { unit: c, .. } | Trigger::Captured { card: c },
        ) => state.def(c).card_type == CardType::Unit && has_trait(c, traits),
        (When::MissionEntersOrLeavesPlay, Trigger::MissionCompleted { .. }) => true,
        (When::EngagementEnds { host }, Trigger::EngagementEnding { .. }) => {
            let subject = if *host { state.card(card).attached.map(|a| a.host) } else { Some(card) };
            subject.is_some_and(|unit| {
                state.engagement.as_ref().is_some_and(|e| e.attackers.contains(&unit) || e.defenders.contains(&unit))
            })
        }
        (When::HostLeavesPlay, Trigger::LeavingPlay { card: c }) => {
            state.card(card).attached.is_some_and(|a| a.host == c)
        }
        (When::HostDeclaredAttacker, Trigger::DeclaredAttacker { unit }) => {
            state.card(card).attached.is_some_and(|a| a.host == unit)
        }
        // Destroyed, it went to its owner's discard pile (not to a hand instead, Hobbie).
        (When::FriendlyUnitDestroyed, Trigger::UnitDestroyed { unit, controller: c }) => {
            c == controller && state.player(state.card(unit).owner).discard.contains(&unit)
        }
        (When::BalanceSetTo { side }, Trigger::BalanceSet { side: set }) => *side == set,
        (When::ForcePhaseBegins, Trigger::ForcePhaseBegan { .. }) => true,
        (When::EventPlayed, Trigger::EventPlaying { .. }) => true,
        (When::EdgeBattleResolves, Trigger::EdgeBattleWon { .. }) => true,
        // Called to Arms: "After a piloted Vehicle unit resolves a strike that destroys an enemy
        // objective".
        (When::StrikeDestroysEnemyObjective(filter), Trigger::StrikeResolved { unit }) => {
            targeting::matches(state, controller, filter, unit)
                && strike_focus::destroyed_enemy_objective(state, controller)
        }
        // Red Two: "After a Pilot enhancement is attached to this unit".
        (When::PilotAttachedToThis, Trigger::EnteredPlay { card: pilot } | Trigger::PilotMoved { pilot }) => {
            pilot::is_pilot_enhancement(state, pilot) && state.card(pilot).attached.is_some_and(|a| a.host == card)
        }
        // Phantom: "When a friendly Specter or Character unit would be destroyed or captured".
        (
            When::WouldBeDestroyedOrCaptured(filter),
            Trigger::Destroying { unit: c } | Trigger::Capturing { card: c },
        ) => targeting::matches(state, controller, filter, c),
        (When::YouLoseTheEdge, Trigger::EdgeBattleWon { winner }) => winner != controller,
        (When::YouRevealFate { affiliation }, Trigger::EdgeBattleWon { .. }) => {
            state.player(controller).edge.iter().any(|&c| {
                let def = state.def(c);
                def.card_type == CardType::Fate && def.affiliation == *affiliation
            })
        }
        (When::EnemyStrikes(filter), Trigger::Struck { unit } | Trigger::Striking { unit }) => {
            state.card(unit).controller != controller && targeting::matches(state, controller, filter, unit)
        }
        (When::YouPlayOneOf { of }, Trigger::Played { card: c }) => {
            state.card(c).owner == controller && {
                let played_as = pilot::current_type(state, c);
                of.iter().any(|f| f.accepts_as(state.def(c), played_as))
            }
        }
        _ => false,
    }
}

/// Step::Offer: asks the controller whether to use the triggered ability, if it can still be used
/// (where it works, its condition, its limit, its cost, something to change). Forced ones resolve.
pub(crate) fn offer(state: &mut State, card: CardId, ability: u8, context: Option<CardId>, events: &mut Vec<Event>) {
    let Some(found) = pilot::ability_at(state, card, ability) else { return };
    let chooser = controller_of(state, card);
    if !works_where_it_is(state, card, found)
        || !initiate::may_initiate(state, chooser)
        || (found.once_per_turn() && limit_used(state, card, ability))
    {
        return;
    }
    let usable = match found {
        Ability::Reaction(t) | Ability::Interrupt(t) => {
            t.only_while.as_ref().is_none_or(|c| constants::holds(state, card, chooser, c))
                && play_payments(state, card, ability).is_none_or(|payments| !payments.is_empty())
                && ability_cost::can_pay(state, chooser, card, &t.cost)
                && outcome::has_effect(state, chooser, card, &t.then, context)
        }
        Ability::Replacement(r) => {
            play_payments(state, card, ability).is_none_or(|payments| !payments.is_empty())
                && replacement::changes(state, &r.instead, context)
        }
        _ => false,
    };
    if !usable {
        return;
    }
    match found {
        Ability::Reaction(Triggered { forced: true, .. }) | Ability::Interrupt(Triggered { forced: true, .. }) => {
            use_triggered(state, card, ability, context, None, events)
        }
        _ => state.prompt = Some(Prompt::new(chooser, Ask::Triggered { card, ability, context })),
    }
}

/// The controller uses the offered ability. A Reaction or an Interrupt: its cost is paid, its
/// limit counted, its outcome resolved (asking for a target if it needs one). A replacement: an
/// event is played from hand with `payment`, its limit counted, and what it replaces changes.
pub(crate) fn use_triggered(
    state: &mut State,
    card: CardId,
    ability: u8,
    context: Option<CardId>,
    payment: Option<Payment>,
    events: &mut Vec<Event>,
) {
    let Some(found) = pilot::ability_at(state, card, ability) else { return };
    let side = controller_of(state, card);
    if found.once_per_turn() {
        state.limits_used.push((card, ability));
    }
    match found {
        Ability::Reaction(t) | Ability::Interrupt(t) => {
            if let Some(payment) = payment.filter(|_| played_from_hand(state, card, found)) {
                play_from_hand(state, side, card, &payment, events);
            }
            ability_cost::pay(state, side, card, &t.cost, None, events);
            strike_focus::reacted(state, card, ability, &t.when);
            events.push(if matches!(found, Ability::Reaction(_)) {
                Event::ReactionUsed { card }
            } else {
                Event::InterruptUsed { card }
            });
            let asks = t.cost.asks().map(|part| Step::AskCost { card, ability, part });
            schedule(state, asks.chain([Step::ResolveAbility { card, ability, context, target: None }]));
            if played_from_hand(state, card, found) {
                event_playing(state, card);
            }
        }
        Ability::Replacement(r) => {
            if let Some(payment) = payment.filter(|_| played_from_hand(state, card, found)) {
                play_from_hand(state, side, card, &payment, events);
            }
            events.push(Event::InterruptUsed { card });
            replacement::replace(state, card, &r.instead, context, events);
        }
        _ => {}
    }
}

/// Is using the triggered ability playing its card, an event, from hand (Koiogran Turn, Bail
/// Out)?
fn played_from_hand(state: &State, card: CardId, ability: &Ability) -> bool {
    ability.from_hand() && state.def(card).card_type == CardType::Event
}

/// What playing `card` from hand costs `side` now, and the affiliation to match, when using its
/// `ability`-th ability plays it (an event played as a Reaction or an Interrupt); cost modifiers apply as to
/// any play.
pub(crate) fn play_cost(state: &State, card: CardId, ability: u8) -> Option<(Side, u8, Affiliation)> {
    let found = pilot::ability_at(state, card, ability)?;
    let side = controller_of(state, card);
    played_from_hand(state, card, found)
        .then(|| (side, cost::printed_cost(state, side, card), state.def(card).affiliation))
}

/// Every minimal way to pay for playing `card` to use its `ability`-th ability, when using it
/// plays the card (as for any play, each is a separate answer).
pub(crate) fn play_payments(state: &State, card: CardId, ability: u8) -> Option<Vec<Payment>> {
    let (side, cost, affiliation) = play_cost(state, card, ability)?;
    Some(payment::payments(state, side, cost, affiliation, Some(card)))
}

/// An event is played from hand as an Interrupt: its cost is paid and it goes to the discard pile.
fn play_from_hand(state: &mut State, side: Side, card: CardId, payment: &Payment, events: &mut Vec<Event>) {
    payment::spend(state, payment, events);
    if let Some((i, _)) = cost::discount(state, side, card) {
        state.player_mut(side).discounts.remove(i);
    }
    fire(state, Trigger::Played { card });
    state.player_mut(side).hand.retain(|&c| c != card);
    state.player_mut(side).discard.push(card);
}

/// Sensor Array: "When an event card is played": the Interrupts to `event` are offered before
/// its effects resolve (queued only when a card waits for them).
pub(crate) fn event_playing(state: &mut State, event: CardId) {
    let playing = Trigger::EventPlaying { card: event };
    if heard(state, playing) {
        fire(state, playing);
    }
}

pub(crate) fn limit_used(state: &State, card: CardId, ability: u8) -> bool {
    state.limits_used.contains(&(card, ability))
}

/// The side a fate card or ability answers to: a card in play its controller, else its owner.
pub(crate) fn controller_of(state: &State, card: CardId) -> Side {
    if state.in_play(card) {
        state.card(card).controller
    } else {
        state.card(card).owner
    }
}
