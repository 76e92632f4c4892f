import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { locationsQuery, vmImagesQuery, vmListQuery } from '../../api/queries'
import type { Vm } from '../../api/types'
import { pb } from '../../app/path-builder'
import { ResourceFrame } from '../../components/ResourceScreens'
import { SortHeader, TablePager, TableSearch } from '../../components/table/TableControls'
import { useTableView, type Column } from '../../components/table/table-view'
import { useLocale, useT } from '../../i18n'
import { DelayedSpinner } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import styles from '../../components/ResourceScreens.module.css'
import { locationName, osDisplayName, vmIp, vmSize } from './vm-format'
import { VmStatusBadge } from './VmStatusBadge'
import { LoadError } from '../../components/LoadError'

type Row = { location: string; vm: Vm }

/**
 * Every VM of the user across the site's locations: one list call per location from
 * `config/locations` (no endpoint aggregates them). Each location's list re-reads itself while
 * one of its VMs is in a transitional status. Large lists are searched, sorted and paged.
 */
export function VmsPage() {
  const t = useT()
  const locations = useQuery(locationsQuery)
  const lists = useQueries({
    queries: (locations.data ?? []).map((location) => vmListQuery(location.slug)),
    combine: (results) => ({
      rows: results.flatMap((result, i): Row[] =>
        (result.data ?? []).map((vm) => ({ location: locations.data?.[i]?.slug ?? '', vm })),
      ),
      pending: results.some((result) => result.isPending),
      failed: results.filter((result) => result.isError),
    }),
  })
  const images = useQuery(vmImagesQuery)
  const locale = useLocale()
  const os = (vm: Vm) => osDisplayName(vm, images.data)
  const where = (slug: string) => locationName(slug, locations.data)
  const columns: Column<Row>[] = [
    { key: 'name', value: ({ vm }) => vm.name },
    { key: 'status', value: ({ vm }) => t(`compute.status.${vm.status}`) },
    { key: 'location', value: ({ location }) => where(location) },
    { key: 'size', value: ({ vm }) => vm.vcpu * 1e9 + vm.memory },
    { key: 'os', value: ({ vm }) => os(vm) },
    { key: 'ip', value: ({ vm }) => vmIp(vm) },
  ]
  const view = useTableView(lists.rows, {
    columns,
    locale,
    text: ({ location, vm }) => [vm.name, vm.uuid, vm.status, where(location), os(vm), vm.public_ipv4 ?? '', vm.private_ipv4, vm.description].join(' '),
  })
  const title = t('resources.virtual_machine.other')
  const failure = locations.error ?? lists.failed[0]?.error
  const pending = locations.isPending || lists.pending

  return (
    <ResourceFrame type="virtual_machine" title={title}>
      <p>
        <Link to={pb.vmCreate()}>{t('screens.create', { type: t('resources.virtual_machine.one') })}</Link>
      </p>
      {failure && (
        <LoadError
          title={t('compute.listFailed')}
          error={failure}
          onRetry={() => {
            if (locations.isError) void locations.refetch()
            lists.failed.forEach((result) => void result.refetch())
          }}
        />
      )}
      {pending && !failure && <DelayedSpinner />}
      {!pending && !failure && lists.rows.length === 0 && <Notice>{t('compute.empty')}</Notice>}
      {lists.rows.length > 0 && (
        <>
          <TableSearch view={view} label={t('table.search')} />
          <table className={styles.table} aria-label={title}>
            <thead>
              <tr>
                <SortHeader view={view} column="name">{t('compute.column.name')}</SortHeader>
                <SortHeader view={view} column="status">{t('compute.column.status')}</SortHeader>
                <SortHeader view={view} column="location">{t('compute.column.location')}</SortHeader>
                <SortHeader view={view} column="size">{t('compute.column.size')}</SortHeader>
                <SortHeader view={view} column="os">{t('compute.column.os')}</SortHeader>
                <SortHeader view={view} column="ip">{t('compute.column.ip')}</SortHeader>
              </tr>
            </thead>
            <tbody>
              {view.rows.map(({ location, vm }) => (
                <tr key={`${location}/${vm.uuid}`}>
                  <th scope="row" data-label={t('compute.column.name')}>
                    <Link to={pb.vm({ location, vmId: vm.uuid })}>{vm.name}</Link>
                  </th>
                  <td data-label={t('compute.column.status')}>
                    <VmStatusBadge status={vm.status} />
                  </td>
                  <td data-label={t('compute.column.location')}>{where(location)}</td>
                  <td data-label={t('compute.column.size')}>{vmSize(vm, t)}</td>
                  <td data-label={t('compute.column.os')}>{os(vm)}</td>
                  <td data-label={t('compute.column.ip')}>{vmIp(vm)}</td>
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
