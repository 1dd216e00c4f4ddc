//! The state of a Star Wars CCG table: plain data, cards by id, where each card is as an edge
//! (at a location, aboard a starship or vehicle in a slot, or deployed on a card), the RNG
//! inside (DESIGN.md invariant 5). Piloted, landed, present, power and control are derived from
//! it, never stored.

use crate::cards::swccg::DefId;
use crate::engine::Table;
use crate::engine::{CardId, Message, Rng};
use crate::rules::swccg::model::def::{CardDef, Side};
use crate::rules::swccg::model::example::Example;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// A name for the position (a scenario's title; empty for a match).
    pub title: String,
    /// Every card in the game; a [`CardId`] indexes this table.
    pub cards: Vec<CardState>,
    /// Dark Side first, then Light Side ([`Side::idx`]).
    pub players: [PlayerState; 2],
    /// The locations on the table, in table order: each planet's system, then its sites.
    pub locations: Vec<CardId>,
    pub active: Side,
    pub phase: Phase,
    /// Turns so far, counting from 1: the Dark Side's first turn is 1.
    pub turn: u32,
    /// A choice in the middle of an effect; while it is pending only its answers are legal.
    pub prompt: Option<Prompt>,
    /// Work of an effect still to do, the next step last.
    pub pending: Vec<Step>,
    pub battle: Option<Battle>,
    pub outcome: Option<Outcome>,
    /// For scenario positions: the scenario is complete when this phase ends.
    pub ends_after: Option<Phase>,
    /// The scenario this position plays, if any.
    pub example: Option<Example>,
    pub rng: Rng,
    /// Locations Force drained at this turn.
    pub drained: Vec<CardId>,
    /// Locations battled at this turn.
    pub battled: Vec<CardId>,
    /// Until the end of the turn: what Maneuvers interrupts added to starfighters.
    pub boosts: Vec<Boost>,
    /// Places cards left by unlimited moves this phase (each once): a move back to one is listed
    /// after every other action, and the computer player does not make it (`vehicles::is_return`).
    pub left: Vec<(CardId, At)>,
    /// [V5] "free and unlimited": a phase whose only actions left are returns (a move back to a
    /// place of `left`) waits for its player to pass, as any phase with a choice does (schema 3
    /// on). Positions of schema 1 and 2 (read without it) let such a phase go by itself, and keep
    /// doing so, so that their saved moves replay as they were made.
    #[serde(default)]
    pub returns_wait: bool,
    /// This turn: a shuttle vehicle once for each character it let shuttle for free
    /// ([`Ability::ShuttlesFree`](crate::rules::swccg::Ability::ShuttlesFree)).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shuttled: Vec<CardId>,
    /// Cards whose "peek at top three cards of your Reserve Deck" was used this turn (R2-Q2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub peeked: Vec<CardId>,
}

/// Where a card on the table is. A card not on the table is in one of its owner's piles or hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum At {
    /// At a location, on its own (a character present, a starship at a system or landed at a
    /// site, a vehicle at a site).
    Location(CardId),
    /// Aboard a starship or vehicle, in one of its capacity slots ([V2], [O1]).
    Aboard { host: CardId, slot: Slot },
    /// Deployed on a card: an Effect on a character, a weapon on a starship or vehicle.
    On(CardId),
}

/// What a card aboard a starship or vehicle is there ([O1], [V6]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Slot {
    /// Piloting (a pilot slot, or a pilot-or-passenger slot taken as pilot) [O4].
    Pilot,
    /// A passenger [O6] (gunners are passengers [O7]).
    Passenger,
    /// Driving a transport vehicle [O5].
    Driver,
    /// An astromech slot.
    Astromech,
    /// A starfighter or vehicle in a capital starship's hold [V6].
    Cargo,
}

impl Slot {
    pub const ALL: [Slot; 5] = [Slot::Pilot, Slot::Passenger, Slot::Driver, Slot::Astromech, Slot::Cargo];

