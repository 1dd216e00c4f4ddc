//! Everything the UI does outside the page's own state: local storage, share links, files, the
//! language of the document, the service worker, the crash panel, the computer opponent's
//! search, and its in-page benchmark. The reducer never calls these; the App does.

pub mod ai_bench;
pub mod crash;
pub mod files;
pub mod language;
pub mod link;
pub mod offline;
pub mod opponent;
pub mod prefs;
pub mod storage;
