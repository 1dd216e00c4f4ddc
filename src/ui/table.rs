//! The one reducer: the game, its view model, the log, the undo history, and what the player is
//! being told or asked. Every game change goes through the engine's `Game`; the reducer holds no
//! rules and does no IO (storage, links and files are services the App calls).

use crate::engine::{BoardView, CardId, GameId, Message, Refusal, Seat, Seating, Target};
use crate::rules::Game;
use crate::save::Saved;
use std::rc::Rc;
use yew::Reducible;

/// How many earlier positions undo keeps.
const UNDO_DEPTH: usize = 200;

#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub game: Rc<Game>,
    pub view: Rc<BoardView>,
    pub log: Rc<Vec<Message>>,
    /// Earlier positions, oldest first.
    pub history: Rc<Vec<Game>>,
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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartScreen {
    /// A new player's first visit: there is no game of theirs behind it (nothing is autosaved).
    FirstOpen,
    /// Opened from "New game": the current game is still behind it.
    Asked,
}

/// The kinds of match the start screen offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchKind {
    Computer { human: Seat, level: crate::engine::Difficulty },
    HotSeat,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: Message,
    pub is_error: bool,
}

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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Link,
    File,
    Scenario,
}

pub enum Msg {
    /// Take the `index`-th legal action.
    Take(usize),
    /// Drop a card on a target: the engine applies the matching action or explains the refusal.
    Drop(CardId, Target),
    Undo,
    /// Asks first when a game is in progress.
    NewGame,
    ConfirmNewGame,
    /// Show a game from a link or a file, asking before it replaces this one.
    Offer(Box<Saved>, Source),
    AcceptIncoming,
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
    /// In a hot-seat game, the player at `seat` has taken the device.
    TakeDevice(Seat),
    /// The computer's choice for the position `at` (ignored if the game has moved on since).
    ComputerTake {
        index: usize,
        at: Rc<Game>,
    },
    Notify(Notice),
    CloseDialog,
    DismissNotice,
}

impl Table {
    pub fn new(game: Game) -> Table {
        Table::from_saved(Saved::fresh(game, Seating::Open))
    }

    pub fn from_saved(saved: Saved) -> Table {
        let view = Rc::new(view_of(&saved.game, saved.seating, None));
        Table {
            game: Rc::new(saved.game),
            view,
            log: Rc::new(saved.log),
            history: Rc::new(saved.history),
            refusal: None,
            notice: None,
            dialog: None,
            seating: saved.seating,
            shown: None,
            start: None,
        }
    }

    /// The table a new game opens on: the first scenario of the first game (the LCG's Example 1).
    pub fn opening() -> Table {
        let first = crate::rules::games().into_iter().find_map(|g| {
            let scenario = g.scenarios.first()?;
            crate::rules::scenario(g.id, scenario.key)
        });
        Table::new(first.unwrap_or_else(|| crate::rules::new_match(crate::rules::games()[0].id, 0).expect("a game")))
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
            history: (*self.history).clone(),
            seating: self.seating,
        }
    }

    pub fn in_progress(&self) -> bool {
        !self.history.is_empty()
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

    fn start_match(&self, game: GameId, kind: MatchKind, seed: u64) -> Table {
        let seating = match kind {
            MatchKind::Computer { human, level } => Seating::Computer { human, seed, level },
            MatchKind::HotSeat => Seating::HotSeat,
        };
        match crate::rules::new_match(game, seed) {
            Some(game) => Table::from_saved(Saved::fresh(game, seating)),
            None => self.clone(),
        }
    }

    fn after(&self, result: Result<(Game, Vec<Message>), Refusal>) -> Table {
        match result {
            Ok((game, lines)) => {
                let mut log = (*self.log).clone();
                log.extend(lines);
                let mut history = (*self.history).clone();
                history.push((*self.game).clone());
                if history.len() > UNDO_DEPTH {
                    history.remove(0);
                }
                Table { log: Rc::new(log), history: Rc::new(history), refusal: None, ..self.showing(game) }
            }
            Err(refusal) => Table { refusal: Some(refusal), ..self.clone() },
        }
    }

    /// Back one action; against the computer, back to the player's own last decision.
    fn undo(&self) -> Table {
        let mut history = (*self.history).clone();
        let Some(mut previous) = history.pop() else { return self.clone() };
        while self.seating.is_computer(previous.to_act()) {
            match history.pop() {
                Some(earlier) => previous = earlier,
                None => break,
            }
        }
        let mut log = (*self.log).clone();
        log.push(Message::new("log-undone"));
        Table { log: Rc::new(log), history: Rc::new(history), refusal: None, ..self.showing(previous) }
    }
}

