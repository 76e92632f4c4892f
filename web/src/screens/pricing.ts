import { chunk } from './screen'

/** docs/product/config.md#console-routes: the price list is a screen whose route is not shown; ours. */
export const pricing = [
  chunk('pricing', ['pricing'], {
    priceList: { path: '/pricing', component: 'PriceListPage' },
  }),
]
