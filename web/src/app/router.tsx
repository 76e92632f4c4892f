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
import { basePath } from '../base-path'
import { NotFoundPage } from '../components/NotFoundPage'
import { RouteCrash } from '../components/CrashScreen'
import { withAreas } from '../i18n'
import { PageProgress } from '../ui/Loading'
import { chunks, type ChunkName } from '../screens/all'
import type { Chunk, Screen } from '../screens/screen'
import { AppLayout } from './layouts/AppLayout'

/**
 * The one route tree (docs/architecture.md), built from the screens each area declares
 * (`screens/<area>.ts`). Root routing follows docs/product/config.md#console-routes: the public
 * screens (the identity provider's callback, the email-confirmation result, a referral link) show
 * whoever visits; every other path is the signed-in app, or the sign-in screen for anyone else
 * (`AppLayout`). Every screen is drawn from a lazy chunk, fetched with its areas' texts.
 */

export type RouterContext = { queryClient: QueryClient }

/** Where each chunk's screens are (Vite splits on these literal imports). */
export const chunkModules = {
  dashboard: () => import('../routes/dashboard/DashboardPage'),
  authCallback: () => import('../routes/identity/AuthCallbackPage'),
  emailVerification: () => import('../routes/identity/EmailVerificationPage'),
  referral: () => import('../routes/identity/ReferralPage'),
  profile: () => import('../routes/identity/ProfilePage'),
  billing: () => import('../routes/billing/BillingScreens'),
  access: () => import('../routes/access/AccessScreens'),
  compute: () => import('../routes/compute/ComputeScreens'),
  disk: () => import('../routes/compute/disk/DiskScreens'),
  metal: () => import('../routes/metal/MetalScreens'),
  network: () => import('../routes/network/NetworkScreens'),
  services: () => import('../routes/services/ServiceScreens'),
  storage: () => import('../routes/storage/StorageScreens'),
  pricing: () => import('../routes/pricing/PriceListPage'),
} satisfies Record<ChunkName, () => Promise<Record<string, unknown>>>

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteCrash,
})

const appRoute = createRoute({ getParentRoute: () => rootRoute, id: 'app', component: AppLayout })

type Module = Record<string, () => ReactNode>

function route(screen: Screen, load: () => Promise<Module>) {
  return createRoute({
    getParentRoute: () => (screen.public ? rootRoute : appRoute),
    path: screen.path,
    component: lazyRouteComponent(load, screen.component),
    beforeLoad: ({ params }) => {
      const given = params as Record<string, string>
      if (screen.types && !screen.types.includes(given.type ?? '')) throw notFound()
      screen.enter?.(given)
    },
  })
}

const routes = chunks.flatMap((chunk: Chunk) => {
  const load = withAreas(chunkModules[chunk.name as ChunkName] as () => Promise<Module>, chunk.areas)
  return Object.values(chunk.screens).map((screen) => ({ screen, route: route(screen, load) }))
})

export const routeTree = rootRoute.addChildren([
  ...routes.filter(({ screen }) => screen.public).map(({ route }) => route),
  appRoute.addChildren(routes.filter(({ screen }) => !screen.public).map(({ route }) => route)),
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
