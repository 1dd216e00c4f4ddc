//! `legal_actions`: every action the acting seat may take now, each with every choice inside,
//! legal by construction. What `check` asks of each action is asked once where it is decided:
//! the payments are the first ready resources (6.2.a, "Resources"), a card's conditions once per
//! card, an ability's cost once per ability, the hosts with room for a Pilot (7.5.17.a, 3.6.c)
//! and the defenders past the Sentinels (`attack::Defenders`) once per position.
//!
//! The list is in the order of the candidates `check` accepts (`flow::candidates`): saves keep a
//! move as its index here, and the property tests hold the two to be the same list, in order.

use crate::engine::ruleset::count_listing;
use crate::engine::Table as _;
use crate::engine::{CardId, Seat};
use crate::rules::swu::abilities::actions::{self, attack_ability, attack_ability_among, own_action, own_action_among};
use crate::rules::swu::abilities::effects;
use crate::rules::swu::abilities::indirect;
use crate::rules::swu::attack::{arena_of, barred_from_bases, cant_attack_with, Defenders};
use crate::rules::swu::board::{Blank, Board, Few};
use crate::rules::swu::cost::{
    actions_in, play_ability, play_ability_among, play_cost, ready_resources, unit_actions, Pricing,
};
use crate::rules::swu::cost::{free_from_discard, resources_to_pay, How, Price};
use crate::rules::swu::flow::check::check_ability_cost;
use crate::rules::swu::flow::resolve::leaving;
use crate::rules::swu::forms::{form, is_unit};
use crate::rules::swu::intent;
use crate::rules::swu::keywords::{has_keyword, unit_has_keyword};
use crate::rules::swu::model::ability::{Ability, Cost, Effect, Form, Instruction, Replacement};
use crate::rules::swu::model::action::{Action, Payment, MAX_PAYMENT};
use crate::rules::swu::model::def::{CardType, Keyword};
use crate::rules::swu::model::state::{Phase, Prompt, Restriction, State, SEATS};
use crate::rules::swu::pilot::{has_room, has_room_with, piloting_restriction};
use crate::rules::swu::unique;
use crate::rules::swu::upgrade::{self, vehicles_without_pilot};

/// The legal actions now: the answers to the pending prompt, or the action phase's actions.
pub(crate) fn legal_actions(state: &State) -> Vec<Action> {
    count_listing();
    if state.outcome.is_some() {
        return Vec::new();
    }
    if let Some(prompt) = &state.prompt {
        return answers(state, prompt);
    }
    if state.phase != Phase::Action {
        return Vec::new();
    }
    let seat = state.acting();
    let table = Table::new(state, seat);
    // Room for a usual listing (a list small enough for the allocator's quickest bins); a large
    // table grows it.
    let mut out = Vec::with_capacity(20);
    out.push(Action::Pass);
    if state.initiative_taken.is_none() {
        out.push(Action::TakeInitiative);
    }
    plays(state, seat, &table, &mut out);
    plays_from_discard(state, seat, &mut out);
    attacks(state, seat, &table, &mut out);
    abilities(state, seat, &table, &mut out);
    deploys(state, seat, &table, &mut out);
    out
}

/// What the action phase's actions share, worked out once for the position.
struct Table {
    /// The units in play, both seats', in play order, and what is attached to each.
    board: Board,
    /// The acting seat's units.
    own: Few<CardId, 32>,
    /// The acting seat's Vehicle units, each with whether it has room for one more Pilot.
    vehicles: Few<(CardId, bool), 16>,
    /// The acting seat's first ready resources, in the order they lie: a payment is the first
    /// ones, and none is longer than `MAX_PAYMENT`.
    ready: Few<CardId, MAX_PAYMENT>,
    /// The acting seat's leader, and the form it is in (in its base zone, or in play).
    leader: CardId,
    leader_form: Option<Form>,
}

impl Table {
    fn new(state: &State, seat: Seat) -> Table {
        let board = Board::new(state);
        let own: Few<CardId, 32> = board.units.iter().copied().filter(|&u| state.card(u).controller == seat).collect();
        let vehicles = own
            .iter()
            .filter(|&&u| state.def(u).is_vehicle())
            .map(|&u| {
                let room = has_room_with(state, u, board.upgrades(u));
                debug_assert_eq!(room, has_room(state, u));
                (u, room)
            })
            .collect();
        let leader = state.player(seat).leader;
        let resources = &state.player(seat).resources;
        let ready: Few<CardId, MAX_PAYMENT> =
            resources.iter().copied().filter(|&r| !state.card(r).exhausted).take(MAX_PAYMENT).collect();
        debug_assert!(ready_resources(state, seat).iter().take(MAX_PAYMENT).eq(ready.iter()));
        Table { board, own, vehicles, ready, leader, leader_form: form(state, leader) }
    }

