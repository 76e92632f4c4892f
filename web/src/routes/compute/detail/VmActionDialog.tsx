import { useState, type ReactNode } from 'react'
import { type Vm } from '../../../api/compute'
import { useVmChange } from '../../../api/use-location-change'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/Button'
import { FormDialog } from '../../../ui/FormDialog'
import { useToasts } from '../../../ui/toast-store'

export type Props = { vm: Vm; location: string }

/** A button that opens its action's form; the form closes when the call succeeds. */
export function Action({
  label,
  enabled,
  title,
  explanation,
  submitLabel,
  danger,
  pending,
  submit,
  children,
  open,
  setOpen,
}: {
  label: string
  enabled: boolean
  title: string
  explanation?: string
  submitLabel: string
  danger?: boolean
  pending: boolean
  submit: () => void
  children?: ReactNode
  open: boolean
  setOpen: (open: boolean) => void
}) {
  const t = useT()
  return (
    <>
      <Button variant={danger ? 'danger' : undefined} disabled={!enabled || pending} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <FormDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={title}
        explanation={explanation}
        submitLabel={submitLabel}
        cancelLabel={t('compute.vm.cancel')}
        danger={danger}
        pending={pending}
        onSubmit={submit}
      >
        {children}
      </FormDialog>
    </>
  )
}

/** Open state plus the mutation that closes the form and toasts on success. */
export function useDialog<Input, Result>(
  { vm, location }: Props,
  call: (input: Input) => Promise<Result>,
  done: (result: Result) => string,
  then?: (result: Result) => void,
) {
  const toasts = useToasts()
  const [open, setOpen] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const mutation = useVmChange(location, vm.uuid, call, (result) => {
    setOpen(false)
    setSubmitted(false)
    toasts.success(done(result))
    then?.(result)
  })
  return { open, setOpen, submitted, setSubmitted, mutation }
}
