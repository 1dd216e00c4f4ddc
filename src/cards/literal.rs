//! Catalog values written back as Rust, for the generated `data.rs` of each game (`catalog-json`
//! feature). [`Literal`] gives the expression that builds a value in a `static` in the type's own
//! Rust syntax (its paths and field names, not the JSON's renamed or tagged shape), and [`Expr`]
//! lays it out in lines of at most [`WIDTH`] columns where it can.
//!
//! [`literal_struct!`] and [`literal_enum!`] implement [`Literal`] for a type from the list of its
//! fields or variants. The compiler checks each list against the type (a struct pattern without
//! `..`, a `match` without `_`), so a field or a variant added to a definition type must be added
//! to its list before the generator builds.

use std::borrow::Cow;

/// The width the layout keeps to, rustfmt.toml's `max_width`.
pub const WIDTH: usize = 120;

/// A Rust expression that builds a value in a `static`.
pub enum Expr {
    /// Written as it is: a number, a string literal, a unit variant's path.
    Atom(String),
    /// `Path { field: value, … }`, a struct or a struct variant.
    Struct { path: String, fields: Vec<(&'static str, Expr)> },
    /// `Path(value, …)`: a tuple struct or variant, `Some`, `Borrowed`.
    Call { path: String, args: Vec<Expr> },
    /// `&[value, …]`.
    Slice(Vec<Expr>),
    /// `&value`.
    Ref(Box<Expr>),
}

impl Expr {
    /// `Path(value)`.
    pub fn call(path: &str, arg: Expr) -> Expr {
        Expr::Call { path: path.to_string(), args: vec![arg] }
    }

    /// The expression on one line.
    fn flat(&self) -> String {
        let list = |items: &mut dyn Iterator<Item = String>| items.collect::<Vec<_>>().join(", ");
        match self {
            Expr::Atom(atom) => atom.clone(),
            Expr::Struct { path, fields } => {
                format!(
                    "{path} {{ {} }}",
                    list(&mut fields.iter().map(|(name, value)| format!("{name}: {}", value.flat())))
                )
            }
            Expr::Call { path, args } => format!("{path}({})", list(&mut args.iter().map(Expr::flat))),
            Expr::Slice(items) => format!("&[{}]", list(&mut items.iter().map(Expr::flat))),
            Expr::Ref(value) => format!("&{}", value.flat()),
        }
    }

    /// Writes the expression into `out`, whose last line is indented by `indent` and is `column`
    /// characters long, leaving room for `after` characters to follow it on its last line: on one
    /// line where that fits, else one field or item a line (a call of one argument keeps it on
    /// its own line, as rustfmt does with `Some(Struct {`).
    pub fn write(&self, out: &mut String, indent: usize, column: usize, after: usize) {
        let flat = self.flat();
        if column + flat.chars().count() + after <= WIDTH {
            out.push_str(&flat);
            return;
        }
        let inner = indent + 4;
        let item = |out: &mut String, value: &Expr, column: usize| {
            value.write(out, inner, column, 1);
            out.push_str(",\n");
        };
        match self {
            Expr::Atom(atom) => out.push_str(atom),
            Expr::Struct { path, fields } => {
                out.push_str(&format!("{path} {{\n"));
                for (name, value) in fields {
                    out.push_str(&format!("{:inner$}{name}: ", ""));
                    item(out, value, inner + name.len() + 2);
                }
                out.push_str(&format!("{:indent$}}}", ""));
            }
            Expr::Call { path, args } if args.len() == 1 => {
                out.push_str(&format!("{path}("));
                args[0].write(out, indent, column + path.len() + 1, after + 1);
                out.push(')');
            }
            Expr::Call { path, args } => {
                out.push_str(&format!("{path}(\n"));
                for arg in args {
                    out.push_str(&format!("{:inner$}", ""));
                    item(out, arg, inner);
                }
                out.push_str(&format!("{:indent$})", ""));
            }
            Expr::Slice(items) => {
                out.push_str("&[\n");
                for value in items {
                    out.push_str(&format!("{:inner$}", ""));
                    item(out, value, inner);
                }
                out.push_str(&format!("{:indent$}]", ""));
            }
            Expr::Ref(value) => {
                out.push('&');
                value.write(out, indent, column + 1, after);
            }
        }
    }
}

/// A value the generated data can hold: written as the Rust expression that builds it.
pub trait Literal {
    fn literal(&self) -> Expr;
}

macro_rules! literal_display {
    ($($ty:ty),*) => {$(
        impl Literal for $ty {
            fn literal(&self) -> Expr {
                Expr::Atom(self.to_string())
            }
        }
    )*};
}

literal_display!(bool, u8, u16, i8);

impl<T: Literal> Literal for Option<T> {
    fn literal(&self) -> Expr {
        match self {
            Some(value) => Expr::call("Some", value.literal()),
            None => Expr::Atom("None".to_string()),
        }
    }
}

/// Borrowed from a string literal (its `Debug` form is one).
impl Literal for Cow<'static, str> {
    fn literal(&self) -> Expr {
        Expr::call("Borrowed", Expr::Atom(format!("{:?}", &**self)))
    }
}

/// Borrowed from a slice the `static` holds.
impl<T: Literal + Clone> Literal for Cow<'static, [T]> {
    fn literal(&self) -> Expr {
        Expr::call("Borrowed", Expr::Slice(self.iter().map(Literal::literal).collect()))
    }
}

