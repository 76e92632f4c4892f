import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useNetworkAction } from '../../api/network'
import { pb } from '../../app/path-builder'
import { useToasts } from '../../components/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { MoreMenu } from '../../ui/MoreMenu'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { SelectField } from '../../ui/SelectField'
import type { Vm } from '../../api/compute'
import networkStyles from './Network.module.css'

type Deletable = { action: 'networkDelete' | 'lbDelete' | 'firewallDelete'; type: 'vpc' | 'load_balancer' | 'firewall' }

/**
 * Delete, under the page header's "More" menu, apart and asked first (docs/reference/console.md#design-system);
 * once deleted, a toast and back to the type's list. `disabled`: what else keeps the resource (a
 * default network, one with resources).
 */
export function DeleteMenu({
  what: { action, type },
  name,
  target,
  disabled = false,
}: {
  what: Deletable
  name: string
  target: { location: string; uuid: string }
  disabled?: boolean
}) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const remove = useNetworkAction(action, {
    onSuccess: () => {
      toasts.success(t('network.deleted', { name }))
      void navigate({ to: pb.networkList({ type }) })
    },
  })
  return (
    <>
      <MoreMenu label={t('shell.more')}>
        <Button variant="danger" disabled={disabled || remove.isPending} onClick={() => setConfirming(true)}>
          {t('network.delete')}
        </Button>
      </MoreMenu>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('network.confirmDelete', { name })}
        text={t('network.confirmText')}
        confirmLabel={t('network.delete')}
        cancelLabel={t('network.cancel')}
        onConfirm={() => remove.mutate(target)}
      />
    </>
  )
}

/** One of `vms` to choose and send (attach a firewall, add a balancer's target, assign an address); nothing when there is none. */
export function VmPicker({
  vms,
  label,
  submit,
  disabled,
  onPick,
}: {
  vms: Vm[]
  label: string
  submit: string
  disabled: boolean
  onPick: (vm: Vm) => void
}) {
  const [vm, setVm] = useState('')
  const chosen = vms.find((candidate) => candidate.uuid === vm) ?? vms[0]
  if (!chosen) return null
  return (
    <form
      className={networkStyles.form}
      onSubmit={(event) => {
        event.preventDefault()
        onPick(chosen)
      }}
    >
      <SelectField label={label} value={chosen.uuid} onChange={(event) => setVm(event.target.value)}>
        {vms.map((candidate) => (
          <option key={candidate.uuid} value={candidate.uuid}>
            {candidate.name}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={disabled}>
        {submit}
      </Button>
    </form>
  )
}
