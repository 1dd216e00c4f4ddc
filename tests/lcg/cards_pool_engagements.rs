//! The pool's cards that act in an engagement (issue "every pilot and every mission"): pilots and
//! enhancements that change who strikes, for how much and what happens after, the missions
//! completed, and the unit fighting beside others; one test per card, named `card_<number>_…`,
//! each playing the card's printed text through the legal actions.

use crate::support::{find, offered, run};
use hangar::engine::Table;
use hangar::rules::lcg::def::Keyword;
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

use crate::cards_pool::{dark_fighters, unit_damage};
use crate::positions::deployment;

/// Dark Side conflict: the Dark Side's 181st TIE Interceptor (UD 1, piloted by `pilot` when
/// given) attacks Running the Trench; the Light Side's X-Wing defends.
fn interceptor_attacks(pilot: Option<&str>) -> hangar::rules::lcg::State {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    let interceptor = s.play(Side::Dark, "0715");
    if let Some(pilot) = pilot {
        s.attach(Side::Dark, pilot, interceptor, Role::Pilot);
    }
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0163");
    run(
        s.build(),
        &[
            "engage Running the Trench",
            "declare 181st TIE Interceptor",
            "pass",
            "declare X-Wing",
            "pass",
            "pass",
            "pass",
        ],
    )
}

#[test]
fn card_0737_maarek_stele_as_a_pilot_deals_double_damage_to_exhausted_units() {
    // "Pilot (2). Enhanced unit deals double damage to exhausted units and objectives."
    let state = interceptor_attacks(Some("0737"));
    // The X-Wing (UD 1) strikes first (the defender has the edge) and is focused: exhausted.
    let exhausted = run(state.clone(), &["strike X-Wing", "damage > 181st TIE Interceptor"]);
    let hit = run(exhausted, &["strike 181st TIE Interceptor", "damage > X-Wing"]);
    assert!(!hit.in_play(find(&hit, "X-Wing")), "2 damage on capacity 2: destroyed");
    // A ready X-Wing takes the printed 1.
    let ready = run(state, &["pass", "strike 181st TIE Interceptor", "damage > X-Wing"]);
    assert_eq!(ready.card(find(&ready, "X-Wing")).damage, 1);
    // Without Maarek Stele, an exhausted X-Wing takes 1.
    let plain = run(interceptor_attacks(None), &["strike X-Wing", "damage > 181st TIE Interceptor"]);
    let plain = run(plain, &["strike 181st TIE Interceptor", "damage > X-Wing"]);
    assert_eq!(plain.card(find(&plain, "X-Wing")).damage, 1);
}

/// Dark Side conflict: the Dark Side's `attacker` (with the enhancement `enhancement` when
/// given) attacks Running the Trench; the Light Side declares an X-Wing and a Rogue Squadron
/// X-Wing piloted by Hobbie.
fn two_defenders(attacker: &str, enhancement: Option<&str>) -> hangar::rules::lcg::State {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    let unit = s.play(Side::Dark, attacker);
    if let Some(e) = enhancement {
        s.attach(Side::Dark, e, unit, Role::Enhancement);
    }
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0163");
    let rogue = s.play(Side::Light, "0700");
    s.attach(Side::Light, "0699", rogue, Role::Pilot);
    let built = s.build();
    let name = built.def(unit).name.to_string();
    let mut state = run(built, &["engage Running the Trench", &format!("declare {name}"), "pass"]);
    // Delta One's shielding: no shield.
    if !offered(&state).iter().any(|o| o == "declare X-Wing") {
        state = run(state, &["pass"]);
    }
    state = run(state, &["declare X-Wing", "declare Rogue Squadron X-Wing", "pass"]);
    state
}

