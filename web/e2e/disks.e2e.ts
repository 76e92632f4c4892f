import { expect, test } from './fixtures'
import { openNavigation, signInWithKey } from './utils'

test('a disk is created from the disk screens, grown, attached to a VM, detached and deleted', async ({ page, session }) => {
  await signInWithKey(page, session.owner.api_key)
  const nav = await openNavigation(page)
  await nav.getByRole('link', { name: 'Disks' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Disks' })).toBeVisible()
  // The VMs' boot disks are listed by their VM and device.
  await expect(page.getByRole('link', { name: 'shop-web-tll / sda' }).first()).toBeVisible()

  await page.getByRole('link', { name: 'New disk' }).click()
  await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Tallinn' })
  await page.getByRole('textbox', { name: 'Name' }).fill('logs')
  await page.getByRole('textbox', { name: 'Size (GB)' }).fill('10')
  await page.getByRole('button', { name: 'Create disk' }).click()
  const notifications = page.getByRole('region', { name: 'Notifications' })
  await expect(notifications).toContainText('Disk logs was created')
  await expect(page.getByRole('heading', { level: 1, name: 'logs' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/disks\/disk\/tll\/[0-9a-f-]+$/)

  const actions = page.getByRole('group', { name: 'Actions' })
  // Rare and destructive actions sit in the header's "More" menu.
  const more = async (name: string) => {
    await page.getByRole('button', { name: 'More' }).click()
    return page.getByRole('group', { name: 'More' }).getByRole('button', { name })
  }
  await (await more('Grow')).click()
  await page.getByRole('dialog').getByRole('textbox', { name: 'Size (GB)' }).fill('25')
  await page.getByRole('dialog').getByRole('button', { name: 'Grow' }).click()
  await expect(notifications).toContainText('logs now has 25 GB')
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('25 GB')

  await actions.getByRole('button', { name: 'Attach disk' }).click()
  await page.getByRole('dialog').getByRole('combobox', { name: 'Virtual machine' }).selectOption({ label: 'ci-runner-tll' })
  await page.getByRole('dialog').getByRole('button', { name: 'Attach disk' }).click()
  await expect(notifications).toContainText('logs was attached')
  await expect(page.getByRole('region', { name: 'Details' }).getByRole('link', { name: 'ci-runner-tll' })).toBeVisible()
  await expect(await more('Delete')).toBeDisabled()
  await page.keyboard.press('Escape')

  await actions.getByRole('button', { name: 'Detach from ci-runner-tll' }).click()
  await expect(notifications).toContainText('logs was detached')
  await (await more('Delete')).click()
  await page.getByRole('alertdialog', { name: 'Delete logs?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(notifications).toContainText('logs was deleted')
  await expect(page.getByRole('heading', { level: 1, name: 'Disks' })).toBeVisible()
  // Back on the list, a VM's boot disk has no row menu.
  await expect(page.getByRole('link', { name: 'shop-web-tll / sda' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Actions for shop-web-tll / sda' })).toHaveCount(0)
})

test('a VM is created booting from an existing free disk', async ({ page, session, request }) => {
  const headers = { apikey: session.owner.api_key }
  const [account] = await (await request.get('/v1/payment/billing_account/list', { headers })).json()
  const created = await request.post('/v1/tll/storage/disks', {
    headers,
    form: { size_gb: '30', display_name: 'golden', billing_account_id: String(account.id) },
  })
  expect(created.status()).toBe(201)
  const disk = await created.json()

  await signInWithKey(page, session.owner.api_key)
  await page.goto('/app/compute/create')
  await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Tallinn' })
  await page.getByRole('combobox', { name: 'Boot disk' }).selectOption({ label: 'Existing disk golden (30 GB)' })
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('from-disk')
  await page.getByRole('textbox', { name: 'Username' }).fill('admin')
  await page.getByLabel('Password', { exact: true }).fill('Correct1horse')
  await page.getByRole('button', { name: 'Create', exact: true }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'from-disk' })).toBeVisible()
  const storage = page.getByRole('table', { name: 'Storage' })
  await expect(storage.getByRole('row').nth(1)).toContainText('30 GB')
  const vm = await (await request.get(`/v1/tll/user-resource/vm?uuid=${page.url().split('/').pop()}`, { headers })).json()
  expect(vm.storage[0].uuid).toBe(disk.uuid)
})