    /// The payment of `cost`, if the seat can pay it (as `cost::payment_for`: a payment of more
    /// than `MAX_PAYMENT` is none).
    fn pay(&self, cost: u8) -> Option<Payment> {
        self.ready.get(..usize::from(cost)).and_then(Payment::try_of)
    }

    /// The Action abilities of `unit`, a unit in play.
    fn actions<'a>(&'a self, state: &'a State, unit: CardId) -> impl Iterator<Item = (CardId, &'static Ability)> + 'a {
        unit_actions(state, unit, self.board.upgrades(unit))
    }

    /// The Action abilities of the acting seat's leader, in its form now (as `cost::actions_of`).
    fn leader_actions<'a>(&'a self, state: &'a State) -> impl Iterator<Item = (CardId, &'static Ability)> + 'a {
        actions_in(state, self.leader, self.leader_form, self.board.upgrades(self.leader))
    }

    /// Whether the cost of an ability of the acting seat's leader can be paid (as
    /// `check_ability_cost`): it is the seat's, on its leader side or a unit the seat controls,
    /// and ready if the cost exhausts it.
    fn leader_may_pay(&self, state: &State, seat: Seat, cost: Cost) -> bool {
        let mine = match self.leader_form {
            Some(Form::Leader) => true,
            Some(Form::Unit) => state.card(self.leader).controller == seat,
            _ => false,
        };
        let may = mine && !(cost.exhaust && state.card(self.leader).exhausted);
        debug_assert_eq!(may, check_ability_cost(state, seat, self.leader, cost).is_ok());
        may
    }
}

/// Whether the cost of an ability of `unit`, one of `seat`'s units, can be paid: the unit is
/// ready if the cost exhausts it (as `check_ability_cost`, which asks first whether the card is
/// a unit of `seat`'s).
fn ready_for(state: &State, seat: Seat, unit: CardId, cost: Cost) -> bool {
    let ready = !(cost.exhaust && state.card(unit).exhausted);
    debug_assert_eq!(ready, check_ability_cost(state, seat, unit, cost).is_ok());
    ready
}

/// The answers to `prompt` that `check` accepts, in the order the candidates list them.
fn answers(state: &State, prompt: &Prompt) -> Vec<Action> {
    let choose = |cards: Vec<CardId>| cards.into_iter().map(|card| Action::Choose { card });
    let mut out = Vec::new();
    match prompt {
        // Setup: the winner of the flip chooses a seat; there is no passing.
        Prompt::Initiative { .. } => out.extend(SEATS.iter().map(|&seat| Action::ChooseInitiative { seat })),
        Prompt::Mulligan { .. } => out.extend([Action::Pass, Action::Mulligan]),
        Prompt::Resource { chooser, optional, .. } => {
            if *optional {
                out.push(Action::Pass);
            }
            out.extend(state.player(*chooser).hand.iter().map(|&card| Action::Resource { card }));
        }
        // 29.a: one of the copies is defeated; there is no passing.
        Prompt::Unique { card, .. } => out.extend(choose(unique::copies(state, *card))),
        Prompt::Target { chooser, effect, subject, .. } => {
            if effects::optional(effect) {
                out.push(Action::Pass);
            }
            out.extend(choose(effects::options(state, *chooser, effect, *subject)));
        }
        Prompt::Ambush { chooser, unit } => {
            out.push(Action::Pass);
            ambushes(state, *chooser, *unit, &mut out);
        }
        Prompt::Attack { chooser, which, even_exhausted, optional, subject, .. } => {
            if *optional {
                out.push(Action::Pass);
            }
            out.extend(actions::attacks_with(state, *chooser, which, *subject, *even_exhausted).into_iter().map(
                |(attacker, defender)| Action::Attack { attacker, defender, via: None, payment: Payment::default() },
            ));
        }
        Prompt::Optional { .. } | Prompt::Again { .. } => out.extend([Action::Pass, Action::Accept]),
        Prompt::May { chooser, effect, .. } => {
            out.push(Action::Pass);
            if effects::can_accept(state, *chooser, effect) {
                out.push(Action::Accept);
            }
        }
        Prompt::UpTo { chooser, effect, subject, chosen, .. } => {
            if !crate::rules::swu::abilities::several::up_to_exactly(effect) {
                out.push(Action::Pass);
            }
            let options =
                crate::rules::swu::abilities::several::up_to_options(state, *chooser, effect, *subject, chosen);
            out.extend(options.into_iter().map(|card| Action::Choose { card }));
        }
        // A heal is declined before its first point, or healed whole.
        Prompt::Divide { heal, assigned, .. } => {
            if !*heal || assigned.is_empty() {
                out.push(Action::Pass);
            }
            out.extend(choose(crate::rules::swu::abilities::several::divide_options(state, *heal, assigned)));
        }
        Prompt::PlayFromDiscard { .. } | Prompt::PlayFromHand { .. } => {
            out.push(Action::Pass);
            out.extend(crate::rules::swu::abilities::discard_play::answers(state, prompt));
        }
        // The revealed cards: no passing.
        Prompt::Revealed { .. } => out.extend(choose(crate::rules::swu::abilities::reveal::options(state, prompt))),
        // A value must be named: no passing.
        Prompt::Name { options, .. } => out.extend(options.iter().map(|&value| Action::Name { value })),
        Prompt::Search { .. } => {
            out.push(Action::Pass);
            out.extend(choose(crate::rules::swu::abilities::search::options(state, prompt)));
        }
        // Indirect damage: all of it is assigned, no passing.
        Prompt::Indirect(assigning) => out.extend(choose(indirect::options(state, assigning))),
        Prompt::Instead { card, replacement, .. } => {
            out.push(Action::Pass);
            match replacement {
                Replacement::MoveToGround => out.push(Action::Accept),
                Replacement::AttachToFriendlyVehicle => {
                    out.extend(choose(vehicles_without_pilot(state, *card, &leaving(state))));
                }
            }
        }
    }
    out
}

