//! `/config`: the site configuration and locations.

use crate::edge::Json;
use axum::response::{IntoResponse, Response};
use spec::config::{Location, ops};

use crate::edge::ApiRouter;
use crate::edge::error::ApiResult;
use crate::edge::extract::Api;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::UI_CONFIG, ui_config_get).op(&ops::LOCATIONS, locations_list);
}

/// The brand's site configuration, whose `authDomain` is this session's stand-in identity
/// provider on the simulator, so the console signs in offline (the brand files keep their real
/// domains).
async fn ui_config_get(api: Api) -> ApiResult<Response> {
    let session = api.session_id();
    let mut config = api.read(|_, cx| Ok(cx.brand.config.clone()))?;
    config.auth_domain = format!("/__sim/idp/{session}");
    Ok(Json(config).into_response())
}

async fn locations_list(api: Api) -> ApiResult<Json<Vec<Location>>> {
    api.read(|_, cx| {
        let mut locations = cx.brand.config.locations.clone();
        locations.sort_by_key(|l| l.order_nr);
        Ok(locations)
    })
    .map(Json)
}
