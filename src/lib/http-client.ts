import { createFetch, type FetchOptions } from 'ofetch'

/** Statuses worth one more try (spec section 7): timeouts, conflicts, rate limits, gateway errors. */
export const retryStatusCodes = [408, 409, 425, 429, 500, 502, 503, 504] as const
/** Methods that are safe to repeat; POST (and PATCH) are never retried. */
const idempotentMethods = ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'] as const

export type HttpClientOptions = {
  /** Prefix for relative request paths, e.g. `/api` or `https://cms.example.org`. */
  baseURL?: string
  /** The fetch implementation; defaults to the global one. */
  fetch?: typeof globalThis.fetch
  headers?: Record<string, string>
}

export type HttpRequestOptions = Omit<FetchOptions<'json'>, 'retry' | 'retryStatusCodes'> & {
  method?: string
}

function isIdempotent(method = 'GET'): boolean {
  return (idempotentMethods as readonly string[]).includes(method.toUpperCase())
}

/**
 * The one HTTP client of the app: JSON bodies are sent with a JSON content type (ofetch
 * serialises plain objects), and idempotent requests are retried once on the statuses above.
 */
export function createHttpClient({ baseURL, fetch = globalThis.fetch, headers }: HttpClientOptions = {}) {
  const $fetch = createFetch({ fetch, Headers: globalThis.Headers, AbortController: globalThis.AbortController })
  const base = $fetch.create({ baseURL, headers, retryStatusCodes: [...retryStatusCodes], retryDelay: 100 })

  return function request<T = unknown>(url: string, options: HttpRequestOptions = {}): Promise<T> {
    const method = (options.method ?? 'GET').toUpperCase()
    return base<T>(url, { ...options, method: method as never, retry: isIdempotent(method) ? 1 : 0 }) as Promise<T>
  }
}