/// Ambush: "it may ready and attack an enemy unit" — each enemy unit it may attack (in its arena,
/// or the other one too when it "can attack <arena> units") that the Sentinels let it attack
/// (`attack::check_attack` with `ambush`).
fn ambushes(state: &State, chooser: Seat, unit: CardId, out: &mut Vec<Action>) {
    if !is_unit(state, unit) || state.card(unit).controller != chooser {
        return;
    }
    let Some(arena) = arena_of(state, unit) else { return };
    let defenders = Defenders::facing(state, &Board::new(state), chooser);
    let ignores = has_keyword(state, unit, Keyword::Saboteur);
    for &(defender, sentinel) in defenders.open_to(state, unit, state.attachments_of(unit), arena).iter() {
        if defenders.past_sentinels(arena, sentinel, ignores) {
            let payment = Payment::default();
            out.push(Action::Attack { attacker: unit, defender, via: None, payment });
        }
    }
}

/// A "Play … from your hand" ability `seat` may use now: its card, what it lets be played, how
/// much less the card costs, and what it adds to the cost.
#[derive(Clone, Copy)]
struct PlaySource {
    via: Option<CardId>,
    instruction: Option<Instruction>,
    /// "Play a <trait> unit".
    trait_name: Option<&'static str>,
    less: u8,
    extra: u8,
}

impl Blank for PlaySource {
    const BLANK: PlaySource = PlaySource { via: None, instruction: None, trait_name: None, less: 0, extra: 0 };
}

