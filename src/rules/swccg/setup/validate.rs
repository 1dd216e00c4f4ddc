//! Checks a state that came from outside (a save file, a share link) before the engine trusts
//! it, and the invariants the property tests hold every state to: each card in exactly one
//! place; places that make sense (cards at locations on the table, aboard their own side's
//! starships and vehicles, in slots they may take); nothing aboard beyond capacity ([S10]); no
//! starship empty at a system unless a loss left it so ([S12]); no landed TIE away from a
//! docking bay ([S14]); and a game in progress only while both players have Life Force.

use crate::engine::Table;
use crate::engine::{CardId, Message, Say};
use crate::rules::swccg::deploy::{deploys_on_location, effect_goes_at};
use crate::rules::swccg::devices::{deploys_like_a_device, may_be_on};
use crate::rules::swccg::force::life_force;
use crate::rules::swccg::landing::{is_docking_bay, is_site, is_system};
use crate::rules::swccg::model::def::{Ability, CardType, Side, Targeted};
use crate::rules::swccg::model::state::{At, Moment, Outcome, PickTo, Prompt, Slot, State, Step};
use crate::rules::swccg::mounts::weapon_goes_on;
use crate::rules::swccg::occupants::{has_pilot_aboard, has_pilot_skill, is_craft, may_drive, needs_driver};
use crate::rules::swccg::on_cards;
use crate::rules::swccg::side_of_table::{is_immediate, side_deploy_force, side_it_goes};
use crate::rules::swccg::starship::{is_capital, is_starfighter, moves_like_a_starfighter, room_for};
use crate::rules::swccg::vehicle_sites::is_vehicle_site;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    UnknownCard(CardId),
    CardInTwoPlaces(CardId),
    CardNowhere(CardId),
    /// A card listed on the table has no place, or a card with a place is not listed there.
    PlaceMismatch(CardId),
    NotALocation(CardId),
    BadHost(CardId),
    WrongSlot(CardId),
    /// [S10]
    OverCapacity(CardId),
    /// [S12]
    EmptyAtSystem(CardId),
    /// [S14]
    TieAwayFromDockingBay(CardId),
    /// Characters and vehicles are not on their own at a system; starships are not on their own
    /// at a site unless they are starfighters.
    WrongLocation(CardId),
    /// The game goes on though a player's Life Force is gone, or one won while the other had some.
    LifeForce(Side),
    HitOutsideBattle(CardId),
    /// More of the opponent's Force left to spend than was used this turn (Beggar;
    /// `State::borrowed`).
    BorrowedForce,
    /// A character kept as just transported with no transport's respond window open or queued
    /// (`transports.rs`).
    TransportedOutsideWindow(CardId),
    /// A card marked Undercover without an Undercover Effect on it, or not directly at a site;
    /// or one with such an Effect on it not marked (`undercover.rs` `settle`).
    Undercover(CardId),
    /// A card marked 'missing' that is not a character directly at a site (`missing.rs`).
    MissingNotAtSite(CardId),
    /// A heading (`CardState::heading`) other than -1, 0 or 1, or on a card that is no storm on
    /// a location (`storms.rs`).
    StrayHeading(CardId),
    /// A protection of the turn (`State::protected`) on a card that is no character, or from a
    /// card that gives none (`protection.rs`).
    StrayProtection(CardId),
    /// A Utinni Effect's second target (`Targeting::captive`) that is no captive, or on an Effect
    /// that targets no captive (Spice Mines Of Kessel; `utinni.rs`).
    StrayCaptiveTarget(CardId),
    /// An Effect kept watching a missing character (`State::watching`) that is no Effect on a
    /// character saying `deploys_on_when_missing`, or whose character is no longer missing
    /// (`missing_watch.rs`).
    StrayWatch(CardId),
    /// A sleeper (`State::sleepers`) that is no character, or put to sleep by a card whose text
    /// does not say so; an Effect to lose at a turn's end (`State::lost_after`) whose text does
    /// not say so, or whose turn is past (Dark Hours; `sleep.rs`).
    StraySleeper(CardId),
    /// A card ionized by Planet Defender Ion Cannon (`CardState::power_ionized`, `weapons.rs`
    /// `ionize`) that is no starship.
    IonizedNotStarship(CardId),
}

