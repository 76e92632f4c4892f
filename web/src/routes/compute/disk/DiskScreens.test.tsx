import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test } from 'vitest'
import { renderApp } from '../../../../test/render'
import type { Disk } from '../../../api/compute'
import { credentials } from '../../../api/credentials'
import type { components } from '../../../api/generated/schema'
import { pb } from '../../../screens/path-builder'
import { diskFixture, disksByLocation, vmsByLocation } from '../../../mocks/fixtures/compute'
import { ownerApiKey } from '../../../mocks/fixtures/control'
import { server } from '../../../mocks/server'
import { sentBody } from '../../../mocks/sent-body'
import { sizeIssue } from './DiskCreatePage'

type Schemas = components['schemas']
const [boot, free] = disksByLocation.tll as [Disk, Disk]
const web = vmsByLocation.tll?.[0]

function open(path: string) {
  credentials.setApiKey(ownerApiKey)
  return { ...renderApp({ path }), user: userEvent.setup() }
}

function capture<T>(method: string, path: string) {
  const bodies: T[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path) {
      void sentBody(request.clone()).then((body) => bodies.push(body as T))
    }
  })
  return bodies
}
afterEach(() => server.events.removeAllListeners())

describe('list', () => {
  test('lists every location’s disks by name, with the VM a disk is attached to', async () => {
    open(pb.disks())
    const table = within(await screen.findByRole('table', { name: 'Disks' }))
    expect(await table.findByRole('link', { name: 'web-1 / sda' })).toBeTruthy()
    expect(table.getByRole('link', { name: 'data-1' }).getAttribute('href')).toBe(`/app${pb.disk({ location: 'tll', uuid: free.uuid })}`)
    expect(table.getByText('Detached')).toBeTruthy()
    expect(table.getByText('OS image')).toBeTruthy()
  })

  test("a free disk's row menu has its page's actions and deletes it, staying on the list; a boot disk's row has none", async () => {
    let deleted = false
    server.use(
      http.get('/v1/tll/storage/disks', () => HttpResponse.json(deleted ? [boot] : [boot, free])),
      http.delete(`/v1/tll/storage/disks/${free.uuid}`, () => {
        deleted = true
        return HttpResponse.json(free)
      }),
    )
    const { user, router } = open(pb.disks())
    const table = within(await screen.findByRole('table', { name: 'Disks' }))
    const row = (await table.findByRole('link', { name: 'data-1' })).closest('tr') as HTMLElement
    await user.click(await within(row).findByRole('button', { name: 'Actions for data-1' }))
    const menu = within(within(row).getByRole('group', { name: 'Actions for data-1' }))
    expect(menu.getAllByRole('button').map((item) => item.textContent)).toEqual(['Attach disk', 'Grow', 'Rename', 'Delete'])
    const bootRow = table.getByRole('link', { name: 'web-1 / sda' }).closest('tr') as HTMLElement
    expect(within(bootRow).queryByRole('button')).toBeNull()

    await user.click(menu.getByRole('button', { name: 'Delete' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete data-1?' }))
    expect(deleted).toBe(false)
    await user.click(dialog.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('data-1 was deleted')).toBeTruthy()
    await waitFor(() => expect(table.queryByRole('link', { name: 'data-1' })).toBeNull())
    expect(router.state.location.pathname).toBe(pb.disks())
  })

  test('500 disks: searched, sorted and paged, 25 rows at a time', async () => {
    const many = Array.from({ length: 500 }, (_, i) => diskFixture({ uuid: `disk-${i}`, display_name: `vol-${i}`, size_gb: (i % 50) + 1 }))
    server.use(http.get('/v1/tll/storage/disks', () => HttpResponse.json(many)))
    const { user } = open(pb.disks())
    const table = await screen.findByRole('table', { name: 'Disks' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26))
    expect(screen.getByText('500 shown')).toBeTruthy()
    expect(screen.getByText('Page 1 of 20')).toBeTruthy()

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'vol-49')
    expect(screen.getByText('11 shown')).toBeTruthy() // vol-49 and vol-490 … vol-499
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }))

    await user.click(within(table).getByRole('button', { name: /Size/ }))
    await user.click(within(table).getByRole('button', { name: /Size/ }))
    expect(within(table).getByRole('columnheader', { name: /Size/ }).getAttribute('aria-sort')).toBe('descending')
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('50 GB')

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Page 2 of 20')).toBeTruthy()
  })
})

