//! Why a Star Wars CCG action is illegal. The rule each reason rests on travels beside it in
//! [`crate::engine::Rejected`].

use crate::engine::Common;
use crate::engine::{Arg, Message, Rejected, Rule, Say};
use crate::rules::swccg::model::state::{Phase, Slot};
use crate::rules::swccg::sections::SwccgRule;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// What every game refuses (the game is over, no such card, another phase, a choice pending).
    Common(Common<Phase>),
    /// It is the other player's turn, or the other player's move in the battle.
    NotYourTurn,
    /// A battle is under way: only its actions are legal.
    BattleUnderWay,
    /// Only during a battle.
    NoBattle,
    NotInHand,
    NotYourCard,
    NotOnTable,
    /// The Force the action names is not what it costs.
    WrongForce {
        cost: u8,
        named: u8,
    },
    /// Not enough Force in the Force Pile.
    NotEnoughForce {
        cost: u8,
        available: u8,
    },
    // Activate, control, draw.
    ActivateTooMany {
        most: u8,
    },
    NothingToActivate,
    AlreadyDrained,
    NotControlled,
    NothingToDrain,
    ForcePileEmpty,
    // Deploying.
    NotALocation,
    LocationsDeployFree,
    InterruptsArePlayed,
    UniqueOnTable {
        title: String,
    },
    /// A restricted (•• or •••) card with `most` copies already on the table.
    RestrictedOnTable {
        title: String,
        most: u8,
    },
    NoPresenceOrIcons,
    /// A character deploys to a site, or aboard a starship or vehicle; never to a system.
    CharacterAtSystem,
    /// A vehicle deploys to an exterior site or aboard a starship with vehicle capacity.
    VehicleNotAtExteriorSite,
    /// [S1]: a starship deploys to a system.
    StarshipNotAtSystem,
    /// [S11]: a starfighter deploys at a docking bay, aboard a capital starship, or at a system.
    StarfighterNotThere,
    /// [S12]: a starfighter without a permanent pilot never deploys empty at a system.
    EmptyStarfighterAtSystem,
    /// [S12], [V1]: what deploys with a starship or vehicle goes aboard it as a character.
    RiderNotACharacter,
    NotAStarshipOrVehicle,
    NotACharacter,
    NotALocationTarget,
    /// An Effect deploys on a character (Baniss Keeg, Ellorrs Madak).
    EffectGoesOnACharacter,
    /// Droids do not take the pilot skill from an Effect.
    NotOnADroid,
    /// A weapon deploys on what its text names.
    WeaponMount {
        title: String,
    },
    /// "Deploy and move only at interior mobile sites".
    OnlyAtInteriorMobileSites {
        title: String,
    },
    /// "'Hoth Energy Shield Rules' in effect": the site is under the shield.
    UnderEnergyShield {
        site: String,
    },
    /// "When under 'nighttime conditions,' no movement is allowed to or from Echo Docking Bay
    /// unless it is to or from an Echo site": the site is closed so.
    ClosedAtNight {
        site: String,
        unless: String,
    },
    /// "Once per game … deploy": a card of this title was deployed this game.
    OncePerGame {
        title: String,
    },
    /// The site is 'collapsed' (Collapsing Corridor): nothing deploys or moves there.
    Collapsed {
        site: String,
    },
    /// "Deploys only to a Tatooine site": the card's text names where it deploys.
    DeploysOnlyTo {
        title: String,
        planet: String,
    },
    NothingToDeployOn,
    /// A vehicle site: "Deploy on your sandcrawler" (`vehicle_sites.rs`).
    DeploysOnVehicle {
        title: String,
        vehicle: String,
    },
    // Aboard.
    /// [S10]: no room left for it aboard.
    NoRoom {
        slot: Slot,
    },
    /// [O4]: only a pilot takes a pilot slot.
    NotAPilot,
    /// [O5]: droids do not drive; only transports take a driver.
    MayNotDrive,
    /// [O5]: a droid never pilots (no card of the pool says otherwise).
    DroidsDoNotPilot,
    /// A card's text: "Too large to go aboard a starfighter."
    /// "May not be aboard starfighters or enclosed vehicles."
    NotAboardEnclosedVehicles {
        title: String,
    },
    TooLargeForStarfighters {
        title: String,
    },
    /// A card's text: "May use 1 Force to take one Lone Pilot into hand from Reserve Deck": none
    /// is there, or the card's text says no such thing.
    NotInReserve {
        title: String,
    },
    /// A squadron's text: "Replaces 3 TIE/lns at one location": it deploys only so, and only where
    /// that many of its player's are present.
    ReplacesOnly {
        title: String,
    },
    /// A card's text: "When at a Scomp link during your draw phase, may use 1 Force to peek …":
    /// not at a Scomp link, used this phase, nothing to see, or no such text.
    NoPeek {
        title: String,
    },
    /// A device's text: "When at a site you control, once during each of your control phases, you
    /// may peek at one card randomly selected from opponent's hand": not on its carrier at a site
    /// its player controls, not its player's control phase, used this phase, or an empty hand.
    NoHandPeek {
        title: String,
    },
    /// A card's text lets a weapon fire outside a battle once in one of its player's phases
    /// (Artillery Remote, Evacuation Control): not that phase, or used this turn.
    FiresOutsideBattleOnce {
        title: String,
    },
    /// Captain Lennox: "When on a Star Destroyer, may use its tractor beam once during each of
    /// your control phases": not aboard one carrying a tractor beam, not its player's control
    /// phase, used this turn, no Force for it, or no opponent's starship there to target.
    NoTractorBeamOrder {
        title: String,
    },
    /// Tamizander Rey: "While at Echo Docking Bay, once every turn, may allow one character on
    /// Hoth to be immune to …": not at that site, used this turn, or no such character not yet
    /// immune.
    NoImmunityGiven {
        title: String,
    },
    /// A location's text: "If you occupy, you may raise all of your converted Hoth locations to
    /// the top" (or "If you control, once per turn, may use 4 Force to raise …"): not occupied (or
    /// controlled), used this turn, nothing of the kind converted, or no such text.
    NoRaise {
        title: String,
    },
    /// "'Dejarik Rules' in effect here": only a dejarik or hologram goes to a holosite.
    DejarikRules {
        site: String,
    },
    /// "'Trench Rules' in effect": no card deploys or moves to the Death Star: Trench.
    TrenchRules {
        site: String,
    },
    /// 'Bluff Rules': only the Dark Side, in its own turn, once a turn, places a bluff card, under
    /// a site with 'Bluff Rules'.
    NoBluff {
        site: String,
    },
    /// A card's text: "Limit of one Advosze per location."
    OnePerLocation {
        title: String,
    },
    /// [O2]: a transport takes a driver, not a pilot; other vehicles and starships take pilots.
    WrongSlot {
        slot: Slot,
    },
    /// [V6]: only starfighters and vehicles go in a cargo hold.
    NotCargo,
    NotAboard,
    SameSlot,
    /// Starships and vehicles carry only their own side's cards.
    NotYourHost,
    /// The host is somewhere else.
    NotSameLocation,
    /// [O2]: the starship or vehicle has no pilot (or driver) aboard.
    Unpiloted,
    /// [S12]: the move would leave a starship at a system with no pilot.
    WouldLeaveEmpty,
    // Moving.
    AlreadyMoved,
    /// The card has no "deploy on opponent's side of table" (Logistical Delay).
    NoSideDeploy,
    /// A Utinni Effect with nothing to target.
    NoUtinniTarget,
    /// A weapon a Utinni Effect keeps from firing.
    UtinniMayNotFire,
    /// A Utinni Effect's target at the location keeps the opponent from initiating a battle or a
    /// Force drain there (Responsibility Of Command).
    UtinniNoBattleOrDrain,
    /// A Utinni Effect's target may not leave the planet or move away from it (Meteor Impact?).
    UtinniMayNotMoveAway,
    /// "All opponent's movement is blocked for the remainder of this turn" (Full Scale Alert).
    MovementBlocked,
    /// Only a 'react' answers the react window.
    NotAReact,
    /// A responding Interrupt keeps the card from moving this turn (Rebel Barrier).
    MayNotMove,
    /// An Undercover spy does not move until it breaks cover, and no Force drain is made at its
    /// site by its opponent (Undercover and its rulings).
    Undercover,
    /// A responding Interrupt keeps the card from battling this turn (Rebel Barrier).
    MayNotBattle,
    /// No text lets this card 'react' here, so (`reacts.rs`).
    MayNotReact,
    /// "Opponent may not 'react' to or from same location."
    ReactForbidden,
    /// The card cannot make this kind of move from where it is.
    CannotMoveThisWay,
    /// The destination is not one this move reaches.
    NotReachable,
    /// [S5]: too far for its hyperspeed.
    TooFar {
        parsecs: u8,
        hyperspeed: u8,
    },
    /// "Deploy on Death Star system at parsec 0": the mobile system is not at that parsec.
    NotAtParsec {
        parsec: u8,
    },
    /// "If fewer than 8 cards stacked here" (Commence Recharging): `most` are stacked already.
    StackedFull {
        most: u8,
    },
    /// [S5]: no hyperdrive, or no nav computer.
    NoHyperdrive,
    /// [S13]: landing is at a related exterior site; taking off is to the related system.
    NotRelated,
    /// [S13]: only starfighters land and take off.
    NotAStarfighter,
    /// [S14]: TIEs land and take off only at docking bays.
    TieNeedsDockingBay,
    /// [S16]: a landed starfighter has no landspeed.
    LandedHasNoLandspeed,
    /// A character may not be at a system on its own.
    CharactersNotAtSystems,
    /// Docking bay transit runs between docking bays.
    NotADockingBay,
    /// Shuttling runs between an exterior site and a capital starship at its system.
    NotShuttle,
    /// Transferring needs a piloted starship and ship-docking capability.
    NoDocking,
    // Battle.
    AlreadyBattled,
    /// A battle at a captured starship needs one's Besieged on it (`sieges.rs`).
    NotBesieged,
    /// Both players need presence to battle.
    NoOpposition,
    NoPresence,
    /// [S16]: a landed starfighter fires only weapons that work at a site.
    LandedWeapon,
    AlreadyFired,
    NotATarget,
    AlreadyHit,
    /// [E3]: characters inside an enclosed vehicle or a starship cannot be hit.
    TargetEnclosed,
    /// [E3] A character inside an enclosed vehicle or a starship cannot fire weapons.
    FiresFromInside,
    /// An artillery weapon: "Your warrior present may target …", and none of its owner's
    /// warriors is present at its site.
    NoWarriorPresent,
    /// An artillery weapon: "May be moved with two warriors …": not by these, or not there.
    NotCarried,
    /// An artillery weapon fires only when powered (a fusion generator or power droid present, or
    /// its site's text).
    Unpowered,
    /// "If your power droid or fusion generator present, may target …" (Light Repeating Blaster
    /// Rifle): none of its player's is present with it.
    NoPowerSourcePresent,
    NotInBattle,
    /// Interrupts: what the card's text asks for does not hold now.
    InterruptConditions,
    /// Interrupts are played in your own turn's deploy, battle and move phases, or in a battle.
    NoInterruptWindow,
    NotAStarfighterTarget,
    // Damage.
    /// Attrition is satisfied by forfeiting, before any Force is lost.
    ForfeitFirst,
    NothingToForfeit,
    PileEmpty,
    /// Losing all the Force owed at once from a pile that holds fewer cards.
    PileTooShort,
    NotAForfeit,
    /// A drop that matches no kind of play or move for this card.
    NoSuchDrop,
    /// A drop outside the table.
    OffTheTable,
}

