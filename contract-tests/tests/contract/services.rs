//! Managed services: the configurations, and every package operation's happy path and refusals
//! (each with its exact body, leaving the world as it was), databases and Kubernetes clusters on
//! the clock, billing and a restricted token's reach. Every answer is checked against the
//! contract by `TestApp::call`.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::billing::ops::USAGE;
use spec::error::services as msg;
use spec::routes::Operation;
use spec::services::ops::*;

use crate::compute::Vms;
use crate::harness::{Answer, FORM, JSON, TestApp, error, field, message, uuid};

impl Vms<'_> {
    /// Calls a services operation with `{uuid}` and `{target_uuid}` filled in and a JSON body.
    async fn service(&self, op: &Operation, uuid: &str, target: &str, body: Option<Value>) -> Answer {
        let path = op.path.replace("{uuid}", uuid).replace("{target_uuid}", target);
        let path = format!("{}{path}", self.prefix);
        let text = body.map(|b| b.to_string());
        self.app.call(op, &path, Some(&self.key), text.as_deref().map(|t| (JSON, t))).await
    }

    async fn order(&self, body: Value) -> Value {
        let answer = self.service(&PACKAGE_CREATE, "", "", Some(body)).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.text);
        answer.json()
    }

    async fn package(&self, uuid: &str) -> Value {
        self.service(&PACKAGE_GET, uuid, "", None).await.json()
    }

    async fn packages(&self) -> Vec<Value> {
        self.service(&PACKAGE_LIST, "", "", None).await.json().as_array().cloned().unwrap_or_default()
    }
}

/// A PostgreSQL order, `package_parameters` as the JSON string clients send.
fn postgres(name: &str) -> Value {
    json!({
        "service": "postgresql", "version": "16.4", "display_name": name, "is_multi_node": false,
        "vm_cpu": 2, "vm_ram": 4096, "vm_disk_gb": 40, "package_parameters": "{\"location\":\"tll\"}"
    })
}

fn multi_node(name: &str) -> Value {
    let mut order = postgres(name);
    order["is_multi_node"] = json!(true);
    order
}

fn cluster(pools: Value) -> Value {
    json!({
        "service": "kubernetes", "version": "1.31", "display_name": "Shop cluster", "is_multi_node": false,
        "vm_cpu": 2, "vm_ram": 4096, "vm_disk_gb": 40,
        "package_parameters": { "location": "tll", "spec": { "maintenance": "daily", "provider": { "workers": pools } } }
    })
}

fn pool(name: &str, min: u32, max: u32) -> Value {
    json!({ "name": name, "machine": { "cpu": 2, "ram": 4 }, "volume": { "size": 50 }, "min": min, "max": max, "maxSurge": 1 })
}

/// An operation, its `{uuid}` and `{target_uuid}`, its body, and the status and body it answers.
type Refusal<'a> = (&'a Operation, &'a str, &'a str, Option<Value>, StatusCode, Value);

fn vms(package: &Value) -> Vec<Value> {
    package["resources"].as_array().unwrap().iter().filter(|r| r["resource_type"] == "vm").cloned().collect()
}

#[tokio::test]
async fn configurations_follow_the_sites_service_and_kubernetes_flags() {
    let app = TestApp::new();
    let owner = Vms::empty(&app, "/v1").await;
    let images = owner.service(&CONFIGURATIONS, "", "", None).await.json();
    let names: Vec<&str> = images.as_array().unwrap().iter().map(|i| i["service_name"].as_str().unwrap()).collect();
    assert_eq!(names, ["postgresql", "mariadb", "kubernetes"]);
    let k8s = &images[2];
    assert_eq!(k8s["is_multi_node_available"], true);
    assert!(k8s["specification"]["provider"]["workers"]["packages"].as_array().unwrap().iter().any(|p| p["default"] == true));
    assert!(images[0]["prices"].as_array().unwrap().iter().any(|p| p["resourceType"] == "LICENSE"));

    // dataxion offers databases but no Kubernetes.
    let (_, key) = app.owner_in(json!({ "brand": "dataxion", "world": "empty" })).await;
    let dataxion = Vms { app: &app, session: String::new(), key, prefix: "/v1" };
    let names = dataxion.service(&CONFIGURATIONS, "", "", None).await.json();
    assert_eq!(names.as_array().unwrap().len(), 2);
    let mut body = cluster(json!([pool("a", 1, 3)]));
    body["package_parameters"]["location"] = json!(app.state.brands.get("dataxion").unwrap().config.locations[0].slug);
    let refused = dataxion.service(&PACKAGE_CREATE, "", "", Some(body)).await;
    assert_eq!((refused.status, refused.json()), (StatusCode::CONFLICT, error(msg::KUBERNETES_REFUSED)));

    // hostsailor offers no services at all.
    let (_, key) = app.owner_in(json!({ "brand": "hostsailor", "world": "empty" })).await;
    let hostsailor = Vms { app: &app, session: String::new(), key, prefix: "/v1" };
    assert_eq!(hostsailor.service(&CONFIGURATIONS, "", "", None).await.json(), json!([]));
    let refused = hostsailor.service(&PACKAGE_CREATE, "", "", Some(postgres("db"))).await;
    let not_offered = spec::error::billing::not_offered("managed_service");
    assert_eq!((refused.status, refused.json()), (StatusCode::FORBIDDEN, error(&not_offered)));
}

