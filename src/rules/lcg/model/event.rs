//! Events: what an applied action did, in order. The UI logs them in words.

use crate::engine::Table;
use crate::engine::{Arg, CardId, Message};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::Role;
use crate::rules::lcg::model::state::{Destination, Phase, State};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    FocusedForResources {
        card: CardId,
    },
    EnteredPlayAsUnit {
        card: CardId,
    },
    Attached {
        card: CardId,
        host: CardId,
        role: Role,
    },
    EnhancementPlayed {
        card: CardId,
    },
    EventPlayed {
        card: CardId,
        target: Option<CardId>,
    },
    MissionDeployed {
        card: CardId,
        into: Side,
    },
    AbilityUsed {
        card: CardId,
    },
    InterruptUsed {
        card: CardId,
    },
    ReactionUsed {
        card: CardId,
    },
    /// The piloting limit now asks `chooser` to discard a pilot from `host`.
    PilotLimitReached {
        host: CardId,
        chooser: Side,
    },
    /// `card` left play; `as_enhancement` when it left as an attached card (a pilot leaves play
    /// as an enhancement).
    LeftPlay {
        card: CardId,
        to: Destination,
        as_enhancement: bool,
    },
    Destroyed {
        card: CardId,
    },
    MissionCompleted {
        card: CardId,
        by: Side,
    },
    Damaged {
        card: CardId,
        amount: u8,
    },
    Focused {
        card: CardId,
    },
    FocusRemoved {
        card: CardId,
    },
    Cleaned {
        card: CardId,
    },
    Shuffled {
        side: Side,
    },
    PhaseEnded {
        side: Side,
        phase: Phase,
    },
    DialAdvanced {
        to: u8,
    },
    Refreshed {
        side: Side,
    },
    ObjectiveRevealed {
        card: CardId,
    },
    Drew {
        side: Side,
    },
    DeckEmpty {
        side: Side,
    },
    Committed {
        card: CardId,
    },
    Engaged {
        objective: CardId,
    },
    DeclaredAttacker {
        card: CardId,
    },
    DeclaredDefender {
        card: CardId,
    },
    EdgeCardPlaced {
        side: Side,
    },
    EdgeRevealed {
        attacker: u8,
        defender: u8,
        winner: Side,
    },
    Struck {
        card: CardId,
    },
    Unopposed {
        objective: CardId,
    },
    EngagementEnded {
        objective: CardId,
    },
    /// A participating unit is removed from the engagement (LE-B02D9).
    LeftEngagement {
        card: CardId,
    },
    /// A unit in play joins the engagement on its controller's side (Outrider).
    JoinedEngagement {
        card: CardId,
    },
    ForceStruggle {
        dark: u8,
        light: u8,
        balance: Side,
    },
    Shielded {
        card: CardId,
    },
    DiscardedFromHand {
        card: CardId,
    },
    EdgeBattleRestarted,
    Captured {
        card: CardId,
        under: CardId,
    },
    Rescued {
        card: CardId,
    },
    /// The active player ended the phase; `side` may play Actions before it ends.
    WindowOpened {
        side: Side,
    },
    DamageRemoved {
        card: CardId,
    },
    Mulligan {
        side: Side,
    },
    KeptHand {
        side: Side,
    },
    ScenarioComplete,
    Won {
        side: Side,
    },
    /// `card` was sacrificed (it leaves play for its owner's discard pile).
    Sacrificed {
        card: CardId,
    },
    DamageMoved {
        from: CardId,
        to: CardId,
        amount: u8,
    },
    /// The attacker is now engaged with `objective` instead (Han Solo).
    EngagementSwitched {
        objective: CardId,
    },
    /// A searched card is revealed and added to its owner's hand.
    TookIntoHand {
        card: CardId,
    },
    /// The top card of a deck is discarded (Luke Skywalker).
    DiscardedFromDeck {
        card: CardId,
    },
    /// `side` looked at the top card of `owner`'s objective deck (`objectives`) or command deck.
    LookedAtTop {
        side: Side,
        owner: Side,
        objectives: bool,
    },
    /// The top card of a deck was placed on its bottom.
    PlacedOnBottom {
        owner: Side,
        objectives: bool,
    },
    /// A card of a deck is revealed (searched, or revealed from the top).
    Revealed {
        card: CardId,
    },
    /// `side` takes control of `card` (Lure of the Dark Side, Niles Ferrier), or control goes
    /// back to it.
    ControlChanged {
        card: CardId,
        side: Side,
    },
    /// A point of damage `card` would take is prevented (Black Two).
    DamagePrevented {
        card: CardId,
    },
    /// A card effect set the Balance of the Force to `side`'s side (Merciless Plans, I've Got a
    /// Problem Here).
    BalanceSet {
        side: Side,
    },
    /// A shield was removed from `card` (Well Equipped).
    ShieldRemoved {
        card: CardId,
    },
    /// The effect of `card`'s ability was cancelled (Ghost: "cancel that effect").
    EffectCancelled {
        card: CardId,
    },
}

