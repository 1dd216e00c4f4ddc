//! The deck builder's view of the Star Wars CCG: each card as the browser shows it (its stats by
//! name, its text, the facets CCG players filter by: side, type, set, deploy cost, icons such as
//! pilot or nav computer; and the rules Hangar enforces about it, cited by the starships guide's
//! markers: a starfighter's deployment [S11]/[S12] and landing [S13]–[S16], capacity [S10], a
//! pilot's [O2]/[O3]), a deck as the builder draws it (the starting location, the cards by
//! type, the deploy curve and the type and class breakdowns), its edits (the first location added
//! becomes the starting location) and a test draw (the starting location, a hand of eight; the
//! CCG has no mulligan).

use crate::cards::swccg::catalog;
use crate::engine::builder::{self, add_copy, breakdown, curve, opening_draw, remove_copy};
use crate::engine::deck::{
    clean_name, BuiltIn, Chart, DeckCard, DeckEdit, DeckEntry, DeckSection, DeckSlot, DeckView, DrawnZone, TestDraw,
};
use crate::engine::pool::{CardRule, FacetKey, FacetValue, Pool, PoolCard, PrintedText, SlotKey};
use crate::engine::view::{Place, Stat};
use crate::engine::{Arg, Message, Rule};
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Class, Icon, Side};
use crate::rules::swccg::present::card::capacity;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::setup::decks::{may_start, Deck};
use crate::rules::swccg::setup::new_match::OPENING_HAND;

pub(crate) const STARTING: SlotKey = SlotKey("starting");

const SIDE: FacetKey = FacetKey("side");
const TYPE: FacetKey = FacetKey("type");
const SET: FacetKey = FacetKey("set");
const DEPLOY: FacetKey = FacetKey("deploy");
const ICON: FacetKey = FacetKey("icon");

const TYPES: [CardType; 8] = [
    CardType::Location,
    CardType::Character,
    CardType::Starship,
    CardType::Vehicle,
    CardType::Weapon,
    CardType::Device,
    CardType::Interrupt,
    CardType::Effect,
];

pub(crate) fn pool() -> Pool {
    let cards = catalog().iter().map(|(_, d)| pool_card(d)).collect();
    let facets = [
        (SIDE, Message::new("swccg-facet-side")),
        (TYPE, Message::new("swccg-facet-type")),
        (SET, Message::new("swccg-facet-set")),
        (DEPLOY, Message::new("swccg-facet-deploy")),
        (ICON, Message::new("swccg-facet-icon")),
    ];
    Pool::new(cards, &facets)
}

/// The set a GEMP id is from, and its name as printed.
fn set_of(id: &str) -> (u32, &'static str) {
    let set: u32 = id.split('_').next().and_then(|s| s.parse().ok()).unwrap_or(0);
    let name = match set {
        1 => "Premiere",
        2 => "A New Hope",
        3 => "Hoth",
        4 => "Dagobah",
        5 => "Cloud City",
        6 => "Jabba's Palace",
        7 => "Special Edition",
        8 => "Endor",
        9 => "Death Star II",
        _ => "",
    };
    (set, name)
}

fn set_name(id: &str) -> Message {
    let (set, name) = set_of(id);
    Message::new("swccg-set-name").number("set", set).with("name", Arg::Printed(name.to_string()))
}

fn number(n: u8) -> Message {
    Message::new("number").number("n", n)
}

fn type_index(t: CardType) -> i64 {
    TYPES.iter().position(|&x| x == t).unwrap_or(0) as i64
}

fn kind(def: &CardDef) -> Message {
    match def.class {
        Some(class) => Message::new("swccg-kind-class").with("type", def.card_type.say()).with("class", class.say()),
        None => Message::new("swccg-kind").with("type", def.card_type.say()),
    }
}

fn is_craft(def: &CardDef) -> bool {
    matches!(def.card_type, CardType::Starship | CardType::Vehicle)
}

