import type { ReactNode } from 'react'
import styles from './Fields.module.css'

/** Label and value pairs, in the order shown. */
export type FieldRows = [label: string, value: ReactNode][]

/** A resource's labelled values (the detail screens' layout). */
export function Fields({ fields }: { fields: FieldRows }) {
  return (
    <dl className={styles.fields}>
      {fields.map(([label, value]) => (
        <div key={label} className={styles.field}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A titled part of a detail screen, named by its heading; `className` lays out its content. */
export function Section({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A titled section of labelled values. */
export function DetailsSection({ id, title, fields, className }: { id: string; title: string; fields: FieldRows; className?: string }) {
  return (
    <Section id={id} title={title} className={className}>
      <Fields fields={fields} />
    </Section>
  )
}
