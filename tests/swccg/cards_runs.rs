//! Utinni Effects of runs and fugitives (`rules/swccg/runs.rs`, `utinni.rs`): Kessel Run, a
//! smuggler's run to Kessel and back.

use crate::support::*;
use hangar::engine::{CardId, Table};
use hangar::rules::swccg::{At, Phase, Slot, State, Targeting};

/// Kessel (the Light Side's) on a test table, the Millennium Falcon at `from` with Han Solo
/// piloting, Kessel Run on Kessel targeting Han (first system `from`, X = `x`), `reached` or
/// not, five Rebel Troopers in the Light Side's Lost Pile, `top` on top of the Dark Side's
/// Reserve Deck: the state, Kessel, the Falcon and the Effect.
fn run_under_way(from: fn(&Places) -> CardId, x: u8, reached: bool, top: &str) -> (State, CardId, CardId, CardId) {
    let (mut s, p) = board(LIGHT, Phase::Move, 6);
    let kessel = s.location(LIGHT, "1_126");
    let start = from(&p);
    let at = if reached { kessel } else { start };
    let falcon = s.at(LIGHT, "Millennium Falcon", at);
    let han = s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    let effect = s.on(LIGHT, "Kessel Run", kessel);
    s.state_mut().utinni.push(Targeting { reached, from: Some(start), x, ..aimed_at(effect, han) });
    for _ in 0..5 {
        s.lost(LIGHT, "Rebel Trooper");
    }
    s.reserve(DARK, top);
    (s.build(), kessel, falcon, effect)
}

/// "Deploy on Kessel. Target one of your smugglers at another system. X = parsec distance
/// between the two systems." It deploys on Kessel alone (not Yavin 4 nor Tatooine); it targets
/// Han aboard the Falcon at Yavin 4 (parsec 4), not Chewbacca (a smuggler, but at a site), Luke
/// (no smuggler) nor the Dark Side's Ponda Baba at Tatooine; the run's first system is Yavin 4,
/// and X = 8 - 4 = 4.
#[test]
fn card_1_52_kessel_run_deploys_on_kessel_and_targets_your_smuggler_at_another_system() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    let kessel = s.location(LIGHT, "1_126");
    let falcon = s.at(LIGHT, "Millennium Falcon", p.yavin);
    let han = s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    s.aboard(LIGHT, "Luke Skywalker", falcon, Slot::Passenger);
    s.at(LIGHT, "Chewbacca", p.yavin_bay);
    let tie = s.at(DARK, "TIE Scout", p.tatooine);
    s.aboard(DARK, "Ponda Baba", tie, Slot::Passenger);
    let effect = s.hand(LIGHT, "Kessel Run");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Kessel Run"), ["deploy Kessel Run on Kessel (0)"]);
    let aiming = run(state, &["deploy Kessel Run on Kessel"]);
    assert_eq!(aiming.card(effect).at, Some(At::On(kessel)));
    assert_eq!(offered_like(&aiming, "pick"), ["pick Han Solo"], "your smuggler at another system");
    let aimed = run(aiming, &["pick Han Solo"]);
    assert_eq!(aimed.utinni, [Targeting { from: Some(p.yavin), x: 8 - 4, ..aimed_at(effect, han) }]);
    assert_eq!(hangar::rules::swccg::problems(&aimed), []);
}

