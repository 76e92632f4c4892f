/** Platform seed §4: elapsed time over expected lifetime as a percentage, capped at 100. */
export function loadingProgress(elapsedMs: number, expectedMs: number): number {
  if (!(elapsedMs > 0)) return 0 // not started, or a clock that went backwards; NaN too
  if (!(expectedMs > 0)) return 100 // nothing expected: done as soon as it started
  return Math.min(100, (elapsedMs / expectedMs) * 100)
}

/** Platform seed §9: indicators wait 500 ms (2000 ms for a lazy section); progress moves every 200 ms. */
export const indicatorDelay = { default: 500, lazy: 2000 } as const
export const progressTick = 200
