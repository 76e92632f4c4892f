import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { billingAccountsQuery } from '../../../api/billing'
import { type Disk, diskOperations, diskQuery, type Vm, vmListQuery, vmOperations } from '../../../api/compute'
import { pb } from '../../../app/path-builder'
import { LoadError } from '../../../components/LoadError'
import { ResourceFrame } from '../../../components/ResourceScreens'
import { useToasts } from '../../../components/toast-store'
import { issueText } from '../../../forms/validators'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/Button'
import { MoreMenu } from '../../../ui/MoreMenu'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { FormDialog } from '../../../ui/FormDialog'
import { Skeleton } from '../../../ui/Loading'
import { Notice } from '../../../ui/Notice'
import { SelectField } from '../../../ui/SelectField'
import { TextField } from '../../../ui/TextField'
import { Uuid } from '../../../ui/Uuid'
import styles from '../Compute.module.css'
import { growIssue } from '../detail/VmStorageSection'
import { inLocation } from '../detail/use-vm-change'
import { locationName } from '../vm-format'
import { defaultFirst } from './billing-choice'
import { DiskAttachmentBadge } from './DiskAttachmentBadge'
import { diskName, isBootDiskOf } from './disk-format'
import { DetailsSection, type FieldRows } from '../../../ui/Fields'
import { DataTable } from '../../../ui/DataTable'
import { locationsQuery } from '../../../api/config'
import { useApiMutation } from '../../../app/use-api-mutation'

/**
 * docs/product/config.md#console-routes: /disks/disk/{location}/{uuid}. A standalone disk: grow (only), rename and
 * billing account, attach to a VM of its location or detach, its snapshots, delete. A VM's boot
 * disk is shown read-only, with a link to its VM, where it changes.
 */
export function DiskPage() {
  const t = useT()
  const { location, uuid } = useParams({ strict: false }) as { location: string; uuid: string }
  const disk = useQuery(diskQuery(location, uuid))
  const vms = useQuery(vmListQuery(location))
  const title = disk.data ? diskName(disk.data, vms.data) : t('resources.disk.one')
  const vmOf = (d: Disk) => vms.data?.find((candidate) => candidate.uuid === d.attached_to)
  return (
    <ResourceFrame
      detail
      type="disk"
      title={title}
      status={disk.data && <DiskAttachmentBadge attached={Boolean(disk.data.attached_to)} vmName={vmOf(disk.data)?.name} inHeader />}
      actions={disk.data && !isBootDiskOf(disk.data, vms.data ?? []) && <DiskActions disk={disk.data} location={location} vms={vms.data ?? []} />}
    >
      {disk.isPending && <Skeleton />}
      {disk.isError && <LoadError title={t('compute.disk.loadFailed')} error={disk.error} onRetry={() => void disk.refetch()} />}
      {disk.data && <DiskDetail disk={disk.data} location={location} vms={vms.data ?? []} />}
    </ResourceFrame>
  )
}

/** A disk change: everything read of the location is re-read after it (the VM's rows change too). */
function useDiskChange<Input>(location: string, call: (input: Input) => Promise<unknown>, onSuccess: () => void) {
  const queryClient = useQueryClient()
  return useApiMutation({
    mutationFn: call,
    onSuccess: async () => {
      onSuccess()
      await queryClient.invalidateQueries({ predicate: (query) => inLocation(query.queryKey, location) })
    },
  })
}

