//! The Light Side cards numbered from 1000 of the objective sets added with every Pilot (X) card
//! and every mission (issue "every pilot and every mission"): one test per card, named
//! `card_<number>_…`, each playing the card's printed text through the legal actions as a player
//! meets it. The cards numbered below 1000 are in `cards_pool_light.rs`.

use crate::cards_pool_light::light_conflict;
use crate::positions::{dark_conflict, deployment};
use crate::support::{find, offered, run};
use hangar::engine::Table;
use hangar::rules::lcg::def::{Guarded, Keyword};
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

#[test]
fn card_1199_red_six_protects_fighters_and_with_jek_porkins_vehicles() {
    // "Protect Fighter. / While this unit is piloted by Jek Porkins, it gains protect Vehicle."
    let protects = |pilot: Option<&str>| {
        let mut s = light_conflict();
        let red_six = s.play(Side::Light, "1199");
        if let Some(pilot) = pilot {
            s.attach(Side::Light, pilot, red_six, Role::Pilot);
        }
        let state = s.build();
        let keywords = facts::keywords(&state, red_six);
        [Guarded::Fighter, Guarded::Vehicle].map(|g| keywords.contains(&Keyword::Protect(g)))
    };
    assert_eq!(protects(None), [true, false]);
    assert_eq!(protects(Some("0800")), [true, false], "piloted by another pilot");
    assert_eq!(protects(Some("1198")), [true, true], "piloted by Jek Porkins");
}

#[test]
fn card_1198_jek_porkins_puts_a_rebel_unit_into_play_as_his_fighter_leaves() {
    // "Pilot (1). Interrupt: When enhanced Fighter unit leaves play, put into play from your hand
    // a [Rebel Alliance] unit with an equal or lower printed cost than enhanced Fighter unit."
    let mut s = dark_conflict();
    let red_six = s.play(Side::Light, "1199");
    s.attach(Side::Light, "1198", red_six, Role::Pilot);
    s.damage(red_six, 2);
    s.hand(Side::Light, "1177");
    s.hand(Side::Light, "0773");
    s.hand(Side::Light, "0705");
    let declared = run(
        s.build(),
        &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "declare Red Six", "pass"],
    );
    // No fate; Red Six does not strike, the 181st TIE Interceptor's damage destroys it.
    let struck = run(declared, &["pass", "pass", "pass", "strike 181st TIE Interceptor", "damage > Red Six"]);
    assert_eq!(offered(&struck), ["pass", "trigger Jek Porkins"]);
    let asked = run(struck, &["trigger Jek Porkins"]);
    // Red Two costs 3, as Red Six does; Luke Skywalker costs 4; the System Patrol Craft is
    // neutral.
    assert_eq!(offered(&asked), ["pass", "put Red Two"]);
    let replaced = run(asked, &["put Red Two"]);
    assert!(!replaced.in_play(red_six));
    let red_two = find(&replaced, "Red Two");
    assert!(replaced.player(Side::Light).play.contains(&red_two));
    assert!(!replaced.in_play(find(&replaced, "Jek Porkins")), "Jek leaves play with his Fighter");
}

#[test]
fn card_1176_wedge_antilles_arms_his_fighter_and_moves_himself() {
    // "Pilot (2). Enhanced Speeder or Fighter unit gains [Unit Damage][Blast Damage] and elite.
    // While this card is a Pilot enhancement it gains: "Action: Focus this enhancement to move
    // it to another eligible target unit.""
    let mut s = deployment(Side::Light);
    let x_wing = s.play(Side::Light, "0163");
    let craft = s.play(Side::Light, "0705");
    let wedge = s.attach(Side::Light, "1176", x_wing, Role::Pilot);
    let state = s.build();
    let printed = |card| {
        let def = hangar::cards::lcg::catalog().get(state.card(card).def);
        (def.icons, def.edge_icons)
    };
    let (printed_x_wing, printed_craft) = (printed(x_wing), printed(craft));
    let (x_wing_icons, x_wing_edge) = printed_x_wing;
    let (normal, edge) = facts::combat_icons(&state, x_wing);
    assert_eq!(
        (normal.unit_damage, normal.blast_damage, edge),
        (x_wing_icons.unit_damage + 1, x_wing_icons.blast_damage + 1, x_wing_edge)
    );
    assert!(facts::keywords(&state, x_wing).contains(&Keyword::Elite));
    assert_eq!(offered(&state), ["move Wedge Antilles > System Patrol Craft by Wedge Antilles", "pass"]);
    let moved = run(state, &["move Wedge Antilles > System Patrol Craft by Wedge Antilles"]);
    assert_eq!(facts::piloting(&moved, wedge), Some(craft));
    assert_eq!(moved.card(wedge).focus, 1, "the enhancement is focused");
    assert_eq!(facts::combat_icons(&moved, x_wing), printed_x_wing);
    assert_eq!(facts::combat_icons(&moved, craft), printed_craft, "a Transport gains nothing");
    assert!(!facts::keywords(&moved, craft).contains(&Keyword::Elite));
    assert!(!offered(&moved).iter().any(|o| o.starts_with("move")), "focused, it cannot move again");
}

