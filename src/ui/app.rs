//! The root component: owns the reducer, connects it to the services (autosave, share links,
//! files), and hands plain props and callbacks down.

use super::board::Board;
use super::dialog::{Dialogs, NoticeBar};
use super::inspect;
use super::services::{files, link, storage};
use super::table::{Msg, Notice, Source, Table};
use super::toolbar::Toolbar;
use yew::prelude::*;

#[component]
pub fn App() -> Html {
    let table = use_reducer(restore);
    let on_msg = {
        let table = table.dispatcher();
        Callback::from(move |msg: Msg| table.dispatch(msg))
    };

    // A share link in the address is offered (never applied unasked) once, at start.
    {
        let on_msg = on_msg.clone();
        use_effect_with((), move |_| match link::incoming() {
            Some(Ok(saved)) => on_msg.emit(Msg::Offer(Box::new(saved), Source::Link)),
            Some(Err(error)) => on_msg.emit(Msg::Notify(Notice {
                text: format!("This share link could not be opened: {error}. Your game is untouched."),
                is_error: true,
            })),
            None => {}
        });
    }
    // Autosave after every change of game, and publish the view for tests and the curious.
    {
        let saved = table.saved();
        let key = (std::rc::Rc::as_ptr(&table.game) as usize, table.log.len());
        use_effect_with(key, move |_| storage::autosave(&saved));
        use_effect_with(table.view.clone(), |view| inspect::publish(view));
    }

    let on_share = {
        let on_msg = on_msg.clone();
        let game = table.game.clone();
        Callback::from(move |_| on_msg.emit(Msg::ShowShareLink(link::url_for(&game))))
    };
    let on_export = {
        let table = table.clone();
        Callback::from(move |_| files::export(&table.saved()))
    };
    let on_import = {
        let on_msg = on_msg.clone();
        Callback::from(move |file: web_sys::File| {
            let on_msg = on_msg.clone();
            files::read_text(file, move |text| {
                let msg = match text.map_err(|e| e.to_string()).and_then(|t| crate::save::decode_save(&t).map_err(|e| e.to_string())) {
                    Ok(saved) => Msg::Offer(Box::new(saved), Source::File),
                    Err(reason) => Msg::Notify(Notice {
                        text: format!("That file could not be opened: {reason}. Your game is untouched."),
                        is_error: true,
                    }),
                };
                on_msg.emit(msg);
            });
        })
    };

    let toolbar = html! {
        <Toolbar can_undo={table.in_progress()} on_msg={on_msg.clone()} {on_share} {on_export} {on_import} />
    };
    html! {
        <>
            <NoticeBar notice={table.notice.clone()} on_msg={on_msg.clone()} />
            <Board view={table.view.clone()} log={table.log.clone()} refusal={table.refusal.clone()}
                   on_msg={on_msg.clone()} {toolbar} />
            <Dialogs dialog={table.dialog.clone()} current={table.game.summary()} {on_msg} />
        </>
    }
}

/// The table to open on: the autosave if there is one, else a new game (saying why, if the
/// autosave could not be read).
fn restore() -> Table {
    match storage::restore() {
        storage::Restored::Nothing => Table::opening(),
        storage::Restored::Game(saved) => Table::from_saved(*saved),
        storage::Restored::Unreadable(error) => Table {
            notice: Some(Notice {
                text: format!(
                    "Your saved game could not be read: {error}. It is kept in this browser's storage as “{}”; a new game has started.",
                    storage::UNREADABLE_KEY
                ),
                is_error: true,
            }),
            ..Table::opening()
        },
    }
}
