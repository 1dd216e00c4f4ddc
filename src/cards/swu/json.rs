//! The JSON side of the SWU catalog (`catalog-json` feature): the card file and the abilities
//! file, read and held to the checks every definition must pass, and the `data.rs` they make
//! ([`data_file`]). A test compares that with the committed file.

use super::Catalog;
use crate::rules::swu::model::ability::Abilities;
use crate::rules::swu::model::def::{Arena, Aspect, CardDef, CardType, Keyword, Piloting, Token, Unplayed};
use serde::Deserialize;
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;

const CARDS: (&str, &str) = ("cards.json", include_str!("cards.json"));
const ABILITIES: (&str, &str) = ("abilities.json", include_str!("abilities.json"));

/// The embedded files, for tests that check them: (cards, abilities).
pub fn files() -> ((&'static str, &'static str), (&'static str, &'static str)) {
    (CARDS, ABILITIES)
}

/// The text of `src/cards/swu/data.rs` as the data files make it (its path, then the text).
pub fn data_file() -> (&'static str, String) {
    let catalog = match parse(CARDS, ABILITIES) {
        Ok(catalog) => catalog,
        Err(e) => panic!("the SWU card data is invalid: {e}"),
    };
    let sources = [CARDS, ABILITIES].map(|(name, text)| (format!("src/cards/swu/{name}"), text));
    ("src/cards/swu/data.rs", super::literal::data_file(&catalog, &sources))
}

/// What is wrong with the card data.
#[derive(Debug, PartialEq, Eq)]
pub enum CatalogError {
    Parse { file: String, message: String },
    DuplicateId(String),
    Invalid { id: String, problem: String },
    UnknownCard(String),
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogError::Parse { file, message } => write!(f, "{file}: {message}"),
            CatalogError::DuplicateId(id) => write!(f, "card {id} is defined twice"),
            CatalogError::Invalid { id, problem } => write!(f, "card {id}: {problem}"),
            CatalogError::UnknownCard(id) => {
                write!(f, "abilities.json names card {id}, which cards.json does not have")
            }
        }
    }
}

impl std::error::Error for CatalogError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardsFile {
    #[allow(dead_code)]
    game: String,
    card_count: usize,
    cards: Vec<RawCard>,
}

/// A card as the data file has it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: Cow<'static, str>,
    set: Cow<'static, str>,
    number: Cow<'static, str>,
    title: Cow<'static, str>,
    subtitle: Option<Cow<'static, str>>,
    #[serde(rename = "type")]
    card_type: RawType,
    #[serde(default)]
    token_type: Option<String>,
    unique: bool,
    aspects: Cow<'static, [Aspect]>,
    traits: Cow<'static, [Cow<'static, str>]>,
    arena: Option<Arena>,
    cost: Option<u8>,
    power: Option<i8>,
    hp: Option<i8>,
    upgrade_power: Option<i8>,
    upgrade_hp: Option<i8>,
    #[serde(default)]
    keywords: Vec<RawKeyword>,
    #[serde(default)]
    attached_unit_gains: Vec<RawKeyword>,
    #[serde(default)]
    pilot_attach: Option<String>,
    #[serde(default)]
    can_deploy_as_pilot: Option<bool>,
    #[serde(default)]
    deployed_unit_arena: Option<Arena>,
    text: Option<Cow<'static, str>>,
    #[serde(default)]
    pilot_text: Option<Cow<'static, str>>,
    #[serde(default)]
    epic_action: Option<Cow<'static, str>>,
    #[serde(default)]
    deployed_unit_text: Option<Cow<'static, str>>,
    #[serde(default)]
    deployed_upgrade_text: Option<Cow<'static, str>>,
    #[serde(default)]
    #[allow(dead_code)]
    rarity: Option<String>,
    #[serde(default)]
    #[allow(dead_code)]
    cross_check: Option<serde_json::Value>,
    #[serde(default)]
    not_implemented: Vec<Unplayed>,
    /// The data file's notes (corrections, errata, what is unverified): for its readers, not the
    /// catalog, which no rule or screen reads them from.
    #[serde(default)]
    #[allow(dead_code)]
    notes: Vec<String>,
}

