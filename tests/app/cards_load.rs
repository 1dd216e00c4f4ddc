//! The compiled-in catalog holds the printed facts, and (with the `catalog-json` feature) every
//! card data file parses and validates, and broken data is refused with a clear error.

use hangar::cards::lcg::catalog;
#[cfg(feature = "catalog-json")]
use hangar::cards::lcg::json::{files, parse, CatalogError};

#[cfg(feature = "catalog-json")]
#[test]
fn embedded_lcg_data_loads_and_validates() {
    let catalog = parse(files()).expect("embedded data is valid");
    assert!(catalog.len() >= 8);
    assert!(catalog.by_key("0714").is_some(), "Baron Fel is in the catalog");
}

#[test]
fn baron_fel_has_the_printed_facts_of_the_research_notes() {
    let cat = catalog();
    let fel = cat.get(cat.by_key("0714").unwrap());
    assert_eq!((fel.cost, fel.force, fel.damage_capacity), (4, 3, 3));
    let pilot = fel.pilot.as_ref().expect("Pilot (2)");
    assert_eq!(pilot.cost, 2);
    assert!(fel.unique && fel.has_trait("Pilot"));
}

#[cfg(feature = "catalog-json")]
#[test]
fn a_duplicate_card_number_is_refused() {
    let file = r#"{"deck":"x","cards":[
        {"number":"1","name":"A","type":"Objective","side":"Dark","affiliation":"Sith","set":1,"damage_capacity":5},
        {"number":"1","name":"B","type":"Objective","side":"Dark","affiliation":"Sith","set":1,"damage_capacity":5}]}"#;
    assert_eq!(parse(&[("x.json", file)]).unwrap_err(), CatalogError::DuplicateNumber("1".to_string()));
}

#[cfg(feature = "catalog-json")]
#[test]
fn a_pilot_keyword_on_a_non_unit_is_refused() {
    let file = r#"{"deck":"x","cards":[
        {"number":"9","name":"Odd","type":"Event","side":"Dark","affiliation":"Sith","set":1,
         "traits":["Pilot"],"pilot":{"cost":1}}]}"#;
    let err = parse(&[("x.json", file)]).unwrap_err();
    assert!(matches!(err, CatalogError::Invalid { ref number, .. } if number == "9"), "{err}");
}

#[cfg(feature = "catalog-json")]
#[test]
fn malformed_json_names_the_file() {
    let err = parse(&[("broken.json", "{ not json")]).unwrap_err();
    assert!(err.to_string().starts_with("broken.json:"), "{err}");
}
