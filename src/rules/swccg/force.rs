//! The Force (research §3): Force generation and activation, using Force, Life Force and losing
//! it, destiny draws, Force drains and the Used Pile's return at the end of each turn.

use crate::engine::Common;
use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::battle::participants;
use crate::rules::swccg::bluffs;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::hand_peeks;
use crate::rules::swccg::here::{drain_here, generation_here, plus};
use crate::rules::swccg::landing::planet_of;
use crate::rules::swccg::model::action::Source;
use crate::rules::swccg::model::def::{Ability, Icon, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, BattleStep, Draw, Gain, Outcome, Phase, PickTo, Prompt, State, Step};
use crate::rules::swccg::presence::controls;
use crate::rules::swccg::sections::{card_text, SwccgRule};

type Checked = Result<(), Rejected<Reason>>;

/// Activate: "Generation = the Force icons on your side of every location on table, +1 personal
/// Force", and what cards add ("While Luke is not on Tatooine your total Force generation is
/// +1"; a location's "If you control, Force generation +1 for you here").
pub fn generation(state: &State, side: Side) -> u8 {
    // Imperial Domination: "opponent generates no Force here on opponent's next turn".
    let icons: u32 = state
        .locations
        .iter()
        .filter(|&&l| !crate::rules::swccg::dominion::generates_none(state, side, l))
        // Image Of The Dark Lord: "players activate Force only if they have presence" there.
        .filter(|&&l| !crate::rules::swccg::activation::needs_presence(state, side, l))
        // A 'collapsed' site has no icons (`collapse.rs`).
        .map(|&l| u32::from(crate::rules::swccg::collapse::icons(state, l, side)))
        .sum();
    // "If you control, Force generation +1 for you here."
    let mut total = icons + 1 + u32::from(generation_here(state, side));
    for &card in &state.player(side).table {
        for ability in state.def(card).abilities() {
            if let Ability::ForceGeneration { amount, unless_on } = ability {
                if !on_planet(state, card, unless_on) {
                    total += u32::from(*amount);
                }
            }
        }
    }
    u8::try_from(total).unwrap_or(u8::MAX)
}

/// Whether `card` is at a location of `planet` (the system, or a site related to it).
pub(crate) fn on_planet(state: &State, card: CardId, planet: &str) -> bool {
    state.location_of(card).and_then(|l| planet_of(state, l)) == Some(planet)
}

/// How many cards `side` may activate now: its generation, at most its Reserve Deck.
pub(crate) fn may_activate(state: &State, side: Side) -> u8 {
    generation(state, side).min(u8::try_from(state.player(side).reserve.len()).unwrap_or(u8::MAX))
}

/// Activate `n`: "Move up to that many cards, face down, from the top of Reserve Deck to Force
/// Pile."
pub(crate) fn check_activate(state: &State, side: Side, n: u8) -> Checked {
    let most = may_activate(state, side);
    if n == 0 || most == 0 {
        return Err(Reason::NothingToActivate.by(SwccgRule::Activate));
    }
    if n > most {
        return Err(Reason::ActivateTooMany { most }.by(SwccgRule::Activate));
    }
    Ok(())
}

pub(crate) fn activate(state: &mut State, side: Side, n: u8, events: &mut Vec<Event>) {
    for _ in 0..n {
        let player = state.player_mut(side);
        if let Some(card) = player.reserve.pop() {
            player.force_pile.push(card);
        }
    }
    events.push(Event::Activated { side, n });
}

/// The Force in `side`'s Force Pile, what it may use now.
pub(crate) fn available(state: &State, side: Side) -> u8 {
    let pile = u8::try_from(state.player(side).force_pile.len()).unwrap_or(u8::MAX);
    // Beggar: the opponent's Force used this turn and not spent yet (`opponents_force.rs`).
    let borrowed = if side == state.active { state.borrowed.unspent } else { 0 };
    pile.saturating_add(borrowed)
}

/// An action names the Force it uses: exactly its cost, and no more than the Force Pile holds
/// ("Pay each card's deploy cost by using Force: Force Pile → Used Pile").
pub(crate) fn check_force(state: &State, side: Side, cost: u8, named: u8, rule: SwccgRule) -> Checked {
    if named != cost {
        return Err(Reason::WrongForce { cost, named }.by(rule));
    }
    let available = available(state, side);
    if cost > available {
        return Err(Reason::NotEnoughForce { cost, available }.by(rule));
    }
    Ok(())
}

