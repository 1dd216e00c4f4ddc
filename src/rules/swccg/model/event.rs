//! Events: what an applied action did, in order. The log says them in words; a line never names
//! a card some seat may not see (cards drawn into hand and activated are only counted).

use crate::engine::CardId;
use crate::rules::swccg::model::action::{Dest, Movement, Source};
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::state::{DestinyFor, Draw, Phase, Slot};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    TurnBegan {
        side: Side,
        turn: u32,
    },
    PhaseBegan {
        side: Side,
        phase: Phase,
    },
    /// A phase with nothing to decide went by.
    PhaseSkipped {
        side: Side,
        phase: Phase,
    },
    Activated {
        side: Side,
        n: u8,
    },
    Drained {
        side: Side,
        location: CardId,
        amount: u8,
    },
    /// `card` went face up to `side`'s Lost Pile, from `from`.
    LostForce {
        side: Side,
        card: CardId,
        from: Source,
    },
    DeployedLocation {
        card: CardId,
    },
    Deployed {
        card: CardId,
        to: Dest,
        force: u8,
    },
    DeployedWith {
        card: CardId,
        to: Dest,
        rider: CardId,
        slot: Slot,
        force: u8,
    },
    Moved {
        card: CardId,
        how: Movement,
        to: Dest,
        force: u8,
    },
    Embarked {
        card: CardId,
        host: CardId,
        slot: Slot,
    },
    Disembarked {
        card: CardId,
        to: CardId,
    },
    Seated {
        card: CardId,
        slot: Slot,
    },
    BattleBegan {
        side: Side,
        location: CardId,
    },
    InterruptPlayed {
        card: CardId,
        target: Option<CardId>,
    },
    Fired {
        weapon: CardId,
        target: CardId,
    },
    /// `weapon`'s shot now targets `target` instead (This Is All Your Fault).
    Retargeted {
        weapon: CardId,
        target: CardId,
    },
    Destiny {
        side: Side,
        draw: Draw,
        purpose: DestinyFor,
        total: u8,
    },
    Redrew {
        side: Side,
        card: CardId,
    },
    /// `card` was relocated to the location `to` (Into The Garbage Chute, Flyboy).
    Relocated {
        card: CardId,
        to: CardId,
    },
    /// `card` just moved or deployed as a 'react' to the battle or Force drain at `location`.
    Reacted {
        card: CardId,
        location: CardId,
    },
    /// `card` (Dr. Evazan) operated on `patient`, which is lost.
    Operated {
        card: CardId,
        patient: CardId,
    },
    /// `card`'s text made `target` immune to the Effect it names for the rest of the turn
    /// (Tamizander Rey).
    MadeImmune {
        card: CardId,
        target: CardId,
    },
    /// `card`'s text let `side` peek: at the top of its Reserve Deck, or at the opponent's hand
    /// (`hand`).
    Peeked {
        side: Side,
        card: CardId,
        hand: bool,
    },
    /// `side` glanced, with `card`'s text, at a card face down under `site` (which, its player
    /// alone sees).
    GlancedFaceDown {
        side: Side,
        card: CardId,
        site: CardId,
    },
    /// `side` stole `target` with `card`'s text (Caller).
    Stole {
        side: Side,
        card: CardId,
        target: CardId,
    },
    /// The device `card` was transferred onto `to` (Restraining Bolt).
    Transferred {
        card: CardId,
        to: CardId,
    },
    /// `card`'s text moved the top card of `side`'s Reserve Deck to the top of its Force Pile.
    ToForcePile {
        side: Side,
        card: CardId,
    },
    /// `card`'s text let `side` search or glance at `whose` Reserve Deck (`reserve`) or Used
    /// Pile.
    Searched {
        side: Side,
        card: CardId,
        whose: Side,
        reserve: bool,
    },
    /// `card` (Chief Bast) and `with` were 'evacuated' to the site `to`.
    Evacuated {
        card: CardId,
        with: CardId,
        to: CardId,
    },
    /// The squadron `card` deployed at `location` in place of starfighters.
    Replaced {
        card: CardId,
        location: CardId,
    },
    /// An ion cannon's shot ionized the starship `card`: its starship weapons are lost, its armor
    /// or maneuver and hyperspeed 0.
    Ionized {
        card: CardId,
    },
    /// The character `card` went 'missing' (`missing.rs`).
    WentMissing {
        card: CardId,
    },
    /// The 'missing' character `card` was found (`missing.rs`).
    Found {
        card: CardId,
    },
    /// The storm `card` moved to the marker site `to` (Ice Storm, `storms.rs`).
    StormMoved {
        card: CardId,
        to: CardId,
    },
    /// The vehicle `card` 'crashed' (Power Harpoon, Crash Landing): no longer piloted (hit in a battle).
    Crashed {
        card: CardId,
    },
    /// `card` (Retract The Bridge) put `sites` in this new order (`bridge.rs`).
    Rearranged {
        card: CardId,
        sites: Vec<CardId>,
    },
    /// `site` was 'collapsed' (Collapsing Corridor; `collapse.rs`).
    Collapsed {
        site: CardId,
    },
    /// A thrown `weapon` (Concussion Grenade) went off at `site` with this destiny: what has that
    /// destiny number there is lost (its thrower alone on a 0).
    Blast {
        weapon: CardId,
        site: CardId,
        destiny: u8,
    },
    /// The location `card` deployed on top of the opponent's `location` of the same title,
    /// converting it (`conversion.rs`).
    Converted {
        card: CardId,
        location: CardId,
    },
    /// `side` placed a bluff card face down under `site` (not named: it is face down).
    Bluffed {
        side: Side,
        site: CardId,
    },
    /// The bluff card `card` under `site` was flipped over.
    BluffFlipped {
        card: CardId,
        site: CardId,
    },
    /// The artillery weapon `weapon` was moved to the site `to` with two warriors.
    Carried {
        weapon: CardId,
        to: CardId,
    },
    /// The mobile system `system` moved to `parsec`.
    SystemMoved {
        system: CardId,
        parsec: u8,
    },
    /// The converted location `card` was raised to the top, converting `location`.
    Raised {
        card: CardId,
        location: CardId,
    },
    /// `card`'s text (DS-61-4) took `taken` into hand from the Reserve Deck, reshuffled.
    TookIntoHand {
        side: Side,
        card: CardId,
        taken: CardId,
    },
    /// The Effect `card` deployed on `side`'s side of the table, using `force`.
    DeployedOnSide {
        card: CardId,
        side: Side,
        force: u8,
    },
    /// `side` drew a destiny for `card`'s text (an interrupt's "Draw destiny"): `draw`, and the
    /// `total` with what the text adds.
    TextDestiny {
        side: Side,
        card: CardId,
        draw: Draw,
        total: u8,
    },
    /// `card` was placed out of play.
    OutOfPlay {
        card: CardId,
    },
    /// `card` (Tarkin) cancelled the opponent's destiny just drawn, `drawn`.
    DestinyCancelled {
        side: Side,
        card: CardId,
        drawn: CardId,
    },
    Hit {
        card: CardId,
    },
    Missed {
        card: CardId,
        destiny: u8,
        defense: u8,
    },
    Totals {
        dark: u16,
        light: u16,
        winner: Option<Side>,
    },
    Forfeited {
        card: CardId,
    },
    /// `card` left the table for its owner's Lost Pile (lost with what it was aboard, or hit).
    Lost {
        card: CardId,
    },
    /// `card`, just lost, went from its owner's Lost Pile onto `on`, stacked (Crash Site
    /// Memorial; `stacks.rs`).
    Stacked {
        card: CardId,
        on: CardId,
    },
    /// `card` went from hand onto `on`, stacked, and `stacked`, stacked there, to hand.
    ExchangedStacked {
        card: CardId,
        stacked: CardId,
        on: CardId,
    },
    /// `side` used one of the opponent's Force by `card`'s text (Beggar).
    UsedOpponentsForce {
        side: Side,
        card: CardId,
    },
    /// `card` was retrieved: from its owner's Lost Pile to the Used Pile (Thank The Maker).
    Retrieved {
        card: CardId,
    },
    /// `card`, stacked on `on`, went to its owner's hand (Bacta Tank's 'patient').
    TakenFromStack {
        card: CardId,
        on: CardId,
    },
    /// `card` left the table for its owner's Used Pile instead (Chewbacca).
    ToUsedPile {
        card: CardId,
    },
    BattleEnded {
        location: CardId,
    },
    Drew {
        side: Side,
    },
    /// `side` drew the top card of its Reserve Deck into its hand (R2-D2's gain).
    DrewFromReserve {
        side: Side,
    },
    Recycled {
        side: Side,
        n: u8,
    },
    Won {
        side: Side,
    },
    ScenarioComplete,
    /// `card` may not move (nor battle, `battle`) for the rest of the turn (Rebel Barrier).
    Held {
        card: CardId,
        battle: bool,
    },
    /// `card` may not battle for the rest of the turn (it may still move: Ng'ok).
    HeldFromBattle {
        card: CardId,
    },
    /// `card` was captured, held by `by` (its escort, or its prison; `captives.rs`).
    Captured {
        card: CardId,
        by: CardId,
    },
    /// The starship `card` was captured by a Tractor Beam, held under `by` (`tractor_beams.rs`).
    StarshipCaptured {
        card: CardId,
        by: CardId,
    },
    /// `card`, captured with no escort nor prison to hold it, 'escaped' to its owner's Used Pile.
    Escaped {
        card: CardId,
    },
    /// The captive `card` was released: to the site `to` (it rallies there), or to its owner's
    /// Used Pile (none: it escapes).
    Released {
        card: CardId,
        to: Option<CardId>,
    },
    /// `card` went from the table to its owner's hand (It Can Wait).
    ReturnedToHand {
        card: CardId,
    },
    /// `card` (Surprise Assault) cancelled the Force drain at `location`.
    DrainCancelled {
        card: CardId,
        location: CardId,
    },
    /// The Interrupt `card` just played was cancelled (Dark Collaboration): what it did is undone.
    InterruptCancelled {
        card: CardId,
    },
    /// `amount` comes off `side`'s total power and the attrition it makes in the battle under way
    /// (Dark Dissension).
    PowerAndAttritionCut {
        card: CardId,
        side: Side,
        amount: u16,
    },
    /// `side`'s remaining battle damage was cancelled (Houjix).
    DamageCancelled {
        side: Side,
    },
    /// The two battle destinies were switched (Takeel): the Dark Side's is now `dark`, the Light
    /// Side's `light`.
    DestiniesSwitched {
        dark: u8,
        light: u8,
    },
    /// `side`'s Utinni Effect `effect` targets `target` (`utinni.rs`).
    UtinniTargets {
        side: Side,
        effect: CardId,
        target: CardId,
    },
    /// `target` reached the Utinni Effect `effect`, which is canceled.
    UtinniReached {
        effect: CardId,
        target: CardId,
    },
    /// The Effect `card` (Program Trap) 'explodes' on the destiny just drawn (`traps.rs`).
    Exploded {
        card: CardId,
    },
    /// `side` used `card`'s text (K'lor'slug) to raise its total power by `amount`.
    PowerRaised {
        side: Side,
        card: CardId,
        amount: u8,
    },
    /// `side`'s 'sentry' Effect `card` declared `option` (`sentries.rs`).
    Declared {
        side: Side,
        card: CardId,
        option: crate::rules::swccg::model::prompt::Declared,
    },
}
