//! Information-set Monte Carlo tree search (single observer, SO-ISMCTS), for any [`Searchable`]
//! game.
//!
//! One tree for the observer's information set. Each iteration (a "playout"):
//!
//! 1. deals a fresh determinization of the hidden cards ([`Searchable::determinize`]);
//! 2. walks down the tree, at each node choosing among the children whose action is legal in
//!    this determinization by UCB1, where a child's exploration term counts the times it was
//!    available rather than the parent's visits;
//! 3. adds one child for an action not tried yet;
//! 4. plays a heuristic [playout](super::playout) from there and scores it statically;
//! 5. adds the score to every node on the path, from the point of view of the seat that chose
//!    the action leading to it.
//!
//! Children are keyed by [`Searchable::key`], so "play the opponent's Academy Pilot" is one
//! child whichever copy a determinization dealt and however it could be paid for. Untried
//! children are added in the order the playout policy's prior ([`Searchable::prior`]) rates them.
//!
//! The search runs in slices (`run(n)` any number of times), so a browser can spread it over
//! frames; the result depends only on the state, the config, the seed and the total playouts.

use super::key_hash::key_hash;
use super::level::Config;
use super::playout::{playout, unit_interval};
use super::searchable::{Searchable, FIRST_SEAT};
use crate::engine::view::Seat;
use crate::engine::Rng;

/// A search for the move of the seat acting in one state, run in slices.
pub struct Search<R: Searchable> {
    root: R::State,
    observer: Seat,
    config: Config,
    rng: Rng,
    /// The seed, kept for the final choice's own RNG (so `best` does not depend on when it is
    /// called).
    seed: u64,
    /// The root's legal actions in the real state; `best` returns one of these.
    legal: Vec<R::Action>,
    nodes: Vec<Node<R::Key>>,
    playouts: u32,
    /// Lists every iteration fills anew, kept for their room.
    room: Room<R>,
}

/// The lists of one iteration: the path down the tree, the actions listed at a position and
/// their keys, and how `select` sorts a node's actions into tried and untried.
struct Room<R: Searchable> {
    path: Vec<usize>,
    legal: Vec<R::Action>,
    keys: Vec<R::Key>,
    /// The keys' [`key_hash`]es.
    hashes: Vec<u64>,
    untried: Vec<usize>,
    present: Vec<(usize, usize)>,
}

impl<R: Searchable> Default for Room<R> {
    fn default() -> Room<R> {
        Room {
            path: Vec::new(),
            legal: Vec::new(),
            keys: Vec::new(),
            hashes: Vec::new(),
            untried: Vec::new(),
            present: Vec::new(),
        }
    }
}

struct Node<K> {
    /// The seat that chose the action leading here (at the root, the observer).
    mover: Seat,
    /// The action leading here (`None` at the root), and its [`key_hash`].
    key: Option<K>,
    hash: u64,
    visits: u32,
    /// Sum of playout values for `mover`.
    reward: f64,
    /// Iterations in which this node's action was legal at its parent.
    available: u32,
    children: Vec<u32>,
}

/// The root's statistics for one of its actions, for display and tests.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Choice<A> {
    /// The action (the first listed of those sharing its key).
    pub action: A,
    /// Its place in the state's legal actions.
    pub index: usize,
    /// Playouts through it.
    pub visits: u32,
    /// The mean value for the observer, `0.0..=1.0`.
    pub value: f64,
}

