//! Events: what an applied action did, in order. The log shows them in words; a log line never
//! names a card some seat may not see (a card drawn or put face down as a resource is counted).

use crate::engine::Table;
use crate::engine::{Arg, CardId, Message, Seat};
use crate::rules::swu::model::act::Named;
use crate::rules::swu::model::def::Arena;
use crate::rules::swu::model::state::{Phase, State};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    InitiativeChosen {
        seat: Seat,
    },
    Mulligan {
        seat: Seat,
    },
    KeptHand {
        seat: Seat,
    },
    /// A card from hand became a resource (face down: not named).
    Resourced {
        seat: Seat,
    },
    /// A card from hand went to the bottom of its owner's deck (hidden: not named).
    PutOnBottom {
        seat: Seat,
    },
    Drew {
        seat: Seat,
        n: u8,
    },
    /// `seat` could not draw `missing` cards and took `damage` on its base.
    DeckEmpty {
        seat: Seat,
        missing: u8,
        damage: u8,
    },
    PlayedUnit {
        card: CardId,
        cost: u8,
    },
    PlayedPilot {
        card: CardId,
        host: CardId,
        cost: u8,
    },
    PlayedUpgrade {
        card: CardId,
        host: CardId,
        cost: u8,
    },
    UsedAbility {
        card: CardId,
    },
    Deployed {
        leader: CardId,
    },
    DeployedAsPilot {
        leader: CardId,
        host: CardId,
    },
    Attacked {
        attacker: CardId,
        defender: CardId,
    },
    Damaged {
        card: CardId,
        amount: u8,
    },
    /// A Shield token on `unit` prevented damage and was defeated.
    ShieldUsed {
        unit: CardId,
    },
    Healed {
        card: CardId,
        amount: u8,
    },
    Exhausted {
        card: CardId,
    },
    /// An ability gave `card` something for this phase.
    GivenForPhase {
        card: CardId,
    },
    /// `card` lost all abilities for this round (`cant_gain`: and can't gain abilities).
    LostAbilities {
        card: CardId,
        cant_gain: bool,
    },
    /// `seat` took control of `card`.
    TookControl {
        card: CardId,
        seat: Seat,
    },
    /// An ability readied one of `seat`'s resources (face down: not named).
    ResourceReadied {
        seat: Seat,
    },
    /// An ability exhausted one of `seat`'s resources (face down: not named).
    ResourceExhausted {
        seat: Seat,
    },
    /// `seat` paid `amount` resources for an ability ("You may pay 2. If you do, …").
    ResourcesPaid {
        seat: Seat,
        amount: u8,
    },
    /// An ability readied `card`.
    Readied {
        card: CardId,
    },
    /// `card`, an event, was played for `cost`; it resolves and goes to the discard pile.
    PlayedEvent {
        card: CardId,
        cost: u8,
    },
    Defeated {
        card: CardId,
    },
    /// `card`, a unit, attached itself to `host` as a Pilot upgrade by its own ability.
    AttachedAsPilot {
        card: CardId,
        host: CardId,
    },
    /// `card`, an upgrade, moved from `from` to `host` by an ability.
    MovedUpgrade {
        card: CardId,
        from: CardId,
        host: CardId,
    },
    /// `card`, a unit, attached itself to `host` as an upgrade (not a Pilot) by its own ability
    /// (Phantom II).
    AttachedAsUpgrade {
        card: CardId,
        host: CardId,
    },
    /// `card`, the top card of a deck, was discarded (face up: named).
    DiscardedFromDeck {
        card: CardId,
    },
    /// `card` was revealed from the top of its owner's deck (and stays there).
    Revealed {
        card: CardId,
    },
    /// `card` was revealed from the top of its owner's deck by a search and drawn.
    SearchedOut {
        card: CardId,
    },
    /// `seat` put the cards searched and not drawn on the bottom of their deck, in a random order.
    SearchRestToBottom {
        seat: Seat,
    },
    /// `card` chose `value` ("Choose an arena", "Choose Grit, …").
    Chose {
        card: CardId,
        value: Named,
    },
    /// `card` was discarded from its owner's hand (face up: named).
    DiscardedFromHand {
        card: CardId,
    },
    /// `card` went from a discard pile to the bottom of its owner's deck.
    DiscardToBottom {
        card: CardId,
    },
    /// A unit left play for its owner's hand (a token: removed from the game).
    ReturnedToHand {
        card: CardId,
    },
    /// A defeated leader went back to its base zone, leader side up and exhausted.
    ReturnedToBase {
        leader: CardId,
    },
    TokenCreated {
        card: CardId,
    },
    /// A token upgrade (Shield, Experience) was given to `unit`.
    TokenGiven {
        card: CardId,
        unit: CardId,
    },
    /// Luke Skywalker moved to the ground arena as a unit instead of being defeated.
    MovedToGround {
        card: CardId,
    },
    /// A unit moved to the other arena by an ability (Blue Leader).
    MovedToArena {
        card: CardId,
        arena: Arena,
    },
    /// L3-37 attached to `host` as an upgrade instead of being defeated.
    AttachedInstead {
        card: CardId,
        host: CardId,
    },
    /// "The next Pilot card you play this phase costs N less."
    PilotDiscount {
        seat: Seat,
        amount: u8,
    },
    TookInitiative {
        seat: Seat,
    },
    Passed {
        seat: Seat,
    },
    PhaseBegan {
        phase: Phase,
        round: u32,
    },
    Won {
        seat: Seat,
    },
    Draw,
    ScenarioComplete,
}

