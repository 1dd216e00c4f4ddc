//! Constant abilities (Core Set rules, "Card Abilities": a constant ability is in effect while
//! its card is in play, without being initiated): while a [`Condition`] holds, the cards or the
//! player it [`Affects`] gain or change what a [`Modifier`] says, once or "for each" card a
//! [`Count`] counts.

use crate::rules::lcg::model::def::{Icons, Keyword};
use crate::rules::lcg::model::filter::{CardFilter, Filter, Whose};
#[cfg(feature = "catalog-json")]
use serde::Deserialize;
use std::borrow::Cow;

/// "While <condition>, <affected> gains <changes> [for each <count>]."
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct Constant {
    /// Whom the ability changes (the card itself when left out).
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub affects: Affects,
    /// In force only while this holds (always when left out).
    #[cfg_attr(feature = "catalog-json", serde(default, rename = "while"))]
    pub only_while: Option<Condition>,
    /// "For each …": the changes count once per card counted.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub per: Option<Count>,
    pub changes: Cow<'static, [Modifier]>,
}

/// What a constant ability changes: cards in play, the cards a player plays, or a player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "snake_case"))]
pub enum Affects {
    /// The card with the ability ("this unit", "this objective").
    #[default]
    This,
    /// The card it is attached to ("Enhanced unit").
    Host,
    /// Each card in play the filter accepts, seen from the ability's controller ("each friendly
    /// Fighter unit", "enemy objectives").
    Cards(Filter),
    /// The cards its controller plays that the filter accepts ("the first Pilot card you play").
    Plays(CardFilter),
    /// Its controller's opponent ("opponent cannot initiate card effects").
    Opponent,
    /// Each card in play the filter accepts other than the card with the ability ("each other
    /// friendly Specter and neutral unit", Hera Syndulla).
    Others(Filter),
}

/// When a constant ability (or a triggered one) is in force.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "snake_case"))]
pub enum Condition {
    /// "While this unit is piloted" (by one of `by`, when given; by none of `except`).
    Piloted {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        by: Cow<'static, [Cow<'static, str>]>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        except: Cow<'static, [Cow<'static, str>]>,
    },
    /// "While enhanced unit is <filter>", "While this card is piloting a <filter>": the card it
    /// is attached to is one the filter accepts.
    Host(Filter),
    /// "While you control more <filter> than your opponent" (the filter's `whose` aside).
    MoreThanOpponent(Filter),
    /// "During any engagement in which you have placed at least 1 fate card in your edge stack".
    FateInYourEdgeStack,
    /// "The first Pilot card you play each turn": no Pilot card played yet this turn.
    FirstPilotCardThisTurn,
    /// "While this objective is in a victory pile" (in force there, not in play).
    InVictoryPile,
    /// "If the Death Star dial is N or lower" (Hand of the Emperor).
    DialAtMost(u8),
    /// "While there are 1 or more missions in play" (ISB Officer).
    MissionInPlay,
    /// "While participating in an engagement against a mission" (Boc).
    ParticipatingAgainstMission,
    /// "The first <filter> card you play each turn" (Blizzard Assault: "the first Walker unit"):
    /// its controller has played none this turn.
    FirstPlayedThisTurn(CardFilter),
    /// "… and you have the edge": its controller won the current engagement's edge battle.
    YouHaveTheEdge,
    /// Every one of these holds ("While enhanced unit is participating in an engagement and you
    /// have the edge", Lando Calrissian).
    All(Cow<'static, [Condition]>),
    /// "If the Death Star dial is N or higher" (Desperation: "Play only if …").
    DialAtLeast(u8),
    /// "While this objective is undamaged" (A Hero's Duty).
    Undamaged,
    /// "While an objective has 1 or more captured cards" (Tamtel Skreej).
    CapturedCards,
    /// "If you control 1 or more <filter>" (I Will Not Fight You: "participating units").
    YouControl(Filter),
    /// "If you control fewer <filter> than your opponent" (Search Your Feelings).
    FewerThanOpponent(Filter),
    /// "While it is committed to the Force" (Luke Skywalker).
    Committed,
    /// "If a <filter> card is in play" (Tamtel Skreej: "If Lando Calrissian is in play").
    InPlay(Filter),
}

