import { readdirSync } from 'node:fs'
import { editor } from './editor'
import { expect, test } from './fixtures'
import { copyTestDatabase, startServer, stopAllServers } from './servers'

// A restart of the production server (a deploy on the same build, `npm start` after a crash) must
// not bring back pages from before an edit: Next remembers expired cache tags in memory only, so a
// page stored on disk before the restart is rendered afresh on its first request after it.

const port = Number(process.env.E2E_PORT ?? 3100) + 45

test.afterEach(() => stopAllServers())

test('an edit published before a restart shows after it, on a page nobody opened in between', async ({ request }) => {
  test.setTimeout(180_000)
  const database = await copyTestDatabase('restart')
  // Both processes keep pages in one folder, as a restarted server does (other servers, on other
  // databases, keep theirs elsewhere: scripts/lib/services.mjs).
  const env = { DATABASE_URL: database.url, PRIVATE_UPLOADS_DIR: `${database.dir}/private-uploads`, SPOOL_DIR: `${database.dir}/spool`, PAGE_CACHE_DIR: `${database.dir}/pages` }
  let server = await startServer(port, env)
  const page = `${server.url}/blog`
  /** The page's title as served. */
  const title = async () => /<h1[^>]*>(.*?)<\/h1>/s.exec(await (await request.get(page)).text())?.[1]
  const heading = `Notes from the lab ${Date.now()}`
  expect(await title()).toBeTruthy()
  expect(await title()).not.toBe(heading)
  // The page as the first process stored it, which the second finds on disk.
  const stored = () => readdirSync(`${database.dir}/pages`, { recursive: true }).map(String)
  await expect.poll(() => stored().some((file) => file.endsWith('/blog.html'))).toBe(true)

  // An editor publishes a new heading; nobody opens the page before the server restarts.
  const login = await request.post(`${server.url}/api/users/login`, { data: editor })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const published = await request.post(`${server.url}/api/globals/blog-index?locale=en`, {
    headers: { Authorization: `JWT ${token}` },
    data: { heading, _status: 'published' },
  })
  expect(published.status()).toBe(200)
  await server.stop()

  server = await startServer(port, env)
  expect(await title()).toBe(heading)
})

// The first render of a process (Payload, its pool, the GraphQL schema, the page code) happens
// before the server listens, so that no visitor or health check waits for it (ADR 037).
test('a starting server renders its home pages in both languages before it listens', async ({ request }) => {
  test.setTimeout(180_000)
  const database = await copyTestDatabase('warm-up')
  const server = await startServer(port, { DATABASE_URL: database.url, PRIVATE_UPLOADS_DIR: `${database.dir}/private-uploads`, SPOOL_DIR: `${database.dir}/spool` })
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; path?: string; status?: number; pages?: Record<string, number> })
  const listening = lines.findIndex((line) => line.msg === 'listening')
  const warmed = lines.findIndex((line) => line.msg === 'warmed up')
  expect(warmed).toBeGreaterThan(-1)
  expect(warmed).toBeLessThan(listening)
  expect(lines[warmed]!.pages).toEqual({ '/': 200, '/ar': 200 })
  const rendered = lines.slice(0, listening).filter((line) => line.msg === 'request' && line.status === 200).map((line) => line.path)
  expect(rendered).toEqual(expect.arrayContaining(['/', '/ar']))
  expect((await request.get(`${server.url}/ar`)).status()).toBe(200)
})
