//! Interrupts (and Obi-Wan's Cape) answering a battle just initiated ("just initiated": the
//! battle's weapons segment, as for Out Of Nowhere, docs/rules-notes.md), mostly by taking cards
//! out of it: moving them away (Hyper Escape, Narrow Escape, Fall Back!, Obi-Wan's Cape),
//! cancelling the battle (Alternatives To Fighting, Fall Back!, Into The Garbage Chute, Flyboy),
//! excluding cards from it (Blast The Door, Kid!, Stunning Leader), an accident (Friendly Fire,
//! Collateral Damage), a lead T-47 (Attack Pattern Delta) and a leader lost unless its side wins
//! (You Have Failed Me For The Last Time).

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::battle::{end_battle, end_if_presence_gone, participants, total_power};
use crate::rules::swccg::battle_interrupts::is_party;
use crate::rules::swccg::battle_interrupts::just_initiated;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::{available, text_destiny, use_force};
use crate::rules::swccg::landing::{is_exterior, is_site, is_system};
use crate::rules::swccg::mobile_system::parsec as parsec_of;
use crate::rules::swccg::model::action::{Dest, Movement};
use crate::rules::swccg::model::def::{Ability, AloneAt, CardType, Icon, Kinds, Party, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, BattleStep, Prompt, State};
use crate::rules::swccg::movement::{move_cost, perform, site_distance};
use crate::rules::swccg::occupants::is_piloted;
use crate::rules::swccg::presence::has_presence;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::vehicles::{lose_from_table, strand_if_empty};

type Checked = Result<(), Rejected<Reason>>;

/// How far apart two locations are for a move away: parsecs between systems, sites between
/// sites of one planet.
fn distance(state: &State, from: CardId, to: CardId) -> u8 {
    if is_system(state, from) && is_system(state, to) {
        let parsec = |l: CardId| parsec_of(state, l).unwrap_or(0);
        parsec(from).abs_diff(parsec(to))
    } else {
        site_distance(state, from, to).unwrap_or(u8::MAX)
    }
}

/// Where `card`, on its own at the battle's location, moves away to, and what it costs: the
/// glossary's 'move away' is a regular move (hyperspeed from a system, landspeed from a site;
/// research §2: landing and taking off cannot be used to move away) away from the battle, paid
/// as usual unless `free`, within `budget` Force; `only` narrows the destination. Of the places it
/// may go, the nearest (then the cheapest, then the first in table order: docs/rules-notes.md).
pub(crate) fn away_to(
    state: &State,
    card: CardId,
    free: bool,
    budget: u8,
    only: Option<CardId>,
) -> Option<(Movement, CardId, u8)> {
    let Some(At::Location(from)) = state.card(card).at else { return None };
    let how = if is_system(state, from) { Movement::Hyperspeed } else { Movement::Landspeed };
    let side = state.owner(card);
    state
        .locations
        .iter()
        .copied()
        .filter(|&l| l != from && only.is_none_or(|o| o == l))
        .filter_map(|l| {
            let normal = move_cost(state, side, card, how, Dest::At(l)).ok()?;
            let cost = if free { 0 } else { normal };
            (cost <= budget).then_some((distance(state, from, l), cost, l))
        })
        .min_by_key(|&(d, c, _)| (d, c))
        .map(|(_, cost, l)| (how, l, cost))
}

/// `side`'s cards on their own at the battle's location, in the battle, of `who` (and with
/// ability, when `with_ability`): those a "move all your … there away" moves (the cards aboard go
/// with them).
fn movers(state: &State, side: Side, who: &Kinds, with_ability: bool) -> Vec<CardId> {
    participants(state, side)
        .into_iter()
        .filter(|&c| matches!(state.card(c).at, Some(At::Location(_))))
        .filter(|&c| who.holds(state.def(c)) && (!with_ability || crate::rules::swccg::stats::ability(state, c) > 0))
        .collect()
}

