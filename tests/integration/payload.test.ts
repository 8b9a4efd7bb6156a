import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { PaginatedDocs, Payload } from 'payload'
import type { Solution } from '@/payload-types'

type PaginatedSolutions = PaginatedDocs<Solution>
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { localeCodes } from '../../src/i18n/locales'
import { startPayload } from '../support/payload-instance'

// A real Payload on a temporary SQLite file (or on PostgreSQL when TEST_POSTGRES_URL names an empty
// database to use), migrated from the committed migrations (tests/support/payload-instance.ts) and seeded.
let payload: Payload
let stop: () => Promise<void>
let seed: typeof import('@/seed').seed
const contentDir = path.resolve('content')
const quiet = () => undefined

beforeAll(async () => {
  ;({ payload, stop } = await startPayload('payload'))
  ;({ seed } = await import('@/seed'))
  await seed(payload, { contentDir, log: quiet })
})

afterAll(async () => {
  await stop?.()
})

const context = { disableRevalidate: true }

/** The cache tags the content hooks expired (outside a Next.js request there is no cache to expire). */
const expired: string[] = []
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<object>()), revalidateTag: (tag: string) => void expired.push(tag) }))

describe('content model and seed', () => {
  it('seeds every route’s content in both languages', async () => {
    const counts = await Promise.all(
      (['posts', 'jobs', 'solutions', 'pages', 'case-studies'] as const).map((c) => payload.count({ collection: c })),
    )
    // As many as the seed's source holds (content/): a directory or file per document, a list of case studies.
    const inContent = (folder: string) => readdirSync(path.resolve('content', folder)).length
    const caseStudies = (JSON.parse(readFileSync(path.resolve('content/case-studies.json'), 'utf8')) as unknown[]).length
    expect(counts.map((c) => c.totalDocs)).toEqual([inContent('posts'), inContent('jobs'), inContent('solutions'), inContent('pages'), caseStudies])
    expect(counts.map((c) => c.totalDocs)).not.toContain(0)
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

  it('populates relationships at most two levels deep, whatever depth a read asks for', async () => {
    // Three posts that each pick the other two: every level of population holds every post again.
    const ids = (await payload.find({ collection: 'posts', limit: 3, depth: 0, sort: 'id' })).docs.map((p) => p.id)
    expect(ids).toHaveLength(3)
    const picks = (id: number) => ids.filter((other) => other !== id)
    const before = await Promise.all(ids.map((id) => payload.findByID({ collection: 'posts', id, depth: 0 })))
    try {
      for (const id of ids) await payload.update({ collection: 'posts', id, data: { relatedPosts: picks(id) }, context })
      const deep = await payload.findByID({ collection: 'posts', id: ids[0]!, depth: 10, overrideAccess: false })
      type Related = { id: number; relatedPosts?: (number | Related)[] | null }
      const level1 = deep.relatedPosts?.[0] as Related
      const level2 = level1.relatedPosts?.[0] as Related
      expect(typeof level1).toBe('object')
      expect(typeof level2).toBe('object')
      // The third level is left as ids: a read asking for ten levels costs what one asking for two does.
      expect(level2.relatedPosts?.every((p) => typeof p === 'number')).toBe(true)
      expect(JSON.stringify(deep).length).toBeLessThan(1024 * 1024)
    } finally {
      for (const post of before) await payload.update({ collection: 'posts', id: post.id, data: { relatedPosts: post.relatedPosts ?? [] }, context })
    }
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

  it('refuses a page a slug the site answers itself, saying so, and takes any other at the top level', async () => {
    const { errors } = await import('@/labels/fields')
    const data = { title: 'Reserved', slug: 'careers', layout: [{ blockType: 'offices' as const, heading: 'Offices' }], _status: 'published' as const }
    const refused = await payload.create({ collection: 'pages', data, context }).then(
      () => null,
      (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors,
    )
    expect(refused).toContainEqual(expect.objectContaining({ path: 'slug', message: errors.slugReserved.en }))
    const taken = await payload.create({ collection: 'pages', data: { ...data, slug: 'careers-fair' }, context })
    expect(taken.slug).toBe('careers-fair')
    await payload.delete({ collection: 'pages', id: taken.id, context })
  })

  it('seeds the menus in both languages, their legal links as links to the policy pages', async () => {
    const [en, ar] = await Promise.all(localeCodes.map((locale) => payload.findGlobal({ slug: 'menus', locale, depth: 1, fallbackLocale: false })))
    expect(en?._status).toBe('published')
    expect(en?.header?.map((item) => item.label)).toEqual(['Home', 'About', 'Solutions', 'Career', 'Blog', 'Contact'])
    expect(ar?.header?.map((item) => item.label)).toEqual(['الرئيسية', 'من نحن', 'الحلول', 'الوظائف', 'المدونة', 'تواصل معنا'])
    expect(en?.header?.find((item) => item.submenu === 'solutions')?.children?.map((child) => child.link?.path)).toEqual(['/solutions', '/case-studies'])
    const slugOf = (value: unknown) => (typeof value === 'object' && value && 'slug' in value ? value.slug : value)
    expect(ar?.legal?.map((row) => [row.label, row.link?.document?.relationTo, slugOf(row.link?.document?.value)])).toEqual([
      ['شروط الاستخدام', 'pages', 'terms-of-service'],
      ['سياسة الخصوصية', 'pages', 'privacy-policy'],
    ])
    // No column of links in the footer until editors add one (each costs every page about 1.2 KB, ADR 053).
    expect(ar?.footerColumns ?? []).toEqual([])
  })

  it('refuses a published menu link that leads nowhere or off the site, naming the field', async () => {
    const { errors } = await import('@/labels/fields')
    const refusal = (legal: unknown[]) =>
      payload.updateGlobal({ slug: 'menus', locale: 'en', data: { legal, _status: 'published' } as never, context }).then(
        () => null,
        (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors,
      )
    expect(await refusal([{ label: 'Elsewhere', link: { kind: 'path', path: '//evil.example' } }])).toContainEqual(expect.objectContaining({ path: 'legal.0.link.path', message: errors.sitePath.en }))
    expect(await refusal([{ label: 'Script', link: { kind: 'url', url: 'javascript:alert(1)' } }])).toContainEqual(expect.objectContaining({ path: 'legal.0.link.url', message: errors.httpsUrl.en }))
    expect(await refusal([{ label: 'Nothing', link: { kind: 'document' } }])).toContainEqual(expect.objectContaining({ path: 'legal.0.link.document', message: errors.menuDocument.en }))
    // Nothing was written: the seeded legal links stand.
    expect((await payload.findGlobal({ slug: 'menus', locale: 'en', depth: 0 })).legal).toHaveLength(2)
  })

  it('requires alt text in both languages on media', async () => {
    const media = await payload.find({ collection: 'media', limit: 100, locale: 'ar', fallbackLocale: false })
    expect(media.totalDocs).toBe(readdirSync(path.join(contentDir, 'media')).filter((name) => name.endsWith('.svg')).length)
    for (const item of media.docs) expect(item.alt, item.filename ?? '').toMatch(/[\u0600-\u06FF]/)
  })
})

describe('GraphQL, in process', () => {
  const query = `query Post($slug: String!) {
    Posts(locale: ar, where: { slug: { equals: $slug } }) { docs { title slug } }
  }`

  it('answers POST and GET queries without an HTTP server', async () => {
    const { GET, POST } = await import('@/data/graphql/handler')
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
    const { POST } = await import('@/data/graphql/handler')
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
    expect(existsSync(path.join(process.env.PRIVATE_UPLOADS_DIR!, 'cv-generated-name.pdf'))).toBe(true)
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

    const { POST } = await import('@/data/graphql/handler')
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

describe('the e-mail queue on this database', () => {
  it('gives each job to exactly one of many runners claiming at once', async () => {
    const { claimNextJob } = await import('@/lib/job-queue')
    const queue = `claim-test-${Date.now()}`
    const queued = []
    for (let i = 0; i < 12; i++) {
      queued.push(await payload.jobs.queue({ task: 'sendEmail', queue, input: { to: `claim-${i}@example.com`, subject: 'x', text: 'x' } }))
    }
    // Twenty runners at once, each taking jobs until none is left.
    const taken: number[] = []
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let id = await claimNextJob(payload, queue, null); id !== null; id = await claimNextJob(payload, queue, null)) taken.push(id)
      }),
    )
    expect(taken.toSorted((a, b) => a - b)).toEqual(queued.map((job) => Number(job.id)).toSorted((a, b) => a - b))
    await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: queue } } })
  })

  it('frees a job left taken by a runner that stopped, marked as an orphan whose work may be done, its input kept', async () => {
    const { claimNextJob, releaseStaleJobs } = await import('@/lib/job-queue')
    const queue = `orphan-test-${Date.now()}`
    const job = await payload.jobs.queue({ task: 'sendEmail', queue, input: { to: 'orphan@example.com', subject: 'Subject', text: 'Text', key: 'orphan:team' } })
    try {
      expect(await claimNextJob(payload, queue, null)).toBe(Number(job.id))
      // Not yet stale: kept by its runner.
      expect(await releaseStaleJobs(payload, queue, 60_000)).toBe(0)
      expect(await releaseStaleJobs(payload, queue, 60_000, new Date(Date.now() + 120_000))).toBe(1)
      const freed = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
      expect(freed.processing).toBe(false)
      expect(freed.input).toEqual({ to: 'orphan@example.com', subject: 'Subject', text: 'Text', key: 'orphan:team', orphaned: true })
    } finally {
      await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: queue } } })
    }
  })
})

