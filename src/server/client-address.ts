import type { IncomingMessage } from 'node:http'
import proxyaddr from 'proxy-addr'

/**
 * Which peers may tell us a client's address (`TRUSTED_PROXIES`):
 * - unset or `none` (default): nobody; the client is the peer of the TCP connection.
 * - a number N: the N nearest hops are proxies of ours (nginx in front: `1`).
 * - a list of addresses, CIDR ranges or proxy-addr's names (`loopback`, `uniquelocal`,
 *   `linklocal`): proxies are exactly those peers.
 * The X-Forwarded-For entries a client writes itself are never believed beyond the trusted hops.
 */
export type Trust = (address: string, hop: number) => boolean

export function parseTrust(setting: string | undefined): Trust {
  const value = setting?.trim() ?? ''
  if (value === '' || value === 'none') return () => false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  return proxyaddr.compile(value.split(',').map((part) => part.trim()).filter(Boolean))
}

/** The client's address as the trust setting allows it to be known. */
export function clientAddress(request: IncomingMessage, trust: Trust): string {
  return normalize(proxyaddr(request, trust))
}

/** Whether the connection itself comes from a trusted proxy (so its other X-Forwarded-* headers hold). */
export function fromTrustedProxy(request: IncomingMessage, trust: Trust): boolean {
  const peer = request.socket.remoteAddress
  return Boolean(peer) && trust(normalize(peer!), 0)
}

/** `::ffff:192.0.2.1` is 192.0.2.1. */
function normalize(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}
