//! The seed's examples and its deploy and landing cases as playable positions, each with the
//! rule text it illustrates (quoted from shared/rules/swccg-starships-en.md).

use crate::rules::swccg::model::def::Side;
pub(crate) use crate::rules::swccg::model::example::Example;
use crate::rules::swccg::model::state::{Phase, Slot, State};
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::setup::scenario::Scenario;

impl Example {
    pub fn rule(self) -> SwccgRule {
        match self {
            Example::VaderPilots => SwccgRule::O3,
            Example::DanzBorin => SwccgRule::O7,
            Example::PermanentPilot => SwccgRule::S11,
            Example::NoPermanentPilot => SwccgRule::S12,
            Example::Landing => SwccgRule::S13,
            Example::TiesNeedDockingBays => SwccgRule::S14,
            Example::Landed => SwccgRule::S16,
            Example::Vehicles => SwccgRule::V2,
        }
    }

    /// The rule and its example, as the seed gives them.
    pub fn text(self) -> &'static str {
        match self {
            Example::VaderPilots => "[O3] A character who is a pilot can pilot combat vehicles and shuttle vehicles as well as starships. Example: Darth Vader adds 3 to the power of a starship he pilots; he adds the same +3 when piloting a combat vehicle or a shuttle vehicle.\n\nDeploy Darth Vader aboard the Imperial-Class Star Destroyer (power 8) or aboard Tempest Scout 1, an AT-ST without a permanent pilot (power 3, and no power at all until someone pilots it).",
            Example::DanzBorin => "[O7] Gunners are special passengers. A gunner's abilities work in combat vehicles and shuttles just as in starships. Example: Danz Borin \"adds 1 to weapon destiny draws\", so he adds 1 to the destiny for a weapon on a combat vehicle or shuttle he rides in as a passenger. Gunners are identified by the word 'gunner' in their title or lore.\n\nDanz Borin rides Tempest Scout 1 as a passenger; an Imperial Pilot pilots it; an AT-ST Dual Cannon is deployed on it. Battle Han Solo at Mos Eisley and fire the cannon: destiny, +1 for targeting a character, +1 for Danz Borin, against Han Solo's defense value 3.",
            Example::PermanentPilot => "[S11] A starfighter with a permanent pilot aboard may deploy: 1. at docking bays; 2. aboard capital starships able to carry starfighters; 3. at systems.\n\nA TIE Fighter can go to Tatooine: Docking Bay 94, aboard Devastator (4 TIEs), or to Tatooine itself — where it deploys for 1 less, at the same system as an Imperial capital starship.",
            Example::NoPermanentPilot => "[S12] A starfighter without a permanent pilot may deploy: 1. at any of those three places simultaneously with a pilot, paying the normal Force cost (this counts as one action); 2. 'empty' at a docking bay or aboard one of your capital starships able to carry starfighters — but never directly at a system.\n\nBlack 2 has no permanent pilot. With DS-61-2 it may deploy at Tatooine in one action; alone, only at Docking Bay 94 or aboard Devastator. Drop it on Tatooine alone and the engine refuses.",
            Example::Landing => "[S13] A piloted starfighter at a system may land at one of that system's related exterior sites. Likewise a piloted starfighter at an exterior site may take off to the related system.\n\n[S15] Landing or taking off costs 1 Force, but is free at a docking bay.\n\nThe Millennium Falcon, with Han Solo piloting, is at Tatooine: land at Docking Bay 94 for free or at Mos Eisley for 1 Force. Red 3, landed at Mos Eisley with Biggs aboard, may take off for 1 Force.",
            Example::TiesNeedDockingBays => "[S14] TIEs require docking bays: they cannot land at or take off from other exterior sites.\n\nA TIE Fighter at Tatooine may land at Docking Bay 94 but not at Mos Eisley; Black 2, landed at Docking Bay 94 with DS-61-2, may take off from there.",
            Example::Landed => "[S16] A landed starfighter has no landspeed, power or maneuver. It cannot use its game text, starship weapons, or other cards that require the starfighter to be moving. In a battle at that site, however, a landed starfighter may fire weapons that work at a site (for example Surface Defense Cannon). A landed starfighter is in most cases treated as an enclosed vehicle.\n\nThe Millennium Falcon is landed at Mos Eisley with Han Solo and Chewbacca aboard and a Surface Defense Cannon deployed on it. Battle the Stormtroopers there: the Falcon adds no power, but the cannon fires.",
            Example::Vehicles => "[V2] Characters may get in and out of a vehicle (and stay inside) without moving it. [V5] Embarking and disembarking is free and unlimited, and may happen at any time during your move phase. [O5] A transport vehicle must have a driver aboard to use its power, maneuver or landspeed. [E2] Characters carried by an open vehicle are exposed to the environment and are 'present' at the site.\n\nLuke Skywalker and Biggs Darklighter stand at Yavin 4: Docking Bay beside Luke's X-34 Landspeeder, an open transport: get in (one drives), and it moves to the Jungle — free with Luke aboard.",
        }
    }

    /// The position, ready to play: the scenario is complete when its phase ends.
    pub fn position(self) -> State {
        let mut state = match self {
            Example::VaderPilots => vader_pilots(),
            Example::DanzBorin => danz_borin(),
            Example::PermanentPilot => permanent_pilot(),
            Example::NoPermanentPilot => no_permanent_pilot(),
            Example::Landing => landing(),
            Example::TiesNeedDockingBays => ties_need_docking_bays(),
            Example::Landed => landed(),
            Example::Vehicles => vehicles(),
        };
        state.example = Some(self);
        state
    }
}

