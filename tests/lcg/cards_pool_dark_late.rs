//! The last Dark Side cards of the objective sets that hold a Pilot (X) card or a mission (the
//! sets `cards_pool_dark.rs` left unplayed): one test per card, named `card_<number>_…`, each
//! playing the card's printed text through the legal actions as a player meets it.

use crate::support::{find, offered, run};
use hangar::engine::Table;
use hangar::rules::lcg::def::Icons;
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

use crate::positions::dark_conflict;

/// The Dark Side, with Inexorable Destruction, attacks Running the Trench with the 181st TIE
/// Interceptor and a TIE Fighter; the Light Side's Red Two defends; the Dark Side places the
/// fate card `fate` in its edge stack, and the edge stacks are revealed.
fn dark_attacks_with_fate(fate: &str) -> hangar::rules::lcg::State {
    let mut s = dark_conflict();
    s.play(Side::Dark, "1183");
    s.play(Side::Dark, "0149");
    s.play(Side::Light, "1177");
    let card = s.hand(Side::Dark, fate);
    let state = s.build();
    let name = hangar::cards::lcg::catalog().get(state.card(card).def).name.to_string();
    let declared = run(
        state,
        &[
            "engage Running the Trench",
            "declare 181st TIE Interceptor",
            "declare TIE Fighter",
            "pass",
            "declare Red Two",
            "pass",
        ],
    );
    run(declared, &[&format!("edge {name}"), "pass", "pass"])
}

#[test]
fn card_1187_tactical_planning_takes_a_combat_icon_of_a_rebel_or_neutral_unit() {
    // "A target participating [Rebel Alliance] or neutral unit loses a combat icon of your choice
    // until the end of the engagement." Red Two ([Rebel Alliance]) has [Unit Damage] x2 and
    // [Blast Damage]; the TIE Fighter is neutral; the 181st TIE Interceptor is neither.
    let revealed = dark_attacks_with_fate("1187");
    assert_eq!(offered(&revealed), ["choose Red Two", "choose TIE Fighter"]);
    let asked = run(revealed, &["choose Red Two"]);
    assert_eq!(offered(&asked), ["option 1", "option 2"], "its [Unit Damage] or its [Blast Damage]");
    let lost = run(asked, &["option 1"]);
    let red_two = find(&lost, "Red Two");
    let icons = Icons { unit_damage: 1, blast_damage: 1, tactics: 0 };
    assert_eq!(facts::combat_icons(&lost, red_two), (icons, Icons::default()));
}

#[test]
fn card_1183_inexorable_destruction_strikes_after_an_imperial_navy_fate_is_revealed() {
    // "Imperial Navy affiliation only. / Reaction: After you reveal 1 or more [Imperial Navy]
    // fate cards in your edge stack, target a participating ready friendly unit. That unit
    // strikes immediately." Tactical Planning (1187) is an [Imperial Navy] fate card.
    let revealed = run(dark_attacks_with_fate("1187"), &["choose Red Two", "option 1"]);
    assert_eq!(offered(&revealed), ["pass", "trigger Inexorable Destruction"]);
    let asked = run(revealed, &["trigger Inexorable Destruction"]);
    assert_eq!(offered(&asked), ["choose 181st TIE Interceptor", "choose TIE Fighter"]);
    let struck = run(asked, &["choose 181st TIE Interceptor"]);
    let tie = find(&struck, "181st TIE Interceptor");
    assert_eq!(struck.card(tie).focus, 1, "focused to strike");
    // Its [Unit Damage] and, with the edge, its edge-enabled [Blast Damage]: Red Two is dealt 1
    // damage, and the blast damage to the engaged objective.
    let red_two = find(&struck, "Red Two");
    let objective = find(&struck, "Running the Trench");
    assert_eq!(struck.card(objective).damage, 1);
    assert_eq!(offered(&struck), ["damage > Red Two"]);
    let done = run(struck, &["damage > Red Two"]);
    assert_eq!(done.card(red_two).damage, 1, "{:?}", offered(&done));
    // A neutral fate card (Heat of Battle) offers nothing.
    let neutral = run(dark_attacks_with_fate("0169"), &["choose Red Two"]);
    assert!(!offered(&neutral).iter().any(|o| o.contains("Inexorable")), "{:?}", offered(&neutral));
    let set = hangar::cards::lcg::objective_sets().iter().find(|set| set.number == 244).expect("set 244");
    assert_eq!(set.affiliation_only, Some(hangar::rules::lcg::def::Affiliation::ImperialNavy));
}

