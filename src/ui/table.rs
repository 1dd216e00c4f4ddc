//! The one reducer: the game, its view model, the log and the last refusal. Every change goes
//! through the engine's `Game`; the reducer holds no rules of its own and does no IO.

use crate::engine::{BoardView, CardId, Refusal, Target};
use crate::rules::lcg::scenario::example_1;
use crate::rules::Game;
use std::rc::Rc;
use yew::Reducible;

#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub game: Rc<Game>,
    pub view: Rc<BoardView>,
    pub log: Rc<Vec<String>>,
    /// The engine's reason for the last refused drop or action, shown until the next success.
    pub refusal: Option<Refusal>,
}

pub enum Msg {
    /// Take the `index`-th legal action.
    Take(usize),
    /// Drop a card on a target: the engine applies the matching action or explains the refusal.
    Drop(CardId, Target),
    /// Start the position again.
    Restart,
}

impl Table {
    pub fn new(game: Game) -> Table {
        let view = Rc::new(game.view());
        Table { game: Rc::new(game), view, log: Rc::new(Vec::new()), refusal: None }
    }

    /// The table the app opens on: LCG Example 1.
    pub fn opening() -> Table {
        Table::new(Game::Lcg(example_1()))
    }

    fn after(&self, result: Result<(Game, Vec<String>), Refusal>) -> Table {
        match result {
            Ok((game, lines)) => {
                let mut log = (*self.log).clone();
                log.extend(lines);
                let view = Rc::new(game.view());
                Table { game: Rc::new(game), view, log: Rc::new(log), refusal: None }
            }
            Err(refusal) => Table { refusal: Some(refusal), ..self.clone() },
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
            Msg::Restart => Table::opening(),
        })
    }
}
