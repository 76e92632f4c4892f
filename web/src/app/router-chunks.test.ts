import { expect, test } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { createQueryClient } from './query-client'
import { createAppRouter, routeTree } from './router'

/** Its own file: once a screen has been rendered, the router swaps in the loaded component. */
test('every screen is a lazy chunk, loaded when first needed', () => {
  createAppRouter({ queryClient: createQueryClient(), history: createMemoryHistory() }) // gives routes their ids
  const screens: { id: string; component: unknown }[] = []
  const walk = (route: { id: string; options: { component?: unknown }; children?: unknown }) => {
    if (route.options.component && route.id !== '__root__' && route.id !== '/app') {
      screens.push({ id: route.id, component: route.options.component })
    }
    const children = route.children as Record<string, typeof route> | (typeof route)[] | undefined
    for (const child of Object.values(children ?? {})) walk(child)
  }
  walk(routeTree as never)
  expect(screens.length).toBeGreaterThan(30)
  for (const { id, component } of screens) expect(typeof (component as { preload?: unknown }).preload, id).toBe('function')
})
