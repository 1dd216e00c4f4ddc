//! The LCG board as the generic view model the UI draws.

use crate::engine::view::{ActionView, AttachedView, BoardView, CardView, Fact, Pile, Reference, SeatView, TextLine};
use crate::engine::{CardId, Rule, Viewer};
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::cost::{play_cost, printed_cost, Mode};
use crate::rules::lcg::flow::legal::legal_actions;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::keywords::keywords;
use crate::rules::lcg::model::ability::CostPart;
use crate::rules::lcg::model::action::{seat, Action, Payment};
use crate::rules::lcg::model::def;
use crate::rules::lcg::model::def::{CardType, Side};
use crate::rules::lcg::model::state;
use crate::rules::lcg::model::state::{Outcome, Prompt, State};
use crate::rules::lcg::pilot;

pub const GAME: &str = "Star Wars: The Card Game";

/// The full view: every card face up (the rulebook scenarios, tests).
pub fn board(state: &State) -> BoardView {
    board_for(state, Viewer::Everyone)
}

/// The board as `viewer` may see it. Another seat's hand and its face-down edge stack are only
/// counted (drawn as card backs), and the actions are listed only for the seat that acts, so
/// nothing in the view names or identifies a card the viewer may not see.
pub fn board_for(state: &State, viewer: Viewer) -> BoardView {
    let acting = state.acting();
    let sees = |side: Side| match viewer {
        Viewer::Everyone => true,
        Viewer::Seat(seen) => seen == Some(seat(side)),
    };
    let actions = if sees(acting) { legal_actions(state) } else { Vec::new() };
    BoardView {
        game: GAME,
        title: state.title.clone(),
        status: vec![
            Fact { label: "Turn", value: state.turn.to_string() },
            Fact { label: "Active", value: state.active.name().to_string() },
            Fact { label: "Phase", value: state.phase.name().to_string() },
            Fact { label: "Dial", value: state.dial.to_string() },
            Fact { label: "Balance", value: state.balance.name().to_string() },
        ],
        prompt: prompt_text(state),
        seats: [Side::Dark, Side::Light]
            .iter()
            .map(|&s| {
                let mut seat = seat_view(state, s, acting, sees(s));
                if s == acting {
                    seat.choosing = choosing(state, s, &actions);
                }
                seat
            })
            .collect(),
        actions: actions
            .iter()
            .enumerate()
            .map(|(index, action)| ActionView {
                index,
                source: action.source(),
                target: action.target(state),
                label: label(state, action),
            })
            .collect(),
        reference: state.example.map(|e| Reference { rule: Rule::Lcg(e.rule()), text: e.text() }),
        outcome: state.outcome.as_ref().map(|o| match o {
            Outcome::ScenarioComplete => "Scenario complete.".to_string(),
            Outcome::Won(side) => format!("The {} wins.", side.name()),
        }),
    }
}

