//! The board as the generic view model: locations as shared zones in table order with both
//! sides' cards (each with its controller, what is aboard as attachments by role, Landed and
//! other badges); each seat's piles counted (hidden ones only counted), hands hidden from the
//! other seat; Life Force as status facts; drops resolved or explained; the prompt says what
//! the acting side decides; log lines never name a hidden card.

use crate::support::*;
use hangar::engine::view::Shape;
use hangar::engine::SeatZone;
use hangar::engine::Table;
use hangar::engine::{Arg, Message, Rng, Ruleset, Seat, Target, Viewer};
use hangar::rules::swccg::location_zone;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Event;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::Swccg;
use hangar::rules::swccg::Zone;

#[test]
fn view_locations_are_shared_zones_in_table_order_holding_both_sides_cards() {
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    let tie = s.at(DARK, "TIE Fighter", p.bay94);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.bay94);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    let state = s.build();
    let view = Swccg::view(&state, Viewer::Seat(Some(Seat(0))));
    let names: Vec<String> = view.shared.iter().map(|z| z.card.as_ref().unwrap().title.clone()).collect();
    assert_eq!(
        names,
        [
            "Tatooine",
            "Tatooine: Docking Bay 94",
            "Tatooine: Mos Eisley",
            "Yavin 4",
            "Yavin 4: Docking Bay",
            "Yavin 4: Jungle"
        ]
    );
    let bay = view.shared.iter().find(|z| z.id == location_zone(p.bay94)).unwrap();
    assert!(bay.owner.is_none() && bay.shape == Shape::Location);
    let here: Vec<(String, Option<Seat>)> = bay.cards.iter().map(|c| (c.title.clone(), c.controller)).collect();
    assert_eq!(here, [("TIE Fighter".into(), Some(Seat(0))), ("Millennium Falcon".into(), Some(Seat(1)))]);
    let falcon_view = view.card(falcon).unwrap();
    assert!(falcon_view.badges.contains(&Message::new("swccg-badge-landed")));
    assert_eq!(falcon_view.attachments[0].card.title, "Han Solo");
    assert!(view.card(tie).unwrap().badges.contains(&Message::new("swccg-badge-piloted")));
}

#[test]
fn view_piles_are_counted_hands_hidden_from_the_other_seat_and_life_force_is_a_status_fact() {
    let state = Swccg::new_match(5);
    let dark = Swccg::view(&state, Viewer::Seat(Some(Seat(0))));
    let zone = |view: &hangar::engine::BoardView, side: hangar::rules::swccg::Side, zone: Zone| {
        view.zones().find(|z| z.id == zone.id(side)).cloned().unwrap()
    };
    let own_hand = zone(&dark, DARK, Zone::Hand);
    let their_hand = zone(&dark, LIGHT, Zone::Hand);
    assert_eq!((own_hand.cards.len(), own_hand.hidden), (8, 0));
    assert_eq!((their_hand.cards.len(), their_hand.hidden), (0, 8));
    for pile in [Zone::Reserve, Zone::ForcePile, Zone::UsedPile] {
        let z = zone(&dark, DARK, pile);
        assert!(z.cards.is_empty() && z.shape == Shape::Pile && !z.open, "{pile:?}: face down, counted");
    }
    assert_eq!(zone(&dark, DARK, Zone::Reserve).hidden, 51);
    assert!(zone(&dark, DARK, Zone::LostPile).open);
    let facts: Vec<(String, Message)> =
        dark.status.iter().map(|f| (f.label.key.to_string(), f.value.clone())).collect();
    assert!(facts.contains(&("swccg-status-life-force-dark".into(), Message::new("number").with("n", 51usize))));
    // The Light Side sees only that it waits.
    let light = Swccg::view(&state, Viewer::Seat(Some(Seat(1))));
    assert!(light.actions.is_empty());
    assert_eq!(light.prompt.as_ref().unwrap().key, "prompt-waiting");
    assert_eq!(dark.prompt.as_ref().unwrap().key, "swccg-prompt-activate");
    // Nothing in the Light Side's view shows a card of the Dark Side's hand.
    fn ids(card: &hangar::engine::view::CardView, out: &mut Vec<hangar::engine::CardId>) {
        out.push(card.id);
        card.attachments.iter().for_each(|a| ids(&a.card, out));
    }
    let mut shown = Vec::new();
    for zone in light.zones() {
        zone.card.iter().chain(&zone.cards).for_each(|c| ids(c, &mut shown));
    }
    assert!(!shown.is_empty(), "the Light Side's view shows its own cards");
    assert_eq!(state.player(DARK).hand.len(), 8);
    for &card in &state.player(DARK).hand {
        assert!(!shown.contains(&card), "{card:?} is hidden");
    }
}

#[test]
fn view_a_pilot_dropped_on_a_starship_deploys_aboard_and_the_label_says_as_what() {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.tatooine);
    let pilot = s.hand(DARK, "Imperial Pilot");
    let trooper = s.hand(DARK, "Stormtrooper");
    let state = s.build();
    let pilot_drop = Swccg::drop(&state, pilot, Target::Card(isd)).unwrap();
    assert_eq!(pilot_drop, Action::Deploy { card: pilot, to: Dest::Aboard { host: isd, slot: Slot::Pilot }, force: 2 });
    let trooper_drop = Swccg::drop(&state, trooper, Target::Card(isd)).unwrap();
    assert_eq!(
        trooper_drop,
        Action::Deploy { card: trooper, to: Dest::Aboard { host: isd, slot: Slot::Passenger }, force: 1 }
    );
    let label = Swccg::label(&state, &trooper_drop);
    assert_eq!(label.key, "swccg-label-deploy");
    let to = match label.arg("to") {
        Some(Arg::Say(m)) => m,
        other => panic!("{other:?}"),
    };
    assert_eq!(to.arg("slot"), Some(&Arg::Say(Box::new(Slot::Passenger.say()))));
    // A card dropped on a location deploys there.
    assert_eq!(
        Swccg::drop(&state, trooper, Target::Zone(location_zone(p.mos_eisley))),
        Ok(Action::Deploy { card: trooper, to: Dest::At(p.mos_eisley), force: 1 })
    );
}