const DARK: Side = Side::Dark;
const LIGHT: Side = Side::Light;

/// Tatooine, Docking Bay 94 and Mos Eisley on the table, with a few cards in each Reserve Deck.
fn tatooine(title: &str, active: Side, phase: Phase) -> (Scenario, [crate::engine::CardId; 3]) {
    let mut s = Scenario::new(title).active(active, phase).ends_after(phase).turn(3);
    let system = s.location(DARK, "Tatooine");
    let bay = s.location(DARK, "Tatooine: Docking Bay 94");
    let mos = s.location(DARK, "Tatooine: Mos Eisley");
    s.reserve_n(DARK, "Stormtrooper", 3);
    s.reserve_n(LIGHT, "Rebel Trooper", 3);
    (s, [system, bay, mos])
}

fn vader_pilots() -> State {
    let (mut s, [system, bay, _]) = tatooine("O3", DARK, Phase::Deploy);
    s.at(DARK, "Imperial-Class Star Destroyer", system);
    s.at(DARK, "Tempest Scout 1", bay);
    s.hand(DARK, "Darth Vader");
    s.force(DARK, "Stormtrooper", 6);
    s.build()
}

fn danz_borin() -> State {
    let (mut s, [_, _, mos]) = tatooine("O7", DARK, Phase::Battle);
    let scout = s.at(DARK, "Tempest Scout 1", mos);
    s.aboard(DARK, "Imperial Pilot", scout, Slot::Pilot);
    s.aboard(DARK, "Danz Borin", scout, Slot::Passenger);
    s.on(DARK, "AT-ST Dual Cannon", scout);
    // The next destiny: Black 2, destiny 2 (2 + 1 + 1 = 4 > Han Solo's 3; without Danz Borin, 3).
    s.reserve(DARK, "Black 2");
    s.force(DARK, "Stormtrooper", 3);
    s.at(LIGHT, "Han Solo", mos);
    s.build()
}

fn permanent_pilot() -> State {
    let (mut s, [system, _, _]) = tatooine("S11", DARK, Phase::Deploy);
    s.at(DARK, "Devastator", system);
    s.hand(DARK, "TIE Fighter");
    s.force(DARK, "Stormtrooper", 2);
    s.build()
}

fn no_permanent_pilot() -> State {
    let (mut s, [system, _, _]) = tatooine("S12", DARK, Phase::Deploy);
    s.at(DARK, "Devastator", system);
    s.hand(DARK, "Black 2");
    s.hand(DARK, "DS-61-2");
    s.force(DARK, "Stormtrooper", 3);
    s.build()
}

fn landing() -> State {
    let (mut s, [system, _, mos]) = tatooine("S13", LIGHT, Phase::Move);
    let falcon = s.at(LIGHT, "Millennium Falcon", system);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    let red3 = s.at(LIGHT, "Red 3", mos);
    s.aboard(LIGHT, "Biggs Darklighter", red3, Slot::Pilot);
    s.force(LIGHT, "Rebel Trooper", 2);
    s.build()
}

fn ties_need_docking_bays() -> State {
    let (mut s, [system, bay, _]) = tatooine("S14", DARK, Phase::Move);
    s.at(DARK, "TIE Fighter", system);
    let black2 = s.at(DARK, "Black 2", bay);
    s.aboard(DARK, "DS-61-2", black2, Slot::Pilot);
    s.force(DARK, "Stormtrooper", 2);
    s.build()
}

fn landed() -> State {
    let (mut s, [_, _, mos]) = tatooine("S16", LIGHT, Phase::Battle);
    let falcon = s.at(LIGHT, "Millennium Falcon", mos);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    s.aboard(LIGHT, "Chewbacca", falcon, Slot::Pilot);
    s.on(LIGHT, "Surface Defense Cannon", falcon);
    s.force(LIGHT, "Rebel Trooper", 3);
    s.at(DARK, "Stormtrooper", mos);
    s.at(DARK, "Stormtrooper", mos);
    s.build()
}

fn vehicles() -> State {
    let mut s = Scenario::new("V5").active(LIGHT, Phase::Move).ends_after(Phase::Move).turn(4);
    s.location(LIGHT, "Yavin 4");
    let bay = s.location(LIGHT, "Yavin 4: Docking Bay");
    s.location(LIGHT, "Yavin 4: Jungle");
    s.at(LIGHT, "Luke's X-34 Landspeeder", bay);
    s.at(LIGHT, "Luke Skywalker", bay);
    s.at(LIGHT, "Biggs Darklighter", bay);
    s.reserve_n(DARK, "Stormtrooper", 3);
    s.reserve_n(LIGHT, "Rebel Trooper", 3);
    s.force(LIGHT, "Rebel Trooper", 2);
    s.build()
}
