//! Words: where a [`Message`] becomes text, in one place per language. Each language is a
//! catalog, a folder of `.ftl` files under `src/words/<language>/` (one file per area: the app
//! and each game), embedded at build time.
//!
//! The catalog format is a small subset of Project Fluent's: one message per line,
//! `key = pattern`; `#` starts a comment line. A pattern is text with placeables:
//! `{ $name }` is an argument, and `{ $n -> [one] card *[other] cards }` chooses a variant by the
//! plural category of the number `$n` (the `*` marks the default). Selectors read the variant
//! text literally, placeables included (`[one] { $n } card`).

mod catalog;
mod number;
mod plural;

pub use catalog::{Catalog, Locale, ENGLISH_LOCALE, POLISH_LOCALE};
pub use plural::Plural;

use crate::engine::{Arg, Cite, Message, Rule};

/// A language the page can speak.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Pl,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Pl];

    /// The BCP 47 tag, for `<html lang>` and the remembered choice.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pl => "pl",
        }
    }

    /// The language of a BCP 47 tag ("pl", "pl-PL", "en-GB"), by its primary subtag.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.tag() == primary)
    }

    /// The first of the browser's preferred languages (`navigator.languages`) the page speaks,
    /// or English.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter().find_map(Lang::from_tag).unwrap_or_default()
    }

    /// The language's own name, as the language switch shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Pl => "Polski",
        }
    }

    pub fn catalog(self) -> &'static Catalog {
        match self {
            Lang::En => catalog::english(),
            Lang::Pl => catalog::polish(),
        }
    }
}

/// `message` in `lang`.
pub fn say(lang: Lang, message: &Message) -> String {
    lang.catalog().render(message)
}

/// A rule citation in `lang`: "“Pilot (X)”, Ready for Takeoff rulebook", "the text of Hobbie".
pub fn cite(lang: Lang, rule: &Rule) -> String {
    let message = match rule.cite {
        Cite::Section(key) => Message { key: format!("{}-section-{key}", rule.game).into(), args: Vec::new() },
        Cite::CardText(title) => Message::new("rule-card-text").with("card", Arg::Card(title.to_string())),
    };
    let game = Message { key: format!("game-{}", rule.game).into(), args: Vec::new() };
    say(lang, &Message::new("rule-citation").with("game", game).with("section", message))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;

    #[test]
    fn arguments_plurals_lists_and_nested_messages_are_rendered() {
        let catalog = Catalog::parse(
            "# a comment\n\
             greet = Hello, { $who }!\n\
             cards = { $n -> [one] one card *[other] { $n } cards } in { $zone }\n\
             zone = the hand\n\
             list = { $items }\n",
            ENGLISH_LOCALE,
        );
        let m = |key: &'static str| Message::new(key);
        assert_eq!(catalog.render(&m("greet").card("who", "Baron Fel")), "Hello, Baron Fel!");
        assert_eq!(catalog.render(&m("cards").number("n", 1u8).with("zone", m("zone"))), "one card in the hand");
        assert_eq!(catalog.render(&m("cards").number("n", 5u8).with("zone", m("zone"))), "5 cards in the hand");
        let items = Arg::List(vec![Arg::Card("A".into()), Arg::Card("B".into()), Arg::Card("C".into())]);
        assert_eq!(catalog.render(&m("list").with("items", items)), "A, B and C");
        assert_eq!(catalog.render(&m("missing")), "missing", "an unknown key shows itself");
    }

    #[test]
    fn a_citation_names_the_game_and_the_section_or_the_card() {
        let section = Rule::section(GameId("lcg"), "pilot-x");
        assert_eq!(cite(Lang::En, &section), "Star Wars: The Card Game — “Pilot (X)”, Ready for Takeoff rulebook");
        let card = Rule::card_text(GameId("lcg"), "Hobbie");
        assert_eq!(cite(Lang::En, &card), "Star Wars: The Card Game — the text of Hobbie");
    }

    #[test]
    fn polish_chooses_one_few_or_many_and_groups_numbers() {
        let catalog = Catalog::parse(
            "cards = { $n } { $n -> [one] karta [few] karty [many] kart *[other] karty }\n list = { $items }\n",
            POLISH_LOCALE,
        );
        let cards = |n: i64| catalog.render(&Message::new("cards").number("n", n));
        assert_eq!(cards(1), "1 karta");
        assert_eq!(cards(2), "2 karty");
        assert_eq!(cards(5), "5 kart");
        assert_eq!(cards(12), "12 kart");
        assert_eq!(cards(22), "22 karty");
        assert_eq!(cards(112), "112 kart");
        assert_eq!(cards(12345), "12\u{a0}345 kart");
        let items = Arg::List(vec![Arg::Card("A".into()), Arg::Card("B".into()), Arg::Card("C".into())]);
        assert_eq!(catalog.render(&Message::new("list").with("items", items)), "A, B i C");
    }

    #[test]
    fn the_browser_language_chooses_the_first_language_the_page_speaks() {
        assert_eq!(Lang::preferred(["pl-PL", "en-US"]), Lang::Pl);
        assert_eq!(Lang::preferred(["de-DE", "pl"]), Lang::Pl);
        assert_eq!(Lang::preferred(["en-GB", "pl"]), Lang::En);
        assert_eq!(Lang::preferred(["fr"]), Lang::En);
        assert_eq!(Lang::from_tag("PL"), Some(Lang::Pl));
        assert_eq!(Lang::from_tag(""), None);
    }
}
