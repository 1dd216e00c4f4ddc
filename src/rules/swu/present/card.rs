//! One SWU card as the board shows it: printed facts as data, its numbers now, damage as a
//! counter, badges for what is in force (keywords, Piloted, a leader unit, the attachment
//! restriction it carries), its text with each part live or not in the form it is in (2.13), and
//! its upgrades by role.

use crate::engine::view::{AttachedView, CardView, Counter, Look, Place, Stat, TextLine};
use crate::engine::Table;
use crate::engine::{Arg, CardId, Message, Seat};
use crate::rules::swu::forms::{abilities_on, form};
use crate::rules::swu::keywords::badges as keyword_badges;
use crate::rules::swu::leader::is_leader_unit;
use crate::rules::swu::model::ability::{Ability, Form};
use crate::rules::swu::model::def::{Arena, CardDef, CardType};
use crate::rules::swu::model::state::{Restriction, State};
use crate::rules::swu::pilot::pilots_on;
use crate::rules::swu::stats::{hp, power};

pub fn card_view(state: &State, card: CardId) -> CardView {
    let def = state.def(card);
    let cs = state.card(card);
    let now = form(state, card);
    let number = |n: i64| Message::new("number").number("n", n);
    let mut stats = Vec::new();
    if matches!(def.card_type, CardType::Unit | CardType::Upgrade | CardType::Event | CardType::Leader)
        && def.token.is_none()
    {
        stats.push(Stat::new(Message::new("swu-stat-cost"), number(i64::from(def.cost))).at(Place::TopLeft));
    }
    let mut stat = |key: &'static str, value: Message| stats.push(Stat::new(Message::new(key), value));
    if !def.aspects.is_empty() {
        stat("swu-stat-aspects", Message::new("swu-list").with("items", aspects(&def.aspects)));
    }
    for piloting in def.piloting.iter() {
        let value =
            Message::new("swu-piloting-cost").number("n", piloting.cost).with("aspects", aspects(&piloting.aspects));
        stat("swu-stat-piloting", value);
    }
    // Power and HP as the two numbers at the bottom; a base's HP left in its corner.
    let mut at =
        |key: &'static str, value: Message, place: Place| stats.push(Stat::new(Message::new(key), value).at(place));
    match def.card_type {
        CardType::Unit | CardType::Leader if now == Some(Form::Unit) => {
            at("swu-stat-power", number(i64::from(power(state, card))), Place::BottomLeft);
            at("swu-stat-hp", number(i64::from(hp(state, card))), Place::BottomRight);
        }
        CardType::Unit | CardType::Leader => {
            at("swu-stat-power", number(i64::from(def.power)), Place::BottomLeft);
            at("swu-stat-hp", number(i64::from(def.hp)), Place::BottomRight);
        }
        CardType::Base => {
            let left = i64::from(def.hp) - i64::from(cs.damage);
            at("swu-stat-hp-left", number(left.max(0)), Place::BottomRight)
        }
        CardType::Upgrade | CardType::Event => {}
    }
    if let (Some(p), Some(h)) = (def.upgrade_power, def.upgrade_hp) {
        at("swu-stat-upgrade", Message::new("swu-modifiers").number("power", p).number("hp", h), Place::Bottom);
    }
    let counters = if cs.damage > 0 {
        vec![Counter {
            name: Message::new("swu-counter-damage").number("n", cs.damage),
            value: u16::from(cs.damage),
            look: Look::Damage,
        }]
    } else {
        Vec::new()
    };
    let on_table = state.in_play(card) || is_identity(state, card);
    CardView {
        id: card,
        title: def.title.to_string(),
        subtitle: def.subtitle.as_deref().map(String::from),
        kind: kind(state, card, def),
        traits: def.traits.iter().map(|t| t.to_string()).collect(),
        stats,
        counters,
        badges: badges(state, card),
        text: text_lines(def, now),
        attachments: state
            .attachments_of(card)
            .map(|c| AttachedView {
                role: state.card(c).attached.map_or(Message::new("role-attached"), |a| a.role.say()),
                card: card_view(state, c),
            })
            .collect(),
        controller: on_table.then_some(cs.controller),
        turned: cs.exhausted && (state.in_play(card) || is_identity(state, card) || is_resource(state, card)),
    }
}

