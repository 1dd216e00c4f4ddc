//! The bytes of the binary form (version 4 saves and links): a [`Writer`] and a [`Reader`] of
//! bytes, varints (LEB128: seven bits a byte, low bits first), texts and runs of bytes, each
//! text and run prefixed by its length. The reader checks every length and count against what
//! is left before it takes or allocates anything, so bytes that are cut short or corrupt are a
//! [`Damage`], never a panic or a huge allocation.

use crate::engine::{Message, Say};

/// Why bytes do not read as the binary form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Damage {
    /// They do not begin as a Hangar save or link of this version does.
    Header,
    /// They end inside a field (or a length or count says more than is left).
    Truncated,
    /// A number longer or larger than its field allows.
    Overlong,
    /// A text that is not UTF-8.
    NotText,
    /// A tag that names no kind of field.
    UnknownTag,
    /// Messages nested deeper than the engine ever writes them.
    TooDeep,
    /// Bytes left over after the last field.
    Trailing,
}

impl Say for Damage {
    fn say(&self) -> Message {
        match self {
            Damage::Header => Message::new("save-damage-header"),
            Damage::Truncated => Message::new("save-damage-truncated"),
            Damage::Overlong => Message::new("save-damage-overlong"),
            Damage::NotText => Message::new("save-damage-not-text"),
            Damage::UnknownTag => Message::new("save-damage-unknown-tag"),
            Damage::TooDeep => Message::new("save-damage-too-deep"),
            Damage::Trailing => Message::new("save-damage-trailing"),
        }
    }
}

/// Bytes being written, field after field.
#[derive(Debug, Default)]
pub struct Writer {
    bytes: Vec<u8>,
}

impl Writer {
    pub fn byte(&mut self, byte: u8) {
        self.bytes.push(byte);
    }

    /// Bytes as they are, with no length (a magic tag).
    pub fn raw(&mut self, bytes: &[u8]) {
        self.bytes.extend_from_slice(bytes);
    }

    pub fn varint(&mut self, mut n: u64) {
        while n >= 0x80 {
            self.bytes.push((n as u8 & 0x7F) | 0x80);
            n >>= 7;
        }
        self.bytes.push(n as u8);
    }

    /// A signed number, zigzagged so that small negative numbers stay short.
    pub fn signed(&mut self, n: i64) {
        self.varint(((n << 1) ^ (n >> 63)) as u64);
    }

    /// A count or a length.
    pub fn count(&mut self, n: usize) {
        self.varint(n as u64);
    }

    /// Bytes prefixed by their length.
    pub fn run(&mut self, bytes: &[u8]) {
        self.count(bytes.len());
        self.raw(bytes);
    }

    pub fn text(&mut self, text: &str) {
        self.run(text.as_bytes());
    }

    pub fn finish(self) -> Vec<u8> {
        self.bytes
    }
}

/// Bytes being read, field after field.
#[derive(Debug)]
pub struct Reader<'a> {
    rest: &'a [u8],
}

/// The longest varint of a `u64`: ten bytes of seven bits.
const MAX_VARINT_BYTES: usize = 10;

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { rest: bytes }
    }

    /// The next `n` bytes.
    fn take(&mut self, n: usize) -> Result<&'a [u8], Damage> {
        if n > self.rest.len() {
            return Err(Damage::Truncated);
        }
        let (taken, rest) = self.rest.split_at(n);
        self.rest = rest;
        Ok(taken)
    }

    pub fn byte(&mut self) -> Result<u8, Damage> {
        Ok(self.take(1)?[0])
    }

    /// The next bytes, which must be `expected` (a magic tag).
    pub fn expect(&mut self, expected: &[u8]) -> Result<(), Damage> {
        if self.take(expected.len())? == expected {
            Ok(())
        } else {
            Err(Damage::Header)
        }
    }

    pub fn varint(&mut self) -> Result<u64, Damage> {
        let mut n = 0u64;
        for i in 0..MAX_VARINT_BYTES {
            let byte = self.byte()?;
            let bits = u64::from(byte & 0x7F);
            // The tenth byte holds the 64th bit alone.
            if i == MAX_VARINT_BYTES - 1 && bits > 1 {
                return Err(Damage::Overlong);
            }
            n |= bits << (7 * i);
            if byte & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(Damage::Overlong)
    }

    /// A varint that must fit `T` (a schema, a move's index, a seat).
    pub fn number<T: TryFrom<u64>>(&mut self) -> Result<T, Damage> {
        T::try_from(self.varint()?).map_err(|_| Damage::Overlong)
    }

    pub fn signed(&mut self) -> Result<i64, Damage> {
        let n = self.varint()?;
        Ok((n >> 1) as i64 ^ -((n & 1) as i64))
    }

    /// A count of items that take at least one byte each, so never more than the bytes left.
    pub fn count(&mut self) -> Result<usize, Damage> {
        let n: usize = self.number()?;
        if n > self.rest.len() {
            return Err(Damage::Truncated);
        }
        Ok(n)
    }

    /// Bytes prefixed by their length.
    pub fn run(&mut self) -> Result<&'a [u8], Damage> {
        let n: usize = self.number()?;
        self.take(n)
    }

    pub fn text(&mut self) -> Result<&'a str, Damage> {
        std::str::from_utf8(self.run()?).map_err(|_| Damage::NotText)
    }

    /// The bytes are read to their end.
    pub fn end(&self) -> Result<(), Damage> {
        if self.rest.is_empty() {
            Ok(())
        } else {
            Err(Damage::Trailing)
        }
    }
}
