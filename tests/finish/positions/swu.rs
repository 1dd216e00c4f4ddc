//! Star Wars: Unlimited positions, seat 0 (Wedge Antilles, Resistance Headquarters) to act in the
//! action phase against Darth Vader (Shield Generator Complex): a lethal attack on the base, Raid
//! and Overwhelm making an attack lethal, a Sentinel in one arena, a Pilot (or the leader) that
//! makes a ship lethal, and races where seat 1 would win with its next action.

use super::{listed, Position};
use hangar::engine::Seat;
use hangar::engine::Table as _;
use hangar::rules::swu::{Scenario, Swu};

const ME: Seat = Seat(0);
const THEM: Seat = Seat(1);
/// A card for the decks, so that nobody decks out at the regroup.
const FILLER: &str = "JTL_159";

const ALLIANCE_X_WING: &str = "SOR_237";
const TIE_LN: &str = "SOR_225";
const GREEN_SQUADRON_A_WING: &str = "SOR_141";
const PHOENIX_SQUADRON_A_WING: &str = "JTL_095";
const ESCORT_SKIFF: &str = "SOR_114";
const AT_ST: &str = "SOR_232";
const CONCORD_DAWN_INTERCEPTORS: &str = "SHD_042";
const ACADEMY_GRADUATE: &str = "JTL_058";
const PERIMETER_AT_RT: &str = "JTL_068";
const CLONE_PILOT: &str = "JTL_108";

