//! A game's card pool as the card browser shows it, written once for every game: each card as
//! data ([`PoolCard`]: its title, every stat by name, its printed text, the facets a player of
//! that game filters by, and the rules Hangar enforces about it, each cited), and the search over
//! them ([`Pool::search`]: words in the title or the text as typed, facet filters, a sort). The
//! UI only draws the result; everything here is a pure function, tested natively and measured by
//! `benches/pool_search.rs`.

use super::view::Stat;
use super::{Message, Rule};
use std::collections::{BTreeMap, BTreeSet};

/// A facet a game's cards are filtered by: `"aspect"`, `"type"`, `"cost"`, `"side"`… Each game
/// names its own (and says them in its words); the engine knows only that a card has values of
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FacetKey(pub &'static str);

/// One value of a facet on a card: `"vigilance"` of `"aspect"`, `"3"` of `"cost"`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FacetValue {
    /// Stable within its facet: what a filter names.
    pub key: String,
    /// What the filter shows.
    pub name: Message,
    /// Where it is listed among the facet's values (a cost by its number; else the game's order,
    /// ties by key).
    pub order: i64,
}

impl FacetValue {
    /// A value named by a message, listed at `order`.
    pub fn new(key: impl Into<String>, name: Message, order: i64) -> FacetValue {
        FacetValue { key: key.into(), name, order }
    }

    /// A number (a cost): its key is the number, listed in numeric order.
    pub fn number(n: i64) -> FacetValue {
        FacetValue { key: n.to_string(), name: Message::new("number").number("n", n), order: n }
    }

    /// Printed words (a trait), listed alphabetically.
    pub fn printed(text: &str) -> FacetValue {
        FacetValue { key: text.to_string(), name: Message::new("log-printed").with("text", printed(text)), order: 0 }
    }
}

fn printed(text: &str) -> super::Arg {
    super::Arg::Printed(text.to_string())
}

/// A facet of the game and every value its pool has, each with how many cards have it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facet {
    pub key: FacetKey,
    pub name: Message,
    pub values: Vec<(FacetValue, u32)>,
}

/// A line of printed text, with the part of the card it is printed on when the game names one
/// ("Pilot text", "Deployed as an upgrade", the Light Side's half of a location). Shown as text,
/// never as HTML.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintedText {
    pub label: Option<Message>,
    pub text: String,
}

/// A rule Hangar enforces about a card, said for the card ("Plays as a Pilot upgrade for 2 on
/// a friendly Vehicle without a Pilot"), with the section it rests on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardRule {
    pub says: Message,
    pub rule: Rule,
}

/// A slot of a deck outside its list of cards: SWU's leader and base, the CCG's starting
/// locations, the LCG's affiliation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SlotKey(pub &'static str);

/// A card of the pool as the browser shows it and the deck builder adds it.
#[derive(Clone, Debug, PartialEq)]
pub struct PoolCard {
    /// The printed key decks name it by.
    pub key: String,
    pub title: String,
    pub subtitle: Option<String>,
    /// What kind of card it is, in game terms.
    pub kind: Message,
    /// The number as printed ("JTL 008", "0700", "1_168").
    pub number: String,
    /// Its place in printed order (set, then number): the "number" sort.
    pub order: u32,
    /// What it costs to play, for the cost sort and curve (none for a base or a location).
    pub cost: Option<u8>,
    pub unique: bool,
    /// Every printed number by name, cost first.
    pub stats: Vec<Stat>,
    pub traits: Vec<String>,
    pub text: Vec<PrintedText>,
    /// Its values of the game's facets (a facet may have several: aspects, traits, icons).
    pub facets: Vec<(FacetKey, FacetValue)>,
    /// The rules Hangar enforces about it, cited.
    pub rules: Vec<CardRule>,
    /// The deck slots it may fill (a leader's, a base's...); empty for a card of the list.
    pub slots: Vec<SlotKey>,
    /// Why a deck holding it is refused, when Hangar does not play its text yet (the card is
    /// listed so a player's deck of the set reads whole; the detail shows this).
    pub unplayable: Option<Message>,
}

