import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { SiteContext } from '../../app/use-site'
import { billingAccount } from '../../mocks/fixtures/billing'
import { siteConfig } from '../../mocks/fixtures/config'
import { card } from '../../mocks/fixtures/payment'
import { server } from '../../mocks/server'
import { CardsPanel } from './CardsPanel'

function renderCards(entries: unknown[]) {
  // Off the contract on purpose: the setup's drift check lets this answer through.
  server.use(http.get('/v1/payment/card/list', () => HttpResponse.json(entries, { headers: { 'x-test-off-contract': '1' } })))
  renderWithProviders(
    <SiteContext value={{ config: siteConfig, brand: undefined }}>
      <CardsPanel account={billingAccount({ id: 11, title: 'Main' })} />
    </SiteContext>,
  )
}

test('a payment config list entry that does not match its schema is named in a warning and still shown as it came', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const odd = { ...card({ id: 32, additional_data: { ...card({ id: 32 }).additional_data, last4: '1881' } }), created: '2025-01-10' }
  renderCards([card({ id: 31, is_primary: true }), odd])

  expect(await screen.findByText('VISA ···1881 (01/29)')).toBeTruthy()
  expect(screen.getByText('VISA ···4242 (01/29)')).toBeTruthy()
  await waitFor(() => expect(warn).toHaveBeenCalled())
  expect(warn, 'the entry that matches is not named').toHaveBeenCalledTimes(1)
  const [message, entry] = warn.mock.calls[0] ?? []
  expect(message).toMatch(/^Payment config list entry 1 \(id 32\) does not match its schema: entry\/created must be integer/)
  expect(entry, 'the entry is kept raw').toEqual(odd)
})
