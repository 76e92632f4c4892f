import { render } from '@testing-library/react'
import { App } from '../src/app/App'
import { Providers } from '../src/app/Providers'
import { createQueryClient } from '../src/app/query-client'
import type { Locale } from '../src/i18n'

/** The console as main.tsx mounts it, with a fresh query cache. */
export function renderApp({ locale = 'en' }: { locale?: Locale } = {}) {
  return render(
    <Providers queryClient={createQueryClient()} locale={locale}>
      <App />
    </Providers>,
  )
}
