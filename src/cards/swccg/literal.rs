//! The SWCCG definition types as Rust expressions ([`Literal`]), and `data.rs` written from a
//! catalog with them (`catalog-json` feature).

use super::Catalog;
use crate::cards::literal::{self, literal_enum, literal_struct, Literal, Static};
use crate::rules::swccg::model::def::{
    Ability, AboardKind, Against, Alone, AloneAt, Capacity, CardDef, CardType, Class, ForfeitZero, Icon, InertReason,
    Less, LocationDef, Mount, Named, Party, PermanentPilot, Persona, Side, TargetKind, Targeted,
};
use crate::rules::swccg::model::here::Kinds;

literal_struct! {
    CardDef {
        id, side, title, unique, card_type, subtype, class, model, destiny, deploy, power, ability, armor, maneuver,
        hyperspeed, landspeed, forfeit, icons, characteristics, extra_text, permanent_pilot, capacity, enclosed,
        ship_docking, no_hyperdrive, matching, location, text, lore, abilities, not_implemented,
    }
    PermanentPilot { ability }
    Capacity { pilots, passengers, pilots_or_passengers, drivers, astromechs, vehicles, ties, starfighters }
    LocationDef { dark_icons, light_icons, parsec, related_system, docking_bay, marker, text_dark, text_light }
    Named { title, power, destiny }
    Against { target, add }
    Party { theirs, title, class, dark_jedi, ability_over }
    Persona { titles, deploy }
    Less { from, power, min }
    ForfeitZero { by }
    Kinds { types, classes, characteristics, names, except }
}

