import type { Page } from '@playwright/test'
import { expect, test, type Session } from './fixtures'
import { openNavigation, signInWithKey } from './utils'

/** Tallinn's VM of the demo world named `name`, opened from the list. */
async function openVm(page: Page, session: Session, name: string) {
  await signInWithKey(page, session.owner.api_key)
  const nav = await openNavigation(page)
  await nav.getByRole('link', { name: 'Virtual machines' }).click()
  const row = page.getByRole('row').filter({ hasText: 'Tallinn' }).filter({ has: page.getByRole('link', { name, exact: true }) })
  await row.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' })

test('snapshot a VM and restore it: it reinstalls from the snapshot and runs again', async ({ page, session }) => {
  await openVm(page, session, 'shop-web-tll')
  const snapshots = page.getByRole('region', { name: 'Snapshots' })
  const before = await snapshots.getByRole('row').count()
  await snapshots.getByRole('button', { name: 'Take snapshot' }).click()
  await expect(notifications(page)).toContainText('A snapshot of shop-web-tll was taken')
  const table = snapshots.getByRole('table', { name: 'Snapshots' })
  await expect(table.getByRole('row')).toHaveCount(Math.max(before, 1) + 1)

  // The newest snapshot is listed first.
  await table.getByRole('button', { name: /^Restore from / }).first().click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click()
  await expect(notifications(page)).toContainText('shop-web-tll is being restored from')
  await expect(page.getByRole('main').getByText('Reinstalling', { exact: true })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'shop-web-tll (Virtual machine)' })).toBeVisible()

  await session.advanceClock(600)
  await expect(page.getByRole('main').getByText('Running', { exact: true })).toBeVisible()
})

test('a stopped VM resizes; a running one explains why it cannot', async ({ page, session }) => {
  await openVm(page, session, 'ci-runner-tll')
  // Resize is a rare action: it sits in the header's "More" menu.
  const more = page.getByRole('button', { name: 'More', exact: true })
  const manage = page.getByRole('group', { name: 'More' })
  await more.click()
  await manage.getByRole('button', { name: 'Resize' }).click()
  const dialog = page.getByRole('dialog', { name: 'Resize ci-runner-tll' })
  // The brand's sizes, each priced a month; choosing one shows the monthly price before and after.
  await dialog.getByRole('radio', { name: /^4 vCPU \/ 4 GB RAM .* per month$/ }).check()
  await expect(dialog.getByRole('definition')).toHaveCount(3)
  await expect(dialog.getByRole('definition').last()).toHaveText(/^[+−]€[\d,]+\.\d\d$/)
  // Custom values stay possible: the fields appear with the VM's own.
  await dialog.getByRole('radio', { name: 'Custom vCPU and RAM' }).check()
  await expect(dialog.getByRole('textbox', { name: 'vCPU' })).toBeVisible()
  await dialog.getByRole('radio', { name: /^4 vCPU \/ 4 GB RAM/ }).check()
  await dialog.getByRole('button', { name: 'Resize' }).click()
  await expect(notifications(page)).toContainText('ci-runner-tll was resized')
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('4 vCPU / 4 GB RAM')

  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Start' }).click()
  // The clock moves only once the start has reached the simulator.
  await expect(page.getByRole('main').getByText('Starting', { exact: true })).toBeVisible()
  await session.advanceClock(600)
  await expect(page.getByRole('main').getByText('Running', { exact: true })).toBeVisible()
  await more.click()
  await expect(manage.getByRole('button', { name: 'Resize' })).toBeDisabled()
  await expect(page.getByText('RAM and vCPU can be changed only while the virtual machine is stopped.')).toBeVisible()
})

test('add a disk to a VM and grow it; it cannot shrink', async ({ page, session }) => {
  await openVm(page, session, 'shop-web-tll')
  const storage = page.getByRole('region', { name: 'Storage' })
  const rows = await storage.getByRole('row').count()
  await storage.getByRole('button', { name: 'Add disk' }).click()
  let dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Size (GB)' }).fill('20')
  await dialog.getByRole('button', { name: 'Add disk' }).click()
  await expect(notifications(page)).toContainText('of 20 GB was added')
  await expect(storage.getByRole('row')).toHaveCount(rows + 1)

  const added = storage.getByRole('row').last()
  const device = (await added.getByRole('rowheader').textContent())?.trim() ?? ''
  await added.getByRole('button', { name: `Grow ${device}` }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Size (GB)' }).fill('10')
  await dialog.getByRole('button', { name: 'Grow' }).click()
  await expect(dialog.getByText('More than 20 GB (disks only grow)')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Size (GB)' }).fill('35')
  await dialog.getByRole('button', { name: 'Grow' }).click()
  await expect(notifications(page)).toContainText(`${device} now has 35 GB`)
  await expect(added).toContainText('35 GB')
})

test('a fault injected from the developer toolbar: "Failed to start virtual machine" with the correlation id, and Retry', async ({
  page,
  session,
}) => {
  await openVm(page, session, 'ci-runner-tll')
  await page.getByRole('button', { name: 'Developer tools' }).click()
  const toolbar = page.getByRole('complementary', { name: 'Developer tools' })
  await toolbar.getByRole('combobox', { name: 'Error message' }).selectOption('Failed to start virtual machine')
  await toolbar.getByRole('button', { name: 'Inject fault' }).click()
  await expect(toolbar.getByText('POST /v1/**/user-resource/vm/start → 500 “Failed to start virtual machine”, 1 left')).toBeVisible()
  await toolbar.getByRole('button', { name: 'Close' }).click()

  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Start' }).click()
  const toast = notifications(page).getByRole('listitem').filter({ hasText: 'Failed to start virtual machine' })
  await expect(toast).toContainText(/Error: Failed to start virtual machine \[[^\]]+\]/)
  const journal = await session.journal()
  const failed = journal.entries.findLast((entry) => entry.uri.endsWith('/vm/start'))
  expect(failed?.status).toBe(500)
  await expect(toast).toContainText(`[${failed?.correlation_id}]`)

  // The rule was for one answer only: Retry starts the VM.
  await toast.getByRole('button', { name: 'Retry' }).click()
  await expect(notifications(page)).toContainText('ci-runner-tll is starting')
  await session.advanceClock(600)
  await expect(page.getByRole('main').getByText('Running', { exact: true })).toBeVisible()
})
