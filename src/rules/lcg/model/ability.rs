//! The parts card abilities are composed from: when a triggered ability fires ([`When`]), what it
//! costs ([`AbilityCost`]), what it does ([`Outcome`]) and to which cards ([`Pick`], [`Filter`]).
//! Data files combine them inside [`def::Effect::Act`], `React` and `Fate`; a new card
//! extends these enums, never the engine with a branch for one card.

use crate::rules::lcg::model::def;
use crate::rules::lcg::model::def::{Affiliation, CardType, Side};
use serde::{Deserialize, Serialize};

/// What a Reaction (or Interrupt) waits for, seen from the card that has the ability.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "when", rename_all = "snake_case")]
pub enum When {
    /// "After this card enters play" (`during_engagement`: "… enters play during an engagement").
    ThisEntersPlay {
        #[serde(default)]
        during_engagement: bool,
    },
    /// "After a <trait> card you control enters play" (any of `traits`; empty means any card).
    FriendlyEntersPlay {
        #[serde(default)]
        traits: Vec<String>,
    },
    /// "After a <trait> unit enters play" (either player's).
    AnyUnitEntersPlay {
        #[serde(default)]
        traits: Vec<String>,
    },
    /// "After this unit is focused to strike" (`as_attacker`: "… as an attacker").
    ThisStrikes {
        #[serde(default)]
        as_attacker: bool,
    },
    /// "After a <trait> unit you control is focused to strike".
    FriendlyStrikes {
        #[serde(default)]
        traits: Vec<String>,
    },
    /// "After this unit is declared as an attacker".
    ThisDeclaredAttacker,
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
        #[serde(default)]
        enemy: bool,
    },
    /// "After you play a <trait> card" (any of `traits`).
    YouPlay { traits: Vec<String> },
    /// "When this unit leaves play" (an Interrupt: offered while the card is still in play).
    ThisLeavesPlay,
    /// "When an enhanced unit is focused to strike [as an attacker]" (an Interrupt on an
    /// enhancement: offered before the host's icons resolve).
    HostStrikes {
        #[serde(default)]
        as_attacker: bool,
    },
}

/// What must be paid to use an ability (besides the card's own cost for events).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AbilityCost {
    /// "Focus this card/enhancement to …": the card must be ready and takes a focus token.
    #[serde(default)]
    pub focus_this: bool,
    /// "Spend N resources to …": paid by focusing resource cards (the suggested payment).
    #[serde(default)]
    pub resources: u8,
    /// "Sacrifice a <filter> unit to …": one card you control that the filter accepts, chosen
    /// when the cost is paid (a prompt; not a target).
    #[serde(default)]
    pub sacrifice: Option<Filter>,
    /// "Damage a <filter> card to …": 1 damage to a card the filter accepts, chosen when the cost
    /// is paid (a prompt; not a target).
    #[serde(default)]
    pub damage: Option<Filter>,
    /// "Reduce your reserve value by N (until the end of the phase) to …" (Defense Protocol).
    #[serde(default)]
    pub reserve: u8,
    /// "Pay this card's pilot cost to …" (DS-61-3).
    #[serde(default)]
    pub pilot_cost: bool,
}

impl AbilityCost {
    pub fn is_free(&self) -> bool {
        !self.focus_this
            && self.resources == 0
            && self.sacrifice.is_none()
            && self.damage.is_none()
            && self.reserve == 0
            && !self.pilot_cost
    }

    /// The parts of the cost that ask for a card, in the order they are paid.
    pub fn choices(&self) -> impl Iterator<Item = (CostPart, &Filter)> {
        [(CostPart::Sacrifice, self.sacrifice.as_ref()), (CostPart::Damage, self.damage.as_ref())]
            .into_iter()
            .filter_map(|(part, filter)| filter.map(|f| (part, f)))
    }

