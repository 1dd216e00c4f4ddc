//! The respond window: Interrupts played in answer to what just happened, most often in the
//! opponent's turn (research §3: Interrupts are played "when their text says"; GEMP plays each of
//! these as an optional response to the effect it names). When the opponent just deployed a card,
//! just initiated a Force drain (after the react window, before the Force is lost), both players
//! just drew battle destiny, a battle just finished, a battle's loser has no cards left to
//! forfeit in the damage segment, the opponent just lost Force to a battle, or the opponent just
//! played an Interrupt in such a window, the side that may answer gets `Prompt::Respond` — only
//! when it has such an Interrupt to play now, so games without one gain no pause. It plays one,
//! or passes. An Interrupt's other options are not played in it ("Cancel Sunsdown" is, against
//! the Sunsdown just deployed).

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::battle::{attrition_due, forfeitable};
use crate::rules::swccg::battle_answers::{
    added_against, counter_assault, cut_power_and_attrition, take_back_additions, won_with,
};
use crate::rules::swccg::battle_interrupts::together;
use crate::rules::swccg::dogfights;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::{text_destiny, use_force};
use crate::rules::swccg::interrupts::{option_force, option_holds};
use crate::rules::swccg::landing::is_planet_site;
use crate::rules::swccg::landing::{is_site, is_system, planet_of};
use crate::rules::swccg::lightsabers::weapon_used;
pub(crate) use crate::rules::swccg::losses::{about_to_lose, just_lost};
use crate::rules::swccg::losses::{characters_aboard, lower_shot, retarget, revive, takes_aboard};
use crate::rules::swccg::model::action::{Action, Dest};
use crate::rules::swccg::model::def::{Ability, CardType, Kinds, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, FreeDeploy, Held, Moment, Phase, PickTo, Prompt, State, Step};
use crate::rules::swccg::on_cards::{may_disarm_after_loss, stack_disarming};
use crate::rules::swccg::response_finds::{locations_found, mass_deployed, move_to_react};
use crate::rules::swccg::side_of_table::{check_immediate, deploy_immediate, is_immediate};
use crate::rules::swccg::starship::{is_capital, is_starfighter, maneuver};
use crate::rules::swccg::vehicles::{lose_from_table, strand_if_empty};
use crate::rules::swccg::weapons::may_retarget;

type Checked = Result<(), Rejected<Reason>>;

/// What the open respond window answers, when `side` chooses in it.
pub(crate) fn moment(state: &State, side: Side) -> Option<Moment> {
    match state.prompt {
        Some(Prompt::Respond { chooser, to }) if chooser == side => Some(to),
        _ => None,
    }
}

/// Whether `ability` is an Interrupt's answer to a moment (played only in the respond window).
pub(crate) fn is_response(ability: &Ability) -> bool {
    matches!(
        ability,
        Ability::HaltsJustDeployed { .. }
            | Ability::ReturnsJustDeployed { .. }
            | Ability::CancelsDrain { .. }
            | Ability::CancelsDamageWithoutForfeits
            | Ability::SwitchesLoneDestinies { .. }
            | Ability::CutsPowerAndAttrition { .. }
            | Ability::DestinyAgainstManeuver { .. }
            | Ability::RaisesBattleLoss { .. }
            | Ability::CancelsInterrupt { .. }
            | Ability::RevivesJustForfeited { .. }
            | Ability::JustLostToUsed { .. }
            | Ability::CancelsHitToUsedPile { .. }
            | Ability::RetrievesRandomlyAfterDrained { .. }
            | Ability::DestinyAtLossSite { .. }
            | Ability::LessWeaponDestinyAgainst { .. }
            | Ability::RelocatesAboardBeforeLoss { .. }
            | Ability::CancelsAttritionByLosing { .. }
            | Ability::Retargets { .. }
            | Ability::DeploysRelatedSystem
            | Ability::DeploysSitesOfPlanet { .. }
            | Ability::PreventsBattlingAfterDeploys { .. }
            | Ability::CancelsReactedBattle
            | Ability::MovesToReactLocation { .. }
            | Ability::DestinyOverAbilityAfterWin { .. }
            | Ability::AddsManeuverAndPilotToDuel
            | Ability::DisarmsAfterLoss { .. }
            | Ability::LosesWeaponUser { .. }
    )
}

