//! `network/load_balancers…`: load balancers, their targets and forwarding rules.

use axum::extract::Path;
use axum::http::StatusCode;
use serde::Deserialize;
use spec::common::NoParams;
use spec::network::{
    ForwardingRule, LbBillingMove, LbCreate, LbProtocol, LbRuleInput, LbTarget, LbTargetInput, LbUpdate, LoadBalancer,
    RuleSettings, SessionPersistence, TargetType, ops,
};

use crate::domain::network::LbRecord;
use crate::domain::network::lb::{self as domain, CONNECTION_LIMIT, RuleRecord, TargetRecord};
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use crate::edge::wire::sql_time;
use crate::edge::{ApiRouter, Json};
use crate::world::World;

#[derive(Deserialize)]
struct LbPath {
    uuid: String,
}

#[derive(Deserialize)]
struct TargetPath {
    uuid: String,
    target_uuid: String,
}

#[derive(Deserialize)]
struct RulePath {
    uuid: String,
    rule_uuid: String,
}

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::LB_LIST, lb_list)
        .op(&ops::LB_GET, lb_get)
        .op(&ops::LB_CREATE, lb_create)
        .op(&ops::LB_UPDATE, lb_update)
        .op(&ops::LB_DELETE, lb_delete)
        .op(&ops::LB_BILLING, lb_billing)
        .op(&ops::LB_BILLING_PATCH, lb_billing)
        .op(&ops::LB_TARGET_ADD, lb_target_add)
        .op(&ops::LB_TARGET_REMOVE, lb_target_remove)
        .op(&ops::LB_RULE_ADD, lb_rule_add)
        .op(&ops::LB_RULE_REMOVE, lb_rule_remove);
}

async fn lb_list(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<LoadBalancer>>> {
    api.read(|w, cx| Ok(domain::lb_list(w, cx)?.into_iter().map(|lb| view(w, lb)).collect())).map(Json)
}

async fn lb_get(api: Api, Path(LbPath { uuid }): Path<LbPath>, _: Input<NoParams>) -> ApiResult<Json<LoadBalancer>> {
    api.read(|w, cx| domain::lb_get(w, cx, &uuid).map(|lb| view(w, lb))).map(Json)
}

async fn lb_create(api: Api, Input(input): Input<LbCreate>) -> ApiResult<Json<LoadBalancer>> {
    api.write(|w, cx| domain::lb_create(w, cx, input).cloned().map(|lb| view(w, &lb))).map(Json)
}

async fn lb_update(
    api: Api,
    Path(LbPath { uuid }): Path<LbPath>,
    Input(input): Input<LbUpdate>,
) -> ApiResult<Json<LoadBalancer>> {
    api.write(|w, cx| domain::lb_update(w, cx, &uuid, input).cloned().map(|lb| view(w, &lb))).map(Json)
}

/// Live answers an empty 200.
async fn lb_delete(api: Api, Path(LbPath { uuid }): Path<LbPath>, _: Input<NoParams>) -> ApiResult<StatusCode> {
    api.write(|w, cx| domain::lb_delete(w, cx, &uuid)).map(|()| StatusCode::OK)
}

async fn lb_billing(
    api: Api,
    Path(LbPath { uuid }): Path<LbPath>,
    Input(input): Input<LbBillingMove>,
) -> ApiResult<Json<LoadBalancer>> {
    api.write(|w, cx| domain::lb_billing_move(w, cx, &uuid, input).cloned().map(|lb| view(w, &lb))).map(Json)
}

async fn lb_target_add(
    api: Api,
    Path(LbPath { uuid }): Path<LbPath>,
    Input(input): Input<LbTargetInput>,
) -> ApiResult<Json<LbTarget>> {
    api.write(|w, cx| {
        let target = domain::lb_target_add(w, cx, &uuid, input).map(|(lb, i)| lb.targets[i].clone())?;
        Ok(target_view(w, &target))
    })
    .map(Json)
}

async fn lb_target_remove(
    api: Api,
    Path(TargetPath { uuid, target_uuid }): Path<TargetPath>,
    _: Input<NoParams>,
) -> ApiResult<StatusCode> {
    api.write(|w, cx| domain::lb_target_remove(w, cx, &uuid, &target_uuid)).map(|()| StatusCode::OK)
}

/// The full rule, as BP's recording shows it (the docs' example has only the two ports).
async fn lb_rule_add(
    api: Api,
    Path(LbPath { uuid }): Path<LbPath>,
    Input(input): Input<LbRuleInput>,
) -> ApiResult<Json<ForwardingRule>> {
    api.write(|w, cx| domain::lb_rule_add(w, cx, &uuid, input).map(rule_view)).map(Json)
}

async fn lb_rule_remove(
    api: Api,
    Path(RulePath { uuid, rule_uuid }): Path<RulePath>,
    _: Input<NoParams>,
) -> ApiResult<StatusCode> {
    api.write(|w, cx| domain::lb_rule_remove(w, cx, &uuid, &rule_uuid)).map(|()| StatusCode::OK)
}

fn view(world: &World, lb: &LbRecord) -> LoadBalancer {
    let deleted = lb.deleted_at.is_some();
    LoadBalancer {
        uuid: lb.uuid.clone(),
        display_name: lb.display_name.clone(),
        user_id: lb.user_id,
        billing_account_id: lb.billing_account_id,
        created_at: sql_time(lb.created_at),
        updated_at: sql_time(lb.updated_at),
        is_deleted: deleted,
        deleted_at: lb.deleted_at.map(sql_time),
        private_address: lb.private_address.clone(),
        network_uuid: lb.network_uuid.clone(),
        // A tombstone keeps only each rule's protocol (IS strict reader).
        forwarding_rules: lb
            .rules
            .iter()
            .map(|r| if deleted { ForwardingRule { protocol: LbProtocol::Tcp, ..empty_rule() } } else { rule_view(r) })
            .collect(),
        targets: lb.targets.iter().map(|t| target_view(world, t)).collect(),
    }
}

fn empty_rule() -> ForwardingRule {
    ForwardingRule {
        protocol: LbProtocol::Tcp,
        uuid: None,
        created_at: None,
        source_port: None,
        target_port: None,
        settings: None,
    }
}

fn rule_view(rule: &RuleRecord) -> ForwardingRule {
    ForwardingRule {
        protocol: LbProtocol::Tcp,
        uuid: Some(rule.uuid.clone()),
        created_at: Some(sql_time(rule.created_at)),
        source_port: Some(rule.source_port),
        target_port: Some(rule.target_port),
        settings: Some(RuleSettings { connection_limit: CONNECTION_LIMIT, session_persistence: SessionPersistence::SourceIp }),
    }
}

/// The target's address is its VM's private address in the balancer's network.
fn target_view(world: &World, target: &TargetRecord) -> LbTarget {
    LbTarget {
        created_at: sql_time(target.created_at),
        target_uuid: target.vm_uuid.clone(),
        target_type: TargetType::Vm,
        target_ip_address: domain::target_address(world, target).map(str::to_string),
    }
}
