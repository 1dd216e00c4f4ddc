//! Checks a state that came from outside (a save file, a share link) before the engine trusts
//! it: every card id in range, every card in exactly one place, attachments between cards in
//! play, no tokens on cards out of play. The engine indexes cards by id, so this is what keeps bad
//! input from becoming a panic.

use crate::engine::CardId;
use crate::engine::Table;
use crate::engine::{Message, Say};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state;
use crate::rules::lcg::model::state::{Ask, Search, State, Step, Trigger};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    UnknownCard(CardId),
    CardInTwoPlaces(CardId),
    CardNowhere(CardId),
    AttachedCardNotInPlay(CardId),
    HostNotInPlay {
        card: CardId,
        host: CardId,
    },
    AttachedToItself(CardId),
    HostIsAttached {
        card: CardId,
        host: CardId,
    },
    InPlayOutsideControllersArea(CardId),
    /// A card out of play with focus, damage or shield tokens, or committed to the Force: leaving
    /// play removes them all, and nothing puts them on a card out of play.
    TokensOutOfPlay(CardId),
}

impl Say for Problem {
    fn say(&self) -> Message {
        let card = |key: &'static str, c: &CardId| Message::new(key).number("card", c.0);
        match self {
            Problem::UnknownCard(c) => card("lcg-problem-unknown-card", c),
            Problem::CardInTwoPlaces(c) => card("lcg-problem-card-in-two-places", c),
            Problem::CardNowhere(c) => card("lcg-problem-card-nowhere", c),
            Problem::AttachedCardNotInPlay(c) => card("lcg-problem-attached-not-in-play", c),
            Problem::HostNotInPlay { card: c, host } => card("lcg-problem-host-not-in-play", c).number("host", host.0),
            Problem::AttachedToItself(c) => card("lcg-problem-attached-to-itself", c),
            Problem::HostIsAttached { card: c, host } => card("lcg-problem-host-is-attached", c).number("host", host.0),
            Problem::InPlayOutsideControllersArea(c) => card("lcg-problem-in-play-outside-area", c),
            Problem::TokensOutOfPlay(c) => card("lcg-problem-tokens-out-of-play", c),
        }
    }
}