impl<R: Searchable> Search<R> {
    /// A search for the seat acting in `state`, with `config`'s settings, seeded by `seed`.
    /// Nothing runs until [`Search::run`] or [`Search::finish`].
    pub fn new(state: &R::State, config: Config, seed: u64) -> Search<R> {
        let acting = R::to_act(state);
        let observer = acting.unwrap_or(FIRST_SEAT);
        let root =
            Node { mover: observer, key: None, hash: 0, visits: 0, reward: 0.0, available: 0, children: Vec::new() };
        Search {
            root: state.clone(),
            observer,
            config,
            rng: Rng::seeded(seed),
            seed,
            legal: if acting.is_some() { R::legal_actions(state) } else { Vec::new() },
            // Each playout adds at most one node: room for the whole budget (up to a bound), so
            // the tree seldom moves.
            nodes: {
                let mut nodes = Vec::with_capacity(config.playouts.min(1 << 16) as usize + 1);
                nodes.push(root);
                nodes
            },
            playouts: 0,
            room: Room::default(),
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

    /// The action to play (see [`Search::best_index`]). `None` when there is no legal action.
    pub fn best(&self) -> Option<R::Action> {
        self.best_index().map(|i| self.legal[i].clone())
    }

    /// The index, in the state's legal actions, of the action to play: the root's most visited
    /// (then best valued) child, or, with the config's `blunder` chance, a random legal action.
    /// `None` when there is no legal action.
    pub fn best_index(&self) -> Option<usize> {
        if self.legal.is_empty() {
            return None;
        }
        let mut rng = Rng::seeded(self.seed ^ 0xB1F0_5EED_0000_0001);
        if self.config.blunder > 0.0 && unit_interval(&mut rng) < self.config.blunder {
            return Some(rng.below(self.legal.len()));
        }
        let choices = self.choices();
        let best = choices.iter().max_by(|a, b| {
            a.visits.cmp(&b.visits).then(a.value.partial_cmp(&b.value).unwrap_or(std::cmp::Ordering::Equal))
        });
        Some(best.map_or(0, |c| c.index))
    }

    /// The root's statistics for each of its legal actions that the search has tried, in the
    /// order `legal_actions` lists them (one per key: the first listed stands for the others).
    pub fn choices(&self) -> Vec<Choice<R::Action>> {
        let mut out: Vec<Choice<R::Action>> = Vec::new();
        let mut seen: Vec<R::Key> = Vec::new();
        for (index, action) in self.legal.iter().enumerate() {
            let k = R::key(&self.root, action);
            if seen.contains(&k) {
                continue;
            }
            let child =
                self.nodes[0].children.iter().map(|&i| &self.nodes[i as usize]).find(|n| n.key.as_ref() == Some(&k));
            if let Some(node) = child.filter(|n| n.visits > 0) {
                out.push(Choice {
                    action: action.clone(),
                    index,
                    visits: node.visits,
                    value: node.reward / f64::from(node.visits),
                });
            }
            seen.push(k);
        }
        out
    }

    fn iterate(&mut self) {
        let mut state = R::determinize(&self.root, self.observer, &mut self.rng);
        let mut room = std::mem::take(&mut self.room);
        let mut node = 0usize;
        room.path.clear();
        room.path.push(0);
        while let Some(mover) = R::to_act(&state) {
            R::legal_actions_into(&state, &mut room.legal);
            if room.legal.is_empty() {
                break;
            }
            room.keys.clear();
            room.keys.extend(room.legal.iter().map(|a| R::key(&state, a)));
            room.hashes.clear();
            room.hashes.extend(room.keys.iter().map(key_hash));
            let (chosen, expanded) = self.select(&state, mover, node, &mut room);
            R::apply_listed(&mut state, &room.legal[chosen]);
            node = match expanded {
                Some(child) => child,
                None => {
                    let child = self.nodes.len();
                    self.nodes.push(Node {
                        mover,
                        key: Some(room.keys[chosen].clone()),
                        hash: room.hashes[chosen],
                        visits: 0,
                        reward: 0.0,
                        available: 1,
                        children: Vec::new(),
                    });
                    self.nodes[node].children.push(child as u32);
                    room.path.push(child);
                    break;
                }
            };
            room.path.push(node);
        }
        let first = playout::<R>(state, self.config.depth, self.config.epsilon, &mut self.rng, &mut room.legal);
        for &i in &room.path {
            let n = &mut self.nodes[i];
            n.visits += 1;
            n.reward += if n.mover == FIRST_SEAT { first } else { 1.0 - first };
        }
        self.room = room;
    }

    /// At `node`, with these legal actions and their keys, `mover` to act: the index of the
    /// action to take, and the existing child it leads to (`None`: an untried action, to be
    /// added, the one the playout policy rates best). Counts every legal child as available. Of
    /// actions sharing a key, the first listed stands for them all.
    fn select(&mut self, state: &R::State, mover: Seat, node: usize, room: &mut Room<R>) -> (usize, Option<usize>) {
        let Room { legal, keys, hashes, untried, present, .. } = room;
        untried.clear();
        present.clear();
        let children = &self.nodes[node].children;
        for (i, (k, &hash)) in keys.iter().zip(hashes.iter()).enumerate() {
            if (0..i).any(|j| hashes[j] == hash && keys[j] == *k) {
                continue;
            }
            let same = |c: &usize| self.nodes[*c].hash == hash && self.nodes[*c].key.as_ref() == Some(k);
            match children.iter().map(|&c| c as usize).find(same) {
                Some(c) => present.push((i, c)),
                None => untried.push(i),
            }
        }
        for &(_, c) in present.iter() {
            self.nodes[c].available += 1;
        }
        if !untried.is_empty() {
            // The most promising untried action first (by the playout policy's prior).
            let mut best = f64::NEG_INFINITY;
            let mut chosen = untried[0];
            let mut ties = 0usize;
            for &i in untried.iter() {
                let score = R::prior(state, mover, &legal[i]);
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
        for &(i, child) in present.iter() {
            let n = &self.nodes[child];
            let visits = f64::from(n.visits.max(1));
            let score = n.reward / visits + c * (ln(n.available) / visits).sqrt();
            if score > best {
                best = score;
                chosen = (i, child);
            }
        }
        debug_assert!(legal.len() == keys.len());
        (chosen.0, Some(chosen.1))
    }
}

/// The natural logarithm of `n`, read from a table for the counts a search usually reaches (the
/// same values `f64::ln` gives, worked out once per thread: UCB1 asks one for every child at
/// every step down the tree).
fn ln(n: u32) -> f64 {
    const TABLE_LEN: usize = 8192;
    thread_local! {
        static TABLE: Vec<f64> = (0..TABLE_LEN).map(|n| (n as f64).ln()).collect();
    }
    match usize::try_from(n) {
        Ok(i) if i < TABLE_LEN => TABLE.with(|table| table[i]),
        _ => f64::from(n).ln(),
    }
}

#[cfg(test)]
mod tests {
    use super::ln;

    #[test]
    fn the_logarithm_table_gives_what_f64_ln_gives() {
        for n in (0..10_000).chain([u32::MAX]) {
            assert_eq!(ln(n).to_bits(), f64::from(n).ln().to_bits(), "ln({n})");
        }
    }
}
