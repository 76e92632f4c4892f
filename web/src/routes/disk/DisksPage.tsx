import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { disksQuery, type Disk } from '../../api/compute'
import { locationsQuery, vmListQuery } from '../../api/queries'
import { pb } from '../../app/path-builder'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import { SortHeader, TablePager, TableSearch } from '../../components/table/TableControls'
import { useTableView, type Column } from '../../components/table/table-view'
import { useLocale, useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { DelayedSpinner } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import styles from '../../components/ResourceScreens.module.css'
import { locationName } from '../compute/vm-format'
import { diskName } from './disk-format'

type Row = { location: string; disk: Disk; name: string; vmName: string | undefined }

/**
 * Resource seed §2: /disks. Every disk of the user across the site's locations (standalone ones
 * and the VMs' boot disks), searchable, sortable and paged.
 */
export function DisksPage() {
  const t = useT()
  const locale = useLocale()
  const locations = useQuery(locationsQuery)
  const slugs = (locations.data ?? []).map((location) => location.slug)
  const disks = useQueries({ queries: slugs.map((slug) => disksQuery(slug)) })
  const vms = useQueries({ queries: slugs.map((slug) => vmListQuery(slug)) })
  const allVms = vms.flatMap((result) => result.data ?? [])
  const rows: Row[] = disks.flatMap((result, i) =>
    (result.data ?? []).map((disk) => ({
      location: slugs[i] ?? '',
      disk,
      name: diskName(disk, allVms),
      vmName: allVms.find((vm) => vm.uuid === disk.attached_to)?.name,
    })),
  )
  const where = (slug: string) => locationName(slug, locations.data)
  const columns: Column<Row>[] = [
    { key: 'name', value: (row) => row.name },
    { key: 'size', value: (row) => row.disk.size_gb },
    { key: 'status', value: (row) => (row.disk.attached_to ? 1 : 0) },
    { key: 'location', value: (row) => where(row.location) },
    { key: 'source', value: (row) => row.disk.source_image_type },
  ]
  const view = useTableView(rows, {
    columns,
    locale,
    text: (row) => [row.name, row.disk.uuid, row.vmName ?? '', where(row.location), row.disk.source_image_type].join(' '),
  })
  const title = t('resources.disk.other')
  const failed = disks.find((result) => result.isError)
  const failure = locations.error ?? failed?.error
  const pending = locations.isPending || disks.some((result) => result.isPending)

  return (
    <ResourceFrame type="disk" title={title}>
      <p>
        <Link to={pb.diskCreate()}>{t('screens.create', { type: t('resources.disk.one') })}</Link>
      </p>
      {failure && (
        <LoadError
          title={t('disks.listFailed')}
          error={failure}
          onRetry={() => {
            if (locations.isError) void locations.refetch()
            disks.filter((result) => result.isError).forEach((result) => void result.refetch())
          }}
        />
      )}
      {pending && !failure && <DelayedSpinner />}
      {!pending && !failure && rows.length === 0 && <Notice>{t('disks.empty')}</Notice>}
      {rows.length > 0 && (
        <>
          <TableSearch view={view} label={t('table.search')} />
          <table className={styles.table} aria-label={title}>
            <thead>
              <tr>
                <SortHeader view={view} column="name">{t('disks.column.name')}</SortHeader>
                <SortHeader view={view} column="size">{t('disks.column.size')}</SortHeader>
                <SortHeader view={view} column="status">{t('disks.column.attached')}</SortHeader>
                <SortHeader view={view} column="location">{t('compute.column.location')}</SortHeader>
                <SortHeader view={view} column="source">{t('disks.column.source')}</SortHeader>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={`${row.location}/${row.disk.uuid}`}>
                  <th scope="row" data-label={t('disks.column.name')}>
                    <Link to={pb.disk({ location: row.location, uuid: row.disk.uuid })}>{row.name}</Link>
                  </th>
                  <td data-label={t('disks.column.size')}>{t('compute.storage.sizeValue', { size: row.disk.size_gb })}</td>
                  <td data-label={t('disks.column.attached')}>
                    {row.disk.attached_to ? (
                      <Badge color="success" inList>
                        {row.vmName ? t('disks.attachedTo', { name: row.vmName }) : t('disks.attached')}
                      </Badge>
                    ) : (
                      <Badge inList>{t('disks.detached')}</Badge>
                    )}
                  </td>
                  <td data-label={t('compute.column.location')}>{where(row.location)}</td>
                  <td data-label={t('disks.column.source')}>{t(`disks.source.${row.disk.source_image_type}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <TablePager view={view} label={t('table.pages', { type: title })} />
        </>
      )}
    </ResourceFrame>
  )
}
