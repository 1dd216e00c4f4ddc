//! Costs and paying them (base game, shared/research/swu.md §5): "Exhaust resources equal to its
//! cost, plus 2 for each aspect icon not covered by your leader and base"; Piloting's cost Y
//! "follows all normal rules for paying costs, including accounting for any aspect penalties"
//! (7.5.17.a); reductions from the card itself, from the ability that plays it, and from effects
//! waiting for the next Pilot card.

use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule, Seat};
use crate::rules::swu::forms::{
    abilities_of_units, abilities_with, count, form, friendly_pilots, holds, own_abilities,
};
use crate::rules::swu::model::ability::{Ability, Cost, Effect, Form, Instruction};
use crate::rules::swu::model::action::Payment;
use crate::rules::swu::model::def::{Aspect, CardDef, CardType};
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::reason::Reason;
use crate::rules::swu::model::state::State;
use crate::rules::swu::pilot;
use crate::rules::swu::printed::PrintedFlag;
use crate::rules::swu::sections::SwuRule;

/// How a card is played (6.2.a: "the player also declares how they intend to play the card").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum How {
    /// As a unit, into its arena.
    Unit,
    /// As an upgrade with its `n`-th Piloting ability (7.5.17.a, b).
    Pilot(u8),
    /// An upgrade card, as an upgrade.
    Upgrade,
    /// An event: it resolves and goes to the discard pile.
    Event,
}

/// The aspect penalty: 2 for each of `aspects` not covered by the icons of `seat`'s leader and
/// base. Icons count one for one: a card with two Cunning icons needs two.
pub fn aspect_penalty(state: &State, seat: Seat, aspects: &[Aspect]) -> u8 {
    penalty(icons(state, seat), aspects)
}

/// The aspect icons of `seat`'s leader and base, counted by aspect.
fn icons(state: &State, seat: Seat) -> [u8; Aspect::ALL.len()] {
    let player = state.player(seat);
    let mut available = [0u8; Aspect::ALL.len()];
    for &aspect in state.def(player.leader).aspects.iter().chain(state.def(player.base).aspects.iter()) {
        available[aspect as usize] = available[aspect as usize].saturating_add(1);
    }
    available
}

/// 2 for each of `aspects` that the icons `available` do not cover, each icon covering one.
fn penalty(mut available: [u8; Aspect::ALL.len()], aspects: &[Aspect]) -> u8 {
    let mut missing = 0u8;
    for &aspect in aspects {
        match &mut available[aspect as usize] {
            0 => missing += 1,
            n => *n -= 1,
        }
    }
    2 * missing
}

/// What `card` costs `seat` played `how`, `via` an ability that plays it: the printed cost (or
/// the Piloting cost Y) and its aspect penalty, less the reductions that apply — the card's own
/// ("costs 1 less … for each friendly Pilot unit and upgrade", as a unit), the ability's ("It
/// costs 1 less"), and a waiting "next Pilot card you play this phase costs 1 less" for a Pilot
/// card, Piloting costs included. Never below 0. `None` if the card has no such Piloting.
pub(crate) fn play_cost(state: &State, seat: Seat, card: CardId, how: How, via: Option<CardId>) -> Option<u8> {
    let discount = via.and_then(|v| play_ability(state, v)).map_or(0, |p| p.less);
    price(state, seat, card, how).map(|p| p.less(discount))
}

/// What a card costs before the ability that plays it is counted: its full cost (printed, and
/// the aspect penalty) and the reductions that apply however it is played.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Price {
    full: u8,
    less: u8,
    /// "You pay half as many resources, rounded up" (The Starhawk), after every other change.
    half: bool,
}

impl Price {
    /// The cost, with the ability that plays the card taking `discount` more off ([`play_cost`]).
    pub(crate) fn less(self, discount: u8) -> u8 {
        let cost = self.full.saturating_sub(self.less.saturating_add(discount));
        if self.half {
            half_up(cost)
        } else {
            cost
        }
    }
}

/// Half of `amount`, rounded up.
fn half_up(amount: u8) -> u8 {
    amount / 2 + amount % 2
}

