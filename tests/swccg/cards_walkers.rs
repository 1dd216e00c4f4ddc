//! Hoth's walkers (set 3): the Interrupts a piloted AT-AT or AT-ST plays against what is present
//! with it or next to it (Trample, Wall Of Fire, Crash Landing), and One More Pass, the Power
//! Harpoon's pilot against them; Tallon Roll and Corellian Slip's answer to it; Echo Base Operations. Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`)
//! and plays its card through the notation. A destiny is the top card of the Reserve Deck:
//! Stormtrooper 1, Commander Praji 2, Overload 4.

use crate::support::*;
use hangar::engine::{CardId, Ruleset, Table};
use hangar::rules::swccg::facts::{deploy_cost, drain_amount, total_power};
use hangar::rules::swccg::{problems, Action, Phase, Prompt, Side, Slot, State, Swccg};

/// Whether `title` (of `side`) is still on the table.
fn on_table(state: &State, side: Side, title: &str) -> bool {
    state.player(side).table.iter().any(|&c| state.def(c).title == title)
}

/// The Dark Side's move phase at Mos Eisley: its Blizzard Walker (an AT-AT; an AT-AT Driver
/// piloting it when `piloted`), the Light Side's Rebel Trooper, Luke Skywalker and an empty
/// SoroSuub V-35 Landspeeder there; Trample in hand, `destiny` on top of the Reserve Deck.
fn trample(piloted: bool, destiny: &str) -> State {
    let (mut s, p) = board(DARK, Phase::Move, 2);
    let walker = s.at(DARK, "Blizzard Walker", p.mos_eisley);
    if piloted {
        s.aboard(DARK, "AT-AT Driver", walker, Slot::Pilot);
    }
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(LIGHT, "SoroSuub V-35 Landspeeder", p.mos_eisley);
    s.hand(DARK, "Trample");
    s.reserve(DARK, destiny);
    s.build()
}

/// "If you have a piloted AT-AT or AT-ST present at a site, target opponent's character,
/// 'crashed' vehicle or unpiloted vehicle without armor present. Draw destiny. Character lost if
/// destiny > ability. Vehicle lost if destiny < 7." Checks a character is lost only when the
/// destiny beats its ability, and an empty speeder on a destiny under 7.
#[test]
fn card_3_138_trample_loses_a_character_whose_ability_the_destiny_beats_or_an_empty_speeder() {
    // Destiny 2 > ability 1: the Rebel Trooper is lost; Trample goes to the Used Pile.
    let after = run(trample(true, "Commander Praji"), &["interrupt Trample > Rebel Trooper"]);
    assert!(!on_table(&after, LIGHT, "Rebel Trooper"));
    assert!(after.player(DARK).used_pile.iter().any(|&c| after.def(c).title == "Trample"));
    // Destiny 1 is not > 1.
    let after = run(trample(true, "Stormtrooper"), &["interrupt Trample > Rebel Trooper"]);
    assert!(on_table(&after, LIGHT, "Rebel Trooper"));
    // Destiny 2 is not > Luke's 4.
    let after = run(trample(true, "Commander Praji"), &["interrupt Trample > Luke Skywalker"]);
    assert!(on_table(&after, LIGHT, "Luke Skywalker"));
    // The empty landspeeder (no armor): 4 < 7.
    let after = run(trample(true, "Overload"), &["interrupt Trample > SoroSuub V-35 Landspeeder"]);
    assert!(!on_table(&after, LIGHT, "SoroSuub V-35 Landspeeder"));
}

