/**
 * Seconds from `now` to the start of the next UTC month: the billing hour due then charges the
 * month's last hour and closes the month into its invoice (docs/product/control.md#clock), so
 * advancing by this much shows the invoice being issued. From a month's very first instant, the
 * month ahead is skipped whole.
 */
export function secondsToMonthEnd(now: string): number {
  const at = new Date(now)
  const next = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)
  return Math.max(1, Math.ceil((next - at.getTime()) / 1000))
}

/** Realtime speeds a presenter picks from (simulated seconds per real second); 0 stops the clock. */
export const speedPresets = [
  { speed: 0, label: 'control.presetManual' },
  { speed: 60, label: 'control.presetMinute' },
  { speed: 60 * 60, label: 'control.presetHour' },
  { speed: 24 * 60 * 60, label: 'control.presetDay' },
] as const
