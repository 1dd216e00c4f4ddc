//! Actions: everything a player can do, with every choice inside (DESIGN.md invariant 2): the
//! Force used, the destination, the slot a character takes aboard, the target.

use crate::engine::{CardId, Seat};
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::state::{Declared, Slot};
use serde::{Deserialize, Serialize};

/// Where a card goes: to a location, aboard a starship or vehicle in a slot, or on a card (an
/// Effect on a character, a weapon on a starship or vehicle).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dest {
    At(CardId),
    Aboard { host: CardId, slot: Slot },
    On(CardId),
}

impl Dest {
    /// The card the destination names (a location, a host).
    pub fn card(self) -> CardId {
        match self {
            Dest::At(c) | Dest::On(c) | Dest::Aboard { host: c, .. } => c,
        }
    }
}

/// The kinds of regular move: each card makes one a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Movement {
    /// A character or a piloted vehicle to a site within its landspeed.
    Landspeed,
    /// A piloted starship to another system within its hyperspeed ([S5]).
    Hyperspeed,
    /// A piloted starfighter from a system to a related exterior site ([S13]).
    Land,
    /// A piloted starfighter from an exterior site to its system ([S13]).
    TakeOff,
    /// A character or vehicle from a docking bay to another docking bay.
    Transit,
    /// A character or vehicle between an exterior site and a capital starship at its system.
    Shuttle,
    /// A character from one starship to another at the same system (ship-docking capability).
    Transfer,
    /// A character between a vehicle site and the site its vehicle is present at (`vehicle_sites.rs`).
    EnterExit,
}

impl Movement {
    pub const ALL: [Movement; 8] = [
        Movement::Landspeed,
        Movement::Hyperspeed,
        Movement::Land,
        Movement::TakeOff,
        Movement::Transit,
        Movement::Shuttle,
        Movement::Transfer,
        Movement::EnterExit,
    ];
}

/// How a card 'reacts' ([`Action::React`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ReactBy {
    /// A regular move of this kind, to the battle or Force drain location or away from it.
    Move(Movement),
    /// Deployed from hand.
    Deploy,
    /// Deployed from hand with `rider`, also from hand, aboard in `slot` ([S12], [V1]).
    DeployWith { rider: CardId, slot: Slot },
}

