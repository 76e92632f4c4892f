/**
 * The time zone dates are shown in (docs/product/config.md#site-configuration: the profile texts mention a timezone; the
 * profile call has no field for it, so the choice is kept in this browser). Empty means the
 * browser's own zone.
 */
const storageKey = 'cloudsim.time-zone'
const listeners = new Set<() => void>()

export const timeZoneChoice = {
  get: (): string => localStorage.getItem(storageKey) ?? '',
  set(zone: string) {
    if (zone) localStorage.setItem(storageKey, zone)
    else localStorage.removeItem(storageKey)
    listeners.forEach((listener) => listener())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

/** Zones the browser knows, or a short list where it cannot tell. */
export function timeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] }
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC', 'Europe/Tallinn', 'Europe/Madrid', 'Asia/Jakarta']
}

/** A unix-seconds instant as a date and time in `zone` ('' is the browser's zone). */
export function formatInstant(locale: string, seconds: number, zone: string, withTime = true): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    ...(zone ? { timeZone: zone } : {}),
  }).format(new Date(seconds * 1000))
}
