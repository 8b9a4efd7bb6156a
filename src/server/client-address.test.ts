import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { clientAddress, fromTrustedProxy, parseTrust } from './client-address'

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage

describe('client address', () => {
  it('by default believes no header: the client is the connection peer', () => {
    const trust = parseTrust(undefined)
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), trust)).toBe('203.0.113.7')
    expect(clientAddress(request('::ffff:203.0.113.7', '198.51.100.1'), parseTrust('none'))).toBe('203.0.113.7')
    expect(fromTrustedProxy(request('127.0.0.1'), trust)).toBe(false)
  })

  it('with one trusted hop takes the address the proxy appended, not what the client wrote', () => {
    const trust = parseTrust('1')
    // The client wrote "198.51.100.1"; nginx appended the address it saw, 203.0.113.7.
    expect(clientAddress(request('127.0.0.1', '198.51.100.1, 203.0.113.7'), trust)).toBe('203.0.113.7')
    expect(clientAddress(request('127.0.0.1', '203.0.113.7'), trust)).toBe('203.0.113.7')
    expect(fromTrustedProxy(request('10.1.2.3'), trust)).toBe(true)
  })

  it('with a list trusts exactly those peers, walking back through trusted hops only', () => {
    const trust = parseTrust('loopback, 10.0.0.0/8')
    expect(clientAddress(request('127.0.0.1', '198.51.100.1, 203.0.113.7, 10.0.0.2'), trust)).toBe('203.0.113.7')
    // A peer outside the list: its header is ignored.
    expect(clientAddress(request('192.0.2.50', '198.51.100.1'), trust)).toBe('192.0.2.50')
    expect(fromTrustedProxy(request('192.0.2.50'), trust)).toBe(false)
    expect(fromTrustedProxy(request('::1'), trust)).toBe(true)
  })
})
