import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { pb } from '../../screens/path-builder'
import { siteConfig } from '../../mocks/fixtures/config'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'
import type { Price } from '../../api/pricing'

const cpu: Price = { resource_type: 'CPU', price_per_unit: 0.0137, price_per_unit_month: 10, description: 'per vCPU per hour' }
const tier: Price = { ...cpu, price_per_unit: 0.012, price_per_unit_month: 8.76, num_cpus_from: 8 }

const priced = () => HttpResponse.json({ EUR: { tll: [cpu, tier], jhv: [cpu] }, USD: { tll: [{ ...cpu, price_per_unit_month: 11.4 }] } })

function open(prices: () => Response = priced) {
  server.use(
    http.get('/v1/config/ui/config', () =>
      HttpResponse.json({
        ...siteConfig,
        displayCurrencies: [
          { code: 'EUR', title: 'Euro', rate: 1 },
          { code: 'USD', title: 'US Dollar', rate: 1.14 },
          { code: 'THB', title: 'Thai Baht', rate: 37.27 },
        ],
      }),
    ),
    http.get('/v1/pricing/list/current', prices),
  )
  credentials.setApiKey(ownerApiKey)
  return { user: userEvent.setup(), ...renderApp({ path: pb.priceList() }) }
}

test('per location and resource type, hourly and monthly, in the chosen display currency', async () => {
  const { user } = open()
  const table = await screen.findByRole('table', { name: 'Prices in Jõhvi, EUR' })
  expect(within(table).getByRole('rowheader', { name: 'vCPU' })).toBeTruthy()
  expect(within(table).getByText('€10.00')).toBeTruthy()
  await user.selectOptions(screen.getByLabelText('Location or pool'), 'Tallinn')
  expect(within(screen.getByRole('table')).getByText('(from 8 vCPUs)')).toBeTruthy()

  await user.selectOptions(screen.getByLabelText('Display currency'), 'USD')
  expect(await screen.findByRole('table', { name: 'Prices in Tallinn, USD' })).toBeTruthy()
  expect(screen.getByText('$11.40')).toBeTruthy()
  await user.selectOptions(screen.getByLabelText('Display currency'), 'THB')
  expect(screen.getByText('THB 372.70')).toBeTruthy()
})

test('a price list that cannot be loaded says so and retries', async () => {
  let calls = 0
  const { user } = open(() => {
    calls += 1
    return calls === 1 ? HttpResponse.json({ errors: { Error: 'Boom' } }, { status: 500 }) : priced()
  })
  expect(await screen.findByText('Error: Boom')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('table', { name: 'Prices in Jõhvi, EUR' })).toBeTruthy()
})
