import { useId, type ComponentProps } from 'react'
import styles from './Field.module.css'

type Props = ComponentProps<'select'> & { label: string }

/** A labelled native select: the platform's own keyboard handling and announcements. */
export function SelectField({ label, id, ...select }: Props) {
  const generated = useId()
  const selectId = id ?? generated
  return (
    <div className={styles.field}>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} className={styles.input} {...select} />
    </div>
  )
}
