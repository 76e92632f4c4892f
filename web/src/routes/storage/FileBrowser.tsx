import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { createFolder, deleteObject, downloadUrl, listFolder, upload, type S3Endpoint, type S3Object } from '../../api/storage/s3'
import { maxUploadMb } from '../../api/storage'
import { LoadError } from '../../components/LoadError'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { DataTable } from '../../ui/DataTable'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { Skeleton } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { TextField } from '../../ui/TextField'
import { formatBytes, formatTime } from './format'
import styles from './Storage.module.css'

type Uploading = { name: string; fraction: number }

/** The last segment of a key or folder prefix. */
const baseName = (key: string) => key.replace(/\/$/, '').split('/').pop() ?? key

/**
 * docs/product/config.md#console-routes "Bucket detail includes a file browser": the bucket's folders (S3 common
 * prefixes) and files, a page at a time; upload with progress and the maximum size shown,
 * download (a presigned link), delete with confirmation, and new folders.
 */
export function FileBrowser({ bucket, endpoint }: { bucket: string; endpoint: S3Endpoint }) {
  const t = useT()
  const toasts = useToasts()
  const queryClient = useQueryClient()
  const [prefix, setPrefix] = useState('')
  const [uploading, setUploading] = useState<Uploading[]>([])
  const [deleting, setDeleting] = useState<string>()
  const input = useRef<HTMLInputElement>(null)
  const listing = useInfiniteQuery({
    queryKey: ['s3_list', { bucket, prefix }],
    queryFn: ({ pageParam }) => listFolder(endpoint, bucket, prefix, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    meta: { errorToast: false },
  })
  const folders = listing.data?.pages.flatMap((page) => page.folders) ?? []
  const files = listing.data?.pages.flatMap((page) => page.files) ?? []
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: ['s3_list', { bucket }] })
    await queryClient.invalidateQueries({ queryKey: ['bucket_get', { name: bucket }] })
    await queryClient.invalidateQueries({ queryKey: ['bucket_list'] })
  }

  async function uploadFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])]
    event.target.value = ''
    for (const file of chosen) {
      if (file.size > maxUploadMb * 1024 * 1024) {
        toasts.error(new Error(t('storage.files.tooLarge', { name: file.name, size: maxUploadMb })))
        continue
      }
      const progress = (fraction: number) =>
        setUploading((list) => list.map((item) => (item.name === file.name ? { ...item, fraction } : item)))
      setUploading((list) => [...list, { name: file.name, fraction: 0 }])
      try {
        await upload(endpoint, bucket, prefix + file.name, file, progress)
        toasts.success(t('storage.files.uploaded', { name: file.name }))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        toasts.error(new Error(t('storage.files.uploadFailed', { name: file.name, message })))
      } finally {
        setUploading((list) => list.filter((item) => item.name !== file.name))
      }
    }
    await changed()
  }

  async function download(key: string) {
    const link = document.createElement('a')
    link.href = await downloadUrl(endpoint, bucket, key)
    link.download = baseName(key)
    document.body.append(link)
    link.click()
    link.remove()
  }

  async function remove(key: string) {
    try {
      await deleteObject(endpoint, bucket, key)
      toasts.success(t('storage.files.deleted', { name: baseName(key) }))
      await changed()
    } catch (error) {
      toasts.error(error)
    }
  }

  return (
    <section aria-labelledby="bucket-files" className={styles.section}>
      <h2 id="bucket-files" className={styles.heading}>
        {t('storage.files.title')}
      </h2>
      <FolderCrumbs prefix={prefix} onOpen={setPrefix} />
      <div className={styles.toolbar}>
        <Button onClick={() => input.current?.click()}>{t('storage.files.upload')}</Button>
        <input
          ref={input}
          type="file"
          multiple
          className={styles.hiddenInput}
          tabIndex={-1}
          aria-label={t('storage.files.upload')}
          onChange={(event) => void uploadFiles(event)}
        />
        <span className={styles.muted}>{t('storage.files.maxSize', { size: maxUploadMb })}</span>
      </div>
      {uploading.map((item) => (
        <div key={item.name} className={styles.progress}>
          <span>{t('storage.files.uploading', { name: item.name })}</span>
          <progress value={item.fraction} max={1} aria-label={t('storage.files.uploading', { name: item.name })} />
        </div>
      ))}
      <NewFolderForm create={(name) => createFolder(endpoint, bucket, `${prefix}${name}/`)} created={changed} />
      {listing.isPending && <Skeleton />}
      {listing.isError && (
        <LoadError title={t('storage.files.loadFailed')} error={listing.error} onRetry={() => void listing.refetch()} />
      )}
      {listing.isSuccess && folders.length + files.length === 0 && <Notice mode="compact">{t('storage.files.empty')}</Notice>}
      {folders.length + files.length > 0 && (
        <FileTable
          folders={folders}
          files={files}
          onOpen={setPrefix}
          onDownload={(key) => void download(key)}
          onDelete={setDeleting}
        />
      )}
      {listing.hasNextPage && (
        <Button disabled={listing.isFetchingNextPage} onClick={() => void listing.fetchNextPage()}>
          {t('storage.files.more')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t('storage.files.deleteTitle', { name: baseName(deleting ?? '') })}
        text={t('storage.files.deleteText')}
        confirmLabel={t('storage.detail.deleteConfirm')}
        cancelLabel={t('storage.detail.cancel')}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  )
}

/** The current folder's crumbs back up to the bucket's root. */
function FolderCrumbs({ prefix, onOpen }: { prefix: string; onOpen: (prefix: string) => void }) {
  const t = useT()
  const crumbs = prefix.split('/').filter(Boolean)
  return (
    <nav aria-label={t('storage.files.breadcrumb')}>
      <ol className={styles.crumbs}>
        <li>
          <button type="button" className={styles.linkButton} onClick={() => onOpen('')} aria-current={crumbs.length === 0 ? 'location' : undefined}>
            {t('storage.files.root')}
          </button>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={i}>
            <button
              type="button"
              className={styles.linkButton}
              aria-current={i === crumbs.length - 1 ? 'location' : undefined}
              onClick={() => onOpen(`${crumbs.slice(0, i + 1).join('/')}/`)}
            >
              {crumb}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** A new, empty folder in the current one; a name holding `/` is refused. */
function NewFolderForm({ create, created }: { create: (name: string) => Promise<unknown>; created: () => Promise<void> }) {
  const t = useT()
  const toasts = useToasts()
  const [folder, setFolder] = useState('')
  const [folderError, setFolderError] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const name = folder.trim()
    if (!name || name.includes('/')) return setFolderError(true)
    setFolderError(false)
    try {
      await create(name)
      setFolder('')
      toasts.success(t('storage.files.folderCreated', { name }))
      await created()
    } catch (error) {
      toasts.error(error)
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.row}>
      <TextField
        label={t('storage.files.folderName')}
        value={folder}
        onChange={(event) => setFolder(event.target.value)}
        error={folderError ? t('storage.files.folderInvalid') : undefined}
      />
      <Button type="submit">{t('storage.files.createFolder')}</Button>
    </form>
  )
}

type FileTableProps = {
  folders: string[]
  files: S3Object[]
  onOpen: (prefix: string) => void
  onDownload: (key: string) => void
  onDelete: (key: string) => void
}

/** Folders first, then files, each file with Download and Delete. */
function FileTable({ folders, files, onOpen, onDownload, onDelete }: FileTableProps) {
  const t = useT()
  return (
    <DataTable
      columns={[
        {
          label: t('storage.files.name'),
          cell: (entry) =>
            entry.kind === 'folder' ? (
              <button type="button" className={styles.linkButton} onClick={() => onOpen(entry.path)}>
                {`${baseName(entry.path)}/`}
              </button>
            ) : (
              baseName(entry.file.key)
            ),
        },
        {
          label: t('storage.files.size'),
          cell: (entry) => (entry.kind === 'folder' ? t('storage.files.folder') : formatBytes(t, entry.file.size)),
        },
        {
          label: t('storage.files.modified'),
          cell: (entry) => (entry.kind === 'folder' ? '—' : formatTime(entry.file.lastModified)),
        },
        {
          label: t('storage.files.actions'),
          cell: (entry) =>
            entry.kind === 'file' && (
              <span className={styles.cell}>
                <Button
                  onClick={() => onDownload(entry.file.key)}
                  aria-label={t('storage.files.download', { name: baseName(entry.file.key) })}
                >
                  {t('storage.files.downloadAction')}
                </Button>
                <Button
                  variant="danger"
                  onClick={() => onDelete(entry.file.key)}
                  aria-label={t('storage.files.delete', { name: baseName(entry.file.key) })}
                >
                  {t('storage.files.deleteAction')}
                </Button>
              </span>
            ),
        },
      ]}
      rows={[
        ...folders.map((path) => ({ kind: 'folder' as const, path })),
        ...files.map((file) => ({ kind: 'file' as const, file })),
      ]}
      rowKey={(entry) => (entry.kind === 'folder' ? entry.path : entry.file.key)}
      aria-labelledby="bucket-files"
    />
  )
}
