//! Utinni Effects' words and state: what an Effect does to the card it targets until that card
//! reaches it ([`Targeted`]), and which card each one on the table targets ([`Targeting`]). The
//! rules are in `rules/swccg/utinni.rs`.

use crate::engine::CardId;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// What a Utinni Effect does to its target while it targets it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "snake_case", deny_unknown_fields))]
pub enum Targeted {
    /// "That weapon cannot be fired."
    MayNotFire,
    /// "Target is power and forfeit -1 (-3 if target is Luke). If Rebel's forfeit reaches zero,
    /// Rebel is lost" (`amount`; `more`: the amount for the card titled `title`).
    Weakens { amount: u8, title: Cow<'static, str>, more: u8 },
    /// "Target's power and forfeit are -2 (-3 if Leia)" (`amount`; `more`: the amount for the
    /// card titled `title`), with no more to it than that.
    LessPowerAndForfeit { amount: u8, title: Cow<'static, str>, more: u8 },
    /// "Opponent may not initiate a battle or a Force drain at same location as target."
    NoBattleOrDrainHere,
    /// "Each turn opponent must lose 1 Force at beginning of opponent's control phase" (`force`).
    LosesForceEachControlPhase { force: u8 },
    /// "Character may not leave planet or move away from Utinni Effect."
    StaysNear,
    /// "When target reaches Utinni Effect, attrition +1 against opponent in all Tatooine battles as
    /// long as target remains at same site as Utinni Effect" (`amount`, `planet`): reaching the
    /// Effect does not cancel it.
    AttritionWhileThere { amount: u8, planet: Cow<'static, str> },
    /// "Target's power and forfeit = 0. When target reaches Utinni Effect, target draws one
    /// destiny. Utinni Effect canceled if destiny > 2. Otherwise, draw again next move phase,
    /// etc." (`over`: the destiny that cancels it must be over this).
    ZeroedUntilDestiny { over: u8 },
    /// "When reached by target: Retrieve X Force, where X = twice the number of passengers.
    /// Relocate Utinni Effect to Hoth system. Your total power is +2 in battles at Hoth sites"
    /// (`per_passenger`: Force retrieved for each passenger aboard the target; `to`: the system the
    /// Effect goes to; `power`: what its player's total power is then in battles at that planet's
    /// sites).
    Evacuates { per_passenger: u8, to: Cow<'static, str>, power: u8 },
    /// "Upon reaching, target takes mask": reached, the Effect goes on its target and stays there
    /// (what it then adds to the card is its `DeviceAdds`, `devices.rs`).
    TakenOnReach,
    /// "When target reaches Utinni Effect, 'steal' plans. If target then moves to any Yavin 4
    /// site, draw 3 destiny. Retrieve that much lost Force. Lose Utinni Effect": reached, it goes
    /// on its target as [`Targeted::TakenOnReach`]; once that card is at a site of `planet`, its
    /// player draws `destinies` destiny, retrieves their total and loses the Effect.
    StolenToRetrieve { planet: Cow<'static, str>, destinies: u8 },
    /// Nothing the pool can feel until the target reaches it (They're On Dantooine: "Opponent may
    /// not play Commence Primary Ignition until target reaches Dantooine", inert with no Epic
    /// Event in these decks); reached, the Effect is canceled as any is.
    AwaitsReach,
    /// "When target reaches Utinni Effect, draw destiny. Release that many captives from the
    /// Detention Block Corridor. Lose Utinni Effect" (Cell 2187; `prison`: the site's title;
    /// `captives.rs` `release_from`).
    ReleasesCaptives { prison: Cow<'static, str> },
    /// "X = parsec distance between the two systems. When target reaches Kessel, opponent draws
    /// destiny. If = 0, starship lost. Otherwise, by returning to first system, 'retrieve' X Lost
    /// Force": a run of two legs (`runs.rs`). Targeted, the system its target is at is the first
    /// ([`Targeting::from`]) and X its parsec distance from the Effect's ([`Targeting::x`]); the
    /// target reaching the Effect aboard a starship, the opponent draws destiny and the starship
    /// is lost on `lost_on`; back at a system of the first one's title, the Effect's player
    /// retrieves X and loses it.
    ParsecRun { lost_on: u8 },
    /// "Until then, during all battles at same and adjacent sites to Mig, opponent's total power
    /// is -1" (`amount`; `fugitives.rs`): until the target reaches (cancels) the Effect.
    OpponentPowerLessNear { amount: u8 },
    /// "Target one captive and one trooper to escort captive. When targets reach Utinni Effect,
    /// retrieve Force equal to captive's forfeit (captive and Utinni Effect lost). If trooper lost
    /// en route, captive released" (Spice Mines Of Kessel; `captives.rs` `deliver`): the target is
    /// one of its player's troopers escorting a captive, that captive the second target
    /// ([`Targeting::captive`]).
    DeliversCaptive,
}

/// The Utinni Effect `effect`, on the table, targets `target`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Targeting {
    pub effect: CardId,
    pub target: CardId,
    /// The target is at the Effect's location and has drawn its destiny for reaching it (Lateral
    /// Damage); false again once it is elsewhere.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reached: bool,
    /// Its destiny was drawn in the move phase under way (Lateral Damage: once each move phase).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub drew: bool,
    /// Kessel Run: the system its target was at when targeted (the run's first system).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<CardId>,
    /// Kessel Run: "X = parsec distance between the two systems", fixed as it targets.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub x: u8,
    /// Spice Mines Of Kessel: the captive its target escorts, targeted with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub captive: Option<CardId>,
}

/// Whether a count is nothing (left out of a save).
fn is_zero(n: &u8) -> bool {
    *n == 0
}
