//! Card definitions for Star Wars: The Card Game, as read from the data files in `src/cards/lcg/`.
//! A definition is printed facts plus abilities built from the effect vocabulary
//! ([`Effect`]); it never changes during a game.

use crate::engine::Message;
use crate::rules::lcg::model::ability;
pub use crate::rules::lcg::model::ability::{AbilityCost, FateCondition, Outcome, When};
use crate::rules::lcg::model::def;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Dark,
    Light,
}

impl Side {
    pub fn opponent(self) -> Side {
        match self {
            Side::Dark => Side::Light,
            Side::Light => Side::Dark,
        }
    }

    pub fn idx(self) -> usize {
        match self {
            Side::Dark => 0,
            Side::Light => 1,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Dark => "Dark Side",
            Side::Light => "Light Side",
        }
    }

    pub fn say(self) -> Message {
        Message::new(match self {
            Side::Dark => "lcg-side-dark",
            Side::Light => "lcg-side-light",
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Affiliation {
    Jedi,
    RebelAlliance,
    SmugglersAndSpies,
    Sith,
    ImperialNavy,
    ScumAndVillainy,
    Neutral,
}

impl Affiliation {
    pub fn name(self) -> &'static str {
        match self {
            Affiliation::Jedi => "Jedi",
            Affiliation::RebelAlliance => "Rebel Alliance",
            Affiliation::SmugglersAndSpies => "Smugglers and Spies",
            Affiliation::Sith => "Sith",
            Affiliation::ImperialNavy => "Imperial Navy",
            Affiliation::ScumAndVillainy => "Scum and Villainy",
            Affiliation::Neutral => "Neutral",
        }
    }

    pub fn say(self) -> Message {
        Message::new(match self {
            Affiliation::Jedi => "lcg-affiliation-jedi",
            Affiliation::RebelAlliance => "lcg-affiliation-rebel-alliance",
            Affiliation::SmugglersAndSpies => "lcg-affiliation-smugglers-and-spies",
            Affiliation::Sith => "lcg-affiliation-sith",
            Affiliation::ImperialNavy => "lcg-affiliation-imperial-navy",
            Affiliation::ScumAndVillainy => "lcg-affiliation-scum-and-villainy",
            Affiliation::Neutral => "lcg-affiliation-neutral",
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardType {
    Affiliation,
    Objective,
    Unit,
    Enhancement,
    Event,
    Fate,
    Mission,
}

impl CardType {
    pub fn name(self) -> &'static str {
        match self {
            CardType::Affiliation => "Affiliation",
            CardType::Objective => "Objective",
            CardType::Unit => "Unit",
            CardType::Enhancement => "Enhancement",
            CardType::Event => "Event",
            CardType::Fate => "Fate",
            CardType::Mission => "Mission",
        }
    }

    pub fn say(self) -> Message {
        Message::new(match self {
            CardType::Affiliation => "lcg-type-affiliation",
            CardType::Objective => "lcg-type-objective",
            CardType::Unit => "lcg-type-unit",
            CardType::Enhancement => "lcg-type-enhancement",
            CardType::Event => "lcg-type-event",
            CardType::Fate => "lcg-type-fate",
            CardType::Mission => "lcg-type-mission",
        })
    }
}

/// Combat icons: unit damage, blast damage, tactics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Icons {
    #[serde(default)]
    pub unit_damage: u8,
    #[serde(default)]
    pub blast_damage: u8,
    #[serde(default)]
    pub tactics: u8,
}

impl Icons {
    pub fn is_empty(self) -> bool {
        self == Icons::default()
    }
}

impl fmt::Display for Icons {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Zeros are left out, as on the printed card: "UD 1 · T 1"; no icons at all is "none".
        let parts: Vec<String> = [("UD", self.unit_damage), ("BD", self.blast_damage), ("T", self.tactics)]
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(icon, n)| format!("{icon} {n}"))
            .collect();
        if parts.is_empty() {
            f.write_str("none")
        } else {
            f.write_str(&parts.join(" · "))
        }
    }
}

/// Keywords a card can print or gain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Keyword {
    /// Removes one more focus token when its controller refreshes.
    Elite,
    /// Adds X Force icons to its side's edge battle while participating.
    Edge(u8),
    Shielding,
    TargetedStrike,
    Limited,
    /// "Protect [Trait]": damage about to be dealt to a friendly card with the trait may be moved
    /// onto this unit.
    Protect(Guarded),
}

/// The traits "Protect [Trait]" names on the cards Hangar has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Guarded {
    Vehicle,
    Character,
}

impl Guarded {
    pub fn name(self) -> &'static str {
        match self {
            Guarded::Vehicle => "Vehicle",
            Guarded::Character => "Character",
        }
    }
}

