import type { APIRequestContext } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { expect, test } from './fixtures'

type Mail = components['schemas']['Mail']

/**
 * Without an API key the console reads the `default` session's site configuration, whose
 * `authDomain` is that session's stand-in identity provider: the newcomer lives there.
 */
const defaultSession = '/__sim/sessions/default'

async function lastMailTo(request: APIRequestContext, to: string): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`${defaultSession}/outbox`)).json()) as Mail[]
      found = outbox.findLast((mail) => mail.to === to)
      return found !== undefined
    })
    .toBe(true)
  return found as Mail
}

const advanceClock = (request: APIRequestContext, seconds: number) =>
  request.post(`${defaultSession}/clock/advance`, { data: { seconds } })

test('a newcomer signs up, verifies the address, logs in, and runs and stops a VM', async ({ page, request }, info) => {
  const email = `newcomer-${info.project.name}-${info.retry}@example.org`
  const password = 'Correct1horse'

  await page.goto('/app/')
  await page.getByRole('button', { name: 'No account yet? Sign up' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign up' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Check your email' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(email)

  const mail = await lastMailTo(request, email)
  const link = mail.links[0]
  if (!link) throw new Error(`the mail to ${email} has no link`)
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Email verification' })).toBeVisible()
  await expect(page.getByText(`Your email address ${email} is verified.`)).toBeVisible()
  await page.getByRole('link', { name: 'Continue to log in' }).click()

  await expect(page.getByRole('heading', { level: 2, name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  await page.goto('/app/compute/create')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('first-vm')
  await page.getByRole('textbox', { name: 'Username' }).fill('admin')
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Create', exact: true }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'first-vm' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText('Creating', { exact: true })).toBeVisible()
  await advanceClock(request, 600)
  await expect(main.getByText('Running', { exact: true })).toBeVisible()

  const actions = page.getByRole('group', { name: 'Actions' })
  await actions.getByRole('button', { name: 'Stop', exact: true }).click()
  await expect(main.getByText('Stopping', { exact: true })).toBeVisible()
  await advanceClock(request, 60)
  await expect(main.getByText('Stopped', { exact: true })).toBeVisible()
})
