//! A compact, language-free notation for SWU actions, as chess has SAN: what tests, benchmark
//! logs and bug reports use to name an action. It names the kind of action, its cards by title
//! and its target; the resources a play exhausts come last in brackets, as a count (they are
//! face down, and alike).
//!
//! | action | notation |
//! | --- | --- |
//! | play a unit | `unit Nien Nunb [1]`, `unit Luke Skywalker via Alliance Dispatcher [1]` |
//! | Piloting | `pilot Nien Nunb > Alliance X-Wing [1]`, `pilot Luke Skywalker > Alliance X-Wing via Wedge Antilles [2]` (a card's second Piloting: `pilot#2 …`) |
//! | an upgrade card | `upgrade Strategic Acumen > AT-ST [1]` |
//! | attack | `attack Alliance X-Wing > TIE/ln Fighter`, `attack AT-ST > Resistance Headquarters`, `attack TIE/ln Fighter > X-Wing via Rio Durant [1]` |
//! | an Action ability | `action Darth Vader`, `action Luke Skywalker > TIE/ln Fighter` |
//! | deploy | `deploy Wedge Antilles`, `deploy Wedge Antilles > Millennium Falcon` |
//! | the rest | `initiative`, `pass`, `initiative > seat 1`, `mulligan`, `resource Nien Nunb`, `choose Hera Syndulla`, `accept` |
//! | a value named | `name space`, `name grit`, `name restore 1` |
//!
//! [`matches`] compares a notation written without its payment with any payment.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swu::model::act::Named;
use crate::rules::swu::model::action::Action;
use crate::rules::swu::model::def::{Arena, Keyword};
use crate::rules::swu::model::state::State;

/// The action in notation.
pub(crate) fn notation(state: &State, action: &Action) -> String {
    let t = |c: &CardId| if state.has(*c) { state.def(*c).title.to_string() } else { format!("#{}", c.0) };
    let via = |v: &Option<CardId>| v.map(|v| format!(" via {}", t(&v))).unwrap_or_default();
    let text = match action {
        Action::PlayUnit { card, via: v, .. } => format!("unit {}{}", t(card), via(v)),
        Action::PlayPilot { card, host, piloting, via: v, .. } => {
            let kind = if *piloting == 0 { "pilot".to_string() } else { format!("pilot#{}", piloting + 1) };
            format!("{kind} {} > {}{}", t(card), t(host), via(v))
        }
        Action::PlayUpgrade { card, host, via: v, .. } => format!("upgrade {} > {}{}", t(card), t(host), via(v)),
        Action::PlayEvent { card, via: v, .. } => format!("event {}{}", t(card), via(v)),
        Action::Attack { attacker, defender, via: v, .. } => {
            format!("attack {} > {}{}", t(attacker), t(defender), via(v))
        }
        Action::UseAbility { card, target: Some(target), .. } => format!("action {} > {}", t(card), t(target)),
        Action::UseAbility { card, target: None, .. } => format!("action {}", t(card)),
        Action::Deploy { leader } => format!("deploy {}", t(leader)),
        Action::DeployAsPilot { leader, host } => format!("deploy {} > {}", t(leader), t(host)),
        Action::TakeInitiative => "initiative".to_string(),
        Action::Pass => "pass".to_string(),
        Action::ChooseInitiative { seat } => format!("initiative > seat {}", seat.0),
        Action::Mulligan => "mulligan".to_string(),
        Action::Resource { card } => format!("resource {}", t(card)),
        Action::Choose { card } => format!("choose {}", t(card)),
        Action::Accept => "accept".to_string(),
        Action::Name { value } => format!("name {}", named(value)),
    };
    match action.payment() {
        Some(payment)
            if !payment.is_empty()
                || matches!(
                    action,
                    Action::PlayUnit { .. }
                        | Action::PlayPilot { .. }
                        | Action::PlayUpgrade { .. }
                        | Action::PlayEvent { .. }
                ) =>
        {
            format!("{text} [{}]", payment.len())
        }
        _ => text,
    }
}

/// A value a choice names, in lowercase English (an arena, a keyword with its number).
fn named(value: &Named) -> String {
    match value {
        Named::Resource { player, ready } => {
            format!("{} resource {}", if *ready { "ready" } else { "exhaust" }, u16::from(*player) + 1)
        }
        Named::Arena(Arena::Ground) => "ground".to_string(),
        Named::Arena(Arena::Space) => "space".to_string(),
        Named::Keyword(keyword) => match keyword {
            Keyword::Raid(n) => format!("raid {n}"),
            Keyword::Restore(n) => format!("restore {n}"),
            other => format!("{other:?}").to_lowercase(),
        },
    }
}

/// Whether `written` names `action`: exactly, or without its payment.
pub(crate) fn matches(state: &State, action: &Action, written: &str) -> bool {
    let full = notation(state, action);
    full == written || (full.ends_with(']') && full.rsplit_once(" [").is_some_and(|(bare, _)| bare == written))
}