impl Event {
    /// The event for the game log. Names only cards every seat may see.
    pub fn say(&self, state: &State) -> Message {
        let title = |c: &CardId| Arg::Card(state.def(*c).name.to_string());
        let m = Message::new;
        match self {
            Event::FocusedForResources { card } => m("lcg-log-focused-for-resources").with("card", title(card)),
            Event::EnteredPlayAsUnit { card } => m("lcg-log-entered-play-as-unit").with("card", title(card)),
            Event::Attached { card, host, role } => {
                m("lcg-log-attached").with("card", title(card)).with("host", title(host)).with("role", role.say())
            }
            Event::EnhancementPlayed { card } => m("lcg-log-enhancement-played").with("card", title(card)),
            Event::EventPlayed { card, target: Some(t) } => {
                m("lcg-log-event-played-on").with("card", title(card)).with("target", title(t))
            }
            Event::EventPlayed { card, target: None } => m("lcg-log-event-played").with("card", title(card)),
            Event::MissionDeployed { card, into } => {
                m("lcg-log-mission-deployed").with("card", title(card)).with("side", into.say())
            }
            Event::AbilityUsed { card } => m("lcg-log-action-used").with("card", title(card)),
            Event::InterruptUsed { card } => m("lcg-log-interrupt-used").with("card", title(card)),
            Event::ReactionUsed { card } => m("lcg-log-reaction-used").with("card", title(card)),
            Event::PilotLimitReached { host, chooser } => {
                m("lcg-log-pilot-limit-reached").with("host", title(host)).with("side", chooser.say())
            }
            Event::LeftPlay { card, to, as_enhancement } => {
                m(if *as_enhancement { "lcg-log-left-play-as-enhancement" } else { "lcg-log-left-play" })
                    .with("card", title(card))
                    .with("to", to.say())
            }
            Event::Destroyed { card } => m("lcg-log-destroyed").with("card", title(card)),
            Event::MissionCompleted { card, by } => {
                m("lcg-log-mission-completed").with("side", by.say()).with("card", title(card))
            }
            Event::Damaged { card, amount } => m("lcg-log-damaged").with("card", title(card)).number("n", *amount),
            Event::Focused { card } => m("lcg-log-focused").with("card", title(card)),
            Event::FocusRemoved { card } => m("lcg-log-focus-removed").with("card", title(card)),
            Event::Cleaned { card } => m("lcg-log-cleaned").with("card", title(card)),
            Event::Shuffled { side } => m("lcg-log-shuffled").with("side", side.say()),
            Event::PhaseEnded { side, phase } => {
                m("lcg-log-phase-ended").with("side", side.say()).with("phase", phase.say())
            }
            Event::ScenarioComplete => m("lcg-log-scenario-complete"),
            Event::DialAdvanced { to } => m("lcg-log-dial-advanced").number("n", *to),
            Event::Refreshed { side } => m("lcg-log-refreshed").with("side", side.say()),
            Event::WindowOpened { side } => m("lcg-log-window-opened").with("side", side.say()),
            Event::Captured { card, under } => {
                m("lcg-log-captured").with("card", title(card)).with("under", title(under))
            }
            Event::Rescued { card } => m("lcg-log-rescued").with("card", title(card)),
            Event::EdgeBattleRestarted => m("lcg-log-edge-battle-restarted"),
            Event::DiscardedFromHand { card } => m("lcg-log-discarded-from-hand").with("card", title(card)),
            Event::Shielded { card } => m("lcg-log-shielded").with("card", title(card)),
            Event::DamageRemoved { card } => m("lcg-log-damage-removed").with("card", title(card)),
            Event::Mulligan { side } => m("lcg-log-mulligan").with("side", side.say()),
            Event::KeptHand { side } => m("lcg-log-kept-hand").with("side", side.say()),
            Event::Sacrificed { card } => m("lcg-log-sacrificed").with("card", title(card)),
            Event::DamageMoved { from, to, amount } => {
                m("lcg-log-damage-moved").number("n", *amount).with("from", title(from)).with("to", title(to))
            }
            Event::LookedAtTop { side, owner, objectives } => m("lcg-log-looked-at-top")
                .with("side", side.say())
                .with("owner", owner.say())
                .with("deck", deck(*objectives)),
            Event::PlacedOnBottom { owner, objectives } => {
                m("lcg-log-placed-on-bottom").with("owner", owner.say()).with("deck", deck(*objectives))
            }
            Event::DiscardedFromDeck { card } => m("lcg-log-discarded-from-deck").with("card", title(card)),
            Event::TookIntoHand { card } => m("lcg-log-took-into-hand").with("card", title(card)),
            Event::EngagementSwitched { objective } => m("lcg-log-engagement-switched").with("card", title(objective)),
            Event::ObjectiveRevealed { card } => m("lcg-log-objective-revealed").with("card", title(card)),
            Event::Drew { side } => m("lcg-log-drew").with("side", side.say()),
            Event::DeckEmpty { side } => m("lcg-log-deck-empty").with("side", side.say()),
            Event::Committed { card } => m("lcg-log-committed").with("card", title(card)),
            Event::Engaged { objective } => m("lcg-log-engaged").with("card", title(objective)),
            Event::DeclaredAttacker { card } => m("lcg-log-declared-attacker").with("card", title(card)),
            Event::DeclaredDefender { card } => m("lcg-log-declared-defender").with("card", title(card)),
            Event::EdgeCardPlaced { side } => m("lcg-log-edge-card-placed").with("side", side.say()),
            Event::EdgeRevealed { attacker, defender, winner } => m("lcg-log-edge-revealed")
                .number("attacker", *attacker)
                .number("defender", *defender)
                .with("side", winner.say()),
            Event::Struck { card } => m("lcg-log-struck").with("card", title(card)),
            Event::Unopposed { objective } => m("lcg-log-unopposed").with("card", title(objective)),
            Event::EngagementEnded { objective } => m("lcg-log-engagement-ended").with("card", title(objective)),
            Event::LeftEngagement { card } => m("lcg-log-left-engagement").with("card", title(card)),
            Event::JoinedEngagement { card } => m("lcg-log-joined-engagement").with("card", title(card)),
            Event::ForceStruggle { dark, light, balance } => {
                m("lcg-log-force-struggle").number("dark", *dark).number("light", *light).with("side", balance.say())
            }
            Event::Won { side } => m("lcg-log-won").with("side", side.say()),
            Event::BalanceSet { side } => m("lcg-log-balance-set").with("side", side.say()),
            Event::Revealed { card } => m("lcg-log-revealed").with("card", title(card)),
            Event::ControlChanged { card, side } => {
                m("lcg-log-control-changed").with("side", side.say()).with("card", title(card))
            }
            Event::DamagePrevented { card } => m("lcg-log-damage-prevented").with("card", title(card)),
            Event::ShieldRemoved { card } => m("lcg-log-shield-removed").with("card", title(card)),
            Event::EffectCancelled { card } => m("lcg-log-effect-cancelled").with("card", title(card)),
        }
    }
}

/// "objective deck" or "command deck".
fn deck(objectives: bool) -> Message {
    Message::new(if objectives { "lcg-zone-objective-deck" } else { "lcg-zone-command-deck" })
}
