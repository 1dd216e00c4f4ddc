//! A compact, language-free notation for Star Wars CCG actions, as chess has SAN: what tests,
//! benchmark logs and bug reports use to name an action. It names the kind of action, its cards
//! by title, where it goes, and the Force it uses in brackets at the end.
//!
//! | action | notation |
//! | --- | --- |
//! | activate | `activate 5` |
//! | Force drain | `drain Tatooine: Docking Bay 94` |
//! | deploy a location | `location Tatooine: Mos Eisley` |
//! | deploy | `deploy TIE Fighter > Tatooine (0)`, `deploy Darth Vader > Tempest Scout 1 as pilot (6)`, `deploy AT-ST Dual Cannon on Tempest Scout 1 (1)` |
//! | deploy with a rider | `deploy Black 2 + DS-61-2 as pilot > Tatooine (3)` |
//! | battle | `battle Tatooine (1)` |
//! | fire | `fire AT-ST Dual Cannon > Rebel Trooper (1)`, at two: `fire Medium Repeating Blaster Cannon > Stormtrooper + Admiral Motti (2)` |
//! | interrupt | `interrupt Dark Maneuvers > TIE Fighter`, `interrupt Lone Pilot` |
//! | regular moves | `land X-wing > Yavin 4: Docking Bay (0)`, `takeoff`, `hyperspeed`, `landspeed`, `transit`, `shuttle Stormtrooper > Devastator as passenger (1)`, `transfer` |
//! | unlimited moves | `embark Luke Skywalker > Luke's X-34 Landspeeder as driver`, `disembark Han Solo`, `seat Luke Skywalker as passenger` |
//! | react | `react landspeed Ubrikkian 9000 Z001 > Tatooine: Mos Eisley (1)`, `react deploy Black 4 + DS-61-4 as pilot > Tatooine (0)` |
//! | answers | `forfeit X-wing`, `lose hand Rebel Trooper`, `lose reserve`, `lose force pile`, `lose used pile`, `redraw` |
//! | Blaster Rack | `rack Blaster Rifle > Blaster Rack`, `take Blaster Rifle > Stormtrooper (2)` |
//! | stacked cards | `stack R2-D2 > Crash Site Memorial`, `exchange Luke Skywalker > R2-D2 on Crash Site Memorial`, `take Luke Skywalker from Bacta Tank (3)` |
//! | artillery moved by two warriors | `carry E-web Blaster > Hoth: North Ridge (4th Marker) with Stormtrooper + Stormtrooper (3)` |
//! | a card the prompt offers | `pick Jedi Lightsaber` |
//! | a Tractor Beam after a battle | `tractor beam Tractor Beam > Red 1` |
//! | the rest | `draw`, `pass` |
//!
//! [`matches`] compares a notation written without its Force with any Force.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::bluffs::face_down_place;
use crate::rules::swccg::model::action::{Action, Dest, Movement, ReactBy, Source};
use crate::rules::swccg::model::state::{Declared, Slot, State};

/// A slot in notation.
pub(crate) fn slot_word(slot: Slot) -> &'static str {
    match slot {
        Slot::Pilot => "pilot",
        Slot::Passenger => "passenger",
        Slot::Driver => "driver",
        Slot::Astromech => "astromech",
        Slot::Cargo => "cargo",
    }
}

/// A kind of regular move in notation.
/// A 'sentry' Effect's option, in the notation.
fn declared_word(option: Declared) -> &'static str {
    match option {
        Declared::DeployMore => "deploy",
        Declared::AbilityRequired => "ability",
        Declared::Power => "power",
    }
}

pub(crate) fn movement_word(how: Movement) -> &'static str {
    match how {
        Movement::Landspeed => "landspeed",
        Movement::Hyperspeed => "hyperspeed",
        Movement::Land => "land",
        Movement::TakeOff => "takeoff",
        Movement::Transit => "transit",
        Movement::Shuttle => "shuttle",
        Movement::Transfer => "transfer",
        Movement::EnterExit => "enter",
    }
}