function DiskDetail({ disk, location, vms }: { disk: Disk; location: string; vms: Vm[] }) {
  const t = useT()
  const locations = useQuery(locationsQuery)
  const accounts = useQuery(billingAccountsQuery)
  const vm = vms.find((candidate) => candidate.uuid === disk.attached_to)
  const boot = isBootDiskOf(disk, vms)
  const account = accounts.data?.find((candidate) => candidate.id === disk.billing_account_id)
  const fields: FieldRows = [
    [t('compute.column.location'), locationName(location, locations.data)],
    [t('compute.disk.column.size'), t('compute.storage.sizeValue', { size: disk.size_gb })],
    [t('compute.disk.field.status'), t(`compute.disk.status.${disk.status}`)],
    [
      t('compute.disk.column.attached'),
      vm ? <Link to={pb.vm({ location, vmId: vm.uuid })}>{vm.name}</Link> : disk.attached_to ? <Uuid value={disk.attached_to} /> : t('compute.disk.detached'),
    ],
    [t('compute.disk.column.source'), t(`compute.disk.source.${disk.source_image_type}`)],
    [t('compute.field.billingAccount'), account?.title ?? String(disk.billing_account_id)],
    [t('compute.field.created'), disk.created_at],
    [t('compute.field.uuid'), <Uuid value={disk.uuid} />],
  ]
  return (
    <>
      {boot && vm && (
        <Notice mode="compact">
          {t('compute.disk.bootReadOnly')} <Link to={pb.vm({ location, vmId: vm.uuid })}>{t('compute.disk.openVm', { name: vm.name })}</Link>
        </Notice>
      )}
      {!boot && disk.attached_to && <p className={styles.muted}>{t('compute.disk.detachFirst')}</p>}
      <DetailsSection id="disk-details" title={t('compute.field.details')} fields={fields} className={styles.section} />
      <section aria-labelledby="disk-snapshots" className={styles.section}>
        <h2 id="disk-snapshots" className={styles.heading}>
          {t('compute.vm.replica.snapshots')}
        </h2>
        {disk.snapshots.length === 0 ? (
          <Notice mode="compact">{t('compute.vm.replica.noSnapshots')}</Notice>
        ) : (
          <DataTable
            aria-labelledby="disk-snapshots"
            columns={[
              { label: t('compute.vm.replica.taken'), cell: (snapshot) => snapshot.display_name ?? snapshot.created_at },
              { label: t('compute.disk.column.size'), cell: (snapshot) => t('compute.storage.sizeValue', { size: snapshot.size_gb }) },
            ]}
            rows={disk.snapshots}
            rowKey={(snapshot) => snapshot.uuid}
          />
        )}
      </section>
    </>
  )
}

/**
 * The disk's actions in its page header (docs/reference/console.md#design-system): attach or
 * detach at hand; grow and edit under "More"; delete apart, red and confirmed.
 */
function DiskActions({ disk, location, vms }: { disk: Disk; location: string; vms: Vm[] }) {
  const t = useT()
  const vm = vms.find((candidate) => candidate.uuid === disk.attached_to)
  const toasts = useToasts()
  const navigate = useNavigate()
  const accounts = useQuery(billingAccountsQuery)
  const name = disk.display_name ?? disk.uuid
  const [dialog, setDialog] = useState<'grow' | 'edit' | 'attach' | 'delete' | undefined>()
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
  const remove = useDiskChange(location, () => diskOperations.delete(location, disk.uuid), () => {
    toasts.success(t('compute.disk.done.delete', { name }))
    void navigate({ to: pb.disks() })
  })
  const busy = [grow, edit, attach, detach, remove].some((mutation) => mutation.isPending)
  const attached = Boolean(disk.attached_to)
  const sizeError = submitted ? growIssue(size, disk.size_gb) : undefined

  return (
    <>
      <div role="group" aria-label={t('compute.action.label')} className={styles.segmented}>
        {attached ? (
          <Button variant="secondary" disabled={busy} onClick={() => detach.mutate(undefined)}>
            {vm ? t('compute.disk.action.detachFrom', { name: vm.name }) : t('compute.vm.disk.detach')}
          </Button>
        ) : (
          <Button variant="secondary" disabled={busy || vms.length === 0} onClick={() => open('attach')}>
            {t('compute.vm.disk.attach')}
          </Button>
        )}
      </div>
      <MoreMenu>
        <Button disabled={busy} onClick={() => open('grow')}>
          {t('compute.vm.disk.grow')}
        </Button>
        <Button disabled={busy} onClick={() => open('edit')}>
          {t('compute.disk.action.edit')}
        </Button>
        <hr />
        <Button variant="danger" disabled={busy || attached} onClick={() => setDialog('delete')}>
          {t('compute.action.delete')}
        </Button>
      </MoreMenu>
      <FormDialog
        isOpen={dialog === 'grow'}
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
      <FormDialog
        isOpen={dialog === 'edit'}
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
      <FormDialog
        isOpen={dialog === 'attach'}
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
      <ConfirmDialog
        isOpen={dialog === 'delete'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={t('compute.disk.delete.title', { name })}
        text={t('compute.disk.delete.text')}
        confirmLabel={t('compute.action.delete')}
        cancelLabel={t('compute.vm.cancel')}
        onConfirm={() => remove.mutate(undefined)}
      />
    </>
  )
}

