import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, expect, vi } from 'vitest'
import { areas, loadAreas, loadLocale, locales } from '../src/i18n'
import { server } from '../src/mocks/server'
import { specMismatch } from '../src/mocks/spec-check'
import { resetTestBrands, testBrand } from './brands'

// Listen before the test module (and so api/client.ts) is imported: openapi-fetch keeps the
// `fetch` it finds when a client is created.
server.listen({ onUnhandledRequest: 'error' })

// Mocks cannot drift from the API: every JSON answer a mock gives (the shared handlers and each
// test's own) must fit the operation's response schema in spec/openapi.json for its status. A test
// of the console's own run-time check sends an answer off the contract on purpose, marked so.
const drift: string[] = []
const checking = new Set<Promise<void>>()
server.events.on('response:mocked', ({ request, response }) => {
  if (!response.headers.get('content-type')?.includes('json') || response.headers.has('x-test-off-contract')) return
  const check = response
    .clone()
    .json()
    .then((body: unknown) => {
      const problem = specMismatch(request.method, request.url, response.status, body)
      if (problem) drift.push(problem)
    })
    .catch(() => undefined)
    .finally(() => checking.delete(check))
  checking.add(check)
})
afterEach(async () => {
  await Promise.all(checking)
  expect(drift.splice(0), 'mock answers that do not fit spec/openapi.json').toEqual([])
})

// The test sites name brands the console does not ship (`testcloud`): they are shipped here.
vi.mock('../src/theme/shipped-brands', async (importOriginal) => {
  const shipped = await importOriginal<typeof import('../src/theme/shipped-brands')>()
  return { ...shipped, loadShippedBrand: async (name: string) => testBrand(name) ?? shipped.loadShippedBrand(name) }
})
resetTestBrands()

// Every language and area at hand, as the console has them once chosen and visited (they are
// lazy chunks in the app).
await Promise.all(locales.map(loadLocale))
await loadAreas(areas)

// The first render of a file loads its lazy chunks; on a busy machine that outlasts the 1 s default
// (4 s missed at a load average of 20). Only a failing wait lasts this long.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetTestBrands()
  localStorage.clear()
  sessionStorage.clear()
  delete document.documentElement.dataset.layout
  delete document.documentElement.dataset.theme
  vi.useRealTimers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

// jsdom has no matchMedia; theme/theme-init.ts asks it for the system colour scheme.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) satisfies MediaQueryList

// jsdom has no scrolling; the router restores scroll positions.
window.scrollTo = () => {}

// jsdom has no `CSS` namespace; react-aria's modal reads `CSS.escape` when it opens.
globalThis.CSS ??= { escape: (value: string) => value.replace(/([^\w-])/g, '\\$1') } as typeof CSS
