import { afterEach, expect, test, vi } from 'vitest'
import { localeChoice } from './locale'

// Issue 43: "The brand's siteLocale is the default"; a visitor's stored choice wins.
afterEach(() => vi.restoreAllMocks())

test("with no choice stored the console speaks the site's language", async () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
  const changed = vi.fn()
  const stop = localeChoice.subscribe(changed)
  await localeChoice.setSite('es-ES')
  expect(localeChoice.get()).toBe('es')
  expect(changed).toHaveBeenCalledTimes(1)
  // A site in a language the console does not speak: the browser's preference.
  await localeChoice.setSite('id-ID')
  expect(localeChoice.get()).toBe('en')
  stop()
})

test("a stored choice wins over the site's language", async () => {
  localStorage.setItem('cloudsim.locale', 'et')
  await localeChoice.setSite('es-ES')
  expect(localeChoice.get()).toBe('et')
})
