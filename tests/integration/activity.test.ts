import { randomUUID } from 'node:crypto'
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from '../support/payload-instance'

// The activity log (ADR 048): what staff do is written with who did it, saves of one document
// count as one entry, visitors and the site itself write nothing, each role reads its own area,
// and the hourly sweep erases what is older than the settings say. On SQLite, and on PostgreSQL in
// the second run.
let payload: Payload
let stop: () => Promise<void>
let admin: TypedUser
let editor: TypedUser
let handler: TypedUser

const password = 'activity-log-password-1'

beforeAll(async () => {
  ;({ payload, stop } = await startPayload('activity'))
  const staff = async (name: string, roles: string[]) => {
    const email = `${name.split(' ')[0]!.toLowerCase()}.${randomUUID().slice(0, 8)}@thaqiblab.sa`
    const user = await payload.create({ collection: 'users', data: { email, password, name, roles } as never, overrideAccess: true })
    return { ...user, collection: 'users' } as TypedUser
  }
  admin = await staff('Admin', ['admin'])
  editor = await staff('Nora Editor', ['editor'])
  handler = await staff('Huda HR', ['submissions'])
})

afterAll(async () => {
  await stop?.()
})

/** The entries about one document since a moment (SQLite gives a deleted document's id to the next one). */
const entriesOf = async (documentId: number | string, since: string, kind = 'posts') =>
  (
    await payload.find({
      collection: 'activity',
      where: { and: [{ documentId: { equals: String(documentId) } }, { kind: { equals: kind } }, { at: { greater_than_equal: since } }] },
      sort: 'at',
      overrideAccess: true,
      depth: 0,
    })
  ).docs

/** A save as the admin makes it: drafts and autosaves carry `?draft=true`. */
const draftRequest = { query: { draft: 'true' } }

/** Pages are not revalidated here: there is no Next.js around this Payload. */
const context = { disableRevalidate: true }

const richText = (text: string) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: null, children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }] }] },
})

async function newPost(title: string) {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0b7"/></svg>')
  const cover = await payload.create({ collection: 'media', locale: 'en', data: { alt: 'A green bar' }, file: { data: svg, mimetype: 'image/svg+xml', name: `cover-${randomUUID()}.svg`, size: svg.length }, context })
  const author = await payload.create({ collection: 'authors', locale: 'en', data: { name: `Team ${randomUUID().slice(0, 6)}` } as never, context })
  return payload.create({
    collection: 'posts',
    locale: 'en',
    data: { title, slug: `activity-${randomUUID().slice(0, 8)}`, excerpt: 'An excerpt.', author: author.id, cover: cover.id, content: richText('The body.'), publishedAt: '2026-11-20', _status: 'draft' } as never,
    draft: true,
    user: editor,
    context,
    req: draftRequest as never,
  })
}

