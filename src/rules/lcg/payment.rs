//! Paying costs (Core Set rulebook, deployment phase, per research notes lcg.md §1): focus cards
//! with a resource value; resources from one focus pay for one card only; at least one resource
//! must match the played card's affiliation unless it is Neutral or costs 0.

use crate::engine::{CardId, Rejected, Rule};
use crate::rules::lcg::model::action::{Payment, MAX_PAYMENT};
use crate::rules::lcg::model::def;
use crate::rules::lcg::model::def::{Affiliation, Side};
use crate::rules::lcg::model::event;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::sections::LcgRule;
use crate::rules::lcg::stats;

const RESOURCES: Rule = LcgRule::Resources.rule();
const MATCH: Rule = LcgRule::ResourceMatch.rule();

/// The cards `side` could focus for resources now: the affiliation card and cards in its play
/// area with a resource value and no focus tokens, in id order.
pub fn resource_cards(state: &State, side: Side, bonus: &[&str]) -> Vec<CardId> {
    let player = state.player(side);
    let mut cards: Vec<CardId> = std::iter::once(player.affiliation)
        .chain(player.play.iter().copied())
        .filter(|&c| is_ready_resource(state, side, c, bonus))
        .collect();
    cards.sort();
    cards
}

/// A card can be focused for resources by its controller when it has a resource value and is
/// ready (no focus tokens). The readiness requirement is recorded in docs/rules-notes.md.
fn can_focus_for_resources(state: &State, side: Side, card: CardId, bonus: &[&str]) -> Result<(), Rejected<Reason>> {
    let reject = |reason| Err(Rejected::new(reason, RESOURCES));
    let is_affiliation = state.player(side).affiliation == card;
    if !is_affiliation && !state.player(side).play.contains(&card) {
        return reject(Reason::ResourceNotYours);
    }
    if state.card(card).controller != side {
        return reject(Reason::ResourceNotYours);
    }
    if value(state, card, bonus) == 0 {
        return reject(Reason::NotAResource);
    }
    if state.card(card).focus > 0 {
        return reject(Reason::ResourceFocused);
    }
    Ok(())
}

/// The part of [`can_focus_for_resources`] left to check for a card known to be `side`'s.
fn is_ready_resource(state: &State, side: Side, card: CardId, bonus: &[&str]) -> bool {
    let cs = state.card(card);
    cs.controller == side && cs.focus == 0 && value(state, card, bonus) > 0
}

/// What focusing `card` generates toward a card whose bonus traits are `bonus`: its resource
/// value, plus 1 for each bonus trait it shares (Guarding the Wing: "Each of your Black Squadron
/// cards gains 1 resource value. These resources may only be spent on Black Squadron cards.").
pub fn value(state: &State, card: CardId, bonus: &[&str]) -> u8 {
    let def = state.def(card);
    let extra = bonus.iter().filter(|t| def.has_trait(t)).count() as u8;
    def.resources.saturating_add(extra)
}

