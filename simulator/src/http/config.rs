//! `/config`: the site configuration and locations.

use axum::Json;
use spec::config::{Location, SiteConfig, ops};

use super::ApiRouter;
use super::error::ApiResult;
use super::extract::Api;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::UI_CONFIG, ui_config_get).op(&ops::LOCATIONS, locations_list);
}

async fn ui_config_get(api: Api) -> ApiResult<Json<SiteConfig>> {
    api.read(|_, cx| Ok(cx.brand.config.clone())).map(Json)
}

async fn locations_list(api: Api) -> ApiResult<Json<Vec<Location>>> {
    api.read(|_, cx| {
        let mut locations = cx.brand.config.locations.clone();
        locations.sort_by_key(|l| l.order_nr);
        Ok(locations)
    })
    .map(Json)
}
