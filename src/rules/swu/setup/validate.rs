//! Checks a state from outside (a save, a share link) before the engine trusts it, and holds
//! every state the property tests reach to the game's invariants: every card in exactly one
//! place; attachments between cards in play, on units; at most as many Pilots on a Vehicle as
//! its overrides allow; no two in-play copies of a unique card once the uniqueness choice has
//! resolved; a unit attached as an upgrade with no damage and no upgrades of its own (3.5).

use crate::engine::Table;
use crate::engine::{CardId, Message, Say};
use crate::rules::swu::forms::is_unit;
use crate::rules::swu::model::def::CardType;
use crate::rules::swu::model::state::{Prompt, State, Step, SEATS};
use crate::rules::swu::pilot::{pilot_limit, pilots_on};
use crate::rules::swu::unique;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    UnknownCard(CardId),
    UnknownSeat,
    CardInTwoPlaces(CardId),
    CardNowhere(CardId),
    /// A leader or base out of its place, or another card where the leader or base should be.
    MisplacedIdentity(CardId),
    AttachedCardNotInPlay(CardId),
    HostNotInPlay {
        card: CardId,
        host: CardId,
    },
    /// An upgrade's host is itself attached, or is the upgrade.
    HostNotAUnit {
        card: CardId,
        host: CardId,
    },
    /// An upgrade card or token upgrade in play unattached.
    UpgradeUnattached(CardId),
    /// A base or event in play.
    NotAPlayCard(CardId),
    TooManyPilots {
        host: CardId,
        pilots: usize,
        limit: usize,
    },
    DuplicateUnique(CardId),
    /// 3.5: a unit attached as an upgrade keeps no damage.
    UpgradeWithDamage(CardId),
    /// A token out of play that is not removed, or a removed card that is not a token.
    TokenOutOfPlace(CardId),
    /// Damage on a card out of play (a base and leaders keep theirs in their zone).
    DamageOutOfPlay(CardId),
    /// A restriction on a card that is not attached.
    StrayRestriction(CardId),
    /// Something given "for this phase" to a card that is not a unit in play.
    StrayLasting(CardId),
}

impl Say for Problem {
    fn say(&self) -> Message {
        let card = |key: &'static str, c: &CardId| Message::new(key).number("card", c.0);
        match self {
            Problem::UnknownCard(c) => card("swu-problem-unknown-card", c),
            Problem::UnknownSeat => Message::new("swu-problem-unknown-seat"),
            Problem::CardInTwoPlaces(c) => card("swu-problem-card-in-two-places", c),
            Problem::CardNowhere(c) => card("swu-problem-card-nowhere", c),
            Problem::MisplacedIdentity(c) => card("swu-problem-misplaced-identity", c),
            Problem::AttachedCardNotInPlay(c) => card("swu-problem-attached-not-in-play", c),
            Problem::HostNotInPlay { card: c, host } => card("swu-problem-host-not-in-play", c).number("host", host.0),
            Problem::HostNotAUnit { card: c, host } => card("swu-problem-host-not-a-unit", c).number("host", host.0),
            Problem::UpgradeUnattached(c) => card("swu-problem-upgrade-unattached", c),
            Problem::NotAPlayCard(c) => card("swu-problem-not-a-play-card", c),
            Problem::TooManyPilots { host, pilots, limit } => {
                card("swu-problem-too-many-pilots", host).with("n", *pilots).with("limit", *limit)
            }
            Problem::DuplicateUnique(c) => card("swu-problem-duplicate-unique", c),
            Problem::UpgradeWithDamage(c) => card("swu-problem-upgrade-with-damage", c),
            Problem::TokenOutOfPlace(c) => card("swu-problem-token-out-of-place", c),
            Problem::DamageOutOfPlay(c) => card("swu-problem-damage-out-of-play", c),
            Problem::StrayRestriction(c) => card("swu-problem-stray-restriction", c),
            Problem::StrayLasting(c) => card("swu-problem-stray-lasting", c),
        }
    }
}

