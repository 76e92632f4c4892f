import { expect, test } from './fixtures'
import { openNavigation, signInWithKey } from './utils'

test('a reserved IP address is assigned to a VM and shows on the VM', async ({ page, session }) => {
  await signInWithKey(page, session.owner.api_key)
  const nav = await openNavigation(page)
  await nav.getByRole('link', { name: 'IP addresses' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'IP addresses' })).toBeVisible()
  await page.getByRole('link', { name: 'New IP address' }).click()

  // Reserved in the default location (Tallinn), named.
  await page.getByRole('textbox', { name: 'Name' }).fill('edge')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/\/app\/network\/ip_address\/tll\/[0-9a-f-]+$/)
  // The heading names the type until the address has loaded, then the address itself.
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/^\d+\.\d+\.\d+\.\d+$/)
  const address = (await heading.textContent()) ?? ''
  await expect(page.getByRole('main').getByText('Unassigned', { exact: true })).toBeVisible()

  // Assign is the page's action; it asks for the VM in a dialog. The demo's shop-db-tll has no public
  // address: it is the one offered.
  await page.getByRole('button', { name: 'Assign', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Assign ${address}` })
  await dialog.getByRole('combobox', { name: 'Assign to a virtual machine' }).selectOption({ label: 'shop-db-tll' })
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`${address} is assigned to shop-db-tll`)
  await expect(page.getByRole('main').getByText('Assigned', { exact: true })).toBeVisible()

  // The VM shows it, linked back to the address.
  await page.getByRole('region', { name: 'Details' }).getByRole('link', { name: 'shop-db-tll' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'shop-db-tll' })).toBeVisible()
  const network = page.getByRole('region', { name: 'Network' })
  await expect(network.getByRole('link', { name: address })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(address)
})