impl Say for Problem {
    fn say(&self) -> Message {
        let card = |key: &'static str, c: &CardId| Message::new(key).number("card", c.0);
        match self {
            Problem::UnknownCard(c) => card("swccg-problem-unknown-card", c),
            Problem::CardInTwoPlaces(c) => card("swccg-problem-card-in-two-places", c),
            Problem::CardNowhere(c) => card("swccg-problem-card-nowhere", c),
            Problem::PlaceMismatch(c) => card("swccg-problem-place-mismatch", c),
            Problem::NotALocation(c) => card("swccg-problem-not-a-location", c),
            Problem::BadHost(c) => card("swccg-problem-bad-host", c),
            Problem::WrongSlot(c) => card("swccg-problem-wrong-slot", c),
            Problem::OverCapacity(c) => card("swccg-problem-over-capacity", c),
            Problem::EmptyAtSystem(c) => card("swccg-problem-empty-at-system", c),
            Problem::TieAwayFromDockingBay(c) => card("swccg-problem-tie-away-from-docking-bay", c),
            Problem::WrongLocation(c) => card("swccg-problem-wrong-location", c),
            Problem::LifeForce(side) => Message::new("swccg-problem-life-force").with("side", side.say()),
            Problem::HitOutsideBattle(c) => card("swccg-problem-hit-outside-battle", c),
            Problem::BorrowedForce => Message::new("swccg-problem-borrowed-force"),
            Problem::TransportedOutsideWindow(c) => card("swccg-problem-transported-outside-window", c),
            Problem::Undercover(c) => card("swccg-problem-undercover", c),
            Problem::MissingNotAtSite(c) => card("swccg-problem-missing-not-at-site", c),
            Problem::StrayHeading(c) => card("swccg-problem-stray-heading", c),
            Problem::StrayProtection(c) => card("swccg-problem-stray-protection", c),
            Problem::StraySleeper(c) => card("swccg-problem-stray-sleeper", c),
            Problem::StrayCaptiveTarget(c) => card("swccg-problem-stray-captive-target", c),
            Problem::StrayWatch(c) => card("swccg-problem-stray-watch", c),
            Problem::IonizedNotStarship(c) => card("swccg-problem-ionized-not-starship", c),
        }
    }
}

/// Every problem found (empty when the state is sound).
pub fn problems(state: &State) -> Vec<Problem> {
    let found = places(state);
    if !found.is_empty() {
        return found;
    }
    let mut found = edges(state);
    if !found.is_empty() {
        return found;
    }
    found.extend(rules(state));
    found
}

/// Each card in exactly one place: a hand, a pile, a side's table or the locations.
fn places(state: &State) -> Vec<Problem> {
    let n = state.cards.len();
    let mut found = Vec::new();
    let mut count = vec![0u8; n];
    let mut note = |id: CardId, found: &mut Vec<Problem>| match count.get_mut(id.idx()) {
        Some(c) => *c = c.saturating_add(1),
        None => found.push(Problem::UnknownCard(id)),
    };
    for player in &state.players {
        for zone in [
            &player.hand,
            &player.reserve,
            &player.force_pile,
            &player.used_pile,
            &player.lost_pile,
            &player.table,
            &player.out_of_play,
        ] {
            for &id in zone {
                note(id, &mut found);
            }
        }
    }
    for &id in &state.locations {
        note(id, &mut found);
    }
    for &[_, under] in &state.converted {
        note(under, &mut found);
    }
    for &[_, bluff] in &state.bluffs {
        note(bluff, &mut found);
    }
    for &[_, stacked] in &state.stacked {
        note(stacked, &mut found);
    }
    for &[_, captive] in &state.captives {
        note(captive, &mut found);
    }
    for (i, c) in count.iter().enumerate() {
        match c {
            0 => found.push(Problem::CardNowhere(CardId(i as u16))),
            1 => {}
            _ => found.push(Problem::CardInTwoPlaces(CardId(i as u16))),
        }
    }
    for id in referenced(state) {
        if id.idx() >= n {
            found.push(Problem::UnknownCard(id));
        }
    }
    found
}

