//! Each game's `data.rs`, the catalog compiled into the page, is the one its JSON files make:
//! without the `catalog-json` feature, by the digest of each file it records; with it, to the
//! letter (and with `UPDATE_CARDS=1`, the test writes the files again instead of failing).

#[cfg(feature = "catalog-json")]
use hangar::cards::{lcg, swccg, swu};
use std::path::Path;

/// The generated files.
const DATA_FILES: [&str; 3] = ["src/cards/lcg/data.rs", "src/cards/swu/data.rs", "src/cards/swccg/data.rs"];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The JSON files a generated file says it was made from, with their digests then.
fn sources(data: &str) -> Vec<(String, String)> {
    data.lines()
        .filter_map(|line| line.strip_prefix("//! from `"))
        .map(|rest| {
            let (path, digest) = rest.split_once("`, digest ").expect("a source line names a file and its digest");
            (path.to_string(), digest.to_string())
        })
        .collect()
}

#[test]
fn each_data_file_was_made_from_the_json_files_as_they_are() {
    for data in DATA_FILES {
        let sources = sources(&read(data));
        assert!(!sources.is_empty(), "{data} names the JSON files it was made from");
        for (json, digest) in sources {
            assert_eq!(
                hangar::cards::digest(&read(&json)),
                digest,
                "{json} changed after {data} was made from it: run `{}`",
                hangar::cards::REGENERATE
            );
        }
    }
}

#[cfg(feature = "catalog-json")]
#[test]
fn each_data_file_is_what_its_json_files_make() {
    let update = std::env::var_os("UPDATE_CARDS").is_some_and(|v| v == "1");
    let made = [lcg::json::data_file(), swu::json::data_file(), swccg::json::data_file()];
    assert_eq!(made.each_ref().map(|(path, _)| *path), DATA_FILES);
    for (path, text) in made {
        if read(path) == text {
            continue;
        }
        if update {
            std::fs::write(root().join(path), text).unwrap_or_else(|e| panic!("{path}: {e}"));
        } else {
            panic!("{path} is not what its JSON files make: run `{}`", hangar::cards::REGENERATE);
        }
    }
}

#[cfg(feature = "catalog-json")]
#[test]
fn each_compiled_catalog_holds_what_its_json_files_hold() {
    let (read, sets) = lcg::json::parse_with_sets(lcg::json::files(), lcg::json::sets_file()).expect("valid LCG data");
    assert_eq!(lcg::catalog().iter().collect::<Vec<_>>(), read.iter().collect::<Vec<_>>());
    assert_eq!(lcg::objective_sets(), &sets[..]);
    let (cards, abilities) = swu::json::files();
    let read = swu::json::parse(cards, abilities).expect("valid SWU data");
    assert_eq!(swu::catalog().iter().collect::<Vec<_>>(), read.iter().collect::<Vec<_>>());
    let read = swccg::json::parse(swccg::json::file()).expect("valid SWCCG data");
    assert_eq!(swccg::catalog().iter().collect::<Vec<_>>(), read.iter().collect::<Vec<_>>());
}
