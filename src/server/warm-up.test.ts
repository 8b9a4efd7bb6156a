import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { renderUntilAnswered, warmUp } from './warm-up'

// An instance renders its home pages before it listens, until each has answered 200 once or the
// deadline has passed (docs/decisions/037-warm-start-whole-pages.md).

/** A clock that moves only when the code sleeps. */
function fakeClock() {
  let time = 0
  const slept: number[] = []
  return {
    now: () => time,
    sleep: async (ms: number) => {
      slept.push(ms)
      time += ms
    },
    slept,
  }
}

describe('renderUntilAnswered', () => {
  it('asks each page once when every page answers 200 at once', async () => {
    const clock = fakeClock()
    const asked: string[] = []
    const report = await renderUntilAnswered(['/', '/ar'], async (page) => (asked.push(page), 200), { deadlineMs: 60_000, pauseMs: 1_000, ...clock })
    expect(report).toEqual({ '/': 200, '/ar': 200 })
    expect(asked).toEqual(['/', '/ar'])
    expect(clock.slept).toEqual([])
  })

  it('asks again, after a pause, only the pages that failed, until they answer 200', async () => {
    const clock = fakeClock()
    const answers: Record<string, Array<number | Error>> = { '/': [500, new Error('fetch failed'), 200], '/ar': [200] }
    const asked: string[] = []
    const report = await renderUntilAnswered(
      ['/', '/ar'],
      async (page) => {
        asked.push(page)
        const answer = answers[page]!.shift()!
        if (answer instanceof Error) throw answer
        return answer
      },
      { deadlineMs: 60_000, pauseMs: 1_000, ...clock },
    )
    expect(report).toEqual({ '/': 200, '/ar': 200 })
    expect(asked).toEqual(['/', '/ar', '/', '/'])
    expect(clock.slept).toEqual([1_000, 1_000])
  })

  it('gives up at the deadline and reports what each page last answered', async () => {
    const clock = fakeClock()
    const report = await renderUntilAnswered(['/', '/ar'], async (page) => (page === '/' ? 503 : 200), { deadlineMs: 5_000, pauseMs: 1_000, ...clock })
    expect(report).toEqual({ '/': 503, '/ar': 200 })
    expect(clock.slept).toEqual([1_000, 1_000, 1_000, 1_000, 1_000])
  })
})

describe('warmUp', () => {
  it('renders the pages through the handler given, on a loopback port it closes afterwards', async () => {
    const seen: Array<{ url?: string; address?: string }> = []
    let probePort = 0
    const handler = (request: IncomingMessage, response: ServerResponse) => {
      seen.push({ url: request.url, address: request.socket.remoteAddress })
      probePort = request.socket.localPort ?? 0
      response.statusCode = request.url === '/ar' && seen.length < 3 ? 500 : 200
      response.end('page')
    }
    const report = await warmUp(handler, ['/', '/ar'], { deadlineMs: 10_000, pauseMs: 1, requestTimeoutMs: 10_000 })
    expect(report).toEqual({ '/': 200, '/ar': 200 })
    expect(seen.map((s) => s.url)).toEqual(['/', '/ar', '/ar'])
    expect(seen.every((s) => s.address === '127.0.0.1')).toBe(true)
    // Closed: its port takes no connection any more.
    await expect(fetch(`http://127.0.0.1:${probePort}/`)).rejects.toThrow()
  })
})
