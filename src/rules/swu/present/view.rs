//! The SWU board as the generic view model: the two arenas as shared rows holding both players'
//! units (pilots and other upgrades attached by role), each seat's base and leader, resources,
//! hand, deck and discard pile; the status of the round, the question the acting seat answers,
//! the legal actions in words-as-data, and how the game ended. What a viewer may not see — the
//! other hand, every deck, the other seat's face-down resources — is only counted.

use crate::engine::view::{ActionView, BoardView, Ending, Fact, Reference, SeatView, Shape, Stage, ZoneView};
use crate::engine::SeatZone;
use crate::engine::Table;
use crate::engine::{CardId, Message, Seat, Target, Viewer};
use crate::rules::swu::cost::ready_resources;
use crate::rules::swu::flow::legal::legal_actions;
use crate::rules::swu::model::action::Action;
use crate::rules::swu::model::def::Arena;
use crate::rules::swu::model::event::seat_say;
use crate::rules::swu::model::state::{other, Outcome, State, SEATS};
use crate::rules::swu::model::zone::{arena_zone, Zone};
use crate::rules::swu::present::card::card_view;
use crate::rules::swu::present::{label::label, prompt::prompt};
use crate::rules::swu::sections::GAME;

/// The board as `viewer` may see it: the prompt and the actions only for the seat that acts.
pub(crate) fn board_for(state: &State, viewer: Viewer) -> BoardView {
    let acting = state.acting();
    let sees = |seat: Seat| match viewer {
        Viewer::Everyone => true,
        Viewer::Seat(seen) => seen == Some(seat),
    };
    let actions = if sees(acting) && state.outcome.is_none() { legal_actions(state) } else { Vec::new() };
    let fact = |key: &'static str, value: Message| Fact { label: Message::new(key), value };
    let number = |n: i64| Message::new("number").number("n", n);
    let mut status = vec![
        fact("swu-status-round", number(i64::from(state.round))),
        fact("swu-status-phase", state.phase.say()),
        fact("swu-status-initiative", seat_say(state, state.initiative)),
    ];
    for seat in SEATS {
        let player = state.player(seat);
        let ready = ready_resources(state, seat).len();
        status.push(Fact {
            label: Message::new("swu-status-resources").with("side", seat_say(state, seat)),
            value: Message::new("swu-resources-ready").with("ready", ready).with("n", player.resources.len()),
        });
    }
    BoardView {
        game: GAME,
        title: title(state),
        status,
        prompt: if sees(acting) {
            prompt(state)
        } else {
            state.outcome.is_none().then(|| Message::new("prompt-waiting").with("side", seat_say(state, acting)))
        },
        seats: SEATS.into_iter().map(|seat| seat_view(state, seat, sees(seat))).collect(),
        shared: Arena::ALL.into_iter().map(|arena| arena_view(state, arena)).collect(),
        actions: actions
            .iter()
            .enumerate()
            .map(|(index, action)| {
                let pays = action.payment().map(|p| p.cards().to_vec()).unwrap_or_default();
                ActionView::paid(index, source(action), target(state, action), label(state, action), pays)
            })
            .collect(),
        reference: state.example.map(|e| Reference { rule: e.rule(), text: e.text() }),
        ending: ending(state),
        // A round is both players' (they act in turn within it): no seat owns it.
        stage: Some(Stage { turn: state.round, active: None, phase: Some(state.phase.say()), rounds: true }),
    }
}

/// The card an action moves, for drag and drop.
pub(crate) fn source(action: &Action) -> Option<CardId> {
    match *action {
        Action::PlayUnit { card, .. }
        | Action::PlayPilot { card, .. }
        | Action::PlayUpgrade { card, .. }
        | Action::PlayEvent { card, .. } => Some(card),
        Action::Attack { attacker, .. } => Some(attacker),
        Action::Deploy { leader } | Action::DeployAsPilot { leader, .. } => Some(leader),
        Action::Resource { card } => Some(card),
        Action::UseAbility { .. }
        | Action::TakeInitiative
        | Action::Pass
        | Action::ChooseInitiative { .. }
        | Action::Mulligan
        | Action::Choose { .. }
        | Action::Name { .. }
        | Action::Accept => None,
    }
}