#[test]
fn card_1033_redeem_the_fallen_puts_a_unit_from_the_enemy_discard_pile_into_play() {
    // "Reaction: After this mission is completed, put a non-Vehicle unit with 4 or fewer printed
    // Force icons into play under your control from your opponent's discard pile."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    crate::support::superlaser_ready(&mut s);
    s.mission(Side::Light, "1033");
    let trooper = s.discard(Side::Dark, "0125");
    s.discard(Side::Dark, "0149");
    s.discard(Side::Dark, "0784");
    s.discard(Side::Dark, "1046");
    let completed = run(s.build(), &[&crate::support::superlaser_on("Redeem the Fallen")]);
    assert_eq!(offered(&completed), ["pass", "trigger Redeem the Fallen"]);
    let asked = run(completed, &["trigger Redeem the Fallen"]);
    // The TIE Fighter is a Vehicle; Emperor Palpatine has 5 Force icons.
    assert_eq!(offered(&asked), ["pass", "put Darth Vader", "put Stormtrooper Elite"]);
    let redeemed = run(asked, &["put Stormtrooper Elite"]);
    assert!(redeemed.player(Side::Light).play.contains(&trooper));
    assert_eq!(redeemed.card(trooper).controller, Side::Light);
    assert_eq!(redeemed.card(trooper).owner, Side::Dark);
    assert!(!redeemed.player(Side::Dark).discard.contains(&trooper));
}

#[test]
fn card_1197_sacrifice_of_heroes_draws_a_card_after_a_unit_you_control_is_destroyed() {
    // "Reaction: After a unit you control is destroyed, draw 1 card."
    let mut s = dark_conflict();
    s.play(Side::Light, "1197");
    let x_wing = s.play(Side::Light, "0163");
    s.damage(x_wing, 1);
    s.command_deck(Side::Light, "0163");
    let declared = run(
        s.build(),
        &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "declare X-Wing", "pass"],
    );
    let struck = run(declared, &["pass", "pass", "pass", "strike 181st TIE Interceptor", "damage > X-Wing"]);
    assert!(!struck.in_play(x_wing));
    assert_eq!(offered(&struck), ["pass", "trigger Sacrifice of Heroes"]);
    let hand = struck.player(Side::Light).hand.len();
    let drew = run(struck, &["trigger Sacrifice of Heroes"]);
    assert_eq!(drew.player(Side::Light).hand.len(), hand + 1);
}

#[test]
fn card_2000_r5_d8_is_discarded_from_hand_to_draw_3_as_a_piloted_vehicle_leaves() {
    // "Limited. / Interrupt: When a piloted Vehicle unit you control leaves play, discard this
    // unit from your hand to draw 3 cards."
    let mut s = dark_conflict();
    let red_six = s.play(Side::Light, "1199");
    s.attach(Side::Light, "0800", red_six, Role::Pilot);
    s.damage(red_six, 2);
    let r5 = s.hand(Side::Light, "2000");
    for _ in 0..3 {
        s.command_deck(Side::Light, "0163");
    }
    let state = s.build();
    assert!(facts::keywords(&state, r5).contains(&Keyword::Limited));
    let declared =
        run(state, &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "declare Red Six", "pass"]);
    let struck = run(declared, &["pass", "pass", "pass", "strike 181st TIE Interceptor", "damage > Red Six"]);
    assert_eq!(offered(&struck), ["pass", "trigger R5-D8"]);
    let drew = run(struck, &["trigger R5-D8"]);
    assert!(drew.player(Side::Light).discard.contains(&r5));
    assert_eq!(drew.player(Side::Light).hand.len(), 3);
    assert!(drew.player(Side::Light).command_deck.is_empty());
}

#[test]
fn card_2001_ive_got_a_problem_here_sets_the_balance_back_to_the_light_side() {
    // "Reaction: After the Balance of the Force is set to the dark side, set it to the light
    // side." The Dark Side wins the Force struggle at the end of the Light Side's turn.
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Force).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    let tie = s.play(Side::Dark, "0715");
    s.commit(tie);
    s.play(Side::Light, "0772");
    let event = s.hand(Side::Light, "2001");
    let ended = run(s.build(), &["pass"]);
    assert_eq!(ended.balance, Side::Dark);
    assert_eq!(
        offered(&ended),
        [
            "pass",
            "trigger I've Got a Problem Here [Rebel Alliance]",
            "trigger I've Got a Problem Here [Running the Trench]"
        ]
    );
    let set = run(ended, &["trigger I've Got a Problem Here [Rebel Alliance]"]);
    assert_eq!(set.balance, Side::Light);
    assert!(set.player(Side::Light).discard.contains(&event), "the event is played");
    assert_eq!(set.active, Side::Dark, "the Dark Side's turn goes on");
}

