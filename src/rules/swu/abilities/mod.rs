//! The ability vocabulary at work: which triggered abilities fire (`triggers`), the Actions a card
//! uses on its own and the attacks an effect allows (`actions`), and what each
//! effect does when it resolves, with the choices it asks for (`effects`) and what it does to the
//! card chosen (`answer`), and the cards an
//! effect names and what it does to each (`acts`); indirect damage, assigned among a player's base
//! and units (`indirect`); the top of a deck searched (`search`); a choice that is not a card
//! (`choose`); several cards chosen one at a time, each of up to N or a division (`several`); a unit played from the discard pile (`discard_play`); an upgrade moved to another
//! unit (`moving`); a "When Defeated" ability used again (`again`); the top of a deck revealed for
//! an opponent to discard from (`reveal`).

pub(crate) mod actions;
pub(crate) mod acts;
pub(crate) mod again;
pub(crate) mod answer;
pub(crate) mod choose;
pub(crate) mod discard_play;
pub(crate) mod effects;
pub(crate) mod indirect;
pub(crate) mod moving;
pub(crate) mod reveal;
pub(crate) mod search;
pub(crate) mod several;
pub(crate) mod triggers;
