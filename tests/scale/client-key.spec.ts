import os from 'node:os'
import path from 'node:path'
import { readFileSync, rmSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { freePort, startNginxSite } from '../../scripts/lib/services.mjs'
import { addressKey } from '../../src/lib/security/client-key'

/**
 * nginx's per-client limits count an IPv6 client by its /64 network, as the app does: the
 * template's `$thaqib_client` map, run by Debian's nginx on addresses it is told of (its realip
 * module sets the connection's address from a header) and printed in its own short form.
 */
const template = readFileSync(path.resolve('deploy/nginx/thaqib.conf.template'), 'utf8')
const clientMap = /^map \$remote_addr \$thaqib_client \{$[\s\S]*?^\}$/m.exec(template)?.[0]

/** Addresses with runs of zero groups of every length at every place, and a few of every kind. */
function addresses(): string[] {
  const group = (i: number) => ((i * 0x1f3d + 0x2a) & 0xffff || 1).toString(16)
  const list: string[] = []
  for (let start = 0; start < 8; start++) {
    for (let length = 0; start + length <= 8; length++) {
      list.push(Array.from({ length: 8 }, (_, i) => (i >= start && i < start + length ? '0' : group(i + start * 8 + length))).join(':'))
    }
  }
  list.push('2001:db8:0:0:1:0:0:1', '2001:0:0:1:0:0:0:1', 'fe80:0:0:0:1:2:3:4', '0:0:0:0:0:0:0:1', '203.0.113.9', '::ffff:203.0.113.9')
  return list
}

test('nginx counts an IPv4 client by its address and an IPv6 client by its /64 network, as the app does', async () => {
  expect(clientMap, 'the map $thaqib_client in deploy/nginx/thaqib.conf.template').toBeTruthy()
  const dir = path.join(os.tmpdir(), `thaqib-client-key-${process.pid}`)
  const port = await freePort()
  const site = `${clientMap}
server {
  listen 127.0.0.1:${port};
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Test-Address;
  location / { default_type text/plain; return 200 "$remote_addr $thaqib_client"; }
}
`
  const nginx = await startNginxSite({ dir, port, site })
  try {
    for (const address of addresses()) {
      const [shown = '', key = ''] = (await (await fetch(nginx.origin, { headers: { 'x-test-address': address } })).text()).split(' ')
      // IPv4, mapped or not: the address itself. IPv6: the four groups of the network the app counts.
      if (shown.includes('.')) expect(key, address).toBe(shown)
      else expect(`net:${key}::/64`, `${address} (nginx: ${shown})`).toBe(addressKey(shown))
    }
  } finally {
    await nginx.stop()
    rmSync(dir, { recursive: true, force: true })
  }
})
