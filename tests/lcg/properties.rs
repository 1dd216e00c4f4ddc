//! Property tests for the LCG engine: random positions built from the catalog, played by random
//! legal actions, checked at every step.
//!
//! Deterministic: every position and every choice comes from a seed (the engine's own SplitMix64,
//! `hangar::engine::Rng`), so a failure names its seed and step and replays exactly. To replay one
//! seed only:
//!
//! ```text
//! HANGAR_LCG_SEED=<seed> cargo test --no-default-features --test lcg properties -- --nocapture
//! ```
//!
//! `HANGAR_LCG_POSITIONS=<count>` walks more positions than the default 300 (a longer soak).
//!
//! The positions are drawn from the catalog by card properties (side, type, traits, Pilot (X)),
//! never from a list of card numbers, so new cards and affiliations join the walk as they are
//! added. Each test walks the same positions and the same action sequences; they differ in what
//! they check at every step:
//!
//! - `every_listed_action_applies`: every action `legal_actions` lists is accepted by `apply`.
//! - `unlisted_actions_are_rejected`: probes that are not listed are refused, state untouched.
//! - `random_legal_play_keeps_invariants`: the zone, attachment, Piloting Limit and Mission
//!   invariants hold.
//! - `state_round_trips_through_serde_at_every_step`: serialise then deserialise gives the same
//!   state.
//!
//! Two more: `generated_positions_are_well_formed_and_replayable` checks the generator, and
//! `small_positions_explored_exhaustively_keep_every_property` tries every action sequence from
//! a few hand-built positions for the long chains (completed missions, searches, leaves-play
//! Interrupts, victory) that random walks seldom reach, checking all four properties.

use crate::harness;
use hangar::cards::lcg::catalog;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::engine::{CardId, Rng};
use hangar::rules::lcg::def::CardDef;
use hangar::rules::lcg::def::CardType;
use hangar::rules::lcg::facts::counted_pilots;
use hangar::rules::lcg::Action;
use hangar::rules::lcg::Answer;
use hangar::rules::lcg::Initiative;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Payment;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;
use serde_json::Value;
use std::collections::BTreeMap;

/// How many seeded positions each test walks.
const POSITIONS: u64 = 300;
/// The most actions taken from one position.
const STEPS: usize = 40;
/// The first seed; position `i` uses `FIRST_SEED + i`.
const FIRST_SEED: u64 = 0x4C43_4700_0000;
/// Whole matches from `new_match` the order test plays, and the most actions of each.
const MATCHES: u64 = 12;
const MATCH_STEPS: usize = 600;
/// Set to one seed to walk only that position.
const SEED_VAR: &str = "HANGAR_LCG_SEED";
/// Set to a count to walk that many positions instead of [`POSITIONS`] (a longer soak).
const POSITIONS_VAR: &str = "HANGAR_LCG_POSITIONS";

const PHASES: [Phase; 6] =
    [Phase::Balance, Phase::Refresh, Phase::Draw, Phase::Deployment, Phase::Conflict, Phase::Force];

// ---------------------------------------------------------------------------------------------
// The tests

#[test]
fn every_listed_action_applies() {
    let stats = walk_all(check_listed_apply);
    stats.report("every_listed_action_applies");
}

#[test]
fn unlisted_actions_are_rejected() {
    let mut probes_tried = 0usize;
    let stats = walk_all(|ctx, state, listed, rng| {
        probes_tried += check_unlisted_rejected(ctx, state, listed, rng);
    });
    stats.report("unlisted_actions_are_rejected");
    eprintln!("unlisted_actions_are_rejected: {probes_tried} unlisted probes, all rejected");
    assert!(probes_tried > 1000, "the probes should be many, not {probes_tried}");
}

#[test]
fn random_legal_play_keeps_invariants() {
    let stats = walk_all(|ctx, state, _, _| check_invariants(ctx, state));
    stats.report("random_legal_play_keeps_invariants");
    // The walk must actually play cards, or the invariants are checked on idle positions only.
    assert!(stats.applied_not_pass > 0, "only Pass was ever applied: the walk is idle ({stats:?})");
}

