//! Which cards an ability's words name: cards in play ([`Filter`]: "a target participating enemy
//! unit", "each Trooper unit you control") and cards out of play ([`CardFilter`]: "unique [Rebel
//! Alliance] Fighter, Speeder or Pilot units").

use crate::rules::lcg::model::def::{Affiliation, CardDef, CardType, Side};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// What kind of card in play a [`Filter`] accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Unit,
    Objective,
    UnitOrObjective,
    Enhancement,
    ObjectiveOrEnhancement,
    /// Any card in play ("each of your Black Squadron cards").
    Card,
    /// "A target enemy unit or enhancement" (Capture the Assassin).
    UnitOrEnhancement,
}

/// Whose card a [`Filter`] accepts, from the ability controller's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Whose {
    #[default]
    Any,
    Friendly,
    Enemy,
}

impl Whose {
    pub fn accepts(self, controller: Side, card_controller: Side) -> bool {
        match self {
            Whose::Any => true,
            Whose::Friendly => card_controller == controller,
            Whose::Enemy => card_controller != controller,
        }
    }
}

/// Cards in play: "a target participating enemy unit", "a target Fighter unit", "a target enemy
/// unit or objective", "a piloted Fighter unit you control". Every field narrows; the defaults
/// accept every card of the kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Filter {
    pub kind: Kind,
    #[serde(default)]
    pub whose: Whose,
    /// Only cards participating in the current engagement.
    #[serde(default)]
    pub participating: bool,
    /// Only cards with one of these traits (empty: any).
    #[serde(default)]
    pub traits: Cow<'static, [Cow<'static, str>]>,
    /// Only cards with this printed cost or lower.
    #[serde(default)]
    pub max_printed_cost: Option<u8>,
    /// Only cards without an enhancement on them.
    #[serde(default)]
    pub no_enhancements: bool,
    /// Only cards with one of these names ("Han Solo"; empty: any).
    #[serde(default)]
    pub names: Cow<'static, [Cow<'static, str>]>,
    /// Only objectives not engaged yet this phase (the engaged one included among the engaged).
    #[serde(default)]
    pub not_engaged_this_phase: bool,
    /// Only units declared as attackers in the current engagement.
    #[serde(default)]
    pub attacking: bool,
    /// Only units attacking in an engagement against a mission ("while it is attacking a mission").
    #[serde(default)]
    pub attacking_a_mission: bool,
    /// Only out-of-faction cards (Terminology: Faction).
    #[serde(default)]
    pub out_of_faction: bool,
    /// Only piloted units (Piloted and Piloting).
    #[serde(default)]
    pub piloted: bool,
    /// Only units with at least this many Pilot enhancements on them ("has 2 or more Pilot
    /// enhancements on it", Loyal Co-Pilot).
    #[serde(default)]
    pub min_pilots: u8,
    /// Only unpiloted units ("each participating unpiloted enemy Vehicle unit", Delta One).
    #[serde(default)]
    pub unpiloted: bool,
    /// Only exhausted cards: with 1 or more focus tokens (research notes lcg.md §1, "Focus").
    #[serde(default)]
    pub exhausted: bool,
    /// Only cards of one of these affiliations ("a [Sith] unit", "[Imperial Navy] or neutral";
    /// empty: any).
    #[serde(default)]
    pub affiliations: Cow<'static, [Affiliation]>,
    /// Only cards with this many printed Force icons or fewer ("a target unit with 4 or fewer
    /// printed Force icons", Lure of the Dark Side).
    #[serde(default)]
    pub max_printed_force: Option<u8>,
    /// Only cards with 1 or more enhancements on them ("a unit with 1 or more enhancements on
    /// it", Black Market Exchange).
    #[serde(default)]
    pub enhanced: bool,
    /// Only cards other than the objective engaged now ("a target non-engaged objective",
    /// Demolisher).
    #[serde(default)]
    pub not_engaged: bool,
    /// Only cards of this side ("each light side Vehicle unit you control", The Grand Heist).
    #[serde(default)]
    pub printed_side: Option<Side>,
    /// Only ready cards: with no focus tokens ("a target ready unit", Seeds of Decay).
    #[serde(default)]
    pub ready: bool,
    /// Only units committed to the Force.
    #[serde(default)]
    pub committed: bool,
    /// Only units declared as defenders in the current engagement ("all defenders").
    #[serde(default)]
    pub defending: bool,
    /// Only units with 1 or more edge-enabled combat icons now (Memories of Taanab).
    #[serde(default)]
    pub with_edge_icons: bool,
    /// `traits` and `affiliations` each accept a card on their own ("a Specter or [Rebel
    /// Alliance] unit", Ghost; "each other friendly Specter and neutral unit", Hera Syndulla);
    /// without it a card must have both.
    #[serde(default)]
    pub traits_or_affiliations: bool,
    /// Only cards attached to the card with the ability ("sacrifice an enhancement attached to
    /// this unit", The Emperor's Shuttle): read where that card is known, a cost's choice.
    #[serde(default)]
    pub attached_to_this: bool,
    /// Only units not participating in the current engagement ("a target enemy unit not
    /// participating in the engagement", Luke Skywalker).
    #[serde(default)]
    pub not_participating: bool,
}

/// Cards out of play a search or a play may take: "unique [Rebel Alliance] Fighter, Speeder or
/// Pilot units", "the first Pilot card you play".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardFilter {
    #[serde(default)]
    pub card_type: Option<CardType>,
    /// Only unique cards.
    #[serde(default)]
    pub unique: bool,
    #[serde(default)]
    pub affiliation: Option<Affiliation>,
    /// Only cards with one of these traits (empty: any).
    #[serde(default)]
    pub traits: Cow<'static, [Cow<'static, str>]>,
    /// Only cards of one of these types (empty: any): "events and enhancements".
    #[serde(default)]
    pub card_types: Cow<'static, [CardType]>,
    /// "with cost N or higher".
    #[serde(default)]
    pub min_cost: Option<u8>,
    /// "with printed cost N or lower".
    #[serde(default)]
    pub max_cost: Option<u8>,
    /// "with an equal or lower printed cost than enhanced unit" (Jek Porkins): worked out as a
    /// `max_cost` when the ability resolves, from the unit the card with the ability is attached
    /// to.
    #[serde(default)]
    pub at_most_host_cost: bool,
    /// "with N or fewer printed Force icons" (Redeem the Fallen).
    #[serde(default)]
    pub max_force: Option<u8>,
    /// Only cards with none of these traits ("a non-Vehicle unit").
    #[serde(default)]
    pub not_traits: Cow<'static, [Cow<'static, str>]>,
}

impl CardFilter {
    /// Does the filter accept a card with this definition?
    pub fn accepts(&self, def: &CardDef) -> bool {
        self.accepts_as(def, def.card_type)
    }

    /// Does the filter accept a card with this definition played as `card_type` (a Pilot card
    /// played as a Pilot enhancement is an enhancement)?
    pub fn accepts_as(&self, def: &CardDef, card_type: CardType) -> bool {
        self.card_type.is_none_or(|t| card_type == t)
            && (!self.unique || def.unique)
            && self.affiliation.is_none_or(|a| def.affiliation == a)
            && (self.traits.is_empty() || self.traits.iter().any(|t| def.has_trait(t)))
            && (self.card_types.is_empty() || self.card_types.contains(&card_type))
            && self.min_cost.is_none_or(|least| def.cost >= least)
            && self.max_cost.is_none_or(|most| def.cost <= most)
            && self.max_force.is_none_or(|most| def.force <= most)
            && !self.not_traits.iter().any(|t| def.has_trait(t))
    }
}
