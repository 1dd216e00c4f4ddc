//! Capacity lives only in game text ([S10]): the capacity encoded for each starship and vehicle
//! is what its printed "May add …" sentence says, read here by a small parser of those sentences.

use hangar::cards::swccg::catalog;
use hangar::rules::swccg::Capacity;

/// Reads "May add 6 pilots, 8 passengers, 2 vehicles and 4 TIEs." (and "1 pilot or passenger",
/// "1 driver", a creature's "May add 1 'rider' (passenger)" or "May carry 2 passengers", and the
/// TIE Scout's choice "1 pilot and 1 passenger, or 2 passengers": a passenger and one either)
/// into a capacity; `None` when the text has no such sentence.
fn parse(text: &str) -> Option<Capacity> {
    if text.contains("May add 1 pilot and 1 passenger, or 2 passengers.") {
        return Some(Capacity { passengers: 1, pilots_or_passengers: 1, ..Capacity::default() });
    }
    let text = text.replace("May carry ", "May add ").replace("'riders' (passengers)", "passengers");
    let text = text.replace("'rider' (passenger)", "passenger");
    let start = text.find("May add ")? + "May add ".len();
    let sentence = &text[start..start + text[start..].find('.')?];
    let mut cap = Capacity::default();
    for part in sentence.replace(", and ", ", ").replace(" and ", ", ").split(", ") {
        let (n, what) = part.split_once(' ')?;
        let n: u8 = n.parse().ok()?;
        let slot = match what.trim_end_matches('s') {
            "pilot" => &mut cap.pilots,
            "passenger" => &mut cap.passengers,
            "pilot or passenger" | "pilots or passenger" => &mut cap.pilots_or_passengers,
            "driver" => &mut cap.drivers,
            "astromech" => &mut cap.astromechs,
            "vehicle" => &mut cap.vehicles,
            "TIE" => &mut cap.ties,
            "starfighter" => &mut cap.starfighters,
            _ => return None,
        };
        *slot += n;
    }
    Some(cap)
}

#[test]
fn s10_each_starships_and_vehicles_capacity_is_what_its_game_text_says() {
    let mut checked = 0;
    for (_, def) in catalog().iter() {
        if !matches!(def.card_type, hangar::rules::swccg::CardType::Starship | hangar::rules::swccg::CardType::Vehicle)
        {
            continue;
        }
        let printed = parse(&def.text).unwrap_or_default();
        assert_eq!(def.capacity, printed, "{}: {:?}", def.title, def.text);
        checked += 1;
    }
    assert_eq!(checked, 15 + 38, "every starship and vehicle of the data (the decks' 15, the pool's other 38)");
}

#[test]
fn s10_the_parser_reads_the_sentences_the_cards_print() {
    let cap = parse("May add 6 pilots, 8 passengers, 2 vehicles and 4 TIEs. Has ship-docking capability.").unwrap();
    assert_eq!((cap.pilots, cap.passengers, cap.vehicles, cap.ties), (6, 8, 2, 4));
    assert_eq!(parse("May add 1 pilot or passenger. May move as a 'react'.").unwrap().pilots_or_passengers, 1);
    assert_eq!(parse("May add 2 pilots or passengers.").unwrap().pilots_or_passengers, 2);
    assert_eq!(parse("Permanent pilot aboard provides ability of 1."), None);
}