/// Using Force: the top `n` cards of the Force Pile go to the Used Pile.
pub(crate) fn use_force(state: &mut State, side: Side, n: u8) {
    // Beggar: the opponent's Force used for it first (already in the opponent's Used Pile).
    let borrowed = if side == state.active { n.min(state.borrowed.unspent) } else { 0 };
    state.borrowed.unspent -= borrowed;
    for _ in 0..n - borrowed {
        let player = state.player_mut(side);
        if let Some(card) = player.force_pile.pop() {
            player.used_pile.push(card);
        }
    }
}

/// "Life Force is Reserve Deck + Force Pile + Used Pile."
pub fn life_force(state: &State, side: Side) -> usize {
    state.player(side).life_force()
}

/// "A player loses when Reserve Deck, Force Pile and Used Pile are all empty", checked after
/// every effect (GEMP `checkLifeForceDepleted`). Sets the outcome; true if the game is over.
pub(crate) fn check_life_force(state: &mut State, events: &mut Vec<Event>) -> bool {
    if state.outcome.is_some() {
        return true;
    }
    for side in Side::BOTH {
        if life_force(state, side) == 0 {
            state.outcome = Some(Outcome::Won(side.opponent()));
            state.prompt = None;
            state.pending.clear();
            events.push(Event::Won { side: side.opponent() });
            return true;
        }
    }
    false
}

/// "Losing Force means moving cards face up to the Lost Pile, one at a time, from hand or from
/// the top of Reserve, Force or Used Pile."
pub(crate) fn check_lose(state: &State, side: Side, from: Source) -> Checked {
    let player = state.player(side);
    let ok = match from {
        Source::Hand(card) => player.hand.contains(&card),
        Source::Reserve => !player.reserve.is_empty(),
        Source::ForcePile => !player.force_pile.is_empty(),
        Source::UsedPile => !player.used_pile.is_empty(),
    };
    if ok {
        Ok(())
    } else {
        Err(Reason::PileEmpty.by(SwccgRule::LifeForce))
    }
}

/// Losing all `amount` Force still owed from the top of one pile at once: a pile (not the hand)
/// that holds that many, when more than one is owed.
pub(crate) fn check_lose_all(state: &State, side: Side, from: Source, amount: u16) -> Checked {
    let player = state.player(side);
    let held = match from {
        Source::Hand(_) => return Err(Reason::Common(Common::NotAnAnswer).by(SwccgRule::LifeForce)),
        Source::Reserve => player.reserve.len(),
        Source::ForcePile => player.force_pile.len(),
        Source::UsedPile => player.used_pile.len(),
    };
    if amount < 2 {
        Err(Reason::Common(Common::NotAnAnswer).by(SwccgRule::LifeForce))
    } else if held < usize::from(amount) {
        Err(Reason::PileTooShort.by(SwccgRule::LifeForce))
    } else {
        Ok(())
    }
}

/// Whether `side` has anything at all to lose Force from.
pub(crate) fn can_lose(state: &State, side: Side) -> bool {
    let p = state.player(side);
    !(p.hand.is_empty() && p.reserve.is_empty() && p.force_pile.is_empty() && p.used_pile.is_empty())
}

/// Loses one Force from `from` (checked).
pub(crate) fn lose_one(state: &mut State, side: Side, from: Source, events: &mut Vec<Event>) {
    let player = state.player_mut(side);
    let card = match from {
        Source::Hand(card) => {
            player.hand.retain(|&c| c != card);
            Some(card)
        }
        Source::Reserve => player.reserve.pop(),
        Source::ForcePile => player.force_pile.pop(),
        Source::UsedPile => player.used_pile.pop(),
    };
    if let Some(card) = card {
        player.lost_pile.push(card);
        events.push(Event::LostForce { side, card, from });
    }
}

/// A destiny draw: "the top Reserve card, revealed and then placed on the Used Pile". An empty
/// Reserve Deck draws nothing (destiny 0).
pub(crate) fn draw_destiny(state: &mut State, side: Side, events: &mut Vec<Event>) -> Draw {
    let player = state.player_mut(side);
    match player.reserve.pop() {
        Some(card) => {
            player.used_pile.push(card);
            let value = state.def(card).destiny.unwrap_or(0);
            // Program Trap: "When either player draws a destiny matching …" (`traps.rs`).
            crate::rules::swccg::traps::destiny_drawn(state, value, events);
            Draw { card: Some(card), value }
        }
        None => Draw { card: None, value: 0 },
    }
}

