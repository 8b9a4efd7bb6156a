import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

/**
 * The SQLite driver after a write refused as busy (another process holds the write lock longer than
 * the busy timeout: a shell, a script, a stuck process). Unpatched, libSQL keeps the refused
 * statement in progress and every later write on that connection reports success without being
 * committed: other connections never see it and a restart loses it (the lock scenario of the
 * scale-out test lost 129 acknowledged submissions that way). patches/@libsql+client+*.patch makes
 * the client give up such a connection at once; ADR 018.
 */
describe('SQLite: a write refused as busy', () => {
  let dir: string
  let url: string
  let clients: Client[]

  const open = () => {
    const client = createClient({ url })
    clients.push(client)
    return client
  }
  const count = async (client: Client) => Number((await client.execute('SELECT count(*) AS n FROM t')).rows[0]?.n)

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sqlite-busy-'))
    url = `file:${path.join(dir, 'site.db')}`
    clients = []
    const setup = open()
    await setup.execute('PRAGMA journal_mode = WAL')
    await setup.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, x INTEGER)')
  })

  afterEach(() => {
    for (const client of clients) client.close()
    rmSync(dir, { recursive: true, force: true })
  })

  /** A client like Payload's: a short busy timeout, and another process's lock refuses one of its writes. */
  async function refusedOnce(refused: (app: Client) => Promise<unknown>) {
    const app = open()
    await app.execute('PRAGMA busy_timeout = 50')
    const holder = open()
    const lock = await holder.transaction('write')
    await expect(refused(app)).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) })
    await lock.rollback()
    lock.close()
    return app
  }

  it('the next writes are committed: another connection sees them', async () => {
    const app = await refusedOnce((client) => client.execute({ sql: 'INSERT INTO t (x) VALUES (?)', args: [1] }))
    await app.execute({ sql: 'INSERT INTO t (x) VALUES (?)', args: [2] })
    await app.execute({ sql: 'UPDATE t SET x = 3 WHERE x = 2 RETURNING id', args: [] })
    expect(await count(open())).toBe(1)
    expect(Number((await open().execute('SELECT x FROM t')).rows[0]?.x)).toBe(3)
  })

  it('a batch refused at its start leaves the next batch able to commit', async () => {
    const app = await refusedOnce((client) => client.batch([{ sql: 'INSERT INTO t (x) VALUES (1)', args: [] }], 'write'))
    await app.batch([{ sql: 'INSERT INTO t (x) VALUES (2)', args: [] }], 'write')
    expect(await count(open())).toBe(1)
  })

  it('the new connection keeps the busy timeout set on the old one', async () => {
    const app = await refusedOnce((client) => client.execute('INSERT INTO t (x) VALUES (1)'))
    expect(Number((await app.execute('PRAGMA busy_timeout')).rows[0]?.[0])).toBe(50)
  })

  it('what was committed before the refusal stays, and the refused write is not there', async () => {
    const app = open()
    await app.execute('PRAGMA busy_timeout = 50')
    await app.execute('INSERT INTO t (x) VALUES (1)')
    const holder = open()
    const lock = await holder.transaction('write')
    await expect(app.execute('INSERT INTO t (x) VALUES (2)')).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) })
    await lock.rollback()
    lock.close()
    const rows = (await open().execute('SELECT x FROM t ORDER BY id')).rows.map((row) => Number(row.x))
    expect(rows).toEqual([1])
  })
})
