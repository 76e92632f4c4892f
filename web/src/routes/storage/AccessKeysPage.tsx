import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { s3UrlQuery, storageUserQuery, useKeyCreate, useKeyDelete, type StorageKey } from '../../api/storage'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { ConfirmedAction } from '../../ui/ConfirmedAction'
import { CopyButton } from '../../ui/CopyButton'
import { DataTable } from '../../ui/DataTable'
import { Skeleton } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { RowMenu } from '../../ui/RowMenu'
import styles from './Storage.module.css'
import { Fields } from '../../ui/Fields'

/**
 * The storage account's S3 key pairs (docs/product/storage.md#keys *StorageKey*: "access key ID and secret
 * access key"). A new key's secret is shown once, with copy buttons; the list keeps secrets
 * hidden. Deleting asks first: requests signed with the key fail from then on.
 */
export function AccessKeysPage() {
  const t = useT()
  return (
    <ResourceFrame detail type="bucket" title={t('storage.keys.title')}>
      <AccessKeys />
    </ResourceFrame>
  )
}

/** The S3 endpoint and the key pairs: the keys screen, and a section of every bucket's page. */
export function AccessKeys() {
  const t = useT()
  const user = useQuery(storageUserQuery)
  const url = useQuery({ ...s3UrlQuery, enabled: user.isSuccess })
  return (
    <>
      <p className={styles.muted}>{t('storage.keys.text')}</p>
      {user.isPending && <Skeleton />}
      {user.isError && (
        <LoadError title={t('storage.keys.loadFailed')} error={user.error} onRetry={() => void user.refetch()} />
      )}
      {url.data && url.data.url !== '/' && (
        <Fields fields={[[t('storage.keys.endpoint'), <Copyable value={url.data.url} label={t('storage.keys.endpoint')} />]]} />
      )}
      {user.data && <KeyList keys={user.data.s3Credentials} />}
    </>
  )
}

/** A secret in monospace with its copy button. */
function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <span className={styles.cell}>
      <span className={styles.secret}>{value}</span>
      <CopyButton value={value} label={label} />
    </span>
  )
}

function KeyList({ keys }: { keys: StorageKey[] }) {
  const t = useT()
  const toasts = useToasts()
  const create = useKeyCreate()
  const remove = useKeyDelete()
  const [fresh, setFresh] = useState<StorageKey>()

  function add() {
    const known = new Set(keys.map((key) => key.accessKey))
    create.mutate(undefined, { onSuccess: (all) => setFresh(all.find((key) => !known.has(key.accessKey))) })
  }

  return (
    <>
      <div>
        <Button onClick={add} disabled={create.isPending}>
          {t('storage.keys.create')}
        </Button>
      </div>
      {fresh && (
        <Notice color="success" title={t('storage.keys.created')}>
          <p>{t('storage.keys.createdText')}</p>
          <Fields
            fields={[
              [t('storage.keys.accessKey'), <Copyable value={fresh.accessKey} label={t('storage.keys.accessKey')} />],
              [t('storage.keys.secretKey'), <Copyable value={fresh.secretKey} label={t('storage.keys.secretKey')} />],
            ]}
          />
          <Button onClick={() => setFresh(undefined)}>{t('storage.keys.dismiss')}</Button>
        </Notice>
      )}
      {keys.length === 0 ? (
        <Notice mode="compact">{t('storage.keys.none')}</Notice>
      ) : (
        <DataTable
          rows={keys}
          rowKey={(key) => key.accessKey}
          columns={[
            {
              label: t('storage.keys.accessKey'),
              cell: (key) => (
                <span className={styles.cell}>
                  <span className={styles.secret}>{key.accessKey}</span>
                  <CopyButton value={key.accessKey} label={t('storage.keys.accessKey')} />
                </span>
              ),
            },
            { label: t('storage.keys.secretKey'), cell: () => t('storage.keys.hidden') },
          ]}
          rowActions={(key) => (
            <RowMenu name={key.accessKey}>
              <ConfirmedAction
                label={t('storage.keys.deleteConfirm')}
                ariaLabel={t('storage.keys.delete', { key: key.accessKey })}
                title={t('storage.keys.deleteTitle', { key: key.accessKey })}
                text={t('storage.keys.deleteText')}
                cancelLabel={t('storage.keys.cancel')}
                disabled={remove.isPending}
                onConfirm={() =>
                  remove.mutate(key.accessKey, {
                    onSuccess: () => {
                      toasts.success(t('storage.keys.deleted', { key: key.accessKey }))
                      if (fresh?.accessKey === key.accessKey) setFresh(undefined)
                    },
                  })
                }
              />
            </RowMenu>
          )}
        />
      )}
    </>
  )
}