describe('editing workflow', () => {
  const staff = async (roles: string[]) =>
    payload.create({ collection: 'users', data: { email: `${roles.join('-')}-${Date.now()}@example.com`, password: 'a-long-password-123', roles } as never })

  it('makes a slug from the title, an Arabic one in Arabic letters, and dates a post on its first publish', async () => {
    const { toSlug } = await import('@/fields/slug')
    expect(toSlug('Arabic RAG for Enterprise Search')).toBe('arabic-rag-for-enterprise-search')
    expect(toSlug('الرؤية الحاسوبية', 'ar')).toBe('الرؤية-الحاسوبية')
    const base = await payload.find({ collection: 'posts', limit: 1, depth: 0 })
    const { cover, author, content } = base.docs[0]!
    const draft = await payload.create({
      collection: 'posts',
      locale: 'ar',
      data: { title: 'نماذج اللغة في المصارف', excerpt: 'ملخص', cover, author, content, _status: 'draft' } as never,
      draft: true,
      context,
    })
    expect(draft.slug).toBe('نماذج-اللغة-في-المصارف')
    expect(draft.publishedAt ?? null).toBeNull()
    const before = Date.now()
    const published = await payload.update({ collection: 'posts', id: draft.id, locale: 'ar', data: { _status: 'published' }, context })
    expect(new Date(published.publishedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(published.slug).toBe(draft.slug)
    await payload.delete({ collection: 'posts', id: draft.id, context })
  })

  it('expires the cache on a publish, an unpublish and a deletion, never on a draft saved over a published post', async () => {
    const base = await payload.find({ collection: 'posts', limit: 1, depth: 0 })
    const { cover, author, content } = base.docs[0]!
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Cache expiry note', excerpt: 'Published.', cover, author, content, _status: 'published' } as never,
      context,
    })
    const tag = `doc:posts:${post.id}`
    expired.splice(0)
    await payload.update({ collection: 'posts', id: post.id, data: { title: 'Cache expiry note, a draft' }, draft: true })
    await payload.update({ collection: 'posts', id: post.id, data: { title: 'Cache expiry note, an autosave' }, draft: true, autosave: true })
    expect(expired).toEqual([])
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } })
    expect(expired).toContain(tag)
    expired.splice(0)
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' } })
    expect(expired).toContain(tag)
    expired.splice(0)
    await payload.delete({ collection: 'posts', id: post.id })
    expect(expired).toContain(tag)
  })

  it('keeps what a visitor sent unchanged by staff, while status, owner and notes are theirs', async () => {
    const handler = await staff(['submissions'])
    const request = await payload.create({
      collection: 'consultation-requests',
      data: { fullName: 'سارة العتيبي', email: 'sara@example.com', phone: '+966551234567', description: 'Fraud detection for a bank.', channel: 'email', time: 'morning', topics: ['fintech'], size: 'not-sure', locale: 'ar', submissionId: `workflow-${Date.now()}` },
    })
    expect(request.status).toBe('new')
    const updated = await payload.update({
      collection: 'consultation-requests',
      id: request.id,
      data: { fullName: 'Someone else', email: 'other@example.com', status: 'in-progress', owner: handler.id, notes: 'Called back on Sunday.' },
      overrideAccess: false,
      user: handler,
    })
    expect(updated).toMatchObject({ fullName: 'سارة العتيبي', email: 'sara@example.com', status: 'in-progress', notes: 'Called back on Sunday.' })
    expect(typeof updated.owner === 'object' ? updated.owner?.id : updated.owner).toBe(handler.id)
    await payload.delete({ collection: 'consultation-requests', id: request.id })
    await payload.delete({ collection: 'users', id: handler.id })
  })

  it('exports every matching row with every field, headed in the admin’s language, formulas neutralised', async () => {
    const { exportCsv } = await import('@/collections/endpoints/export-csv')
    const { parse } = await import('csv-parse/sync')
    const handler = await staff(['submissions'])
    const batch = `export-${Date.now()}`
    const created = []
    for (let i = 0; i < 13; i += 1) {
      created.push(
        await payload.create({
          collection: 'consultation-requests',
          data: { fullName: i === 0 ? '=HYPERLINK("http://x")' : `Client ${i}`, email: `${batch}-${i}@example.com`, phone: '+966551234567', description: `Request ${i}, line one.\nLine two.`, channel: 'phone', time: 'evening', topics: ['nlp', 'iot'], size: '1m-5m', locale: 'en', submissionId: `${batch}-${i}` },
        }),
      )
    }
    // Client 3 is handled by a staff member, named in the export by their name rather than their e-mail.
    await payload.update({ collection: 'users', id: handler.id, data: { name: 'Submissions Desk' } as never })
    await payload.update({ collection: 'consultation-requests', id: created[3]!.id, data: { owner: handler.id } })
    const where = { email: { like: batch } }
    const [en = [], ar = []] = await Promise.all(
      (['en', 'ar'] as const).map(async (language) => parse((await exportCsv(payload, { collection: 'consultation-requests', where, language, user: handler })).replace(/^\uFEFF/, ''), { bom: true }) as string[][]),
    )
    const { fieldLabels } = await import('@/labels/fields')
    const { optionLabels } = await import('@/labels/options')
    const columns = ['fullName', 'email', 'phone', 'projectDescription', 'channel', 'time', 'topics', 'size', 'formLocale', 'status', 'owner', 'notes'] as const
    for (const [language, rows] of [['en', en], ['ar', ar]] as const) {
      expect(rows).toHaveLength(14)
      const header = rows[0]!
      for (const column of columns) expect(header).toContain(fieldLabels[column][language])
      const row = (name: string) => rows.find((r) => r.includes(name))!
      expect(row('Client 3')[header.indexOf(fieldLabels.projectDescription[language])]).toBe('Request 3, line one.\nLine two.')
      expect(row('Client 3')[header.indexOf(fieldLabels.status[language])]).toBe(optionLabels.submissionStatuses.new[language])
      expect(row('Client 3')[header.indexOf(fieldLabels.channel[language])]).toBe(optionLabels.contactChannels.phone[language])
    }
    expect(en[0]).toContain('Received (Riyadh time)')
    expect(ar[0]).toContain('تاريخ الاستلام (بتوقيت الرياض)')
    expect(en.some((r) => r.includes(`'=HYPERLINK("http://x")`))).toBe(true)
    // A phone number reads as the number, not as a sum and not with an apostrophe; times on Riyadh's clock (UTC+3).
    const header = en[0]!
    const client3 = en.find((r) => r.includes('Client 3'))!
    expect(client3[header.indexOf(fieldLabels.phone.en)]).toBe('="+966551234567"')
    expect(client3[header.indexOf(fieldLabels.owner.en)]).toBe('Submissions Desk')
    const received = new Date(Date.parse(created[3]!.createdAt) + 3 * 60 * 60 * 1000).toISOString()
    expect(client3[header.indexOf('Received (Riyadh time)')]).toBe(`${received.slice(0, 10)} ${received.slice(11, 16)}`)
    // The list's search box narrows the export the same way.
    const searched = parse(await exportCsv(payload, { collection: 'consultation-requests', where, search: 'Client 12', language: 'en', user: handler }), { bom: true }) as string[][]
    expect(searched).toHaveLength(2)
    // Staff without the submissions role get nothing.
    const editor = await staff(['editor'])
    await expect(exportCsv(payload, { collection: 'consultation-requests', where, language: 'en', user: editor })).rejects.toThrow(/not allowed/i)
    for (const doc of created) await payload.delete({ collection: 'consultation-requests', id: doc.id })
    for (const user of [handler, editor]) await payload.delete({ collection: 'users', id: user.id })
  })

  it('publishes and unpublishes at the scheduled time, never before, and closes postings past their closing date', async () => {
    const { runDueSchedules } = await import('@/jobs/schedules')
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Scheduled page', slug: `scheduled-${Date.now()}`, layout: [{ blockType: 'offices', heading: 'Offices' }], _status: 'draft' },
      draft: true,
      context,
    })
    const at = new Date(Date.now() + 60 * 60 * 1000)
    await payload.jobs.queue({ task: 'schedulePublish', waitUntil: at, input: { type: 'publish', doc: { relationTo: 'pages', value: draft.id } } })
    const status = async () => (await payload.findByID({ collection: 'pages', id: draft.id, draft: true, depth: 0 }))._status
    expect(await runDueSchedules(payload, new Date(at.getTime() - 1000))).toMatchObject({ published: 0 })
    expect(await status()).toBe('draft')
    expect(await runDueSchedules(payload, new Date(at.getTime() + 1000))).toMatchObject({ published: 1 })
    expect(await status()).toBe('published')
    await payload.jobs.queue({ task: 'schedulePublish', waitUntil: at, input: { type: 'unpublish', doc: { relationTo: 'pages', value: draft.id } } })
    await runDueSchedules(payload, new Date(at.getTime() + 2000))
    expect(await status()).toBe('draft')
    await payload.delete({ collection: 'pages', id: draft.id, context })

    const job = (await payload.find({ collection: 'jobs', where: { status: { equals: 'open' } }, limit: 1, depth: 0 })).docs[0]!
    await payload.update({ collection: 'jobs', id: job.id, data: { validThrough: '2026-01-31T12:00:00.000Z' }, context })
    const { closed } = await runDueSchedules(payload, new Date('2026-01-31T20:00:00Z')) // 23:00 in Riyadh: still open
    expect(closed).toBe(0)
    expect((await runDueSchedules(payload, new Date('2026-01-31T21:30:00Z'))).closed).toBe(1) // past midnight in Riyadh
    expect((await payload.findByID({ collection: 'jobs', id: job.id, depth: 0 })).status).toBe('closed')
    await payload.update({ collection: 'jobs', id: job.id, data: { status: 'open', validThrough: null }, context })
  })

  it('redirects a renamed document’s old address in the language renamed, without chains, and editors can add their own', async () => {
    const original = (await payload.find({ collection: 'solutions', where: { slug: { equals: 'mobility' } }, depth: 0 })).docs[0]!
    const targets = async () => Object.fromEntries((await payload.find({ collection: 'redirects', pagination: false })).docs.map((r) => [r.from, r.to]))
    await payload.update({ collection: 'solutions', id: original.id, data: { slug: 'mobility-and-logistics', _status: 'published' }, context })
    const first = await targets()
    expect(first).toMatchObject({ '/solutions/mobility': '/solutions/mobility-and-logistics' })
    // Each language has its own slug (ADR 055): the Arabic page stays where it was until its own is renamed.
    expect(first['/ar/solutions/mobility']).toBeUndefined()
    await payload.update({ collection: 'solutions', id: original.id, data: { slug: 'التنقل', _status: 'published' }, locale: 'ar', context })
    expect(await targets()).toMatchObject({ '/ar/solutions/mobility': '/ar/solutions/التنقل', '/solutions/mobility': '/solutions/mobility-and-logistics' })
    await payload.update({ collection: 'solutions', id: original.id, data: { slug: 'smart-mobility', _status: 'published' }, context })
    const second = await targets()
    expect(second['/solutions/mobility']).toBe('/solutions/smart-mobility')
    expect(second['/solutions/mobility-and-logistics']).toBe('/solutions/smart-mobility')
    expect(second['/ar/solutions/mobility']).toBe('/ar/solutions/التنقل')
    // A draft under another slug changes nothing until it is published.
    await payload.update({ collection: 'solutions', id: original.id, data: { slug: 'draft-slug' }, draft: true, context })
    expect(await targets()).toEqual(second)
    // Back to the first slugs: nothing redirects away from them any more.
    await payload.update({ collection: 'solutions', id: original.id, data: { slug: 'mobility', _status: 'published' }, context })
    await payload.update({ collection: 'solutions', id: original.id, data: { slug: 'mobility', _status: 'published' }, locale: 'ar', context })
    const back = await targets()
    expect(back['/solutions/mobility']).toBeUndefined()
    expect(back['/ar/solutions/mobility']).toBeUndefined()
    expect(back['/solutions/smart-mobility']).toBe('/solutions/mobility')
    expect(back['/ar/solutions/التنقل']).toBe('/ar/solutions/mobility')
    await expect(payload.create({ collection: 'redirects', data: { from: 'https://elsewhere.example/x', to: '/about' } })).rejects.toThrow()
    const own = await payload.create({ collection: 'redirects', data: { from: '/old-about', to: '/about' } })
    expect(own.to).toBe('/about')
    // A collection without drafts (people) publishes every save: a new slug moves its address at once.
    const team = (await payload.find({ collection: 'authors', where: { slug: { equals: 'research-team' } }, depth: 0 })).docs[0]!
    await payload.update({ collection: 'authors', id: team.id, data: { slug: 'applied-research' }, context })
    expect(await targets()).toMatchObject({ '/people/research-team': '/people/applied-research' })
    expect((await targets())['/ar/people/research-team']).toBeUndefined()
    await payload.update({ collection: 'authors', id: team.id, data: { name: 'Applied Research Team' }, locale: 'en', context })
    expect((await targets())['/people/applied-research']).toBeUndefined() // a save without a new slug moves nothing
    await payload.update({ collection: 'authors', id: team.id, data: { slug: 'research-team' }, context })
    expect((await targets())['/people/research-team']).toBeUndefined()
    await payload.delete({ collection: 'redirects', where: { id: { exists: true } } })
  })

  it('records which languages a document still lacks, and forgets a language once it is written', async () => {
    const waiting = await payload.count({ collection: 'posts', where: { missingTranslations: { in: ['en', 'ar'] } } })
    expect(waiting.totalDocs).toBe(0) // the seed writes every post in both languages
    const base = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs[0]!
    const post = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: { title: 'English first', slug: `english-first-${Date.now()}`, excerpt: 'Only in English.', cover: base.cover, author: base.author, content: base.content, publishedAt: '2026-11-20', _status: 'published' } as never,
      context,
    })
    expect(post.missingTranslations).toEqual(['ar'])
    const halfway = await payload.update({ collection: 'posts', id: post.id, locale: 'ar', data: { title: 'بالإنجليزية أولًا', _status: 'draft' }, draft: true, context })
    expect(halfway.missingTranslations).toEqual(['ar'])
    const done = await payload.update({ collection: 'posts', id: post.id, locale: 'ar', data: { title: 'بالإنجليزية أولًا', excerpt: 'مترجمة الآن.', content: base.content, _status: 'published' }, context })
    expect(done.missingTranslations).toEqual([])
    await payload.delete({ collection: 'posts', id: post.id, context })
  })

  it('records who saved each version, in documents and globals, for staff eyes only', async () => {
    const editor = await payload.create({ collection: 'users', data: { email: `editor-${Date.now()}@example.com`, password: 'a-long-password-123', roles: ['editor'], name: 'Noura Editor' } as never })
    const post = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs[0]!
    const saved = await payload.update({ collection: 'posts', id: post.id, locale: 'en', data: { excerpt: `${post.excerpt} ` }, user: editor, overrideAccess: false, context })
    expect(saved.editedBy).toBe('Noura Editor')
    const versions = await payload.findVersions({ collection: 'posts', where: { parent: { equals: post.id } }, sort: '-updatedAt', limit: 1, depth: 0 })
    expect(versions.docs[0]?.version.editedBy).toBe('Noura Editor')
    const home = await payload.updateGlobal({ slug: 'home', data: {}, user: editor, overrideAccess: false, context })
    expect(home.editedBy).toBe('Noura Editor')
    // Visitors never get staff names.
    const anonymous = await payload.findByID({ collection: 'posts', id: post.id, depth: 0, overrideAccess: false })
    expect(anonymous).not.toHaveProperty('editedBy')
    expect(await payload.findGlobal({ slug: 'home', overrideAccess: false })).not.toHaveProperty('editedBy')
    await payload.update({ collection: 'posts', id: post.id, locale: 'en', data: { excerpt: post.excerpt }, context })
    await payload.delete({ collection: 'users', id: editor.id })
  })

  it('keeps a page global’s draft from visitors: only staff read it, the published version is what the site shows', async () => {
    const editor = await payload.create({ collection: 'users', data: { email: `drafts-${Date.now()}@example.com`, password: 'a-long-password-123', roles: ['editor'], name: 'Draft Editor' } as never })
    const published = await payload.findGlobal({ slug: 'contact', locale: 'ar', depth: 0 })
    await payload.updateGlobal({ slug: 'contact', locale: 'ar', draft: true, data: { heading: 'عنوان في المسودة', _status: 'draft' } as never, context })
    for (const draft of [false, true]) {
      const visitor = await payload.findGlobal({ slug: 'contact', locale: 'ar', depth: 0, draft, overrideAccess: false })
      expect(visitor.heading, `draft ${draft}`).toBe(published.heading)
    }
    const asEditor = await payload.findGlobal({ slug: 'contact', locale: 'ar', depth: 0, draft: true, user: editor, overrideAccess: false })
    expect(asEditor.heading).toBe('عنوان في المسودة')
    await payload.updateGlobal({ slug: 'contact', locale: 'ar', data: { heading: published.heading, _status: 'published' } as never, context })
    expect((await payload.findGlobal({ slug: 'contact', locale: 'ar', depth: 0, draft: true })).heading).toBe(published.heading)
    await payload.delete({ collection: 'users', id: editor.id })
  })

  it('lists an image whose alt text is written in one language only until the other is added', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0b7"/></svg>')
    const image = await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: 'A green bar' },
      file: { data: svg, mimetype: 'image/svg+xml', name: `alt-check-${Date.now()}.svg`, size: svg.length },
      context,
    })
    expect(image.missingTranslations).toEqual(['ar'])
    const translated = await payload.update({ collection: 'media', id: image.id, locale: 'ar', data: { alt: 'شريط أخضر' }, context })
    expect(translated.missingTranslations).toEqual([])
    await payload.delete({ collection: 'media', id: image.id, context })
  })
})
