//! The JSON side of the SWCCG catalog (`catalog-json` feature): the data file, read and held to
//! the checks every definition must pass, and the `data.rs` it makes ([`data_file`]). A test
//! compares that with the committed file.

use super::Catalog;
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Class};
use serde::Deserialize;
use serde_json::{Map, Value};
use std::collections::HashSet;
use std::fmt;

const FILE: (&str, &str) = ("cards.json", include_str!("cards.json"));

/// The embedded file, for tests that check it.
pub fn file() -> (&'static str, &'static str) {
    FILE
}

/// The text of `src/cards/swccg/data.rs` as the data file makes it (its path, then the text).
pub fn data_file() -> (&'static str, String) {
    let catalog = match parse(FILE) {
        Ok(catalog) => catalog,
        Err(e) => panic!("the SWCCG card data is invalid: {e}"),
    };
    let sources = [(format!("src/cards/swccg/{}", FILE.0), FILE.1)];
    ("src/cards/swccg/data.rs", super::literal::data_file(&catalog, &sources))
}

/// What is wrong with the card data.
#[derive(Debug, PartialEq, Eq)]
pub enum CatalogError {
    Parse { file: String, message: String },
    DuplicateId(String),
    Invalid { id: String, problem: &'static str },
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogError::Parse { file, message } => write!(f, "{file}: {message}"),
            CatalogError::DuplicateId(id) => write!(f, "card {id} is defined twice"),
            CatalogError::Invalid { id, problem } => write!(f, "card {id}: {problem}"),
        }
    }
}

impl std::error::Error for CatalogError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DataFile {
    #[allow(dead_code)]
    game: String,
    #[allow(dead_code)]
    sources: String,
    cards: Vec<Map<String, Value>>,
}

/// Parses and validates a data file given as (name, text).
pub fn parse(file: (&str, &str)) -> Result<Catalog, CatalogError> {
    let fault = |message: String| CatalogError::Parse { file: file.0.to_string(), message };
    let data: DataFile = serde_json::from_str(file.1).map_err(|e| fault(e.to_string()))?;
    let mut cards = Vec::with_capacity(data.cards.len());
    for mut card in data.cards {
        // The printed lore stays in the data file, the source, but not in the catalog: no rule
        // reads it (what it says that the rules need is a fact of its own, such as [E1]'s
        // `enclosed` and [O7]'s gunner characteristic), and the page would carry about 26 KB
        // gzip of it.
        let id = card.get("id").and_then(Value::as_str).unwrap_or("?").to_string();
        if !matches!(card.remove("lore"), None | Some(Value::Null | Value::String(_))) {
            return Err(CatalogError::Invalid { id, problem: "its lore is not text" });
        }
        let def = serde_json::from_value::<CardDef>(Value::Object(card));
        cards.push(def.map_err(|e| fault(format!("card {id}: {e}")))?);
    }
    let mut seen = HashSet::new();
    for def in &cards {
        if !seen.insert(&*def.id) {
            return Err(CatalogError::DuplicateId(def.id.to_string()));
        }
        validate(def)?;
    }
    Ok(Catalog::owned(cards))
}

fn validate(def: &CardDef) -> Result<(), CatalogError> {
    let problem = |problem| Err(CatalogError::Invalid { id: def.id.to_string(), problem });
    if def.title.trim().is_empty() {
        return problem("has no title");
    }
    let weapons = def.abilities.iter().filter(|a| matches!(a, Ability::Weapon { .. })).count();
    match def.card_type {
        CardType::Location => {
            let Some(location) = &def.location else { return problem("a location needs its location facts") };
            match def.class {
                // A mobile system ("X = parsec of current position") has its parsec from its
                // word (`mobile_system.rs`).
                Some(Class::System)
                    if location.parsec.is_none()
                        && def.implemented()
                        && !def.abilities.iter().any(|a| matches!(a, Ability::MobileSystem { .. })) =>
                {
                    return problem("a system needs a parsec")
                }
                Some(Class::Site) if location.related_system.is_none() => {
                    return problem("a site needs its related system")
                }
                Some(Class::System | Class::Site) => {}
                _ => return problem("a location is a site or a system"),
            }
        }
        CardType::Character => {
            // A droid prints no ability (it has none).
            let ability = def.ability.is_some() || def.is_class(Class::Droid);
            if def.deploy.is_none() || def.power.is_none() || !ability || def.forfeit.is_none() {
                return problem("a character needs deploy, power, ability (a droid none) and forfeit");
            }
        }
        CardType::Starship | CardType::Vehicle => {
            // A squadron has no deploy cost: it deploys by replacing three starfighters.
            let deploy = def.deploy.is_some() || def.is_class(Class::Squadron);
            if !deploy || def.power.is_none() || def.forfeit.is_none() {
                return problem("a starship or vehicle needs deploy, power and forfeit");
            }
            // [E1]: all starships are enclosed.
            if def.card_type == CardType::Starship && !def.enclosed {
                return problem("every starship is enclosed ([E1])");
            }
            let pilots_icon = def.has_icon(crate::rules::swccg::model::def::Icon::Pilot);
            if pilots_icon != def.permanent_pilot.is_some() {
                return problem("a permanent pilot goes with the pilot icon ([S7])");
            }
        }
        CardType::Weapon if weapons != 1 => return problem("a weapon needs its weapon text"),
        CardType::Interrupt | CardType::Effect if def.abilities.is_empty() => {
            return problem("an interrupt or effect needs its text")
        }
        CardType::Device if !def.abilities.iter().any(|a| matches!(a, Ability::Device { .. })) => {
            return problem("a device needs its device text")
        }
        CardType::Weapon | CardType::Interrupt | CardType::Effect | CardType::Device => {}
    }
    if def.card_type != CardType::Location && def.location.is_some() {
        return problem("only locations have location facts");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lore_is_read_as_text_and_left_out_of_the_catalog() {
        let file =
            |lore: &str| format!(r#"{{"game": "swccg", "sources": "", "cards": [{{"id": "9_1", "lore": {lore}}}]}}"#);
        let refused = parse(("bad.json", &file("5"))).map(|_| ());
        assert_eq!(refused, Err(CatalogError::Invalid { id: "9_1".into(), problem: "its lore is not text" }));
        // Text is taken out before the definition is read: what fails then is a missing field, never
        // the lore as a field the definition does not know.
        let read = parse(("good.json", &file(r#""Enclosed.""#))).map(|_| ());
        assert!(
            matches!(read, Err(CatalogError::Parse { ref message, .. }) if message.starts_with("card 9_1: ") && !message.contains("lore")),
            "{read:?}"
        );
    }
}
