//! The ability vocabulary: what a card's text does, composed from a few parts. A card that needs
//! something new adds an item here, not a branch for one card in the engine.
//!
//! 2.13: "A card with a split text box still has all of the text in its text box, regardless of
//! how it is in play." So a card's abilities are not split by text box but by the form each one
//! names: an ability of the [`Form::Unit`] list speaks of "this unit" and works while the card is
//! a unit; one of the [`Form::Upgrade`] list speaks of "attached unit" (or "this upgrade") and
//! works while the card is an upgrade; [`Form::Leader`] is a leader's leader side.

pub use crate::rules::swu::model::act::Named;
pub use crate::rules::swu::model::act::{Act, Side, Which};
pub(crate) use crate::rules::swu::model::act::{Amount, CostTest, PerCount};
use crate::rules::swu::model::def::{Arena, Aspect, Keyword};
pub(crate) use crate::rules::swu::model::effect::InnerEffect;
pub use crate::rules::swu::model::effect::{Effect, ThisWay};
pub(crate) use crate::rules::swu::model::state::Restriction;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::hash::Hash;

/// The form of a card an ability works in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// In play as a unit (a deployed leader's unit side).
    Unit,
    /// In play as an upgrade (a Pilot played with Piloting, a leader deployed as a Pilot).
    Upgrade,
    /// A leader on its leader side, in its base zone.
    Leader,
}

/// A card's abilities by form.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct Abilities {
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub unit: Cow<'static, [Ability]>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub upgrade: Cow<'static, [Ability]>,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub leader: Cow<'static, [Ability]>,
    /// A base's text: constant abilities about its player, and its triggered ones.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub base: Cow<'static, [Ability]>,
    /// An event's text: its effects, resolved in order when it is played.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub event: Cow<'static, [Effect]>,
}

impl Abilities {
    pub fn of(&self, form: Form) -> &[Ability] {
        match form {
            Form::Unit => &self.unit,
            Form::Upgrade => &self.upgrade,
            Form::Leader => &self.leader,
        }
    }
}