/// Every position, in a fixed order.
pub fn positions() -> Vec<Position<Swu>> {
    vec![
        // The base has 2 HP left: the X-Wing's attack on it wins; attacking the TIE does not.
        position("swu-lethal", 1, "attack Alliance X-Wing > Shield Generator Complex", |s| {
            s.unit(ME, ALLIANCE_X_WING);
            s.unit(THEM, TIE_LN);
            Table { theirs: 28, ..Table::default() }
        }),
        // Both bases have 2 HP left and the other seat's AT-ST is ready: attack the base now.
        race(
            position("swu-race", 1, "attack Alliance X-Wing > Shield Generator Complex", |s| {
                s.unit(ME, ALLIANCE_X_WING);
                s.unit(THEM, TIE_LN);
                s.unit(THEM, AT_ST);
                Table { theirs: 28, mine: 28, ..Table::default() }
            }),
            1,
        ),
        // 3 HP left: only the A-Wing, with Raid 2, deals 3; the X-Wing deals 2.
        position("swu-raid", 1, "attack Green Squadron A-Wing > Shield Generator Complex", |s| {
            s.unit(ME, ALLIANCE_X_WING);
            s.unit(ME, GREEN_SQUADRON_A_WING);
            s.unit(THEM, TIE_LN);
            Table { theirs: 27, ..Table::default() }
        }),
        // The same, and the other seat's AT-ST would win next.
        race(
            position("swu-race-raid", 1, "attack Green Squadron A-Wing > Shield Generator Complex", |s| {
                s.unit(ME, ALLIANCE_X_WING);
                s.unit(ME, GREEN_SQUADRON_A_WING);
                s.unit(THEM, TIE_LN);
                s.unit(THEM, AT_ST);
                Table { theirs: 27, mine: 28, ..Table::default() }
            }),
            1,
        ),
        // A Sentinel guards the space arena: the ground unit attacks the base.
        position("swu-sentinel-in-space", 1, "attack Escort Skiff > Shield Generator Complex", |s| {
            s.unit(ME, ALLIANCE_X_WING);
            s.unit(ME, ESCORT_SKIFF);
            s.unit(THEM, CONCORD_DAWN_INTERCEPTORS);
            Table { theirs: 27, ..Table::default() }
        }),
        // A Sentinel guards the ground: the AT-ST's Overwhelm through the Graduate (2 HP) deals the
        // last 4.
        position("swu-overwhelm", 1, "attack AT-ST > Academy Graduate", |s| {
            s.unit(ME, AT_ST);
            s.unit(ME, ALLIANCE_X_WING);
            s.unit(THEM, ACADEMY_GRADUATE);
            s.unit(THEM, TIE_LN);
            Table { theirs: 26, ..Table::default() }
        }),
        // Two Sentinels: through the Graduate the excess is 4, through the AT-RT 1; the other seat's
        // units would win next.
        race(
            position("swu-race-overwhelm", 1, "attack AT-ST > Academy Graduate", |s| {
                s.unit(ME, AT_ST);
                s.unit(THEM, PERIMETER_AT_RT);
                s.unit(THEM, ACADEMY_GRADUATE);
                s.unit(THEM, TIE_LN);
                Table { theirs: 26, mine: 28, ..Table::default() }
            }),
            1,
        ),
        // Clone Pilot (+2) onto the X-Wing, then its attack deals the last 4 (Wedge's Action used).
        position("swu-pilot-lethal", 3, "pilot Clone Pilot > Alliance X-Wing", |s| {
            s.unit(ME, ALLIANCE_X_WING);
            s.hand(ME, CLONE_PILOT);
            s.resources(ME, 2);
            s.unit(THEM, TIE_LN);
            Table { theirs: 26, leader_spent: true, ..Table::default() }
        }),
        // The X-Wing is exhausted: the Pilot goes onto the ready A-Wing, which then deals the last
        // 5.
        position("swu-pilot-the-ready-ship", 3, "pilot Clone Pilot > Phoenix Squadron A-Wing", |s| {
            let x_wing = s.unit(ME, ALLIANCE_X_WING);
            s.exhaust(x_wing);
            s.unit(ME, PHOENIX_SQUADRON_A_WING);
            s.hand(ME, CLONE_PILOT);
            s.resources(ME, 2);
            s.unit(THEM, TIE_LN);
            Table { theirs: 25, leader_spent: true, ..Table::default() }
        }),
        // One resource: only Wedge's Action (1 less) pays for the Pilot that makes the X-Wing
        // lethal.
        position("swu-pilot-via-wedge", 3, "pilot Clone Pilot > Alliance X-Wing via Wedge Antilles", |s| {
            s.unit(ME, ALLIANCE_X_WING);
            s.hand(ME, CLONE_PILOT);
            s.resources(ME, 1);
            s.unit(THEM, TIE_LN);
            Table { theirs: 26, ..Table::default() }
        }),
        // Clone Pilot onto the AT-ST: its Overwhelm through the AT-RT (5 HP) then deals the last 3.
        position("swu-pilot-then-overwhelm", 3, "pilot Clone Pilot > AT-ST", |s| {
            s.unit(ME, AT_ST);
            s.hand(ME, CLONE_PILOT);
            s.resources(ME, 2);
            s.unit(THEM, PERIMETER_AT_RT);
            s.unit(THEM, TIE_LN);
            Table { theirs: 27, leader_spent: true, ..Table::default() }
        }),
        // Wedge deployed as a Pilot (+3) onto the X-Wing, then its attack deals the last 5.
        position("swu-deploy-as-pilot", 3, "deploy Wedge Antilles > Alliance X-Wing", |s| {
            s.unit(ME, ALLIANCE_X_WING);
            s.resources(ME, 5);
            s.unit(THEM, TIE_LN);
            Table { theirs: 25, ..Table::default() }
        }),
    ]
}

/// What a position's setup says beside its cards: the damage on seat 1's base and on seat 0's,
/// and whether seat 0's leader has used its Action this round (exhausted).
#[derive(Default)]
struct Table {
    theirs: u8,
    mine: u8,
    leader_spent: bool,
}

/// A skirmish table in the action phase, seat 0 to act, four cards in each deck, with what
/// `setup` adds; `wins` in SWU's notation (without its payment).
fn position(name: &'static str, plies: u32, wins: &str, setup: impl FnOnce(&mut Scenario) -> Table) -> Position<Swu> {
    let mut s = Scenario::skirmish();
    for seat in [ME, THEM] {
        for _ in 0..4 {
            s.deck(seat, FILLER);
        }
    }
    let table = setup(&mut s);
    let mut state = s.build();
    for (seat, damage) in [(THEM, table.theirs), (ME, table.mine)] {
        let base = state.player(seat).base;
        state.card_mut(base).damage = damage;
    }
    if table.leader_spent {
        let leader = state.player(ME).leader;
        state.card_mut(leader).exhausted = true;
    }
    let wins = listed::<Swu>(&state, wins);
    Position { name, state, wins, plies, threat: None }
}

/// `p` as a race: after passing, the other side forces a win within `plies`.
fn race(p: Position<Swu>, plies: u32) -> Position<Swu> {
    let pass = listed::<Swu>(&p.state, "pass");
    p.race(pass, plies)
}
