// What the script policy's hashes cost: the production server holds each HTML page until it is
// complete and hashes its inline scripts (src/server/respond.ts). The server has no switch to skip
// that, so the hashing is timed in a process of its own on the home page's exact HTML, and set
// against the server's CPU time per response for the same page under load.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fetchRaw } from '../lib/http.mjs'
import { round } from './stats.mjs'
import { measure, serverCode, withProductionServer } from './topology.mjs'

export async function cspHashingCost(ctx) {
  return withProductionServer(ctx, { env: ctx.env }, async (server) => {
    const page = await fetchRaw(`${server.origin}/`)
    if (page.status !== 200) throw new Error(`/ answered ${page.status}`)
    const policy = page.headers['content-security-policy'] ?? ''
    const file = path.resolve(ctx.outDir, 'home.html')
    writeFileSync(file, page.body)
    const load = await measure(ctx, { url: `${server.origin}/`, groups: { server: () => [server.pid] } })
    // Timed after the load, so that it does not compete with the server for a core.
    const timing = await serverCode(ctx, ['csp-hash', file, '3000'])
    const serverMicroseconds = load.msPerResponse.server * 1000
    return {
      page: '/',
      htmlBytes: page.body.length,
      // Whether the page came from Next's cache: a page rendered per request would cost far more.
      nextCache: page.headers['x-nextjs-cache'] ?? null,
      cacheControl: page.headers['cache-control'] ?? null,
      hashesInPolicy: (policy.match(/'sha256-/g) ?? []).length,
      load,
      timing,
      shareOfServerCpu: {
        hashOnly: round(timing.hashOnly.cpuMicrosecondsPerPage / serverMicroseconds, 4),
        wholeStep: round(timing.wholeStep.cpuMicrosecondsPerPage / serverMicroseconds, 4),
      },
    }
  })
}
