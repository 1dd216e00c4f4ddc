//! The last Jump to Lightspeed leaders (each side: the leader's Action or trigger, the deployed
//! unit, the Pilot upgrade a pilot leader deploys as) and the cards that share their words:
//! Director Krennic's "the first unit you play each round that has a 'When Defeated' ability
//! costs 1 less", Shadow Caster's and Grand Admiral Thrawn's "use that ability again", Kazuda
//! Xiono's and There Is No Escape's "lose all abilities for this round". Each test is named by
//! the card's number and plays its text through `legal_actions` / `apply`.

use crate::event_positions::choices;
use crate::support::{attacks, find, is_offered, offered, offered_like, plays, run, ONE, TWO};
use hangar::engine::{Seat, Table};
use hangar::rules::swu::facts::{has_keyword, hp, is_leader_unit, power, shields_on};
use hangar::rules::swu::{Keyword, Prompt, Scenario, State};

/// Asajj Ventress (Vigilance, Villainy) on Shield Generator Complex against Wedge Antilles, seat
/// one with `resources` resources.
fn villains(resources: usize) -> Scenario {
    let mut s = Scenario::new("JTL_001", "JTL_020", "JTL_008", "JTL_022");
    s.resources(ONE, resources);
    s
}

#[test]
fn card_jtl_032_director_krennic_the_first_when_defeated_unit_each_round_costs_1_less() {
    let mut s = villains(6);
    s.unit(ONE, "JTL_032");
    s.hand(ONE, "JTL_033"); // Onyx Squadron Brute, 2: "When Defeated: Heal 2 damage from your base."
    s.hand(ONE, "JTL_060"); // Desperate Commando, 2: "When Defeated: …"
    s.hand(ONE, "JTL_058"); // Academy Graduate, 2: no "When Defeated"
    let state: State = s.build();
    assert_eq!(plays(&state, "Onyx Squadron Brute"), ["unit Onyx Squadron Brute [1]"]);
    assert_eq!(plays(&state, "Desperate Commando"), ["unit Desperate Commando [1]"]);
    assert_eq!(plays(&state, "Academy Graduate")[0], "unit Academy Graduate [2]", "no 'When Defeated'");
    let after = run(state, &["unit Onyx Squadron Brute", "pass"]);
    assert_eq!(plays(&after, "Desperate Commando"), ["unit Desperate Commando [2]"], "only the first");
    // Without Krennic in play, no reduction.
    let mut s = villains(6);
    s.hand(ONE, "JTL_033");
    assert_eq!(plays(&s.build(), "Onyx Squadron Brute"), ["unit Onyx Squadron Brute [2]"]);
}

/// The TIE Fighter tokens `seat` controls.
fn ties(state: &State, seat: Seat) -> usize {
    state.units_of(seat).filter(|&u| &*state.def(u).title == "TIE Fighter").count()
}

/// Grand Admiral Thrawn (leader) with six resources and a TIE Ambush Squadron ("When Defeated:
/// Create a TIE Fighter token"), and Chimaera in hand ("When Played: You may use a 'When
/// Defeated' ability on another friendly unit").
fn thrawn_table() -> State {
    let mut s = Scenario::new("JTL_002", "JTL_020", "JTL_008", "JTL_022");
    s.resources(ONE, 6);
    s.unit(ONE, "JTL_087");
    s.hand(ONE, "JTL_039");
    s.build()
}

