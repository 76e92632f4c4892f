import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInWithKey } from './utils'

/** Presses Tab until `target` has the focus, as a keyboard user would move through the page. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`${target.toString()} not reached in ${limit} Tab presses`)
}

const focused = (locator: Locator) => expect(locator).toBeFocused()

test('the create-VM form can be completed with the keyboard alone', async ({ page, session }) => {
  await signInWithKey(page, session.owner.api_key)
  await page.goto('/app/compute/create')

  const os = page.getByRole('combobox', { name: 'Operating system' })
  await expect(os).toBeVisible()

  // The skip link, first on the page, leads past the header and navigation.
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), 3)
  await page.keyboard.press('Enter')
  await tabTo(page, os, 6)

  await page.keyboard.press('Tab')
  await focused(page.getByRole('combobox', { name: 'Version' }))
  // The size radios are one stop; arrows move the choice.
  await page.keyboard.press('Tab')
  const size = page.getByRole('group', { name: 'Size' })
  const checked = size.getByRole('radio', { checked: true })
  await focused(checked)
  const before = await checked.evaluate((el) => el.parentElement?.textContent)
  await page.keyboard.press('ArrowDown')
  await expect(size.getByRole('radio', { checked: true })).toBeFocused()
  expect(await size.getByRole('radio', { checked: true }).evaluate((el) => el.parentElement?.textContent)).not.toBe(before)

  await page.keyboard.press('Tab')
  await focused(page.getByRole('combobox', { name: 'Location' }))
  // Then the host pool (when the location shows several), private network (once the location has
  // one), boot disk and billing account.
  const name = page.getByRole('textbox', { name: 'Name', exact: true })
  await tabTo(page, name, 5)
  await page.keyboard.type('keyboard-1')
  await page.keyboard.press('Tab')
  await focused(page.getByRole('textbox', { name: 'Description' }))
  await page.keyboard.press('Tab')
  await focused(page.getByRole('textbox', { name: 'Username' }))
  await page.keyboard.type('admin')

  // Enter without a password: refused, and the focus is put on the field with its error.
  await page.keyboard.press('Enter')
  const password = page.getByLabel('Password', { exact: true })
  await focused(password)
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toHaveAccessibleDescription('This field is required')

  await page.keyboard.type('Correct1horse')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'keyboard-1' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/compute\/vm\/[a-z]+\/[0-9a-f-]+$/)
})

test('sign-in by keyboard: errors are announced on the focused field, and More leads into the API-key form', async ({
  page,
  session,
}) => {
  await page.goto('/app/')
  const email = page.getByRole('textbox', { name: 'Email' })
  await expect(email).toBeVisible()

  await tabTo(page, page.getByRole('button', { name: 'Log in', exact: true }))
  await page.keyboard.press('Enter')
  await focused(email)
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('This field is required')

  await page.keyboard.type('nobody@example.org')
  await page.keyboard.press('Tab')
  const password = page.getByLabel('Password', { exact: true })
  await focused(password)
  await page.keyboard.type('Wrong1password')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toHaveText(/^Error: /)

  await tabTo(page, page.getByRole('button', { name: 'More sign-in options' }))
  await page.keyboard.press('Enter')
  const key = page.getByRole('textbox', { name: 'API key', exact: true })
  await focused(key)
  await page.keyboard.type(session.owner.api_key)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test('forgot password by keyboard: the email field has the focus, and a wrong address keeps it there with its error', async ({
  page,
}) => {
  await page.goto('/app/')
  await tabTo(page, page.getByRole('button', { name: 'Forgot password?' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeVisible()
  const email = page.getByRole('textbox', { name: 'Email' })
  await focused(email)

  await page.keyboard.type('not-an-address')
  await tabTo(page, page.getByRole('button', { name: 'Send the link' }))
  await page.keyboard.press('Enter')
  await focused(email)
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Enter a valid email address')

  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('someone@example.org')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Check your email' })).toBeVisible()
})
