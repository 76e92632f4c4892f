import { isLocale, loadLocale, resolveLocale, type Locale } from '../i18n'

/**
 * The console's language: the user's profile `lang` once known (docs/product/config.md#site-configuration; kept on the
 * user, so it follows them to another browser), else the browser's preference. Stored here too,
 * so the next load starts in it before the user is read.
 */
const storageKey = 'cloudsim.locale'
const listeners = new Set<() => void>()

export const localeChoice = {
  get(): Locale {
    const stored = localStorage.getItem(storageKey)
    return isLocale(stored) ? stored : resolveLocale(navigator.languages)
  },
  /** Switches once the language's catalogue is here; if it cannot be fetched, the current one stays. */
  set(lang: string | null | undefined) {
    if (!isLocale(lang) || localStorage.getItem(storageKey) === lang) return
    loadLocale(lang).then(
      () => {
        localStorage.setItem(storageKey, lang)
        listeners.forEach((listener) => listener())
      },
      () => undefined,
    )
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}
