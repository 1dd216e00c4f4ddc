//! The cards of the objective sets added with every Pilot (X) card and every mission (issue
//! "every pilot and every mission"): one test per card, named `card_<number>_…`, each playing
//! the card's printed text through the legal actions.

use crate::support::{cost, find, offered, run, take};
use hangar::engine::Table;
use hangar::rules::lcg::def::{Guarded, Icons, Keyword};
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

use crate::positions::deployment;

#[test]
fn card_0800_duros_smuggler_pilots_for_nothing() {
    // "Pilot(0)."
    let mut s = deployment(Side::Light);
    s.play(Side::Light, "0163");
    s.hand(Side::Light, "0800");
    let (piloted, _) = take(&s.build(), "pilot Duros Smuggler > X-Wing [free]");
    let smuggler = find(&piloted, "Duros Smuggler");
    assert_eq!(piloted.card(smuggler).attached.map(|a| a.role), Some(Role::Pilot));
}

#[test]
fn card_1180_nien_numb_gives_an_enhanced_transport_unit_damage_and_edge_enabled_tactics() {
    // "Enhanced Transport unit gains [Unit Damage][Edge Enabled Tactics]." A Fighter gains
    // nothing.
    let mut s = deployment(Side::Light);
    let transport = s.play(Side::Light, "0705");
    s.attach(Side::Light, "1180", transport, Role::Pilot);
    let fighter = s.play(Side::Light, "0163");
    s.attach(Side::Light, "1180", fighter, Role::Pilot);
    let state = s.build();
    let printed = hangar::cards::lcg::catalog().get(state.card(transport).def).icons;
    let (normal, edge) = facts::combat_icons(&state, transport);
    assert_eq!((normal.unit_damage, edge.tactics), (printed.unit_damage + 1, 1));
    assert_eq!(
        facts::combat_icons(&state, fighter),
        (Icons { unit_damage: 1, ..Icons::default() }, Icons { blast_damage: 1, ..Icons::default() })
    );
}

#[test]
fn card_0052_emperors_royal_guard_protects_a_character_unit() {
    // "Protect Character. (If a Character unit you control would be damaged, you may place the
    // damage on this unit instead.)"
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0129");
    let guard = s.play(Side::Dark, "0052");
    s.play(Side::Light, "0163");
    let state = s.build();
    assert!(facts::keywords(&state, guard).contains(&Keyword::Protect(Guarded::Character)));
    let struck = run(
        state,
        &["engage Death and Despayre", "declare X-Wing", "pass", "declare Superlaser Engineer", "pass", "pass"],
    );
    let struck = run(struck, &["pass", "pass", "pass", "strike X-Wing", "damage > Superlaser Engineer"]);
    assert_eq!(offered(&struck), ["pass", "protect 1 > Emperor's Royal Guard"]);
    let moved = run(struck, &["protect 1 > Emperor's Royal Guard"]);
    assert_eq!(moved.card(guard).damage, 1);
    assert_eq!(moved.card(find(&moved, "Superlaser Engineer")).damage, 0);
}

/// "Enhance your play area. / Reduce the cost and pilot cost of the first Pilot card you play
/// each turn by 1." (the Pilot Ready Room's words on four more locations): with `location` in
/// `side`'s play area, a Pilot card in hand costs 1 less as a unit and as a pilot, and a second
/// Pilot card played that turn its printed cost.
fn reduces_the_first_pilot_card(side: Side, location: &str) {
    let mut s = deployment(side);
    let (pilot, vehicle, second) = match side {
        Side::Dark => {
            s.play(Side::Dark, "0036");
            s.play(Side::Dark, "0783");
            s.play(Side::Dark, "0149");
            s.hand(Side::Dark, "0714");
            s.hand(Side::Dark, "0760");
            ("Baron Fel", "TIE Fighter", "0760")
        }
        Side::Light => {
            s.play(Side::Light, "0772");
            s.play(Side::Light, "0082");
            s.play(Side::Light, "0700");
            s.hand(Side::Light, "0699");
            s.hand(Side::Light, "0800");
            ("Derek \"Hobbie\" Klivian", "Rogue Squadron X-Wing", "0800")
        }
    };
    let id = s.play(side, location);
    let state = s.build();
    let printed = hangar::cards::lcg::catalog().get(hangar::cards::lcg::catalog().by_key("0714").expect("Baron Fel"));
    let (unit, pilot_cost) = if side == Side::Dark { (printed.cost, 2) } else { (2, 1) };
    let as_unit = format!("unit {pilot}");
    let as_pilot = format!("pilot {pilot} > {vehicle}");
    assert_eq!(cost(&state, &as_unit), i64::from(unit) - 1, "{}", state.def(id).name);
    assert_eq!(cost(&state, &as_pilot), pilot_cost - 1);
    let first = crate::support::plays(&state, pilot).into_iter().find(|p| p.starts_with("pilot")).expect("offered");
    let played = run(state, &[&first]);
    // Only the first Pilot card each turn: the second pays its printed cost.
    let second = hangar::cards::lcg::catalog().get(hangar::cards::lcg::catalog().by_key(second).expect("a pilot"));
    assert_eq!(cost(&played, &format!("unit {}", second.name)), i64::from(second.cost));
}

