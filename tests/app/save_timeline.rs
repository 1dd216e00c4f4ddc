//! Small saves: a match is its start and its moves. For every game, replaying a match's moves from
//! its start reaches the same position at every step, undo's replay from the nearest snapshot
//! gives each earlier position, a save round-trips its timeline, and a whole match saves small.
//! Share links keep the seating and carry only what the sharer's seat may see.

use hangar::engine::{Difficulty, Message, Rng, Seat, Seating, Viewer};
use hangar::rules::{games, Game};
use hangar::save::{decode_link, decode_save, encode_link, encode_save, Saved, Start, Timeline, SNAPSHOT_EVERY};
use std::time::Instant;

/// The games, each once (a loop over them checks something).
fn every_game() -> Vec<hangar::rules::GameInfo> {
    let all = games();
    assert_eq!(all.len(), 3, "the LCG, SWU and the Star Wars CCG");
    all
}

/// A seeded random match of `game` from its deal by `seed`, up to `limit` moves: every position on
/// the way, the timeline, and the log the moves wrote.
fn random_match(game: hangar::engine::GameId, seed: u64, limit: usize) -> (Vec<Game>, Timeline, Vec<Message>) {
    let start = Start::Match { seed };
    let first = start.deal(game).expect("a match");
    let mut timeline = Timeline::new(start, first.clone());
    let mut positions = vec![first];
    let mut log = Vec::new();
    let mut rng = Rng::seeded(seed ^ 0xA11_5AFE);
    while positions.len() <= limit {
        let at = positions.last().unwrap();
        if at.ending().is_some() {
            break;
        }
        let index = rng.below(at.legal_count());
        let (next, lines) = at.apply_index(index).expect("a listed action applies");
        timeline.push(index, at.to_act(), &next);
        log.extend(lines);
        positions.push(next);
    }
    (positions, timeline, log)
}

#[test]
fn save_timeline_replaying_the_moves_from_the_start_reaches_every_position_in_every_game() {
    for info in every_game() {
        for seed in 0..4 {
            let (positions, timeline, log) = random_match(info.id, seed, 400);
            assert_eq!(timeline.len() + 1, positions.len());
            for (k, position) in positions.iter().enumerate() {
                assert_eq!(timeline.position(k).as_ref(), Some(position), "{} seed {seed}: position {k}", info.id);
            }
            let indices: Vec<u16> = timeline.moves().iter().map(|m| m.index).collect();
            let (replayed, end) =
                Timeline::replay(timeline.start.clone(), positions[0].clone(), &indices).expect("it replays");
            assert_eq!(&end, positions.last().unwrap(), "{} seed {seed}: the replay ends where the match is", info.id);
            assert_eq!(replayed, timeline);
            // A save holds the start and the moves, and loads them back.
            let current = positions.last().unwrap().clone();
            let saved = Saved { game: current, log, timeline, seating: Seating::HotSeat };
            assert_eq!(decode_save(&encode_save(&saved)).as_ref(), Ok(&saved), "{} seed {seed}", info.id);
        }
    }
}

#[test]
fn save_timeline_undo_goes_back_to_the_players_own_last_move_and_forgets_the_rest() {
    for info in every_game() {
        let (positions, mut timeline, _) = random_match(info.id, 9, 60);
        let human = Seat(1);
        let mine = |seat: Option<Seat>| seat == Some(human);
        let k = timeline.last_move_by(mine).expect("the player has moved");
        assert_eq!(positions[k].to_act(), Some(human));
        assert!(timeline.moves()[k + 1..].iter().all(|m| !mine(m.seat)), "only the computer's moves after it");
        assert_eq!(timeline.position(k).as_ref(), Some(&positions[k]));
        timeline.truncate(k);
        assert_eq!(timeline.len(), k);
        assert_eq!(timeline.position(k).as_ref(), Some(&positions[k]), "{}: after truncating", info.id);
        // Play goes on from there: a new move is recorded where the old one was.
        let (next, _) = positions[k].apply_index(0).unwrap();
        timeline.push(0, positions[k].to_act(), &next);
        assert_eq!(timeline.position(k + 1), Some(next));
    }
}

