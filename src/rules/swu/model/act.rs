//! What an effect chooses among or names ([`Which`], from the side of the ability's controller)
//! and what it does to each card ([`Act`]), with the numbers it counts as it resolves: the
//! nouns and verbs of the ability vocabulary (`ability.rs`), kept apart so that each file stays
//! short. Base game "Abilities" (shared/research/swu.md §5).

use crate::rules::swu::model::def::{Arena, Keyword, Token};
use crate::rules::swu::model::state::Restriction;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// Which cards an effect may choose or names: units (and bases, when it says "a unit or base"),
/// each condition printed narrowing them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Which {
    /// "friendly", "enemy", or either.
    #[serde(default)]
    pub side: Side,
    /// "non-leader".
    #[serde(default)]
    pub non_leader: bool,
    /// "a Fighter or Transport unit": any of these traits (none: any unit).
    #[serde(default)]
    pub traits: Cow<'static, [Cow<'static, str>]>,
    /// "a space unit".
    #[serde(default)]
    pub arena: Option<Arena>,
    /// "with N or less power".
    #[serde(default)]
    pub max_power: Option<u8>,
    /// "that isn't upgraded".
    #[serde(default)]
    pub not_upgraded: bool,
    /// "a unit or base": the bases may be chosen too.
    #[serde(default)]
    pub bases: bool,
    /// Ready units only ("Exhaust up to 2 friendly space units. For each unit exhausted this way").
    #[serde(default)]
    pub ready: bool,
    /// "with N or less remaining HP".
    #[serde(default)]
    pub max_remaining_hp: Option<u8>,
    /// "a damaged unit".
    #[serde(default)]
    pub damaged: bool,
    /// "another": not the unit the ability speaks of (its subject).
    #[serde(default)]
    pub other: bool,
    /// "in this arena" / "in the same arena": the arena of the unit the ability speaks of (an
    /// "If you do" after a choice speaks of the card chosen, its arena taken as it was chosen).
    #[serde(default)]
    pub same_arena: bool,
    /// "a <trait> unit or a unit with a <trait> upgrade on it": `traits` also found on its
    /// upgrades.
    #[serde(default)]
    pub traits_on_upgrades: bool,
    /// Exhausted units only ("ready an enemy unit. If you do, …": readying a ready unit does
    /// nothing).
    #[serde(default)]
    pub exhausted: bool,
    /// "with power equal to or less than that <unit>": at most the power of the unit the ability
    /// speaks of.
    #[serde(default)]
    pub at_most_subject_power: bool,
    /// "it": only the unit the ability speaks of ("Then, if it has 0 power …, you may return it").
    #[serde(default)]
    pub itself: bool,
    /// "that costs N or less" (a token costs 0).
    #[serde(default)]
    pub max_cost: Option<u8>,
    /// "… that costs N or less or an exhausted … unit that costs M or less" (Razor Crest): with
    /// `max_cost` N, an exhausted unit that costs M or less fits too.
    #[serde(default)]
    pub or_exhausted_max_cost: Option<u8>,
    /// "with a combined cost N or less": its cost and the cost of the unit the ability speaks of
    /// (the one chosen before, if any) at most N.
    #[serde(default)]
    pub combined_cost: Option<u8>,
    /// "without a Pilot on it": room for one more Pilot (7.5.17, 3.6.c).
    #[serde(default)]
    pub without_pilot: bool,
    /// "that attacked this phase".
    #[serde(default)]
    pub attacked_this_phase: bool,
    /// "a base": the bases only (with `bases`).
    #[serde(default)]
    pub no_units: bool,
    /// "an upgrade [attached to a unit]" / "a Pilot upgrade": the cards attached to units
    /// instead of units (tokens included; `non_leader`: not a leader deployed as a Pilot;
    /// `traits` and `max_cost`, the upgrade's; `side`, its controller's; `arena`, its host's).
    #[serde(default)]
    pub upgrades: bool,
    /// "a Pilot unit or a unit with a Pilot on it".
    #[serde(default)]
    pub pilot_or_piloted: bool,
    /// "a non-unique upgrade" (or unit).
    #[serde(default)]
    pub non_unique: bool,
    /// "that didn't enter play this phase".
    #[serde(default)]
    pub not_new: bool,
    /// "in that arena": the arena the ability's card chose ([`Named::Arena`], kept in
    /// `CardState::chosen`).
    #[serde(default)]
    pub chosen_arena: bool,
    /// "with a 'When Defeated' ability" (its own or one its upgrades give it: Chimaera).
    #[serde(default)]
    pub when_defeated: bool,
    /// "a non-Pilot upgrade" (or unit): without the Pilot trait.
    #[serde(default)]
    pub non_pilot: bool,
    /// "a token upgrade" (or unit).
    #[serde(default)]
    pub token: bool,
    /// "in a different arena": not in the arena of the unit the ability speaks of.
    #[serde(default)]
    pub other_arena: bool,
    /// "The Ghost": a unit with this title.
    #[serde(default)]
    pub title: Option<Cow<'static, str>>,
    /// "a <…> unit or upgrade": the upgrades (attached to units) that fit too, after the units
    /// (traits and side are the upgrade's own; the other conditions speak of units only).
    #[serde(default)]
    pub or_upgrades: bool,
}

