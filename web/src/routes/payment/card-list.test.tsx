import { screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderCards } from '../../../test/cards'
import { card } from '../../mocks/fixtures/payment'

test('a payment config list entry that does not match its schema is named in a warning and still shown as it came', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const odd = { ...card({ id: 32, additional_data: { ...card({ id: 32 }).additional_data, last4: '1881' } }), created: '2025-01-10' }
  renderCards([card({ id: 31, is_primary: true }), odd], { offContract: true })

  expect(await screen.findByText('VISA ···1881 (01/29)')).toBeTruthy()
  expect(screen.getByText('VISA ···4242 (01/29)')).toBeTruthy()
  await waitFor(() => expect(warn).toHaveBeenCalled())
  expect(warn, 'the entry that matches is not named').toHaveBeenCalledTimes(1)
  const [message, entry] = warn.mock.calls[0] ?? []
  expect(message).toMatch(/^Payment config list entry 1 \(id 32\) does not match its schema: entry\/created must be integer/)
  expect(entry, 'the entry is kept raw').toEqual(odd)
})
