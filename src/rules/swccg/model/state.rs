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

// The battle record and the prompts are the state's too; they have files of their own.
pub use crate::rules::swccg::model::battle_state::Battle;
pub(crate) use crate::rules::swccg::model::battle_state::{
    AddedBy, BattleStep, Charged, DamageTimes, DestinyFor, Draw, WeaponPlus,
};
pub use crate::rules::swccg::model::prompt::{Declared, Gain, Moment, PickTo, Prompt};
pub use crate::rules::swccg::model::utinni::Targeting;

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
    /// Cards whose once-a-turn text was used this turn: R2-Q2's and Electrobinoculars' peek,
    /// Caller's steal, a Restraining Bolt's transfer, Magnetic Suction Tube's "Once during each of
    /// your control phases" (saves from before this name called it `peeked`).
    #[serde(default, skip_serializing_if = "Vec::is_empty", alias = "peeked")]
    pub used_this_turn: Vec<CardId>,
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
    /// Until the end of the turn: `[card, source]`, a character protected by the Interrupt
    /// `source` from the cards its word names (I Thought They Smelled Bad On The Outside;
    /// `protection.rs`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub protected: Vec<[CardId; 2]>,
    /// `[effect, missing]`: an Effect deployed because the character `missing` had just become
    /// missing, canceled once it is found or lost (High Anxiety; `missing_watch.rs`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub watching: Vec<[CardId; 2]>,
    /// `[character, source]`: a character 'sleeping' while the Effect `source` is on the table
    /// (Dark Hours; `sleep.rs`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sleepers: Vec<[CardId; 2]>,
    /// `(effect, turn)`: an Effect lost at the end of that turn, its player's next (Dark Hours:
    /// "At the end of your next turn, lose effect"; `sleep.rs`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lost_after: Vec<(CardId, u32)>,
    /// Deploys for free a turn gives (It Can Wait: "On opponent's next turn, that card (or one
    /// card of same title) may deploy for free"); each used once.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub free_deploys: Vec<FreeDeploy>,
    /// The Utinni Effects on the table and the card each targets (`utinni.rs`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub utinni: Vec<Targeting>,
    /// Imperial Domination: each such Effect whose condition was met this turn or the last
    /// (`dominion.rs`): its location controlled in its player's control phase (`false`), or a
    /// Force drain there by its player (`true`: it does nothing then).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dominion: Vec<(CardId, bool)>,
    /// The option each 'sentry' Effect on the table declared as it deployed (`sentries.rs`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub declared: Vec<(CardId, Declared)>,
    /// Vehicle sites on the table (`vehicle_sites.rs`): each `[site, vehicle]`, the vehicle it
    /// was deployed on ("Deploy on your sandcrawler").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub vehicle_sites: Vec<[CardId; 2]>,
    /// This turn: each card deployed (from hand, with a rider too) and the location it went to
    /// (Ng'ok: "If opponent just deployed four or more characters to same location this turn").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deployed_to: Vec<[CardId; 2]>,
    /// 'Bluff Rules' (`bluffs.rs`): each `[site, card]`, a card placed face down under the site,
    /// first placed first; the card is in no other place.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bluffs: Vec<[CardId; 2]>,
    /// This turn: the Force each side (Dark Side first) was drained of, the amounts of the Force
    /// drains against it (Thank The Maker: "were drained of at least 5 Force").
    #[serde(default, skip_serializing_if = "is_zeroes")]
    pub drained_of: [u16; 2],
    /// This turn: the opponent's Force the active side used by a card's text (Beggar;
    /// `opponents_force.rs`).
    #[serde(default, skip_serializing_if = "Borrowed::is_none")]
    pub borrowed: Borrowed,
    /// Cards stacked on a card on the table (`stacks.rs`): each `[on, card]`, face up, first
    /// stacked first (Crash Site Memorial: "may stack it here"); the card is in no other place,
    /// not on the table (its ruling: "Cards on Crash Site Memorial are not 'on table'").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stacked: Vec<[CardId; 2]>,
    /// This turn: a bluff card was placed ("once per turn").
    #[serde(default, skip_serializing_if = "is_false")]
    pub bluffed: bool,
    /// Mobile systems (`mobile_system.rs`): each one's parsec, once it has moved from the parsec
    /// 0 it deploys at.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub positions: Vec<(CardId, u8)>,
    /// The characters the Interrupt of a [`Moment::Transported`] just transported, while its
    /// respond window is queued or open (`transports.rs`); empty otherwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub transported: Vec<CardId>,
    /// The sites 'collapsed' (Collapsing Corridor; `collapse.rs`): no text, no Force icons, no
    /// deploying or moving there.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub collapsed: Vec<CardId>,
    /// The cards deployed under "Once per game … deploy" (They're On Dantooine;
    /// `once_per_game.rs`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub once_per_game: Vec<CardId>,
    /// Captives (`captives.rs`): each `[holder, captive]`, the holder its escort (a character on
    /// the table) or its prison (a site); the captive is in no other place, off the table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub captives: Vec<[CardId; 2]>,
    /// Captured starships (`tractor_beams.rs`): each `[holder, starship]`, the starship `At::On`
    /// its holder (the Star Destroyer or the site the Tractor Beam is on).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub captured_ships: Vec<[CardId; 2]>,
}