/// "Draw destiny" in a card's text (an Interrupt's, an Effect's) (research §3: "A destiny is the top Reserve card,
/// revealed and then placed on the Used Pile"), with `plus` added to it: the total, or `None`
/// when the Reserve Deck is empty and nothing is drawn (GEMP: the draw fails, and so does what
/// hangs on it).
pub(crate) fn text_destiny(
    state: &mut State,
    side: Side,
    card: CardId,
    plus: u8,
    events: &mut Vec<Event>,
) -> Option<u8> {
    let draw = draw_destiny(state, side, events);
    let total = draw.card.map(|_| draw.value.saturating_add(plus));
    events.push(Event::TextDestiny { side, card, draw, total: total.unwrap_or(0) });
    after_destiny(state, side, draw);
    total
}

/// After `side` draws a destiny of `value`: the step that offers the opponent's answers to it
/// (R2-D2), queued to run once the drawer's own choices about it (a redraw) are made.
pub(crate) fn after_destiny(state: &mut State, side: Side, draw: Draw) {
    if draw.card.is_some() && !destiny_gains(state, side.opponent(), draw.value, draw.card).is_empty() {
        state.pending.push(Step::OpponentDrewDestiny { side, value: draw.value, drawn: draw.card });
    }
}

/// R2-D2: "If at a Scomp link when opponent draws destiny of: 1-3, you may activate one Force;
/// 4-6, you may draw top card from Reserve Deck." The cards of `side` that give `side` a gain for
/// the opponent's destiny `value` now, each with its gain (none when nothing is left to take);
/// Tarkin's cancel of the card `drawn`, while it is the opponent's destiny just drawn.
pub(crate) fn destiny_gains(state: &State, side: Side, value: u8, drawn: Option<CardId>) -> Vec<(CardId, Gain)> {
    let mut out = Vec::new();
    if let Some(card) = drawn.and_then(|d| cancel_source(state, side, d)) {
        out.push((card, Gain::Cancel));
    }
    for &card in &state.player(side).table {
        if !at_scomp_link(state, card) {
            continue;
        }
        for ability in crate::rules::swccg::canceled_text::text_of(state, card) {
            let Ability::ScompLinkDestiny { activate_from, activate_to, draw_from, draw_to } = *ability else {
                continue;
            };
            let reserve = !state.player(side).reserve.is_empty();
            let gain = if (activate_from..=activate_to).contains(&value) && reserve {
                Some(Gain::Activate)
            } else if (draw_from..=draw_to).contains(&value) && reserve {
                Some(Gain::Draw)
            } else {
                None
            };
            out.extend(gain.map(|g| (card, g)));
        }
    }
    out
}

/// [S6] "an icon marking a computer socket": a card is at a Scomp link when its location, or the
/// starship or vehicle it is aboard, has the icon.
pub(crate) fn at_scomp_link(state: &State, card: CardId) -> bool {
    let scomp = |c: CardId| state.def(c).has_icon(Icon::ScompLink);
    match state.card(card).at {
        Some(At::Location(l)) => scomp(l),
        Some(At::Aboard { host, .. }) => scomp(host) || at_scomp_link(state, host),
        _ => false,
    }
}

/// Grand Moff Tarkin: "When with Vader in a battle, once per battle may cancel one opponent's
/// destiny just drawn." The card of `side` that may cancel the opponent's destiny `drawn` now: in
/// the battle with its side's card of the named persona, the battle's cancel not used, and
/// `drawn` the opponent's latest destiny (the top of its Used Pile, still counted: a battle
/// destiny drawn, or a weapon's last draw in the weapons segment).
pub(crate) fn cancel_source(state: &State, side: Side, drawn: CardId) -> Option<CardId> {
    let battle = state.battle.as_ref()?;
    let opponent = side.opponent();
    if battle.cancelled[side.idx()] || state.player(opponent).used_pile.last() != Some(&drawn) {
        return None;
    }
    let counted = if battle.step == BattleStep::Weapons {
        state.pending.iter().any(|s| matches!(s, Step::ResolveShot { .. }))
    } else {
        battle.destiny[opponent.idx()].last().is_some_and(|d| d.card == Some(drawn))
    };
    if !counted {
        return None;
    }
    let ours = participants(state, side);
    ours.iter().copied().find(|&c| {
        state.def(c).abilities().any(|a| match a {
            Ability::CancelOpponentDestiny { with } => ours.iter().any(|&o| o != c && state.def(o).is_named(with)),
            _ => false,
        })
    })
}

