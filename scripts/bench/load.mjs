// Load and its accounting: autocannon runs with percentiles from every response, the CPU time of
// each group of processes meanwhile, a time-to-first-byte sampler, and a paced stream of requests.
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { cpuMs, machineCpuMs } from '../lib/services.mjs'

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
export const round = (value, digits = 1) => (value == null || !Number.isFinite(value) ? null : Number(value.toFixed(digits)))

/** The p-th percentile (0–100) of the samples, by linear interpolation between closest ranks. */
export function percentile(samples, p) {
  if (samples.length === 0) return null
  const sorted = Float64Array.from(samples).sort()
  const rank = (p / 100) * (sorted.length - 1)
  const low = Math.floor(rank)
  return sorted[low] + (sorted[Math.ceil(rank)] - sorted[low]) * (rank - low)
}

export const median = (samples) => percentile(samples, 50)
export const latency = (samples, digits = 2) => ({ p50: round(percentile(samples, 50), digits), p95: round(percentile(samples, 95), digits), p99: round(percentile(samples, 99), digits), max: round(percentile(samples, 100), digits) })
/** Adds one to `map[key]` (a tally of statuses, say) and returns the map. */
export const count = (map, key) => Object.assign(map, { [key]: (map[key] ?? 0) + 1 })

/**
 * One autocannon run (`seconds` long, or `amount` requests), with `method`, `headers`, `body` or
 * autocannon's `requests` templates. Latency is to the last byte.
 */
export async function cannon({ url, connections = 10, seconds, amount, ...request }) {
  const times = []
  const statuses = {}
  const instance = autocannon({ url, connections, ...(amount ? { amount } : { duration: seconds }), ...request })
  instance.on('response', (_client, status, _bytes, ms) => count(statuses, status) && times.push(ms))
  const result = await instance
  const { duration, errors, timeouts, non2xx } = result
  const totalRequests = result.requests.total
  return { url, connections, seconds: round(duration, 1), requestsPerSecond: round(totalRequests / duration, 0), totalRequests, statuses, failed: errors + timeouts + non2xx, latencyMs: latency(times) }
}

/**
 * autocannon after a discarded warm-up, with the CPU time of each group of processes (`groups`:
 * name → () => pids) per response, of the load generator (this process) and of the whole machine,
 * so that what else ran meanwhile shows.
 */
export async function measure(ctx, { groups = {}, seconds = ctx.loadSeconds, warmupSeconds = Math.min(3, seconds), ...run }) {
  if (warmupSeconds > 0) await cannon({ ...run, seconds: warmupSeconds })
  const cpu = () => Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, cpuMs(pids())]))
  const before = cpu()
  const machineBefore = machineCpuMs()
  const ownBefore = process.cpuUsage()
  const result = await cannon({ ...run, seconds })
  const own = process.cpuUsage(ownBefore)
  const after = cpu()
  const cpuSeconds = Object.fromEntries(Object.keys(groups).map((name) => [name, round((after[name] - before[name]) / 1000, 2)]))
  cpuSeconds.loadGenerator = round((own.user + own.system) / 1e6, 2)
  cpuSeconds.machine = round((machineCpuMs() - machineBefore) / 1000, 2)
  const msPerResponse = Object.fromEntries(Object.keys(groups).map((name) => [name, round((cpuSeconds[name] * 1000) / Math.max(1, result.totalRequests), 3)]))
  return { ...result, cpuSeconds, msPerResponse }
}

/** One request, timed to its first byte (the headers) and its last: status, headers, milliseconds and the body. */
export function send(url, { method = 'GET', headers = {}, body, agent = false } = {}) {
  const started = performance.now()
  return new Promise((resolve) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      const firstByteMs = performance.now() - started
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, firstByteMs, ms: performance.now() - started, body: Buffer.concat(chunks) }))
    })
    request.on('error', () => resolve({ status: 'error', headers: {}, ms: performance.now() - started, body: Buffer.alloc(0) }))
    request.end(body)
  })
}

/** A POST of `data` as JSON (send's answer). */
export function postJson(url, data, headers = {}) {
  const body = JSON.stringify(data)
  return send(url, { method: 'POST', body, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } })
}

/** Time to first byte under load: `connections` keep-alive loops, each sending a GET as soon as the previous one is read. */
export async function ttfbUnderLoad({ url, connections = 10, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const ttfb = []
  let failures = 0
  const deadline = performance.now() + seconds * 1000
  const loop = async () => {
    while (performance.now() < deadline) {
      const response = await send(url, { agent })
      if (response.status === 200) ttfb.push(response.firstByteMs)
      else failures += 1
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  agent.destroy()
  return { url, connections, seconds, requests: ttfb.length, failures, ttfbMs: latency(ttfb) }
}

/** Calls `request(n)` (a promise of `{ status, ms }`) `perSecond` times a second until stopped. */
export function paced(perSecond, request) {
  let statuses = {}
  const times = []
  const pending = new Set()
  let running = true
  let sent = 0
  const started = performance.now()
  const loop = (async () => {
    while (running) {
      const due = started + (sent * 1000) / perSecond
      if (due > performance.now()) await sleep(due - performance.now())
      if (!running) break
      const one = request(sent).then((result) => {
        statuses = count(statuses, result.status)
        times.push(result.ms)
        pending.delete(one)
      })
      pending.add(one)
      sent += 1
    }
  })()
  let stopped = null
  return {
    /** Stops the stream (once; later calls get the same answer) and waits for the requests in flight. */
    stop: () =>
      (stopped ??= (async () => {
        running = false
        await loop
        const seconds = (performance.now() - started) / 1000
        await Promise.all(pending)
        return { sent, perSecond: round(sent / seconds, 1), statuses, latencyMs: latency(times, 1) }
      })()),
  }
}
