//! What the computer player needs of the Star Wars CCG ([`Searchable`]): one guess at the hidden
//! cards, a tree key for an action, a prior for the playout policy, and the static evaluation.
//! The search itself is written once, for every game, in `crate::ai`.
//!
//! - [`determinize`]: the opponent's hand and every face-down pile redealt.
//! - [`key`]: copies of a card out of play share a key.
//! - [`prior`]: the playout policy's score per kind of action.
//! - [`evaluate`]: Life Force first, then what each side has on the table and can drain, and
//!   whether it has anything to play with.
//!
//! Measured (native, 2 shared cores, `AI_GAME=swccg AI_GAMES=20 cargo bench --no-default-features
//! --bench ai_strength`, new matches, Normal = 1000 playouts a decision), with the 40-card decks
//! and four starting locations: Normal won 20/20 against random and 20/20 against greedy from each
//! side, no game unfinished; decision mean 46–117 ms, max 1.5 s; 144–182 actions a game. Greedy
//! won 20/20 against random from each side.
//!
//! With the 60-card decks and one starting location each (issue #32; `AI_GAMES=3 AI_VERBOSE=1`,
//! a machine loaded by other builds): Normal won 3/3 against random from each side, 3/3 against
//! greedy as the Light Side and 2/3 as the Dark Side, one game unfinished at 3000 actions;
//! decision mean 48–73 ms, max 0.6 s; 212–378 actions a finished game. The unfinished game is a
//! standstill from turn ~100: only the two starting systems on the table, no drain possible, and
//! neither side activates or draws again (drawing costs Life Force, which `evaluate` counts
//! first), so no new card, a location among them, ever reaches a hand. Greedy against greedy
//! stalls the same way.
//!
//! The answer (`evaluate`'s `prospects`): a side with no character, starship or vehicle on the
//! table and no card in hand with a place to deploy to is worth 5 Life Force less, so drawing
//! toward such a card is worth the Life Force a draw costs; and the greedy player rates each
//! action over 16 guesses at the hidden cards ([`Searchable::GREEDY_GUESSES`]), so a poor card
//! on top of its Force Pile no longer stops it drawing for ever (tests `computer_*`). Measured
//! after (2026-12-04, `AI_GAMES=5 AI_VERBOSE=1`, 2 cores shared with other builds): Normal won
//! 5/5 against random from each side, 5/5 against greedy as the Light Side and 4/5 as the Dark
//! Side, the fifth (seed 0xa15eed01) unfinished at 3000 actions; decision mean 63–119 ms, max
//! 1.3 s; 262–310 actions a finished game. Greedy won 3/5 (Dark) and 1/5 (Light) against random;
//! with the guesses off (0) it won 4/5 from each side: seeing the state as it is, it also saw the
//! destiny draws a battle would turn over, and chose its battles by them.
//!
//! The unfinished game (seed 0xa15eed01, Normal as the Dark Side). At action 3000
//! (turn 1192) only the two starting systems are on the table, both contested by starships no
//! one battles with: a TIE Fighter (R3-T6 aboard) beside a Y-wing at Yavin 4, a TIE Scout beside
//! Wedge's X-wing at Tatooine. The greedy Light Side has activated everything (Force Pile 50,
//! Reserve Deck 0) and neither draws nor battles; the Dark Side has Force Pile 0, Reserve Deck 51
//! and Vader's Custom TIE in hand, and does not activate: put in its activate phase there, the
//! search rates Pass 0.18–0.21 and each Activate 0.15–0.18 (two seeds, 1000 playouts), and
//! counting the first 6 Force of a pile 0.35 more in `evaluate` does not change that, so it is
//! the playouts after an activation (Force to draw, deploy or battle with) that score worse, not
//! the static value of Force. Activating is free under the rules (Reserve Deck and Force Pile
//! are both Life Force). Its hand is Lone Pilot, two Stormtroopers, Vader's Custom TIE and
//! Tempest Scout 1; with the hand emptied (into the Reserve Deck) Activate 4 rates above Pass
//! (0.152 against 0.141), and with Lone Pilot alone taken out it does too (0.165 against 0.160),
//! so the likely line is the playouts spending activated Force on an interrupt (prior 2, above
//! Pass) where it buys nothing. The next step is to look at that line, then measure 20 games a
//! pairing.
//!
//! Answered (2026-12-05) by [`Searchable::futile`]: passing an activate phase with an empty Force
//! Pile is futile, as a return is, so the search, its playouts and the greedy player activate
//! there (how much is still theirs to choose). The same games (`AI_GAME=swccg AI_START=decks
//! AI_OPPONENTS=greedy AI_SEAT=0 AI_GAMES=20`) had left seeds 0xa15eed01 and 0xa15eed03
//! unfinished, both at the standstill above; now both are won (`AI_GAMES=4`: 4/4, 484 actions a
//! game).

