//! Transports, Tatooine's storms and sales (sets 1–3): Nabrun Leids and Elis Helrot's
//! 'transport', Gravel Storm, Spaceport Speeders. Each test is named `card_<GEMP id>_<what it does>`
//! (`cards_covered.rs`) and plays its card through the notation. A destiny is the top card of the Reserve Deck.

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;

/// Whether `title` (of `side`) is on the table.
fn on_table(state: &State, side: Side, title: &str) -> bool {
    state.player(side).table.iter().any(|&c| state.def(c).title == title)
}

/// The Light Side's deploy phase with `force` Force: its Han Solo and Rebel Trooper at Mos Eisley
/// with a Dark Stormtrooper; Nabrun Leids in its hand, `destiny` on top of its Reserve Deck.
fn transport(force: usize, destiny: &str) -> State {
    let (mut s, p) = board(LIGHT, Phase::Deploy, force);
    s.at(LIGHT, "Han Solo", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.hand(LIGHT, "Nabrun Leids");
    s.reserve(LIGHT, destiny);
    s.build()
}

/// "At any time (except during battle), target any or all of your characters at one site to
/// 'transport' (relocate) to any one other site. Draw destiny. Use that much Force to
/// 'transport,' or place Interrupt in Lost Pile." Checks: targeting Han Solo at Mos Eisley, a
/// destiny of 2 (X-wing) costs 2 Force and both Light characters there go to the site picked, the
/// Stormtrooper stays; passing, or too little Force for the destiny, places the Interrupt in the
/// Lost Pile and nobody moves; an opponent's character is no target, and not during a battle.
#[test]
fn card_1_97_nabrun_leids_transports_all_your_characters_at_a_site_for_the_destiny_in_force() {
    let state = transport(3, "X-wing");
    assert!(!is_offered(&state, "interrupt Nabrun Leids > Stormtrooper"), "an opponent's character");
    let after = run(state, &["interrupt Nabrun Leids > Han Solo"]);
    assert_eq!(
        offered(&after),
        vec!["pass", "pick Tatooine: Docking Bay 94", "pick Yavin 4: Docking Bay", "pick Yavin 4: Jungle"]
    );
    let force = after.player(LIGHT).force_pile.len();
    let moved = run(after.clone(), &["pick Yavin 4: Jungle"]);
    let jungle = find(&moved, "Yavin 4: Jungle");
    assert_eq!(moved.location_of(find(&moved, "Han Solo")), Some(jungle));
    let at_jungle = |side| {
        moved.player(side).table.iter().filter(|&&c| c != jungle && moved.location_of(c) == Some(jungle)).count()
    };
    assert_eq!((at_jungle(LIGHT), at_jungle(DARK)), (2, 0), "Han and the Rebel Trooper go, the Stormtrooper stays");
    assert_eq!(moved.player(LIGHT).force_pile.len(), force - 2, "destiny 2: 2 Force used");
    assert!(moved.player(LIGHT).used_pile.contains(&find(&moved, "Nabrun Leids")));
    // Passing: the Interrupt is lost, nobody moves.
    let passed = run(after, &["pass"]);
    assert_ne!(passed.location_of(find(&passed, "Han Solo")), Some(jungle));
    assert!(passed.player(LIGHT).lost_pile.contains(&find(&passed, "Nabrun Leids")));
    assert_eq!(passed.player(LIGHT).force_pile.len(), force);
    // One Force for a destiny of 2: lost at once.
    let poor = run(transport(1, "X-wing"), &["interrupt Nabrun Leids > Han Solo"]);
    assert!(poor.prompt.is_none());
    assert!(poor.player(LIGHT).lost_pile.contains(&find(&poor, "Nabrun Leids")));
    // Not during a battle.
    let mut battle = run(transport(3, "X-wing"), &["pass", "battle Tatooine: Mos Eisley (1)"]);
    while battle.prompt.is_some() {
        battle = run(battle, &["pass"]);
    }
    assert!(battle.battle.is_some() && battle.acting() == LIGHT, "the weapons segment, the Light Side to act");
    assert!(!offered(&battle).iter().any(|a| a.starts_with("interrupt Nabrun Leids")));
}

/// Elis Helrot, the Dark Side's: the same text. Checks: a Stormtrooper at Mos Eisley goes to
/// Docking Bay 94 for a destiny of 1 (Stormtrooper) and 1 Force; the Light Side's Han Solo
/// there is no target.
#[test]
fn card_1_243_elis_helrot_transports_the_dark_sides_characters() {
    let (mut s, p) = board(DARK, Phase::Move, 2);
    s.at(LIGHT, "Han Solo", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.hand(DARK, "Elis Helrot");
    s.reserve(DARK, "Stormtrooper");
    let state = s.build();
    assert!(!is_offered(&state, "interrupt Elis Helrot > Han Solo"));
    let after = run(state, &["interrupt Elis Helrot > Stormtrooper", "pick Tatooine: Docking Bay 94"]);
    let bay = find(&after, "Tatooine: Docking Bay 94");
    let trooper = after.player(DARK).table.iter().copied().find(|&c| after.location_of(c) == Some(bay));
    assert!(trooper.is_some(), "the Stormtrooper went to Docking Bay 94");
    assert_eq!(after.player(DARK).force_pile.len(), 1);
    assert_ne!(after.location_of(find(&after, "Han Solo")), Some(bay));
}

/// The Dark Side's deploy phase: the Light Side's Rebel Trooper (ability 1) and Han Solo (ability
/// 3) at Mos Eisley, a Rebel Trooper at Docking Bay 94; Gravel Storm in the Dark Side's hand,
/// `destiny` on top of its Reserve Deck.
fn gravel_storm(destiny: &str) -> State {
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Han Solo", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.bay94);
    s.hand(DARK, "Gravel Storm");
    s.reserve(DARK, destiny);
    s.build()
}

/// "Strikes at Dune Sea, Jundland Wastes, Beggar's Canyon, Lars' Moisture Farm, Jawa Camp, or
/// Mos Eisley. Target opponent's character present at that site. Draw destiny. Target lost if
/// destiny > ability." Checks: a destiny of 2 (Black 2) does not lose Han Solo (ability 3)
/// but loses the Rebel Trooper (ability 1); a destiny of 1 (Stormtrooper) does not; the
/// Interrupt is Lost; the Dark Side's own Stormtrooper, and a site not named (Docking Bay 94),
/// are no targets.
#[test]
fn card_1_247_gravel_storm_loses_a_character_at_a_named_site_on_a_destiny_over_its_ability() {
    let state = gravel_storm("Black 2");
    assert!(!is_offered(&state, "interrupt Gravel Storm > Stormtrooper"), "its own character");
    let han = run(state.clone(), &["interrupt Gravel Storm > Han Solo"]);
    assert!(on_table(&han, LIGHT, "Han Solo"), "destiny 2 is not over ability 3");
    assert!(han.player(DARK).lost_pile.contains(&find(&han, "Gravel Storm")));
    let trooper = run(state, &["interrupt Gravel Storm > Rebel Trooper"]);
    assert!(!on_table(&trooper, LIGHT, "Rebel Trooper"), "destiny 2 > ability 1");
    let low = run(gravel_storm("Stormtrooper"), &["interrupt Gravel Storm > Rebel Trooper"]);
    assert!(on_table(&low, LIGHT, "Rebel Trooper"), "destiny 1 is not over ability 1");
    // At Docking Bay 94 (not named) the Rebel Trooper is no target.
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    s.at(LIGHT, "Rebel Trooper", p.bay94);
    s.hand(DARK, "Gravel Storm");
    assert!(!is_offered(&s.build(), "interrupt Gravel Storm > Rebel Trooper"));
}

/// The Light Side's deploy phase: its `sold` at Mos Eisley (a vehicle or a droid), its R2-X2 at
/// Docking Bay 94; Spaceport Speeders in hand; X-wing (destiny 2) and Rebel Trooper (destiny 1)
/// on top of its Reserve Deck, then six cards to activate.
fn speeders(sold: &str) -> State {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    s.at(LIGHT, sold, p.mos_eisley);
    s.at(LIGHT, "R2-X2 (Artoo-Extoo)", p.bay94);
    s.hand(LIGHT, "Spaceport Speeders");
    for _ in 0..6 {
        s.reserve(LIGHT, "Rebel Trooper");
    }
    s.reserve(LIGHT, "Rebel Trooper");
    s.reserve(LIGHT, "X-wing");
    s.build()
}

/// "Sell one of your vehicles or droids at Mos Eisley or same site as Wioslea. Draw two destiny
/// (three destiny if vehicle is Luke's X-34 Landspeeder). The total is the 'offer,' which you
/// must accept. Activate that much Force; then vehicle or droid is lost." Checks: R4-E1 sold at
/// Mos Eisley for 2 + 1: three Force activated, the droid lost; Luke's X-34 Landspeeder draws a
/// third destiny (4 Force); a droid at Docking Bay 94 is no target (Wioslea's clause is inert).
#[test]
fn card_1_112_spaceport_speeders_sells_a_vehicle_or_droid_at_mos_eisley_for_the_destiny_in_force() {
    let state = speeders("R4-E1 (Arfour-Eeone)");
    assert!(!is_offered(&state, "interrupt Spaceport Speeders > R2-X2 (Artoo-Extoo)"), "not at Mos Eisley");
    let force = state.player(LIGHT).force_pile.len();
    let sold = run(state, &["interrupt Spaceport Speeders > R4-E1 (Arfour-Eeone)"]);
    assert!(!on_table(&sold, LIGHT, "R4-E1 (Arfour-Eeone)"));
    assert!(sold.player(LIGHT).lost_pile.contains(&find(&sold, "R4-E1 (Arfour-Eeone)")));
    assert_eq!(sold.player(LIGHT).force_pile.len(), force + 3, "the offer: 2 + 1");
    let x34 = run(speeders("Luke's X-34 Landspeeder"), &["interrupt Spaceport Speeders > Luke's X-34 Landspeeder"]);
    assert!(!on_table(&x34, LIGHT, "Luke's X-34 Landspeeder"));
    assert_eq!(x34.player(LIGHT).force_pile.len(), force + 4, "three destiny: 2 + 1 + 1");
}

/// The Dark Side's move phase: its Stormtrooper at Mos Eisley (to be transported) and one at the
/// Jungle (not), the Light Side's Han Solo at Mos Eisley; the Dark Side holds `interrupt` (its
/// destiny, a Stormtrooper, costs 1 Force), the Light Side Quite A Mercenary and `light_force`
/// Force. The Dark Side transports the Mos Eisley Stormtrooper to Docking Bay 94.
fn mercenary(interrupt: &str, light_force: usize) -> State {
    let (mut s, p) = board(DARK, Phase::Move, 0);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(LIGHT, "Han Solo", p.mos_eisley);
    s.hand(DARK, interrupt);
    s.hand(LIGHT, "Quite A Mercenary");
    s.reserve(DARK, "Stormtrooper");
    s.force(DARK, "Stormtrooper", 2);
    s.force(LIGHT, "Rebel Trooper", light_force);
    let state = s.build();
    let trooper = state
        .player(DARK)
        .table
        .iter()
        .copied()
        .find(|&c| state.location_of(c) == Some(p.mos_eisley))
        .expect("the Stormtrooper at Mos Eisley");
    assert_eq!(state.def(trooper).title, "Stormtrooper");
    run(state, &[&format!("interrupt {interrupt} > Stormtrooper"), "pick Tatooine: Docking Bay 94"])
}

/// "If Elis Helrot just completed a transport, use 2 Force. Elis and all character transported
/// are lost." Checks: after Elis Helrot's transport the Light Side's window offers Quite A
/// Mercenary; played, it uses 2 Force, Elis Helrot goes from the Used Pile to the Lost Pile and
/// the Stormtrooper transported is lost, the one at the Jungle stays; passing loses nothing; no
/// window after a transport by another Interrupt of the same text (Nabrun Leids, held by the Dark
/// Side here), nor with 1 Force; the kept characters are cleared as the window closes.
#[test]
fn card_2_55_quite_a_mercenary_loses_elis_helrot_and_the_characters_it_transported() {
    let state = mercenary("Elis Helrot", 3);
    let bay = find(&state, "Tatooine: Docking Bay 94");
    let moved = state.player(DARK).table.iter().copied().find(|&c| state.location_of(c) == Some(bay));
    let moved = moved.expect("the Stormtrooper went to Docking Bay 94");
    assert_eq!(state.transported, vec![moved]);
    assert_eq!(offered(&state), vec!["interrupt Quite A Mercenary", "pass"]);
    let force = state.player(LIGHT).force_pile.len();
    let lost = run(state.clone(), &["interrupt Quite A Mercenary"]);
    let elis = find(&lost, "Elis Helrot");
    assert!(lost.player(DARK).lost_pile.contains(&elis) && !lost.player(DARK).used_pile.contains(&elis));
    assert!(lost.player(DARK).lost_pile.contains(&moved), "the Stormtrooper transported is lost");
    assert_eq!(
        lost.player(DARK).table.iter().filter(|&&c| lost.def(c).title == "Stormtrooper").count(),
        1,
        "the Stormtrooper at the Jungle stays"
    );
    assert_eq!(lost.player(LIGHT).force_pile.len(), force - 2, "2 Force used");
    assert!(lost.transported.is_empty());
    // Passing: Elis stays in the Used Pile, the Stormtrooper at Docking Bay 94.
    let passed = run(state, &["pass"]);
    assert_eq!(passed.location_of(moved), Some(bay));
    assert!(passed.player(DARK).used_pile.contains(&find(&passed, "Elis Helrot")));
    assert!(passed.transported.is_empty());
    // Another Interrupt's transport, or too little Force: no window.
    let nabrun = mercenary("Nabrun Leids", 3);
    assert!(nabrun.prompt.is_none() && nabrun.transported.is_empty());
    let poor = mercenary("Elis Helrot", 1);
    assert!(poor.prompt.is_none() && poor.transported.is_empty());
    assert!(poor.player(DARK).table.iter().any(|&c| poor.location_of(c) == Some(bay)), "transported all the same");
}
