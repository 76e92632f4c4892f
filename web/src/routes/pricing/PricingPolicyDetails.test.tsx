import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { pb } from '../../screens/path-builder'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'

test('behind the price list, the pricing policies per hour in the site currency', async () => {
  credentials.setApiKey(ownerApiKey)
  const user = userEvent.setup()
  renderApp({ path: pb.priceList() })
  await user.click(await screen.findByText('As pricing policies'))
  const table = screen.getByRole('table', { name: 'Pricing policies, per hour in EUR' })
  const ram = within(table).getByRole('rowheader', { name: 'RAM' }).closest('tr') as HTMLElement
  expect(within(ram).getByText('per 512 MB')).toBeTruthy()
  expect(within(ram).getByText('2')).toBeTruthy()
})

test('without the policy the price list stands alone', async () => {
  server.use(http.get('/v1/pricing/policy', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })))
  credentials.setApiKey(ownerApiKey)
  renderApp({ path: pb.priceList() })
  expect(await screen.findByRole('heading', { level: 1, name: 'Price list' })).toBeTruthy()
  expect(screen.queryByText('As pricing policies')).toBeNull()
})
