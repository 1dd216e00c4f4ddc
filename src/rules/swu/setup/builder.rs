//! The deck builder's view of Star Wars: Unlimited: each implemented card as the browser shows
//! it (its stats by name, its text by form, the facets SWU players filter by: aspect, type,
//! arena, cost, trait, keyword; and the rules Hangar enforces about it, cited: Piloting 7.5.17.a
//! with its restriction 3.6.b, a Pilot's two forms 2.12, the unique rule 29.a, each keyword), a
//! deck as the builder draws it (the leader and base slots, units, upgrades and events, the cost
//! curve and the type, aspect and arena breakdowns), its edits (a leader or base goes to its
//! slot) and a test draw (six cards, one mulligan).

use crate::cards::swu::catalog;
use crate::engine::builder::{self, add_copy, breakdown, curve, opening_draw, remove_copy};
use crate::engine::deck::{
    clean_name, BuiltIn, Chart, DeckCard, DeckEdit, DeckEntry, DeckSection, DeckSlot, DeckView, DrawnZone, TestDraw,
};
use crate::engine::pool::{CardRule, FacetKey, FacetValue, Pool, PoolCard, PrintedText, SlotKey};
use crate::engine::view::{Place, Stat};
use crate::engine::{Arg, Message, Rule};
use crate::rules::swu::flow::opening::OPENING_HAND;
use crate::rules::swu::model::def::{Arena, Aspect, CardDef, CardType, Keyword};
use crate::rules::swu::sections::SwuRule;
use crate::rules::swu::setup::decks::Deck;
use crate::rules::swu::setup::format::Format;

pub(crate) const LEADER: SlotKey = SlotKey("leader");
pub(crate) const BASE: SlotKey = SlotKey("base");

const ASPECT: FacetKey = FacetKey("aspect");
const TYPE: FacetKey = FacetKey("type");
const ARENA: FacetKey = FacetKey("arena");
const COST: FacetKey = FacetKey("cost");
const TRAIT: FacetKey = FacetKey("trait");
const KEYWORD: FacetKey = FacetKey("keyword");

/// The mulligans a player may take (base game setup: one).
const MULLIGANS: u8 = 1;

/// Whether a card is in the builder's pool: every printed card, no token. A card Hangar does not
/// play yet is listed, marked ([`unplayable`]), and a deck holding it is refused with the reason.
fn in_pool(def: &CardDef) -> bool {
    def.token.is_none()
}

/// What Hangar does not play of the card, said as a deck problem says it; none when it plays it all.
pub(crate) fn unplayable(def: &CardDef) -> Option<Message> {
    (!def.implemented()).then(|| {
        let what = Arg::List(def.not_implemented.iter().map(|u| u.say().into()).collect());
        Message::new("swu-card-not-implemented").with("what", what)
    })
}

/// Every card a deck may hold, with SWU's facets.
pub(crate) fn pool() -> Pool {
    let cards = catalog().iter().map(|(_, d)| d).filter(|d| in_pool(d)).map(pool_card).collect();
    let facets = [
        (ASPECT, Message::new("swu-facet-aspect")),
        (TYPE, Message::new("swu-facet-type")),
        (ARENA, Message::new("swu-facet-arena")),
        (COST, Message::new("swu-facet-cost")),
        (TRAIT, Message::new("swu-facet-trait")),
        (KEYWORD, Message::new("swu-facet-keyword")),
    ];
    Pool::new(cards, &facets)
}

/// A set's place in printed order.
fn set_order(set: &str) -> u32 {
    ["SOR", "SHD", "TWI", "JTL", "LOF", "SEC"].iter().position(|s| *s == set).map_or(99, |i| i as u32)
}

fn number(n: i64) -> Message {
    Message::new("number").number("n", n)
}

fn aspects(list: &[Aspect]) -> Arg {
    Arg::List(list.iter().map(|a| a.say().into()).collect())
}

