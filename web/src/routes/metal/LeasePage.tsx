import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { billingAccountsQuery } from '../../api/billing'
import { ApiError } from '../../api/errors'
import { type MetalLease, metalOsQuery, metalSpecsQuery, useLeaseRelease, useLeaseRename } from '../../api/metal'
import { ResourceFrame } from '../../components/ResourceScreens'
import { errorText } from '../../components/error-text'
import { LoadError } from '../../components/LoadError'
import { useToasts } from '../../ui/toast-store'
import { issueText, validateName } from '../../forms/validators'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { CopyableValue } from '../../ui/CopyButton'
import { Skeleton } from '../../ui/Loading'
import { ResourceProgress } from '../../ui/ResourceProgress'
import { clockProgress, minutesLeft } from '../../ui/loading-progress'
import { Notice } from '../../ui/Notice'
import { TextField } from '../../ui/TextField'
import { Uuid } from '../../ui/Uuid'
import { locationName } from '../compute/vm-format'
import { LeaseStatusBadge, MachineStatusBadge } from './LeaseStatusBadge'
import { ReleaseMenu } from './LeaseActions'
import { osTitle } from './metal-format'
import { useAllLeases } from './use-leases'
import { DetailsSection, Section, type FieldRows } from '../../ui/Fields'
import { DataTable } from '../../ui/DataTable'
import type { Location } from '../../api/config'
import fieldStyles from '../../ui/Field.module.css'

/** docs/product/metal.md#leases: the API's text when a lease is released before its minimum time. */
const TOO_SOON = 'Too soon to release machine'

/** docs/product/config.md#console-routes: /metal/lease/{uuid}. The lease is looked up in every location's list. */
export function LeasePage() {
  const t = useT()
  const { uuid } = useParams({ strict: false }) as { uuid: string }
  const { locations, leases, pending, error, retry } = useAllLeases()
  const lease = leases.find((candidate) => candidate.uuid === uuid)
  const toasts = useToasts()
  const release = useLeaseRelease({
    onSuccess: (released) => toasts.success(t('metal.release.done', { name: released.display_name })),
  })
  return (
    <ResourceFrame
      detail
      type="bare_metal"
      title={lease?.display_name ?? t('resources.bare_metal.one')}
      status={lease && <LeaseStatusBadge status={lease.status} inHeader />}
      actions={lease && lease.status !== 'released' && <ReleaseMenu lease={lease} release={release} />}
    >
      {error && <LoadError title={t('metal.loadFailed')} error={error} onRetry={retry} />}
      {pending && !error && <Skeleton />}
      {!pending && !error && !lease && <Notice color="error">{t('metal.notFound')}</Notice>}
      {lease && <LeaseDetail lease={lease} locations={locations} refusal={release.error} />}
    </ResourceFrame>
  )
}

function LeaseDetail({ lease, locations, refusal }: { lease: MetalLease; locations: Location[] | undefined; refusal: Error | null }) {
  const t = useT()
  const os = useQuery(metalOsQuery)
  const specs = useQuery(metalSpecsQuery(lease.location))
  const accounts = useQuery(billingAccountsQuery)
  const spec = specs.data?.find((candidate) => candidate.uuid === lease.spec_uuid)
  const account = accounts.data?.find((candidate) => candidate.id === lease.billing_account_id)
  const none = '—'
  const details: FieldRows = [
    [t('metal.field.location'), locationName(lease.location, locations)],
    [t('metal.field.spec'), spec ? `${spec.title} (${spec.subtitle})` : none],
    [t('metal.field.os'), osTitle(lease.requested_os_id, os.data)],
    [t('metal.field.account'), account?.title ?? lease.billing_account_id],
    [t('metal.field.machine'), lease.machine.label],
    [t('metal.field.created'), lease.created_at],
    [t('metal.field.releasableAt'), lease.releasable_at],
    ...(lease.released_at ? [[t('metal.field.releasedAt'), lease.released_at] as FieldRows[number]] : []),
    [t('metal.field.uuid'), <Uuid value={lease.uuid} />],
  ]

  return (
    <>
      {lease.status === 'pending' && lease.ready_at && lease.ready_in != null && (
        <Provisioning lease={lease} readyAt={lease.ready_at} readyIn={lease.ready_in} />
      )}
      {refusal && <ReleaseRefusal lease={lease} refusal={refusal} />}
      {lease.status !== 'released' && <RenameForm lease={lease} />}
      <DetailsSection id="lease-details" title={t('metal.field.details')} fields={details} />
      <Access lease={lease} />
      <History lease={lease} />
    </>
  )
}

