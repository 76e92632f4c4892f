import { useEffect, useRef, useState } from 'react'
import { Button as AriaButton, Tooltip, TooltipTrigger } from 'react-aria-components'
import { useT } from '../i18n'
import styles from './CopyButton.module.css'
import { Icon } from './Icon'

/** docs/product/config.md#console-components: tooltips open after 300 ms and close 100 ms after leaving; the copy confirmation lasts 1 s. */
export const tooltipDelay = 300
export const tooltipCloseDelay = 100
export const copyConfirmationMs = 1000

type Props = { value: string; label?: string; onError?: (error: unknown) => void }

/**
 * Copies `value`. The tooltip changes to a confirmation for 1 second, closes, and its text
 * reverts after another second (so it never flips while still visible).
 */
export function CopyButton({ value, label, onError }: Props) {
  const t = useT()
  const [copied, setCopied] = useState(false)
  const [open, setOpen] = useState(false)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
    } catch (error) {
      onError?.(error)
      return
    }
    timers.current.forEach(clearTimeout)
    setCopied(true)
    setOpen(true)
    timers.current = [
      setTimeout(() => setOpen(false), copyConfirmationMs),
      setTimeout(() => setCopied(false), 2 * copyConfirmationMs),
    ]
  }

  return (
    <TooltipTrigger delay={tooltipDelay} closeDelay={tooltipCloseDelay} isOpen={open} onOpenChange={setOpen}>
      <AriaButton className={styles.button} aria-label={label ?? t('common.copy')} onPress={() => void copy()}>
        <Icon name={copied ? 'check' : 'copy'} size={16} />
      </AriaButton>
      <Tooltip className={styles.tooltip} offset={6}>
        {copied ? t('common.copied') : t('common.copy')}
      </Tooltip>
    </TooltipTrigger>
  )
}

/** A value to copy (an address, a password, a key) with its copy button after it. */
export function CopyableValue({ value, label }: { value: string; label: string }) {
  return (
    <span className={styles.value}>
      {value} <CopyButton value={value} label={label} />
    </span>
  )
}
