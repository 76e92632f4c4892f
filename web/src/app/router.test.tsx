import { createMemoryHistory } from '@tanstack/react-router'
import { act, screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderApp } from '../../test/render'
import { credentials } from '../api/credentials'
import { ownerApiKey } from '../mocks/fixtures/control'
import { pb, type PathName } from '../screens/path-builder'
import { createQueryClient } from './query-client'
import { PageProgress } from '../ui/Loading'
import { chunks } from '../screens/all'
import { chunkModules, createAppRouter } from './router'

/** A sample call of every path builder and the route pattern it must land on. */
const samples: Record<PathName, [string, string]> = {
  dashboard: [pb.dashboard(), '/'],
  authCallback: [pb.authCallback(), '/auth0_callback'],
  emailVerification: [pb.emailVerification(), '/email_verification'],
  paymentReturn: [pb.paymentReturn(), '/payment_return'],
  referral: [pb.referral({ code: 'FRIEND-1' }), '/referral/$code'],
  profile: [pb.profile(), '/profile'],
  billingAccounts: [pb.billingAccounts(), '/billing'],
  billingAccountCreate: [pb.billingAccountCreate(), '/billing/create'],
  billingAccount: [pb.billingAccount({ id: 1200132376 }), '/billing/account/$id'],
  billingAccountEdit: [pb.billingAccountEdit({ id: 7 }), '/billing/account/$id/edit'],
  accessCreate: [pb.accessCreate({ type: 'api_token' }), '/access/create/$type'],
  apiTokens: [pb.apiTokens(), '/access/token'],
  apiToken: [pb.apiToken({ id: 3 }), '/access/token/$id'],
  delegations: [pb.delegations(), '/access/delegation'],
  delegation: [pb.delegation({ id: 4 }), '/access/delegation/$id'],
  vms: [pb.vms(), '/compute'],
  vmCreate: [pb.vmCreate(), '/compute/create'],
  vm: [pb.vm({ location: 'tll', vmId: 'aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb' }), '/compute/vm/$location/$vmId'],
  disks: [pb.disks(), '/disks'],
  diskCreate: [pb.diskCreate(), '/disks/create'],
  disk: [pb.disk({ location: 'jhv', uuid: 'd1' }), '/disks/disk/$location/$uuid'],
  leases: [pb.leases(), '/metal'],
  leaseCreate: [pb.leaseCreate(), '/metal/create'],
  lease: [pb.lease({ uuid: 'l1' }), '/metal/lease/$uuid'],
  ipAddresses: [pb.ipAddresses(), '/network/ip_address'],
  vpcs: [pb.vpcs(), '/network/vpc'],
  loadBalancers: [pb.loadBalancers(), '/network/load_balancer'],
  firewalls: [pb.firewalls(), '/network/firewall'],
  networkCreate: [pb.networkCreate({ type: 'load_balancer' }), '/network/create/$type'],
  ipAddress: [pb.ipAddress({ location: 'tll', uuid: 'i1' }), '/network/ip_address/$location/$uuid'],
  vpc: [pb.vpc({ location: 'tll', uuid: 'v1' }), '/network/vpc/$location/$uuid'],
  loadBalancer: [pb.loadBalancer({ location: 'tll', uuid: 'lb1' }), '/network/load_balancer/$location/$uuid'],
  firewall: [pb.firewall({ location: 'tll', uuid: 'f1' }), '/network/firewall/$location/$uuid'],
  services: [pb.services(), '/services'],
  serviceCreate: [pb.serviceCreate(), '/services/create'],
  service: [pb.service({ location: 'tll', serviceId: 's1' }), '/services/service/$location/$serviceId'],
  buckets: [pb.buckets(), '/storage'],
  bucketCreate: [pb.bucketCreate(), '/storage/create'],
  bucket: [pb.bucket({ storageName: 'my-bucket' }), '/storage/bucket/$storageName'],
  storageKeys: [pb.storageKeys(), '/storage/keys'],
  priceList: [pb.priceList(), '/pricing'],
}

function matchedPattern(path: string) {
  const router = createAppRouter({
    queryClient: createQueryClient(),
    history: createMemoryHistory({ initialEntries: [`/app${path}`] }),
  })
  const matches = router.matchRoutes(router.latestLocation)
  return { last: matches.at(-1), router }
}

