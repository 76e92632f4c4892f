//! Objects and multipart uploads, as the S3 endpoint changes them. Callers are the owners of
//! the key pair a request was signed with (`cx.actor`); a bucket answers only its owner, and
//! not at all while suspended. Every change checks size limits before it changes anything.

use std::collections::BTreeMap;

use md5::{Digest, Md5};
use serde::{Deserialize, Serialize};
use spec::storage::{MAX_UPLOAD_BYTES, SESSION_STORAGE_CAP_BYTES};

use super::bucket::BucketRecord;
use super::is_suspended;
use crate::domain::Cx;
use crate::world::World;
use crate::world::storage::base64_bytes;
pub use crate::world::storage::{ObjectRecord, PartRecord, UploadRecord};

impl UploadRecord {
    pub fn size_bytes(&self) -> u64 {
        self.parts.values().map(|p| p.data.len() as u64).sum()
    }
}

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
}

pub type ObjectResult<T> = Result<T, ObjectError>;

/// S3's smallest part but the last.
pub const MIN_PART_BYTES: usize = 5 * 1024 * 1024;

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
pub fn put(world: &mut World, cx: &Cx, bucket_name: &str, key: &str, data: Vec<u8>, content_type: &str) -> ObjectResult<String> {
    let old = bucket(world, cx, bucket_name)?.objects.get(key).map_or(0, |o| o.data.len() as u64);
    check_key(key)?;
    check_body(world, data.len(), old)?;
    let etag = format!("\"{}\"", hex(&Md5::digest(&data)));
    let object = ObjectRecord { data, etag: etag.clone(), content_type: content_type.into(), last_modified: cx.now };
    let bucket = world.storage.buckets.get_mut(bucket_name).expect("checked above");
    bucket.objects.insert(key.into(), object);
    bucket.modified_at = Some(cx.now);
    Ok(etag)
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

/// Starts a multipart upload: its id.
pub fn upload_start(world: &mut World, cx: &Cx, bucket_name: &str, key: &str, content_type: &str) -> ObjectResult<String> {
    bucket(world, cx, bucket_name)?;
    check_key(key)?;
    let id = world.hex(16);
    let upload = UploadRecord {
        bucket: bucket_name.into(),
        key: key.into(),
        content_type: content_type.into(),
        initiated: cx.now,
        parts: BTreeMap::new(),
    };
    world.storage.uploads.insert(id.clone(), upload);
    Ok(id)
}

/// The caller's upload of `key` in `bucket_name`.
fn upload<'w>(world: &'w World, cx: &Cx, bucket_name: &str, key: &str, id: &str) -> ObjectResult<&'w UploadRecord> {
    bucket(world, cx, bucket_name)?;
    world.storage.uploads.get(id).filter(|u| u.bucket == bucket_name && u.key == key).ok_or(ObjectError::NoSuchUpload)
}

/// Stores (or replaces) one part: its ETag.
pub fn upload_part(
    world: &mut World,
    cx: &Cx,
    bucket_name: &str,
    key: &str,
    id: &str,
    number: u32,
    data: Vec<u8>,
) -> ObjectResult<String> {
    let old = upload(world, cx, bucket_name, key, id)?.parts.get(&number).map_or(0, |p| p.data.len() as u64);
    if !(1..=10_000).contains(&number) {
        return Err(ObjectError::InvalidArgument);
    }
    check_body(world, data.len(), old)?;
    let etag = format!("\"{}\"", hex(&Md5::digest(&data)));
    let part = PartRecord { data, etag: etag.clone() };
    world.storage.uploads.get_mut(id).expect("checked above").parts.insert(number, part);
    Ok(etag)
}

