//! The vocabulary a card's game text is composed from ([`Ability`]), and the lines of printed
//! text that do nothing in these decks ([`InertReason`]). The words of a location's own text,
//! and what they name, are in `here.rs`.

use super::def::Phase;
use super::def::{
    AboardKind, Against, Alone, AloneAt, Class, ForfeitZero, Less, Mount, Named, Party, Persona, Side, TargetKind,
};
use super::here::Kinds;
use super::utinni::Targeted;
#[cfg(feature = "catalog-json")]
use serde::Deserialize;
use std::borrow::Cow;

/// Why a line of printed text does nothing in these decks (docs/rules-notes.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "catalog-json", derive(Deserialize), serde(rename_all = "snake_case"))]
pub enum InertReason {
    /// Attack Runs (the Death Star trench) are not part of these decks.
    AttackRun,
    /// The text names cards no deck here holds.
    NamesAbsentCards,
    /// No Epic Event is in these decks (the catalog holds none: Attack Run, Commence Primary
    /// Ignition, Target The Main Generator are left out), so nothing is calculated for one.
    EpicEvents,
    /// No mobile site is within the card's reach: the mobile sites of these decks are the Death
    /// Star's, related to the Death Star system, and a card that deploys only to one planet's
    /// sites and moves by landspeed (the Sandcrawler) never reaches another system's sites.
    MobileSitesOutOfReach,
    /// No card of these decks relocates a vehicle (Chief Bast's 'evacuate' relocates
    /// characters).
    NoVehicleRelocation,
    /// An Interrupt resolves as it is played (`interrupts.rs` `play`): no one may act between its
    /// play and its result, so a line that cancels an Interrupt as it is played never acts
    /// (Imperial Code Cylinder's "cancel Scomp Link Access").
    InterruptsResolveAsPlayed,
    /// No card of these decks lets a character 'hide' from a battle (Nice Of You Guys To Drop
    /// By's "Cancel any attempt by one character to 'hide' from a battle").
    NoHiding,
    /// No battle is ever at a holosite: only a dejarik or hologram may be there, by 'Dejarik
    /// Rules', and none is in these decks (`holosite.rs`), so nothing of either side is there to
    /// battle (Let The Wookiee Win's "During a battle at a holosite").
    NoBattlesAtHolosites,
    /// No card of these decks counts or uses 'supporting' cards (Crash Site Memorial's "Any cards
    /// stacked here are considered 'supporting.'").
    NoSupportingCards,
    /// No card of these decks lets a captured starship escape or be stolen (Besieged's "Effect
    /// canceled if starship escapes or is stolen"): a captured starship only leaves its holder
    /// by leaving the table.
    NoStarshipEscapes,
    /// No card of these decks cancels the Effect: its canceler (Commence Recharging's Point Man)
    /// is not in the pool, and its own "If just fired at a system, Effect is canceled" needs an
    /// Epic Event ([`InertReason::EpicEvents`]); lost with its host, its stacked cards are lost.
    NothingCancelsIt,
}