/// `target` is the card the opponent just deployed (a starship deployed with its pilot: the
/// starship), of `who`, still on the table.
fn just_deployed(state: &State, side: Side, to: Moment, who: &Kinds, target: CardId) -> bool {
    let Moment::Deployed { card, .. } = to else { return false };
    target == card
        && state.card(target).at.is_some()
        && state.owner(target) == side.opponent()
        && who.holds(state.def(target))
}

/// The cards an answer to a deploy acts on: the card deployed, and the rider deployed with it
/// when it is of `who` too (GEMP's "other played card": Rebel Barrier holds, It Can Wait returns,
/// both a starship and its pilot).
fn deployed_cards(state: &State, to: Moment, who: &Kinds) -> Vec<CardId> {
    let Moment::Deployed { card, rider } = to else { return Vec::new() };
    std::iter::once(card).chain(rider.filter(|&r| state.card(r).at.is_some() && who.holds(state.def(r)))).collect()
}

/// May `side` play this option now, answering `to`, on `target`? `None`: the ability does not
/// answer a moment.
pub(crate) fn check_response(
    state: &State,
    side: Side,
    to: Moment,
    ability: &Ability,
    target: Option<CardId>,
) -> Option<Checked> {
    let holds = option_holds;
    let force = |n: u8| option_force(state, side, n);
    let battle = state.battle.as_ref();
    let ok = match ability {
        // "Use 1 Force to prevent any character or starship just deployed by the opponent from
        // battling or moving for the remainder of this turn"; "Prevent a just deployed smuggler
        // from moving this turn"; "Use 3 Force to place an opponent's just deployed character,
        // starship, vehicle, weapon, or device in opponent's hand".
        Ability::HaltsJustDeployed { force: n, who, .. } | Ability::ReturnsJustDeployed { force: n, who } => {
            holds(target.is_some_and(|t| just_deployed(state, side, to, who, t))).and_then(|()| force(*n))
        }
        // "Use 1 Force to cancel a Force drain at one location."
        Ability::CancelsDrain { force: n } => {
            holds(target.is_none() && matches!(to, Moment::Drain { .. })).and_then(|()| force(*n))
        }
        // "During the damage segment of a battle you lost, if you have no cards left that can be
        // forfeited, cancel all remaining battle damage."
        Ability::CancelsDamageWithoutForfeits => holds(
            target.is_none()
                && to == Moment::NoForfeits
                && battle.is_some_and(|b| b.winner == Some(side.opponent()) && b.damage[side.idx()] > 0)
                && forfeitable(state, side).is_empty(),
        ),
        // "If both players just drew one battle destiny, use 1 Force to switch numbers."
        Ability::SwitchesLoneDestinies { force: n } => holds(
            target.is_none()
                && to == Moment::Destinies
                && battle.is_some_and(|b| b.destiny.iter().all(|d| d.len() == 1)),
        )
        .and_then(|()| force(*n)),
        // Dark Dissension: "If two Imperials each with ability > 2 are in a battle together, use 2
        // Force …" (GEMP `Card3_041`: once the battle's initial attrition is calculated, that is
        // once both players drew battle destiny).
        Ability::CutsPowerAndAttrition { force: n, parties, .. } => {
            holds(target.is_none() && to == Moment::Destinies && together(state, side, parties).is_some())
                .and_then(|()| force(*n))
        }
        // "Use 1 Force to target opponent's starfighter with maneuver at a system or sector where
        // a battle just finished."
        Ability::DestinyAgainstManeuver { force: n } => {
            let fits = match (to, target) {
                (Moment::BattleFinished { location }, Some(t)) => {
                    is_system(state, location)
                        && state.owner(t) == side.opponent()
                        && state.card(t).at == Some(At::Location(location))
                        && is_starfighter(state.def(t))
                        && maneuver(state, t).is_some()
                }
                _ => false,
            };
            holds(fits).and_then(|()| force(*n))
        }
        // "If a Dark Jedi is present at a battle you have just won, use 1 Force to attempt to choke
        // any opposing character present" (GEMP `Card1_264`: `wonBattle`, a Dark Jedi present in
        // the battle, an opponent's character present in the battle).
        Ability::DestinyOverAbilityAfterWin { force: n, present } => {
            let fits = match (to, target) {
                (Moment::Won { location }, Some(t)) => {
                    won_with(state, side, location, present)
                        && state.owner(t) == side.opponent()
                        && state.def(t).is(CardType::Character)
                        && state.location_of(t) == Some(location)
                        && is_present(state, t)
                }
                _ => false,
            };
            holds(fits).and_then(|()| force(*n))
        }
        // Lightsaber Deficiency: "Target a character with ability < 4 using a lightsaber …".
        Ability::LosesWeaponUser { .. } => {
            holds(target.is_some_and(|t| weapon_used(state, side, to, ability, t).is_some()))
        }
        // Let The Wookiee Win: "… your Wookiee that just participated in a battle you lost".
        Ability::DisarmsAfterLoss { .. } => holds(match (to, target) {
            (Moment::LostBattle { location }, Some(t)) => may_disarm_after_loss(state, side, location, ability, t),
            _ => false,
        }),
        // "If opponent just lost Force from a battle, play to increase loss by 1 Force."
        Ability::RaisesBattleLoss { .. } => holds(target.is_none() && to == Moment::LostForce),
        // "If opponent just deployed four or more characters to same location this turn, prevent
        // all of those characters from battling this turn."
        Ability::PreventsBattlingAfterDeploys { characters } => {
            holds(target.is_none() && mass_deployed(state, side, to, *characters).is_some())
        }
        // "If opponent just 'reacted' to a battle, cancel the battle."
        Ability::CancelsReactedBattle => {
            holds(target.is_none() && matches!(to, Moment::Reacted { drain: None, .. }) && battle.is_some())
        }
        Ability::MovesToReactLocation { who } => {
            holds(target.is_some_and(|t| move_to_react(state, side, to, who, t).is_some()))
        }
        // "Cancel Rebel Barrier": the opponent's Interrupt of that title just played.
        Ability::CancelsInterrupt { title } => holds(match (to, target) {
            (Moment::Played { card }, Some(t)) => {
                t == card && state.owner(t) == side.opponent() && state.def(t).title == *title
            }
            _ => false,
        }),
        // "Cancel Sunsdown" as it is deployed (GEMP: also while it is being played).
        Ability::CancelsEffect { title, .. } => holds(match (to, target) {
            (Moment::Deployed { card, .. }, Some(t)) => {
                t == card
                    && state.card(t).at.is_some()
                    && state.def(t).is(CardType::Effect)
                    && state.def(t).title == *title
            }
            _ => false,
        }),
        // Old Ben: "Use 1 Force if any of your characters (except Obi-Wan) was just forfeited
        // from a Tatooine site": that card, still in its owner's Lost Pile.
        Ability::RevivesJustForfeited { force: n, who, planet } => {
            let fits = match (to, target) {
                (Moment::Lost { card, location: Some(l), forfeited: true }, Some(t)) => {
                    t == card
                        && state.player(side).lost_pile.contains(&t)
                        && who.holds(state.def(t))
                        && is_site(state, l)
                        && planet_of(state, l) == Some(&**planet)
                }
                _ => false,
            };
            holds(fits).and_then(|()| force(*n))
        }
        // Evader: "If Vader or Vader's Custom TIE was just lost, relocate that card to Used
        // Pile"; "Relocate to Used Pile one Imperial just lost from any Death Star location".
        Ability::JustLostToUsed { who, from, .. } => holds(match (to, target) {
            (Moment::Lost { card, location, .. }, Some(t)) => {
                t == card
                    && state.player(side).lost_pile.contains(&t)
                    && who.holds(state.def(t))
                    && from.as_deref().is_none_or(|p| location.is_some_and(|l| planet_of(state, l) == Some(p)))
            }
            _ => false,
        }),
        // Turn It Off! Turn It Off!: "Cancel any attempt to place a 'hit' starship, vehicle or droid
        // in the Used Pile rather than the Lost Pile": the opponent's, still in its Used Pile.
        Ability::CancelsHitToUsedPile { who } => holds(match to {
            Moment::HitToUsedPile { card, .. } => {
                target.is_none()
                    && state.owner(card) == side.opponent()
                    && state.player(side.opponent()).used_pile.contains(&card)
                    && who.holds(state.def(card))
            }
            _ => false,
        }),
        // Thank The Maker: "Use 1 Force during opponent's control phase if you have a droid on the
        // table and were drained of at least 5 Force" (GEMP `Card1_114`: Force drained this turn).
        Ability::RetrievesRandomlyAfterDrained { force: n, with, drained } => {
            let droid = state.player(side).table.iter().any(|&c| with.holds(state.def(c)));
            holds(
                target.is_none()
                    && matches!(to, Moment::DrainLost { .. })
                    && state.phase == Phase::Control
                    && state.active == side.opponent()
                    && droid
                    && state.drained_of[side.idx()] >= u16::from(*drained),
            )
            .and_then(|()| force(*n))
        }
        // Debris Zone: "If an AT-AT, … has just been lost at a site".
        Ability::DestinyAtLossSite { who } => holds(match to {
            Moment::Lost { card, location: Some(l), .. } => {
                target.is_none() && is_site(state, l) && who.holds(state.def(card))
            }
            _ => false,
        }),
        // Hear Me Baby, Hold Together: "If opponent just targeted your starship with a starship
        // weapon".
        Ability::LessWeaponDestinyAgainst { who, weapon: class, .. } => holds(match to {
            Moment::Targeted { weapon, target: t } => {
                target.is_none()
                    && state.owner(t) == side
                    && state.owner(weapon) == side.opponent()
                    && who.holds(state.def(t))
                    && state.def(weapon).is_class(*class)
            }
            _ => false,
        }),
        // This Is All Your Fault: "Lose a droid to cancel all attrition against you at same site
        // this turn" (GEMP: while attrition is still due in the battle's damage segment).
        Ability::CancelsAttritionByLosing { who } => holds(match (to, target, battle) {
            (Moment::Attrition, Some(t), Some(b)) => {
                is_site(state, b.location)
                    && attrition_due(state, side) > 0
                    && state.owner(t) == side
                    && state.card(t).at.is_some()
                    && who.holds(state.def(t))
                    && state.location_of(t) == Some(b.location)
            }
            _ => false,
        }),
        // "Re-target an opponent's weapon to one of your droids at same site as target."
        Ability::Retargets { who } => holds(match (to, target) {
            (Moment::Targeted { weapon, target: first }, Some(t)) => {
                let site = state.location_of(first).filter(|&l| is_site(state, l));
                t != first
                    && state.owner(first) == side
                    && state.owner(weapon) == side.opponent()
                    && state.owner(t) == side
                    && who.holds(state.def(t))
                    && site.is_some()
                    && state.location_of(t) == site
                    && may_retarget(state, weapon, t)
            }
            _ => false,
        }),
        // Escape Pod, Evacuate?: "If your capital starship is about to be lost, unless Tarkin
        // aboard, relocate your characters aboard to any one planet site or to one of your
        // capital starships".
        Ability::RelocatesAboardBeforeLoss { who, unless_aboard, to_capital } => holds(match (to, target) {
            (Moment::AboutToBeLost { card }, Some(t)) => {
                let aboard = characters_aboard(state, card);
                state.owner(card) == side
                    && state.card(card).at.is_some()
                    && who.holds(state.def(card))
                    && !aboard.is_empty()
                    && unless_aboard.as_deref().is_none_or(|n| aboard.iter().all(|&(c, _)| !state.def(c).is_named(n)))
                    && (is_planet_site(state, t) || (*to_capital && takes_aboard(state, side, card, t, &aboard)))
            }
            _ => false,
        }),
        // "If opponent just deployed a planet site, search … for the related system"; "If opponent
        // just moved or deployed an AT-AT to a planet site, search … for up to three exterior sites
        // of that planet": playable when the search can deploy one.
        Ability::DeploysRelatedSystem | Ability::DeploysSitesOfPlanet { .. } => {
            holds(target.is_none() && locations_found(state, side, to, ability).is_some_and(|f| !f.is_empty()))
        }
        Ability::AddsManeuverAndPilotToDuel => holds(target.is_none() && dogfights::may_slip(state, side, to)),
        _ => return None,
    };
    Some(ok)
}