/// The traits whose extra resources may be spent on `card` for `side`: one entry per effect in
/// force that grants resources to `side`'s cards with a trait `card` has.
pub fn bonus_traits(state: &State, side: Side, card: CardId) -> Vec<&'static str> {
    let def = state.def(card);
    stats::controlled_in_play(state, side)
        .flat_map(|c| state.def(c).abilities.iter())
        .filter_map(|e| match e {
            def::Effect::TraitResource { trait_name } if def.has_trait(trait_name) => Some(trait_name.as_str()),
            _ => None,
        })
        .collect()
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
pub fn check_payment(
    state: &State,
    side: Side,
    cost: u8,
    affiliation: Affiliation,
    payment: &Payment,
    bonus: &[&str],
) -> Result<(), Rejected<Reason>> {
    let cards = payment.cards();
    // Each card's own fault first, in the payment's order: named twice (one card, one focus),
    // not the payer's, no resource value, already focused.
    for (i, &card) in cards.iter().enumerate() {
        if cards[..i].contains(&card) {
            return Err(Rejected::new(Reason::ResourceNamedTwice, RESOURCES));
        }
        can_focus_for_resources(state, side, card, bonus)?;
    }
    let paid = total(state, cards, bonus);
    if paid < cost {
        let available = total(state, &resource_cards(state, side, bonus), bonus);
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
    if !is_minimal(state, cost, affiliation, cards, bonus) {
        return Err(Rejected::new(Reason::Overpaid, RESOURCES));
    }
    Ok(())
}

/// Every minimal way to pay: sets of ready resource cards that pay the cost with a match, from
/// which no card can be left out. The engine's suggested payment comes first: fewest cards, then
/// the lowest ids (the affiliation card and objectives before units).
pub fn payments(state: &State, side: Side, cost: u8, affiliation: Affiliation, bonus: &[&str]) -> Vec<Payment> {
    if cost == 0 {
        return vec![Payment::default()];
    }
    let pool = resource_cards(state, side, bonus);
    let mut found = Vec::new();
    let mut chosen = Vec::new();
    minimal_sets(state, (cost, affiliation), &pool, &mut chosen, &mut found, bonus);
    found.sort_by(|a, b| a.cards().len().cmp(&b.cards().len()).then_with(|| a.cards().cmp(b.cards())));
    found
}

/// Depth-first over the pool in id order, keeping the running total and count of matching
/// cards. A set that already pays is never grown (its supersets are not minimal), and a minimal
/// set has at most `cost` cards: every card gives at least 1, and any card but the one matching
/// resource could otherwise be left out.
fn minimal_sets(
    state: &State,
    (cost, affiliation): (u8, Affiliation),
    pool: &[CardId],
    chosen: &mut Vec<CardId>,
    found: &mut Vec<Payment>,
    bonus: &[&str],
) {
    struct Need<'a> {
        cost: u8,
        affiliation: Affiliation,
        needs: bool,
        bonus: &'a [&'a str],
    }
    fn walk(
        state: &State,
        need: &Need,
        pool: &[CardId],
        chosen: &mut Vec<CardId>,
        paid: u8,
        matching: usize,
        found: &mut Vec<Payment>,
    ) {
        let Need { cost, affiliation, needs, bonus } = *need;
        if paid >= cost && (!needs || matching > 0) {
            if is_minimal(state, cost, affiliation, chosen, bonus) {
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
            let value = value(state, card, bonus);
            walk(state, need, &pool[i + 1..], chosen, paid.saturating_add(value), matching + m, found);
            chosen.pop();
        }
    }
    let need = Need { cost, affiliation, needs: needs_match(affiliation, cost), bonus };
    walk(state, &need, pool, chosen, 0, 0, found);
}

fn total(state: &State, cards: &[CardId], bonus: &[&str]) -> u8 {
    cards.iter().map(|&c| value(state, c, bonus)).fold(0u8, u8::saturating_add)
}

/// No card of the payment can be left out (the test is monotone, so dropping one at a time is
/// enough): without any one card, the rest pays too little or loses the resource match.
fn is_minimal(state: &State, cost: u8, affiliation: Affiliation, cards: &[CardId], bonus: &[&str]) -> bool {
    let paid = total(state, cards, bonus);
    let matching = if needs_match(affiliation, cost) {
        cards.iter().filter(|&&c| matches(state, c, affiliation)).count()
    } else {
        usize::MAX
    };
    cards.iter().all(|&card| {
        let without = paid.saturating_sub(value(state, card, bonus));
        let loses_match = matching != usize::MAX && matches(state, card, affiliation) && matching == 1;
        without < cost || loses_match
    })
}

/// Pays: each card of `payment` is focused for its resources.
pub fn spend(state: &mut State, payment: &Payment, events: &mut Vec<event::Event>) {
    for &card in payment.cards() {
        state.card_mut(card).focus += 1;
        events.push(event::Event::FocusedForResources { card });
    }
}
