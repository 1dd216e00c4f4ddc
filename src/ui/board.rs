//! The whole table on one screen: the other seat at the top, the shared zones (locations,
//! arenas) between, the player's own seat below them, and docked along the bottom edge the
//! prompt bar and the player's hand; the log and the rule beside the table in a drawer that can
//! be closed. Pointer and keyboard handling is delegated here, so that a drag, a click-then-
//! click and the keyboard all end in the same `Msg::Take` (or, for a drop nothing listed matches,
//! `Msg::WhyNot`), and the zoom opens on hover, keyboard focus, a long press or the inspect
//! button (its handlers are in `zoom_events.rs`).

use super::announce::{card_name, choice_words, computer_moves, picked_up};
use super::card::Marks;
use super::card_elements::{card_element, card_element_at, card_under, within};
use super::drag::{self, drop_spot, lit_for, Drag, DropSpot};
use super::focus;
use super::lang::{cite, game_name, say, use_lang};
use super::log::log_panel;
use super::motion::{self, Snapshot};
use super::prompt::{matching, pay_choice, prompt_bar, Choice};
use super::seat::{hand, SeatArea};
use super::shared::shared_zones;
use super::table::Msg;
use super::zoom::{self, zoom_panel, Zoom};
use super::zoom_events::{ZoomControls, ZoomEvents};
use crate::engine::view::{BoardView, Seat, Shape};
use crate::engine::{Arg, CardId, Message, Refusal, Target, ZoneId};
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::Element;
use yew::prelude::*;

/// Wide enough for the drawer to sit beside the table from the start.
const DRAWER_MIN_WIDTH: f64 = 1100.0;

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
    /// Something covers the board (start screen, hand-over, end screen): it takes no focus or input.
    #[prop_or_default]
    pub covered: bool,
    /// The seat drawn at the bottom, whose hand is docked along the bottom edge.
    #[prop_or(Seat(0))]
    pub bottom: Seat,
    /// The end screen is up.
    #[prop_or_default]
    pub end_screen: bool,
}

/// The pointer's story between renders: a press on a card (maybe a drag by now), the card
/// selected by a click waiting for a click on its target, and a press held long enough to zoom.
#[derive(Clone, Copy, Debug, Default)]
struct Hold {
    press: Option<Drag>,
    selected: Option<CardId>,
    /// The selection was made from the keyboard: focus moves to the targets.
    by_keyboard: bool,
    /// The press became a long press (its zoom is up): its release is not a click.
    long_pressed: bool,
    /// The last card played or moved, for the focus to follow it to its new place.
    moved: Option<CardId>,
}

/// What the board remembers of the table last drawn, for the moves to glide from.
#[derive(Default)]
struct Drawn {
    view: Option<Rc<BoardView>>,
    snapshot: Snapshot,
    log_len: usize,
    /// The seat that was at the bottom.
    bottom: Option<Seat>,
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
    let zoom = use_state_eq(|| None::<Zoom>);
    let timer: Rc<RefCell<Option<Timeout>>> = use_mut_ref(|| None);
    let choice = use_state_eq(|| None::<Choice>);
    let open_pile = use_state_eq(|| None::<ZoneId>);
    let drawer = use_state(|| window_width() >= DRAWER_MIN_WIDTH);
    let menu = use_state(|| false);
    let drawn = use_mut_ref(Drawn::default);
    // The focus given back to a card by closing its zoom does not open the zoom again.
    let quiet_focus = use_mut_ref(|| false);

