import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { displayCurrencyChoice } from '../../platform/money'
import { pb } from '../../screens/path-builder'
import { siteConfig } from '../../mocks/fixtures/config'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { diskFixture, vmsByLocation } from '../../mocks/fixtures/compute'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'
import type { VmCreate } from '../../api/compute'
import { createdVmUuid } from '../../mocks/handlers/compute'
import { savedSshKey } from '../../mocks/handlers/identity'

function open() {
  credentials.setApiKey(ownerApiKey)
  return renderApp({ path: pb.vmCreate() })
}

const packages = () => within(screen.getByRole('group', { name: 'Size' }))

test('preselects the default image, its newest version and the package the site marks default, with its price', async () => {
  open()
  expect(((await screen.findByRole('combobox', { name: 'Operating system' })) as HTMLSelectElement).value).toBe('ubuntu')
  expect((screen.getByRole('combobox', { name: 'Version' }) as HTMLSelectElement).value).toBe('24.04')
  expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLSelectElement).value).toBe('tll')
  expect(packages().getByRole('radio', { name: /2 vCPU \/ 2 GB RAM \/ 50 GB disk/ })).toHaveProperty('checked', true)
  expect(packages().getByText('Special offer')).toBeTruthy()
  // CPU 2 × 0.01 + RAM 4 × 0.005 + disk 50 × 0.0001 + IPv4 0.004 per hour.
  expect(await screen.findByText('Price: €0.049 per hour, €35.77 per month')).toBeTruthy()
})

test('each size shows its monthly price beside it, the chosen one the same as the summary', async () => {
  // Issue 43: "prices per size in the create form with a sticky summary".
  open()
  await screen.findByRole('group', { name: 'Size' })
  const chosen = await packages().findByRole('radio', { name: /2 vCPU \/ 2 GB RAM \/ 50 GB disk.*€35\.77 per month/ })
  expect(chosen).toHaveProperty('checked', true)
  for (const radio of packages().getAllByRole('radio')) expect(radio.closest('label')?.textContent).toMatch(/€[\d.,]+ per month$/)
  expect(await screen.findByText('Price: €0.049 per hour, €35.77 per month')).toBeTruthy()
})

test('prices show in the display currency the user chose, converted at its rate', async () => {
  server.use(
    http.get('/v1/config/ui/config', () =>
      HttpResponse.json({ ...siteConfig, displayCurrencies: [{ code: 'USD', title: 'US dollar', rate: 2 }] }),
    ),
  )
  displayCurrencyChoice.set('USD')
  try {
    open()
    // The default package's €0.049 an hour and €35.77 a month, at 2 dollars to the euro.
    expect(await screen.findByText('Price: $0.098 per hour, $71.54 per month')).toBeTruthy()
  } finally {
    localStorage.clear()
  }
})

test('Windows packages follow the site’s rules: disabled and default for `win`, with the licence priced', async () => {
  open()
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Operating system' }), 'windows')
  expect(packages().getByRole('radio', { name: /1 vCPU/ })).toHaveProperty('disabled', true)
  expect(packages().queryByRole('radio', { name: /2 vCPU \/ 1 GB RAM/ })).toBeNull()
  expect(packages().getByRole('radio', { name: /2 vCPU \/ 4 GB RAM/ })).toHaveProperty('checked', true)
  expect(await screen.findByText('Price: €0.11 per hour, €80.30 per month')).toBeTruthy()
})

test('shows the field errors and focuses the first instead of sending', async () => {
  let sent = false
  server.use(http.post('/v1/:location/user-resource/vm', () => void (sent = true)))
  open()
  await userEvent.click(await screen.findByRole('button', { name: 'Create' }))
  const name = screen.getByRole('textbox', { name: 'Name' })
  expect(name.getAttribute('aria-invalid')).toBe('true')
  expect(name.getAttribute('aria-describedby')).toBeTruthy()
  expect(screen.getAllByText('This field is required')).toHaveLength(3)
  expect(sent).toBe(false)
  // Focus lands on the first field to fix, so its label and error are read out.
  await waitFor(() => expect(document.activeElement).toBe(name))

  await userEvent.type(name, 'api-1')
  await userEvent.click(screen.getByRole('button', { name: 'Create' }))
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' })))
})

