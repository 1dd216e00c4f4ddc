//! The ability vocabulary: every card ability is one [`Ability`] — constant, Action, Reaction,
//! Interrupt, replacement ("… instead") or fate — composed from shared parts: when a triggered
//! ability fires ([`When`]), what it costs ([`AbilityCost`]), what it does ([`Outcome`]) to which
//! cards ([`Pick`], [`Filter`]), and what a constant ability changes ([`Modifier`]) while a
//! [`Condition`] holds. A new card extends these parts, never the engine with a branch for one
//! card. The printed words ("Action:", "Reaction:") stay in the card text.

use crate::rules::lcg::model::def::{Affiliation, Side};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

pub use crate::rules::lcg::model::constant::{Affects, Condition, Constant, Count, Modifier, ModifierKind};
pub use crate::rules::lcg::model::filter::{CardFilter, Filter, Kind, Whose};
pub use crate::rules::lcg::model::outcome::{BalanceBonus, Outcome, Pick, Pile, Rest};

/// One ability of a card (Core Set rules, "Card Abilities").
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(tag = "ability", rename_all = "snake_case"))]
pub enum Ability {
    /// Always in force while its condition holds.
    Constant(Constant),
    /// "Action: …", initiated by its controller in an action window (on an event, the event's
    /// effect).
    Action(Act),
    /// "Reaction: After …" (or "Forced Reaction"): offered after its trigger.
    Reaction(Triggered),
    /// "Interrupt: When …" (or "Forced Interrupt"): offered when its trigger is about to happen.
    Interrupt(Triggered),
    /// An Interrupt whose effect happens instead of what triggered it ("return it to your hand
    /// instead", "choose a different eligible target instead").
    Replacement(Replacement),
    /// A fate card's effect, resolved when it is revealed from an edge stack.
    Fate(Fate),
}

/// "[During an engagement,] [cost] to <outcome>. (Limit once per turn.)"
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct Act {
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub cost: AbilityCost,
    pub then: Outcome,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub once_per_turn: bool,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub during_engagement: bool,
    /// "Play only during your turn."
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub your_turn_only: bool,
    /// The Action is taken from its owner's hand (DS-61-3, Admiral Ackbar).
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub from_hand: bool,
    /// "Play only if <condition>" (Desperation: "… the Death Star dial is 8 or higher").
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub only_if: Option<Condition>,
}

/// A Reaction or an Interrupt: "After/When <when>, [cost to] <outcome>."
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct Triggered {
    pub when: When,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub cost: AbilityCost,
    pub then: Outcome,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub once_per_turn: bool,
    /// "Forced": it resolves without being offered.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub forced: bool,
    /// Offered only while this holds ("While it is piloted, it also gains: …", R2-D2).
    #[cfg_attr(feature = "catalog-json", serde(default, rename = "while"))]
    pub only_while: Option<Condition>,
    /// It works from its owner's hand ("put this unit into play from your hand …", Scout
    /// Trooper).
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub from_hand: bool,
}

/// "Interrupt: When <when>, <instead>." What it replaces does not happen as it would have.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct Replacement {
    pub when: When,
    pub instead: Instead,
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub once_per_turn: bool,
    /// An event played from its owner's hand (Koiogran Turn): using it plays the card, paying
    /// its cost.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub from_hand: bool,
}

/// What happens instead.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "snake_case"))]
pub enum Instead {
    /// The card leaving play goes to its owner's hand instead ("return it to your hand instead",
    /// Hobbie).
    ToHand,
    /// The card leaving play and its Pilot enhancements go to their owners' hands ("return it
    /// and the attached Pilot enhancement to your hand", The Empire's Elite).
    ToHandWithPilots,
    /// The targeting effect's controller chooses a different eligible target ("your opponent
    /// must choose a different eligible target instead, if able", Koiogran Turn).
    AnotherTarget,
    /// The striking unit's blast damage goes to a card the filter accepts, a target, instead of
    /// the engaged objective (Red Five).
    BlastTo(Filter),
    /// "When this unit resolves its unit damage icons as a defender, assign the damage to <a
    /// target …> instead" (Luke Skywalker): the units the filter accepts join the choice of
    /// where a defending striker's unit damage goes.
    UnitDamageAsDefenderTo(Filter),
    /// "Instead sacrifice this unit and remove all damage from that unit" (Phantom): the unit
    /// about to be destroyed or captured is not, and is cleared of damage.
    SacrificeThisAndRepair,
}

