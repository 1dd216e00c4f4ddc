//! What the acting player is deciding now, as a message: the pending prompt's question, the
//! battle's weapons segment, or the phase of the turn.

use crate::engine::Table;
use crate::engine::{Arg, Message};
use crate::rules::swccg::battle::attrition_due;
use crate::rules::swccg::bluffs::bluffs_at;
use crate::rules::swccg::force::may_activate;
use crate::rules::swccg::model::state::{BattleStep, DestinyFor, Gain, Moment, Phase, PickTo, Prompt, State};

/// The question the acting side answers now; `None` once the game is over.
pub(crate) fn prompt(state: &State) -> Option<Message> {
    if state.outcome.is_some() {
        return None;
    }
    let side = state.acting();
    let m = |key: &'static str| Message::new(key).with("side", side.say());
    let title = |c| Arg::Card(state.def(c).title.to_string());
    Some(match &state.prompt {
        Some(Prompt::LoseForce { amount, .. }) => m("swccg-prompt-lose-force").number("n", *amount),
        Some(Prompt::Damage { chooser }) => {
            let battle = state.battle.as_ref();
            let damage = battle.map_or(0, |b| b.damage[chooser.idx()]);
            m("swccg-prompt-damage").number("attrition", attrition_due(state, *chooser)).number("damage", damage)
        }
        Some(Prompt::DestinyGain { card, value, gain, .. }) => {
            let key = match gain {
                Gain::Activate => "swccg-prompt-gain-activate",
                Gain::Draw => "swccg-prompt-gain-draw",
                Gain::Cancel => "swccg-prompt-gain-cancel",
            };
            m(key).with("card", title(*card)).number("value", *value)
        }
        Some(Prompt::React { location, drain, .. }) => {
            let key = if drain.is_some() { "swccg-prompt-react-drain" } else { "swccg-prompt-react-battle" };
            m(key).with("location", title(*location))
        }
        Some(Prompt::Peek { card, cards, under: Some(site), .. }) => {
            let list = Arg::List(cards.iter().map(|&c| title(c)).collect());
            m("swccg-prompt-peek-face-down").with("card", title(*card)).with("cards", list).with("site", title(*site))
        }
        Some(Prompt::Peek { card, cards, hand, .. }) => {
            let key = if *hand { "swccg-prompt-peek-hand" } else { "swccg-prompt-peek-reserve" };
            let list = Arg::List(cards.iter().map(|&c| title(c)).collect());
            m(key).with("card", title(*card)).with("cards", list)
        }
        Some(Prompt::Respond { to, .. }) => match to {
            Moment::Deployed { card, .. } => m("swccg-prompt-respond-deployed").with("card", title(*card)),
            Moment::Drain { location, amount } => {
                m("swccg-prompt-respond-drain").with("location", title(*location)).number("n", *amount)
            }
            Moment::Destinies => m("swccg-prompt-respond-destinies"),
            Moment::NoForfeits => m("swccg-prompt-respond-no-forfeits"),
            // Never a window of its own (offered in the damage prompt).
            Moment::Attrition => m("swccg-prompt-respond-no-forfeits"),
            Moment::BattleFinished { location } => {
                m("swccg-prompt-respond-battle-finished").with("location", title(*location))
            }
            Moment::Won { location } => m("swccg-prompt-respond-won").with("location", title(*location)),
            Moment::LostBattle { location } => m("swccg-prompt-respond-lost-battle").with("location", title(*location)),
            Moment::LostForce => m("swccg-prompt-respond-lost-force"),
            Moment::DrainLost { location } => m("swccg-prompt-respond-drain-lost").with("location", title(*location)),
            Moment::Played { card } => m("swccg-prompt-respond-played").with("card", title(*card)),
            Moment::Lost { card, forfeited: true, .. } => {
                m("swccg-prompt-respond-forfeited").with("card", title(*card))
            }
            Moment::Lost { card, .. } => m("swccg-prompt-respond-lost").with("card", title(*card)),
            Moment::HitToUsedPile { card, .. } => m("swccg-prompt-respond-hit-to-used").with("card", title(*card)),
            Moment::AboutToBeLost { card } => m("swccg-prompt-respond-about-to-be-lost").with("card", title(*card)),
            Moment::Targeted { weapon, target } => {
                m("swccg-prompt-respond-targeted").with("weapon", title(*weapon)).with("card", title(*target))
            }
            Moment::Moved { card } => m("swccg-prompt-respond-moved").with("card", title(*card)),
            Moment::Transported { card } => m("swccg-prompt-respond-transported").with("card", title(*card)),
            Moment::WentMissing { card } => m("swccg-prompt-respond-went-missing").with("card", title(*card)),
            Moment::Reacted { card, location, .. } => {
                m("swccg-prompt-respond-reacted").with("card", title(*card)).with("location", title(*location))
            }
        },
        Some(Prompt::Pick { card, shown, cards, left, to, .. }) => {
            let list = |cards: &[_]| Arg::List(cards.iter().map(|&c| title(c)).collect());
            let key = match (shown.is_empty(), to) {
                (false, _) if *left == 0 && cards.is_empty() => "swccg-prompt-glance-reserve",
                (_, PickTo::Deploy) => "swccg-prompt-pick-deploy",
                (_, PickTo::Location) => "swccg-prompt-pick-location",
                (_, PickTo::DeployAt { .. }) => "swccg-prompt-pick-deploy-bluff",
                (_, PickTo::ForcePile) => "swccg-prompt-pick-force-pile",
                (_, PickTo::Transport { .. }) => "swccg-prompt-pick-transport",
                (_, PickTo::Release { .. }) => "swccg-prompt-pick-release",
                (_, PickTo::Order) => "swccg-prompt-pick-order",
                (_, PickTo::PassOn { .. }) => "swccg-prompt-pick-pass-on",
                (true, _) => "swccg-prompt-pick-retrieve",
                (false, PickTo::Hand) => "swccg-prompt-pick-hand",
                (false, PickTo::UsedPile) => "swccg-prompt-pick-used",
            };
            let force = match to {
                PickTo::Transport { cost, .. } => *cost,
                _ => 0,
            };
            m(key)
                .with("card", title(*card))
                .with("shown", list(shown))
                .with("cards", list(cards))
                .number("n", *left)
                .number("force", force)
        }
        Some(Prompt::Evacuate { card, .. }) => m("swccg-prompt-evacuate").with("card", title(*card)),
        Some(Prompt::CallBluff { site, .. }) => m("swccg-prompt-call-bluff")
            .with("site", title(*site))
            .number("n", u16::try_from(bluffs_at(state, *site).len()).unwrap_or(u16::MAX)),
        Some(Prompt::LoseOne { card, .. }) => m("swccg-prompt-lose-one").with("card", title(*card)),
        Some(Prompt::Target { card, .. }) => m("swccg-prompt-target-utinni").with("card", title(*card)),
        Some(Prompt::Escort { card, captive, .. }) => {
            m("swccg-prompt-escort").with("card", title(*card)).with("captive", title(*captive))
        }
        Some(Prompt::MoreTargets { card, targets, .. }) => {
            let targets = Arg::List(targets.iter().map(|&c| title(c)).collect());
            m("swccg-prompt-more-targets").with("card", title(*card)).with("targets", targets)
        }
        Some(Prompt::Declare { card, .. }) => m("swccg-prompt-declare").with("card", title(*card)),
        Some(Prompt::Operate { card, patient, .. }) => {
            m("swccg-prompt-operate").with("card", title(*card)).with("patient", title(*patient))
        }
        Some(Prompt::Redraw { card, purpose, .. }) => {
            let key = match purpose {
                DestinyFor::Battle | DestinyFor::Power => "swccg-prompt-redraw-battle",
                DestinyFor::Weapon => "swccg-prompt-redraw-weapon",
            };
            m(key).with("card", title(*card))
        }
        None => match &state.battle {
            Some(b) if b.step == BattleStep::Weapons => m("swccg-prompt-weapons").with("location", title(b.location)),
            _ => match state.phase {
                Phase::Activate => m("swccg-prompt-activate").number("n", may_activate(state, side)),
                Phase::Control => m("swccg-prompt-control"),
                Phase::Deploy => m("swccg-prompt-deploy"),
                Phase::Battle => m("swccg-prompt-battle"),
                Phase::Move => m("swccg-prompt-move"),
                Phase::Draw => m("swccg-prompt-draw"),
            },
        },
    })
}
