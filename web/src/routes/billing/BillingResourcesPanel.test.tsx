import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { pb } from '../../screens/path-builder'
import { ownerApiKey } from '../../mocks/fixtures/control'

test('the usage tab lists the VMs the account pays for, location by location, linked to each VM', async () => {
  credentials.setApiKey(ownerApiKey)
  const user = userEvent.setup()
  renderApp({ path: pb.billingAccount({ id: 11 }) })
  await user.click(await screen.findByRole('tab', { name: 'Usage' }))
  const table = await screen.findByRole('table', { name: 'Virtual machines paid from this account' })
  const web = within(table).getByRole('link', { name: 'web-1' })
  expect(web.getAttribute('href')).toContain('/compute/vm/tll/5f529bc8-2062-4120-9868-90a35da4d6a8')
})

test('an account that pays for no VM says so', async () => {
  credentials.setApiKey(ownerApiKey)
  const user = userEvent.setup()
  renderApp({ path: pb.billingAccount({ id: 12 }) })
  await user.click(await screen.findByRole('tab', { name: 'Usage' }))
  expect(await screen.findByText('No virtual machines are paid from this account.')).toBeTruthy()
})
