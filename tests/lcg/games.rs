//! Whole matches: seeded random games between the two starter decks, random legal choices, run
//! to a winner under the full rules. At every step: the state is sound (each card in one place,
//! attachments between cards in play), every listed action applies, and the state survives a
//! serde round trip unchanged. Env `HANGAR_LCG_GAMES` sets the number of games (default 40).

use hangar::engine::Rng;
use hangar::rules::lcg::setup::new_match::new_match;
use hangar::rules::lcg::{self, validate, Outcome, Side, State};

/// A game longer than this many actions counts as stuck.
const MAX_ACTIONS: usize = 20_000;

struct Report {
    actions: usize,
    winner: Side,
    how: &'static str,
}

fn play(seed: u64) -> Report {
    let mut state = new_match(seed);
    let mut rng = Rng::seeded(seed ^ 0x5eed);
    for step in 0..MAX_ACTIONS {
        if let Some(Outcome::Won(winner)) = &state.outcome {
            return Report { actions: step, winner: *winner, how: how_it_ended(&state, *winner) };
        }
        let problems = validate::problems(&state);
        assert!(problems.is_empty(), "seed {seed}, step {step}: {problems:?}");
        let actions = lcg::legal_actions(&state);
        assert!(!actions.is_empty(), "seed {seed}, step {step}: no legal action and no winner: {}", summary(&state));
        if step % 25 == 0 {
            for action in &actions {
                assert!(lcg::apply(&state, action).is_ok(), "seed {seed}, step {step}: listed {action:?} is refused");
            }
            let json = serde_json::to_string(&state).expect("serialises");
            let back: State = serde_json::from_str(&json).expect("deserialises");
            assert_eq!(back, state, "seed {seed}, step {step}: serde round trip");
        }
        let action = actions[rng.below(actions.len())];
        state = lcg::apply(&state, &action).unwrap_or_else(|e| panic!("seed {seed}, step {step}: {action:?}: {e:?}")).0;
    }
    panic!("seed {seed}: no winner after {MAX_ACTIONS} actions: {}", summary(&state));
}

fn how_it_ended(state: &State, winner: Side) -> &'static str {
    match winner {
        Side::Dark if state.dial >= 12 => "dial at 12",
        Side::Light if lcg::mission::victory_count(state, Side::Light) >= 3 => "three objectives",
        Side::Light if !state.player(Side::Dark).command_deck.is_empty() => "Trench Run",
        _ => "empty command deck",
    }
}

fn summary(state: &State) -> String {
    format!(
        "turn {}, {:?} phase, active {:?}, acting {:?}, prompt {:?}, engagement {:?}, dial {}",
        state.turn,
        state.phase,
        state.active,
        state.acting(),
        state.prompt,
        state.engagement,
        state.dial
    )
}

#[test]
fn games_seeded_random_matches_reach_a_winner_with_every_property_kept() {
    let games: u64 = std::env::var("HANGAR_LCG_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(40);
    let reports: Vec<Report> = (0..games).map(play).collect();
    let total: usize = reports.iter().map(|r| r.actions).sum();
    let count = |side: Side, how: &str| reports.iter().filter(|r| r.winner == side && r.how == how).count();
    eprintln!(
        "{games} games, mean {:.0} actions; Dark Side: {} by the dial, {} by an empty deck; Light Side: {} by three objectives, {} by Trench Run, {} by an empty deck",
        total as f64 / games as f64,
        count(Side::Dark, "dial at 12"),
        count(Side::Dark, "empty command deck"),
        count(Side::Light, "three objectives"),
        count(Side::Light, "Trench Run"),
        count(Side::Light, "empty command deck"),
    );
    assert_eq!(reports.len() as u64, games);
}
