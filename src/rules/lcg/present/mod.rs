pub mod drop;
pub mod view;
