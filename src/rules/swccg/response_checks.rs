//! Whether an answer of the respond window (`responses.rs`) may be played now: each word's
//! conditions against the moment it answers (what was just deployed, drained, drawn, won, lost,
//! played or targeted) and the target chosen.

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::battle::{attrition_due, forfeitable};
use crate::rules::swccg::battle_answers::won_with;
use crate::rules::swccg::battle_interrupts::together;
use crate::rules::swccg::dogfights;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::interrupts::{option_force, option_holds};
use crate::rules::swccg::landing::is_planet_site;
use crate::rules::swccg::landing::{is_site, is_system, planet_of};
use crate::rules::swccg::lightsabers::weapon_used;
use crate::rules::swccg::losses::{characters_aboard, takes_aboard};
use crate::rules::swccg::model::def::{Ability, CardType, Kinds, Side};
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Moment, Phase, State};
use crate::rules::swccg::on_cards::may_disarm_after_loss;
use crate::rules::swccg::response_finds::{locations_found, mass_deployed, move_to_react};
use crate::rules::swccg::starship::{is_starfighter, maneuver};
use crate::rules::swccg::weapons::may_retarget;

type Checked = Result<(), Rejected<Reason>>;

/// `target` is the card the opponent just deployed (a starship deployed with its pilot: the
/// starship), of `who`, still on the table.
fn just_deployed(state: &State, side: Side, to: Moment, who: &Kinds, target: CardId) -> bool {
    let Moment::Deployed { card, .. } = to else { return false };
    target == card
        && state.card(target).at.is_some()
        && state.owner(target) == side.opponent()
        && who.holds(state.def(target))
}

/// `card` is lost or forfeited "from battle": it is in the battle under way at its location (not
/// kept out of it), or 'hit' and lost as the battle ends (`battle.rs` `end_battle`).
fn from_battle(state: &State, card: CardId) -> bool {
    match &state.battle {
        Some(b) => state.location_of(card) == Some(b.location) && !b.excluded.contains(&card),
        None => state.card(card).hit,
    }
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
        // "Cancel Sunsdown" as it is deployed (GEMP: also while it is being played); "Destroy
        // (cancel) … Jedi Lightsaber": a weapon of that title, as at the top level.
        Ability::CancelsEffect { title, .. } => holds(match (to, target) {
            (Moment::Deployed { card, .. }, Some(t)) => {
                t == card
                    && state.card(t).at.is_some()
                    && (state.def(t).is(CardType::Effect) || state.def(t).is(CardType::Weapon))
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
        // Collapsing Corridor: "If you just moved an AT-AT to innermost marker, target one
        // underground site on Hoth" (`collapse.rs`).
        Ability::CollapsesUnderground { .. } => {
            return crate::rules::swccg::collapse::check(state, side, to, ability, target)
        }
        // We Have A Prisoner: "Use 1 Force if opponent's character is about to be lost or
        // forfeited from battle."
        Ability::CapturesFromBattle { force: n } => holds(match (to, target) {
            (Moment::AboutToBeLost { card }, None) => {
                side == crate::rules::swccg::captives::CAPTOR
                    && crate::rules::swccg::captives::capturable(state, card)
                    && from_battle(state, card)
            }
            _ => false,
        })
        .and_then(|()| force(*n)),
        // Quite A Mercenary: "If Elis Helrot just completed a transport, use 2 Force."
        Ability::LosesTransport { force: n, named, .. } => holds(target.is_none())
            .and_then(|()| crate::rules::swccg::transports::may_lose_transport(state, side, to, (*n, named))),
        _ => return None,
    };
    Some(ok)
}