#[test]
fn card_0711_death_star_ready_room_reduces_the_first_pilot_card_each_turn() {
    reduces_the_first_pilot_card(Side::Dark, "0711");
}

#[test]
fn card_0734_spacer_cantina_reduces_the_first_pilot_card_each_turn() {
    reduces_the_first_pilot_card(Side::Light, "0734");
}

#[test]
fn card_0770_temple_hangar_reduces_the_first_pilot_card_each_turn() {
    reduces_the_first_pilot_card(Side::Light, "0770");
}

#[test]
fn card_0791_den_of_thieves_reduces_the_first_pilot_card_each_turn() {
    reduces_the_first_pilot_card(Side::Dark, "0791");
}

/// The Light Side's X-Wing attacks Death and Despayre; the Dark Side declares `defender`, no
/// fate is placed, the defender does not strike, and the X-Wing's unit damage goes to `struck`.
fn x_wing_strikes(s: Scenario, defender: &str, struck: &str) -> hangar::rules::lcg::State {
    let declared =
        run(s.build(), &["engage Death and Despayre", "declare X-Wing", "pass", &format!("declare {defender}")]);
    run(declared, &["pass", "pass", "pass", "pass", "strike X-Wing", &format!("damage > {struck}")])
}

fn light_attacks() -> Scenario {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s.play(Side::Light, "0163");
    s
}

#[test]
fn card_0790_slave_1_returns_a_pilot_card_leaving_play_to_hand() {
    // "Interrupt: When a Pilot card you control leaves play, return it to its owner's hand
    // instead. (Limit once per turn.)"
    let mut s = light_attacks();
    s.play(Side::Dark, "0790");
    s.play(Side::Dark, "0760");
    let asked = x_wing_strikes(s, "Academy Pilot", "Academy Pilot");
    assert_eq!(offered(&asked), ["pass", "trigger Slave 1"]);
    let saved = run(asked, &["trigger Slave 1"]);
    assert!(saved.in_hand(Side::Dark, find(&saved, "Academy Pilot")));
    // A unit that is not a Pilot card goes to the discard pile.
    let mut s = light_attacks();
    s.play(Side::Dark, "0790");
    s.play(Side::Dark, "0149");
    let destroyed = x_wing_strikes(s, "TIE Fighter", "TIE Fighter");
    assert!(!offered(&destroyed).contains(&"trigger Slave 1".to_string()), "{:?}", offered(&destroyed));
    assert!(destroyed.player(Side::Dark).discard.contains(&find(&destroyed, "TIE Fighter")));
}