/// "For each …".
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "snake_case"))]
pub enum Count {
    /// Each card in play the filter accepts, seen from the ability's controller ("each Trooper
    /// unit you control", "each Hoth objective you control").
    Cards(Filter),
    /// Each enhancement on the affected card ("for each enhancement on it").
    Enhancements,
    /// Each Pilot enhancement on the affected card ("for each Pilot enhancement on it").
    Pilots,
}

/// What a constant ability changes.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "snake_case"))]
pub enum Modifier {
    /// Gains these keywords.
    Keywords(Cow<'static, [Keyword]>),
    /// Gains these combat icons.
    Icons(Icons),
    /// Gains these edge-enabled combat icons ("gains [Edge Enabled Tactics]", Nien Numb).
    EdgeIcons(Icons),
    /// "Double its unit damage icons" (Obsidian 2): its unit damage icons, normal and
    /// edge-enabled, count twice, after every other change.
    DoubleUnitDamage,
    /// Gains (or, negative, loses) damage capacity: "+3 damage capacity", "require 1 fewer
    /// damage to destroy".
    Capacity(i8),
    /// Its cost and pilot cost change ("Reduce the cost and pilot cost … by 1": -1).
    Cost(i8),
    /// "Gains the combat icons of its attached Pilot enhancement."
    IconsOfPilots,
    /// "Its Pilot enhancement contributes its Force icons to your side during the Force struggle."
    ForceOfPilots,
    /// "Cannot be targeted by <whose> card effects", `whose` seen from the affected card's
    /// controller (`any`: "cannot be targeted").
    Untargetable(Whose),
    /// A player: "cannot initiate card effects".
    CannotInitiate,
    /// "Gains N resource value. These resources may only be spent on <only_for> cards."
    ResourceValue { amount: u8, only_for: CardFilter },
    /// "Deals double damage to <filter>" (seen from the affected card's controller).
    DoubleDamageTo(Filter),
    /// "Damage dealt by it cannot be prevented by shields" (Smuggling Freighter).
    ShieldsCannotPrevent,
    /// "Contributes N objectives" (to the count of a victory pile).
    CountsAsObjectives(u8),
    /// "This Pilot enhancement does not count against the pilot limit."
    NotCountedForPilotLimit,
    /// "Your opponent cannot declare more than N attackers against this objective."
    MaxAttackers(u8),
    /// "Only <filter> can be declared as attackers against this objective."
    AttackersOnly(Filter),
    /// "You may engage the Death Star dial as though it were a dark side objective (it is not an
    /// objective). If the dial has `wins_at` or more damage, the light side wins the game." The
    /// dial's damage is kept on the card with the ability.
    EngageableDial { wins_at: u8 },
    /// "You may play this card as a Pilot enhancement on <filter>" (Niles Ferrier: "an unpiloted
    /// enemy Fighter or Transport unit"), seen from the player who plays it. Read from the
    /// card's definition where it is played from (its hand).
    PilotOn(Filter),
    /// "Take control of enhanced unit while piloted by this card" (Niles Ferrier): the affected
    /// unit is under the ability's controller's control while the ability is in force.
    Control,
    /// "Prevent the first point of damage this unit would take each phase" (Black Two).
    PreventFirstDamageEachPhase,
    /// "Reduce the cost for you to play enhancements on this unit by N" (Chevin Mercenary: -1):
    /// the cost of an enhancement (a Pilot enhancement too) its controller plays on the affected
    /// unit changes by N.
    CostOfEnhancementsOnIt(i8),
    /// "Reduce the cost … by `amount` (to a minimum of `floor`)" (Blizzard Assault, counted "for
    /// each" Hoth objective): applied after the other cost changes; a cost already at or below
    /// the floor is left.
    ReduceCostToAMinimum { amount: u8, floor: u8 },
    /// "Loses all combat icons" (Lando Calrissian): after every other change, none are left.
    LosesAllIcons,
    /// "Gains [Unit Damage] for each [Blast Damage] and [Edge Enabled Blast Damage] it has" (Gray
    /// Squadron Gunner): counted on its icons after the other gains.
    UnitDamageForEachBlast,
    /// "Treat enhanced unit's combat icons as if they are edge-enabled" (Conner Net): its normal
    /// icons count among its edge-enabled ones.
    IconsEdgeEnabled,
    /// "Gains the <trait> trait" (Part of the Tribe).
    GainsTraits(Cow<'static, [Cow<'static, str>]>),
    /// "Cannot be affected by events" (Gray Squadron Y-Wing): no event's effect chooses or
    /// changes it.
    UnaffectedByEvents,
    /// A player: "non-unit cards in <his> edge stack lose all Force icons" (A Hero's Duty).
    EdgeNonUnitsLoseForce,
    /// "Discard this unit" (Tamtel Skreej, while its condition holds): it leaves play for its
    /// owner's discard pile as soon as it is in force.
    DiscardThis,
}

