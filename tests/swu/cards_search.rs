//! The cards that search the top of a deck: "Search the top N cards of your deck for up to M
//! <trait> units, reveal them, and draw them" (`Effect::Search`, `Prompt::Search`). Each card's
//! test is named by its number.

use crate::event_positions::{choices, play, table};
use crate::support::{run, ONE};
use hangar::engine::Table;
use hangar::rules::swu::Prompt;

#[test]
fn card_jtl_128_prepare_for_takeoff_searches_the_top_8_for_up_to_2_vehicle_units() {
    let mut s = table("JTL_128");
    let ninth = s.deck(ONE, "SOR_237"); // Alliance X-Wing, below the top 8
    let x_wing = s.deck(ONE, "JTL_247"); // Resistance X-Wing
    for id in ["SOR_093", "JTL_254", "SOR_225", "JTL_246", "JTL_234", "SOR_093", "JTL_254"] {
        s.deck(ONE, id);
    }
    let state = s.build();
    let asked = play(&state, "Prepare for Takeoff");
    assert!(matches!(&asked.prompt, Some(Prompt::Search { left: 2, .. })));
    assert_eq!(
        choices(&asked),
        ["choose Resistance X-Wing", "choose TIE/ln Fighter", "pass"],
        "Vehicle units among the top 8, up to 2: not the Alliance X-Wing below"
    );
    let one = run(asked, &["choose Resistance X-Wing"]);
    assert!(one.player(ONE).hand.contains(&x_wing));
    assert_eq!(choices(&one), ["choose TIE/ln Fighter", "pass"]);
    let done = run(one, &["pass"]);
    assert!(done.prompt.is_none());
    let deck = &done.player(ONE).deck;
    assert_eq!(deck.len(), 8);
    assert_eq!(deck.last(), Some(&ninth), "the other 7 went to the bottom");
    // Two drawn: the search ends by itself.
    let both = run(state, &["event Prepare for Takeoff", "choose TIE/ln Fighter", "choose Resistance X-Wing"]);
    assert!(both.prompt.is_none());
    assert_eq!(both.player(ONE).deck.len(), 7);
}
