import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { vmsByLocation } from '../../mocks/fixtures/compute'
import { pb } from '../../screens/path-builder'
import type { Locale } from '../../i18n'

async function openAt(path: string, locale: Locale = 'en') {
  credentials.setApiKey(ownerApiKey)
  const view = renderApp({ path, locale })
  await screen.findByRole('table')
  return { ...view, user: userEvent.setup() }
}

test('Ctrl+K finds a VM of the lists read so far by name and opens it with the keyboard', async () => {
  const { user, router } = await openAt(pb.vms())
  await screen.findByRole('link', { name: 'db-1' })
  await user.keyboard('{Control>}k{/Control}')
  const dialog = within(await screen.findByRole('dialog', { name: 'Go to' }))
  const box = dialog.getByRole('combobox', { name: 'Find a resource, page or action' })
  await waitFor(() => expect(document.activeElement).toBe(box))
  await user.type(box, 'build')
  const options = dialog.getAllByRole('option')
  expect(options.map((option) => option.textContent)).toEqual(['build-runnerVirtual machine · Tallinn'])
  expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id)
  await user.keyboard('{Enter}')
  const runner = vmsByLocation.tll![1]!
  await waitFor(() => expect(router.state.location.pathname).toBe(`${pb.vm({ location: 'tll', vmId: runner.uuid })}`))
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('finds by UUID, moves with the arrow keys, and offers pages and actions such as a new VM', async () => {
  const { user, router } = await openAt(pb.vms())
  await screen.findByRole('link', { name: 'db-1' })
  await user.keyboard('{Meta>}k{/Meta}')
  const dialog = within(await screen.findByRole('dialog'))
  const box = dialog.getByRole('combobox')
  await user.type(box, vmsByLocation.jhv![0]!.uuid.slice(0, 13))
  expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual(['db-1Virtual machine · Jõhvi'])

  await user.clear(box)
  await user.type(box, 'new virtual')
  expect(dialog.getAllByRole('option')[0]?.textContent).toBe('New virtual machineAction')
  await user.clear(box)
  await user.type(box, 'virtual machines')
  await user.keyboard('{ArrowDown}{ArrowUp}')
  expect(dialog.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true')
  await user.clear(box)
  await user.type(box, 'new virtual')
  await user.keyboard('{Enter}')
  await waitFor(() => expect(router.state.location.pathname).toBe(`${pb.vmCreate()}`))
})

test('Escape closes it and gives focus back; nothing found is said; Spanish texts', async () => {
  const { user } = await openAt(pb.vms(), 'es')
  const button = screen.getByRole('button', { name: /Buscar/ })
  await user.click(button)
  const dialog = within(await screen.findByRole('dialog', { name: 'Ir a' }))
  await user.type(dialog.getByRole('combobox', { name: 'Buscar un recurso, una página o una acción' }), 'zzzz')
  expect(dialog.getByText('Nada coincide con «zzzz».')).toBeTruthy()
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  await waitFor(() => expect(document.activeElement).toBe(button))
})
