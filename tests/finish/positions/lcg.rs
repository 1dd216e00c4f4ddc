//! LCG positions, Imperial Navy against the Rebel Alliance: an engagement whose strikes destroy
//! the objective that takes the dial to 12 or gives the Light Side its third objective, an event
//! that destroys or finishes one, a unit, Pilot or enhancement played to make the engagement
//! lethal, an edge card that wins the edge battle that enables the damage. Each command deck
//! holds one title, so no guess at the hidden cards changes what the edge battle comes to.

use super::{listed, Position};
use hangar::engine::Ruleset;
use hangar::rules::lcg::{Lcg, Phase, Scenario, Side};

const DARK: Side = Side::Dark;
const LIGHT: Side = Side::Light;

// The Dark Side's cards.
const DARTH_VADER: &str = "0784";
const ADMIRAL_SCREED: &str = "1184";
const TIE_FIGHTER: &str = "0149";
const TIE_FIGHTER_PATROL: &str = "0761";
const BLACK_SQUADRON_FIGHTER: &str = "0743";
const SUPERLASER_BLAST: &str = "0128";
const DEATH_FROM_ABOVE: &str = "0037";
const DEATH_AND_DESPAYRE: &str = "0036";
const DEFENDING_THE_TRENCH: &str = "0783";
const THE_ULTIMATE_POWER: &str = "0145";
const DEFENSE_PROTOCOL: &str = "0040";
// The Light Side's cards.
const LUKE_SKYWALKER: &str = "0773";
const X_WING: &str = "0163";
const DUROS_SMUGGLER: &str = "0800";
const ASTROMECH_DROID_UPGRADE: &str = "0158";
const REBEL_ASSAULT: &str = "0108";
const RUNNING_THE_TRENCH: &str = "0772";
const HEROES_OF_THE_REBELLION: &str = "0819";

/// The TIE Fighter engages Running the Trench unopposed: the Dark Side is first to place an edge
/// card.
const TO_THE_EDGE_BATTLE: [&str; 4] = ["engage Running the Trench", "declare TIE Fighter", "pass", "pass"];
/// The TIE Fighter Patrol engages Running the Trench unopposed, and neither side places an edge
/// card: the Dark Side is first to strike.
const TO_THE_STRIKES: [&str; 7] =
    ["engage Running the Trench", "declare TIE Fighter Patrol", "pass", "pass", "pass", "pass", "pass"];