/// "When target reaches Kessel, opponent draws destiny. If = 0, starship lost. Otherwise, by
/// returning to first system, 'retrieve' X Lost Force." The Falcon flies Han from Yavin 4 to
/// Kessel: the Dark Side draws a destiny of 1 (a Stormtrooper), nothing is lost and the run is
/// half done; on a destiny of 0 (Admiral Ozzel) the Falcon is lost with Han, and the Effect with
/// them. Back from Kessel, a flight to Tatooine retrieves nothing; one to Yavin 4, the first
/// system, retrieves X = 4 of the 5 lost cards and the Effect is lost.
#[test]
fn card_1_52_kessel_run_draws_destiny_at_kessel_and_retrieves_x_back_at_the_first_system() {
    let (state, _, falcon, effect) = run_under_way(|p| p.yavin, 4, false, "Stormtrooper");
    let there = run(state, &["hyperspeed Millennium Falcon > Kessel"]);
    assert!(there.player(DARK).used_pile.iter().any(|&c| there.def(c).title == "Stormtrooper"), "a destiny drawn");
    assert!(there.card(falcon).at.is_some() && there.card(effect).at.is_some(), "a destiny of 1: nothing lost");
    assert!(there.utinni[0].reached, "the first leg done");
    assert_eq!(there.player(LIGHT).lost_pile.len(), 5);
    assert_eq!(hangar::rules::swccg::problems(&there), []);

    let (state, _, falcon, effect) = run_under_way(|p| p.yavin, 4, false, "Admiral Ozzel");
    let crashed = run(state, &["hyperspeed Millennium Falcon > Kessel"]);
    assert!(crashed.player(LIGHT).lost_pile.contains(&falcon), "a destiny of 0: starship lost");
    assert!(crashed.card(effect).at.is_none() && crashed.utinni.is_empty(), "its target gone, the Effect is lost");
    assert_eq!(hangar::rules::swccg::problems(&crashed), []);

    let (state, _, _, effect) = run_under_way(|p| p.yavin, 4, true, "Stormtrooper");
    let elsewhere = run(state.clone(), &["hyperspeed Millennium Falcon > Tatooine"]);
    assert_eq!(elsewhere.player(LIGHT).lost_pile.len(), 5, "not the first system");
    assert!(elsewhere.card(effect).at.is_some());
    let back = run(state, &["hyperspeed Millennium Falcon > Yavin 4"]);
    assert_eq!(back.player(LIGHT).lost_pile.len(), 5 - 4 + 1, "X = 4 retrieved, the Effect lost");
    assert!(back.player(LIGHT).lost_pile.contains(&effect) && back.utinni.is_empty());
    assert_eq!(hangar::rules::swccg::problems(&back), []);
}

/// Kessel (1_288, and 1_126's "If you control, Kessel Run is prevented (canceled)"): "If you
/// control, Kessel Run is canceled" (the Dark Side's text on either). A TIE Scout (its
/// permanent pilot, ability 1) flying to Kessel, where the Light Side has nothing, gives the Dark
/// Side control and Kessel Run is lost; with the Falcon and Han there too, the Dark Side does not
/// control Kessel and the run goes on.
#[test]
fn card_1_52_kessel_run_and_card_1_288_kessel_is_canceled_while_the_dark_side_controls_kessel() {
    let flown = |kessel: &str, falcon_at_kessel: bool| {
        let (mut s, p) = board(DARK, Phase::Move, 6);
        let kessel = s.location(LIGHT, kessel);
        let falcon = s.at(LIGHT, "Millennium Falcon", if falcon_at_kessel { kessel } else { p.yavin });
        let han = s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
        let effect = s.on(LIGHT, "Kessel Run", kessel);
        let run_of = Targeting { reached: falcon_at_kessel, from: Some(p.yavin), x: 4, ..aimed_at(effect, han) };
        s.state_mut().utinni.push(run_of);
        let tie = s.at(DARK, "TIE Scout", p.tatooine);
        let after = run(s.build(), &["hyperspeed TIE Scout > Kessel"]);
        assert_eq!(after.card(tie).at, Some(At::Location(kessel)));
        assert_eq!(hangar::rules::swccg::problems(&after), []);
        after.card(effect).at.is_some()
    };
    for kessel in ["1_126", "1_288"] {
        assert!(!flown(kessel, false), "the Dark Side controls Kessel ({kessel}): canceled");
        assert!(flown(kessel, true), "the Light Side present too: it stays");
    }
}

/// BoShek: "May make a Kessel Run in place of a smuggler." Aboard an X-wing at Yavin 4, BoShek
/// (no smuggler) is a target Kessel Run offers; Luke, aboard one at Tatooine, is not.
#[test]
fn card_1_4_boshek_may_make_a_kessel_run_in_place_of_a_smuggler() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    s.location(LIGHT, "1_126");
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    s.aboard(LIGHT, "BoShek", xwing, Slot::Pilot);
    let red = s.at(LIGHT, "X-wing", p.tatooine);
    s.aboard(LIGHT, "Luke Skywalker", red, Slot::Pilot);
    s.hand(LIGHT, "Kessel Run");
    let aiming = run(s.build(), &["deploy Kessel Run on Kessel"]);
    assert_eq!(offered_like(&aiming, "pick"), ["pick BoShek"]);
}