fn stats(def: &CardDef) -> Vec<Stat> {
    let mut out = Vec::new();
    let mut stat = |key: &'static str, value: Message| out.push(Stat::new(Message::new(key), value));
    if let Some(location) = &def.location {
        if let Some(parsec) = location.parsec {
            stat("swccg-stat-parsec", number(parsec));
        }
        stat("swccg-stat-icons-dark", number(location.dark_icons));
        stat("swccg-stat-icons-light", number(location.light_icons));
        return out;
    }
    if let Some(d) = def.deploy {
        out.push(Stat::new(Message::new("swccg-stat-deploy"), number(d)).at(Place::TopLeft));
    }
    let mut stat = |key: &'static str, value: Message| out.push(Stat::new(Message::new(key), value));
    for (key, value) in [
        ("swccg-stat-power", def.power),
        ("swccg-stat-ability", def.ability),
        ("swccg-stat-permanent-pilot", def.permanent_pilot.map(|p| p.ability)),
        ("swccg-stat-armor", def.armor),
        ("swccg-stat-maneuver", def.maneuver),
    ] {
        if let Some(v) = value {
            stat(key, number(v));
        }
    }
    if def.is(CardType::Starship) {
        match def.hyperspeed.filter(|_| !def.no_hyperdrive) {
            Some(h) => stat("swccg-stat-hyperspeed", number(h)),
            None => stat("swccg-stat-hyperspeed", Message::new("swccg-no-hyperdrive")),
        }
    }
    if let Some(l) = def.landspeed {
        stat("swccg-stat-landspeed", number(l));
    }
    if let Some(f) = def.forfeit {
        stat("swccg-stat-forfeit", number(f));
    }
    if is_craft(def) {
        stat("swccg-stat-capacity", capacity(def));
    }
    if let Some(d) = def.destiny {
        stat("swccg-stat-destiny", number(d));
    }
    out
}

fn pool_card(def: &'static CardDef) -> PoolCard {
    let (set, _) = set_of(&def.id);
    let mut facets = vec![
        (SIDE, FacetValue::new(format!("{:?}", def.side).to_lowercase(), def.side.say(), def.side.idx() as i64)),
        (
            TYPE,
            FacetValue::new(
                format!("{:?}", def.card_type).to_lowercase(),
                def.card_type.say(),
                type_index(def.card_type),
            ),
        ),
        (SET, FacetValue::new(set.to_string(), set_name(&def.id), i64::from(set))),
    ];
    if let Some(d) = def.deploy {
        facets.push((DEPLOY, FacetValue::number(i64::from(d))));
    }
    for icon in def.icons.iter() {
        let (key, name) = match (icon, is_craft(def)) {
            // On a starship or vehicle, a pilot icon is a permanent pilot ([S7]).
            (Icon::Pilot, true) => ("permanent-pilot", Message::new("swccg-icon-permanent-pilot")),
            (other, _) => (icon_key(*other), other.say()),
        };
        facets.push((ICON, FacetValue::new(key, name, 0)));
    }
    let number: u32 = def.id.split('_').nth(1).and_then(|n| n.parse().ok()).unwrap_or(0);
    let mut traits: Vec<String> = def.model.iter().map(|m| m.to_string()).collect();
    traits.extend(def.characteristics.iter().chain(def.extra_text.iter()).map(|t| t.to_string()));
    let text = match (&def.location, def.text.is_empty()) {
        (Some(location), _) => vec![
            PrintedText { label: Some(Side::Dark.say()), text: location.text_dark.to_string() },
            PrintedText { label: Some(Side::Light.say()), text: location.text_light.to_string() },
        ]
        .into_iter()
        .filter(|t| !t.text.trim().is_empty())
        .collect(),
        (None, true) => Vec::new(),
        (None, false) => vec![PrintedText { label: None, text: def.text.to_string() }],
    };
    PoolCard {
        key: def.id.to_string(),
        title: def.title.to_string(),
        subtitle: None,
        kind: kind(def),
        number: def.id.to_string(),
        order: set * 1000 + number,
        cost: def.deploy,
        unique: def.unique,
        stats: stats(def),
        traits,
        text,
        facets,
        rules: rules(def),
        slots: if may_start(def) { vec![STARTING] } else { Vec::new() },
        unplayable: None,
    }
}

fn icon_key(icon: Icon) -> &'static str {
    match icon {
        Icon::Pilot => "pilot",
        Icon::Warrior => "warrior",
        Icon::NavComputer => "nav-computer",
        Icon::ScompLink => "scomp-link",
        Icon::Exterior => "exterior",
        Icon::Interior => "interior",
        Icon::Planet => "planet",
        Icon::Mobile => "mobile",
        Icon::Underground => "underground",
    }
}

