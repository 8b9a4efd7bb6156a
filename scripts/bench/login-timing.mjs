// Whether a failed sign-in's timing tells a known e-mail from an unknown one: the app hashes a
// password for unknown e-mails as Payload does for known ones (src/data/sign-in.ts). Known
// and unknown attempts alternate, so that drift in the machine's load falls on both alike; each comes
// from its own address (TRUSTED_PROXIES=1), so neither the per-address nor the per-account-and-address
// limit (100 a day, 10 in a row) is reached, and the one account is never locked out.
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { fetchRaw } from '../lib/http.mjs'
import { percentile, round } from './stats.mjs'
import { addressSequence, withProductionServer } from './topology.mjs'

async function failedSignIn(origin, email, address) {
  const body = JSON.stringify({ email, password: `not-the-password-${randomBytes(6).toString('hex')}` })
  const started = performance.now()
  const response = await fetchRaw(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': address },
    body,
  })
  return { status: response.status, ms: performance.now() - started }
}

const summary = (samples) => {
  const times = samples.map((s) => s.ms)
  const statuses = {}
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1
  return { attempts: samples.length, statuses, medianMs: round(percentile(times, 50), 1), p90Ms: round(percentile(times, 90), 1), minMs: round(Math.min(...times), 1), maxMs: round(Math.max(...times), 1) }
}

export async function loginTiming(ctx, { attempts = 30, warmup = 2 } = {}) {
  const env = { ...ctx.env, TRUSTED_PROXIES: '1' }
  const nextAddress = addressSequence()
  return withProductionServer(ctx, { env }, async (server) => {
    const unknownEmail = () => `bench-${randomBytes(5).toString('hex')}@example.com`
    // The first attempts load the sign-in code and warm the hash; they are not counted.
    for (let i = 0; i < warmup; i++) {
      await failedSignIn(server.origin, ctx.env.ADMIN_EMAIL, nextAddress())
      await failedSignIn(server.origin, unknownEmail(), nextAddress())
    }
    const known = []
    const unknown = []
    for (let i = 0; i < attempts; i++) {
      known.push(await failedSignIn(server.origin, ctx.env.ADMIN_EMAIL, nextAddress()))
      unknown.push(await failedSignIn(server.origin, unknownEmail(), nextAddress()))
    }
    const k = summary(known)
    const u = summary(unknown)
    return {
      knownEmail: k,
      unknownEmail: u,
      // How much slower the slower median is than the faster: 0.2 is 20 %.
      medianDifference: round(Math.max(k.medianMs, u.medianMs) / Math.min(k.medianMs, u.medianMs) - 1, 3),
      slower: k.medianMs >= u.medianMs ? 'known' : 'unknown',
    }
  })
}
