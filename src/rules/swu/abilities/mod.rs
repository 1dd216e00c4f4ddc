//! The ability vocabulary at work: which triggered abilities fire (`triggers`), and what each
//! effect does when it resolves, with the choices it asks for (`effects`).

pub(crate) mod effects;
pub(crate) mod triggers;
