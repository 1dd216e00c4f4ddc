//! Effects of sets 1-3 that go on a card as they deploy, or declare a choice as they deploy.
//! Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`).

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{deploy_cost, destiny_draws, total_power};
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

/// "Use 2 Force to deploy at any Yavin 4 site. Declare one of the following to affect that site
/// and adjacent sites while 'sentry' present: Opponent's deploy +1. OR Opponent's ability required
/// for battle destiny +1. OR Your total power +1.": deployed (2 Force) on the Yavin 4 Docking Bay,
/// not at Mos Eisley, it asks for its option at once; declaring the total power makes the Light
/// Side's total power at the adjacent Jungle 1 more; declaring the deploy makes a Stormtrooper's
/// deploy to the Jungle 1 more, to Mos Eisley not.
#[test]
fn card_1_68_yavin_sentry_declares_one_option_for_its_site_and_the_adjacent_sites() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    let sentry = s.hand(LIGHT, "Yavin Sentry");
    let trooper = s.hand(DARK, "Stormtrooper");
    let before = s.build();
    let deploys: Vec<String> = offered(&before).into_iter().filter(|a| a.starts_with("deploy Yavin Sentry")).collect();
    assert!(deploys.contains(&"deploy Yavin Sentry on Yavin 4: Docking Bay (2)".to_string()), "{deploys:?}");
    assert!(!deploys.iter().any(|a| a.contains("Mos Eisley")), "only at a Yavin 4 site");
    let deployed = run(before.clone(), &["deploy Yavin Sentry on Yavin 4: Docking Bay"]);
    assert_eq!(deployed.card(sentry).at, Some(At::On(p.yavin_bay)));
    assert_eq!(offered(&deployed), ["declare ability", "declare deploy", "declare power"]);
    let power = run(deployed.clone(), &["declare power"]);
    assert_eq!(power.prompt, None);
    assert_eq!(hangar::rules::swccg::problems(&power), []);
    assert_eq!(total_power(&power, LIGHT, p.jungle), total_power(&before, LIGHT, p.jungle) + 1, "adjacent site");
    assert_eq!(
        deploy_cost(&power, DARK, trooper, Some(p.jungle), None),
        deploy_cost(&before, DARK, trooper, Some(p.jungle), None)
    );
    let more = run(deployed, &["declare deploy"]);
    assert_eq!(total_power(&more, LIGHT, p.jungle), total_power(&before, LIGHT, p.jungle));
    let cost = |state: &hangar::rules::swccg::State, at| deploy_cost(state, DARK, trooper, Some(at), None);
    assert_eq!(cost(&more, p.jungle), cost(&before, p.jungle) + 1, "opponent's deploy +1");
    assert_eq!(cost(&more, p.mos_eisley), cost(&before, p.mos_eisley), "not at another planet's site");
}

/// Death Star Sentry, the same text for Death Star sites: deployed at Docking Bay 327 declaring
/// "Opponent's ability required for battle destiny +1", the Light Side's Luke Skywalker (ability 4)
/// battling at the adjacent Central Core draws no battle destiny (5 now needed); without it he
/// draws one.
#[test]
fn card_1_213_death_star_sentry_raises_the_ability_the_opponent_needs_for_battle_destiny() {
    let setup = |declare: bool| {
        let (mut s, _) = board(DARK, Phase::Deploy, 6);
        s.location(DARK, "Death Star: Docking Bay 327");
        let core = s.location(DARK, "Death Star: Central Core");
        s.at(LIGHT, "Luke Skywalker", core);
        s.at(DARK, "Stormtrooper", core);
        s.hand(DARK, "Death Star Sentry");
        let mut state = s.build();
        if declare {
            state = run(state, &["deploy Death Star Sentry on Death Star: Docking Bay 327 (2)", "declare ability"]);
            assert_eq!(hangar::rules::swccg::problems(&state), []);
        }
        state
    };
    for declare in [false, true] {
        let mut state = setup(declare);
        // The Light Side battles at the Central Core.
        state.active = LIGHT;
        state.phase = Phase::Battle;
        let battle = run(state, &["battle Death Star: Central Core (1)"]);
        assert_eq!(destiny_draws(&battle, LIGHT), u8::from(!declare), "declared: {declare}");
    }
}

/// "Deploy on your side of table. For each unit of ability you have present during a battle, you
/// may use 1 Force to raise your total power by 1. Ability used in this way cannot also be used to
/// draw destiny.": deployed free on the Light Side's own side; in a battle at Mos Eisley where Luke
/// (ability 4) is present, the weapons segment offers 1 to 4 Force; using 2 raises the Light
/// total power by 2 and leaves ability 2, too little for battle destiny. Once per battle.
#[test]
fn card_1_53_klorslug_turns_ability_present_into_total_power() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 8);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    let slug = s.hand(LIGHT, "K'lor'slug");
    let state = run(s.build(), &["deploy K'lor'slug on side (0)"]);
    assert_eq!(state.card(slug).at, Some(At::Side(LIGHT)));
    assert_eq!(hangar::rules::swccg::problems(&state), []);
    let battle = run(state, &["battle Tatooine: Mos Eisley (1)"]);
    let raises: Vec<String> = offered(&battle).into_iter().filter(|a| a.starts_with("raise power")).collect();
    assert_eq!(
        raises,
        [
            "raise power with K'lor'slug (1)",
            "raise power with K'lor'slug (2)",
            "raise power with K'lor'slug (3)",
            "raise power with K'lor'slug (4)"
        ]
    );
    assert_eq!(destiny_draws(&battle, LIGHT), 1);
    let force = battle.player(LIGHT).force_pile.len();
    let raised = run(battle.clone(), &["raise power with K'lor'slug (2)"]);
    assert_eq!(raised.player(LIGHT).force_pile.len(), force - 2);
    assert_eq!(total_power(&raised, LIGHT, p.mos_eisley), total_power(&battle, LIGHT, p.mos_eisley) + 2);
    assert_eq!(destiny_draws(&raised, LIGHT), 0, "ability 2 left toward destiny");
    assert!(raised.battle.as_ref().is_some_and(|b| b.used.contains(&slug)), "once per battle");
}

/// Molator, the Dark Side's copy of the same text: a Stormtrooper (ability 1) present offers 1.
#[test]
fn card_1_225_molator_turns_ability_present_into_total_power() {
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(DARK, "Molator");
    let battle = run(s.build(), &["deploy Molator on side (0)", "battle Tatooine: Mos Eisley (1)"]);
    let raises: Vec<String> = offered(&battle).into_iter().filter(|a| a.starts_with("raise power")).collect();
    assert_eq!(raises, ["raise power with Molator (1)"]);
    let raised = run(battle.clone(), &["raise power with Molator (1)"]);
    assert_eq!(total_power(&raised, DARK, p.mos_eisley), total_power(&battle, DARK, p.mos_eisley) + 1);
}
