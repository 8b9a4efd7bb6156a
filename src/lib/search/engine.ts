import MiniSearch from 'minisearch'
import { analyzeWords, searchTerms } from './analyze'
import { type AnalyzedText, hasMatch, type Highlighted, highlightAll, snippet } from './highlight'
import { queryLimits } from './limits'

/** What the site search finds, in the order the results page names them. */
export const searchTypes = ['page', 'solution', 'case-study', 'post', 'job'] as const
export type SearchType = (typeof searchTypes)[number]

/** A published document as the search indexes it, in one language. */
export type SearchDocument = {
  type: SearchType
  slug: string
  /** Where its result leads: a site path without language prefix, perhaps with an anchor. */
  href: string
  title: string
  summary: string
  body: string
  /** Not translated into the index's language: its text is the default language's (ADR 020). */
  fallback: boolean
}

type SearchHit = {
  type: SearchType
  slug: string
  href: string
  fallback: boolean
  title: Highlighted
  excerpt: Highlighted
}

const maxHits = 50

export type SearchAnswer = {
  /** Documents that matched, of every type. */
  total: number
  counts: Record<SearchType, number>
  /** The type the hits are of: the one asked for, unless no document of that type matched. */
  type: SearchType | null
  /** The best of them (at most 50). */
  hits: SearchHit[]
}

type Entry = { doc: SearchDocument; title: AnalyzedText; summary: AnalyzedText; body: AnalyzedText }
type Fields = Record<'title' | 'summary' | 'body', string>

const analyzed = (text: string): AnalyzedText => ({ text, words: analyzeWords(text) })

/**
 * An index of one language's documents (MiniSearch: BM25+ over title, summary and body, the title
 * weighing most). Every document is analyzed once here; the index stores its terms, and a search
 * marks the original words whose terms matched.
 */
export class SiteSearchIndex {
  private readonly entries = new Map<string, Entry>()
  private readonly engine: MiniSearch<Fields & { id: string }>

  constructor(docs: readonly SearchDocument[]) {
    // Documents and queries reach the engine as terms already made (lib/search/analyze), one space apart.
    const split = (terms: string) => (terms ? terms.split(' ') : [])
    this.engine = new MiniSearch({
      fields: ['title', 'summary', 'body'],
      tokenize: split,
      processTerm: (term) => term,
      searchOptions: {
        tokenize: split,
        processTerm: (term) => term,
        combineWith: 'AND',
        boost: { title: 4, summary: 2 },
        // A term of three letters or more also finds longer words that start with it ("tran" finds
        // "translation"); one of five or more, a word one letter away (a typo). Exact words rank first.
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => (term.length >= 5 ? 1 : false),
      },
    })
    const rows: (Fields & { id: string })[] = []
    for (const doc of docs) {
      const id = `${doc.type}:${doc.slug}`
      if (this.entries.has(id)) continue
      const entry = { doc, title: analyzed(doc.title), summary: analyzed(doc.summary), body: analyzed(doc.body) }
      this.entries.set(id, entry)
      const terms = (text: AnalyzedText) => text.words.flatMap((word) => word.terms).join(' ')
      rows.push({ id, title: terms(entry.title), summary: terms(entry.summary), body: terms(entry.body) })
    }
    this.engine.addAll(rows)
  }

  get size(): number {
    return this.entries.size
  }

  /**
   * The documents that hold every term of the query, best first, with their matching words marked:
   * how many of each type matched, and the best of them (of one type when `type` is given and any
   * document of that type matched).
   */
  search(query: string, type?: SearchType): SearchAnswer {
    const counts = Object.fromEntries(searchTypes.map((t) => [t, 0])) as Record<SearchType, number>
    const terms = searchTerms(query.slice(0, queryLimits.characters)).slice(0, queryLimits.terms)
    if (terms.length === 0) return { total: 0, counts, type: null, hits: [] }
    const results = this.engine.search(terms.join(' ')).flatMap((result) => {
      const entry = this.entries.get(result.id as string)
      return entry ? [{ entry, matched: new Set(result.terms) }] : []
    })
    for (const { entry } of results) counts[entry.doc.type] += 1
    const shown = type && counts[type] > 0 ? type : null
    const hits = results
      .filter(({ entry }) => !shown || entry.doc.type === shown)
      .slice(0, maxHits)
      .map(({ entry, matched }) => {
        const excerptSource = hasMatch(entry.summary, matched) || !hasMatch(entry.body, matched) ? entry.summary : entry.body
        const { type: kind, slug, href, fallback } = entry.doc
        return { type: kind, slug, href, fallback, title: highlightAll(entry.title, matched), excerpt: snippet(excerptSource, matched) }
      })
    return { total: results.length, counts, type: shown, hits }
  }
}
