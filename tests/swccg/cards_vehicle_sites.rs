//! The vehicle sites of A New Hope (Sandcrawler: Droid Junkheap, Sandcrawler: Loading Bay), and the
//! Interrupts answering a location just deployed or a card just moved (A Dark Time For The
//! Rebellion, Walker Sighting; `responses.rs`): each test is named `card_<GEMP id>_<what it does>`
//! (`cards_covered.rs`).

use crate::cards_locations::inert;
use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Table;
use hangar::rules::swccg::facts::deploy_cost;
use hangar::rules::swccg::facts::total_power;
use hangar::rules::swccg::testing::lose_from_table;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::InertReason;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Scenario;
use hangar::rules::swccg::Side;

/// `side`'s Sandcrawler at Mos Eisley (the board's Tatooine sites: Docking Bay 94, Mos Eisley) and
/// its vehicle site `site` on it, `active` in `phase`.
fn crawler_with_site(side: Side, site: &str, active: Side, phase: Phase) -> (Scenario, Places, CardId, CardId) {
    let (mut s, p) = board(active, phase, 6);
    let crawler = s.at(side, if side == DARK { "1_309" } else { "1_150" }, p.mos_eisley);
    let site = s.vehicle_site(side, site, crawler);
    (s, p, crawler, site)
}

/// "Deploy on your sandcrawler": `side`'s vehicle site `id` in hand deploys on its own
/// Sandcrawler (free, as a location), not on the opponent's, and never on its own ("location …"
/// refused by its text); deployed, it is no Tatooine site: nothing moves to it by landspeed.
fn deploys_on_your_sandcrawler(side: Side, id: &str, title: &str) {
    let (mut s, p) = board(side, Phase::Deploy, 6);
    let (mine, theirs) = if side == DARK { ("1_309", "1_150") } else { ("1_150", "1_309") };
    s.at(side.opponent(), theirs, p.bay94);
    let crawler = s.at(side, mine, p.mos_eisley);
    s.at(side, if side == DARK { "Stormtrooper" } else { "Rebel Trooper" }, p.mos_eisley);
    let site = s.hand(side, id);
    let state = s.build();
    let offers = offered_like(&state, &format!("deploy {title}"));
    assert_eq!(offers, [format!("deploy {title} on Sandcrawler (0)")], "only on its own Sandcrawler");
    assert!(!is_offered(&state, &format!("location {title}")));
    let (reason, cite) = why(&state, Action::DeployLocation { card: site });
    assert_eq!(reason, Reason::DeploysOnVehicle { title: title.into(), vehicle: "sandcrawler".into() });
    assert_eq!(cite, title);
    let after = run(state, &[&format!("deploy {title} on Sandcrawler (0)")]);
    assert!(after.locations.contains(&site));
    assert_eq!(after.vehicle_sites, [[site, crawler]]);
    assert!(!after.player(side).hand.contains(&site));
    // No planet's site: a trooper at Mos Eisley does not walk to it by landspeed.
    let mut later = after;
    later.phase = Phase::Move;
    assert!(offered_like(&later, "landspeed").iter().all(|o| !o.contains(title)), "{:?}", offered(&later));
}

#[test]
fn card_2_149_droid_junkheap_deploys_only_on_your_sandcrawler() {
    deploys_on_your_sandcrawler(DARK, "2_149", "Sandcrawler: Droid Junkheap");
    assert!(inert("2_149", InertReason::NamesAbsentCards));
}

#[test]
fn card_2_66_loading_bay_deploys_only_on_your_sandcrawler() {
    deploys_on_your_sandcrawler(LIGHT, "2_66", "Sandcrawler: Loading Bay");
    assert!(inert("2_66", InertReason::NamesAbsentCards));
}

