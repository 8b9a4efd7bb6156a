import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'
import { defaultLocale, type Locale } from '../../src/i18n/locales'
import { editorToken } from './editor'

type Data = Record<string, unknown>
type Doc = Data & { id: number }

/**
 * Content changes a test makes as the editor, each undone after the test whatever its outcome:
 * documents it creates are deleted, documents and globals it changes get their published values
 * back. The other tests then see the seeded content exactly.
 */
export type Cms = {
  headers: { Authorization: string }
  /** Creates a document (published unless `data._status` says draft); deleted after the test. */
  create: (collection: string, data: Data, options?: { locale?: Locale; draft?: boolean }) => Promise<Doc>
  /**
   * Changes a document in one language (as a draft beside the published version with `draft`); the
   * changed fields get their published values back after the test, and any draft is superseded.
   */
  update: (collection: string, id: number, data: Data, options?: { locale?: Locale; draft?: boolean }) => Promise<APIResponse>
  /** Changes a global in one language (as a draft with `draft`), put back after the test like `update`. */
  updateGlobal: (slug: string, data: Data, options?: { locale?: Locale; draft?: boolean }) => Promise<APIResponse>
  /** The first published document of a collection matching `where` (a query string), as stored. */
  find: (collection: string, where: string) => Promise<Doc>
  /** Work to do after the test, with the undoing (latest registered first). */
  afterwards: (work: () => Promise<void>) => void
}

/** The cover and author every test post uses: the first seeded ones. */
export async function postDefaults(cms: Cms): Promise<{ cover: number; author: number }> {
  const [cover, author] = await Promise.all([cms.find('media', 'where[filename][like]=post-'), cms.find('authors', '')])
  return { cover: cover.id, author: author.id }
}

/** A Lexical document of one paragraph per text. */
export function richText(...paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: null,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: null,
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      })),
    },
  }
}

/**
 * What a test outside the editing project may create: accounts, which no visitor's page lists. Any
 * other change would be seen by the tests that read the site's lists, sitemap and search while they
 * run (playwright.config.ts runs the editing project after them).
 */
const outsideEditing: readonly string[] = ['users']

function mayChange(collection: string) {
  const { project } = test.info()
  if (project.name !== 'editing' && !outsideEditing.includes(collection)) {
    throw new Error(`A test that changes ${collection} belongs in tests/e2e/editing/ (project 'editing'), not in '${project.name}'`)
  }
}

export async function withCms(request: APIRequestContext, use: (cms: Cms) => Promise<void>) {
  const headers = { Authorization: `JWT ${editorToken()}` }
  const undo: (() => Promise<void>)[] = []
  const read = async (path: string) => {
    const response = await request.get(path, { headers })
    expect(response.status(), path).toBe(200)
    return (await response.json()) as Data
  }
  /** Registers putting back, in `locale`, the stored values of the fields `data` changes. */
  const keep = async (path: string, data: Data, locale: Locale, write: (data: Data) => Promise<APIResponse>) => {
    const before = await read(`${path}?locale=${locale}&depth=0`)
    const restored = Object.fromEntries(Object.keys(data).filter((key) => key !== '_status').map((key) => [key, before[key] ?? null]))
    if ('_status' in before) restored._status = 'published'
    undo.push(async () => expect((await write(restored)).status(), `put back ${path}`).toBe(200))
  }

  const cms: Cms = {
    headers,
    async create(collection, data, { locale = defaultLocale, draft = false } = {}) {
      mayChange(collection)
      const response = await request.post(`/api/${collection}?locale=${locale}${draft ? '&draft=true' : ''}`, {
        headers,
        data: { _status: draft ? 'draft' : 'published', ...data },
      })
      expect(response.status(), `create in ${collection}`).toBe(201)
      const doc = (await response.json()).doc as Doc
      undo.push(async () => {
        const removed = await request.delete(`/api/${collection}/${doc.id}`, { headers })
        expect(removed.status(), `delete ${collection} ${doc.id}`).toBe(200)
      })
      return doc
    },
    async update(collection, id, data, { locale = defaultLocale, draft = false } = {}) {
      mayChange(collection)
      const write = (body: Data) => request.patch(`/api/${collection}/${id}?locale=${locale}`, { headers, data: body })
      await keep(`/api/${collection}/${id}`, data, locale, write)
      return draft ? request.patch(`/api/${collection}/${id}?locale=${locale}&draft=true`, { headers, data: { ...data, _status: 'draft' } }) : write(data)
    },
    async updateGlobal(slug, data, { locale = defaultLocale, draft = false } = {}) {
      mayChange(`the ${slug} global`)
      const write = (body: Data) => request.post(`/api/globals/${slug}?locale=${locale}`, { headers, data: body })
      await keep(`/api/globals/${slug}`, data, locale, write)
      return draft ? request.post(`/api/globals/${slug}?locale=${locale}&draft=true`, { headers, data: { ...data, _status: 'draft' } }) : write(data)
    },
    async find(collection, where) {
      const found = await read(`/api/${collection}?limit=1&depth=0${where ? `&${where}` : ''}`)
      const doc = (found.docs as Doc[])[0]
      if (!doc) throw new Error(`Nothing in ${collection} matches ${where}`)
      return doc
    },
    afterwards: (work) => void undo.push(work),
  }

  try {
    await use(cms)
  } finally {
    // Everything is undone, latest first, even when one step fails; the first failure is reported.
    const failures: unknown[] = []
    for (const work of undo.reverse()) await work().catch((error: unknown) => failures.push(error))
    if (failures.length) throw failures[0]
  }
}
