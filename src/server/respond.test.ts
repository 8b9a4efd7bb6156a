import { createHash } from 'node:crypto'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import compression from 'compression'
import { afterEach, describe, expect, it } from 'vitest'
import { secureResponse, sendPagesWhole } from './respond'

let close: (() => void) | undefined
afterEach(() => close?.())

async function serve(app: RequestListener, { compress = false, whole = true } = {}) {
  const gzip = compression({ threshold: 0 })
  const server = createServer((request, response) => {
    if (compress && whole) sendPagesWhole(response)
    if (compress) gzip(request as never, response as never, () => undefined)
    secureResponse(request, response, request.url ?? '/', { https: false })
    app(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('secureResponse', () => {
  it('sends a streamed HTML page whole, with the hashes of the framework’s inline scripts in its policy and no other', async () => {
    const base = await serve((_request, response) => {
      response.statusCode = 201
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.flushHeaders()
      response.write('<html><script>self.__next_f.push([0])</script>')
      setTimeout(() => response.end('<script>self.__next_f.push([1,"a"])</script><script>alert(document.cookie)</script></html>'), 5)
    })
    const answer = await fetch(base)
    expect(answer.status).toBe(201)
    expect(await answer.text()).toBe('<html><script>self.__next_f.push([0])</script><script>self.__next_f.push([1,"a"])</script><script>alert(document.cookie)</script></html>')
    const policy = answer.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(sha('self.__next_f.push([0])'))
    expect(policy).toContain(sha('self.__next_f.push([1,"a"])'))
    // In the page, but not the framework's: the browser is told not to run it.
    expect(policy).not.toContain(sha('alert(document.cookie)'))
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('compresses after hashing, and streams other responses with the resource policy', async () => {
    const base = await serve((request, response) => {
      if (request.url === '/page') {
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': '49' })
        response.end('<script>self.__next_f.push([2])</script><p>hi</p>')
      } else {
        response.setHeader('content-type', 'application/json')
        response.end('{"ok":true}')
      }
    }, { compress: true })
    const page = await fetch(`${base}/page`, { headers: { 'accept-encoding': 'gzip' } })
    expect(page.headers.get('content-security-policy')).toContain(sha('self.__next_f.push([2])'))
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(await page.text()).toBe('<script>self.__next_f.push([2])</script><p>hi</p>')
    const json = await fetch(`${base}/data`)
    expect(await json.json()).toEqual({ ok: true })
    expect(json.headers.get('content-security-policy')).toContain('sandbox')
  })

  it('sends a compressed page in one piece, with its length, so that a process that dies mid-page sends nothing of it', async () => {
    // Large enough for zlib to give its output in several pieces.
    const html = `<html>${Array.from({ length: 4000 }, (_, i) => `<p>${i.toString(36)} ${(i * 7919).toString(16)}</p>`).join('')}</html>`
    const app: RequestListener = (_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.write(html.slice(0, 1000))
      setTimeout(() => response.end(html.slice(1000)), 5)
    }
    const base = await serve(app, { compress: true })
    const page = await fetch(base, { headers: { 'accept-encoding': 'gzip' } })
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(page.headers.get('transfer-encoding')).toBeNull()
    expect(Number(page.headers.get('content-length'))).toBeGreaterThan(0)
    expect(Number(page.headers.get('content-length'))).toBeLessThan(html.length)
    expect(await page.text()).toBe(html)
    close?.()
    // The head keeps the status it was written with, whatever the app sets while the body is compressed.
    const refused = await fetch(
      await serve((_request, response) => {
        response.writeHead(400, { 'content-type': 'text/html' })
        response.end(html)
        response.statusCode = 500
      }, { compress: true }),
      { headers: { 'accept-encoding': 'gzip' } },
    )
    expect(refused.status).toBe(400)
    expect(await refused.text()).toBe(html)
    close?.()
    // Without it, the compression streams the page in chunks: its head leaves before its body is made.
    const streamed = await fetch(await serve(app, { compress: true, whole: false }), { headers: { 'accept-encoding': 'gzip' } })
    expect(streamed.headers.get('transfer-encoding')).toBe('chunked')
    expect(await streamed.text()).toBe(html)
  })

  it('answers a form post the app could not decode with the localized 400 page', async () => {
    const base = await serve((_request, response) => {
      response.statusCode = 500
      response.setHeader('content-type', 'text/html')
      response.end('<html>Internal error</html>')
    })
    const answer = await fetch(`${base}/ar/contact`, { method: 'POST', body: 'x' })
    expect(answer.status).toBe(400)
    const html = await answer.text()
    expect(html).toContain('lang="ar-SA"')
    expect(html).not.toContain('Internal error')
    // The same error on a page view, or in the API, is left as it is.
    expect((await fetch(`${base}/ar/contact`)).status).toBe(500)
    expect((await fetch(`${base}/api/x`, { method: 'POST', body: 'x' })).status).toBe(500)
  })
})
