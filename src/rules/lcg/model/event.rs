//! Events: what an applied action did, in order. The UI logs them in words.

use crate::engine::{CardId, Role};
use crate::rules::lcg::model::def::Side;
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
}

impl Event {
    /// The event in words, for the game log.
    pub fn describe(&self, state: &State) -> String {
        let name = |c: &CardId| state.def(*c).name.clone();
        match self {
            Event::FocusedForResources { card } => {
                format!("{} is focused for resources.", name(card))
            }
            Event::EnteredPlayAsUnit { card } => format!("{} enters play as a unit.", name(card)),
            Event::Attached { card, host, role } => {
                format!("{} is attached to {} as its {} enhancement.", name(card), name(host), role.label())
            }
            Event::EnhancementPlayed { card } => format!("{} enhances its player's play area.", name(card)),
            Event::EventPlayed { card, target: Some(t) } => format!("{} is played on {}.", name(card), name(t)),
            Event::EventPlayed { card, target: None } => format!("{} is played.", name(card)),
            Event::MissionDeployed { card, into } => {
                format!("{} is deployed in the {}'s play area, under its control.", name(card), into.name())
            }
            Event::AbilityUsed { card } => format!("{}'s Action is used.", name(card)),
            Event::InterruptUsed { card } => format!("{}'s Interrupt is used.", name(card)),
            Event::ReactionUsed { card } => format!("{}'s Reaction is used.", name(card)),
            Event::PilotLimitReached { host, chooser } => format!(
                "{} has more than one pilot: the {} must discard pilots until one remains.",
                name(host),
                chooser.name()
            ),
            Event::LeftPlay { card, to, as_enhancement } => {
                let what = if *as_enhancement { "an enhancement" } else { "a card" };
                let place = match to {
                    Destination::OwnersDiscard => "its owner's discard pile".to_string(),
                    Destination::OwnersHand => "its owner's hand".to_string(),
                    Destination::VictoryPile(side) => format!("the {}'s victory pile", side.name()),
                };
                format!("{} leaves play as {what}, to {place}.", name(card))
            }
            Event::Destroyed { card } => format!("{} is destroyed.", name(card)),
            Event::MissionCompleted { card, by } => format!("The {} has completed {}.", by.name(), name(card)),
            Event::Damaged { card, amount } => format!("{} takes {amount} damage.", name(card)),
            Event::Focused { card } => format!("{} gets a focus token.", name(card)),
            Event::FocusRemoved { card } => format!("A focus token is removed from {}.", name(card)),
            Event::Cleaned { card } => format!("All damage and focus tokens are removed from {}.", name(card)),
            Event::Shuffled { side } => format!("The {} shuffles its command deck.", side.name()),
            Event::PhaseEnded { side, phase } => format!("The {} ends the {} phase.", side.name(), phase.name()),
            Event::ScenarioComplete => "The scenario is complete.".to_string(),
            Event::DialAdvanced { to } => format!("The Death Star dial advances to {to}."),
            Event::Refreshed { side } => format!("The {} refreshes.", side.name()),
            Event::WindowOpened { side } => format!("{} may play Actions before the phase ends.", side.name()),
            Event::Captured { card, under } => format!("{} is captured under {}.", name(card), name(under)),
            Event::Rescued { card } => format!("{} is rescued and returns to its owner's hand.", name(card)),
            Event::EdgeBattleRestarted => {
                "Twist of Fate: the edge battle is cancelled, both edge stacks are discarded, and a new edge battle begins.".to_string()
            }
            Event::DiscardedFromHand { card } => format!("{} is discarded from hand.", name(card)),
            Event::Shielded { card } => format!("{} gets a shield.", name(card)),
            Event::DamageRemoved { card } => format!("Damage is removed from {}.", name(card)),
            Event::Mulligan { side } => format!("{} takes a mulligan and draws a new hand.", side.name()),
            Event::KeptHand { side } => format!("{} keeps the opening hand.", side.name()),
            Event::Sacrificed { card } => format!("{} is sacrificed.", name(card)),
            Event::DamageMoved { from, to, amount } => format!("{amount} damage moves from {} to {}.", name(from), name(to)),
            Event::LookedAtTop { side, owner, objectives } => format!(
                "{} looks at the top card of the {}'s {} deck.",
                side.name(),
                owner.name(),
                if *objectives { "objective" } else { "command" }
            ),
            Event::PlacedOnBottom { owner, objectives } => format!(
                "That card goes to the bottom of the {}'s {} deck.",
                owner.name(),
                if *objectives { "objective" } else { "command" }
            ),
            Event::DiscardedFromDeck { card } => format!("{} is discarded from the top of the deck.", name(card)),
            Event::TookIntoHand { card } => format!("{} is revealed and added to the hand.", name(card)),
            Event::EngagementSwitched { objective } => format!("The engagement goes on against {}.", name(objective)),
            Event::ObjectiveRevealed { card } => format!("{} is revealed as a new objective.", name(card)),
            Event::Drew { side } => format!("The {} draws a card.", side.name()),
            Event::DeckEmpty { side } => format!("The {} must draw from an empty command deck.", side.name()),
            Event::Committed { card } => format!("{} is committed to the Force.", name(card)),
            Event::Engaged { objective } => format!("{} is engaged.", name(objective)),
            Event::DeclaredAttacker { card } => format!("{} attacks.", name(card)),
            Event::DeclaredDefender { card } => format!("{} defends.", name(card)),
            Event::EdgeCardPlaced { side } => format!("The {} places a card in its edge stack.", side.name()),
            Event::EdgeRevealed { attacker, defender, winner } => {
                format!("Edge battle: attacker {attacker}, defender {defender}. The {} has the edge.", winner.name())
            }
            Event::Struck { card } => format!("{} strikes.", name(card)),
            Event::Unopposed { objective } => format!("Unopposed: {} takes 1 more damage.", name(objective)),
            Event::EngagementEnded { objective } => format!("The engagement at {} ends.", name(objective)),
            Event::ForceStruggle { dark, light, balance } => format!(
                "Force struggle: Dark Side {dark}, Light Side {light}. The Balance of the Force is with the {}.",
                balance.name()
            ),
            Event::Won { side } => format!("The {} wins.", side.name()),
            Event::Revealed { card } => format!("{} is revealed.", name(card)),
        }
    }
}
