//! The two built-in decks, of 60 cards each (research §3 "Setup": "Each player has a 60-card deck
//! of one side only"), with the starting location each deploys before the first turn. Their
//! themes are the skirmish decks' (shared/data/swccg/decks.md: the Dark Side's TIEs over Tatooine,
//! the Light Side's X-wings from Yavin), grown from the cards of the first three sets Hangar plays
//! whole: more of the same starships and pilots, the droids that ride them, and a location of
//! each side's own. The Dark Side's deck plays an AT-ST Dual Cannon so that Danz Borin's gunner
//! text has a weapon to add to (docs/rules-notes.md). The deck-building checks are
//! `setup/decks.rs`'s.

use crate::cards::swccg::{catalog, DefId};
use crate::rules::swccg::model::def::{CardType, Side};

/// A deck list: the starting location and the cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckList {
    pub side: Side,
    /// GEMP id of the starting location.
    pub starting: &'static str,
    /// GEMP ids and copies, the starting location included.
    pub cards: Vec<(&'static str, u8)>,
}

/// Cards per deck (research §3, "Setup").
pub const DECK_SIZE: usize = 60;

/// "Black Squadron over Tatooine": starts at the Tatooine system.
pub fn dark() -> DeckList {
    DeckList {
        side: Side::Dark,
        starting: "1_289",
        cards: vec![
            ("1_289", 1),  // Tatooine
            ("1_291", 1),  // Tatooine: Docking Bay 94
            ("1_295", 1),  // Tatooine: Mos Eisley
            ("1_285", 1),  // Death Star: Docking Bay 327
            ("1_168", 1),  // Darth Vader
            ("1_173", 1),  // DS-61-2
            ("1_174", 1),  // DS-61-3
            ("1_167", 1),  // Commander Praji
            ("2_85", 1),   // Danz Borin
            ("1_180", 7),  // Imperial Pilot
            ("1_194", 11), // Stormtrooper
            ("1_192", 1),  // R1-G4
            ("2_100", 1),  // R3-T6
            ("2_101", 1),  // R5-A2
            ("1_193", 1),  // R4-M9
            ("1_304", 8),  // TIE Fighter
            ("1_303", 3),  // TIE Advanced x1
            ("1_299", 1),  // Black 2
            ("1_300", 1),  // Black 3
            ("1_306", 1),  // Vader's Custom TIE
            ("1_305", 2),  // TIE Scout
            ("1_301", 1),  // Devastator
            ("1_302", 2),  // Imperial-Class Star Destroyer
            ("8_171", 2),  // Tempest Scout
            ("8_172", 1),  // Tempest Scout 1
            ("1_241", 3),  // Dark Maneuvers
            ("1_257", 1),  // Lone Pilot
            ("1_209", 2),  // Baniss Keeg
            ("8_178", 1),  // AT-ST Dual Cannon
        ],
    }
}

/// "Rogue Flight from Yavin": starts at the Yavin 4 system.
pub fn light() -> DeckList {
    DeckList {
        side: Side::Light,
        starting: "1_135",
        cards: vec![
            ("1_135", 1), // Yavin 4
            ("1_136", 1), // Yavin 4: Docking Bay
            ("1_137", 1), // Yavin 4: Jungle
            ("3_55", 1),  // Hoth
            ("1_19", 1),  // Luke Skywalker
            ("1_11", 1),  // Han Solo
            ("2_3", 1),   // Chewbacca
            ("1_3", 1),   // Biggs Darklighter
            ("2_23", 1),  // Wedge Antilles
            ("3_27", 1),  // Zev Senesca
            ("1_27", 7),  // Rebel Pilot
            ("1_28", 7),  // Rebel Trooper
            ("2_14", 1),  // R2-D2
            ("1_5", 1),   // C-3PO
            ("1_24", 2),  // R2-X2
            ("2_15", 1),  // R5-D4
            ("3_15", 1),  // R5-M2
            ("1_25", 1),  // R4-E1
            ("1_146", 7), // X-wing
            ("2_71", 1),  // Red 5
            ("1_145", 1), // Red 3
            ("2_70", 1),  // Red 2
            ("1_144", 1), // Red 1
            ("1_143", 1), // Millennium Falcon
            ("1_141", 1), // Gold 1
            ("1_142", 1), // Gold 5
            ("1_147", 3), // Y-wing
            ("1_140", 2), // Corellian Corvette
            ("1_149", 1), // Luke's X-34 Landspeeder
            ("3_69", 2),  // Snowspeeder
            ("1_70", 3),  // A Few Maneuvers
            ("1_81", 1),  // Full Throttle
            ("1_49", 2),  // Ellorrs Madak
            ("3_80", 1),  // Surface Defense Cannon
        ],
    }
}

pub fn deck(side: Side) -> DeckList {
    match side {
        Side::Dark => dark(),
        Side::Light => light(),
    }
}

/// The deck's cards one by one (the starting location first), as definitions.
pub fn cards(list: &DeckList) -> Vec<DefId> {
    let mut out: Vec<DefId> = catalog().by_key(list.starting).into_iter().collect();
    for &(id, copies) in &list.cards {
        let copies = if id == list.starting { copies.saturating_sub(1) } else { copies };
        if let Some(def) = catalog().by_key(id) {
            out.extend(std::iter::repeat_n(def, usize::from(copies)));
        }
    }
    out
}

/// Whether a definition is a location (they deploy free and never leave the table).
pub fn is_location(def: DefId) -> bool {
    catalog().get(def).is(CardType::Location)
}
