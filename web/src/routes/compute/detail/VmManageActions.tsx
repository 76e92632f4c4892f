import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { billingAccountsQuery } from '../../../api/billing'
import { bootImagesQuery, type Vm, vmCan, vmImagesQuery, vmOperations } from '../../../api/compute'
import { pb } from '../../../screens/path-builder'
import { useToasts } from '../../../ui/toast-store'
import { issueText, validateName, validatePassword, validateRequired, type Issue } from '../../../forms/validators'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/Button'
import { FormDialog } from '../../../ui/FormDialog'
import { PasswordField } from '../../../ui/PasswordField'
import { SelectField } from '../../../ui/SelectField'
import { TextField } from '../../../ui/TextField'
import styles from '../Compute.module.css'
import { useVmChange } from '../../../api/use-location-change'

type Props = { vm: Vm; location: string }

/**
 * Everything else a VM allows (docs/product/compute.md#vm-lifecycle): rename, resize (stopped only), reinstall,
 * password (running only), clone, boot from ISO (this launch only) and moving it to another
 * billing account; the items of the page's "More" menu. Each opens a small form.
 */
export function VmManageActions({ vm, location }: Props) {
  return (
    <>
      <EditDialog vm={vm} location={location} />
      <ResizeDialog vm={vm} location={location} />
      <ReinstallDialog vm={vm} location={location} />
      <PasswordDialog vm={vm} location={location} />
      <CloneDialog vm={vm} location={location} />
      <BootIsoDialog vm={vm} location={location} />
      <MoveBillingDialog vm={vm} location={location} />
    </>
  )
}

/** Why an action of the menu is unavailable, said under the header. */
export function VmActionHints({ vm }: { vm: Vm }) {
  const t = useT()
  const hints: ('compute.vm.hint.resize' | 'compute.vm.hint.password')[] = []
  if (!vmCan.resize(vm) && vm.status === 'running') hints.push('compute.vm.hint.resize')
  if (!vmCan.setPassword(vm) && vm.status === 'stopped') hints.push('compute.vm.hint.password')
  if (hints.length === 0) return null
  return (
    <ul className={styles.hints}>
      {hints.map((hint) => (
        <li key={hint}>{t(hint)}</li>
      ))}
    </ul>
  )
}

/** A button that opens its action's form; the form closes when the call succeeds. */
function Action({
  label,
  enabled,
  title,
  explanation,
  submitLabel,
  danger,
  pending,
  submit,
  children,
  open,
  setOpen,
}: {
  label: string
  enabled: boolean
  title: string
  explanation?: string
  submitLabel: string
  danger?: boolean
  pending: boolean
  submit: () => void
  children?: ReactNode
  open: boolean
  setOpen: (open: boolean) => void
}) {
  const t = useT()
  return (
    <>
      <Button variant={danger ? 'danger' : undefined} disabled={!enabled || pending} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <FormDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={title}
        explanation={explanation}
        submitLabel={submitLabel}
        cancelLabel={t('compute.vm.cancel')}
        danger={danger}
        pending={pending}
        onSubmit={submit}
      >
        {children}
      </FormDialog>
    </>
  )
}

/** Open state plus the mutation that closes the form and toasts on success. */
function useDialog<Input, Result>(
  { vm, location }: Props,
  call: (input: Input) => Promise<Result>,
  done: (result: Result) => string,
  then?: (result: Result) => void,
) {
  const toasts = useToasts()
  const [open, setOpen] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const mutation = useVmChange(location, vm.uuid, call, (result) => {
    setOpen(false)
    setSubmitted(false)
    toasts.success(done(result))
    then?.(result)
  })
  return { open, setOpen, submitted, setSubmitted, mutation }
}

function EditDialog(props: Props) {
  const { vm, location } = props
  const t = useT()
  const [name, setName] = useState(vm.name)
  const [description, setDescription] = useState(vm.description)
  const d = useDialog(
    props,
    () => vmOperations.update(location, { uuid: vm.uuid, name: name.trim(), description: description.trim() }),
    (updated) => t('compute.vm.done.edit', { name: updated.name }),
  )
  const issue = d.submitted ? validateName(name) : undefined
  return (
    <Action
      label={t('compute.vm.action.edit')}
      enabled={vmCan.rename(vm)}
      title={t('compute.vm.edit.title', { name: vm.name })}
      submitLabel={t('compute.vm.save')}
      pending={d.mutation.isPending}
      open={d.open}
      setOpen={(open) => {
        if (open) {
          setName(vm.name)
          setDescription(vm.description)
        }
        d.setOpen(open)
      }}
      submit={() => {
        d.setSubmitted(true)
        if (!validateName(name)) d.mutation.mutate(undefined)
      }}
    >
      <TextField label={t('compute.column.name')} required value={name} onChange={(e) => setName(e.target.value)} error={issueText(t, issue)} />
      <TextField label={t('compute.field.description')} value={description} onChange={(e) => setDescription(e.target.value)} />
    </Action>
  )
}

