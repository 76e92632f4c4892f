//! Objects, as the S3 endpoint changes them. Callers are the owners of the key pair a request
//! was signed with (`cx.actor`); a bucket answers only its owner, and not at all while
//! suspended. Every change checks size limits before it changes anything.

use md5::{Digest, Md5};
use spec::storage::MAX_UPLOAD_BYTES;

use super::bucket::BucketRecord;
use super::is_suspended;
use crate::domain::Cx;
// The S3 edge's signatures take it from here too.
pub use crate::domain::encode::hex;
use crate::world::World;
use crate::world::body::Body;
pub use crate::world::storage::{ObjectMeta, ObjectRecord, PartRecord, UploadRecord};

/// Why an S3 request is refused; the S3 endpoint names each with its S3 error code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ObjectError {
    NoSuchBucket,
    /// Another user's bucket.
    AccessDenied,
    /// The bucket's billing account is frozen or terminated.
    Suspended,
    NoSuchKey,
    NoSuchUpload,
    /// One request's body is over `MAX_UPLOAD_BYTES`.
    EntityTooLarge,
    /// The session would hold more than `SESSION_STORAGE_CAP_BYTES`.
    QuotaExceeded,
    /// A part other than the last is under 5 MiB.
    EntityTooSmall,
    InvalidPart,
    InvalidPartOrder,
    /// A key of 0 or over 1024 bytes, or a part number outside 1–10000.
    InvalidArgument,
    /// `x-amz-meta-*` names and values over 2 KiB together.
    MetadataTooLarge,
    /// A copy onto itself that changes nothing.
    CopyOntoItself,
    /// A bucket name broken by the naming rules (docs/product/storage.md#bucket-names).
    InvalidBucketName,
    /// A bucket name already used: by another user, or by the caller.
    BucketAlreadyExists,
    BucketAlreadyOwnedByYou,
    BucketNotEmpty,
    /// No active billing account of the caller can pay for a new bucket.
    NoPayingAccount,
}

pub type ObjectResult<T> = Result<T, ObjectError>;

/// The most `x-amz-meta-*` an object carries, names and values together.
pub const MAX_META_BYTES: usize = 2048;

/// The caller's buckets, by name.
pub fn buckets<'w>(world: &'w World, cx: &Cx) -> Vec<&'w BucketRecord> {
    world.storage.buckets.values().filter(|b| Some(b.user_id) == cx.actor).collect()
}

/// The caller's bucket, usable now.
pub fn bucket<'w>(world: &'w World, cx: &Cx, name: &str) -> ObjectResult<&'w BucketRecord> {
    let bucket = world.storage.buckets.get(name).ok_or(ObjectError::NoSuchBucket)?;
    if Some(bucket.user_id) != cx.actor {
        Err(ObjectError::AccessDenied)
    } else if is_suspended(world, bucket) {
        Err(ObjectError::Suspended)
    } else {
        Ok(bucket)
    }
}

pub fn get<'w>(world: &'w World, cx: &Cx, bucket_name: &str, key: &str) -> ObjectResult<&'w ObjectRecord> {
    bucket(world, cx, bucket_name)?.objects.get(key).ok_or(ObjectError::NoSuchKey)
}

/// Stores (or replaces) an object: its ETag.
pub fn put(
    world: &mut World,
    cx: &Cx,
    bucket_name: &str,
    key: &str,
    data: impl Into<Body>,
    content_type: &str,
) -> ObjectResult<String> {
    put_with(world, cx, bucket_name, key, data, content_type, ObjectMeta::default())
}

/// Stores (or replaces) an object with its metadata: its ETag, the quoted MD5 of its bytes.
pub fn put_with(
    world: &mut World,
    cx: &Cx,
    bucket_name: &str,
    key: &str,
    data: impl Into<Body>,
    content_type: &str,
    meta: ObjectMeta,
) -> ObjectResult<String> {
    let data = data.into();
    let old = bucket(world, cx, bucket_name)?.objects.get(key).map_or(0, |o| o.data.len() as u64);
    check_key(key)?;
    check_meta(&meta)?;
    check_body(world, cx, data.len(), old)?;
    let etag = format!("\"{}\"", hex(&Md5::digest(&data)));
    let object = ObjectRecord { data, etag: etag.clone(), content_type: content_type.into(), last_modified: cx.now, meta };
    let bucket = world.storage.buckets.get_mut(bucket_name).expect("checked above");
    bucket.objects.insert(key.into(), object);
    bucket.modified_at = Some(cx.now);
    Ok(etag)
}

/// Where a copy comes from and goes to, and the type and metadata it gets instead of the
/// source's (`x-amz-metadata-directive: REPLACE`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Copy {
    pub from_bucket: String,
    pub from_key: String,
    pub bucket: String,
    pub key: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replace: Option<(String, ObjectMeta)>,
}

