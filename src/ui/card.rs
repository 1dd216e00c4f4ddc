//! One card, with its attachments drawn tucked under it. Plain props; no decisions.

use super::drag::drop_attr;
use super::lang::{say, use_lang};
use crate::engine::view::CardView;
use crate::engine::{CardId, Target};
use std::collections::HashSet;
use std::rc::Rc;
use yew::prelude::*;

/// What the board marks on cards: which the engine lets the player move, which are lit as
/// legal targets, which is selected or being dragged.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    pub sources: HashSet<CardId>,
    pub lit: HashSet<Target>,
    pub selected: Option<CardId>,
    pub dragging: Option<CardId>,
}

#[derive(Properties, PartialEq)]
pub struct CardProps {
    pub card: CardView,
    pub marks: Rc<Marks>,
    /// Attached cards are drawn without their stats, under their host.
    #[prop_or_default]
    pub compact: bool,
}

/// The last part of a message key, as a stable class or data value: "lcg-counter-focus" →
/// "focus", "role-pilot" → "pilot".
pub fn key_tail(key: &str) -> &str {
    key.rsplit('-').next().unwrap_or(key)
}

#[component]
pub fn Card(props: &CardProps) -> Html {
    let lang = use_lang();
    let card = &props.card;
    let marks = &props.marks;
    let movable = marks.sources.contains(&card.id);
    let lit = marks.lit.contains(&Target::Card(card.id));
    let classes = classes!(
        "card",
        props.compact.then_some("compact"),
        (!card.attachments.is_empty()).then_some("hosting"),
        movable.then_some("movable"),
        lit.then_some("drop-ok"),
        card.turned.then_some("turned"),
        (marks.selected == Some(card.id)).then_some("selected"),
        (marks.dragging == Some(card.id)).then_some("dragging"),
    );
    let kind = say(lang, &card.kind);
    let label = format!("{}, {kind}", card.title);
    html! {
        <div class={classes}
             data-drop={drop_attr(Target::Card(card.id))}
             data-source={movable.then(|| card.id.0.to_string())}
             data-card-id={card.id.0.to_string()}
             data-name={card.title.clone()}
             tabindex={(movable || lit).then_some("0")}
             role="group" aria-label={label}>
            <div class="card-body">
            <div class="card-name">{ &card.title }</div>
            <div class="card-kind">{ kind }{ traits(&card.traits) }</div>
            <dl class="stats">
                { for card.stats.iter().map(|s| html! {
                    <div class="stat"><dt>{ say(lang, &s.name) }</dt><dd>{ say(lang, &s.value) }</dd></div>
                }) }
            </dl>
            if !card.badges.is_empty() {
                <ul class="badges">
                    { for card.badges.iter().map(|b| html! { <li class="badge">{ say(lang, b) }</li> }) }
                </ul>
            }
            if !card.counters.is_empty() {
                <div class="tokens">
                    { for card.counters.iter().map(|c| html! {
                        <span class={classes!("token", key_tail(&c.name.key).to_string())}>{ say(lang, &c.name) }</span>
                    }) }
                </div>
            }
            <div class="text">
                { for card.text.iter().map(|line| {
                    let state = match line.live {
                        None => "printed",
                        Some(true) => "live",
                        Some(false) => "inactive",
                    };
                    let title = line.live.map(|live| {
                        say(lang, &crate::engine::Message::new(if live { "text-live" } else { "text-inactive" }))
                    });
                    html! { <p class={classes!("text-line", state)} {title}>{ &line.text }</p> }
                }) }
            </div>
            </div>
            if !card.attachments.is_empty() {
                <div class="attachments">
                    { for card.attachments.iter().map(|a| html! {
                        <div class="attachment" key={a.card.id.0} data-role={key_tail(&a.role.key).to_string()}>
                            <div class="role">{ say(lang, &a.role) }</div>
                            <Card card={a.card.clone()} marks={marks.clone()} compact=true />
                        </div>
                    }) }
                </div>
            }
        </div>
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