#[tokio::test]
async fn a_database_is_requested_then_active_read_renamed_whitelisted_stopped_started_and_deleted_to_a_tombstone() {
    let app = TestApp::new();
    let owner = Vms::empty(&app, "/v1").await;
    let provision = app.durations().service_provision;
    let package = owner.order(postgres("orders-db")).await;
    let uuid = uuid(&package);
    assert_eq!((package["status"].clone(), package["ready_in"].clone()), (json!("requested"), json!(provision)));
    assert_eq!(package["properties"]["port"], 5432);
    assert_eq!(package["properties"]["sql_user"], "postgres");
    let priced: Vec<&str> = package["prices"].as_array().unwrap().iter().map(|p| p["resourceType"].as_str().unwrap()).collect();
    assert_eq!(priced, ["CPU", "RAM", "STORAGE", "ASSIGNED_FLOATING_IP", "LICENSE"], "what it will be charged by once active");
    let types: Vec<&str> =
        package["resources"].as_array().unwrap().iter().map(|r| r["resource_type"].as_str().unwrap()).collect();
    assert_eq!(types, ["vm", "virtual_ip", "network"]);
    assert_eq!(package["properties"]["service_ip"], package["resources"][1]["resource_allocation"]["address"]);

    owner.advance(provision).await;
    let package = owner.package(&uuid).await;
    assert_eq!((package["status"].clone(), package["ready_in"].clone()), (json!("active"), Value::Null));
    assert_eq!(vms(&package)[0]["resource_allocation"]["status"], "running");
    assert_eq!(owner.packages().await, vec![package.clone()]);
    let secrets = owner.service(&SECRETS, &uuid, "", None).await.json();
    assert_eq!(secrets["sql_pass"].as_str().unwrap().len(), 24);

    let renamed = owner.service(&PACKAGE_UPDATE, &uuid, "", Some(json!({ "display_name": "orders" }))).await.json();
    assert_eq!(renamed["display_name"], "orders");

    let added = owner.service(&WHITELIST_ADD, &uuid, "", Some(json!({ "ip_address": "198.51.100.0/24" }))).await;
    assert_eq!(added.json(), json!(["198.51.100.0/24"]));
    assert_eq!(owner.service(&WHITELIST_LIST, &uuid, "", None).await.json(), json!(["198.51.100.0/24"]));
    let removed = owner.service(&WHITELIST_REMOVE, &uuid, "", Some(json!({ "ip_address": "198.51.100.0/24" }))).await;
    assert_eq!(removed.json(), json!([]));

    let vm = vms(&package)[0]["resource_id"].as_str().unwrap().to_string();
    let stopped = owner.service(&RESOURCE_STOP, &uuid, &vm, None).await.json();
    assert_eq!(vms(&stopped)[0]["resource_allocation"]["status"], "stopped");
    let started = owner.service(&RESOURCE_START, &uuid, &vm, None).await.json();
    assert_eq!(vms(&started)[0]["resource_allocation"]["status"], "running");

    let properties = owner.service(&PROPERTIES_UPDATE, &uuid, "", Some(json!({ "maintenance": "daily" }))).await.json();
    assert_eq!(properties["properties"]["maintenance"]["schedule"], "daily");
    assert_eq!(properties["properties"]["maintenance"]["next_run_at"], "2026-01-06 02:00:00");

    let deleted = owner.service(&PACKAGE_DELETE, &uuid, "", None).await;
    assert_eq!(deleted.status, StatusCode::OK);
    let deleted = deleted.json();
    assert_eq!((deleted["status"].clone(), deleted["is_deleted"].clone()), (json!("deleted"), json!(true)));
    assert_eq!(deleted["deleted_at"], "2026-01-05 09:05:00");
    assert_eq!(owner.package(&uuid).await, deleted, "the tombstone is still read and listed");
    assert_eq!(owner.packages().await.len(), 1);
    let again = owner.service(&PACKAGE_DELETE, &uuid, "", None).await;
    assert_eq!((again.status, again.json()), (StatusCode::NOT_FOUND, error(&msg::no_such_package(&uuid))));
}