#[test]
fn state_round_trips_through_serde_at_every_step() {
    let stats = walk_all(|ctx, state, _, _| check_serde_round_trip(ctx, state));
    stats.report("state_round_trips_through_serde_at_every_step");
}

/// `legal_actions` is built legal by construction, yet it is exactly the candidates `check`
/// accepts, in the candidates' order (saves store moves as indices into the list): at every step
/// of the seeded walks, and of seeded whole matches from `new_match`.
#[test]
fn legal_actions_are_the_accepted_candidates_in_order() {
    let checked = |at: &dyn Fn() -> String, state: &State, listed: &[Action]| {
        let accepted: Vec<Action> =
            Lcg::candidates(state).into_iter().filter(|a| Lcg::check(state, a).is_ok()).collect();
        assert_eq!(listed, accepted.as_slice(), "{}: legal_actions is not the accepted candidates in order", at());
    };
    let stats = walk_all(|ctx, state, listed, _| checked(&|| ctx.at(), state, listed));
    stats.report("legal_actions_are_the_accepted_candidates_in_order");
    let mut positions = 0;
    for seed in 0..MATCHES {
        let mut state = Lcg::new_match(seed);
        let mut choose = Rng::seeded(seed ^ 0x0DE7);
        for step in 0..MATCH_STEPS {
            let listed = Lcg::legal_actions(&state);
            checked(&|| format!("match {seed}, step {step}"), &state, &listed);
            positions += 1;
            if listed.is_empty() {
                break;
            }
            let action = choose_action(&listed, &mut choose);
            Lcg::apply_listed(&mut state, action);
        }
    }
    eprintln!("legal_actions_are_the_accepted_candidates_in_order: {positions} match positions");
    assert!(positions > 1_000, "{positions}");
}

/// Every pairing of the built-in decks (a Dark Side deck against a Light Side deck) plays a
/// seeded whole match by random legal actions: at every step the listed actions are exactly the
/// accepted candidates and the invariants hold, and the match ends or runs its budget out with
/// an action always listed.
#[test]
fn whole_matches_between_the_built_in_decks_keep_every_property() {
    use hangar::engine::Decks;
    let decks = Lcg::built_in_decks();
    let of_side = |side: Side| decks.iter().filter(move |b| b.deck.side() == Some(side));
    let mut positions = 0;
    for (i, dark) in of_side(Side::Dark).enumerate() {
        for (j, light) in of_side(Side::Light).enumerate() {
            let seed = (i * 16 + j) as u64;
            let mut state = Lcg::match_with([&dark.deck, &light.deck], seed).expect("built-in decks are legal");
            let mut choose = Rng::seeded(seed ^ 0xDEC5);
            for step in 0..MATCH_STEPS {
                let at = || format!("{} vs {}, seed {seed}, step {step}", dark.key, light.key);
                harness::check_invariants::<Lcg>(&state, &at);
                let listed = Lcg::legal_actions(&state);
                let accepted: Vec<Action> =
                    Lcg::candidates(&state).into_iter().filter(|a| Lcg::check(&state, a).is_ok()).collect();
                assert_eq!(listed, accepted, "{}: legal_actions is not the accepted candidates", at());
                positions += 1;
                if listed.is_empty() {
                    assert!(state.outcome.is_some(), "{}: no action listed and no outcome", at());
                    break;
                }
                Lcg::apply_listed(&mut state, choose_action(&listed, &mut choose));
            }
        }
    }
    eprintln!("whole_matches_between_the_built_in_decks_keep_every_property: {positions} positions");
    assert!(positions > 1_000, "{positions}");
}

/// The generator itself: positions are well formed before any action (so a failure in the walk
/// is the engine's, not the generator's), and the same seed gives the same position.
#[test]
fn generated_positions_are_well_formed_and_replayable() {
    assert!(!seeds().is_empty());
    for seed in seeds() {
        let ctx = Ctx::seeded(seed);
        let state = position(seed);
        check_invariants(&ctx, &state);
        assert_eq!(state, position(seed), "seed {seed}: the generator is not deterministic");
    }
}

