//! The conflict phase (Core Set rulebook, per research notes lcg.md §1): engage an enemy
//! objective, declare attackers and defenders, the edge battle, strikes, unopposed damage.
//! Each decision is an action of the player whose turn it is inside the engagement, or a prompt.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::abilities::control;
use crate::rules::lcg::abilities::put_into_play;
use crate::rules::lcg::abilities::replacement;
use crate::rules::lcg::abilities::strike_focus;
use crate::rules::lcg::constants;
use crate::rules::lcg::constants::Affected;
use crate::rules::lcg::flow::resolve::{deal_damage, schedule};
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::flow::window;
use crate::rules::lcg::keywords::keywords;
use crate::rules::lcg::mission::engageable_objectives;
use crate::rules::lcg::model::ability::{Ability, Fate, FateCondition, Filter, Modifier, ModifierKind, Outcome};
use crate::rules::lcg::model::def::{CardType, Keyword, Side};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state;
use crate::rules::lcg::model::state::{Engagement, EngagementStep, State, Step, Trigger};
use crate::rules::lcg::stats::combat_icons;
use crate::rules::lcg::targeting;
use crate::rules::lcg::targeting::is_unit_in_play;

/// Objectives the active player may engage now: enemy objectives (missions included) not yet
/// engaged this phase, against which it has a ready unit that may attack (an engagement needs at
/// least one attacker; The Rebel Fleet accepts only Vehicle attackers).
pub(crate) fn engage_targets(state: &State) -> Vec<CardId> {
    let side = state.active;
    let ready = ready_units(state, side);
    engageable_objectives(state, side)
        .into_iter()
        .filter(|c| !state.engaged_this_phase.contains(c))
        .filter(|&o| {
            let only = attackers_only(state, o);
            ready.iter().any(|&u| may_attack(state, &only, o, u))
        })
        .collect()
}

/// Units `side` controls in play with no focus tokens.
pub(crate) fn ready_units(state: &State, side: Side) -> Vec<CardId> {
    state
        .player(side)
        .play
        .iter()
        .copied()
        // In its controller's play area, so in play: only its type and attachment are asked.
        .filter(|&c| {
            state.card(c).controller == side && targeting::is_unit_given_in_play(state, c) && state.card(c).focus == 0
        })
        .collect()
}

/// Units `side` may still declare in the current declaration step.
pub(crate) fn declarable(state: &State, engagement: &Engagement, side: Side) -> Vec<CardId> {
    if engagement.step == EngagementStep::Attackers
        && engagement.attackers.len() >= max_attackers(state, engagement.objective)
    {
        return Vec::new();
    }
    let attacking = engagement.step == EngagementStep::Attackers;
    let only = if attacking { attackers_only(state, engagement.objective) } else { Vec::new() };
    ready_units(state, side)
        .into_iter()
        .filter(|c| !engagement.attackers.contains(c) && !engagement.defenders.contains(c))
        .filter(|&c| !attacking || may_attack(state, &only, engagement.objective, c))
        .filter(|c| attacking || !engagement.cannot_defend.contains(c))
        .collect()
}

/// The Ultimate Power: "Your opponent cannot declare more than 2 attackers against this objective."
fn max_attackers(state: &State, objective: CardId) -> usize {
    constants::on_where(state, Affected::Card(objective), ModifierKind::MaxAttackers)
        .iter()
        .filter_map(|c| match c.modifier {
            Modifier::MaxAttackers(count) => Some(usize::from(*count)),
            _ => None,
        })
        .min()
        .unwrap_or(usize::MAX)
}

/// The Rebel Fleet: "Only Vehicle units can be declared as attackers against this objective."
/// The filters in force on `objective`.
fn attackers_only(state: &State, objective: CardId) -> Vec<&'static Filter> {
    constants::on_where(state, Affected::Card(objective), ModifierKind::AttackersOnly)
        .into_iter()
        .filter_map(|c| match c.modifier {
            Modifier::AttackersOnly(filter) => Some(filter),
            _ => None,
        })
        .collect()
}