/// The card ids the battle, the prompt, the queue and the turn's records name.
fn referenced(state: &State) -> Vec<CardId> {
    let mut ids: Vec<CardId> = Vec::new();
    ids.extend(&state.drained);
    ids.extend(&state.battled);
    ids.extend(&state.shuttled);
    ids.extend(state.boosts.iter().flat_map(|b| [b.card, b.source]));
    ids.extend(state.left.iter().map(|&(c, _)| c));
    ids.extend(state.utinni.iter().flat_map(|t| [t.effect, t.target].into_iter().chain(t.from).chain(t.captive)));
    if let Some(b) = &state.battle {
        ids.push(b.location);
        ids.extend(b.destiny.iter().flatten().filter_map(|d| d.card));
        ids.extend(&b.forfeit_zero);
        ids.extend(b.doubled.iter().flatten());
        ids.extend(b.damage_times.iter().map(|t| t.card));
        ids.extend(b.charged.iter().map(|c| c.card));
        ids.extend(b.weapon_plus.iter().map(|w| w.card));
        ids.extend(&b.excluded);
        ids.extend(&b.used);
        ids.extend(b.doomed.iter().flatten());
    }
    if let Some(Prompt::Redraw { card, .. } | Prompt::DestinyGain { card, .. } | Prompt::React { location: card, .. }) =
        &state.prompt
    {
        ids.push(*card);
    }
    if let Some(Prompt::Operate { card, patient, .. }) = &state.prompt {
        ids.extend([*card, *patient]);
    }
    if let Some(Prompt::Evacuate { card, .. }) = &state.prompt {
        ids.push(*card);
    }
    if let Some(Prompt::CallBluff { site, .. }) = &state.prompt {
        ids.push(*site);
    }
    if let Some(Prompt::LoseOne { card, cards, .. } | Prompt::Target { card, cards, .. }) = &state.prompt {
        ids.push(*card);
        ids.extend(cards);
    }
    if let Some(Prompt::Escort { card, captive, cards, .. }) = &state.prompt {
        ids.extend([*card, *captive]);
        ids.extend(cards);
    }
    if let Some(Prompt::MoreTargets { card, targets, cards, .. }) = &state.prompt {
        ids.push(*card);
        ids.extend(targets.iter().chain(cards));
    }
    ids.extend(&state.blocking);
    if let Some(Prompt::Peek { card, cards, under, .. }) = &state.prompt {
        ids.push(*card);
        ids.extend(cards);
        ids.extend(under);
    }
    if let Some(Prompt::Pick { card, shown, cards, to, .. }) = &state.prompt {
        ids.push(*card);
        ids.extend(shown.iter().chain(cards));
        if let PickTo::Transport { from: site, .. }
        | PickTo::Release { from: site }
        | PickTo::DeployAt { site, .. }
        | PickTo::PassOn { location: site, .. } = to
        {
            ids.push(*site);
        }
    }
    ids.extend(&state.used_this_turn);
    ids.extend(&state.raised);
    ids.extend(state.converted.iter().flatten());
    ids.extend(state.vehicle_sites.iter().flatten());
    ids.extend(state.bluffs.iter().flatten());
    ids.extend(state.stacked.iter().flatten());
    ids.extend(state.captives.iter().flatten());
    ids.extend(state.captured_ships.iter().flatten());
    ids.extend(state.positions.iter().map(|&(system, _)| system));
    ids.extend(state.held.iter().flat_map(|h| [h.card, h.source]));
    ids.extend(state.deployed_to.iter().flatten());
    ids.extend(&state.transported);
    ids.extend(&state.collapsed);
    ids.extend(&state.once_per_game);
    ids.extend(state.protected.iter().flatten());
    ids.extend(state.watching.iter().flatten());
    ids.extend(state.sleepers.iter().flatten());
    ids.extend(state.lost_after.iter().map(|&(effect, _)| effect));
    let moment = |to: &Moment| match *to {
        Moment::Deployed { card, rider } => std::iter::once(card).chain(rider).collect(),
        Moment::Drain { location, .. }
        | Moment::DrainLost { location }
        | Moment::BattleFinished { location }
        | Moment::Won { location }
        | Moment::LostBattle { location } => {
            vec![location]
        }
        Moment::Played { card }
        | Moment::Moved { card }
        | Moment::Transported { card }
        | Moment::WentMissing { card } => {
            vec![card]
        }
        Moment::Lost { card, location, .. } | Moment::HitToUsedPile { card, location } => {
            std::iter::once(card).chain(location).collect()
        }
        Moment::Targeted { weapon, target } => vec![weapon, target],
        Moment::AboutToBeLost { card } => vec![card],
        Moment::Reacted { card, location, .. } => vec![card, location],
        Moment::Destinies | Moment::NoForfeits | Moment::LostForce | Moment::Attrition => Vec::new(),
    };
    if let Some(Prompt::Respond { to, .. }) = &state.prompt {
        ids.extend(moment(to));
    }
    for step in &state.pending {
        if let Step::ResolveShot { weapon, target, .. } = step {
            ids.extend([*weapon, *target]);
        }
        if let Step::Respond { to, .. } = step {
            ids.extend(moment(to));
        }
        if let Step::WeaponDraws { weapon: card, .. } | Step::Lose { card, .. } = step {
            ids.push(*card);
        }
        if let Step::Capture { card, captive } = step {
            ids.extend([*card, *captive]);
        }
        if let Step::Duel { card, mine, theirs, .. } = step {
            ids.extend([*card, *mine, *theirs]);
        }
    }
    for cs in &state.cards {
        match cs.at {
            Some(At::Location(l)) => ids.push(l),
            Some(At::Aboard { host, .. } | At::On(host)) => ids.push(host),
            Some(At::Side(_)) | None => {}
        }
    }
    ids
}

