//! Paying costs (Core Set rulebook, deployment phase, per research notes lcg.md §1): focus cards
//! with a resource value; resources from one focus pay for one card only; at least one resource
//! must match the played card's affiliation unless it is Neutral or costs 0.

use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule};
use crate::rules::lcg::constants::{Affected, InForce};
use crate::rules::lcg::model::ability::{Modifier, ModifierKind};
use crate::rules::lcg::model::action::{Payment, MAX_PAYMENT};
use crate::rules::lcg::model::def::{Affiliation, Side};
use crate::rules::lcg::model::event;
use crate::rules::lcg::model::filter::CardFilter;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::sections::LcgRule;

const RESOURCES: Rule = LcgRule::Resources.rule();
const MATCH: Rule = LcgRule::ResourceMatch.rule();

/// The cards `side` could focus for resources toward paying for `toward` (a card played, or an
/// ability's cost when `None`), each with what it gives: the affiliation card and cards in its
/// play area with a resource value and no focus tokens, in id order.
pub(crate) fn pool(state: &State, side: Side, toward: Option<CardId>) -> Vec<(CardId, u8)> {
    Resources::ready(state, side).toward(state, toward)
}

/// The cards `side` could focus for resources now (the affiliation card and cards in its play
/// area with no focus tokens), each with its printed resource value and the resource values its
/// constant abilities in force give, spent only on the cards they accept: what [`pool`] asks of
/// every card, worked out once for a position and then valued toward each card played. Asked of
/// the state it was made from.
pub(crate) struct Resources {
    side: Side,
    /// Each ready card with its printed value and what it gains; `None` when no constant in force
    /// gives a resource value (most positions), and then each ready card gives its printed value
    /// and is read from the state when the pool is made.
    gaining: Option<Vec<(CardId, u8, Vec<Gained>)>>,
}

/// A resource value a constant ability gives, and the cards it may be spent on.
type Gained = (u8, &'static CardFilter);

/// The cards `side` could focus for resources now, in [`Resources`]' order: the affiliation card,
/// then its play area, those it controls with no focus tokens.
fn ready_cards(state: &State, side: Side) -> impl Iterator<Item = CardId> + '_ {
    let player = state.player(side);
    std::iter::once(player.affiliation)
        .chain(player.play.iter().copied())
        .filter(move |&c| state.card(c).controller == side && state.card(c).focus == 0)
}

impl Resources {
    pub(crate) fn ready(state: &State, side: Side) -> Resources {
        let force = InForce::now(state);
        // Most positions have no resource value in force at all: then no card is asked.
        let gaining = force
            .any(ModifierKind::ResourceValue)
            .then(|| ready_cards(state, side).map(|c| (c, state.def(c).resources, gained(state, &force, c))).collect());
        Resources { side, gaining }
    }

    /// Whether any of the cards gains a resource value (else what each gives is its printed
    /// value, toward any card).
    pub(crate) fn gains_any(&self) -> bool {
        self.gaining.as_ref().is_some_and(|cards| cards.iter().any(|(_, _, gained)| !gained.is_empty()))
    }

    /// The pool toward `toward`, as [`pool`] gives it.
    pub(crate) fn toward(&self, state: &State, toward: Option<CardId>) -> Vec<(CardId, u8)> {
        let mut cards = Vec::new();
        self.toward_into(state, toward, &mut cards);
        cards
    }

    /// [`Resources::toward`] into `cards` (cleared first), reusing its room.
    pub(crate) fn toward_into(&self, state: &State, toward: Option<CardId>, cards: &mut Vec<(CardId, u8)>) {
        cards.clear();
        match &self.gaining {
            Some(gaining) => cards.extend(
                gaining
                    .iter()
                    .map(|(c, printed, gained)| (*c, with_gained(state, *printed, gained, toward)))
                    .filter(|&(_, v)| v > 0),
            ),
            None => {
                cards.extend(ready_cards(state, self.side).map(|c| (c, state.def(c).resources)).filter(|&(_, v)| v > 0))
            }
        }
        cards.sort();
    }
}

