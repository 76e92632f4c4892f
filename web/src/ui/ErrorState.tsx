import { Button } from './Button'
import styles from './ErrorState.module.css'

type Props = { title: string; message: string; retryLabel: string; onRetry: () => void }

export function ErrorState({ title, message, retryLabel, onRetry }: Props) {
  return (
    <div role="alert" className={styles.state}>
      <p className={styles.title}>{title}</p>
      <p>{message}</p>
      <Button onClick={onRetry}>{retryLabel}</Button>
    </div>
  )
}
