//! The start screen: for each game, a match against the computer (with a choice of side and
//! difficulty) or a hot-seat match, its deck builder and the player's own decks of it (each
//! opens in the builder, where a match with it starts); and the rulebook scenarios of every game. Shown on a first
//! visit and from "New game".

use super::focus::use_dialog_focus;
use super::lang::{game_name, say, switch, use_lang};
use super::scenario_list::ScenarioList;
use super::services::deck_store::Head;
use super::services::opponent::level_name;
use super::services::prefs::Prefs;
use super::table::{MatchKind, Msg};
use crate::engine::{Difficulty, GameId, Message, Seat};
use crate::rules::GameInfo;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StartProps {
    /// A game is behind the screen to go back to.
    pub can_close: bool,
    pub on_start: Callback<(GameId, MatchKind)>,
    pub on_msg: Callback<Msg>,
    /// The choices remembered from the last game: its difficulty is chosen, and the way each
    /// game was last played is marked (and has the focus).
    #[prop_or_default]
    pub prefs: Prefs,
    /// The player chose a language.
    pub on_lang: Callback<crate::words::Lang>,
    /// The player's decks as storage lists them, read without the engines.
    #[prop_or_default]
    pub decks: Vec<Head>,
}

#[component]
pub fn Start(props: &StartProps) -> Html {
    let lang = use_lang();
    let games = use_memo((), |_| super::games::offered());
    let level = use_state(|| props.prefs.level);
    let node = use_node_ref();
    use_dialog_focus(node.clone(), true);
    let w = |key: &'static str| say(lang, &Message::new(key));
    let levels = Difficulty::ALL.iter().map(|&choice| {
        let set = {
            let level = level.clone();
            Callback::from(move |_: Event| level.set(choice))
        };
        html! {
            <label class="level">
                <input type="radio" name="level" data-level={choice.name()} checked={*level == choice} onchange={set} />
                { say(lang, &level_name(choice)) }
            </label>
        }
    });
    let close = {
        let on_msg = props.on_msg.clone();
        Callback::from(move |_: MouseEvent| on_msg.emit(Msg::CloseStart))
    };
    html! {
        <div class="start-screen" data-drop="cancel">
            <section ref={node} class="start-panel" role="dialog" aria-modal="true" aria-labelledby="start-title">
                <div class="start-head">
                    <h1 id="start-title">{ "Hangar" }</h1>
                    { switch(lang, &props.on_lang) }
                </div>
                <p class="start-lead">{ w("start-lead") }</p>
                <fieldset class="levels">
                    <legend>{ w("start-difficulty") }</legend>
                    { for levels }
                </fieldset>
                { for games.iter().enumerate().map(|(i, game)| {
                    // Only one button takes the focus: the remembered one, else the first game's first.
                    let nothing_remembered = games.iter().all(|g| props.prefs.last_for(g.id).is_none());
                    match_choice(lang, game, *level, i == 0 && nothing_remembered, props)
                }) }
                <section class="start-choice" aria-labelledby="start-scenarios">
                    <h2 id="start-scenarios">{ w("start-scenarios") }</h2>
                    <p>{ w("start-scenarios-lead") }</p>
                    <ScenarioList on_msg={props.on_msg.clone()} />
                </section>
                if props.can_close {
                    <div class="buttons">
                        <button class="tool" onclick={close}>{ w("start-back") }</button>
                    </div>
                }
            </section>
        </div>
    }
}

/// One game's way in: against the computer from either seat, or hot-seat.
fn match_choice(
    lang: crate::words::Lang,
    game: &GameInfo,
    level: Difficulty,
    first_game: bool,
    props: &StartProps,
) -> Html {
    let last = props.prefs.last_for(game.id);
    let decks: Vec<&Head> = props.decks.iter().filter(|d| d.game == game.id.0).collect();
    let on_start = &props.on_start;
    let id = game.id;
    let open_decks = props.on_msg.reform(move |_: MouseEvent| Msg::OpenDecks(id, None));
    let start = |kind: MatchKind| {
        let on_start = on_start.clone();
        Callback::from(move |_: MouseEvent| on_start.emit((id, kind)))
    };
    let name = say(lang, &game_name(id));
    let heading = format!("start-{id}");
    // The way this game was played last time: marked, and focused when the screen opens.
    let remembered = |this: Option<Seat>| last == Some(this);
    // With nothing remembered, the focus goes to the first way to play.
    let focus_here = |this: Option<Seat>| remembered(this) || (last.is_none() && first_game && this == Some(Seat(0)));
    let note = || html! { <span class="remembered-note">{ say(lang, &Message::new("start-last-time")) }</span> };
    html! {
        <section class="start-choice" data-game={id.0} aria-labelledby={heading.clone()}>
            <h2 id={heading}>{ &name }</h2>
            <p>{ say(lang, &Message::new("start-computer-lead")) }{ " " }<span class="who-starts">{ say(lang, &game.who_starts) }</span></p>
            <div class="buttons">
                { for game.seats.iter().enumerate().map(|(i, seat)| {
                    let human = Seat(i as u8);
                    let mark = remembered(Some(human));
                    html! {
                        <button class={classes!("action", mark.then_some("remembered"))} data-start={format!("computer-{i}")}
                                data-autofocus={focus_here(Some(human)).then_some("true")} onclick={start(MatchKind::Computer { human, level })}>
                            { say(lang, &Message::new("start-play-as").with("seat", seat.clone())) }
                            if mark { { note() } }
                        </button>
                    }
                }) }
                <button class={classes!("action", remembered(None).then_some("remembered"))} data-start="hot-seat"
                        data-autofocus={focus_here(None).then_some("true")} onclick={start(MatchKind::HotSeat)}>
                    { say(lang, &Message::new("start-hot-seat")) }
                    if remembered(None) { { note() } }
                </button>
                <button class="decks-open" data-decks={id.0} onclick={open_decks}>
                    { say(lang, &Message::new("start-decks")) }
                </button>
            </div>
            if !decks.is_empty() {
                <div class="start-decks">
                    <span>{ say(lang, &Message::new("start-your-decks")) }</span>
                    { for decks.into_iter().map(|deck| {
                        let stored = deck.id.clone();
                        let open = props.on_msg.reform(move |_: MouseEvent| Msg::OpenDecks(id, Some(stored.clone())));
                        let name = if deck.name.is_empty() { say(lang, &Message::new("start-deck-unnamed")) } else { deck.name.clone() };
                        html! { <button class="tool start-deck" data-deck={deck.id.clone()} onclick={open}>{ name }</button> }
                    }) }
                </div>
            }
        </section>
    }
}
