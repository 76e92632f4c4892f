import { useEffect, useState } from 'react'
import { flashTitle } from '../platform/page-title'
import { useT } from '../i18n'
import { Icon } from '../ui/Icon'
import { errorText } from './error-text'
import { toastTick, toastTimeout, useToastList, useToasts, type Toast, type ToastStore } from '../ui/toast-store'
import styles from './Toaster.module.css'

/**
 * The toasts (docs/product/config.md#console-components): 'Error: ' + message + correlation id for failures; each
 * closes after 5 s with its progress moving every 200 ms, unless it can retry: then it stays open
 * until retried or closed. Hovering or focusing a toast pauses its countdown.
 */
export function Toaster() {
  const t = useT()
  const store = useToasts()
  const toasts = useToastList(store)
  return (
    <section aria-label={t('toast.region')} className={styles.region}>
      <ol className={styles.list}>
        {toasts.map((toast) => (
          <ToastItem key={`${toast.id}:${toast.seq}`} toast={toast} store={store} />
        ))}
      </ol>
    </section>
  )
}

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const t = useT()
  const [elapsed, setElapsed] = useState(0)
  const [paused, setPaused] = useState(false)
  const sticky = toast.retry !== undefined
  const text =
    toast.text ?? t('common.error', { message: errorText(toast.error, t, { withCorrelationId: true }) })

  useEffect(() => {
    if (document.hidden) flashTitle(text)
  }, [text])
  useEffect(() => {
    if (sticky || paused) return
    const timer = setInterval(() => setElapsed((ms) => ms + toastTick), toastTick)
    return () => clearInterval(timer)
  }, [sticky, paused])
  useEffect(() => {
    if (!sticky && elapsed >= toastTimeout) store.dismiss(toast.id)
  }, [sticky, elapsed, store, toast.id])

  return (
    <li
      className={styles.toast}
      data-tone={toast.tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={toast.tone === 'error' ? 'alert' : toast.tone === 'success' ? 'check' : 'info'} />
      <p role={toast.tone === 'error' ? 'alert' : 'status'} className={styles.text}>
        {text}
      </p>
      {toast.retry && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            store.dismiss(toast.id)
            toast.retry?.()
          }}
        >
          {t('common.retry')}
        </button>
      )}
      <button type="button" className={styles.close} aria-label={t('toast.close')} onClick={() => store.dismiss(toast.id)}>
        <Icon name="close" size={16} />
      </button>
      {!sticky && (
        <div
          className={styles.progress}
          aria-hidden="true"
          style={{ transform: `scaleX(${Math.max(0, 1 - elapsed / toastTimeout)})` }}
        />
      )}
    </li>
  )
}
