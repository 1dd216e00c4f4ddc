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
//!    the action leading to it, discounted by the actions between that node and the result;
//! 6. marks the ends it has proven along the path (MCTS-Solver).
//!
//! Children are keyed by [`Searchable::key`], so "play the opponent's Academy Pilot" is one
//! child whichever copy a determinization dealt and however it could be paid for. Untried
//! children are added in the order the playout policy's prior ([`Searchable::prior`]) rates them.
//!
//! **Finishing the game.** Two things make the search take the quicker win and put off a loss,
//! in every game alike:
//!
//! - *Discounted values* ([`Config::discount`]): a playout's value is pulled towards an even game
//!   by `discount` for each action from the node to its result, so a win now is worth more than
//!   the same win later, and a loss later less bad than one now. A result is the end of the game
//!   where the playout reached one, the actions to it counted; else the evaluation where the
//!   playout stopped, counted as a result the playout's whole depth away from every node (were
//!   it counted from the node, lines the walk follows deeper, through forced answers, would be
//!   discounted more for no reason: measured, that made the CCG's computer, far ahead, shuffle
//!   its characters instead of draining, turn after turn); and an end further off than that
//!   depth counts as that far too, so a line that reaches a win deep in the tree is never worth
//!   less than one that only reaches an evaluation.
//! - *Proven ends* (MCTS-Solver, Winands, Björnsson and Saito 2008, with the distance of a mate
//!   score): a node whose position ended the game in every determinization that reached it is a
//!   proven win for the winner in 0 actions; a node where the seat to act has a proven win by an
//!   action legal at every visit since it was tried is that seat's win, one action longer than
//!   the quickest; a node where every action ever tried is a proven win for the other seat, and
//!   no untried one is legal now, is the other seat's win, one action longer than the slowest.
//!   The walk takes a legal proven win whenever there is one, and leaves proven losses alone
//!   while anything else is left; the final choice is the quickest proven win, else the most
//!   visited action that is not a proven loss, else the slowest loss. A proof stands for the
//!   determinizations seen so far: a node that ended the game in one and not in another (a
//!   destiny draw) is never a proven end, a win by an action some guess did not allow (a card
//!   the opponent may not hold) proves nothing above it, and proofs are worked out again on every
//!   visit.
//!
//! The search runs in slices (`run(n)` any number of times), so a browser can spread it over
//! frames; the result depends only on the state, the config, the seed and the total playouts.

use super::key_hash::key_hash;
use super::level::Config;
use super::playout::{playout, unit_interval};
use super::searchable::{without_futile, Searchable, FIRST_SEAT};
use crate::engine::view::{Ending, Seat};
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
    /// For each node on the path but the last: the seat that chose there, and whether every
    /// action legal there had a child.
    chose: Vec<(Seat, bool)>,
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
            chose: Vec::new(),
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
    /// The parent's visits before the one that added this node: the action was legal at every
    /// visit of the parent since while `available` is the parent's visits less this.
    born: u32,
    children: Vec<u32>,
    /// How the game stood after this node's action in the visits so far.
    end: End,
    /// What the tree has proven of the position after this node's action.
    proof: Option<Proven>,
}

/// A node's position as an end of the game, over the visits so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    /// Not visited yet.
    Unseen,
    /// Every visit found the game won, by this seat.
    Won(Seat),
    /// Some visit found it going on, or ended otherwise (a draw, the other winner).
    Not,
}

/// A proven end: `winner` forces a win within `plies` actions, whatever the other seat does, in
/// every determinization the search has seen there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proven {
    pub winner: Seat,
    pub plies: u32,
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
    /// What the search proved of it: the seat that forces a win after it, and within how many
    /// further actions.
    pub proven: Option<Proven>,
}