impl Keyword {
    /// The keyword as the card prints it; keywords are game terms, so they are catalog words.
    pub fn say(self) -> Message {
        match self {
            Keyword::Elite => Message::new("lcg-keyword-elite"),
            Keyword::Edge(x) => Message::new("lcg-keyword-edge").number("n", x),
            Keyword::Shielding => Message::new("lcg-keyword-shielding"),
            Keyword::TargetedStrike => Message::new("lcg-keyword-targeted-strike"),
            Keyword::Limited => Message::new("lcg-keyword-limited"),
            Keyword::Protect(Guarded::Vehicle) => Message::new("lcg-keyword-protect-vehicle"),
            Keyword::Protect(Guarded::Character) => Message::new("lcg-keyword-protect-character"),
        }
    }
}

impl fmt::Display for Keyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Keyword::Elite => f.write_str("Elite"),
            Keyword::Edge(x) => write!(f, "Edge ({x})"),
            Keyword::Shielding => f.write_str("Shielding"),
            Keyword::TargetedStrike => f.write_str("Targeted strike"),
            Keyword::Limited => f.write_str("Limited"),
            Keyword::Protect(t) => write!(f, "Protect {}", t.name()),
        }
    }
}

/// The effect vocabulary. A card's abilities are composed from these; a card that needs
/// something new adds an item here, not a branch for one card in the engine. Each item knows its
/// timing ([`Effect::timing`]); the printed words ("Action:", "Reaction:") stay in the card text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "snake_case")]
pub enum Effect {
    /// While this card is piloting a unit with `host_trait`, each friendly unit with
    /// `unit_trait` gains `keywords` (Baron Fel).
    GrantWhilePiloting { host_trait: String, unit_trait: String, keywords: Vec<Keyword> },
    /// While this unit is piloted, its Pilot enhancement's Force icons count for your side in
    /// the Force struggle (181st TIE Interceptor).
    PilotForceCounts,
    /// While this unit is piloted, it gains the combat icons of its Pilot enhancement
    /// (TIE Fighter Patrol).
    GainPilotCombatIcons,
    /// Your piloted Vehicle units cannot be targeted by enemy card effects (Heroes of the Rebellion).
    PilotedVehiclesUntargetable,
    /// Reduce the cost and pilot cost of the first Pilot card you play each turn (Pilot Ready
    /// Room, Flight Academy).
    ReduceFirstPilotCost { amount: u8 },
    /// This Pilot enhancement does not count against the pilot limit (Nien Numb, Loyal Co-Pilot).
    NotCountedForPilotLimit,
    /// This unit deals double damage to out-of-faction units and objectives (Contract Hunter).
    DoubleDamageToOutOfFaction,
    /// While in a victory pile, this objective contributes `count` objectives (Defending the Trench).
    ContributesObjectives { count: u8 },
    /// Each unit you control gains `icons` while it is attacking a mission (Mission Command).
    GainIconsAttackingMission { icons: def::Icons },
    /// This card gains +`amount` damage capacity for each unit with `unit_trait` you control
    /// (The Emperor's Legion).
    CapacityPerUnit { unit_trait: String, amount: u8 },
    /// Your opponent cannot declare more than `count` attackers against this objective
    /// (The Ultimate Power).
    MaxAttackers { count: u8 },
    /// Only units with `unit_trait` can be declared as attackers against this objective
    /// (The Rebel Fleet).
    OnlyAttackersWithTrait { unit_trait: String },
    /// Action: discard the attached Pilot enhancement to remove all damage and focus tokens from
    /// this unit (Rogue Squadron X-Wing).
    DiscardPilotToClean,
    /// Action: focus this enhancement to remove 1 focus token from the enhanced unit
    /// (Wedge Antilles 0183 as an enhancement).
    FocusSelfToReadyHost,
    /// Event, Action: place 1 focus token on a target out-of-faction enemy unit (Filthy Accusations).
    FocusOutOfFactionEnemyUnit,
    /// Event, Action, only during your turn: destroy a target objective (Superlaser Blast).
    DestroyTargetObjective,
    /// Interrupt: when this card leaves play, return it to your hand instead (Hobbie).
    ReturnToHandInsteadOfLeavingPlay,
    /// Reaction, after this mission is completed: deal `amount` damage to each enemy unit and
    /// objective (Ground Support).
    DamageEachEnemyUnitAndObjective { amount: u8 },
    /// Reaction, after this mission is completed: destroy each out-of-faction enemy unit
    /// (Assassination Contract).
    DestroyEachOutOfFactionEnemyUnit,
    /// Reaction, after this mission is completed: search your deck and discard pile for a unit
    /// with one of `traits` and put it into play; shuffle your deck (Prepared Ambush).
    SearchAndPutIntoPlay { traits: Vec<String> },
    /// Fate: you may put a Pilot card from your hand or discard pile into play as an enhancement
    /// on a target friendly Vehicle unit (Stay on Target).
    PutPilotIntoPlayAsEnhancement,
    /// An attached card grants its host (if it has one of `host_traits`, when given) keywords,
    /// combat icons and damage capacity: "Enhanced unit gains …".
    GrantHost {
        #[serde(default)]
        host_traits: Vec<String>,
        #[serde(default)]
        keywords: Vec<Keyword>,
        #[serde(default)]
        icons: Icons,
        #[serde(default)]
        capacity: u8,
    },
    /// "Enhanced unit gains +`amount` damage capacity for each <trait> objective you control."
    HostCapacityPerObjective { objective_trait: String, amount: u8 },
    /// "Action: [cost] to move a friendly Pilot enhancement to another eligible Vehicle unit you
    /// control." (Training Procedures)
    MovePilot {
        #[serde(default)]
        cost: AbilityCost,
    },
    /// "Interrupt: When you play a <trait> unit, discard X cards from your hand to reduce its cost
    /// by X (to a minimum of 1)." (Kuat Reinforcements, The Defense of Yavin 4)
    DiscardToReduce { unit_trait: String },
    /// Trench Run: "Enhance the Death Star dial. This enhancement cannot be targeted. / You may
    /// engage the Death Star dial as though it were a dark side objective (it is not an
    /// objective). If the dial has `wins_at` or more damage, the light side wins the game." The
    /// dial's damage is kept on this card.
    EngageableDial { wins_at: u8 },
    /// Event, "Interrupt: When a friendly <trait> unit is targeted by an enemy card effect, your
    /// opponent must choose a different eligible target instead, if able." (Koiogran Turn)
    RedirectTargeting { unit_trait: String },
    /// "Each of your <trait> cards gains 1 resource value. These resources may only be spent on
    /// <trait> cards." (Guarding the Wing)
    TraitResource { trait_name: String },
    /// Fate: "Cancel this edge battle and the card effects of all other fate cards just revealed.
    /// Discard both edge stacks and start a new edge battle." (Twist of Fate)
    RestartEdgeBattle,
    /// A composed Action: "[During an engagement,] [cost] to <outcome>. (Limit once per turn.)"
    /// On an event, the event's Action.
    Act {
        #[serde(default)]
        cost: AbilityCost,
        then: Outcome,
        #[serde(default)]
        once_per_turn: bool,
        #[serde(default)]
        during_engagement: bool,
        /// "Play only during your turn."
        #[serde(default)]
        your_turn_only: bool,
        /// The Action is taken from its owner's hand (DS-61-3).
        #[serde(default)]
        from_hand: bool,
    },
    /// A composed Reaction: "Reaction: After <when>, [cost to] <outcome>." `forced` for
    /// "Forced Reaction".
    React {
        when: When,
        #[serde(default)]
        cost: AbilityCost,
        then: Outcome,
        #[serde(default)]
        once_per_turn: bool,
        #[serde(default)]
        forced: bool,
        /// Offered only while this holds.
        #[serde(default)]
        only_while: Option<ability::Condition>,
        /// The Reaction works from its owner's hand ("put this unit into play from your hand …",
        /// Scout Trooper).
        #[serde(default)]
        from_hand: bool,
    },
    /// A composed fate effect: when revealed, if `only_if` holds, <outcome>.
    Fate {
        #[serde(default)]
        only_if: FateCondition,
        then: Outcome,
    },
    /// "While this unit is piloted [by <pilot>], it gains <icons> / +N damage capacity /
    /// <keywords>" (Rogue Six, Rogue Nine). Icons and keywords of every entry that applies add
    /// up; for damage capacity the largest applying bonus counts ("+3 … instead").
    GainWhilePiloted {
        /// The pilot's card name, if the text names one ("If the pilot is Wes Janson").
        #[serde(default)]
        pilot: Option<String>,
        #[serde(default)]
        icons: Icons,
        #[serde(default)]
        capacity: u8,
        #[serde(default)]
        keywords: Vec<Keyword>,
    },
    /// "This unit gains <icons> for each enhancement on it" (Rogue Three).
    IconsPerEnhancement { icons: Icons },
    /// "While you control more <objective_trait> objectives than your opponent, each of your
    /// <unit_trait> units gains <keywords>" (Hoth Operations).
    GrantWhileMoreObjectives { objective_trait: String, unit_trait: String, keywords: Vec<Keyword> },
    /// "Action: During an engagement, play this unit from your hand as a participating unit on
    /// your side" (Admiral Ackbar).
    PlayAsParticipant,
    /// "Interrupt: When this unit is focused to strike, it may assign its [Blast Damage] to a
    /// target participating enemy unit instead of the engaged objective" (Red Five).
    BlastToParticipatingUnit,
    /// Enemy objectives require `amount` fewer damage to destroy (Grand Moff Tarkin).
    EnemyObjectivesNeedLessDamage { amount: u8 },
    /// During any engagement in which you have placed at least 1 fate card in your edge stack,
    /// this unit gains `icons` and `keywords` (TIE Attack Squadron).
    GainWhileFateInEdge {
        #[serde(default)]
        icons: Icons,
        #[serde(default)]
        keywords: Vec<Keyword>,
    },
    /// Each unit with `unit_trait` you control gains +`amount` damage capacity (Lieutenant Renz).
    FriendlyUnitsGainCapacity { unit_trait: String, amount: u8 },
    /// Interrupt: when a piloted unit with one of `unit_traits` you control leaves play, return
    /// it and the attached Pilot enhancement to your hand (The Empire's Elite).
    ReturnPilotedUnitToHand {
        unit_traits: Vec<String>,
        #[serde(default)]
        once_per_turn: bool,
    },
    /// While the enhanced unit is participating in an engagement, the opponent cannot initiate
    /// card effects (Darth Vader's pilot text).
    OpponentCannotInitiateWhileHostParticipates,
}

