//! Error bodies as the real API gives them (docs/product/conventions.md#error-shapes) and the catalogue of documented
//! message texts (seeds' error catalogues). Handlers never spell a message twice: they use these.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// `{"errors":{"Error": "..."}}` (VM family, billing, identity) or `{"errors":{"<field>": "..."}}`
/// (validation), keyed by field name or `Error`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ErrorsBody {
    pub errors: BTreeMap<String, String>,
}

/// `{"message": "..."}`: the gateway, network, disks, IPs and storage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MessageBody {
    pub message: String,
}

/// The payment area's own 403 (docs/product/payment.md#cards, RH client test, DOCS-derived):
/// `{"errors":{"consumer::resource_forbidden":{"msg","subtype","type"}}}`. Strict sessions answer
/// it for a billing account outside the key's reach.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ConsumerForbiddenBody {
    pub errors: BTreeMap<String, ConsumerForbidden>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ConsumerForbidden {
    pub msg: String,
    pub subtype: String,
    #[serde(rename = "type")]
    pub kind: String,
}

impl ConsumerForbiddenBody {
    pub const MESSAGE: &str = "Consumer not allowed to access resource.";

    pub fn new() -> Self {
        let detail =
            ConsumerForbidden { msg: Self::MESSAGE.into(), subtype: "resource_forbidden".into(), kind: "consumer".into() };
        ConsumerForbiddenBody { errors: BTreeMap::from([("consumer::resource_forbidden".to_string(), detail)]) }
    }
}

impl Default for ConsumerForbiddenBody {
    fn default() -> Self {
        Self::new()
    }
}

/// Key of the general message in [`ErrorsBody`].
pub const GENERAL: &str = "Error";

/// One text of a catalogue: a fixed message, or a template whose `{param}`s a handler fills in.
/// The console's mocks get every catalogue as `web/src/api/generated/error-texts.ts`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text {
    pub name: &'static str,
    pub template: &'static str,
    pub params: &'static [&'static str],
}