/// May `unit` attack `objective`, whose attackers `only` accepts?
fn may_attack(state: &State, only: &[&Filter], objective: CardId, unit: CardId) -> bool {
    let controller = state.card(objective).controller;
    only.iter().all(|filter| targeting::matches(state, controller, filter, unit))
}

/// Shielding (research notes §1): "when the unit is declared as attacker or defender, you may
/// place 1 shield on a friendly participating unit, or on the engaged objective if you are
/// defending, provided it has no shield."
pub(crate) fn shielding_targets(state: &State, unit: CardId) -> Vec<CardId> {
    let Some(e) = &state.engagement else { return Vec::new() };
    let side = state.card(unit).controller;
    let mut out: Vec<CardId> =
        participants(state, e, side).into_iter().filter(|&c| state.card(c).shields == 0).collect();
    if side != e.attacker && state.in_play(e.objective) && state.card(e.objective).shields == 0 {
        out.push(e.objective);
    }
    out
}

/// Participating units of `side` still in play.
pub(crate) fn participants(state: &State, engagement: &Engagement, side: Side) -> Vec<CardId> {
    let list = if side == engagement.attacker { &engagement.attackers } else { &engagement.defenders };
    list.iter().copied().filter(|&c| is_unit_in_play(state, c)).collect()
}

/// Participating units that may strike now: ready ones.
pub(crate) fn strikers(state: &State, engagement: &Engagement, side: Side) -> Vec<CardId> {
    participants(state, engagement, side).into_iter().filter(|&c| state.card(c).focus == 0).collect()
}

pub(crate) fn engage(state: &mut State, objective: CardId, events: &mut Vec<Event>) {
    let attacker = state.active;
    state.engagement = Some(Engagement {
        objective,
        attacker,
        attackers: Vec::new(),
        defenders: Vec::new(),
        step: EngagementStep::Attackers,
        to_act: attacker,
        passes: 0,
        edge_winner: None,
        gains: Vec::new(),
        cannot_defend: Vec::new(),
        losses: Vec::new(),
        strike_gains: Vec::new(),
        borrowed: Vec::new(),
    });
    events.push(Event::Engaged { objective });
    triggers::fire(state, Trigger::Engaged { objective });
}

/// Scout Trooper: "put this unit into play from your hand as a participating unit on your side".
pub(crate) fn enter_as_participant(state: &mut State, side: Side, unit: CardId, events: &mut Vec<Event>) {
    if state.engagement.is_none() || !state.in_hand(side, unit) {
        return;
    }
    put_into_play::put_into_play(state, side, unit, None, events);
    join_engagement(state, unit);
}

/// Edge battle: the acting player places a card from hand face down in its edge stack.
pub(crate) fn place_edge_card(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    let side = state.acting();
    state.player_mut(side).hand.retain(|&c| c != card);
    state.player_mut(side).edge.push(card);
    if let Some(e) = &mut state.engagement {
        e.passes = 0;
        e.to_act = side.opponent();
    }
    events.push(Event::EdgeCardPlaced { side });
}

pub(crate) fn declare(state: &mut State, unit: CardId, events: &mut Vec<Event>) {
    if keywords(state, unit).contains(&Keyword::Shielding) {
        schedule(state, [Step::AskShielding { unit }]);
    }
    let Some(e) = &mut state.engagement else { return };
    if e.step == EngagementStep::Attackers {
        e.attackers.push(unit);
        events.push(Event::DeclaredAttacker { card: unit });
        triggers::fire(state, state::Trigger::DeclaredAttacker { unit });
    } else {
        e.defenders.push(unit);
        events.push(Event::DeclaredDefender { card: unit });
        triggers::fire(state, state::Trigger::DeclaredDefender { unit });
    }
}

