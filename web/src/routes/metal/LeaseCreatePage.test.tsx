import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { pb } from '../../screens/path-builder'
import { createdLeaseUuid } from '../../mocks/handlers/metal'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'
import { openMetal } from '../../../test/open-metal'
import type { LeaseCreate } from '../../api/metal'

test('picks an available spec, offers only the OSes it installs, prices it and leases it', async () => {
  let sent: { location: string; body: LeaseCreate } | undefined
  server.use(
    http.post<{ location: string }, LeaseCreate>('/v1/:location/metal/leases', async ({ params, request }) => {
      sent = { location: params.location, body: await sentBody(request.clone()) }
      return undefined
    }),
  )
  const user = userEvent.setup()
  const { router } = openMetal(pb.leaseCreate())
  const entry = await screen.findByRole('radio', { name: /Intel Xeon E-2388G/ })
  expect((entry as HTMLInputElement).checked).toBe(true)
  expect((screen.getByRole('radio', { name: /AMD EPYC 9354P/ }) as HTMLInputElement).disabled).toBe(true)
  expect(screen.getByText(/None available/)).toBeTruthy()
  const os = screen.getByRole('combobox', { name: 'Operating system' })
  expect([...(os as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Ubuntu 24.04 LTS', 'Debian 12 (bookworm)'])
  expect(await screen.findByText('€0.20 per hour, €146.00 per month', { selector: 'p' })).toBeTruthy()

  await user.click(screen.getByRole('radio', { name: /GPU server/ }))
  expect([...(os as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Ubuntu 24.04 LTS'])
  expect(screen.getByText('€2.00 per hour, €1,460.00 per month', { selector: 'p' })).toBeTruthy()

  await user.click(screen.getByRole('button', { name: 'Lease server' }))
  expect(screen.getByText('This field is required')).toBeTruthy()
  expect(sent).toBeUndefined()
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'render-1')
  await user.click(screen.getByRole('button', { name: 'Lease server' }))
  await waitFor(() => expect(router.state.location.pathname).toBe(`/metal/lease/${createdLeaseUuid}`))
  expect(sent).toEqual({
    location: 'tll',
    body: { spec_uuid: 'spec-gpu', display_name: 'render-1', requested_os_id: 'ubuntu-24-04', billing_account_id: 11 },
  })
})

test('a refused lease is toasted and the form stays', async () => {
  server.use(
    http.post('/v1/:location/metal/leases', () =>
      HttpResponse.json({ errors: { Error: 'No available machines' } }, { status: 409 }),
    ),
  )
  const user = userEvent.setup()
  openMetal(pb.leaseCreate(), { locale: 'es' })
  await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'web-2')
  await user.click(screen.getByRole('button', { name: 'Alquilar servidor' }))
  expect(await screen.findByText(/No available machines/)).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Alquilar servidor' })).toBeTruthy()
})
