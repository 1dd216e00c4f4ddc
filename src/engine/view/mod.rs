//! The board view model: plain data that every ruleset produces from its state and the UI draws.
//! It holds no rules and no words: it says which zones are on the table, who owns them, which
//! cards they hold (with named counters, badges and attachments by role), and which actions are
//! offered. Everything a player reads is a [`Message`]; card titles and printed text are data.

mod card;
mod zone;

pub use card::{AttachedView, CardView, Counter, Look, Place, Stat, TextLine};
pub use zone::{SeatZone, Shape, ZoneId, ZoneView};

use super::{CardId, GameId, Message, Rule};
use serde::{Deserialize, Serialize};

/// A player's seat at the table, counted from the first player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Seat(pub u8);

/// Where a card can be dropped, or what an action picks: a card, or a zone of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Target {
    Card(CardId),
    Zone(ZoneId),
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardView {
    pub game: GameId,
    /// The match or the scenario ("Example 1 — Pilot (X)").
    pub title: Message,
    /// Short facts about the turn: phase, active player, the dial, the Balance.
    pub status: Vec<Fact>,
    /// What the acting player is deciding now, in the engine's words. `None` for a viewer who
    /// may not act.
    pub prompt: Option<Message>,
    pub seats: Vec<SeatView>,
    /// Zones that belong to no one seat, in table order: the CCG's locations, SWU's arenas.
    pub shared: Vec<ZoneView>,
    pub actions: Vec<ActionView>,
    /// Set when the game (or the scenario) is over.
    pub ending: Option<Ending>,
    /// The rule text a scenario illustrates, shown beside the table.
    pub reference: Option<Reference>,
    /// Where the game is in its turns (the turn, whose it is, the phase): the log's headings
    /// and the length of a match on its end screen. `None` for a game that does not count
    /// turns.
    pub stage: Option<Stage>,
}

/// Where a game is in its turn sequence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Stage {
    /// The turn (or round) number, counted from 1.
    pub turn: u32,
    /// The seat whose turn it is, when turns belong to a seat.
    pub active: Option<Seat>,
    /// The phase of the turn, in the game's words, when the game has phases.
    pub phase: Option<Message>,
    /// The game counts rounds that belong to no one seat (both act in each), not turns: the
    /// log's headings and the end screen say rounds.
    pub rounds: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reference {
    pub rule: Rule,
    /// The rulebook's words, as printed.
    pub text: &'static str,
}

/// A labelled value: "Phase: Deployment", "Dial: 4".
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Fact {
    pub label: Message,
    pub value: Message,
}

/// One seat: its name, whether it acts now, and the zones it owns (hand, play area, piles...).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub name: Message,
    pub acting: bool,
    pub zones: Vec<ZoneView>,
}

/// One legal action, as the UI sees it: which card it moves, where to, and its words.
/// `index` is its position in the ruleset's `legal_actions` list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ActionView {
    pub index: usize,
    pub source: Option<CardId>,
    pub target: Option<Target>,
    pub label: Message,
    /// The cards the action spends to pay its cost (focused, exhausted, used...), empty when
    /// it costs nothing or its cost is not paid in cards. Several actions with the same source
    /// and target that differ here are the ways to pay for one play: the UI offers the choice.
    pub pays: Vec<CardId>,
    /// The action has a cost of any kind (cards in `pays`, or Force the Star Wars CCG takes from
    /// the top of a pile): the UI never takes it on a single click.
    pub costs: bool,
    /// What a choice among this action and others like it decides, in the game's words ("Choose
    /// how much Force to activate", "Pilot or passenger?"), when it is not how to pay.
    pub question: Option<Message>,
    /// The play this action makes and how it pays for it, apart, when a play can be paid more
    /// than one way: a choice among its ways lists each play once with its payments under it.
    pub way: Option<Way>,
}

/// One way to pay for a play: the play in words without its payment ("Play X as a unit (cost
/// 3)"), and the payment alone ("focus A, B").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Way {
    pub play: Message,
    pub payment: Message,
}

impl ActionView {
    /// An action that costs nothing (`pays` empty).
    pub fn new(index: usize, source: Option<CardId>, target: Option<Target>, label: Message) -> ActionView {
        ActionView::paid(index, source, target, label, Vec::new())
    }

    /// An action paid with the cards `pays` (it costs something when they are any).
    pub fn paid(
        index: usize,
        source: Option<CardId>,
        target: Option<Target>,
        label: Message,
        pays: Vec<CardId>,
    ) -> ActionView {
        let costs = !pays.is_empty();
        ActionView { index, source, target, label, pays, costs, question: None, way: None }
    }

    /// The same action, with its play and its payment apart.
    pub fn paying(self, way: Option<Way>) -> ActionView {
        ActionView { way, ..self }
    }

    /// The same action, with what a choice among it and others like it decides.
    pub fn asking(self, question: Option<Message>) -> ActionView {
        ActionView { question, ..self }
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// `winner` won, `how` says by what (three objectives, the dial, a deck-out...).
    Won { winner: Seat, how: Message },
    /// Nobody won (both bases fell at once...).
    Draw { how: Message },
    /// A scenario position was played to its end.
    ScenarioComplete,
}

/// Why an action or a drop was refused, with the rule it rests on (none when the refusal is not
/// about the game's rules: an action that is no longer listed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Refusal {
    pub reason: Message,
    pub rule: Option<Rule>,
}

impl BoardView {
    /// Every zone on the table: each seat's, then the shared ones.
    pub fn zones(&self) -> impl Iterator<Item = &ZoneView> {
        self.seats.iter().flat_map(|s| s.zones.iter()).chain(&self.shared)
    }

    /// The card with this id wherever it is drawn (in a zone, as a zone's own card, or attached).
    pub fn card(&self, id: CardId) -> Option<&CardView> {
        self.zones().find_map(|z| z.card.iter().chain(&z.cards).find_map(|c| c.find(id)))
    }
}

/// The positions, among listed actions' handles (the card each picks up, where it lands), of the
/// actions that drop `source` on `target` (`None`: a click on the target with nothing held):
/// how a drop or a click is matched to the legal actions, by the engine and by the UI alike.
pub fn dropping(
    handles: impl IntoIterator<Item = (Option<CardId>, Option<Target>)>,
    source: Option<CardId>,
    target: Target,
) -> Vec<usize> {
    handles.into_iter().enumerate().filter(|(_, handle)| *handle == (source, Some(target))).map(|(i, _)| i).collect()
}
