import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { useApiMutation } from '../api/use-api-mutation'
import { useRemove } from './use-remove'

/** A page at /things/{name} with a Delete that succeeds (`fails`: is refused), leaving for `back`. */
function renderRemove({ back, fails = false }: { back?: string; fails?: boolean }) {
  function Page() {
    const { remove, isPending } = useRemove(
      useApiMutation({ mutationFn: async (name: string) => (fails ? Promise.reject(new Error('refused')) : { name }) }),
      (deleted) => `${deleted.name} was deleted`,
      back,
    )
    return (
      <button type="button" disabled={isPending} onClick={() => remove('web-1')}>
        Delete
      </button>
    )
  }
  const root = createRootRoute()
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/things/$name', component: Page }),
    createRoute({ getParentRoute: () => root, path: '/things' }),
  ]
  const history = createMemoryHistory({ initialEntries: ['/things/web-1'] })
  const router = createRouter({ routeTree: root.addChildren(routes), history })
  return { router, ...renderWithProviders(<RouterProvider router={router} />) }
}

test('from its page: a toast naming what went, then back to the list', async () => {
  const { router, toasts } = renderRemove({ back: '/things' })
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/things'))
  expect(toasts.list().map((toast) => [toast.tone, toast.text])).toEqual([['success', 'web-1 was deleted']])
})

test('from a row: the toast, and the list stays', async () => {
  const { router, toasts } = renderRemove({})
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(toasts.list()).toHaveLength(1))
  expect(router.state.location.pathname).toBe('/things/web-1')
})

test('a refused delete neither says it went nor leaves', async () => {
  const { router, toasts } = renderRemove({ back: '/things', fails: true })
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(toasts.list().map((toast) => toast.tone)).toEqual(['error']))
  expect(router.state.location.pathname).toBe('/things/web-1')
})
