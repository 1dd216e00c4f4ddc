//! What every game's determinization ([`Searchable::determinize`](super::Searchable::determinize))
//! does the same way: deal hidden cards at random among the places they could be, and keep in
//! place the cards a pending prompt or step names.

use crate::engine::{CardId, Rng};
use serde::ser::{self, Serialize, Serializer};
use std::fmt;

/// Deals the cards of `zones` that are not `pinned` at random among those zones' places that do
/// not hold a pinned card; zone sizes stay.
pub fn redeal(zones: &mut [&mut [CardId]], pinned: &[CardId], rng: &mut Rng) {
    let mut cards: Vec<CardId> = zones.iter().flat_map(|z| z.iter().copied()).filter(|c| !pinned.contains(c)).collect();
    rng.shuffle(&mut cards);
    let mut dealt = cards.into_iter();
    for zone in zones.iter_mut() {
        for place in zone.iter_mut().filter(|c| !pinned.contains(c)) {
            if let Some(card) = dealt.next() {
                *place = card;
            }
        }
    }
}

/// The cards `value` may name: every whole number in it below `cards` (the game's card count).
/// Generic over a game's prompt vocabulary, so a new prompt needs no change here; a number that
/// is not a card (an amount) only pins a card needlessly, which costs a little variety.
pub fn named_cards<T: Serialize + ?Sized>(value: &T, cards: usize) -> Vec<CardId> {
    let mut numbers = Numbers { below: cards as u64, found: Vec::new() };
    // Walking a value of plain data cannot fail: every part of it is accepted.
    let _ = value.serialize(&mut numbers);
    numbers.found
}

/// The cards a pending prompt and the steps waiting behind it name (see [`named_cards`]): what a
/// determinization keeps where it is.
pub fn pinned<P: Serialize, S: Serialize>(prompt: &Option<P>, pending: &[S], cards: usize) -> Vec<CardId> {
    if prompt.is_none() && pending.is_empty() {
        return Vec::new();
    }
    named_cards(&(prompt, pending), cards)
}

/// A serde serializer that writes nothing and keeps the whole numbers it is shown.
struct Numbers {
    below: u64,
    found: Vec<CardId>,
}

impl Numbers {
    fn keep(&mut self, n: u64) {
        if n < self.below {
            if let Ok(id) = u16::try_from(n) {
                self.found.push(CardId(id));
            }
        }
    }
}

/// The one error a walk can meet: a type's own `Serialize` giving up, which plain data never does.
#[derive(Debug)]
struct Stop;

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the value could not be walked")
    }
}

impl std::error::Error for Stop {}

impl ser::Error for Stop {
    fn custom<M: fmt::Display>(_: M) -> Stop {
        Stop
    }
}

type Walked = Result<(), Stop>;

impl Serializer for &mut Numbers {
    type Ok = ();
    type Error = Stop;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    fn serialize_bool(self, _: bool) -> Walked {
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Walked {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i16(self, v: i16) -> Walked {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i32(self, v: i32) -> Walked {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i64(self, v: i64) -> Walked {
        if let Ok(n) = u64::try_from(v) {
            self.keep(n);
        }
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Walked {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u16(self, v: u16) -> Walked {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u32(self, v: u32) -> Walked {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u64(self, v: u64) -> Walked {
        self.keep(v);
        Ok(())
    }
    fn serialize_f32(self, _: f32) -> Walked {
        Ok(())
    }
    fn serialize_f64(self, _: f64) -> Walked {
        Ok(())
    }
    fn serialize_char(self, _: char) -> Walked {
        Ok(())
    }
    fn serialize_str(self, _: &str) -> Walked {
        Ok(())
    }
    fn serialize_bytes(self, _: &[u8]) -> Walked {
        Ok(())
    }
    fn serialize_none(self) -> Walked {
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Walked {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Walked {
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Walked {
        Ok(())
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, _: &'static str) -> Walked {
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Walked {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        value: &T,
    ) -> Walked {
        value.serialize(self)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self, Stop> {
        Ok(self)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self, Stop> {
        Ok(self)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self, Stop> {
        Ok(self)
    }
    fn serialize_tuple_variant(self, _: &'static str, _: u32, _: &'static str, _: usize) -> Result<Self, Stop> {
        Ok(self)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self, Stop> {
        Ok(self)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, Stop> {
        Ok(self)
    }
    fn serialize_struct_variant(self, _: &'static str, _: u32, _: &'static str, _: usize) -> Result<Self, Stop> {
        Ok(self)
    }
}

/// The walker's compound parts: each element or field walked in turn (`$method` takes a field's
/// name first where the part has names).
macro_rules! walk_parts {
    ($($part:ident :: $method:ident ($($name:ty)?)),* $(,)?) => {$(
        impl ser::$part for &mut Numbers {
            type Ok = ();
            type Error = Stop;
            fn $method<T: Serialize + ?Sized>(&mut self, $(_: $name,)? value: &T) -> Walked {
                value.serialize(&mut **self)
            }
            fn end(self) -> Walked {
                Ok(())
            }
        }
    )*};
}

walk_parts!(
    SerializeSeq::serialize_element(),
    SerializeTuple::serialize_element(),
    SerializeTupleStruct::serialize_field(),
    SerializeTupleVariant::serialize_field(),
    SerializeStruct::serialize_field(&'static str),
    SerializeStructVariant::serialize_field(&'static str),
);

impl ser::SerializeMap for &mut Numbers {
    type Ok = ();
    type Error = Stop;
    /// A map's keys are names, never the cards it is about.
    fn serialize_key<T: Serialize + ?Sized>(&mut self, _: &T) -> Walked {
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Walked {
        value.serialize(&mut **self)
    }
    fn end(self) -> Walked {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;

    #[test]
    fn a_redeal_keeps_sizes_and_pinned_cards() {
        let ids = |xs: &[u16]| xs.iter().map(|&x| CardId(x)).collect::<Vec<_>>();
        let mut rng = Rng::seeded(3);
        for _ in 0..20 {
            let (mut hand, mut deck) = (ids(&[1, 2, 3]), ids(&[4, 5, 6, 7, 8]));
            redeal(&mut [&mut hand, &mut deck], &ids(&[2, 7]), &mut rng);
            assert_eq!((hand.len(), deck.len()), (3, 5));
            assert_eq!((hand[1], deck[3]), (CardId(2), CardId(7)));
            let mut all = [hand, deck].concat();
            all.sort();
            assert_eq!(all, ids(&[1, 2, 3, 4, 5, 6, 7, 8]));
        }
    }

    #[derive(Serialize)]
    enum Ask {
        Pick { among: Vec<CardId>, amount: u8, why: String },
        Target(Option<CardId>, i32),
    }

    #[test]
    fn the_cards_a_value_names_are_its_whole_numbers_below_the_card_count() {
        let asks = (
            Some(Ask::Pick { among: vec![CardId(3), CardId(40)], amount: 2, why: "7".into() }),
            vec![Ask::Target(Some(CardId(9)), -1)],
            std::collections::BTreeMap::from([(5u16, 6u16)]),
        );
        // 40 is past the table, the string is no number, -1 is no card, and a map key is a name.
        assert_eq!(named_cards(&asks, 20), [CardId(3), CardId(2), CardId(9), CardId(6)]);
        assert_eq!(named_cards(&None::<Ask>, 20), []);
    }
}
