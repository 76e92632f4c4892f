import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { billingAccountsQuery } from '../../../api/billing'
import { disksQuery, type SourceImageType, useDiskCreate, vmImagesQuery, vmListQuery } from '../../../api/compute'
import { pb } from '../../../screens/path-builder'
import { LoadError } from '../../../components/LoadError'
import { ResourceFrame } from '../../../components/ResourceScreens'
import { useToasts } from '../../../ui/toast-store'
import { useFocusFirstInvalid } from '../../../forms/use-focus-first-invalid'
import { issueText, validateRequired, type Issue } from '../../../forms/validators'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/Button'
import { Skeleton } from '../../../ui/Loading'
import { SelectField } from '../../../ui/SelectField'
import { TextField } from '../../../ui/TextField'
import resourceStyles from '../../../ui/Screens.module.css'
import computeStyles from '../Compute.module.css'
import { defaultFirst } from './billing-choice'
import { diskName, isBootDiskOf } from './disk-format'
import { locationsQuery } from '../../../api/config'

export const sourceTypes: SourceImageType[] = ['EMPTY', 'OS_BASE', 'DISK', 'SNAPSHOT']

/** What a new disk can copy in a location, with the smallest size each allows. */
type Source = { value: string; label: string; minGb: number }

/** A size in whole GB from `min` up (docs/product/compute.md#disk: at least 1 GB). */
export function sizeIssue(text: string, min: number): Issue | undefined {
  if (text.trim() === '') return { key: 'validation.required' }
  return /^\d+$/.test(text.trim()) && Number(text) >= min ? undefined : { key: 'compute.disk.create.sizeAtLeast', params: { min } }
}

/** docs/product/config.md#console-routes: /disks/create. Empty, or a copy of an OS image, a disk or a VM snapshot. */
export function DiskCreatePage() {
  const t = useT()
  const locations = useQuery(locationsQuery)
  const accounts = useQuery(billingAccountsQuery)
  const title = t('resources.disk.create')
  const failure = locations.error ?? accounts.error
  return (
    <ResourceFrame detail type="disk" title={title}>
      {failure && (
        <LoadError
          title={t('compute.disk.create.loadFailed')}
          error={failure}
          onRetry={() => {
            if (locations.isError) void locations.refetch()
            if (accounts.isError) void accounts.refetch()
          }}
        />
      )}
      {(locations.isPending || accounts.isPending) && !failure && <Skeleton />}
      {locations.data && accounts.data && (
        <DiskCreateForm
          locations={locations.data.filter((location) => !location.create_resource_disabled)}
          accounts={defaultFirst(accounts.data)}
        />
      )}
    </ResourceFrame>
  )
}