impl Instead {
    /// Is what it replaces itself a choice the engine asks (where a strike's blast damage goes)?
    /// Then the replacement adds its options to that choice instead of being offered on its own.
    pub(crate) fn is_part_of_a_choice(&self) -> bool {
        matches!(self, Instead::BlastTo(_) | Instead::UnitDamageAsDefenderTo(_))
    }
}

/// A fate effect: when revealed, if `only_if` holds, <outcome>.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct Fate {
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub only_if: FateCondition,
    pub then: Outcome,
}

/// When a fate card's effect applies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "snake_case"))]
pub enum FateCondition {
    #[default]
    Always,
    /// "If you are the attacking player, …"
    YouAreAttacking,
    /// "If you win this edge battle, …"
    YouWinTheEdge,
}

/// What a triggered ability waits for, seen from the card that has the ability. A Reaction waits
/// for it to have happened; an Interrupt or a replacement for it to be about to happen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(tag = "when", rename_all = "snake_case"))]
pub enum When {
    /// "After this card enters play" (`during_engagement`: "… enters play during an engagement").
    ThisEntersPlay {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        during_engagement: bool,
    },
    /// "After a <trait> card you control enters play" (any of `traits`; empty means any card).
    FriendlyEntersPlay {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        traits: Cow<'static, [Cow<'static, str>]>,
    },
    /// "After a <trait> unit enters play" (either player's).
    AnyUnitEntersPlay {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        traits: Cow<'static, [Cow<'static, str>]>,
    },
    /// "… this unit is focused to strike" (`as_attacker`: "… as an attacker").
    ThisStrikes {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        as_attacker: bool,
    },
    /// "… a <trait> unit you control is focused to strike".
    FriendlyStrikes {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        traits: Cow<'static, [Cow<'static, str>]>,
    },
    /// "… an enhanced unit is focused to strike [as an attacker]" (on an attached card).
    HostStrikes {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        as_attacker: bool,
    },
    /// "After this unit is declared as an attacker".
    ThisDeclaredAttacker,
    /// "After an enemy unit is declared as an attacker or defender" (Hand of the Emperor).
    EnemyDeclared,
    /// "After you refresh" (after the third refresh step).
    YouRefresh,
    /// "After your turn begins".
    YourTurnBegins,
    /// "After your opponent's turn begins".
    OpponentsTurnBegins,
    /// "After your draw phase begins".
    YourDrawPhaseBegins,
    /// "After an objective is destroyed" (`enemy`: "an enemy objective").
    ObjectiveDestroyed {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        enemy: bool,
    },
    /// "… you play a <trait> card" (any of `traits`). An Interrupt to it is used inside the
    /// play it answers (its choices are part of the play: Kuat Reinforcements).
    YouPlay { traits: Cow<'static, [Cow<'static, str>]> },
    /// "After this unit survives an [unopposed] engagement as an attacker/defender" (`host`:
    /// "after enhanced unit …", on an attached card).
    Survives {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        host: bool,
        as_attacker: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        unopposed: bool,
    },
    /// "When this card leaves play".
    ThisLeavesPlay,
    /// "When a <filter> leaves play" ("a piloted Fighter unit you control").
    LeavesPlay(Filter),
    /// "After this mission is completed" (it works from its owner's victory pile).
    ThisMissionCompleted,
    /// "When a <filter> is targeted by an enemy card effect" ("a friendly Vehicle unit").
    TargetedByEnemy(Filter),
    /// "After an opponent declares an engagement against an objective not named <not_named>"
    /// (The Emperor's Promise).
    OpponentEngages {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        not_named: Cow<'static, [Cow<'static, str>]>,
    },
    /// "After a <filter> unit readies" ("a Vehicle unit you control", Cut Off).
    Readies(Filter),
    /// "After enhanced unit readies" (on an attached card: Race Circuit Champion).
    HostReadies,
    /// "When an engagement in which this unit is participating ends" (`host`: "… enhanced unit
    /// …", on an attached card: Admiral Screed).
    EngagementEnds {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        host: bool,
    },
    /// "After a mission enters or leaves play" (Merciless Plans): deployed, or completed.
    MissionEntersOrLeavesPlay,
    /// "After a <trait> unit is destroyed or captured" (Salvage Operation: any of `traits`).
    DestroyedOrCaptured { traits: Cow<'static, [Cow<'static, str>]> },
    /// "When a <trait> unit is dealt damage" (Pirate Hideout: any of `traits`, either side's).
    DealtDamage { traits: Cow<'static, [Cow<'static, str>]> },
    /// "After this unit places `at_least` or more focus tokens on a unit during a strike" (Ephant
    /// Mon): after its strike resolves.
    PlacesFocusInStrike { at_least: u8 },
    /// "After this unit is focused to strike, instead of resolving its combat icons, …"
    /// (Blizzard 1): offered before its icons resolve; used, they do not.
    ThisStrikesInsteadOfIcons,
    /// "After this unit is focused to strike, it gains … until the end of the strike" (Nebulon-B2
    /// Frigate): offered once it is focused, before its icons resolve.
    ThisFocusedToStrike,
    /// "After enhanced unit resolves a strike in which it triggered its printed Reaction"
    /// (General Veers).
    HostStruckAfterItsReaction,
    /// "When enhanced unit leaves play" (on an attached card; Jek Porkins).
    HostLeavesPlay,
    /// "After enhanced unit is declared as an attacker" (on an attached card; Han Solo).
    HostDeclaredAttacker,
    /// "After a unit you control is destroyed" (Sacrifice of Heroes).
    FriendlyUnitDestroyed,
    /// "After the Balance of the Force is set to the <side> side" (by the Force struggle).
    BalanceSetTo { side: Side },
    /// "After you play a <one of these> card" ("a mission or a [Rebel Alliance] event card",
    /// Turning the Tide; "an enhancement", The Emperor's Shadow): the card as it is played (a
    /// Pilot card played as a Pilot enhancement is an enhancement).
    YouPlayOneOf { of: Cow<'static, [CardFilter]> },
    /// "After you lose an edge battle" (its fate cards resolved).
    YouLoseTheEdge,
    /// "After a <filter> enemy unit is focused to strike" (Memories of Taanab).
    EnemyStrikes(Filter),
    /// "After the Force phase begins" (either player's; The Emperor's Shuttle).
    ForcePhaseBegins,
    /// "After an edge battle resolves" (I Will Not Fight You): its fate cards resolved.
    EdgeBattleResolves,
    /// "When an event card is played" (Sensor Array): either player's, before its effects
    /// resolve.
    EventPlayed,
    /// "After a <filter> unit resolves a strike that destroys an enemy objective" (Called to
    /// Arms: "a piloted Vehicle unit").
    StrikeDestroysEnemyObjective(Filter),
    /// "After a Pilot enhancement is attached to this unit" (Red Two): played onto it, or moved
    /// onto it.
    PilotAttachedToThis,
    /// "When a <filter> unit would be destroyed or captured" (Phantom): before it is.
    WouldBeDestroyedOrCaptured(Filter),
    /// "After you reveal 1 or more [<affiliation>] fate cards in your edge stack" (A Legend
    /// Begins): once the edge battle they were revealed in is resolved.
    YouRevealFate { affiliation: Affiliation },
}