/// The resource values the constants in force on `card` give it, each with the cards it may be
/// spent on (Guarding the Wing), in the order they are in force.
fn gained(state: &State, force: &InForce, card: CardId) -> Vec<Gained> {
    force
        .on_where(state, Affected::Card(card), ModifierKind::ResourceValue)
        .iter()
        .filter_map(|c| match c.modifier {
            Modifier::ResourceValue { amount, only_for } => Some((amount.saturating_mul(c.times), only_for)),
            _ => None,
        })
        .collect()
}

/// `printed` plus each of `gained` that may be spent on `toward` (none toward an ability's cost).
fn with_gained(state: &State, printed: u8, gained: &[Gained], toward: Option<CardId>) -> u8 {
    let Some(toward) = toward else { return printed };
    gained
        .iter()
        .filter(|(_, only_for)| only_for.accepts(state.def(toward)))
        .map(|&(amount, _)| amount)
        .fold(printed, u8::saturating_add)
}

/// A card can be focused for resources by its controller when it has a resource value (`value`,
/// toward the card paid for) and is ready (no focus tokens). The readiness requirement is
/// recorded in docs/rules-notes.md.
fn can_focus_for_resources(state: &State, side: Side, card: CardId, value: u8) -> Result<(), Rejected<Reason>> {
    let reject = |reason| Err(Rejected::new(reason, RESOURCES));
    let is_affiliation = state.player(side).affiliation == card;
    if !is_affiliation && !state.player(side).play.contains(&card) {
        return reject(Reason::ResourceNotYours);
    }
    if state.card(card).controller != side {
        return reject(Reason::ResourceNotYours);
    }
    if value == 0 {
        return reject(Reason::NotAResource);
    }
    if state.card(card).focus > 0 {
        return reject(Reason::ResourceFocused);
    }
    Ok(())
}

/// What focusing `card` generates toward paying for `toward`: its resource value, plus each
/// resource value its constant abilities in force give that may be spent on `toward` (Guarding
/// the Wing: "Each of your Black Squadron cards gains 1 resource value. These resources may only
/// be spent on Black Squadron cards.").
fn value_with(state: &State, force: &InForce, card: CardId, toward: Option<CardId>) -> u8 {
    let printed = state.def(card).resources;
    if toward.is_none() {
        return printed;
    }
    with_gained(state, printed, &gained(state, force, card), toward)
}

/// Resource match: does `resource` satisfy a card of affiliation `needed`?
fn matches(state: &State, resource: CardId, needed: Affiliation) -> bool {
    needed != Affiliation::Neutral && state.def(resource).affiliation == needed
}

fn needs_match(affiliation: Affiliation, cost: u8) -> bool {
    affiliation != Affiliation::Neutral && cost > 0
}

/// Checks a payment for a card of `affiliation` costing `cost`: each card named once, the
/// payer's own, a resource and ready; then enough resources, a resource match, and no card that
/// is not needed (only then is the payment "overpaid").
pub(crate) fn check_payment(
    state: &State,
    side: Side,
    cost: u8,
    affiliation: Affiliation,
    payment: &Payment,
    toward: Option<CardId>,
) -> Result<(), Rejected<Reason>> {
    let cards = payment.cards();
    let force = InForce::now(state);
    let valued: Vec<(CardId, u8)> = cards.iter().map(|&c| (c, value_with(state, &force, c, toward))).collect();
    // Each card's own fault first, in the payment's order: named twice (one card, one focus),
    // not the payer's, no resource value, already focused.
    for (i, &(card, value)) in valued.iter().enumerate() {
        if cards[..i].contains(&card) {
            return Err(Rejected::new(Reason::ResourceNamedTwice, RESOURCES));
        }
        can_focus_for_resources(state, side, card, value)?;
    }
    let paid = total(&valued);
    if paid < cost {
        let available = total(&pool(state, side, toward));
        let reason = if available < cost {
            Reason::CannotAfford { cost, available }
        } else {
            Reason::NotEnoughPaid { cost, paid }
        };
        return Err(Rejected::new(reason, RESOURCES));
    }
    if needs_match(affiliation, cost) && !cards.iter().any(|&c| matches(state, c, affiliation)) {
        return Err(Rejected::new(Reason::NoResourceMatch { affiliation }, MATCH));
    }
    if !is_minimal(state, cost, affiliation, &valued) {
        return Err(Rejected::new(Reason::Overpaid, RESOURCES));
    }
    Ok(())
}

