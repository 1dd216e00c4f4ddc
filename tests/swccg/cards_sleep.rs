//! Dark Hours (1_212): an Effect on a site under 'nighttime conditions' whose destinies put the
//! characters there to 'sleep' until the end of its player's next turn. Each test is named
//! `card_<GEMP id>_<what it does>` (`cards_covered.rs`). A destiny is the top card of the Reserve
//! Deck: Overload 4.

use crate::support::*;
use hangar::engine::{CardId, Table};
use hangar::rules::swccg::facts::{ability, ability_at, forfeit, power};
use hangar::rules::swccg::{problems, Phase, Side, Slot, State};

/// The Dark Side's deploy phase (turn 3) with Hoth's North Ridge (4th Marker), under 'nighttime
/// conditions' (Sunsdown on the Hoth system) when `night`, and the Echo Corridor next to it: its
/// Stormtrooper at the North Ridge, and the Light
/// Side's Rebel Trooper, Luke, R5-D4 and a Snowspeeder Zev Senesca pilots; Dark Hours in hand and
/// `draws` Overloads on top of the Reserve Deck.
fn dark_hours(night: bool, draws: usize) -> (State, CardId) {
    let (mut s, _) = board(DARK, Phase::Deploy, 4);
    let system = s.location(DARK, "Hoth");
    let ridge = s.location(DARK, "Hoth: North Ridge (4th Marker)");
    s.location(DARK, "Hoth: Echo Corridor");
    if night {
        s.on(DARK, "Sunsdown", system);
    }
    s.at(DARK, "Stormtrooper", ridge);
    s.at(LIGHT, "Rebel Trooper", ridge);
    s.at(LIGHT, "Luke Skywalker", ridge);
    s.at(LIGHT, "R5-D4 (Arfive-Defour)", ridge);
    let speeder = s.at(LIGHT, "Snowspeeder", ridge);
    s.aboard(LIGHT, "Zev Senesca", speeder, Slot::Pilot);
    s.hand(DARK, "Dark Hours");
    if draws == 0 {
        s.state_mut().player_mut(DARK).reserve.clear();
    }
    s.reserve_n(DARK, "Overload", draws);
    (s.build(), ridge)
}

/// `side`'s card titled `title` on the table.
fn card(state: &State, side: Side, title: &str) -> CardId {
    state.player(side).table.iter().copied().find(|&c| state.def(c).title == title).expect(title)
}

const DEPLOY: &str = "deploy Dark Hours on Hoth: North Ridge (4th Marker) (0)";

#[test]
fn card_1_212_dark_hours_deploys_only_on_a_site_under_nighttime_conditions() {
    let (day, _) = dark_hours(false, 4);
    assert!(offered_like(&day, "deploy Dark Hours").is_empty(), "{:?}", offered_like(&day, "deploy Dark Hours"));
    let (night, _) = dark_hours(true, 4);
    // Sunsdown's 'nighttime conditions' are at Hoth's sites: not its system, nor Tatooine's sites.
    assert_eq!(
        offered_like(&night, "deploy Dark Hours"),
        vec!["deploy Dark Hours on Hoth: Echo Corridor (0)".to_string(), DEPLOY.to_string()]
    );
}

#[test]
fn card_1_212_dark_hours_puts_each_non_droid_character_to_sleep_when_its_destiny_beats_its_ability() {
    let (state, ridge) = dark_hours(true, 4);
    let after = run(state, &[DEPLOY]);
    assert!(problems(&after).is_empty(), "{:?}", problems(&after));
    // One destiny for each non-droid character there (R5-D4 is not targeted): 4 Overloads.
    assert_eq!(after.player(DARK).used_pile.len(), 4);
    let trooper = card(&after, LIGHT, "Rebel Trooper");
    let stormtrooper = card(&after, DARK, "Stormtrooper");
    let luke = card(&after, LIGHT, "Luke Skywalker");
    // 4 > 1: either side's trooper sleeps: power, forfeit and ability 0.
    for c in [trooper, stormtrooper] {
        assert_eq!((power(&after, c), forfeit(&after, c), ability(&after, c)), (0, 0, 0));
    }
    // 4 is not > Luke's 4: he stays awake.
    assert_eq!((power(&after, luke), ability(&after, luke)), (3, 4));
    // The Dark Side's sleeping Stormtrooper gives no presence.
    assert_eq!(ability_at(&after, DARK, ridge), 0);
    // Zev sleeps: he no longer pilots the Snowspeeder, which has its permanent pilot's power
    // alone (3; 5 with Zev's +2).
    let speeder = card(&after, LIGHT, "Snowspeeder");
    assert_eq!(power(&after, speeder), 3);
    // In the Light Side's move phase the sleeping trooper may not move; Luke may.
    let moving = pass_until(after, |s| s.active == LIGHT && s.phase == Phase::Move);
    assert!(offered_like(&moving, "landspeed Rebel Trooper").is_empty(), "{:?}", offered(&moving));
    assert!(offered_like(&moving, "disembark Zev Senesca").is_empty(), "{:?}", offered(&moving));
    assert!(!offered_like(&moving, "landspeed Luke Skywalker").is_empty(), "{:?}", offered(&moving));
}

