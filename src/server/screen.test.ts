import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { bodyLimits, screenRequest } from './screen'

const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers }) as unknown as IncomingMessage

describe('screenRequest', () => {
  it('lets ordinary requests through', () => {
    expect(screenRequest(request('GET', '/ar/blog?page=2'))).toBeNull()
    expect(screenRequest(request('GET', '/ar/%D8%A8%D8%AD%D8%AB?q=%D8%B0%D9%83%D8%A7%D8%A1'))).toBeNull()
    expect(screenRequest(request('POST', '/careers', { 'content-length': String(5 * 1024 * 1024) }))).toBeNull()
    expect(screenRequest(request('POST', '/ar/careers/ml-engineer', { 'content-length': String(5 * 1024 * 1024) }))).toBeNull()
    expect(screenRequest(request('HEAD', '/about'))).toBeNull()
  })

  it('pages answer GET and HEAD, and POST only where they hold a form; the API and the admin decide for themselves', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(screenRequest(request(method, '/about')), method).toMatchObject({ status: 405, kind: 'method', headers: { allow: 'GET, HEAD' } })
      expect(screenRequest(request(method, '/ar/contact')), method).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD, POST' } })
    }
    expect(screenRequest(request('POST', '/about', { 'content-length': '10' }))).toMatchObject({ status: 405 })
    expect(screenRequest(request('POST', '/blog/x', { 'content-length': '10' }))).toMatchObject({ status: 405 })
    expect(screenRequest(request('POST', '/contact', { 'content-length': '10' }))).toBeNull()
    expect(screenRequest(request('DELETE', '/api/posts/1'))).toBeNull()
    expect(screenRequest(request('POST', '/admin/collections/posts', { 'content-length': '10' }))).toBeNull()
  })

  it("takes large bodies to the admin's server functions only from a staff session", () => {
    const large = { 'content-length': String(bodyLimits.adminSignedOut + 1) }
    expect(screenRequest(request('POST', '/admin/login', large))).toMatchObject({ status: 413, kind: 'tooLarge' })
    expect(screenRequest(request('POST', '/admin/collections/posts/1', large), () => false)).toMatchObject({ status: 413 })
    expect(screenRequest(request('POST', '/admin/login', { 'content-length': '2048' }))).toBeNull()
    expect(screenRequest(request('POST', '/admin/collections/posts/1', large), () => true)).toBeNull()
    expect(screenRequest(request('POST', '/admin', { 'content-length': String(bodyLimits.admin + 1) }), () => true)).toMatchObject({ status: 413 })
    // Asked only there: a page, a form post or the API never checks a session.
    const asked: string[] = []
    const staff = (url: string) => () => (asked.push(url), true)
    for (const url of ['/about', '/contact', '/api/graphql', '/api/media']) screenRequest(request(url === '/about' ? 'GET' : 'POST', url, { 'content-length': '10' }), staff(url))
    expect(asked).toEqual([])
  })

  it('refuses addresses that are not valid UTF-8', () => {
    for (const url of ['/%C3%28', '/blog/%FF%FE', '/blog?page=%E0%A4%A', '/ar/%']) {
      expect(screenRequest(request('GET', url))).toMatchObject({ status: 400, kind: 'badRequest' })
    }
  })

  it('refuses bodies over the limit of their destination, unread', () => {
    expect(screenRequest(request('POST', '/contact', { 'content-length': String(bodyLimits.forms.consultation + 1) }))).toMatchObject({ status: 413, kind: 'tooLarge' })
    expect(screenRequest(request('POST', '/contact', { 'content-length': String(2.5 * 1024 * 1024) }))).toMatchObject({ status: 413, kind: 'tooLarge' })
    expect(screenRequest(request('POST', '/ar/careers', { 'content-length': String(bodyLimits.forms.application + 1) }))).toMatchObject({ status: 413, kind: 'tooLarge' })
    expect(screenRequest(request('POST', '/api/graphql', { 'content-length': String(50 * 1024 * 1024) }))).toMatchObject({ status: 413 })
    expect(screenRequest(request('POST', '/api/graphql?x=1', { 'content-length': String(bodyLimits.graphql) }))).toBeNull()
    expect(screenRequest(request('POST', '/contact', { 'content-length': 'lots' }))).toMatchObject({ status: 400 })
    expect(screenRequest(request('POST', '/contact', { 'transfer-encoding': 'chunked' }))).toMatchObject({ status: 411 })
  })
})
