//! `/pricing`: the current price list and the pricing policy.

use crate::edge::Json;
use spec::pricing::{PriceList, PricingPolicy, ops};

use crate::domain::pricing::{policy, price_list};
use crate::edge::ApiRouter;
use crate::edge::error::ApiResult;
use crate::edge::extract::Api;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::PRICE_LIST, price_list_current).op(&ops::POLICY, pricing_policy);
}

async fn price_list_current(api: Api) -> ApiResult<Json<PriceList>> {
    api.read(|_, cx| Ok(price_list(cx.brand))).map(Json)
}

async fn pricing_policy(api: Api) -> ApiResult<Json<PricingPolicy>> {
    api.read(|_, cx| Ok(policy(cx.brand))).map(Json)
}
