//! What an ability does ([`Outcome`]) and to which cards ([`Pick`]): the verbs of Action,
//! triggered and fate abilities.

use crate::rules::lcg::model::def::{Icons, Side};
use crate::rules::lcg::model::filter::{CardFilter, Filter};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// The cards an outcome applies to.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(tag = "pick", rename_all = "snake_case"))]
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
    /// Each friendly participating unit.
    EachFriendlyParticipatingUnit,
    /// Each card in play the filter accepts ("each enemy unit and objective", "each out-of-faction
    /// enemy unit"); not targets.
    Each(Filter),
    /// A target the controller chooses (for Actions, chosen as part of the action).
    Target(Filter),
    /// A card the filter accepts (`whose` seen from the ability's controller) that the opponent
    /// chooses when the ability resolves: "have your opponent deal 1 damage to a unit he
    /// controls", "your opponent must sacrifice a Vehicle unit he controls". Not a target.
    OpponentsChoice(Filter),
    /// A card the filter accepts that the controller chooses, not a target ("choose an enemy
    /// objective").
    Choose(Filter),
    /// The card with the ability, or a card the filter accepts, as the controller chooses
    /// ("this unit or Han Solo"); not a target.
    ThisOr(Filter),
    /// A card the controller "may choose": not a target (targeting restrictions do not apply)
    /// and the controller may decline, which leaves the outcome undone (Secret Objective).
    MayChoose(Filter),
    /// "The engaged objective" in a Reaction to an engagement that has ended ("after this unit
    /// survives an unopposed engagement as an attacker, deal 1 damage to the engaged objective",
    /// TIE Advanced): the objective last engaged this phase, if still in play.
    JustEngagedObjective,
    /// "A target <filter> card from your discard pile" (Black Squadron Formation): chosen as the
    /// ability resolves among the cards of its controller's discard pile the filter accepts.
    FromYourDiscard(CardFilter),
    /// "That unit": each unit the strike just resolved placed this many focus tokens or more on
    /// (Ephant Mon).
    FocusedInStrike { at_least: u8 },
    /// "You may … a target …" (Seeds of Decay): a target the controller may decline to choose.
    MayTarget(Filter),
}