describe('create', () => {
  test('an empty disk: name, billing account (default first), size', async () => {
    const sent = capture<Schemas['DiskCreate']>('POST', '/v1/tll/storage/disks')
    server.use(http.get('/v1/tll/storage/disks/:uuid', () => HttpResponse.json(diskFixture({ uuid: '66666666-0000-4000-8000-000000000006', display_name: 'logs' }))))
    const { user, router } = open(pb.diskCreate())
    const accounts = await screen.findByRole('combobox', { name: 'Billing account' })
    expect(within(accounts).getAllByRole('option').map((o) => o.textContent)).toEqual(['Main', 'Side project'])
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    expect(screen.getByText('This field is required')).toBeTruthy()
    expect(sent).toEqual([])

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'logs')
    await user.clear(screen.getByRole('textbox', { name: 'Size (GB)' }))
    await user.type(screen.getByRole('textbox', { name: 'Size (GB)' }), '30')
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    expect(await screen.findByText('Disk logs was created')).toBeTruthy()
    expect(sent).toEqual([{ size_gb: 30, display_name: 'logs', billing_account_id: 11, source_image_type: 'EMPTY' }])
    await waitFor(() => expect(router.state.location.pathname).toBe(pb.disk({ location: 'tll', uuid: '66666666-0000-4000-8000-000000000006' })))
  })

  test('a copy of a disk must be at least its size; OS images and snapshots are offered by name', async () => {
    const sent = capture<Schemas['DiskCreate']>('POST', '/v1/tll/storage/disks')
    server.use(
      http.get('/v1/tll/user-resource/vm/list', () =>
        HttpResponse.json(
          (vmsByLocation.tll ?? []).map((vm, i) =>
            i === 0 ? { ...vm, storage: vm.storage.map((row) => ({ ...row, replica: [{ uuid: 'snap-1', type: 'snapshot', created_at: '2025-12-20 10:00:00', id: 1, master_id: 1, master_uuid: row.uuid, pool: 'n/a', size: 40, updated_at: '2025-12-20 10:00:00' }] })) } : vm,
          ),
        ),
      ),
    )
    const { user } = open(pb.diskCreate())
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'copy')

    await user.click(screen.getByRole('radio', { name: 'OS image' }))
    expect(await screen.findByRole('option', { name: 'Ubuntu 24.04 LTS' })).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: 'Snapshot or backup' }))
    expect(await screen.findByRole('option', { name: 'web-1 · snapshot of 2025-12-20 10:00:00' })).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: 'Copy of a disk' }))
    expect(await screen.findByRole('option', { name: 'data-1 (50 GB)' })).toBeTruthy()
    // The boot disk of a VM is not offered.
    expect(screen.queryByRole('option', { name: /web-1 \/ sda/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    expect(screen.getByText('A whole number of GB, 50 or more')).toBeTruthy()
    await user.clear(screen.getByRole('textbox', { name: 'Size (GB)' }))
    await user.type(screen.getByRole('textbox', { name: 'Size (GB)' }), '50')
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    await waitFor(() => expect(sent).toEqual([{ size_gb: 50, display_name: 'copy', billing_account_id: 11, source_image_type: 'DISK', source_image: free.uuid }]))
  })

  test('sizes are whole GB from the minimum up', () => {
    expect(sizeIssue('1', 1)).toBeUndefined()
    expect(sizeIssue('0', 1)).toBeDefined()
    expect(sizeIssue('49', 50)).toEqual({ key: 'compute.disk.create.sizeAtLeast', params: { min: 50 } })
  })
})

