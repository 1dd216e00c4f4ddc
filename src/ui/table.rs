//! The one reducer: the game, its view model, the log, the undo history, and what the player is
//! being told or asked. Every game change goes through the engine's `Game`; the reducer holds no
//! rules and does no IO (storage, links and files are services the App calls).

use super::opening::Opening;
use crate::engine::view::Stage;
use crate::engine::{BoardView, CardId, GameId, Message, Refusal, Seat, Seating, Target};
use crate::rules::{Deck, Game};
use crate::save::{Saved, Start, Timeline};
use std::rc::Rc;
use yew::Reducible;

#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub game: Rc<Game>,
    pub view: Rc<BoardView>,
    pub log: Rc<Vec<Message>>,
    /// The match from its start: what undo replays.
    pub timeline: Rc<Timeline>,
    /// The engine's reason for the last refused drop or action, shown until the next success.
    pub refusal: Option<Refusal>,
    /// A message about the app itself (a save that could not be read, a link that was broken).
    pub notice: Option<Notice>,
    /// A question waiting for the player's answer.
    pub dialog: Option<Dialog>,
    /// Who plays which seat.
    pub seating: Seating,
    /// In a hot-seat game, the seat that has the device (whose hand is shown).
    pub shown: Option<Seat>,
    /// The start screen, when it is up.
    pub start: Option<StartScreen>,
    /// The player has put the end screen away to look back at the final table.
    pub end_dismissed: bool,
    /// Why the autosave in storage could not be read: while this is set, it is not overwritten
    /// (the page offers to download it, or to let it go).
    pub unreadable: Option<Message>,
    /// What the player turned to that another game's table opens: the App hands the page over to
    /// that table (each game's table holds only its own engine).
    pub leaving: Option<Opening>,
}

/// Who took an action: the log marks the computer's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    Player,
    Computer,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartScreen {
    /// A new player's first visit: there is no game of theirs behind it (nothing is autosaved).
    FirstOpen,
    /// Opened from "New game": the current game is still behind it.
    Asked,
}

/// The kinds of match the start screen offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum MatchKind {
    Computer { human: Seat, level: crate::engine::Difficulty },
    HotSeat,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: Message,
    pub is_error: bool,
    /// The notice offers to export the game (it could not be saved).
    pub export: bool,
    /// What its export downloads, when that is not the game on the table: the save of a game
    /// whose last moves storage could not keep.
    pub kept: Option<Rc<String>>,
}

impl Notice {
    pub fn error(text: Message) -> Notice {
        Notice { text, is_error: true, export: false, kept: None }
    }
}

/// The message of the notice a failed autosave shows.
pub const NOTICE_SAVE_FAILED: &str = "notice-save-failed";

