//! The built-in Premier decks (issue #31): four decks of at least 50 cards, at most 3 copies of a
//! card, every card implemented, each around a different pilot leader — two Heroism (Wedge
//! Antilles, Luke Skywalker) and two Villainy (Darth Vader, Boba Fett) — each in its leader's and
//! base's aspects (the Villainy Aggression deck borrows two Vigilance / Villainy cards).

use crate::rules::swu::setup::deck::DeckList;
/// "Red Squadron Sortie": Wedge Antilles, Resistance Headquarters: Heroism / Command, Pilots onto Fighters and Transports.
pub(crate) fn wedge() -> DeckList {
    DeckList {
        leader: "JTL_008",
        base: "JTL_022",
        cards: vec![
            (3, "SOR_093"), // Alliance Dispatcher
            (1, "JTL_093"), // Nien Nunb
            (1, "JTL_094"), // Luke Skywalker
            (1, "JTL_103"), // Chewbacca
            (3, "JTL_108"), // Clone Pilot
            (1, "JTL_245"), // R2-D2
            (3, "JTL_246"), // Hopeful Volunteer
            (2, "JTL_255"), // Sullustan Spacer
            (3, "JTL_095"), // Phoenix Squadron A-Wing
            (1, "JTL_101"), // Red Leader
            (3, "JTL_247"), // Resistance X-Wing
            (2, "JTL_248"), // Dilapidated Ski Speeder
            (1, "JTL_249"), // Millennium Falcon
            (3, "SOR_237"), // Alliance X-Wing
            (2, "SOR_114"), // Escort Skiff
            (1, "SOR_244"), // Snowspeeder
            (2, "JTL_110"), // Scouting Headhunter
            (2, "JTL_112"), // Eager Escort Fighter
            (2, "JTL_114"), // Adept ARC-170
            (1, "JTL_118"), // MC30 Assault Frigate
            (2, "JTL_122"), // All Wings Report In
            (2, "JTL_123"), // Dogfight
            (2, "JTL_124"), // Tandem Assault
            (2, "JTL_125"), // Air Superiority
            (1, "JTL_129"), // Focus Fire
            (2, "JTL_253"), // Coordinated Front
            (1, "JTL_254"), // Dedicated Wingmen
            (2, "TWI_120"), // Strategic Acumen
        ],
    }
}

/// "Yavin Strike": Luke Skywalker, Massassi Temple: Heroism / Aggression, Fighters and speeders.
pub(crate) fn luke() -> DeckList {
    DeckList {
        leader: "JTL_012",
        base: "JTL_026",
        cards: vec![
            (3, "SOR_141"), // Green Squadron A-Wing
            (3, "JTL_159"), // Determined Recruit
            (3, "JTL_166"), // Orbiting K-Wing
            (3, "JTL_167"), // Occupier Siege Tank
            (2, "JTL_179"), // Koiogran Turn
            (2, "JTL_180"), // Piercing Shot
            (2, "JTL_181"), // Planetary Bombardment
            (1, "JTL_245"), // R2-D2
            (3, "JTL_246"), // Hopeful Volunteer
            (3, "JTL_247"), // Resistance X-Wing
            (3, "JTL_248"), // Dilapidated Ski Speeder
            (1, "JTL_249"), // Millennium Falcon
            (3, "SOR_237"), // Alliance X-Wing
            (2, "SOR_244"), // Snowspeeder
            (2, "JTL_251"), // Jedi Light Cruiser
            (2, "JTL_253"), // Coordinated Front
            (1, "JTL_254"), // Dedicated Wingmen
            (3, "JTL_255"), // Sullustan Spacer
            (3, "JTL_258"), // Corellian Freighter
            (3, "JTL_261"), // Attack Run
            (3, "JTL_262"), // Evasive Maneuver
        ],
    }
}

/// "Victor Squadron Wing": Darth Vader, Theed Palace: Villainy / Command, TIE swarms.
pub(crate) fn vader() -> DeckList {
    DeckList {
        leader: "JTL_006",
        base: "JTL_023",
        cards: vec![
            (3, "JTL_081"), // First Order TIE Fighter
            (3, "JTL_082"), // Kijimi Patrollers
            (1, "JTL_084"), // Wingman Victor Two
            (1, "JTL_086"), // Wingman Victor Three
            (2, "JTL_091"), // Apology Accepted
            (1, "JTL_092"), // Scramble Fighters
            (1, "JTL_106"), // Unity of Purpose
            (3, "SOR_225"), // TIE/ln Fighter
            (2, "SOR_232"), // AT-ST
            (3, "JTL_236"), // Indoctrinated Conscript
            (2, "JTL_241"), // Rogue-class Starfighter
            (2, "SOR_114"), // Escort Skiff
            (3, "JTL_108"), // Clone Pilot
            (2, "JTL_110"), // Scouting Headhunter
            (2, "JTL_112"), // Eager Escort Fighter
            (2, "JTL_114"), // Adept ARC-170
            (2, "JTL_122"), // All Wings Report In
            (2, "JTL_123"), // Dogfight
            (2, "JTL_124"), // Tandem Assault
            (2, "JTL_125"), // Air Superiority
            (1, "JTL_129"), // Focus Fire
            (2, "TWI_120"), // Strategic Acumen
            (3, "JTL_255"), // Sullustan Spacer
            (2, "JTL_258"), // Corellian Freighter
            (2, "JTL_261"), // Attack Run
        ],
    }
}

/// "Bounty Run": Boba Fett, Nadiri Dockyards: Villainy / Aggression, non-combat damage.
pub(crate) fn boba() -> DeckList {
    DeckList {
        leader: "JTL_009",
        base: "JTL_027",
        cards: vec![
            (3, "JTL_136"), // Prototype TIE Advanced
            (3, "JTL_144"), // No Disintegrations
            (3, "JTL_159"), // Determined Recruit
            (3, "JTL_166"), // Orbiting K-Wing
            (3, "JTL_167"), // Occupier Siege Tank
            (3, "JTL_179"), // Koiogran Turn
            (3, "JTL_180"), // Piercing Shot
            (2, "JTL_181"), // Planetary Bombardment
            (3, "SOR_225"), // TIE/ln Fighter
            (2, "SOR_232"), // AT-ST
            (3, "JTL_236"), // Indoctrinated Conscript
            (3, "JTL_241"), // Rogue-class Starfighter
            (2, "JTL_034"), // Interceptor Ace
            (3, "JTL_255"), // Sullustan Spacer
            (3, "JTL_258"), // Corellian Freighter
            (3, "JTL_261"), // Attack Run
            (3, "JTL_262"), // Evasive Maneuver
            (2, "JTL_033"), // Onyx Squadron Brute
        ],
    }
}