/// Every problem found (empty when the state is sound).
pub fn problems(state: &State) -> Vec<Problem> {
    let n = state.cards.len();
    let mut found = Vec::new();
    let mut places = vec![0u8; n];
    let mut note = |id: CardId, found: &mut Vec<Problem>| match places.get_mut(id.idx()) {
        Some(count) => *count = count.saturating_add(1),
        None => found.push(Problem::UnknownCard(id)),
    };
    for player in &state.players {
        note(player.affiliation, &mut found);
        for zone in [
            &player.hand,
            &player.command_deck,
            &player.objective_deck,
            &player.play,
            &player.discard,
            &player.victory,
            &player.edge,
            &player.captives,
        ] {
            for &id in zone {
                note(id, &mut found);
            }
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
    for (i, player) in state.players.iter().enumerate() {
        for &id in &player.play {
            if state.card(id).controller.idx() != i {
                found.push(Problem::InPlayOutsideControllersArea(id));
            }
        }
    }
    if !found.is_empty() {
        return found;
    }
    found.extend(tokens_out_of_play(state));
    for (i, card) in state.cards.iter().enumerate() {
        let id = CardId(i as u16);
        let Some(attachment) = card.attached else { continue };
        if attachment.host.idx() >= n {
            found.push(Problem::UnknownCard(attachment.host));
        } else if attachment.host == id {
            found.push(Problem::AttachedToItself(id));
        } else if !state.in_play(id) {
            found.push(Problem::AttachedCardNotInPlay(id));
        } else if !state.in_play(attachment.host) {
            found.push(Problem::HostNotInPlay { card: id, host: attachment.host });
        } else if state.card(attachment.host).attached.is_some() {
            found.push(Problem::HostIsAttached { card: id, host: attachment.host });
        }
    }
    if let Some(e) = &state.engagement {
        ids_of_engagement(e, &mut found, n);
    }
    for id in referenced(state) {
        if id.idx() >= n {
            found.push(Problem::UnknownCard(id));
        }
    }
    found
}

/// Cards out of play (neither in a play area nor an affiliation card, which is focused for
/// resources) that carry tokens or are committed.
fn tokens_out_of_play(state: &State) -> Vec<Problem> {
    let affiliations = [state.player(Side::Dark).affiliation, state.player(Side::Light).affiliation];
    (0..state.cards.len() as u16)
        .map(CardId)
        .filter(|&c| !state.in_play(c) && !affiliations.contains(&c))
        .filter(|&c| {
            let cs = state.card(c);
            cs.focus > 0 || cs.damage > 0 || cs.shields > 0 || cs.committed
        })
        .map(Problem::TokensOutOfPlay)
        .collect()
}

/// Card ids named by the pending prompt and steps.
fn referenced(state: &State) -> Vec<CardId> {
    let mut ids = Vec::new();
    match state.prompt.as_ref().map(|p| &p.kind) {
        Some(Ask::DiscardPilot { host }) => ids.push(*host),
        Some(Ask::NameTrait { card } | Ask::ChoosePlayer { card } | Ask::DiscardThenDraw { card }) => ids.push(*card),
        Some(Ask::ChooseOption { card, target }) => ids.extend([*card, *target]),
        Some(Ask::PutIntoPlay { source, search }) => {
            ids.push(*source);
            if let Search::Revealed { card } = search {
                ids.push(*card);
            }
        }
        Some(Ask::DeckBottom { source, cards }) => {
            ids.push(*source);
            ids.extend(cards.iter().copied());
        }
        Some(Ask::Shielding { unit }) => ids.push(*unit),
        Some(Ask::MoveEnhancementTo { card, enhancement }) => ids.extend([*card, *enhancement]),
        Some(Ask::DiscardFromHand { played, .. }) => ids.push(*played),
        Some(Ask::Protect { target, source, .. }) => {
            ids.push(*target);
            ids.extend(*source);
        }
        Some(Ask::Triggered { card, context, .. } | Ask::Target { card, context, .. }) => {
            ids.push(*card);
            ids.extend(*context);
        }
        Some(Ask::UnitDamage { striker, .. } | Ask::Tactics { striker, .. } | Ask::BlastDamage { striker, .. }) => {
            ids.push(*striker)
        }
        Some(Ask::PayCost { card, .. } | Ask::LookAtDeck { card }) => ids.push(*card),
        Some(Ask::LookedAtTop { card, top }) => ids.extend([*card, *top]),
        Some(Ask::MoveDamageFrom { card, to, .. }) => ids.extend([*card, *to]),
        Some(Ask::SearchTop { card, looked, .. }) => {
            ids.push(*card);
            ids.extend(looked.iter().copied());
        }
        Some(Ask::BalanceDamage | Ask::SetupObjectives | Ask::Mulligan) | None => {}
    }
    for step in &state.pending {
        match step {
            Step::LeavePlay { card, .. }
            | Step::Destroy { card }
            | Step::DestroyOffered { card }
            | Step::AskCost { card, .. } => ids.push(*card),
            Step::CheckPilotLimit { host } => ids.push(*host),
            Step::ResolveFate { card } => ids.push(*card),
            Step::AskUnitDamage { striker, .. } | Step::AskTactics { striker, .. } | Step::AskBlast { striker, .. } => {
                ids.push(*striker)
            }
            Step::ResolveStrike { unit } => ids.push(*unit),
            Step::Offer { card, context, .. } => {
                ids.push(*card);
                ids.extend(*context);
            }
            Step::ResolveAbility { card, context, target, .. } => {
                ids.push(*card);
                ids.extend(*context);
                ids.extend(*target);
            }
            Step::TargetStands { card, context, target, .. } => {
                ids.extend([*card, *target]);
                ids.extend(*context);
            }
            Step::Fire { trigger } => {
                ids.extend(trigger.card());
                if let Trigger::Targeted { source, .. } = trigger {
                    ids.push(*source);
                }
            }
            Step::AskShielding { unit } => ids.push(*unit),
            Step::DealDamage { source, target, .. } => {
                ids.push(*target);
                ids.extend(*source);
            }
            Step::Capture { card, .. } | Step::CaptureOffered { card, .. } => ids.push(*card),
            Step::AskProtect { target, source, .. } => {
                ids.push(*target);
                ids.extend(*source);
            }
            Step::ShuffleCommandDeck { .. }
            | Step::Balance
            | Step::DrawToReserve
            | Step::EnterPhase { .. }
            | Step::DialForLightObjectives
            | Step::AskSetupObjectives { .. }
            | Step::AskMulligan { .. }
            | Step::CheckCapacities
            | Step::FinishEngagement => {}
        }
    }
    ids
}

fn ids_of_engagement(e: &state::Engagement, found: &mut Vec<Problem>, n: usize) {
    for &id in std::iter::once(&e.objective).chain(&e.attackers).chain(&e.defenders) {
        if id.idx() >= n {
            found.push(Problem::UnknownCard(id));
        }
    }
}