/// "Your characters may enter/exit here for 1 Force each" (the half facing the site's opponent):
/// in the move phase, a character at the site its Sandcrawler is present at enters the site as a
/// regular move, free for the owner's and for 1 Force for the opponent's; from it, it exits to the
/// site the Sandcrawler is at now (the site moves with its vehicle).
fn enter_exit(owner: Side, id: &str, title: &str) {
    let trooper = |side: Side| if side == DARK { "Stormtrooper" } else { "Rebel Trooper" };
    for mover in Side::BOTH {
        let (mut s, p, crawler, _) = crawler_with_site(owner, id, mover, Phase::Move);
        let who = s.at(mover, trooper(mover), p.mos_eisley);
        let state = s.build();
        let price = if mover == owner { 0 } else { 1 };
        let enter = format!("enter {} > {title} ({price})", trooper(mover));
        assert_eq!(offered_like(&state, "enter"), vec![enter.clone()], "{mover:?}");
        let inside = run(state, &[&enter]);
        assert_eq!(inside.location_of(who), find_site(&inside, title));
        // Next turn, the Sandcrawler has moved to Docking Bay 94: the exit leads there.
        let mut next = inside.clone();
        next.card_mut(who).moved = false;
        next.phase = Phase::Move;
        next.card_mut(crawler).at = Some(hangar::rules::swccg::At::Location(p.bay94));
        let exit = format!("enter {} > Tatooine: Docking Bay 94 ({price})", trooper(mover));
        assert_eq!(offered_like(&next, "enter"), vec![exit.clone()], "{mover:?}");
        let out = run(next, &[&exit]);
        assert_eq!(out.location_of(who), Some(p.bay94));
    }
}

/// The vehicle site titled `title` on the table.
fn find_site(state: &hangar::rules::swccg::State, title: &str) -> Option<CardId> {
    state.locations.iter().copied().find(|&l| state.def(l).title == title)
}

#[test]
fn card_2_149_droid_junkheap_light_characters_enter_and_exit_for_1_force() {
    enter_exit(DARK, "2_149", "Sandcrawler: Droid Junkheap");
}

#[test]
fn card_2_66_loading_bay_dark_characters_enter_and_exit_for_1_force() {
    enter_exit(LIGHT, "2_66", "Sandcrawler: Loading Bay");
}

/// The Sandcrawler lost takes its site with it, and each card at the site (either side's).
fn lost_with_its_sandcrawler(owner: Side, id: &str) {
    let (mut s, _, crawler, site) = crawler_with_site(owner, id, owner, Phase::Move);
    let mine = s.at(owner, if owner == DARK { "Stormtrooper" } else { "Rebel Trooper" }, site);
    let theirs = s.at(owner.opponent(), if owner == DARK { "Rebel Trooper" } else { "Stormtrooper" }, site);
    let mut state = s.build();
    let mut events = Vec::new();
    lose_from_table(&mut state, crawler, &mut events);
    assert!(!state.locations.contains(&site));
    assert!(state.vehicle_sites.is_empty());
    assert!(state.player(owner).lost_pile.contains(&site));
    assert!(state.player(owner).lost_pile.contains(&mine));
    assert!(state.player(owner.opponent()).lost_pile.contains(&theirs));
    assert_eq!(hangar::rules::swccg::problems(&state), []);
}

#[test]
fn card_2_149_droid_junkheap_is_lost_with_its_sandcrawler() {
    lost_with_its_sandcrawler(DARK, "2_149");
}

#[test]
fn card_2_66_loading_bay_is_lost_with_its_sandcrawler() {
    lost_with_its_sandcrawler(LIGHT, "2_66");
}

/// "'Nighttime conditions' here": with a Nightfall on Yavin 4 (its sites under nighttime
/// conditions), "Spies deploy free to sites under 'nighttime conditions'" reaches the vehicle site
/// too, though it is no Yavin 4 site: Jeroen Webb (a spy) deploys free there, and not at Mos
/// Eisley; with no Nightfall on the table he pays his 2.
fn spies_deploy_free_here(owner: Side, id: &str) {
    for nightfall in [false, true] {
        let (mut s, p, _, site) = crawler_with_site(owner, id, LIGHT, Phase::Deploy);
        s.at(LIGHT, "Rebel Trooper", site);
        if nightfall {
            s.on(LIGHT, "Nightfall", p.yavin);
        }
        let webb = s.hand(LIGHT, "Jeroen Webb");
        let state = s.build();
        let here = if nightfall { 0 } else { 2 };
        assert_eq!(deploy_cost(&state, LIGHT, webb, Some(site), None), here);
        assert_eq!(deploy_cost(&state, LIGHT, webb, Some(p.mos_eisley), None), 2);
        let title = state.def(site).title.to_string();
        assert!(is_offered(&state, &format!("deploy Jeroen Webb > {title} ({here})")), "{:?}", offered(&state));
    }
}

