/** A failed call: `status` is the HTTP status, absent when the request never got an answer. */
export class ApiError extends Error {
  readonly status: number | undefined

  constructor(message: string, status?: number) {
    super(message)
    this.name = 'ApiError'
    this.status = status
  }

  /** DESIGN §8: retry only network failures and 502s. */
  get retryable(): boolean {
    return this.status === undefined || this.status === 502
  }
}

/** The message of an error body: `{"message": …}` (gateway, network) or `{"errors": {"Error": …}}`. */
export function errorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  if ('message' in body && typeof body.message === 'string') return body.message
  if ('errors' in body && typeof body.errors === 'object' && body.errors !== null) {
    const errors = body.errors as Record<string, unknown>
    const message = errors.Error ?? Object.values(errors)[0]
    if (typeof message === 'string') return message
  }
  return undefined
}

type Answer<T> = { data?: T; error?: unknown; response: Response }

/** Awaits an openapi-fetch call: its data, or an `ApiError` carrying the API's own message. */
export async function call<T>(pending: Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>
  try {
    answer = await pending
  } catch (cause) {
    throw new ApiError(cause instanceof Error ? cause.message : String(cause))
  }
  const { data, error, response } = answer
  if (error !== undefined || !response.ok) {
    throw new ApiError(errorMessage(error) ?? `${response.status} ${response.statusText}`.trim(), response.status)
  }
  return data as T
}
