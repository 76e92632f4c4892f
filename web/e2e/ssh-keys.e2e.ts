import { expect, test } from './fixtures'
import { signInWithKey } from './utils'

const laptopKey = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIE2eJourneyKeyForTheProfile mari@laptop'

test('an SSH key added in the profile is offered on VM create and sent with the new VM', async ({ page, session }) => {
  await signInWithKey(page, session.owner.api_key)
  await page.goto('/app/profile')
  const keys = page.getByRole('region', { name: 'SSH keys' })
  await keys.getByRole('button', { name: 'Add SSH key' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('laptop')
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(laptopKey)
  await dialog.getByRole('button', { name: 'Save key' }).click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('SSH key laptop added')
  await expect(keys.getByRole('row').filter({ hasText: 'laptop' })).toBeVisible()

  await page.goto('/app/compute/create')
  await page.getByRole('group', { name: 'Saved SSH keys' }).getByRole('checkbox', { name: 'laptop' }).check()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('keyed-1')
  await page.getByRole('textbox', { name: 'Username' }).fill('mari')
  await page.getByLabel('Password', { exact: true }).fill('Correct1horse')
  const sent = page.waitForRequest((request) => request.method() === 'POST' && /\/user-resource\/vm$/.test(request.url()))
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  // The saved key goes as `public_keys` (the form repeats it), docs/product/identity.md#ssh-keys.
  expect(new URLSearchParams((await sent).postData() ?? '').getAll('public_keys')).toEqual([laptopKey])
  await expect(page.getByRole('heading', { level: 1, name: 'keyed-1' })).toBeVisible()
})
