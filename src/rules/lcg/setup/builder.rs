//! The deck builder's view of Star Wars: The Card Game: each implemented card as the browser
//! shows it (its stats by name, its text and its pilot text, the facets LCG players filter by:
//! side, affiliation, objective set, type, cost, trait; and the rules Hangar enforces about it,
//! cited: Pilot (X), the Piloting Limit, missions, resource match, deck construction), a deck as
//! the builder draws it (the affiliation slot and the objective sets, whole: a card is added or
//! removed with its set), its edits and a test draw (four objectives, a hand of six, one
//! mulligan).

use crate::cards::lcg::{catalog, objective_set};
use crate::engine::builder::{breakdown, curve, opening_draw};
use crate::engine::deck::{
    clean_name, BuiltIn, Chart, DeckCard, DeckEdit, DeckEntry, DeckSection, DeckSlot, DeckView, DrawnZone, TestDraw,
    MAX_ENTRY_COPIES,
};
use crate::engine::pool::{CardRule, FacetKey, FacetValue, Pool, PoolCard, PrintedText, SlotKey};
use crate::engine::view::{Place, Stat};
use crate::engine::{Arg, Message, Rng, Rule};
use crate::rules::lcg::flow::opening::{OBJECTIVES_DRAWN, OPENING_HAND};
use crate::rules::lcg::model::def::{Affiliation, CardDef, CardType, Keyword, Side};
use crate::rules::lcg::present::card::{has_cost, printed};
use crate::rules::lcg::sections::LcgRule;
use crate::rules::lcg::setup::deck::DeckList;

pub(crate) const AFFILIATION: SlotKey = SlotKey("affiliation");

const SIDE: FacetKey = FacetKey("side");
const AFFILIATION_FACET: FacetKey = FacetKey("affiliation");
const SET: FacetKey = FacetKey("set");
const TYPE: FacetKey = FacetKey("type");
const COST: FacetKey = FacetKey("cost");
const TRAIT: FacetKey = FacetKey("trait");

/// The mulligans a player may take (Setup: one).
const MULLIGANS: u8 = 1;

/// A card is in the pool when it is an affiliation card, or in an objective set whose every card
/// Hangar plays (a deck takes whole sets).
fn in_pool(def: &CardDef) -> bool {
    let played =
        |set: &crate::cards::lcg::ObjectiveSet| set.cards.iter().all(|&c| catalog().get(c).not_implemented.is_none());
    def.not_implemented.is_none()
        && (def.card_type == CardType::Affiliation || objective_set(def.set).is_some_and(played))
}

/// The side a deck plays: its affiliation card's, else its first set's.
pub(crate) fn side(deck: &DeckList) -> Option<Side> {
    deck.side().or_else(|| deck.sets.iter().find_map(|&n| objective_set(n)).map(|s| s.side))
}

pub(crate) fn pool() -> Pool {
    let cards = catalog().iter().map(|(_, d)| d).filter(|d| in_pool(d)).map(pool_card).collect();
    let facets = [
        (SIDE, Message::new("lcg-facet-side")),
        (AFFILIATION_FACET, Message::new("lcg-facet-affiliation")),
        (SET, Message::new("lcg-facet-set")),
        (TYPE, Message::new("lcg-facet-type")),
        (COST, Message::new("lcg-facet-cost")),
        (TRAIT, Message::new("lcg-facet-trait")),
    ];
    Pool::new(cards, &facets)
}

fn set_name(number: u16) -> Message {
    let name = objective_set(number).map(|s| s.name.to_string()).unwrap_or_default();
    Message::new("lcg-set-name").number("set", number).with("name", Arg::Printed(name))
}

