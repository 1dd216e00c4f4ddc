//! Battles (research §3 "Battle"): initiating one, who takes part, total power, battle destiny,
//! the winner, and the damage segment (attrition, battle damage, forfeit). Weapons fire in the
//! weapons segment (`weapons.rs`); interrupts are in `interrupts.rs`.

use crate::engine::Common;
use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::battle_bonuses::{doubled, pairs_bonus, related_sites_bonus, system_bonus};
use crate::rules::swccg::devices::device_adds;
use crate::rules::swccg::enclosed::{adds_ability_toward_destiny, is_present};
use crate::rules::swccg::escapes::doom;
use crate::rules::swccg::force::{
    after_destiny, check_force, check_lose_all, draw_destiny, lose_one, peek_at_hand, use_force,
};
use crate::rules::swccg::here::{
    alone_bonus, at_planet_adds, destiny_ability_needed, destiny_minus_here, initiator_destiny_here, nighttime,
    total_power_here,
};
use crate::rules::swccg::landing::{is_site, is_system, text_active};
use crate::rules::swccg::model::def::{Ability, CardType, Class, Kinds, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Battle, BattleStep, DestinyFor, Moment, Phase, Prompt, State, Step};
use crate::rules::swccg::occupants::{droid_adds, in_cargo, is_craft, matching_bonus, pilots};
use crate::rules::swccg::presence::{ability_cards, ability_quarters, has_presence};
use crate::rules::swccg::redraws::offer_redraw;
use crate::rules::swccg::responses::{after_battle, offer_after_loss, offer_at_damage, queue};
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::sentries::ability_required_more;
use crate::rules::swccg::side_of_table::power_on_side;
use crate::rules::swccg::sieges;
use crate::rules::swccg::starship::may_be_forfeited;
use crate::rules::swccg::stats::{forfeit, power};
use crate::rules::swccg::this_turn::held_from_battle;
use crate::rules::swccg::vehicles::{lose_from_table, lose_now};

type Checked = Result<(), Rejected<Reason>>;

/// "It costs 1 Force to start a battle."
pub(crate) const BATTLE_COST: u8 = 1;

/// Battle phase: "It costs 1 Force to start a battle. Both sides need presence at the location.
/// At most one battle per location per turn."
pub(crate) fn check_battle(state: &State, side: Side, location: CardId, force: u8) -> Checked {
    // Besieged: a battle at a captured starship (`sieges.rs`).
    if sieges::is_siege(state, location) {
        return sieges::check_siege(state, side, location, force);
    }
    if state.phase != Phase::Battle {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Battle }).by(SwccgRule::Battle));
    }
    if !state.is_location(location) {
        return Err(Reason::NotALocationTarget.by(SwccgRule::Battle));
    }
    if state.battled.contains(&location) {
        return Err(Reason::AlreadyBattled.by(SwccgRule::Battle));
    }
    if !has_presence(state, side, location) {
        return Err(Reason::NoPresence.by(SwccgRule::Battle));
    }
    if !has_presence(state, side.opponent(), location) {
        return Err(Reason::NoOpposition.by(SwccgRule::Battle));
    }
    // Responsibility Of Command: "Opponent may not initiate a battle … at same location as target".
    crate::rules::swccg::utinni::check_battle_or_drain(state, side, location)?;
    // Rebel Barrier: cards "prevented from battling" do not initiate one.
    if ability_cards(state, side, location).into_iter().all(|c| held_from_battle(state, c)) {
        return Err(Reason::MayNotBattle.by(SwccgRule::Battle));
    }
    check_force(state, side, BATTLE_COST, force, SwccgRule::Battle)
}

pub(crate) fn begin(state: &mut State, side: Side, location: CardId, force: u8, events: &mut Vec<Event>) {
    use_force(state, side, force);
    state.battled.push(location);
    state.battle = Some(Battle::new(location, side));
    events.push(Event::BattleBegan { side, location });
    state.pending.push(Step::OfferEvacuation);
    peek_at_hand(state, side, events);
}

