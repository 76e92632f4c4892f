import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test } from 'vitest'
import { renderApp } from '../../../../test/render'
import type { components } from '../../../api/generated/schema'
import { credentials } from '../../../api/credentials'
import { pb } from '../../../screens/path-builder'
import { disksByLocation, interfacesOfWeb, replicasOfWeb, vmsByLocation } from '../../../mocks/fixtures/compute'
import { ownerApiKey } from '../../../mocks/fixtures/control'
import { server } from '../../../mocks/server'
import { sentBody } from '../../../mocks/sent-body'
import { growIssue } from './VmStorageSection'
import { vlanIssue } from './VmInterfacesSection'
import type { Vm } from '../../../api/compute'

type Schemas = components['schemas']
const [web, stopped] = vmsByLocation.tll as [Vm, Vm]

async function open(vm: Vm) {
  credentials.setApiKey(ownerApiKey)
  const view = renderApp({ path: pb.vm({ location: 'tll', vmId: vm.uuid }) })
  await screen.findByRole('heading', { level: 1, name: vm.name })
  return { ...view, user: userEvent.setup() }
}

/** Records the bodies sent to `path`, answering what the default handlers answer. */
function capture<T>(method: 'post' | 'patch' | 'delete', path: string) {
  const bodies: T[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === method.toUpperCase() && new URL(request.url).pathname === path) {
      void sentBody(request.clone()).then((body) => bodies.push(body as T))
    }
  })
  return bodies
}

afterEach(() => server.events.removeAllListeners())

/** An item of the header's "More" menu while it is closed (hidden, so found by its text). */
const menuItem = (name: string) =>
  within(screen.getByRole('heading', { level: 1 }).closest('header')!).getByText(name, { selector: 'button' })