/// The acting player passes inside the engagement.
pub(crate) fn pass(state: &mut State, events: &mut Vec<Event>) {
    let Some(mut e) = state.engagement.take() else { return };
    match e.step {
        EngagementStep::Attackers if e.attackers.is_empty() => {
            // No unit was left to attack (Core Set rules, "Conflict Phase": an engagement needs an
            // attacker): it ends without resolution.
            state.engagement = Some(e);
            end_without_resolution(state, events);
            return;
        }
        EngagementStep::Attackers => {
            e.step = EngagementStep::Defenders;
            e.to_act = e.attacker.opponent();
        }
        EngagementStep::Defenders => {
            e.step = EngagementStep::EdgeBattle;
            e.to_act = e.attacker;
            e.passes = 0;
        }
        EngagementStep::EdgeBattle => {
            e.passes = e.passes.saturating_add(1);
            e.to_act = e.to_act.opponent();
            if e.passes >= 2 {
                state.engagement = Some(e);
                reveal(state, events);
                return;
            }
        }
        EngagementStep::Strikes => {
            e.passes = e.passes.saturating_add(1);
            e.to_act = e.to_act.opponent();
            if e.passes >= 2 {
                // The Interrupts to its ending ("When an engagement in which this unit is
                // participating ends") are offered while it is still on.
                let objective = e.objective;
                state.engagement = Some(e);
                schedule(
                    state,
                    [Step::Fire { trigger: Trigger::EngagementEnding { objective } }, Step::FinishEngagement],
                );
                return;
            }
        }
    }
    state.engagement = Some(e);
}

/// Edge battle: both stacks are revealed; each side counts its cards' Force icons plus edge (X)
/// of its participating units; the higher total wins the edge, a tie goes to the defender. Fate
/// cards then resolve by ascending edge priority.
fn reveal(state: &mut State, events: &mut Vec<Event>) {
    let Some(e) = state.engagement.clone() else { return };
    let twist = state.players.iter().flat_map(|p| p.edge.iter().copied()).any(|c| {
        state.def(c).abilities.iter().any(|a| matches!(a, Ability::Fate(Fate { then: Outcome::RestartEdgeBattle, .. })))
    });
    if twist {
        restart_edge_battle(state, events);
        return;
    }
    let total = |side: Side| -> u8 {
        // A Hero's Duty: "non-unit cards in your opponent's edge stack lose all Force icons".
        let lost = !constants::on_where(state, Affected::Player(side), ModifierKind::EdgeNonUnitsLoseForce).is_empty();
        let force = |c: CardId| if lost && state.def(c).card_type != CardType::Unit { 0 } else { state.def(c).force };
        let icons: u8 = state.player(side).edge.iter().map(|&c| force(c)).sum();
        let edge: u8 = participants(state, &e, side)
            .iter()
            .flat_map(|&c| keywords(state, c))
            .map(|k| if let Keyword::Edge(x) = k { x } else { 0 })
            .sum();
        icons.saturating_add(edge)
    };
    let (attack, defend) = (total(e.attacker), total(e.attacker.opponent()));
    let winner = if attack > defend { e.attacker } else { e.attacker.opponent() };
    events.push(Event::EdgeRevealed { attacker: attack, defender: defend, winner });
    let mut fates: Vec<CardId> = state
        .players
        .iter()
        .flat_map(|p| p.edge.iter().copied())
        .filter(|&c| state.def(c).abilities.iter().any(|a| matches!(a, Ability::Fate(_))))
        .collect();
    fates.sort_by_key(|&c| (state.def(c).edge_priority, c));
    if let Some(engagement) = &mut state.engagement {
        engagement.edge_winner = Some(winner);
        engagement.step = EngagementStep::Strikes;
        engagement.to_act = winner;
        engagement.passes = 0;
    }
    // "After you lose an edge battle" (A Little Maneuver): once its fate cards have resolved.
    let won = state::Trigger::EdgeBattleWon { winner };
    let resolved = triggers::heard(state, won).then_some(Step::Fire { trigger: won });
    schedule(state, fates.into_iter().map(|card| Step::ResolveFate { card }).chain(resolved));
}