/// One ability. Its subject is "this unit" in the unit form, "attached unit" in the upgrade form
/// (unless the ability speaks of "this upgrade"), and the leader card on the leader side.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "catalog-json",
    derive(Deserialize),
    serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)
)]
pub enum Ability {
    /// "The subject gets +P/+H [while <when>] [for each <per>]."
    Stats {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        power: i8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        hp: i8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        when: Cond,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        per: Option<Count>,
    },
    /// "[While <when>,] the subject gains <keyword>."
    Gains {
        keyword: Keyword,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        when: Cond,
    },
    /// "You may play or deploy 1 additional Pilot on the subject." (3.6.c)
    ExtraPilot,
    /// "This upgrade can be played on a friendly Vehicle unit with a Pilot on it." (R2-D2)
    PlayOnPiloted,
    /// "This unit costs 1 less to play for each friendly Pilot unit and upgrade." (Red Leader)
    LessPerFriendlyPilot,
    /// "[If <when>,] this unit costs N less to play [for each <per>]."
    CostsLess {
        amount: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        per: Option<Count>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        when: Cond,
    },
    /// "The first unit you play each round costs N less." (Death Star Plans: "Attached unit gains
    /// …"): of a unit in play, for its controller's plays as a unit while they have played no unit
    /// this round (`PlayerState::played` that entered play as units, `State::entered_this_phase`).
    FirstUnitEachRoundLess { amount: u8 },
    /// "Each <trait> unit you play costs N less." (Admiral Piett's unit side): of a unit in play,
    /// for its controller's plays as a unit.
    UnitsCostLess {
        #[cfg_attr(feature = "catalog-json", serde(rename = "trait"))]
        trait_name: Cow<'static, str>,
        amount: u8,
    },
    /// "The first unit you play each round that has a 'When Defeated' ability costs N less."
    /// (Director Krennic): of a unit in play, for its controller's plays as a unit of a card with a
    /// printed "When Defeated", while they have played none this round.
    FirstWhenDefeatedUnitLess { amount: u8 },
    /// "While paying costs, you pay half as many resources, rounded up." (The Starhawk): while the
    /// subject is a unit in play, each cost its controller pays in resources (`cost::pays_half`).
    HalfCosts,
    /// "The subject can't be defeated or returned to hand by enemy card abilities." (Chewbacca)
    Protected,
    /// "This upgrade can't be defeated by enemy card abilities." (Luke Skywalker, leader)
    ProtectedUpgrade,
    /// "Attached unit is a leader unit." (a leader deployed as a Pilot)
    IsLeader,
    /// "This unit can't attack."
    CantAttack,
    /// "This unit can attack <arena> units." (from the other arena)
    CanAttackIn { arena: Arena },
    /// "While this unit is defending, the attacker gets +P/+0."
    AttackerGets { power: i8 },
    /// "Indirect damage you deal to opponents is increased by N."
    IndirectIncrease { amount: u8 },
    /// "You assign all indirect damage you deal to opponents." (Devastator): while the subject is
    /// a unit in play, its controller assigns the indirect damage they deal to the other player.
    AssignIndirectToOpponents,
    /// "You assign all indirect damage dealt by this unit." (Targeting Computer: "Attached unit
    /// gains …"): the subject's controller assigns the indirect damage its abilities deal.
    AssignIndirectDealt,
    /// "While attacking a <which> unit, this unit deals combat damage before the defender." (Hound's
    /// Tooth): a defender its damage defeats deals none back.
    DamageFirst { which: Which },
    /// "When indirect damage is dealt to a unit: <then>" (Allegiant General Pryde), about that
    /// unit, whoever dealt it, while the subject is a unit in play.
    WhenIndirectToUnit { then: Effect },
    /// "When the regroup phase starts:"
    WhenRegroupStarts { then: Effect },
    /// "This unit doesn't ready during the regroup phase unless its power is N or more."
    ReadiesOnlyWithPower { power: u8 },
    /// "Each <which> unit gets +P/+H [for each <per>] [and gains <keyword>]" while the subject is
    /// a unit in play ("Each other friendly space unit gets +1/+1"; `which` is from the side of
    /// the subject's controller, its "other" the subject itself). `which` never asks for power
    /// or HP (the stats it changes).
    Each {
        which: Which,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        power: i8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        hp: i8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        keyword: Option<Keyword>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        per: Option<Count>,
    },
    /// "While this unit is in play, each <which> unit gains the chosen Keyword" (Admiral Yularen):
    /// the keyword the subject chose as it was played ([`Effect::Choose`], `CardState::chosen`);
    /// none while it has chosen none.
    EachGainsChosen { which: Which },
    /// "Each <which> unit gains this unit's Keywords" (The Ghost): while the subject is a unit in
    /// play, each unit `which` names has every keyword the subject has now (its printed ones and
    /// those it gains), except those it has only through abilities of this kind (so that two such
    /// units never feed each other's keywords back and forth).
    EachGainsKeywords { which: Which },
    /// An upgrade card's "Attach to a <trait> [or <trait>] unit." (its attachment restriction,
    /// base game "Upgrades")
    AttachTo {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        traits: Cow<'static, [Cow<'static, str>]>,
    },
    /// "When this unit deals combat damage to a unit while attacking: <do> that unit." (Dorsal
    /// Turret: "Defeat that unit")
    OnCombatDamage { does: Cow<'static, [Act]> },
    /// "When this unit deals combat damage to an opponent's base:" (Moff Gideon), an Overwhelm
    /// excess included.
    OnBaseCombatDamage { then: Effect },
    /// "When an opponent draws 1 or more cards during the action phase:" (Seasoned Fleet Admiral;
    /// a search's cards drawn count once, as it ends).
    WhenOpponentDraws { then: Effect },
    /// "When 1 or more damage is healed from this unit:" (Silver Angel).
    WhenHealed { then: Effect },
    /// "When you deploy a leader:" (Invincible), while the subject is a unit in play.
    WhenYouDeploy { then: Effect },
    /// "When Played:" as a unit; in the upgrade form, "When played as an upgrade:".
    WhenPlayed { then: Effect },
    /// "When this upgrade attaches to a unit:" (Iden Versio).
    WhenAttached { then: Effect },
    /// "When this unit completes an attack (and survives):" (U-Wing Lander, The Invisible Hand); in the upgrade form,
    /// "When attached unit completes an attack (and survives):" (Anakin Skywalker), the upgrade's
    /// own: once the attack is over, if the subject is still a unit in play.
    WhenAttackCompletes { then: Effect },
    /// "When attached unit is attacked:" (Death Star Plans), of an upgrade, as the attack is
    /// declared (with the attacker's "On Attack" abilities, after them).
    WhenAttachedAttacked { then: Effect },
    /// "When this upgrade detaches from a unit:" (Pantoran Starship Thief), about that unit: moved
    /// to another unit, or defeated while that unit stays in play.
    WhenDetached { then: Effect },
    /// "When a Pilot upgrade attaches to this unit:" (Red Leader).
    WhenPilotAttaches { then: Effect },
    /// "When you play an upgrade on this unit:" (Black Squadron Scout Wing): an upgrade card or a
    /// Pilot played on it from hand by its controller.
    WhenUpgradePlayed { then: Effect },
    /// "When deployed as an upgrade:" (a pilot leader); in the unit form, "When Deployed:" (Admiral
    /// Trench's unit side).
    WhenDeployed { then: Effect },
    /// "When you deal non-combat damage: You may exhaust this leader. If you do, …" (Boba Fett's
    /// leader side).
    WhenYouDealDamage { then: Effect },
    /// "When attached unit readies:" (In Debt to Crimson Dawn; of a unit's own text, "When this
    /// unit readies:"): each time the subject goes from exhausted to ready, by the regroup phase
    /// or by an ability (`triggers::readied`).
    WhenReadies { then: Effect },
    /// "On Attack:" for the subject (in the upgrade form: "attached unit gains 'On Attack: …'").
    OnAttack {
        then: Effect,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        when: Cond,
    },
    /// "When Defeated:" of the subject (3.5, an upgrade is not a unit: in the upgrade form,
    /// "attached unit gains 'When Defeated: …'", Grim Valor).
    WhenDefeated { then: Effect },
    /// "If this [unit | upgrade] would be defeated, you may instead …"
    Instead { of: Replacement },
    /// "When you use a 'When Defeated' ability: You may [exhaust this leader. If you do,] use that
    /// ability again. [Use this ability only once each round.]" (Grand Admiral Thrawn) and "When a
    /// friendly unit is defeated: You may use all of its 'When Defeated' abilities again." (Shadow
    /// Caster): for the subject's controller, while it is a unit in play or a leader on its leader
    /// side (`abilities/again.rs`).
    UseWhenDefeatedAgain {
        when: Again,
        /// "You may exhaust this leader. If you do, …": only while it is ready.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        exhaust: bool,
        /// "Use this ability only once each round." (kept in `State::used_this_round`)
        #[cfg_attr(feature = "catalog-json", serde(default))]
        once_per_round: bool,
    },
    /// A base's "Your minimum deck size is increased (decreased) by N cards." (Data Vault, Thermal
    /// Oscillator): the deck's format's minimum moved by `delta`.
    DeckSize { delta: i8 },
    /// "A deck can have up to N copies of this card." (Swarming Vulture Droid): read by the deck
    /// checks (`setup/decks.rs` `copies_allowed`) in place of the format's limit.
    DeckCopies { most: u8 },
    /// A base's "Draw N less (more) cards in your starting hand." (Colossus, Nabat Village): the
    /// opening hand, and the hand a mulligan draws, moved by `delta`.
    StartingHand { delta: i8 },
    /// A base's "You can't take a mulligan." (Nabat Village)
    NoMulligan,
    /// A base's "When the first action phase starts: …" (Nabat Village), for its player.
    WhenFirstActionPhase { then: Effect },
    /// "Action [cost]: If you control N or more resources, deploy this leader." (Admiral Trench's
    /// Epic Action, N its cost): the leader's deploy, which pays `cost` (`leader::deploy_cost`).
    DeployAction { cost: Cost },
    /// "Action [cost]: …" of the subject (in the upgrade form: "attached unit gains 'Action …'").
    Action {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        cost: Cost,
        then: Effect,
    },
}

