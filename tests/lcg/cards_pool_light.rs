//! The Light Side cards of the objective sets that hold a Pilot (X) card or a mission, beyond
//! those `cards_pool.rs` plays: one test per card, named `card_<number>_…`, each playing the
//! card's printed text through the legal actions as a player meets it.

use crate::support::{cost, find, offered, run};
use hangar::engine::Table;
use hangar::rules::lcg::def::{Guarded, Icons, Keyword};
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

/// The Light Side's conflict phase: it attacks Death and Despayre (the Dark Side's objective).
pub(crate) fn light_conflict() -> Scenario {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s
}

use crate::positions::{dark_conflict, deployment};

#[test]
fn card_0827_millennium_falcon_removes_itself_from_an_engagement_once_per_phase() {
    // "Elite. Edge(1). / Action: Remove this unit from an engagement. (Limit once per phase.)"
    let mut s = dark_conflict();
    let falcon = s.play(Side::Light, "0827");
    let state = s.build();
    assert!(facts::keywords(&state, falcon).contains(&Keyword::Elite));
    assert!(facts::keywords(&state, falcon).contains(&Keyword::Edge(1)));
    assert!(!offered(&state).iter().any(|o| o.starts_with("action Millennium Falcon")), "only in an engagement");
    let declared = run(
        state,
        &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "declare Millennium Falcon", "pass"],
    );
    // No fate: in the action window after the edge battle, the Falcon leaves the engagement.
    let window = run(declared, &["pass", "pass"]);
    assert_eq!(offered(&window), ["action Millennium Falcon", "pass", "strike Millennium Falcon"]);
    let left = run(window, &["action Millennium Falcon"]);
    let engagement = left.engagement.as_ref().expect("the engagement goes on");
    assert!(!engagement.defenders.contains(&falcon));
    assert!(left.in_play(falcon));
    assert!(!offered(&left).iter().any(|o| o.contains("Millennium Falcon")), "{:?}", offered(&left));
}

#[test]
fn card_0256_protection_places_a_shield_on_a_target_unit_or_objective() {
    // "Place 1 shield on a target unit or objective." The defender places it in its edge stack.
    let mut s = dark_conflict();
    let x_wing = s.play(Side::Light, "0163");
    s.hand(Side::Light, "0256");
    let declared = run(
        s.build(),
        &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "declare X-Wing", "pass"],
    );
    let revealed = run(declared, &["pass", "edge Protection", "pass", "pass"]);
    assert_eq!(offered(&revealed), ["choose 181st TIE Interceptor", "choose Running the Trench", "choose X-Wing"]);
    let shielded = run(revealed, &["choose X-Wing"]);
    assert_eq!(shielded.card(x_wing).shields, 1);
}

#[test]
fn card_0769_blue_nine_readies_a_pilot_enhancement_after_it_strikes() {
    // "Elite. / Reaction: After this unit is focused to strike, remove 1 focus token from a Pilot
    // enhancement you control. (Limit once per phase.)"
    let mut s = light_conflict();
    let blue_nine = s.play(Side::Light, "0769");
    let wedge = s.attach(Side::Light, "0183", blue_nine, Role::Pilot);
    s.focus(wedge, 1);
    let state = s.build();
    assert!(facts::keywords(&state, blue_nine).contains(&Keyword::Elite));
    // No defender, no fate: Blue Nine strikes, focused, and its Reaction readies Wedge Antilles.
    let struck = run(
        state,
        &["engage Death and Despayre", "declare Blue Nine", "pass", "pass", "pass", "pass", "pass", "strike Blue Nine"],
    );
    assert_eq!(struck.card(blue_nine).focus, 1);
    assert_eq!(offered(&struck), ["pass", "trigger Blue Nine"]);
    let asked = run(struck, &["trigger Blue Nine"]);
    assert_eq!(offered(&asked), ["choose Wedge Antilles"], "only a focused Pilot enhancement");
    let readied = run(asked, &["choose Wedge Antilles"]);
    assert_eq!(readied.card(wedge).focus, 0);
}

