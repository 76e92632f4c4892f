import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { credentials } from '../api/credentials'
import { ConnectionError } from '../api/errors'
import { ownerApiKey } from '../mocks/fixtures/control'
import { owner } from '../mocks/fixtures/identity'
import { server } from '../mocks/server'
import { createQueryClient } from './query-client'
import { isAdminQuery, userQuery } from '../api/identity'
import { locationsQuery } from '../api/config'

function counting(path: string, answers: (() => Response)[]) {
  let calls = 0
  server.use(http.get(path, () => (answers[Math.min(calls++, answers.length - 1)] as () => Response)()))
  return () => calls
}

function wrapper() {
  const client = createQueryClient()
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  }
}

test('query defaults: stale after 60 s, kept 10 min, the configuration a day, privileges 60 min', () => {
  const { client } = wrapper()
  expect(client.getDefaultOptions().queries).toMatchObject({ staleTime: 60_000, gcTime: 600_000, retryDelay: 7_000 })
  expect(client.defaultQueryOptions({ queryKey: ['vm_list'] }).staleTime).toBe(60_000)
  expect(isAdminQuery.staleTime).toBe(60 * 60_000)
})

test('a 502 is retried 7 s later, up to success', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  credentials.setApiKey(ownerApiKey)
  const bad = () => HttpResponse.json({ message: 'An invalid response was received from the upstream server' }, { status: 502 })
  const calls = counting('/v1/user-resource/user', [bad, bad, () => HttpResponse.json(owner)])
  const { wrapper: Wrapper } = wrapper()
  const { result } = renderHook(() => useQuery(userQuery), { wrapper: Wrapper })

  await waitFor(() => expect(calls()).toBe(1))
  await act(() => vi.advanceTimersByTimeAsync(6_900))
  expect(calls()).toBe(1)
  await act(() => vi.advanceTimersByTimeAsync(100))
  await waitFor(() => expect(calls()).toBe(2))
  await act(() => vi.advanceTimersByTimeAsync(7_000))
  await waitFor(() => expect(result.current.data?.name).toBe(owner.name))
  expect(calls()).toBe(3)
})

test('connection failures are retried three times, then the query fails', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const calls = counting('/v1/config/locations', [() => HttpResponse.error()])
  const { wrapper: Wrapper } = wrapper()
  const { result } = renderHook(() => useQuery(locationsQuery), { wrapper: Wrapper })
  for (let i = 0; i < 3; i++) await act(() => vi.advanceTimersByTimeAsync(7_000))
  await waitFor(() => expect(result.current.isError).toBe(true))
  expect(result.current.error).toBeInstanceOf(ConnectionError)
  expect(calls()).toBe(4)
})

test('a 500 is not retried: it shows an error toast with the correlation id, whose Retry refetches', async () => {
  const user = userEvent.setup()
  const failure = () =>
    HttpResponse.json({ errors: { Error: 'Error performing action' } }, { status: 500, headers: { 'X-Warren-Correlation-Id': 'corr-7' } })
  const calls = counting('/v1/config/locations', [failure, failure])
  function Locations() {
    const locations = useQuery(locationsQuery)
    return <p>{locations.data ? 'loaded' : locations.status}</p>
  }
  renderWithProviders(<Locations />)

  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toBe('Error: Error performing action [corr-7]')
  expect(calls()).toBe(1)
  await user.click(screen.getByRole('button', { name: 'Retry' }))
  await waitFor(() => expect(calls()).toBe(2))
  expect((await screen.findByRole('alert')).textContent).toBe('Error: Error performing action [corr-7]')
})

test('the privileges call: 403 means not an administrator; 404, 502 and 2xx mean administrator', async () => {
  const answers: [() => Response, boolean][] = [
    [() => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }), false],
    [() => HttpResponse.json({ message: 'no route' }, { status: 404 }), true],
    [() => HttpResponse.json({ message: 'Bad gateway' }, { status: 502 }), true],
    [() => HttpResponse.json({ is_admin: true, privileges: [] }), true],
  ]
  for (const [answer, admin] of answers) {
    server.use(http.get('/v1/user-resource/user/privileges', answer))
    const { client } = wrapper()
    expect(await client.fetchQuery(isAdminQuery)).toBe(admin)
  }
})
