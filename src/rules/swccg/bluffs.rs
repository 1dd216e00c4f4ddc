//! Tatooine: Bluffs' "'Bluff Rules' in effect here" (both halves say it; one word,
//! `bluff_rules`). Source: the card's text; GEMP, read for the facts (`StackBluffCardAction`,
//! `GameConditions.canStackBluffCardAtLocation`, `canFlipBluffCardAtLocation`,
//! `FlipOverBluffCardEffect`, `AbstractLocation.getBluffRulesModifiers`):
//! - in its own turn, once a turn, the Dark Side may place any card from hand face down under the
//!   site, a 'bluff card';
//! - the Dark Side's Force drain there is +1 for each bluff card under it;
//! - in the Dark Side's deploy phase the Light Side may flip a bluff card over: a character or
//!   vehicle that may deploy there (or aboard a card there) the Dark Side may deploy for free;
//!   otherwise, or when it declines, the Dark Side loses 2 Force and the card is lost.
//!
//! The engine lets the Light Side act in the Dark Side's turn through a prompt: it is asked once,
//! as the Dark Side's deploy phase begins (docs/rules-notes.md).

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::deploy::{check_deploy_to, dest_location};
use crate::rules::swccg::model::action::{Action, Dest};
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{PickTo, Prompt, State};
use crate::rules::swccg::sections::{card_text, SwccgRule};

type Checked = Result<(), Rejected<Reason>>;

/// The Force the Dark Side loses for a bluff card that is not deployed ("lose 2 Force").
const CALLED_LOSS: u8 = 2;

/// Whether `site` (on the table) has 'Bluff Rules' in effect.
pub(crate) fn has_bluff_rules(state: &State, site: CardId) -> bool {
    state.is_location(site) && state.def(site).abilities().any(|a| matches!(a, Ability::BluffRules))
}

/// The bluff cards under `site`, first placed first.
pub(crate) fn bluffs_at(state: &State, site: CardId) -> Vec<CardId> {
    state.bluffs.iter().filter(|[s, _]| *s == site).map(|&[_, card]| card).collect()
}

/// The site `card` is face down under, if it is a bluff card (what Perimeter Scan may glance at:
/// "any one card which is face-down at a location").
pub(crate) fn face_down_under(state: &State, card: CardId) -> Option<CardId> {
    state.bluffs.iter().find(|[_, c]| *c == card).map(|&[site, _]| site)
}

/// A bluff card as its opponent knows it: the site it is under and its place there, counted from
/// 1 in the order the cards were placed (never its title).
pub(crate) fn face_down_place(state: &State, card: CardId) -> Option<(CardId, u16)> {
    let site = face_down_under(state, card)?;
    let nth = bluffs_at(state, site).iter().position(|&c| c == card)?;
    Some((site, u16::try_from(nth + 1).unwrap_or(u16::MAX)))
}

/// "Force drain +1 for each bluff card": what `side`'s drain at `location` gains (the Dark Side's
/// only).
pub(crate) fn drain_plus(state: &State, side: Side, location: CardId) -> i16 {
    if side != Side::Dark || !has_bluff_rules(state, location) {
        return 0;
    }
    i16::try_from(bluffs_at(state, location).len()).unwrap_or(i16::MAX)
}

/// May `side` place `card` from hand under `site` as a bluff card now? The Dark Side, in its own
/// turn, once a turn, at a site with 'Bluff Rules'.
pub(crate) fn check_bluff(state: &State, side: Side, card: CardId, site: CardId) -> Checked {
    if !state.is_location(site) {
        return Err(Reason::NotALocationTarget.by(SwccgRule::Deploy));
    }
    let def = state.def(site);
    if side != Side::Dark || state.active != side || state.bluffed || !has_bluff_rules(state, site) {
        return Err(Rejected::new(Reason::NoBluff { site: def.title.to_string() }, card_text(&def.title)));
    }
    if !state.in_hand(side, card) {
        return Err(Reason::NotInHand.by(SwccgRule::Deploy));
    }
    Ok(())
}

/// The bluff cards `side` may place now (one action for each card in hand and site).
pub(crate) fn bluffs_now(state: &State, side: Side) -> Vec<Action> {
    let mut out = Vec::new();
    for &site in &state.locations {
        for &card in &state.player(side).hand {
            if check_bluff(state, side, card, site).is_ok() {
                out.push(Action::Bluff { card, site });
            }
        }
    }
    out
}

