//! One card, compact, drawn as its game prints it: each stat its game places in a corner or on
//! an edge there, as a number (its words for screen readers and tips), never pushed out; its
//! title between the top corners, wrapping at word boundaries and shrinking before a word would
//! break; its counters as tokens beside the bottom right number; badges and the stats its game
//! lists by name in the middle, which gives way first; and its attachments tucked above it with
//! their role showing (a pilot's title above its ship). The full text is in the zoom
//! (`zoom.rs`). Plain props; no decisions.

use super::drag::drop_attr;
use super::lang::{say, use_lang};
use crate::engine::view::{CardView, Place, Stat};
use crate::engine::{CardId, Message, Seat, Target};
use crate::words::Lang;
use std::collections::HashSet;
use std::rc::Rc;
use yew::prelude::*;

/// What the board marks on cards: which the engine lets the player move, which are lit as
/// legal targets, which is selected or being dragged, and while a payment is being chosen,
/// which cards it spends and which could be spent instead.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    pub sources: HashSet<CardId>,
    pub lit: HashSet<Target>,
    pub selected: Option<CardId>,
    pub dragging: Option<CardId>,
    pub pays: HashSet<CardId>,
    pub pay_options: HashSet<CardId>,
    /// The card the zoom shows now (its element points at the zoom for assistive technology).
    pub zoomed: Option<CardId>,
    /// The seat drawn at the top of the table: a stat printed toward a seat is drawn on the
    /// card's top edge for it, on the bottom edge for the other.
    pub top: Option<Seat>,
}

#[derive(Properties, PartialEq)]
pub struct CardProps {
    pub card: CardView,
    pub marks: Rc<Marks>,
    /// Drawn as a strip tucked under its host: its role and title (and tokens) only.
    #[prop_or_default]
    pub strip: Option<Message>,
}

/// The last part of a message key, as a stable data value: "lcg-role-pilot" → "pilot".
pub fn key_tail(key: &str) -> &str {
    key.rsplit('-').next().unwrap_or(key)
}

/// What kind of stat a stat is, from its key: "lcg-stat-edge-icons" → "edge-icons".
pub fn stat_kind(key: &str) -> &str {
    key.split_once("stat-").map_or_else(|| key_tail(key), |(_, kind)| kind)
}

/// The stats its game prints at `place`.
fn at(card: &CardView, place: Place) -> impl Iterator<Item = &Stat> {
    card.stats.iter().filter(move |s| s.place == place)
}

/// The stats drawn at `place` as numbers, each with its words for tips and screen readers.
fn corner(lang: Lang, card: &CardView, place: Place) -> Html {
    numbers(lang, at(card, place), place)
}

/// `stats` drawn as numbers at `place`.
fn numbers<'a>(lang: Lang, stats: impl Iterator<Item = &'a Stat>, place: Place) -> Html {
    html! {
        { for stats.map(|s| {
            let words = stat_words(lang, s);
            html! {
                <span class={classes!("corner", place.name())} data-stat={stat_kind(&s.name.key).to_string()} title={words.clone()}>
                    <span aria-hidden="true">
                        if matches!(place, Place::Toward(_)) { if let Some(short) = &s.short { <b>{ say(lang, short) }</b>{ " " } } }
                        { say(lang, &s.value) }
                    </span>
                    <span class="sr-only">{ words }</span>
                </span>
            }
        }) }
    }
}

/// How wide the title's widest word is, in hundredths of an em of a bold sans-serif face (each
/// letter weighed by its usual width): the title shrinks until that word fits on a line, so no
/// word is ever broken or cut. Written as the style's number (no float formatting in the bundle).
fn widest_word(title: &str) -> String {
    let width = |c: char| -> u32 {
        match c {
            'i' | 'j' | 'l' | 'I' | 'J' | '.' | ',' | ':' | ';' | '\'' | '’' | '!' | '|' => 36,
            'f' | 't' | 'r' | '-' | '(' | ')' | '[' | ']' => 50,
            'm' | 'M' => 106,
            'w' => 94,
            'W' => 112,
            'A'..='Z' | '0'..='9' | '&' | '@' | '%' => 80,
            _ => 72,
        }
    };
    let widest = title.split_whitespace().map(|w| w.chars().map(width).sum::<u32>()).max().unwrap_or(100).max(100);
    format!("{}.{:02}", widest / 100, widest % 100)
}

/// The title as drawn: its hyphens non-breaking (U+2011), so "Imperial-Class" is one word to the
/// line breaker as it is to [`widest_word`]: beside a corner it moves down whole, never split.
fn unbroken(title: &str) -> String {
    title.replace('-', "\u{2011}")
}