/// Rare chains the random walk seldom reaches (a completed mission's Reaction, a put-into-play
/// search, a pilot's leaves-play Interrupt while its host is destroyed, the Light Side's win),
/// from small hand-built positions whose every action sequence, up to a depth, is tried and
/// checked for all four properties.
#[test]
fn small_positions_explored_exhaustively_keep_every_property() {
    let mut states = 0;
    for (name, state) in crafted_positions() {
        let mut ctx = Ctx { origin: Origin::Named(name), step: 0, trail: Vec::new() };
        let mut rng = Rng::seeded(states as u64);
        states += explore(&mut ctx, &state, 7, &mut rng);
    }
    eprintln!("small_positions_explored_exhaustively_keep_every_property: {states} states checked");
    assert!(states > 3 * 7, "each position explored beyond its first step ({states} states)");
}

/// Checks `state` for every property, then every listed action's result, depth first.
fn explore(ctx: &mut Ctx, state: &State, depth: usize, rng: &mut Rng) -> usize {
    let listed = Lcg::legal_actions(state);
    check_listed_apply(ctx, state, &listed, rng);
    check_unlisted_rejected(ctx, state, &listed, rng);
    check_invariants(ctx, state);
    check_serde_round_trip(ctx, state);
    let mut states = 1;
    if depth == 0 {
        return states;
    }
    for action in &listed {
        let (next, _) = Lcg::apply(state, action).expect("checked above");
        ctx.trail.push(*action);
        ctx.step += 1;
        states += explore(ctx, &next, depth - 1, rng);
        ctx.trail.pop();
        ctx.step -= 1;
    }
    states
}

/// Positions for the chains that need several particular cards at once. Card numbers, since
/// each position is about those cards' texts.
fn crafted_positions() -> Vec<(&'static str, State)> {
    let mut out = Vec::new();

    // Prepared Ambush (0920), completed, searches deck and discard pile for an Officer or
    // Trooper: Admiral Screed (1184, Pilot (2)) may enter as a unit or as a pilot on a piloted
    // TIE (Piloting Limit), Stormtrooper Elite (0125) as a unit.
    let name = "Prepared Ambush completed";
    let mut s = Scenario::new(name, "IN-AFF", "RA-AFF").ends_after(Phase::Deployment);
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0783");
    let tie = s.play(Side::Dark, "0715");
    s.attach(Side::Dark, "0714", tie, Role::Pilot);
    s.hand(Side::Dark, "0128");
    s.mission(Side::Dark, "0920");
    s.command_deck(Side::Dark, "0125");
    s.command_deck(Side::Dark, "1184");
    s.discard(Side::Dark, "1184");
    s.play(Side::Light, "0772");
    out.push((name, s.build()));

    // Ground Support (0910), the Light Side's mission in the Dark play area, completed by the
    // Dark Side's Superlaser Blast: 1 damage to each Dark unit and objective destroys a damaged
    // TIE (with Baron Fel aboard), a Stormtrooper and an objective, the Light Side's third
    // (one already in its victory pile, the completed mission the second): it wins.
    let name = "Ground Support completed";
    let mut s = Scenario::new(name, "IN-AFF", "RA-AFF").ends_after(Phase::Deployment);
    let despayre = s.play(Side::Dark, "0036");
    s.damage(despayre, 4);
    s.play(Side::Dark, "0783");
    let tie = s.play(Side::Dark, "0715");
    s.damage(tie, 2);
    s.attach(Side::Dark, "0714", tie, Role::Pilot);
    let trooper = s.play(Side::Dark, "0125");
    s.damage(trooper, 1);
    s.hand(Side::Dark, "0128");
    s.mission(Side::Light, "0910");
    s.victory(Side::Light, "0036");
    out.push((name, s.build()));

    // Assassination Contract (0928), completed by its owner's Superlaser Blast (0128), destroys
    // the out-of-faction X-Wing (0700) under a Jedi player; its pilot Hobbie (0699) has a
    // leaves-play Interrupt.
    let name = "Hobbie's Interrupt while his host is destroyed";
    let mut s = Scenario::new(name, "IN-AFF", "J-AFF").ends_after(Phase::Deployment);
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0783");
    s.hand(Side::Dark, "0128");
    s.mission(Side::Dark, "0928");
    let x_wing = s.play(Side::Light, "0700");
    s.attach(Side::Light, "0699", x_wing, Role::Pilot);
    out.push((name, s.build()));

    out
}