/// What kind of change a [`Modifier`] is, without what it carries: the questions about the
/// constants in force name the kind they ask about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModifierKind {
    Keywords,
    Icons,
    EdgeIcons,
    DoubleUnitDamage,
    Capacity,
    Cost,
    IconsOfPilots,
    ForceOfPilots,
    Untargetable,
    CannotInitiate,
    ResourceValue,
    DoubleDamageTo,
    ShieldsCannotPrevent,
    CountsAsObjectives,
    NotCountedForPilotLimit,
    MaxAttackers,
    AttackersOnly,
    EngageableDial,
    PilotOn,
    Control,
    PreventFirstDamageEachPhase,
    CostOfEnhancementsOnIt,
    ReduceCostToAMinimum,
    LosesAllIcons,
    UnitDamageForEachBlast,
    IconsEdgeEnabled,
    GainsTraits,
    UnaffectedByEvents,
    EdgeNonUnitsLoseForce,
    DiscardThis,
}

impl Modifier {
    pub fn kind(&self) -> ModifierKind {
        match self {
            Modifier::Keywords(_) => ModifierKind::Keywords,
            Modifier::Icons(_) => ModifierKind::Icons,
            Modifier::EdgeIcons(_) => ModifierKind::EdgeIcons,
            Modifier::DoubleUnitDamage => ModifierKind::DoubleUnitDamage,
            Modifier::Capacity(_) => ModifierKind::Capacity,
            Modifier::Cost(_) => ModifierKind::Cost,
            Modifier::IconsOfPilots => ModifierKind::IconsOfPilots,
            Modifier::ForceOfPilots => ModifierKind::ForceOfPilots,
            Modifier::Untargetable(_) => ModifierKind::Untargetable,
            Modifier::CannotInitiate => ModifierKind::CannotInitiate,
            Modifier::ResourceValue { .. } => ModifierKind::ResourceValue,
            Modifier::DoubleDamageTo(_) => ModifierKind::DoubleDamageTo,
            Modifier::ShieldsCannotPrevent => ModifierKind::ShieldsCannotPrevent,
            Modifier::CountsAsObjectives(_) => ModifierKind::CountsAsObjectives,
            Modifier::NotCountedForPilotLimit => ModifierKind::NotCountedForPilotLimit,
            Modifier::MaxAttackers(_) => ModifierKind::MaxAttackers,
            Modifier::AttackersOnly(_) => ModifierKind::AttackersOnly,
            Modifier::EngageableDial { .. } => ModifierKind::EngageableDial,
            Modifier::PilotOn(_) => ModifierKind::PilotOn,
            Modifier::Control => ModifierKind::Control,
            Modifier::PreventFirstDamageEachPhase => ModifierKind::PreventFirstDamageEachPhase,
            Modifier::CostOfEnhancementsOnIt(_) => ModifierKind::CostOfEnhancementsOnIt,
            Modifier::ReduceCostToAMinimum { .. } => ModifierKind::ReduceCostToAMinimum,
            Modifier::LosesAllIcons => ModifierKind::LosesAllIcons,
            Modifier::UnitDamageForEachBlast => ModifierKind::UnitDamageForEachBlast,
            Modifier::IconsEdgeEnabled => ModifierKind::IconsEdgeEnabled,
            Modifier::GainsTraits(_) => ModifierKind::GainsTraits,
            Modifier::UnaffectedByEvents => ModifierKind::UnaffectedByEvents,
            Modifier::EdgeNonUnitsLoseForce => ModifierKind::EdgeNonUnitsLoseForce,
            Modifier::DiscardThis => ModifierKind::DiscardThis,
        }
    }
}
