//! The start screen: a match against the computer (with a choice of side), a hot-seat match, or
//! one of the rulebook scenarios. Shown on a first visit and from "New game".

use super::scenario_list::ScenarioList;
use super::table::{MatchKind, Msg};
use crate::engine::{Difficulty, Seat};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StartProps {
    /// The seats of a new match and their names ("Dark Side"), first to act first.
    pub sides: Rc<Vec<(Seat, String)>>,
    /// A game is behind the screen to go back to.
    pub can_close: bool,
    pub on_start: Callback<MatchKind>,
    pub on_msg: Callback<Msg>,
}

#[component]
pub fn Start(props: &StartProps) -> Html {
    let start = |kind: MatchKind| {
        let on_start = props.on_start.clone();
        Callback::from(move |_: MouseEvent| on_start.emit(kind))
    };
    let level = use_state(Difficulty::default);
    let computer = props.sides.iter().map(|(seat, name)| {
        html! {
            <button class="action" data-start={format!("computer-{}", seat.0)} onclick={start(MatchKind::Computer { human: *seat, level: *level })}>
                { format!("Play as the {name}") }
            </button>
        }
    });
    let levels = Difficulty::ALL.iter().map(|&choice| {
        let set = {
            let level = level.clone();
            Callback::from(move |_: Event| level.set(choice))
        };
        html! {
            <label class="level">
                <input type="radio" name="level" data-level={choice.name()} checked={*level == choice} onchange={set} />
                { choice.name() }
            </label>
        }
    });
    let first = props.sides.first().map_or_else(String::new, |(_, name)| name.clone());
    let close = {
        let on_msg = props.on_msg.clone();
        Callback::from(move |_: MouseEvent| on_msg.emit(Msg::CloseStart))
    };
    html! {
        <div class="start-screen" data-drop="cancel">
            <section class="start-panel" role="dialog" aria-modal="true" aria-labelledby="start-title">
                <h1 id="start-title">{ "Hangar" }</h1>
                <p class="start-lead">{ "Star Wars: The Card Game, with the pilot rules. Choose how to play." }</p>
                <section class="start-choice" aria-labelledby="start-computer">
                    <h2 id="start-computer">{ "Play against the computer" }</h2>
                    <p>{ format!("The computer plays the other side by the same rules, thinking a moment before each move. The {first} acts first.") }</p>
                    <fieldset class="levels">
                        <legend>{ "Difficulty" }</legend>
                        { for levels }
                    </fieldset>
                    <div class="buttons">{ for computer }</div>
                </section>
                <section class="start-choice" aria-labelledby="start-hot-seat">
                    <h2 id="start-hot-seat">{ "Hot-seat (two players, one device)" }</h2>
                    <p>{ "Take turns on this device. Each hand stays hidden until its player takes the device." }</p>
                    <div class="buttons">
                        <button class="action" data-start="hot-seat" onclick={start(MatchKind::HotSeat)}>{ "Start a hot-seat game" }</button>
                    </div>
                </section>
                <section class="start-choice" aria-labelledby="start-scenarios">
                    <h2 id="start-scenarios">{ "Scenarios" }</h2>
                    <p>{ "The worked examples of the rulebooks, set up to play, with the rule beside the table." }</p>
                    <ScenarioList on_msg={props.on_msg.clone()} />
                </section>
                if props.can_close {
                    <div class="buttons">
                        <button class="tool" onclick={close}>{ "Back to the table" }</button>
                    </div>
                }
            </section>
        </div>
    }
}