fn prompt_text(state: &State) -> Option<String> {
    let name = |c: &CardId| state.def(*c).name.clone();
    Some(match state.prompt.as_ref()? {
        Prompt::DiscardPilot { host, chooser } => format!(
            "Piloting limit: {} has more than one pilot. {}, choose a pilot to discard.",
            name(host),
            chooser.name()
        ),
        Prompt::Interrupt { card, chooser, .. } => {
            format!("{} is leaving play. {}, use its Interrupt?", name(card), chooser.name())
        }
        Prompt::InterruptLeaving { source, card, chooser, .. } => format!(
            "{} is leaving play. {}, use {}'s Interrupt to return it to your hand?",
            name(card),
            chooser.name(),
            name(source)
        ),
        Prompt::Reaction { card, chooser } => {
            format!("{} was completed. {}, use its Reaction?", name(card), chooser.name())
        }
        Prompt::PutIntoPlay { source, chooser, .. } => {
            format!("{}: {}, choose a card to put into play.", name(source), chooser.name())
        }
        Prompt::UnitDamage { striker, amount, chooser } => {
            format!("{} strikes: {}, choose the enemy unit that takes its {amount} unit damage.", name(striker), chooser.name())
        }
        Prompt::Tactics { striker, remaining, chooser } => format!(
            "{} strikes: {}, choose the enemy unit for a focus token ({remaining} to place).",
            name(striker),
            chooser.name()
        ),
        Prompt::Protect { target, amount, chooser, .. } => format!(
            "{} is about to take {amount} damage. {}, move some of it onto a unit that protects it?",
            name(target),
            chooser.name()
        ),
        Prompt::DiscardFromHand { played, remaining, chooser } => format!(
            "{} entered play for less: {}, discard {remaining} more card(s) from your hand.",
            name(played),
            chooser.name()
        ),
        Prompt::Shielding { unit, chooser } => format!(
            "Shielding ({}): {}, place 1 shield on a friendly participating unit{}?",
            name(unit),
            chooser.name(),
            if state.engagement.as_ref().is_some_and(|e| e.attacker != *chooser) { " or the engaged objective" } else { "" }
        ),
        Prompt::Ability { card, chooser, .. } => format!("{}, use {}'s Reaction?", chooser.name(), name(card)),
        Prompt::DeckBottom { source, chooser, .. } => {
            format!("{}: {}, choose the next card to put on the bottom of your deck.", name(source), chooser.name())
        }
        Prompt::Redirect { card, target, by, chooser, .. } => format!(
            "{} targets {}. {}, play {} to make your opponent choose a different target?",
            name(card),
            name(target),
            chooser.name(),
            name(by)
        ),
        Prompt::Target { card, chooser, .. } => format!("{}: {}, choose a target.", name(card), chooser.name()),
        Prompt::PayCost { card, chooser, part, .. } => match part {
            CostPart::Sacrifice => format!("{}: {}, choose a card to sacrifice.", name(card), chooser.name()),
            CostPart::Damage => format!("{}: {}, choose a card to damage.", name(card), chooser.name()),
        },
        Prompt::BlastDamage { striker, amount, chooser } => format!(
            "{} strikes: {}, assign its {amount} blast damage to the engaged objective or a participating enemy unit.",
            name(striker),
            chooser.name()
        ),
        Prompt::LookAtDeck { card, chooser } => {
            format!("{}: {}, choose an objective deck or command deck to look at.", name(card), chooser.name())
        }
        Prompt::LookedAtTop { card, chooser, top } => format!(
            "{}: {}, the top card is {}. Place it on the bottom of its deck?",
            name(card),
            chooser.name(),
            name(top)
        ),
        Prompt::SearchTop { card, chooser, looked, .. } => format!(
            "{}: {}, take any number of the searched cards into your hand ({}).",
            name(card),
            chooser.name(),
            looked.iter().map(name).collect::<Vec<_>>().join(", ")
        ),
        Prompt::MoveDamageFrom { card, to, chooser, .. } => format!(
            "{}: {}, choose the card the damage moves from to {}.",
            name(card),
            chooser.name(),
            name(to)
        ),
        Prompt::SetupObjectives { chooser } => format!(
            "Setup: {}, you drew four objectives. Choose one to put on the bottom of your objective deck; the other three go into play.",
            chooser.name()
        ),
        Prompt::Mulligan { chooser } => format!(
            "Setup: {}, keep your opening hand, or mulligan once (shuffle it back and draw six new cards)?",
            chooser.name()
        ),
        Prompt::BalanceDamage { chooser } => format!(
            "The Balance of the Force is with the light side. {}, choose a Dark Side objective to take 1 damage.",
            chooser.name()
        ),
    })
}

