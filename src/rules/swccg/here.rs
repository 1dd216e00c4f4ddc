//! What a location's own game text does (the `…Here` words of [`Ability`]): each half of the
//! text applies to the player on that side ("Dark: …", "Light: …"), to the cards, battles,
//! drains, deploys and transits at that location, or from it to the whole table. The base rules
//! it modifies are research §3 ("Deploy", "Force drain", "Battle", "Activate"); the numbers are
//! the cards' own text.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::landing::{is_site, planet_of, system_of};
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Side};
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::occupants::{has_pilot_skill, piloting};
use crate::rules::swccg::presence::{controls, is_alone};

/// The words of `location`'s text, and those of the Effects deployed on it (Dark Waters'
/// "Opponent's Force drains are -1 here").
fn words(state: &State, location: CardId) -> impl Iterator<Item = &Ability> {
    location_words(state, location)
}

/// The words of `location`'s text and of the Effects deployed on it, and those an adjacent site's
/// text adds by Expand The Empire (`expansion.rs`), for the rule files that read a location's
/// special words (`trench.rs`).
pub(crate) fn location_words(state: &State, location: CardId) -> impl Iterator<Item = &Ability> {
    let mut effects = state.cards_on(location);
    effects.retain(|&c| state.def(c).is(CardType::Effect));
    // A location whose text is canceled ('collapsed', `collapse.rs`) says nothing of its own;
    // Expand The Empire adds an adjacent site's half (`expansion.rs`).
    crate::rules::swccg::canceled_text::text_of(state, location)
        .chain(effects.into_iter().flat_map(move |c| state.def(c).abilities()))
        .chain(crate::rules::swccg::expansion::expanded_words(state, location))
}

/// Whether a card of this title is on the table (a location, or a card at one).
fn on_table(state: &State, title: &str) -> bool {
    (0..state.cards.len() as u16).map(CardId).any(|c| state.on_table(c) && state.def(c).title == title)
}

/// Whether `side` has a character with the "leader" characteristic at `location`.
fn leader_at(state: &State, side: Side, location: CardId) -> bool {
    state.cards_at(side, location).into_iter().any(|c| {
        let def = state.def(c);
        def.is(CardType::Character) && def.has_characteristic("leader")
    })
}

/// Research §3 "Force drain", with the location's "If you control, Force drain +1 here" (or -1),
/// "… with an Imperial present", "… and Main Power Generators on table", "+1 here for each Death
/// Star site on table also in your control": what the half facing `side` adds to its drain at
/// `location`.
pub(crate) fn drain_here(state: &State, side: Side, location: CardId) -> i16 {
    words(state, location)
        .map(|a| match a {
            Ability::DrainBonusHere { side: s, amount, with_present, with_on_table, per_site_of } if *s == side => {
                let present = with_present.is_none_or(|class| {
                    state.cards_at(side, location).into_iter().any(|c| {
                        is_present(state, c) && state.def(c).is(CardType::Character) && state.def(c).is_of(class)
                    })
                });
                let table = with_on_table.as_deref().is_none_or(|t| on_table(state, t));
                let times = match per_site_of.as_deref() {
                    None => 1,
                    Some(system) => state
                        .locations
                        .iter()
                        .filter(|&&l| {
                            is_site(state, l)
                                && state.def(l).location.as_ref().and_then(|d| d.related_system.as_deref())
                                    == Some(system)
                                && controls(state, side, l)
                        })
                        .count() as i16,
                };
                if present && table {
                    i16::from(*amount) * times
                } else {
                    0
                }
            }
            _ => 0,
        })
        .sum()
}

/// "A Rebel alone here battles at power +2 and is immune to attrition" (an Imperial, for the
/// Dark Side's Jungle): the power `card` gains, if it is that character (research §3 "Battle";
/// "alone" as GEMP's `Filters.alone`).
pub(crate) fn alone_bonus(state: &State, card: CardId) -> Option<u8> {
    let location = state.location_of(card)?;
    let def = state.def(card);
    if !(def.is(CardType::Character) && is_present(state, card) && is_alone(state, card)) {
        return None;
    }
    words(state, location).find_map(|a| match a {
        Ability::AloneHere { side, class, power } if *side == state.owner(card) && def.is_of(*class) => Some(*power),
        _ => None,
    })
}

