import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { searchTurn } from './expensive'

// The process's turns for searches (two at a time, sixteen waiting): whatever a client does — answer,
// leave while it waits, leave before its turn, or never be answered — the turns come back, so no
// client can keep the search from the others (docs/decisions/026-hostile-requests.md).
beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const visitor = () => new AbortController()

/** Takes a turn for each client and says, for each, what came back (null: it may search), or 'waiting'. */
async function ask(clients: AbortController[]) {
  const outcomes: Array<string | null> = clients.map(() => 'waiting')
  const pending = clients.map((client, i) => searchTurn(client.signal).then((turn) => (outcomes[i] = turn ? `${turn.status} ${turn.reason}` : null)))
  await vi.advanceTimersByTimeAsync(0)
  return { outcomes, pending }
}

/** Lets every search that holds a turn finish (their responses close), and waits until none is held. */
async function answerAll(clients: AbortController[]) {
  for (const client of clients) client.abort()
  await vi.advanceTimersByTimeAsync(0)
}

describe('turns for searches', () => {
  it('lets two render at once, queues sixteen and refuses the next with 503; an answer passes the turn on', async () => {
    const clients = Array.from({ length: 19 }, visitor)
    const { outcomes } = await ask(clients)
    expect(outcomes.slice(0, 2)).toEqual([null, null])
    expect(outcomes.slice(2, 18)).toEqual(Array(16).fill('waiting'))
    expect(outcomes[18]).toBe('503 too many searches at once')
    clients[0]!.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(outcomes[2]).toBeNull()
    expect(outcomes[3]).toBe('waiting')
    await answerAll(clients)
  })

  it('gives up the place of a client who leaves while waiting, and gives no turn to one who left before', async () => {
    const holders = [visitor(), visitor()]
    await ask(holders)
    const leavers = Array.from({ length: 16 }, visitor)
    const { outcomes } = await ask(leavers)
    expect(outcomes).toEqual(Array(16).fill('waiting'))
    // Every one of them leaves (the tab closed, a timeout): the queue empties at once.
    await answerAll(leavers)
    expect(outcomes).toEqual(Array(16).fill('503 the client left before its search began'))
    const left = visitor()
    left.abort()
    expect((await ask([left])).outcomes).toEqual(['503 the client left before its search began'])
    // The holders answer: the next two clients search at once.
    await answerAll(holders)
    const next = [visitor(), visitor()]
    expect((await ask(next)).outcomes).toEqual([null, null])
    await answerAll(next)
  })

  it('takes the turn back from a search that is never answered after ten seconds', async () => {
    const hung = [visitor(), visitor()]
    await ask(hung)
    const { outcomes } = await ask([visitor()])
    await vi.advanceTimersByTimeAsync(9_999)
    expect(outcomes).toEqual(['waiting'])
    await vi.advanceTimersByTimeAsync(1)
    expect(outcomes).toEqual([null])
    // Closing the hung responses later gives nothing back twice: two turns, not more.
    await answerAll(hung)
    const after = await ask([visitor(), visitor(), visitor()])
    expect(after.outcomes.filter((outcome) => outcome === null)).toHaveLength(1)
  })
})