/// One side's seat; `sees_hidden`: the viewer may see this side's hand and face-down edge stack.
fn seat_view(state: &State, side: Side, acting: Side, sees_hidden: bool) -> SeatView {
    let player = state.player(side);
    let edge_revealed = state.engagement.as_ref().is_some_and(|e| e.edge_winner.is_some());
    let sees_edge = sees_hidden || edge_revealed;
    let faces = |cards: &[CardId], shown: bool| -> Vec<CardView> {
        if shown {
            cards.iter().map(|&c| card_view(state, c)).collect()
        } else {
            Vec::new()
        }
    };
    let backs = |cards: &[CardId], shown: bool| if shown { 0 } else { cards.len() };
    let top_level = player.play.iter().copied().filter(|&c| state.card(c).attached.is_none());
    SeatView {
        seat: seat(side),
        name: side.name().to_string(),
        acting: side == acting && state.outcome.is_none(),
        identity: Some(card_view(state, player.affiliation)),
        play_area: top_level.map(|c| card_view(state, c)).collect(),
        hand: faces(&player.hand, sees_hidden),
        hand_backs: backs(&player.hand, sees_hidden),
        edge: faces(&player.edge, sees_edge),
        edge_backs: backs(&player.edge, sees_edge),
        edge_open: state.engagement.as_ref().is_some_and(|e| e.step == state::EngagementStep::EdgeBattle),
        open_piles: vec![
            Pile { name: "Discard pile", cards: player.discard.iter().map(|&c| card_view(state, c)).collect() },
            Pile { name: "Victory pile", cards: player.victory.iter().map(|&c| card_view(state, c)).collect() },
        ],
        choosing: Vec::new(),
        piles: vec![
            Fact { label: "Command deck", value: player.command_deck.len().to_string() },
            Fact { label: "Objective deck", value: player.objective_deck.len().to_string() },
            Fact { label: "Discard", value: player.discard.len().to_string() },
            Fact { label: "Victory", value: player.victory.len().to_string() },
            Fact { label: "Edge stack", value: player.edge.len().to_string() },
            Fact { label: "Captives held", value: player.captives.len().to_string() },
        ],
    }
}

/// The cards the acting `side`'s listed actions pick that are neither in play nor in its hand:
/// what it is choosing among out of sight of the table (setup's drawn objectives, a searched
/// deck's top cards). `actions` is empty for a viewer who may not see them.
fn choosing(state: &State, side: Side, actions: &[Action]) -> Vec<CardView> {
    let mut cards: Vec<CardId> = Vec::new();
    for action in actions {
        if let Some(crate::engine::Target::Card(c)) = action.target(state) {
            if !state.in_play(c) && !state.player(side).hand.contains(&c) && !cards.contains(&c) {
                cards.push(c);
            }
        }
    }
    cards.into_iter().map(|c| card_view(state, c)).collect()
}

pub fn card_view(state: &State, card: CardId) -> CardView {
    let def = state.def(card);
    let cs = state.card(card);
    let mut kind = format!("{} · {}", def.card_type.name(), def.affiliation.name());
    if !def.traits.is_empty() {
        kind.push_str(" · ");
        kind.push_str(&def.traits.join(". "));
        kind.push('.');
    }
    let mut stats = Vec::new();
    let mut stat = |label, value: u8| stats.push(Fact { label, value: value.to_string() });
    match def.card_type {
        CardType::Unit | CardType::Enhancement | CardType::Event | CardType::Mission => stat("Cost", def.cost),
        _ => {}
    }
    if let Some(p) = &def.pilot {
        stat("Pilot cost", p.cost);
    }
    if def.force > 0 {
        stat("Force", def.force);
    }
    if def.damage_capacity > 0 {
        stat("Damage capacity", def.damage_capacity);
    }
    if def.resources > 0 {
        stat("Resources", def.resources);
    }
    if def.card_type == CardType::Unit {
        stats.push(Fact { label: "Icons", value: def.icons.to_string() });
        stats.push(Fact { label: "Edge icons", value: def.edge_icons.to_string() });
    }
    CardView {
        id: card,
        name: def.name.clone(),
        kind,
        stats,
        badges: badges(state, card),
        focus: cs.focus,
        damage: cs.damage,
        shields: cs.shields,
        text: text_lines(state, card),
        attachments: state
            .attachments_of(card)
            .map(|c| AttachedView {
                role: state.card(c).attached.map_or("Attached", |a| a.role.label()),
                card: card_view(state, c),
            })
            .collect(),
    }
}

fn badges(state: &State, card: CardId) -> Vec<String> {
    let mut out = Vec::new();
    if state.def(card).unique {
        out.push("Unique".to_string());
    }
    if pilot::is_piloted(state, card) {
        out.push("Piloted".to_string());
    }
    if pilot::piloting(state, card).is_some() {
        out.push("Piloting".to_string());
    }
    if state.in_play(card) {
        out.extend(keywords(state, card).iter().map(|k| k.to_string()));
    }
    if state.card(card).committed {
        out.push("Committed".to_string());
    }
    let captives = state.cards.iter().filter(|c| c.captured_under == Some(card)).count();
    if captives > 0 {
        out.push(format!("{captives} captured beneath"));
    }
    if let Some(e) = &state.engagement {
        if e.objective == card {
            out.push("Engaged".to_string());
        } else if e.attackers.contains(&card) {
            out.push("Attacking".to_string());
        } else if e.defenders.contains(&card) {
            out.push("Defending".to_string());
        }
    }
    out
}

