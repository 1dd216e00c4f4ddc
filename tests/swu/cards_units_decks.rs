//! The units whose text works on a deck: "Discard a card from <your | the defending player's>
//! deck. If it <costs 3 or less | has an odd cost>, …" (`Effect::DiscardFromDeck`). Each card's
//! test is named by its number.

use crate::event_positions::{choices, table};
use crate::support::{run, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::Token;

#[test]
fn card_jtl_048_cassian_andor_attached_unit_on_attack_discards_the_defenders_top_card_and_draws_if_it_costs_3_or_less()
{
    for (top, cost_ok) in [("SOR_093", true), ("SOR_232", false)] {
        let mut s = table("JTL_048");
        s.unit(ONE, "SOR_237");
        s.deck(ONE, "JTL_255");
        let discarded = s.deck(TWO, top);
        let state = run(s.build(), &["pilot Cassian Andor > Alliance X-Wing", "pass"]);
        let hand = state.player(ONE).hand.len();
        let done = run(state, &["attack Alliance X-Wing > Shield Generator Complex"]);
        assert!(done.player(TWO).discard.contains(&discarded) && done.player(TWO).deck.is_empty());
        assert_eq!(done.player(ONE).hand.len(), hand + usize::from(cost_ok), "{top}");
    }
}

#[test]
fn card_jtl_200_shuttle_tydirium_on_attack_discards_its_top_card_and_may_give_an_experience_if_odd() {
    let mut s = table("JTL_200");
    s.unit(ONE, "JTL_200");
    let wing = s.unit(ONE, "SOR_237");
    let discarded = s.deck(ONE, "SOR_093"); // costs 1
    let asked = run(s.build(), &["attack Shuttle Tydirium > Shield Generator Complex"]);
    assert!(asked.player(ONE).discard.contains(&discarded));
    assert_eq!(choices(&asked), ["choose Alliance X-Wing", "pass"], "another unit");
    let done = run(asked, &["choose Alliance X-Wing"]);
    assert!(done.attachments_of(wing).any(|u| done.def(u).token == Some(Token::Experience)));
    let mut s = table("JTL_200");
    s.unit(ONE, "JTL_200");
    s.unit(ONE, "SOR_237");
    s.deck(ONE, "JTL_246"); // costs 2
    let done = run(s.build(), &["attack Shuttle Tydirium > Shield Generator Complex"]);
    assert!(done.prompt.is_none() && done.player(ONE).discard.len() == 1, "an even cost: nothing more");
}
