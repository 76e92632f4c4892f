//! Object storage: buckets, the caller's storage (S3) account and its keys (docs/product/storage.md#keys
//! *Storage bucket*, *StorageKey*; docs/product/storage.md#bucket-names; docs/product/storage.md#buckets *Object storage*; docs/product/storage.md#buckets). The calls are
//! global (no location), form-encoded, and answer errors as `{"message": …}` (docs/product/storage.md#keys:
//! "Storage errors carry an optional message"). The objects themselves are served by the
//! simulator's S3 endpoint, whose URL `GET /storage/api/s3` answers.

pub mod errors;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A bucket (`real-api-fixtures/storage_bucket.PUT.idch.json`): timestamps ISO with an offset,
/// `owner` the owner's email.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Bucket {
    pub user_id: u64,
    pub name: String,
    /// Bytes of all the bucket's objects.
    pub size_bytes: u64,
    pub billing_account_id: u64,
    pub num_objects: u64,
    pub created_at: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub modified_at: Option<String>,
    pub owner: String,
    /// A suspended bucket refuses every S3 request (docs/product/storage.md#buckets).
    pub is_suspended: bool,
}

/// `GET /storage/bucket/list`: only one account's buckets when given.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BucketListQuery {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
}

/// `GET` and `DELETE /storage/bucket` (query, or a form on DELETE as BP sends it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BucketRef {
    pub name: String,
}

/// `PUT /storage/bucket` (form). docs/product/storage.md#bucket-names: the name is 3 to 63 lowercase letters, digits
/// and hyphens, starts and ends with a letter or digit, does not start with `xn--` and does not
/// end with `-s3alias`; names are unique among every user's buckets (409). The character rules
/// are checked by the simulator with a message naming the rule broken. `billing_account_id` may
/// be left out with a restricted token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BucketCreate {
    #[schemars(length(min = 3, max = 63))]
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
}

/// `PATCH /storage/bucket` (form): pay for the bucket from another active account.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BucketUpdate {
    pub name: String,
    pub billing_account_id: u64,
}

/// `PUT /storage/bucket/cors` (form; docs/product/storage.md#cors "CORS body: bucket name and allowed_origin
/// (valid URL)"): the bucket's CORS configuration becomes one rule letting that origin read and
/// write. Answers the configuration as S3 XML (`CORSConfiguration`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BucketCors {
    pub name: String,
    /// An origin URL (`https://app.example.com`) or `*` for any origin.
    #[schemars(length(min = 1, max = 255))]
    pub allowed_origin: String,
}

/// One S3 key pair (`real-api-fixtures/storage_user_keys.GET.idch.json`, camelCase as live).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StorageKey {
    /// The storage account's user id: the owner's email.
    pub user_id: String,
    /// The access key ID.
    pub access_key: String,
    /// The secret access key.
    pub secret_key: String,
}

/// `DELETE /storage/user/keys` (form, or the query as WG sends it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KeyDelete {
    pub access_key: String,
}

/// A capability of a Ceph RGW user.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct StorageCap {
    #[serde(rename = "type")]
    pub kind: String,
    pub perm: String,
}

/// `GET /storage/user`: the caller's storage account in Ceph RGW's admin shape, camelCase
/// (docs/product/storage.md#buckets; the field set of the radosgw admin client's `User`). Created, with one
/// key pair, on the first call.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StorageUser {
    pub user_id: String,
    pub display_name: String,
    pub email: String,
    /// 0 or 1, as RGW counts it.
    #[schemars(range(min = 0, max = 1))]
    pub suspended: u8,
    pub max_buckets: u32,
    pub subusers: Vec<serde_json::Value>,
    pub s3_credentials: Vec<StorageKey>,
    pub swift_credentials: Vec<serde_json::Value>,
    pub caps: Vec<StorageCap>,
}

/// `GET /storage/api/s3`: where S3 clients reach the objects; `/` before the storage account
/// exists (docs/product/storage.md#keys, live). Path-style (`{url}/{bucket}/{key}`) or virtual-host style
/// (`{bucket}.{host}`) as the site's `s3ForcePathStyle` says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct S3Endpoint {
    pub url: String,
}

/// Largest object the S3 endpoint stores in one request (a single PUT or one multipart part),
/// and the largest object the console uploads: 100 MiB.
pub const MAX_UPLOAD_BYTES: u64 = 100 * 1024 * 1024;
/// Bytes of objects (and multipart parts in progress) one session holds at most: 256 MiB. The
/// objects live in the session's world, in memory and in state exports.
pub const SESSION_STORAGE_CAP_BYTES: u64 = 256 * 1024 * 1024;

