import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { createPath, listPath } from '../screens/path-builder'
import { isResourceTypeEnabled, resourceTypeInfo, type ResourceType } from '../screens/resource-types'
import { useDocumentTitle } from '../platform/use-document-title'
import { useSite } from '../platform/use-site'
import { useT } from '../i18n'
import { buttonClass } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { Notice } from '../ui/Notice'
import { PageHeader } from '../ui/PageHeader'
import styles from '../ui/Screens.module.css'

type Props = {
  type: ResourceType
  title: string
  /** A detail or create screen: the type's list as the way back. */
  detail?: boolean
  status?: ReactNode
  actions?: ReactNode
  children?: ReactNode
}

/**
 * A resource screen's frame: its header (also the page title; on detail screens breadcrumbs back
 * to the list) and, when the site does not offer the type (docs/product/config.md#feature-flags),
 * a notice instead of the content.
 */
export function ResourceFrame({ type, title, detail, status, actions, children }: Props) {
  const t = useT()
  const { config } = useSite()
  useDocumentTitle(title)
  const enabled = isResourceTypeEnabled(type, config)
  const list = listPath(type)
  return (
    <section className={styles.screen}>
      <PageHeader
        title={title}
        icon={resourceTypeInfo[type].icon}
        breadcrumbs={detail && list ? [{ label: t(`resources.${type}.other`), to: list }] : undefined}
        breadcrumbsLabel={t('shell.breadcrumbs')}
        status={enabled ? status : undefined}
        actions={enabled ? actions : undefined}
      />
      {enabled ? children : <Notice>{t('shell.unavailable', { types: t(`resources.${type}.other`) })}</Notice>}
    </section>
  )
}

/** A list's primary action: "New <type>" as a button at the header's right. */
export function CreateLink({ type }: { type: ResourceType }) {
  const t = useT()
  const create = createPath(type)
  if (!create || type === 'access_impersonation') return null
  return (
    <Link to={create} className={buttonClass('primary')}>
      <Icon name="plus" size={18} />
      {t(`resources.${type}.create`)}
    </Link>
  )
}

/** An empty list: the type's icon, why it is empty and the invitation to create the first one. */
export function EmptyState({ type, text }: { type: ResourceType; text: string }) {
  return (
    <div className={styles.empty} role="note">
      <span className={styles.emptyIcon}>
        <Icon name={resourceTypeInfo[type].icon} size={28} />
      </span>
      <p>{text}</p>
      <CreateLink type={type} />
    </div>
  )
}