#[derive(Clone, Debug, PartialEq)]
pub enum Dialog {
    /// "Start a new game?" while one is in progress.
    ConfirmNewGame,
    /// A game from a link or a file, shown before it replaces the current one.
    Incoming { saved: Rc<Saved>, from: Source },
    /// The link to the current position.
    ShareLink { url: String },
    /// The rulebook examples to play.
    Scenarios,
    /// A game of another game's table (from a link, a file or the scenarios), shown by its game's
    /// name before it replaces this one: this table cannot read it.
    Elsewhere { game: GameId, opening: Rc<Opening>, from: Source },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Source {
    Link,
    File,
    Scenario,
}

pub enum Msg {
    /// Take the `index`-th legal action.
    Take(usize),
    /// A card dropped where the board lit nothing: the engine says why not (or, should the drop be
    /// legal after all, takes it).
    WhyNot(CardId, Target),
    Undo,
    /// Asks first when a game is in progress.
    NewGame,
    ConfirmNewGame,
    /// Show a game from a link or a file, asking before it replaces this one.
    Offer(Box<Saved>, Source),
    /// A link or a file (its text) of `game`, which another game's table opens: shown before it
    /// replaces this one (at once on a first visit).
    OfferElsewhere {
        game: GameId,
        text: String,
        from: Source,
    },
    AcceptIncoming,
    /// Another game's table could not be loaded: this one stays.
    LeaveFailed,
    ShowShareLink(String),
    ShowScenarios,
    /// Open the scenario of `game` named `key`, asking first when a game is in progress (unless
    /// the start screen is up: choosing there is the answer).
    OpenScenario {
        game: GameId,
        key: &'static str,
    },
    /// Deal a new match of `game` from the start screen; `seed` comes from outside the reducer.
    StartMatch {
        game: GameId,
        kind: MatchKind,
        seed: u64,
    },
    /// Put the start screen away and go back to the table behind it.
    CloseStart,
    /// Open the deck builder of `game`.
    OpenDecks(GameId, Option<String>),
    /// Put the deck builder away: its page hands the page back to the table, which resumes.
    CloseDecks,
    /// Deal a match between two decks of one game (seat 0's first), from the deck builder;
    /// `seed` comes from outside the reducer. Refused with the decks' problems if one is illegal.
    StartDecks {
        decks: Box<[Deck; 2]>,
        kind: MatchKind,
        seed: u64,
    },
    /// In a hot-seat game, the player at `seat` has taken the device.
    TakeDevice(Seat),
    /// The computer's choice for the position `at` (ignored if the game has moved on since).
    ComputerTake {
        index: usize,
        at: Rc<Game>,
    },
    Notify(Notice),
    /// The autosave could not be written (`false`) or was written (`true`, which clears the
    /// notice of a failed one).
    Autosaved(bool),
    /// The player downloaded the save that could not be read, or let it go: autosave resumes.
    ReleaseAutosave,
    CloseDialog,
    DismissNotice,
    /// The same match again: the same game, seats and sides, a new shuffle (`seed`); a
    /// scenario from its start.
    Rematch {
        seed: u64,
    },
    /// Put the end screen away to look at the final table.
    LookBack,
    /// Bring the end screen back.
    ShowEnd,
}

impl Table {
    /// An open table at a scenario's first position.
    pub fn scenario(game: Game, key: &str) -> Table {
        Table::from_saved(Saved::started(game, Start::Scenario { key: key.to_string() }, Seating::Open))
    }

    pub fn from_saved(saved: Saved) -> Table {
        let view = Rc::new(view_of(&saved.game, saved.seating, None));
        let rounds = view.stage.as_ref().is_some_and(|s| s.rounds);
        Table {
            game: Rc::new(saved.game),
            view,
            log: Rc::new(in_rounds(saved.log, rounds)),
            timeline: Rc::new(saved.timeline),
            refusal: None,
            notice: None,
            dialog: None,
            seating: saved.seating,
            shown: None,
            start: None,
            end_dismissed: false,
            unreadable: None,
            leaving: None,
        }
    }

    /// The table a new game opens on: the first scenario of the first game (the LCG's Example 1).
    pub fn opening() -> Table {
        let first = crate::rules::games().into_iter().find_map(|g| {
            let scenario = g.scenarios.first()?;
            crate::rules::scenario(g.id, scenario.key).map(|game| Table::scenario(game, scenario.key))
        });
        first.unwrap_or_else(|| {
            let game = crate::rules::games()[0].id;
            let start = Start::Match { seed: 0 };
            Table::from_saved(Saved::started(start.deal(game).expect("a game"), start, Seating::Open))
        })
    }

    /// A new player's first view: the start screen (over the opening table, which is not saved).
    pub fn first_open() -> Table {
        Table { start: Some(StartScreen::FirstOpen), ..Table::opening() }
    }

    /// What the autosave and the exported file hold.
    pub fn saved(&self) -> Saved {
        Saved {
            game: (*self.game).clone(),
            log: (*self.log).clone(),
            timeline: (*self.timeline).clone(),
            seating: self.seating,
        }
    }

    pub fn in_progress(&self) -> bool {
        !self.timeline.is_empty()
    }

    /// Undo is offered while there is a move of the player's to take back and the game has not
    /// ended.
    pub fn can_undo(&self) -> bool {
        let seating = self.seating;
        self.view.ending.is_none() && self.timeline.last_move_by(|seat| !seating.is_computer(seat)).is_some()
    }

    /// The same match can be played again: a new deal, or a scenario from the first position the
    /// timeline keeps (its own, or an earlier one than this: not a table opened at its end).
    pub fn can_rematch(&self) -> bool {
        self.view.reference.is_none() || matches!(self.timeline.start, Start::Scenario { .. }) || self.in_progress()
    }