impl<R: Searchable> Search<R> {
    /// A search for the seat acting in `state`, with `config`'s settings, seeded by `seed`.
    /// Nothing runs until [`Search::run`] or [`Search::finish`].
    pub fn new(state: &R::State, config: Config, seed: u64) -> Search<R> {
        let acting = R::to_act(state);
        let observer = acting.unwrap_or(FIRST_SEAT);
        let root = Node {
            mover: observer,
            key: None,
            hash: 0,
            visits: 0,
            reward: 0.0,
            available: 0,
            born: 0,
            children: Vec::new(),
            end: End::Unseen,
            proof: None,
        };
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

    /// The index, in the state's legal actions, of the action to play: the root's quickest
    /// proven win; else its most visited (then best valued) child that is not a proven loss;
    /// else the slowest proven loss. With the config's `blunder` chance, a random legal action.
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
        let observer = self.observer;
        let rank = |c: &Choice<R::Action>| match c.proven {
            // A proven win first, the quickest first; a proven loss last, the slowest first.
            Some(p) if p.winner == observer => (2, u32::MAX - p.plies),
            Some(p) => (0, p.plies),
            None => (1, 0),
        };
        let best = choices.iter().max_by(|a, b| {
            rank(a)
                .cmp(&rank(b))
                .then(a.visits.cmp(&b.visits))
                .then(a.value.partial_cmp(&b.value).unwrap_or(std::cmp::Ordering::Equal))
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
                    proven: node.proof,
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
        room.chose.clear();
        while let Some(mover) = R::to_act(&state) {
            R::legal_actions_into(&state, &mut room.legal);
            without_futile::<R>(&state, &mut room.legal);
            if room.legal.is_empty() {
                break;
            }
            room.keys.clear();
            room.keys.extend(room.legal.iter().map(|a| R::key(&state, a)));
            room.hashes.clear();
            room.hashes.extend(room.keys.iter().map(key_hash));
            let (chosen, expanded) = self.select(&state, mover, node, &mut room);
            room.chose.push((mover, room.untried.is_empty()));
            R::apply_listed(&mut state, &room.legal[chosen]);
            node = match expanded {
                Some(child) => child,
                None => {
                    let child = self.nodes.len();
                    let born = self.nodes[node].visits;
                    self.nodes.push(Node {
                        mover,
                        key: Some(room.keys[chosen].clone()),
                        hash: room.hashes[chosen],
                        visits: 0,
                        reward: 0.0,
                        available: 1,
                        born,
                        children: Vec::new(),
                        end: End::Unseen,
                        proof: None,
                    });
                    self.nodes[node].children.push(child as u32);
                    room.path.push(child);
                    break;
                }
            };
            room.path.push(node);
        }
        let ended = match R::to_act(&state) {
            Some(_) => None,
            None => Some(match R::ending(&state) {
                Some(Ending::Won { winner, .. }) => Some(winner),
                _ => None,
            }),
        };
        let (first, played) =
            playout::<R>(state, self.config.depth, self.config.epsilon, &mut self.rng, &mut room.legal);
        let leaf = (room.path.len() - 1) as u32;
        for (depth, &i) in room.path.iter().enumerate() {
            let far = distance(leaf - depth as u32, played, self.config.depth);
            let value = discounted(first, self.config.discount, far);
            let n = &mut self.nodes[i];
            n.visits += 1;
            n.reward += if n.mover == FIRST_SEAT { value } else { 1.0 - value };
        }
        self.prove(&room, ended);
        self.room = room;
    }

    /// Works the proofs out again along the path of the iteration just played, from its end up.
    /// `ended`: whether the path's last position ended the game, and who won it.
    fn prove(&mut self, room: &Room<R>, ended: Option<Option<Seat>>) {
        let last = room.path.len() - 1;
        if last == 0 {
            return;
        }
        let leaf = &mut self.nodes[room.path[last]];
        leaf.end = match (leaf.end, ended) {
            (End::Unseen, Some(Some(winner))) => End::Won(winner),
            (End::Won(was), Some(Some(winner))) if was == winner => End::Won(winner),
            _ => End::Not,
        };
        leaf.proof = match (leaf.end, ended) {
            (End::Won(winner), Some(_)) => Some(Proven { winner, plies: 0 }),
            _ => None,
        };
        for step in (1..last).rev() {
            let (acting, complete) = room.chose[step];
            let i = room.path[step];
            let taken = &self.nodes[room.path[step + 1]];
            // The action the walk took here was legal at every visit since it was tried: a win it
            // leads to is not one only some guesses at the hidden cards allow.
            let always = taken.available == self.nodes[i].visits - taken.born;
            let proof = match taken.proof {
                // The seat to act here wins by the action the walk took (the walk takes a proven
                // win whenever one is legal).
                Some(p) if p.winner == acting && always => Some(Proven { winner: acting, plies: p.plies + 1 }),
                _ if complete => self.every_child_lost_by(i, acting),
                _ => None,
            };
            self.nodes[i].end = End::Not;
            self.nodes[i].proof = proof;
        }
    }

    /// When every child of node `i` is a proven win for the seat other than `acting` (the seat
    /// that chooses there): that win, one action longer than the slowest.
    fn every_child_lost_by(&self, i: usize, acting: Seat) -> Option<Proven> {
        let mut slowest: Option<Proven> = None;
        for &c in &self.nodes[i].children {
            let p = self.nodes[c as usize].proof.filter(|p| p.winner != acting)?;
            slowest = Some(slowest.map_or(p, |s| if p.plies > s.plies { p } else { s }));
        }
        slowest.map(|p| Proven { winner: p.winner, plies: p.plies + 1 })
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
        // A proven win for the seat choosing here, if one is legal now: the quickest.
        let mut quickest: Option<(usize, usize, u32)> = None;
        for &(i, c) in present.iter() {
            if let Some(p) = self.nodes[c].proof.filter(|p| p.winner == mover) {
                if quickest.is_none_or(|(.., plies)| p.plies < plies) {
                    quickest = Some((i, c, p.plies));
                }
            }
        }
        if let Some((i, c, _)) = quickest {
            return (i, Some(c));
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
        // UCB1 among the children that are not proven losses for the seat choosing here; if every
        // one is, the slowest loss.
        let c = self.config.exploration;
        let mut best = f64::NEG_INFINITY;
        let mut chosen = None;
        let mut slowest: Option<(usize, usize, u32)> = None;
        for &(i, child) in present.iter() {
            let n = &self.nodes[child];
            if let Some(p) = n.proof {
                if slowest.is_none_or(|(.., plies)| p.plies > plies) {
                    slowest = Some((i, child, p.plies));
                }
                continue;
            }
            let visits = f64::from(n.visits.max(1));
            let score = n.reward / visits + c * (ln(n.available) / visits).sqrt();
            if score > best {
                best = score;
                chosen = Some((i, child));
            }
        }
        debug_assert!(legal.len() == keys.len());
        let (i, child) = chosen.or(slowest.map(|(i, child, _)| (i, child))).unwrap_or(present[0]);
        (i, Some(child))
    }
}

/// How many actions a node is from its playout's result, for [`discounted`]: from an end of the
/// game, the actions to it (`below`, the tree's actions under the node, then the playout's
/// `played`); from the evaluation where the playout stopped, the playout's whole `depth` (an
/// evaluation is worth a result that far off, wherever the walk left the tree). An end further
/// off than that counts as that far too: were it discounted more than an evaluation, a line that
/// reaches a win deep in the tree would be worth less than one that never gets anywhere, and a
/// side far ahead passed the drains that would win (issue #32: the Dark Side at 46 Life Force
/// against 3, its drains at 0.947 and passing at 0.950).
fn distance(below: u32, played: Option<u32>, depth: u32) -> u32 {
    played.map_or(depth, |played| below.saturating_add(played).min(depth))
}

/// A playout's value for the first seat, `value`, pulled towards an even game (0.5) by `discount`
/// for each of the `actions` between a node and its result: a win sooner is worth more, a loss
/// later less bad.
fn discounted(value: f64, discount: f64, actions: u32) -> f64 {
    0.5 + (value - 0.5) * discount.powi(actions.min(i32::MAX as u32) as i32)
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
    use super::{discounted, distance, ln};

    #[test]
    fn an_end_counts_its_actions_up_to_the_distance_of_an_evaluation() {
        assert_eq!(distance(2, Some(3), 10), 5, "the tree's actions and the playout's");
        assert_eq!(distance(2, None, 10), 10, "an evaluation is the playout's depth away");
        assert_eq!(distance(8, Some(9), 10), 10, "a far win is worth no less than an evaluation");
        let (far_win, evaluation) = (discounted(1.0, 0.99, distance(8, Some(9), 10)), discounted(0.9999, 0.99, 10));
        assert!(far_win > evaluation);
    }

    #[test]
    fn discounting_pulls_a_result_towards_an_even_game_the_more_the_further_it_is() {
        assert_eq!(discounted(1.0, 0.99, 0), 1.0);
        assert_eq!(discounted(0.5, 0.99, 7), 0.5);
        let (win_now, win_later) = (discounted(1.0, 0.99, 1), discounted(1.0, 0.99, 5));
        let (loss_now, loss_later) = (discounted(0.0, 0.99, 1), discounted(0.0, 0.99, 5));
        assert!(win_now > win_later && win_later > 0.5, "a quicker win is worth more");
        assert!(loss_now < loss_later && loss_later < 0.5, "a slower loss is less bad");
        assert!((win_later + loss_later - 1.0).abs() < 1e-12, "the two seats' values still add up to 1");
        assert_eq!(discounted(0.8, 1.0, 40), 0.8, "a discount of 1 changes nothing");
    }

    #[test]
    fn the_logarithm_table_gives_what_f64_ln_gives() {
        for n in (0..10_000).chain([u32::MAX]) {
            assert_eq!(ln(n).to_bits(), f64::from(n).ln().to_bits(), "ln({n})");
        }
    }
}
