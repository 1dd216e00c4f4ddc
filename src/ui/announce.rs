//! The words the board's live region speaks: the card picked up and how many places take it, the
//! choice of how to pay, and the computer's moves from the log's new lines.

use super::drag;
use super::lang::say;
use super::log::{entries, line_words, Entry};
use super::prompt::Choice;
use crate::engine::view::BoardView;
use crate::engine::{Arg, CardId, Message};
use crate::words::Lang;

/// The card's title, or with no such card in view, the words for a card in general.
pub fn card_name(lang: Lang, view: &BoardView, card: CardId) -> String {
    view.card(card).map_or_else(|| say(lang, &Message::new("drag-a-card")), |c| c.title.clone())
}

pub fn picked_up(lang: Lang, view: &BoardView, card: CardId) -> String {
    let n = drag::targets_for(&view.actions, card).len();
    say(lang, &Message::new("drag-picked-up").with("card", Arg::Card(card_name(lang, view, card))).with("n", n))
}

/// "Choose how to pay: 2 ways. Suggested: …".
pub fn choice_words(lang: Lang, view: &BoardView, choice: &Choice) -> String {
    let suggested = view.actions.iter().find(|a| a.index == choice.chosen).map(|a| a.label.clone());
    let mut words = say(lang, &Message::new("pay-announce").with("n", choice.options.len()));
    if let Some(label) = suggested {
        words = format!("{words} {}", say(lang, &label));
    }
    words
}

/// The computer's moves among `lines` (new log lines), in words for the live region.
pub fn computer_moves(lang: Lang, lines: &[Message]) -> Option<String> {
    let words: Vec<String> = entries(lines)
        .into_iter()
        .filter_map(|e| match e {
            Entry::Move { marker, computer: true, lines } => Some(
                std::iter::once(say(lang, marker))
                    .chain(lines.into_iter().map(|l| line_words(lang, l)))
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            _ => None,
        })
        .collect();
    (!words.is_empty()).then(|| words.join(" "))
}
