import { createHash } from 'node:crypto'
import { jwtSign } from 'payload'
import { describe, expect, it } from 'vitest'
import { staffSessions } from './staff-session'

const secret = 'a-secret-of-this-site-0123456789abcdef'
// As Payload keys its tokens (`payload.secret`, payload/dist/index.js).
const payloadKey = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32)
const token = async (value = secret, expiresIn = 7200) => (await jwtSign({ fieldsToSign: { id: 1, collection: 'users', email: 'editor@thaqiblab.sa' }, secret: payloadKey(value), tokenExpiration: expiresIn })).token

describe('a staff session, from the cookie alone', () => {
  const hasStaffSession = staffSessions(() => secret)

  it('is a payload-token Payload signed with this site’s secret, among other cookies', async () => {
    expect(hasStaffSession(`payload-token=${await token()}`)).toBe(true)
    expect(hasStaffSession(`theme=dark; payload-token=${await token()}; lang=ar`)).toBe(true)
  })

  it('is not a token signed with another secret, altered, expired, or made up', async () => {
    expect(hasStaffSession(`payload-token=${await token('another-site-secret-0123456789abcdef')}`)).toBe(false)
    const real = await token()
    const [header, claims] = real.split('.')
    const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(claims!, 'base64url').toString()), exp: 4_102_444_800 })).toString('base64url')
    expect(hasStaffSession(`payload-token=${header}.${raised}.${real.split('.')[2]}`)).toBe(false)
    expect(hasStaffSession(`payload-token=${real}`, Date.now() + 7201 * 1000)).toBe(false)
    for (const made of ['x', 'a.b.c', `${real}.d`, '', `${'a'.repeat(5000)}`, '%E0%A4%A', `${real}%`]) expect(hasStaffSession(`payload-token=${made}`), made.slice(0, 20)).toBe(false)
    expect(hasStaffSession(`other-token=${real}`)).toBe(false)
    expect(hasStaffSession(undefined)).toBe(false)
  })

  it('is none while the site has no secret', async () => {
    expect(staffSessions(() => undefined)(`payload-token=${await token()}`)).toBe(false)
  })
})
