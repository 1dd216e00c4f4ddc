//! The state of a Star Wars: Unlimited table: plain data, cards by id, attachments as edges, the
//! RNG inside (DESIGN.md invariant 5). Arenas are not lists: a card in play is in the arena its
//! definition (or, for an upgrade, its host) names, so the two can never disagree.

use crate::cards::swu::DefId;
use crate::engine::Table;
use crate::engine::{CardId, Message, Rng, Seat};
use crate::rules::swu::model::ability::{Again, Cond, Effect, InnerEffect, Named, Replacement, ThisWay, Which};
use crate::rules::swu::model::def::{Arena, CardDef, Keyword};
use crate::rules::swu::model::example::Example;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// Every card in the game, tokens created so far included; a [`CardId`] indexes this table.
    pub cards: Vec<CardState>,
    /// Seat 0 first.
    pub players: [PlayerState; 2],
    /// Units and upgrades in play (deployed leaders included), in the order they entered play.
    pub play: Vec<CardId>,
    /// Tokens that left play: removed from the game.
    pub removed: Vec<CardId>,
    pub phase: Phase,
    /// Rounds so far, counting from 1.
    pub round: u32,
    /// Who holds the initiative.
    pub initiative: Seat,
    /// Who took the initiative this round (they pass for the rest of the action phase).
    pub initiative_taken: Option<Seat>,
    /// Whose action it is in the action phase.
    pub active: Seat,
    /// The last action of the action phase was this seat's pass.
    pub passed: Option<Seat>,
    /// The attack being resolved.
    pub attack: Option<Attack>,
    pub prompt: Option<Prompt>,
    /// Steps of an effect or a phase still to run, the next one last. An effect that stops for a
    /// choice keeps the rest of its work here until the prompt is answered.
    pub pending: Vec<Step>,
    pub outcome: Option<Outcome>,
    /// The rulebook example this position plays, if any: its rule text is shown beside it, and
    /// it is complete when the action phase ends.
    pub example: Option<Example>,
    pub rng: Rng,
    /// What abilities gave units "for this phase", in the order given.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lasting: Vec<Lasting>,
    /// The cards whose "Use this ability only once each round" was used this round.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub used_this_round: Vec<CardId>,
    /// The units that attacked this phase ("a Vehicle unit that attacked this phase").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attacked_units: Vec<CardId>,
    /// "The next time damage would be dealt to it this phase, prevent that damage": the cards
    /// (bases) whose next damage this phase is prevented, once each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub prevent_next: Vec<CardId>,
    /// The units that entered play this phase (played, deployed, created as tokens), kept with the
    /// other records of the phase (`records_this_phase`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub entered_this_phase: Vec<CardId>,
    /// "At the start of the next regroup phase, return that unit to its owner's hand."
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub return_at_regroup: Vec<CardId>,
    /// "… loses all abilities [and can't gain abilities] for this round": the units that lost
    /// them, until the round ends or they leave play (`forms::lost_abilities`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lost_abilities: Vec<LostAbilities>,
    /// "Take an extra action after this one": the seat that acts again once the action going on
    /// is over (`flow/turn.rs`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_action: Option<Seat>,
    /// Whether the cards each player played and the units that attacked this phase are kept
    /// (`PlayerState::played`, `attacked_units`; schema 2 on). A position of schema 1 is read
    /// without it (false) and keeps neither, so that a game saved then replays as it was made.
    #[serde(default)]
    pub records_this_phase: bool,
}

/// A unit that "loses all abilities for this round" (Kazuda Xiono); `cant_gain`: "… and can't
/// gain abilities for this round" (There Is No Escape).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LostAbilities {
    pub card: CardId,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cant_gain: bool,
}

