//! Effects of sets 1-3 that go on a card as they deploy, or declare a choice as they deploy.
//! Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`).

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::total_power;
use hangar::rules::swccg::testing::lose_from_table;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Phase;

/// "Deploy on any capital starship. When that starship is at a system or sector you control, your
/// total power is +1 in battles at related sites.": offered on the Dark Side's Devastator and on
/// the Light Side's Corellian Corvette (any capital starship), not on a TIE. On the Devastator at
/// Tatooine, which the Dark Side controls, its total power at Mos Eisley is 1 more, at the Yavin 4
/// Jungle not; a Light starship at Tatooine takes the control away, and the bonus with it. On the
/// opponent's Corvette it is lost with the Corvette.
#[test]
fn card_1_216_fear_will_keep_them_in_line_adds_1_at_related_sites_while_its_starship_controls() {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    let devastator = s.at(DARK, "Devastator", p.tatooine);
    s.at(DARK, "TIE Fighter", p.tatooine);
    let corvette = s.at(LIGHT, "Corellian Corvette", p.yavin);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.jungle);
    let effect = s.hand(DARK, "Fear Will Keep Them In Line");
    let before = s.build();
    let mut deploys: Vec<String> =
        offered(&before).into_iter().filter(|a| a.starts_with("deploy Fear Will Keep Them In Line")).collect();
    deploys.sort();
    assert_eq!(
        deploys,
        [
            "deploy Fear Will Keep Them In Line on Corellian Corvette (0)",
            "deploy Fear Will Keep Them In Line on Devastator (0)"
        ]
    );
    let power = |state: &hangar::rules::swccg::State, at| total_power(state, DARK, at);
    let on_ours = run(before.clone(), &["deploy Fear Will Keep Them In Line on Devastator"]);
    assert_eq!(on_ours.card(effect).at, Some(At::On(devastator)));
    assert_eq!(hangar::rules::swccg::problems(&on_ours), []);
    assert_eq!(power(&on_ours, p.mos_eisley), power(&before, p.mos_eisley) + 1, "+1 at a related site");
    assert_eq!(power(&on_ours, p.jungle), power(&before, p.jungle), "not at another planet's site");
    // A Light starship at Tatooine: the Dark Side no longer controls it.
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    s.at(DARK, "Devastator", p.tatooine);
    s.at(LIGHT, "Corellian Corvette", p.tatooine);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.hand(DARK, "Fear Will Keep Them In Line");
    let contested = s.build();
    let deployed = run(contested.clone(), &["deploy Fear Will Keep Them In Line on Devastator"]);
    assert_eq!(power(&deployed, p.mos_eisley), power(&contested, p.mos_eisley), "no control, no bonus");
    // On the opponent's capital starship: lost with it.
    let on_theirs = run(before, &["deploy Fear Will Keep Them In Line on Corellian Corvette"]);
    assert_eq!(on_theirs.card(effect).at, Some(At::On(corvette)));
    assert_eq!(hangar::rules::swccg::problems(&on_theirs), []);
    let mut gone = on_theirs.clone();
    lose_from_table(&mut gone, corvette, &mut Vec::new());
    assert_eq!(gone.card(effect).at, None);
    assert!(gone.player(DARK).lost_pile.contains(&effect), "to its owner's Lost Pile");
}