fn text_lines(state: &State, card: CardId) -> Vec<TextLine> {
    let def = state.def(card);
    let mut lines = Vec::new();
    if let Some(p) = &def.pilot {
        let live = state.in_play(card).then(|| pilot::pilot_text_live(state, card));
        if p.keyword {
            lines.push(TextLine { text: format!("Pilot ({})", p.cost), live: None });
        } else {
            lines.push(TextLine { text: def.text.clone(), live: None });
        }
        if !p.text.is_empty() {
            let text = if p.keyword { format!("({})", p.text) } else { format!("“{}”", p.text) };
            lines.push(TextLine { text, live: Some(live.unwrap_or(false)) });
        }
    }
    for keyword in &def.keywords {
        lines.push(TextLine { text: format!("{keyword}."), live: None });
    }
    let printed = if def.pilot.as_ref().is_some_and(|p| !p.keyword) { "" } else { def.text.as_str() };
    for part in printed.split(" / ").filter(|t| !t.is_empty()) {
        lines.push(TextLine { text: part.to_string(), live: None });
    }
    lines
}

fn names(state: &State, payment: &Payment) -> String {
    if payment.cards().is_empty() {
        return "free".to_string();
    }
    let list: Vec<&str> = payment.cards().iter().map(|&c| state.def(c).name.as_str()).collect();
    format!("focus {}", list.join(", "))
}