#[tokio::test]
async fn each_refusal_answers_its_exact_body_and_leaves_the_world_as_it_was() {
    let app = TestApp::new();
    let owner = Vms::empty(&app, "/v1").await;
    let package = owner.order(postgres("orders-db")).await;
    let uuid = uuid(&package);
    let vm = vms(&package)[0]["resource_id"].as_str().unwrap().to_string();
    let before = owner.world().await;
    let mut multi_maria = postgres("m");
    multi_maria["service"] = json!("mariadb");
    multi_maria["version"] = json!("11.4");
    multi_maria["is_multi_node"] = json!(true);
    let mut bad_json = postgres("x");
    bad_json["package_parameters"] = json!("{location");
    let mut nowhere = postgres("x");
    nowhere["package_parameters"] = json!({ "location": "mars" });
    let mut redis = postgres("x");
    redis["service"] = json!("redis");
    let mut old = postgres("x");
    old["version"] = json!("9.6");
    let missing = "00000000-0000-4000-8000-000000000000";
    let mut no_network = postgres("x");
    no_network["package_parameters"] = json!({ "location": "tll", "network_uuid": missing });
    let cases: Vec<Refusal> = vec![
        (&PACKAGE_CREATE, "", "", Some(redis), StatusCode::BAD_REQUEST, field("service", &msg::service_not_found("redis"))),
        (&PACKAGE_CREATE, "", "", Some(old), StatusCode::BAD_REQUEST, field("version", &msg::no_such_version("9.6"))),
        (&PACKAGE_CREATE, "", "", Some(bad_json), StatusCode::BAD_REQUEST, field("package_parameters", msg::PARAMETERS_JSON)),
        (
            &PACKAGE_CREATE,
            "",
            "",
            Some(nowhere),
            StatusCode::BAD_REQUEST,
            field("package_parameters.location", &msg::no_such_location("mars")),
        ),
        (
            &PACKAGE_CREATE,
            "",
            "",
            Some(multi_maria),
            StatusCode::BAD_REQUEST,
            field("is_multi_node", msg::MULTI_NODE_UNAVAILABLE),
        ),
        (
            &PACKAGE_CREATE,
            "",
            "",
            Some(cluster(json!([pool("a", 0, 3)]))),
            StatusCode::BAD_REQUEST,
            field("package_parameters.spec.provider.workers", msg::AUTOSCALER_MINIMUM),
        ),
        (
            &PACKAGE_CREATE,
            "",
            "",
            Some(no_network),
            StatusCode::BAD_REQUEST,
            field("package_parameters.network_uuid", spec::error::network::NETWORK_INVALID),
        ),
        (&PACKAGE_GET, missing, "", None, StatusCode::NOT_FOUND, error(&msg::no_such_package(missing))),
        (&PACKAGE_UPDATE, &uuid, "", Some(json!({})), StatusCode::BAD_REQUEST, field("display_name", msg::NOTHING_TO_CHANGE)),
        (&RESOURCE_STOP, &uuid, &vm, None, StatusCode::CONFLICT, error(msg::REQUESTED)),
        (&RESOURCE_START, &uuid, missing, None, StatusCode::CONFLICT, error(msg::REQUESTED)),
        (&SECRETS, missing, "", None, StatusCode::NOT_FOUND, error(&msg::no_such_package(missing))),
        (
            &WHITELIST_ADD,
            &uuid,
            "",
            Some(json!({ "ip": "1.2.3.4" })),
            StatusCode::BAD_REQUEST,
            field("ip_address", msg::IP_REQUIRED),
        ),
        (
            &WHITELIST_ADD,
            &uuid,
            "",
            Some(json!({ "ip_address": "1.2.3" })),
            StatusCode::BAD_REQUEST,
            field("ip_address", msg::IP_INVALID),
        ),
        (
            &WHITELIST_REMOVE,
            &uuid,
            "",
            Some(json!({ "ip_address": "1.2.3.4" })),
            StatusCode::BAD_REQUEST,
            field("ip_address", msg::NOT_WHITELISTED),
        ),
        (&WHITELIST_LIST, missing, "", None, StatusCode::NOT_FOUND, error(&msg::no_such_package(missing))),
        (
            &PROPERTIES_UPDATE,
            &uuid,
            "",
            Some(json!({ "workers": [pool("a", 1, 1)] })),
            StatusCode::BAD_REQUEST,
            field("workers", msg::NOT_KUBERNETES),
        ),
        (&PACKAGE_DELETE, missing, "", None, StatusCode::NOT_FOUND, error(&msg::no_such_package(missing))),
        (
            &PACKAGE_REBUILD,
            "",
            "",
            Some(json!({ "replica_uuid": missing, "service_package_uuid": uuid })),
            StatusCode::BAD_REQUEST,
            field("replica_uuid", &msg::no_such_backup(missing)),
        ),
    ];
    for (op, uuid, target, body, status, expected) in cases {
        let answer = owner.service(op, uuid, target, body).await;
        assert_eq!((answer.status, answer.json()), (status, expected), "{}", op.id);
    }
    // The boundary refuses what the schema forbids, naming the field.
    let mut tiny = postgres("x");
    tiny["vm_cpu"] = json!(0);
    let refused = owner.service(&PACKAGE_CREATE, "", "", Some(tiny)).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert!(refused.json()["errors"]["vm_cpu"].is_string(), "{}", refused.text);
    assert_eq!(owner.world().await, before);
}

