//! "Use a 'When Defeated' ability again" (base game "Abilities", shared/research/swu.md §5: a
//! triggered ability resolves whole before the abilities it triggers): Grand Admiral Thrawn's
//! "When you use a 'When Defeated' ability: You may [exhaust this leader. If you do,] use that
//! ability again" and Shadow Caster's "When a friendly unit is defeated: You may use all of its
//! 'When Defeated' abilities again" ([`Ability::UseWhenDefeatedAgain`]). Every use of a "When
//! Defeated" ability — a unit's as it is defeated, one Chimaera uses, one used again — is
//! followed by a [`Step::Again`] that offers the abilities waiting for it ([`Prompt::Again`]).

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::forms::{abilities_on, form};
use crate::rules::swu::model::ability::{Ability, Again, Effect, Form};
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{schedule, Prompt, State, Step};

/// The steps of `controller` using the "When Defeated" ability `effect` of `source`: it resolves,
/// then what waits for its use is offered ("When you use a 'When Defeated' ability").
pub(crate) fn use_when_defeated(source: CardId, effect: Effect, controller: Seat) -> [Step; 2] {
    let uses = vec![(source, effect.clone())];
    [Step::Resolve { source, effect, subject: None, controller }, Step::Again { controller, uses, when: Again::YouUse }]
}

/// A [`Step::Again`]: the first ability of `controller`'s that waits for `when` and can be used
/// now is offered, to use `uses` again.
pub(crate) fn offer(state: &mut State, controller: Seat, uses: Vec<(CardId, Effect)>, when: Again) {
    if uses.is_empty() {
        return;
    }
    if let Some((by, exhaust, once)) = waiting(state, controller, when) {
        state.prompt = Some(Prompt::Again { chooser: controller, by, uses, exhaust, once });
    }
}

/// The card whose "use … again" ability waits for `when` for `controller` and can be used now —
/// the leader on its leader side (ready, if its cost exhausts it), else a unit of theirs (its own
/// ability or one an upgrade gives it; not used this round, if once each round) — with whether
/// it exhausts and whether it is once each round.
fn waiting(state: &State, controller: Seat, when: Again) -> Option<(CardId, bool, bool)> {
    let usable = |card: CardId, ability: &Ability| match *ability {
        Ability::UseWhenDefeatedAgain { when: w, exhaust, once_per_round } if w == when => {
            let spent =
                (exhaust && state.card(card).exhausted) || (once_per_round && state.used_this_round.contains(&card));
            (!spent).then_some((card, exhaust, once_per_round))
        }
        _ => None,
    };
    let leader = state.player(controller).leader;
    if form(state, leader) == Some(Form::Leader) {
        if let Some(found) = state.def(leader).abilities(Form::Leader).iter().find_map(|a| usable(leader, a)) {
            return Some(found);
        }
    }
    state.units_of(controller).find_map(|unit| abilities_on(state, unit).find_map(|(from, a)| usable(from, a)))
}

/// `Action::Accept` of a [`Prompt::Again`]: its cost paid (`by` exhausted, or marked used this
/// round), then each of `uses` used again, in order, each as a use of its own.
pub(crate) fn accept(state: &mut State, prompt: Prompt, events: &mut Vec<Event>) {
    let Prompt::Again { chooser, by, uses, exhaust, once } = prompt else { return };
    if exhaust {
        state.card_mut(by).exhausted = true;
    }
    if once && !state.used_this_round.contains(&by) {
        state.used_this_round.push(by);
    }
    events.push(Event::UsedAbility { card: by });
    let steps: Vec<Step> =
        uses.into_iter().flat_map(|(source, effect)| use_when_defeated(source, effect, chooser)).collect();
    schedule(state, steps);
}
