import { isIP } from 'node:net'
import { internalHeaders } from '@/lib/internal-headers'

/**
 * The key a client is counted under: its address as the production server determined it from the
 * connection and the TRUSTED_PROXIES setting (src/server), never a header the client wrote. An IPv6
 * client is counted by its /64 network, which one subscriber usually holds whole. Without the
 * production server in front (`next dev`), there is no trustworthy address (null): callers then
 * count something else (a form instance), never every visitor under one shared key.
 */
export function clientKey(headers: Headers): string | null {
  const address = headers.get(internalHeaders.clientAddress)
  return address ? addressKey(address) : null
}

/** The key of a client address: an IPv4 address as it is, an IPv6 one by its /64 network. */
export function addressKey(address: string): string {
  return isIP(address) === 6 ? `net:${ipv6Network(address)}` : `ip:${address}`
}

function ipv6Network(address: string): string {
  const [head = '', tail = ''] = address.toLowerCase().split('::', 2)
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`
}

