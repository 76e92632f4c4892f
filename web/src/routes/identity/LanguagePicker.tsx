import { localeChoice } from '../../platform/locale'
import { locales, useLocale, useT } from '../../i18n'
import { languageNames } from './language-names'
import styles from './SignInPage.module.css'

/**
 * The sign-in page's language: a visitor who does not read the site's language (the console's
 * until one is chosen, docs/product/config.md#brand-texts) picks another, kept in this browser.
 */
export function LanguagePicker() {
  const t = useT()
  const locale = useLocale()
  return (
    <label className={styles.language}>
      {t('identity.profile.language')}
      <select value={locale} onChange={(event) => localeChoice.set(event.target.value)}>
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </label>
  )
}
