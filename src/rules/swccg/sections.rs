//! The sections of the rules the Star Wars CCG engine cites: the seed's markers
//! (shared/rules/swccg-starships-en.md: [S1]–[S16], [V1]–[V6], [O1]–[O7], [E1]–[E3]) and the
//! base game's rules the research describes (shared/research/swccg.md, section 3). Each is a
//! catalog key `swccg-section-<key>` (its heading and document, in words).

use crate::engine::GameId;
use crate::engine::{Message, Rule};

/// The game's short name: the prefix of its messages and sections, its tag in saves and links.
pub const GAME: GameId = GameId("swccg");

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SwccgRule {
    /// [S1] Starships deploy at systems.
    S1,
    /// [S2] Starship classes.
    S2,
    /// [S3] Power, raised by pilots.
    S3,
    /// [S4] Armor or maneuver.
    S4,
    /// [S5] Hyperspeed.
    S5,
    /// [S6] Scomp link.
    S6,
    /// [S7] Permanent pilot and nav computer icons.
    S7,
    /// [S8] Deploy cost; deploying aboard.
    S8,
    /// [S9] Forfeit of a starship and of each card aboard.
    S9,
    /// [S10] Game text; capacity.
    S10,
    /// [S11] A starfighter with a permanent pilot deploys at a docking bay, aboard, or at a system.
    S11,
    /// [S12] A starfighter without one: with a pilot anywhere, empty only at a docking bay or aboard.
    S12,
    /// [S13] Landing and taking off.
    S13,
    /// [S14] TIEs require docking bays.
    S14,
    /// [S15] Landing and taking off cost 1 Force, free at a docking bay.
    S15,
    /// [S16] A landed starfighter.
    S16,
    /// [V1] Deploying vehicles and starships with their contents aboard.
    V1,
    /// [V2] Getting in and out without moving the vehicle.
    V2,
    /// [V3] A lost vehicle loses everything aboard.
    V3,
    /// [V4] An occupant keeps a vehicle from being stolen.
    V4,
    /// [V5] Embarking and disembarking.
    V5,
    /// [V6] Cargo aboard a capital starship.
    V6,
    /// [O1] Pilots, drivers and passengers.
    O1,
    /// [O2] A pilot aboard to use power, maneuver, landspeed or hyperdrive.
    O2,
    /// [O3] A pilot's power added to combat and shuttle vehicles too.
    O3,
    /// [O4] Choosing who pilots; pilots beyond capacity are passengers.
    O4,
    /// [O5] Drivers.
    O5,
    /// [O6] Passengers.
    O6,
    /// [O7] Gunners.
    O7,
    /// [E1] Open and enclosed vehicles; all starships enclosed.
    E1,
    /// [E2] Riders of an open vehicle are present.
    E2,
    /// [E3] Riders of an enclosed vehicle are not present.
    E3,
    /// Setup (research §3): 60-card decks, the starting location, Reserve Deck, the opening hand.
    Setup,
    /// The turn: its phases, in order, taken by the player whose turn it is.
    TurnSequence,
    /// Activate phase: Force generation.
    Activate,
    /// Control phase: Force drains at locations you control.
    Control,
    /// Deploy phase: deploying cards by using Force; presence or Force icons; uniqueness.
    Deploy,
    /// Battle phase: initiating a battle, power, battle destiny, the winner.
    Battle,
    /// Battle: the weapons segment.
    Weapons,
    /// Battle: the damage segment (attrition, battle damage, forfeit).
    Damage,
    /// Move phase: regular moves.
    Move,
    /// Draw phase.
    Draw,
    /// Life Force and losing Force; a player with no Life Force loses.
    LifeForce,
    /// Interrupts and Effects: when they may be played, what they do.
    Interrupts,
    /// A pending choice must be answered before anything else happens.
    PendingChoice,
    /// Hangar's deck notes: one side, a unique card once, only cards whose text Hangar plays.
    DeckBuilding,
}

impl SwccgRule {
    pub const ALL: [SwccgRule; 46] = [
        SwccgRule::S1,
        SwccgRule::S2,
        SwccgRule::S3,
        SwccgRule::S4,
        SwccgRule::S5,
        SwccgRule::S6,
        SwccgRule::S7,
        SwccgRule::S8,
        SwccgRule::S9,
        SwccgRule::S10,
        SwccgRule::S11,
        SwccgRule::S12,
        SwccgRule::S13,
        SwccgRule::S14,
        SwccgRule::S15,
        SwccgRule::S16,
        SwccgRule::V1,
        SwccgRule::V2,
        SwccgRule::V3,
        SwccgRule::V4,
        SwccgRule::V5,
        SwccgRule::V6,
        SwccgRule::O1,
        SwccgRule::O2,
        SwccgRule::O3,
        SwccgRule::O4,
        SwccgRule::O5,
        SwccgRule::O6,
        SwccgRule::O7,
        SwccgRule::E1,
        SwccgRule::E2,
        SwccgRule::E3,
        SwccgRule::Setup,
        SwccgRule::TurnSequence,
        SwccgRule::Activate,
        SwccgRule::Control,
        SwccgRule::Deploy,
        SwccgRule::Battle,
        SwccgRule::Weapons,
        SwccgRule::Damage,
        SwccgRule::Move,
        SwccgRule::Draw,
        SwccgRule::LifeForce,
        SwccgRule::Interrupts,
        SwccgRule::PendingChoice,
        SwccgRule::DeckBuilding,
    ];