/// Where a card of lost Force comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    Hand(CardId),
    Reserve,
    ForcePile,
    UsedPile,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Activate phase: move `n` cards from the top of the Reserve Deck to the Force Pile.
    Activate { n: u8 },
    /// Control phase: Force drain at a location you control.
    ForceDrain { location: CardId },
    /// Deploy phase: a location from hand to its place on the table (free).
    DeployLocation { card: CardId },
    /// Deploy phase: `card` from hand to `to`, using `force`.
    Deploy { card: CardId, to: Dest, force: u8 },
    /// Deploy phase: an Effect from hand on the opponent's side of the table, using `force`.
    DeployOnSide { card: CardId, force: u8 },
    /// Deploy phase: a starship or vehicle to `to` with `rider` aboard it in `slot`, as one
    /// action for both costs ([S12], [V1]).
    DeployWith { card: CardId, to: Dest, rider: CardId, slot: Slot, force: u8 },
    /// Battle phase: initiate a battle at `location`, using 1 Force.
    Battle { location: CardId, force: u8 },
    /// Weapons segment: fire `weapon` at `target`, using `force`.
    Fire { weapon: CardId, target: CardId, force: u8 },
    /// Weapons segment: fire `weapon` at two `targets` at once, using `force` ("may target up to
    /// two characters or two creatures"; `artillery.rs`).
    FireAtTwo { weapon: CardId, targets: [CardId; 2], force: u8 },
    /// Play an interrupt from hand, on `target` when it names one.
    Interrupt { card: CardId, target: Option<CardId> },
    /// Play a USED or LOST interrupt from hand as LOST (its LOST numbers; to the Lost Pile).
    /// [`Action::Interrupt`] plays it as USED.
    InterruptAsLost { card: CardId, target: Option<CardId> },
    /// A regular move of `card` to `to`, using `force`.
    Move { card: CardId, how: Movement, to: Dest, force: u8 },
    /// Move phase, unlimited: aboard your starship or vehicle at the same location ([V2], [V5],
    /// [V6]).
    Embark { card: CardId, host: CardId, slot: Slot },
    /// Move phase, unlimited: off a starship or vehicle, to its location ([V2], [V5]).
    Disembark { card: CardId },
    /// Deploy or move phase: a character aboard takes another slot (pilot, passenger, driver)
    /// [O4], [O5].
    Seat { card: CardId, slot: Slot },
    /// Draw phase: the top card of the Force Pile into hand.
    Draw,
    /// Damage segment: forfeit this card.
    Forfeit { card: CardId },
    /// Losing Force: one card from hand, or from the top of a pile.
    Lose { from: Source },
    /// Losing Force: all that is still owed, one card after another from the top of one pile
    /// (the same as that many `Lose` from it, confirmed once).
    LoseAll { from: Source },
    /// The react window (`Prompt::React`): `card` 'reacts' to the battle or Force drain just
    /// initiated against its side, `by` a move or a deploy, to `to`, using `force`.
    React { card: CardId, by: ReactBy, to: Dest, force: u8 },
    /// Use the redraw the prompt offers.
    Redraw,
    /// Cancel the opponent's destiny just drawn, as the prompt offers (Tarkin).
    CancelDestiny,
    /// 'Operate' on the character the prompt names (Dr. Evazan): it is lost.
    Operate,
    /// Use `card`'s text to peek at the top of the Reserve Deck (R2-Q2).
    Peek { card: CardId },
    /// 'Evacuate' the prompt's card and `with` to the site `to` (Chief Bast).
    Evacuate { with: CardId, to: CardId },
    /// Lose `card` from the table, one of those the prompt names (Collision!).
    LoseCard { card: CardId },
    /// Deploy the squadron `card` from hand in place of starfighters at `location` (they go to the
    /// Used Pile).
    Replace { card: CardId, location: CardId },
    /// Use `card`'s text to take the card it names into hand from the Reserve Deck, which is
    /// reshuffled (DS-61-4).
    TakeIntoHand { card: CardId },
    /// Use the location `card`'s text to raise to the top what the converted `location` covers
    /// (none: all of the player's converted locations the text names). `conversion.rs`.
    Raise { card: CardId, location: Option<CardId> },
    /// Pick `card`, one of those the prompt offers, to go where it says (`Prompt::Pick`).
    Pick { card: CardId },
    /// Weapons segment: use `card`'s text (K'lor'slug) and `force` Force to raise its player's
    /// total power by `force`, spending that much ability present (`ability_power.rs`).
    RaisePower { card: CardId, force: u8 },
    /// Declare `option` for the 'sentry' Effect the prompt names (`Prompt::Declare`).
    Declare { option: Declared },
    /// Control phase: use the device `card`'s text (Magnetic Suction Tube) on the character
    /// `target` present with its vehicle: a destiny over its ability 'sucks it up' to `to`, an
    /// interior site of that vehicle, or (none) to its owner's Used Pile (`vehicle_sites.rs`).
    SuckUp { card: CardId, target: CardId, to: Option<CardId> },
    /// Any phase of the turn, outside a battle: transfer the character weapon `weapon` from its
    /// site to the weapon rack `rack` (Blaster Rack, `racks.rs`).
    RackWeapon { rack: CardId, weapon: CardId },
    /// Deploy phase: transfer `weapon` from its rack to the character `to`, using `force` (its
    /// deploy cost; `racks.rs`).
    TakeFromRack { weapon: CardId, to: CardId, force: u8 },
    /// The respond window on `card` just lost (`Moment::Lost`): stack it from its owner's Lost
    /// Pile on `on` (Crash Site Memorial; `stacks.rs`).
    Stack { card: CardId, on: CardId },
    /// Deploy phase: exchange `card` from hand with `stacked`, a card stacked on `on` (`stacks.rs`).
    ExchangeStacked { on: CardId, card: CardId, stacked: CardId },
    /// In its player's turn: use one of the opponent's Force by `card`'s text (Beggar), to pay with
    /// next (`opponents_force.rs`).
    UseOpponentsForce { card: CardId },
    /// At any time: stack the top card of one's Force Pile on the opponent's `on` (Commence
    /// Recharging; `stacks.rs`).
    StackForce { on: CardId },
    /// Deploy phase: bring `card`, stacked on `on`, to hand, using `force` (its deploy cost;
    /// Bacta Tank, `stacks.rs`).
    TakeStacked { on: CardId, card: CardId, force: u8 },
    /// Weapons segment: use `card`'s text (Obi-Wan's Cape) on the opponent's `target`, which
    /// moves away for free, or is lost.
    SendAway { card: CardId, target: CardId },
    /// 'Bluff Rules': place `card` from hand face down under `site` (`bluffs.rs`).
    Bluff { card: CardId, site: CardId },
    /// 'Bluff Rules' (`Prompt::CallBluff`): flip over the `nth` bluff card under `site` (first
    /// placed first; face down, it is named by its place only).
    FlipBluff { site: CardId, nth: u8 },
    /// Move phase: move the artillery weapon `weapon` to the site `to` with two of its player's
    /// `warriors` present with it, each making its landspeed move there, using `force` (their
    /// moves' and the text's additional Force; `artillery.rs`).
    Carry { weapon: CardId, to: CardId, warriors: [CardId; 2], force: u8 },
    /// Move the mobile system `system` to `parsec`, using `force` (`mobile_system.rs`).
    MoveSystem { system: CardId, parsec: u8, force: u8 },
    /// Deploy phase: transfer the device `card` for free to `to`, another card it may be on at the
    /// same site (Restraining Bolt; `devices.rs`).
    Transfer { card: CardId, to: CardId },
    /// Control phase: use the device `card`'s text (Caller) to steal the opponent's `target`.
    Steal { card: CardId, target: CardId },
    /// The respond window on a battle just finished: use the Tractor Beam `card` on the opponent's
    /// starship `target` (`tractor_beams.rs`).
    TractorBeam { card: CardId, target: CardId },
    /// End the phase or the segment, or decline what the prompt offers.
    Pass,
    /// In its player's turn: use `card`'s text (Tamizander Rey) to make the character `target`
    /// immune to the Effect it names for the rest of the turn (`protection.rs`).
    Immunize { card: CardId, target: CardId },
}