/// The cards an answer to `to` may target (besides none).
fn targets(state: &State, side: Side, to: Moment) -> Vec<CardId> {
    match to {
        Moment::Deployed { card, rider } => std::iter::once(card).chain(rider).collect(),
        Moment::BattleFinished { location } | Moment::Won { location } | Moment::LostBattle { location } => {
            state.cards_at(side.opponent(), location)
        }
        Moment::Played { card } => vec![card],
        Moment::Lost { card, .. } => vec![card],
        // The chooser's cards where the target is (a droid to re-target to), where the battle is
        // (a droid to lose).
        Moment::Targeted { target, .. } => state.location_of(target).map_or_else(Vec::new, |l| state.cards_at(side, l)),
        Moment::Attrition => state.battle.as_ref().map_or_else(Vec::new, |b| state.cards_at(side, b.location)),
        // Where the characters aboard may go: a site, or one of the chooser's starships.
        Moment::AboutToBeLost { card } => state
            .locations
            .iter()
            .copied()
            .filter(|&l| is_site(state, l))
            .chain(state.player(side).table.iter().copied().filter(|&c| c != card && is_capital(state.def(c))))
            .collect(),
        // ComScan Detection: one of the chooser's starships or vehicles.
        Moment::Reacted { .. } => state
            .player(side)
            .table
            .iter()
            .copied()
            .filter(|&c| matches!(state.def(c).card_type, CardType::Starship | CardType::Vehicle))
            .collect(),
        _ => Vec::new(),
    }
}

