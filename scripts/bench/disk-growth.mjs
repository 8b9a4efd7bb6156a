// Made-up addresses must write nothing (README, Security: Storage): 10,000 requests for slugs,
// share cards and list pages that do not exist, at high concurrency, with the size of the build
// directory (where Next's cache lives) measured before and after.
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { benchPages } from './pages.mjs'
import { fetchRaw } from '../lib/http.mjs'
import { cannon } from './load.mjs'
import { round } from './stats.mjs'
import { sleep, withProductionServer } from './topology.mjs'

const made = () => `bench-${randomBytes(6).toString('hex')}`
const pageNumber = () => 1000 + Math.floor(Math.random() * 1e6)
// The kinds of address tests/e2e/security.spec.ts probes, in both languages.
const addresses = [
  () => `/blog/${made()}`,
  () => `/ar/blog/${made()}`,
  () => `/solutions/${made()}`,
  () => `/ar/solutions/${made()}`,
  () => `/pages/${made()}`,
  () => `/ar/pages/${made()}`,
  () => `/careers/${made()}`,
  () => `/ar/careers/${made()}`,
  () => `/og/en/blog/${made()}.png`,
  () => `/og/ar/blog/${made()}.png`,
  () => `/blog?page=${pageNumber()}`,
  () => `/api/blog-posts?locale=en&page=${pageNumber()}`,
]

/**
 * Every file under `dir` with its size: bytes (as `du --apparent-size` counts them) and allocated
 * bytes (as `du` counts them, whole blocks).
 */
function filesUnder(dir) {
  const files = new Map()
  const visit = (p) => {
    let entries
    try {
      entries = readdirSync(p, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const full = path.join(p, entry.name)
      if (entry.isDirectory()) visit(full)
      else {
        try {
          const stat = statSync(full)
          files.set(full, { bytes: stat.size, allocated: stat.blocks * 512 })
        } catch {
          // removed meanwhile
        }
      }
    }
  }
  visit(dir)
  return files
}

const total = (files) => {
  let bytes = 0
  let allocated = 0
  for (const f of files.values()) {
    bytes += f.bytes
    allocated += f.allocated
  }
  return { bytes, allocated, files: files.size }
}

/** The files that appeared or grew between two listings, largest growth first. */
function grown(before, after, limit = 10) {
  const out = []
  for (const [file, size] of after) {
    const was = before.get(file)
    const bytes = size.bytes - (was?.bytes ?? 0)
    if (!was || bytes > 0) out.push({ file, bytes, new: !was })
  }
  return out.sort((a, b) => b.bytes - a.bytes).slice(0, limit)
}

export async function diskGrowth(ctx, { count = ctx.madeUpRequests ?? 10_000, connections = 50 } = {}) {
  const folders = { build: ctx.distDir, cache: path.join(ctx.distDir, 'cache'), data: ctx.dataDir }
  return withProductionServer(ctx, { env: ctx.env }, async (server) => {
    // Every real page once, so that what the first visits store is in place before the count.
    for (const page of benchPages()) await fetchRaw(server.origin + page.path)
    await sleep(2000)
    const before = Object.fromEntries(Object.entries(folders).map(([name, dir]) => [name, filesUnder(dir)]))
    const startedAt = new Date().toISOString()
    const run = await cannon({
      url: server.origin,
      connections,
      amount: count,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: addresses[Math.floor(Math.random() * addresses.length)]() }) }],
      pids: () => [server.pid],
    })
    // A server that stopped answering would make the requests fail fast and the count meaningless.
    const serverAlive = existsSync(`/proc/${server.pid}`)
    const endedAt = new Date().toISOString()
    // Writes that follow a response (a cache entry stored after it was sent) get time to land.
    await sleep(3000)
    const after = Object.fromEntries(Object.entries(folders).map(([name, dir]) => [name, filesUnder(dir)]))
    const sizes = {}
    for (const name of Object.keys(folders)) {
      const b = total(before[name])
      const a = total(after[name])
      sizes[name] = { before: b, after: a, growth: { bytes: a.bytes - b.bytes, allocated: a.allocated - b.allocated, files: a.files - b.files } }
    }
    const build = sizes.build.growth
    return {
      requests: count,
      connections,
      startedAt,
      endedAt,
      serverAlive,
      kinds: addresses.map((make) => make().replace(/bench-[0-9a-f]+/g, '{made-up}').replace(/\d{4,}/g, '{number}')),
      folders,
      run,
      sizes,
      grownFiles: grown(before.build, after.build).map((f) => ({ ...f, file: path.relative(ctx.distDir, f.file) })),
      // Counted against the target: the build directory, by the larger of its two measures.
      growthBytes: Math.max(build.bytes, build.allocated),
    }
  })
}
