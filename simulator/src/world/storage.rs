//! Object storage: accounts and keys, buckets, objects and multipart uploads.

use std::collections::BTreeMap;

use jiff::Timestamp;
use serde::{Deserialize, Serialize};

use super::UserId;
use super::body::Body;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectRecord {
    pub data: Body,
    /// Quoted, as S3 sends it: the MD5 of the data, or of the parts' MD5s with `-<parts>`.
    pub etag: String,
    pub content_type: String,
    pub last_modified: Timestamp,
    /// What the uploader said of the object beyond its type (absent from older exports).
    #[serde(default, skip_serializing_if = "ObjectMeta::is_empty")]
    pub meta: ObjectMeta,
}

/// An object's metadata as S3 keeps and returns it: `x-amz-meta-*`, `Cache-Control`,
/// `Content-Disposition`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectMeta {
    /// `x-amz-meta-<name>` by lower-case name, without the prefix.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub user: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_control: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content_disposition: Option<String>,
}

impl ObjectMeta {
    pub fn is_empty(&self) -> bool {
        *self == ObjectMeta::default()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UploadRecord {
    pub bucket: String,
    pub key: String,
    pub content_type: String,
    pub initiated: Timestamp,
    pub parts: BTreeMap<u32, PartRecord>,
    /// The object's metadata, given when the upload starts.
    #[serde(default, skip_serializing_if = "ObjectMeta::is_empty")]
    pub meta: ObjectMeta,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartRecord {
    pub data: Body,
    pub etag: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BucketRecord {
    pub name: String,
    /// Creation order, the order lists come in.
    pub seq: u64,
    pub user_id: UserId,
    pub billing_account_id: u64,
    pub created_at: Timestamp,
    /// The last change to the bucket or its objects.
    pub modified_at: Option<Timestamp>,
    /// Who may use the bucket from browsers (S3 `CORSConfiguration`).
    pub cors: Vec<CorsRule>,
    /// Objects by key.
    pub objects: BTreeMap<String, ObjectRecord>,
}

/// One S3 CORS rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CorsRule {
    pub allowed_origins: Vec<String>,
    pub allowed_methods: Vec<String>,
    pub allowed_headers: Vec<String>,
    pub expose_headers: Vec<String>,
    pub max_age_seconds: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StorageAccount {
    pub user_id: UserId,
    pub created_at: Timestamp,
    /// Oldest first.
    pub keys: Vec<KeyRecord>,
}

/// One key pair. The access key a client signs with is `<session>.<access_key>`, as API keys
/// name their session, so a key finds its session's world.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeyRecord {
    pub access_key: String,
    pub secret_key: String,
    pub created_at: Timestamp,
}

/// The storage tables of a world.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Storage {
    /// Storage accounts by user: made on the first `GET /storage/user` (or bucket).
    pub accounts: BTreeMap<UserId, StorageAccount>,
    /// Buckets by name: names are unique among every user's buckets.
    pub buckets: BTreeMap<String, BucketRecord>,
    /// Multipart uploads in progress, by upload id.
    pub uploads: BTreeMap<String, UploadRecord>,
}

impl Storage {
    /// Every object's and upload part's bytes.
    pub fn bodies_mut(&mut self) -> impl Iterator<Item = &mut Body> {
        let objects = self.buckets.values_mut().flat_map(|b| b.objects.values_mut().map(|o| &mut o.data));
        objects.chain(self.uploads.values_mut().flat_map(|u| u.parts.values_mut().map(|p| &mut p.data)))
    }
}