    // FLIP, first step: where every card is before this new position is drawn.
    {
        let mut d = drawn.borrow_mut();
        if d.view.as_ref().is_some_and(|v| !Rc::ptr_eq(v, &view)) {
            d.snapshot = Snapshot::take(d.bottom);
        }
    }
    // A new position: the cards glide to their new places, the selection and any half-made
    // choice are dropped, the computer's moves are announced, and a focus that fell to the page
    // body goes back to the table (to the card just moved, if it can).
    {
        let (hold, drawn, choice, zoom, announcement) =
            (hold.clone(), drawn.clone(), choice.clone(), zoom.clone(), announcement.clone());
        let (log, bottom, covered) = (props.log.clone(), props.bottom, props.covered);
        use_effect_with(view.clone(), move |view| {
            let mut d = drawn.borrow_mut();
            if let Some(old) = d.view.take() {
                motion::play(&d.snapshot, &old, view, bottom);
            }
            d.view = Some(view.clone());
            d.bottom = Some(bottom);
            if let Some(words) = computer_moves(lang, &log[d.log_len.min(log.len())..]) {
                announcement.set(words);
            }
            d.log_len = log.len();
            let moved = {
                let mut h = hold.borrow_mut();
                h.selected = None;
                h.moved.take()
            };
            choice.set(None);
            if zoom.is_some_and(|z| view.card(z.card).is_none()) {
                zoom.set(None);
            }
            if !covered && focus::is_lost() {
                match moved.and_then(card_element) {
                    Some(card) => focus::focus(&card),
                    None => focus::focus_table(),
                }
            }
        });
    }
    // The log's newest lines are at its end: keep them in view as it grows.
    let log_list = use_node_ref();
    {
        let log_list = log_list.clone();
        use_effect_with(props.log.len(), move |_| {
            if let Some(list) = log_list.cast::<Element>() {
                list.set_scroll_top(list.scroll_height());
            }
        });
    }
    // What floats over the table stays inside the window: the zoom beside its card, a pile's
    // list next to its pile (measured once drawn).
    use_effect_with(*zoom, |zoom| {
        if let Some(z) = zoom {
            super::place::place_zoom(z.anchor);
        }
    });
    use_effect_with(*open_pile, |open| {
        if let Some(zone) = open {
            super::place::place_pile_list(zone.0);
        }
    });
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
    let lit = lit_for(&view, held);
    let (pays, pay_options) = choice.as_ref().map(|c| c.marks(&view.actions)).unwrap_or_default();
    let marks = Rc::new(Marks {
        sources: sources.clone(),
        lit: lit.clone(),
        selected: now.selected,
        dragging,
        pays: pays.into_iter().collect(),
        pay_options: pay_options.into_iter().collect(),
        zoomed: zoom.map(|z| z.card),
        top: view.seats.iter().map(|s| s.seat).find(|&s| s != props.bottom),
    });

    let controls = ZoomControls::new(&zoom, &timer, &quiet_focus);
    let (show_zoom, hide_zoom, close_zoom) = (controls.show.clone(), controls.hide.clone(), controls.close.clone());