/// A card that may not move (nor battle, `battle`) for the rest of the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Held {
    pub card: CardId,
    pub battle: bool,
    /// It may still move: only battling is prevented (Ng'ok: "prevent all of those characters
    /// from battling this turn").
    #[serde(default, skip_serializing_if = "is_false")]
    pub battle_only: bool,
    /// The Interrupt that holds it (cancelling it frees the card: Dark Collaboration).
    pub source: CardId,
}

/// The opponent's Force the active side used this turn (Beggar: "You may use any amount of Force in
/// the opponent's Force Pile during your turns"): `used` in all, `unspent` of it still to pay
/// with (`force.rs` `use_force` spends it first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Borrowed {
    pub used: u8,
    pub unspent: u8,
}

impl Borrowed {
    fn is_none(&self) -> bool {
        *self == Borrowed::default()
    }
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
    /// Ionized by Planet Defender Ion Cannon: its power and its hyperspeed are 0 while it stays
    /// on the table (its armor kept).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub power_ionized: bool,
    /// 'Stolen' by the opponent of the side it was dealt to (Caller, `devices.rs` `steal`):
    /// `owner` is the side that stole it until it leaves the table.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stolen: bool,
    /// A vehicle 'crashed' (Power Harpoon, Crash Landing): not piloted while it stays on the
    /// table (hit too when it crashed in the battle under way, `weapons.rs` `crash`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub crashed: bool,
    /// A spy with an Undercover Effect on it ("Spy is now Undercover"; `undercover.rs` `settle`
    /// keeps it so): it is at no side's place at its site ([`State::cards_at`] leaves it out, and
    /// the cards on it), its text does nothing, and it does not move.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub undercover: bool,
    /// A character 'missing' (He Hasn't Come Back Yet, Ice Storm; `missing.rs`): at its site but
    /// not present, until found or it leaves the table.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub missing: bool,
    /// A storm moving along a planet's marker sites (Ice Storm, `storms.rs`): the way it goes
    /// among the planet's sites in table order, +1 or -1; 0 until it first moves.
    #[serde(default, skip_serializing_if = "no_heading")]
    pub heading: i8,
}

/// Whether a heading is 0 (not saved then).
fn no_heading(heading: &i8) -> bool {
    *heading == 0
}

impl CardState {
    pub fn new(def: DefId, owner: Side) -> CardState {
        CardState {
            def,
            owner,
            at: None,
            moved: false,
            hit: false,
            fired: 0,
            stranded: false,
            ionized: false,
            power_ionized: false,
            stolen: false,
            crashed: false,
            undercover: false,
            missing: false,
            heading: 0,
        }
    }

    /// Leaving the table: no place, no marks; a stolen card is its own player's again ("a
    /// stolen card that leaves the table goes to its owner's pile"; GEMP keeps a card's owner
    /// apart from the zone's).
    pub(crate) fn leave_table(&mut self) {
        if self.stolen {
            self.owner = self.owner.opponent();
            self.stolen = false;
        }
        self.at = None;
        self.moved = false;
        self.hit = false;
        self.fired = 0;
        self.stranded = false;
        self.ionized = false;
        self.power_ionized = false;
        self.crashed = false;
        self.undercover = false;
        self.missing = false;
        self.heading = 0;
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

fn is_zeroes(n: &[u16; 2]) -> bool {
    *n == [0, 0]
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
    /// `side`'s shot with `weapon` draws its weapon destinies now (after the window answering
    /// "just targeted" closed; `weapons.rs`).
    WeaponDraws { side: Side, weapon: CardId },
    /// `card`'s loss, waiting for the window answering "about to be lost" to close (`forfeited`:
    /// forfeited in a battle; `vehicles.rs` `lose_from_table`).
    Lose {
        card: CardId,
        #[serde(default)]
        forfeited: bool,
    },
    /// The turn ends once the Force owed at its end is lost (Frostbite, `cold.rs`).
    EndTurn,
    /// `card`'s text captures `captive` now (`captives.rs`; We Have A Prisoner's "capture all
    /// characters on board a captured starship", one after another).
    Capture { card: CardId, captive: CardId },
    /// `side`'s Tallon Roll `card` resolves, its starfighter `mine` against the opponent's
    /// `theirs`, once the opponent's window on it closed (`slipped`: Corellian Slip answered it;
    /// `dogfights.rs`).
    Duel { side: Side, card: CardId, mine: CardId, theirs: CardId, slipped: bool },
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
            used_this_turn: Vec::new(),
            converted: Vec::new(),
            bluffs: Vec::new(),
            stacked: Vec::new(),
            drained_of: [0, 0],
            borrowed: Borrowed::default(),
            bluffed: false,
            positions: Vec::new(),
            transported: Vec::new(),
            collapsed: Vec::new(),
            once_per_game: Vec::new(),
            captives: Vec::new(),
            captured_ships: Vec::new(),
            raised: Vec::new(),
            boosts: Vec::new(),
            left: Vec::new(),
            returns_wait: true,
            control_interrupts: true,
            conversions: true,
            blocking: Vec::new(),
            shuttled: Vec::new(),
            held: Vec::new(),
            protected: Vec::new(),
            watching: Vec::new(),
            sleepers: Vec::new(),
            lost_after: Vec::new(),
            free_deploys: Vec::new(),
            utinni: Vec::new(),
            dominion: Vec::new(),
            declared: Vec::new(),
            vehicle_sites: Vec::new(),
            deployed_to: Vec::new(),
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
}

impl crate::engine::Say for Phase {
    fn say(&self) -> Message {
        Phase::say(*self)
    }
}
