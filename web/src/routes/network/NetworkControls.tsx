import { type ReactNode, useState } from 'react'
import { useNetworkAction } from '../../api/network'
import { listPath } from '../../screens/path-builder'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { MoreMenu } from '../../ui/MoreMenu'
import { ConfirmedAction } from '../../ui/ConfirmedAction'
import { RowMenu } from '../../ui/RowMenu'
import { useRemove } from '../../ui/use-remove'
import { SelectField } from '../../ui/SelectField'
import type { Vm } from '../../api/compute'
import networkStyles from './Network.module.css'

type Deletable = { action: 'networkDelete' | 'lbDelete' | 'firewallDelete'; type: 'vpc' | 'load_balancer' | 'firewall' }

type DeleteProps = {
  what: Deletable
  name: string
  target: { location: string; uuid: string }
  /** What else keeps the resource (a default network, one with resources). */
  reason?: string | undefined
}

/**
 * Delete, apart and asked first (docs/reference/console.md#design-system); from the resource's
 * page (`back`), a toast and back to the type's list once deleted.
 */
function NetworkDelete({ what: { action, type }, name, target, reason, back }: DeleteProps & { back: boolean }) {
  const t = useT()
  const { remove, isPending } = useRemove(
    useNetworkAction(action),
    () => t('network.deleted', { name }),
    back ? listPath(type) : undefined,
  )
  return (
    <ConfirmedAction
      label={t('network.delete')}
      title={t('network.confirmDelete', { name })}
      text={t('network.confirmText')}
      cancelLabel={t('network.cancel')}
      disabled={isPending}
      reason={reason}
      onConfirm={() => remove(target)}
    />
  )
}

/** The page header's "More" menu: the resource's rare `items` (if any), then Delete apart. */
export function DeleteMenu({ items, ...props }: DeleteProps & { items?: ReactNode }) {
  return (
    <MoreMenu>
      {items && (
        <>
          {items}
          <hr />
        </>
      )}
      <NetworkDelete {...props} back />
    </MoreMenu>
  )
}

/** A list row's menu: the same `items` as its page's More menu, then Delete apart. */
export function DeleteRowMenu({ items, ...props }: DeleteProps & { items?: ReactNode }) {
  return (
    <RowMenu name={props.name}>
      {items && (
        <>
          {items}
          <hr />
        </>
      )}
      <NetworkDelete {...props} back={false} />
    </RowMenu>
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
