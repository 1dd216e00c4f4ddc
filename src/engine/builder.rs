//! What every game's deck builder does the same way, written once: a list of cards with their
//! copies ([`Entry`]) and its edits, the cost curve, a seeded opening draw with mulligans, and
//! the plain reading of a text list's lines ("3x X-Wing", "1 JTL_008"). Each game's `setup/`
//! folder builds its [`super::Decks`] on these.

use super::deck::{Chart, DeckCard, MAX_ENTRY_COPIES};
use super::{Message, Rng};
use serde::{Deserialize, Serialize};

/// Copies of one card in a deck's list, by the card's printed key.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Entry {
    pub card: String,
    pub count: u8,
}

/// One more copy of `card` in `list` (a new line at the end for a card not in it yet), up to
/// [`MAX_ENTRY_COPIES`].
pub fn add_copy(list: &mut Vec<Entry>, card: &str) {
    match list.iter_mut().find(|e| e.card == card) {
        Some(entry) => entry.count = entry.count.saturating_add(1).min(MAX_ENTRY_COPIES),
        None => list.push(Entry { card: card.to_string(), count: 1 }),
    }
}

/// One copy of `card` fewer in `list` (its line goes with its last copy); whether there was one.
pub fn remove_copy(list: &mut Vec<Entry>, card: &str) -> bool {
    let Some(at) = list.iter().position(|e| e.card == card) else { return false };
    list[at].count = list[at].count.saturating_sub(1);
    if list[at].count == 0 {
        list.remove(at);
    }
    true
}

/// The copies of `card` in `list`, every line of it counted.
pub fn copies(list: &[Entry], card: &str) -> usize {
    list.iter().filter(|e| e.card == card).map(|e| usize::from(e.count)).sum()
}

/// The cards of `list`, each line's count added up.
pub fn size(list: &[Entry]) -> usize {
    list.iter().map(|e| usize::from(e.count)).sum()
}

/// The cost curve of cards with `costs` (a cost and copies each): a bar for each cost from 0 to
/// `top`, the last one counting `top` and more ("6+").
pub fn curve(costs: impl IntoIterator<Item = (u8, u32)>, top: u8) -> Chart {
    let mut bars = vec![0u32; usize::from(top) + 1];
    for (cost, n) in costs {
        bars[usize::from(cost.min(top))] += n;
    }
    let bars = bars
        .into_iter()
        .enumerate()
        .map(|(cost, n)| {
            let label = if cost == usize::from(top) {
                Message::new("deck-curve-top").with("n", cost)
            } else {
                Message::new("number").with("n", cost)
            };
            (label, n)
        })
        .collect();
    Chart { key: "curve", name: Message::new("deck-chart-curve"), bars }
}

/// A chart of the parts `parts` names (each a message and its value), in that order, the parts
/// worth nothing left out.
pub fn breakdown(key: &'static str, name: Message, parts: impl IntoIterator<Item = (Message, u32)>) -> Chart {
    Chart { key, name, bars: parts.into_iter().filter(|(_, n)| *n > 0).collect() }
}

/// A seeded opening draw from `deck` (the cards one by one, in list order): shuffled by `seed`,
/// `hand` cards drawn; each mulligan taken (at most `mulligans`) shuffles the hand back and
/// draws a new one. Returns the hand and how many cards are left in the deck.
pub fn opening_draw(
    mut deck: Vec<DeckCard>,
    seed: u64,
    hand: usize,
    mulligans: u8,
    taken: u8,
) -> (Vec<DeckCard>, usize) {
    let mut rng = Rng::seeded(seed);
    rng.shuffle(&mut deck);
    for _ in 0..taken.min(mulligans) {
        rng.shuffle(&mut deck);
    }
    let drawn: Vec<DeckCard> = deck.iter().take(hand).cloned().collect();
    let left = deck.len() - drawn.len();
    (drawn, left)
}

/// The most text an import reads, in bytes: far past any deck, and short of what would hold a
/// tab up.
pub const MAX_IMPORT_BYTES: usize = 256 * 1024;
/// The longest line an import reads in full (a longer one is refused by its number).
pub const MAX_LINE_CHARS: usize = 300;

