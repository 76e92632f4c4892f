import { Link, useParams } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isResourceTypeEnabled, resourceTypeInfo, type ResourceType } from '../app/resource-types'
import { useDocumentTitle } from '../app/use-document-title'
import { useSite } from '../app/use-site'
import { useT } from '../i18n'
import { Notice } from '../ui/Notice'
import { Uuid } from '../ui/Uuid'
import styles from './ResourceScreens.module.css'

/**
 * A resource screen's frame: its title (also the page title) and, when the site does not offer
 * the type (platform seed §6), a notice instead of the content.
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

/** Placeholder screens for the resource areas not built yet (the areas replace these). */
function Frame({ type, title, children }: { type: ResourceType; title: string; children?: ReactNode }) {
  const t = useT()
  return (
    <ResourceFrame type={type} title={title}>
      {children}
      <Notice mode="compact">{t('common.notBuilt')}</Notice>
    </ResourceFrame>
  )
}

export function ResourceListScreen({ type }: { type: ResourceType }) {
  const t = useT()
  const create = resourceTypeInfo[type].create
  return (
    <Frame type={type} title={t(`resources.${type}.other`)}>
      {create && (
        <p>
          <Link to={create}>{t('screens.create', { type: t(`resources.${type}.one`) })}</Link>
        </p>
      )}
    </Frame>
  )
}

export function ResourceCreateScreen({ type }: { type: ResourceType }) {
  const t = useT()
  return <Frame type={type} title={t('screens.create', { type: t(`resources.${type}.one`) })} />
}

export function ResourceEditScreen({ type }: { type: ResourceType }) {
  const t = useT()
  return <Frame type={type} title={t('screens.edit', { type: t(`resources.${type}.one`) })} />
}

/** A detail screen; `param` names the route parameter holding the id (e.g. `vmId`). */
export function ResourceDetailScreen({ type, param }: { type: ResourceType; param: string }) {
  const t = useT()
  const params = useParams({ strict: false }) as Record<string, string | undefined>
  const id = params[param] ?? ''
  return (
    <Frame type={type} title={t(`resources.${type}.one`)}>
      <p className={styles.id}>
        {params.location && <span>{params.location} · </span>}
        <Uuid value={id} />
      </p>
    </Frame>
  )
}