/// The specification names a worker `(machine, volume, min, max, maxSurge)`: the simulator
/// answered `minimum`/`maximum` (and read both spellings), a contract no real client meets.
#[tokio::test]
async fn a_worker_pool_is_answered_with_the_specifications_min_and_max() {
    let app = TestApp::new();
    let owner = Vms::empty(&app, "/v1").await;
    let package = owner.order(cluster(json!([pool("a", 1, 3)]))).await;
    let uuid = uuid(&package);
    for answer in [package, owner.package(&uuid).await] {
        let worker = &answer["properties"]["spec"]["provider"]["workers"][0];
        assert_eq!(
            worker,
            &json!({ "name": "a", "machine": { "cpu": 2, "ram": 4 }, "volume": { "size": 50 }, "min": 1, "max": 3, "maxSurge": 1 }),
            "{answer}"
        );
    }
    // `minimum`/`maximum` are no names of the specification's: the bound it names is missing.
    let before = owner.world().await;
    let mut long = pool("b", 1, 3);
    let object = long.as_object_mut().unwrap();
    for (short, long) in [("min", "minimum"), ("max", "maximum")] {
        let value = object.remove(short).unwrap();
        object.insert(long.into(), value);
    }
    let refused = owner.service(&PACKAGE_CREATE, "", "", Some(cluster(json!([long])))).await;
    let required = json!({ "errors": { "package_parameters.spec.provider.workers.0.min": "This field is required" } });
    assert_eq!((refused.status, refused.json()), (StatusCode::BAD_REQUEST, required));
    assert_eq!(owner.world().await, before);
}