/// The vocabulary a card's game text is composed from. Each item is carried out by the rule
/// function that names it; a card needing something new adds an item here.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "catalog-json",
    derive(Deserialize),
    serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)
)]
pub enum Ability {
    /// "Adds N to power of anything he pilots" ([O3]); "Adds 1 to power and maneuver of anything
    /// he pilots" (`maneuver`; "Subtracts 1 from maneuver of any starfighter he pilots" is a
    /// second with -1 and no power); "… of any starship he pilots", "… of any combat vehicle he pilots"
    /// (`to`: the craft it adds to); AT-AT Driver's "(3 if combat vehicle is an AT-AT)" is a
    /// second with `to` naming the model.
    AddsPower {
        power: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        maneuver: i8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        to: Option<Kinds>,
        /// "(3 if a Star Destroyer is at same location)": a second `adds_power`, while a card
        /// of these kinds (either side's) is at the craft's location.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        if_here: Option<Kinds>,
    },
    /// "Deploys -2 if at least two Imperial starships on table" (`count` cards of `who`, either
    /// side's).
    DeploysLessWithOnTable { amount: u8, who: Kinds, count: u8 },
    /// A matching ship: "When piloting Black 2, also adds 1 to maneuver and may draw one battle
    /// destiny if not able to otherwise"; Vader's "(or 4 to power and 3 to maneuver if Vader's
    /// Custom TIE)" is one more power; Lieutenant Cabbel's "On Tyrant, also adds one to armor".
    WhenPiloting {
        ship: Cow<'static, str>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        power: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        armor: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        maneuver: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        hyperspeed: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        destiny_if_unable: bool,
    },
    /// "When in battle, adds 1 to each of your battle destiny draws."
    BattleDestinyPlus { amount: u8 },
    /// "Immune to attrition < N" (while one of `piloted_by` pilots it, when it names any).
    ImmuneToAttrition {
        below: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        piloted_by: Cow<'static, [Cow<'static, str>]>,
    },
    /// "Power +N at same location as <title>"; "Power +1 when at same site as Vader" (`site`:
    /// only at a site); "Power +3 when battling at same site as Dr. Evazan, unless opponent has a
    /// lightsaber present" (`battling`: only while it takes part in a battle; `unless_theirs`:
    /// not while the opponent has a card of these kinds present there, or on a card present).
    PowerWith {
        title: Cow<'static, str>,
        amount: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        site: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        battling: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        unless_theirs: Option<Kinds>,
    },
    /// A capital starship: "Deploys and moves like a starfighter" ([S11]–[S16]: to docking bays
    /// and systems; lands and takes off).
    DeploysAndMovesLikeAStarfighter,
    /// A pilot: "Deploy -1 for starship weapons of any starship he pilots."
    WeaponsDeployLessAboard { amount: u8 },
    /// A starship: "May be deployed even without presence or Force icons."
    DeploysWithoutPresenceOrIcons,
    /// A starship: "Adds 1 to your total power in battles at related planet sites" (while it is
    /// at the system).
    PowerAtRelatedSites { amount: u8 },
    /// A vehicle: "Landspeed may not be increased" (nothing aboard or on it adds to its printed
    /// landspeed).
    LandspeedNotIncreased,
    /// A vehicle: "May move without presence aboard": it moves (by landspeed, and so as a
    /// 'react' where its text allows) with no driver or pilot aboard, in place of [O2]'s
    /// "an unpiloted vehicle cannot move".
    MovesWithoutPresence,
    /// "Deploys only to a Tatooine site", "Deploy only on Hoth": to a site related to `planet`
    /// (or aboard a card at one), nowhere else ("on" a planet is on its surface, its sites).
    DeploysOnlyTo { planet: Cow<'static, str> },
    /// A vehicle: "Deploy and move only at interior mobile sites": it deploys (in place of
    /// [V1]'s exterior sites) and moves only to a site with the interior and mobile icons.
    OnlyAtInteriorMobileSites,
    /// A site: "'Hoth Energy Shield Rules' in effect" (both halves say it; one word): while it is
    /// on the table, the sites of its planet whose titles hold one of `covers` ("Echo", "1st
    /// Marker", …) are under the shield, and `against`'s characters, starships and vehicles may
    /// not deploy there, land there, take off from there, or transit or shuttle to or from there
    /// (`shield.rs`).
    EnergyShieldRules { covers: Cow<'static, [Cow<'static, str>]>, against: Side },
    /// "When in battle with an Imperial leader, subtracts 1 from opponent's total battle
    /// destiny": while this card and another of its side's of `class` with `characteristic` are
    /// in the battle.
    TotalDestinyMinusWith { amount: u8, class: Class, characteristic: Cow<'static, str> },
    /// "Your vehicles, starships and droids at same site go to Used Pile (rather than Lost Pile)
    /// when they are 'hit.'"
    HitToUsedPile,
    /// "While <card> is not on <planet> your total Force generation is +N."
    ForceGeneration { amount: u8, unless_on: Cow<'static, str> },
    /// "Once during battle, may use N Force to cancel and re-draw your just drawn destiny."
    RedrawDestiny { force: u8 },
    /// "Deploys free to same site as one of your <class> with ability > N."
    DeploysFreeWith { class: Class, ability_over: u8 },
    /// "Deploy -N to same system as any Imperial capital starship."
    DeployMinusWithCapital { amount: u8, characteristic: Cow<'static, str> },
    /// "Adds N to weapon destiny draws of anything he is aboard as a passenger" ([O7]).
    WeaponDestinyAsPassenger { amount: u8 },
    /// "When at any war room, adds 1 to weapon destiny draws of your Planet Defender Ion Cannon
    /// on same planet" (Toryn Farr): while the card is at a location of one of the `at` titles,
    /// each weapon destiny draw of its player's weapon titled `weapon` at that planet gains
    /// `amount` (`weapons.rs` `shot_plus`).
    WeaponDestinyFrom { amount: u8, weapon: Cow<'static, str>, at: Cow<'static, [Cow<'static, str>]> },
    /// "Moves free if <title> aboard"; "Moves free if Jabba or any bounty hunter aboard" (`who`:
    /// or any card of those kinds aboard).
    MovesFreeWith {
        title: Cow<'static, str>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        who: Option<Kinds>,
    },
    /// An Effect deployed on a character: "Deploy on your non-pilot character (except droids)
    /// to give that character [Pilot] skill. Adds `non_pilot` to power of anything that
    /// character pilots. OR Deploy on your pilot. Adds `pilot` to power of anything that
    /// character pilots."
    GrantsPilot { non_pilot: u8, pilot: u8 },
    /// An Effect deployed on a character (with [`Ability::Device`] on "your warrior" or "your
    /// scout"): "Deploy on your warrior to give that warrior scout skill. That warrior may move as
    /// a 'react.' OR Deploy on your scout. When that scout 'reacts,' it is power +`react_power`
    /// for remainder of turn" (Solomahal). As [`Ability::GrantsPilot`], the options follow table
    /// order: the first such Effect on a card not printed a scout gives the skill and the 'react'
    /// (a regular move, `reacts.rs`); each other one on it adds the power when it reacts (a
    /// [`Boost`](crate::rules::swccg::model::state::Boost) until the turn ends; `skills.rs`
    /// `gives_scout`).
    GrantsScout { react_power: u8 },
    /// An Effect on a thief (with [`Ability::GivesSkill`] thief): "Once during each of your
    /// control phases, may target one device at same site. Draw destiny. If destiny < target's
    /// destiny number, it is stolen" (Merc Sunlet, Swilla Corey; `who`: what it targets, the
    /// opponent's card at its character's site that may be on that character): the stolen card
    /// goes on its character, its player's now (`Action::Steal`, `thefts.rs`).
    StealsOnDestiny { who: Kinds },
    /// An Effect on a weapon: "Deploy on a weapon to prevent theft": the card it is on may not be
    /// stolen (`thefts.rs` `theft_prevented`).
    PreventsTheft,
    /// An Effect on a character: "gains spy skill" (Plastoid Armor, once on its target); "to give
    /// that character thief skill": the character it is on has `skill` as if printed among its
    /// characteristics, for what names that skill in play ("Deploy on your spy"; `skills.rs`
    /// `has_skill`). A skill is not a characteristic printed on the card: "Spies deploy free"
    /// reads the card in hand.
    GivesSkill { skill: Cow<'static, str> },
    /// An Interrupt: "Add M to maneuver (and P to power) of any starfighter for the remainder of
    /// this turn", with H to hyperspeed (only if it has a hyperdrive, when so printed); "Add 1 to
    /// weapon destiny draws of any starfighter for remainder of this turn" (`weapon_destiny`);
    /// "Decrease the maneuver of an opponent's starfighter by 1 for remainder of this turn"
    /// (`less_maneuver`, `theirs`).
    Maneuvers {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        maneuver: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        power: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        hyperspeed: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        hyperdrive_only: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        weapon_destiny: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        less_maneuver: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        theirs: bool,
    },
    /// An Interrupt: "If a Dark Jedi and a Rebel with ability > 2 are involved in the same battle,
    /// you may add one battle destiny (add two destiny if Rebel is Luke)"; "If Luke and Chewie
    /// are in a battle together, you may add two battle destiny"; "If you have a Rebel and an
    /// alien in a battle together, you may add 4 to power only": each of `parties` a different
    /// card in the battle; `named` replaces the numbers when one of them is that card. A card
    /// with two such options plays the first that holds.
    Together {
        parties: Cow<'static, [Party]>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        destiny: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        power: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        named: Option<Named>,
    },
    /// An Interrupt: "If one of your Dark Jedi is present during any battle, use 1 Force to cause
    /// all other Imperials there to battle at double power": `leader` one of yours present in the
    /// battle; the others of `class` there count their power twice in it.
    PresenceDoubles { force: u8, leader: Party, class: Class },
    /// An Interrupt: "If opponent just initiated a battle at a system or sector where you have a
    /// starship with maneuver > 3, use 1 Force to add one battle destiny".
    DefendingWithStarship { force: u8, maneuver_over: u8, destiny: u8 },
    /// An Interrupt: "If your pilot (or permanent pilot) is defending a battle alone at a system or
    /// sector, add one battle destiny. OR If <named> is defending a battle alone …" (`who`: the
    /// first option's card; `at`: where, for both options).
    DefendingAlone {
        destiny: u8,
        named: Named,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        who: Alone,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        at: AloneAt,
    },
    /// An Interrupt: "If an opponent has just initiated a battle, triple the resulting battle
    /// damage for the eventual loser" (`times` 3, `by_you` false); "If you just initiated a battle
    /// at a location where you have less power than the opponent, double opponent's battle damage
    /// if you win the battle (if Han is present at the battle location, triple …)" (`less_power`,
    /// `opponent_only`: only the opponent's damage; `present`: the card whose presence makes it
    /// `present_times`).
    BattleDamageTimes {
        times: u8,
        by_you: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        less_power: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        opponent_only: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        present: Option<Cow<'static, str>>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        present_times: u8,
    },
    /// An Interrupt's option: "Triple the result of <title>" (the battle damage multiplier the
    /// opponent's <title> just set is multiplied by `times`).
    MultipliesResultOf { title: Cow<'static, str>, times: u8 },
    /// An Interrupt's option: "If opponent just initiated a battle at a system or sector, choose
    /// one <model> present to be lost" (Don't Get Cocky: a TIE/ln).
    DefendingLoses { model: Cow<'static, str> },
    /// An Interrupt: "If one of your characters of ability > 2 is in a battle, use 1 Force to draw
    /// another battle destiny instead of the one you just drew" (offered as Han Solo's redraw is,
    /// right after each battle destiny its player draws).
    RedrawBattleDestiny { force: u8, ability_over: u8 },
    /// An Effect deployed on a location: "Deploy on any exterior planet site (except Hoth)" (
    /// `exterior_planet_site`, `except_planet`); "Use 1 Force to deploy at Massassi War Room or any
    /// docking bay" (`force`, `titles`, `docking_bay`). Deployed there, its `…Here` words are said
    /// of that location, as the location's own text (`here.rs`).
    DeploysOnLocation {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        force: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        exterior_planet_site: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        except_planet: Option<Cow<'static, str>>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        docking_bay: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        titles: Cow<'static, [Cow<'static, str>]>,
        /// "Deploy on any system".
        #[cfg_attr(feature = "catalog-json", serde(default))]
        system: bool,
        /// "Deploy on any planet system".
        #[cfg_attr(feature = "catalog-json", serde(default))]
        planet_system: bool,
        /// "Deploy on your war room": a location its player deployed.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        yours: bool,
        /// "Deploy on any Tatooine site": a site of that planet.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        planet_site: Option<Cow<'static, str>>,
        /// "(except docking bay)": not on a docking bay.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        except_docking_bay: bool,
        /// "Deploy on any location".
        #[cfg_attr(feature = "catalog-json", serde(default))]
        any_location: bool,
        /// "Deploy on any exterior Tatooine site": with `planet_site`, only an exterior one.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        exterior: bool,
        /// "Deploy at any site".
        #[cfg_attr(feature = "catalog-json", serde(default))]
        any_site: bool,
        /// "Deploy at outermost marker": the marker site on the table with the highest number
        /// (`storms.rs` `is_outermost_marker`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        outermost_marker: bool,
        /// "… if opponent is generating at least 3 Force more than you": the opponent's Force
        /// generation must be at least this much more than its player's (checked as it deploys).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        opponent_generating_more: u8,
        /// "Deploy between Echo Docking Bay and innermost marker site": a marker site must be on
        /// the table as it deploys (GEMP `Card3_111`: `canSpot(marker_site)`; `cold.rs`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        with_marker_site: bool,
        /// "Deploy on a site under 'nighttime conditions'" (Dark Hours; GEMP
        /// `Filters.under_nighttime_conditions`, `here.rs` `under_nighttime`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        nighttime_site: bool,
    },
    /// An Interrupt: "Select one of your troopers in a battle to make a 'charge.' If that trooper
    /// is a Death Star Trooper, it is power +3 this battle. If any other trooper, power +2.
    /// However, that trooper must be forfeited at end of battle" (`characteristic`: who may
    /// charge; `named`: the title and its power).
    Charge { characteristic: Cow<'static, str>, power: u8, named: Named },
    /// An Interrupt: "Use 1 Force at the beginning of your battle phase to allow any two of your
    /// Stormtroopers in the Cantina to battle any one opponent's character (your choice). You may
    /// add one battle destiny. No other battles may occur in Cantina this turn" (`site`: the
    /// site's title; `who`, `count`: which of its player's characters there battle; `force`;
    /// `destiny`: the battle destiny added; `interrupts.rs` `few_battlers`).
    BattlesFew { site: Cow<'static, str>, who: Kinds, count: u8, force: u8, destiny: u8 },
    /// An Effect on a location: "Also, each of your medium transports at same planet is hyperspeed
    /// +2, is immune to attrition < 3 and may move for free" (`who`: which of its owner's cards, at
    /// the system or a site of the planet its location is).
    AtSamePlanet {
        who: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        hyperspeed: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        immune_below: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        moves_free: bool,
    },
    /// An Effect on a planet system: "to cause 'nighttime conditions' at related sites. During
    /// battles there, both sides add one destiny to power only. Spies deploy free to sites under
    /// 'nighttime conditions.'" (`power_destiny`: the destinies each side adds).
    Nighttime { power_destiny: u8 },
    /// A weapon card.
    Weapon {
        mount: Mount,
        /// "Use N Force to deploy on …".
        deploy: u8,
        /// "… free on Falcon", "… on Han, or 3 on your warrior", "Deploy on Vader".
        #[cfg_attr(feature = "catalog-json", serde(default))]
        on: Option<Persona>,
        /// "Use X Force to deploy on your warrior where X = (7 - warrior's ability) … using X
        /// Force"; "X = (7 - warrior's power). X cannot fall below 1": deploy and fire cost.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        less: Option<Less>,
        targets: Cow<'static, [TargetKind]>,
        /// "May target … using N Force".
        fire: u8,
        /// "Draw two destiny" (one when it does not say).
        #[cfg_attr(feature = "catalog-json", serde(default = "one"))]
        destinies: u8,
        /// "Target hit if destiny +N > defense value" ("destiny -1": -1).
        plus: i8,
        /// "Add N if targeting a …", "Subtract N if targeting a …".
        #[cfg_attr(feature = "catalog-json", serde(default))]
        against: Cow<'static, [Against]>,
        /// May be fired from a landed starship ([S16]).
        landed: bool,
        /// "May target a character … at same site".
        #[cfg_attr(feature = "catalog-json", serde(default))]
        at_same_site: bool,
        /// "May fire repeatedly for N Force each time."
        #[cfg_attr(feature = "catalog-json", serde(default))]
        repeat: Option<u8>,
        /// "May add 1 to Force drain where present".
        #[cfg_attr(feature = "catalog-json", serde(default))]
        drain_plus: u8,
        /// "Target hit, and its forfeit = 0"; "If hit by Han, target's forfeit = 0" (`by`: the
        /// carriers it needs, any when empty).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        forfeit_zero: Option<ForfeitZero>,
        /// An ion cannon: "If destiny > defense value, all starship weapons deployed on target are
        /// lost, armor or maneuver = 0 and hyperspeed = 0" in place of a hit (`weapons.rs`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        ion: bool,
        /// "May target … at same or adjacent site": also a target at a site next to the battle's.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        adjacent: bool,
        /// "May target a starfighter (use 3 as defense value)".
        #[cfg_attr(feature = "catalog-json", serde(default))]
        starfighter_defense: Option<u8>,
        /// "… or any mobile system": it also deploys on a mobile system (either side's), and
        /// fires from it in a battle there (`mobile_system.rs`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        mobile_system: bool,
        /// "May target an AT-AT or AT-ST": of `targets`, only a card of these kinds.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        only: Option<Kinds>,
        /// "Target crashes if destiny + your vehicle's maneuver > 8. Your vehicle crashes if
        /// destiny = 0" (Power Harpoon): in place of a hit, the target crashes when the destiny
        /// and its carrier's maneuver are over this, and the carrier when the destiny is 0
        /// (`weapons.rs` `crash`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        crash_over: Option<u8>,
        /// "Target crashes if destiny +2 > armor. Target hit if destiny +1 > maneuver" (Atgar
        /// Laser Cannon): against a target with armor, in place of a hit, it crashes when the
        /// weapon destiny with this (in place of `plus`) is over its armor; a target with
        /// maneuver is hit as `plus` says (`weapons.rs` `resolve_shot`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        crash_over_armor: Option<i8>,
        /// "May 'throw' at same or adjacent site. Draw destiny. All characters, weapons and
        /// devices with that destiny number present at that site are lost. (Only your warrior is
        /// lost if destiny = 0.) Concussion Grenade also lost": its target is a site in reach,
        /// not a card (`weapons.rs` `blast`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        thrown: bool,
        /// "May target up to two characters or two creatures … Draw two destiny. Target(s) hit
        /// if total destiny > total defense value" (Medium Repeating Blaster Cannon): it may also
        /// fire at two targets of one kind at once, both hit when its total destiny is over
        /// their defense values added (`artillery.rs` `fire_at_two`; `Action::FireAtTwo`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        two_targets: bool,
        /// "Deploy on Death Star system at parsec 0": it deploys only while the mobile system it
        /// goes on is at this parsec (`deploy.rs` `check_at_parsec`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        at_parsec: Option<u8>,
        /// "May target a capital starship at Death Star system, or at a system it orbits": on a
        /// mobile system, it also fires in a battle at a system at that mobile system's parsec
        /// (the engine keeps no orbits; `weapons.rs` `fires_from_location`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        orbited: bool,
        /// "If your power droid or fusion generator present, may target …" (Light Repeating
        /// Blaster Rifle): it fires only while a power droid or fusion generator of its player's
        /// is present with it (`artillery.rs` `power_source_present`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        powered: bool,
        /// "During a battle at related system, may target a capital starship there" (Planet
        /// Defender Ion Cannon): an artillery weapon firing from its site into a battle at the
        /// system that site is related to; no warrior fires it (GEMP `Card3_078`
        /// `isFiredByCharacterPresentOrHere`: false), it is still powered (`weapons.rs`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        at_related_system: bool,
        /// "If destiny +3 > armor, all starship weapons aboard target are lost, power = 0 and
        /// hyperspeed = 0" (Planet Defender Ion Cannon): an ion cannon (`ion`) whose success
        /// makes the starship's power 0 in place of its armor or maneuver (`weapons.rs`
        /// `ionize`; GEMP `IonizeStarshipEffect` with power and hyperspeed).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        ion_power: bool,
        /// "Targeted droid stolen if destiny +N > forfeit" (Jawa Ion Gun): a droid it targets is
        /// not hit but stolen, its total destiny + N over its forfeit (`weapons.rs` `ion_gun_shot`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        steals_droid: Option<i8>,
        /// "Targeted non-droid character excluded from battle if destiny = defense value" (Jawa
        /// Ion Gun): a non-droid character it targets is not hit but excluded from the battle,
        /// its total destiny equal to its defense value (`weapons.rs` `ion_gun_shot`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        excludes_on_equal: bool,
    },
    /// An artillery weapon: "May be moved with two warriors for 1 additional Force" (`force`):
    /// in its owner's move phase two of its warriors present with it move by landspeed to one
    /// site, and it goes with them (`artillery.rs` `carry`).
    MovedByTwoWarriors { force: u8 },
    /// A device: "At the end of a battle at same system or sector, may target an opponent's
    /// starship present (except Mon Calamari Star Cruiser) using 2 Force. Draw destiny. Target
    /// captured if destiny > defense value" (Tractor Beam, on a Star Destroyer); "At the end of a
    /// battle at Death Star system, … Draw two destiny. Target captured if total destiny >
    /// defense value" (Death Star Tractor Beam, on Docking Bay 327: the system its site is
    /// related to). `force` used, `destinies` drawn, `except` the model it may not target
    /// (`tractor_beams.rs`; `Action::TractorBeam`).
    TractorBeam { force: u8, destinies: u8, except: Cow<'static, str> },
    /// A Star Destroyer: "When using Tractor Beam, adds 1 to destiny draw" (Tyrant; `amount`):
    /// each destiny a Tractor Beam on it draws is `amount` more (`tractor_beams.rs` `use_beam`).
    TractorBeamPlus { amount: u8 },
    /// A device card: "Use N Force to deploy on …" (what `mount` names; "… at a system or sector
    /// where a related docking bay is on table" when `related_docking_bay`).
    Device {
        mount: Mount,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        deploy: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        related_docking_bay: bool,
    },
    /// What a device (or an Effect deployed like one) adds to the card it is on: "Adds 1 to
    /// hyperspeed, power and maneuver"; "Adds 2 to armor. If starship has immunity to attrition,
    /// also adds 2 to immunity"; "While on Tatooine, that character's power and forfeit are +2"
    /// (`on`: the planet or system its location is, or is a site of); "If on Falcon with Han,
    /// Lando or Chewie piloting, also adds 2 to power and forfeit" (`host`, `piloted_by`).
    DeviceAdds {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        power: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        forfeit: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        armor: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        maneuver: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        hyperspeed: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        landspeed: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        immunity: u8,
        /// "Character is immune to attrition < N" (Obi-Wan's Cape).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        immune_below: u8,
        /// "… and has immunity to attrition of exactly 3" (Tusken Breath Mask): immune when the
        /// total attrition is this.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        immune_exactly: Option<u8>,
        /// "Armor = 5" (Plastoid Armor, on a character): the character's armor, its defense value
        /// (`stats.rs` `defense_value`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        armor_is: Option<u8>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        on: Option<Cow<'static, str>>,
        /// "Trooper is immune to attrition < 3 when at a planet site": only while its card is at a
        /// site of a planet.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        at_planet_site: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        host: Option<Cow<'static, str>>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        piloted_by: Cow<'static, [Cow<'static, str>]>,
        /// "That character is power +3 in battles": what it adds counts only while its card
        /// takes part in a battle.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        battling: bool,
        /// "… or may add 1 to Force drain where present": added to its player's Force drain at the
        /// location where its card is present (as a lightsaber's, `force.rs`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        drain_plus: u8,
    },
    /// An Effect deployed like a device: "Deploy on your character with ability > 2 and a
    /// lightsaber. … Effect is lost if character loses lightsaber" (Lightsaber Proficiency): it
    /// deploys only on a card carrying a weapon card of that `characteristic`, and is lost once
    /// the card carries none (`devices.rs` `carries_needed`, `lose_without_weapon`).
    WithWeapon { characteristic: Cow<'static, str> },
    /// A device: "While on Hoth, that character is … immune to Frostbite, Exposure and Ice Storm"
    /// (`titles`: the Effects and Interrupts that do not affect the card it is on; `on`: the
    /// planet it must be on; `devices.rs` `immune_to`).
    ImmuneToCards {
        titles: Cow<'static, [Cow<'static, str>]>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        on: Option<Cow<'static, str>>,
        /// "Any starship it is aboard is immune to Lateral Damage" (Fire Extinguisher, on a
        /// droid): the immunity is the starship's the card it is on is aboard, not that card's.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        starship_aboard: bool,
        /// "… and ion cannons": also not targeted by an ion cannon (`weapons.rs`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        ion_cannons: bool,
    },
    /// A device: "If deployed on R2-D2, may lose Fire Extinguisher to cancel a battle just
    /// initiated where present at a site" (`host`: the card it must be on; `at`: where the battle
    /// is): in the weapons segment of a battle just initiated (by either player) where the card it
    /// is on is present, its player may lose it (`Action::LoseCard`); the battle ends at once,
    /// with no power, destiny or damage (`escapes.rs` `check_lose_to_cancel`).
    LosesToCancelBattle {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        host: Option<Cow<'static, str>>,
        at: AloneAt,
    },
    /// A device: "If this starship is using a weapon during a battle, you may fire that weapon
    /// twice … Subtract N from each destiny draw when firing" (Targeting Computer).
    FireTwice { minus: u8 },
    /// A device: "When that warrior fires a blaster rifle or artillery weapon, adds 1 to each of
    /// that weapon's destiny draws" (`weapons`: the characteristics a weapon its card fires holds
    /// one of; `devices.rs` `weapon_destiny_from_devices`).
    FiringDestinyPlus { amount: u8, weapons: Cow<'static, [Cow<'static, str>]> },
    /// A fusion generator (Portable Fusion Generator; GEMP's keyword, or a power droid's model):
    /// its player's artillery weapons present with it are powered (`artillery.rs` `is_powered`).
    PowersArtillery,
    /// A device: "Warrior may fire artillery weapons anywhere on same planet regardless of being
    /// present" (Artillery Remote): the warrior it is on fires its player's artillery weapons at
    /// any site of the planet its own location is (`artillery.rs` `artillery_user`).
    FiresArtilleryOnPlanet,
    /// A device: "Also, may add 1 to power of one droid present" (its player's first droid
    /// present with the card it is on; `devices.rs` `droid_power_from_devices`).
    AddsToOneDroidPresent { power: u8 },
    /// A device on a weapon: "Allows that weapon to target at an adjacent site" (Blaster Scope,
    /// `sites` 1); "It may fire at targets two sites away" (Electro-Rangefinder, `sites` 2): the
    /// weapon may target cards on their own at sites up to `sites` away from the battle's
    /// (`devices.rs` `reach_from_devices`).
    TargetsSitesAway { sites: u8 },
    /// A system: "If you control, for each of your starships here, your total power is +1 in
    /// battles at <system> sites."
    SystemControlBonus,
    /// A location, one side's half: "Your <kinds> are each power and forfeit +N here"; "Your
    /// aliens here, except Tusken Raiders, are each power +1"; "Your troopers are forfeit -1
    /// here"; "Your starships with any Wookiee aboard are power and forfeit +2 here" (`aboard`).
    /// A card at a location says it of its location: "Adds 1 to power of each of your bounty
    /// hunters and smugglers at same site" (`side`: whose cards; `at`: only while the card is at a
    /// site, or a system; `on`: "at same Hoth site", a site of that planet); "Subtracts 1 from
    /// forfeit of Rebel pilots at same system" (`pilots`: those with the pilot skill); "Adds 1 to
    /// forfeit of each other Gold Squadron pilot at same location" (`others`: not the card saying
    /// it; `piloting`: a pilot piloting a starship or vehicle of these kinds is one of `who` too).
    PowerForfeitHere {
        side: Side,
        who: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        power: i8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        forfeit: i8,
        /// "… with any <kind> aboard": a starship or vehicle carrying one.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        aboard: Option<Kinds>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        at: Option<Class>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        pilots: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        on: Option<Cow<'static, str>>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        others: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        piloting: Option<Kinds>,
    },
    /// A site, one side's half: "A Rebel alone here battles at power +N and is immune to
    /// attrition"; "An Imperial alone here …".
    AloneHere { side: Side, class: Class, power: u8 },
    /// A location, one side's half: "If you control, … all imprisoned characters on Death Star are
    /// released" (`planet`: where the prisons are; `captives.rs` `settle`, after every change to
    /// the table).
    ReleasesImprisonedWhileControlled { side: Side, planet: Cow<'static, str> },
    /// A location, one side's half: "If you control, Force drain +N here" (or -N); "… with an
    /// Imperial present" (`with_present`); "… and Main Power Generators on table" (`with_on_table`);
    /// "+1 here for each Death Star site on table also in your control" (`per_site_of`: the
    /// amount is counted once for each site of that system `side` controls).
    DrainBonusHere {
        side: Side,
        amount: i8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        with_present: Option<Class>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        with_on_table: Option<Cow<'static, str>>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        per_site_of: Option<Cow<'static, str>>,
    },
    /// A docking bay: "Your docking bay transit from here requires N Force", per side; "Your
    /// transit to here requires +N Force" (`dark_to`, `light_to`).
    DockingBayTransit {
        dark: u8,
        light: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        dark_to: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        light_to: u8,
    },
    /// A location, one side's half: "Add N to each of your weapon destiny draws here."
    WeaponDestinyHere { side: Side, amount: u8 },
    /// A location, one side's half: "Your artillery weapons here are powered" (`artillery.rs`
    /// `is_powered`).
    ArtilleryPoweredHere { side: Side },
    /// A location, one side's half: "Subtract N from each of opponent's battle destiny draws
    /// here."
    OpponentDestinyMinusHere { side: Side, amount: u8 },
    /// A location, one side's half: "Total ability of N or more required for you to draw battle
    /// destiny here."
    DestinyAbilityHere { side: Side, total: u8 },
    /// A location, one side's half: "If you initiate a battle here, add N battle destiny."
    InitiatorDestinyHere { side: Side, destiny: u8 },
    /// A location, one side's half: "Your <kinds> deploy -N here"; "… deploy here for N Force"
    /// (`cost`, 0: "deploy free here"); "-2 if Tarkin is aboard a starship here" (one more, with
    /// `aboard_here`: a card of that title aboard one of `side`'s starships here). A card at a
    /// location says it of its location: "Subtracts 1 from deploy cost of each of your capital
    /// starships at same system".
    DeployHere {
        side: Side,
        who: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        minus: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        cost: Option<u8>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        aboard_here: Option<Cow<'static, str>>,
    },
    /// A location, one side's half: "If you control, all Wookiees on table are forfeit -3"; "If
    /// you control, with a leader here, all Stormtroopers and TIEs on table are forfeit -1"
    /// (`leader_here`); "If you control, each of opponent's bounty hunters is forfeit -2"
    /// (`theirs`).
    ForfeitOnTable {
        side: Side,
        who: Kinds,
        amount: i8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        leader_here: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        theirs: bool,
    },
    /// A location, one side's half: "If you control, with a leader here, your starships are each
    /// power +1 at Death Star system" (`at`: the title of the location where `side`'s cards of
    /// `who` are; `leader_here`: a leader of `side` at this location too; `here.rs`
    /// `power_from_elsewhere`).
    PowerAtLocation {
        side: Side,
        who: Kinds,
        power: u8,
        at: Cow<'static, str>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        leader_here: bool,
    },
    /// A location, one side's half: "Each of your bounty hunter pilots add an additional 1 to
    /// power of starships they pilot here."
    PilotsAddHere { side: Side, who: Kinds, power: u8 },
    /// A site, one side's half (or an Effect on it): "Adds X to your total power at the related
    /// system and related sectors, where X = the number of your starships present there" (Rebel
    /// Planners); "Adds X to your total at that system, where X = number of your starships
    /// present" (Death Squadron, on a system: `here`).
    StarshipsPowerAtRelatedSystem {
        side: Side,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        here: bool,
    },
    /// A system's half (or an Effect on it): "Your troopers and combat vehicles may shuttle to
    /// related sites for free" (from a capital starship here down to a related site).
    ShuttleFreeToRelatedSites { side: Side, who: Kinds },
    /// A location, one side's half: "If you occupy with exactly 2 starships, your total power here
    /// is +2."
    PowerWithStarshipsHere { side: Side, starships: u8, power: u8 },
    /// A location, one side's half: "If you control, with X leaders here, your total power is +X
    /// in battles at Hoth locations" (`planet`: the system, or a site of it).
    LeadersPowerAt { side: Side, planet: Cow<'static, str> },
    /// A location, one side's half: "Devastator … may move to or from here for free" (`to_here`,
    /// `from_here`); "Your AT-ATs move to here for free"; "During your move phase, Imperials may
    /// move free from here to any one Death Star site" (`to_sites_of`: from here to any site of
    /// that system, however far). A card at a site says it of its site: "Your starships may move
    /// from same exterior site for free".
    MovesFreeHere {
        side: Side,
        who: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        to_here: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        from_here: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        to_sites_of: Option<Cow<'static, str>>,
    },
    /// A site, one side's half: "If you control, your starship movement from Hoth sites to the
    /// Hoth system is free" (the site's own planet).
    TakeOffFree { side: Side },
    /// A site, one side's half: "During your control phase, you may move free from here directly
    /// to Cantina (or vice versa)" (`to`: the other site's title).
    ControlPhaseMove { side: Side, to: Cow<'static, str> },
    /// A system, one side's half: "Your starships are hyperspeed +1 when moving from here."
    HyperspeedFromHere { side: Side, amount: u8 },
    /// A location, one side's half: "You may deploy here without presence."
    DeploysWithoutPresence { side: Side },
    /// A location, one side's half: "If you occupy, you may raise all of your converted Hoth
    /// locations to the top" (`all`: each of yours that a location of `planet` covers); "If you
    /// control, once per turn, may use 4 Force to raise a converted Hoth site to the top" (one
    /// `sites_only`, chosen). `conversion.rs`.
    RaisesConverted {
        side: Side,
        planet: Cow<'static, str>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        all: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        sites_only: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        force: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        control: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        once_per_turn: bool,
    },
    /// A location (both halves): "'Dejarik Rules' in effect here" — a holosite (`holosite.rs`).
    DejarikRules,
    /// A site (both halves): "'Trench Rules' in effect" — no card deploys or moves there, as
    /// only an Attack Run (not in these decks) moves starfighters in; a starship there flies
    /// (is not landed); no site is any distance from it (`trench.rs`).
    TrenchRules,
    /// A site (both halves): "'Bluff Rules' in effect here" — the Dark Side places 'bluff cards'
    /// face down under it, each adding 1 to its drain there, and the Light Side may flip one over
    /// (`bluffs.rs`).
    BluffRules,
    /// A system (its owner's half): "X = parsec of current position. Deploys only at parsec 0.
    /// Hyperspeed = 1." — a mobile system: its parsec is its position, 0 when it deploys, and it
    /// moves along the parsecs at `hyperspeed` (`mobile_system.rs`).
    MobileSystem { hyperspeed: u8 },
    /// A card: "While at Death Star: Central Core, hyperspeed of Death Star system = 2": while
    /// it is at the site titled `site`, the mobile system that site is related to has
    /// `hyperspeed` (`mobile_system.rs`).
    SystemHyperspeedAt { site: Cow<'static, str>, hyperspeed: u8 },
    /// A location, one side's half: "Your weapons fire free here": firing `side`'s weapons at
    /// this location costs no Force.
    WeaponsFireFreeHere { side: Side },
    /// A location, one side's half: "Turbolaser Battery may deploy here": `side`'s weapons of
    /// `who` may deploy on this location (past 'Trench Rules', `trench.rs`).
    WeaponDeploysHere { side: Side, who: Kinds },
    /// A location, one side's half: "Each of your starfighters is maneuver -2 here": `side`'s
    /// cards of `who` at this location have `amount` added to their maneuver.
    ManeuverHere { side: Side, who: Kinds, amount: i8 },
    /// A location, one side's half: "If you control, Force generation +N for you here."
    GenerationHere { side: Side, amount: u8 },
    /// A location, one side's half: "If this is your starting location, Light Side goes first in
    /// game."
    StartingGoesFirst { side: Side, first: Side },
    /// A droid aboard (as a passenger or astromech): "While aboard any starfighter, adds 1 to
    /// power, maneuver and hyperspeed"; "When aboard a capital starship, adds 1 to power and
    /// hyperspeed, and that starship is immune to attrition < 3"; "While aboard a non-creature
    /// vehicle, adds 1 to power, maneuver and landspeed". `ship` narrows it to one ship by title
    /// (R2-D2's "(3 on Red 5)" is one more of each there). The craft uses it while piloted
    /// ([O2]), as its own numbers.
    AboardAdds {
        aboard: AboardKind,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        ship: Option<Cow<'static, str>>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        power: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        maneuver: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        hyperspeed: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        landspeed: u8,
        /// "… and that starship is immune to attrition < N".
        #[cfg_attr(feature = "catalog-json", serde(default))]
        immune_below: u8,
    },
    /// "May drive transport vehicles" ([O5]: a droid drives only when its text says so).
    MayDriveTransports,
    /// "Total power at same site is +N for each of your droid/Rebel pairs present, including
    /// <this card>" (C-3PO): while it is present at a site, its owner's total power there is +N
    /// times the lesser of the owner's droids and Rebels present there.
    PairsPowerAtSite { amount: u8 },
    /// "If at a Scomp link when opponent draws destiny of: 1-3, you may activate one Force; 4-6,
    /// you may draw top card from Reserve Deck" (R2-D2): after each destiny the opponent draws,
    /// while this card is at a Scomp link, its player may take the gain the value's range gives.
    ScompLinkDestiny { activate_from: u8, activate_to: u8, draw_from: u8, draw_to: u8 },
    /// "<title> is forfeit +N when present" (C-3PO of R2-D2): while both are present at one
    /// location.
    ForfeitWhenPresent { title: Cow<'static, str>, amount: u8 },
    /// "Too large to go aboard a starfighter"; "May not be aboard starfighters or enclosed
    /// vehicles" (`enclosed_vehicles`).
    NotAboardStarfighters {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        enclosed_vehicles: bool,
    },
    /// A character's "Landspeed = 3"; a vehicle's "* Landspeed = 4" (its landspeed printed as
    /// "*", defined by its text).
    Landspeed { amount: u8 },
    /// "When in a battle, if both players draw only one battle destiny and yours is higher,
    /// reduces opponent's total battle destiny to zero."
    HigherLoneDestinyZeroes,
    /// "May move as a 'react'" (research §3 "Battle": the defender may react right after a
    /// battle, or a Force drain, is initiated against it): a regular move, within range, to the
    /// battle or drain location (`reacts.rs`). "… for free" (`free`); "… for 1 additional Force"
    /// (`extra`); "… to Hoth sites", "… only to Hoth sites" (`to_sites_of`: only where the
    /// location is a site of that planet); "… to a battle where your thief, smuggler or bounty
    /// hunter is participating" (`to_battle_with`: only to a battle with one of those of its
    /// side's there); "May move as a 'react' from a battle" (`away`: only away from a battle).
    MovesAsReact {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        free: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        extra: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        to_sites_of: Option<Cow<'static, str>>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        to_battle_with: Option<Kinds>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        away: bool,
    },
    /// An Interrupt: "One Rebel may move as a 'react' to an adjacent battle site" (Help Me Obi-Wan
    /// Kenobi): in the react window of a battle the opponent initiated at a site, one of its
    /// player's cards of `who` at a site adjacent to the battle's may move there as a 'react' (a
    /// regular move, paid as one); the Interrupt is played (to its pile) as it moves
    /// (`reacts.rs` `granted_by_interrupt`).
    GrantsReactToAdjacentBattle { who: Kinds },
    /// "May deploy with a pilot as a 'react' to a battle where you have a TIE (for free if TIE is
    /// Black 2 or 3)": from hand, to the battle location, with a pilot from hand aboard
    /// (`with_pilot`), while one of its side's `to_battle_with` is there; free while one of
    /// `free_with` is (`reacts.rs`).
    DeploysAsReact {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        with_pilot: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        to_battle_with: Option<Kinds>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        free_with: Option<Kinds>,
    },
    /// A card at a location, or a device on one: "You may deploy cards to same system or sector as
    /// a 'react'" (TIE Vanguard: `systems`); "You may deploy cards as a 'react' to a battle at same
    /// system or sector" (Rectenna, on a starship: `battle`, `systems`); "If opponent has just
    /// initiated a battle or Force drain at Comlink's location or an adjacent site, you may
    /// 'react' by deploying cards (at normal use of the Force) to that battle or Force drain
    /// location" (Comlink, on a character: `adjacent_sites`): its side's characters, starships
    /// and vehicles in hand (a craft with a rider from hand too) may deploy as a 'react', at their
    /// normal cost, to the location where the card is (or a site next to it; `reacts.rs`).
    DeploysCardsAsReactHere {
        /// Only to a battle (not a Force drain).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        battle: bool,
        /// Only where the card is at a system or sector.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        systems: bool,
        /// Also to a site adjacent to the card's site.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        adjacent_sites: bool,
    },
    /// A location, one side's half: "Your starships may move here as a 'react'" (`who`); a card
    /// says it of another location: "When at a Death Star site, Imperial starships may move to
    /// the Death Star system as a 'react'" (`to`: that system, while the card is at one of its
    /// sites; either side's `who` move as its side's).
    MovesAsReactHere {
        side: Side,
        who: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        to: Option<Cow<'static, str>>,
    },
    /// A location, one side's half: "Your Falcon and your Corellian corvettes may deploy here as
    /// a 'react'."
    DeploysAsReactHere { side: Side, who: Kinds },
    /// A shuttle vehicle's "* Landspeed = 4. OR 1 character may shuttle to or from same site for
    /// free" (its landspeed is the `landspeed` word): while it is at an exterior site and has not
    /// moved this turn, up to `characters` of its side's characters a turn shuttle to or from that
    /// site for free; once one has, it does not move that turn (the "OR"). `movement.rs`.
    ShuttlesFree { characters: u8 },
    /// A creature vehicle's "Ability = ¼", "Bantha ability = ½" ([O5]: "Transport creatures
    /// (creature vehicles) have their own ability and need no driver"), in quarters: it adds to
    /// its side's total ability where it is (presence, battle destiny), whole units counted.
    OwnAbility { quarters: u8 },
    /// "Opponent may not 'react' to or from same location."
    NoReactsHere,
    /// "Lost if Vader on table and opponent 'reacts' to same location as Ozzel" (`with_on_table`:
    /// the card that must be on table).
    LostIfOpponentReacts { with_on_table: Cow<'static, str> },
    /// One persona with another card (Commander Luke Skywalker is Luke Skywalker): the card is
    /// the character of that title too, for uniqueness and for any text naming it.
    SamePersona { title: Cow<'static, str> },
    /// "Whenever you deploy a weapon or device from hand at same location, activate 1 Force as a
    /// 'kickback'": each time its player deploys a card of `who` from hand to its location.
    Kickback { force: u8, who: Kinds },
    /// "Limit of one Advosze per location": the card may not deploy or move to a location where
    /// another card of its title is.
    OnePerLocation,
    /// "When with Vader in a battle, once per battle may cancel one opponent's destiny just
    /// drawn": while this card and its side's card named `with` take part in a battle.
    CancelOpponentDestiny { with: Cow<'static, str> },
    /// "May use 1 Force to take one Lone Pilot into hand from Reserve Deck; reshuffle": while
    /// the card is on the table, in its player's turn, out of a battle.
    TakesIntoHand { force: u8, title: Cow<'static, str> },
    /// A squadron: "* Replaces 3 TIE/lns at one location (TIE/lns go to Used Pile)": it deploys
    /// only so, in its player's deploy phase, for no Force, in place of `count` of their
    /// starfighters of `who` present at one location.
    ReplacesStarfighters { count: u8, who: Kinds },
    /// "May 'operate' on any other character present that was just 'hit' or just Disarmed;
    /// 'patient' is lost" (Dr. Evazan): after a character present with this card is hit, its
    /// player may have it lost at once. No card of these decks disarms.
    Operates,
    /// "When at a Scomp link during your draw phase, may use 1 Force to peek at top three cards of
    /// your Reserve Deck" (once in the phase).
    PeeksAtReserve { force: u8, cards: u8 },
    /// A device: "At any time, you may peek at the top card of your Reserve Deck by using 2
    /// Force. You may choose to move that card to the top of your Force Pile" (Electrobinoculars;
    /// `force.rs` `check_peek`): once a turn while on its warrior (GEMP `UseDeviceEffect`).
    PeeksToForcePile { force: u8 },
    /// "Just after initiating battle against Falcon, may peek at opponent's hand": when its
    /// player initiates a battle it takes part in, against the opponent's card named `against`.
    PeeksAtHandAgainst { against: Cow<'static, str> },
    /// A device: "When at a site you control, once during each of your control phases, you may
    /// peek at one card randomly selected from opponent's hand" (Probe Antennae; `hand_peeks.rs`):
    /// on its carrier at a site its player controls, in that player's control phase, once.
    PeeksAtRandomInHand,
    /// "If a battle was just initiated at a system where Bast is present with your non-droid
    /// character, may 'evacuate' (relocate) both to a related site" (Chief Bast).
    Evacuates,
    /// An Interrupt of the respond window (`responses.rs`): "Use 1 Force to prevent any
    /// character or starship just deployed by the opponent from battling or moving for the
    /// remainder of this turn" (`battle`); "Prevent a just deployed smuggler from moving this
    /// turn" (`who`: what the just deployed card must be).
    HaltsJustDeployed {
        #[cfg_attr(feature = "catalog-json", serde(default))]
        force: u8,
        who: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        battle: bool,
    },
    /// An Interrupt of the respond window: "Use 3 Force to place an opponent's just deployed
    /// character, starship, vehicle, weapon, or device in opponent's hand. On opponent's next
    /// turn, that card (or one card of same title) may deploy for free."
    ReturnsJustDeployed { force: u8, who: Kinds },
    /// An Interrupt of the respond window: "Use 1 Force to cancel a Force drain at one location.
    /// Draw one destiny for each character, starship and vehicle the opponent has present.
    /// Compare your destiny total to opponent's power total. Player with lowest total loses Force
    /// equal to the difference."
    CancelsDrain { force: u8 },
    /// An Interrupt of the respond window: "During the damage segment of a battle you lost, if
    /// you have no cards left that can be forfeited, cancel all remaining battle damage."
    CancelsDamageWithoutForfeits,
    /// An Interrupt's option: "Cancel Sunsdown" (the target: an Effect of that title on the
    /// table, lost); "Destroy (cancel) … Jedi Lightsaber" (a weapon of that title on the table). `lost` as for [`Ability::HandOverLimitToUsed`] ("LOST: Cancel Molator").
    CancelsEffect {
        title: Cow<'static, str>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        lost: bool,
    },
    /// An Interrupt of the respond window: "Cancel Rebel Barrier" — the opponent's Interrupt of
    /// that title just played is cancelled: what it did is undone (the Force it used stays used).
    CancelsInterrupt { title: Cow<'static, str> },
    /// An Interrupt of the respond window: "If two Imperials each with ability > 2 are in a battle
    /// together, use 2 Force to draw two destiny. Subtract that amount from opponent's attrition
    /// and total power (cannot fall below zero)": just after both players drew battle destiny,
    /// while `parties` (each a different card) take part in the battle; the `destinies` drawn
    /// come off the opponent's total power and the attrition it makes against its player.
    /// `lost`: a "Used Or Lost" card's "LOST:" option.
    CutsPowerAndAttrition {
        force: u8,
        destinies: u8,
        parties: Cow<'static, [Party]>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        lost: bool,
    },
    /// An Interrupt of the respond window: "If both players just drew one battle destiny, use 1
    /// Force to switch numbers."
    SwitchesLoneDestinies { force: u8 },
    /// An Interrupt of the respond window: "Use 1 Force to target opponent's starfighter with
    /// maneuver at a system or sector where a battle just finished. Draw destiny. Starfighter
    /// lost if destiny > maneuver."
    DestinyAgainstManeuver { force: u8 },
    /// An Interrupt of the respond window: "If opponent just lost Force from a battle, play to
    /// increase loss by 1 Force."
    RaisesBattleLoss { amount: u8 },
    /// An Interrupt of the respond window: "Use 1 Force if any of your characters (except
    /// Obi-Wan) was just forfeited from a Tatooine site. … revives (returns from Lost Pile) that
    /// character back to same site" (`who`: what the card forfeited must be; `planet`: the
    /// planet whose site it was forfeited from). Revived during the battle, it takes no part in
    /// it again.
    RevivesJustForfeited { force: u8, who: Kinds, planet: Cow<'static, str> },
    /// An Interrupt's option of the respond window: "If Vader or Vader's Custom TIE was just lost,
    /// relocate that card to Used Pile"; "Relocate to Used Pile one Imperial just lost from any
    /// Death Star location" (`from`: the planet or system whose locations, by name). `lost` as
    /// for [`Ability::HandOverLimitToUsed`].
    JustLostToUsed {
        who: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        from: Option<Cow<'static, str>>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        lost: bool,
    },
    /// An Interrupt's option of the respond window: "Cancel any attempt to place a 'hit' starship,
    /// vehicle or droid in the Used Pile rather than the Lost Pile" (`who`: what the card must be):
    /// the opponent's card of `who` that a card's text (Chewbacca) just sent to the Used Pile goes
    /// to the Lost Pile after all, just lost
    /// ([`Moment::HitToUsedPile`](crate::rules::swccg::Moment)).
    CancelsHitToUsedPile { who: Kinds },
    /// An Interrupt of the respond window: "Use 1 Force during opponent's control phase if you have
    /// a droid on the table and were drained of at least 5 Force. Draw destiny. That number of
    /// cards are randomly selected and retrieved from your Lost Pile" (`with`: what its player must
    /// have on the table; `drained`: the least Force drained this turn): played once its player
    /// has lost a drain's Force ([`Moment::DrainLost`](crate::rules::swccg::Moment)); the cards
    /// go from the Lost Pile to the Used Pile (`losses.rs` `retrieve_randomly`).
    RetrievesRandomlyAfterDrained { force: u8, with: Kinds, drained: u8 },
    /// An Interrupt of the respond window: "If an AT-AT, an AT-ST, Jabba's Sail Barge or Planet
    /// Defender Ion Cannon has just been lost at a site, draw destiny. All cards with that destiny
    /// number at that site are lost" (`who`: what the card lost must be, either side's).
    DestinyAtLossSite { who: Kinds },
    /// An Interrupt of the respond window: "If opponent just targeted your starship with a
    /// starship weapon, subtract 2 from each of that weapon's destiny draws" (`who`: what the
    /// target must be; `weapon`: where the weapon deploys).
    LessWeaponDestinyAgainst { amount: u8, who: Kinds, weapon: Class },
    /// An Interrupt of the respond window: "If your capital starship is about to be lost,
    /// relocate your characters aboard to any one planet site" (Escape Pod); "… unless Tarkin
    /// aboard, … or to one of your capital starships" (Evacuate?; `unless_aboard`,
    /// `to_capital`). Its target: where they go.
    /// An Interrupt's option in a battle's damage segment: "Lose a droid to cancel all attrition
    /// against you at same site this turn" (`who`: the card lost, its player's, at the battle's
    /// site; while attrition is still due against its player there).
    CancelsAttritionByLosing { who: Kinds },
    /// An Interrupt of the respond window: "Re-target an opponent's weapon to one of your droids
    /// at same site as target. If droid is 'hit', use original target's forfeit number" (`who`:
    /// the new target, its player's, at the original target's site, a target the weapon may
    /// have).
    Retargets { who: Kinds },
    RelocatesAboardBeforeLoss {
        who: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        unless_aboard: Option<Cow<'static, str>>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        to_capital: bool,
    },
    /// An Interrupt of the respond window: "Use 1 Force if opponent's character is about to be
    /// lost or forfeited from battle. It is captured instead (character is first restored to
    /// normal)" (We Have A Prisoner; `captives.rs`): answering the opponent's character about to
    /// be lost in the battle under way at its location, or lost as 'hit' as the battle ends.
    CapturesFromBattle { force: u8 },
    /// An Interrupt: "Use X Force to capture all characters on board a captured starship, where X
    /// = twice the number of characters" (We Have A Prisoner; `per_character`: the Force for each;
    /// its target: the captured starship; `captives.rs` `capture_aboard`).
    CapturesAboardCaptured { per_character: u8 },
    /// A starship: "Opponent may add 2 to destiny drawn for I've Got A Problem Here when targeting
    /// Red 6" (`responses.rs`).
    OpponentAddsToDestinyOf { title: Cow<'static, str>, amount: u8 },
    /// An Interrupt: "If opponent has more total characters and starships on table than you have,
    /// use 1 Force to draw destiny. Retrieve that number of Stormtroopers and/or TIE/lns": the
    /// destiny's number of its player's `who` go from its Lost Pile to its Used Pile, chosen one
    /// at a time (`piles.rs`).
    RetrievesIfOutnumbered { force: u8, who: Kinds },
    /// An Interrupt: "If the opponent has two cards or less in hand (`most`), opponent must
    /// immediately lose 2 Force (`loss`; 4 Force if it is your turn, `your_turn`). If the
    /// opponent has Fusion Generator Supply Tanks (`less_with`) aboard a starship, loss is reduced
    /// by 2 (`less`)."
    LosesIfFewInHand { most: u8, loss: u8, your_turn: u8, less_with: Cow<'static, str>, less: u8 },
    /// An Interrupt: "Use 1 Force to glance at the cards in the opponent's hand. You may move any
    /// one Rebel you find there to the top of opponent's Used Pile" (`moves`; "each Jawa … and
    /// Tusken Raider": `each`); "If you have at least one vehicle or starship on table, …"
    /// (`with_on_table`: one of its player's cards of those kinds on the table).
    GlancesAtHand {
        force: u8,
        moves: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        each: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        with_on_table: Option<Kinds>,
    },
    /// An Interrupt: "Use 1 Force to glance at any one card which is face-down at a location":
    /// the target, a card face down under a site ('Bluff Rules', `bluffs.rs`), is shown to its
    /// player alone.
    GlancesFaceDown { force: u8 },
    /// An Interrupt: "Use 1 Force to search through the opponent's Used Pile and move any droids
    /// you find there to opponent's Lost Pile" (all of `who` there go).
    TheirUsedToLost { force: u8, who: Kinds },
    /// An Interrupt: "Use X Force to destroy any one droid on table where X = droid's deploy
    /// cost": the target, either side's card of `who` on the table, is lost.
    LosesForDeployCost { who: Kinds },
    /// An Interrupt: "If there are cards in the opponent's Used Pile during your battle phase,
    /// draw one destiny. All cards there with the same destiny number are lost."
    DestinyMatchesLost,
    /// An Interrupt: "Use 1 Force to search through your Reserve Deck and take any one lightsaber
    /// into your hand. Shuffle deck, cut and replace"; "Use 3 Force to take Chewie into hand from
    /// Reserve Deck; reshuffle": one of `who` found there, chosen.
    SearchesReserve { force: u8, who: Kinds },
    /// An Interrupt's option: "If opponent has 13 or more cards in hand (`at_least`), place all but
    /// 8 (`keep`; random selection) in Used Pile". `lost`: a "Used Or Lost" card's "LOST:" option
    /// (the card goes to the Lost Pile when this option is played), else its "USED:" one.
    HandOverLimitToUsed {
        at_least: u8,
        keep: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        lost: bool,
    },
    /// An Interrupt's option: "Use 4 Force to reveal opponent's hand. All cards opponent has two or
    /// more of in hand are lost" (of one title). `lost` as for [`Ability::HandOverLimitToUsed`].
    LosesDuplicatesInHand {
        force: u8,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        lost: bool,
    },
    /// An Interrupt: "If opponent just initiated a battle where opponent has more than double your
    /// power, reveal up to 3 cards (`cards`) from your Reserve Deck. Of those 3, deploy anywhere
    /// (for free) any characters, starships, vehicles, devices or weapons (`who`). Any others are
    /// lost" (in the battle's weapons segment, as the other "just initiated" Interrupts).
    RevealsAndDeploys { cards: u8, who: Kinds },
    /// An Interrupt: "If one of your 'R' unit droids is at any Scomp link, you may: glance at the
    /// cards in any Reserve Deck for 20 seconds. Shuffle, cut and replace"; "If any Imperial
    /// leader is present with a Scomp link" (`present`): one of its player's `with` at a Scomp
    /// link. Played with no target it glances at the opponent's Reserve Deck; on that card of
    /// its player's, at its own.
    GlancesAtReserve {
        with: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        present: bool,
    },
    /// An Interrupt: "During your control phase, target a vehicle with armor present with your
    /// warrior. Draw destiny. If warrior has a Concussion Grenade or a lightsaber, add 3 to
    /// destiny draw (7 if both). Vehicle … lost if total destiny > armor" (`carrying`: what the
    /// warrior may have on it; `add` with one of them, `both` with all).
    WarriorAttacksVehicle { add: u8, both: u8, carrying: Cow<'static, [Kinds]> },
    /// An Interrupt: "If you have a piloted AT-AT or AT-ST present at a site, target opponent's
    /// character, 'crashed' vehicle or unpiloted vehicle without armor present. Draw destiny.
    /// Character lost if destiny > ability. Vehicle lost if destiny < 7" (Trample; `walkers`: the
    /// piloted cards of its player's present at the target's site; `vehicle_under`: a vehicle is
    /// lost when the destiny is under it; `walkers.rs`).
    Tramples { walkers: Kinds, vehicle_under: u8 },
    /// An Interrupt: "If you have a piloted AT-AT present at a site, target any number of
    /// opponent's troopers present at same or adjacent exterior site. Draw destiny. If destiny >
    /// number of troopers targeted, they are lost" (Wall Of Fire; `walkers`: its player's piloted
    /// cards present at a site; `who`: the opponent's cards it targets; played on the first
    /// target, the others chosen one at a time, `Prompt::MoreTargets`; `walkers.rs`).
    LosesTargetsNearWalker { walkers: Kinds, who: Kinds },
    /// An Interrupt: "If you have a piloted AT-AT present at a site, target opponent's
    /// non-creature vehicle present at same or adjacent exterior site. Draw destiny. If AT-AT has
    /// a vehicle weapon, add 1 to destiny draw. Target 'crashes' if total destiny > 3" (Crash
    /// Landing; `walkers`: its player's piloted cards present at a site; `weapon_plus`: added
    /// with a vehicle weapon on one of them in reach; the target crashes when the total is over
    /// `over`, as Power Harpoon's does, `weapons.rs` `crash`; `walkers.rs`).
    CrashesNearWalker { walkers: Kinds, weapon_plus: u8, over: u8 },
    /// An Interrupt: "If you have a piloted AT-AT present at a site, target opponent's artillery
    /// weapon at same or adjacent exterior site. Draw destiny. Target lost if destiny +1 >
    /// forfeit. Also, one opponent's character at same site as target (random selection) lost if
    /// destiny +1 > 6" (Walker Barrage; `plus` added to the draw, `character_over` the second
    /// test, made only when the target is lost; `walkers.rs`).
    BarragesArtillery { walkers: Kinds, plus: u8, character_over: u8 },
    /// An Interrupt's option: "Randomly select one card from opponent's Lost Pile … and place out
    /// of play."
    LostPileOutOfPlay,
    /// An Interrupt: "During a battle, target opponent's starship present with two (or more) of
    /// your starship weapons. Add all weapon destiny draws together. Apply that total separately
    /// for each weapon in an order of your choosing" (Combined Attack; Precise Attack: "…
    /// opponent's character or vehicle present with two (or more) of your weapons"): `targets`:
    /// what it targets; `starship_weapons`: only weapon cards of the starship class. Each of its
    /// player's weapons present that may fire at the target now fires at it together
    /// (`weapons.rs` `together_weapons`, `fire_together`).
    FiresTogether {
        targets: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        starship_weapons: bool,
    },
    /// An Interrupt: "Target any weapon … Draw destiny. Weapon lost if destiny < weapon's destiny
    /// number. If destiny = 0, the character or starship carrying weapon is also lost."
    OverloadsWeapon,
    /// An Interrupt: "Use 2 Force. Draw Destiny. If destiny < number of Stormtroopers on the
    /// table, all opponent's movement is blocked for the remainder of this turn (except for
    /// smugglers and the starships they are aboard)" (`count`: the cards of either side counted;
    /// `except`: the opponent's cards that still move, and the starships with one aboard).
    BlocksMovement { force: u8, count: Kinds, except: Kinds },
    /// An Interrupt: "Use 1 Force if opponent has at least two starships present at same system
    /// or sector. Draw destiny. If destiny < number of those starships, opponent must lose one of
    /// them" (its target: the system).
    StarshipsCollide { force: u8 },
    /// An Interrupt: "Target two starfighters (your TIE/ln and any Rebel starfighter) present at
    /// same system or sector. Each player draws destiny. Opponent totals destiny and starship's
    /// power. You total destiny, TIE's power and TIE's maneuver. Lowest total loses starfighter"
    /// (Tallon Roll; `mine`: its player's piloted starfighter, `theirs`: the opponent's, its
    /// target; the opponent may answer it before it resolves, `Step::Duel`; `dogfights.rs`).
    StarfightersDuel { mine: Kinds, theirs: Kinds },
    /// An Interrupt of the respond window: "If opponent just initiated a Tallon Roll, add your
    /// maneuver + ability of one pilot on your targeted starfighter to your total" (Corellian
    /// Slip; the opponent's [`Ability::StarfightersDuel`] just played; `dogfights.rs`).
    AddsManeuverAndPilotToDuel,
    /// A USED or LOST Interrupt: "Add X to one weapon destiny (before weapon destiny is drawn)
    /// when targeting a combat vehicle. USED: X = 1. LOST: X = 3" (`against`: what the shot
    /// targets). Played as LOST by [`Action::InterruptAsLost`](crate::rules::swccg::Action).
    WeaponDestinyAgainst { used: u8, lost: u8, against: Kinds },
    /// An Interrupt: "If you are about to draw power harpoon weapon destiny, add ability of one
    /// pilot aboard same vehicle" (One More Pass; `weapon`: the weapon fired): played in a
    /// battle's weapons segment, before its player fires such a weapon there (as Lucky Shot is);
    /// that shot's destiny gets the highest ability of a pilot aboard the weapon's vehicle
    /// (`walkers.rs` `pilot_ability_aboard`).
    PilotAbilityToWeaponDestiny { weapon: Kinds },
    /// An Effect: "Use N Force to deploy on opponent's side of table" (or its player's, `yours`;
    /// in its player's deploy phase; [`Action::DeployOnSide`](crate::rules::swccg::Action)).
    DeploysOnSide {
        force: u8,
        /// "Use 2 Force to deploy on your side of table" (Too Cold For Speeders); "Deploy on your
        /// side of table" (K'lor'slug: `force` 0).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        yours: bool,
        /// "(free if C-3PO on table)": free while a card of this title (either side's) is on the
        /// table.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        free_with: Option<Cow<'static, str>>,
    },
    /// An Effect: "After losing any battle: characters, starships and vehicles may be forfeited
    /// directly from your hand (for forfeit value) to reduce attrition or battle damage": in the
    /// damage segment of a battle its player lost, its player's cards of `who` in hand are
    /// forfeited as its cards in the battle are (`battle.rs` `forfeitable_from_hand`).
    ForfeitsFromHand { who: Kinds },
    /// An Effect on a side of the table: "All opponent's TIEs are deploy +1"; "All opponent's
    /// starships with a \[Nav Computer\] icon are deploy +1": the cards of `who` (with `icon`,
    /// when it names one) of the side whose table it is on cost `amount` more to deploy.
    DeployMoreOnSide {
        who: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        icon: Option<super::def::Icon>,
        amount: u8,
    },
    /// An Interrupt: "If a battle was just initiated at any system or sector, move all your
    /// starships and vehicles there away" (Hyper Escape); "If opponent just initiated battle at a
    /// site where you have a Rebel of ability > 2 present, move all of your cards with ability
    /// there away (using their landspeed)" (Narrow Escape): each of its player's cards of `who`
    /// (`with_ability`: that has ability) in the battle at the place `at` names (`by_opponent`:
    /// one the opponent initiated; `present`: while one of its player's such cards is present
    /// there) moves away by its regular movement, paid as usual (`escapes.rs`).
    MovesAway {
        who: Kinds,
        at: AloneAt,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        with_ability: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        by_opponent: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        present: Option<Party>,
    },
    /// An Interrupt: "If opponent just initiated a battle at an exterior site with more than
    /// double your total power, use 1 Force to target an adjacent site where opponent has no
    /// presence. All your characters present in battle move away (for free) to the target site.
    /// The battle is canceled" (`times`: how many times its player's total power the opponent's
    /// must exceed).
    FallsBack { force: u8, times: u8 },
    /// An Interrupt: "Use 3 Force to cancel a battle just initiated at a system or sector": the
    /// battle ends at once, with no power, destiny or damage (`escapes.rs`).
    CancelsBattle { force: u8, at: AloneAt },
    /// An Interrupt: "If a battle was just initiated at an interior site, use 1 Force; for
    /// remainder of battle, all characters of ability > 2 and all leaders (on both sides) are
    /// simultaneously excluded from that battle" (`ability_over`; `leaders`: characters with the
    /// leader characteristic; `interior`: only at an interior site).
    ExcludesFromBattle { force: u8, ability_over: u8, leaders: bool, interior: bool },
    /// A card deployed on a character: "When a battle was just initiated where present, may use
    /// 1 Force to choose one opponent's character of ability = 1 present to move away (for free),
    /// or that character is lost" (Obi-Wan's Cape; `ability`: the target's printed ability):
    /// once in the battle, in its weapons segment, while the character it is on is present in it
    /// (`Action::SendAway`, `escapes.rs`).
    SendsAway { force: u8, ability: u8 },
    /// An Interrupt: "An accident occurs at the beginning of a battle at any site where opponent
    /// has at least two characters and one weapon. Draw destiny. If destiny < number of
    /// opponent's characters at that site, one is lost. (Opponent's choice.)" (`characters`,
    /// `weapons`: the least the opponent has there; `Prompt::LoseOne`, `escapes.rs`).
    Accident { characters: u8, weapons: u8 },
    /// An Interrupt: "If a battle was just initiated at a site, identify your lead T-47 there. For
    /// remainder of this turn, all other T-47s at same site are power +1, are immune to attrition
    /// and cannot be targeted by weapons" (`model`; the target is the lead; `Boost`).
    AttackPattern { model: Cow<'static, str>, power: u8 },
    /// An Interrupt: "At any time (except during battle), target any or all of your characters
    /// at one site to 'transport' (relocate) to any one other site. Draw destiny. Use that much
    /// Force to 'transport,' or place Interrupt in Lost Pile" (Nabrun Leids, Elis Helrot): it
    /// targets one of its player's characters at a site, and all its player's characters there
    /// go (`transports.rs`; `PickTo::Transport`).
    TransportsCharacters,
    /// An Interrupt: "Release (move for free) all your characters from a captured starship to
    /// your side of any docking bay site" (Alternatives To Fighting): it targets a captured
    /// starship (`State::captured_ships`) with its player's characters aboard while a docking bay
    /// is on the table; its player picks the docking bay, and all of its characters aboard go
    /// there, for free (`tractor_beams.rs` `release`; `PickTo::Release`).
    ReleasesFromCapturedStarship,
    /// An Interrupt of the respond window: "If Elis Helrot just completed a transport, use 2
    /// Force. Elis and all character transported are lost" (Quite A Mercenary; `named`: the
    /// title of the opponent's Interrupt that transported; `Moment::Transported`,
    /// `transports.rs`); "Nabrun is lost and all Rebels transported are captured" (Oo-ta Goo-ta,
    /// Solo?; `captures`: the characters transported that are captured rather than lost, the rest
    /// staying; `captives.rs`).
    LosesTransport {
        force: u8,
        named: Cow<'static, str>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        captures: Option<Kinds>,
    },
    /// An Interrupt: "If Trash Compactor is on table, cancel any battle just initiated at another
    /// Death Star site by moving (for free) all your characters involved to the Trash Compactor"
    /// (`site`: the site's title; the battle at another site of its system).
    CancelsToSite { site: Cow<'static, str> },
    /// An Interrupt: "If Vader is on table when opponent has just initiated a battle, target one
    /// opponent's leader of ability < 6 involve in that battle. If opponent does not win battle,
    /// target is forfeit = 0 and is immediately lost (placed out of play if Ozzel)"
    /// (`with_on_table`: the card that must be on the table; `ability_under`; `out_of_play`: the
    /// title placed out of play instead; `Battle.doomed`).
    LostUnlessWins { with_on_table: Cow<'static, str>, ability_under: u8, out_of_play: Cow<'static, str> },
    /// A Utinni Effect (it deploys on a location by its `DeploysOnLocation`): "Target a weapon
    /// deployed on a starfighter or vehicle. That weapon cannot be fired. Utinni Effect canceled
    /// when reached by target" (`target`: the cards it may target; `opponents`: only the
    /// opponent's; `on_craft`: only one deployed on a starfighter or vehicle; `does`: what it does
    /// to its target until the target reaches it; `forfeit_over`: "a Rebel with forfeit > 4",
    /// only a card of `target` whose forfeit is over it; `or_opponents`: "or an opponent's
    /// leader", any of the opponent's cards of these kinds too; `reached_to_used_pile`:
    /// "(target goes to Used Pile)" when it reaches the Effect; `same_planet`: "a character on
    /// same planet", only a card at a location of the Effect's planet; `on`: "any trooper on Death
    /// Star", only a card at a location of that planet or system; `sites_only`: "at a Hoth site",
    /// only a card at a site; `rules/swccg/utinni.rs`).
    Utinni {
        target: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        opponents: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        on_craft: bool,
        does: Targeted,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        forfeit_over: Option<u8>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        or_opponents: Option<Kinds>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        reached_to_used_pile: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        same_planet: bool,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        on: Option<Cow<'static, str>>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        sites_only: bool,
        /// "Target a warrior involved in that battle": only a card taking part in the battle
        /// under way.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        in_battle: bool,
        /// "Target one of your characters": only its player's own cards.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        yours: bool,
        /// "Not at Tatooine": only a card at no location of that planet or system.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        not_on: Option<Cow<'static, str>>,
        /// "Target Death Star" (They're On Dantooine): the target is a mobile system, a location
        /// on the table, and it reaches the Effect's system once it is at that system's parsec
        /// (GEMP `isOrbitedBy`; `mobile_system.rs`).
        #[cfg_attr(feature = "catalog-json", serde(default))]
        system: bool,
        /// "Target one of your smugglers at another system": only a card at a system.
        #[cfg_attr(feature = "catalog-json", serde(default))]
        systems_only: bool,
    },
    /// A vehicle site, its owner's half: "Deploy on your sandcrawler": it deploys (in its owner's
    /// deploy phase, free as any location) on one of its owner's vehicles with the `vehicle`
    /// characteristic, and is that vehicle's site from then on: no planet's, next to no other
    /// site, entered and left from the site the vehicle is at, and lost with it
    /// (`vehicle_sites.rs`).
    VehicleSite { vehicle: Cow<'static, str> },
    /// A vehicle site, one side's half: "Your characters may enter/exit here for N Force each"
    /// (the move between it and the site its vehicle is at; `vehicle_sites.rs`).
    EnterExitHere { side: Side, force: u8 },
    /// An Effect on a site: "'Expands' your 'game text' for that site to add to your 'game text' at
    /// the adjacent sites" (Expand The Empire; its owner's half of the site's words is said at each
    /// adjacent site too, `expansion.rs`).
    ExpandsGameText,
    /// A site (both halves): "'Nighttime conditions' here": the site is under 'nighttime
    /// conditions' (what Sunsdown and Nightfall say of such sites applies to it; `here.rs`).
    NighttimeHere,
    /// An Interrupt: "If opponent just deployed a planet site, search through your Reserve Deck
    /// for the related system and immediately deploy it. Shuffle, cut and replace." (`responses.rs`).
    DeploysRelatedSystem,
    /// An Interrupt: "If opponent just moved or deployed an AT-AT to a planet site, search your
    /// Reserve Deck for up to three exterior sites of that planet and immediately deploy them.
    /// Shuffle, cut and replace." (`who`: the card moved or deployed; `sites`: how many at most;
    /// `responses.rs`).
    DeploysSitesOfPlanet { who: Kinds, sites: u8 },
    /// An Immediate Effect: "If an Imperial just moved to an Echo site, deploy on your side of
    /// table" (`who`: the card that moved, either side's; `to`: a word of the site's title): played
    /// in the respond window of that move, free, on its player's own side (`side_of_table.rs`).
    DeploysOnYourSideWhenMoved { who: Kinds, to: Cow<'static, str> },
    /// An Effect on a side of the table: "While you have presence at an Echo site, your total power
    /// is +1 in battles at Hoth sites" (`presence`: a word of the titles of the sites; `planet`:
    /// the battles at its sites).
    PowerWithPresenceAt { power: u8, presence: Cow<'static, str>, planet: Cow<'static, str> },
    /// An Interrupt: "Target a character at any marker site. Draw destiny. If site under
    /// 'nighttime conditions,' add 2 to destiny draw. If total destiny > ability, character may
    /// not move for remainder of turn" (`who`: what it targets; `night_plus`; `cold.rs`).
    HaltsAtMarkerSite { who: Kinds, night_plus: u8 },
    /// An Interrupt: "Target one creature vehicle at any marker site. Draw destiny. If site under
    /// 'nighttime conditions,' add 2 to destiny draw. Tauntaun lost if total destiny > 5. Other
    /// creature vehicle lost if total destiny > 3" (`who`: what it targets; lost if the total is
    /// over `over`, over `named_over` when the target is one of `named`; `cold.rs`).
    LosesAtMarkerSite { who: Kinds, night_plus: u8, over: u8, named: Kinds, named_over: u8 },
    /// An Interrupt of the respond window: "If you just moved an AT-AT to innermost marker, target
    /// one underground site on Hoth. Draw destiny. Target 'collapsed' if destiny > marker number"
    /// (Collapsing Corridor; `who`: the card just moved, its player's; `planet`: the target's;
    /// `collapse.rs`).
    CollapsesUnderground { who: Kinds, planet: Cow<'static, str> },
    /// "Once per game, use 2 Force to deploy on Dantooine" (They're On Dantooine): its player
    /// deploys a card of its title at most once a game (`State::once_per_game`; `deploy.rs`).
    DeploysOncePerGame,
    /// An Interrupt: "During your deploy phase, use X Force to rearrange all interior Death Star
    /// sites, where X = total number of those sites. All cards at a given site move along with that
    /// site" (Retract The Bridge; `system`: whose interior sites; `bridge.rs`, `PickTo::Order`).
    RearrangesSites { system: Cow<'static, str> },
    /// An Interrupt: "During your control phase, target any character alone at one of your
    /// exterior planet sites (except a docking bay). Draw destiny. Target is missing if destiny +
    /// 3 > ability" (`plus`: added to the destiny; `missing.rs`).
    MakesMissing { plus: u8 },
    /// An Interrupt: "Send one of your missing characters at same site as one of your piloted or
    /// driven vehicles to your Used Pile" (`missing.rs`).
    MissingToUsedPile,
    /// An Interrupt: "Sacrifice (lose) your creature vehicle to protect one character present
    /// from Exposure, Ice Storm, Frostbite and Gravel Storm for remainder of turn" (`sacrifice`:
    /// what is lost; `titles`: the cards it may not affect; `protection.rs`).
    SacrificeProtects { sacrifice: Kinds, titles: Cow<'static, [Cow<'static, str>]> },
    /// An Interrupt: "Use X Force during your control phase, where X = the total number of
    /// characters present or missing at exterior marker sites under 'nighttime conditions.' Those
    /// characters are lost" (`cold.rs` `exposed`).
    LosesAllAtNightMarkers,
    /// A Mobile Effect on a marker site: "All characters present at same exterior site are
    /// missing. Each turn, during your control phase, storm moves to next marker, reversing
    /// direction at innermost marker. Mobile Effect lost when moved beyond outermost marker"
    /// (`storms.rs`, `missing.rs`).
    StormAlongMarkers,
    /// An Effect: "Non-creature vehicles at marker sites under 'nighttime conditions' are power =
    /// 0, maneuver = 0 and landspeed = 0" (either side's, while it is on the table; `cold.rs`).
    StopsVehiclesAtNightMarkers,
    /// An Effect on a site: "When under 'nighttime conditions,' no movement is allowed to or from
    /// Echo Docking Bay unless it is to or from an Echo site" (The Shield Doors Must Be Closed):
    /// while the site it is on is under 'nighttime conditions', no card of either side moves to or
    /// from that site unless the other end is a site whose title holds `unless`, or it is immune
    /// to the Effect (Tamizander Rey's [`Ability::AllowsImmunity`]; `cold.rs` `check_doors`).
    ClosedAtNight { unless: Cow<'static, str> },
    /// An Effect: "At the end of each player's turn, for every character that player has present
    /// at a marker site under 'nighttime conditions,' that player must lose 1 Force (2 if
    /// character is missing)" (`per_character`, `per_missing`; `cold.rs`, `missing.rs`).
    NightMarkerLoss { per_character: u8, per_missing: u8 },
    /// An Effect: "Neither player may move or deploy cards as a 'react' to a location where a
    /// droid is present" (`who`: either side's cards of these kinds present there; `reacts.rs`).
    NoReactsToWherePresent { who: Kinds },
    /// An Effect: "May be canceled by Scomp Link Access": its opponent may play an Interrupt of
    /// that title on it, where Interrupts are played, and it is lost (`interrupts.rs`).
    CanceledBy { title: Cow<'static, str> },
    /// A character: "May make a Kessel Run in place of a smuggler": the Utinni Effect of that
    /// title may target it as if it were of the kinds the Effect targets (`utinni.rs`; GEMP
    /// `MayMakeKesselRunInsteadOfSmugglerModifier`).
    TargetedInPlaceOf { title: Cow<'static, str> },
    /// An Effect on a site: "You may move Mig like a character": it makes a character's regular
    /// move by landspeed, and stays deployed on the site it moves to (`fugitives.rs`).
    MovesLikeACharacter,
    /// An Effect on a card: "Whenever necklace is present during Force drain: … may then pass
    /// (for free) to an adjacent site you control (if any), and so on": after its player's drain
    /// where it is present, it may go on a card of `to` at an adjacent site that player controls
    /// (`passes.rs`; what it adds to the drain is its `device_adds`).
    PassesAfterDrain { to: Kinds },
    /// An Effect on a droid: "Use 2 Force to deploy on an opponent's droid (except R2-D2 and
    /// C-3PO), 1 on your droid": what it costs on the opponent's card (`theirs`) and on its
    /// player's own (`yours`), and the opponent's cards it may not go on (`except_theirs`;
    /// `deploy.rs` `deploy_cost`, `on_cards.rs` `may_deploy_on`).
    DeployCostByHost { theirs: u8, yours: u8, except_theirs: Kinds },
    /// An Effect on a droid: "When either player draws a destiny matching the number of
    /// characters at same site, droid 'explodes' (all characters present are lost)" (`traps.rs`).
    ExplodesOnDestiny,
    /// A device: "Cancels an 'exploding' Program Trap here": an exploding card of that title at
    /// its location is lost instead (`traps.rs`).
    CancelsExploding { title: Cow<'static, str> },
    /// A location (one side's half): "If you control, Kessel Run is canceled": while that side
    /// controls the location, every card of that title on the table is lost (`runs.rs`; GEMP
    /// `Card1_288`, `Card1_126`: its cancel is offered whenever it may be made, played here
    /// as it becomes possible).
    CanceledWhenControlled { side: Side, title: Cow<'static, str> },
    /// An Interrupt of the respond window: "If opponent just deployed four or more characters to
    /// same location this turn, prevent all of those characters from battling this turn"
    /// (`characters`: how many; `responses.rs`).
    PreventsBattlingAfterDeploys { characters: u8 },
    /// An Interrupt of the respond window: "If opponent just 'reacted' to a battle, cancel the
    /// battle" (`responses.rs`).
    CancelsReactedBattle,
    /// An Interrupt of the respond window: "If opponent just moved a character, vehicle or
    /// starship as a 'react' to a location, you may immediately move one vehicle or starship, if
    /// within range, to that location (as a regular move)" (`who`: what moves; `responses.rs`).
    MovesToReactLocation { who: Kinds },
    /// An Effect: "Deploy on any capital starship": on a card of `who` on the table, either
    /// side's (`on_cards.rs`); it is lost with that card. A device: "Deploy on any droid at any
    /// site" (`at_site`: a card directly at a site).
    DeploysOnAny {
        who: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        at_site: bool,
    },
    /// An Effect (with [`Ability::Device`] on a spy): "Deploy on your spy at a site and cross spy
    /// to opponent's side. Spy is now Undercover. During your deploy phase, may voluntarily 'break
    /// cover' (lose Effect) if at a site" (Undercover): it deploys only on a spy directly at a site
    /// and not Undercover already; while it is on the spy, the spy is Undercover
    /// (`CardState::undercover`): neither side's card at its site (no presence, power or ability,
    /// no battle, no drain, no target), its text does nothing and it does not move. In its
    /// player's deploy phase its player may lose it (`Action::LoseCard`), and the spy is its own
    /// again (`undercover.rs`; docs/rules-notes.md).
    Undercover,
    /// "Deploy on any alien if Cantina, Mos Eisley … on table": a condition to deploy, a location
    /// of one of `titles` on the table (`drinks.rs`).
    DeploysIfOnTable { titles: Cow<'static, [Cow<'static, str>]> },
    /// An Effect on a character: "That alien may not use ability in battles": its ability does
    /// not count toward drawing battle destiny (`drinks.rs`, `battle.rs` `destiny_ability`).
    HostNoAbilityInBattles,
    /// An Immediate Effect of the respond window: "If an opponent's character with ability > 2
    /// has just become missing, deploy on a Rebel with ability > 2 on same planet … Immediate
    /// Effect canceled if missing character is found or lost" (High Anxiety; `over`: the ability
    /// both characters must be over; `on`: the host's kinds, its player's own; answering
    /// `Moment::WentMissing`, free; the missing character is kept in `State::watching` until it
    /// is found or leaves the table, which cancels the Effect; `missing_watch.rs`).
    DeploysOnWhenMissing { over: u8, on: Kinds },
    /// An Effect on a character: "Rebel may not participate in battle" (High Anxiety): the card
    /// it is on takes no part in battles (`missing_watch.rs` `kept_from_battle`, read by
    /// `this_turn.rs` `held_from_battle`).
    HostMayNotBattle,
    /// An Effect on a site: "One at a time, target each non-droid character here and draw
    /// destiny. If destiny > ability, character 'sleeps' (power, forfeit and ability = 0, 'game
    /// text' is canceled, and may not pilot, drive, or move). At the end of your next turn, lose
    /// effect and restore targets (if on table) to normal" (Dark Hours; `sleep.rs`).
    PutsToSleep,
    /// An Effect on a character: "Utinni Effect canceled by moving that alien to one of those
    /// sites without 'driving' a vehicle": lost once its character is on its own at a site of one
    /// of `titles` (`drinks.rs`).
    CanceledWhenHostAt { titles: Cow<'static, [Cow<'static, str>]> },
    /// An Effect (with [`Ability::DeploysOnAny`] starship): "Deploy on a captured starship. Your
    /// characters present with captured starship may battle opponent's characters aboard it (as
    /// if present together at a site)" (Besieged): it deploys only on a starship listed in
    /// `State::captured_ships`; in its player's battle phase, a battle may be initiated at that
    /// starship (`Action::Battle` naming it), between its player's characters present with it
    /// (directly at its holder site, or aboard its holder starship) and the opponent's characters
    /// aboard it: only those characters' power and ability count (`sieges.rs`).
    BattlesAboardCaptured,
    /// A device: "Droid cannot move and cannot utilize its 'game text'" (Restraining Bolt): the
    /// card it is on does not move, and its own text does nothing (`devices.rs` `restrained_by`,
    /// `canceled_text.rs`).
    Restrains,
    /// An Effect (with [`Ability::DeploysOnAny`] character): "Deploy on opponent's character
    /// alone at Wampa Cave": only on an opponent's character with no other of its side's
    /// characters, starships or vehicles at a site whose title holds `site` (`frozen.rs`).
    DeploysOnAloneAt { site: Cow<'static, str> },
    /// An Effect on a character: "Character is power = 0 and may not move" (Frozen Dinner;
    /// `frozen.rs`).
    FreezesHost,
    /// An Effect on a card: "May be canceled if opponent has a lightsaber or total ability > 4
    /// present": in its own turn, outside a battle, its owner's opponent may lose it
    /// (`Action::LoseCard`) while it has a card of `who` on its character present at the Effect's
    /// location, or total ability present there over `ability_over` (`frozen.rs`).
    CanceledIfPresent { who: Kinds, ability_over: u8 },
    /// A device: "During your deploy phase, Restraining Bolt may be transferred (for free) to
    /// another droid at same site": to another card it may deploy on at the site of the one it
    /// is on ([`Action::Transfer`](crate::rules::swccg::Action)), in its player's deploy phase.
    TransfersAtSite,
    /// "Where present, cancels game text of C-3PO or R2-D2" (Commander Praji; GEMP `Card1_167`:
    /// `CancelsGameTextModifier` on those cards at the location where he is present, while he is
    /// present): a card named by one of `titles` at the location where this card is present has
    /// no text of its own (`canceled_text.rs`).
    CancelsTextWherePresent { titles: Cow<'static, [Cow<'static, str>]> },
    /// A device: "During your control phase, may steal one droid at same site if it is controlled
    /// by a Restraining Bolt. After droid is stolen, Restraining Bolt returns to owner's hand"
    /// (Caller): an opponent's card of `who` at its card's site with a [`Ability::Restrains`]
    /// device on it ([`Action::Steal`](crate::rules::swccg::Action), `devices.rs` `steal`).
    StealsRestrained { who: Kinds },
    /// An Effect on a starship: "When that starship is at a system or sector you control, your
    /// total power is +N in battles at related sites" (`on_cards.rs`).
    PowerFromHostAtRelatedSites { amount: u8 },
    /// An Effect deployed on a site: "Declare one of the following to affect that site and
    /// adjacent sites while 'sentry' present: Opponent's deploy +1. OR Opponent's ability required
    /// for battle destiny +1. OR Your total power +1." (`amount`; `sentries.rs`).
    Sentry { amount: u8 },
    /// An Effect on a side of the table: "For each unit of ability you have present during a
    /// battle, you may use 1 Force to raise your total power by 1. Ability used in this way cannot
    /// also be used to draw destiny." (`ability_power.rs`).
    AbilityToPower,
    /// A device on a vehicle: "Once during each of your control phases, may target one character
    /// present. Draw destiny. If destiny > character's ability, 'suck up' character (relocate to
    /// related interior Sandcrawler site or owner's Used Pile)" (Magnetic Suction Tube;
    /// `Action::SuckUp`, `vehicle_sites.rs` `check_suck_up`).
    SucksUp,
    /// An Effect that deploys on a starfighter (with [`Ability::DeploysOnAny`]): "Use 1 Force to
    /// target a starfighter having one or more permanent pilots. Draw destiny. If destiny > 2,
    /// deploy on starfighter to remove all permanent pilots (otherwise, Effect is lost). May add 1
    /// pilot for each permanent pilot removed" (Eject! Eject!, Come With Me; `over`: the destiny
    /// must be over it; `on_cards.rs` `draw_to_stay`, `starship.rs` `permanent_pilot_aboard`).
    RemovesPermanentPilots { over: u8 },
    /// An Effect that deploys on a starship or an astromech aboard one (with
    /// [`Ability::DeploysOnAny`]): "Use 1 Force to target a starship's \[Nav Computer\] or
    /// astromech. Draw destiny. If destiny > 1, \[Nav Computer\] or astromech is lost. If
    /// starship's \[Nav Computer\] is lost, place Effect on starship (may add 1 astromech);
    /// otherwise, Effect lost" (I've Lost Artoo!; `over`: the destiny must be over it; the card it
    /// deploys on is what it targets; `on_cards.rs` `draw_to_stay`, `occupants.rs`
    /// `has_nav_computer_aboard`).
    LosesNavComputerOrAstromech { over: u8 },
    /// An Effect on its side of the table: "At any time, you may transfer one of your character
    /// weapons from any site to the Blaster Rack. During your deploy phase, weapon may be
    /// transferred to your character on table for an expenditure of Force equal to the weapon's
    /// deploy cost" (`racks.rs`; `Action::RackWeapon`, `Action::TakeFromRack`).
    WeaponRack,
    /// An Effect on its side of the table: "If you just lost a vehicle, droid, weapon, or device,
    /// may stack it here" (Crash Site Memorial); "A non-droid character you just lost may be placed
    /// here instead of Lost Pile. Holds 1 'patient' at a time" (Bacta Tank; `holds`: how many may
    /// be stacked at once; `except_droids`: "non-droid"): in its player's respond window on one of
    /// its player's cards of `who` just lost, that card goes from the Lost Pile onto this card,
    /// stacked, off the table (`Action::Stack`, `stacks.rs`).
    StacksJustLost {
        who: Kinds,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        holds: Option<u8>,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        except_droids: bool,
    },
    /// An Effect: "You may use any amount of Force in the opponent's Force Pile during your turns.
    /// However, if you use more than 1 of the opponent's Force in a turn, Beggar is lost" (Beggar;
    /// `lost_over`: the most it may use in a turn and stay; `opponents_force.rs`,
    /// `Action::UseOpponentsForce`).
    UsesOpponentsForce { lost_over: u8 },
    /// An Effect on the opponent's card: "If fewer than 8 cards stacked here, opponent may stack
    /// top card of Force Pile here" (Commence Recharging; `holds`: the count it stops at): the
    /// opponent of its player, at any time, while fewer than `holds` are stacked, puts the top
    /// card of its own Force Pile on it, stacked, off the table (`Action::StackForce`,
    /// `stacks.rs`).
    StacksOpponentsForce { holds: u8 },
    /// An Effect with cards stacked on it: "Once during your deploy phase, you may exchange any one
    /// card in hand with one card stacked here" (`Action::ExchangeStacked`, `stacks.rs`).
    ExchangesStacked,
    /// An Effect with a card stacked on it: "During your deploy phase, may use X Force to bring
    /// 'patient' to hand, where X = deploy cost of 'patient'" (Bacta Tank; once in the phase, the
    /// printed deploy cost; `Action::TakeStacked`, `stacks.rs`).
    TakesStackedToHand,
    /// An Effect (with [`Ability::DeploysOnAny`] character): "If both players have a character with
    /// a weapon present at same site, deploy on that opponent's character during any control
    /// phase. Character loses all weapons, is power -1 and may no longer carry weapons"
    /// (Disarmed; `power`: what it takes off; `on_cards.rs` `disarms`, `disarm`,
    /// `disarmed_power`, `check_carries`).
    Disarms { power: u8 },
    /// An Interrupt of the respond window: "Target an opponent's character of ability < 5 present
    /// with your Wookiee that just participated in a battle you lost; character is Disarmed (power
    /// -1 and may no longer carry weapons). Stack on that character" (Let The Wookiee Win;
    /// `ability_under`; `with`: its player's card in the battle the target is present with;
    /// `power`: what it takes off): played in the loser's window as the battle's result is
    /// determined ([`Moment::LostBattle`](crate::rules::swccg::Moment)), it is stacked on the
    /// target and disarms it as Disarmed does (`on_cards.rs` `may_disarm_after_loss`,
    /// `stack_disarming`, `disarmed_power`).
    DisarmsAfterLoss { ability_under: u8, with: Kinds, power: u8 },
    /// An Interrupt: "Cause one Rebel Trooper to be immediately lost" (`who`: what it targets, on
    /// the table, either side's; `interrupts.rs`).
    LosesOne { who: Kinds },
    /// An Interrupt of the respond window: "Target a character with ability < 4 using a lightsaber
    /// in a battle or a Force drain. Draw destiny. Target lost if destiny > ability. Lightsaber
    /// lost if destiny = ability" (Lightsaber Deficiency; `characteristic`: the weapon's;
    /// `ability_under`): as the opponent's character fires such a weapon
    /// ([`Moment::Targeted`](crate::rules::swccg::Moment)) or drains where it is present with one
    /// adding to the drain (`Moment::Drain`; `lightsabers.rs`).
    LosesWeaponUser { characteristic: Cow<'static, str>, ability_under: u8 },
    /// An Interrupt: "Sell one of your vehicles or droids at Mos Eisley … Draw two destiny (three
    /// destiny if vehicle is Luke's X-34 Landspeeder). The total is the 'offer,' which you must
    /// accept. Activate that much Force; then vehicle or droid is lost" (Spaceport Speeders; `at`:
    /// the site's title; `who`: what may be sold; `named` draws `named_destinies`; `sales.rs`).
    Sells { at: Cow<'static, str>, who: Kinds, destinies: u8, named: Cow<'static, str>, named_destinies: u8 },
    /// An Interrupt: "Strikes at Dune Sea, Jundland Wastes, Beggar's Canyon, Lars' Moisture
    /// Farm, Jawa Camp, or Mos Eisley. Target opponent's character present at that site. Draw
    /// destiny. Target lost if destiny > ability" (Gravel Storm; `sites`: the sites' titles;
    /// `storms.rs`).
    DestinyOverAbilityAt { sites: Cow<'static, [Cow<'static, str>]> },
    /// An Interrupt of the respond window: "If a Dark Jedi is present at a battle you have just
    /// won, use 1 Force to attempt to choke any opposing character present. Draw destiny. If
    /// destiny > target's ability, target is lost" (`present`: who of yours must be present in
    /// the battle; `responses.rs`, [`Moment::Won`](crate::rules::swccg::Moment)).
    DestinyOverAbilityAfterWin { force: u8, present: Party },
    /// An Effect: "Deploy on any Yavin 4 site immediately after winning a battle elsewhere" (with
    /// its `DeploysOnLocation` naming where): played only in its player's respond window on a
    /// battle just won ([`Moment::Won`](crate::rules::swccg::Moment)), on such a location other
    /// than the battle's, free (`utinni.rs` `check_deploy_after_win`).
    DeploysAfterWinElsewhere,
    /// An Effect on a site: "At that site, adjacent sites and same site as Vader, players activate
    /// Force only if they have presence" (`with`: the card whose site it also covers): there a
    /// side generates Force only while it has presence (`activation.rs`).
    ActivateOnlyWithPresence { with: Cow<'static, str> },
    /// An Effect on the Trench: "Opponent must make maneuver check for starfighters leaving the
    /// trench. For each starfighter, owner draws destiny. If destiny + maneuver < 5, starfighter
    /// is lost" (`under`; `trench.rs` `maneuver_check`). Its `DeploysOnLocation` naming the
    /// Trench lets it deploy there despite 'Trench Rules'.
    ManeuverCheckLeaving { under: u8 },
    /// An Effect: "Deploy on any Tatooine site where you have just won a battle" (with its
    /// `DeploysOnLocation` naming where): as [`Ability::DeploysAfterWinElsewhere`], but on the
    /// battle's own location (`utinni.rs` `check_deploy_after_win`).
    DeploysWhereWon,
    /// An Effect: "Deploy on a Death Star site where a stormtrooper was just lost" (with its
    /// `DeploysOnLocation` naming where): played only in its player's respond window on a card of
    /// `who` (either side's) just lost from such a location
    /// ([`Moment::Lost`](crate::rules::swccg::Moment)), on that location, free (`utinni.rs`
    /// `check_deploy_after_win`).
    DeploysWhereLost { who: Kinds },
    /// An Effect on a location: "Whenever you control this location during your control phase but
    /// do not Force drain here, opponent generates no Force here on opponent's next turn"
    /// (`dominion.rs`).
    DominatesLocation,
    /// An Effect on a location: "Deploy on Main Power Generators if you occupy at least three
    /// Echo sites" (with its `DeploysOnLocation` naming where): its player has presence at
    /// `sites` or more sites whose titles hold `title` (`operations.rs`).
    DeploysIfOccupying { sites: u8, title: Cow<'static, str> },
    /// An Effect: "At every system location, your deploy is -1, your Force drains are +2 and your
    /// total power is +3 in battles" (its owner's, while it is on the table; `operations.rs`).
    AtEverySystem { deploy_less: u8, drain_plus: u8, power_plus: u8 },
    /// An Effect: "Effect canceled if opponent occupies five Hoth sites": lost once its owner's
    /// opponent has presence at `sites` or more sites of `planet` (`operations.rs` `settle`).
    CanceledIfOpponentOccupies { sites: u8, planet: Cow<'static, str> },
    /// An Interrupt: "During your control phase, target one weapon, device or vehicle at same site
    /// as your Undercover spy. Draw destiny. If destiny > target's deploy cost, target is lost"
    /// (Sabotage; `who`: what it targets, either side's card on the table; `undercover.rs`
    /// `may_sabotage`, `sabotage`). "(may be stolen instead if spy also a thief)": with a thief
    /// spy the target is stolen rather than lost where it can be (`thefts.rs` `steal_instead`).
    DestinyOverCostNearSpy { who: Kinds },
    /// "Once during your control phase, warrior may fire an artillery weapon on same planet"
    /// (Artillery Remote, a device on its warrior); "Once during each of your move phases, your
    /// Planet Defender Ion Cannon at same planet may fire" (Evacuation Control): once in each of
    /// its player's `phase`s, with no battle under way, one of that player's artillery weapons
    /// (one of `names`, when it names any) on the planet where this card is fires
    /// (`shots_outside_battle.rs`); on a device, its carrier is the one who fires.
    FiresOutsideBattle {
        phase: Phase,
        #[cfg_attr(feature = "catalog-json", serde(default))]
        names: Cow<'static, [Cow<'static, str>]>,
    },
    /// "When on a Star Destroyer, may use its tractor beam once during each of your control
    /// phases" (Captain Lennox): aboard a starship whose model holds `aboard`, its player uses a
    /// tractor beam on that starship once in each of their control phases, no battle needed
    /// (`tractor_beams.rs` `orders`).
    UsesTractorBeamAboard { aboard: Cow<'static, str> },
    /// "While at Echo Docking Bay, once every turn, may allow one character on Hoth to be immune
    /// to The Shield Doors Must Be Closed" (Tamizander Rey): while this card is at the site
    /// `at`, once in each of its player's turns, one character on `planet` is made immune to the
    /// cards `titles` for the rest of the turn, while it is on that planet (`protection.rs`).
    AllowsImmunity { at: Cow<'static, str>, planet: Cow<'static, str>, titles: Cow<'static, [Cow<'static, str>]> },
    /// Printed text that does nothing in these decks, and why.
    Inert { reason: InertReason, text: Cow<'static, str> },
}

#[cfg(feature = "catalog-json")]
fn one() -> u8 {
    1
}