fn pool_card(def: &'static CardDef) -> PoolCard {
    let mut stats = Vec::new();
    let mut stat = |key: &'static str, value: Message| {
        let place = if key == "lcg-stat-cost" { Place::TopLeft } else { Place::Listed };
        stats.push(Stat::new(Message::new(key), value).at(place));
    };
    printed(def, &mut stat);
    if def.card_type != CardType::Affiliation {
        stat("lcg-stat-set", set_name(def.set));
    }
    let mut facets = vec![
        (SIDE, FacetValue::new(format!("{:?}", def.side).to_lowercase(), def.side.say(), def.side.idx() as i64)),
        (
            AFFILIATION_FACET,
            FacetValue::new(format!("{:?}", def.affiliation), def.affiliation.say(), def.affiliation as i64),
        ),
        (
            TYPE,
            FacetValue::new(format!("{:?}", def.card_type).to_lowercase(), def.card_type.say(), def.card_type as i64),
        ),
    ];
    if def.card_type != CardType::Affiliation {
        facets.push((SET, FacetValue::new(def.set.to_string(), set_name(def.set), i64::from(def.set))));
    }
    if has_cost(def) {
        facets.push((COST, FacetValue::number(i64::from(def.cost))));
    }
    facets.extend(def.traits.iter().map(|t| (TRAIT, FacetValue::printed(t))));
    let mut text = Vec::new();
    for line in def.text.lines().filter(|l| !l.trim().is_empty()) {
        text.push(PrintedText { label: None, text: line.trim().to_string() });
    }
    if let Some(pilot) = def.pilot.as_ref().filter(|p| !p.text.is_empty()) {
        text.push(PrintedText { label: Some(Message::new("lcg-text-pilot")), text: pilot.text.to_string() });
    }
    PoolCard {
        key: def.number.to_string(),
        title: def.name.to_string(),
        subtitle: None,
        kind: Message::new("lcg-kind").with("type", def.card_type.say()).with("affiliation", def.affiliation.say()),
        number: def.number.to_string(),
        order: def.number.parse().unwrap_or(0) + if def.card_type == CardType::Affiliation { 10_000 } else { 0 },
        cost: has_cost(def).then_some(def.cost),
        unique: def.unique,
        stats,
        traits: def.traits.iter().map(|t| t.to_string()).collect(),
        text,
        facets,
        rules: rules(def),
        slots: if def.card_type == CardType::Affiliation { vec![AFFILIATION] } else { Vec::new() },
        unplayable: None,
    }
}

fn rules(def: &'static CardDef) -> Vec<CardRule> {
    let mut out = Vec::new();
    let mut rule = |says: Message, rule: LcgRule| out.push(CardRule { says, rule: Rule::from(rule) });
    if let Some(pilot) = &def.pilot {
        let hosts = Arg::List(pilot.hosts.iter().map(|h| Arg::Printed(h.to_string())).collect());
        let key = match (pilot.keyword, pilot.hosts.is_empty()) {
            (true, true) => "lcg-card-rule-pilot",
            (true, false) => "lcg-card-rule-pilot-hosts",
            (false, _) => "lcg-card-rule-pilot-printed",
        };
        rule(Message::new(key).number("n", pilot.cost).with("hosts", hosts), LcgRule::PilotX);
        if !pilot.text.is_empty() {
            rule(Message::new("lcg-card-rule-pilot-text"), LcgRule::PilotedAndPiloting);
        }
    }
    if def.is_vehicle && def.card_type == CardType::Unit {
        rule(Message::new("lcg-card-rule-vehicle"), LcgRule::PilotingLimit);
    }
    match def.card_type {
        CardType::Affiliation => rule(Message::new("lcg-card-rule-affiliation"), LcgRule::DeckBuilding),
        CardType::Objective => rule(Message::new("lcg-card-rule-objective"), LcgRule::DeckBuilding),
        CardType::Mission => rule(Message::new("lcg-card-rule-mission"), LcgRule::Mission),
        _ => {}
    }
    if def.card_type != CardType::Affiliation {
        rule(Message::new("lcg-card-rule-whole-set").number("set", def.set), LcgRule::DeckBuilding);
        if let Some(needs) = objective_set(def.set).and_then(|s| s.affiliation_only) {
            rule(
                Message::new("lcg-card-rule-affiliation-only").with("affiliation", needs.say()),
                LcgRule::DeckBuilding,
            );
        }
    }
    if has_cost(def) && def.cost > 0 && def.affiliation != Affiliation::Neutral {
        rule(
            Message::new("lcg-card-rule-resource-match").with("affiliation", def.affiliation.say()),
            LcgRule::ResourceMatch,
        );
    }
    for keyword in def.keywords.iter() {
        let says = match keyword {
            Keyword::Elite => Message::new("lcg-card-rule-elite"),
            Keyword::Edge(n) => Message::new("lcg-card-rule-edge").number("n", *n),
            Keyword::Shielding => Message::new("lcg-card-rule-shielding"),
            Keyword::TargetedStrike => Message::new("lcg-card-rule-targeted-strike"),
            Keyword::Limited => Message::new("lcg-card-rule-limited"),
            Keyword::Protect(guarded) => {
                Message::new("lcg-card-rule-protect").with("trait", Arg::Printed(guarded.name().into()))
            }
        };
        rule(says, LcgRule::CardAbilities);
    }
    out
}