#[test]
fn card_0826_han_solo_bars_an_enemy_unit_from_defending_after_his_unit_attacks() {
    // "Pilot (2). Reaction: After enhanced unit is declared as an attacker, target an enemy
    // unit. That unit cannot be declared as a defender during this engagement."
    let mut s = light_conflict();
    s.play(Side::Dark, "0149");
    s.play(Side::Dark, "0715");
    let x_wing = s.play(Side::Light, "0163");
    s.attach(Side::Light, "0826", x_wing, Role::Pilot);
    let declared = run(s.build(), &["engage Death and Despayre", "declare X-Wing"]);
    assert_eq!(offered(&declared), ["pass", "trigger Han Solo"]);
    let asked = run(declared, &["trigger Han Solo"]);
    assert_eq!(offered(&asked), ["choose 181st TIE Interceptor", "choose TIE Fighter"]);
    let barred = run(asked, &["choose TIE Fighter", "pass"]);
    assert_eq!(offered(&barred), ["declare 181st TIE Interceptor", "pass"], "the TIE Fighter cannot defend");
}

#[test]
fn card_0704_lando_calrissian_strips_enemy_icons_while_he_has_the_edge() {
    // "Pilot (2). While enhanced unit is participating in an engagement and you have the edge,
    // each enemy unit loses all combat icons."
    let mut s = dark_conflict();
    let x_wing = s.play(Side::Light, "0163");
    s.attach(Side::Light, "0704", x_wing, Role::Pilot);
    s.hand(Side::Light, "1177");
    let declared = run(
        s.build(),
        &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "declare X-Wing", "pass"],
    );
    let tie = find(&declared, "181st TIE Interceptor");
    assert!(facts::combat_icons(&declared, tie).0.unit_damage > 0, "no edge yet");
    let x_wing_icons = facts::combat_icons(&declared, x_wing);
    // The Light Side places Red Two (2 Force) in its edge stack and wins the edge battle.
    let won = run(declared, &["pass", "edge Red Two", "pass", "pass"]);
    assert_eq!(won.engagement.as_ref().and_then(|e| e.edge_winner), Some(Side::Light));
    assert_eq!(facts::combat_icons(&won, tie), Default::default());
    assert_eq!(facts::combat_icons(&won, x_wing), x_wing_icons, "friendly units keep theirs");
}

#[test]
fn card_0727_gray_squadron_gunner_gives_unit_damage_for_each_blast_icon() {
    // "Pilot (1). Enhanced unit gains [Unit Damage] for each [Blast Damage] and [Edge Enabled
    // Blast Damage] it has." Red Six: 2 unit damage, 1 edge-enabled blast damage.
    let units = |piloted: bool| {
        let mut s = deployment(Side::Light);
        let red_six = s.play(Side::Light, "1199");
        let y_wing = s.play(Side::Light, "0728");
        if piloted {
            s.attach(Side::Light, "0727", red_six, Role::Pilot);
            s.attach(Side::Light, "0727", y_wing, Role::Pilot);
        }
        (s.build(), red_six, y_wing)
    };
    let (before, red_six, y_wing) = units(false);
    let (state, ..) = units(true);
    assert_eq!(facts::combat_icons(&before, red_six).0.unit_damage, 2);
    assert_eq!(facts::combat_icons(&state, red_six).0.unit_damage, 3);
    // Gray Squadron Y-Wing: 2 blast damage, no unit damage.
    assert_eq!(facts::combat_icons(&before, y_wing).0.unit_damage, 0);
    assert_eq!(facts::combat_icons(&state, y_wing).0.unit_damage, 2);
}

#[test]
fn card_0768_keeyan_farlander_has_his_unit_strike_immediately() {
    // "Pilot (2). While enhanced unit is participating in an engagement and ready, this card
    // gains: "Action: Focus this enhancement to have enhanced unit strike immediately.""
    let mut s = light_conflict();
    let red_two = s.play(Side::Light, "1177");
    let keeyan = s.attach(Side::Light, "0768", red_two, Role::Pilot);
    let state = s.build();
    assert!(!offered(&state).iter().any(|o| o.starts_with("action Keeyan")), "not participating");
    // No defender, no fate: in the window before the strikes, Keeyan has Red Two strike.
    let window = run(state, &["engage Death and Despayre", "declare Red Two", "pass", "pass", "pass", "pass", "pass"]);
    assert_eq!(offered(&window), ["action Keeyan Farlander", "pass", "strike Red Two"]);
    let struck = run(window, &["action Keeyan Farlander"]);
    assert_eq!(struck.card(keeyan).focus, 1, "the enhancement is focused");
    assert_eq!(struck.card(red_two).focus, 1, "the unit is focused to strike");
    // Red Two's [Blast Damage] hits the engaged objective.
    assert_eq!(struck.card(find(&struck, "Death and Despayre")).damage, 1);
    assert!(!offered(&struck).iter().any(|o| o.contains("Red Two") || o.contains("Keeyan")), "{:?}", offered(&struck));
}

