//! The board as the generic view model (what the UI draws): the two arenas as shared rows holding
//! both players' units, pilots attached by role; each seat's base and leader, resources, hand,
//! deck and discard pile; hidden cards only counted; the prompt and the actions only for the seat
//! that acts. Drops: a Pilot on a friendly Vehicle plays it with Piloting, on its arena as a unit;
//! a pilot leader on a Vehicle deploys as a Pilot; a ready unit on an enemy unit or base attacks;
//! an illegal drop explains itself with the section it cites.

use crate::support::{find, ONE, TWO};
use hangar::engine::view::Shape;
use hangar::engine::SeatZone;
use hangar::engine::Table;
use hangar::engine::{Message, Rule, Ruleset, Seat, Target, Viewer, ZoneId};
use hangar::rules::swu::arena_zone;
use hangar::rules::swu::Action;
use hangar::rules::swu::Arena;
use hangar::rules::swu::Example;
use hangar::rules::swu::Reason;
use hangar::rules::swu::Role;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::State;
use hangar::rules::swu::Swu;
use hangar::rules::swu::SwuRule;
use hangar::rules::swu::Zone;

/// A table with both arenas busy: seat 0 has an Alliance X-Wing piloted by Hopeful Volunteer with
/// an Experience token, an Escort Skiff, a Clone Pilot in hand; seat 1 a TIE/ln Fighter and a
/// Perimeter AT-RT (Sentinel), an AT-ST.
fn table() -> State {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 5);
    s.hand(ONE, "JTL_108");
    s.hand(ONE, "JTL_093");
    let xwing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_246", xwing);
    s.token_upgrade(ONE, hangar::rules::swu::Token::Experience, xwing);
    s.unit(ONE, "SOR_114");
    let piloted = s.unit(ONE, "JTL_095");
    s.pilot(ONE, "JTL_255", piloted);
    s.resources(TWO, 3);
    s.hand(TWO, "JTL_236");
    s.deck(TWO, "JTL_236");
    s.unit(TWO, "SOR_225");
    s.unit(TWO, "JTL_068");
    s.unit(TWO, "SOR_232");
    let mut state = s.build();
    let r = state.player(TWO).resources[0];
    state.card_mut(r).exhausted = true;
    state
}

#[test]
fn board_the_arenas_are_shared_rows_holding_both_players_units_with_pilots_attached() {
    let state = table();
    let view = Swu::view(&state, Viewer::Everyone);
    assert_eq!(view.shared.len(), 2);
    let space = view.shared.iter().find(|z| z.id == arena_zone(Arena::Space)).unwrap();
    assert_eq!((space.owner, space.shape), (None, Shape::Row));
    let titles: Vec<(&str, Option<Seat>)> = space.cards.iter().map(|c| (c.title.as_str(), c.controller)).collect();
    assert_eq!(
        titles,
        [("Alliance X-Wing", Some(ONE)), ("Phoenix Squadron A-Wing", Some(ONE)), ("TIE/ln Fighter", Some(TWO))]
    );
    let xwing = &space.cards[0];
    let attached: Vec<(Message, &str)> =
        xwing.attachments.iter().map(|a| (a.role.clone(), a.card.title.as_str())).collect();
    assert_eq!(attached, [(Role::Pilot.say(), "Hopeful Volunteer"), (Role::Upgrade.say(), "Experience")]);
    assert!(xwing.badges.contains(&Message::new("swu-badge-piloted")));
    let ground = view.shared.iter().find(|z| z.id == arena_zone(Arena::Ground)).unwrap();
    assert_eq!(ground.cards.len(), 3);
    assert!(view.card(find(&state, "Hopeful Volunteer")).is_some(), "an attached card is drawn, once");
}

#[test]
fn board_each_seat_has_its_identity_resources_hand_deck_and_discard() {
    let state = table();
    let view = Swu::view(&state, Viewer::Everyone);
    for (seat, seat_view) in [ONE, TWO].into_iter().zip(&view.seats) {
        let shapes: Vec<(ZoneId, Shape)> = seat_view.zones.iter().map(|z| (z.id, z.shape)).collect();
        assert_eq!(
            shapes,
            [
                (Zone::Identity.id(seat), Shape::Identity),
                (Zone::Resources.id(seat), Shape::Resources),
                (Zone::Hand.id(seat), Shape::Hand),
                (Zone::Deck.id(seat), Shape::Pile),
                (Zone::Discard.id(seat), Shape::Pile),
            ]
        );
        let identity = &seat_view.zones[0];
        assert_eq!(identity.cards.len(), 2, "the base and the leader");
    }
    let resources = &view.seats[1].zones[1];
    assert_eq!(resources.cards.iter().filter(|c| c.turned).count(), 1, "exhausted resources are turned");
}

#[test]
fn board_hidden_cards_are_only_counted_the_other_hand_every_deck_and_the_other_resources() {
    let state = table();
    let view = Swu::view(&state, Viewer::Seat(Some(ONE)));
    let zone = |seat: usize, n: usize| &view.seats[seat].zones[n];
    assert_eq!((zone(0, 2).cards.len(), zone(0, 2).hidden), (2, 0), "my hand");
    assert_eq!((zone(1, 2).cards.len(), zone(1, 2).hidden), (0, 1), "their hand: counted");
    assert_eq!((zone(1, 1).cards.len(), zone(1, 1).hidden), (0, 3), "their resources: face down");
    assert_eq!((zone(1, 3).cards.len(), zone(1, 3).hidden), (0, 1), "a deck: counted");
    assert_eq!((zone(0, 1).cards.len(), zone(0, 1).hidden), (5, 0), "my resources");
    let json = serde_json::to_string(&view).unwrap();
    assert!(!json.contains("Indoctrinated Conscript"), "nothing in the view names their hidden cards");
    assert!(view
        .status
        .iter()
        .any(|f| f.value == Message::new("swu-resources-ready").with("ready", 2usize).with("n", 3usize)));
    let other = Swu::view(&state, Viewer::Seat(Some(TWO)));
    assert!(other.actions.is_empty() && other.prompt.as_ref().is_some_and(|p| p.key == "prompt-waiting"));
    assert!(!view.actions.is_empty());
}

