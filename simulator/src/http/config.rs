//! `/config`: the site configuration and locations.

use axum::Json;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use spec::config::{Location, ops};

use super::ApiRouter;
use super::error::ApiResult;
use super::extract::Api;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::UI_CONFIG, ui_config_get).op(&ops::LOCATIONS, locations_list);
}

/// Served from the bytes serialised at start (the site configuration is fixed per brand).
async fn ui_config_get(api: Api) -> ApiResult<Response> {
    let brand = api.read(|_, cx| Ok(cx.brand.name.clone()))?;
    Ok(([(header::CONTENT_TYPE, "application/json")], api.app.brands.config_json(&brand)).into_response())
}

async fn locations_list(api: Api) -> ApiResult<Json<Vec<Location>>> {
    api.read(|_, cx| {
        let mut locations = cx.brand.config.locations.clone();
        locations.sort_by_key(|l| l.order_nr);
        Ok(locations)
    })
    .map(Json)
}