/// Oo-ta Goo-ta, Solo?: "OR Cancel a Kessel Run." With Kessel Run on the table the Dark Side may
/// play it to lose the Effect (and its run); with none, that option is not offered.
#[test]
fn card_2_137_oo_ta_goo_ta_solo_cancels_a_kessel_run() {
    let table = |kessel_run: bool| {
        let (mut s, p) = board(DARK, Phase::Deploy, 6);
        let kessel = s.location(LIGHT, "1_126");
        let falcon = s.at(LIGHT, "Millennium Falcon", p.yavin);
        let han = s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
        let effect = kessel_run.then(|| s.on(LIGHT, "Kessel Run", kessel));
        if let Some(effect) = effect {
            let run_of = Targeting { from: Some(p.yavin), x: 4, ..aimed_at(effect, han) };
            s.state_mut().utinni.push(run_of);
        }
        s.hand(DARK, "Oo-ta Goo-ta, Solo?");
        (s.build(), effect)
    };
    let (state, effect) = table(true);
    let plays = offered_like(&state, "interrupt Oo-ta");
    assert_eq!(plays, ["interrupt Oo-ta Goo-ta, Solo? > Kessel Run"]);
    let canceled = run(state, &[plays[0].as_str()]);
    let effect = effect.expect("on the table");
    assert!(canceled.player(LIGHT).lost_pile.contains(&effect) && canceled.utinni.is_empty());
    assert_eq!(hangar::rules::swccg::problems(&canceled), []);
    assert!(offered_like(&table(false).0, "interrupt Oo-ta").is_empty(), "no Kessel Run to cancel");
}

/// "Deploy at any location. You may move Mig like a character. Target an opponent's character".
/// Yerka Mig deploys on a system or a site; on Yavin 4: Docking Bay it targets the Dark Side's
/// Stormtrooper (not Luke, the Light Side's own). In the move phase it moves like a character, by
/// landspeed for 1 Force, to the adjacent Jungle (staying deployed on the site), and no farther
/// (the Tatooine sites are offered no move).
#[test]
fn card_1_69_yerka_mig_deploys_at_any_location_targets_an_opponents_character_and_moves_like_a_character() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    let mig = s.hand(LIGHT, "Yerka Mig");
    let state = s.build();
    let deploys = offered_like(&state, "deploy Yerka Mig");
    for at in ["Tatooine", "Yavin 4: Jungle", "Yavin 4: Docking Bay"] {
        assert!(deploys.contains(&format!("deploy Yerka Mig on {at} (0)")), "{at}: {deploys:?}");
    }
    let aiming = run(state, &["deploy Yerka Mig on Yavin 4: Docking Bay"]);
    assert_eq!(offered_like(&aiming, "pick"), ["pick Stormtrooper"], "an opponent's character");
    let mut aimed = run(aiming, &["pick Stormtrooper"]);
    assert_eq!(aimed.utinni.len(), 1);
    assert_eq!(aimed.utinni[0].target, trooper);
    aimed.phase = Phase::Move;
    assert_eq!(offered_like(&aimed, "landspeed Yerka Mig"), ["landspeed Yerka Mig > Yavin 4: Jungle (1)"]);
    let moved = run(aimed, &["landspeed Yerka Mig > Yavin 4: Jungle"]);
    assert_eq!(moved.card(mig).at, Some(At::On(p.jungle)));
    assert!(offered_like(&moved, "landspeed Yerka Mig").is_empty(), "one regular move a turn");
    assert_eq!(hangar::rules::swccg::problems(&moved), []);
}

