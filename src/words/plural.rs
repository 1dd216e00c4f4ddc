//! Plural categories (CLDR's names), by which a pattern chooses its variant, and each language's
//! cardinal rule, written from the Unicode CLDR plural rules
//! (<https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html>,
//! `common/supplemental/plurals.xml`). Hangar's numbers are whole, so only CLDR's integer
//! operands matter (`i`, the integer digits; `v = 0`, no visible fraction digits).

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

/// English cardinals (CLDR `en`): one: `i = 1 and v = 0`; other: everything else.
pub fn english(n: i64) -> Plural {
    if n == 1 {
        Plural::One
    } else {
        Plural::Other
    }
}

/// Polish cardinals (CLDR `pl`), for whole numbers:
/// - one: `i = 1 and v = 0` (1 karta);
/// - few: `v = 0 and i % 10 = 2..4 and i % 100 != 12..14` (2, 3, 4, 22, 104 karty);
/// - many: `v = 0 and i != 1 and i % 10 = 0..1`, or `v = 0 and i % 10 = 5..9`, or
///   `v = 0 and i % 100 = 12..14` (0, 5, 11, 12, 21, 112 kart);
/// - other: numbers with a fraction, which Hangar never shows.
///
/// CLDR's operand `i` is the absolute value of the integer part, so a negative number takes the
/// form of its magnitude.
pub fn polish(n: i64) -> Plural {
    let i = n.unsigned_abs();
    let (last, last_two) = (i % 10, i % 100);
    if i == 1 {
        Plural::One
    } else if (2..=4).contains(&last) && !(12..=14).contains(&last_two) {
        Plural::Few
    } else {
        Plural::Many
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_has_one_and_other() {
        assert_eq!(english(1), Plural::One);
        for n in [0, 2, 5, 11, 21, 101] {
            assert_eq!(english(n), Plural::Other, "{n}");
        }
    }

    #[test]
    fn polish_follows_cldr_one_few_many() {
        // CLDR's own samples for `pl`: one 1; few 2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002;
        // many 0, 5~19, 100, 1000, 10000, 100000, 1000000.
        assert_eq!(polish(1), Plural::One);
        for n in [2, 3, 4, 22, 23, 24, 32, 34, 42, 44, 52, 54, 62, 102, 1002] {
            assert_eq!(polish(n), Plural::Few, "{n}");
        }
        for n in [0, 5, 6, 9, 10, 11, 12, 13, 14, 15, 19, 20, 21, 25, 100, 101, 111, 112, 1000, 10000, 1000000] {
            assert_eq!(polish(n), Plural::Many, "{n}");
        }
        assert_eq!(polish(-2), Plural::Few);
        assert_eq!(polish(-5), Plural::Many);
    }
}