/// What an ability gave a unit "for this phase" ("Give a unit +2/+2 for this phase", "Give a unit
/// Sentinel for this phase", "It can't attack bases for this phase"): its power and HP changed, a
/// keyword gained or lost, bases barred to its attacks. It ends with the action phase, or when the
/// unit leaves play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lasting {
    pub card: CardId,
    #[serde(default)]
    pub power: i8,
    #[serde(default)]
    pub hp: i8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keyword: Option<Keyword>,
    /// A keyword it loses ("loses Saboteur").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loses: Option<Keyword>,
    /// "It can't attack bases."
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_bases: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardState {
    pub def: DefId,
    pub owner: Seat,
    pub controller: Seat,
    /// Set while the card is in play attached to a host.
    pub attached: Option<Attachment>,
    /// 3.6.b: the attachment restriction a non-upgrade card carries while it is attached as an
    /// upgrade, from the ability that attached it; lost when it stops being an upgrade.
    pub restriction: Option<Restriction>,
    pub exhausted: bool,
    pub damage: u8,
    /// What the card chose that is not a card ("Choose an arena", Admiral Yularen's keyword),
    /// kept until it leaves play or is played again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chosen: Option<Named>,
    /// The arena a unit was moved to, other than its definition's ("move this unit to the ground
    /// arena", Blue Leader), while it stays in play as a unit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arena: Option<Arena>,
}

/// An attachment restriction carried by a non-upgrade card attached as an upgrade (3.6.b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Restriction {
    /// "Attach to a friendly Vehicle unit without a Pilot on it" (Piloting, a pilot leader's
    /// deploy, L3-37's replacement).
    FriendlyVehicleWithoutPilot,
    /// "… a friendly Vehicle unit" whether or not it has a Pilot (R2-D2's own permission).
    FriendlyVehicle,
    /// "… an enemy Vehicle unit without a Pilot on it" (Sidon Ithano's own ability).
    #[serde(alias = "enemy_vehicle_without_pilot")]
    EnemyVehicleWithoutPilot,
    /// "… a Fighter or Transport unit without a Pilot on it", either player's (Pantoran Starship
    /// Thief's own ability).
    #[serde(alias = "fighter_or_transport_without_pilot")]
    FighterOrTransportWithoutPilot,
}

impl Restriction {
    /// Whether it asks for a host "without a Pilot on it".
    pub(crate) fn without_pilot(self) -> bool {
        !matches!(self, Restriction::FriendlyVehicle)
    }
}

/// One player's zones. A card is in exactly one of them, or in play, or removed (a token).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerState {
    /// The leader card: in its base zone unless it is in play (deployed).
    pub leader: CardId,
    pub base: CardId,
    pub hand: Vec<CardId>,
    /// The top is the end.
    pub deck: Vec<CardId>,
    pub discard: Vec<CardId>,
    /// Face down; each ready or exhausted.
    pub resources: Vec<CardId>,
    /// The leader's Epic Action (deploy) was used: once per game.
    pub deployed: bool,
    /// What this player attacked with this phase (for "If you attacked with …").
    pub attacked: Attacked,
    /// "The next Pilot card you play this phase costs 1 less", waiting (Wedge Antilles).
    pub pilot_discount: u8,
    /// The cards this player played this phase ("If you played a First Order card this phase").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub played: Vec<CardId>,
    /// "The next <trait> card you play this phase costs N less", waiting: each trait with its N.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub trait_discounts: Vec<(std::borrow::Cow<'static, str>, u8)>,
    /// This player dealt indirect damage this phase ("If you dealt indirect damage this phase").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dealt_indirect: bool,
    /// "Each unit that opponent plays this phase costs N more" (Moff Gideon), on this player.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub units_cost_more: u8,
    /// "For this phase, they may play this unit from its owner's discard pile for free" (Stolen
    /// AT-Hauler): the units this player may so play, while they lie there.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub free_from_discard: Vec<CardId>,
    /// "The next time you play a copy of that unit this phase, you may play it for free" (Jump to
    /// Lightspeed): the names (title and subtitle) whose next play by this player is free.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub next_copy_free: Vec<String>,
}

/// What a player attacked with this phase.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attacked {
    pub non_token_vehicle: bool,
    pub fighter: bool,
}

