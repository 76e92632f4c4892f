import type { ReactNode } from 'react'
import { isResourceTypeEnabled, type ResourceType } from '../app/resource-types'
import { useDocumentTitle } from '../app/use-document-title'
import { useSite } from '../app/use-site'
import { useT } from '../i18n'
import { Notice } from '../ui/Notice'
import styles from './ResourceScreens.module.css'

/**
 * A resource screen's frame: its title (also the page title) and, when the site does not offer
 * the type (docs/product/config.md#feature-flags), a notice instead of the content.
 */
export function ResourceFrame({ type, title, children }: { type: ResourceType; title: string; children?: ReactNode }) {
  const t = useT()
  const { config } = useSite()
  useDocumentTitle(title)
  return (
    <section className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      {isResourceTypeEnabled(type, config) ? (
        children
      ) : (
        <Notice>{t('shell.unavailable', { types: t(`resources.${type}.other`) })}</Notice>
      )}
    </section>
  )
}
