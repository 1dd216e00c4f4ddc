//! The answers a pending prompt lists (`legal.rs` `generate`): a Force loss card by card or all
//! from one pile, a forfeit, a redraw, a react, a respond window's Interrupts, a pick among cards,
//! each prompt's own and passing.

use crate::engine::Table;
use crate::rules::swccg::battle::{damage_owed, forfeitable, forfeitable_from_hand};
use crate::rules::swccg::bluffs;
use crate::rules::swccg::deploy::check_deploy_to;
use crate::rules::swccg::evacuation::evacuations;
use crate::rules::swccg::flow::legal::destinations;
use crate::rules::swccg::model::action::{Action, Source};
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::state::{Declared, Gain, Moment, PickTo, Prompt, State};
use crate::rules::swccg::piles;
use crate::rules::swccg::reacts::{reacts, Window};
use crate::rules::swccg::responses::responses;

pub(super) fn answers(state: &State, prompt: &Prompt, near: bool) -> Vec<Action> {
    let losses = |side: Side| -> Vec<Action> {
        let player = state.player(side);
        player
            .hand
            .iter()
            .map(|&c| Action::Lose { from: Source::Hand(c) })
            .chain([Source::Reserve, Source::ForcePile, Source::UsedPile].map(|from| Action::Lose { from }))
            .collect()
    };
    match prompt {
        // After the one-card answers (which keep their places in the list): all that is owed
        // from one pile, confirmed once.
        Prompt::LoseForce { chooser, amount } => {
            let mut out = losses(*chooser);
            if *amount > 1 || near {
                out.extend([Source::Reserve, Source::ForcePile, Source::UsedPile].map(|from| Action::LoseAll { from }));
            }
            out
        }
        Prompt::Damage { chooser } => {
            let mut out: Vec<Action> = if near {
                state.player(*chooser).table.iter().map(|&card| Action::Forfeit { card }).collect()
            } else {
                forfeitable(state, *chooser).into_iter().map(|card| Action::Forfeit { card }).collect()
            };
            // Mantellian Savrip: "may be forfeited directly from your hand".
            out.extend(forfeitable_from_hand(state, *chooser).into_iter().map(|card| Action::Forfeit { card }));
            out.extend(losses(*chooser));
            // This Is All Your Fault: "Lose a droid to cancel all attrition".
            out.extend(responses(state, *chooser, Moment::Attrition));
            // After the one-card answers (as for a loss of Force): all the battle damage still
            // owed, lost from the top of one pile at one confirmation.
            if near || damage_owed(state, *chooser) > 1 {
                out.extend([Source::Reserve, Source::ForcePile, Source::UsedPile].map(|from| Action::LoseAll { from }));
            }
            out
        }
        Prompt::Redraw { .. } => vec![Action::Redraw, Action::Pass],
        Prompt::DestinyGain { gain: Gain::Activate, .. } => vec![Action::Activate { n: 1 }, Action::Pass],
        Prompt::DestinyGain { gain: Gain::Draw, .. } => vec![Action::Draw, Action::Pass],
        // The 'reacts' the window offers, then passing (`reacts.rs`).
        Prompt::React { chooser, location, drain } => {
            let mut out = reacts(state, Window { side: *chooser, location: *location, battle: drain.is_none() });
            out.push(Action::Pass);
            out
        }
        Prompt::DestinyGain { gain: Gain::Cancel, .. } => vec![Action::CancelDestiny, Action::Pass],
        Prompt::Operate { .. } => vec![Action::Operate, Action::Pass],
        Prompt::Peek { .. } => vec![Action::Pass],
        // The Interrupts answering what just happened, then passing (`responses.rs`).
        Prompt::Respond { chooser, to } => {
            let mut out = responses(state, *chooser, *to);
            out.push(Action::Pass);
            out
        }
        // Panic's revealed cards: each deployed for free wherever it may deploy.
        Prompt::Pick { chooser, cards, left, to: PickTo::Deploy, .. } if *left > 0 => cards
            .iter()
            .flat_map(|&card| {
                let dests = destinations(state, *chooser, card, false);
                dests
                    .into_iter()
                    .filter(move |&to| check_deploy_to(state, *chooser, card, to).is_ok())
                    .map(move |to| Action::Deploy { card, to, force: 0 })
            })
            .chain([Action::Pass])
            .collect(),
        // A flipped bluff card: deployed for free at the site, or lost with 2 Force (`bluffs.rs`).
        Prompt::Pick { chooser, cards, left, to: PickTo::DeployAt { site, .. }, .. } if *left > 0 => cards
            .iter()
            .flat_map(|&card| bluffs::deploy_answers(state, card, *site, &destinations(state, *chooser, card, false)))
            .chain([Action::Pass])
            .collect(),
        Prompt::Pick { .. } => piles::picks(prompt),
        Prompt::CallBluff { site, .. } => bluffs::flips(state, *site),
        Prompt::LoseOne { cards, .. } => cards.iter().map(|&card| Action::LoseCard { card }).collect(),
        Prompt::Target { cards, .. } | Prompt::Escort { cards, .. } => {
            cards.iter().map(|&card| Action::Pick { card }).collect()
        }
        Prompt::MoreTargets { cards, .. } => {
            cards.iter().map(|&card| Action::Pick { card }).chain([Action::Pass]).collect()
        }
        Prompt::Declare { .. } => Declared::ALL.into_iter().map(|option| Action::Declare { option }).collect(),
        Prompt::Evacuate { card, .. } => evacuations(state, *card)
            .into_iter()
            .map(|(with, to)| Action::Evacuate { with, to })
            .chain([Action::Pass])
            .collect(),
    }
}
