import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { billingAccountsQuery } from '../../../api/billing'
import { bootImagesQuery, type Vm, vmCan, vmImagesQuery, vmOperations } from '../../../api/compute'
import { pb } from '../../../screens/path-builder'
import { issueText, validateName, validatePassword, validateRequired } from '../../../forms/validators'
import { useT } from '../../../i18n'
import { PasswordField } from '../../../ui/PasswordField'
import { SelectField } from '../../../ui/SelectField'
import { TextField } from '../../../ui/TextField'
import styles from '../Compute.module.css'
import { Action, useDialog, type Props } from './VmActionDialog'
import { ResizeDialog } from './VmResizeDialog'

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