    /// The end screen is up: the game has ended and the player has not put the screen away.
    pub fn end_screen(&self) -> bool {
        self.view.ending.is_some() && !self.end_dismissed && self.start.is_none()
    }

    /// The seat drawn at the bottom of the table: the player's own against the computer; in a
    /// hot-seat game the seat holding the device (or about to take it); in an open game the
    /// seat to act; else the first seat.
    pub fn bottom_seat(&self) -> Seat {
        match self.seating {
            Seating::Computer { human, .. } => human,
            Seating::HotSeat => self.shown.or(self.hand_over_to()).unwrap_or(Seat(0)),
            Seating::Open => self.game.to_act().unwrap_or(Seat(0)),
        }
    }

    /// In a hot-seat game, the seat the device must be handed to before play goes on.
    pub fn hand_over_to(&self) -> Option<Seat> {
        self.seating.hand_over_to(self.shown, self.game.to_act())
    }

    /// True while the computer must act (and nothing on screen holds the game up).
    pub fn computer_to_act(&self) -> bool {
        self.seating.is_computer(self.game.to_act()) && self.start.is_none() && self.dialog.is_none()
    }

    /// The table with `game` as its position and the view redrawn for whoever may look.
    fn showing(&self, game: Game) -> Table {
        let view = Rc::new(view_of(&game, self.seating, self.shown));
        Table { game: Rc::new(game), view, ..self.clone() }
    }

    fn may_act(&self) -> bool {
        self.seating.may_act(self.shown, self.game.to_act())
    }

    /// The table that hands the page over to another game's table, opening `opening` there.
    fn leave(&self, opening: Opening) -> Table {
        Table { leaving: Some(opening), dialog: None, ..self.clone() }
    }

    fn start_match(&self, game: GameId, kind: MatchKind, seed: u64) -> Table {
        if !super::games::here(game) {
            return self.leave(Opening::Match { game: game.0.to_string(), kind, seed });
        }
        let seating = match kind {
            MatchKind::Computer { human, level } => Seating::Computer { human, seed, level },
            MatchKind::HotSeat => Seating::HotSeat,
        };
        let start = Start::Match { seed };
        match start.deal(game) {
            Some(game) => Table::from_saved(Saved::started(game, start, seating)),
            None => self.clone(),
        }
    }

    /// A match between two decks; against a problem, the table stays as it was and says why.
    fn start_decks(&self, decks: &[Deck; 2], kind: MatchKind, seed: u64) -> Table {
        let seating = match kind {
            MatchKind::Computer { human, level } => Seating::Computer { human, seed, level },
            MatchKind::HotSeat => Seating::HotSeat,
        };
        match crate::rules::decks::match_with([&decks[0], &decks[1]], seed) {
            Ok(game) => Table::from_saved(Saved::started(game, Start::decks([&decks[0], &decks[1]], seed), seating)),
            Err(problems) => {
                let reasons = problems.into_iter().map(|(_, p)| crate::engine::Arg::from(p.reason)).collect();
                let text = Message::new("notice-deck-problems").with("reasons", crate::engine::Arg::List(reasons));
                Table { notice: Some(Notice::error(text)), ..self.clone() }
            }
        }
    }

    /// The table after the `index`-th legal action (or the refusal of the move that had none).
    fn after(&self, index: Result<usize, Refusal>, by: Mover) -> Table {
        match index.and_then(|i| self.game.apply_index(i).map(|applied| (i, applied))) {
            Ok((index, (game, lines))) => {
                let mut log = (*self.log).clone();
                // A new log opens with the turn it starts in.
                if !log.iter().any(is_heading) {
                    log.extend(headings(None, self.view.stage.as_ref(), &self.view));
                }
                if let Some(seat) = self.game.to_act() {
                    log.push(move_marker(seat, &self.view, by));
                }
                log.extend(lines);
                let mut timeline = (*self.timeline).clone();
                timeline.push(index, self.game.to_act(), &game);
                let next = self.showing(game);
                log.extend(headings(self.view.stage.as_ref(), next.view.stage.as_ref(), &next.view));
                Table { log: Rc::new(log), timeline: Rc::new(timeline), refusal: None, ..next }
            }
            Err(refusal) => Table { refusal: Some(refusal), ..self.clone() },
        }
    }

