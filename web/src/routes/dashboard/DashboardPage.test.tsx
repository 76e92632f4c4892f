import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { billingAccount, billingAccounts } from '../../mocks/fixtures/billing'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'

function open(locale: 'en' | 'et' = 'en') {
  credentials.setApiKey(ownerApiKey)
  return renderApp({ path: '/', locale })
}

test('balances with restriction warnings, what runs and its hourly cost, the latest machines', async () => {
  const totals = billingAccount({ id: 0, title: '' }).running_totals
  server.use(
    http.get('/v1/payment/billing_account/list', () =>
      HttpResponse.json([
        ...billingAccounts,
        { ...billingAccount({ id: 13, title: 'Old shop', restriction_level: 'FROZEN' }), running_totals: { ...totals, credit_available: -4 } },
      ]),
    ),
  )
  open()
  const accounts = await screen.findByRole('region', { name: 'Billing accounts' })
  const main = (await within(accounts).findByRole('link', { name: 'Main' })).closest('li') as HTMLElement
  expect(within(main).getByText('€42.50')).toBeTruthy()
  const frozen = within(accounts).getByRole('link', { name: 'Old shop' }).closest('li') as HTMLElement
  expect(within(frozen).getByText('Frozen')).toBeTruthy()
  expect(within(frozen).getByText('-€4.00')).toBeTruthy()
  expect(within(frozen).getByText('Open the account to see why and how to fix it.')).toBeTruthy()
  const pending = within(accounts).getByRole('link', { name: 'Side project' }).closest('li') as HTMLElement
  expect(within(pending).getByText('Pending validation')).toBeTruthy()

  const running = screen.getByRole('region', { name: 'Running now' })
  expect(await within(running).findByText('2 machine(s) running, costing €0.128 per hour.')).toBeTruthy()
  expect(within(running).getAllByText('€0.064')).toHaveLength(2)
  expect(within(running).getByRole('heading', { name: 'Latest 10 virtual machines' })).toBeTruthy()
  expect(within(running).getByRole('link', { name: 'build-runner' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Price list' }).getAttribute('href')).toBe('/app/pricing')
})

test('the latest disks across locations, newest first', async () => {
  const disk = (uuid: string, display_name: string, created_at: string) => ({
    uuid,
    display_name,
    created_at,
    updated_at: created_at,
    user_id: 1,
    billing_account_id: 11,
    status: 'Active',
    size_gb: 20,
    source_image_type: 'EMPTY',
    read_only_bootable: false,
    snapshots: [],
    storage_pool_uuid: 'pool',
  })
  server.use(
    http.get('/v1/tll/storage/disks', () => HttpResponse.json([disk('d1', 'data-old', '2025-01-01 00:00:00')])),
    http.get('/v1/jhv/storage/disks', () => HttpResponse.json([disk('d2', 'data-new', '2025-02-01 00:00:00')])),
  )
  open()
  const section = await screen.findByRole('region', { name: 'Latest 10 disks' })
  await within(section).findByRole('link', { name: 'data-old' })
  expect(within(section).getAllByRole('link').map((link) => link.textContent)).toEqual(['data-new', 'data-old'])
  expect(within(section).getAllByText('20 GB')).toHaveLength(2)
})

test('accounts that cannot be loaded offer a retry; speaks Estonian', async () => {
  server.use(
    http.get('/v1/payment/billing_account/list', () => HttpResponse.json({ errors: { Error: 'Boom' } }, { status: 500 })),
  )
  open('et')
  const accounts = await screen.findByRole('region', { name: 'Arvelduskontod' })
  expect(await within(accounts).findByRole('button', { name: 'Proovi uuesti' })).toBeTruthy()
  expect(await screen.findByRole('region', { name: 'Praegu töötab' })).toBeTruthy()
})
