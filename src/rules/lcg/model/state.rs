//! The state of a Star Wars: The Card Game table: plain data, cards by id, attachments as edges,
//! the RNG inside (DESIGN.md invariant 5).

use crate::cards::lcg::DefId;
use crate::engine::Table;
use crate::engine::{CardId, Message, Rng};
use crate::rules::lcg::model::def;
use crate::rules::lcg::model::def::{CardDef, Side};
use crate::rules::lcg::model::example::Example;
use crate::rules::lcg::model::stamp::Stamp;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

pub(crate) use crate::rules::lcg::model::pending::Trigger;
pub use crate::rules::lcg::model::pending::{Ask, Prompt, Search, Step};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// A name for the position ("Example 1 — Pilot (X)").
    pub title: String,
    /// Every card in the game; a [`CardId`] indexes this table.
    pub cards: Vec<CardState>,
    /// Dark Side first, then Light Side (see [`Side::idx`]).
    pub players: [PlayerState; 2],
    pub active: Side,
    pub phase: Phase,
    /// Player turns so far, counting from 1: the Dark Side's first turn is 1, the Light Side's 2.
    pub turn: u32,
    /// The Death Star dial.
    #[serde(default)]
    pub dial: u8,
    /// Which side the Balance of the Force token is on (it starts on the light side).
    #[serde(default = "light")]
    pub balance: Side,
    pub prompt: Option<Prompt>,
    /// Steps of an effect still to resolve, the next one last. An effect that stops for a
    /// choice keeps the rest of its work here until the prompt is answered.
    pub pending: Vec<Step>,
    pub outcome: Option<Outcome>,
    /// The engagement being fought in the conflict phase.
    #[serde(default)]
    pub engagement: Option<Engagement>,
    /// Objectives engaged this conflict phase (each may be engaged once).
    #[serde(default)]
    pub engaged_this_phase: Vec<CardId>,
    /// For scenario positions: the scenario is complete when this phase ends.
    pub ends_after: Option<Phase>,
    /// The rulebook example this position plays, if any (its rule text is shown beside it).
    #[serde(default)]
    pub example: Option<Example>,
    pub rng: Rng,
    /// Abilities with "Limit once per turn" used this turn: (card, ability position).
    #[serde(default)]
    pub limits_used: Vec<(CardId, u8)>,
    /// Targets an Interrupt (Koiogran Turn) sent the effect now resolving away from.
    #[serde(default)]
    pub redirected: Vec<CardId>,
    /// The non-active player's action window at the end of a phase (see `window.rs`).
    #[serde(default)]
    pub window: Option<Side>,
    /// Reserve value reductions until the end of the phase, by side (Defense Protocol).
    #[serde(default)]
    pub reserve_reduced: [u8; 2],
    /// The version of the play areas, victory piles and attachments this state holds, for the
    /// constants in force (`constants.rs`); renewed by [`State::player_mut`] and by
    /// [`State::attach`]. Not saved.
    /// The cards an "up to N" ability resolving now has chosen so far (Repel the Invaders).
    #[serde(default)]
    pub picked: Vec<CardId>,
    #[serde(skip)]
    pub stamp: Stamp,
    /// Units under the control a constant ability gives ("Take control of enhanced unit while
    /// piloted by this card", Niles Ferrier), each with the side that controlled it before:
    /// control goes back when the ability is no longer in force (`abilities/control.rs`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub controlled_while: Vec<(CardId, Side)>,
    /// Cards whose first point of damage this phase a constant ability prevented (Black Two).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub prevented_this_phase: Vec<CardId>,
    /// The focus tokens the strike under way (or the last one) placed, by unit (Ephant Mon).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub strike_focus: Vec<(CardId, u8)>,
    /// Units whose strike under way resolves no combat icons ("instead of resolving its combat
    /// icons", Blizzard 1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub icons_skipped: Vec<CardId>,
    /// Units that triggered one of their printed Reactions in the strike under way (General
    /// Veers).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub strike_reacted: Vec<CardId>,
    /// Objectives destroyed during the strike under way (or the last one) (Called to Arms).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub strike_destroyed: Vec<CardId>,
    /// The turn whose Force phase is skipped (Blizzard 2), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub force_skipped_turn: Option<u32>,
    /// The cards played from hand into play this turn, both players' (Blizzard Assault: "the
    /// first Walker unit you play each turn").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub played_this_turn: Vec<CardId>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardState {
    pub def: DefId,
    pub owner: Side,
    pub controller: Side,
    /// Set while the card is in play attached to a host.
    pub attached: Option<Attachment>,
    pub focus: u8,
    pub damage: u8,
    pub shields: u8,
    /// Committed to the Force.
    pub committed: bool,
    /// While captured: the objective it lies under (research notes §1 "Capture").
    #[serde(default)]
    pub captured_under: Option<CardId>,
}

impl CardState {
    /// Leaving play: back under its owner's control, unattached, without tokens or commitment.
    pub(crate) fn leave_play(&mut self) {
        self.controller = self.owner;
        self.attached = None;
        self.clear_tokens();
    }