/// A Little Maneuver: "end the engagement without further resolution. Discard all cards in edge
/// stacks." The engagement ends with no strikes, no unopposed damage and no "survives" Reactions;
/// the engaged objective counts as engaged this phase (Core Set rules, "Conflict Phase").
pub(crate) fn end_without_resolution(state: &mut State, events: &mut Vec<Event>) {
    let Some(e) = state.engagement.take() else { return };
    give_back(state, &e, events);
    for player in state.players_mut() {
        let stack = std::mem::take(&mut player.edge);
        player.discard.extend(stack);
    }
    state.engaged_this_phase.push(e.objective);
    events.push(Event::EngagementEnded { objective: e.objective });
}

/// Twist of Fate (edge priority 2, so it resolves before any other fate): "Cancel this edge
/// battle and the card effects of all other fate cards just revealed. Discard both edge stacks
/// and start a new edge battle." It is found as the stacks are revealed, before any fate resolves.
pub(crate) fn restart_edge_battle(state: &mut State, events: &mut Vec<Event>) {
    for side in [Side::Dark, Side::Light] {
        let stack = std::mem::take(&mut state.player_mut(side).edge);
        for card in stack {
            let owner = state.card(card).owner;
            state.player_mut(owner).discard.push(card);
        }
    }
    if let Some(e) = &mut state.engagement {
        e.step = EngagementStep::EdgeBattle;
        e.to_act = e.attacker;
        e.passes = 0;
        e.edge_winner = None;
    }
    events.push(Event::EdgeBattleRestarted);
}

/// A revealed fate card's effect resolves if its condition holds ("If you are the attacking
/// player", "If you win this edge battle").
pub(crate) fn resolve_fate(state: &mut State, card: CardId) {
    let owner = state.card(card).owner;
    let engagement = state.engagement.clone();
    for (i, ability) in state.def(card).abilities.iter().enumerate() {
        let Ability::Fate(Fate { only_if, .. }) = ability else { continue };
        let holds = match only_if {
            FateCondition::Always => true,
            FateCondition::YouAreAttacking => engagement.as_ref().is_some_and(|e| e.attacker == owner),
            FateCondition::YouWinTheEdge => engagement.as_ref().is_some_and(|e| e.edge_winner == Some(owner)),
        };
        if holds {
            schedule(state, [Step::ResolveAbility { card, ability: i as u8, context: None, target: None }]);
        }
    }
}

/// Strike: the unit is focused (twice if committed to the Force) and resolves its combat icons:
/// edge-enabled icons count only for the side with the edge. Unit damage goes to one
/// participating enemy unit (any enemy unit with targeted strike), blast damage to the engaged
/// objective when attacking, and each tactics icon puts a focus token on an enemy unit.
///
/// Interrupts to "when … is focused to strike" (Luke Skywalker's pilot text) are offered after
/// the focus and before the icons resolve ([`resolve_strike`]).
pub(crate) fn strike(state: &mut State, unit: CardId, events: &mut Vec<Event>) {
    if state.engagement.is_none() {
        return;
    }
    let side = state.card(unit).controller;
    if let Some(engagement) = &mut state.engagement {
        engagement.passes = 0;
        engagement.to_act = side.opponent();
    }
    strike_immediately(state, unit, events);
}

/// A unit strikes when a card effect says so ("have enhanced unit strike immediately", Keeyan
/// Farlander): focused and resolved as any strike (Core Set rules, "Conflict Phase", strikes),
/// leaving whose turn it is to strike as it was.
pub(crate) fn strike_immediately(state: &mut State, unit: CardId, events: &mut Vec<Event>) {
    if state.engagement.is_none() {
        return;
    }
    let tokens = if state.card(unit).committed { 2 } else { 1 };
    state.card_mut(unit).focus += tokens;
    strike_focus::begin(state);
    events.push(Event::Struck { card: unit });
    schedule(state, [Step::Fire { trigger: state::Trigger::Striking { unit } }, Step::ResolveStrike { unit }]);
}

