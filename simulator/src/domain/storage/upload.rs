//! Multipart uploads: started with the object's type and metadata, parts stored (and replaced)
//! by number, then assembled in the order the client lists them into one object whose ETag is
//! the MD5 of the parts' MD5s with `-<parts>` (docs/product/storage.md#objects).

use std::collections::BTreeMap;

use md5::{Digest, Md5};

use super::object::{ObjectError, ObjectResult, bucket, check_body, check_key, check_meta};
use crate::domain::Cx;
use crate::domain::encode::hex;
use crate::world::World;
use crate::world::body::Body;
use crate::world::storage::{ObjectMeta, ObjectRecord, PartRecord, UploadRecord};

/// S3's smallest part but the last.
pub const MIN_PART_BYTES: usize = 5 * 1024 * 1024;

impl UploadRecord {
    pub fn size_bytes(&self) -> u64 {
        self.parts.values().map(|p| p.data.len() as u64).sum()
    }
}

/// Starts a multipart upload: its id.
pub fn upload_start(
    world: &mut World,
    cx: &Cx,
    bucket_name: &str,
    key: &str,
    content_type: &str,
    meta: ObjectMeta,
) -> ObjectResult<String> {
    bucket(world, cx, bucket_name)?;
    check_key(key)?;
    check_meta(&meta)?;
    let id = world.hex(16);
    let upload = UploadRecord {
        bucket: bucket_name.into(),
        key: key.into(),
        content_type: content_type.into(),
        initiated: cx.now,
        parts: BTreeMap::new(),
        meta,
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
    data: impl Into<Body>,
) -> ObjectResult<String> {
    let data = data.into();
    let old = upload(world, cx, bucket_name, key, id)?.parts.get(&number).map_or(0, |p| p.data.len() as u64);
    if !(1..=10_000).contains(&number) {
        return Err(ObjectError::InvalidArgument);
    }
    check_body(world, cx, data.len(), old)?;
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
    let (content_type, meta) = (upload.content_type.clone(), upload.meta.clone());
    // The parts become the object: the bytes held change only by parts left out and the object
    // the new one replaces, so nothing here can cross the cap.
    world.storage.uploads.remove(id);
    let object = ObjectRecord { data: data.into(), etag: etag.clone(), content_type, last_modified: cx.now, meta };
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::storage::object::put;
    use crate::domain::storage::object::tests::with_bucket;
    use spec::storage::MAX_UPLOAD_BYTES;

    #[test]
    fn multipart_assembles_parts_in_order_and_checks_them_first() {
        let mut fx = with_bucket();
        let id =
            fx.run(|w, cx| upload_start(w, cx, "photos", "big.bin", "application/octet-stream", ObjectMeta::default())).unwrap();
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
        // The MD5 of the two parts' MD5s, with the count.
        assert_eq!(etag, "\"b9490a638152a70a80f8ec6afbc9813f-2\"");
        let bucket = &fx.world.storage.buckets["photos"];
        assert_eq!(bucket.size_bytes(), MIN_PART_BYTES as u64 + 4);
        assert!(fx.world.storage.uploads.is_empty());
    }

    #[test]
    fn small_middle_parts_and_the_session_cap_are_refused() {
        let mut fx = with_bucket();
        let id = fx.run(|w, cx| upload_start(w, cx, "photos", "k", "x", ObjectMeta::default())).unwrap();
        let e1 = fx.run(|w, cx| upload_part(w, cx, "photos", "k", &id, 1, b"small".to_vec())).unwrap();
        let e2 = fx.run(|w, cx| upload_part(w, cx, "photos", "k", &id, 2, b"tail".to_vec())).unwrap();
        let result = fx.run(|w, cx| upload_complete(w, cx, "photos", "k", &id, &[(1, e1), (2, e2)]));
        assert_eq!(result, Err(ObjectError::EntityTooSmall));
        assert_eq!(fx.run(|w, cx| upload_part(w, cx, "photos", "k", &id, 0, vec![])), Err(ObjectError::InvalidArgument));
        let chunk = vec![0u8; MAX_UPLOAD_BYTES as usize];
        fx.run(|w, cx| put(w, cx, "photos", "one", chunk.clone(), "x")).unwrap();
        fx.run(|w, cx| put(w, cx, "photos", "two", chunk.clone(), "x")).unwrap();
        // The storage compared, not the world's JSON: printing 200 MiB of bodies took most of a
        // minute in a debug build (issue 38).
        let before = fx.world.storage.clone();
        assert_eq!(fx.run(|w, cx| put(w, cx, "photos", "three", chunk.clone(), "x")), Err(ObjectError::QuotaExceeded));
        assert_eq!(fx.world.storage, before);
        // Replacing an object counts only the difference.
        fx.run(|w, cx| put(w, cx, "photos", "two", chunk.clone(), "x")).unwrap();
        let over = vec![0u8; MAX_UPLOAD_BYTES as usize + 1];
        let before = fx.world.storage.clone();
        assert_eq!(fx.run(|w, cx| put(w, cx, "photos", "big", over, "x")), Err(ObjectError::EntityTooLarge));
        assert_eq!(fx.world.storage, before);
    }
}
