//! A move lists the legal actions once for the move and once for the next view: the board
//! matches a lit drop to a listed action from the view it already has (`engine::view::dropping`)
//! and sends its index; the engine lists the actions to take the `index`-th and lists them again
//! only to draw the next view. Counted with `engine::ruleset::listings`, in all three games.

use hangar::engine::ruleset::listings;
use hangar::engine::view::dropping;
use hangar::engine::{Rng, Seat, Target, Viewer};
use hangar::rules::{games, new_match, Game};

/// Seeded matches of every game, each move chosen among the view's actions; drops (a card and a
/// target) preferred, so the board's matching is exercised. Returns the moves made.
fn play_counting(game: Game, seed: u64, moves: usize) -> usize {
    let mut rng = Rng::seeded(seed);
    let mut game = game;
    let mut view = game.view_as(Viewer::Everyone);
    let mut made = 0;
    while made < moves && game.ending().is_none() {
        assert!(!view.actions.is_empty(), "{}: a game that has not ended offers something", game.id());
        let drops: Vec<_> = view.actions.iter().filter(|a| a.source.is_some() && a.target.is_some()).collect();
        let chosen = if drops.is_empty() || rng.below(3) == 0 {
            &view.actions[rng.below(view.actions.len())]
        } else {
            drops[rng.below(drops.len())]
        };
        let before = listings();
        // What the board does with a drop: match it among the view's actions, with no listing.
        let index = match (chosen.source, chosen.target) {
            (Some(card), Some(target)) => {
                let matched = dropping(view.actions.iter().map(|a| (a.source, a.target)), Some(card), target);
                assert!(!matched.is_empty(), "the drop matches the action it was drawn from");
                view.actions[matched[0]].index
            }
            _ => chosen.index,
        };
        assert_eq!(listings(), before, "matching a drop on the board lists nothing");
        let (next, _) = game.apply_index(index).expect("a listed action applies");
        let seat = next.to_act().unwrap_or(Seat(0));
        view = next.view_as(Viewer::Seat(Some(seat)));
        assert_eq!(listings() - before, 2, "{}: one listing for the move, one for the next view", next.id());
        game = next;
        made += 1;
    }
    made
}

#[test]
fn a_move_lists_the_legal_actions_once_and_the_next_view_once() {
    let mut moves = 0;
    for info in games() {
        for seed in [1, 2] {
            let game = new_match(info.id, seed).expect("a game of the list");
            moves += play_counting(game, seed, 60);
        }
    }
    assert!(moves >= 300, "moves were made and counted: {moves}");
}

#[test]
fn a_drop_the_board_did_not_light_is_answered_with_one_listing() {
    for info in games() {
        let game = new_match(info.id, 5).expect("a game of the list");
        let view = game.view_as(Viewer::Everyone);
        let card = view.zones().flat_map(|z| z.cards.iter().map(|c| c.id)).next().expect("a card on the table");
        let before = listings();
        let refused = game.drop_index(card, Target::Card(card));
        assert_eq!(listings() - before, 1, "{}: the question lists once", info.id);
        assert!(refused.is_err(), "{}: a card dropped on itself is no action", info.id);
    }
}