/// Places and edges make sense: table cards have a place, off-table cards none; locations are
/// location cards; hosts are their own side's cards on the table, of the right kind, with no
/// card its own host.
fn edges(state: &State) -> Vec<Problem> {
    let mut found = Vec::new();
    for &l in &state.locations {
        if !state.def(l).is(CardType::Location) || state.card(l).at.is_some() {
            found.push(Problem::NotALocation(l));
        }
    }
    // A 'collapsed' site is a site on the table, or one converted under another (`collapse.rs`).
    for &l in &state.collapsed {
        let placed = state.is_location(l) || state.converted.iter().any(|&[_, under]| under == l);
        if !placed || !state.def(l).is_class(crate::rules::swccg::model::def::Class::Site) {
            found.push(Problem::NotALocation(l));
        }
    }
    // A vehicle site is on the table, its owner's vehicle too, and no vehicle site is without one
    // (`vehicle_sites.rs`).
    for &[site, vehicle] in &state.vehicle_sites {
        let on = state.is_location(site) && state.card(vehicle).at.is_some();
        if !on || !state.def(vehicle).is(CardType::Vehicle) || state.owner(vehicle) != state.owner(site) {
            found.push(Problem::BadHost(site));
        }
    }
    for &l in &state.locations {
        if is_vehicle_site(state.def(l)) && !state.vehicle_sites.iter().any(|&[s, _]| s == l) {
            found.push(Problem::BadHost(l));
        }
    }
    // A stacked card is off the table, its owner's, on a card on the table whose text stacks it
    // (`stacks.rs`), no more there than it holds (Bacta Tank: "Holds 1 'patient' at a time");
    // Commence Recharging holds the opponent's cards, fewer than 8 and then 8 at most.
    for &[on, card] in &state.stacked {
        let theirs = crate::rules::swccg::stacks::force_holds(state, on);
        let stacks = theirs.is_some() || state.def(on).abilities().any(|a| matches!(a, Ability::StacksJustLost { .. }));
        let most = state.def(on).abilities().find_map(|a| match a {
            Ability::StacksJustLost { holds: Some(n), .. } => Some(usize::from(*n)),
            _ => None,
        });
        let most = most.or(theirs.map(usize::from));
        let whose = if theirs.is_some() { state.owner(on).opponent() } else { state.owner(on) };
        let there = state.stacked.iter().filter(|[o, _]| *o == on).count();
        if !stacks
            || most.is_some_and(|n| there > n)
            || state.card(on).at.is_none()
            || state.card(card).at.is_some()
            || state.owner(card) != whose
        {
            found.push(Problem::BadHost(card));
        }
    }
    // A captive (`captives.rs`) is off the table, a Light Side character, held by a Dark Side
    // character on the table escorting no other, or by a prison site.
    for &[holder, captive] in &state.captives {
        let escorts = state.captives.iter().filter(|[h, _]| *h == holder).count();
        let prison = crate::rules::swccg::captives::is_prison(state, holder);
        let escort = !state.is_location(holder)
            && state.card(holder).at.is_some()
            && state.owner(holder) == crate::rules::swccg::captives::CAPTOR
            && state.def(holder).is(CardType::Character)
            && escorts == 1;
        if state.card(captive).at.is_some()
            || state.owner(captive) == crate::rules::swccg::captives::CAPTOR
            || !state.def(captive).is(CardType::Character)
            || !(prison || escort)
        {
            found.push(Problem::BadHost(captive));
        }
    }
    for side in Side::BOTH {
        for &id in &state.player(side).table {
            if state.card(id).at.is_none() || state.owner(id) != side || state.def(id).is(CardType::Location) {
                found.push(Problem::PlaceMismatch(id));
            }
        }
    }
    for (i, cs) in state.cards.iter().enumerate() {
        let id = CardId(i as u16);
        let Some(at) = cs.at else { continue };
        if !state.player(cs.owner).table.contains(&id) {
            found.push(Problem::PlaceMismatch(id));
            continue;
        }
        match at {
            At::Location(l) if !state.is_location(l) => found.push(Problem::NotALocation(id)),
            At::Location(_) => {}
            // Only an Effect that says so is on a side of the table, and on the side it names
            // (its opponent's, or its own: Too Cold For Speeders).
            At::Side(s) => {
                let def = state.def(id);
                if s != side_it_goes(def, cs.owner) || (side_deploy_force(def).is_none() && !is_immediate(def)) {
                    found.push(Problem::PlaceMismatch(id));
                }
            }
            At::Aboard { host, slot } => {
                let ok = host != id && state.card(host).at.is_some() && state.owner(host) == cs.owner;
                if !ok || !is_craft(state.def(host)) {
                    found.push(Problem::BadHost(id));
                } else if !slot_fits(state, id, host, slot) {
                    found.push(Problem::WrongSlot(id));
                }
            }
            At::On(host) => {
                let def = state.def(id);
                // A weapon on a location: on a mobile system, or where a site's text lets it deploy
                // (the Trench's Turbolaser Battery); an artillery weapon at a site its text names.
                let weapon_at = state.is_location(host)
                    && (crate::rules::swccg::mounts::weapon_on_mobile_system(def, state.def(host))
                        || crate::rules::swccg::trench::weapon_deploys_here(state, cs.owner, def, host)
                        || crate::rules::swccg::artillery::artillery_goes_at(def, state.def(host)));
                // A device on a site ("Deploy on Docking Bay 327").
                let device_at = def.is(CardType::Device) && may_be_on(state, id, host);
                let on_location = state.is_location(host) && (deploys_on_location(def) || weapon_at || device_at);
                // A captured starship, under its holder (`tractor_beams.rs`).
                let captured = state.captured_ships.contains(&[host, id]);
                let kind_ok = match def.card_type {
                    // An Effect stays on a location converted after it deployed ("Deploy on your war
                    // room"; GEMP: it remains attached to any card unless its text says otherwise).
                    CardType::Effect if on_location => {
                        effect_goes_at(state, cs.owner, def, host)
                            || crate::rules::swccg::conversion::covered(state, host).is_some()
                            || crate::rules::swccg::utinni::relocated_to(state, id, host)
                            || crate::rules::swccg::storms::moves_on(state, id, host)
                    }
                    CardType::Effect if on_cards::deploys_on_any(def).is_some() => {
                        on_cards::goes_on_any(state, id, host)
                    }
                    CardType::Effect if deploys_like_a_device(def) => may_be_on(state, id, host),
                    CardType::Effect => state.def(host).is(CardType::Character),
                    CardType::Device => may_be_on(state, id, host),
                    // Blaster Rack: a character weapon transferred to it (`racks.rs`).
                    CardType::Weapon => {
                        weapon_at
                            || weapon_goes_on(def, state.def(host))
                            || crate::rules::swccg::racks::on_rack(state, id)
                    }
                    // Let The Wookiee Win, stacked on the opponent's character it disarms.
                    CardType::Interrupt => on_cards::stacks_disarming(def) && state.def(host).is(CardType::Character),
                    CardType::Starship => captured,
                    _ => false,
                };
                // "Deploy on any capital starship": the opponent's too (`on_cards.rs`); High
                // Anxiety on the opponent's Rebel (`missing_watch.rs`).
                let any = on_cards::deploys_on_any(def).is_some()
                    || on_cards::stacks_disarming(def)
                    || crate::rules::swccg::missing_watch::deploys_when_missing(def);
                let hosted = on_location
                    || (captured && state.is_location(host))
                    || (state.card(host).at.is_some() && (any || captured || state.owner(host) == cs.owner));
                if host == id || !hosted || !kind_ok {
                    found.push(Problem::BadHost(id));
                }
            }
        }
        // Every card on the table is at a location, but on a side of the table (or on a Blaster
        // Rack there, with what is on the weapon racked).
        if state.location_of(id).is_none()
            && !matches!(at, At::Side(_))
            && !crate::rules::swccg::racks::held_by_rack(state, id)
        {
            found.push(Problem::BadHost(id));
        }
    }
    found
}

