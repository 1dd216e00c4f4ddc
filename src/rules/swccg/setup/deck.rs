//! The two skirmish decks (shared/data/swccg/decks.md): 40 cards each, a system and its docking
//! bay to start. The Dark Side's deck plays eight Stormtroopers and one AT-ST Dual Cannon where
//! the proposal had nine Stormtroopers, so that Danz Borin's gunner text has a weapon to add to
//! (docs/rules-notes.md). The deck-building checks are `setup/decks.rs`'s.

use crate::cards::swccg::{catalog, DefId};
use crate::rules::swccg::model::def::{CardType, Side};

/// A deck list: the starting locations (a system, then its docking bay) and the rest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckList {
    pub side: Side,
    /// GEMP ids of the starting system and docking bay.
    pub starting: [&'static str; 2],
    /// GEMP ids and copies, the starting locations included.
    pub cards: Vec<(&'static str, u8)>,
}

/// Cards per deck.
pub const DECK_SIZE: usize = 40;

/// "Black Squadron over Tatooine".
pub fn dark() -> DeckList {
    DeckList {
        side: Side::Dark,
        starting: ["1_289", "1_291"],
        cards: vec![
            ("1_291", 1), // Tatooine: Docking Bay 94
            ("1_289", 1), // Tatooine
            ("1_295", 1), // Tatooine: Mos Eisley
            ("1_168", 1), // Darth Vader
            ("1_173", 1), // DS-61-2
            ("1_167", 1), // Commander Praji
            ("2_85", 1),  // Danz Borin
            ("1_180", 4), // Imperial Pilot
            ("1_194", 8), // Stormtrooper
            ("1_304", 6), // TIE Fighter
            ("1_303", 2), // TIE Advanced x1
            ("1_299", 1), // Black 2
            ("1_306", 1), // Vader's Custom TIE
            ("1_301", 1), // Devastator
            ("1_302", 1), // Imperial-Class Star Destroyer
            ("8_171", 2), // Tempest Scout
            ("8_172", 1), // Tempest Scout 1
            ("1_241", 2), // Dark Maneuvers
            ("1_257", 1), // Lone Pilot
            ("1_209", 2), // Baniss Keeg
            ("8_178", 1), // AT-ST Dual Cannon
        ],
    }
}

/// "Rogue Flight from Yavin".
pub fn light() -> DeckList {
    DeckList {
        side: Side::Light,
        starting: ["1_135", "1_136"],
        cards: vec![
            ("1_136", 1), // Yavin 4: Docking Bay
            ("1_135", 1), // Yavin 4
            ("1_137", 1), // Yavin 4: Jungle
            ("1_19", 1),  // Luke Skywalker
            ("1_11", 1),  // Han Solo
            ("2_3", 1),   // Chewbacca
            ("1_3", 1),   // Biggs Darklighter
            ("2_23", 1),  // Wedge Antilles
            ("1_27", 5),  // Rebel Pilot
            ("1_28", 8),  // Rebel Trooper
            ("1_146", 6), // X-wing
            ("2_71", 1),  // Red 5
            ("1_145", 1), // Red 3
            ("2_70", 1),  // Red 2
            ("1_143", 1), // Millennium Falcon
            ("1_149", 1), // Luke's X-34 Landspeeder
            ("3_69", 2),  // Snowspeeder
            ("1_70", 2),  // A Few Maneuvers
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

/// The deck's cards one by one (starting locations first), as definitions.
pub fn cards(list: &DeckList) -> Vec<DefId> {
    let mut out: Vec<DefId> = list.starting.iter().filter_map(|id| catalog().by_key(id)).collect();
    for &(id, copies) in &list.cards {
        if list.starting.contains(&id) {
            continue;
        }
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
