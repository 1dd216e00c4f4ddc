//! The built-in decks, of 60 cards each (research §3 "Setup": "Each player has a 60-card deck
//! of one side only"), with the starting location each deploys before the first turn. The first
//! two (`dark`, `light`, the match a new game deals) keep the skirmish decks' themes
//! (shared/data/swccg/decks.md: the Dark Side's TIEs over Tatooine, the Light Side's X-wings from
//! Yavin), grown from the cards of the first three sets Hangar plays whole: more of the same
//! starships and pilots, the droids that ride them, and a location of each side's own. The Dark
//! Side's deck plays an AT-ST Dual Cannon so that Danz Borin's gunner text has a weapon to add to
//! (docs/rules-notes.md). Four more are each built around other starships (`others`): the Death
//! Star's TIEs and the Star Destroyers' line for the Dark Side, the Falcon and the Rebel capital
//! ships for the Light Side. The deck-building checks are `setup/decks.rs`'s.

use crate::cards::swccg::{catalog, DefId};
use crate::engine::Message;
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

/// "The Death Star's TIE wing": starts at Death Star: Docking Bay 327. TIEs with their cannons,
/// Vader and his wingmen.
pub fn death_star_ties() -> DeckList {
    DeckList {
        side: Side::Dark,
        starting: "1_285",
        cards: vec![
            ("1_285", 1),  // Death Star: Docking Bay 327
            ("1_289", 1),  // Tatooine
            ("1_291", 1),  // Tatooine: Docking Bay 94
            ("1_296", 1),  // Yavin 4
            ("1_297", 1),  // Yavin 4: Docking Bay
            ("1_168", 1),  // Darth Vader
            ("1_173", 1),  // DS-61-2
            ("1_174", 1),  // DS-61-3
            ("1_180", 8),  // Imperial Pilot
            ("1_194", 4),  // Stormtrooper
            ("1_192", 1),  // R1-G4
            ("1_193", 2),  // R4-M9
            ("1_304", 10), // TIE Fighter
            ("1_303", 4),  // TIE Advanced x1
            ("1_299", 1),  // Black 2
            ("1_300", 1),  // Black 3
            ("1_306", 1),  // Vader's Custom TIE
            ("1_305", 3),  // TIE Scout
            ("2_158", 4),  // Enhanced TIE Laser Cannon
            ("1_313", 2),  // Boosted TIE Cannon
            ("1_324", 1),  // Vader's Lightsaber
            ("1_203", 2),  // Fusion Generator Supply Tanks
            ("1_241", 5),  // Dark Maneuvers
            ("1_257", 1),  // Lone Pilot
            ("1_248", 1),  // I Have You Now
            ("1_240", 1),  // Dark Jedi Presence
        ],
    }
}

/// "The Star Destroyers' line over Tatooine": starts at the Tatooine system. Imperial-class
/// Star Destroyers with Turbolaser Batteries, the troopers and walkers they land.
pub fn star_destroyer_line() -> DeckList {
    DeckList {
        side: Side::Dark,
        starting: "1_289",
        cards: vec![
            ("1_289", 1), // Tatooine
            ("3_143", 1), // Hoth
            ("3_147", 1), // Hoth: Echo Docking Bay
            ("1_295", 1), // Tatooine: Mos Eisley
            ("1_291", 1), // Tatooine: Docking Bay 94
            ("1_167", 1), // Commander Praji
            ("2_85", 1),  // Danz Borin
            ("1_174", 1), // DS-61-3
            ("1_180", 8), // Imperial Pilot
            ("1_194", 8), // Stormtrooper
            ("2_101", 2), // R5-A2
            ("2_100", 1), // R3-T6
            ("1_193", 2), // R4-M9
            ("1_301", 1), // Devastator
            ("1_302", 3), // Imperial-Class Star Destroyer
            ("1_304", 4), // TIE Fighter
            ("1_305", 2), // TIE Scout
            ("8_171", 2), // Tempest Scout
            ("8_172", 1), // Tempest Scout 1
            ("1_323", 4), // Turbolaser Battery
            ("8_178", 2), // AT-ST Dual Cannon
            ("1_312", 2), // Blaster Rifle
            ("3_94", 2),  // Deflector Shield Generators
            ("1_207", 3), // Stormtrooper Utility Belt
            ("1_209", 2), // Baniss Keeg
            ("1_241", 1), // Dark Maneuvers
            ("1_257", 1), // Lone Pilot
            ("1_258", 1), // Lone Warrior
        ],
    }
}

