import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * An instance renders its home pages once, through its own request handler on a loopback port,
 * before it listens for visitors (docs/decisions/037-warm-start-whole-pages.md).
 *
 * A process's first page render starts Payload (its database pool, its GraphQL schema) and loads
 * the page code: seconds of work on a busy machine, during which the event loop stands still. The
 * time limits of the calls in flight then run out although their answers have arrived (Redis's
 * 750 ms, a database connection's 5 s), three such failures open the database's breaker, and every
 * page fails for the next 5 s. A visitor, or a load balancer's first request, must never be that
 * render.
 */

export type WarmUpOptions = {
  /** Gives up after this long (ms): an instance whose pages do not render still starts, not ready. */
  deadlineMs: number
  /** Between two attempts while a page does not answer 200. */
  pauseMs: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

/** Each page's last answer: its status, or why it got none. */
export type WarmUpReport = Record<string, number | string>

/** Asks `status(page)` for every page until each has answered 200 once, or the deadline has passed. */
export async function renderUntilAnswered(pages: string[], status: (page: string) => Promise<number>, options: WarmUpOptions): Promise<WarmUpReport> {
  const { deadlineMs, pauseMs, now = Date.now, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) } = options
  const deadline = now() + deadlineMs
  const report: WarmUpReport = {}
  let waiting = pages
  while (waiting.length > 0) {
    for (const page of waiting) report[page] = await status(page).catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
    waiting = waiting.filter((page) => report[page] !== 200)
    if (waiting.length === 0 || now() >= deadline) break
    await sleep(pauseMs)
  }
  return report
}

/** Renders `pages` with `handler` on a loopback port of its own, closed afterwards. */
export async function warmUp(handler: RequestListener, pages: string[], options: WarmUpOptions & { requestTimeoutMs: number }): Promise<WarmUpReport> {
  const probe = createServer(handler)
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  try {
    return await renderUntilAnswered(
      pages,
      async (page) => {
        const response = await fetch(`http://127.0.0.1:${port}${page}`, { signal: AbortSignal.timeout(options.requestTimeoutMs) })
        // Read to the end: the render is complete, and stored in the cache, once its last byte is sent.
        await response.arrayBuffer()
        return response.status
      },
      options,
    )
  } finally {
    probe.closeAllConnections()
    await new Promise<void>((resolve) => probe.close(() => resolve()))
  }
}
