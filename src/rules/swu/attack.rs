//! Attacking (base game, shared/research/swu.md §5): a ready unit attacks an enemy unit in its
//! arena or the enemy base; Sentinel, Saboteur, Raid, Restore, Overwhelm; "On Attack" abilities;
//! combat damage dealt both ways at once (a base deals none back).

use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule, Seat};
use crate::rules::swu::board::{auras, Board, Few, Upgrades};
use crate::rules::swu::damage;
use crate::rules::swu::forms::{abilities_on, abilities_with, holds, is_unit};
use crate::rules::swu::keywords::{has_keyword, restore, unit_has_keyword, unit_restore};
use crate::rules::swu::model::ability::{Ability, Effect, Form};
use crate::rules::swu::model::def::{Arena, Keyword};
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::reason::Reason;
use crate::rules::swu::model::state::schedule;
use crate::rules::swu::model::state::{other, Attack, State, Step};
use crate::rules::swu::sections::SwuRule;
use crate::rules::swu::stats::{power, remaining_hp, unit_hp, unit_power};
use crate::rules::swu::tokens::shields_on;
use std::borrow::Cow;

type Checked = Result<(), Rejected<Reason>>;

fn reject(reason: Reason, rule: SwuRule) -> Checked {
    Err(Rejected::new(reason, Rule::from(rule)))
}

/// The arena a card in play is in: a unit's printed arena (a leader's deployed arena); an
/// upgrade's host's.
pub(crate) fn arena_of(state: &State, card: CardId) -> Option<Arena> {
    match state.card(card).attached {
        Some(a) if state.has(a.host) => state.card(a.host).arena.or(state.def(a.host).arena),
        Some(_) => None,
        None => state.card(card).arena.or(state.def(card).arena),
    }
}

/// The Sentinel units `seat` controls in `arena`.
pub(crate) fn sentinels(state: &State, seat: Seat, arena: Arena) -> Vec<CardId> {
    state
        .units_of(seat)
        .filter(|&u| arena_of(state, u) == Some(arena) && has_keyword(state, u, Keyword::Sentinel))
        .collect()
}

/// Whether `attacker` (of `seat`) may attack `defender`: "Choose a defender in the same arena: an
/// enemy unit there, or the enemy base. … If any enemy unit in that arena has Sentinel, you must
/// attack a Sentinel unit; the base cannot be attacked." Saboteur ignores Sentinel (`saboteur`
/// adds it for this attack). An Ambush attack (`ambush`) may start exhausted and attacks a unit.
///
/// # Errors
/// Why not, citing the section.
pub(crate) fn check_attack(
    state: &State,
    seat: Seat,
    attacker: CardId,
    defender: CardId,
    saboteur: bool,
    ambush: bool,
) -> Checked {
    if !is_unit(state, attacker) {
        return reject(Reason::NotAUnit, SwuRule::UnitsAsUpgrades);
    }
    if state.card(attacker).controller != seat {
        return reject(Reason::NotYourCard, SwuRule::Attack);
    }
    if !ambush && state.card(attacker).exhausted {
        return reject(Reason::AttackerExhausted, SwuRule::Attack);
    }
    if cant_attack(state, attacker) {
        return reject(Reason::CantAttack, SwuRule::Abilities);
    }
    let enemy = other(seat);
    let Some(arena) = arena_of(state, attacker) else { return reject(Reason::NotAUnit, SwuRule::Attack) };
    if defender == state.player(enemy).base {
        if ambush {
            return reject(Reason::NotATarget, SwuRule::Ambush);
        }
        // "It can't attack bases for this phase."
        if barred_from_bases(state, attacker) {
            return reject(Reason::NotATarget, SwuRule::Abilities);
        }
    } else {
        if !is_unit(state, defender) {
            let rule = if state.in_play(defender) { SwuRule::UnitsAsUpgrades } else { SwuRule::Attack };
            return reject(Reason::NotAUnit, rule);
        }
        if state.card(defender).controller != enemy {
            return reject(Reason::NotAnEnemy, SwuRule::Attack);
        }
        let defending = arena_of(state, defender).unwrap_or(arena);
        if defending != arena && !can_attack_in(state, attacker, defending) {
            return reject(Reason::DifferentArena { attacker: arena, defender: defending }, SwuRule::Attack);
        }
    }
    let ignores = saboteur || has_keyword(state, attacker, Keyword::Saboteur);
    let guards = sentinels(state, enemy, arena);
    if !ignores && !guards.is_empty() && !guards.contains(&defender) {
        let sentinel = state.def(guards[0]).title.to_string();
        return reject(Reason::SentinelInTheWay { sentinel }, SwuRule::Sentinel);
    }
    Ok(())
}

