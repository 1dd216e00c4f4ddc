//! The zoom: one card in full, beside the compact card it belongs to — its title, kind and
//! traits, every stat by name, counters and badges in words, its text line by line (a pilot's
//! text marked live or not), and its attachments with theirs. Shown on hover or keyboard focus
//! after a short delay, on a long press by touch, and pinned by the card's inspect button or
//! the I key (then it is a dialog: it takes focus, and Escape or its close button give it back).

use super::card::stat_words;
use super::focus::FocusLayer;
use super::lang::say;
use crate::engine::view::CardView;
use crate::engine::{CardId, Message};
use crate::words::Lang;
use yew::prelude::*;

/// How long the pointer or the focus rests on a card before its zoom shows.
pub const HOVER_MS: u32 = 450;
/// How long a finger presses a card before its zoom shows.
pub const LONG_PRESS_MS: u32 = 500;
/// The zoom panel's width (the CSS's `.zoom` width), to place it beside its card.
const WIDTH: f64 = 290.0;

/// Which card is zoomed, where its compact card is on screen, and whether it was pinned.
#[derive(Clone, Copy, PartialEq)]
pub struct Zoom {
    pub card: CardId,
    pub pinned: bool,
    /// The compact card's box in the viewport: left, top, right, bottom.
    pub anchor: (f64, f64, f64, f64),
}

impl Zoom {
    /// The zoom for the card element `element`.
    pub fn of(card: CardId, element: &web_sys::Element, pinned: bool) -> Zoom {
        let r = element.get_bounding_client_rect();
        Zoom { card, pinned, anchor: (r.left(), r.top(), r.right(), r.bottom()) }
    }

    /// Beside the card: to its right if there is room, else to its left; level with its top,
    /// kept on screen. (On a narrow screen the stylesheet makes it a sheet along the bottom.)
    fn style(&self) -> String {
        let window = gloo::utils::window();
        let width = window.inner_width().ok().and_then(|w| w.as_f64()).unwrap_or(1024.0);
        let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(768.0);
        let (left, top, right, _) = self.anchor;
        let x = if right + 8.0 + WIDTH < width { right + 8.0 } else { (left - 8.0 - WIDTH).max(4.0) };
        // Not f64::clamp: its panic message would bring the float formatter into the bundle.
        let y = top.min(height - 360.0).max(4.0);
        format!("--zx: {}px; --zy: {}px", x.round() as i32, y.round() as i32)
    }
}

/// The zoom panel for `card`: a tooltip while the pointer or the focus rests on it; pinned, a
/// dialog with a close button that takes the focus.
pub fn zoom_panel(lang: Lang, zoom: &Zoom, card: &CardView, on_close: &Callback<()>) -> Html {
    let name = say(lang, &Message::new("zoom-title").card("card", card.title.clone()));
    let style = zoom.style();
    if zoom.pinned {
        let on_close = on_close.reform(|_: MouseEvent| ());
        // Keyed by card, so another card's zoom takes the focus afresh.
        html! {
            <div id="zoom" class="zoom pinned" {style} key={format!("pinned-{}", zoom.card.0)}>
                // Closing it gives the focus back to its card (the board does).
                <FocusLayer label={name} give_back=false>
                    <button class="tool zoom-close" type="button" data-autofocus="true" onclick={on_close}>
                        { say(lang, &Message::new("dialog-close")) }
                    </button>
                    { details(lang, card, None) }
                </FocusLayer>
            </div>
        }
    } else {
        html! {
            <aside id="zoom" class="zoom" {style} role="tooltip" aria-label={name} key="tooltip">
                { details(lang, card, None) }
            </aside>
        }
    }
}

fn details(lang: Lang, card: &CardView, role: Option<&Message>) -> Html {
    html! {
        <article class="details" data-card={card.title.clone()}>
            <h3 class="card-name">
                if let Some(role) = role { <span class="role">{ say(lang, role) }</span>{ " " } }
                { &card.title }
                if let Some(subtitle) = &card.subtitle { <span class="subtitle">{ " — " }{ subtitle }</span> }
            </h3>
            <p class="card-kind">{ say(lang, &card.kind) }{ traits(&card.traits) }</p>
            if !card.stats.is_empty() {
                <ul class="stats">
                    { for card.stats.iter().map(|s| html! { <li class="stat">{ stat_words(lang, s) }</li> }) }
                </ul>
            }
            if !card.badges.is_empty() || !card.counters.is_empty() {
                <ul class="badges">
                    { for card.counters.iter().map(|c| html! {
                        <li class={classes!("token-words", c.look.name())}>{ say(lang, &c.name) }</li>
                    }) }
                    { for card.badges.iter().map(|b| html! { <li class="badge">{ say(lang, b) }</li> }) }
                </ul>
            }
            <div class="text">
                { for card.text.iter().map(|line| {
                    let state = match line.live {
                        None => "printed",
                        Some(true) => "live",
                        Some(false) => "inactive",
                    };
                    let note = line.live.map(|live| say(lang, &Message::new(if live { "text-live" } else { "text-inactive" })));
                    html! {
                        <p class={classes!("text-line", state)}>
                            if let Some(note) = note { <span class="live-note">{ note }{ " · " }</span> }
                            <span lang="en">{ &line.text }</span>
                        </p>
                    }
                }) }
            </div>
            { for card.attachments.iter().map(|a| html! {
                <section class="attached" data-role={super::card::key_tail(&a.role.key).to_string()}>
                    { details(lang, &a.card, Some(&a.role)) }
                </section>
            }) }
        </article>
    }
}

/// " · Vehicle. Fighter." after the kind, as printed.
fn traits(traits: &[String]) -> String {
    if traits.is_empty() {
        String::new()
    } else {
        format!(" · {}.", traits.join(". "))
    }
}
