//! The deck builder's page: the root of each game's builder wasm (`src/bin/decks_<game>.rs`,
//! [`crate::ui::open_decks`]), opened by the lobby or a table on [`Opening::Decks`]. It draws the
//! builder ([`Decks`]) alone; putting it away resumes the game's table, and a match started from
//! it is dealt there ([`Opening::DeckMatch`]): either hands the page over through the lobby's
//! loader (`table_module`). A player who never opens the builder never downloads it.

use super::decks::Decks;
use super::games;
use super::lang::{say, use_page_lang};
use super::opening::Opening;
use super::services::{deck_store, link, offline, table_module};
use super::table::Msg;
use crate::engine::{GameId, Message, Say};
use crate::save::decks::encode_record;
use crate::words::Lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DecksPageProps {
    pub game: GameId,
    /// The stored deck to open at once.
    #[prop_or_default]
    pub open: Option<String>,
    /// Why the autosave could not be read, when the table that handed the page over held it
    /// back: handed back to the table as it was.
    #[prop_or_default]
    pub held: Option<Message>,
}

#[component]
pub fn DecksPage(props: &DecksPageProps) -> Html {
    let (lang, _) = use_page_lang();
    // Once the page is idle, the service worker may precache for offline play (as from a table).
    use_effect_with((), |_| offline::register_when_idle());
    // A deck link in the address joins the player's decks and opens, before the builder lists
    // the stored decks (it reads them as it opens).
    let taken = use_state(|| take_deck_link(props.open.clone()));
    let (open, first_notice) = (*taken).clone();
    let notice = use_state(move || first_notice);
    let game = props.game;
    // To resume, this game's table (which hands it on to the autosave's game's, if another).
    let leaving = {
        let (notice, held) = (notice.clone(), props.held.clone());
        Callback::from(move |opening: Opening| {
            let game = opening.game().map_or_else(|| game.0.to_string(), str::to_string);
            let handover = table_module::Handover { opening, games: games::to_hand_over(), unreadable: held.clone() };
            let notice = notice.clone();
            table_module::switch(&game, &handover, move || notice.set(Some(Message::new("lobby-load-failed"))));
        })
    };
    let on_msg = Callback::from(move |msg: Msg| match msg {
        Msg::CloseDecks => leaving.emit(Opening::Resume),
        Msg::StartDecks { decks, kind, seed } => leaving.emit(Opening::DeckMatch {
            game: game.0.to_string(),
            decks: [encode_record(&decks[0]), encode_record(&decks[1])],
            kind,
            seed,
        }),
        _ => {}
    });
    let dismiss = {
        let notice = notice.clone();
        Callback::from(move |_: MouseEvent| notice.set(None))
    };
    let shown = (*notice).as_ref().map(|text| {
        html! {
            <div class="notices">
                <div class="notice error" role="status">
                    <span>{ say(lang, text) }</span>
                    <button class="tool" onclick={dismiss}>{ say(lang, &Message::new("dialog-dismiss")) }</button>
                </div>
            </div>
        }
    });
    html! {
        <ContextProvider<Lang> context={lang}>
            { for shown }
            <Decks {game} {open} {on_msg} />
        </ContextProvider<Lang>>
    }
}

/// Takes a deck link from the address, if there is one: the deck joins the player's decks and is
/// the one to open (else `open` is); a link that cannot be read, or a deck storage refused, is
/// the notice to show.
fn take_deck_link(open: Option<String>) -> (Option<String>, Option<Message>) {
    match link::incoming_deck() {
        Some(Ok(deck)) => {
            let id = deck_store::new_id();
            match deck_store::save(&id, &deck) {
                Ok(()) => (Some(id), None),
                Err(_) => (open, Some(Message::new("deck-store-failed"))),
            }
        }
        Some(Err(error)) => (open, Some(Message::new("notice-link-unreadable").with("reason", error.say()))),
        None => (open, None),
    }
}