/// `side`'s cards in the battle: everything of its at the battle's location but Effects and
/// weapons (which go with what they are on).
pub(crate) fn participants(state: &State, side: Side) -> Vec<CardId> {
    let Some(battle) = &state.battle else { return Vec::new() };
    // Besieged: the characters on either side of the captured starship's airlock.
    if sieges::is_siege(state, battle.location) {
        let cards = sieges::characters(state, side, battle.location);
        return cards.into_iter().filter(|&c| !held_from_battle(state, c) && !battle.excluded.contains(&c)).collect();
    }
    state
        .cards_at(side, battle.location)
        .into_iter()
        .filter(|&c| matches!(state.def(c).card_type, CardType::Character | CardType::Starship | CardType::Vehicle))
        .filter(|&c| !held_from_battle(state, c) && !battle.excluded.contains(&c))
        // A captured starship and what is aboard it take no part (`tractor_beams.rs`).
        .filter(|&c| !crate::rules::swccg::tractor_beams::in_captured_ship(state, c))
        .collect()
}

/// Whether `card` is excluded from the battle under way (Blast The Door, Kid!, `escapes.rs`): it
/// adds nothing to its side's power or ability there.
pub(crate) fn excluded(state: &State, card: CardId) -> bool {
    state.battle.as_ref().is_some_and(|b| b.excluded.contains(&card))
}

/// Whether `card` takes part in the battle under way.
pub(crate) fn in_battle(state: &State, card: CardId) -> bool {
    participants(state, state.owner(card)).contains(&card)
}

/// "Total power: at a system, your piloted starships only; at a site, your vehicles and
/// characters, except those aboard starships or enclosed vehicles" ([E2], [E3], [S16]); with the
/// system's "for each of your starships here, your total power is +1 in battles at <planet>
/// sites" when `side` controls it, the locations' own words (`here.rs`), and what interrupts
/// added.
pub fn total_power(state: &State, side: Side, location: CardId) -> u16 {
    // Besieged: "as if present together at a site" — those characters' power, and what
    // interrupts added, only.
    if sieges::is_siege(state, location) {
        let added = state.battle.as_ref().filter(|b| b.location == location).map_or(0, |b| b.added_power[side.idx()]);
        let cards = sieges::characters(state, side, location);
        let counted = cards.into_iter().filter(|&c| !held_from_battle(state, c) && !excluded(state, c));
        return counted.map(|c| u16::from(power(state, c))).sum::<u16>() + u16::from(added);
    }
    let mut total: u16 = 0;
    for card in state.cards_at(side, location) {
        let def = state.def(card);
        if held_from_battle(state, card) || excluded(state, card) {
            continue;
        }
        let counts = if is_system(state, location) {
            def.is(CardType::Starship) && state.card(card).at == Some(At::Location(location))
        } else {
            match def.card_type {
                CardType::Character => is_present(state, card),
                CardType::Vehicle => is_present(state, card),
                CardType::Starship => false,
                _ => false,
            }
        };
        if counts {
            let times = 1 + doubled(state, side, card);
            total += times * u16::from(power(state, card)) + u16::from(alone_bonus(state, card).unwrap_or(0));
        }
    }
    if is_site(state, location) {
        total += system_bonus(state, side, location)
            + pairs_bonus(state, side, location)
            + related_sites_bonus(state, side, location);
    }
    // The locations' "your total power here is +2", "+X in battles at Hoth locations".
    total += total_power_here(state, side, location);
    // The First Transport Is Away!: "Your total power is +2 in battles at Hoth sites".
    total += crate::rules::swccg::utinni::power_in_battles(state, side, location);
    // Breached Defenses: "your total power is +1 in battles at Hoth sites".
    total += power_on_side(state, side, location);
    // Echo Base Operations: "At every system location, … your total power is +3 in battles".
    total += u16::from(crate::rules::swccg::operations::power_plus(state, side, location));
    // Fear Will Keep Them In Line: "+1 in battles at related sites" (`on_cards.rs`).
    total += crate::rules::swccg::on_cards::power_from_hosts(state, side, location);
    // Yavin Sentry: "Your total power +1" (`sentries.rs`).
    total += crate::rules::swccg::sentries::power_more(state, side, location);
    if let Some(b) = state.battle.as_ref().filter(|b| b.location == location) {
        total += u16::from(b.added_power[side.idx()]);
    }
    // Yerka Mig: "during all battles at same and adjacent sites to Mig, opponent's total power is
    // -1" (`fugitives.rs`).
    total.saturating_sub(crate::rules::swccg::fugitives::power_less(state, side, location))
}