#[test]
fn card_0792_bail_out_puts_the_pilot_of_a_vehicle_leaving_play_into_play_as_a_unit() {
    // "Interrupt: When a piloted Vehicle unit you control leaves play, put its attached Pilot
    // card into play as a unit under your control."
    let mut s = light_attacks();
    let tie = s.play(Side::Dark, "0149");
    let pilot = s.attach(Side::Dark, "0760", tie, Role::Pilot);
    s.focus(pilot, 1);
    let bail_out = s.hand(Side::Dark, "0792");
    let asked = x_wing_strikes(s, "TIE Fighter", "TIE Fighter");
    let bailed = run(asked, &["trigger Bail Out"]);
    assert!(bailed.player(Side::Dark).discard.contains(&tie));
    assert!(bailed.player(Side::Dark).discard.contains(&bail_out), "the event was played");
    assert!(bailed.in_play(pilot));
    assert_eq!(bailed.card(pilot).attached, None);
    assert_eq!(facts::current_type(&bailed, pilot), hangar::rules::lcg::def::CardType::Unit);
    assert_eq!((bailed.card(pilot).controller, bailed.card(pilot).focus), (Side::Dark, 0), "it enters play ready");
}

/// The Dark Side's deployment with a TIE Fighter and a Black Squadron Fighter in play.
pub(crate) fn dark_fighters() -> (Scenario, hangar::engine::CardId, hangar::engine::CardId) {
    let mut s = deployment(Side::Dark);
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0783");
    let tie = s.play(Side::Dark, "0149");
    let black = s.play(Side::Dark, "0743");
    s.play(Side::Light, "0163");
    (s, tie, black)
}

pub(crate) fn unit_damage(state: &hangar::rules::lcg::State, unit: hangar::engine::CardId) -> u8 {
    facts::combat_icons(state, unit).0.unit_damage
}

#[test]
fn card_0978_cloud_cover_gives_each_piloted_fighter_you_control_1_more_capacity() {
    // "Each piloted Fighter unit you control gains +1 damage capacity."
    let (mut s, tie, black) = dark_fighters();
    s.attach(Side::Dark, "0760", tie, Role::Pilot);
    s.play(Side::Dark, "0978");
    let x_wing = s.play(Side::Light, "0163");
    s.attach(Side::Light, "0800", x_wing, Role::Pilot);
    let state = s.build();
    assert_eq!(facts::damage_capacity(&state, tie), 2, "piloted: 1 + 1");
    assert_eq!(facts::damage_capacity(&state, black), 2, "not piloted: printed");
    assert_eq!(facts::damage_capacity(&state, x_wing), 2, "an enemy Fighter: printed");
}

#[test]
fn card_2036_howlrunner_as_a_pilot_gives_each_fighter_you_control_unit_damage() {
    // "Pilot (2). Each Fighter unit you control gains [Unit Damage]." (while a Pilot
    // enhancement).
    let (mut s, tie, black) = dark_fighters();
    s.hand(Side::Dark, "2036");
    let state = s.build();
    let x_wing = find(&state, "X-Wing");
    assert_eq!([unit_damage(&state, tie), unit_damage(&state, black)], [0, 0]);
    let first = crate::support::plays(&state, "\"Howlrunner\"")
        .into_iter()
        .find(|p| p.starts_with("pilot \"Howlrunner\" > TIE Fighter"))
        .expect("offered");
    let piloted = run(state.clone(), &[&first]);
    assert_eq!([unit_damage(&piloted, tie), unit_damage(&piloted, black)], [1, 1], "each Fighter you control");
    assert_eq!(unit_damage(&piloted, x_wing), 1, "the enemy X-Wing keeps its printed 1");
    // As a unit, the pilot text is not live.
    let unit =
        crate::support::plays(&state, "\"Howlrunner\"").into_iter().find(|p| p.starts_with("unit")).expect("offered");
    let as_unit = run(state, &[&unit]);
    assert_eq!([unit_damage(&as_unit, tie), unit_damage(&as_unit, black)], [0, 0]);
}

#[test]
fn card_2039_obsidian_2_doubles_its_unit_damage_icons_while_piloted() {
    // "While this unit is piloted, double its unit damage icons."
    let (mut s, _, _) = dark_fighters();
    let plain = s.play(Side::Dark, "2039");
    let piloted = s.play(Side::Dark, "2039");
    s.attach(Side::Dark, "0760", piloted, Role::Pilot);
    let howled = s.play(Side::Dark, "2039");
    s.attach(Side::Dark, "2036", howled, Role::Pilot);
    let state = s.build();
    assert_eq!(unit_damage(&state, plain), 2, "Howlrunner's [Unit Damage] on the printed 1, not doubled");
    assert_eq!(unit_damage(&state, piloted), 4, "(1 + Howlrunner's 1) doubled");
    assert_eq!(unit_damage(&state, howled), 4);
}