/** Opens the "More" menu and picks an item. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'More' }))
  await user.click(within(screen.getByRole('group', { name: 'More' })).getByRole('button', { name }))
}
const dialog = () => screen.findByRole('dialog')

describe('actions limited by status, and why', () => {
  test('a running VM cannot be resized, and says so; its password can change', async () => {
    await open(web)
    expect(menuItem('Resize')).toHaveProperty('disabled', true)
    expect(screen.getByText('RAM and vCPU can be changed only while the virtual machine is stopped.')).toBeTruthy()
    expect(menuItem('Change password')).toHaveProperty('disabled', false)
  })

  test('a stopped VM resizes (PATCH vcpu and ram) but cannot change its password, and says so', async () => {
    const sent = capture<Schemas['VmUpdate']>('patch', '/v1/tll/user-resource/vm')
    const { user } = await open(stopped)
    expect(menuItem('Change password')).toHaveProperty('disabled', true)
    expect(screen.getByText('The password can be changed only while the virtual machine is running.')).toBeTruthy()

    await choose(user, 'Resize')
    const form = within(await dialog())
    const ram = form.getByRole('textbox', { name: 'RAM (MB)' })
    await user.clear(ram)
    await user.click(form.getByRole('button', { name: 'Resize' }))
    expect(form.getByText('This field is required')).toBeTruthy()
    await user.type(ram, '16384')
    const vcpu = form.getByRole('textbox', { name: 'vCPU' })
    await user.clear(vcpu)
    await user.type(vcpu, '8')
    await user.click(form.getByRole('button', { name: 'Resize' }))

    expect(await screen.findByText('build-runner was resized')).toBeTruthy()
    expect(sent).toEqual([{ uuid: stopped.uuid, vcpu: 8, ram: 16384 }])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

test('resize is a plan picker: each size priced a month, and the monthly price now, after and the difference', async () => {
  const sent = capture<Schemas['VmUpdate']>('patch', '/v1/tll/user-resource/vm')
  const { user } = await open(stopped)
  await choose(user, 'Resize')
  const form = within(await dialog())
  // build-runner has 4 vCPU and 8 GB, none of the site's sizes: custom is chosen, priced at 4 × €7.30 + 16 × €3.65.
  expect(form.getByRole('radio', { name: 'Custom vCPU and RAM' })).toHaveProperty('checked', true)
  expect(form.getByRole('radio', { name: /2 vCPU \/ 4 GB RAM.*€43.80 per month/ })).toBeTruthy()
  await user.click(form.getByRole('radio', { name: /2 vCPU \/ 4 GB RAM/ }))
  expect(form.queryByRole('textbox', { name: 'vCPU' })).toBeNull()
  const change = await form.findByText('Difference')
  const terms = within(change.closest('dl')!)
  expect(terms.getByText('vCPU and RAM now').nextElementSibling?.textContent).toBe('€87.60 per month')
  expect(terms.getByText('After the resize').nextElementSibling?.textContent).toBe('€43.80 per month')
  expect(change.nextElementSibling?.textContent).toBe('−€43.80')
  await user.click(form.getByRole('button', { name: 'Resize' }))

  expect(await screen.findByText('build-runner was resized')).toBeTruthy()
  expect(sent).toEqual([{ uuid: stopped.uuid, vcpu: 2, ram: 4096 }])
})

test('resize marks the VM\'s own size as current and says no change while it stays chosen', async () => {
  const small = { ...stopped, vcpu: 2, memory: 2048 }
  server.use(http.get('/v1/tll/user-resource/vm', () => HttpResponse.json(small)))
  const { user } = await open(small)
  await choose(user, 'Resize')
  const form = within(await dialog())
  expect(form.getByRole('radio', { name: /2 vCPU \/ 2 GB RAM.*Current size/ })).toHaveProperty('checked', true)
  expect((await form.findByText('Difference')).nextElementSibling?.textContent).toBe('No change')
})

test('rename sends the name and description', async () => {
  const sent = capture<Schemas['VmUpdate']>('patch', '/v1/tll/user-resource/vm')
  const { user } = await open(web)
  await choose(user, 'Rename')
  const form = within(await dialog())
  const name = form.getByRole('textbox', { name: 'Name' })
  await user.clear(name)
  await user.type(name, 'web-2')
  await user.type(form.getByRole('textbox', { name: 'Description' }), 'Front end')
  await user.click(form.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('web-2 was updated')).toBeTruthy()
  expect(sent).toEqual([{ uuid: web.uuid, name: 'web-2', description: 'Front end' }])
})

test('reinstall offers the catalogue’s images and versions by name', async () => {
  const sent = capture<Schemas['VmReinstall']>('post', '/v1/tll/user-resource/vm/reinstall')
  const { user } = await open(web)
  await choose(user, 'Reinstall')
  const form = within(await dialog())
  await user.selectOptions(form.getByRole('combobox', { name: 'Version' }), '22.04 LTS')
  await user.click(form.getByRole('button', { name: 'Reinstall' }))
  expect(await screen.findByText('web-1 is being reinstalled')).toBeTruthy()
  expect(sent).toEqual([{ uuid: web.uuid, os_name: 'ubuntu', os_version: '22.04' }])
})

test('change password checks the password and sends the login', async () => {
  const sent = capture<Schemas['VmUserUpdate']>('patch', '/v1/tll/user-resource/vm/user')
  const { user } = await open(web)
  await choose(user, 'Change password')
  const form = within(await dialog())
  await user.type(form.getByLabelText(/^Password/, { selector: 'input' }), 'short')
  await user.click(form.getByRole('button', { name: 'Save' }))
  expect(sent).toEqual([])
  await user.clear(form.getByLabelText(/^Password/, { selector: 'input' }))
  await user.type(form.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123')
  await user.click(form.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('The password of web-1 was changed')).toBeTruthy()
  expect(sent).toEqual([{ uuid: web.uuid, username: 'ubuntu', password: 'Secret123' }])
})

test('clone opens the new VM', async () => {
  const sent = capture<Schemas['VmClone']>('post', '/v1/tll/user-resource/vm/clone')
  server.use(
    http.get('/v1/tll/user-resource/vm', ({ request }) =>
      new URL(request.url).searchParams.get('uuid') === '77777777-6666-4555-8444-333333333333'
        ? HttpResponse.json<Vm>({ ...web, uuid: '77777777-6666-4555-8444-333333333333', name: 'web-1-clone', status: 'creating' })
        : undefined,
    ),
  )
  const { user, router } = await open(web)
  await choose(user, 'Clone')
  const form = within(await dialog())
  expect(form.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'web-1-clone')
  await user.click(form.getByRole('button', { name: 'Clone' }))
  expect(await screen.findByText('web-1-clone is being created')).toBeTruthy()
  expect(sent).toEqual([{ uuid: web.uuid, name: 'web-1-clone' }])
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(pb.vm({ location: 'tll', vmId: '77777777-6666-4555-8444-333333333333' })),
  )
})

test('boot from ISO explains it is for this launch only and names the media', async () => {
  const sent = capture<Schemas['VmBootIso']>('post', '/v1/tll/user-resource/vm/boot_iso_media')
  let bootImage: string | null = null
  server.use(
    http.get('/v1/tll/user-resource/vm', () => HttpResponse.json<Vm>({ ...web, boot_image_uuid: bootImage })),
    http.post('/v1/tll/user-resource/vm/boot_iso_media', async ({ request }) => {
      bootImage = ((await sentBody(request)) as Schemas['VmBootIso']).boot_image_uuid
      return HttpResponse.json<Vm>({ ...web, status: 'starting', boot_image_uuid: bootImage })
    }),
  )
  const { user } = await open(web)
  await choose(user, 'Boot from ISO')
  const box = await dialog()
  expect(box.textContent).toContain('for this launch only')
  await user.click(within(box).getByRole('button', { name: 'Boot' }))
  expect(await screen.findByText('web-1 is booting from ISO')).toBeTruthy()
  expect(sent).toEqual([{ uuid: web.uuid, boot_image_uuid: 'f5f5f5f5-0000-4000-8000-000000000005', boot_image_repository: 'platform' }])
  expect(await screen.findByText('SystemRescue 11')).toBeTruthy()
})

test('move to another billing account picks it by name', async () => {
  const sent = capture<Schemas['ResourceBillingMove']>('post', '/v1/tll/user-resource/resource_billing')
  const { user } = await open(web)
  await choose(user, 'Move to billing account')
  const form = within(await dialog())
  expect(form.getByRole('option', { name: 'Side project' })).toBeTruthy()
  await user.click(form.getByRole('button', { name: 'Move' }))
  expect(await screen.findByText('web-1 was moved')).toBeTruthy()
  expect(sent).toEqual([{ uuid: web.uuid, billing_account_id: 12, resource_type: 'vm' }])
})

test('reboot stops gracefully, then starts once the VM has stopped', async () => {
  let status: Vm['status'] = 'running'
  const starts: unknown[] = []
  server.use(
    http.get('/v1/tll/user-resource/vm', () => HttpResponse.json<Vm>({ ...web, status })),
    http.post('/v1/tll/user-resource/vm/stop', () => {
      status = 'stopping'
      return HttpResponse.json<Vm>({ ...web, status })
    }),
    http.post('/v1/tll/user-resource/vm/start', async ({ request }) => {
      starts.push(await sentBody(request))
      status = 'starting'
      return HttpResponse.json<Vm>({ ...web, status })
    }),
  )
  const { user } = await open(web)
  await user.click(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Reboot' }))
  expect(await screen.findByText('web-1 is rebooting')).toBeTruthy()
  expect(starts).toEqual([])
  status = 'stopped'
  await waitFor(() => expect(starts).toEqual([{ uuid: web.uuid }]), { timeout: 5000 })
})

describe('snapshots and backups', () => {
  test('lists both, takes a snapshot, restores and deletes with confirmation', async () => {
    const taken = capture<{ uuid: string }>('post', '/v1/tll/user-resource/vm/replica')
    const restored = capture<Schemas['VmRebuild']>('post', '/v1/tll/user-resource/vm/rebuild')
    const deleted = capture<Schemas['VmReplicaDelete']>('delete', '/v1/tll/user-resource/vm/replica')
    const { user } = await open(web)
    const snapshots = within(await screen.findByRole('table', { name: 'Snapshots' }))
    expect(snapshots.getByText('2025-12-20 10:00:00')).toBeTruthy()
    expect(within(screen.getByRole('table', { name: 'Backups' })).getByText('2025-12-29 03:00:00')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Take snapshot' }))
    expect(await screen.findByText('A snapshot of web-1 was taken')).toBeTruthy()
    expect(taken).toEqual([{ uuid: web.uuid }])

    await user.click(snapshots.getByRole('button', { name: 'Restore from 2025-12-20 10:00:00' }))
    let confirm = within(await screen.findByRole('alertdialog', { name: 'Restore from 2025-12-20 10:00:00?' }))
    await user.click(confirm.getByRole('button', { name: 'Restore' }))
    expect(await screen.findByText('web-1 is being restored from 2025-12-20 10:00:00')).toBeTruthy()
    expect(restored).toEqual([{ uuid: web.uuid, replica_uuid: replicasOfWeb[0]?.uuid, type: 'snapshot' }])

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await user.click(
      within(screen.getByRole('table', { name: 'Backups' })).getByRole('button', { name: 'Delete the copy of 2025-12-29 03:00:00' }),
    )
    confirm = within(await screen.findByRole('alertdialog'))
    await user.click(confirm.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('The copy of 2025-12-29 03:00:00 was deleted')).toBeTruthy()
    expect(deleted).toEqual([{ replica_uuid: replicasOfWeb[1]?.uuid, type: 'backup' }])
  })

  test('a snapshot is kept as a backup from its row', async () => {
    const converted = capture<Schemas['VmReplicaConvert']>('patch', '/v1/tll/user-resource/vm/replica')
    const { user } = await open(web)
    const snapshots = within(await screen.findByRole('table', { name: 'Snapshots' }))
    await user.click(snapshots.getByRole('button', { name: 'Change the type of the copy of 2025-12-20 10:00:00' }))
    expect(await screen.findByText('The copy of 2025-12-20 10:00:00 is now a backup')).toBeTruthy()
    expect(converted).toEqual([{ replica_uuid: replicasOfWeb[0]?.uuid, from_type: 'snapshot', to_type: 'backup' }])
    expect(within(screen.getByRole('table', { name: 'Backups' })).getByRole('button', { name: 'Change the type of the copy of 2025-12-29 03:00:00' }).textContent).toBe('Keep as snapshot')
  })

  test('backups explain the weekly schedule and the 4 kept, and switch on', async () => {
    let backup = false
    server.use(
      http.get('/v1/tll/user-resource/vm', () => HttpResponse.json<Vm>({ ...web, backup })),
      http.post('/v1/tll/user-resource/vm/backup', () => {
        backup = !backup
        return HttpResponse.json<Vm>({ ...web, backup })
      }),
    )
    const { user } = await open(web)
    expect(
      screen.getByText('Backups are off. When on, the virtual machine is backed up weekly and the latest 4 backups are kept.'),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Turn backups on' }))
    expect(await screen.findByText('Backups of web-1 are on')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Turn backups off' })).toBeTruthy()
  })
})

describe('disks', () => {
  test('adds a disk, and grows the boot disk only to a larger size', async () => {
    const added = capture<Schemas['VmStorageAdd']>('post', '/v1/tll/user-resource/vm/storage')
    const grown = capture<Schemas['VmStorageResize']>('patch', '/v1/tll/user-resource/vm/storage')
    const { user } = await open(web)
    await user.click(screen.getByRole('button', { name: 'Add disk' }))
    let form = within(await dialog())
    const size = form.getByRole('textbox', { name: 'Size (GB)' })
    await user.clear(size)
    await user.type(size, '25')
    await user.click(form.getByRole('button', { name: 'Add disk' }))
    expect(await screen.findByText('Disk sdb of 25 GB was added')).toBeTruthy()
    expect(added).toEqual([{ uuid: web.uuid, size_gb: 25 }])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Grow sda' }))
    form = within(await dialog())
    const grow = form.getByRole('textbox', { name: 'Size (GB)' })
    await user.clear(grow)
    await user.type(grow, '30')
    await user.click(form.getByRole('button', { name: 'Grow' }))
    expect(form.getByText('More than 40 GB (disks only grow)')).toBeTruthy()
    expect(grown).toEqual([])
    await user.clear(grow)
    await user.type(grow, '60')
    await user.click(form.getByRole('button', { name: 'Grow' }))
    expect(await screen.findByText('sda now has 60 GB')).toBeTruthy()
    expect(grown).toEqual([{ uuid: web.uuid, disk_uuid: web.storage[0]?.uuid, size_gb: 60 }])
  })

  test('attaches a free standalone disk and detaches it; a VM disk of its own is removed', async () => {
    const attached = capture<Schemas['VmStorageAttach']>('post', '/v1/tll/user-resource/vm/storage/attach')
    const detached = capture<Schemas['VmStorageAttach']>('post', '/v1/tll/user-resource/vm/storage/detach')
    const removed = capture<Schemas['VmStorageRemove']>('delete', '/v1/tll/user-resource/vm/storage')
    const free = disksByLocation.tll?.[1] as Schemas['Disk']
    const row = (uuid: string, name: string, size: number) => ({ ...(web.storage[0] as Schemas['VmStorage']), uuid, name, size, primary: false })
    server.use(
      http.get('/v1/tll/user-resource/vm', () =>
        HttpResponse.json<Vm>({ ...web, storage: [...web.storage, row(free.uuid, 'sdb', 50), row('own-disk', 'sdc', 10)] }),
      ),
    )
    const { user } = await open(web)
    const storage = within(screen.getByRole('table', { name: 'Storage' }))
    expect(await storage.findByText('Standalone disk')).toBeTruthy()
    expect(storage.getByRole('link', { name: 'sdb' }).getAttribute('href')).toBe(`/app${pb.disk({ location: 'tll', uuid: free.uuid })}`)

    await user.click(storage.getByRole('button', { name: 'Detach sdb' }))
    expect(await screen.findByText('sdb was detached')).toBeTruthy()
    expect(detached).toEqual([{ uuid: web.uuid, storage_uuid: free.uuid }])

    await user.click(storage.getByRole('button', { name: 'Remove sdc' }))
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Remove sdc?' })).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('sdc was removed')).toBeTruthy()
    expect(removed).toEqual([{ uuid: web.uuid, storage_uuid: 'own-disk' }])

    // Attach offers the location's free disks by name.
    server.use(http.get('/v1/tll/user-resource/vm', () => HttpResponse.json<Vm>(web)))
    await user.click(screen.getByRole('button', { name: 'Attach disk' }))
    const form = within(await dialog())
    expect(form.getByRole('option', { name: 'data-1 (50 GB)' })).toBeTruthy()
    await user.click(form.getByRole('button', { name: 'Attach disk' }))
    expect(await screen.findByText('sdb was attached')).toBeTruthy()
    expect(attached).toEqual([{ uuid: web.uuid, storage_uuid: free.uuid }])
  })

  test('a size is accepted only when larger than the current one', () => {
    expect(growIssue('41', 40)).toBeUndefined()
    expect(growIssue('40', 40)).toEqual({ key: 'compute.vm.disk.growOnly', params: { size: 40 } })
    expect(growIssue('4.5', 1)).toBeDefined()
    expect(growIssue(' ', 1)).toEqual({ key: 'validation.required' })
  })
})

describe('network interfaces', () => {
  test('adds a VLAN within 1–4094 and removes it', async () => {
    const nic = interfacesOfWeb[0] as Schemas['VmInterface']
    let subinterfaces: Schemas['SubInterface'][] = []
    const added: string[] = []
    server.use(
      http.get('/v1/tll/network/virtual-machines/:uuid/interfaces', () => HttpResponse.json([{ ...nic, subinterfaces }])),
      http.post('/v1/tll/network/virtual-machines/:uuid/interfaces/:if_uuid/subinterfaces', ({ request }) => {
        added.push(new URL(request.url).search)
        const sub = { uuid: 'sub-1', interface_uuid: nic.uuid, vlan_tag: 100, mac: nic.mac, ip: '10.1.100.5', created_at: '2026-01-05 09:00:00' }
        subinterfaces = [sub]
        return HttpResponse.json(sub)
      }),
      http.delete('/v1/tll/network/virtual-machines/:uuid/subinterfaces/:if_uuid', () => {
        subinterfaces = []
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user } = await open(web)
    await user.click(await screen.findByRole('button', { name: 'Add VLAN' }))
    const form = within(await dialog())
    const tag = form.getByRole('textbox', { name: 'VLAN ID' })
    await user.type(tag, '5000')
    await user.click(form.getByRole('button', { name: 'Add VLAN' }))
    expect(form.getAllByText('A VLAN ID from 1 to 4094, once per interface.').length).toBe(2)
    expect(added).toEqual([])
    await user.clear(tag)
    await user.type(tag, '100')
    await user.click(form.getByRole('button', { name: 'Add VLAN' }))
    expect(await screen.findByText('VLAN 100 was added')).toBeTruthy()
    expect(added).toEqual(['?vlan_tag=100'])

    await user.click(await screen.findByRole('button', { name: 'Remove VLAN 100' }))
    expect(await screen.findByText('The VLAN was removed')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove VLAN 100' })).toBeNull())
  })

  test('VLAN ids from 1 to 4094 only', () => {
    expect(vlanIssue('1')).toBeUndefined()
    expect(vlanIssue('4094')).toBeUndefined()
    expect(vlanIssue('0')).toBeDefined()
    expect(vlanIssue('4095')).toBeDefined()
  })
})
