//! The worked examples of the seed rulebook (shared/rules/swu-jump-to-lightspeed.txt) as playable
//! positions, each with the rule text it illustrates, quoted; and one more position for the pilot
//! leaders.

use crate::engine::{Rule, Seat};
pub(crate) use crate::rules::swu::model::example::Example;
use crate::rules::swu::model::state::State;
use crate::rules::swu::sections::{card_text, SwuRule};
use crate::rules::swu::setup::scenario::Scenario;

impl Example {
    /// The rule the example illustrates.
    pub fn rule(self) -> Rule {
        match self {
            Example::PilotingRestriction => SwuRule::AttachmentRestriction.rule(),
            Example::ExtraPilot => SwuRule::RestrictionOverride.rule(),
            Example::PlayAUnit => SwuRule::DeclaringIntent.rule(),
            Example::UniqueHera => SwuRule::UniqueAnyForm.rule(),
            Example::PilotLeader => card_text("Darth Vader"),
        }
    }

    /// The rule and its example, as printed.
    pub fn text(self) -> &'static str {
        match self {
            Example::PilotingRestriction => "3.6.b While a non-upgrade card is attached as an upgrade, it is considered to have an attachment restriction including any attributes specified by the ability that attached it as an upgrade. If the card ceases to be in play as an upgrade, it loses this attachment restriction. For another unit to be considered \u{201c}eligible\u{201d} for that upgrade, it must account for this attachment restriction (i.e. the upgrade must have been able to attach to that unit via the original ability).\n\nFor example, a card with Piloting specifies that if the card is played as an upgrade, it must be played on a friendly Vehicle unit. If a player uses Piloting to play a card as an upgrade, that upgrade has the attachment restriction: \u{201c}Attach to a friendly Vehicle unit without a Pilot on it\u{201d}.",
            Example::ExtraPilot => "3.6.c Some unit abilities may override an upgrade\u{2019}s attachment restriction for the purposes of attaching that upgrade to that unit.\n\nFor example, Millennium Falcon: Get Out and Push (JTL #249) has the ability: \u{201c}You may play or deploy one additional Pilot on this unit.\u{201d} This ability overrides the standard attachment restriction for Pilots that they must attach to a unit without a Pilot on it.",
            Example::PlayAUnit => "6.2.a When declaring intent, the player also declares how they intend to play the card, if it can be played as multiple card types. If performing a modified Play a Card action that specifies the type of card to play, the intent must be to play that card in that way.\n\nFor example, a card with Piloting can be played as either a unit or an upgrade. If a player takes a modified Play a Card action that specifies they must \u{201c}play a unit,\u{201d} they must declare the intent to play a card as a unit, and cannot use the Piloting keyword to play that card as an upgrade.",
            Example::UniqueHera => "29.a The unique copy limit applies to all in-play copies of a unique card, regardless of how that card is in-play.\n\nFor example, Hera Syndulla: We\u{2019}ve Lost Enough (JTL #047) is a unique PILOT unit. If Aitor controls a copy of Hera Syndulla: We\u{2019}ve Lost Enough attached to a VEHICLE space unit and plays another copy of Hera Syndulla: We\u{2019}ve Lost Enough as a ground unit, he will have to defeat one of the copies according to the uniqueness rule.\n\n(The rulebook's card number is a misprint: Hera Syndulla, We\u{2019}ve Lost Enough is JTL 045.)",
            Example::PilotLeader => "Darth Vader, Victor Squadron Leader. Epic Action: If you control 6 or more resources, choose one:\nDeploy this leader.\nDeploy this leader as an upgrade on a friendly Vehicle unit without a Pilot on it.\n\nAs an upgrade: Attached unit is a leader unit.\nWhen deployed as an upgrade: Create 2 TIE Fighter tokens.",
        }
    }

    /// The position, ready to play: complete when the action phase ends.
    pub fn position(self) -> State {
        let s = match self {
            Example::PilotingRestriction => piloting_restriction(),
            Example::ExtraPilot => extra_pilot(),
            Example::PlayAUnit => play_a_unit(),
            Example::UniqueHera => unique_hera(),
            Example::PilotLeader => pilot_leader(),
        };
        s.example(self).build()
    }
}

/// Wedge Antilles's player has Hopeful Volunteer (Piloting [2, Heroism]) in hand and three
/// resources; an Alliance X-Wing and a Dilapidated Ski Speeder without a Pilot, and a Phoenix
/// Squadron A-Wing piloted by a Clone Pilot; the opponent has a TIE/ln Fighter.
fn piloting_restriction() -> Scenario {
    let mut s = Scenario::skirmish();
    s.resources(Seat(0), 3);
    s.hand(Seat(0), "JTL_246");
    s.unit(Seat(0), "SOR_237");
    let awing = s.unit(Seat(0), "JTL_095");
    s.pilot(Seat(0), "JTL_108", awing);
    s.unit(Seat(0), "JTL_248");
    s.resources(Seat(1), 2);
    s.unit(Seat(1), "SOR_225");
    s
}

/// The Millennium Falcon piloted by Nien Nunb; Hopeful Volunteer and Sullustan Spacer in hand,
/// five resources; an Alliance X-Wing without a Pilot beside it.
fn extra_pilot() -> Scenario {
    let mut s = Scenario::skirmish();
    s.resources(Seat(0), 5);
    s.hand(Seat(0), "JTL_246");
    s.hand(Seat(0), "JTL_255");
    let falcon = s.unit(Seat(0), "JTL_249");
    s.pilot(Seat(0), "JTL_093", falcon);
    s.unit(Seat(0), "SOR_237");
    s.resources(Seat(1), 2);
    s.unit(Seat(1), "SOR_225");
    s
}

/// Alliance Dispatcher ("Action [Exhaust]: Play a unit from your hand. It costs 1 less.") ready,
/// Luke Skywalker, You Still With Me? (Piloting [3]) in hand, an Alliance X-Wing without a Pilot,
/// three resources.
fn play_a_unit() -> Scenario {
    let mut s = Scenario::skirmish();
    s.resources(Seat(0), 3);
    s.hand(Seat(0), "JTL_094");
    s.unit(Seat(0), "SOR_093");
    s.unit(Seat(0), "SOR_237");
    s.resources(Seat(1), 2);
    s.unit(Seat(1), "SOR_225");
    s
}

/// Aitor (Wedge Antilles, with the Vigilance base Shield Generator Complex) has Hera Syndulla
/// piloting an Alliance X-Wing (space) and a second Hera Syndulla in hand, with two resources.
fn unique_hera() -> Scenario {
    let mut s = Scenario::new("JTL_008", "JTL_020", "JTL_006", "JTL_022");
    s.resources(Seat(0), 2);
    s.hand(Seat(0), "JTL_045");
    let xwing = s.unit(Seat(0), "SOR_237");
    s.pilot(Seat(0), "JTL_045", xwing);
    s.resources(Seat(1), 2);
    s.unit(Seat(1), "SOR_225");
    s
}

/// Darth Vader's player controls six resources, a TIE/ln Fighter and an Onyx Squadron Brute
/// piloted by an Academy Graduate; the opponent has an Alliance X-Wing.
fn pilot_leader() -> Scenario {
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    s.resources(Seat(0), 6);
    s.unit(Seat(0), "SOR_225");
    let brute = s.unit(Seat(0), "JTL_033");
    s.pilot(Seat(0), "JTL_058", brute);
    s.resources(Seat(1), 2);
    s.unit(Seat(1), "SOR_237");
    s
}
