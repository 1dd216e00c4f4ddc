//! Each legal action in words-as-data: what the buttons, the action list and the screen reader
//! say. The Force an action uses is an argument; so is the slot a character takes aboard, so a
//! drop onto a starship says whether the pilot goes aboard as pilot or passenger.

use crate::engine::Table;
use crate::engine::{Arg, CardId, Message};
use crate::rules::swccg::battle::damage_owed;
use crate::rules::swccg::bluffs::face_down_place;
use crate::rules::swccg::force::drain_amount;
use crate::rules::swccg::interrupts::canceled_by_its_text;
use crate::rules::swccg::model::action::{Action, Dest, Movement, ReactBy, Source};
use crate::rules::swccg::model::def::Ability;
use crate::rules::swccg::model::state::{BattleStep, PickTo, Prompt, State};
use crate::rules::swccg::redraws::redraw_source;
use crate::rules::swccg::side_of_table::side_it_goes;
use crate::rules::swccg::stats::forfeit;
use crate::rules::swccg::vehicles::disembark_to;

/// Where a destination is, in words.
pub(crate) fn say_dest(state: &State, to: Dest) -> Message {
    let title = |c: CardId| Arg::Card(state.def(c).title.to_string());
    match to {
        Dest::At(l) => Message::new("swccg-dest-at").with("location", title(l)),
        Dest::Aboard { host, slot } => {
            Message::new("swccg-dest-aboard").with("host", title(host)).with("slot", slot.say())
        }
        Dest::On(host) => Message::new("swccg-dest-on").with("host", title(host)),
    }
}

/// A kind of regular move, in words.
pub(crate) fn say_movement(how: Movement) -> Message {
    Message::new(match how {
        Movement::Landspeed => "swccg-move-landspeed",
        Movement::Hyperspeed => "swccg-move-hyperspeed",
        Movement::Land => "swccg-move-land",
        Movement::TakeOff => "swccg-move-take-off",
        Movement::Transit => "swccg-move-transit",
        Movement::Shuttle => "swccg-move-shuttle",
        Movement::Transfer => "swccg-move-transfer",
        Movement::EnterExit => "swccg-move-enter-exit",
    })
}