#[test]
fn card_2038_obsidian_leader_while_piloted_each_fighter_you_control_protects_it() {
    // "Targeted strike. / Each Fighter unit you control gains "protect Obsidian Leader" while
    // this unit is piloted."
    let attack = |piloted: bool| {
        let mut s = light_attacks();
        let leader = s.play(Side::Dark, "2038");
        if piloted {
            s.attach(Side::Dark, "0760", leader, Role::Pilot);
        }
        s.play(Side::Dark, "0743");
        x_wing_strikes(s, "Obsidian Leader", "Obsidian Leader")
    };
    let protected = attack(true);
    assert!(facts::keywords(&protected, find(&protected, "Obsidian Leader")).contains(&Keyword::TargetedStrike));
    assert!(facts::keywords(&protected, find(&protected, "Black Squadron Fighter"))
        .contains(&Keyword::Protect(Guarded::ObsidianLeader)));
    assert_eq!(offered(&protected), ["pass", "protect 1 > Black Squadron Fighter"]);
    let moved = run(protected, &["protect 1 > Black Squadron Fighter"]);
    assert_eq!(moved.card(find(&moved, "Black Squadron Fighter")).damage, 1);
    assert_eq!(moved.card(find(&moved, "Obsidian Leader")).damage, 0);
    let alone = attack(false);
    assert!(!offered(&alone).iter().any(|o| o.starts_with("protect")), "{:?}", offered(&alone));
}

#[test]
fn card_2037_night_beast_readies_its_fighter_after_it_survives_as_a_defender() {
    // "Reaction: After enhanced Fighter unit survives an engagement as a defender, remove 1
    // focus token from it."
    let mut s = light_attacks();
    let tie = s.play(Side::Dark, "0149");
    s.attach(Side::Dark, "2037", tie, Role::Pilot);
    let declared = run(s.build(), &["engage Death and Despayre", "declare X-Wing", "pass", "declare TIE Fighter"]);
    // No fate; the TIE Fighter strikes (focused) and the X-Wing does not: it survives.
    let struck = run(declared, &["pass", "pass", "pass", "strike TIE Fighter", "damage > X-Wing", "pass", "pass"]);
    assert_eq!(struck.card(tie).focus, 1);
    assert_eq!(offered(&struck), ["pass", "trigger \"Night Beast\""]);
    let readied = run(struck, &["trigger \"Night Beast\""]);
    assert_eq!(readied.card(tie).focus, 0);
}

fn capacity_of(number: &str) -> u8 {
    hangar::cards::lcg::catalog().get(hangar::cards::lcg::catalog().by_key(number).expect("a card")).damage_capacity
}

#[test]
fn card_1179_resistance_and_rebellion_gives_transports_capacity_for_each_pilot_enhancement() {
    // "Each Transport unit you control gains +1 damage capacity for each Pilot enhancement on
    // it."
    let mut s = deployment(Side::Light);
    s.play(Side::Light, "1179");
    let two = s.play(Side::Light, "1182");
    s.attach(Side::Light, "0800", two, Role::Pilot);
    s.attach(Side::Light, "1180", two, Role::Pilot);
    let none = s.play(Side::Light, "0705");
    let fighter = s.play(Side::Light, "0163");
    s.attach(Side::Light, "0699", fighter, Role::Pilot);
    let state = s.build();
    assert_eq!(facts::damage_capacity(&state, two), capacity_of("1182") + 2);
    assert_eq!(facts::damage_capacity(&state, none), capacity_of("0705"));
    assert_eq!(facts::damage_capacity(&state, fighter), capacity_of("0163"), "a Fighter gains nothing");
}