    let finish = {
        let (on_msg, announcement, choice, view, hold) =
            (props.on_msg.clone(), announcement.clone(), choice.clone(), view.clone(), hold.clone());
        Rc::new(move |card: CardId, spot: Option<DropSpot>| match spot {
            Some(DropSpot::Target(target)) => match (
                Choice::of(&view.actions, Some(card), target),
                matching(&view.actions, Some(card), target).first(),
            ) {
                (Some(c), _) => {
                    announcement.set(choice_words(lang, &view, &c));
                    choice.set(Some(c));
                }
                // One listed action: taken by its index, with no second search of the list.
                (None, Some(&index)) => {
                    hold.borrow_mut().moved = Some(card);
                    on_msg.emit(Msg::Take(index));
                }
                // None: the engine says why not.
                (None, None) => on_msg.emit(Msg::WhyNot(card, target)),
            },
            Some(DropSpot::Cancel) | None => announcement.set(say(lang, &Message::new("drag-put-back"))),
        })
    };
    // A target clicked with nothing held: the answer it is (or the choice among several).
    // A click that would spend something asks first, with the cost in the play's words.
    let answer = {
        let (on_msg, announcement, choice, view) =
            (props.on_msg.clone(), announcement.clone(), choice.clone(), view.clone());
        Rc::new(move |target: Target| {
            if let Some(c) = Choice::on_click(&view.actions, target) {
                announcement.set(choice_words(lang, &view, &c));
                choice.set(Some(c));
            } else if let Some(a) = view.actions.iter().find(|a| a.source.is_none() && a.target == Some(target)) {
                on_msg.emit(Msg::Take(a.index));
            }
        })
    };
    // A card picked up: selected, or — when it has one thing to do that costs nothing — done.
    let pick_up = {
        let (on_msg, announcement, view, hold, redraw) =
            (props.on_msg.clone(), announcement.clone(), view.clone(), hold.clone(), redraw.clone());
        Rc::new(move |card: CardId, by_keyboard: bool| {
            let actions: Vec<_> = view.actions.iter().filter(|a| a.source == Some(card)).collect();
            if let [only] = actions.as_slice() {
                if !only.costs && only.target.is_some() {
                    hold.borrow_mut().moved = Some(card);
                    on_msg.emit(Msg::Take(only.index));
                    return;
                }
            }
            {
                let mut h = hold.borrow_mut();
                h.selected = Some(card);
                h.by_keyboard = by_keyboard;
            }
            let mut words = picked_up(lang, &view, card);
            if by_keyboard {
                words = format!("{words} {}", say(lang, &Message::new("drag-keyboard-help")));
            }
            announcement.set(words);
            redraw.force_update();
        })
    };