/// The action in notation.
pub(crate) fn notation(state: &State, action: &Action) -> String {
    let t = |c: &CardId| state.def(*c).title.to_string();
    let dest = |d: &Dest| match *d {
        Dest::At(l) => format!("> {}", t(&l)),
        Dest::Aboard { host, slot } => format!("> {} as {}", t(&host), slot_word(slot)),
        Dest::On(host) => format!("on {}", t(&host)),
    };
    let text = match action {
        Action::Activate { n } => format!("activate {n}"),
        Action::ForceDrain { location } => format!("drain {}", t(location)),
        Action::DeployLocation { card } => format!("location {}", t(card)),
        Action::Deploy { card, to, .. } => format!("deploy {} {}", t(card), dest(to)),
        Action::DeployOnSide { card, .. } => format!("deploy {} on side", t(card)),
        Action::DeployWith { card, to, rider, slot, .. } => {
            format!("deploy {} + {} as {} {}", t(card), t(rider), slot_word(*slot), dest(to))
        }
        Action::Battle { location, .. } => format!("battle {}", t(location)),
        Action::Fire { weapon, target, .. } => format!("fire {} > {}", t(weapon), t(target)),
        Action::FireAtTwo { weapon, targets: [a, b], .. } => format!("fire {} > {} + {}", t(weapon), t(a), t(b)),
        // A card face down is named by its place, never its title.
        Action::Interrupt { card, target: Some(target) } | Action::InterruptAsLost { card, target: Some(target) }
            if face_down_place(state, *target).is_some() =>
        {
            let lost = if matches!(action, Action::InterruptAsLost { .. }) { "lost " } else { "" };
            let (site, nth) = face_down_place(state, *target).unwrap_or((*target, 0));
            format!("interrupt {lost}{} > face-down {nth} > {}", t(card), t(&site))
        }
        Action::Interrupt { card, target: Some(target) } => format!("interrupt {} > {}", t(card), t(target)),
        Action::Interrupt { card, target: None } => format!("interrupt {}", t(card)),
        Action::InterruptAsLost { card, target: Some(target) } => {
            format!("interrupt lost {} > {}", t(card), t(target))
        }
        Action::InterruptAsLost { card, target: None } => format!("interrupt lost {}", t(card)),
        Action::SendAway { card, target } => format!("send away with {} > {}", t(card), t(target)),
        Action::Move { card, how, to, .. } => format!("{} {} {}", movement_word(*how), t(card), dest(to)),
        Action::Embark { card, host, slot } => format!("embark {} > {} as {}", t(card), t(host), slot_word(*slot)),
        Action::Disembark { card } => format!("disembark {}", t(card)),
        Action::Seat { card, slot } => format!("seat {} as {}", t(card), slot_word(*slot)),
        Action::React { card, by: ReactBy::Move(how), to, .. } => {
            format!("react {} {} {}", movement_word(*how), t(card), dest(to))
        }
        Action::React { card, by: ReactBy::Deploy, to, .. } => format!("react deploy {} {}", t(card), dest(to)),
        Action::React { card, by: ReactBy::DeployWith { rider, slot }, to, .. } => {
            format!("react deploy {} + {} as {} {}", t(card), t(rider), slot_word(*slot), dest(to))
        }
        Action::Draw => "draw".to_string(),
        Action::Forfeit { card } => format!("forfeit {}", t(card)),
        Action::Lose { from: Source::Hand(card) } => format!("lose hand {}", t(card)),
        Action::Lose { from: Source::Reserve } => "lose reserve".to_string(),
        Action::Lose { from: Source::ForcePile } => "lose force pile".to_string(),
        Action::Lose { from: Source::UsedPile } => "lose used pile".to_string(),
        Action::LoseAll { from: Source::Hand(card) } => format!("lose all hand {}", t(card)),
        Action::LoseAll { from: Source::Reserve } => "lose all reserve".to_string(),
        Action::LoseAll { from: Source::ForcePile } => "lose all force pile".to_string(),
        Action::LoseAll { from: Source::UsedPile } => "lose all used pile".to_string(),
        Action::Redraw => "redraw".to_string(),
        Action::CancelDestiny => "cancel destiny".to_string(),
        Action::Operate => "operate".to_string(),
        Action::LoseCard { card } => format!("lose card {}", t(card)),
        Action::Evacuate { with, to } => format!("evacuate {} > {}", t(with), t(to)),
        Action::Peek { card } => format!("peek with {}", t(card)),
        Action::Steal { card, target } => format!("steal with {} > {}", t(card), t(target)),
        Action::TractorBeam { card, target } => format!("tractor beam {} > {}", t(card), t(target)),
        Action::Immunize { card, target } => format!("immunize with {} > {}", t(card), t(target)),
        Action::Transfer { card, to } => format!("transfer {} > {}", t(card), t(to)),
        Action::SuckUp { card, target, to: Some(to) } => {
            format!("suck up with {} > {} > {}", t(card), t(target), t(to))
        }
        Action::RackWeapon { rack, weapon } => format!("rack {} > {}", t(weapon), t(rack)),
        Action::TakeFromRack { weapon, to, .. } => format!("take {} > {}", t(weapon), t(to)),
        Action::Stack { card, on } => format!("stack {} > {}", t(card), t(on)),
        Action::ExchangeStacked { on, card, stacked } => {
            format!("exchange {} > {} on {}", t(card), t(stacked), t(on))
        }
        Action::StackForce { on } => format!("stack force on {}", t(on)),
        Action::UseOpponentsForce { card } => format!("use opponent's force with {}", t(card)),
        Action::TakeStacked { on, card, .. } => format!("take {} from {}", t(card), t(on)),
        Action::SuckUp { card, target, to: None } => format!("suck up with {} > {} > used pile", t(card), t(target)),
        Action::Replace { card, location } => format!("replace {} > {}", t(card), t(location)),
        Action::TakeIntoHand { card } => format!("take with {}", t(card)),
        Action::Raise { card, location: Some(location) } => format!("raise {} > {}", t(card), t(location)),
        Action::Raise { card, location: None } => format!("raise all {}", t(card)),
        Action::Pick { card } => format!("pick {}", t(card)),
        Action::MoveSystem { system, parsec, .. } => format!("move system {} > parsec {parsec}", t(system)),
        Action::Carry { weapon, to, warriors: [a, b], .. } => {
            format!("carry {} > {} with {} + {}", t(weapon), t(to), t(a), t(b))
        }
        Action::Bluff { card, site } => format!("bluff {} > {}", t(card), t(site)),
        Action::FlipBluff { site, nth } => format!("flip bluff {} > {}", u16::from(*nth) + 1, t(site)),
        Action::RaisePower { card, .. } => format!("raise power with {}", t(card)),
        Action::Declare { option } => format!("declare {}", declared_word(*option)),
        Action::Pass => "pass".to_string(),
    };
    match action.force() {
        Some(force) => format!("{text} ({force})"),
        None => text,
    }
}

/// Whether `written` names `action`: exactly, or without its Force.
pub(crate) fn matches(state: &State, action: &Action, written: &str) -> bool {
    let full = notation(state, action);
    full == written || (action.force().is_some() && full.rsplit_once(" (").is_some_and(|(bare, _)| bare == written))
}