/// "Who may apprehend (cancel) Mig by reaching same location. Until then, during all battles at
/// same and adjacent sites to Mig, opponent's total power is -1." With Mig at Mos Eisley and its
/// target, a Stormtrooper, at Docking Bay 94 (adjacent) with Ponda Baba and Luke, the Dark Side's
/// total power there is 1 less, the Light Side's is not, and at Yavin 4's Docking Bay nothing
/// changes. Ponda Baba walking to Mig does nothing; the Stormtrooper walking there apprehends it:
/// Mig is lost, and the Dark Side's power is whole again.
#[test]
fn card_1_69_yerka_mig_takes_1_off_the_opponents_total_power_near_it_until_apprehended() {
    use hangar::rules::swccg::facts::{power, total_power};
    let (mut s, p) = board(DARK, Phase::Move, 6);
    let target = s.at(DARK, "Stormtrooper", p.bay94);
    let ponda = s.at(DARK, "Ponda Baba", p.bay94);
    let luke = s.at(LIGHT, "Luke Skywalker", p.bay94);
    s.at(DARK, "Stormtrooper", p.yavin_bay);
    let mig = s.on(LIGHT, "Yerka Mig", p.mos_eisley);
    s.state_mut().utinni.push(aimed_at(mig, target));
    let state = s.build();
    let (trooper_power, ponda_power) = (u16::from(power(&state, target)), u16::from(power(&state, ponda)));
    assert_eq!(total_power(&state, DARK, p.bay94), trooper_power + ponda_power - 1, "adjacent to Mig");
    assert_eq!(total_power(&state, LIGHT, p.bay94), u16::from(power(&state, luke)), "the opponent's only");
    assert_eq!(total_power(&state, DARK, p.yavin_bay), 1, "not near Mig");
    let walked = run(state.clone(), &["landspeed Ponda Baba > Tatooine: Mos Eisley"]);
    assert_eq!(walked.card(mig).at, Some(At::On(p.mos_eisley)), "not its target");
    let apprehended = run(state, &["landspeed Stormtrooper > Tatooine: Mos Eisley"]);
    assert!(apprehended.card(mig).at.is_none() && apprehended.utinni.is_empty(), "apprehended (canceled)");
    assert_eq!(total_power(&apprehended, DARK, p.bay94), ponda_power);
    assert_eq!(hangar::rules::swccg::problems(&apprehended), []);
}

/// "Deploy on any Yavin 4 site. Target one Imperial. When Imperial reaches target site, 'steal'
/// necklace." Organa's Ceremonial Necklace deploys on Yavin 4's sites only and targets the
/// Stormtrooper at Mos Eisley (an Imperial, not Ponda Baba, an alien). A Stormtrooper walking
/// from the Docking Bay to the Jungle where it is steals it: it goes on the trooper.
#[test]
fn card_1_226_organas_ceremonial_necklace_deploys_on_a_yavin_4_site_and_is_stolen_by_its_imperial() {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Ponda Baba", p.mos_eisley);
    s.hand(DARK, "Organa's Ceremonial Necklace");
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy Organa's Ceremonial Necklace"),
        [
            "deploy Organa's Ceremonial Necklace on Yavin 4: Docking Bay (0)",
            "deploy Organa's Ceremonial Necklace on Yavin 4: Jungle (0)"
        ]
    );
    let aiming = run(state, &["deploy Organa's Ceremonial Necklace on Yavin 4: Jungle"]);
    assert_eq!(offered_like(&aiming, "pick"), ["pick Stormtrooper"], "an Imperial");

    let (mut s, p) = board(DARK, Phase::Move, 6);
    let trooper = s.at(DARK, "Stormtrooper", p.yavin_bay);
    let necklace = s.on(DARK, "Organa's Ceremonial Necklace", p.jungle);
    s.state_mut().utinni.push(aimed_at(necklace, trooper));
    let stolen = run(s.build(), &["landspeed Stormtrooper > Yavin 4: Jungle"]);
    assert_eq!(stolen.card(necklace).at, Some(At::On(trooper)), "'steal' necklace");
    assert!(stolen.utinni.is_empty());
    assert_eq!(hangar::rules::swccg::problems(&stolen), []);
}