/// 6.2.a, 7.5.17: plays from hand — a unit as a unit, with each Piloting on each friendly Vehicle
/// with room, an upgrade on each unit — on their own and by each ability of `seat`'s that plays
/// a card and whose cost it can pay, each paid with the first ready resources.
fn plays(state: &State, seat: Seat, table: &Table, out: &mut Vec<Action>) {
    let mut sources: Few<PlaySource, 4> = Few::default();
    sources.push(PlaySource::BLANK);
    let leader = table.leader;
    let found = play_ability_among(table.leader_actions(state));
    debug_assert_eq!(found, play_ability(state, leader));
    if let Some(p) = found {
        if table.leader_may_pay(state, seat, p.cost) {
            sources.push(PlaySource {
                via: Some(leader),
                instruction: Some(p.instruction),
                trait_name: p.trait_name,
                less: p.less,
                extra: resources_to_pay(state, seat, p.cost.resources),
            });
        }
    }
    for &unit in &table.own {
        let found = play_ability_among(table.actions(state, unit));
        debug_assert_eq!(found, play_ability(state, unit));
        if let Some(p) = found {
            if ready_for(state, seat, unit, p.cost) {
                sources.push(PlaySource {
                    via: Some(unit),
                    instruction: Some(p.instruction),
                    trait_name: p.trait_name,
                    less: p.less,
                    extra: resources_to_pay(state, seat, p.cost.resources),
                });
            }
        }
    }
    let pricing = Pricing::new(state, seat);
    for &card in &state.player(seat).hand {
        let def = state.def(card);
        let restriction = piloting_restriction(def);
        // What the card costs as a unit or an upgrade card, before the ability that plays it.
        let whole = match def.card_type {
            CardType::Unit => pricing.price(state, card, How::Unit),
            CardType::Upgrade => pricing.price(state, card, How::Upgrade),
            CardType::Event => pricing.price(state, card, How::Event),
            _ => None,
        };
        for &PlaySource { via, instruction, trait_name, less, extra } in &sources {
            if trait_name.is_some_and(|t| !def.has_trait(t)) {
                continue;
            }
            let allows = |how| instruction.is_none_or(|i| intent::allows(i, how));
            let cost = |how, price: Option<Price>| {
                let cost = price.map_or(0, |p| p.less(less)).saturating_add(extra);
                debug_assert_eq!(cost, play_cost(state, seat, card, how, via).unwrap_or(0).saturating_add(extra));
                cost
            };
            match def.card_type {
                CardType::Unit => {
                    if allows(How::Unit) {
                        if let Some(payment) = table.pay(cost(How::Unit, whole)) {
                            out.push(Action::PlayUnit { card, via, payment });
                        }
                    }
                    for n in 0..def.piloting.len() as u8 {
                        let how = How::Pilot(n);
                        if !allows(how) {
                            continue;
                        }
                        let Some(payment) = table.pay(cost(how, pricing.price(state, card, how))) else { continue };
                        out.reserve(table.vehicles.len());
                        for &(host, room) in &table.vehicles {
                            if room || restriction != Restriction::FriendlyVehicleWithoutPilot {
                                out.push(Action::PlayPilot { card, host, piloting: n, via, payment });
                            }
                        }
                    }
                }
                CardType::Upgrade if allows(How::Upgrade) => {
                    if let Some(payment) = table.pay(cost(How::Upgrade, whole)) {
                        out.extend(
                            table
                                .board
                                .units
                                .iter()
                                .filter(|&&host| upgrade::may_attach(state, card, host))
                                .map(|&host| Action::PlayUpgrade { card, host, via, payment }),
                        );
                    }
                }
                // An event Hangar plays (one it does not is never dealt from a deck).
                CardType::Event if allows(How::Event) && def.implemented() => {
                    if let Some(payment) = table.pay(cost(How::Event, whole)) {
                        out.push(Action::PlayEvent { card, via, payment });
                    }
                }
                _ => {}
            }
        }
    }
}

/// Units `seat` may play from their owner's discard pile for free this phase (Stolen AT-Hauler),
/// after the plays from hand.
fn plays_from_discard(state: &State, seat: Seat, out: &mut Vec<Action>) {
    for &card in &state.player(seat).free_from_discard {
        if free_from_discard(state, seat, card) && state.def(card).card_type == CardType::Unit {
            out.push(Action::PlayUnit { card, via: None, payment: Payment::default() });
        }
    }
}

