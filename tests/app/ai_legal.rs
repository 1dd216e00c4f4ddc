//! The computer players choose only legal actions, deterministically, and finish games.
//!
//! Seeded and small: the search runs with a few dozen playouts a decision (the levels' budgets
//! are for release builds; `benches/ai_strength.rs` measures those).

use hangar::ai::baseline::{greedy_action, random_action};
use hangar::ai::{choose, Config, Level, Search, Searchable};
use hangar::engine::view::{Ending, Seat};
use hangar::engine::Table;
use hangar::engine::{Rng, Ruleset};
use hangar::rules::lcg::seat;
use hangar::rules::lcg::testing::drawn_objectives;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Outcome;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;

/// Enough for any game from the start position to end (they take a few hundred actions).
const STEP_CAP: usize = 2000;

/// A small search, fast in a debug build.
fn small() -> Config {
    Config { playouts: 24, ..Level::Easy.config() }
}

/// The start position for game `seed`: a new match of the two starter decks.
fn start(seed: u64) -> State {
    Lcg::new_match(seed)
}

/// Plays a game of `R` from `R::new_match(seed)`: the search for `ai`, the random player for the
/// other seat. Checks every action the search chooses is listed and applies. Returns the final
/// state and the number of search decisions.
fn play_against_random<R: Searchable>(seed: u64, ai: Seat) -> (R::State, usize) {
    let mut state = R::new_match(seed);
    let mut rng = Rng::seeded(seed);
    let mut decisions = 0;
    for step in 0..STEP_CAP {
        let Some(acting) = R::to_act(&state) else { break };
        let legal = R::legal_actions(&state);
        assert!(!legal.is_empty(), "seed {seed}, step {step}: no legal action and no outcome");
        let action = if acting == ai {
            decisions += 1;
            let mut search = Search::<R>::new(&state, small(), rng.next_u64());
            search.finish();
            let chosen = search.best().expect("the search chooses when there are legal actions");
            assert!(legal.contains(&chosen), "seed {seed}, step {step}: {chosen:?} is not listed");
            chosen
        } else {
            random_action::<R>(&state, &mut rng).expect("random chooses when there are legal actions")
        };
        state = match R::apply(&state, &action) {
            Ok((next, _)) => next,
            Err(rejected) => panic!("seed {seed}, step {step}: {action:?} was refused: {rejected:?}"),
        };
    }
    (state, decisions)
}

#[test]
fn the_search_only_chooses_listed_actions_that_apply() {
    for seed in 0..4 {
        let ai = Seat((seed % 2) as u8);
        let (_, decisions) = play_against_random::<Lcg>(seed, ai);
        assert!(decisions > 10, "seed {seed}: the search made only {decisions} decisions");
    }
}