/// A line of a text list as read: how many copies it asks for (1 when it does not say) and the
/// card it names, as written ("3x X-Wing", "3 | X-Wing", "X-Wing x3", "1 JTL_008").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListLine<'a> {
    pub count: u8,
    pub name: &'a str,
}

/// Reads a line of a text list; `None` for a line that names nothing (blank, a comment after
/// `#` or `//`).
pub fn list_line(line: &str) -> Option<ListLine<'_>> {
    let line = line.trim().trim_start_matches('\u{feff}').trim();
    if line.is_empty() || line.starts_with('#') || line.starts_with("//") {
        return None;
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    let after = &line[digits..];
    // A count is followed by a space, an "x" and a space, or a bar: "181st TIE Interceptor" is a
    // name.
    let counted = after
        .strip_prefix(['x', 'X', '×'])
        .filter(|r| r.starts_with([' ', '\t']))
        .or_else(|| after.starts_with([' ', '\t', '|']).then_some(after));
    let (count, rest) = match counted.filter(|_| digits > 0) {
        Some(rest) => {
            let rest = rest.trim_start();
            let rest = rest.strip_prefix('|').unwrap_or(rest).trim();
            (clamp(line[..digits].parse().unwrap_or(u32::MAX)), rest)
        }
        // "X-Wing x3" and "X-Wing (3)".
        None => trailing_count(line).unwrap_or((1, line)),
    };
    (!rest.is_empty()).then_some(ListLine { count, name: rest })
}

/// A count written after the name: "X-Wing x3", "X-Wing (3)".
fn trailing_count(line: &str) -> Option<(u8, &str)> {
    let (name, last) = line.rsplit_once([' ', '\t'])?;
    let number = if let Some(inner) = last.strip_prefix('(').and_then(|l| l.strip_suffix(')')) {
        inner
    } else {
        last.strip_prefix(['x', 'X', '×'])?
    };
    let valid = !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) && !name.trim().is_empty();
    valid.then(|| (clamp(number.parse().unwrap_or(u32::MAX)), name.trim()))
}

fn clamp(n: u32) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX).min(MAX_ENTRY_COPIES)
}

/// `text` cut to `chars` characters, for a refused line's echo.
pub fn cut(text: &str, chars: usize) -> String {
    let mut out: String = text.trim().chars().take(chars).collect();
    if text.trim().chars().count() > chars {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn list_lines_read_as_players_write_them() {
        let read = |l| list_line(l).map(|l| (l.count, l.name));
        assert_eq!(read("3x X-Wing"), Some((3, "X-Wing")));
        assert_eq!(read("3 X-Wing"), Some((3, "X-Wing")));
        assert_eq!(read("3 | X-Wing"), Some((3, "X-Wing")));
        assert_eq!(read("X-Wing x3"), Some((3, "X-Wing")));
        assert_eq!(read("X-Wing (2)"), Some((2, "X-Wing")));
        assert_eq!(read("X-Wing"), Some((1, "X-Wing")));
        assert_eq!(read("1 JTL_008"), Some((1, "JTL_008")));
        assert_eq!(read("181st TIE Interceptor"), Some((1, "181st TIE Interceptor")));
        assert_eq!(read("2 181st TIE Interceptor"), Some((2, "181st TIE Interceptor")));
        assert_eq!(read("   "), None);
        assert_eq!(read("# a comment"), None);
        assert_eq!(read("99999999999999 Y-Wing"), Some((MAX_ENTRY_COPIES, "Y-Wing")));
    }

    #[test]
    fn copies_are_added_and_removed_by_line() {
        let mut list = Vec::new();
        add_copy(&mut list, "a");
        add_copy(&mut list, "a");
        add_copy(&mut list, "b");
        assert_eq!(size(&list), 3);
        assert!(remove_copy(&mut list, "a"));
        assert!(remove_copy(&mut list, "b"));
        assert!(!remove_copy(&mut list, "b"));
        assert_eq!(list, vec![Entry { card: "a".into(), count: 1 }]);
    }
}
