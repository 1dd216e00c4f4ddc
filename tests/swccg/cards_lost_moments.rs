//! The respond window's moments of a card "just lost", "just forfeited" and "just targeted"
//! (`rules/swccg/responses.rs`, `Moment::Lost`, `Moment::Targeted`): Interrupts answering them
//! (issue #32). Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and plays
//! its card through the notation. A destiny is the top card of the Reserve Deck (the board's
//! Stormtroopers: destiny 1).

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::Event;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::State;

/// Whether the respond window is open for `side`.
fn responding(state: &State, side: Side) -> bool {
    matches!(state.prompt, Some(Prompt::Respond { chooser, .. }) if chooser == side)
}

/// The Dark Side's Vader battles a Rebel Trooper and Biggs at Mos Eisley (Light holds `hand`),
/// through to the Light Side's damage segment.
fn light_loses_at_mos_eisley(hand: &str) -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Biggs Darklighter", p.mos_eisley);
    s.reserve(DARK, "Stormtrooper");
    s.hand(LIGHT, hand);
    run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"])
}

#[test]
fn card_1_100_old_ben_revives_a_character_just_forfeited_from_a_tatooine_site_back_to_that_site() {
    let state = light_loses_at_mos_eisley("Old Ben");
    assert!(matches!(state.prompt, Some(Prompt::Damage { chooser: LIGHT })));
    let forfeited = run(state, &["forfeit Rebel Trooper"]);
    assert!(responding(&forfeited, LIGHT), "the Trooper was just forfeited from a Tatooine site");
    assert_eq!(offered(&forfeited), ["interrupt Old Ben > Rebel Trooper", "pass"]);
    let trooper = *forfeited.player(LIGHT).lost_pile.last().expect("forfeited");
    let force = forfeited.player(LIGHT).force_pile.len();
    let revived = run(forfeited.clone(), &["interrupt Old Ben > Rebel Trooper"]);
    assert_eq!(revived.player(LIGHT).force_pile.len(), force - 1, "1 Force");
    let site = forfeited.location_of(find(&forfeited, "Biggs Darklighter"));
    assert_eq!(revived.location_of(trooper), site, "back to the same site");
    assert!(!revived.player(LIGHT).lost_pile.contains(&trooper));
    assert!(revived.player(LIGHT).lost_pile.contains(&find(&revived, "Old Ben")), "a Lost Interrupt");
    // The damage segment goes on; the revived Trooper is not forfeited again in this battle.
    assert!(matches!(revived.prompt, Some(Prompt::Damage { chooser: LIGHT })));
    assert!(offered_like(&revived, "forfeit Rebel Trooper").is_empty());
    assert!(!offered_like(&revived, "forfeit Biggs").is_empty());
    let passed = run(forfeited, &["pass"]);
    assert!(passed.player(LIGHT).lost_pile.contains(&trooper), "passed: it stays lost");
    assert!(matches!(passed.prompt, Some(Prompt::Damage { chooser: LIGHT })));
}

#[test]
fn card_1_100_old_ben_answers_only_a_forfeit_from_a_tatooine_site() {
    // The same battle at the Yavin 4 jungle: no window opens for the forfeit.
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.jungle);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.at(LIGHT, "Biggs Darklighter", p.jungle);
    s.reserve(DARK, "Stormtrooper");
    s.hand(LIGHT, "Old Ben");
    let state = run(s.build(), &["battle Yavin 4: Jungle (1)", "pass", "pass", "forfeit Rebel Trooper"]);
    assert!(!responding(&state, LIGHT));
    assert!(matches!(state.prompt, Some(Prompt::Damage { chooser: LIGHT })));
}

/// The Light Side battles the Dark Side's `dark` (cards at `site`) with Luke, Han, Chewbacca,
/// Biggs and Wedge, through to the Dark Side's damage segment; Dark holds `hand`.
fn dark_loses(site: &str, dark: &[&str], hand: &str) -> State {
    let (mut s, _) = board(LIGHT, Phase::Battle, 3);
    let site_id = s.location(DARK, site);
    for t in dark {
        s.at(DARK, t, site_id);
    }
    for t in ["Luke Skywalker", "Han Solo", "Chewbacca", "Biggs Darklighter", "Wedge Antilles"] {
        s.at(LIGHT, t, site_id);
    }
    s.hand(DARK, hand);
    to_damage(run(s.build(), &[&format!("battle {site} (1)"), "pass", "pass"]))
}