/// "The Falcon out of Mos Eisley": starts at Tatooine: Docking Bay 94. The Millennium Falcon with
/// its cannons and crew, X-wings beside it.
pub fn falcon() -> DeckList {
    DeckList {
        side: Side::Light,
        starting: "1_129",
        cards: vec![
            ("1_129", 1), // Tatooine: Docking Bay 94
            ("1_127", 1), // Tatooine
            ("1_124", 1), // Death Star: Docking Bay 327
            ("1_135", 1), // Yavin 4
            ("1_136", 1), // Yavin 4: Docking Bay
            ("1_11", 1),  // Han Solo
            ("2_3", 1),   // Chewbacca
            ("1_19", 1),  // Luke Skywalker
            ("1_3", 1),   // Biggs Darklighter
            ("2_14", 1),  // R2-D2
            ("1_5", 1),   // C-3PO
            ("2_15", 1),  // R5-D4
            ("1_24", 2),  // R2-X2
            ("1_27", 4),  // Rebel Pilot
            ("1_28", 7),  // Rebel Trooper
            ("1_143", 1), // Millennium Falcon
            ("1_146", 6), // X-wing
            ("2_71", 1),  // Red 5
            ("1_149", 1), // Luke's X-34 Landspeeder
            ("1_159", 3), // Quad Laser Cannon
            ("3_80", 2),  // Surface Defense Cannon
            ("1_158", 3), // Proton Torpedoes
            ("1_152", 1), // Blaster
            ("1_153", 1), // Blaster Rifle
            ("1_154", 1), // Han's Heavy Blaster Pistol
            ("3_71", 1),  // Anakin's Lightsaber
            ("2_77", 1),  // Bowcaster
            ("1_40", 1),  // Tatooine Utility Belt
            ("1_36", 1),  // Fusion Generator Supply Tanks
            ("1_70", 4),  // A Few Maneuvers
            ("1_81", 1),  // Full Throttle
            ("1_111", 1), // Solo Han
            ("1_116", 1), // The Force Is Strong With This One
            ("3_49", 1),  // Rug Hug
            ("1_49", 2),  // Ellorrs Madak
            ("1_65", 1),  // Special Modifications
        ],
    }
}

/// "The Rebel fleet at Hoth": starts at the Hoth system. Corellian Corvettes with Quad Laser
/// Cannons, Gold Squadron's Y-wings with torpedoes, Snowspeeders on the ground.
pub fn rebel_fleet() -> DeckList {
    DeckList {
        side: Side::Light,
        starting: "3_55",
        cards: vec![
            ("3_55", 1),  // Hoth
            ("1_135", 1), // Yavin 4
            ("1_136", 1), // Yavin 4: Docking Bay
            ("1_137", 1), // Yavin 4: Jungle
            ("2_23", 1),  // Wedge Antilles
            ("3_27", 1),  // Zev Senesca
            ("1_27", 8),  // Rebel Pilot
            ("1_28", 4),  // Rebel Trooper
            ("3_15", 2),  // R5-M2
            ("1_25", 2),  // R4-E1
            ("1_24", 1),  // R2-X2
            ("1_140", 4), // Corellian Corvette
            ("1_141", 1), // Gold 1
            ("1_142", 1), // Gold 5
            ("1_147", 6), // Y-wing
            ("1_144", 1), // Red 1
            ("2_70", 1),  // Red 2
            ("1_145", 1), // Red 3
            ("3_69", 3),  // Snowspeeder
            ("1_159", 3), // Quad Laser Cannon
            ("1_158", 4), // Proton Torpedoes
            ("3_74", 3),  // Dual Laser Cannon
            ("2_29", 1),  // Sensor Panel
            ("3_30", 1),  // Hoth Survival Gear
            ("1_39", 1),  // Targeting Computer
            ("1_70", 3),  // A Few Maneuvers
            ("1_119", 1), // Warrior's Courage
            ("1_102", 2), // Out Of Nowhere
        ],
    }
}

/// A built-in deck beyond the first two: its key, the key of its name's words, its name as a
/// deck keeps it, and its list.
pub struct Other {
    pub key: &'static str,
    pub words: Message,
    pub name: &'static str,
    pub list: DeckList,
}

/// The built-in decks beyond the first two: the Dark Side's first.
pub fn others() -> Vec<Other> {
    let other = |key, words, name, list| Other { key, words, name, list };
    vec![
        other(
            "death-star-ties",
            Message::new("swccg-deck-death-star-ties"),
            "The Death Star's TIE wing",
            death_star_ties(),
        ),
        other(
            "star-destroyer-line",
            Message::new("swccg-deck-star-destroyer-line"),
            "The Star Destroyers' line over Tatooine",
            star_destroyer_line(),
        ),
        other("falcon", Message::new("swccg-deck-falcon"), "The Falcon out of Mos Eisley", falcon()),
        other("rebel-fleet", Message::new("swccg-deck-rebel-fleet"), "The Rebel fleet at Hoth", rebel_fleet()),
    ]
}

/// Every built-in deck list: the two a new match deals, then `others`.
pub fn all() -> Vec<DeckList> {
    let mut lists = vec![dark(), light()];
    lists.extend(others().into_iter().map(|o| o.list));
    lists
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