#[test]
fn board_a_deployed_leader_leaves_the_identity_zone_and_the_base_says_so() {
    let mut s = Scenario::skirmish();
    let xwing = s.unit(ONE, "SOR_237");
    s.deploy_leader_as_pilot(ONE, xwing);
    let state = s.build();
    let view = Swu::view(&state, Viewer::Everyone);
    let identity = &view.seats[0].zones[0];
    assert_eq!(identity.cards.len(), 1);
    assert!(identity.cards[0].badges.contains(&Message::new("swu-badge-leader-deployed")));
    let x = view.card(xwing).unwrap();
    assert!(x.badges.contains(&Message::new("swu-badge-leader-unit")));
    assert_eq!(x.attachments[0].role, Role::Pilot.say());
}

#[test]
fn board_drops_a_pilot_on_a_vehicle_plays_it_with_piloting_on_the_arena_as_a_unit() {
    let state = table();
    let clone = find(&state, "Clone Pilot");
    let skiff = find(&state, "Escort Skiff");
    let action = Swu::drop(&state, clone, Target::Card(skiff)).expect("a legal drop");
    assert!(matches!(action, Action::PlayPilot { card, host, via: None, .. } if card == clone && host == skiff));
    let action = Swu::drop(&state, clone, Target::Zone(arena_zone(Arena::Ground))).expect("a legal drop");
    assert!(matches!(action, Action::PlayUnit { card, via: None, .. } if card == clone));
    let refused = Swu::drop(&state, clone, Target::Zone(arena_zone(Arena::Space))).unwrap_err();
    assert_eq!(
        (refused.reason, refused.rule),
        (Reason::WrongArena { arena: Arena::Ground }, Rule::from(SwuRule::PlayCard))
    );
}

#[test]
fn board_an_illegal_drop_explains_itself_with_its_section() {
    let state = table();
    let clone = find(&state, "Clone Pilot");
    let cases = [
        (clone, "Phoenix Squadron A-Wing", Reason::HostHasPilot { pilots: 1 }, SwuRule::Piloting),
        (clone, "TIE/ln Fighter", Reason::HostNotFriendly, SwuRule::Piloting),
        (
            find(&state, "Alliance X-Wing"),
            "AT-ST",
            Reason::DifferentArena { attacker: Arena::Space, defender: Arena::Ground },
            SwuRule::Attack,
        ),
        (
            find(&state, "Escort Skiff"),
            "AT-ST",
            Reason::SentinelInTheWay { sentinel: "Perimeter AT-RT".into() },
            SwuRule::Sentinel,
        ),
        (
            find(&state, "Escort Skiff"),
            "Shield Generator Complex",
            Reason::SentinelInTheWay { sentinel: "Perimeter AT-RT".into() },
            SwuRule::Sentinel,
        ),
    ];
    for (source, target, reason, rule) in cases {
        let refused = Swu::drop(&state, source, Target::Card(find(&state, target))).unwrap_err();
        assert_eq!((refused.reason, refused.rule), (reason, Rule::from(rule)), "{target}");
    }
    let refused = Swu::drop(&state, clone, Target::Zone(ZoneId(999))).unwrap_err();
    assert_eq!(refused.reason, Reason::OffTheTable);
}

#[test]
fn board_drops_a_unit_on_an_enemy_attacks_a_pilot_leader_on_a_vehicle_deploys() {
    let state = table();
    let xwing = find(&state, "Alliance X-Wing");
    let tie = find(&state, "TIE/ln Fighter");
    let action = Swu::drop(&state, xwing, Target::Card(tie)).expect("an attack");
    assert!(matches!(action, Action::Attack { attacker, defender, .. } if attacker == xwing && defender == tie));
    let wedge = find(&state, "Wedge Antilles");
    let skiff = find(&state, "Escort Skiff");
    let action = Swu::drop(&state, wedge, Target::Card(skiff)).expect("a deploy");
    assert_eq!(action, Action::DeployAsPilot { leader: wedge, host: skiff });
    let refused = Swu::drop(&state, wedge, Target::Card(find(&state, "Phoenix Squadron A-Wing"))).unwrap_err();
    assert_eq!(refused.reason, Reason::HostHasPilot { pilots: 1 });
}

#[test]
fn board_every_action_of_the_view_has_its_words_and_its_source_or_target() {
    let state = Example::ExtraPilot.position();
    let view = Swu::view(&state, Viewer::Everyone);
    let legal = Swu::legal_actions(&state);
    assert_eq!(view.actions.len(), legal.len());
    assert!(!view.actions.is_empty(), "the example offers something");
    for a in &view.actions {
        assert!(a.label.key.starts_with("swu-label-"));
        if !matches!(legal[a.index], Action::Pass | Action::TakeInitiative) {
            assert!(a.source.is_some() || a.target.is_some(), "{:?}", legal[a.index]);
        }
    }
    assert!(view.reference.is_some() && view.prompt.is_some());
}
