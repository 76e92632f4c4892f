//! The route table: every operation of the API and of the control API, with its request and
//! response types. The simulator registers its handlers against these constants, the OpenAPI
//! document is built from them, and a test checks that the two agree.

use schemars::{JsonSchema, Schema, SchemaGenerator};

use crate::{access, billing, compute, config, control, identity, idp, metal, network, payment, pricing, services, storage};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Method {
    Get,
    Post,
    Put,
    Patch,
    Delete,
}

impl Method {
    pub const fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
            Method::Put => "PUT",
            Method::Patch => "PATCH",
            Method::Delete => "DELETE",
        }
    }
}

/// Where an operation answers (docs/product/conventions.md#location-segment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// `/v1{path}` only.
    Global,
    /// `/v1/{location}{path}` and `/v1{path}` (the default location).
    Location,
    /// The simulator's control API: `{path}` as written, no `/v1`.
    Control,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Auth {
    /// Needs an `apikey` header (the gateway answers 401/403 otherwise).
    ApiKey,
    /// Answers without a key (configuration and public catalogues).
    Public,
}

/// Where the real API reads an operation's parameters. In the default (lenient) mode the
/// simulator reads query, form and JSON alike; `--strict` reads only what the real API reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Query,
    Form,
    Json,
}

/// Which error body the operation's area answers with (docs/product/conventions.md#error-shapes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorStyle {
    /// `{"errors":{"Error": msg}}` and `{"errors":{"<field>": msg}}`.
    Errors,
    /// `{"message": msg}`.
    Message,
    /// `{"error": code, "error_description": msg}`: the simulated identity provider.
    Provider,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Area {
    Config,
    Identity,
    Pricing,
    Compute,
    Access,
    Billing,
    Payment,
    Idp,
    Control,
    Metal,
    Network,
    Storage,
    Services,
}

impl Area {
    pub const fn tag(self) -> &'static str {
        match self {
            Area::Config => "config",
            Area::Identity => "identity",
            Area::Pricing => "pricing",
            Area::Compute => "compute",
            Area::Access => "access",
            Area::Billing => "billing",
            Area::Payment => "payment",
            Area::Idp => "idp",
            Area::Control => "control",
            Area::Metal => "metal",
            Area::Network => "network",
            Area::Storage => "storage",
            Area::Services => "services",
        }
    }
}

pub type SchemaFn = fn(&mut SchemaGenerator) -> Schema;

fn schema_of<T: JsonSchema>(generator: &mut SchemaGenerator) -> Schema {
    generator.subschema_for::<T>()
}

