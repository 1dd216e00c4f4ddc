//! The Star Wars CCG board as the generic view model: the locations as shared zones in table
//! order, each holding both players' cards there (each card with its controller, so the board
//! draws each side's toward its player, and what is aboard as attachments by role); each seat's
//! hand and its Reserve Deck, Force Pile, Used Pile and Lost Pile; Life Force as status facts;
//! the question the acting side answers and the legal actions in words-as-data. What a viewer
//! may not see is only counted.

use crate::engine::view::{ActionView, BoardView, Ending, Fact, Reference, SeatView, Shape, Stage, ZoneView};
use crate::engine::SeatZone;
use crate::engine::Table;
use crate::engine::{CardId, Message, Rule, Target, Viewer};
use crate::rules::swccg::flow::legal::legal_actions;
use crate::rules::swccg::force::life_force;
use crate::rules::swccg::model::action::{seat, Action, Dest, Source};
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::state::{At, Outcome, State};
use crate::rules::swccg::model::zone::{location_zone, Zone};
use crate::rules::swccg::present::card::card_view;
use crate::rules::swccg::present::{label::label, prompt::prompt};
use crate::rules::swccg::sections::GAME;
use crate::rules::swccg::side_of_table::side_it_goes;
use crate::rules::swccg::vehicles::disembark_to;

/// The full view: every card face up but the piles, which are face down to everyone.
pub fn board(state: &State) -> BoardView {
    board_for(state, Viewer::Everyone)
}