    /// The same match again (see [`Msg::Rematch`]); unchanged when there is none to replay.
    fn rematch(&self, seed: u64) -> Table {
        let (start, first) = if self.view.reference.is_some() {
            // A rulebook scenario: its first position, which the timeline keeps.
            (self.timeline.start.clone(), Some(self.timeline.first().clone()))
        } else {
            // A new match, or two decks dealt again: a new shuffle.
            let start = self.timeline.start.reseeded(seed);
            let first = start.deal(self.view.game);
            (start, first)
        };
        let seating = match self.seating {
            Seating::Computer { human, level, .. } => Seating::Computer { human, seed, level },
            other => other,
        };
        match first {
            Some(game) if self.can_rematch() => Table::from_saved(Saved::started(game, start, seating)),
            _ => self.clone(),
        }
    }

    /// Back one action; against the computer, back to the player's own last decision. The
    /// position is replayed from the timeline's nearest snapshot.
    fn undo(&self) -> Table {
        let seating = self.seating;
        let Some(k) = self.timeline.last_move_by(|seat| !seating.is_computer(seat)) else { return self.clone() };
        let Some(previous) = self.timeline.position(k) else { return self.clone() };
        let mut timeline = (*self.timeline).clone();
        timeline.truncate(k);
        let log = Rc::new(log_at(&self.log, self.timeline.len(), k));
        Table { log, timeline: Rc::new(timeline), refusal: None, ..self.showing(previous) }
    }
}

impl Reducible for Table {
    type Action = Msg;