/// What must be paid to use an ability (besides the card's own cost for events).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(deny_unknown_fields))]
pub struct AbilityCost {
    /// "Focus this card/enhancement to …": the card must be ready and takes a focus token.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub focus_this: bool,
    /// "Spend N resources to …": paid by focusing resource cards (the suggested payment).
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub resources: u8,
    /// "Sacrifice a <filter> unit to …": one card you control that the filter accepts, chosen
    /// when the cost is paid (a prompt; not a target).
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub sacrifice: Option<Filter>,
    /// "Damage a <filter> card to …": 1 damage to a card the filter accepts, chosen when the cost
    /// is paid (a prompt; not a target).
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub damage: Option<Filter>,
    /// "Reduce your reserve value by N (until the end of the phase) to …" (Defense Protocol).
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub reserve: u8,
    /// "Pay this card's pilot cost to …" (DS-61-3).
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub pilot_cost: bool,
    /// "Discard attached pilot enhancement to …" (Rogue Squadron X-Wing): the Pilot enhancement
    /// is chosen in the action.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub discard_pilot: bool,
    /// "Focus a Pilot card attached to this unit to …" (Outrider): a ready Pilot enhancement on
    /// it, chosen in the action, takes a focus token.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub focus_pilot: bool,
    /// "Sacrifice this unit to …" (Expendable Scout).
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub sacrifice_this: bool,
    /// "Discard this unit from your hand to …" (R5-D8): the card, in its owner's hand, goes to the
    /// discard pile.
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub discard_this: bool,
    /// "Focus <focus_count> <filter> cards to …" (Surprising Maneuver: "Focus 2 piloted Vehicle
    /// units"; Memories of Taanab: "focus a Pilot card"): ready cards the filter accepts, chosen
    /// one at a time when the cost is paid (prompts; not targets).
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub focus: Option<Filter>,
    /// How many cards `focus` asks for (1 when left out).
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub focus_count: u8,
    /// "Discard a <filter> card from your hand to …" (Sensor Array: "an enhancement"): chosen
    /// from its controller's hand when the cost is paid (a prompt; not a target).
    #[cfg_attr(feature = "catalog-json", serde(default))]
    pub discard_from_hand: Option<CardFilter>,
}