/// Passes (a weapon segment, a redraw) until the Dark Side's damage segment.
fn to_damage(state: State) -> State {
    to_damage_of(state, DARK)
}

#[test]
fn card_2_131_evader_relocates_vader_just_lost_to_the_used_pile() {
    let state = dark_loses("Tatooine: Jundland Wastes", &["Darth Vader"], "Evader");
    assert!(matches!(state.prompt, Some(Prompt::Damage { chooser: DARK })), "{:?}", state.prompt);
    let lost = run(state, &["forfeit Darth Vader"]);
    assert!(responding(&lost, DARK));
    assert_eq!(offered(&lost), ["interrupt Evader > Darth Vader", "pass"]);
    let vader = find(&lost, "Darth Vader");
    let saved = run(lost.clone(), &["interrupt Evader > Darth Vader"]);
    assert!(saved.player(DARK).used_pile.contains(&vader), "to the Used Pile");
    assert!(!saved.player(DARK).lost_pile.contains(&vader));
    assert!(saved.player(DARK).lost_pile.contains(&find(&saved, "Evader")), "played as LOST");
    let passed = run(lost, &["pass"]);
    assert!(passed.player(DARK).lost_pile.contains(&vader));
}

#[test]
fn card_2_131_evader_relocates_an_imperial_just_lost_from_a_death_star_location_only() {
    let state = dark_loses("Death Star: Docking Bay 327", &["Stormtrooper"], "Evader");
    let lost = run(state, &["forfeit Stormtrooper"]);
    assert_eq!(offered(&lost), ["interrupt Evader > Stormtrooper", "pass"]);
    let trooper = *lost.player(DARK).lost_pile.last().expect("forfeited");
    let saved = run(lost, &["interrupt Evader > Stormtrooper"]);
    assert!(saved.player(DARK).used_pile.contains(&trooper));
    // Lost at a Tatooine site, a Stormtrooper is neither Vader nor from a Death Star location.
    let elsewhere = dark_loses("Tatooine: Jundland Wastes", &["Stormtrooper"], "Evader");
    let lost = run(elsewhere, &["forfeit Stormtrooper"]);
    assert!(!responding(&lost, DARK));
}

#[test]
fn card_3_121_debris_zone_after_an_at_at_is_lost_at_a_site_loses_all_cards_there_of_the_destiny_drawn() {
    let (mut s, _) = board(LIGHT, Phase::Battle, 3);
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let walker = s.at(DARK, "Blizzard 1", plains);
    s.aboard(DARK, "AT-AT Driver", walker, Slot::Pilot);
    let mut ids = Vec::new();
    for t in ["Luke Skywalker", "Han Solo", "Chewbacca", "Biggs Darklighter", "Wedge Antilles", "Rebel Trooper"] {
        ids.push((t, s.at(LIGHT, t, plains)));
    }
    let id = |title: &str| ids.iter().find(|(t, _)| *t == title).map(|&(_, c)| c).expect("on the board");
    s.hand(DARK, "Debris Zone");
    let state = to_damage(run(s.build(), &["battle Hoth: Ice Plains (5th Marker) (1)", "pass", "pass"]));
    assert!(matches!(state.prompt, Some(Prompt::Damage { chooser: DARK })), "{:?}", state.prompt);
    let lost = run(state, &["forfeit Blizzard 1"]);
    assert!(responding(&lost, DARK), "an AT-AT was just lost at a site");
    assert_eq!(offered(&lost), ["interrupt Debris Zone", "pass"]);
    let (after, events) = take(&lost, "interrupt Debris Zone");
    assert!(events.iter().any(|e| matches!(e, Event::TextDestiny { .. })), "draw destiny");
    // Destiny 1: Luke, Han, Chewbacca and the Rebel Trooper (destiny 1) are lost; Biggs (2) and
    // Wedge (4) stay.
    let at = |title: &str| after.card(id(title)).at.is_some();
    for t in ["Luke Skywalker", "Han Solo", "Chewbacca", "Rebel Trooper"] {
        assert!(!at(t), "{t} is lost");
        assert!(after.player(LIGHT).lost_pile.contains(&id(t)));
    }
    assert!(at("Biggs Darklighter") && at("Wedge Antilles"));
    let passed = run(lost, &["pass"]);
    assert!(passed.card(id("Luke Skywalker")).at.is_some());
}