describe('the activity log', () => {
  it('writes who created, changed, published, unpublished and deleted a document, and counts a run of saves once', async () => {
    const since = new Date().toISOString()
    const title = `Activity ${randomUUID().slice(0, 8)}`
    const post = await newPost(title)
    for (const excerpt of ['First change.', 'Second change.']) {
      await payload.update({ collection: 'posts', id: post.id, data: { excerpt }, draft: true, user: editor, context, req: draftRequest as never })
    }
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' }, user: editor, context })
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' }, user: editor, context })
    await payload.delete({ collection: 'posts', id: post.id, user: editor, context })

    const entries = await entriesOf(post.id, since)
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'updated', 'published', 'unpublished', 'deleted'])
    expect(entries[1]!.count).toBe(2)
    for (const entry of entries) {
      expect(entry).toMatchObject({ who: 'Nora Editor', user: editor.id, area: 'content', title, locale: 'en' })
    }
  })

  it('writes who scheduled a publication in the admin’s schedule drawer, and who cancelled it', async () => {
    const { schedulePublishAndLog } = await import('@/jobs/schedule-publish')
    const { createLocalReq } = await import('payload')
    const since = new Date().toISOString()
    const title = `Scheduled ${randomUUID().slice(0, 8)}`
    const post = await newPost(title)
    // What the drawer sends, with the request of the editor signed in to the admin.
    const req = await createLocalReq({ user: editor }, payload)
    const doc = { relationTo: 'posts' as const, value: String(post.id) }
    const scheduled = await schedulePublishAndLog({ req, type: 'publish', doc, date: new Date(Date.now() + 86_400_000), localeToPublish: 'ar', timezone: 'Asia/Riyadh' } as never)
    expect(scheduled).not.toHaveProperty('error')
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } }, sort: '-createdAt', limit: 1, overrideAccess: true, depth: 0 })
    const job = jobs.docs[0]!
    expect(job.input).toMatchObject({ type: 'publish', doc })

    expect(await schedulePublishAndLog({ req, deleteID: job.id } as never)).not.toHaveProperty('error')
    // Only removed: no job is queued in its place (Payload's own handler queues an empty one).
    expect((await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } }, overrideAccess: true })).totalDocs).toBe(0)
    const entries = await entriesOf(post.id, since)
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'scheduled-publish', 'unscheduled'])
    expect(entries[1]).toMatchObject({ who: 'Nora Editor', area: 'content', title, locale: 'ar' })
    expect(entries[2]).toMatchObject({ who: 'Nora Editor', title, locale: 'ar' })
  })

  it('writes nothing for what visitors and the site itself do', async () => {
    const since = new Date().toISOString()
    const post = await newPost(`Quiet ${randomUUID().slice(0, 8)}`)
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' }, overrideAccess: true, context })
    expect((await entriesOf(post.id, since)).map((entry) => entry.action)).toEqual(['created'])
    const request = await payload.create({
      collection: 'consultation-requests',
      data: { fullName: 'سارة القحطاني', email: `sara.${randomUUID().slice(0, 6)}@example.com`, description: 'A request.', channel: 'email', locale: 'ar', submissionId: randomUUID() } as never,
      overrideAccess: true,
    })
    expect(await entriesOf(request.id, since, 'consultation-requests')).toHaveLength(0)
    // Staff handling it are logged, and the entry names no one: an erasure must leave nothing of the person.
    await payload.update({ collection: 'consultation-requests', id: request.id, data: { status: 'in-progress' }, user: handler })
    const [entry] = await entriesOf(request.id, since, 'consultation-requests')
    expect(entry).toMatchObject({ action: 'updated', area: 'submissions', who: 'Huda HR', title: null, locale: null })
  })

  it('writes sign-ins and changes of the site settings', async () => {
    await payload.login({ collection: 'users', data: { email: editor.email, password } })
    const signIns = await payload.find({ collection: 'activity', where: { and: [{ action: { equals: 'signed-in' } }, { user: { equals: editor.id } }] }, overrideAccess: true })
    expect(signIns.docs).toHaveLength(1)
    expect(signIns.docs[0]).toMatchObject({ area: 'accounts', title: editor.email })

    await payload.updateGlobal({ slug: 'site-settings', data: { siteName: 'Thaqib Lab', email: 'hello@thaqiblab.sa', phone: '+966112345678' }, locale: 'en', user: admin, context })
    const changes = await payload.find({ collection: 'activity', where: { and: [{ kind: { equals: 'site-settings' } }, { user: { equals: admin.id } }] }, overrideAccess: true })
    expect(changes.docs[0]).toMatchObject({ who: 'Admin', locale: 'en', area: 'content', action: 'updated' })
  })

  it('lets each role read its own area only, and nobody write or delete through the API', async () => {
    const read = async (user: TypedUser) => new Set((await payload.find({ collection: 'activity', pagination: false, overrideAccess: false, user, depth: 0 })).docs.map((entry) => entry.area))
    expect(await read(admin)).toEqual(new Set(['content', 'submissions', 'accounts']))
    expect(await read(editor)).toEqual(new Set(['content']))
    expect(await read(handler)).toEqual(new Set(['submissions']))
    await expect(payload.create({ collection: 'activity', data: { at: new Date().toISOString(), action: 'created', area: 'content', kind: 'posts' }, overrideAccess: false, user: admin })).rejects.toThrow()
    const any = (await payload.find({ collection: 'activity', limit: 1, overrideAccess: true })).docs[0]!
    await expect(payload.delete({ collection: 'activity', id: any.id, overrideAccess: false, user: admin })).rejects.toThrow()
  })

  it('is erased past the period the site settings give', async () => {
    const { eraseExpiredActivity } = await import('@/submissions')
    const old = await payload.create({ collection: 'activity', data: { at: '2024-01-01T09:00:00.000Z', who: 'Former editor', action: 'published', area: 'content', kind: 'posts', title: 'Old' }, overrideAccess: true })
    const recent = await payload.create({ collection: 'activity', data: { at: '2026-06-01T09:00:00.000Z', who: 'Editor', action: 'published', area: 'content', kind: 'posts', title: 'Recent' }, overrideAccess: true })
    // Twelve months by default: on 2026-11-28 the entry of January 2024 goes, June 2026 stays.
    expect(await eraseExpiredActivity(payload, new Date('2026-11-28T00:00:00Z'))).toBeGreaterThanOrEqual(1)
    const left = (await payload.find({ collection: 'activity', where: { id: { in: [old.id, recent.id] } }, overrideAccess: true })).docs.map((entry) => entry.title)
    expect(left).toEqual(['Recent'])
  })
})