/// Whether a starship or vehicle carries a card of these kinds.
fn carries(state: &State, craft: CardId, kinds: &crate::rules::swccg::model::here::Kinds) -> bool {
    let owner = state.owner(craft);
    state.player(owner).table.iter().any(|&c| {
        matches!(state.card(c).at, Some(At::Aboard { host, .. }) if host == craft) && kinds.holds(state.def(c))
    })
}

/// Whether `card` is a character with the pilot skill piloting a starship or vehicle of these
/// kinds: "each other Gold Squadron pilot" is one piloting a Gold Squadron starfighter too (GEMP's
/// `Filters.Gold_Squadron_Pilot`; docs/rules-notes.md).
fn pilots_one(state: &State, card: CardId, kinds: &crate::rules::swccg::model::here::Kinds) -> bool {
    has_pilot_skill(state, card) && piloting(state, card).is_some_and(|craft| kinds.holds(state.def(craft)))
}

/// "Your aliens here are each power +1", "Your troopers are forfeit -1 here", "Your starships
/// with any Wookiee aboard are power and forfeit +2 here": what `card`'s location gives it, as
/// (power, forfeit).
fn stats_here(state: &State, card: CardId) -> (i16, i16) {
    let Some(location) = state.location_of(card).filter(|&l| l != card) else { return (0, 0) };
    let owner = state.owner(card);
    let def = state.def(card);
    let place = state.def(location);
    let planet = planet_of(state, location);
    // The location's own words, and those of the cards at it ("… at same site"), each with the
    // card saying it.
    let carried = Side::BOTH
        .into_iter()
        .flat_map(|s| state.cards_at(s, location))
        .flat_map(|c| state.def(c).abilities().map(move |a| (c, a)));
    words(state, location)
        .map(|a| (location, a))
        .chain(carried)
        .map(|(source, a)| match a {
            Ability::PowerForfeitHere { side, who, power, forfeit, aboard, at, pilots, on, others, piloting }
                if *side == owner
                    && (who.holds(def) || piloting.as_ref().is_some_and(|kinds| pilots_one(state, card, kinds)))
                    && !(*others && source == card)
                    && aboard.as_ref().is_none_or(|kinds| carries(state, card, kinds))
                    && at.is_none_or(|class| place.is_of(class))
                    && (!*pilots || has_pilot_skill(state, card))
                    && on.as_deref().is_none_or(|p| planet == Some(p)) =>
            {
                (i16::from(*power), i16::from(*forfeit))
            }
            _ => (0, 0),
        })
        .fold((0, 0), |(p, f), (dp, df)| (p + dp, f + df))
}

/// What `card`'s location adds to its power, with every location's "If you control, with a
/// leader here, your starships are each power +1 at Death Star system".
pub(crate) fn power_here(state: &State, card: CardId) -> i16 {
    stats_here(state, card).0 + power_from_elsewhere(state, card)
}

/// What the locations `side` controls add to the power of `card` where it is
/// ([`Ability::PowerAtLocation`]).
fn power_from_elsewhere(state: &State, card: CardId) -> i16 {
    let Some(location) = state.location_of(card).filter(|&l| l != card) else { return 0 };
    let (def, owner, title) = (state.def(card), state.owner(card), &state.def(location).title);
    state
        .locations
        .iter()
        .flat_map(|&l| words(state, l).map(move |a| (l, a)))
        .map(|(l, a)| match a {
            Ability::PowerAtLocation { side, who, power, at, leader_here }
                if *side == owner
                    && at == title
                    && who.holds(def)
                    && controls(state, *side, l)
                    && (!*leader_here || leader_at(state, *side, l)) =>
            {
                i16::from(*power)
            }
            _ => 0,
        })
        .sum()
}

