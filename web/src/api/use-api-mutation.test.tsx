import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, test, vi } from 'vitest'
import { ConnectionError, ApiError } from './errors'
import { createToastStore } from '../ui/toast-store'
import { createQueryClient } from '../app/query-client'
import { useApiMutation, type ApiMutationOptions } from './use-api-mutation'

function setup<T>(options: ApiMutationOptions<T, number, unknown>) {
  const toasts = createToastStore()
  const client = createQueryClient({ toasts })
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const reads = vi.fn(async () => reads.mock.calls.length)
  const hook = renderHook(
    () => ({ list: useQuery({ queryKey: ['vm_list', { page: 1 }], queryFn: reads }), change: useApiMutation(options) }),
    { wrapper },
  )
  return { toasts, hook, reads }
}

test('a success refetches the queries it names, after the caller’s own handler', async () => {
  const order: string[] = []
  const { hook, reads } = setup({
    mutationFn: async (n: number) => n * 2,
    onSuccess: (doubled) => void order.push(`saw ${doubled}`),
    invalidates: () => (order.push('invalidates'), [['vm_list']]),
  })
  await waitFor(() => expect(hook.result.current.list.data).toBe(1))
  await act(() => hook.result.current.change.mutateAsync(3))
  expect(order).toEqual(['saw 6', 'invalidates'])
  await waitFor(() => expect(reads).toHaveBeenCalledTimes(2))
})

test('a failure toasts the message with the correlation id and offers Retry; errorToast false keeps it quiet', async () => {
  const failing = new ApiError('Not enough credit', { status: 400, correlationId: 'c-42' })
  const loud = setup({ mutationFn: () => Promise.reject(failing) })
  await act(() => loud.hook.result.current.change.mutateAsync(1).catch(() => undefined))
  const [toast] = loud.toasts.list()
  expect(toast?.error).toBe(failing)
  expect((toast?.error as ApiError).display).toBe('Not enough credit [c-42]')
  expect(toast?.retry).toBeTypeOf('function')

  const quiet = setup({ mutationFn: () => Promise.reject(failing), errorToast: false })
  await act(() => quiet.hook.result.current.change.mutateAsync(1).catch(() => undefined))
  expect(quiet.toasts.list()).toEqual([])
})

test('only an idempotent change is retried by itself, and only on a retryable error', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  try {
    let calls = 0
    const flaky = () => (++calls === 1 ? Promise.reject(new ConnectionError()) : Promise.resolve('ok'))
    const once = setup({ mutationFn: flaky })
    await act(() => once.hook.result.current.change.mutateAsync(1).catch(() => undefined))
    expect(calls).toBe(1)

    calls = 0
    const again = setup({ mutationFn: flaky, idempotent: true })
    const done = again.hook.result.current.change.mutateAsync(1)
    await act(() => vi.advanceTimersByTimeAsync(7_000))
    await expect(done).resolves.toBe('ok')
    expect(calls).toBe(2)

    calls = 0
    const refused = setup({ mutationFn: () => (++calls, Promise.reject(new ApiError('No', { status: 400 }))), idempotent: true })
    await act(() => refused.hook.result.current.change.mutateAsync(1).catch(() => undefined))
    expect(calls).toBe(1)
  } finally {
    vi.useRealTimers()
  }
})
