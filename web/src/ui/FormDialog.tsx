import type { FormEvent, ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from './Button'
import styles from './ConfirmDialog.module.css'

type Props = {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Why the action is limited or what it does (e.g. 'only while stopped'). */
  explanation?: string | undefined
  submitLabel: string
  cancelLabel: string
  pending?: boolean
  danger?: boolean
  /** Called with the form's submit; the caller closes the dialog when the call succeeds. */
  onSubmit: () => void
  children?: ReactNode
}

/** A modal form for one action: its fields, Cancel and the action; Escape cancels. */
export function FormDialog({ isOpen, onOpenChange, title, explanation, submitLabel, cancelLabel, pending, danger, onSubmit, children }: Props) {
  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {title}
          </Heading>
          <form noValidate className={styles.form} onSubmit={submit}>
            {explanation && <p className={styles.explanation}>{explanation}</p>}
            {children}
            <div className={styles.actions}>
              <Button onClick={() => onOpenChange(false)}>{cancelLabel}</Button>
              <Button type="submit" variant={danger ? 'danger' : undefined} disabled={pending}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
