import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { CopyButton, copyConfirmationMs } from './CopyButton'
import { Uuid } from './Uuid'
import { truncateUuid } from './uuid'

// First: a tooltip shown by an earlier test leaves the library's shared warm-up on (it opens the next at once).
test('its tooltip opens 300 ms after the pointer arrives and closes 100 ms after it leaves', () => {
  vi.useFakeTimers()
  renderWithProviders(<CopyButton value="aaaaaaaa-1111" label="Copy the UUID" />)
  const button = screen.getByRole('button', { name: 'Copy the UUID' })
  const mouse = { pointerType: 'mouse' }

  // A pointer user (a press anywhere says so): the tooltip waits for hovering, not for focus.
  fireEvent.pointerDown(document.body, mouse)
  fireEvent.pointerUp(document.body, mouse)
  fireEvent.pointerEnter(button, mouse)
  act(() => vi.advanceTimersByTime(299))
  expect(screen.queryByRole('tooltip')).toBeNull()
  act(() => vi.advanceTimersByTime(1))
  expect(screen.getByRole('tooltip').textContent).toBe('Copy')

  fireEvent.pointerLeave(button, mouse)
  act(() => vi.advanceTimersByTime(99))
  expect(screen.queryByRole('tooltip')).not.toBeNull()
  act(() => vi.advanceTimersByTime(1))
  expect(screen.queryByRole('tooltip')).toBeNull()
  vi.useRealTimers()
})

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
