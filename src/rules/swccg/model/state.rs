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
    /// Interrupts are played in the control phase too (`interrupts::window_open`), and a control
    /// phase where one is playable waits for its player (schema 4 on). Positions of schemas 1 to
    /// 3 (read without it) keep the control phase closed, so that their saved moves replay as
    /// they were made.
    #[serde(default, skip_serializing_if = "is_false")]
    pub control_interrupts: bool,
    /// A location deployed on the opponent's of the same title converts it (`conversion.rs`;
    /// schema 4 on). Positions of schemas 1 to 3 (read without it) refuse it as before
    /// ("Unique"), so that their saved moves replay as they were made.
    #[serde(default, skip_serializing_if = "is_false")]
    pub conversions: bool,
    /// Until the end of the turn: the interrupts that blocked their opponent's movement (Full
    /// Scale Alert; `movement::movement_blocked`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub blocking: Vec<CardId>,
    /// This turn: a shuttle vehicle once for each character it let shuttle for free
    /// ([`Ability::ShuttlesFree`](crate::rules::swccg::Ability::ShuttlesFree)).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shuttled: Vec<CardId>,
    /// Cards whose "peek at top three cards of your Reserve Deck" was used this turn (R2-Q2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub peeked: Vec<CardId>,
    /// Converted locations (`conversion.rs`): each `[top, under]`, the covered card in no other
    /// place.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub converted: Vec<[CardId; 2]>,
    /// Locations whose "once per turn … raise a converted … to the top" was used this turn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub raised: Vec<CardId>,
    /// Until the end of the turn: cards a responding Interrupt keeps from moving (and battling)
    /// (Rebel Barrier; `responses.rs`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub held: Vec<Held>,
    /// Deploys for free a turn gives (It Can Wait: "On opponent's next turn, that card (or one
    /// card of same title) may deploy for free"); each used once.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub free_deploys: Vec<FreeDeploy>,
}

/// A card that may not move (nor battle, `battle`) for the rest of the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Held {
    pub card: CardId,
    pub battle: bool,
    /// The Interrupt that holds it (cancelling it frees the card: Dark Collaboration).
    pub source: CardId,
}

/// In turn `turn`, one card of `side`'s titled `title` may deploy for free.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FreeDeploy {
    pub side: Side,
    pub title: String,
    pub turn: u32,
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
    /// On a side of the table, at no location: an Effect "deploy\[ed\] on opponent's side of
    /// table" (Logistical Delay) is on that side's.
    Side(Side),
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
    /// Ionized by an ion cannon: its armor or maneuver and its hyperspeed are 0 while it stays
    /// on the table.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ionized: bool,
}

impl CardState {
    pub fn new(def: DefId, owner: Side) -> CardState {
        CardState { def, owner, at: None, moved: false, hit: false, fired: 0, stranded: false, ionized: false }
    }

    /// Leaving the table: no place, no marks.
    pub(crate) fn leave_table(&mut self) {
        self.at = None;
        self.moved = false;
        self.hit = false;
        self.fired = 0;
        self.stranded = false;
        self.ionized = false;
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
    /// Cards placed out of play (Out Of Commission; "placed out of play if Ozzel"): out of the game
    /// for good.
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
    /// `card`'s text makes `chooser` lose one of `cards`, its choice (Collision!: "opponent must
    /// lose one of them").
    LoseOne { chooser: Side, card: CardId, cards: Vec<CardId> },
    /// `card`'s text shows `chooser` the hidden cards `shown` (the opponent's hand, a Reserve
    /// Deck searched; none for a pile both see), and `chooser` may pick up to `left` more of
    /// `cards` to go `to`, one at a time; passing ends it (`piles.rs`). `shuffle`: whose Reserve
    /// Deck is reshuffled once it ends.
    Pick {
        chooser: Side,
        card: CardId,
        shown: Vec<CardId>,
        cards: Vec<CardId>,
        left: u8,
        to: PickTo,
        shuffle: Option<Side>,
    },
    /// The respond window (`responses.rs`): `chooser` may play an Interrupt answering what just
    /// happened (`to`), or pass.
    Respond { chooser: Side, to: Moment },
}

/// What just happened, that an Interrupt of the respond window answers (`responses.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Moment {
    /// The opponent just deployed `card` (with `rider` aboard it).
    Deployed { card: CardId, rider: Option<CardId> },
    /// The opponent just initiated a Force drain of `amount` at `location` (after the react
    /// window): the loss follows once the window closes.
    Drain { location: CardId, amount: u16 },
    /// Both players just drew their battle destinies.
    Destinies,
    /// The damage segment of a battle the chooser lost, with no cards left it can forfeit.
    NoForfeits,
    /// A battle just finished at `location`.
    BattleFinished { location: CardId },
    /// The opponent just lost Force to a battle's damage.
    LostForce,
    /// The opponent just played the Interrupt `card` (in a respond window).
    Played { card: CardId },
}

/// Where a card picked in a [`Prompt::Pick`] goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PickTo {
    /// The top of its owner's Used Pile ("retrieve"; "move … to opponent's Used Pile").
    UsedPile,
    /// The chooser's hand ("take … into your hand").
    Hand,
    /// Deployed for free from the chooser's hand (an `Action::Deploy` of no Force); those left
    /// when it passes are lost (Panic: "deploy anywhere (for free) … Any others are lost").
    Deploy,
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
            | Prompt::Respond { chooser, .. }
            | Prompt::LoseOne { chooser, .. } => *chooser,
            Prompt::Pick { chooser, .. } => *chooser,
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
    /// `side` may answer what just happened (`to`) with an Interrupt: the respond window opens
    /// if it has one to play (`responses.rs`).
    Respond { side: Side, to: Moment },
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
            converted: Vec::new(),
            raised: Vec::new(),
            boosts: Vec::new(),
            left: Vec::new(),
            returns_wait: true,
            control_interrupts: true,
            conversions: true,
            blocking: Vec::new(),
            shuttled: Vec::new(),
            held: Vec::new(),
            free_deploys: Vec::new(),
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
                At::Side(_) => return None,
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
