//! A set of kinds, one bit each. The engine asks "could anything of this kind matter now?"
//! before asking card by card: the constants in force by the kinds of change they make
//! ([`ModifierKind`](crate::rules::lcg::model::constant::ModifierKind)), the triggered abilities
//! by the kinds of trigger they wait for.

/// A set of at most 32 kinds, each named by its number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct KindSet(u32);

impl KindSet {
    /// Every kind.
    pub(crate) const ALL: KindSet = KindSet(u32::MAX);

    /// The set of the one kind numbered `kind` (below 32).
    pub(crate) const fn of(kind: u8) -> KindSet {
        assert!(kind < 32, "a KindSet holds kinds 0 to 31");
        KindSet(1 << kind)
    }

    /// The kinds in either set.
    pub(crate) const fn with(self, other: KindSet) -> KindSet {
        KindSet(self.0 | other.0)
    }

    /// Whether the two sets share a kind.
    pub(crate) const fn meets(self, other: KindSet) -> bool {
        self.0 & other.0 != 0
    }
}

impl FromIterator<KindSet> for KindSet {
    fn from_iter<I: IntoIterator<Item = KindSet>>(sets: I) -> KindSet {
        sets.into_iter().fold(KindSet::default(), KindSet::with)
    }
}

#[cfg(test)]
mod tests {
    use super::KindSet;

    #[test]
    fn sets_meet_only_when_they_share_a_kind() {
        let two_and_five: KindSet = [KindSet::of(2), KindSet::of(5)].into_iter().collect();
        assert!(two_and_five.meets(KindSet::of(5)));
        assert!(!two_and_five.meets(KindSet::of(3)));
        assert!(!KindSet::default().meets(KindSet::ALL));
        assert!(KindSet::of(31).meets(KindSet::ALL));
    }
}