/// The board as `viewer` may see it. Another side's hand and every Reserve Deck, Force Pile and
/// Used Pile are only counted; the prompt and the actions are given only to the side that acts.
pub(crate) fn board_for(state: &State, viewer: Viewer) -> BoardView {
    let acting = state.acting();
    let sees = |side: Side| match viewer {
        Viewer::Everyone => true,
        Viewer::Seat(seen) => seen == Some(seat(side)),
    };
    let actions = if sees(acting) && state.outcome.is_none() { legal_actions(state) } else { Vec::new() };
    let fact = |key, value| Fact { label: Message::new(key), value };
    let number = |n: usize| Message::new("number").with("n", n);
    let mut status = vec![
        fact("swccg-status-turn", number(state.turn as usize)),
        fact("swccg-status-active", state.active.say()),
        fact("swccg-status-phase", state.phase.say()),
        fact("swccg-status-life-force-dark", number(life_force(state, Side::Dark))),
        fact("swccg-status-life-force-light", number(life_force(state, Side::Light))),
    ];
    if let Some(b) = &state.battle {
        status.push(fact(
            "swccg-status-battle",
            Message::new("swccg-battle-at").card("location", state.def(b.location).title.to_string()),
        ));
    }
    BoardView {
        game: GAME,
        title: title(state),
        status,
        prompt: if sees(acting) {
            prompt(state)
        } else {
            state.outcome.is_none().then(|| Message::new("prompt-waiting").with("side", acting.say()))
        },
        seats: Side::BOTH.into_iter().map(|side| seat_view(state, side, sees(side))).collect(),
        shared: state.locations.iter().map(|&l| location_view(state, l)).collect(),
        actions: actions
            .iter()
            .enumerate()
            .map(|(index, action)| ActionView {
                index,
                source: action.source(),
                target: target(state, action),
                label: label(state, action),
                pays: Vec::new(),
                costs: action.force().is_some_and(|force| force > 0),
                question: question(action),
                way: None,
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

/// A location: a shared zone, the location card itself, and both sides' cards there on their
/// own (what is aboard is drawn on its host), the Dark Side's first.
fn location_view(state: &State, location: CardId) -> ZoneView {
    let cards = Side::BOTH
        .into_iter()
        .flat_map(|side| state.top_level_at(side, location))
        .map(|c| card_view(state, c))
        .collect();
    ZoneView {
        id: location_zone(location),
        name: Message::new("swccg-zone-location").card("location", state.def(location).title.to_string()),
        owner: None,
        shape: Shape::Location,
        card: Some(card_view(state, location)),
        cards,
        hidden: 0,
        open: false,
    }
}

/// One side's hand and piles; `sees_hand`: the viewer may see this side's hand.
fn seat_view(state: &State, side: Side, sees_hand: bool) -> SeatView {
    let player = state.player(side);
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
    SeatView {
        seat: seat(side),
        name: side.say(),
        acting: side == state.acting() && state.outcome.is_none(),
        zones: vec![
            zone(Zone::Hand, Shape::Hand, &player.hand, sees_hand, false),
            zone(Zone::Reserve, Shape::Pile, &player.reserve, false, false),
            zone(Zone::ForcePile, Shape::Pile, &player.force_pile, false, false),
            zone(Zone::UsedPile, Shape::Pile, &player.used_pile, false, false),
            zone(Zone::LostPile, Shape::Pile, &player.lost_pile, true, true),
            zone(Zone::Side, Shape::Pile, &on_side(state, side), true, true),
        ],
    }
}

/// The cards on `side`'s side of the table, at no location (either side's Effects).
fn on_side(state: &State, side: Side) -> Vec<CardId> {
    Side::BOTH
        .into_iter()
        .flat_map(|s| state.player(s).table.iter().copied())
        .filter(|&c| state.card(c).at == Some(At::Side(side)))
        .collect()
}

/// Where an action puts its card, or what it picks: a location (as its zone), a host card, a
/// target card, a pile.
pub(crate) fn target(state: &State, action: &Action) -> Option<Target> {
    let dest = |d: Dest| match d {
        Dest::At(l) => Target::Zone(location_zone(l)),
        Dest::Aboard { host, .. } | Dest::On(host) => Target::Card(host),
    };
    let side = state.acting();
    match *action {
        Action::Deploy { to, .. }
        | Action::DeployWith { to, .. }
        | Action::Move { to, .. }
        | Action::React { to, .. } => Some(dest(to)),
        Action::ForceDrain { location } | Action::Battle { location, .. } => {
            Some(Target::Zone(location_zone(location)))
        }
        Action::Replace { location, .. }
        | Action::Evacuate { to: location, .. }
        | Action::Raise { location: Some(location), .. } => Some(Target::Zone(location_zone(location))),
        Action::Raise { card, location: None } => Some(Target::Zone(location_zone(card))),
        Action::Bluff { site, .. } | Action::FlipBluff { site, .. } => Some(Target::Zone(location_zone(site))),
        Action::MoveSystem { system, .. } => Some(Target::Zone(location_zone(system))),
        Action::Carry { to, .. } => Some(Target::Zone(location_zone(to))),
        Action::Fire { target, .. }
        | Action::FireAtTwo { targets: [target, _], .. }
        | Action::Pick { card: target }
        | Action::SendAway { target, .. }
        | Action::SuckUp { target, .. } => Some(Target::Card(target)),
        Action::Interrupt { target, .. } | Action::InterruptAsLost { target, .. } => target.map(Target::Card),
        Action::Embark { host, .. }
        | Action::Transfer { to: host, .. }
        | Action::Steal { target: host, .. }
        | Action::TractorBeam { target: host, .. }
        | Action::Immunize { target: host, .. }
        | Action::RackWeapon { rack: host, .. } => Some(Target::Card(host)),
        Action::TakeFromRack { to, .. } => Some(Target::Card(to)),
        Action::Stack { on, .. } | Action::ExchangeStacked { on, .. } | Action::StackForce { on } => {
            Some(Target::Card(on))
        }
        Action::TakeStacked { .. } => Some(Target::Zone(Zone::Hand.id(side))),
        Action::UseOpponentsForce { .. } => Some(Target::Zone(Zone::ForcePile.id(side.opponent()))),
        Action::Disembark { card } => disembark_to(state, card).ok().map(|l| Target::Zone(location_zone(l))),
        Action::Forfeit { card } | Action::LoseCard { card } => Some(Target::Card(card)),
        Action::DeployOnSide { card, .. } => Some(Target::Zone(Zone::Side.id(side_it_goes(state.def(card), side)))),
        Action::Lose { from: Source::Hand(card) } => Some(Target::Card(card)),
        Action::Lose { from: Source::Reserve } => Some(Target::Zone(Zone::Reserve.id(side))),
        Action::Lose { from: Source::ForcePile } => Some(Target::Zone(Zone::ForcePile.id(side))),
        Action::Lose { from: Source::UsedPile } => Some(Target::Zone(Zone::UsedPile.id(side))),
        Action::LoseAll { from: Source::Hand(card) } => Some(Target::Card(card)),
        Action::LoseAll { from: Source::Reserve } => Some(Target::Zone(Zone::Reserve.id(side))),
        Action::LoseAll { from: Source::ForcePile } => Some(Target::Zone(Zone::ForcePile.id(side))),
        Action::LoseAll { from: Source::UsedPile } => Some(Target::Zone(Zone::UsedPile.id(side))),
        Action::Activate { .. } | Action::TakeIntoHand { .. } | Action::Peek { .. } => {
            Some(Target::Zone(Zone::Reserve.id(side)))
        }
        Action::Draw => Some(Target::Zone(Zone::ForcePile.id(side))),
        Action::DeployLocation { .. }
        | Action::Seat { .. }
        | Action::Redraw
        | Action::CancelDestiny
        | Action::Operate
        | Action::Declare { .. }
        | Action::RaisePower { .. }
        | Action::Pass => None,
    }
}

/// What a choice among this action and others like it decides, when it is not how to pay.
fn question(action: &Action) -> Option<Message> {
    let key = match *action {
        Action::Activate { .. } => "swccg-question-activate",
        Action::Deploy { to: Dest::Aboard { .. }, .. } | Action::Embark { .. } | Action::Seat { .. } => {
            "swccg-question-slot"
        }
        Action::DeployWith { .. }
        | Action::Deploy { .. }
        | Action::DeployOnSide { .. }
        | Action::TakeFromRack { .. } => "swccg-question-deploy",
        Action::Move { .. }
        | Action::MoveSystem { .. }
        | Action::Carry { .. }
        | Action::Disembark { .. }
        | Action::React { .. }
        | Action::Evacuate { .. }
        | Action::RackWeapon { .. }
        | Action::Stack { .. }
        | Action::StackForce { .. }
        | Action::ExchangeStacked { .. } => "swccg-question-move",
        Action::Lose { .. } | Action::LoseAll { .. } | Action::Forfeit { .. } | Action::LoseCard { .. } => {
            "swccg-question-lose"
        }
        Action::Battle { .. }
        | Action::ForceDrain { .. }
        | Action::Replace { .. }
        | Action::Raise { .. }
        | Action::Bluff { .. }
        | Action::FlipBluff { .. } => "swccg-question-location",
        Action::Fire { .. }
        | Action::FireAtTwo { .. }
        | Action::Interrupt { .. }
        | Action::InterruptAsLost { .. }
        | Action::SendAway { .. }
        | Action::Transfer { .. }
        | Action::Steal { .. }
        | Action::TractorBeam { .. }
        | Action::Immunize { .. }
        | Action::SuckUp { .. } => "swccg-question-target",
        Action::DeployLocation { .. }
        | Action::Draw
        | Action::Redraw
        | Action::CancelDestiny
        | Action::Operate
        | Action::TakeIntoHand { .. }
        | Action::TakeStacked { .. }
        | Action::UseOpponentsForce { .. }
        | Action::Peek { .. }
        | Action::Pick { .. }
        | Action::Declare { .. }
        | Action::RaisePower { .. }
        | Action::Pass => return None,
    };
    Some(Message::new(key))
}

/// How the game ended, if it has.
pub(crate) fn ending(state: &State) -> Option<Ending> {
    state.outcome.map(|o| match o {
        Outcome::ScenarioComplete => Ending::ScenarioComplete,
        Outcome::Won(side) => Ending::Won {
            winner: seat(side),
            how: Message::new("swccg-won-life-force").with("side", side.opponent().say()),
        },
    })
}

/// The scenario's title, or the two decks of a match.
pub(crate) fn title(state: &State) -> Message {
    match state.example {
        Some(example) => example.say(),
        None => Message::new("swccg-title-match")
            .with("dark", Message::new("swccg-deck-dark"))
            .with("light", Message::new("swccg-deck-light")),
    }
}

/// For previews: "Star Wars CCG match, turn 3, Deploy phase".
pub(crate) fn summary(state: &State) -> Message {
    Message::new("swccg-summary")
        .with("title", title(state))
        .number("turn", state.turn)
        .with("phase", state.phase.say())
}