/// The Interrupts `side` may play answering `to`: the window's answers (with Pass). Empty when it
/// has none: the window then stays closed.
pub(crate) fn responses(state: &State, side: Side, to: Moment) -> Vec<Action> {
    let mut out = Vec::new();
    let mut targets = targets(state, side, to);
    crate::rules::swccg::lightsabers::add_users(state, side, to, &mut targets);
    for &card in &state.player(side).hand {
        let def = state.def(card);
        if !def.is(CardType::Interrupt) {
            continue;
        }
        for target in std::iter::once(None).chain(targets.iter().copied().map(Some)) {
            if def.abilities().any(|a| matches!(check_response(state, side, to, a, target), Some(Ok(())))) {
                out.push(Action::Interrupt { card, target });
            }
        }
    }
    // Tactical Re-Call: "Deploy on any Yavin 4 site immediately after winning a battle elsewhere".
    for (card, dest) in crate::rules::swccg::utinni::deploys_after_win_now(state, side, to) {
        out.push(Action::Deploy { card, to: dest, force: 0 });
    }
    // Crash Site Memorial: "If you just lost a vehicle, droid, weapon, or device, may stack it here."
    out.extend(crate::rules::swccg::stacks::stacks_now(state, side, to));
    // An Immediate Effect answering the moment (Breached Defenses).
    for &card in &state.player(side).hand {
        if is_immediate(state.def(card)) && check_immediate(state, side, to, card, 0).is_ok() {
            out.push(Action::DeployOnSide { card, force: 0 });
        }
    }
    out
}