#[test]
fn card_1181_loyal_co_pilot_gives_a_transport_shielding_and_with_a_second_pilot_elite() {
    // "Pilot (1). This Pilot enhancement does not count against the pilot limit. Enhanced
    // Transport unit gains shielding. If enhanced Transport unit has 2 or more Pilot
    // enhancements on it, it also gains elite."
    let mut s = deployment(Side::Light);
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0082");
    let craft = s.play(Side::Light, "0705");
    let co_pilot = s.attach(Side::Light, "1181", craft, Role::Pilot);
    let fighter = s.play(Side::Light, "0163");
    s.attach(Side::Light, "1181", fighter, Role::Pilot);
    s.hand(Side::Light, "0800");
    let state = s.build();
    // The craft's own keyword: "Protect [Smugglers and Spies] objective."
    let own = Keyword::Protect(Guarded::SmugglersAndSpiesObjective);
    assert_eq!(facts::keywords(&state, craft), [Keyword::Shielding, own]);
    assert_eq!(facts::keywords(&state, fighter), [], "a Fighter gains nothing");
    // Duros Smuggler pilots the craft beside the co-pilot: no pilot is discarded, and the craft
    // has two Pilot enhancements.
    let piloted = run(state, &["pilot Duros Smuggler > System Patrol Craft [free]"]);
    assert_eq!(piloted.prompt, None);
    assert_eq!(facts::counted_pilots(&piloted, craft), [find(&piloted, "Duros Smuggler")]);
    assert!(piloted.in_play(co_pilot));
    assert_eq!(facts::keywords(&piloted, craft), [Keyword::Elite, Keyword::Shielding, own]);
}

#[test]
fn card_1182_yt_2000_freighter_gains_edge_1_for_each_pilot_enhancement() {
    // "This unit gains edge (1) for each Pilot enhancement on it."
    let mut s = deployment(Side::Light);
    let bare = s.play(Side::Light, "1182");
    let crewed = s.play(Side::Light, "1182");
    s.attach(Side::Light, "0800", crewed, Role::Pilot);
    s.attach(Side::Light, "1181", crewed, Role::Pilot);
    let state = s.build();
    assert_eq!(facts::keywords(&state, bare), []);
    // Two Pilot enhancements: edge (2); the Loyal Co-Pilot adds shielding and elite to a
    // Transport with two pilots.
    assert_eq!(facts::keywords(&state, crewed), [Keyword::Elite, Keyword::Edge(2), Keyword::Shielding]);
}

#[test]
fn card_0946_sith_lightsaber_gives_unit_damage_and_edge_enabled_tactics() {
    // "Enhance a Force User or Force Sensitive unit. / Enhanced unit gains [Unit Damage]
    // [Edge-enabled Tactics]."
    let mut s = deployment(Side::Dark);
    let maarek = s.play(Side::Dark, "0737");
    s.attach(Side::Dark, "0946", maarek, Role::Enhancement);
    let state = s.build();
    let def = state.def(maarek);
    let (normal, edge) = facts::combat_icons(&state, maarek);
    assert_eq!((normal.unit_damage, edge.tactics), (def.icons.unit_damage + 1, def.edge_icons.tactics + 1));
}

#[test]
fn card_1004_head_of_security_gives_tactics() {
    // "Enhance a [Scum and Villainy] unit. / Enhanced unit gains [tactics]"
    let mut s = deployment(Side::Dark);
    let boba = s.play(Side::Dark, "0789");
    s.attach(Side::Dark, "1004", boba, Role::Enhancement);
    let state = s.build();
    assert_eq!(facts::combat_icons(&state, boba).0.tactics, state.def(boba).icons.tactics + 1);
}

#[test]
fn card_0911_warriors_of_the_forest_gives_ewoks_edge_enabled_blast_damage() {
    // "Each Ewok unit you control gains [Edge-Enabled Blast Damage]."
    let mut s = deployment(Side::Light);
    s.play(Side::Light, "0911");
    let ewok = s.play(Side::Light, "0913");
    let x_wing = s.play(Side::Light, "0163");
    let state = s.build();
    assert_eq!(facts::combat_icons(&state, ewok).1.blast_damage, state.def(ewok).edge_icons.blast_damage + 1);
    assert_eq!(facts::combat_icons(&state, x_wing).1.blast_damage, state.def(x_wing).edge_icons.blast_damage);
}