/// What an ability does.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "catalog-json",
    derive(Deserialize),
    serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)
)]
pub enum Outcome {
    /// Deal `amount` damage (`balance_bonus.amount` instead while the Balance is with
    /// `balance_bonus.balance`).
    Damage {
        amount: u8,
        to: Pick,
        #[cfg_attr(feature = "catalog-json", serde(default))]
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
    /// "Remove a shield from <from>" (Well Equipped, one option of "remove 1 token (any type)").
    RemoveShield {
        from: Pick,
    },
    /// "Remove all damage and focus tokens from <from>" (Rogue Squadron X-Wing).
    Clean {
        from: Pick,
    },
    /// Capture: the card goes face down under an objective its new captor controls.
    Capture {
        target: Pick,
    },
    /// "Reduce the cost of the next <trait> card you play this turn by `amount`."
    ReduceNextCost {
        traits: Cow<'static, [Cow<'static, str>]>,
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
    /// Move `count` focus tokens from a card `from` accepts controlled by the same player as the
    /// picked card (the controller chooses, not a target) to the picked card, another one (Red
    /// Two: "move 1 focus token from an enhancement to another target enhancement controlled by
    /// the same player").
    MoveFocus {
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
        #[cfg_attr(feature = "catalog-json", serde(default))]
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
    /// "Put a <take> card into play from <from>": the controller chooses the card (or none).
    /// `as_enhancement`: only as a Pilot enhancement on a target friendly Vehicle unit (Stay on
    /// Target); otherwise a Pilot (X) card may enter either way (Prepared Ambush). A searched
    /// deck is shuffled afterwards.
    PutIntoPlay {
        from: Cow<'static, [Pile]>,
        take: CardFilter,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        as_enhancement: bool,
    },
    /// "Put this unit into play from your hand as a participating unit on your side" (Scout
    /// Trooper).
    EnterEngagementFromHand,
    /// "Play this unit from your hand as a participating unit on your side" (Admiral Ackbar):
    /// its cost is paid as for any play, so the Action is taken as a play of the unit, the
    /// payment inside it.
    PlayAsParticipant,
    /// "Put it into play from your hand as an enhancement on <a participating friendly Fighter
    /// unit>" (DS-61-3): this Pilot card goes onto the chosen unit.
    AttachAsPilot {
        onto: Pick,
    },
    /// "Target up to `up_to` <units>. Those units gain `icons` until the end of the engagement."
    /// (Death from Above). After the first, each further unit may be chosen or declined.
    GainIconsThisEngagement {
        icons: Icons,
        to: Pick,
        #[cfg_attr(feature = "catalog-json", serde(default = "one"))]
        up_to: u8,
    },
    /// "Put its attached Pilot card into play as a unit under your control" (Bail Out): each
    /// Pilot enhancement on the picked unit leaves it and enters play as a unit, ready, under
    /// the ability's controller.
    PilotsIntoPlayAsUnits {
        of: Pick,
    },
    /// "Return [up to `up_to`] <to> to its owner's hand" (Call to Action; Repel the Invaders: "up
    /// to 2 target enemy units"): the picked cards leave play for their owners' hands. After the
    /// first, each further card may be chosen or declined.
    ReturnToHand {
        to: Pick,
        #[cfg_attr(feature = "catalog-json", serde(default = "one"))]
        up_to: u8,
    },
    /// "Remove <from> from the engagement" (LE-B02D9, "Mauler" Mithel): the picked participating
    /// units no longer participate.
    RemoveFromEngagement {
        from: Pick,
    },
    /// "Have <who> participate in the engagement on your side" (Outrider): the picked unit in
    /// play joins the engagement on its controller's side.
    Participate {
        who: Pick,
    },
    /// "Move a friendly Pilot enhancement to another eligible Vehicle unit you control"
    /// (Training Procedures): the pilot and the unit are chosen in the action.
    MovePilot,
    /// "Discard X cards from your hand to reduce its cost by X (to a minimum of 1)" (Kuat
    /// Reinforcements): X and the payment are chosen in the play the Interrupt answers.
    DiscardToReduceCost,
    /// "Cancel this edge battle and the card effects of all other fate cards just revealed.
    /// Discard both edge stacks and start a new edge battle." (Twist of Fate)
    RestartEdgeBattle,
    /// "Take control of <of>" (Lure of the Dark Side, Emperor Palpatine): the picked cards move
    /// to the ability's controller's play area, under its control, for the rest of the game.
    TakeControl {
        of: Pick,
    },
    /// "Return <from> (a card out of play) to your hand" (Black Squadron Formation: "… from your
    /// discard pile to your hand").
    TakeIntoHand {
        from: Pick,
    },
    /// "Name a Trait other than <except>. Deal `amount` damage to each enemy unit with that
    /// Trait." (Dark Genocide): the trait is asked as the ability resolves.
    DamageNamedTrait {
        amount: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        except: Cow<'static, [Cow<'static, str>]>,
    },
    /// "Have a player choose and discard 1 card from his hand. Then, that player draws 1 card."
    /// (Expendable Scout).
    PlayerDiscardsThenDraws,
    /// "Put <card> into play (from its owner's discard pile or from its captured state) under
    /// your control" (Salvage Operation; `card` the unit the Reaction answers).
    IntoPlayUnderYourControl {
        card: Pick,
    },
    /// "Place `count` of that damage on this card. Then, if this card has `discard_at` or more
    /// damage on it, discard it." (Pirate Hideout, an Interrupt to damage being dealt.)
    PlaceDamageOnThis {
        count: u8,
        discard_at: u8,
    },
    /// "Shuffle each captured card here back into its owner's deck" (Schemes and Intrigues).
    ShuffleCapturedHere,
    /// "Discard <to>" (Decisive Victory: "a target enhancement"): the picked cards leave play for
    /// their owners' discard piles.
    Discard {
        to: Pick,
    },
    /// "<one> and <another>": each in turn (Blizzard 2: "set the Balance of the Force to the
    /// dark side and skip the Force phase this turn"). None of them asks for a chosen card.
    All {
        outcomes: Cow<'static, [Outcome]>,
    },
    /// "Skip the Force phase this turn" (Blizzard 2).
    SkipForcePhase,
    /// "Resolve that unit's combat icons" (General Veers: `of` the enhanced unit).
    ResolveIcons {
        of: Pick,
    },
    /// "You may <one> or <another> <a target>" (Battle of Hoth): every option picks the same
    /// target; the controller chooses the option (or none).
    OneOf {
        outcomes: Cow<'static, [Outcome]>,
        /// "… of your choice" (Tactical Planning): the controller must choose an option that
        /// would change the target; without it ("you may"), may choose none.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        must: bool,
    },
    /// "That unit cannot be declared as a defender during this engagement" (Han Solo).
    CannotDefend {
        to: Pick,
    },
    /// "Move it (this enhancement) to another eligible target unit" (Wedge Antilles): the unit is
    /// chosen in the action.
    MoveThisPilot,
    /// "Have <who> strike immediately" (Keeyan Farlander): the picked participating ready unit
    /// strikes.
    StrikeNow {
        who: Pick,
    },
    /// "Set the Balance of the Force to the <side> side" (Merciless Plans; "set it to …", I've Got
    /// a Problem Here).
    SetBalance {
        side: Side,
    },
    /// "Draw 1 card for each <each>" (They'll Never Stop Us): the controller draws one card per
    /// card in play the filter accepts.
    DrawFor {
        each: Filter,
    },
    /// "Reduce the cost and pilot cost of each <trait> card you play this phase by `amount`"
    /// (Well Paid).
    ReduceCostThisPhase {
        traits: Cow<'static, [Cow<'static, str>]>,
        amount: u8,
    },
    /// "Attach a Pilot unit you control to a friendly Vehicle unit as a Pilot enhancement" (That
    /// Bucket o' Bolts): the pilot and the unit are chosen in the action.
    AttachPilotUnit,
    /// "<to> loses <icons> until the end of the engagement" (Tactical Planning, one option of
    /// "loses a combat icon of your choice"): `edge_enabled` names the edge-enabled icons.
    LoseIconsThisEngagement {
        icons: Icons,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        edge_enabled: bool,
        to: Pick,
    },
    /// "<to> gains 1 edge-enabled combat icon that another participating unit has, until the end
    /// of the strike" (Nebulon-B2 Frigate, one option for each icon): `icons`, edge-enabled when
    /// `edge_enabled`, if another participating unit has such an icon now.
    GainIconOfAnotherThisStrike {
        icons: Icons,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        edge_enabled: bool,
        to: Pick,
    },
    /// "Move <what> (an enhancement on a unit) to another eligible unit controlled by the same
    /// player" (Reassignment): the unit is chosen as the ability resolves.
    MoveEnhancement {
        what: Pick,
    },
    /// "Play this enhancement from your discard pile" (The Emperor's Favor): taken as the play of
    /// the card from its owner's discard pile onto a card its "Enhance …" line accepts, its cost
    /// paid, in any action window of its owner.
    PlayThisFromDiscard,
    /// "Look at the bottom card of your deck. Place it as a captured card at <at>" (Feigning
    /// Captivity: "an enemy objective of your choice"): the card goes face down under the picked
    /// objective, held by its controller.
    CaptureBottomOfDeck {
        at: Pick,
    },
    /// "Its owner searches his deck for up to `up_to` <take> cards and places them as captured
    /// cards here. Shuffle the deck." (To Save a Friend, a mission in its opponent's play area.)
    SearchDeckToCaptureHere {
        up_to: u8,
        take: CardFilter,
    },
    /// "Rescue 1 captured card. Then, place this unit as a captured card at the objective from
    /// which that card was released." (Infiltration Specialist, as it leaves play): a card
    /// captured at the picked objective returns to its owner's hand, and this unit goes under
    /// that objective instead of where it was going.
    RescueAndTakeItsPlace {
        at: Pick,
    },
    /// "Your opponent must remove participating units from his side of an engagement until he
    /// has an equal (or fewer) number of participating units as you, if able" (I Will Not Fight
    /// You): the opponent chooses them (`from`, his choice) one at a time.
    RemoveFromEngagementDownToYours {
        from: Pick,
    },
    /// "Take control of <of> until the end of this engagement. That unit is participating on
    /// your side." (Search Your Feelings)
    TakeControlThisEngagement {
        of: Pick,
    },
    /// "Cancel that event's effects" (Sensor Array, an Interrupt to an event being played): what
    /// the event was about to do does not happen; it stays played.
    CancelEvent,
    /// "Cancel that effect" (Ghost, an Interrupt to a unit being targeted): the ability that
    /// targeted the unit the Interrupt answers does not resolve.
    CancelTargeting,
    /// "End the engagement without further resolution. Discard all cards in edge stacks." (A
    /// Little Maneuver)
    EndEngagement,
}