/// When an ability works.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timing {
    /// Always in force while its condition holds.
    Constant,
    /// Initiated by its controller in an action window.
    Action,
    /// Offered when its card would leave play.
    InterruptLeavesPlay,
    /// Offered after its mission is completed.
    ReactionCompleted,
    /// Resolved when revealed from an edge stack.
    Fate,
    /// Offered after its trigger.
    Reaction,
    /// Initiated from its owner's hand in an action window (Admiral Ackbar).
    ActionFromHand,
    /// Used when its unit is focused to strike, as the strike resolves (Red Five).
    InterruptStrike,
    /// Offered when a friendly card would leave play (The Empire's Elite).
    InterruptFriendlyLeavesPlay,
    /// Played from hand when an enemy card effect targets a friendly card (Koiogran Turn).
    InterruptTargeted,
}

impl Effect {
    pub fn timing(&self) -> Timing {
        match self {
            Effect::RedirectTargeting { .. } => Timing::InterruptTargeted,
            Effect::GrantWhilePiloting { .. }
            | Effect::PilotForceCounts
            | Effect::GainPilotCombatIcons
            | Effect::PilotedVehiclesUntargetable
            | Effect::ReduceFirstPilotCost { .. }
            | Effect::NotCountedForPilotLimit
            | Effect::DoubleDamageToOutOfFaction
            | Effect::ContributesObjectives { .. }
            | Effect::GainIconsAttackingMission { .. }
            | Effect::CapacityPerUnit { .. }
            | Effect::MaxAttackers { .. }
            | Effect::OnlyAttackersWithTrait { .. }
            | Effect::GrantHost { .. }
            | Effect::HostCapacityPerObjective { .. }
            | Effect::TraitResource { .. }
            | Effect::DiscardToReduce { .. }
            | Effect::EngageableDial { .. }
            | Effect::GainWhilePiloted { .. }
            | Effect::IconsPerEnhancement { .. }
            | Effect::GrantWhileMoreObjectives { .. }
            | Effect::EnemyObjectivesNeedLessDamage { .. }
            | Effect::GainWhileFateInEdge { .. }
            | Effect::FriendlyUnitsGainCapacity { .. }
            | Effect::OpponentCannotInitiateWhileHostParticipates => Timing::Constant,
            Effect::ReturnPilotedUnitToHand { .. } => Timing::InterruptFriendlyLeavesPlay,
            Effect::DiscardPilotToClean
            | Effect::FocusSelfToReadyHost
            | Effect::FocusOutOfFactionEnemyUnit
            | Effect::DestroyTargetObjective
            | Effect::Act { .. }
            | Effect::MovePilot { .. } => Timing::Action,
            Effect::React { .. } => Timing::Reaction,
            Effect::ReturnToHandInsteadOfLeavingPlay => Timing::InterruptLeavesPlay,
            Effect::DamageEachEnemyUnitAndObjective { .. }
            | Effect::DestroyEachOutOfFactionEnemyUnit
            | Effect::SearchAndPutIntoPlay { .. } => Timing::ReactionCompleted,
            Effect::PutPilotIntoPlayAsEnhancement | Effect::Fate { .. } | Effect::RestartEdgeBattle => Timing::Fate,
            Effect::PlayAsParticipant => Timing::ActionFromHand,
            Effect::BlastToParticipatingUnit => Timing::InterruptStrike,
        }
    }
}