/// Queues the respond window for `side`, answering `to`.
pub(crate) fn queue(state: &mut State, side: Side, to: Moment) {
    state.pending.push(Step::Respond { side, to });
}

/// Opens the respond window for `side` if it has an answer to `to`; otherwise what follows the
/// moment follows at once.
pub(crate) fn open(state: &mut State, side: Side, to: Moment) {
    if responses(state, side, to).is_empty() {
        close(state, side, to);
    } else {
        state.prompt = Some(Prompt::Respond { chooser: side, to });
    }
}

/// The window is over (answered, or passed): a Force drain's loss follows; the damage segment
/// goes on.
fn close(state: &mut State, side: Side, to: Moment) {
    match to {
        Moment::Drain { location, amount } => {
            crate::rules::swccg::losses::count_drained(state, side, amount);
            // Its answers once the Force is lost (Thank The Maker), queued only when it holds one.
            let after = Moment::DrainLost { location };
            if !responses(state, side, after).is_empty() {
                queue(state, side, after);
            }
            state.prompt = Some(Prompt::LoseForce { chooser: side, amount });
        }
        Moment::NoForfeits | Moment::Attrition => state.pending.push(Step::Damage { side }),
        // A 'react' to a Force drain: the defender's window on the drain follows, then its loss.
        Moment::Reacted { location, drain: Some(amount), .. } => {
            open(state, side.opponent(), Moment::Drain { location, amount })
        }
        _ => {}
    }
}