/// Implements [`Literal`] for structs, each given with every one of its fields:
/// `literal_struct! { Filter { kind, whose, … } Icons { … } }`.
macro_rules! literal_struct {
    ($($ty:ident { $($field:ident),* $(,)? })*) => {$(
        impl $crate::cards::literal::Literal for $ty {
            fn literal(&self) -> $crate::cards::literal::Expr {
                let $ty { $($field),* } = self;
                $crate::cards::literal::Expr::Struct {
                    path: stringify!($ty).to_string(),
                    fields: vec![$((stringify!($field), $crate::cards::literal::Literal::literal($field))),*],
                }
            }
        }
    )*};
}

/// Implements [`Literal`] for enums, each given with every one of its variants, and a tuple or
/// struct variant with a name for each of its fields:
/// `literal_enum! { Modifier { Keywords(keywords), ResourceValue { amount, only_for }, MovePilot } }`.
macro_rules! literal_enum {
    ($($ty:ident { $($variant:ident $(( $($item:ident),* ))? $({ $($field:ident),* })?),* $(,)? })*) => {$(
        impl $crate::cards::literal::Literal for $ty {
            fn literal(&self) -> $crate::cards::literal::Expr {
                match self {
                    $($ty::$variant $(( $($item),* ))? $({ $($field),* })? => {
                        $crate::cards::literal::literal_variant!($ty::$variant $(( $($item),* ))? $({ $($field),* })?)
                    })*
                }
            }
        }
    )*};
}

/// One variant's expression, for [`literal_enum!`].
macro_rules! literal_variant {
    ($ty:ident :: $variant:ident) => {
        $crate::cards::literal::Expr::Atom(concat!(stringify!($ty), "::", stringify!($variant)).to_string())
    };
    ($ty:ident :: $variant:ident ( $($item:ident),* )) => {
        $crate::cards::literal::Expr::Call {
            path: concat!(stringify!($ty), "::", stringify!($variant)).to_string(),
            args: vec![$($crate::cards::literal::Literal::literal($item)),*],
        }
    };
    ($ty:ident :: $variant:ident { $($field:ident),* }) => {
        $crate::cards::literal::Expr::Struct {
            path: concat!(stringify!($ty), "::", stringify!($variant)).to_string(),
            fields: vec![$((stringify!($field), $crate::cards::literal::Literal::literal($field))),*],
        }
    };
}

pub(crate) use {literal_enum, literal_struct, literal_variant};

/// One `static` array of a generated file.
pub struct Static {
    /// Its doc comment, one line.
    pub doc: &'static str,
    pub name: &'static str,
    /// The element type.
    pub of: &'static str,
    pub items: Vec<Expr>,
}

/// The text of a generated `data.rs`: a header naming `about` (what the data is), the generator
/// (`by`) and each JSON file it was made from (`sources`: path and text) with its digest, the
/// imports `uses`, then each static.
pub fn data_file(about: &str, by: &str, sources: &[(String, &str)], uses: &[&str], statics: &[Static]) -> String {
    let mut out = format!(
        "//! {about}.\n\
         //!\n\
         //! Generated by `{by}` from the JSON files below, the source of truth: do\n\
         //! not edit it. After editing them, run\n\
         //! `{}`.\n\
         //!\n",
        super::REGENERATE
    );
    for (path, text) in sources {
        out.push_str(&format!("//! from `{path}`, digest {}\n", super::digest(text)));
    }
    out.push('\n');
    for path in uses {
        out.push_str(&format!("use {path};\n"));
    }
    for item in statics {
        out.push_str(&format!(
            "\n/// {}\npub static {}: [{}; {}] = [\n",
            item.doc,
            item.name,
            item.of,
            item.items.len()
        ));
        for value in &item.items {
            out.push_str("    ");
            value.write(&mut out, 4, 4, 1);
            out.push_str(",\n");
        }
        out.push_str("];\n");
    }
    out
}
