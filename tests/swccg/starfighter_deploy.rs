//! Deploying starfighters ([S11], [S12]).

use crate::support::*;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::engine::{Rejected, Target};
use hangar::rules::swccg::location_zone;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::Swccg;

/// Tatooine, its docking bay and Mos Eisley; Devastator at Tatooine; Force 5.
fn tatooine_with_devastator() -> (
    hangar::rules::swccg::Scenario,
    hangar::engine::CardId,
    hangar::engine::CardId,
    hangar::engine::CardId,
    hangar::engine::CardId,
) {
    let mut s = hangar::rules::swccg::Scenario::new("t").active(DARK, Phase::Deploy).turn(3);
    let tatooine = s.location(DARK, "Tatooine");
    let bay = s.location(DARK, "Tatooine: Docking Bay 94");
    let mos = s.location(DARK, "Tatooine: Mos Eisley");
    let devastator = s.at(DARK, "Devastator", tatooine);
    s.reserve_n(DARK, "Stormtrooper", 3);
    s.reserve_n(LIGHT, "Rebel Trooper", 3);
    s.force(DARK, "Stormtrooper", 5);
    (s, tatooine, bay, mos, devastator)
}

#[test]
fn s11_a_starfighter_with_a_permanent_pilot_deploys_at_a_docking_bay_aboard_or_at_a_system() {
    let (mut s, tatooine, _, mos, _) = tatooine_with_devastator();
    let tie = s.hand(DARK, "TIE Fighter");
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy TIE Fighter"),
        [
            "deploy TIE Fighter > Devastator as cargo (0)",
            "deploy TIE Fighter > Tatooine (0)",
            "deploy TIE Fighter > Tatooine: Docking Bay 94 (1)",
        ]
    );
    assert_eq!(
        why(&state, Action::Deploy { card: tie, to: Dest::At(mos), force: 1 }),
        (Reason::StarfighterNotThere, "s11")
    );
    let at_system = run(state, &["deploy TIE Fighter > Tatooine (0)"]);
    assert_eq!(at_system.location_of(tie), Some(tatooine));
}

#[test]
fn s12_a_starfighter_without_a_permanent_pilot_deploys_with_a_pilot_or_empty_at_a_docking_bay_or_aboard() {
    let (mut s, tatooine, bay, _, devastator) = tatooine_with_devastator();
    let black2 = s.hand(DARK, "Black 2");
    let ds = s.hand(DARK, "DS-61-2");
    let trooper = s.hand(DARK, "Stormtrooper");
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy Black 2"),
        [
            "deploy Black 2 + DS-61-2 as pilot > Devastator as cargo (3)",
            "deploy Black 2 + DS-61-2 as pilot > Tatooine (3)",
            "deploy Black 2 + DS-61-2 as pilot > Tatooine: Docking Bay 94 (3)",
            "deploy Black 2 > Devastator as cargo (1)",
            "deploy Black 2 > Tatooine: Docking Bay 94 (1)",
        ],
        "never empty at a system; a Stormtrooper is no pilot, and Black 2 has room for one pilot only"
    );
    assert_eq!(
        why(&state, Action::Deploy { card: black2, to: Dest::At(tatooine), force: 1 }),
        (Reason::EmptyStarfighterAtSystem, "s12")
    );
    assert_eq!(
        why(
            &state,
            Action::DeployWith { card: black2, to: Dest::At(tatooine), rider: trooper, slot: Slot::Pilot, force: 2 }
        ),
        (Reason::NotAPilot, "o4")
    );
    // As one action, paying both costs.
    let (together, _) = take(&state, "deploy Black 2 + DS-61-2 as pilot > Tatooine");
    assert_eq!(together.location_of(black2), Some(tatooine));
    assert_eq!(together.card(ds).at, Some(hangar::rules::swccg::At::Aboard { host: black2, slot: Slot::Pilot }));
    assert_eq!(together.player(DARK).force_pile.len(), 2);
    // Empty at the docking bay, it is landed there; aboard Devastator, cargo.
    let landed = run(state.clone(), &["deploy Black 2 > Tatooine: Docking Bay 94"]);
    assert_eq!(landed.location_of(black2), Some(bay));
    let cargo = run(state.clone(), &["deploy Black 2 > Devastator as cargo"]);
    assert_eq!(cargo.card(black2).at, Some(hangar::rules::swccg::At::Aboard { host: devastator, slot: Slot::Cargo }));
    // The drop says why: "an empty starfighter cannot deploy to a system".
    for target in [Target::Zone(location_zone(tatooine)), Target::Card(tatooine)] {
        let drop: Rejected<Reason> = Swccg::drop(&state, black2, target).unwrap_err();
        assert_eq!((drop.reason.clone(), cited(&drop)), (Reason::EmptyStarfighterAtSystem, "s12"));
    }
    // Dropped on the docking bay, it deploys there empty.
    assert_eq!(
        Swccg::drop(&state, black2, Target::Card(bay)),
        Ok(Action::Deploy { card: black2, to: Dest::At(bay), force: 1 })
    );
}