/// A base, or a leader on its leader side.
fn is_identity(state: &State, card: CardId) -> bool {
    let owner = state.card(card).owner;
    state.player(owner).base == card || (state.player(owner).leader == card && !state.in_play(card))
}

fn is_resource(state: &State, card: CardId) -> bool {
    state.player(state.card(card).owner).resources.contains(&card)
}

fn aspects(list: &[crate::rules::swu::model::def::Aspect]) -> Arg {
    Arg::List(list.iter().map(|a| a.say().into()).collect())
}

/// What the card is now: "Unit · Space", "Upgrade (a Unit card)", "Leader", "Base".
fn kind(state: &State, card: CardId, def: &CardDef) -> Message {
    if is_resource(state, card) {
        return Message::new("swu-kind-resource");
    }
    if state.in_play(card) && state.card(card).attached.is_some() {
        return Message::new("swu-kind-as-upgrade").with("type", def.card_type.say());
    }
    let arena = |a: Option<Arena>| {
        let now = if state.in_play(card) { crate::rules::swu::attack::arena_of(state, card) } else { a };
        now.map_or(Message::new("swu-arena-none"), Arena::say)
    };
    match def.card_type {
        CardType::Unit if def.token.is_some() => Message::new("swu-kind-token-unit").with("arena", arena(def.arena)),
        CardType::Upgrade if def.token.is_some() => Message::new("swu-kind-token-upgrade"),
        CardType::Unit => Message::new("swu-kind-unit").with("arena", arena(def.arena)),
        CardType::Leader if state.in_play(card) => Message::new("swu-kind-leader-unit").with("arena", arena(def.arena)),
        other => other.say(),
    }
}

fn badges(state: &State, card: CardId) -> Vec<Message> {
    let def = state.def(card);
    let mut out = Vec::new();
    let mut badge = |key: &'static str| out.push(Message::new(key));
    if def.unique {
        badge("swu-badge-unique");
    }
    let is_unit = state.in_play(card) && state.card(card).attached.is_none();
    if is_unit && !pilots_on(state, card).is_empty() {
        badge("swu-badge-piloted");
    }
    if is_unit && is_leader_unit(state, card) {
        badge("swu-badge-leader-unit");
    }
    if is_unit && abilities_on(state, card).any(|(_, a)| matches!(a, Ability::Protected)) {
        badge("swu-badge-protected");
    }
    match state.card(card).restriction {
        Some(Restriction::FriendlyVehicleWithoutPilot) => badge("swu-badge-restriction-without-pilot"),
        Some(Restriction::FriendlyVehicle) => badge("swu-badge-restriction-friendly-vehicle"),
        Some(Restriction::EnemyVehicleWithoutPilot) => badge("swu-badge-restriction-enemy-vehicle"),
        Some(Restriction::FighterOrTransportWithoutPilot) => badge("swu-badge-restriction-fighter-or-transport"),
        None => {}
    }
    let owner: Seat = state.card(card).owner;
    if state.player(owner).base == card && state.in_play(state.player(owner).leader) {
        badge("swu-badge-leader-deployed");
    }
    if state.player(owner).leader == card && !state.in_play(card) && state.player(owner).deployed {
        badge("swu-badge-epic-action-used");
    }
    if let Some(attack) = state.attack {
        if attack.attacker == card {
            badge("swu-badge-attacking");
        } else if attack.defender == card {
            badge("swu-badge-defending");
        }
    }
    if is_unit {
        out.extend(keyword_badges(state, card).iter().map(|k| k.say()));
    }
    out
}

/// The printed text, line by line; on a card that can be in play in two forms (2.13), each part
/// is live only in its form while the card is on the table.
fn text_lines(def: &CardDef, now: Option<Form>) -> Vec<TextLine> {
    let live = |form: Form| now.map(|n| n == form);
    let mut lines = Vec::new();
    let mut push = |text: &str, live: Option<bool>| {
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            lines.push(TextLine { text: line.to_string(), live });
        }
    };
    match def.card_type {
        CardType::Leader => {
            push(&def.text, live(Form::Leader));
            push(&def.epic_action, live(Form::Leader));
            push(&def.deployed_unit_text, live(Form::Unit));
            push(&def.deployed_upgrade_text, live(Form::Upgrade));
        }
        _ if !def.pilot_text.is_empty() => {
            push(&def.text, live(Form::Unit));
            push(&def.pilot_text, live(Form::Upgrade));
        }
        _ => push(&def.text, None),
    }
    lines
}