impl Reason {
    /// Refused, citing `rule`.
    pub fn by(self, rule: SwccgRule) -> Rejected<Reason> {
        Rejected::new(self, Rule::from(rule))
    }
}

impl Say for Reason {
    fn say(&self) -> Message {
        let m = Message::new;
        match self {
            Reason::Common(common) => common.say(),
            Reason::NotYourTurn => m("swccg-reason-not-your-turn"),
            Reason::BattleUnderWay => m("swccg-reason-battle-under-way"),
            Reason::NoBattle => m("swccg-reason-no-battle"),
            Reason::NotInHand => m("swccg-reason-not-in-hand"),
            Reason::NotYourCard => m("swccg-reason-not-your-card"),
            Reason::NotOnTable => m("swccg-reason-not-on-table"),
            Reason::WrongForce { cost, named } => {
                m("swccg-reason-wrong-force").number("cost", *cost).number("named", *named)
            }
            Reason::NotEnoughForce { cost, available } => {
                m("swccg-reason-not-enough-force").number("cost", *cost).number("available", *available)
            }
            Reason::ActivateTooMany { most } => m("swccg-reason-activate-too-many").number("n", *most),
            Reason::NothingToActivate => m("swccg-reason-nothing-to-activate"),
            Reason::AlreadyDrained => m("swccg-reason-already-drained"),
            Reason::NotControlled => m("swccg-reason-not-controlled"),
            Reason::NothingToDrain => m("swccg-reason-nothing-to-drain"),
            Reason::ForcePileEmpty => m("swccg-reason-force-pile-empty"),
            Reason::NotALocation => m("swccg-reason-not-a-location"),
            Reason::LocationsDeployFree => m("swccg-reason-locations-deploy-free"),
            Reason::InterruptsArePlayed => m("swccg-reason-interrupts-are-played"),
            Reason::UniqueOnTable { title } => m("swccg-reason-unique-on-table").card("card", title.clone()),
            Reason::RestrictedOnTable { title, most } => {
                m("swccg-reason-restricted-on-table").card("card", title.clone()).number("n", *most)
            }
            Reason::NoPresenceOrIcons => m("swccg-reason-no-presence-or-icons"),
            Reason::CharacterAtSystem => m("swccg-reason-character-at-system"),
            Reason::VehicleNotAtExteriorSite => m("swccg-reason-vehicle-not-at-exterior-site"),
            Reason::StarshipNotAtSystem => m("swccg-reason-starship-not-at-system"),
            Reason::StarfighterNotThere => m("swccg-reason-starfighter-not-there"),
            Reason::EmptyStarfighterAtSystem => m("swccg-reason-empty-starfighter-at-system"),
            Reason::RiderNotACharacter => m("swccg-reason-rider-not-a-character"),
            Reason::NotAStarshipOrVehicle => m("swccg-reason-not-a-starship-or-vehicle"),
            Reason::NotACharacter => m("swccg-reason-not-a-character"),
            Reason::NotALocationTarget => m("swccg-reason-not-a-location-target"),
            Reason::EffectGoesOnACharacter => m("swccg-reason-effect-goes-on-a-character"),
            Reason::NotOnADroid => m("swccg-reason-not-on-a-droid"),
            Reason::WeaponMount { title } => m("swccg-reason-weapon-mount").card("card", title.clone()),
            Reason::OnlyAtInteriorMobileSites { title } => {
                m("swccg-reason-only-at-interior-mobile-sites").card("card", title.clone())
            }
            Reason::UnderEnergyShield { site } => m("swccg-reason-under-energy-shield").card("site", site.clone()),
            Reason::OncePerGame { title } => m("swccg-reason-once-per-game").card("card", title.clone()),
            Reason::Collapsed { site } => m("swccg-reason-collapsed").card("site", site.clone()),
            Reason::ClosedAtNight { site, unless } => m("swccg-reason-closed-at-night")
                .card("site", site.clone())
                .with("unless", Arg::Printed(unless.clone())),
            Reason::DeploysOnlyTo { title, planet } => {
                m("swccg-reason-deploys-only-to").card("card", title.clone()).card("planet", planet.clone())
            }
            Reason::NothingToDeployOn => m("swccg-reason-nothing-to-deploy-on"),
            Reason::DeploysOnVehicle { title, vehicle } => m("swccg-reason-deploys-on-vehicle")
                .card("card", title.clone())
                .with("vehicle", Arg::Printed(vehicle.clone())),
            Reason::NoRoom { slot } => m("swccg-reason-no-room").with("slot", slot.say()),
            Reason::NotAPilot => m("swccg-reason-not-a-pilot"),
            Reason::MayNotDrive => m("swccg-reason-may-not-drive"),
            Reason::DroidsDoNotPilot => m("swccg-reason-droids-do-not-pilot"),
            Reason::NotAboardEnclosedVehicles { title } => {
                m("swccg-reason-not-aboard-enclosed-vehicles").card("card", title.clone())
            }
            Reason::NotInReserve { title } => m("swccg-reason-not-in-reserve").card("card", title.clone()),
            Reason::ReplacesOnly { title } => m("swccg-reason-replaces-only").card("card", title.clone()),
            Reason::NoPeek { title } => m("swccg-reason-no-peek").card("card", title.clone()),
            Reason::NoHandPeek { title } => m("swccg-reason-no-hand-peek").card("card", title.clone()),
            Reason::FiresOutsideBattleOnce { title } => {
                m("swccg-reason-fires-outside-battle-once").card("card", title.clone())
            }
            Reason::NoTractorBeamOrder { title } => m("swccg-reason-no-tractor-beam-order").card("card", title.clone()),
            Reason::NoImmunityGiven { title } => m("swccg-reason-no-immunity-given").card("card", title.clone()),
            Reason::NoRaise { title } => m("swccg-reason-no-raise").card("card", title.clone()),
            Reason::DejarikRules { site } => m("swccg-reason-dejarik-rules").card("site", site.clone()),
            Reason::TrenchRules { site } => m("swccg-reason-trench-rules").card("site", site.clone()),
            Reason::NoBluff { site } => m("swccg-reason-no-bluff").card("site", site.clone()),
            Reason::OnePerLocation { title } => m("swccg-reason-one-per-location").card("card", title.clone()),
            Reason::TooLargeForStarfighters { title } => {
                m("swccg-reason-too-large-for-starfighters").card("card", title.clone())
            }
            Reason::WrongSlot { slot } => m("swccg-reason-wrong-slot").with("slot", slot.say()),
            Reason::NotCargo => m("swccg-reason-not-cargo"),
            Reason::NotAboard => m("swccg-reason-not-aboard"),
            Reason::SameSlot => m("swccg-reason-same-slot"),
            Reason::NotYourHost => m("swccg-reason-not-your-host"),
            Reason::NotSameLocation => m("swccg-reason-not-same-location"),
            Reason::Unpiloted => m("swccg-reason-unpiloted"),
            Reason::WouldLeaveEmpty => m("swccg-reason-would-leave-empty"),
            Reason::AlreadyMoved => m("swccg-reason-already-moved"),
            Reason::MovementBlocked => m("swccg-reason-movement-blocked"),
            Reason::NoSideDeploy => m("swccg-reason-no-side-deploy"),
            Reason::NoUtinniTarget => m("swccg-reason-no-utinni-target"),
            Reason::UtinniMayNotFire => m("swccg-reason-utinni-may-not-fire"),
            Reason::UtinniNoBattleOrDrain => m("swccg-reason-utinni-no-battle-or-drain"),
            Reason::UtinniMayNotMoveAway => m("swccg-reason-utinni-may-not-move-away"),
            Reason::NotAReact => m("swccg-reason-not-a-react"),
            Reason::MayNotMove => m("swccg-reason-may-not-move"),
            Reason::Undercover => m("swccg-reason-undercover"),
            Reason::MayNotBattle => m("swccg-reason-may-not-battle"),
            Reason::MayNotReact => m("swccg-reason-may-not-react"),
            Reason::ReactForbidden => m("swccg-reason-react-forbidden"),
            Reason::CannotMoveThisWay => m("swccg-reason-cannot-move-this-way"),
            Reason::NotReachable => m("swccg-reason-not-reachable"),
            Reason::TooFar { parsecs, hyperspeed } => {
                m("swccg-reason-too-far").number("parsecs", *parsecs).number("hyperspeed", *hyperspeed)
            }
            Reason::NotAtParsec { parsec } => m("swccg-reason-not-at-parsec").number("parsec", *parsec),
            Reason::StackedFull { most } => m("swccg-reason-stacked-full").number("most", *most),
            Reason::NoHyperdrive => m("swccg-reason-no-hyperdrive"),
            Reason::NotRelated => m("swccg-reason-not-related"),
            Reason::NotAStarfighter => m("swccg-reason-not-a-starfighter"),
            Reason::TieNeedsDockingBay => m("swccg-reason-tie-needs-docking-bay"),
            Reason::LandedHasNoLandspeed => m("swccg-reason-landed-has-no-landspeed"),
            Reason::CharactersNotAtSystems => m("swccg-reason-characters-not-at-systems"),
            Reason::NotADockingBay => m("swccg-reason-not-a-docking-bay"),
            Reason::NotShuttle => m("swccg-reason-not-shuttle"),
            Reason::NoDocking => m("swccg-reason-no-docking"),
            Reason::AlreadyBattled => m("swccg-reason-already-battled"),
            Reason::NotBesieged => m("swccg-reason-not-besieged"),
            Reason::NoOpposition => m("swccg-reason-no-opposition"),
            Reason::NoPresence => m("swccg-reason-no-presence"),
            Reason::LandedWeapon => m("swccg-reason-landed-weapon"),
            Reason::AlreadyFired => m("swccg-reason-already-fired"),
            Reason::NotATarget => m("swccg-reason-not-a-target"),
            Reason::AlreadyHit => m("swccg-reason-already-hit"),
            Reason::TargetEnclosed => m("swccg-reason-target-enclosed"),
            Reason::FiresFromInside => m("swccg-reason-fires-from-inside"),
            Reason::NoWarriorPresent => m("swccg-reason-no-warrior-present"),
            Reason::NotCarried => m("swccg-reason-not-carried"),
            Reason::Unpowered => m("swccg-reason-unpowered"),
            Reason::NoPowerSourcePresent => m("swccg-reason-no-power-source-present"),
            Reason::NotInBattle => m("swccg-reason-not-in-battle"),
            Reason::InterruptConditions => m("swccg-reason-interrupt-conditions"),
            Reason::NoInterruptWindow => m("swccg-reason-no-interrupt-window"),
            Reason::NotAStarfighterTarget => m("swccg-reason-not-a-starfighter-target"),
            Reason::ForfeitFirst => m("swccg-reason-forfeit-first"),
            Reason::NothingToForfeit => m("swccg-reason-nothing-to-forfeit"),
            Reason::PileEmpty => m("swccg-reason-pile-empty"),
            Reason::PileTooShort => m("swccg-reason-pile-too-short"),
            Reason::NotAForfeit => m("swccg-reason-not-a-forfeit"),
            Reason::NoSuchDrop => m("swccg-reason-no-such-drop"),
            Reason::OffTheTable => m("swccg-reason-off-the-table"),
        }
    }
}

impl From<Common<Phase>> for Reason {
    fn from(common: Common<Phase>) -> Reason {
        Reason::Common(common)
    }
}