#[test]
fn card_0738_delta_one_focuses_each_participating_unpiloted_enemy_vehicle_after_it_strikes() {
    // "Shielding. / Reaction: After this unit is focused to strike, place 1 focus token on each
    // participating unpiloted enemy Vehicle unit."
    let state = two_defenders("0738", None);
    assert!(facts::keywords(&state, find(&state, "Delta One")).contains(&Keyword::Shielding));
    // No fate; the Light Side does not strike; Delta One strikes (UD 2) at the piloted Rogue
    // Squadron X-Wing.
    let struck = run(state, &["pass", "pass", "pass", "strike Delta One", "damage > Rogue Squadron X-Wing"]);
    assert_eq!(offered(&struck), ["pass", "trigger Delta One"]);
    let done = run(struck, &["trigger Delta One"]);
    assert_eq!(done.card(find(&done, "X-Wing")).focus, 1, "participating, unpiloted");
    assert_eq!(done.card(find(&done, "Rogue Squadron X-Wing")).focus, 0, "piloted");
}

#[test]
fn card_0739_advanced_concussion_missiles_give_unit_damage_for_each_participating_enemy_unit() {
    // "Enhance a Fighter unit you control. / Enhanced unit gains [Unit Damage] for each
    // participating enemy unit."
    let state = two_defenders("0149", Some("0739"));
    assert_eq!(unit_damage(&state, find(&state, "TIE Fighter")), 2, "two defenders, no printed [Unit Damage]");
}

#[test]
fn card_0740_hand_of_the_emperor_focuses_an_enemy_unit_declared_as_an_attacker_or_defender() {
    // "Reduce the cost to play this event by 1 if the Death Star dial is 4 or lower. /
    // Reaction: After an enemy unit is declared as an attacker or defender, place 1 focus token
    // on it." (A Sith deck: the affiliation card pays 1 and matches.)
    let attacked = |dial: u8| {
        let mut s =
            Scenario::new("t", "S-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, dial, Side::Light);
        s.play(Side::Dark, "0036");
        s.play(Side::Dark, "0783");
        s.hand(Side::Dark, "0740");
        s.play(Side::Light, "0163");
        run(s.build(), &["engage Death and Despayre", "declare X-Wing"])
    };
    let asked = attacked(4);
    assert_eq!(offered(&asked), ["pass", "trigger Hand of the Emperor [Sith]"], "the dial at 4: cost 1");
    assert_eq!(
        offered(&attacked(5)),
        [
            "pass",
            "trigger Hand of the Emperor [Sith, Death and Despayre]",
            "trigger Hand of the Emperor [Sith, Defending the Trench]"
        ],
        "the dial at 5: the printed 2"
    );
    let focused = run(asked, &["trigger Hand of the Emperor [Sith]"]);
    assert_eq!(focused.card(find(&focused, "X-Wing")).focus, 1);
    assert!(focused.player(Side::Dark).discard.contains(&find(&focused, "Hand of the Emperor")));
    // As a defender: the Dark Side attacks, the X-Wing is declared to defend.
    let mut s = Scenario::new("t", "S-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0149");
    s.hand(Side::Dark, "0740");
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0163");
    let declared = run(s.build(), &["engage Running the Trench", "declare TIE Fighter", "pass", "declare X-Wing"]);
    assert_eq!(offered(&declared), ["pass", "trigger Hand of the Emperor [Sith]"]);
    let focused = run(declared, &["trigger Hand of the Emperor [Sith]"]);
    assert_eq!(focused.card(find(&focused, "X-Wing")).focus, 1);
}

#[test]
fn card_0735_punch_it_makes_the_opponent_choose_a_different_target() {
    // "Interrupt: When a friendly Vehicle unit is targeted by an enemy card effect, your opponent
    // must choose a different eligible target instead, if able." (Koiogran Turn's words.)
    let mut s = deployment(Side::Dark);
    s.hand(Side::Dark, "0927");
    s.play(Side::Light, "0705");
    s.play(Side::Light, "1182");
    s.hand(Side::Light, "0735");
    let asked = run(s.build(), &["event Filthy Accusations > System Patrol Craft [free]"]);
    assert_eq!(offered(&asked), ["pass", "trigger Punch It [free]"]);
    let redirected = run(asked, &["trigger Punch It"]);
    assert_eq!(offered(&redirected), ["choose YT-2000 Freighter"], "any eligible target but the craft");
    let done = run(redirected, &["choose YT-2000 Freighter"]);
    assert_eq!(done.card(find(&done, "YT-2000 Freighter")).focus, 1);
    assert_eq!(done.card(find(&done, "System Patrol Craft")).focus, 0);
    assert!(done.player(Side::Light).discard.contains(&find(&done, "Punch It")));
}

#[test]
fn card_0732_le_b02d9_removes_its_unit_from_the_engagement_after_it_strikes() {
    // "Pilot (2). Reaction: After enhanced unit resolves a strike, remove it from the
    // engagement."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0715");
    s.play(Side::Light, "0772");
    let x_wing = s.play(Side::Light, "0163");
    s.attach(Side::Light, "0732", x_wing, Role::Pilot);
    let declared = run(
        s.build(),
        &[
            "engage Running the Trench",
            "declare 181st TIE Interceptor",
            "pass",
            "declare X-Wing",
            "pass",
            "pass",
            "pass",
        ],
    );
    let struck = run(declared, &["strike X-Wing", "damage > 181st TIE Interceptor"]);
    assert_eq!(offered(&struck), ["pass", "trigger LE-B02D9"]);
    let removed = run(struck, &["trigger LE-B02D9"]);
    let engagement = removed.engagement.as_ref().expect("the engagement goes on");
    assert!(!engagement.defenders.contains(&x_wing));
    assert!(removed.in_play(x_wing));
}

#[test]
fn card_0733_outrider_focuses_its_pilot_to_join_the_engagement() {
    // "Action: During an engagement, focus a Pilot card attached to this unit to have this unit
    // participate in the engagement on your side."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0715");
    s.play(Side::Light, "0772");
    let outrider = s.play(Side::Light, "0733");
    let duros = s.attach(Side::Light, "0800", outrider, Role::Pilot);
    let state = s.build();
    assert!(!offered(&state).iter().any(|o| o.starts_with("action Outrider")), "only during an engagement");
    // The Light Side declares no defender; in the edge battle's action window, the Outrider
    // joins.
    let engaged =
        run(state, &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "pass", "pass", "pass"]);
    assert_eq!(offered(&engaged), ["action Outrider > Duros Smuggler", "pass"]);
    let joined = run(engaged, &["action Outrider > Duros Smuggler"]);
    assert_eq!(joined.card(duros).focus, 1, "the pilot is focused");
    assert_eq!(joined.card(outrider).focus, 0);
    assert!(joined.engagement.as_ref().expect("engaged").defenders.contains(&outrider));
    assert!(!offered(&joined).iter().any(|o| o.starts_with("action Outrider")), "no ready pilot, and it participates");
}

