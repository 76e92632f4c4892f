import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Badge, badgeColors } from './Badge'
import { Notice } from './Notice'

test('badges come in the eight colours, with a dot unless noDot', () => {
  expect(badgeColors).toEqual(['primary', 'success', 'error', 'warning', 'info', 'default', 'text', 'white'])
  render(
    <>
      {badgeColors.map((color) => (
        <Badge key={color} color={color}>
          {color}
        </Badge>
      ))}
      <Badge noDot>plain</Badge>
    </>,
  )
  for (const color of badgeColors) {
    const badge = screen.getByText(color)
    expect(badge.dataset.color).toBe(color)
    expect(badge.querySelector('[aria-hidden="true"]')).not.toBeNull()
  }
  expect(screen.getByText('plain').querySelector('[aria-hidden="true"]')).toBeNull()
  expect(screen.getByText('plain').dataset.color).toBe('default')
})

test('badge options: iconOnly keeps the label for screen readers; inHeader, inList and reverse are styling', () => {
  render(
    <Badge color="success" iconOnly inHeader inList reverse>
      Running
    </Badge>,
  )
  const label = screen.getByText('Running')
  expect(label.className).toBe('visually-hidden')
  const badge = label.parentElement as HTMLElement
  expect(badge.title).toBe('Running')
  expect({ ...badge.dataset }).toEqual({ color: 'success', iconOnly: 'true', inHeader: 'true', inList: 'true', reverse: 'true' })
})

test('notices: primary and success are notes, error is an alert; compact drops the title', () => {
  render(
    <>
      <Notice title="Heads up">Maintenance on Wednesday</Notice>
      <Notice color="success" mode="compact" title="hidden">
        Saved
      </Notice>
      <Notice color="error">Payment failed</Notice>
    </>,
  )
  const [full, compact] = screen.getAllByRole('note')
  expect(full?.textContent).toBe('Heads upMaintenance on Wednesday')
  expect(full?.dataset.mode).toBe('full')
  expect(compact?.textContent).toBe('Saved')
  expect(compact?.dataset.color).toBe('success')
  expect(screen.getByRole('alert').textContent).toBe('Payment failed')
})