impl PoolCard {
    /// Its values of `facet`.
    pub fn values(&self, facet: FacetKey) -> impl Iterator<Item = &FacetValue> {
        self.facets.iter().filter(move |(k, _)| *k == facet).map(|(_, v)| v)
    }
}

/// Where the words of a search are looked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Scope {
    /// The title and subtitle.
    #[default]
    Title,
    /// The title, subtitle, traits, kind's printed words and the printed text.
    Text,
}

/// The order of a result list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Sort {
    #[default]
    Name,
    /// Cheapest first (cards without a cost last), then by name.
    Cost,
    /// Printed order: set, then number.
    Number,
}

impl Sort {
    pub const ALL: [Sort; 3] = [Sort::Name, Sort::Cost, Sort::Number];

    /// Its stable name (the UI's choice).
    pub fn key(self) -> &'static str {
        match self {
            Sort::Name => "name",
            Sort::Cost => "cost",
            Sort::Number => "number",
        }
    }
}

/// What the player is looking for: words as typed, facet values, an order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query {
    pub words: String,
    pub scope: Scope,
    /// For each facet, the values any one of which a card must have (facets combine with "and").
    pub filters: BTreeMap<FacetKey, BTreeSet<String>>,
    pub sort: Sort,
}

impl Query {
    /// The query with `value` of `facet` turned on, or off if it was on.
    #[must_use]
    pub fn toggled(mut self, facet: FacetKey, value: &str) -> Query {
        let values = self.filters.entry(facet).or_default();
        if !values.remove(value) {
            values.insert(value.to_string());
        }
        if values.is_empty() {
            self.filters.remove(&facet);
        }
        self
    }

    /// Whether `value` of `facet` is on.
    pub fn has(&self, facet: FacetKey, value: &str) -> bool {
        self.filters.get(&facet).is_some_and(|v| v.contains(value))
    }
}

/// A game's pool, ready to search: the cards, the facets with the values they have, and each
/// card's words folded once (lower case, accents off) so that a search as the player types
/// compares plain strings.
#[derive(Clone, Debug, PartialEq)]
pub struct Pool {
    pub cards: Vec<PoolCard>,
    pub facets: Vec<Facet>,
    folded: Vec<Folded>,
}

#[derive(Clone, Debug, PartialEq)]
struct Folded {
    title: String,
    /// Title, subtitle, traits and printed text, joined.
    text: String,
}

impl Pool {
    /// The pool of `cards` with the game's `facets` (in the order the browser lists them).
    pub fn new(cards: Vec<PoolCard>, facets: &[(FacetKey, Message)]) -> Pool {
        let facets = facets
            .iter()
            .map(|(key, name)| {
                let mut counted: BTreeMap<String, (FacetValue, u32)> = BTreeMap::new();
                for value in cards.iter().flat_map(|c| c.values(*key)) {
                    counted.entry(value.key.clone()).or_insert_with(|| (value.clone(), 0)).1 += 1;
                }
                let mut values: Vec<(FacetValue, u32)> = counted.into_values().collect();
                values.sort_by(|(a, _), (b, _)| a.order.cmp(&b.order).then_with(|| fold(&a.key).cmp(&fold(&b.key))));
                Facet { key: *key, name: name.clone(), values }
            })
            .collect();
        let folded = cards
            .iter()
            .map(|card| {
                let mut title = fold(&card.title);
                if let Some(subtitle) = &card.subtitle {
                    title.push(' ');
                    title.push_str(&fold(subtitle));
                }
                let mut text = title.clone();
                for part in card.traits.iter().chain(card.text.iter().map(|t| &t.text)) {
                    text.push(' ');
                    text.push_str(&fold(part));
                }
                Folded { title, text }
            })
            .collect();
        Pool { cards, facets, folded }
    }

