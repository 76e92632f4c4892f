import { Link } from '@tanstack/react-router'
import { pb } from '../screens/path-builder'
import { useDocumentTitle } from '../platform/use-document-title'
import { useT } from '../i18n'
import styles from './CrashScreen.module.css'

export function NotFoundPage() {
  const t = useT()
  useDocumentTitle(t('shell.notFound'))
  return (
    <main className={styles.crash}>
      <div>
        <h1 className={styles.title}>{t('shell.notFound')}</h1>
        <p className={styles.message}>{t('shell.notFoundText')}</p>
      </div>
      <p>
        <Link to={pb.dashboard()}>{t('shell.toDashboard')}</Link>
      </p>
    </main>
  )
}
