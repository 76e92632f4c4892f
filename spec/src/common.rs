//! Small wire types shared by several areas.

use std::borrow::Cow;

use rust_decimal::Decimal;
use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Serialize};

/// An exact amount of money (or a price, rate or percentage). Exact in the domain, a JSON number
/// on the wire, as the real API sends it (docs/product/conventions.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Money(#[serde(with = "rust_decimal::serde::float")] pub Decimal);

impl Money {
    pub const ZERO: Money = Money(Decimal::ZERO);
}

impl From<Decimal> for Money {
    fn from(d: Decimal) -> Self {
        Money(d)
    }
}

impl JsonSchema for Money {
    fn schema_name() -> Cow<'static, str> {
        "Money".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({"type": "number", "description": "An exact decimal amount, sent as a JSON number."})
    }
    fn inline_schema() -> bool {
        true
    }
}

/// `{"success": true}`: what most actions and deletes answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Success {
    pub success: bool,
}

impl Success {
    pub const TRUE: Success = Success { success: true };
}

/// A request with no parameters.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NoParams {}