/// Declares an area's texts once: `const NAME = "text";` becomes a `&str` constant and
/// `fn name(id: u64) = "No such thing: {id}";` a function formatting it; both also land in the
/// module's `TEXTS`, from which the console's catalogue is generated, so no text is typed twice.
macro_rules! texts {
    (@items) => {};
    (@items $(#[$m:meta])* const $name:ident = $text:literal; $($rest:tt)*) => {
        $(#[$m])* pub const $name: &str = $text;
        $crate::error::texts!(@items $($rest)*);
    };
    (@items $(#[$m:meta])* fn $name:ident($($arg:ident: $ty:ty),*) = $text:literal; $($rest:tt)*) => {
        $(#[$m])* pub fn $name($($arg: $ty),*) -> String { format!($text) }
        $crate::error::texts!(@items $($rest)*);
    };
    (@list [$($acc:tt)*]) => { &[$($acc)*] };
    (@list [$($acc:tt)*] $(#[$m:meta])* const $name:ident = $text:literal; $($rest:tt)*) => {
        $crate::error::texts!(@list [$($acc)* $crate::error::Text {
            name: stringify!($name), template: $text, params: &[]
        },] $($rest)*)
    };
    (@list [$($acc:tt)*] $(#[$m:meta])* fn $name:ident($($arg:ident: $ty:ty),*) = $text:literal; $($rest:tt)*) => {
        $crate::error::texts!(@list [$($acc)* $crate::error::Text {
            name: stringify!($name), template: $text, params: &[$(stringify!($arg)),*]
        },] $($rest)*)
    };
    ($($body:tt)*) => {
        $crate::error::texts!(@items $($body)*);
        /// Every text above, in order.
        pub const TEXTS: &[$crate::error::Text] = $crate::error::texts!(@list [] $($body)*);
    };
}
pub(crate) use texts;

/// Texts answered by the gateway in front of the API (Kong).
pub mod gateway {
    crate::error::texts! {
        const NO_API_KEY = "No API key found in request";
        const INVALID_CREDENTIALS = "Invalid authentication credentials";
        const NO_ROUTE = "no route and no API found with those values";
        const BAD_GATEWAY = "An invalid response was received from the upstream server";
        const GATEWAY_TIMEOUT = "The upstream server is timing out";
        const BODY_TOO_LARGE = "Request size limit exceeded";
        /// A handler that failed where nothing should (the gateway's own text for its 500s).
        const UNEXPECTED = "An unexpected error occurred";
        /// One connection past `serve --max-connections`; our wording.
        const TOO_MANY_CONNECTIONS = "Too many connections";
        /// A body that stopped arriving (`serve --body-timeout`); our wording.
        const BODY_TIMEOUT = "Request body timed out";
        /// More query or form parameters than the simulator parses (1000); our wording.
        const TOO_MANY_PARAMETERS = "Too many parameters: at most 1000 in the query and 1000 in a form body";
        /// A request target past 8 KiB; our wording.
        const URI_TOO_LONG = "Request URI too long";
        /// More than 100 header fields or 32 KiB of them; our wording.
        const HEADERS_TOO_LARGE = "Request header fields too large";
        /// A path served, but not with this method; our wording.
        const METHOD_NOT_ALLOWED = "Method not allowed";
        /// `DELETE /__sim/sessions/default`: keyless calls and the console's configuration need it; our wording.
        const DEFAULT_SESSION_STAYS = "The default session cannot be deleted: keyless calls are served from it (reset it instead)";
    }
}

/// Validation texts. The real API's phrasing where it is known (docs/product/compute.md#vm-fields).
pub mod validation {
    crate::error::texts! {
        const REQUIRED = "This field is required";
        const WHOLE_NUMBER = "Invalid whole number provided";
        const NUMBER = "Invalid number provided";
        const BOOLEAN = "Invalid boolean value provided";
        const STRING = "Invalid string provided";
        const LIST = "Invalid list provided";
        const OBJECT = "Invalid object provided";
        const PATTERN = "Value does not match the required pattern";
        const UNKNOWN_FIELD = "Unknown field";
        const INVALID_JSON = "Request body is not valid JSON";
        const INVALID_FORM = "Request body is not a valid form";
        fn at_most_chars(limit: impl std::fmt::Display) = "Ensure this field has no more than {limit} characters";
        fn at_least_chars(limit: impl std::fmt::Display) = "Ensure this field has at least {limit} characters";
        fn at_least(limit: impl std::fmt::Display) = "Must be greater than or equal to {limit}";
        fn at_most(limit: impl std::fmt::Display) = "Must be less than or equal to {limit}";
    }

    /// The schema keyword beside a field's `pattern` holding what a value off the pattern is told
    /// (an SSH public key: docs/product/identity.md#ssh-keys); a field without it gets [`PATTERN`].
    pub const PATTERN_TEXT_KEY: &str = "x-pattern-text";

    /// `value must be one from the list ['a', 'b']`, the real API's enum text.
    pub fn one_of<S: AsRef<str>>(values: &[S]) -> String {
        let list: Vec<String> = values.iter().map(|v| format!("'{}'", v.as_ref())).collect();
        format!("value must be one from the list [{}]", list.join(", "))
    }
    /// The enum text of a rule that depends on another parameter, as live:
    /// `if 'os_name=ubuntu' then value must be one from the list ['20.04', '22.04', '24.04']`.
    pub fn one_of_if<S: AsRef<str>>(parameter: &str, value: &str, values: &[S]) -> String {
        format!("if '{parameter}={value}' then {}", one_of(values))
    }
}

// Each area's texts live beside its operations (`spec/src/<area>/errors.rs`); these names keep
// one way in for handlers: `spec::error::<area>::TEXT`.
pub use crate::access::errors as access;
pub use crate::billing::errors as billing;
pub use crate::compute::errors as compute;
pub use crate::identity::errors as identity;
pub use crate::idp::errors as idp;
pub use crate::metal::errors as metal;
pub use crate::network::errors as network;
pub use crate::payment::errors as payment;
pub use crate::services::errors as services;
pub use crate::storage::errors as storage;

/// Every catalogue by name, in the order the console's generated catalogue lists them.
pub const CATALOGUES: &[(&str, &[Text])] = &[
    ("gateway", gateway::TEXTS),
    ("validation", validation::TEXTS),
    ("identity", identity::TEXTS),
    ("idp", idp::TEXTS),
    ("access", access::TEXTS),
    ("billing", billing::TEXTS),
    ("payment", payment::TEXTS),
    ("compute", compute::TEXTS),
    ("metal", metal::TEXTS),
    ("network", network::TEXTS),
    ("storage", storage::TEXTS),
    ("services", services::TEXTS),
];

/// The catch-all text every endpoint may answer with status 500 (docs/product/conventions.md#error-shapes).
pub const ERROR_PERFORMING_ACTION: &str = "Error performing action";