impl PlayerState {
    pub fn new(leader: CardId, base: CardId) -> PlayerState {
        PlayerState {
            leader,
            base,
            hand: Vec::new(),
            deck: Vec::new(),
            discard: Vec::new(),
            resources: Vec::new(),
            deployed: false,
            attacked: Attacked::default(),
            pilot_discount: 0,
            played: Vec::new(),
            dealt_indirect: false,
            trait_discounts: Vec::new(),
            units_cost_more: 0,
            free_from_discard: Vec::new(),
            next_copy_free: Vec::new(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Before the first round: initiative, opening hands, resources.
    Setup,
    Action,
    Regroup,
}

impl Phase {
    pub fn say(self) -> Message {
        Message::new(match self {
            Phase::Setup => "swu-phase-setup",
            Phase::Action => "swu-phase-action",
            Phase::Regroup => "swu-phase-regroup",
        })
    }
}

/// The attack being resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    pub attacker: CardId,
    /// A unit or a base.
    pub defender: CardId,
    /// "+N/+0 for this attack" (Rio Durant).
    pub power: u8,
    /// "gains Saboteur for this attack" (Rio Durant).
    pub saboteur: bool,
    /// "Prevent all damage that would be dealt to it during this attack." (I Have You Now)
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub prevent: bool,
    /// "gains Restore N for this attack" (Leia Organa).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub restore: u8,
    /// "When this unit deals damage to a base: Draw N cards." for this attack (Stay on Target).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub base_draw: u8,
    /// "It deals its combat damage before the defender" for this attack (Han Solo).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub first: bool,
}

/// Whether `n` is 0 (a field left out of a save when it is).
fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A choice in the middle of an effect or of the setup. While one is pending, only its answers
/// are legal (DESIGN.md invariant 4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Prompt {
    /// Setup: `chooser` won the flip and chooses who starts with the initiative.
    Initiative { chooser: Seat },
    /// Setup: `chooser` may shuffle the opening hand back and draw a new one, once.
    Mulligan { chooser: Seat },
    /// `chooser` puts `remaining` more cards from hand into play as resources (`optional`: the
    /// regroup phase's "up to 1").
    Resource { chooser: Seat, remaining: u8, optional: bool },
    /// The unique rule: `chooser` controls two copies of `card`'s unique card and defeats one.
    Unique { chooser: Seat, card: CardId },
    /// `source`'s ability needs a card chosen: `effect` says which (answered with
    /// `Action::Choose`, or `Action::Pass` where the text says "you may"). `subject` is the unit
    /// the ability speaks of (the attached unit, for an upgrade's ability).
    Target { chooser: Seat, source: CardId, effect: Effect, subject: Option<CardId> },
    /// Ambush: `unit` was just played; `chooser` may ready it and attack an enemy unit
    /// (answered with `Action::Attack`, or `Action::Pass`).
    Ambush { chooser: Seat, unit: CardId },
    /// `source`'s "Attack with a … unit": `chooser` attacks with a unit `which` names (answered
    /// with `Action::Attack`); it gets +`power`/+0 for the attack; `even_exhausted`: it may be
    /// exhausted, and it can't attack bases.
    /// `then`: what the text does after the attack ("If you do, …").
    Attack {
        chooser: Seat,
        source: CardId,
        which: Which,
        power: u8,
        even_exhausted: bool,
        /// "You may attack …": `Action::Pass` declines.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        optional: bool,
        /// "gains Restore N for this attack".
        #[serde(default, skip_serializing_if = "is_zero")]
        restore: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        then: Option<InnerEffect>,
        /// No damage is dealt to the attacker during the attack.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        prevent: bool,
        /// The attacker draws this many cards when it deals damage to a base in the attack.
        #[serde(default, skip_serializing_if = "is_zero")]
        base_draw: u8,
        /// "If the revealed card and that unit have different odd costs, that unit gets +N/+0":
        /// the revealed card's cost, if odd, and N.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        odd_bonus: Option<(u8, u8)>,
        /// The unit the ability speaks of ("You may attack with this unit": `which`'s `itself`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        subject: Option<CardId>,
        /// The attacker deals its combat damage first if this holds of it (Han Solo).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        first: Option<Cond>,
        /// An On Attack the attacker gains for this attack (Trench Run).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gains: Option<InnerEffect>,
    },
    /// `card` would be defeated; its controller may replace the defeat (Luke: `Action::Accept`;
    /// L3-37: `Action::Choose` of a Vehicle), or let it happen (`Action::Pass`).
    Instead { chooser: Seat, card: CardId, replacement: Replacement },
    /// "You may exhaust this leader. If you do, `effect`" (`Action::Accept` or `Action::Pass`).
    Optional { chooser: Seat, source: CardId, effect: Effect },
    /// "You may …" (`effect`, an `Effect::May`): do it (`Action::Accept`) or not (`Action::Pass`);
    /// `subject` the unit the ability speaks of.
    May { chooser: Seat, source: CardId, effect: Effect, subject: Option<CardId> },
    /// "<Do> to each of up to N <which> units" (`effect`, an `Effect::OnUpTo`): one more unit
    /// chosen (`Action::Choose`), or stop (`Action::Pass`); `chosen` so far. It is done to them all
    /// when the choosing ends.
    UpTo { chooser: Seat, source: CardId, effect: Effect, subject: Option<CardId>, chosen: Vec<CardId> },
    /// "Deal up to N damage divided as you choose among any number of units": `left` damage still
    /// to assign, one at a time (`Action::Choose` of a unit), or stop (`Action::Pass`); `assigned`
    /// so far. It is all dealt at once when the assigning ends. With `heal`, "You may heal N total
    /// damage from any number of units": each one to a unit with damage not yet assigned to be
    /// healed; `Action::Pass` declines before the first, and it is healed at once when none is
    /// left or no unit can take more.
    Divide {
        chooser: Seat,
        source: CardId,
        left: u8,
        assigned: Vec<(CardId, u8)>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        heal: bool,
    },
    /// Indirect damage being assigned, one damage at a time (`Action::Choose` of a base or unit).
    Indirect(Assigning),
    /// `source`'s "Search the top N cards of your deck for …" (`effect`, an `Effect::Search`):
    /// `chooser` reveals and draws one more of the cards `looked` at (`Action::Choose`), at most
    /// `left` more, or stops (`Action::Pass`); the rest then go to the bottom of the deck.
    Search { chooser: Seat, source: CardId, effect: Effect, looked: Vec<CardId>, left: u8 },
    /// `source`'s "Choose an arena" / "Choose <keywords>": `chooser` names one of `options`
    /// (`Action::Name`).
    Name { chooser: Seat, source: CardId, options: Vec<Named> },
    /// `source`'s "Play a … unit from your discard pile (paying its cost)" (`effect`, an
    /// `Effect::PlayFromDiscard`): `chooser` plays one (`Action::PlayUnit` via `source`) or not
    /// (`Action::Pass`).
    PlayFromDiscard { chooser: Seat, source: CardId, effect: Effect },
    /// `by`'s "You may use that ability again" / "… all of its 'When Defeated' abilities again":
    /// `chooser` uses `uses` again (`Action::Accept`; `exhaust`: exhausting `by`, a leader; `once`:
    /// once each round) or not (`Action::Pass`). Each use is the card the ability is on and its
    /// effect.
    Again { chooser: Seat, by: CardId, uses: Vec<(CardId, Effect)>, exhaust: bool, once: bool },
    /// `source`'s "Reveal the top N cards of your deck. An opponent discards M of them. Draw 1 of
    /// the remaining cards and discard the others.": `looked`, the cards revealed (on top of
    /// `owner`'s deck while they stay there); `chooser` (the opponent) discards `discard` more of
    /// them (`Action::Choose`), then `owner` draws one of the rest (`Action::Choose`).
    Revealed { chooser: Seat, owner: Seat, source: CardId, looked: Vec<CardId>, discard: u8 },
    /// `source`'s "Play a [<trait>] unit from your hand. It costs N less." inside an event or a
    /// triggered ability (`effect`, an `Effect::Play`): `chooser` plays one (`Action::PlayUnit`
    /// via `source`) or not (`Action::Pass`).
    PlayFromHand {
        chooser: Seat,
        source: CardId,
        effect: Effect,
        /// The card the ability speaks of ("play it").
        #[serde(default, skip_serializing_if = "Option::is_none")]
        subject: Option<CardId>,
    },
}

/// Indirect damage `dealer` deals to `damaged` (the cards' reminder text: "That player assigns N
/// unpreventable damage among their base and units"): `chooser` (the damaged player, or the
/// dealer when a card says so) assigns `left` more damage, one at a time, to `damaged`'s base or
/// units; `assigned` so far. It is all dealt at once when none is left, each card's share one
/// damage instance; then `this_way` (about `subject`) resolves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Assigning {
    pub chooser: Seat,
    pub dealer: Seat,
    pub damaged: Seat,
    /// The card whose ability deals it.
    pub source: CardId,
    /// The unit the ability speaks of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subject: Option<CardId>,
    pub left: u8,
    pub assigned: Vec<(CardId, u8)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub this_way: Option<ThisWay>,
}

