import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { identityActions, type SshKey, sshKeysQuery } from '../../api/identity'
import { useApiMutation } from '../../app/use-api-mutation'
import { QueryView } from '../../components/QueryView'
import { useToasts } from '../../components/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { DataTable, type DataColumn } from '../../ui/DataTable'
import { FormDialog } from '../../ui/FormDialog'
import { Notice } from '../../ui/Notice'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import styles from '../billing/Money.module.css'

type Editing = { kind: 'add' } | { kind: 'rename'; key: SshKey }

/** docs/product/identity.md#ssh-keys: the saved keys VM create offers; add, rename, delete (asked first). */
export function SshKeysSection() {
  const t = useT()
  const toasts = useToasts()
  const keys = useQuery(sshKeysQuery)
  const [editing, setEditing] = useState<Editing>()
  const [deleting, setDeleting] = useState<SshKey>()
  const [name, setName] = useState('')
  const [publicKey, setPublicKey] = useState('')
  const done = (text: string) => {
    toasts.success(text)
    setEditing(undefined)
  }
  const save = useApiMutation({
    mutationFn: (edit: Editing) =>
      edit.kind === 'add'
        ? identityActions.createSshKey({ name, public_key: publicKey.trim() })
        : identityActions.renameSshKey(edit.key.uuid, name),
    onSuccess: (key, edit) => done(t(edit.kind === 'add' ? 'identity.sshKeys.added' : 'identity.sshKeys.renamed', { name: key.name })),
    invalidates: [sshKeysQuery.queryKey],
  })
  const remove = useApiMutation({
    mutationFn: (key: SshKey) => identityActions.deleteSshKey(key.uuid),
    onSuccess: (_, key) => toasts.success(t('identity.sshKeys.deleted', { name: key.name })),
    invalidates: [sshKeysQuery.queryKey],
  })
  const open = (edit: Editing) => {
    setName(edit.kind === 'rename' ? edit.key.name : '')
    setPublicKey('')
    setEditing(edit)
  }
  const columns: DataColumn<SshKey>[] = [
    { label: t('identity.sshKeys.column.name'), cell: (key) => key.name },
    { label: t('identity.sshKeys.column.key'), cell: (key) => <code>{key.public_key.split(/\s+/).slice(0, 2).join(' ').slice(0, 40)}…</code> },
    { label: t('identity.sshKeys.column.added'), cell: (key) => key.created_at },
    {
      label: t('identity.sshKeys.column.actions'),
      cell: (key) => (
        <span className={styles.actions}>
          <Button variant="secondary" aria-label={t('identity.sshKeys.renameLabel', { name: key.name })} onClick={() => open({ kind: 'rename', key })}>
            {t('identity.sshKeys.rename')}
          </Button>
          <Button variant="danger" aria-label={t('identity.sshKeys.deleteLabel', { name: key.name })} onClick={() => setDeleting(key)}>
            {t('identity.sshKeys.delete')}
          </Button>
        </span>
      ),
    },
  ]
  return (
    <section id="ssh-keys" aria-labelledby="ssh-keys-heading">
      <h2 id="ssh-keys-heading">{t('identity.sshKeys.title')}</h2>
      <QueryView query={keys} failed={t('identity.sshKeys.listFailed')}>
        {(rows) =>
          rows.length === 0 ? (
            <Notice>{t('identity.sshKeys.empty')}</Notice>
          ) : (
            <DataTable aria-labelledby="ssh-keys-heading" columns={columns} rows={rows} rowKey={(key) => key.uuid} />
          )
        }
      </QueryView>
      <p>
        <Button variant="primary" onClick={() => open({ kind: 'add' })}>
          {t('identity.sshKeys.add')}
        </Button>
      </p>
      {editing && (
        <FormDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setEditing(undefined)}
          title={editing.kind === 'add' ? t('identity.sshKeys.add') : t('identity.sshKeys.rename')}
          submitLabel={editing.kind === 'add' ? t('identity.sshKeys.save') : t('identity.sshKeys.rename')}
          cancelLabel={t('identity.sshKeys.cancel')}
          pending={save.isPending}
          onSubmit={() => save.mutate(editing)}
        >
          <TextField label={t('identity.sshKeys.column.name')} value={name} maxLength={255} onChange={(e) => setName(e.target.value)} />
          {editing.kind === 'add' && (
            <TextAreaField label={t('identity.sshKeys.publicKey')} value={publicKey} rows={4} onChange={(e) => setPublicKey(e.target.value)} />
          )}
        </FormDialog>
      )}
      {deleting && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setDeleting(undefined)}
          title={t('identity.sshKeys.confirmDelete', { name: deleting.name })}
          text={t('identity.sshKeys.confirmDeleteText')}
          confirmLabel={t('identity.sshKeys.delete')}
          cancelLabel={t('identity.sshKeys.cancel')}
          onConfirm={() => remove.mutate(deleting)}
        />
      )}
    </section>
  )
}