impl Action {
    /// Every card the action names: `check` refuses an action that names a card the game does
    /// not have before it looks at anything else.
    pub fn cards(&self) -> Vec<CardId> {
        let dest = |d: Dest| d.card();
        match *self {
            Action::Activate { .. }
            | Action::Draw
            | Action::Redraw
            | Action::CancelDestiny
            | Action::Operate
            | Action::Declare { .. }
            | Action::Pass => Vec::new(),
            Action::ForceDrain { location } | Action::Battle { location, .. } => vec![location],
            Action::Replace { card, location } => vec![card, location],
            Action::Bluff { card, site } => vec![card, site],
            Action::FlipBluff { site, .. } => vec![site],
            Action::MoveSystem { system, .. } => vec![system],
            Action::Carry { weapon, to, warriors: [a, b], .. } => vec![weapon, to, a, b],
            Action::Evacuate { with, to } => vec![with, to],
            Action::SuckUp { card, target, to } => [card, target].into_iter().chain(to).collect(),
            Action::RackWeapon { rack, weapon } => vec![rack, weapon],
            Action::TakeFromRack { weapon, to, .. } => vec![weapon, to],
            Action::Stack { card, on } => vec![card, on],
            Action::TractorBeam { card, target } | Action::Immunize { card, target } => vec![card, target],
            Action::ExchangeStacked { on, card, stacked } => vec![on, card, stacked],
            Action::TakeStacked { on, card, .. } => vec![on, card],
            Action::UseOpponentsForce { card } => vec![card],
            Action::StackForce { on } => vec![on],
            Action::Raise { card, location } => std::iter::once(card).chain(location).collect(),
            Action::DeployLocation { card } | Action::Disembark { card } | Action::Seat { card, .. } => vec![card],
            Action::Forfeit { card }
            | Action::DeployOnSide { card, .. }
            | Action::TakeIntoHand { card }
            | Action::Peek { card }
            | Action::Pick { card }
            | Action::LoseCard { card }
            | Action::RaisePower { card, .. } => vec![card],
            Action::Deploy { card, to, .. } | Action::Move { card, to, .. } => vec![card, dest(to)],
            Action::DeployWith { card, to, rider, .. }
            | Action::React { card, to, by: ReactBy::DeployWith { rider, .. }, .. } => vec![card, dest(to), rider],
            Action::React { card, to, .. } => vec![card, dest(to)],
            Action::Fire { weapon, target, .. } => vec![weapon, target],
            Action::FireAtTwo { weapon, targets: [a, b], .. } => vec![weapon, a, b],
            Action::Interrupt { card, target } | Action::InterruptAsLost { card, target } => {
                std::iter::once(card).chain(target).collect()
            }
            Action::SendAway { card, target } => vec![card, target],
            Action::Transfer { card, to } | Action::Steal { card, target: to } => vec![card, to],
            Action::Embark { card, host, .. } => vec![card, host],
            Action::Lose { from: Source::Hand(card) } => vec![card],
            Action::Lose { .. } | Action::LoseAll { .. } => Vec::new(),
        }
    }