/// Attacks: each of `seat`'s ready units on each enemy unit in its arena and on the enemy base,
/// as the Sentinels allow; and the same by the leader's ability that makes an attack (Rio
/// Durant's, with a unit of its arena, gaining Saboteur), when its cost can be paid.
fn attacks(state: &State, seat: Seat, table: &Table, out: &mut Vec<Action>) {
    // Only a ready unit attacks: with none (after a round's attacks), the defenders are not
    // worked out.
    if table.own.iter().all(|&u| state.card(u).exhausted) {
        return;
    }
    let leader = table.leader;
    let found = attack_ability_among(table.leader_actions(state));
    debug_assert_eq!(found, attack_ability(state, leader));
    let via = match found {
        Some(Ability::Action { cost, then: Effect::AttackWith { arena, keyword, .. } })
            if table.leader_may_pay(state, seat, *cost) =>
        {
            table
                .pay(resources_to_pay(state, seat, cost.resources))
                .map(|payment| (payment, *arena, *keyword == Keyword::Saboteur))
        }
        _ => None,
    };
    let defenders = Defenders::facing(state, &table.board, seat);
    // On a large table, room at once for every attack the list may hold (each ready unit on each
    // defender in its arena and on the base, on its own and by the leader's ability) rather than
    // growing the list by doubling; a usual list has room enough.
    let room: usize = table
        .own
        .iter()
        .filter(|&&u| !state.card(u).exhausted)
        .filter_map(|&u| arena_of(state, u))
        .map(|arena| defenders.in_arena(arena).len() + 1)
        .sum();
    if room > 64 {
        out.reserve(room * (1 + usize::from(via.is_some())));
    }
    for &attacker in &table.own {
        let upgrades = table.board.upgrades(attacker);
        if state.card(attacker).exhausted || cant_attack_with(state, attacker, upgrades.clone()) {
            continue;
        }
        let Some(arena) = arena_of(state, attacker) else { continue };
        let saboteur = unit_has_keyword(state, attacker, upgrades.clone(), table.board.auras(), Keyword::Saboteur);
        debug_assert_eq!(saboteur, has_keyword(state, attacker, Keyword::Saboteur));
        let via = via.filter(|&(_, a, _)| a == arena);
        let mut attack = |defender, sentinel| {
            if defenders.past_sentinels(arena, sentinel, saboteur) {
                out.push(Action::Attack { attacker, defender, via: None, payment: Payment::default() });
            }
            if let Some((payment, _, gains)) = via {
                if defenders.past_sentinels(arena, sentinel, saboteur || gains) {
                    out.push(Action::Attack { attacker, defender, via: Some(leader), payment });
                }
            }
        };
        for &(defender, sentinel) in defenders.open_to(state, attacker, upgrades, arena).iter() {
            attack(defender, sentinel);
        }
        if !barred_from_bases(state, attacker) {
            attack(defenders.base, false);
        }
    }
}

/// Action abilities that stand on their own (a leader's "create a TIE Fighter token", "deal 1
/// damage to a unit"), when their cost can be paid and their "If …" holds: with each unit they
/// may target.
fn abilities(state: &State, seat: Seat, table: &Table, out: &mut Vec<Action>) {
    let leader = table.leader;
    let own = table.own.iter().map(|&unit| {
        let found = own_action_among(table.actions(state, unit));
        debug_assert_eq!(found, own_action(state, unit));
        (unit, found)
    });
    let found = own_action_among(table.leader_actions(state));
    debug_assert_eq!(found, own_action(state, leader));
    for (card, found) in std::iter::once((leader, found)).chain(own) {
        let Some((source, Ability::Action { cost, then })) = found else { continue };
        let payable =
            if card == leader { table.leader_may_pay(state, seat, *cost) } else { ready_for(state, seat, card, *cost) };
        if !payable || (cost.once_per_round && state.used_this_round.contains(&source)) {
            continue;
        }
        if !effects::holds_now(state, seat, then) {
            continue;
        }
        let Some(payment) = table.pay(resources_to_pay(state, seat, cost.resources)) else { continue };
        if effects::needs_target(then) {
            let mut option = vec![false; state.cards.len()];
            for target in effects::options(state, seat, then, None) {
                option[target.idx()] = true;
            }
            // The units in play order, then the bases ("deal 1 damage to a base").
            let bases = SEATS.iter().map(|&s| state.player(s).base);
            for target in table.board.units.iter().copied().chain(bases).filter(|u| option[u.idx()]) {
                out.push(Action::UseAbility { card, target: Some(target), payment });
            }
        } else {
            out.push(Action::UseAbility { card, target: None, payment });
        }
    }
}

/// The leader's Epic Action, once per game, with at least its cost in resources: as a unit, and
/// for a pilot leader as a Pilot on each friendly Vehicle without one (`leader::check_deploy`).
fn deploys(state: &State, seat: Seat, table: &Table, out: &mut Vec<Action>) {
    let leader = table.leader;
    let player = state.player(seat);
    let affordable = player.resources.len() >= usize::from(state.def(leader).cost);
    if table.leader_form != Some(Form::Leader) || player.deployed || !affordable {
        return;
    }
    // "Action [cost]: If you control N or more resources, deploy this leader": its cost paid too.
    if let Some(cost) = crate::rules::swu::leader::deploy_cost(state, leader) {
        if (cost.exhaust && state.card(leader).exhausted) || table.pay(cost.resources).is_none() {
            return;
        }
    }
    out.push(Action::Deploy { leader });
    if state.def(leader).can_deploy_as_pilot {
        for &(host, room) in &table.vehicles {
            if room {
                out.push(Action::DeployAsPilot { leader, host });
            }
        }
    }
}
