//! The unique rule across forms (Glossary 29.a): "The unique copy limit applies to all in-play
//! copies of a unique card, regardless of how that card is in-play."

use crate::support::{find, offered, owned, run, take, ONE, TWO};
use hangar::engine::Common;
use hangar::engine::Rule;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swu::facts::hp;
use hangar::rules::swu::facts::power;
use hangar::rules::swu::Action;
use hangar::rules::swu::Example;
use hangar::rules::swu::Prompt;
use hangar::rules::swu::Reason;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::Swu;
use hangar::rules::swu::SwuRule;

#[test]
fn section_29_a_example_a_second_hera_as_a_ground_unit_makes_her_controller_defeat_one() {
    let state = Example::UniqueHera.position();
    let (after, _) = take(&state, "unit Hera Syndulla");
    let heras = owned(&after, ONE, "Hera Syndulla");
    assert!(matches!(after.prompt, Some(Prompt::Unique { chooser, .. }) if chooser == ONE));
    assert_eq!(offered(&after), ["choose Hera Syndulla", "choose Hera Syndulla"], "either copy, in either form");
    // Defeat the pilot: she goes to the discard pile, the X-Wing is 2/3 again.
    let pilot = heras.iter().copied().find(|&h| after.card(h).attached.is_some()).unwrap();
    let unit = heras.iter().copied().find(|&h| after.card(h).attached.is_none()).unwrap();
    let (kept_unit, _) = Swu::apply(&after, &Action::Choose { card: pilot }).unwrap();
    assert!(kept_unit.player(ONE).discard.contains(&pilot));
    assert!(kept_unit.in_play(unit));
    let xwing = find(&kept_unit, "Alliance X-Wing");
    assert_eq!((power(&kept_unit, xwing), hp(&kept_unit, xwing)), (2, 3));
    // Or defeat the unit: the pilot stays.
    let (kept_pilot, _) = Swu::apply(&after, &Action::Choose { card: unit }).unwrap();
    assert!(kept_pilot.player(ONE).discard.contains(&unit));
    assert!(kept_pilot.in_play(pilot));
    assert_eq!((power(&kept_pilot, xwing), hp(&kept_pilot, xwing)), (4, 6));
    assert!(kept_pilot.prompt.is_none());
}

#[test]
fn section_29_a_a_unique_unit_in_play_and_a_second_copy_played_with_piloting() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 2);
    s.unit(ONE, "JTL_093");
    s.hand(ONE, "JTL_093");
    s.unit(ONE, "SOR_237");
    s.unit(TWO, "SOR_225");
    let state = s.build();
    let after = run(state, &["pilot Nien Nunb > Alliance X-Wing"]);
    let niens = owned(&after, ONE, "Nien Nunb");
    assert!(matches!(after.prompt, Some(Prompt::Unique { .. })));
    let unit = niens.iter().copied().find(|&n| after.card(n).attached.is_none()).unwrap();
    let (done, _) = Swu::apply(&after, &Action::Choose { card: unit }).unwrap();
    assert!(done.player(ONE).discard.contains(&unit) && done.prompt.is_none());
    assert_eq!(done.acting(), TWO, "then the opponent acts");
}

#[test]
fn section_29_a_two_copies_on_one_vehicle_the_player_chooses_either() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 2);
    let falcon = s.unit(ONE, "JTL_249");
    s.pilot(ONE, "JTL_093", falcon);
    s.hand(ONE, "JTL_093");
    s.unit(TWO, "SOR_225");
    let state = s.build();
    let after = run(state, &["pilot Nien Nunb > Millennium Falcon"]);
    assert_eq!(offered(&after), ["choose Nien Nunb", "choose Nien Nunb"]);
    let niens = owned(&after, ONE, "Nien Nunb");
    let (done, _) = Swu::apply(&after, &Action::Choose { card: niens[0] }).unwrap();
    assert_eq!(hangar::rules::swu::facts::pilots_on(&done, falcon), [niens[1]]);
}

#[test]
fn section_29_a_only_a_copy_may_be_chosen() {
    let state = Example::UniqueHera.position();
    let (after, _) = take(&state, "unit Hera Syndulla");
    let xwing = find(&after, "Alliance X-Wing");
    let refused = Swu::apply(&after, &Action::Choose { card: xwing }).unwrap_err();
    assert_eq!((refused.reason, refused.rule), (Reason::NotATarget, Rule::from(SwuRule::UniqueAnyForm)));
    let refused = Swu::apply(&after, &Action::Pass).unwrap_err();
    assert_eq!(refused.reason, Reason::Common(Common::NotAnAnswer));
}

#[test]
fn section_29_a_copies_controlled_by_different_players_do_not_count() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 1);
    s.hand(ONE, "JTL_255");
    s.unit(TWO, "JTL_245");
    s.hand(ONE, "JTL_245");
    s.unit(ONE, "SOR_237");
    let state = s.build();
    let (after, _) = take(&state, "pilot R2-D2 > Alliance X-Wing");
    assert!(after.prompt.is_none(), "the opponent's R2-D2 is theirs");
}
