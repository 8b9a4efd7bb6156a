import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const dir = mkdtempSync(path.join(tmpdir(), 'lab-it-concurrent-'))
const postgresUrl = process.env.TEST_POSTGRES_URL
process.env.DATABASE_URL = postgresUrl ?? `file:${path.join(dir, 'test.db')}`
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.PRIVATE_UPLOADS_DIR = path.join(dir, 'private-uploads')
process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  if (postgresUrl) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public')
    await client.end()
  }
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config })
  const { migrations } = postgresUrl ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
  await payload.db.migrate({ migrations: migrations as never })
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

/** A Lexical document of one paragraph. */
const richText = (text: string) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: null, children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }] }] },
})

describe('two editors save one document at once', () => {
  it('keeps both languages when the English and the Arabic of a published post are saved at the same moment', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0b7"/></svg>')
    const cover = await payload.create({ collection: 'media', locale: 'en', data: { alt: 'A green bar' }, file: { data: svg, mimetype: 'image/svg+xml', name: `cover-${Date.now()}.svg`, size: svg.length }, context })
    const author = await payload.create({ collection: 'authors', locale: 'en', data: { name: 'Applied Research' } as never, context })
    const post = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: { title: 'Route planning', slug: `race-${Date.now()}`, excerpt: 'In English.', cover: cover.id, author: author.id, content: richText('The English body.'), publishedAt: '2026-11-20', _status: 'published' } as never,
      context,
    })
    await payload.update({ collection: 'posts', id: post.id, locale: 'ar', data: { title: 'تخطيط المسارات', excerpt: 'بالعربية.', content: richText('النص العربي.'), _status: 'published' } as never, context })
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        payload.update({ collection: 'posts', id: post.id, locale: 'en', data: { title: `Route planning ${round}`, _status: 'published' } as never, context }),
        payload.update({ collection: 'posts', id: post.id, locale: 'ar', data: { title: `تخطيط المسارات ${round}`, _status: 'published' } as never, context }),
      ])
      const titles = await Promise.all((['en', 'ar'] as const).map(async (locale) => (await payload.findByID({ collection: 'posts', id: post.id, locale, depth: 0 })).title))
      expect(titles).toEqual([`Route planning ${round}`, `تخطيط المسارات ${round}`])
    }
  })
})