#[test]
fn card_0915_repel_the_invaders_admits_only_ewoks_and_returns_up_to_2_cheap_enemy_units() {
    // "Only Ewok units can be declared as attackers against this objective. / Reaction: After
    // this mission is completed, return up to 2 target enemy units, each with printed cost 3 or
    // lower, to their owners' hand."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0715");
    s.play(Side::Light, "0772");
    s.mission(Side::Light, "0915");
    let state = s.build();
    assert_eq!(offered(&state), ["engage Running the Trench", "pass"], "the 181st TIE Interceptor is no Ewok");

    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    crate::support::superlaser_ready(&mut s);
    s.mission(Side::Light, "0915");
    let tie = s.play(Side::Dark, "0149");
    let interceptor = s.play(Side::Dark, "0715");
    s.play(Side::Dark, "0784");
    let patrol = s.play(Side::Dark, "0761");
    let completed = run(s.build(), &[&crate::support::superlaser_on("Repel the Invaders")]);
    assert_eq!(offered(&completed), ["pass", "trigger Repel the Invaders"]);
    let asked = run(completed, &["trigger Repel the Invaders"]);
    // Darth Vader costs 4.
    assert_eq!(offered(&asked), ["choose 181st TIE Interceptor", "choose TIE Fighter", "choose TIE Fighter Patrol"]);
    let one = run(asked, &["choose TIE Fighter"]);
    assert_eq!(
        offered(&one),
        ["choose 181st TIE Interceptor", "choose TIE Fighter Patrol", "pass"],
        "a second, or none"
    );
    let declined = run(one.clone(), &["pass"]);
    assert!(declined.in_hand(Side::Dark, tie));
    assert!(declined.in_play(interceptor));
    assert!(declined.picked.is_empty(), "the choices end with the ability");
    let both = run(one, &["choose 181st TIE Interceptor"]);
    assert!(both.in_hand(Side::Dark, tie) && both.in_hand(Side::Dark, interceptor));
    assert!(!offered(&both).iter().any(|o| o.starts_with("choose")), "at most 2");
    assert!(both.in_play(patrol));
}

#[test]
fn card_0290_coordinated_strike_has_another_participating_unit_strike_again() {
    // "Reaction: After you resolve a strike, immediately strike again with another ready
    // participating unit you control."
    let mut s = light_conflict();
    s.play(Side::Light, "0772");
    let x_wing = s.play(Side::Light, "0163");
    let red_two = s.play(Side::Light, "1177");
    s.hand(Side::Light, "0290");
    let strikes = run(
        s.build(),
        &["engage Death and Despayre", "declare X-Wing", "declare Red Two", "pass", "pass", "pass", "pass", "pass"],
    );
    let struck = run(strikes, &["strike X-Wing"]);
    assert_eq!(
        offered(&struck),
        ["pass", "trigger Coordinated Strike [Rebel Alliance]", "trigger Coordinated Strike [Running the Trench]"]
    );
    // The X-Wing, focused, cannot strike again: Red Two is the only choice.
    let asked = run(struck, &["trigger Coordinated Strike [Rebel Alliance]"]);
    assert_eq!(offered(&asked), ["choose Red Two"]);
    let again = run(asked, &["choose Red Two"]);
    assert_eq!(again.card(x_wing).focus, 1);
    assert_eq!(again.card(red_two).focus, 1, "Red Two struck");
    assert_eq!(again.card(find(&again, "Death and Despayre")).damage, 1, "with its [Blast Damage]");
    assert!(!offered(&again).iter().any(|o| o.starts_with("strike")), "{:?}", offered(&again));
}