#[derive(Deserialize, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum RawType {
    Leader,
    Base,
    Unit,
    Upgrade,
    Event,
    Token,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawKeyword {
    name: String,
    #[serde(default)]
    value: Option<u8>,
    #[serde(default)]
    cost: Option<u8>,
    #[serde(default)]
    aspects: Vec<Aspect>,
    #[serde(default)]
    condition: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AbilitiesFile {
    #[allow(dead_code)]
    about: String,
    cards: BTreeMap<String, Abilities>,
}

/// Parses and validates the card file and the abilities file, each given as (name, text).
pub fn parse(cards: (&str, &str), abilities: (&str, &str)) -> Result<Catalog, CatalogError> {
    let file: CardsFile = serde_json::from_str(cards.1)
        .map_err(|e| CatalogError::Parse { file: cards.0.to_string(), message: e.to_string() })?;
    if file.cards.len() != file.card_count {
        return Err(CatalogError::Parse {
            file: cards.0.to_string(),
            message: format!("card_count says {} but there are {} cards", file.card_count, file.cards.len()),
        });
    }
    let mut implemented: AbilitiesFile = serde_json::from_str(abilities.1)
        .map_err(|e| CatalogError::Parse { file: abilities.0.to_string(), message: e.to_string() })?;
    let mut defs: Vec<CardDef> = Vec::new();
    for raw in file.cards {
        if defs.iter().any(|d| d.id == raw.id) {
            return Err(CatalogError::DuplicateId(raw.id.into_owned()));
        }
        let abilities = implemented.cards.remove(&*raw.id);
        defs.push(definition(raw, abilities)?);
    }
    if let Some(id) = implemented.cards.into_keys().next() {
        return Err(CatalogError::UnknownCard(id));
    }
    for token in Token::ALL {
        if !defs.iter().any(|d| d.id == token.card_id() && d.token == Some(token)) {
            return Err(CatalogError::UnknownCard(token.card_id().to_string()));
        }
    }
    Ok(Catalog::owned(defs))
}

fn keyword(raw: &RawKeyword) -> Option<Keyword> {
    Some(match raw.name.as_str() {
        "Ambush" => Keyword::Ambush,
        "Grit" => Keyword::Grit,
        "Overwhelm" => Keyword::Overwhelm,
        "Raid" => Keyword::Raid(raw.value?),
        "Restore" => Keyword::Restore(raw.value?),
        "Saboteur" => Keyword::Saboteur,
        "Sentinel" => Keyword::Sentinel,
        "Shielded" => Keyword::Shielded,
        _ => return None,
    })
}

fn definition(raw: RawCard, abilities: Option<Abilities>) -> Result<CardDef, CatalogError> {
    let problem = |p: String| CatalogError::Invalid { id: raw.id.to_string(), problem: p };
    let (card_type, token) = match (raw.card_type, raw.token_type.as_deref()) {
        (RawType::Leader, None) => (CardType::Leader, None),
        (RawType::Base, None) => (CardType::Base, None),
        (RawType::Unit, None) => (CardType::Unit, None),
        (RawType::Upgrade, None) => (CardType::Upgrade, None),
        (RawType::Event, None) => (CardType::Event, None),
        (RawType::Token, Some(kind)) => {
            let token = Token::ALL.into_iter().find(|t| t.card_id() == raw.id);
            let Some(token) = token else { return Err(problem("a token Hangar does not know".into())) };
            match kind {
                "unit" => (CardType::Unit, Some(token)),
                "upgrade" => (CardType::Upgrade, Some(token)),
                other => return Err(problem(format!("token type {other:?}"))),
            }
        }
        _ => return Err(problem("token_type must be given for tokens and only for them".into())),
    };
    let stat = |v: Option<i8>, what: &str| -> Result<u8, CatalogError> {
        match v {
            None => Ok(0),
            Some(n) => u8::try_from(n).map_err(|_| problem(format!("negative {what}"))),
        }
    };
    let mut piloting = Vec::new();
    let mut keywords = Vec::new();
    let mut conditional = 0;
    for raw_keyword in &raw.keywords {
        if raw_keyword.name == "Piloting" {
            let cost = raw_keyword.cost.ok_or_else(|| problem("Piloting without a cost".into()))?;
            piloting.push(Piloting { cost, aspects: raw_keyword.aspects.clone().into() });
        } else if raw_keyword.condition.is_some() {
            conditional += 1;
        } else {
            keywords.push(keyword(raw_keyword).ok_or_else(|| problem(format!("keyword {:?}", raw_keyword.name)))?);
        }
    }
    let mut grants = Vec::new();
    for raw_keyword in &raw.attached_unit_gains {
        if raw_keyword.condition.is_some() {
            conditional += 1;
        } else {
            grants.push(keyword(raw_keyword).ok_or_else(|| problem(format!("keyword {:?}", raw_keyword.name)))?);
        }
    }
    let def = CardDef {
        id: raw.id.clone(),
        set: raw.set,
        number: raw.number,
        title: raw.title,
        subtitle: raw.subtitle,
        card_type,
        token,
        unique: raw.unique,
        aspects: raw.aspects,
        traits: raw.traits,
        arena: raw.deployed_unit_arena.or(raw.arena),
        cost: raw.cost.unwrap_or(0),
        power: stat(raw.power, "power")?,
        hp: stat(raw.hp, "HP")?,
        upgrade_power: raw.upgrade_power,
        upgrade_hp: raw.upgrade_hp,
        piloting: piloting.into(),
        keywords: keywords.into(),
        grants: grants.into(),
        can_deploy_as_pilot: raw.can_deploy_as_pilot.unwrap_or(false),
        text: raw.text.unwrap_or_default(),
        pilot_text: raw.pilot_text.unwrap_or_default(),
        epic_action: raw.epic_action.unwrap_or_default(),
        deployed_unit_text: raw.deployed_unit_text.unwrap_or_default(),
        deployed_upgrade_text: raw.deployed_upgrade_text.unwrap_or_default(),
        abilities,
        not_implemented: raw.not_implemented.into(),
    };
    validate(&def, conditional, raw.pilot_attach.as_deref()).map_err(problem)?;
    Ok(def)
}

/// The checks a definition must pass; an implemented card is held to more of them.
fn validate(def: &CardDef, conditional_keywords: usize, pilot_attach: Option<&str>) -> Result<(), String> {
    if def.title.trim().is_empty() {
        return Err("has no title".into());
    }
    if !def.piloting.is_empty() && (def.card_type != CardType::Unit || !def.is_pilot()) {
        return Err("only a unit with the Pilot trait has Piloting".into());
    }
    if (!def.piloting.is_empty() || def.can_deploy_as_pilot)
        && (def.upgrade_power.is_none() || def.upgrade_hp.is_none())
    {
        return Err("a card that can be a Pilot upgrade needs its upgrade modifiers (2.9, 2.11)".into());
    }
    if def.piloting.is_empty() != (pilot_attach != Some("piloting")) {
        return Err("pilot_attach says piloting exactly when the card has Piloting".into());
    }
    match def.card_type {
        CardType::Unit if def.arena.is_none() => return Err("a unit needs its arena".into()),
        CardType::Leader if def.arena.is_none() => return Err("a leader needs its deployed unit's arena".into()),
        CardType::Base if def.hp == 0 => return Err("a base needs its HP".into()),
        _ => {}
    }
    if def.abilities.is_some() != def.not_implemented.is_empty() {
        return Err("a card has abilities (abilities.json) or says what is not implemented, exactly one".into());
    }
    if def.card_type == CardType::Event
        && def.abilities.is_none()
        && def.not_implemented.first() != Some(&Unplayed::Event)
    {
        return Err("an event Hangar does not play says so first (not_implemented: event)".into());
    }
    let Some(abilities) = &def.abilities else { return Ok(()) };
    if (def.card_type == CardType::Event) == abilities.event.is_empty() {
        return Err("an event's text is its `event` effects, and only an event has them".into());
    }
    let gains = abilities.unit.iter().chain(abilities.upgrade.iter()).filter(|a| {
        matches!(
            a,
            crate::rules::swu::model::ability::Ability::Gains { .. }
                | crate::rules::swu::model::ability::Ability::Stats { .. }
        )
    });
    if gains.count() < conditional_keywords {
        return Err("a keyword printed with a condition needs a `gains` ability saying when".into());
    }
    let each_by_stats = abilities.unit.iter().any(|a| {
        matches!(a, crate::rules::swu::model::ability::Ability::Each { which, .. }
            if which.max_power.is_some() || which.max_remaining_hp.is_some())
    });
    if each_by_stats {
        return Err("an `each` ability changes stats: its units are never chosen by power or HP".into());
    }
    if def.card_type != CardType::Leader && !abilities.leader.is_empty() {
        return Err("only a leader has leader-side abilities".into());
    }
    if def.card_type != CardType::Base && !abilities.base.is_empty() {
        return Err("only a base has base abilities".into());
    }
    // A unit printed with upgrade modifiers attaches itself by its own ability (Pantoran Starship
    // Thief's "attach this unit as an upgrade", Phantom II's "attach it as an upgrade to The
    // Ghost"): its upgrade-form text applies then.
    let can_be_upgrade = def.card_type == CardType::Upgrade
        || !def.piloting.is_empty()
        || def.can_deploy_as_pilot
        || (def.card_type == CardType::Unit && def.upgrade_power.is_some())
        || abilities.unit.iter().any(attaches_itself);
    // A replacement that attaches it, or its leader side's "Flip this leader and attach him as an
    // upgrade to …" (Poe Dameron).
    let becomes_upgrade =
        abilities.unit.iter().any(|a| matches!(a, crate::rules::swu::model::ability::Ability::Instead { .. }))
            || abilities.leader.iter().any(attaches_itself);
    if !abilities.upgrade.is_empty() && !can_be_upgrade && !becomes_upgrade {
        return Err("upgrade-form abilities on a card that cannot be an upgrade".into());
    }
    if becomes_upgrade && def.upgrade_power.is_none() {
        return Err("a unit that can become an upgrade needs its upgrade modifiers".into());
    }
    Ok(())
}

/// Whether a unit-form or leader-side ability attaches the card itself as an upgrade (Phantom II's
/// "attach it as an upgrade to The Ghost", Poe Dameron's "Flip this leader and attach him":
/// `Act::AttachSource`), so that its upgrade-form abilities can work.
fn attaches_itself(ability: &crate::rules::swu::model::ability::Ability) -> bool {
    use crate::rules::swu::model::ability::{Ability, Act, Effect};
    match ability {
        Ability::Action { then: Effect::OnOne { does, .. }, .. }
        | Ability::WhenPlayed { then: Effect::OnOne { does, .. } } => does.contains(&Act::AttachSource),
        _ => false,
    }
}
