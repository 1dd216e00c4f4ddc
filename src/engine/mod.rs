//! The ruleset-agnostic core: ids, attachments, the seeded RNG, rule citations, rejections and
//! the board view model that every ruleset produces and the UI draws.

pub mod attach;
pub mod ids;
pub mod reject;
pub mod rng;
pub mod rule;
pub mod seating;
pub mod view;

pub use attach::{Attachment, Role};
pub use ids::CardId;
pub use reject::Rejected;
pub use rng::Rng;
pub use rule::Rule;
pub use seating::{Difficulty, Seating, Viewer};
pub use view::{BoardView, Refusal, Seat, Target};
