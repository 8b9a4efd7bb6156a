import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { json, startServer } from '../../tests/support/http-server'
import { createHttpClient, retryStatusCodes } from './http-client'

let server: Awaited<ReturnType<typeof startServer>>
const attempts = new Map<string, number>()

beforeAll(async () => {
  // /status/{code}/{key} fails with {code} on the first attempt of {key}, then succeeds.
  server = await startServer((req, res) => {
    const [, , code, key] = req.url.split('/')
    const n = (attempts.get(key ?? '') ?? 0) + 1
    attempts.set(key ?? '', n)
    if (n === 1) return json(res, Number(code), { error: 'first attempt fails' })
    json(res, 200, { ok: true, attempt: n })
  })
})
afterAll(() => server.close())
afterEach(() => {
  server.requests.length = 0
})

const http = () => createHttpClient({ baseURL: server.url })

describe('HTTP client', () => {
  it.each([...retryStatusCodes])('retries a GET once after %i', async (status) => {
    await expect(http()(`/status/${status}/get-${status}`)).resolves.toEqual({ ok: true, attempt: 2 })
    expect(server.requests).toHaveLength(2)
  })

  it.each(['HEAD', 'PUT', 'DELETE', 'OPTIONS'])('retries an idempotent %s once', async (method) => {
    await http()(`/status/503/${method}`, { method }).catch(() => undefined)
    expect(server.requests.map((r) => r.method)).toEqual([method, method])
  })

  it.each([...retryStatusCodes])('never retries a POST after %i', async (status) => {
    await expect(http()(`/status/${status}/post-${status}`, { method: 'POST', body: { a: 1 } })).rejects.toThrow()
    expect(server.requests).toHaveLength(1)
  })

  it.each([400, 401, 403, 404, 501])('does not retry a GET after %i', async (status) => {
    await expect(http()(`/status/${status}/other-${status}`)).rejects.toThrow()
    expect(server.requests).toHaveLength(1)
  })

  it('sends JSON bodies with a JSON content type, under the base path', async () => {
    await http()('/status/200/json', { method: 'PUT', body: { name: 'Thaqib' } })
    const [req] = server.requests
    expect(req?.url).toBe('/status/200/json')
    expect(req?.headers['content-type']).toContain('application/json')
    expect(JSON.parse(req?.body.toString() ?? '')).toEqual({ name: 'Thaqib' })
  })
})