describe('detail', () => {
  /** The rare and destructive actions, in the header's "More" menu. */
  const more = () => within(screen.getByRole('group', { name: 'More' }))
  async function chooseMore(user: ReturnType<typeof open>['user'], name: string) {
    await user.click(screen.getByRole('button', { name: 'More' }))
    await user.click(more().getByRole('button', { name }))
  }

  test('a boot disk is read-only and links to its VM', async () => {
    open(pb.disk({ location: 'tll', uuid: boot.uuid }))
    expect(await screen.findByRole('heading', { level: 1, name: 'web-1 / sda' })).toBeTruthy()
    expect(screen.getByText(/changes only through its virtual machine/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open web-1' }).getAttribute('href')).toBe(`/app${pb.vm({ location: 'tll', vmId: web?.uuid ?? '' })}`)
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull()
  })

  test('a free disk grows (only), is renamed, attached to a VM and deleted', async () => {
    const patched = capture<Schemas['DiskUpdate']>('PATCH', `/v1/tll/storage/disks/${free.uuid}`)
    const attached = capture<Schemas['VmStorageAttach']>('POST', '/v1/tll/user-resource/vm/storage/attach')
    const { user, router } = open(pb.disk({ location: 'tll', uuid: free.uuid }))
    await screen.findByRole('heading', { level: 1, name: 'data-1' })
    const actions = within(screen.getByRole('group', { name: 'Actions' }))

    await chooseMore(user, 'Grow')
    let form = within(await screen.findByRole('dialog'))
    const size = form.getByRole('textbox', { name: 'Size (GB)' })
    await user.clear(size)
    await user.type(size, '20')
    await user.click(form.getByRole('button', { name: 'Grow' }))
    expect(form.getByText('More than 50 GB (disks only grow)')).toBeTruthy()
    await user.clear(size)
    await user.type(size, '80')
    await user.click(form.getByRole('button', { name: 'Grow' }))
    expect(await screen.findByText('data-1 now has 80 GB')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await chooseMore(user, 'Rename')
    form = within(await screen.findByRole('dialog'))
    await user.clear(form.getByRole('textbox', { name: 'Name' }))
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'data-2')
    await user.click(form.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('data-2 was updated')).toBeTruthy()
    expect(patched).toEqual([{ size_gb: 80 }, { display_name: 'data-2', billing_account_id: 11 }])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(actions.getByRole('button', { name: 'Attach disk' }))
    form = within(await screen.findByRole('dialog'))
    await user.selectOptions(form.getByRole('combobox', { name: 'Virtual machine' }), 'build-runner')
    await user.click(form.getByRole('button', { name: 'Attach disk' }))
    expect(await screen.findByText('data-1 was attached')).toBeTruthy()
    expect(attached).toEqual([{ uuid: vmsByLocation.tll?.[1]?.uuid, storage_uuid: free.uuid }])

    await chooseMore(user, 'Delete')
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete data-1?' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('data-1 was deleted')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe(pb.disks()))
  })

  test('an attached disk detaches and cannot be deleted until then', async () => {
    const detached = capture<Schemas['VmStorageAttach']>('POST', '/v1/tll/user-resource/vm/storage/detach')
    const buildRunner = vmsByLocation.tll?.[1]
    server.use(http.get(`/v1/tll/storage/disks/${free.uuid}`, () => HttpResponse.json({ ...free, attached_to: buildRunner?.uuid, status: 'Reserved' })))
    const { user } = open(pb.disk({ location: 'tll', uuid: free.uuid }))
    const actions = within(await screen.findByRole('group', { name: 'Actions' }))
    await user.click(screen.getByRole('button', { name: 'More' }))
    const remove = more().getByRole('button', { name: 'Delete' })
    expect(remove).toHaveProperty('disabled', true)
    expect(remove.getAttribute('aria-describedby')).toBe(more().getByText('An attached disk cannot be deleted: detach it first.').id)
    await user.keyboard('{Escape}')
    await user.click(await actions.findByRole('button', { name: 'Detach from build-runner' }))
    expect(await screen.findByText('data-1 was detached')).toBeTruthy()
    expect(detached).toEqual([{ uuid: buildRunner?.uuid, storage_uuid: free.uuid }])
  })
})
