import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { pb, type NetworkType } from '../../app/path-builder'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import styles from '../../components/ResourceScreens.module.css'
import { useT } from '../../i18n'
import { DelayedSpinner } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { locationName } from '../compute/vm-format'
import { useAcrossLocations } from './across-locations'

export type Column<T> = { label: string; value: (item: T) => ReactNode }

type Props<T, K extends QueryKey> = {
  type: NetworkType
  query: (location: string) => UseQueryOptions<T[], Error, T[], K>
  /** The first column: the row's name, linking to its detail screen. */
  name: (item: T) => string
  detail: (location: string, item: T) => string
  columns: Column<T>[]
}

/** A network type's list across the site's locations, with a create link. */
export function NetworkList<T extends { uuid: string }, K extends QueryKey>({ type, query, name, detail, columns }: Props<T, K>) {
  const t = useT()
  const { locations, rows, pending, error, retry } = useAcrossLocations(query)
  const nameLabel = t('network.column.name')
  const locationLabel = t('network.column.location')
  return (
    <ResourceFrame type={type} title={t(`resources.${type}.other`)}>
      <p>
        <Link to={pb.networkCreate({ type })}>{t('screens.create', { type: t(`resources.${type}.one`) })}</Link>
      </p>
      {error && <LoadError title={t('network.listFailed')} error={error} onRetry={retry} />}
      {pending && !error && <DelayedSpinner />}
      {!pending && !error && rows.length === 0 && <Notice>{t(`network.empty.${type}`)}</Notice>}
      {rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{nameLabel}</th>
              <th scope="col">{locationLabel}</th>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ location, item }) => (
              <tr key={`${location}/${item.uuid}`}>
                <th scope="row" data-label={nameLabel}>
                  <Link to={detail(location, item)}>{name(item)}</Link>
                </th>
                <td data-label={locationLabel}>{locationName(location, locations)}</td>
                {columns.map((column) => (
                  <td key={column.label} data-label={column.label}>
                    {column.value(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ResourceFrame>
  )
}
