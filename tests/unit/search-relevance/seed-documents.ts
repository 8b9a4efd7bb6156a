import path from 'node:path'
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { sanitizeConfig } from 'payload'
import type { Locale } from '@/i18n/locales'
import { toSearchDocuments } from '@/data/content/search'
import { contentReader, type SeedDoc } from '@/seed/content'
import type { SearchDocument } from '@/lib/search/engine'

/**
 * The search documents of the seeded content, without a database or a server: the seed sources in
 * content/ read as the seed reads them, one language picked, shaped as the `SearchDocuments` GraphQL
 * operation answers, then turned into documents by the site's own `toSearchDocuments`. Markdown
 * becomes Lexical with the editor's converter; code blocks and images are left out first, as the site
 * indexes neither (a code block is a block node without text).
 */
type Data = Parameters<typeof toSearchDocuments>[0]
type Json = unknown

const isLocalized = (value: Json): value is Record<Locale, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'en' in value && 'ar' in value

async function richTextConverter() {
  const config = await sanitizeConfig({ secret: 'relevance', collections: [], db: {} as never } as never)
  const editorConfig = await editorConfigFactory.default({ config })
  return (markdown: string) => {
    const text = markdown.replace(/^```[\s\S]*?^```\s*$/gm, '').replace(/^\{\{image:[a-z0-9-]+\}\}$/gm, '')
    return convertMarkdownToLexical({ editorConfig, markdown: text })
  }
}

/** The text fields the `BlockText` fragment reads of each block; other blocks give none. */
const blockFields: Record<string, string[]> = {
  hero: ['eyebrow', 'heading', 'body'],
  featureGrid: ['heading', 'intro', 'items'],
  steps: ['heading', 'intro', 'items'],
  callToAction: ['heading', 'body'],
  richText: ['heading', 'body'],
  faq: ['heading', 'items'],
}
const itemFields = ['title', 'body', 'question', 'answer']

export async function seedSearchDocuments(locale: Locale): Promise<SearchDocument[]> {
  const read = contentReader(path.resolve('content'))
  const lexical = await richTextConverter()
  const pick = (value: Json): Json => (isLocalized(value) ? value[locale] : value)
  const text = (value: Json) => (pick(value) as string | undefined) ?? null
  const rich = (value: Json) => (typeof pick(value) === 'string' ? lexical(pick(value) as string) : null)
  const seo = (doc: SeedDoc) => ({ description: text((doc.seo as { description?: Json } | undefined)?.description) })
  const blocks = (list: Json) =>
    ((list as Record<string, Json>[] | undefined) ?? []).map((block) => {
      const fields = blockFields[block.blockType as string] ?? []
      return Object.fromEntries(
        fields.map((field) => {
          const value = block[field]
          if (field === 'items') return [field, (value as Record<string, Json>[]).map((item) => Object.fromEntries(itemFields.filter((f) => f in item).map((f) => [f, text(item[f])])))]
          if (block.blockType === 'richText' && field === 'body') return ['richBody', rich(value)]
          return [field, text(value)]
        }),
      )
    })
  const base = (doc: SeedDoc) => ({ slug: doc.slug, title: text(doc.title), missingTranslations: [], seo: seo(doc) })
  const by = <T>(key: (doc: T) => string | number, descending = false) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (descending ? -1 : 1)

  const [pages, solutions, caseStudies, posts, jobs]: [SeedDoc[], SeedDoc[], SeedDoc[], SeedDoc[], SeedDoc[]] = await Promise.all([read.pages(), read.jsonDocs('solutions'), read.list('case-studies'), read.posts(), read.jsonDocs('jobs')])
  const data = {
    Pages: { docs: pages.map((doc) => ({ ...base(doc), summary: text(doc.summary), layout: blocks(doc.layout) })) },
    Solutions: { docs: [...solutions].sort(by((doc) => doc.order as number)).map((doc) => ({ ...base(doc), summary: text(doc.summary), sections: blocks(doc.sections) })) },
    CaseStudies: {
      docs: caseStudies.map((doc) => ({ ...base(doc), client: text(doc.client), sector: text(doc.sector), problem: text(doc.problem), approach: text(doc.approach), result: text(doc.result) })),
    },
    Posts: { docs: [...posts].sort(by((doc) => doc.publishedAt as string, true)).map((doc) => ({ ...base(doc), excerpt: text(doc.excerpt), content: rich(doc.content) })) },
    Jobs: {
      docs: jobs
        .filter((doc) => doc.status === 'open')
        .sort(by((doc) => doc.postedAt as string, true))
        .map((doc) => ({ ...base(doc), summary: text(doc.summary), description: rich(doc.description), requirements: rich(doc.requirements), benefits: rich(doc.benefits) })),
    },
  }
  return toSearchDocuments(data as unknown as Data, locale)
}