/// Assembles the listed parts (ascending, each with the ETag it was stored under, all but the
/// last at least 5 MiB) into the object: its ETag.
pub fn upload_complete(
    world: &mut World,
    cx: &Cx,
    bucket_name: &str,
    key: &str,
    id: &str,
    parts: &[(u32, String)],
) -> ObjectResult<String> {
    let upload = upload(world, cx, bucket_name, key, id)?;
    if parts.is_empty() {
        return Err(ObjectError::InvalidPart);
    }
    if parts.windows(2).any(|w| w[0].0 >= w[1].0) {
        return Err(ObjectError::InvalidPartOrder);
    }
    let mut chosen = Vec::with_capacity(parts.len());
    for (number, etag) in parts {
        let part = upload.parts.get(number).filter(|p| p.etag.trim_matches('"') == etag.trim_matches('"'));
        chosen.push(part.ok_or(ObjectError::InvalidPart)?);
    }
    if chosen[..chosen.len() - 1].iter().any(|p| p.data.len() < MIN_PART_BYTES) {
        return Err(ObjectError::EntityTooSmall);
    }
    let mut digests = Vec::new();
    let mut data = Vec::with_capacity(chosen.iter().map(|p| p.data.len()).sum());
    for part in &chosen {
        digests.extend_from_slice(&Md5::digest(&part.data));
        data.extend_from_slice(&part.data);
    }
    let etag = format!("\"{}-{}\"", hex(&Md5::digest(&digests)), chosen.len());
    let content_type = upload.content_type.clone();
    // The parts become the object: the bytes held change only by parts left out and the object
    // the new one replaces, so nothing here can cross the cap.
    world.storage.uploads.remove(id);
    let object = ObjectRecord { data, etag: etag.clone(), content_type, last_modified: cx.now };
    let bucket = world.storage.buckets.get_mut(bucket_name).expect("checked above");
    bucket.objects.insert(key.into(), object);
    bucket.modified_at = Some(cx.now);
    Ok(etag)
}

/// Drops an upload and its parts.
pub fn upload_abort(world: &mut World, cx: &Cx, bucket_name: &str, key: &str, id: &str) -> ObjectResult<()> {
    upload(world, cx, bucket_name, key, id)?;
    world.storage.uploads.remove(id);
    Ok(())
}

fn check_key(key: &str) -> ObjectResult<()> {
    if key.is_empty() || key.len() > 1024 { Err(ObjectError::InvalidArgument) } else { Ok(()) }
}

/// A body of `len` bytes replacing `replaced` bytes must fit one request and the session.
fn check_body(world: &World, len: usize, replaced: u64) -> ObjectResult<()> {
    let len = len as u64;
    if len > MAX_UPLOAD_BYTES {
        Err(ObjectError::EntityTooLarge)
    } else if world.storage.bytes_held() - replaced + len > SESSION_STORAGE_CAP_BYTES {
        Err(ObjectError::QuotaExceeded)
    } else {
        Ok(())
    }
}

/// A change to objects, as the S3 endpoint asks for it and the state file's log keeps it (the
/// log replays changes, not signed requests, whose signatures would be checked against keys of
/// the moment).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum ObjectChange {
    Put {
        bucket: String,
        key: String,
        content_type: String,
        #[serde(with = "base64_bytes")]
        data: Vec<u8>,
    },
    Delete {
        bucket: String,
        key: String,
    },
    UploadStart {
        bucket: String,
        key: String,
        content_type: String,
    },
    UploadPart {
        bucket: String,
        key: String,
        upload_id: String,
        number: u32,
        #[serde(with = "base64_bytes")]
        data: Vec<u8>,
    },
    UploadComplete {
        bucket: String,
        key: String,
        upload_id: String,
        parts: Vec<(u32, String)>,
    },
    UploadAbort {
        bucket: String,
        key: String,
        upload_id: String,
    },
}

/// What a change answers: an ETag, a new upload's id, or nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Changed {
    ETag(String),
    UploadId(String),
    Done,
}

