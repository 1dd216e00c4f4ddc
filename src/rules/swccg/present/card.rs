//! One card as the board shows it: printed facts as data, the numbers in force now (power with
//! its pilots, maneuver, hyperspeed), badges for the derived states (Landed, Piloted, Hit…), and
//! what is aboard or on it as attachments by role: pilots, passengers, gunners, drivers, cargo.

use crate::engine::view::{AttachedView, CardView, Place, Stat, TextLine};
use crate::engine::Table;
use crate::engine::{Arg, CardId, Message};
use crate::rules::swccg::battle::in_battle;
use crate::rules::swccg::bluffs::bluffs_at;
use crate::rules::swccg::conversion::covered;
use crate::rules::swccg::landing::{is_landed, text_active};
use crate::rules::swccg::mobile_system::{mobile_hyperspeed, parsec};
use crate::rules::swccg::model::action::seat;
use crate::rules::swccg::model::def::{CardDef, CardType, Side};
use crate::rules::swccg::model::state::{At, Slot, State};
use crate::rules::swccg::occupants::{in_cargo, is_craft, is_gunner, is_piloted};
use crate::rules::swccg::stacks::stacked_on;
use crate::rules::swccg::starship::{armor, hyperspeed, maneuver, permanent_pilot_ability, permanent_pilots_removed};
use crate::rules::swccg::stats::{forfeit, power};

pub(crate) fn card_view(state: &State, card: CardId) -> CardView {
    let def = state.def(card);
    let on_table = state.on_table(card);
    CardView {
        id: card,
        title: def.title.to_string(),
        subtitle: None,
        kind: kind(def),
        traits: def
            .model
            .iter()
            .chain(def.characteristics.iter())
            .chain(def.extra_text.iter())
            .map(|t| t.to_string())
            .collect(),
        stats: stats(state, card),
        counters: Vec::new(),
        badges: badges(state, card),
        text: text_lines(state, card),
        attachments: state
            .attached_to(card)
            .into_iter()
            .map(|c| AttachedView { role: role(state, c), card: card_view(state, c) })
            // Cards stacked on it, face up (Crash Site Memorial; `stacks.rs`).
            .chain(
                stacked_on(state, card)
                    .into_iter()
                    .map(|c| AttachedView { role: Message::new("swccg-role-stacked"), card: card_view(state, c) }),
            )
            .collect(),
        controller: (on_table && !state.is_location(card)).then(|| seat(state.owner(card))),
        turned: state.card(card).hit,
    }
}

/// "Starship · Starfighter", "Character · Imperial", "Location · Site".
fn kind(def: &CardDef) -> Message {
    let base = Message::new("swccg-kind").with("type", def.card_type.say());
    match def.class {
        Some(class) => Message::new("swccg-kind-class").with("type", def.card_type.say()).with("class", class.say()),
        None => base,
    }
}

/// What a card aboard or on another is there.
fn role(state: &State, card: CardId) -> Message {
    match state.card(card).at {
        Some(At::Aboard { slot: Slot::Pilot, .. }) => Message::new("swccg-role-pilot"),
        Some(At::Aboard { slot: Slot::Passenger, .. }) if is_gunner(state.def(card)) => {
            Message::new("swccg-role-gunner")
        }
        Some(At::Aboard { slot: Slot::Passenger | Slot::Astromech, .. }) => Message::new("swccg-role-passenger"),
        Some(At::Aboard { slot: Slot::Driver, .. }) => Message::new("swccg-role-driver"),
        Some(At::Aboard { slot: Slot::Cargo, .. }) => Message::new("swccg-role-cargo"),
        _ if state.def(card).is(CardType::Weapon) => Message::new("swccg-role-weapon"),
        _ if state.def(card).is(CardType::Device) => Message::new("swccg-role-device"),
        _ => Message::new("swccg-role-effect"),
    }
}

fn stats(state: &State, card: CardId) -> Vec<Stat> {
    let def = state.def(card);
    let number = |n: u8| Message::new("number").number("n", n);
    let mut out = Vec::new();
    // Where the card prints it: deploy top left, destiny top right, power bottom left, ability,
    // armor or maneuver bottom right, forfeit between them; a location's Force icons for each
    // side on the edge toward that side.
    let mut put =
        |key: &'static str, value: Message, place: Place| out.push(Stat::new(Message::new(key), value).at(place));
    if let Some(location) = &def.location {
        if let Some(parsec) = location.parsec {
            put("swccg-stat-parsec", number(parsec), Place::Listed);
        }
        for (side, name, short, n) in [
            (
                Side::Dark,
                Message::new("swccg-stat-icons-dark"),
                Message::new("swccg-icons-dark-short"),
                location.dark_icons,
            ),
            (
                Side::Light,
                Message::new("swccg-stat-icons-light"),
                Message::new("swccg-icons-light-short"),
                location.light_icons,
            ),
        ] {
            out.push(Stat { short: Some(short), ..Stat::new(name, number(n)).at(Place::Toward(seat(side))) });
        }
        return out;
    }
    let live = state.on_table(card);
    if let Some(d) = def.deploy {
        put("swccg-stat-deploy", number(d), Place::TopLeft);
    }
    if let Some(d) = def.destiny {
        put("swccg-stat-destiny", number(d), Place::TopRight);
    }
    if def.power.is_some() {
        put(
            "swccg-stat-power",
            number(if live { power(state, card) } else { def.power.unwrap_or(0) }),
            Place::BottomLeft,
        );
    }
    if let Some(a) = def.ability {
        put("swccg-stat-ability", number(a), Place::BottomRight);
    }
    if def.armor.is_some() {
        let value = if live { armor(state, card).unwrap_or(0) } else { def.armor.unwrap_or(0) };
        put("swccg-stat-armor", number(value), Place::BottomRight);
    }
    if def.maneuver.is_some() {
        let value = if live { maneuver(state, card).unwrap_or(0) } else { def.maneuver.unwrap_or(0) };
        put("swccg-stat-maneuver", number(value), Place::BottomRight);
    }
    if def.forfeit.is_some() {
        put(
            "swccg-stat-forfeit",
            number(if live { forfeit(state, card) } else { def.forfeit.unwrap_or(0) }),
            Place::Bottom,
        );
    }
    let mut stat = |key: &'static str, value: Message| out.push(Stat::new(Message::new(key), value));
    // Gone while an Effect removes it (Eject! Eject!, `permanent_pilot_aboard`).
    if def.permanent_pilot.is_some() && !(live && permanent_pilots_removed(state, card)) {
        stat("swccg-stat-permanent-pilot", number(permanent_pilot_ability(def)));
    }
    if def.is(CardType::Starship) {
        if def.no_hyperdrive || def.hyperspeed.is_none() {
            stat("swccg-stat-hyperspeed", Message::new("swccg-no-hyperdrive"));
        } else {
            let value = if live { hyperspeed(state, card) } else { def.hyperspeed.unwrap_or(0) };
            stat("swccg-stat-hyperspeed", number(value));
        }
    }
    if let Some(l) = def.landspeed {
        stat("swccg-stat-landspeed", number(l));
    }
    if is_craft(def) {
        stat("swccg-stat-capacity", capacity(def));
    }
    out
}

