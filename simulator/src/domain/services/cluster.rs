//! Kubernetes: node pools and readiness (docs/product/services.md#kubernetes *workers*, docs/product/services.md#kubernetes conditions, docs/product/services.md#kubernetes the autoscaler rule).
//! A cluster becomes ready in five steps on the clock, one condition each; afterwards each
//! condition is derived from its VMs, so a stopped worker makes `EveryNodeReady` false at once.

use std::collections::{BTreeMap, BTreeSet};

use spec::error::services as msg;
use spec::services::{
    Condition, ConditionStatus, ConditionType, ResourceStatus, ResourceType, ServiceKind, Worker, WorkerStatus,
};

use super::catalogue;
use super::{PackageRecord, ResourceRecord};
use crate::world::World;

/// How each of a cluster's readiness conditions changes: true once its provisioning step is done,
/// false and true again as its VMs stop and start ([`conditions`]). `package/tests.rs` walks it;
/// `cloudsim run --coverage` counts a run's against it, per condition.
pub const CONDITION_TRANSITIONS: &[(ConditionStatus, ConditionStatus)] =
    &[(ConditionStatus::False, ConditionStatus::True), (ConditionStatus::True, ConditionStatus::False)];

/// Provisioning steps: a cluster's five conditions, a database's one.
pub const fn steps(kind: ServiceKind) -> u8 {
    match kind {
        ServiceKind::Kubernetes => ConditionType::ALL.len() as u8,
        _ => 1,
    }
}

/// The step after which worker nodes run (`EveryNodeReady` is the third condition).
const WORKERS_READY_STEP: u8 = 3;

/// Every broken rule of a set of node pools, keyed by `field`: at least one pool, unique names,
/// a minimum within its maximum, an offered machine, and (docs/product/services.md#kubernetes) at least one pool whose
/// autoscaler minimum is 1 or more.
pub fn check_workers(field: &str, workers: &[Worker]) -> BTreeMap<String, String> {
    let mut broken = BTreeMap::new();
    if workers.is_empty() {
        broken.insert(field.to_string(), msg::WORKERS_REQUIRED.to_string());
        return broken;
    }
    let names: BTreeSet<&str> = workers.iter().map(|w| w.name.as_str()).collect();
    if names.len() != workers.len() {
        broken.insert(field.to_string(), msg::POOL_NAMES_UNIQUE.to_string());
    } else if workers.iter().all(|w| w.min == 0) {
        broken.insert(field.to_string(), msg::AUTOSCALER_MINIMUM.to_string());
    }
    for (i, worker) in workers.iter().enumerate() {
        if worker.min > worker.max {
            broken.insert(format!("{field}[{i}].min"), msg::MIN_ABOVE_MAX.to_string());
        }
        if !catalogue::worker_machine_allowed(&worker.machine) {
            broken.insert(format!("{field}[{i}].machine"), msg::NO_WORKER_PACKAGE.to_string());
        }
    }
    broken
}

/// A VM of the package: control plane or database (`pool` none) or a pool's worker.
pub fn vm(world: &mut World, vcpu: u32, memory_mb: u32, disk_gb: u32, pool: Option<String>) -> ResourceRecord {
    ResourceRecord {
        uuid: world.uuid(),
        kind: ResourceType::Vm,
        status: Some(ResourceStatus::Creating),
        vcpu,
        memory_mb,
        disk_uuid: Some(world.uuid()),
        disk_gb,
        address: None,
        pool,
    }
}

fn matches(vm: &ResourceRecord, worker: &Worker) -> bool {
    vm.vcpu == worker.machine.cpu && vm.memory_mb == worker.machine.ram * 1024 && vm.disk_gb == worker.volume.size
}

/// Sets the cluster's node pools and makes its worker VMs follow: a pool keeps its node count
/// within its new bounds (a new pool starts at its minimum), nodes of a changed machine or volume
/// are replaced, and the VMs of pools that are gone go with them.
pub fn set_workers(world: &mut World, package: &mut PackageRecord, workers: Vec<Worker>) {
    let mut kept: Vec<ResourceRecord> = package.resources.iter().filter(|r| r.pool.is_none()).cloned().collect();
    for worker in &workers {
        let current: Vec<&ResourceRecord> =
            package.resources.iter().filter(|r| r.pool.as_deref() == Some(worker.name.as_str())).collect();
        let was = package.workers.iter().any(|w| w.name == worker.name);
        let count = if was { (current.len() as u32).clamp(worker.min, worker.max) } else { worker.min };
        let mut pool: Vec<ResourceRecord> =
            current.into_iter().filter(|r| matches(r, worker)).take(count as usize).cloned().collect();
        while pool.len() < count as usize {
            pool.push(vm(world, worker.machine.cpu, worker.machine.ram * 1024, worker.volume.size, Some(worker.name.clone())));
        }
        kept.extend(pool);
    }
    // Virtual IP and network after the VMs, as they were.
    kept.sort_by_key(|r| r.kind != ResourceType::Vm);
    package.resources = kept;
    package.workers = workers;
    settle(package);
}