    /// The section's catalog key: its heading and document, in words.
    pub(crate) fn catalog_key(self) -> &'static str {
        match self {
            SwccgRule::S1 => "swccg-section-s1",
            SwccgRule::S2 => "swccg-section-s2",
            SwccgRule::S3 => "swccg-section-s3",
            SwccgRule::S4 => "swccg-section-s4",
            SwccgRule::S5 => "swccg-section-s5",
            SwccgRule::S6 => "swccg-section-s6",
            SwccgRule::S7 => "swccg-section-s7",
            SwccgRule::S8 => "swccg-section-s8",
            SwccgRule::S9 => "swccg-section-s9",
            SwccgRule::S10 => "swccg-section-s10",
            SwccgRule::S11 => "swccg-section-s11",
            SwccgRule::S12 => "swccg-section-s12",
            SwccgRule::S13 => "swccg-section-s13",
            SwccgRule::S14 => "swccg-section-s14",
            SwccgRule::S15 => "swccg-section-s15",
            SwccgRule::S16 => "swccg-section-s16",
            SwccgRule::V1 => "swccg-section-v1",
            SwccgRule::V2 => "swccg-section-v2",
            SwccgRule::V3 => "swccg-section-v3",
            SwccgRule::V4 => "swccg-section-v4",
            SwccgRule::V5 => "swccg-section-v5",
            SwccgRule::V6 => "swccg-section-v6",
            SwccgRule::O1 => "swccg-section-o1",
            SwccgRule::O2 => "swccg-section-o2",
            SwccgRule::O3 => "swccg-section-o3",
            SwccgRule::O4 => "swccg-section-o4",
            SwccgRule::O5 => "swccg-section-o5",
            SwccgRule::O6 => "swccg-section-o6",
            SwccgRule::O7 => "swccg-section-o7",
            SwccgRule::E1 => "swccg-section-e1",
            SwccgRule::E2 => "swccg-section-e2",
            SwccgRule::E3 => "swccg-section-e3",
            SwccgRule::Setup => "swccg-section-setup",
            SwccgRule::TurnSequence => "swccg-section-turn-sequence",
            SwccgRule::Activate => "swccg-section-activate",
            SwccgRule::Control => "swccg-section-control",
            SwccgRule::Deploy => "swccg-section-deploy",
            SwccgRule::Battle => "swccg-section-battle",
            SwccgRule::Weapons => "swccg-section-weapons",
            SwccgRule::Damage => "swccg-section-damage",
            SwccgRule::Move => "swccg-section-move",
            SwccgRule::Draw => "swccg-section-draw",
            SwccgRule::LifeForce => "swccg-section-life-force",
            SwccgRule::Interrupts => "swccg-section-interrupts",
            SwccgRule::PendingChoice => "swccg-section-pending-choice",
            SwccgRule::DeckBuilding => "swccg-section-deck-building",
        }
    }

    /// The section's heading and document, in words.
    pub fn heading(self) -> Message {
        Message::new(self.catalog_key())
    }

    /// The section's key in citations (`s12`, `life-force`): the catalog key without its prefix.
    pub fn key(self) -> &'static str {
        let full = self.catalog_key();
        full.strip_prefix("swccg-section-").unwrap_or(full)
    }

    /// The marker as the seed prints it ("S12"), for the seed's sections.
    pub fn marker(self) -> Option<String> {
        let key = self.key();
        let mut chars = key.chars();
        let letter = chars.next()?;
        let number: String = chars.collect();
        (matches!(letter, 's' | 'v' | 'o' | 'e') && !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()))
            .then(|| format!("{}{number}", letter.to_ascii_uppercase()))
    }

    /// The citation of this section.
    pub fn rule(self) -> Rule {
        Rule::section(GAME, self.key())
    }
}

impl From<SwccgRule> for Rule {
    fn from(rule: SwccgRule) -> Rule {
        rule.rule()
    }
}

/// A refusal that rests on the printed text of the card titled `title`.
pub(crate) fn card_text(title: &'static str) -> Rule {
    Rule::card_text(GAME, title)
}
