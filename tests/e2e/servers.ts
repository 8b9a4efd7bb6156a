import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { serverEntry } from '../../scripts/lib/build.mjs'

/**
 * More production servers on the test build, with settings of their own: for behaviour the main
 * test server changes for the suite's sake (the trusted proxy, the forms' minimum fill time), cannot
 * show (HTTPS), or must not share (its own database, an SMTP server, a process to kill).
 */
const started = new Set<ChildProcess>()

/** Kills a test server and whatever it started (its process group), even when it cannot pass a signal on. */
function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL')
  } catch {
    child.kill('SIGKILL')
  }
}

/** Stops every server these helpers started and that still runs (a test's teardown, pass or fail). */
export async function stopAllServers(): Promise<void> {
  await Promise.all(
    [...started].map(
      (child) =>
        new Promise<void>((resolve) => {
          started.delete(child)
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          killGroup(child)
        }),
    ),
  )
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
  const args = command === 'serve' ? [serverEntry(env.NEXT_DIST_DIR)] : ['scripts/start.mjs']
  // A process group of its own, so that a kill reaches the server that `npm start` starts as well.
  const child: ChildProcess = spawn(process.execPath, args, { env: { ...process.env, PORT: String(port), ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://localhost:${port}`
  const deadline = Date.now() + timeoutMs
  // Ready when this process says it listens (another one could be answering on the port).
  while (!/"msg":"listening"/.test(output)) {
    if (child.exitCode !== null) throw new Error(`The test server on ${port} exited:\n${output}`)
    if (Date.now() > deadline) {
      killGroup(child)
      throw new Error(`The test server on ${port} did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  started.add(child)
  const ended = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      if (signal === 'SIGKILL') killGroup(child)
      else child.kill(signal)
    })
  return { url, output: () => output, stop: () => ended('SIGTERM'), kill: () => ended('SIGKILL') }
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