/// Ability toward battle destiny: characters present, piloting or driving ([E3]: passengers of
/// enclosed vehicles and starships do not count), permanent pilots and creature vehicles ([O5]);
/// "Ability = ¼" counts toward a whole one with the rest.
pub fn destiny_ability(state: &State, side: Side, location: CardId) -> u16 {
    // Besieged: the characters on either side of the airlock, as if present at a site.
    let cards = if sieges::is_siege(state, location) {
        sieges::characters(state, side, location)
    } else {
        state.cards_at(side, location)
    };
    let siege = sieges::is_siege(state, location);
    let total = cards
        .into_iter()
        .filter(|&c| !held_from_battle(state, c) && !excluded(state, c))
        .map(|c| {
            let def = state.def(c);
            // Juri Juice: "That alien may not use ability in battles".
            if crate::rules::swccg::drinks::no_ability_in_battles(state, c) {
                0
            } else if siege || adds_ability_toward_destiny(state, c) {
                4 * u16::from(crate::rules::swccg::stats::ability(state, c))
            } else if is_craft(def) && !in_cargo(state, c) {
                // A permanent pilot's, or a creature vehicle's "Ability = ¼" ([O5]).
                ability_quarters(state, c)
            } else {
                0
            }
        })
        .sum::<u16>()
        / 4;
    // K'lor'slug: "Ability used in this way cannot also be used to draw destiny".
    let spent = state.battle.as_ref().filter(|b| b.location == location).map_or(0, |b| b.ability_spent[side.idx()]);
    total.saturating_sub(u16::from(spent))
}

/// "With ability ≥ 4 in the battle, a player draws 1 battle destiny. (More ability gives no extra
/// draw; only card text does.)" A matching pilot "may draw one battle destiny if not able to
/// otherwise"; interrupts add battle destinies.
pub fn destiny_draws(state: &State, side: Side) -> u8 {
    let Some(battle) = &state.battle else { return 0 };
    let ability = destiny_ability(state, side, battle.location);
    // "Total ability of 6 or more required for you to draw battle destiny here": no draw at all.
    // Yavin Sentry: "Opponent's ability required for battle destiny +1" (`sentries.rs`).
    let more = ability_required_more(state, side, battle.location);
    if destiny_ability_needed(state, side, battle.location).is_some_and(|needed| ability < needed + more) {
        return 0;
    }
    let mut draws = u8::from(ability >= 4 + more);
    if draws == 0 {
        let matching = state.cards_at(side, battle.location).into_iter().any(|craft| {
            is_craft(state.def(craft))
                && text_active(state, craft)
                && pilots(state, craft).into_iter().any(|p| matching_bonus(state, p, craft).2)
        });
        draws = u8::from(matching);
    }
    let initiated = if battle.initiator == side { initiator_destiny_here(state, side, battle.location) } else { 0 };
    draws.saturating_add(battle.added_destiny[side.idx()]).saturating_add(initiated)
}

/// Darth Vader: "When in battle, adds 1 to each of your battle destiny draws"; the battle's
/// location: "Subtract 1 from each of opponent's battle destiny draws here". Each draw's total,
/// from its value.
pub(crate) fn destiny_total(state: &State, side: Side, value: u8) -> u8 {
    let minus = state.battle.as_ref().map_or(0, |b| destiny_minus_here(state, side, b.location));
    value.saturating_add(destiny_bonus(state, side)).saturating_sub(minus)
}