    pub fn say(self) -> Message {
        Message::new(match self {
            Slot::Pilot => "swccg-slot-pilot",
            Slot::Passenger => "swccg-slot-passenger",
            Slot::Driver => "swccg-slot-driver",
            Slot::Astromech => "swccg-slot-astromech",
            Slot::Cargo => "swccg-slot-cargo",
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardState {
    pub def: DefId,
    pub owner: Side,
    /// Set while the card is on the table (locations excepted: they are in `State::locations`).
    pub at: Option<At>,
    /// Made its regular move this turn.
    pub moved: bool,
    /// Hit by a weapon in the battle under way.
    pub hit: bool,
    /// A weapon: times it fired in the battle under way.
    pub fired: u8,
    /// A starship at a system left without a pilot by a loss (it may stay there, empty).
    pub stranded: bool,
}

impl CardState {
    pub fn new(def: DefId, owner: Side) -> CardState {
        CardState { def, owner, at: None, moved: false, hit: false, fired: 0, stranded: false }
    }

    /// Leaving the table: no place, no marks.
    pub(crate) fn leave_table(&mut self) {
        self.at = None;
        self.moved = false;
        self.hit = false;
        self.fired = 0;
        self.stranded = false;
    }
}

/// One player's cards off the table. Piles list their cards bottom first (the top card last).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    pub hand: Vec<CardId>,
    pub reserve: Vec<CardId>,
    pub force_pile: Vec<CardId>,
    pub used_pile: Vec<CardId>,
    pub lost_pile: Vec<CardId>,
    /// This player's cards on the table (not locations), in the order they arrived.
    pub table: Vec<CardId>,
    /// Cards placed out of play ("placed out of play if Ozzel"): out of the game for good.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub out_of_play: Vec<CardId>,
}

impl PlayerState {
    /// Life Force: Reserve Deck + Force Pile + Used Pile.
    pub fn life_force(&self) -> usize {
        self.reserve.len() + self.force_pile.len() + self.used_pile.len()
    }
}

/// The phases of a turn, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Phase {
    Activate,
    Control,
    Deploy,
    Battle,
    Move,
    Draw,
}

impl Phase {
    pub const ALL: [Phase; 6] =
        [Phase::Activate, Phase::Control, Phase::Deploy, Phase::Battle, Phase::Move, Phase::Draw];

    pub fn next(self) -> Option<Phase> {
        match self {
            Phase::Activate => Some(Phase::Control),
            Phase::Control => Some(Phase::Deploy),
            Phase::Deploy => Some(Phase::Battle),
            Phase::Battle => Some(Phase::Move),
            Phase::Move => Some(Phase::Draw),
            Phase::Draw => None,
        }
    }

    pub fn say(self) -> Message {
        Message::new(match self {
            Phase::Activate => "swccg-phase-activate",
            Phase::Control => "swccg-phase-control",
            Phase::Deploy => "swccg-phase-deploy",
            Phase::Battle => "swccg-phase-battle",
            Phase::Move => "swccg-phase-move",
            Phase::Draw => "swccg-phase-draw",
        })
    }
}

/// A Maneuvers interrupt's additions to a starfighter until the end of the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Boost {
    pub card: CardId,
    pub source: CardId,
    pub maneuver: u8,
    pub power: u8,
    pub hyperspeed: u8,
    /// "Add 1 to weapon destiny draws of any starfighter for remainder of this turn".
    #[serde(default, skip_serializing_if = "is_zero")]
    pub weapon_destiny: u8,
    /// "Decrease the maneuver of an opponent's starfighter by 1 for remainder of this turn".
    #[serde(default, skip_serializing_if = "is_zero")]
    pub less_maneuver: u8,
    /// "… are immune to attrition and cannot be targeted by weapons" (Attack Pattern Delta).
    #[serde(default, skip_serializing_if = "is_false")]
    pub shielded: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

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
    /// Cards excluded from this battle ("all characters of ability > 2 and all leaders … are
    /// excluded from that battle"): at its location, but not taking part (`battle.rs`
    /// `participants`, `total_power`, `destiny_ability`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excluded: Vec<CardId>,
    /// Cards whose "when a battle was just initiated" text was used in this battle (Obi-Wan's
    /// Cape).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub used: Vec<CardId>,
    /// Targets of You Have Failed Me For The Last Time, each with the card: lost once the power
    /// segment is over unless the target's side won.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub doomed: Vec<[CardId; 2]>,
}

/// Neither side's flag is set (saves leave such a pair out).
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
            excluded: Vec::new(),
            used: Vec::new(),
            doomed: Vec::new(),
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

/// A choice in the middle of an effect (DESIGN.md invariant 4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Prompt {
    /// `chooser` must lose `amount` more Force, one card at a time: from hand, or from the top of
    /// the Reserve Deck, Force Pile or Used Pile.
    LoseForce { chooser: Side, amount: u16 },
    /// The damage segment: `chooser` forfeits cards in the battle (attrition, then battle
    /// damage) or loses Force (battle damage only).
    Damage { chooser: Side },
    /// `chooser` just drew a destiny in a battle and `card` (Han Solo) may cancel and redraw it.
    Redraw { chooser: Side, card: CardId, purpose: DestinyFor },
    /// The opponent of `chooser` drew a destiny of `value`, and `card` (R2-D2, at a Scomp link;
    /// Tarkin, cancelling it) lets `chooser` take `gain`, or not.
    DestinyGain { chooser: Side, card: CardId, value: u8, gain: Gain },
    /// The react window (research §3 "Battle": "The defender may react right after the battle
    /// starts"; a Force drain likewise): `chooser`, whose opponent just initiated a battle or a
    /// Force drain at `location`, may make one 'react' (`reacts.rs`) or pass. `drain`: the Force
    /// the drain makes it lose once the window closes (none for a battle).
    React { chooser: Side, location: CardId, drain: Option<u16> },
    /// `patient` was just hit where `card` (Dr. Evazan) is present: `chooser` may 'operate' (it
    /// is lost), or not.
    Operate { chooser: Side, card: CardId, patient: CardId },
    /// `card`'s text shows `chooser` these hidden cards (R2-Q2: the top of its Reserve Deck;
    /// Conquest: the opponent's hand, `hand`) until it passes.
    Peek { chooser: Side, card: CardId, cards: Vec<CardId>, hand: bool },
    /// A battle was just initiated at the system where `card` (Chief Bast) is aboard a starship:
    /// `chooser` may 'evacuate' it and another of its characters there to a related site.
    Evacuate { chooser: Side, card: CardId },
    /// `card` (Friendly Fire) makes one of `chooser`'s cards `among` lost, `chooser`'s choice.
    ChooseLost { chooser: Side, card: CardId, among: Vec<CardId> },
}