/// Every problem found (empty when the state is sound).
pub fn problems(state: &State) -> Vec<Problem> {
    let n = state.cards.len();
    let mut found = Vec::new();
    let seats_ok =
        [state.initiative, state.active].iter().chain(&state.initiative_taken).chain(&state.passed).all(|s| s.0 < 2)
            && state.cards.iter().all(|c| c.owner.0 < 2 && c.controller.0 < 2)
            && state.prompt.as_ref().is_none_or(|p| p.chooser().0 < 2);
    if !seats_ok {
        found.push(Problem::UnknownSeat);
    }
    let mut places = vec![0u8; n];
    let mut note = |id: CardId, found: &mut Vec<Problem>| match places.get_mut(id.idx()) {
        Some(count) => *count = count.saturating_add(1),
        None => found.push(Problem::UnknownCard(id)),
    };
    for player in &state.players {
        note(player.base, &mut found);
        if !state.play.contains(&player.leader) {
            note(player.leader, &mut found);
        }
        for zone in [&player.hand, &player.deck, &player.discard, &player.resources] {
            for &id in zone {
                note(id, &mut found);
            }
        }
    }
    for &id in state.play.iter().chain(&state.removed) {
        note(id, &mut found);
    }
    for id in referenced(state) {
        if id.idx() >= n {
            found.push(Problem::UnknownCard(id));
        }
    }
    for (i, count) in places.iter().enumerate() {
        let id = CardId(i as u16);
        match count {
            0 => found.push(Problem::CardNowhere(id)),
            1 => {}
            _ => found.push(Problem::CardInTwoPlaces(id)),
        }
    }
    if !found.is_empty() {
        return found;
    }
    for seat in SEATS {
        let player = state.player(seat);
        for (card, kind) in [(player.leader, CardType::Leader), (player.base, CardType::Base)] {
            if state.def(card).card_type != kind || state.card(card).owner != seat {
                found.push(Problem::MisplacedIdentity(card));
            }
        }
    }
    for (i, cs) in state.cards.iter().enumerate() {
        let id = CardId(i as u16);
        let def = state.def(id);
        let in_play = state.in_play(id);
        if in_play && matches!(def.card_type, CardType::Base | CardType::Event) {
            found.push(Problem::NotAPlayCard(id));
        }
        let is_leader_or_base = SEATS.iter().any(|&s| state.player(s).leader == id || state.player(s).base == id);
        if !is_leader_or_base && (def.card_type == CardType::Leader || def.card_type == CardType::Base) {
            found.push(Problem::MisplacedIdentity(id));
        }
        if def.token.is_some() && !in_play && !state.removed.contains(&id) {
            found.push(Problem::TokenOutOfPlace(id));
        }
        if state.removed.contains(&id) && def.token.is_none() {
            found.push(Problem::TokenOutOfPlace(id));
        }
        if !in_play && cs.damage > 0 && !SEATS.iter().any(|&s| state.player(s).base == id) {
            found.push(Problem::DamageOutOfPlay(id));
        }
        match cs.attached {
            None => {
                if in_play && def.card_type == CardType::Upgrade {
                    found.push(Problem::UpgradeUnattached(id));
                }
                if cs.restriction.is_some() {
                    found.push(Problem::StrayRestriction(id));
                }
            }
            Some(attachment) => {
                let host = attachment.host;
                if !in_play {
                    found.push(Problem::AttachedCardNotInPlay(id));
                } else if !state.has(host) {
                    found.push(Problem::UnknownCard(host));
                } else if !state.in_play(host) {
                    found.push(Problem::HostNotInPlay { card: id, host });
                } else if host == id || !is_unit(state, host) {
                    found.push(Problem::HostNotAUnit { card: id, host });
                } else if cs.damage > 0 {
                    found.push(Problem::UpgradeWithDamage(id));
                }
            }
        }
    }
    for lasting in &state.lasting {
        if !is_unit(state, lasting.card) {
            found.push(Problem::StrayLasting(lasting.card));
        }
    }
    if !found.is_empty() {
        return found;
    }
    for host in state.units() {
        let pilots = pilots_on(state, host).len();
        // 3.6.c: an override counts "for the purposes of attaching": a Vehicle that loses it
        // later (Kazuda Xiono's "loses all abilities") keeps the Pilots it let attach.
        let limit = pilot_limit(state, host).max(printed_pilot_limit(state, host));
        if pilots > limit {
            found.push(Problem::TooManyPilots { host, pilots, limit });
        }
    }
    let resolving: Vec<CardId> = state
        .pending
        .iter()
        .filter_map(|s| if let Step::CheckUnique { card } = s { Some(*card) } else { None })
        .chain(match &state.prompt {
            Some(Prompt::Unique { card, .. }) => Some(*card),
            _ => None,
        })
        .collect();
    for &card in &state.play {
        let copies = unique::copies(state, card);
        if copies.len() > 1 && !copies.iter().any(|c| resolving.contains(c)) && !moving(state, &copies) {
            found.push(Problem::DuplicateUnique(card));
        }
    }
    found
}

