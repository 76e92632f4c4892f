//! `/pricing`: the current price list.

use crate::edge::Json;
use spec::pricing::{PriceList, ops};

use crate::domain::pricing::price_list;
use crate::edge::ApiRouter;
use crate::edge::error::ApiResult;
use crate::edge::extract::Api;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::PRICE_LIST, price_list_current);
}

async fn price_list_current(api: Api) -> ApiResult<Json<PriceList>> {
    api.read(|_, cx| Ok(price_list(cx.brand))).map(Json)
}
