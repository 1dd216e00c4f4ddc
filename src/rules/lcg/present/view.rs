//! The LCG board as the generic view model: each side's zones, the status of the turn, the
//! question the acting side is answering, the legal actions in words-as-data, and how the game
//! ended. What a viewer may not see is only counted.

use crate::engine::view::{ActionView, BoardView, Ending, Fact, Reference, SeatView, Shape, Stage, ZoneView};
use crate::engine::SeatZone;
use crate::engine::Table;
use crate::engine::{CardId, Message, Rule, Target, Viewer};
use crate::rules::lcg::flow::legal::legal_actions;
use crate::rules::lcg::model::action::seat;
use crate::rules::lcg::model::action::Action;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::{EngagementStep, Outcome, State};
use crate::rules::lcg::model::zone::Zone;
use crate::rules::lcg::present::card::card_view;
use crate::rules::lcg::present::{
    ending,
    label::{label, way},
    prompt::prompt,
};
use crate::rules::lcg::sections::GAME;

/// The full view: every card face up (the rulebook scenarios, tests).
pub fn board(state: &State) -> BoardView {
    board_for(state, Viewer::Everyone)
}

/// The board as `viewer` may see it. Another side's hand, its face-down edge stack and every
/// deck are only counted, and the prompt and the actions are given only to the side that acts
/// (a question can name a card from its chooser's hand).
pub(crate) fn board_for(state: &State, viewer: Viewer) -> BoardView {
    let acting = state.acting();
    let sees = |side: Side| match viewer {
        Viewer::Everyone => true,
        Viewer::Seat(seen) => seen == Some(seat(side)),
    };
    let actions = if sees(acting) && state.outcome.is_none() { legal_actions(state) } else { Vec::new() };
    let status = |key, value| Fact { label: Message::new(key), value };
    BoardView {
        game: GAME,
        title: title(state),
        status: vec![
            status("lcg-status-turn", Message::new("number").number("n", state.turn)),
            status("lcg-status-active", state.active.say()),
            status("lcg-status-phase", state.phase.say()),
            status("lcg-status-dial", Message::new("number").number("n", state.dial)),
            status("lcg-status-balance", state.balance.say()),
        ],
        prompt: if sees(acting) {
            prompt(state)
        } else {
            state.outcome.is_none().then(|| Message::new("prompt-waiting").with("side", acting.say()))
        },
        seats: [Side::Dark, Side::Light]
            .into_iter()
            .map(|side| {
                let choosing = if side == acting { choosing(state, side, &actions) } else { Vec::new() };
                seat_view(state, side, sees(side), choosing)
            })
            .collect(),
        shared: Vec::new(),
        actions: actions
            .iter()
            .enumerate()
            .map(|(index, action)| {
                let pays = action.payment().map(|p| p.cards().to_vec()).unwrap_or_default();
                ActionView::paid(index, action.source(), action.target(state), label(state, action), pays)
                    .paying(way(state, action))
            })
            .collect(),
        reference: state.example.map(|e| Reference { rule: Rule::from(e.rule()), text: e.text() }),
        ending: ending(state),
        stage: Some(Stage {
            turn: state.turn,
            active: Some(seat(state.active)),
            phase: Some(state.phase.say()),
            rounds: false,
        }),
    }
}

/// How the game ended, if it has.
pub(crate) fn ending(state: &State) -> Option<Ending> {
    state.outcome.as_ref().map(|o| match o {
        Outcome::ScenarioComplete => Ending::ScenarioComplete,
        Outcome::Won(side) => Ending::Won { winner: seat(*side), how: ending::how(state, *side) },
    })
}

/// "Example 1 — Pilot (X)", or the two affiliations of a match.
pub(crate) fn title(state: &State) -> Message {
    match state.example {
        Some(example) => example.say(),
        None => Message::new("lcg-title-match")
            .with("dark", state.def(state.player(Side::Dark).affiliation).affiliation.say())
            .with("light", state.def(state.player(Side::Light).affiliation).affiliation.say()),
    }
}

