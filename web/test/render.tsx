import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { App } from '../src/app/App'
import { Providers } from '../src/app/Providers'
import { createQueryClient } from '../src/app/query-client'
import { createAppRouter } from '../src/app/router'
import { createToastStore } from '../src/ui/toast-store'
import type { Locale } from '../src/i18n'

/** The console as main.tsx mounts it, with a fresh query cache and toasts, at `path` (under /app). */
export function renderApp({ locale = 'en', path = '/' }: { locale?: Locale; path?: string } = {}) {
  const toasts = createToastStore()
  const queryClient = createQueryClient({ toasts })
  const history = createMemoryHistory({ initialEntries: [`/app${path}`] })
  const router = createAppRouter({ queryClient, history })
  const view = render(
    <Providers queryClient={queryClient} toasts={toasts} locale={locale}>
      <App router={router} />
    </Providers>,
  )
  return { ...view, router, queryClient, toasts }
}

/** A component inside the providers (toasts, locale, query client), without the app around it. */
export function renderWithProviders(ui: ReactNode, { locale = 'en' }: { locale?: Locale } = {}) {
  const toasts = createToastStore()
  const queryClient = createQueryClient({ toasts })
  const view = render(
    <Providers queryClient={queryClient} toasts={toasts} locale={locale}>
      {ui}
    </Providers>,
  )
  return { ...view, queryClient, toasts }
}
