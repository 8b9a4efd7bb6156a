import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import { createClient as createRedisClient } from 'redis'
import { fetchRaw } from '../../scripts/lib/http.mjs'
import { freePort, startNginxProxy, startPostgresCluster, startRedis } from '../../scripts/lib/services.mjs'
import { copyTestDatabase, startServer, stopAllServers, type TestServer } from '../e2e/servers'
import { expectExactlyOnce, waitForAll } from '../support/email-checks'
import { SmtpSink } from '../support/smtp-sink'
import { editor, escapeHtml, expectStoredOnce, firstPost, patchPost, readerAgent, signIn, sleep, spoolsEmpty, submitUnderFaults, underLoad, untilSent, viewsOf } from './checks'
import { postConsultation } from './form-post'
import { LEDGER_KEYS, ledgerFile } from '../../scripts/backup.mjs'
import { freeze, getOnNewConnection, idleKeepAliveConnection, logEntries, nonJsonLines, runScript } from './operations'
import { localeCodes, localizePath } from '../../src/i18n/locales'

/**
 * The production topology as processes from Debian's packages: nginx in front of two app instances
 * on one PostgreSQL and one Redis-compatible cache, media and CVs on one shared folder, a real SMTP
 * server on loopback. Then what must hold at scale: an edit through one instance reaches the other
 * and the visitors behind nginx, and a quiet page's first visitor after 10 s sees it; a file
 * uploaded through one is served by the other;
 * 200 consultation requests while PostgreSQL stops twice and an instance is killed: every request
 * that was answered "sent" is stored once, and every stored one's e-mails leave once. The SQLite
 * default survives the same with one instance.
 */
type Cluster = { url: string; stop: () => Promise<void>; start: () => Promise<void>; destroy: () => Promise<void>; sql: (statement: string, database?: string) => string }
type Daemon = { url?: string; origin?: string; stop: () => Promise<void> }

const root = path.resolve('.test-data/scale')

