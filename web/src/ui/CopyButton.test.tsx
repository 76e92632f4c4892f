import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { copyConfirmationMs, CopyButton } from './CopyButton'
import { Uuid } from './Uuid'
import { truncateUuid } from './uuid'

test('copies, confirms for 1 s, closes, and its text reverts after another second', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
  renderWithProviders(
    <>
      <button type="button">before</button>
      <CopyButton value="aaaaaaaa-1111" label="Copy the UUID" />
    </>,
  )

  await user.click(screen.getByRole('button', { name: 'Copy the UUID' }))
  expect(await navigator.clipboard.readText()).toBe('aaaaaaaa-1111')
  expect(screen.getByRole('tooltip').textContent).toBe('Copied')

  act(() => vi.advanceTimersByTime(copyConfirmationMs))
  expect(screen.queryByRole('tooltip')).toBeNull()
  act(() => vi.advanceTimersByTime(copyConfirmationMs))

  // Focus it again from the keyboard: the tooltip is back to 'Copy'.
  await user.tab({ shift: true })
  await user.tab()
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy the UUID' }))
  expect((await screen.findByRole('tooltip')).textContent).toBe('Copy')
})

test('UUIDs are truncated with an ellipsis', () => {
  expect(truncateUuid('aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb')).toBe('aaaaaaaa…')
  expect(truncateUuid('short')).toBe('short')
  // Only UUIDs are cut: a long number or key stays whole.
  expect(truncateUuid('1200770764')).toBe('1200770764')
  expect(truncateUuid('default.0wner0001')).toBe('default.0wner0001')
  renderWithProviders(<Uuid value="aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb" />)
  expect(screen.getByText('aaaaaaaa…').getAttribute('title')).toBe('aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb')
  expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy()
})
