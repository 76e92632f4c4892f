import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from './Button'
import styles from './ConfirmDialog.module.css'

type Props = {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
}

/** Asks before a destructive action: an alert dialog with Cancel and the action; Escape cancels. */
export function ConfirmDialog({ isOpen, onOpenChange, title, text, confirmLabel, cancelLabel, onConfirm }: Props) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {title}
          </Heading>
          <p>{text}</p>
          <div className={styles.actions}>
            <Button onClick={() => onOpenChange(false)}>{cancelLabel}</Button>
            <Button
              variant="danger"
              onClick={() => {
                onOpenChange(false)
                onConfirm()
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
