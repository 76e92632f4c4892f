import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { vmListQuery } from '../../api/compute'
import { type FloatingIp, useNetworkAction } from '../../api/network'
import { pb } from '../../screens/path-builder'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { ConfirmedAction } from '../../ui/ConfirmedAction'
import { FormDialog } from '../../ui/FormDialog'
import { MoreMenu } from '../../ui/MoreMenu'
import { RowMenu } from '../../ui/RowMenu'
import { SelectField } from '../../ui/SelectField'
import { useRemove } from '../../ui/use-remove'

/**
 * What can be done to an address (docs/product/network.md#ip-addresses): a released one and a
 * service's virtual IP offer nothing; an assigned one is unassigned before it can be released.
 */
export const ipActionable = (ip: FloatingIp) => !ip.is_deleted && ip.assigned_to_resource_type !== 'service'

/** The location's VMs an address can be assigned to: those without a public IP. */
export function useFreeVms(ip: FloatingIp, location: string) {
  const vms = useQuery(vmListQuery(location))
  return { loaded: vms.data !== undefined, free: (vms.data ?? []).filter((vm) => !vm.public_ipv4 && vm.uuid !== ip.assigned_to) }
}

/** `back`: on the address's own page, the list to go to once it is released. */
function useIpChanges(ip: FloatingIp, location: string, back: boolean) {
  const t = useT()
  const toasts = useToasts()
  const assign = useNetworkAction('ipAssign')
  const unassign = useNetworkAction('ipUnassign', {
    onSuccess: () => toasts.success(t('network.ip.unassigned', { address: ip.address })),
  })
  const release = useRemove(
    useNetworkAction('ipDelete'),
    () => t('network.ip.released', { address: ip.address }),
    back ? pb.ipAddresses() : undefined,
  )
  const target = { location, address: ip.address }
  const busy = assign.isPending || unassign.isPending || release.isPending
  return { assign, unassign, release, target, busy }
}

/** Release, apart and asked first; disabled with the reason while the address is assigned. */
function ReleaseItem({ ip, changes }: { ip: FloatingIp; changes: ReturnType<typeof useIpChanges> }) {
  const t = useT()
  return (
    <ConfirmedAction
      label={t('network.ip.release')}
      title={t('network.ip.confirmTitle', { address: ip.address })}
      text={t('network.ip.confirmText')}
      cancelLabel={t('network.cancel')}
      disabled={changes.busy}
      reason={ip.assigned_to ? t('network.ip.unassignFirst') : undefined}
      onConfirm={() => changes.release.remove(changes.target)}
    />
  )
}

/**
 * The address's header actions (docs/reference/console.md#design-system): Assign (to a VM of the
 * location without a public IP) or Unassign at hand; Release under More.
 */
export function IpHeaderActions({ ip, location }: { ip: FloatingIp; location: string }) {
  const t = useT()
  const toasts = useToasts()
  const changes = useIpChanges(ip, location, true)
  const { free } = useFreeVms(ip, location)
  const [assigning, setAssigning] = useState(false)
  const [chosen, setChosen] = useState('')
  const vm = free.find((candidate) => candidate.uuid === chosen) ?? free[0]
  return (
    <>
      {ip.assigned_to ? (
        <Button variant="secondary" disabled={changes.busy} onClick={() => changes.unassign.mutate(changes.target)}>
          {t('network.ip.unassign')}
        </Button>
      ) : (
        <Button variant="secondary" disabled={changes.busy || !vm} onClick={() => setAssigning(true)}>
          {t('network.ip.assign')}
        </Button>
      )}
      <MoreMenu>
        <ReleaseItem ip={ip} changes={changes} />
      </MoreMenu>
      <FormDialog
        isOpen={assigning}
        onOpenChange={setAssigning}
        title={t('network.ip.assignTitle', { address: ip.address })}
        submitLabel={t('network.ip.assign')}
        cancelLabel={t('network.cancel')}
        pending={changes.assign.isPending}
        onSubmit={() =>
          vm &&
          changes.assign.mutate(
            { ...changes.target, vm: vm.uuid },
            {
              onSuccess: () => {
                setAssigning(false)
                toasts.success(t('network.ip.assigned', { address: ip.address, name: vm.name }))
              },
            },
          )
        }
      >
        <SelectField label={t('network.ip.assignTo')} value={vm?.uuid ?? ''} onChange={(event) => setChosen(event.target.value)}>
          {free.map((candidate) => (
            <option key={candidate.uuid} value={candidate.uuid}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
      </FormDialog>
    </>
  )
}

/** An address row's menu: Unassign, and Release apart. */
export function IpRowActions({ ip, location }: { ip: FloatingIp; location: string }) {
  const t = useT()
  const changes = useIpChanges(ip, location, false)
  return (
    <RowMenu name={ip.address}>
      <Button variant="quiet" disabled={changes.busy || !ip.assigned_to} onClick={() => changes.unassign.mutate(changes.target)}>
        {t('network.ip.unassign')}
      </Button>
      <hr />
      <ReleaseItem ip={ip} changes={changes} />
    </RowMenu>
  )
}
