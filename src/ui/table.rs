//! The one reducer: the game, its view model, the log, the undo history, and what the player is
//! being told or asked. Every game change goes through the engine's `Game`; the reducer holds no
//! rules and does no IO (storage, links and files are services the App calls).

use crate::engine::{BoardView, CardId, Refusal, Target};
use crate::rules::lcg::scenario::example_1;
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
    pub log: Rc<Vec<String>>,
    /// Earlier positions, oldest first.
    pub history: Rc<Vec<Game>>,
    /// The engine's reason for the last refused drop or action, shown until the next success.
    pub refusal: Option<Refusal>,
    /// A message about the app itself (a save that could not be read, a link that was broken).
    pub notice: Option<Notice>,
    /// A question waiting for the player's answer.
    pub dialog: Option<Dialog>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
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
    /// Open the scenario named by its key, asking first when a game is in progress.
    OpenScenario(&'static str),
    Notify(Notice),
    CloseDialog,
    DismissNotice,
}

impl Table {
    pub fn new(game: Game) -> Table {
        Table::from_saved(Saved { game, log: Vec::new(), history: Vec::new() })
    }

    pub fn from_saved(saved: Saved) -> Table {
        let view = Rc::new(saved.game.view());
        Table {
            game: Rc::new(saved.game),
            view,
            log: Rc::new(saved.log),
            history: Rc::new(saved.history),
            refusal: None,
            notice: None,
            dialog: None,
        }
    }

    /// The table a new game opens on: LCG Example 1.
    pub fn opening() -> Table {
        Table::new(Game::Lcg(example_1()))
    }

    /// What the autosave and the exported file hold.
    pub fn saved(&self) -> Saved {
        Saved { game: (*self.game).clone(), log: (*self.log).clone(), history: (*self.history).clone() }
    }

    pub fn in_progress(&self) -> bool {
        !self.history.is_empty()
    }

    fn after(&self, result: Result<(Game, Vec<String>), Refusal>) -> Table {
        match result {
            Ok((game, lines)) => {
                let mut log = (*self.log).clone();
                log.extend(lines);
                let mut history = (*self.history).clone();
                history.push((*self.game).clone());
                if history.len() > UNDO_DEPTH {
                    history.remove(0);
                }
                let view = Rc::new(game.view());
                Table { game: Rc::new(game), view, log: Rc::new(log), history: Rc::new(history), refusal: None, ..self.clone() }
            }
            Err(refusal) => Table { refusal: Some(refusal), ..self.clone() },
        }
    }

    fn undo(&self) -> Table {
        let mut history = (*self.history).clone();
        let Some(previous) = history.pop() else { return self.clone() };
        let mut log = (*self.log).clone();
        log.push("Undone: back one action.".to_string());
        Table {
            view: Rc::new(previous.view()),
            game: Rc::new(previous),
            log: Rc::new(log),
            history: Rc::new(history),
            refusal: None,
            ..self.clone()
        }
    }
}

impl Reducible for Table {
    type Action = Msg;

    // Yew 0.23 re-renders only when a new Rc is returned, which every arm does.
    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        Rc::new(match msg {
            Msg::Take(index) => self.after(self.game.apply_index(index)),
            Msg::Drop(card, target) => self.after(self.game.drop_card(card, target)),
            Msg::Undo => self.undo(),
            Msg::NewGame if self.in_progress() => Table { dialog: Some(Dialog::ConfirmNewGame), ..(*self).clone() },
            Msg::NewGame | Msg::ConfirmNewGame => Table::opening(),
            Msg::Offer(saved, from) => Table { dialog: Some(Dialog::Incoming { saved: Rc::new(*saved), from }), ..(*self).clone() },
            Msg::AcceptIncoming => match &self.dialog {
                Some(Dialog::Incoming { saved, .. }) => Table::from_saved((**saved).clone()),
                _ => (*self).clone(),
            },
            Msg::ShowShareLink(url) => Table { dialog: Some(Dialog::ShareLink { url }), ..(*self).clone() },
            Msg::ShowScenarios => Table { dialog: Some(Dialog::Scenarios), ..(*self).clone() },
            Msg::OpenScenario(key) => match crate::rules::scenario(key) {
                Some(game) if self.in_progress() => {
                    let saved = Saved { game, log: Vec::new(), history: Vec::new() };
                    Table { dialog: Some(Dialog::Incoming { saved: Rc::new(saved), from: Source::Scenario }), ..(*self).clone() }
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
