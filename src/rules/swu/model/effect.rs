//! What an ability does when it resolves: the effects of the vocabulary (`Effect`), each a
//! sentence of card text made of the nouns and verbs of `act.rs` (`Which`, `Act`, `Amount`), and
//! an effect inside another (`InnerEffect`). `ability.rs` says when an ability resolves.

use crate::rules::swu::model::ability::{AttackedWith, Cond, Instruction, Named};
use crate::rules::swu::model::act::{Act, Amount, CostTest, PerCount, Which};
use crate::rules::swu::model::def::{Arena, Keyword, Token};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::hash::{Hash, Hasher};
use std::ops::Deref;

/// What an ability does when it resolves.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "snake_case", deny_unknown_fields)]
pub enum Effect {
    /// "Deal N damage to this unit."
    DamageSelf { amount: u8 },
    /// "Create N <token> tokens."
    CreateTokens { token: Token, count: u8 },
    /// "Give a Shield token to that unit" (the unit the upgrade attached to).
    ShieldAttached,
    /// "You may give an Experience token to a unit other than the attached unit."
    ExperienceToAnother,
    /// "Exhaust an enemy <trait> <arena> unit."
    ExhaustEnemy {
        arena: Arena,
        #[serde(rename = "trait")]
        trait_name: Cow<'static, str>,
    },
    /// "Heal N damage from a base."
    HealBase { amount: u8 },
    /// "Play a [<trait>] card from your hand [as the instruction says]. It costs N less." With
    /// `then`: "… (paying its cost). If you do, <then>", about the card played, resolved before
    /// its own "When Played" (base game "Abilities": an ability resolves whole before the
    /// abilities it triggers).
    Play {
        instruction: Instruction,
        less: u8,
        /// "Play a Vehicle unit", "Play a Capital Ship unit".
        #[serde(default, rename = "trait")]
        trait_name: Option<Cow<'static, str>>,
        #[serde(default)]
        then: Option<InnerEffect>,
        /// "Play it": only the card the ability speaks of (The Invisible Hand: the card searched
        /// out), resolved on its own (`Prompt::PlayFromHand`).
        #[serde(default)]
        it: bool,
        /// "… for free": its cost is 0, whatever would change it.
        #[serde(default)]
        free: bool,
    },
    /// "The next Pilot card you play this phase costs N less." (Piloting costs included)
    NextPilotLess { amount: u8 },
    /// "The next <trait> card you play this phase costs N less." (however it is played)
    NextTraitLess {
        #[serde(rename = "trait")]
        trait_name: Cow<'static, str>,
        amount: u8,
    },
    /// "If you attacked with … this phase, <then>."
    IfAttacked { with: AttackedWith, then: InnerEffect },
    /// "[You may] deal N damage to a unit."
    DamageUnit {
        amount: u8,
        #[serde(default)]
        optional: bool,
    },
    /// "Attack with a <arena> unit. It gets +N/+0 and gains <keyword> for this attack."
    AttackWith { arena: Arena, power: u8, keyword: Keyword },
    /// "Deal N indirect damage to a player. (That player assigns N unpreventable damage among
    /// their bases and units.)" The player is chosen by their base; `opponent`: "to each
    /// opponent", no choice. `this_way`: what the text does with the cards it damaged.
    IndirectDamage {
        amount: u8,
        #[serde(default)]
        opponent: bool,
        #[serde(default)]
        this_way: Option<ThisWay>,
    },
    /// "Deal N indirect damage to the defending player" (On Attack): the player whose unit or
    /// base the attack is on assigns it.
    IndirectDamageDefending { amount: u8 },
    /// "Deal indirect damage to a player equal to <amount>." With `defending`: "… to the defending
    /// player" (On Attack), no choice; `this_way` as for `IndirectDamage`.
    IndirectDamageEqual {
        to: Amount,
        #[serde(default)]
        defending: bool,
        #[serde(default)]
        this_way: Option<ThisWay>,
    },
    /// "Put another card in a discard pile on the bottom of its owner's deck. If you do, <then>."
    DiscardToBottom {
        #[serde(default)]
        then: Option<InnerEffect>,
    },
    /// "Discard N cards from an opponent's deck and N cards from your deck. Deal damage to a unit
    /// equal to the number of cards with an odd cost discarded this way."
    DiscardDecksOddDamage { count: u8 },
    /// "Discard N cards from the defending player's deck. Deal unpreventable damage equal to the
    /// difference in the discarded cards' costs to this unit." (Trench Run's On Attack): the
    /// highest cost discarded less the lowest (none with fewer than 2 discarded).
    DiscardCostDifference { count: u8 },
    /// "Draw N cards."
    Draw { count: u8 },
    /// "… deal indirect damage equal to its power to that player": the unit the ability speaks
    /// of, its power now, dealt as indirect damage to its controller.
    IndirectEqualPower,
    /// "Put N cards from your hand on the bottom of your deck in any order": one card at a time,
    /// each put under the last.
    HandToBottom { count: u8 },
    /// "Deal up to N damage divided as you choose among any number of units."
    DivideDamage { total: u8 },
    /// "You may heal N total damage from any number of units" (Trace Martez): the heal divided as
    /// the controller chooses among the damaged units, one at a time ([`Prompt::Divide`] with
    /// `heal`), then healed at once.
    ///
    /// [`Prompt::Divide`]: crate::rules::swu::model::state::Prompt::Divide
    DivideHeal { total: u8 },
    /// "[You may] <do> to a <which> unit": one card chosen among those `which` names, and each
    /// of `does` done to it in order ("Deal 2 damage to a Droid or Vehicle unit and exhaust it").
    OnOne {
        which: Which,
        does: Cow<'static, [Act]>,
        #[serde(default)]
        optional: bool,
        /// "If you do, <then>": resolved after `does`, only if a card was chosen, speaking of
        /// the card chosen ("… an enemy unit in the same arena"), or for an upgrade chosen of the
        /// unit it was attached to ("… deal 1 damage to that unit").
        #[serde(default)]
        then: Option<InnerEffect>,
        /// "… a friendly unit and an enemy unit in the same arena. If you do, <do> each of
        /// them": `does` done to the card this choice speaks of (chosen before) too, at once.
        #[serde(default)]
        and_subject: bool,
    },
    /// "<Do> to each of up to N <which> units" (`count`; none: "each of any number of units"):
    /// the units chosen one at a time (`Prompt::UpTo`), then `does` done to each, all at once.
    OnUpTo {
        #[serde(default)]
        count: Option<u8>,
        which: Which,
        does: Cow<'static, [Act]>,
        /// "For each …, <do> to a different <which> unit" ([`Effect::OnDifferentPer`]): as many as
        /// can be chosen, no stopping early while a unit is left.
        #[serde(default)]
        exactly: bool,
        /// "… Then, <then>" (Jump to Lightspeed: "Return a friendly space unit and any number of
        /// non-leader upgrades on it"): resolved once the choosing ends, however many were chosen
        /// (none too), about the same unit.
        #[serde(default)]
        then: Option<InnerEffect>,
    },
    /// "For each <per> of it, <do> to a different <which> unit" (Hotshot Maneuver: "For each of its
    /// 'On Attack' abilities, deal 2 damage to a different enemy unit"): counted as it resolves,
    /// of the unit the ability speaks of, then that many units chosen one at a time
    /// ([`Effect::OnUpTo`] with `exactly`), as many as there are.
    OnDifferentPer { per: PerCount, which: Which, does: Cow<'static, [Act]> },
    /// "<first>. Then, <then>.": `then` resolves once `first` is done (its choices and what they
    /// set going), about the same unit.
    Then { first: InnerEffect, then: InnerEffect },
    /// "[You may] [take control of] a <which> upgrade on a unit and attach it to a different
    /// eligible <to> unit" (Hondo Ohnaka, Shuttle ST-149; U-Wing Lander's "an upgrade on this unit
    /// … to another eligible friendly Vehicle unit"): the upgrade chosen (`Prompt::Target`), its
    /// control taken, then the unit it moves to ([`Effect::AttachItTo`]). Only an upgrade with a
    /// unit eligible for it (3.6.b) is offered.
    MoveUpgrade {
        which: Which,
        to: Which,
        #[serde(default)]
        take_control: bool,
        #[serde(default)]
        optional: bool,
    },
    /// "… attach it to a different eligible <to> unit": the second half of
    /// [`Effect::MoveUpgrade`], about the upgrade chosen (its subject).
    AttachItTo { to: Which },
    /// "<Do> each unit that …": each unit `which` names, no choice ("Defeat each unit that isn't
    /// upgraded").
    OnEach { which: Which, does: Cow<'static, [Act]> },
    /// "Create N <token> tokens and <do> them" ("… and ready them. They can't attack bases for this
    /// phase."): each of `does` done to each token created.
    /// With `opponent`: "An opponent creates N <token> tokens and <do> them" (They Hate That Ship:
    /// "… and readies them"), the tokens theirs.
    CreateTokensThen {
        token: Token,
        count: u8,
        does: Cow<'static, [Act]>,
        #[serde(default)]
        opponent: bool,
    },
    /// "Attack with a <which> unit. It gets +N/+0 for this attack." With `even_exhausted`: "…, even
    /// if it's exhausted. That unit can't attack bases for this attack." (the attacks Ambush
    /// allows).
    AttackWithOne {
        which: Which,
        #[serde(default)]
        power: u8,
        #[serde(default)]
        even_exhausted: bool,
        /// "You may attack with …": the attack may be declined.
        #[serde(default)]
        optional: bool,
        /// "… and gains Restore N for this attack."
        #[serde(default)]
        restore: u8,
        /// "If you do, <then>" / "After completing this attack, <then>": resolved once the attack
        /// is over, only if there was one.
        #[serde(default)]
        then: Option<InnerEffect>,
        /// "Prevent all damage that would be dealt to it during this attack." (unpreventable
        /// damage is not prevented)
        #[serde(default)]
        prevent: bool,
        /// "For this attack, it gains: 'When this unit deals damage to a base: Draw N cards.'"
        #[serde(default)]
        base_draw: u8,
        /// "If <first> [about the attacker], it deals its combat damage before the defender"
        /// for this attack (Han Solo: "If it's the Millennium Falcon").
        #[serde(default)]
        first: Option<Cond>,
        /// "For this attack, it … gains: 'On Attack: <gains>'" (Trench Run): resolved with its
        /// own On Attack abilities, after them, about the attacker.
        #[serde(default)]
        gains: Option<InnerEffect>,
        /// "Reveal the top card of your deck, then attack with a unit. If the revealed card and
        /// that unit have different odd costs, that unit gets +N/+0 for this attack." (Han Solo)
        #[serde(default)]
        reveal_odd: u8,
    },
    /// "If you control more <arena> units than an opponent, <then>" (`more`), or "If an opponent
    /// controls more <arena> units than you, <then>".
    IfMoreUnits { arena: Arena, more: bool, then: InnerEffect },
    /// "If <when>, <then>" [with `otherwise`: "<otherwise>. If <when>, <then> instead"]; `when`
    /// is about the unit the ability speaks of ("If attached unit is a Transport", "If you
    /// control another space unit", "If you control no other Fighter units": `then` none).
    If {
        when: Cond,
        #[serde(default)]
        then: Option<InnerEffect>,
        #[serde(default)]
        otherwise: Option<InnerEffect>,
    },
    /// "<Do> to this unit" (the unit the ability speaks of): "Give 2 Shield tokens to this unit",
    /// "ready this unit".
    OnSelf { does: Cow<'static, [Act]> },
    /// "You may <then>. [If you do, <if_you_do>.]": asked (`Prompt::May`), resolved only if
    /// accepted; `if_you_do` after `then`.
    May {
        then: InnerEffect,
        #[serde(default)]
        if_you_do: Option<InnerEffect>,
    },
    /// "This unit gets +1/+0 for this attack for each <to>" (On Attack).
    AttackBonusEqual { to: Amount },
    /// "Discard a card from <your | the defending player's> deck. If it <test>, <then>."
    DiscardFromDeck {
        #[serde(default)]
        defending: bool,
        test: CostTest,
        then: InnerEffect,
    },
    /// "Discard N cards from your deck. Return each of those cards <test> to your hand." (BoShek:
    /// "… with an odd cost"): from the top, one at a time, then each that passes back to hand.
    DiscardReturnToHand { count: u8, test: CostTest },
    /// "<then>. Use this ability only once each round." (kept in `State::used_this_round`)
    OncePerRound { then: InnerEffect },
    /// "Ready a resource."
    ReadyResource,
    /// "Exhaust or ready a resource" (Sabine's Masterpiece): any player's, the way and the player
    /// named ([`Named::Resource`], `Prompt::Name`) among those that do something.
    ExhaustOrReadyResource,
    /// "Return this upgrade to its owner's hand" (the ability's own card, while it is an upgrade
    /// in play: a leader or a token is not returned).
    ReturnSourceToHand,
    /// "The attacking player takes control of this upgrade and attaches it to a unit they control."
    /// (Death Star Plans): the player whose unit attacks now takes control of the ability's card,
    /// then chooses the unit of theirs it moves to (one eligible for it, 3.6.b).
    AttackerTakesThis,
    /// "Pay N" (as the `then` of a [`Effect::May`]: "You may pay 2. If you do, …"): N of the
    /// controller's ready resources exhausted (fewer while The Starhawk halves it), the first ones
    /// as a payment takes them. A May whose payment can't be made is not offered
    /// (`cost::can_pay`).
    PayResources { amount: u8 },
    /// "Take an extra action after this one." (`State::extra_action`)
    ExtraAction,
    /// "Discard a card that costs N or more from your hand. If you do, <then>." (Admiral Trench):
    /// the card chosen by its player (`Prompt::Target`).
    DiscardFromHand {
        min_cost: u8,
        #[serde(default)]
        then: Option<InnerEffect>,
    },
    /// "Reveal the top `look` cards of your deck. An opponent discards `discard` of them. Draw 1 of
    /// the remaining cards and discard the others." (Admiral Trench, `Prompt::Revealed`)
    RevealOpponentDiscards { look: u8, discard: u8 },
    /// "For each <amount>, ready a resource." ("For each friendly unit or upgrade that has an odd
    /// cost", Han Solo)
    ReadyResourcesEqual { to: Amount },
    /// "<Do> to it unless its controller pays N" (In Debt to Crimson Dawn: "Exhaust it unless its
    /// controller pays 2"): the controller of the unit the ability speaks of chooses
    /// (`Prompt::May`: `Action::Accept` pays, `Action::Pass` lets `does` happen); one who cannot
    /// pay is not asked.
    UnlessPays { amount: u8, does: Cow<'static, [Act]> },
    /// "<Do> to the defender (if it's a unit)" (On Attack): "Exhaust the defender and deal 1
    /// damage to it".
    OnDefender { does: Cow<'static, [Act]> },
    /// "Create a <token> token. <then>": `then` speaks of the token created ("You may give a
    /// Shield token to another unit").
    CreateTokenAnd { token: Token, then: InnerEffect },
    /// "For every N resources they [an opponent] control, create a <token> token and <do> it."
    CreateTokensPer { token: Token, resources: u8, does: Cow<'static, [Act]> },
    /// "If you played a <trait> [or <or_trait>] card this phase, <then>."
    IfPlayed {
        #[serde(rename = "trait")]
        trait_name: Cow<'static, str>,
        #[serde(default)]
        or_trait: Option<Cow<'static, str>>,
        then: InnerEffect,
    },
    /// "Put the top card of your deck into play as a resource" (exhausted; nothing if the deck is
    /// empty).
    TopDeckToResource,
    /// "An opponent discards a card from their hand. [If it's a unit, <if_unit>.]": the opponent
    /// chooses it; `if_unit` is the ability's controller's.
    OpponentDiscards {
        #[serde(default)]
        if_unit: Option<InnerEffect>,
    },
    /// "Look at an opponent's hand and discard an event from it."
    DiscardEnemyEvent,
    /// "Choose a player. They discard a card from their hand. [Then, if they have more cards in
    /// their hand than you, they discard a card from their hand.]": the player chosen by their
    /// base, then `DiscardOne`.
    PlayerDiscards {
        #[serde(default)]
        again_if_more: bool,
    },
    /// The discarding half: the player choosing discards a card from their hand; `again_if_more`:
    /// then once more if they have more cards in hand than their opponent.
    DiscardOne {
        #[serde(default)]
        again_if_more: bool,
    },
    /// "Search the top `look` cards of your deck for [up to] `count` <trait> [unit]s, reveal them,
    /// and draw them. (Put the other cards on the bottom of your deck in a random order.)"
    Search {
        look: u8,
        count: u8,
        #[serde(default)]
        traits: Cow<'static, [Cow<'static, str>]>,
        /// Units only ("Vehicle units"); else any card ("a Resistance card").
        #[serde(default)]
        units: bool,
        /// "… and draw it. <then>" (The Invisible Hand: "If it costs 2 or less, you may play it
        /// for free"): resolved about each card drawn, once the search has ended.
        #[serde(default)]
        then: Option<InnerEffect>,
    },
    /// "Play a [<trait>] unit from your discard pile (paying its cost). [Then, <then>.]"
    /// (Salvage): `Prompt::PlayFromDiscard`; `then` speaks of the unit played.
    PlayFromDiscard {
        #[serde(default, rename = "trait")]
        trait_name: Option<Cow<'static, str>>,
        #[serde(default)]
        then: Option<InnerEffect>,
    },
    /// "Choose an arena." / "Choose Grit, Restore 1, Sentinel, or Shielded.": the ability's card
    /// chooses one of `options` (`Prompt::Name`, answered with `Action::Name`; with one option, no
    /// choice) and keeps it while it stays where it is (`CardState::chosen`): "that arena" and "the
    /// chosen Keyword" of its text read it.
    Choose { options: Cow<'static, [Named]> },
    /// "Each unit that opponent plays this phase costs N more." (`PlayerState::units_cost_more`
    /// of the ability's controller's opponent; units played as units)
    OpponentUnitsCostMore { amount: u8 },
    /// "Choose an opponent. For this phase, they may play this unit from its owner's discard pile
    /// for free." (Stolen AT-Hauler, When Defeated): the card whose ability it is, if it is in its
    /// owner's discard pile, joins the opponent's `PlayerState::free_from_discard`.
    OpponentMayPlayFromDiscard,
    /// "If no player has taken the initiative this phase, <then>."
    IfNoInitiativeTaken { then: InnerEffect },
    /// "If that unit is defeated this way, <then>": after an effect on a chosen unit, when the
    /// unit it speaks of is no longer in play.
    IfDefeated { then: InnerEffect },
    /// "If you do [defeat that unit], search its controller's deck and hand for each card with that
    /// unit's name and discard them. (They shuffle their deck.)" (Annihilator, after an `OnOne`
    /// that defeats): only once the unit it speaks of has left play; `seat`, its controller as it
    /// was chosen (fixed then, so that a stolen unit's thief is searched), else its owner.
    DiscardNamed {
        #[serde(default)]
        seat: Option<u8>,
    },
    /// "If an opponent controls no <arena> units, <then>."
    IfEnemyHasNo { arena: Arena, then: InnerEffect },
    /// "<otherwise>. If you control a <trait> unit, <then> instead."
    IfYouControl {
        #[serde(rename = "trait")]
        trait_name: Cow<'static, str>,
        then: InnerEffect,
        otherwise: InnerEffect,
    },
}

/// What indirect damage's text does with the cards it damaged ("… this way"), once it is dealt.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThisWay {
    /// "If a base is damaged this way, <then>" (about the unit the ability speaks of).
    IfBase(InnerEffect),
    /// "<Do> each unit damaged this way" ("Exhaust each unit damaged this way").
    EachUnit(Cow<'static, [Act]>),
}

/// The effect inside another ("If you attacked …, <then>"): borrowed from the catalog's static
/// data, or boxed where a save or a test makes one. It serialises as the effect itself.
#[derive(Clone, Debug)]
pub enum InnerEffect {
    Static(&'static Effect),
    Boxed(Box<Effect>),
}

impl Deref for InnerEffect {
    type Target = Effect;

    fn deref(&self) -> &Effect {
        match self {
            InnerEffect::Static(effect) => effect,
            InnerEffect::Boxed(effect) => effect,
        }
    }
}

impl From<Effect> for InnerEffect {
    fn from(effect: Effect) -> InnerEffect {
        InnerEffect::Boxed(Box::new(effect))
    }
}

/// Equal when the effects are, borrowed or boxed.
impl PartialEq for InnerEffect {
    fn eq(&self, other: &InnerEffect) -> bool {
        **self == **other
    }
}

impl Eq for InnerEffect {}

impl Hash for InnerEffect {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (**self).hash(state);
    }
}

impl Serialize for InnerEffect {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for InnerEffect {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Effect::deserialize(deserializer).map(InnerEffect::from)
    }
}
