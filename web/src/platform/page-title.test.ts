import { expect, test, vi } from 'vitest'
import { flashTitle, setPageTitle, titleRestoreMs } from './page-title'

test("a temporary title gives way to the page's own after 2 s", () => {
  vi.useFakeTimers()
  setPageTitle('Dashboard', 'Testcloud')
  expect(document.title).toBe('Dashboard | Testcloud')

  flashTitle('Error: Upstream is down')
  expect(document.title).toBe('Error: Upstream is down')
  // The page changes meanwhile: the new title waits for the restore.
  setPageTitle('Disks', 'Testcloud')
  expect(document.title).toBe('Error: Upstream is down')

  vi.advanceTimersByTime(titleRestoreMs - 1)
  expect(document.title).toBe('Error: Upstream is down')
  vi.advanceTimersByTime(1)
  expect(document.title).toBe('Disks | Testcloud')
})