#[test]
fn card_0523_seeds_of_decay_may_focus_a_ready_committed_unit() {
    // "You may place 1 focus token on a target ready unit that is committed to the Force."
    let mut s = dark_conflict();
    s.play(Side::Light, "0163");
    let tie = s.play(Side::Dark, "0149");
    s.commit(tie);
    s.hand(Side::Light, "0523");
    let declared = run(
        s.build(),
        &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "declare X-Wing", "pass"],
    );
    let revealed = run(declared, &["pass", "edge Seeds of Decay", "pass", "pass"]);
    // The 181st TIE Interceptor and the X-Wing are not committed.
    assert_eq!(offered(&revealed), ["choose TIE Fighter", "pass"]);
    let declined = run(revealed.clone(), &["pass"]);
    assert_eq!(declined.card(tie).focus, 0);
    let focused = run(revealed, &["choose TIE Fighter"]);
    assert_eq!(focused.card(tie).focus, 1);
}

#[test]
fn card_0825_that_bucket_o_bolts_attaches_a_pilot_unit_to_a_vehicle() {
    // "Smugglers and Spies affiliation only. / Action: Focus this objective to attach a Pilot
    // unit you control to a friendly Vehicle unit as a Pilot enhancement."
    let mut s = deployment(Side::Light);
    let bucket = s.play(Side::Light, "0825");
    let falcon = s.play(Side::Light, "0827");
    let han = s.play(Side::Light, "0826");
    s.play(Side::Light, "0163");
    let state = s.build();
    assert_eq!(
        offered(&state),
        [
            "move Han Solo > Millennium Falcon by That Bucket o' Bolts",
            "move Han Solo > X-Wing by That Bucket o' Bolts",
            "pass"
        ]
    );
    let attached = run(state, &["move Han Solo > Millennium Falcon by That Bucket o' Bolts"]);
    assert_eq!(facts::piloting(&attached, han), Some(falcon));
    assert_eq!(attached.card(bucket).focus, 1, "the objective is focused");
    assert!(!offered(&attached).iter().any(|o| o.starts_with("move")), "focused, and no Pilot unit left");
    let set = hangar::cards::lcg::objective_sets().iter().find(|set| set.number == 168).expect("set 168");
    assert_eq!(set.affiliation_only, Some(hangar::rules::lcg::def::Affiliation::SmugglersAndSpies));
}

#[test]
fn card_0825_that_bucket_o_bolts_a_pilot_unit_that_becomes_an_enhancement_sheds_its_enhancements() {
    // Part of the Tribe: "Enhance a Character or Droid unit." Lando attached to the Falcon is no
    // longer a unit: Part of the Tribe goes to its owner's discard pile (found by the whole-match
    // test over random pool decks, which saw an enhancement on an enhancement).
    let mut s = deployment(Side::Light);
    s.play(Side::Light, "0825");
    let falcon = s.play(Side::Light, "0827");
    let lando = s.play(Side::Light, "0704");
    let tribe = s.attach(Side::Light, "0914", lando, Role::Enhancement);
    let attached = run(s.build(), &["move Lando Calrissian > Millennium Falcon by That Bucket o' Bolts"]);
    assert_eq!(facts::piloting(&attached, lando), Some(falcon));
    assert!(attached.player(Side::Light).discard.contains(&tribe), "discarded");
    assert!(attached.card(tribe).attached.is_none());
}

#[test]
fn card_0828_well_paid_reduces_each_pilot_and_vehicle_card_played_this_phase() {
    // "Limited. / Action: Reduce the cost and pilot cost of each Pilot and each Vehicle card you
    // play this phase by 1."
    let mut s = deployment(Side::Light);
    s.play(Side::Light, "0825");
    s.play(Side::Light, "0163");
    let well_paid = s.hand(Side::Light, "0828");
    s.hand(Side::Light, "0826");
    s.hand(Side::Light, "0705");
    let state = s.build();
    assert!(facts::keywords(&state, well_paid).contains(&Keyword::Limited));
    let (pilot, craft) = ("pilot Han Solo > X-Wing [Rebel Alliance, That Bucket o' Bolts]", "unit System Patrol Craft");
    assert_eq!((cost(&state, pilot), cost_of_first(&state, craft)), (2, 2));
    let paid = run(state, &["event Well Paid [free]"]);
    assert_eq!(cost_of_first(&paid, "pilot Han Solo > X-Wing"), 1);
    assert_eq!(cost_of_first(&paid, craft), 1);
    // Each card this phase, not only the next one.
    let first = offered(&paid).into_iter().find(|o| o.starts_with(craft)).expect("offered");
    let played = run(paid, &[&first]);
    assert_eq!(cost_of_first(&played, "pilot Han Solo > X-Wing"), 1);
    // The phase ends, and the reduction with it.
    let ended = run(played, &["pass"]);
    assert!(ended.player(Side::Light).discounts.is_empty());
}