impl Prompt {
    pub fn chooser(&self) -> Seat {
        match self {
            Prompt::Initiative { chooser }
            | Prompt::Mulligan { chooser }
            | Prompt::Resource { chooser, .. }
            | Prompt::Unique { chooser, .. }
            | Prompt::Target { chooser, .. }
            | Prompt::Ambush { chooser, .. }
            | Prompt::Attack { chooser, .. }
            | Prompt::Instead { chooser, .. }
            | Prompt::Optional { chooser, .. }
            | Prompt::May { chooser, .. }
            | Prompt::UpTo { chooser, .. }
            | Prompt::Divide { chooser, .. } => *chooser,
            Prompt::Indirect(assigning) => assigning.chooser,
            Prompt::Search { chooser, .. }
            | Prompt::Name { chooser, .. }
            | Prompt::PlayFromDiscard { chooser, .. }
            | Prompt::Again { chooser, .. }
            | Prompt::Revealed { chooser, .. }
            | Prompt::PlayFromHand { chooser, .. } => *chooser,
        }
    }
}

/// Why a card is being defeated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cause {
    /// Its damage reached its HP.
    Damage,
    /// Its host left play (upgrades are defeated with their unit).
    HostLeft,
    /// The unique rule.
    Unique,
    /// A Shield token used up.
    ShieldUsed,
    /// A card's ability defeated it ("Defeat a non-leader Vehicle unit").
    Ability,
}