/// "Whenever necklace is present during Force drain: add 1 to Force drain and may then pass (for
/// free) to an adjacent site you control (if any), and so on." On a Stormtrooper at the Jungle,
/// the necklace adds 1 to the Dark Side's drain there (not at Docking Bay 94); draining, the Dark
/// Side may pass it to the Stormtrooper at the adjacent Docking Bay, which it controls, and it is
/// then on that one. With a Rebel at the Docking Bay too (the Dark Side no longer controls it),
/// nothing is offered and the drain goes on.
#[test]
fn card_1_226_organas_ceremonial_necklace_adds_1_to_force_drain_and_passes_to_an_adjacent_site_you_control() {
    use hangar::rules::swccg::facts::drain_amount;
    let table = |contested: bool| {
        let (mut s, p) = board(DARK, Phase::Control, 6);
        let carrier = s.at(DARK, "Stormtrooper", p.jungle);
        let other = s.at(DARK, "Stormtrooper", p.yavin_bay);
        s.at(DARK, "Stormtrooper", p.bay94);
        if contested {
            s.at(LIGHT, "Rebel Trooper", p.yavin_bay);
        }
        let necklace = s.on(DARK, "Organa's Ceremonial Necklace", carrier);
        (s.build(), p, necklace, other)
    };
    let (state, p, necklace, other) = table(false);
    let mut bare = state.clone();
    bare.card_mut(necklace).at = Some(At::On(p.jungle));
    assert_eq!(drain_amount(&state, DARK, p.jungle), drain_amount(&bare, DARK, p.jungle) + 1, "present: +1");
    assert_eq!(drain_amount(&state, DARK, p.bay94), drain_amount(&bare, DARK, p.bay94), "not present there");
    let drained = run(state, &["drain Yavin 4: Jungle"]);
    assert_eq!(offered_like(&drained, "pick"), ["pick Stormtrooper"], "{:?}", drained.prompt);
    let passed = run(drained, &["pick Stormtrooper"]);
    assert_eq!(passed.card(necklace).at, Some(At::On(other)));
    assert_eq!(hangar::rules::swccg::problems(&passed), []);

    let (state, _, necklace, _) = table(true);
    let drained = run(state, &["drain Yavin 4: Jungle"]);
    assert!(offered_like(&drained, "pick").is_empty(), "no adjacent site the Dark Side controls");
    assert!(matches!(drained.card(necklace).at, Some(At::On(c)) if drained.def(c).title == "Stormtrooper"));
}

/// "Deploy on any alien if Cantina, Mos Eisley or Jabba's Sail Barge on table." With Mos Eisley
/// on the table Juri Juice deploys on an alien of either side (Ponda Baba, BoShek at Yavin 4), not
/// on a Stormtrooper; with neither Mos Eisley nor the Cantina on the table it is not offered.
#[test]
fn card_1_220_juri_juice_deploys_on_any_alien_if_cantina_or_mos_eisley_on_table() {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    s.at(DARK, "Ponda Baba", p.jungle);
    s.at(LIGHT, "BoShek", p.yavin_bay);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.hand(DARK, "Juri Juice");
    let state = s.build();
    let deploys = offered_like(&state, "deploy Juri Juice");
    assert_eq!(deploys.len(), 2, "{deploys:?}");
    assert!(deploys.iter().any(|d| d.contains("Ponda Baba")) && deploys.iter().any(|d| d.contains("BoShek")));
    let mut without = state;
    let mos_eisley = p.mos_eisley;
    without.locations.retain(|&l| l != mos_eisley);
    assert!(offered_like(&without, "deploy Juri Juice").is_empty(), "no Cantina nor Mos Eisley on table");
}

/// "That alien may not use ability in battles (if Kabe, she also cannot 'steal'). Utinni Effect
/// canceled by moving that alien to one of those sites without 'driving' a vehicle." BoShek
/// (ability 4) with Juri Juice on him adds nothing toward battle destiny at Docking Bay 94; walking
/// to Mos Eisley he cancels it (lost), and his ability counts again.
#[test]
fn card_1_220_juri_juice_keeps_its_aliens_ability_out_of_battles_until_it_walks_to_mos_eisley() {
    use hangar::rules::swccg::facts::destiny_ability;
    let (mut s, p) = board(LIGHT, Phase::Move, 6);
    let boshek = s.at(LIGHT, "BoShek", p.bay94);
    let juice = s.on(DARK, "Juri Juice", boshek);
    let state = s.build();
    let mut sober = state.clone();
    sober.card_mut(juice).at = None;
    assert_eq!(destiny_ability(&sober, LIGHT, p.bay94), 4);
    assert_eq!(destiny_ability(&state, LIGHT, p.bay94), 0, "may not use ability in battles");
    let walked = run(state, &["landspeed BoShek > Tatooine: Mos Eisley"]);
    assert!(walked.card(juice).at.is_none() && walked.player(DARK).lost_pile.contains(&juice), "canceled");
    assert_eq!(destiny_ability(&walked, LIGHT, p.mos_eisley), 4);
    assert_eq!(hangar::rules::swccg::problems(&walked), []);
}

