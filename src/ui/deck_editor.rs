//! The deck being built: its name, slots and list with counts and buttons, every problem the
//! engine finds in it (each citing its rule, none blocking the editing), its charts, a test draw,
//! its export (file, text and link), and the way into a match with it. A thin view over the
//! engine's `DeckView`, `Deck::problems` and `TestDraw`; every change is a `DeckEdit` handed up.

use super::lang::{cite, say, use_lang};
use crate::engine::{Chart, DeckEdit, DeckView, Message, Refusal};
use crate::rules::Deck;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    pub deck: Rc<Deck>,
    pub view: Rc<DeckView>,
    pub on_edit: Callback<DeckEdit>,
    /// The player asked for the deck as a file in the format named.
    pub on_export: Callback<String>,
    /// The player asked for a link to the deck.
    pub on_share: Callback<()>,
    /// The ways into a match (drawn below the deck).
    pub play: Html,
}

#[component]
pub fn Editor(props: &EditorProps) -> Html {
    let lang = use_lang();
    let w = |key: &'static str| say(lang, &Message::new(key));
    let draw = use_state(|| None::<(u64, u8)>);
    let exchange = use_state(|| crate::rules::decks::exchanges(props.deck.game()).first().map(|e| e.key));
    let problems: Vec<Refusal> = props.deck.problems();
    let view = &props.view;
    let rename = props.on_edit.reform(|e: Event| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        DeckEdit::Rename(input.value())
    });
    let set_format = props.on_edit.reform(|e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        DeckEdit::SetFormat(select.value())
    });
    let edit = |make: fn(String) -> DeckEdit, key: &str| {
        let key = key.to_string();
        props.on_edit.reform(move |_: MouseEvent| make(key.clone()))
    };
    let slots = view.slots.iter().map(|slot| {
        let name = say(lang, &slot.name);
        html! {
            <div class="deck-slot" data-slot={slot.key.0}>
                <span class="slot-name">{ &name }</span>
                { match &slot.card {
                    Some(card) => html! {
                        <>
                            <span class="slot-card">{ &card.title }</span>
                            <button class="tool" onclick={edit(DeckEdit::Remove, &card.key)}
                                    aria-label={say(lang, &Message::new("deck-remove").with("card", crate::engine::Arg::Card(card.title.clone())))}>{ "−" }</button>
                        </>
                    },
                    None => html! { <span class="slot-empty">{ w("deck-slot-empty") }</span> },
                } }
            </div>
        }
    });
    let sections = view.sections.iter().map(|section| {
        html! {
            <section class="deck-section">
                <h4>{ say(lang, &section.name) }</h4>
                <ul>
                    { for section.entries.iter().map(|entry| {
                        let title = entry.card.title.clone();
                        let label = |key: &'static str| say(lang, &Message::new(key).with("card", crate::engine::Arg::Card(title.clone())));
                        let keys = {
                            let (on_edit, key) = (props.on_edit.clone(), entry.card.key.clone());
                            Callback::from(move |e: KeyboardEvent| {
                                let edit = match e.key().as_str() {
                                    "+" | "=" => DeckEdit::Add(key.clone()),
                                    "-" | "_" => DeckEdit::Remove(key.clone()),
                                    _ => return,
                                };
                                e.prevent_default();
                                on_edit.emit(edit);
                            })
                        };
                        html! {
                            <li class="deck-entry" data-card={entry.card.key.clone()} data-count={entry.count.to_string()} onkeydown={keys}>
                                <span class="entry-count">{ entry.count }</span>
                                <span class="entry-title">{ &entry.card.title }</span>
                                if let Some(detail) = &entry.detail { <span class="entry-detail">{ say(lang, detail) }</span> }
                                <button class="tool" onclick={edit(DeckEdit::Remove, &entry.card.key)} aria-label={label("deck-remove")}>{ "−" }</button>
                                <button class="tool" onclick={edit(DeckEdit::Add, &entry.card.key)} aria-label={label("deck-add")}>{ "+" }</button>
                            </li>
                        }
                    }) }
                </ul>
            </section>
        }
    });
    let problem_list = problems.iter().map(|p| {
        html! {
            <li class="deck-problem">
                { say(lang, &p.reason) }
                if let Some(rule) = &p.rule { <cite>{ cite(lang, rule) }</cite> }
            </li>
        }
    });
    let test_draw = draw.map(|(seed, taken)| props.deck.test_draw(seed, taken));
    let new_draw = {
        let draw = draw.clone();
        Callback::from(move |_: MouseEvent| {
            let seed = draw.map_or(js_sys::Date::now() as u64, |(s, _)| s.wrapping_add(1));
            draw.set(Some((seed, 0)));
        })
    };
    let mulligan = {
        let draw = draw.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some((seed, taken)) = *draw {
                draw.set(Some((seed, taken + 1)));
            }
        })
    };
    let exchanges = crate::rules::decks::exchanges(props.deck.game());
    let pick = {
        let exchange = exchange.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            exchange.set(exchanges.iter().find(|x| x.key == select.value()).map(|x| x.key));
        })
    };
    let export = {
        let on_export = props.on_export.clone();
        let exchange = exchange.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(key) = *exchange {
                on_export.emit(key.to_string());
            }
        })
    };
    let export_text = exchange.and_then(|key| props.deck.export(key)).unwrap_or_default();
    let share = props.on_share.reform(|_: MouseEvent| ());
    html! {
        <section class="deck-editor" aria-labelledby="deck-editor-title" data-deck-drop="deck"
                 data-legal={problems.is_empty().to_string()}>
            <h2 id="deck-editor-title" class="visually-hidden">{ w("deck-editor-title") }</h2>
            <label class="deck-name">
                { w("deck-name-label") }
                <input type="text" value={view.name.clone()} onchange={rename} maxlength="80" />
            </label>
            if !view.formats.is_empty() {
                <label class="deck-format">
                    { w("deck-format-label") }
                    <select onchange={set_format}>
                        { for view.formats.iter().map(|f| html! {
                            <option value={f.key} selected={f.chosen}>{ say(lang, &f.name) }</option>
                        }) }
                    </select>
                </label>
            }
            <p class="deck-size">{ say(lang, &view.size) }</p>
            { for slots }
            <div class="deck-list">
                { for sections }
                if view.sections.iter().all(|s| s.entries.is_empty()) {
                    <p class="deck-drop-here">{ w("deck-drop-here") }</p>
                }
            </div>
            <section class="deck-problems" aria-labelledby="deck-problems-title">
                <h3 id="deck-problems-title">{ w("deck-problems-title") }</h3>
                <p role="status" aria-live="polite" class="deck-problem-count" data-problems={problems.len().to_string()}>
                    { if problems.is_empty() { w("deck-no-problems") } else { say(lang, &Message::new("deck-problems-count").with("n", problems.len())) } }
                </p>
                <ul>{ for problem_list }</ul>
            </section>
            <section class="deck-charts" aria-labelledby="deck-charts-title">
                <h3 id="deck-charts-title">{ w("deck-charts-title") }</h3>
                { for view.charts.iter().map(|chart| chart_of(lang, chart)) }
            </section>
            <section class="deck-draw" aria-labelledby="deck-draw-title">
                <h3 id="deck-draw-title">{ w("deck-draw-title") }</h3>
                <div class="buttons">
                    <button class="tool" onclick={new_draw}>{ w("deck-draw-again") }</button>
                    if test_draw.as_ref().is_some_and(|d| d.taken < d.mulligans) {
                        <button class="tool" onclick={mulligan}>{ w("deck-draw-mulligan") }</button>
                    }
                </div>
                { for test_draw.iter().map(|d| html! {
                    <div class="drawn" data-taken={d.taken.to_string()}>
                        { for d.zones.iter().map(|zone| html! {
                            <p><strong>{ say(lang, &zone.name) }{ ": " }</strong>
                               { zone.cards.iter().map(|c| c.title.clone()).collect::<Vec<_>>().join(" · ") }</p>
                        }) }
                        <p class="muted">{ say(lang, &Message::new("deck-draw-left").with("n", d.left)) }</p>
                    </div>
                }) }
            </section>
            <section class="deck-export" aria-labelledby="deck-export-title">
                <h3 id="deck-export-title">{ w("deck-export-title") }</h3>
                <div class="buttons">
                    <select onchange={pick} aria-label={w("deck-export-format")}>
                        { for exchanges.iter().map(|x| html! {
                            <option value={x.key} selected={*exchange == Some(x.key)}>{ say(lang, &Message::new(x.name)) }</option>
                        }) }
                    </select>
                    <button class="tool" data-export="file" onclick={export}>{ w("deck-export-file") }</button>
                    <button class="tool" data-export="link" onclick={share}>{ w("deck-share") }</button>
                </div>
                <textarea class="deck-export-text" readonly=true rows="4" aria-label={w("deck-export-text")} value={export_text} />
            </section>
            { props.play.clone() }
        </section>
    }
}

/// A chart as a list of bars, each with its value written beside it.
fn chart_of(lang: crate::words::Lang, chart: &Chart) -> Html {
    let peak = chart.peak();
    html! {
        <figure class="chart" data-chart={chart.key}>
            <figcaption>{ say(lang, &chart.name) }</figcaption>
            <ul>
                { for chart.bars.iter().map(|(name, value)| {
                    let width = format!("width: {}%", value * 100 / peak);
                    html! {
                        <li>
                            <span class="bar-name">{ say(lang, name) }</span>
                            <span class="bar" style={width}></span>
                            <span class="bar-value">{ value }</span>
                        </li>
                    }
                }) }
            </ul>
        </figure>
    }
}