// ---------------------------------------------------------------------------------------------
// The properties

/// (a) Every listed action is accepted by `check` and applies, leaving its input untouched.
fn check_listed_apply(ctx: &Ctx, state: &State, listed: &[Action], _: &mut Rng) {
    for action in listed {
        harness::check_listed::<Lcg>(state, action, &|| ctx.at());
    }
}

/// (b) Probes that are not listed are rejected, and the state is unchanged: the candidates
/// `check` refuses, the generic harness's mutations of the listed actions (another card, an
/// amount, an id past the table), and a few hand-made plays. Returns how many were tried.
fn check_unlisted_rejected(ctx: &Ctx, state: &State, listed: &[Action], rng: &mut Rng) -> usize {
    let mut tried = 0;
    let candidates = Lcg::candidates(state).into_iter();
    for probe in candidates.chain(harness::probes::<Lcg>(listed, rng)).chain(made_up(state, rng)) {
        if listed.contains(&probe) {
            continue;
        }
        tried += 1;
        harness::check_refused::<Lcg>(state, &probe, &|| format!("{}\nlisted: {listed:?}", ctx.at()));
    }
    tried
}

/// (d) The state survives serde_json unchanged.
fn check_serde_round_trip(ctx: &Ctx, state: &State) {
    harness::check_round_trip::<Lcg>(state, &|| ctx.at());
}

// ---------------------------------------------------------------------------------------------
// The walk

/// Where a check is: enough to replay it.
struct Ctx {
    origin: Origin,
    step: usize,
    /// The actions applied so far from the position.
    trail: Vec<Action>,
}

enum Origin {
    /// A generated position.
    Seed(u64),
    /// A hand-built position of `small_positions_explored_exhaustively_keep_every_property`.
    Named(&'static str),
}

impl Ctx {
    fn seeded(seed: u64) -> Ctx {
        Ctx { origin: Origin::Seed(seed), step: 0, trail: Vec::new() }
    }

