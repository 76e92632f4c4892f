import { useQuery } from '@tanstack/react-query'
import { simOutboxQuery } from '../../api/control'
import { useLocale, useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { ErrorLine } from './ErrorLine'
import styles from './DevToolbar.module.css'

/**
 * Every mail the session "sent" (verification, password reset, low balance, failed top-up),
 * newest first, with its links clickable: they are paths on this origin (`/__sim/idp/…`, `/app/…`).
 */
export function OutboxView({ session }: { session: string }) {
  const t = useT()
  const locale = useLocale()
  const outbox = useQuery(simOutboxQuery(session))
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  const mails = [...(outbox.data ?? [])].reverse()
  return (
    <section className={styles.section} aria-labelledby={`${session}-outbox`}>
      <div className={styles.sectionHead}>
        <h3 id={`${session}-outbox`} className={styles.subheading}>
          {t('control.outbox')}
        </h3>
        <Button className={styles.secondary} disabled={outbox.isFetching} onClick={() => void outbox.refetch()}>
          {t('control.refresh')}
        </Button>
      </div>
      {outbox.isError && <ErrorLine error={outbox.error} />}
      {outbox.data && mails.length === 0 && <p className={styles.muted}>{t('control.noMail')}</p>}
      {mails.length > 0 && (
        <ul className={styles.entries}>
          {mails.map((mail) => (
            <li key={mail.id}>
              <details>
                <summary>
                  <strong>{mail.subject}</strong>
                  <span className={styles.muted}>
                    {t('control.mailMeta', { to: mail.to, at: format.format(new Date(mail.sent_at)), kind: mail.kind })}
                  </span>
                </summary>
                <p className={styles.mailBody}>{mail.body}</p>
                {mail.links.length > 0 && (
                  <ul className={styles.links}>
                    {mail.links.map((link) => (
                      <li key={link}>
                        <a href={link} target="_blank" rel="noreferrer">
                          {link}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
