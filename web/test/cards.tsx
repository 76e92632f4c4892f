import { http, HttpResponse } from 'msw'
import { SiteContext } from '../src/platform/use-site'
import { billingAccount } from '../src/mocks/fixtures/billing'
import { siteConfig } from '../src/mocks/fixtures/config'
import { server } from '../src/mocks/server'
import { CardsPanel } from '../src/routes/payment/CardsPanel'
import { renderWithProviders } from './render'

/** The cards panel of account 11 over this card list (`offContract`: the setup's drift check lets a mismatching answer through). */
export function renderCards(entries: unknown[], { offContract = false } = {}) {
  const headers: Record<string, string> = offContract ? { 'x-test-off-contract': '1' } : {}
  server.use(http.get('/v1/payment/card/list', () => HttpResponse.json(entries, { headers })))
  renderWithProviders(
    <SiteContext value={{ config: siteConfig, brand: undefined }}>
      <CardsPanel account={billingAccount({ id: 11, title: 'Main' })} />
    </SiteContext>,
  )
}
