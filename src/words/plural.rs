//! Plural categories (CLDR's names), by which a pattern chooses its variant.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    One,
    Few,
    Many,
    Other,
}

impl Plural {
    pub fn name(self) -> &'static str {
        match self {
            Plural::One => "one",
            Plural::Few => "few",
            Plural::Many => "many",
            Plural::Other => "other",
        }
    }
}

/// English cardinals: "one" for 1, "other" for everything else.
pub fn english(n: i64) -> Plural {
    if n == 1 {
        Plural::One
    } else {
        Plural::Other
    }
}