/// How a card can be used as a Pilot enhancement: the Pilot (X) keyword, or the older printed
/// permission of pre-keyword pilots ("You may play this card on a friendly Speeder or Fighter
/// unit as an enhancement", Wedge Antilles 0183), which Example 2 treats as a Pilot enhancement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PilotKeyword {
    /// X, the pilot cost; for a pre-keyword pilot, its printed cost.
    pub cost: u8,
    /// False for pre-keyword pilots: they have no "Pilot (X)" line.
    #[serde(default = "yes")]
    pub keyword: bool,
    /// Host traits the card requires besides Vehicle (any one of them), e.g. Speeder or Fighter.
    #[serde(default)]
    pub hosts: Vec<String>,
    /// The parenthetical pilot text, live only while the card is a Pilot enhancement.
    #[serde(default)]
    pub text: String,
    #[serde(default)]
    pub effects: Vec<Effect>,
}

fn yes() -> bool {
    true
}

/// Where an enhancement's "Enhance …" line lets it attach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Enhance {
    /// "Enhance your play area."
    YourPlayArea,
    /// "Enhance a Vehicle unit." (either player's)
    VehicleUnit,
    /// "Enhance a friendly Vehicle unit."
    FriendlyVehicleUnit,
    /// "Enhance a Character unit." (either player's)
    CharacterUnit,
    /// "Enhance an objective." (either player's)
    Objective,
    /// "Enhance the Death Star dial."
    DeathStarDial,
}

