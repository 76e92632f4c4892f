import type { Invoice, UsageItem } from '../../api/billing'

/**
 * The account's story in numbers (docs/reference/console.md#dashboard): spend per day, credit
 * runway and the month's forecast, computed in the console from the usage report and the
 * invoices, since no call gives spend per day. Times are unix seconds; billing months and days
 * are UTC, as the billing hour closes them (docs/product/billing.md#invoices).
 */
const hour = 3600
const day = 24 * hour

/** An amount spent evenly over `hours` billing hours that end at `end`. */
export type Spend = { amount: number; hours: number; end: number }

/** One UTC day's spend: `day` is its first second. */
export type DaySpend = { day: number; amount: number }

const dayStart = (at: number) => Math.floor(at / day) * day

/**
 * What each resource spent and when: this month's usage rows up to `now`, and the lines of closed
 * cloud-services invoices up to their period's end. A row says only how many hours it was
 * charged, so its hours are taken as the latest ones of its period.
 */
export function spendsOf(usage: readonly UsageItem[], invoices: readonly Invoice[], now: number): Spend[] {
  const month = utcMonth(now)
  const current = usage.map((item) => ({ amount: item.cost, hours: item.hours, end: now }))
  const closed = invoices
    .filter((invoice) => invoice.id !== 'current' && invoice.type === 'cloud_services' && invoice.period_end < month.start)
    .flatMap((invoice) =>
      invoice.records_list
        .filter((line) => !line.is_technical && line.qty_unit === 'h')
        .map((line) => ({ amount: line.amount, hours: line.qty, end: invoice.period_end + 1 })),
    )
  return [...current, ...closed].filter((spend) => spend.hours > 0 && spend.amount !== 0)
}

/** What the spends cost between `from` and `to`. */
function spentBetween(spends: readonly Spend[], from: number, to: number): number {
  return spends.reduce((sum, { amount, hours, end }) => {
    const start = end - hours * hour
    const overlap = Math.min(end, to) - Math.max(start, from)
    return overlap > 0 ? sum + (amount * overlap) / (hours * hour) : sum
  }, 0)
}

/** Spend per UTC day over the `days` days that end with today's (today so far), oldest first. */
export function dailySpend(spends: readonly Spend[], now: number, days = 30): DaySpend[] {
  const today = dayStart(now)
  return Array.from({ length: days }, (_, i) => {
    const from = today - (days - 1 - i) * day
    return { day: from, amount: spentBetween(spends, from, Math.min(from + day, now)) }
  })
}

/**
 * The recent spend per day: the last `window` days', or since the first spend when the account
 * is younger. Zero without any spend.
 */
export function recentDailyRate(spends: readonly Spend[], now: number, window = 7): number {
  const first = Math.min(...spends.map(({ end, hours }) => end - hours * hour))
  const from = Math.max(now - window * day, first)
  const elapsed = now - from
  return elapsed > 0 ? (spentBetween(spends, from, now) / elapsed) * day : 0
}

/** How long the available credit lasts at `perDay`. */
export type Runway = { kind: 'no_credit' } | { kind: 'no_spend' } | { kind: 'days'; days: number }

export function runway(creditAvailable: number, perDay: number): Runway {
  if (creditAvailable <= 0) return { kind: 'no_credit' }
  if (perDay <= 0) return { kind: 'no_spend' }
  return { kind: 'days', days: Math.floor(creditAvailable / perDay) }
}

/** Days of runway from which it is told in whole months (of 30 days), as a person would say it. */
export const monthsFrom = 60

/** The runway in whole months where it is that long, else undefined (told in days). */
export function runwayMonths(days: number): number | undefined {
  return days >= monthsFrom ? Math.floor(days / 30) : undefined
}

/** The UTC month `at` falls in: its first second and the first second of the next. */
export function utcMonth(at: number): { start: number; next: number } {
  const date = new Date(at * 1000)
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000
  return { start, next }
}

/**
 * The month's cost at its end if it goes on as so far: linear in the time elapsed. Undefined in
 * the month's first billing hour, when there is nothing to go by.
 */
export function monthForecast(accrued: number, now: number): number | undefined {
  const { start, next } = utcMonth(now)
  const elapsed = now - start
  return elapsed < hour ? undefined : (accrued * (next - start)) / elapsed
}