/// The Hyper Escape word's condition for `side` (Hyper Escape, Narrow Escape: the text's place,
/// who initiated, "where you have a Rebel of ability > 2 present"), and one of its cards able to
/// move away (GEMP's `movableAsMoveAway` target): the cards it would move.
pub(crate) fn moves_away_holds(
    state: &State,
    side: Side,
    who: &Kinds,
    at: AloneAt,
    with_ability: bool,
    by_opponent: bool,
    present: Option<&Party>,
) -> Option<Vec<CardId>> {
    just_initiated(state, side, at, by_opponent)?;
    let leader = present.is_none_or(|p| {
        participants(state, side).into_iter().any(|c| is_present(state, c) && is_party(state, side, p, c))
    });
    let cards = movers(state, side, who, with_ability);
    let budget = available(state, side);
    (leader && cards.iter().any(|&c| away_to(state, c, false, budget, None).is_some())).then_some(cards)
}

/// "Move all your starships and vehicles there away": each of `cards` in turn, as long as its
/// move away is still within the Force left; the battle ends if `side` has no presence left there
/// (research §3).
pub(crate) fn move_away(state: &mut State, side: Side, cards: &[CardId], events: &mut Vec<Event>) {
    for &card in cards {
        if let Some((how, to, cost)) = away_to(state, card, false, available(state, side), None) {
            perform(state, side, card, how, Dest::At(to), cost, events);
        }
    }
    end_if_presence_gone(state, events);
}

/// `side`'s characters present in the battle, on their own at its location: those Fall Back!
/// moves.
fn characters_present(state: &State, side: Side) -> Vec<CardId> {
    participants(state, side)
        .into_iter()
        .filter(|&c| state.def(c).is(CardType::Character) && is_present(state, c))
        .filter(|&c| matches!(state.card(c).at, Some(At::Location(_))))
        .collect()
}

/// Fall Back!: "If opponent just initiated a battle at an exterior site with more than double
/// your total power, use 1 Force to target an adjacent site where opponent has no presence"
/// (the card's text; GEMP: a character of yours present in the battle, an adjacent site the
/// opponent does not occupy): whether `target` is such a site for `side` now.
pub(crate) fn falls_back_to(state: &State, side: Side, times: u8, target: CardId) -> bool {
    let Some(location) = just_initiated(state, side, AloneAt::Site, true) else { return false };
    let theirs = total_power(state, side.opponent(), location);
    let ours = total_power(state, side, location);
    is_exterior(state, location)
        && theirs > ours.saturating_mul(u16::from(times))
        && is_site(state, target)
        && site_distance(state, location, target) == Some(1)
        && !has_presence(state, side.opponent(), target)
        && !characters_present(state, side).is_empty()
}

/// "All your characters present in battle move away (for free) to the target site. The battle
/// is canceled": each that may move there does (GEMP: "as many as possible"); then the battle
/// ends, with no power or damage.
pub(crate) fn fall_back(state: &mut State, side: Side, target: CardId, events: &mut Vec<Event>) {
    for card in characters_present(state, side) {
        if let Some((how, to, _)) = away_to(state, card, true, 0, Some(target)) {
            perform(state, side, card, how, Dest::At(to), 0, events);
        }
    }
    end_battle(state, events);
}

/// Blast The Door, Kid!, Stunning Leader: "If a battle was just initiated at an interior site, use
/// 1 Force; for remainder of battle, all characters of ability > 2 and all leaders (on both
/// sides) are simultaneously excluded from that battle" (the cards' text; GEMP: playable while
/// one such card takes part, the leaders any with the leader characteristic): the cards it
/// excludes now, if it may be played.
pub(crate) fn to_exclude(
    state: &State,
    side: Side,
    ability_over: u8,
    leaders: bool,
    interior: bool,
) -> Option<Vec<CardId>> {
    let location = just_initiated(state, side, AloneAt::Site, false)?;
    if interior && !state.def(location).has_icon(Icon::Interior) {
        return None;
    }
    let cards: Vec<CardId> = Side::BOTH
        .into_iter()
        .flat_map(|s| participants(state, s))
        .filter(|&c| {
            let def = state.def(c);
            def.is(CardType::Character)
                && (crate::rules::swccg::stats::ability(state, c) > ability_over
                    || (leaders && def.has_characteristic("leader")))
        })
        .collect();
    (!cards.is_empty()).then_some(cards)
}

