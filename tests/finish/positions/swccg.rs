//! Star Wars CCG positions, on a table of Tatooine's and Yavin 4's locations: a battle whose
//! damage ends the other side's Life Force (with one Force for one battle), a Force drain that
//! ends it, a character deployed to make the battle lethal, a weapon or an interrupt that does.
//! Each side's face-down piles hold one title, so no guess at their order changes a destiny.

use super::{listed, Position};
use hangar::engine::CardId;
use hangar::rules::swccg::{Phase, Scenario, Side, Swccg};

const DARK: Side = Side::Dark;
const LIGHT: Side = Side::Light;

/// Every position, in a fixed order.
pub fn positions() -> Vec<Position<Swccg>> {
    vec![
        // One Force, two battles: Vader against a Rebel Trooper ends the Light Side's Life Force;
        // the Stormtrooper against Luke loses.
        position("ccg-battle", DARK, Phase::Battle, 6, "battle Tatooine: Mos Eisley", |s, p| {
            s.at(DARK, "Darth Vader", p.mos_eisley);
            s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
            s.at(DARK, "Stormtrooper", p.bay94);
            s.at(LIGHT, "Luke Skywalker", p.bay94);
            Piles { force: [1, 0], reserve: [3, 2], ..Piles::default() }
        }),
        // Both battles are won; only Vader's deals enough damage.
        position("ccg-battle-of-two-won", DARK, Phase::Battle, 6, "battle Tatooine: Mos Eisley", |s, p| {
            s.at(DARK, "Darth Vader", p.mos_eisley);
            s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
            s.at(DARK, "Commander Praji", p.bay94);
            s.at(DARK, "Stormtrooper", p.bay94);
            s.at(LIGHT, "Rebel Trooper", p.bay94);
            Piles { force: [1, 0], reserve: [3, 2], ..Piles::default() }
        }),
        // Devastator against an X-wing at Tatooine ends it; the TIE against Red 5 at Yavin 4 loses.
        position("ccg-battle-at-a-system", DARK, Phase::Battle, 6, "battle Tatooine", |s, p| {
            s.at(DARK, "Devastator", p.tatooine);
            s.at(LIGHT, "X-wing", p.tatooine);
            s.at(DARK, "TIE Fighter", p.yavin);
            let red5 = s.at(LIGHT, "Red 5", p.yavin);
            s.aboard(LIGHT, "Luke Skywalker", red5, hangar::rules::swccg::Slot::Pilot);
            Piles { force: [1, 0], reserve: [3, 2], ..Piles::default() }
        }),
        // The Light Side: Chewbacca and Han against a Stormtrooper at the Jungle ends the Dark
        // Side's Life Force.
        position("ccg-light-battle", LIGHT, Phase::Battle, 6, "battle Yavin 4: Jungle", |s, p| {
            s.at(LIGHT, "Chewbacca", p.jungle);
            s.at(LIGHT, "Han Solo", p.jungle);
            s.at(DARK, "Stormtrooper", p.jungle);
            s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
            s.at(DARK, "Darth Vader", p.mos_eisley);
            Piles { force: [0, 1], reserve: [2, 3], ..Piles::default() }
        }),
        // As the first, and the Light Side's X-wing at Tatooine would drain the Dark Side's last 2
        // Force next turn.
        race(
            position("ccg-race", DARK, Phase::Battle, 6, "battle Tatooine: Mos Eisley", |s, p| {
                s.at(DARK, "Darth Vader", p.mos_eisley);
                s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
                s.at(DARK, "Stormtrooper", p.bay94);
                s.at(LIGHT, "Luke Skywalker", p.bay94);
                s.at(LIGHT, "X-wing", p.tatooine);
                Piles { force: [1, 0], reserve: [1, 2], ..Piles::default() }
            }),
            6,
        ),
        // Drains: 2 at the Jungle (its bonus) end the Light Side's Life Force; 1 at Mos Eisley does
        // not.
        position("ccg-drain", DARK, Phase::Control, 3, "drain Yavin 4: Jungle", |s, p| {
            s.at(DARK, "Stormtrooper", p.mos_eisley);
            s.at(DARK, "Stormtrooper", p.jungle);
            s.at(LIGHT, "Rebel Trooper", p.yavin_bay);
            Piles { force: [1, 1], reserve: [3, 1], ..Piles::default() }
        }),
        // The Light Side drains 2 at Mos Eisley for the win; 1 at Yavin 4's Docking Bay is not
        // enough.
        position("ccg-light-drain", LIGHT, Phase::Control, 3, "drain Tatooine: Mos Eisley", |s, p| {
            s.at(LIGHT, "Rebel Trooper", p.yavin_bay);
            s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
            s.at(DARK, "Stormtrooper", p.bay94);
            Piles { force: [1, 1], reserve: [1, 3], ..Piles::default() }
        }),
        // Deploy Vader where the Stormtrooper faces a Rebel Trooper, then battle there (7 Force: 6
        // and 1).
        position(
            "ccg-deploy-then-battle",
            DARK,
            Phase::Deploy,
            7,
            "deploy Darth Vader > Tatooine: Mos Eisley",
            |s, p| {
                s.hand(DARK, "Darth Vader");
                s.at(DARK, "Stormtrooper", p.mos_eisley);
                s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
                s.at(DARK, "Stormtrooper", p.bay94);
                Piles { force: [7, 0], reserve: [3, 2], ..Piles::default() }
            },
        ),
        // Deploy Chewbacca beside Han at the Jungle, then battle there.
        position(
            "ccg-light-deploy-then-battle",
            LIGHT,
            Phase::Deploy,
            9,
            "deploy Chewbacca > Yavin 4: Jungle",
            |s, p| {
                s.hand(LIGHT, "Chewbacca");
                s.at(LIGHT, "Han Solo", p.jungle);
                s.at(DARK, "Stormtrooper", p.jungle);
                s.at(LIGHT, "Rebel Trooper", p.yavin_bay);
                Piles { force: [0, 5], reserve: [4, 3], ..Piles::default() }
            },
        ),
        // Deploy Devastator to Tatooine beside the TIE, then battle the X-wing there.
        position(
            "ccg-deploy-a-starship-then-battle",
            DARK,
            Phase::Deploy,
            7,
            "deploy Devastator > Tatooine",
            |s, p| {
                s.hand(DARK, "Devastator");
                s.at(DARK, "TIE Fighter", p.tatooine);
                s.at(LIGHT, "X-wing", p.tatooine);
                Piles { force: [9, 0], reserve: [3, 2], ..Piles::default() }
            },
        ),
    ]
}

