import { useId, type ComponentProps } from 'react'
import { FieldLabel } from './FieldLabel'
import styles from './Field.module.css'

type Props = ComponentProps<'select'> & { label: string }

/** A labelled native select: the platform's own keyboard handling and announcements. */
export function SelectField({ label, id, ...select }: Props) {
  const generated = useId()
  const selectId = id ?? generated
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={selectId} text={label} required={select.required} />
      <select id={selectId} className={styles.input} {...select} />
    </div>
  )
}