fn kind(def: &CardDef) -> Message {
    let arena = |a: Option<Arena>| a.map_or(Message::new("swu-arena-none"), Arena::say);
    match def.card_type {
        CardType::Unit => Message::new("swu-kind-unit").with("arena", arena(def.arena)),
        other => other.say(),
    }
}

fn pool_card(def: &'static CardDef) -> PoolCard {
    let mut stats = Vec::new();
    let has_cost = matches!(def.card_type, CardType::Unit | CardType::Upgrade | CardType::Event | CardType::Leader);
    if has_cost {
        stats.push(Stat::new(Message::new("swu-stat-cost"), number(i64::from(def.cost))).at(Place::TopLeft));
    }
    let mut stat = |key: &'static str, value: Message| stats.push(Stat::new(Message::new(key), value));
    if !def.aspects.is_empty() {
        stat("swu-stat-aspects", Message::new("swu-list").with("items", aspects(&def.aspects)));
    }
    for piloting in def.piloting.iter() {
        stat(
            "swu-stat-piloting",
            Message::new("swu-piloting-cost").number("n", piloting.cost).with("aspects", aspects(&piloting.aspects)),
        );
    }
    match def.card_type {
        CardType::Unit | CardType::Leader => {
            stat("swu-stat-power", number(i64::from(def.power)));
            stat("swu-stat-hp", number(i64::from(def.hp)));
        }
        CardType::Base => stat("swu-stat-hp", number(i64::from(def.hp))),
        CardType::Upgrade | CardType::Event => {}
    }
    if let (Some(p), Some(h)) = (def.upgrade_power, def.upgrade_hp) {
        stat("swu-stat-upgrade", Message::new("swu-modifiers").number("power", p).number("hp", h));
    }
    let mut facets: Vec<(FacetKey, FacetValue)> = Vec::new();
    let mut distinct: Vec<Aspect> = def.aspects.to_vec();
    distinct.sort_unstable();
    distinct.dedup(); // a card printing an aspect twice ("Vigilance, Vigilance") has it once
    for aspect in distinct.iter() {
        facets.push((ASPECT, FacetValue::new(format!("{aspect:?}").to_lowercase(), aspect.say(), *aspect as i64)));
    }
    facets.push((
        TYPE,
        FacetValue::new(format!("{:?}", def.card_type).to_lowercase(), def.card_type.say(), def.card_type as i64),
    ));
    if let (Some(arena), CardType::Unit | CardType::Leader) = (def.arena, def.card_type) {
        facets.push((ARENA, FacetValue::new(format!("{arena:?}").to_lowercase(), arena.say(), arena as i64)));
    }
    if has_cost {
        facets.push((COST, FacetValue::number(i64::from(def.cost))));
    }
    for name in def.traits.iter() {
        facets.push((TRAIT, FacetValue::printed(name)));
    }
    let mut keywords: Vec<Keyword> = def.keywords.iter().chain(def.grants.iter()).copied().collect();
    if !def.piloting.is_empty() {
        // Piloting is a keyword as SWU players search for it.
        facets.push((KEYWORD, FacetValue::new("piloting", Message::new("swu-keyword-piloting"), -1)));
    }
    keywords.sort();
    keywords.dedup();
    for keyword in keywords {
        facets.push((KEYWORD, FacetValue::new(keyword.to_string(), keyword.say(), 0)));
    }
    let n: u32 = def.number.parse().unwrap_or(0);
    PoolCard {
        key: def.id.to_string(),
        title: def.title.to_string(),
        subtitle: def.subtitle.as_deref().map(String::from),
        kind: kind(def),
        number: format!("{} {}", def.set, def.number),
        order: set_order(&def.set) * 1000 + n,
        cost: has_cost.then_some(def.cost),
        unique: def.unique,
        stats,
        traits: def.traits.iter().map(|t| t.to_string()).collect(),
        text: text(def),
        facets,
        rules: rules(def),
        slots: match def.card_type {
            CardType::Leader => vec![LEADER],
            CardType::Base => vec![BASE],
            _ => Vec::new(),
        },
        unplayable: unplayable(def),
    }
}

