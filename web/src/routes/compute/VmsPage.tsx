import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { locationsQuery, vmListQuery } from '../../api/queries'
import type { Vm } from '../../api/types'
import { pb } from '../../app/path-builder'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useT } from '../../i18n'
import { DelayedSpinner } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import styles from '../../components/ResourceScreens.module.css'
import { locationName, vmIp, vmOs, vmSize } from './vm-format'
import { VmStatusBadge } from './VmStatusBadge'
import { LoadError } from '../../components/LoadError'

type Row = { location: string; vm: Vm }

/**
 * Every VM of the user across the site's locations: one list call per location from
 * `config/locations` (no endpoint aggregates them). Each location's list re-reads itself while
 * one of its VMs is in a transitional status.
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
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('compute.column.name')}</th>
              <th scope="col">{t('compute.column.status')}</th>
              <th scope="col">{t('compute.column.location')}</th>
              <th scope="col">{t('compute.column.size')}</th>
              <th scope="col">{t('compute.column.os')}</th>
              <th scope="col">{t('compute.column.ip')}</th>
            </tr>
          </thead>
          <tbody>
            {lists.rows.map(({ location, vm }) => (
              <tr key={`${location}/${vm.uuid}`}>
                <th scope="row" data-label={t('compute.column.name')}>
                  <Link to={pb.vm({ location, vmId: vm.uuid })}>{vm.name}</Link>
                </th>
                <td data-label={t('compute.column.status')}>
                  <VmStatusBadge status={vm.status} />
                </td>
                <td data-label={t('compute.column.location')}>{locationName(location, locations.data)}</td>
                <td data-label={t('compute.column.size')}>{vmSize(vm, t)}</td>
                <td data-label={t('compute.column.os')}>{vmOs(vm)}</td>
                <td data-label={t('compute.column.ip')}>{vmIp(vm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ResourceFrame>
  )
}
