//! `/pricing`: the current price list.

use crate::http::Json;
use spec::pricing::{PriceList, ops};

use super::ApiRouter;
use super::error::ApiResult;
use super::extract::Api;
use crate::domain::pricing::price_list;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::PRICE_LIST, price_list_current);
}

async fn price_list_current(api: Api) -> ApiResult<Json<PriceList>> {
    api.read(|_, cx| Ok(price_list(cx.brand))).map(Json)
}