#[test]
fn card_jtl_002_grand_admiral_thrawn_may_exhaust_to_use_a_when_defeated_ability_again() {
    let used = run(thrawn_table(), &["unit Chimaera", "choose TIE Ambush Squadron"]);
    assert_eq!(ties(&used, ONE), 1, "the ability used once");
    assert!(matches!(used.prompt, Some(Prompt::Again { exhaust: true, .. })));
    assert_eq!(offered(&used), ["accept", "pass"]);
    let again = run(used.clone(), &["accept"]);
    assert_eq!(ties(&again, ONE), 2, "used again");
    assert!(again.card(again.player(ONE).leader).exhausted, "by exhausting Thrawn");
    assert!(again.prompt.is_none(), "an exhausted Thrawn is not offered for the second use");
    let declined = run(used, &["pass"]);
    assert_eq!(ties(&declined, ONE), 1);
    assert!(!declined.card(declined.player(ONE).leader).exhausted);
    // An exhausted leader is not asked.
    let mut tired = thrawn_table();
    let thrawn = tired.player(ONE).leader;
    tired.card_mut(thrawn).exhausted = true;
    let used = run(tired, &["unit Chimaera", "choose TIE Ambush Squadron"]);
    assert_eq!((ties(&used, ONE), used.prompt.is_none()), (1, true));
}

#[test]
fn card_jtl_002_grand_admiral_thrawn_deployed_uses_a_when_defeated_ability_again_once_each_round() {
    let mut s = Scenario::new("JTL_002", "JTL_020", "JTL_008", "JTL_022");
    s.resources(ONE, 6);
    s.unit(ONE, "JTL_087");
    s.unit(ONE, "JTL_087");
    s.unit(TWO, "JTL_039"); // Chimaera, 5/6: each TIE Ambush Squadron (2/3) attacking it is defeated
    let state = run(s.build(), &["deploy Grand Admiral Thrawn", "pass"]);
    let thrawn = find(&state, "Grand Admiral Thrawn");
    assert_eq!((power(&state, thrawn), hp(&state, thrawn)), (4, 7));
    let defeated = run(state, &["attack TIE Ambush Squadron > Chimaera"]);
    assert_eq!(ties(&defeated, ONE), 1);
    assert!(matches!(defeated.prompt, Some(Prompt::Again { exhaust: false, once: true, .. })));
    let again = run(defeated, &["accept", "pass"]);
    assert_eq!(ties(&again, ONE), 2, "used again");
    let second = run(again, &["attack TIE Ambush Squadron > Chimaera"]);
    assert_eq!(ties(&second, ONE), 3, "the second one's ability is used once");
    assert!(second.prompt.is_none(), "once each round");
}

#[test]
fn card_jtl_169_shadow_caster_may_use_all_when_defeated_abilities_of_a_defeated_friendly_unit_again() {
    let mut s = villains(0);
    s.unit(ONE, "JTL_169");
    s.unit(ONE, "JTL_087");
    s.unit(TWO, "JTL_039");
    let state = s.build();
    let defeated = run(state, &["attack TIE Ambush Squadron > Chimaera"]);
    assert_eq!(ties(&defeated, ONE), 1, "its own ability first");
    assert!(matches!(defeated.prompt, Some(Prompt::Again { exhaust: false, once: false, .. })));
    assert_eq!(offered(&defeated), ["accept", "pass"]);
    assert_eq!(ties(&run(defeated.clone(), &["accept"]), ONE), 2);
    assert_eq!(ties(&run(defeated, &["pass"]), ONE), 1);
    // A unit used (not defeated) is no trigger of Shadow Caster's.
    let mut s = villains(6);
    s.unit(ONE, "JTL_169");
    s.unit(ONE, "JTL_087");
    s.hand(ONE, "JTL_039");
    let used = run(s.build(), &["unit Chimaera", "choose TIE Ambush Squadron"]);
    assert_eq!((ties(&used, ONE), used.prompt.is_none()), (1, true));
}

/// Kazuda Xiono (leader) on Chopper Base with `resources` resources, a Corporate Defense Shuttle
/// ("This unit can't attack"), Tantive IV (Sentinel) and an Alliance X-Wing flown by Academy
/// Graduate ("Attached unit gains Sentinel"); the opponent (Asajj Ventress) has no units.
fn kazuda_table(resources: usize) -> (Scenario, hangar::engine::CardId) {
    let mut s = Scenario::new("JTL_018", "JTL_029", "JTL_001", "JTL_020");
    s.resources(ONE, resources);
    s.unit(ONE, "JTL_059");
    s.unit(ONE, "JTL_252");
    let xwing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_058", xwing);
    (s, xwing)
}

