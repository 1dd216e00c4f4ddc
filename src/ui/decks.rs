//! The deck builder of one game: the player's decks listed with their validity at a glance (new,
//! edit, duplicate, delete; import by file, paste or drop; every deck at once as a backup), the
//! card browser beside the deck being built, and from a deck a match against the computer or
//! hot-seat. Decks are kept by `services::deck_store` on every edit; what it cannot store or
//! read is said, and nothing is lost.

use super::deck_browser::Browser;
use super::deck_editor::Editor;
use super::lang::{game_name, say, use_lang};
use super::services::deck_store::{self, Stored};
use super::services::{files, prefs};
use super::table::{MatchKind, Msg};
use crate::engine::{Arg, DeckEdit, GameId, LineRefusal, Message, Say, Seat};
use crate::rules::decks::{blank_decks, built_in_decks};
use crate::rules::Deck;
use crate::rules::DeckRestoreError;
use crate::save::decks::{
    backup_entries, encode_backup_entries, encode_deck_link, read_incoming, record_entry, record_head, record_of_entry,
    say_refusal, DeckLoadError, Incoming,
};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DecksProps {
    pub game: GameId,
    /// The stored deck to open at once (chosen on the start screen, or just taken from a link).
    #[prop_or_default]
    pub open: Option<String>,
    pub on_msg: Callback<Msg>,
}

/// What the builder tells the player: a message, and whether it is an error.
type Note = Option<(Message, bool)>;

/// Stores a deck under its id and says whether the browser refused.
type Store = Rc<dyn Fn(&str, &Deck)>;

/// The deck being built (under its storage id), kept in a reducer so that every edit applies to
/// the latest deck, however fast edits come (a handler of the last render would see an older
/// one, and two clicks between redraws would lose one).
#[derive(Clone, Default, PartialEq)]
struct Editing {
    open: Option<(String, Rc<Deck>)>,
    /// Counts the edits applied, so that each is stored once, after the redraw.
    edits: u64,
    /// The last edit the engine refused, with the count of refusals (each is told once).
    refused: Option<(u64, Message)>,
    /// The card the last edit added or took out (its count is said to a screen reader).
    touched: Option<String>,
}

enum EditingAction {
    Open(String, Rc<Deck>),
    /// Closes the deck under this id, if it is the one open.
    Close(String),
    Edit(DeckEdit),
}

impl Reducible for Editing {
    type Action = EditingAction;
    fn reduce(self: Rc<Self>, action: EditingAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            EditingAction::Open(id, deck) => next.open = Some((id, deck)),
            EditingAction::Close(id) if self.open.as_ref().is_some_and(|(open, _)| *open == id) => next.open = None,
            EditingAction::Close(_) => return self,
            EditingAction::Edit(edit) => {
                let Some((id, deck)) = &self.open else { return self };
                match deck.edit(&edit) {
                    Ok(edited) => {
                        next.open = Some((id.clone(), Rc::new(edited)));
                        next.edits += 1;
                        next.touched = match edit {
                            DeckEdit::Add(key) | DeckEdit::Remove(key) => Some(key),
                            DeckEdit::SetSlot(..) | DeckEdit::Rename(_) | DeckEdit::SetFormat(_) => None,
                        };
                    }
                    Err(reason) => {
                        let n = self.refused.as_ref().map_or(0, |(n, _)| n + 1);
                        next.refused = Some((n, reason));
                    }
                }
            }
        }
        Rc::new(next)
    }
}

/// Whether `name` is a game the page offers that this table does not hold (one game's table
/// holds one game's engine: the decks of the others are kept for their own tables).
fn of_another_game(name: &str) -> bool {
    super::games::find(name).is_some_and(|game| !super::games::here(game))
}

