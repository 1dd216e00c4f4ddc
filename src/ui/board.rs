//! The whole table: both seats, the prompt bar with the actions that move no card, the log,
//! and the notice that explains a refusal. Pointer handling is delegated to this root so that
//! a drag and a click-then-click both end in the same `Msg::Drop`.

use super::card::Marks;
use super::drag::{self, Drag, DropSpot};
use super::lang::{cite, game_name, say, use_lang};
use super::seat::SeatArea;
use super::table::Msg;
use crate::engine::view::{BoardView, Ending};
use crate::engine::{CardId, Message, Refusal};
use crate::words::Lang;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub view: Rc<BoardView>,
    pub log: Rc<Vec<Message>>,
    pub refusal: Option<Refusal>,
    pub on_msg: Callback<Msg>,
    /// Game-level buttons (undo, new game, share...), drawn in the top bar.
    #[prop_or_default]
    pub toolbar: Html,
    /// Who plays which seat, in words (none in an open game).
    #[prop_or_default]
    pub players: Option<String>,
    /// Shown in the prompt bar while the player waits: "Computer is thinking…".
    #[prop_or_default]
    pub waiting: Option<String>,
    /// Something covers the board (start screen, hand-over): it takes no focus or input.
    #[prop_or_default]
    pub covered: bool,
}