/// Whether `card` may be in `slot` aboard `host` at all (room is counted apart).
fn slot_fits(state: &State, card: CardId, host: CardId, slot: Slot) -> bool {
    let def = state.def(card);
    let host_def = state.def(host);
    match (def.card_type, slot) {
        (CardType::Character, Slot::Pilot) => !needs_driver(host_def) && has_pilot_skill(state, card),
        (CardType::Character, Slot::Driver) => needs_driver(host_def) && may_drive(def),
        (CardType::Character, Slot::Passenger) => true,
        (CardType::Character, Slot::Astromech) => def.is_astromech(),
        (CardType::Starship | CardType::Vehicle, Slot::Cargo) => {
            is_capital(host_def) && (def.is(CardType::Vehicle) || is_starfighter(def))
        }
        _ => false,
    }
}

/// The rules' invariants.
/// "Deploy on your spy at a site … Spy is now Undercover": `card` is marked Undercover exactly
/// while an Undercover Effect is on it, and only directly at a site.
fn undercover_mismatch(state: &State, card: CardId) -> bool {
    let covered = Side::BOTH
        .into_iter()
        .flat_map(|s| state.player(s).table.iter())
        .any(|&e| state.card(e).at == Some(At::On(card)) && crate::rules::swccg::undercover::is_cover(state, e));
    let marked = state.card(card).undercover;
    marked != covered || (marked && !matches!(state.card(card).at, Some(At::Location(l)) if is_site(state, l)))
}