#[component]
pub fn Decks(props: &DecksProps) -> Html {
    let lang = use_lang();
    let game = props.game;
    let w = |key: &'static str| say(lang, &Message::new(key));
    let stored = use_state(deck_store::list);
    let editing = use_reducer(Editing::default);
    let note = use_state(|| None as Note);
    let refused = use_state(Vec::<LineRefusal>::new);
    let pasted = use_state(String::new);
    let pool = use_memo(game, |&g| {
        Rc::new(crate::rules::decks::pool(g).unwrap_or_else(|| crate::engine::Pool::new(Vec::new(), &[])))
    });
    {
        let (open, stored, editing) = (props.open.clone(), stored.clone(), editing.dispatcher());
        use_effect_with(open, move |open| {
            if let Some(chosen) = open.as_ref().and_then(|id| stored.iter().find(|s| s.id == *id)) {
                if let Ok(deck) = &chosen.deck {
                    editing.dispatch(EditingAction::Open(chosen.id.clone(), Rc::new(deck.clone())));
                }
            }
        });
    }
    let view = use_memo(editing.open.as_ref().map(|(_, d)| d.clone()), |deck| deck.as_ref().map(|d| Rc::new(d.view())));

    // Keeps `deck` under `id`, and says so if storage refused it (it stays on screen).
    let store: Store = {
        let stored = stored.clone();
        let note = note.clone();
        Rc::new(move |id: &str, deck: &Deck| {
            match deck_store::save(id, deck) {
                Ok(()) => {
                    if note.as_ref().is_some_and(|(m, _)| m.key == "deck-store-failed") {
                        note.set(None);
                    }
                }
                Err(_) => note.set(Some((Message::new("deck-store-failed"), true))),
            }
            stored.set(deck_store::list());
        })
    };
    // Keeps `deck` under `id` and opens it.
    let keep: Rc<dyn Fn(String, Deck)> = {
        let store = store.clone();
        let editing = editing.dispatcher();
        Rc::new(move |id: String, deck: Deck| {
            store(&id, &deck);
            editing.dispatch(EditingAction::Open(id, Rc::new(deck)));
        })
    };
    // Each edit applies to the latest deck; the deck the edits made is stored after the redraw.
    let on_edit = editing.dispatcher().to_callback().reform(EditingAction::Edit);
    {
        let (store, open) = (store.clone(), editing.open.clone());
        use_effect_with(editing.edits, move |&edits| {
            if let Some((id, deck)) = open.filter(|_| edits > 0) {
                store(&id, &deck);
            }
        });
    }
    {
        let note = note.clone();
        use_effect_with(editing.refused.clone(), move |refused| {
            if let Some((_, reason)) = refused {
                note.set(Some((reason.clone(), true)));
            }
        });
    }
    let new_deck = |deck: Deck| {
        let keep = keep.clone();
        let refused = refused.clone();
        Callback::from(move |_: MouseEvent| {
            refused.set(Vec::new());
            keep(deck_store::new_id(), deck.clone());
        })
    };
    // Reads a file, a paste or a drop: Hangar's own decks are stored, a deck in one of the
    // game's formats is stored and opened with the lines it refused.
    let take_text: Rc<dyn Fn(String)> = {
        let keep = keep.clone();
        let stored = stored.clone();
        let note = note.clone();
        let refused = refused.clone();
        Rc::new(move |text: String| match read_incoming(game, &text) {
            Ok(Incoming::Decks(mut backup)) => {
                let mut failed = false;
                for deck in &backup.decks {
                    failed |= deck_store::save(&deck_store::new_id(), deck).is_err();
                }
                // Decks of the page's other games are kept unread, for their own tables.
                let entries = backup_entries(&text);
                let mut kept = 0;
                backup.unreadable.retain(|(i, error)| match (error, entries.get(*i)) {
                    (DeckLoadError::Deck(DeckRestoreError::UnknownGame(_)), Some((name, deck)))
                        if of_another_game(name) =>
                    {
                        failed |= deck_store::save_record(&deck_store::new_id(), &record_of_entry(name, deck)).is_err();
                        kept += 1;
                        false
                    }
                    _ => true,
                });
                stored.set(deck_store::list());
                refused.set(Vec::new());
                let said = if failed {
                    Message::new("deck-store-failed")
                } else {
                    Message::new("deck-imported")
                        .with("n", backup.decks.len() + kept)
                        .with("unreadable", backup.unreadable.len())
                };
                note.set(Some((said, failed || !backup.unreadable.is_empty())));
            }
            Ok(Incoming::Imported(imported)) => {
                let n = imported.refused.len();
                refused.set(imported.refused);
                note.set(Some((Message::new("deck-imported-one").with("refused", n), n > 0)));
                keep(deck_store::new_id(), imported.deck);
            }
            Err(reason) => note.set(Some((Message::new("deck-import-failed").with("reason", reason), true))),
        })
    };
    let on_file = {
        let take_text = take_text.clone();
        let note = note.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
            if let Some(file) = input.files().and_then(|f| f.get(0)) {
                read_file(file, take_text.clone(), note.clone());
            }
            input.set_value("");
        })
    };
    let on_drop = {
        let take_text = take_text.clone();
        let note = note.clone();
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            let Some(data) = e.data_transfer() else { return };
            if let Some(file) = data.files().and_then(|f| f.get(0)) {
                read_file(file, take_text.clone(), note.clone());
            } else if let Ok(text) = data.get_data("text/plain") {
                take_text(text);
            }
        })
    };
    let on_paste_text = {
        let pasted = pasted.clone();
        Callback::from(move |e: InputEvent| {
            let area: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
            pasted.set(area.value());
        })
    };
    let import_pasted = {
        let take_text = take_text.clone();
        let pasted = pasted.clone();
        Callback::from(move |_: MouseEvent| {
            take_text((*pasted).clone());
            pasted.set(String::new());
        })
    };
    let export_all = {
        let stored = stored.clone();
        Callback::from(move |_: MouseEvent| {
            // Decks of the page's other games go in whole, unread (this table has one game's engine).
            let entries: Vec<(String, serde_json::Value)> = stored
                .iter()
                .filter_map(|s| match &s.deck {
                    Ok(deck) => Some((deck.game().0.to_string(), deck.to_json())),
                    Err(_) => record_entry(&s.text).filter(|(name, _)| of_another_game(name)),
                })
                .collect();
            files::download_as(&encode_backup_entries(&entries), "hangar-decks.json");
        })
    };
    let close = props.on_msg.reform(|_: MouseEvent| Msg::CloseDecks);
    let allow_drop = Callback::from(|e: DragEvent| e.prevent_default());

    // A deck that cannot be read is listed with this game's, unless it is of another game the page
    // offers (whose table, holding that game's engine, reads it).
    let mine: Vec<&Stored> = stored
        .iter()
        .filter(|s| match &s.deck {
            Ok(deck) => deck.game() == game,
            Err(_) => record_head(&s.text).is_none_or(|(name, _)| !of_another_game(name)),
        })
        .collect();
    let rows = mine.iter().map(|s| deck_row(lang, s, &editing, &keep, &stored));
    let blanks = blank_decks(game).into_iter().map(|b| {
        html! {
            <button class="tool" data-new={b.key} onclick={new_deck(b.deck.clone())}>{ say(lang, &b.name) }</button>
        }
    });
    let editor = editing.open.as_ref().zip(view.as_ref().as_ref()).map(|((id, deck), view)| {
        let export = {
            let deck = deck.clone();
            Callback::from(move |key: String| {
                let Some(text) = deck.export(&key) else { return };
                let extension = crate::rules::decks::exchanges(deck.game())
                    .iter()
                    .find(|x| x.key == key)
                    .map_or("txt", |x| x.extension);
                files::download_as(&text, &format!("{}.{extension}", file_name(deck.name())));
            })
        };
        let share = {
            let deck = deck.clone();
            let note = note.clone();
            Callback::from(move |_: ()| note.set(Some((Message::new("deck-link").with("url", Arg::Printed(link_to(&deck))), false))))
        };
        let play = play(lang, deck, &mine, &props.on_msg);
        html! {
            <Editor key={id.clone()} deck={deck.clone()} view={view.clone()} on_edit={on_edit.clone()} on_export={export}
                    on_share={share} {play} />
        }
    });
    // After an edit, a screen reader hears the card and how many copies the deck now holds.
    let spoken = editing.touched.as_ref().zip(view.as_ref().as_ref()).and_then(|(key, view)| {
        let card = pool.card(key)?;
        let title = super::deck_browser::full_title(card);
        Some(say(
            lang,
            &Message::new("deck-edited").with("card", Arg::Card(title)).with("n", u32::from(view.count_of(key))),
        ))
    });
    html! {
        <div class="decks-screen" data-game={game.0} data-drop="cancel">
            <div class="decks-head">
                <h1>{ say(lang, &Message::new("decks-title").with("game", game_name(game))) }</h1>
                <button class="tool" data-close="decks" onclick={close}>{ w("decks-back") }</button>
            </div>
            if let Some((message, error)) = &*note {
                <p class={classes!("deck-note", error.then_some("error"))} role="status" aria-live="polite">
                    { say(lang, message) }
                </p>
            }
            <p class="sr-only" role="status" aria-live="polite">{ for spoken }</p>
            if !refused.is_empty() {
                <ul class="deck-refused" aria-label={w("deck-refused-title")}>
                    { for refused.iter().map(|r| html! { <li>{ say(lang, &say_refusal(r)) }</li> }) }
                </ul>
            }
            <div class="decks-body">
                <section class="deck-shelf" aria-labelledby="decks-yours" ondragover={allow_drop} ondrop={on_drop}>
                    <h2 id="decks-yours">{ w("decks-yours") }</h2>
                    <div class="buttons">{ for blanks }</div>
                    if mine.is_empty() { <p class="muted">{ w("decks-none") }</p> }
                    <ul class="deck-rows">{ for rows }</ul>
                    <details class="deck-import">
                        <summary>{ w("deck-import-title") }</summary>
                        <label class="tool">
                            { w("deck-import-file") }
                            <input class="file-input" type="file" accept=".txt,.json,.o8d,text/plain,application/json" onchange={on_file} />
                        </label>
                        <textarea class="deck-paste" rows="5" aria-label={w("deck-import-paste-label")}
                                  placeholder={w("deck-import-paste-label")} value={(*pasted).clone()} oninput={on_paste_text} />
                        <button class="tool" data-import="paste" onclick={import_pasted}>{ w("deck-import-button") }</button>
                        <p class="muted">{ w("deck-import-drop") }</p>
                    </details>
                    <button class="tool" data-export="all" onclick={export_all}>{ w("deck-export-all") }</button>
                </section>
                { for editor }
                <Browser pool={(*pool).clone()} deck={(*view).clone()} {on_edit} />
            </div>
        </div>
    }
}