#[test]
fn a_game_of_the_search_against_random_ends_with_a_winner() {
    for (seed, ai) in [(11, Seat(0)), (12, Seat(1))] {
        let (state, _) = play_against_random::<Lcg>(seed, ai);
        let ending = Lcg::ending(&state);
        assert!(
            matches!(ending, Some(Ending::Won { .. })),
            "seed {seed}: no winner within {STEP_CAP} actions (ending {ending:?})"
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_choice() {
    let state = start(3);
    let first = choose::<Lcg>(&state, Level::Easy, 99);
    assert!(first.is_some());
    assert_eq!(choose::<Lcg>(&state, Level::Easy, 99), first);

    let mut sliced = Search::<Lcg>::new(&state, small(), 5);
    for _ in 0..4 {
        sliced.run(6);
    }
    let mut whole = Search::<Lcg>::new(&state, small(), 5);
    whole.run(24);
    assert_eq!(sliced.playouts(), 24);
    assert_eq!(sliced.best(), whole.best());
    assert_eq!(sliced.choices(), whole.choices());
}

#[test]
fn a_forced_or_empty_choice_needs_no_search() {
    let mut state = start(4);
    for _ in 0..STEP_CAP {
        let legal = Lcg::legal_actions(&state);
        assert!(!legal.is_empty(), "a forced choice comes before the end");
        if legal.len() == 1 {
            break;
        }
        state = Lcg::apply(&state, &legal[0]).expect("a listed action applies").0;
    }
    assert_eq!(Lcg::legal_actions(&state).len(), 1);
    let mut search = Search::<Lcg>::new(&state, small(), 1);
    assert!(search.is_done());
    search.run(10);
    assert_eq!(search.playouts(), 0);
    assert_eq!(search.best(), Some(Lcg::legal_actions(&state)[0]));

    state.outcome = Some(Outcome::Won(Side::Dark));
    assert_eq!(choose::<Lcg>(&state, Level::Normal, 1), None);
}

#[test]
fn the_baselines_choose_listed_actions() {
    let mut state = start(5);
    let mut rng = Rng::seeded(5);
    for step in 0..STEP_CAP {
        if Lcg::to_act(&state).is_none() {
            break;
        }
        let legal = Lcg::legal_actions(&state);
        let action = if step % 2 == 0 {
            greedy_action::<Lcg>(&state, &mut rng).expect("greedy chooses")
        } else {
            random_action::<Lcg>(&state, &mut rng).expect("random chooses")
        };
        assert!(legal.contains(&action), "step {step}: {action:?} is not listed");
        state = Lcg::apply(&state, &action).expect("a listed action applies").0;
    }
    assert!(matches!(Lcg::ending(&state), Some(Ending::Won { .. })));
}

#[test]
fn a_determinization_redeals_only_what_the_observer_cannot_see() {
    let state = start(6);
    let observer = state.acting();
    let opponent = observer.opponent();
    let mut rng = Rng::seeded(6);
    let mut changed = false;
    for _ in 0..20 {
        let guess = Lcg::determinize(&state, seat(observer), &mut rng);
        assert_eq!(guess.player(observer).hand, state.player(observer).hand);
        assert_eq!(guess.cards, state.cards);
        for side in [Side::Dark, Side::Light] {
            assert_eq!(guess.player(side).play, state.player(side).play);
            assert_eq!(guess.player(side).command_deck.len(), state.player(side).command_deck.len());
            assert_eq!(sorted(&guess.player(side).objective_deck), sorted(&state.player(side).objective_deck));
        }
        // At setup the observer has drawn its objectives: they stay where they are.
        assert_eq!(drawn_objectives(&guess, observer), drawn_objectives(&state, observer));
        assert_eq!(sorted(&guess.player(observer).command_deck), sorted(&state.player(observer).command_deck));
        let unseen = |s: &State| {
            let p = s.player(opponent);
            sorted(&[p.hand.clone(), p.command_deck.clone()].concat())
        };
        assert_eq!(unseen(&guess), unseen(&state));
        assert_eq!(guess.player(opponent).hand.len(), state.player(opponent).hand.len());
        changed |= guess.player(opponent).hand != state.player(opponent).hand;
    }
    assert!(changed, "the opponent's hand is redealt");
}

fn sorted<T: Ord + Clone>(items: &[T]) -> Vec<T> {
    let mut items = items.to_vec();
    items.sort();
    items
}

#[test]
fn the_game_search_answers_with_an_index_the_game_accepts_the_same_for_the_same_seed() {
    use hangar::ai::{GameSearch, Level};
    let game = hangar::rules::new_match(hangar::rules::lcg::GAME, 12).expect("the LCG has matches");
    let pick = |seed| {
        let mut search = GameSearch::new(&game, Level::Easy, seed);
        while !search.is_done() {
            search.run(7);
        }
        search.best_index()
    };
    let index = pick(1).expect("a move");
    assert!(game.apply_index(index).is_ok());
    assert_eq!(pick(1), Some(index));
}

/// Every game's levels grow from Easy to Hard: a larger budget, never a shorter look, and no
/// blunders above Easy. The Star Wars CCG looks further ahead at Hard (its turns are many small
/// actions), and the other games keep the levels' shared settings.
#[test]
fn each_games_levels_grow_from_easy_to_hard() {
    fn grow<R: Searchable>() -> [Config; 3] {
        let [easy, normal, hard] = Level::ALL.map(R::config);
        assert!(easy.playouts < normal.playouts && normal.playouts < hard.playouts, "{}", R::GAME);
        assert!(easy.depth <= normal.depth && normal.depth <= hard.depth, "{}", R::GAME);
        assert!(normal.blunder == 0.0 && hard.blunder == 0.0, "{}", R::GAME);
        [easy, normal, hard]
    }
    for level in Level::ALL {
        assert_eq!(grow::<Lcg>()[level as usize], level.config());
        assert_eq!(grow::<hangar::rules::swu::Swu>()[level as usize], level.config());
    }
    let [_, normal, hard] = grow::<hangar::rules::swccg::Swccg>();
    assert!(hard.depth > normal.depth);
}