test.describe('two instances on PostgreSQL and Redis behind nginx', () => {
  test.describe.configure({ mode: 'serial' })
  let pg: Cluster
  let redis: Daemon
  let nginx: Daemon & { origin: string }
  let sink: SmtpSink
  let a: TestServer
  let b: TestServer
  let ports: { a: number; b: number; nginx: number; visits: number }
  const visitsKey = randomUUID()
  const instanceEnv = (name: string): Record<string, string> => ({
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url!,
    INSTANCES: '2',
    MEDIA_DIR: path.join(root, 'shared', 'media'),
    PRIVATE_UPLOADS_DIR: path.join(root, 'shared', 'private-uploads'),
    SPOOL_DIR: path.join(root, name, 'spool'),
    ...underLoad(sink),
    // nginx on loopback is the trusted proxy: the client address comes from its X-Forwarded-For.
    TRUSTED_PROXIES: 'loopback',
    SITE_URL: `http://127.0.0.1:${ports.nginx}`,
    // nginx tells instance a of the pages it answers from its cache (ADR 051), as compose.yaml does app1.
    ...(name === 'a' ? { VISITS_LOG_LISTEN: `127.0.0.1:${ports.visits}`, VISITS_LOG_KEY: visitsKey } : {}),
  })

  test.beforeAll(async () => {
    // Migrations and the seed on PostgreSQL took 4 to 8 minutes on a machine loaded by other runs.
    test.setTimeout(900_000)
    rmSync(root, { recursive: true, force: true })
    mkdirSync(root, { recursive: true })
    ports = { a: await freePort(), b: await freePort(), nginx: await freePort(), visits: await freePort() }
    pg = await startPostgresCluster({ dir: path.join(os.tmpdir(), `thaqib-scale-pg-${process.pid}`), port: await freePort() })
    redis = await startRedis({ port: await freePort() })
    sink = new SmtpSink(await SmtpSink.freePort())
    await sink.start()
    // `npm start` prepares the database (migrations, seed) and serves; then both instances run the
    // production server itself, so that a kill reaches the server and not its launcher.
    const prepared = await startServer(ports.a, instanceEnv('a'), { command: 'start', timeoutMs: 780_000 })
    await prepared.stop()
    a = await startServer(ports.a, instanceEnv('a'))
    b = await startServer(ports.b, instanceEnv('b'))
    // The load test's 200 posts come from one address: nginx's per-client limits are raised for it
    // (the deployment's own are checked on an nginx of their own below).
    nginx = await startNginxProxy({ dir: path.join(root, 'nginx'), port: ports.nginx, upstreams: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`], rates: { search: '1000r/s', post: '1000r/s' }, visits: { listen: `127.0.0.1:${ports.visits}`, key: visitsKey } })
  })

  test.afterAll(async () => {
    // The instances' logs, to read when something failed.
    for (const [name, server] of [['a', a], ['b', b]] as const) if (server) writeFileSync(path.join(root, `${name}.log`), server.output())
    await stopAllServers()
    await nginx?.stop()
    await redis?.stop()
    await sink?.stop()
    await pg?.destroy()
  })

  // How soon (the nginx copy's 5 s plus 5 s of stale-while-revalidate, ADR 027) is the benchmark's
  // figure; the bound a quiet page's first visitor relies on is the next test's.
  test('an edit through one instance reaches the other and the visitors behind nginx, in both languages', async () => {
    test.setTimeout(180_000)
    const token = await signIn(a.url)
    for (const locale of localeCodes) {
      const post = await firstPost(a.url, locale)
      const page = localizePath(`/blog/${post.slug}`, locale)
      // Both instances and nginx hold the page before the edit.
      for (const origin of [b.url, b.url, nginx.origin, nginx.origin]) expect((await fetch(origin + page)).status).toBe(200)
      // Asked until nginx holds it: on a loaded machine the answer after two fills was seen a MISS.
      await expect.poll(async () => (await fetch(nginx.origin + page)).headers.get('x-cache'), { timeout: 30_000 }).toMatch(/HIT|STALE|UPDATING/)
      const edited = `${post.title} · ${randomUUID().slice(0, 8)}`
      try {
        await patchPost(a.url, token, post.id, locale, edited)
        for (const origin of [b.url, nginx.origin]) {
          await expect.poll(async () => (await (await fetch(origin + page)).text()).includes(escapeHtml(edited)), { timeout: 60_000, intervals: [250] }).toBe(true)
        }
      } finally {
        await patchPost(a.url, token, post.id, locale, post.title)
      }
    }
  })

  test('a quiet page: one visitor 12 s after a publish, through nginx, sees the edit', async () => {
    test.setTimeout(120_000)
    const token = await signIn(a.url)
    // One page per language, edited at once: each gets its one visitor 12 s after its publish.
    await Promise.all(
      localeCodes.map(async (locale) => {
        const post = await firstPost(a.url, locale)
        const page = localizePath(`/blog/${post.slug}`, locale)
        // nginx holds the page, and nobody asks for it again until the visitor comes.
        await fetch(nginx.origin + page)
        await expect.poll(async () => (await fetch(nginx.origin + page)).headers.get('x-cache'), { timeout: 10_000 }).toBe('HIT')
        const edited = `${post.title} · ${randomUUID().slice(0, 8)}`
        try {
          await patchPost(a.url, token, post.id, locale, edited)
          // The scenario, not a wait for something: nobody asks for the page until nginx's copy is
          // past the 10 s a quiet page's first visitor may be served (ADR 027).
          await sleep(12_000)
          const visit = await fetch(nginx.origin + page)
          expect(await visit.text(), `${page}, nginx said ${visit.headers.get('x-cache')}`).toContain(escapeHtml(edited))
        } finally {
          await patchPost(a.url, token, post.id, locale, post.title)
        }
      }),
    )
  })

  test("nginx sends the build's scripts with Brotli to a browser that takes it and with gzip to one that does not, each from its cache; pages stay gzipped", async () => {
    const html = await (await fetch(nginx.origin + '/')).text()
    const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script, 'a script of the build on the home page').toBeTruthy()
    const bodies: Record<string, Buffer> = {}
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const asked = { headers: { 'accept-encoding': accepted } }
      await fetchRaw(nginx.origin + script, asked)
      const answer = await fetchRaw(nginx.origin + script, asked)
      expect(answer.headers['content-encoding'], accepted).toBe(encoding)
      expect(answer.headers['x-cache'], accepted).toBe('HIT')
      bodies[encoding] = answer.body
    }
    // The same script either way, and Brotli's the smaller.
    expect(brotliDecompressSync(bodies.br!).equals(gunzipSync(bodies.gzip!))).toBe(true)
    expect(bodies.br!.length).toBeLessThan(bodies.gzip!.length)
    // A page is compressed once when the cache fills, with gzip, whatever the browser takes.
    expect((await fetchRaw(nginx.origin + '/', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })).headers['content-encoding']).toBe('gzip')
  })

  test("nginx's cache keeps only the site's own addresses: one RSC value per key, no made-up query strings, no 404s", async () => {
    const unique = randomUUID().slice(0, 8)
    // A doubled RSC header first: nginx forwards the one value its key holds, so what it stores
    // under the React Server Components key is a React Server Components payload.
    // The App Router's own address for the payload carries its cache-buster (`_rsc`), which Next.js
    // asks for with a redirect.
    const page = (await fetchRaw(`${nginx.origin}/about?q=${unique}`, { headers: { rsc: '1' } })).headers.location as string
    expect(page).toContain('_rsc')
    const doubled = await fetchRaw(nginx.origin + page, { headers: { rsc: ['1', '1'] as unknown as string } })
    expect(doubled.headers['content-type']).toContain('text/x-component')
    const single = await fetchRaw(nginx.origin + page, { headers: { rsc: '1' } })
    expect(single.headers['content-type']).toContain('text/x-component')
    expect(single.headers['x-cache']).toBe('HIT')
    const html = await fetchRaw(nginx.origin + page)
    expect(html.headers['content-type']).toContain('text/html')
    // Any other query parameter passes through, uncached, however often it is asked for.
    for (let i = 0; i < 2; i++) expect((await fetchRaw(`${nginx.origin}/about?utm_source=${unique}`)).headers['x-cache']).toBe('BYPASS')
    // A missing page is not kept.
    const missing = `/blog/made-up-${unique}`
    for (let i = 0; i < 2; i++) {
      const answer = await fetchRaw(nginx.origin + missing)
      expect(answer.status).toBe(404)
      expect(answer.headers['x-cache']).not.toBe('HIT')
    }
  })

  test("a reader's page views are counted when nginx answers from its cache too, a robot's are not", async () => {
    const token = await signIn(a.url)
    // A page no other test here reads: its counts are this test's.
    const page = '/ar/case-studies'
    const views = () => viewsOf(a.url, token, page)
    const before = await views()
    const read = async (agent: string) => {
      const response = await fetch(nginx.origin + page, { headers: { 'user-agent': agent } })
      expect(response.status).toBe(200)
      await response.arrayBuffer()
      return response.headers.get('x-cache')
    }
    const answers: (string | null)[] = []
    for (let i = 0; i < 6; i++) answers.push(await read(readerAgent))
    // Each answer reached an instance, which counted it, or came from nginx's cache, which told instance a.
    expect(answers).toContain('HIT')
    // A robot's read, from the cache or not, counts nothing; once the readers' six are in, it was heard too.
    expect(await read('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBeTruthy()
    await read(readerAgent)
    await expect.poll(views, { timeout: 30_000 }).toBe(before + 7)
  })

  test("the deployment's nginx limits one address's searches and anonymous posts, and not a signed-in editor's", async () => {
    const limitedPort = await freePort()
    const limited = await startNginxProxy({ dir: path.join(root, 'nginx-limits'), port: limitedPort, upstreams: [`127.0.0.1:${ports.a}`] })
    try {
      const searches = await Promise.all(Array.from({ length: 30 }, (_, i) => fetchRaw(`${limited.origin}/search?q=data${i}`)))
      const statuses = searches.map((r) => r.status).join(' ')
      const count = (pass: (status: number) => boolean) => searches.filter((r) => pass(r.status)).length
      // 20 at once pass (the burst), the rest are refused by nginx before the app. Of those that pass,
      // the app renders two at a time with 16 waiting and answers any more 503 (src/server/expensive.ts):
      // how many that is depends on how soon the first ones finish, so at least 18 are rendered.
      expect(count((s) => s === 429), statuses).toBeGreaterThanOrEqual(5)
      expect(count((s) => s !== 429), statuses).toBeGreaterThanOrEqual(20)
      expect(count((s) => s !== 429 && s !== 200 && s !== 503), statuses).toBe(0)
      expect(count((s) => s === 200), statuses).toBeGreaterThanOrEqual(18)
      const posts = await Promise.all(Array.from({ length: 20 }, () => fetchRaw(`${limited.origin}/contact`, { method: 'POST', headers: { 'content-type': 'text/plain', 'content-length': '1' }, body: 'x' })))
      expect(posts.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(5)
      // The admin's own posts with a staff session are not counted.
      const token = await signIn(a.url)
      const staff = await Promise.all(Array.from({ length: 20 }, () => fetchRaw(`${limited.origin}/api/users/me`, { method: 'POST', headers: { cookie: `payload-token=${token}`, 'content-length': '0' } })))
      expect(staff.filter((r) => r.status === 429)).toEqual([])
    } finally {
      await limited.stop()
    }
  })

  test('an image uploaded through one instance is served by the other', async () => {
    const token = await signIn(a.url)
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), `scale-${randomUUID().slice(0, 8)}.png`)
    form.append('_payload', JSON.stringify({ alt: 'A test pixel' }))
    const created = await fetch(`${a.url}/api/media`, { method: 'POST', body: form, headers: { authorization: `JWT ${token}` } })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; url: string } }
    try {
      // The file as stored (Payload may have processed the image) is the same from either instance.
      const fromA = await fetch(a.url + doc.url)
      const fromB = await fetch(b.url + doc.url)
      expect(fromA.status).toBe(200)
      expect(fromB.status).toBe(200)
      const [bytesA, bytesB] = [Buffer.from(await fromA.arrayBuffer()), Buffer.from(await fromB.arrayBuffer())]
      expect(bytesB.length).toBeGreaterThan(0)
      expect(bytesB.equals(bytesA)).toBe(true)
    } finally {
      await fetch(`${a.url}/api/media/${doc.id}`, { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
    }
  })

  test('an instance started while Redis is down serves pages and forms, says the cache is degraded, and recovers alone when Redis is back', async () => {
    test.setTimeout(480_000)
    const port = Number(new URL(redis.url!).port)
    await b.stop()
    await redis.stop()
    try {
      b = await startServer(ports.b, instanceEnv('b'))
      // Every page answers while Redis is still down (before this change none ever did: the cache
      // handler waited for its connection). The bound is for a broken instance, not a slow machine.
      const pages = ['/', '/ar', '/about', '/blog', '/ar/solutions', '/contact']
      const answers = await Promise.all(pages.map((page) => fetch(b.url + page, { signal: AbortSignal.timeout(180_000) }).then((r) => r.status, (e: Error) => e.name)))
      expect(answers).toEqual(pages.map(() => 200))
      const form = await postConsultation(b.url, `redis-down-${randomUUID().slice(0, 8)}@example.com`, 'ar', 180_000)
      expect(form.outcome, form.detail).toBe('success')
      // Alive and serving, with the missing dependency named.
      expect((await fetch(`${b.url}/api/health`)).status).toBe(200)
      const ready = (await (await fetch(`${b.url}/api/ready`)).json()) as { degraded?: string[] }
      expect(ready.degraded).toContain('cache')
    } finally {
      redis = await startRedis({ port })
    }
    // Back on the shared cache without a restart.
    await expect
      .poll(async () => ((await (await fetch(`${b.url}/api/ready`)).json()) as { degraded?: string[] }).degraded, { timeout: 60_000, intervals: [500] })
      .toEqual([])
  })

  test('Redis hung (SIGSTOP): pages and forms are answered while it stays hung, and it is used again once it answers', async () => {
    test.setTimeout(300_000)
    // Pages nginx does not hold, straight to the instances, and forms through nginx, all while Redis
    // is stopped; Redis answers again once every one of them is answered (before this change the
    // forms waited for it), or after 120 s: a bound for a broken instance, not a slow machine.
    const frozen = freeze((redis as Daemon & { child: { pid: number } }).child.pid)
    let resumedAt = 0
    const results: { what: string; outcome: string; answeredAt: number }[] = []
    try {
      const page = (origin: string, path: string) =>
        fetch(origin + path, { signal: AbortSignal.timeout(120_000) }).then(
          (r) => results.push({ what: path, outcome: String(r.status), answeredAt: Date.now() }),
          (e: Error) => results.push({ what: path, outcome: e.name, answeredAt: Date.now() }),
        )
      const form = (i: number) =>
        postConsultation(nginx.origin, `redis-hung-${i}-${randomUUID().slice(0, 8)}@example.com`, i % 2 ? 'ar' : 'en', 120_000).then((r) =>
          results.push({ what: 'form', outcome: r.outcome === 'success' ? '200' : `${r.outcome} ${r.detail}`, answeredAt: Date.now() }),
        )
      await Promise.race([
        Promise.all([
          ...['/contact', '/ar/contact', '/search?q=data', '/ar/search?q=ذكاء', '/careers', '/ar/careers'].flatMap((path) => [page(a.url, path), page(b.url, path)]),
          ...Array.from({ length: 6 }, (_, i) => form(i)),
        ]),
        sleep(120_000),
      ])
    } finally {
      resumedAt = Date.now()
      frozen.resume()
    }
    expect(results).toHaveLength(18)
    for (const result of results) {
      expect(result.outcome, result.what).toBe('200')
      expect(result.answeredAt, `${result.what} was answered before Redis answered again`).toBeLessThanOrEqual(resumedAt)
    }
    // Both instances use the shared cache again.
    for (const server of [a, b]) {
      await expect
        .poll(async () => ((await (await fetch(`${server.url}/api/ready`)).json()) as { degraded?: string[] }).degraded, { timeout: 60_000, intervals: [500] })
        .toEqual([])
    }
  })

  test('200 requests while PostgreSQL stops twice and an instance is killed: every one answered "sent" is stored once, every e-mail leaves once', async () => {
    test.setTimeout(480_000)
    // The e-mails of this test: those before may have left while the shared cache was away or empty.
    const earlier = sink.delivered.length
    const results = await submitUnderFaults(nginx.origin, 200, async (sent) => {
      await untilSent(sent, 30)
      await pg.stop()
      // Not ready without its database (a load balancer would take it out), alive all the same.
      const ready = await fetch(`${b.url}/api/ready`)
      expect(ready.status).toBe(503)
      expect(((await ready.json()) as { database: { ok: boolean } }).database.ok).toBe(false)
      expect((await fetch(`${b.url}/api/health`)).status).toBe(200)
      // Down while twenty more requests are answered (from the spools), however long they take.
      await untilSent(sent, sent.length + 20)
      await pg.start()
      await expect.poll(async () => (await fetch(`${b.url}/api/ready`)).status, { timeout: 30_000 }).toBe(200)
      await untilSent(sent, 90)
      await killMidDelivery(sink, () => a.kill(), [path.join(root, 'a', 'spool'), path.join(root, 'b', 'spool')], { url: redis.url!, since: earlier })
      a = await startServer(ports.a, instanceEnv('a'))
      await untilSent(sent, 130)
      await pg.stop()
      await untilSent(sent, sent.length + 20)
      await pg.start()
    })
    const rows = async () => {
      const out = pg.sql(`SELECT email FROM consultation_requests WHERE email LIKE 'scale-%'`)
      return out ? out.split('\n') : []
    }
    await expectStoredOnce(results, rows, () => spoolsEmpty([path.join(root, 'a', 'spool'), path.join(root, 'b', 'spool')]))
    const stored = await rows()
    // Both e-mails of every stored request, then a few queue intervals more, so that a second copy would show.
    await waitForAll(sink, stored, 180_000, 5_000)
    expectExactlyOnce(sink, stored)
    // The database is consistent: every B-tree index agrees with its table, no submission twice, no job left taken.
    pg.sql('CREATE EXTENSION IF NOT EXISTS amcheck')
    const indexes = pg.sql(`SELECT count(bt_index_check(c.oid, true)) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace WHERE am.amname = 'btree' AND n.nspname = 'public'`)
    expect(Number(indexes)).toBeGreaterThan(10)
    // Only a superuser may create it: left in, it would be in the later backup, which the site's own
    // role could not restore.
    pg.sql('DROP EXTENSION amcheck')
    expect(pg.sql('SELECT count(*) FROM (SELECT submission_id FROM consultation_requests GROUP BY submission_id HAVING count(*) > 1) d')).toBe('0')
    expect(pg.sql('SELECT count(*) FROM payload_jobs WHERE processing')).toBe('0')
  })

  test('SIGTERM with requests in flight: every request received before the signal is answered, idle connections are closed, the process exits cleanly', async () => {
    test.setTimeout(120_000)
    const idle = await Promise.all([1, 2, 3, 4].map(() => idleKeepAliveConnection(b.url)))
    // Pages that render on each request, on connections of their own, so that the server is busy
    // with some while the others' requests wait in its sockets.
    const requests = Array.from({ length: 20 }, (_, i) => getOnNewConnection(b.url, i % 2 ? '/contact' : '/ar/contact'))
    await Promise.all(requests.map((r) => r.written))
    const stopped = b.stop()
    const answers = await Promise.all(requests.map((r) => r.answer))
    for (const answer of answers) {
      expect(answer.error ?? answer.status, 'a request sent before the signal').toBe(200)
      expect(answer.body).toContain('</html>')
    }
    // Those answered after the signal end their connection (the others' were ended idle).
    expect(answers.filter((answer) => answer.headers.connection === 'close').length).toBeGreaterThan(0)
    for (const connection of idle) expect(await connection.closed, 'an idle kept-alive connection').toBe('end')
    await stopped
    expect(b.output()).toMatch(/"msg":"stopped"/)
    b = await startServer(ports.b, instanceEnv('b'))
  })

  test('a backup taken while e-mail jobs are in flight, restored on a new instance with SMTP on, sends no e-mail a second time', async () => {
    test.setTimeout(240_000)
    // One consultation request, whose two e-mails leave.
    const email = `restore-${randomUUID().slice(0, 8)}@example.com`
    const sent = await postConsultation(a.url, email)
    expect(sent.outcome, sent.detail).toBe('success')
    await waitForAll(sink, [email], 60_000, 0)
    const submission = pg.sql(`SELECT submission_id FROM consultation_requests WHERE email = '${email}'`)
    const jobs = pg.sql(`SELECT id FROM payload_jobs WHERE input->>'key' LIKE '${submission}:%' ORDER BY id`).split('\n')
    expect(jobs).toHaveLength(2)
    const messageIds = sink.delivered.filter((m) => m.to.includes(email) || m.text.includes(email)).map((m) => m.messageId)
    expect(messageIds).toHaveLength(2)
    // As after a database restart just after SMTP's "250": both jobs still marked taken, their try
    // not recorded; and sent by the instance whose disk is not the one backed up (its ledger files
    // are elsewhere). Taken "in the future" here, so that the running instances do not free them as
    // orphans (after EMAIL_STALE_MS) while a slow backup runs: these rows exist for the backup only.
    pg.sql(`DELETE FROM payload_jobs_log WHERE _parent_id IN (${jobs.join(',')})`)
    pg.sql(`UPDATE payload_jobs SET processing = true, completed_at = NULL, updated_at = now() + interval '1 hour' WHERE id IN (${jobs.join(',')})`)
    for (const id of messageIds) rmSync(path.join(root, 'b', 'spool', 'sent', ledgerFile(id)), { force: true })
    // And one taken whose message never left (its sender stopped before SMTP answered).
    const unsent = pg.sql(
      `INSERT INTO payload_jobs (input, task_slug, queue, processing, updated_at, created_at) VALUES ('{"to":"held@example.com","subject":"Held","text":"Held","key":"held-${randomUUID()}:team"}', 'sendEmail', 'email', true, now() + interval '1 hour', now()) RETURNING id`,
    )
    const archive = path.join(root, 'in-flight.tar.gz')
    try {
      const backup = await runScript('scripts/backup.mjs', [archive], instanceEnv('b'))
      expect(backup.code, backup.output).toBe(0)
    } finally {
      pg.sql(`UPDATE payload_jobs SET processing = false, completed_at = now() WHERE id IN (${jobs.join(',')})`)
      pg.sql(`DELETE FROM payload_jobs WHERE id = ${unsent}`)
    }
    // A new instance: its own database, Redis and folders, SMTP on.
    pg.sql('CREATE DATABASE restored OWNER thaqib', 'postgres')
    const freshRedis = await startRedis({ port: await freePort() })
    const port = await freePort()
    const restoredEnv = {
      ...instanceEnv('restored'),
      DATABASE_URL: pg.url.replace(/\/thaqib$/, '/restored'),
      REDIS_URL: freshRedis.url,
      INSTANCES: '1',
      MEDIA_DIR: path.join(root, 'restored', 'media'),
      PRIVATE_UPLOADS_DIR: path.join(root, 'restored', 'private-uploads'),
    }
    try {
      const restore = await runScript('scripts/restore.mjs', [archive], restoredEnv)
      expect(restore.code, restore.output).toBe(0)
      const restoredSql = (statement: string) => pg.sql(statement, 'restored')
      // Taken when the backup was taken, as far as the restored instance can tell.
      restoredSql(`UPDATE payload_jobs SET updated_at = now() WHERE id IN (${[...jobs, unsent].join(',')})`)
      const restored = await startServer(port, restoredEnv)
      // The queue finishes both sent jobs, finding them sent; the one that may or may not have left
      // is held for a person to check (the restore names it), not sent.
      await expect
        .poll(() => restoredSql(`SELECT count(*) FROM payload_jobs WHERE id IN (${jobs.join(',')}) AND completed_at IS NOT NULL`), { timeout: 120_000, intervals: [1_000] })
        .toBe('2')
      expect(restoredSql(`SELECT has_error FROM payload_jobs WHERE id = ${unsent}`)).toBe('t')
      expect(restore.output).toContain(`E-mail job ${unsent}`)
      // A queue pass more, so that a second copy would show: a message queued now has left in it.
      const marker = `marker-${randomUUID().slice(0, 8)}@example.com`
      restoredSql(
        `INSERT INTO payload_jobs (input, task_slug, queue, processing, updated_at, created_at) VALUES ('{"to":"${marker}","subject":"Marker","text":"Marker","key":"${marker}:team"}', 'sendEmail', 'email', false, now(), now())`,
      )
      await expect.poll(() => sink.delivered.some((m) => m.to.includes(marker)), { timeout: 60_000 }).toBe(true)
      for (const id of messageIds) expect(sink.delivered.filter((m) => m.messageId === id), id).toHaveLength(1)
      expect(sink.delivered.filter((m) => m.to.includes('held@example.com'))).toEqual([])
      writeFileSync(path.join(root, 'restored.log'), restored.output())
      await restored.stop()
    } finally {
      await freshRedis.stop()
    }
  })

  test('logs: one JSON object per line with a level, no per-run line for the scheduler, and the request ids of nginx\'s access log in the instances\' logs', async () => {
    // A page through nginx, answered from its cache the second time: the cached answer carries the
    // id of the request that got it, not of the one that filled the cache.
    await fetch(nginx.origin + '/about')
    const [first, second] = [await fetch(nginx.origin + '/about'), await fetch(nginx.origin + '/about')]
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('x-request-id')).toBeTruthy()
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
    // A request that reaches an instance is logged there with nginx's id.
    const passed = await fetch(nginx.origin + '/contact')
    const id = passed.headers.get('x-request-id')
    await expect.poll(() => logEntries(a.output() + b.output()).some((e) => e.reqId === id && e.msg === 'request'), { timeout: 10_000 }).toBe(true)
    const access = readFileSync(path.join(root, 'nginx', 'access.log'), 'utf8')
    expect(nonJsonLines(access).slice(0, 5)).toEqual([])
    expect(logEntries(access).some((e) => e.request_id === id)).toBe(true)
    for (const [name, server] of [['a', a], ['b', b]] as const) {
      const output = server.output()
      expect(nonJsonLines(output).slice(0, 10), `instance ${name}`).toEqual([])
      const entries = logEntries(output)
      expect(entries.filter((e) => e.path === '/api/schedules/run'), `instance ${name}: the scheduler's own requests`).toEqual([])
      expect(entries.filter((e) => /Scheduled publishing run failed/.test(String(e.msg))), `instance ${name}`).toEqual([])
    }
  })
})

test('the SQLite default, one instance: 200 requests while the database is locked twice and the instance is killed', async () => {
  test.setTimeout(480_000)
  const database = await copyTestDatabase('scale-sqlite')
  const sink = new SmtpSink(await SmtpSink.freePort())
  await sink.start()
  const port = await freePort()
  const spool = path.join(database.dir, 'spool')
  const env = {
    DATABASE_URL: database.url,
    MEDIA_DIR: path.join(database.dir, 'media'),
    PRIVATE_UPLOADS_DIR: path.join(database.dir, 'private-uploads'),
    SPOOL_DIR: spool,
    ...underLoad(sink),
  }
  let server = await startServer(port, env)
  // The lock is held by another process, as a backup or a `sqlite3` shell would hold it, for longer
  // than the 10 s busy timeout: requests then give up on the database and are spooled.
  const lock = () => holdWriteLock(database.url, 12_000)
  try {
    const results = await submitUnderFaults(server.url, 200, async (sent) => {
      await untilSent(sent, 30)
      await lock()
      await untilSent(sent, 90)
      await killMidDelivery(sink, () => server.kill(), [spool])
      writeFileSync(path.join(database.dir, 'killed-server.log'), server.output())
      server = await startServer(port, env)
      await untilSent(sent, 130)
      await lock()
    }, () => server.url)
    const query = async (sql: string) => {
      const reader = createClient({ url: database.url })
      try {
        return (await reader.execute(sql)).rows
      } finally {
        reader.close()
      }
    }
    const rows = async () => (await query("SELECT email FROM consultation_requests WHERE email LIKE 'scale-%'")).map((r) => String(r.email))
    await expectStoredOnce(results, rows, () => spoolsEmpty([spool]))
    const stored = await rows()
    // Both e-mails of every stored request, then a few queue intervals more, so that a second copy would show.
    await waitForAll(sink, stored, 180_000, 5_000)
    expectExactlyOnce(sink, stored)
    expect((await query('PRAGMA integrity_check'))[0]?.integrity_check).toBe('ok')
  } finally {
    writeFileSync(path.join(database.dir, 'server.log'), server.output())
    await stopAllServers()
    await sink.stop()
  }
})

/**
 * Kills a server that may be sending e-mails. SMTP first stops answering: a message it accepts at
 * the very moment its sender dies is a copy no sender can know about (SMTP's own limit; both copies
 * carry the same Message-ID), which this test is not about. Once every message SMTP accepted before
 * is in its sender's ledger (`spools`: the senders' spool folders; `sharedLedger`: the shared cache
 * the other instances read, for the messages from the `since`th on), the server is killed; the
 * killed server's unanswered message is then dropped with its connection, and SMTP answers again.
 */
async function killMidDelivery(sink: SmtpSink, kill: () => Promise<void>, spools: string[], sharedLedger?: { url: string; since: number }) {
  sink.holdAfter(0)
  const shared = sharedLedger ? createRedisClient({ url: sharedLedger.url }) : null
  try {
    await shared?.connect()
    const inFiles = (messageId: string) => spools.some((spool) => existsSync(path.join(spool, 'sent', ledgerFile(messageId))))
    const inShared = async (messageIds: string[]) => !shared || messageIds.length === 0 || (await shared.exists(messageIds.map((id) => `${LEDGER_KEYS}${id}`))) === messageIds.length
    await expect
      .poll(async () => sink.idle && sink.delivered.every((m) => inFiles(m.messageId)) && (await inShared(sink.delivered.slice(sharedLedger?.since).map((m) => m.messageId))), { timeout: 0 })
      .toBe(true)
  } finally {
    await shared?.close()
  }
  await kill()
  // The killed process's connections close as it dies; the sink, in this process, sees them within
  // a few turns of its event loop (which process held a message is not known here, so no poll).
  await sleep(2_000)
  sink.release()
}

/** Holds SQLite's write lock from a process of its own for `ms`, then commits and exits. */
async function holdWriteLock(url: string, ms: number) {
  const script = `
    const { createClient } = require('@libsql/client')
    const client = createClient({ url: process.argv[1] })
    ;(async () => {
      await client.execute('PRAGMA busy_timeout = 10000')
      await client.execute('BEGIN EXCLUSIVE')
      process.stdout.write('locked\\n')
      await new Promise((resolve) => setTimeout(resolve, Number(process.argv[2])))
      await client.execute('COMMIT')
      client.close()
    })().catch((error) => { console.error(error); process.exit(1) })`
  const child = spawn(process.execPath, ['-e', script, url, String(ms)], { stdio: ['ignore', 'pipe', 'inherit'] })
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  expect(code, 'the lock holder').toBe(0)
}
