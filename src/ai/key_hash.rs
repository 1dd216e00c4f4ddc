//! A quick hash of tree keys: the search compares two numbers before it compares two actions
//! (deriving `PartialEq` on a large action enum makes each comparison a walk over its fields).
//! Equal keys hash equal, so a key is found by its hash and then confirmed by equality.

use std::hash::{Hash, Hasher};

/// The hash of `key`, the same on every platform and in every run.
pub fn key_hash<K: Hash>(key: &K) -> u64 {
    let mut hasher = KeyHasher(0);
    key.hash(&mut hasher);
    hasher.0
}

/// Multiply-rotate hashing, one word at a time (as rustc's own FxHasher): fast, and good enough
/// for telling apart the few dozen keys at a node.
struct KeyHasher(u64);

impl KeyHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u16(&mut self, n: u16) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::key_hash;

    #[test]
    fn equal_keys_hash_equal_and_nearby_keys_apart() {
        assert_eq!(key_hash(&(3u16, Some(7u8))), key_hash(&(3u16, Some(7u8))));
        let hashes: Vec<u64> =
            (0u16..200).flat_map(|a| [key_hash(&(a, None::<u8>)), key_hash(&(a, Some(1u8)))]).collect();
        let mut distinct = hashes.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), hashes.len());
    }
}
