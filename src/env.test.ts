import { describe, expect, it } from 'vitest'
import { readEnv } from './env'

// Deployment settings that cannot work together are refused at start, with the reason.
const pg = 'postgres://site:secret@db:5432/site'
const redis = 'redis://cache:6379'

describe('configuration', () => {
  it('runs one instance on the embedded defaults', () => {
    const env = readEnv({})
    expect(env.INSTANCES).toBe(1)
    expect(env.DATABASE_URL).toMatch(/^file:/)
  })

  it('refuses several instances on SQLite or without a shared cache, naming what is missing', () => {
    expect(() => readEnv({ INSTANCES: '2' })).toThrow(/INSTANCES=2 needs PostgreSQL[\s\S]*INSTANCES=2 needs a shared cache \(REDIS_URL\)/)
    expect(() => readEnv({ INSTANCES: '2', DATABASE_URL: pg })).toThrow(/needs a shared cache/)
    expect(() => readEnv({ INSTANCES: '2', REDIS_URL: redis })).toThrow(/needs PostgreSQL/)
    expect(() => readEnv({ INSTANCES: '3', DATABASE_URL: pg, REDIS_URL: redis, FORM_RATE_LIMIT_STORE: 'memory' })).toThrow(/needs shared rate limits/)
  })

  it('accepts several instances on PostgreSQL with a shared cache', () => {
    const env = readEnv({ INSTANCES: '2', DATABASE_URL: pg, REDIS_URL: redis })
    expect(env.INSTANCES).toBe(2)
    expect(env.FORM_RATE_LIMIT_STORE).toBeUndefined()
  })

  it('refuses a cache address that is not Redis, and a bucket without credentials', () => {
    expect(() => readEnv({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must start with redis:\/\//)
    expect(() => readEnv({ S3_BUCKET: 'site-uploads' })).toThrow(/S3_BUCKET needs S3_ACCESS_KEY_ID/)
  })
})