    fn at(&self) -> String {
        match self.origin {
            Origin::Seed(seed) => format!(
                "seed {seed} step {} (replay: {SEED_VAR}={seed} cargo test --no-default-features --test lcg properties; actions so far: {:?})",
                self.step, self.trail
            ),
            Origin::Named(name) => format!("position \"{name}\" after actions {:?}", self.trail),
        }
    }
}

#[derive(Debug, Default)]
struct Stats {
    positions: usize,
    /// States checked (one per step, including the final state of each walk).
    states: usize,
    /// Actions applied to move the walk on.
    applied: usize,
    /// Of those, actions other than `Pass`.
    applied_not_pass: usize,
    /// Applied actions by variant name (read from their JSON form, so new variants show up).
    by_variant: BTreeMap<String, usize>,
    /// States with a pending prompt, by prompt variant.
    prompts: BTreeMap<String, usize>,
    /// Walks that ended with an outcome / with no action listed and no outcome / on the budget.
    ended_outcome: usize,
    ended_stuck: usize,
    ended_budget: usize,
}

impl Stats {
    fn report(&self, test: &str) {
        eprintln!("{test}: {self:?}");
        assert!(self.positions > 0, "no position was walked");
        // The checks ran on the listed actions: some were listed, and no walk stopped on an empty
        // list before the game's end.
        assert!(self.applied > 0, "no action was ever listed");
        assert_eq!(self.ended_stuck, 0, "a walk stopped with no action listed and no outcome");
    }
}

/// The name of an enum value's variant, from its JSON form (`"Pass"` or `{"PlayUnit": ...}`).
fn variant_name(value: &impl serde::Serialize) -> String {
    match serde_json::to_value(value) {
        Ok(Value::String(name)) => name,
        Ok(Value::Object(map)) => map.keys().next().cloned().unwrap_or_default(),
        _ => "?".to_string(),
    }
}

fn seeds() -> Vec<u64> {
    match std::env::var(SEED_VAR) {
        Ok(seed) => vec![seed.trim().parse().unwrap_or_else(|_| panic!("{SEED_VAR} must be a u64"))],
        Err(_) => {
            let count = std::env::var(POSITIONS_VAR)
                .map_or(POSITIONS, |n| n.trim().parse().unwrap_or_else(|_| panic!("{POSITIONS_VAR} must be a u64")));
            (0..count).map(|i| FIRST_SEED + i).collect()
        }
    }
}

/// Walks every seeded position: at each step `check(ctx, state, listed, probe_rng)` runs, then a
/// random listed action is applied, until none is listed or the budget is used. The choice of
/// action does not depend on the check, so every test walks the same sequences.
fn walk_all(mut check: impl FnMut(&Ctx, &State, &[Action], &mut Rng)) -> Stats {
    let mut stats = Stats::default();
    for seed in seeds() {
        let mut state = position(seed);
        let mut choose = Rng::seeded(seed ^ 0xC400_5E00);
        let mut ctx = Ctx::seeded(seed);
        stats.positions += 1;
        loop {
            let listed = Lcg::legal_actions(&state);
            let mut probe_rng = Rng::seeded(seed.rotate_left(17) ^ ctx.step as u64);
            check(&ctx, &state, &listed, &mut probe_rng);
            stats.states += 1;
            if let Some(prompt) = &state.prompt {
                *stats.prompts.entry(variant_name(&prompt.kind)).or_default() += 1;
            }
            if listed.is_empty() {
                if state.outcome.is_some() {
                    stats.ended_outcome += 1;
                } else {
                    stats.ended_stuck += 1;
                }
                break;
            }
            if ctx.step == STEPS {
                stats.ended_budget += 1;
                break;
            }
            let action = choose_action(&listed, &mut choose);
            let (next, _events) = Lcg::apply(&state, action).unwrap_or_else(|rejected| {
                panic!("{}: chosen listed action {action:?} was rejected: {rejected}", ctx.at())
            });
            stats.applied += 1;
            if !action.is_pass() {
                stats.applied_not_pass += 1;
            }
            let name = match action {
                Action::Initiative(initiative) => variant_name(initiative),
                Action::Answer(answer) => variant_name(answer),
            };
            *stats.by_variant.entry(name).or_default() += 1;
            state = next;
            ctx.trail.push(*action);
            ctx.step += 1;
        }
    }
    stats
}

/// A random listed action; `Pass` only one time in six while something else is listed, so the
/// walks play cards rather than pass through the phases.
fn choose_action<'a>(listed: &'a [Action], rng: &mut Rng) -> &'a Action {
    let others: Vec<&Action> = listed.iter().filter(|a| !a.is_pass()).collect();
    if others.is_empty() || (others.len() < listed.len() && rng.below(6) == 0) {
        &listed[rng.below(listed.len())]
    } else {
        others[rng.below(others.len())]
    }
}

// ---------------------------------------------------------------------------------------------
// Positions

fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> Option<&'a T> {
    (!items.is_empty()).then(|| &items[rng.below(items.len())])
}

/// The catalog's definitions that pass `keep`.
fn defs(keep: impl Fn(&CardDef) -> bool) -> Vec<&'static CardDef> {
    catalog().iter().map(|(_, d)| d).filter(|d| keep(d)).collect()
}

/// Card types the generator puts straight into their owner's play area: they sit there on their
/// own (not attached, not one-shot). Missions are left to the engine: they are deployed from hand
/// into the opponent's play area, which is the engine's to do.
fn enters_play_alone(t: CardType) -> bool {
    matches!(t, CardType::Objective | CardType::Unit)
}