#[test]
fn card_jtl_018_kazuda_xiono_a_friendly_unit_loses_all_abilities_for_this_round_and_he_acts_again() {
    let state = kazuda_table(0).0.build();
    assert_eq!(
        offered_like(&state, "action"),
        [
            "action Kazuda Xiono > Alliance X-Wing",
            "action Kazuda Xiono > Corporate Defense Shuttle",
            "action Kazuda Xiono > Tantive IV"
        ],
        "a friendly unit"
    );
    assert!(!attacks(&state).iter().any(|a| a.starts_with("attack Corporate Defense Shuttle")), "it can't attack");
    let after = run(state, &["action Kazuda Xiono > Corporate Defense Shuttle"]);
    assert!(after.card(after.player(ONE).leader).exhausted);
    assert_eq!(after.active, ONE, "an extra action after this one");
    assert!(after.prompt.is_none());
    let after = run(after, &["attack Corporate Defense Shuttle > Shield Generator Complex"]);
    assert_eq!(after.card(after.player(TWO).base).damage, 3, "its \"can't attack\" lost");
    assert_eq!(after.active, TWO, "then the opponent");
    // Sentinel, printed, is an ability too.
    let sentinel = run(kazuda_table(0).0.build(), &["action Kazuda Xiono > Tantive IV"]);
    assert!(!has_keyword(&sentinel, find(&sentinel, "Tantive IV"), Keyword::Sentinel));
    // For this round: in the next one it has them again.
    let next = run(sentinel, &["pass", "pass", "pass"]);
    assert_eq!((next.round, next.prompt.is_none()), (2, true), "{:?}", next.prompt);
    assert!(has_keyword(&next, find(&next, "Tantive IV"), Keyword::Sentinel));
}

#[test]
fn card_jtl_018_kazuda_xiono_the_falcon_that_loses_its_extra_pilot_keeps_both_pilots() {
    // A whole-pool game found it: 3.6.c's override counts when a Pilot attaches, so a Millennium
    // Falcon with two Pilots that loses "1 additional Pilot" keeps both (a sound state), and takes
    // no third.
    let mut s = Scenario::new("JTL_018", "JTL_029", "JTL_001", "JTL_020");
    s.resources(ONE, 3);
    let falcon = s.unit(ONE, "JTL_249");
    s.pilot(ONE, "JTL_196", falcon);
    s.pilot(ONE, "JTL_084", falcon);
    s.hand(ONE, "JTL_058");
    let after = run(s.build(), &["action Kazuda Xiono > Millennium Falcon"]);
    assert_eq!(after.attachments_of(falcon).count(), 2, "both Pilots stay");
    assert_eq!(
        <hangar::rules::swu::Swu as hangar::engine::Ruleset>::problems(&after),
        Vec::<hangar::engine::Message>::new()
    );
    assert!(!plays(&after, "Academy Graduate").iter().any(|p| p.contains("Millennium Falcon")), "no third");
}

#[test]
fn card_jtl_018_kazuda_xiono_deployed_on_attack_any_number_of_friendly_units_lose_all_abilities() {
    let (s, xwing) = kazuda_table(4);
    let state = run(s.build(), &["deploy Kazuda Xiono", "pass"]);
    let kazuda = find(&state, "Kazuda Xiono");
    assert_eq!((power(&state, kazuda), hp(&state, kazuda)), (2, 5));
    let asked = run(state, &["attack Kazuda Xiono > Shield Generator Complex"]);
    assert_eq!(
        offered(&asked),
        [
            "choose Alliance X-Wing",
            "choose Corporate Defense Shuttle",
            "choose Kazuda Xiono",
            "choose Tantive IV",
            "pass"
        ]
    );
    let after = run(asked, &["choose Tantive IV", "choose Alliance X-Wing", "pass"]);
    assert!(!has_keyword(&after, find(&after, "Tantive IV"), Keyword::Sentinel), "its own Sentinel lost");
    assert!(has_keyword(&after, xwing, Keyword::Sentinel), "one it gains from its Pilot is not its own");
    assert_eq!(after.card(after.player(TWO).base).damage, 2);
}

