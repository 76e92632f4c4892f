import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { pb } from '../../screens/path-builder'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'
import { type Vm, vmPollMs } from '../../api/compute'
import { vmsByLocation } from '../../mocks/fixtures/compute'

const [web, stopped] = vmsByLocation.tll as [Vm, Vm]

function open(vm: Vm) {
  credentials.setApiKey(ownerApiKey)
  return renderApp({ path: pb.vm({ location: 'tll', vmId: vm.uuid }) })
}

const actions = () => within(screen.getByRole('group', { name: 'Actions' }))
const powerActions = ['Start', 'Stop', 'Reboot', 'Force stop', 'Delete']
/** The power actions enabled in the header: the group's, then the danger ones in "More". */
const enabled = () =>
  within(screen.getByRole('heading', { level: 1 }).closest('header')!)
    .getAllByRole('button', { hidden: true })
    .filter((button) => !(button as HTMLButtonElement).disabled && powerActions.includes(button.textContent ?? ''))
    .map((button) => button.textContent)
async function chooseMore(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'More' }))
  await userEvent.click(within(screen.getByRole('group', { name: 'More' })).getByRole('button', { name }))
}

test('shows the VM’s fields and storage, with the actions its status allows', async () => {
  open(web)
  expect(await screen.findByRole('heading', { level: 1, name: 'web-1' })).toBeTruthy()
  const details = within(screen.getByRole('region', { name: 'Details' }))
  expect(await details.findByText('Tallinn')).toBeTruthy()
  expect(details.getByText('2 vCPU / 4 GB RAM')).toBeTruthy()
  expect(details.getByText('185.12.0.10')).toBeTruthy()
  // Names, not ids: the billing account's title and the catalogue's OS name and version.
  expect(await details.findByText('Main')).toBeTruthy()
  expect(await details.findByText('Ubuntu 24.04 LTS')).toBeTruthy()
  const storage = within(screen.getByRole('table', { name: 'Storage' }))
  expect(storage.getAllByRole('row')[1]?.textContent).toBe('sda40 GBBoot diskGrow')
  expect(enabled()).toEqual(['Stop', 'Reboot', 'Force stop', 'Delete'])
})

test('a stopped VM can start and be deleted, not stopped', async () => {
  open(stopped)
  await screen.findByRole('heading', { level: 1, name: 'build-runner' })
  expect(enabled()).toEqual(['Start', 'Delete'])
})

test('stop shows a toast and the status moves on by polling until the VM is stopped', async () => {
  let stoppedYet = false
  server.use(
    http.get('/v1/tll/user-resource/vm', () =>
      HttpResponse.json<Vm>({ ...web, status: stoppedYet ? 'stopped' : 'running' }),
    ),
  )
  open(web)
  await screen.findByRole('heading', { level: 1, name: 'web-1' })
  await userEvent.click(actions().getByRole('button', { name: 'Stop' }))

  expect(await screen.findByText('web-1 is stopping')).toBeTruthy()
  expect(screen.getAllByText('Stopping').length).toBeGreaterThan(0)
  expect(enabled()).toEqual(['Force stop'])
  // The loading progress bar names the resource and its type while it stops.
  expect(screen.getByRole('progressbar', { name: 'web-1 (Virtual machine)' })).toBeTruthy()

  stoppedYet = true
  await waitFor(() => expect(enabled()).toEqual(['Start', 'Delete']), { timeout: vmPollMs * 2 })
  expect(screen.getByText('Stopped')).toBeTruthy()
})

test('a failed action shows an error toast with the correlation id; Retry sends it again', async () => {
  let failures = 1
  server.use(
    http.post('/v1/tll/user-resource/vm/start', () =>
      failures-- > 0
        ? HttpResponse.json(
            { errors: { Error: 'Failed to start virtual machine' } },
            { status: 500, headers: { 'X-Warren-Correlation-Id': 'corr-42' } },
          )
        : HttpResponse.json<Vm>({ ...stopped, status: 'running' }),
    ),
  )
  open(stopped)
  await screen.findByRole('heading', { level: 1, name: 'build-runner' })
  await userEvent.click(actions().getByRole('button', { name: 'Start' }))

  const toasts = within(screen.getByRole('region', { name: 'Notifications' }))
  expect(await toasts.findByText(/Failed to start virtual machine \[corr-42\]/)).toBeTruthy()
  expect(enabled()).toContain('Start')

  await userEvent.click(toasts.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('build-runner is starting')).toBeTruthy()
  await waitFor(() => expect(screen.getAllByText('Running').length).toBeGreaterThan(0))
})

test('delete asks first; Cancel keeps the VM, Delete removes it and returns to the list', async () => {
  const { router } = open(web)
  await screen.findByRole('heading', { level: 1, name: 'web-1' })

  await chooseMore('Delete')
  let dialog = await screen.findByRole('alertdialog', { name: 'Delete web-1?' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())

  await chooseMore('Delete')
  dialog = await screen.findByRole('alertdialog', { name: 'Delete web-1?' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))

  expect(await screen.findByText('web-1 was deleted')).toBeTruthy()
  await waitFor(() => expect(router.state.location.pathname).toBe(pb.vms()))
})

test('an unknown VM shows the error with Retry', async () => {
  credentials.setApiKey(ownerApiKey)
  renderApp({ path: pb.vm({ location: 'tll', vmId: 'no-such-vm' }) })
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('The virtual machine could not be loaded.')
  expect(alert.textContent).toContain('Error: No such virtual machine exists: no-such-vm')
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy()
})