#[test]
fn save_timeline_a_save_whose_moves_no_longer_reach_its_position_keeps_the_game_without_its_history() {
    let game = games()[0].id;
    let (positions, timeline, log) = random_match(game, 3, 30);
    let saved = Saved { game: positions.last().unwrap().clone(), log, timeline, seating: Seating::Open };
    // Another first move, then the rest: the moves now lead elsewhere (or nowhere).
    let mut indices: Vec<u16> = saved.timeline.moves().iter().map(|m| m.index).collect();
    indices.insert(0, 1);
    let changed = Saved { timeline: timeline_of(&saved.timeline, &indices), ..saved.clone() };
    let loaded = decode_save(&encode_save(&changed)).expect("the game still loads");
    assert_eq!(loaded.game, saved.game);
    assert!(loaded.timeline.is_empty() && loaded.timeline.first() == &saved.game, "its history starts here");
    assert_eq!(loaded.log, saved.log);
    // Far more moves than any match makes are not replayed (the page would hang): the game loads.
    let endless = Saved { timeline: timeline_of(&saved.timeline, &[0; 20_001]), ..saved.clone() };
    let loaded = decode_save(&encode_save(&endless)).expect("the game still loads");
    assert_eq!(loaded.game, saved.game);
    assert!(loaded.timeline.is_empty());
}

/// A timeline from `timeline`'s start that records `indices` as its moves, whether or not they
/// apply (what a save written by a build whose rules differed holds).
fn timeline_of(timeline: &Timeline, indices: &[u16]) -> Timeline {
    let first = timeline.first().clone();
    let mut recorded = Timeline::new(timeline.start.clone(), first.clone());
    for &index in indices {
        recorded.push(usize::from(index), None, &first);
    }
    recorded
}

/// Whole matches of each game (random moves, the log the moves write): the autosave's size, and
/// undo's replay time (native, debug or release as built), printed for the closing note. The LCG's
/// must stay within 50 KB.
#[test]
fn save_timeline_a_whole_match_saves_small_and_undo_replays_fast() {
    for info in every_game() {
        let (positions, timeline, log) = random_match(info.id, 7, 3000);
        assert!(positions.last().unwrap().ending().is_some(), "{}: the match ends", info.id);
        let moves = timeline.len();
        let seating = Seating::Computer { human: Seat(1), seed: 7, level: Difficulty::Normal };
        let saved = Saved { game: positions.last().unwrap().clone(), log, timeline, seating };
        let size = encode_save(&saved).len();
        let link = encode_link(&saved.game, Seating::HotSeat).len();
        // Undo to the latest move that is the furthest from its snapshot.
        let k = (0..moves).rev().find(|k| k % SNAPSHOT_EVERY == SNAPSHOT_EVERY - 1).unwrap_or(0);
        let clock = Instant::now();
        let back = saved.timeline.position(k);
        let undo = clock.elapsed();
        assert_eq!(back.as_ref(), Some(&positions[k]));
        println!(
            "# {}: a whole match of {moves} moves saves in {size} bytes, its last position links in {link}; undo replays in {undo:?}",
            info.id
        );
        if info.id.0 == "lcg" {
            assert!(size <= 50 * 1024, "the LCG's whole match saves in {size} bytes");
        }
    }
}

#[test]
fn save_timeline_a_link_keeps_the_seating_and_carries_only_what_the_sharers_seat_sees() {
    for info in every_game() {
        let mut differs = 0;
        for seed in 0..5 {
            let (positions, _, _) = random_match(info.id, seed, 12);
            let game = positions.last().unwrap();
            let human = Seat((seed % 2) as u8);
            let seating = Seating::Computer { human, seed, level: Difficulty::Hard };
            let opened = decode_link(&encode_link(game, seating)).expect("the link opens");
            assert_eq!(opened.seating, seating, "{}: against the computer, at its level", info.id);
            assert!(opened.game.problems().is_empty());
            assert_eq!(
                opened.game.view_for(Some(human)),
                game.view_for(Some(human)),
                "{} seed {seed}: the table as the sharer's seat saw it",
                info.id
            );
            if opened.game.view_as(Viewer::Everyone) != game.view_as(Viewer::Everyone) {
                differs += 1;
            }
            for seating in [Seating::HotSeat, Seating::Open] {
                let opened = decode_link(&encode_link(game, seating)).expect("the link opens");
                assert_eq!(opened, Saved::fresh(game.clone(), seating), "{}: shared whole", info.id);
            }
        }
        assert!(differs > 0, "{}: the computer's hidden cards are a guess, not the real ones", info.id);
    }
}