/// The printed text, each part labelled with the side or form it is printed for.
fn text(def: &CardDef) -> Vec<PrintedText> {
    let mut out = Vec::new();
    let mut push = |label: Option<Message>, text: &str| {
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            out.push(PrintedText { label: label.clone(), text: line.trim().to_string() });
        }
    };
    let label = |key: &'static str| Some(Message::new(key));
    match def.card_type {
        CardType::Leader => {
            push(label("swu-text-leader-side"), &def.text);
            push(label("swu-text-leader-side"), &def.epic_action);
            push(label("swu-text-deployed-unit"), &def.deployed_unit_text);
            push(label("swu-text-deployed-upgrade"), &def.deployed_upgrade_text);
        }
        _ if !def.pilot_text.is_empty() => {
            push(label("swu-text-as-unit"), &def.text);
            push(label("swu-text-as-upgrade"), &def.pilot_text);
        }
        _ => push(None, &def.text),
    }
    out
}

/// The rules Hangar enforces about the card, each with its section.
fn rules(def: &'static CardDef) -> Vec<CardRule> {
    let mut out = Vec::new();
    let mut rule = |says: Message, rule: SwuRule| out.push(CardRule { says, rule: Rule::from(rule) });
    for piloting in def.piloting.iter() {
        let says = Message::new("swu-card-rule-piloting")
            .number("n", piloting.cost)
            .with("aspects", aspects(&piloting.aspects));
        rule(says, SwuRule::Piloting);
    }
    if !def.piloting.is_empty() {
        rule(Message::new("swu-card-rule-pilot-restriction"), SwuRule::AttachmentRestriction);
    }
    if def.is_pilot() && def.card_type == CardType::Unit {
        rule(Message::new("swu-card-rule-pilot-forms"), SwuRule::PilotTrait);
    }
    if def.piloting.len() > 1 {
        rule(Message::new("swu-card-rule-piloting-independent"), SwuRule::PilotingIndependent);
    }
    if def.is_vehicle() && def.card_type == CardType::Unit {
        rule(Message::new("swu-card-rule-vehicle"), SwuRule::Piloting);
    }
    match def.card_type {
        CardType::Leader if def.can_deploy_as_pilot => {
            rule(Message::new("swu-card-rule-leader"), SwuRule::Leaders);
            rule(Message::new("swu-card-rule-leader-pilot"), SwuRule::Leaders);
        }
        CardType::Leader => rule(Message::new("swu-card-rule-leader"), SwuRule::Leaders),
        CardType::Base => rule(Message::new("swu-card-rule-base"), SwuRule::Winning),
        CardType::Upgrade => rule(Message::new("swu-card-rule-upgrade"), SwuRule::Upgrades),
        CardType::Unit | CardType::Event => {}
    }
    if def.unique {
        rule(Message::new("swu-card-rule-unique"), SwuRule::UniqueAnyForm);
    }
    let mut keywords: Vec<Keyword> = def.keywords.to_vec();
    keywords.sort();
    keywords.dedup();
    for keyword in keywords {
        let n = match keyword {
            Keyword::Raid(n) | Keyword::Restore(n) => n,
            _ => 0,
        };
        let says = Message::new(match keyword {
            Keyword::Ambush => "swu-card-rule-ambush",
            Keyword::Grit => "swu-card-rule-grit",
            Keyword::Overwhelm => "swu-card-rule-overwhelm",
            Keyword::Raid(_) => "swu-card-rule-raid",
            Keyword::Restore(_) => "swu-card-rule-restore",
            Keyword::Saboteur => "swu-card-rule-saboteur",
            Keyword::Sentinel => "swu-card-rule-sentinel",
            Keyword::Shielded => "swu-card-rule-shielded",
        });
        let section = match keyword {
            Keyword::Ambush => SwuRule::Ambush,
            Keyword::Grit => SwuRule::Grit,
            Keyword::Overwhelm => SwuRule::Overwhelm,
            Keyword::Raid(_) => SwuRule::Raid,
            Keyword::Restore(_) => SwuRule::Restore,
            Keyword::Saboteur => SwuRule::Saboteur,
            Keyword::Sentinel => SwuRule::Sentinel,
            Keyword::Shielded => SwuRule::Shielded,
        };
        rule(says.number("n", n), section);
    }
    if !def.grants.is_empty() {
        let granted = Arg::List(def.grants.iter().map(|k| k.say().into()).collect());
        rule(Message::new("swu-card-rule-grants").with("keywords", granted), SwuRule::Upgrades);
    }
    out
}