impl AbilityCost {
    /// Does the cost name one of the card's Pilot enhancements, chosen in the action (to
    /// discard or to focus)?
    pub fn names_a_pilot(&self) -> bool {
        self.discard_pilot || self.focus_pilot
    }

    /// The parts of the cost that ask for a card while it is paid, in the order they are paid.
    pub fn choices(&self) -> impl Iterator<Item = (CostPart, &Filter)> {
        let focus = self.focus.as_ref().map(|f| std::iter::repeat_n((CostPart::Focus, f), self.focus_cards()));
        [(CostPart::Sacrifice, self.sacrifice.as_ref()), (CostPart::Damage, self.damage.as_ref())]
            .into_iter()
            .filter_map(|(part, filter)| filter.map(|f| (part, f)))
            .chain(focus.into_iter().flatten())
    }

    /// Every part of the cost that asks for a card while it is paid, in order: those of
    /// [`AbilityCost::choices`], then a card discarded from hand.
    pub fn asks(&self) -> impl Iterator<Item = CostPart> + '_ {
        self.choices().map(|(part, _)| part).chain(self.discard_from_hand.as_ref().map(|_| CostPart::DiscardFromHand))
    }

    /// How many cards the "focus … to" part asks for.
    pub fn focus_cards(&self) -> usize {
        usize::from(self.focus_count.max(1))
    }

    pub fn choice(&self, part: CostPart) -> Option<&Filter> {
        match part {
            CostPart::Sacrifice => self.sacrifice.as_ref(),
            CostPart::Damage => self.damage.as_ref(),
            CostPart::Focus => self.focus.as_ref(),
            CostPart::DiscardFromHand => None,
        }
    }
}

/// A part of an [`AbilityCost`] paid with a chosen card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CostPart {
    /// Sacrifice the chosen card.
    Sacrifice,
    /// Deal 1 damage to the chosen card.
    Damage,
    /// Place 1 focus token on the chosen ready card.
    Focus,
    /// Discard the chosen card from hand.
    DiscardFromHand,
}

impl Ability {
    /// What the ability does, for those that do something when used or revealed.
    pub fn outcome(&self) -> Option<&Outcome> {
        match self {
            Ability::Action(Act { then, .. })
            | Ability::Reaction(Triggered { then, .. })
            | Ability::Interrupt(Triggered { then, .. })
            | Ability::Fate(Fate { then, .. }) => Some(then),
            Ability::Constant(_) | Ability::Replacement(_) => None,
        }
    }

    /// What using it costs, for Actions and triggered abilities.
    pub fn cost(&self) -> Option<&AbilityCost> {
        match self {
            Ability::Action(Act { cost, .. })
            | Ability::Reaction(Triggered { cost, .. })
            | Ability::Interrupt(Triggered { cost, .. }) => Some(cost),
            Ability::Constant(_) | Ability::Replacement(_) | Ability::Fate(_) => None,
        }
    }

    pub(crate) fn as_action(&self) -> Option<&Act> {
        match self {
            Ability::Action(act) => Some(act),
            _ => None,
        }
    }

    /// What it waits for, for triggered abilities (replacements included).
    pub fn when(&self) -> Option<&When> {
        match self {
            Ability::Reaction(t) | Ability::Interrupt(t) => Some(&t.when),
            Ability::Replacement(r) => Some(&r.when),
            Ability::Constant(_) | Ability::Action(_) | Ability::Fate(_) => None,
        }
    }

    /// Does it work from its owner's hand?
    pub fn from_hand(&self) -> bool {
        match self {
            Ability::Action(act) => act.from_hand,
            Ability::Reaction(t) | Ability::Interrupt(t) => t.from_hand,
            Ability::Replacement(r) => r.from_hand,
            Ability::Constant(_) | Ability::Fate(_) => false,
        }
    }

    /// "(Limit once per turn.)"
    pub fn once_per_turn(&self) -> bool {
        match self {
            Ability::Action(act) => act.once_per_turn,
            Ability::Reaction(t) | Ability::Interrupt(t) => t.once_per_turn,
            Ability::Replacement(r) => r.once_per_turn,
            Ability::Constant(_) | Ability::Fate(_) => false,
        }
    }
}