/// Answers the window: Pass, or the Interrupt (`interrupts::play` carries out its option through
/// [`carry_out`], with the window still open so that the option can be found).
pub(crate) fn answer(state: &mut State, side: Side, to: Moment, action: &Action, events: &mut Vec<Event>) {
    match *action {
        Action::Interrupt { card, target } => {
            state.prompt = Some(Prompt::Respond { chooser: side, to });
            crate::rules::swccg::interrupts::play(state, side, card, target, events);
            if matches!(state.prompt, Some(Prompt::Respond { .. })) {
                state.prompt = None;
                close(state, side, to);
            }
            // The opponent may answer the Interrupt just played (Dark Collaboration).
            queue(state, side.opponent(), Moment::Played { card });
        }
        Action::DeployOnSide { card, .. } => {
            deploy_immediate(state, side, card, events);
            close(state, side, to);
        }
        Action::Stack { card, on } => {
            crate::rules::swccg::stacks::stack(state, card, on, events);
            close(state, side, to);
        }
        // Tactical Re-Call: deployed, it asks for its target.
        Action::Deploy { card, to: dest, force } => {
            state.prompt = None;
            crate::rules::swccg::deploy::deploy(state, side, card, dest, force, events);
            crate::rules::swccg::utinni::offer(state, side, card);
            close(state, side, to);
        }
        _ => close(state, side, to),
    }
}

/// The damage segment: when `side` lost the battle, still owes battle damage and has no cards
/// left it can forfeit, its respond window (once a battle). Whether it opened.
pub(crate) fn offer_at_damage(state: &mut State, side: Side) -> bool {
    let Some(b) = &state.battle else { return false };
    if b.responded[side.idx()]
        || b.winner != Some(side.opponent())
        || b.damage[side.idx()] == 0
        || !forfeitable(state, side).is_empty()
    {
        return false;
    }
    if let Some(b) = &mut state.battle {
        b.responded[side.idx()] = true;
    }
    if responses(state, side, Moment::NoForfeits).is_empty() {
        return false;
    }
    state.prompt = Some(Prompt::Respond { chooser: side, to: Moment::NoForfeits });
    true
}

/// `side`'s battle damage is satisfied: if it lost Force to it, its opponent's respond window.
pub(crate) fn offer_after_loss(state: &mut State, side: Side) {
    let Some(b) = &mut state.battle else { return };
    if b.force_lost[side.idx()] > 0 {
        b.force_lost[side.idx()] = 0;
        open(state, side.opponent(), Moment::LostForce);
    }
}