/// What a card's text gives its player when the opponent draws destiny (R2-D2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Gain {
    /// "you may activate one Force".
    Activate,
    /// "you may draw top card from Reserve Deck".
    Draw,
    /// "may cancel one opponent's destiny just drawn" (Grand Moff Tarkin).
    Cancel,
}

impl Prompt {
    pub fn chooser(&self) -> Side {
        match self {
            Prompt::LoseForce { chooser, .. }
            | Prompt::Damage { chooser }
            | Prompt::Redraw { chooser, .. }
            | Prompt::DestinyGain { chooser, .. }
            | Prompt::React { chooser, .. }
            | Prompt::Operate { chooser, .. }
            | Prompt::Peek { chooser, .. }
            | Prompt::Evacuate { chooser, .. }
            | Prompt::ChooseLost { chooser, .. } => *chooser,
        }
    }
}

/// One piece of work left in resolving an effect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Draw battle destinies for `side`: `left` more.
    BattleDestiny { side: Side, left: u8 },
    /// The power segment is over: totals, the winner, attrition and battle damage.
    ResolvePower,
    /// The damage segment for `side`.
    Damage { side: Side },
    /// The battle ends: hit cards still on the table are lost.
    EndBattle,
    /// `weapon` fired at `target`: its last destiny drew `draw`, the ones before it (a weapon
    /// that draws two) `earlier`, and its text and gunners add `plus`.
    ResolveShot {
        weapon: CardId,
        target: CardId,
        draw: u8,
        plus: i8,
        #[serde(default)]
        earlier: u8,
    },
    /// `side` drew a destiny of `value` (the card `drawn`): the opponent's cards that answer it
    /// (R2-D2, Tarkin) offer their gain.
    /// A battle was just initiated: the cards that may 'evacuate' from it (Chief Bast) offer it.
    OfferEvacuation,
    OpponentDrewDestiny {
        side: Side,
        value: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        drawn: Option<CardId>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// A scenario position played to its end.
    ScenarioComplete,
    /// The other side's Life Force is gone.
    Won(Side),
}