/// The empty deck a new one starts from: its affiliation, chosen first, decides its side.
pub(crate) fn blank() -> Vec<BuiltIn<DeckList>> {
    vec![BuiltIn { key: "blank", name: Message::new("lcg-deck-blank"), deck: DeckList::default() }]
}

fn def(key: &str) -> Option<&'static CardDef> {
    catalog().by_key(key).map(|d| catalog().get(d))
}

fn card_of(def: &CardDef) -> DeckCard {
    DeckCard { key: def.number.to_string(), title: def.name.to_string(), subtitle: None }
}

/// The deck as the builder draws it: the affiliation, then the objective sets, each named by its
/// objective (adding or removing it adds or removes the set).
pub(crate) fn view(deck: &DeckList) -> DeckView {
    let affiliation = Some(deck.affiliation.as_str()).filter(|k| !k.is_empty());
    let slots = vec![DeckSlot {
        key: AFFILIATION,
        name: Message::new("lcg-slot-affiliation"),
        card: affiliation.map(|k| match def(k) {
            Some(d) => card_of(d),
            None => DeckCard { key: k.to_string(), title: k.to_string(), subtitle: None },
        }),
    }];
    let sets = deck.counts();
    let copies = |n: usize| u8::try_from(n).unwrap_or(u8::MAX);
    let mut entries: Vec<DeckEntry> = sets
        .iter()
        .map(|&(number, n)| match objective_set(number) {
            Some(set) => {
                let objective = catalog().get(set.objective());
                DeckEntry { card: card_of(objective), count: copies(n), detail: Some(set_name(number)), cost: None }
            }
            None => DeckEntry {
                card: DeckCard { key: format!("set:{number}"), title: number.to_string(), subtitle: None },
                count: copies(n),
                detail: Some(Message::new("lcg-set-unknown").number("set", number)),
                cost: None,
            },
        })
        .collect();
    entries.sort_by_key(|e| e.card.key.clone());
    let mut counts: Vec<(String, u8)> = Vec::new();
    for &(number, n) in &sets {
        let Some(set) = objective_set(number) else { continue };
        for &c in set.cards.iter() {
            let key = catalog().get(c).number.to_string();
            match counts.iter_mut().find(|(k, _)| *k == key) {
                Some((_, have)) => *have = have.saturating_add(copies(n)),
                None => counts.push((key, copies(n))),
            }
        }
    }
    counts.extend(affiliation.map(|k| (k.to_string(), 1)));
    let cards: usize = sets.iter().filter_map(|&(number, n)| objective_set(number).map(|s| s.cards.len() * n)).sum();
    DeckView {
        name: deck.name.clone(),
        slots,
        sections: vec![DeckSection { name: Message::new("lcg-deck-objective-sets"), entries }],
        size: Message::new("lcg-deck-size").with("n", deck.sets.len()).with("cards", cards),
        counts,
        charts: charts(deck),
        formats: Vec::new(),
    }
}

/// The command cards (and the objectives) of the deck's sets, with their copies.
fn command_cards(deck: &DeckList) -> Vec<(&'static CardDef, u32)> {
    let mut out = Vec::new();
    for (number, n) in deck.counts() {
        let Some(set) = objective_set(number) else { continue };
        let n = u32::try_from(n).unwrap_or(u32::MAX);
        out.extend(set.cards.iter().map(|&c| (catalog().get(c), n)));
    }
    out
}

