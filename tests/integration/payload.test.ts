import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PaginatedDocs, Payload } from 'payload'
import type { Solution } from '@/payload-types'

type PaginatedSolutions = PaginatedDocs<Solution>
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localeCodes } from '../../src/i18n/locales'

// A real Payload on a temporary SQLite file (or on PostgreSQL when TEST_POSTGRES_URL names an empty
// database to use), migrated from the committed migrations and seeded.
const dir = mkdtempSync(path.join(tmpdir(), 'lab-it-'))
const postgresUrl = process.env.TEST_POSTGRES_URL
process.env.DATABASE_URL = postgresUrl ?? `file:${path.join(dir, 'test.db')}`
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.PRIVATE_UPLOADS_DIR = path.join(dir, 'private-uploads')
process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'

let payload: Payload
let seed: typeof import('@/seed').seed
const contentDir = path.resolve('content')
const quiet = () => undefined

beforeAll(async () => {
  if (postgresUrl) {
    // Start from an empty schema, so the committed PostgreSQL migrations build everything.
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public')
    await client.end()
  }
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  ;({ seed } = await import('@/seed'))
  payload = await getPayload({ config })
  const { migrations } = postgresUrl ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
  await payload.db.migrate({ migrations: migrations as never })
  await seed(payload, { contentDir, log: quiet })
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const context = { disableRevalidate: true }

describe('content model and seed', () => {
  it('seeds every route’s content in both languages', async () => {
    const counts = await Promise.all(
      (['posts', 'jobs', 'solutions', 'pages', 'case-studies'] as const).map((c) => payload.count({ collection: c })),
    )
    expect(counts.map((c) => c.totalDocs)).toEqual([12, 7, 11, 2, 4])
    const [en, ar] = (await Promise.all(
      localeCodes.map((locale) =>
        payload.find({ collection: 'solutions', where: { slug: { equals: 'health-tech' } }, locale, fallbackLocale: false }),
      ),
    )) as [PaginatedSolutions, PaginatedSolutions]
    expect(en.docs[0]?.title).toMatch(/Health/i)
    expect(ar.docs[0]?.title).toMatch(/[\u0600-\u06FF]/)
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'ar' })
    expect(settings.offices?.map((o) => o.city)).toEqual(['الرياض', 'الخبر'])
  })

  it('links posts to their categories and converts fenced code to code blocks', async () => {
    const post = (await payload.find({ collection: 'posts', where: { slug: { equals: 'arabic-rag-enterprise-search' } }, depth: 1 })).docs[0]
    expect(post?.categories?.map((c) => (typeof c === 'object' ? c.slug : c))).toEqual(['nlp'])
    const nodes = JSON.stringify(post?.content)
    expect(nodes).toContain('"blockType":"Code"')
    expect(nodes).toContain('"language":"python"')
    expect(nodes).not.toContain('```')
    expect(nodes).toContain('"type":"upload"')
  })

  it('keeps slugs shared by both languages', async () => {
    const post = (await payload.find({ collection: 'posts', limit: 1, locale: 'ar' })).docs[0]
    expect(post?.slug).toMatch(/^[a-z0-9-]+$/)
    const same = await payload.find({ collection: 'posts', where: { slug: { equals: post?.slug } }, locale: 'en' })
    expect(same.docs[0]?.id).toBe(post?.id)
  })

  it('seeds again without creating anything and without overwriting an editor’s changes', async () => {
    const post = (await payload.find({ collection: 'posts', where: { slug: { equals: 'pdpl-compliance-for-ai-projects' } } })).docs[0]
    if (!post) throw new Error('seeded post missing')
    await payload.update({ collection: 'posts', id: post.id, locale: 'ar', data: { title: 'عنوان عدّله المحرر' }, context })
    const job = (await payload.find({ collection: 'jobs', where: { slug: { equals: 'data-engineer-khobar' } } })).docs[0]
    await payload.delete({ collection: 'jobs', id: job!.id, context })

    const { created } = await seed(payload, { contentDir, log: quiet })
    expect(created).toBe(0)
    const after = await payload.findByID({ collection: 'posts', id: post.id, locale: 'ar' })
    expect(after.title).toBe('عنوان عدّله المحرر')
    const deleted = await payload.find({ collection: 'jobs', where: { slug: { equals: 'data-engineer-khobar' } } })
    expect(deleted.totalDocs).toBe(0)
  })

  it('shows visitors published versions only', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Draft page', slug: 'draft-page', layout: [{ blockType: 'offices', heading: 'Offices' }], _status: 'draft' },
      draft: true,
      context,
    })
    const anonymous = await payload.find({ collection: 'pages', where: { slug: { equals: 'draft-page' } }, overrideAccess: false })
    expect(anonymous.totalDocs).toBe(0)
    const editor = await payload.find({ collection: 'pages', where: { slug: { equals: 'draft-page' } }, draft: true })
    expect(editor.docs[0]?.id).toBe(draft.id)
  })

  it('requires alt text in both languages on media', async () => {
    const media = await payload.find({ collection: 'media', limit: 100, locale: 'ar', fallbackLocale: false })
    expect(media.totalDocs).toBeGreaterThanOrEqual(30)
    for (const item of media.docs) expect(item.alt, item.filename ?? '').toMatch(/[\u0600-\u06FF]/)
  })
})