    /// No focus, damage or shield tokens, not committed: how a card enters play from hand.
    pub(crate) fn clear_tokens(&mut self) {
        self.focus = 0;
        self.damage = 0;
        self.shields = 0;
        self.committed = false;
    }
}

impl PlayerState {
    pub fn empty() -> PlayerState {
        PlayerState {
            affiliation: CardId(0),
            hand: Vec::new(),
            command_deck: Vec::new(),
            objective_deck: Vec::new(),
            play: Vec::new(),
            discard: Vec::new(),
            victory: Vec::new(),
            edge: Vec::new(),
            captives: Vec::new(),
            pilot_cards_played: 0,
            limited_played: false,
            discounts: Vec::new(),
        }
    }
}

/// One player's zones. A card is in exactly one of them (or is the affiliation card);
/// attached cards are in `play` with an attachment edge.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerState {
    pub affiliation: CardId,
    pub hand: Vec<CardId>,
    pub command_deck: Vec<CardId>,
    pub objective_deck: Vec<CardId>,
    /// Units, objectives, enhancements and missions in this player's play area.
    pub play: Vec<CardId>,
    pub discard: Vec<CardId>,
    pub victory: Vec<CardId>,
    /// The edge stack during an edge battle (face down until revealed).
    #[serde(default)]
    pub edge: Vec<CardId>,
    /// Cards this player has captured, face down under its objectives (out of play).
    #[serde(default)]
    pub captives: Vec<CardId>,
    /// Pilot cards this player has played this turn (for "the first Pilot card you play each turn").
    pub pilot_cards_played: u8,
    /// A limited card was played this turn ("You cannot play more than one limited card each turn").
    #[serde(default)]
    pub limited_played: bool,
    /// Reductions waiting for the next card with one of their traits, this turn.
    #[serde(default)]
    pub discounts: Vec<Discount>,
}

/// "Reduce the cost of the next <trait> card you play this turn by N" (Elite Pilot Training).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Discount {
    pub traits: Cow<'static, [Cow<'static, str>]>,
    pub amount: u8,
    /// It reduces each such card played until the end of the phase (Well Paid), instead of
    /// the next one only.
    #[serde(default)]
    pub this_phase: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Before the first turn: objectives and mulligans.
    Setup,
    Balance,
    Refresh,
    Draw,
    Deployment,
    Conflict,
    Force,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::Setup => "Setup",
            Phase::Balance => "Balance of the Force",
            Phase::Refresh => "Refresh",
            Phase::Draw => "Draw",
            Phase::Deployment => "Deployment",
            Phase::Conflict => "Conflict",
            Phase::Force => "Force",
        }
    }

    pub fn say(self) -> Message {
        Message::new(match self {
            Phase::Setup => "lcg-phase-setup",
            Phase::Balance => "lcg-phase-balance",
            Phase::Refresh => "lcg-phase-refresh",
            Phase::Draw => "lcg-phase-draw",
            Phase::Deployment => "lcg-phase-deployment",
            Phase::Conflict => "lcg-phase-conflict",
            Phase::Force => "lcg-phase-force",
        })
    }
}

/// An engagement: the engaged objective, who attacks, who participates, and whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Engagement {
    pub objective: CardId,
    pub attacker: Side,
    pub attackers: Vec<CardId>,
    pub defenders: Vec<CardId>,
    pub step: EngagementStep,
    /// Whose turn it is in the current step.
    pub to_act: Side,
    /// Consecutive passes in the edge battle or the strikes.
    pub passes: u8,
    pub edge_winner: Option<Side>,
    /// What units gain "until the end of the engagement" (Death from Above).
    #[serde(default)]
    pub gains: Vec<Gain>,
    /// Units that "cannot be declared as a defender during this engagement" (Han Solo).
    #[serde(default)]
    pub cannot_defend: Vec<CardId>,
    /// What units lose "until the end of the engagement" (Tactical Planning).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub losses: Vec<IconChange>,
    /// What the striking unit gains "until the end of the strike" (Nebulon-B2 Frigate).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub strike_gains: Vec<IconChange>,
    /// Units under another player's control "until the end of this engagement", with the side
    /// that controlled them before (Search Your Feelings).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub borrowed: Vec<(CardId, Side)>,
}

/// `unit` loses or gains `icons` (edge-enabled ones when `edge_enabled`) for a while.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IconChange {
    pub unit: CardId,
    pub icons: def::Icons,
    pub edge_enabled: bool,
}

/// `unit` gains `icons` until the end of the engagement, from `source`'s effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gain {
    pub source: CardId,
    pub unit: CardId,
    pub icons: def::Icons,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EngagementStep {
    Attackers,
    Defenders,
    EdgeBattle,
    Strikes,
}

fn light() -> Side {
    Side::Light
}

/// Where a card leaving play goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Destination {
    OwnersDiscard,
    OwnersHand,
    VictoryPile(Side),
    /// Face down under this objective, a captured card (Infiltration Specialist: "place this unit
    /// as a captured card at the objective …"); its owner's discard pile if it is gone.
    CapturedAt(CardId),
}