#[test]
fn card_1_85_hear_me_baby_hold_together_subtracts_2_from_each_destiny_of_a_starship_weapon_just_targeting_your_starship(
) {
    let (mut s, p) = board(DARK, Phase::Battle, 6);
    let tie = s.at(DARK, "TIE Fighter", p.yavin);
    s.aboard(DARK, "Imperial Pilot", tie, Slot::Pilot);
    s.on(DARK, "Enhanced TIE Laser Cannon", tie);
    s.at(LIGHT, "X-wing", p.yavin);
    s.reserve(DARK, "Dark Maneuvers"); // destiny 6
    s.hand(LIGHT, "Hear Me Baby, Hold Together");
    let state = run(s.build(), &["battle Yavin 4 (1)", "fire Enhanced TIE Laser Cannon > X-wing (1)"]);
    assert!(responding(&state, LIGHT), "just targeted, before the weapon destiny");
    assert_eq!(offered(&state), ["interrupt Hear Me Baby, Hold Together", "pass"]);
    let missed = |events: &[Event]| {
        events.iter().find_map(|e| match e {
            Event::Hit { .. } => Some(None),
            Event::Missed { destiny, defense, .. } => Some(Some((*destiny, *defense))),
            _ => None,
        })
    };
    let (_, events) = take(&state, "interrupt Hear Me Baby, Hold Together");
    assert_eq!(missed(&events), Some(Some((4, 4))), "6 - 2 is not over the X-wing's maneuver 4");
    let (_, events) = take(&state, "pass");
    assert_eq!(missed(&events), Some(None), "passed: 6 > 4, hit");
}

#[test]
fn card_1_79_escape_pod_relocates_your_characters_aboard_a_capital_starship_about_to_be_lost_to_a_planet_site() {
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    s.at(DARK, "Devastator", p.yavin);
    s.at(DARK, "Imperial-Class Star Destroyer", p.yavin);
    let corvette = s.at(LIGHT, "Corellian Corvette", p.yavin);
    let wedge = s.aboard(LIGHT, "Wedge Antilles", corvette, Slot::Pilot);
    let trooper = s.aboard(LIGHT, "Rebel Trooper", corvette, Slot::Passenger);
    s.hand(LIGHT, "Escape Pod");
    let state = to_damage_of(run(s.build(), &["battle Yavin 4 (1)", "pass", "pass"]), LIGHT);
    assert!(matches!(state.prompt, Some(Prompt::Damage { chooser: LIGHT })), "{:?}", state.prompt);
    let about = run(state, &["forfeit Corellian Corvette"]);
    assert!(responding(&about, LIGHT), "the Corvette is about to be lost");
    assert!(about.card(corvette).at.is_some(), "not yet lost");
    assert_eq!(
        offered_like(&about, "interrupt"),
        [
            "interrupt Escape Pod > Tatooine: Docking Bay 94",
            "interrupt Escape Pod > Tatooine: Mos Eisley",
            "interrupt Escape Pod > Yavin 4: Docking Bay",
            "interrupt Escape Pod > Yavin 4: Jungle"
        ],
        "any one planet site"
    );
    // The loss waiting under the window is part of the state: a saved and reloaded position
    // plays on the same.
    let json = serde_json::to_string(&about).expect("serializes");
    let reloaded: State = serde_json::from_str(&json).expect("loads");
    assert_eq!(reloaded, about);
    let saved = run(reloaded, &["interrupt Escape Pod > Yavin 4: Jungle"]);
    assert!(saved.player(LIGHT).lost_pile.contains(&corvette), "the starship is still lost");
    for c in [wedge, trooper] {
        assert_eq!(saved.location_of(c), Some(p.jungle), "relocated, not lost");
        assert!(!saved.player(LIGHT).lost_pile.contains(&c));
    }
    let passed = run(about, &["pass"]);
    assert!([corvette, wedge, trooper].iter().all(|c| passed.player(LIGHT).lost_pile.contains(c)), "all lost");
}