#[component]
pub fn Board(props: &BoardProps) -> Html {
    let lang = use_lang();
    let view = props.view.clone();
    // Pointer state lives in a mutable cell, not in render-time state: pointer events can arrive
    // faster than renders, and each handler must see what the previous one did.
    let hold = use_mut_ref(Hold::default);
    let redraw = use_force_update();
    let announcement = use_state(String::new);

    // A new position clears any selection made in the old one.
    {
        let hold = hold.clone();
        use_effect_with(view.clone(), move |_| hold.borrow_mut().selected = None);
    }
    // A card picked up from the keyboard sends focus to its first legal target.
    {
        let hold = hold.clone();
        let selected = hold.borrow().selected;
        use_effect_with(selected, move |_| {
            if std::mem::take(&mut hold.borrow_mut().by_keyboard) {
                drag::focus_lit(0, 0);
            }
        });
    }

    let sources = drag::sources(&view.actions);
    let now = *hold.borrow();
    let dragging = now.press.filter(|p| p.moved).map(|p| p.card);
    let held = dragging.or(now.selected);
    let lit = match held {
        Some(card) => drag::targets_for(&view.actions, card),
        // With nothing held, the answers to a pending choice are lit.
        None => view.actions.iter().filter(|a| a.source.is_none()).filter_map(|a| a.target).collect(),
    };
    let marks = Rc::new(Marks { sources: sources.clone(), lit, selected: now.selected, dragging });

    let onpointerdown = {
        let hold = hold.clone();
        let sources = sources.clone();
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 {
                return;
            }
            let source = drag::closest_attr(drag::event_element(&e), "data-source")
                .and_then(|id| id.parse().ok())
                .map(CardId)
                .filter(|id| sources.contains(id));
            hold.borrow_mut().press = source.map(|card| Drag {
                card,
                pointer: e.pointer_id(),
                start: (e.client_x(), e.client_y()),
                at: (e.client_x(), e.client_y()),
                moved: false,
            });
        })
    };

    let onpointermove = {
        let hold = hold.clone();
        let redraw = redraw.clone();
        let announcement = announcement.clone();
        let view = view.clone();
        Callback::from(move |e: PointerEvent| {
            let Some(p) = hold.borrow().press else { return };
            if p.pointer != e.pointer_id() {
                return;
            }
            e.prevent_default();
            let next = p.moved_to(e.client_x(), e.client_y());
            if next.moved && !p.moved {
                announcement.set(picked_up(lang, &view, next.card));
            }
            hold.borrow_mut().press = Some(next);
            if next.moved {
                redraw.force_update();
            }
        })
    };

    let onpointerup = {
        let hold = hold.clone();
        let redraw = redraw.clone();
        let announcement = announcement.clone();
        let on_msg = props.on_msg.clone();
        let view = view.clone();
        Callback::from(move |e: PointerEvent| {
            let here = drag::element_at(e.client_x(), e.client_y());
            let spot = drag::closest_attr(here, "data-drop").and_then(|v| drag::parse_drop(&v));
            let (pressed, selected) = {
                let mut h = hold.borrow_mut();
                let pressed = h.press.take().filter(|p| p.pointer == e.pointer_id());
                (pressed, h.selected.take())
            };
            redraw.force_update();
            if let Some(p) = pressed.filter(|p| p.moved) {
                finish(lang, &on_msg, &announcement, p.card, spot);
                return;
            }
            // A click: select a movable card, drop a selected one, or answer a choice.
            if let Some(card) = selected {
                if pressed.map(|p| p.card) == Some(card) {
                    announcement.set(say(lang, &Message::new("drag-put-back")));
                } else {
                    finish(lang, &on_msg, &announcement, card, spot);
                }
            } else if let Some(p) = pressed {
                hold.borrow_mut().selected = Some(p.card);
                announcement.set(picked_up(lang, &view, p.card));
            } else if let Some(DropSpot::Target(target)) = spot {
                if let Some(a) = view.actions.iter().find(|a| a.source.is_none() && a.target == Some(target)) {
                    on_msg.emit(Msg::Take(a.index));
                }
            }
        })
    };

    let onkeydown = {
        let hold = hold.clone();
        let redraw = redraw.clone();
        let announcement = announcement.clone();
        let on_msg = props.on_msg.clone();
        let view = view.clone();
        let sources = sources.clone();
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            let here = drag::event_element(&e);
            let on_table = here.as_ref().is_some_and(|el| el.matches(".card, .play-area").unwrap_or(false));
            let selected = hold.borrow().selected;
            match (key.as_str(), selected) {
                ("Escape", Some(_)) => {
                    hold.borrow_mut().selected = None;
                    announcement.set(say(lang, &Message::new("drag-put-back")));
                    redraw.force_update();
                }
                ("ArrowRight" | "ArrowDown", Some(_)) => drag::focus_lit(1, 0),
                ("ArrowLeft" | "ArrowUp", Some(_)) => drag::focus_lit(-1, -1),
                ("Enter" | " ", Some(card)) if on_table => {
                    let spot = drag::closest_attr(here, "data-drop").and_then(|v| drag::parse_drop(&v));
                    hold.borrow_mut().selected = None;
                    redraw.force_update();
                    finish(lang, &on_msg, &announcement, card, spot);
                }
                ("Enter" | " ", None) if on_table => {
                    let source = drag::closest_attr(here.clone(), "data-source")
                        .and_then(|id| id.parse().ok())
                        .map(CardId)
                        .filter(|id| sources.contains(id));
                    if let Some(card) = source {
                        let mut h = hold.borrow_mut();
                        h.selected = Some(card);
                        h.by_keyboard = true;
                        drop(h);
                        announcement.set(format!(
                            "{} {}",
                            picked_up(lang, &view, card),
                            say(lang, &Message::new("drag-keyboard-help"))
                        ));
                        redraw.force_update();
                    } else if let Some(DropSpot::Target(target)) =
                        drag::closest_attr(here, "data-drop").and_then(|v| drag::parse_drop(&v))
                    {
                        if let Some(a) = view.actions.iter().find(|a| a.source.is_none() && a.target == Some(target)) {
                            on_msg.emit(Msg::Take(a.index));
                        }
                    }
                }
                _ => return,
            }
            e.prevent_default();
        })
    };

    let onpointercancel = {
        let hold = hold.clone();
        let redraw = redraw.clone();
        Callback::from(move |_: PointerEvent| {
            hold.borrow_mut().press = None;
            redraw.force_update();
        })
    };

    // Always rendered, so the table's element tree keeps its shape while a drag starts and ends.
    let ghost = match now.press.filter(|p| p.moved) {
        Some(p) => {
            let style = format!("transform: translate({}px, {}px)", p.at.0 + 8, p.at.1 + 8);
            html! { <div class="ghost" style={style} aria-hidden="true">{ card_name(lang, &view, p.card) }</div> }
        }
        None => html! { <div class="ghost" hidden=true aria-hidden="true"></div> },
    };

    let buttons = view.actions.iter().filter(|a| a.source.is_none() && a.target.is_none()).map(|a| {
        let on_msg = props.on_msg.clone();
        let index = a.index;
        html! { <button class="action" onclick={move |_| on_msg.emit(Msg::Take(index))}>{ say(lang, &a.label) }</button> }
    });
    let restart = {
        let on_msg = props.on_msg.clone();
        move |_| on_msg.emit(Msg::ConfirmNewGame)
    };

    html! {
        <main class={classes!("board", dragging.map(|_| "is-dragging"))}
              inert={props.covered} aria-hidden={props.covered.then_some("true")}
              {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown}>
            <header class="topbar">
                <h1>{ "Hangar" }</h1>
                <span class="game">{ say(lang, &game_name(view.game)) }</span>
                <span class="title">{ say(lang, &view.title) }</span>
                <ul class="status">
                    { for view.status.iter().map(|f| html! { <li><b>{ say(lang, &f.label) }</b>{ " " }{ say(lang, &f.value) }</li> }) }
                </ul>
                { props.toolbar.clone() }
                if let Some(players) = &props.players {
                    <p class="players">{ players }</p>
                }
            </header>
            { for view.seats.iter().rev().map(|s| html! { <SeatArea key={s.seat.0} seat={s.clone()} marks={marks.clone()} /> }) }
            <section class="prompt-bar" data-drop="cancel" aria-label="Prompt">
                if let Some(waiting) = &props.waiting {
                    <p class="thinking" role="status">{ waiting }</p>
                } else if let Some(ending) = &view.ending {
                    <p class="outcome">{ say(lang, &ending_words(ending)) }</p>
                    <button class="action" onclick={restart}>{ say(lang, &Message::new("tool-new-game")) }</button>
                } else if let Some(prompt) = &view.prompt {
                    <p class="prompt">{ say(lang, prompt) }</p>
                } else {
                    <p class="hint">{ say(lang, &Message::new("hint-drag")) }</p>
                }
                { for buttons }
            </section>
            if let Some(refusal) = &props.refusal {
                <section class="refusal" role="alert">
                    <p class="reason">{ say(lang, &refusal.reason) }</p>
                    if let Some(rule) = &refusal.rule {
                        <p class="rule">{ say(lang, &Message::new("refusal-rule").with("rule", crate::engine::Arg::Printed(cite(lang, rule)))) }</p>
                    }
                </section>
            }
            <details class="all-actions" data-drop="cancel">
                <summary>{ say(lang, &Message::new("actions-all").with("n", view.actions.len())) }</summary>
                <ol>
                    { for view.actions.iter().map(|a| {
                        let on_msg = props.on_msg.clone();
                        let index = a.index;
                        html! { <li><button class="action" onclick={move |_| on_msg.emit(Msg::Take(index))}>{ say(lang, &a.label) }</button></li> }
                    }) }
                </ol>
            </details>
            <aside class="sidebar" data-drop="cancel">
            if let Some(reference) = &view.reference {
                <section class="reference" aria-label="Rule">
                    <h2>{ say(lang, &Message::new("refusal-rule").with("rule", crate::engine::Arg::Printed(cite(lang, &reference.rule)))) }</h2>
                    { for reference.text.split("\n\n").map(|p| html! { <p>{ p }</p> }) }
                </section>
            }
            <section class="log" aria-label="Game log">
                <h2>{ say(lang, &Message::new("log-title")) }</h2>
                // Newest first, so the latest moves are in view without scrolling.
                <ol reversed=true>{ for props.log.iter().rev().map(|line| html! { <li>{ say(lang, line) }</li> }) }</ol>
            </section>
            </aside>
            <div class="sr-only" aria-live="polite">{ (*announcement).clone() }</div>
            { ghost }
        </main>
    }
}

