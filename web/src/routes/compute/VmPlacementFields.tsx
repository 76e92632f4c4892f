import { useQuery } from '@tanstack/react-query'
import { disksQuery, hostPoolsQuery, vmListQuery } from '../../api/compute'
import { networkListQuery } from '../../api/network'
import { useT } from '../../i18n'
import { useSite } from '../../platform/use-site'
import fieldStyles from '../../ui/Field.module.css'
import { SelectField } from '../../ui/SelectField'
import { newBootDisk, type BootDisk, type Values } from './vm-create'

type Props = {
  locations: { slug: string; display_name: string }[]
  values: Values
  set: (patch: Partial<Values>) => void
  /** The size of a new boot disk: the package's. */
  newDiskSize: number
}

/** Where the VM runs: location, host pool and private network (when there is a choice), and its boot disk. */
export function VmPlacementFields({ locations, values, set, newDiskSize }: Props) {
  const t = useT()
  const { config } = useSite()
  const pools = useQuery(hostPoolsQuery(values.location))
  const networks = useQuery({ ...networkListQuery(values.location), enabled: config.privateNetworksEnabled })
  const visiblePools = (pools.data ?? []).filter((pool) => pool.is_visible).sort((a, b) => a.ui_position - b.ui_position)
  return (
    <>
      <div className={fieldStyles.field}>
        <label htmlFor="vm-location">{t('compute.column.location')}</label>
        <select
          id="vm-location"
          className={fieldStyles.input}
          value={values.location}
          onChange={(event) => set({ location: event.target.value, pool: '', network: '' })}
        >
          {locations.map((location) => (
            <option key={location.slug} value={location.slug}>
              {location.display_name}
            </option>
          ))}
        </select>
      </div>
      {visiblePools.length > 1 && (
        <SelectField label={t('compute.field.pool')} value={values.pool} onChange={(event) => set({ pool: event.target.value })}>
          <option value="">{t('compute.vm.create.poolDefault')}</option>
          {visiblePools.map((pool) => (
            <option key={pool.uuid} value={pool.uuid}>
              {pool.name}
            </option>
          ))}
        </SelectField>
      )}
      {(networks.data?.length ?? 0) > 0 && (
        <SelectField label={t('compute.vm.create.network')} value={values.network} onChange={(event) => set({ network: event.target.value })}>
          <option value="">{t('compute.vm.create.networkDefault')}</option>
          {networks.data?.map((network) => (
            <option key={network.uuid} value={network.uuid}>
              {t('compute.vm.create.networkOption', { name: network.name, subnet: network.subnet })}
            </option>
          ))}
        </SelectField>
      )}
      <BootDiskField location={values.location} boot={values.boot} onChange={(boot) => set({ boot })} newDiskSize={newDiskSize} />
    </>
  )
}

/** A boot disk the location offers, with its option's text. */
type BootChoice = { boot: BootDisk; label: string }

/** The option's value: the disk's or replica's uuid (unique across both), `''` for a new disk. */
const optionValue = (boot: BootDisk) => (boot.kind === 'new' ? '' : boot.uuid)

/** A new disk from the image, a free disk of the location, or a copy of one of its VMs' snapshots and backups. */
function BootDiskField({ location, boot, onChange, newDiskSize }: { location: string; boot: BootDisk; onChange: (boot: BootDisk) => void; newDiskSize: number }) {
  const t = useT()
  const disks = useQuery(disksQuery(location))
  const vms = useQuery(vmListQuery(location))
  const choices: BootChoice[] = [
    { boot: newBootDisk, label: t('compute.vm.create.newDisk', { size: newDiskSize }) },
    ...(disks.data ?? [])
      .filter((disk) => !disk.attached_to && disk.status === 'Active')
      .map((disk) => ({
        boot: { kind: 'disk', uuid: disk.uuid } as const,
        label: t('compute.vm.create.existingDisk', { name: disk.display_name ?? disk.uuid, size: disk.size_gb }),
      })),
    ...(vms.data ?? []).flatMap((vm) =>
      vm.storage.flatMap((row) =>
        row.replica.map((replica) => ({
          boot: { kind: 'replica', uuid: replica.uuid } as const,
          label: t('compute.vm.create.replicaCopy', {
            vm: vm.name,
            type: t(replica.type === 'snapshot' ? 'compute.disk.create.snapshot' : 'compute.disk.create.backup'),
            at: replica.created_at,
          }),
        })),
      ),
    ),
  ]
  return (
    <SelectField
      label={t('compute.vm.create.bootDisk')}
      value={optionValue(boot)}
      onChange={(event) => onChange(choices.find((choice) => optionValue(choice.boot) === event.target.value)?.boot ?? newBootDisk)}
    >
      {choices.map((choice) => (
        <option key={optionValue(choice.boot)} value={optionValue(choice.boot)}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  )
}