/// The cost of the first offered action written starting with `prefix`.
fn cost_of_first(state: &hangar::rules::lcg::State, prefix: &str) -> i64 {
    let written = offered(state).into_iter().find(|o| o.starts_with(prefix)).expect("offered");
    cost(state, &written)
}

#[test]
fn card_0705_system_patrol_craft_protects_a_smugglers_and_spies_objective() {
    // "Protect [Smugglers and Spies] objective." The 181st TIE Interceptor wins the edge battle
    // and its edge-enabled [Blast Damage] hits That Bucket o' Bolts.
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0715");
    s.hand(Side::Dark, "0149");
    let bucket = s.play(Side::Light, "0825");
    let craft = s.play(Side::Light, "0705");
    let state = s.build();
    assert!(facts::keywords(&state, craft).contains(&Keyword::Protect(Guarded::SmugglersAndSpiesObjective)));
    let strikes = run(
        state,
        &[
            "engage That Bucket o' Bolts",
            "declare 181st TIE Interceptor",
            "pass",
            "pass",
            "edge TIE Fighter",
            "pass",
            "pass",
        ],
    );
    let struck = run(strikes, &["strike 181st TIE Interceptor"]);
    assert_eq!(offered(&struck), ["pass", "protect 1 > System Patrol Craft"]);
    let moved = run(struck, &["protect 1 > System Patrol Craft"]);
    assert_eq!((moved.card(bucket).damage, moved.card(craft).damage), (0, 1));
}

#[test]
fn card_0706_conner_net_makes_an_enemy_vehicles_icons_edge_enabled() {
    // "Enhance an enemy Vehicle unit. / Treat enhanced units combat icons as if they are
    // edge-enabled."
    let mut s = deployment(Side::Light);
    let interceptor = s.play(Side::Dark, "0715");
    s.play(Side::Light, "0772");
    s.hand(Side::Light, "0706");
    let state = s.build();
    let (normal, edge) = facts::combat_icons(&state, interceptor);
    assert_eq!(offered(&state), ["enhance Conner Net > 181st TIE Interceptor [free]", "pass"]);
    let netted = run(state, &["enhance Conner Net > 181st TIE Interceptor [free]"]);
    let (now_normal, now_edge) = facts::combat_icons(&netted, interceptor);
    assert_eq!(now_normal, Icons::default());
    assert_eq!(
        (now_edge.unit_damage, now_edge.blast_damage),
        (normal.unit_damage + edge.unit_damage, normal.blast_damage + edge.blast_damage)
    );
}

#[test]
fn card_0730_desperation_destroys_each_unit_without_an_enhancement_at_dial_8() {
    // "Play only if the Death Star dial is 8 or higher / Action: Destroy each unit without an
    // enhancement on it."
    let board = |dial: u8| {
        let mut s =
            Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, dial, Side::Light);
        s.play(Side::Light, "0772");
        s.play(Side::Light, "2143");
        let bare = s.play(Side::Light, "0163");
        let piloted = s.play(Side::Light, "0163");
        s.attach(Side::Light, "0800", piloted, Role::Pilot);
        let enemy = s.play(Side::Dark, "0715");
        s.hand(Side::Light, "0730");
        (s.build(), bare, piloted, enemy)
    };
    let (early, ..) = board(7);
    assert!(!offered(&early).iter().any(|o| o.starts_with("event Desperation")), "the dial is 7");
    let (state, bare, piloted, enemy) = board(8);
    let played = run(state, &["event Desperation [Rebel Alliance, They'll Never Stop Us]"]);
    assert!(!played.in_play(bare) && !played.in_play(enemy));
    assert!(played.in_play(piloted), "a Pilot enhancement is an enhancement");
}

