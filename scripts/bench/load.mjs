// Throughput and latency under load: autocannon against the Next server and against nginx serving the
// same HTML bytes, a time-to-first-byte sampler, and the blog's load-more request replayed.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { fetchRaw } from '../lib/http.mjs'
import { children, cpuMs } from './server.mjs'
import { round, summarize } from './stats.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const sha256 = (buffer) => createHash('sha256').update(buffer).digest('hex')

/**
 * nginx from the machine's packages on loopback, serving fixed bytes: `html` as `/`, or `files`, each
 * `{ path, body, contentEncoding? }` (a body already gzipped is sent as is, with its Content-Encoding,
 * as a cache that stores compressed pages sends it). One worker process (the Next side is one process
 * too), no access log, every path it writes inside `dir`.
 */
export async function startNginx({ nginx, dir, port, html, files = [{ path: '/', body: html }] }) {
  rmSync(dir, { recursive: true, force: true })
  const www = path.join(dir, 'www')
  mkdirSync(www, { recursive: true })
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, 'tmp', sub), { recursive: true })
  const locations = files.map((file, i) => {
    writeFileSync(path.join(www, `file-${i}`), file.body)
    // nginx's gzip module is off here, so the header is all that marks the bytes as compressed.
    const encoding = file.contentEncoding ? `\n      add_header Content-Encoding ${file.contentEncoding};` : ''
    return `    location = ${file.path} {
      default_type "text/html; charset=utf-8";${encoding}
      try_files /file-${i} =404;
    }`
  })
  const temp = (sub) => path.join(dir, 'tmp', sub)
  // As root, nginx would hand its worker to `nobody`; keep it the current user like every other process.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : ''
  const conf = `${user}worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${www};
${locations.join('\n')}
  }
}
`
  const confFile = path.join(dir, 'nginx.conf')
  writeFileSync(confFile, conf)
  const child = spawn(nginx, ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  let exited = null
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = { code, signal }))))
  const origin = `http://127.0.0.1:${port}`
  const started = performance.now()
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM')
      await exit
    }
  }
  try {
    for (const file of files) {
      for (;;) {
        if (exited) throw new Error(`nginx exited (${exited.signal ?? exited.code}): ${stderr}`)
        if (performance.now() - started > 15_000) throw new Error(`nginx did not answer on port ${port}: ${stderr}`)
        try {
          const response = await fetchRaw(`${origin}${file.path}`, { headers: file.contentEncoding ? { 'accept-encoding': file.contentEncoding } : {} })
          if (sha256(response.body) !== sha256(file.body)) throw new Error(`nginx serves different bytes than the page at ${file.path}`)
          break
        } catch (error) {
          if (error.message.includes('different bytes')) throw error
          await sleep(50)
        }
      }
    }
  } catch (error) {
    await stop()
    throw error
  }
  return {
    origin,
    /** The master and its worker. */
    pids: () => [child.pid, ...children(child.pid)],
    stop,
  }
}

/**
 * One autocannon run; percentiles come from every response time, not from autocannon's buckets.
 * With `pids` (the server's processes), also the server's CPU time per response, and the load
 * generator's own (autocannon runs in this process): on a small machine they share the cores.
 * `amount` sends that many requests instead of running for `seconds`; `requests` is autocannon's
 * list of request templates (a `setupRequest` can give every request its own path).
 */
