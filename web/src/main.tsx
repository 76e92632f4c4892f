import { StrictMode, useSyncExternalStore, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { captureCallbackParams } from './api/idp-origin'
import { App } from './app/App'
import { Providers } from './app/Providers'
import { createQueryClient } from './app/query-client'
import { captureReferral } from './api/referral'
import { createAppRouter } from './app/router'
import { classifyLayout } from './platform/viewport'
import { createToastStore } from './ui/toast-store'
import { localeChoice } from './platform/locale'
import { loadLocale } from './i18n'
import { initTheme } from './theme/theme-init'
import './theme/tokens.css'

// Before the first render: theme and layout class (no flash), and what the URL carries
// (the identity provider's answer, a referral code) before the router cleans it.
initTheme()
classifyLayout()
const url = new URL(window.location.href)
captureCallbackParams(url)
captureReferral(url)

const toasts = createToastStore()
const queryClient = createQueryClient({ toasts })
const router = createAppRouter({ queryClient })

/** The providers in the user's language, re-rendered when it changes (a profile edit). */
function Root({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(localeChoice.subscribe, localeChoice.get)
  return (
    <Providers queryClient={queryClient} toasts={toasts} locale={locale}>
      {children}
    </Providers>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
// The starting language's catalogue first (English is built in), so the first paint speaks it;
// should it fail to arrive, the console starts in English.
void loadLocale(localeChoice.get()).finally(() =>
  createRoot(root).render(
    <StrictMode>
      <Root>
        <App router={router} />
      </Root>
    </StrictMode>,
  ),
)