/// What a successful answer carries.
#[derive(Clone, Copy, Debug)]
pub enum ResponseBody {
    Json(SchemaFn),
    /// Text of the given content type (e.g. a YAML scenario).
    Text(&'static str),
    /// No body (204).
    Empty,
}

#[derive(Clone, Copy, Debug)]
pub struct Operation {
    /// Names the handler, the OpenAPI operationId and the journal entry.
    pub id: &'static str,
    pub method: Method,
    pub path: &'static str,
    pub scope: Scope,
    pub auth: Auth,
    pub area: Area,
    pub encoding: Encoding,
    pub errors: ErrorStyle,
    pub summary: &'static str,
    /// Parameters (query for GET, body otherwise), as one object.
    pub request: Option<SchemaFn>,
    pub response: ResponseBody,
    pub status: u16,
    /// Status of a "no such thing" answer: 404 by default, 400 in the VM family.
    pub not_found: u16,
    /// Status of a refusal because of the resource's state: 409 by default, 400 in the VM family.
    pub conflict: u16,
    /// The message of the operation's documented 500 (docs/product/conventions.md#failures): what
    /// a fault rule with status 500 and no `error` of its own answers.
    pub failure: &'static str,
    /// A strict call with a global key that names no `billing_account_id` is refused for that
    /// alone, before its other fields are checked (see [`Operation::account_first`]).
    pub account_first: bool,
}

const fn is_simulator_path(path: &str) -> bool {
    let (path, prefix) = (path.as_bytes(), b"/__sim/");
    if path.len() < prefix.len() {
        return false;
    }
    let mut i = 0;
    while i < prefix.len() {
        if path[i] != prefix[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl Operation {
    pub const fn new(id: &'static str, method: Method, path: &'static str, area: Area) -> Self {
        // The simulator's own surface (control API, identity provider and payment pages) answers
        // at `/__sim`, without `/v1`, guarded by `--control-token` rather than the gateway's key.
        let simulator = is_simulator_path(path);
        Operation {
            id,
            method,
            path,
            scope: if simulator { Scope::Control } else { Scope::Global },
            auth: if simulator { Auth::Public } else { Auth::ApiKey },
            area,
            encoding: if matches!(method, Method::Get) { Encoding::Query } else { Encoding::Form },
            errors: if simulator { ErrorStyle::Message } else { ErrorStyle::Errors },
            summary: "",
            request: None,
            response: ResponseBody::Empty,
            status: 200,
            not_found: 404,
            conflict: 409,
            failure: crate::error::ERROR_PERFORMING_ACTION,
            account_first: false,
        }
    }
    pub const fn get(id: &'static str, path: &'static str, area: Area) -> Self {
        Self::new(id, Method::Get, path, area)
    }
    pub const fn post(id: &'static str, path: &'static str, area: Area) -> Self {
        Self::new(id, Method::Post, path, area)
    }
    pub const fn put(id: &'static str, path: &'static str, area: Area) -> Self {
        Self::new(id, Method::Put, path, area)
    }
    pub const fn patch(id: &'static str, path: &'static str, area: Area) -> Self {
        Self::new(id, Method::Patch, path, area)
    }
    pub const fn delete(id: &'static str, path: &'static str, area: Area) -> Self {
        Self::new(id, Method::Delete, path, area)
    }
    pub const fn summary(mut self, summary: &'static str) -> Self {
        self.summary = summary;
        self
    }
    pub const fn location_scoped(mut self) -> Self {
        self.scope = Scope::Location;
        self
    }
    pub const fn public(mut self) -> Self {
        self.auth = Auth::Public;
        self
    }
    pub const fn json(mut self) -> Self {
        self.encoding = Encoding::Json;
        self
    }
    /// Parameters in the query even on a POST or DELETE (docs/product/conventions.md#encodings, "query only").
    pub const fn query(mut self) -> Self {
        self.encoding = Encoding::Query;
        self
    }
    /// Live checks this operation's billing account first: a strict create with a global key
    /// (docs/product/conventions.md#encodings saw a JSON body, not parsed there, that named none
    /// and no size either) answered only `'billing_account_id' is required if using a global API
    /// token`.
    pub const fn account_first(mut self) -> Self {
        self.account_first = true;
        self
    }
    pub const fn message_errors(mut self) -> Self {
        self.errors = ErrorStyle::Message;
        self
    }
    pub const fn provider_errors(mut self) -> Self {
        self.errors = ErrorStyle::Provider;
        self
    }
    pub const fn request<T: JsonSchema>(mut self) -> Self {
        self.request = Some(schema_of::<T>);
        self
    }
    pub const fn response<T: JsonSchema>(mut self) -> Self {
        self.response = ResponseBody::Json(schema_of::<T>);
        self
    }
    pub const fn text(mut self, content_type: &'static str) -> Self {
        self.response = ResponseBody::Text(content_type);
        self
    }
    pub const fn status(mut self, status: u16) -> Self {
        self.status = status;
        self
    }
    pub const fn not_found_status(mut self, status: u16) -> Self {
        self.not_found = status;
        self
    }
    pub const fn conflict_status(mut self, status: u16) -> Self {
        self.conflict = status;
        self
    }
    pub const fn fails_with(mut self, failure: &'static str) -> Self {
        self.failure = failure;
        self
    }

    /// The paths the operation answers at, as registered with the router.
    pub fn mounted_paths(&self) -> Vec<String> {
        match self.scope {
            Scope::Global => vec![format!("/v1{}", self.path)],
            Scope::Location => vec![format!("/v1/{{location}}{}", self.path), format!("/v1{}", self.path)],
            Scope::Control => vec![self.path.to_string()],
        }
    }

    /// Names of the `{param}` segments of the path.
    pub fn path_params(&self) -> impl Iterator<Item = &'static str> {
        self.path.split('/').filter_map(|s| s.strip_prefix('{')?.strip_suffix('}'))
    }
}

/// Each area's operations, in the order the OpenAPI document lists the areas.
const AREAS: &[&[&Operation]] = &[
    config::ops::ALL,
    pricing::ops::ALL,
    identity::ops::ALL,
    idp::ops::ALL,
    access::ops::ALL,
    billing::ops::ALL,
    payment::ops::ALL,
    compute::ops::ALL,
    metal::ops::ALL,
    network::ops::ALL,
    storage::ops::ALL,
    services::ops::ALL,
    control::ops::ALL,
];

const COUNT: usize = {
    let (mut count, mut area) = (0, 0);
    while area < AREAS.len() {
        count += AREAS[area].len();
        area += 1;
    }
    count
};

/// The areas' lists one after another, built at compile time so `OPERATIONS` stays a plain slice.
const FLAT: [&Operation; COUNT] = {
    let mut all = [&control::ops::HEALTH; COUNT];
    let (mut next, mut area) = (0, 0);
    while area < AREAS.len() {
        let mut i = 0;
        while i < AREAS[area].len() {
            all[next] = AREAS[area][i];
            next += 1;
            i += 1;
        }
        area += 1;
    }
    all
};

/// Every operation, in the order the OpenAPI document lists them.
pub const OPERATIONS: &[&Operation] = &FLAT;

/// The operation with this id.
pub fn by_id(id: &str) -> Option<&'static Operation> {
    OPERATIONS.iter().copied().find(|op| op.id == id)
}