/// The defenders an attacker of `seat` may choose, worked out once for a position (the legal
/// actions list every attack): each enemy unit with its arena and whether it has Sentinel, the
/// enemy base, and which arenas a Sentinel guards. "If any enemy unit in that arena has Sentinel,
/// you must attack a Sentinel unit; the base cannot be attacked." The same rule as
/// [`check_attack`], which the property tests hold it to.
pub(crate) struct Defenders {
    /// The enemy units an attacker in the ground arena, in the space arena, may choose from, in
    /// play order: those in that arena and those in none (taken to be in the attacker's, as
    /// [`check_attack`] does), each with whether it is a Sentinel in that arena.
    arenas: [Few<(CardId, bool), 32>; 2],
    pub base: CardId,
    /// Whether a Sentinel stands in the ground arena, in the space arena.
    guarded: [bool; 2],
}

impl Defenders {
    /// The defenders of `seat`'s enemy on `board` (the state's).
    pub(crate) fn facing(state: &State, board: &Board, seat: Seat) -> Defenders {
        let enemy = other(seat);
        let mut guarded = [false; 2];
        let mut arenas = [Few::default(), Few::default()];
        for &u in board.units.iter().filter(|&&u| state.card(u).controller == enemy) {
            let sentinel = unit_has_keyword(state, u, board.upgrades(u), board.auras(), Keyword::Sentinel);
            debug_assert_eq!(sentinel, has_keyword(state, u, Keyword::Sentinel));
            match arena_of(state, u) {
                Some(a) => {
                    guarded[arena_index(a)] |= sentinel;
                    arenas[arena_index(a)].push((u, sentinel));
                }
                None => arenas.iter_mut().for_each(|units| units.push((u, false))),
            }
        }
        Defenders { arenas, base: state.player(enemy).base, guarded }
    }

    /// The enemy units an attacker in `arena` may choose from (the Sentinels aside), in play
    /// order, each with whether it is a Sentinel there.
    pub(crate) fn in_arena(&self, arena: Arena) -> &[(CardId, bool)] {
        &self.arenas[arena_index(arena)]
    }

    /// The enemy units an attacker in `arena` may choose from (the Sentinels aside), in play
    /// order, each with whether it is a Sentinel guarding it. With "This unit can attack <other
    /// arena> units" (`can_attack_in`) the enemy units of both arenas, a Sentinel of the other
    /// arena guarding nothing against it (as [`check_attack`], which weighs the attacker's arena).
    /// `upgrades`: the cards attached to the attacker.
    pub(crate) fn open_to(
        &self,
        state: &State,
        attacker: CardId,
        upgrades: impl Iterator<Item = CardId>,
        arena: Arena,
    ) -> Cow<'_, [(CardId, bool)]> {
        let other_arena = match arena {
            Arena::Ground => Arena::Space,
            Arena::Space => Arena::Ground,
        };
        if !can_attack_in_with(state, attacker, upgrades, other_arena) {
            return Cow::Borrowed(self.in_arena(arena));
        }
        let mut both: Vec<(CardId, bool)> = self.in_arena(arena).to_vec();
        for &(unit, _) in self.in_arena(other_arena) {
            if !both.iter().any(|&(u, _)| u == unit) {
                both.push((unit, false));
            }
        }
        both.sort_by_key(|&(u, _)| state.play.iter().position(|&c| c == u));
        Cow::Owned(both)
    }

    /// Whether an attack in `arena` on a defender (`sentinel`: a Sentinel unit in that arena)
    /// gets past the Sentinels there; `ignores`: the attacker has (or gains) Saboteur.
    pub(crate) fn past_sentinels(&self, arena: Arena, sentinel: bool, ignores: bool) -> bool {
        ignores || sentinel || !self.guarded[arena_index(arena)]
    }
}

fn arena_index(arena: Arena) -> usize {
    match arena {
        Arena::Ground => 0,
        Arena::Space => 1,
    }
}

/// Whether `unit`'s text says "This unit can attack <arena> units."
pub(crate) fn can_attack_in(state: &State, unit: CardId, arena: Arena) -> bool {
    can_attack_in_with(state, unit, state.attachments_of(unit), arena)
}

/// As [`can_attack_in`], of a unit whose upgrades are `upgrades` (a listing knows them from its
/// `Board`).
pub(crate) fn can_attack_in_with(
    state: &State,
    unit: CardId,
    upgrades: impl Iterator<Item = CardId>,
    arena: Arena,
) -> bool {
    abilities_with(state, unit, upgrades).any(|(_, a)| matches!(a, Ability::CanAttackIn { arena: x } if *x == arena))
}