/// Whether `seat` pays half as many resources: "While paying costs, you pay half as many
/// resources, rounded up" (The Starhawk, `Ability::HalfCosts`), of a unit `seat` controls. JTL's
/// ruling on The Starhawk: the cost is worked out whole first (increases, decreases, the aspect
/// penalty), then halved; each cost paid (a card's, an ability's) is halved on its own.
///
/// The ability is printed on the unit (no upgrade gives it: `forms::speaks_of_host`), so only
/// the own abilities of the units whose text changes a cost ([`COST_TEXTS`]) are read: a listing
/// asks for each ability's cost it lists ([`Pricing`] holds the answer for the cards' costs).
pub(crate) fn pays_half(state: &State, seat: Seat) -> bool {
    debug_assert!(!crate::rules::swu::forms::speaks_of_host(&Ability::HalfCosts));
    state
        .units_of(seat)
        .any(|u| COST_TEXTS.of(state, u) && own_abilities(state, u).iter().any(|a| matches!(a, Ability::HalfCosts)))
}

/// The resources `seat` pays for a cost of `amount` resources (an ability's "[1 resource]", a
/// "pay 2"): halved, rounded up, while [`pays_half`].
pub(crate) fn resources_to_pay(state: &State, seat: Seat, amount: u8) -> u8 {
    if amount > 0 && pays_half(state, seat) {
        half_up(amount)
    } else {
        amount
    }
}

/// [`play_cost`] but for the ability that plays the card, which a listing asks once for every
/// ability that could play it.
pub(crate) fn price(state: &State, seat: Seat, card: CardId, how: How) -> Option<Price> {
    Pricing::new(state, seat).price(state, card, how)
}

/// What [`price`] reads of the whole table for `seat`, worked out once: a listing prices every
/// card in its hand, some of them more than one way.
pub(crate) struct Pricing {
    seat: Seat,
    /// The aspect icons of the seat's leader and base, counted by aspect.
    icons: [u8; Aspect::ALL.len()],
    /// Whether the seat pays half ([`pays_half`]).
    half: bool,
    /// "Each <trait> unit you play costs N less" of the units the seat controls (Admiral Piett).
    trait_less: Vec<(&'static str, u8)>,
    /// "The first unit you play each round costs N less", added up, while the seat has played no
    /// unit this round ([`played_a_unit`]).
    first_unit_less: u8,
    /// "The first unit you play each round that has a 'When Defeated' ability costs N less"
    /// (Director Krennic), added up, while the seat has played no such unit this round. Units are
    /// played only in the action phase, so the cards played this phase (`PlayerState::played`)
    /// are those played this round.
    first_when_defeated_less: u8,
}

impl Pricing {
    /// `seat`'s pricing in `state`: one pass over the cards in play whose text may change a cost.
    pub(crate) fn new(state: &State, seat: Seat) -> Pricing {
        let mut pricing = Pricing {
            seat,
            icons: icons(state, seat),
            half: false,
            trait_less: Vec::new(),
            first_unit_less: 0,
            first_when_defeated_less: 0,
        };
        let cards = state.play.iter().copied().filter(|&c| COST_TEXTS.of(state, c));
        for (_, ability) in abilities_of_units(state, seat, cards) {
            match ability {
                Ability::HalfCosts => pricing.half = true,
                Ability::UnitsCostLess { trait_name, amount } => pricing.trait_less.push((trait_name, *amount)),
                Ability::FirstUnitEachRoundLess { amount } => {
                    pricing.first_unit_less = pricing.first_unit_less.saturating_add(*amount);
                }
                Ability::FirstWhenDefeatedUnitLess { amount } => {
                    pricing.first_when_defeated_less = pricing.first_when_defeated_less.saturating_add(*amount);
                }
                _ => {}
            }
        }
        debug_assert_eq!(pricing.half, pays_half(state, seat));
        if pricing.first_unit_less > 0 && played_a_unit(state, seat) {
            pricing.first_unit_less = 0;
        }
        if pricing.first_when_defeated_less > 0
            && state
                .player(seat)
                .played
                .iter()
                .any(|&c| state.def(c).card_type == CardType::Unit && has_when_defeated(state.def(c)))
        {
            pricing.first_when_defeated_less = 0;
        }
        pricing
    }

