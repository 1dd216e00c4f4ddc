//! Paying costs (Core Set rulebook, deployment phase, per research notes lcg.md §1): focus cards
//! with a resource value; resources from one focus pay for one card only; at least one resource
//! must match the played card's affiliation unless it is Neutral or costs 0.

use super::action::{Payment, MAX_PAYMENT};
use super::def::{Affiliation, Side};
use super::reason::Reason;
use super::state::State;
use crate::engine::rule::LcgRule;
use crate::engine::{CardId, Rejected, Rule};

const RESOURCES: Rule = Rule::Lcg(LcgRule::Resources);
const MATCH: Rule = Rule::Lcg(LcgRule::ResourceMatch);

/// The cards `side` could focus for resources now: the affiliation card and cards in its play
/// area with a resource value and no focus tokens, in id order.
pub fn resource_cards(state: &State, side: Side) -> Vec<CardId> {
    let player = state.player(side);
    let mut cards: Vec<CardId> = std::iter::once(player.affiliation)
        .chain(player.play.iter().copied())
        .filter(|&c| is_ready_resource(state, side, c))
        .collect();
    cards.sort();
    cards
}

/// A card can be focused for resources by its controller when it has a resource value and is
/// ready (no focus tokens). The readiness requirement is recorded in docs/rules-notes.md.
fn can_focus_for_resources(state: &State, side: Side, card: CardId) -> Result<(), Rejected<Reason>> {
    let reject = |reason| Err(Rejected::new(reason, RESOURCES));
    let is_affiliation = state.player(side).affiliation == card;
    if !is_affiliation && !state.player(side).play.contains(&card) {
        return reject(Reason::ResourceNotYours);
    }
    if state.card(card).controller != side {
        return reject(Reason::ResourceNotYours);
    }
    if state.def(card).resources == 0 {
        return reject(Reason::NotAResource);
    }
    if state.card(card).focus > 0 {
        return reject(Reason::ResourceFocused);
    }
    Ok(())
}

/// The part of [`can_focus_for_resources`] left to check for a card known to be `side`'s.
fn is_ready_resource(state: &State, side: Side, card: CardId) -> bool {
    let cs = state.card(card);
    cs.controller == side && cs.focus == 0 && state.def(card).resources > 0
}

/// Resource match: does `resource` satisfy a card of affiliation `needed`?
fn matches(state: &State, resource: CardId, needed: Affiliation) -> bool {
    needed != Affiliation::Neutral && state.def(resource).affiliation == needed
}

fn needs_match(affiliation: Affiliation, cost: u8) -> bool {
    affiliation != Affiliation::Neutral && cost > 0
}

/// Checks a payment for a card of `affiliation` costing `cost`: own ready resource cards, enough
/// resources, a resource match, and no card that is not needed.
pub fn check_payment(
    state: &State,
    side: Side,
    cost: u8,
    affiliation: Affiliation,
    payment: &Payment,
) -> Result<(), Rejected<Reason>> {
    let cards = payment.cards();
    if cards.windows(2).any(|w| w[0] >= w[1]) {
        // Sorted and without repeats: one card, one focus.
        return Err(Rejected::new(Reason::Overpaid, RESOURCES));
    }
    for &card in cards {
        can_focus_for_resources(state, side, card)?;
    }
    let paid = total(state, cards);
    if paid < cost {
        let available = total(state, &resource_cards(state, side));
        let reason = if available < cost {
            Reason::CannotAfford { cost, available }
        } else {
            Reason::NotEnoughPaid { cost, paid }
        };
        return Err(Rejected::new(reason, RESOURCES));
    }
    if needs_match(affiliation, cost) && !cards.iter().any(|&c| matches(state, c, affiliation)) {
        return Err(Rejected::new(
            Reason::NoResourceMatch { affiliation: affiliation.name() },
            MATCH,
        ));
    }
    if !is_minimal(state, cost, affiliation, cards) {
        return Err(Rejected::new(Reason::Overpaid, RESOURCES));
    }
    Ok(())
}

/// Every minimal way to pay: sets of ready resource cards that pay the cost with a match, from
/// which no card can be left out. The engine's suggested payment comes first: fewest cards, then
/// the lowest ids (the affiliation card and objectives before units).
pub fn payments(state: &State, side: Side, cost: u8, affiliation: Affiliation) -> Vec<Payment> {
    if cost == 0 {
        return vec![Payment::default()];
    }
    let pool = resource_cards(state, side);
    let mut found = Vec::new();
    let mut chosen = Vec::new();
    minimal_sets(state, cost, affiliation, &pool, &mut chosen, &mut found);
    found.sort_by(|a, b| a.cards().len().cmp(&b.cards().len()).then_with(|| a.cards().cmp(b.cards())));
    found
}

/// Depth-first over the pool in id order, keeping the running total and count of matching
/// cards. A set that already pays is never grown (its supersets are not minimal), and a minimal
/// set has at most `cost` cards: every card gives at least 1, and any card but the one matching
/// resource could otherwise be left out.
fn minimal_sets(
    state: &State,
    cost: u8,
    affiliation: Affiliation,
    pool: &[CardId],
    chosen: &mut Vec<CardId>,
    found: &mut Vec<Payment>,
) {
    fn walk(
        state: &State,
        need: (u8, Affiliation, bool),
        pool: &[CardId],
        chosen: &mut Vec<CardId>,
        paid: u8,
        matching: usize,
        found: &mut Vec<Payment>,
    ) {
        let (cost, affiliation, needs) = need;
        if paid >= cost && (!needs || matching > 0) {
            if is_minimal(state, cost, affiliation, chosen) {
                found.extend(Payment::try_of(chosen));
            }
            return;
        }
        if chosen.len() >= usize::from(cost).min(MAX_PAYMENT) {
            return;
        }
        for (i, &card) in pool.iter().enumerate() {
            chosen.push(card);
            let m = usize::from(needs && matches(state, card, affiliation));
            let value = state.def(card).resources;
            walk(state, need, &pool[i + 1..], chosen, paid.saturating_add(value), matching + m, found);
            chosen.pop();
        }
    }
    walk(state, (cost, affiliation, needs_match(affiliation, cost)), pool, chosen, 0, 0, found);
}

fn total(state: &State, cards: &[CardId]) -> u8 {
    cards.iter().map(|&c| state.def(c).resources).fold(0u8, u8::saturating_add)
}

/// No card of the payment can be left out (the test is monotone, so dropping one at a time is
/// enough): without any one card, the rest pays too little or loses the resource match.
fn is_minimal(state: &State, cost: u8, affiliation: Affiliation, cards: &[CardId]) -> bool {
    let paid = total(state, cards);
    let matching = if needs_match(affiliation, cost) {
        cards.iter().filter(|&&c| matches(state, c, affiliation)).count()
    } else {
        usize::MAX
    };
    cards.iter().all(|&card| {
        let without = paid.saturating_sub(state.def(card).resources);
        let loses_match = matching != usize::MAX && matches(state, card, affiliation) && matching == 1;
        without < cost || loses_match
    })
}

