import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Vm, vmCan, type VmInterface, vmInterfacesQuery, vmOperations } from '../../../api/compute'
import { LoadError } from '../../../components/LoadError'
import { useToasts } from '../../../ui/toast-store'
import { issueText, type Issue } from '../../../forms/validators'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/Button'
import { FormDialog } from '../../../ui/FormDialog'
import { TextField } from '../../../ui/TextField'
import styles from '../Compute.module.css'
import { useVmChange } from '../../../api/use-location-change'
import { Fields, type FieldRows } from '../../../ui/Fields'

type Props = { vm: Vm; location: string }

/** docs/product/compute.md#vm-create: a VLAN ID from 1 to 4094. */
export function vlanIssue(text: string): Issue | undefined {
  if (text.trim() === '') return { key: 'validation.required' }
  const tag = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN
  return tag >= 1 && tag <= 4094 ? undefined : { key: 'compute.vm.network.vlanRange' }
}

/** The VM's network interfaces and their VLAN sub-interfaces: add one per VLAN, remove. */
export function VmInterfacesSection({ vm, location }: Props) {
  const t = useT()
  const interfaces = useQuery(vmInterfacesQuery(location, vm.uuid))
  return (
    <section aria-labelledby="vm-interfaces" className={styles.section}>
      <h2 id="vm-interfaces" className={styles.heading}>
        {t('compute.vm.network.title')}
      </h2>
      {interfaces.isError && (
        <LoadError title={t('compute.vm.network.loadFailed')} error={interfaces.error} onRetry={() => void interfaces.refetch()} />
      )}
      {interfaces.data?.map((nic) => <Interface key={nic.uuid} vm={vm} location={location} nic={nic} />)}
    </section>
  )
}

function Interface({ vm, location, nic }: Props & { nic: VmInterface }) {
  const t = useT()
  const toasts = useToasts()
  const [open, setOpen] = useState(false)
  const [tag, setTag] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const add = useVmChange(location, vm.uuid, (vlan: number) => vmOperations.addVlan(location, vm.uuid, nic.uuid, vlan), (sub) => {
    setOpen(false)
    toasts.success(t('compute.vm.done.addVlan', { tag: sub.vlan_tag }))
  })
  const remove = useVmChange(location, vm.uuid, (subUuid: string) => vmOperations.removeVlan(location, vm.uuid, subUuid), () =>
    toasts.success(t('compute.vm.done.removeVlan')),
  )
  const issue = submitted ? vlanIssue(tag) : undefined
  const enabled = vmCan.changeNetwork(vm)
  return (
    <div className={styles.card}>
      <Fields
        fields={[
          [t('compute.field.mac'), nic.mac],
          [t('compute.field.privateIp'), nic.private_ipv4],
          ...(nic.public_ipv6 ? [[t('compute.vm.network.ipv6'), nic.public_ipv6] as FieldRows[number]] : []),
        ]}
      />
      <ul className={styles.plainList} aria-label={t('compute.vm.network.vlans', { mac: nic.mac })}>
        {nic.subinterfaces.map((sub) => (
          <li key={sub.uuid} className={styles.rowActions}>
            <span>{t('compute.vm.network.vlan', { tag: sub.vlan_tag, ip: sub.ip })}</span>
            <Button
              variant="danger"
              disabled={!enabled || remove.isPending}
              aria-label={t('compute.vm.network.removeVlanLabel', { tag: sub.vlan_tag })}
              onClick={() => remove.mutate(sub.uuid)}
            >
              {t('compute.vm.network.removeVlan')}
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button disabled={!enabled || add.isPending} onClick={() => { setTag(''); setSubmitted(false); setOpen(true) }}>
          {t('compute.vm.network.addVlan')}
        </Button>
      </div>
      <FormDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('compute.vm.network.addVlanTitle', { mac: nic.mac })}
        explanation={t('compute.vm.network.vlanRange')}
        submitLabel={t('compute.vm.network.addVlan')}
        cancelLabel={t('compute.vm.cancel')}
        pending={add.isPending}
        onSubmit={() => {
          setSubmitted(true)
          if (!vlanIssue(tag)) add.mutate(Number(tag))
        }}
      >
        <TextField label={t('compute.vm.network.vlanTag')} required inputMode="numeric" value={tag} onChange={(e) => setTag(e.target.value)} error={issueText(t, issue)} />
      </FormDialog>
    </div>
  )
}
