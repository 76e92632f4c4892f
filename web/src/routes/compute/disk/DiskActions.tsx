import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { billingAccountsQuery } from '../../../api/billing'
import { type Disk, diskOperations, type Vm, vmOperations } from '../../../api/compute'
import { pb } from '../../../screens/path-builder'
import { useToasts } from '../../../ui/toast-store'
import { issueText } from '../../../forms/validators'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/Button'
import { ConfirmedAction } from '../../../ui/ConfirmedAction'
import { FormDialog } from '../../../ui/FormDialog'
import { MoreMenu } from '../../../ui/MoreMenu'
import { RowMenu } from '../../../ui/RowMenu'
import { SelectField } from '../../../ui/SelectField'
import { TextField } from '../../../ui/TextField'
import { useRemove } from '../../../ui/use-remove'
import styles from '../Compute.module.css'
import { growIssue } from '../detail/VmStorageSection'
import { useDiskChange } from '../../../api/use-location-change'
import { defaultFirst } from './billing-choice'

type Props = {
  disk: Disk
  location: string
  /** The location's VMs: what it can be attached to, and what it is attached to. */
  vms: Vm[]
  /** A list row's menu, named by the row, in place of the page header's actions. */
  row?: string | undefined
}

/**
 * A standalone disk's actions (docs/reference/console.md#design-system). On its page: attach or
 * detach at hand, grow and rename under "More", delete apart (red, confirmed, disabled with the
 * reason while attached), back to the list once deleted. A list row's menu holds the same items.
 */
export function DiskActions({ disk, location, vms, row }: Props) {
  const t = useT()
  const vm = vms.find((candidate) => candidate.uuid === disk.attached_to)
  const toasts = useToasts()
  const accounts = useQuery(billingAccountsQuery)
  const name = disk.display_name ?? disk.uuid
  const [dialog, setDialog] = useState<'grow' | 'edit' | 'attach' | undefined>()
  const [size, setSize] = useState('')
  const [label, setLabel] = useState('')
  const [account, setAccount] = useState('')
  const [target, setTarget] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const close = () => {
    setDialog(undefined)
    setSubmitted(false)
  }
  const open = (which: NonNullable<typeof dialog>) => {
    setSize(String(disk.size_gb + 10))
    setLabel(disk.display_name ?? '')
    setAccount(String(disk.billing_account_id))
    setTarget(vms.find((candidate) => candidate.status !== 'deleted')?.uuid ?? '')
    setSubmitted(false)
    setDialog(which)
  }
  const grow = useDiskChange(location, () => diskOperations.update(location, disk.uuid, { size_gb: Number(size) }), () => {
    close()
    toasts.success(t('compute.vm.done.growDisk', { name, size }))
  })
  const edit = useDiskChange(
    location,
    () => diskOperations.update(location, disk.uuid, { display_name: label.trim(), billing_account_id: Number(account) }),
    () => {
      close()
      toasts.success(t('compute.disk.done.edit', { name: label.trim() || disk.uuid }))
    },
  )
  const attach = useDiskChange(location, () => vmOperations.attachDisk(location, { uuid: target, storage_uuid: disk.uuid }), () => {
    close()
    toasts.success(t('compute.vm.done.attachDisk', { name }))
  })
  const detach = useDiskChange(
    location,
    () => vmOperations.detachDisk(location, { uuid: disk.attached_to ?? '', storage_uuid: disk.uuid }),
    () => toasts.success(t('compute.vm.done.detachDisk', { name })),
  )
  const remove = useRemove(
    useDiskChange(location, () => diskOperations.delete(location, disk.uuid)),
    () => t('compute.disk.done.delete', { name }),
    row === undefined ? pb.disks() : undefined,
  )
  const busy = [grow, edit, attach, detach, remove].some((mutation) => mutation.isPending)
  const attached = Boolean(disk.attached_to)
  const sizeError = submitted ? growIssue(size, disk.size_gb) : undefined
  const variant = row === undefined ? 'secondary' : 'quiet'
  // Dialogs mount when opened: a list page holds a menu per row.
  const attachment = attached ? (
    <Button variant={variant} disabled={busy} onClick={() => detach.mutate(undefined)}>
      {vm ? t('compute.disk.action.detachFrom', { name: vm.name }) : t('compute.vm.disk.detach')}
    </Button>
  ) : (
    <Button variant={variant} disabled={busy || vms.length === 0} onClick={() => open('attach')}>
      {t('compute.vm.disk.attach')}
    </Button>
  )
  const items = (
    <>
      <Button disabled={busy} onClick={() => open('grow')}>
        {t('compute.vm.disk.grow')}
      </Button>
      <Button disabled={busy} onClick={() => open('edit')}>
        {t('compute.disk.action.edit')}
      </Button>
      <hr />
      <ConfirmedAction
        label={t('compute.action.delete')}
        title={t('compute.disk.delete.title', { name })}
        text={t('compute.disk.delete.text')}
        cancelLabel={t('compute.vm.cancel')}
        disabled={busy}
        reason={attached ? t('compute.disk.detachFirst') : undefined}
        onConfirm={() => remove.remove(undefined)}
      />
    </>
  )

  return (
    <>
      {row === undefined ? (
        <>
          <div role="group" aria-label={t('compute.action.label')} className={styles.segmented}>
            {attachment}
          </div>
          <MoreMenu>{items}</MoreMenu>
        </>
      ) : (
        <RowMenu name={row}>
          {attachment}
          {items}
        </RowMenu>
      )}
      {dialog === 'grow' && (
        <FormDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          title={t('compute.vm.disk.growTitle', { name })}
          explanation={t('compute.vm.disk.growExplanation', { size: disk.size_gb })}
          submitLabel={t('compute.vm.disk.grow')}
          cancelLabel={t('compute.vm.cancel')}
          pending={grow.isPending}
          onSubmit={() => {
            setSubmitted(true)
            if (!growIssue(size, disk.size_gb)) grow.mutate(undefined)
          }}
        >
          <TextField label={t('compute.vm.disk.sizeGb')} required inputMode="numeric" value={size} onChange={(e) => setSize(e.target.value)} error={issueText(t, sizeError)} />
        </FormDialog>
      )}
      {dialog === 'edit' && (
        <FormDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          title={t('compute.disk.edit.title', { name })}
          submitLabel={t('compute.vm.save')}
          cancelLabel={t('compute.vm.cancel')}
          pending={edit.isPending}
          onSubmit={() => edit.mutate(undefined)}
        >
          <TextField label={t('compute.disk.column.name')} value={label} maxLength={255} onChange={(e) => setLabel(e.target.value)} />
          <SelectField label={t('compute.field.billingAccount')} required value={account} onChange={(e) => setAccount(e.target.value)}>
            {defaultFirst(accounts.data).map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </SelectField>
        </FormDialog>
      )}
      {dialog === 'attach' && (
        <FormDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          title={t('compute.disk.attach.title', { name })}
          explanation={t('compute.disk.attach.explanation')}
          submitLabel={t('compute.vm.disk.attach')}
          cancelLabel={t('compute.vm.cancel')}
          pending={attach.isPending}
          onSubmit={() => attach.mutate(undefined)}
        >
          <SelectField label={t('resources.virtual_machine.one')} required value={target} onChange={(e) => setTarget(e.target.value)}>
            {vms.map((option) => (
              <option key={option.uuid} value={option.uuid}>
                {option.name}
              </option>
            ))}
          </SelectField>
        </FormDialog>
      )}
    </>
  )
}