#[test]
fn card_0912_wicket_focuses_an_enemy_unit_of_cost_3_or_lower_after_he_attacks() {
    // "Reaction: After this unit is declared as an attacker, place 1 focus token on a target
    // enemy unit with printed cost 3 or lower."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    let tie = s.play(Side::Dark, "0149");
    s.play(Side::Dark, "0738");
    s.play(Side::Light, "0912");
    let declared = run(s.build(), &["engage Death and Despayre", "declare Wicket W. Warrick"]);
    assert_eq!(offered(&declared), ["pass", "trigger Wicket W. Warrick"]);
    let asked = run(declared, &["trigger Wicket W. Warrick"]);
    assert_eq!(offered(&asked), ["choose TIE Fighter"], "Delta One costs 4");
    let done = run(asked, &["choose TIE Fighter"]);
    assert_eq!(done.card(tie).focus, 1);
}

#[test]
fn card_0984_admiral_ackbar_gives_rebel_vehicles_blast_damage_while_attacking_a_mission() {
    // "Elite. / Each [Rebel Alliance] Vehicle unit gain [blast damage] while it is attacking a
    // mission." Red Two is a [Rebel Alliance] Vehicle; the X-Wing is neutral.
    let attack = |target: &str| {
        let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
        s.play(Side::Dark, "0036");
        s.mission(Side::Light, "0910");
        s.play(Side::Light, "0984");
        let red_two = s.play(Side::Light, "0114");
        let x_wing = s.play(Side::Light, "0163");
        let state = s.build();
        let blast =
            |state: &hangar::rules::lcg::State| [red_two, x_wing].map(|u| facts::combat_icons(state, u).0.blast_damage);
        assert_eq!(blast(&state), [0, 0], "not attacking");
        let attacking = run(state, &[&format!("engage {target}"), "declare Red Two", "declare X-Wing"]);
        blast(&attacking)
    };
    assert_eq!(attack("Ground Support"), [1, 0]);
    assert_eq!(attack("Death and Despayre"), [0, 0], "not a mission");
}

#[test]
fn card_0798_breaking_the_blockade_readies_a_piloted_vehicle_of_cost_2_or_lower() {
    // "Action: Focus this objective to remove a focus token from a target piloted Vehicle unit
    // with printed cost 2 or lower."
    let mut s = deployment(Side::Light);
    let blockade = s.play(Side::Light, "0798");
    let craft = s.play(Side::Light, "0705");
    s.attach(Side::Light, "0800", craft, Role::Pilot);
    s.focus(craft, 1);
    let freighter = s.play(Side::Light, "1182");
    s.attach(Side::Light, "0800", freighter, Role::Pilot);
    s.focus(freighter, 1);
    let bare = s.play(Side::Light, "0705");
    s.focus(bare, 1);
    let state = s.build();
    let actions: Vec<String> = offered(&state).into_iter().filter(|o| o.starts_with("action Breaking")).collect();
    assert_eq!(
        actions,
        ["action Breaking the Blockade > System Patrol Craft"],
        "the YT-2000 costs 3; the other craft is unpiloted"
    );
    let done = run(state, &["action Breaking the Blockade > System Patrol Craft"]);
    assert_eq!((done.card(craft).focus, done.card(blockade).focus), (0, 1));
}

#[test]
fn card_0799_smuggling_freighter_piloted_deals_damage_shields_cannot_prevent() {
    // "While this unit is piloted, damage dealt by it cannot be prevented by shields."
    let strike = |piloted: bool| {
        let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
        s.play(Side::Dark, "0036");
        s.play(Side::Dark, "0743");
        let freighter = s.play(Side::Light, "0799");
        if piloted {
            s.attach(Side::Light, "0800", freighter, Role::Pilot);
        }
        let mut state = s.build();
        let fighter = find(&state, "Black Squadron Fighter");
        state.cards[fighter.idx()].shields = 1;
        let done = run(
            state,
            &["engage Death and Despayre", "declare Smuggling Freighter", "pass", "declare Black Squadron Fighter"],
        );
        let done = run(
            done,
            &["pass", "pass", "pass", "pass", "strike Smuggling Freighter", "damage > Black Squadron Fighter"],
        );
        let cs = done.card(fighter);
        (cs.damage, cs.shields)
    };
    assert_eq!(strike(true), (1, 1), "the shield does not prevent it");
    assert_eq!(strike(false), (0, 0), "unpiloted, the shield prevents 1");
}