#[test]
fn card_1186_nebulon_b2_frigate_gains_an_edge_enabled_icon_another_participant_has() {
    // "Reaction: After this unit is focused to strike, it gains 1 edge-enabled combat icon that
    // another participating unit has, until the end of the strike." The 181st TIE Interceptor
    // and the X-Wing each have an edge-enabled [Blast Damage]; the Dark Side wins the edge.
    let focused = nebulon_strikes();
    let nebulon = find(&focused, "Nebulon-B2 Frigate");
    assert_eq!(offered(&focused), ["pass", "trigger Nebulon-B2 Frigate"]);
    let asked = run(focused.clone(), &["trigger Nebulon-B2 Frigate"]);
    assert_eq!(offered(&asked), ["option 2"], "only an edge-enabled [Blast Damage] is there to gain");
    let gained = run(asked, &["option 2"]);
    // Its [Blast Damage], with the edge, damages the engaged objective; the gain ends with the
    // strike.
    let trench = find(&gained, "Running the Trench");
    assert_eq!(gained.card(trench).damage, 1);
    let no_icons = Icons::default();
    assert_eq!(facts::combat_icons(&gained, nebulon), (Icons { unit_damage: 1, tactics: 1, ..no_icons }, no_icons));
    // Declined, the strike deals no blast damage.
    let declined = run(focused, &["pass"]);
    assert_eq!(declined.card(trench).damage, 0);
}

/// The Dark Side attacks with a Nebulon-B2 Frigate and the 181st TIE Interceptor, the X-Wing
/// defends; the Dark Side wins the edge (a TIE Fighter in its edge stack) and the Nebulon-B2
/// Frigate is focused to strike.
fn nebulon_strikes() -> hangar::rules::lcg::State {
    let mut s = dark_conflict();
    s.play(Side::Dark, "1186");
    s.hand(Side::Dark, "0149");
    s.play(Side::Light, "0163");
    let declared = run(
        s.build(),
        &[
            "engage Running the Trench",
            "declare Nebulon-B2 Frigate",
            "declare 181st TIE Interceptor",
            "pass",
            "declare X-Wing",
            "pass",
        ],
    );
    run(declared, &["edge TIE Fighter", "pass", "pass", "strike Nebulon-B2 Frigate"])
}

#[test]
fn card_1166_well_equipped_removes_a_token_of_any_type_from_an_enhanced_card() {
    // "Remove 1 token (any type) from a unit or objective card you control with 1 or more
    // enhancements on it." The attacking 181st TIE Interceptor, piloted by a Shuttle Pilot, has
    // 1 damage and a shield; the unenhanced TIE Fighter's focus token cannot be chosen.
    let mut s = Scenario::new("t", "S-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Light, "0772");
    let tie = s.play(Side::Dark, "0715");
    s.attach(Side::Dark, "2053", tie, Role::Pilot);
    s.damage(tie, 1);
    let fighter = s.play(Side::Dark, "0149");
    s.focus(fighter, 1);
    s.hand(Side::Dark, "1166");
    let mut state = s.build();
    state.card_mut(tie).shields = 1;
    let declared = run(state, &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "pass"]);
    let revealed = run(declared, &["edge Well Equipped", "pass", "pass"]);
    assert_eq!(offered(&revealed), ["choose 181st TIE Interceptor"]);
    let asked = run(revealed, &["choose 181st TIE Interceptor"]);
    assert_eq!(offered(&asked), ["option 2", "option 3"], "its damage or its shield (it has no focus token)");
    let done = run(asked, &["option 3"]);
    assert_eq!((done.card(tie).damage, done.card(tie).shields), (1, 0));
}