describe('GraphQL, in process', () => {
  const query = `query Post($slug: String!) {
    Posts(locale: ar, where: { slug: { equals: $slug } }) { docs { title slug } }
  }`

  it('answers POST and GET queries without an HTTP server', async () => {
    const { GET, POST } = await import('@/lib/graphql/handler')
    const variables = { slug: 'arabic-rag-enterprise-search' }
    const post = await POST(
      new Request('http://embedded.invalid/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      }),
    )
    const viaPost = await post.json()
    expect(viaPost.data.Posts.docs[0].title).toMatch(/[\u0600-\u06FF]/)

    const get = await GET(
      new Request(`http://embedded.invalid/api/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`),
    )
    expect(await get.json()).toEqual(viaPost)
  })

  it('refuses an anonymous mutation', async () => {
    const { POST } = await import('@/lib/graphql/handler')
    const response = await POST(
      new Request('http://embedded.invalid/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { createCategory(data: { title: "x", slug: "x" }) { id } }' }),
      }),
    )
    const body = await response.json()
    expect(body.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(await payload.count({ collection: 'categories', where: { slug: { equals: 'x' } } })).toEqual({ totalDocs: 0 })
  })
})

describe('submissions: one door', () => {
  it('stores a CV under its generated name in the private folder, and no visitor can read or create one', async () => {
    const { readFileSync, existsSync } = await import('node:fs')
    const data = readFileSync(path.resolve('tests/fixtures/cv.pdf'))
    const cv = await payload.create({
      collection: 'cv-files',
      data: { originalName: 'My CV.pdf' },
      file: { data, mimetype: 'application/pdf', name: 'cv-generated-name.pdf', size: data.length },
    })
    expect(cv.filename).toBe('cv-generated-name.pdf')
    expect(existsSync(path.join(dir, 'private-uploads', 'cv-generated-name.pdf'))).toBe(true)
    const application = await payload.create({
      collection: 'job-applications',
      data: {
        fullName: 'Applicant Test',
        email: 'applicant@example.com',
        phone: '+966551234567',
        positionTitle: 'General application',
        source: 'github',
        summary: 'Five years of Arabic NLP.',
        consent: true,
        cv: cv.id,
        locale: 'en',
        submissionId: 'integration-test',
      },
    })

    for (const collection of ['cv-files', 'job-applications'] as const) {
      const list = payload.find({ collection, overrideAccess: false })
      await expect(list).rejects.toThrow(/not allowed/i)
      const create = payload.create({ collection: 'job-applications', data: { ...application, id: undefined, submissionId: 'anonymous' }, overrideAccess: false })
      await expect(create).rejects.toThrow(/not allowed/i)
    }

    const { POST } = await import('@/lib/graphql/handler')
    const read = await POST(
      new Request('http://embedded.invalid/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ JobApplications { docs { email } } CvFiles { docs { url } } }' }),
      }),
    )
    const body = await read.json()
    expect(body.errors?.map((e: { message: string }) => e.message).join(' ')).toMatch(/not allowed/i)
    expect(body.data?.JobApplications ?? null).toBeNull()
  })
})
