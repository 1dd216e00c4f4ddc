//! The card browser: a game's implemented pool, searched as the player types (by title, or by
//! text too), filtered by the facets a player of that game expects, sorted by name, cost or
//! number; a card opens in full (its printed text as text, every stat by name, the rules Hangar
//! enforces about it with their sections). A thin view over `engine::pool`: the search is the
//! engine's, and adding a card is a `DeckEdit` the deck builder hands on. A result is added by
//! its button, by dragging it onto the deck (`deck_drag`), or by keys: `+` adds the focused
//! card, `-` takes one out, the arrows move between results.

use super::deck_drag::use_card_drag;
use super::lang::{cite, say, use_lang};
use crate::engine::pool::{FacetKey, Pool, PoolCard, Query, Scope, Sort};
use crate::engine::{DeckEdit, DeckView, Message};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The most results drawn at once (the rest are counted: a narrower search shows them).
pub const SHOWN: usize = 150;

#[derive(Properties, PartialEq)]
pub struct BrowserProps {
    pub pool: Rc<Pool>,
    /// The deck being built (for the counts beside each card), if any.
    pub deck: Option<Rc<DeckView>>,
    pub on_edit: Callback<DeckEdit>,
}

#[component]
pub fn Browser(props: &BrowserProps) -> Html {
    let lang = use_lang();
    let query = use_state(Query::default);
    let detail = use_state(|| None::<String>);
    let w = |key: &'static str| say(lang, &Message::new(key));
    let drag = use_card_drag(props.on_edit.clone());
    let found = {
        let pool = props.pool.clone();
        use_memo((*query).clone(), move |q| pool.search(q))
    };
    let set_words = {
        let query = query.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            query.set(Query { words: input.value(), ..(*query).clone() });
        })
    };
    let set_scope = {
        let query = query.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let scope = if input.checked() { Scope::Text } else { Scope::Title };
            query.set(Query { scope, ..(*query).clone() });
        })
    };
    let set_sort = {
        let query = query.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            let sort = Sort::ALL.into_iter().find(|s| s.key() == select.value()).unwrap_or_default();
            query.set(Query { sort, ..(*query).clone() });
        })
    };
    let toggle = |facet: FacetKey, value: String| {
        let query = query.clone();
        Callback::from(move |_: Event| query.set((*query).clone().toggled(facet, &value)))
    };
    let clear = {
        let query = query.clone();
        Callback::from(move |_: MouseEvent| query.set(Query { filters: Default::default(), ..(*query).clone() }))
    };
    let facets = props.pool.facets.iter().map(|facet| {
        let chosen = query.filters.get(&facet.key).map_or(0, |v| v.len());
        html! {
            <details class="facet" data-facet={facet.key.0}>
                <summary>{ say(lang, &facet.name) }{ if chosen > 0 { format!(" ({chosen})") } else { String::new() } }</summary>
                <div class="facet-values">
                    { for facet.values.iter().map(|(value, count)| html! {
                        <label class="facet-value" data-value={value.key.clone()}>
                            <input type="checkbox" checked={query.has(facet.key, &value.key)}
                                   onchange={toggle(facet.key, value.key.clone())} />
                            { say(lang, &value.name) }<span class="count">{ count }</span>
                        </label>
                    }) }
                </div>
            </details>
        }
    });
    let count_of = |key: &str| props.deck.as_ref().map_or(0, |d| d.count_of(key));
    let can_edit = props.deck.is_some();
    let rows = found.iter().take(SHOWN).map(|&i| {
        let card = &props.pool.cards[i];
        let key = card.key.clone();
        let add = {
            let (drag, on_edit, key) = (drag.clone(), props.on_edit.clone(), key.clone());
            Callback::from(move |_: MouseEvent| {
                if !drag.swallow_click() {
                    on_edit.emit(DeckEdit::Add(key.clone()));
                }
            })
        };
        let open = {
            let (drag, detail, key) = (drag.clone(), detail.clone(), key.clone());
            Callback::from(move |_: MouseEvent| {
                if !drag.swallow_click() {
                    detail.set(Some(key.clone()));
                }
            })
        };
        let keys = {
            let (on_edit, key) = (props.on_edit.clone(), key.clone());
            Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
                "+" | "=" if can_edit => {
                    e.prevent_default();
                    on_edit.emit(DeckEdit::Add(key.clone()));
                }
                "-" | "_" if can_edit => {
                    e.prevent_default();
                    on_edit.emit(DeckEdit::Remove(key.clone()));
                }
                "ArrowDown" | "ArrowUp" => {
                    e.prevent_default();
                    step_focus(&e, e.key() == "ArrowDown");
                }
                _ => {}
            })
        };
        let n = count_of(&card.key);
        let title = full_title(card);
        let (down, moved, up, cancel) =
            if can_edit { (Some(drag.down(&key, &title)), Some(drag.moved()), Some(drag.up()), Some(drag.cancel())) } else { (None, None, None, None) };
        html! {
            <li class="result" key={key.clone()} data-card={key.clone()} onkeydown={keys}
                onpointerdown={down} onpointermove={moved} onpointerup={up} onpointercancel={cancel}>
                <span class="result-grip" data-grip="true" aria-hidden="true">{ "≡" }</span>
                <span class="result-cost">{ card.cost.map(|c| c.to_string()).unwrap_or_default() }</span>
                <button class="result-title" onclick={open}>{ &title }</button>
                <span class="result-kind">{ say(lang, &card.kind) }</span>
                if n > 0 { <span class="result-count" data-count={n.to_string()}>{ format!("×{n}") }</span> }
                <button class="tool result-add" disabled={!can_edit} onclick={add}
                        aria-label={say(lang, &Message::new("deck-add").with("card", crate::engine::Arg::Card(title.clone())))}>{ "+" }</button>
            </li>
        }
    });
    let to_results = Callback::from(|e: KeyboardEvent| {
        if e.key() == "ArrowDown" {
            e.prevent_default();
            focus_title(gloo::utils::document().query_selector(".results .result").ok().flatten());
        }
    });
    let more = found.len().saturating_sub(SHOWN);
    let shown = detail.as_ref().and_then(|k| props.pool.card(k)).map(|card| {
        let close = {
            let detail = detail.clone();
            Callback::from(move |_: MouseEvent| detail.set(None))
        };
        card_detail(lang, card, close)
    });
    html! {
        <section class="browser" aria-labelledby="browser-title" data-dragging={drag.dragging.is_some().then_some("true")}>
            <h2 id="browser-title">{ w("browser-title") }</h2>
            <div class="browser-search">
                <input type="search" class="browser-words" aria-label={w("browser-search-label")}
                       placeholder={w("browser-search-label")} value={query.words.clone()} oninput={set_words}
                       onkeydown={to_results} aria-describedby="browser-keys" />
                <label class="browser-scope">
                    <input type="checkbox" checked={query.scope == Scope::Text} onchange={set_scope} />
                    { w("browser-in-text") }
                </label>
                <label class="browser-sort">
                    { w("browser-sort") }
                    <select onchange={set_sort}>
                        { for Sort::ALL.into_iter().map(|sort| html! {
                            <option value={sort.key()} selected={query.sort == sort}>{ say(lang, &sort_name(sort)) }</option>
                        }) }
                    </select>
                </label>
            </div>
            <div class="facets">
                { for facets }
                if !query.filters.is_empty() {
                    <button class="tool" onclick={clear}>{ w("browser-filter-clear") }</button>
                }
            </div>
            <p class="browser-count" role="status" aria-live="polite" data-results={found.len().to_string()}>
                { say(lang, &Message::new("browser-results").with("n", found.len())) }
            </p>
            <p id="browser-keys" class="muted browser-keys">{ w(if can_edit { "browser-keys" } else { "browser-keys-no-deck" }) }</p>
            <ul class="results">{ for rows }</ul>
            if more > 0 { <p class="browser-more">{ say(lang, &Message::new("browser-more").with("n", more)) }</p> }
            { for shown }
            { drag.ghost() }
        </section>
    }
}

