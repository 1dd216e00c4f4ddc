//! The JSON side of the LCG catalog (`catalog-json` feature): the data files, read and held to
//! the checks every definition and objective set must pass, and the `data.rs` they make
//! ([`data_file`]). A test compares that with the committed file.

use super::{AffiliationCard, Catalog, ObjectiveSet};
use crate::rules::lcg::model::ability::{Ability, Outcome, When};
use crate::rules::lcg::model::def::{Affiliation, CardDef, CardType, Side};
use serde::Deserialize;
use std::borrow::Cow;
use std::collections::HashSet;
use std::fmt;

/// The data files, in a fixed order: a definition's [`DefId`] is its position.
const FILES: [(&str, &str); 7] = [
    ("imperial-navy.json", include_str!("imperial-navy.json")),
    ("rebel-alliance.json", include_str!("rebel-alliance.json")),
    ("jedi.json", include_str!("jedi.json")),
    ("smugglers-and-spies.json", include_str!("smugglers-and-spies.json")),
    ("scum-and-villainy.json", include_str!("scum-and-villainy.json")),
    ("sith.json", include_str!("sith.json")),
    ("neutral.json", include_str!("neutral.json")),
];

/// The objective sets: which six cards each holds, in slot order, with OCTGN's id of each slot
/// (research notes lcg.md §2–3); and OCTGN's id of each affiliation card.
const SETS: (&str, &str) = ("sets.json", include_str!("sets.json"));

/// The data files as (name, text), for tests that check them.
pub fn files() -> &'static [(&'static str, &'static str)] {
    &FILES
}

/// The sets file as (name, text), for tests that check it.
pub fn sets_file() -> (&'static str, &'static str) {
    SETS
}