crate::table!(state: State, card: CardState, def: CardDef, player: PlayerState, by: Side);

impl State {
    /// An empty table named `title`: no cards, the Dark Side active in `phase` of turn 1, the RNG
    /// seeded with `seed`.
    pub fn empty(title: String, phase: Phase, seed: u64) -> State {
        State {
            title,
            cards: Vec::new(),
            players: [PlayerState::default(), PlayerState::default()],
            locations: Vec::new(),
            active: Side::Dark,
            phase,
            turn: 1,
            prompt: None,
            pending: Vec::new(),
            battle: None,
            outcome: None,
            ends_after: None,
            example: None,
            rng: Rng::seeded(seed),
            drained: Vec::new(),
            battled: Vec::new(),
            peeked: Vec::new(),
            boosts: Vec::new(),
            left: Vec::new(),
            returns_wait: true,
            shuttled: Vec::new(),
        }
    }

    /// Adds a card owned by `owner` (in no place yet) and returns its id.
    pub fn add_card(&mut self, def: DefId, owner: Side) -> CardId {
        let id = CardId(self.cards.len() as u16);
        self.cards.push(CardState::new(def, owner));
        id
    }

    pub fn owner(&self, id: CardId) -> Side {
        self.card(id).owner
    }

    /// The side that must act now: the prompt's chooser, the side whose turn it is in a battle's
    /// weapons segment, else the active player.
    pub fn acting(&self) -> Side {
        if let Some(prompt) = &self.prompt {
            return prompt.chooser();
        }
        match &self.battle {
            Some(b) if b.step == BattleStep::Weapons => b.to_act,
            _ => self.active,
        }
    }

    /// A card on the table (a location or a card at one).
    pub fn on_table(&self, id: CardId) -> bool {
        self.card(id).at.is_some() || self.locations.contains(&id)
    }

    pub(crate) fn is_location(&self, id: CardId) -> bool {
        self.locations.contains(&id)
    }

    pub fn in_hand(&self, side: Side, id: CardId) -> bool {
        self.player(side).hand.contains(&id)
    }

    /// The cards aboard or on `host`, in the order they arrived.
    pub(crate) fn attached_to(&self, host: CardId) -> Vec<CardId> {
        // Only its owner's cards are ever aboard or on a card (validate.rs checks it).
        self.player(self.owner(host))
            .table
            .iter()
            .copied()
            .filter(|&c| matches!(self.card(c).at, Some(At::Aboard { host: h, .. } | At::On(h)) if h == host))
            .collect()
    }

    /// The cards aboard `host` with their slots.
    pub fn aboard(&self, host: CardId) -> Vec<(CardId, Slot)> {
        self.player(self.owner(host))
            .table
            .iter()
            .filter_map(|&c| match self.card(c).at {
                Some(At::Aboard { host: h, slot }) if h == host => Some((c, slot)),
                _ => None,
            })
            .collect()
    }

    /// The location a card on the table is at, through the starships and vehicles it is aboard.
    pub fn location_of(&self, card: CardId) -> Option<CardId> {
        if self.is_location(card) {
            return Some(card);
        }
        let mut current = card;
        for _ in 0..8 {
            match self.card(current).at? {
                At::Location(location) => return Some(location),
                // An Effect deployed on a location (Dark Waters) is at that location.
                At::On(host) if self.is_location(host) => return Some(host),
                At::Aboard { host, .. } | At::On(host) => current = host,
            }
        }
        None
    }

    /// `side`'s cards on the table at `location` (aboard included), in table order.
    pub(crate) fn cards_at(&self, side: Side, location: CardId) -> Vec<CardId> {
        self.player(side).table.iter().copied().filter(|&c| self.location_of(c) == Some(location)).collect()
    }

    /// `side`'s cards directly at `location` (not aboard or on anything).
    pub(crate) fn top_level_at(&self, side: Side, location: CardId) -> Vec<CardId> {
        self.player(side).table.iter().copied().filter(|&c| self.card(c).at == Some(At::Location(location))).collect()
    }
}

impl crate::engine::Say for Phase {
    fn say(&self) -> Message {
        Phase::say(*self)
    }
}