/// The rules Hangar enforces about the card, each cited by its marker.
fn rules(def: &'static CardDef) -> Vec<CardRule> {
    let mut out = Vec::new();
    let mut rule = |says: Message, rule: SwccgRule| out.push(CardRule { says, rule: Rule::from(rule) });
    if let Some(what) = &def.not_implemented {
        let says = Message::new("swccg-card-rule-not-implemented").with("what", Arg::Printed(what.to_string()));
        rule(says, SwccgRule::DeckBuilding);
    }
    match (def.card_type, def.class) {
        (CardType::Starship, Some(Class::Starfighter)) => {
            if def.permanent_pilot.is_some() {
                rule(Message::new("swccg-card-rule-starfighter-permanent"), SwccgRule::S11);
            } else {
                rule(Message::new("swccg-card-rule-starfighter-empty"), SwccgRule::S12);
            }
            rule(Message::new("swccg-card-rule-landing"), SwccgRule::S13);
            if def.model.as_deref().is_some_and(|m| m.starts_with("TIE")) {
                rule(Message::new("swccg-card-rule-tie"), SwccgRule::S14);
            }
            rule(Message::new("swccg-card-rule-landing-cost"), SwccgRule::S15);
            rule(Message::new("swccg-card-rule-landed"), SwccgRule::S16);
        }
        (CardType::Starship, _) => rule(Message::new("swccg-card-rule-capital"), SwccgRule::S1),
        (CardType::Vehicle, _) => {
            rule(Message::new("swccg-card-rule-vehicle"), SwccgRule::V1);
            let key = if def.enclosed { "swccg-card-rule-enclosed" } else { "swccg-card-rule-open" };
            rule(Message::new(key), SwccgRule::E1);
        }
        (CardType::Character, _) if def.has_icon(Icon::Pilot) => {
            rule(Message::new("swccg-card-rule-pilot"), SwccgRule::O2);
        }
        (CardType::Weapon, _) => rule(Message::new("swccg-card-rule-weapon"), SwccgRule::Weapons),
        (CardType::Location, _) if may_start(def) => {
            rule(Message::new("swccg-card-rule-starting"), SwccgRule::Setup);
        }
        _ => {}
    }
    if is_craft(def) {
        rule(Message::new("swccg-card-rule-capacity").with("capacity", capacity(def)), SwccgRule::S10);
        if def.permanent_pilot.is_some() {
            let ability = def.permanent_pilot.map_or(0, |p| p.ability);
            rule(Message::new("swccg-card-rule-permanent-pilot").number("n", ability), SwccgRule::S7);
        }
    }
    if def.is(CardType::Starship) && def.has_icon(Icon::NavComputer) {
        rule(Message::new("swccg-card-rule-nav-computer"), SwccgRule::S7);
    }
    if def.is(CardType::Starship) && (def.no_hyperdrive || def.hyperspeed.is_none()) {
        rule(Message::new("swccg-card-rule-no-hyperdrive"), SwccgRule::S5);
    }
    for ability in def.abilities() {
        if let Ability::AddsPower { power, to: None, .. } = ability {
            rule(Message::new("swccg-card-rule-adds-power").number("n", *power), SwccgRule::O3);
        }
    }
    if def.unique {
        rule(Message::new("swccg-card-rule-unique"), SwccgRule::Deploy);
    }
    if let Some(most) = def.restricted {
        rule(Message::new("swccg-card-rule-restricted").number("n", most), SwccgRule::Deploy);
    }
    out
}

/// The empty decks a new one starts from, one a side.
pub(crate) fn blank() -> Vec<BuiltIn<Deck>> {
    vec![
        BuiltIn { key: "blank-dark", name: Message::new("swccg-deck-blank-dark"), deck: Deck::new(Side::Dark) },
        BuiltIn { key: "blank-light", name: Message::new("swccg-deck-blank-light"), deck: Deck::new(Side::Light) },
    ]
}

fn def(key: &str) -> Option<&'static CardDef> {
    catalog().by_key(key).map(|d| catalog().get(d))
}

fn card(key: &str) -> DeckCard {
    DeckCard {
        key: key.to_string(),
        title: def(key).map_or_else(|| key.to_string(), |d| d.title.to_string()),
        subtitle: None,
    }
}

/// The deck as the builder draws it: the starting location, then the cards by type.
pub(crate) fn view(deck: &Deck) -> DeckView {
    let slots = vec![DeckSlot {
        key: STARTING,
        name: Message::new("swccg-slot-starting"),
        card: deck.starting.as_deref().map(card),
    }];
    let mut sections: Vec<DeckSection> =
        TYPES.iter().map(|t| DeckSection { name: t.say(), entries: Vec::new() }).collect();
    let mut others = DeckSection { name: Message::new("deck-section-other"), entries: Vec::new() };
    for entry in &deck.cards {
        let d = def(&entry.card);
        let line =
            DeckEntry { card: card(&entry.card), count: entry.count, detail: None, cost: d.and_then(|d| d.deploy) };
        match d.map(|d| type_index(d.card_type) as usize) {
            Some(i) => sections[i].entries.push(line),
            None => others.entries.push(line),
        }
    }
    sections.push(others);
    for section in &mut sections {
        section.entries.sort_by(|a, b| a.cost.cmp(&b.cost).then_with(|| a.card.title.cmp(&b.card.title)));
    }
    sections.retain(|s| !s.entries.is_empty());
    let mut counts: Vec<(String, u8)> = Vec::new();
    for entry in &deck.cards {
        match counts.iter_mut().find(|(k, _)| *k == entry.card) {
            Some((_, n)) => *n = n.saturating_add(entry.count),
            None => counts.push((entry.card.clone(), entry.count)),
        }
    }
    DeckView {
        name: deck.name.clone(),
        slots,
        sections,
        size: Message::new("swccg-deck-size")
            .with("n", builder::size(&deck.cards))
            .with("size", crate::rules::swccg::setup::deck::DECK_SIZE)
            .with("side", deck.side.say()),
        counts,
        charts: charts(deck),
        formats: Vec::new(),
    }
}