impl Reducible for Table {
    type Action = Msg;

    // Yew 0.23 re-renders only when a new Rc is returned, which every arm does.
    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        Rc::new(match msg {
            // The view offers nothing to a seat that may not act; a stray message changes nothing.
            Msg::Take(_) | Msg::Drop(..) if !self.may_act() => (*self).clone(),
            Msg::Take(index) => self.after(self.game.apply_index(index)),
            Msg::Drop(card, target) => self.after(self.game.drop_card(card, target)),
            Msg::ComputerTake { index, at } if Rc::ptr_eq(&at, &self.game) && self.computer_to_act() => {
                self.after(self.game.apply_index(index))
            }
            Msg::ComputerTake { .. } => (*self).clone(),
            Msg::Undo => self.undo(),
            Msg::NewGame if self.in_progress() => Table { dialog: Some(Dialog::ConfirmNewGame), ..(*self).clone() },
            Msg::NewGame | Msg::ConfirmNewGame => {
                Table { start: Some(StartScreen::Asked), dialog: None, refusal: None, ..(*self).clone() }
            }
            Msg::StartMatch { game, kind, seed } => self.start_match(game, kind, seed),
            Msg::CloseStart if self.start == Some(StartScreen::Asked) => Table { start: None, ..(*self).clone() },
            Msg::CloseStart => (*self).clone(),
            Msg::TakeDevice(seat) if self.hand_over_to() == Some(seat) => {
                let game = (*self.game).clone();
                Table { shown: Some(seat), ..(*self).clone() }.showing(game)
            }
            Msg::TakeDevice(_) => (*self).clone(),
            Msg::Offer(saved, from) => {
                Table { dialog: Some(Dialog::Incoming { saved: Rc::new(*saved), from }), ..(*self).clone() }
            }
            Msg::AcceptIncoming => match &self.dialog {
                Some(Dialog::Incoming { saved, .. }) => Table::from_saved((**saved).clone()),
                _ => (*self).clone(),
            },
            Msg::ShowShareLink(url) => Table { dialog: Some(Dialog::ShareLink { url }), ..(*self).clone() },
            Msg::ShowScenarios => Table { dialog: Some(Dialog::Scenarios), ..(*self).clone() },
            Msg::OpenScenario { game, key } => match crate::rules::scenario(game, key) {
                Some(game) if self.in_progress() && self.start.is_none() => {
                    let saved = Saved::fresh(game, Seating::Open);
                    Table {
                        dialog: Some(Dialog::Incoming { saved: Rc::new(saved), from: Source::Scenario }),
                        ..(*self).clone()
                    }
                }
                Some(game) => Table::new(game),
                None => Table { dialog: None, ..(*self).clone() },
            },
            Msg::Notify(notice) => Table { notice: Some(notice), ..(*self).clone() },
            Msg::CloseDialog => Table { dialog: None, ..(*self).clone() },
            Msg::DismissNotice => Table { notice: None, ..(*self).clone() },
        })
    }
}

/// The view for whoever may look at the device now.
fn view_of(game: &Game, seating: Seating, shown: Option<Seat>) -> BoardView {
    game.view_as(seating.viewer(shown, game.to_act()))
}
