//! Information-set Monte Carlo tree search (single observer, SO-ISMCTS).
//!
//! One tree for the observer's information set. Each iteration (a "playout"):
//!
//! 1. deals a fresh [determinization](super::determinize) of the hidden cards;
//! 2. walks down the tree, at each node choosing among the children whose action is legal in
//!    this determinization by UCB1, where a child's exploration term counts the times it was
//!    available rather than the parent's visits;
//! 3. adds one child for an action not tried yet;
//! 4. plays a heuristic [playout](super::playout) from there and scores it statically;
//! 5. adds the score to every node on the path, from the point of view of the side that chose
//!    the action leading to it.
//!
//! Children are keyed by the action with hidden cards named by their card and the payment left
//! out (see [`key`]), so "play the opponent's Academy Pilot" is one child whichever copy a
//! determinization dealt and however it could be paid for. Untried children are added in the
//! order the playout policy's prior rates them.
//!
//! The search runs in slices (`run(n)` any number of times), so a browser can spread it over
//! frames; the result depends only on the state, the config, the seed and the total playouts.

use super::determinize::determinize;
use super::level::Config;
use super::playout::{playout, prior, unit_interval};
use crate::engine::{CardId, Rng};
use crate::rules::lcg::def::Side;
use crate::rules::lcg::{apply, legal_actions, Action, Payment, State};

pub struct Search {
    root: State,
    observer: Side,
    config: Config,
    rng: Rng,
    /// The seed, kept for the final choice's own RNG (so `best` does not depend on when it is
    /// called).
    seed: u64,
    /// The root's legal actions in the real state; `best` returns one of these.
    legal: Vec<Action>,
    nodes: Vec<Node>,
    playouts: u32,
}

struct Node {
    /// The side that chose the action leading here.
    mover: Side,
    key: Action,
    visits: u32,
    /// Sum of playout values for `mover`.
    reward: f64,
    /// Iterations in which this node's action was legal at its parent.
    available: u32,
    children: Vec<u32>,
}

/// The root's statistics for one of its actions, for display and tests.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Choice {
    pub action: Action,
    pub visits: u32,
    /// The mean value for the observer, `0.0..=1.0`.
    pub value: f64,
}

impl Search {
    pub fn new(state: &State, config: Config, seed: u64) -> Search {
        let observer = state.acting();
        let root = Node {
            mover: observer.opponent(),
            key: Action::Pass,
            visits: 0,
            reward: 0.0,
            available: 0,
            children: Vec::new(),
        };
        Search {
            root: state.clone(),
            observer,
            config,
            rng: Rng::seeded(seed),
            seed,
            legal: legal_actions(state),
            nodes: vec![root],
            playouts: 0,
        }
    }

    /// Playouts run so far.
    pub fn playouts(&self) -> u32 {
        self.playouts
    }

    /// Whether the config's budget of playouts has been spent, or there is nothing to decide.
    pub fn is_done(&self) -> bool {
        self.legal.len() <= 1 || self.playouts >= self.config.playouts
    }

    /// Runs `playouts` more iterations (none if there is nothing to decide).
    pub fn run(&mut self, playouts: u32) {
        if self.legal.len() <= 1 {
            return;
        }
        for _ in 0..playouts {
            self.iterate();
            self.playouts += 1;
        }
    }

    /// Runs until the config's budget is spent.
    pub fn finish(&mut self) {
        let left = self.config.playouts.saturating_sub(self.playouts);
        self.run(left);
    }

    /// The action to play: the root's most visited (then best valued) child, or, with the
    /// config's `blunder` chance, a random legal action. `None` when there is no legal action.
    pub fn best(&self) -> Option<Action> {
        let first = *self.legal.first()?;
        let mut rng = Rng::seeded(self.seed ^ 0xB1F0_5EED_0000_0001);
        if self.config.blunder > 0.0 && unit_interval(&mut rng) < self.config.blunder {
            return Some(self.legal[rng.below(self.legal.len())]);
        }
        let choices = self.choices();
        let best = choices.iter().max_by(|a, b| {
            a.visits.cmp(&b.visits).then(a.value.partial_cmp(&b.value).unwrap_or(std::cmp::Ordering::Equal))
        });
        Some(best.map_or(first, |c| c.action))
    }

    /// The root's statistics for each of its legal actions that the search has tried, in the
    /// order `legal_actions` lists them.
    pub fn choices(&self) -> Vec<Choice> {
        let mut out: Vec<Choice> = Vec::new();
        for action in &self.legal {
            let k = key(&self.root, action);
            if out.iter().any(|c| key(&self.root, &c.action) == k) {
                continue;
            }
            let child = self.nodes[0].children.iter().map(|&i| &self.nodes[i as usize]).find(|n| n.key == k);
            if let Some(node) = child.filter(|n| n.visits > 0) {
                out.push(Choice { action: *action, visits: node.visits, value: node.reward / f64::from(node.visits) });
            }
        }
        out
    }

