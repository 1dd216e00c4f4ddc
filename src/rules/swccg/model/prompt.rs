//! A choice in the middle of an effect (DESIGN.md invariant 4): who chooses, and what (a Force
//! loss, a forfeit, a redraw, a react, a respond window, a pick among cards …).

use crate::engine::CardId;
use crate::rules::swccg::model::battle_state::DestinyFor;
use crate::rules::swccg::model::def::Side;
use serde::{Deserialize, Serialize};

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
    /// Conquest: the opponent's hand, `hand`; Perimeter Scan: a card face down under the site
    /// `under`) until it passes.
    Peek {
        chooser: Side,
        card: CardId,
        cards: Vec<CardId>,
        hand: bool,
        #[serde(default)]
        under: Option<CardId>,
    },
    /// A battle was just initiated at the system where `card` (Chief Bast) is aboard a starship:
    /// `chooser` may 'evacuate' it and another of its characters there to a related site.
    Evacuate { chooser: Side, card: CardId },
    /// 'Bluff Rules' (`bluffs.rs`): as the Dark Side's deploy phase begins, `chooser` (the Light
    /// Side) may flip over one of the bluff cards under `site`.
    CallBluff { chooser: Side, site: CardId },
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
    /// `chooser` just deployed the Utinni Effect `card` and picks the card it targets among
    /// `cards` (`utinni.rs`).
    Target { chooser: Side, card: CardId, cards: Vec<CardId> },
    /// `card`'s text captures `captive` (`captives.rs`): `chooser` (the Dark Side) picks among
    /// `cards` what holds it — an escort at its location, or the prison it is at.
    Escort { chooser: Side, card: CardId, captive: CardId, cards: Vec<CardId> },
    /// `chooser` played `card` (Wall Of Fire: "target any number of …") on `targets` and may
    /// target one more of `cards`, or pass to draw its destiny (`walkers.rs`).
    MoreTargets { chooser: Side, card: CardId, targets: Vec<CardId>, cards: Vec<CardId> },
    /// The respond window (`responses.rs`): `chooser` may play an Interrupt answering what just
    /// happened (`to`), or pass.
    Respond { chooser: Side, to: Moment },
    /// `chooser` just deployed `card` (Yavin Sentry) and declares one of its options
    /// (`sentries.rs`).
    Declare { chooser: Side, card: CardId },
}

/// The option a 'sentry' Effect declares as it deploys, "to affect that site and adjacent sites"
/// (`sentries.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Declared {
    /// "Opponent's deploy +1."
    DeployMore,
    /// "Opponent's ability required for battle destiny +1."
    AbilityRequired,
    /// "Your total power +1."
    Power,
}

impl Declared {
    pub const ALL: [Declared; 3] = [Declared::DeployMore, Declared::AbilityRequired, Declared::Power];