/// Excludes `cards` from the battle under way; a side left with no card taking part ends it (as
/// when a 'react' away takes its last card, research §3).
pub(crate) fn exclude(state: &mut State, cards: Vec<CardId>, events: &mut Vec<Event>) {
    if let Some(b) = state.battle.as_mut() {
        b.excluded.extend(cards);
    }
    if Side::BOTH.into_iter().any(|s| participants(state, s).is_empty()) {
        end_battle(state, events);
    }
}

/// Obi-Wan's Cape: "When a battle was just initiated where present, may use 1 Force to choose one
/// opponent's character of ability = 1 present to move away (for free), or that character is
/// lost" (the card's text; GEMP: an optional action of the Cape's player at the battle's start,
/// the character present in the battle): may `side` use `card`'s text on `target` now — in the
/// weapons segment, on its turn to act, once in the battle, the character the card is on present
/// in it?
pub(crate) fn check_send_away(state: &State, side: Side, card: CardId, target: CardId) -> Checked {
    let refused = || Err(Reason::InterruptConditions.by(SwccgRule::Interrupts));
    let Some(b) = state.battle.as_ref() else { return refused() };
    let Some((force, ability)) = state.def(card).abilities().find_map(|a| match a {
        Ability::SendsAway { force, ability } => Some((*force, *ability)),
        _ => None,
    }) else {
        return refused();
    };
    let host = match state.card(card).at {
        Some(At::On(host)) => host,
        _ => return refused(),
    };
    let tdef = state.def(target);
    let ok = state.owner(card) == side
        && b.step == BattleStep::Weapons
        && b.to_act == side
        && !b.used.contains(&card)
        && participants(state, side).contains(&host)
        && is_present(state, host)
        && state.owner(target) == side.opponent()
        && participants(state, side.opponent()).contains(&target)
        && is_present(state, target)
        && tdef.is(CardType::Character)
        && tdef.ability.is_some()
        && crate::rules::swccg::stats::ability(state, target) == ability;
    if !ok {
        return refused();
    }
    let have = available(state, side);
    if have < force {
        return Err(Reason::NotEnoughForce { cost: force, available: have }.by(SwccgRule::Interrupts));
    }
    Ok(())
}

/// Fire Extinguisher: "If deployed on R2-D2, may lose Fire Extinguisher to cancel a battle just
/// initiated where present at a site" (the card's text; GEMP `Card2_025`: after any battle is
/// initiated at a site where the device is present, while it is on R2-D2): may `side` lose
/// `card` so now? In the weapons segment of a battle just initiated (by either player), on its
/// turn to act there, with the card it is on present in the battle.
pub(crate) fn check_lose_to_cancel(state: &State, side: Side, card: CardId) -> Checked {
    let refused = || Err(Reason::InterruptConditions.by(SwccgRule::Interrupts));
    let Some(b) = state.battle.as_ref() else { return refused() };
    let Some((host_title, at)) = state.def(card).abilities().find_map(|a| match a {
        Ability::LosesToCancelBattle { host, at } => Some((host.as_deref(), *at)),
        _ => None,
    }) else {
        return refused();
    };
    let Some(At::On(host)) = state.card(card).at else { return refused() };
    let ok = state.owner(card) == side
        && b.to_act == side
        && just_initiated(state, side, at, false).is_some()
        && host_title.is_none_or(|t| state.def(host).is_named(t))
        && participants(state, side).contains(&host)
        && is_present(state, host);
    if ok {
        Ok(())
    } else {
        refused()
    }
}