test('creates the VM in the chosen location and opens its page', async () => {
  let body: VmCreate | undefined
  server.use(
    http.post('/v1/jhv/user-resource/vm', async ({ request }) => {
      body = (await sentBody(request.clone())) as VmCreate
      return undefined
    }),
  )
  const { router } = open()
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Location' }), 'jhv')
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'api-1')
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'admin')
  await userEvent.type(screen.getByLabelText('Password'), 'Correct1horse')
  await userEvent.click(screen.getByRole('button', { name: 'Create' }))

  expect(await screen.findByText('api-1 is being created')).toBeTruthy()
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(pb.vm({ location: 'jhv', vmId: createdVmUuid })),
  )
  expect(body).toMatchObject({ name: 'api-1', os_name: 'ubuntu', os_version: '24.04', username: 'admin', vcpu: 2, ram: 2048, disks: 50 })
})

test('joins the chosen private network, or the location’s default when none is chosen', async () => {
  let body: VmCreate | undefined
  server.use(
    http.post('/v1/tll/user-resource/vm', async ({ request }) => {
      body = (await sentBody(request.clone())) as VmCreate
      return undefined
    }),
  )
  open()
  expect(((await screen.findByRole('combobox', { name: 'Private network' })) as HTMLSelectElement).value).toBe('')
  // A location without a network yet has no field: its first VM makes the default.
  const location = screen.getByRole('combobox', { name: 'Location' })
  await userEvent.selectOptions(location, 'jhv')
  await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Private network' })).toBeNull())
  await userEvent.selectOptions(location, 'tll')
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Private network' }), 'Private network (10.1.0.0/24)')
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'api-3')
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'admin')
  await userEvent.type(screen.getByLabelText('Password'), 'Correct1horse')
  await userEvent.click(screen.getByRole('button', { name: 'Create' }))
  await waitFor(() => expect(body).toMatchObject({ name: 'api-3', network_uuid: '3b0f7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }))
})

test('offers application images only on sites with vmAppsEnabled, preselecting the one a catalogue link names', async () => {
  open()
  const os = await screen.findByRole('combobox', { name: 'Operating system' })
  expect(within(os).queryByRole('option', { name: 'WordPress' })).toBeNull()
  cleanup()

  server.use(http.get('/v1/config/ui/config', () => HttpResponse.json({ ...siteConfig, vmAppsEnabled: true })))
  credentials.setApiKey(ownerApiKey)
  renderApp({ path: `${pb.vmCreate()}?typeId=app_catalog&osName=wordpress&osVersion=6.5` })
  expect(((await screen.findByRole('combobox', { name: 'Operating system' })) as HTMLSelectElement).value).toBe(
    'wordpress',
  )
  expect((screen.getByRole('combobox', { name: 'Version' }) as HTMLSelectElement).value).toBe('6.5')
})

test('the SSH key is checked as typed; billing account (default first), description, cloud-init, public IP, backups and an existing boot disk are sent', async () => {
  let body: VmCreate | undefined
  server.use(
    http.post('/v1/tll/user-resource/vm', async ({ request }) => {
      body = (await sentBody(request.clone())) as VmCreate
      return undefined
    }),
  )
  const user = userEvent.setup()
  open()
  const accounts = await screen.findByRole('combobox', { name: 'Billing account' })
  expect(within(accounts).getAllByRole('option').map((option) => option.textContent)).toEqual(['Main', 'Side project'])

  const key = screen.getByRole('textbox', { name: 'SSH public key' })
  await user.type(key, 'not a key')
  expect(screen.getByText('SSH key does not match required pattern')).toBeTruthy()
  await user.clear(key)
  await user.type(key, 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBase64 mari@laptop')
  expect(screen.queryByText('SSH key does not match required pattern')).toBeNull()

  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'api-2')
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'API')
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin')
  await user.type(screen.getByLabelText('Password'), 'Correct1horse')
  const cloudInit = screen.getByRole('textbox', { name: 'Cloud-init user data' })
  await user.type(cloudInit, '#cloud-config')
  await user.click(screen.getByRole('button', { name: 'Create' }))
  expect(screen.getByText('Cloud-init user data is a JSON object, e.g. {"runcmd": ["apt-get update"]}')).toBeTruthy()
  expect(body).toBeUndefined()
  await user.clear(cloudInit)
  await user.click(cloudInit)
  await user.paste('{"runcmd": ["apt-get update"]}')
  await user.click(screen.getByRole('checkbox', { name: 'Reserve a public IPv4 address' }))
  await user.click(screen.getByRole('checkbox', { name: 'Weekly backups (the latest 4 kept)' }))
  await user.selectOptions(screen.getByRole('combobox', { name: 'Boot disk' }), 'Existing disk data-1 (50 GB)')
  // A saved key from the profile goes with the typed one.
  const saved = within(screen.getByRole('group', { name: 'Saved SSH keys' }))
  expect(saved.getByRole('link', { name: 'Add an SSH key to your profile' }).getAttribute('href')).toContain('/profile#ssh-keys')
  await user.click(saved.getByRole('checkbox', { name: savedSshKey.name }))
  await user.click(screen.getByRole('button', { name: 'Create' }))

  await waitFor(() =>
    expect(body).toMatchObject({
      name: 'api-2',
      description: 'API',
      billing_account_id: 11,
      public_keys: [savedSshKey.public_key],
      public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBase64 mari@laptop',
      cloud_init: '{"runcmd": ["apt-get update"]}',
      reserve_public_ip: false,
      backup: true,
      disk_uuid: 'c3c3c3c3-0000-4000-8000-000000000003',
    }),
  )
  expect(body).not.toHaveProperty('disks')
})

