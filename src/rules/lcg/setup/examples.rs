//! The worked examples of the seed rulebooks as playable positions, each with the rule text it
//! illustrates (quoted from shared/rules/lcg-ready-for-takeoff.txt and lcg-jump-to-lightspeed.txt).
//! Which example a state plays is part of the state (`model/example.rs`).

use crate::rules::lcg::model::def::Side;
pub(crate) use crate::rules::lcg::model::example::Example;
use crate::rules::lcg::model::state::Role;
use crate::rules::lcg::model::state::{Phase, State};
use crate::rules::lcg::sections::LcgRule;
use crate::rules::lcg::setup::scenario::Scenario;

impl Example {
    /// The section the example illustrates.
    pub fn rule(self) -> LcgRule {
        match self {
            Example::PilotX => LcgRule::PilotX,
            Example::PilotingLimit => LcgRule::PilotingLimit,
            Example::Faction => LcgRule::Faction,
            Example::Skirmish => LcgRule::TurnSequence,
        }
    }

    /// The rule and its example, as printed.
    pub fn text(self) -> &'static str {
        match self {
            Example::PilotX => "In order to play a card with the pilot (X) keyword from hand as a Pilot enhancement, a player must pay the resource cost of X instead of the normal printed cost. X is known as the \"pilot cost\" of the enhancement.\n\nThe parenthetical text following \"Pilot (X)\" expresses the ability this card has only while it is being used as a Pilot enhancement.\n\nExample 1: The DS player wants to play Baron Fel (0714) on the 181st TIE Interceptor (0715). The DS player pays Baron Fel's pilot cost of 2 and attaches him as a Pilot enhancement on the 181st TIE Interceptor. Baron Fel is now considered an attached enhancement with the text: \"While this card is piloting a Fighter unit, each friendly Fighter unit gains elite and edge (1).\"\n\nIf the DS player had played Baron Fel as a unit, he would pay the printed cost of 4, and the parenthetical text on Baron Fel would not be active.",
            Example::PilotingLimit => "If two or more Pilot enhancements are attached to a single unit, that unit's controller must immediately discard Pilot enhancements from that unit until only one remains.\n\nExample 2: The LS player wishes to play Derek \"Hobbie\" Klivian (0699) from his hand onto his Rogue Squadron X-Wing (0700). The Rogue Squadron X-Wing already has Wedge Antilles (0183) attached to it as a Pilot enhancement. The LS player pays Derek \"Hobbie\" Klivian's pilot cost of 1 and attaches him as a Pilot enhancement to the Rogue Squadron X-Wing.\n\nAs the Rogue Squadron X-Wing now has two attached Pilot enhancements, the LS player must choose to discard one of them. He chooses to discard Wedge Antilles, leaving the Rogue Squadron X-Wing with only Derek \"Hobbie\" Klivian attached as a Pilot enhancement.",
            Example::Skirmish => "Each turn runs six phases. Balance of the Force: on the Dark Side's turn the Death Star dial advances 1 (2 while the Balance is with the dark side); on the Light Side's turn, with the Balance on the light side, it deals 1 damage to a Dark Side objective. Refresh: remove a focus token from each of your cards (two from Elite ones) and reveal objectives until you control three. Draw up to your reserve. Deployment: play units, pilots and enhancements by focusing resources. Conflict: engage an enemy objective with ready units; the defender may defend; an edge battle, then strikes. Force: commit units; the side with more Force icons on ready committed units takes the Balance.\n\nThe Light Side wins with three Dark Side objectives destroyed; the Dark Side when the dial reaches 12. A player who must draw from an empty command deck loses. (The Dark Side skips its conflict phase on its first turn.)",
            Example::Faction => "An in-faction card is any card that shares an affiliation with its controller's affiliation card. An out-of-faction card is any card that does not share an affiliation with its controller's affiliation card.\n\nExample: Kris is using a Jedi affiliation card, which indicates that his faction is Jedi. Tom plays the card Filthy Accusations (0927), which places a focus token on a target out-of-faction unit controlled by the opponent. This card can target any Rebel Alliance, Smugglers and Spies, or neutral unit that Kris controls; it cannot target Kris's Jedi units, because those are in-faction.",
        }
    }

    /// The position, ready to play: the scenario is complete when its phase ends.
    pub fn position(self) -> State {
        let mut state = match self {
            Example::PilotX => example_1(),
            Example::PilotingLimit => example_2(),
            Example::Faction => filthy_accusations(),
            Example::Skirmish => skirmish(),
        };
        state.example = Some(self);
        state
    }
}

/// Example 1: the Dark Side has Baron Fel (0714) in hand, a 181st TIE Interceptor (0715) in play
/// and resources to pay either his pilot cost 2 or his printed cost 4; the Light Side has a
/// Rogue Squadron X-Wing (0700) in play.
fn example_1() -> State {
    let mut s = Scenario::new(Example::PilotX.title(), "IN-AFF", "RA-AFF").ends_after(Phase::Deployment);
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0783");
    s.play(Side::Dark, "0715");
    s.hand(Side::Dark, "0714");
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0700");
    s.build()
}

/// Example 2: Rogue Squadron X-Wing with Wedge Antilles (0183) attached as a Pilot enhancement,
/// Hobbie (0699) in hand, and the Light Side's affiliation card to pay his pilot cost of 1.
fn example_2() -> State {
    let mut s = Scenario::new(Example::PilotingLimit.title(), "IN-AFF", "RA-AFF")
        .active(Side::Light, Phase::Deployment)
        .ends_after(Phase::Deployment);
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0715");
    let xwing = s.play(Side::Light, "0700");
    s.attach(Side::Light, "0183", xwing, Role::Pilot);
    s.hand(Side::Light, "0699");
    s.build()
}

/// Kris (Light Side, Jedi) controls a Jedi, a Rebel Alliance, a Smugglers and Spies and a neutral
/// unit; Tom (Dark Side) has Filthy Accusations in hand.
fn filthy_accusations() -> State {
    let mut s = Scenario::new(Example::Faction.title(), "IN-AFF", "J-AFF").ends_after(Phase::Deployment);
    s.play(Side::Dark, "0036");
    s.hand(Side::Dark, "0927");
    s.play(Side::Light, "0768");
    s.play(Side::Light, "0700");
    s.play(Side::Light, "0704");
    s.play(Side::Light, "0800");
    s.build()
}

/// Both sides with three objectives, a Vehicle in play, a hand of the cards Hangar implements,
/// and a short command deck; the Dark Side's first deployment phase. Nothing ends it early.
fn skirmish() -> State {
    let mut s = Scenario::new(Example::Skirmish.title(), "IN-AFF", "RA-AFF").seed(1138);
    for number in ["0036", "0783", "0036"] {
        s.play(Side::Dark, number);
    }
    s.play(Side::Dark, "0715");
    for number in ["0714", "0761", "0760", "0712", "0926"] {
        s.hand(Side::Dark, number);
    }
    for number in ["0715", "0761", "0125", "0760", "0926", "0761"] {
        s.command_deck(Side::Dark, number);
    }
    for number in ["0772", "0819", "0772"] {
        s.play(Side::Light, number);
    }
    s.play(Side::Light, "0700");
    for number in ["0699", "0183", "0800", "0702", "0700", "0800"] {
        s.hand(Side::Light, number);
    }
    for number in ["0700", "0800", "0700", "0800", "0701", "0800"] {
        s.command_deck(Side::Light, number);
    }
    s.build()
}
