import type { ErrorComponentProps } from '@tanstack/react-router'
import { ApiError } from '../api/errors'
import { browser } from '../platform/browser'
import { useLogout } from '../api/use-logout'
import { useT } from '../i18n'
import { Button } from '../ui/Button'
import styles from './CrashScreen.module.css'
import { errorText } from './error-text'

/**
 * The top-level crash screen (docs/product/config.md#console-components): the error message, a detail in parentheses when
 * there is one, 'Reload page' (not for a refused API key: reloading cannot fix that) and
 * 'Log out', which logs out and reloads.
 */
export function CrashScreen({ error }: { error: unknown }) {
  const t = useT()
  const logOut = useLogout()
  const detail = crashDetail(error)
  const canReload = !(error instanceof ApiError && error.kind === 'credentials')
  return (
    <main className={styles.crash}>
      <div role="alert">
        <h1 className={styles.title}>{t('crash.title')}</h1>
        <p className={styles.message}>
          {errorText(error, t, { withCorrelationId: true })}
          {detail && <span className={styles.detail}> ({detail})</span>}
        </p>
      </div>
      <div className={styles.actions}>
        {canReload && <Button onClick={() => browser.reload()}>{t('crash.reload')}</Button>}
        <Button className={styles.secondary} onClick={logOut}>
          {t('crash.logOut')}
        </Button>
      </div>
    </main>
  )
}

/** The class and status of an API error, e.g. `credentials, HTTP 403`. */
export function crashDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  return [error.kind, error.status && `HTTP ${error.status}`].filter(Boolean).join(', ')
}

/** The router's error boundary. */
export function RouteCrash({ error }: ErrorComponentProps) {
  return <CrashScreen error={error} />
}