/// VMs still being created run once provisioning has reached them: control-plane and database
/// VMs after the first step, workers once nodes are ready (a database's VMs after its one step).
pub fn settle(package: &mut PackageRecord) {
    let stage = package.stage;
    let workers_step = if package.kind == ServiceKind::Kubernetes { WORKERS_READY_STEP } else { 1 };
    for vm in package.resources.iter_mut().filter(|r| r.status == Some(ResourceStatus::Creating)) {
        let step = if vm.pool.is_some() { workers_step } else { 1 };
        if stage >= step {
            vm.status = Some(ResourceStatus::Running);
        }
    }
}

/// The five readiness conditions: false until provisioning has reached each, then as the VMs
/// behind it are.
pub fn conditions(package: &PackageRecord) -> Vec<Condition> {
    let running = |r: &&&ResourceRecord| r.status == Some(ResourceStatus::Running);
    let control: Vec<&ResourceRecord> = package.vms().filter(|r| r.pool.is_none()).collect();
    let workers: Vec<&ResourceRecord> = package.vms().filter(|r| r.pool.is_some()).collect();
    let any_control = control.iter().any(|r| running(&r));
    let all_control = control.iter().all(|r| running(&r));
    let all_workers = workers.iter().all(|r| running(&r));
    let any_worker = workers.iter().any(|r| running(&r));
    ConditionType::ALL
        .iter()
        .enumerate()
        .map(|(i, &kind)| {
            let reason = if package.stage <= i as u8 {
                "Provisioning"
            } else {
                match kind {
                    ConditionType::APIServerAvailable if !any_control => "ControlPlaneNodesStopped",
                    ConditionType::ControlPlaneHealthy if !all_control => "ControlPlaneNodeStopped",
                    ConditionType::EveryNodeReady if !all_workers => "WorkerNodeStopped",
                    ConditionType::SystemComponentsHealthy | ConditionType::ObservabilityComponentsHealthy if !any_worker => {
                        "NoRunningWorkerNode"
                    }
                    _ => "",
                }
            };
            let status = if reason.is_empty() { ConditionStatus::True } else { ConditionStatus::False };
            Condition { kind, status, reason: reason.into() }
        })
        .collect()
}

/// Each pool's nodes and how many of them run.
pub fn worker_status(package: &PackageRecord) -> Vec<WorkerStatus> {
    package
        .workers
        .iter()
        .map(|w| {
            let nodes: Vec<&ResourceRecord> = package.vms().filter(|r| r.pool.as_deref() == Some(w.name.as_str())).collect();
            WorkerStatus {
                name: w.name.clone(),
                nodes: nodes.len() as u32,
                ready_nodes: nodes.iter().filter(|r| r.status == Some(ResourceStatus::Running)).count() as u32,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use spec::services::{WorkerMachine, WorkerVolume};

    pub fn pool(name: &str, min: u32, max: u32) -> Worker {
        Worker {
            name: name.into(),
            machine: WorkerMachine { cpu: 2, ram: 4 },
            volume: WorkerVolume { size: 50 },
            min,
            max,
            max_surge: 1,
        }
    }

    #[test]
    fn the_autoscaler_rule_needs_one_pool_with_a_minimum_of_one() {
        let field = "workers";
        assert!(check_workers(field, &[pool("a", 0, 3), pool("b", 1, 2)]).is_empty());
        assert_eq!(check_workers(field, &[pool("a", 0, 3)])[field], msg::AUTOSCALER_MINIMUM);
        assert_eq!(check_workers(field, &[])[field], msg::WORKERS_REQUIRED);
        assert_eq!(check_workers(field, &[pool("a", 1, 3), pool("a", 1, 3)])[field], msg::POOL_NAMES_UNIQUE);
        assert_eq!(check_workers(field, &[pool("a", 4, 3)])["workers[0].min"], msg::MIN_ABOVE_MAX);
        let big = Worker { machine: WorkerMachine { cpu: 16, ram: 64 }, ..pool("a", 1, 1) };
        assert_eq!(check_workers(field, &[big])["workers[0].machine"], msg::NO_WORKER_PACKAGE);
    }
}