#[tokio::test]
async fn a_cluster_becomes_ready_on_the_clock_degrades_with_a_stopped_worker_and_scales_its_pools() {
    let app = TestApp::new();
    let owner = Vms::empty(&app, "/v1").await;
    let provision = app.durations().service_provision;
    let package = owner.order(cluster(json!([pool("system", 1, 3), pool("batch", 2, 4)]))).await;
    let uuid = uuid(&package);
    let conditions = |p: &Value| -> Vec<String> {
        p["properties"]["status"]["conditions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["status"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(conditions(&package), ["False"; 5]);
    assert_eq!(package["properties"]["maintenance"]["schedule"], "daily");
    owner.advance(provision * 2 / 5).await;
    assert_eq!(conditions(&owner.package(&uuid).await), ["True", "True", "False", "False", "False"]);
    owner.advance(provision - provision * 2 / 5).await;
    let package = owner.package(&uuid).await;
    assert_eq!((package["status"].clone(), conditions(&package)), (json!("active"), vec!["True".to_string(); 5]));
    assert_eq!(vms(&package).len(), 4, "one control-plane node, one system and two batch workers");

    let worker = vms(&package).into_iter().find(|r| r["resource_allocation"]["pool"] == "batch").unwrap();
    let worker = worker["resource_id"].as_str().unwrap().to_string();
    let degraded = owner.service(&RESOURCE_STOP, &uuid, &worker, None).await.json();
    assert_eq!(conditions(&degraded), ["True", "True", "False", "True", "True"]);
    assert_eq!(degraded["properties"]["status"]["workers"][1], json!({ "name": "batch", "nodes": 2, "ready_nodes": 1 }));

    let scaled = owner
        .service(&PROPERTIES_UPDATE, &uuid, "", Some(json!({ "workers": [pool("system", 3, 3), pool("batch", 2, 4)] })))
        .await
        .json();
    assert_eq!(vms(&scaled).len(), 6);
    let refused = owner.service(&PROPERTIES_UPDATE, &uuid, "", Some(json!({ "workers": [pool("system", 0, 3)] }))).await;
    assert_eq!((refused.status, refused.json()), (StatusCode::BAD_REQUEST, field("workers", msg::AUTOSCALER_MINIMUM)));
    let secrets = owner.service(&SECRETS, &uuid, "", None).await.json();
    assert_eq!(secrets, json!({}), "a cluster has no SQL password");
}

#[tokio::test]
async fn daily_backups_rebuild_a_package_in_its_location_only() {
    let app = TestApp::new();
    let owner = Vms::empty(&app, "/v1").await;
    let provision = app.durations().service_provision;
    let package_uuid = uuid(&owner.order(postgres("orders-db")).await);
    owner.advance(provision + 8 * 86_400).await;
    let package = owner.package(&package_uuid).await;
    let backups = package["backups"].as_array().unwrap();
    assert_eq!(backups.len(), 7, "seven daily backups are kept");
    let backup = uuid(&backups[0]);
    let body = json!({ "replica_uuid": backup, "service_package_uuid": package_uuid });
    let elsewhere = Vms { app: &app, session: owner.session.clone(), key: owner.key.clone(), prefix: "/v1/jhv" };
    let refused = elsewhere.service(&PACKAGE_REBUILD, "", "", Some(body.clone())).await;
    assert_eq!((refused.status, refused.json()), (StatusCode::NOT_FOUND, error(&msg::no_such_package(&package_uuid))));
    let tll = Vms { app: &app, session: owner.session.clone(), key: owner.key.clone(), prefix: "/v1/tll" };
    let rebuilt = tll.service(&PACKAGE_REBUILD, "", "", Some(body)).await.json();
    assert_eq!(rebuilt["status"], "requested");
    owner.advance(provision).await;
    assert_eq!(owner.package(&package_uuid).await["status"], "active");
}

#[tokio::test]
async fn an_active_package_is_charged_hourly_for_its_resources_and_licence() {
    let app = TestApp::new();
    let owner = Vms::empty(&app, "/v1").await;
    let account = owner.account().await;
    let package = owner.order(postgres("billed")).await;
    let uuid = uuid(&package);
    owner.advance(3 * 3600).await;
    let path = format!("/v1/charging/usage?billing_account_id={account}");
    let usage = app.call(&USAGE, &path, Some(&owner.key), None).await.json();
    let row = usage.as_array().unwrap().iter().find(|u| u["uuid"] == uuid.as_str()).cloned().expect("the package is billed");
    let ip = &package["resources"][1]["resource_id"];
    assert!(usage.as_array().unwrap().iter().all(|u| &u["uuid"] != ip), "its virtual IP is charged on the package only");
    // Ordered at 09:00, active at 09:05: the hours ending 10:00, 11:00 and 12:00.
    assert_eq!((row["hours"].clone(), row["description"].clone()), (json!(3), json!("billed")));
    assert!(row["price"].as_f64().unwrap() > 0.0);
}

#[tokio::test]
async fn a_restricted_token_sees_and_orders_on_its_own_account_only() {
    use spec::access::ops::TOKEN_CREATE;
    use spec::billing::ops::ACCOUNT_CREATE;
    let app = TestApp::new();
    let owner = Vms::empty(&app, "/v1").await;
    let form = "title=Shop&email=shop%40example.com&customer_phone=%2B372+5555+1234&country=ee";
    let shop = app.call(&ACCOUNT_CREATE, "/v1/payment/billing_account", Some(&owner.key), Some((FORM, form))).await;
    let shop = shop.json()["id"].as_u64().expect("the new account's id");
    let mine = uuid(&owner.order(postgres("main-db")).await);
    let form = format!("description=ci&restricted=true&billing_account_id={shop}");
    let tokens = app.call(&TOKEN_CREATE, "/v1/user-resource/token", Some(&owner.key), Some((FORM, &form))).await;
    let key = tokens.json().as_array().unwrap().last().unwrap()["token"].as_str().unwrap().to_string();
    let restricted = Vms { app: &app, session: owner.session.clone(), key, prefix: "/v1" };
    assert!(restricted.packages().await.is_empty());
    let hidden = restricted.service(&SECRETS, &mine, "", None).await;
    assert_eq!((hidden.status, hidden.json()), (StatusCode::NOT_FOUND, error(&msg::no_such_package(&mine))));
    let scoped = restricted.order(postgres("shop-db")).await;
    assert_eq!(scoped["billing_account_id"], shop);
    assert_eq!(owner.packages().await.len(), 2);
}

/// docs/product/services.md#package-states, docs/product/services.md#packages: the package's virtual IP is a floating IP of the networking area assigned to it
/// with type `service`, its network a private network holding its VMs; the network API refuses to
/// let either go while the package holds them, and deleting the package releases the IP and
/// removes the network it made.
#[tokio::test]
async fn a_packages_virtual_ip_and_network_are_the_networking_areas_records_held_until_it_is_deleted() {
    use spec::error::network as net_msg;
    use spec::network::ops::{IP_DELETE, IP_LIST, IP_UNASSIGN, NETWORK_DELETE, NETWORK_GET};
    let app = TestApp::new();
    let owner = Vms::empty(&app, "/v1").await;
    let package = owner.order(multi_node("orders-db")).await;
    let uuid = uuid(&package);
    let (vip, network) =
        (package["properties"]["service_ip"].as_str().unwrap(), package["resources"][4]["resource_id"].as_str().unwrap());
    let call = |op: &'static Operation, path: String| {
        let key = owner.key.clone();
        let app = &app;
        async move { app.call(op, &format!("/v1/tll{path}"), Some(&key), None).await }
    };
    let ips = call(&IP_LIST, "/network/ip_addresses".into()).await.json();
    let ip = &ips[0];
    assert_eq!(
        (ip["address"].as_str(), ip["assigned_to"].as_str(), ip["assigned_to_resource_type"].as_str(), ip["name"].as_str()),
        (Some(vip), Some(uuid.as_str()), Some("service"), Some("orders-db"))
    );
    assert_eq!(ip["assigned_to_private_ip"], vms(&package)[0]["resource_allocation"]["address"]);
    let held = call(&NETWORK_GET, format!("/network/network/{network}")).await.json();
    let members: Vec<Value> = vms(&package).iter().map(|vm| vm["resource_id"].clone()).collect();
    assert_eq!((held["vm_uuids"].clone(), held["resources_count"].clone()), (json!(members), json!(3)));
    assert_eq!((held["name"].clone(), held["is_default"].clone()), (json!("orders-db"), json!(false)));

    let before = owner.world().await;
    for (op, path) in
        [(&IP_DELETE, format!("/network/ip_addresses/{vip}")), (&IP_UNASSIGN, format!("/network/ip_addresses/{vip}/unassign"))]
    {
        let refused = call(op, path).await;
        assert_eq!((refused.status, refused.json()), (StatusCode::CONFLICT, message(&net_msg::held_by_service(&uuid))));
    }
    let refused = call(&NETWORK_DELETE, format!("/network/network/{network}")).await;
    assert_eq!((refused.status, refused.json()), (StatusCode::CONFLICT, message(net_msg::NETWORK_NOT_EMPTY)));
    assert_eq!(owner.world().await, before, "refusals change nothing");

    owner.service(&PACKAGE_DELETE, &uuid, "", None).await;
    let released = call(&IP_LIST, "/network/ip_addresses".into()).await.json();
    assert_eq!((released[0]["is_deleted"].clone(), released[0]["assigned_to"].clone()), (json!(true), Value::Null));
    let gone = call(&NETWORK_GET, format!("/network/network/{network}")).await;
    assert_eq!((gone.status, gone.json()), (StatusCode::BAD_REQUEST, message(net_msg::NETWORK_INVALID)));
}