/// The empty deck a new one starts from.
pub(crate) fn blank() -> Vec<BuiltIn<Deck>> {
    vec![BuiltIn { key: "blank", name: Message::new("swu-deck-blank"), deck: Deck::default() }]
}

fn def(key: &str) -> Option<&'static CardDef> {
    catalog().by_key(key).map(|d| catalog().get(d))
}

fn card(key: &str) -> DeckCard {
    match def(key) {
        Some(d) => DeckCard {
            key: key.to_string(),
            title: d.title.to_string(),
            subtitle: d.subtitle.as_deref().map(String::from),
        },
        None => DeckCard { key: key.to_string(), title: key.to_string(), subtitle: None },
    }
}

/// The deck as the builder draws it.
pub(crate) fn view(deck: &Deck) -> DeckView {
    let slot = |name: &'static str, key: SlotKey, card_key: &Option<String>| DeckSlot {
        key,
        name: Message::new(name),
        card: card_key.as_deref().map(card),
    };
    let slots = vec![slot("swu-slot-leader", LEADER, &deck.leader), slot("swu-slot-base", BASE, &deck.base)];
    let section = |key: &'static str| DeckSection { name: Message::new(key), entries: Vec::new() };
    let mut sections = vec![section("swu-deck-units"), section("swu-deck-upgrades"), section("swu-deck-events")];
    let mut others = DeckSection { name: Message::new("deck-section-other"), entries: Vec::new() };
    for entry in &deck.cards {
        let d = def(&entry.card);
        let line = DeckEntry { card: card(&entry.card), count: entry.count, detail: None, cost: d.map(|d| d.cost) };
        match d.map(|d| d.card_type) {
            Some(CardType::Unit) => sections[0].entries.push(line),
            Some(CardType::Upgrade) => sections[1].entries.push(line),
            Some(CardType::Event) => sections[2].entries.push(line),
            _ => others.entries.push(line),
        }
    }
    if !deck.sideboard.is_empty() {
        let entries = deck
            .sideboard
            .iter()
            .map(|e| DeckEntry {
                card: card(&e.card),
                count: e.count,
                detail: None,
                cost: def(&e.card).map(|d| d.cost),
            })
            .collect();
        sections.push(DeckSection { name: Message::new("deck-section-sideboard"), entries });
    }
    sections.push(others);
    for section in &mut sections {
        section.entries.sort_by(|a, b| a.cost.cmp(&b.cost).then_with(|| a.card.title.cmp(&b.card.title)));
    }
    sections.retain(|s| !s.entries.is_empty() || s.name.key != "deck-section-other");
    let mut counts: Vec<(String, u8)> = Vec::new();
    for entry in &deck.cards {
        match counts.iter_mut().find(|(k, _)| *k == entry.card) {
            Some((_, n)) => *n = n.saturating_add(entry.count),
            None => counts.push((entry.card.clone(), entry.count)),
        }
    }
    counts.extend(deck.leader.iter().chain(deck.base.iter()).map(|k| (k.clone(), 1)));
    DeckView {
        name: deck.name.clone(),
        slots,
        sections,
        size: Message::new("swu-deck-size")
            .with("n", builder::size(&deck.cards))
            .with("least", deck.format.min_cards())
            .with("format", deck.format.say()),
        counts,
        charts: charts(deck),
        formats: Format::offered(deck.format),
    }
}

