import { useSyncExternalStore } from 'react'
import { localeChoice } from '../../platform/locale'
import { displayCurrencyChoice } from '../../platform/money'
import { timeZoneChoice, timeZones } from '../../platform/time-zone'
import { useSite } from '../../platform/use-site'
import { errorText } from '../../components/error-text'
import { useToasts } from '../../ui/toast-store'
import { useMoney } from '../../components/use-money'
import { locales, useLocale, useT, type Locale } from '../../i18n'
import { SelectField } from '../../ui/SelectField'
import { languageNames } from './language-names'
import { useProfileUpdate } from '../../api/identity-changes'
import styles from '../billing/Money.module.css'

/**
 * Language (kept on the user's profile, applied at once), time zone and display currency (kept
 * in this browser: the API has no field for them).
 */
export function PreferencesSection() {
  const t = useT()
  const locale = useLocale()
  const toasts = useToasts()
  const money = useMoney()
  const { config } = useSite()
  const zone = useSyncExternalStore(timeZoneChoice.subscribe, timeZoneChoice.get)
  const update = useProfileUpdate({ errorToast: false })
  const setLanguage = (lang: Locale) => {
    localeChoice.set(lang)
    update.mutate({ lang }, { onError: (error) => toasts.error(new Error(`${t('identity.profile.updateFailed')}: ${errorText(error, t)}`)) })
  }
  return (
    <section className={styles.section} aria-labelledby="profile-preferences">
      <h2 id="profile-preferences">{t('identity.profile.preferences')}</h2>
      <div className={styles.form}>
        <SelectField
          label={t('identity.profile.language')}
          value={locale}
          onChange={(event) => setLanguage(event.target.value as Locale)}
        >
          {locales.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageNames[code]}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('identity.profile.timeZone')} value={zone} onChange={(e) => timeZoneChoice.set(e.target.value)}>
          <option value="">{t('identity.profile.browserZone')}</option>
          {timeZones().map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        {config.displayCurrencies.length > 1 && (
          <SelectField
            label={t('pricing.currency')}
            value={money.display.code}
            onChange={(e) => displayCurrencyChoice.set(e.target.value)}
          >
            {config.displayCurrencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} — {c.title}
              </option>
            ))}
          </SelectField>
        )}
      </div>
    </section>
  )
}