#[test]
fn card_jtl_018_kazuda_xiono_as_a_pilot_gives_the_on_attack() {
    let (mut s, _) = kazuda_table(4);
    let vehicle = s.unit(ONE, "SOR_225");
    s.deploy_leader_as_pilot(ONE, vehicle);
    let state = s.build();
    assert!(is_leader_unit(&state, vehicle));
    let asked = run(state, &["attack TIE/ln Fighter > Shield Generator Complex"]);
    assert!(matches!(asked.prompt, Some(Prompt::UpTo { .. })));
    let after = run(asked, &["choose Corporate Defense Shuttle", "pass", "pass"]);
    assert!(is_offered(&after, "attack Corporate Defense Shuttle > Shield Generator Complex"));
}

#[test]
fn card_jtl_244_there_is_no_escape_up_to_3_units_lose_all_abilities_and_cant_gain_any() {
    let mut s = villains(2);
    s.hand(ONE, "JTL_244");
    s.unit(TWO, "JTL_252");
    let xwing = s.unit(TWO, "SOR_237");
    s.pilot(TWO, "JTL_058", xwing);
    s.unit(TWO, "JTL_059");
    s.unit(ONE, "SOR_225");
    let state = s.build();
    assert!(has_keyword(&state, xwing, Keyword::Sentinel));
    let piloted = power(&state, xwing);
    let asked = run(state, &["event There Is No Escape"]);
    assert_eq!(choices(&asked).len(), 5, "any unit: four and pass");
    let after = run(asked, &["choose Tantive IV", "choose Alliance X-Wing", "choose Corporate Defense Shuttle"]);
    assert!(after.prompt.is_none(), "up to 3");
    assert!(!has_keyword(&after, find(&after, "Tantive IV"), Keyword::Sentinel));
    assert!(!has_keyword(&after, xwing, Keyword::Sentinel), "nor the Sentinel its Pilot would give it");
    assert_eq!(power(&after, xwing), piloted, "the Pilot's modifier is no ability: it stays");
}

/// Poe Dameron (leader) on Massassi Temple with `resources` resources, an Alliance X-Wing, a
/// TIE/ln Fighter and an Academy Graduate (no Vehicle).
fn poe_table(resources: usize) -> State {
    let mut s = Scenario::new("JTL_013", "JTL_026", "JTL_001", "JTL_020");
    s.resources(ONE, resources);
    s.unit(ONE, "SOR_237");
    s.unit(ONE, "SOR_225");
    s.unit(ONE, "JTL_058");
    s.build()
}

#[test]
fn card_jtl_013_poe_dameron_flips_and_attaches_to_a_vehicle_then_moves_once_each_round() {
    let state = poe_table(3);
    assert_eq!(
        offered_like(&state, "action"),
        ["action Poe Dameron > Alliance X-Wing [1]", "action Poe Dameron > TIE/ln Fighter [1]"],
        "a friendly Vehicle without a Pilot"
    );
    let poe = state.player(ONE).leader;
    let xwing = find(&state, "Alliance X-Wing");
    let (before_power, before_hp) = (power(&state, xwing), hp(&state, xwing));
    let after = run(state, &["action Poe Dameron > Alliance X-Wing", "pass"]);
    assert_eq!(after.card(poe).attached.map(|a| a.host), Some(xwing), "flipped and attached");
    assert!(!after.player(ONE).deployed, "not a deploy: the Epic Action is left");
    assert!(!is_leader_unit(&after, xwing), "his upgrade side does not make it a leader unit");
    assert_eq!((power(&after, xwing), hp(&after, xwing)), (before_power + 2, before_hp + 1));
    // As an upgrade: "Action [1 resource]: Attach this upgrade to a friendly Vehicle unit without a Pilot on it."
    assert_eq!(offered_like(&after, "action"), ["action Alliance X-Wing > TIE/ln Fighter [1]"]);
    let tie = find(&after, "TIE/ln Fighter");
    let moved = run(after, &["action Alliance X-Wing > TIE/ln Fighter", "pass"]);
    assert_eq!(moved.card(poe).attached.map(|a| a.host), Some(tie));
    assert_eq!(power(&moved, xwing), before_power);
    assert_eq!(offered_like(&moved, "action"), Vec::<String>::new(), "once each round");
    assert!(offered_like(&poe_table(0), "action").is_empty(), "1 resource to pay");
}

