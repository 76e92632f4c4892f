import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { renderCards } from '../../../test/cards'
import { card } from '../../mocks/fixtures/payment'
import { sentBody } from '../../mocks/sent-body'
import { server } from '../../mocks/server'

test("a card's row menu offers what its state allows and deletes it only after asking", async () => {
  const deleted: number[] = []
  const primary = card({ id: 31, is_primary: true })
  const other = { ...card({ id: 32, is_primary: false }), additional_data: { ...card({ id: 32 }).additional_data, last4: '1881' } }
  server.use(
    http.delete('/v1/payment/card', async ({ request }) => {
      deleted.push(((await sentBody(request)) as { payment_object_id: number }).payment_object_id)
      return HttpResponse.json({ success: true })
    }),
  )
  const user = userEvent.setup()
  renderCards([primary, other])

  await user.click(await screen.findByRole('button', { name: 'Actions for VISA ···4242 (01/29)' }))
  const primaryMenu = screen.getByRole('group', { name: 'Actions for VISA ···4242 (01/29)' })
  expect(within(primaryMenu).queryByRole('button', { name: 'Make primary' }), 'already the primary card').toBeNull()
  await user.keyboard('{Escape}')

  await user.click(screen.getByRole('button', { name: 'Actions for VISA ···1881 (01/29)' }))
  const menu = screen.getByRole('group', { name: 'Actions for VISA ···1881 (01/29)' })
  expect(within(menu).getByRole('button', { name: 'Make primary' })).toBeTruthy()
  await user.click(within(menu).getByRole('button', { name: 'Delete VISA ···1881 (01/29)' }))
  expect(deleted, 'nothing is deleted before the answer').toEqual([])
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  await vi.waitFor(() => expect(deleted).toEqual([32]))
})