    // Yew 0.23 re-renders only when a new Rc is returned, which every arm does.
    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        // A save that could not be read is held through every new table until the player says.
        let unreadable = if matches!(msg, Msg::ReleaseAutosave) { None } else { self.unreadable.clone() };
        let next = match msg {
            // The view offers nothing to a seat that may not act; a stray message changes nothing.
            Msg::Take(_) | Msg::WhyNot(..) if !self.may_act() => (*self).clone(),
            Msg::Take(index) => self.after(Ok(index), Mover::Player),
            Msg::WhyNot(card, target) => self.after(self.game.drop_index(card, target), Mover::Player),
            Msg::ComputerTake { index, at } if Rc::ptr_eq(&at, &self.game) && self.computer_to_act() => {
                self.after(Ok(index), Mover::Computer)
            }
            Msg::ComputerTake { .. } => (*self).clone(),
            Msg::Undo if self.can_undo() => self.undo(),
            Msg::Undo => (*self).clone(),
            Msg::Rematch { seed } => self.rematch(seed),
            Msg::LookBack => Table { end_dismissed: true, ..(*self).clone() },
            Msg::ShowEnd => Table { end_dismissed: false, ..(*self).clone() },
            // A finished match is no game in progress: nothing to confirm.
            Msg::NewGame if self.in_progress() && self.view.ending.is_none() => {
                Table { dialog: Some(Dialog::ConfirmNewGame), ..(*self).clone() }
            }
            Msg::NewGame | Msg::ConfirmNewGame => {
                Table { start: Some(StartScreen::Asked), dialog: None, refusal: None, ..(*self).clone() }
            }
            Msg::StartMatch { game, kind, seed } => self.start_match(game, kind, seed),
            Msg::CloseStart if self.start == Some(StartScreen::Asked) => Table { start: None, ..(*self).clone() },
            Msg::CloseStart => (*self).clone(),
            // The deck builder is its game's own wasm: it takes the page.
            Msg::OpenDecks(game, deck) => self.leave(Opening::Decks { game: game.0.to_string(), deck }),
            // The builder's page handles this itself (it resumes the table).
            Msg::CloseDecks => (*self).clone(),
            Msg::StartDecks { decks, kind, seed } => self.start_decks(&decks, kind, seed),
            Msg::TakeDevice(seat) if self.hand_over_to() == Some(seat) => {
                let game = (*self.game).clone();
                Table { shown: Some(seat), ..(*self).clone() }.showing(game)
            }
            Msg::TakeDevice(_) => (*self).clone(),
            // A first visit has no game to replace: the incoming one opens at once.
            Msg::Offer(saved, _) if self.start == Some(StartScreen::FirstOpen) => {
                Table { notice: self.notice.clone(), ..Table::from_saved(*saved) }
            }
            Msg::Offer(saved, from) => {
                Table { dialog: Some(Dialog::Incoming { saved: Rc::new(*saved), from }), ..(*self).clone() }
            }
            Msg::AcceptIncoming => match &self.dialog {
                Some(Dialog::Incoming { saved, .. }) => Table::from_saved((**saved).clone()),
                Some(Dialog::Elsewhere { opening, .. }) => self.leave((**opening).clone()),
                _ => (*self).clone(),
            },
            Msg::ShowShareLink(url) => Table { dialog: Some(Dialog::ShareLink { url }), ..(*self).clone() },
            Msg::ShowScenarios => Table { dialog: Some(Dialog::Scenarios), ..(*self).clone() },
            Msg::OpenScenario { game, key } if !super::games::here(game) => {
                let opening = Opening::Scenario { game: game.0.to_string(), key: key.to_string() };
                if self.in_progress() && self.start.is_none() {
                    let dialog = Dialog::Elsewhere { game, opening: Rc::new(opening), from: Source::Scenario };
                    Table { dialog: Some(dialog), ..(*self).clone() }
                } else {
                    self.leave(opening)
                }
            }
            Msg::OfferElsewhere { text, from, .. } if self.start == Some(StartScreen::FirstOpen) => {
                self.leave(Opening::Incoming { text, from })
            }
            Msg::OfferElsewhere { game, text, from } => {
                let dialog = Dialog::Elsewhere { game, opening: Rc::new(Opening::Incoming { text, from }), from };
                Table { dialog: Some(dialog), ..(*self).clone() }
            }
            Msg::LeaveFailed => Table {
                leaving: None,
                notice: Some(Notice::error(Message::new("lobby-load-failed"))),
                ..(*self).clone()
            },
            Msg::OpenScenario { game, key } => match crate::rules::scenario(game, key) {
                Some(game) if self.in_progress() && self.start.is_none() => {
                    let saved = Saved::started(game, Start::Scenario { key: key.to_string() }, Seating::Open);
                    Table {
                        dialog: Some(Dialog::Incoming { saved: Rc::new(saved), from: Source::Scenario }),
                        ..(*self).clone()
                    }
                }
                Some(game) => Table::scenario(game, key),
                None => Table { dialog: None, ..(*self).clone() },
            },
            Msg::Notify(notice) => Table { notice: Some(notice), ..(*self).clone() },
            Msg::Autosaved(false) => Table {
                notice: Some(Notice { export: true, ..Notice::error(Message::new("notice-save-failed")) }),
                ..(*self).clone()
            },
            Msg::Autosaved(true) if self.notice.as_ref().is_some_and(|n| n.text.key == NOTICE_SAVE_FAILED) => {
                Table { notice: None, ..(*self).clone() }
            }
            Msg::Autosaved(true) => (*self).clone(),
            Msg::ReleaseAutosave => Table { unreadable: None, ..(*self).clone() },
            Msg::CloseDialog => Table { dialog: None, ..(*self).clone() },
            Msg::DismissNotice => Table { notice: None, ..(*self).clone() },
        };
        Rc::new(Table { unreadable, ..next })
    }
}

/// The log's structure, kept in its messages so a save's log stays a list of messages: a
/// heading where a turn or a phase begins, and a marker before each move saying whose it was.
pub const LOG_TURN: &str = "log-turn";
pub const LOG_ROUND: &str = "log-round";
pub const LOG_PHASE: &str = "log-phase";
pub const LOG_MOVE: &str = "log-move";
pub const LOG_MOVE_COMPUTER: &str = "log-move-computer";