test('a VM from a snapshot: the create names it as source_replica, and no disk is made first', async () => {
  let vmBody: VmCreate | undefined
  let diskMade = false
  server.use(
    http.get('/v1/tll/user-resource/vm/list', () =>
      HttpResponse.json(
        (vmsByLocation.tll ?? []).map((vm, i) =>
          i === 0
            ? { ...vm, storage: vm.storage.map((row) => ({ ...row, replica: [{ uuid: 'snap-1', type: 'snapshot' as const, created_at: '2025-12-20 10:00:00', id: 1, master_id: 1, master_uuid: row.uuid, pool: 'n/a', size: 40, updated_at: '2025-12-20 10:00:00' }] })) }
            : vm,
        ),
      ),
    ),
    http.post('/v1/tll/storage/disks', () => {
      diskMade = true
      return HttpResponse.json(diskFixture({ uuid: 'copied-disk', size_gb: 40 }), { status: 201 })
    }),
    http.post('/v1/tll/user-resource/vm', async ({ request }) => {
      vmBody = (await sentBody(request.clone())) as VmCreate
      return undefined
    }),
  )
  const user = userEvent.setup()
  open()
  await screen.findByRole('option', { name: 'Copy of web-1 · snapshot of 2025-12-20 10:00:00' })
  await user.selectOptions(screen.getByRole('combobox', { name: 'Boot disk' }), 'Copy of web-1 · snapshot of 2025-12-20 10:00:00')
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'restored')
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin')
  await user.type(screen.getByLabelText('Password'), 'Correct1horse')
  await user.click(screen.getByRole('button', { name: 'Create' }))
  await waitFor(() => expect(vmBody).toMatchObject({ name: 'restored', source_replica: 'snap-1', billing_account_id: 11 }))
  expect(vmBody).not.toHaveProperty('disks')
  expect(vmBody).not.toHaveProperty('disk_uuid')
  expect(diskMade).toBe(false)
})