#[test]
fn card_0987_the_final_battle_completed_destroys_a_target_objective() {
    // "Reaction: After this mission is completed, destroy a target objective."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    crate::support::superlaser_ready(&mut s);
    s.mission(Side::Light, "0987");
    let completed = run(s.build(), &[&crate::support::superlaser_on("The Final Battle")]);
    assert_eq!(offered(&completed), ["pass", "trigger The Final Battle"]);
    let asked = run(completed, &["trigger The Final Battle"]);
    assert_eq!(offered(&asked), ["choose Death and Despayre", "choose Defending the Trench"]);
    let done = run(asked, &["choose Death and Despayre"]);
    let despayre = find(&done, "Death and Despayre");
    assert!(done.player(Side::Light).victory.contains(&despayre));
}

#[test]
fn card_2025_call_to_action_completed_returns_an_enemy_unit_and_arms_specters() {
    // "Each Specter unit gains [Blast Damage] while this mission is in your victory pile. /
    // Reaction: After this mission is completed, return a target enemy unit to its owner's
    // hand."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    crate::support::superlaser_ready(&mut s);
    s.mission(Side::Light, "2025");
    let tie = s.play(Side::Dark, "0149");
    let hera = s.play(Side::Light, "2022");
    let state = s.build();
    let printed = state.def(hera).icons.blast_damage;
    assert_eq!(facts::combat_icons(&state, hera).0.blast_damage, printed, "not while the mission is in play");
    let completed = run(state, &[&crate::support::superlaser_on("Call to Action")]);
    assert_eq!(facts::combat_icons(&completed, hera).0.blast_damage, printed + 1, "in the victory pile");
    let done = run(completed, &["trigger Call to Action", "choose TIE Fighter"]);
    assert!(done.in_hand(Side::Dark, tie));
}

