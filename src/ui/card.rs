//! One card, with its attachments drawn tucked under it. Plain props; no decisions.

use super::drag::drop_attr;
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

#[component]
pub fn Card(props: &CardProps) -> Html {
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
        (marks.selected == Some(card.id)).then_some("selected"),
        (marks.dragging == Some(card.id)).then_some("dragging"),
    );
    let label = format!("{}, {}", card.name, card.kind);
    html! {
        <div class={classes}
             data-drop={drop_attr(Target::Card(card.id))}
             data-source={movable.then(|| card.id.0.to_string())}
             data-card-id={card.id.0.to_string()}
             data-name={card.name.clone()}
             tabindex={(movable || lit).then_some("0")}
             role="group" aria-label={label}>
            <div class="card-body">
            <div class="card-name">{ &card.name }</div>
            <div class="card-kind">{ &card.kind }</div>
            <dl class="stats">
                { for card.stats.iter().map(|s| html! {
                    <div class="stat"><dt>{ s.label }</dt><dd>{ &s.value }</dd></div>
                }) }
            </dl>
            if !card.badges.is_empty() {
                <ul class="badges">
                    { for card.badges.iter().map(|b| html! { <li class="badge">{ b }</li> }) }
                </ul>
            }
            <Tokens focus={card.focus} damage={card.damage} shields={card.shields} />
            <div class="text">
                { for card.text.iter().map(|line| {
                    let state = match line.live {
                        None => "printed",
                        Some(true) => "live",
                        Some(false) => "inactive",
                    };
                    let title = match line.live {
                        Some(true) => "Active: this card is piloting",
                        Some(false) => "Inactive: live only while this card is a Pilot enhancement",
                        None => "",
                    };
                    html! { <p class={classes!("text-line", state)} title={title}>{ &line.text }</p> }
                }) }
            </div>
            </div>
            if !card.attachments.is_empty() {
                <div class="attachments">
                    { for card.attachments.iter().map(|a| html! {
                        <div class="attachment" key={a.card.id.0} data-role={a.role}>
                            <div class="role">{ a.role }</div>
                            <Card card={a.card.clone()} marks={marks.clone()} compact=true />
                        </div>
                    }) }
                </div>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct TokensProps {
    focus: u8,
    damage: u8,
    shields: u8,
}

#[component]
fn Tokens(props: &TokensProps) -> Html {
    if props.focus + props.damage + props.shields == 0 {
        return html! {};
    }
    let token = |class: &'static str, n: u8, word: &'static str| {
        (n > 0).then(|| html! { <span class={classes!("token", class)}>{ format!("{n} {word}") }</span> })
    };
    html! {
        <div class="tokens">
            { token("focus", props.focus, "focus") }
            { token("damage", props.damage, "damage") }
            { token("shield", props.shields, "shield") }
        </div>
    }
}