/// Carries out the response option `ability` of `card`, played by `side` in the open window.
pub(crate) fn carry_out(
    state: &mut State,
    side: Side,
    card: CardId,
    ability: &Ability,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let Some(to) = moment(state, side) else { return };
    state.prompt = None;
    match ability {
        Ability::HaltsJustDeployed { force, battle, who } => {
            use_force(state, side, *force);
            for t in deployed_cards(state, to, who) {
                state.held.push(Held { card: t, battle: *battle, battle_only: false, source: card });
                events.push(Event::Held { card: t, battle: *battle });
            }
        }
        Ability::PreventsBattlingAfterDeploys { characters } => {
            for t in mass_deployed(state, side, to, *characters).unwrap_or_default() {
                state.held.push(Held { card: t, battle: true, battle_only: true, source: card });
                events.push(Event::HeldFromBattle { card: t });
            }
        }
        Ability::CancelsReactedBattle => crate::rules::swccg::battle::end_battle(state, events),
        Ability::MovesToReactLocation { who } => {
            let Moment::Reacted { location, .. } = to else { return };
            if let Some((t, (how, cost))) = target.and_then(|t| Some((t, move_to_react(state, side, to, who, t)?))) {
                crate::rules::swccg::movement::perform(state, side, t, how, Dest::At(location), cost, events);
            }
        }
        Ability::ReturnsJustDeployed { force, who } => {
            use_force(state, side, *force);
            // The rider first: what is aboard the card is lost as it leaves, but not the rider.
            for t in deployed_cards(state, to, who).into_iter().rev() {
                if state.card(t).at.is_none() {
                    continue;
                }
                to_hand(state, t, events);
                // "On opponent's next turn": the turn after the next.
                let title = state.def(t).title.to_string();
                let turn = state.turn.saturating_add(2);
                state.free_deploys.push(FreeDeploy { side: side.opponent(), title, turn });
            }
        }
        Ability::CancelsEffect { .. } => {
            if let Some(t) = target.filter(|&t| state.card(t).at.is_some()) {
                lose_from_table(state, t, events);
            }
        }
        Ability::CancelsInterrupt { .. } => {
            if let Some(t) = target {
                state.held.retain(|h| h.source != t);
                // What it added for the turn (I'm On The Leader's weapon destiny) goes too.
                state.boosts.retain(|b| b.source != t);
                take_back_additions(state, t);
                events.push(Event::InterruptCancelled { card: t });
            }
        }
        Ability::CutsPowerAndAttrition { force, destinies, .. } => {
            cut_power_and_attrition(state, side, card, *force, *destinies, events)
        }
        Ability::CancelsDrain { force } => {
            use_force(state, side, *force);
            if let Moment::Drain { location, .. } = to {
                events.push(Event::DrainCancelled { card, location });
                counter_assault(state, side, card, location, events);
            }
            // The drain is cancelled: no Force is lost to it.
            return;
        }
        Ability::CancelsDamageWithoutForfeits => {
            if let Some(b) = &mut state.battle {
                b.damage[side.idx()] = 0;
            }
            events.push(Event::DamageCancelled { side });
        }
        Ability::SwitchesLoneDestinies { force } => {
            use_force(state, side, *force);
            if let Some(b) = &mut state.battle {
                let [dark, light] = &mut b.destiny;
                if let (Some(d), Some(l)) = (dark.first_mut(), light.first_mut()) {
                    std::mem::swap(&mut d.value, &mut l.value);
                    events.push(Event::DestiniesSwitched { dark: d.value, light: l.value });
                }
            }
        }
        // "Draw destiny. If destiny > target's ability, target is lost" (GEMP `Card1_264`: the
        // target's ability; a failed draw fails).
        Ability::DestinyOverAbilityAfterWin { force, .. } => {
            use_force(state, side, *force);
            if let Some(t) = target {
                let total = text_destiny(state, side, card, 0, events);
                let ability = state.def(t).ability.unwrap_or(0);
                if total.is_some_and(|total| total > ability) && state.card(t).at.is_some() {
                    lose_from_table(state, t, events);
                }
            }
        }
        Ability::LosesWeaponUser { .. } => {
            if let Some((t, w)) = target.and_then(|t| Some((t, weapon_used(state, side, to, ability, t)?))) {
                crate::rules::swccg::lightsabers::strike(state, side, card, t, w, events);
            }
        }
        Ability::DisarmsAfterLoss { .. } => {
            if let Some(t) = target {
                stack_disarming(state, side, card, t, events);
            }
        }
        Ability::DestinyAgainstManeuver { force } => {
            use_force(state, side, *force);
            if let Some(t) = target {
                let total = text_destiny(state, side, card, added_against(state, card, t), events);
                if total.is_some_and(|total| maneuver(state, t).is_some_and(|m| total > m))
                    && state.card(t).at.is_some()
                {
                    lose_from_table(state, t, events);
                }
            }
        }
        Ability::DeploysRelatedSystem | Ability::DeploysSitesOfPlanet { .. } => {
            let cards = locations_found(state, side, to, ability).unwrap_or_default();
            let left = match ability {
                Ability::DeploysSitesOfPlanet { sites, .. } => *sites,
                _ => 1,
            };
            let shown: Vec<CardId> = state.player(side).reserve.iter().rev().copied().collect();
            events.push(Event::Searched { side, card, whose: side, reserve: true });
            let (to_, shuffle) = (PickTo::Location, Some(side));
            state.prompt = Some(Prompt::Pick { chooser: side, card, shown, cards, left, to: to_, shuffle });
            return;
        }
        Ability::RaisesBattleLoss { amount } => {
            state.prompt = Some(Prompt::LoseForce { chooser: side.opponent(), amount: u16::from(*amount) });
            return;
        }
        Ability::RevivesJustForfeited { force, .. } => {
            use_force(state, side, *force);
            if let (Some(t), Moment::Lost { location: Some(l), .. }) = (target, to) {
                revive(state, side, t, l, events);
            }
        }
        Ability::JustLostToUsed { .. } => {
            if let Some(t) = target {
                let player = state.player_mut(state.owner(t));
                if player.lost_pile.contains(&t) {
                    player.lost_pile.retain(|&c| c != t);
                    player.used_pile.push(t);
                    events.push(Event::ToUsedPile { card: t });
                }
            }
        }
        Ability::RetrievesRandomlyAfterDrained { force, .. } => {
            use_force(state, side, *force);
            let value = text_destiny(state, side, card, 0, events).unwrap_or(0);
            crate::rules::swccg::losses::retrieve_randomly(state, side, card, value, events);
        }
        Ability::CancelsHitToUsedPile { .. } => {
            if let Moment::HitToUsedPile { card: t, location } = to {
                crate::rules::swccg::losses::used_to_lost(state, t, location, events);
            }
        }
        Ability::DestinyAtLossSite { .. } => {
            if let (Some(value), Moment::Lost { location: Some(l), .. }) =
                (text_destiny(state, side, card, 0, events), to)
            {
                let hit: Vec<CardId> = Side::BOTH
                    .into_iter()
                    .flat_map(|s| state.cards_at(s, l))
                    .filter(|&c| state.def(c).destiny == Some(value))
                    .collect();
                for c in hit {
                    // A card aboard one lost before it is lost with it.
                    if state.card(c).at.is_some() {
                        lose_from_table(state, c, events);
                    }
                }
            }
        }
        Ability::CancelsAttritionByLosing { .. } => {
            if let Some(t) = target.filter(|&t| state.card(t).at.is_some()) {
                lose_from_table(state, t, events);
            }
            if let Some(b) = &mut state.battle {
                b.attrition[side.idx()] = 0;
            }
        }
        Ability::Retargets { .. } => {
            if let (Some(t), Moment::Targeted { weapon, target: first }) = (target, to) {
                retarget(state, weapon, first, t, events);
            }
        }
        Ability::RelocatesAboardBeforeLoss { .. } => {
            if let (Some(t), Moment::AboutToBeLost { card: ship }) = (target, to) {
                for (c, slot) in characters_aboard(state, ship) {
                    let at = if state.is_location(t) { At::Location(t) } else { At::Aboard { host: t, slot } };
                    state.card_mut(c).at = Some(at);
                    events.push(Event::Relocated { card: c, to: t });
                }
            }
        }
        Ability::LessWeaponDestinyAgainst { amount, .. } => {
            if let Moment::Targeted { weapon, target: t } = to {
                let draws = crate::rules::swccg::weapons::weapon_text(state, weapon).map_or(1, |w| w.destinies);
                lower_shot(state, weapon, t, *amount, draws);
            }
        }
        Ability::AddsManeuverAndPilotToDuel => dogfights::slip(state, to),
        _ => {}
    }
    close(state, side, to);
}