/// A stored deck in the list: its name and validity, and what can be done with it; an
/// unreadable one is said with its reason, offered for download and to remove, never opened.
fn deck_row(
    lang: crate::words::Lang,
    stored: &Stored,
    editing: &UseReducerHandle<Editing>,
    keep: &Rc<dyn Fn(String, Deck)>,
    list: &UseStateHandle<Vec<Stored>>,
) -> Html {
    let w = |key: &'static str| say(lang, &Message::new(key));
    let id = stored.id.clone();
    let remove = {
        let (id, list, editing) = (id.clone(), list.clone(), editing.dispatcher());
        Callback::from(move |_: MouseEvent| {
            deck_store::delete(&id);
            editing.dispatch(EditingAction::Close(id.clone()));
            list.set(deck_store::list());
        })
    };
    match &stored.deck {
        Ok(deck) => {
            let problems = deck.problems().len();
            let open = {
                let (id, deck, editing) = (id.clone(), deck.clone(), editing.dispatcher());
                Callback::from(move |_: MouseEvent| {
                    editing.dispatch(EditingAction::Open(id.clone(), Rc::new(deck.clone())))
                })
            };
            let duplicate = {
                let (deck, keep) = (deck.clone(), keep.clone());
                let name =
                    say(lang, &Message::new("deck-copy-name").with("name", Arg::Printed(deck.name().to_string())));
                Callback::from(move |_: MouseEvent| {
                    let copy = deck.edit(&DeckEdit::Rename(name.clone())).unwrap_or_else(|_| deck.clone());
                    keep(deck_store::new_id(), copy);
                })
            };
            let current = editing.open.as_ref().is_some_and(|(e, _)| *e == id);
            let name = if deck.name().is_empty() { w("deck-unnamed") } else { deck.name().to_string() };
            html! {
                <li class={classes!("deck-row", current.then_some("current"))} data-deck={id.clone()} data-legal={(problems == 0).to_string()}>
                    <button class="deck-row-name" onclick={open} aria-current={current.then_some("true")}>{ name }</button>
                    <span class={classes!("deck-validity", (problems == 0).then_some("legal"))}>
                        { if problems == 0 { w("deck-legal") } else { say(lang, &Message::new("deck-problems-count").with("n", problems)) } }
                    </span>
                    <button class="tool" onclick={duplicate}>{ w("deck-duplicate") }</button>
                    <button class="tool" onclick={remove}>{ w("deck-delete") }</button>
                </li>
            }
        }
        Err(error) => {
            let text = stored.text.clone();
            let download = Callback::from(move |_: MouseEvent| files::download_as(&text, "hangar-unreadable-deck.txt"));
            html! {
                <li class="deck-row unreadable" data-deck={id}>
                    <span>{ say(lang, &Message::new("deck-unreadable").with("reason", error.say())) }</span>
                    <button class="tool" onclick={download}>{ w("deck-download") }</button>
                    <button class="tool" onclick={remove}>{ w("deck-delete") }</button>
                </li>
            }
        }
    }
}

