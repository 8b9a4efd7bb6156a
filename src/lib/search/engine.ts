import MiniSearch from 'minisearch'
import { analyzeWords, queryTerms, synonymMark, typeFavouredBy, typeOfSynonym } from './analyze'
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
type Fields = Record<'title' | 'summary' | 'body' | 'kind', string>

/**
 * How much a match counts by the kind of document, all else equal: for a topic, the solution and its
 * proof (case studies) come before articles, articles before open positions, and the legal pages,
 * which mention nearly everything once, last.
 */
const typeWeights: Record<SearchType, number> = { solution: 1.6, 'case-study': 1.4, post: 1.15, job: 1, page: 0.5 }
/** A query that names a kind of document (jobs, وظائف, articles) puts the documents of that kind first. */
const namedTypeWeight = 4
/** A query word that favours a kind (a place: the jobs there) weighs more in the documents of that kind. */
const favouredTypeWeight = 1.5
/**
 * A document whose title holds every word of the query, and the query at least half of the title's:
 * what the visitor named (the "Data engineer" job; not the "Arabic NLP research scientist" job for "NLP").
 */
const namedTitleWeight = 2

const arabicTerm = /\p{Script=Arabic}/u
/**
 * Whether a query term also finds longer terms that start with it: from three letters ("tran" finds
 * "translation"), four in Arabic, where three letters are a root and every word of that root starts
 * with them (مال, money, would find مألوف, familiar). A synonym group's term is matched as it is.
 */
const prefixSearch = (term: string) => !term.startsWith(synonymMark) && term.length >= (arabicTerm.test(term) ? 4 : 3)

/**
 * Whether a query term may be a typo, to be looked for one letter away too: from five letters, four
 * in Arabic stems (التنبئية for التنبؤية: a hamza on the wrong seat), and only when no document holds
 * the term, or a word that starts with it, as typed: a word that exists is what the visitor meant
 * ("smart" never finds "start"; "الاشيا", the beginning of الأشياء, never finds أيًّا).
 */
const isTypo = (term: string) => !term.startsWith(synonymMark) && term.length >= (arabicTerm.test(term) ? 4 : 5)

const analyzed = (text: string): AnalyzedText => ({ text, words: analyzeWords(text) })

/**
 * An index of one language's documents (MiniSearch: BM25+ over title, summary and body, the title
 * weighing most, and by the kind of document, ADR 034). Every document is analyzed once here; the
 * index stores its terms, and a search marks the original words whose terms matched.
 */
export class SiteSearchIndex {
  private readonly entries = new Map<string, Entry>()
  private readonly engine: MiniSearch<Fields & { id: string }>
  /** Every term the documents hold, sorted: a query term among them, or the beginning of one, is not a typo. */
  private readonly vocabulary: string[]

  constructor(docs: readonly SearchDocument[]) {
    // Documents and queries reach the engine as terms already made (lib/search/analyze), one space apart.
    const split = (terms: string) => (terms ? terms.split(' ') : [])
    const typeOf = (id: string) => this.entries.get(id)!.doc.type
    this.engine = new MiniSearch({
      fields: ['title', 'summary', 'body', 'kind'],
      tokenize: split,
      processTerm: (term) => term,
      searchOptions: {
        tokenize: split,
        processTerm: (term) => term,
        combineWith: 'AND',
        boost: { title: 5, summary: 2, kind: 2 },
        prefix: prefixSearch,
        fuzzy: (term) => (isTypo(term) && !this.holdsWordStartingWith(term) ? 1 : false),
        boostDocument: (id: string, term: string) => {
          const type = typeOf(id)
          return typeWeights[type] * (typeOfSynonym.get(term) === type ? namedTypeWeight : typeFavouredBy.get(term) === type ? favouredTypeWeight : 1)
        },
      },
    })
    const rows: (Fields & { id: string })[] = []
    const vocabulary = new Set<string>()
    for (const doc of docs) {
      const id = `${doc.type}:${doc.slug}`
      if (this.entries.has(id)) continue
      const entry = { doc, title: analyzed(doc.title), summary: analyzed(doc.summary), body: analyzed(doc.body) }
      this.entries.set(id, entry)
      const terms = (text: AnalyzedText) => text.words.flatMap((word) => word.terms)
      const [title, summary, body] = [terms(entry.title), terms(entry.summary), terms(entry.body)]
      for (const term of [...title, ...summary, ...body]) vocabulary.add(term)
      // The document's kind as the term of the synonym group that names it (~job), so that "وظائف" finds every open position.
      const kind = [...typeOfSynonym].flatMap(([term, type]) => (type === doc.type ? [term] : []))
      rows.push({ id, title: title.join(' '), summary: summary.join(' '), body: body.join(' '), kind: kind.join(' ') })
    }
    this.engine.addAll(rows)
    this.vocabulary = [...vocabulary].sort()
  }

  /** Whether a document holds the term or a longer one that starts with it (a binary search). */
  private holdsWordStartingWith(term: string): boolean {
    let [low, high] = [0, this.vocabulary.length]
    while (low < high) {
      const middle = (low + high) >> 1
      if (this.vocabulary[middle]! < term) low = middle + 1
      else high = middle
    }
    return this.vocabulary[low]?.startsWith(term) ?? false
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
    const terms = queryTerms(query.slice(0, queryLimits.characters)).slice(0, queryLimits.terms)
    if (terms.length === 0) return { total: 0, counts, type: null, hits: [] }
    const asked = terms.join(' ')
    const titleTerms = (id: string) => this.entries.get(id)?.title.words.length ?? 0
    const named = new Set(
      this.engine
        .search(asked, { fields: ['title'] })
        .filter((result) => terms.length * 2 >= titleTerms(result.id as string))
        .map((result) => result.id as string),
    )
    const results = this.engine
      .search(asked)
      .map((result) => ({ result, score: result.score * (named.has(result.id as string) ? namedTitleWeight : 1) }))
      .sort((a, b) => b.score - a.score)
      .flatMap(({ result }) => {
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