    let onpointerdown = {
        let (hold, sources, timer, show_zoom, menu) =
            (hold.clone(), sources.clone(), timer.clone(), show_zoom.clone(), menu.clone());
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 {
                return;
            }
            let here = drag::event_element(&e);
            // The menu closes when the table is touched.
            if *menu && !within(&here, ".bar-buttons") {
                menu.set(false);
            }
            if within(&here, ".zoom-button, .zoom, .pile-list, .pay-choice") {
                return;
            }
            let card = here.as_ref().and_then(|el| el.closest("[data-card-id]").ok().flatten());
            // A long press by touch zooms the card.
            timer.borrow_mut().take();
            if let (Some(card), "touch") = (card, e.pointer_type().as_str()) {
                let (hold, show_zoom) = (hold.clone(), show_zoom.clone());
                let pointer = e.pointer_id();
                *timer.borrow_mut() = Some(Timeout::new(zoom::LONG_PRESS_MS, move || {
                    let mut h = hold.borrow_mut();
                    if h.press.is_some_and(|p| p.moved || p.pointer != pointer) {
                        return;
                    }
                    h.press = None;
                    h.long_pressed = true;
                    drop(h);
                    show_zoom(card, true, 0);
                }));
            }
            let source = drag::closest_attr(here, "data-source")
                .and_then(|id| id.parse().ok())
                .map(CardId)
                .filter(|id| sources.contains(id));
            let mut h = hold.borrow_mut();
            h.long_pressed = false;
            h.press = source.map(|card| Drag {
                card,
                pointer: e.pointer_id(),
                start: (e.client_x(), e.client_y()),
                at: (e.client_x(), e.client_y()),
                moved: false,
            });
        })
    };

    let onpointermove = {
        let (hold, redraw, announcement, view, timer, hide_zoom) =
            (hold.clone(), redraw.clone(), announcement.clone(), view.clone(), timer.clone(), hide_zoom.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(p) = hold.borrow().press else { return };
            if p.pointer != e.pointer_id() {
                return;
            }
            e.prevent_default();
            let next = p.moved_to(e.client_x(), e.client_y());
            if next.moved && !p.moved {
                timer.borrow_mut().take();
                // The card is on its way: its zoom would cover the targets.
                hide_zoom(false);
                announcement.set(picked_up(lang, &view, next.card));
            }
            hold.borrow_mut().press = Some(next);
            if next.moved {
                redraw.force_update();
            }
        })
    };

    let onpointerup = {
        let (hold, redraw, announcement, view, timer, hide_zoom) =
            (hold.clone(), redraw.clone(), announcement.clone(), view.clone(), timer.clone(), hide_zoom.clone());
        let (finish, answer, pick_up, choice) = (finish.clone(), answer.clone(), pick_up.clone(), choice.clone());
        Callback::from(move |e: PointerEvent| {
            let here = drag::element_at(e.client_x(), e.client_y());
            if e.pointer_type() == "touch" {
                timer.borrow_mut().take();
            }
            let (pressed, selected, long_pressed) = {
                let mut h = hold.borrow_mut();
                let pressed = h.press.take().filter(|p| p.pointer == e.pointer_id());
                let long = std::mem::take(&mut h.long_pressed);
                (pressed, if long { h.selected } else { h.selected.take() }, long)
            };
            redraw.force_update();
            if long_pressed || within(&drag::event_element(&e), ".zoom-button, .zoom, .pile-list, .pay-choice") {
                return;
            }
            if let Some(p) = pressed.filter(|p| p.moved) {
                // A drag ends: no zoom stays open over the table (a hover on the way opened one).
                hide_zoom(false);
                finish(p.card, drop_spot(here, &lit_for(&view, Some(p.card))));
                return;
            }
            // While a payment is being chosen, a click on a resource changes it.
            if let Some(c) = &*choice {
                if let Some(card) = card_under(&here)
                    .filter(|id| c.marks(&view.actions).1.contains(id) || c.marks(&view.actions).0.contains(id))
                {
                    choice.set(Some(c.toggled(&view.actions, card)));
                }
                return;
            }
            // A click: select a movable card, drop a selected one, or answer a choice.
            if let Some(card) = selected {
                if pressed.map(|p| p.card) == Some(card) {
                    announcement.set(say(lang, &Message::new("drag-put-back")));
                } else {
                    finish(card, drop_spot(here, &lit_for(&view, Some(card))));
                }
            } else if let Some(p) = pressed {
                pick_up(p.card, false);
            } else if let Some(DropSpot::Target(target)) = drop_spot(here, &lit_for(&view, None)) {
                answer(target);
            }
        })
    };

    let onpointercancel = {
        let (hold, redraw, timer) = (hold.clone(), redraw.clone(), timer.clone());
        Callback::from(move |_: PointerEvent| {
            timer.borrow_mut().take();
            hold.borrow_mut().press = None;
            redraw.force_update();
        })
    };

    let ZoomEvents { onpointerover, onpointerout, onfocusin, onfocusout, onclick, oncontextmenu } =
        ZoomEvents::new(&controls, &zoom, &quiet_focus);

    let onkeydown = {
        let (hold, redraw, announcement, view, sources) =
            (hold.clone(), redraw.clone(), announcement.clone(), view.clone(), sources.clone());
        let (finish, answer, pick_up, choice, zoom, open_pile) =
            (finish.clone(), answer.clone(), pick_up.clone(), choice.clone(), zoom.clone(), open_pile.clone());
        let (show_zoom, close_zoom) = (show_zoom.clone(), close_zoom.clone());
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            let here = drag::event_element(&e);
            if within(&here, "input, .pay-choice, .all-actions") && key != "Escape" {
                return;
            }
            let on_table = here.as_ref().is_some_and(|el| el.matches(".card, [data-drop]").unwrap_or(false))
                && !within(&here, ".zoom, .pile-list");
            let selected = hold.borrow().selected;
            match (key.as_str(), selected) {
                ("Escape", _) if zoom.is_some_and(|z| z.pinned) => close_zoom.emit(()),
                ("Escape", _) if choice.is_some() => {
                    choice.set(None);
                    announcement.set(say(lang, &Message::new("drag-put-back")));
                }
                ("Escape", _) if open_pile.is_some() => {
                    open_pile.set(None);
                }
                ("Escape", Some(_)) => {
                    hold.borrow_mut().selected = None;
                    announcement.set(say(lang, &Message::new("drag-put-back")));
                    redraw.force_update();
                }
                ("i" | "I", _) if on_table => {
                    let Some(card) = card_element_at(&here) else { return };
                    if zoom.is_some_and(|z| z.pinned) {
                        close_zoom.emit(());
                    } else {
                        show_zoom(card, true, 0);
                    }
                }
                ("ArrowRight" | "ArrowDown", Some(_)) => drag::focus_lit(1, 0),
                ("ArrowLeft" | "ArrowUp", Some(_)) => drag::focus_lit(-1, -1),
                ("Enter" | " ", Some(card)) if on_table => {
                    hold.borrow_mut().selected = None;
                    redraw.force_update();
                    finish(card, drop_spot(here, &lit_for(&view, Some(card))));
                }
                ("Enter" | " ", None) if on_table => {
                    let source = drag::closest_attr(here.clone(), "data-source")
                        .and_then(|id| id.parse().ok())
                        .map(CardId)
                        .filter(|id| sources.contains(id));
                    if let Some(card) = source {
                        pick_up(card, true);
                    } else if let Some(DropSpot::Target(target)) = drop_spot(here, &lit_for(&view, None)) {
                        answer(target);
                    } else {
                        return;
                    }
                }
                _ => return,
            }
            e.prevent_default();
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

    let on_pile = {
        let open_pile = open_pile.clone();
        Callback::from(move |id: ZoneId| open_pile.set(if *open_pile == Some(id) { None } else { Some(id) }))
    };
    let top = view.seats.iter().map(|s| s.seat).find(|&s| s != props.bottom).unwrap_or(props.bottom);
    let seat_area = |seat: Seat, far: bool| {
        view.seats.iter().find(|s| s.seat == seat).map(|s| {
            html! {
                <SeatArea key={format!("seat-{}", s.seat.0)} seat={s.clone()} marks={marks.clone()} {far}
                          open_pile={*open_pile} on_pile={on_pile.clone()} />
            }
        })
    };
    // One keyed list: when the table turns round, the seats swap places in it.
    let mut rows: Vec<Html> = Vec::new();
    if top != props.bottom {
        rows.extend(seat_area(top, true));
    }
    if !view.shared.is_empty() {
        let name =
            |seat: Seat| view.seats.iter().find(|s| s.seat == seat).map(|s| say(lang, &s.name)).unwrap_or_default();
        let (top_name, bottom_name) = (name(top), name(props.bottom));
        rows.push(shared_zones(lang, &view.shared, &marks, (top, props.bottom), (&top_name, &bottom_name)));
    }
    rows.extend(seat_area(props.bottom, false));
    let near = view.seats.iter().find(|s| s.seat == props.bottom);
    let dock_hand = near.map(|s| {
        let name = say(lang, &s.name);
        let hands = s.zones.iter().filter(|z| z.shape == Shape::Hand).map(|z| hand(lang, z, &marks, &name, false));
        html! { <div class={classes!("hand-dock", format!("seat-{}", s.seat.0))}>{ for hands }</div> }
    });
    let held_words = now.selected.map(|card| picked_up(lang, &view, card));
    let toggle = |state: &UseStateHandle<bool>| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.set(!*state))
    };
    // The menu closes when one of its items is chosen.
    let close_menu = {
        let menu = menu.clone();
        Callback::from(move |e: MouseEvent| {
            if *menu && within(&drag::event_element(&e), "button, .file-input") {
                menu.set(false);
            }
        })
    };
    let zoomed = zoom.and_then(|z| view.card(z.card).map(|card| (z, card.clone())));
    let pay_choice = choice.as_ref().map(|c| {
        let on_pick = {
            let choice = choice.clone();
            let c = c.clone();
            Callback::from(move |chosen: usize| choice.set(Some(Choice { chosen, ..c.clone() })))
        };
        let on_confirm = {
            let (choice, on_msg, hold) = (choice.clone(), props.on_msg.clone(), hold.clone());
            let c = c.clone();
            Callback::from(move |_: ()| {
                hold.borrow_mut().moved = c.source;
                choice.set(None);
                on_msg.emit(Msg::Take(c.chosen));
            })
        };
        let on_cancel = {
            let (choice, announcement) = (choice.clone(), announcement.clone());
            Callback::from(move |_: ()| {
                choice.set(None);
                announcement.set(say(lang, &Message::new("drag-put-back")));
            })
        };
        pay_choice(lang, c, &view, &on_pick, on_confirm, on_cancel)
    });

    html! {
        <main class={classes!("board", dragging.map(|_| "is-dragging"), drawer.then_some("drawer-open"))}
              inert={props.covered} aria-hidden={props.covered.then_some("true")}
              {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onpointerover} {onpointerout}
              {onfocusin} {onfocusout} {onkeydown} {onclick} {oncontextmenu}>
            <header class="topbar">
                <h1>{ "Hangar" }</h1>
                <span class="game">{ say(lang, &game_name(view.game)) }</span>
                <span class="title">{ say(lang, &view.title) }</span>
                <ul class="status">
                    { for view.status.iter().map(|f| html! { <li><b>{ say(lang, &f.label) }</b>{ " " }{ say(lang, &f.value) }</li> }) }
                </ul>
                <div class="bar-buttons">
                    <button type="button" class="tool menu-toggle" aria-expanded={menu.to_string()} aria-controls="tools"
                            onclick={toggle(&menu)}>{ say(lang, &Message::new("tool-menu")) }</button>
                    <div id="tools" class={classes!("tools", menu.then_some("open"))} onclick={close_menu}>{ props.toolbar.clone() }</div>
                    <button type="button" class="tool drawer-toggle" aria-expanded={drawer.to_string()} aria-controls="drawer"
                            onclick={toggle(&drawer)}>{ say(lang, &Message::new("tool-log")) }</button>
                </div>
                if let Some(players) = &props.players {
                    <p class="players">{ players }</p>
                }
            </header>
            <div class="table" tabindex="-1" aria-label={say(lang, &Message::new("table-label"))}>
                { for rows }
            </div>
            <section class="dock">
                if let Some(refusal) = &props.refusal {
                    <section class="refusal" role="alert">
                        <p class="reason">{ say(lang, &refusal.reason) }</p>
                        if let Some(rule) = &refusal.rule {
                            <p class="rule">{ say(lang, &Message::new("refusal-rule").with("rule", Arg::Printed(cite(lang, rule)))) }</p>
                        }
                    </section>
                }
                { for pay_choice }
                { prompt_bar(lang, &view, &props.on_msg, props.waiting.as_deref(), props.end_screen, held_words) }
                { for dock_hand }
            </section>
            <aside id="drawer" class="drawer" data-drop="cancel" aria-label={say(lang, &Message::new("drawer-label"))}>
                <button type="button" class="tool drawer-close" onclick={toggle(&drawer)}>{ say(lang, &Message::new("dialog-close")) }</button>
                if let Some(reference) = &view.reference {
                    <section class="reference" aria-label={say(lang, &Message::new("reference-label"))}>
                        <h2>{ say(lang, &Message::new("refusal-rule").with("rule", Arg::Printed(cite(lang, &reference.rule)))) }</h2>
                        // The rulebook's words as printed: English whatever the page's language.
                        <div class="reference-text" lang="en">
                            { for reference.text.split("\n\n").map(|p| html! { <p>{ p }</p> }) }
                        </div>
                    </section>
                }
                { log_panel(lang, &props.log, &log_list) }
            </aside>
            if let Some((z, card)) = zoomed {
                { zoom_panel(lang, &z, &card, &close_zoom) }
            }
            <div class="sr-only" aria-live="polite">{ (*announcement).clone() }</div>
            { ghost }
        </main>
    }
}

fn window_width() -> f64 {
    gloo::utils::window().inner_width().ok().and_then(|w| w.as_f64()).unwrap_or(1366.0)
}
