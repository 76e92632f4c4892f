import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { Providers } from './app/Providers'
import { createQueryClient } from './app/query-client'
import { resolveLocale } from './i18n'
import { initTheme } from './theme/theme-init'
import './theme/tokens.css'

initTheme()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={createQueryClient()} locale={resolveLocale(navigator.languages)}>
      <App />
    </Providers>
  </StrictMode>,
)
