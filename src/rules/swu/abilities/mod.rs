//! The ability vocabulary at work: which triggered abilities fire (`triggers`), and what each
//! effect does when it resolves, with the choices it asks for (`effects`).

pub mod effects;
pub mod triggers;