/// Cancels the opponent's destiny just drawn (Tarkin, once per battle): a battle destiny no longer
/// counts; a weapon's last draw counts 0.
pub(crate) fn cancel_destiny(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    let opponent = side.opponent();
    let Some(&drawn) = state.player(opponent).used_pile.last() else { return };
    if cancel_source(state, side, drawn) != Some(card) {
        return;
    }
    let Some(battle) = state.battle.as_mut() else { return };
    battle.cancelled[side.idx()] = true;
    if battle.step == BattleStep::Weapons {
        let shot = state.pending.iter_mut().rev().find_map(|s| match s {
            Step::ResolveShot { draw, .. } => Some(draw),
            _ => None,
        });
        if let Some(draw) = shot {
            *draw = 0;
        }
    } else {
        battle.destiny[opponent.idx()].pop();
    }
    events.push(Event::DestinyCancelled { side, card, drawn });
}

/// DS-61-4: "May use 1 Force to take one Lone Pilot into hand from Reserve Deck; reshuffle" (the
/// card's text; GEMP: a top-level action of its player): `card`, `side`'s on the table, names a
/// card its Reserve Deck holds, and `side` has the Force. The title it takes and the Force.
pub(crate) fn check_take(state: &State, side: Side, card: CardId) -> Result<(&'static str, u8), Rejected<Reason>> {
    if state.card(card).at.is_none() {
        return Err(Reason::NotOnTable.by(SwccgRule::Deploy));
    }
    if state.owner(card) != side {
        return Err(Reason::NotYourCard.by(SwccgRule::Deploy));
    }
    let def = state.def(card);
    let Some((title, force)) = def.abilities().find_map(|a| match a {
        Ability::TakesIntoHand { force, title } => Some((title, *force)),
        _ => None,
    }) else {
        return Err(Rejected::new(Reason::NotInReserve { title: def.title.to_string() }, card_text(&def.title)));
    };
    let title: &'static str = title;
    if !state.player(side).reserve.iter().any(|&c| state.def(c).title == title) {
        return Err(Rejected::new(Reason::NotInReserve { title: title.to_string() }, card_text(&def.title)));
    }
    check_force(state, side, force, force, SwccgRule::Deploy)?;
    Ok((title, force))
}

/// Takes the card `card`'s text names from `side`'s Reserve Deck into hand, for its Force, and
/// reshuffles the Reserve Deck.
pub(crate) fn take_into_hand(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    let Ok((title, force)) = check_take(state, side, card) else { return };
    use_force(state, side, force);
    let Some(at) = state.player(side).reserve.iter().rposition(|&c| state.def(c).title == title) else { return };
    let mut reserve = std::mem::take(&mut state.player_mut(side).reserve);
    let taken = reserve.remove(at);
    state.rng.shuffle(&mut reserve);
    let player = state.player_mut(side);
    player.reserve = reserve;
    player.hand.push(taken);
    events.push(Event::TookIntoHand { side, card, taken });
}

/// R2-Q2: "When at a Scomp link during your draw phase, may use 1 Force to peek at top three cards
/// of your Reserve Deck" (the card's text; GEMP: once during the phase); Electrobinoculars: "At
/// any time, you may peek at the top card of your Reserve Deck by using 2 Force" (the card's text;
/// GEMP `Card1_035`: a top-level action, once a turn as any device is used, while on a warrior).
/// The cards it shows, the Force, and whether the card shown may go to the Force Pile.
pub(crate) fn check_peek(state: &State, side: Side, card: CardId) -> Result<(u8, u8, bool), Rejected<Reason>> {
    let def = state.def(card);
    // Probe Antennae: a random card of the opponent's hand (`hand_peeks.rs`).
    if def.abilities().any(|a| matches!(a, Ability::PeeksAtRandomInHand)) {
        return hand_peeks::check_hand_peek(state, side, card).map(|()| (0, 1, false));
    }
    let device = def.abilities().find_map(|a| match a {
        Ability::PeeksToForcePile { force } => Some(*force),
        _ => None,
    });
    if device.is_none() && state.phase != Phase::Draw {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Draw }).by(SwccgRule::Draw));
    }
    if state.card(card).at.is_none() {
        return Err(Reason::NotOnTable.by(SwccgRule::Draw));
    }
    if state.owner(card) != side {
        return Err(Reason::NotYourCard.by(SwccgRule::Draw));
    }
    let word = crate::rules::swccg::canceled_text::text_of(state, card).find_map(|a| match a {
        Ability::PeeksAtReserve { force, cards } => Some((*force, *cards, false)),
        Ability::PeeksToForcePile { force } => Some((*force, 1, true)),
        _ => None,
    });
    let refused = || Rejected::new(Reason::NoPeek { title: def.title.to_string() }, card_text(&def.title));
    let Some((force, cards, to_pile)) = word else { return Err(refused()) };
    let placed = if to_pile { on_its_carrier(state, card) } else { at_scomp_link(state, card) };
    if !placed || state.used_this_turn.contains(&card) || state.player(side).reserve.is_empty() {
        return Err(refused());
    }
    check_force(state, side, force, force, SwccgRule::Draw)?;
    Ok((force, cards, to_pile))
}