/// "Use 2 Force to deploy on an opponent's droid (except R2-D2 and C-3PO), 1 on your droid."
/// Program Trap deploys on the Light Side's R5-D4 for 2 and on the Dark Side's own R4-M9 for 1,
/// not on R2-D2 nor C-3PO, nor on Luke (no droid).
#[test]
fn card_2_124_program_trap_deploys_on_an_opponents_droid_for_2_and_on_yours_for_1() {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    s.at(LIGHT, "R2-D2 (Artoo-Detoo)", p.mos_eisley);
    s.at(LIGHT, "C-3PO (See-Threepio)", p.mos_eisley);
    s.at(LIGHT, "R5-D4 (Arfive-Defour)", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(DARK, "R4-M9 (Arfour-Emmnine)", p.bay94);
    s.hand(DARK, "Program Trap");
    let mut deploys = offered_like(&s.build(), "deploy Program Trap");
    deploys.sort();
    assert_eq!(deploys.len(), 2, "{deploys:?}");
    assert!(deploys[0].contains("R4-M9") && deploys[0].ends_with("(1)"), "{deploys:?}");
    assert!(deploys[1].contains("R5-D4") && deploys[1].ends_with("(2)"), "{deploys:?}");
}

/// The Light Side's battle at Mos Eisley (Luke and R5-D4, with Program Trap on it, against a
/// Stormtrooper: three characters there), with `top` on top of its Reserve Deck (its battle
/// destiny) and `extinguisher` on R5-D4 or not: the state once that destiny is drawn, Program
/// Trap and R5-D4.
fn trap_battle(top: &str, extinguisher: bool) -> (State, CardId, CardId) {
    let (mut s, p) = board(LIGHT, Phase::Battle, 6);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    let droid = s.at(LIGHT, "R5-D4 (Arfive-Defour)", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    let trap = s.on(DARK, "Program Trap", droid);
    if extinguisher {
        s.on(LIGHT, "Fire Extinguisher", droid);
    }
    let drawn = s.reserve(LIGHT, top);
    let state = run(s.build(), &["battle Tatooine: Mos Eisley"]);
    (pass_until(state, |s| s.player(LIGHT).used_pile.contains(&drawn)), trap, droid)
}

/// "When either player draws a destiny matching the number of characters at same site, droid
/// 'explodes' (all characters present are lost)." Three characters at Mos Eisley: the Light
/// Side's battle destiny of 3 (a Rebel Pilot) makes R5-D4 explode, and R5-D4, Luke and the
/// Stormtrooper are lost (Program Trap with R5-D4); a destiny of 1 (a Rebel Trooper) does
/// nothing. Fire Extinguisher: "Cancels an 'exploding' Program Trap here": with one on R5-D4, the
/// destiny of 3 loses Program Trap alone.
#[test]
fn card_2_124_program_trap_explodes_on_a_destiny_matching_the_characters_at_its_site() {
    let (exploded, trap, droid) = trap_battle("Rebel Pilot", false);
    assert!(exploded.player(LIGHT).lost_pile.contains(&droid), "the droid 'explodes'");
    let lost_there = |s: &State, side| {
        s.player(side)
            .lost_pile
            .iter()
            .filter(|&&c| s.def(c).card_type == hangar::rules::swccg::CardType::Character)
            .count()
    };
    assert_eq!((lost_there(&exploded, LIGHT), lost_there(&exploded, DARK)), (2, 1), "all characters present lost");
    assert!(exploded.player(DARK).lost_pile.contains(&trap));
    assert_eq!(hangar::rules::swccg::problems(&exploded), []);

    let (calm, trap, droid) = trap_battle("Rebel Trooper", false);
    assert!(calm.card(droid).at.is_some() && calm.card(trap).at.is_some(), "1 is not 3");

    let (canceled, trap, droid) = trap_battle("Rebel Pilot", true);
    assert!(canceled.card(trap).at.is_none(), "Fire Extinguisher cancels it");
    assert!(canceled.card(droid).at.is_some(), "nothing explodes");
}