/// Whose cards [`Which`] names, from the side of the ability's controller.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    #[default]
    Any,
    Friendly,
    Enemy,
}

/// What an effect does to a card it chose or names.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Act {
    /// "Deal N damage to it."
    Damage { amount: u8 },
    /// "Deal damage to it equal to 1 less than its remaining HP."
    DamageAllButOne,
    /// "Heal N damage from it."
    Heal { amount: u8 },
    /// "Exhaust it."
    Exhaust,
    /// "Ready it."
    Ready,
    /// "Defeat it." (A unit that "can't be defeated by enemy card abilities" is not, by an enemy.)
    Defeat,
    /// "Attach this unit (the ability's card) as an upgrade to it" ("You may attach this unit as
    /// an upgrade to a friendly Vehicle unit without a Pilot on it"; Phantom II's "attach it as an
    /// upgrade to The Ghost"): its upgrades are defeated and its damage removed (3.5); nothing if
    /// it is no longer a unit, or, for a Pilot, there is no room.
    AttachSource,
    /// "Attach this unit as an upgrade to it" where the ability names a host other than "a friendly
    /// Vehicle unit without a Pilot on it" ("… to an enemy Vehicle unit without a Pilot on it"):
    /// as [`Act::AttachSource`], the card carrying `restriction` (3.6.b) and staying under the
    /// ability's controller, whoever controls the host.
    AttachSourceAs { restriction: Restriction },
    /// "Attach it (a Pilot unit or upgrade) to this unit (the ability's card)" (Corvus): a unit
    /// sheds its upgrades and damage (3.5); an upgrade moves from its host. As a Pilot, only to a
    /// Vehicle with room for one more (7.5.17.a, 3.6.b).
    AttachToSource,
    /// "Defeat all Shield tokens on it."
    DefeatShields,
    /// "Give N <token> tokens to it."
    GiveTokens { token: Token, count: u8 },
    /// "Take control of it."
    TakeControl,
    /// "Its owner takes control of it." (Pantoran Starship Thief's "That unit's owner takes control
    /// of it")
    OwnerTakesControl,
    /// "Detach it [a Pilot upgrade], move it to the ground arena as a unit, and exhaust it." (a
    /// unit leaving an upgrade's place: 3.5, 3.6.b; its damage none, as an upgrade had none)
    MoveToGround,
    /// "Move it to the <arena> arena" (Blue Leader: "move this unit to the ground arena"): a unit
    /// stays in play, as it was (ready or exhausted, its damage and upgrades), in the other arena
    /// (`CardState::arena`); nothing if it is there already.
    MoveToArena { arena: Arena },
    /// "Return it to its owner's hand." (its upgrades are defeated; a token leaves the game; a
    /// leader unit is not returned, nor an upgrade; a unit that "can't be … returned to hand by
    /// enemy card abilities" is not, by an enemy)
    ReturnToHand,
    /// "At the start of the next regroup phase, return that unit to its owner's hand."
    ReturnAtRegroup,
    /// "The next time you play a copy of that unit this phase, you may play it for free" (Jump to
    /// Lightspeed): its name (title and subtitle) kept for the ability's controller
    /// (`PlayerState::next_copy_free`) until they play a card of that name this phase.
    NextCopyFree,
    /// "The next time damage would be dealt to it this phase, prevent that damage." (unpreventable
    /// damage is not prevented, and does not use it up)
    PreventNextDamage,
    /// "Its controller creates N <token> tokens."
    ControllerCreates { token: Token, count: u8 },
    /// "Give it +P/+H for this phase", "It gains <keyword> [and loses <keyword>] for this phase",
    /// "It can't attack bases for this phase."
    ForPhase {
        #[serde(default)]
        power: i8,
        #[serde(default)]
        hp: i8,
        #[serde(default)]
        keyword: Option<Keyword>,
        #[serde(default)]
        loses: Option<Keyword>,
        #[serde(default)]
        no_bases: bool,
    },
    /// "Give it +P/+H for this phase for each <per>" (counted as it resolves).
    ForPhaseEach { power: i8, hp: i8, per: PerCount },
    /// "Deal damage to it equal to <amount>" (counted as it resolves).
    DamageEqual { to: Amount },
    /// "It deals damage equal to its power to each <which> unit" (Turbolaser Salvo: "A friendly
    /// space unit deals damage equal to its power to each enemy unit in that arena"): its power
    /// read once, before any of the damage.
    PowerToEach { which: Which },
    /// "It loses all abilities [and can't gain abilities] for this round" (Kazuda Xiono, There Is
    /// No Escape): its own abilities and printed keywords do not work until the round ends;
    /// `cant_gain`: nor do those it gains (from its upgrades, other cards, "for this phase").
    LoseAbilities {
        #[serde(default)]
        cant_gain: bool,
    },
    /// "Use a 'When Defeated' ability on it" (Chimaera): its first one (its own, then those its
    /// upgrades give it) resolves now, for its controller, as if it had been defeated.
    UseWhenDefeated,
    /// "Each friendly <trait> unit in the same arena deals damage equal to its power to it."
    DamagedByFriendly {
        #[serde(rename = "trait")]
        trait_name: Cow<'static, str>,
    },
}

