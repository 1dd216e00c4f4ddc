//! Declaring how a card is played (shared/rules/swu-jump-to-lightspeed.txt 6.2.a) and which
//! instructions may use Piloting (7.5.17.c).

use crate::rules::swu::cost::How;
use crate::rules::swu::model::ability::Instruction;

/// 6.2.a: "If performing a modified Play a Card action that specifies the type of card to play,
/// the intent must be to play that card in that way." 7.5.17.c: "If a player is instructed to
/// 'play an upgrade' or 'play a non-unit card,' they may choose to play a unit with Piloting as
/// an upgrade using Piloting. If a player is instructed to 'play a unit,' they cannot choose to
/// play a unit with Piloting as an upgrade (though they can play it as a unit). If a player is
/// instructed to 'play a card,' they may play a unit with Piloting as a unit or an upgrade."
/// Whether a play declared `how` answers `instruction`.
pub fn allows(instruction: Instruction, how: How) -> bool {
    match instruction {
        Instruction::Unit => how == How::Unit,
        Instruction::Upgrade => matches!(how, How::Pilot(_) | How::Upgrade),
        Instruction::NonUnit => matches!(how, How::Pilot(_) | How::Upgrade | How::Event),
        Instruction::Card => true,
        Instruction::UsingPiloting => matches!(how, How::Pilot(_)),
    }
}
