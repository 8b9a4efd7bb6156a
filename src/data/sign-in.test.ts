import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { internalHeaders } from '@/lib/internal-headers'
import { forgotPassword, payloadPasswordHash, readCredentials, resetPassword } from './sign-in'

// Outside a request, work handed to `after` runs at once.
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), after: (work: () => unknown) => void work() }))

describe('sign-in timing', () => {
  it('hashes an unknown e-mail’s password exactly as Payload hashes a real one', async () => {
    // Payload does not export its hashing module; read it from the installed package.
    const file = pathToFileURL(path.resolve('node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js')).href
    const { getPasswordHashParameters, generatePasswordSaltHash } = await import(/* @vite-ignore */ file)
    const { hash } = await generatePasswordSaltHash({ isPasswordAuthenticated: true, password: 'a test password', req: {} })
    const current = getPasswordHashParameters(hash)
    expect({ iterations: current.iterations, keyLength: current.keyLength }).toEqual({
      iterations: payloadPasswordHash.iterations,
      keyLength: payloadPasswordHash.keyLength,
    })
  })
})

describe('the credentials a sign-in request carries', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://site.test/api/users/login', { method: 'POST', body, headers })

  it('reads a JSON body', async () => {
    const { data } = await readCredentials(post(JSON.stringify({ email: 'a@b.sa', password: 'x' }), { 'content-type': 'application/json' }))
    expect(data).toEqual({ email: 'a@b.sa', password: 'x' })
  })

  it('reads the admin form’s multipart body, whose _payload field holds the JSON, and keeps its bytes for Payload', async () => {
    const json = JSON.stringify({ email: 'editor@thaqiblab.sa', password: 'secret' })
    // A boundary in mixed case, as browsers write it: it must be matched as written.
    const type = 'multipart/form-data; boundary=----WebKitFormBoundaryAbC123'
    const request = post(`------WebKitFormBoundaryAbC123\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${json}\r\n------WebKitFormBoundaryAbC123--\r\n`, { 'content-type': type })
    const { body, data } = await readCredentials(request)
    expect(data.email).toBe('editor@thaqiblab.sa')
    const resent = new Request('http://site.test/', { method: 'POST', body, headers: { 'content-type': type } })
    expect((await resent.formData()).get('_payload')).toBe(json)
  })

  it('finds nothing in a body that is neither, or is malformed', async () => {
    expect((await readCredentials(post('email=a@b.sa', { 'content-type': 'application/x-www-form-urlencoded' }))).data).toEqual({})
    expect((await readCredentials(post('{not json', { 'content-type': 'application/json' }))).data).toEqual({})
    expect((await readCredentials(post('[1,2]', { 'content-type': 'application/json' }))).data).toEqual({})
  })
})

describe('password resets', () => {
  const from = (address: string, data: object) =>
    new Request('http://site.test/api/users/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [internalHeaders.clientAddress]: address },
      body: JSON.stringify(data),
    })

  it('mails one account at most three times an hour, whatever the number of clients asking, and answers every request alike', async () => {
    const forwarded: string[] = []
    const next = async (request: Request) => {
      forwarded.push(((await request.json()) as { email: string }).email)
      return Response.json({ message: 'sent' })
    }
    const email = `reset-${Date.now()}@thaqiblab.sa`
    const answers = []
    for (let i = 1; i <= 5; i++) answers.push(await forgotPassword(from(`203.0.113.${i}`, { email: email.toUpperCase() }), next))
    await vi.waitFor(() => expect(forwarded).toHaveLength(3))
    expect(forwarded).toEqual([email.toUpperCase(), email.toUpperCase(), email.toUpperCase()])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1)
  })

  it('lets one client try at most twenty reset tokens an hour', async () => {
    const next = async () => Response.json({ errors: [{ message: 'Token is either invalid or has expired.' }] }, { status: 403 })
    const statuses = []
    for (let i = 0; i < 21; i++) statuses.push((await resetPassword(from('198.51.100.7', { token: `guess-${i}`, password: 'x' }), next)).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(403))
    expect(statuses[20]).toBe(429)
  })
})