/// Whether one of `copies` is on its way out (a defeat pending or being replaced).
fn moving(state: &State, copies: &[CardId]) -> bool {
    crate::rules::swu::flow::resolve::leaving(state).iter().any(|c| copies.contains(c))
}

/// Card ids named by the pending prompt, the steps, the attack, what lasts for the phase and the
/// units a player may play from a discard pile.
fn referenced(state: &State) -> Vec<CardId> {
    let mut ids = Vec::new();
    match &state.prompt {
        Some(Prompt::Unique { card, .. } | Prompt::Ambush { unit: card, .. } | Prompt::Instead { card, .. }) => {
            ids.push(*card)
        }
        Some(Prompt::Target { source, subject, .. }) => {
            ids.push(*source);
            ids.extend(*subject);
        }
        Some(Prompt::Optional { source, .. }) => ids.push(*source),
        Some(Prompt::Revealed { source, looked, .. }) => {
            ids.push(*source);
            ids.extend(looked.iter().copied());
        }
        Some(Prompt::Again { by, uses, .. }) => {
            ids.push(*by);
            ids.extend(uses.iter().map(|(source, _)| *source));
        }
        Some(Prompt::Attack { source, subject, .. }) => {
            ids.push(*source);
            ids.extend(*subject);
        }
        Some(Prompt::May { source, subject, .. }) => {
            ids.push(*source);
            ids.extend(*subject);
        }
        Some(Prompt::UpTo { source, subject, chosen, .. }) => {
            ids.push(*source);
            ids.extend(*subject);
            ids.extend(chosen.iter().copied());
        }
        Some(Prompt::Divide { source, assigned, .. }) => {
            ids.push(*source);
            ids.extend(assigned.iter().map(|(c, _)| *c));
        }
        Some(Prompt::Name { source, .. } | Prompt::PlayFromDiscard { source, .. }) => ids.push(*source),
        Some(Prompt::PlayFromHand { source, subject, .. }) => {
            ids.push(*source);
            ids.extend(*subject);
        }
        Some(Prompt::Search { source, looked, .. }) => {
            ids.push(*source);
            ids.extend(looked.iter().copied());
        }
        Some(Prompt::Indirect(assigning)) => {
            ids.push(assigning.source);
            ids.extend(assigning.subject);
            ids.extend(assigning.assigned.iter().map(|(c, _)| *c));
        }
        Some(Prompt::Initiative { .. } | Prompt::Mulligan { .. } | Prompt::Resource { .. }) | None => {}
    }
    for step in &state.pending {
        match step {
            Step::Resolve { source, subject, .. } => {
                ids.push(*source);
                ids.extend(*subject);
            }
            Step::CheckUnique { card }
            | Step::Defeat { card, .. }
            | Step::LeavePlay { card, .. }
            | Step::Ambush { unit: card } => ids.push(*card),
            Step::AttachInstead { card, host } => ids.extend([*card, *host]),
            Step::Again { uses, .. } => ids.extend(uses.iter().map(|(source, _)| *source)),
            Step::AskMulligans
            | Step::AskResources { .. }
            | Step::BeginAction
            | Step::AfterAction { .. }
            | Step::RegroupDraw
            | Step::ReadyAll
            | Step::CombatDamage
            | Step::EndAttack
            | Step::DamageTrigger { .. }
            | Step::Draw { .. } => {}
        }
    }
    if let Some(attack) = &state.attack {
        ids.extend([attack.attacker, attack.defender]);
    }
    ids.extend(state.lasting.iter().map(|l| l.card));
    ids.extend(state.lost_abilities.iter().map(|l| l.card));
    for seat in SEATS {
        ids.extend(state.player(seat).free_from_discard.iter().copied());
    }
    ids
}

/// The Pilots `host` may hold by the overrides printed on it and its upgrades, lost or not (3.6.c).
fn printed_pilot_limit(state: &State, host: CardId) -> usize {
    use crate::rules::swu::model::ability::Ability;
    use crate::rules::swu::model::def::Form;
    let own = state.def(host).abilities(Form::Unit).iter();
    let given = state.attachments_of(host).flat_map(|u| state.def(u).abilities(Form::Upgrade).iter());
    1 + own.chain(given).filter(|a| matches!(a, Ability::ExtraPilot)).count()
}