/// Moves the focus from the result a key was pressed in to the next (or previous) one's title;
/// up from the first goes back to the search field.
fn step_focus(e: &KeyboardEvent, down: bool) {
    let Some(row) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest(".result").ok().flatten())
    else {
        return;
    };
    let next = if down { row.next_element_sibling() } else { row.previous_element_sibling() };
    match next {
        Some(next) => focus_title(Some(next)),
        None if !down => {
            if let Some(words) = gloo::utils::document().query_selector(".browser-words").ok().flatten() {
                let _ = words.unchecked_into::<web_sys::HtmlElement>().focus();
            }
        }
        None => {}
    }
}

/// Focuses the title button of a result row.
fn focus_title(row: Option<web_sys::Element>) {
    if let Some(title) = row.and_then(|r| r.query_selector(".result-title").ok().flatten()) {
        let _ = title.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

fn sort_name(sort: Sort) -> Message {
    Message::new(match sort {
        Sort::Name => "browser-sort-name",
        Sort::Cost => "browser-sort-cost",
        Sort::Number => "browser-sort-number",
    })
}

/// "Title, Subtitle".
pub fn full_title(card: &PoolCard) -> String {
    match &card.subtitle {
        Some(subtitle) => format!("{}, {subtitle}", card.title),
        None => card.title.clone(),
    }
}

/// A card in full: its printed text as text, every stat by name, and the rules Hangar enforces
/// about it, cited.
fn card_detail(lang: crate::words::Lang, card: &PoolCard, close: Callback<MouseEvent>) -> Html {
    let w = |key: &'static str| say(lang, &Message::new(key));
    html! {
        <section class="card-detail" role="region" aria-labelledby="card-detail-title" data-card={card.key.clone()}>
            <div class="card-detail-head">
                <h3 id="card-detail-title">{ full_title(card) }</h3>
                <button class="tool" onclick={close}>{ w("card-detail-close") }</button>
            </div>
            <p class="card-detail-kind">{ say(lang, &card.kind) }{ " · " }{ &card.number }</p>
            if let Some(why) = &card.unplayable { <p class="card-unplayable" role="note">{ say(lang, why) }</p> }
            <dl class="card-stats">
                { for card.stats.iter().map(|stat| html! {
                    <>
                        <dt>{ say(lang, &stat.name) }</dt>
                        <dd>{ say(lang, &stat.value) }</dd>
                    </>
                }) }
            </dl>
            if !card.traits.is_empty() { <p class="card-traits">{ card.traits.join(" · ") }</p> }
            { for card.text.iter().map(|line| html! {
                <p class="card-text">
                    if let Some(label) = &line.label { <strong>{ say(lang, label) }{ ": " }</strong> }
                    { &line.text }
                </p>
            }) }
            if !card.rules.is_empty() {
                <h4>{ w("card-rules-title") }</h4>
                <ul class="card-rules">
                    { for card.rules.iter().map(|rule| html! {
                        <li>{ say(lang, &rule.says) }<cite>{ cite(lang, &rule.rule) }</cite></li>
                    }) }
                </ul>
            }
        </section>
    }
}
