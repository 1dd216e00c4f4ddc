//! One card, compact: its title with the cost in a corner, its other stats along the bottom,
//! counters as tokens, badges, and its attachments tucked above it with their role showing (a
//! pilot's title above its ship). The full text is in the zoom (`zoom.rs`). Plain props; no
//! decisions.

use super::drag::drop_attr;
use super::lang::{say, use_lang};
use crate::engine::view::{CardView, Place, Stat};
use crate::engine::{CardId, Message, Target};
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

/// The stat drawn in the card's top left corner (its cost), if the game prints one there.
pub fn corner_stat(card: &CardView) -> Option<&Stat> {
    card.stats.iter().find(|s| s.place == Place::TopLeft)
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
    let corner = corner_stat(card);
    let stats = card.stats.iter().filter(|s| corner.is_none_or(|c| !std::ptr::eq(*s, c)));
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
                <div class="card-body">
                    <div class="card-top">
                        if let Some(cost) = corner {
                            <span class="cost" title={stat_words(lang, cost)}>{ say(lang, &cost.value) }</span>
                        }
                        <span class="card-name">{ &card.title }</span>
                    </div>
                    <div class="card-kind">{ say(lang, &card.kind) }</div>
                    if !card.badges.is_empty() {
                        <ul class="badges">
                            { for card.badges.iter().map(|b| html! { <li class="badge">{ say(lang, b) }</li> }) }
                        </ul>
                    }
                    { tokens(lang, card) }
                    <div class="stats">
                        { for stats.map(|s| html! {
                            <span class="stat" data-stat={stat_kind(&s.name.key).to_string()} title={stat_words(lang, s)}>
                                <b>{ say(lang, s.short.as_ref().unwrap_or(&s.name)) }</b>{ " " }{ say(lang, &s.value) }
                            </span>
                        }) }
                    </div>
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
