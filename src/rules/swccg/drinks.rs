//! Drinks (Juri Juice, set 1): an Effect deployed on an alien while certain sites are on the
//! table, keeping the alien's ability out of its battles, and canceled once the alien is at one
//! of those sites on its own (not driving a vehicle).

use crate::engine::{CardId, Table};
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::def::{Ability, CardDef, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::vehicles::lose_from_table;

/// Whether a location of one of `titles` is on the table.
fn on_table(state: &State, titles: &[std::borrow::Cow<'static, str>]) -> bool {
    state.locations.iter().any(|&l| titles.iter().any(|t| state.def(l).title == *t))
}

/// "Deploy on any alien if Cantina, Mos Eisley … on table" (GEMP `Card1_220`
/// `checkGameTextDeployRequirements`): whether `def`'s condition to deploy holds (true without
/// one).
pub(crate) fn may_deploy(state: &State, def: &CardDef) -> bool {
    def.abilities().all(|a| match a {
        Ability::DeploysIfOnTable { titles } => on_table(state, titles),
        _ => true,
    })
}

/// "That alien may not use ability in battles" (GEMP `MayNotApplyAbilityForBattleDestinyModifier`;
/// the ruling: only toward drawing battle destiny): whether an Effect on `card` keeps its ability
/// out of battle destiny.
pub(crate) fn no_ability_in_battles(state: &State, card: CardId) -> bool {
    Side::BOTH.iter().flat_map(|&s| state.player(s).table.iter()).any(|&e| {
        state.card(e).at == Some(At::On(card))
            && state.def(e).abilities().any(|a| matches!(a, Ability::HostNoAbilityInBattles))
    })
}

/// "Utinni Effect canceled by moving that alien to one of those sites without 'driving' a
/// vehicle" (GEMP: checked after every change to the table, unless the alien drove a vehicle):
/// each Effect so worded whose card is on its own at a site of one of its titles is lost.
pub(crate) fn settle(state: &mut State, events: &mut Vec<Event>) {
    let view: &State = state;
    let canceled: Vec<CardId> = Side::BOTH
        .iter()
        .flat_map(|&s| view.player(s).table.iter().copied())
        .filter(|&e| {
            let Some(At::On(host)) = view.card(e).at else { return false };
            let Some(At::Location(site)) = view.card(host).at else { return false };
            is_site(view, site)
                && view.def(e).abilities().any(|a| match a {
                    Ability::CanceledWhenHostAt { titles } => titles.iter().any(|t| view.def(site).title == *t),
                    _ => false,
                })
        })
        .collect();
    for card in canceled {
        lose_from_table(state, card, events);
    }
}