/// A seat as the log and the board name it: "Player 1 (Wedge Antilles)".
pub(crate) fn seat_say(state: &State, seat: Seat) -> Message {
    let leader = state.player(seat).leader;
    let title = state.cards.get(leader.idx()).map(|_| state.def(leader).title.to_string()).unwrap_or_default();
    Message::new("swu-seat").number("n", u32::from(seat.0) + 1).with("leader", Arg::Card(title))
}

impl Event {
    /// The event as a log line (`state` is the state after the action).
    pub fn say(&self, state: &State) -> Message {
        let t = |c: &CardId| Arg::Card(state.def(*c).title.to_string());
        let seat = |s: &Seat| seat_say(state, *s);
        let m = Message::new;
        match self {
            Event::InitiativeChosen { seat: s } => m("swu-log-initiative-chosen").with("side", seat(s)),
            Event::Mulligan { seat: s } => m("swu-log-mulligan").with("side", seat(s)),
            Event::KeptHand { seat: s } => m("swu-log-kept-hand").with("side", seat(s)),
            Event::Resourced { seat: s } => m("swu-log-resourced").with("side", seat(s)),
            Event::PutOnBottom { seat: s } => m("swu-log-put-on-bottom").with("side", seat(s)),
            Event::Drew { seat: s, n } => m("swu-log-drew").with("side", seat(s)).number("n", *n),
            Event::DeckEmpty { seat: s, missing, damage } => {
                m("swu-log-deck-empty").with("side", seat(s)).number("n", *missing).number("damage", *damage)
            }
            Event::PlayedUnit { card, cost } => m("swu-log-played-unit").with("card", t(card)).number("cost", *cost),
            Event::PlayedPilot { card, host, cost } => {
                m("swu-log-played-pilot").with("card", t(card)).with("host", t(host)).number("cost", *cost)
            }
            Event::PlayedUpgrade { card, host, cost } => {
                m("swu-log-played-upgrade").with("card", t(card)).with("host", t(host)).number("cost", *cost)
            }
            Event::UsedAbility { card } => m("swu-log-used-ability").with("card", t(card)),
            Event::Deployed { leader } => m("swu-log-deployed").with("card", t(leader)),
            Event::DeployedAsPilot { leader, host } => {
                m("swu-log-deployed-as-pilot").with("card", t(leader)).with("host", t(host))
            }
            Event::Attacked { attacker, defender } => {
                m("swu-log-attacked").with("card", t(attacker)).with("target", t(defender))
            }
            Event::Damaged { card, amount } => m("swu-log-damaged").with("card", t(card)).number("n", *amount),
            Event::ShieldUsed { unit } => m("swu-log-shield-used").with("card", t(unit)),
            Event::Healed { card, amount } => m("swu-log-healed").with("card", t(card)).number("n", *amount),
            Event::Exhausted { card } => m("swu-log-exhausted").with("card", t(card)),
            Event::Readied { card } => m("swu-log-readied").with("card", t(card)),
            Event::ResourceReadied { seat: s } => m("swu-log-resource-readied").with("side", seat(s)),
            Event::ResourceExhausted { seat: s } => m("swu-log-resource-exhausted").with("side", seat(s)),
            Event::ResourcesPaid { seat: s, amount } => {
                m("swu-log-resources-paid").with("side", seat(s)).number("n", *amount)
            }
            Event::GivenForPhase { card } => m("swu-log-given-for-phase").with("card", t(card)),
            Event::LostAbilities { card, cant_gain: false } => m("swu-log-lost-abilities").with("card", t(card)),
            Event::LostAbilities { card, cant_gain: true } => {
                m("swu-log-lost-abilities-cant-gain").with("card", t(card))
            }
            Event::TookControl { card, seat } => {
                m("swu-log-took-control").with("card", t(card)).with("side", seat_say(state, *seat))
            }
            Event::PlayedEvent { card, cost } => m("swu-log-played-event").with("card", t(card)).number("cost", *cost),
            Event::Defeated { card } => m("swu-log-defeated").with("card", t(card)),
            Event::DiscardedFromDeck { card } => m("swu-log-discarded-from-deck").with("card", t(card)),
            Event::DiscardToBottom { card } => m("swu-log-discard-to-bottom").with("card", t(card)),
            Event::DiscardedFromHand { card } => m("swu-log-discarded-from-hand").with("card", t(card)),
            Event::Chose { card, value } => m("swu-log-chose").with("card", t(card)).with("value", value.say()),
            Event::SearchedOut { card } => m("swu-log-searched-out").with("card", t(card)),
            Event::Revealed { card } => m("swu-log-revealed").with("card", t(card)),
            Event::SearchRestToBottom { seat: s } => m("swu-log-search-to-bottom").with("side", seat(s)),
            Event::ReturnedToHand { card } => m("swu-log-returned-to-hand").with("card", t(card)),
            Event::ReturnedToBase { leader } => m("swu-log-returned-to-base").with("card", t(leader)),
            Event::AttachedAsPilot { card, host } => {
                m("swu-log-attached-as-pilot").with("card", t(card)).with("host", t(host))
            }
            Event::MovedUpgrade { card, from, host } => {
                m("swu-log-moved-upgrade").with("card", t(card)).with("from", t(from)).with("host", t(host))
            }
            Event::AttachedAsUpgrade { card, host } => {
                m("swu-log-attached-as-upgrade").with("card", t(card)).with("host", t(host))
            }
            Event::TokenCreated { card } => m("swu-log-token-created").with("card", t(card)),
            Event::TokenGiven { card, unit } => m("swu-log-token-given").with("card", t(card)).with("target", t(unit)),
            Event::MovedToGround { card } => m("swu-log-moved-to-ground").with("card", t(card)),
            Event::MovedToArena { card, arena } => {
                m("swu-log-moved-to-arena").with("card", t(card)).with("arena", arena.say())
            }
            Event::AttachedInstead { card, host } => {
                m("swu-log-attached-instead").with("card", t(card)).with("host", t(host))
            }
            Event::PilotDiscount { seat: s, amount } => {
                m("swu-log-pilot-discount").with("side", seat(s)).number("n", *amount)
            }
            Event::TookInitiative { seat: s } => m("swu-log-took-initiative").with("side", seat(s)),
            Event::Passed { seat: s } => m("swu-log-passed").with("side", seat(s)),
            Event::PhaseBegan { phase, round } => {
                m("swu-log-phase-began").with("phase", phase.say()).number("round", *round)
            }
            Event::Won { seat: s } => m("swu-log-won").with("side", seat(s)),
            Event::Draw => m("swu-log-draw"),
            Event::ScenarioComplete => m("swu-log-scenario-complete"),
        }
    }
}