literal_enum! {
    Side { Dark, Light }
    CardType { Location, Character, Starship, Vehicle, Interrupt, Effect, Weapon, Device }
    Class {
        Site, System, Imperial, Rebel, Alien, AlienRebel, Droid, Starfighter, Capital, Squadron, Combat, Transport, Shuttle,
        Creature, Used, Lost, Starship, Vehicle, Character,
    }
    Icon { Pilot, Warrior, NavComputer, ScompLink, Exterior, Interior, Planet, Mobile }
    TargetKind { Character, Creature, Vehicle, Starfighter, Capital }
    Mount { Starfighter, Character { classes, warrior, non_droid, characteristic }, Starship, Vehicle, VehicleOf { classes }, Named { names }, Weapon { characteristics } }
    InertReason { AttackRun, NamesAbsentCards, NoCaptures, EpicEvents, MobileSitesOutOfReach, NoVehicleRelocation, NoFaceDownCards, InterruptsResolveAsPlayed, NoMissingCharacters }
    Alone { Pilot, Warrior, Alien, Rebel { ability_over }, Imperial { ability_over }, Nobody }
    AloneAt { System, Site, Anywhere }
    AboardKind { Starship, Starfighter, Capital, NonCreatureVehicle }
    Targeted { MayNotFire, Weakens { amount, title, more }, NoBattleOrDrainHere, LosesForceEachControlPhase { force }, StaysNear, AttritionWhileThere { amount, planet }, ZeroedUntilDestiny { over }, Evacuates { per_passenger, to, power } }
    Ability {
        AddsPower { power, maneuver, to, if_here },
        DeploysLessWithOnTable { amount, who, count },
        WhenPiloting { ship, power, armor, maneuver, hyperspeed, destiny_if_unable },
        BattleDestinyPlus { amount },
        ImmuneToAttrition { below, piloted_by },
        PowerWith { title, amount, site, battling, unless_theirs },
        LandspeedNotIncreased,
        MovesWithoutPresence,
        DeploysOnlyTo { planet },
        EnergyShieldRules { covers, against },
        OnlyAtInteriorMobileSites,
        DeploysWithoutPresenceOrIcons,
        WeaponsDeployLessAboard { amount },
        DeploysAndMovesLikeAStarfighter,
        PowerAtRelatedSites { amount },
        TotalDestinyMinusWith { amount, class, characteristic },
        HitToUsedPile,
        ForceGeneration { amount, unless_on },
        RedrawDestiny { force },
        DeploysFreeWith { class, ability_over },
        DeployMinusWithCapital { amount, characteristic },
        WeaponDestinyAsPassenger { amount },
        MovesFreeWith { title, who },
        GrantsPilot { non_pilot, pilot },
        Maneuvers { maneuver, power, hyperspeed, hyperdrive_only, weapon_destiny, less_maneuver, theirs },
        DefendingAlone { destiny, named, who, at },
        Together { parties, destiny, power, named },
        DefendingWithStarship { force, maneuver_over, destiny },
        PresenceDoubles { force, leader, class },
        BattleDamageTimes { times, by_you, less_power, opponent_only, present, present_times },
        MultipliesResultOf { title, times },
        DefendingLoses { model },
        RedrawBattleDestiny { force, ability_over },
        DeploysOnLocation { force, exterior_planet_site, except_planet, docking_bay, titles, system, planet_system, yours, planet_site, except_docking_bay },
        AtSamePlanet { who, hyperspeed, immune_below, moves_free },
        StarshipsPowerAtRelatedSystem { side, here },
        ShuttleFreeToRelatedSites { side, who },
        Nighttime { power_destiny },
        Charge { characteristic, power, named },
        Weapon {
            mount, deploy, on, less, targets, fire, destinies, plus, against, landed, at_same_site, repeat,
            drain_plus, forfeit_zero, ion, adjacent, starfighter_defense, mobile_system, only, crash_over
        },
        Device { mount, deploy, related_docking_bay },
        FireTwice { minus },
        TargetsAdjacent,
        FiringDestinyPlus { amount, weapons },
        AddsToOneDroidPresent { power },
        DeviceAdds { power, forfeit, armor, maneuver, hyperspeed, landspeed, immunity, immune_below, on, at_planet_site, host, piloted_by },
        SystemControlBonus,
        PowerForfeitHere { side, who, power, forfeit, aboard, at, pilots, on, others, piloting },
        AloneHere { side, class, power },
        DrainBonusHere { side, amount, with_present, with_on_table, per_site_of },
        DockingBayTransit { dark, light, dark_to, light_to },
        WeaponDestinyHere { side, amount },
        OpponentDestinyMinusHere { side, amount },
        DestinyAbilityHere { side, total },
        InitiatorDestinyHere { side, destiny },
        DeployHere { side, who, minus, cost, aboard_here },
        ForfeitOnTable { side, who, amount, leader_here, theirs },
        DeploysWithoutPresence { side },
        PilotsAddHere { side, who, power },
        PowerWithStarshipsHere { side, starships, power },
        LeadersPowerAt { side, planet },
        MovesFreeHere { side, who, to_here, from_here, to_sites_of },
        TakeOffFree { side },
        HyperspeedFromHere { side, amount },
        ControlPhaseMove { side, to },
        GenerationHere { side, amount },
        DejarikRules,
        TrenchRules,
        BluffRules,
        MobileSystem { hyperspeed },
        SystemHyperspeedAt { site, hyperspeed },
        WeaponsFireFreeHere { side },
        WeaponDeploysHere { side, who },
        ManeuverHere { side, who, amount },
        RaisesConverted { side, planet, all, sites_only, force, control, once_per_turn },
        StartingGoesFirst { side, first },
        AboardAdds { aboard, ship, power, maneuver, hyperspeed, landspeed, immune_below },
        MayDriveTransports,
        PairsPowerAtSite { amount },
        ScompLinkDestiny { activate_from, activate_to, draw_from, draw_to },
        ForfeitWhenPresent { title, amount },
        NotAboardStarfighters { enclosed_vehicles },
        Landspeed { amount },
        HigherLoneDestinyZeroes,
        MovesAsReact { free, extra, to_sites_of, to_battle_with, away },
        DeploysAsReact { with_pilot, to_battle_with, free_with },
        DeploysCardsAsReactHere { battle, systems, adjacent_sites },
        MovesAsReactHere { side, who, to },
        DeploysAsReactHere { side, who },
        OwnAbility { quarters },
        ShuttlesFree { characters },
        NoReactsHere,
        LostIfOpponentReacts { with_on_table },
        SamePersona { title },
        Kickback { force, who },
        OnePerLocation,
        CancelOpponentDestiny { with },
        TakesIntoHand { force, title },
        ReplacesStarfighters { count, who },
        Operates,
        PeeksAtReserve { force, cards },
        PeeksToForcePile { force },
        PeeksAtHandAgainst { against },
        Evacuates,
        HaltsJustDeployed { force, who, battle },
        ReturnsJustDeployed { force, who },
        CancelsDrain { force },
        CancelsDamageWithoutForfeits,
        CancelsEffect { title },
        CancelsInterrupt { title },
        SwitchesLoneDestinies { force },
        DestinyAgainstManeuver { force },
        RaisesBattleLoss { amount },
        RevivesJustForfeited { force, who, planet },
        JustLostToUsed { who, from, lost },
        DestinyAtLossSite { who },
        LessWeaponDestinyAgainst { amount, who, weapon },
        RelocatesAboardBeforeLoss { who, unless_aboard, to_capital },
        CancelsAttritionByLosing { who },
        Retargets { who },
        OpponentAddsToDestinyOf { title, amount },
        RetrievesIfOutnumbered { force, who },
        LosesIfFewInHand { most, loss, your_turn, less_with, less },
        GlancesAtHand { force, moves, each, with_on_table },
        TheirUsedToLost { force, who },
        LosesForDeployCost { who },
        DestinyMatchesLost,
        SearchesReserve { force, who },
        GlancesAtReserve { with, present },
        RevealsAndDeploys { cards, who },
        HandOverLimitToUsed { at_least, keep, lost },
        LosesDuplicatesInHand { force, lost },
        WarriorAttacksVehicle { add, both, carrying },
        LostPileOutOfPlay,
        OverloadsWeapon,
        BlocksMovement { force, count, except },
        StarshipsCollide { force },
        WeaponDestinyAgainst { used, lost, against },
        DeploysOnSide { force, yours },
        DeployMoreOnSide { who, icon, amount },
        MovesAway { who, at, with_ability, by_opponent, present },
        FallsBack { force, times },
        CancelsBattle { force, at },
        ExcludesFromBattle { force, ability_over, leaders, interior },
        SendsAway { force, ability },
        Accident { characters, weapons },
        AttackPattern { model, power },
        CancelsToSite { site },
        LostUnlessWins { with_on_table, ability_under, out_of_play },
        Utinni { target, opponents, on_craft, does, forfeit_over, or_opponents, reached_to_used_pile, same_planet, on, sites_only },
        ImmuneToCards { titles, on, starship_aboard, ion_cannons },
        LosesToCancelBattle { host, at },
        SucksUp,
        RemovesPermanentPilots { over },
        LosesNavComputerOrAstromech { over },
        WeaponRack,
        Disarms { power },
        VehicleSite { vehicle },
        EnterExitHere { side, force },
        NighttimeHere,
        DeploysRelatedSystem,
        DeploysSitesOfPlanet { who, sites },
        DeploysOnYourSideWhenMoved { who, to },
        PowerWithPresenceAt { power, presence, planet },
        HaltsAtMarkerSite { who, night_plus },
        LosesAtMarkerSite { who, night_plus, over, named, named_over },
        StopsVehiclesAtNightMarkers,
        NightMarkerLoss { per_character },
        NoReactsToWherePresent { who },
        CanceledBy { title },
        PreventsBattlingAfterDeploys { characters },
        CancelsReactedBattle,
        MovesToReactLocation { who },
        DeploysOnAny { who, at_site },
        Restrains,
        TransfersAtSite,
        CancelsTextWherePresent { titles },
        StealsRestrained { who },
        PowerFromHostAtRelatedSites { amount },
        Sentry { amount },
        AbilityToPower,
        Inert { reason, text },
    }
}

/// `data.rs` holding `catalog`, made from `sources` (each file's path and text).
pub(super) fn data_file(catalog: &Catalog, sources: &[(String, &str)]) -> String {
    literal::data_file(
        "The Star Wars CCG catalog as static data",
        "src/cards/swccg/literal.rs",
        sources,
        &["crate::rules::swccg::model::def::*", "std::borrow::Cow::Borrowed"],
        &[Static {
            doc: "Every definition, in the order of `cards.json`: a `DefId` is a position here.",
            name: "DEFS",
            of: "CardDef",
            items: catalog.iter().map(|(_, def)| def.literal()).collect(),
        }],
    )
}
