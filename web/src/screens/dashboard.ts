import { chunk } from './screen'

/** docs/reference/console.md#dashboard: the dashboard reads every area it sums up. */
export const dashboard = [
  chunk('dashboard', ['dashboard', 'billing', 'compute', 'metal', 'network', 'pricing', 'services', 'storage'], {
    dashboard: { path: '/', component: 'DashboardPage' },
  }),
]
