//! `/user-resource/ssh_keys…`: saved SSH keys (docs/product/identity.md#ssh-keys).

use axum::extract::Path;
use serde::Deserialize;
use spec::common::{NoParams, Success};
use spec::identity::ssh_key::{SshKey, SshKeyCreate, SshKeyUpdate, ops};

use crate::domain::identity::ssh_key as domain;
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use crate::edge::wire::sql_time;
use crate::edge::{ApiRouter, Json};
use crate::world::identity::SshKeyRecord;

#[derive(Deserialize)]
struct KeyPath {
    uuid: String,
}

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::LIST, list).op(&ops::CREATE, create).op(&ops::UPDATE, update).op(&ops::DELETE, delete);
}

async fn list(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<SshKey>>> {
    api.read(|w, cx| domain::list(w, cx).map(|keys| keys.into_iter().map(view).collect())).map(Json)
}

async fn create(api: Api, Input(input): Input<SshKeyCreate>) -> ApiResult<Json<SshKey>> {
    api.write(|w, cx| domain::create(w, cx, input).map(|k| view(&k))).map(Json)
}

async fn update(api: Api, Path(KeyPath { uuid }): Path<KeyPath>, Input(input): Input<SshKeyUpdate>) -> ApiResult<Json<SshKey>> {
    api.write(|w, cx| domain::rename(w, cx, &uuid, input).map(view)).map(Json)
}

async fn delete(api: Api, Path(KeyPath { uuid }): Path<KeyPath>, _: Input<NoParams>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| domain::delete(w, cx, &uuid)).map(|()| Json(Success::TRUE))
}

/// No fingerprint: live answers none (docs/product/identity.md#ssh-keys).
fn view(key: &SshKeyRecord) -> SshKey {
    SshKey {
        uuid: key.uuid.clone(),
        name: key.name.clone(),
        public_key: key.public_key.clone(),
        user_id: key.user_id,
        created_at: sql_time(key.created_at),
    }
}