/// Whether `unit`'s text says "This unit can't attack."
pub(crate) fn cant_attack(state: &State, unit: CardId) -> bool {
    cant_attack_with(state, unit, state.attachments_of(unit))
}

/// As [`cant_attack`], of a unit whose upgrades are `upgrades`.
pub(crate) fn cant_attack_with(state: &State, unit: CardId, upgrades: impl Iterator<Item = CardId>) -> bool {
    abilities_with(state, unit, upgrades).any(|(_, a)| matches!(a, Ability::CantAttack))
}

/// Whether an ability said `attacker` "can't attack bases for this phase".
pub(crate) fn barred_from_bases(state: &State, attacker: CardId) -> bool {
    state.lasting.iter().any(|l| l.card == attacker && l.no_bases)
}

/// What `attacker` might attack, legal or not (the candidates `check_attack` sorts out): every
/// enemy unit, and the enemy base.
pub(crate) fn defender_candidates(state: &State, attacker: CardId) -> Vec<CardId> {
    let enemy = other(state.card(attacker).controller);
    state.units_of(enemy).chain([state.player(enemy).base]).collect()
}

/// Declares the attack: the attacker exhausts; what it attacked with is remembered for the
/// phase; then its "when this unit attacks" keywords and "On Attack" abilities resolve
/// (Restore, Saboteur's Shields, then the printed abilities), then combat damage.
pub(crate) fn begin(
    state: &mut State,
    attacker: CardId,
    defender: CardId,
    bonus: u8,
    saboteur: bool,
    restore_bonus: u8,
    events: &mut Vec<Event>,
) {
    let seat = state.card(attacker).controller;
    state.card_mut(attacker).exhausted = true;
    state.attack = Some(Attack {
        attacker,
        defender,
        power: bonus,
        saboteur,
        prevent: false,
        restore: restore_bonus,
        base_draw: 0,
        first: false,
    });
    if state.records_this_phase && !state.attacked_units.contains(&attacker) {
        state.attacked_units.push(attacker);
    }
    let def = state.def(attacker);
    let attacked = &mut state.player_mut(seat).attacked;
    if def.is_vehicle() && def.token.is_none() {
        attacked.non_token_vehicle = true;
    }
    if def.has_trait("Fighter") {
        attacked.fighter = true;
    }
    events.push(Event::Attacked { attacker, defender });
    // What is attached to each unit, once: nothing below attaches or detaches the attacker's.
    let upgrades = Upgrades::new(state);
    let auras = auras(state);
    let unit = is_unit(state, attacker);
    // Restore X: "When this unit attacks, heal X damage from your base."
    let healed = if unit { unit_restore(state, attacker, upgrades.of(attacker), &auras) } else { 0 };
    debug_assert_eq!(healed, restore(state, attacker));
    // "… and gains Restore N for this attack."
    let healed = if unit { healed.saturating_add(restore_bonus) } else { 0 };
    if healed > 0 {
        let base = state.player(seat).base;
        damage::heal(state, base, healed, events);
    }
    // Saboteur: "When this unit attacks, … defeat the defender's Shields."
    let saboteur =
        saboteur || (unit && unit_has_keyword(state, attacker, upgrades.of(attacker), &auras, Keyword::Saboteur));
    if saboteur && is_unit(state, defender) {
        for shield in shields_on(state, defender) {
            damage::remove_token(state, shield);
            events.push(Event::ShieldUsed { unit: defender });
        }
    }
    let mut steps: Vec<Step> = Vec::new();
    debug_assert!(upgrades.of(attacker).eq(state.attachments_of(attacker)));
    for (source, ability) in abilities_with(state, attacker, upgrades.of(attacker)) {
        if let Ability::OnAttack { then, when } = ability {
            if holds(state, when, attacker, seat) {
                steps.push(Step::Resolve { source, effect: then.clone(), subject: Some(attacker), controller: seat });
            }
        }
    }
    // "When attached unit is attacked:" of the defender's upgrades, after the attacker's abilities.
    if unit && is_unit(state, defender) {
        for upgrade in state.attachments_of(defender) {
            let controller = state.card(upgrade).controller;
            for ability in state.def(upgrade).abilities(Form::Upgrade) {
                if let Ability::WhenAttachedAttacked { then } = ability {
                    let effect = then.clone();
                    steps.push(Step::Resolve { source: upgrade, effect, subject: Some(defender), controller });
                }
            }
        }
    }
    steps.extend([Step::CombatDamage, Step::EndAttack]);
    schedule(state, steps);
}

