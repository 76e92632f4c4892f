/** docs/product/config.md#brands-and-themes: elapsed time over expected lifetime as a percentage, capped at 100. */
export function loadingProgress(elapsedMs: number, expectedMs: number): number {
  if (!(elapsedMs > 0)) return 0 // not started, or a clock that went backwards; NaN too
  if (!(expectedMs > 0)) return 100 // nothing expected: done as soon as it started
  return Math.min(100, (elapsedMs / expectedMs) * 100)
}

/**
 * The same from a resource's own times on the session's clock (`YYYY-MM-DD HH:MM:SS`, UTC): when
 * the transition began, when it is due and the simulated seconds still to go, in whole percent.
 */
export function clockProgress(startedAt: string, readyAt: string, readyIn: number): number {
  const seconds = (at: string) => Date.parse(`${at.replace(' ', 'T')}Z`) / 1000
  const total = seconds(readyAt) - seconds(startedAt)
  if (!(total > 0)) return 100
  return Math.round(loadingProgress(total - readyIn, total))
}

/** Seconds on the session's clock as whole minutes, at least one while anything is left. */
export const minutesLeft = (seconds: number) => Math.max(seconds > 0 ? 1 : 0, Math.ceil(seconds / 60))

/** docs/product/config.md#console-components: indicators wait 500 ms (2000 ms for a lazy section); progress moves every 200 ms. */
export const indicatorDelay = { default: 500, lazy: 2000 } as const
export const progressTick = 200
