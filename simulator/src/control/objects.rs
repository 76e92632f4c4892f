//! `PUT /__sim/sessions/{id}/buckets/{bucket}/objects`: a text object put as the bucket's owner
//! without an S3 signature, so demo worlds and QA suites (which cannot sign) hold files. It is the
//! same change an S3 PUT makes, and the state file's log keeps it the same way.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use spec::routes::ErrorStyle;
use spec::storage::{ObjectPut, ObjectPutAnswer};

use super::{bad, session, submit};
use crate::domain::storage::change::ObjectChange;
use crate::domain::storage::object::ObjectError;
use crate::edge::AppState;
use crate::edge::Json;
use crate::edge::error::{ApiError, ApiResult};
use crate::persist::Record;

pub async fn object_put(
    State(app): State<AppState>,
    Path((id, bucket)): Path<(String, String)>,
    body: bytes::Bytes,
) -> ApiResult<Json<ObjectPutAnswer>> {
    let input: ObjectPut = serde_json::from_slice(&body).map_err(|e| bad(format!("Invalid request body: {e}")))?;
    let (at, owner) = {
        let handle = session(&app, &id)?;
        let mut s = handle.lock();
        s.catch_up();
        let owner = crate::domain::storage::bucket::named(&s.world, &bucket)
            .map(|b| b.user_id)
            .ok_or_else(|| refused(ObjectError::NoSuchBucket))?;
        (s.world.now, owner)
    };
    let answer = ObjectPutAnswer { key: input.key.clone(), size_bytes: input.content.len() as u64 };
    let change = ObjectChange::Put {
        bucket,
        key: input.key,
        content_type: input.content_type.unwrap_or_else(|| "text/plain".into()),
        data: input.content.into_bytes().into(),
        meta: Default::default(),
    };
    submit(&app, Record::ObjectChanged { session: id, at, user: owner, change })?;
    Ok(Json(answer))
}

/// A refused object change, named with its S3 error code.
pub fn refused(error: ObjectError) -> ApiError {
    let status = match error {
        ObjectError::NoSuchBucket | ObjectError::NoSuchKey | ObjectError::NoSuchUpload => StatusCode::NOT_FOUND,
        ObjectError::AccessDenied | ObjectError::Suspended | ObjectError::QuotaExceeded => StatusCode::FORBIDDEN,
        _ => StatusCode::BAD_REQUEST,
    };
    ApiError::general(ErrorStyle::Message, status, &format!("{error:?}"))
}
