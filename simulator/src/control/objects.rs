//! `PUT /__sim/sessions/{id}/buckets/{bucket}/objects`: a text object put as the bucket's owner
//! without an S3 signature, so demo worlds and QA suites (which cannot sign) hold files. It is the
//! same change an S3 PUT makes, and the state file's log keeps it the same way.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use jiff::Timestamp;
use spec::routes::ErrorStyle;
use spec::storage::{ObjectPut, ObjectPutAnswer};

use super::change::append;
use super::session;
use crate::domain::Cx;
use crate::domain::storage::change::ObjectChange;
use crate::domain::storage::object::ObjectError;
use crate::edge::AppState;
use crate::edge::Json;
use crate::edge::error::{ApiError, ApiResult};
use crate::edge::extract::Checked;
use crate::persist::Record;
use crate::session::Session;
use crate::world::UserId;

pub async fn object_put(
    State(app): State<AppState>,
    Path((id, bucket)): Path<(String, String)>,
    Checked(input): Checked<ObjectPut>,
) -> ApiResult<Json<ObjectPutAnswer>> {
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
    let _gate = app.persist.as_ref().map(|p| p.gate());
    let handle = session(&app, &id)?;
    let mut s = handle.lock();
    append(&app, true, || Ok(Record::ObjectChanged { session: id.clone(), at, user: owner, change: change.clone() }))?;
    apply(&mut s, at, owner, change)?;
    Ok(Json(answer))
}

/// An object change (S3's, or this put) as the state file's log replays it, at the instant it
/// was made, as the user who made it.
pub(super) fn apply(s: &mut Session, at: Timestamp, user: UserId, change: ObjectChange) -> ApiResult<()> {
    s.advance_to(at);
    let brand = s.brand.clone();
    let cx = Cx::new(s.world.now, Some(user), &brand, None);
    crate::domain::storage::change::apply(&mut s.world, &cx, change).map(drop).map_err(refused)
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