/// [S10] Capacity in words: "6 pilots, 8 passengers, 2 vehicles and 4 TIEs", or "none".
pub(crate) fn capacity(def: &CardDef) -> Message {
    let c = def.capacity;
    let parts: Vec<Arg> = [
        ("swccg-capacity-pilots", c.pilots),
        ("swccg-capacity-passengers", c.passengers),
        ("swccg-capacity-pilots-or-passengers", c.pilots_or_passengers),
        ("swccg-capacity-drivers", c.drivers),
        ("swccg-capacity-astromechs", c.astromechs),
        ("swccg-capacity-vehicles", c.vehicles),
        ("swccg-capacity-ties", c.ties),
        ("swccg-capacity-starfighters", c.starfighters),
    ]
    .into_iter()
    .filter(|&(_, n)| n > 0)
    .map(|(key, n)| Message::new(key).number("n", n).into())
    .collect();
    if parts.is_empty() {
        Message::new("swccg-capacity-none")
    } else {
        Message::new("swccg-capacity").with("parts", Arg::List(parts))
    }
}

fn badges(state: &State, card: CardId) -> Vec<Message> {
    let def = state.def(card);
    let mut out = Vec::new();
    if let Some(under) = covered(state, card) {
        out.push(Message::new("swccg-badge-converted").with("side", state.owner(under).say()));
    }
    // A mobile system's current parsec ("X = parsec of current position").
    if mobile_hyperspeed(def).is_some() {
        let parsec = u16::from(parsec(state, card).unwrap_or(0));
        out.push(Message::new("swccg-badge-parsec").number("n", parsec));
    }
    // 'Bluff Rules': how many face-down bluff cards are under the site (not which).
    let bluffs = bluffs_at(state, card).len();
    if bluffs > 0 {
        out.push(Message::new("swccg-badge-bluffs").number("n", u16::try_from(bluffs).unwrap_or(u16::MAX)));
    }
    if let Some(most) = def.restricted {
        out.push(Message::new("swccg-badge-restricted").number("n", most));
    }
    let mut badge = |key: &'static str| out.push(Message::new(key));
    if def.unique {
        badge("swccg-badge-unique");
    }
    if state.card(card).at.is_none() {
        return out;
    }
    if is_craft(def) {
        if is_landed(state, card) {
            badge("swccg-badge-landed");
        }
        if in_cargo(state, card) {
            badge("swccg-badge-cargo");
        } else if is_piloted(state, card) {
            badge("swccg-badge-piloted");
        } else {
            badge("swccg-badge-unpiloted");
        }
        if def.is(CardType::Vehicle) {
            badge(if def.enclosed { "swccg-badge-enclosed" } else { "swccg-badge-open" });
        }
    }
    let cs = state.card(card);
    if cs.stranded {
        badge("swccg-badge-stranded");
    }
    if cs.hit {
        badge("swccg-badge-hit");
    }
    if cs.ionized || cs.power_ionized {
        badge("swccg-badge-ionized");
    }
    if cs.missing {
        badge("swccg-badge-missing");
    }
    if cs.moved {
        badge("swccg-badge-moved");
    }
    if state.battle.is_some() && in_battle(state, card) {
        badge("swccg-badge-in-battle");
    }
    if state.boosts.iter().any(|b| b.card == card) {
        badge("swccg-badge-maneuvers");
    }
    out
}

/// The printed text, a location's two halves on their own lines. [S16]: a landed starship's
/// text is not in force.
fn text_lines(state: &State, card: CardId) -> Vec<TextLine> {
    let def = state.def(card);
    let live = (def.is(CardType::Starship) && state.card(card).at.is_some()).then(|| text_active(state, card));
    let other_half = if def.text.starts_with("Light:") { " Dark:" } else { " Light:" };
    match def.text.split_once(other_half) {
        Some((first, second)) if def.is(CardType::Location) => vec![
            TextLine { text: first.to_string(), live: None },
            TextLine { text: format!("{}{second}", other_half.trim_start()), live: None },
        ],
        _ if def.text.is_empty() => Vec::new(),
        _ => vec![TextLine { text: def.text.to_string(), live }],
    }
}