/// "For this attack, it gains: 'On Attack: …'" (Trench Run): `effect`, about the attacker, for
/// `seat`, resolved after the attacker's own On Attack abilities, before combat damage (base
/// game "Attack": On Attack abilities resolve as the attack is declared). Called just after
/// [`begin`], whose combat damage step is the nearest one pending.
pub(crate) fn gain_on_attack(state: &mut State, source: CardId, effect: Effect, attacker: CardId, seat: Seat) {
    let step = Step::Resolve { source, effect, subject: Some(attacker), controller: seat };
    match state.pending.iter().rposition(|s| *s == Step::CombatDamage) {
        Some(at) => state.pending.insert(at + 1, step),
        None => schedule(state, [step]),
    }
}

/// "When this unit deals damage to a base: Draw N cards." (given for an attack): after the attacker
/// dealt `landed` damage to a base.
fn dealt_to_base(state: &mut State, seat: Seat, draw: u8, landed: u8) {
    if landed > 0 && draw > 0 {
        // The draw is a step of the flow (`flow::turn::draw`), next.
        schedule(state, [Step::Draw { seat, count: draw }]);
    }
}

/// "When this unit deals combat damage to an opponent's base:" of `attacker` (controlled by
/// `seat`), when `landed` damage reached the base.
fn base_damage_triggers(state: &mut State, attacker: CardId, seat: Seat, landed: u8) {
    if landed == 0 {
        return;
    }
    let steps: Vec<Step> = abilities_on(state, attacker)
        .filter_map(|(source, a)| match a {
            Ability::OnBaseCombatDamage { then } => {
                Some(Step::Resolve { source, effect: then.clone(), subject: Some(attacker), controller: seat })
            }
            _ => None,
        })
        .collect();
    schedule(state, steps);
}

/// Combat damage: the attacker deals its power to the defender and, if the defender is a unit,
/// the defender deals its power back, at once. Overwhelm: "When attacking an enemy unit, deal
/// excess damage to the opponent's base" (none when a Shield prevents the damage: forceteki's
/// Overwhelm spec). Nothing happens if the attacker or the defender has left play.
pub(crate) fn combat_damage(state: &mut State, events: &mut Vec<Event>) {
    let Some(attack) = state.attack else { return };
    let (attacker, defender) = (attack.attacker, attack.defender);
    if !is_unit(state, attacker) {
        return;
    }
    let seat = state.card(attacker).controller;
    let enemy_base = state.player(other(seat)).base;
    // What is attached to the two units, once: nothing attaches or detaches before the damage.
    let upgrades = Upgrades::new(state);
    let auras = auras(state);
    let dealt = unit_power(state, attacker, upgrades.of(attacker), &auras);
    debug_assert_eq!(dealt, power(state, attacker));
    if defender == enemy_base {
        let landed = damage::deal(state, defender, dealt, events);
        dealt_to_base(state, seat, attack.base_draw, landed);
        base_damage_triggers(state, attacker, seat, landed);
        return;
    }
    if !is_unit(state, defender) || state.card(defender).controller == seat {
        return;
    }
    let back = unit_power(state, defender, upgrades.of(defender), &auras);
    debug_assert_eq!(back, power(state, defender));
    let room = unit_hp(state, defender, upgrades.of(defender), &auras).saturating_sub(state.card(defender).damage);
    debug_assert_eq!(room, remaining_hp(state, defender));
    // "While attacking a … unit, this unit deals combat damage before the defender."
    let first = attack.first
        || abilities_on(state, attacker).any(|(_, a)| {
        matches!(a, Ability::DamageFirst { which } if crate::rules::swu::which::fits(state, seat, which, Some(attacker), defender))
    });
    let landed = damage::deal(state, defender, dealt, events);
    if landed > 0 && dealt > room && has_keyword(state, attacker, Keyword::Overwhelm) {
        let excess = damage::deal(state, enemy_base, dealt - room, events);
        dealt_to_base(state, seat, attack.base_draw, excess);
        base_damage_triggers(state, attacker, seat, excess);
    }
    // A defender defeated by damage dealt first deals none back.
    if !(first && landed >= room) {
        damage::deal(state, attacker, back, events);
    }
    // "When this unit deals combat damage to a unit while attacking: <do> that unit": done to
    // the defender next, before the attack ends.
    if landed > 0 {
        let steps: Vec<Step> = abilities_on(state, attacker)
            .filter_map(|(source, a)| match a {
                Ability::OnCombatDamage { does } => Some(Step::Resolve {
                    source,
                    effect: Effect::OnDefender { does: does.clone() },
                    subject: Some(attacker),
                    controller: seat,
                }),
                _ => None,
            })
            .collect();
        schedule(state, steps);
    }
}