/// Copies an object of the caller's into one of its buckets (the same or another): its ETag.
/// The copy is new (modified now, ETag the MD5 of its bytes) and keeps the source's type and
/// metadata unless they are replaced; a copy onto itself must replace them.
pub fn copy(world: &mut World, cx: &Cx, copy: Copy) -> ObjectResult<String> {
    let source = get(world, cx, &copy.from_bucket, &copy.from_key)?;
    bucket(world, cx, &copy.bucket)?;
    if (&copy.from_bucket, &copy.from_key) == (&copy.bucket, &copy.key) && copy.replace.is_none() {
        return Err(ObjectError::CopyOntoItself);
    }
    let (content_type, meta) = copy.replace.unwrap_or_else(|| (source.content_type.clone(), source.meta.clone()));
    let data = source.data.clone();
    put_with(world, cx, &copy.bucket, &copy.key, data, &content_type, meta)
}

/// Deletes the listed keys of one bucket (S3 `DeleteObjects`): each is deleted, missing or not.
pub fn delete_many(world: &mut World, cx: &Cx, bucket_name: &str, keys: &[String]) -> ObjectResult<()> {
    bucket(world, cx, bucket_name)?;
    for key in keys {
        delete(world, cx, bucket_name, key)?;
    }
    Ok(())
}

/// Deletes an object; deleting a missing one succeeds too, as in S3.
pub fn delete(world: &mut World, cx: &Cx, bucket_name: &str, key: &str) -> ObjectResult<()> {
    bucket(world, cx, bucket_name)?;
    let bucket = world.storage.buckets.get_mut(bucket_name).expect("checked above");
    if bucket.objects.remove(key).is_some() {
        bucket.modified_at = Some(cx.now);
    }
    Ok(())
}

/// What one `ListObjectsV2` page holds.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Listing<'w> {
    pub contents: Vec<(&'w str, &'w ObjectRecord)>,
    /// Folders: each key prefix up to and including the delimiter, once.
    pub common_prefixes: Vec<String>,
    /// Where the next page starts, when there is one.
    pub next: Option<String>,
}

/// A page of `ListObjectsV2`: keys under `prefix` after `after` (a continuation token or
/// `start-after`), keys sharing a prefix up to `delimiter` rolled up into one folder, at most
/// `max_keys` entries (objects and folders together).
pub fn list<'w>(
    world: &'w World,
    cx: &Cx,
    bucket_name: &str,
    prefix: &str,
    delimiter: Option<&str>,
    after: Option<&str>,
    max_keys: usize,
) -> ObjectResult<Listing<'w>> {
    let bucket = bucket(world, cx, bucket_name)?;
    let mut listing = Listing::default();
    let skipped = |key: &str| {
        after.is_some_and(|after| key <= after || delimiter.is_some_and(|d| after.ends_with(d) && key.starts_with(after)))
    };
    let mut entries = 0;
    for (key, object) in bucket.objects.range(prefix.to_string()..) {
        if !key.starts_with(prefix) {
            break;
        }
        if skipped(key) {
            continue;
        }
        let folder = delimiter.filter(|d| !d.is_empty()).and_then(|d| {
            let rest = &key[prefix.len()..];
            rest.find(d).map(|at| format!("{prefix}{}", &rest[..at + d.len()]))
        });
        if folder.is_some() && folder.as_ref() == listing.common_prefixes.last() {
            continue;
        }
        if entries == max_keys {
            let last = listing.common_prefixes.last().filter(|p| listing.contents.last().is_none_or(|(k, _)| *k < p.as_str()));
            listing.next = last.cloned().or_else(|| listing.contents.last().map(|(k, _)| k.to_string()));
            break;
        }
        entries += 1;
        match folder {
            Some(folder) => listing.common_prefixes.push(folder),
            None => listing.contents.push((key.as_str(), object)),
        }
    }
    Ok(listing)
}

/// S3 keeps at most 2 KiB of user metadata.
pub(super) fn check_meta(meta: &ObjectMeta) -> ObjectResult<()> {
    let size: usize = meta.user.iter().map(|(name, value)| name.len() + value.len()).sum();
    if size > MAX_META_BYTES { Err(ObjectError::MetadataTooLarge) } else { Ok(()) }
}

pub(super) fn check_key(key: &str) -> ObjectResult<()> {
    if key.is_empty() || key.len() > 1024 { Err(ObjectError::InvalidArgument) } else { Ok(()) }
}