/// What `card`'s location adds to its forfeit, with every location's "If you control, all
/// Wookiees on table are forfeit -3", "If you control, with a leader here, all Stormtroopers and
/// TIEs on table are forfeit -1", "… each of opponent's bounty hunters is forfeit -2".
pub(crate) fn forfeit_here(state: &State, card: CardId) -> i16 {
    let def = state.def(card);
    let owner = state.owner(card);
    let table: i16 = state
        .locations
        .iter()
        .flat_map(|&l| words(state, l).map(move |a| (l, a)))
        .map(|(l, a)| match a {
            Ability::ForfeitOnTable { side, who, amount, leader_here, theirs }
                if who.holds(def)
                    && (!*theirs || owner != *side)
                    && controls(state, *side, l)
                    && (!*leader_here || leader_at(state, *side, l)) =>
            {
                i16::from(*amount)
            }
            _ => 0,
        })
        .sum();
    stats_here(state, card).1 + table
}

/// A number with a signed change, never below 0.
pub(crate) fn plus(base: u8, change: i16) -> u8 {
    u8::try_from((i16::from(base) + change).clamp(0, i16::from(u8::MAX))).unwrap_or(0)
}

/// Research §3 "Battle": "Subtract 1 from each of opponent's battle destiny draws here" (the half
/// facing `side`'s opponent at `location`): what each of `side`'s battle destiny draws loses.
pub(crate) fn destiny_minus_here(state: &State, side: Side, location: CardId) -> u8 {
    words(state, location)
        .map(|a| match a {
            Ability::OpponentDestinyMinusHere { side: s, amount } if *s == side.opponent() => *amount,
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// "Total ability of 6 or more required for you to draw battle destiny here": the least total
/// ability `side` needs at `location` to draw battle destiny (research §3 "Battle": 4 otherwise).
pub(crate) fn destiny_ability_needed(state: &State, side: Side, location: CardId) -> Option<u16> {
    words(state, location)
        .filter_map(|a| match a {
            Ability::DestinyAbilityHere { side: s, total } if *s == side => Some(u16::from(*total)),
            _ => None,
        })
        .max()
}

/// "If you initiate a battle here, add one battle destiny": the battle destiny `side` adds at
/// `location` as the battle's initiator.
pub(crate) fn initiator_destiny_here(state: &State, side: Side, location: CardId) -> u8 {
    words(state, location)
        .map(|a| match a {
            Ability::InitiatorDestinyHere { side: s, destiny } if *s == side => *destiny,
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// "Add 1 to each of your weapon destiny draws here" (research §3 "Weapons segment"): what each
/// of `side`'s weapon destiny draws at `location` gains.
pub(crate) fn weapon_destiny_here(state: &State, side: Side, location: CardId) -> u8 {
    words(state, location)
        .map(|a| match a {
            Ability::WeaponDestinyHere { side: s, amount } if *s == side => *amount,
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// [S8] and research §3 "Deploy", with the location's "Your capital starships deploy -2 here",
/// "Your Jawas deploy here for 1 Force", "Your Wampas deploy free here", "Your starships deploy
/// -1 here, -2 if Tarkin is aboard a starship here", and a card's there ("… at same system"):
/// `side`'s cost to deploy `def` at `location`, from `cost`.
pub(crate) fn deploy_here(state: &State, side: Side, def: &CardDef, location: CardId, cost: u8) -> u8 {
    let mut cost = cost;
    // The location's words, and those of `side`'s cards at it ("… at same system").
    let carried = state.cards_at(side, location).into_iter().flat_map(|c| state.def(c).abilities());
    for ability in words(state, location).chain(carried) {
        if let Ability::DeployHere { side: s, who, minus, cost: fixed, aboard_here } = ability {
            let aboard = aboard_here.as_deref().is_none_or(|title| {
                state.cards_at(side, location).into_iter().any(|c| {
                    state.def(c).title == title
                        && matches!(state.card(c).at, Some(At::Aboard { host, .. })
                            if state.def(host).is(CardType::Starship))
                })
            });
            if *s == side && who.holds(def) && aboard {
                if let Some(fixed) = fixed {
                    cost = cost.min(*fixed);
                }
                cost = cost.saturating_sub(*minus);
            }
        }
    }
    cost
}

/// "You may deploy here without presence": `side` deploys at `location` with neither presence nor
/// a Force icon there (research §3 "Deploy").
pub(crate) fn deploys_without_presence(state: &State, side: Side, location: CardId) -> bool {
    words(state, location).any(|a| matches!(a, Ability::DeploysWithoutPresence { side: s } if *s == side))
}

/// Research §3 "Activate", with each location's "If you control, Force generation +1 for you
/// here": what `side` generates more.
pub(crate) fn generation_here(state: &State, side: Side) -> u8 {
    state
        .locations
        .iter()
        .filter(|&&l| controls(state, side, l))
        .flat_map(|&l| words(state, l))
        .map(|a| match a {
            Ability::GenerationHere { side: s, amount } if *s == side => *amount,
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// Research §3 "Setup" ("the Dark Side takes the first turn"), with a starting location's "If
/// this is your starting location, Light Side goes first in game": who takes the first turn,
/// from each side's starting location.
pub(crate) fn first_turn(state: &State, starting: [Option<CardId>; 2]) -> Side {
    Side::BOTH
        .into_iter()
        .filter_map(|side| starting[side.idx()].map(|l| (side, l)))
        .find_map(|(side, l)| {
            words(state, l).find_map(|a| match a {
                Ability::StartingGoesFirst { side: s, first } if *s == side => Some(*first),
                _ => None,
            })
        })
        .unwrap_or(Side::Dark)
}

/// A docking bay's "Your transit to here requires +N Force" for `side` (research §3 "Move",
/// docking bay transit).
pub(crate) fn transit_to_here(state: &State, side: Side, bay: CardId) -> u8 {
    words(state, bay)
        .map(|a| match a {
            Ability::DockingBayTransit { dark_to, light_to, .. } => {
                if side == Side::Dark {
                    *dark_to
                } else {
                    *light_to
                }
            }
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// [O3] with the location's "Each of your bounty hunter pilots add an additional 1 to power of
/// starships they pilot here": what `pilot` adds more to `craft`'s power.
pub(crate) fn pilot_adds_here(state: &State, pilot: CardId, craft: CardId) -> u8 {
    let Some(location) = state.location_of(craft) else { return 0 };
    let side = state.owner(craft);
    words(state, location)
        .map(|a| match a {
            Ability::PilotsAddHere { side: s, who, power } if *s == side && who.holds(state.def(pilot)) => *power,
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// Research §3 "Battle" (total power), with "If you occupy with exactly 2 starships, your total
/// power here is +2" and "If you control, with X leaders here, your total power is +X in battles
/// at Hoth locations": what `side`'s total power at `location` gains.
pub(crate) fn total_power_here(state: &State, side: Side, location: CardId) -> u16 {
    let starships =
        state.top_level_at(side, location).into_iter().filter(|&c| state.def(c).is(CardType::Starship)).count();
    let occupying: u16 = words(state, location)
        .map(|a| match a {
            Ability::PowerWithStarshipsHere { side: s, starships: n, power }
                if *s == side && usize::from(*n) == starships =>
            {
                u16::from(*power)
            }
            _ => 0,
        })
        .sum();
    let planet = planet_of(state, location);
    let leaders: u16 = state
        .locations
        .iter()
        .flat_map(|&l| words(state, l).map(move |a| (l, a)))
        .map(|(l, a)| match a {
            Ability::LeadersPowerAt { side: s, planet: p }
                if *s == side && planet == Some(&**p) && controls(state, side, l) =>
            {
                state.cards_at(side, l).into_iter().filter(|&c| state.def(c).has_characteristic("leader")).count()
                    as u16
            }
            _ => 0,
        })
        .sum();
    // Rebel Planners at a site related to this system: "Adds X to your total power at the
    // related system …, where X = the number of your starships present there."
    let title = &state.def(location).title;
    let related = state.locations.iter().filter(|&&l| {
        is_site(state, l) && state.def(l).location.as_ref().and_then(|d| d.related_system.as_deref()) == Some(&**title)
    });
    let planners = related
        .flat_map(|&l| words(state, l))
        .filter(|a| matches!(a, Ability::StarshipsPowerAtRelatedSystem { side: s, here: false } if *s == side))
        .count() as u16;
    // Death Squadron on this system: "Adds X to your total at that system …".
    let squadron = words(state, location)
        .filter(|a| matches!(a, Ability::StarshipsPowerAtRelatedSystem { side: s, here: true } if *s == side))
        .count() as u16;
    let planners = planners + squadron;
    let present = state
        .top_level_at(side, location)
        .into_iter()
        .filter(|&c| state.def(c).is(CardType::Starship) && is_present(state, c))
        .count() as u16;
    occupying + leaders + planners * present
}

/// Research §2 "Moves per turn" ("usually 1 Force"), with "Devastator may move to or from here for
/// free", "Your AT-ATs move to here for free", "Imperials may move free from here to any one
/// Death Star site": whether `card`'s move from `from` to `to` is free (and, for the last, may go
/// however far).
pub(crate) fn moves_free_here(state: &State, card: CardId, from: CardId, to: CardId) -> bool {
    let side = state.owner(card);
    let def = state.def(card);
    let to_planet = state.def(to).location.as_ref().and_then(|l| l.related_system.as_deref());
    let arriving = words(state, to).any(
        |a| matches!(a, Ability::MovesFreeHere { side: s, who, to_here: true, .. } if *s == side && who.holds(def)),
    );
    // The location's words, and those of `side`'s cards at it ("Your starships may move from same
    // exterior site for free").
    let carried = state.cards_at(side, from).into_iter().flat_map(|c| state.def(c).abilities());
    let leaving = words(state, from).chain(carried).any(|a| match a {
        Ability::MovesFreeHere { side: s, who, from_here, to_sites_of, .. } if *s == side && who.holds(def) => {
            *from_here || (to_sites_of.is_some() && to_sites_of.as_deref() == to_planet && is_site(state, to))
        }
        _ => false,
    });
    arriving || leaving
}

/// Whether `from`'s "from here to any one Death Star site" lets `card` reach the site `to`
/// however far it is.
pub(crate) fn moves_anywhere_to(state: &State, card: CardId, from: CardId, to: CardId) -> bool {
    let side = state.owner(card);
    let to_planet = state.def(to).location.as_ref().and_then(|l| l.related_system.as_deref());
    words(state, from).any(|a| match a {
        Ability::MovesFreeHere { side: s, who, to_sites_of: Some(system), .. } => {
            *s == side && who.holds(state.def(card)) && Some(&**system) == to_planet
        }
        _ => false,
    })
}

/// [S13]–[S15] taking off, with "If you control, your starship movement from Hoth sites to the
/// Hoth system is free": whether `side` takes off free from the site `site`.
pub(crate) fn takes_off_free(state: &State, side: Side, site: CardId) -> bool {
    let planet = planet_of(state, site);
    state.locations.iter().any(|&l| {
        planet_of(state, l) == planet
            && controls(state, side, l)
            && words(state, l).any(|a| matches!(a, Ability::TakeOffFree { side: s } if *s == side))
    })
}

/// [S5] hyperspeed, with "Your starships are hyperspeed +1 when moving from here": what `side`'s
/// starships leaving `system` gain.
pub(crate) fn hyperspeed_from_here(state: &State, side: Side, system: CardId) -> u8 {
    words(state, system)
        .map(|a| match a {
            Ability::HyperspeedFromHere { side: s, amount } if *s == side => *amount,
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// "During your control phase, you may move free from here directly to Cantina (or vice versa)":
/// whether `side` may move from the site `from` to the site `to` so (a site with the words and
/// the site it names, either way).
pub(crate) fn control_phase_move(state: &State, side: Side, from: CardId, to: CardId) -> bool {
    let names = |site: CardId, other: CardId| {
        words(state, site).any(|a| {
            matches!(a, Ability::ControlPhaseMove { side: s, to: title } if *s == side && state.def(other).title == *title)
        })
    };
    from != to && state.is_location(from) && state.is_location(to) && (names(from, to) || names(to, from))
}

/// The control phase's moves `side` may make by [`control_phase_move`]: each of its cards on its
/// own at such a site, to the other.
pub(crate) fn control_phase_moves(state: &State, side: Side) -> Vec<(CardId, CardId)> {
    let mut out = Vec::new();
    for &card in &state.player(side).table {
        let Some(At::Location(from)) = state.card(card).at else { continue };
        for &to in &state.locations {
            if control_phase_move(state, side, from, to) {
                out.push((card, to));
            }
        }
    }
    out
}

/// What the Effects of its owner at its planet give a card: Evacuation Control's "each of your
/// medium transports at same planet is hyperspeed +2, is immune to attrition < 3 and may move for
/// free" (an Effect deployed on a location of that planet: its system or one of its sites).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct AtPlanet {
    pub hyperspeed: u8,
    pub immune_below: u8,
    pub moves_free: bool,
}

pub(crate) fn at_planet_adds(state: &State, card: CardId) -> AtPlanet {
    let mut out = AtPlanet::default();
    let Some(planet) =
        state.location_of(card).filter(|_| state.card(card).at.is_some()).and_then(|l| planet_of(state, l))
    else {
        return out;
    };
    let side = state.owner(card);
    for (effect, table) in state.on_locations() {
        let Some(At::On(location)) = state.card(effect).at else { continue };
        if table != side || planet_of(state, location) != Some(planet) {
            continue;
        }
        for ability in state.def(effect).abilities() {
            if let Ability::AtSamePlanet { who, hyperspeed, immune_below, moves_free } = ability {
                if who.holds(state.def(card)) {
                    out.hyperspeed = out.hyperspeed.saturating_add(*hyperspeed);
                    out.immune_below = out.immune_below.max(*immune_below);
                    out.moves_free |= *moves_free;
                }
            }
        }
    }
    out
}

/// Death Squadron on a system: "Your troopers and combat vehicles may shuttle to related sites
/// for free": whether `card`'s shuttle from a capital starship at `system` down to its related
/// site is free.
pub(crate) fn shuttles_free_to_site(state: &State, card: CardId, system: CardId) -> bool {
    let side = state.owner(card);
    words(state, system).any(|a| match a {
        Ability::ShuttleFreeToRelatedSites { side: s, who } => *s == side && who.holds(state.def(card)),
        _ => false,
    })
}

/// Sunsdown, Nightfall (an Effect on a planet system): "to cause 'nighttime conditions' at related
/// sites. During battles there, both sides add one destiny to power only": the destinies each side
/// adds to its power in a battle at `site` (0: no nighttime conditions there).
pub(crate) fn nighttime(state: &State, site: CardId) -> u8 {
    if !is_site(state, site) {
        return 0;
    }
    let Some(system) = system_of(state, site) else { return 0 };
    words(state, system)
        .map(|a| match a {
            Ability::Nighttime { power_destiny } => *power_destiny,
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// Whether `site` is under 'nighttime conditions': by a Sunsdown or Nightfall on its system, or
/// by its own text ("'Nighttime conditions' here", the Sandcrawler sites; GEMP
/// `Filters.under_nighttime_conditions`).
pub(crate) fn under_nighttime(state: &State, site: CardId) -> bool {
    nighttime(state, site) > 0
        || (is_site(state, site) && words(state, site).any(|a| matches!(a, Ability::NighttimeHere)))
}

/// Sunsdown, Nightfall: "Spies deploy free to sites under 'nighttime conditions'": whether one of
/// them is on the table and `site` is under 'nighttime conditions' (its own, or another's).
pub(crate) fn spies_deploy_free(state: &State, site: CardId) -> bool {
    let nightfall = Side::BOTH.into_iter().any(|s| {
        state.player(s).table.iter().any(|&c| {
            state.card(c).at.is_some() && state.def(c).abilities().any(|a| matches!(a, Ability::Nighttime { .. }))
        })
    });
    nightfall && under_nighttime(state, site)
}