fn charts(deck: &Deck) -> Vec<Chart> {
    let cards: Vec<(&CardDef, u32)> =
        deck.cards.iter().filter_map(|e| def(&e.card).map(|d| (d, u32::from(e.count)))).collect();
    let count = |pred: &dyn Fn(&CardDef) -> bool| cards.iter().filter(|(d, _)| pred(d)).map(|(_, n)| n).sum::<u32>();
    let types = TYPES.map(|t| (t.say(), count(&|d| d.card_type == t)));
    let sides = Side::BOTH.map(|s| (s.say(), count(&|d| d.side == s)));
    let icons = [Icon::Pilot, Icon::Warrior, Icon::NavComputer, Icon::ScompLink]
        .map(|i| (i.say(), count(&|d| d.has_icon(i) && (i != Icon::Pilot || !is_craft(d)))));
    vec![
        curve(cards.iter().filter_map(|(d, n)| d.deploy.map(|c| (c, *n))), 6),
        breakdown("type", Message::new("swccg-facet-type"), types),
        breakdown("side", Message::new("swccg-facet-side"), sides),
        breakdown("icon", Message::new("swccg-facet-icon"), icons),
    ]
}

/// The deck after `edit`: any card is one more copy; the first location added that may start
/// becomes the starting location (the player may mark another).
pub(crate) fn edit(deck: &Deck, edit: &DeckEdit) -> Result<Deck, Message> {
    let mut next = deck.clone();
    let known = |key: &str| def(key).ok_or_else(|| Message::new("deck-edit-unknown-card"));
    match edit {
        DeckEdit::Add(key) => {
            let d = known(key)?;
            add_copy(&mut next.cards, key);
            if next.starting.is_none() && may_start(d) && d.side == next.side {
                next.starting = Some(key.clone());
            }
        }
        DeckEdit::Remove(key) => {
            if !remove_copy(&mut next.cards, key) && !remove_copy(&mut next.sideboard, key) {
                if next.starting.as_deref() == Some(key.as_str()) {
                    next.starting = None;
                    return Ok(next);
                }
                return Err(Message::new("deck-edit-not-in-deck"));
            }
            if next.starting.as_deref() == Some(key.as_str()) && builder::copies(&next.cards, key) == 0 {
                next.starting = None;
            }
        }
        DeckEdit::SetSlot(slot, card) => {
            if *slot != STARTING {
                return Err(Message::new("deck-edit-no-such-slot"));
            }
            if let Some(key) = card {
                if !may_start(known(key)?) {
                    return Err(Message::new("deck-edit-wrong-slot"));
                }
                if builder::copies(&next.cards, key) == 0 {
                    add_copy(&mut next.cards, key);
                }
            }
            next.starting.clone_from(card);
        }
        DeckEdit::Rename(name) => next.name = clean_name(name),
        DeckEdit::SetFormat(_) => return Err(Message::new("deck-edit-no-such-format")),
    }
    Ok(next)
}

/// The starting location on the table, and eight cards from the shuffled rest (the CCG has no
/// mulligan).
pub(crate) fn test_draw(deck: &Deck, seed: u64, _taken: u8) -> TestDraw {
    let start = deck.starting.as_deref();
    let mut table = Vec::new();
    let mut rest = Vec::new();
    for entry in &deck.cards {
        if def(&entry.card).is_none() {
            continue;
        }
        let mut n = usize::from(entry.count);
        if Some(entry.card.as_str()) == start {
            table.push(card(&entry.card));
            n = n.saturating_sub(1);
        }
        rest.extend(std::iter::repeat_n(card(&entry.card), n));
    }
    let (hand, left) = opening_draw(rest, seed, OPENING_HAND, 0, 0);
    TestDraw {
        zones: vec![
            DrawnZone { name: Message::new("swccg-draw-table"), cards: table },
            DrawnZone { name: Message::new("deck-draw-hand"), cards: hand },
        ],
        mulligans: 0,
        taken: 0,
        left,
    }
}
