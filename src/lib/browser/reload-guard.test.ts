import { describe, expect, it } from 'vitest'
import { isChunkLoadError } from './chunk-error'
import { claimReload, reloadGuard } from './reload-guard'

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items }
}

describe('reload guard', () => {
  it('allows one reload of a path, then refuses it for 10,000 ms', () => {
    const storage = memoryStorage()
    expect(reloadGuard.lifetimeMs).toBe(10_000)
    expect(claimReload(storage, '/contact', 1_000)).toBe(true)
    expect(JSON.parse(storage.items.get(reloadGuard.key) ?? '')).toEqual({ path: '/contact', at: 1_000 })
    expect(claimReload(storage, '/contact', 1_000 + 9_999)).toBe(false)
    expect(claimReload(storage, '/contact', 1_000 + 10_000)).toBe(true)
  })

  it('guards each path on its own', () => {
    const storage = memoryStorage()
    expect(claimReload(storage, '/contact', 0)).toBe(true)
    expect(claimReload(storage, '/ar/contact', 5)).toBe(true)
  })

  it('never reloads without storage, and survives a corrupt entry', () => {
    expect(claimReload(null, '/', 0)).toBe(false)
    const storage = memoryStorage()
    storage.items.set(reloadGuard.key, '{not json')
    expect(claimReload(storage, '/', 0)).toBe(true)
  })
})

describe('chunk load errors', () => {
  it('recognises the bundlers’ failed-chunk errors and nothing else', () => {
    expect(isChunkLoadError(Object.assign(new Error('Failed to load chunk static/chunks/x.js from module 1'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/y.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('ChunkLoadError')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})
