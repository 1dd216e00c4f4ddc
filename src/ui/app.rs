//! The root component: owns the reducer, connects it to the services (autosave, share links,
//! files, the computer opponent and its timer), and hands plain props and callbacks down.

use super::board::Board;
use super::dialog::{Dialogs, NoticeBar};
use super::end::{end_screen, End};
use super::games;
use super::handover::HandOver;
use super::inspect;
use super::lang::{say, use_page_lang};
use super::opening::Opening;
use super::players;
use super::services::{deck_store, files, link, offline, opponent, prefs, storage, table_module};
use super::start::Start;
use super::table::{
    MatchKind, Msg, Notice, Source, StartScreen, Table, LOG_MOVE, LOG_MOVE_COMPUTER, NOTICE_SAVE_FAILED,
};
use super::toolbar::Toolbar;
use crate::engine::{Arg, GameId, Message, Say, Seating};
use crate::save;
use crate::words::Lang;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// What the player chose in the lobby before the table loaded (a reload resumes).
    #[prop_or(Opening::Resume)]
    pub opening: Opening,
    /// Why the autosave could not be read, when the table that handed the page over held it back.
    #[prop_or_default]
    pub held: Option<Message>,
}

/// As a reload opens the table.
impl Default for AppProps {
    fn default() -> AppProps {
        AppProps { opening: Opening::Resume, held: None }
    }
}