#[test]
fn card_1_212_dark_hours_is_lost_at_the_end_of_its_players_next_turn_and_the_sleepers_wake() {
    let (state, _) = dark_hours(true, 4);
    let after = run(state, &[DEPLOY]);
    let trooper = card(&after, LIGHT, "Rebel Trooper");
    // Still on the table through the Light Side's turn 4 and into the Dark Side's turn 5.
    let next = pass_until(after, |s| s.turn == 5);
    assert_eq!(power(&next, trooper), 0, "still asleep in its player's next turn");
    assert!(next.on_table(card(&next, DARK, "Dark Hours")));
    // The end of turn 5 loses it; the trooper wakes.
    let woken = pass_until(next, |s| s.turn == 6);
    assert!(woken.player(DARK).lost_pile.iter().any(|&c| woken.def(c).title == "Dark Hours"));
    assert_eq!((power(&woken, trooper), forfeit(&woken, trooper), ability(&woken, trooper)), (1, 2, 1));
    assert!(woken.sleepers.is_empty() && woken.lost_after.is_empty());
    assert!(problems(&woken).is_empty(), "{:?}", problems(&woken));
}

#[test]
fn card_1_212_dark_hours_with_an_empty_reserve_deck_puts_the_dark_sides_characters_alone_to_sleep() {
    // Each draw fails; Light chooses the outcome: the Dark Side's character sleeps, its own not.
    let (state, _) = dark_hours(true, 0);
    let after = run(state, &[DEPLOY]);
    assert_eq!(power(&after, card(&after, DARK, "Stormtrooper")), 0);
    assert_eq!(power(&after, card(&after, LIGHT, "Rebel Trooper")), 1);
}

#[test]
fn card_1_212_dark_hours_a_stray_sleeper_is_a_problem() {
    let (state, _) = dark_hours(true, 4);
    let mut after = run(state, &[DEPLOY]);
    assert!(problems(&after).is_empty());
    // A sleeper put to sleep by a card that puts no one to sleep.
    let luke = card(&after, LIGHT, "Luke Skywalker");
    let sunsdown = card(&after, DARK, "Sunsdown");
    after.sleepers.push([luke, sunsdown]);
    assert!(!problems(&after).is_empty());
}

/// A save (or any state) naming a card that is not in the match in the Effects' own records —
/// Dark Hours' sleepers and the Effect it loses at a turn's end, High Anxiety's watched
/// character, I Thought They Smelled Bad On The Outside's protected one — is refused as an
/// unknown card, never read: the checker does not panic on it.
#[test]
fn card_1_212_dark_hours_a_sleeper_out_of_range_is_an_unknown_card_not_a_panic() {
    let (state, _) = dark_hours(true, 4);
    let after = run(state, &[DEPLOY]);
    let luke = card(&after, LIGHT, "Luke Skywalker");
    let stray = CardId(9_999);
    let puts: [fn(&mut State, CardId, CardId); 5] = [
        |s, c, stray| s.sleepers.push([c, stray]),
        |s, c, stray| s.sleepers.push([stray, c]),
        |s, _, stray| s.lost_after.push((stray, 99)),
        |s, c, stray| s.watching.push([stray, c]),
        |s, c, stray| s.protected.push([c, stray]),
    ];
    for (i, put) in puts.into_iter().enumerate() {
        let mut bad = after.clone();
        put(&mut bad, luke, stray);
        let found = problems(&bad);
        assert!(found.contains(&hangar::rules::swccg::Problem::UnknownCard(stray)), "{i}: {found:?}");
    }
}