/** A whole number from `min` up, or why not. */
function wholeFrom(text: string, min: number): Issue | undefined {
  if (text.trim() === '') return { key: 'validation.required' }
  return /^\d+$/.test(text.trim()) && Number(text) >= min ? undefined : { key: 'compute.vm.resize.atLeast', params: { min } }
}

function ResizeDialog(props: Props) {
  const { vm, location } = props
  const t = useT()
  const [vcpu, setVcpu] = useState(String(vm.vcpu))
  const [ram, setRam] = useState(String(vm.memory))
  const d = useDialog(
    props,
    () => vmOperations.update(location, { uuid: vm.uuid, vcpu: Number(vcpu), ram: Number(ram) }),
    (updated) => t('compute.vm.done.resize', { name: updated.name }),
  )
  const issues = d.submitted ? { vcpu: wholeFrom(vcpu, 1), ram: wholeFrom(ram, 1) } : {}
  return (
    <Action
      label={t('compute.vm.action.resize')}
      enabled={vmCan.resize(vm)}
      title={t('compute.vm.resize.title', { name: vm.name })}
      explanation={t('compute.vm.hint.resize')}
      submitLabel={t('compute.vm.resize.submit')}
      pending={d.mutation.isPending}
      open={d.open}
      setOpen={(open) => {
        if (open) {
          setVcpu(String(vm.vcpu))
          setRam(String(vm.memory))
        }
        d.setOpen(open)
      }}
      submit={() => {
        d.setSubmitted(true)
        if (!wholeFrom(vcpu, 1) && !wholeFrom(ram, 1)) d.mutation.mutate(undefined)
      }}
    >
      <TextField label={t('compute.vm.resize.vcpu')} required inputMode="numeric" value={vcpu} onChange={(e) => setVcpu(e.target.value)} error={issueText(t, issues.vcpu)} />
      <TextField label={t('compute.vm.resize.ram')} required inputMode="numeric" value={ram} onChange={(e) => setRam(e.target.value)} error={issueText(t, issues.ram)} />
    </Action>
  )
}