/// The action in words, for buttons, menus and the screen reader.
pub fn label(state: &State, action: &Action) -> String {
    let name = |c: &CardId| state.def(*c).name.clone();
    let side = state.acting();
    // A card chosen for an ability is a target only when the text says "target".
    let targets = |source: CardId, ability: u8| match triggers::ability_at(state, source, ability) {
        Some(def::Effect::Act { then, .. } | def::Effect::React { then, .. } | def::Effect::Fate { then, .. }) => {
            outcome::target_filter(then).is_some()
        }
        _ => true,
    };
    match action {
        Action::PlayUnit { card, payment } => format!(
            "Play {} as a unit (cost {}: {})",
            name(card),
            play_cost(state, side, *card, Mode::Unit),
            names(state, payment)
        ),
        Action::PlayPilot { card, host, payment } => format!(
            "Play {} as a Pilot on {} (pilot cost {}: {})",
            name(card),
            name(host),
            play_cost(state, side, *card, Mode::Pilot),
            names(state, payment)
        ),
        Action::PlayEnhancement { card, payment } => format!(
            "Play {} {} (cost {}: {})",
            name(card),
            if state.def(*card).enhance == Some(def::Enhance::DeathStarDial) {
                "on the Death Star dial"
            } else {
                "in your play area"
            },
            printed_cost(state, side, *card),
            names(state, payment)
        ),
        Action::PlayEvent { card, target, payment } => format!(
            "Play {}{} (cost {}: {})",
            name(card),
            target.map(|t| format!(" on {}", name(&t))).unwrap_or_default(),
            printed_cost(state, side, *card),
            names(state, payment)
        ),
        Action::AttachEnhancement { card, host, payment } => format!(
            "Play {} on {} (cost {}: {})",
            name(card),
            name(host),
            printed_cost(state, side, *card),
            names(state, payment)
        ),
        Action::DeployMission { card, payment } => format!(
            "Deploy {} in the {}'s play area (cost {}: {})",
            name(card),
            side.opponent().name(),
            printed_cost(state, side, *card),
            names(state, payment)
        ),
        Action::UseAbility { card, target: Some(t) } => format!("Use {}'s Action on {}", name(card), name(t)),
        Action::UseAbility { card, target: None } => format!("Use {}'s Action", name(card)),
        Action::MovePilot { source, pilot, host } => {
            format!("Move {} onto {} ({})", name(pilot), name(host), name(source))
        }
        Action::DiscardPilot { pilot } => format!("Discard {}", name(pilot)),
        Action::Trigger { card } => format!("Use {}'s ability", name(card)),
        Action::PutIntoPlay { card, host: Some(h) } => {
            format!("Put {} into play as a Pilot on {}", name(card), name(h))
        }
        Action::PutIntoPlay { card, host: None } => format!("Put {} into play as a unit", name(card)),
        Action::Commit { unit } => format!("Commit {} to the Force", name(unit)),
        Action::Engage { objective } => format!("Engage {}", name(objective)),
        Action::Declare { unit } => match &state.engagement {
            Some(e) if e.step == state::EngagementStep::Attackers => format!("Attack with {}", name(unit)),
            _ => format!("Defend with {}", name(unit)),
        },
        Action::EdgeCard { card } => format!("Place {} in your edge stack", name(card)),
        Action::Strike { unit } => format!("Strike with {}", name(unit)),
        Action::AssignDamage { unit } => format!("Unit damage to {}", name(unit)),
        Action::AssignFocus { unit } => format!("Focus token on {}", name(unit)),
        Action::BalanceDamage { objective } => format!("Deal 1 damage to {}", name(objective)),
        Action::SetAsideObjective { objective } => {
            format!("Put {} on the bottom of the objective deck", name(objective))
        }
        Action::Mulligan => "Mulligan: draw a new hand".to_string(),
        Action::PlayUnitDiscarding { card, source, discards, payment } => format!(
            "Play {} as a unit, discarding {discards} card(s) for {} (cost {}: {})",
            name(card),
            name(source),
            play_cost(state, side, *card, Mode::Unit).saturating_sub(*discards),
            names(state, payment)
        ),
        Action::DiscardFromHand { card } => format!("Discard {}", name(card)),
        Action::Protect { protector, amount } => format!("Move {amount} damage onto {}", name(protector)),
        Action::Pass if matches!(state.prompt, Some(Prompt::Protect { .. })) => "Take the damage as it is".to_string(),
        Action::ChooseTarget { card } => match &state.prompt {
            Some(Prompt::Shielding { .. }) => format!("Shield {}", name(card)),
            Some(Prompt::PayCost { part: CostPart::Sacrifice, .. }) => format!("Sacrifice {}", name(card)),
            Some(Prompt::PayCost { part: CostPart::Damage, .. }) => format!("Damage {}", name(card)),
            Some(Prompt::MoveDamageFrom { .. }) => format!("Move damage from {}", name(card)),
            Some(Prompt::SearchTop { .. }) => format!("Take {} into your hand", name(card)),
            Some(Prompt::BlastDamage { .. }) => format!("Blast damage to {}", name(card)),
            Some(Prompt::LookedAtTop { .. }) => format!("Place {} on the bottom of its deck", name(card)),
            Some(Prompt::DeckBottom { .. }) => format!("Put {} on the bottom of your deck", name(card)),
            Some(Prompt::Target { card: source, ability, .. }) if !targets(*source, *ability) => {
                format!("Choose {}", name(card))
            }
            _ => format!("Target {}", name(card)),
        },
        Action::Pass if matches!(state.prompt, Some(Prompt::Mulligan { .. })) => "Keep this hand".to_string(),
        Action::Pass if matches!(state.prompt, Some(Prompt::SearchTop { .. })) => "Done searching".to_string(),
        Action::Pass if matches!(state.prompt, Some(Prompt::LookedAtTop { .. })) => "Leave it on top".to_string(),
        Action::ChooseDeck { owner, objectives } => format!(
            "Look at the top of the {}'s {} deck",
            owner.name(),
            if *objectives { "objective" } else { "command" }
        ),
        Action::Pass if state.prompt.is_some() => "Decline".to_string(),
        Action::Pass if state.engagement.is_some() => match state.engagement.as_ref().map(|e| e.step) {
            Some(state::EngagementStep::Attackers) => "Done declaring attackers".to_string(),
            Some(state::EngagementStep::Defenders) => "Done declaring defenders".to_string(),
            Some(state::EngagementStep::EdgeBattle) => "Pass in the edge battle".to_string(),
            _ => "Pass (no strike)".to_string(),
        },
        Action::Pass if state.window.is_some() => "Pass (no more Actions)".to_string(),
        Action::Pass => format!("End the {} phase", state.phase.name()),
    }
}
