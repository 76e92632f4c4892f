import { ApiError, BodyError, ConnectionError, CorsError, GatewayTimeoutError, MultiError, NonJsonError } from '../api/errors'
import type { Translate } from '../i18n'

/**
 * An error as the console shows it after 'Error: '. Texts the client writes itself are
 * translated; the server's own messages are shown as sent. `withCorrelationId` (toasts, crash
 * screen) adds the gateway's correlation id in brackets (docs/product/conventions.md#error-shapes).
 */
export function errorText(error: unknown, t: Translate, { withCorrelationId = false } = {}): string {
  const id = (text: string) =>
    withCorrelationId && error instanceof ApiError && error.correlationId ? `${text} [${error.correlationId}]` : text
  if (error instanceof ConnectionError) return id(t('errors.connection'))
  if (error instanceof CorsError) return t('errors.cors', { api: error.api, origin: error.consoleOrigin })
  if (error instanceof GatewayTimeoutError) return id(t('errors.gatewayTimeout'))
  if (error instanceof NonJsonError) {
    const contentType = error.contentType || t('errors.noContentType')
    return id(t('errors.nonJson', { contentType, excerpt: error.excerpt }))
  }
  if (error instanceof MultiError) {
    const lines = error.errors.map((e) => errorText(e, t, { withCorrelationId }))
    return [t('errors.multiple', { count: error.errors.length }), ...new Set(lines)].join('\n')
  }
  // `{"errors": {"<field>": "<message>"}}`: the messages, not the JSON around them.
  const fields = error instanceof BodyError ? Object.values(error.fieldErrors) : []
  if (fields.length > 0) return id(fields.join('\n'))
  if (error instanceof ApiError) return withCorrelationId ? error.display : error.message
  if (error instanceof Error) return error.message
  return String(error)
}