/// A device is used while on a card it may be on (Electrobinoculars: "deploy on any warrior";
/// GEMP `getGameTextValidToUseDeviceFilter`).
fn on_its_carrier(state: &State, device: CardId) -> bool {
    match state.card(device).at {
        Some(At::On(host)) => {
            state.card(host).at.is_some() && crate::rules::swccg::devices::may_be_on(state, device, host)
        }
        _ => false,
    }
}

/// Peeks at the top of the Reserve Deck for `card`'s Force: the cards are shown to `side` alone
/// (the prompt goes only to the side that acts) until it passes; a card the text lets go to the
/// Force Pile is offered as a pick ([`PickTo::ForcePile`]).
pub(crate) fn peek(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    if state.def(card).abilities().any(|a| matches!(a, Ability::PeeksAtRandomInHand)) {
        return hand_peeks::hand_peek(state, side, card, events);
    }
    let Ok((force, n, to_pile)) = check_peek(state, side, card) else { return };
    use_force(state, side, force);
    state.used_this_turn.push(card);
    let cards: Vec<CardId> = state.player(side).reserve.iter().rev().take(usize::from(n)).copied().collect();
    events.push(Event::Peeked { side, card, hand: false });
    state.prompt = Some(if to_pile {
        let (shown, to, shuffle) = (cards.clone(), PickTo::ForcePile, None);
        Prompt::Pick { chooser: side, card, shown, cards, left: 1, to, shuffle }
    } else {
        Prompt::Peek { chooser: side, card, cards, hand: false, under: None }
    });
}

/// Conquest: "Just after initiating battle against Falcon, may peek at opponent's hand" (the
/// card's text): when `side` has just initiated the battle, one of its cards in it with the word,
/// and the opponent's card of that name in it, the opponent's hand is shown to `side`.
pub(crate) fn peek_at_hand(state: &mut State, side: Side, events: &mut Vec<Event>) {
    let theirs = participants(state, side.opponent());
    let card = participants(state, side).into_iter().find(|&c| {
        state.def(c).abilities().any(|a| match a {
            Ability::PeeksAtHandAgainst { against } => theirs.iter().any(|&t| state.def(t).is_named(against)),
            _ => false,
        })
    });
    let cards = state.player(side.opponent()).hand.clone();
    if let (Some(card), false) = (card, cards.is_empty()) {
        events.push(Event::Peeked { side, card, hand: true });
        state.prompt = Some(Prompt::Peek { chooser: side, card, cards, hand: true, under: None });
    }
}

/// Offers the first gain the opponent of `side` may take for the destiny `value` `side` drew.
pub(crate) fn offer_destiny_gain(state: &mut State, side: Side, value: u8, drawn: Option<CardId>) {
    let chooser = side.opponent();
    if let Some(&(card, gain)) = destiny_gains(state, chooser, value, drawn).first() {
        state.prompt = Some(Prompt::DestinyGain { chooser, card, value, gain });
    }
}

/// Takes a destiny gain: one Force activated, or the top card of the Reserve Deck drawn.
pub(crate) fn take_destiny_gain(state: &mut State, side: Side, gain: Gain, events: &mut Vec<Event>) {
    match gain {
        Gain::Activate => activate(state, side, 1, events),
        // Cancelling is its own answer (`cancel_destiny`).
        Gain::Cancel => {}
        Gain::Draw => {
            let player = state.player_mut(side);
            if let Some(card) = player.reserve.pop() {
                player.hand.push(card);
                events.push(Event::DrewFromReserve { side });
            }
        }
    }
}