    /// What `card` costs the seat played `how` (as [`price`]).
    pub(crate) fn price(&self, state: &State, card: CardId, how: How) -> Option<Price> {
        let seat = self.seat;
        let def = state.def(card);
        if how == How::Unit && free_from_discard(state, seat, card) || next_copy_free(state, seat, def, how) {
            return Some(Price { full: 0, less: 0, half: false });
        }
        let (printed, aspects) = match how {
            How::Unit | How::Upgrade | How::Event => (def.cost, &def.aspects[..]),
            How::Pilot(n) => {
                let p = pilot::piloting(def, n)?;
                (p.cost, &p.aspects[..])
            }
        };
        let mut full = printed + penalty(self.icons, aspects);
        if how == How::Unit {
            full = full.saturating_add(state.player(seat).units_cost_more);
        }
        let mut less = 0u8;
        if how == How::Unit && def.abilities(Form::Unit).iter().any(|a| matches!(a, Ability::LessPerFriendlyPilot)) {
            less = less.saturating_add(friendly_pilots(state, seat).count().min(255) as u8);
        }
        if how == How::Unit {
            for ability in def.abilities(Form::Unit) {
                if let Ability::CostsLess { amount, per, when } = ability {
                    if holds(state, when, card, seat) {
                        let n = per.map_or(1, |per| count(state, per, card, card)).min(255) as u8;
                        less = less.saturating_add(amount.saturating_mul(n));
                    }
                }
            }
            less = less.saturating_add(self.units_less(def));
            if has_when_defeated(def) {
                less = less.saturating_add(self.first_when_defeated_less);
            }
        }
        if def.is_pilot() {
            less = less.saturating_add(state.player(seat).pilot_discount);
        }
        for (name, n) in &state.player(seat).trait_discounts {
            if def.has_trait(name) {
                less = less.saturating_add(*n);
            }
        }
        Some(Price { full, less, half: self.half })
    }

    /// "Each <trait> unit you play costs N less" and "The first unit you play each round costs N
    /// less": what the units the seat controls take off its play of `def` as a unit.
    fn units_less(&self, def: &CardDef) -> u8 {
        self.trait_less
            .iter()
            .filter(|(name, _)| def.has_trait(name))
            .fold(self.first_unit_less, |less, (_, amount)| less.saturating_add(*amount))
    }
}

/// Whether a definition's text as a unit or as an upgrade changes what its controller's plays
/// cost (`HalfCosts`, `UnitsCostLess`, `FirstUnitEachRoundLess`, `FirstWhenDefeatedUnitLess`):
/// every listing prices a hand, and few cards say so.
static COST_TEXTS: PrintedFlag = PrintedFlag::new(|def| {
    def.abilities(Form::Unit).iter().chain(def.abilities(Form::Upgrade)).any(|a| {
        matches!(
            a,
            Ability::HalfCosts
                | Ability::UnitsCostLess { .. }
                | Ability::FirstUnitEachRoundLess { .. }
                | Ability::FirstWhenDefeatedUnitLess { .. }
        )
    })
});

/// Whether `seat` may play `card` from its owner's discard pile for free this phase (Stolen
/// AT-Hauler's "For this phase, they may play this unit from its owner's discard pile for free"):
/// it is one of `seat`'s `free_from_discard` and still lies there.
pub(crate) fn free_from_discard(state: &State, seat: Seat, card: CardId) -> bool {
    state.player(seat).free_from_discard.contains(&card) && {
        let owner = state.card(card).owner;
        state.player(owner).discard.contains(&card)
    }
}

/// Whether `seat`'s play of `def` `how` is free as "the next time you play a copy of that unit
/// this phase" (Jump to Lightspeed, `PlayerState::next_copy_free`): a unit card of that name,
/// played as a unit or with Piloting.
fn next_copy_free(state: &State, seat: Seat, def: &CardDef, how: How) -> bool {
    let free = &state.player(seat).next_copy_free;
    !free.is_empty()
        && matches!(how, How::Unit | How::Pilot(_))
        && def.card_type == crate::rules::swu::model::def::CardType::Unit
        && free.contains(&def.full_name())
}

/// Whether `seat` has played a unit (as a unit) this round: a card they played this phase that
/// entered play as a unit this phase (a Pilot played with Piloting enters as an upgrade). Plays
/// happen only in the action phase, whose records end with it; a position that keeps no records
/// (schema 1) knows of none.
fn played_a_unit(state: &State, seat: Seat) -> bool {
    state.player(seat).played.iter().any(|c| state.entered_this_phase.contains(c))
}

/// Whether `def` has a printed "When Defeated" ability (as a unit).
pub(crate) fn has_when_defeated(def: &CardDef) -> bool {
    def.abilities(Form::Unit).iter().any(|a| matches!(a, Ability::WhenDefeated { .. }))
}

/// A "Play … from your hand" Action: what it lets be played (and of which trait), how much less,
/// its own cost, and what it does after ("If you do, …").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PlayAbility {
    pub instruction: Instruction,
    pub less: u8,
    pub cost: Cost,
    pub trait_name: Option<&'static str>,
    pub then: Option<&'static Effect>,
}