/// How a top-level action ended, for the turn order of the action phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Turn {
    Pass,
    Initiative,
    Acted,
}

/// One piece of work left to do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Setup: each player may mulligan, the initiative player first.
    AskMulligans,
    /// Ask `seat` for `count` resources from hand (`optional`: up to that many).
    AskResources { seat: Seat, count: u8, optional: bool },
    /// A new round's action phase begins, the initiative player first.
    BeginAction,
    /// A top-level action of `seat` has resolved: whose action is next, or the phase ends.
    AfterAction { seat: Seat, turn: Turn },
    /// Regroup: each player draws 2.
    RegroupDraw,
    /// Regroup: ready every unit, resource and leader.
    ReadyAll,
    /// A triggered ability of `source` resolves for `controller`.
    Resolve { source: CardId, effect: Effect, subject: Option<CardId>, controller: Seat },
    /// The unique rule, after `card` entered play.
    CheckUnique { card: CardId },
    /// `card` would be defeated.
    Defeat { card: CardId, cause: Cause },
    /// `card`, a unit whose upgrades were defeated, leaves play.
    LeavePlay { card: CardId, cause: Cause },
    /// L3-37's replacement, after her upgrades were defeated: she attaches to `host`.
    AttachInstead { card: CardId, host: CardId },
    /// Ambush: offer the attack for `unit`, just played.
    Ambush { unit: CardId },
    /// The attack's combat damage.
    CombatDamage,
    /// The attack is over.
    EndAttack,
    /// `seat` dealt non-combat damage: its leader's "When you deal non-combat damage" is offered.
    DamageTrigger { seat: Seat },
    /// "Draw N cards" of an ability: `seat` draws `count`.
    Draw { seat: Seat, count: u8 },
    /// `controller` used the "When Defeated" abilities `uses` (`Again::YouUse`, one), or a unit
    /// of theirs was defeated with them (`Again::FriendlyDefeated`, all of its): a "use … again"
    /// ability that waits for it is offered (`abilities/again.rs`).
    Again { controller: Seat, uses: Vec<(CardId, Effect)>, when: Again },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Won(Seat),
    /// Both bases fell at once.
    Draw,
    /// A scenario position played to its end.
    ScenarioComplete,
}