function ReinstallDialog(props: Props) {
  const { vm, location } = props
  const t = useT()
  const images = useQuery(vmImagesQuery)
  const [os, setOs] = useState(vm.os_name)
  const [version, setVersion] = useState(vm.os_version)
  const d = useDialog(
    props,
    () => vmOperations.reinstall(location, { uuid: vm.uuid, os_name: os, os_version: version }),
    (updated) => t('compute.vm.done.reinstall', { name: updated.name }),
  )
  const sorted = [...(images.data ?? [])].sort((a, b) => a.ui_position - b.ui_position)
  const versions = sorted.find((image) => image.os_name === os)?.versions.filter((v) => v.published) ?? []
  return (
    <Action
      label={t('compute.vm.action.reinstall')}
      enabled={vmCan.reinstall(vm)}
      danger
      title={t('compute.vm.reinstall.title', { name: vm.name })}
      explanation={t('compute.vm.reinstall.explanation')}
      submitLabel={t('compute.vm.reinstall.submit')}
      pending={d.mutation.isPending}
      open={d.open}
      setOpen={d.setOpen}
      submit={() => d.mutation.mutate(undefined)}
    >
      <SelectField
        label={t('compute.create.os')}
        value={os}
        onChange={(e) => {
          setOs(e.target.value)
          const next = sorted.find((image) => image.os_name === e.target.value)
          setVersion(next?.versions.filter((v) => v.published).at(-1)?.os_version ?? '')
        }}
      >
        {sorted.map((image) => (
          <option key={image.os_name} value={image.os_name}>
            {image.display_name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('compute.create.version')} value={version} onChange={(e) => setVersion(e.target.value)}>
        {versions.map((v) => (
          <option key={v.os_version} value={v.os_version}>
            {v.display_name}
          </option>
        ))}
      </SelectField>
    </Action>
  )
}

function PasswordDialog(props: Props) {
  const { vm, location } = props
  const t = useT()
  const [username, setUsername] = useState(vm.username ?? '')
  const [password, setPassword] = useState('')
  const d = useDialog(
    props,
    () => vmOperations.setLogin(location, { uuid: vm.uuid, username: username.trim(), password }),
    () => t('compute.vm.done.password', { name: vm.name }),
  )
  const issues = d.submitted ? { username: validateRequired(username), password: validatePassword(password) } : {}
  return (
    <Action
      label={t('compute.vm.action.password')}
      enabled={vmCan.setPassword(vm)}
      title={t('compute.vm.password.title', { name: vm.name })}
      explanation={t('compute.vm.hint.password')}
      submitLabel={t('compute.vm.save')}
      pending={d.mutation.isPending}
      open={d.open}
      setOpen={(open) => {
        if (open) setPassword('')
        d.setOpen(open)
      }}
      submit={() => {
        d.setSubmitted(true)
        if (!validateRequired(username) && !validatePassword(password)) d.mutation.mutate(undefined)
      }}
    >
      <TextField label={t('compute.field.username')} required autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} error={issueText(t, issues.username)} />
      <PasswordField
        label={t('identity.views.password')}
        required
        value={password}
        autoComplete="new-password"
        onChange={(e) => setPassword(e.target.value)}
        error={issueText(t, issues.password)}
        showLabel={t('identity.views.showPassword')}
        hideLabel={t('identity.views.hidePassword')}
      />
    </Action>
  )
}

function CloneDialog(props: Props) {
  const { vm, location } = props
  const t = useT()
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const d = useDialog(
    props,
    () => vmOperations.clone(location, { uuid: vm.uuid, name: name.trim() }),
    (clone) => t('compute.vm.done.clone', { name: clone.name }),
    (clone) => void navigate({ to: pb.vm({ location, vmId: clone.uuid }) }),
  )
  const issue = d.submitted ? validateName(name) : undefined
  return (
    <Action
      label={t('compute.vm.action.clone')}
      enabled={vmCan.clone(vm)}
      title={t('compute.vm.clone.title', { name: vm.name })}
      explanation={t('compute.vm.clone.explanation')}
      submitLabel={t('compute.vm.clone.submit')}
      pending={d.mutation.isPending}
      open={d.open}
      setOpen={(open) => {
        if (open) setName(t('compute.vm.clone.defaultName', { name: vm.name }))
        d.setOpen(open)
      }}
      submit={() => {
        d.setSubmitted(true)
        if (!validateName(name)) d.mutation.mutate(undefined)
      }}
    >
      <TextField label={t('compute.column.name')} required value={name} onChange={(e) => setName(e.target.value)} error={issueText(t, issue)} />
    </Action>
  )
}

function BootIsoDialog(props: Props) {
  const { vm, location } = props
  const t = useT()
  const images = useQuery(bootImagesQuery)
  const media = (images.data ?? []).filter((image) => image.is_published)
  const [choice, setChoice] = useState('')
  const picked = choice || media[0]?.uuid || ''
  const d = useDialog(
    props,
    () => vmOperations.bootIso(location, { uuid: vm.uuid, boot_image_uuid: picked, boot_image_repository: 'platform' }),
    (updated) => t('compute.vm.done.bootIso', { name: updated.name }),
  )
  return (
    <Action
      label={t('compute.vm.action.bootIso')}
      enabled={vmCan.bootIso(vm) && media.length > 0}
      title={t('compute.vm.bootIso.title', { name: vm.name })}
      explanation={t('compute.vm.bootIso.explanation')}
      submitLabel={t('compute.vm.bootIso.submit')}
      pending={d.mutation.isPending}
      open={d.open}
      setOpen={d.setOpen}
      submit={() => d.mutation.mutate(undefined)}
    >
      <SelectField label={t('compute.vm.bootIso.image')} value={picked} onChange={(e) => setChoice(e.target.value)}>
        {media.map((image) => (
          <option key={image.uuid} value={image.uuid}>
            {image.image_name}
          </option>
        ))}
      </SelectField>
    </Action>
  )
}

function MoveBillingDialog(props: Props) {
  const { vm, location } = props
  const t = useT()
  const accounts = useQuery(billingAccountsQuery)
  const others = (accounts.data ?? []).filter((account) => account.id !== vm.billing_account)
  const [choice, setChoice] = useState('')
  const picked = choice || String(others[0]?.id ?? '')
  const d = useDialog(
    props,
    () => vmOperations.moveBilling(location, vm.uuid, Number(picked)),
    (updated) => t('compute.vm.done.move', { name: updated.name }),
  )
  return (
    <Action
      label={t('compute.vm.action.move')}
      enabled={vmCan.moveBilling(vm) && others.length > 0}
      title={t('compute.vm.move.title', { name: vm.name })}
      explanation={t('compute.vm.move.explanation')}
      submitLabel={t('compute.vm.move.submit')}
      pending={d.mutation.isPending}
      open={d.open}
      setOpen={d.setOpen}
      submit={() => d.mutation.mutate(undefined)}
    >
      <SelectField label={t('compute.field.billingAccount')} value={picked} onChange={(e) => setChoice(e.target.value)}>
        {others.map((account) => (
          <option key={account.id} value={account.id}>
            {account.title}
          </option>
        ))}
      </SelectField>
    </Action>
  )
}
