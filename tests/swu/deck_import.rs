//! A text list's line naming a title alone that several printed cards share ("Han Solo": a
//! leader and a unit of Jump to Lightspeed) is read by what marks it — the heading it stands
//! under (Leader, Base, Deck), its count, the leader or base another line names, the deck's
//! aspects — and refused, naming every candidate by title and subtitle, when still ambiguous.

use hangar::engine::{Arg, Decks};
use hangar::rules::swu::Swu;
use hangar::words::{say, Lang};

fn import(text: &str) -> hangar::engine::deck::Imported<hangar::rules::swu::Deck> {
    <Swu as Decks>::import(text).unwrap_or_else(|e| panic!("{e:?}\n{text}"))
}

#[test]
fn a_title_alone_is_read_by_the_heading_it_stands_under() {
    let read = import("Leader\n1 Han Solo\nBase\n1 JTL_023\nDeck\n3 Han Solo\n");
    assert_eq!(read.refused, [], "each Han Solo line is marked");
    assert_eq!(read.deck.leader.as_deref(), Some("JTL_017"), "Han Solo, Never Tell Me the Odds leads");
    assert_eq!(read.deck.cards.len(), 1);
    assert_eq!((read.deck.cards[0].card.as_str(), read.deck.cards[0].count), ("JTL_203", 3), "Has His Moments");
}

#[test]
fn a_title_alone_is_read_by_the_slot_another_line_fills_and_by_its_count() {
    // No headings: the leader is named in full, so a Luke Skywalker line is the unit.
    let read = import("Luke Skywalker, Hero of Yavin\nJTL_022\n2 Luke Skywalker\n");
    assert_eq!(read.refused, []);
    assert_eq!(read.deck.leader.as_deref(), Some("JTL_012"));
    assert_eq!(read.deck.cards[0].card, "JTL_094", "You Still With Me?");
    // Three copies cannot be a leader, wherever the leader line stands.
    let read = import("3 Darth Vader\nJTL_006\n");
    assert_eq!(read.refused, []);
    assert_eq!(read.deck.cards[0].card, "JTL_142", "Scourge of Squadrons");
}

#[test]
fn a_title_alone_is_read_by_the_decks_aspects() {
    // Captain Phasma is a leader (Aggression Villainy) and a unit (Command Villainy); unmarked,
    // one copy, no leader named: the one lacking fewer of the base's aspects is meant.
    let read = import("1 Captain Phasma\nJTL_025\n"); // Thermal Oscillator: Aggression
    assert_eq!(read.refused, []);
    assert_eq!(read.deck.leader.as_deref(), Some("JTL_010"), "Chrome Dome");
    let read = import("1 Captain Phasma\nJTL_023\n"); // Theed Palace: Command
    assert_eq!(read.refused, []);
    assert_eq!((read.deck.leader.as_deref(), read.deck.cards[0].card.as_str()), (None, "JTL_088"), "On My Command");
    // Under Deck, Darth Vader is the unit, though the deck is led by him.
    let read = import("Leader\nDarth Vader, Victor Squadron Leader\nBase\nJTL_020\nDeck\nDarth Vader\n");
    assert_eq!(read.refused, []);
    assert_eq!(read.deck.cards[0].card, "JTL_142", "Scourge of Squadrons");
}

#[test]
fn a_title_alone_still_ambiguous_is_refused_naming_every_candidate() {
    // Han Solo's leader and unit are both Cunning Heroism: no heading, one copy, no leader named.
    let read = import("Han Solo\nJTL_023\n3 JTL_251\n");
    assert_eq!(read.refused.len(), 1, "{:?}", read.refused);
    let refused = &read.refused[0];
    assert_eq!((refused.line, refused.text.as_str()), (1, "Han Solo"));
    assert_eq!(refused.reason.key, "deck-import-ambiguous-among");
    let named = refused.reason.args.iter().find(|(k, _)| *k == "cards").map(|(_, a)| a.clone());
    assert_eq!(
        named,
        Some(Arg::List(vec![
            Arg::Card("Han Solo, Never Tell Me the Odds".into()),
            Arg::Card("Han Solo, Has His Moments".into())
        ]))
    );
    let words = say(Lang::En, &refused.reason);
    assert!(
        words.contains("Han Solo, Never Tell Me the Odds") && words.contains("Han Solo, Has His Moments"),
        "{words}"
    );
    assert_eq!(read.deck.cards.len(), 1, "the rest of the deck is kept");
    assert_eq!(read.deck.leader, None, "nothing is guessed");
}
