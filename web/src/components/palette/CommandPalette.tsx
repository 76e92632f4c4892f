import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { BillingAccount } from '../../api/billing'
import { useT } from '../../i18n'
import { useSite } from '../../platform/use-site'
import { Icon } from '../../ui/Icon'
import { findEntries, pageEntries, resourceEntries, type Entry } from './palette-entries'
import styles from './CommandPalette.module.css'

/**
 * The command palette (issue 43): one box that finds any resource of the lists read so far (by
 * name, location or UUID), any page and the everyday actions, and opens the one chosen. A modal
 * dialog (focus stays inside, Escape closes, focus returns to where it was) holding a combobox
 * whose listbox is moved through with the arrow keys.
 */
export function CommandPalette({ onClose }: { onClose: (dismissed: boolean) => void }) {
  const t = useT()
  const { config } = useSite()
  const client = useQueryClient()
  const navigate = useNavigate()
  const listId = useId()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const entries = useMemo(() => {
    const accounts = client.getQueryData<BillingAccount[]>(['billing_account_list']) ?? []
    const account = (accounts.find((candidate) => candidate.is_default) ?? accounts[0])?.id
    return [...pageEntries(t, config, account), ...resourceEntries(client, t, config)]
  }, [client, t, config])
  const found = findEntries(entries, query)
  const current = Math.min(active, Math.max(found.length - 1, 0))
  const optionId = (index: number) => `${listId}-${index}`
  // The active option stays in sight as the arrow keys move through a long list. A block body:
  // Chromium's scroll methods now return a promise, which React would take for a cleanup.
  useEffect(() => {
    document.getElementById(`${listId}-${current}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [listId, current])

  function open(entry: Entry | undefined) {
    if (!entry) return
    onClose(false)
    void navigate({ to: entry.to, ...(entry.search ? { search: entry.search } : {}) } as never)
  }
  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: found.length - 1 }
    if (event.key in moves) {
      event.preventDefault()
      setActive(Math.max(0, Math.min(found.length - 1, moves[event.key]!)))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      open(found[current])
    }
  }
  return (
    <ModalOverlay isOpen onOpenChange={(isOpen) => !isOpen && onClose(true)} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={t('palette.title')}>
          <Heading slot="title" className="visually-hidden">
            {t('palette.title')}
          </Heading>
          <div className={styles.field}>
            <Icon name="search" size={18} />
            <input
              autoFocus
              className={styles.input}
              role="combobox"
              aria-label={t('palette.input')}
              aria-expanded
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={found.length > 0 ? optionId(current) : undefined}
              placeholder={t('palette.placeholder')}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                setActive(0)
              }}
              onKeyDown={onKeyDown}
            />
          </div>
          <ul id={listId} role="listbox" aria-label={t('palette.results')} className={styles.list}>
            {found.map((entry, index) => (
              <li
                key={entry.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                className={styles.option}
                onMouseMove={() => setActive(index)}
                onClick={() => open(entry)}
              >
                <span className={styles.label}>{entry.label}</span>
                <span className={styles.detail}>{entry.detail}</span>
              </li>
            ))}
          </ul>
          {found.length === 0 && <p className={styles.none}>{t('palette.none', { query })}</p>}
          <p className={styles.hint} aria-live="polite">
            {t('palette.count', { count: found.length })} · {t('palette.hint')}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
