//! The events that give a unit something "for this phase" (`Act::ForPhase`,
//! `Act::PowerPerDamage`): power and HP changed, a keyword gained, until the action phase ends or
//! the unit leaves play. Each card's test is named by its number.

use crate::support::{find, offered, run, take, ONE, TWO};
use hangar::engine::{Ruleset, Table};
use hangar::rules::swu::facts::{has_keyword, hp, power};
use hangar::rules::swu::{Keyword, Scenario, State, Swu};

fn table(event: &str) -> Scenario {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 12);
    s.hand(ONE, event);
    s
}

fn play(state: &State, title: &str) -> State {
    let card = find(state, title);
    let (after, _) = take(state, &format!("event {title}"));
    assert!(after.player(ONE).discard.contains(&card), "{title} is in the discard pile");
    after
}

/// The choices a pending prompt offers, sorted; none without a prompt.
fn choices(state: &State) -> Vec<String> {
    if state.prompt.is_none() {
        return Vec::new();
    }
    offered(state).into_iter().filter(|w| w.starts_with("choose ") || w == "pass").collect()
}

/// Both players pass until the action phase ends (the regroup phase's choices answered by
/// passing too).
fn end_phase(mut state: State) -> State {
    let round = state.round;
    while state.round == round && Swu::ending(&state).is_none() {
        state = run(state, &["pass"]);
    }
    state
}

#[test]
fn card_jtl_229_diversion_gives_a_unit_sentinel_for_this_phase() {
    let mut s = table("JTL_229");
    let dispatcher = s.unit(ONE, "SOR_093");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    let asked = play(&state, "Diversion");
    let done = run(asked, &["choose Alliance Dispatcher"]);
    assert!(has_keyword(&done, dispatcher, Keyword::Sentinel));
    // The AT-ST must attack the Sentinel, not the base.
    let attacks: Vec<String> = offered(&done).into_iter().filter(|w| w.starts_with("attack AT-ST")).collect();
    assert_eq!(attacks, ["attack AT-ST > Alliance Dispatcher"]);
    let next = end_phase(done);
    assert!(!has_keyword(&next, dispatcher, Keyword::Sentinel), "for this phase only");
    assert!(next.lasting.is_empty());
}

#[test]
fn card_jtl_253_coordinated_front_may_give_a_ground_and_a_space_unit_plus_2_plus_2() {
    let mut s = table("JTL_253");
    let dispatcher = s.unit(ONE, "SOR_093");
    let wing = s.unit(ONE, "JTL_247");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    let ground = play(&state, "Coordinated Front");
    assert_eq!(choices(&ground), ["choose AT-ST", "choose Alliance Dispatcher", "pass"], "a ground unit, you may");
    let space = run(ground, &["choose Alliance Dispatcher"]);
    assert_eq!(choices(&space), ["choose Resistance X-Wing", "pass"]);
    let done = run(space, &["choose Resistance X-Wing"]);
    assert_eq!((power(&done, dispatcher), hp(&done, dispatcher)), (3, 4));
    assert_eq!((power(&done, wing), hp(&done, wing)), (4, 4));
    let declined = run(state, &["event Coordinated Front", "pass", "pass"]);
    assert_eq!(power(&declined, wing), 2);
}

#[test]
fn card_jtl_079_out_the_airlock_gives_a_unit_minus_5_minus_5_for_this_phase() {
    let mut s = table("JTL_079");
    let at_st = s.unit(TWO, "SOR_232");
    let tie = s.unit(TWO, "SOR_225");
    let state = s.build();
    let asked = play(&state, "Out the Airlock");
    let done = run(asked, &["choose AT-ST"]);
    assert_eq!((power(&done, at_st), hp(&done, at_st)), (1, 2), "6/7 less 5/5");
    assert!(done.in_play(at_st));
    let killed = run(state, &["event Out the Airlock", "choose TIE/ln Fighter"]);
    assert!(!killed.in_play(tie), "0 HP: defeated");
    assert!(killed.lasting.is_empty(), "what it was given left play with it");
    assert_eq!(Swu::problems(&killed), Vec::<hangar::engine::Message>::new());
}

#[test]
fn card_jtl_042_power_from_pain_gives_plus_1_plus_0_for_each_damage_on_a_unit() {
    let mut s = table("JTL_042");
    let at_st = s.unit(TWO, "SOR_232");
    let speeder = s.unit(ONE, "JTL_248");
    s.damage(speeder, 4);
    let state = s.build();
    let asked = play(&state, "Power from Pain");
    assert_eq!(choices(&asked), ["choose AT-ST", "choose Dilapidated Ski Speeder"]);
    let done = run(asked, &["choose Dilapidated Ski Speeder"]);
    assert_eq!(power(&done, speeder), 7, "3 + 4 damage");
    assert_eq!(power(&done, at_st), 6);
}

#[test]
fn card_jtl_253_coordinated_front_hp_given_for_the_phase_ends_with_it_and_a_unit_so_damaged_is_defeated() {
    let mut s = table("JTL_253");
    let dispatcher = s.unit(ONE, "SOR_093"); // 1/2
    let given = run(s.build(), &["event Coordinated Front", "choose Alliance Dispatcher"]);
    // 3 damage after the +2/+2: it stands with 4 HP for the phase.
    let mut damaged = given;
    damaged.card_mut(dispatcher).damage = 3;
    assert!(damaged.in_play(dispatcher) && hp(&damaged, dispatcher) == 4);
    let next = end_phase(damaged);
    assert!(!next.in_play(dispatcher), "its HP back to 2 with 3 damage: defeated");
    assert_eq!(Swu::problems(&next), Vec::<hangar::engine::Message>::new());
}
