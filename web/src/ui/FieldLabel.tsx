import styles from './Field.module.css'

/**
 * A field's label; a required field is marked with an asterisk (the input's `required` tells
 * screen readers, so the mark itself is hidden from them).
 */
export function FieldLabel({ htmlFor, text, required }: { htmlFor: string; text: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor}>
      {text}
      {required && (
        <span className={styles.requiredMark} aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  )
}
