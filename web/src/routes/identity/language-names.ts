import type { Locale } from '../../i18n'

/** Each language named in itself, so it can be found whatever the current one. */
export const languageNames: Record<Locale, string> = { en: 'English', et: 'Eesti', es: 'Español' }
