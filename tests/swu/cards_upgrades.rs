//! The Jump to Lightspeed upgrade cards Hangar plays beyond the skirmish decks' (each test named by
//! the card's number), played from hand onto a unit through the public API.

use crate::event_positions::choices;
use crate::support::{find, run, take, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::{Scenario, State};

/// Seat one with twelve resources and `upgrade` in hand, an Alliance X-Wing and a Dilapidated Ski
/// Speeder; the opponent's TIE/ln Fighter and AT-ST.
fn table(upgrade: &str) -> State {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 12);
    s.hand(ONE, upgrade);
    s.unit(ONE, "SOR_237");
    s.unit(ONE, "JTL_248");
    s.unit(TWO, "SOR_225");
    s.unit(TWO, "SOR_232");
    s.build()
}

#[test]
fn card_jtl_073_grim_valor_gives_when_defeated_you_may_exhaust_a_unit() {
    let state = table("JTL_073");
    let (after, _) = take(&state, "upgrade Grim Valor > Alliance X-Wing");
    let after = run(after, &["pass", "attack Alliance X-Wing > TIE/ln Fighter"]);
    // The X-Wing (2/3 + Grim Valor) trades with nothing: the TIE dies, the X-Wing lives.
    let xwing = find(&after, "Alliance X-Wing");
    assert!(after.in_play(xwing));
    // Defeat it: the AT-ST attacks it.
    let mut s = Scenario::skirmish();
    s.resources(ONE, 12);
    let xwing = s.unit(ONE, "SOR_237");
    s.upgrade(ONE, "JTL_073", xwing);
    s.unit(ONE, "JTL_248");
    s.damage(xwing, 2);
    let atst = s.unit(TWO, "SOR_232");
    s.unit(TWO, "JTL_069");
    let state = s.active(TWO).build();
    let asked = run(state, &["attack Munificent Frigate > Alliance X-Wing"]);
    assert!(asked.player(ONE).discard.contains(&xwing));
    assert_eq!(
        choices(&asked),
        ["choose AT-ST", "choose Dilapidated Ski Speeder", "choose Munificent Frigate", "pass"],
        "its controller may exhaust a unit"
    );
    let done = run(asked, &["choose AT-ST"]);
    assert!(done.card(atst).exhausted);
    assert!(done.player(ONE).discard.contains(&find(&done, "Grim Valor")));
}
