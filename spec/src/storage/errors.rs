//! Object storage (docs/product/storage.md#bucket-names, docs/product/storage.md#keys; docs/product/storage.md#buckets). "Storage account not found." is
//! live (docs/product/storage.md#keys); the rest are ours, in the same voice.
//! The area's error and message texts: handlers and the console's generated catalogue use these.

crate::error::texts! {
    const ACCOUNT_NOT_FOUND = "Storage account not found.";
    const BUCKET_NOT_FOUND = "Bucket not found.";
    const BUCKET_EXISTS = "Bucket name is already taken.";
    const BUCKET_NOT_EMPTY = "Bucket is not empty.";
    const KEY_NOT_FOUND = "Access key not found.";
    /// docs/product/storage.md#keys: the documented storage failure, for fault rules.
    const IO_EXCEPTION = "IOException";
    /// The bucket-name rules of docs/product/storage.md#bucket-names, one text per rule.
    const NAME_CHARACTERS = "Use only lowercase letters, digits and hyphens";
    const NAME_EDGES = "Start and end with a lowercase letter or digit";
    const NAME_XN = "Must not start with xn--";
    const NAME_S3ALIAS = "Must not end with -s3alias";
    const ORIGIN_URL = "Enter a valid URL (scheme and host, e.g. https://app.example.com) or *";
}
