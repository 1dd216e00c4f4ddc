//! The end of a game: who won and how, how long the match was, and what next — the same match
//! again (same seats and sides, a new shuffle; a scenario from its start), a new game, or a
//! look back at the final table.

use super::focus::FocusLayer;
use super::lang::say;
use super::prompt::ending_words;
use super::table::Msg;
use crate::engine::view::{Ending, Seat};
use crate::engine::Message;
use crate::words::Lang;
use yew::prelude::*;

/// What the end screen shows.
pub struct End<'a> {
    pub ending: &'a Ending,
    /// The seat the player at this device plays against the computer, if any.
    pub human: Option<Seat>,
    /// The match's length: its last turn and how many moves were made.
    pub turns: Option<u32>,
    /// The game counts rounds, not turns.
    pub rounds: bool,
    pub moves: usize,
    /// The same match can be played again.
    pub can_rematch: bool,
}

pub fn end_screen(lang: Lang, end: &End<'_>, on_rematch: &Callback<()>, on_msg: &Callback<Msg>) -> Html {
    let w = |key: &'static str| say(lang, &Message::new(key));
    // Between players at one device, the engine's words below say who won.
    let headline = match (end.ending, end.human) {
        (Ending::Won { winner, .. }, Some(human)) if *winner == human => Message::new("end-you-win"),
        (Ending::Won { .. }, Some(_)) => Message::new("end-computer-wins"),
        (Ending::Won { .. }, None) => Message::new("end-game-over"),
        (Ending::Draw { .. }, _) => Message::new("end-draw"),
        (Ending::ScenarioComplete, _) => Message::new("end-scenario"),
    };
    let length = match end.turns {
        Some(turns) if end.rounds => Message::new("end-length-rounds").number("rounds", turns).with("moves", end.moves),
        Some(turns) => Message::new("end-length").number("turns", turns).with("moves", end.moves),
        None => Message::new("end-length-moves").with("moves", end.moves),
    };
    let send = |msg: fn() -> Msg| {
        let on_msg = on_msg.clone();
        Callback::from(move |_: MouseEvent| on_msg.emit(msg()))
    };
    let rematch = {
        let on_rematch = on_rematch.clone();
        Callback::from(move |_: MouseEvent| {
            super::focus::return_to_table();
            on_rematch.emit(());
        })
    };
    let won = matches!((end.ending, end.human), (Ending::Won { winner, .. }, Some(h)) if *winner == h);
    html! {
        <div class="end-screen" data-drop="cancel">
            <FocusLayer class={classes!("end-panel", won.then_some("won"))} labelledby="end-title" modal=true>
                <h2 id="end-title">{ say(lang, &headline) }</h2>
                <p class="outcome">{ say(lang, &ending_words(end.ending)) }</p>
                <p class="end-length">{ say(lang, &length) }</p>
                <div class="buttons">
                    if end.can_rematch {
                        <button type="button" class="action" data-end="rematch" data-autofocus="true" onclick={rematch}>{ w("end-rematch") }</button>
                    }
                    <button type="button" class={if end.can_rematch { "tool" } else { "action" }} data-end="new-game"
                            onclick={send(|| Msg::ConfirmNewGame)}>{ w("tool-new-game") }</button>
                    <button type="button" class="tool" data-end="look-back" onclick={send(|| Msg::LookBack)}>{ w("end-look-back") }</button>
                </div>
            </FocusLayer>
        </div>
    }
}