    /// The card with the printed key `key`.
    pub fn card(&self, key: &str) -> Option<&PoolCard> {
        self.cards.iter().find(|c| c.key == key)
    }

    /// The positions in [`Pool::cards`] of the cards `query` finds, in its order. Every word of
    /// the query must be in the card's title (or, in [`Scope::Text`], anywhere in its words), as
    /// written or as part of a word; each facet filtered must have one of its values chosen.
    pub fn search(&self, query: &Query) -> Vec<usize> {
        let words: Vec<String> = fold(&query.words).split_whitespace().map(String::from).collect();
        let mut found: Vec<usize> = (0..self.cards.len())
            .filter(|&i| {
                let haystack = match query.scope {
                    Scope::Title => &self.folded[i].title,
                    Scope::Text => &self.folded[i].text,
                };
                words.iter().all(|w| haystack.contains(w.as_str()))
            })
            .filter(|&i| {
                query.filters.iter().all(|(facet, wanted)| {
                    wanted.is_empty() || self.cards[i].values(*facet).any(|v| wanted.contains(&v.key))
                })
            })
            .collect();
        let by_name = |a: usize, b: usize| {
            self.folded[a].title.cmp(&self.folded[b].title).then(self.cards[a].order.cmp(&self.cards[b].order))
        };
        match query.sort {
            Sort::Name => found.sort_by(|&a, &b| by_name(a, b)),
            Sort::Cost => found.sort_by(|&a, &b| {
                let cost = |i: usize| self.cards[i].cost.map_or(u16::MAX, u16::from);
                cost(a).cmp(&cost(b)).then_with(|| by_name(a, b))
            }),
            Sort::Number => found.sort_by_key(|&i| self.cards[i].order),
        }
        found
    }
}

/// `text` as a search compares it: lower case, with the accents of Latin letters taken off
/// ("Padmé" finds "padme"; Polish letters fold too).
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let plain = match c {
            'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' | 'ą' | 'Á' | 'À' | 'Â' | 'Ä' | 'Ã' | 'Å' | 'Ą' => 'a',
            'ć' | 'ç' | 'č' | 'Ć' | 'Ç' | 'Č' => 'c',
            'é' | 'è' | 'ê' | 'ë' | 'ę' | 'ě' | 'É' | 'È' | 'Ê' | 'Ë' | 'Ę' | 'Ě' => 'e',
            'í' | 'ì' | 'î' | 'ï' | 'Í' | 'Ì' | 'Î' | 'Ï' => 'i',
            'ł' | 'Ł' => 'l',
            'ń' | 'ñ' | 'ň' | 'Ń' | 'Ñ' | 'Ň' => 'n',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'ø' | 'Ó' | 'Ò' | 'Ô' | 'Ö' | 'Õ' | 'Ø' => 'o',
            'ś' | 'š' | 'Ś' | 'Š' => 's',
            'ú' | 'ù' | 'û' | 'ü' | 'ů' | 'Ú' | 'Ù' | 'Û' | 'Ü' | 'Ů' => 'u',
            'ý' | 'ÿ' | 'Ý' => 'y',
            'ź' | 'ż' | 'ž' | 'Ź' | 'Ż' | 'Ž' => 'z',
            // Typographic quotes and dashes as the keyboard types them.
            '’' | '‘' => '\'',
            '“' | '”' => '"',
            '–' | '—' => '-',
            other => {
                out.extend(other.to_lowercase());
                continue;
            }
        };
        out.push(plain);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_takes_case_and_accents_off() {
        assert_eq!(fold("Padmé Amidala"), "padme amidala");
        assert_eq!(fold("Żółć Łódź"), "zolc lodz");
        assert_eq!(fold("Vader’s Custom TIE"), "vader's custom tie");
    }
}