/// Uses it: `card` is lost, and the battle ends at once, with no power, destiny or damage (as
/// "cancel a battle just initiated" does, `interrupts.rs`).
pub(crate) fn lose_to_cancel(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    lose_from_table(state, card, events);
    end_battle(state, events);
}

/// Uses it: its Force, then `target` moves away for free (to the nearest place its landspeed or
/// hyperspeed reaches, `away_to`), or is lost when it cannot (docs/rules-notes.md: its owner's
/// choice in GEMP, read as moving whenever it can).
pub(crate) fn send_away(state: &mut State, side: Side, card: CardId, target: CardId, events: &mut Vec<Event>) {
    let force = state.def(card).abilities().find_map(|a| match a {
        Ability::SendsAway { force, .. } => Some(*force),
        _ => None,
    });
    use_force(state, side, force.unwrap_or(0));
    if let Some(b) = state.battle.as_mut() {
        b.used.push(card);
    }
    match away_to(state, target, true, 0, None) {
        Some((how, to, _)) => perform(state, side.opponent(), target, how, Dest::At(to), 0, events),
        None => lose_from_table(state, target, events),
    }
    end_if_presence_gone(state, events);
}

/// Friendly Fire, Collateral Damage: "An accident occurs at the beginning of a battle at any site
/// where opponent has at least two characters and one weapon" (the card's text; "at the
/// beginning": the weapons segment, as "just initiated"): the opponent's characters at that site,
/// when it has that many and that many weapons there.
pub(crate) fn accident_victims(state: &State, side: Side, characters: u8, weapons: u8) -> Option<Vec<CardId>> {
    let location = just_initiated(state, side, AloneAt::Site, false)?;
    let theirs = state.cards_at(side.opponent(), location);
    let victims: Vec<CardId> = theirs.iter().copied().filter(|&c| state.def(c).is(CardType::Character)).collect();
    let armed = theirs.iter().filter(|&&c| state.def(c).is(CardType::Weapon)).count();
    (victims.len() >= usize::from(characters) && armed >= usize::from(weapons)).then_some(victims)
}

/// "Draw destiny. If destiny < number of opponent's characters at that site, one is lost.
/// (Opponent's choice.)": `side` draws; if the number is less, the opponent is asked which of
/// them is lost (`Prompt::LoseOne`, answered as Collision!'s is).
pub(crate) fn accident(state: &mut State, side: Side, card: CardId, victims: Vec<CardId>, events: &mut Vec<Event>) {
    let drawn = text_destiny(state, side, card, 0, events);
    if drawn.is_some_and(|d| usize::from(d) < victims.len()) {
        state.prompt = Some(Prompt::LoseOne { chooser: side.opponent(), card, cards: victims });
    }
}

/// `side`'s piloted cards of `model` taking part in the battle under way (Attack Pattern Delta's
/// T-47s; GEMP: "your T-47, piloted, participating in battle").
fn pattern_craft(state: &State, side: Side, model: &str) -> Vec<CardId> {
    participants(state, side)
        .into_iter()
        .filter(|&c| state.def(c).model.as_deref().is_some_and(|m| m.to_lowercase().contains(&model.to_lowercase())))
        .filter(|&c| is_piloted(state, c))
        .collect()
}

/// Attack Pattern Delta: "If a battle was just initiated at a site, identify your lead T-47
/// there": whether `lead` is one, now.
pub(crate) fn pattern_lead(state: &State, side: Side, model: &str, lead: CardId) -> bool {
    just_initiated(state, side, AloneAt::Site, false).is_some() && pattern_craft(state, side, model).contains(&lead)
}

/// "All other T-47s at same site": the ones the pattern makes power +1, immune to attrition and
/// not to be targeted by weapons for the rest of the turn (`Boost.shielded`).
pub(crate) fn pattern_followers(state: &State, side: Side, model: &str, lead: CardId) -> Vec<CardId> {
    pattern_craft(state, side, model).into_iter().filter(|&c| c != lead).collect()
}

