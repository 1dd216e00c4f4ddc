//! The computer player on the positions, at the levels that must solve them (Normal, Hard), one
//! seed each: it plays the winning action, it has proven that action a win within exactly the
//! plies the position claims, and every proof it gives at the root holds by the exhaustive search
//! (`proof.rs`). The benchmark (`benches/ai_finish.rs`) counts more seeds and Easy.

use crate::positions::Position;
use crate::proof::{after, forces_win};
use hangar::ai::{Level, Proven, Search, Searchable};

/// The seed the tests search with.
const SEED: u64 = 0x35;

/// Checks `level` on every position, and reports every failure at once.
pub fn check_level<R: Searchable>(positions: &[Position<R>], level: Level) {
    let failures: Vec<String> = positions
        .iter()
        .filter_map(|p| check(p, level).err().map(|e| format!("{} ({}): {e}", p.name, level.name())))
        .collect();
    assert!(failures.is_empty(), "{} of {} positions fail:\n{}", failures.len(), positions.len(), failures.join("\n"));
}

fn check<R: Searchable>(p: &Position<R>, level: Level) -> Result<(), String> {
    let seat = R::to_act(&p.state).ok_or("nobody acts")?;
    let mut search = Search::<R>::new(&p.state, R::config(level), SEED);
    search.finish();
    let chosen = search.best().ok_or("no choice")?;
    if !p.is_win(&chosen) {
        return Err(format!("played {chosen:?}"));
    }
    for choice in search.choices() {
        let named = p.is_win(&choice.action);
        if named && choice.proven != Some(Proven { winner: seat, plies: p.plies - 1 }) {
            return Err(format!("the winning action is proven {:?}, not a win in {}", choice.proven, p.plies - 1));
        }
        if let Some(Proven { winner, plies }) = choice.proven {
            if !forces_win::<R>(&after::<R>(&p.state, &choice.action), winner, plies) {
                return Err(format!("{:?} is proven {:?}, which does not hold", choice.action, choice.proven));
            }
        }
    }
    Ok(())
}