#[test]
fn card_1_245_evacuate_relocates_to_a_planet_site_or_another_capital_starship_unless_tarkin_aboard() {
    let build = |tarkin: bool| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 3);
        let destroyer = s.at(DARK, "Imperial-Class Star Destroyer", p.yavin);
        s.aboard(DARK, "Stormtrooper", destroyer, Slot::Passenger);
        if tarkin {
            s.aboard(DARK, "Grand Moff Tarkin", destroyer, Slot::Passenger);
        }
        s.at(DARK, "Devastator", p.tatooine);
        for _ in 0..3 {
            s.at(LIGHT, "Corellian Corvette", p.yavin);
        }
        s.hand(DARK, "Evacuate?");
        (to_damage(run(s.build(), &["battle Yavin 4 (1)", "pass", "pass"])), destroyer)
    };
    let (state, destroyer) = build(false);
    let about = run(state, &["forfeit Imperial-Class Star Destroyer"]);
    assert!(responding(&about, DARK));
    assert!(is_offered(&about, "interrupt Evacuate? > Devastator"), "one of your capital starships");
    assert!(is_offered(&about, "interrupt Evacuate? > Tatooine: Mos Eisley"), "or a planet site");
    let trooper = about.aboard(destroyer)[0].0;
    let saved = run(about, &["interrupt Evacuate? > Devastator"]);
    let devastator = find(&saved, "Devastator");
    assert!(saved.aboard(devastator).iter().any(|&(c, _)| c == trooper), "aboard the Devastator");
    assert!(saved.player(DARK).lost_pile.contains(&destroyer));
    // Tarkin aboard: no evacuation.
    let (state, destroyer) = build(true);
    let lost = run(state, &["forfeit Imperial-Class Star Destroyer"]);
    assert!(!responding(&lost, DARK), "unless Tarkin aboard");
    assert!(lost.player(DARK).lost_pile.contains(&destroyer));
}

/// Passes (a weapon segment, a redraw) until `side`'s damage segment.
fn to_damage_of(mut state: State, side: Side) -> State {
    for _ in 0..6 {
        if matches!(state.prompt, Some(Prompt::Damage { chooser }) if chooser == side) {
            break;
        }
        state = run(state, &["pass"]);
    }
    state
}

#[test]
fn card_1_117_this_is_all_your_fault_loses_a_droid_to_cancel_all_attrition_against_you_at_the_site() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    let droid = s.at(LIGHT, "C-3PO (See-Threepio)", p.mos_eisley);
    s.hand(LIGHT, "This Is All Your Fault");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"]);
    assert!(matches!(state.prompt, Some(Prompt::Damage { chooser: LIGHT })), "{:?}", state.prompt);
    assert!(battle_of(&state).attrition[1] > 0, "attrition against the Light Side");
    assert_eq!(offered_like(&state, "interrupt"), ["interrupt This Is All Your Fault > C-3PO (See-Threepio)"]);
    let cancelled = run(state, &["interrupt This Is All Your Fault > C-3PO (See-Threepio)"]);
    assert!(cancelled.player(LIGHT).lost_pile.contains(&droid), "the droid is lost");
    assert_eq!(battle_of(&cancelled).attrition[1], 0, "all attrition cancelled");
    assert!(matches!(cancelled.prompt, Some(Prompt::Damage { chooser: LIGHT })), "battle damage is still owed");
    assert!(is_offered(&cancelled, "lose reserve"), "no forfeit is needed first");
}

/// The battle under way.
fn battle_of(state: &State) -> &hangar::rules::swccg::Battle {
    state.battle.as_ref().expect("a battle")
}

#[test]
fn card_3_134_self_destruct_mechanism_retargets_a_weapon_to_your_droid_at_the_site_with_the_original_forfeit() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 4);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.on(LIGHT, "Luke's Hunting Rifle", luke);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    let droid = s.at(DARK, "R1-G4 (Arone-Geefour)", p.mos_eisley);
    s.hand(DARK, "Self-Destruct Mechanism");
    s.reserve(LIGHT, "Wedge Antilles"); // destiny 4
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "fire Luke's Hunting Rifle > Stormtrooper (1)"]);
    assert!(responding(&state, DARK), "the Stormtrooper was just targeted");
    assert_eq!(offered(&state), ["interrupt Self-Destruct Mechanism > R1-G4 (Arone-Geefour)", "pass"]);
    let (mut after, mut events) = take(&state, "interrupt Self-Destruct Mechanism > R1-G4 (Arone-Geefour)");
    while is_offered(&after, "redraw") {
        let (next, more) = take(&after, "pass");
        after = next;
        events.extend(more);
    }
    assert!(events.iter().any(|e| matches!(e, Event::Retargeted { target, .. } if *target == droid)));
    assert!(events.iter().all(|e| !matches!(e, Event::Hit { card } if *card != droid)), "the Stormtrooper is not hit");
    assert!(after.card(droid).hit, "the droid is 'hit': {events:?}");
    assert_eq!(hangar::rules::swccg::facts::forfeit(&after, droid), 2, "the Stormtrooper's forfeit, not its own 3");
}
