import { useT } from '../i18n'
import { ErrorState } from '../ui/ErrorState'
import { errorText } from './error-text'

type Props = {
  title: string
  error: unknown
  onRetry: () => void
  /** Adds the gateway's correlation id (where no toast carries it). */
  withCorrelationId?: boolean
}

/** A screen's data could not be loaded: the translated 'Error: …' line and a retry button. */
export function LoadError({ title, error, onRetry, withCorrelationId = false }: Props) {
  const t = useT()
  return (
    <ErrorState
      title={title}
      message={t('common.error', { message: errorText(error, t, { withCorrelationId }) })}
      retryLabel={t('common.retry')}
      onRetry={onRetry}
    />
  )
}