/// One side's zones; `sees_hidden`: the viewer may see this side's hand and face-down edge stack.
fn seat_view(state: &State, side: Side, sees_hidden: bool, choosing: Vec<CardId>) -> SeatView {
    let player = state.player(side);
    let edge_revealed = state.engagement.as_ref().is_some_and(|e| e.edge_winner.is_some());
    let edge_battle = state.engagement.as_ref().is_some_and(|e| e.step == EngagementStep::EdgeBattle);
    let zone = |zone: Zone, shape: Shape, cards: &[CardId], shown: bool, open: bool| ZoneView {
        id: zone.id(side),
        name: zone.say(),
        owner: Some(seat(side)),
        shape,
        card: None,
        cards: if shown { cards.iter().map(|&c| card_view(state, c)).collect() } else { Vec::new() },
        hidden: if shown { 0 } else { cards.len() },
        open,
    };
    let top_level: Vec<CardId> = player.play.iter().copied().filter(|&c| state.card(c).attached.is_none()).collect();
    let mut zones = vec![
        zone(Zone::Affiliation, Shape::Identity, &[player.affiliation], true, false),
        zone(Zone::PlayArea, Shape::Row, &top_level, true, false),
        zone(Zone::Hand, Shape::Hand, &player.hand, sees_hidden, false),
        zone(Zone::CommandDeck, Shape::Pile, &player.command_deck, false, false),
        zone(Zone::ObjectiveDeck, Shape::Pile, &player.objective_deck, false, false),
        zone(Zone::Discard, Shape::Pile, &player.discard, true, true),
        zone(Zone::Victory, Shape::Pile, &player.victory, true, true),
    ];
    if edge_battle || !player.edge.is_empty() {
        zones.push(zone(Zone::Edge, Shape::Stack, &player.edge, sees_hidden || edge_revealed, false));
    }
    if !player.captives.is_empty() {
        zones.push(zone(Zone::Captives, Shape::Pile, &player.captives, false, false));
    }
    if !choosing.is_empty() {
        zones.push(zone(Zone::Choosing, Shape::Choice, &choosing, true, false));
    }
    SeatView { seat: seat(side), name: side.say(), acting: side == state.acting() && state.outcome.is_none(), zones }
}

/// The cards the acting `side`'s listed actions pick that are neither in play nor in its hand:
/// what it is choosing among out of sight of the table (setup's drawn objectives, a searched
/// deck's top cards). `actions` is empty for a viewer who may not see them.
fn choosing(state: &State, side: Side, actions: &[Action]) -> Vec<CardId> {
    let mut cards: Vec<CardId> = Vec::new();
    for action in actions {
        if let Some(Target::Card(c)) = action.target(state) {
            if !state.in_play(c) && !state.player(side).hand.contains(&c) && !cards.contains(&c) {
                cards.push(c);
            }
        }
    }
    cards
}

/// For previews: "Example 1 — Pilot (X), turn 1, Deployment phase".
pub(crate) fn summary(state: &State) -> Message {
    Message::new("lcg-summary").with("title", title(state)).number("turn", state.turn).with("phase", state.phase.say())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::view::Way;
    use crate::rules::lcg::setup::scenario::example_1;

    /// Example 1: Baron Fel onto the TIE can be paid two ways; each way is its own action with the
    /// same source and target, and `pays` names the resource it focuses.
    #[test]
    fn each_way_to_pay_a_play_is_an_action_naming_the_cards_it_spends() {
        let state = example_1();
        let view = board(&state);
        let on_tie: Vec<&ActionView> =
            view.actions.iter().filter(|a| matches!(a.target, Some(Target::Card(_))) && a.source.is_some()).collect();
        assert_eq!(on_tie.len(), 2);
        assert_ne!(on_tie[0].pays, on_tie[1].pays);
        for action in &on_tie {
            assert_eq!(action.pays.len(), 1, "pilot cost 2 is one 2-resource objective");
        }
        // Both ways are one play, told apart by their payments alone (the choice groups them).
        let ways: Vec<&Way> = on_tie.iter().map(|a| a.way.as_ref().expect("a paid play")).collect();
        assert_eq!(ways[0].play, ways[1].play);
        assert_eq!(ways[0].play.key, "lcg-play-pilot");
        assert!(ways[0].play.arg("payment").is_none());
        assert_ne!(ways[0].payment, ways[1].payment);
        assert_eq!(ways[0].payment.key, "lcg-payment-focus");
        let end_phase = view.actions.iter().find(|a| a.source.is_none()).expect("a pass");
        assert!(end_phase.pays.is_empty());
        assert_eq!(end_phase.way, None, "nothing to pay");
        let stage = view.stage.expect("the LCG counts turns");
        assert_eq!(stage.turn, state.turn);
    }
}
