import { describe, expect, it } from 'vitest'
import { DocumentLocks } from './one-save-at-a-time'

describe('DocumentLocks', () => {
  it('lets a second transaction take a document only once the first has ended', async () => {
    const locks = new DocumentLocks()
    expect(await locks.acquire('posts:1', 'first')).toBe(true)
    const order: string[] = []
    const second = locks.acquire('posts:1', 'second').then((taken) => order.push(`second ${taken}`))
    await Promise.resolve()
    order.push('first ends')
    locks.releaseAll('first')
    await second
    expect(order).toEqual(['first ends', 'second true'])
    locks.releaseAll('second')
    expect(locks.size).toBe(0)
  })

  it('lets the transaction that holds a document take it again (a hook saving inside the save)', async () => {
    const locks = new DocumentLocks()
    expect(await locks.acquire('media:4', 'save')).toBe(true)
    expect(await locks.acquire('media:4', 'save')).toBe(true)
    locks.releaseAll('save')
    expect(locks.size).toBe(0)
  })

  it('keeps other documents free', async () => {
    const locks = new DocumentLocks()
    expect(await locks.acquire('posts:1', 'first')).toBe(true)
    expect(await locks.acquire('posts:2', 'second')).toBe(true)
    expect(await locks.acquire('jobs:1', 'third')).toBe(true)
    expect(locks.size).toBe(3)
  })

  it('gives up after the wait when the holder never ends', async () => {
    const locks = new DocumentLocks()
    expect(await locks.acquire('posts:1', 'stuck')).toBe(true)
    expect(await locks.acquire('posts:1', 'waiting', 5)).toBe(false)
    // The holder still holds it; once it ends the document is free again.
    locks.releaseAll('stuck')
    expect(await locks.acquire('posts:1', 'waiting', 5)).toBe(true)
  })

  it('hands a document to one waiter at a time', async () => {
    const locks = new DocumentLocks()
    await locks.acquire('posts:1', 'a')
    const taken: string[] = []
    const b = locks.acquire('posts:1', 'b').then(() => taken.push('b'))
    const c = locks.acquire('posts:1', 'c').then(() => taken.push('c'))
    locks.releaseAll('a')
    await Promise.race([b, c])
    expect(taken).toHaveLength(1)
    locks.releaseAll(taken[0]!)
    await Promise.all([b, c])
    expect(taken.sort()).toEqual(['b', 'c'])
  })
})