/// From a legal deck: the opponent's deck (one of the player's legal decks of the other seat, or
/// a built-in one) and a match against the computer or hot-seat.
fn play(lang: crate::words::Lang, deck: &Rc<Deck>, mine: &[&Stored], on_msg: &Callback<Msg>) -> Html {
    html! { <PlayChoice deck={deck.clone()} decks={mine.iter().filter_map(|s| s.deck.clone().ok()).collect::<Vec<_>>()} on_msg={on_msg.clone()} lang={lang} /> }
}

#[derive(Properties, PartialEq)]
struct PlayProps {
    deck: Rc<Deck>,
    decks: Vec<Deck>,
    on_msg: Callback<Msg>,
    lang: crate::words::Lang,
}

#[component]
fn PlayChoice(props: &PlayProps) -> Html {
    let lang = props.lang;
    let w = |key: &'static str| say(lang, &Message::new(key));
    let deck = &props.deck;
    let seat = deck.seat();
    let other = |d: &Deck| d.problems().is_empty() && (seat.is_none() || d.seat() != seat);
    let mut choices: Vec<(String, Deck)> =
        props.decks.iter().filter(|d| other(d)).map(|d| (d.name().to_string(), d.clone())).collect();
    choices.extend(
        built_in_decks(deck.game()).into_iter().filter(|b| other(&b.deck)).map(|b| (say(lang, &b.name), b.deck)),
    );
    let picked = use_state(|| 0usize);
    let pick = {
        let picked = picked.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            picked.set(select.value().parse().unwrap_or(0));
        })
    };
    let legal = deck.problems().is_empty();
    let opponent = choices.get(*picked).or(choices.first()).map(|(_, d)| d.clone());
    let start = |hot_seat: bool| {
        let (deck, opponent, on_msg) = ((**deck).clone(), opponent.clone(), props.on_msg.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(opponent) = opponent.clone() else { return };
            let human = deck.seat().unwrap_or(Seat(0));
            let decks = if human == Seat(0) { [deck.clone(), opponent] } else { [opponent, deck.clone()] };
            let kind =
                if hot_seat { MatchKind::HotSeat } else { MatchKind::Computer { human, level: prefs::load().level } };
            on_msg.emit(Msg::StartDecks { decks: Box::new(decks), kind, seed: js_sys::Date::now() as u64 });
        })
    };
    let can = legal && opponent.is_some();
    html! {
        <section class="deck-play" aria-labelledby="deck-play-title">
            <h3 id="deck-play-title">{ w("deck-play-title") }</h3>
            <label>
                { w("deck-opponent") }
                <select onchange={pick}>
                    { for choices.iter().enumerate().map(|(i, (name, _))| html! {
                        <option value={i.to_string()} selected={i == *picked}>{ name }</option>
                    }) }
                </select>
            </label>
            <div class="buttons">
                <button class="action" data-play="computer" disabled={!can} onclick={start(false)}>{ w("deck-play-computer") }</button>
                <button class="action" data-play="hot-seat" disabled={!can} onclick={start(true)}>{ w("deck-play-hot-seat") }</button>
            </div>
            if !legal { <p class="muted">{ w("deck-play-illegal") }</p> }
        </section>
    }
}

/// Reads a picked or dropped file and hands its text on (or says why it could not be read).
fn read_file(file: web_sys::File, take: Rc<dyn Fn(String)>, note: UseStateHandle<Note>) {
    files::read_text(file, move |text| match text {
        Ok(text) => take(text),
        Err(detail) => {
            note.set(Some((Message::new("notice-file-unreadable-bytes").with("detail", Arg::Printed(detail)), true)))
        }
    });
}

/// A file name for a deck: its name's letters and digits, dashes between.
fn file_name(name: &str) -> String {
    let cleaned: String = name.chars().map(|c| if c.is_alphanumeric() { c } else { '-' }).collect();
    let joined = cleaned.split('-').filter(|p| !p.is_empty()).collect::<Vec<_>>().join("-");
    if joined.is_empty() {
        "hangar-deck".to_string()
    } else {
        joined
    }
}

/// A link that opens this build of Hangar's deck builder on the deck.
fn link_to(deck: &Deck) -> String {
    let here = gloo::utils::window().location().href().unwrap_or_default();
    let base = here.split('#').next().unwrap_or_default();
    format!("{base}#deck={}", encode_deck_link(deck))
}
