//! A change to objects or buckets as the S3 endpoint asks for it and the state file's log keeps
//! it (the log replays changes, not signed requests, whose signatures would be checked against
//! keys of the moment), and its applying.

use serde::{Deserialize, Serialize};
use spec::storage::BucketCreate;

use super::object::{self, Copy, ObjectError, ObjectMeta, ObjectResult};
use super::{bucket, upload};
use crate::domain::{Cx, DomainError};
use crate::world::World;
use crate::world::body::Body;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum ObjectChange {
    Put {
        bucket: String,
        key: String,
        content_type: String,
        data: Body,
        #[serde(default, skip_serializing_if = "ObjectMeta::is_empty")]
        meta: ObjectMeta,
    },
    Copy(Copy),
    Delete {
        bucket: String,
        key: String,
    },
    DeleteMany {
        bucket: String,
        keys: Vec<String>,
    },
    UploadStart {
        bucket: String,
        key: String,
        content_type: String,
        #[serde(default, skip_serializing_if = "ObjectMeta::is_empty")]
        meta: ObjectMeta,
    },
    UploadPart {
        bucket: String,
        key: String,
        upload_id: String,
        number: u32,
        data: Body,
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
    /// S3 `CreateBucket`: paid from the caller's default account, as `PUT /v1/storage/bucket`
    /// without `billing_account_id`.
    BucketCreate {
        bucket: String,
    },
    BucketDelete {
        bucket: String,
    },
}

impl ObjectChange {
    /// The bytes the change carries, if any.
    pub fn body_mut(&mut self) -> Option<&mut Body> {
        match self {
            ObjectChange::Put { data, .. } | ObjectChange::UploadPart { data, .. } => Some(data),
            _ => None,
        }
    }
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
    use ObjectChange as C;
    match change {
        C::Put { bucket, key, content_type, data, meta } => {
            object::put_with(world, cx, &bucket, &key, data, &content_type, meta).map(Changed::ETag)
        }
        C::Copy(copy) => object::copy(world, cx, copy).map(Changed::ETag),
        C::Delete { bucket, key } => object::delete(world, cx, &bucket, &key).map(|()| Changed::Done),
        C::DeleteMany { bucket, keys } => object::delete_many(world, cx, &bucket, &keys).map(|()| Changed::Done),
        C::UploadStart { bucket, key, content_type, meta } => {
            upload::upload_start(world, cx, &bucket, &key, &content_type, meta).map(Changed::UploadId)
        }
        C::UploadPart { bucket, key, upload_id, number, data } => {
            upload::upload_part(world, cx, &bucket, &key, &upload_id, number, data).map(Changed::ETag)
        }
        C::UploadComplete { bucket, key, upload_id, parts } => {
            upload::upload_complete(world, cx, &bucket, &key, &upload_id, &parts).map(Changed::ETag)
        }
        C::UploadAbort { bucket, key, upload_id } => {
            upload::upload_abort(world, cx, &bucket, &key, &upload_id).map(|()| Changed::Done)
        }
        C::BucketCreate { bucket } => bucket_create(world, cx, bucket),
        C::BucketDelete { bucket } => bucket_delete(world, cx, &bucket),
    }
}

fn bucket_create(world: &mut World, cx: &Cx, name: String) -> ObjectResult<Changed> {
    if let Some(taken) = world.storage.buckets.get(&name) {
        return Err(match Some(taken.user_id) == cx.actor {
            true => ObjectError::BucketAlreadyOwnedByYou,
            false => ObjectError::BucketAlreadyExists,
        });
    }
    match bucket::create(world, cx, BucketCreate { name, billing_account_id: None }) {
        Ok(_) => Ok(Changed::Done),
        Err(DomainError::Invalid(fields)) if fields.contains_key("name") => Err(ObjectError::InvalidBucketName),
        Err(_) => Err(ObjectError::NoPayingAccount),
    }
}

fn bucket_delete(world: &mut World, cx: &Cx, name: &str) -> ObjectResult<Changed> {
    object::bucket(world, cx, name)?;
    match bucket::delete(world, cx, name) {
        Ok(()) => Ok(Changed::Done),
        Err(DomainError::Conflict(_)) => Err(ObjectError::BucketNotEmpty),
        Err(_) => Err(ObjectError::AccessDenied),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;

    #[test]
    fn buckets_are_made_and_deleted_over_s3_with_s3s_refusals() {
        let mut fx = Fixture::new();
        let create = |name: &str| ObjectChange::BucketCreate { bucket: name.into() };
        assert_eq!(fx.run(|w, cx| apply(w, cx, create("photos"))), Ok(Changed::Done));
        let before = fx.snapshot();
        assert_eq!(fx.run(|w, cx| apply(w, cx, create("photos"))), Err(ObjectError::BucketAlreadyOwnedByYou));
        assert_eq!(fx.run(|w, cx| apply(w, cx, create("Bad_Name"))), Err(ObjectError::InvalidBucketName));
        assert_eq!(fx.snapshot(), before);
        let put = ObjectChange::Put {
            bucket: "photos".into(),
            key: "a".into(),
            content_type: "text/plain".into(),
            data: b"x".to_vec().into(),
            meta: ObjectMeta::default(),
        };
        fx.run(|w, cx| apply(w, cx, put)).unwrap();
        let delete = || ObjectChange::BucketDelete { bucket: "photos".into() };
        assert_eq!(fx.run(|w, cx| apply(w, cx, delete())), Err(ObjectError::BucketNotEmpty));
        let keys = vec!["a".to_string(), "never-there".to_string()];
        fx.run(|w, cx| apply(w, cx, ObjectChange::DeleteMany { bucket: "photos".into(), keys })).unwrap();
        assert_eq!(fx.run(|w, cx| apply(w, cx, delete())), Ok(Changed::Done));
        assert!(fx.world.storage.buckets.is_empty());
    }

    #[test]
    fn a_copy_and_a_batch_delete_read_back_as_logged() {
        let meta = ObjectMeta { cache_control: Some("no-cache".into()), ..ObjectMeta::default() };
        let changes = [
            ObjectChange::Copy(Copy {
                from_bucket: "a".into(),
                from_key: "k".into(),
                bucket: "b".into(),
                key: "k2".into(),
                replace: Some(("text/plain".into(), meta)),
            }),
            ObjectChange::DeleteMany { bucket: "b".into(), keys: vec!["k".into(), "k2".into()] },
            ObjectChange::BucketCreate { bucket: "b".into() },
        ];
        for change in changes {
            let logged = serde_json::to_string(&change).unwrap();
            assert_eq!(serde_json::from_str::<ObjectChange>(&logged).unwrap(), change, "{logged}");
        }
    }

    #[test]
    fn a_put_logged_before_metadata_existed_still_reads() {
        let old = r#"{"op":"put","bucket":"b","key":"k","content_type":"text/plain","data":"aGk="}"#;
        let change: ObjectChange = serde_json::from_str(old).unwrap();
        assert!(matches!(change, ObjectChange::Put { meta, .. } if meta.is_empty()));
    }
}