/// It Can Wait: `card` goes from the table to its owner's hand; what is aboard or on it is lost
/// (as when a card leaves the table, [S9]; docs/rules-notes.md).
fn to_hand(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    let host = match state.card(card).at {
        Some(At::Aboard { host, .. }) => Some(host),
        _ => None,
    };
    for inside in state.attached_to(card) {
        if state.card(inside).at.is_some() {
            lose_from_table(state, inside, events);
        }
    }
    crate::rules::swccg::stacks::lose_stacked(state, card, events);
    let owner = state.owner(card);
    state.card_mut(card).leave_table();
    state.player_mut(owner).table.retain(|&c| c != card);
    // A stolen card goes to its own player's hand (`leave_table`).
    let player = state.player_mut(state.owner(card));
    player.hand.push(card);
    state.boosts.retain(|b| b.card != card);
    state.held.retain(|h| h.card != card);
    state.left.retain(|&(c, _)| c != card);
    events.push(Event::ReturnedToHand { card });
    if let Some(host) = host {
        strand_if_empty(state, host);
    }
}

/// The battle at `location` just finished: first the defender, then the initiator, may answer
/// (I've Got A Problem Here).
pub(crate) fn after_battle(state: &mut State, location: CardId, initiator: Side) {
    queue(state, initiator, Moment::BattleFinished { location });
    queue(state, initiator.opponent(), Moment::BattleFinished { location });
}
