//! The cards that play a unit from the discard pile in the middle of their resolution: "Play a
//! Vehicle unit from your discard pile (paying its cost). Then, deal 1 damage to it."
//! (`Effect::PlayFromDiscard`, `Prompt::PlayFromDiscard`, answered with `Action::PlayUnit` via
//! the event). Each card's test is named by its number.

use crate::event_positions::play;
use crate::support::{offered, run, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::{Prompt, Scenario, State};

/// Seat one with `resources` ready resources, Salvage in hand, and in the discard pile an
/// Alliance X-Wing (2), a TIE/ln Fighter (1, 1 HP), an AT-ST (6) and an Alliance Dispatcher (no
/// Vehicle).
fn salvage(resources: usize) -> State {
    let mut s = Scenario::skirmish();
    s.resources(ONE, resources);
    s.hand(ONE, "JTL_121");
    for id in ["SOR_237", "SOR_225", "SOR_232", "SOR_093"] {
        s.discard(ONE, id);
    }
    s.discard(TWO, "SOR_237"); // the opponent's discard pile is not searched
    s.build()
}

fn plays(state: &State) -> Vec<String> {
    offered(state).into_iter().filter(|w| w.starts_with("unit ") || w == "pass").collect()
}

#[test]
fn card_jtl_121_salvage_plays_a_vehicle_unit_from_the_discard_pile_paying_its_cost_then_deals_1_damage_to_it() {
    let asked = play(&salvage(3), "Salvage");
    assert!(matches!(&asked.prompt, Some(Prompt::PlayFromDiscard { .. })));
    let offered = plays(&asked);
    assert!(offered.iter().any(|w| w.starts_with("unit Alliance X-Wing via Salvage")), "{offered:?}");
    assert!(!offered.iter().any(|w| w.contains("AT-ST")), "it costs more than the resources ready: {offered:?}");
    assert!(!offered.iter().any(|w| w.contains("Alliance Dispatcher")), "no Vehicle: {offered:?}");
    assert!(offered.contains(&"pass".to_string()));
    let done = run(asked.clone(), &["unit Alliance X-Wing via Salvage"]);
    let x_wing = done.player(ONE).discard.iter().all(|&c| done.def(c).title != "Alliance X-Wing");
    assert!(x_wing, "out of the discard pile");
    let unit = done.units_of(ONE).find(|&u| done.def(u).title == "Alliance X-Wing").expect("in play");
    assert_eq!(done.card(unit).damage, 1, "then, 1 damage to it");
    assert!(done.card(unit).exhausted, "played units enter play exhausted");
    let ready = done.player(ONE).resources.iter().filter(|&&r| !done.card(r).exhausted).count();
    assert_eq!(ready, 1, "its cost paid: 2 of 3");
    assert!(done.prompt.is_none());
    assert_eq!(done.acting(), TWO, "Salvage was the action: the turn passes");
    // The TIE/ln Fighter has 1 HP: the damage defeats it, back to the discard pile.
    let tie = run(asked.clone(), &["unit TIE/ln Fighter via Salvage"]);
    assert!(tie.units_of(ONE).next().is_none());
    assert!(tie.player(ONE).discard.iter().any(|&c| tie.def(c).title == "TIE/ln Fighter"));
    // Declined: nothing is played.
    let none = run(asked, &["pass"]);
    assert!(none.units_of(ONE).next().is_none());
    // Nothing affordable: nothing asked.
    let broke = play(&salvage(0), "Salvage");
    assert!(broke.prompt.is_none());
}
