import type { ReactNode } from 'react'
import styles from '../compute/Compute.module.css'

/** A resource's labelled values (the VM screen's layout). */
export function Details({ id, title, fields }: { id: string; title: string; fields: [string, ReactNode][] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <dl className={styles.fields}>
        {fields.map(([label, value]) => (
          <div key={label} className={styles.field}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