    pub fn choice(&self, part: CostPart) -> Option<&Filter> {
        match part {
            CostPart::Sacrifice => self.sacrifice.as_ref(),
            CostPart::Damage => self.damage.as_ref(),
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
}

/// What kind of card a [`Filter`] accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Unit,
    Objective,
    UnitOrObjective,
    Enhancement,
    ObjectiveOrEnhancement,
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

/// "a target participating enemy unit", "a target Fighter unit", "a target enemy unit or objective".
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
    pub traits: Vec<String>,
    /// Only cards with this printed cost or lower.
    #[serde(default)]
    pub max_printed_cost: Option<u8>,
    /// Only cards without an enhancement on them.
    #[serde(default)]
    pub no_enhancements: bool,
    /// Only cards with one of these names ("Han Solo"; empty: any).
    #[serde(default)]
    pub names: Vec<String>,
    /// Only objectives not engaged yet this phase (the engaged one included among the engaged).
    #[serde(default)]
    pub not_engaged_this_phase: bool,
    /// Only units declared as attackers in the current engagement.
    #[serde(default)]
    pub attacking: bool,
}

/// The cards an outcome applies to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "pick", rename_all = "snake_case")]
pub enum Pick {
    /// The card with the ability.
    This,
    /// The unit the card with the ability is attached to.
    Host,
    /// The card that triggered the reaction (the unit that entered play, say).
    Triggering,
    /// The objective engaged in the current engagement.
    EngagedObjective,
    /// Each participating enemy unit.
    EachParticipatingEnemyUnit,
    /// Each enemy objective not engaged now.
    EachEnemyObjectiveNotEngaged,
    /// A target the controller chooses (for Actions, chosen as part of the action).
    Target(Filter),
    /// A card the filter accepts (`whose` seen from the ability's controller) that the opponent
    /// chooses when the ability resolves: "have your opponent deal 1 damage to a unit he
    /// controls", "your opponent must sacrifice a Vehicle unit he controls". Not a target.
    OpponentsChoice(Filter),
    /// Each friendly participating unit.
    EachFriendlyParticipatingUnit,
    /// A card the filter accepts that the controller chooses, not a target ("choose an enemy
    /// objective").
    Choose(Filter),
    /// The card with the ability, or a card the filter accepts, as the controller chooses
    /// ("this unit or Han Solo"); not a target.
    ThisOr(Filter),
    /// A card the controller "may choose": not a target (targeting restrictions do not apply)
    /// and the controller may decline, which leaves the outcome undone (Secret Objective).
    MayChoose(Filter),
}

/// What an ability does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Outcome {
    /// Deal `amount` damage (`amount_if_balance` instead while the Balance is with `balance`).
    Damage {
        amount: u8,
        to: Pick,
        #[serde(default)]
        balance_bonus: Option<BalanceBonus>,
    },
    Destroy {
        to: Pick,
    },
    /// The ability's controller draws `count` cards.
    Draw {
        count: u8,
    },
    RemoveFocus {
        count: u8,
        from: Pick,
    },
    Focus {
        count: u8,
        on: Pick,
    },
    Shield {
        on: Pick,
    },
    RemoveDamage {
        count: u8,
        from: Pick,
    },
    /// Capture: the card goes face down under an objective its new captor controls.
    Capture {
        target: Pick,
    },
    /// "Reduce the cost of the next <trait> card you play this turn by `amount`."
    ReduceNextCost {
        traits: Vec<String>,
        amount: u8,
    },
    /// The picked cards are sacrificed: they leave play for their owners' discard piles.
    Sacrifice {
        to: Pick,
    },
    /// Move `count` damage from a card `from` accepts (the controller chooses, not a target) to
    /// the picked card, another one.
    MoveDamage {
        count: u8,
        from: Filter,
        to: Pick,
    },
    /// The engagement goes on against the picked objective instead ("You are now engaged with
    /// the chosen objective instead").
    SwitchEngagement {
        to: Pick,
    },
    /// "Search the top `count` cards of your deck for any number of <take> cards, reveal them,
    /// and add them to your hand. Shuffle the remaining cards back into your deck." (`rest`:
    /// Lieutenant Renz places them in the discard pile instead.)
    SearchTopToHand {
        count: u8,
        take: CardFilter,
        #[serde(default)]
        rest: Rest,
    },
    /// "Discard the top card of an opponent's deck and deal X damage to <to>. X is the number of
    /// printed Force icons on the discarded card."
    DiscardTopForDamage {
        to: Pick,
    },
    /// "Look at the top card of an objective deck or command deck. You may place that card on
    /// the bottom of its deck."
    LookAtTopOfADeck,
    /// "Increase the Death Star dial by N" (Devastator, Imperial Officer).
    AdvanceDial {
        steps: u8,
    },
    /// "Reveal the top `count` cards of your deck. Put all revealed <matching> cards into your
    /// hand", the rest going to `rest` (Superlaser Engineer).
    RevealTop {
        count: u8,
        matching: CardFilter,
        rest: Rest,
    },
    /// "Reveal the top card of your deck. If it is a <matching> card, put it into play, if able.
    /// Otherwise, return it to the top of your deck." (Vader's TIE Advanced)
    RevealTopPutIntoPlay {
        matching: CardFilter,
    },
    /// "Put this unit into play from your hand as a participating unit on your side" (Scout
    /// Trooper).
    EnterEngagementFromHand,
    /// "Put it into play from your hand as an enhancement on <a participating friendly Fighter
    /// unit>" (DS-61-3): this Pilot card goes onto the chosen unit.
    AttachAsPilot {
        onto: Pick,
    },
    /// "Target up to `up_to` <units>. Those units gain `icons` until the end of the engagement."
    /// (Death from Above). After the first, each further unit may be chosen or declined.
    GainIconsThisEngagement {
        icons: def::Icons,
        to: Pick,
        #[serde(default = "one")]
        up_to: u8,
    },
}

fn one() -> u8 {
    1
}

/// Cards out of play a search may take: "unique [Rebel Alliance] Fighter, Speeder or Pilot units".
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
    pub traits: Vec<String>,
    /// Only cards of one of these types (empty: any): "events and enhancements".
    #[serde(default)]
    pub card_types: Vec<CardType>,
    /// "with cost N or higher".
    #[serde(default)]
    pub min_cost: Option<u8>,
}

/// Where the cards a reveal or search did not take go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rest {
    /// "Shuffle the remaining cards back into your deck."
    #[default]
    Shuffle,
    /// "Place the remaining cards in your discard pile."
    Discard,
    /// "… and the rest on the bottom of your deck in any order."
    Bottom,
}

/// "If the Balance of the Force is with the light side, deal 2 damage instead."
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BalanceBonus {
    pub balance: Side,
    pub amount: u8,
}

/// When a fate card's effect applies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FateCondition {
    #[default]
    Always,
    /// "If you are the attacking player, …"
    YouAreAttacking,
    /// "If you win this edge battle, …"
    YouWinTheEdge,
}

/// A state an ability needs to be usable: "While it is piloted, it also gains: …" (R2-D2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// The unit the card is attached to is piloted.
    HostPiloted,
}
