//! Each event as a log line (words-as-data). A line never names a hidden card: cards drawn into
//! hand and cards activated are only counted; a destiny is revealed, and lost Force goes face up.

use crate::engine::Table;
use crate::engine::{Arg, CardId, Message};
use crate::rules::swccg::model::action::{Dest, Source};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{DestinyFor, State};
use crate::rules::swccg::present::label::{say_dest, say_movement};

/// The event as a log line; `state` is the state after the action.
pub(crate) fn say(state: &State, event: &Event) -> Message {
    let title = |c: &CardId| Arg::Card(state.def(*c).title.to_string());
    let m = Message::new;
    let dest = |d: &Dest| say_dest(state, *d);
    match event {
        Event::TurnBegan { side, turn } => m("swccg-log-turn").with("side", side.say()).number("turn", *turn),
        Event::PhaseBegan { side, phase } => m("swccg-log-phase").with("side", side.say()).with("phase", phase.say()),
        Event::PhaseSkipped { side, phase } => {
            m("swccg-log-phase-skipped").with("side", side.say()).with("phase", phase.say())
        }
        Event::Activated { side, n } => m("swccg-log-activated").with("side", side.say()).number("n", *n),
        Event::Drained { side, location, amount } => {
            m("swccg-log-drained").with("side", side.say()).with("location", title(location)).number("n", *amount)
        }
        Event::LostForce { side, card, from } => {
            let key = match from {
                Source::Hand(_) => "swccg-log-lost-from-hand",
                Source::Reserve => "swccg-log-lost-from-reserve",
                Source::ForcePile => "swccg-log-lost-from-force-pile",
                Source::UsedPile => "swccg-log-lost-from-used-pile",
            };
            m(key).with("side", side.say()).with("card", title(card))
        }
        Event::DeployedLocation { card } => m("swccg-log-deployed-location").with("card", title(card)),
        Event::Deployed { card, to, force } => {
            m("swccg-log-deployed").with("card", title(card)).with("to", dest(to)).number("force", *force)
        }
        Event::DeployedWith { card, to, rider, slot, force } => m("swccg-log-deployed-with")
            .with("card", title(card))
            .with("to", dest(to))
            .with("rider", title(rider))
            .with("slot", slot.say())
            .number("force", *force),
        Event::Moved { card, how, to, force } => m("swccg-log-moved")
            .with("card", title(card))
            .with("how", say_movement(*how))
            .with("to", dest(to))
            .number("force", *force),
        Event::Embarked { card, host, slot } => {
            m("swccg-log-embarked").with("card", title(card)).with("host", title(host)).with("slot", slot.say())
        }
        Event::Disembarked { card, to } => m("swccg-log-disembarked").with("card", title(card)).with("to", title(to)),
        Event::Seated { card, slot } => m("swccg-log-seated").with("card", title(card)).with("slot", slot.say()),
        Event::BattleBegan { side, location } => {
            m("swccg-log-battle").with("side", side.say()).with("location", title(location))
        }
        Event::InterruptPlayed { card, target: Some(t) } => {
            m("swccg-log-interrupt-on").with("card", title(card)).with("target", title(t))
        }
        Event::InterruptPlayed { card, target: None } => m("swccg-log-interrupt").with("card", title(card)),
        Event::Fired { weapon, target } => {
            m("swccg-log-fired").with("card", title(weapon)).with("target", title(target))
        }
        Event::Retargeted { weapon, target } => {
            m("swccg-log-retargeted").with("card", title(weapon)).with("target", title(target))
        }
        Event::Destiny { side, draw, purpose, total } => {
            let key = match purpose {
                DestinyFor::Battle => "swccg-log-battle-destiny",
                DestinyFor::Weapon => "swccg-log-weapon-destiny",
                DestinyFor::Power => "swccg-log-power-destiny",
            };
            match draw.card {
                Some(card) => m(key).with("side", side.say()).with("card", title(&card)).number("n", *total),
                None => m("swccg-log-no-destiny").with("side", side.say()),
            }
        }
        Event::Redrew { side, card } => m("swccg-log-redrew").with("side", side.say()).with("card", title(card)),
        Event::Relocated { card, to } => m("swccg-log-relocated").with("card", title(card)).with("to", title(to)),
        Event::Reacted { card, location } => {
            m("swccg-log-reacted").with("card", title(card)).with("location", title(location))
        }
        Event::Operated { card, patient } => {
            m("swccg-log-operated").with("card", title(card)).with("patient", title(patient))
        }
        Event::MadeImmune { card, target } => {
            let effect = crate::rules::swccg::protection::immunity_titles(state, *card);
            m("swccg-log-made-immune").with("card", title(card)).with("target", title(target)).card("effect", effect)
        }
        Event::Peeked { side, card, hand } => {
            let key = if *hand { "swccg-log-peeked-hand" } else { "swccg-log-peeked-reserve" };
            m(key).with("side", side.say()).with("card", title(card))
        }
        Event::GlancedFaceDown { side, card, site } => m("swccg-log-glanced-face-down")
            .with("side", side.say())
            .with("card", title(card))
            .with("site", title(site)),
        Event::Stole { side, card, target } => {
            m("swccg-log-stole").with("side", side.say()).with("card", title(card)).with("target", title(target))
        }
        Event::Transferred { card, to } => m("swccg-log-transferred").with("card", title(card)).with("to", title(to)),
        Event::ToForcePile { side, card } => {
            m("swccg-log-to-force-pile").with("side", side.say()).with("card", title(card))
        }
        Event::Evacuated { card, with, to } => {
            m("swccg-log-evacuated").with("card", title(card)).with("with", title(with)).with("to", title(to))
        }
        Event::Ionized { card } => m("swccg-log-ionized").with("card", title(card)),
        Event::Crashed { card } => m("swccg-log-crashed").with("card", title(card)),
        Event::Rearranged { card, sites } => m("swccg-log-rearranged")
            .with("card", title(card))
            .with("sites", Arg::List(sites.iter().map(|&s| title(&s)).collect())),
        Event::Collapsed { site } => m("swccg-log-collapsed").with("site", title(site)),
        Event::WentMissing { card } => m("swccg-log-went-missing").with("card", title(card)),
        Event::Found { card } => m("swccg-log-found").with("card", title(card)),
        Event::StormMoved { card, to } => m("swccg-log-storm-moved").with("card", title(card)).with("site", title(to)),
        Event::Blast { weapon, site, destiny } => {
            m("swccg-log-blast").with("weapon", title(weapon)).with("site", title(site)).number("destiny", *destiny)
        }
        Event::Converted { card, location } => {
            m("swccg-log-converted").with("card", title(card)).with("location", title(location))
        }
        Event::Carried { weapon, to } => m("swccg-log-carried").with("card", title(weapon)).with("to", title(to)),
        Event::SystemMoved { system, parsec } => {
            m("swccg-log-system-moved").with("card", title(system)).number("parsec", u16::from(*parsec))
        }
        Event::Bluffed { side, site } => m("swccg-log-bluffed").with("side", side.say()).with("site", title(site)),
        Event::BluffFlipped { card, site } => {
            m("swccg-log-bluff-flipped").with("card", title(card)).with("site", title(site))
        }
        Event::Raised { card, location } => {
            m("swccg-log-raised").with("card", title(card)).with("location", title(location))
        }
        Event::Searched { side, card, whose, reserve } => {
            let key = match (whose == side, reserve) {
                (true, _) => "swccg-log-searched-reserve",
                (false, true) => "swccg-log-searched-their-reserve",
                (false, false) => "swccg-log-searched-used",
            };
            m(key).with("side", side.say()).with("card", title(card))
        }
        Event::Replaced { card, location } => {
            m("swccg-log-replaced").with("card", title(card)).with("location", title(location))
        }
        Event::TookIntoHand { side, card, taken } => {
            m("swccg-log-took-into-hand").with("side", side.say()).with("card", title(card)).with("taken", title(taken))
        }
        Event::DestinyCancelled { side, card, drawn } => m("swccg-log-destiny-cancelled")
            .with("side", side.say())
            .with("card", title(card))
            .with("drawn", title(drawn)),
        Event::TextDestiny { side, card, draw, total } => match draw.card {
            Some(drawn) => m("swccg-log-text-destiny")
                .with("side", side.say())
                .with("card", title(card))
                .with("drawn", title(&drawn))
                .number("n", *total),
            None => m("swccg-log-no-destiny").with("side", side.say()),
        },
        Event::DeployedOnSide { card, side, force } => {
            m("swccg-log-deployed-on-side").with("card", title(card)).with("side", side.say()).number("force", *force)
        }
        Event::OutOfPlay { card } => m("swccg-log-out-of-play").with("card", title(card)),
        Event::Hit { card } => m("swccg-log-hit").with("card", title(card)),
        Event::Missed { card, destiny, defense } => {
            m("swccg-log-missed").with("card", title(card)).number("destiny", *destiny).number("defense", *defense)
        }
        Event::Totals { dark, light, winner } => {
            let base = m("swccg-log-totals").number("dark", *dark).number("light", *light);
            match winner {
                Some(w) => base.with("outcome", m("swccg-log-winner").with("side", w.say())),
                None => base.with("outcome", m("swccg-log-tie")),
            }
        }
        Event::Forfeited { card } => m("swccg-log-forfeited").with("card", title(card)),
        Event::Lost { card } => m("swccg-log-lost").with("card", title(card)),
        Event::Stacked { card, on } => m("swccg-log-stacked").with("card", title(card)).with("on", title(on)),
        Event::ExchangedStacked { card, stacked, on } => m("swccg-log-exchanged-stacked")
            .with("card", title(card))
            .with("stacked", title(stacked))
            .with("on", title(on)),
        Event::TakenFromStack { card, on } => {
            m("swccg-log-taken-from-stack").with("card", title(card)).with("on", title(on))
        }
        Event::UsedOpponentsForce { side, card } => {
            m("swccg-log-used-opponents-force").with("side", side.say()).with("card", title(card))
        }
        Event::Retrieved { card } => m("swccg-log-retrieved").with("card", title(card)),
        Event::ToUsedPile { card } => m("swccg-log-to-used-pile").with("card", title(card)),
        Event::BattleEnded { location } => m("swccg-log-battle-ended").with("location", title(location)),
        Event::Drew { side } => m("swccg-log-drew").with("side", side.say()),
        Event::DrewFromReserve { side } => m("swccg-log-drew-from-reserve").with("side", side.say()),
        Event::Recycled { side, n } => m("swccg-log-recycled").with("side", side.say()).number("n", *n),
        Event::Won { side } => m("swccg-log-won").with("side", side.say()),
        Event::ScenarioComplete => m("swccg-log-scenario-complete"),
        Event::Held { card, battle } => {
            let key = if *battle { "swccg-log-held-battle" } else { "swccg-log-held" };
            m(key).with("card", title(card))
        }
        Event::HeldFromBattle { card } => m("swccg-log-held-from-battle").with("card", title(card)),
        Event::Captured { card, by } => m("swccg-log-captured").with("card", title(card)).with("by", title(by)),
        Event::StarshipCaptured { card, by } => {
            m("swccg-log-starship-captured").with("card", title(card)).with("by", title(by))
        }
        Event::Escaped { card } => m("swccg-log-captive-escaped").with("card", title(card)),
        Event::Released { card, to: Some(to) } => {
            m("swccg-log-released").with("card", title(card)).with("to", title(to))
        }
        Event::Released { card, to: None } => m("swccg-log-released-escaped").with("card", title(card)),
        Event::ReturnedToHand { card } => m("swccg-log-returned-to-hand").with("card", title(card)),
        Event::DrainCancelled { card, location } => {
            m("swccg-log-drain-cancelled").with("card", title(card)).with("location", title(location))
        }
        Event::InterruptCancelled { card } => m("swccg-log-interrupt-cancelled").with("card", title(card)),
        Event::PowerAndAttritionCut { card, side, amount } => m("swccg-log-power-attrition-cut")
            .with("card", title(card))
            .with("side", side.say())
            .number("amount", *amount),
        Event::DamageCancelled { side } => m("swccg-log-damage-cancelled").with("side", side.say()),
        Event::DestiniesSwitched { dark, light } => {
            m("swccg-log-destinies-switched").number("dark", *dark).number("light", *light)
        }
        Event::UtinniTargets { side, effect, target } => m("swccg-log-utinni-targets")
            .with("side", side.say())
            .with("card", title(effect))
            .with("target", title(target)),
        Event::UtinniReached { effect, target } => {
            m("swccg-log-utinni-reached").with("card", title(effect)).with("target", title(target))
        }
        Event::Exploded { card } => m("swccg-log-exploded").with("card", title(card)),
        Event::PowerRaised { side, card, amount } => {
            m("swccg-log-power-raised").with("side", side.say()).with("card", title(card)).number("n", *amount)
        }
        Event::Declared { side, card, option } => {
            m("swccg-log-declared").with("side", side.say()).with("card", title(card)).with("option", option.say())
        }
    }
}
