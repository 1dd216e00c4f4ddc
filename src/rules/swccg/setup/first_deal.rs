//! The deal of schema 1, the builds before issue #32: two 40-card decks, each player starting
//! with a system and its docking bay (research §3 "Setup", reduced; shared/data/swccg/decks.md).
//! Kept only so that a save of a new match written then deals its first position again and
//! replays its history ([`crate::engine::Ruleset::new_match_of_schema`]); no new match deals it.

use crate::cards::swccg::{catalog, DefId};
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::setup::new_match::deal;

/// GEMP ids and copies, in the order those builds added them: the starting system and docking
/// bay first. "Black Squadron over Tatooine".
const DARK: [(&str, usize); 21] = [
    ("1_289", 1),
    ("1_291", 1),
    ("1_295", 1),
    ("1_168", 1),
    ("1_173", 1),
    ("1_167", 1),
    ("2_85", 1),
    ("1_180", 4),
    ("1_194", 8),
    ("1_304", 6),
    ("1_303", 2),
    ("1_299", 1),
    ("1_306", 1),
    ("1_301", 1),
    ("1_302", 1),
    ("8_171", 2),
    ("8_172", 1),
    ("1_241", 2),
    ("1_257", 1),
    ("1_209", 2),
    ("8_178", 1),
];

/// "Rogue Flight from Yavin".
const LIGHT: [(&str, usize); 21] = [
    ("1_135", 1),
    ("1_136", 1),
    ("1_137", 1),
    ("1_19", 1),
    ("1_11", 1),
    ("2_3", 1),
    ("1_3", 1),
    ("2_23", 1),
    ("1_27", 5),
    ("1_28", 8),
    ("1_146", 6),
    ("2_71", 1),
    ("1_145", 1),
    ("2_70", 1),
    ("1_143", 1),
    ("1_149", 1),
    ("3_69", 2),
    ("1_70", 2),
    ("1_81", 1),
    ("1_49", 2),
    ("3_80", 1),
];

/// A new match as schema 1 dealt it, by `seed`.
pub(crate) fn new_match(seed: u64) -> State {
    deal(
        seed,
        [&DARK[..], &LIGHT[..]].map(|list| {
            let mut defs: Vec<DefId> = list
                .iter()
                .filter_map(|&(id, copies)| catalog().by_key(id).map(|def| std::iter::repeat_n(def, copies)))
                .flatten()
                .collect();
            let rest = defs.split_off(2.min(defs.len()));
            (defs, rest)
        }),
    )
}
