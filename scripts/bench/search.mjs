// The site search (ADR 023): how long the production server takes to answer `/search?q=…` with the
// site's content, in English and Arabic, and how much of that is the search itself. Queries go one
// at a time after a warm-up (the first one builds the language's index and is reported apart); the
// engine's own time is measured in a process of its own on the documents the site serves.
import { performance } from 'node:perf_hooks'
import { fetchRaw } from '../lib/http.mjs'
import { percentile, round } from './stats.mjs'
import { serverCode, withProductionServer } from './topology.mjs'

/** Queries a visitor might type: common and rare words, several words, a prefix, a typo, nothing found. */
export const searchQueries = {
  en: ['data', 'computer vision', 'Arabic reranking', 'machine learning engineer', 'priv', 'forcasting', 'qqxyzzy'],
  ar: ['البيانات', 'الرؤية الحاسوبية', 'إِعَادَة الترتيب', 'التعلم الآلي', 'استرجاع', 'المستشفى', 'ققزززي'],
}

const summary = (samples) => ({ p50Ms: round(percentile(samples, 50), 2), p95Ms: round(percentile(samples, 95), 2), maxMs: round(Math.max(...samples), 2) })

async function timedGet(url) {
  const started = performance.now()
  const response = await fetchRaw(url)
  const ms = performance.now() - started
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  const html = response.body.toString('utf8')
  return { ms, results: (html.match(/data-testid="search-result"/g) ?? []).length }
}

export async function searchLatency(ctx, { rounds = 20, engineRepeats = 50 } = {}) {
  return withProductionServer(ctx, { env: ctx.env }, async (server) => {
    const pageOf = (locale, query) => `${server.origin}${locale === 'en' ? '' : `/${locale}`}/search?q=${encodeURIComponent(query)}`
    const locales = {}
    for (const [locale, queries] of Object.entries(searchQueries)) {
      // The first query of a language reads its documents and builds its index in the server.
      const first = await timedGet(pageOf(locale, queries[0]))
      for (const query of queries) await timedGet(pageOf(locale, query))
      const perQuery = []
      for (const query of queries) {
        const samples = []
        let results = 0
        for (let i = 0; i < rounds; i++) {
          const answer = await timedGet(pageOf(locale, query))
          samples.push(answer.ms)
          results = answer.results
        }
        perQuery.push({ query, resultsShown: results, ...summary(samples), samples: samples.map((ms) => round(ms, 2)) })
      }
      const all = perQuery.flatMap((q) => q.samples)
      locales[locale] = { firstQueryMs: round(first.ms, 1), page: summary(all), perQuery }
    }
    const engine = await serverCode(ctx, ['search', server.origin, JSON.stringify(searchQueries), String(engineRepeats)])
    for (const [locale, e] of Object.entries(engine.locales)) {
      const all = e.queries.flatMap((q) => q.samplesMs)
      locales[locale].engine = {
        documents: e.documents,
        textCharacters: e.textCharacters,
        coldBuildMs: round(e.buildMs[0], 1),
        warmBuildMs: round(percentile(e.buildMs.slice(1), 50), 1),
        query: summary(all),
        perQuery: e.queries.map((q) => ({ query: q.query, results: q.results, ...summary(q.samplesMs) })),
      }
    }
    return { server: server.command, rounds, engineRepeats: engine.repeats, locales }
  })
}
