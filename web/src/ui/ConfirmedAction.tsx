import { useId, useState } from 'react'
import { Button } from './Button'
import { ConfirmDialog } from './ConfirmDialog'
import styles from './MoreMenu.module.css'

type Props = {
  /** The item's text ("Delete"), also the dialog's confirm button unless `confirmLabel` says otherwise. */
  label: string
  /** The accessible name where the label alone would not say what goes (a row's "Delete web-1"). */
  ariaLabel?: string | undefined
  title: string
  text: string
  confirmLabel?: string | undefined
  cancelLabel: string
  onConfirm: () => void
  disabled?: boolean | undefined
  /** Why it cannot be done now: shown under the item and read out with it. */
  reason?: string | undefined
}

/**
 * A destructive item (docs/reference/console.md#design-system): red, apart at a menu's end, asked
 * first; when not allowed, disabled with the reason beside it.
 */
export function ConfirmedAction({ label, ariaLabel, title, text, confirmLabel, cancelLabel, onConfirm, disabled, reason }: Props) {
  const [confirming, setConfirming] = useState(false)
  const reasonId = useId()
  const blocked = reason !== undefined
  return (
    <>
      <Button
        variant="danger"
        aria-label={ariaLabel}
        aria-describedby={blocked ? reasonId : undefined}
        disabled={disabled || blocked}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
      {blocked && (
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={title}
        text={text}
        confirmLabel={confirmLabel ?? label}
        cancelLabel={cancelLabel}
        onConfirm={onConfirm}
      />
    </>
  )
}
