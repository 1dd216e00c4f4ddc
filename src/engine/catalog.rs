//! A game's card definitions, written once for every game: a [`Catalog`] of definitions, and
//! [`DefId`], a definition's position in it. A state names a definition by `DefId` (two bytes),
//! which serialises as the card's printed key ("0036", "JTL_045", "1_168"), so a saved game
//! survives a catalog that grows or is reordered.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Cow;
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

/// A game's card definition, as its catalog holds it.
pub trait CardData: Clone + 'static {
    /// The printed key saves and links name the card by: unique in the catalog.
    fn key(&self) -> &str;
    /// The printed title (without its subtitle).
    fn title(&self) -> &str;
    /// The compiled-in catalog of the game.
    fn catalog() -> &'static Catalog<Self>;
}

/// A definition's position in the catalog of `D`.
pub struct DefId<D>(u16, PhantomData<fn() -> D>);

impl<D> DefId<D> {
    /// The definition at position `n` (the generated catalogs name their cards so).
    pub const fn new(n: u16) -> DefId<D> {
        DefId(n, PhantomData)
    }

    /// The position in the catalog.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

// Written out rather than derived: a derive would ask `D` for each trait, and a position is
// copied, compared and hashed whatever its definitions are.
impl<D> Clone for DefId<D> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<D> Copy for DefId<D> {}

impl<D> PartialEq for DefId<D> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<D> Eq for DefId<D> {}

impl<D> PartialOrd for DefId<D> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<D> Ord for DefId<D> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.0.cmp(&other.0)
    }
}

impl<D> Hash for DefId<D> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

impl<D> fmt::Debug for DefId<D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DefId({})", self.0)
    }
}

impl<D: CardData> Serialize for DefId<D> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match D::catalog().defs.get(self.index()) {
            Some(def) => serializer.serialize_str(def.key()),
            None => Err(serde::ser::Error::custom(format!("no card definition at position {}", self.0))),
        }
    }
}

impl<'de, D: CardData> Deserialize<'de> for DefId<D> {
    fn deserialize<De: Deserializer<'de>>(deserializer: De) -> Result<Self, De::Error> {
        let key = Cow::<str>::deserialize(deserializer)?;
        D::catalog().by_key(&key).ok_or_else(|| serde::de::Error::custom(format!("unknown card {key:?}")))
    }
}

/// The card definitions of a game: borrowed from its static data, or owned while a test reads
/// them from the JSON files.
#[derive(Debug)]
pub struct Catalog<D: Clone + 'static> {
    defs: Cow<'static, [D]>,
}

impl<D: Clone> Catalog<D> {
    /// The compiled-in definitions.
    pub const fn borrowed(defs: &'static [D]) -> Catalog<D> {
        Catalog { defs: Cow::Borrowed(defs) }
    }

    /// Definitions read at run time (the JSON files' tests).
    pub fn owned(defs: Vec<D>) -> Catalog<D> {
        Catalog { defs: Cow::Owned(defs) }
    }

    /// The definition of `id`, a position this catalog gave out.
    ///
    /// # Panics
    /// If `id` was not made by this catalog (no state holds such an id: a saved one is read by
    /// key, and an unknown key is refused).
    pub fn get(&self, id: DefId<D>) -> &D {
        &self.defs[id.index()]
    }

    pub fn len(&self) -> usize {
        self.defs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.defs.is_empty()
    }

    /// Every definition with its id, in catalog order.
    pub fn iter(&self) -> impl Iterator<Item = (DefId<D>, &D)> {
        self.defs.iter().enumerate().map(|(i, d)| (DefId::new(i as u16), d))
    }

    /// The first definition `pick` accepts.
    pub fn find(&self, pick: impl Fn(&D) -> bool) -> Option<DefId<D>> {
        self.defs.iter().position(pick).map(|i| DefId::new(i as u16))
    }
}

impl<D: CardData> Catalog<D> {
    /// The definition printed with `key`.
    pub fn by_key(&self, key: &str) -> Option<DefId<D>> {
        self.find(|d| d.key() == key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Debug)]
    struct Def(&'static str);

    static DEFS: [Def; 3] = [Def("A-1"), Def("B-2"), Def("C-3")];
    static CATALOG: Catalog<Def> = Catalog::borrowed(&DEFS);

    impl CardData for Def {
        fn key(&self) -> &str {
            self.0
        }
        fn title(&self) -> &str {
            self.0
        }
        fn catalog() -> &'static Catalog<Def> {
            &CATALOG
        }
    }

    #[test]
    fn a_def_id_serialises_as_its_printed_key_and_back() {
        let id = CATALOG.by_key("B-2").expect("a key of the catalog");
        assert_eq!(id, DefId::new(1));
        let json = serde_json::to_string(&id).expect("serialises");
        assert_eq!(json, "\"B-2\"");
        assert_eq!(serde_json::from_str::<DefId<Def>>(&json).expect("reads back"), id);
    }

    #[test]
    fn an_unknown_key_or_position_is_an_error_not_a_panic() {
        assert!(serde_json::from_str::<DefId<Def>>("\"Z-9\"").is_err());
        assert!(serde_json::to_string(&DefId::<Def>::new(7)).is_err());
        assert_eq!(CATALOG.by_key("Z-9"), None);
    }
}
