//! The log as it reads: a heading where each turn and phase begins, each move under the name of
//! the seat that made it (the computer's marked, its latest highlighted), and the same event
//! repeated in a row said once with a count. A line about another seat than the one whose move
//! it follows (the other side's battle destiny, drawn in the move that began the battle) stands
//! under that seat's name. The log itself stays a list of messages (the save's format): the
//! headings and move markers are messages the reducer writes (`table.rs`).

use super::lang::say;
use super::table::{LOG_MOVE, LOG_MOVE_COMPUTER, LOG_PHASE, LOG_ROUND, LOG_TURN};
use crate::engine::{Arg, Message};
use crate::words::Lang;
use yew::prelude::*;

/// A line of the log and how many times in a row it was written.
pub type Line<'a> = (&'a Message, usize);

/// The log read as headings and moves.
#[derive(Debug, PartialEq)]
pub enum Entry<'a> {
    Turn(&'a Message),
    Phase(&'a Message),
    /// A move: the marker naming who made it, and what it did.
    Move {
        marker: &'a Message,
        computer: bool,
        lines: Vec<Line<'a>>,
    },
    /// Lines with no marker before them (logs written before markers existed, an undo).
    Lines(Vec<Line<'a>>),
}

/// Groups `log` into entries.
pub fn entries(log: &[Message]) -> Vec<Entry<'_>> {
    let mut out: Vec<Entry<'_>> = Vec::new();
    for line in log {
        match line.key.as_ref() {
            LOG_TURN | LOG_ROUND => out.push(Entry::Turn(line)),
            LOG_PHASE => out.push(Entry::Phase(line)),
            LOG_MOVE | LOG_MOVE_COMPUTER => {
                out.push(Entry::Move { marker: line, computer: line.key == LOG_MOVE_COMPUTER, lines: Vec::new() })
            }
            _ => match out.last_mut() {
                Some(Entry::Move { lines, .. } | Entry::Lines(lines)) => add(lines, line),
                _ => out.push(Entry::Lines(vec![(line, 1)])),
            },
        }
    }
    out
}

fn add<'a>(lines: &mut Vec<Line<'a>>, line: &'a Message) {
    match lines.last_mut() {
        Some((last, n)) if *last == line => *n += 1,
        _ => lines.push((line, 1)),
    }
}

/// A line in words, with its count when it repeats.
pub fn line_words(lang: Lang, (line, n): Line<'_>) -> String {
    if n == 1 {
        say(lang, line)
    } else {
        say(lang, &Message::new("log-repeated").with("line", line.clone()).with("n", n))
    }
}

/// The seat a line speaks of (its `side`), or the seat a marker names (its `seat`), in words.
fn named(lang: Lang, message: &Message, arg: &str) -> Option<String> {
    message.args.iter().find(|(name, _)| name == arg).and_then(|(_, value)| match value {
        Arg::Say(seat) => Some(say(lang, seat)),
        _ => None,
    })
}

/// A move's lines in runs by the seat they speak of: the first run under the move's own
/// marker, and a new run, named, each time a line speaks of another seat than the run before.
pub fn runs<'a>(lang: Lang, marker: &Message, lines: &[Line<'a>]) -> Vec<(Option<String>, Vec<Line<'a>>)> {
    let mut current = named(lang, marker, "seat");
    let mut out: Vec<(Option<String>, Vec<Line<'a>>)> = vec![(None, Vec::new())];
    for &line in lines {
        match named(lang, line.0, "side") {
            Some(side) if current.is_some() && Some(&side) != current.as_ref() => {
                current = Some(side.clone());
                out.push((Some(side), vec![line]));
            }
            _ => out.last_mut().expect("a first run").1.push(line),
        }
    }
    out.retain(|(who, lines)| who.is_none() || !lines.is_empty());
    out
}

/// The computer's latest moves: the entries after the player's last move.
pub fn fresh_from(entries: &[Entry<'_>]) -> usize {
    entries.iter().rposition(|e| matches!(e, Entry::Move { computer: false, .. })).map_or(0, |i| i + 1)
}

/// The log panel; `list` is its list's node, which the board keeps scrolled to the newest lines.
pub fn log_panel(lang: Lang, log: &[Message], list: &NodeRef) -> Html {
    let entries = entries(log);
    let fresh = fresh_from(&entries);
    let lines = |lines: &[Line<'_>]| -> Html {
        html! { { for lines.iter().map(|&l| html! { <p class="line">{ line_words(lang, l) }</p> }) } }
    };
    html! {
        <section class="log" aria-label={say(lang, &Message::new("log-title"))}>
            <h2>{ say(lang, &Message::new("log-title")) }</h2>
            <ol ref={list.clone()} class="log-list">
                // A move that wrote nothing (a pass the rules do not log) is not shown.
                { for entries.iter().enumerate().filter(|(_, e)| !matches!(e, Entry::Move { lines, .. } if lines.is_empty())).map(|(i, entry)| match entry {
                    Entry::Turn(m) => html! { <li class="log-turn"><h3>{ say(lang, m) }</h3></li> },
                    Entry::Phase(m) => html! { <li class="log-phase">{ say(lang, m) }</li> },
                    Entry::Move { marker, computer, lines: l } => html! {
                        <li class={classes!("log-move", computer.then_some("computer"), (*computer && i >= fresh).then_some("fresh"))}>
                            <p class="who">{ say(lang, marker) }</p>
                            { for runs(lang, marker, l).into_iter().map(|(who, run)| html! { <>
                                if let Some(who) = who { <p class="who also">{ who }</p> }
                                { lines(&run) }
                            </> }) }
                        </li>
                    },
                    Entry::Lines(l) => html! { <li class="log-lines">{ lines(l) }</li> },
                }) }
            </ol>
        </section>
    }
}
