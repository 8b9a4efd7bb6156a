import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type Locale, localeCodes } from '@/i18n/locales'

/** Reads the seed sources in content/ (see content/README.md for their format). */
export type Localized = Record<Locale, string>
export type SeedDoc = Record<string, unknown> & { slug: string }

export function contentReader(root: string) {
  const file = (...parts: string[]) => path.join(root, ...parts)
  const json = async <T>(...parts: string[]): Promise<T> => {
    const name = file(...parts)
    try {
      return JSON.parse(await readFile(name, 'utf8')) as T
    } catch (error) {
      throw new Error(`Cannot read seed file ${path.relative(root, name)}: ${String(error)}`)
    }
  }
  const text = (...parts: string[]) => readFile(file(...parts), 'utf8')
  const list = async (dir: string, filter: (name: string) => boolean) => {
    try {
      return (await readdir(file(dir))).filter(filter).sort()
    } catch {
      return []
    }
  }
  /** A body in every language, one `<locale>.md` file each. */
  const localizedMarkdown = async (dir: string): Promise<Localized> =>
    Object.fromEntries(await Promise.all(localeCodes.map(async (code) => [code, await text(dir, `${code}.md`)]))) as Localized

  return {
    media: async () => {
      const alts = await json<Record<string, { alt: Localized }>>('media', 'media.json')
      const files = await list('media', (n) => n.endsWith('.svg'))
      return files.map((name) => {
        const key = name.replace(/\.svg$/, '')
        const alt = alts[key]?.alt
        if (!alt) throw new Error(`content/media/media.json has no alt text for ${key}`)
        return { key, file: file('media', name), alt }
      })
    },
    list: (name: 'categories' | 'authors' | 'case-studies') => json<SeedDoc[]>(`${name}.json`),
    jsonDocs: async (dir: 'solutions' | 'jobs') =>
      Promise.all((await list(dir, (n) => n.endsWith('.json'))).map((n) => json<SeedDoc>(dir, n))),
    posts: async () =>
      Promise.all(
        (await list('posts', (n) => !n.startsWith('.'))).map(async (slug) => {
          const { category, ...meta } = await json<SeedDoc & { category?: string }>('posts', slug, 'meta.json')
          return {
            ...meta,
            ...(category ? { categories: [category] } : {}),
            content: await localizedMarkdown(path.join('posts', slug)),
          }
        }),
      ),
    pages: async () =>
      Promise.all(
        (await list('pages', (n) => !n.startsWith('.'))).map(async (slug) => {
          const meta = await json<SeedDoc & { title: Localized }>('pages', slug, 'meta.json')
          return { ...meta, layout: [{ blockType: 'richText', body: await localizedMarkdown(path.join('pages', slug)) }] }
        }),
      ),
    global: (slug: string) => json<Record<string, unknown>>('globals', `${slug}.json`),
  }
}
