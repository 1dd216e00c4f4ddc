//! A battle under way, as the state holds it (research §3 "Battle"): its location and initiator,
//! the segment it is in, the destinies drawn, and what cards' texts added to it or did in it.

use crate::engine::CardId;
use crate::rules::swccg::model::def::Side;
use serde::{Deserialize, Serialize};

/// One destiny drawn: the card revealed from the top of the Reserve Deck (none when it was empty)
/// and its destiny number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draw {
    pub card: Option<CardId>,
    pub value: u8,
}

/// A battle under way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub location: CardId,
    pub initiator: Side,
    pub step: BattleStep,
    /// Whose turn it is in the weapons segment.
    pub to_act: Side,
    /// Consecutive passes in the weapons segment.
    pub passes: u8,
    /// Battle destinies added by interrupts (Lone Pilot, Full Throttle), by side.
    pub added_destiny: [u8; 2],
    /// Total power added by interrupts, by side.
    pub added_power: [u8; 2],
    /// Battle destinies drawn, by side.
    pub destiny: [Vec<Draw>; 2],
    /// "Once during battle": a redraw used, by side (Han Solo).
    pub redrawn: [bool; 2],
    /// Power plus destiny, by side, once the power segment is over.
    pub totals: [u16; 2],
    pub winner: Option<Side>,
    /// The attrition against each side: the opponent's total battle destiny.
    pub against: [u16; 2],
    /// In the damage segment: attrition each side has still to satisfy by forfeiting.
    pub attrition: [u16; 2],
    /// In the damage segment: battle damage the loser has still to satisfy.
    pub damage: [u16; 2],
    /// Cards a weapon hit "and its forfeit = 0" (Vader's Lightsaber; Han's Heavy Blaster Pistol
    /// fired by Han): their forfeit is 0 for the rest of the battle.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forfeit_zero: Vec<CardId>,
    /// Interrupts that doubled power in this battle ("all other Imperials there … at double
    /// power"): each with the card that made it (the Dark Jedi present), not doubled itself.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub doubled: Vec<[CardId; 2]>,
    /// Interrupts that multiplied the battle damage of this battle ("triple the resulting battle
    /// damage for the eventual loser").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub damage_times: Vec<DamageTimes>,
    /// Characters that make a 'charge' (Trooper Charge): power added for this battle; each must
    /// be forfeited at its end.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub charged: Vec<Charged>,
    /// "Once per battle may cancel one opponent's destiny just drawn": used, by side (Tarkin).
    #[serde(default, skip_serializing_if = "neither")]
    pub cancelled: [bool; 2],
    /// Each side's respond window of the damage segment was offered (`responses.rs`: once a
    /// battle).
    #[serde(default, skip_serializing_if = "neither")]
    pub responded: [bool; 2],
    /// The Force each side lost to this battle's damage (It's Worse: "If opponent just lost Force
    /// from a battle").
    #[serde(default, skip_serializing_if = "none_lost")]
    pub force_lost: [u16; 2],
    /// Interrupts' "Add X to one weapon destiny … when targeting a combat vehicle" (Lucky Shot,
    /// Direct Hit) waiting for their player's next such shot in this battle.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub weapon_plus: Vec<WeaponPlus>,
    /// Cards excluded from this battle ("all characters of ability > 2 and all leaders … are
    /// excluded from that battle"): at its location, but not taking part (`battle.rs`
    /// `participants`, `total_power`, `destiny_ability`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excluded: Vec<CardId>,
    /// Droids a weapon was re-targeted to (This Is All Your Fault): each with the forfeit of the
    /// original target, its forfeit for the rest of the battle once it is 'hit' (`stats.rs`
    /// `forfeit`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forfeit_as: Vec<(CardId, u8)>,
    /// Cards whose "when a battle was just initiated" text was used in this battle (Obi-Wan's
    /// Cape).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub used: Vec<CardId>,
    /// Targets of You Have Failed Me For The Last Time, each with the card: lost once the power
    /// segment is over unless the target's side won.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub doomed: Vec<[CardId; 2]>,
    /// The ability each side used to raise its total power (K'lor'slug: "Ability used in this way
    /// cannot also be used to draw destiny"; `ability_power.rs`).
    #[serde(default, skip_serializing_if = "none_spent")]
    pub ability_spent: [u8; 2],
    /// What each side's total power and the attrition it makes lose (Dark Dissension: "Subtract
    /// that amount from opponent's attrition and total power (cannot fall below zero)").
    #[serde(default, skip_serializing_if = "none_lost")]
    pub cut: [u16; 2],
    /// What Interrupts of this battle added to its battle destiny and power (Lone Pilot, Dark
    /// Collaboration): each card, its side, the destiny and the power, taken back when the
    /// Interrupt is cancelled (Dark Dissension: "Cancel Dark Collaboration or Lone Pilot").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub added_by: Vec<AddedBy>,
}

/// An Interrupt's addition to a battle: its card, the side it added for, battle destiny, power.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AddedBy {
    pub card: CardId,
    pub side: Side,
    pub destiny: u8,
    pub power: u8,
}

/// Neither side spent ability (saves leave the pair out).
fn none_spent(n: &[u8; 2]) -> bool {
    *n == [0, 0]
}

/// Neither side's flag is set (saves leave such a pair out).
fn none_lost(n: &[u16; 2]) -> bool {
    *n == [0, 0]
}

fn neither(flags: &[bool; 2]) -> bool {
    !flags[0] && !flags[1]
}

/// A character making a 'charge' in the battle under way, and the power it adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Charged {
    pub card: CardId,
    pub power: u8,
}

/// A battle damage multiplier an interrupt set: the card, whose damage it multiplies (the
/// eventual loser's, either side, when `None`), by how much, and whether a "Triple the result of
/// …" raised it already.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageTimes {
    pub card: CardId,
    pub against: Option<Side>,
    pub times: u8,
    #[serde(default)]
    pub raised: bool,
}

/// An interrupt's weapon destiny addition waiting for its shot: the card, and X.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeaponPlus {
    pub card: CardId,
    pub amount: u8,
}

impl Battle {
    pub fn new(location: CardId, initiator: Side) -> Battle {
        Battle {
            location,
            initiator,
            step: BattleStep::Weapons,
            to_act: initiator,
            passes: 0,
            added_destiny: [0; 2],
            added_power: [0; 2],
            destiny: [Vec::new(), Vec::new()],
            redrawn: [false; 2],
            totals: [0; 2],
            winner: None,
            against: [0; 2],
            attrition: [0; 2],
            damage: [0; 2],
            forfeit_zero: Vec::new(),
            doubled: Vec::new(),
            damage_times: Vec::new(),
            charged: Vec::new(),
            cancelled: [false; 2],
            responded: [false; 2],
            force_lost: [0; 2],
            weapon_plus: Vec::new(),
            excluded: Vec::new(),
            forfeit_as: Vec::new(),
            used: Vec::new(),
            doomed: Vec::new(),
            ability_spent: [0; 2],
            cut: [0; 2],
            added_by: Vec::new(),
        }
    }

    pub fn defender(&self) -> Side {
        self.initiator.opponent()
    }
}

/// The segments of a battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BattleStep {
    /// Weapons fire and interrupts, the initiator first, until both pass.
    Weapons,
    /// Battle destinies are drawn and the totals compared.
    Power,
    /// Attrition and battle damage are satisfied.
    Damage,
}

/// What a destiny was drawn for (a redraw replaces it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DestinyFor {
    Battle,
    Weapon,
    /// "Both sides add one destiny to power only" (Sunsdown, Nightfall).
    Power,
}
