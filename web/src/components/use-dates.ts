import { useSyncExternalStore } from 'react'
import { formatInstant, timeZoneChoice } from '../platform/time-zone'
import { useLocale } from '../i18n'

/** Dates in the user's language and chosen time zone; API instants are unix seconds or date strings. */
export function useDates() {
  const locale = useLocale()
  const zone = useSyncExternalStore(timeZoneChoice.subscribe, timeZoneChoice.get)
  const seconds = (value: number | string) =>
    typeof value === 'number' ? value : Date.parse(/Z|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`) / 1000
  return {
    dateTime: (value: number | string) => formatInstant(locale, seconds(value), zone),
    date: (value: number | string) => formatInstant(locale, seconds(value), zone, false),
  }
}