/// A value a choice names that is not a card ("Choose an arena", "Choose Grit, Restore 1,
/// Sentinel, or Shielded"): an option of [`Effect::Choose`](crate::rules::swu::model::ability::Effect::Choose),
/// answered with `Action::Name`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Named {
    Arena(Arena),
    Keyword(Keyword),
    /// "Exhaust or ready a resource" (Sabine's Masterpiece): exhaust (`ready` false) or ready one
    /// of the resources of the player whose seat index is `player`, the way and the player named
    /// at once (done as it is chosen, not kept).
    Resource {
        player: u8,
        ready: bool,
    },
}

impl Named {
    /// The value as the game's words say it (an arena's name, a keyword as printed).
    pub fn say(self) -> crate::engine::Message {
        match self {
            Named::Arena(arena) => arena.say(),
            Named::Keyword(keyword) => keyword.say(),
            Named::Resource { player, ready } => {
                let key = if ready { "swu-named-ready-resource" } else { "swu-named-exhaust-resource" };
                crate::engine::Message::new(key).number("n", player.saturating_add(1))
            }
        }
    }
}

/// What "If that card …" asks of a card's cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CostTest {
    /// "costs N or less"
    AtMost(u8),
    /// "has an odd cost"
    Odd,
}

impl CostTest {
    /// Whether a card of cost `cost` passes the test ("If it costs 3 or less", "with an odd cost").
    pub(crate) fn passes(self, cost: u8) -> bool {
        match self {
            CostTest::AtMost(most) => cost <= most,
            CostTest::Odd => cost % 2 == 1,
        }
    }
}

/// A number an effect counts as it resolves ("equal to the number of friendly space units").
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Amount {
    /// "the number of friendly <arena> units"
    FriendlyIn(Arena),
    /// "the number of <trait> units you control"
    FriendlyWithTrait(Cow<'static, str>),
    /// "the number of cards in your hand"
    CardsInHand,
    /// "the amount of damage on this unit" (the card whose ability it is)
    DamageOnSource,
    /// "each damaged unit the defending player controls" (an opponent's)
    DamagedEnemyUnits,
    /// "this unit's power" (the card whose ability it is, its power now; once it has left play,
    /// its printed power)
    SourcePower,
    /// "its power" in an "If you do" or "and …" after a choice: the power of the card chosen
    /// before, as it was when chosen (fixed then, so that it holds once that card has left play:
    /// "Defeat a friendly space unit and deal damage equal to its power to an enemy space unit").
    ChosenPower,
    /// "each friendly unit or upgrade that has an odd cost" (a token costs 0; a leader its cost)
    FriendlyOddCost,
}

/// What a "for each" of an effect counts, as it resolves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PerCount {
    /// "for each damage on it"
    DamageOnIt,
    /// "for each friendly unit with a different name"
    FriendlyNames,
    /// "for each of its 'On Attack' abilities" (its own and those its upgrades give it, each
    /// whose condition holds).
    OnAttacks,
}
