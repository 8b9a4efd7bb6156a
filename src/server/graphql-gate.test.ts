import { createServer, IncomingMessage, request as httpRequest } from 'node:http'
import { Readable } from 'node:stream'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBody, replayed, screenAnonymousGraphql } from './graphql-gate'

/** A server that screens each request, then reads the body the way the app would. */
let origin = ''
const server = createServer(async (request, response) => {
  const screened = await screenAnonymousGraphql(request)
  if (!(screened instanceof IncomingMessage)) {
    response.writeHead(screened.status, { 'content-type': 'application/json' }).end(JSON.stringify(screened))
    return
  }
  let onward = screened
  let peeked: number | null = null
  if (request.url === '/peek') {
    const body = await readBody(request, 1024 * 1024)
    peeked = body?.length ?? null
    if (body) onward = replayed(request, body)
  }
  // As the app reads it: a web Request over the Node stream, which refuses a stream already read.
  const read = await new Request('http://x/', { method: 'POST', body: Readable.toWeb(onward) as ReadableStream, duplex: 'half' } as RequestInit).text()
  response.end(JSON.stringify({ passed: true, peeked, body: read, url: onward.url, type: onward.headers['content-type'] }))
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends a body in parts, the next part only after the server has had the previous one. */
function send(path: string, parts: string[], headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const length = parts.reduce((n, p) => n + Buffer.byteLength(p), 0)
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': length, ...headers } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (c: Buffer) => chunks.push(c))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }))
    })
    request.on('error', reject)
    const next = (i: number) => {
      if (i === parts.length) return request.end()
      request.write(parts[i], () => setImmediate(() => next(i + 1)))
    }
    next(0)
  })
}

const aliasBomb = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: SiteSetting { email }`).join(' ')} }`
const siteOperation = 'query Redirects { Redirects(limit: 5000) { docs { from to } } }'

describe('the anonymous GraphQL screen of the production server', () => {
  it('refuses a bomb (400) and a document that is not the site’s own (403) before the app', async () => {
    const bomb = await send('/api/graphql', [JSON.stringify({ query: aliasBomb })])
    expect(bomb.status).toBe(400)
    expect(String(bomb.body.message)).toMatch(/tokens/)
    const users = await send('/api/graphql', [JSON.stringify({ query: '{ Users { docs { email } } }' })])
    expect(users.status).toBe(403)
  })

  it('lets a site operation, staff credentials and other paths through with the body intact', async () => {
    const text = JSON.stringify({ query: siteOperation })
    const parts = [text.slice(0, 10), text.slice(10, 30), text.slice(30)]
    const site = await send('/api/graphql', parts)
    expect(site).toEqual({ status: 200, body: { passed: true, peeked: null, body: text, url: '/api/graphql', type: 'application/json' } })
    const staff = await send('/api/graphql', [JSON.stringify({ query: '{ Users { docs { email } } }' })], { cookie: 'a=1; payload-token=x' })
    expect(staff.body.passed).toBe(true)
    const elsewhere = await send('/api/users', [JSON.stringify({ query: aliasBomb })])
    expect(elsewhere.body.passed).toBe(true)
  })

  it('hands on a read body whole, however it arrived', async () => {
    const text = 'x'.repeat(100_000)
    const answer = await send('/peek', [text.slice(0, 1), text.slice(1, 70_000), text.slice(70_000)])
    expect(answer.body).toMatchObject({ passed: true, peeked: 100_000, body: text })
  })
})
