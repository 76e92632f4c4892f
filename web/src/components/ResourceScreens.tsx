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
 * Placeholder screens for the resource areas (issue #6 builds the frame; the areas fill these in).
 * Each checks the type's availability (platform seed §6) and sets the page title.
 */
function Frame({ type, title, children }: { type: ResourceType; title: string; children?: ReactNode }) {
  const t = useT()
  const { config } = useSite()
  useDocumentTitle(title)
  const enabled = isResourceTypeEnabled(type, config)
  return (
    <section className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      {enabled ? (
        <>
          {children}
          <Notice mode="compact">{t('common.notBuilt')}</Notice>
        </>
      ) : (
        <Notice>{t('shell.unavailable', { types: t(`resources.${type}.other`) })}</Notice>
      )}
    </section>
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