#[test]
fn view_a_starfighter_dragged_onto_a_site_lands_and_back_takes_off() {
    let (mut s, p) = board(LIGHT, Phase::Move, 2);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.tatooine);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    let red3 = s.at(LIGHT, "Red 3", p.bay94);
    s.aboard(LIGHT, "Biggs Darklighter", red3, Slot::Pilot);
    let state = s.build();
    let view = Swccg::view(&state, Viewer::Everyone);
    let lands: Vec<Option<Target>> =
        view.actions.iter().filter(|a| a.source == Some(falcon)).map(|a| a.target).collect();
    let zone = |l| Some(Target::Zone(location_zone(l)));
    assert_eq!(lands, [zone(p.bay94), zone(p.mos_eisley), zone(p.yavin)], "two landings, and hyperspeed to Yavin 4");
    let game = hangar::rules::Game::Swccg(state.clone());
    let (landed, _) = game.drop_index(falcon, Target::Card(p.mos_eisley)).and_then(|i| game.apply_index(i)).unwrap();
    let hangar::rules::Game::Swccg(landed) = landed else { panic!("a CCG game") };
    assert!(hangar::rules::swccg::facts::is_landed(&landed, falcon));
    assert_eq!(
        Swccg::drop(&state, red3, Target::Zone(location_zone(p.tatooine))),
        Ok(Action::Move {
            card: red3,
            how: hangar::rules::swccg::Movement::TakeOff,
            to: Dest::At(p.tatooine),
            force: 0
        })
    );
    // An illegal drop explains itself: Red 3 cannot take off to Yavin 4.
    let refusal = hangar::rules::Game::Swccg(state).drop_index(red3, Target::Zone(location_zone(p.yavin))).unwrap_err();
    assert_eq!(refusal.reason.key, "swccg-reason-not-related");
    assert_eq!(refusal.rule, Some(hangar::rules::swccg::SwccgRule::S13.rule()));
}

#[test]
fn view_log_lines_never_name_a_drawn_or_activated_card() {
    let mut state = Swccg::new_match(9);
    let mut rng = Rng::seeded(9);
    let mut checked = 0;
    for _ in 0..400 {
        if Swccg::ending(&state).is_some() {
            break;
        }
        let legal = Swccg::legal_actions(&state);
        let (next, events) = Swccg::apply(&state, &legal[rng.below(legal.len())]).unwrap();
        for event in &events {
            let line = Swccg::log(&next, event).unwrap();
            if matches!(event, Event::Drew { .. } | Event::Activated { .. }) {
                assert!(line.args.iter().all(|(_, a)| !matches!(a, Arg::Card(_))), "{line:?}");
                checked += 1;
            }
        }
        state = next;
    }
    assert!(checked > 10);
}

#[test]
fn view_the_prompt_says_what_the_acting_side_decides_now() {
    let (mut s, p) = board(DARK, Phase::Control, 0);
    s.at(DARK, "Stormtrooper", p.yavin_bay);
    let state = run(s.build(), &["drain Yavin 4: Docking Bay"]);
    let view = Swccg::view(&state, Viewer::Seat(Some(Seat(1))));
    let prompt = view.prompt.unwrap();
    assert_eq!(prompt.key, "swccg-prompt-lose-force");
    assert_eq!(prompt.arg("n"), Some(&Arg::Number(1)));
    assert_eq!(view.actions.len(), 1, "lose from the Reserve Deck: the Light Side has nothing else");
}

#[test]
fn view_an_action_that_uses_force_is_marked_as_costing_and_a_free_one_is_not() {
    // Deploying pays Force from the Force Pile, so the table never takes it on a single click;
    // passing costs nothing.
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    s.hand(DARK, "TIE Fighter");
    s.hand(DARK, "Stormtrooper");
    let state = s.build();
    let view = Swccg::view(&state, Viewer::Seat(Some(Seat(0))));
    let actions = Swccg::legal_actions(&state);
    assert_eq!(view.actions.len(), actions.len());
    for (shown, action) in view.actions.iter().zip(&actions) {
        assert_eq!(shown.costs, action.force().unwrap_or(0) > 0, "{action:?}");
    }
    let marked: Vec<(bool, Option<Target>)> = view.actions.iter().map(|a| (a.costs, a.target)).collect();
    let zone = |l| Some(Target::Zone(location_zone(l)));
    assert_eq!(
        marked,
        [
            // The TIE Fighter's deploys…
            (true, zone(p.tatooine)),
            (true, zone(p.bay94)),
            (true, zone(p.yavin)),
            (true, zone(p.yavin_bay)),
            // … the Stormtrooper's…
            (true, zone(p.bay94)),
            (true, zone(p.mos_eisley)),
            (true, zone(p.yavin_bay)),
            // … and passing, free.
            (false, None),
        ]
    );
}