/// The six locations of the two decks.
#[derive(Clone, Copy, Debug)]
struct Places {
    tatooine: CardId,
    bay94: CardId,
    mos_eisley: CardId,
    yavin: CardId,
    yavin_bay: CardId,
    jungle: CardId,
}

/// How many cards each side (Dark, Light) has in its Force Pile, Reserve Deck and Used Pile: a
/// side's Life Force is their sum.
#[derive(Default)]
struct Piles {
    force: [usize; 2],
    reserve: [usize; 2],
    used: [usize; 2],
}

/// A table of both planets' locations, `active` in `phase` of turn 3, with what `setup` puts on
/// it and in the piles; `wins` in the CCG's notation (without its Force).
fn position(
    name: &'static str,
    active: Side,
    phase: Phase,
    plies: u32,
    wins: &str,
    setup: impl FnOnce(&mut Scenario, Places) -> Piles,
) -> Position<Swccg> {
    let mut s = Scenario::new(name).active(active, phase).turn(3);
    let places = Places {
        tatooine: s.location(DARK, "Tatooine"),
        bay94: s.location(DARK, "Tatooine: Docking Bay 94"),
        mos_eisley: s.location(DARK, "Tatooine: Mos Eisley"),
        yavin: s.location(LIGHT, "Yavin 4"),
        yavin_bay: s.location(LIGHT, "Yavin 4: Docking Bay"),
        jungle: s.location(LIGHT, "Yavin 4: Jungle"),
    };
    let piles = setup(&mut s, places);
    for (side, filler) in [(DARK, "Stormtrooper"), (LIGHT, "Rebel Trooper")] {
        let i = side.idx();
        s.reserve_n(side, filler, piles.reserve[i]);
        s.force(side, filler, piles.force[i]);
        for _ in 0..piles.used[i] {
            s.used(side, filler);
        }
    }
    let state = s.build();
    let wins = listed::<Swccg>(&state, wins);
    Position { name, state, wins, plies, threat: None }
}

/// `p` as a race: after passing, the other side forces a win within `plies`.
fn race(p: Position<Swccg>, plies: u32) -> Position<Swccg> {
    let pass = listed::<Swccg>(&p.state, "pass");
    p.race(pass, plies)
}
