import { useQuery } from '@tanstack/react-query'
import { simJournalQuery } from '../../api/control'
import { useJournalScenario } from '../../api/control-changes'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { downloadText } from './download'
import { ErrorLine } from './ErrorLine'
import styles from './DevToolbar.module.css'

/** How many of the latest requests the toolbar lists (the simulator keeps 1000). */
export const journalShown = 25

/**
 * The session's latest requests (method, path, status, correlation id) and "Save as scenario":
 * the whole journal as a YAML scenario that `cloudsim run` replays.
 */
export function JournalView({ session }: { session: string }) {
  const t = useT()
  const journal = useQuery(simJournalQuery(session))
  const save = useJournalScenario(session)
  const entries = (journal.data?.entries ?? []).slice(-journalShown).reverse()
  return (
    <section className={styles.section} aria-labelledby={`${session}-journal`}>
      <div className={styles.sectionHead}>
        <h3 id={`${session}-journal`} className={styles.subheading}>
          {t('control.journal')}
        </h3>
        <Button className={styles.secondary} disabled={journal.isFetching} onClick={() => void journal.refetch()}>
          {t('control.refresh')}
        </Button>
        <Button disabled={save.isPending} onClick={() => save.mutate(undefined, { onSuccess: (yaml) => downloadText(yaml, `${session}-journal.yaml`, 'application/yaml') })}>
          {t('control.saveScenario')}
        </Button>
      </div>
      {journal.isError && <ErrorLine error={journal.error} />}
      {save.isError && <ErrorLine error={save.error} />}
      {journal.data && entries.length === 0 && <p className={styles.muted}>{t('control.noRequests')}</p>}
      {entries.length > 0 && (
        <ol className={styles.entries} aria-label={t('control.latestRequests', { count: entries.length })}>
          {entries.map((entry) => (
            <li key={entry.seq} className={styles.request}>
              <span className={entry.status >= 400 ? styles.failed : undefined}>{entry.status}</span>
              <code>
                {entry.method} {entry.uri}
              </code>
              <span className={styles.muted}>{entry.correlation_id}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