#[test]
fn card_0914_part_of_the_tribe_makes_its_unit_an_ewok() {
    // "Enhance a Character or Droid unit. / Enhanced unit gains the Ewok trait." Warriors of the
    // Forest: "Each Ewok unit you control gains [Edge-Enabled Blast Damage]."
    let mut s = deployment(Side::Light);
    s.play(Side::Light, "0911");
    let han = s.play(Side::Light, "0826");
    s.hand(Side::Light, "0914");
    let state = s.build();
    let before = facts::combat_icons(&state, han).1.blast_damage;
    assert_eq!(offered(&state), ["enhance Part of the Tribe > Han Solo [free]", "pass"]);
    let ewok = run(state, &["enhance Part of the Tribe > Han Solo [free]"]);
    assert_eq!(facts::combat_icons(&ewok, han).1.blast_damage, before + 1);
}

#[test]
fn card_0983_turning_the_tide_readies_after_a_mission_or_rebel_event_is_played() {
    // "Reaction: After you play a mission or a [Rebel Alliance] event card, remove 1 focus token
    // from this objective. (Limit once per turn.)"
    let mut s = deployment(Side::Light);
    s.play(Side::Dark, "0036");
    let tide = s.play(Side::Light, "0983");
    s.focus(tide, 2);
    s.play(Side::Light, "0772");
    s.play(Side::Light, "2143");
    s.hand(Side::Light, "0910");
    s.hand(Side::Light, "0986");
    s.command_deck(Side::Light, "0163");
    let played = run(s.build(), &["mission Ground Support [Rebel Alliance]"]);
    assert_eq!(offered(&played), ["pass", "trigger Turning the Tide"]);
    let readied = run(played, &["trigger Turning the Tide"]);
    assert_eq!(readied.card(tide).focus, 1);
    // A [Rebel Alliance] event next: the limit is reached this turn.
    let event = offered(&readied).into_iter().find(|o| o.starts_with("event Ackbar's Orders")).expect("offered");
    let again = run(readied, &[&event]);
    assert!(!offered(&again).iter().any(|o| o.contains("Turning the Tide")), "{:?}", offered(&again));
}

#[test]
fn card_0986_ackbars_orders_puts_a_mission_from_the_deck_into_play() {
    // "Action: Search your deck for a mission and put it into play. Shuffle your deck." A mission
    // enters play in the opponent's play area, under the opponent's control.
    let mut s = deployment(Side::Light);
    s.play(Side::Dark, "0036");
    s.play(Side::Light, "0772");
    s.hand(Side::Light, "0986");
    let battle = s.command_deck(Side::Light, "0987");
    s.command_deck(Side::Light, "0163");
    let asked = run(s.build(), &["event Ackbar's Orders [Rebel Alliance]"]);
    assert_eq!(offered(&asked), ["pass", "put The Final Battle"], "a mission only");
    let put = run(asked, &["put The Final Battle"]);
    assert!(put.player(Side::Dark).play.contains(&battle));
    assert_eq!(put.card(battle).controller, Side::Dark);
    assert_eq!(put.card(battle).owner, Side::Light);
    assert!(facts::is_objective(&put, battle));
    assert_eq!(put.player(Side::Light).command_deck.len(), 1);
}

#[test]
fn card_0728_gray_squadron_y_wing_cannot_be_affected_by_events() {
    // "This unit cannot be affected by events." Desperation destroys each unit without an
    // enhancement on it, but not the Y-Wing.
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 8, Side::Light);
    s.play(Side::Light, "0772");
    s.play(Side::Light, "2143");
    let y_wing = s.play(Side::Light, "0728");
    let x_wing = s.play(Side::Light, "0163");
    s.hand(Side::Light, "0730");
    let played = run(s.build(), &["event Desperation [Rebel Alliance, They'll Never Stop Us]"]);
    assert!(!played.in_play(x_wing));
    assert!(played.in_play(y_wing));
}