fn charts(deck: &DeckList) -> Vec<Chart> {
    let cards = command_cards(deck);
    let count = |pred: &dyn Fn(&CardDef) -> bool| cards.iter().filter(|(d, _)| pred(d)).map(|(_, n)| n).sum::<u32>();
    let types = [CardType::Unit, CardType::Enhancement, CardType::Event, CardType::Fate, CardType::Mission]
        .map(|t| (t.say(), count(&|d| d.card_type == t)));
    let affiliations = [
        Affiliation::Jedi,
        Affiliation::RebelAlliance,
        Affiliation::SmugglersAndSpies,
        Affiliation::Sith,
        Affiliation::ImperialNavy,
        Affiliation::ScumAndVillainy,
        Affiliation::Neutral,
    ]
    .map(|a| (a.say(), count(&|d| d.card_type != CardType::Objective && d.affiliation == a)));
    let sides = [Side::Dark, Side::Light].map(|s| (s.say(), count(&|d| d.side == s)));
    vec![
        curve(cards.iter().filter(|(d, _)| has_cost(d)).map(|(d, n)| (d.cost, *n)), 5),
        breakdown("type", Message::new("lcg-facet-type"), types),
        breakdown("affiliation", Message::new("lcg-facet-affiliation"), affiliations),
        breakdown("side", Message::new("lcg-facet-side"), sides),
    ]
}

/// The deck after `edit`: an affiliation card goes to its slot; any other card brings its whole
/// objective set (and takes it away).
pub(crate) fn edit(deck: &DeckList, edit: &DeckEdit) -> Result<DeckList, Message> {
    let mut next = deck.clone();
    let known = |key: &str| def(key).filter(|d| in_pool(d)).ok_or_else(|| Message::new("deck-edit-unknown-card"));
    match edit {
        DeckEdit::Add(key) => {
            let d = known(key)?;
            if d.card_type == CardType::Affiliation {
                next.affiliation.clone_from(key);
            } else if next.sets.len() < usize::from(MAX_ENTRY_COPIES) * 4 {
                next.sets.push(d.set);
            }
        }
        DeckEdit::Remove(key) => {
            if !key.is_empty() && next.affiliation == *key {
                next.affiliation.clear();
                return Ok(next);
            }
            let set: u16 = match key.strip_prefix("set:") {
                Some(n) => n.parse().map_err(|_| Message::new("deck-edit-not-in-deck"))?,
                None => def(key).ok_or_else(|| Message::new("deck-edit-not-in-deck"))?.set,
            };
            let Some(at) = next.sets.iter().rposition(|&s| s == set) else {
                return Err(Message::new("deck-edit-not-in-deck"));
            };
            next.sets.remove(at);
        }
        DeckEdit::SetSlot(slot, card) => {
            if *slot != AFFILIATION {
                return Err(Message::new("deck-edit-no-such-slot"));
            }
            if let Some(key) = card {
                if known(key)?.card_type != CardType::Affiliation {
                    return Err(Message::new("deck-edit-wrong-slot"));
                }
            }
            next.affiliation = card.clone().unwrap_or_default();
        }
        DeckEdit::Rename(name) => next.name = clean_name(name),
        DeckEdit::SetFormat(_) => return Err(Message::new("deck-edit-no-such-format")),
    }
    Ok(next)
}

/// Setup's draw: four objectives from the shuffled objective deck (three go into play, one to the
/// bottom: the player's choice), and six command cards, after up to one mulligan.
pub(crate) fn test_draw(deck: &DeckList, seed: u64, taken: u8) -> TestDraw {
    let mut objectives = Vec::new();
    let mut command = Vec::new();
    for &number in &deck.sets {
        let Some(set) = objective_set(number) else { continue };
        {
            objectives.push(card_of(catalog().get(set.objective())));
            command.extend(set.command_cards().iter().map(|&c| card_of(catalog().get(c))));
        }
    }
    let mut rng = Rng::seeded(seed ^ 0x0B1E_C71F);
    rng.shuffle(&mut objectives);
    objectives.truncate(OBJECTIVES_DRAWN);
    let (hand, left) = opening_draw(command, seed, OPENING_HAND, MULLIGANS, taken);
    let affiliation = def(&deck.affiliation).map(card_of);
    TestDraw {
        zones: vec![
            DrawnZone { name: Message::new("lcg-slot-affiliation"), cards: affiliation.into_iter().collect() },
            DrawnZone { name: Message::new("lcg-draw-objectives"), cards: objectives },
            DrawnZone { name: Message::new("deck-draw-hand"), cards: hand },
        ],
        mulligans: MULLIGANS,
        taken: taken.min(MULLIGANS),
        left,
    }
}