/// The text of `src/cards/lcg/data.rs` as the data files make it (its path, then the text).
pub fn data_file() -> (&'static str, String) {
    let (catalog, sets, affiliations) = match parse_all(&FILES, SETS) {
        Ok(read) => read,
        Err(e) => panic!("the LCG card data is invalid: {e}"),
    };
    let sources: Vec<(String, &str)> =
        FILES.iter().chain([&SETS]).map(|(name, text)| (format!("src/cards/lcg/{name}"), *text)).collect();
    ("src/cards/lcg/data.rs", super::literal::data_file(&catalog, &sets, &affiliations, &sources))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SetsFile {
    sets: Vec<SetEntry>,
    #[serde(default)]
    affiliations: Vec<AffiliationEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AffiliationEntry {
    card: String,
    octgn: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SetEntry {
    set: u16,
    name: String,
    product: String,
    side: Side,
    cards: Vec<String>,
    #[serde(default)]
    affiliation_only: Option<Affiliation>,
    /// "Limit 1 per objective deck."
    #[serde(default)]
    limit_one: bool,
    /// OCTGN's id of each slot's card, in slot order.
    #[serde(default)]
    octgn: Vec<String>,
}

/// What is wrong with a card data file.
#[derive(Debug, PartialEq, Eq)]
pub enum CatalogError {
    Parse { file: String, message: String },
    DuplicateNumber(String),
    Invalid { number: String, problem: &'static str },
    InvalidSet { set: u16, problem: String },
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogError::Parse { file, message } => write!(f, "{file}: {message}"),
            CatalogError::DuplicateNumber(n) => write!(f, "card number {n} is defined twice"),
            CatalogError::Invalid { number, problem } => write!(f, "card {number}: {problem}"),
            CatalogError::InvalidSet { set, problem } => write!(f, "objective set {set}: {problem}"),
        }
    }
}

impl std::error::Error for CatalogError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    #[allow(dead_code)]
    deck: String,
    cards: Vec<CardDef>,
}

/// Parses and validates card files given as (name, text) pairs, and the sets file: the catalog
/// and its objective sets.
pub fn parse_with_sets(
    files: &[(&str, &str)],
    sets: (&str, &str),
) -> Result<(Catalog, Vec<ObjectiveSet>), CatalogError> {
    parse_all(files, sets).map(|(catalog, sets, _)| (catalog, sets))
}

/// [`parse_with_sets`], with the affiliation cards and their OCTGN ids too.
pub fn parse_all(
    files: &[(&str, &str)],
    sets: (&str, &str),
) -> Result<(Catalog, Vec<ObjectiveSet>, Vec<AffiliationCard>), CatalogError> {
    let catalog = parse(files)?;
    let file: SetsFile = serde_json::from_str(sets.1)
        .map_err(|e| CatalogError::Parse { file: sets.0.to_string(), message: e.to_string() })?;
    let mut read: Vec<ObjectiveSet> = Vec::new();
    for entry in file.sets {
        let set = set_from(&catalog, entry)?;
        if read.iter().any(|s| s.number == set.number) {
            return Err(CatalogError::InvalidSet { set: set.number, problem: "listed twice".into() });
        }
        read.push(set);
    }
    let mut affiliations = Vec::new();
    for entry in file.affiliations {
        let problem = |problem: &'static str| CatalogError::Invalid { number: entry.card.clone(), problem };
        let card =
            catalog.by_key(&entry.card).ok_or_else(|| problem("is listed as an affiliation card but missing"))?;
        if catalog.get(card).card_type != CardType::Affiliation {
            return Err(problem("is listed as an affiliation card but is not one"));
        }
        affiliations.push(AffiliationCard { card, octgn: entry.octgn.into() });
    }
    Ok((catalog, read, affiliations))
}

fn set_from(catalog: &Catalog, entry: SetEntry) -> Result<ObjectiveSet, CatalogError> {
    let problem = |problem: String| CatalogError::InvalidSet { set: entry.set, problem };
    if entry.cards.len() != 6 {
        return Err(problem(format!("has {} cards, not 6", entry.cards.len())));
    }
    if entry.octgn.len() != 6 {
        return Err(problem(format!("has {} OCTGN ids, not 6", entry.octgn.len())));
    }
    let mut cards = Vec::new();
    for (slot, number) in entry.cards.iter().enumerate() {
        let id = catalog.by_key(number).ok_or_else(|| problem(format!("card {number} is not in the catalog")))?;
        let def = catalog.get(id);
        if def.side != entry.side {
            return Err(problem(format!("card {number} is not a {} card", entry.side.name())));
        }
        let is_objective = def.card_type == CardType::Objective;
        if is_objective != (slot == 0) {
            return Err(problem(format!("card {number}: the objective must be slot 1 and only slot 1")));
        }
        if def.card_type == CardType::Mission && slot != 5 {
            return Err(problem(format!("mission {number} must be slot 6")));
        }
        cards.push(id);
    }
    Ok(ObjectiveSet {
        number: entry.set,
        name: entry.name.into(),
        product: entry.product.into(),
        side: entry.side,
        cards: cards.into(),
        affiliation_only: entry.affiliation_only,
        limit_one: entry.limit_one,
        octgn: entry.octgn.into_iter().map(Cow::Owned).collect::<Vec<_>>().into(),
    })
}

/// Parses and validates data files given as (name, text) pairs, working out what each
/// definition keeps of its traits and abilities for the rules to ask (`is_pilot_card`,
/// `is_vehicle`, `has_constant`, `name_key`).
pub fn parse(files: &[(&str, &str)]) -> Result<Catalog, CatalogError> {
    let mut defs = Vec::new();
    for (name, text) in files {
        let file: DeckFile = serde_json::from_str(text)
            .map_err(|e| CatalogError::Parse { file: (*name).to_string(), message: e.to_string() })?;
        defs.extend(file.cards);
    }
    let mut names: Vec<Cow<'static, str>> = Vec::new();
    for def in &mut defs {
        def.is_pilot_card = def.has_trait("Pilot");
        def.is_vehicle = def.has_trait("Vehicle");
        let pilot_text = def.pilot.iter().flat_map(|p| p.abilities.iter());
        def.has_constant = def.abilities.iter().chain(pilot_text).any(|a| matches!(a, Ability::Constant(_)));
        def.name_key = match names.iter().position(|n| *n == def.name) {
            Some(i) => i as u16,
            None => {
                names.push(def.name.clone());
                (names.len() - 1) as u16
            }
        };
    }
    let mut seen = HashSet::new();
    for def in &defs {
        if !seen.insert(&*def.number) {
            return Err(CatalogError::DuplicateNumber(def.number.to_string()));
        }
        validate(def)?;
    }
    Ok(Catalog::owned(defs))
}

fn validate(def: &CardDef) -> Result<(), CatalogError> {
    let problem = |problem| Err(CatalogError::Invalid { number: def.number.to_string(), problem });
    if def.name.trim().is_empty() {
        return problem("has no name");
    }
    let most = usize::from(def.cost.max(def.pilot.as_ref().map_or(0, |p| p.cost)));
    if most > crate::rules::lcg::model::action::MAX_PAYMENT {
        return problem("costs above 8 cannot be paid (Payment holds at most 8 cards)");
    }
    if def.pilot.is_some() && def.card_type != CardType::Unit {
        return problem("only units can have the Pilot (X) keyword");
    }
    if def.pilot.is_some() && !def.has_trait("Pilot") {
        return problem("a Pilot (X) card must have the Pilot trait");
    }
    let needs_capacity = matches!(def.card_type, CardType::Unit | CardType::Objective | CardType::Mission);
    if needs_capacity && def.damage_capacity == 0 {
        return problem("units, objectives and missions need a damage capacity");
    }
    if def.card_type == CardType::Affiliation && def.reserve == 0 {
        return problem("an affiliation card needs a reserve value");
    }
    if def.card_type == CardType::Enhancement && def.enhance.is_none() {
        return problem("an enhancement needs its Enhance line");
    }
    let pilot_text = def.pilot.iter().flat_map(|p| p.abilities.iter());
    let actions = def.abilities.iter().chain(pilot_text).filter(|a| matches!(a, Ability::Action(_))).count();
    if actions > 1 {
        return problem("a card has at most one Action ability");
    }
    let interrupts = def.abilities.iter().filter(|a| !matches!(a, Ability::Action(_)) && a.from_hand()).count();
    if def.card_type == CardType::Event && actions + interrupts != 1 && def.not_implemented.is_none() {
        return problem("an event needs exactly one Action, Reaction or Interrupt played from hand");
    }
    let completed = def.abilities.iter().any(|a| a.when() == Some(&When::ThisMissionCompleted));
    if completed && def.card_type != CardType::Mission {
        return problem("only missions have \"after this mission is completed\" Reactions");
    }
    if def.actions().any(|a| a.then == Outcome::PlayAsParticipant) && def.card_type != CardType::Unit {
        return problem("only a unit is played as a participant");
    }
    Ok(())
}
