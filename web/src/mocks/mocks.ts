import type { HttpHandler } from 'msw'
import type { CalledOperation } from '../api/generated/called-operations'

/**
 * The shared mocks, by operation id (as the Oxide console's generated mock interface): every
 * operation the console calls (`api/generated/called-operations.ts`, from its sources) has a handler
 * here or is named `notMocked`. A new call without either, or a mock of an operation the console
 * does not call, does not compile; `mocks.test.ts` checks each handler answers its operation's
 * method and path.
 */

/** The operation's tests give their own answers (`server.use`); an unanswered call fails the test. */
export const notMocked = 'not mocked' as const

export type Mock = HttpHandler | typeof notMocked

/** One area's mocks: only operations the console calls. */
export type AreaMocks = { readonly [K in CalledOperation]?: Mock }

/** Every operation the console calls, each with its mock or `notMocked`. */
export type Mocks = { readonly [K in CalledOperation]: Mock }

/** The handlers of `mocks`, for `setupServer`. */
export function handlersOf(mocks: Mocks): HttpHandler[] {
  return Object.values(mocks).filter((mock): mock is HttpHandler => mock !== notMocked)
}
