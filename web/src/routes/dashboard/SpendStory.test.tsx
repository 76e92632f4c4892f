import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import type { BillingAccount, Invoice, UsageItem } from '../../api/billing'
import { credentials } from '../../api/credentials'
import { billingAccount, billingAccounts, invoice } from '../../mocks/fixtures/billing'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'

const at = (iso: string) => Date.parse(iso) / 1000
const totals = billingAccount({ id: 0, title: '' }).running_totals

/** The default account with `credit` available; the month in progress drawn up at `now` with `accrued` so far. */
function world({ credit, now, accrued, usage, more = [] }: { credit: number; now: string; accrued: number; usage: UsageItem[]; more?: Invoice[] }) {
  const account: BillingAccount = { ...billingAccount({ id: 11, title: 'Main', is_default: true }), running_totals: { ...totals, credit_available: credit } }
  const current = invoice({
    id: 'current',
    status: 0,
    due_date: null,
    created: at(now),
    records_list: [],
    totals: { subtotal: accrued, discount_amount: 0, credit: 0, vat_tax: 0, total: accrued },
  })
  server.use(
    http.get('/v1/payment/billing_account/list', () => HttpResponse.json([account, billingAccounts[1]])),
    http.get('/v1/payment/invoice/list', () => HttpResponse.json([current, ...more])),
    http.get('/v1/charging/usage', () => HttpResponse.json(usage)),
  )
}

const vm = (cost: number, hours: number): UsageItem => ({
  uuid: 'vm-1',
  billing_account_id: 11,
  description: 'web-1',
  hours,
  price: cost / hours,
  cost,
  price_unit: 'hour',
  configurations: [],
})

function open() {
  credentials.setApiKey(ownerApiKey)
  return renderApp({ path: '/' })
}

test('runway, the month so far with its forecast, the next invoice and the chart on 31 January', async () => {
  // 732 hours of January at 0.1 an hour: 2.40 a day; 42.50 lasts 17 days.
  world({ credit: 42.5, now: '2027-01-31T12:00:00Z', accrued: 30.5, usage: [vm(73.2, 732)] })
  open()
  const story = await screen.findByRole('region', { name: 'Spending' })
  expect(await within(story).findByText('Credit lasts about 17 days')).toBeTruthy()
  expect(within(story).getByText('€42.50 available, spending about €2.40 a day over the last 7 days.')).toBeTruthy()
  expect(within(story).getByText('€30.50')).toBeTruthy()
  expect(within(story).getByText('About €31.00 by the month’s end at this rate.')).toBeTruthy()
  expect(within(story).getByText('Feb 1, 2027')).toBeTruthy()
  expect(within(story).getByText('Billing account:').textContent).toContain('Main')

  const chart = within(story).getByRole('img', { name: /^Spend per day over the last 30 days: €70\.80 in all, most €2\.40 on / })
  // 2 to 30 January: whole days at 2.40; 31 January: half of one, so lighter and half as high.
  const bars = chart.querySelectorAll('rect')
  expect(bars).toHaveLength(30)
  expect(Number(bars[29]?.getAttribute('height'))).toBeCloseTo(Number(bars[28]?.getAttribute('height')) / 2)
  await userEvent.click(within(story).getByText('Show the days as a table'))
  const table = within(story).getByRole('table')
  expect(within(table).getAllByRole('row')).toHaveLength(31)
  expect(within(table).getByRole('row', { name: 'Jan 31 €1.20' })).toBeTruthy()
})

test('on 29 February of a leap year the forecast counts 29 days; an unpaid invoice is named', async () => {
  const unpaid = invoice({ id: 1001, status: 5, due_date: at('2028-02-15T00:00:00Z'), totals: { subtotal: 9, discount_amount: 0, credit: 0, vat_tax: 0, total: 9 } })
  world({ credit: 100, now: '2028-02-29T12:00:00Z', accrued: 28.5, usage: [vm(28.5, 684)], more: [unpaid] })
  open()
  const story = await screen.findByRole('region', { name: 'Spending' })
  expect(await within(story).findByText('About €29.00 by the month’s end at this rate.')).toBeTruthy()
  expect(within(story).getByText('Mar 1, 2028')).toBeTruthy()
  expect(within(story).getByRole('link', { name: /^Unpaid: €9\.00, due / })).toBeTruthy()
})

test('at a month start there is no forecast yet; no spend and no credit are said as such', async () => {
  world({ credit: 20, now: '2027-12-01T00:20:00Z', accrued: 0, usage: [] })
  const first = open()
  const story = await screen.findByRole('region', { name: 'Spending' })
  expect(await within(story).findByText('A forecast follows after the month’s first hour.')).toBeTruthy()
  expect(within(story).getByText('Credit lasts: nothing is spending it')).toBeTruthy()
  first.unmount()

  world({ credit: -3, now: '2027-12-31T23:00:00Z', accrued: 74.3, usage: [vm(74.3, 743)] })
  open()
  const broke = await screen.findByRole('region', { name: 'Spending' })
  expect(await within(broke).findByText('No credit left')).toBeTruthy()
  expect(within(broke).getByText('About €74.40 by the month’s end at this rate.')).toBeTruthy()
  expect(within(broke).getByText('Jan 1, 2028')).toBeTruthy()
})
