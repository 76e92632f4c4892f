import { classify, correlationHeader, CorsError, toApiError } from './errors'

/** Bodies the classification must read: JSON (to check it parses) and anything HTML-ish. */
const readable = /json|html|text/i

/**
 * The `fetch` every API client uses: it turns network failures and failed answers into the error
 * classes of `api/errors.ts`, so callers only ever see data or an `ApiError`. It looks up
 * `globalThis.fetch` on each call, so MSW (tests) can patch it at any time.
 */
export async function transport(request: Request): Promise<Response> {
  let response: Response
  try {
    response = await globalThis.fetch(request)
  } catch (error) {
    if (error instanceof TypeError && (await refusedByCors(request))) throw new CorsError(new URL(request.url).origin, location.origin)
    throw toApiError(error)
  }
  const contentType = response.headers.get('content-type')
  const nullBody = response.status === 204 || response.status === 205 || response.status === 304
  if (nullBody || (response.ok && !readable.test(contentType ?? ''))) return response

  let text: string
  try {
    text = await response.text()
  } catch (error) {
    throw toApiError(error) // the answer broke off: a connection failure
  }
  const error = classify({
    status: response.status,
    contentType,
    text,
    correlationId: response.headers.get(correlationHeader),
  })
  if (error) throw error
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers })
}

/**
 * Whether a failed call to another origin failed on CORS, not on the connection: the same URL
 * fetched without CORS (an opaque answer the page cannot read) reaches a server that is up.
 */
async function refusedByCors(request: Request): Promise<boolean> {
  if (new URL(request.url).origin === location.origin) return false
  try {
    await globalThis.fetch(request.url, { mode: 'no-cors', credentials: 'omit' })
    return true
  } catch {
    return false
  }
}
