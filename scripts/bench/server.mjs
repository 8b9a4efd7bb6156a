// Starts the production server (`next start`) for the benchmark, finds its process and reads its memory.
import { execFileSync, spawn } from 'node:child_process'
import { createWriteStream, readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { performance } from 'node:perf_hooks'
import { serverEntry } from '../lib/build.mjs'

const nextBin = 'node_modules/next/dist/bin/next'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** One GET; resolves at the response headers (the first byte) with the status, or rejects. */
function firstByte(url, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      const at = performance.now()
      response.resume()
      resolve({ at, status: response.statusCode })
    })
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', reject)
  })
}

/** Whether anything accepts connections on the loopback port. */
export function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export function children(pid) {
  const found = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The parent pid is the 4th field after the command name in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) found.push(Number(entry))
    } catch {
      // the process ended meanwhile
    }
  }
  return found
}

/** The process that serves requests: `next start` names itself `next-server`, possibly in a child. */
export function findServerPid(rootPid) {
  const queue = [rootPid]
  while (queue.length) {
    const pid = queue.shift()
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('next-server')) return pid
    } catch {
      // gone
    }
    queue.push(...children(pid))
  }
  return rootPid
}

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/** CPU time (user + system) in ms that the processes have used so far, from /proc/<pid>/stat. */
export function cpuMs(pids) {
  let ticks = 0
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // utime and stime are the 14th and 15th fields, the 12th and 13th after the command name.
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // gone
    }
  }
  return (ticks * 1000) / clockTicks
}

/** Resident memory of a process in MiB, from /proc/<pid>/status (VmRSS). */
export function rssMiB(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
    return Number.isFinite(kb) ? kb / 1024 : null
  } catch {
    return null
  }
}

/** Samples a process's RSS every `intervalMs` until stopped; returns the samples and the peak. */
export function sampleRss(pid, intervalMs = 100) {
  const samples = []
  const timer = setInterval(() => {
    const value = rssMiB(pid)
    if (value != null) samples.push(value)
  }, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      return { samples: samples.length, peakMiB: samples.length ? Math.max(...samples) : null }
    },
  }
}

/** How each kind of server is started: Next's own, or the production server that `npm start` runs. */
const commands = {
  // Next.js alone: no security headers, no compression (next.config.ts leaves it to src/server),
  // no client address (rate limits keyed by address do not apply).
  'next-start': (port) => ({ args: [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], env: {} }),
  // src/server/index.ts, compiled into the build: Next's handler behind the front that deployments
  // run (client address from TRUSTED_PROXIES, security headers with hashed inline scripts,
  // compression, JSON request logs).
  production: (port, env) => ({ args: [serverEntry(env.NEXT_DIST_DIR)], env: { PORT: String(port), HOSTNAME: '127.0.0.1' } }),
}

/**
 * Spawns a server (`next start` unless `command` says `production`) and polls until the first byte
 * of `probePath` arrives. `startToFirstByteMs` is measured from just before the spawn, so it includes
 * Node's and Next's start-up.
 */
export async function startServer({ env, port, logFile, probePath = '/', timeoutMs = 120_000, command = 'next-start' }) {
  // Another server on the port would answer the probes and be measured instead.
  if (await portAnswers(port)) throw new Error(`Something already listens on port ${port}: stop it, or choose another port with BENCH_PORT.`)
  const how = commands[command]
  if (!how) throw new Error(`Unknown server command ${command}`)
  const { args, env: extra } = how(port, env)
  const log = createWriteStream(logFile, { flags: 'a' })
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, args, {
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.pipe(log, { end: false })
  child.stderr.pipe(log, { end: false })
  let exited = null
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = { code, signal }))))
  // A server that stops or starts shutting down while it is measured, without the benchmark asking
  // (a crash, a signal from elsewhere), would be reported as slow or failing: the phase must know.
  let stopping = false
  let interrupted = null
  child.stdout.on('data', (chunk) => {
    if (!stopping && !interrupted && String(chunk).includes('"msg":"shutting down')) interrupted = 'began shutting down on a signal the benchmark did not send'
  })
  exit.then(() => {
    if (!stopping) interrupted ??= `exited (${exited.signal ?? exited.code})`
  })

  const url = `http://127.0.0.1:${port}${probePath}`
  let first = null
  while (!first) {
    if (exited) throw new Error(`${command} exited (${exited.signal ?? exited.code}); see ${logFile}`)
    if (performance.now() - spawnedAt > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`${command} gave no response within ${timeoutMs} ms; see ${logFile}`)
    }
    try {
      first = await firstByte(url)
    } catch {
      await sleep(10)
    }
  }

  const pid = findServerPid(child.pid)
  return {
    pid,
    port,
    command,
    origin: `http://127.0.0.1:${port}`,
    startToFirstByteMs: first.at - spawnedAt,
    firstStatus: first.status,
    /** Why the server stopped serving before `stop()` was called, or null. */
    interruption: () => interrupted,
    async stop() {
      stopping = true
      if (!exited) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exit
        clearTimeout(timer)
      }
      log.end()
    },
  }
}
