import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { bin, expect, test } from './fixtures'
import { signInWithKey } from './utils'

const run = promisify(execFile)

test('what a person clicks through in the console is recorded from the journal and replays green', async ({
  page,
  request,
  session,
}) => {
  await signInWithKey(page, session.owner.api_key)
  await page.goto('/app/compute/create')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('recorded-1')
  await page.getByRole('textbox', { name: 'Username' }).fill('admin')
  await page.getByLabel('Password', { exact: true }).fill('Correct1horse')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'recorded-1' })).toBeVisible()

  await session.advanceClock(120)
  await expect(page.getByRole('main').getByText('Running', { exact: true })).toBeVisible()
  const actions = page.getByRole('group', { name: 'Actions' })
  await actions.getByRole('button', { name: 'Stop', exact: true }).click()
  await expect(page.getByRole('main').getByText('Stopping', { exact: true })).toBeVisible()
  await session.advanceClock(120)
  await expect(page.getByRole('main').getByText('Stopped', { exact: true })).toBeVisible()

  const response = await request.get(`/__sim/sessions/${session.id}/journal?format=scenario`)
  expect(response.ok()).toBe(true)
  const recorded = await response.text()
  const vmId = /\/app\/compute\/vm\/[a-z0-9]+\/([0-9a-f-]+)$/.exec(page.url())?.[1]
  expect(vmId).toBeTruthy()
  // The new VM's id comes back as a variable saved from the create answer; the clock as `advance`.
  expect(recorded).not.toContain(vmId)
  expect(recorded).toContain('advance: 120')
  expect(recorded).toMatch(/uuid: '\{\{vm_create_uuid\}\}'/)

  const dir = await mkdtemp(path.join(tmpdir(), 'cloudsim-recorded-'))
  try {
    const file = path.join(dir, 'recorded.yaml')
    await writeFile(file, recorded)
    const { stdout } = await run(bin, ['run', file]).catch((failed: { stdout: string; stderr: string }) => {
      throw new Error(`the recorded scenario failed:\n${failed.stdout}${failed.stderr}\n${recorded}`)
    })
    expect(stdout).toContain('1 passed, 0 failed')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
