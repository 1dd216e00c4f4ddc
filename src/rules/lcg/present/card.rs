//! One LCG card as the board shows it: printed facts, counters (damage, focus, shields), badges
//! for the derived states, the pilot text live or not, and its attachments by role.

use crate::engine::view::{AttachedView, CardView, Counter, Look, Place, Stat, TextLine};
use crate::engine::Table;
use crate::engine::{CardId, Message};
use crate::rules::lcg::keywords::keywords;
use crate::rules::lcg::model::action::seat;
use crate::rules::lcg::model::def::{CardDef, CardType, Icons};
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::pilot;

pub fn card_view(state: &State, card: CardId) -> CardView {
    let def = state.def(card);
    let cs = state.card(card);
    let mut stats = Vec::new();
    // Each stat with its short name for compact cards (a number in a corner needs none).
    let mut stat = |key: &'static str, value: Message| {
        let short = match key {
            "lcg-stat-pilot-cost" => Some(Message::new("lcg-stat-pilot-cost-short")),
            "lcg-stat-force" => Some(Message::new("lcg-stat-force-short")),
            "lcg-stat-damage-capacity" => Some(Message::new("lcg-stat-damage-capacity-short")),
            "lcg-stat-resources" => Some(Message::new("lcg-stat-resources-short")),
            "lcg-stat-icons" => Some(Message::new("lcg-stat-icons-short")),
            "lcg-stat-edge-icons" => Some(Message::new("lcg-stat-edge-icons-short")),
            _ => None,
        };
        // Where the card prints it: the cost top left, the Force icons top right, the combat
        // icons bottom left, the damage capacity bottom right.
        let place = match key {
            "lcg-stat-cost" => Place::TopLeft,
            "lcg-stat-force" => Place::TopRight,
            "lcg-stat-icons" => Place::BottomLeft,
            "lcg-stat-damage-capacity" => Place::BottomRight,
            _ => Place::Listed,
        };
        stats.push(Stat { name: Message::new(key), value, short, place });
    };
    printed(def, &mut stat);
    let in_play = state.in_play(card);
    let counters = [
        ("lcg-counter-damage", cs.damage, Look::Damage),
        ("lcg-counter-focus", cs.focus, Look::Mark),
        ("lcg-counter-shield", cs.shields, Look::Shield),
    ]
    .into_iter()
    .filter(|&(_, n, _)| n > 0)
    .map(|(key, n, look)| Counter { name: Message::new(key).number("n", n), value: u16::from(n), look })
    .collect();
    CardView {
        id: card,
        title: def.name.to_string(),
        subtitle: None,
        kind: Message::new("lcg-kind").with("type", def.card_type.say()).with("affiliation", def.affiliation.say()),
        traits: def.traits.iter().map(|t| t.to_string()).collect(),
        stats,
        counters,
        badges: badges(state, card),
        text: text_lines(state, card),
        attachments: state
            .attachments_of(card)
            .map(|c| AttachedView {
                role: state.card(c).attached.map_or(Message::new("role-attached"), |a| a.role.say()),
                card: card_view(state, c),
            })
            .collect(),
        controller: in_play.then(|| seat(cs.controller)),
        // A focused card is turned: in play, and the affiliation card focused for its resource.
        turned: (in_play || def.card_type == CardType::Affiliation) && cs.focus > 0,
    }
}

/// Whether the card prints a cost (units, enhancements, events and missions do).
pub(crate) fn has_cost(def: &CardDef) -> bool {
    matches!(def.card_type, CardType::Unit | CardType::Enhancement | CardType::Event | CardType::Mission)
}

/// The numbers a card prints, each under its stat key: the cost, the pilot cost, the Force
/// icons, the damage capacity, the resources and the combat icons. The board and the deck
/// builder both show a card through this one list.
pub(crate) fn printed(def: &CardDef, stat: &mut impl FnMut(&'static str, Message)) {
    let number = |n: u8| Message::new("number").number("n", n);
    if has_cost(def) {
        stat("lcg-stat-cost", number(def.cost));
    }
    if let Some(p) = &def.pilot {
        stat("lcg-stat-pilot-cost", number(p.cost));
    }
    if def.force > 0 {
        stat("lcg-stat-force", number(def.force));
    }
    if def.damage_capacity > 0 {
        stat("lcg-stat-damage-capacity", number(def.damage_capacity));
    }
    if def.resources > 0 {
        stat("lcg-stat-resources", number(def.resources));
    }
    if def.card_type == CardType::Unit {
        stat("lcg-stat-icons", icons(def.icons));
        stat("lcg-stat-edge-icons", icons(def.edge_icons));
    }
}

/// Combat icons as printed, side by side as a card's corner has room for: "UD 1 BD 1 T 1", or
/// "none".
pub(crate) fn icons(icons: Icons) -> Message {
    let parts: Vec<Message> = [
        (Message::new("lcg-icon-unit-damage"), icons.unit_damage),
        (Message::new("lcg-icon-blast-damage"), icons.blast_damage),
        (Message::new("lcg-icon-tactics"), icons.tactics),
    ]
    .into_iter()
    .filter(|&(_, n)| n > 0)
    .map(|(icon, n)| icon.number("n", n))
    .collect();
    parts
        .into_iter()
        .rev()
        .reduce(|rest, icon| Message::new("lcg-icons").with("first", icon).with("rest", rest))
        .unwrap_or_else(|| Message::new("lcg-icons-none"))
}

fn badges(state: &State, card: CardId) -> Vec<Message> {
    let mut out = Vec::new();
    let mut badge = |key: &'static str| out.push(Message::new(key));
    if state.def(card).unique {
        badge("lcg-badge-unique");
    }
    if pilot::is_piloted(state, card) {
        badge("lcg-badge-piloted");
    }
    if pilot::piloting(state, card).is_some() {
        badge("lcg-badge-piloting");
    }
    if state.in_play(card) {
        out.extend(keywords(state, card).iter().map(|k| k.say()));
    }
    if state.card(card).committed {
        out.push(Message::new("lcg-badge-committed"));
    }
    let captives = state.cards.iter().filter(|c| c.captured_under == Some(card)).count();
    if captives > 0 {
        out.push(Message::new("lcg-badge-captives").with("n", captives));
    }
    if let Some(e) = &state.engagement {
        if e.objective == card {
            out.push(Message::new("lcg-badge-engaged"));
        } else if e.attackers.contains(&card) {
            out.push(Message::new("lcg-badge-attacking"));
        } else if e.defenders.contains(&card) {
            out.push(Message::new("lcg-badge-defending"));
        }
    }
    out
}

fn text_lines(state: &State, card: CardId) -> Vec<TextLine> {
    let def = state.def(card);
    let mut lines = Vec::new();
    if let Some(p) = &def.pilot {
        let live = state.in_play(card).then(|| pilot::pilot_text_live(state, card));
        if p.keyword {
            lines.push(TextLine { text: format!("Pilot ({})", p.cost), live: None });
        } else {
            lines.push(TextLine { text: def.text.to_string(), live: None });
        }
        if !p.text.is_empty() {
            let text = if p.keyword { format!("({})", p.text) } else { format!("“{}”", p.text) };
            lines.push(TextLine { text, live: Some(live.unwrap_or(false)) });
        }
    }
    for keyword in def.keywords.iter() {
        lines.push(TextLine { text: format!("{keyword}."), live: None });
    }
    let printed = if def.pilot.as_ref().is_some_and(|p| !p.keyword) { "" } else { &*def.text };
    for part in printed.split(" / ").filter(|t| !t.is_empty()) {
        lines.push(TextLine { text: part.to_string(), live: None });
    }
    lines
}