#[test]
fn card_2053_shuttle_pilot_gives_an_enhanced_vehicle_edge_1() {
    // "Pilot (1). Enhanced Vehicle unit gains edge (1)."
    let (mut s, tie, black) = dark_fighters();
    s.attach(Side::Dark, "2053", tie, Role::Pilot);
    let state = s.build();
    assert_eq!(facts::keywords(&state, tie), [Keyword::Edge(1)]);
    assert_eq!(facts::keywords(&state, black), []);
}

/// Light Side conflict: an X-Wing (with `on_x_wing` attached as `role`) and a Y-Wing attack
/// Death and Despayre; returns the position before and after they are declared.
fn two_attackers(on_x_wing: &str, role: Role) -> (hangar::rules::lcg::State, hangar::rules::lcg::State) {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    let x_wing = s.play(Side::Light, "0163");
    s.attach(Side::Light, on_x_wing, x_wing, role);
    s.play(Side::Light, "0165");
    let before = s.build();
    let declared = run(before.clone(), &["engage Death and Despayre", "declare X-Wing", "declare Y-Wing"]);
    (before, declared)
}

#[test]
fn card_2144_biggs_darklighter_gives_his_fighter_edge_for_each_participating_fighter() {
    // "Pilot (1). Enhanced Fighter unit gains edge (X). X is the number of participating Fighter
    // units you control."
    let (before, declared) = two_attackers("2144", Role::Pilot);
    assert_eq!(facts::keywords(&before, find(&before, "X-Wing")), [], "none participates");
    assert_eq!(facts::keywords(&declared, find(&declared, "X-Wing")), [Keyword::Edge(2)]);
}

#[test]
fn card_0729_advanced_proton_torpedoes_give_blast_damage_for_each_attacker_you_control() {
    // "Enhance a friendly Fighter unit. / Enhanced unit gains [Blast Damage] for each attacker
    // you control."
    let (before, declared) = two_attackers("0729", Role::Enhancement);
    let blast = |state: &hangar::rules::lcg::State| facts::combat_icons(state, find(state, "X-Wing")).0.blast_damage;
    assert_eq!((blast(&before), blast(&declared)), (0, 2));
}

#[test]
fn card_2145_red_3_keeps_pilot_cards_you_control_from_enemy_targeting() {
    // "Elite. / Pilot cards you control cannot be targeted by enemy card effects."
    let position = |red_3: bool| {
        let mut s = deployment(Side::Dark);
        s.hand(Side::Dark, "0927");
        s.play(Side::Light, "0800");
        s.play(Side::Light, "0705");
        if red_3 {
            s.play(Side::Light, "2145");
        }
        s.build()
    };
    let (without, with) = (position(false), position(true));
    let targets = |state: &hangar::rules::lcg::State| crate::support::plays(state, "Filthy Accusations");
    assert_eq!(
        targets(&without),
        ["event Filthy Accusations > Duros Smuggler [free]", "event Filthy Accusations > System Patrol Craft [free]"]
    );
    assert_eq!(
        targets(&with),
        ["event Filthy Accusations > System Patrol Craft [free]"],
        "Duros Smuggler is a Pilot card"
    );
    assert!(facts::keywords(&with, find(&with, "Red 3")).contains(&Keyword::Elite));
}

#[test]
fn card_2146_red_squadron_x_wing_gains_targeted_strike_while_piloted() {
    // "This unit gains targeted strike while it is piloted."
    let mut s = deployment(Side::Light);
    let bare = s.play(Side::Light, "2146");
    let piloted = s.play(Side::Light, "2146");
    s.attach(Side::Light, "0800", piloted, Role::Pilot);
    let state = s.build();
    assert_eq!(facts::keywords(&state, bare), []);
    assert_eq!(facts::keywords(&state, piloted), [Keyword::TargetedStrike]);
}
