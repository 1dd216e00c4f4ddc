//! What a location's text names: the kinds of card its "Your <kinds> …" words apply to
//! ([`Kinds`]). The words themselves are [`super::ability::Ability`]'s `…Here` items; the rule
//! functions carrying them out are in `rules/swccg/here.rs`.

use super::def::{CardDef, CardType, Class, Icon};
#[cfg(feature = "catalog-json")]
use serde::Deserialize;
use std::borrow::Cow;

/// The cards a location's "Your aliens", "Your capital starships", "Rebel Troopers and Y-wings",
/// "Obi-Wan", "Your Wookiees and smugglers" names: a card of one of `types`, of one of `classes`
/// (a starship's too: capital, starfighter), with one of `characteristics`, or of one of `names`
/// (its title, or a model holding the name, as a weapon's mount: "Y-wings", "TIEs"); none of
/// `except` ("except Tusken Raiders", a characteristic).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields, default))]
pub struct Kinds {
    pub types: Cow<'static, [CardType]>,
    pub classes: Cow<'static, [Class]>,
    pub characteristics: Cow<'static, [Cow<'static, str>]>,
    pub names: Cow<'static, [Cow<'static, str>]>,
    pub except: Cow<'static, [Cow<'static, str>]>,
    /// "A warrior": a card with one of these icons.
    pub icons: Cow<'static, [Icon]>,
}

impl Kinds {
    /// Whether `def` is one of these kinds.
    pub(crate) fn holds(&self, def: &CardDef) -> bool {
        let named = |n: &Cow<'static, str>| {
            def.title.eq_ignore_ascii_case(n)
                || def.model.as_deref().is_some_and(|m| m.to_lowercase().contains(&n.to_lowercase()))
        };
        let kind = self.types.contains(&def.card_type)
            || self.classes.iter().any(|&c| def.is_of(c))
            || self.characteristics.iter().any(|c| def.has_characteristic(c))
            || self.names.iter().any(named)
            || self.icons.iter().any(|&i| def.has_icon(i));
        kind && !self.except.iter().any(|c| def.has_characteristic(c))
    }
}