impl PlayAbility {
    /// Whether it may play `def` ("Play a Vehicle unit").
    pub(crate) fn admits(&self, def: &CardDef) -> bool {
        self.trait_name.is_none_or(|t| def.has_trait(t))
    }
}

/// The "Play … from your hand" Action `source` has in its current form, if any. A leader's on
/// its leader side; a unit's own or one an upgrade gives it (Strategic Acumen).
pub(crate) fn play_ability(state: &State, source: CardId) -> Option<PlayAbility> {
    play_ability_among(actions_of(state, source))
}

/// The first "Play … from your hand" Action among `actions` (as [`play_ability`]).
pub(crate) fn play_ability_among(mut actions: impl Iterator<Item = (CardId, &'static Ability)>) -> Option<PlayAbility> {
    actions.find_map(|(_, a)| match a {
        Ability::Action { cost, then: Effect::Play { instruction, less, trait_name, then, .. } } => Some(PlayAbility {
            instruction: *instruction,
            less: *less,
            cost: *cost,
            trait_name: trait_name.as_deref(),
            then: then.as_deref(),
        }),
        _ => None,
    })
}

/// The Action abilities `card` can use in its current form, each with the card it comes from: a
/// leader's leader-side Actions, or a unit's own and those its upgrades give it.
pub(crate) fn actions_of(state: &State, card: CardId) -> impl Iterator<Item = (CardId, &'static Ability)> + '_ {
    actions_in(state, card, form(state, card), state.attachments_of(card))
}

/// As [`actions_of`], `form` being the card's form now and `upgrades` the cards attached to it
/// (a listing knows both).
pub(crate) fn actions_in<'a>(
    state: &'a State,
    card: CardId,
    form: Option<Form>,
    upgrades: impl Iterator<Item = CardId> + 'a,
) -> impl Iterator<Item = (CardId, &'static Ability)> + 'a {
    let leader =
        (form == Some(Form::Leader)).then(|| state.def(card).abilities(Form::Leader).iter().map(move |a| (card, a)));
    let unit = (form == Some(Form::Unit)).then(|| unit_actions(state, card, upgrades));
    leader.into_iter().flatten().chain(unit.into_iter().flatten())
}

/// As [`actions_of`], of a unit whose upgrades are `upgrades`, in the order they entered play
/// (a listing knows them from its `Board`).
pub(crate) fn unit_actions<'a>(
    state: &'a State,
    unit: CardId,
    upgrades: impl Iterator<Item = CardId> + 'a,
) -> impl Iterator<Item = (CardId, &'static Ability)> + 'a {
    abilities_with(state, unit, upgrades).filter(|(_, a)| matches!(a, Ability::Action { .. }))
}

/// Whether `seat` can pay `amount` resources now ("You may pay 2": halved by The Starhawk).
pub(crate) fn can_pay(state: &State, seat: Seat, amount: u8) -> bool {
    ready_resources(state, seat).len() >= usize::from(resources_to_pay(state, seat, amount))
}

/// `seat` pays `amount` resources for an ability ("You may pay 2"): the first ready ones (as
/// [`payment_for`]); nothing if they cannot be paid.
pub(crate) fn pay_resources(state: &mut State, seat: Seat, amount: u8) {
    let amount = resources_to_pay(state, seat, amount);
    if let Some(payment) = payment_for(state, seat, amount) {
        pay(state, &payment);
    }
}

/// The ready resources of `seat`, in the order they lie.
pub(crate) fn ready_resources(state: &State, seat: Seat) -> Vec<CardId> {
    state.player(seat).resources.iter().copied().filter(|&r| !state.card(r).exhausted).collect()
}

/// The payment of `amount`: the first `amount` ready resources, or `None` if there are fewer.
/// Resources are alike (no card here cares which one pays), so Hangar exhausts them in the order
/// they lie (docs/rules-notes.md).
pub(crate) fn payment_for(state: &State, seat: Seat, amount: u8) -> Option<Payment> {
    let ready = ready_resources(state, seat);
    ready.get(..usize::from(amount)).and_then(Payment::try_of)
}

/// Whether `payment` pays `amount` for `seat`: that many of its ready resources, the first ones.
///
/// # Errors
/// Why not, citing the rule on resources.
pub(crate) fn check_payment(state: &State, seat: Seat, amount: u8, payment: &Payment) -> Result<(), Rejected<Reason>> {
    let reject = |reason| Err(Rejected::new(reason, Rule::from(SwuRule::Resources)));
    let ready = ready_resources(state, seat);
    if ready.len() < usize::from(amount) {
        return reject(Reason::CannotAfford { cost: amount, available: ready.len().min(255) as u8 });
    }
    if payment.len() != usize::from(amount) {
        return reject(Reason::WrongPayment { cost: amount, paid: payment.len().min(255) as u8 });
    }
    for &card in payment.cards() {
        if !state.player(seat).resources.contains(&card) {
            return reject(Reason::NotAResource);
        }
        if state.card(card).exhausted {
            return reject(Reason::ResourceExhausted);
        }
    }
    if payment.cards() != &ready[..usize::from(amount)] {
        return reject(Reason::PaymentOutOfOrder);
    }
    Ok(())
}

/// Exhausts the payment's resources.
pub(crate) fn pay(state: &mut State, payment: &Payment) {
    for &card in payment.cards() {
        state.card_mut(card).exhausted = true;
    }
}

/// A card leaves its player's hand to be played (kept for the phase, `State::records_this_phase`);
/// a Pilot card uses up a waiting "next Pilot card you play this phase costs 1 less", and a card
/// of a trait a waiting "next <trait> card …".
pub(crate) fn from_hand(state: &mut State, seat: Seat, card: CardId) {
    let is_pilot = state.def(card).is_pilot();
    let def = state.def(card);
    let used: Vec<bool> = state.player(seat).trait_discounts.iter().map(|(t, _)| def.has_trait(t)).collect();
    let mut used = used.into_iter();
    state.player_mut(seat).trait_discounts.retain(|_| !used.next().unwrap_or(false));
    let records = state.records_this_phase;
    // "The next time you play a copy of that unit this phase": this play uses it up.
    if !state.player(seat).next_copy_free.is_empty() {
        let name = state.def(card).full_name();
        state.player_mut(seat).next_copy_free.retain(|n| *n != name);
    }
    let player = state.player_mut(seat);
    player.hand.retain(|&c| c != card);
    if records {
        player.played.push(card);
    }
    if is_pilot {
        player.pilot_discount = 0;
    }
}

/// A unit `seat` played and paid for (from hand, or by an ability from a discard pile) enters
/// play: out of the hand (`from_hand`), under `seat`'s control, exhausted (base game "Play a
/// card", research `swu.md` §5: "Units enter play exhausted"), recorded as entering play this phase.
pub(crate) fn played_unit_enters(state: &mut State, seat: Seat, card: CardId, cost: u8, events: &mut Vec<Event>) {
    from_hand(state, seat, card);
    let cs = state.card_mut(card);
    cs.controller = seat;
    cs.exhausted = true;
    state.play.push(card);
    crate::rules::swu::tokens::entered(state, card);
    events.push(Event::PlayedUnit { card, cost });
}
