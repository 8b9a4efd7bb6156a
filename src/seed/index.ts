import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { LexicalRichTextAdapter } from '@payloadcms/richtext-lexical'
import type { CollectionSlug, GlobalSlug, Payload, RequestContext } from 'payload'
import { hasDraftsEnabled } from 'payload/shared'
import sharp from 'sharp'
import { DISABLE_REVALIDATE } from '@/collections/hooks/revalidate'
import { contentGlobals } from '@/lib/cache-tags'
import { defaultLocale, localeCodes } from '@/i18n/locales'
import { contentReader, type SeedDoc } from './content'
import { markdownToLexical } from './markdown'
import { toLocaleData, type Resolver } from './transform'

type Options = { contentDir: string; adminEmail?: string; adminPassword?: string; log?: (msg: string) => void }

const context: RequestContext = { [DISABLE_REVALIDATE]: true }
const otherLocales = localeCodes.filter((code) => code !== defaultLocale)

/**
 * Seeds the bilingual content idempotently. Each item is recorded in `seed-records` when first
 * created; a recorded item is never created again, so an editor's edits and deletions stand.
 */
export async function seed(payload: Payload, { contentDir, adminEmail, adminPassword, log = console.log }: Options) {
  const read = contentReader(contentDir)
  const recorded = new Set(
    (await payload.find({ collection: 'seed-records', limit: 0, pagination: false, depth: 0 })).docs.map((d) => d.key),
  )
  const record = async (key: string) => {
    recorded.add(key)
    await payload.db.create({ collection: 'seed-records', data: { key } })
  }
  let created = 0

  const mediaIds = new Map<string, number>()
  const docIds = new Map<string, number>()
  // The configured editor (with the code block), so fenced code in Markdown becomes code blocks.
  const editorConfig = (payload.config.editor as LexicalRichTextAdapter).editorConfig
  const languages = await codeLanguages()

  const resolver: Resolver = {
    media(key) {
      const id = mediaIds.get(key)
      if (id === undefined) throw new Error(`Seed refers to unknown media "${key}"`)
      return id
    },
    doc(collection, slug) {
      const id = docIds.get(`${collection}:${slug}`)
      if (id === undefined) throw new Error(`Seed refers to unknown ${collection} "${slug}"`)
      return id
    },
    richText: async (markdown) => markdownToLexical(markdown, editorConfig, (key) => resolver.media(key), languages),
  }

  const findBySlug = async (collection: CollectionSlug, slug: string) => {
    const found = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      draft: true,
    })
    return found.docs[0] as { id: number } | undefined
  }

  // Media: SVG artwork rendered to PNG so Payload can make responsive WebP sizes from it.
  for (const item of await read.media()) {
    const existing = await payload.find({ collection: 'media', where: { filename: { like: `${item.key}` } }, limit: 1, depth: 0 })
    const key = `media:${item.key}`
    if (existing.docs[0]) {
      mediaIds.set(item.key, existing.docs[0].id as number)
      continue
    }
    if (recorded.has(key)) continue
    const png = await sharp(await readFile(item.file), { density: 144 }).resize({ width: 1600 }).png().toBuffer()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: item.alt[defaultLocale] },
      file: { data: png, mimetype: 'image/png', name: `${item.key}.png`, size: png.length },
      locale: defaultLocale,
      context,
    })
    for (const locale of otherLocales) await payload.update({ collection: 'media', id: doc.id, data: { alt: item.alt[locale] }, locale, context })
    mediaIds.set(item.key, doc.id as number)
    await record(key)
    created++
  }

  const seedCollection = async (collection: CollectionSlug, docs: SeedDoc[], omit: string[] = []) => {
    const config = payload.config.collections.find((c) => c.slug === collection)
    if (!config) throw new Error(`No collection ${collection}`)
    const hasDrafts = Boolean(config.versions?.drafts)
    const createdNow: SeedDoc[] = []
    for (const source of docs) {
      const key = `${collection}:${source.slug}`
      const existing = await findBySlug(collection, source.slug)
      if (existing) {
        docIds.set(key, existing.id)
        continue
      }
      if (recorded.has(key)) continue
      const data = Object.fromEntries(Object.entries(source).filter(([k]) => !omit.includes(k)))
      const status = hasDrafts ? { _status: 'published' } : {}
      // Created in the default language, then given each other language's text.
      const first = await toLocaleData(config.flattenedFields, data, defaultLocale, resolver, key)
      const doc = await payload.create({ collection, data: { ...first, ...status } as never, locale: defaultLocale, context, depth: 0 })
      for (const locale of otherLocales) {
        const text = await toLocaleData(config.flattenedFields, data, locale, resolver, key)
        await payload.update({ collection, id: doc.id, data: { ...text, ...status } as never, locale, context, depth: 0 })
      }
      // A page's date of last change is its text's (meta.json), not the day it was seeded: the page
      // shows it. Saving sets it to now, so it is written to the database directly.
      if (typeof source.updatedAt === 'string') await payload.db.updateOne({ collection, id: doc.id, data: { updatedAt: new Date(source.updatedAt).toISOString() } })
      docIds.set(key, doc.id as number)
      await record(key)
      createdNow.push(source)
      created++
    }
    return createdNow
  }

  await seedCollection('categories', await read.list('categories'))
  await seedCollection('authors', await read.list('authors'))
  const caseStudies = await read.list('case-studies')
  const newCaseStudies = await seedCollection('case-studies', caseStudies, ['solutions'])
  await seedCollection('solutions', await read.jsonDocs('solutions'))
  for (const study of newCaseStudies) {
    const slugs = (study.solutions as string[] | undefined) ?? []
    await payload.update({
      collection: 'case-studies',
      id: resolver.doc('case-studies', study.slug),
      data: { solutions: slugs.map((s) => resolver.doc('solutions', s)) },
      context,
    })
  }
  await seedCollection('posts', await read.posts())
  await seedCollection('jobs', await read.jsonDocs('jobs'))
  await seedCollection('pages', await read.pages())

  for (const slug of contentGlobals) {
    const key = `global:${slug}`
    if (recorded.has(key)) continue
    const source = await read.global(slug)
    const config = payload.config.globals.find((g) => g.slug === slug)
    if (!config) throw new Error(`No global ${slug}`)
    for (const locale of localeCodes) {
      const data = await toLocaleData(config.flattenedFields, source, locale, resolver, key)
      // A global with drafts is seeded published: visitors read only the published version.
      const status = hasDraftsEnabled(config) ? { _status: 'published' } : {}
      await payload.updateGlobal({ slug: slug as GlobalSlug, data: { ...data, ...status } as never, locale, context, depth: 0 })
    }
    await record(key)
    created++
  }

  await ensureAdmin(payload, { adminEmail, adminPassword, log })
  log(created ? `Seed: created ${created} items.` : 'Seed: content already present, nothing to do.')
  return { created }
}

async function codeLanguages(): Promise<Set<string>> {
  const file = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@payloadcms/richtext-lexical')),
    'features/blocks/premade/CodeBlock/Component/defaultLanguages.js',
  )
  const mod = (await import(file)) as { defaultLanguages: Record<string, string> }
  return new Set(Object.keys(mod.defaultLanguages))
}

async function ensureAdmin(
  payload: Payload,
  { adminEmail, adminPassword, log }: { adminEmail?: string; adminPassword?: string; log: (msg: string) => void },
) {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  const email = adminEmail || 'admin@thaqiblab.sa'
  const password = adminPassword || randomBytes(12).toString('base64url')
  await payload.create({ collection: 'users', data: { email, password, name: 'Administrator', roles: ['admin'] }, context })
  if (adminPassword) {
    log(`Created the first admin user ${email} (password from ADMIN_PASSWORD).`)
  } else {
    log(`Created the first admin user.\n  E-mail:   ${email}\n  Password: ${password}\n  (shown once: write it down, then change it in the admin)`)
  }
}
