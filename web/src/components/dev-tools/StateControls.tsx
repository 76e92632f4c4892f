import { useId, type ChangeEvent } from 'react'
import { type SimSession } from '../../api/control'
import { useStateExport, useStateImport } from '../../api/control-changes'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { useToasts } from '../../ui/toast-store'
import { downloadText } from './download'
import { ErrorLine } from './ErrorLine'
import styles from './DevToolbar.module.css'

/**
 * Export the session's whole world as a JSON file; import one (from any session) into this one,
 * going on as the imported world's user of the same role. A refused import says why here, and
 * Reset session below brings the demo world back.
 */
export function StateControls({ session: info, apiKey }: { session: SimSession; apiKey: string }) {
  const t = useT()
  const toasts = useToasts()
  const inputId = useId()
  const session = info.session
  const exportState = useStateExport(session)
  const importState = useStateImport(info, apiKey)
  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (file) importState.mutate(file, { onSuccess: () => toasts.success(t('control.stateImported')) })
    event.target.value = ''
  }
  return (
    <section className={styles.section} aria-labelledby={`${session}-state`}>
      <h3 id={`${session}-state`} className={styles.subheading}>
        {t('control.state')}
      </h3>
      <div className={styles.row}>
        <Button className={styles.secondary} disabled={exportState.isPending} onClick={() => exportState.mutate(undefined, { onSuccess: (json) => downloadText(json, `${session}-state.json`, 'application/json') })}>
          {t('control.exportState')}
        </Button>
        <input
          id={inputId}
          type="file"
          accept="application/json,.json"
          className={`visually-hidden ${styles.fileInput}`}
          disabled={importState.isPending}
          onChange={pick}
        />
        <label htmlFor={inputId} className={styles.fileButton}>
          {t('control.importState')}
        </label>
      </div>
      {exportState.isError && <ErrorLine error={exportState.error} />}
      {importState.isError && <ErrorLine error={importState.error} />}
    </section>
  )
}
