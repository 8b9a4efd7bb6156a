import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { getOnNewConnection, idleKeepAliveConnection } from '../../tests/scale/operations'
import { drainable } from './drain'

// The shutdown of src/server/index.ts on a real HTTP server on loopback: requests the server received
// before the drain are answered, none is reset, idle connections are closed, and the drain ends.
let server: Server | undefined
afterEach(() => server?.closeAllConnections())

/** A server whose answers wait until `release` (a page being rendered), with its drain. */
async function slowServer() {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  let received = 0
  server = createServer((request, response) => {
    drain.track(request, response)
    received += 1
    if (request.url === '/fast') return void response.end('fast')
    void released.then(() => response.end('<html>answered</html>'))
  })
  const drain = drainable(server)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, drain, release, received: () => received }
}

describe('draining the server', () => {
  it('accepts the connections made before the drain, which Node takes one per turn of its loop, and answers them', async () => {
    server = createServer((request, response) => {
      drain.track(request, response)
      response.end('<html>answered</html>')
    })
    const drain = drainable(server)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const requests = Array.from({ length: 10 }, () => getOnNewConnection(origin, '/page'))
    await Promise.all(requests.map((r) => r.written))
    await drain.close({ timeoutMs: 10_000 })
    const answers = await Promise.all(requests.map((r) => r.answer))
    expect(answers.map((a) => a.error ?? a.status)).toEqual(answers.map(() => 200))
  })

  it('answers every request received before the drain, each with Connection: close, and closes idle connections', async () => {
    const { origin, drain, release, received } = await slowServer()
    const idle = await Promise.all([1, 2].map(() => idleKeepAliveConnection(origin, '/fast')))
    const inFlight = Array.from({ length: 10 }, () => getOnNewConnection(origin, '/page'))
    await Promise.all(inFlight.map((r) => r.written))
    // Some requests are read, the others wait in their sockets: Node's own close() destroyed those.
    await expect.poll(received).toBeGreaterThan(2)
    const drained = drain.close({ timeoutMs: 10_000 })
    for (const connection of idle) expect(await connection.closed).toBe('end')
    release()
    const answers = await Promise.all(inFlight.map((r) => r.answer))
    for (const answer of answers) {
      expect(answer.error ?? answer.status).toBe(200)
      expect(answer.body).toBe('<html>answered</html>')
      expect(answer.headers.connection).toBe('close')
    }
    await drained
    expect(server!.listening).toBe(false)
  })

  it('gives a connection without a request a moment, then closes it; cuts what is still open at the deadline', async () => {
    const { origin, drain } = await slowServer()
    const quiet = await new Promise<Socket>((resolve) => {
      const socket = connect(Number(new URL(origin).port), '127.0.0.1', () => resolve(socket))
    })
    const ended = new Promise<string>((resolve) => quiet.once('end', () => resolve('end')).once('error', (e: Error) => resolve(e.message)))
    const stuck = getOnNewConnection(origin, '/never')
    await stuck.written
    let open = -1
    await drain.close({ timeoutMs: 1_500, firstRequestGraceMs: 100, onTimeout: (n) => (open = n) })
    expect(await ended).toBe('end')
    expect(open).toBe(1)
    expect((await stuck.answer).status).toBe(0)
  })
})
