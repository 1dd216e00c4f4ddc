//! Everything the UI does outside the page's own state: local storage, share links, files, the
//! language of the document, the service worker, the crash panel, loading the table's wasm from
//! the lobby, the computer opponent's search (in its Web Worker, or in the page when there is
//! none), and its in-page benchmark. The reducer never calls these; the App and the lobby do.

pub mod ai_bench;
pub mod crash;
pub mod deck_store;
pub mod files;
pub mod language;
pub mod link;
pub mod offline;
pub mod opponent;
pub mod prefs;
pub mod search_worker;
pub mod storage;
pub mod table_module;