pub(super) mod determinize;
pub(super) mod evaluate;
pub(super) mod key;
pub(super) mod prior;

use crate::ai::{Config, Level, Searchable};
use crate::engine::view::Seat;
use crate::engine::{Rng, Table};
use crate::rules::swccg::game::Swccg;
use crate::rules::swccg::model::action::{side_of, Action};
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::state::{Phase, State};
use crate::rules::swccg::vehicles::is_return;

impl Searchable for Swccg {
    /// The action itself, with each card out of play named by its first copy.
    type Key = Action;

    fn determinize(state: &State, observer: Seat, rng: &mut Rng) -> State {
        determinize::determinize(state, side(observer), rng)
    }

    fn key(state: &State, action: &Action) -> Action {
        key::key(state, action)
    }

    fn prior(state: &State, seat: Seat, action: &Action) -> f64 {
        prior::prior(state, side(seat), action)
    }

    /// A draw turns the top card of a face-down Force Pile over: the greedy player rates it by
    /// what the card may be, not by the card it is.
    const GREEDY_GUESSES: usize = 16;

    fn evaluate(state: &State, seat: Seat) -> f64 {
        evaluate::evaluate(state, side(seat))
    }

    /// A return by an unlimited move ([V5]): the position it reaches, the phase reaches
    /// without it, and a losing side could otherwise put off its loss by circling for ever. And
    /// passing an activate phase with an empty Force Pile (research §3, "Activate"): activating
    /// costs no Life Force, and without Force a side can neither deploy, battle, move nor draw
    /// that turn; a side that never activates again never acts again, and a game between it and
    /// a side that does not battle never ends (the standstill of this file's header).
    fn futile(state: &State, action: &Action) -> bool {
        is_return(state, action) || passes_activation_without_force(state, action)
    }

    /// Hard plays its playouts 25 actions deep instead of 10, and 5000 of them instead of 3000.
    /// A turn here is many small actions (activating, deploying, moving, drains, battles), so ten
    /// actions rarely reach the drains and battles that decide a move's worth, and a larger
    /// budget alone barely helps. Measured against Normal (1000 playouts, 10 deep), 40 games with
    /// the sides alternating: Hard at 3000 playouts won 30 % 4 deep, 55 % 10 deep, 65 % 25 deep
    /// and fewer again 50 deep (its playouts too random to tell moves apart); at 5000 playouts
    /// 25 deep, 72.5 % (none unfinished). Hard at 3000 against Normal at 300, both 10 deep: 60 %.
    fn config(level: Level) -> Config {
        match level {
            Level::Hard => Config { playouts: 5000, depth: 25, ..level.config() },
            Level::Easy | Level::Normal => level.config(),
        }
    }
}

/// Whether `action` passes the active side's activate phase while its Force Pile is empty.
fn passes_activation_without_force(state: &State, action: &Action) -> bool {
    *action == Action::Pass
        && state.phase == Phase::Activate
        && state.prompt.is_none()
        && state.battle.is_none()
        && state.player(state.active).force_pile.is_empty()
}

/// The side in `seat`: the Dark Side sits first.
fn side(seat: Seat) -> Side {
    side_of(seat).unwrap_or(Side::Light)
}
