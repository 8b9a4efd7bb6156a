import { createClient } from 'redis'
import { env } from '@/env'
import { redisCommand } from '@/lib/dependencies.mjs'
import { onShutdown } from '@/lib/lifecycle'

/**
 * The process's connection to the shared cache (Valkey or Redis, REDIS_URL) for the app's own use:
 * rate limits and counters, the sent ledger, readiness. (Next's page and data cache has its own
 * connection, made by src/server/cache-handler.mjs.) Commands go through the process's breaker for
 * Redis (src/lib/dependencies.mjs): bounded in time, refused at once while Redis is away or hung,
 * never queued up; callers then fall back to this process (lib/security/counters.ts).
 */
export type RedisClient = ReturnType<typeof createClient>

const key = Symbol.for('thaqib.redis')
const registry = globalThis as unknown as { [key]?: RedisClient }

export function redisClient(url = env.REDIS_URL): RedisClient | null {
  if (!url) return null
  if (registry[key]) return registry[key]
  const client: RedisClient = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  })
  // Reported by the breaker when Redis goes away and when it is back, not at every reconnection attempt.
  client.on('error', () => undefined)
  client.connect().catch(() => undefined)
  onShutdown('shared cache connection', () => client.close().catch(() => undefined))
  registry[key] = client
  return client
}

/**
 * Runs one or more commands on the shared cache through the breaker; null without REDIS_URL.
 * Rejects when Redis is away, hung or refuses: the caller decides what to do without it.
 */
export async function withRedis<T>(run: (client: RedisClient) => Promise<T>): Promise<T | null> {
  const client = redisClient()
  if (!client) return null
  return (await redisCommand(client, () => run(client))) as T
}
