import { createClient } from 'redis'
import { env } from '@/env'
import { onShutdown } from '@/server/lifecycle'

/**
 * The process's connection to the shared cache (Valkey or Redis, REDIS_URL) for the app's own use:
 * rate limits and counters, readiness. (Next's page and data cache has its own connection, made by
 * src/server/cache-handler.mjs.) Commands fail at once while the connection is down, never queue
 * up: a counter then falls back to this process's memory (lib/security/counters.ts).
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
  let lastLogged = 0
  client.on('error', (error: unknown) => {
    // Once a minute at most: while the cache is away, every reconnection attempt fails.
    if (Date.now() - lastLogged < 60_000) return
    lastLogged = Date.now()
    console.warn('The shared cache (REDIS_URL) is unreachable; counters use this process\'s memory meanwhile', error)
  })
  client.connect().catch(() => undefined)
  onShutdown('shared cache connection', () => client.close().catch(() => undefined))
  registry[key] = client
  return client
}

/**
 * The client once it is connected, waiting up to `timeoutMs` for a connection in progress (a
 * process that just started); null without REDIS_URL or when it does not connect in time.
 */
export async function connectedRedis(timeoutMs = 2_000): Promise<RedisClient | null> {
  const client = redisClient()
  if (!client || client.isReady) return client
  const deadline = Date.now() + timeoutMs
  while (!client.isReady && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25))
  return client.isReady ? client : null
}
