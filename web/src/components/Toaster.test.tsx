import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { ConnectionError, GenericApiError, MultiError, StandardError } from '../api/errors'
import { toastTick, toastTimeout } from '../ui/toast-store'

function progressOf(toast: HTMLElement) {
  return toast.closest('li')?.querySelector<HTMLElement>('div[aria-hidden="true"][style]')?.style.transform
}

test('a toast closes after 5 s, its progress moving every 200 ms', () => {
  vi.useFakeTimers()
  const { toasts } = renderWithProviders(null)
  act(() => void toasts.success('Disk added'))
  const status = screen.getByRole('status')
  expect(status.textContent).toBe('Disk added')
  expect(progressOf(status)).toBe('scaleX(1)')

  act(() => vi.advanceTimersByTime(toastTick))
  expect(progressOf(status)).toBe(`scaleX(${1 - toastTick / toastTimeout})`)
  // At 2.5 s the bar still shows the 2.4 s tick.
  act(() => vi.advanceTimersByTime(2300))
  expect(progressOf(screen.getByRole('status'))).toBe('scaleX(0.52)')
  act(() => vi.advanceTimersByTime(2499))
  expect(screen.queryByRole('status')).not.toBeNull()
  act(() => vi.advanceTimersByTime(1))
  expect(screen.queryByRole('status')).toBeNull()
})

test("an error toast reads 'Error: ' + message + correlation id; with Retry it stays open", async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
  const retry = vi.fn()
  const { toasts } = renderWithProviders(null)
  act(
    () =>
      void toasts.error(new StandardError('Failed to start virtual machine', { status: 500, correlationId: 'corr-1' }), {
        retry,
      }),
  )
  expect(screen.getByRole('alert').textContent).toBe('Error: Failed to start virtual machine [corr-1]')

  act(() => vi.advanceTimersByTime(3 * toastTimeout))
  expect(screen.getByRole('alert')).toBeTruthy()

  await user.click(screen.getByRole('button', { name: 'Retry' }))
  expect(retry).toHaveBeenCalledOnce()
  expect(screen.queryByRole('alert')).toBeNull()
})

test('error texts: translated client errors, server messages as sent, one correlation id', () => {
  const { toasts } = renderWithProviders(null, { locale: 'et' })
  act(() => {
    toasts.error(new ConnectionError())
    toasts.error(new GenericApiError('Upstream is down', { status: 500, correlationId: 'c9' }))
    toasts.error(new MultiError([new StandardError('Disk not found'), new StandardError('Disk not found')]))
  })
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
    'Viga: Serveriga ei õnnestunud ühendust luua',
    'Viga: Upstream is down [c9] (HTTP 500)',
    'Viga: Mitu (2) viga:\nDisk not found',
  ])
})

test('a toast shown again under the same id replaces the old one; Close dismisses it', async () => {
  const user = userEvent.setup()
  const { toasts } = renderWithProviders(null)
  act(() => {
    toasts.show({ id: 'q', tone: 'info', text: 'first' })
    toasts.show({ id: 'q', tone: 'info', text: 'second' })
  })
  expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['second'])
  await user.click(screen.getByRole('button', { name: 'Close notification' }))
  expect(screen.queryByRole('status')).toBeNull()
})