#[cfg(feature = "catalog-json")]
fn one() -> u8 {
    1
}

/// Where a card put into play comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pile {
    Hand,
    Discard,
    /// The command deck.
    Deck,
    /// "From your opponent's discard pile" (Redeem the Fallen): the card enters play under the
    /// effect's controller.
    OpponentsDiscard,
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize))]
pub struct BalanceBonus {
    pub balance: Side,
    pub amount: u8,
}

impl Outcome {
    /// The cards the outcome applies to, if it names any.
    pub fn pick(&self) -> Option<&Pick> {
        match self {
            Outcome::Damage { to, .. } | Outcome::Destroy { to } => Some(to),
            Outcome::RemoveFocus { from, .. }
            | Outcome::RemoveDamage { from, .. }
            | Outcome::RemoveShield { from }
            | Outcome::Clean { from } => Some(from),
            Outcome::Focus { on, .. } | Outcome::Shield { on } => Some(on),
            Outcome::Capture { target } => Some(target),
            Outcome::Sacrifice { to }
            | Outcome::MoveDamage { to, .. }
            | Outcome::MoveFocus { to, .. }
            | Outcome::SwitchEngagement { to }
            | Outcome::DiscardTopForDamage { to }
            | Outcome::GainIconsThisEngagement { to, .. }
            | Outcome::LoseIconsThisEngagement { to, .. }
            | Outcome::GainIconOfAnotherThisStrike { to, .. } => Some(to),
            Outcome::MoveEnhancement { what } => Some(what),
            Outcome::CaptureBottomOfDeck { at } | Outcome::RescueAndTakeItsPlace { at } => Some(at),
            Outcome::RemoveFromEngagementDownToYours { from } => Some(from),
            Outcome::TakeControlThisEngagement { of } => Some(of),
            Outcome::AttachAsPilot { onto } => Some(onto),
            Outcome::PilotsIntoPlayAsUnits { of } => Some(of),
            Outcome::RemoveFromEngagement { from } => Some(from),
            Outcome::ReturnToHand { to, .. } => Some(to),
            Outcome::Participate { who } => Some(who),
            Outcome::TakeControl { of } => Some(of),
            Outcome::TakeIntoHand { from } => Some(from),
            Outcome::IntoPlayUnderYourControl { card } => Some(card),
            Outcome::Discard { to } => Some(to),
            Outcome::ResolveIcons { of } => Some(of),
            Outcome::OneOf { outcomes, .. } => outcomes.first().and_then(Outcome::pick),
            Outcome::ReduceNextCost { .. }
            | Outcome::Draw { .. }
            | Outcome::SearchTopToHand { .. }
            | Outcome::LookAtTopOfADeck
            | Outcome::AdvanceDial { .. }
            | Outcome::RevealTop { .. }
            | Outcome::RevealTopPutIntoPlay { .. }
            | Outcome::PutIntoPlay { .. }
            | Outcome::EnterEngagementFromHand
            | Outcome::PlayAsParticipant
            | Outcome::MovePilot
            | Outcome::DiscardToReduceCost
            | Outcome::RestartEdgeBattle
            | Outcome::DamageNamedTrait { .. }
            | Outcome::PlayerDiscardsThenDraws
            | Outcome::PlaceDamageOnThis { .. }
            | Outcome::ShuffleCapturedHere
            | Outcome::All { .. }
            | Outcome::SkipForcePhase => None,
            Outcome::CannotDefend { to } => Some(to),
            Outcome::MoveThisPilot => None,
            Outcome::StrikeNow { who } => Some(who),
            Outcome::SetBalance { .. }
            | Outcome::DrawFor { .. }
            | Outcome::ReduceCostThisPhase { .. }
            | Outcome::AttachPilotUnit
            | Outcome::CancelTargeting
            | Outcome::PlayThisFromDiscard
            | Outcome::CancelEvent
            | Outcome::SearchDeckToCaptureHere { .. }
            | Outcome::EndEngagement => None,
        }
    }

    /// The target filter, if the outcome asks for a chosen target ("a target …").
    pub fn target(&self) -> Option<&Filter> {
        match self.pick()? {
            Pick::Target(filter) | Pick::MayTarget(filter) => Some(filter),
            _ => None,
        }
    }

    /// Is the outcome carried out by a choice made elsewhere (the play of a unit, the move of a
    /// pilot, a play's cost), not resolved as an ability on its own?
    pub(crate) fn is_taken_as_a_play(&self) -> bool {
        matches!(
            self,
            Outcome::PlayAsParticipant
                | Outcome::MovePilot
                | Outcome::DiscardToReduceCost
                | Outcome::MoveThisPilot
                | Outcome::AttachPilotUnit
                | Outcome::PlayThisFromDiscard
        )
    }
}
