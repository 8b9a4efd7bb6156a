import { spawn } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'

/**
 * What the on-call checks of the scale-out test (tests/scale/scale-out.spec.ts) need beside the
 * topology: requests whose every stage is visible (written, answered, reset), a process's own
 * stop and continue signals, the scripts run as an operator runs them, and the logs read as a log
 * collector reads them.
 */

export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders; error?: string }

/**
 * A GET on a connection of its own, resolved when the connection is made and the request's bytes
 * are handed to the kernel (`written`: the server's kernel has them) and when the answer ends or the
 * connection fails (`answer`: status 0 and the error's code, e.g. ECONNRESET).
 */
export function getOnNewConnection(origin: string, path: string): { written: Promise<void>; answer: Promise<Answer> } {
  let onWritten: () => void = () => undefined
  let connected = false
  let finished = false
  const written = new Promise<void>((resolve) => (onWritten = resolve))
  // A request is "finished" once handed to its socket, which may still be connecting.
  const check = () => connected && finished && onWritten()
  const answer = new Promise<Answer>((resolve) => {
    const request = http.get(origin + path, { agent: false, headers: { connection: 'keep-alive' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }))
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, body: '', headers: {}, error: error.code ?? error.message }))
    })
    request.on('socket', (socket) => {
      if (!socket.connecting) connected = true
      else socket.once('connect', () => ((connected = true), check()))
      check()
    })
    request.on('finish', () => ((finished = true), check()))
    request.on('error', (error: NodeJS.ErrnoException) => {
      onWritten()
      resolve({ status: 0, body: '', headers: {}, error: error.code ?? error.message })
    })
  })
  return { written, answer }
}

/**
 * A kept-alive connection that has been answered once and now sits idle, as a browser's or a
 * proxy's would; `closed` resolves with how the server ended it ('end': a clean close, or the error).
 */
export async function idleKeepAliveConnection(origin: string, path = '/api/health'): Promise<{ closed: Promise<string>; destroy: () => void }> {
  const url = new URL(origin)
  const socket = net.connect(Number(url.port), url.hostname)
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  const closed = new Promise<string>((resolve) => {
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    socket.once('end', () => resolve('end'))
  })
  let received = ''
  const answered = new Promise<void>((resolve) =>
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1')
      if (/\r\n\r\n/.test(received)) resolve()
    }),
  )
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n\r\n`)
  await answered
  return { closed, destroy: () => socket.destroy() }
}

/** Stops a process as a hung server is stopped (SIGSTOP: its connections stay open, nothing answers) until `resume`. */
export function freeze(pid: number): { resume: () => void } {
  process.kill(pid, 'SIGSTOP')
  let resumed = false
  return {
    resume() {
      if (resumed) return
      resumed = true
      process.kill(pid, 'SIGCONT')
    },
  }
}

/** Runs a script of the repository as an operator would (`node scripts/x.mjs …`), with these settings; its exit code and output. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** The lines of a log that are not one JSON object with a level and a message. */
export function nonJsonLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .filter((line) => {
      try {
        const entry = JSON.parse(line) as { level?: unknown; msg?: unknown }
        return typeof entry !== 'object' || entry === null || typeof entry.level !== 'string' || typeof entry.msg !== 'string'
      } catch {
        return true
      }
    })
}

/** Every line of a JSON log, parsed (lines that are not JSON left out). */
export function logEntries(output: string): Record<string, unknown>[] {
  return output.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line) as unknown
      return entry && typeof entry === 'object' ? [entry as Record<string, unknown>] : []
    } catch {
      return []
    }
  })
}