/// One printed card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// The printed card number ("0714"), or a stable key for cards without one.
    pub number: String,
    pub name: String,
    #[serde(rename = "type")]
    pub card_type: CardType,
    pub side: Side,
    pub affiliation: Affiliation,
    /// The objective set the card belongs to (0 for affiliation cards).
    pub set: u16,
    #[serde(default)]
    pub cost: u8,
    #[serde(default)]
    pub force: u8,
    #[serde(default)]
    pub icons: Icons,
    #[serde(default)]
    pub edge_icons: Icons,
    #[serde(default)]
    pub damage_capacity: u8,
    #[serde(default)]
    pub resources: u8,
    /// Starting reserve value (affiliation cards).
    #[serde(default)]
    pub reserve: u8,
    #[serde(default)]
    pub traits: Vec<String>,
    #[serde(default)]
    pub unique: bool,
    #[serde(default)]
    pub keywords: Vec<Keyword>,
    #[serde(default)]
    pub pilot: Option<PilotKeyword>,
    /// Fate cards resolve in ascending edge priority.
    #[serde(default)]
    pub edge_priority: u8,
    /// For enhancements: where they attach.
    #[serde(default)]
    pub enhance: Option<Enhance>,
    /// Abilities outside the pilot text, from the effect vocabulary.
    #[serde(default)]
    pub abilities: Vec<Effect>,
    /// Printed text outside the pilot parenthetical. Shown as text, never as HTML.
    #[serde(default)]
    pub text: String,
    /// Set while some of the printed text has no implementation yet: the starter decks leave
    /// such a card out (never play it as a blank) and `deck::omitted` names it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_implemented: Option<String>,
    /// Trait facts the rules ask about constantly, read once from `traits` when the catalog loads.
    #[serde(skip)]
    pub is_pilot_card: bool,
    #[serde(skip)]
    pub is_vehicle: bool,
    /// Cards with the same name share this key (uniqueness is by name across printings).
    #[serde(skip)]
    pub name_key: u16,
}

impl CardDef {
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t == name)
    }

    /// The abilities this card has in hand of `timing` (pilot text excluded).
    pub fn abilities_with(&self, timing: Timing) -> impl Iterator<Item = &Effect> {
        self.abilities.iter().filter(move |e| e.timing() == timing)
    }
}