    fn iterate(&mut self) {
        let mut state = determinize(&self.root, self.observer, &mut self.rng);
        let mut node = 0usize;
        let mut path = vec![0usize];
        while state.outcome.is_none() {
            let legal = legal_actions(&state);
            if legal.is_empty() {
                break;
            }
            let keys: Vec<Action> = legal.iter().map(|a| key(&state, a)).collect();
            let mover = state.acting();
            let (chosen, expanded) = self.select(&state, node, &legal, &keys);
            let Ok((next, _)) = apply(&state, &legal[chosen]) else { break };
            state = next;
            node = match expanded {
                Some(child) => child,
                None => {
                    let child = self.nodes.len();
                    self.nodes.push(Node {
                        mover,
                        key: keys[chosen],
                        visits: 0,
                        reward: 0.0,
                        available: 1,
                        children: Vec::new(),
                    });
                    self.nodes[node].children.push(child as u32);
                    path.push(child);
                    break;
                }
            };
            path.push(node);
        }
        let dark = playout(state, self.config.depth, self.config.epsilon, &mut self.rng);
        for &i in &path {
            let n = &mut self.nodes[i];
            n.visits += 1;
            n.reward += if n.mover == Side::Dark { dark } else { 1.0 - dark };
        }
    }

    /// At `node`, with these legal actions and their keys: the index of the action to take, and
    /// the existing child it leads to (`None`: an untried action, to be added, the one the
    /// playout policy rates best). Counts every legal child as available. Of actions sharing a
    /// key, the first listed stands for them all.
    fn select(&mut self, state: &State, node: usize, legal: &[Action], keys: &[Action]) -> (usize, Option<usize>) {
        let children = self.nodes[node].children.clone();
        let mut untried: Vec<usize> = Vec::new();
        let mut present: Vec<(usize, usize)> = Vec::new();
        for (i, k) in keys.iter().enumerate() {
            if keys[..i].contains(k) {
                continue;
            }
            match children.iter().map(|&c| c as usize).find(|&c| self.nodes[c].key == *k) {
                Some(c) => present.push((i, c)),
                None => untried.push(i),
            }
        }
        for &(_, c) in &present {
            self.nodes[c].available += 1;
        }
        if !untried.is_empty() {
            // The most promising untried action first (by the playout policy's prior).
            let side = state.acting();
            let mut best = f64::NEG_INFINITY;
            let mut chosen = untried[0];
            let mut ties = 0usize;
            for &i in &untried {
                let score = prior(state, side, &legal[i]);
                if score > best {
                    (best, chosen, ties) = (score, i, 1);
                } else if score == best {
                    ties += 1;
                    if self.rng.below(ties) == 0 {
                        chosen = i;
                    }
                }
            }
            return (chosen, None);
        }
        let c = self.config.exploration;
        let mut best = f64::NEG_INFINITY;
        let mut chosen = present[0];
        for &(i, child) in &present {
            let n = &self.nodes[child];
            let visits = f64::from(n.visits.max(1));
            let score = n.reward / visits + c * (f64::from(n.available).ln() / visits).sqrt();
            if score > best {
                best = score;
                chosen = (i, child);
            }
        }
        debug_assert!(legal.len() == keys.len());
        (chosen.0, Some(chosen.1))
    }
}

/// The tree key of `action` in `state`: the action with each card that is not in play (a card
/// from a hand, a deck or a discard pile) named by the first card of the same owner and
/// definition, so copies of one card, and whichever copy a determinization dealt, share a key;
/// and without its payment, so the ways to pay for one play share a key too (the first listed,
/// the engine's suggested payment, is the one played).
pub fn key(state: &State, action: &Action) -> Action {
    let canon = |card: CardId| -> CardId {
        if state.in_play(card) {
            return card;
        }
        let cs = state.card(card);
        state.cards.iter().position(|c| c.def == cs.def && c.owner == cs.owner).map_or(card, |i| CardId(i as u16))
    };
    let mut k = *action;
    match &mut k {
        Action::PlayUnit { payment, .. }
        | Action::PlayUnitDiscarding { payment, .. }
        | Action::AttachEnhancement { payment, .. }
        | Action::PlayPilot { payment, .. }
        | Action::PlayEnhancement { payment, .. }
        | Action::PlayEvent { payment, .. }
        | Action::DeployMission { payment, .. } => *payment = Payment::default(),
        _ => {}
    }
    match &mut k {
        Action::PlayUnit { card, .. }
        | Action::PlayPilot { card, .. }
        | Action::PlayEnhancement { card, .. }
        | Action::PlayEvent { card, .. }
        | Action::DeployMission { card, .. }
        | Action::EdgeCard { card }
        | Action::PutIntoPlay { card, .. }
        | Action::PlayUnitDiscarding { card, .. }
        | Action::AttachEnhancement { card, .. }
        | Action::DiscardFromHand { card }
        | Action::ChooseTarget { card }
        | Action::SetAsideObjective { objective: card } => *card = canon(*card),
        Action::UseAbility { .. }
        | Action::DiscardPilot { .. }
        | Action::Trigger { .. }
        | Action::Engage { .. }
        | Action::Declare { .. }
        | Action::Strike { .. }
        | Action::AssignDamage { .. }
        | Action::AssignFocus { .. }
        | Action::Commit { .. }
        | Action::BalanceDamage { .. }
        | Action::MovePilot { .. }
        | Action::Protect { .. }
        | Action::ChooseDeck { .. }
        | Action::Mulligan
        | Action::Pass => {}
    }
    k
}