/// The Force drain at `location` for `side`: "The opponent loses Force equal to their icons
/// there, plus modifiers" (GEMP counts the opponent's Force icons), with "If you control, Force
/// drain +1 here" (or -1, `here.rs`) on the half of the location that faces `side`.
pub fn drain_amount(state: &State, side: Side, location: CardId) -> u8 {
    let icons = crate::rules::swccg::collapse::icons(state, location, side.opponent());
    // 'Bluff Rules': +1 for each bluff card under the site (the Dark Side's drain, `bluffs.rs`).
    let drain = plus(icons, drain_here(state, side, location) + bluffs::drain_plus(state, side, location));
    // "Add 1 to Force drain": to a drain there is (never one of its own).
    if drain > 0 {
        // Echo Base Operations: "At every system location, … your Force drains are +2".
        let systems = crate::rules::swccg::operations::drain_plus(state, side, location);
        drain.saturating_add(weapons_drain_plus(state, side, location)).saturating_add(systems)
    } else {
        0
    }
}

/// "May add 1 to Force drain where present" (the lightsabers; Lightsaber Proficiency's "or may add
/// 1 to Force drain where present"): what `side`'s weapons and Effects on its characters present
/// at `location` add to a drain there.
fn weapons_drain_plus(state: &State, side: Side, location: CardId) -> u8 {
    state
        .player(side)
        .table
        .iter()
        .filter_map(|&w| match state.card(w).at {
            Some(At::On(host)) if is_present(state, host) && state.location_of(host) == Some(location) => {
                Some(state.def(w).abilities().fold(0u8, |sum, a| match a {
                    Ability::Weapon { drain_plus, .. } | Ability::DeviceAdds { drain_plus, .. } => {
                        sum.saturating_add(*drain_plus)
                    }
                    _ => sum,
                }))
            }
            _ => None,
        })
        .fold(0, u8::saturating_add)
}

/// Control phase: "You may Force drain once at each location you control." A drain that would
/// cost the opponent nothing is not offered.
pub(crate) fn check_drain(state: &State, side: Side, location: CardId) -> Checked {
    if state.phase != Phase::Control {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Control }).by(SwccgRule::Control));
    }
    if !state.is_location(location) {
        return Err(Reason::NotALocationTarget.by(SwccgRule::Control));
    }
    if state.drained.contains(&location) {
        return Err(Reason::AlreadyDrained.by(SwccgRule::Control));
    }
    if !controls(state, side, location) {
        return Err(Reason::NotControlled.by(SwccgRule::Control));
    }
    // Responsibility Of Command: "Opponent may not initiate … a Force drain at same location as
    // target".
    crate::rules::swccg::utinni::check_battle_or_drain(state, side, location)?;
    // Undercover's ruling: "The Undercover character prevents the opponent from Force draining
    // at same site."
    if crate::rules::swccg::undercover::spies_at(state, side.opponent(), location).next().is_some() {
        return Err(Rejected::new(Reason::Undercover, card_text("Undercover")));
    }
    if drain_amount(state, side, location) == 0 {
        return Err(Reason::NothingToDrain.by(SwccgRule::Control));
    }
    Ok(())
}

/// Draw phase: "Draw any number of cards from Force Pile to hand, one at a time."
pub(crate) fn check_draw(state: &State, side: Side) -> Checked {
    if state.phase != Phase::Draw {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Draw }).by(SwccgRule::Draw));
    }
    if state.player(side).force_pile.is_empty() {
        return Err(Reason::ForcePileEmpty.by(SwccgRule::Draw));
    }
    Ok(())
}

pub(crate) fn draw(state: &mut State, side: Side, events: &mut Vec<Event>) {
    let player = state.player_mut(side);
    if let Some(card) = player.force_pile.pop() {
        player.hand.push(card);
        events.push(Event::Drew { side });
    }
}

/// End of turn: "Both players put their Used Pile under their Reserve Deck."
pub(crate) fn recycle(state: &mut State, events: &mut Vec<Event>) {
    for side in Side::BOTH {
        let player = state.player_mut(side);
        if player.used_pile.is_empty() {
            continue;
        }
        let n = player.used_pile.len();
        let mut reserve = std::mem::take(&mut player.used_pile);
        reserve.append(&mut player.reserve);
        player.reserve = reserve;
        events.push(Event::Recycled { side, n: u8::try_from(n).unwrap_or(u8::MAX) });
    }
}