/// Into The Garbage Chute, Flyboy: "If Trash Compactor is on table, cancel any battle just
/// initiated at another Death Star site by moving (for free) all your characters involved to the
/// Trash Compactor" (the card's text; GEMP: a relocation of the player's characters in the
/// battle, at least one, to the site, any battle there): the site and the characters.
pub(crate) fn cancel_to_site(state: &State, side: Side, site: &str) -> Option<(CardId, Vec<CardId>)> {
    let location = just_initiated(state, side, AloneAt::Site, false)?;
    let to = state.locations.iter().copied().find(|&l| state.def(l).title == site)?;
    let system = state.def(to).location.as_ref()?.related_system.as_deref()?;
    let same = state.def(location).location.as_ref()?.related_system.as_deref() == Some(system);
    let characters: Vec<CardId> =
        participants(state, side).into_iter().filter(|&c| state.def(c).is(CardType::Character)).collect();
    (same && location != to && !characters.is_empty()).then_some((to, characters))
}

/// Relocates `characters` to `to` (off any craft, which is stranded if left without a pilot), then
/// the battle is canceled.
pub(crate) fn relocate_and_cancel(state: &mut State, characters: &[CardId], to: CardId, events: &mut Vec<Event>) {
    for &c in characters {
        let host = match state.card(c).at {
            Some(At::Aboard { host, .. }) => Some(host),
            _ => None,
        };
        state.card_mut(c).at = Some(At::Location(to));
        events.push(Event::Relocated { card: c, to });
        if let Some(host) = host {
            strand_if_empty(state, host);
        }
    }
    end_battle(state, events);
}

/// You Have Failed Me For The Last Time: "If Vader is on table when opponent has just initiated a
/// battle, target one opponent's leader of ability < 6 involve in that battle" (the card's text;
/// GEMP: Vader anywhere on the table, the leader taking part in the battle): whether `target` is
/// one, now.
pub(crate) fn may_doom(state: &State, side: Side, with_on_table: &str, ability_under: u8, target: CardId) -> bool {
    let on_table = Side::BOTH
        .into_iter()
        .flat_map(|s| state.player(s).table.iter().copied())
        .any(|c| state.def(c).is_named(with_on_table));
    let def = state.def(target);
    just_initiated(state, side, AloneAt::Anywhere, true).is_some()
        && on_table
        && state.owner(target) == side.opponent()
        && participants(state, side.opponent()).contains(&target)
        && def.is(CardType::Character)
        && def.has_characteristic("leader")
        && crate::rules::swccg::stats::ability(state, target) < ability_under
        && state.battle.as_ref().is_some_and(|b| !b.doomed.iter().any(|&[_, t]| t == target))
}

/// "If opponent does not win battle, target is forfeit = 0 and is immediately lost (placed out of
/// play if Ozzel)": once the power segment has a result (`winner`), each target whose side did not
/// win and that is still on the table is lost at once (its forfeit never counts); the one titled
/// as the card's `out_of_play` goes out of play instead.
pub(crate) fn doom(state: &mut State, winner: Option<Side>, events: &mut Vec<Event>) {
    let doomed = state.battle.as_ref().map(|b| b.doomed.clone()).unwrap_or_default();
    for [card, target] in doomed {
        if winner == Some(state.owner(target)) || state.card(target).at.is_none() {
            continue;
        }
        lose_from_table(state, target, events);
        let out = state.def(card).abilities().any(|a| match a {
            Ability::LostUnlessWins { out_of_play, .. } => state.def(target).is_named(out_of_play),
            _ => false,
        });
        if out {
            let player = state.player_mut(state.owner(target));
            if player.lost_pile.contains(&target) {
                player.lost_pile.retain(|&c| c != target);
                player.out_of_play.push(target);
            }
        }
    }
}
