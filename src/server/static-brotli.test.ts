import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { acceptsBrotli, brotliStatic } from './static-brotli'

const script = `console.log(${JSON.stringify('a chunk of the build '.repeat(200))})`
let dist: string
let close: (() => void) | undefined
/** What the server reported as failed, per test. */
let errors: unknown[]

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'static-brotli-'))
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
  writeFileSync(path.join(dist, 'static', 'chunks', 'page.js'), script)
  writeFileSync(path.join(dist, 'static', 'chunks', 'notes.txt'), 'not a script')
})
afterEach(() => {
  close?.()
  rmSync(dist, { recursive: true, force: true })
})

/** A server that answers with the static files, or 404 ("next") for what they do not answer. */
async function serve() {
  const serveStatic = brotliStatic(dist)
  errors = []
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0]!
    if (serveStatic(request, response, pathname, (error) => errors.push(error))) return
    response.statusCode = 404
    response.end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** The raw answer (fetch would decompress it), for the path as written (a URL would resolve `..`). */
async function get(base: string, path: string, headers: Record<string, string>, method = 'GET') {
  const { hostname, port } = new URL(base)
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('brotliStatic', () => {
  it('answers a script of the build with its Brotli bytes, cacheable for a year, the same each time', async () => {
    const base = await serve()
    const first = await get(base, '/_next/static/chunks/page.js?dpl=1', { 'accept-encoding': 'gzip, deflate, br' })
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(first.headers['vary']).toBe('Accept-Encoding')
    expect(Number(first.headers['content-length'])).toBe(first.body.length)
    expect(first.body.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(first.body).toString()).toBe(script)
    const again = await get(base, '/_next/static/chunks/page.js', { 'accept-encoding': 'br' })
    expect(again.body.equals(first.body)).toBe(true)
    const head = await get(base, '/_next/static/chunks/page.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
    expect(errors).toEqual([])
  })

  it('leaves to Next what is not a script or style of the build, or a client without Brotli', async () => {
    const base = await serve()
    for (const [url, encoding] of [
      ['/_next/static/chunks/page.js', 'gzip'],
      ['/_next/static/chunks/page.js', 'br;q=0, gzip'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/static/chunks/notes.txt', 'br'],
      ['/_next/static/chunks/../chunks/page.js', 'br'],
      ['/about', 'br'],
    ] as const) {
      const answer = await get(base, url, { 'accept-encoding': encoding })
      expect(answer.body.toString(), `${url} (${encoding})`).toBe('next')
    }
  })

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsBrotli('BR;q=0.5')).toBe(true)
    expect(acceptsBrotli('br;q=0')).toBe(false)
    expect(acceptsBrotli('gzip')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })
})
