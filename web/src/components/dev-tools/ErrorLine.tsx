import { useT } from '../../i18n'
import { errorText } from '../error-text'
import styles from './DevToolbar.module.css'

/** A control call's failure, announced where it happened. */
export function ErrorLine({ error }: { error: unknown }) {
  const t = useT()
  return (
    <p role="alert" className={styles.error}>
      {t('common.error', { message: errorText(error, t) })}
    </p>
  )
}