/// A body of `len` bytes replacing `replaced` bytes must fit one request and the session's cap.
pub(super) fn check_body(world: &World, cx: &Cx, len: usize, replaced: u64) -> ObjectResult<()> {
    let len = len as u64;
    if len > MAX_UPLOAD_BYTES {
        Err(ObjectError::EntityTooLarge)
    } else if world.storage.bytes_held() - replaced + len > cx.storage_cap {
        Err(ObjectError::QuotaExceeded)
    } else {
        Ok(())
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::storage::bucket;
    use spec::storage::BucketCreate;

    pub(in crate::domain::storage) fn with_bucket() -> Fixture {
        let mut fx = Fixture::new();
        let input = BucketCreate { name: "photos".into(), billing_account_id: None };
        fx.run(|w, cx| bucket::create(w, cx, input).map(|_| ())).unwrap();
        fx
    }

    fn put_text(fx: &mut Fixture, key: &str, text: &str) {
        fx.run(|w, cx| put(w, cx, "photos", key, text.as_bytes().to_vec(), "text/plain")).unwrap();
    }

    fn keys(listing: &Listing) -> (Vec<String>, Vec<String>) {
        (listing.contents.iter().map(|(k, _)| k.to_string()).collect(), listing.common_prefixes.clone())
    }

    #[test]
    fn objects_are_stored_replaced_and_counted_by_the_bucket() {
        let mut fx = with_bucket();
        let etag = fx.run(|w, cx| put(w, cx, "photos", "a.txt", b"hello".to_vec(), "text/plain")).unwrap();
        assert_eq!(etag, "\"5d41402abc4b2a76b9719d911017c592\"");
        put_text(&mut fx, "a.txt", "hi");
        put_text(&mut fx, "b.txt", "abc");
        let bucket = &fx.world.storage.buckets["photos"];
        assert_eq!((bucket.size_bytes(), bucket.num_objects()), (5, 2));
        fx.run(|w, cx| delete(w, cx, "photos", "a.txt")).unwrap();
        fx.run(|w, cx| delete(w, cx, "photos", "a.txt")).unwrap();
        assert_eq!(fx.world.storage.buckets["photos"].size_bytes(), 3);
        let cx_world = fx.world.clone();
        let cx = Cx::new(fx.world.now, Some(fx.owner), &fx.brand, None);
        assert_eq!(get(&cx_world, &cx, "photos", "a.txt").map(|_| ()), Err(ObjectError::NoSuchKey));
    }

    #[test]
    fn listing_rolls_folders_up_and_pages() {
        let mut fx = with_bucket();
        for key in ["a.txt", "docs/1.txt", "docs/2.txt", "docs/sub/3.txt", "img/x.png", "z.txt"] {
            put_text(&mut fx, key, "x");
        }
        let world = fx.world.clone();
        let cx = Cx::new(world.now, Some(fx.owner), &fx.brand, None);
        let all = list(&world, &cx, "photos", "", Some("/"), None, 1000).unwrap();
        assert_eq!(keys(&all), (vec!["a.txt".into(), "z.txt".into()], vec!["docs/".into(), "img/".into()]));
        assert_eq!(all.next, None);
        let docs = list(&world, &cx, "photos", "docs/", Some("/"), None, 1000).unwrap();
        assert_eq!(keys(&docs), (vec!["docs/1.txt".into(), "docs/2.txt".into()], vec!["docs/sub/".into()]));
        // Two entries a page: a folder counts once and the next page starts after it.
        let first = list(&world, &cx, "photos", "", Some("/"), None, 2).unwrap();
        assert_eq!(keys(&first), (vec!["a.txt".into()], vec!["docs/".into()]));
        let second = list(&world, &cx, "photos", "", Some("/"), first.next.as_deref(), 2).unwrap();
        assert_eq!(keys(&second), (vec!["z.txt".into()], vec!["img/".into()]));
        assert_eq!(second.next, None);
        // Without a delimiter every key is listed.
        let flat = list(&world, &cx, "photos", "", None, None, 4).unwrap();
        assert_eq!(flat.contents.len(), 4);
        assert_eq!(flat.next.as_deref(), Some("docs/sub/3.txt"));
    }

    #[test]
    fn another_users_and_a_suspended_bucket_refuse() {
        let mut fx = with_bucket();
        let other = fx.world.identity.users.keys().copied().find(|id| *id != fx.owner).unwrap();
        let cx = Cx::new(fx.world.now, Some(other), &fx.brand, None);
        assert_eq!(bucket(&fx.world, &cx, "photos").map(|_| ()), Err(ObjectError::AccessDenied));
        assert_eq!(bucket(&fx.world, &cx, "nope").map(|_| ()), Err(ObjectError::NoSuchBucket));
        let account = fx.owner_account();
        fx.world.billing.accounts.get_mut(&account).unwrap().restriction_level = spec::billing::RestrictionLevel::Frozen;
        let cx = Cx::new(fx.world.now, Some(fx.owner), &fx.brand, None);
        assert_eq!(bucket(&fx.world, &cx, "photos").map(|_| ()), Err(ObjectError::Suspended));
    }
}