/// A random position: both sides' affiliation cards, and for each side 0–6 of its cards in play
/// (objectives and units, unique cards once; some Vehicle units carrying a Pilot (X) card as a
/// Pilot), sometimes a mission it deployed in the opponent's area, 0–5 in hand, 0–5 in the
/// command deck, 0–2 in the discard pile, sometimes a destroyed enemy objective in its victory
/// pile; a few focus tokens and some damage; a random active side and phase, sometimes a
/// scenario end.
fn position(seed: u64) -> State {
    let mut rng = Rng::seeded(seed);
    let affiliation = |rng: &mut Rng, side: Side| -> String {
        let found = defs(|d| d.side == side && d.card_type == CardType::Affiliation);
        pick(rng, &found).unwrap_or_else(|| panic!("the catalog has no {side:?} affiliation")).number.to_string()
    };
    let dark = affiliation(&mut rng, Side::Dark);
    let light = affiliation(&mut rng, Side::Light);
    let mut s = Scenario::new(&format!("property seed {seed}"), &dark, &light).seed(seed);

    let active = if rng.below(2) == 0 { Side::Dark } else { Side::Light };
    // Mostly Deployment, where the choices are.
    let phase = if rng.below(4) == 0 { PHASES[rng.below(PHASES.len())] } else { Phase::Deployment };
    s = s.active(active, phase);
    if rng.below(2) == 0 {
        s = s.ends_after(PHASES[rng.below(PHASES.len())]);
    }

    let mut focusable: Vec<CardId> = Vec::new();
    // Cards in play that can take damage, with their printed damage capacity.
    let mut damageable: Vec<(CardId, u8)> = Vec::new();
    for side in [Side::Dark, Side::Light] {
        let mut unique_in_play: Vec<&str> = Vec::new();
        // A mission this side deployed earlier, in the opponent's play area (one per area).
        if rng.below(3) == 0 {
            let missions = defs(|d| d.side == side && d.card_type == CardType::Mission);
            if let Some(def) = pick(&mut rng, &missions) {
                let id = s.mission(side, &def.number);
                focusable.push(id);
                damageable.push((id, def.damage_capacity));
            }
        }
        for _ in 0..rng.below(7) {
            let choices = defs(|d| {
                d.side == side && enters_play_alone(d.card_type) && !(d.unique && unique_in_play.contains(&&*d.name))
            });
            let Some(def) = pick(&mut rng, &choices) else { break };
            let id = s.play(side, &def.number);
            focusable.push(id);
            damageable.push((id, def.damage_capacity));
            if def.unique {
                unique_in_play.push(&def.name);
            }
            if def.card_type == CardType::Unit && def.has_trait("Vehicle") && rng.below(2) == 0 {
                // A pilot that may fly this Vehicle: some name the host traits they need.
                let pilots = defs(|d| {
                    d.side == side
                        && d.pilot
                            .as_ref()
                            .is_some_and(|p| p.hosts.is_empty() || p.hosts.iter().any(|t| def.has_trait(t)))
                        && !(d.unique && unique_in_play.contains(&&*d.name))
                });
                if let Some(pilot) = pick(&mut rng, &pilots) {
                    let p = s.attach(side, &pilot.number, id, Role::Pilot);
                    focusable.push(p);
                    if pilot.unique {
                        unique_in_play.push(&pilot.name);
                    }
                }
            }
        }
        let own = defs(|d| d.side == side && d.card_type != CardType::Affiliation);
        for _ in 0..rng.below(6) {
            if let Some(def) = pick(&mut rng, &own) {
                s.hand(side, &def.number);
            }
        }
        for _ in 0..rng.below(6) {
            if let Some(def) = pick(&mut rng, &own) {
                s.command_deck(side, &def.number);
            }
        }
        for _ in 0..rng.below(3) {
            if let Some(def) = pick(&mut rng, &own) {
                s.discard(side, &def.number);
            }
        }
        // At most one destroyed enemy objective, so no one has won before the first action.
        if rng.below(4) == 0 {
            let objectives = defs(|d| d.side == side.opponent() && d.card_type == CardType::Objective);
            if let Some(def) = pick(&mut rng, &objectives) {
                s.victory(side, &def.number);
            }
        }
    }
    // The affiliation cards are ids 0 and 1 (Scenario::new adds them first).
    focusable.extend([CardId(0), CardId(1)]);
    for _ in 0..rng.below(4) {
        let card = focusable[rng.below(focusable.len())];
        s.focus(card, 1 + rng.below(2) as u8);
    }
    // Some damage, always below the printed capacity (a card at capacity would already be
    // destroyed).
    for _ in 0..rng.below(4) {
        if let Some(&(card, capacity)) = pick(&mut rng, &damageable) {
            if capacity >= 2 {
                s.damage(card, 1 + rng.below(usize::from(capacity) - 1) as u8);
            }
        }
    }
    s.build()
}