#[component]
pub fn App(props: &AppProps) -> Html {
    let (lang, on_lang) = use_page_lang();
    let table = {
        let (opening, held) = (props.opening.clone(), props.held.clone());
        use_reducer(move || {
            let table = opened(&opening);
            Table { unreadable: table.unreadable.or(held), ..table }
        })
    };
    let on_msg = {
        let table = table.dispatcher();
        Callback::from(move |msg: Msg| table.dispatch(msg))
    };

    // The table is drawn: once the page is idle, the service worker may precache for offline play.
    use_effect_with((), |_| offline::register_when_idle());
    // A share link in the address is offered (never applied unasked) once, at start (a deck link
    // opens the game's deck builder instead: `table_module::resolved`).
    {
        let on_msg = on_msg.clone();
        use_effect_with((), move |_| {
            let Some(text) = link::take_incoming() else { return };
            if let Some(game) = elsewhere(save::game_of_link(&text)) {
                on_msg.emit(Msg::OfferElsewhere { game, text, from: Source::Link });
                return;
            }
            match save::decode_link(&text) {
                Ok(saved) => on_msg.emit(Msg::Offer(Box::new(saved), Source::Link)),
                Err(error) => on_msg.emit(Msg::Notify(Notice::error(
                    Message::new("notice-link-unreadable").with("reason", error.say()),
                ))),
            }
        });
    }
    // The player turned to another game: its table takes the page (this one stays if it cannot
    // be loaded).
    {
        let on_msg = on_msg.clone();
        let unreadable = table.unreadable.clone();
        use_effect_with(table.leaving.clone(), move |leaving| {
            if let Some(opening) = leaving.clone() {
                let game = opening.game().map(str::to_string).or_else(|| match &opening {
                    Opening::Incoming { text, from: Source::Link } => save::game_of_link(text),
                    Opening::Incoming { text, .. } => save::game_of_save(text),
                    _ => None,
                });
                let handover = table_module::Handover { opening, games: games::to_hand_over(), unreadable };
                match game {
                    Some(game) => table_module::switch(&game, &handover, move || on_msg.emit(Msg::LeaveFailed)),
                    None => on_msg.emit(Msg::LeaveFailed),
                }
            }
        });
    }
    // Autosave after every change of game, and publish the view for tests and the curious.
    // A first visit saves nothing until a game is chosen, so a reload shows the start screen; a
    // saved game that could not be read is not overwritten until the player says. A failed
    // write is told (with Export offered) and the next good one clears it; play goes on.
    {
        let may_save = table.start != Some(StartScreen::FirstOpen) && table.unreadable.is_none();
        let saved = may_save.then(|| table.saved());
        let failing = table.notice.as_ref().is_some_and(|n| n.text.key == NOTICE_SAVE_FAILED);
        let on_msg = on_msg.clone();
        let key = (Rc::as_ptr(&table.game) as usize, table.log.len(), saved.is_some());
        use_effect_with(key, move |_| {
            if let Some(saved) = saved {
                match storage::autosave(&saved) {
                    Err(_) => on_msg.emit(Msg::Autosaved(false)),
                    Ok(()) if failing => on_msg.emit(Msg::Autosaved(true)),
                    Ok(()) => {}
                }
            }
        });
        use_effect_with(table.view.clone(), |view| inspect::publish(view));
    }
    // The computer's move: its search runs in a Web Worker (the page stays live). A new
    // position (or anything that holds the game up) abandons the search.
    let thinking = table.computer_to_act();
    {
        let on_msg = on_msg.clone();
        let game = table.game.clone();
        let (seed, level) = match table.seating {
            Seating::Computer { seed, level, .. } => (opponent::seed_for(seed, table.log.len()), level),
            Seating::Open | Seating::HotSeat => (0, Default::default()),
        };
        use_effect_with((Rc::as_ptr(&table.game) as usize, thinking), move |_| {
            let question = thinking.then(|| {
                let at = game.clone();
                let on_move = Callback::from(move |index| on_msg.emit(Msg::ComputerTake { index, at: at.clone() }));
                opponent::think(&game, level, seed, on_move)
            });
            move || {
                if let Some(question) = question {
                    question.cancel();
                }
            }
        });
    }
    let on_start = {
        let on_msg = on_msg.clone();
        // The match seed comes from the clock here, outside the reducer and the engine. The
        // choice is remembered for the next game.
        Callback::from(move |(game, kind): (GameId, MatchKind)| {
            prefs::remember(game, kind);
            on_msg.emit(Msg::StartMatch { game, kind, seed: js_sys::Date::now() as u64 })
        })
    };
    let on_rematch = {
        let on_msg = on_msg.clone();
        Callback::from(move |_: ()| on_msg.emit(Msg::Rematch { seed: js_sys::Date::now() as u64 }))
    };

    let on_share = {
        let on_msg = on_msg.clone();
        let game = table.game.clone();
        let seating = table.seating;
        Callback::from(move |_| on_msg.emit(Msg::ShowShareLink(link::url_for(&game, seating))))
    };
    let on_export = {
        let table = table.clone();
        Callback::from(move |_| files::export(&table.saved()))
    };
    let on_download_unreadable = {
        let on_msg = on_msg.clone();
        Callback::from(move |_| {
            if let Some(text) = storage::last_autosave() {
                files::download_as(&text, files::UNREADABLE_NAME);
            }
            on_msg.emit(Msg::ReleaseAutosave);
        })
    };
    let on_import = {
        let on_msg = on_msg.clone();
        Callback::from(move |file: web_sys::File| {
            let on_msg = on_msg.clone();
            files::read_text(file, move |text| {
                let text = match text {
                    Ok(text) => text,
                    Err(e) => {
                        let reason =
                            Message::new("notice-file-unreadable-bytes").with("detail", Arg::Printed(e.to_string()));
                        on_msg.emit(Msg::Notify(Notice::error(
                            Message::new("notice-file-unreadable").with("reason", reason),
                        )));
                        return;
                    }
                };
                if let Some(game) = elsewhere(save::game_of_save(&text)) {
                    on_msg.emit(Msg::OfferElsewhere { game, text, from: Source::File });
                    return;
                }
                let msg = match save::decode_save(&text).map_err(|e| e.say()) {
                    Ok(saved) => Msg::Offer(Box::new(saved), Source::File),
                    Err(reason) => {
                        Msg::Notify(Notice::error(Message::new("notice-file-unreadable").with("reason", reason)))
                    }
                };
                on_msg.emit(msg);
            });
        })
    };

    let toolbar = html! {
        <Toolbar can_undo={table.can_undo()} on_msg={on_msg.clone()} {on_share} on_export={on_export.clone()} {on_import}
                 on_lang={on_lang.clone()} />
    };
    let hand_over = table.hand_over_to().map(|seat| {
        let name = table
            .view
            .seats
            .iter()
            .find(|s| s.seat == seat)
            .map_or_else(|| Message::new("seat-number").number("n", seat.0 + 1), |s| s.name.clone());
        html! { <HandOver {seat} {name} on_msg={on_msg.clone()} /> }
    });
    let end = table.view.ending.as_ref().filter(|_| table.end_screen()).map(|ending| {
        let moves = table.log.iter().filter(|m| m.key == LOG_MOVE || m.key == LOG_MOVE_COMPUTER).count();
        let human = match table.seating {
            Seating::Computer { human, .. } => Some(human),
            Seating::Open | Seating::HotSeat => None,
        };
        let end = End {
            ending,
            human,
            turns: table.view.stage.as_ref().map(|s| s.turn),
            rounds: table.view.stage.as_ref().is_some_and(|s| s.rounds),
            moves: if moves > 0 { moves } else { table.timeline.len() },
            can_rematch: table.can_rematch(),
        };
        end_screen(lang, &end, &on_rematch, &on_msg)
    });
    let covered = table.start.is_some() || hand_over.is_some() || end.is_some();
    let start = table.start.map(|screen| {
        html! {
            <Start can_close={screen == StartScreen::Asked} {on_start} on_msg={on_msg.clone()} prefs={prefs::load()}
                   on_lang={on_lang.clone()} decks={deck_store::heads()} />
        }
    });
    html! {
        <ContextProvider<Lang> context={lang}>
            <NoticeBar notice={table.notice.clone()} unreadable={table.unreadable.clone()} on_msg={on_msg.clone()}
                       {on_export} {on_download_unreadable} />
            <Board view={table.view.clone()} log={table.log.clone()} refusal={table.refusal.clone()}
                   on_msg={on_msg.clone()} {toolbar} {covered} bottom={table.bottom_seat()}
                   end_screen={end.is_some()}
                   players={players::line(lang, table.seating, &table.view.seats)}
                   waiting={thinking.then(|| say(lang, &Message::new("computer-thinking")))} />
            { for hand_over }
            { for end }
            { for start }
            <Dialogs dialog={table.dialog.clone()} current={table.game.summary()} {on_msg} />
        </ContextProvider<Lang>>
    }
}