#[test]
fn card_2_149_droid_junkheap_is_under_nighttime_conditions() {
    spies_deploy_free_here(DARK, "2_149");
}

#[test]
fn card_2_66_loading_bay_is_under_nighttime_conditions() {
    spies_deploy_free_here(LIGHT, "2_66");
}

/// Whether the respond window is open for `side`.
fn responding(state: &hangar::rules::swccg::State, side: Side) -> bool {
    matches!(state.prompt, Some(Prompt::Respond { chooser, .. }) if chooser == side)
}

/// "If opponent just deployed a planet site, search through your Reserve Deck for the related
/// system and immediately deploy it. Shuffle, cut and replace.": the Light Side deploys Hoth:
/// Snow Trench; the Dark Side, holding the Interrupt with its Hoth system in its Reserve Deck,
/// may answer; playing it, it picks Hoth from the deck, which goes on the table, and the
/// Interrupt is lost. With no Hoth in the deck, no window opens.
#[test]
fn card_3_116_a_dark_time_for_the_rebellion_deploys_the_related_system_from_reserve() {
    for with_system in [true, false] {
        let (mut s, _) = board(LIGHT, Phase::Deploy, 6);
        s.hand(LIGHT, "3_63");
        let dark_time = s.hand(DARK, "A Dark Time For The Rebellion");
        let hoth = with_system.then(|| s.reserve(DARK, "3_143"));
        s.reserve(DARK, "Stormtrooper");
        let state = run(s.build(), &["location Hoth: Snow Trench (2nd Marker)"]);
        let Some(hoth) = hoth else {
            assert!(!responding(&state, DARK), "nothing to find: no window");
            continue;
        };
        assert!(responding(&state, DARK));
        assert_eq!(offered(&state), ["interrupt A Dark Time For The Rebellion", "pass"]);
        let searching = run(state, &["interrupt A Dark Time For The Rebellion"]);
        assert_eq!(offered(&searching), ["pass", "pick Hoth"]);
        let after = run(searching, &["pick Hoth"]);
        assert!(after.locations.contains(&hoth), "the Dark Side's Hoth is on the table");
        assert!(!after.player(DARK).reserve.contains(&hoth));
        assert!(after.player(DARK).lost_pile.contains(&dark_time), "a Lost Interrupt");
        assert_eq!(after.player(DARK).reserve.len(), 5, "the rest stays in the deck");
        assert_eq!(after.prompt, None);
    }
}

/// "If opponent just moved or deployed an AT-AT to a planet site, search your Reserve Deck for up
/// to three exterior sites of that planet and immediately deploy them": the Light Side's Reserve
/// Deck holds four exterior Hoth sites, an interior one and a Yavin 4 site; the Dark Side deploys
/// (then, another time, moves) Blizzard 2, an AT-AT, to a Hoth site; Light answers, picks three of
/// the exterior Hoth sites (not the interior one, not Yavin's), and they go on the table.
#[test]
fn card_3_51_walker_sighting_deploys_up_to_three_exterior_sites_of_that_planet() {
    for moved in [false, true] {
        let phase = if moved { Phase::Move } else { Phase::Deploy };
        let (mut s, _) = board(DARK, phase, 8);
        let plains = s.location(DARK, "3_148");
        s.location(DARK, "3_149");
        s.hand(LIGHT, "Walker Sighting");
        let found = ["3_63", "3_56", "3_62", "3_61"].map(|id| s.reserve(LIGHT, id));
        s.reserve(LIGHT, "3_60");
        s.reserve(LIGHT, "Yavin 4: Docking Bay");
        let play = if moved {
            s.at(DARK, "Blizzard 2", plains);
            "landspeed Blizzard 2 > Hoth: North Ridge (4th Marker) (0)"
        } else {
            s.hand(DARK, "Blizzard 2");
            "deploy Blizzard 2 > Hoth: Ice Plains (5th Marker) (6)"
        };
        let state = run(s.build(), &[play]);
        assert!(responding(&state, LIGHT), "{play}");
        let searching = run(state, &["interrupt Walker Sighting"]);
        assert_eq!(
            offered(&searching),
            [
                "pass",
                "pick Hoth: Defensive Perimeter (3rd Marker)",
                "pick Hoth: Main Power Generators (1st Marker)",
                "pick Hoth: North Ridge (4th Marker)",
                "pick Hoth: Snow Trench (2nd Marker)",
            ]
        );
        let after = run(
            searching,
            &[
                "pick Hoth: Snow Trench (2nd Marker)",
                "pick Hoth: Defensive Perimeter (3rd Marker)",
                "pick Hoth: North Ridge (4th Marker)",
            ],
        );
        assert!(found[..3].iter().all(|c| after.locations.contains(c)), "three deployed");
        assert!(after.player(LIGHT).reserve.contains(&found[3]), "up to three");
        assert!(!matches!(after.prompt, Some(Prompt::Pick { .. })));
    }
}