/// A condition an ability depends on, about its subject (for "If …, …" of an effect, the unit
/// it speaks of, or the card whose ability it is), from the side of the ability's controller.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cond {
    #[default]
    Always,
    /// "While this unit has a Pilot on it."
    HasPilot,
    /// "While you control a token unit."
    ControlsTokenUnit,
    /// "While you control another <aspect> unit."
    ControlsOther(Aspect),
    /// "While this unit is upgraded."
    Upgraded,
    /// "If it's a <trait>" / "If attached unit is a <trait>."
    Trait(Cow<'static, str>),
    /// "While you control another <trait> unit" ("a <trait> unit" when the subject is none).
    ControlsOtherTrait(Cow<'static, str>),
    /// "If you control another <arena> unit."
    ControlsOtherIn(Arena),
    /// "If you control <title> (as a unit, upgrade, or leader)."
    ControlsTitled(Cow<'static, str>),
    /// "While you control N or more resources."
    Resources(u8),
    /// "While you control a ground unit and a space unit."
    GroundAndSpace,
    /// "While an enemy unit is damaged."
    EnemyDamaged,
    /// "While this unit is defending."
    Defending,
    /// "If another player controls N or more exhausted units."
    EnemyExhausted(u8),
    /// "If an opponent controls N or more <arena> units."
    EnemyUnitsIn(Arena, u8),
    /// "While attacking a <arena> unit."
    AttackingIn(Arena),
    /// "If you have the initiative."
    HasInitiative,
    /// "If you dealt indirect damage this phase."
    DealtIndirect,
    /// "If an opponent controls more resources than you."
    FewerResources,
    /// "While you control another <trait> card (unit, upgrade, or leader)."
    ControlsOtherCard(Cow<'static, str>),
    /// "If you control a unique <trait> card" (unit, upgrade, or leader; Invincible).
    ControlsUniqueCard(Cow<'static, str>),
    /// "While this unit has N or more power" (its power before Grit and Raid, the keywords such
    /// an ability may give).
    PowerAtLeast(u8),
    /// "If it's <title>" (Han Solo: "If it's the Millennium Falcon"): the subject's title.
    Titled(Cow<'static, str>),
    /// "If you control a <aspect> unit" (Sabine's Masterpiece), the subject included.
    ControlsAspect(Aspect),
    /// "If it costs N or less" (its printed cost; a token's 0).
    CostAtMost(u8),
}

/// What a "for each" counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "snake_case"))]
pub enum Count {
    /// "for each Pilot on it"
    PilotsOnIt,
    /// "for each other friendly Pilot unit and upgrade"
    OtherFriendlyPilots,
    /// "for each damage on it"
    DamageOnIt,
    /// "for each other friendly <arena> unit"
    OtherFriendlyIn(Arena),
    /// "for each damaged unit"
    DamagedUnits,
    /// "for each damaged <arena> unit"
    DamagedUnitsIn(Arena),
    /// "for each other friendly <this card's title>" (Swarming Vulture Droid): the other units
    /// with the subject's title its controller controls.
    OtherFriendlyCopies,
}

/// An ability's cost: "[1 resource, Exhaust]".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct Cost {
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub exhaust: bool,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub resources: u8,
    /// "Use this ability only once each round." (an Action's; kept in `State::used_this_round`
    /// by the card the ability is on)
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub once_per_round: bool,
}

/// What a "play" instruction allows (6.2.a, 7.5.17.c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Instruction {
    /// "Play a unit."
    Unit,
    /// "Play an upgrade."
    Upgrade,
    /// "Play a non-unit card."
    NonUnit,
    /// "Play a card."
    Card,
    /// "Play a card … using Piloting."
    UsingPiloting,
}

/// Which attacks an "If you attacked with … this phase" asks about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackedWith {
    /// "a non-token Vehicle unit" (Darth Vader, leader).
    NonTokenVehicle,
    /// "a Fighter unit" (Luke Skywalker, leader).
    Fighter,
}

/// When a "use … again" ability offers its "When Defeated" abilities again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Again {
    /// "When you use a 'When Defeated' ability": each one, once it has resolved ("that ability").
    YouUse,
    /// "When a friendly unit is defeated": all of its "When Defeated" abilities, once they have
    /// resolved ("all of its … abilities").
    FriendlyDefeated,
}

/// What a replacement does instead of a defeat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Replacement {
    /// "… move him to the ground arena as a unit and exhaust him." (Luke, You Still With Me?)
    MoveToGround,
    /// "… attach her as an upgrade to a friendly Vehicle unit without a Pilot on it." (L3-37)
    AttachToFriendlyVehicle,
}