/// The game named `name` when another game's table holds it (a game of the page's list this wasm
/// does not hold).
fn elsewhere(name: Option<String>) -> Option<GameId> {
    games::find(&name?).filter(|game| !games::here(*game))
}

/// The table the lobby's choice opens: a first visit's table turned into the match or scenario
/// chosen, or, to resume, what a reload opens.
fn opened(opening: &Opening) -> Table {
    if let Opening::Incoming { text, from } = opening {
        // Accepted in the table that handed the page over (or a first visit's): it opens at once.
        let decoded = match from {
            Source::Link => save::decode_link(text).map_err(|e| ("notice-link-unreadable", e.say())),
            Source::File | Source::Scenario => save::decode_save(text).map_err(|e| ("notice-file-unreadable", e.say())),
        };
        return match decoded {
            Ok(saved) => Table::from_saved(saved),
            Err((key, reason)) => {
                Table { notice: Some(Notice::error(Message::new(key).with("reason", reason))), ..Table::first_open() }
            }
        };
    }
    match opening.first_msg() {
        Some(msg) => Rc::unwrap_or_clone(Rc::new(Table::first_open()).reduce(msg)),
        None => restore(),
    }
}

/// The table to open on: the autosave if there is one, else a new game (saying why, if the
/// autosave could not be read: it is kept, and held until the player downloads it or lets it go).
fn restore() -> Table {
    match storage::restore() {
        storage::Restored::Nothing => Table::first_open(),
        storage::Restored::Game(saved) => Table::from_saved(*saved),
        storage::Restored::NotKept { saved, kept } => Table {
            notice: Some(Notice {
                text: Message::new("notice-moves-not-kept"),
                is_error: true,
                export: true,
                kept: Some(Rc::new(kept)),
            }),
            ..Table::from_saved(*saved)
        },
        storage::Restored::Unreadable(error) => Table { unreadable: Some(error.say()), ..Table::opening() },
    }
}
