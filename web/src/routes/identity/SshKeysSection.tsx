import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type SshKey, sshKeysQuery } from '../../api/identity'
import { useSshKeyDelete, useSshKeySave } from '../../api/identity-changes'
import { QueryView } from '../../components/QueryView'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { ConfirmedAction } from '../../ui/ConfirmedAction'
import { DataTable, type DataColumn } from '../../ui/DataTable'
import { FormDialog } from '../../ui/FormDialog'
import { Notice } from '../../ui/Notice'
import { TextAreaField } from '../../ui/TextAreaField'
import { RowMenu } from '../../ui/RowMenu'
import { TextField } from '../../ui/TextField'
import { useRemove } from '../../ui/use-remove'

type Editing = { kind: 'add' } | { kind: 'rename'; key: SshKey }

/** docs/product/identity.md#ssh-keys: the saved keys VM create offers; add, and a row's menu to rename or delete (asked first). */
export function SshKeysSection() {
  const t = useT()
  const toasts = useToasts()
  const keys = useQuery(sshKeysQuery)
  const [editing, setEditing] = useState<Editing>()
  const [name, setName] = useState('')
  const [publicKey, setPublicKey] = useState('')
  const done = (text: string) => {
    toasts.success(text)
    setEditing(undefined)
  }
  const save = useSshKeySave()
  const submit = (edit: Editing) =>
    save.mutate(edit.kind === 'add' ? { kind: 'add', name, publicKey: publicKey.trim() } : { kind: 'rename', uuid: edit.key.uuid, name }, {
      onSuccess: (key) => done(t(edit.kind === 'add' ? 'identity.sshKeys.added' : 'identity.sshKeys.renamed', { name: key.name })),
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
  ]
  return (
    <section id="ssh-keys" aria-labelledby="ssh-keys-heading">
      <h2 id="ssh-keys-heading">{t('identity.sshKeys.title')}</h2>
      <QueryView query={keys} failed={t('identity.sshKeys.listFailed')}>
        {(rows) =>
          rows.length === 0 ? (
            <Notice>{t('identity.sshKeys.empty')}</Notice>
          ) : (
            <DataTable
              aria-labelledby="ssh-keys-heading"
              columns={columns}
              rows={rows}
              rowKey={(key) => key.uuid}
              rowActions={(key) => <SshKeyRowMenu sshKey={key} onRename={() => open({ kind: 'rename', key })} />}
            />
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
          onSubmit={() => submit(editing)}
        >
          <TextField label={t('identity.sshKeys.column.name')} value={name} maxLength={255} onChange={(e) => setName(e.target.value)} />
          {editing.kind === 'add' && (
            <TextAreaField label={t('identity.sshKeys.publicKey')} value={publicKey} rows={4} onChange={(e) => setPublicKey(e.target.value)} />
          )}
        </FormDialog>
      )}
    </section>
  )
}

/** A key's row menu (docs/reference/console.md#design-system): Rename, and Delete apart, asked first. */
function SshKeyRowMenu({ sshKey, onRename }: { sshKey: SshKey; onRename: () => void }) {
  const t = useT()
  const { remove, isPending } = useRemove(
    useSshKeyDelete(),
    () => t('identity.sshKeys.deleted', { name: sshKey.name }),
  )
  return (
    <RowMenu name={sshKey.name}>
      <Button variant="quiet" onClick={onRename}>
        {t('identity.sshKeys.rename')}
      </Button>
      <hr />
      <ConfirmedAction
        label={t('identity.sshKeys.delete')}
        title={t('identity.sshKeys.confirmDelete', { name: sshKey.name })}
        text={t('identity.sshKeys.confirmDeleteText')}
        cancelLabel={t('identity.sshKeys.cancel')}
        disabled={isPending}
        onConfirm={() => remove(sshKey.uuid)}
      />
    </RowMenu>
  )
}