    pub fn say(self) -> crate::engine::Message {
        crate::engine::Message::new(match self {
            Declared::DeployMore => "swccg-declared-deploy",
            Declared::AbilityRequired => "swccg-declared-ability",
            Declared::Power => "swccg-declared-power",
        })
    }
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
    /// The chooser just won the battle at `location`: its result was just determined, before the
    /// damage segment ("a battle you have just won"; GEMP `BATTLE_RESULT_DETERMINED`).
    Won { location: CardId },
    /// The chooser just lost the battle at `location`: its result was just determined, before the
    /// damage segment, after the winner's window ("a battle you lost"; GEMP `lostBattle`).
    LostBattle { location: CardId },
    /// The chooser just lost the Force of the opponent's Force drain at `location` (Thank The
    /// Maker: "during opponent's control phase if you … were drained of at least 5 Force").
    DrainLost { location: CardId },
    /// The opponent just lost Force to a battle's damage.
    LostForce,
    /// The opponent just played the Interrupt `card` (in a respond window).
    Played { card: CardId },
    /// `card` (either side's) was just lost from the table to its owner's Lost Pile, from
    /// `location` (where it was, aboard or on a card there); `forfeited`: forfeited in a battle
    /// ("just lost", "just forfeited": Evader, Debris Zone, Old Ben).
    Lost { card: CardId, location: Option<CardId>, forfeited: bool },
    /// The opponent's `card`, 'hit', just went to its owner's Used Pile rather than the Lost Pile
    /// by a card's text (Chewbacca's "… that are 'hit' and about to be lost go to Used Pile
    /// instead"), from `location` (Turn It Off! Turn It Off!: "Cancel any attempt to place a 'hit'
    /// starship, vehicle or droid in the Used Pile rather than the Lost Pile").
    HitToUsedPile { card: CardId, location: Option<CardId> },
    /// The opponent just targeted the chooser's `target` with `weapon`, before the weapon's
    /// destiny is drawn ("just targeted": Hear Me Baby, Hold Together).
    Targeted { weapon: CardId, target: CardId },
    /// `card` (the chooser's, or its opponent's) is about to be lost: the loss waits on the queue
    /// (`Step::Lose`) until the windows close ("about to be lost": Escape Pod, Evacuate?; We Have
    /// A Prisoner's capture).
    AboutToBeLost { card: CardId },
    /// The damage segment of a battle at a site, with attrition still due against the chooser:
    /// its Interrupts are offered among the damage prompt's answers, not in a window of their own
    /// (This Is All Your Fault's "Lose a droid to cancel all attrition").
    Attrition,
    /// The opponent's Interrupt `card` (Nabrun Leids, Elis Helrot) just completed a transport:
    /// the characters it transported are `State::transported` until the window closes
    /// (`transports.rs`; Quite A Mercenary: "If Elis Helrot just completed a transport").
    Transported { card: CardId },
    /// The opponent's character `card` has just become missing (`missing.rs` `go_missing`; High
    /// Anxiety).
    WentMissing { card: CardId },
    /// The opponent just moved `card` (a regular move).
    Moved { card: CardId },
    /// The opponent just 'reacted' with `card` to `location` (moved there, `moved`, or deployed
    /// there; `reacts.rs`): to a battle, or to a Force drain of `drain`, whose loss follows once
    /// the window closes.
    Reacted {
        card: CardId,
        location: CardId,
        #[serde(default)]
        moved: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        drain: Option<u16>,
    },
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
    /// Deployed as a location from the Reserve Deck searched, free as any location (A Dark Time
    /// For The Rebellion, Walker Sighting: "search your Reserve Deck for … and immediately deploy").
    Location,
    /// A flipped bluff card: deployed for free from the chooser's hand at `site` (or aboard a card
    /// there); passing loses it, and the chooser loses `loss` Force (`bluffs.rs`).
    DeployAt { site: CardId, loss: u8 },
    /// The site to 'transport' the chooser's characters at `from` to, using `cost` Force (Nabrun
    /// Leids); passing places the Interrupt in the Lost Pile (`transports.rs`).
    Transport { from: CardId, cost: u8 },
    /// The docking bay site to release the chooser's characters aboard the captured starship
    /// `from` to, for free (Alternatives To Fighting); passing releases none (`tractor_beams.rs`).
    Release { from: CardId },
    /// The top of the chooser's Force Pile (Electrobinoculars: "You may choose to move that card
    /// to the top of your Force Pile").
    ForcePile,
    /// The next site of a new order of sites (Retract The Bridge): `shown` holds those already
    /// put in order, `cards` the rest (`bridge.rs`).
    Order,
    /// The card to pass the chooser's `card` on to after its Force drain of `amount` at
    /// `location`, or pass to keep it where it is (Organa's Ceremonial Necklace, `passes.rs`);
    /// the drain's react window follows.
    PassOn { location: CardId, amount: u8 },
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
            | Prompt::CallBluff { chooser, .. }
            | Prompt::Respond { chooser, .. }
            | Prompt::LoseOne { chooser, .. }
            | Prompt::Target { chooser, .. }
            | Prompt::Escort { chooser, .. }
            | Prompt::MoreTargets { chooser, .. }
            | Prompt::Declare { chooser, .. } => *chooser,
            Prompt::Pick { chooser, .. } => *chooser,
        }
    }
}
