//! `/user-resource/token`, `/user-resource/access_group`, `/user-resource/impersonation` and
//! `/user-resource/admin/token`: API tokens, delegation and impersonation.

use crate::edge::Json;
use axum::extract::Path;
use spec::access::{
    AccessGroup, AccessGroupCreate, AdminTokenCreate, ApiToken, Impersonation, ImpersonationCreate, ImpersonationToken,
    SharedAccess, SharedAccessList, TokenCreate, TokenDelete, TokenUpdate, ops,
};
use spec::common::{NoParams, Success};

use crate::domain::access::{self as domain, GroupRecord, InvitationRecord, TokenRecord};
use crate::domain::billing::account;
use crate::edge::ApiRouter;
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use crate::edge::wire::sql_time;
use crate::world::World;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::TOKEN_LIST, token_list)
        .op(&ops::TOKEN_CREATE, token_create)
        .op(&ops::TOKEN_UPDATE, token_update)
        .op(&ops::TOKEN_DELETE, token_delete)
        .op(&ops::GROUP_LIST, group_list)
        .op(&ops::GROUP_CREATE, group_create)
        .op(&ops::GROUP_DELETE, group_delete)
        .op(&ops::INVITE, invite)
        .op(&ops::INVITE_DELETE, invite_delete)
        .op(&ops::SHARED_LIST, shared_list)
        .op(&ops::ACCEPT, accept)
        .op(&ops::START, start)
        .op(&ops::ADMIN_TOKEN, admin_token);
}

async fn token_list(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<ApiToken>>> {
    let seal = api.sealer();
    api.read(domain::tokens).map(|t| Json(tokens_view(&seal, &t)))
}

async fn token_create(api: Api, Input(input): Input<TokenCreate>) -> ApiResult<Json<Vec<ApiToken>>> {
    let seal = api.sealer();
    api.write(|w, cx| domain::token_create(w, cx, input)).map(|t| Json(tokens_view(&seal, &t)))
}

async fn token_update(api: Api, Input(input): Input<TokenUpdate>) -> ApiResult<Json<Vec<ApiToken>>> {
    let seal = api.sealer();
    api.write(|w, cx| domain::token_update(w, cx, input)).map(|t| Json(tokens_view(&seal, &t)))
}

async fn token_delete(api: Api, Input(input): Input<TokenDelete>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| domain::token_delete(w, cx, input.token_id)).map(|()| Json(Success::TRUE))
}

async fn group_list(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<AccessGroup>>> {
    api.read(|w, cx| Ok(domain::groups(w, cx)?.iter().map(|g| group_view(w, g)).collect())).map(Json)
}

async fn group_create(api: Api, Input(input): Input<AccessGroupCreate>) -> ApiResult<Json<AccessGroup>> {
    api.write(|w, cx| domain::group_create(w, cx, input).map(|g| group_view(w, &g))).map(Json)
}

async fn group_delete(api: Api, Path(id): Path<String>, _: Input<NoParams>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| domain::group_delete(w, cx, &id)).map(|()| Json(Success::TRUE))
}

async fn invite(api: Api, Path(id): Path<String>, Input(input): Input<ImpersonationCreate>) -> ApiResult<Json<AccessGroup>> {
    api.write(|w, cx| domain::invite(w, cx, &id, input).map(|g| group_view(w, &g))).map(Json)
}

async fn invite_delete(api: Api, Path((id, uuid)): Path<(String, String)>, _: Input<NoParams>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| domain::invite_delete(w, cx, &id, &uuid)).map(|()| Json(Success::TRUE))
}

async fn shared_list(api: Api, _: Input<NoParams>) -> ApiResult<Json<SharedAccessList>> {
    api.read(|w, cx| {
        let shared = domain::shared_with(w, cx)?;
        Ok(shared.iter().filter_map(|i| Some((i.uuid.clone(), shared_view(w, i)?))).collect())
    })
    .map(Json)
}

async fn accept(api: Api, Path(uuid): Path<String>, _: Input<NoParams>) -> ApiResult<Json<SharedAccess>> {
    api.write(|w, cx| {
        let invitation = domain::accept(w, cx, &uuid)?;
        shared_view(w, &invitation)
            .ok_or_else(|| crate::domain::DomainError::NotFound(spec::error::access::NO_SUCH_INVITATION.into()))
    })
    .map(Json)
}

async fn start(api: Api, Path(uuid): Path<String>, _: Input<NoParams>) -> ApiResult<Json<ImpersonationToken>> {
    let seal = api.sealer();
    api.write(|w, cx| domain::start(w, cx, &uuid)).map(|secret| Json(ImpersonationToken { token: seal(&secret) }))
}

async fn admin_token(api: Api, Input(input): Input<AdminTokenCreate>) -> ApiResult<Json<ImpersonationToken>> {
    let seal = api.sealer();
    api.write(|w, cx| domain::admin_token(w, cx, input.user_id, input.email.as_deref()))
        .map(|secret| Json(ImpersonationToken { token: seal(&secret) }))
}

fn tokens_view(seal: &impl Fn(&str) -> String, tokens: &[TokenRecord]) -> Vec<ApiToken> {
    tokens
        .iter()
        .map(|t| ApiToken {
            id: t.id,
            billing_account_id: t.billing_account_id,
            consumer_id: t.consumer_id.clone(),
            kong_id: t.kong_id.clone(),
            description: t.description.clone(),
            restricted: t.restricted,
            token: seal(&t.secret),
            created_at: sql_time(t.created_at),
            updated_at: sql_time(t.updated_at),
            user_id: t.user_id,
            acting_user_id: t.acting_user_id,
        })
        .collect()
}

fn invitation_view(i: &InvitationRecord) -> Impersonation {
    Impersonation {
        uuid: i.uuid.clone(),
        grantee_id: i.grantee_id,
        grantee_username: i.grantee_username.clone(),
        is_accepted: i.is_accepted,
        accepted_at: i.accepted_at.map(sql_time),
        created_at: sql_time(i.created_at),
        expires_at: i.expires_at.map(sql_time),
    }
}

fn group_view(world: &World, g: &GroupRecord) -> AccessGroup {
    AccessGroup {
        id: g.id,
        billing_account_id: g.billing_account_id,
        name: g.name.clone(),
        owner_id: g.owner_id,
        impersonations: domain::invitations_of(world, g.id).into_iter().map(invitation_view).collect(),
        created_at: sql_time(g.created_at),
        updated_at: sql_time(g.updated_at),
    }
}

fn shared_view(world: &World, i: &InvitationRecord) -> Option<SharedAccess> {
    let group = domain::group_of(world, i)?;
    let owner = world.user(group.owner_id)?;
    let billing_account_name = account::title(world, group.billing_account_id).map(str::to_string);
    Some(SharedAccess {
        impersonation: invitation_view(i),
        access_group_id: group.id,
        access_group_name: group.name.clone(),
        access_owner: format!("{} {} ({})", owner.profile.first_name, owner.profile.last_name, owner.email),
        billing_account_name,
    })
}
