import { RateLimiterMemory } from 'rate-limiter-flexible'
import { splitLocalePath } from '@/i18n/locales'
import { addressKey } from '@/lib/security/client-key'
import type { Refusal } from './screen'

/**
 * The answers that cannot come from a cache and cost a render each (tens of milliseconds of this
 * process's one thread): a search, and a page that does not exist. A client may ask for a few a
 * minute, which a person never exceeds; past that it gets a cheap, localized 429 until the window
 * ends. Searches also run at most two at a time per process, with a short queue behind them, so
 * that many clients together cannot take the process either (docs/decisions/026-hostile-requests.md).
 * Counted per process, in memory: what they protect is this process's time.
 */
const expensiveLimits = {
  searchesPerMinute: Number(process.env.SEARCH_RATE_LIMIT) || 20,
  notFoundPerMinute: Number(process.env.NOT_FOUND_RATE_LIMIT) || 20,
  searchesAtOnce: 2,
  searchesWaiting: 16,
  /** The longest a search keeps its turn, answered or not (a search answers in tens of milliseconds). */
  turnMs: 10_000,
} as const

const searches = new RateLimiterMemory({ keyPrefix: 'search', points: expensiveLimits.searchesPerMinute, duration: 60 })
const notFounds = new RateLimiterMemory({ keyPrefix: 'not-found', points: expensiveLimits.notFoundPerMinute, duration: 60 })

/** A search with a query: `/search?q=…` or `/ar/search?q=…` (the page without one costs nothing more than any page). */
export function isSearch(url: string): boolean {
  const [path = '', query = ''] = url.split('?', 2)
  if (splitLocalePath(path).path !== '/search') return false
  const q = new URLSearchParams(query).get('q')
  return Boolean(q?.trim())
}

const tooMany = (seconds: number, what: string): Refusal => ({
  status: 429,
  kind: 'tooManyRequests',
  reason: `${what} over the client's limit`,
  headers: { 'retry-after': String(Math.max(1, Math.ceil(seconds))) },
})

/** Counts a search against the client's limit: null to go ahead, or the refusal. */
export async function admitSearch(address: string): Promise<Refusal | null> {
  try {
    await searches.consume(addressKey(address))
    return null
  } catch (rejection) {
    return tooMany(msBeforeNext(rejection) / 1000, 'searches')
  }
}

/** Counts an answer of 404 against the client (a page that does not exist, whatever the path). */
export function countNotFound(address: string) {
  notFounds.consume(addressKey(address)).catch(() => undefined)
}

/** A client that asked for too many missing pages in the window is refused its next pages until it ends. */
export async function pastNotFoundLimit(address: string): Promise<Refusal | null> {
  const state = await notFounds.get(addressKey(address))
  if (!state || state.consumedPoints <= expensiveLimits.notFoundPerMinute) return null
  return tooMany(state.msBeforeNext / 1000, 'pages not found')
}

const msBeforeNext = (rejection: unknown) =>
  typeof rejection === 'object' && rejection !== null && 'msBeforeNext' in rejection ? Number((rejection as { msBeforeNext: number }).msBeforeNext) : 60_000

/**
 * At most `searchesAtOnce` searches render at a time in this process; the next few wait for a turn,
 * and beyond them a search is refused with 503 (try again in a moment). A turn is the request's
 * until `leaving` says its response closed (answered, or the client gone) or, at the latest, for
 * `turnMs`: a client who leaves while it waits gives up its place, one who left before its turn came
 * gets none, and a render that never ends cannot keep the searches from others.
 */
let running = 0
const waiting = new Set<() => void>()

const tooBusy: Refusal = { status: 503, kind: 'tooManyRequests', reason: 'too many searches at once', headers: { 'retry-after': '5' } }
const gone: Refusal = { status: 503, kind: 'tooManyRequests', reason: 'the client left before its search began' }

function wakeNext() {
  const [next] = waiting
  if (!next) return
  waiting.delete(next)
  next()
}

function hold(leaving: AbortSignal) {
  running += 1
  const giveBack = () => {
    clearTimeout(deadline)
    leaving.removeEventListener('abort', giveBack)
    running -= 1
    wakeNext()
  }
  const deadline = setTimeout(giveBack, expensiveLimits.turnMs)
  deadline.unref()
  leaving.addEventListener('abort', giveBack, { once: true })
}

/** A turn for a search: null once it may render, or the refusal (the process is busy, or the client left). */
export function searchTurn(leaving: AbortSignal): Promise<Refusal | null> {
  if (leaving.aborted) return Promise.resolve(gone)
  if (running < expensiveLimits.searchesAtOnce) {
    hold(leaving)
    return Promise.resolve(null)
  }
  if (waiting.size >= expensiveLimits.searchesWaiting) return Promise.resolve(tooBusy)
  return new Promise((resolve) => {
    const turnCame = () => {
      leaving.removeEventListener('abort', left)
      hold(leaving)
      resolve(null)
    }
    const left = () => {
      waiting.delete(turnCame)
      resolve(gone)
    }
    waiting.add(turnCame)
    leaving.addEventListener('abort', left, { once: true })
  })
}
