import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { type Disk, diskOperations, disksQuery, type Vm, vmCan, vmOperations, type VmStorage } from '../../../api/compute'
import { pb } from '../../../screens/path-builder'
import { useToasts } from '../../../ui/toast-store'
import { issueText, type Issue } from '../../../forms/validators'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/Button'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { DataTable } from '../../../ui/DataTable'
import { FormDialog } from '../../../ui/FormDialog'
import { SelectField } from '../../../ui/SelectField'
import { TextField } from '../../../ui/TextField'
import styles from '../Compute.module.css'
import { useVmChange } from '../../../api/use-location-change'

type Props = { vm: Vm; location: string }

/** What a storage row is: the boot disk, a disk of the VM's own, or a standalone disk attached to it. */
export type DiskKind = 'boot' | 'vm' | 'standalone'

export function diskKind(row: VmStorage, disks: readonly Disk[] | undefined): DiskKind {
  if (row.primary) return 'boot'
  return disks?.some((disk) => disk.uuid === row.uuid) ? 'standalone' : 'vm'
}

/** A size in GB larger than `current` (docs/product/compute.md#vm-disks: disks only grow). */
export function growIssue(text: string, current: number): Issue | undefined {
  if (text.trim() === '') return { key: 'validation.required' }
  return /^\d+$/.test(text.trim()) && Number(text) > current ? undefined : { key: 'compute.vm.disk.growOnly', params: { size: current } }
}

/**
 * The VM's disks (docs/product/compute.md#vm-disks): add a disk, grow one (never shrink), remove a disk of its
 * own, attach a free standalone disk of the location and detach one. The boot disk only grows.
 */
export function VmStorageSection({ vm, location }: Props) {
  const t = useT()
  const disks = useQuery(disksQuery(location))
  const free = (disks.data ?? []).filter((disk) => !disk.attached_to && disk.status === 'Active')
  const canChange = vmCan.changeDisks(vm)
  return (
    <section aria-labelledby="vm-storage" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="vm-storage" className={styles.heading}>
          {t('compute.storage.title')}
        </h2>
        <AddDisk vm={vm} location={location} enabled={canChange} />
        <AttachDisk vm={vm} location={location} enabled={canChange} free={free} />
      </div>
      <DataTable
        columns={[
          {
            label: t('compute.storage.device'),
            cell: ({ row, kind }) =>
              kind === 'standalone' ? <Link to={pb.disk({ location, uuid: row.uuid })}>{row.name}</Link> : row.name,
          },
          { label: t('compute.storage.size'), cell: ({ row }) => t('compute.storage.sizeValue', { size: row.size }) },
          { label: t('compute.storage.type'), cell: ({ kind }) => t(`compute.vm.disk.kind.${kind}`) },
          {
            label: t('compute.vm.disk.actions'),
            cell: ({ row, kind }) => (
              <div className={styles.rowActions}>
                <GrowDisk vm={vm} location={location} row={row} kind={kind} enabled={canChange} />
                {kind === 'vm' && <RemoveDisk vm={vm} location={location} row={row} enabled={canChange} />}
                {kind === 'standalone' && <DetachDisk vm={vm} location={location} row={row} enabled={canChange} />}
              </div>
            ),
          },
        ]}
        rows={vm.storage.map((row) => ({ row, kind: diskKind(row, disks.data) }))}
        rowKey={({ row }) => row.uuid}
        aria-labelledby="vm-storage"
      />
    </section>
  )
}

function AddDisk({ vm, location, enabled }: Props & { enabled: boolean }) {
  const t = useT()
  const toasts = useToasts()
  const [open, setOpen] = useState(false)
  const [size, setSize] = useState('10')
  const [submitted, setSubmitted] = useState(false)
  const add = useVmChange(location, vm.uuid, (sizeGb: number) => vmOperations.addDisk(location, { uuid: vm.uuid, size_gb: sizeGb }), (disk) => {
    setOpen(false)
    toasts.success(t('compute.vm.done.addDisk', { name: disk.name, size: disk.size }))
  })
  const issue = submitted ? growIssue(size, 0) : undefined
  return (
    <>
      <Button disabled={!enabled || add.isPending} onClick={() => { setSubmitted(false); setOpen(true) }}>
        {t('compute.vm.disk.add')}
      </Button>
      <FormDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('compute.vm.disk.addTitle', { name: vm.name })}
        submitLabel={t('compute.vm.disk.add')}
        cancelLabel={t('compute.vm.cancel')}
        pending={add.isPending}
        onSubmit={() => {
          setSubmitted(true)
          if (!growIssue(size, 0)) add.mutate(Number(size))
        }}
      >
        <TextField label={t('compute.vm.disk.sizeGb')} required inputMode="numeric" value={size} onChange={(e) => setSize(e.target.value)} error={issueText(t, issue)} />
      </FormDialog>
    </>
  )
}