    /// The Force the action uses, if it names it.
    pub fn force(&self) -> Option<u8> {
        match *self {
            Action::Deploy { force, .. }
            | Action::DeployOnSide { force, .. }
            | Action::DeployWith { force, .. }
            | Action::Battle { force, .. }
            | Action::Fire { force, .. }
            | Action::FireAtTwo { force, .. }
            | Action::Move { force, .. }
            | Action::MoveSystem { force, .. }
            | Action::Carry { force, .. }
            | Action::RaisePower { force, .. }
            | Action::React { force, .. }
            | Action::TakeFromRack { force, .. }
            | Action::TakeStacked { force, .. } => Some(force),
            _ => None,
        }
    }

    /// The card the player moves, for drag and drop. Deploying a starship or vehicle with a rider
    /// is chosen from the list, not dragged: a starfighter dragged onto a system on its own is a
    /// drop the engine refuses ([S12]), not one it completes with a pilot of its choosing.
    pub fn source(&self) -> Option<CardId> {
        match *self {
            Action::DeployLocation { card }
            | Action::Replace { card, .. }
            | Action::Deploy { card, .. }
            | Action::DeployOnSide { card, .. }
            | Action::Move { card, .. }
            | Action::React { card, by: ReactBy::Move(_) | ReactBy::Deploy, .. }
            | Action::Embark { card, .. }
            | Action::Disembark { card }
            | Action::Interrupt { card, .. }
            | Action::InterruptAsLost { card, .. } => Some(card),
            Action::Fire { weapon, .. } | Action::FireAtTwo { weapon, .. } => Some(weapon),
            _ => None,
        }
    }
}

/// The Dark Side sits first.
pub(crate) fn seat(side: Side) -> Seat {
    Seat(side.idx() as u8)
}

pub(crate) fn side_of(seat: Seat) -> Option<Side> {
    match seat.0 {
        0 => Some(Side::Dark),
        1 => Some(Side::Light),
        _ => None,
    }
}