/// `PUT /__sim/sessions/{id}/buckets/{bucket}/objects` (control API, JSON): puts a text object
/// into a bucket as its owner, without signing an S3 request (demo worlds and QA suites).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ObjectPut {
    /// The object key; a key ending in `/` with no content is a folder.
    #[schemars(length(min = 1, max = 1024))]
    pub key: String,
    #[serde(default)]
    pub content: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content_type: Option<String>,
}

/// What `ObjectPut` stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ObjectPutAnswer {
    pub key: String,
    pub size_bytes: u64,
}

pub mod ops {
    use super::*;
    use crate::common::{NoParams, Success};
    use crate::routes::{Area, Method, Operation};

    /// A storage operation: global, `{"message": …}` errors.
    const fn storage(id: &'static str, method: Method, path: &'static str) -> Operation {
        Operation::new(id, method, path, Area::Storage).message_errors()
    }

    pub const BUCKET_LIST: Operation = storage("bucket_list", Method::Get, "/storage/bucket/list")
        .summary("The caller's buckets, oldest first (one account's with `billing_account_id`)")
        .request::<BucketListQuery>()
        .response::<Vec<Bucket>>();
    pub const BUCKET_GET: Operation = storage("bucket_get", Method::Get, "/storage/bucket")
        .summary("One of the caller's buckets, by name")
        .request::<BucketRef>()
        .response::<Bucket>();
    pub const BUCKET_CREATE: Operation = storage("bucket_create", Method::Put, "/storage/bucket")
        .summary("Create an empty bucket; its name must be free among every user's buckets (409)")
        .request::<BucketCreate>()
        .response::<Bucket>();
    pub const BUCKET_UPDATE: Operation = storage("bucket_update", Method::Patch, "/storage/bucket")
        .summary("Pay for a bucket from another active billing account of the caller")
        .request::<BucketUpdate>()
        .response::<Bucket>();
    pub const BUCKET_DELETE: Operation = storage("bucket_delete", Method::Delete, "/storage/bucket")
        .summary("Delete an empty bucket (204); one holding objects is 409")
        .request::<BucketRef>()
        .status(204);
    pub const BUCKET_CORS: Operation = storage("bucket_cors", Method::Put, "/storage/bucket/cors")
        .summary("Let one origin (or `*`) use the bucket from browsers; answers the CORS configuration as XML")
        .request::<BucketCors>()
        .text("application/xml");
    pub const STORAGE_USER: Operation = storage("storage_user", Method::Get, "/storage/user")
        .summary("The caller's storage account (Ceph RGW shape), created with one key pair on the first call")
        .request::<NoParams>()
        .response::<StorageUser>();
    pub const KEY_LIST: Operation = storage("storage_key_list", Method::Get, "/storage/user/keys")
        .summary("The storage account's S3 key pairs; 404 before the account exists")
        .request::<NoParams>()
        .response::<Vec<StorageKey>>();
    pub const KEY_CREATE: Operation = storage("storage_key_create", Method::Post, "/storage/user/keys")
        .summary("Add a key pair; answers all of them")
        .request::<NoParams>()
        .response::<Vec<StorageKey>>();
    pub const KEY_DELETE: Operation = storage("storage_key_delete", Method::Delete, "/storage/user/keys")
        .summary("Delete a key pair; S3 requests signed with it are refused at once")
        .request::<KeyDelete>()
        .response::<Success>();
    pub const SIM_OBJECT_PUT: Operation =
        Operation::put("sim_object_put", "/__sim/sessions/{id}/buckets/{bucket}/objects", Area::Control)
            .summary("Put a text object into a bucket as its owner, without an S3 signature (demo worlds, QA suites)")
            .json()
            .request::<ObjectPut>()
            .response::<ObjectPutAnswer>();
    pub const S3_URL: Operation = storage("storage_s3_url", Method::Get, "/storage/api/s3")
        .summary("The S3 endpoint's URL, `/` before the storage account exists")
        .request::<NoParams>()
        .response::<S3Endpoint>();

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] = &[
        &BUCKET_LIST,
        &BUCKET_GET,
        &BUCKET_CREATE,
        &BUCKET_UPDATE,
        &BUCKET_DELETE,
        &BUCKET_CORS,
        &STORAGE_USER,
        &KEY_LIST,
        &KEY_CREATE,
        &KEY_DELETE,
        &S3_URL,
        &SIM_OBJECT_PUT,
    ];
}