/// Places `card` face down under `site`.
pub(crate) fn bluff(state: &mut State, side: Side, card: CardId, site: CardId, events: &mut Vec<Event>) {
    state.player_mut(side).hand.retain(|&c| c != card);
    state.bluffs.push([site, card]);
    state.bluffed = true;
    events.push(Event::Bluffed { side, site });
}

/// As the Dark Side's deploy phase begins: the Light Side is asked whether to flip a bluff card
/// over, at the first site with 'Bluff Rules' that has one.
pub(crate) fn offer_flip(state: &mut State) {
    if state.active != Side::Dark || state.prompt.is_some() {
        return;
    }
    let site = state.locations.iter().copied().find(|&s| has_bluff_rules(state, s) && !bluffs_at(state, s).is_empty());
    if let Some(site) = site {
        state.prompt = Some(Prompt::CallBluff { chooser: Side::Light, site });
    }
}

/// The Light Side's answers: flip over any one of the bluff cards (by its place under the site,
/// first placed first), or pass.
pub(crate) fn flips(state: &State, site: CardId) -> Vec<Action> {
    let n = bluffs_at(state, site).len();
    (0..n)
        .filter_map(|i| u8::try_from(i).ok())
        .map(|nth| Action::FlipBluff { site, nth })
        .chain([Action::Pass])
        .collect()
}

/// Where `card` (in the Dark Side's hand) may deploy at `site` for free: the site, or aboard a card
/// there.
fn free_deploys(state: &State, card: CardId, site: CardId, dests: &[Dest]) -> Vec<Dest> {
    dests
        .iter()
        .copied()
        .filter(|&to| dest_location(state, to) == Some(site))
        .filter(|&to| check_deploy_to(state, Side::Dark, card, to).is_ok())
        .collect()
}

/// The answers to the Dark Side's prompt for a flipped bluff card: each free deploy at the site.
pub(crate) fn deploy_answers(state: &State, card: CardId, site: CardId, dests: &[Dest]) -> Vec<Action> {
    free_deploys(state, card, site, dests).into_iter().map(|to| Action::Deploy { card, to, force: 0 }).collect()
}

/// Whether `to` is where the flipped bluff card `card` may deploy (the site, or aboard there).
pub(crate) fn check_deploy_here(state: &State, card: CardId, site: CardId, to: Dest) -> bool {
    dest_location(state, to) == Some(site) && check_deploy_to(state, Side::Dark, card, to).is_ok()
}

/// Flips over the `nth` bluff card under `site`: a character or vehicle goes to the Dark Side's
/// hand, to be deployed there for free (`Prompt::Pick` with `PickTo::DeployAt`) or lost with 2
/// Force; any other card is lost, and the Dark Side loses 2 Force. `dests`: where a card from
/// hand might deploy (`flow/legal.rs` `destinations`, for the new hand).
pub(crate) fn flip(
    state: &mut State,
    site: CardId,
    nth: u8,
    dests: impl Fn(&State, CardId) -> Vec<Dest>,
    events: &mut Vec<Event>,
) {
    let Some(card) = bluffs_at(state, site).get(usize::from(nth)).copied() else { return };
    state.bluffs.retain(|&[_, c]| c != card);
    events.push(Event::BluffFlipped { card, site });
    let owner = state.owner(card);
    state.player_mut(owner).hand.push(card);
    let kind = matches!(state.def(card).card_type, CardType::Character | CardType::Vehicle);
    if kind && !free_deploys(state, card, site, &dests(state, card)).is_empty() {
        let to = PickTo::DeployAt { site, loss: CALLED_LOSS };
        let (shown, cards) = (Vec::new(), vec![card]);
        state.prompt = Some(Prompt::Pick { chooser: owner, card: site, shown, cards, left: 1, to, shuffle: None });
    } else {
        called(state, owner, card, CALLED_LOSS, events);
    }
}

/// A bluff card not deployed: lost (from hand), and its owner loses `loss` Force.
pub(crate) fn called(state: &mut State, owner: Side, card: CardId, loss: u8, events: &mut Vec<Event>) {
    let player = state.player_mut(owner);
    if player.hand.contains(&card) {
        player.hand.retain(|&c| c != card);
        player.lost_pile.push(card);
        events.push(Event::Lost { card });
    }
    if loss > 0 {
        state.prompt = Some(Prompt::LoseForce { chooser: owner, amount: u16::from(loss) });
    }
}