/// The action as the player reads it.
pub(crate) fn label(state: &State, action: &Action) -> Message {
    let title = |c: &CardId| Arg::Card(state.def(*c).title.to_string());
    let m = Message::new;
    let side = state.acting();
    match action {
        Action::Activate { n } => m("swccg-label-activate").number("n", *n),
        Action::ForceDrain { location } => {
            m("swccg-label-drain").with("location", title(location)).number("n", drain_amount(state, side, *location))
        }
        Action::DeployLocation { card } => m("swccg-label-deploy-location").with("card", title(card)),
        Action::DeployOnSide { card, force } => m("swccg-label-deploy-on-side")
            .with("card", title(card))
            .with("side", side_it_goes(state.def(*card), side).say())
            .number("force", *force),
        Action::Deploy { card, to, force } => {
            m("swccg-label-deploy").with("card", title(card)).with("to", say_dest(state, *to)).number("force", *force)
        }
        Action::DeployWith { card, to, rider, slot, force } => m("swccg-label-deploy-with")
            .with("card", title(card))
            .with("rider", title(rider))
            .with("slot", slot.say())
            .with("to", say_dest(state, *to))
            .number("force", *force),
        Action::Battle { location, force } => {
            m("swccg-label-battle").with("location", title(location)).number("force", *force)
        }
        Action::Fire { weapon, target, force } => {
            m("swccg-label-fire").with("card", title(weapon)).with("target", title(target)).number("force", *force)
        }
        Action::FireAtTwo { weapon, targets: [a, b], force } => m("swccg-label-fire-at-two")
            .with("card", title(weapon))
            .with("first", title(a))
            .with("second", title(b))
            .number("force", *force),
        // Scomp Link Access: no target glances at the opponent's Reserve Deck, its own card at a
        // Scomp link at its own.
        Action::Interrupt { card, target }
            if state.def(*card).abilities().any(|a| matches!(a, Ability::GlancesAtReserve { .. }))
                && !canceled_by_its_text(state, side, *card, *target) =>
        {
            let key =
                if target.is_some() { "swccg-label-glance-your-reserve" } else { "swccg-label-glance-their-reserve" };
            m(key).with("card", title(card))
        }
        // A card face down is named by its place, never its title.
        Action::Interrupt { card, target: Some(t) } | Action::InterruptAsLost { card, target: Some(t) }
            if face_down_place(state, *t).is_some() =>
        {
            let (site, nth) = face_down_place(state, *t).unwrap_or((*t, 0));
            let key = if matches!(action, Action::InterruptAsLost { .. }) {
                "swccg-label-interrupt-lost-face-down"
            } else {
                "swccg-label-interrupt-face-down"
            };
            m(key).with("card", title(card)).number("n", nth).with("site", title(&site))
        }
        Action::Interrupt { card, target: Some(t) } => {
            m("swccg-label-interrupt-on").with("card", title(card)).with("target", title(t))
        }
        Action::Interrupt { card, target: None } => m("swccg-label-interrupt").with("card", title(card)),
        Action::InterruptAsLost { card, target: Some(t) } => {
            m("swccg-label-interrupt-lost-on").with("card", title(card)).with("target", title(t))
        }
        Action::InterruptAsLost { card, target: None } => m("swccg-label-interrupt-lost").with("card", title(card)),
        Action::SendAway { card, target } => {
            m("swccg-label-send-away").with("card", title(card)).with("target", title(target))
        }
        Action::SuckUp { card, target, to: Some(to) } => {
            m("swccg-label-suck-up").with("card", title(card)).with("target", title(target)).with("to", title(to))
        }
        Action::RackWeapon { rack, weapon } => {
            m("swccg-label-rack-weapon").with("card", title(weapon)).with("to", title(rack))
        }
        Action::TakeFromRack { weapon, to, force } => {
            m("swccg-label-take-from-rack").with("card", title(weapon)).with("to", title(to)).number("force", *force)
        }
        Action::Stack { card, on } => m("swccg-label-stack").with("card", title(card)).with("on", title(on)),
        Action::ExchangeStacked { on, card, stacked } => m("swccg-label-exchange-stacked")
            .with("card", title(card))
            .with("stacked", title(stacked))
            .with("on", title(on)),
        Action::StackForce { on } => m("swccg-label-stack-force").with("on", title(on)),
        Action::UseOpponentsForce { card } => m("swccg-label-use-opponents-force").with("card", title(card)),
        Action::TakeStacked { on, card, force } => {
            m("swccg-label-take-stacked").with("card", title(card)).with("on", title(on)).number("force", *force)
        }
        Action::SuckUp { card, target, to: None } => {
            m("swccg-label-suck-up-used").with("card", title(card)).with("target", title(target))
        }
        Action::Move { card, how, to, force } => m("swccg-label-move")
            .with("how", say_movement(*how))
            .with("card", title(card))
            .with("to", say_dest(state, *to))
            .number("force", *force),
        Action::React { card, by: ReactBy::Move(how), to, force } => m("swccg-label-react-move")
            .with("how", say_movement(*how))
            .with("card", title(card))
            .with("to", say_dest(state, *to))
            .number("force", *force),
        Action::React { card, by: ReactBy::Deploy, to, force } => m("swccg-label-react-deploy")
            .with("card", title(card))
            .with("to", say_dest(state, *to))
            .number("force", *force),
        Action::React { card, by: ReactBy::DeployWith { rider, slot }, to, force } => {
            m("swccg-label-react-deploy-with")
                .with("card", title(card))
                .with("rider", title(rider))
                .with("slot", slot.say())
                .with("to", say_dest(state, *to))
                .number("force", *force)
        }
        Action::Embark { card, host, slot } => {
            m("swccg-label-embark").with("card", title(card)).with("host", title(host)).with("slot", slot.say())
        }
        Action::Disembark { card } => match disembark_to(state, *card) {
            Ok(to) => m("swccg-label-disembark").with("card", title(card)).with("location", title(&to)),
            Err(_) => m("swccg-label-disembark-nowhere").with("card", title(card)),
        },
        Action::Seat { card, slot } => m("swccg-label-seat").with("card", title(card)).with("slot", slot.say()),
        Action::Draw if matches!(state.prompt, Some(Prompt::DestinyGain { .. })) => m("swccg-label-draw-from-reserve"),
        Action::Draw => m("swccg-label-draw"),
        Action::Forfeit { card } => {
            m("swccg-label-forfeit").with("card", title(card)).number("n", forfeit(state, *card))
        }
        Action::Lose { from: Source::Hand(card) } => m("swccg-label-lose-from-hand").with("card", title(card)),
        Action::Lose { from: Source::Reserve } => m("swccg-label-lose-from-reserve"),
        Action::Lose { from: Source::ForcePile } => m("swccg-label-lose-from-force-pile"),
        Action::Lose { from: Source::UsedPile } => m("swccg-label-lose-from-used-pile"),
        Action::LoseAll { from } => {
            let n = match &state.prompt {
                Some(Prompt::LoseForce { amount, .. }) => *amount,
                Some(Prompt::Damage { chooser }) => damage_owed(state, *chooser),
                _ => 0,
            };
            let pile = match from {
                Source::Hand(_) => m("swccg-zone-hand"),
                Source::Reserve => m("swccg-zone-reserve"),
                Source::ForcePile => m("swccg-zone-force-pile"),
                Source::UsedPile => m("swccg-zone-used-pile"),
            };
            m("swccg-label-lose-all").number("n", n).with("pile", pile)
        }
        Action::Redraw => match state.prompt.as_ref().and_then(|p| match p {
            Prompt::Redraw { purpose, .. } => redraw_source(state, side, *purpose),
            _ => None,
        }) {
            Some((card, force)) => m("swccg-label-redraw").with("card", title(&card)).number("force", force),
            None => m("swccg-label-redraw-none"),
        },
        Action::Steal { card, target } => {
            m("swccg-label-steal").with("card", title(card)).with("target", title(target))
        }
        Action::TractorBeam { card, target } => {
            m("swccg-label-tractor-beam").with("card", title(card)).with("target", title(target))
        }
        Action::Immunize { card, target } => {
            let effect = crate::rules::swccg::protection::immunity_titles(state, *card);
            m("swccg-label-immunize").with("card", title(card)).with("target", title(target)).card("effect", effect)
        }
        Action::Transfer { card, to } => m("swccg-label-transfer").with("card", title(card)).with("to", title(to)),
        Action::Replace { card, location } => {
            m("swccg-label-replace").with("card", title(card)).with("location", title(location))
        }
        Action::TakeIntoHand { card } => {
            let taken = state.def(*card).abilities().find_map(|a| match a {
                Ability::TakesIntoHand { force, title } => Some((title.to_string(), *force)),
                _ => None,
            });
            let (taken, force) = taken.unwrap_or_default();
            m("swccg-label-take-into-hand").with("card", title(card)).card("taken", taken).number("force", force)
        }
        Action::Raise { card, location: Some(location) } => {
            let force = state.def(*card).abilities().find_map(|a| match a {
                Ability::RaisesConverted { force, .. } => Some(*force),
                _ => None,
            });
            m("swccg-label-raise")
                .with("card", title(card))
                .with("location", title(location))
                .number("force", force.unwrap_or(0))
        }
        Action::Raise { card, location: None } => {
            let planet = state.def(*card).abilities().find_map(|a| match a {
                Ability::RaisesConverted { planet, .. } => Some(planet.to_string()),
                _ => None,
            });
            m("swccg-label-raise-all").with("card", title(card)).card("planet", planet.unwrap_or_default())
        }
        Action::Peek { card } if state.def(*card).abilities().any(|a| matches!(a, Ability::PeeksAtRandomInHand)) => {
            m("swccg-label-peek-random-hand").with("card", title(card))
        }
        Action::Peek { card } => {
            let word = state.def(*card).abilities().find_map(|a| match a {
                Ability::PeeksAtReserve { force, cards } => Some((false, *force, *cards)),
                Ability::PeeksToForcePile { force } => Some((true, *force, 1)),
                _ => None,
            });
            let (to_pile, force, n) = word.unwrap_or_default();
            let key = if to_pile { "swccg-label-peek-force-pile" } else { "swccg-label-peek" };
            m(key).with("card", title(card)).number("force", force).number("n", n)
        }
        Action::Pick { card } => match &state.prompt {
            Some(Prompt::Pick { card: source, to: PickTo::Hand, .. }) => {
                m("swccg-label-pick-hand").with("card", title(card)).with("source", title(source))
            }
            Some(Prompt::Pick { card: source, to: PickTo::PassOn { .. }, .. }) => {
                m("swccg-label-pick-pass-on").with("card", title(card)).with("source", title(source))
            }
            Some(Prompt::Pick { card: source, to: PickTo::ForcePile, .. }) => {
                m("swccg-label-pick-force-pile").with("card", title(card)).with("source", title(source))
            }
            Some(Prompt::Pick { card: source, to: PickTo::Transport { cost, .. }, .. }) => {
                m("swccg-label-pick-transport")
                    .with("card", title(card))
                    .with("source", title(source))
                    .number("force", *cost)
            }
            Some(Prompt::Pick { card: source, to: PickTo::Release { .. }, .. }) => {
                m("swccg-label-pick-release").with("card", title(card)).with("source", title(source))
            }
            Some(Prompt::Pick { card: source, to: PickTo::Order, .. }) => {
                m("swccg-label-pick-order").with("card", title(card)).with("source", title(source))
            }
            Some(Prompt::Pick { card: source, to: PickTo::Location, .. }) => {
                m("swccg-label-pick-location").with("card", title(card)).with("source", title(source))
            }
            Some(Prompt::Pick { card: source, .. }) => {
                m("swccg-label-pick-used").with("card", title(card)).with("source", title(source))
            }
            Some(Prompt::Target { card: source, .. }) => {
                m("swccg-label-target-utinni").with("card", title(card)).with("source", title(source))
            }
            Some(Prompt::Escort { captive, .. }) => {
                m("swccg-label-escort").with("card", title(card)).with("captive", title(captive))
            }
            Some(Prompt::MoreTargets { card: source, .. }) => {
                m("swccg-label-target-more").with("card", title(card)).with("source", title(source))
            }
            _ => m("swccg-label-pick-none").with("card", title(card)),
        },
        Action::Evacuate { with, to } => {
            let card = match &state.prompt {
                Some(Prompt::Evacuate { card, .. }) => title(card),
                _ => title(with),
            };
            m("swccg-label-evacuate").with("card", card).with("with", title(with)).with("to", title(to))
        }
        Action::LoseCard { card } => m("swccg-label-lose-card").with("card", title(card)),
        Action::Carry { weapon, to, warriors: [a, b], force } => m("swccg-label-carry")
            .with("card", title(weapon))
            .with("to", title(to))
            .with("first", title(a))
            .with("second", title(b))
            .number("force", u16::from(*force)),
        Action::MoveSystem { system, parsec, force } => m("swccg-label-move-system")
            .with("card", title(system))
            .number("parsec", u16::from(*parsec))
            .number("force", u16::from(*force)),
        Action::Bluff { card, site } => m("swccg-label-bluff").with("card", title(card)).with("site", title(site)),
        Action::FlipBluff { site, nth } => {
            m("swccg-label-flip-bluff").with("site", title(site)).number("n", u16::from(*nth) + 1)
        }
        Action::Operate => match &state.prompt {
            Some(Prompt::Operate { card, patient, .. }) => {
                m("swccg-label-operate").with("card", title(card)).with("patient", title(patient))
            }
            _ => m("swccg-label-operate-none"),
        },
        Action::CancelDestiny => match &state.prompt {
            Some(Prompt::DestinyGain { card, .. }) => m("swccg-label-cancel-destiny").with("card", title(card)),
            _ => m("swccg-label-cancel-destiny-none"),
        },
        Action::RaisePower { card, force } => {
            m("swccg-label-raise-power").with("card", title(card)).number("n", *force)
        }
        Action::Declare { option } => match &state.prompt {
            Some(Prompt::Declare { card, .. }) => {
                m("swccg-label-declare").with("card", title(card)).with("option", option.say())
            }
            _ => m("swccg-label-declare-none").with("option", option.say()),
        },
        Action::Pass => pass_label(state),
    }
}

/// The words of passing depend on what is passed up.
fn pass_label(state: &State) -> Message {
    match (&state.prompt, &state.battle) {
        (Some(Prompt::Redraw { .. }), _) => Message::new("swccg-label-keep-destiny"),
        (Some(Prompt::Peek { .. } | Prompt::Pick { .. }), _) => Message::new("swccg-label-peek-done"),
        (Some(Prompt::MoreTargets { .. }), _) => Message::new("swccg-label-targets-done"),
        (Some(_), _) => Message::new("swccg-label-decline"),
        (None, Some(b)) if b.step == BattleStep::Weapons => Message::new("swccg-label-pass-weapons"),
        _ => Message::new("swccg-label-end-phase").with("phase", state.phase.say()),
    }
}
