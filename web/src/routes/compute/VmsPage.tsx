import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { pb } from '../../screens/path-builder'
import { useT } from '../../i18n'
import { locationName, osDisplayName, vmIp, vmSize } from './vm-format'
import { VmRowActions } from './VmRowActions'
import { VmStatusBadge } from './VmStatusBadge'
import { LocatedListScreen, type ListColumn } from '../../components/LocatedListScreen'
import { locationsQuery } from '../../api/config'
import { type Vm, vmImagesQuery, vmListQuery } from '../../api/compute'

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
  const os = (vm: Vm) => osDisplayName(vm, images.data)
  const where = (slug: string) => locationName(slug, locations.data)
  const columns: ListColumn<Row>[] = [
    {
      key: 'name',
      label: t('compute.column.name'),
      value: ({ vm }) => vm.name,
      cell: ({ location, vm }) => <Link to={pb.vm({ location, vmId: vm.uuid })}>{vm.name}</Link>,
    },
    {
      key: 'status',
      label: t('compute.column.status'),
      value: ({ vm }) => t(`compute.status.${vm.status}`),
      filter: ({ vm }) => vm.status,
      cell: ({ vm }) => <VmStatusBadge status={vm.status} />,
    },
    {
      key: 'location',
      label: t('compute.column.location'),
      value: ({ location }) => where(location),
      filter: ({ location }) => location,
      cell: ({ location }) => where(location),
    },
    { key: 'size', label: t('compute.column.size'), value: ({ vm }) => vm.vcpu * 1e9 + vm.memory, cell: ({ vm }) => vmSize(vm, t) },
    { key: 'os', label: t('compute.column.os'), value: ({ vm }) => os(vm), cell: ({ vm }) => os(vm) },
    { key: 'ip', label: t('compute.column.ip'), value: ({ vm }) => vmIp(vm), cell: ({ vm }) => vmIp(vm) },
  ]
  return (
    <LocatedListScreen
      type="virtual_machine"
      rows={lists.rows}
      columns={columns}
      text={({ location, vm }) =>
        [vm.name, vm.uuid, vm.status, where(location), os(vm), vm.public_ipv4 ?? '', vm.private_ipv4, vm.description].join(' ')
      }
      rowKey={({ location, vm }) => `${location}/${vm.uuid}`}
      pending={locations.isPending || lists.pending}
      failure={locations.error ?? lists.failed[0]?.error}
      onRetry={() => {
        if (locations.isError) void locations.refetch()
        lists.failed.forEach((result) => void result.refetch())
      }}
      texts={{ failed: t('compute.listFailed'), empty: t('compute.empty') }}
      rowActions={({ location, vm }) => <VmRowActions vm={vm} location={location} />}
    />
  )
}