#[test]
fn card_2143_theyll_never_stop_us_draws_for_each_piloted_vehicle_after_an_enemy_objective_falls() {
    // "Reaction: After an enemy objective is destroyed, draw 1 card for each piloted Vehicle unit
    // you control. (Limit once per turn.)" Two piloted Vehicles and an unpiloted X-Wing.
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    let despayre = s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0783");
    s.damage(despayre, 4);
    s.play(Side::Light, "2143");
    let red_two = s.play(Side::Light, "1177");
    s.attach(Side::Light, "0800", red_two, Role::Pilot);
    let x_wing = s.play(Side::Light, "0163");
    s.attach(Side::Light, "0800", x_wing, Role::Pilot);
    s.play(Side::Light, "0163");
    for _ in 0..4 {
        s.command_deck(Side::Light, "0163");
    }
    // Red Two's [Blast Damage] destroys Death and Despayre.
    let destroyed = run(
        s.build(),
        &["engage Death and Despayre", "declare Red Two", "pass", "pass", "pass", "pass", "pass", "strike Red Two"],
    );
    assert!(!destroyed.in_play(despayre));
    assert_eq!(offered(&destroyed), ["pass", "trigger They'll Never Stop Us"]);
    let hand = destroyed.player(Side::Light).hand.len();
    let drew = run(destroyed, &["trigger They'll Never Stop Us"]);
    assert_eq!(drew.player(Side::Light).hand.len(), hand + 2);
}

#[test]
fn card_1029_a_heros_duty_takes_the_force_of_non_units_in_the_enemy_edge_stack() {
    // "While this objective is undamaged, non-unit cards in your opponent's edge stack lose all
    // Force icons." The Dark Side attacks A Hero's Duty and places one card in its edge stack;
    // the Light Side places none (a tie goes to the defender).
    let edge_winner = |placed: &str, damaged: bool| {
        let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
        s.play(Side::Dark, "0715");
        let card = s.hand(Side::Dark, placed);
        let duty = s.play(Side::Light, "1029");
        if damaged {
            s.damage(duty, 1);
        }
        s.play(Side::Light, "0163");
        let state = s.build();
        let name = hangar::cards::lcg::catalog().get(state.card(card).def).name.to_string();
        let revealed = run(
            state,
            &[
                "engage A Hero's Duty",
                "declare 181st TIE Interceptor",
                "pass",
                "pass",
                &format!("edge {name}"),
                "pass",
                "pass",
            ],
        );
        revealed.engagement.as_ref().and_then(|e| e.edge_winner)
    };
    // Target of Opportunity, a fate card (1 Force): no Force while A Hero's Duty is undamaged.
    assert_eq!(edge_winner("0170", false), Some(Side::Light));
    assert_eq!(edge_winner("0170", true), Some(Side::Dark), "damaged, it does nothing");
    // A TIE Fighter is a unit card: it keeps its Force icon.
    assert_eq!(edge_winner("0149", false), Some(Side::Dark));
}

#[test]
fn card_1175_a_legend_begins_removes_an_enemy_unit_after_a_rebel_fate_is_revealed() {
    // "Rebel Alliance affiliation only. / Reaction: After you reveal 1 or more [Rebel Alliance]
    // fate cards in your edge stack, remove a target participating enemy unit from the
    // engagement. (Limit 1 per engagement.)" Tactical Planning is a [Rebel Alliance] fate card.
    let attack = |fate: &str| {
        let mut s = light_conflict();
        s.play(Side::Dark, "0715");
        s.play(Side::Dark, "0149");
        s.play(Side::Light, "1175");
        s.play(Side::Light, "0163");
        let card = s.hand(Side::Light, fate);
        let state = s.build();
        let name = hangar::cards::lcg::catalog().get(state.card(card).def).name.to_string();
        let declared = run(
            state,
            &[
                "engage Death and Despayre",
                "declare X-Wing",
                "pass",
                "declare 181st TIE Interceptor",
                "declare TIE Fighter",
                "pass",
            ],
        );
        run(declared, &[&format!("edge {name}"), "pass", "pass"])
    };
    // Tactical Planning resolves first: the TIE Fighter loses its edge-enabled [Unit Damage].
    let revealed = run(attack("1178"), &["choose TIE Fighter", "option 4"]);
    assert_eq!(offered(&revealed), ["pass", "trigger A Legend Begins"]);
    let asked = run(revealed, &["trigger A Legend Begins"]);
    assert_eq!(offered(&asked), ["choose 181st TIE Interceptor", "choose TIE Fighter"]);
    let removed = run(asked, &["choose TIE Fighter"]);
    let engagement = removed.engagement.as_ref().expect("the engagement goes on");
    assert_eq!(engagement.defenders, [find(&removed, "181st TIE Interceptor")]);
    // A neutral fate card (Protection) does not count.
    let neutral = run(attack("0256"), &["choose X-Wing"]);
    assert!(!offered(&neutral).iter().any(|o| o.contains("A Legend Begins")), "{:?}", offered(&neutral));
    let set = hangar::cards::lcg::objective_sets().iter().find(|set| set.number == 242).expect("set 242");
    assert_eq!(set.affiliation_only, Some(hangar::rules::lcg::def::Affiliation::RebelAlliance));
}
