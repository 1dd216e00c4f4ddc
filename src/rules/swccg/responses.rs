//! The respond window: Interrupts played in answer to what just happened, most often in the
//! opponent's turn (research §3: Interrupts are played "when their text says"; GEMP plays each of
//! these as an optional response to the effect it names). When the opponent just deployed a card,
//! just initiated a Force drain (after the react window, before the Force is lost), both players
//! just drew battle destiny, a battle just finished, a battle's loser has no cards left to
//! forfeit in the damage segment, the opponent just lost Force to a battle, or the opponent just
//! played an Interrupt in such a window, or the opponent's Interrupt just completed a transport, the side that may answer gets `Prompt::Respond` — only
//! when it has such an Interrupt to play now, so games without one gain no pause. It plays one,
//! or passes. An Interrupt's other options are not played in it ("Cancel Sunsdown" is, against
//! the Sunsdown just deployed).

use crate::engine::{CardId, Table};
use crate::rules::swccg::battle::forfeitable;
use crate::rules::swccg::battle_answers::{
    added_against, counter_assault, cut_power_and_attrition, take_back_additions,
};
use crate::rules::swccg::dogfights;
use crate::rules::swccg::force::{text_destiny, use_force};
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::lightsabers::weapon_used;
pub(crate) use crate::rules::swccg::losses::{about_to_lose, just_lost};
use crate::rules::swccg::losses::{characters_aboard, lower_shot, retarget, revive};
use crate::rules::swccg::model::action::{Action, Dest};
use crate::rules::swccg::model::def::{Ability, CardType, Kinds, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{At, FreeDeploy, Held, Moment, PickTo, Prompt, State, Step};
use crate::rules::swccg::on_cards::stack_disarming;
pub(crate) use crate::rules::swccg::response_checks::check_response;
use crate::rules::swccg::response_finds::{locations_found, mass_deployed, move_to_react};
use crate::rules::swccg::side_of_table::{check_immediate, deploy_immediate, is_immediate};
use crate::rules::swccg::starship::{is_capital, maneuver};
use crate::rules::swccg::vehicles::{lose_from_table, strand_if_empty};

/// What the open respond window answers, when `side` chooses in it.
pub(crate) fn moment(state: &State, side: Side) -> Option<Moment> {
    match state.prompt {
        Some(Prompt::Respond { chooser, to }) if chooser == side => Some(to),
        _ => None,
    }
}

/// Whether `ability` is an Interrupt's answer to a moment (played only in the respond window).
pub(crate) fn is_response(ability: &Ability) -> bool {
    matches!(
        ability,
        Ability::HaltsJustDeployed { .. }
            | Ability::ReturnsJustDeployed { .. }
            | Ability::CancelsDrain { .. }
            | Ability::CancelsDamageWithoutForfeits
            | Ability::SwitchesLoneDestinies { .. }
            | Ability::CutsPowerAndAttrition { .. }
            | Ability::DestinyAgainstManeuver { .. }
            | Ability::RaisesBattleLoss { .. }
            | Ability::CancelsInterrupt { .. }
            | Ability::RevivesJustForfeited { .. }
            | Ability::JustLostToUsed { .. }
            | Ability::CancelsHitToUsedPile { .. }
            | Ability::RetrievesRandomlyAfterDrained { .. }
            | Ability::DestinyAtLossSite { .. }
            | Ability::LessWeaponDestinyAgainst { .. }
            | Ability::RelocatesAboardBeforeLoss { .. }
            | Ability::CancelsAttritionByLosing { .. }
            | Ability::Retargets { .. }
            | Ability::DeploysRelatedSystem
            | Ability::DeploysSitesOfPlanet { .. }
            | Ability::PreventsBattlingAfterDeploys { .. }
            | Ability::CancelsReactedBattle
            | Ability::MovesToReactLocation { .. }
            | Ability::DestinyOverAbilityAfterWin { .. }
            | Ability::AddsManeuverAndPilotToDuel
            | Ability::DisarmsAfterLoss { .. }
            | Ability::LosesWeaponUser { .. }
            | Ability::LosesTransport { .. }
            | Ability::CollapsesUnderground { .. }
            | Ability::CapturesFromBattle { .. }
    )
}

/// The cards an answer to a deploy acts on: the card deployed, and the rider deployed with it
/// when it is of `who` too (GEMP's "other played card": Rebel Barrier holds, It Can Wait returns,
/// both a starship and its pilot).
pub(crate) fn deployed_cards(state: &State, to: Moment, who: &Kinds) -> Vec<CardId> {
    let Moment::Deployed { card, rider } = to else { return Vec::new() };
    std::iter::once(card).chain(rider.filter(|&r| state.card(r).at.is_some() && who.holds(state.def(r)))).collect()
}

/// The cards an answer to `to` may target (besides none).
fn targets(state: &State, side: Side, to: Moment) -> Vec<CardId> {
    match to {
        Moment::Deployed { card, rider } => std::iter::once(card).chain(rider).collect(),
        Moment::BattleFinished { location } | Moment::Won { location } | Moment::LostBattle { location } => {
            state.cards_at(side.opponent(), location)
        }
        Moment::Played { card } => vec![card],
        Moment::Lost { card, .. } => vec![card],
        // The chooser's cards where the target is (a droid to re-target to), where the battle is
        // (a droid to lose).
        Moment::Targeted { target, .. } => state.location_of(target).map_or_else(Vec::new, |l| state.cards_at(side, l)),
        Moment::Attrition => state.battle.as_ref().map_or_else(Vec::new, |b| state.cards_at(side, b.location)),
        // Where the characters aboard may go: a site, or one of the chooser's starships.
        Moment::AboutToBeLost { card } => state
            .locations
            .iter()
            .copied()
            .filter(|&l| is_site(state, l))
            .chain(state.player(side).table.iter().copied().filter(|&c| c != card && is_capital(state.def(c))))
            .collect(),
        // ComScan Detection: one of the chooser's starships or vehicles.
        Moment::Reacted { .. } => state
            .player(side)
            .table
            .iter()
            .copied()
            .filter(|&c| matches!(state.def(c).card_type, CardType::Starship | CardType::Vehicle))
            .collect(),
        // Collapsing Corridor: a site to collapse.
        Moment::Moved { .. } => crate::rules::swccg::collapse::targets(state, to),
        _ => Vec::new(),
    }
}

/// The Interrupts `side` may play answering `to`: the window's answers (with Pass). Empty when it
/// has none: the window then stays closed.
pub(crate) fn responses(state: &State, side: Side, to: Moment) -> Vec<Action> {
    let mut out = Vec::new();
    let mut targets = targets(state, side, to);
    crate::rules::swccg::lightsabers::add_users(state, side, to, &mut targets);
    for &card in &state.player(side).hand {
        let def = state.def(card);
        if !def.is(CardType::Interrupt) {
            continue;
        }
        for target in std::iter::once(None).chain(targets.iter().copied().map(Some)) {
            if def.abilities().any(|a| matches!(check_response(state, side, to, a, target), Some(Ok(())))) {
                out.push(Action::Interrupt { card, target });
            }
        }
    }
    // Tactical Re-Call: "Deploy on any Yavin 4 site immediately after winning a battle elsewhere".
    for (card, dest) in crate::rules::swccg::utinni::deploys_after_win_now(state, side, to) {
        out.push(Action::Deploy { card, to: dest, force: 0 });
    }
    // A Tractor Beam: "At the end of a battle at same system or sector, may target …".
    out.extend(crate::rules::swccg::tractor_beams::uses(state, side, to));
    // Crash Site Memorial: "If you just lost a vehicle, droid, weapon, or device, may stack it here."
    out.extend(crate::rules::swccg::stacks::stacks_now(state, side, to));
    // High Anxiety: "If an opponent's character … has just become missing, deploy on a Rebel …".
    out.extend(crate::rules::swccg::missing_watch::deploys_now(state, side, to));
    // An Immediate Effect answering the moment (Breached Defenses).
    for &card in &state.player(side).hand {
        if is_immediate(state.def(card)) && check_immediate(state, side, to, card, 0).is_ok() {
            out.push(Action::DeployOnSide { card, force: 0 });
        }
    }
    out
}

/// Queues the respond window for `side`, answering `to`.
pub(crate) fn queue(state: &mut State, side: Side, to: Moment) {
    state.pending.push(Step::Respond { side, to });
}

/// Opens the respond window for `side` if it has an answer to `to`; otherwise what follows the
/// moment follows at once.
pub(crate) fn open(state: &mut State, side: Side, to: Moment) {
    if responses(state, side, to).is_empty() {
        close(state, side, to);
    } else {
        state.prompt = Some(Prompt::Respond { chooser: side, to });
    }
}

/// The window is over (answered, or passed): a Force drain's loss follows; the damage segment
/// goes on.
fn close(state: &mut State, side: Side, to: Moment) {
    match to {
        Moment::Drain { location, amount } => {
            crate::rules::swccg::losses::count_drained(state, side, amount);
            // Its answers once the Force is lost (Thank The Maker), queued only when it holds one.
            let after = Moment::DrainLost { location };
            if !responses(state, side, after).is_empty() {
                queue(state, side, after);
            }
            state.prompt = Some(Prompt::LoseForce { chooser: side, amount });
        }
        Moment::NoForfeits | Moment::Attrition => state.pending.push(Step::Damage { side }),
        // The transport's characters are kept no longer (`transports.rs`).
        Moment::Transported { .. } => state.transported.clear(),
        // A 'react' to a Force drain: the defender's window on the drain follows, then its loss.
        Moment::Reacted { location, drain: Some(amount), .. } => {
            open(state, side.opponent(), Moment::Drain { location, amount })
        }
        _ => {}
    }
}

/// Answers the window: Pass, or the Interrupt (`interrupts::play` carries out its option through
/// [`carry_out`], with the window still open so that the option can be found).
pub(crate) fn answer(state: &mut State, side: Side, to: Moment, action: &Action, events: &mut Vec<Event>) {
    match *action {
        Action::Interrupt { card, target } => {
            state.prompt = Some(Prompt::Respond { chooser: side, to });
            crate::rules::swccg::interrupts::play(state, side, card, target, events);
            if matches!(state.prompt, Some(Prompt::Respond { .. })) {
                state.prompt = None;
                close(state, side, to);
            }
            // The opponent may answer the Interrupt just played (Dark Collaboration).
            queue(state, side.opponent(), Moment::Played { card });
        }
        Action::DeployOnSide { card, .. } => {
            deploy_immediate(state, side, card, events);
            close(state, side, to);
        }
        Action::Stack { card, on } => {
            crate::rules::swccg::stacks::stack(state, card, on, events);
            close(state, side, to);
        }
        Action::TractorBeam { card, target } => {
            state.prompt = None;
            crate::rules::swccg::tractor_beams::use_beam(state, side, card, target, events);
            close(state, side, to);
        }
        // Tactical Re-Call: deployed, it asks for its target.
        // High Anxiety: on its host, watching the character just gone missing.
        Action::Deploy { card, to: Dest::On(host), .. }
            if crate::rules::swccg::missing_watch::deploys_when_missing(state.def(card)) =>
        {
            state.prompt = None;
            crate::rules::swccg::missing_watch::deploy(state, side, card, host, to, events);
            close(state, side, to);
        }
        Action::Deploy { card, to: dest, force } => {
            state.prompt = None;
            crate::rules::swccg::deploy::deploy(state, side, card, dest, force, events);
            crate::rules::swccg::utinni::offer(state, side, card);
            close(state, side, to);
        }
        _ => close(state, side, to),
    }
}

/// The damage segment: when `side` lost the battle, still owes battle damage and has no cards
/// left it can forfeit, its respond window (once a battle). Whether it opened.
pub(crate) fn offer_at_damage(state: &mut State, side: Side) -> bool {
    let Some(b) = &state.battle else { return false };
    if b.responded[side.idx()]
        || b.winner != Some(side.opponent())
        || b.damage[side.idx()] == 0
        || !forfeitable(state, side).is_empty()
    {
        return false;
    }
    if let Some(b) = &mut state.battle {
        b.responded[side.idx()] = true;
    }
    if responses(state, side, Moment::NoForfeits).is_empty() {
        return false;
    }
    state.prompt = Some(Prompt::Respond { chooser: side, to: Moment::NoForfeits });
    true
}

/// `side`'s battle damage is satisfied: if it lost Force to it, its opponent's respond window.
pub(crate) fn offer_after_loss(state: &mut State, side: Side) {
    let Some(b) = &mut state.battle else { return };
    if b.force_lost[side.idx()] > 0 {
        b.force_lost[side.idx()] = 0;
        open(state, side.opponent(), Moment::LostForce);
    }
}

/// Carries out the response option `ability` of `card`, played by `side` in the open window.
pub(crate) fn carry_out(
    state: &mut State,
    side: Side,
    card: CardId,
    ability: &Ability,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let Some(to) = moment(state, side) else { return };
    state.prompt = None;
    match ability {
        Ability::HaltsJustDeployed { force, battle, who } => {
            use_force(state, side, *force);
            for t in deployed_cards(state, to, who) {
                state.held.push(Held { card: t, battle: *battle, battle_only: false, source: card });
                events.push(Event::Held { card: t, battle: *battle });
            }
        }
        Ability::PreventsBattlingAfterDeploys { characters } => {
            for t in mass_deployed(state, side, to, *characters).unwrap_or_default() {
                state.held.push(Held { card: t, battle: true, battle_only: true, source: card });
                events.push(Event::HeldFromBattle { card: t });
            }
        }
        Ability::CancelsReactedBattle => crate::rules::swccg::battle::end_battle(state, events),
        Ability::MovesToReactLocation { who } => {
            let Moment::Reacted { location, .. } = to else { return };
            if let Some((t, (how, cost))) = target.and_then(|t| Some((t, move_to_react(state, side, to, who, t)?))) {
                crate::rules::swccg::movement::perform(state, side, t, how, Dest::At(location), cost, events);
            }
        }
        Ability::ReturnsJustDeployed { force, who } => {
            use_force(state, side, *force);
            // The rider first: what is aboard the card is lost as it leaves, but not the rider.
            for t in deployed_cards(state, to, who).into_iter().rev() {
                if state.card(t).at.is_none() {
                    continue;
                }
                to_hand(state, t, events);
                // "On opponent's next turn": the turn after the next.
                let title = state.def(t).title.to_string();
                let turn = state.turn.saturating_add(2);
                state.free_deploys.push(FreeDeploy { side: side.opponent(), title, turn });
            }
        }
        Ability::CancelsEffect { .. } => {
            if let Some(t) = target.filter(|&t| state.card(t).at.is_some()) {
                lose_from_table(state, t, events);
            }
        }
        Ability::CancelsInterrupt { .. } => {
            if let Some(t) = target {
                state.held.retain(|h| h.source != t);
                // What it added for the turn (I'm On The Leader's weapon destiny) goes too.
                state.boosts.retain(|b| b.source != t);
                take_back_additions(state, t);
                events.push(Event::InterruptCancelled { card: t });
            }
        }
        Ability::CutsPowerAndAttrition { force, destinies, .. } => {
            cut_power_and_attrition(state, side, card, *force, *destinies, events)
        }
        Ability::CancelsDrain { force } => {
            use_force(state, side, *force);
            if let Moment::Drain { location, .. } = to {
                events.push(Event::DrainCancelled { card, location });
                counter_assault(state, side, card, location, events);
            }
            // The drain is cancelled: no Force is lost to it.
            return;
        }
        Ability::CancelsDamageWithoutForfeits => {
            if let Some(b) = &mut state.battle {
                b.damage[side.idx()] = 0;
            }
            events.push(Event::DamageCancelled { side });
        }
        Ability::SwitchesLoneDestinies { force } => {
            use_force(state, side, *force);
            if let Some(b) = &mut state.battle {
                let [dark, light] = &mut b.destiny;
                if let (Some(d), Some(l)) = (dark.first_mut(), light.first_mut()) {
                    std::mem::swap(&mut d.value, &mut l.value);
                    events.push(Event::DestiniesSwitched { dark: d.value, light: l.value });
                }
            }
        }
        // "Draw destiny. If destiny > target's ability, target is lost" (GEMP `Card1_264`: the
        // target's ability; a failed draw fails).
        Ability::DestinyOverAbilityAfterWin { force, .. } => {
            use_force(state, side, *force);
            if let Some(t) = target {
                let total = text_destiny(state, side, card, 0, events);
                let ability = crate::rules::swccg::stats::ability(state, t);
                if total.is_some_and(|total| total > ability) && state.card(t).at.is_some() {
                    lose_from_table(state, t, events);
                }
            }
        }
        Ability::LosesWeaponUser { .. } => {
            if let Some((t, w)) = target.and_then(|t| Some((t, weapon_used(state, side, to, ability, t)?))) {
                crate::rules::swccg::lightsabers::strike(state, side, card, t, w, events);
            }
        }
        Ability::DisarmsAfterLoss { .. } => {
            if let Some(t) = target {
                stack_disarming(state, side, card, t, events);
            }
        }
        Ability::DestinyAgainstManeuver { force } => {
            use_force(state, side, *force);
            if let Some(t) = target {
                let total = text_destiny(state, side, card, added_against(state, card, t), events);
                if total.is_some_and(|total| maneuver(state, t).is_some_and(|m| total > m))
                    && state.card(t).at.is_some()
                {
                    lose_from_table(state, t, events);
                }
            }
        }
        Ability::DeploysRelatedSystem | Ability::DeploysSitesOfPlanet { .. } => {
            let cards = locations_found(state, side, to, ability).unwrap_or_default();
            let left = match ability {
                Ability::DeploysSitesOfPlanet { sites, .. } => *sites,
                _ => 1,
            };
            let shown: Vec<CardId> = state.player(side).reserve.iter().rev().copied().collect();
            events.push(Event::Searched { side, card, whose: side, reserve: true });
            let (to_, shuffle) = (PickTo::Location, Some(side));
            state.prompt = Some(Prompt::Pick { chooser: side, card, shown, cards, left, to: to_, shuffle });
            return;
        }
        Ability::RaisesBattleLoss { amount } => {
            state.prompt = Some(Prompt::LoseForce { chooser: side.opponent(), amount: u16::from(*amount) });
            return;
        }
        Ability::RevivesJustForfeited { force, .. } => {
            use_force(state, side, *force);
            if let (Some(t), Moment::Lost { location: Some(l), .. }) = (target, to) {
                revive(state, side, t, l, events);
            }
        }
        Ability::JustLostToUsed { .. } => {
            if let Some(t) = target {
                let player = state.player_mut(state.owner(t));
                if player.lost_pile.contains(&t) {
                    player.lost_pile.retain(|&c| c != t);
                    player.used_pile.push(t);
                    events.push(Event::ToUsedPile { card: t });
                }
            }
        }
        Ability::RetrievesRandomlyAfterDrained { force, .. } => {
            use_force(state, side, *force);
            let value = text_destiny(state, side, card, 0, events).unwrap_or(0);
            crate::rules::swccg::losses::retrieve_randomly(state, side, card, value, events);
        }
        Ability::CancelsHitToUsedPile { .. } => {
            if let Moment::HitToUsedPile { card: t, location } = to {
                crate::rules::swccg::losses::used_to_lost(state, t, location, events);
            }
        }
        Ability::DestinyAtLossSite { .. } => {
            if let (Some(value), Moment::Lost { location: Some(l), .. }) =
                (text_destiny(state, side, card, 0, events), to)
            {
                let hit: Vec<CardId> = Side::BOTH
                    .into_iter()
                    .flat_map(|s| state.cards_at(s, l))
                    .filter(|&c| state.def(c).destiny == Some(value))
                    .collect();
                for c in hit {
                    // A card aboard one lost before it is lost with it.
                    if state.card(c).at.is_some() {
                        lose_from_table(state, c, events);
                    }
                }
            }
        }
        Ability::CancelsAttritionByLosing { .. } => {
            if let Some(t) = target.filter(|&t| state.card(t).at.is_some()) {
                lose_from_table(state, t, events);
            }
            if let Some(b) = &mut state.battle {
                b.attrition[side.idx()] = 0;
            }
        }
        Ability::Retargets { .. } => {
            if let (Some(t), Moment::Targeted { weapon, target: first }) = (target, to) {
                retarget(state, weapon, first, t, events);
            }
        }
        Ability::RelocatesAboardBeforeLoss { .. } => {
            if let (Some(t), Moment::AboutToBeLost { card: ship }) = (target, to) {
                for (c, slot) in characters_aboard(state, ship) {
                    let at = if state.is_location(t) { At::Location(t) } else { At::Aboard { host: t, slot } };
                    state.card_mut(c).at = Some(at);
                    events.push(Event::Relocated { card: c, to: t });
                }
            }
        }
        Ability::LessWeaponDestinyAgainst { amount, .. } => {
            if let Moment::Targeted { weapon, target: t } = to {
                let draws = crate::rules::swccg::weapons::weapon_text(state, weapon).map_or(1, |w| w.destinies);
                lower_shot(state, weapon, t, *amount, draws);
            }
        }
        Ability::AddsManeuverAndPilotToDuel => dogfights::slip(state, to),
        Ability::CollapsesUnderground { .. } => {
            crate::rules::swccg::collapse::play(state, side, card, to, ability, target, events)
        }
        Ability::CapturesFromBattle { force } => {
            if let Moment::AboutToBeLost { card: t } = to {
                use_force(state, side, *force);
                crate::rules::swccg::captives::capture(state, card, t, events);
            }
        }
        Ability::LosesTransport { force, captures, .. } => {
            if let Moment::Transported { card: t } = to {
                let captures = captures.as_ref().map(|who| (card, who));
                crate::rules::swccg::transports::lose_transport(state, side, (*force, captures), t, events);
            }
        }
        _ => {}
    }
    close(state, side, to);
}

/// It Can Wait: `card` goes from the table to its owner's hand; what is aboard or on it is lost
/// (as when a card leaves the table, [S9]; docs/rules-notes.md).
fn to_hand(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    let host = match state.card(card).at {
        Some(At::Aboard { host, .. }) => Some(host),
        _ => None,
    };
    crate::rules::swccg::captives::release_escorted(state, card, events);
    for inside in state.attached_to(card) {
        if state.card(inside).at.is_some() {
            lose_from_table(state, inside, events);
        }
    }
    crate::rules::swccg::stacks::lose_stacked(state, card, events);
    let owner = state.owner(card);
    state.card_mut(card).leave_table();
    state.player_mut(owner).table.retain(|&c| c != card);
    // A stolen card goes to its own player's hand (`leave_table`).
    let player = state.player_mut(state.owner(card));
    player.hand.push(card);
    state.boosts.retain(|b| b.card != card);
    state.held.retain(|h| h.card != card);
    state.left.retain(|&(c, _)| c != card);
    events.push(Event::ReturnedToHand { card });
    if let Some(host) = host {
        strand_if_empty(state, host);
    }
}

/// The battle at `location` just finished: first the defender, then the initiator, may answer
/// (I've Got A Problem Here).
pub(crate) fn after_battle(state: &mut State, location: CardId, initiator: Side) {
    queue(state, initiator, Moment::BattleFinished { location });
    queue(state, initiator.opponent(), Moment::BattleFinished { location });
}