/// Trample's targets: only where its player's walker is piloted and present; only the opponent's
/// characters, and vehicles unpiloted without armor or 'crashed' (a Snowspeeder, its permanent
/// pilot aboard, is one only once crashed).
#[test]
fn card_3_138_trample_needs_a_piloted_walker_present_with_its_target() {
    let state = trample(true, "Overload");
    assert!(is_offered(&state, "interrupt Trample > Rebel Trooper"), "{:?}", offered_like(&state, "interrupt"));
    assert!(!is_offered(&state, "interrupt Trample > Blizzard Walker"), "its own walker");
    assert!(!is_offered(&state, "interrupt Trample > AT-AT Driver"), "its own character");
    // No pilot aboard: nothing to trample with.
    assert!(offered_like(&trample(false, "Overload"), "interrupt Trample").is_empty());
    // Not at another site.
    let (mut s, p) = board(DARK, Phase::Move, 2);
    s.at(DARK, "Blizzard Scout 1", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    let speeder = s.at(LIGHT, "Snowspeeder", p.mos_eisley);
    s.aboard(LIGHT, "Luke Skywalker", speeder, Slot::Pilot);
    s.hand(DARK, "Trample");
    let mut state = s.build();
    assert!(!is_offered(&state, "interrupt Trample > Rebel Trooper"), "at the Jungle");
    assert!(!is_offered(&state, "interrupt Trample > Snowspeeder"), "piloted");
    assert!(!is_offered(&state, "interrupt Trample > Luke Skywalker"), "aboard an enclosed speeder: not present");
    // Blizzard Scout 1's permanent pilot pilots it; the Snowspeeder once 'crashed' is a target.
    let speeder = find(&state, "Snowspeeder");
    state.cards[usize::from(speeder.0)].crashed = true;
    assert!(is_offered(&state, "interrupt Trample > Snowspeeder"));
}

/// The cards of `wall`: the Light Side's Rebel Troopers at the North Ridge (with the walker), the
/// Ice Plains (next to it), the Echo Corridor (next to it, interior) and the Defensive Perimeter
/// (two sites away).
struct Troopers {
    ridge: CardId,
    plains: CardId,
    corridor: CardId,
    perimeter: CardId,
}

/// The Dark Side's move phase on Hoth: Ice Plains, North Ridge, Echo Corridor and Defensive
/// Perimeter in a row; its Blizzard Walker (an AT-AT Driver piloting it when `piloted`) at the
/// North Ridge; a Rebel Trooper at each site; Wall Of Fire in hand, `destiny` on top of the
/// Reserve Deck.
fn wall(piloted: bool, destiny: &str) -> (State, Troopers) {
    let (mut s, _) = board(DARK, Phase::Move, 2);
    s.location(DARK, "Hoth");
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let ridge = s.location(DARK, "Hoth: North Ridge (4th Marker)");
    let corridor = s.location(DARK, "Hoth: Echo Corridor");
    let perimeter = s.location(DARK, "Hoth: Defensive Perimeter (3rd Marker)");
    let walker = s.at(DARK, "Blizzard Walker", ridge);
    if piloted {
        s.aboard(DARK, "AT-AT Driver", walker, Slot::Pilot);
    }
    let troopers = Troopers {
        ridge: s.at(LIGHT, "Rebel Trooper", ridge),
        plains: s.at(LIGHT, "Rebel Trooper", plains),
        corridor: s.at(LIGHT, "Rebel Trooper", corridor),
        perimeter: s.at(LIGHT, "Rebel Trooper", perimeter),
    };
    s.hand(DARK, "Wall Of Fire");
    s.reserve(DARK, destiny);
    (s.build(), troopers)
}

/// Wall Of Fire played on `targets` (the first as its target, the others picked), then the
/// destiny drawn.
fn fire(state: &State, targets: &[CardId]) -> State {
    let card = find(state, "Wall Of Fire");
    let apply = |state: &State, action: Action| Swccg::apply(state, &action).expect("offered").0;
    let mut state = apply(state, Action::Interrupt { card, target: targets.first().copied() });
    for &t in &targets[1..] {
        state = apply(&state, Action::Pick { card: t });
    }
    if state.prompt.is_some() {
        state = apply(&state, Action::Pass);
    }
    state
}

/// "If you have a piloted AT-AT present at a site, target any number of opponent's troopers
/// present at same or adjacent exterior site. Draw destiny. If destiny > number of troopers
/// targeted, they are lost." Checks which troopers may be targeted (same or adjacent exterior
/// site only, a piloted AT-AT only), and that all the targets are lost when the destiny is over
/// their number and none otherwise.
#[test]
fn card_3_141_wall_of_fire_loses_the_troopers_targeted_when_the_destiny_beats_their_number() {
    let (state, t) = wall(true, "Overload");
    let targets: Vec<CardId> = Swccg::legal_actions(&state)
        .into_iter()
        .filter_map(|a| match a {
            Action::Interrupt { card, target } if state.def(card).title == "Wall Of Fire" => target,
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![t.ridge, t.plains], "not the interior Corridor, not two sites away");
    // After the first target, the other is offered, and passing draws the destiny.
    let card = find(&state, "Wall Of Fire");
    let after = Swccg::apply(&state, &Action::Interrupt { card, target: Some(t.ridge) }).expect("offered").0;
    assert!(matches!(&after.prompt, Some(Prompt::MoreTargets { cards, .. }) if cards == &vec![t.plains]));
    assert!(is_offered(&after, "pass"));
    // Destiny 4 > 2 targets: both lost, the others stay; Lost Interrupt.
    let after = fire(&state, &[t.ridge, t.plains]);
    assert!(after.card(t.ridge).at.is_none() && after.card(t.plains).at.is_none());
    assert!(after.card(t.corridor).at.is_some() && after.card(t.perimeter).at.is_some());
    assert!(after.player(DARK).lost_pile.contains(&card));
    // Destiny 2 is not > 2: none lost; but > 1 for one target.
    let (state, t) = wall(true, "Commander Praji");
    let after = fire(&state, &[t.plains, t.ridge]);
    assert!(after.card(t.ridge).at.is_some() && after.card(t.plains).at.is_some());
    let after = fire(&state, &[t.plains]);
    assert!(after.card(t.plains).at.is_none() && after.card(t.ridge).at.is_some());
    // An unpiloted AT-AT: no Wall Of Fire.
    let (state, _) = wall(false, "Overload");
    assert!(offered_like(&state, "interrupt Wall Of Fire").is_empty());
}

/// The Dark Side's move phase on Hoth: Ice Plains, North Ridge, Echo Corridor and Defensive
/// Perimeter in a row; its Blizzard Walker (an AT-AT Driver piloting it when `piloted`, an AT-AT
/// Cannon on it when `cannon`) at the North Ridge; the Light Side's Snowspeeder at the Ice Plains,
/// Tauntaun at the North Ridge, Rogue 1 at the Defensive Perimeter; two Crash Landings in hand,
/// `destiny` on top of the Reserve Deck.
fn crash_landing(piloted: bool, cannon: bool, destiny: &str) -> State {
    let (mut s, _) = board(DARK, Phase::Move, 2);
    s.location(DARK, "Hoth");
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let ridge = s.location(DARK, "Hoth: North Ridge (4th Marker)");
    s.location(DARK, "Hoth: Echo Corridor");
    let perimeter = s.location(DARK, "Hoth: Defensive Perimeter (3rd Marker)");
    let walker = s.at(DARK, "Blizzard Walker", ridge);
    if piloted {
        s.aboard(DARK, "AT-AT Driver", walker, Slot::Pilot);
    }
    if cannon {
        s.on(DARK, "AT-AT Cannon", walker);
    }
    s.at(LIGHT, "Snowspeeder", plains);
    s.at(LIGHT, "Tauntaun", ridge);
    s.at(LIGHT, "Rogue 1", perimeter);
    s.hand(DARK, "Crash Landing");
    s.hand(DARK, "Crash Landing");
    s.reserve(DARK, destiny);
    s.build()
}

/// "If you have a piloted AT-AT present at a site, target opponent's non-creature vehicle present
/// at same or adjacent exterior site. Draw destiny. If AT-AT has a vehicle weapon, add 1 to
/// destiny draw. Target 'crashes' if total destiny > 3." Checks the targets (not a creature
/// vehicle, not two sites away, a piloted AT-AT only), that destiny 3 crashes nothing alone and
/// crashes the target with the AT-AT Cannon's +1, and that a vehicle crashed outside a battle
/// stays on the table crashed (not piloted), not hit.
#[test]
fn card_3_120_crash_landing_crashes_a_vehicle_next_to_the_at_at_on_a_total_over_3() {
    let state = crash_landing(true, false, "Imperial Pilot");
    assert!(is_offered(&state, "interrupt Crash Landing > Snowspeeder"), "at the adjacent exterior site");
    assert!(!is_offered(&state, "interrupt Crash Landing > Tauntaun"), "a creature vehicle");
    assert!(!is_offered(&state, "interrupt Crash Landing > Rogue 1"), "two sites away");
    assert!(offered_like(&crash_landing(false, true, "Imperial Pilot"), "interrupt Crash Landing").is_empty());
    // Destiny 3 is not > 3.
    let after = run(state, &["interrupt Crash Landing > Snowspeeder"]);
    let speeder = find(&after, "Snowspeeder");
    assert!(!after.card(speeder).crashed);
    // With the AT-AT Cannon: 3 + 1 > 3. It stays, crashed and not hit; the state is sound.
    let state = crash_landing(true, true, "Imperial Pilot");
    let after = run(state, &["interrupt Crash Landing > Snowspeeder"]);
    let speeder = find(&after, "Snowspeeder");
    assert!(after.card(speeder).at.is_some() && after.card(speeder).crashed && !after.card(speeder).hit);
    assert!(problems(&after).is_empty(), "{:?}", problems(&after));
    assert!(after.player(DARK).used_pile.iter().any(|&c| after.def(c).title == "Crash Landing"), "Used");
    // Crashed, it is no target for the second Crash Landing.
    assert!(after.player(DARK).hand.iter().any(|&c| after.def(c).title == "Crash Landing"));
    assert!(!is_offered(&after, "interrupt Crash Landing > Snowspeeder"));
}

/// The Light Side's battle it just initiated at the Ice Plains: its Snowspeeder (Luke piloting it
/// when `luke`; else its permanent pilot of ability 1) with a Power Harpoon, against the Dark
/// Side's Blizzard Scout 1 and a Stormtrooper; One More Pass in hand; the Light Side's next
/// destiny a Rebel Trooper (1).
fn one_more_pass(luke: bool) -> State {
    let (mut s, _) = board(LIGHT, Phase::Battle, 4);
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let speeder = s.at(LIGHT, "Snowspeeder", plains);
    if luke {
        s.aboard(LIGHT, "Luke Skywalker", speeder, Slot::Pilot);
    }
    s.on(LIGHT, "Power Harpoon", speeder);
    s.at(DARK, "Blizzard Scout 1", plains);
    s.at(DARK, "Stormtrooper", plains);
    s.hand(LIGHT, "One More Pass");
    s.reserve(LIGHT, "Rebel Trooper");
    let mut state = run(s.build(), &["battle Hoth: Ice Plains (5th Marker) (1)"]);
    while state.prompt.is_some() {
        state = run(state, &["pass"]);
    }
    state
}

/// "If you are about to draw power harpoon weapon destiny, add ability of one pilot aboard same
/// vehicle." Checks that it is played before the harpoon fires in the battle (not outside one),
/// that Luke's ability 4 turns destiny 1 + maneuver into a crash over 8, and that without it (or
/// with only the permanent pilot's 1) the AT-ST does not crash.
#[test]
fn card_3_47_one_more_pass_adds_the_pilots_ability_to_the_power_harpoons_destiny() {
    let state = one_more_pass(true);
    assert!(is_offered(&state, "interrupt One More Pass"), "{:?}", offered_like(&state, "interrupt"));
    let scout = find(&state, "Blizzard Scout 1");
    // Without it: 1 + the Snowspeeder's maneuver is not over 8.
    let after = run(state.clone(), &["fire Power Harpoon > Blizzard Scout 1 (1)"]);
    assert!(!after.card(scout).crashed);
    // With it: Luke's 4 more, over 8: the AT-ST crashes.
    let after = run(state, &["interrupt One More Pass", "pass", "fire Power Harpoon > Blizzard Scout 1 (1)"]);
    assert!(after.card(scout).crashed && after.card(scout).hit);
    // The permanent pilot's ability 1 alone is not enough.
    let after =
        run(one_more_pass(false), &["interrupt One More Pass", "pass", "fire Power Harpoon > Blizzard Scout 1 (1)"]);
    assert!(!after.card(find(&after, "Blizzard Scout 1")).crashed);
    // Outside a battle, no harpoon is about to fire.
    let (mut s, _) = board(LIGHT, Phase::Move, 4);
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let speeder = s.at(LIGHT, "Snowspeeder", plains);
    s.on(LIGHT, "Power Harpoon", speeder);
    s.hand(LIGHT, "One More Pass");
    assert!(!is_offered(&s.build(), "interrupt One More Pass"));
}

/// The Dark Side's move phase: its TIE Fighter (a TIE/ln, power 1, maneuver 3) and TIE Advanced
/// x1 and the Light Side's X-wing (power 3, maneuver 4, a permanent pilot of ability 1) at
/// Tatooine, the Light Side's Y-wing at Yavin 4; Tallon Roll in the Dark Side's hand, Corellian
/// Slip in the Light Side's when `slip`; `dark` and `light` on top of each Reserve Deck.
fn tallon_roll(slip: bool, dark: &str, light: &str) -> State {
    let (mut s, p) = board(DARK, Phase::Move, 2);
    s.at(DARK, "TIE Fighter", p.tatooine);
    s.at(DARK, "TIE Advanced x1", p.tatooine);
    s.at(LIGHT, "X-wing", p.tatooine);
    s.at(LIGHT, "Y-wing", p.yavin);
    s.hand(DARK, "Tallon Roll");
    if slip {
        s.hand(LIGHT, "Corellian Slip");
    }
    s.reserve(DARK, dark);
    s.reserve(LIGHT, light);
    s.build()
}

/// "Target two starfighters (your TIE/ln and any Rebel starfighter) present at same system or
/// sector. Each player draws destiny. Opponent totals destiny and starship's power. You total
/// destiny, TIE's power and TIE's maneuver. Lowest total loses starfighter." Checks the target (a
/// Rebel starfighter at a system with the player's TIE/ln), and that the lower total loses its
/// starfighter, either side's, and a tie none.
#[test]
fn card_1_270_tallon_roll_loses_the_starfighter_of_the_lower_total() {
    let state = tallon_roll(false, "Overload", "Rebel Trooper");
    assert_eq!(offered_like(&state, "interrupt Tallon Roll"), ["interrupt Tallon Roll > X-wing"], "not at Yavin 4");
    // Dark 4 + 1 + 3 = 8 against Light 1 + 3 = 4: the X-wing is lost.
    let after = run(state, &["interrupt Tallon Roll > X-wing"]);
    assert!(find_on_table(&after, "X-wing").is_none() && find_on_table(&after, "TIE Fighter").is_some());
    // Dark 1 + 4 = 5 against Light 6 + 3 = 9: the TIE is lost.
    let after = run(tallon_roll(false, "Stormtrooper", "Red 6"), &["interrupt Tallon Roll > X-wing"]);
    assert!(find_on_table(&after, "X-wing").is_some() && find_on_table(&after, "TIE Fighter").is_none());
    // 5 against 2 + 3 = 5: none.
    let after = run(tallon_roll(false, "Stormtrooper", "X-wing"), &["interrupt Tallon Roll > X-wing"]);
    assert!(find_on_table(&after, "X-wing").is_some() && find_on_table(&after, "TIE Fighter").is_some());
    // No TIE/ln at Tatooine (the TIE Advanced x1 is none): no Tallon Roll.
    let (mut s, p) = board(DARK, Phase::Move, 2);
    s.at(DARK, "TIE Advanced x1", p.tatooine);
    s.at(LIGHT, "X-wing", p.tatooine);
    s.hand(DARK, "Tallon Roll");
    assert!(offered_like(&s.build(), "interrupt Tallon Roll").is_empty());
}

/// Corellian Slip: "If opponent just initiated a Tallon Roll, add your maneuver + ability of one
/// pilot on you targeted starfighter to your total." Checks it answers the roll before it
/// resolves (the X-wing's maneuver 4 and permanent pilot's 1 turn a loss into a win), and that
/// passing leaves the roll as it was.
#[test]
fn card_2_47_corellian_slip_adds_maneuver_and_pilot_ability_against_a_tallon_roll() {
    let state = run(tallon_roll(true, "Overload", "Rebel Trooper"), &["interrupt Tallon Roll > X-wing"]);
    assert!(is_offered(&state, "interrupt Corellian Slip"), "{:?}", offered(&state));
    // Dark 8 against Light 1 + 3 + 4 + 1 = 9: the TIE is lost.
    let after = run(state.clone(), &["interrupt Corellian Slip"]);
    assert!(find_on_table(&after, "X-wing").is_some() && find_on_table(&after, "TIE Fighter").is_none());
    let after = run(state, &["pass"]);
    assert!(find_on_table(&after, "X-wing").is_none() && find_on_table(&after, "TIE Fighter").is_some());
}

/// The first card of `title` on the table, either side's.
fn find_on_table(state: &State, title: &str) -> Option<CardId> {
    all(state, title).into_iter().find(|&c| state.card(c).at.is_some())
}

/// The Light Side's deploy phase: Hoth with its Main Power Generators and three Echo sites (a
/// Rebel Trooper at `echo` of them), an X-wing at Tatooine and another in hand; Echo Base
/// Operations in hand.
fn echo_base(echo: usize) -> State {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 4);
    s.location(LIGHT, "Hoth");
    s.location(LIGHT, "Hoth: Main Power Generators (1st Marker)");
    for (k, site) in ["Hoth: Echo Corridor", "Hoth: Echo Docking Bay", "Hoth: Echo Med Lab"].into_iter().enumerate() {
        let l = s.location(LIGHT, site);
        if k < echo {
            s.at(LIGHT, "Rebel Trooper", l);
        }
    }
    s.at(LIGHT, "X-wing", p.tatooine);
    s.hand(LIGHT, "X-wing");
    s.hand(LIGHT, "Echo Base Operations");
    s.build()
}

/// "Deploy on Main Power Generators if you occupy at least three Echo sites. At every system
/// location, you deploy is -1, your Force drains are +2 and your total power is +3 in battles."
/// Checks it deploys only with three Echo sites occupied, and what it changes at a system (not at
/// a site).
#[test]
fn card_3_34_echo_base_operations_at_every_system_deploy_1_less_drain_2_more_power_3_more() {
    assert!(offered_like(&echo_base(2), "deploy Echo Base Operations").is_empty(), "two Echo sites");
    let state = echo_base(3);
    assert_eq!(
        offered_like(&state, "deploy Echo Base Operations"),
        ["deploy Echo Base Operations on Hoth: Main Power Generators (1st Marker) (0)"]
    );
    let after = run(state.clone(), &["deploy Echo Base Operations on Hoth: Main Power Generators (1st Marker)"]);
    let tatooine = find(&state, "Tatooine");
    let mos_eisley = find(&state, "Tatooine: Mos Eisley");
    let xwing = state.player(LIGHT).hand.iter().copied().find(|&c| state.def(c).title == "X-wing").expect("in hand");
    let trooper = find(&state, "Rebel Trooper");
    assert_eq!(
        deploy_cost(&after, LIGHT, xwing, Some(tatooine), None) + 1,
        deploy_cost(&state, LIGHT, xwing, Some(tatooine), None)
    );
    assert_eq!(
        deploy_cost(&after, LIGHT, trooper, Some(mos_eisley), None),
        deploy_cost(&state, LIGHT, trooper, Some(mos_eisley), None),
        "not at a site"
    );
    assert!(drain_amount(&state, LIGHT, tatooine) > 0);
    assert_eq!(drain_amount(&after, LIGHT, tatooine), drain_amount(&state, LIGHT, tatooine) + 2);
    assert_eq!(total_power(&after, LIGHT, tatooine), total_power(&state, LIGHT, tatooine) + 3);
    assert_eq!(total_power(&after, LIGHT, mos_eisley), total_power(&state, LIGHT, mos_eisley));
    assert_eq!(total_power(&after, DARK, tatooine), total_power(&state, DARK, tatooine), "its player's only");
}

/// "Effect canceled if opponent occupies five Hoth sites." Checks it stays while the Dark Side
/// occupies four Hoth sites and is lost once it occupies a fifth.
#[test]
fn card_3_34_echo_base_operations_is_canceled_when_the_opponent_occupies_five_hoth_sites() {
    let sites = [
        "Hoth: Main Power Generators (1st Marker)",
        "Hoth: Echo Corridor",
        "Hoth: Echo Docking Bay",
        "Hoth: Echo Med Lab",
        "Hoth: North Ridge (4th Marker)",
    ];
    let state = |occupied: usize| {
        let (mut s, _) = board(DARK, Phase::Move, 2);
        s.location(LIGHT, "Hoth");
        let mut generators = None;
        for (k, site) in sites.into_iter().enumerate() {
            let l = s.location(LIGHT, site);
            generators.get_or_insert(l);
            if k < occupied {
                s.at(DARK, "Stormtrooper", l);
            }
        }
        s.on(LIGHT, "Echo Base Operations", generators.expect("placed"));
        s.build()
    };
    let effect_on_table = |state: &State| find_on_table(state, "Echo Base Operations").is_some();
    // "Deploy … if you occupy at least three Echo sites" is a condition to deploy only: on the
    // table with no Echo site of its player's occupied, the state is sound (pool games, seed 299).
    assert_eq!(<hangar::rules::swccg::Swccg as hangar::engine::Ruleset>::problems(&state(0)), []);
    assert!(effect_on_table(&run(state(4), &["pass"])), "four sites");
    let after = run(state(5), &["pass"]);
    assert!(!effect_on_table(&after), "five sites");
    assert!(after.player(LIGHT).lost_pile.iter().any(|&c| after.def(c).title == "Echo Base Operations"));
}