/// Every position, in a fixed order.
pub fn positions() -> Vec<Position<Lcg>> {
    vec![
        // Dial 11: Vader engages Running the Trench (4 damage of 5) and its destruction takes the
        // dial to 12.
        position("lcg-dial", DARK, Phase::Conflict, 8, "engage Running the Trench", |s| {
            dark_objectives(s);
            s.play(DARK, DARTH_VADER);
            let trench = s.play(LIGHT, RUNNING_THE_TRENCH);
            s.damage(trench, 4);
            s.play(LIGHT, HEROES_OF_THE_REBELLION);
            Table { dial: 11, ..Table::default() }
        }),
        // The same against a defender, and the Light Side's Balance damage would destroy its third
        // objective next.
        race(
            position("lcg-dial-race", DARK, Phase::Conflict, 11, "engage Running the Trench", |s| {
                let despayre = s.play(DARK, DEATH_AND_DESPAYRE);
                s.damage(despayre, 4);
                s.play(DARK, THE_ULTIMATE_POWER);
                s.victory(LIGHT, DEFENDING_THE_TRENCH);
                s.play(DARK, DARTH_VADER);
                let trench = s.play(LIGHT, RUNNING_THE_TRENCH);
                s.damage(trench, 4);
                s.play(LIGHT, HEROES_OF_THE_REBELLION);
                s.play(LIGHT, LUKE_SKYWALKER);
                Table { dial: 11, ..Table::default() }
            }),
            13,
        ),
        // The Light Side holds two objectives' worth: Luke engages Death and Despayre (4 damage of
        // 5).
        position("lcg-third-objective", LIGHT, Phase::Conflict, 8, "engage Death and Despayre", |s| {
            let despayre = s.play(DARK, DEATH_AND_DESPAYRE);
            s.damage(despayre, 4);
            s.play(DARK, THE_ULTIMATE_POWER);
            s.victory(LIGHT, DEFENDING_THE_TRENCH);
            s.play(LIGHT, LUKE_SKYWALKER);
            s.play(LIGHT, RUNNING_THE_TRENCH);
            Table { dial: 5, ..Table::default() }
        }),
        // The same at dial 11: the Dark Side's next turn would take the dial to 12.
        race(
            position("lcg-third-objective-race", LIGHT, Phase::Conflict, 8, "engage Death and Despayre", |s| {
                let despayre = s.play(DARK, DEATH_AND_DESPAYRE);
                s.damage(despayre, 4);
                s.play(DARK, THE_ULTIMATE_POWER);
                s.victory(LIGHT, DEFENDING_THE_TRENCH);
                s.play(LIGHT, LUKE_SKYWALKER);
                s.play(LIGHT, RUNNING_THE_TRENCH);
                Table { dial: 11, ..Table::default() }
            }),
            2,
        ),
        // Dial 11: Superlaser Blast on the Light Side's objective wins at once; on its own, not.
        position("lcg-superlaser", DARK, Phase::Conflict, 1, "event Superlaser Blast > Heroes of the Rebellion", |s| {
            dark_objectives(s);
            s.hand(DARK, SUPERLASER_BLAST);
            s.play(LIGHT, HEROES_OF_THE_REBELLION);
            Table { dial: 11, ..Table::default() }
        }),
        // Rebel Assault's 2 damage destroys Death and Despayre (3 of 5), the Light Side's third
        // objective.
        position("lcg-rebel-assault", LIGHT, Phase::Conflict, 1, "event Rebel Assault > Death and Despayre", |s| {
            let despayre = s.play(DARK, DEATH_AND_DESPAYRE);
            s.damage(despayre, 3);
            s.play(DARK, THE_ULTIMATE_POWER);
            s.victory(LIGHT, DEFENDING_THE_TRENCH);
            s.hand(LIGHT, REBEL_ASSAULT);
            s.play(LIGHT, RUNNING_THE_TRENCH);
            Table { dial: 5, ..Table::default() }
        }),
        // At the edge battle: the Patrol's Force icon wins the edge, and the TIE's edge-enabled
        // blast then destroys the objective.
        position("lcg-edge", DARK, Phase::Conflict, 6, "edge TIE Fighter Patrol", |s| {
            dark_objectives(s);
            s.play(DARK, TIE_FIGHTER);
            s.hand(DARK, TIE_FIGHTER_PATROL);
            let trench = s.play(LIGHT, RUNNING_THE_TRENCH);
            s.damage(trench, 3);
            Table { dial: 11, then: &TO_THE_EDGE_BATTLE }
        }),
        // At the strikes: Death from Above gives the Patrol blast damage, which with the unopposed
        // damage destroys the objective.
        position(
            "lcg-death-from-above",
            DARK,
            Phase::Conflict,
            4,
            "event Death from Above > TIE Fighter Patrol",
            |s| {
                dark_objectives(s);
                s.play(DARK, TIE_FIGHTER_PATROL);
                s.hand(DARK, DEATH_FROM_ABOVE);
                let trench = s.play(LIGHT, RUNNING_THE_TRENCH);
                s.damage(trench, 3);
                s.hand(LIGHT, DUROS_SMUGGLER);
                Table { dial: 11, then: &TO_THE_STRIKES }
            },
        ),
        // Play the Black Squadron Fighter (blast damage), then engage: the edge alone would not do
        // it.
        position("lcg-unit-then-engage", DARK, Phase::Deployment, 14, "unit Black Squadron Fighter", |s| {
            dark_objectives(s);
            s.play(DARK, TIE_FIGHTER);
            s.hand(DARK, BLACK_SQUADRON_FIGHTER);
            let trench = s.play(LIGHT, RUNNING_THE_TRENCH);
            s.damage(trench, 3);
            s.hand(LIGHT, DUROS_SMUGGLER);
            Table { dial: 11, ..Table::default() }
        }),
        // Admiral Screed as the Patrol's Pilot gives it blast damage (2 resources: not enough for
        // him as a unit).
        position(
            "lcg-pilot-then-engage",
            DARK,
            Phase::Deployment,
            14,
            "pilot Admiral Screed > TIE Fighter Patrol",
            |s| {
                s.play(DARK, THE_ULTIMATE_POWER);
                let protocol = s.play(DARK, DEFENSE_PROTOCOL);
                s.focus(protocol, 1);
                s.play(DARK, TIE_FIGHTER_PATROL);
                s.hand(DARK, ADMIRAL_SCREED);
                let trench = s.play(LIGHT, RUNNING_THE_TRENCH);
                s.damage(trench, 3);
                s.hand(LIGHT, DUROS_SMUGGLER);
                Table { dial: 11, ..Table::default() }
            },
        ),
        // The Light Side: Astromech Droid Upgrade gives the X-Wing blast damage, then the
        // engagement destroys its third objective.
        position(
            "lcg-enhance-then-engage",
            LIGHT,
            Phase::Deployment,
            16,
            "enhance Astromech Droid Upgrade > X-Wing",
            |s| {
                let despayre = s.play(DARK, DEATH_AND_DESPAYRE);
                s.damage(despayre, 3);
                s.play(DARK, THE_ULTIMATE_POWER);
                s.victory(LIGHT, DEFENDING_THE_TRENCH);
                s.hand(DARK, TIE_FIGHTER_PATROL);
                s.hand(DARK, TIE_FIGHTER_PATROL);
                s.play(LIGHT, X_WING);
                s.hand(LIGHT, ASTROMECH_DROID_UPGRADE);
                s.play(LIGHT, RUNNING_THE_TRENCH);
                Table { dial: 5, ..Table::default() }
            },
        ),
    ]
}