/// A log kept before its game counted rounds (an earlier build's save): each turn's heading
/// said as the round it is, once a round (a turn heading was written each time the seat to act
/// changed), and a phase's heading once while it lasts.
fn in_rounds(log: Vec<Message>, rounds: bool) -> Vec<Message> {
    if !rounds {
        return log;
    }
    let mut out: Vec<Message> = Vec::with_capacity(log.len());
    let (mut round, mut phase): (Option<Message>, Option<Message>) = (None, None);
    let mut repeated = false;
    for line in log {
        match line.args.iter().find(|(name, _)| name == "n") {
            Some((_, n)) if line.key == LOG_TURN => {
                let heading = Message { key: "log-round".into(), args: vec![("n".into(), n.clone())] };
                repeated = round.as_ref() == Some(&heading);
                if !repeated {
                    round = Some(heading.clone());
                    phase = None;
                    out.push(heading);
                }
            }
            _ if line.key == LOG_PHASE => {
                if !(repeated && phase.as_ref() == Some(&line)) {
                    phase = Some(line.clone());
                    out.push(line);
                }
                repeated = false;
            }
            _ => {
                repeated = false;
                out.push(line);
            }
        }
    }
    out
}

/// The log of the position after the first `k` of `moves` moves: every move wrote one marker
/// before its lines, so the log is cut before the marker of move `k` (the headings of the stage
/// the position is at, written after move `k - 1`, stay; those the first move opened the log
/// with go back with it). A log that does not hold one marker
/// a move (an older save's) is kept whole, with a line saying a move was undone.
fn log_at(log: &[Message], moves: usize, k: usize) -> Vec<Message> {
    let markers: Vec<usize> = log
        .iter()
        .enumerate()
        .filter(|(_, l)| l.key == LOG_MOVE || l.key == LOG_MOVE_COMPUTER)
        .map(|(i, _)| i)
        .collect();
    match markers.get(k) {
        // The first move opened the log with the stage's headings: back before it, they go too.
        Some(&cut) if markers.len() == moves && k == 0 => {
            let mut log = log[..cut].to_vec();
            while log.last().is_some_and(is_heading) {
                log.pop();
            }
            log
        }
        Some(&cut) if markers.len() == moves => log[..cut].to_vec(),
        _ => {
            let mut log = log.to_vec();
            log.push(Message::new("log-undone"));
            log
        }
    }
}

fn is_heading(line: &Message) -> bool {
    line.key == LOG_TURN || line.key == LOG_ROUND || line.key == LOG_PHASE
}

/// A seat's name as the view gives it.
fn seat_name(view: &BoardView, seat: Seat) -> Message {
    view.seats
        .iter()
        .find(|s| s.seat == seat)
        .map_or_else(|| Message::new("seat-number").number("n", seat.0 + 1), |s| s.name.clone())
}

fn turn_heading(stage: &Stage, view: &BoardView) -> Message {
    if stage.rounds {
        return Message::new("log-round").number("n", stage.turn);
    }
    let heading = match stage.active {
        Some(seat) => Message::new("log-turn").with("seat", seat_name(view, seat)),
        None => Message::new("log-turn").with("seat", Message::new("log-turn-everyone")),
    };
    heading.number("n", stage.turn)
}

fn phase_heading(phase: &Message) -> Message {
    Message::new("log-phase").with("phase", phase.clone())
}

/// The headings to write when the game moves from stage `before` to `after`.
fn headings(before: Option<&Stage>, after: Option<&Stage>, view: &BoardView) -> Vec<Message> {
    let Some(after) = after else { return Vec::new() };
    let turn_changed = before.is_none_or(|b| b.turn != after.turn || b.active != after.active);
    let phase_changed = before.is_none_or(|b| b.phase != after.phase);
    let mut out = Vec::new();
    if turn_changed {
        out.push(turn_heading(after, view));
    }
    if let Some(phase) = after.phase.as_ref().filter(|_| turn_changed || phase_changed) {
        out.push(phase_heading(phase));
    }
    out
}

fn move_marker(seat: Seat, view: &BoardView, by: Mover) -> Message {
    let key = match by {
        Mover::Player => "log-move",
        Mover::Computer => "log-move-computer",
    };
    Message::new(key).with("seat", seat_name(view, seat))
}

/// The view for whoever may look at the device now.
fn view_of(game: &Game, seating: Seating, shown: Option<Seat>) -> BoardView {
    game.view_as(seating.viewer(shown, game.to_act()))
}