/// Applies one change as the caller.
pub fn apply(world: &mut World, cx: &Cx, change: ObjectChange) -> ObjectResult<Changed> {
    match change {
        ObjectChange::Put { bucket, key, content_type, data } => {
            put(world, cx, &bucket, &key, data, &content_type).map(Changed::ETag)
        }
        ObjectChange::Delete { bucket, key } => delete(world, cx, &bucket, &key).map(|()| Changed::Done),
        ObjectChange::UploadStart { bucket, key, content_type } => {
            upload_start(world, cx, &bucket, &key, &content_type).map(Changed::UploadId)
        }
        ObjectChange::UploadPart { bucket, key, upload_id, number, data } => {
            upload_part(world, cx, &bucket, &key, &upload_id, number, data).map(Changed::ETag)
        }
        ObjectChange::UploadComplete { bucket, key, upload_id, parts } => {
            upload_complete(world, cx, &bucket, &key, &upload_id, &parts).map(Changed::ETag)
        }
        ObjectChange::UploadAbort { bucket, key, upload_id } => {
            upload_abort(world, cx, &bucket, &key, &upload_id).map(|()| Changed::Done)
        }
    }
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::storage::bucket;
    use spec::storage::BucketCreate;

    fn with_bucket() -> Fixture {
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
    fn multipart_assembles_parts_in_order_and_checks_them_first() {
        let mut fx = with_bucket();
        let id = fx.run(|w, cx| upload_start(w, cx, "photos", "big.bin", "application/octet-stream")).unwrap();
        let big = vec![7u8; MIN_PART_BYTES];
        let e1 = fx.run(|w, cx| upload_part(w, cx, "photos", "big.bin", &id, 1, big.clone())).unwrap();
        let e2 = fx.run(|w, cx| upload_part(w, cx, "photos", "big.bin", &id, 2, b"tail".to_vec())).unwrap();
        let before = fx.snapshot();
        let refusals = [
            fx.run(|w, cx| upload_complete(w, cx, "photos", "big.bin", &id, &[(2, e2.clone()), (1, e1.clone())])),
            fx.run(|w, cx| upload_complete(w, cx, "photos", "big.bin", &id, &[(1, e2.clone())])),
            fx.run(|w, cx| upload_complete(w, cx, "photos", "big.bin", &id, &[(2, e2.clone()), (3, e1.clone())])),
            fx.run(|w, cx| upload_complete(w, cx, "photos", "other.bin", &id, &[(1, e1.clone())])),
        ];
        assert_eq!(
            refusals,
            [
                Err(ObjectError::InvalidPartOrder),
                Err(ObjectError::InvalidPart),
                Err(ObjectError::InvalidPart),
                Err(ObjectError::NoSuchUpload)
            ]
        );
        assert_eq!(fx.snapshot(), before);
        let etag = fx.run(|w, cx| upload_complete(w, cx, "photos", "big.bin", &id, &[(1, e1), (2, e2)])).unwrap();
        assert!(etag.ends_with("-2\""), "{etag}");
        let bucket = &fx.world.storage.buckets["photos"];
        assert_eq!(bucket.size_bytes(), MIN_PART_BYTES as u64 + 4);
        assert!(fx.world.storage.uploads.is_empty());
    }

    #[test]
    fn small_middle_parts_and_the_session_cap_are_refused() {
        let mut fx = with_bucket();
        let id = fx.run(|w, cx| upload_start(w, cx, "photos", "k", "x")).unwrap();
        let e1 = fx.run(|w, cx| upload_part(w, cx, "photos", "k", &id, 1, b"small".to_vec())).unwrap();
        let e2 = fx.run(|w, cx| upload_part(w, cx, "photos", "k", &id, 2, b"tail".to_vec())).unwrap();
        let result = fx.run(|w, cx| upload_complete(w, cx, "photos", "k", &id, &[(1, e1), (2, e2)]));
        assert_eq!(result, Err(ObjectError::EntityTooSmall));
        assert_eq!(fx.run(|w, cx| upload_part(w, cx, "photos", "k", &id, 0, vec![])), Err(ObjectError::InvalidArgument));
        let chunk = vec![0u8; MAX_UPLOAD_BYTES as usize];
        fx.run(|w, cx| put(w, cx, "photos", "one", chunk.clone(), "x")).unwrap();
        fx.run(|w, cx| put(w, cx, "photos", "two", chunk.clone(), "x")).unwrap();
        let before = fx.snapshot();
        assert_eq!(fx.run(|w, cx| put(w, cx, "photos", "three", chunk.clone(), "x")), Err(ObjectError::QuotaExceeded));
        // Replacing an object counts only the difference.
        fx.run(|w, cx| put(w, cx, "photos", "two", chunk.clone(), "x")).unwrap();
        let over = vec![0u8; MAX_UPLOAD_BYTES as usize + 1];
        assert_eq!(fx.run(|w, cx| put(w, cx, "photos", "big", over, "x")), Err(ObjectError::EntityTooLarge));
        assert_eq!(fx.snapshot().len(), before.len());
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