/// Two objectives of the Dark Side's in play, untouched.
fn dark_objectives(s: &mut Scenario) {
    s.play(DARK, DEATH_AND_DESPAYRE);
    s.play(DARK, DEFENDING_THE_TRENCH);
}

/// What a position's setup says beside its cards: where the dial stands, and the actions taken
/// since (an engagement under way).
#[derive(Default)]
struct Table {
    dial: u8,
    then: &'static [&'static str],
}

/// Imperial Navy against the Rebel Alliance, `active` in `phase` of turn 5 (turn 6 for the Light
/// Side), the Balance with the Light Side, six cards in each command deck (TIE Fighter Patrols,
/// Duros Smugglers), with what `setup` adds; `wins` in the LCG's notation (without its payment).
fn position(
    name: &'static str,
    active: Side,
    phase: Phase,
    plies: u32,
    wins: &str,
    setup: impl FnOnce(&mut Scenario) -> Table,
) -> Position<Lcg> {
    let mut s = Scenario::new(name, "IN-AFF", "RA-AFF").active(active, phase);
    for _ in 0..6 {
        s.command_deck(DARK, TIE_FIGHTER_PATROL);
        s.command_deck(LIGHT, DUROS_SMUGGLER);
    }
    let table = setup(&mut s);
    let turn = if active == DARK { 5 } else { 6 };
    let mut state = s.turn(turn, table.dial, LIGHT).build();
    for written in table.then {
        state = Lcg::apply(&state, &listed::<Lcg>(&state, written)).expect("a listed action applies").0;
    }
    let wins = listed::<Lcg>(&state, wins);
    Position { name, state, wins, plies, threat: None }
}

/// `p` as a race: after passing, the other side forces a win within `plies`.
fn race(p: Position<Lcg>, plies: u32) -> Position<Lcg> {
    let pass = listed::<Lcg>(&p.state, "pass");
    p.race(pass, plies)
}