/// Where an action puts its card, or which card it picks.
pub(crate) fn target(state: &State, action: &Action) -> Option<Target> {
    match *action {
        Action::PlayUnit { card, .. } => state.def(card).arena.map(|a| Target::Zone(arena_zone(a))),
        Action::Deploy { leader } => state.def(leader).arena.map(|a| Target::Zone(arena_zone(a))),
        Action::PlayPilot { host, .. } | Action::PlayUpgrade { host, .. } | Action::DeployAsPilot { host, .. } => {
            Some(Target::Card(host))
        }
        Action::Attack { defender, .. } => Some(Target::Card(defender)),
        Action::UseAbility { target, .. } => target.map(Target::Card),
        Action::Resource { .. } => Some(Target::Zone(Zone::Resources.id(state.acting()))),
        // An event resolves and goes to its owner's discard pile: it is dropped there.
        Action::PlayEvent { card, .. } => Some(Target::Zone(Zone::Discard.id(state.card(card).owner))),
        Action::Choose { card } => Some(Target::Card(card)),
        Action::TakeInitiative
        | Action::Pass
        | Action::ChooseInitiative { .. }
        | Action::Mulligan
        | Action::Accept
        | Action::Name { .. } => None,
    }
}

/// How the game ended, if it has.
pub(crate) fn ending(state: &State) -> Option<Ending> {
    state.outcome.as_ref().map(|o| match o {
        Outcome::ScenarioComplete => Ending::ScenarioComplete,
        Outcome::Won(winner) => Ending::Won {
            winner: *winner,
            how: Message::new("swu-won-base")
                .with("side", seat_say(state, *winner))
                .with("loser", seat_say(state, other(*winner))),
        },
        Outcome::Draw => Ending::Draw { how: Message::new("swu-draw-bases") },
    })
}

/// The example's title, or the two leaders of a match.
pub(crate) fn title(state: &State) -> Message {
    match state.example {
        Some(example) => example.say(),
        None => {
            Message::new("swu-title-match").with("one", seat_say(state, Seat(0))).with("two", seat_say(state, Seat(1)))
        }
    }
}

/// For previews: "Wedge Antilles against Darth Vader, round 3, action phase".
pub(crate) fn summary(state: &State) -> Message {
    Message::new("swu-summary")
        .with("title", title(state))
        .number("round", state.round)
        .with("phase", state.phase.say())
}

/// An arena: every unit in it, both players', in the order they entered play.
fn arena_view(state: &State, arena: Arena) -> ZoneView {
    ZoneView {
        id: arena_zone(arena),
        name: arena.say(),
        owner: None,
        shape: Shape::Row,
        card: None,
        cards: state.units_in(arena).map(|c| card_view(state, c)).collect(),
        hidden: 0,
        open: false,
    }
}

/// One seat's zones; `sees_hidden`: the viewer may see this seat's hand and resources.
fn seat_view(state: &State, seat: Seat, sees_hidden: bool) -> SeatView {
    let player = state.player(seat);
    let zone = |zone: Zone, shape: Shape, cards: &[CardId], shown: bool, open: bool| ZoneView {
        id: zone.id(seat),
        name: zone.say(),
        owner: Some(seat),
        shape,
        card: None,
        cards: if shown { cards.iter().map(|&c| card_view(state, c)).collect() } else { Vec::new() },
        hidden: if shown { 0 } else { cards.len() },
        open,
    };
    let mut identity = vec![player.base];
    if !state.in_play(player.leader) {
        identity.push(player.leader);
    }
    let zones = vec![
        zone(Zone::Identity, Shape::Identity, &identity, true, false),
        zone(Zone::Resources, Shape::Resources, &player.resources, sees_hidden, false),
        zone(Zone::Hand, Shape::Hand, &player.hand, sees_hidden, false),
        zone(Zone::Deck, Shape::Pile, &player.deck, false, false),
        zone(Zone::Discard, Shape::Pile, &player.discard, true, true),
    ];
    SeatView { seat, name: seat_say(state, seat), acting: seat == state.acting() && state.outcome.is_none(), zones }
}