fn charts(deck: &Deck) -> Vec<Chart> {
    let cards: Vec<(&CardDef, u32)> =
        deck.cards.iter().filter_map(|e| def(&e.card).map(|d| (d, u32::from(e.count)))).collect();
    let count = |pred: &dyn Fn(&CardDef) -> bool| cards.iter().filter(|(d, _)| pred(d)).map(|(_, n)| n).sum::<u32>();
    let types = [CardType::Unit, CardType::Upgrade, CardType::Event].map(|t| (t.say(), count(&|d| d.card_type == t)));
    let all_aspects =
        [Aspect::Vigilance, Aspect::Command, Aspect::Aggression, Aspect::Cunning, Aspect::Heroism, Aspect::Villainy];
    let by_aspect = all_aspects.map(|a| (a.say(), count(&|d| d.aspects.contains(&a))));
    let by_arena = Arena::ALL.map(|a| (a.say(), count(&|d| d.card_type == CardType::Unit && d.arena == Some(a))));
    vec![
        curve(cards.iter().map(|(d, n)| (d.cost, *n)), 7),
        breakdown("type", Message::new("swu-facet-type"), types),
        breakdown("aspect", Message::new("swu-facet-aspect"), by_aspect),
        breakdown("arena", Message::new("swu-facet-arena"), by_arena),
    ]
}

/// The deck after `edit`: a leader or a base goes to its slot; any other card of the pool is one
/// more copy in the deck.
pub(crate) fn edit(deck: &Deck, edit: &DeckEdit) -> Result<Deck, Message> {
    let mut next = deck.clone();
    let known = |key: &str| def(key).filter(|d| in_pool(d)).ok_or_else(|| Message::new("deck-edit-unknown-card"));
    match edit {
        DeckEdit::Add(key) => {
            let d = known(key)?;
            match d.card_type {
                CardType::Leader => next.leader = Some(key.clone()),
                CardType::Base => next.base = Some(key.clone()),
                _ => add_copy(&mut next.cards, key),
            }
        }
        DeckEdit::Remove(key) => {
            if next.leader.as_deref() == Some(key.as_str()) {
                next.leader = None;
            } else if next.base.as_deref() == Some(key.as_str()) {
                next.base = None;
            } else if !remove_copy(&mut next.cards, key) && !remove_copy(&mut next.sideboard, key) {
                return Err(Message::new("deck-edit-not-in-deck"));
            }
        }
        DeckEdit::SetSlot(slot, card) => {
            let wants = match *slot {
                LEADER => CardType::Leader,
                BASE => CardType::Base,
                _ => return Err(Message::new("deck-edit-no-such-slot")),
            };
            if let Some(key) = card {
                if known(key)?.card_type != wants {
                    return Err(Message::new("deck-edit-wrong-slot"));
                }
            }
            let place = if wants == CardType::Leader { &mut next.leader } else { &mut next.base };
            place.clone_from(card);
        }
        DeckEdit::Rename(name) => next.name = clean_name(name),
        DeckEdit::SetFormat(key) => {
            next.format = Format::from_key(key).ok_or_else(|| Message::new("deck-edit-no-such-format"))?;
        }
    }
    Ok(next)
}

/// Six cards from the shuffled deck, after up to one mulligan, with the leader and base beside.
pub(crate) fn test_draw(deck: &Deck, seed: u64, taken: u8) -> TestDraw {
    let cards: Vec<DeckCard> = deck
        .cards
        .iter()
        .filter(|e| def(&e.card).is_some())
        .flat_map(|e| std::iter::repeat_n(card(&e.card), usize::from(e.count)))
        .collect();
    let (hand, left) = opening_draw(cards, seed, usize::from(OPENING_HAND), MULLIGANS, taken);
    let table = deck.leader.iter().chain(deck.base.iter()).map(|k| card(k)).collect();
    TestDraw {
        zones: vec![
            DrawnZone { name: Message::new("swu-draw-leader-base"), cards: table },
            DrawnZone { name: Message::new("deck-draw-hand"), cards: hand },
        ],
        mulligans: MULLIGANS,
        taken: taken.min(MULLIGANS),
        left,
    }
}