/// The pointer's story between renders: a press on a movable card (maybe a drag by now) and the
/// card selected by a click, waiting for a click on its target.
#[derive(Clone, Copy, Debug, Default)]
struct Hold {
    press: Option<Drag>,
    selected: Option<CardId>,
    /// The selection was made from the keyboard: focus moves to the targets.
    by_keyboard: bool,
}

fn finish(
    lang: Lang,
    on_msg: &Callback<Msg>,
    announcement: &UseStateHandle<String>,
    card: CardId,
    spot: Option<DropSpot>,
) {
    match spot {
        Some(DropSpot::Target(target)) => on_msg.emit(Msg::Drop(card, target)),
        Some(DropSpot::Cancel) | None => announcement.set(say(lang, &Message::new("drag-put-back"))),
    }
}

fn card_name(lang: Lang, view: &BoardView, card: CardId) -> String {
    view.card(card).map_or_else(|| say(lang, &Message::new("drag-a-card")), |c| c.title.clone())
}

fn picked_up(lang: Lang, view: &BoardView, card: CardId) -> String {
    let n = drag::targets_for(&view.actions, card).len();
    say(
        lang,
        &Message::new("drag-picked-up")
            .with("card", crate::engine::Arg::Card(card_name(lang, view, card)))
            .with("n", n),
    )
}

/// The end of the game in words.
pub fn ending_words(ending: &Ending) -> Message {
    match ending {
        Ending::Won { how, .. } | Ending::Draw { how } => how.clone(),
        Ending::ScenarioComplete => Message::new("ending-scenario-complete"),
    }
}
