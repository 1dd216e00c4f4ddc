//! Whole numbers as each language writes them, after CLDR's number symbols and grouping
//! (`common/main/<lang>.xml`: `symbols/group`, `minimumGroupingDigits`): English groups thousands
//! with a comma from four digits on (1,234); Polish with a no-break space, and only from five
//! digits on (1234, 12 345).

/// How a language groups the digits of a whole number.
#[derive(Clone, Copy, Debug)]
pub struct Grouping {
    /// The thousands separator.
    pub separator: &'static str,
    /// The fewest digits a number has before it is grouped (CLDR's `minimumGroupingDigits` + 3).
    pub from_digits: usize,
}

pub const ENGLISH: Grouping = Grouping { separator: ",", from_digits: 4 };
pub const POLISH: Grouping = Grouping { separator: "\u{a0}", from_digits: 5 };

/// `n` in digits, grouped by threes as `grouping` says; a minus sign before a negative number.
pub fn format(n: i64, grouping: Grouping) -> String {
    let digits = n.unsigned_abs().to_string();
    let sign = if n < 0 { "-" } else { "" };
    if digits.len() < grouping.from_digits {
        return format!("{sign}{digits}");
    }
    let mut out = String::from(sign);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(grouping.separator);
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_groups_from_four_digits_with_a_comma() {
        assert_eq!(format(999, ENGLISH), "999");
        assert_eq!(format(1234, ENGLISH), "1,234");
        assert_eq!(format(1234567, ENGLISH), "1,234,567");
        assert_eq!(format(-12000, ENGLISH), "-12,000");
    }

    #[test]
    fn polish_groups_from_five_digits_with_a_no_break_space() {
        assert_eq!(format(1234, POLISH), "1234");
        assert_eq!(format(12345, POLISH), "12\u{a0}345");
        assert_eq!(format(1234567, POLISH), "1\u{a0}234\u{a0}567");
        assert_eq!(format(0, POLISH), "0");
    }
}