/// Darth Vader: "When in battle, adds 1 to each of your battle destiny draws."
fn destiny_bonus(state: &State, side: Side) -> u8 {
    participants(state, side)
        .into_iter()
        .flat_map(|c| state.def(c).abilities())
        .map(|a| match a {
            Ability::BattleDestinyPlus { amount } => *amount,
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// "When in a battle, if both players draw only one battle destiny and yours is higher, reduces
/// opponent's total battle destiny to zero": whether `side` has such a card in the battle and
/// its one draw's total beats the opponent's one.
fn lone_destiny_zeroes(state: &State, side: Side) -> bool {
    let Some(battle) = &state.battle else { return false };
    let [mine, theirs] = [side, side.opponent()].map(|s| match battle.destiny[s.idx()].as_slice() {
        [one] => Some(destiny_total(state, s, one.value)),
        _ => None,
    });
    let (Some(mine), Some(theirs)) = (mine, theirs) else { return false };
    mine > theirs
        && participants(state, side)
            .into_iter()
            .any(|c| state.def(c).abilities().any(|a| matches!(a, Ability::HigherLoneDestinyZeroes)))
}

/// "When in battle with an Imperial leader, subtracts 1 from opponent's total battle destiny":
/// what `side`'s cards in the battle take from the opponent's total.
fn total_destiny_minus(state: &State, side: Side) -> u16 {
    let ours = participants(state, side);
    let with = |card: CardId, class: Class, characteristic: &str| {
        ours.iter().any(|&c| c != card && state.def(c).is_of(class) && state.def(c).has_characteristic(characteristic))
    };
    ours.iter()
        .flat_map(|&c| state.def(c).abilities().map(move |a| (c, a)))
        .map(|(c, a)| match a {
            Ability::TotalDestinyMinusWith { amount, class, characteristic } if with(c, *class, characteristic) => {
                u16::from(*amount)
            }
            _ => 0,
        })
        .sum()
}

/// "Immune to attrition < X" (checked against the total attrition), while its conditions hold:
/// the named pilot piloting, the starship's text not suspended while landed ([S16]); and the
/// Jungle's Rebel alone, immune to all attrition.
pub fn immune_to_attrition(state: &State, card: CardId, total: u16) -> bool {
    if alone_bonus(state, card).is_some() {
        return true;
    }
    // A device's "If starship has immunity to attrition, also adds N to immunity".
    let plus = |below: u8| if below > 0 { below.saturating_add(device_adds(state, card).immunity) } else { 0 };
    // Attack Pattern Delta: "… are immune to attrition" for the rest of the turn.
    if state.boosts.iter().any(|b| b.card == card && b.shielded) {
        return true;
    }
    // An Effect on it: "Character is immune to attrition < 5" (Obi-Wan's Cape).
    if total < u16::from(device_adds(state, card).immune_below) {
        return true;
    }
    // An Effect on it: "… and has immunity to attrition of exactly 3" (Tusken Breath Mask).
    if device_adds(state, card).immune_exactly.is_some_and(|x| total == u16::from(x)) {
        return true;
    }
    // A droid aboard: "… and that starship is immune to attrition < N".
    if is_craft(state.def(card)) && total < u16::from(plus(droid_adds(state, card).immune_below)) {
        return true;
    }
    // Evacuation Control: "… is immune to attrition < 3" (here.rs `at_planet_adds`).
    if total < u16::from(plus(at_planet_adds(state, card).immune_below)) {
        return true;
    }
    if !text_active(state, card) {
        return false;
    }
    state.def(card).abilities().any(|a| match a {
        Ability::ImmuneToAttrition { below, piloted_by } => {
            let piloted = piloted_by.is_empty()
                || pilots(state, card).into_iter().any(|p| piloted_by.iter().any(|t| state.def(p).is_named(t)));
            piloted && total < u16::from(plus(*below))
        }
        _ => false,
    })
}

/// The cards `side` may forfeit in the battle ([S9]: the starship and each card it carries).
pub(crate) fn forfeitable(state: &State, side: Side) -> Vec<CardId> {
    participants(state, side).into_iter().filter(|&c| may_be_forfeited(state.def(c))).collect()
}

/// Mantellian Savrip: "After losing any battle: characters, starships and vehicles may be
/// forfeited directly from your hand (for forfeit value) to reduce attrition or battle damage"
/// (the card's text; GEMP `Card1_055`: in the damage segment of a battle `side` lost, while
/// attrition or battle damage remains): the cards of `side`'s hand it may forfeit now.
pub(crate) fn forfeitable_from_hand(state: &State, side: Side) -> Vec<CardId> {
    let Some(b) = &state.battle else { return Vec::new() };
    let i = side.idx();
    if b.step != BattleStep::Damage || b.winner != Some(side.opponent()) || (b.attrition[i] == 0 && b.damage[i] == 0) {
        return Vec::new();
    }
    let kinds: Vec<&Kinds> = state
        .player(side)
        .table
        .iter()
        .filter(|&&c| state.card(c).at.is_some())
        .flat_map(|&c| state.def(c).abilities())
        .filter_map(|a| match a {
            Ability::ForfeitsFromHand { who } => Some(who),
            _ => None,
        })
        .collect();
    if kinds.is_empty() {
        return Vec::new();
    }
    let hand = &state.player(side).hand;
    hand.iter().copied().filter(|&c| kinds.iter().any(|k| k.holds(state.def(c)))).collect()
}

/// The attrition `side` must still satisfy by forfeiting: none once only cards immune to it are
/// left.
pub(crate) fn attrition_due(state: &State, side: Side) -> u16 {
    let Some(battle) = &state.battle else { return 0 };
    let total = battle.against[side.idx()];
    let left = battle.attrition[side.idx()];
    if left > 0 && forfeitable(state, side).into_iter().any(|c| !immune_to_attrition(state, c, total)) {
        left
    } else {
        0
    }
}

/// The weapons segment is over: the power segment's work is queued (the initiator draws first).
pub(crate) fn start_power_segment(state: &mut State) {
    let Some(battle) = &state.battle else { return };
    let (initiator, defender) = (battle.initiator, battle.defender());
    let draws = [destiny_draws(state, Side::Dark), destiny_draws(state, Side::Light)];
    if let Some(b) = &mut state.battle {
        b.step = BattleStep::Power;
    }
    state.pending.push(Step::ResolvePower);
    // "Both players just drew battle destiny": the respond window, the defender first.
    queue(state, initiator, Moment::Destinies);
    queue(state, defender, Moment::Destinies);
    state.pending.push(Step::BattleDestiny { side: defender, left: draws[defender.idx()] });
    state.pending.push(Step::BattleDestiny { side: initiator, left: draws[initiator.idx()] });
}

/// One battle destiny for `side`, then the rest; Han Solo may offer to redraw it.
pub(crate) fn draw_battle_destiny(state: &mut State, side: Side, left: u8, events: &mut Vec<Event>) {
    if left == 0 || state.battle.is_none() {
        return;
    }
    if left > 1 {
        state.pending.push(Step::BattleDestiny { side, left: left - 1 });
    }
    let draw = draw_destiny(state, side, events);
    let total = destiny_total(state, side, draw.value);
    if let Some(b) = &mut state.battle {
        b.destiny[side.idx()].push(draw);
    }
    events.push(Event::Destiny { side, draw, purpose: DestinyFor::Battle, total });
    after_destiny(state, side, draw);
    offer_redraw(state, side, draw, DestinyFor::Battle);
}

/// Sunsdown, Nightfall: "During battles there, both sides add one destiny to power only" — drawn
/// as the power segment ends (the initiator first), added to each side's total and not to its
/// battle destiny (so not to attrition).
fn power_only_destiny(state: &mut State, location: CardId, initiator: Side, events: &mut Vec<Event>) -> [u16; 2] {
    let mut out = [0u16; 2];
    let night = if is_site(state, location) { nighttime(state, location) } else { 0 };
    for side in [initiator, initiator.opponent()] {
        for _ in 0..night {
            let draw = draw_destiny(state, side, events);
            events.push(Event::Destiny { side, draw, purpose: DestinyFor::Power, total: draw.value });
            after_destiny(state, side, draw);
            out[side.idx()] = out[side.idx()].saturating_add(u16::from(draw.value));
        }
    }
    out
}

/// "The higher total wins. A tie has no winner." Attrition against each side is the opponent's
/// total battle destiny; "the loser also takes battle damage" — the difference of the totals.
/// The damage segment follows, the loser first (the initiator first on a tie).
pub(crate) fn resolve_power(state: &mut State, events: &mut Vec<Event>) {
    let Some((location, initiator)) = state.battle.as_ref().map(|b| (b.location, b.initiator)) else { return };
    let power_only = power_only_destiny(state, location, initiator, events);
    let Some(battle) = &state.battle else { return };
    let location = battle.location;
    let initiator = battle.initiator;
    let mut destiny = [0u16; 2];
    let mut totals = [0u16; 2];
    for side in Side::BOTH {
        let drawn: u16 =
            battle.destiny[side.idx()].iter().map(|d| u16::from(destiny_total(state, side, d.value))).sum();
        destiny[side.idx()] = drawn.saturating_sub(total_destiny_minus(state, side.opponent()));
    }
    for side in Side::BOTH {
        if lone_destiny_zeroes(state, side) {
            destiny[side.opponent().idx()] = 0;
        }
    }
    // Dark Dissension: "Subtract that amount from opponent's attrition and total power (cannot
    // fall below zero)" (`responses.rs` `cut_power_and_attrition`).
    let cut = battle.cut;
    for side in Side::BOTH {
        let power = total_power(state, side, location).saturating_sub(cut[side.idx()]);
        totals[side.idx()] = power + destiny[side.idx()] + power_only[side.idx()];
    }
    let winner = match totals[0].cmp(&totals[1]) {
        std::cmp::Ordering::Greater => Some(Side::Dark),
        std::cmp::Ordering::Less => Some(Side::Light),
        std::cmp::Ordering::Equal => None,
    };
    events.push(Event::Totals { dark: totals[0], light: totals[1], winner });
    let first = winner.map_or(initiator, Side::opponent);
    // Send A Detachment Down: "attrition +1 against opponent in all Tatooine battles".
    let added = Side::BOTH.map(|side| crate::rules::swccg::utinni::attrition_against(state, side, location));
    if let Some(b) = &mut state.battle {
        b.step = BattleStep::Damage;
        b.totals = totals;
        b.winner = winner;
        for side in Side::BOTH {
            let against =
                (destiny[side.opponent().idx()] + added[side.idx()]).saturating_sub(cut[side.opponent().idx()]);
            b.against[side.idx()] = against;
            b.attrition[side.idx()] = against;
        }
        if let Some(w) = winner {
            let loser = w.opponent();
            // "Triple the resulting battle damage for the eventual loser" (interrupts.rs).
            let times: u16 = b
                .damage_times
                .iter()
                .filter(|t| t.against.is_none_or(|s| s == loser))
                .map(|t| u16::from(t.times))
                .fold(1, u16::saturating_mul);
            b.damage[loser.idx()] = (totals[w.idx()] - totals[loser.idx()]).saturating_mul(times);
        }
    }
    doom(state, winner, events);
    state.pending.push(Step::EndBattle);
    state.pending.push(Step::Damage { side: first.opponent() });
    state.pending.push(Step::Damage { side: first });
    // "A battle you have just won": the winner's respond window, before the damage segment; then
    // "a battle you lost": the loser's (the queue runs last in, first out).
    if let Some(w) = winner {
        queue(state, w.opponent(), Moment::LostBattle { location });
        queue(state, w, Moment::Won { location });
    }
}

/// The damage segment for `side`: a prompt while it has attrition or battle damage to satisfy
/// and something to satisfy it with.
pub(crate) fn damage_step(state: &mut State, side: Side) {
    if offer_at_damage(state, side) {
        return;
    }
    let Some(battle) = &state.battle else { return };
    let damage = battle.damage[side.idx()];
    let due = attrition_due(state, side);
    let cards = !forfeitable(state, side).is_empty() || !forfeitable_from_hand(state, side).is_empty();
    let force = crate::rules::swccg::force::can_lose(state, side);
    if (due > 0 && cards) || (damage > 0 && (cards || force)) {
        state.prompt = Some(Prompt::Damage { chooser: side });
    } else {
        if let Some(b) = &mut state.battle {
            b.attrition[side.idx()] = 0;
            b.damage[side.idx()] = 0;
        }
        // It's Worse: "If opponent just lost Force from a battle".
        offer_after_loss(state, side);
    }
}

/// Damage segment: "each forfeited card counts toward attrition and battle damage; forfeiting a
/// card loses everything on it."
pub(crate) fn check_forfeit(state: &State, side: Side, card: CardId) -> Checked {
    if !forfeitable(state, side).contains(&card) && !forfeitable_from_hand(state, side).contains(&card) {
        return Err(Reason::NotAForfeit.by(SwccgRule::Damage));
    }
    Ok(())
}

pub(crate) fn forfeit_card(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    let value = u16::from(forfeit(state, card));
    if let Some(b) = &mut state.battle {
        let i = side.idx();
        b.attrition[i] = b.attrition[i].saturating_sub(value);
        b.damage[i] = b.damage[i].saturating_sub(value);
    }
    events.push(Event::Forfeited { card });
    state.pending.push(Step::Damage { side });
    // Mantellian Savrip: forfeited "directly from your hand", to the Lost Pile.
    if state.in_hand(side, card) {
        let player = state.player_mut(side);
        player.hand.retain(|&c| c != card);
        player.lost_pile.push(card);
        return;
    }
    // "About to be lost" (Escape Pod), then "just forfeited" (Old Ben): answered before the
    // damage segment goes on.
    if !crate::rules::swccg::responses::about_to_lose(state, card, true) {
        lose_now(state, card, true, events);
    }
}

/// Battle damage may be paid by losing Force, 1 a card, once attrition is satisfied.
pub(crate) fn check_damage_loss(state: &State, side: Side) -> Checked {
    let Some(battle) = &state.battle else { return Err(Reason::NoBattle.by(SwccgRule::Damage)) };
    if attrition_due(state, side) > 0 {
        return Err(Reason::ForfeitFirst.by(SwccgRule::Damage));
    }
    if battle.damage[side.idx()] == 0 {
        return Err(Reason::Common(Common::NotAnAnswer).by(SwccgRule::Damage));
    }
    Ok(())
}

/// The battle damage `side` still owes once attrition is satisfied (none while attrition is
/// due: forfeiting comes first).
pub(crate) fn damage_owed(state: &State, side: Side) -> u16 {
    match &state.battle {
        Some(battle) if attrition_due(state, side) == 0 => battle.damage[side.idx()],
        _ => 0,
    }
}

/// All the battle damage still owed, lost by Force from the top of one pile at once (the same as
/// that many one-card losses from it): once attrition is satisfied, from a pile that holds it all.
pub(crate) fn check_damage_loss_all(
    state: &State,
    side: Side,
    from: crate::rules::swccg::model::action::Source,
) -> Checked {
    check_damage_loss(state, side)?;
    check_lose_all(state, side, from, damage_owed(state, side)).map_err(|e| e.reason.by(SwccgRule::Damage))
}

pub(crate) fn lose_all_for_damage(
    state: &mut State,
    side: Side,
    from: crate::rules::swccg::model::action::Source,
    events: &mut Vec<Event>,
) {
    let owed = damage_owed(state, side);
    if let Some(b) = &mut state.battle {
        b.damage[side.idx()] = 0;
        b.force_lost[side.idx()] = b.force_lost[side.idx()].saturating_add(owed);
    }
    for _ in 0..owed {
        lose_one(state, side, from, events);
    }
    state.pending.push(Step::Damage { side });
}

pub(crate) fn lose_for_damage(
    state: &mut State,
    side: Side,
    from: crate::rules::swccg::model::action::Source,
    events: &mut Vec<Event>,
) {
    if let Some(b) = &mut state.battle {
        b.damage[side.idx()] = b.damage[side.idx()].saturating_sub(1);
        b.force_lost[side.idx()] = b.force_lost[side.idx()].saturating_add(1);
    }
    lose_one(state, side, from, events);
    state.pending.push(Step::Damage { side });
}

/// Research §3 "Battle": "if one side loses all presence before this segment, the battle ends":
/// a card lost, moved or excluded by a card's text during a battle may leave a side without
/// presence there.
pub(crate) fn end_if_presence_gone(state: &mut State, events: &mut Vec<Event>) {
    let location = state.battle.as_ref().map(|b| b.location);
    let gone = |l: CardId, s: Side| {
        if sieges::is_siege(state, l) {
            participants(state, s).is_empty()
        } else {
            !has_presence(state, s, l)
        }
    };
    if location.is_some_and(|l| Side::BOTH.into_iter().any(|s| gone(l, s))) {
        end_battle(state, events);
    }
}

/// The battle ends: cards hit and still on the table are lost; weapons may fire again in the
/// next battle.
pub(crate) fn end_battle(state: &mut State, events: &mut Vec<Event>) {
    let Some(battle) = state.battle.take() else { return };
    // Trooper Charge: "that trooper must be forfeited at end of battle" (lost, if still there).
    let hit: Vec<CardId> = (0..state.cards.len() as u16)
        .map(CardId)
        .filter(|&c| (state.card(c).hit || battle.charged.iter().any(|ch| ch.card == c)) && state.card(c).at.is_some())
        .collect();
    for card in hit {
        if state.card(card).at.is_some() {
            lose_from_table(state, card, events);
        }
    }
    for card in &mut state.cards {
        card.hit = false;
        card.fired = 0;
    }
    events.push(Event::BattleEnded { location: battle.location });
    // "A battle just finished": the respond window (`responses.rs`).
    after_battle(state, battle.location, battle.initiator);
}