impl Destination {
    pub fn say(self) -> Message {
        match self {
            Destination::OwnersDiscard => Message::new("lcg-to-owners-discard"),
            Destination::OwnersHand => Message::new("lcg-to-owners-hand"),
            Destination::VictoryPile(side) => Message::new("lcg-to-victory-pile").with("side", side.say()),
            Destination::CapturedAt(_) => Message::new("lcg-to-captured"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// A scenario position played to its end.
    ScenarioComplete,
    Won(Side),
}

/// What an attached card is to its host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// A Pilot enhancement: a unit played with Pilot (X) onto a friendly Vehicle.
    Pilot,
    /// Any other enhancement.
    Enhancement,
}

impl Role {
    /// The role's name, as the board shows it under the host.
    pub fn say(self) -> Message {
        Message::new(match self {
            Role::Pilot => "lcg-role-pilot",
            Role::Enhancement => "lcg-role-enhancement",
        })
    }
}

/// The edge from an attached card to its host.
pub type Attachment = crate::engine::Attachment<Role>;

crate::table!(state: State, card: CardState, def: CardDef, player: PlayerState, by: Side, renew: |state| state.stamp.renew());

impl State {
    /// An empty table named `title`: no cards, the dial at 0, the Balance with the light side,
    /// the Dark Side active in `phase` of turn 1, the RNG seeded with `seed`.
    pub fn empty(title: String, phase: Phase, seed: u64) -> State {
        State {
            title,
            cards: Vec::new(),
            players: [PlayerState::empty(), PlayerState::empty()],
            active: Side::Dark,
            phase,
            turn: 1,
            dial: 0,
            balance: Side::Light,
            prompt: None,
            pending: Vec::new(),
            outcome: None,
            engagement: None,
            engaged_this_phase: Vec::new(),
            ends_after: None,
            example: None,
            rng: Rng::seeded(seed),
            limits_used: Vec::new(),
            redirected: Vec::new(),
            window: None,
            reserve_reduced: [0; 2],
            controlled_while: Vec::new(),
            prevented_this_phase: Vec::new(),
            strike_focus: Vec::new(),
            icons_skipped: Vec::new(),
            strike_reacted: Vec::new(),
            strike_destroyed: Vec::new(),
            force_skipped_turn: None,
            played_this_turn: Vec::new(),
            picked: Vec::new(),
            stamp: Stamp::fresh(),
        }
    }

    /// Adds a card owned by `owner` to the table (in no zone yet) and returns its id.
    pub fn add_card(&mut self, def: DefId, owner: Side) -> CardId {
        let id = CardId(self.cards.len() as u16);
        self.cards.push(CardState {
            def,
            owner,
            controller: owner,
            attached: None,
            focus: 0,
            damage: 0,
            shields: 0,
            committed: false,
            captured_under: None,
        });
        id
    }

    /// Moves `card` from `side`'s hand to the end of its play area. The constants in force rest on
    /// the play areas and not on the hands, so they stay as they were for a card with no
    /// constant ability (most units).
    pub(crate) fn move_from_hand_to_play(&mut self, side: Side, card: CardId) {
        if self.def(card).has_constant {
            self.stamp.renew();
        }
        let player = &mut self.players[side.idx()];
        player.hand.retain(|&c| c != card);
        // The Emperor's Favor: "Play this enhancement from your discard pile".
        player.discard.retain(|&c| c != card);
        player.play.push(card);
    }

    /// Sets or clears what `card` is attached to (its pilot text may come alive or die with it;
    /// a card with no constant ability changes nothing in force).
    pub fn attach(&mut self, card: CardId, attached: Option<Attachment>) {
        if self.def(card).has_constant {
            self.stamp.renew();
        }
        self.cards[card.idx()].attached = attached;
    }

    /// The side that must act now: the prompt's chooser, else the active player.
    pub fn acting(&self) -> Side {
        match &self.prompt {
            Some(prompt) => prompt.chooser,
            None => match &self.engagement {
                Some(e) => e.to_act,
                None => self.window.unwrap_or(self.active),
            },
        }
    }

    /// A card in play is always in its controller's play area (a deployed mission is under the
    /// opponent's control in the opponent's area; validate.rs checks this for outside input).
    pub fn in_play(&self, id: CardId) -> bool {
        self.player(self.card(id).controller).play.contains(&id)
    }

    /// Cards in play, both play areas, in order.
    pub(crate) fn cards_in_play(&self) -> impl Iterator<Item = CardId> + '_ {
        self.players.iter().flat_map(|p| p.play.iter().copied())
    }

    pub fn in_hand(&self, side: Side, id: CardId) -> bool {
        self.player(side).hand.contains(&id)
    }

    /// Cards attached to `host`, in the order they entered play.
    pub fn attachments_of(&self, host: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.players
            .iter()
            .flat_map(|p| p.play.iter().copied())
            .filter(move |&c| self.card(c).attached.map(|a| a.host) == Some(host))
    }
}

impl crate::engine::Say for Phase {
    fn say(&self) -> Message {
        Phase::say(*self)
    }
}