/** Elapsed over expected provisioning time on the session's clock, capped at 100 %. */
function Provisioning({ lease, readyAt, readyIn }: { lease: MetalLease; readyAt: string; readyIn: number }) {
  const t = useT()
  const label = t('metal.provisioning', { name: lease.display_name, minutes: minutesLeft(readyIn) })
  return <ResourceProgress value={clockProgress(lease.created_at, readyAt, readyIn)} label={label} />
}

/** Addresses and login: shown while the machine is in use for this lease. */
function Access({ lease }: { lease: MetalLease }) {
  const t = useT()
  const { machine } = lease
  const missing = lease.status === 'released' ? t('metal.field.gone') : t('metal.field.notYet')
  const secret = (value: string, label: string) => <CopyableValue value={value} label={label} />
  const credentials = machine.ssh_credentials
  const fields: FieldRows = [
    [t('metal.field.ipv4'), machine.ip_public_v4 ? secret(machine.ip_public_v4, t('metal.field.ipv4')) : missing],
    [t('metal.field.ipv6'), machine.ip_public_v6 ?? missing],
    [t('metal.field.macs'), machine.mac_addresses.length > 0 ? machine.mac_addresses.join(', ') : missing],
    [t('metal.field.username'), credentials?.username ?? missing],
    [t('metal.field.password'), credentials ? secret(credentials.password, t('metal.field.password')) : missing],
  ]
  return <DetailsSection id="lease-access" title={t('metal.field.access')} fields={fields} />
}

function History({ lease }: { lease: MetalLease }) {
  const t = useT()
  return (
    <Section id="lease-history" title={t('metal.history.title')}>
      <DataTable
        aria-labelledby="lease-history"
        columns={[
          { label: t('metal.history.status'), cell: (state) => <MachineStatusBadge status={state.status} /> },
          { label: t('metal.history.action'), cell: (state) => t(`metal.action.${state.action}`) },
          { label: t('metal.history.from'), cell: (state) => state.changed_at },
          { label: t('metal.history.until'), cell: (state) => state.ended_at ?? t('metal.history.now') },
        ]}
        rows={lease.history}
        rowKey={(state) => state.id}
      />
    </Section>
  )
}

/** A refused release, explained: too soon (and when it may go), or the API's error. */
function ReleaseRefusal({ lease, refusal }: { lease: MetalLease; refusal: Error }) {
  const t = useT()
  const tooSoon = refusal instanceof ApiError && refusal.message === TOO_SOON
  return (
    <Notice color="error">
      {tooSoon
        ? t('metal.release.tooSoon', { time: lease.releasable_at })
        : t('metal.release.failed', { message: errorText(refusal, t, { withCorrelationId: true }) })}
    </Notice>
  )
}

/** The lease's name, changed in place. */
function RenameForm({ lease }: { lease: MetalLease }) {
  const t = useT()
  const toasts = useToasts()
  const [name, setName] = useState(lease.display_name)
  const [submitted, setSubmitted] = useState(false)
  const rename = useLeaseRename()
  const nameIssue = submitted ? validateName(name) : undefined

  function submitRename(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (validateName(name)) return
    rename.mutate(
      { lease, displayName: name.trim() },
      { onSuccess: (renamed) => toasts.success(t('metal.rename.done', { name: renamed.display_name })) },
    )
  }

  return (
    <form noValidate onSubmit={submitRename} className={fieldStyles.inline}>
      <TextField
        label={t('metal.create.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={issueText(t, nameIssue)}
      />
      <Button type="submit" disabled={rename.isPending}>
        {t('metal.rename.submit')}
      </Button>
    </form>
  )
}
