import type { QueryClient } from '@tanstack/react-query'
import {
  createBrowserHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  Outlet,
  type RouterHistory,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { credentials } from '../api/credentials'
import { basePath } from '../base-path'
import { NotFoundPage } from '../components/NotFoundPage'
import { RouteCrash } from '../components/CrashScreen'
import { withAreas } from '../i18n'
import { PageProgress } from '../ui/Loading'
import { AppLayout } from './layouts/AppLayout'

/**
 * The one route tree (docs/architecture.md). Root routing follows docs/product/config.md#console-routes: the identity
 * provider's callback and the email-confirmation result show whoever visits; every other path is
 * the signed-in app, or the sign-in screen for anyone else (`AppLayout`). Every screen is a lazy
 * chunk; paths are the patterns of `app/path-builder.ts`.
 */

export type RouterContext = { queryClient: QueryClient }

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteCrash,
})

const authCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth0_callback',
  component: lazyRouteComponent(withAreas(() => import('../routes/identity/AuthCallbackPage'), ['identity']), 'AuthCallbackPage'),
})

const emailVerificationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/email_verification',
  component: lazyRouteComponent(withAreas(() => import('../routes/identity/EmailVerificationPage'), ['identity']), 'EmailVerificationPage'),
})

/** docs/product/config.md#console-routes: a share link; the referral code is kept and the offer explained before sign-up. */
const referralRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/referral/$code',
  beforeLoad: ({ params }) => credentials.setReferralCode(params.code),
  component: lazyRouteComponent(withAreas(() => import('../routes/identity/ReferralPage'), ['identity']), 'ReferralPage'),
})

const appRoute = createRoute({ getParentRoute: () => rootRoute, id: 'app', component: AppLayout })

type Screens = Record<string, () => ReactNode>
/**
 * A screen of the signed-in app, loaded from its area's chunk when first needed. `allowed` lists
 * the values a `$type` segment may take; any other is not found.
 */
function screen<M extends Screens>(path: string, load: () => Promise<M>, name: keyof M & string, allowed?: string[]) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    component: lazyRouteComponent(load, name),
    beforeLoad: ({ params }) => {
      const type = (params as Record<string, string | undefined>).type
      if (allowed && !allowed.includes(type ?? '')) throw notFound()
    },
  })
}

const dashboard = withAreas(() => import('../routes/dashboard/DashboardPage'), [
  'dashboard',
  'billing',
  'compute',
  'metal',
  'network',
  'pricing',
  'services',
  'storage',
])
const identity = withAreas(() => import('../routes/identity/ProfilePage'), ['identity', 'access', 'payment', 'pricing'])
const billing = withAreas(() => import('../routes/billing/BillingScreens'), ['billing', 'payment', 'access'])
const access = withAreas(() => import('../routes/access/AccessScreens'), ['access', 'billing', 'payment'])
const compute = withAreas(() => import('../routes/compute/ComputeScreens'), ['compute', 'identity', 'network'])
const disk = withAreas(() => import('../routes/compute/disk/DiskScreens'), ['compute'])
const metal = withAreas(() => import('../routes/metal/MetalScreens'), ['metal', 'compute'])
const network = withAreas(() => import('../routes/network/NetworkScreens'), ['network', 'compute'])
const services = withAreas(() => import('../routes/services/ServiceScreens'), ['services', 'compute'])
const storage = withAreas(() => import('../routes/storage/StorageScreens'), ['storage'])
const pricing = withAreas(() => import('../routes/pricing/PriceListPage'), ['pricing'])

const accessCreateTypes = ['api_token', 'access_delegation']
const networkTypes = ['ip_address', 'vpc', 'load_balancer', 'firewall']


export const routeTree = rootRoute.addChildren([
  authCallbackRoute,
  emailVerificationRoute,
  referralRoute,
  appRoute.addChildren([
    screen('/', dashboard, 'DashboardPage'),
    screen('/profile', identity, 'ProfilePage'),
    screen('/payment_return', billing, 'PaymentReturnPage'),
    screen('/billing', billing, 'BillingAccountsPage'),
    screen('/billing/create', billing, 'BillingAccountCreatePage'),
    screen('/billing/account/$id', billing, 'BillingAccountPage'),
    screen('/billing/account/$id/edit', billing, 'BillingAccountEditPage'),
    screen('/access/create/$type', access, 'AccessCreatePage', accessCreateTypes),
    screen('/access/token', access, 'ApiTokensPage'),
    screen('/access/token/$id', access, 'ApiTokenPage'),
    screen('/access/delegation', access, 'DelegationsPage'),
    screen('/access/delegation/$id', access, 'DelegationPage'),
    screen('/compute', compute, 'VmsPage'),
    screen('/compute/create', compute, 'VmCreatePage'),
    screen('/compute/vm/$location/$vmId', compute, 'VmPage'),
    screen('/disks', disk, 'DisksPage'),
    screen('/disks/create', disk, 'DiskCreatePage'),
    screen('/disks/disk/$location/$uuid', disk, 'DiskPage'),
    screen('/metal', metal, 'LeasesPage'),
    screen('/metal/create', metal, 'LeaseCreatePage'),
    screen('/metal/lease/$uuid', metal, 'LeasePage'),
    screen('/network/ip_address', network, 'IpAddressesPage'),
    screen('/network/vpc', network, 'VpcsPage'),
    screen('/network/load_balancer', network, 'LoadBalancersPage'),
    screen('/network/firewall', network, 'FirewallsPage'),
    screen('/network/create/$type', network, 'NetworkCreatePage', networkTypes),
    screen('/network/ip_address/$location/$uuid', network, 'IpAddressPage'),
    screen('/network/vpc/$location/$uuid', network, 'VpcPage'),
    screen('/network/load_balancer/$location/$uuid', network, 'LoadBalancerPage'),
    screen('/network/firewall/$location/$uuid', network, 'FirewallPage'),
    screen('/services', services, 'ServicesPage'),
    screen('/services/create', services, 'ServiceCreatePage'),
    screen('/services/service/$location/$serviceId', services, 'ServicePage'),
    screen('/storage', storage, 'BucketsPage'),
    screen('/storage/create', storage, 'BucketCreatePage'),
    screen('/storage/bucket/$storageName', storage, 'BucketPage'),
    screen('/storage/keys', storage, 'AccessKeysPage'),
    screen('/pricing', pricing, 'PriceListPage'),
  ]),
])


export function createAppRouter({ queryClient, history }: { queryClient: QueryClient; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    basepath: basePath,
    history: history ?? createBrowserHistory(),
    context: { queryClient },
    // docs/product/config.md#console-constants: links preload their screen when within 100 px of the viewport (the
    // router's own margin); a lazy section shows its indicator after 2 s.
    defaultPreload: 'viewport',
    defaultPendingMs: 2000,
    defaultPendingComponent: PageProgress,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>