#[test]
fn card_jtl_013_poe_dameron_epic_action_deploys_him_as_a_unit_only() {
    let state = poe_table(5);
    assert_eq!(offered_like(&state, "deploy"), ["deploy Poe Dameron"]);
    let after = run(state, &["deploy Poe Dameron"]);
    let poe = find(&after, "Poe Dameron");
    assert!(is_leader_unit(&after, poe));
    assert_eq!((power(&after, poe), hp(&after, poe)), (4, 6));
}

/// Han Solo (leader) on Chopper Base with `resources` resources, a TIE/ln Fighter (cost 1) and an
/// Alliance X-Wing (cost 2), and `top` on top of his deck.
fn han_table(resources: usize, top: &str) -> State {
    let mut s = Scenario::new("JTL_017", "JTL_029", "JTL_001", "JTL_020");
    s.resources(ONE, resources);
    s.unit(ONE, "SOR_225");
    s.unit(ONE, "SOR_237");
    s.deck(ONE, top);
    s.build()
}

/// The damage on seat two's base after seat one's `attacker` attacks it by Han Solo's Action.
fn han_attack(top: &str, attacker: &str) -> u8 {
    let state = han_table(0, top);
    let asked = run(state, &["action Han Solo"]);
    assert!(matches!(asked.prompt, Some(Prompt::Attack { .. })), "then attack with a unit");
    assert_eq!(asked.player(ONE).deck.len(), 1, "the revealed card stays on top");
    let after = run(asked, &[&format!("attack {attacker} > Shield Generator Complex")]);
    after.card(after.player(TWO).base).damage
}

#[test]
fn card_jtl_017_han_solo_reveals_the_top_card_then_attacks_plus_1_for_different_odd_costs() {
    let state = han_table(0, "JTL_252");
    let (tie, xwing) = (find(&state, "TIE/ln Fighter"), find(&state, "Alliance X-Wing"));
    let (tie_power, xwing_power) = (power(&state, tie), power(&state, xwing));
    // Tantive IV costs 7: the TIE (1) has a different odd cost; the X-Wing (2) an even one.
    assert_eq!(han_attack("JTL_252", "TIE/ln Fighter"), tie_power + 1);
    assert_eq!(han_attack("JTL_252", "Alliance X-Wing"), xwing_power);
    // Another TIE/ln Fighter (1) on top: the same odd cost.
    assert_eq!(han_attack("SOR_225", "TIE/ln Fighter"), tie_power);
}

#[test]
fn card_jtl_017_han_solo_as_a_pilot_readies_a_resource_for_each_friendly_odd_cost_card() {
    let mut state = han_table(6, "JTL_252");
    let resources = state.player(ONE).resources.clone();
    for &r in &resources[..4] {
        state.card_mut(r).exhausted = true;
    }
    let xwing = find(&state, "Alliance X-Wing");
    let after = run(state, &["deploy Han Solo > Alliance X-Wing"]);
    assert!(is_leader_unit(&after, xwing));
    // The TIE/ln Fighter (1) and Han himself (5) as an upgrade; not the X-Wing (2).
    let exhausted = resources.iter().filter(|&&r| after.card(r).exhausted).count();
    assert_eq!(exhausted, 2, "2 of the 4 readied");
}