/// "If an Imperial just moved to an Echo site, deploy on your side of table. While you have
/// presence at an Echo site, your total power is +1 in battles at Hoth sites.": a Stormtrooper
/// walks from Defensive Perimeter into the Echo Docking Bay; the Dark Side, holding the Immediate
/// Effect, may deploy it then (free, on its own side of the table). Then its total power at a
/// Hoth site (a Stormtrooper at Defensive Perimeter) is 1 more, at Mos Eisley not; with no
/// presence at an Echo site left, nothing. A move to a site that is not Echo opens no window.
#[test]
fn card_3_98_breached_defenses_deploys_when_an_imperial_moves_to_an_echo_site() {
    let (mut s, p) = board(DARK, Phase::Move, 6);
    let perimeter = s.location(DARK, "3_144");
    let bay = s.location(DARK, "3_147");
    let walker = s.at(DARK, "Stormtrooper", perimeter);
    s.at(DARK, "Stormtrooper", perimeter);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    let effect = s.hand(DARK, "Breached Defenses");
    let before = s.build();
    assert!(!is_offered(&before, "deploy Breached Defenses on side"), "only as the answer to the move");
    let moved = run(before.clone(), &["landspeed Stormtrooper > Hoth: Echo Docking Bay (1)"]);
    assert_eq!(moved.card(walker).at, Some(hangar::rules::swccg::At::Location(bay)));
    assert!(responding(&moved, DARK));
    assert_eq!(offered(&moved), ["deploy Breached Defenses on side (0)", "pass"]);
    let power = |state: &hangar::rules::swccg::State, at: CardId| total_power(state, DARK, at);
    let deployed = run(moved.clone(), &["deploy Breached Defenses on side (0)"]);
    assert_eq!(deployed.card(effect).at, Some(hangar::rules::swccg::At::Side(DARK)));
    assert_eq!(hangar::rules::swccg::problems(&deployed), []);
    assert_eq!(power(&deployed, perimeter), power(&moved, perimeter) + 1, "+1 at a Hoth site");
    assert_eq!(power(&deployed, p.mos_eisley), power(&moved, p.mos_eisley), "not at Mos Eisley");
    let mut alone = deployed.clone();
    lose_from_table(&mut alone, walker, &mut Vec::new());
    assert_eq!(power(&alone, perimeter), power(&moved, perimeter), "no presence at an Echo site: no bonus");
    // Moving to a site that is no Echo site: no window.
    let (mut s, _) = board(DARK, Phase::Move, 6);
    s.location(DARK, "3_144");
    let ridge = s.location(DARK, "3_149");
    s.at(DARK, "Stormtrooper", ridge);
    s.hand(DARK, "Breached Defenses");
    let elsewhere = run(s.build(), &["landspeed Stormtrooper > Hoth: Defensive Perimeter (3rd Marker) (1)"]);
    assert!(!responding(&elsewhere, DARK));
}