fn rules(state: &State) -> Vec<Problem> {
    let mut found = Vec::new();
    if state.borrowed.unspent > state.borrowed.used {
        found.push(Problem::BorrowedForce);
    }
    for side in Side::BOTH {
        for &id in &state.player(side).table {
            let def = state.def(id);
            if is_craft(def)
                && !room_for(state, crate::rules::swccg::starship::capacity_of(state, id), &state.aboard(id))
            {
                found.push(Problem::OverCapacity(id));
            }
            if undercover_mismatch(state, id) {
                found.push(Problem::Undercover(id));
            }
            // A 'missing' character stays on its own at its site (`missing.rs`).
            if state.card(id).missing
                && !(def.is(CardType::Character)
                    && matches!(state.card(id).at, Some(At::Location(l)) if is_site(state, l)))
            {
                found.push(Problem::MissingNotAtSite(id));
            }
            if state.card(id).power_ionized && !def.is(CardType::Starship) {
                found.push(Problem::IonizedNotStarship(id));
            }
            let heading = state.card(id).heading;
            let storm = def.abilities().any(|a| matches!(a, Ability::StormAlongMarkers))
                && matches!(state.card(id).at, Some(At::On(l)) if state.is_location(l));
            if heading != 0 && (!storm || heading.abs() != 1) {
                found.push(Problem::StrayHeading(id));
            }
            let Some(At::Location(l)) = state.card(id).at else {
                if state.card(id).hit && state.battle.is_none() {
                    found.push(Problem::HitOutsideBattle(id));
                }
                continue;
            };
            let misplaced = match def.card_type {
                CardType::Character | CardType::Vehicle => !is_site(state, l),
                CardType::Starship => is_site(state, l) && !moves_like_a_starfighter(def),
                _ => true,
            };
            if misplaced {
                found.push(Problem::WrongLocation(id));
            }
            if def.is(CardType::Starship)
                && is_system(state, l)
                && !has_pilot_aboard(state, id)
                && !state.card(id).stranded
            {
                found.push(Problem::EmptyAtSystem(id));
            }
            // [S14] TIEs land only at docking bays; at the Trench a starship flies ('Trench Rules').
            if def.is_tie()
                && is_site(state, l)
                && !is_docking_bay(state, l)
                && !crate::rules::swccg::trench::at_trench(state, l)
            {
                found.push(Problem::TieAwayFromDockingBay(id));
            }
            if state.card(id).hit && state.battle.is_none() {
                found.push(Problem::HitOutsideBattle(id));
            }
        }
    }
    // Kessel Run: a run's first system is a system on the table.
    for t in &state.utinni {
        if let Some(from) = t.from.filter(|&f| !state.is_location(f) || !is_system(state, f)) {
            found.push(Problem::NotALocation(from));
        }
        // Spice Mines Of Kessel: its second target is a captive, of an Effect that says so.
        if let Some(captive) = t.captive {
            let delivers = state
                .def(t.effect)
                .abilities()
                .any(|a| matches!(a, Ability::Utinni { does: Targeted::DeliversCaptive, .. }));
            if !delivers || !crate::rules::swccg::captives::is_captive(state, captive) {
                found.push(Problem::StrayCaptiveTarget(captive));
            }
        }
    }
    for &[effect, missing] in &state.watching {
        if !crate::rules::swccg::missing_watch::watch_holds(state, effect, missing) {
            found.push(Problem::StrayWatch(effect));
        }
    }
    for &[card, source] in &state.protected {
        if !state.def(card).is(CardType::Character) || !crate::rules::swccg::protection::protects(state, source) {
            found.push(Problem::StrayProtection(card));
        }
    }
    for &[card, source] in &state.sleepers {
        if !state.def(card).is(CardType::Character) || !crate::rules::swccg::sleep::puts_to_sleep(state, source) {
            found.push(Problem::StraySleeper(card));
        }
    }
    for &(effect, turn) in &state.lost_after {
        if !crate::rules::swccg::sleep::puts_to_sleep(state, effect) || turn < state.turn {
            found.push(Problem::StraySleeper(effect));
        }
    }
    // `State::transported` lives only while its window (`Moment::Transported`) is open or queued.
    let window = matches!(state.prompt, Some(Prompt::Respond { to: Moment::Transported { .. }, .. }))
        || state.pending.iter().any(|s| matches!(s, Step::Respond { to: Moment::Transported { .. }, .. }));
    if !window {
        found.extend(state.transported.iter().map(|&c| Problem::TransportedOutsideWindow(c)));
    }
    match state.outcome {
        None => {
            for side in Side::BOTH {
                if life_force(state, side) == 0 {
                    found.push(Problem::LifeForce(side));
                }
            }
        }
        Some(Outcome::Won(winner)) => {
            if life_force(state, winner.opponent()) != 0 {
                found.push(Problem::LifeForce(winner.opponent()));
            }
        }
        Some(Outcome::ScenarioComplete) => {}
    }
    found
}