/// Admiral Trench (leader) on Mos Eisley with `resources` resources; in hand Tantive IV (7), an
/// Escort Skiff (4) and an Alliance X-Wing (2); his deck a TIE/ln Fighter, an Alliance X-Wing,
/// Tantive IV and an Escort Skiff, the Skiff on top.
fn trench_table(resources: usize) -> State {
    let mut s = Scenario::new("JTL_014", "JTL_030", "JTL_001", "JTL_020");
    s.resources(ONE, resources);
    for id in ["JTL_252", "SOR_114", "SOR_237"] {
        s.hand(ONE, id);
    }
    for id in ["SOR_225", "SOR_237", "JTL_252", "SOR_114"] {
        s.deck(ONE, id);
    }
    s.build()
}

#[test]
fn card_jtl_014_admiral_trench_discards_a_card_costing_3_or_more_to_draw_a_card() {
    let state = trench_table(0);
    let top = *state.player(ONE).deck.last().expect("a deck");
    let asked = run(state, &["action Admiral Trench"]);
    assert_eq!(choices(&asked), ["choose Escort Skiff", "choose Tantive IV"], "costs 3 or more; no passing");
    let skiff = asked.player(ONE).hand.iter().copied().find(|&c| &*asked.def(c).title == "Escort Skiff");
    let after = run(asked, &["choose Escort Skiff"]);
    assert!(skiff.is_some_and(|c| after.player(ONE).discard.contains(&c)));
    assert!(after.player(ONE).hand.contains(&top), "then a card drawn");
    assert_eq!(after.player(ONE).hand.len(), 3);
    // With no such card in hand, the Action is not offered.
    let mut s = Scenario::new("JTL_014", "JTL_030", "JTL_001", "JTL_020");
    s.hand(ONE, "SOR_237");
    assert!(offered_like(&s.build(), "action").is_empty());
}

#[test]
fn card_jtl_014_admiral_trench_deploys_for_3_resources_and_an_opponent_discards_2_of_4_revealed() {
    assert_eq!(offered_like(&trench_table(5), "deploy"), Vec::<String>::new(), "6 or more resources");
    let mut tired = trench_table(6);
    let resources = tired.player(ONE).resources.clone();
    for &r in &resources[..4] {
        tired.card_mut(r).exhausted = true;
    }
    assert_eq!(offered_like(&tired, "deploy"), Vec::<String>::new(), "3 ready resources to pay");
    let state = trench_table(6);
    assert_eq!(offered_like(&state, "deploy"), ["deploy Admiral Trench"]);
    let asked = run(state, &["deploy Admiral Trench"]);
    let exhausted = resources.iter().filter(|&&r| asked.card(r).exhausted).count();
    assert_eq!(exhausted, 3, "3 resources paid");
    let trench = find(&asked, "Admiral Trench");
    assert!(is_leader_unit(&asked, trench));
    assert!(matches!(asked.prompt, Some(Prompt::Revealed { chooser: TWO, discard: 2, .. })), "the opponent discards");
    assert_eq!(
        choices(&asked),
        ["choose Alliance X-Wing", "choose Escort Skiff", "choose TIE/ln Fighter", "choose Tantive IV"]
    );
    let drawing = run(asked, &["choose Tantive IV", "choose Escort Skiff"]);
    assert!(matches!(drawing.prompt, Some(Prompt::Revealed { chooser: ONE, discard: 0, .. })));
    assert_eq!(choices(&drawing), ["choose Alliance X-Wing", "choose TIE/ln Fighter"]);
    let hand = drawing.player(ONE).hand.len();
    let after = run(drawing, &["choose TIE/ln Fighter"]);
    assert_eq!(after.player(ONE).hand.len(), hand + 1, "1 drawn");
    assert!(after.player(ONE).deck.is_empty(), "the other discarded");
    assert_eq!(after.player(ONE).discard.len(), 3);
    assert!(after.prompt.is_none());
}