test.each(Object.entries(samples))('pb.%s lands on its route', (_, [path, pattern]) => {
  expect(path.startsWith('/')).toBe(true)
  expect(matchedPattern(path).last?.fullPath.replace(/(.)\/$/, '$1')).toBe(pattern)
})

test('every screen an area declares is drawn by an export of its chunk', async () => {
  for (const chunk of chunks) {
    const exports: Record<string, unknown> = await chunkModules[chunk.name]()
    for (const screen of Object.values(chunk.screens)) expect([chunk.name, typeof exports[screen.component]]).toEqual([chunk.name, 'function'])
  }
})

test('path parameters are encoded and come back decoded', () => {
  const path = pb.vm({ location: 'tll', vmId: 'a b/c' })
  expect(path).toBe('/compute/vm/tll/a%20b%2Fc')
  expect(matchedPattern(path).last?.params).toEqual({ location: 'tll', vmId: 'a b/c' })
})

test('links carry the /app base path', () => {
  const { router } = matchedPattern('/')
  expect(router.buildLocation({ to: pb.vms() }).publicHref).toBe('/app/compute')
})

test('an unknown path shows "Page not found"', async () => {
  renderApp({ path: '/no/such/page' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/app/')
})

test('a create route with an unknown type is not found', async () => {
  credentials.setApiKey(ownerApiKey)
  renderApp({ path: '/network/create/teleporter' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
})

test('access_impersonation has no create route: only api_token and access_delegation are made there', async () => {
  credentials.setApiKey(ownerApiKey)
  renderApp({ path: '/access/create/access_impersonation' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
})

test('a signed-out visitor sees the sign-in screen at any app path', async () => {
  renderApp({ path: '/compute/vm/tll/abc' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy()
  expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
})

test('the email confirmation result shows without signing in, and leads to the root with the username', async () => {
  renderApp({ path: '/email_verification?success=false&email=ann%40testcloud.example' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Email verification' })).toBeTruthy()
  expect(within(screen.getByRole('alert')).getByText('Email verification failed')).toBeTruthy()
  expect(within(screen.getByRole('alert')).getByText('There was an error verifying your email address.')).toBeTruthy()
  const link = screen.getByRole('link', { name: 'Continue to log in' })
  expect(link.getAttribute('href')).toBe('/app/?username=ann%40testcloud.example')
})

test('a successful email confirmation says so', async () => {
  renderApp({ path: '/email_verification?success=true&email=ann%40testcloud.example' })
  expect(await screen.findByText('Your email address ann@testcloud.example is verified.')).toBeTruthy()
})

test('a referral link keeps the code, explains the offer and leads to the signup', async () => {
  renderApp({ path: '/referral/FRIEND-1' })
  expect(await screen.findByRole('heading', { level: 1, name: 'You were invited' })).toBeTruthy()
  expect(credentials.referralCode()).toBe('FRIEND-1')
  expect(screen.getByText(/This referral link is not active on Testcloud/)).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/app/?signup=true')
})

test('a link preloads its screen once it comes within 100 px of the viewport', async () => {
  const watched: { margin: string | undefined; seen: IntersectionObserverCallback; targets: Element[] }[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = []
      constructor(seen: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        watched.push({ margin: options?.rootMargin, seen, targets: this.targets })
      }
      observe(target: Element) {
        this.targets.push(target)
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return []
      }
    },
  )
  try {
    credentials.setApiKey(ownerApiKey)
    const { router } = renderApp()
    const link = await screen.findByRole('link', { name: 'Disks' })
    const preload = vi.spyOn(router, 'preloadRoute')
    const observer = watched.find((o) => o.targets.includes(link))
    expect(observer?.margin).toBe('100px')
    expect(preload).not.toHaveBeenCalled()
    act(() => observer?.seen([{ isIntersecting: true, target: link } as unknown as IntersectionObserverEntry], {} as IntersectionObserver))
    await vi.waitFor(() => expect(preload).toHaveBeenCalled())
    expect(preload.mock.calls[0]?.[0]).toMatchObject({ to: '/disks' })
  } finally {
    vi.unstubAllGlobals()
  }
})

test('a lazy screen still loading shows the page progress after 2 s, not before', () => {
  const { options } = createAppRouter({ queryClient: createQueryClient(), history: createMemoryHistory() })
  // The router shows its pending component once a navigation has waited `defaultPendingMs`.
  expect(options.defaultPendingMs).toBe(2000)
  expect(options.defaultPendingComponent).toBe(PageProgress)
})