function DiskCreateForm({
  locations,
  accounts,
}: {
  locations: { slug: string; display_name: string; is_default: boolean }[]
  accounts: { id: number; title: string }[]
}) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const invalid = useFocusFirstInvalid()
  const [location, setLocation] = useState((locations.find((l) => l.is_default) ?? locations[0])?.slug ?? '')
  const [name, setName] = useState('')
  const [account, setAccount] = useState(String(accounts[0]?.id ?? ''))
  const [type, setType] = useState<SourceImageType>('EMPTY')
  const [source, setSource] = useState('')
  const [size, setSize] = useState('10')
  const [submitted, setSubmitted] = useState(false)
  const sources = useSources(location, type)
  const picked = sources.find((candidate) => candidate.value === source) ?? sources[0]
  const min = type === 'EMPTY' ? 1 : (picked?.minGb ?? 1)
  const issues = submitted
    ? {
        name: validateRequired(name),
        size: sizeIssue(size, min),
        source: type !== 'EMPTY' && !picked ? ({ key: 'compute.disk.create.noSource' } as Issue) : undefined,
      }
    : {}
  const create = useDiskCreate()

  function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (validateRequired(name) || sizeIssue(size, min) || (type !== 'EMPTY' && !picked)) return invalid.refused()
    const body = {
      size_gb: Number(size),
      display_name: name.trim(),
      billing_account_id: Number(account),
      source_image_type: type,
      source_image: type === 'EMPTY' ? null : (picked?.value ?? null),
    }
    create.mutate(
      { location, body },
      {
        onSuccess: (disk) => {
          toasts.success(t('compute.disk.done.create', { name: disk.display_name ?? disk.uuid }))
          void navigate({ to: pb.disk({ location, uuid: disk.uuid }) })
        },
      },
    )
  }

  return (
    <form ref={invalid.ref} noValidate onSubmit={submit} className={resourceStyles.form}>
      <SelectField label={t('compute.column.location')} required value={location} onChange={(e) => setLocation(e.target.value)}>
        {locations.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.display_name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('compute.disk.column.name')} required value={name} onChange={(e) => setName(e.target.value)} error={issueText(t, issues.name)} />
      <SelectField label={t('compute.field.billingAccount')} required value={account} onChange={(e) => setAccount(e.target.value)}>
        {accounts.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </SelectField>
      <fieldset className={computeStyles.packages}>
        <legend>{t('compute.disk.create.sourceType')}</legend>
        {sourceTypes.map((option) => (
          <label key={option} className={computeStyles.package}>
            <input
              type="radio"
              name="disk-source-type"
              checked={type === option}
              onChange={() => {
                setType(option)
                setSource('')
              }}
            />
            {t(`compute.disk.source.${option}`)}
          </label>
        ))}
      </fieldset>
      {type !== 'EMPTY' && (
        <SelectField
          label={t(`compute.disk.create.sourceOf.${type}`)}
          required
          value={picked?.value ?? ''}
          onChange={(e) => setSource(e.target.value)}
          aria-invalid={issues.source ? true : undefined}
        >
          {sources.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )}
      {issues.source && <p className={computeStyles.muted}>{issueText(t, issues.source)}</p>}
      <TextField
        label={t('compute.vm.disk.sizeGb')}
        required
        inputMode="numeric"
        value={size}
        onChange={(e) => setSize(e.target.value)}
        error={issueText(t, issues.size)}
      />
      {min > 1 && <p className={computeStyles.muted}>{t('compute.disk.create.sizeHint', { min })}</p>}
      <Button type="submit" disabled={create.isPending}>
        {t('compute.disk.create.submit')}
      </Button>
    </form>
  )
}

/** The sources of a type in a location: OS images, the caller's disks, or its VMs' snapshots and backups. */
function useSources(location: string, type: SourceImageType): Source[] {
  const t = useT()
  const images = useQuery({ ...vmImagesQuery, enabled: type === 'OS_BASE' })
  const disks = useQuery({ ...disksQuery(location), enabled: type === 'DISK' })
  const vms = useQuery({ ...vmListQuery(location), enabled: type === 'DISK' || type === 'SNAPSHOT' })
  switch (type) {
    case 'OS_BASE':
      return (images.data ?? []).flatMap((image) =>
        image.versions
          .filter((version) => version.published)
          .map((version) => ({
            value: `${image.os_name}_${version.os_version}`,
            label: `${image.display_name} ${version.display_name}`,
            minGb: 1,
          })),
      )
    case 'DISK':
      return (disks.data ?? [])
        .filter((disk) => !isBootDiskOf(disk, vms.data))
        .map((disk) => ({
          value: disk.uuid,
          label: t('compute.vm.disk.freeOption', { name: diskName(disk, vms.data), size: disk.size_gb }),
          minGb: disk.size_gb,
        }))
    case 'SNAPSHOT':
      return (vms.data ?? []).flatMap((vm) =>
        vm.storage.flatMap((row) =>
          row.replica.map((replica) => ({
            value: replica.uuid,
            label: t('compute.disk.create.replicaOption', {
              vm: vm.name,
              type: t(replica.type === 'snapshot' ? 'compute.disk.create.snapshot' : 'compute.disk.create.backup'),
              at: replica.created_at,
            }),
            minGb: replica.size,
          })),
        ),
      )
    case 'EMPTY':
      return []
  }
}
