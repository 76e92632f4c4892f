import { useId, type ChangeEvent } from 'react'
import { simControl } from '../../api/control'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { useToasts } from '../../ui/toast-store'
import { downloadText } from './download'
import { ErrorLine } from './ErrorLine'
import { useRefreshAll } from './use-refresh-all'
import styles from './DevToolbar.module.css'
import { useApiMutation } from '../../api/use-api-mutation'

/** Export the session's whole world as a JSON file; import one (from any session) into this one. */
export function StateControls({ session }: { session: string }) {
  const t = useT()
  const toasts = useToasts()
  const refreshAll = useRefreshAll()
  const inputId = useId()
  const exportState = useApiMutation({
    mutationFn: () => simControl.exportState(session),
    onSuccess: (json) => downloadText(json, `${session}-state.json`, 'application/json'),
    errorToast: false,
  })
  const importState = useApiMutation({
    mutationFn: async (file: File) => simControl.importState(session, JSON.parse(await file.text()) as unknown),
    onSuccess: async () => {
      await refreshAll()
      toasts.success(t('control.stateImported'))
    },
    errorToast: false,
  })
  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (file) importState.mutate(file)
    event.target.value = ''
  }
  return (
    <section className={styles.section} aria-labelledby={`${session}-state`}>
      <h3 id={`${session}-state`} className={styles.subheading}>
        {t('control.state')}
      </h3>
      <div className={styles.row}>
        <Button className={styles.secondary} disabled={exportState.isPending} onClick={() => exportState.mutate()}>
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
