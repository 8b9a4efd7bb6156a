import { describe, expect, it } from 'vitest'
import { internalHeaders } from '@/lib/internal-headers'
import { clientKey } from './client-key'

const headers = (entries: Record<string, string>) => new Headers(entries)

describe('clientKey', () => {
  it('counts the address the production server determined, whatever X-Forwarded-For says', () => {
    const key = clientKey(headers({ [internalHeaders.clientAddress]: '203.0.113.7', 'x-forwarded-for': '198.51.100.1' }))
    expect(key).toBe('ip:203.0.113.7')
    expect(clientKey(headers({ [internalHeaders.clientAddress]: '203.0.113.7', 'x-forwarded-for': '198.51.100.2' }))).toBe(key)
  })

  it('counts an IPv6 client by its /64 network', () => {
    const a = clientKey(headers({ [internalHeaders.clientAddress]: '2001:db8:1:2:aaaa::1' }))
    const b = clientKey(headers({ [internalHeaders.clientAddress]: '2001:0db8:0001:0002:ffff:ffff:ffff:ffff' }))
    const other = clientKey(headers({ [internalHeaders.clientAddress]: '2001:db8:1:3::1' }))
    expect(a).toBe('net:2001:db8:1:2::/64')
    expect(b).toBe(a)
    expect(other).not.toBe(a)
    expect(clientKey(headers({ [internalHeaders.clientAddress]: '::1' }))).toBe('net:0:0:0:0::/64')
  })

  it('without an address from the production server has no key, whatever the client wrote', () => {
    expect(clientKey(headers({ 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2' }))).toBeNull()
    expect(clientKey(headers({}))).toBeNull()
  })
})