function GrowDisk({ vm, location, row, kind, enabled }: Props & { row: VmStorage; kind: DiskKind; enabled: boolean }) {
  const t = useT()
  const toasts = useToasts()
  const [open, setOpen] = useState(false)
  const [size, setSize] = useState('')
  const [submitted, setSubmitted] = useState(false)
  // A standalone disk grows through its own call (which resizes the VM's row too).
  const grow = useVmChange(
    location,
    vm.uuid,
    (sizeGb: number): Promise<unknown> =>
      kind === 'standalone'
        ? diskOperations.update(location, row.uuid, { size_gb: sizeGb })
        : vmOperations.growDisk(location, { uuid: vm.uuid, disk_uuid: row.uuid, size_gb: sizeGb }),
    (_, sizeGb) => {
      setOpen(false)
      toasts.success(t('compute.vm.done.growDisk', { name: row.name, size: sizeGb }))
    },
  )
  const issue = submitted ? growIssue(size, row.size) : undefined
  return (
    <>
      <Button
        disabled={!enabled || grow.isPending}
        aria-label={t('compute.vm.disk.growLabel', { name: row.name })}
        onClick={() => {
          setSize(String(row.size + 10))
          setSubmitted(false)
          setOpen(true)
        }}
      >
        {t('compute.vm.disk.grow')}
      </Button>
      <FormDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('compute.vm.disk.growTitle', { name: row.name })}
        explanation={t('compute.vm.disk.growExplanation', { size: row.size })}
        submitLabel={t('compute.vm.disk.grow')}
        cancelLabel={t('compute.vm.cancel')}
        pending={grow.isPending}
        onSubmit={() => {
          setSubmitted(true)
          if (!growIssue(size, row.size)) grow.mutate(Number(size))
        }}
      >
        <TextField label={t('compute.vm.disk.sizeGb')} required inputMode="numeric" value={size} onChange={(e) => setSize(e.target.value)} error={issueText(t, issue)} />
      </FormDialog>
    </>
  )
}

function RemoveDisk({ vm, location, row, enabled }: Props & { row: VmStorage; enabled: boolean }) {
  const t = useT()
  const toasts = useToasts()
  const [confirming, setConfirming] = useState(false)
  const remove = useVmChange(location, vm.uuid, () => vmOperations.removeDisk(location, { uuid: vm.uuid, storage_uuid: row.uuid }), () =>
    toasts.success(t('compute.vm.done.removeDisk', { name: row.name })),
  )
  return (
    <>
      <Button variant="danger" disabled={!enabled || remove.isPending} aria-label={t('compute.vm.disk.removeLabel', { name: row.name })} onClick={() => setConfirming(true)}>
        {t('compute.vm.disk.remove')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('compute.vm.disk.removeTitle', { name: row.name })}
        text={t('compute.vm.disk.removeText')}
        confirmLabel={t('compute.vm.disk.remove')}
        cancelLabel={t('compute.vm.cancel')}
        onConfirm={() => remove.mutate(undefined)}
      />
    </>
  )
}

function DetachDisk({ vm, location, row, enabled }: Props & { row: VmStorage; enabled: boolean }) {
  const t = useT()
  const toasts = useToasts()
  const detach = useVmChange(location, vm.uuid, () => vmOperations.detachDisk(location, { uuid: vm.uuid, storage_uuid: row.uuid }), () =>
    toasts.success(t('compute.vm.done.detachDisk', { name: row.name })),
  )
  return (
    <Button disabled={!enabled || detach.isPending} aria-label={t('compute.vm.disk.detachLabel', { name: row.name })} onClick={() => detach.mutate(undefined)}>
      {t('compute.vm.disk.detach')}
    </Button>
  )
}

function AttachDisk({ vm, location, enabled, free }: Props & { enabled: boolean; free: Disk[] }) {
  const t = useT()
  const toasts = useToasts()
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState('')
  const picked = choice || free[0]?.uuid || ''
  const attach = useVmChange(location, vm.uuid, () => vmOperations.attachDisk(location, { uuid: vm.uuid, storage_uuid: picked }), (disk) => {
    setOpen(false)
    toasts.success(t('compute.vm.done.attachDisk', { name: disk.name }))
  })
  return (
    <>
      <Button disabled={!enabled || free.length === 0 || attach.isPending} onClick={() => setOpen(true)}>
        {t('compute.vm.disk.attach')}
      </Button>
      <FormDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('compute.vm.disk.attachTitle', { name: vm.name })}
        submitLabel={t('compute.vm.disk.attach')}
        cancelLabel={t('compute.vm.cancel')}
        pending={attach.isPending}
        onSubmit={() => attach.mutate(undefined)}
      >
        <SelectField label={t('compute.vm.disk.freeDisk')} value={picked} onChange={(e) => setChoice(e.target.value)}>
          {free.map((disk) => (
            <option key={disk.uuid} value={disk.uuid}>
              {t('compute.vm.disk.freeOption', { name: disk.display_name || disk.uuid, size: disk.size_gb })}
            </option>
          ))}
        </SelectField>
      </FormDialog>
    </>
  )
}