export async function cannon({ url, connections, seconds, headers, pids, amount, requests }) {
  const times = []
  const statuses = {}
  // What the failed requests failed with (a refused connection, a timeout, a parse error).
  const errorCodes = {}
  const serverCpuBefore = pids ? cpuMs(pids()) : null
  const ownCpuBefore = process.cpuUsage()
  const wallBefore = performance.now()
  const instance = autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    ...(headers ? { headers } : {}),
    ...(requests ? { requests } : {}),
  })
  instance.on('response', (_client, status, _bytes, responseTime) => {
    times.push(responseTime)
    statuses[status] = (statuses[status] ?? 0) + 1
  })
  instance.on('reqError', (error) => {
    const key = error?.code ?? error?.message ?? 'error'
    errorCodes[key] = (errorCodes[key] ?? 0) + 1
  })
  const result = await instance
  const wallMs = performance.now() - wallBefore
  const own = process.cpuUsage(ownCpuBefore)
  const serverCpu = pids ? cpuMs(pids()) - serverCpuBefore : null
  const latency = summarize(times)
  return {
    url,
    connections,
    seconds: amount ? round(wallMs / 1000, 1) : seconds,
    requestsPerSecond: amount ? round((result.requests.total * 1000) / wallMs, 0) : round(result.requests.average, 0),
    totalRequests: result.requests.total,
    statuses,
    errorCodes,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: round(result.throughput.average, 0),
    cpu: {
      // Cores kept busy on average (1 = one core all the time) and CPU time per response.
      serverCores: serverCpu == null ? null : round(serverCpu / wallMs, 2),
      serverMsPerResponse: serverCpu == null || !result.requests.total ? null : round(serverCpu / result.requests.total, 3),
      loadGeneratorCores: round((own.user + own.system) / 1000 / wallMs, 2),
    },
    latencyMs: { p50: round(latency.p50, 2), p95: round(latency.p95, 2), p99: round(latency.p99, 2), max: round(latency.max, 2) },
  }
}

/**
 * Time to first byte under load: `connections` keep-alive loops each send a GET and time it until the
 * response headers arrive (the first byte), then read the body and go again.
 */
export async function ttfbUnderLoad({ url, connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const ttfb = []
  const total = []
  let failures = 0
  const deadline = performance.now() + seconds * 1000
  const loop = async () => {
    while (performance.now() < deadline) {
      await new Promise((resolve) => {
        const start = performance.now()
        const request = http.get(url, { agent }, (response) => {
          const first = performance.now()
          response.on('data', () => {})
          response.on('end', () => {
            if (response.statusCode === 200) {
              ttfb.push(first - start)
              total.push(performance.now() - start)
            } else failures += 1
            resolve()
          })
        })
        request.on('error', () => {
          failures += 1
          resolve()
        })
      })
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  agent.destroy()
  const t = summarize(ttfb)
  const all = summarize(total)
  return {
    url,
    connections,
    seconds,
    requests: ttfb.length,
    failures,
    ttfbMs: { p50: round(t.p50, 2), p95: round(t.p95, 2), p99: round(t.p99, 2) },
    totalMs: { p50: round(all.p50, 2), p95: round(all.p95, 2), p99: round(all.p99, 2) },
  }
}

/** Replays one captured request `count` times in sequence on a keep-alive connection, after a warm-up. */
export async function replay({ origin, request, count, warmup = 20 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const times = []
  let failures = 0
  let bytes = 0
  const once = () =>
    new Promise((resolve) => {
      const start = performance.now()
      const req = http.request(origin + request.path, { method: request.method, headers: request.headers, agent }, (response) => {
        let size = 0
        let text = ''
        response.on('data', (chunk) => {
          size += chunk.length
          if (text.length < 200) text += chunk
        })
        response.on('end', () => {
          const ok = response.statusCode === 200 && !text.startsWith('{"errors"')
          resolve({ ms: performance.now() - start, ok, size })
        })
      })
      req.on('error', () => resolve({ ms: null, ok: false, size: 0 }))
      req.end(request.body ?? undefined)
    })
  for (let i = 0; i < warmup; i++) await once()
  for (let i = 0; i < count; i++) {
    const result = await once()
    if (result.ok) {
      times.push(result.ms)
      bytes = result.size
    } else failures += 1
  }
  agent.destroy()
  const s = summarize(times)
  return { count, failures, responseBytes: bytes, ms: { p50: round(s.p50, 2), p95: round(s.p95, 2), p99: round(s.p99, 2), max: round(s.max, 2) } }
}
