//! Freed small blocks kept by size class in front of another allocator, for the tables' wasm
//! (the page's table and the computer player's Web Worker, which runs it).
//!
//! The search allocates and frees the same few small sizes thousands of times a second (lists of
//! actions, of cards, a determinized state's zones). On native targets glibc's per-thread cache
//! serves those from a list; the wasm allocator (dlmalloc) splits and coalesces chunks on every
//! call, which profiled at about 7 % of the worker's time. [`FreeLists`] keeps each freed block of
//! up to [`LARGEST`] bytes on a list for its size class and hands it out again for the next
//! request of that class; larger or over-aligned blocks go straight to the allocator behind it.
//! Blocks on the lists are never given back: the lists hold at most the peak the program had live
//! in each class.
//!
//! Not thread-safe: it is `Sync` only on wasm without threads (the page and the worker each run
//! their own instance on one thread), where `#[global_allocator]` needs it and no second thread
//! exists.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;
use std::ptr;

/// Size classes are multiples of this many bytes, and blocks of a class are aligned to it.
const GRAIN: usize = 16;
/// The number of size classes: blocks of `GRAIN`, `2 * GRAIN`, ... `CLASSES * GRAIN` bytes.
const CLASSES: usize = 128;
/// The largest block kept on a list, in bytes.
pub const LARGEST: usize = GRAIN * CLASSES;

/// A freed block on a list: its first bytes point to the next one.
struct Free {
    next: *mut Free,
}

/// A free list per size class in front of the allocator `A`.
pub struct FreeLists<A> {
    inner: A,
    heads: UnsafeCell<[*mut Free; CLASSES]>,
}

// The tables' wasm has one thread (no `atomics` target feature), so no two calls ever overlap.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
unsafe impl<A: Sync> Sync for FreeLists<A> {}

impl<A> FreeLists<A> {
    /// Empty lists in front of `inner`.
    pub const fn new(inner: A) -> FreeLists<A> {
        FreeLists { inner, heads: UnsafeCell::new([ptr::null_mut(); CLASSES]) }
    }
}

/// The size class serving `layout`, if a list keeps its blocks.
fn class(layout: Layout) -> Option<usize> {
    (layout.align() <= GRAIN && layout.size() <= LARGEST).then(|| layout.size().max(1).div_ceil(GRAIN) - 1)
}

/// The layout of the blocks of size class `class`.
fn class_layout(class: usize) -> Layout {
    // GRAIN is a power of two and the size a multiple of it, far below isize::MAX.
    unsafe { Layout::from_size_align_unchecked((class + 1) * GRAIN, GRAIN) }
}

unsafe impl<A: GlobalAlloc> GlobalAlloc for FreeLists<A> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(c) = class(layout) else { return unsafe { self.inner.alloc(layout) } };
        // SAFETY: one thread (see the `Sync` impl); no reference to the heads outlives this call.
        let heads = unsafe { &mut *self.heads.get() };
        let head = heads[c];
        if head.is_null() {
            return unsafe { self.inner.alloc(class_layout(c)) };
        }
        // SAFETY: a block on a list was allocated for this class and holds a `Free`.
        heads[c] = unsafe { (*head).next };
        head.cast()
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        let Some(c) = class(layout) else { return unsafe { self.inner.dealloc(block, layout) } };
        let heads = unsafe { &mut *self.heads.get() };
        let free = block.cast::<Free>();
        // SAFETY: the block has the class's size and alignment, room and alignment for a `Free`.
        unsafe { free.write(Free { next: heads[c] }) };
        heads[c] = free;
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller promises `new_size`, rounded up to `layout.align()`, fits an isize.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        match (class(layout), class(new_layout)) {
            (Some(old), Some(new)) if old == new => block,
            (None, None) => unsafe { self.inner.realloc(block, layout, new_size) },
            _ => {
                let moved = unsafe { self.alloc(new_layout) };
                if !moved.is_null() {
                    unsafe {
                        ptr::copy_nonoverlapping(block, moved, layout.size().min(new_size));
                        self.dealloc(block, layout);
                    }
                }
                moved
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::alloc::System;

    fn layout(size: usize, align: usize) -> Layout {
        Layout::from_size_align(size, align).unwrap()
    }

    #[test]
    fn sizes_fall_in_classes_of_the_grain_and_large_or_over_aligned_blocks_in_none() {
        assert_eq!(class(layout(0, 1)), Some(0));
        assert_eq!(class(layout(16, 8)), Some(0));
        assert_eq!(class(layout(17, 4)), Some(1));
        assert_eq!(class(layout(LARGEST, 16)), Some(CLASSES - 1));
        assert_eq!(class(layout(LARGEST + 1, 8)), None);
        assert_eq!(class(layout(8, 32)), None);
        assert!((0..CLASSES).all(|c| class(class_layout(c)) == Some(c)));
    }

    #[test]
    fn a_freed_block_is_handed_out_again_for_its_class_and_only_its_class() {
        let lists = FreeLists::new(System);
        unsafe {
            let a = lists.alloc(layout(40, 8));
            lists.dealloc(a, layout(40, 8));
            let other = lists.alloc(layout(24, 8));
            assert_ne!(a, other);
            assert_eq!(lists.alloc(layout(48, 4)), a, "40 and 48 bytes share a class");
            let fresh = lists.alloc(layout(48, 4));
            assert_ne!(fresh, a);
            for (block, size) in [(a, 48), (fresh, 48), (other, 24)] {
                lists.dealloc(block, layout(size, 4));
            }
        }
    }

    #[test]
    fn live_blocks_never_overlap_and_keep_their_bytes_through_reallocation() {
        let lists = FreeLists::new(System);
        let mut rng = crate::engine::Rng::seeded(11);
        // (block, layout, the byte it is filled with)
        let mut live: Vec<(*mut u8, Layout, u8)> = Vec::new();
        for step in 0..20_000u32 {
            let fill = step as u8;
            match rng.below(3) {
                0 | 1 if live.len() < 200 => {
                    let size = [1, 8, 16, 33, 100, 500, LARGEST, LARGEST + 40, 5000][rng.below(9)];
                    let l = layout(size, [1, 4, 8, 16, 64][rng.below(5)]);
                    let block = unsafe { lists.alloc(l) };
                    assert!(!block.is_null() && (block as usize).is_multiple_of(l.align()));
                    unsafe { block.write_bytes(fill, size) };
                    live.push((block, l, fill));
                }
                0 if !live.is_empty() => {
                    let i = rng.below(live.len());
                    let (block, l, old) = live[i];
                    let new_size = [4, 30, 200, LARGEST, 3000][rng.below(5)];
                    let moved = unsafe { lists.realloc(block, l, new_size) };
                    let kept = l.size().min(new_size);
                    assert!((0..kept).all(|k| unsafe { *moved.add(k) } == old), "realloc kept the bytes");
                    unsafe { moved.write_bytes(fill, new_size) };
                    live[i] = (moved, layout(new_size, l.align()), fill);
                }
                _ if !live.is_empty() => {
                    let (block, l, old) = live.swap_remove(rng.below(live.len()));
                    assert!((0..l.size()).all(|k| unsafe { *block.add(k) } == old), "no other block wrote here");
                    unsafe { lists.dealloc(block, l) };
                }
                _ => {}
            }
        }
        for (block, l, old) in live {
            assert!((0..l.size()).all(|k| unsafe { *block.add(k) } == old));
            unsafe { lists.dealloc(block, l) };
        }
    }
}