/// Every minimal way to pay for `toward` (see [`pool`]): sets of ready resource cards that pay
/// the cost with a match, from which no card can be left out. The engine's suggested payment
/// comes first: fewest cards, then the lowest ids (the affiliation card and objectives before
/// units).
pub(crate) fn payments(
    state: &State,
    side: Side,
    cost: u8,
    affiliation: Affiliation,
    toward: Option<CardId>,
) -> Vec<Payment> {
    payments_from(state, &pool(state, side, toward), cost, affiliation)
}

/// Every minimal way to pay `cost` from `pool` (in id order, as [`pool`] gives it), as
/// [`payments`] orders them.
pub(crate) fn payments_from(state: &State, pool: &[(CardId, u8)], cost: u8, affiliation: Affiliation) -> Vec<Payment> {
    let mut found = Vec::with_capacity(16);
    payments_into(state, pool, cost, affiliation, &mut found);
    found
}

/// [`payments_from`], added at the end of `found` (what it holds already is left as it is).
pub(crate) fn payments_into(
    state: &State,
    pool: &[(CardId, u8)],
    cost: u8,
    affiliation: Affiliation,
    found: &mut Vec<Payment>,
) {
    debug_assert!(pool.is_sorted(), "a pool is in id order");
    if cost == 0 {
        found.push(Payment::default());
        return;
    }
    let start = found.len();
    minimal_sets(state, (cost, affiliation), pool, found);
    // The walk finds the sets in lexicographic order of their cards (depth first over the pool in
    // id order, and a set found is never grown); a stable sort by size keeps that order within a
    // size.
    found[start..].sort_by_key(|p| p.cards().len());
}