/// Step::ResolveStrike: the striking unit's combat icons resolve. Red Five: "it may assign its
/// [Blast Damage] to a target participating enemy unit instead of the engaged objective" (a
/// prompt, when such a unit is there).
pub(crate) fn resolve_strike(state: &mut State, unit: CardId, events: &mut Vec<Event>) {
    let Some(e) = state.engagement.clone() else { return };
    if !targeting::is_unit_in_play(state, unit) {
        return;
    }
    // Blizzard 1: "instead of resolving its combat icons, …".
    if strike_focus::take_skip(state, unit) {
        schedule(state, [Step::Fire { trigger: state::Trigger::Struck { unit } }]);
        return;
    }
    let side = state.card(unit).controller;
    let (normal, edge) = combat_icons(state, unit);
    // Nebulon-B2 Frigate: "until the end of the strike": its icons are read.
    if let Some(e) = &mut state.engagement {
        e.strike_gains.clear();
    }
    let with_edge = e.edge_winner == Some(side);
    let count = |n: u8, x: u8| n.saturating_add(if with_edge { x } else { 0 });
    let unit_damage = count(normal.unit_damage, edge.unit_damage);
    let blast = count(normal.blast_damage, edge.blast_damage);
    let tactics = count(normal.tactics, edge.tactics);
    let mut steps = Vec::new();
    let before = state.pending.len();
    if blast > 0 && side == e.attacker && state.in_play(e.objective) {
        if blast_targets(state, unit).len() > 1 {
            steps.push(Step::AskBlast { striker: unit, amount: blast });
        } else {
            deal_damage(state, Some(unit), e.objective, blast, events);
        }
    }
    if unit_damage > 0 && !unit_damage_targets(state, unit).is_empty() {
        steps.push(Step::AskUnitDamage { striker: unit, amount: unit_damage });
    }
    if tactics > 0 && !tactics_targets(state, side).is_empty() {
        steps.push(Step::AskTactics { striker: unit, remaining: tactics });
    }
    steps.push(Step::Fire { trigger: state::Trigger::Struck { unit } });
    // Damage destroys only after the strike's choices are made; then the strike has resolved
    // (Called to Arms).
    let destroys = state.pending.split_off(before);
    let resolved = state::Trigger::StrikeResolved { unit };
    if triggers::heard(state, resolved) {
        state.pending.push(Step::Fire { trigger: resolved });
    }
    state.pending.extend(destroys);
    schedule(state, steps);
}

/// Where `striker`'s blast damage may go: the engaged objective, and the cards its replacements
/// let it go to instead (Red Five: "a target participating enemy unit"). Choosing one of those is
/// using the replacement.
pub(crate) fn blast_targets(state: &State, striker: CardId) -> Vec<CardId> {
    let Some(e) = &state.engagement else { return Vec::new() };
    let mut targets: Vec<CardId> = [e.objective].into_iter().filter(|&o| state.in_play(o)).collect();
    targets.extend(replacement::blast_targets(state, striker).into_iter().filter(|&c| c != e.objective));
    targets
}

/// Enemy units `striker`'s unit damage may go to.
pub(crate) fn unit_damage_targets(state: &State, striker: CardId) -> Vec<CardId> {
    let side = state.card(striker).controller;
    let Some(e) = &state.engagement else { return Vec::new() };
    if keywords(state, striker).contains(&Keyword::TargetedStrike) {
        return state.player(side.opponent()).play.iter().copied().filter(|&c| is_unit_in_play(state, c)).collect();
    }
    let mut targets = participants(state, e, side.opponent());
    // Luke Skywalker: "assign the damage to a target enemy unit not participating … instead".
    for card in replacement::unit_damage_targets(state, striker) {
        if !targets.contains(&card) {
            targets.push(card);
        }
    }
    targets
}

/// Enemy units a tactics icon may focus (they need not participate).
pub(crate) fn tactics_targets(state: &State, side: Side) -> Vec<CardId> {
    state
        .player(side.opponent())
        .play
        .iter()
        .copied()
        .filter(|&c| state.card(c).controller == side.opponent() && targeting::is_unit_given_in_play(state, c))
        .collect()
}

