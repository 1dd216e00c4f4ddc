use hangar::ai::baseline::greedy_action;
use hangar::ai::{Level, Search};
use hangar::engine::{Rng, Ruleset, Seat};
use hangar::rules::swccg::force::life_force;
use hangar::rules::swccg::{Side, Swccg};

#[test]
fn scratch_ai() {
    let seeds: Vec<u64> = std::env::var("SEEDS").unwrap_or("0".into()).split(',').map(|s| s.parse().unwrap()).collect();
    let ai_seat: u8 = std::env::var("AI_SEAT").ok().and_then(|v| v.parse().ok()).unwrap_or(0);
    let playouts: u32 = std::env::var("PLAYOUTS").ok().and_then(|v| v.parse().ok()).unwrap_or(1000);
    for seed in seeds {
        let mut state = Swccg::new_match(seed);
        let mut rng = Rng::seeded(seed ^ 0x5EED);
        let mut last_turn = 0;
        let mut steps = 0;
        let max: usize = std::env::var("MAX_STEPS").ok().and_then(|v| v.parse().ok()).unwrap_or(3000);
        while Swccg::ending(&state).is_none() && steps < max {
            let seat = Swccg::to_act(&state).unwrap();
            let action = if seat == Seat(ai_seat) {
                let mut config = Level::Normal.config();
                config.playouts = playouts;
                let mut search = Search::<Swccg>::new(&state, config, rng.next_u64());
                search.finish();
                if std::env::var("CHOICES").is_ok() && state.phase == hangar::rules::swccg::Phase::Battle && state.battle.is_none() {
                    for c in search.choices() {
                        println!("    choice {} visits {} value {:.3}", hangar::rules::swccg::present::notation::notation(&state, &c.action), c.visits, c.value);
                    }
                }
                search.best().unwrap()
            } else {
                greedy_action::<Swccg>(&state, &mut rng).unwrap()
            };
            if std::env::var("VERBOSE").is_ok() {
                println!("  {:?} {}", state.acting(), hangar::rules::swccg::present::notation::notation(&state, &action));
            }
            let (next, events) = Swccg::apply(&state, &action).unwrap();
            if std::env::var("VERBOSE").is_ok() {
                for e in &events {
                    if let Some(m) = Swccg::log(&next, e) {
                        println!("      {}", hangar::words::say(hangar::words::Lang::En, &m));
                    }
                }
            }
            state = next;
            steps += 1;
            if state.turn != last_turn && state.turn % 5 == 0 {
                last_turn = state.turn;
                let p = |s: Side| (life_force(&state, s), state.player(s).hand.len(), state.player(s).table.len(), state.player(s).force_pile.len());
                println!("seed {seed} turn {} steps {steps}: dark (lf, hand, table, force) {:?} light {:?}", state.turn, p(Side::Dark), p(Side::Light));
            }
        }
        println!("seed {seed}: {:?} after {steps}", Swccg::ending(&state).map(|e| format!("{e:?}")));
        if Swccg::ending(&state).is_none() {
            for side in [Side::Dark, Side::Light] {
                for &c in &state.player(side).table {
                    println!("   {side:?} {} at {:?} ({:?})", state.def(c).title, state.location_of(c).map(|l| state.def(l).title.clone()), state.card(c).at);
                }
                for &c in &state.player(side).hand {
                    println!("   {side:?} hand {}", state.def(c).title);
                }
            }
            let legal = Swccg::legal_actions(&state);
            println!("   legal: {:?}", legal.iter().map(|a| hangar::rules::swccg::present::notation::notation(&state, a)).collect::<Vec<_>>());
        }
    }
}
