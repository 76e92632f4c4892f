import { useQuery } from '@tanstack/react-query'
import { type SimSession, simStatesQuery } from '../../api/control'
import { useStateLoad } from '../../api/control-changes'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { useToasts } from '../../ui/toast-store'
import { ErrorLine } from './ErrorLine'
import styles from './DevToolbar.module.css'

/**
 * The named states (docs/reference/states.md) that apply to the session's brand, one click each:
 * the session's world is replaced by the state's (a restricted account, an unpaid invoice, …), so
 * an edge screen can be checked or a story told. `/app/?state=<name>` does the same.
 */
export function NamedStates({ session, apiKey }: { session: SimSession; apiKey: string }) {
  const t = useT()
  const toasts = useToasts()
  const states = useQuery(simStatesQuery)
  const load = useStateLoad(session, apiKey)
  const mine = (states.data ?? []).filter((state) => state.brands.includes(session.brand))
  const headingId = `${session.session}-named-states`
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {t('control.namedStates')}
      </h3>
      <p className={styles.muted}>{t('control.namedStatesHint')}</p>
      {states.isError && <ErrorLine error={states.error} />}
      {states.data && mine.length === 0 && <p className={styles.muted}>{t('control.noNamedStates', { brand: session.brand })}</p>}
      {mine.length > 0 && (
        <ul className={styles.states}>
          {mine.map((state) => (
            <li key={state.name}>
              <Button
                className={styles.secondary}
                disabled={load.isPending}
                aria-describedby={`${headingId}-${state.name}`}
                onClick={() => load.mutate(state.name, { onSuccess: () => toasts.success(t('control.stateLoaded', { title: state.title })) })}
              >
                {state.title}
              </Button>
              <span id={`${headingId}-${state.name}`} className={styles.muted}>
                {state.description}
              </span>
            </li>
          ))}
        </ul>
      )}
      {load.isError && <ErrorLine error={load.error} />}
    </section>
  )
}
