//! The round (base game, shared/research/swu.md §5): in the action phase players alternate one
//! action each from the initiative holder; taking the initiative passes for the rest of the phase;
//! the phase ends when both pass in a row. The regroup phase: draw 2 (3 damage to the base per
//! card that cannot be drawn), a resource from hand if you wish, ready everything.

use crate::support::{find, offered, offered_like, run, take, ONE, TWO};
use hangar::engine::Common;
use hangar::engine::Rule;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swu::Action;
use hangar::rules::swu::Phase;
use hangar::rules::swu::Prompt;
use hangar::rules::swu::Reason;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::State;
use hangar::rules::swu::Swu;
use hangar::rules::swu::SwuRule;

/// A match in its action phase: each side a unit and a card in deck.
fn table() -> State {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 2);
    s.resources(TWO, 2);
    s.unit(ONE, "SOR_237");
    s.unit(TWO, "SOR_225");
    for _ in 0..5 {
        s.deck(ONE, "JTL_255");
        s.deck(TWO, "JTL_236");
    }
    s.hand(ONE, "JTL_246");
    s.hand(TWO, "JTL_058");
    s.build()
}

#[test]
fn action_phase_players_alternate_from_the_initiative_holder() {
    let state = table();
    assert_eq!(state.acting(), ONE);
    let (after, _) = take(&state, "attack Alliance X-Wing > Shield Generator Complex");
    assert_eq!(after.acting(), TWO);
    let (after, _) = take(&after, "pass");
    assert_eq!(after.acting(), ONE, "a pass does not end the phase on its own");
    let (after, _) = take(&after, "pass");
    assert_eq!(after.phase, Phase::Regroup, "both passed in a row");
}

#[test]
fn action_phase_taking_the_initiative_passes_for_the_rest_of_the_phase() {
    let state = table();
    let (after, _) = take(&state, "initiative");
    assert_eq!((after.initiative, after.acting()), (ONE, TWO));
    assert_eq!(
        offered(&after),
        [
            "attack TIE/ln Fighter > Alliance X-Wing",
            "attack TIE/ln Fighter > Resistance Headquarters",
            "pass",
            "pilot Academy Graduate > TIE/ln Fighter [2]",
            "unit Academy Graduate [2]",
        ],
        "no initiative: once per round"
    );
    let refused = Swu::apply(&after, &Action::TakeInitiative).unwrap_err();
    assert_eq!((refused.reason, refused.rule), (Reason::InitiativeTaken, Rule::from(SwuRule::Initiative)));
    let (after, _) = take(&after, "unit Academy Graduate");
    assert_eq!(after.acting(), TWO, "the initiative taker has passed: the other keeps acting");
    let (after, _) = take(&after, "pass");
    assert_eq!(after.phase, Phase::Regroup);
}

#[test]
fn action_phase_taking_the_initiative_after_the_other_passed_ends_it() {
    let state = run(table(), &["pass"]);
    let (after, _) = take(&state, "initiative");
    assert_eq!((after.phase, after.initiative), (Phase::Regroup, TWO));
}

#[test]
fn regroup_draw_two_resource_up_to_one_ready_everything_then_the_initiative_holder_acts() {
    let state = run(table(), &["attack Alliance X-Wing > Shield Generator Complex", "initiative"]);
    let state = run(state, &["pass"]);
    assert_eq!(state.phase, Phase::Regroup);
    assert_eq!((state.player(ONE).hand.len(), state.player(TWO).hand.len()), (3, 3), "drew 2 each");
    assert!(matches!(state.prompt, Some(Prompt::Resource { chooser, remaining: 1, optional: true }) if chooser == TWO));
    assert_eq!(
        offered(&state),
        ["pass", "resource Academy Graduate", "resource Indoctrinated Conscript", "resource Indoctrinated Conscript"],
        "up to 1"
    );
    let state = run(state, &["pass"]);
    let first = offered_like(&state, "resource")[0].clone();
    let state = run(state, &[&first]);
    assert_eq!((state.phase, state.round, state.acting()), (Phase::Action, 2, TWO));
    assert_eq!((state.player(ONE).resources.len(), state.player(TWO).resources.len()), (3, 2));
    assert!(!state.card(find(&state, "Alliance X-Wing")).exhausted, "units ready");
    assert!(state.player(ONE).resources.iter().all(|&r| !state.card(r).exhausted), "resources ready");
}

#[test]
fn regroup_a_player_who_cannot_draw_takes_3_damage_per_card() {
    let mut s = Scenario::skirmish();
    s.deck(ONE, "JTL_255");
    s.deck(TWO, "JTL_236");
    s.deck(TWO, "JTL_236");
    let state = run(s.build(), &["pass", "pass"]);
    assert_eq!(state.card(state.player(ONE).base).damage, 3, "one card short");
    assert_eq!(state.card(state.player(TWO).base).damage, 0);
}

#[test]
fn action_phase_only_the_action_phase_takes_actions() {
    let state = run(table(), &["pass", "pass"]);
    assert!(state.prompt.is_some());
    let refused = Swu::apply(&state, &Action::TakeInitiative).unwrap_err();
    assert_eq!(refused.reason, Reason::Common(Common::NotAnAnswer));
}