/// Lando Calrissian (leader) on Shield Generator Complex with `resources` resources, Dedicated
/// Wingmen ("Create 2 X-Wing tokens") and Grim Valor (an upgrade) in hand, and an Academy
/// Graduate (ground) in play when `ground`.
fn lando_table(resources: usize, ground: bool) -> State {
    let mut s = Scenario::new("JTL_003", "JTL_020", "JTL_001", "JTL_022");
    s.resources(ONE, resources);
    s.hand(ONE, "JTL_254");
    s.hand(ONE, "JTL_073");
    if ground {
        s.unit(ONE, "JTL_058");
    }
    s.build()
}

#[test]
fn card_jtl_003_lando_calrissian_plays_a_card_then_shields_a_unit_with_ground_and_space_units() {
    let state = lando_table(5, true);
    assert_eq!(
        offered_like(&state, "event"),
        ["event Dedicated Wingmen [4]", "event Dedicated Wingmen via Lando Calrissian [5]"],
        "a card: an event too, for 1 resource more"
    );
    assert!(is_offered(&state, "upgrade Grim Valor > Academy Graduate via Lando Calrissian"), "an upgrade too");
    let asked = run(state, &["event Dedicated Wingmen via Lando Calrissian"]);
    assert!(asked.card(asked.player(ONE).leader).exhausted);
    assert_eq!(asked.player(ONE).resources.iter().filter(|&&r| asked.card(r).exhausted).count(), 5);
    assert_eq!(ties(&asked, ONE), 0);
    assert_eq!(asked.units_of(ONE).filter(|&u| &*asked.def(u).title == "X-Wing").count(), 2, "played");
    assert!(matches!(asked.prompt, Some(Prompt::Target { .. })), "then a ground and a space unit: a Shield");
    let graduate = find(&asked, "Academy Graduate");
    let after = run(asked, &["choose Academy Graduate"]);
    assert_eq!(shields_on(&after, graduate).len(), 1);
    // With no ground unit, no Shield.
    let after = run(lando_table(5, false), &["event Dedicated Wingmen via Lando Calrissian"]);
    assert!(after.prompt.is_none());
    assert!(after.play.iter().all(|&c| &*after.def(c).title != "Shield"));
}

#[test]
fn card_jtl_003_lando_calrissian_as_a_pilot_sentinel_and_a_shield_in_a_different_arena() {
    let mut s = Scenario::new("JTL_003", "JTL_020", "JTL_001", "JTL_022");
    s.resources(ONE, 7);
    let xwing = s.unit(ONE, "SOR_237");
    s.unit(ONE, "JTL_058");
    s.unit(ONE, "SOR_225");
    let asked = run(s.build(), &["deploy Lando Calrissian > Alliance X-Wing"]);
    assert!(is_leader_unit(&asked, xwing));
    assert!(has_keyword(&asked, xwing, Keyword::Sentinel), "attached unit gains Sentinel");
    assert_eq!(choices(&asked), ["choose Academy Graduate", "pass"], "you may: a unit in a different arena (ground)");
    let graduate = find(&asked, "Academy Graduate");
    let after = run(asked, &["choose Academy Graduate"]);
    assert_eq!(shields_on(&after, graduate).len(), 1);
    // The deployed unit: Sentinel.
    let mut s = Scenario::new("JTL_003", "JTL_020", "JTL_001", "JTL_022");
    s.resources(ONE, 7);
    let unit = run(s.build(), &["deploy Lando Calrissian"]);
    let lando = find(&unit, "Lando Calrissian");
    assert!(has_keyword(&unit, lando, Keyword::Sentinel));
    assert_eq!((power(&unit, lando), hp(&unit, lando)), (5, 7));
}