#[test]
fn card_2052_the_emperors_shuttle_sacrifices_an_enhancement_on_it_to_ready_a_unit_as_the_force_phase_begins() {
    // "Shielding. / Reaction: After the Force phase begins, sacrifice an enhancement attached to
    // this unit to remove 1 focus token from a target friendly unit." A Shuttle Pilot flies the
    // Shuttle; another Shuttle Pilot flies a TIE Fighter (not this unit's enhancement).
    let mut s = Scenario::new("t", "S-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Light, "0772");
    let shuttle = s.play(Side::Dark, "2052");
    let pilot = s.attach(Side::Dark, "2053", shuttle, Role::Pilot);
    let fighter = s.play(Side::Dark, "0149");
    s.attach(Side::Dark, "2053", fighter, Role::Pilot);
    s.focus(fighter, 2);
    let state = s.build();
    assert!(facts::keywords(&state, shuttle).contains(&hangar::rules::lcg::def::Keyword::Shielding));
    let force = run(state, &["pass"]);
    assert_eq!(force.phase, Phase::Force);
    assert_eq!(offered(&force), ["pass", "trigger The Emperor's Shuttle"]);
    let paying = run(force, &["trigger The Emperor's Shuttle"]);
    assert_eq!(offered(&paying), ["choose Shuttle Pilot"], "only the one attached to the Shuttle");
    let paid = run(paying, &["choose Shuttle Pilot"]);
    assert!(paid.player(Side::Dark).discard.contains(&pilot), "the Shuttle's own pilot is sacrificed");
    assert_eq!(offered(&paid), ["choose TIE Fighter"]);
    let done = run(paid, &["choose TIE Fighter"]);
    assert_eq!(done.card(fighter).focus, 1);
}

#[test]
fn card_2054_the_emperors_favor_is_played_from_the_discard_pile_onto_a_sith_unit() {
    // "Enhance a [Sith] unit. / Enhanced unit gains [Unit Damage] and +1 damage capacity. /
    // Action: Play this enhancement from your discard pile." The Emperor's Royal Guard is a
    // [Sith] unit; the ISB Officer is neutral.
    let mut s = crate::positions::deployment(Side::Dark);
    s.play(Side::Dark, "2051");
    let guard = s.play(Side::Dark, "0052");
    s.play(Side::Dark, "1047");
    let favor = s.discard(Side::Dark, "2054");
    let state = s.build();
    let plays: Vec<String> = offered(&state).into_iter().filter(|o| o.contains("The Emperor's Favor")).collect();
    assert_eq!(plays.len(), 1, "onto the [Sith] unit only: {plays:?}");
    assert!(plays[0].contains("Emperor's Royal Guard"), "{plays:?}");
    let played = run(state, &[&plays[0]]);
    assert_eq!(played.card(favor).attached.map(|a| a.host), Some(guard));
    assert!(!played.player(Side::Dark).discard.contains(&favor));
    let no_icons = Icons::default();
    // Printed: [Unit Damage] and an edge-enabled [Unit Damage], capacity 3.
    let unit_damage = Icons { unit_damage: 1, ..no_icons };
    assert_eq!(facts::combat_icons(&played, guard), (Icons { unit_damage: 2, ..no_icons }, unit_damage));
    assert_eq!(facts::damage_capacity(&played, guard), 4);
}

#[test]
fn card_2055_sensor_array_discards_an_enhancement_to_cancel_an_event() {
    // "Enhance your play area. / Interrupt: When an event card is played, focus this
    // enhancement and discard an enhancement from your hand to cancel that event's effects."
    // The Light Side plays Reassignment to move its Astromech Droid Upgrade.
    let setup = |enhancement_in_hand: bool| {
        let mut s = crate::positions::deployment(Side::Light);
        let y_wing = s.play(Side::Light, "0165");
        s.attach(Side::Light, "0158", y_wing, Role::Enhancement);
        s.play(Side::Light, "0163");
        s.hand(Side::Light, "0771");
        s.play(Side::Dark, "2055");
        s.hand(Side::Dark, if enhancement_in_hand { "2054" } else { "0149" });
        let state = s.build();
        let play: Vec<String> = offered(&state).into_iter().filter(|o| o.contains("Reassignment")).collect();
        run(state, &[&play[0]])
    };
    let played = setup(true);
    assert_eq!(offered(&played), ["pass", "trigger Sensor Array"]);
    let paying = run(played, &["trigger Sensor Array"]);
    assert_eq!(offered(&paying), ["choose The Emperor's Favor"], "an enhancement from hand");
    let cancelled = run(paying, &["choose The Emperor's Favor"]);
    let sensor = find(&cancelled, "Sensor Array");
    assert_eq!(cancelled.card(sensor).focus, 1);
    assert!(cancelled.player(Side::Dark).discard.contains(&find(&cancelled, "The Emperor's Favor")));
    let astromech = find(&cancelled, "Astromech Droid Upgrade");
    assert_eq!(cancelled.card(astromech).attached.map(|a| a.host), Some(find(&cancelled, "Y-Wing")), "not moved");
    assert!(cancelled.player(Side::Light).discard.contains(&find(&cancelled, "Reassignment")), "still played");
    assert!(!offered(&cancelled).iter().any(|o| o.starts_with("choose")), "{:?}", offered(&cancelled));
    // With no enhancement in hand, the cost cannot be paid: nothing is offered.
    let unpaid = setup(false);
    assert_eq!(offered(&unpaid), ["choose Astromech Droid Upgrade"]);
}