/// (c) Every card in exactly one place; attachments in play on hosts in play; no unit over the
/// Piloting Limit unless its prompt is pending; at most one Mission in each play area.
fn check_invariants(ctx: &Ctx, state: &State) {
    let n = state.cards.len();
    let mut places: Vec<Vec<String>> = vec![Vec::new(); n];
    for (p, player) in state.players.iter().enumerate() {
        let zones: [(&str, &[CardId]); 9] = [
            ("affiliation", std::slice::from_ref(&player.affiliation)),
            ("hand", &player.hand),
            ("command_deck", &player.command_deck),
            ("objective_deck", &player.objective_deck),
            ("play", &player.play),
            ("discard", &player.discard),
            ("victory", &player.victory),
            ("edge", &player.edge),
            ("captives", &player.captives),
        ];
        for (zone, ids) in zones {
            for &id in ids {
                assert!(id.idx() < n, "{}: players[{p}].{zone} holds {id}, beyond the {n} cards", ctx.at());
                places[id.idx()].push(format!("players[{p}].{zone}"));
            }
        }
    }
    for (i, found) in places.iter().enumerate() {
        assert_eq!(
            found.len(),
            1,
            "{}: card #{i} ({}) must be in exactly one place, is in {found:?}",
            ctx.at(),
            state.def(CardId(i as u16)).name
        );
    }

    for i in 0..n {
        let card = CardId(i as u16);
        if let Some(edge) = state.card(card).attached {
            assert!(
                state.in_play(card),
                "{}: {card} ({}) is attached to {} but is not in play",
                ctx.at(),
                state.def(card).name,
                edge.host
            );
            assert!(edge.host.idx() < n, "{}: {card} is attached to {}, beyond the table", ctx.at(), edge.host);
            assert!(
                state.in_play(edge.host),
                "{}: {card} ({}) is attached to {} ({}), which is not in play",
                ctx.at(),
                state.def(card).name,
                edge.host,
                state.def(edge.host).name
            );
        }
    }

    if state.prompt.is_none() {
        for player in &state.players {
            for &unit in &player.play {
                let pilots = counted_pilots(state, unit);
                assert!(
                    pilots.len() <= 1,
                    "{}: no prompt is pending but {unit} ({}) has {} counted pilots {pilots:?} (Piloting Limit)",
                    ctx.at(),
                    state.def(unit).name,
                    pilots.len()
                );
            }
        }
    }

    for (p, player) in state.players.iter().enumerate() {
        let missions: Vec<CardId> =
            player.play.iter().copied().filter(|&c| state.def(c).card_type == CardType::Mission).collect();
        assert!(
            missions.len() <= 1,
            "{}: players[{p}] has {} Missions in play {missions:?} (Card Type: Mission)",
            ctx.at(),
            missions.len()
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Probes

/// Plays made up with random card ids and an empty payment.
fn made_up(state: &State, rng: &mut Rng) -> Vec<Action> {
    let n = state.cards.len();
    let id = |rng: &mut Rng| CardId(rng.below(n) as u16);
    let mut out = vec![Action::Initiative(Initiative::Pass)];
    for _ in 0..3 {
        out.push(Action::Initiative(Initiative::PlayUnit { card: id(rng), payment: Payment::default() }));
        out.push(Action::Initiative(Initiative::PlayPilot {
            card: id(rng),
            host: id(rng),
            payment: Payment::default(),
        }));
    }
    out.push(Action::Answer(Answer::DiscardPilot { pilot: id(rng) }));
    out
}