/// What an attached card is to its host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// A Pilot upgrade: a unit played with Piloting, or a pilot leader, on a Vehicle.
    Pilot,
    /// Any other upgrade (tokens included).
    Upgrade,
}

impl Role {
    /// The role's name, as the board shows it under the host.
    pub fn say(self) -> Message {
        Message::new(match self {
            Role::Pilot => "swu-role-pilot",
            Role::Upgrade => "swu-role-upgrade",
        })
    }
}

/// The edge from an attached card to its host.
pub type Attachment = crate::engine::Attachment<Role>;

/// Queues `steps` to run in the order given, before anything already pending.
pub(crate) fn schedule(state: &mut State, steps: impl IntoIterator<Item = Step>) {
    let start = state.pending.len();
    state.pending.extend(steps);
    state.pending[start..].reverse();
}

crate::table!(state: State, card: CardState, def: CardDef, player: PlayerState, by: Seat);

impl State {
    /// An empty table: no cards, seat 0 with the initiative and to act, the RNG seeded with `seed`.
    /// The players' leaders and bases are set by whoever builds the table.
    pub fn empty(phase: Phase, seed: u64) -> State {
        State {
            cards: Vec::new(),
            players: [PlayerState::new(CardId(0), CardId(0)), PlayerState::new(CardId(0), CardId(0))],
            play: Vec::new(),
            removed: Vec::new(),
            phase,
            round: 1,
            initiative: Seat(0),
            initiative_taken: None,
            active: Seat(0),
            passed: None,
            attack: None,
            prompt: None,
            pending: Vec::new(),
            outcome: None,
            example: None,
            rng: Rng::seeded(seed),
            lasting: Vec::new(),
            used_this_round: Vec::new(),
            attacked_units: Vec::new(),
            prevent_next: Vec::new(),
            return_at_regroup: Vec::new(),
            entered_this_phase: Vec::new(),
            lost_abilities: Vec::new(),
            extra_action: None,
            records_this_phase: true,
        }
    }

    /// Adds a card owned by `owner` to the table (in no zone yet) and returns its id.
    pub fn add_card(&mut self, def: DefId, owner: Seat) -> CardId {
        let id = CardId(self.cards.len() as u16);
        self.cards.push(CardState {
            def,
            owner,
            controller: owner,
            attached: None,
            restriction: None,
            exhausted: false,
            damage: 0,
            chosen: None,
            arena: None,
        });
        id
    }

    /// The seat that must act now: the prompt's chooser, else the active player.
    pub fn acting(&self) -> Seat {
        match &self.prompt {
            Some(prompt) => prompt.chooser(),
            None => self.active,
        }
    }

    pub fn in_play(&self, id: CardId) -> bool {
        self.play.contains(&id)
    }

    /// Cards attached to `host`, in the order they entered play.
    pub fn attachments_of(&self, host: CardId) -> impl Iterator<Item = CardId> + Clone + '_ {
        self.play.iter().copied().filter(move |&c| self.card(c).attached.map(|a| a.host) == Some(host))
    }

    /// The units in play (not attached), in order.
    pub fn units(&self) -> impl Iterator<Item = CardId> + '_ {
        self.play.iter().copied().filter(move |&c| self.card(c).attached.is_none())
    }

    /// The units in play in `arena`, both players', in order.
    pub(crate) fn units_in(&self, arena: Arena) -> impl Iterator<Item = CardId> + '_ {
        self.units().filter(move |&c| self.card(c).arena.or(self.def(c).arena) == Some(arena))
    }

    /// The units `seat` controls.
    pub fn units_of(&self, seat: Seat) -> impl Iterator<Item = CardId> + '_ {
        self.units().filter(move |&c| self.card(c).controller == seat)
    }

    pub fn in_hand(&self, seat: Seat, id: CardId) -> bool {
        self.player(seat).hand.contains(&id)
    }
}

/// The other seat.
pub(crate) fn other(seat: Seat) -> Seat {
    Seat(1 - (seat.0 & 1))
}

/// The two seats, seat 0 first.
pub(crate) const SEATS: [Seat; 2] = [Seat(0), Seat(1)];

impl crate::engine::Say for Phase {
    fn say(&self) -> Message {
        Phase::say(*self)
    }
}
