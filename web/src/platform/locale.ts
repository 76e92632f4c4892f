import { isLocale, loadLocale, resolveLocale, type Locale } from '../i18n'

/**
 * The console's language (docs/product/config.md#brand-texts): the one chosen (the user's profile
 * `lang` once known, kept on the user so it follows them to another browser; stored here too, so
 * the next load starts in it before the user is read), else the site's own (`siteLocale`, when the
 * console speaks it), else the browser's preference.
 */
const storageKey = 'cloudsim.locale'
/** The site's language, kept so the next load starts in it before the configuration arrives. */
const siteKey = 'cloudsim.locale.site'
const listeners = new Set<() => void>()

/** The language of a BCP 47 locale: `es` of `es-ES`. */
export const languageOf = (locale: string) => locale.split('-')[0]?.toLowerCase() ?? ''

const notify = () => listeners.forEach((listener) => listener())

export const localeChoice = {
  get(): Locale {
    const stored = localStorage.getItem(storageKey)
    if (isLocale(stored)) return stored
    const site = localStorage.getItem(siteKey)
    return isLocale(site) ? site : resolveLocale(navigator.languages)
  },
  /** Switches once the language's catalogue is here; if it cannot be fetched, the current one stays. */
  set(lang: string | null | undefined) {
    if (!isLocale(lang) || localStorage.getItem(storageKey) === lang) return
    loadLocale(lang).then(
      () => {
        localStorage.setItem(storageKey, lang)
        notify()
      },
      () => undefined,
    )
  },
  /**
   * The site's language from its `siteLocale` (`es` of `es-ES`; none when the console does not speak
   * it); settles once the language the console then shows has its catalogue here. Calls take turns,
   * so a second settles after the first.
   */
  setSite(siteLocale: string): Promise<void> {
    settling = settling.then(() => applySite(siteLocale))
    return settling
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

let settling = Promise.resolve()

async function applySite(siteLocale: string) {
  const lang = languageOf(siteLocale)
  const site = isLocale(lang) ? lang : null
  if (localStorage.getItem(siteKey) === site) return
  const before = localeChoice.get()
  if (site) localStorage.setItem(siteKey, site)
  else localStorage.removeItem(siteKey)
  const after = localeChoice.get()
  if (after === before) return
  await loadLocale(after).catch(() => undefined)
  notify()
}