#[component]
pub fn Card(props: &CardProps) -> Html {
    let lang = use_lang();
    let card = &props.card;
    let marks = &props.marks;
    let movable = marks.sources.contains(&card.id);
    let lit = marks.lit.contains(&Target::Card(card.id));
    let pays = marks.pays.contains(&card.id);
    let pay_option = marks.pay_options.contains(&card.id);
    let strip = props.strip.is_some();
    let classes = classes!(
        "card",
        strip.then_some("strip"),
        (!card.attachments.is_empty()).then_some("hosting"),
        movable.then_some("movable"),
        lit.then_some("drop-ok"),
        card.turned.then_some("turned"),
        pays.then_some("pays"),
        (pay_option && !pays).then_some("pay-option"),
        (marks.selected == Some(card.id)).then_some("selected"),
        (marks.dragging == Some(card.id)).then_some("dragging"),
    );
    let label = card_label(lang, card, movable, lit, pays, marks.selected == Some(card.id));
    let zoomed = marks.zoomed == Some(card.id);
    let listed = card.stats.iter().filter(|s| s.place == Place::Listed);
    // A stat printed toward a seat: on the top edge for the seat drawn at the top.
    let (near_top, near_bottom): (Vec<&Stat>, Vec<&Stat>) = card
        .stats
        .iter()
        .filter(|s| matches!(s.place, Place::Toward(_)))
        .partition(|s| matches!(s.place, Place::Toward(seat) if Some(seat) == marks.top));
    let edge = |stats: Vec<&Stat>, class: &'static str| -> Html {
        if stats.is_empty() {
            return html! {};
        }
        html! {
            <div class={classes!("card-edge", class)}>
                { numbers(lang, stats.into_iter(), Place::Toward(Seat(0))) }
            </div>
        }
    };
    let foot = [Place::BottomLeft, Place::Bottom, Place::BottomRight].iter().any(|&p| at(card, p).next().is_some())
        || !card.counters.is_empty();
    html! {
        <div class={classes}
             data-drop={drop_attr(Target::Card(card.id))}
             data-source={movable.then(|| card.id.0.to_string())}
             data-card-id={card.id.0.to_string()}
             data-name={card.title.clone()}
             tabindex="0"
             role="group" aria-label={label}
             aria-describedby={zoomed.then_some("zoom")}>
            if !card.attachments.is_empty() {
                <div class="attachments">
                    { for card.attachments.iter().map(|a| html! {
                        <div class="attachment" key={a.card.id.0} data-role={key_tail(&a.role.key).to_string()}>
                            <Card card={a.card.clone()} marks={marks.clone()} strip={a.role.clone()} />
                        </div>
                    }) }
                </div>
            }
            if let Some(role) = &props.strip {
                <div class="card-body">
                    <span class="role">{ say(lang, role) }</span>
                    <span class="card-name">{ &card.title }</span>
                    { tokens(lang, card) }
                </div>
            } else {
                <div class={classes!("card-body", foot.then_some("has-foot"))}>
                    { edge(near_top, "edge-top") }
                    <div class="card-top">
                        { corner(lang, card, Place::TopLeft) }
                        <span class="card-name" style={format!("--lw: {}", widest_word(&card.title))}>{ unbroken(&card.title) }</span>
                        { corner(lang, card, Place::TopRight) }
                    </div>
                    <div class="card-mid">
                        <div class="card-kind">{ say(lang, &card.kind) }</div>
                        if !card.badges.is_empty() {
                            <ul class="badges">
                                { for card.badges.iter().map(|b| html! { <li class="badge">{ say(lang, b) }</li> }) }
                            </ul>
                        }
                        <div class="stats">
                            { for listed.map(|s| html! {
                                <span class="stat" data-stat={stat_kind(&s.name.key).to_string()} title={stat_words(lang, s)}>
                                    <b>{ say(lang, s.short.as_ref().unwrap_or(&s.name)) }</b>{ " " }{ say(lang, &s.value) }
                                </span>
                            }) }
                        </div>
                    </div>
                    if foot {
                        <div class="card-foot">
                            { corner(lang, card, Place::BottomLeft) }
                            { corner(lang, card, Place::Bottom) }
                            { tokens(lang, card) }
                            { corner(lang, card, Place::BottomRight) }
                        </div>
                    }
                    { edge(near_bottom, "edge-bottom") }
                </div>
                <button class="zoom-button" type="button" tabindex="-1" data-zoom={card.id.0.to_string()}
                        aria-label={say(lang, &Message::new("zoom-open").card("card", card.title.clone()))}>{ "i" }</button>
            }
        </div>
    }
}

/// Counters as tokens: the number drawn on the token, its words for screen readers and tips.
fn tokens(lang: Lang, card: &CardView) -> Html {
    if card.counters.is_empty() {
        return html! {};
    }
    html! {
        <div class="tokens">
            { for card.counters.iter().map(|c| {
                let words = say(lang, &c.name);
                html! {
                    <span class={classes!("token", c.look.name())} data-n={c.value.to_string()} title={words.clone()}>
                        <span class="sr-only">{ words }</span>
                    </span>
                }
            }) }
        </div>
    }
}

/// "Force 3".
pub fn stat_words(lang: Lang, stat: &Stat) -> String {
    format!("{} {}", say(lang, &stat.name), say(lang, &stat.value))
}

/// What a screen reader says of a card: its title and kind, and what the player can do with it
/// now (never by colour alone).
fn card_label(lang: Lang, card: &CardView, movable: bool, lit: bool, pays: bool, selected: bool) -> String {
    let mut label =
        say(lang, &Message::new("card-label").card("card", card.title.clone()).with("kind", card.kind.clone()));
    let mut add = |key: &'static str| {
        label.push_str(", ");
        label.push_str(&say(lang, &Message::new(key)));
    };
    if card.turned {
        add("card-state-turned");
    }
    if selected {
        add("card-state-selected");
    } else if movable {
        add("card-state-movable");
    }
    if lit {
        add("card-state-target");
    }
    if pays {
        add("card-state-pays");
    }
    label
}
