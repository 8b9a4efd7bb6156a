import path from 'node:path'
import { mkdirSync, rmSync } from 'node:fs'
import { createClient } from '@libsql/client'
import { startApp } from '../../scripts/lib/services.mjs'

/**
 * More production servers on the test build, with settings of their own: for behaviour the main
 * test server changes for the suite's sake (the trusted proxy, the forms' minimum fill time), cannot
 * show (HTTPS), or must not share (its own database, an SMTP server, a process to kill). The
 * benchmark starts its servers with the same `startApp` (scripts/lib/services.mjs).
 */
const started = new Set<{ kill: () => Promise<void> }>()

/** Stops every server these helpers started and that still runs (a test's teardown, pass or fail). */
export async function stopAllServers(): Promise<void> {
  const running = [...started]
  started.clear()
  await Promise.all(running.map((server) => server.kill()))
}

export type TestServer = {
  url: string
  stop: () => Promise<void>
  kill: () => Promise<void>
  output: () => string
}

type Options = {
  /** `serve` runs the production server on the build; `start` runs `npm start` itself (migrate, seed, serve). */
  command?: 'serve' | 'start'
  timeoutMs?: number
}

export async function startServer(port: number, env: Record<string, string | undefined>, { command = 'serve', timeoutMs = 60_000 }: Options = {}): Promise<TestServer> {
  const server = await startApp({ port, env: { ...process.env, ...env }, command, timeoutMs })
  started.add(server)
  return { url: server.url, output: server.output, stop: server.stop, kill: server.kill }
}

/**
 * A copy of the seeded test database in a folder of its own (SQLite's `VACUUM INTO`: consistent
 * while the main test server uses the original), for a server whose queue must be its own.
 */
export async function copyTestDatabase(name: string): Promise<{ url: string; dir: string }> {
  const source = (process.env.DATABASE_URL ?? 'file:./.test-data/site.db').replace(/^file:/, '')
  const dir = path.join(path.dirname(source), name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const target = path.join(dir, 'site.db')
  const client = createClient({ url: `file:${source}` })
  await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  client.close()
  return { url: `file:${target}`, dir }
}