/// Admiral Ackbar: "Action: During an engagement, play this unit from your hand as a
/// participating unit on your side." May `side` play `card` so now (an action window in an
/// engagement is open for it)?
pub(crate) fn plays_as_participant(state: &State, side: Side, card: CardId) -> bool {
    state.engagement.is_some()
        && state.def(card).actions().any(|act| act.then == Outcome::PlayAsParticipant)
        && window::open_for(state, side)
}

/// A unit played with [`plays_as_participant`] joins the engagement on its controller's side.
/// "Remove <unit> from the engagement": it no longer participates (LE-B02D9).
pub(crate) fn leave_engagement(state: &mut State, unit: CardId, events: &mut Vec<Event>) {
    let Some(e) = &mut state.engagement else { return };
    let before = e.attackers.len() + e.defenders.len();
    e.attackers.retain(|&u| u != unit);
    e.defenders.retain(|&u| u != unit);
    if e.attackers.len() + e.defenders.len() < before {
        events.push(Event::LeftEngagement { card: unit });
    }
}

pub(crate) fn join_engagement(state: &mut State, unit: CardId) {
    let side = state.card(unit).controller;
    if let Some(e) = &mut state.engagement {
        if e.attacker == side {
            e.attackers.push(unit);
        } else {
            e.defenders.push(unit);
        }
    }
}

/// Han Solo: "choose an enemy objective you are not engaged with. You are now engaged with the
/// chosen objective instead." The first objective counts as engaged this phase too.
pub(crate) fn switch_engagement(state: &mut State, objective: CardId, events: &mut Vec<Event>) {
    let Some(e) = &mut state.engagement else { return };
    if e.objective == objective {
        return;
    }
    let previous = std::mem::replace(&mut e.objective, objective);
    state.engaged_this_phase.push(previous);
    events.push(Event::EngagementSwitched { objective });
}

/// Search Your Feelings: "until the end of this engagement": the units taken go back to the
/// players who controlled them.
fn give_back(state: &mut State, e: &Engagement, events: &mut Vec<Event>) {
    for &(unit, side) in &e.borrowed {
        control::give(state, unit, side, events);
    }
}

/// Search Your Feelings: `unit` comes under `side`'s control until the end of the engagement and
/// participates on its side.
pub(crate) fn borrow(state: &mut State, unit: CardId, side: Side, events: &mut Vec<Event>) {
    let before = state.card(unit).controller;
    if before == side || state.engagement.is_none() {
        return;
    }
    control::give(state, unit, side, events);
    join_engagement(state, unit);
    events.push(Event::JoinedEngagement { card: unit });
    if let Some(e) = &mut state.engagement {
        if !e.borrowed.iter().any(|&(u, _)| u == unit) {
            e.borrowed.push((unit, before));
        }
    }
}

/// After strikes: an attacker with a participating unit against no participating defender deals
/// 1 more damage to the objective (unopposed); the edge stacks are discarded.
pub(crate) fn finish(state: &mut State, events: &mut Vec<Event>) {
    let Some(e) = state.engagement.take() else { return };
    give_back(state, &e, events);
    let attackers = participants(state, &e, e.attacker);
    let defenders = participants(state, &e, e.attacker.opponent());
    for player in state.players_mut() {
        let stack = std::mem::take(&mut player.edge);
        player.discard.extend(stack);
    }
    state.engaged_this_phase.push(e.objective);
    events.push(Event::EngagementEnded { objective: e.objective });
    let unopposed = !attackers.is_empty() && defenders.is_empty();
    if unopposed && state.in_play(e.objective) {
        events.push(Event::Unopposed { objective: e.objective });
        deal_damage(state, None, e.objective, 1, events);
    }
    // "After … survives an engagement as an attacker/defender": each participant still in play.
    for (units, attacker) in [(attackers, true), (defenders, false)] {
        for unit in units {
            if state.in_play(unit) {
                triggers::fire(state, Trigger::Survived { unit, attacker, unopposed });
            }
        }
    }
}