#[test]
fn card_0707_a_little_maneuver_ends_the_engagement_after_losing_the_edge() {
    // "Reaction: After you lose an edge battle, end the engagement without further resolution.
    // Discard all cards in edge stacks." The Dark Side's TIE Fighter (1 Force) wins the edge.
    let mut s = light_conflict();
    s.play(Side::Dark, "0715");
    let tie = s.hand(Side::Dark, "0149");
    s.play(Side::Light, "0825");
    let x_wing = s.play(Side::Light, "0163");
    s.hand(Side::Light, "0707");
    let declared = run(
        s.build(),
        &["engage Death and Despayre", "declare X-Wing", "pass", "declare 181st TIE Interceptor", "pass"],
    );
    let lost = run(declared, &["pass", "edge TIE Fighter", "pass", "pass"]);
    assert_eq!(offered(&lost), ["pass", "trigger A Little Maneuver [Rebel Alliance, That Bucket o' Bolts]"]);
    let ended = run(lost, &["trigger A Little Maneuver [Rebel Alliance, That Bucket o' Bolts]"]);
    assert!(ended.engagement.is_none());
    assert!(ended.player(Side::Dark).discard.contains(&tie), "the edge stacks are discarded");
    assert!(ended.player(Side::Dark).edge.is_empty() && ended.player(Side::Light).edge.is_empty());
    assert_eq!(ended.card(x_wing).focus, 0, "no strike");
    assert_eq!(ended.card(find(&ended, "Death and Despayre")).damage, 0, "no unopposed or strike damage");
    assert_eq!(offered(&ended), ["pass"], "Death and Despayre was engaged this phase");
}

#[test]
fn card_0801_surprising_maneuver_focuses_2_piloted_vehicles_to_destroy_all_defenders() {
    // "Action: Focus 2 piloted Vehicle units to destroy all defenders."
    let mut s = light_conflict();
    let interceptor = s.play(Side::Dark, "0715");
    let tie = s.play(Side::Dark, "0149");
    let x_wing = s.play(Side::Light, "0163");
    s.attach(Side::Light, "0800", x_wing, Role::Pilot);
    let red_six = s.play(Side::Light, "1199");
    s.attach(Side::Light, "0800", red_six, Role::Pilot);
    s.play(Side::Light, "1177");
    s.hand(Side::Light, "0801");
    let declared = run(
        s.build(),
        &[
            "engage Death and Despayre",
            "declare Red Two",
            "pass",
            "declare 181st TIE Interceptor",
            "declare TIE Fighter",
            "pass",
        ],
    );
    // The defender wins the tied edge battle and passes its first strike; the Light Side acts.
    let window = run(declared, &["pass", "pass", "pass"]);
    assert_eq!(offered(&window), ["event Surprising Maneuver [free]", "pass", "strike Red Two"]);
    let asked = run(window, &["event Surprising Maneuver [free]"]);
    assert_eq!(offered(&asked), ["choose Red Six", "choose X-Wing"], "the unpiloted Red Two cannot pay");
    let second = run(asked, &["choose X-Wing"]);
    assert_eq!(offered(&second), ["choose Red Six"]);
    let done = run(second, &["choose Red Six"]);
    assert_eq!((done.card(x_wing).focus, done.card(red_six).focus), (1, 1));
    assert!(!done.in_play(interceptor) && !done.in_play(tie), "all defenders are destroyed");
    assert!(done.in_play(find(&done, "Red Two")));
}

#[test]
fn card_0703_memories_of_taanab_focuses_a_pilot_to_slow_an_edge_enabled_striker() {
    // "Reaction: After a target enemy unit with 1 or more edge enabled combat icons is focused
    // to strike, focus a Pilot card to place 1 focus token on the striking unit." The 181st TIE
    // Interceptor has an edge-enabled [Blast Damage].
    let mut s = dark_conflict();
    s.play(Side::Light, "0703");
    let x_wing = s.play(Side::Light, "0163");
    let duros = s.attach(Side::Light, "0800", x_wing, Role::Pilot);
    let declared = run(
        s.build(),
        &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "declare X-Wing", "pass"],
    );
    let struck = run(declared, &["pass", "pass", "pass", "strike 181st TIE Interceptor", "damage > X-Wing"]);
    let interceptor = find(&struck, "181st TIE Interceptor");
    assert_eq!(struck.card(interceptor).focus, 1);
    assert_eq!(offered(&struck), ["pass", "trigger Memories of Taanab"]);
    let asked = run(struck, &["trigger Memories of Taanab"]);
    assert_eq!(offered(&asked), ["choose Duros Smuggler"], "a Pilot card to focus");
    let slowed = run(asked, &["choose Duros Smuggler"]);
    assert_eq!(slowed.card(duros).focus, 1);
    assert_eq!(slowed.card(interceptor).focus, 2);
}
