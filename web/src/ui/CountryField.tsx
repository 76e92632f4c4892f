import { useMemo, type ChangeEvent } from 'react'
import type { Locale } from '../i18n'
import { SelectField } from './SelectField'

/** Codes Intl names that are not countries one bills to (groupings, reserved codes). */
const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'])

/**
 * ISO 3166 two-letter codes with their names in `locale`, sorted by name: every AA…ZZ that the
 * platform's `Intl.DisplayNames` knows as a region.
 */
export function countries(locale: Locale): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']
  return letters
    .flatMap((a) => letters.map((b) => a + b))
    .filter((code) => !notCountries.has(code))
    .flatMap((code) => {
      const name = names.of(code)
      return name && name !== code ? [{ code, name }] : []
    })
    .sort((x, y) => x.name.localeCompare(y.name, locale))
}

type Props = {
  label: string
  locale: Locale
  value: string
  required?: boolean | undefined
  /** Shown as the empty choice. */
  placeholder: string
  onChange: (code: string) => void
}

/**
 * A country picked from a list by name, sent as its two-letter code: typing 'Estonia' into a
 * two-letter box used to save 'ES' (Spain).
 */
export function CountryField({ label, locale, value, required, placeholder, onChange }: Props) {
  const options = useMemo(() => countries(locale), [locale])
  return (
    <SelectField
      label={label}
      required={required}
      value={value.toUpperCase()}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </SelectField>
  )
}