/// Depth-first over the pool in id order, keeping the running total and count of matching
/// cards. A set that already pays is never grown (its supersets are not minimal), and a minimal
/// set has at most `cost` cards: every card gives at least 1, and any card but the one matching
/// resource could otherwise be left out. A branch stops as soon as the cards left in the pool
/// cannot make up the cost or the match. Each pool card's value and resource match are read once,
/// before the walk; the walk keeps its path (the positions chosen, with the total and the count
/// of matching cards at each depth) in arrays rather than in nested calls.
fn minimal_sets(
    state: &State,
    (cost, affiliation): (u8, Affiliation),
    pool: &[(CardId, u8)],
    found: &mut Vec<Payment>,
) {
    /// What the walk asks of each position in the pool: its card's value, whether it matches,
    /// what the pool gives from there on, and whether a matching card is there or after it.
    #[derive(Clone, Copy)]
    struct Slot {
        card: CardId,
        value: u8,
        matches: bool,
        rest: u16,
        match_left: bool,
    }
    let needs = needs_match(affiliation, cost);
    // The slots live on the stack for a pool that fits their room, else on the heap.
    const EMPTY: Slot = Slot { card: CardId(0), value: 0, matches: false, rest: 0, match_left: false };
    let mut room = [EMPTY; POOL_ROOM];
    let mut heap = Vec::new();
    let slots: &mut [Slot] = if pool.len() <= POOL_ROOM {
        &mut room[..pool.len()]
    } else {
        heap.resize(pool.len(), EMPTY);
        &mut heap
    };
    let (mut rest, mut match_left) = (0u16, false);
    for (slot, &(card, value)) in slots.iter_mut().zip(pool).rev() {
        let matches = matches(state, card, affiliation);
        rest = rest.saturating_add(u16::from(value));
        match_left |= matches;
        *slot = Slot { card, value, matches, rest, match_left };
    }
    let slots = &*slots;
    let most = usize::from(cost).min(MAX_PAYMENT);
    // The path: `chosen[..len]` are the positions chosen, `cards[..len]` their cards (the rest
    // `CardId(0)`, as a payment holds them); `paid[d]` and `matching[d]` are the total and the
    // matching cards of the first `d`.
    let mut chosen = [0usize; MAX_PAYMENT];
    let mut cards = [CardId(0); MAX_PAYMENT];
    let mut paid = [0u8; MAX_PAYMENT + 1];
    let mut matching = [0u8; MAX_PAYMENT + 1];
    let (mut len, mut next) = (0usize, 0usize);
    loop {
        // Grow the set by the pool card at `next`, unless the set is as large as a minimal one
        // can be, or the cards from `next` on cannot make up the cost or the match.
        let grows = len < most
            && slots.get(next).is_some_and(|slot| {
                u16::from(paid[len]).saturating_add(slot.rest) >= u16::from(cost)
                    && (!needs || matching[len] > 0 || slot.match_left)
            });
        if !grows {
            // Back up: the next card in place of the last one chosen.
            let Some(last) = len.checked_sub(1) else { return };
            len = last;
            cards[len] = CardId(0);
            next = chosen[len] + 1;
            continue;
        }
        let slot = &slots[next];
        chosen[len] = next;
        cards[len] = slot.card;
        paid[len + 1] = paid[len].saturating_add(slot.value);
        matching[len + 1] = matching[len] + u8::from(needs && slot.matches);
        let (total, matched) = (paid[len + 1], matching[len + 1]);
        if total >= cost && (!needs || matched > 0) {
            // It pays: kept if minimal, never grown; the next card takes its place.
            let minimal = chosen[..=len].iter().all(|&i| {
                let slot = &slots[i];
                total.saturating_sub(slot.value) < cost || (needs && slot.matches && matched == 1)
            });
            if minimal {
                // The pool is in id order, and so are the cards chosen from it.
                found.push(Payment::of_sorted(cards, len + 1));
            }
            cards[len] = CardId(0);
            next += 1;
        } else {
            len += 1;
            next += 1;
        }
    }
}

/// Room on the stack for the walk's view of the pool: a larger pool is held on the heap.
const POOL_ROOM: usize = 32;

fn total(cards: &[(CardId, u8)]) -> u8 {
    cards.iter().map(|&(_, v)| v).fold(0u8, u8::saturating_add)
}

/// No card of the payment can be left out (the test is monotone, so dropping one at a time is
/// enough): without any one card, the rest pays too little or loses the resource match.
fn is_minimal(state: &State, cost: u8, affiliation: Affiliation, cards: &[(CardId, u8)]) -> bool {
    let paid = total(cards);
    let matching = if needs_match(affiliation, cost) {
        cards.iter().filter(|&&(c, _)| matches(state, c, affiliation)).count()
    } else {
        usize::MAX
    };
    cards.iter().all(|&(card, value)| {
        let without = paid.saturating_sub(value);
        let loses_match = matching != usize::MAX && matches(state, card, affiliation) && matching == 1;
        without < cost || loses_match
    })
}

/// Pays: each card of `payment` is focused for its resources.
pub(crate) fn spend(state: &mut State, payment: &Payment, events: &mut Vec<event::Event>) {
    for &card in payment.cards() {
        state.card_mut(card).focus += 1;
        events.push(event::Event::FocusedForResources { card });
    }
}
